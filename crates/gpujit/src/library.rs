//! Runs the kernel library on a device and checks each result against its
//! CPU reference: what `gpujit run` and the examples do.
//!
//! Every size is checked before anything is allocated: against the kernel's
//! 32-bit indices, the device's memory and the host memory available
//! ([`check_size`]); a size that does not fit is [`Error::Size`], naming what
//! it needs, what there is and the largest size that fits.
//!
//! ```
//! let dev = gpujit::open("host")?;
//! let report = gpujit::library::run(dev.as_ref(), "saxpy", 1000)?;
//! assert_eq!(report.kernel, "saxpy");
//! let e = gpujit::library::run(dev.as_ref(), "sgemm", 1 << 20).unwrap_err();
//! assert!(matches!(e, gpujit::Error::Size(_)));
//! # Ok::<(), gpujit::Error>(())
//! ```

use std::fmt;
use std::sync::Arc;
use std::time::{Duration, Instant};

use gpujit_device::{
    Buffer, Device, DeviceExt, DeviceInfo, Dim3, Image, Kernel, KernelArg, LaunchConfig,
};
use gpujit_kernels as k;

use crate::cache::Cache;
use crate::{Error, Result, StageTimes};

/// Kernels [`run`] knows, with what `n` means for each.
pub const KERNELS: &[(&str, &str)] = &[
    ("saxpy", "elements"),
    ("saxpy_vec4", "elements"),
    ("reduce", "elements"),
    ("histogram", "bytes"),
    ("scan", "elements"),
    ("transpose", "elements (square matrix)"),
    ("softmax", "elements (rows of 1024)"),
    ("sgemm", "matrix edge (n × n × n)"),
];

/// Every library module [`module`] builds: the kernels [`run`] knows, then `block_reverse`
/// and `index3d`.
pub const MODULES: &[&str] = &[
    "saxpy",
    "saxpy_vec4",
    "reduce",
    "histogram",
    "scan",
    "transpose",
    "softmax",
    "sgemm",
    "block_reverse",
    "index3d",
];

/// The portable module of library kernel `name` (also `block_reverse` and
/// `index3d`, which [`run`] does not drive).
pub fn module(name: &str) -> Result<crate::PortableModule> {
    Ok(match name {
        "saxpy" => k::saxpy::module()?,
        "saxpy_vec4" => k::saxpy::module_vec4()?,
        "reduce" => k::reduce::module()?,
        "histogram" => k::histogram::module()?,
        "scan" => k::scan::module()?,
        "transpose" => k::transpose::module()?,
        "softmax" => k::softmax::module()?,
        "sgemm" => k::sgemm::module()?,
        "block_reverse" => k::reverse::module(false)?,
        "index3d" => k::index3d::module()?,
        other => {
            return Err(Error::UnknownName {
                what: "library kernel",
                name: other.to_string(),
                expected: "saxpy, saxpy_vec4, reduce, histogram, scan, transpose, softmax, sgemm, block_reverse, index3d",
            });
        }
    })
}

/// The `n` [`run_with`] takes for kernel `name` when none is given: 2^20
/// elements, or a 512 × 512 matrix for `sgemm`, whose `n` is the matrix edge.
pub fn default_n(name: &str) -> Result<usize> {
    match name {
        "sgemm" => Ok(512),
        _ => meaning(name).map(|_| 1 << 20),
    }
}

fn meaning(name: &str) -> Result<&'static str> {
    KERNELS
        .iter()
        .find(|(k, _)| *k == name)
        .map(|(_, m)| *m)
        .ok_or_else(|| Error::UnknownName {
            what: "library kernel",
            name: name.to_string(),
            expected: NAMES,
        })
}

/// What a run of a library kernel at one size needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Footprint {
    /// Elements the kernel indexes with 32-bit integers (the largest buffer).
    pub elements: u64,
    /// Bytes of device buffers.
    pub device_bytes: u64,
    /// Bytes of host memory: inputs, the copy of the result and the reference.
    pub host_bytes: u64,
}

