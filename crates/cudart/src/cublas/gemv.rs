//! `cublasSgemv` and `cublasDgemv` as products of one row: `yᵀ = alpha·xᵀ·
//! op(A)ᵀ + beta·yᵀ`, where `xᵀ` is a 1-row matrix whose leading dimension
//! is `incx` and `yᵀ` one whose leading dimension is `incy`, so vectors at
//! any positive increment are matrices the general kernel reads as they lie.

use std::ffi::{c_int, c_void};

use gpujit_blas::DataType;

use super::gemm::{Call, ONE, Scalar, op, run_each, scalar};
use super::{
    CUBLAS_STATUS_INVALID_VALUE, CUBLAS_STATUS_NOT_SUPPORTED, CublasHandle, CublasStatus, Res,
    handle_obj, refuse,
};

/// `y = alpha·op(A)·x + beta·y`, `A` being `m × n`.
#[allow(clippy::too_many_arguments)]
fn gemv(
    h: CublasHandle,
    trans: c_int,
    (m, n): (c_int, c_int),
    (alpha, beta): (f64, f64),
    (a, lda): (*const c_void, c_int),
    (x, incx): (*const c_void, c_int),
    (y, incy): (*const c_void, c_int),
    t: DataType,
) -> Res<()> {
    let obj = handle_obj(h)?;
    let transposed = op(trans, "trans")?.transposed();
    for (arg, v) in [("m", m), ("n", n)] {
        if v < 0 {
            return refuse(
                CUBLAS_STATUS_INVALID_VALUE,
                format!("{arg} = {v}: a size is at least 0"),
            );
        }
    }
    if lda < m.max(1) {
        return refuse(
            CUBLAS_STATUS_INVALID_VALUE,
            format!("lda = {lda}: at least max(1, m) = {}", m.max(1)),
        );
    }
    for (arg, v) in [("incx", incx), ("incy", incy)] {
        if v == 0 {
            return refuse(CUBLAS_STATUS_INVALID_VALUE, format!("{arg} = 0"));
        }
        if v < 0 {
            return refuse(
                CUBLAS_STATUS_NOT_SUPPORTED,
                format!("{arg} = {v}: gpujit's cuBLAS takes positive increments"),
            );
        }
    }
    if m == 0 || n == 0 {
        // BLAS's quick return: y is left as it is.
        return Ok(());
    }
    // op(A) is rows × cols; y has rows elements, x cols.
    let (rows, cols) = if transposed { (n, m) } else { (m, n) };
    let call = Call {
        transa: 0,
        // op(B) = op(A)ᵀ: A itself transposed unless A already enters so.
        transb: if transposed { 0 } else { 1 },
        m: 1,
        n: rows.into(),
        k: cols.into(),
        alpha,
        beta,
        a: (x, t, incx.into()),
        b: (a, t, lda.into()),
        c: (y, t, incy.into()),
        batch: ONE,
        // Level 2 keeps full f32, as cuBLAS's does under every math mode.
        math: gpujit_blas::MathMode::Default,
    };
    let d = obj.device()?;
    let q = crate::stream::queue(&d, obj.stream())?;
    run_each(obj, &d, &q, &call, &[[x, a, y]])
}

macro_rules! typed_gemv {
    ($(#[$doc:meta])* $name:ident, $label:literal, $t:ty, $dt:expr, $sc:expr) => {
        $(#[$doc])*
        ///
        /// # Safety
        /// `alpha` and `beta` are null or point to host scalars; `A`, `x`
        /// and `y` are device pointers (checked against the memory map).
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(
            h: CublasHandle,
            trans: c_int,
            m: c_int,
            n: c_int,
            alpha: *const $t,
            a: *const $t,
            lda: c_int,
            x: *const $t,
            incx: c_int,
            beta: *const $t,
            y: *mut $t,
            incy: c_int,
        ) -> CublasStatus {
            super::cublas_api($label, || {
                handle_obj(h)?;
                // SAFETY: this function's contract.
                let scalars = unsafe {
                    (scalar(h, alpha.cast(), $sc, "alpha")?, scalar(h, beta.cast(), $sc, "beta")?)
                };
                gemv(
                    h,
                    trans,
                    (m, n),
                    scalars,
                    (a.cast(), lda),
                    (x.cast(), incx),
                    (y.cast_const().cast(), incy),
                    $dt,
                )
            })
        }
    };
}

typed_gemv!(
    /// `y = alpha·op(A)·x + beta·y` on `float`s, `A` being `m × n`;
    /// positive increments.
    cublasSgemv_v2, "cublasSgemv", f32, DataType::F32, Scalar::Float
);
typed_gemv!(
    /// `y = alpha·op(A)·x + beta·y` on `double`s, `A` being `m × n`;
    /// positive increments.
    cublasDgemv_v2, "cublasDgemv", f64, DataType::F64, Scalar::Double
);
