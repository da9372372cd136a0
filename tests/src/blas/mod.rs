//! `gpujit_blas` on every device: each entry point against a reference
//! computed in f64 here, every transpose pair and layout, ragged shapes,
//! alpha/beta (beta = 0 over NaN), leading dimensions past the minimum,
//! strides and batches, the matrix-core path and the general kernel, and
//! the argument errors.
//!
//! Results are compared with the bound of the precision contract rather
//! than a fixed tolerance: an element computed in a type of unit roundoff
//! `u` from exact inputs is within `(k + 2)·u·(|alpha|·Σ|a·b| + |beta·c|)`
//! of the exact value (any order of summation), plus the rounding to the
//! output type (relative, or half its smallest subnormal below its normal
//! range); the check allows twice that. Padding past each matrix's
//! rows (leading dimensions, strides) holds NaN, so a kernel that reads it
//! fails; padding in `C` must come back unchanged.

use anyhow::{Context, bail, ensure};
use gpujit::Device;
use gpujit_blas::{Blas, DataType, Gemm, Layout, MathMode, Op, Path, Strided};
use gpujit_conformance::{Selected, Tally};

mod cases;
mod fp8;
mod host;
pub(crate) mod level1;
mod split;
mod tf32;

use host::{HostMatrix, Operand, Rng};

/// How many shapes a device runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Sizes {
    /// Every shape (the host, GPUs).
    Full,
    /// The emulated processors and the host's wave64 device: one shape per
    /// kind of edge.
    Reduced,
}

/// A device opened for the BLAS tests, or why it did not open.
type Opened = gpujit::Result<Box<dyn Device>>;

/// Runs the BLAS tests on every device selected: the host (also as a
/// wave64 device), the emulator as gfx942, gfx1100 and gfx1201, a GPU.
pub fn run(t: &mut Tally, selected: &[Selected]) {
    for s in selected {
        let Ok(dev) = &s.device else { continue };
        let mut devices: Vec<(String, Sizes, Opened)> = Vec::new();
        match s.target {
            gpujit::Target::Host => {
                devices.push(("host".into(), Sizes::Full, gpujit::open("host")));
                devices.push((
                    "host-wave64".into(),
                    Sizes::Reduced,
                    gpujit::host_device_with_warp_size(64).map(|d| Box::new(d) as Box<dyn Device>),
                ));
            }
            gpujit::Target::Amdgcn if gpujit::is_emulator(dev.info()) => {
                for (tag, arch) in [
                    ("amdgcn", "gfx942"),
                    ("amdgcn-gfx1100", "gfx1100"),
                    ("amdgcn-gfx1201", "gfx1201"),
                ] {
                    devices.push((tag.into(), Sizes::Reduced, gpujit::open_emulator_for(arch)));
                }
            }
            target => devices.push((
                target.to_string(),
                Sizes::Full,
                gpujit::open(&gpujit::device_spec(dev.info())),
            )),
        }
        for (tag, sizes, d) in devices {
            let blas = t.run_value(&format!("{tag}::blas::handle"), || {
                Ok(Blas::for_device(d?)?)
            });
            match blas {
                Some(mut blas) => on_device(t, &tag, &mut blas, sizes),
                None => t.fail(&format!("{tag}::blas::device"), "no BLAS handle"),
            }
        }
    }
}

