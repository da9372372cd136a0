//! Tensor cores written in CUDA C++: `nvcuda::wmma` from NVIDIA's
//! `mma.h` (every fragment shape and element type sm_80 has, row- and
//! column-major operands and results, accumulation over two `k` steps,
//! element-wise code on accumulators) and inline-PTX `mma.sync` kinds
//! beyond the `f32`-accumulator ones (`f16` accumulators, 8-bit integers
//! with `.satfinite`), on every device, lifted and as written on NVIDIA,
//! against CPU products. Inputs are small integers and halves, so every
//! sum is exact in every accumulator type.

use anyhow::ensure;
use gpujit::cuda::Program;
use gpujit::{Device, DeviceExt, LaunchConfig, NvvmModule};
use gpujit_conformance::Tally;

use super::{NO_SDK, on_devices, sdk_headers};
use crate::nvvm::fp::{self, Rnd};

const SOURCE: &str = r#"
#include <mma.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
using namespace nvcuda;

template <class L> constexpr bool row_major() { return false; }
template <> constexpr bool row_major<wmma::row_major>() { return true; }

// D = alpha * (A B + C) for A (M x 2K), B (2K x N), C and D (M x N), in
// two k steps; A and B in the layouts LA, LB, C and D in LC.
template <class TI, class TS, class TA, int M, int N, int K, class LA, class LB>
__device__ void tile(const TS *a, const TS *b, const TA *c, TA *d, TA alpha, bool c_row) {
    wmma::fragment<wmma::matrix_a, M, N, K, TI, LA> fa;
    wmma::fragment<wmma::matrix_b, M, N, K, TI, LB> fb;
    wmma::fragment<wmma::accumulator, M, N, K, TA> acc;
    wmma::layout_t lc = c_row ? wmma::mem_row_major : wmma::mem_col_major;
    wmma::load_matrix_sync(acc, c, c_row ? N : M, lc);
    for (int s = 0; s < 2; ++s) {
        const TS *as = row_major<LA>() ? a + s * K : a + s * K * M;
        const TS *bs = row_major<LB>() ? b + s * K * N : b + s * K;
        wmma::load_matrix_sync(fa, as, row_major<LA>() ? 2 * K : M);
        wmma::load_matrix_sync(fb, bs, row_major<LB>() ? N : 2 * K);
        wmma::mma_sync(acc, fa, fb, acc);
    }
    for (int i = 0; i < acc.num_elements; ++i) acc.x[i] = acc.x[i] * alpha;
    wmma::store_matrix_sync(d, acc, c_row ? N : M, lc);
}

#define TILE(NAME, TI, TS, TA, M, N, K, LA, LB)                                             \
    extern "C" __global__ void NAME(const TS *a, const TS *b, const TA *c, TA *d, TA alpha, \
                                    int c_row) {                                           \
        tile<TI, TS, TA, M, N, K, wmma::LA, wmma::LB>(a, b, c, d, alpha, c_row);           \
    }

TILE(f16_f32_rr, half, half, float, 16, 16, 16, row_major, row_major)
TILE(f16_f32_rc, half, half, float, 16, 16, 16, row_major, col_major)
TILE(f16_f32_cr, half, half, float, 16, 16, 16, col_major, row_major)
TILE(f16_f32_cc, half, half, float, 16, 16, 16, col_major, col_major)
TILE(f16_f32_m32, half, half, float, 32, 8, 16, row_major, col_major)
TILE(f16_f32_m8, half, half, float, 8, 32, 16, col_major, row_major)
TILE(f16_f16, half, half, half, 16, 16, 16, row_major, col_major)
TILE(f16_f16_m32, half, half, half, 32, 8, 16, col_major, col_major)
TILE(f16_f16_m8, half, half, half, 8, 32, 16, row_major, row_major)
TILE(bf16_rc, __nv_bfloat16, __nv_bfloat16, float, 16, 16, 16, row_major, col_major)
TILE(bf16_m32, __nv_bfloat16, __nv_bfloat16, float, 32, 8, 16, row_major, row_major)
TILE(bf16_m8, __nv_bfloat16, __nv_bfloat16, float, 8, 32, 16, col_major, col_major)
TILE(tf32_rc, wmma::precision::tf32, float, float, 16, 16, 8, row_major, col_major)
TILE(tf32_cr, wmma::precision::tf32, float, float, 16, 16, 8, col_major, row_major)
TILE(s8_rc, signed char, signed char, int, 16, 16, 16, row_major, col_major)
TILE(s8_m32, signed char, signed char, int, 32, 8, 16, row_major, col_major)
TILE(s8_m8, signed char, signed char, int, 8, 32, 16, row_major, col_major)
TILE(u8_rc, unsigned char, unsigned char, int, 16, 16, 16, row_major, col_major)
TILE(f64_rr, double, double, double, 8, 8, 4, row_major, row_major)
TILE(f64_cc, double, double, double, 8, 8, 4, col_major, col_major)

