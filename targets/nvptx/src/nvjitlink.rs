//! NVIDIA's JIT linker library, nvJitLink, opened at run time when present.
//!
//! nvJitLink links PTX into a cubin like the driver's `cuLink*` calls, but
//! its handles are independent of the driver's context and of each other, so
//! links run in parallel on several threads. It ships with the CUDA toolkit
//! (`lib64/libnvJitLink.so`) and in NVIDIA's pip wheels
//! (`nvidia-nvjitlink-cu12`: `site-packages/nvidia/nvjitlink/lib`; CUDA 13
//! wheels: `site-packages/nvidia/cu13/lib`). [`candidates`] lists where it is
//! looked for; a machine without it gets [`NotPresent`] saying where, never a
//! panic.

use std::ffi::{CString, c_char, c_uint, c_void};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use gpujit_device::{Backend, Device, Error, Image, ImageFormat, Result};

use crate::device::CudaDevice;

/// The library's base name.
pub const LIBRARY: &str = "libnvJitLink.so";

/// nvJitLink was not found or not usable.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("nvJitLink is not present: {reason} (tried: {})", tried.join(", "))]
pub struct NotPresent {
    /// Every file and name tried, in order.
    pub tried: Vec<String>,
    /// Why none would do.
    pub reason: String,
}

impl From<NotPresent> for Error {
    fn from(e: NotPresent) -> Error {
        Error::LibraryNotFound {
            backend: Backend::Cuda,
            library: LIBRARY.into(),
            tried: e.tried,
            reason: e.reason,
        }
    }
}

/// The image as `device` should cache and load it when nvJitLink links its
/// cubins: PTX linked by nvJitLink for the architecture of a CUDA device (a
/// [`CudaDevice`], or a wrapper whose `as_any` reaches one); `None` for other
/// devices and images, which load as they are (as with
/// [`crate::cubin::link_for_device`], the driver's linker).
pub fn link_for_device(image: &Image, device: &dyn Device) -> Result<Option<Image>> {
    match device.as_any().downcast_ref::<CudaDevice>() {
        Some(_) if image.format == ImageFormat::Ptx => Ok(Some(
            NvJitLink::get()?.link_ptx(image, &device.info().arch)?,
        )),
        _ => Ok(None),
    }
}

type Handle = *mut c_void;
type CreateFn = unsafe extern "C" fn(*mut Handle, u32, *const *const c_char) -> i32;
type DestroyFn = unsafe extern "C" fn(*mut Handle) -> i32;
type AddDataFn = unsafe extern "C" fn(Handle, i32, *const c_void, usize, *const c_char) -> i32;
type CompleteFn = unsafe extern "C" fn(Handle) -> i32;
type SizeFn = unsafe extern "C" fn(Handle, *mut usize) -> i32;
type CopyFn = unsafe extern "C" fn(Handle, *mut c_void) -> i32;
type VersionFn = unsafe extern "C" fn(*mut c_uint, *mut c_uint) -> i32;

/// `NVJITLINK_INPUT_PTX`.
const INPUT_PTX: i32 = 2;

/// The opened library.
pub struct NvJitLink {
    path: String,
    version: Option<(u32, u32)>,
    create: CreateFn,
    destroy: DestroyFn,
    add_data: AddDataFn,
    complete: CompleteFn,
    cubin_size: SizeFn,
    cubin: CopyFn,
    error_log_size: SizeFn,
    error_log: CopyFn,
    // Keeps the functions above loaded; never unloaded (it lives in a static).
    _lib: libloading::Library,
}

impl std::fmt::Debug for NvJitLink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("NvJitLink")
            .field("path", &self.path)
            .field("version", &self.version)
            .finish()
    }
}

