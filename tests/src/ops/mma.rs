//! The matrix operation (`gpujit::ir::mma`) on every device and every kind it
//! runs: the lane layout the target reports covers each tile, loads from
//! global and shared memory in both layouts, the element API, accumulation
//! across a loop, and the typed error for kinds the target lacks. Values
//! are small integers, so every target's sums are exact and results are
//! compared bit for bit.

use anyhow::{bail, ensure};
use gpujit::ir::{
    Axis, FragmentUse, KernelBuilder, MatrixLayout, MmaInput, MmaKind, ModuleOptions, ScalarType,
    Value, build, p,
};
use gpujit::kernels::half::{bf16_bits, f16_bits};
use gpujit::{Buffer, Device, DeviceExt, KernelArg, PortableModule};
use gpujit_conformance::Tally;

use super::{cfg, load};

/// A matrix in device memory, in the storage type of a kind's inputs or
/// accumulator.
enum Mat {
    U16(Buffer<u16>),
    F32(Buffer<f32>),
    F64(Buffer<f64>),
}

impl Mat {
    fn upload(dev: &dyn Device, ty: ScalarType, v: &[f64]) -> anyhow::Result<Mat> {
        Ok(match ty {
            ScalarType::BF16 => {
                Mat::U16(dev.upload(&v.iter().map(|&x| bf16_bits(x as f32)).collect::<Vec<_>>())?)
            }
            ScalarType::F16 => {
                Mat::U16(dev.upload(&v.iter().map(|&x| f16_bits(x as f32)).collect::<Vec<_>>())?)
            }
            ScalarType::F32 => {
                Mat::F32(dev.upload(&v.iter().map(|&x| x as f32).collect::<Vec<_>>())?)
            }
            _ => Mat::F64(dev.upload(v)?),
        })
    }

    fn arg(&self) -> KernelArg<'_> {
        match self {
            Mat::U16(b) => b.into(),
            Mat::F32(b) => b.into(),
            Mat::F64(b) => b.into(),
        }
    }

    fn download(&self, dev: &dyn Device) -> anyhow::Result<Vec<f64>> {
        Ok(match self {
            Mat::U16(_) => bail!("accumulators are f32 or f64"),
            Mat::F32(b) => dev.download(b)?.into_iter().map(f64::from).collect(),
            Mat::F64(b) => dev.download(b)?,
        })
    }
}

/// How a kernel parameter carries a matrix of `ty`: 16-bit floats travel as `u16`.
fn param(name: &str, ty: ScalarType) -> gpujit::Param {
    match ty {
        ScalarType::F16 | ScalarType::BF16 => p::ptr(name, ScalarType::U16),
        t => p::ptr(name, t),
    }
}

fn typed<'ctx>(k: &KernelBuilder<'_, 'ctx>, ptr: Value<'ctx>, ty: ScalarType) -> Value<'ctx> {
    k.reinterpret_ptr(ptr, ty)
}

/// Element `(r, c)` of a `rows × cols` matrix at `ld` in `layout`.
fn at(layout: MatrixLayout, ld: usize, r: usize, c: usize) -> usize {
    match layout {
        MatrixLayout::RowMajor => r * ld + c,
        MatrixLayout::ColMajor => c * ld + r,
    }
}

/// A `rows × cols` matrix of small integers laid out at `ld`, padding -99.
fn matrix(rows: usize, cols: usize, layout: MatrixLayout, ld: usize, seed: usize) -> Vec<f64> {
    let major = match layout {
        MatrixLayout::RowMajor => rows,
        MatrixLayout::ColMajor => cols,
    };
    let mut v = vec![-99.0; major * ld];
    for r in 0..rows {
        for c in 0..cols {
            v[at(layout, ld, r, c)] = (((r * 3 + c * 5 + seed * 7) % 7) as f64) - 3.0;
        }
    }
    v
}

/// `A·B + C` for matrices given as functions of (row, col).
fn reference(
    m: usize,
    n: usize,
    k: usize,
    a: impl Fn(usize, usize) -> f64,
    b: impl Fn(usize, usize) -> f64,
    c: impl Fn(usize, usize) -> f64,
) -> Vec<f64> {
    let mut d = vec![0.0; m * n];
    for i in 0..m {
        for j in 0..n {
            d[i * n + j] = c(i, j) + (0..k).map(|p| a(i, p) * b(p, j)).sum::<f64>();
        }
    }
    d
}

