//! CUDA C++ source to NVVM IR, in-process: clang 22's CUDA front end linked
//! statically, its CUDA resource headers and gpujit's built-in CUDA headers
//! embedded in the binary. No clang, CUDA toolkit or temporary file is needed.
//!
//! A [`Program`] is source plus named in-memory headers, NVRTC-style options
//! and name expressions (template instantiations whose lowered names the
//! compile reports). [`Program::compile`] gives the module's NVVM bitcode
//! (as clang writes it for `--cuda-device-only -O2`), clang's diagnostics and
//! the lowered names; gpujit runs that IR as written on NVIDIA and lifts it
//! for AMD and the host.
//!
//! ```
//! let p = gpujit_cuda::Program::new("scale.cu", r#"
//!     template <typename T> __global__ void scale(T *x, T a, int n) {
//!         int i = blockIdx.x * blockDim.x + threadIdx.x;
//!         if (i < n) x[i] *= a;
//!     }"#)
//!     .name_expression("scale<float>");
//! let out = p.compile_with("sm_80", &gpujit_cuda::HeaderSet::BuiltIn)?;
//! assert_eq!(out.lowered_name("scale<float>"), Some("_Z5scaleIfEvPT_S0_i"));
//! # Ok::<(), gpujit_cuda::CudaError>(())
//! ```
#![deny(missing_docs)]
#![deny(clippy::undocumented_unsafe_blocks)]

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/embedded.rs"));
}
mod ffi;
mod headers;
mod host;
mod mapped;
mod options;
mod pch;
#[cfg(test)]
mod tests;

use sha2::{Digest, Sha256};

// LLVM itself, and the C++ runtime, are linked by gpujit-lld.
use gpujit_lld as _;

pub use headers::HeaderSet;
pub use host::HostObject;
pub use options::{ACCEPTED as ACCEPTED_OPTIONS, Options};

/// The clang version whose front end and headers are linked in.
pub const CLANG_VERSION: &str = embedded::CLANG_VERSION;

/// The architecture source is compiled for when neither the caller nor an
/// `-arch` option names one.
pub const DEFAULT_ARCH: &str = "sm_80";

/// Virtual folders of the in-memory file system.
const SRC_DIR: &str = "/__gpujit__/src";
const HEADER_DIR: &str = "/__gpujit__/headers";
const OUR_INCLUDE: &str = "/__gpujit__/cuda/include";
const RESOURCE_INCLUDE: &str = "/__gpujit__/clang/include";
/// Where clang's driver is told the CUDA installation is: a folder that
/// does not exist, so that the driver never reads the machine's
/// (`/usr/local/cuda`, a `ptxas` on `PATH`), whose version would change the
/// compile's arguments and warn; the headers come from the [`HeaderSet`].
const NO_CUDA_INSTALL: &str = "/__gpujit__/no-cuda-installation";

#[cfg(test)]
thread_local! {
    /// Files the tests place on this thread's compiles' file system as if
    /// they were the machine's (a CUDA installation at `/usr/local/cuda`).
    static MACHINE_FILES: std::cell::RefCell<Vec<(String, Vec<u8>)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// The embedded headers as in-memory files: clang's resource headers (at
/// the resource folder and, for Debian's clang libraries, at
/// `/usr/include/clang/VERSION/include`, which they search whatever
/// `-resource-dir` says, so that no installed clang is ever read) and
/// gpujit's CUDA headers.
fn embedded_files() -> &'static [(String, &'static [u8])] {
    static FILES: std::sync::OnceLock<Vec<(String, &'static [u8])>> = std::sync::OnceLock::new();
    FILES.get_or_init(|| {
        let distro_root = format!("/usr/include/clang/{CLANG_VERSION}/include");
        let mut files = Vec::new();
        for (p, b) in embedded::EMBEDDED {
            files.push((p.to_string(), *b));
            if let Some(rest) = p.strip_prefix(RESOURCE_INCLUDE) {
                files.push((format!("{distro_root}{rest}"), *b));
            }
        }
        files
    })
}

/// Where [`prepare_prelude`] found the precompiled prelude.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum PreludeOrigin {
    /// This process held it already.
    Memory,
    /// Kept on disk by an earlier process: nothing was built.
    Disk,
    /// Built now, and kept on disk for later processes.
    Built,
}

