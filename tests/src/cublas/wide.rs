//! The `_64` forms of the products (cuBLAS 12's 64-bit API): the same
//! products as the 32-bit entry points, each against a reference computed
//! here, and sizes past what the kernels index refused by name.

use super::*;

/// Whether the `count` packed `m`×`n` results at `dc` are `want` exactly
/// (small integers: every product is exact).
fn check(dc: *mut c_void, want: &[f64], what: &str) -> anyhow::Result<()> {
    let got = download(dc, want.len())?;
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        ensure!(f64::from(*g) == *w, "{what}: C[{i}] = {g}, want {w}");
    }
    Ok(())
}

/// `Sgemm_v2_64`, `Dgemm_v2_64`, `GemmEx_64`, the strided and pointer-array
/// batches in their `_64` forms, and their refusals.
pub(super) fn sixty_four_bit() -> anyhow::Result<()> {
    let h = create()?;
    let (m, n, k) = (13usize, 6usize, 5usize);
    let (mi, ni, ki) = (m as i64, n as i64, k as i64);
    for (ta, tb) in [(N, T), (T, N)] {
        let (ra, ca) = if ta == N { (m, k) } else { (k, m) };
        let (rb, cb) = if tb == N { (k, n) } else { (n, k) };
        let (lda, ldb, ldc) = (ra + 1, rb + 2, m + 3);
        let a = values(lda * ca, 9, 1);
        let b = values(ldb * cb, 7, 3);
        let c0 = values(ldc * n, 5, 2);
        let mut want = c0.clone();
        reference(
            (ta, tb),
            (m, n, k),
            2.0,
            &a,
            lda,
            &b,
            ldb,
            -1.0,
            &mut want,
            ldc,
        );
        let (da, db) = (upload(&f32s(&a))?, upload(&f32s(&b))?);
        let (alpha, beta) = (2f32, -1f32);
        let dc = upload(&f32s(&c0))?;
        // SAFETY: host scalars and device matrices that hold what the
        // product reaches.
        let code = unsafe {
            cublasSgemm_v2_64(
                h,
                ta,
                tb,
                mi,
                ni,
                ki,
                &alpha,
                da.cast(),
                lda as i64,
                db.cast(),
                ldb as i64,
                &beta,
                dc.cast(),
                ldc as i64,
            )
        };
        status(code, 0, "cublasSgemm_v2_64")?;
        check(dc, &want, &format!("Sgemm_64 {ta}/{tb}"))?;
        // GemmEx_64, f32 throughout, on a fresh C.
        let dc2 = upload(&f32s(&c0))?;
        // SAFETY: as above.
        let code = unsafe {
            cublasGemmEx_64(
                h,
                ta,
                tb,
                mi,
                ni,
                ki,
                (&alpha as *const f32).cast(),
                da.cast_const(),
                R_32F,
                lda as i64,
                db.cast_const(),
                R_32F,
                ldb as i64,
                (&beta as *const f32).cast(),
                dc2,
                R_32F,
                ldc as i64,
                COMPUTE_32F,
                DEFAULT_ALGO,
            )
        };
        status(code, 0, "cublasGemmEx_64")?;
        check(dc2, &want, &format!("GemmEx_64 {ta}/{tb}"))?;
        free(&[da, db, dc, dc2])?;
    }
    // Dgemm_v2_64: the result read back as doubles.
    let (a, b) = (values(m * k, 7, 2), values(k * n, 6, 1));
    let mut want = vec![0f64; m * n];
    reference((N, N), (m, n, k), 1.0, &a, m, &b, k, 0.0, &mut want, m);
    let bytes = |x: &[f64]| x.iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>();
    let (da, db) = (upload_bytes(&bytes(&a))?, upload_bytes(&bytes(&b))?);
    let dc = upload_bytes(&bytes(&vec![f64::NAN; m * n]))?;
    let (one, zero) = (1f64, 0f64);
    // SAFETY: as above; beta = 0 over NaN.
    let code = unsafe {
        cublasDgemm_v2_64(
            h,
            N,
            N,
            mi,
            ni,
            ki,
            &one,
            da.cast(),
            mi,
            db.cast(),
            ki,
            &zero,
            dc.cast(),
            mi,
        )
    };
    status(code, 0, "cublasDgemm_v2_64")?;
    let got: Vec<f64> = download_bytes(dc, m * n * 8)?
        .chunks_exact(8)
        .map(|c| f64::from_le_bytes(c.try_into().unwrap_or_default()))
        .collect();
    ensure!(got == want, "Dgemm_64: {got:?}, want {want:?}");
    free(&[da, db, dc])?;
    strided_and_arrays(h)?;
    refusals(h)?;
    // SAFETY: a handle of cublasCreate.
    status(unsafe { cublasDestroy_v2(h) }, 0, "cublasDestroy")
}

