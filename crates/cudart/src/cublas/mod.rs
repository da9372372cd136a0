//! cuBLAS's C ABI (`libcublas.so`) over gpujit-blas, in the runtime's own
//! library: programs linked with `-lcublas` load this library under that
//! name too (the build places `libcublas.so`, `.so.12` and `.so.13` beside
//! it as links), so that the device pointers of `cudaMalloc` and the
//! `cudaStream_t` handles the program passes are the runtime's.
//!
//! A handle (`cublasHandle_t`) belongs to the device current when it was
//! created and queues its work on the stream set with `cublasSetStream`
//! (the legacy default stream unless set), ordered as the runtime orders
//! its streams. Scalars are read from host memory unless the handle is set
//! to `CUBLAS_POINTER_MODE_DEVICE`, which the level-1 routines take (their
//! scalars read and their results written in device memory, in stream
//! order) and the rest refuse. Every matrix pointer must lie in an
//! allocation of `cudaMalloc` (anywhere inside it), with room for what the
//! product reaches: otherwise `CUBLAS_STATUS_INVALID_VALUE`.
//!
//! Failures return cuBLAS's status codes; with `GPUJIT_CUDART_LOG` set,
//! each is also printed on stderr with what went wrong. Entry points that
//! are exported only to refuse ([`unsupported`]) return
//! `CUBLAS_STATUS_NOT_SUPPORTED`.

mod batched;
mod gemm;
mod gemv;
mod helpers;
mod level1;
pub mod unsupported;

