//! Coarsened variants of elementwise kernels (`gpujit::ir::coarsen`): which kernels
//! get one, and that a launch large enough to take the variant computes what the
//! kernel as written computes, on ragged grids, 2-D grids, the grid's own extent and
//! a thread reading what it stored.

use anyhow::ensure;
use gpujit::ir::{AtomicOp, Axis, MemScope, ModuleOptions, ScalarType, build, p};
use gpujit::{
    Backend, COARSE_FACTOR, COARSE_SUFFIX, Device, DeviceExt, Dim3, Kernel, LaunchConfig,
    PortableModule,
};
use gpujit_conformance::Tally;

use super::{cfg, load};

/// `k(a, x, y, n)`: `y[i] = a·x[i] + y[i] + blockIdx.x` for `i < n`.
fn guarded() -> anyhow::Result<PortableModule> {
    Ok(build("coarse_guarded", ModuleOptions::default(), |m| {
        m.kernel(
            "k",
            &[p::f32("a"), p::ptr_f32("x"), p::ptr_f32("y"), p::u32("n")],
            |k, a| {
                let i = k.global_id(Axis::X);
                k.if_(k.lt(i, a[3]), |k| {
                    let b = k.cast(k.block_id(Axis::X), ScalarType::F32);
                    let v = k.add(k.fma(a[0], k.load(a[1], i), k.load(a[2], i)), b);
                    k.store(a[2], i, v);
                });
            },
        )
    })?)
}

/// `k(out, x)` on a 2-D grid without a bounds check: element `g + row·width`
/// (`g` the global x index, `row` the block index in y, `width` the grid's x
/// extent in threads) becomes `2·x + row + gridDim.x`.
fn unguarded() -> anyhow::Result<PortableModule> {
    Ok(build("coarse_unguarded", ModuleOptions::default(), |m| {
        m.kernel("k", &[p::ptr_f32("out"), p::ptr_f32("x")], |k, a| {
            let g = k.global_id(Axis::X);
            let width = k.mul(k.grid_dim(Axis::X), k.block_dim(Axis::X));
            let row = k.block_id(Axis::Y);
            let at = k.add(g, k.mul(row, width));
            let extra = k.cast(k.add(row, k.grid_dim(Axis::X)), ScalarType::F32);
            let v = k.add(k.mul(k.f32(2.0), k.load(a[1], at)), extra);
            k.store(a[0], at, v);
        })
    })?)
}

/// `k(x, y, z, n)`: `y[i] = x[i] + 1; z[i] = 2·y[i]`, the second read of `y`
/// after the thread's own store.
fn read_after_store() -> anyhow::Result<PortableModule> {
    Ok(build("coarse_raw", ModuleOptions::default(), |m| {
        m.kernel(
            "k",
            &[
                p::ptr_f32("x"),
                p::ptr_f32("y"),
                p::ptr_f32("z"),
                p::u32("n"),
            ],
            |k, a| {
                let i = k.global_id(Axis::X);
                k.if_(k.lt(i, a[3]), |k| {
                    k.store(a[1], i, k.add(k.load(a[0], i), k.f32(1.0)));
                    k.store(a[2], i, k.mul(k.f32(2.0), k.load(a[1], i)));
                });
            },
        )
    })?)
}

/// Kernels that get no variant: three must keep one block per block (a barrier over
/// shared memory, an atomic, a grid-stride loop), and one reads a `__constant__`
/// table, which a variant in a module of its own could not share.
fn ineligible() -> anyhow::Result<PortableModule> {
    Ok(build("coarse_not", ModuleOptions::default(), |m| {
        let table = m.constant_array("table", ScalarType::U32, &[3.0, 5.0, 7.0, 11.0]);
        m.kernel("table", &[p::ptr_u32("out")], |k, a| {
            let g = k.global_id(Axis::X);
            let c = k.const_ptr(&table);
            k.store(a[0], g, k.load(c, k.and(g, k.u32(3))));
        })?;
        m.kernel("shared", &[p::ptr_u32("out")], |k, a| {
            let s = k.shared_array(ScalarType::U32, 256);
            let t = k.thread_id(Axis::X);
            k.store(s, t, k.block_id(Axis::X));
            k.barrier();
            let g = k.global_id(Axis::X);
            k.store(a[0], g, k.load(s, k.sub(k.u32(255), t)));
        })?;
        m.kernel("atomic", &[p::ptr_u32("out")], |k, a| {
            let g = k.global_id(Axis::X);
            k.atomic(AtomicOp::Add, a[0], k.u32(0), g, MemScope::Device);
            k.store(a[0], k.add(g, k.u32(1)), k.block_id(Axis::X));
        })?;
        m.kernel("strided", &[p::ptr_u32("out"), p::u32("n")], |k, a| {
            let step = k.mul(k.grid_dim(Axis::X), k.block_dim(Axis::X));
            k.for_range(k.global_id(Axis::X), a[1], step, |k, i| {
                k.store(a[0], i, i);
            });
        })
    })?)
}

