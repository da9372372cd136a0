//! The products through cuBLAS's entry points: Sgemm/Dgemm/Hgemm and the
//! strided batches, `cublasGemmEx`, the pointer-array batches and gemv, each
//! against a reference computed here.

use super::*;

/// Sgemm (N/N, T/N, N/T with leading dimensions past the rows, A inside an
/// allocation), beta = 0 over NaN, Dgemm, Hgemm and the strided batches.
pub(super) fn typed_products() -> anyhow::Result<()> {
    let h = create()?;
    // SAFETY: valid handles, host scalars and device pointers whose ranges
    // hold what the products reach.
    unsafe {
        for (ta, tb) in [(N, N), (T, N), (N, T), (T, T)] {
            let (m, n, k) = (19usize, 11usize, 7usize);
            let (ra, ca) = if ta == N { (m, k) } else { (k, m) };
            let (rb, cb) = if tb == N { (k, n) } else { (n, k) };
            let (lda, ldb, ldc) = (ra + 3, rb + 2, m + 1);
            let a = values(lda * ca, 9, 1);
            let b = values(ldb * cb, 7, 3);
            let c0 = values(ldc * n, 5, 2);
            // A starts 8 floats into its allocation.
            let mut fa = vec![0f32; 8];
            fa.extend(a.iter().map(|v| *v as f32));
            let da = upload(&fa)?;
            let db = upload(&f32s(&b))?;
            let dc = upload(&f32s(&c0))?;
            let (alpha, beta) = (2f32, -1f32);
            status(
                cublasSgemm_v2(
                    h,
                    ta,
                    tb,
                    m as c_int,
                    n as c_int,
                    k as c_int,
                    &alpha,
                    da.cast::<f32>().add(8),
                    lda as c_int,
                    db.cast(),
                    ldb as c_int,
                    &beta,
                    dc.cast(),
                    ldc as c_int,
                ),
                0,
                "cublasSgemm",
            )?;
            let got = download(dc, ldc * n)?;
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
            for j in 0..n {
                for i in 0..ldc {
                    let (g, w) = (f64::from(got[i + j * ldc]), want[i + j * ldc]);
                    ensure!(g == w, "op {ta}/{tb}: C[{i},{j}] = {g}, want {w}");
                }
            }
            free(&[da, db, dc])?;
        }
        // beta = 0 over NaN; Dgemm; Hgemm.
        let (m, n, k) = (6usize, 5usize, 4usize);
        let a = values(m * k, 7, 2);
        let b = values(k * n, 6, 1);
        let mut want = vec![0f64; m * n];
        reference((N, N), (m, n, k), 1.0, &a, m, &b, k, 0.0, &mut want, m);
        let (mi, ni, ki) = (m as c_int, n as c_int, k as c_int);
        let (da, db) = (upload(&f32s(&a))?, upload(&f32s(&b))?);
        let dc = upload(&vec![f32::NAN; m * n])?;
        let (one, zero) = (1f32, 0f32);
        status(
            cublasSgemm_v2(
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
            ),
            0,
            "cublasSgemm with beta 0",
        )?;
        let got = download(dc, m * n)?;
        ensure!(
            got.iter().zip(&want).all(|(g, w)| f64::from(*g) == *w),
            "beta = 0 over NaN: {got:?}, want {want:?}"
        );
        let bytes64 = |x: &[f64]| x.iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>();
        let (da64, db64) = (upload_bytes(&bytes64(&a))?, upload_bytes(&bytes64(&b))?);
        let dc64 = upload_bytes(&bytes64(&vec![f64::NAN; m * n]))?;
        let (one64, zero64) = (1f64, 0f64);
        status(
            cublasDgemm_v2(
                h,
                N,
                N,
                mi,
                ni,
                ki,
                &one64,
                da64.cast(),
                mi,
                db64.cast(),
                ki,
                &zero64,
                dc64.cast(),
                mi,
            ),
            0,
            "cublasDgemm",
        )?;
        let got64: Vec<f64> = download_bytes(dc64, m * n * 8)?
            .chunks(8)
            .map(|c| f64::from_le_bytes(c.try_into().unwrap_or_default()))
            .collect();
        ensure!(got64 == want, "cublasDgemm: {got64:?}, want {want:?}");
        let bytes16 = |x: &[f64]| {
            x.iter()
                .flat_map(|v| half(*v as f32).to_le_bytes())
                .collect::<Vec<u8>>()
        };
        let (dah, dbh) = (upload_bytes(&bytes16(&a))?, upload_bytes(&bytes16(&b))?);
        let dch = malloc(m * n * 2)?;
        let (h_two, h_zero) = (0x4000u16, 0u16);
        status(
            cublasHgemm(
                h,
                N,
                N,
                mi,
                ni,
                ki,
                &h_two,
                dah.cast(),
                mi,
                dbh.cast(),
                ki,
                &h_zero,
                dch.cast(),
                mi,
            ),
            0,
            "cublasHgemm",
        )?;
        let goth: Vec<u16> = download_bytes(dch, m * n * 2)?
            .chunks(2)
            .map(|c| u16::from_le_bytes([c[0], c[1]]))
            .collect();
        let wanth: Vec<u16> = want.iter().map(|v| half(2.0 * *v as f32)).collect();
        ensure!(goth == wanth, "cublasHgemm: {goth:04x?}, want {wanth:04x?}");
        // A strided batch of 3, strides past the matrices, alpha 2, beta 1.
        let (sa, sb, sc, count) = (m * k + 5, k * n + 3, m * n + 2, 3usize);
        let ab = values(sa * count, 8, 2);
        let bb = values(sb * count, 5, 1);
        let cb = values(sc * count, 4, 3);
        let (dab, dbb, dcb) = (
            upload(&f32s(&ab))?,
            upload(&f32s(&bb))?,
            upload(&f32s(&cb))?,
        );
        let two = 2f32;
        status(
            cublasSgemmStridedBatched(
                h,
                N,
                N,
                mi,
                ni,
                ki,
                &two,
                dab.cast(),
                mi,
                sa as i64,
                dbb.cast(),
                ki,
                sb as i64,
                &one,
                dcb.cast(),
                mi,
                sc as i64,
                count as c_int,
            ),
            0,
            "cublasSgemmStridedBatched",
        )?;
        let got = download(dcb, sc * count)?;
        let mut want = cb.clone();
        for z in 0..count {
            let (a, b) = (&ab[z * sa..], &bb[z * sb..]);
            reference(
                (N, N),
                (m, n, k),
                2.0,
                a,
                m,
                b,
                k,
                1.0,
                &mut want[z * sc..],
                m,
            );
        }
        ensure!(
            got.iter().zip(&want).all(|(g, w)| f64::from(*g) == *w),
            "strided batch: {got:?}, want {want:?}"
        );
        free(&[da, db, dc, da64, db64, dc64, dah, dbh, dch, dab, dbb, dcb])?;
        status(cublasDestroy_v2(h), 0, "cublasDestroy")?;
    }
    Ok(())
}

