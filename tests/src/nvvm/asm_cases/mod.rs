//! The cases of the idiom table (see `asm.rs`), with their references. The
//! templates are written as NVIDIA's generators write them (Triton's masked
//! vector loads, tied "other" values, `{ .reg ... }` blocks) or as the PTX
//! ISA spells the instructions.

use super::asm::{Arg, Case, Expect, Ref, THREADS, Tol};
use super::fp::{self, Rnd};

use Arg::{Imm, Mem, Mem0, Smem, SmemNext, V};

// ---- inputs ----------------------------------------------------------------

fn mix(t: usize, k: usize) -> u64 {
    let mut x = (t as u64) << 8 | k as u64;
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

const U32S: [u32; 9] = [0, 1, 0xffff_ffff, 0x8000_0000, 0x7fff_ffff, 2, 31, 32, 33];

fn u32s(t: usize, k: usize) -> u64 {
    match t.checked_sub(k) {
        Some(i) if i < U32S.len() => u64::from(U32S[i]),
        _ => mix(t, k) & 0xffff_ffff,
    }
}

fn u64s(t: usize, k: usize) -> u64 {
    if t < 3 {
        return [0, u64::MAX, 1 << 63][t];
    }
    mix(t, k)
}

const F32S: [f32; 18] = [
    0.0,
    -0.0,
    1.0,
    -1.0,
    0.5,
    3.0,
    1e-40,
    -3e-39,
    f32::MAX,
    f32::MIN_POSITIVE,
    f32::INFINITY,
    f32::NEG_INFINITY,
    f32::NAN,
    0.333_333_34,
    100.0,
    -7.25,
    1.5e-44,
    -2.0e38,
];

/// Interesting floats first, then values of every magnitude.
fn f32s(t: usize, k: usize) -> u64 {
    let i = (t + 5 * k) % THREADS;
    if i < F32S.len() {
        return u64::from(F32S[i].to_bits());
    }
    let m = mix(t, k);
    let e = (m >> 40) % 60;
    let v = (1.0 + (m & 0xff_ffff) as f32 / 16_777_216.0) * 2f32.powi(e as i32 - 30);
    u64::from(if m & 1 == 0 { v } else { -v }.to_bits())
}

/// Finite, non-NaN floats of moderate magnitude.
fn f32_mid(t: usize, k: usize) -> u64 {
    let m = mix(t, k);
    let e = (m >> 40) % 40;
    let v = (1.0 + (m & 0xff_ffff) as f32 / 16_777_216.0) * 2f32.powi(e as i32 - 20);
    u64::from(if m & 1 == 0 { v } else { -v }.to_bits())
}

fn f64s(t: usize, k: usize) -> u64 {
    const S: [f64; 10] = [
        0.0,
        -0.0,
        1.0,
        -2.5,
        1e-310,
        f64::INFINITY,
        f64::NAN,
        1e300,
        -1e-300,
        0.1,
    ];
    let i = (t + 3 * k) % THREADS;
    if i < S.len() {
        return S[i].to_bits();
    }
    let m = mix(t, k);
    let e = (m >> 52) % 200;
    let v = (1.0 + (m & 0xf_ffff_ffff_ffff) as f64 / 2f64.powi(52)) * 2f64.powi(e as i32 - 100);
    if m & 1 == 0 { v } else { -v }.to_bits()
}

fn bits(t: usize, k: usize) -> u64 {
    u64::from(!mix(t, k).is_multiple_of(3))
}

fn f32_of(v: u64) -> f32 {
    f32::from_bits(v as u32)
}

fn f64_of(v: u64) -> f64 {
    f64::from_bits(v)
}

fn fb(x: f32) -> u64 {
    u64::from(x.to_bits())
}

fn out(v: &[u64]) -> Expect {
    Expect {
        outs: v.to_vec(),
        ..Default::default()
    }
}

fn lo(w: u64) -> u64 {
    w & 0xffff_ffff
}

fn hi(w: u64) -> u64 {
    w >> 32
}

/// The byte at offset `i` of a thread's memory words.
fn byte(m: &[u64; 8], i: usize) -> u64 {
    (m[i / 8] >> (8 * (i % 8))) & 0xff
}

fn set_bytes(m: &mut [u64; 8], at: usize, v: u64, n: usize) {
    for k in 0..n {
        let i = at + k;
        let sh = 8 * (i % 8);
        m[i / 8] = (m[i / 8] & !(0xff << sh)) | (((v >> (8 * k)) & 0xff) << sh);
    }
}

fn sext(v: u64, bits: u32) -> u64 {
    (((v << (64 - bits)) as i64) >> (64 - bits)) as u64
}

// ---- references ------------------------------------------------------------

/// PTX's `min`/`max` on floats: the number where one is NaN, −0 below +0.
fn pmin(a: f32, b: f32, max: bool) -> f32 {
    if a.is_nan() {
        return b;
    }
    if b.is_nan() {
        return a;
    }
    if a == b {
        let (x, y) = (a.to_bits(), b.to_bits());
        return f32::from_bits(if max { x & y } else { x | y });
    }
    if (a < b) != max { a } else { b }
}

/// PTX's `shfl.sync` source lane for lane `lane` (CUDA's 32-lane warp).
fn shfl_src(mode: &str, lane: u32, b: u32, c: u32) -> (u32, bool) {
    let bval = b & 31;
    let cval = c & 31;
    let seg = (c >> 8) & 31;
    let min_lane = lane & seg;
    let max_lane = min_lane | (cval & !seg);
    let (j, ok) = match mode {
        "up" => {
            let j = lane as i32 - bval as i32;
            (j, j >= max_lane as i32)
        }
        "down" => {
            let j = (lane + bval) as i32;
            (j, j <= max_lane as i32)
        }
        "bfly" => {
            let j = (lane ^ bval) as i32;
            (j, j <= max_lane as i32)
        }
        _ => {
            let j = (min_lane | (bval & !seg)) as i32;
            (j, j <= max_lane as i32)
        }
    };
    (if ok { j as u32 } else { lane }, ok)
}

fn warp(t: usize) -> std::ops::Range<usize> {
    t - t % 32..t - t % 32 + 32
}

fn block(t: usize) -> std::ops::Range<usize> {
    t - t % 64..t - t % 64 + 64
}

/// `x` rounded to an integral value by `r` (Rust's `as` then saturates, and
/// takes NaN to 0, as PTX's conversions to 32 bits and fewer do).
fn f2i(x: f32, r: fn(f64) -> f64) -> f64 {
    r(f64::from(x))
}

fn bfe(a: u64, pos: u64, len: u64, bits: u32, signed: bool) -> u64 {
    let (pos, len) = (pos & 0xff, len & 0xff);
    let msb = u64::from(bits - 1);
    let sbit = if !signed || len == 0 {
        0
    } else {
        (a >> (pos + len - 1).min(msb)) & 1
    };
    let mut d = 0u64;
    for i in 0..=msb {
        let b = if i < len && pos + i <= msb {
            (a >> (pos + i)) & 1
        } else {
            sbit
        };
        d |= b << i;
    }
    d
}

fn bfi(a: u64, b: u64, pos: u64, len: u64, bits: u32) -> u64 {
    let (pos, len) = (pos & 0xff, len & 0xff);
    let msb = u64::from(bits - 1);
    let mut f = b;
    let mut i = 0;
    while i < len && pos + i <= msb {
        f = (f & !(1 << (pos + i))) | (((a >> i) & 1) << (pos + i));
        i += 1;
    }
    f
}

fn prmt(a: u32, b: u32, c: u32) -> u32 {
    let x = u64::from(b) << 32 | u64::from(a);
    let mut d = 0u32;
    for k in 0..4 {
        let sel = (c >> (4 * k)) & 0xf;
        let mut byte = ((x >> (8 * (sel & 7))) & 0xff) as u32;
        if sel & 8 != 0 {
            byte = if byte & 0x80 != 0 { 0xff } else { 0 };
        }
        d |= byte << (8 * k);
    }
    d
}

fn lop3(a: u32, b: u32, c: u32, lut: u8) -> u32 {
    let mut d = 0;
    for bit in 0..32 {
        let idx = ((a >> bit) & 1) << 2 | ((b >> bit) & 1) << 1 | ((c >> bit) & 1);
        d |= u32::from((lut >> idx) & 1) << bit;
    }
    d
}

// ---- the cases ---------------------------------------------------------------

const fn case(
    row: &'static str,
    name: &'static str,
    (asm, cons): (&'static str, &'static str),
    outs: &'static [&'static str],
    args: &'static [Arg],
    input: fn(usize, usize) -> u64,
    reference: fn(&Ref<'_>) -> Expect,
) -> Case {
    Case {
        row,
        name,
        asm,
        cons,
        outs,
        args,
        input,
        reference,
        tol: Tol::Exact,
    }
}

const fn tol(c: Case, tol: Tol) -> Case {
    Case { tol, ..c }
}

mod convert;
mod integer;
mod intrinsics;
mod matrix;
mod memory;
mod warp;

/// The cases of the table's rows, in the table's order.
pub fn cases() -> impl Iterator<Item = &'static Case> + Clone {
    [
        memory::MEMORY,
        convert::CONVERT,
        integer::INTEGER,
        warp::WARP,
        matrix::MATRIX,
    ]
    .into_iter()
    .flatten()
}

/// NVVM intrinsics and libdevice functions the lifter states as PTX
/// templates (the `asm` field names the function).
pub fn intrinsics() -> &'static [Case] {
    intrinsics::INTRINSICS
}
