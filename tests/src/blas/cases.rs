//! The cases: transposes and layouts, ragged shapes, alpha and beta, mixed
//! types on both paths, batches, errors.

use anyhow::{bail, ensure};
use gpujit::DeviceExt;
use gpujit_blas::{
    Blas, BlasError, DataType, Gemm, Layout, MathMode, Matrix, MatrixMut, Op, Path, Strided,
};
use gpujit_conformance::Tally;

use super::{Batch, Case, Sizes, check};

fn op_name(op: Op) -> &'static str {
    match op {
        Op::N => "n",
        Op::T => "t",
        Op::C => "c",
    }
}

fn layout_name(l: Layout) -> &'static str {
    match l {
        Layout::ColMajor => "col",
        Layout::RowMajor => "row",
    }
}

/// `g` with every leading dimension `extra` past its minimum.
fn padded(g: Gemm, extra: i64) -> Gemm {
    let d = |rows: i64, cols: i64| match g.layout {
        Layout::ColMajor => rows.max(1) + extra,
        Layout::RowMajor => cols.max(1) + extra,
    };
    let a = if g.transa == Op::N {
        d(g.m, g.k)
    } else {
        d(g.k, g.m)
    };
    let b = if g.transb == Op::N {
        d(g.k, g.n)
    } else {
        d(g.n, g.k)
    };
    g.ld(a, b, d(g.m, g.n))
}

/// Every transpose pair in both layouts, `f32` and `f64`, leading
/// dimensions past the minimum, alpha and beta both in play.
pub(super) fn transposes(t: &mut Tally, tag: &str, blas: &mut Blas, sizes: Sizes) {
    let shapes: &[(i64, i64, i64)] = match sizes {
        Sizes::Full => &[(13, 7, 11), (70, 37, 19)],
        Sizes::Reduced => &[(13, 7, 11)],
    };
    for layout in [Layout::ColMajor, Layout::RowMajor] {
        for (ta, tb) in [
            (Op::N, Op::N),
            (Op::N, Op::T),
            (Op::T, Op::N),
            (Op::T, Op::T),
            (Op::C, Op::C),
        ] {
            for ty in [DataType::F32, DataType::F64] {
                let name = format!(
                    "{tag}::blas::transposes::{ty}_{}_{}{}",
                    layout_name(layout),
                    op_name(ta),
                    op_name(tb)
                );
                t.run(&name, || {
                    for (i, &(m, n, k)) in shapes.iter().enumerate() {
                        let g = Gemm::new(m, n, k)
                            .layout(layout)
                            .trans(ta, tb)
                            .scale(1.5, -0.5);
                        check(blas, &Case::new(padded(g, 3), ty, ty), i as u64)?;
                    }
                    Ok(())
                });
            }
        }
    }
}

/// Ragged shapes (1, primes, across tile edges) on the general kernel.
pub(super) fn shapes(t: &mut Tally, tag: &str, blas: &mut Blas, sizes: Sizes) {
    let shapes: &[(i64, i64, i64)] = match sizes {
        Sizes::Full => &[
            (1, 1, 1),
            (2, 3, 5),
            (7, 13, 17),
            (65, 33, 31),
            (1, 70, 3),
            (70, 1, 129),
            (64, 64, 16),
            (97, 130, 67),
        ],
        Sizes::Reduced => &[(1, 1, 1), (7, 13, 17), (65, 33, 31), (1, 3, 70)],
    };
    for &(m, n, k) in shapes {
        t.run(&format!("{tag}::blas::shapes::f32::{m}x{n}x{k}"), || {
            check(
                blas,
                &Case::new(Gemm::new(m, n, k), DataType::F32, DataType::F32),
                7,
            )?;
            let g = Gemm::new(m, n, k).row_major().scale(-1.0, 2.0);
            check(blas, &Case::new(g, DataType::F32, DataType::F32), 8)?;
            Ok(())
        });
    }
    t.run(&format!("{tag}::blas::shapes::f64"), || {
        for &(m, n, k) in &shapes[1..] {
            let g = Gemm::new(m, n, k).trans(Op::T, Op::N).scale(0.5, 0.25);
            check(blas, &Case::new(g, DataType::F64, DataType::F64), 9)?;
        }
        Ok(())
    });
}

