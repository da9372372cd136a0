//! Access to the CUDA driver (`libcuda`) and the mapping of its status codes to [`Error`].
//!
//! The driver is opened at run time through cudarc's raw `sys` layer. cudarc panics when the
//! library (or one of the symbols it is asked for) is missing, so every path into the driver
//! goes through [`init`] first: it looks for the library once per process and turns its
//! absence into [`Error::LibraryNotFound`] instead of a panic.
//!
//! Status codes become errors in two steps. [`check`] maps any `CUresult` to the
//! backend-neutral [`Error`]: out-of-memory to [`Error::OutOfMemory`], no device to
//! [`Error::NoDevice`], the rest to [`Error::Driver`] with the driver's own name and message.
//! Callers that run after a launch (synchronize, copies, the next launch) also test
//! [`is_sticky_fault`] and report [`kernel_fault`] instead: those codes mean a kernel crashed
//! and the CUDA context can no longer be used.
//!
//! Nothing here needs a GPU to be tested: the mapping takes the status text as an argument
//! ([`error_with`]), and [`status_text`] falls back to the code's symbolic name when the
//! library was never loaded.

use std::ffi::{CStr, c_char};
use std::sync::OnceLock;

use cudarc::driver::sys::{self, CUresult};
use gpujit_device::{Backend, Error, Result};

/// The library name the errors mention.
pub const LIBRARY: &str = "libcuda.so";

/// Base names cudarc derives its candidate file names from (`cuda` on Linux, `nvcuda` on
/// Windows).
const BASE_NAMES: [&str; 2] = ["cuda", "nvcuda"];

/// Why the driver library could not be used; cached for the life of the process.
#[derive(Debug, Clone)]
struct LoadFailure {
    tried: Vec<String>,
    reason: String,
}

/// Outcome of looking for the library, once per process.
static LIBRARY_STATE: OnceLock<std::result::Result<(), LoadFailure>> = OnceLock::new();

/// Outcome of `cuInit(0)`, once per process.
static INIT_STATUS: OnceLock<CUresult> = OnceLock::new();

/// Every file name cudarc tries when it opens the driver, in its order.
pub fn library_candidates() -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for name in BASE_NAMES
        .iter()
        .flat_map(|name| cudarc::get_lib_name_candidates(name))
    {
        if !out.contains(&name) {
            out.push(name);
        }
    }
    out
}

/// Makes sure the driver library can be opened, without panicking when it cannot.
///
/// Returns [`Error::LibraryNotFound`] listing every name tried and the dynamic loader's
/// message for the last one. The answer is computed once and cached.
pub fn load_library() -> Result<()> {
    let state = LIBRARY_STATE.get_or_init(|| {
        // SAFETY: `is_culib_present` only dlopens candidate names of the CUDA driver and closes
        // them again; opening the genuine driver library runs no initialisers that could break
        // Rust invariants, and a failed open has no effect.
        if unsafe { sys::is_culib_present() } {
            return Ok(());
        }
        let tried = library_candidates();
        // Ask the loader why, for the message: the first candidate (`libcuda.so`) gives the
        // clearest answer.
        let mut first_failure = None;
        for name in &tried {
            // SAFETY: as above: a candidate file name of the CUDA driver library, opened only
            // to read the loader's error message.
            match unsafe { libloading::Library::new(name) } {
                // It appeared between the two looks; cudarc will find it too.
                Ok(_) => return Ok(()),
                Err(e) => {
                    first_failure.get_or_insert_with(|| {
                        // libloading says "dlopen failed"; the loader's own words are its source.
                        match std::error::Error::source(&e) {
                            Some(source) => format!("{name}: {e}: {source}"),
                            None => format!("{name}: {e}"),
                        }
                    });
                }
            }
        }
        let reason = first_failure.unwrap_or_else(|| "no candidate names".to_string());
        Err(LoadFailure {
            tried,
            reason: format!(
                "{reason}; install the NVIDIA driver or add its directory to LD_LIBRARY_PATH"
            ),
        })
    });
    match state {
        Ok(()) => Ok(()),
        Err(f) => Err(Error::LibraryNotFound {
            backend: Backend::Cuda,
            library: LIBRARY.to_string(),
            tried: f.tried.clone(),
            reason: f.reason.clone(),
        }),
    }
}