/// What kernel `name` allocates at size `n` (`None` past `u64`).
pub fn footprint(name: &str, n: usize) -> Result<Option<Footprint>> {
    let Some(e) = elements(name, n)? else {
        return Ok(None);
    };
    // Bytes per element on the device and on the host.
    let (device, host) = match name {
        // x and y on the device; x, y (the reference) and the result on the host.
        "saxpy" | "saxpy_vec4" => (8, 12),
        "reduce" => (4, 4),
        "histogram" => (1, 1),
        // x, y and the block sums of every level; x, the result, the reference.
        "scan" => (9, 12),
        // In and out; in, out, the reference.
        "transpose" => (8, 12),
        // In and out; in, out, the f64 reference.
        "softmax" => (8, 16),
        // a, b, c; a, b, the result, the f64 reference.
        _ => (12, 20),
    };
    let bytes = |per: u64| e.checked_mul(per)?.checked_add(4096);
    Ok(match (bytes(device), bytes(host)) {
        (Some(device_bytes), Some(host_bytes)) => Some(Footprint {
            elements: e,
            device_bytes,
            host_bytes,
        }),
        _ => None,
    })
}

/// Elements of the largest buffer of kernel `name` at size `n` (`None` past `u64`).
fn elements(name: &str, n: usize) -> Result<Option<u64>> {
    meaning(name)?;
    let n = n as u64;
    Ok(match name {
        // A side × side matrix, side = ⌈√n⌉.
        "transpose" => {
            let side = transpose_side(n as usize) as u64;
            side.checked_mul(side)
        }
        // Rows of 1024.
        "softmax" => n.div_ceil(1024).max(1).checked_mul(1024),
        // An n × n matrix.
        "sgemm" => n.max(1).checked_mul(n.max(1)),
        _ => Some(n),
    })
}

fn transpose_side(n: usize) -> usize {
    let mut side = (n as f64).sqrt() as usize;
    while side.checked_mul(side).is_some_and(|sq| sq < n) {
        side += 1;
    }
    side.max(1)
}

/// A size that [`run`] refuses before allocating anything.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SizeError {
    /// Library kernel.
    pub kernel: String,
    /// The size asked for.
    pub n: usize,
    /// What `n` means for this kernel (`elements`, `matrix edge (n × n × n)`).
    pub meaning: &'static str,
    /// What runs out: `32-bit indices`, `device memory`, `host memory`.
    pub resource: &'static str,
    /// How much of it `n` needs (elements for indices, else bytes); `None`
    /// past `u64`.
    pub needed: Option<u64>,
    /// How much there is.
    pub limit: u64,
    /// The largest `n` that fits every limit (0: none does).
    pub largest: usize,
}

fn amount(resource: &str, v: u64) -> String {
    if resource.ends_with("indices") {
        return format!("{v} elements");
    }
    const UNITS: [&str; 5] = ["KiB", "MiB", "GiB", "TiB", "PiB"];
    let (mut x, mut unit) = (v as f64, "bytes");
    for u in UNITS {
        if x < 1024.0 {
            break;
        }
        x /= 1024.0;
        unit = u;
    }
    if unit == "bytes" {
        format!("{v} bytes")
    } else {
        format!("{x:.1} {unit} ({v} bytes)")
    }
}

impl SizeError {
    /// What is needed and what there is: `needs 4.0 TiB (…) of host memory;
    /// 21.3 GiB (…) are available`.
    pub fn shortfall(&self) -> String {
        let needed = match self.needed {
            Some(v) => amount(self.resource, v),
            None if self.resource.ends_with("indices") => "more than 2^64 elements".to_string(),
            None => "more than 2^64 bytes".to_string(),
        };
        let limit = amount(self.resource, self.limit);
        if self.resource.ends_with("indices") {
            format!(
                "needs {needed}; the kernel's {} reach {limit}",
                self.resource
            )
        } else {
            format!("needs {needed} of {}; {limit} available", self.resource)
        }
    }
}

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: n = {} ({}) {}; ",
            self.kernel,
            self.n,
            self.meaning,
            self.shortfall()
        )?;
        if self.largest == 0 {
            write!(f, "no size fits")
        } else {
            write!(f, "the largest n that fits is {}", self.largest)
        }
    }
}

