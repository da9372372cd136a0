//! Level 1: `cublas{S,D}axpy`, `scal`, `copy`, `swap`, `rot`, `dot`,
//! `nrm2`, `asum`, `cublasI{s,d}amax` and `amin` on vectors at device
//! pointers of `cudaMalloc`, any increment where the reference BLAS takes
//! one (the operations on two vectors walk one backwards where its
//! increment is negative; `nrm2`, `asum`, `scal`, `amax` and `amin` treat
//! an increment below 1 as an empty vector); and `cublas{S,D}rotg` on host
//! scalars.
//!
//! Updates are queued on the handle's stream. With
//! `CUBLAS_POINTER_MODE_HOST` (the default) scalars are read from host
//! memory when the call is made, and a reduction's result goes to host
//! memory: the call waits for the stream and returns the value, as cuBLAS
//! does, so it cannot be captured into a graph. With
//! `CUBLAS_POINTER_MODE_DEVICE` scalars are read from device memory by the
//! kernels and results written there, in stream order: nothing waits, and
//! a capture records it all (the reductions then use the handle's scratch
//! memory, so the graph is launched while the handle lives).

use std::ffi::{c_int, c_void};

use gpujit::{DeviceExt, Kernel, KernelArg, LaunchConfig};
use gpujit_blas::{Blas, DataType, RawScalar, RawVector, Reduction};

use super::gemm::{Scalar, host_scalar, operand, size_of};
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

/// A scalar argument of a level-1 routine: read from host memory now, or
/// (`CUBLAS_POINTER_MODE_DEVICE`) the address of one element in an
/// allocation of `cudaMalloc`, read by the kernel.
///
/// # Safety
/// In host pointer mode, `p` is null or valid for a read of the scalar.
unsafe fn level1_scalar(
    obj: &HandleObj,
    d: &DeviceState,
    p: *const c_void,
    (t, kind): (DataType, Scalar),
    arg: &str,
) -> Res<RawScalar> {
    if !obj.device_pointers() {
        // SAFETY: this function's contract.
        return unsafe { host_scalar(p, kind, arg) }.map(RawScalar::Value);
    }
    device_element(d, p, t, arg).map(RawScalar::At)
}

/// The device address of one element of `t` at `p`, which must lie in an
/// allocation of `cudaMalloc` with room for it.
fn device_element(d: &DeviceState, p: *const c_void, t: DataType, arg: &str) -> Res<u64> {
    let m = operand(d, p, t, arg, true)?;
    if m.len == 0 {
        return refuse(
            CUBLAS_STATUS_INVALID_VALUE,
            format!("{arg} = {p:p} lies at the end of its allocation"),
        );
    }
    Ok(m.addr)
}

/// An element-wise update (`x` and, but for `scal`, `y`) with its
/// scalars, queued on the handle's stream.
///
/// # Safety
/// In host pointer mode, each scalar pointer is null or valid for a read.
unsafe fn update(
    h: CublasHandle,
    op: Update,
    n: c_int,
    scalars: &[*const c_void],
    (x, y): ((*const c_void, c_int), Option<(*const c_void, c_int)>),
    (t, kind): (DataType, Scalar),
) -> Res<()> {
    let obj = handle_obj(h)?;
    let d = obj.device()?;
    let mut sc = Vec::with_capacity(scalars.len());
    for (p, arg) in scalars.iter().zip(op.scalar_names()) {
        // SAFETY: this function's contract.
        sc.push(unsafe { level1_scalar(obj, &d, *p, (t, kind), arg)? });
    }
    // What the operation touches: nothing for an `axpy` by 0 or a `scal`
    // of an empty vector (pointers then need not lie in an allocation).
    let touched = match (op, sc.first()) {
        (Update::Axpy, Some(RawScalar::Value(a))) if *a == 0.0 => 0,
        (Update::Scal, _) if x.1 <= 0 => 0,
        _ => n,
    };
    let xv = vector(&d, x, t, "x", touched)?;
    let yv = y.map(|y| vector(&d, y, t, "y", touched)).transpose()?;
    let q = crate::stream::queue(&d, obj.stream())?;
    // SAFETY: as for the launches of `queued`; scalars in device memory lie
    // in allocations of cudaMalloc (checked above).
    queued(obj, &d, &q, |b, launch| unsafe {
        let n = i64::from(n);
        match (op, yv) {
            (Update::Axpy, Some(yv)) => b.axpy_raw(n, sc[0], xv, yv, launch),
            (Update::Scal, _) => b.scal_raw(n, sc[0], xv, launch),
            (Update::Copy, Some(yv)) => b.copy_raw(n, xv, yv, launch),
            (Update::Swap, Some(yv)) => b.swap_raw(n, xv, yv, launch),
            (Update::Rot, Some(yv)) => b.rot_raw(n, xv, yv, (sc[0], sc[1]), launch),
            _ => Ok(()),
        }
    })
}

