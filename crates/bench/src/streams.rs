//! The streams benchmark (`gpujit-bench --streams`), two rows:
//!
//! - launch overhead on a [`Stream`]: host wall time per launch of an empty kernel queued
//!   through a [`Scope`](gpujit::Scope) against a bare `cuLaunchKernel` loop on the same
//!   `CUstream` and `CUfunction`, alternating, in the same run; the ratio (goal ≤ 1.10×).
//!   CUDA only.
//! - copy/compute overlap: two streams each copy `--mib` MiB from pinned host memory to the
//!   device and run a kernel on it; the wall time against the same four operations queued on
//!   one stream; the ratio (goal ≤ 0.65×). The kernel is calibrated to take about three times
//!   as long as one copy, and occupies only a few blocks, so two of them can run side by
//!   side; with one copy engine per direction the best case is then (2c + k) / (2c + 2k) =
//!   5/8. Runs on any device (`--device host` for a check without a GPU).

use std::ffi::c_void;
use std::time::Instant;

use anyhow::{Context, Result, bail, ensure};
use cudarc::driver::sys::{self, CUresult};
use gpujit::ir::{self, Axis};
use gpujit::{Device, DeviceExt, In, LaunchConfig, Out, Stream, TypedKernel};
use gpujit_nvptx::device::CudaDevice;
use gpujit_nvptx::stream::CudaStream;
use serde_json::{Value, json};

use crate::{median, round};

/// What `--streams` was asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StreamsArgs {
    /// Device (`cuda` or `host`).
    pub device: String,
    /// MiB each stream copies.
    pub mib: usize,
    /// Launches per round of the overhead row.
    pub launches: usize,
    /// Rounds of each measurement.
    pub rounds: usize,
}

impl Default for StreamsArgs {
    fn default() -> Self {
        StreamsArgs {
            device: "cuda".into(),
            mib: 256,
            launches: 10_000,
            rounds: 5,
        }
    }
}

/// The `--streams` command line's help text.
pub const USAGE: &str = "\
usage: gpujit-bench --streams [--device cuda|host] [--mib N] [--launches N]
                              [--rounds N] [--json PATH]

Launch overhead on a gpujit Stream against a raw cuLaunchKernel loop on the
same CUstream (CUDA only; goal <= 1.10x), and copy/compute overlap: two streams
each copying N MiB from pinned host memory and running a kernel, against the
same work on one stream (goal <= 0.65x).

  --device D     cuda (default) or host
  --mib N        MiB each stream copies (default 256)
  --launches N   launches per round of the overhead row (default 10000)
  --rounds N     rounds of each measurement (default 5)
  --json PATH    also write the figures as JSON";

/// Parses the arguments after `--streams`. `Ok(None)` for `--help`.
pub fn parse_args(
    args: impl IntoIterator<Item = String>,
) -> Result<Option<(StreamsArgs, Option<std::path::PathBuf>)>> {
    let mut a = StreamsArgs::default();
    let json = crate::walk_flags(args, "--streams", |flag, value| {
        match flag {
            "--device" => a.device = value()?,
            "--mib" => a.mib = crate::number(&value()?, flag)?,
            "--launches" => a.launches = crate::number(&value()?, flag)?,
            "--rounds" => a.rounds = crate::number(&value()?, flag)?,
            _ => return Ok(false),
        }
        Ok(true)
    })?;
    if !matches!(a.device.as_str(), "cuda" | "host") {
        bail!("--device: `{}`; expected cuda or host", a.device);
    }
    if a.mib == 0 || a.rounds == 0 || a.launches == 0 {
        bail!("--mib, --launches and --rounds must be positive");
    }
    Ok(json.map(|j| (a, j)))
}

/// Runs the benchmark; returns its JSON and prints its table.
pub fn run(args: &StreamsArgs) -> Result<Value> {
    let mut doc = json!({});
    if args.device == "cuda" {
        let dev = crate::cuda::open()?;
        doc["device"] = crate::cuda::device_json(&dev);
        doc["launch_on_stream"] = launch_overhead(&dev, args.launches, args.rounds)?;
        doc["overlap"] = overlap(&dev, args.mib, args.rounds)?;
    } else {
        let dev = gpujit::host_device_with_warp_size(32)?;
        doc["device"] = json!({ "name": dev.info().name });
        doc["launch_on_stream"] = json!({ "skipped": "CUDA only" });
        doc["overlap"] = overlap(&dev, args.mib, args.rounds)?;
    }
    print!("{}", render(&doc));
    Ok(doc)
}

