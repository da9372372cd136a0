//! Level 1: `cublas{S,D}axpy`, `scal`, `dot`, `nrm2` and `asum` on vectors
//! at device pointers of `cudaMalloc`, any non-zero increment where the
//! reference BLAS takes one (`axpy` and `dot` read a vector backwards
//! where its increment is negative; `nrm2`, `asum` and `scal` treat an
//! increment below 1 as an empty vector).
//!
//! Updates are queued on the handle's stream. A reduction's result goes
//! to host memory (`CUBLAS_POINTER_MODE_HOST`): the call waits for the
//! stream and returns the value, as cuBLAS does, so it cannot be captured
//! into a graph.

use std::ffi::{c_int, c_void};

use gpujit::{DeviceExt, Kernel, KernelArg, LaunchConfig};
use gpujit_blas::{Blas, DataType, RawVector, Reduction};

use super::gemm::{Scalar, operand, scalar, size_of};
use super::{
    CUBLAS_STATUS_INVALID_VALUE, CUBLAS_STATUS_NOT_SUPPORTED, CublasHandle, HandleObj, Res,
    handle_obj, refuse,
};
use crate::state::DeviceState;
use crate::stream::Queue;

/// A vector argument: the allocation of `cudaMalloc` holding `ptr` gives
/// how far the operation may reach ([`operand`], as for a matrix). A
/// pointer in none is refused when the operation touches the vector
/// (`n > 0`).
fn vector(
    d: &DeviceState,
    (ptr, inc): (*const c_void, c_int),
    t: DataType,
    arg: &str,
    n: c_int,
) -> Res<RawVector> {
    let m = operand(d, ptr, t, arg, n > 0)?;
    Ok(RawVector {
        dtype: m.dtype,
        addr: m.addr,
        len: m.len,
        inc: inc.into(),
    })
}