// mma.sync as inline PTX, fragments placed as the PTX ISA lays them out
// (lane l: g = l / 4, t = l % 4). A 16 x K row-major, B K x 8 column-major
// (column n's K values contiguous), C and D 16 x 8 row-major.
extern "C" __global__ void mma_f16_acc(const half *a, const half *b, const half *c, half *d) {
    int l = threadIdx.x, g = l / 4, t = l % 4;
    auto pair = [](const half *p) { return *reinterpret_cast<const unsigned *>(p); };
    unsigned ra[4], rb[2], rc[2], rd[2];
    for (int r = 0; r < 4; ++r) ra[r] = pair(a + (g + 8 * (r & 1)) * 16 + 2 * t + 8 * (r >> 1));
    for (int r = 0; r < 2; ++r) rb[r] = pair(b + g * 16 + 2 * t + 8 * r);
    for (int r = 0; r < 2; ++r) rc[r] = pair(c + (g + 8 * r) * 8 + 2 * t);
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%0,%1}, {%2,%3,%4,%5}, {%6,%7}, {%8,%9};"
                 : "=r"(rd[0]), "=r"(rd[1])
                 : "r"(ra[0]), "r"(ra[1]), "r"(ra[2]), "r"(ra[3]), "r"(rb[0]), "r"(rb[1]),
                   "r"(rc[0]), "r"(rc[1]));
    for (int r = 0; r < 2; ++r) *reinterpret_cast<unsigned *>(d + (g + 8 * r) * 8 + 2 * t) = rd[r];
}

// m16n8k32 on signed bytes, saturating; A 16 x 32, B 32 x 8 column-major.
extern "C" __global__ void mma_s8(const signed char *a, const signed char *b, const int *c, int *d) {
    int l = threadIdx.x, g = l / 4, t = l % 4;
    auto word = [](const signed char *p) { return *reinterpret_cast<const unsigned *>(p); };
    unsigned ra[4], rb[2];
    int rd[4], rc[4];
    for (int r = 0; r < 4; ++r) ra[r] = word(a + (g + 8 * (r & 1)) * 32 + 4 * t + 16 * (r >> 1));
    for (int r = 0; r < 2; ++r) rb[r] = word(b + g * 32 + 4 * t + 16 * r);
    for (int r = 0; r < 4; ++r) rc[r] = c[(g + 8 * (r >> 1)) * 8 + 2 * t + (r & 1)];
    asm volatile("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
                 : "=r"(rd[0]), "=r"(rd[1]), "=r"(rd[2]), "=r"(rd[3])
                 : "r"(ra[0]), "r"(ra[1]), "r"(ra[2]), "r"(ra[3]), "r"(rb[0]), "r"(rb[1]),
                   "r"(rc[0]), "r"(rc[1]), "r"(rc[2]), "r"(rc[3]));
    for (int r = 0; r < 4; ++r) d[(g + 8 * (r >> 1)) * 8 + 2 * t + (r & 1)] = rd[r];
}

