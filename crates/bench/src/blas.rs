//! The BLAS crate's products on the CUDA device, through its public API
//! (`gpujit_blas::Blas`), with the shapes of [`crate::gemm`] so that they sit
//! beside the same cuBLAS references:
//!
//! - `sgemm`: `f32` 4096³, row-major `C = A·B` (cupy.matmul's product);
//! - `sgemm_tf32`: the same product with `MathMode::AllowTf32`, the inputs
//!   read as `tf32` (`torch.matmul` with `allow_tf32`);
//! - `gemm_bf16`, `gemm_f16`: 8192³ row-major `C = A·Bᵀ`, 16-bit in and out,
//!   `f32` accumulation (`torch.matmul(a, bt.t())`'s product);
//! - `gemm_bf16_ab`: the same in bf16 with `B` row-major as it is, `C = A·B`
//!   (`torch.matmul(a, b)`'s product);
//! - `gemm_fp8`: 8192³ row-major `C = 0.5·A·Bᵀ`, `e4m3` in, `bf16` out, the
//!   scale being the per-tensor scales' product (`torch._scaled_mm(a,
//!   bt.t(), scale_a, scale_b, out_dtype=bfloat16)`'s product).
//!
//! Each product is checked on sampled elements against an `f64` dot product,
//! then timed: `reps` calls queued back to back and one wait for the device,
//! three times; the median of the three per-call times is reported. The
//! handle queues on the device's own stream, so host-side call cost shows
//! only where it exceeds the kernel's time. The path each product took
//! (`Blas::path`) is reported with it.

use std::time::Instant;

use anyhow::Result;
use gpujit::DeviceExt;
use gpujit::ir::mma::Fp8;
use gpujit_blas::{Blas, DataType, Gemm, MathMode, Matrix, MatrixMut, Op};
use gpujit_kernels::half::{bf16_bits, bf16_value, f16_bits, f16_value};
use serde_json::{Value, json};

use crate::cuda::pseudo_random;
use crate::round;

/// Every product of this section, on a handle over CUDA device 0.
pub fn products(warmup: usize, reps: usize) -> Result<Value> {
    let blas = Blas::open("cuda:0")?;
    let mut out = serde_json::Map::new();
    out.insert(
        "sgemm".into(),
        sgemm(&blas, MathMode::Default, warmup, reps)
            .unwrap_or_else(|e| json!({ "error": format!("{e:#}") })),
    );
    out.insert(
        "sgemm_tf32".into(),
        sgemm(&blas, MathMode::AllowTf32, warmup, reps)
            .unwrap_or_else(|e| json!({ "error": format!("{e:#}") })),
    );
    let runs = [
        ("gemm_bf16", DataType::BF16, true),
        ("gemm_f16", DataType::F16, true),
        ("gemm_bf16_ab", DataType::BF16, false),
    ];
    for (key, t, transposed) in runs {
        out.insert(
            key.into(),
            half(&blas, (t, transposed), warmup, reps)
                .unwrap_or_else(|e| json!({ "error": format!("{e:#}") })),
        );
    }
    out.insert(
        "gemm_fp8".into(),
        fp8(&blas, warmup, reps).unwrap_or_else(|e| json!({ "error": format!("{e:#}") })),
    );
    Ok(Value::Object(out))
}

/// Per-call milliseconds: `reps` calls, one wait, three times; warm-up first.
fn time_calls(
    blas: &Blas,
    warmup: usize,
    reps: usize,
    mut call: impl FnMut() -> Result<()>,
) -> Result<Vec<f64>> {
    for _ in 0..warmup {
        call()?;
    }
    blas.device().synchronize()?;
    let mut samples = Vec::new();
    for _ in 0..3 {
        let t = Instant::now();
        for _ in 0..reps {
            call()?;
        }
        blas.device().synchronize()?;
        samples.push(t.elapsed().as_secs_f64() * 1e3 / reps as f64);
    }
    Ok(samples)
}

fn timed(samples: &[f64], n: usize, path: String, verified: String) -> Value {
    let mut sorted = samples.to_vec();
    sorted.sort_by(f64::total_cmp);
    let median = sorted[sorted.len() / 2];
    json!({
        "n": n,
        "median_ms": round(median),
        "samples_ms": samples.iter().map(|v| round(*v)).collect::<Vec<_>>(),
        "tflops": round(2.0 * (n as f64).powi(3) / (median * 1e-3) / 1e12),
        "path": path,
        "verified": verified,
    })
}

/// `f32` 4096³ under `math`: checked within `f32` accumulation, or within
/// the inputs' `tf32` reading (2⁻⁹ of `Σ|a·b|`) when allowed.
fn sgemm(blas: &Blas, math: MathMode, warmup: usize, reps: usize) -> Result<Value> {
    let n = crate::gemm::SGEMM_N;
    let dev = blas.device();
    let a = pseudo_random(n * n, 4);
    let b = pseudo_random(n * n, 5);
    let (ab, bb) = (dev.upload(&a)?, dev.upload(&b)?);
    let mut cb = dev.alloc::<f32>(n * n)?;
    let s = n as i64;
    let g = Gemm::new(s, s, s).row_major().math(math);
    let path = blas.path(&g, DataType::F32, DataType::F32)?;
    blas.gemm(&g, &ab, &bb, &mut cb)?;
    let c = dev.download(&cb)?;
    let read = if math == MathMode::AllowTf32 {
        2f64.powi(-9)
    } else {
        0.0
    };
    let worst = crate::gemm::check_sgemm(&a, &b, n, "blas sgemm", read, |at| Ok(c[at]))?;
    let samples = time_calls(blas, warmup, reps, || Ok(blas.gemm(&g, &ab, &bb, &mut cb)?))?;
    Ok(timed(
        &samples,
        n,
        format!("{path:?}"),
        format!("16 sampled elements against f64 (worst error {worst:.1e} of Σ|a·b|)"),
    ))
}

