//! SAXPY end to end: build the kernel, compile it, run it, check it, and print
//! the time of every stage.
//!
//! `saxpy --target nvptx|amdgcn|host|auto [--n N] [--arch ARCH]`
//!
//! With `--target amdgcn` and no AMD device present, the code object is
//! compiled, summarised and reported as not run.
use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use gpujit::{Backend, CompileOptions, Device, DeviceExt, LaunchConfig, Target};

struct Args {
    target: String,
    n: usize,
    arch: Option<String>,
}

fn parse_args() -> anyhow::Result<Args> {
    let mut a = Args {
        target: "auto".into(),
        n: 1 << 20,
        arch: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--target" => a.target = it.next().context("--target needs a value")?,
            "--n" => {
                a.n = it
                    .next()
                    .context("--n needs a value")?
                    .parse()
                    .context("--n takes a number")?
            }
            "--arch" => a.arch = Some(it.next().context("--arch needs a value")?),
            "-h" | "--help" => {
                println!("usage: saxpy --target nvptx|amdgcn|host|auto [--n N] [--arch ARCH]");
                std::process::exit(0);
            }
            other => bail!("unknown argument `{other}` (try --help)"),
        }
    }
    if a.n > u32::MAX as usize {
        bail!("--n must fit in 32 bits");
    }
    Ok(a)
}

fn ms(d: Duration) -> String {
    format!("{:9.3} ms", d.as_secs_f64() * 1e3)
}

fn main() {
    if let Err(e) = run() {
        eprintln!("saxpy: {e:#}");
        std::process::exit(1);
    }
}

fn run() -> anyhow::Result<()> {
    let args = parse_args()?;
    let t = Instant::now();
    let module = gpujit_kernels::saxpy::module()?;
    let ir_build = t.elapsed();

    let device: Option<Box<dyn Device>> = match args.target.as_str() {
        "auto" => {
            let (dev, skipped) = gpujit::open_auto();
            for (backend, why) in skipped {
                println!("{backend} not used: {why}");
            }
            Some(dev)
        }
        "nvptx" | "cuda" => Some(
            gpujit::open_backend(Backend::Cuda).context("--target nvptx needs a CUDA device")?,
        ),
        "host" => Some(gpujit::open_backend(Backend::Host)?),
        "amdgcn" | "hip" => match gpujit::open_backend(Backend::Hip) {
            Ok(d) => Some(d),
            Err(why) => {
                println!(
                    "amdgcn: no AMD device present ({why}); compiling and checking the code object only"
                );
                None
            }
        },
        other => bail!("unknown target `{other}`; expected nvptx, amdgcn, host or auto"),
    };

    let Some(dev) = device else {
        let opts = CompileOptions {
            arch: args.arch.clone(),
            ..Default::default()
        };
        let c = gpujit::compile(&module, Target::Amdgcn, &opts)?;
        let co = gpujit_amdgcn::code_object::CodeObject::parse(&c.image.bytes)?;
        println!(
            "code object: {} bytes, {} (v{}), target {}",
            c.image.bytes.len(),
            co.mach,
            co.code_object_version,
            co.target_id
        );
        for k in &co.kernels {
            println!(
                "  kernel {}: kernarg {} bytes ({} explicit args, {} hidden), wave{}, {} SGPRs, {} VGPRs, LDS {} B, scratch {} B",
                k.name,
                k.kernarg_segment_size,
                k.explicit_args().count(),
                k.args.iter().filter(|a| a.is_hidden()).count(),
                k.wavefront_size,
                k.sgpr_count,
                k.vgpr_count,
                k.group_segment_fixed_size,
                k.private_segment_fixed_size
            );
        }
        print_times(ir_build, &c.times, None);
        println!("not run: no AMD device was present");
        return Ok(());
    };

    let info = dev.info().clone();
    println!(
        "device: {} {} ({}), {} MiB",
        info.backend,
        info.name,
        info.arch,
        info.total_memory >> 20
    );
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
    print_times(ir_build, &c.times, Some((load, first_launch)));
    if bad > 0 {
        bail!("{bad} of {n} elements differ from the CPU reference");
    }
    println!(
        "verified: {n} elements match the CPU reference on {} ({})",
        info.name, info.backend
    );
    Ok(())
}

fn print_times(ir: Duration, t: &gpujit::StageTimes, run: Option<(Duration, Duration)>) {
    println!("stage times:");
    println!("  IR build     {}", ms(ir));
    println!("  lower        {}", ms(t.lower));
    println!("  optimize     {}", ms(t.optimize));
    println!("  codegen      {}", ms(t.codegen));
    println!("  link         {}", ms(t.link));
    if let Some((load, launch)) = run {
        println!("  load         {}", ms(load));
        println!("  first launch {}", ms(launch));
    }
}
