//! The fleet benchmark (`gpujit-bench --fleet`): the many-programs set
//! ([`crate::many::programs`]) compiled and loaded one program at a time by
//! a node that
//!
//! 1. `cold`: has nothing cached (a memory-only cache);
//! 2. `warm_store`: has an empty local cache folder over a Redis store that
//!    another node filled (every image comes from the store and is written
//!    to the local folder on the way);
//! 3. `warm_disk`: has a local folder holding every image, and no store.
//!
//! Each pass is checked: the cold one compiles every program, the warm ones
//! none (the store's or the disk's hit counters say so). Beside each pass's
//! total, the part spent getting the image (compiling it, or finding it in a
//! tier) apart from the device's load. The store is the
//! one `--redis URL` names, else a `redis-server` started on a free loopback
//! port for the run. Goals (issue 33): the warm store at least 20x faster
//! than cold, and within 2x of a warm disk.

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail, ensure};
use gpujit::cache::{Cache, RemoteConfig};
use gpujit::{Device, Jit, PortableModule};
use serde_json::{Value, json};

/// What `--fleet` measures.
#[derive(Debug, Clone)]
pub struct FleetArgs {
    /// Device to load on.
    pub device: String,
    /// Number of programs.
    pub programs: usize,
    /// The store; `None`: start a `redis-server`.
    pub redis: Option<String>,
    /// Measure nothing: print the table of this earlier `--json` output.
    pub report: Option<PathBuf>,
}

impl Default for FleetArgs {
    fn default() -> Self {
        FleetArgs {
            device: "auto".into(),
            programs: 1000,
            redis: None,
            report: None,
        }
    }
}

