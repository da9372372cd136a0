//! CUDA C++ sources on the command line: `gpujit compile kernel.cu` runs
//! clang's CUDA front end in a worker process (hostile source that makes
//! clang abort ends the worker, not `gpujit`), then compiles the NVVM it
//! writes: as written for NVIDIA, lifted (in the worker) for AMD and the host.
//! `gpujit cuda-info` says which headers and compiler are used;
//! `gpujit cuda-prelude` precompiles the CUDA prelude once per machine.

use std::path::Path;

use gpujit::cuda::{CudaError, HeaderSet, Program};
use gpujit::isolated::Worker;
use gpujit::{CompileOptions, NvvmModule, PortableModule, Target};

use crate::{file_error, usage};

/// The front-end options `gpujit compile` takes for a `.cu` input.
pub const CLI_OPTIONS: &str = "-D NAME[=VALUE], -I DIR, -std=c++14|c++17|c++20, --use_fast_math, -lineinfo, \
-w, -Wall, -Wno-NAME, -Werror, \
--name-expr EXPR (a __global__ function or template instantiation whose lowered name is printed); \
--arch sm_XX sets __CUDA_ARCH__ for nvptx; -O0..3 applies to the front end and the compile";

/// Whether `input` names a CUDA C++ source (by its extension).
pub fn is_source(input: &str) -> bool {
    Path::new(input)
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("cu"))
}

/// The front-end options of one command line, and the rest of it.
#[derive(Default)]
pub struct FrontEndArgs {
    /// NVRTC-style options for the [`Program`].
    pub options: Vec<String>,
    /// Name expressions whose lowered names are printed.
    pub name_exprs: Vec<String>,
    /// The first front-end option given, for a message when the input is
    /// not CUDA source.
    pub first: Option<String>,
}

/// Takes the front-end options (`-D`, `-I`, `-std=`, `--use_fast_math`,
/// warning flags, `--name-expr`) out of `args`; the rest is returned for the CLI's own
/// parser.
pub fn take_options(args: &[String]) -> anyhow::Result<(Vec<String>, FrontEndArgs)> {
    let mut rest = Vec::new();
    let mut fe = FrontEndArgs::default();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = || {
            it.next()
                .cloned()
                .ok_or_else(|| usage(format!("{a} needs a value")))
        };
        let taken = match a.as_str() {
            "-D" | "-I" => {
                let v = value()?;
                fe.options.push(a.clone());
                fe.options.push(v);
                true
            }
            "--name-expr" => {
                let v = value()?;
                fe.name_exprs.push(v);
                true
            }
            "--use_fast_math"
            | "-use_fast_math"
            | "-lineinfo"
            | "--generate-line-info"
            | "-w"
            | "-Wall"
            | "-Werror" => {
                fe.options.push(a.clone());
                true
            }
            s if (s.starts_with("-D") || s.starts_with("-I")) && s.len() > 2 => {
                fe.options.push(a.clone());
                true
            }
            s if s.starts_with("-std=") || s.starts_with("--std=") || s.starts_with("-Wno-") => {
                fe.options.push(a.clone());
                true
            }
            s if s.starts_with("--name-expr=") => {
                fe.name_exprs.push(s["--name-expr=".len()..].to_string());
                true
            }
            _ => false,
        };
        if taken {
            fe.first.get_or_insert_with(|| a.clone());
        } else {
            rest.push(a.clone());
        }
    }
    Ok((rest, fe))
}

/// A `.cu` file through the front end, in a worker.
pub struct FrontEnd {
    /// The file's name (the program's, in diagnostics).
    pub name: String,
    /// The NVVM bitcode clang wrote.
    pub bitcode: Vec<u8>,
    /// clang's warnings.
    pub log: String,
    /// Each name expression with its lowered name.
    pub lowered_names: Vec<(String, String)>,
    /// The worker it ran in, for the steps after.
    pub worker: Worker,
}

