//! `gpujit` as nodes of a fleet sharing a Redis store: what the second node
//! finds, and what a store that is down or misconfigured does.

use std::process::Command;

use super::{text, tmp};

/// A `redis-server` on 127.0.0.1 at a free port in a folder of its own,
/// killed when dropped; `None` (printed) where it is not installed, unless
/// `GPUJIT_REQUIRE_REDIS` is set (as in CI).
struct Redis(std::process::Child, u16);

impl Redis {
    fn start() -> Option<Redis> {
        if Command::new("redis-server")
            .arg("--version")
            .output()
            .is_err()
        {
            assert!(
                std::env::var_os("GPUJIT_REQUIRE_REDIS").is_none(),
                "redis-server is not installed (ci/setup installs it)"
            );
            eprintln!("skipped: redis-server is not installed");
            return None;
        }
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let dir = tmp(&format!("redis-{port}"));
        std::fs::create_dir_all(&dir).unwrap();
        let child = Command::new("redis-server")
            .args([
                "--port",
                &port.to_string(),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
            ])
            .arg("--dir")
            .arg(&dir)
            .stdout(std::process::Stdio::null())
            .spawn()
            .unwrap();
        let start = std::time::Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(start.elapsed().as_secs() < 10, "redis-server did not start");
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        Some(Redis(child, port))
    }

    fn url(&self) -> String {
        format!("redis://127.0.0.1:{}/0", self.1)
    }
}

impl Drop for Redis {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// `gpujit` as a node of a fleet: its own cache folder, the shared store `url`.
fn node(args: &[&str], cache: &std::path::Path, url: &str) -> String {
    let o = Command::new(env!("CARGO_BIN_EXE_gpujit"))
        .args(args)
        .env("GPUJIT_CACHE_DIR", cache)
        .env("GPUJIT_REMOTE_CACHE", url)
        .output()
        .expect("running gpujit");
    assert_eq!(o.status.code(), Some(0), "gpujit {args:?}:\n{}", text(&o));
    text(&o)
}

#[test]
fn two_nodes_share_a_store_and_the_second_compiles_nothing() {
    let Some(redis) = Redis::start() else { return };
    let url = redis.url();
    let kernels = ["saxpy", "reduce", "sgemm"];
    let nodes = [tmp("node-a"), tmp("node-b")];
    for n in &nodes {
        let _ = std::fs::remove_dir_all(n);
    }
    let mut outputs = Vec::new();
    for n in &nodes {
        let mut images = Vec::new();
        for k in kernels {
            let out = n.join(format!("{k}.hsaco"));
            let o = node(
                &[
                    "compile",
                    k,
                    "--target",
                    "amdgcn",
                    "-o",
                    out.to_str().unwrap(),
                ],
                &n.join("cache"),
                &url,
            );
            images.push((o, std::fs::read(&out).unwrap()));
        }
        outputs.push(images);
    }
    for ((a, a_bytes), (b, b_bytes)) in outputs[0].iter().zip(&outputs[1]) {
        assert!(a.contains("codegen"), "{a}");
        assert!(b.contains("from the compile cache"), "{b}");
        assert_eq!(a_bytes, b_bytes, "the nodes' images differ");
    }
    let stats = |n: &std::path::Path| node(&["cache", "stats"], &n.join("cache"), &url);
    let a = stats(&nodes[0]);
    assert!(a.contains("compiled and stored: 3,"), "{a}");
    assert!(
        a.contains(&format!("remote {url}: 0 hits, 3 misses")),
        "{a}"
    );
    assert!(a.contains(" 3 stores, 0 dropped"), "{a}");
    let b = stats(&nodes[1]);
    assert!(b.contains("compiled and stored: 0,"), "{b}");
    assert!(
        b.contains(&format!("remote {url}: 3 hits, 0 misses, 0 rejected")),
        "{b}"
    );
    assert!(
        b.contains("3 entries"),
        "the hits are kept on b's disk: {b}"
    );
}

#[test]
fn a_store_that_is_down_or_misconfigured_is_reported_not_fatal() {
    let cache = tmp("node-down");
    let _ = std::fs::remove_dir_all(&cache);
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let url = format!("redis://127.0.0.1:{port}/0");
    let out = tmp("down.hsaco");
    let compile = [
        "compile",
        "saxpy",
        "--target",
        "amdgcn",
        "-o",
        out.to_str().unwrap(),
    ];
    let start = std::time::Instant::now();
    let o = node(&compile, &cache, &url);
    assert!(o.contains("codegen"), "{o}");
    assert!(start.elapsed().as_secs() < 10);
    let s = node(&["cache", "stats"], &cache, &url);
    assert!(s.contains("compiled and stored: 1,"), "{s}");
    assert!(s.contains(" 1 errors, 0 timeouts"), "{s}");
    for (var, value, says) in [
        (
            "GPUJIT_REMOTE_CACHE_CA",
            "/nonexistent/ca.pem",
            "remote cache CA certificate /nonexistent/ca.pem",
        ),
        (
            "GPUJIT_REMOTE_CACHE",
            "http://127.0.0.1:1/",
            "expected redis://HOST:PORT/DB",
        ),
        (
            "GPUJIT_REMOTE_CACHE_TIMEOUT_MS",
            "soon",
            "GPUJIT_REMOTE_CACHE_TIMEOUT_MS=soon: a whole number",
        ),
    ] {
        let o = Command::new(env!("CARGO_BIN_EXE_gpujit"))
            .args(compile)
            .env("GPUJIT_CACHE_DIR", &cache)
            .env("GPUJIT_REMOTE_CACHE", &url)
            .env(var, value)
            .output()
            .unwrap();
        let t = text(&o);
        assert_eq!(o.status.code(), Some(1), "{var}={value}: {t}");
        assert!(t.contains(says), "{var}={value}: {t}");
    }
}
