//! Whole PTX modules: the PTX of the CUDA corpus (`tests/corpus/ptx`, made
//! from the same NVVM IR by LLVM's NVPTX back end with libdevice linked, as
//! NVIDIA's toolchains make it), and NVRTC's and nvcc's PTX of the same
//! sources, translated on every device and run against the corpus's CPU
//! references; on CUDA also as given, through the driver.

use anyhow::ensure;
use gpujit::{Device, DeviceExt, Dim3, LaunchConfig, Module, PortableModule, PtxModule};
use gpujit_conformance::Tally;

use super::corpus::{TESTS, ensure_product};
use super::fp::{Rnd, to_f16};

/// The corpus PTX: name (`cuda-samples/<name>.ptx`) and text.
const FILES: [(&str, &str); 18] = [
    (
        "vector_add",
        include_str!("../../corpus/ptx/cuda-samples/vector_add.ptx"),
    ),
    (
        "matrix_mul",
        include_str!("../../corpus/ptx/cuda-samples/matrix_mul.ptx"),
    ),
    (
        "reduction",
        include_str!("../../corpus/ptx/cuda-samples/reduction.ptx"),
    ),
    (
        "shfl_scan",
        include_str!("../../corpus/ptx/cuda-samples/shfl_scan.ptx"),
    ),
    (
        "histogram256",
        include_str!("../../corpus/ptx/cuda-samples/histogram256.ptx"),
    ),
    (
        "transpose",
        include_str!("../../corpus/ptx/cuda-samples/transpose.ptx"),
    ),
    (
        "convolution_separable",
        include_str!("../../corpus/ptx/cuda-samples/convolution_separable.ptx"),
    ),
    (
        "black_scholes",
        include_str!("../../corpus/ptx/cuda-samples/black_scholes.ptx"),
    ),
    (
        "nbody",
        include_str!("../../corpus/ptx/cuda-samples/nbody.ptx"),
    ),
    (
        "fast_walsh_transform",
        include_str!("../../corpus/ptx/cuda-samples/fast_walsh_transform.ptx"),
    ),
    (
        "bitonic_sort",
        include_str!("../../corpus/ptx/cuda-samples/bitonic_sort.ptx"),
    ),
    (
        "atomics",
        include_str!("../../corpus/ptx/cuda-samples/atomics.ptx"),
    ),
    (
        "vote",
        include_str!("../../corpus/ptx/cuda-samples/vote.ptx"),
    ),
    (
        "large_kernel_parameter",
        include_str!("../../corpus/ptx/cuda-samples/large_kernel_parameter.ptx"),
    ),
    (
        "inline_ptx",
        include_str!("../../corpus/ptx/cuda-samples/inline_ptx.ptx"),
    ),
    (
        "scalar_prod",
        include_str!("../../corpus/ptx/cuda-samples/scalar_prod.ptx"),
    ),
    (
        "fdtd3d",
        include_str!("../../corpus/ptx/cuda-samples/fdtd3d.ptx"),
    ),
    (
        "inverse_cnd",
        include_str!("../../corpus/ptx/cuda-samples/inverse_cnd.ptx"),
    ),
];

