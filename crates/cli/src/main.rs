//! `gpujit`: list devices, compile, inspect and run kernels.
//!
//! ```text
//! gpujit devices
//! gpujit compile IN --target nvptx|amdgcn|host [--arch ARCH] [-O0..3] [--emit KIND] [--no-cache] [--specialize SPEC] -o OUT
//! gpujit compile FILE.cu --target ... [-D NAME[=V]]... [-I DIR]... [-std=c++17] [--use_fast_math] [--name-expr EXPR]... -o OUT
//! gpujit cc [-c] [-o OUT] [nvcc-style options] FILES...
//! gpujit cuda-info
//! gpujit cuda-prelude [--arch sm_XX]... [--builtin]
//! gpujit inspect FILE [--json]
//! gpujit run KERNEL --target nvptx|amdgcn|amdgcn-emu|host|auto|SPEC [--n N] [--no-cache] [--specialize]
//! gpujit cache stats|clear|path
//! gpujit blas-tune [--device SPEC] [--sizes S,M,L] [--reps N]
//! ```
//! Exit status: 0 on success, 1 on bad input, 2 on an internal failure.
//!
//! The binary is also a worker for [`gpujit::isolated`]: files given to
//! `compile` and `inspect` are imported and compiled in a child process (this
//! program again), so IR that makes LLVM abort ends that child, not `gpujit`;
//! CUDA sources go through clang's front end there too.

mod blas;
mod cuda;
mod inspect;
mod specialize;

use std::path::Path;

use anyhow::Context;
use gpujit::isolated::Worker;
use gpujit::{CompileOptions, PortableModule, Target};

const USAGE: &str = "usage:
  gpujit devices
      every device found, by backend (the host CPU is always listed)
  gpujit compile IN --target nvptx|amdgcn|host [--arch ARCH] [-O0..3] [--emit KIND] [--no-cache]
                 [--no-coarsening] -o OUT
      IN is a portable .ll or .bc file, NVVM IR, a PTX module (.ptx: as given
      for nvptx, translated for amdgcn and host) or the name of a library kernel;
      KIND: ptx, cubin (needs a CUDA device) or ll (nvptx); hsaco, obj or ll
      (amdgcn); bc or ll (host). Files are imported and compiled in a worker
      process, so input that crashes LLVM is an error, not a crash; images go
      through the compile cache unless --no-cache. --specialize
      KERNEL:NAME=VALUE,...[,block=X[xYxZ]][,grid=X[xYxZ]][,align=N] compiles
      that kernel alone with those arguments and launch sizes folded.
      --no-coarsening (or GPUJIT_COARSEN=0, which every gpujit JIT reads)
      compiles no coarsened variants of elementwise kernels
  gpujit compile FILE.cu --target nvptx|amdgcn|host [--arch ARCH] [-D NAME[=V]]... [-I DIR]...
                 [-std=c++14|c++17|c++20] [--use_fast_math] [--name-expr EXPR]... -o OUT
      CUDA C++ through clang's front end (in the worker) to NVVM: compiled as
      written for nvptx (--emit ll: the NVVM IR), lifted for amdgcn and host;
      clang's warnings go to stderr, each --name-expr's lowered name to stdout
  gpujit cc [-c] [-o OUT] [nvcc-style options] FILES... [-l LIB] [-L DIR]
      compile and link a whole CUDA program (.cu, .cpp, .c, .o) against gpujit's
      CUDA runtime: it runs on the device GPUJIT_DEVICE names, else the best
      present (gpujit cc --help lists the options)
  gpujit cuda-info
      the CUDA headers in use, the clang version and the options taken
  gpujit cuda-prelude [--arch sm_XX]... [--builtin] [-D NAME[=V]]... [-I DIR]...
      precompile the CUDA prelude once per machine and keep it on disk, so that
      no process's first CUDA compile builds it (default: every CUDA device's
      architecture and sm_80, the headers in use; --builtin: the built-in too)
  gpujit inspect FILE [--json]
      kernels, parameters, registers, shared memory, scratch, wave size and
      target of a PTX file, a cubin, an HSA code object or a portable module
  gpujit run KERNEL --target nvptx|amdgcn|amdgcn-emu|host|auto|SPEC [--n N] [--no-cache] [--specialize]
      run a library kernel and check it against the CPU (amdgcn-emu: on the
      AMDGCN emulator, gfx942 code executed on the host CPU); N is checked
      against the kernel, device and host memory before anything is allocated;
      --specialize launches variants with every scalar argument and the launch
      size folded
  gpujit cache stats|clear|path
      the on-disk compile cache (GPUJIT_CACHE_DIR, else $XDG_CACHE_HOME/gpujit/kernels)
  gpujit blas-tune [--device SPEC] [--sizes S,M,L] [--reps N]
      tune the BLAS general kernel's tiles for a device, kept in the compile cache
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