use std::collections::{HashMap, HashSet};
use std::ffi::{c_char, c_int, c_void};
use std::sync::atomic::{AtomicI32, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

pub use batched::*;
pub use gemm::*;
pub use gemv::*;
pub use helpers::*;
pub use level1::*;

use crate::CudaStream;
use crate::error::Failure;
use crate::state::{DeviceState, current, current_ordinal, devices, lock};

/// `cublasStatus_t`.
pub type CublasStatus = c_int;
/// `cublasHandle_t`.
pub type CublasHandle = *mut c_void;

macro_rules! statuses {
    ($($name:ident = $value:expr, $text:expr;)*) => {
        $(
            #[doc = concat!("`", stringify!($name), "`: ", $text, ".")]
            pub const $name: CublasStatus = $value;
        )*
        /// `(status, name, description)` of every cuBLAS status.
        const STATUSES: &[(CublasStatus, &std::ffi::CStr, &std::ffi::CStr)] = &[
            $(($value, {
                const N: &str = concat!(stringify!($name), "\0");
                match std::ffi::CStr::from_bytes_with_nul(N.as_bytes()) {
                    Ok(c) => c,
                    Err(_) => c"",
                }
            }, {
                const T: &str = concat!($text, "\0");
                match std::ffi::CStr::from_bytes_with_nul(T.as_bytes()) {
                    Ok(c) => c,
                    Err(_) => c"",
                }
            }),)*
        ];
    };
}

statuses! {
    CUBLAS_STATUS_SUCCESS = 0, "the operation completed successfully";
    CUBLAS_STATUS_NOT_INITIALIZED = 1, "the library was not initialized";
    CUBLAS_STATUS_ALLOC_FAILED = 3, "the resource allocation failed";
    CUBLAS_STATUS_INVALID_VALUE = 7, "an invalid numeric value was used as an argument";
    CUBLAS_STATUS_ARCH_MISMATCH = 8, "an absent device architectural feature is required";
    CUBLAS_STATUS_MAPPING_ERROR = 11, "an access to GPU memory space failed";
    CUBLAS_STATUS_EXECUTION_FAILED = 13, "the GPU program failed to execute";
    CUBLAS_STATUS_INTERNAL_ERROR = 14, "an internal operation failed";
    CUBLAS_STATUS_NOT_SUPPORTED = 15, "the functionality requested is not supported";
    CUBLAS_STATUS_LICENSE_ERROR = 16, "the functionality requested requires some license";
}

/// The cuBLAS version this library answers as (`cublasGetVersion`):
/// major·10000 + minor·100 + patch, cuBLAS 12.9.0 (CUDA 12.9's).
pub const CUBLAS_VERSION: c_int = 120900;

/// `CUBLAS_POINTER_MODE_HOST`.
const POINTER_MODE_HOST: c_int = 0;
/// `CUBLAS_POINTER_MODE_DEVICE`.
const POINTER_MODE_DEVICE: c_int = 1;

/// A refused call: its status and what went wrong.
#[derive(Debug, Clone)]
pub(crate) struct Refusal {
    status: CublasStatus,
    message: String,
    /// The argument found invalid, by its name in cuBLAS's prototype
    /// (`lda`, `transa`), where one is.
    arg: Option<String>,
}

pub(crate) type Res<T> = std::result::Result<T, Refusal>;

pub(crate) fn refuse<T>(status: CublasStatus, message: impl Into<String>) -> Res<T> {
    Err(Refusal {
        status,
        message: message.into(),
        arg: None,
    })
}

/// [`refuse`] with `CUBLAS_STATUS_INVALID_VALUE` for the argument `arg`.
pub(crate) fn invalid_arg<T>(arg: &str, message: impl Into<String>) -> Res<T> {
    Err(Refusal {
        status: CUBLAS_STATUS_INVALID_VALUE,
        message: message.into(),
        arg: Some(arg.to_string()),
    })
}

impl From<Failure> for Refusal {
    /// A failure of the runtime under a cuBLAS call, as the status cuBLAS
    /// gives for it.
    fn from(f: Failure) -> Refusal {
        use crate::error::*;
        let status = match f.code {
            cudaErrorInvalidValue | cudaErrorInvalidResourceHandle => CUBLAS_STATUS_INVALID_VALUE,
            cudaErrorNoDevice | cudaErrorInvalidDevice | cudaErrorInitializationError => {
                CUBLAS_STATUS_NOT_INITIALIZED
            }
            cudaErrorMemoryAllocation => CUBLAS_STATUS_ALLOC_FAILED,
            cudaErrorNotSupported => CUBLAS_STATUS_NOT_SUPPORTED,
            cudaErrorIllegalAddress
            | cudaErrorLaunchFailure
            | cudaErrorAssert
            | cudaErrorNoKernelImageForDevice
            | cudaErrorLaunchOutOfResources => CUBLAS_STATUS_EXECUTION_FAILED,
            _ => CUBLAS_STATUS_INTERNAL_ERROR,
        };
        Refusal {
            status,
            message: f.to_string(),
            arg: None,
        }
    }
}

impl From<gpujit_blas::BlasError> for Refusal {
    fn from(e: gpujit_blas::BlasError) -> Refusal {
        use gpujit_blas::BlasError as E;
        let status = match &e {
            E::InvalidValue { .. } | E::BufferTooSmall { .. } => CUBLAS_STATUS_INVALID_VALUE,
            E::TypeMismatch { .. } | E::NotSupported(_) => CUBLAS_STATUS_NOT_SUPPORTED,
            _ => CUBLAS_STATUS_EXECUTION_FAILED,
        };
        let arg = match &e {
            E::InvalidValue { arg, .. } => Some(arg.to_string()),
            _ => None,
        };
        Refusal {
            status,
            message: e.to_string(),
            arg,
        }
    }
}

/// The name of `status` (`CUBLAS_STATUS_INVALID_VALUE`).
pub fn status_name(status: CublasStatus) -> &'static str {
    STATUSES
        .iter()
        .find(|(s, _, _)| *s == status)
        .and_then(|(_, n, _)| n.to_str().ok())
        .unwrap_or("CUBLAS_STATUS_UNKNOWN")
}

/// Runs a cuBLAS entry point's body: a refusal becomes its status (printed
/// with its message when `GPUJIT_CUDART_LOG` is set); a panic (a bug of this
/// library) becomes `CUBLAS_STATUS_INTERNAL_ERROR` rather than an abort.
pub(crate) fn cublas_api(name: &str, body: impl FnOnce() -> Res<()>) -> CublasStatus {
    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(body)).unwrap_or_else(|p| {
        let why = p
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default();
        refuse(
            CUBLAS_STATUS_INTERNAL_ERROR,
            format!("internal error in gpujit's cuBLAS: {why}"),
        )
    });
    match r {
        Ok(()) => CUBLAS_STATUS_SUCCESS,
        Err(r) => {
            if r.status == CUBLAS_STATUS_INVALID_VALUE
                && let Some(arg) = &r.arg
                && let Some((routine, number)) = xerbla(name, arg)
            {
                // Through C's stdout, in order with the program's printf.
                gpujit_device::printf::write_stdout(
                    format!(
                        " ** On entry to {routine} parameter number {number} had an illegal value\n"
                    )
                    .as_bytes(),
                );
            }
            if std::env::var_os("GPUJIT_CUDART_LOG").is_some() {
                eprintln!(
                    "gpujit cublas: {name}: {} ({}): {}",
                    status_name(r.status),
                    r.status,
                    r.message
                );
            }
            r.status
        }
    }
}