impl std::error::Error for SizeError {}

/// Host memory available to a new allocation: `MemAvailable` of
/// `/proc/meminfo`; `None` where that cannot be read (then only the device's
/// memory bounds a run).
pub fn available_host_memory() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    let kib: u64 = text
        .lines()
        .find_map(|l| l.strip_prefix("MemAvailable:"))?
        .split_whitespace()
        .next()?
        .parse()
        .ok()?;
    kib.checked_mul(1024)
}

/// Whether `info`'s buffers live in host memory (the host CPU, the AMDGCN
/// emulator), so that they count against the host's memory too.
fn buffers_in_host_memory(info: &DeviceInfo) -> bool {
    info.backend == gpujit_device::Backend::Host || crate::is_emulator(info)
}

/// The first limit `n` breaks, if any.
fn first_limit(
    info: &DeviceInfo,
    host: Option<u64>,
    name: &str,
    n: usize,
) -> Result<Option<(&'static str, Option<u64>, u64)>> {
    let indices = u64::from(u32::MAX);
    match elements(name, n)? {
        Some(e) if e <= indices => {}
        e => return Ok(Some(("32-bit indices", e, indices))),
    }
    let Some(f) = footprint(name, n)? else {
        return Ok(Some(("device memory", None, info.total_memory)));
    };
    // The host's buffers are host memory, checked below with the rest.
    if info.backend != gpujit_device::Backend::Host && f.device_bytes > info.total_memory {
        return Ok(Some((
            "device memory",
            Some(f.device_bytes),
            info.total_memory,
        )));
    }
    if let Some(host) = host {
        let on_host = if buffers_in_host_memory(info) {
            f.host_bytes.checked_add(f.device_bytes)
        } else {
            Some(f.host_bytes)
        };
        if on_host.is_none_or(|b| b > host) {
            return Ok(Some(("host memory", on_host, host)));
        }
    }
    Ok(None)
}

/// Checks that kernel `name` at size `n` fits the kernel's 32-bit indices,
/// the device's memory and the host memory available now, before anything is
/// allocated.
pub fn check_size(info: &DeviceInfo, name: &str, n: usize) -> Result<()> {
    let host = available_host_memory();
    let Some((resource, needed, limit)) = first_limit(info, host, name, n)? else {
        return Ok(());
    };
    // The largest n that fits: footprints grow with n.
    let fits = |m: usize| matches!(first_limit(info, host, name, m), Ok(None));
    let (mut lo, mut hi) = (0usize, n);
    if !fits(0) {
        hi = 0;
    }
    while lo < hi {
        let mid = lo + (hi - lo).div_ceil(2);
        if fits(mid) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    Err(Error::Size(SizeError {
        kernel: name.to_string(),
        n,
        meaning: meaning(name)?,
        resource,
        needed,
        limit,
        largest: lo,
    }))
}

/// How [`run_with`] runs a kernel.
#[derive(Clone, Copy, Default)]
pub struct RunOptions<'a> {
    /// Problem size; `None` takes [`default_n`].
    pub n: Option<usize>,
    /// Compile through this cache (see [`crate::Jit`]); `None` compiles every time.
    pub cache: Option<&'a Cache>,
    /// Launch variants instead of the generic kernels: every scalar argument,
    /// the block and the grid size of each launch folded (see
    /// [`crate::specialize`]), compiled before the launch and not counted in
    /// its time. The results are checked as the generic kernels' are.
    pub specialize: bool,
}

