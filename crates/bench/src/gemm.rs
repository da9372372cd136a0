//! Matrix products on the CUDA device: SGEMM 4096³ in f32 on the SIMT cores,
//! and bf16 GEMM 8192³ (`C = A·Bᵀ`, f32 accumulation, bf16 output) on the
//! tensor cores, each variant checked on sampled elements against an f64
//! dot product before it is timed:
//!
//! - `portable`: `gpujit_kernels::gemm`, the portable matrix operation
//!   (`mma.sync`, `ldmatrix`, `cp.async`), compiled for the device as any
//!   kernel is;
//! - `sm90a_wait0`, `sm90a_wait1`: `gpujit_kernels::gemm_sm90`, Hopper's
//!   `wgmma` (compiled for `sm_90a`; on compute capability 9.0 only), waiting
//!   for each `k` block or leaving one in flight.
//!
//! The reference, `torch.matmul` of the same shapes and layouts (cuBLAS), is
//! measured by `bench/references.py` in the same run. The row reports the
//! fastest variant whose results were right.

use anyhow::{Result, bail, ensure};
use gpujit::Stream;
use gpujit::ir::{MatrixLayout, MmaInput, ScalarType};
use gpujit::{Buffer, CompileOptions, Device, DeviceExt, Kernel, KernelArg, LaunchConfig};
use gpujit_kernels::half::{bf16_bits, bf16_value};
use gpujit_nvptx::CudaDevice;
use serde_json::{Value, json};

use crate::cuda::{attributes, per_second, pseudo_random, read_at, time_events, timing_json};
use crate::round;

/// Edge of the bf16 product.
pub const GEMM_N: usize = 8192;
/// Edge of the f32 product.
pub const SGEMM_N: usize = 4096;

/// SGEMM 4096³, checked on 16 elements against f64.
pub fn sgemm(dev: &CudaDevice, stream: &Stream, warmup: usize, reps: usize) -> Result<Value> {
    let n = SGEMM_N;
    let a = pseudo_random(n * n, 4);
    let b = pseudo_random(n * n, 5);
    let (ab, bb) = (dev.upload(&a)?, dev.upload(&b)?);
    let cb: Buffer<f32> = dev.alloc(n * n)?;
    let s = n as u32;
    let shape = gpujit_kernels::sgemm::shape_for(s, s, dev.info());
    let kernel = dev
        .load(&gpujit::compile_for(dev, &gpujit_kernels::sgemm::module_with(&shape)?)?.image)?
        .kernel(gpujit_kernels::sgemm::KERNEL)?;
    let cfg = shape.config(s, s);
    let args = [
        (&ab).into(),
        (&bb).into(),
        (&cb).into(),
        s.into(),
        s.into(),
        s.into(),
    ];
    dev.synchronize()?;
    let samples = time_events(dev, stream, warmup, reps, |s| {
        s.launch(stream, &kernel, &cfg, &args)
    })?;
    let worst = check_sgemm(&a, &b, n, "sgemm", 0.0, |at| read_at(dev, &cb, at))?;
    let mut m = timing_json(&samples);
    m.insert("n".into(), json!(n));
    m.insert("block".into(), json!([cfg.block.x, cfg.block.y]));
    m.insert(
        "tile".into(),
        json!([shape.tile_m(), shape.tile_n(), shape.rows, shape.cols]),
    );
    m.insert(
        "tflops".into(),
        json!(per_second(2.0 * (n as f64).powi(3), &samples).map(|v| round(v / 1e12))),
    );
    m.insert(
        "verified".into(),
        json!(format!(
            "16 sampled elements against f64 (worst error {worst:.1e} of Σ|a·b|)"
        )),
    );
    m.insert("attributes".into(), attributes(dev, &kernel));
    Ok(Value::Object(m))
}

/// One variant of the bf16 product: its kernel and launch.
struct Variant {
    name: &'static str,
    kernel: Kernel,
    cfg: LaunchConfig,
    what: String,
}

fn read_bf16(dev: &CudaDevice, buf: &Buffer<u16>, index: usize) -> Result<f32> {
    let mut bytes = [0u8; 2];
    dev.read_bytes(buf, index * 2, &mut bytes)?;
    Ok(bf16_value(u16::from_le_bytes(bytes)))
}

