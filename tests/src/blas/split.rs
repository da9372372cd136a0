//! Split products (split-K): a single product whose tiles underfill the
//! device and whose depth is long is cut into parts, each written to the
//! handle's scratch memory, and the epilogue adds them up. Checked on
//! every device whose matrix units run the input and which has more than
//! one multiprocessor (the host has a core each).

use anyhow::ensure;
use gpujit_blas::{Blas, DataType, Gemm, Op, Path};
use gpujit_conformance::Tally;

use super::{Batch, Case, check};

/// The parts `p` cuts its depth into, if it runs on the matrix units.
fn parts(p: &Path) -> Option<u32> {
    match p {
        Path::MatrixCores { parts, .. } | Path::Hopper { parts, .. } => Some(*parts),
        _ => None,
    }
}

pub(super) fn split(t: &mut Tally, tag: &str, blas: &mut Blas) {
    let info = blas.device().info();
    let many = info.multiprocessors >= 2;
    let hopper = info.backend == gpujit::Backend::Cuda && info.arch == "sm_90";
    for (input, output) in [
        (DataType::BF16, DataType::BF16),
        (DataType::F16, DataType::F32),
    ] {
        t.run(&format!("{tag}::blas::split::{input}_{output}"), || {
            let cores = super::cases::has_cores(blas, input);
            // (product, cut where the device has the units and the
            // multiprocessors; None: as many multiprocessors as it has say)
            let cases = [
                // One 128×128 tile, 32 slices of depth.
                (Gemm::new(40, 24, 1024).row_major(), Some(true)),
                // Transposed mapping, alpha and beta, a ragged last part
                // (1000 depths are 31.25 slices).
                (
                    Gemm::new(24, 40, 1000).trans(Op::T, Op::N).scale(0.5, 2.0),
                    Some(true),
                ),
                // Hopper's kernel where it runs (n a multiple of 256, Bᵀ);
                // two tiles of the matrix-core kernel elsewhere.
                (
                    Gemm::new(3, 256, 2048).row_major().trans(Op::N, Op::T),
                    hopper.then_some(true),
                ),
                // Too shallow to cut: 4 slices.
                (Gemm::new(40, 24, 128).row_major(), Some(false)),
            ];
            for (i, (g, cut)) in cases.iter().enumerate() {
                let case = Case {
                    nan_c: g.beta == 0.0,
                    ..Case::new(*g, input, output)
                };
                let p = check(blas, &case, 70 + i as u64)?;
                if cores && many {
                    let n = parts(&p).unwrap_or(1);
                    if let Some(cut) = cut {
                        ensure!((n > 1) == *cut, "case {i}: {p:?}");
                    }
                    if n > 1 && !matches!(p, Path::Hopper { .. }) {
                        ensure!(
                            p == Path::MatrixCores {
                                transposed: i == 1,
                                epilogue: true,
                                parts: n,
                            },
                            "case {i}: {p:?}"
                        );
                    }
                }
            }
            // A batch of the first product is not cut, and gives each
            // product (the scratch memory of the calls before is reused).
            let g = cases[0].0;
            let batched = blas.path_batched(&g, 3, input, output)?;
            ensure!(parts(&batched).unwrap_or(1) == 1, "a batch: {batched:?}");
            let batch = Batch::Strided {
                count: 3,
                pad: 8,
                a_shared: false,
            };
            check(blas, &Case::new(g, input, output).batch(batch), 79)?;
            // The first product again, after the scratch has grown.
            check(blas, &Case::new(g, input, output), 80)?;
            Ok(())
        });
    }
}
