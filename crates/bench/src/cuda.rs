//! The measurements on the CUDA device: cold and warm JIT, launch overhead and
//! the generated code's bandwidth and throughput.
//!
//! Kernels are timed with events on a [`gpujit::Stream`]: one event pair
//! around each launch, every repetition queued before the first wait (so the
//! host's cost of issuing a launch hides behind the previous kernel), after
//! warm-up launches; the median of the repetitions. The device-to-device copy
//! reference is a `cuMemcpyDtoD_v2` on the legacy null stream, timed the same
//! way with events recorded on that stream through the raw driver API (the
//! crate's events record on its own streams only). The launch-overhead test
//! times the host side: 10,000 launches and one `cuCtxSynchronize`, divided by
//! the launch count.

use std::ffi::c_void;
use std::path::Path;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use anyhow::{Result, anyhow, bail, ensure};
use cudarc::driver::sys::{self, CUevent, CUfunction, CUresult};
use gpujit::cache::Cache;
use gpujit::ir::{IrError, ModuleOptions, build, p};
use gpujit::{
    Buffer, Device, DeviceExt, Dim3, Jit, Kernel, KernelArg, LaunchConfig, PortableModule,
};
use gpujit::{Scope, Stream};
use gpujit_nvptx::CudaDevice;
use serde_json::{Value, json};

use crate::{Samples, median, ms, round};

/// Opens CUDA device 0, or says clearly why the benchmark cannot run.
pub fn open() -> Result<CudaDevice> {
    CudaDevice::open(0).map_err(|e| {
        anyhow!(
            "no usable CUDA device: {e}. gpujit-bench measures on an NVIDIA GPU: run it on a \
             machine with one (ci/gpu-bench, then `bundle/run bench` there), or pass \
             --amd-only for the AMD codegen part alone"
        )
    })
}

/// What the device is.
pub fn device_json(dev: &CudaDevice) -> Value {
    let info = dev.info();
    let p = dev.properties();
    json!({
        "name": info.name,
        "arch": info.arch,
        "compute_capability": format!("{}.{}", p.compute_capability.0, p.compute_capability.1),
        "multiprocessors": info.multiprocessors,
        "memory_mib": info.total_memory >> 20,
        "driver": format!("{}.{}", p.driver_version.0, p.driver_version.1),
    })
}

fn env_json(names: &[&str]) -> Value {
    Value::Object(
        names
            .iter()
            .map(|n| (n.to_string(), json!(std::env::var(n).ok())))
            .collect(),
    )
}

/// The SAXPY of `gpujit_kernels::saxpy`, in a module and kernel both named
/// `name`: distinct names make distinct PTX, so neither gpujit's cache nor the
/// driver's can answer for another repetition.
pub fn saxpy_module(name: &str) -> Result<PortableModule, IrError> {
    gpujit_kernels::saxpy::module_named(name)
}

/// Empty kernels for the launch-overhead test: `empty()` and
/// `empty4(a: f32, x: *f32, y: *f32, n: u32)`.
pub fn empty_module() -> Result<PortableModule, IrError> {
    build("bench_empty", ModuleOptions::default(), |m| {
        m.kernel("empty", &[], |_, _| {})?;
        m.kernel(
            "empty4",
            &[p::f32("a"), p::ptr_f32("x"), p::ptr_f32("y"), p::u32("n")],
            |_, _| {},
        )
    })
}

fn nonce() -> String {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    format!("{:x}_{nanos:x}", std::process::id())
}

/// Runs `kernel` (a SAXPY) on 1024 elements and checks the result.
fn check_saxpy(dev: &CudaDevice, kernel: &Kernel) -> Result<()> {
    let n = 1024usize;
    let x = dev.upload(&vec![1.0f32; n])?;
    let y = dev.upload(&vec![2.0f32; n])?;
    dev.launch(
        kernel,
        &LaunchConfig::for_elems(n, 256),
        &[3.0f32.into(), (&x).into(), (&y).into(), (n as u32).into()],
    )?;
    let got = dev.download(&y)?;
    ensure!(
        got.iter().all(|&v| v == 5.0),
        "{}: wrong result (y[0] = {})",
        kernel.name(),
        got[0]
    );
    Ok(())
}

