//! `gpujit cc`: an nvcc-shaped compiler driver for whole CUDA programs.
//!
//! Each `.cu` translation unit is compiled twice by the in-process clang:
//! its device code to NVVM bitcode (the same compile as `gpujit compile
//! FILE.cu`), wrapped in gpujit's container, and its host code to a native
//! object that embeds the container and registers it with the CUDA runtime
//! before `main`. `.cpp`/`.c` files go to the host C++ compiler (`c++`, or
//! `-ccbin`), as nvcc sends them to its host compiler; the link is the host
//! compiler's too, against gpujit's `libcudart.so`. The program then runs on
//! whatever device `GPUJIT_DEVICE` names, or the best one present.

use std::path::{Path, PathBuf};
use std::process::Command;

use gpujit::cuda::{HeaderSet, Program};

/// Why `gpujit cc` failed.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum CcError {
    /// A bad command line: an unknown or refused option, a missing value.
    #[error("gpujit cc: {0}")]
    Usage(String),
    /// An input did not compile, or the link failed (the compilers'
    /// messages went to stderr or are in the text).
    #[error("{0}")]
    Compile(String),
    /// Something around the compile failed (a file, a temporary folder).
    #[error("gpujit cc: {0}")]
    Internal(String),
}

fn usage(msg: impl Into<String>) -> CcError {
    CcError::Usage(msg.into())
}

/// What `gpujit cc` returns.
pub type Result<T, E = CcError> = std::result::Result<T, E>;

/// `gpujit cc --help`.
pub const USAGE: &str = "usage: gpujit cc [-c] [-o OUT] [options] FILES... [-l LIB] [-L DIR]
  compile and link a whole CUDA program, as nvcc does: .cu files through clang's CUDA
  front end (device code to NVVM IR embedded in the object, host code to x86-64),
  .cpp/.cc/.c files through the host compiler, .o/.a/.so files to the link, which
  uses gpujit's CUDA runtime (libcudart.so). The program runs on the device
  GPUJIT_DEVICE names (cuda, hip, host, amdgcn-emu:ARCH, or a comma-separated list),
  else the best one present.
  options: -c, -o FILE, -I DIR, -D NAME[=V], -U NAME, -include FILE, -std=c++14|17|20,
    -O0..-O3, -g, -w, -x cu|c++|c, -arch=sm_XX (also --gpu-architecture, -gencode
    arch=compute_XX,code=sm_XX: the lowest named is compiled for), --use_fast_math,
    --cuda-headers DIR (a toolkit or include folder; default: as gpujit cuda-info says),
    -ccbin COMPILER, -Xcompiler A,B (to the host compiler), -Xlinker A, -l LIB, -L DIR,
    -lineinfo, --expt-relaxed-constexpr, --extended-lambda, -lcudart, -lcublas (cuBLAS's
    entry points are in gpujit's runtime),
    -cudart shared|static|none (also --cudart, -cudart=...): gpujit's libcudart.so (the
    default), its static libcudart_static.a (ci/cudart-static builds it), or no runtime
  refused, with the reason: -rdc=true / -dc / -dlink (separate device linking), -lcudadevrt
    (dynamic parallelism), -G (device debugging)";

/// What a command line asks for.
#[derive(Debug, Default)]
struct Plan {
    compile_only: bool,
    output: Option<PathBuf>,
    /// NVRTC-style options for the CUDA compiles (-I, -D, -U, -std, -include, ...).
    cuda_options: Vec<String>,
    /// Options for the host compiler on .cpp files and the link.
    host_options: Vec<String>,
    /// `-Xcompiler` options: to the host compiler on every call, the link included.
    xcompiler: Vec<String>,
    /// Link-only arguments (-l, -L, -Xlinker), in order.
    link_args: Vec<String>,
    arch: Option<String>,
    ccbin: Option<String>,
    /// `--cuda-headers DIR`: the CUDA headers to compile against.
    headers: Option<PathBuf>,
    inputs: Vec<(PathBuf, Lang)>,
    /// Which runtime the link takes (`-cudart`).
    cudart: Cudart,
}