// m8n8k16 on signed bytes, saturating (CUTLASS's Turing int8 GEMM): A 8 x 16,
// B 16 x 8 column-major; D's rows 8 to 15 are C's, copied.
extern "C" __global__ void mma_s8_m8(const signed char *a, const signed char *b, const int *c, int *d) {
    int l = threadIdx.x, g = l / 4, t = l % 4;
    unsigned ra = *reinterpret_cast<const unsigned *>(a + g * 16 + 4 * t);
    unsigned rb = *reinterpret_cast<const unsigned *>(b + g * 16 + 4 * t);
    int rc[2], rd[2];
    for (int r = 0; r < 2; ++r) rc[r] = c[g * 8 + 2 * t + r];
    asm volatile("mma.sync.aligned.m8n8k16.row.col.satfinite.s32.s8.s8.s32 {%0,%1}, {%2}, {%3}, {%4,%5};"
                 : "=r"(rd[0]), "=r"(rd[1])
                 : "r"(ra), "r"(rb), "r"(rc[0]), "r"(rc[1]));
    for (int r = 0; r < 2; ++r) {
        d[g * 8 + 2 * t + r] = rd[r];
        d[(g + 8) * 8 + 2 * t + r] = c[(g + 8) * 8 + 2 * t + r];
    }
}

// m16n8k16 on unsigned A and signed B bytes, wrapping.
extern "C" __global__ void mma_u8s8(const unsigned char *a, const signed char *b, const int *c, int *d) {
    int l = threadIdx.x, g = l / 4, t = l % 4;
    unsigned ra[2], rb;
    int rd[4], rc[4];
    for (int r = 0; r < 2; ++r) ra[r] = *reinterpret_cast<const unsigned *>(a + (g + 8 * r) * 16 + 4 * t);
    rb = *reinterpret_cast<const unsigned *>(b + g * 16 + 4 * t);
    for (int r = 0; r < 4; ++r) rc[r] = c[(g + 8 * (r >> 1)) * 8 + 2 * t + (r & 1)];
    asm volatile("mma.sync.aligned.m16n8k16.row.col.s32.u8.s8.s32 {%0,%1,%2,%3}, {%4,%5}, {%6}, {%7,%8,%9,%10};"
                 : "=r"(rd[0]), "=r"(rd[1]), "=r"(rd[2]), "=r"(rd[3])
                 : "r"(ra[0]), "r"(ra[1]), "r"(rb), "r"(rc[0]), "r"(rc[1]), "r"(rc[2]), "r"(rc[3]));
    for (int r = 0; r < 4; ++r) d[(g + 8 * (r >> 1)) * 8 + 2 * t + (r & 1)] = rd[r];
}
"#;

/// Element types of a `wmma` case.
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Ty {
    F16,
    Bf16,
    Tf32,
    F64,
    S8,
    U8,
}

/// One `TILE` kernel: name, input type, accumulator (`f16`, `f32`, `s32`,
/// `f64`), shape, whether A and B are row-major.
struct Tile {
    name: &'static str,
    input: Ty,
    f16_acc: bool,
    m: usize,
    n: usize,
    k: usize,
    a_row: bool,
    b_row: bool,
}

const fn tile(
    name: &'static str,
    input: Ty,
    f16_acc: bool,
    (m, n, k): (usize, usize, usize),
    a_row: bool,
    b_row: bool,
) -> Tile {
    Tile {
        name,
        input,
        f16_acc,
        m,
        n,
        k,
        a_row,
        b_row,
    }
}

const TILES: &[Tile] = &[
    tile("f16_f32_rr", Ty::F16, false, (16, 16, 16), true, true),
    tile("f16_f32_rc", Ty::F16, false, (16, 16, 16), true, false),
    tile("f16_f32_cr", Ty::F16, false, (16, 16, 16), false, true),
    tile("f16_f32_cc", Ty::F16, false, (16, 16, 16), false, false),
    tile("f16_f32_m32", Ty::F16, false, (32, 8, 16), true, false),
    tile("f16_f32_m8", Ty::F16, false, (8, 32, 16), false, true),
    tile("f16_f16", Ty::F16, true, (16, 16, 16), true, false),
    tile("f16_f16_m32", Ty::F16, true, (32, 8, 16), false, false),
    tile("f16_f16_m8", Ty::F16, true, (8, 32, 16), true, true),
    tile("bf16_rc", Ty::Bf16, false, (16, 16, 16), true, false),
    tile("bf16_m32", Ty::Bf16, false, (32, 8, 16), true, true),
    tile("bf16_m8", Ty::Bf16, false, (8, 32, 16), false, false),
    tile("tf32_rc", Ty::Tf32, false, (16, 16, 8), true, false),
    tile("tf32_cr", Ty::Tf32, false, (16, 16, 8), false, true),
    tile("s8_rc", Ty::S8, false, (16, 16, 16), true, false),
    tile("s8_m32", Ty::S8, false, (32, 8, 16), true, false),
    tile("s8_m8", Ty::S8, false, (8, 32, 16), true, false),
    tile("u8_rc", Ty::U8, false, (16, 16, 16), true, false),
    tile("f64_rr", Ty::F64, false, (8, 8, 4), true, true),
    tile("f64_cc", Ty::F64, false, (8, 8, 4), false, false),
];

