//! `gpujit`: list devices and compile the library's kernels for any target.
//!
//! ```text
//! gpujit devices
//! gpujit compile KERNEL --target nvptx|amdgcn|host [--arch ARCH] [-O0..3] -o OUT
//! ```
//! Exit status: 0 on success, 1 on bad input, 2 on an internal failure.

use anyhow::{Context, bail};
use gpujit::{CompileOptions, PortableModule, Target};

const USAGE: &str = "usage:
  gpujit devices
      every device found, by backend (the host CPU is always listed)
  gpujit compile KERNEL --target nvptx|amdgcn|host [--arch ARCH] [-O0..3] -o OUT
      compile a library kernel (saxpy, block_reverse, index3d) to PTX, an HSA
      code object or host bitcode
  gpujit --help | --version";

/// Bad input (exit 1) as opposed to an internal failure (exit 2).
#[derive(Debug)]
struct Usage(String);

impl std::fmt::Display for Usage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Usage {}

fn usage(msg: impl Into<String>) -> anyhow::Error {
    Usage(msg.into()).into()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Err(e) = run(&args) {
        let code = if e.downcast_ref::<Usage>().is_some() {
            1
        } else {
            2
        };
        eprintln!("gpujit: {e:#}");
        std::process::exit(code);
    }
}

fn run(args: &[String]) -> anyhow::Result<()> {
    match args.first().map(String::as_str) {
        None | Some("-h" | "--help" | "help") => {
            println!("{USAGE}");
            Ok(())
        }
        Some("--version") => {
            println!(
                "gpujit {} (LLVM {})",
                env!("CARGO_PKG_VERSION"),
                gpujit::LLVM_VERSION
            );
            Ok(())
        }
        Some("devices") => devices(&args[1..]),
        Some("compile") => compile(&args[1..]),
        Some(other) => Err(usage(format!("unknown command `{other}`\n{USAGE}"))),
    }
}

fn wants_help(args: &[String]) -> bool {
    args.iter().any(|a| a == "-h" || a == "--help")
}

fn devices(args: &[String]) -> anyhow::Result<()> {
    if wants_help(args) {
        println!(
            "usage: gpujit devices\n  lists every device of every backend, or why a backend has none"
        );
        return Ok(());
    }
    if let Some(a) = args.first() {
        return Err(usage(format!("`devices` takes no arguments, got `{a}`")));
    }
    for (backend, found) in gpujit::devices() {
        match found {
            Ok(list) if list.is_empty() => println!("{backend}: no devices"),
            Ok(list) => {
                for d in list {
                    println!(
                        "{backend}:{} {} — arch {}, {} MiB, warp {}, {} SMs/CUs/cores",
                        d.ordinal,
                        d.name,
                        d.arch,
                        d.total_memory >> 20,
                        d.warp_size,
                        d.multiprocessors
                    );
                }
            }
            Err(e) => println!("{backend}: none ({e})"),
        }
    }
    Ok(())
}

fn library_kernel(name: &str) -> anyhow::Result<PortableModule> {
    Ok(match name {
        "saxpy" => gpujit_kernels::saxpy::module()?,
        "block_reverse" => gpujit_kernels::reverse::module(false)?,
        "index3d" => gpujit_kernels::index3d::module()?,
        other => {
            return Err(usage(format!(
                "unknown kernel `{other}`; the library has: saxpy, block_reverse, index3d"
            )));
        }
    })
}

fn compile(args: &[String]) -> anyhow::Result<()> {
    if wants_help(args) {
        println!(
            "usage: gpujit compile KERNEL --target nvptx|amdgcn|host [--arch ARCH] [-O0..3] -o OUT"
        );
        return Ok(());
    }
    let (mut kernel, mut target, mut out) = (None, None, None);
    let mut opts = CompileOptions::default();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |flag: &str| {
            it.next()
                .cloned()
                .ok_or_else(|| usage(format!("{flag} needs a value")))
        };
        match a.as_str() {
            "--target" => {
                target = Some(
                    value("--target")?
                        .parse::<Target>()
                        .map_err(|e| usage(e.to_string()))?,
                )
            }
            "--arch" => opts.arch = Some(value("--arch")?),
            "-o" => out = Some(value("-o")?),
            o if o.starts_with("-O") => {
                let level = o[2..].parse::<u8>().ok().filter(|l| *l <= 3);
                opts.opt_level =
                    Some(level.ok_or_else(|| usage(format!("`{o}`: use -O0, -O1, -O2 or -O3")))?);
            }
            o if o.starts_with('-') => return Err(usage(format!("unknown option `{o}`"))),
            k if kernel.is_none() => kernel = Some(k.to_string()),
            extra => return Err(usage(format!("unexpected argument `{extra}`"))),
        }
    }
    let kernel = kernel.ok_or_else(|| usage("compile needs a KERNEL"))?;
    let target = target.ok_or_else(|| usage("compile needs --target nvptx|amdgcn|host"))?;
    let out = out.ok_or_else(|| usage("compile needs -o OUT"))?;
    let module = library_kernel(&kernel)?;
    let compiled = gpujit::compile(&module, target, &opts).map_err(|e| match e {
        gpujit::Error::Nvptx(gpujit::NvptxCompileError::Target(t)) => usage(format!("nvptx: {t}")),
        gpujit::Error::Amdgcn(gpujit::AmdgcnCompileError::Target(t)) => {
            usage(format!("amdgcn: {t}"))
        }
        other => other.into(),
    })?;
    std::fs::write(&out, &compiled.image.bytes).with_context(|| format!("writing {out}"))?;
    let t = compiled.times;
    println!(
        "{kernel} -> {out}: {} ({} bytes) for {}; lower {:.2} ms, optimize {:.2} ms, codegen {:.2} ms, link {:.2} ms",
        compiled.image.format,
        compiled.image.bytes.len(),
        compiled.image.arch,
        t.lower.as_secs_f64() * 1e3,
        t.optimize.as_secs_f64() * 1e3,
        t.codegen.as_secs_f64() * 1e3,
        t.link.as_secs_f64() * 1e3
    );
    if compiled.image.bytes.is_empty() {
        bail!("the compiler produced an empty image");
    }
    Ok(())
}
