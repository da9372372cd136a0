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

mod level1;
mod products;
mod tf32;
mod wide;
use products::{gemm_ex, gemv, pointer_arrays, typed_products};

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

/// `f32` copies of `x`.
fn f32s(x: &[f64]) -> Vec<f32> {
    x.iter().map(|v| *v as f32).collect()
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
    for (i, (tag, spec)) in devices.iter().enumerate() {
        // Whether the device's matrix units read tf32 (the products that
        // may read it then give its result).
        let has_tf32 = gpujit::open(spec)
            .and_then(|d| gpujit::matrix_kinds_for(&*d))
            .map(|k| k.contains(&gpujit::ir::MmaKind::TF32_16X16X8))
            .map_err(|e| e.to_string());
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
        on(t, "sixty_four_bit_products", &wide::sixty_four_bit);
        on(t, "gemv", &gemv);
        on(t, "tf32_modes", &|| {
            tf32::modes(has_tf32.clone().map_err(anyhow::Error::msg)?)
        });
        on(t, "level1_single", &level1::single);
        on(t, "level1_double", &level1::double);
        on(t, "level1_refusals", &level1::refusals);
        on(t, "level1_copy_swap_rot_amax", &level1::the_rest);
        on(t, "level1_device_pointers", &level1::device_pointers);
        on(t, "vector_and_matrix_copies", &level1::copies);
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
        status(cublasSetPointerMode_v2(h, 1), 0, "device pointer mode")?;
        status(cublasSetPointerMode_v2(h, 5), 7, "pointer mode 5")?;
        status(
            cublasGetPointerMode_v2(h, &mut mode),
            0,
            "cublasGetPointerMode",
        )?;
        ensure!(mode == 1, "pointer mode {mode}");
        status(cublasSetPointerMode_v2(h, 0), 0, "host pointer mode")?;
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
        let (fa, fb) = (f32s(&a), f32s(&b));
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
            cublas::unsupported::cublasSrotm_v2(),
            15,
            "cublasSrotm (not supported)",
        )?;
        ensure!(
            cublas::unsupported::NOT_SUPPORTED.contains(&"cublasSrotm_v2"),
            "the refused list"
        );
    }
    ensure!(download(dc, 12)? == vec![7.0; 12], "a refused call wrote C");
    free(&[da, db, dc])?;
    // SAFETY: a live handle.
    status(unsafe { cublasDestroy_v2(h) }, 0, "cublasDestroy")?;
    Ok(())
}