/// The routine name and the parameter number NVIDIA's cuBLAS prints (on
/// standard output, as BLAS's `xerbla`) when `entry` rejects `arg`; `None`
/// where it prints nothing. Parameters are numbered from 1 without the
/// handle, a `*GemmEx` call counting its type arguments; the batched gemms
/// number their arguments as the plain gemm does and the batch count 14.
/// Taken from cuBLAS 13.1 on an H200, which prints nothing for `gemv` and
/// returns `CUBLAS_STATUS_EXECUTION_FAILED` silently for a negative batch
/// count of `cublasGemmStridedBatchedEx`.
fn xerbla(entry: &str, arg: &str) -> Option<(&'static str, u32)> {
    let gemm = |arg: &str| {
        Some(match arg {
            "transa" => 1,
            "transb" => 2,
            "m" => 3,
            "n" => 4,
            "k" => 5,
            "lda" => 8,
            "ldb" => 10,
            "ldc" => 13,
            "batch_count" => 14,
            _ => return None,
        })
    };
    let ex = |arg: &str| {
        Some(match arg {
            "transa" => 1,
            "transb" => 2,
            "m" => 3,
            "n" => 4,
            "k" => 5,
            "lda" => 9,
            "ldb" => 12,
            "ldc" => 16,
            _ => return None,
        })
    };
    match entry {
        "cublasSgemm" => Some(("SGEMM ", gemm(arg)?)),
        "cublasHgemm" => Some(("HGEMM ", gemm(arg)?)),
        "cublasSgemmStridedBatched" => Some(("SgemmStridedBatched", gemm(arg)?)),
        "cublasSgemmBatched" => Some(("SgemmBatched", gemm(arg)?)),
        "cublasGemmEx" | "cublasGemmStridedBatchedEx" => Some(("GEMM_EX ", ex(arg)?)),
        _ => None,
    }
}

/// What a `cublasHandle_t` points to.
pub(crate) struct HandleObj {
    /// The device ordinal current at `cublasCreate`.
    device: usize,
    /// The `cudaStream_t` work is queued on.
    stream: AtomicUsize,
    /// `cublasMath_t` as set.
    math: AtomicI32,
    /// `cublasPointerMode_t` as set.
    pointer_mode: AtomicI32,
    /// Scratch memory of the reductions whose results go to device memory,
    /// one piece per stream (keyed by the `cudaStream_t`), so that work on
    /// one stream never waits for another's.
    scratch: Mutex<HashMap<usize, gpujit::Buffer<f64>>>,
}

impl HandleObj {
    /// The handle's device, opened, with its sticky fault checked.
    pub(crate) fn device(&self) -> Res<Arc<DeviceState>> {
        let d = devices()?.get(self.device)?;
        d.check_sticky()?;
        Ok(d)
    }

    /// The stream work is queued on.
    pub(crate) fn stream(&self) -> CudaStream {
        self.stream.load(Ordering::Relaxed) as CudaStream
    }

    /// Whether scalars and results lie in device memory
    /// (`CUBLAS_POINTER_MODE_DEVICE`).
    pub(crate) fn device_pointers(&self) -> bool {
        self.pointer_mode.load(Ordering::Relaxed) == POINTER_MODE_DEVICE
    }

    /// The BLAS math mode the handle's grants `f32` products:
    /// `MathMode::AllowTf32` under `CUBLAS_TF32_TENSOR_OP_MATH` (with or
    /// without `CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION`), the
    /// default under the others.
    pub(crate) fn math_mode(&self) -> gpujit_blas::MathMode {
        if self.math.load(Ordering::Relaxed) & !16 == 3 {
            gpujit_blas::MathMode::AllowTf32
        } else {
            gpujit_blas::MathMode::Default
        }
    }