/// NVIDIA's own PTX of the same files (`tests/corpus/ptx/nvrtc`): NVRTC
/// 13.0's, as programs that compile with NVRTC carry it (all but
/// `transpose`, which NVRTC refuses).
const NVRTC_FILES: [(&str, &str); 17] = [
    (
        "atomics",
        include_str!("../../corpus/ptx/nvrtc/cuda-samples/atomics.ptx"),
    ),
    (
        "bitonic_sort",
        include_str!("../../corpus/ptx/nvrtc/cuda-samples/bitonic_sort.ptx"),
    ),
    (
        "black_scholes",
        include_str!("../../corpus/ptx/nvrtc/cuda-samples/black_scholes.ptx"),
    ),
    (
        "convolution_separable",
        include_str!("../../corpus/ptx/nvrtc/cuda-samples/convolution_separable.ptx"),
    ),
    (
        "fast_walsh_transform",
        include_str!("../../corpus/ptx/nvrtc/cuda-samples/fast_walsh_transform.ptx"),
    ),
    (
        "fdtd3d",
        include_str!("../../corpus/ptx/nvrtc/cuda-samples/fdtd3d.ptx"),
    ),
    (
        "histogram256",
        include_str!("../../corpus/ptx/nvrtc/cuda-samples/histogram256.ptx"),
    ),
    (
        "inline_ptx",
        include_str!("../../corpus/ptx/nvrtc/cuda-samples/inline_ptx.ptx"),
    ),
    (
        "inverse_cnd",
        include_str!("../../corpus/ptx/nvrtc/cuda-samples/inverse_cnd.ptx"),
    ),
    (
        "large_kernel_parameter",
        include_str!("../../corpus/ptx/nvrtc/cuda-samples/large_kernel_parameter.ptx"),
    ),
    (
        "matrix_mul",
        include_str!("../../corpus/ptx/nvrtc/cuda-samples/matrix_mul.ptx"),
    ),
    (
        "nbody",
        include_str!("../../corpus/ptx/nvrtc/cuda-samples/nbody.ptx"),
    ),
    (
        "reduction",
        include_str!("../../corpus/ptx/nvrtc/cuda-samples/reduction.ptx"),
    ),
    (
        "scalar_prod",
        include_str!("../../corpus/ptx/nvrtc/cuda-samples/scalar_prod.ptx"),
    ),
    (
        "shfl_scan",
        include_str!("../../corpus/ptx/nvrtc/cuda-samples/shfl_scan.ptx"),
    ),
    (
        "vector_add",
        include_str!("../../corpus/ptx/nvrtc/cuda-samples/vector_add.ptx"),
    ),
    (
        "vote",
        include_str!("../../corpus/ptx/nvrtc/cuda-samples/vote.ptx"),
    ),
];

/// nvcc 13.0's PTX of the same files (`tests/corpus/ptx/nvcc`), as a
/// program's fat binary carries it for compute_80.
const NVCC_FILES: [(&str, &str); 18] = [
    (
        "atomics",
        include_str!("../../corpus/ptx/nvcc/cuda-samples/atomics.ptx"),
    ),
    (
        "bitonic_sort",
        include_str!("../../corpus/ptx/nvcc/cuda-samples/bitonic_sort.ptx"),
    ),
    (
        "black_scholes",
        include_str!("../../corpus/ptx/nvcc/cuda-samples/black_scholes.ptx"),
    ),
    (
        "convolution_separable",
        include_str!("../../corpus/ptx/nvcc/cuda-samples/convolution_separable.ptx"),
    ),
    (
        "fast_walsh_transform",
        include_str!("../../corpus/ptx/nvcc/cuda-samples/fast_walsh_transform.ptx"),
    ),
    (
        "fdtd3d",
        include_str!("../../corpus/ptx/nvcc/cuda-samples/fdtd3d.ptx"),
    ),
    (
        "histogram256",
        include_str!("../../corpus/ptx/nvcc/cuda-samples/histogram256.ptx"),
    ),
    (
        "inline_ptx",
        include_str!("../../corpus/ptx/nvcc/cuda-samples/inline_ptx.ptx"),
    ),
    (
        "inverse_cnd",
        include_str!("../../corpus/ptx/nvcc/cuda-samples/inverse_cnd.ptx"),
    ),
    (
        "large_kernel_parameter",
        include_str!("../../corpus/ptx/nvcc/cuda-samples/large_kernel_parameter.ptx"),
    ),
    (
        "matrix_mul",
        include_str!("../../corpus/ptx/nvcc/cuda-samples/matrix_mul.ptx"),
    ),
    (
        "nbody",
        include_str!("../../corpus/ptx/nvcc/cuda-samples/nbody.ptx"),
    ),
    (
        "reduction",
        include_str!("../../corpus/ptx/nvcc/cuda-samples/reduction.ptx"),
    ),
    (
        "scalar_prod",
        include_str!("../../corpus/ptx/nvcc/cuda-samples/scalar_prod.ptx"),
    ),
    (
        "shfl_scan",
        include_str!("../../corpus/ptx/nvcc/cuda-samples/shfl_scan.ptx"),
    ),
    (
        "transpose",
        include_str!("../../corpus/ptx/nvcc/cuda-samples/transpose.ptx"),
    ),
    (
        "vector_add",
        include_str!("../../corpus/ptx/nvcc/cuda-samples/vector_add.ptx"),
    ),
    (
        "vote",
        include_str!("../../corpus/ptx/nvcc/cuda-samples/vote.ptx"),
    ),
];

