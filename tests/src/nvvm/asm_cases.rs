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
/// takes NaN to 0, as PTX's conversions do).
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

pub static CASES: &[Case] = &[
    // -- mov --------------------------------------------------------------------
    case(
        "mov",
        "special_registers",
        (
            "mov.u32 $0, %tid.x;\nmov.u32 $1, %laneid;\nmov.u32 $2, %ntid.x;\nmov.u32 $3, %ctaid.x;\nmov.u32 $4, %lanemask_lt;\nmov.u32 $5, WARP_SZ;",
            "=r,=r,=r,=r,=r,=r",
        ),
        &["i32", "i32", "i32", "i32", "i32", "i32"],
        &[],
        u32s,
        |r| {
            let t = r.t as u64;
            out(&[t % 64, t % 32, 64, t / 64, (1 << (t % 32)) - 1, 32])
        },
    ),
    case(
        "mov",
        "immediates_and_packing",
        (
            "mov.b32 $0, 0x12345678;\nmov.f32 $1, 0f3FC00000;\n{\n.reg .b16 lo, hi;\nmov.b32 {lo, hi}, $3;\nmov.b32 $2, {hi, lo};\n}",
            "=r,=f,=r,r",
        ),
        &["i32", "float", "i32"],
        &[V("i32")],
        u32s,
        |r| {
            let x = r.i(0);
            out(&[0x1234_5678, fb(1.5), ((x & 0xffff) << 16) | (x >> 16)])
        },
    ),
    case(
        "mov",
        "clocks_advance",
        (
            "{\n.reg .u64 a, b, g;\n.reg .pred p, q;\nmov.u64 a, %clock64;\nmov.u64 b, %clock64;\nsetp.ge.u64 p, b, a;\nselp.u32 $0, 1, 0, p;\nmov.u64 g, %globaltimer;\nsetp.ne.u64 q, g, 0;\nselp.u32 $1, 1, 0, q;\n}",
            "=r,=r",
        ),
        &["i32", "i32"],
        &[],
        u32s,
        |_| out(&[1, 1]),
    ),
    // -- ld -----------------------------------------------------------------------
    case(
        "ld",
        "triton_masked_v4",
        (
            "mov.u32 $0, 0x0;\n\tmov.u32 $1, 0x0;\n\tmov.u32 $2, 0x0;\n\tmov.u32 $3, 0x0;\n\t@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];",
            "=r,=r,=r,=r,l,b",
        ),
        &["i32", "i32", "i32", "i32"],
        &[Mem, V("i1")],
        bits,
        |r| {
            let m = r.mem();
            let e = if r.i(0) != 0 {
                out(&[lo(m[0]), hi(m[0]), lo(m[1]), hi(m[1])])
            } else {
                out(&[0, 0, 0, 0])
            };
            Expect { mem: Some(m), ..e }
        },
    ),
    case(
        "ld",
        "triton_tied_other",
        ("@$2 ld.global.b32 { $0 }, [ $1 + 8 ];", "=r,l,b,0"),
        &["i32"],
        &[Mem, V("i1"), V("i32")],
        |t, k| if k == 0 { bits(t, k) } else { u32s(t, k) },
        |r| out(&[if r.i(0) != 0 { lo(r.mem()[1]) } else { r.i(1) }]),
    ),
    case(
        "ld",
        "volatile_relaxed_narrow",
        (
            "ld.global.nc.L1::evict_last.b64 $0, [$5+16];\nld.global.ca.v2.b32 {$1, $2}, [$5+24];\nld.volatile.global.u16 $3, [$5+6];\nld.relaxed.gpu.global.s32 $4, [$5+32];",
            "=l,=r,=r,=r,=r,l",
        ),
        &["i64", "i32", "i32", "i32", "i32"],
        &[Mem],
        u32s,
        |r| {
            let m = r.mem();
            out(&[m[2], lo(m[3]), hi(m[3]), (m[0] >> 48) & 0xffff, lo(m[4])])
        },
    ),
    case(
        "ld",
        "shared_vector",
        (
            "st.shared.v2.b32 [$1], {$2, $3};\nld.shared.b32 $0, [$1+4];",
            "=r,r,r,r",
        ),
        &["i32"],
        &[Smem, V("i32"), V("i32")],
        u32s,
        |r| Expect {
            outs: vec![r.i(1)],
            smem: Some([r.i(0) | r.i(1) << 32, 0]),
            ..Default::default()
        },
    ),
    // -- st -----------------------------------------------------------------------
    case(
        "st",
        "triton_masked_v2",
        ("@$3 st.global.v2.b32 [ $2 + 8 ], { $0, $1 };", "r,r,l,b"),
        &[],
        &[V("i32"), V("i32"), Mem, V("i1")],
        |t, k| if k == 2 { bits(t, k) } else { u32s(t, k) },
        |r| {
            let mut m = r.mem();
            if r.i(2) != 0 {
                m[1] = r.i(0) | r.i(1) << 32;
            }
            Expect {
                mem: Some(m),
                ..Default::default()
            }
        },
    ),
    case(
        "st",
        "release_volatile_narrow",
        (
            "st.release.gpu.global.b32 [$0+4], $1;\nst.volatile.global.u8 [$0+9], $2;\nst.global.cs.b16 [$0+12], $3;",
            "l,r,h,h",
        ),
        &[],
        &[Mem, V("i32"), V("i16"), V("i16")],
        u32s,
        |r| {
            let mut m = r.mem();
            set_bytes(&mut m, 4, r.i(0), 4);
            set_bytes(&mut m, 9, r.i(1), 1);
            set_bytes(&mut m, 12, r.i(2), 2);
            Expect {
                mem: Some(m),
                ..Default::default()
            }
        },
    ),
    // -- createpolicy -------------------------------------------------------------------
    case(
        "createpolicy",
        "l2_cache_hint",
        (
            "{\n.reg .b64 pol;\ncreatepolicy.fractional.L2::evict_last.b64 pol, 1.0;\nld.global.L2::cache_hint.b32 $0, [$1+40], pol;\n}",
            "=r,l",
        ),
        &["i32"],
        &[Mem],
        u32s,
        |r| out(&[lo(r.mem()[5])]),
    ),
    // -- atom ---------------------------------------------------------------------
    case(
        "atom",
        "add_u32",
        ("atom.global.add.u32 $0, [$1], $2;", "=r,l,r"),
        &["i32"],
        &[Mem, V("i32")],
        u32s,
        |r| {
            let mut m = r.mem();
            let old = lo(m[0]);
            m[0] = (m[0] & !0xffff_ffff) | lo(old.wrapping_add(r.i(0)));
            Expect {
                outs: vec![old],
                mem: Some(m),
                ..Default::default()
            }
        },
    ),
    case(
        "atom",
        "cas_exch",
        (
            "atom.global.cas.b32 $0, [$2], $3, $4;\natom.global.exch.b64 $1, [$2+8], $5;",
            "=r,=l,l,r,r,l",
        ),
        &["i32", "i64"],
        &[Mem, V("i32"), V("i32"), V("i64")],
        |t, k| match k {
            // Half of the threads compare with the value in memory.
            0 if t % 2 == 0 => lo(super::asm::mem_word(t, 0)),
            _ => u64s(t, k),
        },
        |r| {
            let mut m = r.mem();
            let old = lo(m[0]);
            if old == lo(r.i(0)) {
                m[0] = (m[0] & !0xffff_ffff) | lo(r.i(1));
            }
            let old1 = m[1];
            m[1] = r.i(2);
            Expect {
                outs: vec![old, old1],
                mem: Some(m),
                ..Default::default()
            }
        },
    ),
    case(
        "atom",
        "min_max_inc_dec",
        (
            "atom.global.max.s32 $0, [$4], $5;\natom.global.min.u32 $1, [$4+4], $5;\natom.global.inc.u32 $2, [$4+8], $6;\natom.global.dec.u32 $3, [$4+12], $6;",
            "=r,=r,=r,=r,l,r,r",
        ),
        &["i32", "i32", "i32", "i32"],
        &[Mem, V("i32"), V("i32")],
        u32s,
        |r| {
            let mut m = r.mem();
            let (v, w) = (r.i(0), r.i(1));
            let words = [lo(m[0]), hi(m[0]), lo(m[1]), hi(m[1])];
            let new = [
                (words[0] as i32).max(v as i32) as u32 as u64,
                words[1].min(v),
                if words[2] >= w { 0 } else { words[2] + 1 },
                if words[3] == 0 || words[3] > w {
                    w
                } else {
                    words[3] - 1
                },
            ];
            m[0] = new[0] | new[1] << 32;
            m[1] = new[2] | new[3] << 32;
            Expect {
                outs: words.to_vec(),
                mem: Some(m),
                ..Default::default()
            }
        },
    ),
    case(
        "atom",
        "bit_ops",
        (
            "atom.global.and.b32 $0, [$3], $4;\natom.global.or.b32 $1, [$3+4], $4;\natom.relaxed.cta.global.xor.b32 $2, [$3+8], $4;",
            "=r,=r,=r,l,r",
        ),
        &["i32", "i32", "i32"],
        &[Mem, V("i32")],
        u32s,
        |r| {
            let mut m = r.mem();
            let v = r.i(0);
            let words = [lo(m[0]), hi(m[0]), lo(m[1])];
            m[0] = (words[0] & v) | (words[1] | v) << 32;
            m[1] = (m[1] & !0xffff_ffff) | (words[2] ^ v);
            Expect {
                outs: words.to_vec(),
                mem: Some(m),
                ..Default::default()
            }
        },
    ),
    case(
        "atom",
        "float_add",
        (
            "atom.global.add.f32 $0, [$2+16], $3;\natom.acq_rel.gpu.global.add.f64 $1, [$2+24], $4;",
            "=f,=d,l,f,d",
        ),
        &["float", "double"],
        &[Mem, V("float"), V("double")],
        |t, k| {
            if k == 0 {
                u64::from((t as f32 * 0.75).to_bits())
            } else {
                (t as f64 / 3.0).to_bits()
            }
        },
        |r| {
            let mut m = r.mem();
            let old = f32_of(m[2]);
            let old64 = f64_of(m[3]);
            m[2] = (m[2] & !0xffff_ffff) | fb(old + f32_of(r.i(0)));
            m[3] = (old64 + f64_of(r.i(1))).to_bits();
            Expect {
                outs: vec![fb(old), old64.to_bits()],
                mem: Some(m),
                ..Default::default()
            }
        },
    ),
    case(
        "atom",
        "red_to_one_word",
        ("red.global.add.u32 [$0], $1;", "l,r"),
        &[],
        &[Mem0, V("i32")],
        |t, _| (t % 7) as u64,
        |r| {
            let mut m = r.mem();
            if r.t == 0 {
                let sum: u64 = (0..THREADS).map(|t| (t % 7) as u64).sum();
                m[0] = (m[0] & !0xffff_ffff) | lo(lo(m[0]) + sum);
            }
            Expect {
                mem: Some(m),
                ..Default::default()
            }
        },
    ),
    // -- cp.async -------------------------------------------------------------------
    case(
        "cp.async",
        "copy_16_and_wait",
        (
            "cp.async.ca.shared.global [$4], [$5], 16;\ncp.async.commit_group;\ncp.async.wait_group 0;\nld.shared.v4.b32 {$0, $1, $2, $3}, [$4];",
            "=r,=r,=r,=r,r,l",
        ),
        &["i32", "i32", "i32", "i32"],
        &[Smem, Mem],
        u32s,
        |r| {
            let m = r.mem();
            Expect {
                outs: vec![lo(m[0]), hi(m[0]), lo(m[1]), hi(m[1])],
                smem: Some([m[0], m[1]]),
                ..Default::default()
            }
        },
    ),
    case(
        "cp.async",
        "triton_ignore_src",
        (
            "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;\ncp.async.wait_all;",
            "r,l,b",
        ),
        &[],
        &[Smem, Mem, V("i1")],
        bits,
        |r| {
            let m = r.mem();
            Expect {
                smem: Some(if r.i(0) != 0 { [0, 0] } else { [m[0], m[1]] }),
                ..Default::default()
            }
        },
    ),
    case(
        "cp.async",
        "source_size",
        (
            "cp.async.ca.shared.global [$0], [$1], 8, $2;\ncp.async.wait_all;",
            "r,l,r",
        ),
        &[],
        &[Smem, Mem, V("i32")],
        |t, _| (t % 9) as u64,
        |r| {
            let m = r.mem();
            let n = r.i(0) as usize;
            let mut w = 0u64;
            for k in 0..n.min(8) {
                w |= byte(&m, k) << (8 * k);
            }
            Expect {
                smem: Some([w, 0]),
                ..Default::default()
            }
        },
    ),
    // -- cvt ------------------------------------------------------------------------
    case(
        "cvt",
        "f32_to_f16_each_rounding",
        (
            "cvt.rn.f16.f32 $0, $4;\ncvt.rz.f16.f32 $1, $4;\ncvt.rm.f16.f32 $2, $4;\ncvt.rp.f16.f32 $3, $4;",
            "=h,=h,=h,=h,f",
        ),
        &["f16", "f16", "f16", "f16"],
        &[V("float")],
        |t, k| {
            if t < 64 {
                f32s(t, k)
            } else {
                // Around f16's range and precision.
                let m = mix(t, k);
                let v = (1.0 + (m & 0xff_ffff) as f32 / 16_777_216.0)
                    * 2f32.powi((m >> 40) as i32 % 40 - 25);
                u64::from(v.to_bits())
            }
        },
        |r| {
            let x = f64::from(f32_of(r.i(0)));
            out(&[Rnd::N, Rnd::Z, Rnd::M, Rnd::P].map(|m| u64::from(fp::to_f16(x, m))))
        },
    ),
    case(
        "cvt",
        "f16_widen_and_f16x2",
        (
            "cvt.f32.f16 $0, $2;\ncvt.rn.f16x2.f32 $1, $3, $4;",
            "=f,=r,h,f,f",
        ),
        &["float", "i32"],
        &[V("i16"), V("float"), V("float")],
        |t, k| {
            if k == 0 {
                mix(t, k) & 0xffff
            } else {
                f32_mid(t, k)
            }
        },
        |r| {
            let h = fp::from_f16(r.i(0) as u16) as f32;
            let a = fp::to_f16(f64::from(f32_of(r.i(1))), Rnd::N);
            let b = fp::to_f16(f64::from(f32_of(r.i(2))), Rnd::N);
            out(&[fb(h), u64::from(a) << 16 | u64::from(b)])
        },
    ),
    case(
        "cvt",
        "bf16",
        (
            "cvt.rn.bf16.f32 $0, $3;\ncvt.rz.bf16.f32 $1, $3;\ncvt.f32.bf16 $2, $4;",
            "=h,=h,=f,f,h",
        ),
        &["bf16", "bf16", "float"],
        &[V("float"), V("i16")],
        |t, k| {
            if k == 1 {
                mix(t, k) & 0xffff
            } else {
                f32s(t, k)
            }
        },
        |r| {
            let x = f64::from(f32_of(r.i(0)));
            out(&[
                u64::from(fp::to_bf16(x, Rnd::N)),
                u64::from(fp::to_bf16(x, Rnd::Z)),
                fb(fp::from_bf16(r.i(1) as u16) as f32),
            ])
        },
    ),
    case(
        "cvt",
        "f64_to_f32_each_rounding",
        (
            "cvt.rn.f32.f64 $0, $4;\ncvt.rz.f32.f64 $1, $4;\ncvt.rm.f32.f64 $2, $4;\ncvt.rp.f32.f64 $3, $4;",
            "=f,=f,=f,=f,d",
        ),
        &["float", "float", "float", "float"],
        &[V("double")],
        f64s,
        |r| {
            let x = f64_of(r.i(0));
            out(&[Rnd::N, Rnd::Z, Rnd::M, Rnd::P].map(|m| fb(fp::to_f32(x, m))))
        },
    ),
    case(
        "cvt",
        "float_to_int_saturating",
        (
            "cvt.rni.s32.f32 $0, $4;\ncvt.rzi.s32.f32 $1, $4;\ncvt.rmi.u32.f32 $2, $4;\ncvt.rpi.s64.f32 $3, $4;",
            "=r,=r,=r,=l,f",
        ),
        &["i32", "i32", "i32", "i64"],
        &[V("float")],
        f32s,
        |r| {
            let x = f32_of(r.i(0));
            out(&[
                f2i(x, f64::round_ties_even) as i32 as u32 as u64,
                f2i(x, f64::trunc) as i32 as u32 as u64,
                u64::from(f2i(x, f64::floor) as u32),
                f2i(x, f64::ceil) as i64 as u64,
            ])
        },
    ),
    case(
        "cvt",
        "int_to_float_each_rounding",
        (
            "cvt.rn.f32.s32 $0, $4;\ncvt.rz.f32.u32 $1, $4;\ncvt.rm.f32.s32 $2, $4;\ncvt.rn.f64.s64 $3, $5;",
            "=f,=f,=f,=d,r,l",
        ),
        &["float", "float", "float", "double"],
        &[V("i32"), V("i64")],
        |t, k| if k == 0 { u32s(t, k) } else { u64s(t, k) },
        |r| {
            let x = r.i(0) as u32;
            out(&[
                fb(fp::to_f32(f64::from(x as i32), Rnd::N)),
                fb(fp::to_f32(f64::from(x), Rnd::Z)),
                fb(fp::to_f32(f64::from(x as i32), Rnd::M)),
                (r.i(1) as i64 as f64).to_bits(),
            ])
        },
    ),
    case(
        "cvt",
        "integers",
        (
            "cvt.s32.s8 $0, $4;\ncvt.u16.u32 $1, $4;\ncvt.sat.s8.s32 $2, $4;\ncvt.u64.s32 $3, $4;",
            "=r,=h,=r,=l,r",
        ),
        &["i32", "i16", "i32", "i64"],
        &[V("i32")],
        u32s,
        |r| {
            let x = r.i(0);
            let sat = (x as u32 as i32).clamp(-128, 127) as u32 as u64;
            out(&[lo(sext(x, 8)), x & 0xffff, sat, sext(x, 32)])
        },
    ),
    case(
        "cvt",
        "to_integral_and_saturate",
        (
            "cvt.rni.f32.f32 $0, $3;\ncvt.sat.f32.f32 $1, $3;\ncvt.rzi.ftz.f32.f32 $2, $3;",
            "=f,=f,=f,f",
        ),
        &["float", "float", "float"],
        &[V("float")],
        f32s,
        |r| {
            let x = f32_of(r.i(0));
            let sat = if x > 0.0 { x.min(1.0) } else { 0.0 };
            out(&[fb(x.round_ties_even()), fb(sat), fb(fp::ftz(x).trunc())])
        },
    ),
    // -- approx -------------------------------------------------------------------
    tol(
        case(
            "approx",
            "ex2",
            (
                "ex2.approx.f32 $0, $2;\nex2.approx.ftz.f32 $1, $2;",
                "=f,=f,f",
            ),
            &["float", "float"],
            &[V("float")],
            |t, k| u64::from(((mix(t, k) % 2600) as f32 / 10.0 - 135.0).to_bits()),
            |r| {
                let x = f32_of(r.i(0));
                let e = f64::from(x).exp2() as f32;
                out(&[fb(e), fb(fp::ftz(e))])
            },
        ),
        Tol::Ulps(2),
    ),
    tol(
        case(
            "approx",
            "lg2_sin_cos",
            (
                "lg2.approx.f32 $0, $3;\nsin.approx.f32 $1, $4;\ncos.approx.ftz.f32 $2, $4;",
                "=f,=f,=f,f,f",
            ),
            &["float", "float", "float"],
            &[V("float"), V("float")],
            |t, k| {
                let u = (mix(t, k) % 10_000) as f32 / 10_000.0;
                u64::from(
                    if k == 0 {
                        0.01 + u * 1000.0
                    } else {
                        (u - 0.5) * std::f32::consts::TAU
                    }
                    .to_bits(),
                )
            },
            |r| {
                let (x, y) = (f64::from(f32_of(r.i(0))), f64::from(f32_of(r.i(1))));
                out(&[fb(x.log2() as f32), fb(y.sin() as f32), fb(y.cos() as f32)])
            },
        ),
        Tol::Abs(2e-6),
    ),
    tol(
        case(
            "approx",
            "rsqrt_tanh",
            (
                "rsqrt.approx.f32 $0, $2;\ntanh.approx.f32 $1, $3;",
                "=f,=f,f,f",
            ),
            &["float", "float"],
            &[V("float"), V("float")],
            |t, k| {
                let u = (mix(t, k) % 10_000) as f32 / 10_000.0;
                u64::from(
                    if k == 0 {
                        0.001 + u * 100.0
                    } else {
                        (u - 0.5) * 8.0
                    }
                    .to_bits(),
                )
            },
            |r| {
                let (x, y) = (f64::from(f32_of(r.i(0))), f64::from(f32_of(r.i(1))));
                out(&[fb((1.0 / x.sqrt()) as f32), fb(y.tanh() as f32)])
            },
        ),
        Tol::Abs(1e-3),
    ),
    // -- sqrt/rcp/div ----------------------------------------------------------------
    case(
        "sqrt/rcp/div",
        "sqrt_f32_each_rounding",
        (
            "sqrt.rn.f32 $0, $4;\nsqrt.rz.f32 $1, $4;\nsqrt.rm.f32 $2, $4;\nsqrt.rp.f32 $3, $4;",
            "=f,=f,=f,=f,f",
        ),
        &["float", "float", "float", "float"],
        &[V("float")],
        f32s,
        |r| {
            let x = f32_of(r.i(0));
            out(&[Rnd::N, Rnd::Z, Rnd::M, Rnd::P].map(|m| fb(fp::sqrt_f32(x, m))))
        },
    ),
    case(
        "sqrt/rcp/div",
        "div_f32_each_rounding",
        (
            "div.rn.f32 $0, $4, $5;\ndiv.rz.f32 $1, $4, $5;\ndiv.rm.f32 $2, $4, $5;\ndiv.rp.f32 $3, $4, $5;",
            "=f,=f,=f,=f,f,f",
        ),
        &["float", "float", "float", "float"],
        &[V("float"), V("float")],
        f32s,
        |r| {
            let (a, b) = (f32_of(r.i(0)), f32_of(r.i(1)));
            out(&[Rnd::N, Rnd::Z, Rnd::M, Rnd::P].map(|m| fb(fp::div_f32(a, b, m))))
        },
    ),
    case(
        "sqrt/rcp/div",
        "div_f64_and_rcp",
        (
            "div.rn.f64 $0, $4, $5;\ndiv.rz.f64 $1, $4, $5;\ndiv.rp.f64 $2, $4, $5;\nrcp.rm.f64 $3, $5;",
            "=d,=d,=d,=d,d,d",
        ),
        &["double", "double", "double", "double"],
        &[V("double"), V("double")],
        |t, k| {
            let m = mix(t, k);
            let v = (1.0 + (m & 0xf_ffff_ffff_ffff) as f64 / 2f64.powi(52))
                * 2f64.powi((m >> 52) as i32 % 400 - 200);
            if m & 1 == 0 { v } else { -v }.to_bits()
        },
        |r| {
            let (a, b) = (f64_of(r.i(0)), f64_of(r.i(1)));
            out(&[
                fp::div_f64(a, b, Rnd::N).to_bits(),
                fp::div_f64(a, b, Rnd::Z).to_bits(),
                fp::div_f64(a, b, Rnd::P).to_bits(),
                fp::div_f64(1.0, b, Rnd::M).to_bits(),
            ])
        },
    ),
    tol(
        case(
            "sqrt/rcp/div",
            "full_and_approx",
            (
                "div.full.f32 $0, $3, $4;\ndiv.approx.f32 $1, $3, $4;\nsqrt.approx.f32 $2, $5;",
                "=f,=f,=f,f,f,f",
            ),
            &["float", "float", "float"],
            &[V("float"), V("float"), V("float")],
            |t, k| {
                let v = f32_of(f32_mid(t, k));
                u64::from(if k == 2 { v.abs() } else { v }.to_bits())
            },
            |r| {
                let (a, b, c) = (f32_of(r.i(0)), f32_of(r.i(1)), f32_of(r.i(2)));
                out(&[fb(a / b), fb(a / b), fb(c.sqrt())])
            },
        ),
        Tol::Ulps(2),
    ),
    case(
        "sqrt/rcp/div",
        "integer_div_rem",
        ("div.s32 $0, $2, $3;\nrem.u32 $1, $2, $3;", "=r,=r,r,r"),
        &["i32", "i32"],
        &[V("i32"), V("i32")],
        |t, k| {
            let v = mix(t, k) & 0xffff_ffff;
            if k == 1 { (v % 1000) + 1 } else { v }
        },
        |r| {
            let (a, b) = (r.i(0) as u32, r.i(1) as u32);
            out(&[((a as i32) / (b as i32)) as u32 as u64, u64::from(a % b)])
        },
    ),
    // -- fma ------------------------------------------------------------------------
    case(
        "fma",
        "fma_f32_ftz_sat",
        (
            "fma.rn.f32 $0, $3, $4, $5;\nfma.rn.ftz.f32 $1, $3, $4, $5;\nfma.rn.sat.f32 $2, $3, $4, $5;",
            "=f,=f,=f,f,f,f",
        ),
        &["float", "float", "float"],
        &[V("float"), V("float"), V("float")],
        f32s,
        |r| {
            let (a, b, c) = (f32_of(r.i(0)), f32_of(r.i(1)), f32_of(r.i(2)));
            let f = a.mul_add(b, c);
            let z = fp::ftz(fp::ftz(a).mul_add(fp::ftz(b), fp::ftz(c)));
            let s = if f > 0.0 { f.min(1.0) } else { 0.0 };
            out(&[fb(f), fb(z), fb(s)])
        },
    ),
    case(
        "fma",
        "fma_f64_and_integer_mad",
        (
            "fma.rn.f64 $0, $4, $5, $6;\nmad.lo.s32 $1, $7, $8, $9;\nmad.hi.u32 $2, $7, $8, $9;\nmad.wide.s32 $3, $7, $8, $10;",
            "=d,=r,=r,=l,d,d,d,r,r,r,l",
        ),
        &["double", "i32", "i32", "i64"],
        &[
            V("double"),
            V("double"),
            V("double"),
            V("i32"),
            V("i32"),
            V("i32"),
            V("i64"),
        ],
        |t, k| match k {
            0..=2 => f64s(t, k),
            6 => u64s(t, k),
            _ => u32s(t, k),
        },
        |r| {
            let (a, b, c) = (f64_of(r.i(0)), f64_of(r.i(1)), f64_of(r.i(2)));
            let (x, y, z) = (r.i(3), r.i(4), r.i(5));
            let wide = i64::from(x as u32 as i32) * i64::from(y as u32 as i32);
            out(&[
                a.mul_add(b, c).to_bits(),
                lo(x.wrapping_mul(y).wrapping_add(z)),
                lo(((x * y) >> 32) + z),
                (wide as u64).wrapping_add(r.i(6)),
            ])
        },
    ),
    // -- arith -------------------------------------------------------------------------
    case(
        "arith",
        "integer",
        (
            "add.s32 $0, $6, $7;\nsub.u32 $1, $6, $7;\nmul.lo.s32 $2, $6, $7;\nmul.hi.s32 $3, $6, $7;\nmul.wide.u32 $4, $6, $7;\nadd.sat.s32 $5, $6, $7;",
            "=r,=r,=r,=r,=l,=r,r,r",
        ),
        &["i32", "i32", "i32", "i32", "i64", "i32"],
        &[V("i32"), V("i32")],
        u32s,
        |r| {
            let (a, b) = (r.i(0), r.i(1));
            let (sa, sb) = (a as u32 as i32 as i64, b as u32 as i32 as i64);
            out(&[
                lo(a + b),
                lo(a.wrapping_sub(b)),
                lo(a.wrapping_mul(b)),
                lo(((sa * sb) >> 32) as u64),
                a * b,
                lo((sa + sb).clamp(i32::MIN.into(), i32::MAX.into()) as u64),
            ])
        },
    ),
    case(
        "arith",
        "wide_neg_abs_mul24",
        (
            "mul.hi.u64 $0, $4, $5;\nneg.s32 $1, $6;\nabs.s32 $2, $6;\nmul24.lo.s32 $3, $6, $7;",
            "=l,=r,=r,=r,l,l,r,r",
        ),
        &["i64", "i32", "i32", "i32"],
        &[V("i64"), V("i64"), V("i32"), V("i32")],
        |t, k| if k < 2 { u64s(t, k) } else { u32s(t, k) },
        |r| {
            let (a, b) = (r.i(2) as u32 as i32, r.i(3) as u32 as i32);
            let s24 = |v: i32| ((v << 8) >> 8) as i64;
            out(&[
                ((u128::from(r.i(0)) * u128::from(r.i(1))) >> 64) as u64,
                lo(a.wrapping_neg() as u32 as u64),
                lo(a.wrapping_abs() as u32 as u64),
                lo((s24(a) * s24(b)) as u64),
            ])
        },
    ),
    case(
        "arith",
        "float",
        (
            "add.f32 $0, $6, $7;\nsub.ftz.f32 $1, $6, $7;\nmul.rn.f32 $2, $6, $7;\ncopysign.f32 $3, $6, $7;\nneg.f32 $4, $6;\nabs.ftz.f32 $5, $7;",
            "=f,=f,=f,=f,=f,=f,f,f",
        ),
        &["float", "float", "float", "float", "float", "float"],
        &[V("float"), V("float")],
        f32s,
        |r| {
            let (a, b) = (f32_of(r.i(0)), f32_of(r.i(1)));
            out(&[
                fb(a + b),
                fb(fp::ftz(fp::ftz(a) - fp::ftz(b))),
                fb(a * b),
                fb(b.copysign(a)),
                fb(-a),
                fb(fp::ftz(b).abs()),
            ])
        },
    ),
    // -- min/max -------------------------------------------------------------------------
    case(
        "min/max",
        "integer",
        (
            "min.s32 $0, $4, $5;\nmax.u32 $1, $4, $5;\nmax.s16 $2, $6, $7;\nmax.relu.s32 $3, $4, $5;",
            "=r,=r,=h,=r,r,r,h,h",
        ),
        &["i32", "i32", "i16", "i32"],
        &[V("i32"), V("i32"), V("i16"), V("i16")],
        |t, k| {
            if k < 2 {
                u32s(t, k)
            } else {
                mix(t, k) & 0xffff
            }
        },
        |r| {
            let (a, b) = (r.i(0) as u32, r.i(1) as u32);
            let (c, d) = (r.i(2) as u16 as i16, r.i(3) as u16 as i16);
            out(&[
                (a as i32).min(b as i32) as u32 as u64,
                u64::from(a.max(b)),
                u64::from(c.max(d) as u16),
                (a as i32).max(b as i32).max(0) as u64,
            ])
        },
    ),
    case(
        "min/max",
        "float",
        (
            "min.f32 $0, $4, $5;\nmax.f32 $1, $4, $5;\nmax.NaN.f32 $2, $4, $5;\nmin.ftz.f32 $3, $4, $5;",
            "=f,=f,=f,=f,f,f",
        ),
        &["float", "float", "float", "float"],
        &[V("float"), V("float")],
        f32s,
        |r| {
            let (a, b) = (f32_of(r.i(0)), f32_of(r.i(1)));
            let nan = if a.is_nan() || b.is_nan() {
                f32::NAN
            } else {
                pmin(a, b, true)
            };
            out(&[
                fb(pmin(a, b, false)),
                fb(pmin(a, b, true)),
                fb(nan),
                fb(pmin(fp::ftz(a), fp::ftz(b), false)),
            ])
        },
    ),
    case(
        "min/max",
        "xorsign_abs",
        (
            "max.xorsign.abs.f32 $0, $2, $3;\nmin.xorsign.abs.f32 $1, $2, $3;",
            "=f,=f,f,f",
        ),
        &["float", "float"],
        &[V("float"), V("float")],
        f32_mid,
        |r| {
            let (a, b) = (f32_of(r.i(0)), f32_of(r.i(1)));
            let s = (a.to_bits() ^ b.to_bits()) & 0x8000_0000;
            let with = |m: f32| u64::from(m.to_bits() & 0x7fff_ffff | s);
            out(&[with(a.abs().max(b.abs())), with(a.abs().min(b.abs()))])
        },
    ),
    // -- logic ------------------------------------------------------------------------
    case(
        "logic",
        "bits_and_shifts",
        (
            "and.b32 $0, $6, $7;\nor.b32 $1, $6, $7;\nxor.b32 $2, $6, $7;\nnot.b32 $3, $6;\nshl.b32 $4, $6, $8;\nshr.s32 $5, $6, $8;",
            "=r,=r,=r,=r,=r,=r,r,r,r",
        ),
        &["i32", "i32", "i32", "i32", "i32", "i32"],
        &[V("i32"), V("i32"), V("i32")],
        |t, k| if k == 2 { mix(t, k) % 40 } else { u32s(t, k) },
        |r| {
            let (a, b, n) = (r.i(0) as u32, r.i(1) as u32, r.i(2) as u32);
            let shl = if n >= 32 { 0 } else { a << n };
            let shr = (a as i32 >> n.min(31)) as u32;
            out(&[a & b, a | b, a ^ b, !a, shl, shr].map(u64::from))
        },
    ),
    case(
        "logic",
        "counts",
        (
            "shr.u64 $0, $5, $6;\npopc.b32 $1, $7;\nclz.b64 $2, $5;\nbrev.b32 $3, $7;\nbfind.s32 $4, $7;",
            "=l,=r,=r,=r,=r,l,r,r",
        ),
        &["i64", "i32", "i32", "i32", "i32"],
        &[V("i64"), V("i32"), V("i32")],
        |t, k| match k {
            0 => u64s(t, k),
            1 => mix(t, k) % 70,
            _ => u32s(t, k),
        },
        |r| {
            let (a, n, x) = (r.i(0), r.i(1), r.i(2) as u32);
            let s = x as i32;
            let y = if s < 0 { !x } else { x };
            let bfind = if y == 0 {
                u32::MAX
            } else {
                31 - y.leading_zeros()
            };
            out(&[
                if n >= 64 { 0 } else { a >> n },
                u64::from(x.count_ones()),
                u64::from(a.leading_zeros()),
                u64::from(x.reverse_bits()),
                u64::from(bfind),
            ])
        },
    ),
    case(
        "logic",
        "predicates",
        (
            "{\n.reg .pred p, q, r;\nsetp.lt.s32 p, $1, 0;\nsetp.gt.s32 q, $2, 0;\nxor.pred r, p, q;\nnot.pred q, q;\nand.pred r, r, q;\nselp.u32 $0, 1, 0, r;\n}",
            "=r,r,r",
        ),
        &["i32"],
        &[V("i32"), V("i32")],
        u32s,
        |r| {
            let (p, q) = ((r.i(0) as u32 as i32) < 0, (r.i(1) as u32 as i32) > 0);
            out(&[u64::from((p ^ q) && !q)])
        },
    ),
    // -- selp/setp -------------------------------------------------------------------------
    case(
        "selp/setp",
        "select_and_unordered",
        (
            "{\n.reg .pred p, q;\nsetp.lt.s32 p, $3, $4;\nselp.b32 $0, $3, $4, p;\nsetp.ltu.f32 p|q, $5, $6;\nselp.u32 $1, 1, 0, p;\nselp.u32 $2, 1, 0, q;\n}",
            "=r,=r,=r,r,r,f,f",
        ),
        &["i32", "i32", "i32"],
        &[V("i32"), V("i32"), V("float"), V("float")],
        |t, k| if k < 2 { u32s(t, k) } else { f32s(t, k) },
        |r| {
            let (a, b) = (r.i(0) as u32 as i32, r.i(1) as u32 as i32);
            let (x, y) = (f32_of(r.i(2)), f32_of(r.i(3)));
            let ltu = x.is_nan() || y.is_nan() || x < y;
            out(&[u64::from(a.min(b) as u32), u64::from(ltu), u64::from(!ltu)])
        },
    ),
    case(
        "selp/setp",
        "bool_ops_and_set",
        (
            "{\n.reg .pred p;\nsetp.ne.and.b32 p, $3, 0, $4;\nselp.u32 $0, 1, 0, p;\nsetp.hs.or.u32 p, $3, $5, !$4;\nselp.u32 $1, 7, 9, p;\n}\nset.gt.u32.s32 $2, $3, $5;",
            "=r,=r,=r,r,b,r",
        ),
        &["i32", "i32", "i32"],
        &[V("i32"), V("i1"), V("i32")],
        |t, k| if k == 1 { bits(t, k) } else { u32s(t, k) },
        |r| {
            let (a, p, b) = (r.i(0) as u32, r.i(1) != 0, r.i(2) as u32);
            let or = a >= b || !p;
            out(&[
                u64::from(a != 0 && p),
                if or { 7 } else { 9 },
                if (a as i32) > (b as i32) {
                    0xffff_ffff
                } else {
                    0
                },
            ])
        },
    ),
    // -- prmt, lop3, bfe/bfi ---------------------------------------------------------------
    case(
        "prmt",
        "default_mode",
        (
            "prmt.b32 $0, $2, $3, $4;\nprmt.b32 $1, $2, $3, 0x7531;",
            "=r,=r,r,r,r",
        ),
        &["i32", "i32"],
        &[V("i32"), V("i32"), V("i32")],
        u32s,
        |r| {
            let (a, b, c) = (r.i(0) as u32, r.i(1) as u32, r.i(2) as u32);
            out(&[u64::from(prmt(a, b, c)), u64::from(prmt(a, b, 0x7531))])
        },
    ),
    case(
        "lop3",
        "luts",
        (
            "lop3.b32 $0, $3, $4, $5, 0xE8;\nlop3.b32 $1, $3, $4, $5, 0x96;\nlop3.b32 $2, $3, $4, $5, $6;",
            "=r,=r,=r,r,r,r,n",
        ),
        &["i32", "i32", "i32"],
        &[V("i32"), V("i32"), V("i32"), Imm(0x1b)],
        u32s,
        |r| {
            let (a, b, c) = (r.i(0) as u32, r.i(1) as u32, r.i(2) as u32);
            out(&[0xe8, 0x96, 0x1b].map(|l| u64::from(lop3(a, b, c, l))))
        },
    ),
    case(
        "bfe/bfi",
        "fields",
        (
            "bfe.u32 $0, $4, $5, $6;\nbfe.s32 $1, $4, $5, $6;\nbfi.b32 $2, $4, $7, $5, $6;\nbfe.s64 $3, $8, $5, $6;",
            "=r,=r,=r,=l,r,r,r,r,l",
        ),
        &["i32", "i32", "i32", "i64"],
        &[V("i32"), V("i32"), V("i32"), V("i32"), V("i64")],
        |t, k| match k {
            1 | 2 => {
                let m = mix(t, k);
                if m.is_multiple_of(5) { m % 300 } else { m % 40 }
            }
            4 => u64s(t, k),
            _ => u32s(t, k),
        },
        |r| {
            let (a, pos, len, b) = (r.i(0), r.i(1), r.i(2), r.i(3));
            out(&[
                bfe(a, pos, len, 32, false),
                lo(bfe(a, pos, len, 32, true)),
                bfi(a, b, pos, len, 32),
                bfe(r.i(4), pos, len, 64, true),
            ])
        },
    ),
    // -- shfl.sync -------------------------------------------------------------------------
    case(
        "shfl.sync",
        "modes_and_valid",
        (
            "{\n.reg .pred p;\nshfl.sync.bfly.b32 $0, $4, 5, 0x1f, -1;\nshfl.sync.up.b32 $1, $4, 3, 0, -1;\nshfl.sync.down.b32 $2|p, $4, $5, 0x1f, -1;\nselp.u32 $3, 1, 0, p;\n}",
            "=r,=r,=r,=r,r,r",
        ),
        &["i32", "i32", "i32", "i32"],
        &[V("i32"), V("i32")],
        |t, k| {
            if k == 0 {
                mix(t, k) & 0xffff_ffff
            } else {
                mix(t / 32, k) % 40
            }
        },
        |r| {
            let lane = (r.t % 32) as u32;
            let v = |l: u32| r.at(warp(r.t).start + l as usize, 0);
            let (bf, _) = shfl_src("bfly", lane, 5, 0x1f);
            let (up, _) = shfl_src("up", lane, 3, 0);
            let (dn, ok) = shfl_src("down", lane, r.i(1) as u32, 0x1f);
            out(&[v(bf), v(up), v(dn), u64::from(ok)])
        },
    ),
    case(
        "shfl.sync",
        "segments",
        (
            "shfl.sync.idx.b32 $0, $3, $4, 0x181f, -1;\nshfl.sync.bfly.b32 $1, $3, 2, 0x1c1f, -1;\nshfl.sync.up.b32 $2, $3, 1, 0x1800, -1;",
            "=r,=r,=r,r,r",
        ),
        &["i32", "i32", "i32"],
        &[V("i32"), V("i32")],
        |t, k| {
            if k == 0 {
                mix(t, k) & 0xffff_ffff
            } else {
                mix(t, k) % 32
            }
        },
        |r| {
            let lane = (r.t % 32) as u32;
            let v = |l: u32| r.at(warp(r.t).start + l as usize, 0);
            let (a, _) = shfl_src("idx", lane, r.i(1) as u32, 0x181f);
            let (b, _) = shfl_src("bfly", lane, 2, 0x1c1f);
            let (c, _) = shfl_src("up", lane, 1, 0x1800);
            out(&[v(a), v(b), v(c)])
        },
    ),
    // -- vote ------------------------------------------------------------------------------
    case(
        "vote",
        "ballot_any_all_activemask",
        (
            "vote.sync.ballot.b32 $0, $4, -1;\n{\n.reg .pred p;\nvote.sync.any.pred p, $4, -1;\nselp.u32 $1, 1, 0, p;\nvote.sync.all.pred p, !$4, -1;\nselp.u32 $2, 1, 0, p;\n}\nactivemask.b32 $3;",
            "=r,=r,=r,=r,b",
        ),
        &["i32", "i32", "i32", "i32"],
        &[V("i1")],
        |t, _| match (t / 32) % 4 {
            0 => 1,
            1 => 0,
            2 => u64::from(t % 3 == 0),
            _ => u64::from(t % 32 == 17),
        },
        |r| {
            let mask = warp(r.t)
                .enumerate()
                .fold(0u64, |m, (l, t)| m | (r.at(t, 0) << l));
            out(&[
                mask,
                u64::from(mask != 0),
                u64::from(mask == 0),
                0xffff_ffff,
            ])
        },
    ),
    case(
        "vote",
        "redux_and_match_any",
        (
            "redux.sync.add.u32 $0, $3, -1;\nredux.sync.min.s32 $1, $3, -1;\nmatch.any.sync.b32 $2, $4, -1;",
            "=r,=r,=r,r,r",
        ),
        &["i32", "i32", "i32"],
        &[V("i32"), V("i32")],
        |t, k| if k == 0 { u32s(t, k) } else { (t % 5) as u64 },
        |r| {
            let w = warp(r.t);
            let sum = w.clone().map(|t| r.at(t, 0)).fold(0u64, |a, b| lo(a + b));
            let min = w
                .clone()
                .map(|t| r.at(t, 0) as u32 as i32)
                .min()
                .unwrap_or(0);
            let key = r.i(1);
            let any = w
                .enumerate()
                .filter(|(_, t)| r.at(*t, 1) == key)
                .fold(0u64, |m, (l, _)| m | 1 << l);
            out(&[sum, u64::from(min as u32), any])
        },
    ),
    case(
        "vote",
        "match_all",
        (
            "{\n.reg .pred p;\nmatch.all.sync.b32 $0|p, $2, -1;\nselp.u32 $1, 1, 0, p;\n}",
            "=r,=r,r",
        ),
        &["i32", "i32"],
        &[V("i32")],
        |t, _| {
            if (t / 32) % 2 == 0 {
                42
            } else {
                (t % 3) as u64
            }
        },
        |r| {
            let w = warp(r.t);
            let all = w.clone().all(|t| r.at(t, 0) == r.i(0));
            out(&[if all { 0xffff_ffff } else { 0 }, u64::from(all)])
        },
    ),
    // -- ldmatrix -------------------------------------------------------------------------
    case(
        "ldmatrix",
        "x4_rows_of_the_warp",
        (
            "st.shared.v2.b64 [$4], {$5, $6};\nbar.sync 0;\nldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];",
            "=r,=r,=r,=r,r,l,l",
        ),
        &["i32", "i32", "i32", "i32"],
        &[Smem, V("i64"), V("i64")],
        u64s,
        |r| {
            // Matrix i, row l/4 is thread 8i + l/4's 16 bytes; lane l takes
            // its 32-bit word l % 4.
            let l = r.t % 32;
            let w = warp(r.t).start;
            let word = |src: usize, k: usize| {
                let v = r.at(src, k / 2);
                if k.is_multiple_of(2) { lo(v) } else { hi(v) }
            };
            let outs: Vec<u64> = (0..4).map(|i| word(w + 8 * i + l / 4, l % 4)).collect();
            Expect {
                outs,
                smem: Some([r.i(0), r.i(1)]),
                ..Default::default()
            }
        },
    ),
    case(
        "ldmatrix",
        "x2_transposed",
        (
            "st.shared.v2.b64 [$2], {$3, $4};\nbar.sync 0;\nldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {$0, $1}, [$2];",
            "=r,=r,r,l,l",
        ),
        &["i32", "i32"],
        &[Smem, V("i64"), V("i64")],
        u64s,
        |r| {
            // Lane l takes column l/4 of rows 2(l%4) and 2(l%4)+1.
            let l = r.t % 32;
            let w = warp(r.t).start;
            let half = |src: usize, col: usize| {
                let v = r.at(src, col / 4);
                (v >> (16 * (col % 4))) & 0xffff
            };
            let outs: Vec<u64> = (0..2)
                .map(|i| {
                    let r0 = w + 8 * i + 2 * (l % 4);
                    half(r0, l / 4) | half(r0 + 1, l / 4) << 16
                })
                .collect();
            Expect {
                outs,
                smem: Some([r.i(0), r.i(1)]),
                ..Default::default()
            }
        },
    ),
    // -- barrier ---------------------------------------------------------------------------
    case(
        "barrier",
        "exchange_through_shared",
        (
            "st.shared.b32 [$1], $3;\nbar.sync 0;\nld.shared.b32 $0, [$2];\nbarrier.sync.aligned 0;",
            "=r,r,r,r",
        ),
        &["i32"],
        &[Smem, SmemNext, V("i32")],
        u32s,
        |r| Expect {
            outs: vec![r.at(r.t ^ 1, 0)],
            smem: Some([r.i(0), 0]),
            ..Default::default()
        },
    ),
    case(
        "barrier",
        "counting_barrier",
        (
            "bar.red.popc.u32 $0, 0, $2;\n{\n.reg .pred p;\nbar.red.or.pred p, 0, $3;\nselp.u32 $1, 1, 0, p;\n}",
            "=r,=r,b,b",
        ),
        &["i32", "i32"],
        &[V("i1"), V("i1")],
        |t, k| {
            if k == 0 {
                bits(t, k)
            } else {
                u64::from(t == 70)
            }
        },
        |r| {
            let b = block(r.t);
            let count: u64 = b.clone().map(|t| r.at(t, 0)).sum();
            let any = b.into_iter().any(|t| r.at(t, 1) != 0);
            out(&[count, u64::from(any)])
        },
    ),
    case(
        "barrier",
        "fences",
        (
            "membar.gl;\nfence.acq_rel.gpu;\nfence.sc.cta;\nmembar.cta;\nbar.warp.sync -1;\nmov.u32 $0, $1;",
            "=r,r",
        ),
        &["i32"],
        &[V("i32")],
        u32s,
        |r| out(&[r.i(0)]),
    ),
];