fn variants(dev: &CudaDevice, n: u32) -> (Vec<Variant>, Vec<(String, String)>) {
    let mut out = Vec::new();
    let mut errors = Vec::new();
    let portable = gpujit_kernels::gemm::Gemm {
        input: MmaInput::BF16,
        b: MatrixLayout::ColMajor,
        out: ScalarType::BF16,
        stages: 2,
        split: false,
    }
    .fit(dev.info().max_shared_per_block);
    let r = (|| -> Result<Variant> {
        let m = gpujit_kernels::gemm::module(&portable)?;
        let c = gpujit::compile_for(dev, &m)?;
        Ok(Variant {
            name: "portable",
            kernel: dev.load(&c.image)?.kernel(gpujit_kernels::gemm::KERNEL)?,
            cfg: gpujit_kernels::gemm::config(&portable, n, n, 1, dev.info().warp_size),
            what: format!(
                "gpujit_kernels::gemm (mma.sync m16n8k16, ldmatrix, cp.async; {} stages) for {}",
                portable.stages, c.image.arch
            ),
        })
    })();
    match r {
        Ok(v) => out.push(v),
        Err(e) => errors.push(("portable".into(), format!("{e:#}"))),
    }
    if dev.info().arch == "sm_90" {
        for (name, pending) in [("sm90a_wait0", 0u8), ("sm90a_wait1", 1)] {
            let g = gpujit_kernels::gemm_sm90::Sm90Gemm {
                stages: 4,
                pending,
                ..Default::default()
            };
            let r = (|| -> Result<Variant> {
                let m = gpujit_kernels::gemm_sm90::module(&g)?;
                let opts = CompileOptions {
                    arch: Some("sm_90a".into()),
                    ..Default::default()
                };
                let c = gpujit::compile_for_with(dev, &m, &opts)?;
                Ok(Variant {
                    name,
                    kernel: dev
                        .load(&c.image)?
                        .kernel(gpujit_kernels::gemm_sm90::KERNEL)?,
                    cfg: gpujit_kernels::gemm_sm90::config(&g, n, n, 1),
                    what: format!(
                        "gpujit_kernels::gemm_sm90 (wgmma m64n256k16, 4 stages, {pending} in flight) for sm_90a"
                    ),
                })
            })();
            match r {
                Ok(v) => out.push(v),
                Err(e) => errors.push((name.into(), format!("{e:#}"))),
            }
        }
    }
    (out, errors)
}

/// bf16 GEMM 8192³ (`C = A·Bᵀ`): every variant that compiles, verified, timed.
pub fn gemm_bf16(dev: &CudaDevice, warmup: usize, reps: usize) -> Result<Value> {
    let n = GEMM_N;
    let stream = dev.stream()?;
    let a: Vec<u16> = pseudo_random(n * n, 6).into_iter().map(bf16_bits).collect();
    let bt: Vec<u16> = pseudo_random(n * n, 7).into_iter().map(bf16_bits).collect();
    let (ab, bb) = (dev.upload(&a)?, dev.upload(&bt)?);
    let cb: Buffer<u16> = dev.alloc(n * n)?;
    let s = n as u32;
    let (vs, errors) = variants(dev, s);
    let mut results = serde_json::Map::new();
    for (name, e) in errors {
        results.insert(name, json!({ "error": e }));
    }
    let mut best: Option<(String, f64)> = None;
    for v in vs {
        // One product: the batch strides are 0.
        let args: [KernelArg; 9] = [
            (&ab).into(),
            (&bb).into(),
            (&cb).into(),
            s.into(),
            s.into(),
            s.into(),
            0u64.into(),
            0u64.into(),
            0u64.into(),
        ];
        let r = (|| -> Result<Value> {
            // Every byte 0xff: an element the kernel leaves unwritten reads as NaN.
            dev.memset_d8(cb.memory(), 0xff)?;
            dev.synchronize()?;
            dev.scope(|s| s.launch(&stream, &v.kernel, &v.cfg, &args))?;
            let worst = check_abt(&a, &bt, n, bf16_value, "", |at| read_bf16(dev, &cb, at))?;
            let samples = time_events(dev, &stream, warmup, reps, |s| {
                s.launch(&stream, &v.kernel, &v.cfg, &args)
            })?;
            let mut m = timing_json(&samples);
            let tflops = per_second(2.0 * (n as f64).powi(3), &samples).map(|x| round(x / 1e12));
            m.insert("tflops".into(), json!(tflops));
            m.insert("kernel".into(), json!(v.what));
            m.insert("block".into(), json!([v.cfg.block.x, v.cfg.shared_bytes]));
            m.insert(
                "verified".into(),
                json!(format!(
                    "64 sampled elements against f64 (worst error {worst:.1e} of Σ|a·b|)"
                )),
            );
            m.insert("attributes".into(), attributes(dev, &v.kernel));
            if let Some(t) = tflops
                && best.as_ref().is_none_or(|(_, b)| t > *b)
            {
                best = Some((v.name.to_string(), t));
            }
            Ok(Value::Object(m))
        })();
        results.insert(
            v.name.into(),
            r.unwrap_or_else(|e| json!({ "error": format!("{e:#}") })),
        );
    }
    let mut out = serde_json::Map::new();
    out.insert("n".into(), json!(n));
    out.insert(
        "layout".into(),
        json!("C = A·Bᵀ: A m×k and Bᵀ n×k row-major bf16, C row-major bf16, f32 accumulation"),
    );
    out.insert("variants".into(), Value::Object(results));
    if let Some((name, t)) = best {
        out.insert("best".into(), json!(name));
        out.insert("tflops".into(), json!(t));
    }
    Ok(Value::Object(out))
}