/// The PTX sets, by the word their tests are named with.
const SETS: [(&str, &[(&str, &str)]); 3] = [
    ("corpus", &FILES),
    ("nvrtc", &NVRTC_FILES),
    ("nvcc", &NVCC_FILES),
];

/// A file as given and translated, or why it does not translate.
pub(super) type Translated = anyhow::Result<(PtxModule, PortableModule)>;

type Loaded<'a> = Vec<(&'a str, anyhow::Result<Module>)>;

/// A translated file loaded on `dev`: as given (through the driver) or
/// translated.
pub(super) fn load(dev: &dyn Device, m: &Translated, as_given: bool) -> anyhow::Result<Module> {
    let (ptx, portable) = m.as_ref().map_err(|e| anyhow::anyhow!("{e:#}"))?;
    let c = if as_given {
        gpujit::compile_ptx_for(dev, ptx)?
    } else {
        gpujit::compile_for(dev, portable)?
    };
    Ok(dev.load(&c.image)?)
}

fn find(set: &Loaded<'_>, file: &str) -> anyhow::Result<Module> {
    match set.iter().find(|(n, _)| *n == file) {
        Some((_, Ok(m))) => Ok(m.clone()),
        Some((_, Err(e))) => Err(anyhow::anyhow!("{e:#}")),
        None => Err(anyhow::anyhow!("no module {file}")),
    }
}

/// Triton 3.6's PTX of a matmul for sm_80 (`tests/corpus/ptx/triton`), by
/// input type: `mma.sync.aligned.m16n8k16` fed by `ldmatrix` for `f16` and
/// `bf16`, `mma.sync.aligned.m16n8k8.tf32` for `f32` inputs, and the
/// dynamic shared memory each asks for.
pub(super) const TRITON_MATMULS: [(&str, &str, u32); 3] = [
    (
        "f16",
        include_str!("../../corpus/ptx/triton/matmul_f16.ptx"),
        SHARED_F16,
    ),
    (
        "bf16",
        include_str!("../../corpus/ptx/triton/matmul_bf16.ptx"),
        SHARED_F16,
    ),
    (
        "tf32",
        include_str!("../../corpus/ptx/triton/matmul_tf32.ptx"),
        SHARED_TF32,
    ),
];

/// The NVVM IR of the `f16` matmul: `mma.sync` and `ldmatrix` as inline asm,
/// through the NVVM lift and the same idiom table.
const TRITON_MATMUL_LL: &str = include_str!("../../corpus/ptx/triton/matmul_f16.ll");

/// Dynamic shared memory Triton asks for (`matmul_*.json`).
const SHARED_F16: u32 = 4096;
const SHARED_TF32: u32 = 8192;

/// The Triton matmul (32x32 tiles, 4 warps) on 64x48 by 48x64 matrices of
/// small integers, whose products and sums are exact: the result must equal
/// the reference bit for bit.
fn triton_matmul(dev: &dyn Device, m: &Module, input: &str, shared: u32) -> anyhow::Result<()> {
    let k = m.kernel("matmul_kernel")?;
    let (rows, cols, depth) = (64usize, 64usize, 48usize);
    let val = |i: usize, s: usize| ((i * 7 + s * 13) % 9) as f32 - 4.0;
    let a: Vec<f32> = (0..rows * depth).map(|i| val(i, 1)).collect();
    let b: Vec<f32> = (0..depth * cols).map(|i| val(i, 2)).collect();
    // f16 or bf16 bits (the top half of the f32, exact for small integers) or f32.
    let upload = |v: &[f32]| -> anyhow::Result<gpujit::Buffer<u32>> {
        let words: Vec<u32> = match input {
            "tf32" => v.iter().map(|x| x.to_bits()).collect(),
            _ => v
                .chunks(2)
                .map(|p| {
                    let h = |x: f32| match input {
                        "f16" => u32::from(to_f16(f64::from(x), Rnd::N)),
                        _ => x.to_bits() >> 16,
                    };
                    h(p[0]) | (h(p[1]) << 16)
                })
                .collect(),
        };
        Ok(dev.upload(&words)?)
    };
    let (da, db, dc) = (upload(&a)?, upload(&b)?, dev.alloc::<f32>(rows * cols)?);
    let scratch = dev.alloc::<u8>(256)?;
    let i = |v: usize| (v as i32).into();
    let cfg = LaunchConfig {
        grid: Dim3::new((rows / 32) as u32, (cols / 32) as u32, 1),
        block: Dim3::x(128),
        shared_bytes: shared,
    };
    let args = [
        (&da).into(),
        (&db).into(),
        (&dc).into(),
        i(rows),
        i(cols),
        i(depth),
        i(depth),
        i(1),
        i(cols),
        i(1),
        i(cols),
        i(1),
        (&scratch).into(),
        (&scratch).into(),
    ];
    dev.launch(&k, &cfg, &args)?;
    ensure_product(&dev.download(&dc)?, &a, &b, (rows, depth, cols))
}

