//! cuBLAS's entry points of gpujit's runtime library (`libcublas.so`),
//! called in this process as a program calls them, on every device present:
//! handles, modes, streams, the products on device pointers of `cudaMalloc`
//! (anywhere inside an allocation) and cuBLAS's status code for each
//! refusal.

use std::ffi::{CStr, c_int, c_void};
use std::ptr::{null, null_mut};

use anyhow::ensure;
use cudart::cublas::{self, *};
use gpujit_conformance::{Selected, Tally};

use crate::cudart::{download, malloc, ok, specs, upload};

/// `CUBLAS_OP_N`, `CUBLAS_OP_T`.
const N: c_int = 0;
const T: c_int = 1;
/// `cudaDataType`s.
const R_32F: c_int = 0;
const R_64F: c_int = 1;
const R_16F: c_int = 2;
const R_8I: c_int = 3;
const R_16BF: c_int = 14;
/// `cublasComputeType_t`s.
const COMPUTE_32F: c_int = 68;
const COMPUTE_64F: c_int = 70;
/// `CUBLAS_GEMM_DEFAULT`.
const DEFAULT_ALGO: c_int = -1;

fn status(got: CublasStatus, want: CublasStatus, what: &str) -> anyhow::Result<()> {
    ensure!(
        got == want,
        "{what}: {} ({got}), expected {} ({want})",
        cublas::status_name(got),
        cublas::status_name(want)
    );
    Ok(())
}

fn create() -> anyhow::Result<CublasHandle> {
    let mut h = null_mut();
    // SAFETY: a valid out-pointer.
    let code = unsafe { cublasCreate_v2(&mut h) };
    status(code, CUBLAS_STATUS_SUCCESS, "cublasCreate")?;
    Ok(h)
}

/// Device memory holding `bytes`.
fn upload_bytes(bytes: &[u8]) -> anyhow::Result<*mut c_void> {
    let p = malloc(bytes.len())?;
    // SAFETY: both ranges hold the bytes copied.
    let code = unsafe { cudart::cudaMemcpy(p, bytes.as_ptr().cast(), bytes.len(), 1) };
    ok(code, "cudaMemcpy H2D")?;
    Ok(p)
}

fn download_bytes(p: *const c_void, n: usize) -> anyhow::Result<Vec<u8>> {
    let mut out = vec![0u8; n];
    // SAFETY: both ranges hold the bytes copied.
    let code = unsafe { cudart::cudaMemcpy(out.as_mut_ptr().cast(), p, n, 2) };
    ok(code, "cudaMemcpy D2H")?;
    Ok(out)
}

fn free(ps: &[*mut c_void]) -> anyhow::Result<()> {
    for p in ps {
        // SAFETY: allocations of cudaMalloc.
        ok(unsafe { cudart::cudaFree(*p) }, "cudaFree")?;
    }
    Ok(())
}

/// binary16 bits of a small integer (exact).
fn half(v: f32) -> u16 {
    if v == 0.0 {
        return 0;
    }
    let sign = if v < 0.0 { 0x8000 } else { 0 };
    let (mut a, mut e) = (v.abs(), 0);
    while a >= 2.0 {
        a /= 2.0;
        e += 1;
    }
    sign | (((e + 15) as u16) << 10) | ((a - 1.0) * 1024.0) as u16
}

/// `C = alpha·op(A)·op(B) + beta·C`, column-major, on the host.
#[allow(clippy::too_many_arguments)]
fn reference(
    (ta, tb): (c_int, c_int),
    (m, n, k): (usize, usize, usize),
    alpha: f64,
    a: &[f64],
    lda: usize,
    b: &[f64],
    ldb: usize,
    beta: f64,
    c: &mut [f64],
    ldc: usize,
) {
    for j in 0..n {
        for i in 0..m {
            let s: f64 = (0..k)
                .map(|p| {
                    let x = if ta == N {
                        a[i + p * lda]
                    } else {
                        a[p + i * lda]
                    };
                    let y = if tb == N {
                        b[p + j * ldb]
                    } else {
                        b[j + p * ldb]
                    };
                    x * y
                })
                .sum();
            let old = if beta == 0.0 {
                0.0
            } else {
                beta * c[i + j * ldc]
            };
            c[i + j * ldc] = alpha * s + old;
        }
    }
}

fn values(n: usize, modulus: usize, shift: usize) -> Vec<f64> {
    (0..n)
        .map(|i| ((i * 5 + shift) % modulus) as f64 - (modulus / 3) as f64)
        .collect()
}