/// Cold JIT: builder → launchable kernel, `reps` times with distinct modules
/// (plus one first, untimed run that pays the process's one-time costs).
pub fn cold_jit(dev: &CudaDevice, reps: usize) -> Result<Value> {
    if std::env::var("CUDA_CACHE_DISABLE").as_deref() != Ok("1") {
        eprintln!(
            "gpujit-bench: warning: CUDA_CACHE_DISABLE is not 1; the cold-JIT names are unique \
             per run, so the driver's cache should still miss"
        );
    }
    let tag = nonce();
    let names = ["ir_build", "lower", "optimize", "codegen", "load", "total"];
    let mut samples = Samples::new(&names);
    let mut last = None;
    let mut arch = String::new();
    for r in 0..=reps {
        let name = format!("saxpy_cold_{tag}_{r}");
        let t0 = Instant::now();
        let m = saxpy_module(&name)?;
        let ir = t0.elapsed();
        let c = gpujit::compile_for(dev, &m)?;
        let t1 = Instant::now();
        let module = dev.load(&c.image)?;
        let kernel = module.kernel(&name)?;
        let load = t1.elapsed();
        let total = t0.elapsed();
        let row = [
            ms(ir),
            ms(c.times.lower),
            ms(c.times.optimize),
            ms(c.times.codegen),
            ms(load),
            ms(total),
        ];
        if r == 0 {
            arch = c.image.arch.clone();
        }
        samples.push_after_first(&row);
        last = Some(kernel);
    }
    if let Some(k) = &last {
        check_saxpy(dev, k)?;
    }
    let mut out = samples.to_json("ms");
    out.insert("kernel".into(), json!("saxpy"));
    out.insert("reps".into(), json!(reps));
    out.insert("ptx_arch".into(), json!(arch));
    out.insert("first_in_process_ms".into(), samples.first_json());
    out.insert(
        "env".into(),
        env_json(&["CUDA_CACHE_DISABLE", "CUDA_CACHE_PATH"]),
    );
    out.insert(
        "note".into(),
        json!(
            "total = wall time from the builder to a kernel handle (gpujit::compile_for, then \
               Device::load and Module::kernel); each repetition a uniquely named module; \
               the first run of the process is reported apart"
        ),
    );
    Ok(Value::Object(out))
}

fn warm_name(r: usize) -> String {
    format!("saxpy_warm_{r}")
}

fn disk_cache(dir: &Path) -> Cache {
    Cache::new(Some(dir.to_path_buf()), 1 << 30, 256)
}

/// The first process of the warm test: compiles `reps + 1` modules through a
/// [`Jit`] whose cache lives in `dir`, storing them there.
pub fn fill_cache(dev: &CudaDevice, dir: &Path, reps: usize) -> Result<Value> {
    let jit = Jit::new(Box::new(dev.clone()), disk_cache(dir))?;
    let mut samples = Samples::new(&["compile_store", "load", "total"]);
    for r in 0..=reps {
        let name = warm_name(r);
        let m = saxpy_module(&name)?;
        let t0 = Instant::now();
        let img = jit.compile(&m)?;
        let compile = t0.elapsed();
        let t1 = Instant::now();
        jit.device().load(&img)?.kernel(&name)?;
        samples.push(&[ms(compile), ms(t1.elapsed()), ms(t0.elapsed())]);
    }
    let stats = jit.cache().stats();
    let usage = jit.cache().disk_usage();
    eprintln!(
        "gpujit-bench: filled {} with {} entries ({} bytes)",
        dir.display(),
        usage.entries,
        usage.bytes
    );
    let mut out = samples.to_json("ms");
    out.insert("modules".into(), json!(reps + 1));
    out.insert("stores".into(), json!(stats.stores));
    out.insert("misses".into(), json!(stats.misses));
    out.insert("disk_entries".into(), json!(usage.entries));
    out.insert(
        "env".into(),
        env_json(&["CUDA_CACHE_DISABLE", "CUDA_CACHE_PATH", "GPUJIT_CACHE_DIR"]),
    );
    Ok(Value::Object(out))
}