/// Whether `dev`'s compiler adds coarsened variants (the GPU targets do).
fn coarsens(dev: &dyn Device) -> bool {
    dev.info().backend != Backend::Host
}

/// Blocks in x for a launch that takes the variant on `dev`, not a multiple of
/// the factor (the last coarsened block has copies past the grid).
fn wide_grid(dev: &dyn Device) -> u32 {
    8 * COARSE_FACTOR * dev.info().multiprocessors.max(1) + 3
}

/// Before the first launch of `k` with `cfg`: whether it has a variant, which the
/// module does not list and has not loaded, and that a small grid keeps the kernel
/// without loading it.
fn before_launch(dev: &dyn Device, k: &Kernel, cfg: &LaunchConfig) -> anyhow::Result<()> {
    ensure!(
        k.module()
            .kernels()
            .iter()
            .all(|s| !s.name.ends_with(COARSE_SUFFIX)),
        "the module lists its variants: {:?}",
        k.module().kernels()
    );
    let mp = dev.info().multiprocessors;
    ensure!(
        k.coarse_variant().is_some() == coarsens(dev),
        "coarsened variant: {:?}",
        k.coarse_variant().map(|v| v.name.clone())
    );
    ensure!(
        !k.module().coarse_loaded(),
        "the variants were loaded with the kernels"
    );
    if let Some(v) = k.coarse_variant() {
        ensure!(v.name == format!("{}{COARSE_SUFFIX}", k.name()));
        let small = LaunchConfig {
            grid: Dim3::x(COARSE_FACTOR * mp),
            ..*cfg
        };
        let chosen = k.coarsened(&small, &[], mp, |_| {
            Err(gpujit::DeviceError::InvalidLaunch {
                kernel: k.name().into(),
                reason: "a small grid loaded the variants".into(),
            })
        })?;
        ensure!(
            chosen.is_none(),
            "a grid of {} blocks is coarsened",
            small.grid
        );
    }
    Ok(())
}

/// After the first launch of `k` with `cfg` (wide enough for the variant): the
/// launch loaded the variants, and `cfg` becomes the variant's narrower grid with
/// the grid's extent appended.
fn after_launch(dev: &dyn Device, k: &Kernel, cfg: &LaunchConfig) -> anyhow::Result<()> {
    ensure!(
        k.module().coarse_loaded() == coarsens(dev),
        "variants loaded: {}",
        k.module().coarse_loaded()
    );
    if coarsens(dev) {
        let mp = dev.info().multiprocessors;
        let (v, c, args) = k
            .coarsened(cfg, &[], mp, |image| dev.load(image))?
            .ok_or_else(|| anyhow::anyhow!("a grid of {} blocks is not coarsened", cfg.grid))?;
        ensure!(v.name() == format!("{}{COARSE_SUFFIX}", k.name()));
        ensure!(c.grid.x == cfg.grid.x.div_ceil(COARSE_FACTOR) && c.grid.y == cfg.grid.y);
        ensure!(args.len() == 1, "the grid's extent is appended");
    }
    Ok(())
}

fn inputs(n: usize) -> Vec<f32> {
    (0..n).map(|i| ((i * 7919) % 1000) as f32 * 0.25).collect()
}

