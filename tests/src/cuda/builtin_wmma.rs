//! `nvcuda::wmma` from gpujit's built-in `mma.h` (no NVIDIA header): a
//! GEMM `D = alpha (A B + C)` of two warps, each computing a tile of rows
//! over three `k` steps, for every element kind the header gives (`f16`
//! into `f32` and into `f16`, `bf16`, `tf32` rounded with
//! `__float_to_tf32`, `s8` and `u8` into `s32`, `f64`), every shape, A, B
//! and C row- and column-major, accumulators zeroed with `fill_fragment`,
//! C loaded through a fragment whose type names its layout and D stored
//! with a `layout_t`, and element-wise code over two accumulators; then
//! `__float_to_tf32` alone (ties away from zero) and `satf` on an `f16`
//! product past 65504; on every device, lifted and as written on NVIDIA,
//! against the CPU. GEMM inputs are small integers and halves, so every
//! sum is exact.

use anyhow::ensure;
use gpujit::cuda::{HeaderSet, Program};
use gpujit::{Device, DeviceExt, KernelArg, LaunchConfig, Module};
use gpujit_conformance::Tally;

use super::tensor::{Ty, at, bytes_of, small};
use super::{load_with, on_devices};
use crate::nvvm::fp::{self, Rnd};

const SOURCE: &str = r#"
#include <mma.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
using namespace nvcuda;

template <class L> struct is_row { static const bool value = false; };
template <> struct is_row<wmma::row_major> { static const bool value = true; };

// TF32 inputs are rounded after loading, as the programming guide asks.
template <class F> __device__ void round_tf32(F &) {}
template <class U, int M, int N, int K, class L>
__device__ void round_tf32(wmma::fragment<U, M, N, K, wmma::precision::tf32, L> &f) {
    for (int i = 0; i < f.num_elements; i++) f.x[i] = wmma::__float_to_tf32(f.x[i]);
}

// D = alpha * (A B + C): A is (2M x depth) in layout LA, B (depth x N) in LB,
// C and D (2M x N) in LC. Warp w of the block computes rows [wM, wM + M).
template <class TI, class TS, class TA, int M, int N, int K, class LA, class LB, class LC>
__device__ void gemm(const TS *a, const TS *b, const TA *c, TA *d, TA alpha, int depth) {
    const int warp = threadIdx.x / warpSize;
    const bool ra = is_row<LA>::value, rb = is_row<LB>::value, rc = is_row<LC>::value;
    const int lda = ra ? depth : 2 * M, ldb = rb ? N : depth, ldc = rc ? N : 2 * M;
    const int row0 = warp * M;

    wmma::fragment<wmma::accumulator, M, N, K, TA> sum;
    wmma::fill_fragment(sum, 0.0f);
    for (int k0 = 0; k0 < depth; k0 += K) {
        wmma::fragment<wmma::matrix_a, M, N, K, TI, LA> fa;
        wmma::fragment<wmma::matrix_b, M, N, K, TI, LB> fb;
        wmma::load_matrix_sync(fa, a + (ra ? row0 * lda + k0 : k0 * lda + row0), lda);
        wmma::load_matrix_sync(fb, b + (rb ? k0 * ldb : k0), ldb);
        round_tf32(fa);
        round_tf32(fb);
        wmma::mma_sync(sum, fa, fb, sum);
    }
    wmma::fragment<wmma::accumulator, M, N, K, TA, LC> cf;
    const int off = rc ? row0 * ldc : row0;
    wmma::load_matrix_sync(cf, c + off, ldc);
    for (int i = 0; i < sum.num_elements; i++) sum.x[i] = alpha * (sum.x[i] + cf.x[i]);
    wmma::store_matrix_sync(d + off, sum, ldc, rc ? wmma::mem_row_major : wmma::mem_col_major);
}

#define GEMM(NAME, TI, TS, TA, M, N, K, LA, LB, LC)                                        \
    extern "C" __global__ void NAME(const TS *a, const TS *b, const TA *c, TA *d, TA alpha, \
                                    int depth) {                                          \
        gemm<TI, TS, TA, M, N, K, wmma::LA, wmma::LB, wmma::LC>(a, b, c, d, alpha, depth); \
    }

GEMM(f16_f32, half, half, float, 16, 16, 16, row_major, col_major, row_major)
GEMM(f16_f32_m32, half, half, float, 32, 8, 16, col_major, row_major, col_major)
GEMM(f16_f16, half, half, half, 16, 16, 16, row_major, row_major, col_major)
GEMM(f16_f16_m8, half, half, half, 8, 32, 16, col_major, col_major, row_major)
GEMM(bf16_f32, __nv_bfloat16, __nv_bfloat16, float, 8, 32, 16, col_major, col_major, row_major)
GEMM(bf16_f32_m16, __nv_bfloat16, __nv_bfloat16, float, 16, 16, 16, row_major, row_major, col_major)
GEMM(tf32_f32, wmma::precision::tf32, float, float, 16, 16, 8, row_major, col_major, row_major)
GEMM(s8_s32, signed char, signed char, int, 32, 8, 16, row_major, col_major, col_major)
GEMM(u8_s32, unsigned char, unsigned char, int, 16, 16, 16, col_major, row_major, row_major)
GEMM(f64_f64, double, double, double, 8, 8, 4, col_major, row_major, row_major)

