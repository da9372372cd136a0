//! The emulator's MFMA and WMMA instructions on clang-22's builds of HIP
//! kernels that call the matrix builtins directly
//! (`__builtin_amdgcn_mfma_f32_16x16x16bf16_1k`,
//! `__builtin_amdgcn_wmma_f32_16x16x16_bf16_w32`, ...), their operands placed
//! by the HIP source as the ISA documents lay them out. Each result must
//! equal the exact product (small multiples of 1/8, whose sums are exact)
//! and, on values whose partial sums round, gpujit's host target running
//! the portable operation on the same data, bit for bit: both add in `k`
//! order with one rounding per step.

use anyhow::{bail, ensure};
use gpujit::amdgcn_emu::EmuDevice;
use gpujit::ir::{FragmentUse, MatrixLayout, MmaKind, ModuleOptions, ScalarType, build, p};
use gpujit::kernels::half::{bf16_bits, bf16_value, f16_bits, f16_value};
use gpujit::{
    Device, DeviceExt, Dim3, Image, ImageFormat, KernelArg, KernelSignature, LaunchConfig, Param,
    ParamType,
};
use gpujit_conformance::Tally;

use super::{hip_compile, tmp_dir};

const PRELUDE: &str = r#"
typedef _Float16 h4 __attribute__((ext_vector_type(4)));
typedef _Float16 h8 __attribute__((ext_vector_type(8)));
typedef _Float16 h16 __attribute__((ext_vector_type(16)));
typedef short s4 __attribute__((ext_vector_type(4)));
typedef short s8 __attribute__((ext_vector_type(8)));
typedef short s16 __attribute__((ext_vector_type(16)));
typedef float f2 __attribute__((ext_vector_type(2)));
typedef float f4 __attribute__((ext_vector_type(4)));
typedef float f8 __attribute__((ext_vector_type(8)));
typedef double d4 __attribute__((ext_vector_type(4)));
#define __global__ __attribute__((global))
#define LANE (__builtin_amdgcn_workitem_id_x())
"#;

/// One builtin on one processor family: the HIP kernel `mm(A, B, C, D)`
/// (A, B row-major 16×K, K×16; C, D row-major 16×16).
struct Case {
    name: &'static str,
    archs: &'static [&'static str],
    kind: MmaKind,
    body: &'static str,
}

