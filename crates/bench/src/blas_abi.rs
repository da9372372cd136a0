//! The cuBLAS C ABI's cost per call (`gpujit-bench --blas-abi`): the same
//! small `f32` product issued through `cublasSgemm_v2` and `cublasGemmEx` of
//! gpujit's CUDA runtime (what a whole program calls) and through
//! `gpujit_blas::Blas::gemm` (the Rust API under it), on one device in one
//! process.
//!
//! Each way issues `calls` products back to back and the issuing loop is
//! timed; the device is waited for after the clock stops, so what is measured
//! is the cost of a call to the caller. Seven rounds; the median per-call time
//! is reported, and the C ABI's overhead is its median minus the Rust API's
//! (goal: at most 2 µs). On the host device a launch runs the kernel before
//! it returns, so both ways include it and only the difference means
//! anything. Each way's product is checked against a dot product in `f64`.

use std::ffi::{c_int, c_void};
use std::time::Instant;

use anyhow::{Context, Result, bail, ensure};
use cudart::cublas::{
    CublasHandle, cublasCreate_v2, cublasDestroy_v2, cublasGemmEx, cublasSgemm_v2,
};
use gpujit::DeviceExt;
use gpujit_blas::{Blas, Gemm};
use serde_json::{Value, json};

use crate::round;

/// What `--blas-abi` was asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AbiArgs {
    /// Device spec, for the runtime and the BLAS handle alike.
    pub device: String,
    /// Products issued in each timed round.
    pub calls: usize,
    /// `m = n = k` of the product.
    pub size: usize,
}

impl Default for AbiArgs {
    fn default() -> Self {
        AbiArgs {
            device: "cuda".into(),
            calls: 2_000,
            size: 16,
        }
    }
}

/// The `--blas-abi` command line's help text.
pub const USAGE: &str = "\
usage: gpujit-bench --blas-abi [--device SPEC] [--calls N] [--size N] [--json PATH]

Issues N products C = A·B of S x S x S f32 matrices through gpujit's cuBLAS C
ABI (cublasSgemm_v2, cublasGemmEx) and through gpujit_blas::Blas::gemm, times
the issuing loop of each (seven rounds, median), and prints the C ABI's cost
per call over the Rust API's (goal <= 2 us).

  --device SPEC  device (default cuda; host, amdgcn-emu:gfx942, hip, ...)
  --calls N      products per round (default 2000)
  --size S       m = n = k (default 16)
  --json PATH    also write the figures as JSON";

/// Parses the arguments after `--blas-abi`. `Ok(None)` for `--help`.
pub fn parse_args(
    args: impl IntoIterator<Item = String>,
) -> Result<Option<(AbiArgs, Option<std::path::PathBuf>)>> {
    let mut a = AbiArgs::default();
    let json = crate::walk_flags(args, "--blas-abi", |flag, value| {
        match flag {
            "--device" => a.device = value()?,
            "--calls" => a.calls = crate::number(&value()?, flag)?,
            "--size" => a.size = crate::number(&value()?, flag)?,
            _ => return Ok(false),
        }
        Ok(true)
    })?;
    Ok(json.map(|j| (a, j)))
}

/// Rounds of each way.
const ROUNDS: usize = 7;

/// `cudaDataType` `CUDA_R_32F` and `cublasComputeType_t` `CUBLAS_COMPUTE_32F`.
const CUDA_R_32F: c_int = 0;
const COMPUTE_32F: c_int = 68;

/// Per-call microseconds of `calls` calls of `call`: to issue them (`wait`
/// run after the clock stops) and to have them done (the wait included);
/// medians of the rounds.
fn per_call_us(
    calls: usize,
    mut call: impl FnMut() -> Result<()>,
    mut wait: impl FnMut() -> Result<()>,
) -> Result<(f64, f64)> {
    for _ in 0..calls.min(100) {
        call()?;
    }
    wait()?;
    let (mut issue, mut done) = (Vec::with_capacity(ROUNDS), Vec::with_capacity(ROUNDS));
    for _ in 0..ROUNDS {
        let t = Instant::now();
        for _ in 0..calls {
            call()?;
        }
        issue.push(t.elapsed().as_secs_f64() * 1e6 / calls as f64);
        wait()?;
        done.push(t.elapsed().as_secs_f64() * 1e6 / calls as f64);
    }
    let median = |v: &[f64]| crate::median(v).context("no finite time");
    Ok((median(&issue)?, median(&done)?))
}

/// Checks a column-major `C = A·B` of size `n` against `f64` dot products.
fn check(what: &str, n: usize, a: &[f32], b: &[f32], c: &[f32]) -> Result<()> {
    for j in 0..n {
        for i in 0..n {
            let want: f64 = (0..n)
                .map(|l| f64::from(a[i + l * n]) * f64::from(b[l + j * n]))
                .sum();
            let got = f64::from(c[i + j * n]);
            // Inputs are small integers: every sum is exact in f32.
            ensure!(
                got == want,
                "{what}: C[{i},{j}] = {got}, the product {want}"
            );
        }
    }
    Ok(())
}

/// A cuBLAS status or CUDA error as an error.
fn ok(what: &str, status: c_int) -> Result<()> {
    if status != 0 {
        bail!("{what} returned {status}");
    }
    Ok(())
}