fn on_device(t: &mut Tally, tag: &str, blas: &mut Blas, sizes: Sizes) {
    // The host and the emulated processors all run both 16-bit kinds, so
    // their matrix-core tests do run on the matrix cores.
    let info = blas.device().info();
    if info.backend == gpujit::Backend::Host || gpujit::is_emulator(info) {
        t.run(&format!("{tag}::blas::matrix_kinds"), || {
            for kind in [
                gpujit::ir::MmaKind::F16_16X16X16,
                gpujit::ir::MmaKind::BF16_16X16X16,
            ] {
                ensure!(
                    blas.matrix_kinds().contains(&kind),
                    "{} does not run {}",
                    blas.device().info().arch,
                    kind.name()
                );
            }
            Ok(())
        });
    }
    cases::transposes(t, tag, blas, sizes);
    cases::shapes(t, tag, blas, sizes);
    cases::scalars(t, tag, blas);
    cases::mixed(t, tag, blas, sizes);
    tf32::tf32(t, tag, blas, sizes);
    fp8::fp8(t, tag, blas, sizes);
    cases::batches(t, tag, blas, sizes);
    cases::tuned(t, tag, blas);
    cases::tuning(t, tag, blas);
    split::split(t, tag, blas);
    if sizes == Sizes::Full {
        cases::hopper(t, tag, blas);
    }
    cases::errors(t, tag, blas);
    level1::vectors(t, tag, blas, sizes);
    // GPUJIT_BLAS_SWEEP=N runs N random products on every device instead.
    let sweep = std::env::var("GPUJIT_BLAS_SWEEP")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(match sizes {
            Sizes::Full => 64,
            Sizes::Reduced => 24,
        });
    cases::sweep(t, tag, blas, sweep);
}

/// One product (or batch) to run and check.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Case {
    pub g: Gemm,
    pub input: DataType,
    /// `B`'s type where it is not `input`'s (an `e4m3` and `e5m2` pair).
    pub input_b: Option<DataType>,
    pub output: DataType,
    pub batch: Batch,
    /// `C` starts as NaN (with `beta = 0` it must not be read).
    pub nan_c: bool,
    /// `A` and `B` hold NaN (with `alpha = 0` they must not be read).
    pub nan_ab: bool,
}

/// How a case's products are batched.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Batch {
    /// One product: `gemm` or `gemm_ex`.
    One,
    /// `count` products at strides `pad` elements past each matrix's extent
    /// (`a_shared`: every product reads the first `A`, stride 0).
    Strided {
        count: usize,
        pad: i64,
        a_shared: bool,
    },
    /// `count` products in buffers of their own.
    Table { count: usize },
}

impl Case {
    pub fn new(g: Gemm, input: DataType, output: DataType) -> Case {
        Case {
            g,
            input,
            input_b: None,
            output,
            batch: Batch::One,
            nan_c: false,
            nan_ab: false,
        }
    }

    pub fn batch(self, batch: Batch) -> Case {
        Case { batch, ..self }
    }

    /// This case with `B` of `ty`.
    pub fn b(self, ty: DataType) -> Case {
        Case {
            input_b: Some(ty),
            ..self
        }
    }

    /// The type of `B`.
    pub fn b_type(&self) -> DataType {
        self.input_b.unwrap_or(self.input)
    }
}

/// Stored shape of an operand: `(rows, cols, ld)`.
fn stored(g: &Gemm, which: char) -> (usize, usize, usize) {
    let (r, c, op, ld) = match which {
        'a' => (g.m, g.k, g.transa, g.lda),
        'b' => (g.k, g.n, g.transb, g.ldb),
        _ => (g.m, g.n, Op::N, g.ldc),
    };
    let (r, c) = if op == Op::N { (r, c) } else { (c, r) };
    let min = match g.layout {
        Layout::ColMajor => r.max(1),
        Layout::RowMajor => c.max(1),
    };
    (r as usize, c as usize, ld.unwrap_or(min) as usize)
}

/// Index of stored element `(r, c)`.
fn index(layout: Layout, ld: usize, r: usize, c: usize) -> usize {
    match layout {
        Layout::ColMajor => c * ld + r,
        Layout::RowMajor => r * ld + c,
    }
}

/// Elements a stored matrix reaches.
fn extent(layout: Layout, (r, c, ld): (usize, usize, usize)) -> usize {
    if r == 0 || c == 0 {
        return 0;
    }
    match layout {
        Layout::ColMajor => (c - 1) * ld + r,
        Layout::RowMajor => (r - 1) * ld + c,
    }
}