// __float_to_tf32 on its own.
extern "C" __global__ void to_tf32(const float *in, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = wmma::__float_to_tf32(in[i]);
}

// A 16 x 16 x 16 f16 product that overflows f16, with and without satf.
extern "C" __global__ void satf_f16(const half *a, const half *b, half *d, int satf) {
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
    wmma::fragment<wmma::accumulator, 16, 16, 16, half> acc;
    wmma::fill_fragment(acc, 0.0f);
    wmma::load_matrix_sync(fa, a, 16);
    wmma::load_matrix_sync(fb, b, 16);
    wmma::mma_sync(acc, fa, fb, acc, satf != 0);
    wmma::store_matrix_sync(d, acc, 16, wmma::mem_row_major);
}
"#;

/// One `GEMM` kernel: name, input, accumulator, tile shape, whether A, B
/// and C are row-major.
struct Case {
    name: &'static str,
    input: Ty,
    acc: Acc,
    mnk: (usize, usize, usize),
    rows: (bool, bool, bool),
}

#[derive(Clone, Copy, PartialEq)]
enum Acc {
    F16,
    F32,
    S32,
    F64,
}

impl Acc {
    fn bytes(self) -> usize {
        match self {
            Acc::F16 => 2,
            Acc::F32 | Acc::S32 => 4,
            Acc::F64 => 8,
        }
    }

    fn encode(self, xs: &[f64]) -> Vec<u8> {
        match self {
            Acc::F16 => bytes_of(Ty::F16, xs),
            Acc::F32 => xs.iter().flat_map(|&x| (x as f32).to_le_bytes()).collect(),
            Acc::S32 => xs.iter().flat_map(|&x| (x as i32).to_le_bytes()).collect(),
            Acc::F64 => bytes_of(Ty::F64, xs),
        }
    }

    fn decode(self, b: &[u8]) -> f64 {
        match self {
            Acc::F16 => fp::from_f16(u16::from_le_bytes([b[0], b[1]])),
            Acc::F32 => f64::from(f32::from_le_bytes([b[0], b[1], b[2], b[3]])),
            Acc::S32 => f64::from(i32::from_le_bytes([b[0], b[1], b[2], b[3]])),
            Acc::F64 => {
                let mut w = [0u8; 8];
                w.copy_from_slice(&b[..8]);
                f64::from_le_bytes(w)
            }
        }
    }
}

const fn case(
    name: &'static str,
    input: Ty,
    acc: Acc,
    mnk: (usize, usize, usize),
    rows: (bool, bool, bool),
) -> Case {
    Case {
        name,
        input,
        acc,
        mnk,
        rows,
    }
}

const CASES: &[Case] = &[
    case(
        "f16_f32",
        Ty::F16,
        Acc::F32,
        (16, 16, 16),
        (true, false, true),
    ),
    case(
        "f16_f32_m32",
        Ty::F16,
        Acc::F32,
        (32, 8, 16),
        (false, true, false),
    ),
    case(
        "f16_f16",
        Ty::F16,
        Acc::F16,
        (16, 16, 16),
        (true, true, false),
    ),
    case(
        "f16_f16_m8",
        Ty::F16,
        Acc::F16,
        (8, 32, 16),
        (false, false, true),
    ),
    case(
        "bf16_f32",
        Ty::Bf16,
        Acc::F32,
        (8, 32, 16),
        (false, false, true),
    ),
    case(
        "bf16_f32_m16",
        Ty::Bf16,
        Acc::F32,
        (16, 16, 16),
        (true, true, false),
    ),
    case(
        "tf32_f32",
        Ty::Tf32,
        Acc::F32,
        (16, 16, 8),
        (true, false, true),
    ),
    case(
        "s8_s32",
        Ty::S8,
        Acc::S32,
        (32, 8, 16),
        (true, false, false),
    ),
    case(
        "u8_s32",
        Ty::U8,
        Acc::S32,
        (16, 16, 16),
        (false, true, true),
    ),
    case("f64_f64", Ty::F64, Acc::F64, (8, 8, 4), (false, true, true)),
];

