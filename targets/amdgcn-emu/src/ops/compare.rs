//! Comparison predicates of `v_cmp*` and `s_cmp*`, by the ISA's condition names.

use super::Ty;
use crate::float::f16_to_f32;

/// Outcomes of comparing two operands, one bit each: a comparison holds
/// when the outcome's bit is in its condition.
const LT: u8 = 1;
const EQ: u8 = 2;
const GT: u8 = 4;
/// Unordered: either operand is NaN.
const UN: u8 = 8;

/// A comparison operand: how raw operand bits are read as a value.
trait CmpOperand {
    /// The value compared.
    type Value: PartialOrd;
    /// Reads `v`'s low bits as a value.
    fn read(v: u64) -> Self::Value;
}

macro_rules! cmp_operand {
    ($($t:ty => $v:ty, $read:expr;)*) => {$(
        impl CmpOperand for $t {
            type Value = $v;
            fn read(v: u64) -> $v {
                $read(v)
            }
        }
    )*};
}

/// Half-precision operands, compared as their exact f32 values.
struct Half;

cmp_operand! {
    f32 => f32, |v: u64| f32::from_bits(v as u32);
    f64 => f64, f64::from_bits;
    Half => f32, |v: u64| f16_to_f32(v as u16);
    u32 => u32, |v: u64| v as u32;
    i32 => i32, |v: u64| v as u32 as i32;
    u64 => u64, |v: u64| v;
    i64 => i64, |v: u64| v as i64;
    u16 => u16, |v: u64| v as u16;
    i16 => i16, |v: u64| v as u16 as i16;
}

/// Whether comparing `a` and `b` read as `T` has an outcome in `COND`.
fn compare<T: CmpOperand, const COND: u8>(a: u64, b: u64) -> bool {
    use std::cmp::Ordering::*;
    let outcome = match T::read(a).partial_cmp(&T::read(b)) {
        Some(Less) => LT,
        Some(Equal) => EQ,
        Some(Greater) => GT,
        None => UN,
    };
    COND & outcome != 0
}

/// A comparison predicate on raw operand bits.
type Pred = fn(u64, u64) -> bool;

/// The predicate of comparison `kind` on operands read as `T`, by the ISA's
/// names; the `n*` forms are true on unordered operands.
fn pred<T: CmpOperand>(kind: &str) -> Option<Pred> {
    Some(match kind {
        "f" => compare::<T, 0>,
        "lt" => compare::<T, LT>,
        "eq" => compare::<T, EQ>,
        "le" => compare::<T, { LT | EQ }>,
        "gt" => compare::<T, GT>,
        "lg" | "ne" => compare::<T, { LT | GT }>,
        "ge" => compare::<T, { GT | EQ }>,
        "o" => compare::<T, { LT | EQ | GT }>,
        "u" => compare::<T, UN>,
        "nge" => compare::<T, { LT | UN }>,
        "nlg" => compare::<T, { EQ | UN }>,
        "ngt" => compare::<T, { LT | EQ | UN }>,
        "nle" => compare::<T, { GT | UN }>,
        "neq" => compare::<T, { LT | GT | UN }>,
        "nlt" => compare::<T, { EQ | GT | UN }>,
        "tru" | "t" => compare::<T, { LT | EQ | GT | UN }>,
        _ => return None,
    })
}

/// The predicate of `v_cmp_{kind}_{ty}`.
pub(super) fn vcmp(kind: &str, ty: &str) -> Option<(Pred, Ty, u8)> {
    Some(match ty {
        "f32" => (pred::<f32>(kind)?, Ty::F32, 1),
        "f64" => (pred::<f64>(kind)?, Ty::F64, 2),
        "f16" => (pred::<Half>(kind)?, Ty::F16, 1),
        "u32" => (pred::<u32>(kind)?, Ty::B, 1),
        "i32" => (pred::<i32>(kind)?, Ty::B, 1),
        "u64" => (pred::<u64>(kind)?, Ty::B, 2),
        "i64" => (pred::<i64>(kind)?, Ty::B, 2),
        "u16" => (pred::<u16>(kind)?, Ty::I16, 1),
        "i16" => (pred::<i16>(kind)?, Ty::I16, 1),
        _ => return None,
    })
}

/// The predicate of `s_cmp_{kind}_{ty}` and `s_cmpk_{kind}_{ty}` (the
/// floating-point ones are GFX11.5's SALU float compares).
pub(super) fn scmp(kind: &str, ty: &str) -> Option<(Pred, Ty, u8)> {
    Some(match ty {
        "u32" => (pred::<u32>(kind)?, Ty::B, 1),
        "i32" => (pred::<i32>(kind)?, Ty::B, 1),
        "u64" => (pred::<u64>(kind)?, Ty::B, 2),
        "f32" => (pred::<f32>(kind)?, Ty::F32, 1),
        "f16" => (pred::<Half>(kind)?, Ty::F16, 1),
        _ => return None,
    })
}
