//! gpujit's conformance suite: every kernel on every backend present, checked
//! against the CPU references, plus the launch error paths and the codegen
//! checks for targets that have no device here.

use anyhow::{Context, bail, ensure};
use gpujit::{CompileOptions, Device, DeviceError, DeviceExt, Dim3, LaunchConfig, Target};
use gpujit_conformance::{Selected, Tally, libtest, select};
use gpujit_kernels::{index3d, reverse, saxpy};

mod blas;
mod cublas;
mod cuda;
mod cudart;
mod emu;
mod harness;
mod multi;
mod nvvm;
mod ops;
mod programs;
mod safety;
mod specialize;
mod streams;

use ops::Sizes;

fn saxpy_sizes(dev: &dyn Device, sizes: Sizes) -> Vec<usize> {
    let mut v = vec![0, 1, 255, 257, 100_003, 1 << 20];
    if sizes.big(dev) {
        v.push((1 << 24) + 7);
    }
    v
}

fn run_saxpy(dev: &dyn Device, k: &gpujit::Kernel, n: usize) -> anyhow::Result<()> {
    let xs: Vec<f32> = (0..n)
        .map(|i| ((i * 7919) % 1000) as f32 * 0.25 - 100.0)
        .collect();
    let ys: Vec<f32> = (0..n).map(|i| ((i * 104_729) % 997) as f32 * 0.5).collect();
    let (x, y) = (dev.upload(&xs)?, dev.upload(&ys)?);
    let args = [1.75f32.into(), (&x).into(), (&y).into(), (n as u32).into()];
    dev.launch(k, &LaunchConfig::for_elems(n, 256), &args)?;
    dev.synchronize()?;
    let got = dev.download(&y)?;
    let mut want = ys;
    saxpy::reference(1.75, &xs, &mut want);
    // fma rounds once on every target, so results are bit-identical.
    if let Some(i) = (0..n).find(|&i| got[i].to_bits() != want[i].to_bits()) {
        bail!(
            "n={n}: y[{i}] = {} but the reference is {}",
            got[i],
            want[i]
        );
    }
    Ok(())
}