/// The level-1 updates of this module.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Update {
    Axpy,
    Scal,
    Copy,
    Swap,
    Rot,
}

impl Update {
    fn scalar_names(self) -> &'static [&'static str] {
        match self {
            Update::Axpy | Update::Scal => &["alpha"],
            Update::Rot => &["c", "s"],
            Update::Copy | Update::Swap => &[],
        }
    }
}

/// A reduction into `result`: host memory (the call waits for the
/// stream, with scratch memory of its own) or, in device pointer mode, an
/// allocation of `cudaMalloc` written in stream order. The result is of
/// `t`, or an `int` for an index.
///
/// # Safety
/// In host pointer mode, `result` is null or valid for a write of the
/// result.
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
    let d = obj.device()?;
    let touched = if r == Reduction::Dot || x.1 > 0 { n } else { 0 };
    let xv = vector(&d, x, t, "x", touched)?;
    let yv = y.map(|y| vector(&d, y, t, "y", touched)).transpose()?;
    let q = crate::stream::queue(&d, obj.stream())?;
    if obj.device_pointers() {
        // An `int` has the size of an `f32`.
        let out_type = if r.index() { DataType::F32 } else { t };
        let out = device_element(&d, result, out_type, "result")?;
        let scratch = obj.scratch(&d)?;
        // SAFETY: as for the launches of `queued`; the scratch memory lives
        // as long as the handle, which waits for the device before freeing
        // it, and `result` lies in an allocation of cudaMalloc.
        return queued(obj, &d, &q, |b, launch| unsafe {
            b.reduce_raw(r, n.into(), xv, yv, (scratch, out), launch)
        });
    }
    if crate::stream::capture_of(obj.stream())?.is_some() {
        return refuse(
            CUBLAS_STATUS_NOT_SUPPORTED,
            format!(
                "cublas{}: a result in host memory cannot be captured into a graph \
                 (CUBLAS_POINTER_MODE_DEVICE can)",
                r.name()
            ),
        );
    }
    let dev = d.dev();
    let alloc_err = |e| d.device_error("scratch memory", e);
    let scratch = dev
        .alloc::<f64>(Blas::REDUCTION_SCRATCH)
        .map_err(alloc_err)?;
    let out = dev.alloc::<f64>(1).map_err(alloc_err)?;
    let ends = (scratch.memory().addr(), out.memory().addr());
    let what = format!("cublas{}", r.name());
    let size = if r.index() { 4 } else { size_of(t) };
    // SAFETY: as for the launches of `queued`; `scratch` and `out` live
    // until the stream has finished below.
    let read = queued(obj, &d, &q, |b, launch| unsafe {
        b.reduce_raw(r, n.into(), xv, yv, ends, launch)
    })
    .and_then(|()| {
        // SAFETY: `result` holds one result (this function's contract),
        // `out` at least as many bytes; the read is queued after the kernels
        // and waited for below, before `out` is freed.
        unsafe { q.raw().read_raw(ends.1, result.cast(), size) }
            .map_err(|e| d.device_error(&what, e).into())
    });
    // Whatever was queued finishes before the scratch memory is freed.
    let done = q.raw().synchronize().map_err(|e| d.device_error(&what, e));
    read?;
    Ok(done?)
}

/// The plane rotation that zeroes `b` against `a`, as the reference BLAS's
/// `drotg`: `(r, z, c, s)`, where `r` replaces `a` and `z` (from which `c`
/// and `s` can be rebuilt) replaces `b`.
fn rotg(a: f64, b: f64) -> (f64, f64, f64, f64) {
    let scale = a.abs() + b.abs();
    if scale == 0.0 {
        return (0.0, 0.0, 1.0, 0.0);
    }
    let roe = if a.abs() > b.abs() { a } else { b };
    let r = (scale * ((a / scale).powi(2) + (b / scale).powi(2)).sqrt()).copysign(roe);
    let (c, s) = (a / r, b / r);
    let z = if a.abs() > b.abs() {
        s
    } else if c != 0.0 {
        1.0 / c
    } else {
        1.0
    };
    (r, z, c, s)
}