/// The table.
pub fn render(doc: &Value) -> String {
    let num = |p: &str| doc.pointer(p).and_then(Value::as_f64);
    let cell = |v: Option<f64>, unit: &str| v.map_or("-".to_string(), |v| format!("{v}{unit}"));
    let mut s = String::from("streams\n");
    for key in ["no_args", "four_args"] {
        let at = |f: &str| num(&format!("/launch_on_stream/{key}/{f}"));
        s += &format!(
            "  launch on a Stream ({key}): {} per launch, raw cuLaunchKernel {}, ratio {} (goal <= 1.10)\n",
            cell(at("gpujit_us"), " us"),
            cell(at("raw_us"), " us"),
            cell(at("ratio"), "x"),
        );
    }
    s += &format!(
        "  copy/compute overlap, 2 streams x {} MiB: {} vs serial {}, ratio {} (goal <= 0.65)\n",
        cell(num("/overlap/mib"), ""),
        cell(num("/overlap/streams_ms"), " ms"),
        cell(num("/overlap/serial_ms"), " ms"),
        cell(num("/overlap/ratio"), "x"),
    );
    s
}

/// Per-launch microseconds of `count` launches by `launch` and a wait for them.
fn per_launch_us(count: usize, launch: &mut dyn FnMut(usize) -> Result<()>) -> Result<f64> {
    let t = Instant::now();
    launch(count)?;
    Ok(t.elapsed().as_secs_f64() * 1e6 / count as f64)
}

/// Launch overhead on a [`Stream`] against `cuLaunchKernel` on the same `CUstream`.
pub fn launch_overhead(dev: &CudaDevice, launches: usize, rounds: usize) -> Result<Value> {
    let module = dev.load(&gpujit::compile_for(dev, &crate::cuda::empty_module()?)?.image)?;
    let (empty, empty4) = (module.kernel("empty")?, module.kernel("empty4")?);
    let (x, y) = (dev.alloc::<f32>(1024)?, dev.alloc::<f32>(1024)?);
    let cfg = LaunchConfig::for_elems(32, 32);
    let stream = dev.stream()?;
    let raw_stream = stream
        .raw()
        .as_any()
        .downcast_ref::<CudaStream>()
        .context("a CUDA device's stream is a CudaStream")?
        .raw_handle();
    let (mut a, mut xp, mut yp, mut n) = (2.0f32, x.memory().addr(), y.memory().addr(), 1024u32);
    let mut params4: [*mut c_void; 4] = [
        (&raw mut a).cast(),
        (&raw mut xp).cast(),
        (&raw mut yp).cast(),
        (&raw mut n).cast(),
    ];
    let mut out = serde_json::Map::new();
    for (key, kernel, params) in [
        ("no_args", &empty, std::ptr::null_mut()),
        ("four_args", &empty4, params4.as_mut_ptr()),
    ] {
        let f = dev.raw_function(kernel)?;
        let with_args = !params.is_null();
        let mut ours = |count: usize| -> Result<()> {
            dev.scope(|s| {
                for _ in 0..count {
                    if with_args {
                        let args = [2.0f32.into(), (&x).into(), (&y).into(), 1024u32.into()];
                        s.launch(&stream, kernel, &cfg, &args)?;
                    } else {
                        s.launch(&stream, kernel, &cfg, &[])?;
                    }
                }
                Ok(())
            })?;
            Ok(())
        };
        let mut raw = |count: usize| -> Result<()> {
            for _ in 0..count {
                // SAFETY: `f` is a live function of the device's context (its kernel is
                // alive), made current by the device's calls on this thread; `params` is null
                // for the parameterless kernel, else one pointer per parameter to live locals
                // of its size; `raw_stream` is a live stream of the same context (`stream`).
                let status = unsafe {
                    sys::cuLaunchKernel(
                        f,
                        1,
                        1,
                        1,
                        32,
                        1,
                        1,
                        0,
                        raw_stream,
                        params,
                        std::ptr::null_mut(),
                    )
                };
                ensure!(
                    status == CUresult::CUDA_SUCCESS,
                    "cuLaunchKernel: {status:?}"
                );
            }
            stream.synchronize()?;
            Ok(())
        };
        per_launch_us(1000.min(launches), &mut raw)?;
        per_launch_us(1000.min(launches), &mut ours)?;
        let (mut r, mut g) = (Vec::new(), Vec::new());
        for _ in 0..rounds {
            r.push(per_launch_us(launches, &mut raw)?);
            g.push(per_launch_us(launches, &mut ours)?);
        }
        let (gm, rm) = (median(&g), median(&r));
        out.insert(
            key.into(),
            json!({
                "gpujit_us": gm.map(round),
                "raw_us": rm.map(round),
                "ratio": gm.zip(rm).map(|(g, r)| round(g / r)),
                "gpujit_samples_us": g.iter().map(|v| round(*v)).collect::<Vec<_>>(),
                "raw_samples_us": r.iter().map(|v| round(*v)).collect::<Vec<_>>(),
            }),
        );
    }
    out.insert("launches".into(), json!(launches));
    out.insert(
        "note".into(),
        json!(
            "host wall time of `launches` launches on one non-blocking stream and one wait, \
             per launch; gpujit = Scope::launch (checks, marshalling, cuLaunchKernel) inside \
             one DeviceExt::scope, raw = cuLaunchKernel on the same CUfunction and CUstream \
             then cuStreamSynchronize"
        ),
    );
    Ok(Value::Object(out))
}