pub(crate) fn usage(msg: impl Into<String>) -> anyhow::Error {
    Usage(msg.into()).into()
}

/// Errors that mean the input, not gpujit, was wrong.
fn bad_input(e: gpujit::Error) -> anyhow::Error {
    use gpujit::Error as E;
    use gpujit::ir::IrError as I;
    use gpujit::isolated::WorkerError as W;
    match &e {
        E::UnknownName { .. }
        | E::NoSuchDevice { .. }
        | E::Ir(I::Parse { .. } | I::Verify { .. } | I::Build { .. } | I::UnknownIntrinsic(_))
        | E::Nvptx(gpujit::NvptxCompileError::Target(_))
        | E::Amdgcn(gpujit::AmdgcnCompileError::Target(_))
        | E::Device(
            gpujit::DeviceError::LibraryNotFound { .. } | gpujit::DeviceError::NoDevice { .. },
        )
        | E::Nvptx(gpujit::NvptxCompileError::Ir(
            I::Parse { .. } | I::Verify { .. } | I::UnknownIntrinsic(_) | I::Unlowered { .. },
        ))
        | E::Amdgcn(gpujit::AmdgcnCompileError::Ir(
            I::Parse { .. } | I::Verify { .. } | I::UnknownIntrinsic(_) | I::Unlowered { .. },
        ))
        | E::Worker(W::Died { .. } | W::TimedOut { .. })
        | E::Cuda(_) => usage(e.to_string()),
        _ => e.into(),
    }
}

/// Errors compiling a file: whatever the compiler refused, and a worker
/// the file crashed, is the file's fault (exit 1); failing to start or talk
/// to the worker is not.
pub(crate) fn file_error(e: gpujit::Error) -> anyhow::Error {
    use gpujit::Error as E;
    use gpujit::isolated::WorkerError as W;
    match &e {
        E::Ir(_)
        | E::Nvptx(_)
        | E::Amdgcn(_)
        | E::Worker(W::Died { .. } | W::TimedOut { .. } | W::Failed { .. }) => usage(e.to_string()),
        _ => bad_input(e),
    }
}

fn main() {
    // Started as a worker by `gpujit::isolated`: serve the job and exit.
    gpujit::isolated::serve_if_worker();
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
        Some("cuda-info") => cuda::info(&args[1..]),
        Some("cc") => gpujit_cc::main(&args[1..]).map_err(|e| match e {
            gpujit_cc::CcError::Internal(_) => anyhow::Error::from(e),
            _ => usage(e.to_string()),
        }),
        Some("cuda-prelude") => cuda::prelude(&args[1..]),
        Some("blas-tune") => blas::tune(&args[1..]),
        Some(other) => Err(usage(format!(
            "unknown command `{other}` (see gpujit --help)"
        ))),
    }
}

pub(crate) fn wants_help(args: &[String], text: &str) -> bool {
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
        "usage: gpujit devices\n  lists every device of every backend (the spec that opens it, e.g. cuda:1), the\n  architecture it reports and what gpujit compiles for it, or why a backend has none",
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
                    let spec = gpujit::device_spec(&d);
                    println!(
                        "{spec}  {} — {} MiB, warp {}, {} SMs/CUs/cores",
                        d.name,
                        d.total_memory >> 20,
                        d.warp_size,
                        d.multiprocessors
                    );
                    describe_target(&spec);
                }
            }
            Err(e) => println!("{backend}: none ({e})"),
        }
    }
    let emu = gpujit::open_emulator();
    let spec = gpujit::device_spec(emu.info());
    println!(
        "{spec}  {} — warp {}; emulation, not a GPU (other processors: amdgcn-emu:ARCH)",
        emu.info().name,
        emu.info().warp_size
    );
    describe_target(&spec);
    println!("cuda headers: {}", cuda::headers_line());
    Ok(())
}

