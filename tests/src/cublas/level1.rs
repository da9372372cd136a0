//! Level 1 through cuBLAS's C ABI: `axpy`, `scal`, `dot`, `nrm2`, `asum`
//! in both precisions, increments of either sign, on a stream of the
//! program's own, the results in host memory, and the refusals; and the
//! copy helpers (`cublasSetVector`, `cublasGetMatrix`, ...).

use std::ffi::{c_int, c_void};
use std::ptr::{null, null_mut};

use anyhow::ensure;
use cudart::cublas::*;

use super::{create, download_bytes, free, status, upload_bytes};
use crate::cudart::{download, ok, upload};

/// Integers of either sign: every sum and product below is exact.
fn ints(n: usize, shift: usize) -> Vec<f32> {
    (0..n)
        .map(|i| ((i * 7 + shift) % 13) as f32 - 6.0)
        .collect()
}

/// Element `i` of a vector of `n` at `inc` (BLAS's order for a negative one).
fn at(i: usize, n: usize, inc: i32) -> usize {
    crate::blas::level1::at(i, n, inc.into())
}

pub(super) fn single() -> anyhow::Result<()> {
    let h = create()?;
    let mut s = null_mut();
    // SAFETY: a valid out-pointer; then a stream of this device.
    unsafe {
        ok(
            cudart::cudaStreamCreateWithFlags(&mut s, 1),
            "cudaStreamCreate",
        )?;
        status(cublasSetStream_v2(h, s), 0, "cublasSetStream")?;
    }
    // Past one block's worth of elements, so that several partials add up.
    let n = 3001usize;
    for (incx, incy) in [(1i32, 1i32), (2, -3), (-1, 1)] {
        let (lx, ly) = (
            n * incx.unsigned_abs() as usize,
            n * incy.unsigned_abs() as usize,
        );
        let (x, y0) = (ints(lx, 1), ints(ly, 4));
        let (dx, dy) = (upload(&x)?, upload(&y0)?);
        let alpha = -2f32;
        let (mut dot, mut nrm2, mut asum) = (0f32, 0f32, 0f32);
        // SAFETY: host scalars and results; x and y hold what each call reaches.
        unsafe {
            let code = cublasSaxpy_v2(h, n as c_int, &alpha, dx.cast(), incx, dy.cast(), incy);
            status(code, 0, "cublasSaxpy")?;
            // Ordered after the update on the handle's stream.
            let code = cublasSdot_v2(h, n as c_int, dx.cast(), incx, dy.cast(), incy, &mut dot);
            status(code, 0, "cublasSdot")?;
            status(
                cublasSnrm2_v2(h, n as c_int, dx.cast(), incx.abs(), &mut nrm2),
                0,
                "cublasSnrm2",
            )?;
            status(
                cublasSasum_v2(h, n as c_int, dy.cast(), incy.abs(), &mut asum),
                0,
                "cublasSasum",
            )?;
        }
        let mut y = y0.clone();
        for i in 0..n {
            let (xi, yi) = (at(i, n, incx), at(i, n, incy));
            y[yi] += alpha * x[xi];
        }
        let got = download(dy, ly)?;
        ensure!(got == y, "cublasSaxpy incx {incx}, incy {incy}: wrong y");
        let want_dot: f64 = (0..n)
            .map(|i| f64::from(x[at(i, n, incx)]) * f64::from(y[at(i, n, incy)]))
            .sum();
        ensure!(dot == want_dot as f32, "cublasSdot: {dot}, want {want_dot}");
        let step = incx.unsigned_abs() as usize;
        let sq: f64 = x.iter().step_by(step).map(|v| f64::from(v * v)).sum();
        ensure!(
            nrm2 == sq.sqrt() as f32,
            "cublasSnrm2: {nrm2}, want {}",
            sq.sqrt()
        );
        let step = incy.unsigned_abs() as usize;
        let abs: f64 = y.iter().step_by(step).map(|v| f64::from(v.abs())).sum();
        ensure!(asum == abs as f32, "cublasSasum: {asum}, want {abs}");
        // scal on every other element.
        let three = 3f32;
        // SAFETY: as above.
        let code = unsafe { cublasSscal_v2(h, (ly / 2) as c_int, &three, dy.cast(), 2) };
        status(code, 0, "cublasSscal")?;
        // SAFETY: the stream of this device.
        let code = unsafe { cudart::cudaStreamSynchronize(s) };
        ok(code, "cudaStreamSynchronize")?;
        let got = download(dy, ly)?;
        for (i, v) in y.iter_mut().enumerate() {
            if i % 2 == 0 && i / 2 < ly / 2 {
                *v *= 3.0;
            }
        }
        ensure!(got == y, "cublasSscal: wrong x");
        free(&[dx, dy])?;
    }
    // SAFETY: handles made above.
    unsafe {
        status(cublasDestroy_v2(h), 0, "cublasDestroy")?;
        ok(cudart::cudaStreamDestroy(s), "cudaStreamDestroy")?;
    }
    Ok(())
}