/// What one run did and how long each part took.
#[derive(Debug, Clone)]
pub struct Report {
    /// Kernel name.
    pub kernel: &'static str,
    /// Problem size as given.
    pub n: usize,
    /// Compile stage times (zero when the image came from the cache).
    pub compile: StageTimes,
    /// Whether the compiled image came from the cache.
    pub cached: bool,
    /// Loading the image on the device.
    pub load: Duration,
    /// The kernel launches, synchronised.
    pub run: Duration,
    /// What was checked, e.g. `max relative error 3e-7`.
    pub check: String,
    /// Variants launched ([`RunOptions::specialize`]).
    pub variants: u32,
    /// Time making, compiling and loading them.
    pub variant_compile: Duration,
}

fn mismatch(kernel: &str, detail: String) -> Error {
    Error::Mismatch {
        kernel: kernel.to_string(),
        detail,
    }
}

struct Ctx<'d> {
    dev: &'d dyn Device,
    cache: Option<&'d Cache>,
    compile: StageTimes,
    cached: bool,
    load: Duration,
    specialize: bool,
    /// The module of each kernel loaded, for its variants.
    modules: Vec<(String, crate::PortableModule)>,
    /// Variant kernels launched, kept loaded until the run ends.
    variants: std::cell::RefCell<Vec<Kernel>>,
    variant_time: std::cell::Cell<Duration>,
}

impl Ctx<'_> {
    /// `m` compiled for the device, through the cache when there is one;
    /// the stage times when it was compiled.
    fn image(&self, m: &crate::PortableModule) -> Result<(Arc<Image>, Option<StageTimes>)> {
        Ok(match self.cache {
            Some(cache) => {
                let (target, opts, extra) = crate::jit::jit_options(self.dev)?;
                crate::jit::compile_cached(
                    cache,
                    self.dev,
                    (target, &opts, &extra),
                    crate::CubinLinker::Driver,
                    m,
                )?
            }
            None => {
                let c = crate::compile_for(self.dev, m)?;
                (Arc::new(c.image), Some(c.times))
            }
        })
    }

    fn kernels(&mut self, m: &crate::PortableModule, names: &[&str]) -> Result<Vec<Kernel>> {
        let (image, times) = self.image(m)?;
        self.cached = times.is_none();
        self.compile = times.unwrap_or_default();
        let t = Instant::now();
        let module = self.dev.load(&image)?;
        self.load = t.elapsed();
        for n in names {
            self.modules.push((n.to_string(), m.clone()));
        }
        Ok(names
            .iter()
            .map(|n| module.kernel(n))
            .collect::<std::result::Result<_, _>>()?)
    }

    /// Launches `k`, or with [`RunOptions::specialize`] its variant for
    /// these arguments and launch size (made, compiled and loaded first).
    fn launch(&self, k: &Kernel, cfg: &LaunchConfig, args: &[KernelArg<'_>]) -> Result<()> {
        if !self.specialize {
            return Ok(self.dev.launch(k, cfg, args)?);
        }
        let t = Instant::now();
        let Some((_, m)) = self.modules.iter().find(|(n, _)| n == k.name()) else {
            return Ok(self.dev.launch(k, cfg, args)?);
        };
        let values = crate::specialize::Values {
            args: args
                .iter()
                .enumerate()
                .filter_map(|(i, a)| Some((i, a.scalar_bits()?)))
                .collect(),
            block: Some([cfg.block.x, cfg.block.y, cfg.block.z]),
            grid: Some([cfg.grid.x, cfg.grid.y, cfg.grid.z]),
            align: Vec::new(),
        };
        let variant = gpujit_ir::specialize::specialize(m, k.name(), &values)?;
        let vk = self.dev.load(&self.image(&variant)?.0)?.kernel(k.name())?;
        self.variant_time.set(self.variant_time.get() + t.elapsed());
        self.dev.launch(&vk, cfg, args)?;
        self.variants.borrow_mut().push(vk);
        Ok(())
    }

    /// The time `f` and the work it queued took, less variant compiles.
    fn timed(&self, f: impl FnOnce() -> Result<()>) -> Result<Duration> {
        let before = self.variant_time.get();
        let t = Instant::now();
        f()?;
        self.dev.synchronize()?;
        Ok(t.elapsed().saturating_sub(self.variant_time.get() - before))
    }
}