/// Builds the precompiled prelude that compiles for `arch` against
/// `headers` with `options` use, and keeps it on disk (see
/// `GPUJIT_CUDA_PCH_DIR`), unless it is kept already: done once per machine
/// (at installation, say), it spares a process's first compile the
/// prelude's build. The compiles it serves are those with these options
/// (NVRTC-style, as [`Program::options`] takes them) and architecture, any
/// source, header and name expression. An error when the prelude cannot be
/// precompiled (clang's first error), or when precompiled preludes are off
/// (`GPUJIT_CUDA_PCH=0`).
///
/// ```
/// use gpujit_cuda::{HeaderSet, prepare_prelude};
/// let first = prepare_prelude("sm_80", &HeaderSet::BuiltIn, &[] as &[&str])?;
/// let again = prepare_prelude("sm_80", &HeaderSet::BuiltIn, &[] as &[&str])?;
/// assert_eq!(again, gpujit_cuda::PreludeOrigin::Memory);
/// # let _ = first;
/// # Ok::<(), gpujit_cuda::CudaError>(())
/// ```
pub fn prepare_prelude<S: AsRef<str>>(
    arch: &str,
    headers: &HeaderSet,
    options: &[S],
) -> Result<PreludeOrigin, CudaError> {
    if !pch::enabled() {
        return Err(CudaError::Setup(
            "precompiled CUDA preludes are off (GPUJIT_CUDA_PCH=0)".into(),
        ));
    }
    let opts = Options::parse(options)?;
    let arch = opts.arch.clone().unwrap_or_else(|| arch.to_string());
    let (args, prelude) = driver_args(&opts, &arch, headers);
    let (built, origin) = pch::prelude(&args, &prelude, embedded_files());
    built.map_err(|why| {
        CudaError::Setup(format!(
            "the CUDA prelude of {} for {arch} cannot be precompiled: {why}",
            headers.describe()
        ))
    })?;
    Ok(match origin {
        pch::Origin::Memory => PreludeOrigin::Memory,
        pch::Origin::Disk => PreludeOrigin::Disk,
        pch::Origin::Built => PreludeOrigin::Built,
    })
}

/// Why a CUDA compile failed.
#[derive(Debug, Clone, thiserror::Error)]
#[non_exhaustive]
pub enum CudaError {
    /// clang reported errors; `log` holds its diagnostics (file:line:col,
    /// the source line and a caret).
    #[error("{program}: CUDA compile failed with {errors} error{}:\n{log}", if *errors == 1 { "" } else { "s" })]
    Compile {
        /// The program's name.
        program: String,
        /// The number of errors.
        errors: usize,
        /// clang's diagnostics, and where headers were searched for when
        /// one was missing.
        log: String,
    },
    /// An option that is not accepted, or a bad value.
    #[error("option `{option}`: {why}")]
    BadOption {
        /// The option as given.
        option: String,
        /// Why it was refused, and what is accepted.
        why: String,
    },
    /// A name expression that does not name a `__global__` function.
    #[error("name expression `{expr}`: {why}")]
    NameExpression {
        /// The expression.
        expr: String,
        /// What went wrong.
        why: String,
    },
    /// Header detection failed (e.g. `GPUJIT_CUDA_HEADERS` names a folder
    /// without CUDA headers), or a header name or source is unusable.
    #[error("{0}")]
    Setup(String),
}

/// A CUDA C++ program: source, in-memory headers, options and name
/// expressions, as an NVRTC program holds them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Program {
    name: String,
    source: String,
    headers: Vec<(String, String)>,
    options: Vec<String>,
    name_expressions: Vec<String>,
    llvm_passes: bool,
    managed_variables: bool,
}

/// A `__managed__` variable of a whole program's device code (see
/// [`Program::managed_variables`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ManagedVariable {
    /// The device-side name (the one `__cudaRegisterVar` is given): in the
    /// bitcode, a pointer variable of this name that the runtime sets to the
    /// variable's storage before any kernel runs.
    pub name: String,
    /// The variable's initial bytes, as many as it occupies: the runtime
    /// writes them into the host half's storage, which clang leaves
    /// uninitialised.
    pub init: Vec<u8>,
}