fn same(got: &[f64], want: &[f64], what: &str) -> anyhow::Result<()> {
    ensure!(
        got.len() == want.len(),
        "{what}: {} values, not {}",
        got.len(),
        want.len()
    );
    if let Some(i) = (0..want.len()).find(|&i| got[i] != want[i]) {
        bail!("{what}: element {i} is {}, reference {}", got[i], want[i]);
    }
    Ok(())
}

/// Where a test's A and B tiles come from.
#[derive(Clone, Copy)]
enum Source {
    /// Straight from global memory.
    Global,
    /// Copied into shared arrays with leading dimension `ld` first.
    Shared { pad: u32 },
}

/// One warp: `D = A·B + C` for one tile, A and B in `la`/`lb` at leading
/// dimension `ld` (from `src`), C row-major, D stored in `ld_layout`.
fn tile_module(
    kind: MmaKind,
    la: MatrixLayout,
    lb: MatrixLayout,
    ld_layout: MatrixLayout,
    src: Source,
) -> anyhow::Result<PortableModule> {
    let (ti, ta) = (kind.input.storage(), kind.input.accumulator());
    Ok(build("mma_tile", ModuleOptions::default(), |m| {
        m.kernel(
            "k",
            &[
                param("a", ti),
                param("b", ti),
                p::ptr("c", ta),
                p::ptr("d", ta),
                p::u32("lda"),
                p::u32("ldb"),
            ],
            |k, x| {
                let (mut a, mut b) = (typed(k, x[0], ti), typed(k, x[1], ti));
                let (mut lda, mut ldb) = (x[4], x[5]);
                if let Source::Shared { pad } = src {
                    // Stage both tiles in shared memory, `pad` elements past their width.
                    let (ra, ca) = kind.dims(FragmentUse::A);
                    let (rb, cb) = kind.dims(FragmentUse::B);
                    let stage = |ptr, ld, rows: u32, cols: u32, l: MatrixLayout| {
                        let (major, minor) = match l {
                            MatrixLayout::RowMajor => (rows, cols),
                            MatrixLayout::ColMajor => (cols, rows),
                        };
                        let sld = minor + pad;
                        let s = k.shared_array(ti, major * sld);
                        let t = k.thread_id(Axis::X);
                        k.for_range(t, k.u32(major * minor), k.block_dim(Axis::X), |k, e| {
                            let (i, j) = (k.div(e, k.u32(minor)), k.rem(e, k.u32(minor)));
                            k.store(
                                s,
                                k.add(k.mul(i, k.u32(sld)), j),
                                k.load(ptr, k.add(k.mul(i, ld), j)),
                            );
                        });
                        (s, k.u32(sld))
                    };
                    (a, lda) = stage(a, lda, ra, ca, la);
                    (b, ldb) = stage(b, ldb, rb, cb, lb);
                    k.barrier();
                }
                let fa = k.fragment(kind, FragmentUse::A);
                let fb = k.fragment(kind, FragmentUse::B);
                let acc = k.fragment(kind, FragmentUse::Accumulator);
                k.load_fragment(&fa, a, lda, la);
                k.load_fragment(&fb, b, ldb, lb);
                k.load_fragment(&acc, x[2], k.u32(kind.n), MatrixLayout::RowMajor);
                k.mma(&acc, &fa, &fb, &acc);
                k.store_fragment(x[3], k.u32(kind.m.max(kind.n)), &acc, ld_layout);
            },
        )
    })?)
}

