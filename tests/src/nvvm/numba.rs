//! Numba's PTX (`tests/corpus/ptx/numba`) of six kernels of our own
//! (`numba_ptx.py` there), as Numba 0.68 compiled them for compute
//! capability 8.0, translated and run on every device (on CUDA also as
//! given) with inputs built here, against references computed here.
//!
//! Numba passes each array as the fields of its data model: `meminfo` and
//! `parent` (null here, as for a device array the kernel does not hand
//! back), `nitems`, `itemsize`, the `data` pointer, then `shape` and
//! `strides` (bytes), one per dimension.

use anyhow::{Context, ensure};
use gpujit::{
    Buffer, Device, DeviceExt, Dim3, KernelArg, LaunchConfig, Module, ParamType, PtxModule,
};
use gpujit_conformance::Tally;

use super::ptx::{Translated, load};

/// The kernels: name (the Python function's), PTX, and the parameters
/// before each array's fields (saxpy's scalar `a`) with the arrays' ranks.
const KERNELS: [(&str, &str, Layout); 6] = [
    (
        "saxpy",
        include_str!("../../corpus/ptx/numba/saxpy.ptx"),
        Layout(1, &[1, 1]),
    ),
    (
        "block_sum",
        include_str!("../../corpus/ptx/numba/block_sum.ptx"),
        Layout(0, &[1, 1]),
    ),
    (
        "histogram",
        include_str!("../../corpus/ptx/numba/histogram.ptx"),
        Layout(0, &[1, 1]),
    ),
    (
        "transcendental",
        include_str!("../../corpus/ptx/numba/transcendental.ptx"),
        Layout(0, &[1, 1]),
    ),
    (
        "stencil2d",
        include_str!("../../corpus/ptx/numba/stencil2d.ptx"),
        Layout(0, &[2, 2]),
    ),
    (
        "warp_sum",
        include_str!("../../corpus/ptx/numba/warp_sum.ptx"),
        Layout(0, &[1, 1]),
    ),
];

/// Scalar parameters first, then arrays of these ranks.
struct Layout(usize, &'static [usize]);

impl Layout {
    /// The parameters that are pointers: each array's `data` field.
    fn pointers(&self) -> Vec<usize> {
        let mut at = self.0;
        let mut out = Vec::new();
        for &rank in self.1 {
            out.push(at + 4);
            at += 5 + 2 * rank;
        }
        out
    }

    fn params(&self) -> usize {
        self.0 + self.1.iter().map(|r| 5 + 2 * r).sum::<usize>()
    }
}

/// The fields of a C-contiguous array of `shape` in `buf`, as Numba passes them.
fn array<'a, T: gpujit::DeviceCopy>(buf: &'a Buffer<T>, shape: &[i64]) -> Vec<KernelArg<'a>> {
    let item = std::mem::size_of::<T>() as i64;
    let mut args: Vec<KernelArg<'a>> = vec![
        0i64.into(),
        0i64.into(),
        shape.iter().product::<i64>().into(),
        item.into(),
        buf.into(),
    ];
    args.extend(shape.iter().map(|&n| KernelArg::from(n)));
    let mut strides = vec![item; shape.len()];
    for k in (0..shape.len().saturating_sub(1)).rev() {
        strides[k] = strides[k + 1] * shape[k + 1];
    }
    args.extend(strides.into_iter().map(KernelArg::from));
    args
}

fn launch(
    dev: &dyn Device,
    m: &Module,
    grid: Dim3,
    block: Dim3,
    args: &[KernelArg<'_>],
) -> anyhow::Result<()> {
    let name = m
        .kernels()
        .first()
        .map(|k| k.name.clone())
        .context("no kernel")?;
    let k = m.kernel(&name)?;
    let cfg = LaunchConfig {
        grid,
        block,
        shared_bytes: 0,
    };
    dev.launch(&k, &cfg, args)?;
    dev.synchronize()?;
    Ok(())
}

/// Small pseudo-random numbers, the same on every run.
fn numbers(n: usize, seed: u64) -> Vec<u64> {
    let mut s = seed;
    (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            s >> 33
        })
        .collect()
}

