//! CUDA runtime error codes, their names and strings, and each thread's last
//! error.
//!
//! Every entry point returns a `cudaError_t`. A failure is also remembered as
//! the calling thread's last error (`cudaGetLastError` returns and clears it,
//! `cudaPeekAtLastError` only returns it) with a message that says what went
//! wrong; `cudaGetErrorString` of that code gives the message while it is the
//! thread's last error, and CUDA's text for the code otherwise.

use std::cell::RefCell;
use std::ffi::{CString, c_char};

/// `cudaError_t`: a CUDA runtime status code.
pub type CudaError = i32;

macro_rules! codes {
    ($($name:ident = $value:expr, $text:expr;)*) => {
        $(
            #[doc = $text]
            pub const $name: CudaError = $value;
        )*
        /// `(code, name, CUDA's description)` of every code this runtime returns.
        pub(crate) const CODES: &[(CudaError, &str, &str)] = &[
            $(($value, stringify!($name), $text),)*
        ];
    };
}

codes! {
    cudaSuccess = 0, "no error";
    cudaErrorInvalidValue = 1, "invalid argument";
    cudaErrorMemoryAllocation = 2, "out of memory";
    cudaErrorInitializationError = 3, "initialization error";
    cudaErrorCudartUnloading = 4, "driver shutting down";
    cudaErrorInvalidConfiguration = 9, "invalid configuration argument";
    cudaErrorInvalidPitchValue = 12, "invalid pitch argument";
    cudaErrorInvalidSymbol = 13, "invalid device symbol";
    cudaErrorInvalidHostPointer = 16, "invalid host pointer";
    cudaErrorInvalidDevicePointer = 17, "invalid device pointer";
    cudaErrorInvalidTexture = 18, "invalid texture reference";
    cudaErrorInvalidChannelDescriptor = 20, "invalid channel descriptor";
    cudaErrorInvalidMemcpyDirection = 21, "invalid copy direction for memcpy";
    cudaErrorMissingConfiguration = 52, "__global__ function call is not configured";
    cudaErrorInvalidDeviceFunction = 98, "invalid device function";
    cudaErrorNoDevice = 100, "no CUDA-capable device is detected";
    cudaErrorInvalidDevice = 101, "invalid device ordinal";
    cudaErrorInvalidKernelImage = 200, "device kernel image is invalid";
    cudaErrorNoKernelImageForDevice = 209, "no kernel image is available for execution on the device";
    cudaErrorPeerAccessUnsupported = 217, "peer access is not supported between these two devices";
    cudaErrorInvalidPtx = 218, "a PTX JIT compilation failed";
    cudaErrorInvalidResourceHandle = 400, "invalid resource handle";
    cudaErrorIllegalState = 401, "the operation cannot be performed in the present state";
    cudaErrorSymbolNotFound = 500, "named symbol not found";
    cudaErrorNotReady = 600, "device not ready";
    cudaErrorIllegalAddress = 700, "an illegal memory access was encountered";
    cudaErrorLaunchOutOfResources = 701, "too many resources requested for launch";
    cudaErrorAssert = 710, "device-side assert triggered";
    cudaErrorPeerAccessNotEnabled = 705, "peer access has not been enabled";
    cudaErrorHostMemoryAlreadyRegistered = 712, "part or all of the requested memory range is already mapped";
    cudaErrorHostMemoryNotRegistered = 713, "pointer does not correspond to a registered memory region";
    cudaErrorLaunchFailure = 719, "unspecified launch failure";
    cudaErrorCooperativeLaunchTooLarge = 720, "too many blocks in cooperative launch";
    cudaErrorNotPermitted = 800, "operation not permitted";
    cudaErrorNotSupported = 801, "operation not supported";
    cudaErrorStreamCaptureUnsupported = 900, "operation not permitted when stream is capturing";
    cudaErrorStreamCaptureInvalidated = 901, "operation failed due to a previous error during capture";
    cudaErrorStreamCaptureUnmatched = 903, "capture was not initiated in this stream";
    cudaErrorStreamCaptureUnjoined = 904, "capturing stream has unjoined work";
    cudaErrorGraphExecUpdateFailure = 910, "the graph update was not performed because it included changes which violated constraints specific to instantiated graph update";
    cudaErrorUnknown = 999, "unknown error";
}