/// Runs one case: two warps, three `k` steps.
fn run_case(dev: &dyn Device, m: &Module, cs: &Case) -> anyhow::Result<()> {
    let (tm, tn, tk) = cs.mnk;
    let (rows, cols, depth) = (2 * tm, tn, 3 * tk);
    let (a_row, b_row, c_row) = cs.rows;
    let a: Vec<f64> = (0..rows * depth).map(|i| small(cs.input, i, 11)).collect();
    let b: Vec<f64> = (0..depth * cols).map(|i| small(cs.input, i, 12)).collect();
    let c: Vec<f64> = (0..rows * cols).map(|i| small(cs.input, i, 13)).collect();
    let alpha = 2.0;
    let want: Vec<f64> = (0..rows * cols)
        .map(|i| {
            let (r, cc) = if c_row {
                (i / cols, i % cols)
            } else {
                (i % rows, i / rows)
            };
            let s: f64 = (0..depth)
                .map(|k| a[at(r, k, rows, depth, a_row)] * b[at(k, cc, depth, cols, b_row)])
                .sum();
            alpha * (s + c[i])
        })
        .collect();
    // TF32 inputs carry low bits that __float_to_tf32 rounds away (to
    // nearest): a product of the unrounded floats differs.
    let input_bytes = |xs: &[f64]| -> Vec<u8> {
        if cs.input == Ty::Tf32 {
            xs.iter()
                .flat_map(|&x| ((x * (1.0 + 1.0 / 8192.0)) as f32).to_le_bytes())
                .collect()
        } else {
            bytes_of(cs.input, xs)
        }
    };
    let (ab, bb, cb) = (
        dev.upload(&input_bytes(&a))?,
        dev.upload(&input_bytes(&b))?,
        dev.upload(&cs.acc.encode(&c))?,
    );
    let w = cs.acc.bytes();
    let mut d = dev.alloc::<u8>(rows * cols * w)?;
    let alpha_arg: KernelArg<'_> = match cs.acc {
        // `__half` by value: a two-byte struct.
        Acc::F16 => KernelArg::record(&[fp::to_f16(alpha, Rnd::N).into()])
            .ok_or_else(|| anyhow::anyhow!("no record of one u16"))?,
        Acc::S32 => 2i32.into(),
        Acc::F64 => alpha.into(),
        Acc::F32 => 2.0f32.into(),
    };
    dev.launch(
        &m.kernel(cs.name)?,
        &LaunchConfig::for_elems(64, 64),
        &[
            (&ab).into(),
            (&bb).into(),
            (&cb).into(),
            (&mut d).into(),
            alpha_arg,
            i32::try_from(depth)?.into(),
        ],
    )?;
    let got = dev.download(&d)?;
    for (i, want) in want.iter().enumerate() {
        let v = cs.acc.decode(&got[i * w..(i + 1) * w]);
        ensure!(v == *want, "{}: D[{i}] = {v}, want {want}", cs.name);
    }
    Ok(())
}

/// `f` rounded to TF32 as `cvt.rna.tf32.f32` does: to nearest, ties away
/// from zero, on the 13 low mantissa bits.
fn rna_tf32(f: f32) -> f32 {
    if !f.is_finite() {
        return f;
    }
    f32::from_bits((f.to_bits() + 0x1000) & 0xffff_e000)
}

/// `__float_to_tf32` on values between TF32 neighbours, on ties (both
/// signs), on TF32 values, and on infinities.
fn to_tf32(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let mut input: Vec<f32> = vec![0.0, -0.0, 1.0, f32::INFINITY, f32::NEG_INFINITY];
    for base in [0x3f80_0000u32, 0x4049_0000, 0xc123_4000, 0x3c00_0000] {
        for low in [0x0001u32, 0x0fff, 0x1000, 0x1001, 0x1fff, 0x0800, 0x1800] {
            input.push(f32::from_bits(base | low));
        }
    }
    let want: Vec<u32> = input.iter().map(|&f| rna_tf32(f).to_bits()).collect();
    let n = input.len();
    let inb = dev.upload(&input)?;
    let mut out = dev.alloc::<f32>(n)?;
    dev.launch(
        &m.kernel("to_tf32")?,
        &LaunchConfig::for_elems(n, 64),
        &[(&inb).into(), (&mut out).into(), i32::try_from(n)?.into()],
    )?;
    let got: Vec<u32> = dev.download(&out)?.iter().map(|f| f.to_bits()).collect();
    super::same(&got, &want)
}

/// An `f16` product past 65504: an infinity, or 65504 with `satf`.
fn satf(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let big = bytes_of(Ty::F16, &[200.0; 256]);
    let (ab, bb) = (dev.upload(&big)?, dev.upload(&big)?);
    for (flag, want) in [(0i32, f64::INFINITY), (1, 65504.0)] {
        let mut d = dev.alloc::<u8>(512)?;
        dev.launch(
            &m.kernel("satf_f16")?,
            &LaunchConfig::for_elems(32, 32),
            &[(&ab).into(), (&bb).into(), (&mut d).into(), flag.into()],
        )?;
        let got = dev.download(&d)?;
        for i in 0..256 {
            let v = fp::from_f16(u16::from_le_bytes([got[2 * i], got[2 * i + 1]]));
            ensure!(v == want, "satf {flag}: D[{i}] = {v}, want {want}");
        }
    }
    Ok(())
}

pub fn run(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    let program = Program::new("builtin_wmma.cu", SOURCE);
    on_devices(
        t,
        devices,
        "with_builtin_headers::wmma_gemm",
        |dev, native| {
            let (m, _) = load_with(dev, &program, native, Some(&HeaderSet::BuiltIn))?;
            for cs in CASES {
                run_case(dev, &m, cs)?;
            }
            to_tf32(dev, &m)?;
            satf(dev, &m)
        },
    );
}
