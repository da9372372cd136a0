//! The shared tier against a real `redis-server` on loopback (skipped, with
//! a note, only where the binary is missing; `GPUJIT_REQUIRE_REDIS=1` makes
//! a missing binary a failure, as CI sets it).

use std::io::Read;
use std::net::TcpListener;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use gpujit_device::{Image, ImageFormat};

use crate::cache::{Cache, Key, RemoteConfig};

/// A `redis-server` on 127.0.0.1 at a free port, in a temporary folder;
/// stopped and removed when dropped.
pub(crate) struct Server {
    child: Child,
    port: u16,
    dir: PathBuf,
    /// `rediss` for a server that speaks TLS only.
    scheme: &'static str,
}

/// Whether `tool` is on PATH; where it is not, a note (or, with
/// `GPUJIT_REQUIRE_REDIS` set, as in CI, a failure).
fn installed(tool: &str) -> bool {
    let found = std::env::var_os("PATH")
        .is_some_and(|p| std::env::split_paths(&p).any(|d| d.join(tool).is_file()));
    if !found {
        assert!(
            std::env::var_os("GPUJIT_REQUIRE_REDIS").is_none(),
            "{tool} is not installed (ci/setup installs it)"
        );
        eprintln!("skipped: {tool} is not installed");
    }
    found
}

/// The port's place in a server's arguments ([`Server::spawn`]).
const PORT: &str = "{port}";

fn free_port() -> u16 {
    let l = TcpListener::bind("127.0.0.1:0").unwrap();
    l.local_addr().unwrap().port()
}

impl Server {
    /// A server with `args` added to its command line; `None` (printed)
    /// where `redis-server` is not installed.
    pub(crate) fn start(args: &[&str]) -> Option<Server> {
        if !installed("redis-server") {
            return None;
        }
        let dir = Server::folder();
        let args = [&["--port", PORT][..], args].concat();
        Some(Server::spawn(dir, "redis", &args))
    }