/// Every cuBLAS test on every device.
pub fn run(t: &mut Tally, selected: &[Selected]) {
    let devices = specs(selected);
    if devices.is_empty() {
        return;
    }
    let spec_list: Vec<&str> = devices.iter().map(|(_, s)| s.as_str()).collect();
    if let Err(f) = cudart::configure(&spec_list) {
        t.fail("cublas::configure", &f.to_string());
        return;
    }
    t.run("cublas::status_names", status_names);
    for (i, (tag, _)) in devices.iter().enumerate() {
        let on = |t: &mut Tally, name: &str, f: &dyn Fn() -> anyhow::Result<()>| {
            t.run(&format!("{tag}::cublas::{name}"), || {
                // SAFETY: a valid ordinal.
                let code = unsafe { cudart::cudaSetDevice(i as c_int) };
                ok(code, "cudaSetDevice")?;
                f()
            });
        };
        on(t, "handles_and_modes", &handles);
        on(t, "streams", &streams);
        on(t, "sgemm_and_dgemm", &typed_products);
        on(t, "gemm_ex", &gemm_ex);
        on(t, "pointer_array_batches", &pointer_arrays);
        on(t, "gemv", &gemv);
        on(t, "refusals", &refusals);
    }
}

fn status_names() -> anyhow::Result<()> {
    let s = |p: *const std::ffi::c_char| {
        // SAFETY: static NUL-terminated strings.
        unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
    };
    for (code, name) in [
        (0, "CUBLAS_STATUS_SUCCESS"),
        (1, "CUBLAS_STATUS_NOT_INITIALIZED"),
        (3, "CUBLAS_STATUS_ALLOC_FAILED"),
        (7, "CUBLAS_STATUS_INVALID_VALUE"),
        (8, "CUBLAS_STATUS_ARCH_MISMATCH"),
        (11, "CUBLAS_STATUS_MAPPING_ERROR"),
        (13, "CUBLAS_STATUS_EXECUTION_FAILED"),
        (14, "CUBLAS_STATUS_INTERNAL_ERROR"),
        (15, "CUBLAS_STATUS_NOT_SUPPORTED"),
        (12345, "CUBLAS_STATUS_UNKNOWN"),
    ] {
        ensure!(
            s(cublasGetStatusName(code)) == name,
            "name of {code}: {}",
            s(cublasGetStatusName(code))
        );
        ensure!(
            !s(cublasGetStatusString(code)).is_empty(),
            "string of {code}"
        );
    }
    ensure!(cublasGetCudartVersion() >= 12000, "cudart version");
    Ok(())
}

fn handles() -> anyhow::Result<()> {
    let h = create()?;
    let (mut v, mut mode) = (0, -1);
    // SAFETY: valid out-pointers, live and destroyed handles (checked by
    // the library), null pointers where a refusal is expected.
    unsafe {
        status(cublasCreate_v2(null_mut()), 7, "cublasCreate(NULL)")?;
        status(cublasGetVersion_v2(h, &mut v), 0, "cublasGetVersion")?;
        ensure!(v == CUBLAS_VERSION && v >= 120000, "version {v}");
        status(cublasGetVersion(&mut v), 0, "legacy cublasGetVersion")?;
        let mut major = 0;
        status(cublasGetProperty(0, &mut major), 0, "cublasGetProperty")?;
        ensure!(major == 12, "major version {major}");
        status(cublasGetProperty(9, &mut major), 7, "cublasGetProperty(9)")?;
        status(cublasGetMathMode(h, &mut mode), 0, "cublasGetMathMode")?;
        ensure!(mode == 0, "the default math mode is {mode}");
        status(
            cublasSetMathMode(h, 3 | 16),
            0,
            "cublasSetMathMode(TF32 | 16)",
        )?;
        status(cublasGetMathMode(h, &mut mode), 0, "cublasGetMathMode")?;
        ensure!(mode == 19, "math mode {mode}");
        status(cublasSetMathMode(h, 9), 7, "cublasSetMathMode(9)")?;
        status(cublasSetPointerMode_v2(h, 0), 0, "host pointer mode")?;
        status(cublasSetPointerMode_v2(h, 1), 15, "device pointer mode")?;
        status(cublasSetPointerMode_v2(h, 5), 7, "pointer mode 5")?;
        status(
            cublasGetPointerMode_v2(h, &mut mode),
            0,
            "cublasGetPointerMode",
        )?;
        ensure!(mode == 0, "pointer mode {mode}");
        status(cublasGetPointerMode_v2(h, null_mut()), 7, "a null mode")?;
        status(
            cublasSetWorkspace_v2(h, null_mut(), 0),
            0,
            "cublasSetWorkspace",
        )?;
        status(cublasDestroy_v2(h), 0, "cublasDestroy")?;
        status(cublasDestroy_v2(h), 1, "cublasDestroy twice")?;
        status(cublasSetStream_v2(h, null_mut()), 1, "a destroyed handle")?;
        let forged = 0x1234usize as CublasHandle;
        status(cublasGetMathMode(forged, &mut mode), 1, "a forged handle")?;
        // The plain names are the same entry points.
        let mut h2 = null_mut();
        status(cublasCreate(&mut h2), 0, "cublasCreate")?;
        status(cublasDestroy(h2), 0, "cublasDestroy")?;
    }
    Ok(())
}