/// The shim's list of `__managed__` variables: for each, a u32 name length,
/// the name, a u64 length and the initial bytes (all little-endian).
fn managed_list(mut b: &[u8]) -> Option<Vec<ManagedVariable>> {
    fn take<'a>(b: &mut &'a [u8], n: usize) -> Option<&'a [u8]> {
        let (head, rest) = (b.get(..n)?, b.get(n..)?);
        *b = rest;
        Some(head)
    }
    let mut out = Vec::new();
    while !b.is_empty() {
        let n = u32::from_le_bytes(take(&mut b, 4)?.try_into().ok()?) as usize;
        let name = String::from_utf8(take(&mut b, n)?.to_vec()).ok()?;
        let len = usize::try_from(u64::from_le_bytes(take(&mut b, 8)?.try_into().ok()?)).ok()?;
        let init = take(&mut b, len)?.to_vec();
        out.push(ManagedVariable { name, init });
    }
    Some(out)
}

/// What a successful compile gives.
#[derive(Debug, Clone)]
pub struct Compiled {
    /// The module's NVVM IR as LLVM bitcode.
    pub bitcode: Vec<u8>,
    /// clang's warnings and notes (empty when there were none).
    pub log: String,
    /// Each name expression with its lowered (mangled) kernel name.
    pub lowered_names: Vec<(String, String)>,
    /// The architecture compiled for (`sm_80`).
    pub arch: String,
    /// The headers compiled against.
    pub headers: HeaderSet,
    /// The `__managed__` variables, rewritten for a CUDA runtime to place
    /// (empty unless [`Program::managed_variables`] is on).
    pub managed: Vec<ManagedVariable>,
}

impl Compiled {
    /// The lowered name of a name expression given to the program.
    pub fn lowered_name(&self, expr: &str) -> Option<&str> {
        self.lowered_names
            .iter()
            .find(|(e, _)| e == expr)
            .map(|(_, n)| n.as_str())
    }
}

impl Program {
    /// A program from `source`; `name` is its file name in diagnostics.
    pub fn new(name: &str, source: &str) -> Program {
        Program {
            name: if name.is_empty() {
                "program.cu".into()
            } else {
                name.to_string()
            },
            source: source.to_string(),
            headers: Vec::new(),
            options: Vec::new(),
            name_expressions: Vec::new(),
            llvm_passes: true,
            managed_variables: false,
        }
    }

    /// Whether `__managed__` variables are taken (off by default): on for
    /// the device half of a whole program that a CUDA runtime runs (`gpujit
    /// cc`), which places each variable in the host half's storage, maps it
    /// into the device and sets the pointer the device code reaches it
    /// through ([`Compiled::managed`]). Off, a program with one is refused
    /// with [`MANAGED_VARIABLES`], since nothing would place it.
    pub fn managed_variables(mut self, on: bool) -> Program {
        self.managed_variables = on;
        self
    }

    /// Whether clang runs LLVM's optimisation pipeline on the module it
    /// generates (on by default, at the `-O` level the options ask, `-O2`
    /// when none does). Off, the bitcode is the module as clang's code
    /// generator wrote it, for a caller that optimises it itself: gpujit's
    /// NVIDIA path links libdevice and optimises once, instead of once here
    /// and again after linking. The lifter for AMD and the host takes
    /// optimised NVVM, so it needs them on.
    pub fn llvm_passes(mut self, on: bool) -> Program {
        self.llvm_passes = on;
        self
    }

    /// Whether `__managed__` variables are taken (see
    /// [`Program::managed_variables`]).
    pub fn takes_managed_variables(&self) -> bool {
        self.managed_variables
    }

    /// Whether clang's LLVM passes run (see [`Program::llvm_passes`]).
    pub fn runs_llvm_passes(&self) -> bool {
        self.llvm_passes
    }

    /// Adds a header that `#include "name"` or `#include <name>` finds; a
    /// header of the same name given before is replaced.
    pub fn header(mut self, name: &str, contents: &str) -> Program {
        self.headers.retain(|(n, _)| n != name);
        self.headers.push((name.to_string(), contents.to_string()));
        self
    }

    /// Adds one option (see [`ACCEPTED_OPTIONS`]).
    pub fn option(mut self, option: &str) -> Program {
        self.options.push(option.to_string());
        self
    }

    /// Adds options.
    pub fn options<S: AsRef<str>>(mut self, options: &[S]) -> Program {
        self.options
            .extend(options.iter().map(|s| s.as_ref().to_string()));
        self
    }

