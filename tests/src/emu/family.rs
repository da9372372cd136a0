//! Instruction families that lifted CUDA kernels needed on AMD (first met in
//! the earlier corpus of public-suite kernels, through
//! `cooperative_groups::tiled_partition<32>` and friends), each checked
//! lane by lane against the ISA's definition written out here in Rust:
//! 16-bit multiply-add (GFX9 `_legacy`, RDNA true16 and GFX12 forms),
//! SDWA compares, the packed 16-bit integer family and the three-operand
//! minimum/maximum family, with wrap-around, `clamp` saturation, SDWA byte
//! and word selects with sign extension, true16 halves and `op_sel`.
//!
//! Each kernel computes several results per lane and folds them into one
//! word ([`mix`]): any wrong result changes the word.

use gpujit::amdgcn_emu::EmuDevice;
use gpujit_conformance::Tally;

use super::asm::{expect, inputs, run_asm};
use super::rdna::{GFX1100, GFX1201, Rdna, run};

/// The assembly that folds registers `regs` into v4, as [`mix`] does.
pub(super) fn mix_asm(regs: &[u32]) -> String {
    let mut s = String::from("  v_mov_b32 v4, 0\n");
    for r in regs {
        s.push_str(&format!(
            "  v_alignbit_b32 v4, v4, v4, 27\n  v_xor_b32 v4, v4, v{r}\n"
        ));
    }
    s
}

/// Folds results into one word: rotate left by 5, xor the next.
pub(super) fn mix(parts: &[u32]) -> u32 {
    parts.iter().fold(0, |h, &p| h.rotate_left(5) ^ p)
}

fn lo(x: u32) -> u32 {
    x & 0xffff
}

fn hi(x: u32) -> u32 {
    x >> 16
}

fn pk(l: u32, h: u32) -> u32 {
    (l & 0xffff) | (h << 16)
}

fn s16(x: u32) -> i32 {
    i32::from(x as u16 as i16)
}

fn sat_u16(v: i64) -> u32 {
    v.clamp(0, 0xffff) as u32
}

fn sat_i16(v: i32) -> u32 {
    v.clamp(-32768, 32767) as u16 as u32
}

/// The second random word of a lane: `x * 0x9e3779b1`.
const K: u32 = 0x9e37_79b1;

/// GFX9's `v_mad_legacy_u16/i16`: D.u16 = S0 * S1 + S2 on the low halves,
/// wrapping or (clamp) saturating; the high half of the result is zero.
const MAD_LEGACY: &str = r#"
  v_lshrrev_b32 v5, 16, v3
  s_mov_b32 s10, 0x9e3779b1
  v_mul_lo_u32 v6, v3, s10
  v_mov_b32 v7, -1
  v_mad_legacy_u16 v7, v3, v5, v6
  v_mov_b32 v8, -1
  v_mad_legacy_u16 v8, v3, v5, v6 clamp
  v_mov_b32 v9, -1
  v_mad_legacy_i16 v9, v3, v5, v6
  v_mov_b32 v10, -1
  v_mad_legacy_i16 v10, v3, v5, v6 clamp
  v_and_b32 v11, 0xff, v3
  v_bfe_u32 v12, v3, 8, 8
  v_mad_legacy_u16 v11, v11, v12, 7 clamp
"#;

fn mad_legacy_ref(i: usize, x: &[u32]) -> u32 {
    let v = x[i];
    let (a, b, c) = (lo(v), hi(v), lo(v.wrapping_mul(K)));
    let wrap = (a * b).wrapping_add(c) & 0xffff;
    let usat = sat_u16(i64::from(a) * i64::from(b) + i64::from(c));
    let isat = sat_i16(s16(a) * s16(b) + s16(c));
    let small = (v & 0xff) * ((v >> 8) & 0xff) + 7;
    mix(&[wrap, usat, wrap, isat, small])
}