macro_rules! typed_level1 {
    ($t:ty, $dt:expr, $sc:expr, $label:literal,
     [$axpy:ident, $scal:ident, $copy:ident, $swap:ident, $rot:ident, $rotg:ident],
     [$dot:ident, $nrm2:ident, $asum:ident, $amax:ident, $amin:ident]) => {
        #[doc = concat!("`y = alpha·x + y` on `", $label, "`s (`n` elements, `incx`, `incy` apart).")]
        ///
        /// # Safety
        /// `alpha` is null or points to a scalar in the handle's pointer
        /// mode; `x` and `y` are device pointers (checked against the
        /// memory map).
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
                let v = ((x.cast(), incx), Some((y.cast_const().cast(), incy)));
                // SAFETY: this function's contract.
                unsafe { update(h, Update::Axpy, n, &[alpha.cast()], v, ($dt, $sc)) }
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
                let v = ((x.cast_const().cast(), incx), None);
                // SAFETY: this function's contract.
                unsafe { update(h, Update::Scal, n, &[alpha.cast()], v, ($dt, $sc)) }
            })
        }

        #[doc = concat!("`y = x` on `", $label, "`s (`n` elements, `incx`, `incy` apart).")]
        ///
        /// # Safety
        /// `x` and `y` are device pointers (checked against the memory map).
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $copy(
            h: CublasHandle,
            n: c_int,
            x: *const $t,
            incx: c_int,
            y: *mut $t,
            incy: c_int,
        ) -> super::CublasStatus {
            super::cublas_api(stringify!($copy), || {
                let v = ((x.cast(), incx), Some((y.cast_const().cast(), incy)));
                // SAFETY: no scalars.
                unsafe { update(h, Update::Copy, n, &[], v, ($dt, $sc)) }
            })
        }

        #[doc = concat!("Exchanges `x` and `y`, `", $label, "`s (`n` elements, `incx`, `incy` apart).")]
        ///
        /// # Safety
        /// As for the `copy` of this type.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $swap(
            h: CublasHandle,
            n: c_int,
            x: *mut $t,
            incx: c_int,
            y: *mut $t,
            incy: c_int,
        ) -> super::CublasStatus {
            super::cublas_api(stringify!($swap), || {
                let v = ((x.cast_const().cast(), incx), Some((y.cast_const().cast(), incy)));
                // SAFETY: no scalars.
                unsafe { update(h, Update::Swap, n, &[], v, ($dt, $sc)) }
            })
        }

        #[doc = concat!("Applies the rotation `(c, s)` to the pairs of `x` and `y`, `", $label, "`s.")]
        ///
        /// # Safety
        /// `c` and `s` are null or point to scalars in the handle's pointer
        /// mode; `x` and `y` are device pointers (checked).
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $rot(
            h: CublasHandle,
            n: c_int,
            x: *mut $t,
            incx: c_int,
            y: *mut $t,
            incy: c_int,
            c: *const $t,
            s: *const $t,
        ) -> super::CublasStatus {
            super::cublas_api(stringify!($rot), || {
                let v = ((x.cast_const().cast(), incx), Some((y.cast_const().cast(), incy)));
                // SAFETY: this function's contract.
                unsafe { update(h, Update::Rot, n, &[c.cast(), s.cast()], v, ($dt, $sc)) }
            })
        }

        #[doc = concat!("The rotation zeroing `b` against `a` (`", $label, "`s in host memory): `a` becomes `r`, `b` the reconstruction value `z`.")]
        ///
        /// # Safety
        /// Each pointer is null or valid for a read and a write.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $rotg(
            h: CublasHandle,
            a: *mut $t,
            b: *mut $t,
            c: *mut $t,
            s: *mut $t,
        ) -> super::CublasStatus {
            super::cublas_api(stringify!($rotg), || {
                let obj = handle_obj(h)?;
                if obj.device_pointers() {
                    return refuse(
                        CUBLAS_STATUS_NOT_SUPPORTED,
                        "a, b, c and s in device memory (CUBLAS_POINTER_MODE_DEVICE): \
                         rotg takes host scalars only",
                    );
                }
                if a.is_null() || b.is_null() || c.is_null() || s.is_null() {
                    return refuse(CUBLAS_STATUS_INVALID_VALUE, "a, b, c or s is a null pointer");
                }
                // SAFETY: non-null, and valid by this function's contract.
                unsafe {
                    let (r, z, cv, sv) = rotg(f64::from(a.read()), f64::from(b.read()));
                    a.write(r as $t);
                    b.write(z as $t);
                    c.write(cv as $t);
                    s.write(sv as $t);
                }
                Ok(())
            })
        }

        #[doc = concat!("`Σ x[i]·y[i]` of `", $label, "`s into `result`, in the handle's pointer mode.")]
        ///
        /// # Safety
        /// `result` is null or valid for a write in the handle's pointer
        /// mode; `x` and `y` are device pointers (checked against the memory
        /// map).
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

        #[doc = concat!("`√(Σ x[i]²)` of `", $label, "`s into `result`, in the handle's pointer mode.")]
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

        #[doc = concat!("`Σ |x[i]|` of `", $label, "`s into `result`, in the handle's pointer mode.")]
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

        #[doc = concat!("The 1-based index of the first of the largest `|x[i]|` (`", $label, "`s) into `result` (0 for none), in the handle's pointer mode.")]
        ///
        /// # Safety
        /// `result` is null or valid for a write of an `int` in the handle's
        /// pointer mode; `x` is a device pointer (checked).
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $amax(
            h: CublasHandle,
            n: c_int,
            x: *const $t,
            incx: c_int,
            result: *mut c_int,
        ) -> super::CublasStatus {
            super::cublas_api(stringify!($amax), || {
                let v = ((x.cast(), incx), None);
                // SAFETY: this function's contract.
                unsafe { reduce(h, Reduction::Iamax, n, v, result.cast(), $dt) }
            })
        }

        #[doc = concat!("The 1-based index of the first of the smallest `|x[i]|` (`", $label, "`s) into `result` (0 for none), in the handle's pointer mode.")]
        ///
        /// # Safety
        /// As for the `amax` of this type.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $amin(
            h: CublasHandle,
            n: c_int,
            x: *const $t,
            incx: c_int,
            result: *mut c_int,
        ) -> super::CublasStatus {
            super::cublas_api(stringify!($amin), || {
                let v = ((x.cast(), incx), None);
                // SAFETY: this function's contract.
                unsafe { reduce(h, Reduction::Iamin, n, v, result.cast(), $dt) }
            })
        }
    };
}