/// Folders and names searched for the library, in order: the file or folder
/// in `GPUJIT_NVJITLINK`, `$CUDA_HOME`/`$CUDA_PATH`, `/usr/local/cuda*`,
/// NVIDIA's pip wheels in the Python folders of the system, `~/.local`,
/// `$VIRTUAL_ENV` and `$CONDA_PREFIX`, then the bare sonames (the loader's
/// own search, `LD_LIBRARY_PATH` included).
pub fn candidates() -> Vec<String> {
    candidates_with(std::env::var_os("GPUJIT_NVJITLINK").map(PathBuf::from))
}

fn candidates_with(first: Option<PathBuf>) -> Vec<String> {
    let mut files: Vec<PathBuf> = Vec::new();
    let mut dirs: Vec<PathBuf> = Vec::new();
    if let Some(p) = first {
        if p.is_dir() {
            dirs.push(p);
        } else {
            files.push(p);
        }
    }
    for var in ["CUDA_HOME", "CUDA_PATH"] {
        if let Some(p) = std::env::var_os(var) {
            dirs.push(Path::new(&p).join("lib64"));
        }
    }
    dirs.push(PathBuf::from("/usr/local/cuda/lib64"));
    dirs.extend(subdirs("/usr/local", "cuda-").map(|d| d.join("lib64")));
    let mut python_roots: Vec<PathBuf> = vec!["/usr/lib".into(), "/usr/local/lib".into()];
    if let Some(home) = std::env::var_os("HOME") {
        python_roots.push(Path::new(&home).join(".local/lib"));
    }
    if let Some(venv) = std::env::var_os("VIRTUAL_ENV") {
        python_roots.push(Path::new(&venv).join("lib"));
    }
    if let Some(conda) = std::env::var_os("CONDA_PREFIX") {
        dirs.push(Path::new(&conda).join("lib"));
        python_roots.push(Path::new(&conda).join("lib"));
    }
    for root in python_roots {
        for py in subdirs(&root, "python3") {
            for packages in ["site-packages", "dist-packages"] {
                for wheel in ["nvidia/nvjitlink/lib", "nvidia/cu13/lib", "nvidia/cu12/lib"] {
                    dirs.push(py.join(packages).join(wheel));
                }
            }
        }
    }
    let names = ["libnvJitLink.so.13", "libnvJitLink.so.12", LIBRARY];
    let mut out: Vec<String> = files.iter().map(|f| f.display().to_string()).collect();
    for d in dirs.iter().filter(|d| d.is_dir()) {
        for n in names {
            let f = d.join(n);
            if f.exists() {
                out.push(f.display().to_string());
            }
        }
    }
    out.extend(names.iter().map(|n| n.to_string()));
    out.dedup();
    out
}

/// Subfolders of `dir` whose names start with `prefix`, sorted newest-looking first.
fn subdirs(dir: impl AsRef<Path>, prefix: &str) -> impl Iterator<Item = PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with(prefix))
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    v.sort();
    v.reverse();
    v.into_iter()
}