    /// Adds a name expression: a `__global__` function, or an instantiation
    /// of a template one (`scale<float>`, `&ns::f<4>`), whose lowered name
    /// the compile reports (instantiating it if needed).
    pub fn name_expression(mut self, expr: &str) -> Program {
        self.name_expressions.push(expr.to_string());
        self
    }

    /// The program's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The program's source.
    pub fn source(&self) -> &str {
        &self.source
    }

    /// The in-memory headers given, as `(name, contents)`.
    pub fn header_list(&self) -> &[(String, String)] {
        &self.headers
    }

    /// The options given.
    pub fn option_list(&self) -> &[String] {
        &self.options
    }

    /// The name expressions given.
    pub fn name_expressions(&self) -> &[String] {
        &self.name_expressions
    }

    /// The architecture a compile for `arch` uses: an `-arch` option wins.
    pub fn effective_arch(&self, arch: Option<&str>) -> Result<String, CudaError> {
        let o = Options::parse(&self.options)?;
        Ok(o.arch
            .or_else(|| arch.map(str::to_string))
            .unwrap_or_else(|| DEFAULT_ARCH.to_string()))
    }

    /// SHA-256 of everything that decides a compile's output for `arch` with
    /// `headers`: source, every header's name and contents, options, name
    /// expressions, the header set, and clang's and this crate's versions.
    pub fn fingerprint(&self, arch: &str, headers: &HeaderSet) -> [u8; 32] {
        let mut h = Sha256::new();
        let mut field = |b: &[u8]| {
            h.update((b.len() as u64).to_le_bytes());
            h.update(b);
        };
        field(b"gpujit-cuda");
        field(env!("CARGO_PKG_VERSION").as_bytes());
        field(CLANG_VERSION.as_bytes());
        field(self.name.as_bytes());
        field(self.source.as_bytes());
        for (n, c) in &self.headers {
            field(n.as_bytes());
            field(c.as_bytes());
        }
        field(b"options");
        for o in &self.options {
            field(o.as_bytes());
        }
        field(b"names");
        for e in &self.name_expressions {
            field(e.as_bytes());
        }
        field(if self.llvm_passes {
            b"llvm-passes"
        } else {
            b"no-llvm-passes"
        });
        field(if self.managed_variables {
            b"managed-variables"
        } else {
            b"no-managed-variables"
        });
        field(arch.as_bytes());
        field(headers.identity().as_bytes());
        h.finalize().into()
    }

    /// Compiles for `arch` (`sm_80`; an `-arch` option wins) against the
    /// headers [`HeaderSet::detect`] finds.
    pub fn compile(&self, arch: &str) -> Result<Compiled, CudaError> {
        let headers = HeaderSet::detect().map_err(CudaError::Setup)?;
        self.compile_with(arch, &headers)
    }

    /// Compiles for `arch` against `headers`.
    pub fn compile_with(&self, arch: &str, headers: &HeaderSet) -> Result<Compiled, CudaError> {
        self.compile_impl(arch, headers, pch::enabled(), false)
    }