/// Whether [`load_library`] has already succeeded in this process.
pub fn library_loaded() -> bool {
    matches!(LIBRARY_STATE.get(), Some(Ok(())))
}

/// Opens the driver library and runs `cuInit(0)` once per process.
///
/// Every entry point of this backend calls it first. A toolkit stub library (a `libcuda.so`
/// that only exists to link against) is reported as [`Error::LibraryNotFound`]; a driver
/// without GPUs as [`Error::NoDevice`].
pub fn init() -> Result<()> {
    load_library()?;
    // SAFETY: the library is present (checked just above), so cudarc can resolve `cuInit`;
    // `cuInit(0)` is thread-safe and may be called any number of times.
    let status = *INIT_STATUS.get_or_init(|| unsafe { sys::cuInit(0) });
    if status == CUresult::CUDA_ERROR_STUB_LIBRARY {
        return Err(Error::LibraryNotFound {
            backend: Backend::Cuda,
            library: LIBRARY.to_string(),
            tried: library_candidates(),
            reason: "the library found is the CUDA toolkit's stub, not the driver's; \
                     put the driver's libcuda.so.1 first on the library path"
                .to_string(),
        });
    }
    check("cuInit", status)
}

/// The version of the installed driver, as (major, minor): `(12, 8)` for CUDA 12.8.
pub fn driver_version() -> Result<(u32, u32)> {
    load_library()?;
    let mut version: i32 = 0;
    // SAFETY: the library is present; `version` is a valid, writable `int`.
    check("cuDriverGetVersion", unsafe {
        sys::cuDriverGetVersion(&mut version)
    })?;
    Ok(split_version(version))
}

/// Splits the driver's encoded version (`1000 * major + 10 * minor`) into its parts.
pub fn split_version(encoded: i32) -> (u32, u32) {
    let v = u32::try_from(encoded).unwrap_or(0);
    (v / 1000, (v % 1000) / 10)
}

/// Symbolic name and description of a status code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatusText {
    /// Symbolic name, e.g. `CUDA_ERROR_INVALID_VALUE`.
    pub name: String,
    /// The driver's description; empty when the driver was not asked.
    pub message: String,
}

/// The driver's name and description of `status` (`cuGetErrorName`, `cuGetErrorString`).
///
/// When the library has not been loaded (or does not know the code), the name is the code's
/// Rust `Debug` name and the message is empty, so this never touches a missing driver.
pub fn status_text(status: CUresult) -> StatusText {
    let debug_name = format!("{status:?}");
    if !library_loaded() {
        return StatusText {
            name: debug_name,
            message: String::new(),
        };
    }
    let name = driver_string(status, sys::cuGetErrorName).unwrap_or(debug_name);
    let message = driver_string(status, sys::cuGetErrorString).unwrap_or_default();
    StatusText { name, message }
}

/// Calls `cuGetErrorName` or `cuGetErrorString` and copies the answer.
fn driver_string(
    status: CUresult,
    lookup: unsafe fn(CUresult, *mut *const c_char) -> CUresult,
) -> Option<String> {
    let mut text: *const c_char = std::ptr::null();
    // SAFETY: only called once the library is loaded; `text` is a valid out-pointer. Both
    // lookups are documented to be callable before `cuInit` and from any thread.
    let status = unsafe { lookup(status, &mut text) };
    if status != CUresult::CUDA_SUCCESS || text.is_null() {
        return None;
    }
    // SAFETY: on success the driver stores a pointer to a static, NUL-terminated string.
    let text = unsafe { CStr::from_ptr(text) };
    Some(text.to_string_lossy().into_owned())
}

/// Maps a driver status to `Ok(())` or the matching [`Error`].
///
/// `CUDA_ERROR_OUT_OF_MEMORY` becomes [`Error::OutOfMemory`] (with `bytes: 0`; allocation
/// sites fill in the request), `CUDA_ERROR_NO_DEVICE` [`Error::NoDevice`], everything else
/// [`Error::Driver`] naming `call`. Kernel faults are left to callers (see [`kernel_fault`]),
/// since only they know which kernel ran.
pub fn check(call: &'static str, status: CUresult) -> Result<()> {
    if status == CUresult::CUDA_SUCCESS {
        Ok(())
    } else {
        Err(error_with(call, status, status_text(status)))
    }
}