/// The second process of the warm test: the same modules as [`fill_cache`],
/// each compiled (a disk-cache hit) and loaded; the first is reported apart.
pub fn warm(dev: &CudaDevice, dir: &Path, reps: usize) -> Result<Value> {
    let jit = Jit::new(Box::new(dev.clone()), disk_cache(dir))?;
    let names = ["ir_build", "cache_lookup", "load", "total"];
    let mut samples = Samples::new(&names);
    for r in 0..=reps {
        let name = warm_name(r);
        let t0 = Instant::now();
        let m = saxpy_module(&name)?;
        let ir = t0.elapsed();
        let t1 = Instant::now();
        let img = jit.compile(&m)?;
        let lookup = t1.elapsed();
        let t2 = Instant::now();
        let module = jit.device().load(&img)?;
        module.kernel(&name)?;
        let load = t2.elapsed();
        let row = [ms(ir), ms(lookup), ms(load), ms(t1.elapsed())];
        samples.push_after_first(&row);
    }
    let stats = jit.cache().stats();
    if stats.disk_hits != (reps + 1) as u64 {
        bail!(
            "the warm pass hit the disk cache in {} {} of {} times (misses {}): run \
             --fill-cache on the same folder first, with the same gpujit binary and driver",
            dir.display(),
            stats.disk_hits,
            reps + 1,
            stats.misses
        );
    }
    let mut out = samples.to_json("ms");
    out.insert("reps".into(), json!(reps));
    out.insert("disk_hits".into(), json!(stats.disk_hits));
    out.insert("first_in_process_ms".into(), samples.first_json());
    out.insert(
        "env".into(),
        env_json(&["CUDA_CACHE_DISABLE", "CUDA_CACHE_PATH", "GPUJIT_CACHE_DIR"]),
    );
    out.insert(
        "note".into(),
        json!(
            "a second process: total = Jit::compile (a disk-cache hit: read, checksum, \
               decode) + Device::load + Module::kernel; IR build reported apart; the driver's \
               own compute cache is whatever CUDA_CACHE_* say (bundle/run bench: warm, filled \
               by the --fill-cache process)"
        ),
    );
    Ok(Value::Object(out))
}

/// Launches through the raw driver API `count` times on the null stream.
fn raw_launches(f: CUfunction, params: *mut *mut c_void, count: usize) -> Result<()> {
    for _ in 0..count {
        // SAFETY: `f` is a live function of the current context (its kernel is alive in the
        // caller, and every device call made it current on this thread); `params` is null for
        // the parameterless kernel, else it points to one pointer per parameter, each to a
        // live value of the parameter's size (the caller's locals). A 1×1×1 grid of 32
        // threads, no shared memory, the null stream, no `extra`.
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
                std::ptr::null_mut(),
                params,
                std::ptr::null_mut(),
            )
        };
        if status != CUresult::CUDA_SUCCESS {
            bail!("cuLaunchKernel failed: {status:?}");
        }
    }
    Ok(())
}

/// Microseconds per launch of `launch`, which makes `count` launches, followed by one
/// synchronize.
fn per_launch_us(
    dev: &CudaDevice,
    count: usize,
    launch: &mut dyn FnMut(usize) -> Result<()>,
) -> Result<f64> {
    dev.synchronize()?;
    let t = Instant::now();
    launch(count)?;
    dev.synchronize()?;
    Ok(t.elapsed().as_secs_f64() * 1e6 / count as f64)
}