pub(super) fn double() -> anyhow::Result<()> {
    let h = create()?;
    let bytes = |v: &[f64]| v.iter().flat_map(|e| e.to_le_bytes()).collect::<Vec<u8>>();
    let x = [3e200f64, -4e200, 1.0, 0.5];
    let y = [1.0f64, 2.0, 3.0, 4.0];
    let (dx, dy) = (upload_bytes(&bytes(&x))?, upload_bytes(&bytes(&y))?);
    let (mut nrm2, mut dot, mut asum) = (0f64, 0f64, 0f64);
    let (two, half) = (2f64, 0.5f64);
    // SAFETY: host scalars and results; x and y hold what each call reaches.
    unsafe {
        // Squares past f64's range: the norm is still 5e200.
        status(
            cublasDnrm2_v2(h, 2, dx.cast(), 1, &mut nrm2),
            0,
            "cublasDnrm2",
        )?;
        // x[2..4] into y[0..2].
        let tail = dx.cast::<f64>().add(2);
        status(
            cublasDaxpy_v2(h, 2, &two, tail, 1, dy.cast(), 1),
            0,
            "cublasDaxpy",
        )?;
        status(cublasDscal_v2(h, 2, &half, dy.cast(), 2), 0, "cublasDscal")?;
        let code = cublasDdot_v2(h, 2, dx.cast(), 2, dy.cast(), -1, &mut dot);
        status(code, 0, "cublasDdot")?;
        status(
            cublasDasum_v2(h, 4, dy.cast(), 1, &mut asum),
            0,
            "cublasDasum",
        )?;
    }
    let close = |g: f64, w: f64| (g - w).abs() <= 4.0 * f64::EPSILON * w.abs();
    ensure!(close(nrm2, 5e200), "cublasDnrm2: {nrm2}");
    let got: Vec<f64> = download_bytes(dy, 32)?
        .chunks(8)
        .map(|c| f64::from_le_bytes(c.try_into().unwrap_or_default()))
        .collect();
    // y = [(1 + 2·1)·0.5, 2 + 2·0.5, 3·0.5, 4]
    ensure!(
        got == [1.5, 3.0, 1.5, 4.0],
        "cublasDaxpy, cublasDscal: {got:?}"
    );
    // x[0]·y[1] + x[2]·y[0]: x at 2 forwards, y at 1 backwards.
    ensure!(close(dot, 3e200 * 3.0 + 1.5), "cublasDdot: {dot}");
    ensure!(asum == 10.0, "cublasDasum: {asum}");
    free(&[dx, dy])?;
    // SAFETY: the handle made above.
    status(unsafe { cublasDestroy_v2(h) }, 0, "cublasDestroy")?;
    Ok(())
}

pub(super) fn refusals() -> anyhow::Result<()> {
    let h = create()?;
    let dx = upload(&[1.0, 2.0, 3.0, 4.0])?;
    let one = 1f32;
    let mut r = 0f32;
    let outside = 16usize as *const f32;
    // SAFETY: every call is refused before anything is read or written,
    // or reaches inside x.
    unsafe {
        let x = dx.cast::<f32>();
        let invalid = CUBLAS_STATUS_INVALID_VALUE;
        status(
            cublasSdot_v2(h, 4, x, 1, x, 2, &mut r),
            invalid,
            "dot past x",
        )?;
        status(
            cublasSdot_v2(h, 2, x, 1, x, 1, null_mut()),
            invalid,
            "null result",
        )?;
        status(
            cublasSaxpy_v2(h, 2, &one, x, 1, dx.cast(), 0),
            invalid,
            "incy 0",
        )?;
        status(
            cublasSaxpy_v2(h, 2, null(), x, 1, dx.cast(), 1),
            invalid,
            "null alpha",
        )?;
        status(
            cublasSnrm2_v2(h, 2, outside, 1, &mut r),
            invalid,
            "x outside",
        )?;
        // n <= 0, or an increment below 1 for nrm2: 0, nothing read.
        r = 7.0;
        status(cublasSnrm2_v2(h, 2, outside, 0, &mut r), 0, "nrm2 incx 0")?;
        ensure!(r == 0.0, "nrm2 of an empty vector: {r}");
        r = 7.0;
        status(
            cublasSdot_v2(h, 0, outside, 1, outside, 1, &mut r),
            0,
            "dot n 0",
        )?;
        ensure!(r == 0.0, "dot of empty vectors: {r}");
        status(
            cublasSasum_v2(null_mut::<c_void>(), 2, x, 1, &mut r),
            CUBLAS_STATUS_NOT_INITIALIZED,
            "no handle",
        )?;
        status(cublasDestroy_v2(h), 0, "cublasDestroy")?;
    }
    free(&[dx])?;
    Ok(())
}