/// Checks `C = A·B` (row-major `f32`, `n × n`) on 16 sampled elements,
/// read by `got`, against an `f64` dot product, allowing `read` of
/// `Σ|a·b|` more for inputs read in less precision (`tf32`); the worst
/// error relative to `Σ|a·b|`. `what` names the product in the error.
pub(crate) fn check_sgemm(
    a: &[f32],
    b: &[f32],
    n: usize,
    what: &str,
    read: f64,
    mut got: impl FnMut(usize) -> Result<f32>,
) -> Result<f64> {
    let mut worst = 0f64;
    for (i, j) in (0..16).map(|t| ((t * 977 + 5) % n, (t * 1511 + 11) % n)) {
        let (mut want, mut mag) = (0f64, 0f64);
        for k in 0..n {
            let p = f64::from(a[i * n + k]) * f64::from(b[k * n + j]);
            want += p;
            mag += p.abs();
        }
        let got = f64::from(got(i * n + j)?);
        ensure!(
            (got - want).abs() <= (1e-5 + read) * mag + 1e-4,
            "{what}: C[{i}][{j}] = {got}, reference {want}"
        );
        worst = worst.max((got - want).abs() / mag.max(1e-30));
    }
    Ok(worst)
}

/// Checks `C = A·Bᵀ` (row-major 16-bit `A` and `Bᵀ`, `n × n`, read as
/// values by `value`) on 64 sampled elements, read by `got`, against an
/// `f64` dot product, within the 16-bit output's rounding (bf16: 2^-8
/// relative) plus `f32` accumulation; the worst error relative to
/// `Σ|a·b|`. `what` prefixes the error.
pub(crate) fn check_abt(
    a: &[u16],
    bt: &[u16],
    n: usize,
    value: fn(u16) -> f32,
    what: &str,
    got: impl FnMut(usize) -> Result<f32>,
) -> Result<f64> {
    check_abt_within(a, bt, n, (value, 1e-5), what, got)
}

/// [`check_abt`] on elements of any type, the accumulation allowed `acc`
/// of `Σ|a·b|`.
pub(crate) fn check_abt_within<T: Copy>(
    a: &[T],
    bt: &[T],
    n: usize,
    (value, acc): (fn(T) -> f32, f64),
    what: &str,
    mut got: impl FnMut(usize) -> Result<f32>,
) -> Result<f64> {
    let mut worst = 0f64;
    for t in 0..64usize {
        let (i, j) = (
            (t * 977 + 5 + t * t * 131) % n,
            (t * 1511 + 11 + t * 7919) % n,
        );
        let (mut want, mut mag) = (0f64, 0f64);
        for k in 0..n {
            let p = f64::from(value(a[i * n + k])) * f64::from(value(bt[j * n + k]));
            want += p;
            mag += p.abs();
        }
        let got = f64::from(got(i * n + j)?);
        let close = (got - want).abs() <= want.abs() / 128.0 + acc * mag + 1e-3;
        if !close {
            bail!("{what}C[{i}][{j}] = {got}, reference {want} (Σ|a·b| = {mag:.1})");
        }
        worst = worst.max((got - want).abs() / mag.max(1e-30));
    }
    Ok(worst)
}
