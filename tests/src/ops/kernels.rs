//! Library kernels and the matrix kernels, at many sizes.

use anyhow::ensure;
use gpujit::{Device, DeviceExt};
use gpujit_conformance::Tally;

use super::{Sizes, cfg, load};

/// Library kernels at many sizes, run and checked by `gpujit::library`.
pub(super) fn library_tests(t: &mut Tally, tag: &str, dev: &dyn Device, sizes: Sizes) {
    let big = sizes.big(dev);
    let sizes: &[usize] = if big {
        &[0, 1, 255, 257, 100_003, 1 << 20, (1 << 24) + 3]
    } else {
        &[0, 1, 255, 257, 100_003]
    };
    for kernel in ["saxpy_vec4", "reduce", "histogram", "scan"] {
        for &n in sizes {
            t.run(&format!("{tag}::{kernel}::n{n}"), || {
                gpujit::library::run(dev, kernel, n)?;
                Ok(())
            });
        }
    }
    t.run(&format!("{tag}::library::unknown_kernel"), || {
        let e = gpujit::library::run(dev, "sgemv", 10).unwrap_err();
        ensure!(
            e.to_string().contains("unknown library kernel `sgemv`"),
            "{e}"
        );
        Ok(())
    });
}

pub(super) fn matrix_tests(t: &mut Tally, tag: &str, dev: &dyn Device, sizes: Sizes) {
    use gpujit_kernels::{sgemm, softmax, transpose};
    let big = sizes.big(dev);
    for (rows, cols) in [(1usize, 1usize), (33, 65), (1000, 517)] {
        t.run(&format!("{tag}::transpose::{rows}x{cols}"), || {
            let k = load(dev, &transpose::module()?, transpose::KERNEL)?;
            let x: Vec<f32> = (0..rows * cols).map(|i| i as f32 * 0.5).collect();
            let (xb, out) = (dev.upload(&x)?, dev.alloc::<f32>(rows * cols)?);
            let c = transpose::config(rows as u32, cols as u32);
            dev.launch(
                &k,
                &c,
                &[
                    (&xb).into(),
                    (&out).into(),
                    (rows as u32).into(),
                    (cols as u32).into(),
                ],
            )?;
            dev.synchronize()?;
            ensure!(
                dev.download(&out)? == transpose::reference(&x, rows, cols),
                "{rows}x{cols} transpose differs"
            );
            Ok(())
        });
    }
    for (rows, cols) in [(1usize, 1usize), (3, 1000), (100, 33), (64, 4097)] {
        t.run(&format!("{tag}::softmax::{rows}x{cols}"), || {
            let k = load(dev, &softmax::module()?, softmax::KERNEL)?;
            let x: Vec<f32> = (0..rows * cols)
                .map(|i| ((i * 7919) % 1000) as f32 * 0.02 - 10.0)
                .collect();
            let (xb, out) = (dev.upload(&x)?, dev.alloc::<f32>(rows * cols)?);
            dev.launch(
                &k,
                &cfg(rows as u32, softmax::BLOCK),
                &[
                    (&xb).into(),
                    (&out).into(),
                    (rows as u32).into(),
                    (cols as u32).into(),
                ],
            )?;
            dev.synchronize()?;
            let (got, want) = (dev.download(&out)?, softmax::reference(&x, rows, cols));
            for (i, (g, w)) in got.iter().zip(&want).enumerate() {
                ensure!(
                    (f64::from(*g) - w).abs() <= 1e-6 + 1e-5 * w.abs(),
                    "{rows}x{cols}: y[{i}] = {g}, reference {w}"
                );
            }
            Ok(())
        });
    }
    let shapes: &[(usize, usize, usize)] = if big {
        &[(1, 1, 1), (17, 33, 9), (128, 128, 128), (1000, 700, 300)]
    } else {
        &[(1, 1, 1), (17, 33, 9), (128, 96, 64)]
    };
    for &(m, n, kk) in shapes {
        t.run(&format!("{tag}::sgemm::{m}x{n}x{kk}"), || {
            let k = load(dev, &sgemm::module()?, sgemm::KERNEL)?;
            let a: Vec<f32> = (0..m * kk)
                .map(|i| ((i * 31) % 17) as f32 * 0.125 - 1.0)
                .collect();
            let b: Vec<f32> = (0..kk * n)
                .map(|i| ((i * 13) % 11) as f32 * 0.25 - 1.25)
                .collect();
            let (ab, bb, cb) = (dev.upload(&a)?, dev.upload(&b)?, dev.alloc::<f32>(m * n)?);
            let c = sgemm::config(m as u32, n as u32);
            dev.launch(
                &k,
                &c,
                &[
                    (&ab).into(),
                    (&bb).into(),
                    (&cb).into(),
                    (m as u32).into(),
                    (n as u32).into(),
                    (kk as u32).into(),
                ],
            )?;
            dev.synchronize()?;
            let (got, want) = (dev.download(&cb)?, sgemm::reference(&a, &b, m, n, kk));
            for (i, (g, w)) in got.iter().zip(&want).enumerate() {
                ensure!(
                    (f64::from(*g) - w).abs() <= 1e-4 * (1.0 + w.abs()),
                    "{m}x{n}x{kk}: c[{i}] = {g}, reference {w}"
                );
            }
            Ok(())
        });
    }
}
