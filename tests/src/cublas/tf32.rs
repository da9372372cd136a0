//! The math mode and compute types that let `f32` products read their
//! inputs as `tf32`: `CUBLAS_TF32_TENSOR_OP_MATH` for `cublasSgemm` and
//! `cublasGemmEx` in `CUBLAS_COMPUTE_32F`, `CUBLAS_COMPUTE_32F_FAST_TF32`
//! under any mode; never `CUBLAS_COMPUTE_32F_PEDANTIC`, the default mode or
//! `cublasSgemv`. Where the device has `tf32` matrix units the allowed
//! products give the `tf32` result; elsewhere every product is full `f32`.

use super::*;

/// `CUBLAS_COMPUTE_32F_PEDANTIC`, `CUBLAS_COMPUTE_32F_FAST_TF32`.
const COMPUTE_32F_PEDANTIC: c_int = 69;
const COMPUTE_32F_FAST_TF32: c_int = 77;
/// `CUBLAS_TF32_TENSOR_OP_MATH`.
const TF32_MATH: c_int = 3;

/// Every element of a 16×16×8 product (or of 16 dot products of length
/// 8) of matrices whose elements are all `1 + 2^-20`: `(1 + 2^-20)²` is
/// `1 + 2^-19` in `f32` and 1 read as `tf32`.
const X: f32 = 1.0 + 1.0 / 1_048_576.0;
const FULL: f32 = 8.0 + 1.0 / 65_536.0;

pub(super) fn modes(has_tf32: bool) -> anyhow::Result<()> {
    let h = create()?;
    let reduced = if has_tf32 { 8.0 } else { FULL };
    let (da, db) = (upload(&[X; 128])?, upload(&[X; 128])?);
    let dc = malloc(256 * 4)?;
    let (one, zero) = (1f32, 0f32);
    let check = |want: f32, what: &str| -> anyhow::Result<()> {
        let got = download(dc, 256)?;
        ensure!(
            got.iter().all(|&v| v == want),
            "{what}: C[0] = {} (expected {want})",
            got[0]
        );
        Ok(())
    };
    let sgemm = || {
        // SAFETY: host scalars and device matrices holding the product.
        let code = unsafe {
            cublasSgemm_v2(
                h,
                N,
                N,
                16,
                16,
                8,
                &one,
                da.cast(),
                16,
                db.cast(),
                8,
                &zero,
                dc.cast(),
                16,
            )
        };
        status(code, 0, "cublasSgemm")
    };
    let gemm_ex = |compute: c_int| {
        // SAFETY: as above.
        let code = unsafe {
            cublasGemmEx(
                h,
                N,
                N,
                16,
                16,
                8,
                (&one as *const f32).cast(),
                da.cast_const(),
                R_32F,
                16,
                db.cast_const(),
                R_32F,
                8,
                (&zero as *const f32).cast(),
                dc,
                R_32F,
                16,
                compute,
                DEFAULT_ALGO,
            )
        };
        status(code, 0, &format!("cublasGemmEx (compute type {compute})"))
    };
    sgemm()?;
    check(FULL, "Sgemm, default mode")?;
    gemm_ex(COMPUTE_32F)?;
    check(FULL, "GemmEx 32F, default mode")?;
    gemm_ex(COMPUTE_32F_FAST_TF32)?;
    check(reduced, "GemmEx 32F_FAST_TF32, default mode")?;
    // SAFETY: a handle of cublasCreate.
    status(unsafe { cublasSetMathMode(h, TF32_MATH) }, 0, "TF32 math")?;
    sgemm()?;
    check(reduced, "Sgemm, TF32 math")?;
    gemm_ex(COMPUTE_32F)?;
    check(reduced, "GemmEx 32F, TF32 math")?;
    gemm_ex(COMPUTE_32F_PEDANTIC)?;
    check(FULL, "GemmEx 32F_PEDANTIC, TF32 math")?;
    // y = A·x, A 16×8: a product cuBLAS keeps in f32 under every mode.
    // SAFETY: as above; x is the first 8 elements of `db`.
    let code = unsafe {
        cublasSgemv_v2(
            h,
            N,
            16,
            8,
            &one,
            da.cast(),
            16,
            db.cast(),
            1,
            &zero,
            dc.cast(),
            1,
        )
    };
    status(code, 0, "cublasSgemv")?;
    let y = download(dc, 16)?;
    ensure!(
        y.iter().all(|&v| v == FULL),
        "Sgemv, TF32 math: y[0] = {}",
        y[0]
    );
    free(&[da, db, dc])?;
    // SAFETY: a handle of cublasCreate.
    status(unsafe { cublasDestroy_v2(h) }, 0, "cublasDestroy")
}
