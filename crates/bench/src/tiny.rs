//! The tiny-ops benchmark (`gpujit-bench --tiny`): a flood of small
//! elementwise additions run three ways on one device, in one process:
//!
//! - one kernel launch per op (`DeviceExt::launch`);
//! - one task per op on the persistent worker ([`gpujit::persistent::Runtime`]);
//! - micro-batched ([`gpujit::persistent::batch::Batcher`]), many ops per task.
//!
//! Throughput: all ops submitted back to back, then one wait. Latency: a
//! closed loop of single ops, each submitted and waited for; p50 and p99.
//! Every way's output is checked.

use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{Result, ensure};
use gpujit::cache::Cache;
use gpujit::ir::{Axis, ScalarType, build, p};
use gpujit::persistent::batch::{BatchConfig, Batcher};
use gpujit::persistent::{Operator, Runtime, RuntimeConfig};
use gpujit::{Device, DeviceExt, Jit, KernelArg, LaunchConfig, ParamType};
use serde_json::{Value, json};

/// What `--tiny` was asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TinyArgs {
    /// Device (`auto`, `cuda`, `host`).
    pub device: String,
    /// Ops in the throughput runs.
    pub ops: usize,
    /// Elements per op.
    pub elems: usize,
    /// Ops in each latency loop.
    pub latency: usize,
    /// Requests per batch for the batcher.
    pub batch: u32,
    /// Queues of the round-robin run.
    pub queues: u32,
}

impl Default for TinyArgs {
    fn default() -> Self {
        TinyArgs {
            device: "auto".into(),
            ops: 100_000,
            elems: 256,
            latency: 2_000,
            batch: 256,
            queues: 4,
        }
    }
}

/// The `--tiny` command line's help text.
pub const USAGE: &str = "\
usage: gpujit-bench --tiny [--device auto|cuda|host] [--ops N] [--elems N]
                           [--latency N] [--batch N] [--queues N] [--json PATH]

Runs N tiny elementwise additions (ELEMS f32 each) as one kernel launch per
op, as one persistent-worker task per op (on one queue, then spread over
QUEUES queues), and micro-batched (BATCH ops per task); prints ops per second
and p50/p99 latency side by side, and how long submitting took.

  --device D    device (default auto: CUDA, then HIP, then host)
  --ops N       ops in each throughput run (default 100000)
  --elems N     elements per op (default 256)
  --latency N   ops in each closed-loop latency run (default 2000)
  --batch N     requests per batch (default 256)
  --queues N    queues of the round-robin run (default 4)
  --json PATH   also write the figures as JSON";

/// Parses the arguments after `--tiny`. `Ok(None)` for `--help`.
pub fn parse_args(
    args: impl IntoIterator<Item = String>,
) -> Result<Option<(TinyArgs, Option<std::path::PathBuf>)>> {
    let mut a = TinyArgs::default();
    let json = crate::walk_flags(args, "--tiny", |flag, value| {
        match flag {
            "--device" => a.device = value()?,
            "--ops" => a.ops = crate::number(&value()?, flag)?,
            "--elems" => a.elems = crate::number(&value()?, flag)?,
            "--latency" => a.latency = crate::number(&value()?, flag)?,
            "--batch" => a.batch = crate::number(&value()?, flag)? as u32,
            "--queues" => a.queues = crate::number(&value()?, flag)? as u32,
            _ => return Ok(false),
        }
        Ok(true)
    })?;
    Ok(json.map(|j| (a, j)))
}

/// Median and 99th percentile of `xs`, in microseconds.
fn percentiles(mut xs: Vec<Duration>) -> (f64, f64) {
    xs.sort_unstable();
    let at = |q: f64| {
        let i = ((xs.len() as f64 - 1.0) * q).round() as usize;
        xs.get(i).map_or(f64::NAN, |d| d.as_secs_f64() * 1e6)
    };
    (at(0.5), at(0.99))
}

/// Times `count` closed-loop runs of `one`.
fn latencies(count: usize, mut one: impl FnMut() -> Result<()>) -> Result<Vec<Duration>> {
    (0..count)
        .map(|_| {
            let t = Instant::now();
            one()?;
            Ok(t.elapsed())
        })
        .collect()
}

/// `out = a + b` as a task body or a kernel body.
fn add_op(name: &str) -> gpujit::Result<Operator> {
    let f32p = ParamType::Pointer(Some(ScalarType::F32));
    Operator::new(name, &[f32p, f32p, f32p], |k, op| {
        k.for_range(op.tid, op.n, op.threads, |k, i| {
            let [a, b, out] = [op.args[0], op.args[1], op.args[2]];
            k.store(out, i, k.add(k.load(a, i), k.load(b, i)));
        });
    })
}