pub(super) fn copies() -> anyhow::Result<()> {
    let bytes = |v: &[f32]| v.iter().flat_map(|e| e.to_le_bytes()).collect::<Vec<u8>>();
    let host: Vec<f32> = (0..12).map(|i| i as f32).collect();
    let dev = upload(&[-1.0; 12])?;
    let mut back = vec![0f32; 12];
    // SAFETY: host ranges hold what each call reaches; the stream's copies
    // are waited for before `back` is read.
    unsafe {
        // Every other host element to every third device element.
        let code = cublasSetVector(4, 4, host.as_ptr().cast(), 2, dev, 3);
        status(code, 0, "cublasSetVector")?;
        let got = download(dev, 12)?;
        let want = [0., -1., -1., 2., -1., -1., 4., -1., -1., 6., -1., -1.];
        ensure!(got == want, "cublasSetVector: {got:?}");
        // Back packed.
        let code = cublasGetVector(4, 4, dev, 3, back.as_mut_ptr().cast(), 1);
        status(code, 0, "cublasGetVector")?;
        ensure!(back[..4] == [0., 2., 4., 6.], "cublasGetVector: {back:?}");
        // A 3×2 column-major matrix at lda 4 into ldb 5, then back at 3.
        let mut s = null_mut();
        ok(cudart::cudaStreamCreate(&mut s), "cudaStreamCreate")?;
        let code = cublasSetMatrixAsync(3, 2, 4, host.as_ptr().cast(), 4, dev, 5, s);
        status(code, 0, "cublasSetMatrixAsync")?;
        back.fill(0.0);
        let code = cublasGetMatrixAsync(3, 2, 4, dev, 5, back.as_mut_ptr().cast(), 3, s);
        status(code, 0, "cublasGetMatrixAsync")?;
        ok(cudart::cudaStreamSynchronize(s), "cudaStreamSynchronize")?;
        ensure!(
            back[..6] == [0., 1., 2., 4., 5., 6.],
            "the matrix round trip: {back:?}"
        );
        let code = cublasSetMatrix(2, 2, 8, bytes(&host).as_ptr().cast(), 2, dev, 2);
        status(code, 0, "cublasSetMatrix of 8-byte elements")?;
        let code = cublasGetMatrix(2, 2, 8, dev, 2, back.as_mut_ptr().cast(), 2);
        status(code, 0, "cublasGetMatrix of 8-byte elements")?;
        ensure!(back[..8] == host[..8], "8-byte elements: {back:?}");
        // Refusals.
        let invalid = CUBLAS_STATUS_INVALID_VALUE;
        let h = host.as_ptr().cast();
        status(cublasSetVector(4, 4, h, 0, dev, 1), invalid, "incx 0")?;
        status(cublasSetVector(4, 0, h, 1, dev, 1), invalid, "elemSize 0")?;
        status(
            cublasSetMatrix(3, 2, 4, h, 2, dev, 3),
            invalid,
            "lda < rows",
        )?;
        let outside = 64usize as *mut c_void;
        let code = cublasSetVector(4, 4, h, 1, outside, 1);
        status(
            code,
            CUBLAS_STATUS_MAPPING_ERROR,
            "a destination outside device memory",
        )?;
        ok(cudart::cudaStreamDestroy(s), "cudaStreamDestroy")?;
    }
    free(&[dev])?;
    Ok(())
}