fn mix(i: usize, k: u64) -> u64 {
    let mut x = (i as u64) << 8 | k;
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// A small value of `t` (exact in every type): halves in [-2, 2] for
/// floats, [-8, 8) or [0, 16) for bytes.
pub(super) fn small(t: Ty, i: usize, seed: u64) -> f64 {
    let m = mix(i, seed);
    match t {
        Ty::S8 => (m % 16) as f64 - 8.0,
        Ty::U8 => (m % 16) as f64,
        _ => ((m % 9) as f64 - 4.0) / 2.0,
    }
}

/// Bytes of `xs` stored as type `t`.
pub(super) fn bytes_of(t: Ty, xs: &[f64]) -> Vec<u8> {
    let mut out = Vec::new();
    for &x in xs {
        match t {
            Ty::F16 => out.extend(fp::to_f16(x, Rnd::N).to_le_bytes()),
            Ty::Bf16 => out.extend(fp::to_bf16(x, Rnd::N).to_le_bytes()),
            Ty::Tf32 => out.extend((x as f32).to_le_bytes()),
            Ty::F64 => out.extend(x.to_le_bytes()),
            Ty::S8 => out.push(x as i8 as u8),
            Ty::U8 => out.push(x as u8),
        }
    }
    out
}

/// The index of (r, c) in a `rows × cols` matrix, row- or column-major.
pub(super) fn at(r: usize, c: usize, rows: usize, cols: usize, row_major: bool) -> usize {
    if row_major {
        r * cols + c
    } else {
        c * rows + r
    }
}

fn run_tile(dev: &dyn Device, m: &gpujit::Module, tl: &Tile, c_row: bool) -> anyhow::Result<()> {
    let (mm, nn, k2) = (tl.m, tl.n, 2 * tl.k);
    let a: Vec<f64> = (0..mm * k2).map(|i| small(tl.input, i, 1)).collect();
    let b: Vec<f64> = (0..k2 * nn).map(|i| small(tl.input, i, 2)).collect();
    let c: Vec<f64> = (0..mm * nn).map(|i| small(tl.input, i, 3)).collect();
    // Logical matrices from their storage.
    let a_at = |r: usize, kk: usize| a[at(r, kk, mm, k2, tl.a_row)];
    let b_at = |kk: usize, cc: usize| b[at(kk, cc, k2, nn, tl.b_row)];
    let c_at = |r: usize, cc: usize| c[at(r, cc, mm, nn, c_row)];
    let alpha = 2.0;
    let want: Vec<f64> = (0..mm * nn)
        .map(|i| {
            // Index i of D's storage.
            let (r, cc) = if c_row {
                (i / nn, i % nn)
            } else {
                (i % mm, i / mm)
            };
            let s: f64 = (0..k2).map(|kk| a_at(r, kk) * b_at(kk, cc)).sum();
            alpha * (s + c_at(r, cc))
        })
        .collect();
    let (acc_ty, acc_bytes): (&str, usize) = match (tl.input, tl.f16_acc) {
        (_, true) => ("f16", 2),
        (Ty::S8 | Ty::U8, _) => ("s32", 4),
        (Ty::F64, _) => ("f64", 8),
        _ => ("f32", 4),
    };
    let c_bytes: Vec<u8> = match acc_ty {
        "f16" => bytes_of(Ty::F16, &c),
        "s32" => c.iter().flat_map(|&x| (x as i32).to_le_bytes()).collect(),
        "f64" => bytes_of(Ty::F64, &c),
        _ => c.iter().flat_map(|&x| (x as f32).to_le_bytes()).collect(),
    };
    let (ab, bb, cb) = (
        dev.upload(&bytes_of(tl.input, &a))?,
        dev.upload(&bytes_of(tl.input, &b))?,
        dev.upload(&c_bytes)?,
    );
    let mut d = dev.alloc::<u8>(mm * nn * acc_bytes)?;
    let alpha_arg: gpujit::KernelArg<'_> = match acc_ty {
        // `__half` by value: a two-byte struct.
        "f16" => gpujit::KernelArg::record(&[fp::to_f16(alpha, Rnd::N).into()])
            .ok_or_else(|| anyhow::anyhow!("no record of one u16"))?,
        "s32" => 2i32.into(),
        "f64" => alpha.into(),
        _ => 2.0f32.into(),
    };
    dev.launch(
        &m.kernel(tl.name)?,
        &LaunchConfig::for_elems(32, 32),
        &[
            (&ab).into(),
            (&bb).into(),
            (&cb).into(),
            (&mut d).into(),
            alpha_arg,
            i32::from(c_row).into(),
        ],
    )?;
    let got = dev.download(&d)?;
    for (i, w) in want.iter().enumerate() {
        let g = &got[i * acc_bytes..(i + 1) * acc_bytes];
        let v = match acc_ty {
            "f16" => fp::from_f16(u16::from_le_bytes([g[0], g[1]])),
            "s32" => f64::from(i32::from_le_bytes([g[0], g[1], g[2], g[3]])),
            "f64" => f64::from_le_bytes(g.try_into()?),
            _ => f64::from(f32::from_le_bytes([g[0], g[1], g[2], g[3]])),
        };
        ensure!(
            v == *w,
            "{} (C {}): D[{i}] = {v}, want {w}",
            tl.name,
            if c_row { "row-major" } else { "column-major" }
        );
    }
    Ok(())
}