/// SDWA compares (GFX9 VOPC SDWA): byte and word selects, zero- and
/// sign-extended, on u16/u32/i32/i16/f16 compares, into SGPR pairs and VCC.
const SDWA_CMP: &str = r#"
  v_and_b32 v5, 0x0f0f0f0f, v3
  v_bfe_u32 v6, v3, 4, 4
  v_cmp_ne_u16_sdwa s[8:9], v5, v6 src0_sel:BYTE_0 src1_sel:DWORD
  v_cmp_eq_u32_sdwa s[12:13], v5, v6 src0_sel:BYTE_0 src1_sel:DWORD
  v_cmp_eq_u32_sdwa vcc, v5, v6 src0_sel:BYTE_2 src1_sel:WORD_0
  v_cmp_lt_i32_sdwa s[14:15], sext(v3), v6 src0_sel:BYTE_1 src1_sel:DWORD
  v_cmp_gt_u32_sdwa s[16:17], v3, v3 src0_sel:BYTE_3 src1_sel:BYTE_0
  v_cmp_lt_i16_sdwa s[18:19], sext(v3), v6 src0_sel:BYTE_2 src1_sel:WORD_0
  v_cmp_lt_f16_sdwa s[20:21], v3, v3 src0_sel:WORD_1 src1_sel:WORD_0
  v_cmp_ge_i32_sdwa s[22:23], sext(v3), sext(v5) src0_sel:WORD_1 src1_sel:BYTE_3
  v_cndmask_b32 v7, 0, 1, s[8:9]
  v_cndmask_b32 v8, 0, 1, s[12:13]
  v_cndmask_b32 v9, 0, 1, vcc
  v_cndmask_b32 v10, 0, 1, s[14:15]
  v_cndmask_b32 v11, 0, 1, s[16:17]
  v_cndmask_b32 v12, 0, 1, s[18:19]
  v_cndmask_b32 v13, 0, 1, s[20:21]
  v_cndmask_b32 v14, 0, 1, s[22:23]
"#;

/// An IEEE half's value (NaN for NaNs).
fn half(h: u32) -> f64 {
    let (sign, exp, man) = ((h >> 15) & 1, (h >> 10) & 0x1f, h & 0x3ff);
    let mag = match exp {
        0 => f64::from(man) * 2f64.powi(-24),
        31 if man != 0 => f64::NAN,
        31 => f64::INFINITY,
        e => (1.0 + f64::from(man) / 1024.0) * 2f64.powi(e as i32 - 15),
    };
    if sign == 1 { -mag } else { mag }
}

fn sdwa_cmp_ref(i: usize, x: &[u32]) -> u32 {
    let v = x[i];
    let v5 = v & 0x0f0f_0f0f;
    let v6 = (v >> 4) & 0xf;
    let byte = |w: u32, k: u32| (w >> (8 * k)) & 0xff;
    let sbyte = |w: u32, k: u32| i32::from(byte(w, k) as u8 as i8);
    let b = |c: bool| u32::from(c);
    mix(&[
        b(byte(v5, 0) != v6),
        b(byte(v5, 0) == v6),
        b(byte(v5, 2) == v6 & 0xffff),
        b(sbyte(v, 1) < v6 as i32),
        b(byte(v, 3) > byte(v, 0)),
        b(sbyte(v, 2) < v6 as i32),
        b(half(hi(v)) < half(lo(v))),
        b(i32::from((v >> 16) as u16 as i16) >= sbyte(v5, 3)),
    ])
}

/// The integer dot products on gfx942: bytes and half-words, unsigned and
/// signed, wrapping and saturating (`clamp`), the accumulating VOP2
/// `v_dot4c_i32_i8`; and `v_swap_b32`.
const DOT: &str = r#"
  s_mov_b32 s10, 0x9e3779b1
  v_mul_lo_u32 v5, v3, s10
  v_mul_lo_u32 v6, v5, s10
  v_dot4_u32_u8 v7, v3, v5, v6
  v_dot4_i32_i8 v8, v3, v5, v6
  v_dot2_u32_u16 v9, v3, v5, v6
  v_dot2_i32_i16 v10, v3, v5, v6
  v_dot4_u32_u8 v11, v3, v5, v6 clamp
  v_dot2_i32_i16 v12, v3, v5, v6 clamp
  v_mov_b32 v13, v3
  v_mov_b32 v14, v5
  v_swap_b32 v13, v14
  v_mov_b32 v15, v6
  v_dot4c_i32_i8_e32 v15, v3, v5