fn cfg(blocks: u32, threads: u32) -> LaunchConfig {
    LaunchConfig {
        grid: Dim3::x(blocks.max(1)),
        block: Dim3::x(threads),
        shared_bytes: 0,
    }
}

fn check_close(kernel: &str, got: &[f32], want: &[f64], rel: f64) -> Result<String> {
    let mut worst = 0.0f64;
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        let err = (f64::from(*g) - w).abs() / (1.0 + w.abs());
        if err.is_nan() || err > rel {
            return Err(mismatch(kernel, format!("element {i}: {g}, reference {w}")));
        }
        worst = worst.max(err);
    }
    Ok(format!(
        "{} values within {rel:e} (worst {worst:.1e})",
        got.len()
    ))
}

fn u32_len(kernel: &str, n: usize) -> Result<u32> {
    u32::try_from(n).map_err(|_| {
        mismatch(
            kernel,
            format!("n = {n} does not fit the kernel's u32 size"),
        )
    })
}

fn scan_pass(cx: &Ctx<'_>, scan: &Kernel, add: &Kernel, x: &Buffer<u32>) -> Result<Buffer<u32>> {
    let dev = cx.dev;
    let n = x.len();
    let blocks = (n as u32).div_ceil(k::scan::BLOCK).max(1);
    let y = dev.alloc::<u32>(n)?;
    let sums = dev.alloc::<u32>(blocks as usize)?;
    cx.launch(
        scan,
        &cfg(blocks, k::scan::BLOCK),
        &[x.into(), (&y).into(), (&sums).into(), (n as u32).into()],
    )?;
    if blocks > 1 {
        let offsets = scan_pass(cx, scan, add, &sums)?;
        cx.launch(
            add,
            &cfg(blocks, k::scan::BLOCK),
            &[(&y).into(), (&offsets).into(), (n as u32).into()],
        )?;
    }
    Ok(y)
}

/// `len` values `f(0..len)`, or [`Error::Size`]-checked sizes that the
/// host still cannot allocate as a typed error instead of an abort.
fn filled<T>(len: usize, f: impl Fn(usize) -> T) -> Result<Vec<T>> {
    let mut v = Vec::new();
    v.try_reserve_exact(len)
        .map_err(|_| gpujit_device::Error::HostOutOfMemory {
            bytes: len.saturating_mul(std::mem::size_of::<T>()),
            what: "library kernel inputs".to_string(),
        })?;
    v.extend((0..len).map(f));
    Ok(v)
}

/// Compiles library kernel `name` for `dev`, runs it on inputs of size `n`,
/// and checks the result against the CPU reference. Sizes are checked first
/// ([`check_size`]).
pub fn run(dev: &dyn Device, name: &str, n: usize) -> Result<Report> {
    run_with(
        dev,
        name,
        &RunOptions {
            n: Some(n),
            cache: None,
            specialize: false,
        },
    )
}