/// `beta = 0` over NaN, `alpha = 0` over NaN inputs, `k = 0`, `m = 0`,
/// `n = 0`, and the math mode.
pub(super) fn scalars(t: &mut Tally, tag: &str, blas: &mut Blas) {
    let f32c = |g: Gemm| Case::new(g, DataType::F32, DataType::F32);
    t.run(&format!("{tag}::blas::scalars::beta0_nan_c"), || {
        for g in [
            Gemm::new(9, 5, 7).scale(2.0, 0.0),
            Gemm::new(9, 5, 7).trans(Op::T, Op::T).scale(1.0, 0.0),
        ] {
            check(
                blas,
                &Case {
                    nan_c: true,
                    ..f32c(g)
                },
                1,
            )?;
        }
        Ok(())
    });
    t.run(&format!("{tag}::blas::scalars::alpha0_nan_ab"), || {
        // A and B are NaN: alpha = 0 must not read them.
        let g = Gemm::new(6, 4, 5).scale(0.0, 0.5);
        check(
            blas,
            &Case {
                nan_ab: true,
                ..f32c(g)
            },
            2,
        )?;
        let g = Gemm::new(6, 4, 5).scale(0.0, 0.0);
        check(
            blas,
            &Case {
                nan_ab: true,
                nan_c: true,
                ..f32c(g)
            },
            3,
        )?;
        Ok(())
    });
    t.run(&format!("{tag}::blas::scalars::k0"), || {
        check(blas, &f32c(Gemm::new(5, 3, 0).scale(1.0, 2.0)), 4)?;
        check(
            blas,
            &Case {
                nan_c: true,
                ..f32c(Gemm::new(5, 3, 0).scale(1.0, 0.0))
            },
            5,
        )?;
        Ok(())
    });
    t.run(&format!("{tag}::blas::scalars::m0_n0"), || {
        let dev = blas.device();
        let (a, b) = (dev.upload(&[1.0f32; 8])?, dev.upload(&[1.0f32; 8])?);
        let mut c = dev.upload(&[7.0f32; 8])?;
        for g in [Gemm::new(0, 3, 2), Gemm::new(3, 0, 2), Gemm::new(0, 0, 0)] {
            blas.gemm(&g.scale(1.0, 0.0), &a, &b, &mut c)?;
        }
        ensure!(
            dev.download(&c)? == vec![7.0; 8],
            "an empty product wrote C"
        );
        Ok(())
    });
    t.run(
        &format!("{tag}::blas::scalars::math_mode_keeps_f32"),
        || {
            // (1 + 2^-20)^2 rounds to 1 + 2^-19 in f32; tf32 inputs would
            // give 1, but k = 1 is outside the tf32 kernel's shapes: the
            // mode is a permission, and the product stays f32.
            let x = 1.0f32 + 2f32.powi(-20);
            blas.set_math_mode(MathMode::AllowTf32);
            let r = (|| -> anyhow::Result<Vec<f32>> {
                let dev = blas.device();
                let (a, b) = (dev.upload(&[x])?, dev.upload(&[x])?);
                let mut c = dev.alloc::<f32>(1)?;
                blas.gemm(&Gemm::new(1, 1, 1), &a, &b, &mut c)?;
                Ok(dev.download(&c)?)
            })();
            blas.set_math_mode(MathMode::Default);
            let got = r?;
            ensure!(got == vec![1.0 + 2f32.powi(-19)], "{got:?}");
            Ok(())
        },
    );
}

/// Whether the device's matrix units run `input` products.
pub(super) fn has_cores(blas: &Blas, input: DataType) -> bool {
    let kind = match input {
        DataType::F16 => gpujit::ir::MmaKind::F16_16X16X16,
        _ => gpujit::ir::MmaKind::BF16_16X16X16,
    };
    blas.matrix_kinds().contains(&kind)
}