"#;

fn dot_ref(i: usize, x: &[u32]) -> u32 {
    let (a, b) = (x[i], x[i].wrapping_mul(K));
    let c = b.wrapping_mul(K);
    let lanes = |w: u32, bits: u32, signed: bool| -> Vec<i64> {
        (0..32 / bits)
            .map(|k| {
                let v = (w >> (bits * k)) & ((1 << bits) - 1);
                let sign = 1 << (bits - 1);
                if signed && v & sign != 0 {
                    i64::from(v) - (1i64 << bits)
                } else {
                    i64::from(v)
                }
            })
            .collect()
    };
    let dot = |bits: u32, signed: bool| -> i64 {
        lanes(a, bits, signed)
            .iter()
            .zip(lanes(b, bits, signed))
            .map(|(p, q)| p * q)
            .sum()
    };
    let (cu, cs) = (i64::from(c), i64::from(c as i32));
    mix(&[
        (cu + dot(8, false)) as u32,
        (cs + dot(8, true)) as u32,
        (cu + dot(16, false)) as u32,
        (cs + dot(16, true)) as u32,
        (cu + dot(8, false)).min(i64::from(u32::MAX)) as u32,
        (cs + dot(16, true)).clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32 as u32,
        b,
        a,
        (cs + dot(8, true)) as u32,
    ])
}

/// The packed 16-bit integer family on gfx942: minimum and maximum with
/// op_sel/op_sel_hi, saturating add/subtract/multiply-add, arithmetic shift.
const PACKED: &str = r#"
  s_mov_b32 s10, 0x9e3779b1
  v_mul_lo_u32 v5, v3, s10
  v_pk_min_u16 v7, v3, v5
  v_pk_max_u16 v8, v3, v5 op_sel:[1,0] op_sel_hi:[0,1]
  v_pk_min_i16 v9, v3, v5
  v_pk_max_i16 v10, v3, v5 op_sel:[0,1] op_sel_hi:[1,0]
  v_pk_add_i16 v11, v3, v5 clamp
  v_pk_sub_u16 v12, v3, v5 clamp
  v_pk_mad_u16 v13, v3, v5, v1
  v_pk_mad_i16 v14, v3, v5, v1 clamp
  v_pk_ashrrev_i16 v15, v5, v3
  v_pk_add_u16 v16, v3, v5 clamp
  v_pk_sub_i16 v17, v3, v5
"#;

fn packed_ref(i: usize, x: &[u32]) -> u32 {
    let (a, b, g) = (x[i], x[i].wrapping_mul(K), i as u32);
    let both =
        |f: &dyn Fn(u32, u32, u32) -> u32| pk(f(lo(a), lo(b), lo(g)), f(hi(a), hi(b), hi(g)));
    let imin = |p: u32, q: u32| s16(p).min(s16(q)) as u16 as u32;
    let imax = |p: u32, q: u32| s16(p).max(s16(q)) as u16 as u32;
    mix(&[
        both(&|p, q, _| p.min(q)),
        pk(hi(a).max(lo(b)), lo(a).max(hi(b))),
        both(&|p, q, _| imin(p, q)),
        pk(imax(lo(a), hi(b)), imax(hi(a), lo(b))),
        both(&|p, q, _| sat_i16(s16(p) + s16(q))),
        both(&|p, q, _| sat_u16(i64::from(p) - i64::from(q))),
        both(&|p, q, r| (p * q).wrapping_add(r) & 0xffff),
        both(&|p, q, r| sat_i16(s16(p) * s16(q) + s16(r))),
        both(&|p, q, _| (s16(p) >> (q & 15)) as u16 as u32),
        both(&|p, q, _| sat_u16(i64::from(p) + i64::from(q))),
        both(&|p, q, _| p.wrapping_sub(q) & 0xffff),
    ])
}

