//! What the examples share: arguments, device choice, and printing.
#![allow(dead_code)]

use std::time::Duration;

use anyhow::{Context, bail};
use gpujit::{Backend, CompileOptions, Device, Target};

/// `--target nvptx|amdgcn|host|auto [--n N] [--arch ARCH]`.
pub struct Args {
    /// The target asked for.
    pub target: String,
    /// Problem size.
    pub n: usize,
    /// Architecture override.
    pub arch: Option<String>,
}

/// Parses the common arguments; `usage` is printed for `--help`.
pub fn parse_args(default_n: usize, usage: &str) -> anyhow::Result<Args> {
    let mut a = Args {
        target: "auto".into(),
        n: default_n,
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
                println!("{usage}");
                std::process::exit(0);
            }
            other => bail!("unknown argument `{other}` (try --help)"),
        }
    }
    Ok(a)
}

/// Opens the device `--target` names. `None` means AMD was asked for and no
/// AMD device is present: the caller compiles and reports only.
pub fn open_device(target: &str) -> anyhow::Result<Option<Box<dyn Device>>> {
    Ok(match target {
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
    })
}

fn ms(d: Duration) -> String {
    format!("{:9.3} ms", d.as_secs_f64() * 1e3)
}

/// Prints the compile stages, and load and run times when there were any.
pub fn print_times(ir: Duration, t: &gpujit::StageTimes, run: Option<(Duration, Duration)>) {
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

/// Compiles `module` for AMD (no device present) and prints the code object's summary.
pub fn amd_summary(
    module: &gpujit::PortableModule,
    arch: Option<String>,
    ir: Duration,
) -> anyhow::Result<()> {
    let c = gpujit::compile(
        module,
        Target::Amdgcn,
        &CompileOptions {
            arch,
            ..Default::default()
        },
    )?;
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
    print_times(ir, &c.times, None);
    println!("not run: no AMD device was present");
    Ok(())
}

/// Runs library kernel `name` on the chosen device and prints its report.
pub fn run_library(
    name: &str,
    module: impl Fn() -> Result<gpujit::PortableModule, gpujit::ir::IrError>,
    default_n: usize,
    usage: &str,
) -> anyhow::Result<()> {
    let args = parse_args(default_n, usage)?;
    let t = std::time::Instant::now();
    let m = module()?;
    let ir = t.elapsed();
    let Some(dev) = open_device(&args.target)? else {
        return amd_summary(&m, args.arch, ir);
    };
    let info = dev.info().clone();
    describe(&info);
    let r = gpujit::library::run(dev.as_ref(), name, args.n)?;
    print_times(ir, &r.compile, Some((r.load, r.run)));
    println!(
        "verified: {} (n = {}) on {} ({}): {}",
        r.kernel, r.n, info.name, info.backend, r.check
    );
    Ok(())
}

/// Prints the device line every example starts with.
pub fn describe(info: &gpujit::DeviceInfo) {
    println!(
        "device: {} {} ({}), {} MiB",
        info.backend,
        info.name,
        info.arch,
        info.total_memory >> 20
    );
}
