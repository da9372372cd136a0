//! Finding and linking NVIDIA's libdevice (`libdevice.10.bc`) for math
//! functions PTX has no instruction for. Modules that call none of its
//! functions never need it.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use gpujit_ir::IrError;
use gpujit_ir::inkwell::module::{FlagBehavior, Module};
use gpujit_ir::inkwell::values::FunctionValue;

/// File name of libdevice in every CUDA layout.
pub const FILE: &str = "libdevice.10.bc";

/// Every place searched for libdevice, in order: `GPUJIT_LIBDEVICE` (a file),
/// `CUDA_PATH`, `CUDA_HOME`, `/usr/local/cuda`, versioned `/usr/local/cuda-*`,
/// gpujit's cache (`ci/setup` puts a copy there), and the `nvidia` pip packages
/// in the usual site-packages folders.
pub fn candidates() -> Vec<PathBuf> {
    let mut out = Vec::new();
    if let Some(p) = std::env::var_os("GPUJIT_LIBDEVICE") {
        out.push(PathBuf::from(p));
    }
    let in_toolkit = |root: &Path| root.join("nvvm/libdevice").join(FILE);
    for var in ["CUDA_PATH", "CUDA_HOME"] {
        if let Some(p) = std::env::var_os(var) {
            out.push(in_toolkit(Path::new(&p)));
        }
    }
    out.push(in_toolkit(Path::new("/usr/local/cuda")));
    if let Ok(dir) = std::fs::read_dir("/usr/local") {
        let mut versioned: Vec<PathBuf> = dir
            .flatten()
            .map(|e| e.path())
            .filter(|p| {
                p.file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with("cuda-"))
            })
            .collect();
        versioned.sort();
        out.extend(versioned.iter().rev().map(|p| in_toolkit(p)));
    }
    let cache = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| Path::new(&h).join(".cache")));
    if let Some(c) = cache {
        out.push(c.join("gpujit/libdevice").join(FILE));
    }
    let mut site = Vec::new();
    for base in ["/usr/lib", "/usr/local/lib", "/opt/torch/.venv/lib"] {
        if let Ok(dir) = std::fs::read_dir(base) {
            for e in dir.flatten() {
                if e.file_name().to_string_lossy().starts_with("python3") {
                    site.push(e.path().join("site-packages"));
                    site.push(e.path().join("dist-packages"));
                }
            }
        }
    }
    if let Some(v) = std::env::var_os("VIRTUAL_ENV") {
        site.push(Path::new(&v).join("lib"));
    }
    for s in site {
        for sub in [
            "nvidia/cuda_nvcc/nvvm/libdevice",
            "nvidia/cu13/nvvm/libdevice",
            "nvidia/cuda_nvvm/nvvm/libdevice",
        ] {
            out.push(s.join(sub).join(FILE));
        }
    }
    out
}

/// libdevice's bytes, read once per process.
pub fn bytes() -> Result<&'static [u8], IrError> {
    static BYTES: OnceLock<Result<Vec<u8>, String>> = OnceLock::new();
    let r = BYTES.get_or_init(|| {
        let tried = candidates();
        for p in &tried {
            if let Ok(b) = std::fs::read(p) {
                return Ok(b);
            }
        }
        let list: Vec<String> = tried.iter().map(|p| p.display().to_string()).collect();
        Err(format!(
            "libdevice ({FILE}) is needed for math functions but was not found; searched: {}. \
             Install the CUDA toolkit or `pip install nvidia-cuda-nvcc-cu12`, or set GPUJIT_LIBDEVICE",
            list.join(", ")
        ))
    });
    r.as_ref()
        .map(|v| v.as_slice())
        .map_err(|e| IrError::Llvm(e.clone()))
}

/// Links libdevice into `module` when it calls any `__nv_*` function, sets
/// the reflect value for flush-to-zero, and internalises what was linked so
/// that optimisation keeps only what is used.
pub fn link_if_used<'ctx>(
    module: &Module<'ctx>,
    kernels: &[FunctionValue<'ctx>],
    ftz: bool,
) -> Result<bool, IrError> {
    let used = module
        .get_functions()
        .any(|f| f.count_basic_blocks() == 0 && f.get_name().to_bytes().starts_with(b"__nv_"));
    if !used {
        return Ok(false);
    }
    gpujit_ir::lower::link_library(module, bytes()?, FILE)?;
    gpujit_ir::lower::internalize(module, kernels);
    // A module that says how `__nvvm_reflect("__CUDA_FTZ")` answers keeps it.
    if module.get_flag("nvvm-reflect-ftz").is_none() {
        let ctx = module.get_context();
        let ftz = ctx.i32_type().const_int(u64::from(ftz), false);
        module.add_basic_value_flag("nvvm-reflect-ftz", FlagBehavior::Override, ftz);
    }
    Ok(true)
}