/// gfx942 16-bit three-operand minimum/maximum/median, sources picked by
/// op_sel (the high half of the result is masked off: what GFX9's op_sel
/// forms leave there is not what is checked here).
const MIN3_16: &str = r#"
  s_mov_b32 s10, 0x9e3779b1
  v_mul_lo_u32 v5, v3, s10
  v_min3_u16 v7, v3, v5, v1 op_sel:[1,0,0,0]
  v_max3_u16 v8, v3, v5, v1 op_sel:[0,1,0,0]
  v_med3_u16 v9, v3, v5, v3 op_sel:[0,0,1,0]
  v_min3_i16 v10, v3, v5, v1
  v_max3_i16 v11, v3, v5, v1 op_sel:[1,1,0,0]
  v_med3_i16 v12, v3, v5, v5 op_sel:[1,0,1,0]
  v_and_b32 v7, 0xffff, v7
  v_and_b32 v8, 0xffff, v8
  v_and_b32 v9, 0xffff, v9
  v_and_b32 v10, 0xffff, v10
  v_and_b32 v11, 0xffff, v11
  v_and_b32 v12, 0xffff, v12
"#;

fn med3<T: Ord + Copy>(a: T, b: T, c: T) -> T {
    a.min(b).max(a.max(b).min(c))
}

fn min3_16_ref(i: usize, x: &[u32]) -> u32 {
    let (a, b, g) = (x[i], x[i].wrapping_mul(K), i as u32);
    let u16s = |v: i32| v as u16 as u32;
    mix(&[
        hi(a).min(lo(b)).min(g),
        lo(a).max(hi(b)).max(g),
        med3(lo(a), lo(b), hi(a)),
        u16s(s16(a).min(s16(b)).min(g as i32)),
        u16s(s16(hi(a)).max(s16(hi(b))).max(g as i32)),
        u16s(med3(s16(hi(a)), s16(b), s16(hi(b)))),
    ])
}

/// gfx1100: true16 `v_mad_u16`/`v_mad_i16` (halves named `.l`/`.h`, an
/// SGPR source, op_sel, clamp; the other half of the destination kept),
/// the packed minimum/maximum, and `v_minmax_*`/`v_maxmin_*` for
/// i32/u32/f32/f16 (a NaN operand of an IEEE-mode step yields the other).
const RDNA3: &str = r#"
  s_mov_b32 s10, 0x9e3779b1
  v_mul_lo_u32 v5, v3, s10
  s_mov_b32 s8, 0xfffe1234
  s_mov_b32 s9, 0x7fc00000
  v_mov_b32 v7, v3
  v_mad_u16 v7.l, s8, v7.l, v5.l
  v_mov_b32 v8, v5
  v_mad_u16 v8.h, v3.l, v8.h, v5.l clamp
  v_mov_b32 v9, v3
  v_mad_u16 v9.l, v5.h, v9.h, v9.l
  v_mov_b32 v10, v3
  v_mad_i16 v10.h, v3.h, v5.h, v5.l clamp
  v_pk_min_u16 v11, v3, v5
  v_pk_max_i16 v12, v3, v5 op_sel:[1,0] op_sel_hi:[0,1]
  v_minmax_i32 v13, v3, v5, v1
  v_maxmin_u32 v14, v3, v5, v1
  v_minmax_u32 v15, v3, v5, v1
  v_maxmin_i32 v16, v3, v5, v1
  v_bfe_i32 v17, v3, 0, 8
  v_cvt_f32_i32 v17, v17
  v_bfe_i32 v18, v3, 8, 8
  v_cvt_f32_i32 v18, v18
  v_bfe_i32 v19, v3, 16, 8
  v_cvt_f32_i32 v19, v19
  v_minmax_f32 v20, v17, v18, v19
  v_maxmin_f32 v21, v17, v18, v19
  v_cvt_f16_f32 v22.l, v17
  v_cvt_f16_f32 v22.h, v18
  v_cvt_f16_f32 v23.l, v19
  v_mov_b32 v24, v3
  v_minmax_f16 v24.l, v22.l, v22.h, v23.l
  v_maxmin_f16 v24.h, v22.h, v22.l, v23.l
  v_minmax_f32 v25, v17, s9, v19
  v_mov_b32 v26, v3
  v_min3_u16 v26.l, v3.l, v5.h, v3.h
  v_med3_i16 v26.h, v5.l, v3.h, v5.h