fn run_tile(
    dev: &dyn Device,
    kind: MmaKind,
    la: MatrixLayout,
    lb: MatrixLayout,
    ld_layout: MatrixLayout,
    src: Source,
) -> anyhow::Result<()> {
    let k = load(dev, &tile_module(kind, la, lb, ld_layout, src)?, "k")?;
    let (m, n, kk) = (kind.m as usize, kind.n as usize, kind.k as usize);
    // Leading dimensions wider than the tiles, as inside a larger matrix.
    let (lda, ldb) = (
        if la == MatrixLayout::RowMajor {
            kk + 8
        } else {
            m + 8
        },
        if lb == MatrixLayout::RowMajor {
            n + 8
        } else {
            kk + 8
        },
    );
    let a = matrix(m, kk, la, lda, 1);
    let b = matrix(kk, n, lb, ldb, 2);
    let c = matrix(m, n, MatrixLayout::RowMajor, n, 3);
    let (ti, ta) = (kind.input.storage(), kind.input.accumulator());
    let (ab, bb, cb) = (
        Mat::upload(dev, ti, &a)?,
        Mat::upload(dev, ti, &b)?,
        Mat::upload(dev, ta, &c)?,
    );
    let ldd = m.max(n);
    let db = Mat::upload(dev, ta, &vec![0.0; ldd * ldd])?;
    dev.launch(
        &k,
        &cfg(1, dev.info().warp_size),
        &[
            ab.arg(),
            bb.arg(),
            cb.arg(),
            db.arg(),
            (lda as u32).into(),
            (ldb as u32).into(),
        ],
    )?;
    dev.synchronize()?;
    let got = db.download(dev)?;
    let want = reference(
        m,
        n,
        kk,
        |i, p| a[at(la, lda, i, p)],
        |p, j| b[at(lb, ldb, p, j)],
        |i, j| c[i * n + j],
    );
    let got: Vec<f64> = (0..m * n)
        .map(|e| got[at(ld_layout, ldd, e / n, e % n)])
        .collect();
    same(&got, &want, "D")
}

/// Every lane writes, for each of its elements, `row·256 + col + 1` at
/// `lane·MAX + i`; the test checks every element of the tile is held by
/// the same number of lanes and the count agrees with `len`.
fn layout_test(dev: &dyn Device, kind: MmaKind) -> anyhow::Result<()> {
    const MAX: u32 = 16;
    let module = build("mma_layout", ModuleOptions::default(), |m| {
        m.kernel("k", &[p::ptr_u32("out"), p::ptr_u32("lens")], |k, x| {
            let lane = k.lane_id();
            for (u, use_) in FragmentUse::ALL.into_iter().enumerate() {
                let f = k.fragment(kind, use_);
                let len = k.fragment_len(&f);
                k.if_(k.eq(lane, k.u32(0)), |k| {
                    k.store(x[1], k.u32(u as u32), len)
                });
                k.for_range(k.u32(0), len, k.u32(1), |k, i| {
                    let (r, c) = k.fragment_coord(&f, i);
                    let v = k.add(k.add(k.mul(r, k.u32(256)), c), k.u32(1));
                    let slot = k.add(
                        k.mul(
                            k.add(k.mul(k.u32(u as u32), k.warp_size()), lane),
                            k.u32(MAX),
                        ),
                        i,
                    );
                    k.store(x[0], slot, v);
                });
            }
        })
    })?;
    let k = load(dev, &module, "k")?;
    let w = dev.info().warp_size as usize;
    let out = dev.upload(&vec![0u32; 3 * w * MAX as usize])?;
    let lens = dev.upload(&[0u32; 3])?;
    dev.launch(&k, &cfg(1, w as u32), &[(&out).into(), (&lens).into()])?;
    dev.synchronize()?;
    let (out, lens) = (dev.download(&out)?, dev.download(&lens)?);
    for (u, use_) in FragmentUse::ALL.into_iter().enumerate() {
        let (rows, cols) = kind.dims(use_);
        let len = lens[u] as usize;
        ensure!(
            len >= 1
                && len <= kind.max_len(use_) as usize
                && (len * w).is_multiple_of((rows * cols) as usize),
            "{use_:?}: {len} elements per lane of a {rows}x{cols} tile over {w} lanes"
        );
        let copies = (len * w) / (rows * cols) as usize;
        let mut seen = vec![0usize; (rows * cols) as usize];
        for lane in 0..w {
            for i in 0..MAX as usize {
                let v = out[(u * w + lane) * MAX as usize + i];
                ensure!(
                    (v != 0) == (i < len),
                    "{use_:?}: lane {lane} element {i}: {v} (len {len})"
                );
                if v == 0 {
                    continue;
                }
                let (r, c) = ((v - 1) / 256, (v - 1) % 256);
                ensure!(
                    r < rows && c < cols,
                    "{use_:?}: lane {lane} element {i} at ({r}, {c})"
                );
                seen[(r * cols + c) as usize] += 1;
            }
        }
        if let Some(e) = seen.iter().position(|&s| s != copies) {
            bail!(
                "{use_:?}: ({}, {}) is held by {} lanes, not {copies}",
                e / cols as usize,
                e % cols as usize,
                seen[e]
            );
        }
    }
    Ok(())
}

