//! SAXPY end to end: build the kernel, compile it, run it, check it, and print
//! the time of every stage.
//!
//! `saxpy --target nvptx|amdgcn|host|auto [--n N] [--arch ARCH]`
//!
//! With `--target amdgcn` and no AMD device present, the code object is
//! compiled, summarised and reported as not run.
mod common;

use std::time::Instant;

use anyhow::bail;
use gpujit::{CompileOptions, DeviceExt, LaunchConfig, Target};

fn main() {
    if let Err(e) = run() {
        eprintln!("saxpy: {e:#}");
        std::process::exit(1);
    }
}

fn run() -> anyhow::Result<()> {
    let args = common::parse_args(
        1 << 20,
        "usage: saxpy --target nvptx|amdgcn|host|auto [--n N] [--arch ARCH]",
    )?;
    if args.n > u32::MAX as usize {
        bail!("--n must fit in 32 bits");
    }
    let t = Instant::now();
    let module = gpujit_kernels::saxpy::module()?;
    let ir_build = t.elapsed();
    let Some(dev) = common::open_device(&args.target)? else {
        return common::amd_summary(&module, args.arch, ir_build);
    };

    let info = dev.info().clone();
    common::describe(&info);
    let c = match &args.arch {
        Some(arch) => gpujit::compile(
            &module,
            Target::for_backend(info.backend),
            &CompileOptions {
                arch: Some(arch.clone()),
                ..Default::default()
            },
        )?,
        None => gpujit::compile_for(dev.as_ref(), &module)?,
    };
    let t = Instant::now();
    let kernel = dev.load(&c.image)?.kernel(gpujit_kernels::saxpy::KERNEL)?;
    let load = t.elapsed();

    let n = args.n;
    let xs: Vec<f32> = (0..n).map(|i| (i % 1024) as f32 * 0.5 - 100.0).collect();
    let ys: Vec<f32> = (0..n).map(|i| (i % 999) as f32 * 0.25).collect();
    let (x, y) = (dev.upload(&xs)?, dev.upload(&ys)?);
    let a = 2.5f32;
    let t = Instant::now();
    dev.launch(
        &kernel,
        &LaunchConfig::for_elems(n, 256),
        &[a.into(), (&x).into(), (&y).into(), (n as u32).into()],
    )?;
    dev.synchronize()?;
    let first_launch = t.elapsed();
    let got = dev.download(&y)?;
    let mut want = ys;
    gpujit_kernels::saxpy::reference(a, &xs, &mut want);
    let bad = got
        .iter()
        .zip(&want)
        .filter(|(g, w)| g.to_bits() != w.to_bits())
        .count();
    common::print_times(ir_build, &c.times, Some((load, first_launch)));
    if bad > 0 {
        bail!("{bad} of {n} elements differ from the CPU reference");
    }
    println!(
        "verified: {n} elements match the CPU reference on {} ({})",
        info.name, info.backend
    );
    Ok(())
}
