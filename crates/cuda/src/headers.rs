//! Which CUDA headers a compile sees: NVIDIA's (a toolkit, or the NVIDIA
//! runtime and CCCL wheels of a Python environment), or gpujit's built-in set.
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use sha2::{Digest, Sha256};

use crate::embedded::EMBEDDED;

/// The CUDA headers a [`crate::Program`] is compiled against.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum HeaderSet {
    /// gpujit's own headers, embedded in the binary: built-in variables,
    /// vector types, `dim3`, math, atomics, warp intrinsics, `__half` and
    /// `__nv_bfloat16` basics, `cooperative_groups` blocks and tiles,
    /// `nvcuda::wmma` (`mma.h`), block-scope `cuda::barrier` and
    /// `cuda::pipeline` with `cuda::memcpy_async`, the pipeline primitives,
    /// and `cuda::atomic`/`cuda::atomic_ref`. No C or C++ system headers
    /// are read.
    BuiltIn,
    /// NVIDIA's headers, compiled with clang's CUDA wrappers and the host's
    /// C++ standard library headers, as `clang -x cuda` does.
    Sdk {
        /// Include folders, searched in this order.
        include: Vec<PathBuf>,
        /// Where they were found (`CUDA_PATH`, a Python environment, ...).
        origin: String,
        /// `CUDA_VERSION` from `cuda.h` (e.g. 12090), when it could be read.
        version: Option<u32>,
    },
}

impl HeaderSet {
    /// The headers [`crate::Program::compile`] uses: `GPUJIT_CUDA_HEADERS`
    /// (`builtin`, `auto`, or a toolkit or include folder) when set, else the
    /// first of `CUDA_PATH`, `CUDA_HOME`, `/usr/local/cuda` that holds
    /// `include/cuda_runtime.h`, else NVIDIA's wheels in a Python environment
    /// (`VIRTUAL_ENV`, `CONDA_PREFIX`, the user's and the system's
    /// site-packages), else the built-in set. Detected once per process.
    ///
    /// A `GPUJIT_CUDA_HEADERS` folder without `cuda_runtime.h` is an error
    /// (the variable names what the user asked for: no silent fallback).
    pub fn detect() -> Result<HeaderSet, String> {
        static DETECTED: OnceLock<Result<HeaderSet, String>> = OnceLock::new();
        DETECTED.get_or_init(detect_uncached).clone()
    }

    /// The toolkit (or include folder) at `path`, laid out as CUDA 12 (CCCL
    /// in `include/`) or CUDA 13 (CCCL in `include/cccl`, which nvcc adds to
    /// the include path itself, and so does this set) lays it out.
    pub fn sdk(path: &Path) -> Result<HeaderSet, String> {
        for include in [path.join("include"), path.to_path_buf()] {
            if include.join("cuda_runtime.h").is_file() {
                return Ok(sdk_set(
                    toolkit_includes(include),
                    format!("{}", path.display()),
                ));
            }
        }
        Err(format!(
            "{} holds no cuda_runtime.h (looked in it and in its include/ folder)",
            path.display()
        ))
    }

    /// One line saying which headers these are, for logs and `gpujit cuda-info`.
    pub fn describe(&self) -> String {
        match self {
            HeaderSet::BuiltIn => {
                "gpujit's built-in CUDA headers (no NVIDIA headers found)".to_string()
            }
            HeaderSet::Sdk {
                include,
                origin,
                version,
            } => {
                let v = version
                    .map(|v| format!("CUDA {}.{}", v / 1000, (v % 1000) / 10))
                    .unwrap_or_else(|| "CUDA (version unknown)".into());
                let dirs: Vec<String> = include.iter().map(|d| d.display().to_string()).collect();
                format!("NVIDIA's {v} headers from {origin}: {}", dirs.join(", "))
            }
        }
    }

