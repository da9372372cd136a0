//! `gpujit`: list devices, compile, inspect and run kernels.
//!
//! ```text
//! gpujit devices
//! gpujit compile IN --target nvptx|amdgcn|host [--arch ARCH] [-O0..3] [--emit KIND] -o OUT
//! gpujit inspect FILE [--json]
//! gpujit run KERNEL --target nvptx|amdgcn|amdgcn-emu|host|auto [--n N]
//! gpujit cache stats|clear|path
//! ```
//! Exit status: 0 on success, 1 on bad input, 2 on an internal failure.

mod inspect;

use std::path::Path;

use anyhow::Context;
use gpujit::{CompileOptions, PortableModule, Target};

const USAGE: &str = "usage:
  gpujit devices
      every device found, by backend (the host CPU is always listed)
  gpujit compile IN --target nvptx|amdgcn|host [--arch ARCH] [-O0..3] [--emit KIND] -o OUT
      IN is a portable .ll or .bc file, or the name of a library kernel;
      KIND: ptx, cubin (needs a CUDA device) or ll (nvptx); hsaco, obj or ll
      (amdgcn); bc or ll (host)
  gpujit inspect FILE [--json]
      kernels, parameters, registers, shared memory, scratch, wave size and
      target of a PTX file, a cubin, an HSA code object or a portable module
  gpujit run KERNEL --target nvptx|amdgcn|amdgcn-emu|host|auto [--n N]
      run a library kernel and check it against the CPU (amdgcn-emu: on the
      AMDGCN emulator, gfx942 code executed on the host CPU)
  gpujit cache stats|clear|path
      the on-disk compile cache (GPUJIT_CACHE_DIR, else $XDG_CACHE_HOME/gpujit/kernels)
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