/// [`run`] with options: the default size of the kernel, a compile cache.
pub fn run_with(dev: &dyn Device, name: &str, options: &RunOptions<'_>) -> Result<Report> {
    let n = match options.n {
        Some(n) => n,
        None => default_n(name)?,
    };
    check_size(dev.info(), name, n)?;
    let mut cx = Ctx {
        dev,
        cache: options.cache,
        compile: StageTimes::default(),
        cached: false,
        load: Duration::ZERO,
        specialize: options.specialize,
        modules: Vec::new(),
        variants: Default::default(),
        variant_time: Default::default(),
    };
    let (kernel, run, check): (&'static str, Duration, String) = match name {
        "saxpy" | "saxpy_vec4" => {
            let vec4 = name == "saxpy_vec4";
            let (m, kname) = if vec4 {
                (k::saxpy::module_vec4()?, k::saxpy::KERNEL_VEC4)
            } else {
                (k::saxpy::module()?, k::saxpy::KERNEL)
            };
            let kern = cx.kernels(&m, &[kname])?.remove(0);
            let nn = u32_len(name, n)?;
            let xs = filled(n, |i| (i % 1024) as f32 * 0.5 - 100.0)?;
            let ys = filled(n, |i| (i % 999) as f32 * 0.25)?;
            let (x, y) = (dev.upload(&xs)?, dev.upload(&ys)?);
            let threads = if vec4 { n.div_ceil(4) } else { n };
            let run = cx.timed(|| {
                cx.launch(
                    &kern,
                    &LaunchConfig::for_elems(threads, 256),
                    &[2.5f32.into(), (&x).into(), (&y).into(), nn.into()],
                )
            })?;
            let mut want = ys;
            k::saxpy::reference(2.5, &xs, &mut want);
            let got = dev.download(&y)?;
            if let Some(i) = (0..n).find(|&i| got[i].to_bits() != want[i].to_bits()) {
                return Err(mismatch(
                    name,
                    format!("y[{i}] = {}, reference {}", got[i], want[i]),
                ));
            }
            (
                if vec4 { "saxpy_vec4" } else { "saxpy" },
                run,
                format!("{n} elements bit-identical"),
            )
        }
        "reduce" => {
            let kern = cx
                .kernels(&k::reduce::module()?, &[k::reduce::KERNEL])?
                .remove(0);
            let nn = u32_len(name, n)?;
            let xs = filled(n, |i| ((i * 7919) % 1000) as f32 * 0.001 - 0.4)?;
            let (x, out) = (dev.upload(&xs)?, dev.upload(&[0f32])?);
            let blocks = nn
                .div_ceil(256)
                .clamp(1, 4 * dev.info().multiprocessors.max(1));
            let run = cx.timed(|| {
                cx.launch(
                    &kern,
                    &cfg(blocks, 256),
                    &[(&x).into(), (&out).into(), nn.into()],
                )
            })?;
            let (got, want) = (f64::from(dev.download(&out)?[0]), k::reduce::reference(&xs));
            let tol = 1e-5 * xs.iter().map(|v| f64::from(v.abs())).sum::<f64>() + 1e-6;
            if (got - want).abs() > tol {
                return Err(mismatch(name, format!("sum {got}, reference {want}")));
            }
            (
                "reduce",
                run,
                format!("sum {got:.6} within {tol:.1e} of {want:.6}"),
            )
        }
        "histogram" => {
            let kern = cx
                .kernels(&k::histogram::module()?, &[k::histogram::KERNEL])?
                .remove(0);
            let nn = u32_len(name, n)?;
            let data = filled(n, |i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)?;
            let (d, bins) = (dev.upload(&data)?, dev.upload(&[0u32; 256])?);
            let blocks = nn.div_ceil(256).clamp(1, 256);
            let run = cx.timed(|| {
                cx.launch(
                    &kern,
                    &cfg(blocks, 256),
                    &[(&d).into(), (&bins).into(), nn.into()],
                )
            })?;
            if dev.download(&bins)? != k::histogram::reference(&data) {
                return Err(mismatch(name, "bin counts differ".into()));
            }
            ("histogram", run, "256 bins exact".into())
        }
        "scan" => {
            let ks = cx.kernels(&k::scan::module()?, &[k::scan::SCAN, k::scan::ADD])?;
            u32_len(name, n)?;
            let xs = filled(n, |i| (i as u32).wrapping_mul(2_654_435_761) >> 20)?;
            let x = dev.upload(&xs)?;
            let mut y = None;
            let run = cx.timed(|| {
                y = Some(scan_pass(&cx, &ks[0], &ks[1], &x)?);
                Ok(())
            })?;
            let got = match y {
                Some(y) => dev.download(&y)?,
                None => Vec::new(),
            };
            let want = k::scan::reference(&xs);
            if let Some(i) = (0..n).find(|&i| got[i] != want[i]) {
                return Err(mismatch(
                    name,
                    format!("y[{i}] = {}, reference {}", got[i], want[i]),
                ));
            }
            ("scan", run, format!("{n} prefix sums exact"))
        }
        "transpose" => {
            let kern = cx
                .kernels(&k::transpose::module()?, &[k::transpose::KERNEL])?
                .remove(0);
            let side = transpose_side(n);
            let xs = filled(side * side, |i| i as f32)?;
            let (x, out) = (dev.upload(&xs)?, dev.alloc::<f32>(side * side)?);
            let s = u32_len(name, side)?;
            let c = k::transpose::config(s, s);
            let run = cx.timed(|| {
                cx.launch(&kern, &c, &[(&x).into(), (&out).into(), s.into(), s.into()])
            })?;
            if dev.download(&out)? != k::transpose::reference(&xs, side, side) {
                return Err(mismatch(name, "transposed matrix differs".into()));
            }
            ("transpose", run, format!("{side}×{side} exact"))
        }
        "softmax" => {
            let kern = cx
                .kernels(&k::softmax::module()?, &[k::softmax::KERNEL])?
                .remove(0);
            let cols = 1024usize;
            let rows = n.div_ceil(cols).max(1);
            let xs = filled(rows * cols, |i| ((i * 7919) % 1000) as f32 * 0.02 - 10.0)?;
            let (x, out) = (dev.upload(&xs)?, dev.alloc::<f32>(rows * cols)?);
            let r = u32_len(name, rows)?;
            let run = cx.timed(|| {
                cx.launch(
                    &kern,
                    &cfg(r, k::softmax::BLOCK),
                    &[(&x).into(), (&out).into(), r.into(), (cols as u32).into()],
                )
            })?;
            let check = check_close(
                name,
                &dev.download(&out)?,
                &k::softmax::reference(&xs, rows, cols),
                1e-5,
            )?;
            ("softmax", run, check)
        }
        "sgemm" => {
            let kern = cx
                .kernels(&k::sgemm::module()?, &[k::sgemm::KERNEL])?
                .remove(0);
            let e = n.max(1);
            let a = filled(e * e, |i| ((i * 31) % 17) as f32 * 0.125 - 1.0)?;
            let b = filled(e * e, |i| ((i * 13) % 11) as f32 * 0.25 - 1.25)?;
            let (ab, bb, cb) = (dev.upload(&a)?, dev.upload(&b)?, dev.alloc::<f32>(e * e)?);
            let s = u32_len(name, e)?;
            let c = k::sgemm::config(s, s);
            let run = cx.timed(|| {
                cx.launch(
                    &kern,
                    &c,
                    &[
                        (&ab).into(),
                        (&bb).into(),
                        (&cb).into(),
                        s.into(),
                        s.into(),
                        s.into(),
                    ],
                )
            })?;
            let check = check_close(
                name,
                &dev.download(&cb)?,
                &k::sgemm::reference(&a, &b, e, e, e),
                1e-4,
            )?;
            ("sgemm", run, check)
        }
        other => {
            return Err(Error::UnknownName {
                what: "library kernel",
                name: other.to_string(),
                expected: NAMES,
            });
        }
    };
    Ok(Report {
        kernel,
        n,
        compile: cx.compile,
        cached: cx.cached,
        load: cx.load,
        run,
        check,
        variants: cx.variants.borrow().len() as u32,
        variant_compile: cx.variant_time.get(),
    })
}

