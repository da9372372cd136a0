//! Instruction families added as a whole: 16-bit integer multiply-add and
//! three-operand minimum/maximum/median, the packed 16-bit integer
//! operations, the integer dot products (`v_dot4_u32_u8`, ...), and RDNA's
//! fused two-step `v_minmax_*` / `v_maxmin_*`.
//!
//! Semantics as the CDNA3 (`V_MAD_LEGACY_U16`, `V_MAD_U16`, `V_MIN3_U16`,
//! `V_PK_MIN_U16`, ...), RDNA3 (`V_MINMAX_F32`, `V_MAXMIN_I32`, ...) and
//! RDNA4 (`V_MINMAX_NUM_F32`, `V_MINIMUMMAXIMUM_F32`, ...) ISA references
//! define them: 16-bit integer results wrap unless `clamp` is set, which
//! saturates to the result type's range ([`clamped16`], [`pk_clamped`]).

use super::{Op, Ty, pad};
use crate::float::*;

/// 16-bit lanes of the packed integer family, read as signed.
fn s16(v: u16) -> i32 {
    i32::from(v as i16)
}

/// `v` saturated to the signed 16-bit range.
fn sat_i16(v: i32) -> u16 {
    v.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16 as u16
}

/// `v` saturated to the unsigned 16-bit range.
fn sat_u16(v: i64) -> u16 {
    v.clamp(0, i64::from(u16::MAX)) as u16
}

/// `v` saturated to the 32-bit range, signed or not, as its bits.
fn sat32(v: i64, signed: bool) -> u32 {
    if signed {
        v.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32 as u32
    } else {
        v.clamp(0, i64::from(u32::MAX)) as u32
    }
}

fn med3<T: Ord + Copy>(a: T, b: T, c: T) -> T {
    a.min(b).max(a.max(b).min(c))
}

macro_rules! h3 {
    ($f:expr) => {
        v!(I16, I16, [1, 1, 1, 1], |s, _| {
            let f: fn(u16, u16, u16) -> u16 = $f;
            u64::from(f(s[0] as u16, s[1] as u16, s[2] as u16))
        })
    };
}

macro_rules! pk_int {
    ($n:expr, $f:expr) => {
        Op::Pk16 {
            f: $f,
            n: $n,
            float: false,
        }
    };
}