/// Runs `case` on `blas` and checks every element of `C` (and its padding).
/// Returns the path the product took.
pub(crate) fn check(blas: &Blas, case: &Case, seed: u64) -> anyhow::Result<Path> {
    let g = case.g;
    let dev = blas.device();
    let count = match case.batch {
        Batch::One => 1,
        Batch::Strided { count, .. } | Batch::Table { count } => count,
    };
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let shapes = ['a', 'b', 'c'].map(|w| stored(&g, w));
    let extents = shapes.map(|s| extent(g.layout, s));
    let pad = match case.batch {
        Batch::Strided { pad, .. } => pad as usize,
        _ => 0,
    };
    let mut strides = extents.map(|e| e + pad);
    if let Batch::Strided { a_shared: true, .. } = case.batch {
        strides[0] = 0;
    }
    // Host copies of every product's matrices (NaN in the padding).
    let mut mats: Vec<[HostMatrix; 3]> = Vec::new();
    for _ in 0..count {
        mats.push([0, 1, 2].map(|w| {
            let (r, c, ld) = shapes[w];
            let ty = [case.input, case.b_type(), case.output][w];
            let nan = if w == 2 { case.nan_c } else { case.nan_ab };
            HostMatrix::random(&mut rng, ty, g.layout, (r, c, ld), nan, w == 2)
        }));
    }
    // Device operands as the batch kind lays them out.
    let path = blas.path(&g, case.input, case.output)?;
    let mut got: Vec<Vec<f64>> = Vec::new();
    match case.batch {
        Batch::One | Batch::Strided { .. } => {
            let pack = |w: usize| -> Vec<f64> {
                let len = if strides[w] == 0 {
                    extents[w]
                } else {
                    strides[w] * (count - 1) + extents[w]
                };
                let mut v = vec![f64::NAN; len.max(1)];
                for (z, m) in mats.iter().enumerate() {
                    if strides[w] == 0 && z > 0 {
                        break;
                    }
                    v[z * strides[w]..z * strides[w] + extents[w]]
                        .copy_from_slice(&m[w].data[..extents[w]]);
                }
                v
            };
            let (a, b, c0) = (pack(0), pack(1), pack(2));
            let a_dev = Operand::upload(dev, case.input, &a)?;
            let b_dev = Operand::upload(dev, case.b_type(), &b)?;
            let mut c_dev = Operand::upload(dev, case.output, &c0)?;
            match case.batch {
                Batch::One => {
                    blas.gemm_ex(&g, a_dev.matrix(), b_dev.matrix(), c_dev.matrix_mut()?)?
                }
                _ => {
                    let s = Strided {
                        count: count as i64,
                        stride_a: strides[0] as i64,
                        stride_b: strides[1] as i64,
                        stride_c: strides[2] as i64,
                    };
                    blas.gemm_strided_batched_ex(
                        &g,
                        &s,
                        a_dev.matrix(),
                        b_dev.matrix(),
                        c_dev.matrix_mut()?,
                    )?
                }
            }
            let c = c_dev.download(dev)?;
            // The gaps between the Cs are untouched.
            for (i, (x, y)) in c.iter().zip(&c0).enumerate() {
                let z = i / strides[2].max(1);
                if i % strides[2].max(1) >= extents[2] || z >= count {
                    ensure!(
                        x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan()),
                        "element {i} of c, past the matrices, changed from {y} to {x}"
                    );
                }
            }
            for z in 0..count {
                got.push(c[z * strides[2]..z * strides[2] + extents[2]].to_vec());
            }
        }
        Batch::Table { .. } => {
            let ups = |w: usize, ty: DataType| -> anyhow::Result<Vec<Operand>> {
                mats.iter()
                    .map(|m| Operand::upload(dev, ty, &m[w].data))
                    .collect()
            };
            let (a, b) = (ups(0, case.input)?, ups(1, case.b_type())?);
            let mut c = ups(2, case.output)?;
            let am: Vec<_> = a.iter().map(Operand::matrix).collect();
            let bm: Vec<_> = b.iter().map(Operand::matrix).collect();
            let mut cm = c
                .iter_mut()
                .map(Operand::matrix_mut)
                .collect::<anyhow::Result<Vec<_>>>()?;
            blas.gemm_batched_ex(&g, &am, &bm, &mut cm)?;
            drop(cm);
            for x in &c {
                got.push(x.download(dev)?);
            }
        }
    }
    for (z, m) in mats.iter().enumerate() {
        let a = if strides[0] == 0 && matches!(case.batch, Batch::Strided { .. }) {
            &mats[0][0]
        } else {
            &m[0]
        };
        compare(case, (a, &m[1], &m[2]), &got[z], shapes[2].2)
            .with_context(|| format!("product {z} of {count}"))?;
    }
    Ok(path)
}

