//! Runs the kernel library on a device and checks each result against its
//! CPU reference: what `gpujit run` and the examples do.
//!
//! ```
//! let dev = gpujit::open("host")?;
//! let report = gpujit::library::run(dev.as_ref(), "saxpy", 1000)?;
//! assert_eq!(report.kernel, "saxpy");
//! # Ok::<(), gpujit::Error>(())
//! ```

use std::time::{Duration, Instant};

use gpujit_device::{Buffer, Device, DeviceExt, Dim3, Kernel, LaunchConfig};
use gpujit_kernels as k;

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

/// What one run did and how long each part took.
#[derive(Debug, Clone)]
pub struct Report {
    /// Kernel name.
    pub kernel: &'static str,
    /// Problem size as given.
    pub n: usize,
    /// Compile stage times.
    pub compile: StageTimes,
    /// Loading the image on the device.
    pub load: Duration,
    /// The kernel launches, synchronised.
    pub run: Duration,
    /// What was checked, e.g. `max relative error 3e-7`.
    pub check: String,
}

fn mismatch(kernel: &str, detail: String) -> Error {
    Error::Mismatch {
        kernel: kernel.to_string(),
        detail,
    }
}

struct Ctx<'d> {
    dev: &'d dyn Device,
    compile: StageTimes,
    load: Duration,
}

impl Ctx<'_> {
    fn kernels(&mut self, m: &crate::PortableModule, names: &[&str]) -> Result<Vec<Kernel>> {
        let c = crate::compile_for(self.dev, m)?;
        self.compile = c.times;
        let t = Instant::now();
        let module = self.dev.load(&c.image)?;
        self.load = t.elapsed();
        Ok(names
            .iter()
            .map(|n| module.kernel(n))
            .collect::<std::result::Result<_, _>>()?)
    }

    fn timed(&self, f: impl FnOnce() -> Result<()>) -> Result<Duration> {
        let t = Instant::now();
        f()?;
        self.dev.synchronize()?;
        Ok(t.elapsed())
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

fn scan_pass(
    dev: &dyn Device,
    scan: &Kernel,
    add: &Kernel,
    x: &Buffer<u32>,
) -> Result<Buffer<u32>> {
    let n = x.len();
    let blocks = (n as u32).div_ceil(k::scan::BLOCK).max(1);
    let y = dev.alloc::<u32>(n)?;
    let sums = dev.alloc::<u32>(blocks as usize)?;
    dev.launch(
        scan,
        &cfg(blocks, k::scan::BLOCK),
        &[x.into(), (&y).into(), (&sums).into(), (n as u32).into()],
    )?;
    if blocks > 1 {
        let offsets = scan_pass(dev, scan, add, &sums)?;
        dev.launch(
            add,
            &cfg(blocks, k::scan::BLOCK),
            &[(&y).into(), (&offsets).into(), (n as u32).into()],
        )?;
    }
    Ok(y)
}

/// Compiles library kernel `name` for `dev`, runs it on inputs of size `n`,
/// and checks the result against the CPU reference.
pub fn run(dev: &dyn Device, name: &str, n: usize) -> Result<Report> {
    let mut cx = Ctx {
        dev,
        compile: StageTimes::default(),
        load: Duration::ZERO,
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
            let xs: Vec<f32> = (0..n).map(|i| (i % 1024) as f32 * 0.5 - 100.0).collect();
            let ys: Vec<f32> = (0..n).map(|i| (i % 999) as f32 * 0.25).collect();
            let (x, y) = (dev.upload(&xs)?, dev.upload(&ys)?);
            let threads = if vec4 { n.div_ceil(4) } else { n };
            let run = cx.timed(|| {
                Ok(dev.launch(
                    &kern,
                    &LaunchConfig::for_elems(threads, 256),
                    &[2.5f32.into(), (&x).into(), (&y).into(), nn.into()],
                )?)
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
            let xs: Vec<f32> = (0..n)
                .map(|i| ((i * 7919) % 1000) as f32 * 0.001 - 0.4)
                .collect();
            let (x, out) = (dev.upload(&xs)?, dev.upload(&[0f32])?);
            let blocks = nn
                .div_ceil(256)
                .clamp(1, 4 * dev.info().multiprocessors.max(1));
            let run = cx.timed(|| {
                Ok(dev.launch(
                    &kern,
                    &cfg(blocks, 256),
                    &[(&x).into(), (&out).into(), nn.into()],
                )?)
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
            let data: Vec<u8> = (0..n)
                .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
                .collect();
            let (d, bins) = (dev.upload(&data)?, dev.upload(&[0u32; 256])?);
            let blocks = nn.div_ceil(256).clamp(1, 256);
            let run = cx.timed(|| {
                Ok(dev.launch(
                    &kern,
                    &cfg(blocks, 256),
                    &[(&d).into(), (&bins).into(), nn.into()],
                )?)
            })?;
            if dev.download(&bins)? != k::histogram::reference(&data) {
                return Err(mismatch(name, "bin counts differ".into()));
            }
            ("histogram", run, "256 bins exact".into())
        }
        "scan" => {
            let ks = cx.kernels(&k::scan::module()?, &[k::scan::SCAN, k::scan::ADD])?;
            u32_len(name, n)?;
            let xs: Vec<u32> = (0..n as u32)
                .map(|i| i.wrapping_mul(2_654_435_761) >> 20)
                .collect();
            let x = dev.upload(&xs)?;
            let mut y = None;
            let run = cx.timed(|| {
                y = Some(scan_pass(dev, &ks[0], &ks[1], &x)?);
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
            let side = (n as f64).sqrt().ceil() as usize;
            let xs: Vec<f32> = (0..side * side).map(|i| i as f32).collect();
            let (x, out) = (dev.upload(&xs)?, dev.alloc::<f32>(side * side)?);
            let s = u32_len(name, side)?;
            let c = k::transpose::config(s, s);
            let run = cx.timed(|| {
                Ok(dev.launch(&kern, &c, &[(&x).into(), (&out).into(), s.into(), s.into()])?)
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
            let xs: Vec<f32> = (0..rows * cols)
                .map(|i| ((i * 7919) % 1000) as f32 * 0.02 - 10.0)
                .collect();
            let (x, out) = (dev.upload(&xs)?, dev.alloc::<f32>(rows * cols)?);
            let r = u32_len(name, rows)?;
            let run = cx.timed(|| {
                Ok(dev.launch(
                    &kern,
                    &cfg(r, k::softmax::BLOCK),
                    &[(&x).into(), (&out).into(), r.into(), (cols as u32).into()],
                )?)
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
            let a: Vec<f32> = (0..e * e)
                .map(|i| ((i * 31) % 17) as f32 * 0.125 - 1.0)
                .collect();
            let b: Vec<f32> = (0..e * e)
                .map(|i| ((i * 13) % 11) as f32 * 0.25 - 1.25)
                .collect();
            let (ab, bb, cb) = (dev.upload(&a)?, dev.upload(&b)?, dev.alloc::<f32>(e * e)?);
            let s = u32_len(name, e)?;
            let c = k::sgemm::config(s, s);
            let run = cx.timed(|| {
                Ok(dev.launch(
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
                )?)
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
        load: cx.load,
        run,
        check,
    })
}

/// The names of [`KERNELS`], for messages.
pub const NAMES: &str = "saxpy, saxpy_vec4, reduce, histogram, scan, transpose, softmax, sgemm";