/// C set element by element from its coordinates, D written the same way
/// (with `fragment_get`), A and B filled then overwritten through `fragment_set`.
fn element_test(dev: &dyn Device, kind: MmaKind) -> anyhow::Result<()> {
    let (ti, ta) = (kind.input.storage(), kind.input.accumulator());
    let module = build("mma_elements", ModuleOptions::default(), |m| {
        m.kernel(
            "k",
            &[
                param("a", ti),
                param("b", ti),
                p::ptr("c", ta),
                p::ptr("d", ta),
            ],
            |k, x| {
                let (a, b) = (typed(k, x[0], ti), typed(k, x[1], ti));
                let fill = |ptr, use_: FragmentUse, ty: ScalarType| {
                    let f = k.fragment(kind, use_);
                    let one = k.cast(k.f32(1.0), ty);
                    k.fill_fragment(&f, one);
                    let cols = kind.dims(use_).1;
                    k.for_range(k.u32(0), k.fragment_len(&f), k.u32(1), |k, i| {
                        let (r, c) = k.fragment_coord(&f, i);
                        let v = k.load(ptr, k.add(k.mul(r, k.u32(cols)), c));
                        k.fragment_set(&f, i, v);
                    });
                    f
                };
                let fa = fill(a, FragmentUse::A, ti);
                let fb = fill(b, FragmentUse::B, ti);
                let acc = fill(x[2], FragmentUse::Accumulator, ta);
                k.mma(&acc, &fa, &fb, &acc);
                k.for_range(k.u32(0), k.fragment_len(&acc), k.u32(1), |k, i| {
                    let (r, c) = k.fragment_coord(&acc, i);
                    k.store(
                        x[3],
                        k.add(k.mul(r, k.u32(kind.n)), c),
                        k.fragment_get(&acc, i),
                    );
                });
            },
        )
    })?;
    let k = load(dev, &module, "k")?;
    let (m, n, kk) = (kind.m as usize, kind.n as usize, kind.k as usize);
    let row = MatrixLayout::RowMajor;
    let (a, b, c) = (
        matrix(m, kk, row, kk, 4),
        matrix(kk, n, row, n, 5),
        matrix(m, n, row, n, 6),
    );
    let (ab, bb, cb, db) = (
        Mat::upload(dev, ti, &a)?,
        Mat::upload(dev, ti, &b)?,
        Mat::upload(dev, ta, &c)?,
        Mat::upload(dev, ta, &vec![0.0; m * n])?,
    );
    dev.launch(
        &k,
        &cfg(1, dev.info().warp_size),
        &[ab.arg(), bb.arg(), cb.arg(), db.arg()],
    )?;
    dev.synchronize()?;
    let want = reference(
        m,
        n,
        kk,
        |i, p| a[i * kk + p],
        |p, j| b[p * n + j],
        |i, j| c[i * n + j],
    );
    same(&db.download(dev)?, &want, "D")
}