/// `gemm_ex` with 16-bit inputs: ragged shapes and padded leading
/// dimensions on the general kernel; packed shapes on the matrix cores,
/// with and without the epilogue, direct and transposed, with ragged `m`
/// and `n`; the same products with the matrix cores turned off.
pub(super) fn mixed(t: &mut Tally, tag: &str, blas: &mut Blas, sizes: Sizes) {
    for (input, output) in [
        (DataType::F16, DataType::F16),
        (DataType::F16, DataType::F32),
        (DataType::BF16, DataType::BF16),
        (DataType::BF16, DataType::F32),
    ] {
        let name = format!("{tag}::blas::mixed::{input}_{output}");
        t.run(&format!("{name}::general"), || {
            let g = padded(
                Gemm::new(13, 7, 11).trans(Op::T, Op::N).scale(0.75, 0.25),
                2,
            );
            let p = check(blas, &Case::new(g, input, output), 11)?;
            ensure!(matches!(p, Path::General(_)), "{p:?}");
            Ok(())
        });
        // (gemm, transposed mapping, epilogue)
        let mut cases = vec![
            (Gemm::new(40, 24, 32), true, false),
            (
                Gemm::new(24, 40, 48)
                    .row_major()
                    .trans(Op::N, Op::T)
                    .scale(2.0, 0.5),
                false,
                true,
            ),
        ];
        if sizes == Sizes::Full {
            // Ragged m and n: the kernel's zero fill and edge stores.
            cases.push((
                Gemm::new(33, 24, 32).trans(Op::T, Op::N).scale(1.0, -1.0),
                true,
                true,
            ));
            cases.push((
                Gemm::new(130, 17, 16).row_major().trans(Op::N, Op::T),
                false,
                false,
            ));
        }
        t.run(&format!("{name}::matrix_cores"), || {
            for (i, (g, transposed, epilogue)) in cases.iter().enumerate() {
                let case = Case {
                    nan_c: g.beta == 0.0,
                    ..Case::new(*g, input, output)
                };
                let p = check(blas, &case, 20 + i as u64)?;
                if has_cores(blas, input) {
                    let want = Path::MatrixCores {
                        transposed: *transposed,
                        epilogue: *epilogue,
                        parts: 1,
                    };
                    ensure!(p == want, "case {i}: {p:?}, expected {want:?}");
                }
                blas.set_matrix_cores(false);
                let r = check(blas, &case, 20 + i as u64);
                let p = blas.path(g, input, output);
                blas.set_matrix_cores(true);
                r?;
                ensure!(matches!(p?, Path::General(_)), "matrix cores off");
            }
            Ok(())
        });
    }
}

/// `f32` products the tuned kernel computes whole, and some it does not.
pub(super) fn tuned(t: &mut Tally, tag: &str, blas: &mut Blas) {
    t.run(&format!("{tag}::blas::tuned::f32"), || {
        let f32s = |g| Case::new(g, DataType::F32, DataType::F32);
        let sgemm = |transposed| Some(Path::Sgemm { transposed });
        let cases = [
            // Ragged sizes: the kernel's edges and its scalar loads.
            (f32s(Gemm::new(130, 70, 37).row_major()), sgemm(false)),
            (f32s(Gemm::new(33, 65, 16)), sgemm(true)),
            (f32s(Gemm::new(128, 128, 64).row_major()), sgemm(false)),
            (
                f32s(Gemm::new(40, 24, 12).row_major()).batch(Batch::Strided {
                    count: 2,
                    pad: 3,
                    a_shared: false,
                }),
                sgemm(false),
            ),
            (
                f32s(Gemm::new(24, 40, 12)).batch(Batch::Table { count: 2 }),
                sgemm(true),
            ),
            // Not the kernel's: beta, a transpose, a padded leading dimension.
            (
                f32s(Gemm::new(64, 64, 32).row_major().scale(1.0, 0.5)),
                None,
            ),
            (
                f32s(Gemm::new(64, 64, 32).row_major().trans(Op::T, Op::N)),
                None,
            ),
            (f32s(padded(Gemm::new(64, 64, 32).row_major(), 4)), None),
        ];
        for (i, (case, want)) in cases.iter().enumerate() {
            let case = Case {
                nan_c: case.g.beta == 0.0,
                ..*case
            };
            let p = check(blas, &case, 60 + i as u64)?;
            match want {
                Some(w) => ensure!(p == *w, "case {i}: {p:?}, expected {w:?}"),
                None => ensure!(matches!(p, Path::General(_)), "case {i}: {p:?}"),
            }
        }
        Ok(())
    });
}

/// bf16 and f16 products of the sizes and layouts Hopper's warpgroup kernel takes
/// (`A·Bᵀ` row-major, and its column-major form `op(A) = Aᵀ`, which the
/// kernel computes transposed; `A·B` row-major and column-major, `B` read
/// N-major; `A` entering transposed, read M-major), one and batched: on compute capability 9.0
/// they run on it, elsewhere on the matrix cores or the general kernel;
/// every device checks the results. `alpha != 1` leaves the kernel.
pub(super) fn hopper(t: &mut Tally, tag: &str, blas: &mut Blas) {
    let on = blas.device().info().backend == gpujit::Backend::Cuda
        && blas.device().info().arch == "sm_90";
    for ty in [DataType::BF16, DataType::F16] {
        hopper_cases(t, tag, blas, on, ty);
    }
}