/// Prints the architecture the device behind `spec` reports and what gpujit compiles for it.
fn describe_target(spec: &str) {
    match gpujit::open(spec).and_then(|dev| gpujit::device_target(dev.as_ref())) {
        Ok(t) => println!(
            "    reports {}; gpujit compiles for {} ({})",
            t.device, t.compiled_for, t.reason
        ),
        Err(e) => println!("    cannot say what gpujit compiles for it: {e}"),
    }
}

/// The worker that imports and compiles files: this program again, its
/// address space limited to the memory available (at least 4 GiB).
fn worker() -> anyhow::Result<Worker> {
    let limit = gpujit::library::available_host_memory()
        .unwrap_or(u64::MAX)
        .max(4 << 30);
    Ok(Worker::current_exe()
        .map_err(bad_input)?
        .memory_limit(limit))
}

/// A portable module from a file (imported in a worker process, with that
/// worker for compiling it), or a library kernel by name (trusted: compiled
/// here).
fn load_input(input: &str) -> anyhow::Result<(PortableModule, Option<Worker>)> {
    let path = Path::new(input);
    if path.exists() {
        let bytes = std::fs::read(path).map_err(|e| usage(format!("reading {input}: {e}")))?;
        let name = path
            .file_name()
            .map_or(input.to_string(), |n| n.to_string_lossy().into_owned());
        let worker = worker()?;
        let module = worker.import(&name, &bytes).map_err(file_error)?;
        return Ok((module, Some(worker)));
    }
    if input.ends_with(".ll") || input.ends_with(".bc") {
        return Err(usage(format!("{input}: no such file")));
    }
    Ok((gpujit::library::module(input).map_err(bad_input)?, None))
}