/// Each warp of a block computes a 32×32 tile of `A·B` (A row-major,
/// B column-major, K = 4 steps), four accumulators carried across a loop.
fn loop_test(dev: &dyn Device, kind: MmaKind) -> anyhow::Result<()> {
    let (ti, ta) = (kind.input.storage(), kind.input.accumulator());
    let (bm, bn, steps) = (32u32, 32u32, 4u32);
    let kk = kind.k * steps;
    let warps = 2u32;
    let module = build("mma_loop", ModuleOptions::default(), |m| {
        m.kernel(
            "k",
            &[param("a", ti), param("b", ti), p::ptr("d", ta)],
            |k, x| {
                let (a, b) = (typed(k, x[0], ti), typed(k, x[1], ti));
                // Warp w takes rows 32w..32w+32 of A.
                let w = k.div(k.thread_id(Axis::X), k.warp_size());
                let row0 = k.mul(w, k.u32(bm));
                let acc: Vec<_> = (0..4)
                    .map(|_| k.fragment(kind, FragmentUse::Accumulator))
                    .collect();
                k.for_range(k.u32(0), k.u32(kk), k.u32(kind.k), |k, k0| {
                    for i in 0..2u32 {
                        let fa = k.fragment(kind, FragmentUse::A);
                        let r = k.add(row0, k.u32(16 * i));
                        k.load_fragment(
                            &fa,
                            k.offset(a, k.add(k.mul(r, k.u32(kk)), k0)),
                            k.u32(kk),
                            MatrixLayout::RowMajor,
                        );
                        for j in 0..2u32 {
                            let fb = k.fragment(kind, FragmentUse::B);
                            let col = k.u32(16 * j);
                            k.load_fragment(
                                &fb,
                                k.offset(b, k.add(k.mul(col, k.u32(kk)), k0)),
                                k.u32(kk),
                                MatrixLayout::ColMajor,
                            );
                            let c = &acc[(2 * i + j) as usize];
                            k.mma(c, &fa, &fb, c);
                        }
                    }
                });
                for i in 0..2u32 {
                    for j in 0..2u32 {
                        let r = k.add(row0, k.u32(16 * i));
                        let at = k.add(k.mul(r, k.u32(bn)), k.u32(16 * j));
                        k.store_fragment(
                            k.offset(x[2], at),
                            k.u32(bn),
                            &acc[(2 * i + j) as usize],
                            MatrixLayout::RowMajor,
                        );
                    }
                }
            },
        )
    })?;
    let k = load(dev, &module, "k")?;
    let (m, n, kk) = ((bm * warps) as usize, bn as usize, kk as usize);
    let a = matrix(m, kk, MatrixLayout::RowMajor, kk, 7);
    let b = matrix(kk, n, MatrixLayout::ColMajor, kk, 8);
    let (ab, bb, db) = (
        Mat::upload(dev, ti, &a)?,
        Mat::upload(dev, ti, &b)?,
        Mat::upload(dev, ta, &vec![0.0; m * n])?,
    );
    dev.launch(
        &k,
        &cfg(1, warps * dev.info().warp_size),
        &[ab.arg(), bb.arg(), db.arg()],
    )?;
    dev.synchronize()?;
    let want = reference(
        m,
        n,
        kk,
        |i, p| a[i * kk + p],
        |p, j| b[j * kk + p],
        |_, _| 0.0,
    );
    same(&db.download(dev)?, &want, "D")
}

