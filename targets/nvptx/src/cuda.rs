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

/// [`is_sticky_fault`] for a status code as [`Error::Driver`] carries it.
pub fn is_sticky_code(code: i64) -> bool {
    use CUresult::*;
    [
        CUDA_ERROR_ILLEGAL_ADDRESS,
        CUDA_ERROR_LAUNCH_TIMEOUT,
        CUDA_ERROR_ASSERT,
        CUDA_ERROR_HARDWARE_STACK_ERROR,
        CUDA_ERROR_ILLEGAL_INSTRUCTION,
        CUDA_ERROR_MISALIGNED_ADDRESS,
        CUDA_ERROR_INVALID_ADDRESS_SPACE,
        CUDA_ERROR_INVALID_PC,
        CUDA_ERROR_LAUNCH_FAILED,
        CUDA_ERROR_TENSOR_MEMORY_LEAK,
        CUDA_ERROR_CONTAINED,
        CUDA_ERROR_ECC_UNCORRECTABLE,
    ]
    .iter()
    .any(|s| *s as i64 == code)
}

/// Whether `status` reports a fault raised by a running kernel.
///
/// These errors are sticky: the context that ran the kernel is corrupted and every later call
/// on it returns the same code.
pub fn is_sticky_fault(status: CUresult) -> bool {
    is_sticky_code(status as i64)
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

/// The newest PTX ISA each CUDA driver version reads, as ((major, minor), ISA × 10), oldest
/// first. From the release notes of the PTX ISA: each ISA version names the CUDA release that
/// introduced it.
const PTX_ISA_OF_DRIVER: &[((u32, u32), u32)] = &[
    ((10, 0), 63),
    ((10, 1), 64),
    ((10, 2), 65),
    ((11, 0), 70),
    ((11, 1), 71),
    ((11, 2), 72),
    ((11, 3), 73),
    ((11, 4), 74),
    ((11, 5), 75),
    ((11, 6), 76),
    ((11, 7), 77),
    ((11, 8), 78),
    ((12, 0), 80),
    ((12, 1), 81),
    ((12, 2), 82),
    ((12, 3), 83),
    ((12, 4), 84),
    ((12, 5), 85),
    ((12, 6), 85),
    ((12, 7), 86),
    ((12, 8), 87),
    ((12, 9), 88),
    ((13, 0), 90),
];

/// The newest PTX ISA version (× 10: 87 for 8.7) a CUDA driver of version `driver`
/// ((major, minor), as [`driver_version`] reports it) reads: 12.0 → 80, 12.8 → 87, 13.0 → 90.
///
/// A driver newer than the table's last row gets that row's ISA: a lower bound. `None` for a
/// driver older than CUDA 10.0. Unlike [`crate::codegen::ptx_for_driver`] this is the
/// driver's own limit, not capped at what LLVM emits.
pub fn driver_ptx_isa(driver: (u32, u32)) -> Option<u32> {
    PTX_ISA_OF_DRIVER
        .iter()
        .rev()
        .find(|(version, _)| *version <= driver)
        .map(|&(_, isa)| isa)
}

/// The oldest CUDA driver version known to read PTX ISA `isa` (× 10), if the table has one.
fn driver_for_ptx_isa(isa: u32) -> Option<(u32, u32)> {
    PTX_ISA_OF_DRIVER
        .iter()
        .find(|&&(_, known)| known >= isa)
        .map(|&(version, _)| version)
}

/// The argument of the first `directive` line of a PTX text (`.version`, `.target`), with
/// `//` comments removed: `"7.8"` for `.version 7.8`.
pub fn ptx_directive<'a>(ptx: &'a str, directive: &str) -> Option<&'a str> {
    ptx.lines().find_map(|line| {
        let line = line.split("//").next().unwrap_or("").trim();
        let rest = line.strip_prefix(directive)?;
        if !rest.starts_with(char::is_whitespace) {
            return None;
        }
        Some(rest.trim().trim_end_matches(';').trim())
    })
}

/// A PTX ISA version written `major.minor` as a number × 10: `"8.7"` → 87, `"10.1"` → 101.
pub fn parse_ptx_isa(text: &str) -> Option<u32> {
    let (major, minor) = text.split_once('.')?;
    let major: u32 = major.trim().parse().ok()?;
    let minor: u32 = minor.trim().parse().ok()?;
    (minor < 10).then(|| major * 10 + minor)
}