/// cublasGemmEx and cublasGemmStridedBatchedEx over the types taken.
pub(super) fn gemm_ex() -> anyhow::Result<()> {
    let h = create()?;
    let (m, n, k) = (7usize, 6usize, 5usize);
    let (mi, ni, ki) = (m as c_int, n as c_int, k as c_int);
    let a = values(m * k, 9, 4);
    let b = values(k * n, 7, 2);
    let mut want = vec![0f64; m * n];
    reference((N, T), (m, n, k), 0.5, &a, m, &b, n, 0.0, &mut want, m);
    let bf16 = |v: f32| (v.to_bits() >> 16) as u16;
    let enc = |x: &[f64], t: c_int| -> Vec<u8> {
        x.iter()
            .flat_map(|v| match t {
                R_16F => half(*v as f32).to_le_bytes().to_vec(),
                R_16BF => bf16(*v as f32).to_le_bytes().to_vec(),
                R_32F => (*v as f32).to_le_bytes().to_vec(),
                _ => v.to_le_bytes().to_vec(),
            })
            .collect()
    };
    let dec = |bytes: &[u8], t: c_int| -> Vec<f64> {
        match t {
            R_16F => bytes
                .chunks(2)
                .map(|c| f64::from(half_value(u16::from_le_bytes([c[0], c[1]]))))
                .collect(),
            R_16BF => bytes
                .chunks(2)
                .map(|c| {
                    f64::from(f32::from_bits(
                        u32::from(u16::from_le_bytes([c[0], c[1]])) << 16,
                    ))
                })
                .collect(),
            R_32F => bytes
                .chunks(4)
                .map(|c| f64::from(f32::from_le_bytes([c[0], c[1], c[2], c[3]])))
                .collect(),
            _ => bytes
                .chunks(8)
                .map(|c| f64::from_le_bytes(c.try_into().unwrap_or_default()))
                .collect(),
        }
    };
    let size = |t: c_int| match t {
        R_16F | R_16BF => 2,
        R_32F => 4,
        _ => 8,
    };
    // (input, output, compute): the legacy CUDA_R_32F/64F compute values too.
    for (ti, to, compute) in [
        (R_16F, R_32F, COMPUTE_32F),
        (R_16F, R_16F, COMPUTE_32F),
        (R_16BF, R_32F, COMPUTE_32F),
        (R_16BF, R_16BF, R_32F),
        (R_32F, R_32F, COMPUTE_32F),
        (R_64F, R_64F, COMPUTE_64F),
        (R_64F, R_64F, R_64F),
    ] {
        let what = format!("cublasGemmEx {ti} -> {to}, compute {compute}");
        let (da, db) = (upload_bytes(&enc(&a, ti))?, upload_bytes(&enc(&b, ti))?);
        let dc = upload_bytes(&vec![0xff; m * n * size(to)])?;
        let (alpha32, beta32, alpha64, beta64) = (0.5f32, 0f32, 0.5f64, 0f64);
        let (alpha, beta): (*const c_void, *const c_void) = if ti == R_64F {
            ((&raw const alpha64).cast(), (&raw const beta64).cast())
        } else {
            ((&raw const alpha32).cast(), (&raw const beta32).cast())
        };
        // SAFETY: host scalars of the compute type, device pointers holding
        // the matrices.
        unsafe {
            status(
                cublasGemmEx(
                    h,
                    N,
                    T,
                    mi,
                    ni,
                    ki,
                    alpha,
                    da,
                    ti,
                    mi,
                    db,
                    ti,
                    ni,
                    beta,
                    dc,
                    to,
                    mi,
                    compute,
                    DEFAULT_ALGO,
                ),
                0,
                &what,
            )?;
        }
        let got = dec(&download_bytes(dc, m * n * size(to))?, to);
        // Every value is a small multiple of 0.5: exact in every type.
        ensure!(got == want, "{what}: {got:?}, want {want:?}");
        // The same as a strided batch of 2 over A and B reused (stride 0).
        let dcb = malloc(2 * m * n * size(to))?;
        let strided = |count: c_int| {
            // SAFETY: as above; C holds two outputs.
            unsafe {
                cublasGemmStridedBatchedEx(
                    h,
                    N,
                    T,
                    mi,
                    ni,
                    ki,
                    alpha,
                    da,
                    ti,
                    mi,
                    0,
                    db,
                    ti,
                    ni,
                    0,
                    beta,
                    dcb,
                    to,
                    mi,
                    (m * n) as i64,
                    count,
                    compute,
                    99,
                )
            }
        };
        status(strided(2), 0, &format!("{what}, strided"))?;
        let got = dec(&download_bytes(dcb, 2 * m * n * size(to))?, to);
        ensure!(
            got[..m * n] == want[..] && got[m * n..] == want[..],
            "{what}, strided: {got:?}"
        );
        // A negative batch count: cuBLAS 13.1 returns EXECUTION_FAILED (13)
        // and prints nothing, where the plain strided gemms reject argument
        // 14; C is not written.
        status(strided(-1), 13, &format!("{what}, a batch of -1"))?;
        let after = dec(&download_bytes(dcb, 2 * m * n * size(to))?, to);
        ensure!(after == got, "{what}, a batch of -1 wrote C: {after:?}");
        free(&[da, db, dc, dcb])?;
    }
    // SAFETY: a live handle.
    status(unsafe { cublasDestroy_v2(h) }, 0, "cublasDestroy")?;
    Ok(())
}