/// The names of [`KERNELS`], for messages.
pub const NAMES: &str = "saxpy, saxpy_vec4, reduce, histogram, scan, transpose, softmax, sgemm";

#[cfg(test)]
mod tests {
    use super::*;
    use gpujit_device::Backend;

    fn gpu(total_memory: u64) -> DeviceInfo {
        DeviceInfo {
            backend: Backend::Cuda,
            ordinal: 0,
            name: "test GPU".into(),
            arch: "sm_90".into(),
            total_memory,
            warp_size: 32,
            multiprocessors: 132,
            max_threads_per_block: 1024,
            max_block: Dim3::new(1024, 1024, 64),
            max_grid: Dim3::new(i32::MAX as u32, 65535, 65535),
            max_shared_per_block: 48 << 10,
        }
    }

    fn size_error(info: &DeviceInfo, name: &str, n: usize) -> SizeError {
        match check_size(info, name, n) {
            Err(Error::Size(e)) => e,
            other => panic!("{name} n = {n}: {other:?}"),
        }
    }

    #[test]
    fn defaults_follow_what_n_means() {
        assert_eq!(default_n("sgemm").unwrap(), 512);
        assert_eq!(default_n("saxpy").unwrap(), 1 << 20);
        assert_eq!(default_n("transpose").unwrap(), 1 << 20);
        assert!(matches!(default_n("sgemv"), Err(Error::UnknownName { .. })));
        for (k, _) in KERNELS {
            default_n(k).unwrap();
        }
    }