/// Compiles the `.cu` file `input` to NVVM for `target` in a worker; a
/// compile error is printed as clang wrote it and returned as one line. On
/// NVIDIA a missing `opts.arch` becomes the architecture the source was
/// compiled for.
pub fn front_end(
    input: &str,
    target: Target,
    opts: &mut CompileOptions,
    args: &FrontEndArgs,
    worker: Worker,
) -> anyhow::Result<FrontEnd> {
    let path = Path::new(input);
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(usage(format!("{input}: no such file")));
        }
        Err(e) => return Err(usage(format!("reading {input}: {e}"))),
    };
    let source = String::from_utf8(bytes).map_err(|e| {
        usage(format!(
            "{input}: not UTF-8 text (byte {})",
            e.utf8_error().valid_up_to()
        ))
    })?;
    let name = path
        .file_name()
        .map_or(input.to_string(), |n| n.to_string_lossy().into_owned());
    let mut program = Program::new(&name, &source).options(&args.options);
    if let Some(level) = opts.opt_level {
        program = program.option(&format!("-O{level}"));
    }
    // `#include "x.h"` finds headers beside the source, as nvcc's does.
    let folder = path.parent().filter(|p| !p.as_os_str().is_empty());
    if let Ok(dir) = std::fs::canonicalize(folder.unwrap_or(Path::new("."))) {
        program = program.options(&["-I", &dir.to_string_lossy()]);
    }
    for e in &args.name_exprs {
        program = program.name_expression(e);
    }
    let arch =
        gpujit::cuda::source_arch(&program, target, opts.arch.as_deref()).map_err(cuda_error)?;
    let compiled = worker.compile_cuda(&program, &arch).map_err(cuda_error)?;
    if target == Target::Nvptx && opts.arch.is_none() {
        opts.arch = Some(compiled.arch.clone());
    }
    Ok(FrontEnd {
        name,
        bitcode: compiled.bitcode,
        log: compiled.log,
        lowered_names: compiled.lowered_names,
        worker,
    })
}

impl FrontEnd {
    /// Prints clang's warnings (stderr) and each name expression's lowered
    /// name (stdout, `EXPR = NAME`).
    pub fn report(&self) {
        if !self.log.is_empty() {
            eprint!("{}", self.log);
            if !self.log.ends_with('\n') {
                eprintln!();
            }
        }
        for (expr, lowered) in &self.lowered_names {
            println!("{expr} = {lowered}");
        }
    }

    /// The NVVM module clang wrote, as written (read in this process: it is
    /// the front end's own bitcode).
    pub fn nvvm(&self) -> anyhow::Result<NvvmModule> {
        NvvmModule::from_ir(&self.name, &self.bitcode).map_err(|e| file_error(e.into()))
    }

    /// The portable module the NVVM lifts to, lifted in the worker.
    pub fn lifted(&self) -> anyhow::Result<PortableModule> {
        self.worker
            .import(&self.name, &self.bitcode)
            .map_err(file_error)
    }
}

/// A front-end error as the CLI reports it: a compile error's log goes to
/// stderr as clang wrote it, then one line says what failed (the first
/// error, and where headers were searched for when one was missing).
fn cuda_error(e: gpujit::Error) -> anyhow::Error {
    let gpujit::Error::Cuda(cuda) = &e else {
        return file_error(e);
    };
    match cuda {
        CudaError::Compile {
            program,
            errors,
            log,
        } => {
            eprint!("{log}");
            if !log.ends_with('\n') {
                eprintln!();
            }
            let first = log
                .lines()
                .find(|l| l.contains("error:"))
                .map(|l| format!(": {}", l.trim()))
                .unwrap_or_default();
            let searched: String = log
                .lines()
                .filter(|l| {
                    l.starts_with("headers were searched for in:")
                        || l.starts_with("not supported:")
                })
                .map(|l| format!("; {}", l.trim()))
                .collect();
            usage(format!(
                "{program}: CUDA compile failed with {errors} error{}{first}{searched}",
                if *errors == 1 { "" } else { "s" }
            ))
        }
        _ => usage(e.to_string()),
    }
}

/// One line naming the CUDA headers in use, or why none are usable.
pub fn headers_line() -> String {
    match HeaderSet::detect() {
        Ok(h) => h.describe(),
        Err(e) => format!("none usable: {e}"),
    }
}