    /// The device address of the handle's reduction scratch memory for the
    /// stream it queues on ([`gpujit_blas::Blas::REDUCTION_SCRATCH`] `f64`
    /// elements), allocated at its first use.
    pub(crate) fn scratch(&self, d: &DeviceState) -> Res<u64> {
        let mut map = lock(&self.scratch);
        let key = self.stream() as usize;
        if let Some(b) = map.get(&key) {
            return Ok(b.memory().addr());
        }
        let b = gpujit::DeviceExt::alloc::<f64>(d.dev(), gpujit_blas::Blas::REDUCTION_SCRATCH)
            .map_err(|e| d.device_error("cuBLAS scratch memory", e))?;
        let addr = b.memory().addr();
        map.insert(key, b);
        Ok(addr)
    }

    /// The handle's BLAS kernels: the device's, made at the first use.
    pub(crate) fn blas(&self, d: &DeviceState) -> Res<Arc<gpujit_blas::Blas>> {
        let mut slot = lock(&d.blas);
        if let Some(b) = &*slot {
            return Ok(b.clone());
        }
        let b = Arc::new(gpujit_blas::Blas::with_shared_jit(d.jit.clone())?);
        *slot = Some(b.clone());
        Ok(b)
    }
}

/// Handles given out and not destroyed.
fn live() -> &'static Mutex<HashSet<usize>> {
    static LIVE: OnceLock<Mutex<HashSet<usize>>> = OnceLock::new();
    LIVE.get_or_init(Mutex::default)
}

/// The object behind a handle; a null, destroyed or forged handle is
/// `CUBLAS_STATUS_NOT_INITIALIZED`, as cuBLAS answers.
pub(crate) fn handle_obj<'a>(h: CublasHandle) -> Res<&'a HandleObj> {
    if !lock(live()).contains(&(h as usize)) {
        return refuse(
            CUBLAS_STATUS_NOT_INITIALIZED,
            format!("handle {h:p} was not created by cublasCreate or was destroyed"),
        );
    }
    // SAFETY: live handles are leaked boxes made in `cublasCreate_v2`, freed
    // only once removed from the set.
    Ok(unsafe { &*(h as *const HandleObj) })
}

/// Writes `value` through `out`, refusing a null `out`.
///
/// # Safety
/// `out` is null or valid for a write of `T`.
unsafe fn put<T>(out: *mut T, value: T, what: &str) -> Res<()> {
    if out.is_null() {
        return refuse(
            CUBLAS_STATUS_INVALID_VALUE,
            format!("{what} is a null pointer"),
        );
    }
    // SAFETY: non-null, and valid by this function's contract.
    unsafe { out.write(value) };
    Ok(())
}

/// Creates a handle on the current device, queuing on the default stream.
///
/// # Safety
/// `out` is null or valid for a write of a handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cublasCreate_v2(out: *mut CublasHandle) -> CublasStatus {
    cublas_api("cublasCreate", || {
        if out.is_null() {
            return refuse(CUBLAS_STATUS_INVALID_VALUE, "the handle pointer is null");
        }
        current()?;
        let obj = Box::new(HandleObj {
            device: current_ordinal(),
            stream: AtomicUsize::new(0),
            math: AtomicI32::new(0),
            pointer_mode: AtomicI32::new(POINTER_MODE_HOST),
            scratch: Mutex::default(),
        });
        let p = Box::into_raw(obj) as usize;
        lock(live()).insert(p);
        // SAFETY: this function's contract.
        unsafe { put(out, p as CublasHandle, "cublasCreate's handle") }
    })
}

/// Destroys a handle. Where it holds scratch memory that queued work may
/// still use, it waits for the device first, as cuBLAS does.
///
/// # Safety
/// None beyond the program's own: the handle is checked.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cublasDestroy_v2(h: CublasHandle) -> CublasStatus {
    cublas_api("cublasDestroy", || {
        let obj = handle_obj(h)?;
        let waited = if lock(&obj.scratch).is_empty() {
            Ok(())
        } else {
            devices()
                .and_then(|all| all.get(obj.device))
                .and_then(|d| d.synchronize_all())
        };
        lock(live()).remove(&(h as usize));
        // SAFETY: a live handle is a box of this module, freed once (it left
        // the live set above).
        drop(unsafe { Box::from_raw(h as *mut HandleObj) });
        Ok(waited?)
    })
}