    /// [`Program::compile_with`], with or without the precompiled prelude.
    fn compile_impl(
        &self,
        arch: &str,
        headers: &HeaderSet,
        use_pch: bool,
        retried: bool,
    ) -> Result<Compiled, CudaError> {
        let opts = Options::parse(&self.options)?;
        let arch = opts.arch.clone().unwrap_or_else(|| arch.to_string());
        for (n, _) in &self.headers {
            if n.is_empty() || n.starts_with('/') || n.split('/').any(|c| c == "..") {
                return Err(CudaError::Setup(format!(
                    "header name `{n}` must be a relative path without `..`"
                )));
            }
        }
        let main = format!("{SRC_DIR}/{}", self.name.replace('/', "_"));
        let (args, prelude) = driver_args(&opts, &arch, headers);
        let mut args = args;

        let mut source = self.source.clone();
        for (i, e) in self.name_expressions.iter().enumerate() {
            let e = e.trim();
            let target = e.strip_prefix('&').unwrap_or(e).trim();
            if target.is_empty() || target.contains(';') {
                return Err(CudaError::NameExpression {
                    expr: e.to_string(),
                    why: "expected a __global__ function or template instantiation".into(),
                });
            }
            source.push_str(&format!(
                "\n#line 1 \"<name expression {i}>\"\nextern \"C\" __device__ void *__gpujit_name_expr_{i} = (void *)(&{target});\n"
            ));
        }
        let mut files: Vec<(String, &[u8])> = embedded_files().to_vec();
        #[cfg(test)]
        let machine = MACHINE_FILES.with(|m| m.borrow().clone());
        #[cfg(test)]
        files.extend(machine.iter().map(|(p, b)| (p.clone(), b.as_slice())));
        for (n, c) in &self.headers {
            files.push((format!("{HEADER_DIR}/{n}"), c.as_bytes()));
        }
        let pch_args = args.clone();
        let (precompiled, pch_note) = match use_pch.then(|| pch::prelude(&args, &prelude, &files).0)
        {
            Some(Ok(bytes)) => (Some(bytes), None),
            Some(Err(why)) => (
                None,
                Some(format!(
                    "note: gpujit could not precompile the CUDA prelude, so each compile parses it: {why}\n"
                )),
            ),
            None => (None, None),
        };
        // The prelude is a file either way: a precompiled header checks
        // that the files it was built from are unchanged.
        files.push((pch::PRELUDE.to_string(), prelude.as_bytes()));
        match &precompiled {
            Some(bytes) => {
                args.extend(["-include-pch".to_string(), pch::PCH.to_string()]);
                files.push((pch::PCH.to_string(), &bytes[..]));
            }
            None => args.extend(["-include".to_string(), pch::PRELUDE.to_string()]),
        }
        if !self.llvm_passes {
            // A code-generation option: the precompiled prelude (built
            // from `pch_args`) serves compiles with and without it.
            args.extend(["-Xclang", "-disable-llvm-passes"].map(String::from));
        }
        args.push(main.clone());
        files.push((main, source.as_bytes()));
        let out = ffi::compile(
            &args,
            &files,
            ffi::Mode::Bitcode,
            self.name_expressions.len(),
        )
        .map_err(CudaError::Setup)?;
        let mut log = out
            .log
            .replace(&format!("{SRC_DIR}/"), "")
            .replace(&format!("{HEADER_DIR}/"), "");
        if let Some(note) = pch_note {
            log.insert_str(0, &note);
        }
        let errors = out.errors_in(&log);
        if errors > 0
            && precompiled.is_some()
            && !retried
            && (log.contains(pch::PCH)
                || log.contains("PCH file")
                || log.contains("precompiled header")
                || log.contains("AST file"))
        {
            // A precompiled prelude from disk that no longer matches the
            // headers it was built from: build it again, once.
            pch::forget(&pch_args, &prelude);
            return self.compile_impl(&arch, headers, use_pch, true);
        }
        let Some(bitcode) = out.bitcode.filter(|_| errors == 0) else {
            if let Some(i) = (0..self.name_expressions.len())
                .find(|i| log.contains(&format!("__gpujit_name_expr_{i} ")))
            {
                return Err(CudaError::NameExpression {
                    expr: self.name_expressions[i].clone(),
                    why: format!("does not name a __global__ function:\n{log}"),
                });
            }
            return Err(self.failure(errors, log, headers));
        };
        if out.names.len() != self.name_expressions.len() {
            return Err(CudaError::NameExpression {
                expr: self.name_expressions.join(", "),
                why: format!("the compile reported {} lowered names", out.names.len()),
            });
        }
        let Some(managed) = managed_list(&out.managed) else {
            return Err(CudaError::Setup(
                "the front end's list of __managed__ variables is malformed".into(),
            ));
        };
        if let Some(v) = managed.first().filter(|_| !self.managed_variables) {
            return Err(CudaError::Compile {
                program: self.name.clone(),
                errors: 1,
                log: format!(
                    "{log}error: __managed__ variable '{}' in device code compiled without a \
                     CUDA runtime to place it\n{MANAGED_VARIABLES}\n",
                    v.name
                ),
            });
        }
        Ok(Compiled {
            managed,
            bitcode,
            log,
            lowered_names: self
                .name_expressions
                .iter()
                .cloned()
                .zip(out.names)
                .collect(),
            arch,
            headers: headers.clone(),
        })
    }