/// `copy`, `swap`, `rot`, `rotg`, `amax` and `amin` in both precisions, at
/// increments of either sign, results in host memory.
pub(super) fn the_rest() -> anyhow::Result<()> {
    let h = create()?;
    let n = 1031usize;
    let x0 = ints(2 * n, 2);
    let y0 = ints(n, 5);
    let (dx, dy) = (upload(&x0)?, upload(&y0)?);
    let (c, s) = (0.6f32, 0.8f32);
    let (mut imax, mut imin) = (0, 0);
    // SAFETY: host scalars and results; x and y hold what each call reaches.
    unsafe {
        let (x, y) = (dx.cast::<f32>(), dy.cast::<f32>());
        // y = x at 2, backwards; then swap them back and forth.
        status(cublasScopy_v2(h, n as c_int, x, 2, y, -1), 0, "cublasScopy")?;
        status(cublasSswap_v2(h, n as c_int, x, 2, y, -1), 0, "cublasSswap")?;
        status(
            cublasSrot_v2(h, n as c_int, x, 1, y, 1, &c, &s),
            0,
            "cublasSrot",
        )?;
        status(
            cublasIsamax_v2(h, n as c_int, y, 1, &mut imax),
            0,
            "cublasIsamax",
        )?;
        status(
            cublasIsamin_v2(h, n as c_int, x, 2, &mut imin),
            0,
            "cublasIsamin",
        )?;
    }
    let mut x = x0.clone();
    let mut y = y0.clone();
    for i in 0..n {
        y[at(i, n, -1)] = x[at(i, n, 2)];
    }
    for i in 0..n {
        let (a, b) = (at(i, n, 2), at(i, n, -1));
        std::mem::swap(&mut x[a], &mut y[b]);
    }
    for i in 0..n {
        let (a, b) = (x[i], y[i]);
        x[i] = c.mul_add(a, s * b);
        y[i] = c.mul_add(b, -s * a);
    }
    let (gx, gy) = (download(dx, 2 * n)?, download(dy, n)?);
    let off = |g: &[f32], w: &[f32]| {
        g.iter()
            .zip(w)
            .any(|(g, w)| (g - w).abs() > 1e-5 * (1.0 + w.abs()))
    };
    ensure!(
        !off(&gx, &x) && !off(&gy, &y),
        "cublasScopy/Sswap/Srot: wrong vectors"
    );
    let first = |v: &[f32], better: &dyn Fn(f32, f32) -> bool| {
        let mut best = 0;
        for (i, e) in v.iter().enumerate() {
            if better(e.abs(), v[best].abs()) {
                best = i;
            }
        }
        best as c_int + 1
    };
    // The device's values of y, so that rounding of the rotation cannot
    // move the answer.
    ensure!(imax == first(&gy, &|a, b| a > b), "cublasIsamax: {imax}");
    let xs: Vec<f32> = gx.iter().step_by(2).take(n).copied().collect();
    ensure!(imin == first(&xs, &|a, b| a < b), "cublasIsamin: {imin}");
    // Doubles, an empty vector, and rotg.
    let bytes = |v: &[f64]| v.iter().flat_map(|e| e.to_le_bytes()).collect::<Vec<u8>>();
    let d = upload_bytes(&bytes(&[1.0, -7.0, 7.0, 2.0]))?;
    let (mut a, mut b, mut cd, mut sd) = (3f64, 4f64, 0f64, 0f64);
    // SAFETY: as above.
    unsafe {
        status(
            cublasIdamax_v2(h, 4, d.cast(), 1, &mut imax),
            0,
            "cublasIdamax",
        )?;
        ensure!(imax == 2, "cublasIdamax: {imax}");
        status(
            cublasIdamin_v2(h, 2, d.cast(), 3, &mut imin),
            0,
            "cublasIdamin",
        )?;
        ensure!(imin == 1, "cublasIdamin: {imin}");
        status(cublasIdamax_v2(h, 4, d.cast(), 0, &mut imax), 0, "incx 0")?;
        ensure!(imax == 0, "cublasIdamax of an empty vector: {imax}");
        status(
            cublasDrotg_v2(h, &mut a, &mut b, &mut cd, &mut sd),
            0,
            "cublasDrotg",
        )?;
    }
    let close = |g: f64, w: f64| (g - w).abs() <= 4.0 * f64::EPSILON * w.abs();
    ensure!(
        close(a, 5.0) && close(b, 1.0 / 0.6) && close(cd, 0.6) && close(sd, 0.8),
        "cublasDrotg: r {a}, z {b}, c {cd}, s {sd}"
    );
    free(&[dx, dy, d])?;
    // SAFETY: the handle made above.
    status(unsafe { cublasDestroy_v2(h) }, 0, "cublasDestroy")?;
    Ok(())
}

