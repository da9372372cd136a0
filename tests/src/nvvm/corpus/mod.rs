//! CUDA kernels nobody here wrote: NVIDIA's cuda-samples (BSD-3-Clause),
//! kept in `tests/corpus/cuda/cuda-samples` with their origin, built to NVVM
//! IR by clang-22 with NVIDIA's CUDA 12.9 headers
//! (`tests/corpus/cuda/generate.sh`). Each runs lifted on every device, and
//! on CUDA also as clang wrote it, against CPU references.

use anyhow::{Context, ensure};
use gpujit::{Device, DeviceExt, Dim3, KernelArg, LaunchConfig, Module, NvvmModule, Target};
use gpujit_conformance::Tally;

mod samples;
use samples::*;

/// The corpus files: name (`cuda-samples/<name>.ll`) and NVVM IR.
const FILES: [(&str, &str); 18] = [
    (
        "vector_add",
        include_str!("../../../corpus/cuda/cuda-samples/vector_add.ll"),
    ),
    (
        "matrix_mul",
        include_str!("../../../corpus/cuda/cuda-samples/matrix_mul.ll"),
    ),
    (
        "reduction",
        include_str!("../../../corpus/cuda/cuda-samples/reduction.ll"),
    ),
    (
        "shfl_scan",
        include_str!("../../../corpus/cuda/cuda-samples/shfl_scan.ll"),
    ),
    (
        "histogram256",
        include_str!("../../../corpus/cuda/cuda-samples/histogram256.ll"),
    ),
    (
        "transpose",
        include_str!("../../../corpus/cuda/cuda-samples/transpose.ll"),
    ),
    (
        "convolution_separable",
        include_str!("../../../corpus/cuda/cuda-samples/convolution_separable.ll"),
    ),
    (
        "black_scholes",
        include_str!("../../../corpus/cuda/cuda-samples/black_scholes.ll"),
    ),
    (
        "nbody",
        include_str!("../../../corpus/cuda/cuda-samples/nbody.ll"),
    ),
    (
        "fast_walsh_transform",
        include_str!("../../../corpus/cuda/cuda-samples/fast_walsh_transform.ll"),
    ),
    (
        "bitonic_sort",
        include_str!("../../../corpus/cuda/cuda-samples/bitonic_sort.ll"),
    ),
    (
        "atomics",
        include_str!("../../../corpus/cuda/cuda-samples/atomics.ll"),
    ),
    (
        "vote",
        include_str!("../../../corpus/cuda/cuda-samples/vote.ll"),
    ),
    (
        "large_kernel_parameter",
        include_str!("../../../corpus/cuda/cuda-samples/large_kernel_parameter.ll"),
    ),
    (
        "inline_ptx",
        include_str!("../../../corpus/cuda/cuda-samples/inline_ptx.ll"),
    ),
    (
        "scalar_prod",
        include_str!("../../../corpus/cuda/cuda-samples/scalar_prod.ll"),
    ),
    (
        "fdtd3d",
        include_str!("../../../corpus/cuda/cuda-samples/fdtd3d.ll"),
    ),
    (
        "inverse_cnd",
        include_str!("../../../corpus/cuda/cuda-samples/inverse_cnd.ll"),
    ),
];

/// A corpus test: runs a kernel of the module on the device against its reference.
pub(super) type Run = fn(&dyn Device, &Module) -> anyhow::Result<()>;

/// The tests: name, corpus file, body.
pub(super) const TESTS: [(&str, &str, Run); 25] = [
    ("vector_add", "vector_add", vector_add),
    ("matrix_mul_16", "matrix_mul", |d, m| matrix_mul(d, m, 16)),
    ("matrix_mul_32", "matrix_mul", |d, m| matrix_mul(d, m, 32)),
    ("reduce6_f32", "reduction", reduce6_f32),
    ("reduce6_i32", "reduction", reduce6_i32),
    ("reduce6_f64", "reduction", reduce6_f64),
    ("shfl_scan", "shfl_scan", shfl_scan),
    ("uniform_add", "shfl_scan", uniform_add),
    ("histogram256", "histogram256", histogram256),
    ("transpose", "transpose", transpose),
    ("convolution_rows", "convolution_separable", |d, m| {
        convolution(d, m, true)
    }),
    ("convolution_columns", "convolution_separable", |d, m| {
        convolution(d, m, false)
    }),
    ("black_scholes", "black_scholes", black_scholes),
    ("nbody_f64", "nbody", |d, m| nbody(d, m, true)),
    ("nbody_f32", "nbody", |d, m| nbody(d, m, false)),
    ("fwt_batch1", "fast_walsh_transform", fwt_batch1),
    (
        "fwt_batch2_and_modulate",
        "fast_walsh_transform",
        fwt_batch2,
    ),
    ("bitonic_sort", "bitonic_sort", bitonic_sort),
    ("atomics", "atomics", atomics),
    ("vote", "vote", vote),
    (
        "large_kernel_parameter",
        "large_kernel_parameter",
        large_kernel_parameter,
    ),
    ("inline_ptx_laneid", "inline_ptx", inline_ptx),
    ("scalar_prod", "scalar_prod", scalar_prod),
    ("fdtd3d", "fdtd3d", fdtd3d),
    ("inverse_cnd", "inverse_cnd", inverse_cnd),
];