/// Runs the pass: the per-call figures of both ways, as JSON.
pub fn run(a: &AbiArgs) -> Result<Value> {
    cudart::configure(&[a.device.as_str()])
        .map_err(|f| anyhow::anyhow!("the runtime cannot use `{}`: {f}", a.device))?;
    let n = a.size;
    let ni = c_int::try_from(n).context("--size past a C int")?;
    let av: Vec<f32> = (0..n * n).map(|i| (i % 5) as f32 - 2.0).collect();
    let bv: Vec<f32> = (0..n * n).map(|i| (i % 3) as f32 - 1.0).collect();
    let bytes = n * n * 4;

    // The C ABI: device pointers from the runtime, a cuBLAS handle.
    let mut ptrs = [std::ptr::null_mut::<c_void>(); 3];
    for p in &mut ptrs {
        // SAFETY: `p` is a valid place for the pointer.
        ok("cudaMalloc", unsafe { cudart::cudaMalloc(p, bytes) })?;
    }
    let [da, db, dc] = ptrs;
    for (d, v) in [(da, &av), (db, &bv)] {
        // SAFETY: `d` holds `bytes` bytes, `v` as many; kind 1 is host to device.
        ok("cudaMemcpy", unsafe {
            cudart::cudaMemcpy(d, v.as_ptr().cast(), bytes, 1)
        })?;
    }
    let mut h: CublasHandle = std::ptr::null_mut();
    // SAFETY: `h` is a valid place for the handle.
    ok("cublasCreate", unsafe { cublasCreate_v2(&mut h) })?;
    let (one, zero) = (1.0f32, 0.0f32);
    let wait = || {
        // SAFETY: no arguments.
        ok("cudaDeviceSynchronize", unsafe {
            cudart::cudaDeviceSynchronize()
        })
    };
    let download = |what: &str| -> Result<Vec<f32>> {
        let mut out = vec![0f32; n * n];
        // SAFETY: `dc` holds `bytes` bytes, `out` as many; kind 2 is device to host.
        ok("cudaMemcpy", unsafe {
            cudart::cudaMemcpy(out.as_mut_ptr().cast(), dc, bytes, 2)
        })?;
        check(what, n, &av, &bv, &out)?;
        Ok(out)
    };
    let sgemm = per_call_us(
        a.calls,
        || {
            // SAFETY: the handle is live; the matrices are the runtime's
            // allocations of n x n floats; the scalars are host floats.
            ok("cublasSgemm", unsafe {
                cublasSgemm_v2(
                    h,
                    0,
                    0,
                    ni,
                    ni,
                    ni,
                    &one,
                    da.cast(),
                    ni,
                    db.cast(),
                    ni,
                    &zero,
                    dc.cast(),
                    ni,
                )
            })
        },
        wait,
    )?;
    download("cublasSgemm")?;
    let gemm_ex = per_call_us(
        a.calls,
        || {
            // SAFETY: as above, the types naming f32 matrices.
            ok("cublasGemmEx", unsafe {
                cublasGemmEx(
                    h,
                    0,
                    0,
                    ni,
                    ni,
                    ni,
                    (&one as *const f32).cast(),
                    da,
                    CUDA_R_32F,
                    ni,
                    db,
                    CUDA_R_32F,
                    ni,
                    (&zero as *const f32).cast(),
                    dc,
                    CUDA_R_32F,
                    ni,
                    COMPUTE_32F,
                    -1,
                )
            })
        },
        wait,
    )?;
    download("cublasGemmEx")?;
    // SAFETY: the handle is live and nothing uses it after.
    ok("cublasDestroy", unsafe { cublasDestroy_v2(h) })?;
    for p in ptrs {
        // SAFETY: each is a live allocation of the runtime, finished with.
        ok("cudaFree", unsafe { cudart::cudaFree(p) })?;
    }

    // The Rust API on a handle of its own over the same device.
    let blas = Blas::open(&a.device)?;
    let dev = blas.device();
    let (ba, bb) = (dev.upload(&av)?, dev.upload(&bv)?);
    let mut bc = dev.alloc::<f32>(n * n)?;
    let g = Gemm::new(n as i64, n as i64, n as i64);
    let direct = per_call_us(
        a.calls,
        || Ok(blas.gemm(&g, &ba, &bb, &mut bc)?),
        || Ok(dev.synchronize()?),
    )?;
    check("Blas::gemm", n, &av, &bv, &dev.download(&bc)?)?;

    let info = dev.info();
    let worst = sgemm.0.max(gemm_ex.0) - direct.0;
    println!(
        "# cuBLAS C ABI against gpujit_blas, {n}x{n}x{n} f32, {} calls a round, on {} ({})",
        a.calls, info.name, info.backend
    );
    println!("# | way | us per call issued | us per call done |");
    for (way, (issue, done)) in [
        ("cublasSgemm_v2", sgemm),
        ("cublasGemmEx", gemm_ex),
        ("Blas::gemm", direct),
    ] {
        println!("# | {way} | {issue:.2} | {done:.2} |");
    }
    println!("# C ABI overhead per call issued: {worst:.2} us (goal <= 2 us)");
    Ok(json!({
        "blas_abi": {
            "device": info.name,
            "backend": info.backend.to_string(),
            "size": n,
            "calls": a.calls,
            "rounds": ROUNDS,
            "sgemm_us": round(sgemm.0),
            "gemm_ex_us": round(gemm_ex.0),
            "blas_gemm_us": round(direct.0),
            "sgemm_done_us": round(sgemm.1),
            "gemm_ex_done_us": round(gemm_ex.1),
            "blas_gemm_done_us": round(direct.1),
            "overhead_us": round(worst),
            "goal_us": 2.0,
        }
    }))
}