/// Runs `queue` with the handle's BLAS and a launch on `q`.
fn queued(
    obj: &HandleObj,
    d: &DeviceState,
    q: &Queue,
    queue: impl FnOnce(&Blas, &mut gpujit_blas::Launch<'_>) -> gpujit_blas::Result<()>,
) -> Res<()> {
    let blas = obj.blas(d)?;
    let info = d.dev().info().clone();
    let mut launch = |k: &Kernel, cfg: &LaunchConfig, args: &[KernelArg<'_>]| {
        gpujit_device::check_launch(&info, k, cfg, args)?;
        // SAFETY: the kernel was loaded on this device by the handle's BLAS
        // (which shares the device's JIT) and passed the launch checks; its
        // vectors lie in allocations of cudaMalloc that reach as far as the
        // operation does (checked by gpujit-blas), or in scratch memory this
        // call holds until the stream has finished.
        unsafe { q.raw().launch_raw(k, cfg, args) }
    };
    Ok(queue(&blas, &mut launch)?)
}

fn axpy(
    h: CublasHandle,
    n: c_int,
    alpha: f64,
    (x, y): ((*const c_void, c_int), (*const c_void, c_int)),
    t: DataType,
) -> Res<()> {
    let obj = handle_obj(h)?;
    let d = obj.device()?;
    let touched = if alpha == 0.0 { 0 } else { n };
    let (x, y) = (
        vector(&d, x, t, "x", touched)?,
        vector(&d, y, t, "y", touched)?,
    );
    let q = crate::stream::queue(&d, obj.stream())?;
    // SAFETY: as for the launches of `queued`.
    queued(obj, &d, &q, |b, launch| unsafe {
        b.axpy_raw(n.into(), alpha, x, y, launch)
    })
}

fn scal(h: CublasHandle, n: c_int, alpha: f64, x: (*const c_void, c_int), t: DataType) -> Res<()> {
    let obj = handle_obj(h)?;
    let d = obj.device()?;
    let touched = if x.1 > 0 { n } else { 0 };
    let x = vector(&d, x, t, "x", touched)?;
    let q = crate::stream::queue(&d, obj.stream())?;
    // SAFETY: as for the launches of `queued`.
    queued(obj, &d, &q, |b, launch| unsafe {
        b.scal_raw(n.into(), alpha, x, launch)
    })
}

/// A reduction into `result`, host memory of `t`'s size: queued on the
/// handle's stream with scratch memory of its own, which the call holds
/// until the stream has finished and the result is read.
///
/// # Safety
/// `result` is null or valid for a write of one `t`.
unsafe fn reduce(
    h: CublasHandle,
    r: Reduction,
    n: c_int,
    (x, y): ((*const c_void, c_int), Option<(*const c_void, c_int)>),
    result: *mut c_void,
    t: DataType,
) -> Res<()> {
    let obj = handle_obj(h)?;
    if result.is_null() {
        return refuse(CUBLAS_STATUS_INVALID_VALUE, "result is a null pointer");
    }
    if crate::stream::capture_of(obj.stream())?.is_some() {
        return refuse(
            CUBLAS_STATUS_NOT_SUPPORTED,
            format!(
                "cublas{}: a result in host memory cannot be captured into a graph",
                r.name()
            ),
        );
    }
    let d = obj.device()?;
    let touched = if r == Reduction::Dot || x.1 > 0 { n } else { 0 };
    let xv = vector(&d, x, t, "x", touched)?;
    let yv = y.map(|y| vector(&d, y, t, "y", touched)).transpose()?;
    let dev = d.dev();
    let alloc_err = |e| d.device_error("scratch memory", e);
    let scratch = dev
        .alloc::<f64>(Blas::REDUCTION_SCRATCH)
        .map_err(alloc_err)?;
    let out = dev.alloc::<f64>(1).map_err(alloc_err)?;
    let ends = (scratch.memory().addr(), out.memory().addr());
    let q = crate::stream::queue(&d, obj.stream())?;
    let what = format!("cublas{}", r.name());
    // SAFETY: as for the launches of `queued`; `scratch` and `out` live
    // until the stream has finished below.
    let read = queued(obj, &d, &q, |b, launch| unsafe {
        b.reduce_raw(r, n.into(), xv, yv, ends, launch)
    })
    .and_then(|()| {
        // SAFETY: `result` holds one `t` (this function's contract), `out`
        // at least as many bytes; the read is queued after the kernels and
        // waited for below, before `out` is freed.
        unsafe { q.raw().read_raw(ends.1, result.cast(), size_of(t)) }
            .map_err(|e| d.device_error(&what, e).into())
    });
    // Whatever was queued finishes before the scratch memory is freed.
    let done = q.raw().synchronize().map_err(|e| d.device_error(&what, e));
    read?;
    Ok(done?)
}

macro_rules! typed_level1 {
    ($t:ty, $dt:expr, $sc:expr, $label:literal,
     $axpy:ident, $scal:ident, $dot:ident, $nrm2:ident, $asum:ident) => {
        #[doc = concat!("`y = alpha·x + y` on `", $label, "`s (`n` elements, `incx`, `incy` apart).")]
        ///
        /// # Safety
        /// `alpha` is null or points to a host scalar; `x` and `y` are device
        /// pointers (checked against the memory map).
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $axpy(
            h: CublasHandle,
            n: c_int,
            alpha: *const $t,
            x: *const $t,
            incx: c_int,
            y: *mut $t,
            incy: c_int,
        ) -> super::CublasStatus {
            super::cublas_api(stringify!($axpy), || {
                handle_obj(h)?;
                // SAFETY: this function's contract.
                let alpha = unsafe { scalar(alpha.cast(), $sc, "alpha")? };
                axpy(
                    h,
                    n,
                    alpha,
                    ((x.cast(), incx), (y.cast_const().cast(), incy)),
                    $dt,
                )
            })
        }

        #[doc = concat!("`x = alpha·x` on `", $label, "`s (`n` elements `incx` apart).")]
        ///
        /// # Safety
        /// As for the `axpy` of this type.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $scal(
            h: CublasHandle,
            n: c_int,
            alpha: *const $t,
            x: *mut $t,
            incx: c_int,
        ) -> super::CublasStatus {
            super::cublas_api(stringify!($scal), || {
                handle_obj(h)?;
                // SAFETY: this function's contract.
                let alpha = unsafe { scalar(alpha.cast(), $sc, "alpha")? };
                scal(h, n, alpha, (x.cast_const().cast(), incx), $dt)
            })
        }

        #[doc = concat!("`Σ x[i]·y[i]` of `", $label, "`s into host memory; waits for the stream.")]
        ///
        /// # Safety
        /// `result` is null or valid for a write; `x` and `y` are device
        /// pointers (checked against the memory map).
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $dot(
            h: CublasHandle,
            n: c_int,
            x: *const $t,
            incx: c_int,
            y: *const $t,
            incy: c_int,
            result: *mut $t,
        ) -> super::CublasStatus {
            super::cublas_api(stringify!($dot), || {
                let v = ((x.cast(), incx), Some((y.cast(), incy)));
                // SAFETY: this function's contract.
                unsafe { reduce(h, Reduction::Dot, n, v, result.cast(), $dt) }
            })
        }

        #[doc = concat!("`√(Σ x[i]²)` of `", $label, "`s into host memory; waits for the stream.")]
        ///
        /// # Safety
        /// As for the `dot` of this type.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $nrm2(
            h: CublasHandle,
            n: c_int,
            x: *const $t,
            incx: c_int,
            result: *mut $t,
        ) -> super::CublasStatus {
            super::cublas_api(stringify!($nrm2), || {
                let v = ((x.cast(), incx), None);
                // SAFETY: this function's contract.
                unsafe { reduce(h, Reduction::Nrm2, n, v, result.cast(), $dt) }
            })
        }

        #[doc = concat!("`Σ |x[i]|` of `", $label, "`s into host memory; waits for the stream.")]
        ///
        /// # Safety
        /// As for the `dot` of this type.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $asum(
            h: CublasHandle,
            n: c_int,
            x: *const $t,
            incx: c_int,
            result: *mut $t,
        ) -> super::CublasStatus {
            super::cublas_api(stringify!($asum), || {
                let v = ((x.cast(), incx), None);
                // SAFETY: this function's contract.
                unsafe { reduce(h, Reduction::Asum, n, v, result.cast(), $dt) }
            })
        }
    };
}

typed_level1!(
    f32,
    DataType::F32,
    Scalar::Float,
    "float",
    cublasSaxpy_v2,
    cublasSscal_v2,
    cublasSdot_v2,
    cublasSnrm2_v2,
    cublasSasum_v2
);
typed_level1!(
    f64,
    DataType::F64,
    Scalar::Double,
    "double",
    cublasDaxpy_v2,
    cublasDscal_v2,
    cublasDdot_v2,
    cublasDnrm2_v2,
    cublasDasum_v2
);