    #[test]
    fn sizes_are_checked_against_indices_and_device_memory() {
        let info = gpu(1 << 30);
        check_size(&info, "sgemm", 512).unwrap();
        // 65536² elements pass 32-bit indices; 65535² do not.
        let e = size_error(&info, "sgemm", 65536);
        assert_eq!(e.resource, "32-bit indices");
        assert_eq!(e.needed, Some(1 << 32));
        // 65535² f32 a, b and c need 12 bytes an element: 48 GiB.
        let e = size_error(&info, "sgemm", 65535);
        assert_eq!(e.resource, "device memory");
        // The largest edge whose 12 e² + 4096 bytes fit 1 GiB.
        assert_eq!(e.largest, 9459);
        let bytes = |e: u64| 12 * e * e + 4096;
        assert!(bytes(e.largest as u64) <= 1 << 30 && bytes(e.largest as u64 + 1) > 1 << 30);
        let text = e.to_string();
        assert!(
            text.starts_with("sgemm: n = 65535 (matrix edge (n × n × n)) needs 48.0 GiB")
                && text.contains("of device memory; 1.0 GiB (1073741824 bytes) available")
                && text.ends_with("the largest n that fits is 9459"),
            "{text}"
        );
        // Sizes past usize arithmetic are refused, not wrapped.
        let e = size_error(&info, "transpose", usize::MAX);
        assert_eq!(e.resource, "32-bit indices");
        let e = size_error(&info, "saxpy", usize::MAX);
        assert_eq!((e.resource, e.needed), ("32-bit indices", Some(u64::MAX)));
        // A device with no memory fits nothing.
        assert_eq!(size_error(&gpu(0), "reduce", 1).largest, 0);
    }

    #[test]
    fn host_buffers_count_against_host_memory() {
        let Some(available) = available_host_memory() else {
            return;
        };
        let host = crate::open("host").unwrap();
        // A size whose buffers and copies (20 bytes an element) exceed what
        // is available, within 32-bit indices for 1 TiB machines and less.
        let n = usize::try_from((available / 20 + 1).min(u64::from(u32::MAX))).unwrap();
        if (n as u64) * 20 <= available {
            return;
        }
        let e = size_error(host.info(), "saxpy", n);
        assert_eq!(e.resource, "host memory");
        assert!(e.largest < n && (e.largest as u64) * 20 + 8192 <= available + 4096);
        // The library refuses it before allocating or compiling anything.
        assert!(matches!(
            run(host.as_ref(), "saxpy", n),
            Err(Error::Size(_))
        ));
    }
}