fn device_tests(t: &mut Tally, dev: &dyn Device, prefix: &str, sizes: Sizes) {
    let tag = |name: &str| format!("{prefix}::{name}");
    let info = dev.info();
    println!(
        "# {prefix}: {} ({}, {} MiB, warp {})",
        info.name,
        info.arch,
        info.total_memory >> 20,
        info.warp_size
    );

    let loaded = gpujit::compile_for(dev, &saxpy::module().expect("saxpy builds"))
        .map_err(anyhow::Error::from)
        .and_then(|c| Ok(dev.load(&c.image)?.kernel(saxpy::KERNEL)?));
    let k = match loaded {
        Ok(k) => k,
        Err(e) => {
            t.fail(&tag("saxpy::compile_and_load"), &format!("{e:#}"));
            return;
        }
    };
    for n in saxpy_sizes(dev, sizes) {
        t.run(&tag(&format!("saxpy::n{n}")), || run_saxpy(dev, &k, n));
    }

    t.run(&tag("errors::wrong_argument_count"), || {
        let x = dev.upload(&[1.0f32])?;
        let e = dev
            .launch(
                &k,
                &LaunchConfig::for_elems(1, 32),
                &[1.0f32.into(), (&x).into()],
            )
            .unwrap_err();
        ensure!(
            matches!(
                e,
                DeviceError::ArgumentCount {
                    expected: 4,
                    got: 2,
                    ..
                }
            ),
            "{e}"
        );
        Ok(())
    });
    t.run(&tag("errors::wrong_argument_type"), || {
        let x = dev.upload(&[1.0f32])?;
        let ints = dev.upload(&[1u32])?;
        let e = dev
            .launch(
                &k,
                &LaunchConfig::for_elems(1, 32),
                &[1.0f32.into(), (&x).into(), (&ints).into(), 1u32.into()],
            )
            .unwrap_err();
        ensure!(
            matches!(e, DeviceError::ArgumentType { index: 2, .. }),
            "{e}"
        );
        let e = dev
            .launch(
                &k,
                &LaunchConfig::for_elems(1, 32),
                &[1.0f64.into(), (&x).into(), (&x).into(), 1u32.into()],
            )
            .unwrap_err();
        ensure!(
            matches!(e, DeviceError::ArgumentType { index: 0, .. }),
            "{e}"
        );
        Ok(())
    });
    t.run(&tag("errors::oversize_block"), || {
        let x = dev.upload(&[1.0f32])?;
        let cfg = LaunchConfig {
            block: Dim3::x(info.max_threads_per_block + 1),
            ..LaunchConfig::for_elems(1, 32)
        };
        let e = dev
            .launch(
                &k,
                &cfg,
                &[1.0f32.into(), (&x).into(), (&x).into(), 1u32.into()],
            )
            .unwrap_err();
        ensure!(matches!(e, DeviceError::InvalidLaunch { .. }), "{e}");
        Ok(())
    });
    t.run(&tag("errors::unknown_kernel"), || {
        let e = k.module().kernel("saxpyy").unwrap_err();
        ensure!(e.to_string().contains("the module has: saxpy"), "{e}");
        Ok(())
    });
    t.run(&tag("errors::device_still_usable"), || {
        run_saxpy(dev, &k, 1000)
    });

    t.run(&tag("barrier::block_reverse"), || {
        let c = gpujit::compile_for(dev, &reverse::module(false)?)?;
        let k = dev.load(&c.image)?.kernel(reverse::KERNEL)?;
        for block in [32u32, 64, 256, 1024] {
            let data: Vec<u32> = (0..block * 5)
                .map(|i| i.wrapping_mul(2_654_435_761))
                .collect();
            let (d, tmp) = (dev.upload(&data)?, dev.alloc::<u32>(data.len())?);
            let cfg = LaunchConfig {
                grid: Dim3::x(5),
                block: Dim3::x(block),
                shared_bytes: 0,
            };
            dev.launch(&k, &cfg, &[(&d).into(), (&tmp).into()])?;
            let mut want = data.clone();
            reverse::reference(&mut want, block as usize);
            ensure!(dev.download(&d)? == want, "block {block}: wrong order");
        }
        Ok(())
    });
    t.run(&tag("index3d"), || {
        let c = gpujit::compile_for(dev, &index3d::module()?)?;
        let k = dev.load(&c.image)?.kernel(index3d::KERNEL)?;
        let cfg = LaunchConfig {
            grid: Dim3::new(3, 2, 2),
            block: Dim3::new(8, 4, 2),
            shared_bytes: 0,
        };
        let n = (cfg.grid.count() * cfg.block.count()) as usize;
        let out = dev.alloc::<u32>(n)?;
        dev.launch(&k, &cfg, &[(&out).into()])?;
        ensure!(
            dev.download(&out)? == index3d::reference(n, info.warp_size),
            "wrong indices"
        );
        Ok(())
    });
}

/// Compiles every kernel for a GPU target with no device here and checks the output's structure.
fn codegen_tests(t: &mut Tally, target: Target) {
    let archs: &[&str] = match target {
        Target::Nvptx => &["sm_70", "sm_80", "sm_90"],
        Target::Amdgcn => &["gfx90a", "gfx942", "gfx1030", "gfx1100"],
        Target::Host => &[],
    };
    let modules = [saxpy::module(), reverse::module(false), index3d::module()];
    for arch in archs {
        for m in &modules {
            let m = m.as_ref().expect("library kernels build");
            let name = format!("{target}::codegen::{arch}::{}", m.name());
            t.run(&name, || {
                let c = gpujit::compile(
                    m,
                    target,
                    &CompileOptions {
                        arch: Some(arch.to_string()),
                        ..Default::default()
                    },
                )?;
                let b = &c.image.bytes;
                match target {
                    Target::Nvptx => {
                        let ptx = std::str::from_utf8(b).context("PTX is text")?;
                        for k in m.kernels() {
                            ensure!(
                                ptx.contains(&format!(".entry {}(", k.name)),
                                "no entry {}",
                                k.name
                            );
                        }
                        ensure!(ptx.contains(&format!(".target {arch}")), "wrong target");
                        ensure!(!ptx.contains("gpujit"), "unlowered intrinsic");
                    }
                    _ => {
                        ensure!(
                            b.starts_with(b"\x7fELF") && b[18] == 224,
                            "not an AMDGPU ELF"
                        );
                        for k in m.kernels() {
                            let sym = format!("{}.kd\0", k.name);
                            ensure!(
                                b.windows(sym.len()).any(|w| w == sym.as_bytes()),
                                "no descriptor {}",
                                k.name
                            );
                        }
                    }
                }
                Ok(())
            });
        }
    }
}