fn hopper_cases(t: &mut Tally, tag: &str, blas: &mut Blas, on: bool, ty: DataType) {
    let bf16 = |g| Case::new(g, ty, ty);
    t.run(&format!("{tag}::blas::hopper::{ty}"), || {
        let cases = [
            (
                bf16(Gemm::new(256, 256, 128).row_major().trans(Op::N, Op::T)),
                Some((false, 128, false, false)),
            ),
            (
                bf16(Gemm::new(256, 128, 64).trans(Op::T, Op::N)),
                Some((true, 128, false, false)),
            ),
            // Ragged m (the kernel's m, which is n when it computes Cᵀ).
            (
                bf16(Gemm::new(200, 256, 64).row_major().trans(Op::N, Op::T)),
                Some((false, 128, false, false)),
            ),
            (
                bf16(Gemm::new(256, 7, 64).trans(Op::T, Op::N)),
                Some((true, 128, false, false)),
            ),
            (
                bf16(Gemm::new(128, 256, 64).row_major().trans(Op::N, Op::T)).batch(
                    Batch::Strided {
                        count: 2,
                        pad: 0,
                        a_shared: false,
                    },
                ),
                Some((false, 128, false, false)),
            ),
            (
                bf16(Gemm::new(128, 256, 64).row_major().trans(Op::N, Op::T))
                    .batch(Batch::Table { count: 2 }),
                Some((false, 128, false, false)),
            ),
            // Wide tiles: n a multiple of 256 and more than two slices deep.
            (
                bf16(Gemm::new(300, 512, 192).row_major().trans(Op::N, Op::T)),
                Some((false, 256, false, false)),
            ),
            // n a multiple of 128 only: narrow tiles.
            (
                bf16(Gemm::new(96, 384, 128).row_major().trans(Op::N, Op::T)),
                Some((false, 128, false, false)),
            ),
            // B not transposed: the kernel reads it N-major, row-major
            // as it is, and column-major as the transposed product's Aᵀ.
            (
                bf16(Gemm::new(128, 256, 64).row_major()),
                Some((false, 128, false, true)),
            ),
            (
                bf16(Gemm::new(300, 512, 192).row_major()),
                Some((false, 256, false, true)),
            ),
            (
                bf16(Gemm::new(256, 200, 128)),
                Some((true, 128, false, true)),
            ),
            // n a multiple of 64 only: tiles of 64 columns (attention's
            // P·V with heads of 64).
            (
                bf16(Gemm::new(128, 64, 64).row_major().trans(Op::N, Op::T)),
                Some((false, 64, false, false)),
            ),
            (
                bf16(Gemm::new(200, 192, 256).row_major()),
                Some((false, 64, false, true)),
            ),
            // A entering transposed (row-major T,N and T,T; column-major
            // N,T as the transposed product, whose A is Bᵀ): M-major.
            (
                bf16(Gemm::new(256, 128, 128).row_major().trans(Op::T, Op::N)),
                Some((false, 128, true, true)),
            ),
            (
                bf16(Gemm::new(136, 256, 192).row_major().trans(Op::T, Op::T)),
                Some((false, 256, true, false)),
            ),
            (
                bf16(Gemm::new(256, 128, 64).trans(Op::N, Op::T)),
                Some((true, 128, true, true)),
            ),
            // Not the kernel's: an M-major A with m not a multiple of 8,
            // alpha 2, n not a multiple of 64.
            (
                bf16(Gemm::new(100, 256, 64).row_major().trans(Op::T, Op::N)),
                None,
            ),
            (
                bf16(
                    Gemm::new(128, 256, 64)
                        .row_major()
                        .trans(Op::N, Op::T)
                        .scale(2.0, 0.0),
                ),
                None,
            ),
            (
                bf16(Gemm::new(128, 96, 64).row_major().trans(Op::N, Op::T)),
                None,
            ),
        ];
        for (i, (case, want)) in cases.iter().enumerate() {
            let case = Case {
                nan_c: true,
                ..*case
            };
            let p = check(blas, &case, 40 + i as u64)?;
            if on {
                let hopper = want.map(|(transposed, columns, a_m_major, b_n_major)| Path::Hopper {
                    transposed,
                    parts: 1,
                    columns,
                    a_m_major,
                    b_n_major,
                    b_staged: false,
                });
                match hopper {
                    Some(h) => ensure!(p == h, "case {i}: {p:?}, expected {h:?}"),
                    None => ensure!(!matches!(p, Path::Hopper { .. }), "case {i}: {p:?}"),
                }
            } else {
                ensure!(
                    !matches!(p, Path::Hopper { .. }),
                    "case {i}: {p:?} off sm_90"
                );
            }
        }
        Ok(())
    });
}