/// NVVM intrinsics and libdevice functions the lifter states as PTX
/// templates (the `asm` field names the function).
pub static INTRINSICS: &[Case] = &[
    tol(
        case(
            "intrinsic",
            "ex2_approx_ftz",
            ("@llvm.nvvm.ex2.approx.ftz.f", ""),
            &["float"],
            &[V("float")],
            |t, k| u64::from(((mix(t, k) % 2600) as f32 / 10.0 - 135.0).to_bits()),
            |r| {
                out(&[fb(
                    fp::ftz(f64::from(fp::ftz(f32_of(r.i(0)))).exp2() as f32),
                )])
            },
        ),
        Tol::Ulps(2),
    ),
    tol(
        case(
            "intrinsic",
            "div_full",
            ("@llvm.nvvm.div.full", ""),
            &["float"],
            &[V("float"), V("float")],
            f32_mid,
            |r| out(&[fb(f32_of(r.i(0)) / f32_of(r.i(1)))]),
        ),
        Tol::Ulps(2),
    ),
    case(
        "intrinsic",
        "div_rz_f",
        ("@llvm.nvvm.div.rz.f", ""),
        &["float"],
        &[V("float"), V("float")],
        f32s,
        |r| out(&[fb(fp::div_f32(f32_of(r.i(0)), f32_of(r.i(1)), Rnd::Z))]),
    ),
    case(
        "intrinsic",
        "sqrt_rp_f",
        ("@llvm.nvvm.sqrt.rp.f", ""),
        &["float"],
        &[V("float")],
        f32s,
        |r| out(&[fb(fp::sqrt_f32(f32_of(r.i(0)), Rnd::P))]),
    ),
    case(
        "intrinsic",
        "rcp_rn_d",
        ("@llvm.nvvm.rcp.rn.d", ""),
        &["double"],
        &[V("double")],
        f64s,
        |r| out(&[(1.0 / f64_of(r.i(0))).to_bits()]),
    ),
    case(
        "intrinsic",
        "fma_rn_ftz_f",
        ("@llvm.nvvm.fma.rn.ftz.f", ""),
        &["float"],
        &[V("float"), V("float"), V("float")],
        f32s,
        |r| {
            let (a, b, c) = (f32_of(r.i(0)), f32_of(r.i(1)), f32_of(r.i(2)));
            out(&[fb(fp::ftz(fp::ftz(a).mul_add(fp::ftz(b), fp::ftz(c))))])
        },
    ),
    case(
        "intrinsic",
        "fmin_nan_f",
        ("@llvm.nvvm.fmin.nan.f", ""),
        &["float"],
        &[V("float"), V("float")],
        f32s,
        |r| {
            let (a, b) = (f32_of(r.i(0)), f32_of(r.i(1)));
            out(&[fb(if a.is_nan() || b.is_nan() {
                f32::NAN
            } else {
                pmin(a, b, false)
            })])
        },
    ),
    case(
        "intrinsic",
        "saturate_f",
        ("@llvm.nvvm.saturate.f", ""),
        &["float"],
        &[V("float")],
        f32s,
        |r| {
            let x = f32_of(r.i(0));
            out(&[fb(if x > 0.0 { x.min(1.0) } else { 0.0 })])
        },
    ),
    case(
        "intrinsic",
        "f2h_rn",
        ("@llvm.nvvm.f2h.rn", ""),
        &["f16"],
        &[V("float")],
        f32s,
        |r| out(&[u64::from(fp::to_f16(f64::from(f32_of(r.i(0))), Rnd::N))]),
    ),
    case(
        "intrinsic",
        "f2bf16_rn",
        ("@llvm.nvvm.f2bf16.rn", ""),
        &["bfloat"],
        &[V("float")],
        f32s,
        |r| out(&[u64::from(fp::to_bf16(f64::from(f32_of(r.i(0))), Rnd::N))]),
    ),
    case(
        "intrinsic",
        "d2f_rm",
        ("@llvm.nvvm.d2f.rm", ""),
        &["float"],
        &[V("double")],
        f64s,
        |r| out(&[fb(fp::to_f32(f64_of(r.i(0)), Rnd::M))]),
    ),
    case(
        "intrinsic",
        "f2i_rz",
        ("@llvm.nvvm.f2i.rz", ""),
        &["i32"],
        &[V("float")],
        f32s,
        |r| out(&[u64::from(f64::from(f32_of(r.i(0))).trunc() as i32 as u32)]),
    ),
    case(
        "intrinsic",
        "ui2f_rz",
        ("@llvm.nvvm.ui2f.rz", ""),
        &["float"],
        &[V("i32")],
        u32s,
        |r| out(&[fb(fp::to_f32(r.i(0) as f64, Rnd::Z))]),
    ),
    case(
        "intrinsic",
        "lohi_i2d_and_d2i_hi",
        ("@llvm.nvvm.lohi.i2d", ""),
        &["double"],
        &[V("i32"), V("i32")],
        u32s,
        |r| out(&[r.i(1) << 32 | r.i(0)]),
    ),
    case(
        "intrinsic",
        "d2i_hi",
        ("@llvm.nvvm.d2i.hi", ""),
        &["i32"],
        &[V("double")],
        f64s,
        |r| out(&[hi(r.i(0))]),
    ),
    case(
        "intrinsic",
        "mulhi_ull",
        ("@llvm.nvvm.mulhi.ull", ""),
        &["i64"],
        &[V("i64"), V("i64")],
        u64s,
        |r| out(&[((u128::from(r.i(0)) * u128::from(r.i(1))) >> 64) as u64]),
    ),
    case(
        "intrinsic",
        "prmt",
        ("@llvm.nvvm.prmt", ""),
        &["i32"],
        &[V("i32"), V("i32"), V("i32")],
        u32s,
        |r| out(&[u64::from(prmt(r.i(0) as u32, r.i(1) as u32, r.i(2) as u32))]),
    ),
    case(
        "intrinsic",
        "redux_umin",
        ("@llvm.nvvm.redux.sync.umin", ""),
        &["i32"],
        &[V("i32"), Imm(-1)],
        u32s,
        |r| out(&[warp(r.t).map(|t| r.at(t, 0)).min().unwrap_or(0)]),
    ),
    case(
        "intrinsic",
        "match_any_i32",
        ("@llvm.nvvm.match.any.sync.i32", ""),
        &["i32"],
        &[Imm(-1), V("i32")],
        |t, _| (t % 3) as u64,
        |r| {
            let key = r.i(0);
            let m = warp(r.t)
                .enumerate()
                .filter(|(_, t)| r.at(*t, 0) == key)
                .fold(0u64, |m, (l, _)| m | 1 << l);
            out(&[m])
        },
    ),
    case(
        "intrinsic",
        "shfl_idx_with_valid",
        ("@llvm.nvvm.shfl.sync.idx.i32p", ""),
        &["i32", "i1"],
        &[Imm(-1), V("i32"), V("i32"), Imm(0x101f)],
        |t, k| {
            if k == 0 {
                mix(t, k) & 0xffff_ffff
            } else {
                mix(t, k) % 32
            }
        },
        |r| {
            let (src, ok) = shfl_src("idx", (r.t % 32) as u32, r.i(1) as u32, 0x101f);
            out(&[r.at(warp(r.t).start + src as usize, 0), u64::from(ok)])
        },
    ),
    case(
        "intrinsic",
        "barrier_red_popc",
        ("@llvm.nvvm.barrier.cta.red.popc.aligned.all", ""),
        &["i32"],
        &[Imm(0), V("i1")],
        bits,
        |r| out(&[block(r.t).map(|t| r.at(t, 0)).sum()]),
    ),
    case(
        "intrinsic",
        "lanemask_le",
        ("@llvm.nvvm.read.ptx.sreg.lanemask.le", ""),
        &["i32"],
        &[],
        u32s,
        |r| out(&[(2u64 << (r.t % 32)) - 1]),
    ),
    case(
        "intrinsic",
        "umul24",
        ("@__nv_umul24", ""),
        &["i32"],
        &[V("i32"), V("i32")],
        u32s,
        |r| out(&[lo((r.i(0) & 0xff_ffff) * (r.i(1) & 0xff_ffff))]),
    ),
    case(
        "intrinsic",
        "byte_perm",
        ("@__nv_byte_perm", ""),
        &["i32"],
        &[V("i32"), V("i32"), V("i32")],
        u32s,
        |r| {
            out(&[u64::from(prmt(
                r.i(0) as u32,
                r.i(1) as u32,
                r.i(2) as u32 & 0x7777,
            ))])
        },
    ),
    case(
        "intrinsic",
        "ffs",
        ("@__nv_ffs", ""),
        &["i32"],
        &[V("i32")],
        u32s,
        |r| {
            let x = r.i(0) as u32;
            out(&[if x == 0 {
                0
            } else {
                u64::from(x.trailing_zeros() + 1)
            }])
        },
    ),
    tol(
        case(
            "intrinsic",
            "fast_fdividef",
            ("@__nv_fast_fdividef", ""),
            &["float"],
            &[V("float"), V("float")],
            f32_mid,
            |r| out(&[fb(f32_of(r.i(0)) / f32_of(r.i(1)))]),
        ),
        Tol::Ulps(2),
    ),
];