fn main() {
    let args = match libtest::Args::from_env(&[]) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("conformance: {e}");
            std::process::exit(2);
        }
    };
    if !args.runs_any() {
        // `--ignored`: the suite has no ignored tests.
        println!("0 passed, 0 failed, 0 skipped (the suite has no ignored tests)");
        return;
    }
    let mut t = Tally::new(args);
    harness::run(&mut t);
    let selected: Vec<Selected> = select();
    let mut ran = Vec::new();
    let mut absent = Vec::new();
    for s in &selected {
        match &s.device {
            Ok(dev) => {
                device_tests(&mut t, dev.as_ref(), &s.target.to_string(), Sizes::Native);
                safety::device_safety(&mut t, &s.target.to_string(), dev.as_ref());
                streams::device_streams(&mut t, &s.target.to_string(), dev.as_ref());
                ops::device_ops(&mut t, &s.target.to_string(), dev.as_ref());
                if s.target == Target::Host {
                    match gpujit_host_wave64() {
                        Ok(d) => ops::device_ops(&mut t, "host-wave64", d.as_ref()),
                        Err(e) => t.fail("host-wave64::device", &e.to_string()),
                    }
                }
                // On the emulator, RDNA3, RDNA3.5 and RDNA4 (wave32) code runs
                // as well; all of it on gfx1100, without the largest problems
                // on the others (they would double the suite's time).
                if s.target == Target::Amdgcn && gpujit::is_emulator(dev.info()) {
                    for (arch, sizes) in [
                        ("gfx1100", Sizes::Native),
                        ("gfx1151", Sizes::Reduced),
                        ("gfx1201", Sizes::Reduced),
                    ] {
                        let tag = format!("amdgcn-{arch}");
                        match gpujit::open_emulator_for(arch) {
                            Ok(d) => {
                                device_tests(&mut t, d.as_ref(), &tag, sizes);
                                ops::device_ops_sized(&mut t, &tag, d.as_ref(), sizes);
                            }
                            Err(e) => t.fail(&format!("{tag}::device"), &e.to_string()),
                        }
                    }
                }
                ran.push(s.target.to_string());
            }
            Err(why) => {
                if s.required {
                    t.fail(
                        &format!("{}::device", s.target),
                        &format!("required but absent: {why}"),
                    );
                } else {
                    t.skip(
                        &format!("{}::device", s.target),
                        &format!("no device: {why}"),
                    );
                }
                absent.push(format!("{} ({why})", s.target));
            }
        }
        if s.target != Target::Host {
            codegen_tests(&mut t, s.target);
        }
    }
    if [Target::Host, Target::Amdgcn]
        .iter()
        .all(|target| selected.iter().any(|s| s.target == *target))
    {
        safety::host_and_emulator(&mut t);
    }
    blas::run(&mut t, &selected);
    nvvm::run(&mut t, &selected);
    emu::run(&mut t, &selected);
    multi::run(&mut t, &selected);
    specialize::run(&mut t, &selected);
    cudart::run(&mut t, &selected);
    cublas::run(&mut t, &selected);
    cudart::faults(&mut t, &selected);
    programs::run(&mut t, &selected);
    ops::lowering_table(&mut t);
    ops::coarsen_codegen(&mut t);
    if t.args.list {
        std::process::exit(t.finish());
    }
    println!(
        "\nbackends run: {}",
        if ran.is_empty() {
            "none".into()
        } else {
            ran.join(", ")
        }
    );
    println!(
        "backends absent: {}",
        if absent.is_empty() {
            "none".into()
        } else {
            absent.join("; ")
        }
    );
    std::process::exit(t.finish());
}

/// The host device with 64-thread warps, to exercise wave64 behaviour.
fn gpujit_host_wave64() -> gpujit::Result<Box<dyn Device>> {
    Ok(Box::new(gpujit::host_device_with_warp_size(64)?))
}