/// Runs the coarsening tests on `dev`.
pub fn coarsen_tests(t: &mut Tally, tag: &str, dev: &dyn Device) {
    let name = |s: &str| format!("{tag}::coarsen::{s}");
    let block = 64u32;
    t.run(&name("guarded_ragged_grid"), || {
        let k = load(dev, &guarded()?, "k")?;
        let blocks = wide_grid(dev);
        let n = (blocks * block - 17) as usize;
        let cfg = cfg(blocks, block);
        before_launch(dev, &k, &cfg)?;
        let (xs, ys) = (inputs(n), inputs(n + 40));
        let (x, y) = (dev.upload(&xs)?, dev.upload(&ys)?);
        dev.launch(
            &k,
            &cfg,
            &[1.5f32.into(), (&x).into(), (&y).into(), (n as u32).into()],
        )?;
        after_launch(dev, &k, &cfg)?;
        let got = dev.download(&y)?;
        for (i, g) in got.iter().enumerate() {
            let want = if i < n {
                1.5f32.mul_add(xs[i], ys[i]) + (i as u32 / block) as f32
            } else {
                ys[i]
            };
            ensure!(g.to_bits() == want.to_bits(), "y[{i}] = {g}, want {want}");
        }
        Ok(())
    });
    t.run(&name("unguarded_2d_grid_dim"), || {
        let k = load(dev, &unguarded()?, "k")?;
        let blocks = wide_grid(dev);
        let cfg = LaunchConfig {
            grid: Dim3::new(blocks, 2, 1),
            block: Dim3::x(block),
            shared_bytes: 0,
        };
        before_launch(dev, &k, &cfg)?;
        let width = (blocks * block) as usize;
        let xs = inputs(2 * width);
        let x = dev.upload(&xs)?;
        let out = dev.alloc::<f32>(2 * width)?;
        dev.launch(&k, &cfg, &[(&out).into(), (&x).into()])?;
        after_launch(dev, &k, &cfg)?;
        let got = dev.download(&out)?;
        for (i, g) in got.iter().enumerate() {
            let row = (i / width) as u32;
            let want = 2.0 * xs[i] + (row + blocks) as f32;
            ensure!(g.to_bits() == want.to_bits(), "out[{i}] = {g}, want {want}");
        }
        Ok(())
    });
    t.run(&name("reads_its_own_store"), || {
        let k = load(dev, &read_after_store()?, "k")?;
        let blocks = wide_grid(dev);
        let n = (blocks * block - 5) as usize;
        let cfg = cfg(blocks, block);
        before_launch(dev, &k, &cfg)?;
        let xs = inputs(n);
        let x = dev.upload(&xs)?;
        let (y, z) = (dev.alloc::<f32>(n)?, dev.alloc::<f32>(n)?);
        dev.launch(
            &k,
            &cfg,
            &[(&x).into(), (&y).into(), (&z).into(), (n as u32).into()],
        )?;
        after_launch(dev, &k, &cfg)?;
        let (gy, gz) = (dev.download(&y)?, dev.download(&z)?);
        for i in 0..n {
            let want = xs[i] + 1.0;
            ensure!(
                gy[i] == want && gz[i] == 2.0 * want,
                "y[{i}] = {}, z = {}",
                gy[i],
                gz[i]
            );
        }
        Ok(())
    });
    t.run(&name("keeps_blocks_that_cooperate"), || {
        let m = ineligible()?;
        let image = gpujit::compile_for(dev, &m)?.image;
        let loaded = dev.load(&image)?;
        for kernel in ["shared", "atomic", "strided", "table"] {
            let k = loaded.kernel(kernel)?;
            ensure!(
                k.coarse_variant().is_none(),
                "{kernel} has a coarsened variant"
            );
        }
        ensure!(
            image.coarse.is_none(),
            "an image of variants without a variant"
        );
        // Still right at a grid that would take a variant.
        let k = loaded.kernel("shared")?;
        let blocks = wide_grid(dev);
        let out = dev.alloc::<u32>((blocks * 256) as usize)?;
        let cfg = cfg(blocks, 256);
        dev.launch(&k, &cfg, &[(&out).into()])?;
        let got = dev.download(&out)?;
        for (i, g) in got.iter().enumerate() {
            ensure!(*g == i as u32 / 256, "out[{i}] = {g}");
        }
        Ok(())
    });
    t.run(&name("a_jit_without_coarsening"), || {
        let jit = gpujit::Jit::new(
            crate::specialize::reopen(dev)?,
            gpujit::cache::Cache::new(None, 0, 4),
        )?;
        let m = guarded()?;
        let with = jit.key(&m);
        let jit = jit.with_coarsening(false);
        ensure!(!jit.coarsening());
        ensure!(
            jit.key(&m) != with,
            "images with and without variants share a cache key"
        );
        let k = jit.load(&m)?.kernel("k")?;
        ensure!(k.coarse_variant().is_none(), "a variant without coarsening");
        let d = jit.device();
        let blocks = wide_grid(d);
        let n = (blocks * block) as usize;
        let (xs, ys) = (inputs(n), inputs(n));
        let (x, y) = (d.upload(&xs)?, d.upload(&ys)?);
        d.launch(
            &k,
            &cfg(blocks, block),
            &[2.0f32.into(), (&x).into(), (&y).into(), (n as u32).into()],
        )?;
        ensure!(!k.module().coarse_loaded(), "variants loaded");
        for (i, g) in d.download(&y)?.iter().enumerate() {
            let want = 2.0f32.mul_add(xs[i], ys[i]) + (i as u32 / block) as f32;
            ensure!(g.to_bits() == want.to_bits(), "y[{i}] = {g}, want {want}");
        }
        Ok(())
    });
    if coarsens(dev) {
        t.run(&name("variants_that_fail_to_load_fail_the_launch"), || {
            let k = load(dev, &guarded()?, "k")?;
            let cfg = cfg(wide_grid(dev), block);
            let mp = dev.info().multiprocessors;
            for _ in 0..2 {
                let e = match k.coarsened(&cfg, &[], mp, |image| {
                    dev.load(&gpujit::Image {
                        bytes: b"not a code object".to_vec(),
                        ..image.clone()
                    })
                }) {
                    Ok(_) => anyhow::bail!("variants from a broken image were used"),
                    Err(e) => e.to_string(),
                };
                ensure!(
                    e.contains("coarsened variant of k") && e.contains("no_coarsening"),
                    "{e}"
                );
            }
            ensure!(!k.module().coarse_loaded());
            Ok(())
        });
    }
}