/// Launch overhead: `Device::launch` (through `DeviceExt`) against a bare `cuLaunchKernel`
/// on the same `CUfunction`, alternating, `rounds` rounds of `launches` each.
pub fn launch_overhead(dev: &CudaDevice, launches: usize, rounds: usize) -> Result<Value> {
    let c = gpujit::compile_for(dev, &empty_module()?)?;
    let module = dev.load(&c.image)?;
    let empty = module.kernel("empty")?;
    let empty4 = module.kernel("empty4")?;
    let x: Buffer<f32> = dev.alloc(1024)?;
    let y: Buffer<f32> = dev.alloc(1024)?;
    let cfg = LaunchConfig {
        grid: Dim3::x(1),
        block: Dim3::x(32),
        shared_bytes: 0,
    };
    let f0 = dev.raw_function(&empty)?;
    let f4 = dev.raw_function(&empty4)?;

    // The raw launch's arguments: one pointer per parameter, to values that outlive it.
    let mut a = 2.0f32;
    let mut xp = x.memory().addr();
    let mut yp = y.memory().addr();
    let mut n = 1024u32;
    let mut params4: [*mut c_void; 4] = [
        (&raw mut a).cast(),
        (&raw mut xp).cast(),
        (&raw mut yp).cast(),
        (&raw mut n).cast(),
    ];
    let params4 = params4.as_mut_ptr();

    let mut out = serde_json::Map::new();
    for (key, kernel, f, params) in [
        ("no_args", &empty, f0, std::ptr::null_mut()),
        ("four_args", &empty4, f4, params4),
    ] {
        let with_args = !params.is_null();
        let mut gpujit_launch = |count: usize| -> Result<()> {
            for _ in 0..count {
                let args: &[KernelArg] = if !with_args {
                    &[]
                } else {
                    &[2.0f32.into(), (&x).into(), (&y).into(), 1024u32.into()]
                };
                dev.launch(kernel, &cfg, args)?;
            }
            Ok(())
        };
        let mut raw_launch = |count: usize| raw_launches(f, params, count);
        // Warm-up: first launches pay for lazy loading and queue set-up.
        per_launch_us(dev, 1000.min(launches), &mut raw_launch)?;
        per_launch_us(dev, 1000.min(launches), &mut gpujit_launch)?;
        let (mut raw, mut ours) = (Vec::new(), Vec::new());
        for _ in 0..rounds {
            raw.push(per_launch_us(dev, launches, &mut raw_launch)?);
            ours.push(per_launch_us(dev, launches, &mut gpujit_launch)?);
        }
        let (g, r) = (median(&ours), median(&raw));
        out.insert(
            key.into(),
            json!({
                "gpujit_us": g.map(round),
                "raw_us": r.map(round),
                "ratio": g.zip(r).map(|(g, r)| round(g / r)),
                "gpujit_samples_us": ours.iter().map(|v| round(*v)).collect::<Vec<_>>(),
                "raw_samples_us": raw.iter().map(|v| round(*v)).collect::<Vec<_>>(),
            }),
        );
    }
    out.insert("launches".into(), json!(launches));
    out.insert("rounds".into(), json!(rounds));
    out.insert("grid".into(), json!(1));
    out.insert("block".into(), json!(32));
    out.insert(
        "note".into(),
        json!(
            "host wall time of `launches` launches on the null stream and one \
               cuCtxSynchronize, per launch; gpujit = DeviceExt::launch (argument checks, \
               marshalling, cuLaunchKernel), raw = cuLaunchKernel on the same CUfunction \
               (CudaDevice::raw_function) with prepared parameters; rounds alternate, median"
        ),
    );
    Ok(Value::Object(out))
}

/// Pseudo-random values in [-1, 1), reproducible from `seed`.
pub fn pseudo_random(n: usize, seed: u64) -> Vec<f32> {
    pseudo_random_iter(seed).take(n).collect()
}

/// The endless sequence [`pseudo_random`] takes its values from.
pub fn pseudo_random_iter(seed: u64) -> impl Iterator<Item = f32> {
    let mut s = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    std::iter::repeat_with(move || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        ((s >> 40) as f32) * (2.0 / (1u64 << 24) as f32) - 1.0
    })
}

pub(crate) fn read_at(dev: &CudaDevice, buf: &Buffer<f32>, index: usize) -> Result<f32> {
    let mut bytes = [0u8; 4];
    dev.read_bytes(buf, index * 4, &mut bytes)?;
    Ok(f32::from_le_bytes(bytes))
}

/// Indices to check in a buffer of `n`: spread over it, and its ends.
fn sample_indices(n: usize) -> Vec<usize> {
    let mut v: Vec<usize> = (0..61).map(|i| i * (n / 61)).collect();
    v.extend([1, 2, 3, n - 3, n - 2, n - 1]);
    v.retain(|&i| i < n);
    v
}