/// The `--fleet` command line's help text.
pub const USAGE: &str = "\
usage: gpujit-bench --fleet [--device auto|cuda|host|amdgcn-emu] [--programs N]
                            [--redis redis://HOST:PORT/DB] [--json PATH]
       gpujit-bench --fleet --report FILE

Compiles and loads N distinct expression kernels (the --many set) one at a
time on a node with nothing cached, on a node with an empty local cache over
a Redis store another node filled, and on a node with a warm local disk.

  --device D     device to load on (default auto: CUDA, then HIP, then host)
  --programs N   number of programs (default 1000)
  --redis URL    the store (default: a redis-server started on 127.0.0.1)
  --json PATH    also write the figures as JSON
  --report FILE  measure nothing: print the table of an earlier --json output";

/// Parses the arguments after `--fleet`. `Ok(None)` for `--help`.
pub fn parse_args(
    args: impl IntoIterator<Item = String>,
) -> Result<Option<(FleetArgs, Option<PathBuf>)>> {
    let mut a = FleetArgs::default();
    let json = crate::walk_flags(args, "--fleet", |flag, value| {
        match flag {
            "--device" => a.device = value()?,
            "--programs" => a.programs = crate::number(&value()?, flag)?,
            "--redis" => a.redis = Some(value()?),
            "--report" => a.report = Some(value()?.into()),
            _ => return Ok(false),
        }
        Ok(true)
    })?;
    Ok(json.map(|j| (a, j)))
}

/// A `redis-server` for the run, killed when dropped.
struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn start_server(dir: &std::path::Path) -> Result<(Server, String)> {
    let port = std::net::TcpListener::bind("127.0.0.1:0")?
        .local_addr()?
        .port();
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
        .arg(dir)
        .stdout(Stdio::null())
        .spawn()
        .context("starting redis-server (give --redis URL where it is not installed)")?;
    let server = Server(child);
    let start = Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        ensure!(
            start.elapsed() < Duration::from_secs(10),
            "redis-server did not start"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    Ok((server, format!("redis://127.0.0.1:{port}/0")))
}

/// What one pass took: in all, and in the JIT (compiling, or finding the
/// image in the cache) apart from the device's load.
struct Pass {
    total_ms: f64,
    image_ms: f64,
    stats: gpujit::cache::Stats,
}

/// Loads every module on a JIT over `cache`, one at a time.
fn pass(dev: &Arc<dyn Device>, cache: Cache, modules: &[PortableModule]) -> Result<Pass> {
    let jit = Jit::new(Box::new(dev.clone()), cache)?;
    let mut image = Duration::ZERO;
    let t = Instant::now();
    let mut kernels = Vec::with_capacity(modules.len());
    for (i, m) in modules.iter().enumerate() {
        let ti = Instant::now();
        let img = jit.compile(m)?;
        image += ti.elapsed();
        kernels.push(dev.load(&img)?.kernel(&format!("prog{i}"))?);
    }
    let total_ms = crate::ms(t.elapsed());
    jit.cache().flush(Duration::from_secs(30));
    Ok(Pass {
        total_ms,
        image_ms: crate::ms(image),
        stats: jit.cache().stats(),
    })
}

/// Runs the benchmark (or prints an earlier report); the JSON document.
pub fn run(args: &FleetArgs) -> Result<Value> {
    if let Some(path) = &args.report {
        let doc = crate::read_json(path)?;
        print!("{}", render(&doc));
        return Ok(doc);
    }
    ensure!(args.programs > 0, "--programs must be positive");
    let dev: Arc<dyn Device> = Arc::from(gpujit::open(&args.device)?);
    let progs = crate::many::programs(args.programs, 0x6a09_e667_f3bc_c908);
    let modules = progs
        .iter()
        .enumerate()
        .map(|(i, p)| p.module(&format!("prog{i}")))
        .collect::<Result<Vec<_>>>()?;
    let root = std::env::temp_dir().join(format!("gpujit-fleet-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(&root)?;
    let (_server, url) = match &args.redis {
        Some(url) => (None, url.clone()),
        None => {
            let (s, url) = start_server(&root)?;
            (Some(s), url)
        }
    };
    let store = |dir: &str| -> Result<Cache> {
        Ok(
            Cache::new(Some(root.join(dir)), 1 << 34, 1 << 16).with_remote(RemoteConfig {
                timeout: Duration::from_secs(5),
                ..RemoteConfig::new(url.clone())
            })?,
        )
    };
    let n = modules.len() as u64;

    crate::progress("fleet: cold, and filling the store");
    let cold = pass(&dev, store("filler")?, &modules)?;
    let s = &cold.stats;
    if s.stores != n || s.remote.stores != n {
        bail!(
            "the cold pass stored {} images, {} in the store, of {n}",
            s.stores,
            s.remote.stores
        );
    }
    crate::progress("fleet: warm store, empty local folder");
    let warm_store = pass(&dev, store("node")?, &modules)?;
    let s = &warm_store.stats;
    if s.stores != 0 || s.remote.hits != n {
        bail!(
            "warm store: {} compiled, {} store hits of {n} ({s:?})",
            s.stores,
            s.remote.hits
        );
    }
    crate::progress("fleet: warm local disk");
    let disk = Cache::new(Some(root.join("node")), 1 << 34, 1 << 16);
    let warm_disk = pass(&dev, disk, &modules)?;
    let s = &warm_disk.stats;
    if s.stores != 0 || s.disk_hits != n {
        bail!(
            "warm disk: {} compiled, {} disk hits of {n} ({s:?})",
            s.stores,
            s.disk_hits
        );
    }
    let _ = std::fs::remove_dir_all(&root);
    let doc = json!({
        "benchmark": "fleet",
        "programs": args.programs,
        "device": dev.info().name,
        "store": if args.redis.is_some() { "given" } else { "redis-server on loopback" },
        "store_bytes_read": warm_store.stats.remote.bytes_read,
        "machine": crate::source::machine_json(),
        "compile_load_ms": {
            "cold": cold.total_ms,
            "warm_store": warm_store.total_ms,
            "warm_disk": warm_disk.total_ms,
        },
        "image_ms": {
            "cold": cold.image_ms,
            "warm_store": warm_store.image_ms,
            "warm_disk": warm_disk.image_ms,
        },
        "cold_over_warm_store": cold.total_ms / warm_store.total_ms,
        "warm_store_over_warm_disk": warm_store.total_ms / warm_disk.total_ms,
    });
    print!("{}", render(&doc));
    Ok(doc)
}

/// The table of a `--fleet` document.
pub fn render(doc: &Value) -> String {
    let f = |v: &Value| v.as_f64().unwrap_or(f64::NAN);
    let programs = f(&doc["programs"]);
    let mut s = format!(
        "fleet: {} programs loaded one at a time on {}\n  node                                   total ms   per prog ms   image ms/prog\n",
        doc["programs"],
        doc["device"].as_str().unwrap_or("?"),
    );
    for (key, label) in [
        ("cold", "nothing cached (compiles)"),
        ("warm_store", "empty local folder, warm store"),
        ("warm_disk", "warm local disk"),
    ] {
        let v = f(&doc["compile_load_ms"][key]);
        let image = f(&doc["image_ms"][key]) / programs;
        s += &format!(
            "  {label:<36} {v:>10.1} {:>12.3} {image:>15.3}\n",
            v / programs
        );
    }
    let speedup = f(&doc["cold_over_warm_store"]);
    let ratio = f(&doc["warm_store_over_warm_disk"]);
    let met = |ok: bool| if ok { "met" } else { "NO" };
    s += &format!(
        "  goal: warm store >= 20x faster than cold: {speedup:.1}x ({})\n",
        met(speedup >= 20.0)
    );
    s += &format!(
        "  goal: warm store within 2x of a warm disk: {ratio:.2}x ({})\n",
        met(ratio <= 2.0)
    );
    s
}