/// The error for a failed `call`, given the status's text. A pure function.
pub fn error_with(call: &'static str, status: CUresult, text: StatusText) -> Error {
    match status {
        CUresult::CUDA_ERROR_OUT_OF_MEMORY => Error::OutOfMemory {
            backend: Backend::Cuda,
            bytes: 0,
        },
        CUresult::CUDA_ERROR_NO_DEVICE => Error::NoDevice {
            backend: Backend::Cuda,
            detail: describe(call, status, &text),
        },
        _ => Error::Driver {
            backend: Backend::Cuda,
            call,
            code: i64::from(status as u32),
            name: text.name,
            message: text.message,
        },
    }
}

/// `call returned NAME (code): message`, for error details.
fn describe(call: &str, status: CUresult, text: &StatusText) -> String {
    let code = status as u32;
    if text.message.is_empty() {
        format!("{call} returned {} ({code})", text.name)
    } else {
        format!("{call} returned {} ({code}): {}", text.name, text.message)
    }
}

/// Whether `status` reports a fault raised by a running kernel.
///
/// These errors are sticky: the context that ran the kernel is corrupted and every later call
/// on it returns the same code.
pub fn is_sticky_fault(status: CUresult) -> bool {
    use CUresult::*;
    matches!(
        status,
        CUDA_ERROR_ILLEGAL_ADDRESS
            | CUDA_ERROR_LAUNCH_TIMEOUT
            | CUDA_ERROR_ASSERT
            | CUDA_ERROR_HARDWARE_STACK_ERROR
            | CUDA_ERROR_ILLEGAL_INSTRUCTION
            | CUDA_ERROR_MISALIGNED_ADDRESS
            | CUDA_ERROR_INVALID_ADDRESS_SPACE
            | CUDA_ERROR_INVALID_PC
            | CUDA_ERROR_LAUNCH_FAILED
            | CUDA_ERROR_TENSOR_MEMORY_LEAK
            | CUDA_ERROR_CONTAINED
            | CUDA_ERROR_ECC_UNCORRECTABLE
    )
}

/// The [`Error::KernelFault`] for a sticky fault reported by `call` after `kernel` ran.
pub fn kernel_fault(kernel: &str, call: &'static str, status: CUresult) -> Error {
    kernel_fault_with(kernel, call, status, &status_text(status))
}

/// [`kernel_fault`] with the status text given. A pure function.
pub fn kernel_fault_with(
    kernel: &str,
    call: &'static str,
    status: CUresult,
    text: &StatusText,
) -> Error {
    Error::KernelFault {
        backend: Backend::Cuda,
        kernel: kernel.to_string(),
        detail: format!(
            "{}. This error is sticky: the CUDA context is now unusable and every later call \
             on it fails the same way. Drop every handle to this device (the device, its \
             buffers and modules) and open it again; if the driver still refuses, the process \
             must be restarted",
            describe(call, status, text)
        ),
    }
}