/// Errors that mean the input, not gpujit, was wrong.
fn bad_input(e: gpujit::Error) -> anyhow::Error {
    use gpujit::Error as E;
    use gpujit::ir::IrError as I;
    match &e {
        E::UnknownName { .. }
        | E::Ir(I::Parse { .. } | I::Verify { .. } | I::Build { .. } | I::UnknownIntrinsic(_))
        | E::Nvptx(gpujit::NvptxCompileError::Target(_))
        | E::Amdgcn(gpujit::AmdgcnCompileError::Target(_))
        | E::Device(
            gpujit::DeviceError::LibraryNotFound { .. } | gpujit::DeviceError::NoDevice { .. },
        ) => usage(e.to_string()),
        _ => e.into(),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Err(e) = run(&args) {
        let code = if e.downcast_ref::<Usage>().is_some() {
            1
        } else {
            2
        };
        // One line: multi-line diagnostics (LLVM quotes the offending source
        // line under its message) are joined.
        let msg = format!("{e:#}");
        let parts: Vec<&str> = msg
            .lines()
            .map(str::trim_end)
            .filter(|l| !l.trim().is_empty() && l.trim() != "^")
            .collect();
        eprintln!("gpujit: {}", parts.join(" | "));
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
        Some("inspect") => inspect_cmd(&args[1..]),
        Some("run") => run_cmd(&args[1..]),
        Some("cache") => cache_cmd(&args[1..]),
        Some(other) => Err(usage(format!(
            "unknown command `{other}` (see gpujit --help)"
        ))),
    }
}

fn wants_help(args: &[String], text: &str) -> bool {
    let help = args.iter().any(|a| a == "-h" || a == "--help");
    if help {
        println!("{text}");
    }
    help
}

/// Parsed `--flag value` options and positional arguments.
struct Parsed {
    positional: Vec<String>,
    flags: Vec<(String, Option<String>)>,
}

impl Parsed {
    fn get(&self, flag: &str) -> Option<&str> {
        self.flags
            .iter()
            .rev()
            .find(|(f, _)| f == flag)
            .and_then(|(_, v)| v.as_deref())
    }
    fn has(&self, flag: &str) -> bool {
        self.flags.iter().any(|(f, _)| f == flag)
    }
}

/// Splits `args`: flags in `valued` take the next argument; flags in `bare` take none.
fn parse(args: &[String], valued: &[&str], bare: &[&str]) -> anyhow::Result<Parsed> {
    let mut p = Parsed {
        positional: Vec::new(),
        flags: Vec::new(),
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if valued.contains(&a.as_str()) {
            let v = it
                .next()
                .ok_or_else(|| usage(format!("{a} needs a value")))?;
            p.flags.push((a.clone(), Some(v.clone())));
        } else if bare.contains(&a.as_str()) || (a.starts_with("-O") && a.len() == 3) {
            p.flags.push((a.clone(), None));
        } else if a.starts_with('-') {
            return Err(usage(format!("unknown option `{a}`")));
        } else {
            p.positional.push(a.clone());
        }
    }
    Ok(p)
}

fn devices(args: &[String]) -> anyhow::Result<()> {
    if wants_help(
        args,
        "usage: gpujit devices\n  lists every device of every backend, or why a backend has none",
    ) {
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
    let emu = gpujit::open_emulator();
    println!(
        "amdgcn-emu: {} — arch {}, warp {}; emulation, not a GPU (run --target amdgcn-emu)",
        emu.info().name,
        emu.info().arch,
        emu.info().warp_size
    );
    Ok(())
}

/// A portable module from a file, or a library kernel by name.
fn load_input(input: &str) -> anyhow::Result<PortableModule> {
    let path = Path::new(input);
    if path.exists() {
        let bytes = std::fs::read(path).map_err(|e| usage(format!("reading {input}: {e}")))?;
        let name = path
            .file_name()
            .map_or(input.to_string(), |n| n.to_string_lossy().into_owned());
        return PortableModule::from_ir(&name, &bytes).map_err(|e| bad_input(e.into()));
    }
    if input.ends_with(".ll") || input.ends_with(".bc") {
        return Err(usage(format!("{input}: no such file")));
    }
    gpujit::library::module(input).map_err(bad_input)
}

fn compile(args: &[String]) -> anyhow::Result<()> {
    let help = "usage: gpujit compile IN --target nvptx|amdgcn|host [--arch ARCH] [-O0..3] [--emit KIND] -o OUT";
    if wants_help(args, help) {
        return Ok(());
    }
    let p = parse(args, &["--target", "--arch", "--emit", "-o"], &[])?;
    let [input] = p.positional.as_slice() else {
        return Err(usage(format!(
            "compile takes one input, got {} (see gpujit compile --help)",
            p.positional.len()
        )));
    };
    let target: Target = p
        .get("--target")
        .ok_or_else(|| usage("compile needs --target nvptx|amdgcn|host"))?
        .parse()
        .map_err(bad_input)?;
    let out = p.get("-o").ok_or_else(|| usage("compile needs -o OUT"))?;
    let mut opts = CompileOptions {
        arch: p.get("--arch").map(str::to_string),
        ..Default::default()
    };
    if let Some((flag, _)) = p.flags.iter().rev().find(|(f, _)| f.starts_with("-O")) {
        let level = flag[2..]
            .parse::<u8>()
            .ok()
            .filter(|l| *l <= 3)
            .ok_or_else(|| usage(format!("`{flag}`: use -O0, -O1, -O2 or -O3")))?;
        opts.opt_level = Some(level);
    }
    let emit = p.get("--emit").unwrap_or(match target {
        Target::Nvptx => "ptx",
        Target::Amdgcn => "hsaco",
        Target::Host => "bc",
    });
    let module = load_input(input)?;
    let bytes = match (target, emit) {
        (_, "ll") => gpujit::lowered_ir(&module, target, &opts)
            .map_err(bad_input)?
            .into_bytes(),
        (Target::Amdgcn, "obj") => gpujit::amdgcn_object(&module, &opts).map_err(bad_input)?,
        (Target::Nvptx, "ptx") | (Target::Amdgcn, "hsaco") | (Target::Host, "bc") => {
            let c = gpujit::compile(&module, target, &opts).map_err(bad_input)?;
            let t = c.times;
            eprintln!(
                "{input} -> {out}: {} for {}; lower {:.2} ms, optimize {:.2} ms, codegen {:.2} ms, link {:.2} ms",
                c.image.format,
                c.image.arch,
                t.lower.as_secs_f64() * 1e3,
                t.optimize.as_secs_f64() * 1e3,
                t.codegen.as_secs_f64() * 1e3,
                t.link.as_secs_f64() * 1e3
            );
            c.image.bytes
        }
        (Target::Nvptx, "cubin") => {
            return Err(usage(
                "--emit cubin: gpujit does not link cubins itself yet; emit ptx, which the CUDA driver compiles at load",
            ));
        }
        (t, e) => return Err(usage(format!("--emit {e} is not an output of {t}"))),
    };
    std::fs::write(out, &bytes).with_context(|| format!("writing {out}"))?;
    println!("{out}: {} bytes", bytes.len());
    Ok(())
}

fn inspect_cmd(args: &[String]) -> anyhow::Result<()> {
    let help = "usage: gpujit inspect FILE [--json]";
    if wants_help(args, help) {
        return Ok(());
    }
    let p = parse(args, &[], &["--json"])?;
    let [file] = p.positional.as_slice() else {
        return Err(usage("inspect takes one file (see gpujit inspect --help)"));
    };
    let bytes = std::fs::read(file).map_err(|e| usage(format!("reading {file}: {e}")))?;
    let report = inspect::inspect(file, &bytes).map_err(|e| usage(format!("{e:#}")))?;
    if p.has("--json") {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        inspect::print(&report);
    }
    Ok(())
}

fn run_cmd(args: &[String]) -> anyhow::Result<()> {
    let help = format!(
        "usage: gpujit run KERNEL --target nvptx|amdgcn|amdgcn-emu|host|auto [--n N]\n  amdgcn-emu: the AMDGCN emulator (gfx942 code run on the host CPU)\n  kernels: {}",
        gpujit::library::KERNELS
            .iter()
            .map(|(k, n)| format!("{k} (n = {n})"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    if wants_help(args, &help) {
        return Ok(());
    }
    let p = parse(args, &["--target", "--n"], &[])?;
    let [kernel] = p.positional.as_slice() else {
        return Err(usage("run takes one kernel (see gpujit run --help)"));
    };
    let n: usize = match p.get("--n") {
        Some(v) => v
            .parse()
            .map_err(|_| usage(format!("--n {v}: not a number")))?,
        None => 1 << 20,
    };
    let dev = match p.get("--target").unwrap_or("auto") {
        "auto" => gpujit::open_auto().0,
        "amdgcn-emu" | "emu" => gpujit::open_emulator(),
        t => {
            let target: Target = t.parse().map_err(bad_input)?;
            gpujit::open_backend(target.backend()).map_err(bad_input)?
        }
    };
    let info = dev.info().clone();
    let r = gpujit::library::run(dev.as_ref(), kernel, n).map_err(|e| match e {
        gpujit::Error::UnknownName { .. } => bad_input(e),
        other => other.into(),
    })?;
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
    println!(
        "{} (n = {}) on {} {} ({}): ok, {}; compile {:.2} ms, load {:.2} ms, run {:.2} ms",
        r.kernel,
        r.n,
        info.backend,
        info.name,
        info.arch,
        r.check,
        ms(r.compile.lower + r.compile.optimize + r.compile.codegen + r.compile.link),
        ms(r.load),
        ms(r.run)
    );
    Ok(())
}

fn cache_cmd(args: &[String]) -> anyhow::Result<()> {
    let help = "usage: gpujit cache stats|clear|path\n  the compile cache folder: GPUJIT_CACHE_DIR, else $XDG_CACHE_HOME/gpujit/kernels, else ~/.cache/gpujit/kernels";
    if wants_help(args, help) {
        return Ok(());
    }
    let cache = gpujit::cache::Cache::from_env();
    let dir = cache.dir().map(|d| d.display().to_string());
    let dir = dir.ok_or_else(|| usage("no cache folder: set GPUJIT_CACHE_DIR or HOME"))?;
    match args {
        [cmd] if cmd == "path" => println!("{dir}"),
        [cmd] if cmd == "stats" => {
            let u = cache.disk_usage();
            println!("{dir}: {} entries, {} bytes", u.entries, u.bytes);
        }
        [cmd] if cmd == "clear" => {
            let n = cache.clear().with_context(|| format!("clearing {dir}"))?;
            println!("{dir}: removed {n} entries");
        }
        _ => {
            return Err(usage(
                "cache takes one of: stats, clear, path (see gpujit cache --help)",
            ));
        }
    }
    Ok(())
}