/// `(x, out, stride, iters)`: thread `i` reads `x[i * stride]` and applies `iters` rounds of
/// `acc = acc * 0.999 + 0.001` (fused) to it.
type Busy = (In<f32>, Out<f32>, u32, u32);

/// Threads of the busy kernel: a few blocks, so that two of them fit the GPU side by side.
pub const BUSY_THREADS: usize = 8 * 256;

/// The busy kernel on `dev`.
pub fn busy_kernel(dev: &dyn Device) -> Result<TypedKernel<Busy>> {
    let (module, def) = ir::kernel::<Busy>("busy", |k, (x, out, stride, iters)| {
        let i = k.global_id(Axis::X);
        let acc = k.var(k.load(x, k.mul(i, stride)));
        k.for_range(k.u32(0), iters, k.u32(1), |k, _| {
            k.set(acc, k.fma(k.get(acc), k.f32(0.999), k.f32(0.001)));
        });
        k.store(out, i, k.get(acc));
    })?;
    Ok(dev
        .load(&gpujit::compile_for(dev, &module)?.image)?
        .typed(&def)?)
}

/// The busy kernel's result for input `x`.
pub fn busy_reference(x: f32, iters: u32) -> f32 {
    (0..iters).fold(x, |acc, _| acc.mul_add(0.999, 0.001))
}

/// One stream's share of the overlap row: its stream, the host data, the device copy of it
/// and the kernel's output.
type Pair<'a> = (
    &'a Stream,
    &'a gpujit::PinnedBuffer<f32>,
    &'a mut gpujit::Buffer<f32>,
    &'a mut gpujit::Buffer<f32>,
);