const CASES: &[Case] = &[
    Case {
        name: "mfma_f32_16x16x16f16",
        archs: &["gfx90a", "gfx942"],
        kind: MmaKind::F16_16X16X16,
        body: r#"
extern "C" __global__ void mm(const _Float16* A, const _Float16* B, const float* C, float* D) {
    unsigned p = LANE % 16, q = LANE / 16;
    h4 a, b; f4 c;
    for (int i = 0; i < 4; i++) { a[i] = A[p * 16 + 4 * q + i]; b[i] = B[(4 * q + i) * 16 + p]; c[i] = C[(4 * q + i) * 16 + p]; }
    f4 d = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, c, 0, 0, 0);
    for (int i = 0; i < 4; i++) D[(4 * q + i) * 16 + p] = d[i];
}"#,
    },
    Case {
        name: "mfma_f32_16x16x16bf16_1k",
        archs: &["gfx90a", "gfx942"],
        kind: MmaKind::BF16_16X16X16,
        body: r#"
extern "C" __global__ void mm(const short* A, const short* B, const float* C, float* D) {
    unsigned p = LANE % 16, q = LANE / 16;
    s4 a, b; f4 c;
    for (int i = 0; i < 4; i++) { a[i] = A[p * 16 + 4 * q + i]; b[i] = B[(4 * q + i) * 16 + p]; c[i] = C[(4 * q + i) * 16 + p]; }
    f4 d = __builtin_amdgcn_mfma_f32_16x16x16bf16_1k(a, b, c, 0, 0, 0);
    for (int i = 0; i < 4; i++) D[(4 * q + i) * 16 + p] = d[i];
}"#,
    },
    Case {
        name: "mfma_f32_16x16x8_xf32",
        archs: &["gfx942"],
        kind: MmaKind::TF32_16X16X8,
        body: r#"
extern "C" __global__ void mm(const float* A, const float* B, const float* C, float* D) {
    unsigned p = LANE % 16, q = LANE / 16;
    f2 a, b; f4 c;
    for (int i = 0; i < 2; i++) { a[i] = A[p * 8 + 2 * q + i]; b[i] = B[(2 * q + i) * 16 + p]; }
    for (int i = 0; i < 4; i++) c[i] = C[(4 * q + i) * 16 + p];
    f4 d = __builtin_amdgcn_mfma_f32_16x16x8_xf32(a, b, c, 0, 0, 0);
    for (int i = 0; i < 4; i++) D[(4 * q + i) * 16 + p] = d[i];
}"#,
    },
    Case {
        name: "mfma_f64_16x16x4f64",
        archs: &["gfx90a", "gfx942"],
        kind: MmaKind::F64_16X16X4,
        body: r#"
extern "C" __global__ void mm(const double* A, const double* B, const double* C, double* D) {
    unsigned p = LANE % 16, q = LANE / 16;
    d4 c;
    for (int i = 0; i < 4; i++) c[i] = C[(4 * q + i) * 16 + p];
    d4 d = __builtin_amdgcn_mfma_f64_16x16x4f64(A[p * 4 + q], B[q * 16 + p], c, 0, 0, 0);
    for (int i = 0; i < 4; i++) D[(4 * q + i) * 16 + p] = d[i];
}"#,
    },
    Case {
        name: "wmma_f32_16x16x16_f16_w32",
        archs: &["gfx1100", "gfx1151"],
        kind: MmaKind::F16_16X16X16,
        body: r#"
extern "C" __global__ void mm(const _Float16* A, const _Float16* B, const float* C, float* D) {
    unsigned p = LANE % 16, h = LANE / 16;
    h16 a, b; f8 c;
    for (int i = 0; i < 16; i++) { a[i] = A[p * 16 + i]; b[i] = B[i * 16 + p]; }
    for (int i = 0; i < 8; i++) c[i] = C[(2 * i + h) * 16 + p];
    f8 d = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32(a, b, c);
    for (int i = 0; i < 8; i++) D[(2 * i + h) * 16 + p] = d[i];
}"#,
    },
    Case {
        name: "wmma_f32_16x16x16_bf16_w32",
        archs: &["gfx1100", "gfx1151"],
        kind: MmaKind::BF16_16X16X16,
        body: r#"
extern "C" __global__ void mm(const short* A, const short* B, const float* C, float* D) {
    unsigned p = LANE % 16, h = LANE / 16;
    s16 a, b; f8 c;
    for (int i = 0; i < 16; i++) { a[i] = A[p * 16 + i]; b[i] = B[i * 16 + p]; }
    for (int i = 0; i < 8; i++) c[i] = C[(2 * i + h) * 16 + p];
    f8 d = __builtin_amdgcn_wmma_f32_16x16x16_bf16_w32(a, b, c);
    for (int i = 0; i < 8; i++) D[(2 * i + h) * 16 + p] = d[i];
}"#,
    },
    Case {
        name: "wmma_f32_16x16x16_f16_w32_gfx12",
        archs: &["gfx1201"],
        kind: MmaKind::F16_16X16X16,
        body: r#"
extern "C" __global__ void mm(const _Float16* A, const _Float16* B, const float* C, float* D) {
    unsigned p = LANE % 16, h = LANE / 16;
    h8 a, b; f8 c;
    for (int i = 0; i < 8; i++) { a[i] = A[p * 16 + 8 * h + i]; b[i] = B[(8 * h + i) * 16 + p]; c[i] = C[(8 * h + i) * 16 + p]; }
    f8 d = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(a, b, c);
    for (int i = 0; i < 8; i++) D[(8 * h + i) * 16 + p] = d[i];
}"#,
    },
    Case {
        name: "wmma_f32_16x16x16_bf16_w32_gfx12",
        archs: &["gfx1201"],
        kind: MmaKind::BF16_16X16X16,
        body: r#"
extern "C" __global__ void mm(const short* A, const short* B, const float* C, float* D) {
    unsigned p = LANE % 16, h = LANE / 16;
    s8 a, b; f8 c;
    for (int i = 0; i < 8; i++) { a[i] = A[p * 16 + 8 * h + i]; b[i] = B[(8 * h + i) * 16 + p]; c[i] = C[(8 * h + i) * 16 + p]; }
    f8 d = __builtin_amdgcn_wmma_f32_16x16x16_bf16_w32_gfx12(a, b, c);
    for (int i = 0; i < 8; i++) D[(8 * h + i) * 16 + p] = d[i];
}"#,
    },
];