fn cfg(grid: Dim3, block: Dim3, shared_bytes: u32) -> LaunchConfig {
    LaunchConfig {
        grid,
        block,
        shared_bytes,
    }
}

/// Deterministic values.
fn rng(seed: u64) -> impl FnMut() -> u64 {
    let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    }
}

/// Small integers as floats: sums stay exact whatever their order.
fn small_floats(n: usize, seed: u64) -> Vec<f32> {
    let mut r = rng(seed);
    (0..n).map(|_| (r() % 17) as f32 - 8.0).collect()
}

/// Checks `got` (`rows × cols`, row-major) against `a · b` (`rows × depth`
/// times `depth × cols`) bit for bit: on small integers every product and sum
/// is exact, so every target must give the same bits.
pub(crate) fn ensure_product(
    got: &[f32],
    a: &[f32],
    b: &[f32],
    (rows, depth, cols): (usize, usize, usize),
) -> anyhow::Result<()> {
    for r in 0..rows {
        for c in 0..cols {
            let want: f32 = (0..depth).map(|p| a[r * depth + p] * b[p * cols + c]).sum();
            ensure!(
                got[r * cols + c] == want,
                "C[{r}][{c}] = {}, want {want}",
                got[r * cols + c]
            );
        }
    }
    Ok(())
}

fn floats(n: usize, seed: u64, lo: f32, hi: f32) -> Vec<f32> {
    let mut r = rng(seed);
    (0..n)
        .map(|_| lo + (hi - lo) * ((r() >> 40) as f32 / (1u64 << 24) as f32))
        .collect()
}

fn close(what: &str, got: &[f32], want: &[f64], rtol: f64, atol: f64) -> anyhow::Result<()> {
    ensure!(got.len() == want.len(), "{what}: {} results", got.len());
    for (i, (&g, &w)) in got.iter().zip(want).enumerate() {
        let g = f64::from(g);
        ensure!(
            (g - w).abs() <= atol + rtol * w.abs(),
            "{what}[{i}] = {g}, want {w}"
        );
    }
    Ok(())
}

/// Runs the corpus: every file lifts and compiles for NVIDIA as written,
/// and every test on every device.
pub fn run(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    for (name, text) in FILES {
        t.run(&format!("nvptx::nvvm::corpus::codegen::{name}"), || {
            ensure!(
                text.contains("clang version 22."),
                "not written by clang-22"
            );
            let m = NvvmModule::from_ir(&format!("{name}.ll"), text.as_bytes())?;
            let opts = gpujit::CompileOptions {
                arch: Some("sm_80".into()),
                ..Default::default()
            };
            let native = gpujit::compile_nvvm(&m, Target::Nvptx, &opts)?;
            let lifted = m.lift()?;
            ensure!(
                lifted.kernels() == m.kernels(),
                "signatures differ once lifted"
            );
            gpujit::compile(&lifted, Target::Nvptx, &opts)?;
            ensure!(
                std::str::from_utf8(&native.image.bytes)
                    .context("PTX is text")?
                    .contains(".entry"),
                "no kernel in the PTX"
            );
            Ok(())
        });
    }
    for (tag, dev) in devices {
        let cuda = dev.info().backend == gpujit::Backend::Cuda;
        let mut lifted: Vec<(&str, anyhow::Result<Module>)> = Vec::new();
        let mut native: Vec<(&str, anyhow::Result<Module>)> = Vec::new();
        for (name, text) in FILES {
            let m = NvvmModule::from_ir(&format!("{name}.ll"), text.as_bytes());
            let load = |native: bool| -> anyhow::Result<Module> {
                let m = m.as_ref().map_err(|e| anyhow::anyhow!("{e}"))?;
                let c = if native {
                    gpujit::compile_nvvm_for(*dev, m)?
                } else {
                    gpujit::compile_for(*dev, &m.lift()?)?
                };
                Ok(dev.load(&c.image)?)
            };
            lifted.push((name, load(false)));
            if cuda {
                native.push((name, load(true)));
            }
        }
        let find = |set: &[(&str, anyhow::Result<Module>)], file: &str| -> anyhow::Result<Module> {
            match set.iter().find(|(n, _)| *n == file) {
                Some((_, Ok(m))) => Ok(m.clone()),
                Some((_, Err(e))) => Err(anyhow::anyhow!("{e:#}")),
                None => Err(anyhow::anyhow!("no module {file}")),
            }
        };
        for (test, file, run) in TESTS {
            t.run(&format!("{tag}::nvvm::corpus::{test}"), || {
                run(*dev, &find(&lifted, file)?)
            });
            if cuda {
                t.run(&format!("{tag}::nvvm::corpus::native::{test}"), || {
                    run(*dev, &find(&native, file)?)
                });
            }
        }
    }
}