impl NvJitLink {
    /// The library, opened on first use; the same answer afterwards.
    pub fn get() -> std::result::Result<&'static NvJitLink, NotPresent> {
        static LIB: OnceLock<std::result::Result<NvJitLink, NotPresent>> = OnceLock::new();
        LIB.get_or_init(NvJitLink::open)
            .as_ref()
            .map_err(Clone::clone)
    }

    fn open() -> std::result::Result<NvJitLink, NotPresent> {
        let tried = candidates();
        let mut reasons = Vec::new();
        for name in &tried {
            // SAFETY: a library named as NVIDIA's JIT linker; its initialisers
            // do not touch Rust state.
            match unsafe { libloading::Library::new(name) } {
                Ok(lib) => match NvJitLink::bind(lib, name) {
                    Ok(l) => return Ok(l),
                    Err(e) => reasons.push(format!("{name}: {e}")),
                },
                Err(e) => {
                    // Every file found but unusable, and the loader's word on the first soname.
                    if name.starts_with('/') || !reasons.iter().any(|r| r.starts_with("lib")) {
                        let why = std::error::Error::source(&e)
                            .map_or_else(|| e.to_string(), |s| s.to_string());
                        reasons.push(format!("{name}: {why}"));
                    }
                }
            }
        }
        Err(NotPresent {
            tried,
            reason: if reasons.is_empty() {
                "no candidate found".into()
            } else {
                reasons.join("; ")
            },
        })
    }

    fn bind(lib: libloading::Library, path: &str) -> std::result::Result<NvJitLink, String> {
        /// The function `name`, or its versioned name in CUDA 12 and 13 libraries.
        fn sym<T: Copy>(lib: &libloading::Library, name: &str) -> std::result::Result<T, String> {
            let mut names = vec![name.to_string()];
            for v in ["13_0", "12_0"] {
                names.push(format!("__{name}_{v}"));
            }
            for n in &names {
                // SAFETY: `T` is the function type of `name` in nvJitLink.h; the
                // pointer is copied out and used only while `lib` stays loaded.
                if let Ok(s) = unsafe { lib.get::<T>(n.as_bytes()) } {
                    return Ok(*s);
                }
            }
            Err(format!("no symbol {name}"))
        }
        let version_fn: std::result::Result<VersionFn, String> = sym(&lib, "nvJitLinkVersion");
        let version = version_fn.ok().and_then(|f| {
            let (mut major, mut minor) = (0, 0);
            // SAFETY: two writable out-parameters.
            (unsafe { f(&mut major, &mut minor) } == 0).then_some((major, minor))
        });
        Ok(NvJitLink {
            path: path.to_string(),
            version,
            create: sym(&lib, "nvJitLinkCreate")?,
            destroy: sym(&lib, "nvJitLinkDestroy")?,
            add_data: sym(&lib, "nvJitLinkAddData")?,
            complete: sym(&lib, "nvJitLinkComplete")?,
            cubin_size: sym(&lib, "nvJitLinkGetLinkedCubinSize")?,
            cubin: sym(&lib, "nvJitLinkGetLinkedCubin")?,
            error_log_size: sym(&lib, "nvJitLinkGetErrorLogSize")?,
            error_log: sym(&lib, "nvJitLinkGetErrorLog")?,
            _lib: lib,
        })
    }

    /// Where the library was loaded from.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// Its version (12.8, 13.0, ...), when it reports one.
    pub fn version(&self) -> Option<(u32, u32)> {
        self.version
    }

    /// Links a PTX image into a cubin for `arch` (`sm_90`). Thread-safe:
    /// every call has a linker of its own.
    pub fn link_ptx(&self, ptx: &Image, arch: &str) -> Result<Image> {
        let failed = |status: String, log: String| Error::ModuleLoad {
            backend: Backend::Cuda,
            module: ptx
                .kernels
                .iter()
                .map(|k| k.name.as_str())
                .collect::<Vec<_>>()
                .join(", "),
            status,
            log,
        };
        if ptx.format != ImageFormat::Ptx {
            return Err(Error::WrongImageFormat {
                backend: Backend::Cuda,
                format: ptx.format.to_string(),
            });
        }
        // PTX as NVRTC hands it over: the text and one NUL, counted in the size (without
        // the NUL, nvJitLink 13.0 answers "does not match type NVJITLINK_INPUT_PTX").
        let mut text: Vec<u8> = ptx.bytes.iter().copied().take_while(|&b| b != 0).collect();
        text.push(0);
        let option = CString::new(format!("-arch={arch}"))
            .map_err(|_| failed("bad architecture name".into(), arch.into()))?;
        let options = [option.as_ptr()];
        let mut handle: Handle = std::ptr::null_mut();
        // SAFETY: one option string, alive for the call; `handle` is an out-parameter.
        let rc = unsafe { (self.create)(&mut handle, 1, options.as_ptr()) };
        if rc != 0 || handle.is_null() {
            return Err(failed(
                format!("nvJitLinkCreate returned {rc}"),
                String::new(),
            ));
        }
        let result = (|| {
            // SAFETY: `handle` is live; the PTX bytes are valid for `len` bytes
            // during the call; the name is a static NUL-terminated string.
            let rc = unsafe {
                (self.add_data)(
                    handle,
                    INPUT_PTX,
                    text.as_ptr().cast(),
                    text.len(),
                    c"gpujit.ptx".as_ptr(),
                )
            };
            if rc != 0 {
                return Err(failed(
                    format!("nvJitLinkAddData returned {rc}"),
                    self.log(handle),
                ));
            }
            // SAFETY: `handle` is live.
            let rc = unsafe { (self.complete)(handle) };
            if rc != 0 {
                return Err(failed(
                    format!("nvJitLinkComplete returned {rc}"),
                    self.log(handle),
                ));
            }
            let mut size = 0usize;
            // SAFETY: `handle` is live and `size` is an out-parameter.
            let rc = unsafe { (self.cubin_size)(handle, &mut size) };
            if rc != 0 || size == 0 {
                return Err(failed(
                    format!("nvJitLinkGetLinkedCubinSize returned {rc}"),
                    String::new(),
                ));
            }
            let mut cubin = vec![0u8; size];
            // SAFETY: `cubin` has room for the `size` bytes the library reported.
            let rc = unsafe { (self.cubin)(handle, cubin.as_mut_ptr().cast()) };
            if rc != 0 {
                return Err(failed(
                    format!("nvJitLinkGetLinkedCubin returned {rc}"),
                    String::new(),
                ));
            }
            Ok(cubin)
        })();
        // SAFETY: `handle` came from nvJitLinkCreate and is destroyed exactly once.
        unsafe { (self.destroy)(&mut handle) };
        Ok(Image {
            format: ImageFormat::Cubin,
            arch: arch.to_string(),
            bytes: result?,
            kernels: ptx.kernels.clone(),
            refused: ptx.refused.clone(),
            // The variants stay PTX, for the driver to compile when a launch first needs
            // them.
            coarse: ptx.coarse.clone(),
        })
    }

    fn log(&self, handle: Handle) -> String {
        let mut size = 0usize;
        // SAFETY: `handle` is live (the caller's) and `size` is an out-parameter.
        if unsafe { (self.error_log_size)(handle, &mut size) } != 0 || size == 0 {
            return String::new();
        }
        let mut buf = vec![0u8; size];
        // SAFETY: `buf` holds the `size` bytes the library reported.
        if unsafe { (self.error_log)(handle, buf.as_mut_ptr().cast()) } != 0 {
            return String::new();
        }
        let end = buf.iter().position(|&b| b == 0).unwrap_or(buf.len());
        String::from_utf8_lossy(&buf[..end]).into_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn candidates_end_with_the_sonames_and_absence_is_an_error_with_reasons() {
        let c = candidates();
        assert!(c.ends_with(&[
            "libnvJitLink.so.13".to_string(),
            "libnvJitLink.so.12".to_string(),
            LIBRARY.to_string()
        ]));
        match NvJitLink::get() {
            Ok(l) => assert!(!l.path().is_empty()),
            Err(e) => {
                assert_eq!(e.tried, c);
                let text = e.to_string();
                assert!(
                    text.contains("libnvJitLink.so.12") && !e.reason.is_empty(),
                    "{text}"
                );
            }
        }
    }

    #[test]
    fn a_file_named_in_the_environment_is_tried_first() {
        let dir = std::env::temp_dir().join(format!("gpujit-nvjitlink-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let fake = dir.join("libnvJitLink.so.12");
        std::fs::write(&fake, b"not a library").unwrap();
        let from_dir = candidates_with(Some(dir.clone()));
        assert_eq!(from_dir.first().map(String::as_str), fake.to_str());
        let from_file = candidates_with(Some(fake.clone()));
        assert_eq!(from_file.first().map(String::as_str), fake.to_str());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