fn saxpy(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let n = 1000usize;
    let a = 1.75f32;
    let x: Vec<f32> = numbers(n, 1)
        .iter()
        .map(|&v| (v % 2001) as f32 / 64.0 - 15.0)
        .collect();
    let y: Vec<f32> = numbers(n, 2)
        .iter()
        .map(|&v| (v % 777) as f32 / 32.0)
        .collect();
    let (dx, dy) = (dev.upload(&x)?, dev.upload(&y)?);
    let mut args = vec![a.into()];
    args.extend(array(&dx, &[n as i64]));
    args.extend(array(&dy, &[n as i64]));
    launch(dev, m, Dim3::x(8), Dim3::x(128), &args)?;
    let got = dev.download(&dy)?;
    for i in 0..n {
        // `a * x + y` is one `fma.rn.f32` in Numba's PTX.
        let want = x[i].mul_add(a, y[i]);
        ensure!(got[i] == want, "y[{i}] = {}, want {want}", got[i]);
    }
    Ok(())
}

fn block_sum(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let (blocks, n) = (5usize, 1200usize);
    let x: Vec<f32> = numbers(n, 3)
        .iter()
        .map(|&v| (v % 1000) as f32 / 7.0)
        .collect();
    let dx = dev.upload(&x)?;
    let dp = dev.alloc::<f32>(blocks)?;
    let mut args = array(&dx, &[n as i64]);
    args.extend(array(&dp, &[blocks as i64]));
    launch(dev, m, Dim3::x(blocks as u32), Dim3::x(256), &args)?;
    let got = dev.download(&dp)?;
    for (b, g) in got.iter().enumerate() {
        // The kernel's tree: buf[t] += buf[t + s] for s = 128, 64, ..., 1.
        let mut buf: Vec<f32> = (0..256)
            .map(|t| x.get(b * 256 + t).copied().unwrap_or(0.0))
            .collect();
        let mut s = 128;
        while s > 0 {
            for t in 0..s {
                buf[t] += buf[t + s];
            }
            s /= 2;
        }
        ensure!(*g == buf[0], "partial[{b}] = {g}, want {}", buf[0]);
    }
    Ok(())
}

fn histogram(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let (n, nbins) = (3000usize, 37usize);
    // Negative values too: Python's `%` takes them to a bin in [0, nbins).
    let v: Vec<i32> = numbers(n, 4)
        .iter()
        .map(|&r| (r % 2001) as i32 - 1000)
        .collect();
    let dv = dev.upload(&v)?;
    let db = dev.alloc::<i32>(nbins)?;
    let mut args = array(&dv, &[n as i64]);
    args.extend(array(&db, &[nbins as i64]));
    launch(dev, m, Dim3::x(24), Dim3::x(128), &args)?;
    let mut want = vec![0i32; nbins];
    for x in &v {
        want[x.rem_euclid(nbins as i32) as usize] += 1;
    }
    ensure!(dev.download(&db)? == want, "the bins differ");
    Ok(())
}

/// The kernel's two terms, `exp(-v*v) * sin(v)` and
/// `sqrt(|v|) / (1 + log1p(|v|))`.
fn terms(v: f64) -> (f64, f64) {
    (
        (-v * v).exp() * v.sin(),
        v.abs().sqrt() / (1.0 + v.abs().ln_1p()),
    )
}

fn transcendental(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let n = 700usize;
    // Small and large arguments; the largest take sin's slow reduction path.
    let mut x: Vec<f64> = numbers(n - 4, 5)
        .iter()
        .map(|&r| (r % 200_001) as f64 / 20_000.0 - 5.0)
        .collect();
    x.extend([0.0, -1e-300, 1e22, -3.5e15]);
    let dx = dev.upload(&x)?;
    let dout = dev.alloc::<f64>(n)?;
    let mut args = array(&dx, &[n as i64]);
    args.extend(array(&dout, &[n as i64]));
    launch(dev, m, Dim3::x(6), Dim3::x(128), &args)?;
    let got = dev.download(&dout)?;
    for (i, (&v, &g)) in x.iter().zip(&got).enumerate() {
        let (a, b) = terms(v);
        let want = a + b;
        // The precision contract: exp, sin and log1p within 4 ulp of
        // NVIDIA's (libdevice's bounds), sqrt, `+`, `*` and `/` correctly
        // rounded; with the CPU's libm within 1 ulp, each term is within 12
        // ulp of its magnitude, so the sum within 16 ulp of |a| + |b|.
        let tol = 16.0 * f64::EPSILON * (a.abs() + b.abs());
        ensure!(
            (g - want).abs() <= tol,
            "out[{i}] = {g:e} for x = {v:e}, want {want:e} (within {tol:e})"
        );
    }
    Ok(())
}