fn half_value(h: u16) -> f32 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let e = i32::from((h >> 10) & 0x1f);
    let f = f32::from(h & 0x3ff);
    sign * if e == 0 {
        f * 2f32.powi(-24)
    } else {
        (1.0 + f / 1024.0) * 2f32.powi(e - 15)
    }
}

/// cublasSgemmBatched and cublasGemmBatchedEx: matrices in allocations of
/// their own (one inside a larger allocation), listed in device arrays.
pub(super) fn pointer_arrays() -> anyhow::Result<()> {
    let h = create()?;
    let (m, n, k, count) = (5usize, 4usize, 3usize, 3usize);
    let (mi, ni, ki) = (m as c_int, n as c_int, k as c_int);
    let mut owned = Vec::new();
    let (mut ta, mut tb, mut tc) = (Vec::new(), Vec::new(), Vec::new());
    let mut inputs = Vec::new();
    for z in 0..count {
        let a = values(m * k, 7, z + 1);
        let b = values(k * n, 5, z + 2);
        let c = values(m * n, 3, z);
        // A of the second product starts 4 floats into its allocation.
        let pad = if z == 1 { 4 } else { 0 };
        let mut fa = vec![0f32; pad];
        fa.extend(f32s(&a));
        let (da, db, dc) = (upload(&fa)?, upload(&f32s(&b))?, upload(&f32s(&c))?);
        owned.extend([da, db, dc]);
        ta.push(da as u64 + 4 * pad as u64);
        tb.push(db as u64);
        tc.push(dc as u64);
        inputs.push((a, b, c));
    }
    let table =
        |t: &[u64]| upload_bytes(&t.iter().flat_map(|p| p.to_le_bytes()).collect::<Vec<u8>>());
    let (dta, dtb, dtc) = (table(&ta)?, table(&tb)?, table(&tc)?);
    let (alpha, beta) = (2f32, 1f32);
    // SAFETY: host scalars; device arrays listing matrices that hold what
    // the products reach.
    let code = unsafe {
        cublasSgemmBatched(
            h,
            N,
            N,
            mi,
            ni,
            ki,
            &alpha,
            dta.cast(),
            mi,
            dtb.cast(),
            ki,
            &beta,
            dtc.cast(),
            mi,
            count as c_int,
        )
    };
    status(code, 0, "cublasSgemmBatched")?;
    for (z, (a, b, c)) in inputs.iter().enumerate() {
        let got = download(tc[z] as *const c_void, m * n)?;
        let mut want = c.clone();
        reference((N, N), (m, n, k), 2.0, a, m, b, k, 1.0, &mut want, m);
        ensure!(
            got.iter().zip(&want).all(|(g, w)| f64::from(*g) == *w),
            "product {z}: {got:?}, want {want:?}"
        );
    }
    // An array in host memory is refused before anything runs.
    let host_table = [0u64; 3];
    // SAFETY: refused before the arrays are read.
    let code = unsafe {
        cublasSgemmBatched(
            h,
            N,
            N,
            mi,
            ni,
            ki,
            &alpha,
            host_table.as_ptr().cast(),
            mi,
            dtb.cast(),
            ki,
            &beta,
            dtc.cast(),
            mi,
            count as c_int,
        )
    };
    status(code, 7, "an array in host memory")?;
    // GemmBatchedEx: f16 inputs into f32, over the same shapes.
    let mut th = (Vec::new(), Vec::new(), Vec::new());
    for (a, b, _) in &inputs {
        let enc = |x: &[f64]| {
            x.iter()
                .flat_map(|v| half(*v as f32).to_le_bytes())
                .collect::<Vec<u8>>()
        };
        let (da, db, dc) = (
            upload_bytes(&enc(a))?,
            upload_bytes(&enc(b))?,
            malloc(m * n * 4)?,
        );
        owned.extend([da, db, dc]);
        th.0.push(da as u64);
        th.1.push(db as u64);
        th.2.push(dc as u64);
    }
    let (eta, etb, etc) = (table(&th.0)?, table(&th.1)?, table(&th.2)?);
    let zero = 0f32;
    // SAFETY: as above, with f32 scalars for CUBLAS_COMPUTE_32F.
    let code = unsafe {
        cublasGemmBatchedEx(
            h,
            N,
            N,
            mi,
            ni,
            ki,
            (&raw const alpha).cast(),
            eta.cast(),
            R_16F,
            mi,
            etb.cast(),
            R_16F,
            ki,
            (&raw const zero).cast(),
            etc.cast(),
            R_32F,
            mi,
            count as c_int,
            COMPUTE_32F,
            DEFAULT_ALGO,
        )
    };
    status(code, 0, "cublasGemmBatchedEx")?;
    for (z, (a, b, _)) in inputs.iter().enumerate() {
        let got = download(th.2[z] as *const c_void, m * n)?;
        let mut want = vec![0f64; m * n];
        reference((N, N), (m, n, k), 2.0, a, m, b, k, 0.0, &mut want, m);
        ensure!(
            got.iter().zip(&want).all(|(g, w)| f64::from(*g) == *w),
            "GemmBatchedEx product {z}: {got:?}, want {want:?}"
        );
    }
    owned.extend([dta, dtb, dtc, eta, etb, etc]);
    free(&owned)?;
    // SAFETY: a live handle.
    status(unsafe { cublasDestroy_v2(h) }, 0, "cublasDestroy")?;
    Ok(())
}