/// An inline-PTX `mma.sync` case: A (16 × k) row-major, B (k × 8) stored
/// by columns, C and D 16 × 8 row-major.
fn run_mma(dev: &dyn Device, m: &gpujit::Module, kernel: &str) -> anyhow::Result<()> {
    let (k, a_t, b_t) = match kernel {
        "mma_s8" => (32, Ty::S8, Ty::S8),
        "mma_u8s8" => (16, Ty::U8, Ty::S8),
        "mma_s8_m8" => (16, Ty::S8, Ty::S8),
        _ => (16, Ty::F16, Ty::F16),
    };
    let a: Vec<f64> = (0..16 * k).map(|i| small(a_t, i, 4)).collect();
    let b: Vec<f64> = (0..8 * k).map(|i| small(b_t, i, 5)).collect();
    let mut c: Vec<f64> = (0..128).map(|i| small(a_t, i, 6)).collect();
    let saturating = matches!(kernel, "mma_s8" | "mma_s8_m8");
    // m8n8k16 computes rows 0 to 7; the kernel copies C's others.
    let rows = if kernel == "mma_s8_m8" { 8 } else { 16 };
    if saturating {
        // Saturation both ways.
        c[0] = f64::from(i32::MAX - 3);
        c[9] = f64::from(i32::MIN + 2);
    }
    let want: Vec<f64> = (0..128)
        .map(|i| {
            let (r, n) = (i / 8, i % 8);
            if r >= rows {
                return c[i];
            }
            let s: f64 = (0..k).map(|kk| a[r * k + kk] * b[n * k + kk]).sum();
            let v = s + c[i];
            if saturating {
                v.clamp(f64::from(i32::MIN), f64::from(i32::MAX))
            } else {
                v
            }
        })
        .collect();
    let (c_bytes, d_bytes) = match kernel {
        "mma_s8" | "mma_u8s8" | "mma_s8_m8" => (
            c.iter()
                .flat_map(|&x| (x as i32).to_le_bytes())
                .collect::<Vec<u8>>(),
            4,
        ),
        _ => (bytes_of(Ty::F16, &c), 2),
    };
    let (ab, bb, cb) = (
        dev.upload(&bytes_of(a_t, &a))?,
        dev.upload(&bytes_of(b_t, &b))?,
        dev.upload(&c_bytes)?,
    );
    let mut d = dev.alloc::<u8>(128 * d_bytes)?;
    dev.launch(
        &m.kernel(kernel)?,
        &LaunchConfig::for_elems(32, 32),
        &[(&ab).into(), (&bb).into(), (&cb).into(), (&mut d).into()],
    )?;
    let got = dev.download(&d)?;
    for (i, w) in want.iter().enumerate() {
        let g = &got[i * d_bytes..(i + 1) * d_bytes];
        let v = match (kernel, d_bytes) {
            ("mma_s8" | "mma_u8s8" | "mma_s8_m8", _) => {
                f64::from(i32::from_le_bytes([g[0], g[1], g[2], g[3]]))
            }
            (_, 4) => f64::from(f32::from_le_bytes([g[0], g[1], g[2], g[3]])),
            _ => fp::from_f16(u16::from_le_bytes([g[0], g[1]])),
        };
        ensure!(v == *w, "{kernel}: D[{i}] = {v}, want {w}");
    }
    Ok(())
}