/// Strided batches (padded strides, a shared `A`, 16-bit on the matrix
/// cores) and batches of buffers.
pub(super) fn batches(t: &mut Tally, tag: &str, blas: &mut Blas, sizes: Sizes) {
    let count = if sizes == Sizes::Full { 4 } else { 2 };
    let strided = |pad, a_shared| Batch::Strided {
        count,
        pad,
        a_shared,
    };
    t.run(&format!("{tag}::blas::strided::f32"), || {
        let g = padded(Gemm::new(7, 9, 6).trans(Op::T, Op::N).scale(1.0, 0.5), 1);
        check(
            blas,
            &Case::new(g, DataType::F32, DataType::F32).batch(strided(5, false)),
            1,
        )?;
        check(
            blas,
            &Case::new(g, DataType::F32, DataType::F32).batch(strided(0, true)),
            2,
        )?;
        Ok(())
    });
    t.run(&format!("{tag}::blas::strided::f64"), || {
        let g = Gemm::new(5, 3, 17).row_major().trans(Op::N, Op::T);
        check(
            blas,
            &Case::new(g, DataType::F64, DataType::F64).batch(strided(3, false)),
            3,
        )?;
        Ok(())
    });
    t.run(&format!("{tag}::blas::strided::f16_matrix_cores"), || {
        let g = Gemm::new(40, 24, 32).scale(0.5, 1.0);
        let p = check(
            blas,
            &Case::new(g, DataType::F16, DataType::F32).batch(strided(8, false)),
            4,
        )?;
        if has_cores(blas, DataType::F16) {
            ensure!(matches!(p, Path::MatrixCores { .. }), "{p:?}");
        }
        // Strides that are not a multiple of 16 bytes: the general kernel.
        check(
            blas,
            &Case::new(g, DataType::F16, DataType::F32).batch(strided(3, false)),
            5,
        )?;
        Ok(())
    });
    t.run(&format!("{tag}::blas::batched::f32"), || {
        let g = padded(Gemm::new(9, 5, 13).trans(Op::N, Op::T).scale(-2.0, 0.5), 2);
        check(
            blas,
            &Case::new(g, DataType::F32, DataType::F32).batch(Batch::Table { count }),
            6,
        )?;
        Ok(())
    });
    t.run(&format!("{tag}::blas::batched::f64"), || {
        let g = Gemm::new(4, 6, 3).row_major();
        check(
            blas,
            &Case::new(g, DataType::F64, DataType::F64).batch(Batch::Table { count }),
            7,
        )?;
        Ok(())
    });
    t.run(&format!("{tag}::blas::batched::16bit"), || {
        let g = Gemm::new(5, 7, 9).trans(Op::T, Op::T).scale(1.0, 1.0);
        check(
            blas,
            &Case::new(g, DataType::F16, DataType::F16).batch(Batch::Table { count: 2 }),
            8,
        )?;
        let g = Gemm::new(32, 16, 32).row_major();
        let p = check(
            blas,
            &Case::new(g, DataType::BF16, DataType::BF16).batch(Batch::Table { count: 2 }),
            9,
        )?;
        if has_cores(blas, DataType::BF16) {
            ensure!(matches!(p, Path::MatrixCores { .. }), "{p:?}");
        }
        Ok(())
    });
    t.run(&format!("{tag}::blas::batched::empty"), || {
        let dev = blas.device();
        let a = dev.upload(&[1.0f32; 4])?;
        let mut c = dev.upload(&[5.0f32; 4])?;
        blas.gemm_batched::<f32>(&Gemm::new(2, 2, 2), &[], &[], &mut [])?;
        let s = Strided::packed(&Gemm::new(2, 2, 2), 0);
        blas.gemm_strided_batched(&Gemm::new(2, 2, 2), &s, &a, &a, &mut c)?;
        ensure!(dev.download(&c)? == vec![5.0; 4], "an empty batch wrote C");
        Ok(())
    });
}