/// `C = A·Bᵀ` (`transposed`) or `C = A·B` in `t`, all row-major.
fn half(
    blas: &Blas,
    (t, transposed): (DataType, bool),
    warmup: usize,
    reps: usize,
) -> Result<Value> {
    let n = crate::gemm::GEMM_N;
    let dev = blas.device();
    type Convert = (fn(f32) -> u16, fn(u16) -> f32);
    let (bits, value): Convert = if t == DataType::BF16 {
        (bf16_bits, bf16_value)
    } else {
        (f16_bits, f16_value)
    };
    let a: Vec<u16> = pseudo_random(n * n, 6).into_iter().map(bits).collect();
    let bt: Vec<u16> = pseudo_random(n * n, 7).into_iter().map(bits).collect();
    let (ab, bb) = (dev.upload(&a)?, dev.upload(&bt)?);
    let mut cb = dev.alloc::<u16>(n * n)?;
    let s = n as i64;
    let op_b = if transposed { Op::T } else { Op::N };
    let g = Gemm::new(s, s, s).row_major().trans(Op::N, op_b);
    let path = blas.path(&g, t, t)?;
    let view = |x| {
        if t == DataType::BF16 {
            Matrix::BF16(x)
        } else {
            Matrix::F16(x)
        }
    };
    let call = |c: &mut gpujit::Buffer<u16>| -> Result<()> {
        let out = if t == DataType::BF16 {
            MatrixMut::BF16(c)
        } else {
            MatrixMut::F16(c)
        };
        Ok(blas.gemm_ex(&g, view(&ab), view(&bb), out)?)
    };
    // Every byte 0xff: an element left unwritten reads as NaN.
    dev.write(&mut cb, &vec![0xffffu16; n * n])?;
    call(&mut cb)?;
    let c = dev.download(&cb)?;
    // `bt` is B's storage: Bᵀ when transposed, B when not (then checked as
    // the transpose of its transpose).
    let bt = if transposed {
        bt
    } else {
        (0..n * n).map(|i| bt[(i % n) * n + i / n]).collect()
    };
    let worst = crate::gemm::check_abt(&a, &bt, n, value, &format!("blas {t}: "), |at| {
        Ok(value(c[at]))
    })?;
    let samples = time_calls(blas, warmup, reps, || call(&mut cb))?;
    Ok(timed(
        &samples,
        n,
        format!("{path:?}"),
        format!("64 sampled elements against f64 (worst error {worst:.1e} of Σ|a·b|)"),
    ))
}

/// The `e4m3` byte nearest each value (ties to the lower byte), from the
/// ascending values of the bytes 0 to 0x7e.
fn e4m3_bytes(values: &[f32]) -> Vec<u8> {
    let up: Vec<f32> = (0..0x7fu8).map(|b| Fp8::E4M3.decode(b)).collect();
    values
        .iter()
        .map(|&x| {
            let m = x.abs().min(448.0);
            let i = up.partition_point(|&v| v < m);
            let b = if i > 0 && (i == up.len() || m - up[i - 1] <= up[i] - m) {
                i - 1
            } else {
                i
            };
            b as u8 | if x < 0.0 { 0x80 } else { 0 }
        })
        .collect()
}

/// `C = 0.5·A·Bᵀ` on `e4m3` matrices into `bf16`, all row-major: checked
/// against `f64` within the output's rounding plus 2⁻⁹ of `Σ|a·b|` for the
/// tensor cores' narrower accumulation of 8-bit products.
fn fp8(blas: &Blas, warmup: usize, reps: usize) -> Result<Value> {
    let n = crate::gemm::GEMM_N;
    let dev = blas.device();
    let a = e4m3_bytes(&pseudo_random(n * n, 8));
    let bt = e4m3_bytes(&pseudo_random(n * n, 9));
    let (ab, bb) = (dev.upload(&a)?, dev.upload(&bt)?);
    let mut cb = dev.alloc::<u16>(n * n)?;
    let s = n as i64;
    let g = Gemm::new(s, s, s)
        .row_major()
        .trans(Op::N, Op::T)
        .scale(0.5, 0.0);
    let path = blas.path(&g, DataType::E4M3, DataType::BF16)?;
    let call = |c: &mut gpujit::Buffer<u16>| -> Result<()> {
        let (a, b) = (Matrix::E4M3(&ab), Matrix::E4M3(&bb));
        Ok(blas.gemm_ex(&g, a, b, MatrixMut::BF16(c))?)
    };
    dev.write(&mut cb, &vec![0xffffu16; n * n])?;
    call(&mut cb)?;
    let c = dev.download(&cb)?;
    let value: fn(u8) -> f32 = |b| Fp8::E4M3.decode(b);
    let check = (value, 2f64.powi(-9));
    let worst = crate::gemm::check_abt_within(&a, &bt, n, check, "blas e4m3: ", |at| {
        Ok(bf16_value(c[at]) * 2.0)
    })?;
    let samples = time_calls(blas, warmup, reps, || call(&mut cb))?;
    Ok(timed(
        &samples,
        n,
        format!("{path:?}"),
        format!("64 sampled elements against f64 (worst error {worst:.1e} of Σ|a·b|)"),
    ))
}