"#;

/// The IEEE half of a small integer (|v| < 2048: exact).
fn h(v: i32) -> u32 {
    if v == 0 {
        return 0;
    }
    let m = v.unsigned_abs();
    let e = 31 - m.leading_zeros();
    let bits = ((e + 15) << 10) | ((m << (10 - e)) & 0x3ff);
    if v < 0 { bits | 0x8000 } else { bits }
}

fn rdna3_ref(i: usize, x: &[u32]) -> u32 {
    let (a, b, g) = (x[i], x[i].wrapping_mul(K), i as u32);
    let m7 = pk((0x1234 * lo(a)).wrapping_add(lo(b)), hi(a));
    let m8 = pk(
        lo(b),
        sat_u16(i64::from(lo(a)) * i64::from(hi(b)) + i64::from(lo(b))),
    );
    let m9 = pk((hi(b) * hi(a)).wrapping_add(lo(a)), hi(a));
    let m10 = pk(lo(a), sat_i16(s16(hi(a)) * s16(hi(b)) + s16(lo(b))));
    let imax = |p: u32, q: u32| s16(p).max(s16(q)) as u16 as u32;
    let (ia, ib, ig) = (a as i32, b as i32, g as i32);
    let (f0, f1, f2) = (
        i32::from(a as u8 as i8),
        i32::from((a >> 8) as u8 as i8),
        i32::from((a >> 16) as u8 as i8),
    );
    let f = |v: i32| (v as f32).to_bits();
    let m24 = pk(h(f0.min(f1).max(f2)), h(f1.max(f0).min(f2)));
    mix(&[
        m7,
        m8,
        m9,
        m10,
        pk(lo(a).min(lo(b)), hi(a).min(hi(b))),
        pk(imax(hi(a), lo(b)), imax(lo(a), hi(b))),
        ia.min(ib).max(ig) as u32,
        a.max(b).min(g),
        a.min(b).max(g),
        ia.max(ib).min(ig) as u32,
        f(f0.min(f1).max(f2)),
        f(f0.max(f1).min(f2)),
        m24,
        f(f0.max(f2)),
        pk(
            lo(a).min(hi(b)).min(hi(a)),
            med3(s16(b), s16(hi(a)), s16(hi(b))) as u16 as u32,
        ),
    ])
}

/// gfx1201: GFX12's `v_mad_u16` on whole registers (the high half kept, as
/// on every GFX10+ 16-bit write; op_sel to the high half; clamp), the
/// `_num` minmax spellings, the IEEE 754-2019 `v_minimummaximum_f32`
/// family (NaN propagates) and the packed maximum.
const RDNA4: &str = r#"
  s_mov_b32 s10, 0x9e3779b1
  v_mul_lo_u32 v5, v3, s10
  s_mov_b32 s9, 0x7fc00000
  v_mov_b32 v6, v3
  v_mad_u16 v6, v3, v5, v6
  v_mov_b32 v7, v5
  v_mad_u16 v7, v3, v5, v7 op_sel:[1,1,0,1]
  v_mov_b32 v8, -1
  v_mad_u16 v8, v3, v5, v1 clamp
  v_bfe_i32 v17, v3, 0, 8
  v_cvt_f32_i32 v17, v17
  v_bfe_i32 v18, v3, 8, 8
  v_cvt_f32_i32 v18, v18
  v_bfe_i32 v19, v3, 16, 8
  v_cvt_f32_i32 v19, v19
  v_minmax_num_f32 v9, v17, v18, v19
  v_maxmin_num_f32 v10, v17, v18, v19
  v_minimummaximum_f32 v11, v17, v18, v19
  v_maximumminimum_f32 v12, v17, v18, v19
  v_minimummaximum_f32 v13, v17, s9, v19
  v_minmax_num_f32 v14, s9, v18, v19
  v_pk_max_u16 v15, v3, v5
  v_maxmin_i32 v16, v3, v5, v1