/// Checks that `r` is an invalid-value error naming `arg`.
fn invalid(r: gpujit_blas::Result<()>, arg: &str) -> anyhow::Result<()> {
    match r {
        Err(BlasError::InvalidValue { arg: a, .. }) if a == arg => Ok(()),
        other => bail!("expected an invalid `{arg}`, got {other:?}"),
    }
}

/// Argument errors, each naming its argument; nothing runs.
pub(super) fn errors(t: &mut Tally, tag: &str, blas: &mut Blas) {
    let blas = &*blas;
    t.run(&format!("{tag}::blas::errors::sizes_and_ld"), || {
        let dev = blas.device();
        let a = dev.upload(&[0.0f32; 64])?;
        let mut c = dev.upload(&[0.0f32; 64])?;
        let run = |g: Gemm, c: &mut gpujit::Buffer<f32>| blas.gemm(&g, &a, &a, c);
        invalid(run(Gemm::new(-1, 2, 2), &mut c), "m")?;
        invalid(run(Gemm::new(2, -1, 2), &mut c), "n")?;
        invalid(run(Gemm::new(2, 2, -3), &mut c), "k")?;
        invalid(run(Gemm::new(4, 3, 2).ld(3, 2, 4), &mut c), "lda")?;
        invalid(run(Gemm::new(4, 3, 2).ld(4, 1, 4), &mut c), "ldb")?;
        invalid(run(Gemm::new(4, 3, 2).ld(4, 2, 3), &mut c), "ldc")?;
        invalid(run(Gemm::new(4, 3, 2).ld(0, 2, 4), &mut c), "lda")?;
        invalid(run(Gemm::new(4, 3, 2).ld(4, -2, 4), &mut c), "ldb")?;
        // Transposed A is k × m: lda >= k.
        invalid(
            run(Gemm::new(4, 3, 2).trans(Op::T, Op::N).ld(1, 2, 4), &mut c),
            "lda",
        )?;
        // Row-major A (m × k) needs lda >= k, C (m × n) ldc >= n.
        invalid(
            run(Gemm::new(4, 3, 2).row_major().ld(1, 3, 3), &mut c),
            "lda",
        )?;
        invalid(
            run(Gemm::new(4, 3, 2).row_major().ld(2, 3, 2), &mut c),
            "ldc",
        )?;
        run(Gemm::new(4, 3, 2).row_major().ld(2, 3, 3), &mut c)?;
        Ok(())
    });
    t.run(&format!("{tag}::blas::errors::buffers"), || {
        let dev = blas.device();
        let small = dev.upload(&[0.0f32; 7])?;
        let big = dev.upload(&[0.0f32; 64])?;
        let mut c = dev.upload(&[0.0f32; 12])?;
        let e = blas.gemm(&Gemm::new(4, 3, 2), &small, &big, &mut c);
        ensure!(
            matches!(&e, Err(BlasError::BufferTooSmall { arg, len: 7, needed: 8 }) if arg == "a"),
            "{e:?}"
        );
        let e = blas.gemm(&Gemm::new(4, 3, 2).ld(4, 2, 5), &big, &big, &mut c);
        ensure!(
            matches!(&e, Err(BlasError::BufferTooSmall { arg, needed: 14, .. }) if arg == "c"),
            "{e:?}"
        );
        let s = Strided::packed(&Gemm::new(2, 2, 2), 4);
        let e = blas.gemm_strided_batched(&Gemm::new(2, 2, 2), &s, &big, &big, &mut c);
        ensure!(
            matches!(&e, Err(BlasError::BufferTooSmall { arg, needed: 16, .. }) if arg == "c"),
            "{e:?}"
        );
        Ok(())
    });
    t.run(&format!("{tag}::blas::errors::types"), || {
        let dev = blas.device();
        let h = dev.upload(&[0u16; 16])?;
        let mut h_out = dev.upload(&[0u16; 16])?;
        let f = dev.upload(&[0.0f32; 16])?;
        let mut f_out = dev.upload(&[0.0f32; 16])?;
        let g = Gemm::new(4, 4, 4);
        let mismatch = |r: gpujit_blas::Result<()>, arg: &str| -> anyhow::Result<()> {
            match r {
                Err(BlasError::TypeMismatch { arg: a, .. }) if a == arg => Ok(()),
                other => bail!("expected a type mismatch in `{arg}`, got {other:?}"),
            }
        };
        mismatch(
            blas.gemm_ex(
                &g,
                Matrix::F16(&h),
                Matrix::BF16(&h),
                MatrixMut::F32(&mut f_out),
            ),
            "b",
        )?;
        mismatch(
            blas.gemm_ex(
                &g,
                Matrix::F16(&h),
                Matrix::F16(&h),
                MatrixMut::BF16(&mut h_out),
            ),
            "c",
        )?;
        mismatch(
            blas.gemm_ex(
                &g,
                Matrix::F32(&f),
                Matrix::F32(&f),
                MatrixMut::F16(&mut h_out),
            ),
            "c",
        )?;
        mismatch(
            blas.gemm_ex(
                &g,
                Matrix::F32(&f),
                Matrix::F16(&h),
                MatrixMut::F32(&mut f_out),
            ),
            "b",
        )?;
        Ok(())
    });
    t.run(&format!("{tag}::blas::errors::batches"), || {
        let dev = blas.device();
        let a = dev.upload(&[0.0f32; 64])?;
        let mut c = dev.upload(&[0.0f32; 64])?;
        let g = Gemm::new(2, 2, 2);
        let s = Strided::packed(&g, 2);
        let run =
            |s: Strided, c: &mut gpujit::Buffer<f32>| blas.gemm_strided_batched(&g, &s, &a, &a, c);
        invalid(run(Strided { count: -1, ..s }, &mut c), "batch_count")?;
        invalid(run(Strided { stride_a: -4, ..s }, &mut c), "stride_a")?;
        invalid(run(Strided { stride_c: 3, ..s }, &mut c), "stride_c")?;
        run(
            Strided {
                stride_a: 0,
                stride_b: 0,
                ..s
            },
            &mut c,
        )?;
        let mut c2 = dev.upload(&[0.0f32; 4])?;
        invalid(
            blas.gemm_batched(&g, &[&a], &[&a, &a], &mut [&mut c, &mut c2]),
            "a",
        )?;
        // A buffer of another device in a batch of buffers.
        let other = gpujit::open("host")?;
        let foreign = other.upload(&[0.0f32; 4])?;
        let e = blas.gemm_batched(&g, &[&a, &foreign], &[&a, &a], &mut [&mut c, &mut c2]);
        ensure!(
            matches!(
                e,
                Err(BlasError::Gpujit(gpujit::Error::Device(
                    gpujit::DeviceError::WrongDevice { .. }
                )))
            ),
            "{e:?}"
        );
        Ok(())
    });
}