typed_level1!(
    f32,
    DataType::F32,
    Scalar::Float,
    "float",
    [
        cublasSaxpy_v2,
        cublasSscal_v2,
        cublasScopy_v2,
        cublasSswap_v2,
        cublasSrot_v2,
        cublasSrotg_v2
    ],
    [
        cublasSdot_v2,
        cublasSnrm2_v2,
        cublasSasum_v2,
        cublasIsamax_v2,
        cublasIsamin_v2
    ]
);
typed_level1!(
    f64,
    DataType::F64,
    Scalar::Double,
    "double",
    [
        cublasDaxpy_v2,
        cublasDscal_v2,
        cublasDcopy_v2,
        cublasDswap_v2,
        cublasDrot_v2,
        cublasDrotg_v2
    ],
    [
        cublasDdot_v2,
        cublasDnrm2_v2,
        cublasDasum_v2,
        cublasIdamax_v2,
        cublasIdamin_v2
    ]
);

#[cfg(test)]
mod tests {
    use super::rotg;

    #[test]
    fn rotg_zeroes_b() {
        let (r, z, c, s) = rotg(3.0, 4.0);
        assert!((r - 5.0).abs() < 1e-15 && (c - 0.6).abs() < 1e-15 && (s - 0.8).abs() < 1e-15);
        assert!((z - 1.0 / 0.6).abs() < 1e-14);
        assert_eq!(rotg(0.0, 0.0), (0.0, 0.0, 1.0, 0.0));
        assert_eq!(rotg(-2.0, 0.0), (-2.0, 0.0, 1.0, 0.0));
        assert_eq!(rotg(0.0, -2.0), (-2.0, 1.0, 0.0, 1.0));
    }
}