/// Dynamic shared memory addressed from 32-bit registers that point below
/// the window's start, with offsets that bring them back (as nvcc writes
/// `[%r+-16]`): the address wraps in 32 bits, as PTX computes it.
const SHARED_WRAP: &str = r#"
.version 8.0
.target sm_80
.address_size 64
.extern .shared .align 16 .b8 smem[];
.visible .entry wrap(.param .u64 .ptr .align 4 out) {
  .reg .b32 %r<10>;
  .reg .b64 %rd<4>;
  ld.param.u64 %rd1, [out];
  cvta.to.global.u64 %rd1, %rd1;
  mov.u32 %r1, %tid.x;
  mov.u32 %r2, smem;
  shl.b32 %r3, %r1, 2;
  add.s32 %r4, %r2, %r3;
  add.s32 %r5, %r4, -16;
  mul.lo.u32 %r6, %r1, 3;
  st.shared.u32 [%r5+16], %r6;
  bar.sync 0;
  sub.s32 %r7, 252, %r3;
  add.s32 %r8, %r2, %r7;
  add.s32 %r9, %r8, -256;
  ld.shared.u32 %r6, [%r9+256];
  mul.wide.u32 %rd2, %r1, 4;
  add.s64 %rd3, %rd1, %rd2;
  st.global.u32 [%rd3], %r6;
  ret;
}
"#;

/// [`SHARED_WRAP`] on `dev`: thread `t` reads what thread `63 - t` wrote.
fn shared_wrap(dev: &dyn Device) -> anyhow::Result<()> {
    let m = PtxModule::from_text("wrap.ptx", SHARED_WRAP)?;
    let c = gpujit::compile_for(dev, &m.translate()?)?;
    let module = dev.load(&c.image)?;
    let out = dev.alloc::<u32>(64)?;
    let cfg = LaunchConfig {
        grid: Dim3::x(1),
        block: Dim3::x(64),
        shared_bytes: 256,
    };
    dev.launch(&module.kernel("wrap")?, &cfg, &[(&out).into()])?;
    let got = dev.download(&out)?;
    let want: Vec<u32> = (0..64).map(|t| 3 * (63 - t)).collect();
    ensure!(got == want, "{got:?}");
    Ok(())
}