"#;

fn rdna4_ref(i: usize, x: &[u32]) -> u32 {
    let (a, b, g) = (x[i], x[i].wrapping_mul(K), i as u32);
    let (f0, f1, f2) = (
        i32::from(a as u8 as i8),
        i32::from((a >> 8) as u8 as i8),
        i32::from((a >> 16) as u8 as i8),
    );
    let f = |v: i32| (v as f32).to_bits();
    mix(&[
        pk((lo(a) * lo(b)).wrapping_add(lo(a)), hi(a)),
        pk(lo(b), (hi(a) * hi(b)).wrapping_add(lo(b))),
        pk(
            sat_u16(i64::from(lo(a)) * i64::from(lo(b)) + i64::from(g)),
            0xffff,
        ),
        f(f0.min(f1).max(f2)),
        f(f0.max(f1).min(f2)),
        f(f0.min(f1).max(f2)),
        f(f0.max(f1).min(f2)),
        0x7fc0_0000,
        f(f1.max(f2)),
        pk(lo(a).max(lo(b)), hi(a).max(hi(b))),
        (a as i32).max(b as i32).min(g as i32) as u32,
    ])
}

/// Runs the family tests: gfx942 on `dev`, RDNA on their own devices.
pub(super) fn family_tests(t: &mut Tally, dev: &EmuDevice) {
    let x = inputs(512);
    type Ref = fn(usize, &[u32]) -> u32;
    let gfx942: [(&str, &str, &[u32], Ref); 5] = [
        (
            "dot_int_swap",
            DOT,
            &[7, 8, 9, 10, 11, 12, 13, 14, 15],
            dot_ref,
        ),
        (
            "mad_legacy_16",
            MAD_LEGACY,
            &[7, 8, 9, 10, 11],
            mad_legacy_ref,
        ),
        (
            "sdwa_compares",
            SDWA_CMP,
            &[7, 8, 9, 10, 11, 12, 13, 14],
            sdwa_cmp_ref,
        ),
        (
            "packed_int16",
            PACKED,
            &[7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17],
            packed_ref,
        ),
        (
            "min3_max3_med3_16",
            MIN3_16,
            &[7, 8, 9, 10, 11, 12],
            min3_16_ref,
        ),
    ];
    for (tag, body, regs, reference) in gfx942 {
        t.run(&format!("amdgcn-emu::isa::family::{tag}"), || {
            let body = format!("{body}{}", mix_asm(regs));
            let (out, _) = run_asm(dev, tag, &body, &x, 64, 0)?;
            expect(&out, |i| reference(i, &x))
        });
    }
    let rdna: [(&str, &Rdna, &str, &[u32], Ref); 2] = [
        (
            "mad_u16_true16_minmax",
            &GFX1100,
            RDNA3,
            &[7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 20, 21, 24, 25, 26],
            rdna3_ref,
        ),
        (
            "mad_u16_minmax_num",
            &GFX1201,
            RDNA4,
            &[6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16],
            rdna4_ref,
        ),
    ];
    for (tag, r, body, regs, reference) in rdna {
        t.run(
            &format!("amdgcn-emu::isa::{}::family::{tag}", r.cpu),
            || {
                let dev = EmuDevice::with_arch(r.cpu)?;
                let body = format!("{body}{}", mix_asm(regs));
                let (out, _) = run(&dev, r, tag, &body, &x, (64, 0, false))?;
                expect(&out, |i| reference(i, &x))
            },
        );
    }
}