pub fn run(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    let Some(headers) = sdk_headers() else {
        t.skip("cuda::tensor", NO_SDK);
        return;
    };
    let program = Program::new("tensor.cu", SOURCE).option("-arch=sm_80");
    let lifted = std::sync::OnceLock::new();
    let native = std::sync::OnceLock::new();
    let load = |dev: &dyn Device, as_written: bool| -> anyhow::Result<gpujit::Module> {
        let cell = if as_written { &native } else { &lifted };
        let bitcode = cell.get_or_init(|| {
            let target = if as_written {
                gpujit::Target::Nvptx
            } else {
                gpujit::Target::Host
            };
            gpujit::cuda::program_for(&program, target)
                .compile_with("sm_80", &headers)
                .map(|c| c.bitcode)
                .map_err(|e| e.to_string())
        });
        let bitcode = bitcode.as_ref().map_err(|e| anyhow::anyhow!("{e}"))?;
        let m = NvvmModule::from_ir("tensor.cu", bitcode)?;
        let image = if as_written {
            gpujit::compile_nvvm_for(dev, &m)?.image
        } else {
            gpujit::compile_for(dev, &m.lift()?)?.image
        };
        Ok(dev.load(&image)?)
    };
    // The same kernels as PTX (gpujit's NVIDIA PTX of the NVVM IR, sm_80),
    // translated: the wmma and mma.sync instructions arrive as PTX.
    let ptx = std::sync::OnceLock::new();
    let load_ptx = |dev: &dyn Device| -> anyhow::Result<gpujit::Module> {
        let text = ptx.get_or_init(|| {
            (|| -> anyhow::Result<String> {
                let bitcode = gpujit::cuda::program_for(&program, gpujit::Target::Nvptx)
                    .compile_with("sm_80", &headers)?
                    .bitcode;
                let m = NvvmModule::from_ir("tensor.cu", &bitcode)?;
                let o = gpujit::CompileOptions {
                    arch: Some("sm_80".into()),
                    ..Default::default()
                };
                let c = gpujit::compile_nvvm(&m, gpujit::Target::Nvptx, &o)?;
                Ok(String::from_utf8(c.image.bytes)?)
            })()
            .map_err(|e| format!("{e:#}"))
        });
        let text = text.as_ref().map_err(|e| anyhow::anyhow!("{e}"))?;
        let m = gpujit::PtxModule::from_text("tensor.ptx", text)?.translate()?;
        Ok(dev.load(&gpujit::compile_for(dev, &m)?.image)?)
    };
    let each_tile = |dev: &dyn Device, m: &gpujit::Module| -> anyhow::Result<()> {
        for tl in TILES {
            for c_row in [true, false] {
                run_tile(dev, m, tl, c_row)?;
            }
        }
        Ok(())
    };
    let each_mma = |dev: &dyn Device, m: &gpujit::Module| -> anyhow::Result<()> {
        for k in ["mma_f16_acc", "mma_s8", "mma_u8s8", "mma_s8_m8"] {
            run_mma(dev, m, k)?;
        }
        Ok(())
    };
    on_devices(t, devices, "tensor::wmma", |dev, native| {
        each_tile(dev, &load(dev, native)?)
    });
    on_devices(t, devices, "tensor::mma_sync_kinds", |dev, native| {
        each_mma(dev, &load(dev, native)?)
    });
    for (tag, dev) in devices {
        t.run(&format!("{tag}::cuda::tensor::from_ptx"), || {
            let m = load_ptx(*dev)?;
            each_tile(*dev, &m)?;
            each_mma(*dev, &m)
        });
    }
}