/// The handle's stream: set, read back, refused once destroyed, and the
/// products queued on it in order with the program's copies there.
fn streams() -> anyhow::Result<()> {
    let h = create()?;
    let (m, n, k) = (33usize, 17usize, 9usize);
    let a = values(m * k, 7, 1);
    let b = values(k * n, 5, 2);
    let f = |x: &[f64]| x.iter().map(|v| *v as f32).collect::<Vec<f32>>();
    // SAFETY: valid out-pointers and handles; copies within the buffers.
    unsafe {
        let mut s = null_mut();
        ok(
            cudart::cudaStreamCreateWithFlags(&mut s, 1),
            "cudaStreamCreate",
        )?;
        status(cublasSetStream_v2(h, s), 0, "cublasSetStream")?;
        let mut got = null_mut();
        status(cublasGetStream_v2(h, &mut got), 0, "cublasGetStream")?;
        ensure!(got == s, "cublasGetStream gave {got:p}, set {s:p}");
        let (da, db, dc) = (malloc(m * k * 4)?, malloc(k * n * 4)?, malloc(m * n * 4)?);
        let (fa, fb) = (f(&a), f(&b));
        let mut out = vec![0f32; m * n];
        // Several rounds: each copy, product and read-back queued on the
        // stream, with only the last read waited for.
        for round in 0..3 {
            let alpha = (round + 1) as f32;
            let beta = 0f32;
            ok(
                cudart::cudaMemcpyAsync(da, fa.as_ptr().cast(), m * k * 4, 1, s),
                "cudaMemcpyAsync",
            )?;
            ok(
                cudart::cudaMemcpyAsync(db, fb.as_ptr().cast(), k * n * 4, 1, s),
                "cudaMemcpyAsync",
            )?;
            let dims = (m as c_int, n as c_int, k as c_int);
            status(
                cublasSgemm_v2(
                    h,
                    N,
                    N,
                    dims.0,
                    dims.1,
                    dims.2,
                    &alpha,
                    da.cast(),
                    dims.0,
                    db.cast(),
                    dims.2,
                    &beta,
                    dc.cast(),
                    dims.0,
                ),
                0,
                "cublasSgemm on the stream",
            )?;
            ok(
                cudart::cudaMemcpyAsync(out.as_mut_ptr().cast(), dc, m * n * 4, 2, s),
                "cudaMemcpyAsync",
            )?;
            ok(cudart::cudaStreamSynchronize(s), "cudaStreamSynchronize")?;
            let mut want = vec![0f64; m * n];
            reference(
                (N, N),
                (m, n, k),
                alpha.into(),
                &a,
                m,
                &b,
                k,
                0.0,
                &mut want,
                m,
            );
            for (i, (g, w)) in out.iter().zip(&want).enumerate() {
                ensure!(f64::from(*g) == *w, "round {round}: C[{i}] = {g}, want {w}");
            }
        }
        // Back on the default stream.
        status(cublasSetStream_v2(h, null_mut()), 0, "cublasSetStream(0)")?;
        ok(cudart::cudaStreamDestroy(s), "cudaStreamDestroy")?;
        status(cublasSetStream_v2(h, s), 7, "a destroyed stream")?;
        status(cublasDestroy_v2(h), 0, "cublasDestroy")?;
        free(&[da, db, dc])?;
    }
    Ok(())
}