    /// What identifies these headers in a cache key.
    pub fn identity(&self) -> String {
        match self {
            HeaderSet::BuiltIn => format!("builtin:{}", builtin_digest()),
            HeaderSet::Sdk {
                include, version, ..
            } => format!("sdk:{version:?}:{include:?}"),
        }
    }

    /// The PTX ISA version (as clang's `+ptxNN` feature) the toolkit of
    /// these headers writes: 8.8 (CUDA 12.9) for the built-in set and for
    /// headers of unknown version.
    pub fn ptx_version(&self) -> u32 {
        let version = match self {
            HeaderSet::Sdk {
                version: Some(v), ..
            } => *v,
            _ => 12090,
        };
        match version {
            v if v >= 13000 => 90,
            v if v >= 12090 => 88,
            v if v >= 12080 => 87,
            v if v >= 12050 => 85,
            v if v >= 12010 => 80 + (v - 12000) / 10,
            v if v >= 12000 => 78,
            v if v >= 11000 => 70 + (v - 11000) / 10,
            _ => 70,
        }
    }

    /// The `CUDART_VERSION` of these headers (12090 for CUDA 12.9): 12090
    /// for the built-in set and for headers of unknown version.
    pub fn cudart_version(&self) -> u32 {
        match self {
            HeaderSet::Sdk {
                version: Some(v), ..
            } => *v,
            _ => 12090,
        }
    }

    /// The CUDA version of these headers as clang's `-target-sdk-version`
    /// takes it (`12.9`): 12.9 for the built-in set and for headers of
    /// unknown version.
    pub(crate) fn sdk_version(&self) -> String {
        let v = match self {
            HeaderSet::Sdk {
                version: Some(v), ..
            } => *v,
            _ => 12090,
        };
        format!("{}.{}", v / 1000, (v % 1000) / 10)
    }

    /// The folders searched for `#include <...>` beyond the program's own
    /// headers and `-I` folders, in words, for a missing-header message.
    pub(crate) fn search_paths(&self) -> Vec<String> {
        match self {
            HeaderSet::BuiltIn => vec!["gpujit's built-in CUDA headers".into()],
            HeaderSet::Sdk { include, .. } => {
                let mut v: Vec<String> = include.iter().map(|d| d.display().to_string()).collect();
                v.push("clang's CUDA wrappers and the host's C/C++ system headers".into());
                v
            }
        }
    }
}

/// SHA-256 of the embedded headers, in hex (computed once).
pub(crate) fn embedded_digest() -> &'static str {
    builtin_digest()
}

/// SHA-256 of the embedded headers, in hex (computed once).
fn builtin_digest() -> &'static str {
    static DIGEST: OnceLock<String> = OnceLock::new();
    DIGEST.get_or_init(|| {
        let mut h = Sha256::new();
        for (path, bytes) in EMBEDDED {
            h.update(path.as_bytes());
            h.update((bytes.len() as u64).to_le_bytes());
            h.update(bytes);
        }
        h.finalize()[..12]
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    })
}

/// A toolkit's include folders as nvcc searches them: `include`, then
/// `include/cccl` where CCCL lives there (CUDA 13 and later).
fn toolkit_includes(include: PathBuf) -> Vec<PathBuf> {
    let cccl = include.join("cccl");
    if cccl.join("cuda").is_dir() {
        vec![include, cccl]
    } else {
        vec![include]
    }
}

fn sdk_set(include: Vec<PathBuf>, origin: String) -> HeaderSet {
    let version = include
        .iter()
        .find_map(|d| std::fs::read_to_string(d.join("cuda.h")).ok())
        .and_then(|text| {
            text.lines().find_map(|l| {
                let rest = l.trim().strip_prefix("#define CUDA_VERSION")?;
                rest.trim().parse().ok()
            })
        });
    HeaderSet::Sdk {
        include,
        origin,
        version,
    }
}