fn compile(args: &[String]) -> anyhow::Result<()> {
    let help = "usage: gpujit compile IN --target nvptx|amdgcn|host [--arch ARCH] [-O0..3] [--emit KIND] [--no-coarsening] [--specialize KERNEL:NAME=V,...,block=X] -o OUT\n       gpujit compile FILE.cu --target ... [-D NAME[=V]]... [-I DIR]... [-std=c++17] [--use_fast_math] [--name-expr EXPR]... -o OUT";
    if wants_help(args, help) {
        return Ok(());
    }
    let (args, front) = cuda::take_options(args)?;
    let p = parse(
        &args,
        &["--target", "--arch", "--emit", "-o", "--specialize"],
        &["--no-cache", "--no-coarsening"],
    )?;
    let variant = p.get("--specialize");
    let [input] = p.positional.as_slice() else {
        return Err(usage(format!(
            "compile takes one input, got {} (see gpujit compile --help)",
            p.positional.len()
        )));
    };
    let source = cuda::is_source(input);
    if let Some(flag) = front.first.as_ref().filter(|_| !source) {
        return Err(usage(format!(
            "`{flag}` is an option of CUDA C++ sources (.cu), and {input} is none"
        )));
    }
    let target: Target = p
        .get("--target")
        .ok_or_else(|| usage("compile needs --target nvptx|amdgcn|host"))?
        .parse()
        .map_err(bad_input)?;
    let out = p.get("-o").ok_or_else(|| usage("compile needs -o OUT"))?;
    let mut opts = CompileOptions {
        arch: p.get("--arch").map(str::to_string),
        no_coarsening: p.has("--no-coarsening")
            || gpujit::coarsening_from_env().map_err(bad_input)? == Some(false),
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
    let is_image = matches!(
        (target, emit),
        (Target::Nvptx, "ptx") | (Target::Amdgcn, "hsaco") | (Target::Host, "bc")
    );
    if !is_image && emit != "ll" && !(target == Target::Amdgcn && emit == "obj") {
        if (target, emit) == (Target::Nvptx, "cubin") {
            return Err(usage(
                "--emit cubin: gpujit does not link cubins itself yet; emit ptx, which the CUDA driver compiles at load",
            ));
        }
        return Err(usage(format!("--emit {emit} is not an output of {target}")));
    }
    let cache = (!p.has("--no-cache")).then(cache_from_env).transpose()?;
    let mut front_end = None;
    let (bytes, summary) = if source {
        let fe = front_end.insert(cuda::front_end(
            input,
            target,
            &mut opts,
            &front,
            worker()?,
        )?);
        match (target, emit) {
            // NVIDIA compiles the NVVM as clang wrote it (a variant's as
            // specialization left it, before optimisation).
            (Target::Nvptx, "ll") => {
                let module = specialize::nvvm_variant(fe.nvvm()?, variant)?;
                (cuda::nvvm_text(&module)?.into_bytes(), None)
            }
            (Target::Nvptx, _) => {
                let module = specialize::nvvm_variant(fe.nvvm()?, variant)?;
                let key = gpujit::cache::nvvm_key(&module, target, &opts, "");
                let (image, times) = through_cache(cache.as_ref(), &key, || {
                    fe.worker
                        .compile_nvvm(&module, target, &opts)
                        .map_err(file_error)
                })?;
                let summary = image_summary(input, out, &image, times);
                (image.bytes, Some(summary))
            }
            _ => {
                let module = specialized(fe.lifted()?, variant)?;
                let worker = Some(&fe.worker);
                module_output(
                    &module,
                    worker,
                    (target, emit, &opts),
                    cache.as_ref(),
                    (input, out),
                )?
            }
        }
    } else if let Some(ptx) = variant
        .is_none()
        .then(|| ptx_as_given(input, target, emit))
        .transpose()?
        .flatten()
    {
        // A variant of a PTX kernel is made of its translation, below.
        (ptx, None)
    } else {
        let (module, worker) = load_input(input)?;
        let module = specialized(module, variant)?;
        module_output(
            &module,
            worker.as_ref(),
            (target, emit, &opts),
            cache.as_ref(),
            (input, out),
        )?
    };
    // An output path that cannot be written is the caller's to fix; nothing
    // is printed before it is known to be written, so an error stays one line.
    std::fs::write(out, &bytes).map_err(|e| usage(format!("writing {out}: {e}")))?;
    if let Some(fe) = &front_end {
        fe.report();
    }
    if let Some(s) = summary {
        eprintln!("{s}");
    }
    println!("{out}: {} bytes", bytes.len());
    Ok(())
}

/// A PTX file compiled for NVIDIA's PTX: the text as given (the driver
/// compiles it), once it parses as a module with kernels. `None` for any
/// other input or output.
fn ptx_as_given(input: &str, target: Target, emit: &str) -> anyhow::Result<Option<Vec<u8>>> {
    if (target, emit) != (Target::Nvptx, "ptx") {
        return Ok(None);
    }
    let Ok(bytes) = std::fs::read(input) else {
        return Ok(None);
    };
    if !gpujit::ir::ptx::is_ptx(&bytes) {
        return Ok(None);
    }
    let name = Path::new(input)
        .file_name()
        .map_or(input.to_string(), |n| n.to_string_lossy().into_owned());
    let text = String::from_utf8_lossy(&bytes);
    gpujit::PtxModule::from_text(&name, &text).map_err(|e| file_error(e.into()))?;
    Ok(Some(bytes))
}

/// `module`, or its variant when `--specialize SPEC` was given.
fn specialized(module: PortableModule, spec: Option<&str>) -> anyhow::Result<PortableModule> {
    let Some(spec) = spec else {
        return Ok(module);
    };
    let (kernel, values) = specialize::parse(spec, module.kernels())?;
    gpujit::ir::specialize::specialize(&module, &kernel, &values).map_err(|e| usage(e.to_string()))
}

/// What `compile` writes for a portable module (from a file, imported by
/// `worker`, or a library kernel): lowered IR, an amdgcn object or an image
/// through the cache; with the summary line of an image.
fn module_output(
    module: &PortableModule,
    worker: Option<&Worker>,
    (target, emit, opts): (Target, &str, &CompileOptions),
    cache: Option<&gpujit::cache::Cache>,
    (input, out): (&str, &str),
) -> anyhow::Result<(Vec<u8>, Option<String>)> {
    Ok(match (target, emit) {
        (_, "ll") => (
            match worker {
                Some(w) => w.lowered_ir(module, target, opts).map_err(file_error),
                None => gpujit::lowered_ir(module, target, opts).map_err(bad_input),
            }?
            .into_bytes(),
            None,
        ),
        (Target::Amdgcn, "obj") => (
            match worker {
                Some(w) => w.amdgcn_object(module, opts).map_err(file_error),
                None => gpujit::amdgcn_object(module, opts).map_err(bad_input),
            }?,
            None,
        ),
        _ => {
            let key = gpujit::cache::key(module, target, opts, "");
            let (image, times) = through_cache(cache, &key, || match worker {
                Some(w) => w.compile(module, target, opts).map_err(file_error),
                None => gpujit::compile(module, target, opts).map_err(bad_input),
            })?;
            let summary = image_summary(input, out, &image, times);
            (image.bytes, Some(summary))
        }
    })
}

/// The image under `key` in `cache`, or compiled by `compile` and stored
/// there; the stage times when it was compiled.
fn through_cache(
    cache: Option<&gpujit::cache::Cache>,
    key: &gpujit::cache::Key,
    compile: impl FnOnce() -> anyhow::Result<gpujit::Compiled>,
) -> anyhow::Result<(gpujit::Image, Option<gpujit::StageTimes>)> {
    if let Some(image) = cache.and_then(|c| c.get(key).or_else(|| c.wait_for_peer(key))) {
        return Ok(((*image).clone(), None));
    }
    let c = compile();
    if let Some(cache) = cache {
        match &c {
            Ok(c) => cache.put_timed(key, &c.image, c.times.total()),
            Err(_) => cache.abandon(key),
        }
    }
    let c = c?;
    Ok((c.image, Some(c.times)))
}

/// `IN -> OUT: ptx for sm_80; lower 1.00 ms, ...` or `...; from the compile cache`.
fn image_summary(
    input: &str,
    out: &str,
    image: &gpujit::Image,
    times: Option<gpujit::StageTimes>,
) -> String {
    let how = match times {
        Some(t) => format!(
            "lower {:.2} ms, optimize {:.2} ms, codegen {:.2} ms, link {:.2} ms",
            t.lower.as_secs_f64() * 1e3,
            t.optimize.as_secs_f64() * 1e3,
            t.codegen.as_secs_f64() * 1e3,
            t.link.as_secs_f64() * 1e3
        ),
        None => "from the compile cache".to_string(),
    };
    format!(
        "{input} -> {out}: {} for {}; {how}",
        image.format, image.arch
    )
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
    let report =
        inspect::inspect(file, &bytes, Some(&worker()?)).map_err(|e| usage(format!("{e:#}")))?;
    if p.has("--json") {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        inspect::print(&report);
    }
    Ok(())
}

fn run_cmd(args: &[String]) -> anyhow::Result<()> {
    let help = format!(
        "usage: gpujit run KERNEL --target nvptx|amdgcn|amdgcn-emu|host|auto|SPEC [--n N] [--no-cache] [--specialize]\n  amdgcn-emu: the AMDGCN emulator (gfx942 code run on the host CPU)\n  SPEC: a device as `gpujit devices` lists it (cuda:1, hip:0, amdgcn-emu:gfx1100)\n  N is checked against the kernel's 32-bit indices, the device's memory and the\n  host memory available before anything is allocated\n  kernels: {}",
        gpujit::library::KERNELS
            .iter()
            .map(|(k, n)| format!(
                "{k} (n = {n}, default {})",
                gpujit::library::default_n(k).unwrap_or(0)
            ))
            .collect::<Vec<_>>()
            .join(", ")
    );
    if wants_help(args, &help) {
        return Ok(());
    }
    let p = parse(args, &["--target", "--n"], &["--no-cache", "--specialize"])?;
    let [kernel] = p.positional.as_slice() else {
        return Err(usage("run takes one kernel (see gpujit run --help)"));
    };
    let n: Option<usize> = match p.get("--n") {
        Some(v) => Some(v.parse().map_err(|_| {
            usage(format!(
                "--n {v}: not a number (a whole number from 0 to {})",
                usize::MAX
            ))
        })?),
        None => None,
    };
    // An unknown kernel is named before any device is opened.
    gpujit::library::default_n(kernel).map_err(bad_input)?;
    let dev = match p.get("--target").unwrap_or("auto") {
        "auto" => gpujit::open_auto().0,
        spec => gpujit::open(spec).map_err(bad_input)?,
    };
    let info = dev.info().clone();
    let cache = (!p.has("--no-cache")).then(cache_from_env).transpose()?;
    let options = gpujit::library::RunOptions {
        n,
        cache: cache.as_ref(),
        specialize: p.has("--specialize"),
    };
    let r = gpujit::library::run_with(dev.as_ref(), kernel, &options).map_err(|e| match e {
        gpujit::Error::UnknownName { .. } => bad_input(e),
        gpujit::Error::Size(s) => usage(size_message(&s, n.is_none(), &info)),
        other => other.into(),
    })?;
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
    let compile = if r.cached {
        "compile cached".to_string()
    } else {
        format!(
            "compile {:.2} ms",
            ms(r.compile.lower + r.compile.optimize + r.compile.codegen + r.compile.link)
        )
    };
    let variants = if options.specialize {
        format!(
            "; {} specialized variant(s) launched, made and compiled in {:.2} ms",
            r.variants,
            ms(r.variant_compile)
        )
    } else {
        String::new()
    };
    println!(
        "{} (n = {}) on {} {} ({}): ok, {}; {compile}, load {:.2} ms, run {:.2} ms{variants}",
        r.kernel,
        r.n,
        info.backend,
        info.name,
        info.arch,
        r.check,
        ms(r.load),
        ms(r.run)
    );
    Ok(())
}

/// `run sgemm: --n 100000 (matrix edge (n × n × n)) needs ...; the largest
/// --n that fits is 65535`: the size, what it needs, the limit and the flag.
fn size_message(
    s: &gpujit::library::SizeError,
    default: bool,
    info: &gpujit::DeviceInfo,
) -> String {
    let given = if default { " (the default)" } else { "" };
    let on = if s.resource == "device memory" {
        format!(" on {} {}", info.backend, info.name)
    } else {
        String::new()
    };
    let fits = if s.largest == 0 {
        "no --n fits".to_string()
    } else {
        format!("use --n {} or less", s.largest)
    };
    format!(
        "run {}: --n {}{given} ({}) {}{on}; {fits}",
        s.kernel,
        s.n,
        s.meaning,
        s.shortfall()
    )
}

/// The compile cache of the environment; bad `GPUJIT_REMOTE_CACHE*`
/// settings are the caller's to fix.
fn cache_from_env() -> anyhow::Result<gpujit::cache::Cache> {
    gpujit::cache::Cache::try_from_env().map_err(|e| usage(e.to_string()))
}

fn cache_cmd(args: &[String]) -> anyhow::Result<()> {
    let help = "usage: gpujit cache stats|clear|path\n  the compile cache folder: GPUJIT_CACHE_DIR, else $XDG_CACHE_HOME/gpujit/kernels, else ~/.cache/gpujit/kernels\n  stats: what the folder holds, and the counters of every process that used it, per tier\n  (memory, disk, and the shared store GPUJIT_REMOTE_CACHE=redis://HOST:PORT/DB)";
    if wants_help(args, help) {
        return Ok(());
    }
    let cache = cache_from_env()?;
    let dir = cache.dir().map(|d| d.display().to_string());
    let dir = dir.ok_or_else(|| usage("no cache folder: set GPUJIT_CACHE_DIR or HOME"))?;
    match args {
        [cmd] if cmd == "path" => println!("{dir}"),
        [cmd] if cmd == "stats" => {
            let u = cache.disk_usage();
            println!("{dir}: {} entries, {} bytes", u.entries, u.bytes);
            let dir = cache.dir().map(std::path::Path::to_path_buf);
            let recorded = dir.map(|d| gpujit::cache::recorded_stats(&d));
            print!(
                "{}",
                stats_text(&recorded.unwrap_or_default(), cache.remote_url())
            );
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

/// The per-tier counters `cache stats` prints.
fn stats_text(s: &gpujit::cache::Stats, remote: Option<String>) -> String {
    let secs = |d: std::time::Duration| d.as_secs_f64();
    let r = &s.remote;
    let mut t = format!(
        "compiled and stored: {}, links: {}, misses in every tier: {}\n\
         memory: {} hits, {:.3} s saved\n\
         disk: {} hits, {} bytes read, {:.3} s saved, {} bad entries deleted, {} evicted\n",
        s.stores,
        s.links,
        s.misses,
        s.memory_hits,
        secs(s.memory_time_saved),
        s.disk_hits,
        s.disk_bytes_read,
        secs(s.disk_time_saved),
        s.corrupt,
        s.evicted,
    );
    t.push_str(&format!(
        "remote{}: {} hits, {} misses, {} rejected, {} errors, {} timeouts, {} skipped (back-off), \
         {} waits for a peer, {} stores, {} dropped, {} bytes read, {} bytes written, {:.3} s saved\n",
        remote.map_or_else(|| " (none configured now)".to_string(), |u| format!(" {u}")),
        r.hits,
        r.misses,
        r.rejected,
        r.errors,
        r.timeouts,
        r.skipped,
        r.waits,
        r.stores,
        r.dropped,
        r.bytes_read,
        r.bytes_written,
        secs(r.time_saved),
    ));
    t
}