/// Codegen checks for targets without a device here: which kernels get a
/// variant in the PTX and the AMD code object.
pub fn coarsen_codegen(t: &mut Tally) {
    for (target, arch) in [
        (gpujit::Target::Nvptx, "sm_90"),
        (gpujit::Target::Amdgcn, "gfx942"),
        (gpujit::Target::Amdgcn, "gfx1100"),
    ] {
        t.run(&format!("coarsen::codegen::{target}_{arch}"), || {
            let opts = gpujit::CompileOptions {
                arch: Some(arch.into()),
                ..Default::default()
            };
            for (m, kernels, variants) in [
                (guarded()?, vec!["k"], vec!["k__gpujit_coarse4"]),
                (unguarded()?, vec!["k"], vec!["k__gpujit_coarse4"]),
                (read_after_store()?, vec!["k"], vec!["k__gpujit_coarse4"]),
                (
                    ineligible()?,
                    vec!["table", "shared", "atomic", "strided"],
                    vec![],
                ),
            ] {
                let c = gpujit::compile(&m, target, &opts)?;
                let names = |i: &gpujit::Image| -> Vec<String> {
                    i.kernels.iter().map(|k| k.name.clone()).collect()
                };
                ensure!(names(&c.image) == kernels, "kernels {:?}", names(&c.image));
                let coarse = c.image.coarse.as_deref();
                ensure!(
                    coarse.map(names).unwrap_or_default() == variants,
                    "variants {:?}",
                    coarse.map(names)
                );
                if let Some(v) = coarse.and_then(|c| c.kernels.first()) {
                    let last = v.params.last().map(|p| p.name.as_str());
                    ensure!(last == Some(gpujit::ir::coarsen::GRID_PARAM));
                    ensure!(v.params.len() == c.image.kernels[0].params.len() + 1);
                }
                let alone = gpujit::CompileOptions {
                    no_coarsening: true,
                    ..opts.clone()
                };
                let c1 = gpujit::compile(&m, target, &alone)?;
                ensure!(names(&c1.image) == kernels && c1.image.coarse.is_none());
                if target == gpujit::Target::Nvptx
                    && let Some(v) = coarse
                {
                    let (ptx, vptx) = (
                        String::from_utf8_lossy(&c.image.bytes),
                        String::from_utf8_lossy(&v.bytes),
                    );
                    ensure!(
                        vptx.contains(".entry k__gpujit_coarse4")
                            && !vptx.contains(".entry k(")
                            && !ptx.contains(COARSE_SUFFIX),
                        "the variant is not alone in its PTX"
                    );
                }
            }
            Ok(())
        });
    }
}