/// `87` → `"8.7"`.
fn isa_text(isa: u32) -> String {
    format!("{}.{}", isa / 10, isa % 10)
}

/// Whether the PTX asks for a newer ISA than the driver `driver` reads. `false` when either
/// is unknown.
pub fn ptx_too_new(ptx: &str, driver: (u32, u32)) -> bool {
    let asked = ptx_directive(ptx, ".version").and_then(parse_ptx_isa);
    matches!((asked, driver_ptx_isa(driver)), (Some(asked), Some(max)) if asked > max)
}

/// Explains a PTX the driver refused for its version (`CUDA_ERROR_UNSUPPORTED_PTX_VERSION`):
/// what the PTX asks for (its `.version` and `.target` lines), what the driver reads (its
/// version and the newest PTX ISA of that version) and how to fix it (compile for an older
/// PTX ISA, or update the driver). A pure function: `driver` is what `cuDriverGetVersion`
/// reported.
pub fn unsupported_ptx_message(ptx: &str, driver: (u32, u32)) -> String {
    let version = ptx_directive(ptx, ".version");
    let target = ptx_directive(ptx, ".target");
    let asked = version.and_then(parse_ptx_isa);
    let max = driver_ptx_isa(driver);
    let (major, minor) = driver;

    let mut out = match (version, target) {
        (Some(v), Some(t)) => format!("the PTX asks for `.version {v}` and `.target {t}`"),
        (Some(v), None) => format!("the PTX asks for `.version {v}` (no `.target` line)"),
        (None, Some(t)) => format!("the PTX has no `.version` line; it asks for `.target {t}`"),
        (None, None) => "the PTX has neither a `.version` nor a `.target` line".to_string(),
    };
    out.push_str(&format!("; the installed CUDA driver is {major}.{minor}"));
    match max {
        Some(max) if driver > PTX_ISA_OF_DRIVER[PTX_ISA_OF_DRIVER.len() - 1].0 => {
            out.push_str(&format!(", which reads PTX ISA {} or newer", isa_text(max)))
        }
        Some(max) => out.push_str(&format!(", which reads PTX ISA up to {}", isa_text(max))),
        None => out.push_str(", older than any this crate knows the PTX ISA of"),
    }
    if let (Some(asked), Some(max)) = (asked, max)
        && asked <= max
    {
        out.push_str(
            ". The `.version` is within that limit, so the driver objects to something else: \
             most likely a `.target` newer than this driver knows",
        );
    }

    // The ISA to compile for: the driver's, capped at what LLVM can emit.
    let suggest = max.map(|m| m.min(crate::codegen::LLVM_MAX_PTX));
    out.push_str(". To fix: compile for an older PTX ISA with `ptx_version` ");
    out.push_str(
        "(`gpujit::CompileOptions::ptx_version` or `gpujit_nvptx::NvptxOptions::ptx_version`",
    );
    match suggest {
        Some(s) => out.push_str(&format!(" = Some({s}), i.e. PTX {}, or lower", isa_text(s))),
        None => out.push_str(" set to an older version"),
    }
    out.push_str("; `gpujit::compile_for` picks it from the driver), or update the NVIDIA driver");
    match asked.map(|a| (a, driver_for_ptx_isa(a))) {
        Some((a, Some((dmaj, dmin)))) => out.push_str(&format!(
            " to one of CUDA {dmaj}.{dmin} or newer, which reads PTX ISA {}",
            isa_text(a)
        )),
        Some((a, None)) => out.push_str(&format!(
            " to one that reads PTX ISA {} (newer than any release this crate knows)",
            isa_text(a)
        )),
        None => {}
    }
    out
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

    #[test]
    fn driver_versions_map_to_ptx_isa() {
        assert_eq!(driver_ptx_isa((12, 0)), Some(80));
        assert_eq!(driver_ptx_isa((12, 4)), Some(84));
        assert_eq!(driver_ptx_isa((12, 6)), Some(85));
        assert_eq!(driver_ptx_isa((12, 8)), Some(87));
        assert_eq!(driver_ptx_isa((13, 0)), Some(90));
        assert_eq!(driver_ptx_isa((11, 8)), Some(78));
        // Newer than the table: its last row, a lower bound.
        assert_eq!(driver_ptx_isa((13, 5)), Some(90));
        assert_eq!(driver_ptx_isa((14, 0)), Some(90));
        assert_eq!(driver_ptx_isa((9, 2)), None);
        // Monotonic, and never below what codegen assumes for the same driver.
        let mut last = 0;
        for &((major, minor), isa) in PTX_ISA_OF_DRIVER {
            assert!(isa >= last, "{major}.{minor}");
            last = isa;
            let encoded = (major * 1000 + minor * 10) as i32;
            assert!(
                crate::codegen::ptx_for_driver(encoded) <= isa,
                "codegen picks more than driver {major}.{minor} reads"
            );
        }
        assert_eq!(driver_for_ptx_isa(87), Some((12, 8)));
        assert_eq!(driver_for_ptx_isa(85), Some((12, 5)));
        assert_eq!(driver_for_ptx_isa(99), None);
    }

    #[test]
    fn ptx_directives_are_read() {
        let ptx = "//\n// Generated by LLVM NVPTX Back-End\n//\n\n.version 8.5 // comment\n\
                   .target sm_90a\n.address_size 64\n";
        assert_eq!(ptx_directive(ptx, ".version"), Some("8.5"));
        assert_eq!(ptx_directive(ptx, ".target"), Some("sm_90a"));
        assert_eq!(ptx_directive(ptx, ".address_size"), Some("64"));
        assert_eq!(ptx_directive("// .version 1.0\n", ".version"), None);
        assert_eq!(ptx_directive(".versions 1.0\n", ".version"), None);
        assert_eq!(parse_ptx_isa("8.7"), Some(87));
        assert_eq!(parse_ptx_isa("10.1"), Some(101));
        assert_eq!(parse_ptx_isa("9"), None);
        assert_eq!(parse_ptx_isa("x.y"), None);
        assert!(ptx_too_new(".version 9.9\n.target sm_80\n", (12, 8)));
        assert!(!ptx_too_new(".version 8.7\n.target sm_80\n", (12, 8)));
        assert!(!ptx_too_new(".target sm_80\n", (12, 8)));
    }

    #[test]
    fn unsupported_ptx_message_says_what_was_asked_what_is_supported_and_how_to_fix() {
        let ptx = ".version 9.9\n.target sm_80\n.address_size 64\n";
        let m = unsupported_ptx_message(ptx, (12, 8));
        for needle in [
            "`.version 9.9`",
            "`.target sm_80`",
            "CUDA driver is 12.8",
            "up to 8.7",
            "CompileOptions::ptx_version",
            "NvptxOptions::ptx_version",
            "update the NVIDIA driver",
            "newer than any release",
        ] {
            assert!(m.contains(needle), "`{needle}` missing from: {m}");
        }
        // The suggestion is capped at what LLVM emits.
        let cap = crate::codegen::LLVM_MAX_PTX.min(87);
        assert!(m.contains(&format!("Some({cap})")), "{m}");

        // A known newer ISA names the driver that reads it.
        let m = unsupported_ptx_message(".version 8.8\n.target sm_90\n", (12, 4));
        assert!(m.contains("up to 8.4"), "{m}");
        assert!(m.contains("CUDA 12.9 or newer"), "{m}");
        assert!(m.contains("Some(84)"), "{m}");

        // A driver newer than the table: a lower bound.
        let m = unsupported_ptx_message(".version 9.9\n.target sm_80\n", (13, 7));
        assert!(m.contains("13.7"), "{m}");
        assert!(m.contains("9.0 or newer"), "{m}");

        // A version within the limit: the target is the suspect.
        let m = unsupported_ptx_message(".version 7.8\n.target sm_120\n", (12, 8));
        assert!(m.contains("within that limit"), "{m}");

        // Nothing to read.
        let m = unsupported_ptx_message("garbage", (12, 8));
        assert!(m.contains("neither a `.version` nor a `.target`"), "{m}");
        assert!(m.contains("ptx_version"), "{m}");
    }
}