/// Times `launch` with a pair of CUDA events on `stream` around each repetition, after
/// `warmup` untimed ones. Every repetition is queued before the first wait, so the host's
/// cost of issuing a launch overlaps the previous kernel instead of showing up between an
/// event and its kernel (as `triton.testing.do_bench` does; references.py times the same
/// way). Milliseconds per repetition.
pub(crate) fn time_events<'env>(
    dev: &CudaDevice,
    stream: &Stream,
    warmup: usize,
    reps: usize,
    mut launch: impl FnMut(&Scope<'env>) -> Result<(), gpujit::DeviceError>,
) -> Result<Vec<f64>> {
    let starts = (0..reps)
        .map(|_| dev.event())
        .collect::<Result<Vec<_>, _>>()?;
    let ends = (0..reps)
        .map(|_| dev.event())
        .collect::<Result<Vec<_>, _>>()?;
    dev.scope(|s| {
        for _ in 0..warmup {
            launch(s)?;
        }
        stream.synchronize()?;
        for (start, end) in starts.iter().zip(&ends) {
            start.record(stream)?;
            launch(s)?;
            end.record(stream)?;
        }
        Ok(())
    })?;
    starts
        .iter()
        .zip(&ends)
        .map(|(s, e)| Ok(f64::from(s.elapsed_ms(e)?)))
        .collect()
}

pub(crate) fn attributes(dev: &CudaDevice, kernel: &Kernel) -> Value {
    match dev.kernel_attributes(kernel) {
        Ok(a) => json!({
            "registers_per_thread": a.registers_per_thread,
            "local_bytes_per_thread": a.local_bytes_per_thread,
            "static_shared_bytes": a.static_shared_bytes,
            "binary_version": a.binary_version,
        }),
        Err(e) => json!({ "error": e.to_string() }),
    }
}

pub(crate) fn timing_json(samples: &[f64]) -> serde_json::Map<String, Value> {
    let mut m = serde_json::Map::new();
    m.insert("median_ms".into(), json!(median(samples).map(round)));
    m.insert(
        "min_ms".into(),
        json!(samples.iter().copied().reduce(f64::min).map(round)),
    );
    m.insert(
        "samples_ms".into(),
        json!(samples.iter().map(|v| round(*v)).collect::<Vec<_>>()),
    );
    m
}

pub(crate) fn per_second(count: f64, samples: &[f64]) -> Option<f64> {
    median(samples)
        .filter(|m| *m > 0.0)
        .map(|m| count / (m * 1e-3))
}

/// A CUDA event recorded on the legacy null stream through the raw driver API, for the
/// `cuMemcpyDtoD_v2` reference (the crate's events record on its own streams only).
struct RawEvent(CUevent);

impl RawEvent {
    fn new() -> Result<RawEvent> {
        let mut e: CUevent = std::ptr::null_mut();
        // SAFETY: `e` is a writable out-pointer; the context was made current on this thread
        // by the device call before (the caller synchronizes the device first).
        let status = unsafe { sys::cuEventCreate(&mut e, 0) };
        ensure!(
            status == CUresult::CUDA_SUCCESS,
            "cuEventCreate: {status:?}"
        );
        Ok(RawEvent(e))
    }

    fn record_null_stream(&self) -> Result<()> {
        // SAFETY: the event is live and belongs to the current context; the null stream is
        // always valid.
        let status = unsafe { sys::cuEventRecord(self.0, std::ptr::null_mut()) };
        ensure!(
            status == CUresult::CUDA_SUCCESS,
            "cuEventRecord: {status:?}"
        );
        Ok(())
    }

    fn elapsed_ms(&self, later: &RawEvent) -> Result<f64> {
        // SAFETY: both events are live and recorded in the current context.
        let status = unsafe { sys::cuEventSynchronize(later.0) };
        ensure!(
            status == CUresult::CUDA_SUCCESS,
            "cuEventSynchronize: {status:?}"
        );
        // SAFETY: the driver library is loaded (a device is open), so looking a symbol up
        // in it cannot fail to open it; the pointer is only tested, never used.
        let v2 = unsafe { sys::culib().get::<*mut c_void>(b"cuEventElapsedTime_v2") }.is_ok();
        let mut t = 0f32;
        // SAFETY: both events are live, recorded and complete; `t` is a writable float; the
        // `_v2` symbol is only called when the driver exports it (CUDA 12.8 and later), the
        // first version otherwise (every driver since CUDA 2.0).
        let status = unsafe {
            if v2 {
                sys::cuEventElapsedTime_v2(&mut t, self.0, later.0)
            } else {
                sys::cuEventElapsedTime(&mut t, self.0, later.0)
            }
        };
        ensure!(
            status == CUresult::CUDA_SUCCESS,
            "cuEventElapsedTime: {status:?}"
        );
        Ok(f64::from(t))
    }
}