/// One run of the overlap row: each `(stream, host, x, out)` copies then computes; returns
/// the wall time in milliseconds.
fn overlap_once(
    dev: &dyn Device,
    k: &TypedKernel<Busy>,
    work: &mut [Pair<'_>],
    stride: u32,
    iters: u32,
) -> Result<f64> {
    dev.synchronize()?;
    let t = Instant::now();
    dev.scope(|s| {
        for (stream, host, x, out) in work.iter_mut() {
            let (xw, ow) = (s.writable(x)?, s.writable(out)?);
            s.upload(stream, *host, xw, 0)?;
            let cfg = LaunchConfig::for_elems(BUSY_THREADS, 256);
            s.launch(
                stream,
                k.kernel(),
                &cfg,
                &[xw.into(), ow.into(), stride.into(), iters.into()],
            )?;
        }
        Ok(())
    })?;
    Ok(t.elapsed().as_secs_f64() * 1e3)
}

/// Copy/compute overlap: two streams against one, `mib` MiB copied per stream.
pub fn overlap(dev: &dyn Device, mib: usize, rounds: usize) -> Result<Value> {
    let n = mib * (1 << 20) / 4;
    let stride = u32::try_from(n / BUSY_THREADS).context("--mib too large")?;
    let k = busy_kernel(dev)?;
    let hosts = [
        dev.pinned_from(&(0..n).map(|i| (i % 1000) as f32 * 1e-3).collect::<Vec<_>>())?,
        dev.pinned_from(&(0..n).map(|i| (i % 777) as f32 * 1e-3).collect::<Vec<_>>())?,
    ];
    let mut xs = [dev.alloc::<f32>(n)?, dev.alloc::<f32>(n)?];
    let mut outs = [
        dev.alloc::<f32>(BUSY_THREADS)?,
        dev.alloc::<f32>(BUSY_THREADS)?,
    ];
    let (a, b) = (dev.stream()?, dev.stream()?);

    // Calibration: one copy, and the kernel at a known number of rounds.
    let [x0, _] = &mut xs;
    let [o0, _] = &mut outs;
    let copy_ms = {
        let t = Instant::now();
        dev.scope(|s| s.upload(&a, &hosts[0], s.writable(x0)?, 0))?;
        t.elapsed().as_secs_f64() * 1e3
    };
    // The kernel's time at `rounds` rounds (after a first, warming launch).
    let cfg = LaunchConfig::for_elems(BUSY_THREADS, 256);
    let mut kernel_ms = |rounds: u32| -> Result<f64> {
        let mut once = || -> Result<f64> {
            let t = Instant::now();
            dev.scope(|s| {
                s.launch_typed(
                    &a,
                    &k,
                    &cfg,
                    ((&*x0).into(), s.writable(o0)?, stride, rounds),
                )
            })?;
            Ok(t.elapsed().as_secs_f64() * 1e3)
        };
        once()?;
        once()
    };
    // A short probe includes the launch and wait, which a long kernel hides: scale from it,
    // then once more from a kernel of about the wanted length.
    let target_ms = 3.0 * copy_ms;
    let scale = |rounds: u32, ms: f64| {
        ((f64::from(rounds) * target_ms / ms.max(1e-3)) as u32).clamp(1, 1 << 26)
    };
    let probe = 1u32 << 12;
    let first = scale(probe, kernel_ms(probe)?);
    let iters = scale(first, kernel_ms(first)?);

    let (mut serial, mut streams) = (Vec::new(), Vec::new());
    for _ in 0..rounds {
        let [x0, x1] = &mut xs;
        let [o0, o1] = &mut outs;
        serial.push(overlap_once(
            dev,
            &k,
            &mut [
                (&a, &hosts[0], &mut *x0, &mut *o0),
                (&a, &hosts[1], &mut *x1, &mut *o1),
            ],
            stride,
            iters,
        )?);
        streams.push(overlap_once(
            dev,
            &k,
            &mut [(&a, &hosts[0], x0, o0), (&b, &hosts[1], x1, o1)],
            stride,
            iters,
        )?);
    }
    // Both streams computed what the CPU does, for a few threads.
    for (host, out) in hosts.iter().zip(&outs) {
        let got = dev.download(out)?;
        for i in [0, 1, BUSY_THREADS / 2, BUSY_THREADS - 1] {
            let want = busy_reference(host[i * stride as usize], iters);
            ensure!(
                got[i].to_bits() == want.to_bits(),
                "busy kernel: out[{i}] = {}, reference {want}",
                got[i]
            );
        }
    }
    let (s, c) = (median(&serial), median(&streams));
    Ok(json!({
        "mib": mib,
        "copy_ms": round(copy_ms),
        "kernel_rounds": iters,
        "serial_ms": s.map(round),
        "streams_ms": c.map(round),
        "ratio": c.zip(s).map(|(c, s)| round(c / s)),
        "serial_samples_ms": serial.iter().map(|v| round(*v)).collect::<Vec<_>>(),
        "streams_samples_ms": streams.iter().map(|v| round(*v)).collect::<Vec<_>>(),
        "note": "host wall time of one DeviceExt::scope: per stream a pinned host-to-device copy \
                 then a kernel of a few blocks calibrated to about three copies' time; serial = \
                 both pairs on one stream, streams = one pair per stream",
    }))
}