/// Sgemm (N/N, T/N, N/T with leading dimensions past the rows, A inside an
/// allocation), beta = 0 over NaN, Dgemm, Hgemm and the strided batches.
fn typed_products() -> anyhow::Result<()> {
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
            let db = upload(&b.iter().map(|v| *v as f32).collect::<Vec<_>>())?;
            let dc = upload(&c0.iter().map(|v| *v as f32).collect::<Vec<_>>())?;
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
        let f32s = |x: &[f64]| x.iter().map(|v| *v as f32).collect::<Vec<_>>();
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
fn gemm_ex() -> anyhow::Result<()> {
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
        // SAFETY: as above; C holds two outputs.
        unsafe {
            status(
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
                    2,
                    compute,
                    99,
                ),
                0,
                &format!("{what}, strided"),
            )?;
        }
        let got = dec(&download_bytes(dcb, 2 * m * n * size(to))?, to);
        ensure!(
            got[..m * n] == want[..] && got[m * n..] == want[..],
            "{what}, strided: {got:?}"
        );
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

/// What cuBLAS refuses, and with which status; nothing runs (C unchanged).
fn refusals() -> anyhow::Result<()> {
    let h = create()?;
    let (m, n, k) = (4 as c_int, 3 as c_int, 2 as c_int);
    let da = upload(&[1.0; 8])?;
    let db = upload(&[1.0; 6])?;
    let dc = upload(&[7.0; 12])?;
    let host = [0f32; 64];
    let (one, zero) = (1f32, 0f32);
    let (a, b, c) = (da.cast::<f32>(), db.cast::<f32>(), dc.cast::<f32>());
    // SAFETY: every call is refused before it reads or writes a matrix;
    // the scalars are host values.
    unsafe {
        let sgemm = |ta, m, lda, a: *const f32, alpha: *const f32, c: *mut f32| {
            cublasSgemm_v2(h, ta, N, m, n, k, alpha, a, lda, b, k, &zero, c, 4)
        };
        status(sgemm(N, m, 3, a, &one, c), 7, "lda < m")?;
        status(sgemm(N, -1, 4, a, &one, c), 7, "m < 0")?;
        status(sgemm(3, m, 4, a, &one, c), 7, "transa 3")?;
        status(sgemm(N, m, 4, a, null(), c), 7, "a null alpha")?;
        status(
            sgemm(N, m, 4, host.as_ptr(), &one, c),
            7,
            "A in host memory",
        )?;
        status(
            sgemm(N, m, 4, a.add(1), &one, c),
            7,
            "A past its allocation",
        )?;
        status(
            sgemm(N, m, 4, a, &one, host.as_ptr().cast_mut()),
            7,
            "C in host memory",
        )?;
        // Nothing to do: the pointers are not looked at.
        status(sgemm(N, 0, 1, null(), &one, null_mut()), 0, "m = 0")?;
        status(
            cublasSgemm_v2(null_mut(), N, N, m, n, k, &one, a, 4, b, k, &zero, c, 4),
            1,
            "a null handle",
        )?;
        let ex = |at, ct, compute, algo| {
            cublasGemmEx(
                h,
                N,
                N,
                m,
                n,
                k,
                (&raw const one).cast(),
                da,
                at,
                4,
                db,
                at,
                k,
                (&raw const zero).cast(),
                dc,
                ct,
                4,
                compute,
                algo,
            )
        };
        status(ex(R_8I, R_32F, COMPUTE_32F, -1), 15, "CUDA_R_8I inputs")?;
        status(
            ex(R_32F, R_32F, COMPUTE_64F, -1),
            15,
            "f32 with COMPUTE_64F",
        )?;
        status(ex(R_32F, R_32F, 64, -1), 15, "COMPUTE_16F")?;
        status(ex(R_32F, R_64F, COMPUTE_32F, -1), 15, "f32 into f64")?;
        status(ex(R_32F, R_32F, COMPUTE_32F, 500), 7, "algo 500")?;
        status(
            cublas::unsupported::cublasSdot_v2(),
            15,
            "cublasSdot (not supported)",
        )?;
        ensure!(
            cublas::unsupported::NOT_SUPPORTED.contains(&"cublasSdot_v2"),
            "the refused list"
        );
    }
    ensure!(download(dc, 12)? == vec![7.0; 12], "a refused call wrote C");
    free(&[da, db, dc])?;
    // SAFETY: a live handle.
    status(unsafe { cublasDestroy_v2(h) }, 0, "cublasDestroy")?;
    Ok(())
}

/// cublasSgemmBatched and cublasGemmBatchedEx: matrices in allocations of
/// their own (one inside a larger allocation), listed in device arrays.
fn pointer_arrays() -> anyhow::Result<()> {
    let h = create()?;
    let (m, n, k, count) = (5usize, 4usize, 3usize, 3usize);
    let (mi, ni, ki) = (m as c_int, n as c_int, k as c_int);
    let f32s = |x: &[f64]| x.iter().map(|v| *v as f32).collect::<Vec<_>>();
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
fn gemv() -> anyhow::Result<()> {
    let h = create()?;
    let (m, n, lda) = (7usize, 5usize, 9usize);
    let a = values(lda * n, 9, 2);
    let da = upload(&a.iter().map(|v| *v as f32).collect::<Vec<_>>())?;
    for (trans, incx, incy) in [(N, 2usize, 3usize), (T, 3, 1), (N, 1, 1)] {
        let (rows, cols) = if trans == N { (m, n) } else { (n, m) };
        let x = values(cols * incx, 7, 1);
        let y0 = values(rows * incy, 5, 3);
        let dx = upload(&x.iter().map(|v| *v as f32).collect::<Vec<_>>())?;
        let dy = upload(&y0.iter().map(|v| *v as f32).collect::<Vec<_>>())?;
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