impl Drop for RawEvent {
    fn drop(&mut self) {
        // SAFETY: the event was created by `RawEvent::new` and is destroyed once; the
        // context is still current on this (the only) thread.
        let _ = unsafe { sys::cuEventDestroy_v2(self.0) };
    }
}

/// Generated code: SAXPY (scalar, vec4), the reduction, the copy reference and SGEMM.
pub fn kernels(dev: &CudaDevice, reps: usize) -> Result<Value> {
    let warmup = 3;
    let stream = dev.stream()?;
    let mut out = serde_json::Map::new();

    // SAXPY on 2^26 f32, 12 bytes per element (read x, read y, write y).
    {
        let n = 1usize << 26;
        let xs = pseudo_random(n, 1);
        let ys = pseudo_random(n, 2);
        let x = dev.upload(&xs)?;
        let mut y = dev.upload(&ys)?;
        let a = 2.5f32;
        for (key, module, name, threads) in [
            (
                "saxpy",
                gpujit_kernels::saxpy::module()?,
                gpujit_kernels::saxpy::KERNEL,
                n,
            ),
            (
                "saxpy_vec4",
                gpujit_kernels::saxpy::module_vec4()?,
                gpujit_kernels::saxpy::KERNEL_VEC4,
                n.div_ceil(4),
            ),
        ] {
            let kernel = dev
                .load(&gpujit::compile_for(dev, &module)?.image)?
                .kernel(name)?;
            dev.write(&mut y, &ys)?;
            dev.synchronize()?;
            let cfg = LaunchConfig::for_elems(threads, 256);
            let args = [a.into(), (&x).into(), (&y).into(), (n as u32).into()];
            dev.scope(|s| s.launch(&stream, &kernel, &cfg, &args))?;
            for i in sample_indices(n) {
                let (got, want) = (read_at(dev, &y, i)?, a.mul_add(xs[i], ys[i]));
                ensure!(
                    got.to_bits() == want.to_bits(),
                    "{key}: y[{i}] = {got}, reference {want}"
                );
            }
            let samples = time_events(dev, &stream, warmup, reps, |s| {
                s.launch(&stream, &kernel, &cfg, &args)
            })?;
            let mut m = timing_json(&samples);
            m.insert("n".into(), json!(n));
            m.insert("bytes_per_elem".into(), json!(12));
            m.insert("block".into(), json!(256));
            m.insert("grid".into(), json!(cfg.grid.x));
            m.insert(
                "gbs".into(),
                json!(per_second(12.0 * n as f64, &samples).map(|v| round(v / 1e9))),
            );
            m.insert(
                "verified".into(),
                json!("sampled elements bit-identical to a.mul_add(x, y)"),
            );
            m.insert("attributes".into(), attributes(dev, &kernel));
            out.insert(key.into(), Value::Object(m));
        }
    }

    // Sum reduction on 2^28 f32 (4 bytes per element) and the copy reference.
    {
        let n = 1usize << 28;
        let xs = pseudo_random(n, 3);
        let want: f64 = gpujit_kernels::reduce::reference(&xs);
        let tol = 1e-5 * xs.iter().map(|v| f64::from(v.abs())).sum::<f64>() + 1e-3;
        let x = dev.upload(&xs)?;
        drop(xs);
        let total: Buffer<f32> = dev.alloc(1)?;
        let kernel = dev
            .load(&gpujit::compile_for(dev, &gpujit_kernels::reduce::module()?)?.image)?
            .kernel(gpujit_kernels::reduce::KERNEL)?;
        let block = 256u32;
        let per_sm = dev.max_active_blocks_per_sm(&kernel, block, 0)?.max(1);
        let grid = per_sm * dev.info().multiprocessors.max(1);
        let cfg = LaunchConfig {
            grid: Dim3::x(grid),
            block: Dim3::x(block),
            shared_bytes: 0,
        };
        let args = [(&x).into(), (&total).into(), (n as u32).into()];
        dev.memset_d32(total.memory(), 0)?;
        dev.synchronize()?;
        dev.scope(|s| s.launch(&stream, &kernel, &cfg, &args))?;
        let got = f64::from(read_at(dev, &total, 0)?);
        ensure!(
            (got - want).abs() <= tol,
            "reduce: sum {got}, reference {want} (tolerance {tol:.1e})"
        );
        let samples = time_events(dev, &stream, warmup, reps, |s| {
            s.launch(&stream, &kernel, &cfg, &args)
        })?;
        let mut m = timing_json(&samples);
        m.insert("n".into(), json!(n));
        m.insert("bytes_per_elem".into(), json!(4));
        m.insert("block".into(), json!(block));
        m.insert("grid".into(), json!(grid));
        m.insert(
            "gbs".into(),
            json!(per_second(4.0 * n as f64, &samples).map(|v| round(v / 1e9))),
        );
        m.insert(
            "verified".into(),
            json!(format!("sum {got:.3} within {tol:.1e} of {want:.3}")),
        );
        m.insert("attributes".into(), attributes(dev, &kernel));
        out.insert("reduce".into(), Value::Object(m));

        // cuMemcpyDtoD_v2 of the same 2^28 f32: read + write = 8 bytes per element.
        let dst: Buffer<f32> = dev.alloc(n)?;
        let bytes = n * 4;
        let copy = || -> Result<()> {
            // SAFETY: both ranges are whole live allocations of `bytes` bytes (`x`, `dst`,
            // alive for the call) in the current context; they do not overlap.
            let status =
                unsafe { sys::cuMemcpyDtoD_v2(dst.memory().addr(), x.memory().addr(), bytes) };
            ensure!(
                status == CUresult::CUDA_SUCCESS,
                "cuMemcpyDtoD_v2: {status:?}"
            );
            Ok(())
        };
        dev.synchronize()?;
        let starts = (0..reps)
            .map(|_| RawEvent::new())
            .collect::<Result<Vec<_>>>()?;
        let ends = (0..reps)
            .map(|_| RawEvent::new())
            .collect::<Result<Vec<_>>>()?;
        for _ in 0..warmup {
            copy()?;
        }
        dev.synchronize()?;
        // Queued like the kernels: every copy before the first wait.
        for (start, end) in starts.iter().zip(&ends) {
            start.record_null_stream()?;
            copy()?;
            end.record_null_stream()?;
        }
        dev.synchronize()?;
        let samples = starts
            .iter()
            .zip(&ends)
            .map(|(s, e)| s.elapsed_ms(e))
            .collect::<Result<Vec<_>>>()?;
        for i in sample_indices(n) {
            ensure!(
                read_at(dev, &dst, i)?.to_bits() == read_at(dev, &x, i)?.to_bits(),
                "copy: element {i} differs"
            );
        }
        let mut m = timing_json(&samples);
        m.insert("n".into(), json!(n));
        m.insert("bytes_per_elem".into(), json!(8));
        m.insert(
            "gbs".into(),
            json!(per_second(8.0 * n as f64, &samples).map(|v| round(v / 1e9))),
        );
        m.insert(
            "timing".into(),
            json!("raw CUDA events on the null stream around cuMemcpyDtoD_v2"),
        );
        out.insert("copy_dtod".into(), Value::Object(m));
    }

    // SGEMM 4096³, 2·n³ flops.
    out.insert(
        "sgemm".into(),
        crate::gemm::sgemm(dev, &stream, warmup, reps)?,
    );

    out.insert("reps".into(), json!(reps));
    out.insert("warmup".into(), json!(warmup));
    out.insert(
        "timing".into(),
        json!(
            "CUDA events (gpujit Event) on a gpujit Stream around each launch, \
               all launches queued before one wait, after warm-up; median"
        ),
    );
    Ok(Value::Object(out))
}