/// A failed call: its code and what went wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{} ({}): {message}", name(*.code), .code)]
pub struct Failure {
    /// The code the call returns.
    pub code: CudaError,
    /// What went wrong, for `cudaGetErrorString`.
    pub message: String,
}

impl Failure {
    /// A failure with `code` and `message`.
    pub fn new(code: CudaError, message: impl Into<String>) -> Failure {
        Failure {
            code,
            message: message.into(),
        }
    }
}

/// What an entry point's body gives.
pub type Result<T> = std::result::Result<T, Failure>;

/// A failure with `code` and `message`.
pub(crate) fn fail<T>(code: CudaError, message: impl Into<String>) -> Result<T> {
    Err(Failure::new(code, message))
}

/// The name of `code` (`cudaErrorInvalidValue`), or `cudaErrorUnknown`.
pub fn name(code: CudaError) -> &'static str {
    CODES
        .iter()
        .find(|(c, _, _)| *c == code)
        .map_or("cudaErrorUnknown", |(_, n, _)| n)
}

/// CUDA's description of `code`.
pub fn description(code: CudaError) -> &'static str {
    CODES
        .iter()
        .find(|(c, _, _)| *c == code)
        .map_or("unrecognized error code", |(_, _, t)| t)
}

struct LastError {
    code: CudaError,
    /// `"description: message"`, NUL-terminated, for `cudaGetErrorString`.
    text: CString,
}

thread_local! {
    static LAST: RefCell<Option<LastError>> = const { RefCell::new(None) };
    /// Every string `cudaGetErrorString` returned on this thread: a program
    /// may keep the pointer, so none is freed before the thread ends.
    static KEPT: RefCell<Vec<CString>> = const { RefCell::new(Vec::new()) };
}

/// Records `f` as this thread's last error and gives its code. With
/// `GPUJIT_CUDART_LOG` set, the failure is also printed on stderr.
pub(crate) fn record(f: &Failure) -> CudaError {
    let text = format!("{}: {}", description(f.code), f.message).replace('\0', " ");
    if std::env::var_os("GPUJIT_CUDART_LOG").is_some() {
        eprintln!("gpujit cudart: {f}");
    }
    LAST.with(|l| {
        *l.borrow_mut() = Some(LastError {
            code: f.code,
            text: CString::new(text).unwrap_or_default(),
        })
    });
    f.code
}

/// This thread's last error code (`cudaSuccess` if none); `clear` resets it.
pub(crate) fn last(clear: bool) -> CudaError {
    LAST.with(|l| {
        let mut l = l.borrow_mut();
        let code = l.as_ref().map_or(cudaSuccess, |e| e.code);
        if clear {
            *l = None;
        }
        code
    })
}

/// The message of this thread's last error if it has `code`, else CUDA's
/// description of `code`, as a NUL-terminated string that lives as long as
/// the thread.
pub(crate) fn string(code: CudaError) -> *const c_char {
    let detailed = LAST.with(|l| {
        l.borrow()
            .as_ref()
            .filter(|e| e.code == code && code != cudaSuccess)
            .map(|e| e.text.clone())
    });
    let s = detailed.unwrap_or_else(|| CString::new(description(code)).unwrap_or_default());
    KEPT.with(|k| {
        let mut k = k.borrow_mut();
        if let Some(same) = k.iter().find(|x| **x == s) {
            return same.as_ptr();
        }
        let p = s.as_ptr();
        k.push(s);
        p
    })
}

/// Runs an entry point's body: its failure becomes the thread's last error
/// and its code; a panic (a bug of this runtime) becomes `cudaErrorUnknown`
/// rather than an abort of the program.
pub(crate) fn api(body: impl FnOnce() -> Result<()>) -> CudaError {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(body)) {
        Ok(Ok(())) => cudaSuccess,
        Ok(Err(f)) => record(&f),
        Err(p) => {
            let why = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            record(&Failure::new(
                cudaErrorUnknown,
                format!("internal error in gpujit's CUDA runtime: {why}"),
            ))
        }
    }
}
