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
        &[
            (1, 1, 1),
            (17, 33, 9),
            (128, 128, 128),
            (256, 384, 44),
            (1000, 700, 300),
        ]
    } else {
        &[(1, 1, 1), (17, 33, 9), (128, 96, 64), (256, 256, 44)]
    };
    // The shapes NVIDIA's products take, at sizes that cross their tiles'
    // edges (and a `k` that is not a multiple of 4, which takes the scalar
    // loads), beside the default one at the sizes above.
    let tiled: &[(usize, usize, usize)] = &[(130, 260, 12), (128, 256, 13), (250, 130, 40)];
    let runs = shapes.iter().map(|&s| ("", sgemm::SQUARE, s)).chain(
        tiled
            .iter()
            .flat_map(|&s| [("wide::", sgemm::WIDE, s), ("narrow::", sgemm::NARROW, s)]),
    );
    for (name, shape, (m, n, kk)) in runs {
        t.run(&format!("{tag}::sgemm::{name}{m}x{n}x{kk}"), || {
            let k = load(dev, &sgemm::module_with(&shape)?, sgemm::KERNEL)?;
            let a: Vec<f32> = (0..m * kk)
                .map(|i| ((i * 31) % 17) as f32 * 0.125 - 1.0)
                .collect();
            let b: Vec<f32> = (0..kk * n)
                .map(|i| ((i * 13) % 11) as f32 * 0.25 - 1.25)
                .collect();
            let (ab, bb, cb) = (dev.upload(&a)?, dev.upload(&b)?, dev.alloc::<f32>(m * n)?);
            let c = shape.config(m as u32, n as u32);
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

/// The library's matrix-core GEMM (`gpujit_kernels::gemm`) at edge-crossing
/// sizes, both layouts of B, f32 and bf16 output, against the f64 reference.
pub(super) fn gemm_tests(t: &mut Tally, tag: &str, dev: &dyn Device, sizes: Sizes) {
    use gpujit::ir::{MatrixLayout, MmaInput, ScalarType};
    use gpujit_kernels::gemm::{Gemm, check, config, module, reference};
    use gpujit_kernels::half::{bf16_bits, bf16_value, f16_bits};
    let kinds = gpujit::matrix_kinds_for(dev).unwrap_or_default();
    let shapes: &[(usize, usize, usize)] = if sizes.big(dev) {
        &[(16, 16, 16), (200, 136, 72), (256, 384, 512)]
    } else {
        &[(16, 16, 16), (130, 136, 40)]
    };
    for (input, out, b) in [
        (MmaInput::BF16, ScalarType::BF16, MatrixLayout::RowMajor),
        (MmaInput::BF16, ScalarType::F32, MatrixLayout::ColMajor),
        (MmaInput::F16, ScalarType::F32, MatrixLayout::RowMajor),
    ] {
        let g = Gemm {
            input,
            b,
            out,
            ..Gemm::default()
        }
        .fit(dev.info().max_shared_per_block);
        let kind = if input == MmaInput::F16 {
            gpujit::ir::MmaKind::F16_16X16X16
        } else {
            gpujit::ir::MmaKind::BF16_16X16X16
        };
        for &(m, n, kk) in shapes {
            let name = format!(
                "{tag}::gemm::{}_{}_{}::{m}x{n}x{kk}",
                input.name(),
                b.name(),
                out
            );
            if !kinds.contains(&kind) {
                continue;
            }
            t.run(&name, || {
                check(&g, m, n, kk).map_err(anyhow::Error::msg)?;
                let k = load(dev, &module(&g)?, gpujit_kernels::gemm::KERNEL)?;
                let enc = |x: f32| match input {
                    MmaInput::F16 => f16_bits(x),
                    _ => bf16_bits(x),
                };
                let a: Vec<u16> = (0..m * kk)
                    .map(|i| enc(((i * 37 % 101) as f32 - 50.0) / 32.0))
                    .collect();
                let bv: Vec<u16> = (0..kk * n)
                    .map(|i| enc(((i * 53 % 89) as f32 - 44.0) / 16.0))
                    .collect();
                let (ab, bb) = (dev.upload(&a)?, dev.upload(&bv)?);
                let cfg = config(&g, m as u32, n as u32, 1, dev.info().warp_size);
                let dims = one_product(m, n, kk);
                let want = reference(input, &a, &bv, b, (m, n, kk));
                let got: Vec<f64> = if out == ScalarType::F32 {
                    let cb = dev.alloc::<f32>(m * n)?;
                    let mut args: Vec<gpujit::KernelArg> =
                        vec![(&ab).into(), (&bb).into(), (&cb).into()];
                    args.extend(dims);
                    dev.launch(&k, &cfg, &args)?;
                    dev.synchronize()?;
                    dev.download(&cb)?.into_iter().map(f64::from).collect()
                } else {
                    let cb = dev.alloc::<u16>(m * n)?;
                    let mut args: Vec<gpujit::KernelArg> =
                        vec![(&ab).into(), (&bb).into(), (&cb).into()];
                    args.extend(dims);
                    dev.launch(&k, &cfg, &args)?;
                    dev.synchronize()?;
                    dev.download(&cb)?
                        .into_iter()
                        .map(|x| f64::from(bf16_value(x)))
                        .collect()
                };
                // f32 sums of exact products; bf16 output adds its own rounding.
                let rel = if out == ScalarType::F32 { 1e-5 } else { 8e-3 };
                for (i, (g, w)) in got.iter().zip(&want).enumerate() {
                    ensure!(
                        (g - w).abs() <= rel * (1.0 + w.abs()),
                        "C[{}][{}] = {g}, reference {w}",
                        i / n,
                        i % n
                    );
                }
                Ok(())
            });
        }
    }
    t.run(&format!("{tag}::gemm::checks_sizes"), || {
        let g = Gemm::default();
        ensure!(check(&g, 16, 16, 12).is_err() && check(&g, 16, 12, 16).is_err());
        ensure!(
            check(
                &Gemm {
                    b: MatrixLayout::ColMajor,
                    ..g
                },
                16,
                12,
                16
            )
            .is_ok()
        );
        Ok(())
    });
}

/// Hopper's bf16 and f16 GEMM (`gpujit_kernels::gemm_sm90`, `wgmma`) on a CUDA
/// device of compute capability 9.0, both pipelines, against the f64 reference;
/// elsewhere, compiling it for the device is the typed error.
pub(super) fn gemm_sm90_tests(t: &mut Tally, tag: &str, dev: &dyn Device) {
    use gpujit::ir::{MatrixLayout, ScalarType};
    use gpujit_kernels::gemm::reference;
    use gpujit_kernels::gemm_sm90::{Sm90Gemm, config, module};
    use gpujit_kernels::half::{bf16_bits, bf16_value, f16_bits, f16_value};
    let info = dev.info();
    if info.backend != gpujit::Backend::Cuda || info.arch != "sm_90" {
        t.run(&format!("{tag}::gemm_sm90::refused"), || {
            let e = gpujit::compile_for(dev, &module(&Sm90Gemm::default())?)
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default();
            ensure!(e.contains("(NVIDIA sm_90a only)"), "{e:?}");
            // No tensor copies either: their descriptor is refused by name.
            let map = gpujit::TensorMap2d {
                addr: 0x1000,
                element: ScalarType::BF16,
                rows: 128,
                cols: 64,
                row_bytes: 128,
                layers: 1,
                layer_bytes: 128 * 128,
                box_rows: 128,
                box_cols: 64,
            };
            match dev.tensor_map(&map) {
                Err(gpujit::DeviceError::Unsupported { what, .. })
                    if what.contains("tensor copies") => {}
                other => anyhow::bail!("a tensor map elsewhere: {other:?}"),
            }
            Ok(())
        });
        return;
    }
    let cases = [
        (ScalarType::BF16, 0u8, (128usize, 256usize, 64usize)),
        (ScalarType::BF16, 1, (128, 256, 64)),
        (ScalarType::BF16, 0, (384, 512, 320)),
        (ScalarType::BF16, 1, (384, 512, 320)),
        (ScalarType::F16, 1, (128, 256, 64)),
        (ScalarType::F16, 0, (384, 512, 320)),
        (ScalarType::F16, 1, (384, 512, 320)),
        // Ragged m: rows of A past it read as zeros, rows of C not written.
        (ScalarType::BF16, 1, (200, 256, 64)),
        (ScalarType::F16, 1, (1, 512, 128)),
    ];
    // Every case with the wide tiles (4 stages), then with the narrow
    // ones (128 columns, 3 stages, or 2 when nothing is in flight and the
    // depth is at most two slices), plus an n only they take.
    let narrow = cases.iter().map(|&(e, p, s)| (e, p, s, 128)).chain([(
        ScalarType::BF16,
        1,
        (130, 384, 192),
        128,
    )]);
    let k_major = MatrixLayout::ColMajor;
    // B N-major (given as row-major k × n): wide and narrow tiles, both
    // types, both pipelines, ragged m.
    let n_major = [
        (ScalarType::BF16, 1, (384, 512, 320), 256),
        (ScalarType::F16, 0, (128, 256, 64), 256),
        (ScalarType::BF16, 1, (200, 256, 64), 128),
        (ScalarType::F16, 1, (130, 384, 192), 128),
        (ScalarType::BF16, 0, (64, 128, 128), 128),
    ]
    .map(|(e, p, s, bn)| (e, p, s, bn, MatrixLayout::RowMajor));
    // Tiles of 64 columns, both layouts of B.
    let n64 = [
        (ScalarType::BF16, 1, (200, 64, 192), MatrixLayout::ColMajor),
        (ScalarType::F16, 0, (128, 192, 128), MatrixLayout::RowMajor),
        (ScalarType::BF16, 1, (1, 320, 256), MatrixLayout::RowMajor),
    ]
    .map(|(e, p, s, b)| (e, p, s, 64, b));
    // A M-major (given as Aᵀ, k × m), B either way; m a multiple of 8.
    let m_major = [
        (ScalarType::BF16, 1, (256, 512, 320), 256, k_major),
        (
            ScalarType::F16,
            0,
            (136, 256, 64),
            128,
            MatrixLayout::RowMajor,
        ),
        (
            ScalarType::BF16,
            1,
            (64, 192, 128),
            64,
            MatrixLayout::RowMajor,
        ),
    ]
    .map(|(e, p, s, bn, b)| (e, p, s, bn, b, MatrixLayout::ColMajor));
    let cases: Vec<_> = cases
        .iter()
        .map(|&(e, p, s)| (e, p, s, 256))
        .chain(narrow)
        .map(|(e, p, s, bn)| (e, p, s, bn, k_major))
        .chain(n_major)
        .chain(n64)
        .map(|(e, p, s, bn, b)| (e, p, s, bn, b, MatrixLayout::RowMajor))
        .chain(m_major)
        .collect();
    for (element, pending, (m, n, kk), bn, b_layout, a_layout) in cases {
        let ty = if element == ScalarType::F16 {
            "f16::"
        } else {
            ""
        };
        let wide = if bn == 256 {
            String::new()
        } else {
            format!("n{bn}::")
        };
        let major = major_tag(a_layout, b_layout);
        let name = format!("{tag}::gemm_sm90::{major}{ty}{wide}w{pending}::{m}x{n}x{kk}");
        type Convert = (fn(f32) -> u16, fn(u16) -> f32);
        let (bits, value): Convert = if element == ScalarType::F16 {
            (f16_bits, f16_value)
        } else {
            (bf16_bits, bf16_value)
        };
        let input = if element == ScalarType::F16 {
            gpujit::ir::MmaInput::F16
        } else {
            gpujit::ir::MmaInput::BF16
        };
        t.run(&name, || {
            let g = sm90_gemm(element, pending, kk, bn, (a_layout, b_layout));
            let k = sm90_kernel(dev, &g, (m, n, kk))?;
            let a: Vec<u16> = (0..m * kk)
                .map(|i| bits(((i * 37 % 101) as f32 - 50.0) / 32.0))
                .collect();
            let bt: Vec<u16> = (0..n * kk)
                .map(|i| bits(((i * 53 % 89) as f32 - 44.0) / 16.0))
                .collect();
            // A tile's worth of rows past C, all ones: the kernel must not write them.
            let past = vec![0xffffu16; (m + 128) * n];
            let (ab, bb, cb) = (dev.upload(&a)?, dev.upload(&bt)?, dev.upload(&past)?);
            let mut args: Vec<gpujit::KernelArg> = vec![(&ab).into(), (&bb).into(), (&cb).into()];
            args.extend(one_product(m, n, kk));
            dev.launch(&k, &config(&g, m as u32, n as u32, 1), &args)?;
            dev.synchronize()?;
            let all = dev.download(&cb)?;
            ensure!(
                all[m * n..].iter().all(|&x| x == 0xffff),
                "the kernel wrote rows of C past m = {m}"
            );
            let got = &all[..m * n];
            // `bt` holds Bᵀ (n × k) K-major, B (k × n) N-major; `a` holds A
            // (m × k) K-major, Aᵀ (k × m) M-major.
            let a_rows = rows_of_a(&a, a_layout, (m, kk));
            let want = reference(input, &a_rows, &bt, b_layout, (m, n, kk));
            within_16bit(got, &want, value, n, "")?;
            Ok(())
        });
    }
    gemm_sm90_tf32(t, tag, dev);
    gemm_sm90_fp8(t, tag, dev);
    gemm_sm90_tma(t, tag, dev);
}

/// Hopper's kernel fed by tensor copies ([`Sm90Gemm::tma`]): bf16 and f16,
/// both pipelines, wide and narrow tiles, ragged `m` (the copies read rows
/// of `A` past it as zeros), an N-major `B` and an M-major `A`, batches
/// whose matrices lie further apart than their sizes; each against the f64
/// reference, with rows of `C` past `m` left untouched.
///
/// [`Sm90Gemm::tma`]: gpujit_kernels::gemm_sm90::Sm90Gemm::tma
fn gemm_sm90_tma(t: &mut Tally, tag: &str, dev: &dyn Device) {
    use gpujit::ir::{MatrixLayout, MmaInput, ScalarType};
    use gpujit_kernels::gemm::reference;
    use gpujit_kernels::gemm_sm90::{Sm90Gemm, config, tensor_maps};
    use gpujit_kernels::half::{bf16_bits, bf16_value, f16_bits, f16_value};
    let (bf16, f16) = (ScalarType::BF16, ScalarType::F16);
    let (k_major, row) = (MatrixLayout::ColMajor, MatrixLayout::RowMajor);
    // (type, pending, (m, n, k), columns, stages, (A, B) as given).
    let cases = [
        (
            bf16,
            1u8,
            (384usize, 512usize, 320usize),
            256u32,
            4u32,
            (row, k_major),
        ),
        (bf16, 0, (128, 256, 64), 256, 4, (row, k_major)),
        (f16, 1, (256, 768, 1024), 256, 3, (row, k_major)),
        (bf16, 1, (200, 256, 192), 128, 3, (row, k_major)),
        (f16, 1, (1, 128, 128), 128, 2, (row, k_major)),
        (bf16, 0, (130, 192, 256), 64, 2, (row, k_major)),
        // B N-major (given as k × n), A M-major (given as k × m, m a multiple of 8).
        (bf16, 1, (200, 512, 320), 256, 4, (row, row)),
        (f16, 1, (136, 256, 128), 128, 3, (k_major, row)),
        (bf16, 0, (256, 256, 192), 256, 4, (k_major, k_major)),
    ];
    // Batches: product z's matrices lie z strides on, the strides longer
    // than the matrices (A's and B's by 64 and 128 elements).
    let batches = [
        (bf16, 1, (200, 256, 128), 256, 4, (row, k_major), 3usize),
        (f16, 1, (136, 512, 192), 256, 4, (k_major, row), 2),
    ];
    let cases = cases
        .into_iter()
        .map(|(e, p, s, bn, st, l)| (e, p, s, bn, st, l, 1usize))
        .chain(batches);
    for (element, pending, (m, n, kk), bn, stages, (a_layout, b_layout), batch) in cases {
        let ty = if element == f16 { "f16::" } else { "" };
        let major = major_tag(a_layout, b_layout);
        let batched = if batch > 1 {
            format!("batch{batch}::")
        } else {
            String::new()
        };
        let name = format!(
            "{tag}::gemm_sm90::tma::{batched}{major}{ty}n{bn}::s{stages}::w{pending}::{m}x{n}x{kk}"
        );
        type Convert = (fn(f32) -> u16, fn(u16) -> f32, MmaInput);
        let (bits, value, input): Convert = if element == ScalarType::F16 {
            (f16_bits, f16_value, MmaInput::F16)
        } else {
            (bf16_bits, bf16_value, MmaInput::BF16)
        };
        t.run(&name, || {
            let g = Sm90Gemm {
                element,
                pending,
                bn,
                stages,
                tma: true,
                a: a_layout,
                b: b_layout,
                ..Sm90Gemm::default()
            }
            .with_room_for_c();
            let k = sm90_kernel(dev, &g, (m, n, kk))?;
            let (sa, sb, sc) = if batch > 1 {
                (m * kk + 64, n * kk + 128, m * n)
            } else {
                (0, 0, 0)
            };
            let a: Vec<u16> = (0..sa * (batch - 1) + m * kk)
                .map(|i| bits(((i * 37 % 101) as f32 - 50.0) / 32.0))
                .collect();
            let bt: Vec<u16> = (0..sb * (batch - 1) + n * kk)
                .map(|i| bits(((i * 53 % 89) as f32 - 44.0) / 16.0))
                .collect();
            let last = sc * (batch - 1) + m * n;
            let past = vec![0xffffu16; last + 128 * n];
            let (ab, bb, cb) = (dev.upload(&a)?, dev.upload(&bt)?, dev.upload(&past)?);
            let (pa, pb) = (
                gpujit::KernelArg::from(&ab).pointer(),
                gpujit::KernelArg::from(&bb).pointer(),
            );
            let (Some(pa), Some(pb)) = (pa, pb) else {
                anyhow::bail!("a buffer argument without an address");
            };
            let mut maps = Vec::new();
            let dims = (m as u32, n as u32, kk as u32);
            let stack = (batch as u32, [sa as u64, sb as u64]);
            for map in tensor_maps(&g, (pa, pb), dims, stack) {
                maps.extend(dev.tensor_map(&map)?);
            }
            let mb = dev.upload(&maps)?;
            let mut args: Vec<gpujit::KernelArg> = vec![(&ab).into(), (&bb).into(), (&cb).into()];
            args.extend(one_product(m, n, kk));
            args[6..9].copy_from_slice(&[sa as u64, sb as u64, sc as u64].map(Into::into));
            args.push((&mb).into());
            let cfg = config(&g, m as u32, n as u32, batch as u32);
            dev.launch(&k, &cfg, &args)?;
            dev.synchronize()?;
            let all = dev.download(&cb)?;
            ensure!(
                all[last..].iter().all(|&x| x == 0xffff),
                "the kernel wrote rows of C past m = {m}"
            );
            for z in 0..batch {
                // `bt` holds Bᵀ (n × k) K-major, B (k × n) N-major; `a` holds A
                // (m × k) K-major, Aᵀ (k × m) M-major.
                let (az, bz) = (&a[z * sa..z * sa + m * kk], &bt[z * sb..z * sb + n * kk]);
                let a_rows = rows_of_a(az, a_layout, (m, kk));
                let want = reference(input, &a_rows, bz, b_layout, (m, n, kk));
                let got = &all[z * sc..z * sc + m * n];
                within_16bit(got, &want, value, n, &format!("product {z}: "))?;
            }
            Ok(())
        });
    }
}

/// Hopper's kernel on `f32` matrices read as `tf32` (both K-major, `C` in
/// `f32`). Every input is a value of at most 7 significant bits times
/// `1 + 2⁻¹²`, which `tf32` (10 bits kept) reads as the value alone: the
/// exact product of the values is the answer, where reading the inputs
/// whole would make it `2⁻¹¹` of itself larger.
fn gemm_sm90_tf32(t: &mut Tally, tag: &str, dev: &dyn Device) {
    use gpujit::ir::{MatrixLayout, ScalarType};
    use gpujit_kernels::gemm_sm90::config;
    let cases = [
        (0u8, (128usize, 256usize, 32usize), 256u32),
        (1, (384, 512, 320), 256),
        (0, (384, 512, 320), 256),
        (1, (200, 256, 96), 128),
        (0, (1, 192, 64), 64),
    ];
    for (pending, (m, n, kk), bn) in cases {
        let name = format!("{tag}::gemm_sm90::tf32::n{bn}::w{pending}::{m}x{n}x{kk}");
        t.run(&name, || {
            let layouts = (MatrixLayout::RowMajor, MatrixLayout::ColMajor);
            let g = sm90_gemm(ScalarType::F32, pending, kk, bn, layouts);
            let k = sm90_kernel(dev, &g, (m, n, kk))?;
            let a: Vec<f32> = (0..m * kk)
                .map(|i| ((i * 37 % 101) as f32 - 50.0) / 32.0)
                .collect();
            let bt: Vec<f32> = (0..n * kk)
                .map(|i| ((i * 53 % 89) as f32 - 44.0) / 16.0)
                .collect();
            let tail =
                |v: &[f32]| -> Vec<f32> { v.iter().map(|x| x * (1.0 + 2f32.powi(-12))).collect() };
            let past = vec![-7.0f32; (m + 128) * n];
            let (ab, bb, cb) = (
                dev.upload(&tail(&a))?,
                dev.upload(&tail(&bt))?,
                dev.upload(&past)?,
            );
            let mut args: Vec<gpujit::KernelArg> = vec![(&ab).into(), (&bb).into(), (&cb).into()];
            args.extend(one_product(m, n, kk));
            dev.launch(&k, &config(&g, m as u32, n as u32, 1), &args)?;
            dev.synchronize()?;
            let all = dev.download(&cb)?;
            ensure!(
                all[m * n..].iter().all(|&x| x == -7.0),
                "the kernel wrote rows of C past m = {m}"
            );
            for (i, got) in all[..m * n].iter().enumerate() {
                let (r, col) = (i / n, i % n);
                let want: f64 = (0..kk)
                    .map(|p| f64::from(a[r * kk + p]) * f64::from(bt[col * kk + p]))
                    .sum();
                let got = f64::from(*got);
                ensure!(
                    (got - want).abs() <= 1e-5 * (1.0 + want.abs()),
                    "C[{r}][{col}] = {got}, tf32 reference {want}"
                );
            }
            Ok(())
        });
    }
}

/// Hopper's kernel on 8-bit float matrices (both K-major), each pair of
/// formats, `C` in `f32` or `bf16`, scaled or not. The inputs are integers
/// from -4 to 4, which both formats hold exactly, so that every partial sum
/// is an integer below 2¹³: exact whatever the precision of the tensor
/// cores' accumulation, and the answer is the exact product (rounded to
/// `bf16` for a `bf16` `C`).
fn gemm_sm90_fp8(t: &mut Tally, tag: &str, dev: &dyn Device) {
    use gpujit::ir::mma::Fp8;
    use gpujit::ir::{MatrixLayout, ScalarType};
    use gpujit_kernels::gemm_sm90::config;
    use gpujit_kernels::half::bf16_value;
    let (e4, e5) = (Fp8::E4M3, Fp8::E5M2);
    let cases = [
        (
            1u8,
            (384usize, 512usize, 384usize),
            256u32,
            (e4, e4),
            true,
            Some(0.5f32),
        ),
        (0, (200, 256, 256), 128, (e4, e5), false, None),
        (1, (128, 192, 128), 64, (e5, e4), true, Some(-3.0)),
        (0, (1, 256, 512), 256, (e5, e5), false, Some(0.25)),
    ];
    for (pending, (m, n, kk), bn, (fa, fb), f32_out, alpha) in cases {
        let out = if f32_out { "f32" } else { "bf16" };
        let name =
            format!("{tag}::gemm_sm90::fp8::{fa}_{fb}_{out}::n{bn}::w{pending}::{m}x{n}x{kk}");
        t.run(&name, || {
            let layouts = (MatrixLayout::RowMajor, MatrixLayout::ColMajor);
            let mut g = sm90_gemm(ScalarType::U8, pending, kk, bn, layouts);
            g.fp8 = (fa, fb);
            g.f32_out = f32_out;
            g.scaled = alpha.is_some();
            let g = g.with_room_for_c();
            let k = sm90_kernel(dev, &g, (m, n, kk))?;
            let a: Vec<i32> = (0..m * kk).map(|i| (i * 37 % 9) as i32 - 4).collect();
            let bt: Vec<i32> = (0..n * kk).map(|i| (i * 53 % 9) as i32 - 4).collect();
            let bytes = |f: Fp8, v: &[i32]| -> anyhow::Result<Vec<u8>> {
                v.iter()
                    .map(|&x| {
                        (0..=255u8)
                            .find(|&b| f.decode(b) == x as f32)
                            .ok_or_else(|| anyhow::anyhow!("{x} is not a {f} value"))
                    })
                    .collect()
            };
            let (ab, bb) = (dev.upload(&bytes(fa, &a)?)?, dev.upload(&bytes(fb, &bt)?)?);
            let scale = alpha.unwrap_or(1.0);
            let tail: Vec<gpujit::KernelArg<'static>> = alpha.map(Into::into).into_iter().collect();
            let want = |r: usize, col: usize| -> f64 {
                let dot: i64 = (0..kk)
                    .map(|p| i64::from(a[r * kk + p] * bt[col * kk + p]))
                    .sum();
                dot as f64 * f64::from(scale)
            };
            let run = Launched {
                dev,
                kernel: &k,
                cfg: config(&g, m as u32, n as u32, 1),
                inputs: (&ab, &bb),
                tail,
                dims: (m, n, kk),
            };
            let got = if f32_out {
                run.c(-7.0f32, f64::from)?
            } else {
                run.c(0xffffu16, |x| f64::from(bf16_value(x)))?
            };
            // bf16 keeps 8 significant bits: half a unit in the last place.
            let tol = if f32_out { 0.0 } else { 2f64.powi(-8) };
            for (i, got) in got.iter().enumerate() {
                let (r, col) = (i / n, i % n);
                let want = want(r, col);
                ensure!(
                    (got - want).abs() <= tol * want.abs(),
                    "C[{r}][{col}] = {got}, exact {want}"
                );
            }
            Ok(())
        });
    }
}

/// One launch of Hopper's kernel on 8-bit matrices already uploaded, with
/// the parameters after the batch strides (`tail`).
struct Launched<'a> {
    dev: &'a dyn Device,
    kernel: &'a gpujit::Kernel,
    cfg: gpujit::LaunchConfig,
    inputs: (&'a gpujit::Buffer<u8>, &'a gpujit::Buffer<u8>),
    tail: Vec<gpujit::KernelArg<'static>>,
    dims: (usize, usize, usize),
}

impl Launched<'_> {
    /// Runs it into a `C` of `T` holding `fill`, with 128 rows past `m`
    /// that must stay `fill`; `C`'s first `m` rows as values.
    fn c<T: gpujit::DeviceCopy + PartialEq>(
        &self,
        fill: T,
        value: impl Fn(T) -> f64,
    ) -> anyhow::Result<Vec<f64>> {
        let (m, n, k) = self.dims;
        let cb = self.dev.upload(&vec![fill; (m + 128) * n])?;
        let mut args: Vec<gpujit::KernelArg> =
            vec![self.inputs.0.into(), self.inputs.1.into(), (&cb).into()];
        args.extend(one_product(m, n, k));
        args.extend(self.tail.iter().cloned());
        self.dev.launch(self.kernel, &self.cfg, &args)?;
        self.dev.synchronize()?;
        let all = self.dev.download(&cb)?;
        ensure!(
            all[m * n..].iter().all(|&x| x == fill),
            "the kernel wrote rows of C past m = {m}"
        );
        Ok(all[..m * n].iter().map(|&x| value(x)).collect())
    }
}

/// Hopper's GEMM kernel on `element` matrices (`f32` read as `tf32`, `C`
/// then `f32`; else `C` of `element`), `bn` columns a tile, `A` and `B`
/// laid out as `(a, b)`: wide tiles with four stages, narrow ones with
/// three, or two where nothing is in flight and the depth `k` is at most
/// two slices.
fn sm90_gemm(
    element: gpujit::ir::ScalarType,
    pending: u8,
    k: usize,
    bn: u32,
    (a, b): (gpujit::ir::MatrixLayout, gpujit::ir::MatrixLayout),
) -> gpujit_kernels::gemm_sm90::Sm90Gemm {
    use gpujit_kernels::gemm_sm90::Sm90Gemm;
    let g = Sm90Gemm {
        element,
        f32_out: element == gpujit::ir::ScalarType::F32,
        pending,
        bn,
        split: false,
        a,
        b,
        ..Sm90Gemm::default()
    };
    let shallow = pending == 0 && k <= 2 * g.bk() as usize;
    Sm90Gemm {
        stages: match (bn, shallow) {
            (256, _) => 4,
            (_, true) => 2,
            _ => 3,
        },
        ..g
    }
}

/// What a Hopper kernel test's name says of the layouts of `A` and `B`:
/// nothing for both K-major (`A` row-major, `B` given as `Bᵀ`).
fn major_tag(a: gpujit::ir::MatrixLayout, b: gpujit::ir::MatrixLayout) -> &'static str {
    use gpujit::ir::MatrixLayout::{ColMajor, RowMajor};
    match (a, b) {
        (RowMajor, ColMajor) => "",
        (RowMajor, RowMajor) => "b_n_major::",
        (ColMajor, ColMajor) => "a_m_major::",
        (ColMajor, RowMajor) => "a_m_major::b_n_major::",
    }
}