/// Random products (fixed seeds): layouts, transposes, sizes from 1 to 80
/// (multiples of 8 half of the time, so the matrix cores take some),
/// padded leading dimensions, alpha and beta among 0, 1 and others, every
/// type pair, every kind of batch.
pub(super) fn sweep(t: &mut Tally, tag: &str, blas: &mut Blas, cases: usize) {
    t.run(&format!("{tag}::blas::sweep::{cases}"), || {
        let mut rng = super::host::Rng(0x5eed);
        let mut pick = |n: usize| ((rng.next() + 1.0) / 2.0 * n as f64) as usize % n;
        let types = [
            (DataType::F32, DataType::F32),
            (DataType::F64, DataType::F64),
            (DataType::F16, DataType::F16),
            (DataType::F16, DataType::F32),
            (DataType::BF16, DataType::BF16),
            (DataType::BF16, DataType::F32),
        ];
        let ops = [Op::N, Op::T, Op::C];
        let mut cores = 0;
        for i in 0..cases {
            let mut size = || {
                if pick(2) == 0 {
                    8 * (1 + pick(8) as i64)
                } else {
                    1 + pick(80) as i64
                }
            };
            let (m, n, k) = (size(), size(), size());
            let layout = [Layout::ColMajor, Layout::RowMajor][pick(2)];
            let scalars = [0.0, 1.0, -1.5, 0.5];
            let g = Gemm::new(m, n, k)
                .layout(layout)
                .trans(ops[pick(3)], ops[pick(3)])
                .scale(scalars[pick(4)], [0.0, 1.0, 0.25][pick(3)]);
            let g = padded(g, [0, 0, 1, 3][pick(4)] as i64);
            let (input, output) = types[pick(types.len())];
            let count = 1 + pick(3);
            let batch = match pick(3) {
                0 => Batch::One,
                1 => Batch::Strided {
                    count,
                    pad: [0, 8, 5][pick(3)] as i64,
                    a_shared: pick(4) == 0,
                },
                _ => Batch::Table { count },
            };
            let case = Case {
                nan_c: g.beta == 0.0,
                nan_ab: g.alpha == 0.0,
                ..Case::new(g, input, output).batch(batch)
            };
            let p = check(blas, &case, 100 + i as u64)
                .map_err(|e| anyhow::anyhow!("case {i} ({case:?}): {e:#}"))?;
            if matches!(p, Path::MatrixCores { .. }) {
                cores += 1;
            }
        }
        // A long sweep reaches the matrix cores where the device has them.
        ensure!(
            cores > 0 || cases < 32 || blas.matrix_kinds().is_empty(),
            "no case ran on the matrix cores"
        );
        Ok(())
    });
}