/// cublasSgemv and cublasDgemv, both transposes, increments past 1 and a
/// leading dimension past the rows: the elements between a vector's own
/// stay as they were.
pub(super) fn gemv() -> anyhow::Result<()> {
    let h = create()?;
    let (m, n, lda) = (7usize, 5usize, 9usize);
    let a = values(lda * n, 9, 2);
    let da = upload(&f32s(&a))?;
    for (trans, incx, incy) in [(N, 2usize, 3usize), (T, 3, 1), (N, 1, 1)] {
        let (rows, cols) = if trans == N { (m, n) } else { (n, m) };
        let x = values(cols * incx, 7, 1);
        let y0 = values(rows * incy, 5, 3);
        let dx = upload(&f32s(&x))?;
        let dy = upload(&f32s(&y0))?;
        let (alpha, beta) = (2f32, -1f32);
        // SAFETY: host scalars; A, x and y hold what the product reaches.
        let code = unsafe {
            cublasSgemv_v2(
                h,
                trans,
                m as c_int,
                n as c_int,
                &alpha,
                da.cast(),
                lda as c_int,
                dx.cast(),
                incx as c_int,
                &beta,
                dy.cast(),
                incy as c_int,
            )
        };
        status(code, 0, "cublasSgemv")?;
        let got = download(dy, rows * incy)?;
        let mut want = y0.clone();
        for i in 0..rows {
            let s: f64 = (0..cols)
                .map(|p| {
                    let e = if trans == N {
                        a[i + p * lda]
                    } else {
                        a[p + i * lda]
                    };
                    e * x[p * incx]
                })
                .sum();
            want[i * incy] = 2.0 * s - y0[i * incy];
        }
        ensure!(
            got.iter().zip(&want).all(|(g, w)| f64::from(*g) == *w),
            "cublasSgemv trans {trans}, incx {incx}, incy {incy}: {got:?}, want {want:?}"
        );
        // The same in double precision.
        if incx == 1 && incy == 1 {
            let bytes = |v: &[f64]| v.iter().flat_map(|e| e.to_le_bytes()).collect::<Vec<u8>>();
            let (da64, dx64, dy64) = (
                upload_bytes(&bytes(&a))?,
                upload_bytes(&bytes(&x))?,
                upload_bytes(&bytes(&y0))?,
            );
            let (alpha, beta) = (2f64, -1f64);
            // SAFETY: as above.
            let code = unsafe {
                cublasDgemv_v2(
                    h,
                    trans,
                    m as c_int,
                    n as c_int,
                    &alpha,
                    da64.cast(),
                    lda as c_int,
                    dx64.cast(),
                    1,
                    &beta,
                    dy64.cast(),
                    1,
                )
            };
            status(code, 0, "cublasDgemv")?;
            let got: Vec<f64> = download_bytes(dy64, rows * 8)?
                .chunks(8)
                .map(|c| f64::from_le_bytes(c.try_into().unwrap_or_default()))
                .collect();
            ensure!(got == want, "cublasDgemv: {got:?}, want {want:?}");
            free(&[da64, dx64, dy64])?;
        }
        // n = 0: y is left as it is (BLAS's quick return), refusals.
        let (one, zero) = (1f32, 0f32);
        // SAFETY: nothing is read or written.
        unsafe {
            let call = |n: c_int, incx: c_int| {
                cublasSgemv_v2(
                    h,
                    trans,
                    m as c_int,
                    n,
                    &one,
                    da.cast(),
                    lda as c_int,
                    dx.cast(),
                    incx,
                    &zero,
                    dy.cast(),
                    incy as c_int,
                )
            };
            status(call(0, 1), 0, "n = 0")?;
            status(call(n as c_int, 0), 7, "incx = 0")?;
            status(call(n as c_int, -1), 15, "incx = -1")?;
        }
        ensure!(
            download(dy, rows * incy)? == got,
            "a call that computes nothing wrote y"
        );
        free(&[dx, dy])?;
    }
    free(&[da])?;
    // SAFETY: a live handle.
    status(unsafe { cublasDestroy_v2(h) }, 0, "cublasDestroy")?;
    Ok(())
}
