//! Products of 8-bit floats (`e4m3`, `e5m2`) into `bf16` or `f32`: every
//! byte decoded exactly on every device, products at any shape, transpose
//! and scale against the f64 reference, and on Hopper (compute capability
//! 9.0) the warpgroup kernel for the K-major ones.

use anyhow::ensure;
use gpujit::DeviceExt;
use gpujit_blas::{Blas, BlasError, DataType, Gemm, Matrix, MatrixMut, Op, Path, Strided};
use gpujit_conformance::Tally;

use super::{Batch, Case, Sizes, check};

/// The matrices of one format.
fn matrix(ty: DataType, b: &gpujit::Buffer<u8>) -> Matrix<'_> {
    if ty == DataType::E4M3 {
        Matrix::E4M3(b)
    } else {
        Matrix::E5M2(b)
    }
}

pub(super) fn fp8(t: &mut Tally, tag: &str, blas: &mut Blas, sizes: Sizes) {
    let name = format!("{tag}::blas::fp8");
    let on_hopper = blas.device().info().backend == gpujit::Backend::Cuda
        && blas.device().info().arch == "sm_90";
    for ty in [DataType::E4M3, DataType::E5M2] {
        // C = A·[1] with A the 256 bytes as a column: each byte's value.
        t.run(&format!("{name}::{ty}::every_byte"), || {
            let dev = blas.device();
            let f = ty.fp8().ok_or_else(|| anyhow::anyhow!("{ty}"))?;
            let bytes: Vec<u8> = (0..=255).collect();
            let a = dev.upload(&bytes)?;
            let one = dev.upload(&[super::host::fp8_bits(f, 1.0)?])?;
            let g = Gemm::new(256, 1, 1);
            let mut c = dev.upload(&[f32::NAN; 256])?;
            blas.gemm_ex(&g, matrix(ty, &a), matrix(ty, &one), MatrixMut::F32(&mut c))?;
            let mut h = dev.upload(&[0xffffu16; 256])?;
            blas.gemm_ex(
                &g,
                matrix(ty, &a),
                matrix(ty, &one),
                MatrixMut::BF16(&mut h),
            )?;
            let (c, h) = (dev.download(&c)?, dev.download(&h)?);
            for b in 0..256 {
                let want = f.decode(b as u8);
                let half = gpujit::kernels::half::bf16_value(h[b]);
                // A zero's sign is the sum's: -0·1 + 0 is +0.
                let same = |x: f32| x == want || (x.is_nan() && want.is_nan());
                ensure!(
                    same(c[b]) && same(half),
                    "byte {b:#04x}: f32 {}, bf16 {half}, expected {want}",
                    c[b]
                );
            }
            Ok(())
        });
    }
    // (product, (A's, B's type), output, batch, Hopper's kernel on sm_90).
    let (e4, e5) = (DataType::E4M3, DataType::E5M2);
    let mut cases = vec![
        // A linear layer, y = x·Wᵀ, scaled (the per-tensor scales' product).
        (
            Gemm::new(200, 256, 128)
                .row_major()
                .trans(Op::N, Op::T)
                .scale(0.5, 0.0),
            (e4, e4),
            DataType::BF16,
            Batch::One,
            true,
        ),
        // Column-major Aᵀ·B: the kernel computes Cᵀ, both K-major.
        (
            Gemm::new(128, 192, 256).trans(Op::T, Op::N).scale(3.0, 0.0),
            (e5, e5),
            DataType::F32,
            Batch::One,
            true,
        ),
        // Mixed formats (e5m2 gradients, e4m3 weights), as given and, column-
        // major, with the kernel's operands swapped.
        (
            Gemm::new(64, 128, 384).row_major().trans(Op::N, Op::T),
            (e5, e4),
            DataType::BF16,
            Batch::One,
            true,
        ),
        (
            Gemm::new(192, 64, 128).trans(Op::T, Op::N).scale(0.25, 0.0),
            (e4, e5),
            DataType::F32,
            Batch::One,
            true,
        ),
        // Row-major A·B: B is N-major, which wgmma does not read as 8-bit.
        (
            Gemm::new(40, 24, 36).row_major(),
            (e4, e4),
            DataType::F32,
            Batch::One,
            false,
        ),
        // beta: C is read.
        (
            Gemm::new(24, 40, 48)
                .row_major()
                .trans(Op::N, Op::T)
                .scale(2.0, 0.5),
            (e5, e4),
            DataType::BF16,
            Batch::One,
            false,
        ),
    ];
    if sizes == Sizes::Full {
        cases.extend([
            // Ragged sizes and a depth that is no multiple of anything.
            (
                Gemm::new(33, 20, 13).trans(Op::T, Op::N).scale(-1.0, 0.0),
                (e4, e5),
                DataType::F32,
                Batch::One,
                false,
            ),
            // A batch of linear layers, 16 bytes apart.
            (
                Gemm::new(64, 128, 384).row_major().trans(Op::N, Op::T),
                (e4, e4),
                DataType::F32,
                Batch::Strided {
                    count: 3,
                    pad: 16,
                    a_shared: false,
                },
                true,
            ),
            (
                Gemm::new(20, 16, 8).row_major().trans(Op::N, Op::T),
                (e5, e4),
                DataType::BF16,
                Batch::Table { count: 2 },
                false,
            ),
        ]);
    }
    t.run(&format!("{name}::products"), || {
        for (i, (g, (input, input_b), output, batch, hopper)) in cases.iter().enumerate() {
            let case = Case {
                nan_c: g.beta == 0.0,
                ..Case::new(*g, *input, *output).batch(*batch).b(*input_b)
            };
            let p = check(blas, &case, 80 + i as u64)?;
            let on = matches!(p, Path::Hopper { .. });
            ensure!(
                on == (*hopper && on_hopper),
                "case {i} ({input} into {output}): {p:?}"
            );
            ensure!(on || matches!(p, Path::General(_)), "case {i}: {p:?}");
        }
        Ok(())
    });
    t.run(&format!("{name}::refused"), || {
        let dev = blas.device();
        let (a, b) = (dev.upload(&[0u8; 4])?, dev.upload(&[0u8; 4])?);
        let mut h = dev.alloc::<u16>(4)?;
        let g = Gemm::new(2, 2, 2);
        // 8-bit floats pair with each other only; bf16 or f32 out.
        let half = dev.upload(&[0u16; 4])?;
        let mixed = blas.gemm_ex(
            &g,
            Matrix::E4M3(&a),
            Matrix::BF16(&half),
            MatrixMut::BF16(&mut h),
        );
        ensure!(
            matches!(mixed, Err(BlasError::TypeMismatch { arg: "b", .. })),
            "{mixed:?}"
        );
        let f16 = blas.gemm_ex(
            &g,
            Matrix::E4M3(&a),
            Matrix::E4M3(&b),
            MatrixMut::F16(&mut h),
        );
        match f16 {
            Err(BlasError::TypeMismatch { arg: "c", detail }) => {
                ensure!(detail.contains("bf16 or f32"), "{detail}")
            }
            other => anyhow::bail!("{other:?}"),
        }
        // A buffer too short for the product: the typed error, nothing run.
        let s = Strided::packed(&g, 2);
        let short = blas.gemm_strided_batched_ex(
            &g,
            &s,
            Matrix::E4M3(&a),
            Matrix::E4M3(&b),
            MatrixMut::BF16(&mut h),
        );
        ensure!(
            matches!(short, Err(BlasError::BufferTooSmall { .. })),
            "{short:?}"
        );
        Ok(())
    });
}