/// Inputs of one product: exact (multiples of 1/8 in [-4, 4)) or rounding
/// (pseudo-random values with full 16-bit mantissas).
fn inputs(kind: MmaKind, exact: bool, seed: u32) -> (Vec<f64>, Vec<f64>, Vec<f64>) {
    let mut s = seed.wrapping_mul(2_654_435_761) | 1;
    let mut next = move || {
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        s
    };
    let mut value = |round: &dyn Fn(f64) -> f64| -> f64 {
        let r = next();
        if exact {
            f64::from((r % 64) as i32 - 32) / 8.0
        } else {
            round(f64::from(r % 100_000) / 7919.0 - 6.0)
        }
    };
    let rin = |x: f64| -> f64 {
        match kind.input.storage() {
            ScalarType::BF16 => f64::from(bf16_value(bf16_bits(x as f32))),
            ScalarType::F16 => f64::from(f16_value(f16_bits(x as f32))),
            ScalarType::F32 => f64::from(f32::from_bits((x as f32).to_bits() & !0x1fff)),
            _ => x,
        }
    };
    let racc = |x: f64| -> f64 {
        match kind.input.accumulator() {
            ScalarType::F32 => f64::from(x as f32),
            _ => x,
        }
    };
    let (m, n, k) = (kind.m as usize, kind.n as usize, kind.k as usize);
    let a = (0..m * k).map(|_| value(&rin)).collect();
    let b = (0..k * n).map(|_| value(&rin)).collect();
    let c = (0..m * n).map(|_| value(&racc)).collect();
    (a, b, c)
}

/// Device buffers for a product's inputs in the kind's storage types.
fn upload(
    dev: &dyn Device,
    kind: MmaKind,
    (a, b, c): &(Vec<f64>, Vec<f64>, Vec<f64>),
) -> anyhow::Result<Vec<Box<dyn std::any::Any>>> {
    let mut out: Vec<Box<dyn std::any::Any>> = Vec::new();
    for v in [a, b] {
        match kind.input.storage() {
            ScalarType::BF16 => out.push(Box::new(
                dev.upload(&v.iter().map(|&x| bf16_bits(x as f32)).collect::<Vec<_>>())?,
            )),
            ScalarType::F16 => out.push(Box::new(
                dev.upload(&v.iter().map(|&x| f16_bits(x as f32)).collect::<Vec<_>>())?,
            )),
            ScalarType::F32 => out.push(Box::new(
                dev.upload(&v.iter().map(|&x| x as f32).collect::<Vec<_>>())?,
            )),
            _ => out.push(Box::new(dev.upload(v)?)),
        }
    }
    let n = c.len();
    match kind.input.accumulator() {
        ScalarType::F32 => {
            out.push(Box::new(
                dev.upload(&c.iter().map(|&x| x as f32).collect::<Vec<_>>())?,
            ));
            out.push(Box::new(dev.upload(&vec![0f32; n])?));
        }
        _ => {
            out.push(Box::new(dev.upload(c)?));
            out.push(Box::new(dev.upload(&vec![0f64; n])?));
        }
    }
    Ok(out)
}

fn arg(b: &dyn std::any::Any) -> anyhow::Result<KernelArg<'_>> {
    if let Some(b) = b.downcast_ref::<gpujit::Buffer<u16>>() {
        return Ok(b.into());
    }
    if let Some(b) = b.downcast_ref::<gpujit::Buffer<f32>>() {
        return Ok(b.into());
    }
    if let Some(b) = b.downcast_ref::<gpujit::Buffer<f64>>() {
        return Ok(b.into());
    }
    bail!("unexpected buffer type")
}

fn result(dev: &dyn Device, b: &dyn std::any::Any) -> anyhow::Result<Vec<f64>> {
    if let Some(b) = b.downcast_ref::<gpujit::Buffer<f32>>() {
        return Ok(dev.download(b)?.into_iter().map(f64::from).collect());
    }
    if let Some(b) = b.downcast_ref::<gpujit::Buffer<f64>>() {
        return Ok(dev.download(b)?);
    }
    bail!("unexpected result type")
}

/// Runs kernel `mm` of `image` on one wave of `dev`.
fn run_image(
    dev: &dyn Device,
    image: &Image,
    kind: MmaKind,
    data: &(Vec<f64>, Vec<f64>, Vec<f64>),
) -> anyhow::Result<Vec<f64>> {
    let k = dev.load(image)?.kernel("mm")?;
    let bufs = upload(dev, kind, data)?;
    let args = bufs
        .iter()
        .map(|b| arg(b.as_ref()))
        .collect::<anyhow::Result<Vec<_>>>()?;
    let cfg = LaunchConfig {
        grid: Dim3::x(1),
        block: Dim3::x(dev.info().warp_size),
        shared_bytes: 0,
    };
    dev.launch(&k, &cfg, &args)?;
    dev.synchronize()?;
    result(dev, bufs[3].as_ref())
}