/// Like [`check`], but a sticky fault becomes [`kernel_fault`] for `kernel`.
pub fn check_after_launch(kernel: &str, call: &'static str, status: CUresult) -> Result<()> {
    if is_sticky_fault(status) {
        Err(kernel_fault(kernel, call, status))
    } else {
        check(call, status)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(status: CUresult) -> StatusText {
        StatusText {
            name: format!("{status:?}"),
            message: "the driver says so".to_string(),
        }
    }

    #[test]
    fn success_is_ok() {
        assert!(check("cuInit", CUresult::CUDA_SUCCESS).is_ok());
    }

    #[test]
    fn out_of_memory_and_no_device_have_their_own_variants() {
        let e = error_with(
            "cuMemAlloc_v2",
            CUresult::CUDA_ERROR_OUT_OF_MEMORY,
            text(CUresult::CUDA_ERROR_OUT_OF_MEMORY),
        );
        assert!(
            matches!(
                e,
                Error::OutOfMemory {
                    backend: Backend::Cuda,
                    ..
                }
            ),
            "{e}"
        );
        let e = error_with(
            "cuInit",
            CUresult::CUDA_ERROR_NO_DEVICE,
            text(CUresult::CUDA_ERROR_NO_DEVICE),
        );
        match e {
            Error::NoDevice { backend, detail } => {
                assert_eq!(backend, Backend::Cuda);
                assert!(detail.contains("cuInit"), "{detail}");
                assert!(detail.contains("CUDA_ERROR_NO_DEVICE (100)"), "{detail}");
            }
            other => panic!("expected NoDevice, got {other:?}"),
        }
    }

    #[test]
    fn other_codes_are_driver_errors_with_name_and_message() {
        let e = error_with(
            "cuMemcpyHtoD_v2",
            CUresult::CUDA_ERROR_INVALID_VALUE,
            text(CUresult::CUDA_ERROR_INVALID_VALUE),
        );
        match &e {
            Error::Driver {
                backend,
                call,
                code,
                name,
                message,
            } => {
                assert_eq!(*backend, Backend::Cuda);
                assert_eq!(*call, "cuMemcpyHtoD_v2");
                assert_eq!(*code, 1);
                assert_eq!(name, "CUDA_ERROR_INVALID_VALUE");
                assert_eq!(message, "the driver says so");
            }
            other => panic!("expected Driver, got {other:?}"),
        }
        assert_eq!(
            e.to_string(),
            "cuda: cuMemcpyHtoD_v2 failed with CUDA_ERROR_INVALID_VALUE (1): the driver says so"
        );
    }

    #[test]
    fn check_without_a_loaded_driver_uses_the_debug_name() {
        // Nothing in this test binary loads the driver on a machine without one; on a GPU
        // machine another test may have, and then the driver's name is the same string.
        let e = check("cuModuleLoadDataEx", CUresult::CUDA_ERROR_INVALID_PTX).unwrap_err();
        match e {
            Error::Driver { code, name, .. } => {
                assert_eq!(code, 218);
                assert_eq!(name, "CUDA_ERROR_INVALID_PTX");
            }
            other => panic!("expected Driver, got {other:?}"),
        }
    }

    #[test]
    fn launch_faults_are_sticky_kernel_faults() {
        use CUresult::*;
        for status in [
            CUDA_ERROR_ILLEGAL_ADDRESS,
            CUDA_ERROR_LAUNCH_FAILED,
            CUDA_ERROR_ILLEGAL_INSTRUCTION,
            CUDA_ERROR_MISALIGNED_ADDRESS,
            CUDA_ERROR_HARDWARE_STACK_ERROR,
            CUDA_ERROR_ASSERT,
        ] {
            assert!(is_sticky_fault(status), "{status:?}");
            let e = kernel_fault_with("saxpy", "cuCtxSynchronize", status, &text(status));
            match e {
                Error::KernelFault {
                    backend,
                    kernel,
                    detail,
                } => {
                    assert_eq!(backend, Backend::Cuda);
                    assert_eq!(kernel, "saxpy");
                    assert!(detail.contains(&format!("{status:?}")), "{detail}");
                    assert!(detail.contains("the driver says so"), "{detail}");
                    assert!(detail.contains("sticky"), "{detail}");
                }
                other => panic!("expected KernelFault, got {other:?}"),
            }
        }
        for status in [
            CUDA_SUCCESS,
            CUDA_ERROR_INVALID_VALUE,
            CUDA_ERROR_OUT_OF_MEMORY,
            CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES,
            CUDA_ERROR_NOT_READY,
        ] {
            assert!(!is_sticky_fault(status), "{status:?}");
        }
        let e = check_after_launch("k", "cuCtxSynchronize", CUDA_ERROR_ILLEGAL_ADDRESS);
        assert!(matches!(e, Err(Error::KernelFault { .. })));
        let e = check_after_launch("k", "cuMemAlloc_v2", CUDA_ERROR_OUT_OF_MEMORY);
        assert!(matches!(e, Err(Error::OutOfMemory { .. })));
    }

    #[test]
    fn version_split() {
        assert_eq!(split_version(12080), (12, 8));
        assert_eq!(split_version(13000), (13, 0));
        assert_eq!(split_version(11040), (11, 4));
        assert_eq!(split_version(-1), (0, 0));
    }

    #[test]
    fn candidates_include_the_soname() {
        let names = library_candidates();
        assert!(names.iter().any(|n| n == "libcuda.so"), "{names:?}");
        assert!(names.iter().any(|n| n == "libcuda.so.1"), "{names:?}");
    }
}