/// Runs the benchmark; returns its JSON and prints its table.
pub fn run(args: &TinyArgs) -> Result<Value> {
    ensure!(
        args.ops > 0 && args.elems > 0 && args.latency > 0 && args.batch > 0 && args.queues > 0,
        "counts must be positive"
    );
    let dev: Arc<dyn Device> = Arc::from(gpujit::open(&args.device)?);
    let jit = Arc::new(Jit::new(Box::new(dev.clone()), Cache::new(None, 0, 64))?);
    let n = args.elems;
    let a: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let b: Vec<f32> = (0..n).map(|i| 0.5 * i as f32).collect();
    let want: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
    let (da, db) = (Arc::new(dev.upload(&a)?), Arc::new(dev.upload(&b)?));
    let check = |out: &gpujit::Buffer<f32>, who: &str| -> Result<()> {
        let got = dev.download(out)?;
        ensure!(got == want, "{who}: wrong sums");
        Ok(())
    };

    // 1. One launch per op (before any worker runs: it synchronizes the device).
    crate::progress("tiny: one launch per op");
    let m = build("tiny_add", Default::default(), |m| {
        m.kernel(
            "add",
            &[
                p::ptr_f32("a"),
                p::ptr_f32("b"),
                p::ptr_f32("out"),
                p::u32("n"),
            ],
            |k, x| {
                let i = k.global_id(Axis::X);
                k.if_(k.lt(i, x[3]), |k| {
                    k.store(x[2], i, k.add(k.load(x[0], i), k.load(x[1], i)))
                });
            },
        )
    })?;
    let kernel = jit.load(&m)?.kernel("add")?;
    let out = dev.alloc::<f32>(n)?;
    let cfg = LaunchConfig::for_elems(n, 256);
    let kargs = [
        KernelArg::from(&*da),
        KernelArg::from(&*db),
        KernelArg::from(&out),
        KernelArg::from(n as u32),
    ];
    dev.launch(&kernel, &cfg, &kargs)?;
    dev.synchronize()?;
    let t = Instant::now();
    for _ in 0..args.ops {
        dev.launch(&kernel, &cfg, &kargs)?;
    }
    let launch_submit_s = t.elapsed().as_secs_f64();
    dev.synchronize()?;
    let launch_s = t.elapsed().as_secs_f64();
    let launch_lat = latencies(args.latency, || {
        dev.launch(&kernel, &cfg, &kargs)?;
        Ok(dev.synchronize()?)
    })?;
    check(&out, "one launch per op")?;

    // 2. One persistent-worker task per op.
    crate::progress("tiny: persistent queue");
    let rt = Arc::new(Runtime::new(
        jit.clone(),
        RuntimeConfig {
            queues: args.queues.min(dev.info().multiprocessors.max(1)),
            capacity: 4096,
            threads: 256,
            timeout: Duration::from_secs(30),
        },
    )?);
    rt.install(add_op("add")?)?;
    let qout = dev.alloc::<f32>(n)?;
    let targs = [
        KernelArg::from(&*da),
        KernelArg::from(&*db),
        KernelArg::from(&qout),
    ];
    rt.submit(0, "add", &targs, n as u32)?.wait()?;
    let t = Instant::now();
    let mut last = None;
    for _ in 0..args.ops {
        last = Some(rt.submit(0, "add", &targs, n as u32)?);
    }
    let queue_submit_s = t.elapsed().as_secs_f64();
    if let Some(l) = last {
        l.wait()?;
    }
    let queue_s = t.elapsed().as_secs_f64();
    check(&qout, "persistent queue")?;

    // The same ops spread round-robin over every queue of the runtime (one
    // worker block each, running side by side), each queue its own output.
    let queues = rt.config().queues;
    let outs = (0..queues)
        .map(|_| dev.alloc::<f32>(n))
        .collect::<Result<Vec<_>, _>>()?;
    let qargs: Vec<[KernelArg; 3]> = outs
        .iter()
        .map(|o| {
            [
                KernelArg::from(&*da),
                KernelArg::from(&*db),
                KernelArg::from(o),
            ]
        })
        .collect();
    let t = Instant::now();
    let mut lasts: Vec<Option<gpujit::persistent::Ticket>> = (0..queues).map(|_| None).collect();
    for i in 0..args.ops {
        let q = i % queues as usize;
        lasts[q] = Some(rt.submit(q as u32, "add", &qargs[q], n as u32)?);
    }
    let multi_submit_s = t.elapsed().as_secs_f64();
    for l in lasts.into_iter().flatten() {
        l.wait()?;
    }
    let multi_s = t.elapsed().as_secs_f64();
    for (q, o) in outs.iter().enumerate() {
        check(o, &format!("queue {q} of {queues}"))?;
    }
    let queue_lat = latencies(args.latency, || {
        Ok(rt.submit(0, "add", &targs, n as u32)?.wait()?)
    })?;
    check(&qout, "persistent queue")?;

    // Installing an operator while a feeder runs single ops (closed loop): its
    // longest op shows the hiccup a client sees; the runtime times the pause.
    crate::progress("tiny: install while serving");
    let stop = std::sync::atomic::AtomicBool::new(false);
    let (install_s, (longest, during)) = std::thread::scope(|s| -> Result<_> {
        let feeder = s.spawn(|| -> Result<(Duration, u64)> {
            let (mut longest, mut count) = (Duration::ZERO, 0u64);
            while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                let t = Instant::now();
                rt.submit(0, "add", &targs, n as u32)?.wait()?;
                longest = longest.max(t.elapsed());
                count += 1;
            }
            Ok((longest, count))
        });
        let t = Instant::now();
        let installed = add_op("add2").and_then(|op| rt.install(op));
        let took = t.elapsed().as_secs_f64();
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
        let fed = feeder
            .join()
            .map_err(|_| anyhow::anyhow!("the feeder thread panicked"))?;
        installed?;
        Ok((took, fed?))
    })?;
    rt.submit(0, "add2", &targs, n as u32)?.wait()?;
    check(&qout, "after install")?;

    // 3. Micro-batched.
    crate::progress("tiny: micro-batched");
    let batcher = Batcher::new(
        rt.clone(),
        BatchConfig {
            max_ops: args.batch,
            max_delay: Duration::from_micros(100),
            queue: 0,
        },
    )?;
    let bout = Arc::new(dev.alloc::<f32>(n)?);
    batcher.add(&da, &db, &bout)?.wait()?;
    let t = Instant::now();
    let mut last = None;
    for _ in 0..args.ops {
        last = Some(batcher.add(&da, &db, &bout)?);
    }
    let batch_submit_s = t.elapsed().as_secs_f64();
    if let Some(l) = last {
        l.wait()?;
    }
    let batch_s = t.elapsed().as_secs_f64();
    let batches = batcher.stats().batches;
    let batch_lat = latencies(args.latency, || Ok(batcher.add(&da, &db, &bout)?.wait()?))?;
    check(&bout, "micro-batched")?;
    drop(batcher);
    rt.shutdown()?;

    let row = |secs: f64, submit: f64, lat: Option<Vec<Duration>>| {
        let (p50, p99) = lat.map_or((f64::NAN, f64::NAN), percentiles);
        json!({"ops_per_s": args.ops as f64 / secs, "total_s": secs, "submit_s": submit,
               "p50_us": p50, "p99_us": p99})
    };
    let stats = rt.stats();
    let doc = json!({
        "device": format!("{} ({})", dev.info().name, dev.info().arch),
        "ops": args.ops,
        "elems": n,
        "latency_samples": args.latency,
        "batch": args.batch,
        "batches_sent": batches,
        "queues": queues,
        "launch": row(launch_s, launch_submit_s, Some(launch_lat)),
        "queue": row(queue_s, queue_submit_s, Some(queue_lat)),
        "queues_rr": row(multi_s, multi_submit_s, None),
        "batched": row(batch_s, batch_submit_s, Some(batch_lat)),
        "install": {
            "total_ms": install_s * 1e3,
            "swap_pause_ms": stats.last_swap.as_secs_f64() * 1e3,
            "longest_op_ms": longest.as_secs_f64() * 1e3,
            "tasks_submitted_meanwhile": during,
        },
    });
    print!("{}", render(&doc));
    Ok(doc)
}