    /// A fresh temporary folder for a server.
    fn folder() -> PathBuf {
        static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("gpujit-redis-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// A server that speaks TLS only, with a certificate signed by a CA of
    /// its own (made by `openssl`); with the CA's PEM file.
    pub(crate) fn start_tls() -> Option<(Server, PathBuf)> {
        if !installed("redis-server") || !installed("openssl") {
            return None;
        }
        let dir = Server::folder();
        let ec = [
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:prime256v1",
            "-nodes",
        ];
        std::fs::write(dir.join("san.cnf"), "subjectAltName=IP:127.0.0.1\n").unwrap();
        let steps: [&[&str]; 3] = [
            &[
                "req",
                "-x509",
                "-days",
                "1",
                "-subj",
                "/CN=gpujit test CA",
                "-keyout",
                "ca.key",
                "-out",
                "ca.pem",
            ],
            &[
                "req",
                "-subj",
                "/CN=127.0.0.1",
                "-keyout",
                "server.key",
                "-out",
                "server.csr",
            ],
            &[
                "x509",
                "-req",
                "-days",
                "1",
                "-in",
                "server.csr",
                "-CA",
                "ca.pem",
                "-CAkey",
                "ca.key",
                "-CAcreateserial",
                "-extfile",
                "san.cnf",
                "-out",
                "server.pem",
            ],
        ];
        for step in steps {
            let args: Vec<&str> = if step[0] == "req" {
                [step, &ec[..]].concat()
            } else {
                step.to_vec()
            };
            let o = Command::new("openssl")
                .args(&args)
                .current_dir(&dir)
                .output()
                .unwrap();
            assert!(
                o.status.success(),
                "openssl {args:?}: {}",
                String::from_utf8_lossy(&o.stderr)
            );
        }
        let p = |f: &str| dir.join(f).display().to_string();
        let (cert, key, ca) = (p("server.pem"), p("server.key"), p("ca.pem"));
        let args = [
            "--port",
            "0",
            "--tls-port",
            PORT,
            "--tls-cert-file",
            &cert,
            "--tls-key-file",
            &key,
            "--tls-ca-cert-file",
            &ca,
            "--tls-auth-clients",
            "no",
        ];
        let ca = dir.join("ca.pem");
        Some((Server::spawn(dir, "rediss", &args), ca))
    }

    /// `redis-server` with `args` ([`PORT`] standing for the port) at a free
    /// port, once it serves there. A port taken between its choice and the
    /// server's bind (by another test's socket) makes the server exit, or
    /// leaves another process answering there: both are told from a server
    /// of our own (alive, and for plain servers reporting its own process
    /// id), and a new port is tried.
    fn spawn(dir: PathBuf, scheme: &'static str, args: &[&str]) -> Server {
        for _ in 0..8 {
            let port = free_port();
            let port_arg = port.to_string();
            let args: Vec<&str> = args
                .iter()
                .map(|a| if *a == PORT { port_arg.as_str() } else { a })
                .collect();
            let mut child = Command::new("redis-server")
                .args(["--bind", "127.0.0.1"])
                .args(["--save", "", "--appendonly", "no", "--protected-mode", "no"])
                .arg("--dir")
                .arg(&dir)
                .args(&args)
                .stdout(Stdio::null())
                .spawn()
                .unwrap();
            let start = Instant::now();
            let ours = loop {
                if child.try_wait().unwrap().is_some() {
                    break false;
                }
                if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
                    break Server::answers_as(&mut child, scheme, port);
                }
                assert!(
                    start.elapsed() < Duration::from_secs(10),
                    "redis-server did not start"
                );
                std::thread::sleep(Duration::from_millis(10));
            };
            if ours {
                return Server {
                    child,
                    port,
                    dir,
                    scheme,
                };
            }
            let _ = child.kill();
            let _ = child.wait();
        }
        panic!("redis-server found no free port in 8 tries");
    }

    /// Whether what listens at `port` is `child`: a plain server reports
    /// its process id; a TLS one is still running a moment after the port
    /// answered (a server that could not bind exits at once).
    fn answers_as(child: &mut Child, scheme: &str, port: u16) -> bool {
        if scheme == "rediss" {
            std::thread::sleep(Duration::from_millis(200));
            return matches!(child.try_wait(), Ok(None));
        }
        let info: redis::RedisResult<String> =
            redis::Client::open(format!("redis://127.0.0.1:{port}/0"))
                .and_then(|c| c.get_connection_with_timeout(Duration::from_secs(10)))
                .and_then(|mut c| redis::cmd("INFO").arg("server").query(&mut c));
        info.is_ok_and(|i| {
            i.lines()
                .any(|l| l.trim() == format!("process_id:{}", child.id()))
        })
    }

    pub(crate) fn url(&self) -> String {
        format!("{}://127.0.0.1:{}/0", self.scheme, self.port)
    }

    /// A plain connection, to look at and spoil what is stored.
    pub(crate) fn conn(&self) -> redis::Connection {
        redis::Client::open(self.url())
            .unwrap()
            .get_connection()
            .unwrap()
    }

    /// Kills the server (it stays dead).
    pub(crate) fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn dir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("gpujit-remote-test-{}-{tag}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

fn image(n: u8, len: usize) -> Image {
    Image {
        format: ImageFormat::Hsaco,
        arch: "gfx942".into(),
        bytes: vec![n; len],
        kernels: gpujit_kernels::saxpy::module().unwrap().kernels().to_vec(),
        refused: Vec::new(),
        coarse: None,
    }
}

fn k(n: u8) -> Key {
    Key([n; 32])
}

/// A quick back-off and wait, and patient connections and commands: on a
/// loaded machine (tests run side by side, one of them 16 processes) a
/// loopback connection or reply can take longer than the defaults, and a
/// test that is not about timeouts must see only the server's doing. A
/// killed server still refuses at once.
fn config(url: &str) -> RemoteConfig {
    RemoteConfig {
        connect_timeout: Duration::from_secs(10),
        timeout: Duration::from_secs(10),
        backoff: Duration::from_millis(500),
        wait: Duration::from_millis(500),
        ..RemoteConfig::new(url)
    }
}

/// Short timeouts, for the test of a store that never answers; the
/// back-off is long enough that a loaded machine gets through its loop
/// within it.
fn quick(url: &str) -> RemoteConfig {
    RemoteConfig {
        connect_timeout: Duration::from_millis(100),
        timeout: Duration::from_millis(300),
        backoff: Duration::from_secs(2),
        ..config(url)
    }
}

fn node(tag: &str, cfg: RemoteConfig) -> Cache {
    Cache::new(Some(dir(tag)), 1 << 30, 64)
        .with_remote(cfg)
        .unwrap()
}

#[test]
fn a_hit_in_the_store_is_kept_on_disk_and_saves_the_recorded_time() {
    let Some(server) = Server::start(&[]) else {
        return;
    };
    let a = node("hit-a", config(&server.url()));
    a.put_timed(&k(1), &image(1, 1000), Duration::from_millis(40));
    a.put_link(&k(2), &k(1));
    a.flush(Duration::from_secs(5));
    assert_eq!((a.stats().remote.stores, a.stats().remote.dropped), (2, 0));
    let b = node("hit-b", config(&server.url()));
    assert_eq!(b.get(&k(2)).as_deref(), Some(&image(1, 1000)));
    let s = b.stats();
    assert_eq!(
        (s.remote.hits, s.remote.misses, s.stores),
        (2, 0, 0),
        "{s:?}"
    );
    assert_eq!(s.remote.time_saved, Duration::from_millis(40));
    // Both entries are now on b's disk: a cache without the store finds them.
    let b_dir = b.dir().unwrap().to_path_buf();
    let local = Cache::new(Some(b_dir), 1 << 30, 8);
    assert_eq!(local.get(&k(2)).as_deref(), Some(&image(1, 1000)));
    assert_eq!(local.stats().disk_time_saved, Duration::from_millis(40));
    // A miss everywhere is counted in the store's tier and overall.
    assert!(b.get(&k(9)).is_none());
    assert_eq!((b.stats().remote.misses, b.stats().misses), (1, 1));
}

#[test]
fn bad_entries_in_the_store_are_counted_misses_and_overwritten() {
    let Some(server) = Server::start(&[]) else {
        return;
    };
    let mut conn = server.conn();
    let a = node("bad-a", config(&server.url()));
    for n in 1..=3 {
        a.put(&k(n), &image(n, 2000));
    }
    a.flush(Duration::from_secs(5));
    let name = |n: u8| format!("gpujit:{}", k(n).hex());
    let good: Vec<u8> = redis::cmd("GET").arg(name(1)).query(&mut conn).unwrap();
    let mut flipped = good.clone();
    flipped[100] ^= 1;
    let spoil = |conn: &mut redis::Connection, bytes: &[u8]| {
        redis::cmd("SET")
            .arg(name(1))
            .arg(bytes)
            .query::<()>(conn)
            .unwrap();
    };
    let other: Vec<u8> = redis::cmd("GET").arg(name(2)).query(&mut conn).unwrap();
    for (what, bad) in [
        ("corrupt", flipped),
        ("truncated", good[..good.len() - 7].to_vec()),
        ("foreign (another key's entry)", other),
        (
            "foreign (not an entry)",
            b"GJITIMG1 something else".to_vec(),
        ),
        ("empty", Vec::new()),
    ] {
        spoil(&mut conn, &bad);
        let b = node("bad-b", config(&server.url()));
        assert!(b.get(&k(1)).is_none(), "{what}");
        assert_eq!(
            (b.stats().remote.rejected, b.stats().remote.hits),
            (1, 0),
            "{what}"
        );
        // The compile that follows overwrites it.
        b.put(&k(1), &image(1, 2000));
        b.flush(Duration::from_secs(5));
        let c = node("bad-c", config(&server.url()));
        assert_eq!(c.get(&k(1)).as_deref(), Some(&image(1, 2000)), "{what}");
    }
    // An entry past the size limit is neither written nor accepted.
    let small = RemoteConfig {
        max_entry_bytes: 1000,
        ..config(&server.url())
    };
    let s = node("bad-small", small.clone());
    s.put(&k(7), &image(7, 5000));
    s.flush(Duration::from_secs(5));
    assert_eq!((s.stats().remote.dropped, s.stats().remote.stores), (1, 0));
    assert!(node("bad-small2", small).get(&k(3)).is_none());
}

#[test]
fn with_an_integrity_key_only_entries_sealed_with_it_are_loaded() {
    let Some(server) = Server::start(&[]) else {
        return;
    };
    let keyed = |key: &str| RemoteConfig {
        integrity_key: Some(key.as_bytes().to_vec()),
        ..config(&server.url())
    };
    // Written without a key, with another key, and with the right one.
    let plain = node("hmac-plain", config(&server.url()));
    plain.put(&k(1), &image(1, 500));
    plain.flush(Duration::from_secs(5));
    let other = node("hmac-other", keyed("another secret"));
    other.put(&k(2), &image(2, 500));
    other.flush(Duration::from_secs(5));
    let ours = node("hmac-ours", keyed("our secret"));
    ours.put(&k(3), &image(3, 500));
    ours.flush(Duration::from_secs(5));
    let reader = node("hmac-reader", keyed("our secret"));
    assert!(reader.get(&k(1)).is_none(), "unsealed");
    assert!(reader.get(&k(2)).is_none(), "another key");
    assert_eq!(reader.get(&k(3)).as_deref(), Some(&image(3, 500)));
    let s = reader.stats().remote;
    assert_eq!((s.rejected, s.hits), (2, 1), "{s:?}");
    // A client without the key cannot check a sealed entry: it refuses it.
    let keyless = node("hmac-keyless", config(&server.url()));
    assert!(keyless.get(&k(3)).is_none());
    assert_eq!(keyless.stats().remote.rejected, 1);
    // The sealed entry was kept on the reader's disk, checked there by SHA-256.
    let local = Cache::new(reader.dir().map(|d| d.to_path_buf()), 1 << 30, 8);
    assert_eq!(local.get(&k(3)).as_deref(), Some(&image(3, 500)));
}

/// A server that accepts connections and never answers.
fn blackhole() -> (u16, Arc<std::sync::atomic::AtomicBool>) {
    let l = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = l.local_addr().unwrap().port();
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let s = stop.clone();
    std::thread::spawn(move || {
        let mut held = Vec::new();
        for c in l.incoming() {
            if s.load(std::sync::atomic::Ordering::Relaxed) {
                break;
            }
            if let Ok(mut c) = c {
                let _ = c.set_read_timeout(Some(Duration::from_millis(1)));
                let _ = c.read(&mut [0u8; 64]);
                held.push(c);
            }
        }
    });
    (port, stop)
}

#[test]
fn a_store_that_is_down_or_never_answers_costs_one_timeout_then_is_skipped() {
    let (port, _stop) = blackhole();
    let closed = free_port();
    for (what, url) in [
        ("never answers", format!("redis://127.0.0.1:{port}/0")),
        ("nothing listening", format!("redis://127.0.0.1:{closed}/0")),
    ] {
        // Memory only: the time measured is the store's.
        let c = Cache::new(None, 0, 64).with_remote(quick(&url)).unwrap();
        let t = Instant::now();
        assert!(c.get(&k(1)).is_none(), "{what}");
        let first = t.elapsed();
        // The connection (with its setup) is bounded by the timeouts (a
        // store that never answers would otherwise hold the lookup for
        // good); the margin is for a loaded machine.
        assert!(first < Duration::from_secs(2), "{what}: {first:?}");
        let s = c.stats().remote;
        assert_eq!(s.errors + s.timeouts, 1, "{what}: {s:?}");
        // Backing off: the next lookups and writes do not touch the store.
        let t = Instant::now();
        for n in 0..20 {
            assert!(c.get(&k(n)).is_none());
            c.put(&k(n), &image(n, 100));
        }
        assert!(
            t.elapsed() < Duration::from_secs(1),
            "{what}: {:?}",
            t.elapsed()
        );
        let s = c.stats().remote;
        assert_eq!(s.errors + s.timeouts, 1, "{what}: {s:?}");
        assert!(s.skipped >= 40, "{what}: {s:?}");
        // Everything is on the local tiers.
        assert_eq!(c.get(&k(3)).as_deref(), Some(&image(3, 100)));
        // After the back-off the store is tried again (and fails once more).
        std::thread::sleep(Duration::from_millis(2100));
        assert!(c.get(&k(30)).is_none());
        let s = c.stats().remote;
        assert_eq!(s.errors + s.timeouts, 2, "{what}: {s:?}");
    }
}

#[test]
fn a_server_killed_mid_run_and_a_full_server_never_fail_a_compile() {
    let Some(mut server) =
        Server::start(&["--maxmemory", "3mb", "--maxmemory-policy", "noeviction"])
    else {
        return;
    };
    let modules: Vec<crate::PortableModule> = (0..6).map(module).collect();
    let cfg = config(&server.url());
    let jit = |tag: &str| {
        crate::Jit::new(
            crate::open("host").unwrap(),
            Cache::new(Some(dir(tag)), 1 << 30, 64),
        )
        .unwrap()
        .with_remote_cache(cfg.clone())
        .unwrap()
    };
    let a = jit("kill-a");
    for m in &modules[..3] {
        a.compile(m).unwrap();
    }
    a.cache().flush(Duration::from_secs(30));
    let s = a.cache().stats().remote;
    assert_eq!((s.stores, s.errors, s.timeouts), (3, 0, 0), "{s:?}");
    // Full: large entries are refused by the server (an error reply, no
    // back-off); what fit is still read.
    let big = Cache::new(None, 0, 4).with_remote(cfg.clone()).unwrap();
    for n in 0..8 {
        big.put(&k(n), &image(n, 1 << 20));
    }
    big.flush(Duration::from_secs(30));
    let s = big.stats().remote;
    assert!(s.errors >= 1 && s.dropped >= 1 && s.timeouts == 0, "{s:?}");
    let b = jit("kill-b");
    for m in &modules[..3] {
        b.compile(m).unwrap();
    }
    let s = b.cache().stats();
    assert_eq!((s.stores, s.remote.hits), (0, 3), "{s:?}");
    // Killed: compiles go on locally, quickly.
    server.kill();
    let t = Instant::now();
    for m in &modules[3..] {
        b.compile(m).unwrap();
    }
    assert!(t.elapsed() < Duration::from_secs(3), "{:?}", t.elapsed());
    let s = b.cache().stats();
    assert_eq!(s.stores, 3);
    assert!(s.remote.errors >= 1, "{s:?}");
}

/// Module `i`: a kernel that stores `i`.
fn module(i: u32) -> crate::PortableModule {
    gpujit_ir::build(&format!("m{i}"), Default::default(), |m| {
        m.kernel("k", &[gpujit_ir::p::ptr_u32("o")], |k, a| {
            k.store(a[0], k.u32(0), k.u32(i))
        })
    })
    .unwrap()
}

/// What a node process (see [`node_process`]) is told, in
/// `GPUJIT_TEST_NODE`: the store's URL, its cache folder.
const NODE_ENV: &str = "GPUJIT_TEST_NODE";
const MODULES: u32 = 100;

/// One node of [`sixteen_processes_share_the_store_and_compile_each_module_about_once`]:
/// run by that test as a child process, it compiles the modules through a
/// cache over its folder and the store, and prints which it compiled and a
/// digest of each image. Does nothing when not run so.
#[test]
#[ignore = "a child process of sixteen_processes_share_the_store_..."]
fn node_process() {
    use sha2::Digest;
    let Some(spec) = std::env::var_os(NODE_ENV) else {
        return;
    };
    let spec = spec.to_string_lossy().into_owned();
    let (url, folder) = spec.split_once(';').unwrap();
    let cfg = RemoteConfig {
        wait: Duration::from_secs(10),
        ..config(url)
    };
    let jit = crate::Jit::new(
        crate::open("host").unwrap(),
        Cache::new(Some(folder.into()), 1 << 30, 256),
    )
    .unwrap()
    .with_remote_cache(cfg)
    .unwrap();
    let mut out = String::new();
    for i in 0..MODULES {
        let before = jit.cache().stats().stores;
        let img = jit.compile(&module(i)).unwrap();
        let compiled = jit.cache().stats().stores > before;
        let sum = sha2::Sha256::digest(&img.bytes);
        out.push_str(&format!("node {i} {} {sum:x}\n", u8::from(compiled)));
    }
    print!("{out}");
}

#[test]
fn sixteen_processes_share_the_store_and_compile_each_module_about_once() {
    use sha2::Digest;
    let Some(server) = Server::start(&[]) else {
        return;
    };
    let exe = std::env::current_exe().unwrap();
    let root = dir("sixteen");
    // Four machines of four processes each: each four share a disk folder.
    let children: Vec<_> = (0..16)
        .map(|p| {
            Command::new(&exe)
                .args(["--exact", "cache::remote::tests::node_process"])
                .args(["--ignored", "--nocapture", "--test-threads=1", "-q"])
                .env(
                    NODE_ENV,
                    format!(
                        "{};{}",
                        server.url(),
                        root.join(format!("machine{}", p % 4)).display()
                    ),
                )
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    let reference = crate::Jit::new(crate::open("host").unwrap(), Cache::new(None, 0, 1)).unwrap();
    let want: Vec<String> = (0..MODULES)
        .map(|i| {
            let img = reference.compile(&module(i)).unwrap();
            format!("{:x}", sha2::Sha256::digest(&img.bytes))
        })
        .collect();
    let mut compiles = vec![0u32; MODULES as usize];
    for c in children {
        let o = c.wait_with_output().unwrap();
        let text = String::from_utf8_lossy(&o.stdout);
        assert!(
            o.status.success(),
            "{text}{}",
            String::from_utf8_lossy(&o.stderr)
        );
        let lines: Vec<_> = text.lines().filter(|l| l.starts_with("node ")).collect();
        assert_eq!(lines.len(), MODULES as usize, "{text}");
        for l in lines {
            let f: Vec<&str> = l.split(' ').collect();
            let i: usize = f[1].parse().unwrap();
            assert_eq!(f[3], want[i], "module {i}: a wrong image");
            compiles[i] += f[2].parse::<u32>().unwrap();
        }
    }
    let total: u32 = compiles.iter().sum();
    let most = compiles.iter().max().copied().unwrap_or(0);
    assert!(most <= 3, "a module compiled {most} times: {compiles:?}");
    assert!(
        total <= MODULES + MODULES / 4,
        "{total} compiles of {MODULES} modules"
    );
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn rediss_speaks_tls_to_a_server_signed_by_the_given_ca() {
    let Some((server, ca)) = Server::start_tls() else {
        return;
    };
    let tls = RemoteConfig {
        ca_cert: Some(ca),
        ..config(&server.url())
    };
    let a = node("tls-a", tls.clone());
    a.put(&k(1), &image(1, 3000));
    a.flush(Duration::from_secs(5));
    assert_eq!(a.stats().remote.stores, 1, "{:?}", a.stats().remote);
    let b = node("tls-b", tls);
    assert_eq!(b.get(&k(1)).as_deref(), Some(&image(1, 3000)));
    // Without the CA the server's certificate is refused: a counted error.
    let c = node("tls-c", config(&server.url()));
    assert!(c.get(&k(1)).is_none());
    assert_eq!(c.stats().remote.errors, 1, "{:?}", c.stats().remote);
    // A CA is for TLS only, and must be readable.
    let plain = RemoteConfig {
        ca_cert: Some("/nonexistent/ca.pem".into()),
        ..config("redis://127.0.0.1:1/0")
    };
    assert!(Cache::new(None, 0, 1).with_remote(plain.clone()).is_err());
    let missing = RemoteConfig {
        url: server.url(),
        ..plain
    };
    let e = Cache::new(None, 0, 1).with_remote(missing).err().unwrap();
    assert!(e.to_string().contains("/nonexistent/ca.pem"), "{e}");
}

#[test]
fn an_image_from_the_store_passes_the_devices_checks_before_it_loads() {
    let Some(server) = Server::start(&[]) else {
        return;
    };
    // A writer places, under the key a gfx942 device compiles saxpy under,
    // a well-formed entry holding a gfx1100 code object.
    let m = gpujit_kernels::saxpy::module().unwrap();
    let victim = crate::Jit::new(crate::open("amdgcn-emu").unwrap(), Cache::new(None, 0, 8))
        .unwrap()
        .with_remote_cache(config(&server.url()))
        .unwrap();
    let opts = crate::CompileOptions {
        arch: Some("gfx1100".into()),
        ..Default::default()
    };
    let wrong = crate::compile(&m, crate::Target::Amdgcn, &opts)
        .unwrap()
        .image;
    let writer = Cache::new(None, 0, 8)
        .with_remote(config(&server.url()))
        .unwrap();
    writer.put(&victim.key(&m), &wrong);
    writer.flush(Duration::from_secs(5));
    // The entry is read (it checks out as an entry), and the device refuses
    // the code object with its usual error; the process goes on.
    let Err(e) = victim.load(&m) else {
        panic!("a gfx1100 code object loaded on gfx942");
    };
    assert_eq!(victim.cache().stats().remote.hits, 1);
    assert!(e.to_string().contains("gfx1100"), "{e}");
}