    /// The error of a failed compile; a missing header adds where headers
    /// were looked for, and a construct this compiler does not take says so.
    fn failure(&self, errors: usize, mut log: String, headers: &HeaderSet) -> CudaError {
        if log.contains("'managed' attribute ignored") {
            log.push_str(MANAGED_VARIABLES);
            log.push('\n');
        }
        if log.contains("file not found") {
            let mut searched: Vec<String> = Vec::new();
            if !self.headers.is_empty() {
                let names: Vec<&str> = self.headers.iter().map(|(n, _)| n.as_str()).collect();
                searched.push(format!("the program's headers ({})", names.join(", ")));
            }
            let opts = Options::parse(&self.options).unwrap_or_default();
            let mut it = opts.args.iter();
            while let Some(a) = it.next() {
                if a == "-I"
                    && let Some(d) = it.next()
                {
                    searched.push(format!("-I {d}"));
                }
            }
            searched.extend(headers.search_paths());
            log.push_str(&format!(
                "headers were searched for in: {}\n",
                searched.join("; ")
            ));
        }
        CudaError::Compile {
            program: self.name.clone(),
            errors: errors.max(1),
            log,
        }
    }
}

/// What a compile refused for its `__managed__` variables adds: they need
/// a whole program (`gpujit cc`), whose runtime places them.
pub const MANAGED_VARIABLES: &str = "not supported: __managed__ variables outside a whole program \
     built by gpujit cc (elsewhere, allocate the memory with cudaMallocManaged, or use a \
     __device__ variable with cudaMemcpyToSymbol)";

/// The driver arguments of a compile for `arch` against `headers` with
/// `opts` (without the prelude's inclusion and the input), and the prelude
/// the headers need: what the precompiled prelude is built from.
fn driver_args(opts: &Options, arch: &str, headers: &HeaderSet) -> (Vec<String>, String) {
    let mut args: Vec<String> = [
        "-x",
        "cuda",
        "--cuda-device-only",
        "-nocudalib",
        "-nocudainc",
        "-Wno-unknown-cuda-version",
        "-fno-discard-value-names",
        "-O2",
        "-S",
        "-emit-llvm",
        "-resource-dir=/__gpujit__/clang",
    ]
    .map(String::from)
    .to_vec();
    args.push(format!("--cuda-path={NO_CUDA_INSTALL}"));
    args.push(format!("--cuda-gpu-arch={arch}"));
    args.push(format!("--cuda-feature=+ptx{}", headers.ptx_version()));
    // What the driver adds when it finds a CUDA 9+ installation (the
    // device printf is variadic), which a compile with gpujit's headers
    // has not.
    args.extend(["-Xclang", "-fcuda-allow-variadic-functions"].map(String::from));
    // The CUDA version of the headers, which the driver gives only to
    // the host side of a compile with a detected toolkit: it picks the
    // function a launch (`k<<<g, b>>>(...)`) in host code calls
    // (`__cudaPushCallConfiguration` since CUDA 9.2; without it
    // `cudaConfigureCall`, which CUDA 12's headers no longer declare).
    args.extend([
        "-Xclang".to_string(),
        format!("-target-sdk-version={}", headers.sdk_version()),
    ]);
    args.push(format!("-I{HEADER_DIR}"));
    // Line info names the program and its headers as the caller named
    // them, and clang's headers by their own names.
    for (from, to) in [
        (format!("{SRC_DIR}/"), String::new()),
        (format!("{HEADER_DIR}/"), String::new()),
        (
            format!("/usr/include/clang/{CLANG_VERSION}/include/"),
            "<clang>/".into(),
        ),
        (format!("{RESOURCE_INCLUDE}/"), "<clang>/".into()),
        (format!("{OUR_INCLUDE}/"), "<gpujit>/".into()),
    ] {
        args.push(format!("-fdebug-prefix-map={from}={to}"));
    }
    let prelude = match headers {
        HeaderSet::BuiltIn => {
            args.extend(["-nostdlibinc", "-nostdinc++"].map(String::from));
            args.push(format!("-isystem{OUR_INCLUDE}"));
            "#include <__gpujit_cuda_prelude.h>\n".to_string()
        }
        HeaderSet::Sdk { include, .. } => {
            for d in include {
                args.push(format!("-isystem{}", d.display()));
            }
            format!(
                "#include <__clang_cuda_runtime_wrapper.h>\n#include \"{OUR_INCLUDE}/__gpujit_cuda_holes.h\"\n"
            )
        }
    };
    args.extend(opts.args.iter().cloned());
    (args, prelude)
}