/// `gpujit cuda-info`.
pub fn info(args: &[String]) -> anyhow::Result<()> {
    if crate::wants_help(
        args,
        "usage: gpujit cuda-info\n  the CUDA headers `gpujit compile FILE.cu` compiles against (GPUJIT_CUDA_HEADERS:\n  builtin, auto or a folder; else CUDA_PATH, CUDA_HOME, /usr/local/cuda, NVIDIA's Python\n  wheels, gpujit's built-in set), the clang version and the options taken",
    ) {
        return Ok(());
    }
    if let Some(a) = args.first() {
        return Err(usage(format!("`cuda-info` takes no arguments, got `{a}`")));
    }
    let headers = HeaderSet::detect().map_err(|e| usage(format!("CUDA headers: {e}")))?;
    println!("headers: {}", headers.describe());
    println!("clang: {}", gpujit::cuda::CLANG_VERSION);
    println!(
        "default architecture: {} (nvptx: --arch sm_XX)",
        gpujit::cuda::DEFAULT_ARCH
    );
    println!("gpujit compile FILE.cu options: {CLI_OPTIONS}");
    println!(
        "program options (NVRTC-style): {}",
        gpujit::cuda::ACCEPTED_OPTIONS
    );
    Ok(())
}

/// The help of `gpujit cuda-prelude`.
const PRELUDE_HELP: &str = "usage: gpujit cuda-prelude [--arch sm_XX]... [--builtin] [-D NAME[=V]]... [-I DIR]... [-std=...]
  precompiles the CUDA prelude (the headers every CUDA source compile starts
  with) and keeps it on disk (GPUJIT_CUDA_PCH_DIR, else
  $XDG_CACHE_HOME/gpujit/cuda-pch), once per machine, so that no process's first
  compile builds it: for the headers in use (see cuda-info) and, with --builtin,
  gpujit's built-in headers too; for each --arch (default: every CUDA device's
  architecture and sm_80). It serves the compiles with the same options
  (none by default), whatever their source";

/// `gpujit cuda-prelude`.
pub fn prelude(args: &[String]) -> anyhow::Result<()> {
    if crate::wants_help(args, PRELUDE_HELP) {
        return Ok(());
    }
    let (rest, fe) = take_options(args)?;
    if !fe.name_exprs.is_empty() {
        return Err(usage("`cuda-prelude` takes no --name-expr".to_string()));
    }
    let mut archs: Vec<String> = Vec::new();
    let mut builtin = false;
    let mut it = rest.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--arch" => {
                let v = it
                    .next()
                    .ok_or_else(|| usage("--arch needs a value".to_string()))?;
                archs.push(v.clone());
            }
            s if s.starts_with("--arch=") => archs.push(s["--arch=".len()..].to_string()),
            "--builtin" => builtin = true,
            other => {
                return Err(usage(format!(
                    "`cuda-prelude`: unknown argument `{other}` (see gpujit cuda-prelude --help)"
                )));
            }
        }
    }
    if archs.is_empty() {
        for (backend, found) in gpujit::devices() {
            if backend != gpujit::Backend::Cuda {
                continue;
            }
            for d in found.unwrap_or_default() {
                if !archs.contains(&d.arch) {
                    archs.push(d.arch);
                }
            }
        }
        let default = gpujit::cuda::DEFAULT_ARCH.to_string();
        if !archs.contains(&default) {
            archs.push(default);
        }
    }
    let detected = HeaderSet::detect().map_err(|e| usage(format!("CUDA headers: {e}")))?;
    let mut sets = vec![detected.clone()];
    if builtin && detected != HeaderSet::BuiltIn {
        sets.push(HeaderSet::BuiltIn);
    }
    for headers in &sets {
        for arch in &archs {
            let t = std::time::Instant::now();
            let origin = gpujit::cuda::prepare_prelude(arch, headers, &fe.options)
                .map_err(|e| anyhow::anyhow!("{e}"))?;
            let how = match origin {
                gpujit::cuda::PreludeOrigin::Built => "built",
                _ => "kept already",
            };
            println!(
                "{arch}, {}: {how} ({:.0} ms)",
                headers.describe(),
                t.elapsed().as_secs_f64() * 1e3
            );
        }
    }
    Ok(())
}

/// An NVVM module as text.
pub fn nvvm_text(module: &NvvmModule) -> anyhow::Result<String> {
    let ctx = gpujit::ir::inkwell::context::Context::create();
    let m = module.load(&ctx).map_err(|e| file_error(e.into()))?;
    Ok(m.print_to_string().to_string())
}