/// Sets the stream the handle's work is queued on (0: the default stream).
///
/// # Safety
/// None beyond the program's own: the handles are checked.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cublasSetStream_v2(h: CublasHandle, stream: CudaStream) -> CublasStatus {
    cublas_api("cublasSetStream", || {
        let obj = handle_obj(h)?;
        if let Some(dev) = crate::stream::stream_device(stream)?
            && dev != obj.device
        {
            return refuse(
                CUBLAS_STATUS_INVALID_VALUE,
                format!(
                    "stream {stream:p} belongs to device {dev}, the handle to device {}",
                    obj.device
                ),
            );
        }
        obj.stream.store(stream as usize, Ordering::Relaxed);
        Ok(())
    })
}

/// The stream the handle's work is queued on.
///
/// # Safety
/// `out` is null or valid for a write of a stream handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cublasGetStream_v2(h: CublasHandle, out: *mut CudaStream) -> CublasStatus {
    cublas_api("cublasGetStream", || {
        let obj = handle_obj(h)?;
        // SAFETY: this function's contract.
        unsafe { put(out, obj.stream(), "cublasGetStream's streamId") }
    })
}

/// Sets the math mode: `CUBLAS_DEFAULT_MATH` (0), `CUBLAS_TENSOR_OP_MATH`
/// (1), `CUBLAS_PEDANTIC_MATH` (2), `CUBLAS_TF32_TENSOR_OP_MATH` (3), each
/// optionally with `CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION` (16).
/// Under `CUBLAS_TF32_TENSOR_OP_MATH`, the `f32` products of `cublasSgemm*`
/// and of `cublasGemmEx*` in `CUBLAS_COMPUTE_32F` may read their inputs as
/// `tf32` on devices with `tf32` matrix units ([`gpujit_blas::MathMode`]);
/// every other product, and every product under the other modes, is
/// computed in its full precision.
///
/// # Safety
/// None beyond the program's own: the handle is checked.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cublasSetMathMode(h: CublasHandle, mode: c_int) -> CublasStatus {
    cublas_api("cublasSetMathMode", || {
        let obj = handle_obj(h)?;
        if !(0..=3).contains(&(mode & !16)) {
            return refuse(
                CUBLAS_STATUS_INVALID_VALUE,
                format!("math mode {mode} is not a cublasMath_t"),
            );
        }
        obj.math.store(mode, Ordering::Relaxed);
        Ok(())
    })
}

/// The math mode as set.
///
/// # Safety
/// `out` is null or valid for a write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cublasGetMathMode(h: CublasHandle, out: *mut c_int) -> CublasStatus {
    cublas_api("cublasGetMathMode", || {
        let obj = handle_obj(h)?;
        // SAFETY: this function's contract.
        unsafe {
            put(
                out,
                obj.math.load(Ordering::Relaxed),
                "cublasGetMathMode's mode",
            )
        }
    })
}

/// Sets where scalars are read and results written: host memory
/// (`CUBLAS_POINTER_MODE_HOST`) or device memory
/// (`CUBLAS_POINTER_MODE_DEVICE`, taken by the level-1 routines; the
/// others then return `CUBLAS_STATUS_NOT_SUPPORTED`).
///
/// # Safety
/// None beyond the program's own: the handle is checked.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cublasSetPointerMode_v2(h: CublasHandle, mode: c_int) -> CublasStatus {
    cublas_api("cublasSetPointerMode", || {
        let obj = handle_obj(h)?;
        match mode {
            POINTER_MODE_HOST | POINTER_MODE_DEVICE => {
                obj.pointer_mode.store(mode, Ordering::Relaxed);
                Ok(())
            }
            _ => refuse(
                CUBLAS_STATUS_INVALID_VALUE,
                format!("pointer mode {mode} is not a cublasPointerMode_t"),
            ),
        }
    })
}

/// Where scalars are read and results written, as set.
///
/// # Safety
/// `out` is null or valid for a write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cublasGetPointerMode_v2(h: CublasHandle, out: *mut c_int) -> CublasStatus {
    cublas_api("cublasGetPointerMode", || {
        let obj = handle_obj(h)?;
        let mode = obj.pointer_mode.load(Ordering::Relaxed);
        // SAFETY: this function's contract.
        unsafe { put(out, mode, "cublasGetPointerMode's mode") }
    })
}