/// The families of this module, by mnemonic (GFX12's `_num` spellings are
/// mapped to these names by [`super::canonical`]).
pub(super) fn family(name: &str) -> Option<Op> {
    Some(match name {
        // 16-bit multiply-add: GFX9's VOP3 `_legacy` forms (high half of
        // the destination zeroed) and the op_sel forms.
        "v_mad_legacy_u16" | "v_mad_u16" => h3!(|a, b, c| a.wrapping_mul(b).wrapping_add(c)),
        "v_mad_legacy_i16" | "v_mad_i16" => h3!(|a, b, c| a.wrapping_mul(b).wrapping_add(c)),
        // 16-bit three-operand minimum, maximum and median.
        "v_min3_u16" => h3!(|a, b, c| a.min(b).min(c)),
        "v_max3_u16" => h3!(|a, b, c| a.max(b).max(c)),
        "v_med3_u16" => h3!(med3),
        "v_min3_i16" => h3!(|a, b, c| (a as i16).min(b as i16).min(c as i16) as u16),
        "v_max3_i16" => h3!(|a, b, c| (a as i16).max(b as i16).max(c as i16) as u16),
        "v_med3_i16" => h3!(|a, b, c| med3(a as i16, b as i16, c as i16) as u16),
        // RDNA's two-step minimum/maximum: minmax = max(min(a, b), c),
        // maxmin = min(max(a, b), c), each step as the one-step instruction.
        "v_minmax_f32" => f3!(|a, b, c| max_f32(min_f32(a, b), c)),
        "v_maxmin_f32" => f3!(|a, b, c| min_f32(max_f32(a, b), c)),
        "v_minmax_f16" => hf3!(|a, b, c| max_f32(min_f32(a, b), c)),
        "v_maxmin_f16" => hf3!(|a, b, c| min_f32(max_f32(a, b), c)),
        "v_minimummaximum_f32" => f3!(|a, b, c| maximum_f32(minimum_f32(a, b), c)),
        "v_maximumminimum_f32" => f3!(|a, b, c| minimum_f32(maximum_f32(a, b), c)),
        "v_minimummaximum_f16" => hf3!(|a, b, c| maximum_f32(minimum_f32(a, b), c)),
        "v_maximumminimum_f16" => hf3!(|a, b, c| minimum_f32(maximum_f32(a, b), c)),
        "v_minimum3_f16" => hf3!(|a, b, c| minimum_f32(minimum_f32(a, b), c)),
        "v_maximum3_f16" => hf3!(|a, b, c| maximum_f32(maximum_f32(a, b), c)),
        "v_minmax_i32" => u3!(|a, b, c| (a as i32).min(b as i32).max(c as i32) as u32),
        "v_maxmin_i32" => u3!(|a, b, c| (a as i32).max(b as i32).min(c as i32) as u32),
        "v_minmax_u32" => u3!(|a, b, c| a.min(b).max(c)),
        "v_maxmin_u32" => u3!(|a, b, c| a.max(b).min(c)),
        // Packed 16-bit integer operations, each half on its own.
        "v_pk_min_u16" => pk_int!(2, |a, b, _| a.min(b)),
        "v_pk_max_u16" => pk_int!(2, |a, b, _| a.max(b)),
        "v_pk_min_i16" => pk_int!(2, |a, b, _| (a as i16).min(b as i16) as u16),
        "v_pk_max_i16" => pk_int!(2, |a, b, _| (a as i16).max(b as i16) as u16),
        "v_pk_add_i16" => pk_int!(2, |a, b, _| a.wrapping_add(b)),
        "v_pk_sub_i16" => pk_int!(2, |a, b, _| a.wrapping_sub(b)),
        "v_pk_ashrrev_i16" => pk_int!(2, |a, b, _| ((b as i16) >> (a & 15)) as u16),
        "v_pk_mad_u16" | "v_pk_mad_i16" => {
            pk_int!(3, |a, b, c| a.wrapping_mul(b).wrapping_add(c))
        }
        // Integer dot products: the byte (or half-word) lanes of the first two
        // sources multiplied pairwise and summed into the third, wrapping.
        "v_dot4_u32_u8" => u3!(|a, b, c| c.wrapping_add(dot4(a, b, false) as u32)),
        "v_dot4_i32_i8" => u3!(|a, b, c| c.wrapping_add(dot4(a, b, true) as u32)),
        // GFX9's accumulating VOP2 forms (the destination is the third
        // source) and GFX11's mixed-sign form, by the signedness of each
        // source (`_ii8`: both signed, `_iu8`: the first, ...).
        "v_dot4c_i32_i8" | "v_dot4_i32_ii8" => {
            u3!(|a, b, c| c.wrapping_add(dot4_mixed(a, b, true, true) as u32))
        }
        "v_dot4_i32_iu8" => u3!(|a, b, c| c.wrapping_add(dot4_mixed(a, b, true, false) as u32)),
        "v_dot4_i32_ui8" => u3!(|a, b, c| c.wrapping_add(dot4_mixed(a, b, false, true) as u32)),
        "v_dot4_i32_uu8" => u3!(|a, b, c| c.wrapping_add(dot4_mixed(a, b, false, false) as u32)),
        "v_dot2c_i32_i16" => u3!(|a, b, c| c.wrapping_add(dot2(a, b, true) as u32)),
        "v_dot2_u32_u16" => u3!(|a, b, c| c.wrapping_add(dot2(a, b, false) as u32)),
        "v_dot2_i32_i16" => u3!(|a, b, c| c.wrapping_add(dot2(a, b, true) as u32)),
        _ => return None,
    })
}

