//! `f32` products under `MathMode::AllowTf32`: on the matrix cores where
//! the device has `tf32` ones, each input read as `tf32` (its low 13
//! mantissa bits dropped), within the precision contract widened by that
//! reading; full `f32` where the device has none and under the default
//! mode.

use anyhow::ensure;
use gpujit::DeviceExt;
use gpujit::ir::MmaKind;
use gpujit_blas::{Blas, DataType, Gemm, MathMode, Op, Path};
use gpujit_conformance::Tally;

use super::{Batch, Case, Sizes, check};

/// Whether the device's matrix units read `tf32`.
fn has_tf32(blas: &Blas) -> bool {
    blas.matrix_kinds().contains(&MmaKind::TF32_16X16X8)
}

pub(super) fn tf32(t: &mut Tally, tag: &str, blas: &mut Blas, sizes: Sizes) {
    let name = format!("{tag}::blas::tf32");
    t.run(&format!("{name}::reads_tf32"), || {
        // (1 + 2^-20)² is 1 + 2^-19 in f32 and 1 read as tf32: eight of
        // them sum to 8 + 2^-16 in full f32 and to 8 in tf32.
        let x = 1.0f32 + 2f32.powi(-20);
        let full = 8.0 + 2f32.powi(-16);
        let tf32 = if has_tf32(blas) { 8.0 } else { full };
        let g = Gemm::new(16, 16, 8);
        let check = |got: Vec<f32>, want: f32, what: &str| {
            ensure!(
                got.iter().all(|&v| v == want),
                "{what}: C[0] = {} (expected {want})",
                got[0]
            );
            Ok(())
        };
        check(product(blas, &g, x)?, full, "the default mode")?;
        let allowed = g.math(MathMode::AllowTf32);
        check(product(blas, &allowed, x)?, tf32, "the product's mode")?;
        let p = blas.path(&allowed, DataType::F32, DataType::F32)?;
        ensure!(
            matches!(p, Path::MatrixCores { .. }) == has_tf32(blas),
            "tf32 product on {p:?}"
        );
        blas.set_math_mode(MathMode::AllowTf32);
        let got = product(blas, &g, x);
        blas.set_math_mode(MathMode::Default);
        check(got?, tf32, "the handle's mode")
    });
    // (product, batch): packed shapes the kernel takes, both mappings,
    // with and without the epilogue.
    let mut cases = vec![
        (Gemm::new(40, 24, 36), Batch::One),
        (
            Gemm::new(24, 40, 48)
                .row_major()
                .trans(Op::N, Op::T)
                .scale(2.0, 0.5),
            Batch::One,
        ),
    ];
    if sizes == Sizes::Full {
        cases.extend([
            // Ragged m and n (the kernel's zero fill and edge stores), a
            // depth of one slice, alpha and beta.
            (
                Gemm::new(33, 20, 12).trans(Op::T, Op::N).scale(1.0, -1.0),
                Batch::One,
            ),
            (Gemm::new(130, 20, 16).row_major(), Batch::One),
            // A long depth on few tiles: cut into parts on a GPU.
            (Gemm::new(64, 64, 2048).row_major(), Batch::One),
            (
                Gemm::new(20, 16, 8).row_major().trans(Op::N, Op::T),
                Batch::Strided {
                    count: 3,
                    pad: 8,
                    a_shared: false,
                },
            ),
        ]);
    }
    t.run(&format!("{name}::products"), || {
        for (i, (g, batch)) in cases.iter().enumerate() {
            let g = g.math(MathMode::AllowTf32);
            let case = Case {
                nan_c: g.beta == 0.0,
                ..Case::new(g, DataType::F32, DataType::F32).batch(*batch)
            };
            let p = check(blas, &case, 40 + i as u64)?;
            let cores = matches!(p, Path::MatrixCores { .. } | Path::Hopper { .. });
            ensure!(cores == has_tf32(blas), "case {i}: {p:?}");
        }
        Ok(())
    });
    // (product, the Hopper path on sm_90: transposed, columns, B staged).
    let hopper = [
        // Linear-layer A·Bᵀ: both K-major as given.
        (
            Gemm::new(200, 256, 96).row_major().trans(Op::N, Op::T),
            (false, 256, false),
        ),
        // Row-major A·B: B N-major, transposed into scratch first.
        (Gemm::new(130, 128, 64).row_major(), (false, 128, true)),
        (Gemm::new(384, 512, 320).row_major(), (false, 256, true)),
        // Column-major A·B: the kernel computes Cᵀ, its B (our A) staged.
        (Gemm::new(64, 192, 128), (true, 64, true)),
    ];
    let on = blas.device().info().backend == gpujit::Backend::Cuda
        && blas.device().info().arch == "sm_90";
    t.run(&format!("{name}::hopper"), || {
        for (i, (g, (transposed, columns, b_staged))) in hopper.iter().enumerate() {
            let g = g.math(MathMode::AllowTf32);
            let case = Case {
                nan_c: true,
                ..Case::new(g, DataType::F32, DataType::F32)
            };
            let p = check(blas, &case, 60 + i as u64)?;
            if on {
                let want = Path::Hopper {
                    transposed: *transposed,
                    parts: 1,
                    columns: *columns,
                    a_m_major: false,
                    b_n_major: false,
                    b_staged: *b_staged,
                };
                ensure!(p == want, "case {i}: {p:?}, expected {want:?}");
            } else {
                let cores = matches!(p, Path::MatrixCores { .. });
                ensure!(cores == has_tf32(blas), "case {i}: {p:?}");
            }
        }
        Ok(())
    });
}

/// `g` (16×16×8) on matrices whose every element is `x`.
fn product(blas: &Blas, g: &Gemm, x: f32) -> anyhow::Result<Vec<f32>> {
    let dev = blas.device();
    let (a, b) = (dev.upload(&[x; 128])?, dev.upload(&[x; 128])?);
    let mut c = dev.alloc::<f32>(256)?;
    blas.gemm(g, &a, &b, &mut c)?;
    Ok(dev.download(&c)?)
}