fn stencil2d(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let (rows, cols) = (40usize, 24usize);
    let a: Vec<f32> = numbers(rows * cols, 6)
        .iter()
        .map(|&r| (r % 4096) as f32 / 16.0)
        .collect();
    let da = dev.upload(&a)?;
    let db = dev.alloc::<f32>(rows * cols)?;
    let shape = [rows as i64, cols as i64];
    let mut args = array(&da, &shape);
    args.extend(array(&db, &shape));
    // `r, c = cuda.grid(2)`: rows along x, columns along y.
    launch(dev, m, Dim3::new(5, 3, 1), Dim3::new(8, 8, 1), &args)?;
    let got = dev.download(&db)?;
    for r in 0..rows {
        for c in 0..cols {
            let at = |r: usize, c: usize| a[r * cols + c];
            let want = if r > 0 && r < rows - 1 && c > 0 && c < cols - 1 {
                0.25 * (at(r - 1, c) + at(r + 1, c) + at(r, c - 1) + at(r, c + 1))
            } else {
                0.0
            };
            let g = got[r * cols + c];
            ensure!(g == want, "b[{r}][{c}] = {g}, want {want}");
        }
    }
    Ok(())
}

fn warp_sum(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let n = 1000usize;
    let x: Vec<i32> = numbers(n, 7)
        .iter()
        .map(|&r| (r % 20_001) as i32 - 10_000)
        .collect();
    let dx = dev.upload(&x)?;
    let dout = dev.upload(&[0i32])?;
    let mut args = array(&dx, &[n as i64]);
    args.extend(array(&dout, &[1]));
    launch(dev, m, Dim3::x(8), Dim3::x(128), &args)?;
    let want: i32 = x.iter().sum();
    let got = dev.download(&dout)?[0];
    ensure!(got == want, "sum = {got}, want {want}");
    Ok(())
}

type Check = fn(&dyn Device, &Module) -> anyhow::Result<()>;

fn check(name: &str) -> Option<Check> {
    Some(match name {
        "saxpy" => saxpy,
        "block_sum" => block_sum,
        "histogram" => histogram,
        "transcendental" => transcendental,
        "stencil2d" => stencil2d,
        "warp_sum" => warp_sum,
        _ => return None,
    })
}

/// Translates `text` and checks the signature: the PTX's parameters, with
/// exactly the arrays' `data` fields pointers.
fn translate(text: &str, layout: &Layout) -> Translated {
    let m = PtxModule::from_text("numba.ptx", text)?;
    let p = m.translate()?;
    ensure!(
        p.kernels() == m.kernels(),
        "signatures differ once translated"
    );
    let k = m.kernels().first().context("no kernel")?;
    ensure!(
        k.params.len() == layout.params(),
        "{} parameters",
        k.params.len()
    );
    let pointers: Vec<usize> = (0..k.params.len())
        .filter(|&i| matches!(k.params[i].ty, ParamType::Pointer(_)))
        .collect();
    ensure!(
        pointers == layout.pointers(),
        "pointer parameters {pointers:?}, want {:?}",
        layout.pointers()
    );
    Ok((m, p))
}

/// Runs the Numba kernels on `devices`.
pub fn run(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    let filter = std::env::var("GPUJIT_FILTER").ok();
    let wanted = |name: &str| {
        filter.as_ref().is_none_or(|f| {
            format!("ptx::numba::translate::{name}").contains(f.as_str())
                || devices.iter().any(|(tag, _)| {
                    format!("{tag}::ptx::numba::as_given::{name}").contains(f.as_str())
                })
        })
    };
    for (name, text, layout) in &KERNELS {
        if !wanted(name) {
            continue;
        }
        let r = translate(text, layout);
        t.run(&format!("ptx::numba::translate::{name}"), || match &r {
            Ok(_) => Ok(()),
            Err(e) => Err(anyhow::anyhow!("{e:#}")),
        });
        let Some(run) = check(name) else {
            t.fail(&format!("ptx::numba::{name}"), "no check for this kernel");
            continue;
        };
        for (tag, dev) in devices {
            t.run(&format!("{tag}::ptx::numba::{name}"), || {
                run(*dev, &load(*dev, &r, false)?)
            });
            if dev.info().backend == gpujit::Backend::Cuda {
                t.run(&format!("{tag}::ptx::numba::as_given::{name}"), || {
                    run(*dev, &load(*dev, &r, true)?)
                });
            }
        }
    }
}