/// The cuBLAS version ([`CUBLAS_VERSION`]).
///
/// # Safety
/// `out` is null or valid for a write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cublasGetVersion_v2(h: CublasHandle, out: *mut c_int) -> CublasStatus {
    cublas_api("cublasGetVersion", || {
        handle_obj(h)?;
        // SAFETY: this function's contract.
        unsafe { put(out, CUBLAS_VERSION, "cublasGetVersion's version") }
    })
}

/// `cublasGetProperty`: the major (0), minor (1) or patch (2) number of
/// [`CUBLAS_VERSION`].
///
/// # Safety
/// `out` is null or valid for a write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cublasGetProperty(kind: c_int, out: *mut c_int) -> CublasStatus {
    cublas_api("cublasGetProperty", || {
        let v = match kind {
            0 => CUBLAS_VERSION / 10000,
            1 => CUBLAS_VERSION / 100 % 100,
            2 => CUBLAS_VERSION % 100,
            _ => {
                return refuse(
                    CUBLAS_STATUS_INVALID_VALUE,
                    format!("{kind} is not a libraryPropertyType"),
                );
            }
        };
        // SAFETY: this function's contract.
        unsafe { put(out, v, "cublasGetProperty's value") }
    })
}

/// The CUDA runtime version this cuBLAS works with.
#[unsafe(no_mangle)]
pub extern "C" fn cublasGetCudartVersion() -> usize {
    crate::RUNTIME_VERSION as usize
}

/// Accepts a workspace for the handle: the products here need none, so it
/// is not used.
///
/// # Safety
/// None: the pointer is not used.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cublasSetWorkspace_v2(
    h: CublasHandle,
    _workspace: *mut c_void,
    _bytes: usize,
) -> CublasStatus {
    cublas_api("cublasSetWorkspace", || handle_obj(h).map(|_| ()))
}

/// The name of a status (`"CUBLAS_STATUS_INVALID_VALUE"`), or
/// `"CUBLAS_STATUS_UNKNOWN"`.
#[unsafe(no_mangle)]
pub extern "C" fn cublasGetStatusName(status: CublasStatus) -> *const c_char {
    STATUSES
        .iter()
        .find(|(s, _, _)| *s == status)
        .map_or(c"CUBLAS_STATUS_UNKNOWN".as_ptr(), |(_, n, _)| n.as_ptr())
}

/// A description of a status.
#[unsafe(no_mangle)]
pub extern "C" fn cublasGetStatusString(status: CublasStatus) -> *const c_char {
    STATUSES
        .iter()
        .find(|(s, _, _)| *s == status)
        .map_or(c"unknown error".as_ptr(), |(_, _, t)| t.as_ptr())
}

macro_rules! plain_names {
    ($($plain:ident = $v2:ident ($($arg:ident: $ty:ty),*);)*) => {
        $(
            #[doc = concat!("`", stringify!($plain), "`: [`", stringify!($v2), "`] under the name without `_v2`.")]
            ///
            /// # Safety
            #[doc = concat!("As for [`", stringify!($v2), "`].")]
            #[unsafe(no_mangle)]
            pub unsafe extern "C" fn $plain($($arg: $ty),*) -> CublasStatus {
                // SAFETY: this function's contract.
                unsafe { $v2($($arg),*) }
            }
        )*
    };
}

plain_names! {
    cublasCreate = cublasCreate_v2(out: *mut CublasHandle);
    cublasDestroy = cublasDestroy_v2(h: CublasHandle);
    cublasSetStream = cublasSetStream_v2(h: CublasHandle, stream: CudaStream);
    cublasGetStream = cublasGetStream_v2(h: CublasHandle, out: *mut CudaStream);
    cublasSetPointerMode = cublasSetPointerMode_v2(h: CublasHandle, mode: c_int);
    cublasGetPointerMode = cublasGetPointerMode_v2(h: CublasHandle, out: *mut c_int);
    cublasSetWorkspace = cublasSetWorkspace_v2(h: CublasHandle, w: *mut c_void, bytes: usize);
}

/// The legacy API's `cublasGetVersion(int *version)`: [`CUBLAS_VERSION`].
///
/// # Safety
/// `out` is null or valid for a write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cublasGetVersion(out: *mut c_int) -> CublasStatus {
    cublas_api("cublasGetVersion", || {
        // SAFETY: this function's contract.
        unsafe { put(out, CUBLAS_VERSION, "cublasGetVersion's version") }
    })
}