/// `Blas::tune` with tiny products into a cache folder of its own: the
/// choice it returns is the file it wrote, a second handle over that
/// folder takes it (its general products use the tuned tile and are
/// right; packed f32 products take the kernel found faster for their
/// class), and a file it cannot read makes the handle an error naming it.
pub(super) fn tuning(t: &mut Tally, tag: &str, blas: &Blas) {
    t.run(&format!("{tag}::blas::tune"), || {
        let dir =
            std::env::temp_dir().join(format!("gpujit-blas-tune-{}-{tag}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let spec = gpujit::device_spec(blas.device().info());
        let open = |dir: &std::path::Path| -> anyhow::Result<Blas> {
            let dev: Box<dyn gpujit::Device> = if blas.device().info().warp_size == 64
                && blas.device().info().backend == gpujit::Backend::Host
            {
                Box::new(gpujit::host_device_with_warp_size(64)?)
            } else if gpujit::is_emulator(blas.device().info()) {
                gpujit::open_emulator_for(&blas.device().info().arch)?
            } else {
                gpujit::open(&spec)?
            };
            let cache = gpujit::cache::Cache::new(Some(dir.to_path_buf()), 1 << 26, 16);
            Ok(Blas::new(gpujit::Jit::new(dev, cache)?)?)
        };
        let first = open(&dir)?;
        ensure!(first.tuned().is_none(), "a fresh folder has tuned tiles");
        let (tuned, path) = first.tune([8, 16, 24], 1)?;
        ensure!(tuned.entries.len() == 6, "{tuned:?}");
        let path = path.ok_or_else(|| anyhow::anyhow!("nothing written"))?;
        let text = std::fs::read_to_string(&path)?;
        ensure!(gpujit_blas::Tuned::from_text(&text)? == tuned, "{text}");
        let second = open(&dir)?;
        ensure!(second.tuned().as_ref() == Some(&tuned), "not read back");
        let g = Gemm::new(7, 5, 3).scale(0.5, 0.25);
        let want = tuned
            .get(DataType::F32, gpujit_blas::ShapeClass::Small)
            .ok_or_else(|| anyhow::anyhow!("no small f32 tile"))?;
        let p = check(&second, &Case::new(g, DataType::F32, DataType::F32), 90)?;
        ensure!(p == Path::General(want), "{p:?}, tuned {want:?}");
        // A packed f32 product takes whichever kernel the run found faster
        // for its class, and is right on it.
        ensure!(tuned.sgemm.len() == 3, "{tuned:?}");
        let packed = Gemm::new(6, 5, 4).row_major();
        let small = gpujit_blas::ShapeClass::Small;
        let p = check(
            &second,
            &Case::new(packed, DataType::F32, DataType::F32),
            91,
        )?;
        match tuned.sgemm_wins(small) {
            Some(false) => ensure!(p == Path::General(want), "{p:?}, tuned {tuned:?}"),
            _ => ensure!(
                p == Path::Sgemm { transposed: false },
                "{p:?}, tuned {tuned:?}"
            ),
        }
        std::fs::write(&path, "f32 small 64x64x16 1\n")?;
        match open(&dir) {
            Ok(_) => anyhow::bail!("a broken tuned file was taken"),
            Err(e) => ensure!(format!("{e:#}").contains("blas-tiles"), "{e:#}"),
        }
        let _ = std::fs::remove_dir_all(&dir);
        Ok(())
    });
}