/// The table of a `--tiny` document.
pub fn render(doc: &Value) -> String {
    let f = |v: &Value| v.as_f64().unwrap_or(f64::NAN);
    let mut s = format!(
        "tiny ops: {} additions of {} f32 on {} (latency: {} closed-loop ops each)\n",
        doc["ops"],
        doc["elems"],
        doc["device"].as_str().unwrap_or("?"),
        doc["latency_samples"]
    );
    s += "  way                                       ops/s    vs launch   submit us/op     p50 us     p99 us\n";
    let base = f(&doc["launch"]["ops_per_s"]);
    let ops = f(&doc["ops"]);
    for (key, label) in [
        ("launch", "one kernel launch per op".to_string()),
        ("queue", "persistent queue, one task per op".to_string()),
        (
            "queues_rr",
            format!("  the same over {} queues", doc["queues"]),
        ),
        (
            "batched",
            format!("micro-batched ({} per task)", doc["batch"]),
        ),
    ] {
        let r = &doc[key];
        if r.is_null() {
            continue;
        }
        s += &format!(
            "  {label:<39} {:>10.0} {:>11.2}x {:>14.2} {:>10.1} {:>10.1}\n",
            f(&r["ops_per_s"]),
            f(&r["ops_per_s"]) / base,
            f(&r["submit_s"]) * 1e6 / ops,
            f(&r["p50_us"]),
            f(&r["p99_us"])
        );
    }
    s += &format!(
        "  ({} batches sent in the micro-batched throughput run)\n",
        doc["batches_sent"]
    );
    let i = &doc["install"];
    s += &format!(
        "  install while serving: {:.1} ms (compile + swap), submitters paused {:.2} ms; \
         longest closed-loop op meanwhile {:.2} ms; {} ops run meanwhile\n",
        f(&i["total_ms"]),
        f(&i["swap_pause_ms"]),
        f(&i["longest_op_ms"]),
        i["tasks_submitted_meanwhile"]
    );
    s
}