/// `-cudart`: the CUDA runtime a program links.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
enum Cudart {
    /// gpujit's `libcudart.so`, found at run time through the program's run path.
    #[default]
    Shared,
    /// gpujit's `libcudart_static.a`, part of the program.
    Static,
    /// None: the program brings its own or calls none.
    None,
}

impl Cudart {
    fn parse(v: &str) -> Result<Cudart> {
        match v {
            "shared" => Ok(Cudart::Shared),
            "static" => Ok(Cudart::Static),
            "none" => Ok(Cudart::None),
            _ => Err(usage(format!(
                "gpujit cc: -cudart {v}: expected shared, static or none"
            ))),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Lang {
    Cuda,
    Cxx,
    C,
    Object,
}

fn lang_of(path: &Path) -> Option<Lang> {
    match path.extension().and_then(|e| e.to_str()) {
        Some("cu") => Some(Lang::Cuda),
        Some("cpp" | "cc" | "cxx" | "C") => Some(Lang::Cxx),
        Some("c") => Some(Lang::C),
        Some("o" | "a" | "so") => Some(Lang::Object),
        _ => None,
    }
}

/// The lowest `sm_XX` among `-arch`/`-gencode` values.
fn keep_lowest(current: &mut Option<String>, value: &str) -> Result<()> {
    let digits = value
        .trim_start_matches("sm_")
        .trim_start_matches("compute_")
        .trim_end_matches(['a', 'f']);
    let n: u32 = digits.parse().map_err(|_| {
        usage(format!(
            "architecture `{value}`: expected sm_XX or compute_XX"
        ))
    })?;
    let old = current
        .as_deref()
        .and_then(|c| c.trim_start_matches("sm_").parse::<u32>().ok());
    if old.is_none_or(|o| n < o) {
        *current = Some(format!("sm_{n}"));
    }
    Ok(())
}

fn parse(args: &[String]) -> Result<Plan> {
    let mut p = Plan::default();
    let mut forced: Option<Lang> = None;
    let mut it = args.iter().peekable();
    let refuse =
        |flag: &str, why: &str| -> CcError { usage(format!("`{flag}` is not supported: {why}")) };
    while let Some(a) = it.next() {
        let mut value = |name: &str| -> Result<String> {
            it.next()
                .cloned()
                .ok_or_else(|| usage(format!("`{name}` needs a value")))
        };
        match a.as_str() {
            "-c" | "--compile" => p.compile_only = true,
            "-o" | "--output-file" => p.output = Some(PathBuf::from(value(a)?)),
            "-x" => {
                forced = match value(a)?.as_str() {
                    "cu" | "cuda" => Some(Lang::Cuda),
                    "c++" => Some(Lang::Cxx),
                    "c" => Some(Lang::C),
                    "none" => None,
                    l => return Err(usage(format!("-x {l}: expected cu, c++ or c"))),
                }
            }
            "-I" | "-D" | "-U" | "-include" | "--include-path" | "--define-macro" => {
                let v = value(a)?;
                let flag = match a.as_str() {
                    "--include-path" => "-I",
                    "--define-macro" => "-D",
                    f => f,
                };
                p.cuda_options.extend([flag.to_string(), v.clone()]);
                p.host_options.extend([flag.to_string(), v]);
            }
            "-arch" | "--gpu-architecture" | "-code" | "--gpu-code" => {
                let v = value(a)?;
                for part in v.split(',') {
                    keep_lowest(&mut p.arch, part)?;
                }
            }
            "-gencode" | "--generate-code" => {
                let v = value(a)?;
                for part in v.split(',') {
                    if let Some(arch) = part
                        .strip_prefix("arch=")
                        .or_else(|| part.strip_prefix("code="))
                    {
                        for x in arch.trim_matches(['[', ']']).split(',') {
                            keep_lowest(&mut p.arch, x)?;
                        }
                    }
                }
            }
            "-ccbin" | "--compiler-bindir" => p.ccbin = Some(value(a)?),
            "--cuda-headers" => p.headers = Some(PathBuf::from(value(a)?)),
            "-Xcompiler" | "--compiler-options" => {
                p.xcompiler.extend(value(a)?.split(',').map(String::from))
            }
            "-Xlinker" | "--linker-options" => {
                for x in value(a)?.split(',') {
                    p.link_args.push(format!("-Wl,{x}"));
                }
            }
            "-l" | "-L" => {
                let v = value(a)?;
                p.link_args.push(format!("{a}{v}"));
            }
            "-cudart" | "--cudart" => p.cudart = Cudart::parse(&value(a)?)?,
            s if s.starts_with("-cudart=") || s.starts_with("--cudart=") => {
                p.cudart = Cudart::parse(s.split_once('=').map(|x| x.1).unwrap_or(""))?;
            }
            "-lineinfo"
            | "--generate-line-info"
            | "--expt-relaxed-constexpr"
            | "--expt-extended-lambda"
            | "--extended-lambda"
            | "-lcudart"
            | "-lcuda"
            | "--use_fast_math"
            | "-use_fast_math"
            | "-w"
            | "-g"
            | "-rdc=false"
            | "--relocatable-device-code=false"
            | "-Wall" => match a.as_str() {
                "--use_fast_math" | "-use_fast_math" => {
                    p.cuda_options.push("--use_fast_math".into())
                }
                "-w" | "-Wall" => {
                    p.cuda_options.push(a.clone());
                    p.host_options.push(a.clone());
                }
                "-g" => p.host_options.push(a.clone()),
                "-lineinfo" | "--generate-line-info" => p.cuda_options.push("-lineinfo".into()),
                _ => {}
            },
            "-rdc=true"
            | "--relocatable-device-code=true"
            | "-dc"
            | "--device-c"
            | "-dlink"
            | "--device-link"
            | "-rdc" => {
                return Err(refuse(
                    a,
                    "separate compilation and linking of device code; each translation \
                     unit's device code is compiled and loaded on its own (keep the kernels \
                     and the device functions they call in one .cu file)",
                ));
            }
            "-lcudadevrt" => {
                return Err(refuse(
                    a,
                    "dynamic parallelism (kernels launching kernels) is not supported",
                ));
            }
            "-G" | "--device-debug" => {
                return Err(refuse(
                    a,
                    "device-side debugging; use -lineinfo for line info",
                ));
            }
            s if s.starts_with("-arch=") || s.starts_with("--gpu-architecture=") => {
                let v = s.split_once('=').map(|x| x.1).unwrap_or("");
                for part in v.split(',') {
                    keep_lowest(&mut p.arch, part)?;
                }
            }
            s if s.starts_with("-std=") || s.starts_with("--std=") => {
                let v = s.split_once('=').map(|x| x.1).unwrap_or("");
                p.cuda_options.push(format!("-std={v}"));
                p.host_options.push(format!("-std={v}"));
            }
            s if s.starts_with("-O") && s.len() == 3 => {
                p.cuda_options.push(s.to_string());
                p.host_options.push(s.to_string());
            }
            s if s.starts_with("-I") || s.starts_with("-D") || s.starts_with("-U") => {
                p.cuda_options.push(s.to_string());
                p.host_options.push(s.to_string());
            }
            s if s.starts_with("-l") || s.starts_with("-L") || s.starts_with("-Wl,") => {
                if s == "-lcudadevrt" {
                    return Err(refuse(s, "dynamic parallelism is not supported"));
                }
                if s != "-lcudart" && s != "-lcuda" {
                    p.link_args.push(s.to_string());
                }
            }
            s if s.starts_with("-Xcompiler=") => p
                .xcompiler
                .extend(s["-Xcompiler=".len()..].split(',').map(String::from)),
            s if s.starts_with('-') => {
                return Err(usage(format!(
                    "gpujit cc: unknown option `{s}` (gpujit cc --help lists those taken)"
                )));
            }
            file => {
                let path = PathBuf::from(file);
                let lang = match forced {
                    Some(l) => l,
                    None => lang_of(&path).ok_or_else(|| {
                        usage(format!(
                            "gpujit cc: `{file}`: unknown file type (.cu, .cpp, .cc, .c, .o, .a, .so; or -x cu)"
                        ))
                    })?,
                };
                p.inputs.push((path, lang));
            }
        }
    }
    if p.inputs.is_empty() {
        return Err(usage("no input files"));
    }
    if p.compile_only && p.output.is_some() && p.inputs.len() > 1 {
        return Err(usage("-c -o with more than one input"));
    }
    Ok(p)
}

/// The folder holding gpujit's `libcudart.so`: `GPUJIT_CUDART_DIR`, else
/// the folder of this program, else its `../lib`.
pub fn runtime_dir() -> Result<PathBuf> {
    runtime_dir_of("libcudart.so", "cargo build -p gpujit-cudart")
}

/// The folder holding gpujit's static CUDA runtime (`libcudart_static.a` and
/// `libcudart_static.link`, the link arguments it needs), found as
/// [`runtime_dir`] finds the shared one.
pub fn static_runtime_dir() -> Result<PathBuf> {
    runtime_dir_of("libcudart_static.a", "ci/cudart-static")
}

fn runtime_dir_of(file: &str, build: &str) -> Result<PathBuf> {
    if let Some(d) = std::env::var_os("GPUJIT_CUDART_DIR") {
        let d = PathBuf::from(d);
        if d.join(file).is_file() {
            return Ok(d);
        }
        return Err(usage(format!(
            "GPUJIT_CUDART_DIR={} holds no {file}: build it ({build})",
            d.display()
        )));
    }
    let exe = std::env::current_exe()
        .map_err(|e| CcError::Internal(format!("finding this program: {e}")))?;
    let dir = exe.parent().map(Path::to_path_buf).unwrap_or_default();
    for d in [dir.clone(), dir.join("../lib"), dir.join("..")] {
        if d.join(file).is_file() {
            return Ok(d.canonicalize().unwrap_or(d));
        }
    }
    Err(usage(format!(
        "gpujit's CUDA runtime ({file}) is not next to {} nor in its ../lib: \
         build it ({build}) or set GPUJIT_CUDART_DIR",
        exe.display()
    )))
}

/// The link arguments of `-cudart static`: the archive, then what
/// `libcudart_static.link` lists (the static LLVM and clang libraries and
/// system libraries it calls, one argument per line).
fn static_runtime_args() -> Result<Vec<String>> {
    let dir = static_runtime_dir()?;
    let list = dir.join("libcudart_static.link");
    let text = std::fs::read_to_string(&list).map_err(|e| {
        usage(format!(
            "{}: {e}; build the static runtime with ci/cudart-static",
            list.display()
        ))
    })?;
    let mut args = vec![dir.join("libcudart_static.a").display().to_string()];
    args.extend(
        text.lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .map(String::from),
    );
    Ok(args)
}

/// The version macros nvcc defines in both the host and the device pass
/// (`__CUDACC_VER_MAJOR__`, `_MINOR__`, `_BUILD__`), for the toolkit of the
/// headers in use (`CUDART_VERSION`, 12090 for CUDA 12.9); programs test
/// them to pick code paths.
fn nvcc_version_macros(cudart_version: u32) -> Vec<String> {
    [
        ("__CUDACC_VER_MAJOR__", cudart_version / 1000),
        ("__CUDACC_VER_MINOR__", cudart_version % 1000 / 10),
        ("__CUDACC_VER_BUILD__", 0),
    ]
    .iter()
    .flat_map(|(name, v)| ["-D".to_string(), format!("{name}={v}")])
    .collect()
}

/// Compiles one `.cu` file to a host object holding its device code.
fn compile_cuda(path: &Path, plan: &Plan, headers: &HeaderSet) -> Result<Vec<u8>> {
    let source = std::fs::read_to_string(path)
        .map_err(|e| CcError::Compile(format!("reading {}: {e}", path.display())))?;
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let dir = dir.canonicalize().unwrap_or(dir.to_path_buf());
    let mut options = vec!["-I".to_string(), dir.display().to_string()];
    options.extend(nvcc_version_macros(headers.cudart_version()));
    options.extend(plan.cuda_options.iter().cloned());
    let name = path.display().to_string();
    let program = Program::new(&name, &source)
        .options(&options)
        .managed_variables(true);
    let arch = plan
        .arch
        .clone()
        .unwrap_or_else(|| gpujit::cuda::DEFAULT_ARCH.to_string());
    let device = program
        .compile_with(&arch, headers)
        .map_err(|e| CcError::Compile(e.to_string()))?;
    if !device.log.trim().is_empty() {
        eprint!("{}", device.log);
    }
    let payload = cudart::payload::Payload {
        arch: device.arch.clone(),
        cudart_version: headers.cudart_version(),
        bitcode: device.bitcode,
        managed: device
            .managed
            .into_iter()
            .map(|v| (v.name, v.init))
            .collect(),
    };
    let host = program
        .compile_host(&arch, headers, &payload.encode())
        .map_err(|e| CcError::Compile(e.to_string()))?;
    if !host.log.trim().is_empty() {
        eprint!("{}", host.log);
    }
    Ok(host.object)
}

/// The host compiler.
fn host_compiler(plan: &Plan, lang: Lang) -> String {
    if let Some(c) = &plan.ccbin {
        return c.clone();
    }
    let var = if lang == Lang::C { "CC" } else { "CXX" };
    std::env::var(var).unwrap_or_else(|_| if lang == Lang::C { "cc" } else { "c++" }.to_string())
}

fn run(mut cmd: Command, what: &str) -> Result<()> {
    let status = cmd.status().map_err(|e| {
        CcError::Compile(format!("{what}: cannot run {:?}: {e}", cmd.get_program()))
    })?;
    if !status.success() {
        return Err(CcError::Compile(format!("{what} failed ({status})")));
    }
    Ok(())
}

/// `gpujit cc ARGS`: compiles, and unless `-c` links, what `args` name
/// (`--help` prints [`USAGE`]).
pub fn main(args: &[String]) -> Result<()> {
    if args.iter().any(|a| a == "-h" || a == "--help") {
        println!("{USAGE}");
        return Ok(());
    }
    let plan = parse(args)?;
    let headers = match &plan.headers {
        Some(dir) => HeaderSet::sdk(dir),
        None => HeaderSet::detect(),
    }
    .map_err(|e| CcError::Compile(format!("CUDA headers: {e}")))?;
    if matches!(headers, HeaderSet::BuiltIn) && plan.inputs.iter().any(|(_, l)| *l == Lang::Cuda) {
        return Err(CcError::Compile(
            "gpujit cc: a whole program's host code needs NVIDIA's CUDA headers (cuda_runtime.h's \
             host API), and none were found: point CUDA_PATH or GPUJIT_CUDA_HEADERS at a toolkit \
             or install NVIDIA's header wheels (pip install nvidia-cuda-runtime-cu12 \
             nvidia-cuda-cccl-cu12 nvidia-cuda-nvcc-cu12); gpujit cuda-info says what is found"
                .into(),
        ));
    }
    let tmp = TempDir::new()?;
    let mut objects: Vec<PathBuf> = Vec::new();
    for (i, (path, lang)) in plan.inputs.iter().enumerate() {
        let stem = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_else(|| "input".into());
        let out = if plan.compile_only {
            plan.output
                .clone()
                .unwrap_or_else(|| PathBuf::from(format!("{stem}.o")))
        } else {
            tmp.0.join(format!("{i}-{stem}.o"))
        };
        match lang {
            Lang::Cuda => {
                let obj = compile_cuda(path, &plan, &headers)?;
                std::fs::write(&out, obj)
                    .map_err(|e| CcError::Internal(format!("writing {}: {e}", out.display())))?;
            }
            Lang::Cxx | Lang::C => {
                let mut cmd = Command::new(host_compiler(&plan, *lang));
                cmd.arg("-c").arg(path).arg("-o").arg(&out).arg("-fPIC");
                if let HeaderSet::Sdk { include, .. } = &headers {
                    for d in include {
                        cmd.arg(format!("-isystem{}", d.display()));
                    }
                }
                cmd.args(&plan.host_options).args(&plan.xcompiler);
                run(cmd, &format!("compiling {}", path.display()))?;
            }
            Lang::Object => {
                if plan.compile_only {
                    continue;
                }
                objects.push(path.clone());
                continue;
            }
        }
        objects.push(out);
    }
    if plan.compile_only {
        return Ok(());
    }
    let output = plan
        .output
        .clone()
        .unwrap_or_else(|| PathBuf::from("a.out"));
    let mut cmd = Command::new(host_compiler(&plan, Lang::Cxx));
    cmd.args(&objects).arg("-o").arg(&output);
    cmd.args(&plan.xcompiler);
    let mut runtime_after = Vec::new();
    match plan.cudart {
        Cudart::Shared => {
            let runtime = runtime_dir()?;
            cmd.arg(format!("-L{}", runtime.display()))
                .arg(format!("-Wl,-rpath,{}", runtime.display()))
                .arg("-lcudart");
        }
        // After the program's own libraries, which may call the runtime.
        Cudart::Static => runtime_after = static_runtime_args()?,
        Cudart::None => {}
    }
    // gpujit's runtime library holds cuBLAS's entry points too: with the
    // runtime linked, `-lcublas` is the runtime (found wherever it is, even
    // where no libcublas.so link was placed beside it).
    cmd.args(
        plan.link_args
            .iter()
            .filter(|a| plan.cudart == Cudart::None || a.as_str() != "-lcublas"),
    );
    cmd.args(&runtime_after);
    cmd.args(["-lpthread", "-ldl"]);
    run(cmd, "linking")
}

/// A folder removed on drop.
struct TempDir(PathBuf);

impl TempDir {
    fn new() -> Result<TempDir> {
        let base = std::env::temp_dir().join(format!("gpujit-cc-{}", std::process::id()));
        std::fs::create_dir_all(&base)
            .map_err(|e| CcError::Internal(format!("creating {}: {e}", base.display())))?;
        Ok(TempDir(base))
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[cfg(test)]
mod tests {
    use super::{Cudart, nvcc_version_macros, parse};

    fn cudart(args: &[&str]) -> super::Result<Cudart> {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        parse(&args).map(|p| p.cudart)
    }

    #[test]
    fn cudart_takes_nvcc_spellings() {
        assert_eq!(cudart(&["a.cu"]).ok(), Some(Cudart::Shared));
        assert_eq!(
            cudart(&["-cudart", "static", "a.cu"]).ok(),
            Some(Cudart::Static)
        );
        assert_eq!(
            cudart(&["--cudart", "none", "a.cu"]).ok(),
            Some(Cudart::None)
        );
        assert_eq!(
            cudart(&["--cudart=static", "a.cu"]).ok(),
            Some(Cudart::Static)
        );
        assert_eq!(
            cudart(&["-cudart=shared", "a.cu"]).ok(),
            Some(Cudart::Shared)
        );
        let e = cudart(&["-cudart", "dynamic", "a.cu"])
            .err()
            .map(|e| e.to_string());
        assert!(e.is_some_and(|e| e.contains("shared, static or none")));
    }

    #[test]
    fn version_macros_follow_the_headers() {
        assert_eq!(
            nvcc_version_macros(12090),
            [
                "-D",
                "__CUDACC_VER_MAJOR__=12",
                "-D",
                "__CUDACC_VER_MINOR__=9",
                "-D",
                "__CUDACC_VER_BUILD__=0"
            ]
        );
        assert_eq!(nvcc_version_macros(13000)[1], "__CUDACC_VER_MAJOR__=13");
        assert_eq!(nvcc_version_macros(13000)[3], "__CUDACC_VER_MINOR__=0");
    }
}