/// `CUBLAS_POINTER_MODE_DEVICE`: scalars read and results written in
/// device memory in stream order, captured into a graph and replayed; the
/// routines that read host scalars only refuse it.
pub(super) fn device_pointers() -> anyhow::Result<()> {
    let h = create()?;
    let mut st = null_mut();
    let n = 777usize;
    let x0 = ints(n, 3);
    let dx = upload(&x0)?;
    let dy = upload(&vec![1.0; n])?;
    // alpha, then dot's result, then amax's result (as an int), then 0.
    let dev_scalars = upload(&[2.0, 0.0, 0.0, 0.0])?;
    // SAFETY: every pointer is device memory of the sizes given; the
    // stream and graph handles are made here.
    unsafe {
        ok(
            cudart::cudaStreamCreateWithFlags(&mut st, 1),
            "cudaStreamCreate",
        )?;
        status(cublasSetStream_v2(h, st), 0, "cublasSetStream")?;
        status(
            cublasSetPointerMode_v2(h, 1),
            0,
            "CUBLAS_POINTER_MODE_DEVICE",
        )?;
        let (x, y, sc) = (
            dx.cast::<f32>(),
            dy.cast::<f32>(),
            dev_scalars.cast::<f32>(),
        );
        // Captured: y += 2·x, dot(x, y) and amax(y) into device memory.
        ok(
            cudart::cudaStreamBeginCapture(st, 0),
            "cudaStreamBeginCapture",
        )?;
        status(
            cublasSaxpy_v2(h, n as c_int, sc, x, 1, y, 1),
            0,
            "captured cublasSaxpy",
        )?;
        status(
            cublasSdot_v2(h, n as c_int, x, 1, y, 1, sc.add(1)),
            0,
            "captured cublasSdot",
        )?;
        let imax = sc.add(2).cast::<c_int>();
        status(
            cublasIsamax_v2(h, n as c_int, y, 1, imax),
            0,
            "captured cublasIsamax",
        )?;
        let mut g = null_mut();
        ok(
            cudart::cudaStreamEndCapture(st, &mut g),
            "cudaStreamEndCapture",
        )?;
        let mut e = null_mut();
        ok(
            cudart::cudaGraphInstantiate(&mut e, g, 0),
            "cudaGraphInstantiate",
        )?;
        for _ in 0..2 {
            ok(cudart::cudaGraphLaunch(e, st), "cudaGraphLaunch")?;
        }
        ok(cudart::cudaStreamSynchronize(st), "cudaStreamSynchronize")?;
        ok(cudart::cudaGraphExecDestroy(e), "cudaGraphExecDestroy")?;
        ok(cudart::cudaGraphDestroy(g), "cudaGraphDestroy")?;
        // alpha read as 0 (the fourth scalar) changes nothing.
        status(
            cublasSaxpy_v2(h, n as c_int, sc.add(3), x, 1, y, 1),
            0,
            "cublasSaxpy by 0",
        )?;
        // A host pointer where a device one belongs, and a gemm.
        let one = 1f32;
        status(
            cublasSaxpy_v2(h, n as c_int, &one, x, 1, y, 1),
            CUBLAS_STATUS_INVALID_VALUE,
            "a host alpha in device mode",
        )?;
        status(
            cublasSgemm_v2(h, 0, 0, 1, 1, 1, sc, x, 1, x, 1, sc, y, 1),
            CUBLAS_STATUS_NOT_SUPPORTED,
            "cublasSgemm in device mode",
        )?;
        ok(cudart::cudaStreamSynchronize(st), "cudaStreamSynchronize")?;
    }
    // y = 1 + 2·x, twice.
    let y: Vec<f32> = x0.iter().map(|v| 1.0 + 4.0 * v).collect();
    ensure!(download(dy, n)? == y, "device-mode cublasSaxpy: wrong y");
    let got = download(dev_scalars, 4)?;
    let want: f64 = x0.iter().zip(&y).map(|(a, b)| f64::from(a * b)).sum();
    ensure!(
        got[1] == want as f32,
        "device-mode cublasSdot: {}, want {want}",
        got[1]
    );
    let mut best = 0;
    for (i, v) in y.iter().enumerate() {
        if v.abs() > y[best].abs() {
            best = i;
        }
    }
    let imax = got[2].to_bits() as c_int;
    ensure!(
        imax == best as c_int + 1,
        "device-mode cublasIsamax: {imax}, want {}",
        best + 1
    );
    free(&[dx, dy, dev_scalars])?;
    // SAFETY: the handles made above.
    unsafe {
        status(cublasDestroy_v2(h), 0, "cublasDestroy")?;
        ok(cudart::cudaStreamDestroy(st), "cudaStreamDestroy")?;
    }
    Ok(())
}