fn detect_uncached() -> Result<HeaderSet, String> {
    if let Some(v) = std::env::var_os("GPUJIT_CUDA_HEADERS") {
        let s = v.to_string_lossy();
        match s.as_ref() {
            "builtin" => return Ok(HeaderSet::BuiltIn),
            "auto" | "" => {}
            _ => {
                return HeaderSet::sdk(Path::new(&v))
                    .map_err(|e| format!("GPUJIT_CUDA_HEADERS: {e}"));
            }
        }
    }
    for var in ["CUDA_PATH", "CUDA_HOME"] {
        if let Some(p) = std::env::var_os(var) {
            let p = PathBuf::from(p);
            if p.join("include/cuda_runtime.h").is_file() {
                return Ok(sdk_set(
                    toolkit_includes(p.join("include")),
                    format!("{var}={}", p.display()),
                ));
            }
        }
    }
    let usr = Path::new("/usr/local/cuda");
    if usr.join("include/cuda_runtime.h").is_file() {
        return Ok(sdk_set(
            toolkit_includes(usr.join("include")),
            usr.display().to_string(),
        ));
    }
    for site in site_packages() {
        if let Some(include) = wheel_includes(&site.join("nvidia")) {
            return Ok(sdk_set(
                include,
                format!("the Python environment {}", site.display()),
            ));
        }
    }
    Ok(HeaderSet::BuiltIn)
}

/// site-packages folders of the Python environments a user is likely in.
fn site_packages() -> Vec<PathBuf> {
    let mut roots: Vec<PathBuf> = Vec::new();
    for var in ["VIRTUAL_ENV", "CONDA_PREFIX"] {
        if let Some(p) = std::env::var_os(var) {
            roots.push(PathBuf::from(p).join("lib"));
        }
    }
    if let Some(home) = std::env::var_os("HOME") {
        roots.push(PathBuf::from(home).join(".local/lib"));
    }
    roots.push("/usr/local/lib".into());
    roots.push("/usr/lib".into());
    let mut out = Vec::new();
    for root in roots {
        let Ok(entries) = std::fs::read_dir(&root) else {
            continue;
        };
        let mut pys: Vec<PathBuf> = entries
            .flatten()
            .map(|e| e.path())
            .filter(|p| {
                p.file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with("python3"))
            })
            .collect();
        pys.sort();
        for py in pys.into_iter().rev() {
            for sub in ["site-packages", "dist-packages"] {
                if py.join(sub).is_dir() {
                    out.push(py.join(sub));
                }
            }
        }
    }
    out
}

/// The include folders of NVIDIA's CUDA wheels under `nvidia/`. CUDA 13's
/// wheels (and later ones) share one toolkit tree, `nvidia/cuNN`, with CCCL
/// in `include/cccl`: the newest such tree holding `cuda_runtime.h` wins.
/// CUDA 12's have a folder each: CCCL's first (it supersedes the copies of
/// libcu++ in older runtime wheels), then every other wheel's. `None` unless
/// one of them holds `cuda_runtime.h`.
pub(crate) fn wheel_includes(nvidia: &Path) -> Option<Vec<PathBuf>> {
    let subdirs: Vec<PathBuf> = std::fs::read_dir(nvidia)
        .ok()?
        .flatten()
        .map(|e| e.path())
        .collect();
    let toolkit = subdirs
        .iter()
        .filter_map(|d| {
            let major: u32 = d.file_name()?.to_str()?.strip_prefix("cu")?.parse().ok()?;
            d.join("include/cuda_runtime.h")
                .is_file()
                .then(|| (major, d.join("include")))
        })
        .max();
    if let Some((_, include)) = toolkit {
        return Some(toolkit_includes(include));
    }
    let mut dirs: Vec<PathBuf> = subdirs
        .into_iter()
        .map(|d| d.join("include"))
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort_by_key(|d| {
        let cccl = d.to_string_lossy().contains("cuda_cccl");
        (!cccl, d.clone())
    });
    dirs.iter()
        .any(|d| d.join("cuda_runtime.h").is_file())
        .then_some(dirs)
}