/// Every matrix test on `dev`, for each kind: run where the target has the
/// kind, a typed compile error naming the kinds it has where it does not.
pub(super) fn mma_tests(t: &mut Tally, tag: &str, dev: &dyn Device) {
    let kinds = match gpujit::matrix_kinds_for(dev) {
        Ok(k) => k,
        Err(e) => {
            t.fail(&format!("{tag}::mma::kinds"), &e.to_string());
            return;
        }
    };
    use MatrixLayout::{ColMajor as Col, RowMajor as Row};
    for kind in MmaKind::ALL {
        let name = |s: &str| format!("{tag}::mma::{kind}::{s}");
        if !kinds.contains(&kind) {
            t.run(&name("unsupported"), || {
                let m = tile_module(kind, Row, Row, Row, Source::Global)?;
                let e = match gpujit::compile_for(dev, &m) {
                    Ok(_) => bail!("{kind} compiled, but the target lists only {kinds:?}"),
                    Err(e) => e.to_string(),
                };
                ensure!(
                    e.contains(&format!("no matrix operation {kind}")),
                    "unexpected error: {e}"
                );
                for k in &kinds {
                    ensure!(e.contains(&k.name()), "{e} does not list {k}");
                }
                Ok(())
            });
            continue;
        }
        t.run(&name("layout"), || layout_test(dev, kind));
        for (la, lb) in [(Row, Row), (Row, Col), (Col, Row), (Col, Col)] {
            let s = format!("global::{}_{}", la.name(), lb.name());
            t.run(&name(&s), || {
                run_tile(dev, kind, la, lb, Row, Source::Global)
            });
        }
        t.run(&name("global::store_col"), || {
            run_tile(dev, kind, Row, Col, Col, Source::Global)
        });
        for (la, lb) in [(Row, Row), (Row, Col), (Col, Row), (Col, Col)] {
            for (pad, what) in [(8, "aligned"), (1, "unaligned")] {
                let s = format!("shared::{}_{}::{what}", la.name(), lb.name());
                t.run(&name(&s), || {
                    run_tile(dev, kind, la, lb, Row, Source::Shared { pad })
                });
            }
        }
        t.run(&name("elements"), || element_test(dev, kind));
        t.run(&name("loop"), || loop_test(dev, kind));
    }
    if dev.info().backend == gpujit::Backend::Host && dev.info().warp_size == 32 {
        t.run(&format!("{tag}::mma::warp16_faults"), || {
            let d = gpujit::host_device_with_warp_size(16)?;
            let kind = MmaKind::BF16_16X16X16;
            let e = run_tile(&d, kind, Row, Row, Row, Source::Global)
                .err()
                .map(|e| format!("{e:#}"))
                .unwrap_or_default();
            ensure!(
                e.contains("needs warps of 32 or 64 threads"),
                "warp 16: expected a fault, got {e:?}"
            );
            Ok(())
        });
    }
}

/// A module using every matrix intrinsic of `kind`: loads of each operand in
/// both layouts from global, shared and generic memory, the operation,
/// stores, and the layout queries.
fn every_mma_op_module(kind: MmaKind) -> anyhow::Result<PortableModule> {
    let (ti, ta) = (kind.input.storage(), kind.input.accumulator());
    Ok(build("every_mma_op", ModuleOptions::default(), |m| {
        m.kernel(
            "k",
            &[param("a", ti), p::ptr("d", ta), p::ptr_u32("q")],
            |k, x| {
                let a = typed(k, x[0], ti);
                let s_in = k.shared_array(ti, 1024);
                let s_acc = k.shared_array(ta, 512);
                let acc = k.fragment(kind, FragmentUse::Accumulator);
                for l in [MatrixLayout::RowMajor, MatrixLayout::ColMajor] {
                    for (ptr, sacc) in [(a, x[1]), (s_in, s_acc), (k.generic(a), k.generic(x[1]))] {
                        let fa = k.fragment(kind, FragmentUse::A);
                        let fb = k.fragment(kind, FragmentUse::B);
                        k.load_fragment(&fa, ptr, k.u32(40), l);
                        k.load_fragment(&fb, ptr, k.u32(40), l);
                        k.load_fragment(&acc, sacc, k.u32(24), l);
                        k.mma(&acc, &fa, &fb, &acc);
                        k.store_fragment(sacc, k.u32(24), &acc, l);
                    }
                }
                let lane = k.lane_id();
                for (u, use_) in FragmentUse::ALL.into_iter().enumerate() {
                    let f = k.fragment(kind, use_);
                    let (r, c) = k.fragment_coord(&f, k.u32(1));
                    let v = k.add(k.add(r, c), k.fragment_len(&f));
                    k.store(x[2], k.add(k.mul(lane, k.u32(3)), k.u32(u as u32)), v);
                }
                k.barrier();
                k.store(x[1], lane, k.load(s_acc, lane));
            },
        )
    })?)
}