/// gpujit's portable kernel for the same product, on the host.
fn host_result(kind: MmaKind, data: &(Vec<f64>, Vec<f64>, Vec<f64>)) -> anyhow::Result<Vec<f64>> {
    let (ti, ta) = (kind.input.storage(), kind.input.accumulator());
    let carrier = |t: ScalarType| match t {
        ScalarType::F16 | ScalarType::BF16 => ScalarType::U16,
        t => t,
    };
    let module = build("mm", ModuleOptions::default(), |m| {
        m.kernel(
            "mm",
            &[
                p::ptr("a", carrier(ti)),
                p::ptr("b", carrier(ti)),
                p::ptr("c", ta),
                p::ptr("d", ta),
            ],
            |k, x| {
                let (fa, fb, acc) = (
                    k.fragment(kind, FragmentUse::A),
                    k.fragment(kind, FragmentUse::B),
                    k.fragment(kind, FragmentUse::Accumulator),
                );
                k.load_fragment(
                    &fa,
                    k.reinterpret_ptr(x[0], ti),
                    k.u32(kind.k),
                    MatrixLayout::RowMajor,
                );
                k.load_fragment(
                    &fb,
                    k.reinterpret_ptr(x[1], ti),
                    k.u32(kind.n),
                    MatrixLayout::RowMajor,
                );
                k.load_fragment(&acc, x[2], k.u32(kind.n), MatrixLayout::RowMajor);
                k.mma(&acc, &fa, &fb, &acc);
                k.store_fragment(x[3], k.u32(kind.n), &acc, MatrixLayout::RowMajor);
            },
        )
    })?;
    let host = gpujit::open("host")?;
    let c = gpujit::compile_for(host.as_ref(), &module)?;
    run_image(host.as_ref(), &c.image, kind, data)
}

fn exact(kind: MmaKind, (a, b, c): &(Vec<f64>, Vec<f64>, Vec<f64>)) -> Vec<f64> {
    let (m, n, k) = (kind.m as usize, kind.n as usize, kind.k as usize);
    (0..m * n)
        .map(|e| {
            c[e] + (0..k)
                .map(|p| a[(e / n) * k + p] * b[p * n + e % n])
                .sum::<f64>()
        })
        .collect()
}

fn same(got: &[f64], want: &[f64], what: &str) -> anyhow::Result<()> {
    if let Some(i) = (0..want.len()).find(|&i| got[i].to_bits() != want[i].to_bits()) {
        bail!(
            "{what}: D[{}][{}] = {}, expected {}",
            i / 16,
            i % 16,
            got[i],
            want[i]
        );
    }
    Ok(())
}

/// clang-22's build of each matrix builtin, run on the emulator as each
/// processor that has it.
pub(super) fn matrix_tests(t: &mut Tally) {
    for case in CASES {
        for &arch in case.archs {
            t.run(&format!("amdgcn-emu::matrix::{arch}::{}", case.name), || {
                let path = tmp_dir().join(format!("matrix-{}.hip", case.name));
                std::fs::write(&path, format!("{PRELUDE}{}", case.body))?;
                let bytes = hip_compile(&path, case.name, arch)?;
                let image = Image {
                    format: ImageFormat::Hsaco,
                    arch: arch.into(),
                    bytes,
                    kernels: vec![KernelSignature {
                        name: "mm".into(),
                        params: ["a", "b", "c", "d"]
                            .iter()
                            .map(|n| Param {
                                name: n.to_string(),
                                ty: ParamType::Pointer(None),
                            })
                            .collect(),
                        max_threads: None,
                    }],
                    refused: Vec::new(),
                    coarse: None,
                };
                let dev = EmuDevice::with_arch(arch)?;
                for seed in 1..3 {
                    let data = inputs(case.kind, true, seed);
                    let got = run_image(&dev, &image, case.kind, &data)?;
                    same(&got, &exact(case.kind, &data), "exact inputs")?;
                }
                let data = inputs(case.kind, false, 7);
                let got = run_image(&dev, &image, case.kind, &data)?;
                let host = host_result(case.kind, &data)?;
                same(&got, &host, "rounding inputs against the host target")?;
                let differs = (0..got.len()).any(|i| got[i] != exact(case.kind, &data)[i]);
                ensure!(
                    differs || case.kind.input.accumulator() == ScalarType::F64,
                    "the rounding inputs rounded nowhere: the comparison with the host proves nothing"
                );
                Ok(())
            });
        }
    }
}