/// The sum of the products of the four byte lanes of `a` and `b`, signed or not.
fn dot4(a: u32, b: u32, signed: bool) -> i64 {
    (0..4)
        .map(|i| {
            let (x, y) = ((a >> (8 * i)) as u8, (b >> (8 * i)) as u8);
            if signed {
                i64::from(x as i8) * i64::from(y as i8)
            } else {
                i64::from(x) * i64::from(y)
            }
        })
        .sum()
}

/// The sum of the products of the four byte lanes of `a` (signed where
/// `sa`) and `b` (signed where `sb`).
fn dot4_mixed(a: u32, b: u32, sa: bool, sb: bool) -> i64 {
    let lane = |v: u32, i: u32, signed: bool| {
        let x = (v >> (8 * i)) as u8;
        if signed {
            i64::from(x as i8)
        } else {
            i64::from(x)
        }
    };
    (0..4).map(|i| lane(a, i, sa) * lane(b, i, sb)).sum()
}

/// The sum of the products of the two 16-bit lanes of `a` and `b`, signed or not.
fn dot2(a: u32, b: u32, signed: bool) -> i64 {
    (0..2)
        .map(|i| {
            let (x, y) = ((a >> (16 * i)) as u16, (b >> (16 * i)) as u16);
            if signed {
                i64::from(x as i16) * i64::from(y as i16)
            } else {
                i64::from(x) * i64::from(y)
            }
        })
        .sum()
}

/// The saturating form (`clamp`) of a scalar-per-lane integer instruction
/// of this module (16-bit ones, and the 32-bit dot products).
pub(super) fn clamped16(name: &str) -> Option<Op> {
    Some(match name {
        "v_mad_legacy_u16" | "v_mad_u16" => {
            h3!(|a, b, c| sat_u16(i64::from(a) * i64::from(b) + i64::from(c)))
        }
        "v_mad_legacy_i16" | "v_mad_i16" => {
            h3!(|a, b, c| sat_i16(s16(a) * s16(b) + s16(c)))
        }
        // Minimum, maximum and median never leave the range.
        "v_min3_u16" | "v_max3_u16" | "v_med3_u16" | "v_min3_i16" | "v_max3_i16" | "v_med3_i16"
        | "v_minmax_i32" | "v_maxmin_i32" | "v_minmax_u32" | "v_maxmin_u32" => family(name)?,
        // Dot products saturate to the 32-bit result's range.
        "v_dot4_u32_u8" => u3!(|a, b, c| sat32(i64::from(c) + dot4(a, b, false), false)),
        "v_dot4_i32_i8" => u3!(|a, b, c| sat32(i64::from(c as i32) + dot4(a, b, true), true)),
        "v_dot2_u32_u16" => u3!(|a, b, c| sat32(i64::from(c) + dot2(a, b, false), false)),
        "v_dot2_i32_i16" => u3!(|a, b, c| sat32(i64::from(c as i32) + dot2(a, b, true), true)),
        _ => return None,
    })
}

/// The saturating form (`clamp`) of a packed 16-bit integer instruction.
pub fn pk_clamped(name: &str) -> Option<Op> {
    Some(match name {
        "v_pk_add_u16" => pk_int!(2, |a, b, _| a.saturating_add(b)),
        "v_pk_sub_u16" => pk_int!(2, |a, b, _| a.saturating_sub(b)),
        "v_pk_add_i16" => pk_int!(2, |a, b, _| sat_i16(s16(a) + s16(b))),
        "v_pk_sub_i16" => pk_int!(2, |a, b, _| sat_i16(s16(a) - s16(b))),
        "v_pk_mad_u16" => pk_int!(3, |a, b, c| sat_u16(
            i64::from(a) * i64::from(b) + i64::from(c)
        )),
        "v_pk_mad_i16" => pk_int!(3, |a, b, c| sat_i16(s16(a) * s16(b) + s16(c))),
        "v_pk_min_u16" | "v_pk_max_u16" | "v_pk_min_i16" | "v_pk_max_i16" => family(name)?,
        _ => return None,
    })
}