/// `A` (`m × k`) row-major from the matrix given: itself when `RowMajor`,
/// `Aᵀ` (`k × m` row-major, M-major) when `ColMajor`.
fn rows_of_a(a: &[u16], layout: gpujit::ir::MatrixLayout, (m, k): (usize, usize)) -> Vec<u16> {
    if layout == gpujit::ir::MatrixLayout::ColMajor {
        (0..m * k).map(|x| a[(x % k) * m + x / k]).collect()
    } else {
        a.to_vec()
    }
}

/// Each element of `got` (16-bit values read by `value`, rows of `n`)
/// within the 16-bit kernels' bound of `want`; `what` prefixes the message.
fn within_16bit(
    got: &[u16],
    want: &[f64],
    value: fn(u16) -> f32,
    n: usize,
    what: &str,
) -> anyhow::Result<()> {
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        let g = f64::from(value(*g));
        ensure!(
            (g - w).abs() <= 8e-3 * (1.0 + w.abs()),
            "{what}C[{}][{}] = {g}, reference {w}",
            i / n,
            i % n
        );
    }
    Ok(())
}

/// Hopper's GEMM kernel as `g` describes it, for an `m × n × k` product it
/// takes, compiled for `sm_90a` and loaded on `dev`.
fn sm90_kernel(
    dev: &dyn Device,
    g: &gpujit_kernels::gemm_sm90::Sm90Gemm,
    (m, n, k): (usize, usize, usize),
) -> anyhow::Result<gpujit::Kernel> {
    use gpujit_kernels::gemm_sm90::{KERNEL, check, module};
    check(g, m, n, k).map_err(anyhow::Error::msg)?;
    let opts = gpujit::CompileOptions {
        arch: Some("sm_90a".into()),
        ..Default::default()
    };
    let c = gpujit::compile_for_with(dev, &module(g)?, &opts)?;
    Ok(dev.load(&c.image)?.kernel(KERNEL)?)
}

/// The GEMM kernels' arguments after the matrices for one product: `m`,
/// `n`, `k`, and batch strides of 0.
fn one_product(m: usize, n: usize, k: usize) -> [gpujit::KernelArg<'static>; 6] {
    [
        (m as u32).into(),
        (n as u32).into(),
        (k as u32).into(),
        0u64.into(),
        0u64.into(),
        0u64.into(),
    ]
}