/// Half the smallest subnormal of `t`: the error of a rounding below its
/// normal range.
fn tiny(t: DataType) -> f64 {
    match t {
        DataType::F16 => 2f64.powi(-25),
        DataType::BF16 => 2f64.powi(-134),
        DataType::F32 => 2f64.powi(-150),
        DataType::F64 => 0.0,
        // Never an output; as inputs they are exact.
        DataType::E4M3 | DataType::E5M2 => 0.0,
    }
}

/// Checks one product's `C` (`got`, as stored at `ldc`) against the f64
/// reference from the host copies.
fn compare(
    case: &Case,
    (a, b, c0): (&HostMatrix, &HostMatrix, &HostMatrix),
    got: &[f64],
    ldc: usize,
) -> anyhow::Result<()> {
    let g = case.g;
    let (m, n, k) = (g.m as usize, g.n as usize, g.k as usize);
    let compute = if case.input == DataType::F64 {
        DataType::F64
    } else {
        DataType::F32
    };
    let u = compute.unit_roundoff();
    let tf32 = g.math == MathMode::AllowTf32 && case.input == DataType::F32;
    let u_out = case.output.unit_roundoff();
    let op_a = |i: usize, p: usize| {
        if g.transa == Op::N {
            a.at(i, p)
        } else {
            a.at(p, i)
        }
    };
    let op_b = |p: usize, j: usize| {
        if g.transb == Op::N {
            b.at(p, j)
        } else {
            b.at(j, p)
        }
    };
    for i in 0..m {
        for j in 0..n {
            let (mut dot, mut mag) = (0.0f64, 0.0f64);
            if g.alpha != 0.0 {
                for p in 0..k {
                    let x = op_a(i, p) * op_b(p, j);
                    dot += x;
                    mag += x.abs();
                }
            }
            let mut want = g.alpha * dot;
            mag *= g.alpha.abs();
            // Inputs read as tf32 lose up to 2^-10 of each value.
            let read = if tf32 {
                2f64.powi(-9) + 2f64.powi(-20)
            } else {
                0.0
            };
            if g.beta != 0.0 {
                want += g.beta * c0.at(i, j);
                mag += (g.beta * c0.at(i, j)).abs();
            }
            let at = index(g.layout, ldc, i, j);
            let x = got[at];
            // Below the normal range, roundings are absolute: half the
            // smallest subnormal of the type.
            let bound = 2.0
                * ((k as f64 + 2.0) * (u * mag + tiny(compute))
                    + read * mag
                    + u_out * want.abs()
                    + tiny(case.output))
                + 1e-300;
            // NaN fails too.
            let close = (x - want).abs() <= bound;
            if !close {
                bail!(
                    "C[{i}][{j}] = {x}, reference {want} (allowed {bound:.2e}; {:?} {}x{}x{} {:?}{:?} alpha {} beta {})",
                    g.layout,
                    m,
                    n,
                    k,
                    g.transa,
                    g.transb,
                    g.alpha,
                    g.beta
                );
            }
        }
    }
    // Padding between the columns (rows) of C is untouched.
    for (at, x) in got.iter().enumerate() {
        let (minor, _major) = (at % ldc, at / ldc);
        let limit = match g.layout {
            Layout::ColMajor => m,
            Layout::RowMajor => n,
        };
        if minor >= limit {
            let y = c0.data[at];
            ensure!(
                x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan()),
                "padding element {at} of C changed from {y} to {x}"
            );
        }
    }
    Ok(())
}