/// Two packed products through `SgemmStridedBatched_64` and
/// `GemmStridedBatchedEx_64`, and three through the pointer arrays of
/// `SgemmBatched_64` and `GemmBatchedEx_64`.
fn strided_and_arrays(h: CublasHandle) -> anyhow::Result<()> {
    let (m, n, k, count) = (7usize, 3usize, 4usize, 3usize);
    let (mi, ni, ki) = (m as i64, n as i64, k as i64);
    let (a, b) = (values(m * k * count, 7, 1), values(k * n * count, 5, 2));
    let c0 = values(m * n * count, 3, 0);
    let mut want = c0.clone();
    for z in 0..count {
        reference(
            (N, N),
            (m, n, k),
            1.0,
            &a[z * m * k..],
            m,
            &b[z * k * n..],
            k,
            2.0,
            &mut want[z * m * n..],
            m,
        );
    }
    let (alpha, beta) = (1f32, 2f32);
    let (da, db) = (upload(&f32s(&a))?, upload(&f32s(&b))?);
    let strides = ((m * k) as i64, (k * n) as i64, (m * n) as i64);
    let dc = upload(&f32s(&c0))?;
    // SAFETY: host scalars and packed device matrices that hold the batch.
    let code = unsafe {
        cublasSgemmStridedBatched_64(
            h,
            N,
            N,
            mi,
            ni,
            ki,
            &alpha,
            da.cast(),
            mi,
            strides.0,
            db.cast(),
            ki,
            strides.1,
            &beta,
            dc.cast(),
            mi,
            strides.2,
            count as i64,
        )
    };
    status(code, 0, "cublasSgemmStridedBatched_64")?;
    check(dc, &want, "SgemmStridedBatched_64")?;
    let dc2 = upload(&f32s(&c0))?;
    // SAFETY: as above.
    let code = unsafe {
        cublasGemmStridedBatchedEx_64(
            h,
            N,
            N,
            mi,
            ni,
            ki,
            (&alpha as *const f32).cast(),
            da.cast_const(),
            R_32F,
            mi,
            strides.0,
            db.cast_const(),
            R_32F,
            ki,
            strides.1,
            (&beta as *const f32).cast(),
            dc2,
            R_32F,
            mi,
            strides.2,
            count as i64,
            COMPUTE_32F,
            DEFAULT_ALGO,
        )
    };
    status(code, 0, "cublasGemmStridedBatchedEx_64")?;
    check(dc2, &want, "GemmStridedBatchedEx_64")?;
    // The same products listed in arrays of device pointers.
    let at = |base: *mut c_void, stride: i64| -> Vec<u64> {
        (0..count as u64)
            .map(|z| base as u64 + 4 * z * stride as u64)
            .collect()
    };
    let table =
        |t: &[u64]| upload_bytes(&t.iter().flat_map(|p| p.to_le_bytes()).collect::<Vec<u8>>());
    for ex in [false, true] {
        let dc3 = upload(&f32s(&c0))?;
        let (ta, tb, tc) = (
            table(&at(da, strides.0))?,
            table(&at(db, strides.1))?,
            table(&at(dc3, strides.2))?,
        );
        // SAFETY: host scalars; device arrays listing matrices that hold
        // what the products reach.
        let code = unsafe {
            if ex {
                cublasGemmBatchedEx_64(
                    h,
                    N,
                    N,
                    mi,
                    ni,
                    ki,
                    (&alpha as *const f32).cast(),
                    ta.cast(),
                    R_32F,
                    mi,
                    tb.cast(),
                    R_32F,
                    ki,
                    (&beta as *const f32).cast(),
                    tc.cast(),
                    R_32F,
                    mi,
                    count as i64,
                    COMPUTE_32F,
                    DEFAULT_ALGO,
                )
            } else {
                cublasSgemmBatched_64(
                    h,
                    N,
                    N,
                    mi,
                    ni,
                    ki,
                    &alpha,
                    ta.cast(),
                    mi,
                    tb.cast(),
                    ki,
                    &beta,
                    tc.cast(),
                    mi,
                    count as i64,
                )
            }
        };
        let what = if ex {
            "cublasGemmBatchedEx_64"
        } else {
            "cublasSgemmBatched_64"
        };
        status(code, 0, what)?;
        check(dc3, &want, what)?;
        free(&[ta, tb, tc, dc3])?;
    }
    free(&[da, db, dc, dc2])
}

/// A size past what the kernels index is `CUBLAS_STATUS_NOT_SUPPORTED`, a
/// negative one `CUBLAS_STATUS_INVALID_VALUE`, and a negative count of the
/// strided `Ex` batch `CUBLAS_STATUS_EXECUTION_FAILED`, as in the 32-bit
/// forms; nothing is written.
fn refusals(h: CublasHandle) -> anyhow::Result<()> {
    let dc = upload(&[5f32])?;
    let (zero, one) = (0f32, 1f32);
    let big = 1i64 << 32;
    // k = 2^32 with alpha = 0: A and B are not read, only k is too large.
    // SAFETY: host scalars; A and B are never read.
    let code = unsafe {
        cublasSgemm_v2_64(
            h,
            N,
            N,
            1,
            1,
            big,
            &zero,
            null(),
            1,
            null(),
            big,
            &one,
            dc.cast(),
            1,
        )
    };
    status(code, CUBLAS_STATUS_NOT_SUPPORTED, "k = 2^32")?;
    // SAFETY: as above.
    let code = unsafe {
        cublasSgemm_v2_64(
            h,
            N,
            N,
            -1,
            1,
            1,
            &one,
            null(),
            1,
            null(),
            1,
            &one,
            dc.cast(),
            1,
        )
    };
    status(code, CUBLAS_STATUS_INVALID_VALUE, "m = -1")?;
    // SAFETY: as above.
    let code = unsafe {
        cublasGemmStridedBatchedEx_64(
            h,
            N,
            N,
            1,
            1,
            1,
            (&one as *const f32).cast(),
            null(),
            R_32F,
            1,
            1,
            null(),
            R_32F,
            1,
            1,
            (&one as *const f32).cast(),
            dc,
            R_32F,
            1,
            1,
            -1,
            COMPUTE_32F,
            DEFAULT_ALGO,
        )
    };
    status(code, CUBLAS_STATUS_EXECUTION_FAILED, "batchCount = -1")?;
    ensure!(download(dc, 1)? == [5f32], "a refused call wrote C");
    free(&[dc])
}