/// Runs the PTX corpus: every file translates (with the signatures the PTX
/// declares), and every corpus test runs on every device.
pub fn run(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    for (tag, dev) in devices {
        t.run(&format!("{tag}::ptx::shared_offset_wraps"), || {
            shared_wrap(*dev)
        });
    }
    let mut modules: Vec<(&str, &str, Translated)> = Vec::new();
    // Under GPUJIT_FILTER, only what some selected test uses.
    let filter = std::env::var("GPUJIT_FILTER").ok();
    let wanted = |names: &[String]| {
        filter
            .as_ref()
            .is_none_or(|f| names.iter().any(|n| n.contains(f.as_str())))
    };
    for (set, files) in SETS {
        for &(name, text) in files {
            let mut names = vec![format!("ptx::{set}::translate::{name}")];
            for (tag, _) in devices {
                for (test, _, _) in TESTS.iter().filter(|(_, file, _)| *file == name) {
                    names.push(format!("{tag}::ptx::{set}::{test}"));
                    names.push(format!("{tag}::ptx::{set}::as_given::{test}"));
                }
            }
            if !wanted(&names) {
                continue;
            }
            let r = (|| {
                let m = PtxModule::from_text(&format!("{name}.ptx"), text)?;
                let p = m.translate()?;
                ensure!(
                    p.kernels() == m.kernels(),
                    "signatures differ once translated"
                );
                Ok((m, p))
            })();
            t.run(&format!("ptx::{set}::translate::{name}"), || match &r {
                Ok(_) => Ok(()),
                Err(e) => Err(anyhow::anyhow!("{e:#}")),
            });
            modules.push((set, name, r));
        }
    }
    let triton_names: Vec<String> = devices
        .iter()
        .flat_map(|(tag, _)| {
            ["f16", "bf16", "tf32"].into_iter().flat_map(move |input| {
                [
                    format!("{tag}::ptx::triton::matmul_{input}"),
                    format!("{tag}::ptx::triton::as_given::matmul_{input}"),
                    format!("{tag}::ptx::triton::nvvm_inline_asm::matmul_{input}"),
                ]
            })
        })
        .collect();
    let want_triton = wanted(&triton_names);
    let triton: Vec<_> = TRITON_MATMULS
        .iter()
        .filter(|_| want_triton)
        .map(|(input, text, shared)| {
            let m = PtxModule::from_text(&format!("matmul_{input}.ptx"), text)
                .and_then(|m| Ok((m.translate()?, m)));
            (*input, *shared, m)
        })
        .collect();
    let nvvm = want_triton.then(|| {
        gpujit::NvvmModule::from_ir("matmul_f16.ll", TRITON_MATMUL_LL.as_bytes())
            .and_then(|m| m.lift())
    });
    for (tag, dev) in devices {
        let cuda = dev.info().backend == gpujit::Backend::Cuda;
        t.run(
            &format!("{tag}::ptx::triton::nvvm_inline_asm::matmul_f16"),
            || {
                let m = nvvm
                    .as_ref()
                    .ok_or_else(|| anyhow::anyhow!("not built"))?
                    .as_ref()
                    .map_err(|e| anyhow::anyhow!("{e}"))?;
                let c = gpujit::compile_for(*dev, m)?;
                triton_matmul(*dev, &dev.load(&c.image)?, "f16", SHARED_F16)
            },
        );
        for (input, shared, m) in &triton {
            t.run(&format!("{tag}::ptx::triton::matmul_{input}"), || {
                let (portable, _) = m.as_ref().map_err(|e| anyhow::anyhow!("{e}"))?;
                let c = gpujit::compile_for(*dev, portable)?;
                triton_matmul(*dev, &dev.load(&c.image)?, input, *shared)
            });
            if cuda {
                t.run(
                    &format!("{tag}::ptx::triton::as_given::matmul_{input}"),
                    || {
                        let (_, ptx) = m.as_ref().map_err(|e| anyhow::anyhow!("{e}"))?;
                        let c = gpujit::compile_ptx_for(*dev, ptx)?;
                        triton_matmul(*dev, &dev.load(&c.image)?, input, *shared)
                    },
                );
            }
        }
        for (set, files) in SETS {
            let mut translated: Loaded<'_> = Vec::new();
            let mut given: Loaded<'_> = Vec::new();
            for (_, name, m) in modules.iter().filter(|(s, _, _)| *s == set) {
                translated.push((name, load(*dev, m, false)));
                if cuda {
                    given.push((name, load(*dev, m, true)));
                }
            }
            // The tests of the files the set has.
            for (test, file, run) in TESTS
                .iter()
                .filter(|(_, f, _)| files.iter().any(|(n, _)| n == f))
            {
                t.run(&format!("{tag}::ptx::{set}::{test}"), || {
                    run(*dev, &find(&translated, file)?)
                });
                if cuda {
                    t.run(&format!("{tag}::ptx::{set}::as_given::{test}"), || {
                        run(*dev, &find(&given, file)?)
                    });
                }
            }
        }
    }
}
