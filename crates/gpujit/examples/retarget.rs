//! CUDA retargeted: NVVM IR that clang wrote for NVIDIA (tests/nvvm/saxpy.ll,
//! from saxpy.cu) is lifted to portable form, run on the host CPU and on an
//! NVIDIA GPU when one is present, and compiled for AMD's gfx942.
//!
//! `retarget --target host|nvptx|auto [--n N] [--arch ARCH]`
//!
//! `auto` runs on the host and, when present, on NVIDIA; `--arch` picks the
//! AMD architecture (default gfx942).
mod common;

use std::time::{Duration, Instant};

use anyhow::{Context, bail, ensure};
use gpujit::{Backend, Device, DeviceExt, Dim3, LaunchConfig, PortableModule};

const SAXPY_NVVM: &str = include_str!("../../../tests/nvvm/saxpy.ll");
const USAGE: &str = "usage: retarget --target host|nvptx|auto [--n N] [--arch ARCH]";

fn main() {
    if let Err(e) = run() {
        eprintln!("retarget: {e:#}");
        std::process::exit(1);
    }
}

fn run() -> anyhow::Result<()> {
    let args = common::parse_args(1 << 20, USAGE)?;
    ensure!(args.n <= i32::MAX as usize, "--n must fit in 31 bits");
    let t = Instant::now();
    let module = PortableModule::from_ir("saxpy.ll", SAXPY_NVVM.as_bytes())?;
    let lift = t.elapsed();
    let k = module
        .kernels()
        .first()
        .context("the module has no kernel")?;
    let params: Vec<String> = k
        .params
        .iter()
        .map(|p| format!("{}: {}", p.name, p.ty))
        .collect();
    println!(
        "lifted NVVM in {:.3} ms: kernel {}({})",
        lift.as_secs_f64() * 1e3,
        k.name,
        params.join(", ")
    );

    let mut devices: Vec<Box<dyn Device>> = Vec::new();
    match args.target.as_str() {
        "host" => devices.push(gpujit::open_backend(Backend::Host)?),
        "nvptx" | "cuda" => devices.push(
            gpujit::open_backend(Backend::Cuda).context("--target nvptx needs a CUDA device")?,
        ),
        "auto" => {
            devices.push(gpujit::open_backend(Backend::Host)?);
            match gpujit::open_backend(Backend::Cuda) {
                Ok(d) => devices.push(d),
                Err(why) => println!("nvptx not used: {why}"),
            }
        }
        other => bail!("unknown target `{other}`; expected host, nvptx or auto ({USAGE})"),
    }
    for dev in &devices {
        run_on(dev.as_ref(), &module, args.n, lift)?;
    }

    let arch = args.arch.unwrap_or_else(|| "gfx942".into());
    println!("\namdgcn {arch}:");
    common::amd_summary(&module, Some(arch), lift)
}

fn run_on(
    dev: &dyn Device,
    module: &PortableModule,
    n: usize,
    lift: Duration,
) -> anyhow::Result<()> {
    let info = dev.info().clone();
    println!("\n{} {} ({}):", info.backend, info.name, info.arch);
    let c = gpujit::compile_for(dev, module)?;
    let t = Instant::now();
    let kernel = dev.load(&c.image)?.kernel("saxpy")?;
    let load = t.elapsed();
    let xs: Vec<f32> = (0..n).map(|i| (i % 1024) as f32 * 0.5 - 100.0).collect();
    let ys: Vec<f32> = (0..n).map(|i| (i % 999) as f32 * 0.25).collect();
    let (x, y) = (dev.upload(&xs)?, dev.upload(&ys)?);
    let a = 2.5f32;
    // A grid smaller than the data: the kernel's grid-stride loop covers the rest.
    let blocks = n.div_ceil(256).clamp(1, 1024) as u32;
    let cfg = LaunchConfig {
        grid: Dim3::x(blocks),
        block: Dim3::x(256),
        shared_bytes: 0,
    };
    let t = Instant::now();
    dev.launch(
        &kernel,
        &cfg,
        &[a.into(), (&x).into(), (&y).into(), (n as i32).into()],
    )?;
    dev.synchronize()?;
    let first_launch = t.elapsed();
    let got = dev.download(&y)?;
    let bad = (0..n)
        .filter(|&i| got[i].to_bits() != a.mul_add(xs[i], ys[i]).to_bits())
        .count();
    common::print_times(lift, &c.times, Some((load, first_launch)));
    if bad > 0 {
        bail!("{bad} of {n} elements differ from the CPU reference");
    }
    println!("verified: {n} elements match the CPU reference");
    Ok(())
}