/// What a target's code must contain for `kind` (PTX text, or the AMD
/// lowered IR's intrinsic names).
fn expected_instructions(target: gpujit::Target, arch: &str, kind: MmaKind) -> Vec<&'static str> {
    use gpujit::Target;
    match (target, kind.input) {
        (Target::Nvptx, MmaInput::F16) => vec![
            "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32",
            "ldmatrix.sync.aligned.m8n8.x4.shared.b16",
            "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16",
        ],
        (Target::Nvptx, MmaInput::BF16) => vec![
            "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32",
            "ldmatrix.sync.aligned.m8n8.x4",
        ],
        (Target::Nvptx, MmaInput::TF32) => {
            vec!["mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32"]
        }
        (Target::Nvptx, MmaInput::F64) => vec!["mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64"],
        (Target::Amdgcn, input) if arch.starts_with("gfx9") => vec![match input {
            MmaInput::F16 => "llvm.amdgcn.mfma.f32.16x16x16f16",
            MmaInput::BF16 => "llvm.amdgcn.mfma.f32.16x16x16bf16.1k",
            MmaInput::TF32 => "llvm.amdgcn.mfma.f32.16x16x8.xf32",
            MmaInput::F64 => "llvm.amdgcn.mfma.f64.16x16x4f64",
        }],
        (Target::Amdgcn, MmaInput::F16) if arch.starts_with("gfx11") => {
            vec!["llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v16f16"]
        }
        (Target::Amdgcn, MmaInput::F16) => vec!["llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16"],
        (Target::Amdgcn, _) if arch.starts_with("gfx11") => {
            vec!["llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32.v16i16"]
        }
        (Target::Amdgcn, _) => vec!["llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32.v8i16"],
        (Target::Host, _) => vec![],
    }
}

/// Every kind compiled for processors with and without each: where the
/// target has it, every intrinsic lowers to the vendor's instruction (and
/// LLVM selects it); where not, a typed error lists what it has, before
/// LLVM could abort on an instruction the processor lacks.
pub(super) fn mma_lowering_table(t: &mut Tally) {
    use gpujit::Target;
    let archs: &[(Target, &str)] = &[
        (Target::Nvptx, "sm_70"),
        (Target::Nvptx, "sm_75"),
        (Target::Nvptx, "sm_80"),
        (Target::Nvptx, "sm_90"),
        (Target::Nvptx, "sm_90a"),
        (Target::Nvptx, "sm_120"),
        (Target::Amdgcn, "gfx906"),
        (Target::Amdgcn, "gfx908"),
        (Target::Amdgcn, "gfx90a"),
        (Target::Amdgcn, "gfx942"),
        (Target::Amdgcn, "gfx950"),
        (Target::Amdgcn, "gfx9-4-generic"),
        (Target::Amdgcn, "gfx1030"),
        (Target::Amdgcn, "gfx1100"),
        (Target::Amdgcn, "gfx1151"),
        (Target::Amdgcn, "gfx11-generic"),
        (Target::Amdgcn, "gfx1201"),
        (Target::Amdgcn, "gfx12-generic"),
        (Target::Host, ""),
    ];
    for &(target, arch) in archs {
        let mut opts = gpujit::CompileOptions {
            arch: (!arch.is_empty()).then(|| arch.to_string()),
            ..Default::default()
        };
        if arch.ends_with("-generic") {
            opts.code_object_version = Some(6);
        }
        let label = if arch.is_empty() { "cpu" } else { arch };
        for kind in MmaKind::ALL {
            t.run(&format!("lowering::mma::{target}::{label}::{kind}"), || {
                let module = every_mma_op_module(kind)?;
                let kinds = gpujit::matrix_kinds(target, &opts)?;
                let compiled = gpujit::compile(&module, target, &opts);
                if !kinds.contains(&kind) {
                    let e = match compiled {
                        Ok(_) => bail!("{kind} compiled for {label}, which lists only {kinds:?}"),
                        Err(e) => e.to_string(),
                    };
                    ensure!(e.contains(&format!("no matrix operation {kind}")), "{e}");
                    for k in &kinds {
                        ensure!(e.contains(&k.name()), "{e} does not list {k}");
                    }
                    return Ok(());
                }
                let c = compiled?;
                ensure!(!c.image.bytes.is_empty(), "empty image");
                let text = match target {
                    Target::Nvptx => String::from_utf8_lossy(&c.image.bytes).into_owned(),
                    _ => gpujit::lowered_ir(&module, target, &opts)?,
                };
                for want in expected_instructions(target, arch, kind) {
                    ensure!(text.contains(want), "{label} {kind}: no {want}");
                }
                ensure!(
                    !text.contains("gpujit.mma"),
                    "an unlowered matrix intrinsic"
                );
                Ok(())
            });
        }
    }
}
