//! Floating point: `cvt`, the `.approx` functions, `sqrt`/`rcp`/`div`,
//! `fma`, and the helpers that give PTX's rounding modes, flush-to-zero and
//! saturation exactly.
//!
//! Precision contract. Correctly rounded operations (`.rn`, `.rz`, `.rm`,
//! `.rp`, `cvt`, `fma.rn`, `div.full`'s and `sqrt.approx`'s replacements)
//! give the bits PTX gives. A directed rounding is computed from the
//! round-to-nearest result and the sign of the exact error: for `f32`
//! through `f64` (whose quotient or root is never an `f32` value unless it
//! is exact), for `f64` from the `fma` remainder `a - q*b` or residual
//! `x - r*r`, which is exact (operands are scaled by a power of two when
//! they are small enough for it not to be). The `.approx` instructions
//! become the correctly rounded operation (`div`, `sqrt`, `rcp`) or the
//! target's math library (`ex2` → `exp2`, `lg2` → `log2`, `sin`, `cos`,
//! `tanh`), each at least as precise as PTX's documented bound (`ex2`: 2
//! ulp; the libraries: 1 ulp for `exp2`/`log2` on AMD (ocml) and the host
//! (libm), libdevice's own bounds on NVIDIA). `.ftz` flushes subnormal
//! inputs and results to zero of the same sign, as PTX does.

use inkwell::values::{FloatValue, IntValue};
use inkwell::{FloatPredicate, IntPredicate};

use super::arith::{int_div, int_mul};
use super::{Res, Tx, Ty, float_bits, only, op, ty, types, unsupported};
use crate::nvvm::ptx::{Instruction, Operand};
use crate::{FloatWidth, Intrinsic, MathOp};

/// A rounding mode of a floating-point result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Rounding {
    /// To nearest, ties to even.
    Rn,
    /// Toward zero.
    Rz,
    /// Toward −∞.
    Rm,
    /// Toward +∞.
    Rp,
}

impl Rounding {
    fn parse(m: &str) -> Option<Rounding> {
        Some(match m {
            "rn" => Rounding::Rn,
            "rz" => Rounding::Rz,
            "rm" => Rounding::Rm,
            "rp" => Rounding::Rp,
            _ => return None,
        })
    }
}

pub(crate) fn rounding(i: &Instruction) -> Option<Rounding> {
    i.modifiers.iter().find_map(|m| Rounding::parse(m))
}

/// The smallest normal number of a float of `bits` bits.
fn min_normal(bits: u32) -> f64 {
    match bits {
        16 => 2f64.powi(-14),
        32 => 2f64.powi(-126),
        _ => 2f64.powi(-1022),
    }
}

fn fabs<'ctx>(tx: &Tx<'_, 'ctx>, x: FloatValue<'ctx>) -> Res<FloatValue<'ctx>> {
    Ok(tx
        .llvm("llvm.fabs", &[x.get_type().into()], &[x.into()])?
        .into_float_value())
}

fn copysign<'ctx>(
    tx: &Tx<'_, 'ctx>,
    mag: FloatValue<'ctx>,
    sign: FloatValue<'ctx>,
) -> Res<FloatValue<'ctx>> {
    Ok(tx
        .llvm(
            "llvm.copysign",
            &[mag.get_type().into()],
            &[mag.into(), sign.into()],
        )?
        .into_float_value())
}

pub(crate) fn select_f<'ctx>(
    tx: &Tx<'_, 'ctx>,
    c: IntValue<'ctx>,
    a: FloatValue<'ctx>,
    b: FloatValue<'ctx>,
) -> Res<FloatValue<'ctx>> {
    Ok(tx.b().build_select(c, a, b, "")?.into_float_value())
}

/// Flushes a subnormal `x` to zero of the same sign when `on`.
pub(crate) fn flush_if<'ctx>(
    tx: &Tx<'_, 'ctx>,
    x: FloatValue<'ctx>,
    on: bool,
) -> Res<FloatValue<'ctx>> {
    if !on {
        return Ok(x);
    }
    let t = x.get_type();
    let a = fabs(tx, x)?;
    let tiny = tx.b().build_float_compare(
        FloatPredicate::OLT,
        a,
        t.const_float(min_normal(float_bits(t))),
        "",
    )?;
    let zero = copysign(tx, t.const_zero(), x)?;
    select_f(tx, tiny, zero, x)
}

/// Clamps to [+0, 1]; NaN and −0 become +0. (Tested on the sign bit, so
/// that no target folds it into a min/max that may keep −0.)
pub(crate) fn saturate<'ctx>(tx: &Tx<'_, 'ctx>, x: FloatValue<'ctx>) -> Res<FloatValue<'ctx>> {
    let t = x.get_type();
    let bits = float_bits(t);
    let xi = to_int(tx, x)?;
    let b = tx.b();
    let neg = b.build_int_compare(IntPredicate::SLT, xi, tx.c(bits, 0), "")?;
    let nan = b.build_float_compare(FloatPredicate::UNO, x, x, "")?;
    let zero = b.build_or(neg, nan, "")?;
    let x = select_f(tx, zero, t.const_zero(), x)?;
    let b = tx.b();
    let lt1 = b.build_float_compare(FloatPredicate::OLT, x, t.const_float(1.0), "")?;
    select_f(tx, lt1, x, t.const_float(1.0))
}

fn to_int<'ctx>(tx: &Tx<'_, 'ctx>, x: FloatValue<'ctx>) -> Res<IntValue<'ctx>> {
    let bits = float_bits(x.get_type());
    Ok(tx
        .b()
        .build_bit_cast(x, tx.int_type(bits), "")?
        .into_int_value())
}

fn from_int<'ctx>(
    tx: &Tx<'_, 'ctx>,
    i: IntValue<'ctx>,
    t: inkwell::types::FloatType<'ctx>,
) -> Res<FloatValue<'ctx>> {
    Ok(tx.b().build_bit_cast(i, t, "")?.into_float_value())
}

fn canonical_nan<'ctx>(
    tx: &Tx<'_, 'ctx>,
    t: inkwell::types::FloatType<'ctx>,
) -> Res<FloatValue<'ctx>> {
    let bits = float_bits(t);
    let v = match bits {
        16 if t == tx.ctx().bf16_type() => 0x7fff,
        16 => 0x7fff,
        32 => 0x7fff_ffff,
        _ => 0x7fff_ffff_ffff_ffff,
    };
    from_int(tx, tx.c(bits, v), t)
}

/// PTX `min`/`max`: the number where one operand is NaN, −0 below +0; with
/// `.NaN`, NaN where either operand is.
pub(crate) fn min_max<'ctx>(
    tx: &Tx<'_, 'ctx>,
    a: FloatValue<'ctx>,
    b: FloatValue<'ctx>,
    max: bool,
    nan: bool,
) -> Res<FloatValue<'ctx>> {
    let t = a.get_type();
    let bld = tx.b();
    let (ai, bi) = (to_int(tx, a)?, to_int(tx, b)?);
    let pick_a = bld.build_float_compare(
        if max {
            FloatPredicate::OGT
        } else {
            FloatPredicate::OLT
        },
        a,
        b,
        "",
    )?;
    let sel = select_f(tx, pick_a, a, b)?;
    let eq = bld.build_float_compare(FloatPredicate::OEQ, a, b, "")?;
    // Equal values: the same bits, or zeros of either sign.
    let eq_bits = if max {
        bld.build_and(ai, bi, "")?
    } else {
        bld.build_or(ai, bi, "")?
    };
    let eq_v = from_int(tx, eq_bits, t)?;
    let r = select_f(tx, eq, eq_v, sel)?;
    let bld = tx.b();
    let a_nan = bld.build_float_compare(FloatPredicate::UNO, a, a, "")?;
    let b_nan = bld.build_float_compare(FloatPredicate::UNO, b, b, "")?;
    if nan {
        let either = bld.build_or(a_nan, b_nan, "")?;
        let n = canonical_nan(tx, t)?;
        return select_f(tx, either, n, r);
    }
    let r = select_f(tx, a_nan, b, r)?;
    select_f(tx, b_nan, a, r)
}

/// `min/max.xorsign.abs`: the min/max of the magnitudes, with the sign
/// `sign(a) ^ sign(b)`.
pub(crate) fn xorsign_abs<'ctx>(
    tx: &Tx<'_, 'ctx>,
    a: FloatValue<'ctx>,
    b: FloatValue<'ctx>,
    max: bool,
    nan: bool,
) -> Res<FloatValue<'ctx>> {
    let t = a.get_type();
    let bits = float_bits(t);
    let m = min_max(tx, fabs(tx, a)?, fabs(tx, b)?, max, nan)?;
    let bld = tx.b();
    let sign_bit = tx.c(bits, 1u64 << (bits - 1));
    let s = bld.build_xor(to_int(tx, a)?, to_int(tx, b)?, "")?;
    let s = bld.build_and(s, sign_bit, "")?;
    let mi = to_int(tx, m)?;
    let mi = bld.build_and(mi, bld.build_not(sign_bit, "")?, "")?;
    from_int(tx, tx.b().build_or(mi, s, "")?, t)
}

/// The next float after `x` toward +∞ (`up`) or −∞, for finite `x` and for
/// an infinity stepping toward zero.
fn step<'ctx>(tx: &Tx<'_, 'ctx>, x: FloatValue<'ctx>, up: bool) -> Res<FloatValue<'ctx>> {
    let t = x.get_type();
    let bits = float_bits(t);
    let xi = to_int(tx, x)?;
    let b = tx.b();
    let sign = tx.c(bits, 1u64 << (bits - 1));
    let mag = b.build_and(xi, b.build_not(sign, "")?, "")?;
    let zero = b.build_int_compare(IntPredicate::EQ, mag, tx.c(bits, 0), "")?;
    let neg = b.build_int_compare(
        IntPredicate::NE,
        b.build_and(xi, sign, "")?,
        tx.c(bits, 0),
        "",
    )?;
    let inc = b.build_int_add(xi, tx.c(bits, 1), "")?;
    let dec = b.build_int_sub(xi, tx.c(bits, 1), "")?;
    // Away from zero is +1 on the bits, toward zero −1.
    let (away_if_neg, away_if_pos) = if up { (dec, inc) } else { (inc, dec) };
    let moved = b
        .build_select(neg, away_if_neg, away_if_pos, "")?
        .into_int_value();
    let smallest = if up {
        tx.c(bits, 1)
    } else {
        b.build_or(sign, tx.c(bits, 1), "")?
    };
    let r = b.build_select(zero, smallest, moved, "")?.into_int_value();
    from_int(tx, r, t)
}

/// Adjusts a round-to-nearest result `r` to `mode`, given whether the exact
/// value lies above or below it.
pub(crate) fn direct<'ctx>(
    tx: &Tx<'_, 'ctx>,
    r: FloatValue<'ctx>,
    above: IntValue<'ctx>,
    below: IntValue<'ctx>,
    mode: Rounding,
) -> Res<FloatValue<'ctx>> {
    let t = r.get_type();
    let b = tx.b();
    let (cond, up) = match mode {
        Rounding::Rn => return Ok(r),
        Rounding::Rm => (below, false),
        Rounding::Rp => (above, true),
        Rounding::Rz => {
            // Toward zero: down from a positive result above the exact value,
            // up from a negative one below it.
            let pos = b.build_float_compare(FloatPredicate::OGT, r, t.const_zero(), "")?;
            let neg = b.build_float_compare(FloatPredicate::OLT, r, t.const_zero(), "")?;
            let down = b.build_and(pos, below, "")?;
            let upc = b.build_and(neg, above, "")?;
            let d = step(tx, r, false)?;
            let u = step(tx, r, true)?;
            let r1 = select_f(tx, down, d, r)?;
            return select_f(tx, upc, u, r1);
        }
    };
    let s = step(tx, r, up)?;
    select_f(tx, cond, s, r)
}

/// `wide` (exact, or rounded to nearest in a format that is never equal to
/// a narrow value unless the exact value is) rounded to `narrow` by `mode`.
pub(crate) fn narrow<'ctx>(
    tx: &Tx<'_, 'ctx>,
    wide: FloatValue<'ctx>,
    narrow: inkwell::types::FloatType<'ctx>,
    mode: Rounding,
) -> Res<FloatValue<'ctx>> {
    let b = tx.b();
    let r = if wide.get_type() == narrow {
        wide
    } else {
        b.build_float_trunc(wide, narrow, "")?
    };
    if mode == Rounding::Rn {
        return Ok(r);
    }
    let back = b.build_float_ext(r, wide.get_type(), "")?;
    // r is below the exact value where back < wide.
    let above = b.build_float_compare(FloatPredicate::OLT, back, wide, "")?;
    let below = b.build_float_compare(FloatPredicate::OGT, back, wide, "")?;
    direct(tx, r, above, below, mode)
}

fn is_finite_nonzero<'ctx>(tx: &Tx<'_, 'ctx>, x: FloatValue<'ctx>) -> Res<IntValue<'ctx>> {
    let t = x.get_type();
    let a = fabs(tx, x)?;
    let b = tx.b();
    let fin = b.build_float_compare(FloatPredicate::OLT, a, t.const_float(f64::INFINITY), "")?;
    let nz = b.build_float_compare(FloatPredicate::ONE, a, t.const_zero(), "")?;
    Ok(b.build_and(fin, nz, "")?)
}

/// `a / b` rounded by `mode`.
pub(crate) fn div<'ctx>(
    tx: &Tx<'_, 'ctx>,
    a: FloatValue<'ctx>,
    b: FloatValue<'ctx>,
    mode: Rounding,
) -> Res<FloatValue<'ctx>> {
    let t = a.get_type();
    let bld = tx.b();
    if mode == Rounding::Rn {
        return Ok(bld.build_float_div(a, b, "")?);
    }
    if float_bits(t) == 32 {
        let f64t = tx.ctx().f64_type();
        let wa = bld.build_float_ext(a, f64t, "")?;
        let wb = bld.build_float_ext(b, f64t, "")?;
        let q = bld.build_float_div(wa, wb, "")?;
        return narrow(tx, q, t, mode);
    }
    // f64: the remainder a - r*b is exact once a is at least 2^-969; a
    // smaller a with b below 2^900 is scaled (with b) by 2^110, which leaves
    // the quotient alone; with a larger b the quotient rounds to zero and
    // the remainder is a itself.
    let small_a = bld.build_float_compare(
        FloatPredicate::OLT,
        fabs(tx, a)?,
        t.const_float(2f64.powi(-969)),
        "",
    )?;
    let small_b = tx.b().build_float_compare(
        FloatPredicate::OLT,
        fabs(tx, b)?,
        t.const_float(2f64.powi(900)),
        "",
    )?;
    let bld = tx.b();
    let scale = bld.build_and(small_a, small_b, "")?;
    let s = select_f(tx, scale, t.const_float(2f64.powi(110)), t.const_float(1.0))?;
    let bld = tx.b();
    let sa = bld.build_float_mul(a, s, "")?;
    let sb = bld.build_float_mul(b, s, "")?;
    let r = bld.build_float_div(sa, sb, "")?;
    let nr = bld.build_float_neg(r, "")?;
    let rem = tx
        .llvm("llvm.fma", &[t.into()], &[nr.into(), sb.into(), sa.into()])?
        .into_float_value();
    // The exact quotient is above r where rem and b have the same sign.
    let bld = tx.b();
    let rem_pos = bld.build_float_compare(FloatPredicate::OGT, rem, t.const_zero(), "")?;
    let rem_neg = bld.build_float_compare(FloatPredicate::OLT, rem, t.const_zero(), "")?;
    let b_pos = bld.build_float_compare(FloatPredicate::OGT, sb, t.const_zero(), "")?;
    let same = bld
        .build_select(b_pos, rem_pos, rem_neg, "")?
        .into_int_value();
    let other = bld
        .build_select(b_pos, rem_neg, rem_pos, "")?
        .into_int_value();
    // Only finite, non-zero operands have an inexact quotient.
    let fa = is_finite_nonzero(tx, a)?;
    let fb = is_finite_nonzero(tx, b)?;
    let bld = tx.b();
    let live = bld.build_and(fa, fb, "")?;
    let above = bld.build_and(same, live, "")?;
    let below = bld.build_and(other, live, "")?;
    direct(tx, r, above, below, mode)
}

/// `sqrt(x)` rounded by `mode`.
pub(crate) fn sqrt<'ctx>(
    tx: &Tx<'_, 'ctx>,
    x: FloatValue<'ctx>,
    mode: Rounding,
) -> Res<FloatValue<'ctx>> {
    let t = x.get_type();
    let w = if float_bits(t) == 32 {
        FloatWidth::F32
    } else {
        FloatWidth::F64
    };
    let sq = |tx: &Tx<'_, 'ctx>, v: FloatValue<'ctx>, w| -> Res<FloatValue<'ctx>> {
        Ok(tx
            .l
            .gj(Intrinsic::Math(MathOp::Sqrt, w), &[v.into()])?
            .ok_or_else(|| super::Refusal::Llvm("sqrt returned nothing".into()))?
            .into_float_value())
    };
    if mode == Rounding::Rn {
        return sq(tx, x, w);
    }
    if w == FloatWidth::F32 {
        let f64t = tx.ctx().f64_type();
        let wx = tx.b().build_float_ext(x, f64t, "")?;
        let r = sq(tx, wx, FloatWidth::F64)?;
        return narrow(tx, r, t, mode);
    }
    // f64: x below 2^-900 is scaled by 2^200 (its root by 2^100), so that
    // the residual x - r*r is exact.
    let bld = tx.b();
    let small =
        bld.build_float_compare(FloatPredicate::OLT, x, t.const_float(2f64.powi(-900)), "")?;
    let s = select_f(tx, small, t.const_float(2f64.powi(200)), t.const_float(1.0))?;
    let back = select_f(
        tx,
        small,
        t.const_float(2f64.powi(-100)),
        t.const_float(1.0),
    )?;
    let sx = tx.b().build_float_mul(x, s, "")?;
    let r = sq(tx, sx, w)?;
    let nr = tx.b().build_float_neg(r, "")?;
    let res = tx
        .llvm("llvm.fma", &[t.into()], &[nr.into(), r.into(), sx.into()])?
        .into_float_value();
    let bld = tx.b();
    let pos = bld.build_float_compare(FloatPredicate::OGT, x, t.const_zero(), "")?;
    let fin = bld.build_float_compare(FloatPredicate::OLT, x, t.const_float(f64::INFINITY), "")?;
    let live = bld.build_and(pos, fin, "")?;
    let above = bld.build_float_compare(FloatPredicate::OGT, res, t.const_zero(), "")?;
    let below = bld.build_float_compare(FloatPredicate::OLT, res, t.const_zero(), "")?;
    let above = bld.build_and(above, live, "")?;
    let below = bld.build_and(below, live, "")?;
    let r = direct(tx, r, above, below, mode)?;
    Ok(tx.b().build_float_mul(r, back, "")?)
}

/// The float type of a PTX type.
fn ftype<'ctx>(tx: &Tx<'_, 'ctx>, t: Ty) -> Res<inkwell::types::FloatType<'ctx>> {
    match t {
        Ty::Bf16 => Ok(tx.ctx().bf16_type()),
        Ty::F(b) => tx.float_type(b),
        _ => unsupported(format!("{t:?} as a float")),
    }
}

/// Operand `op` as a float of PTX type `t`.
fn fval<'ctx>(tx: &mut Tx<'_, 'ctx>, op: &Operand, t: Ty) -> Res<FloatValue<'ctx>> {
    if t == Ty::Bf16 {
        let i = tx.int(op, 16)?;
        return from_int(tx, i, tx.ctx().bf16_type());
    }
    tx.float(op, t.bits())
}

/// Rounds to an integral value: `.rni`, `.rzi`, `.rmi`, `.rpi`.
fn integral<'ctx>(tx: &Tx<'_, 'ctx>, x: FloatValue<'ctx>, m: &str) -> Res<FloatValue<'ctx>> {
    let name = match m {
        "rni" => "llvm.roundeven",
        "rzi" => "llvm.trunc",
        "rmi" => "llvm.floor",
        _ => "llvm.ceil",
    };
    Ok(tx
        .llvm(name, &[x.get_type().into()], &[x.into()])?
        .into_float_value())
}

/// `.relu` (negative to +0, NaN to the canonical NaN) and `.satfinite`
/// (infinities to the largest finite value) of a narrowed result.
fn relu_satfinite<'ctx>(
    tx: &Tx<'_, 'ctx>,
    r: FloatValue<'ctx>,
    relu: bool,
    satfinite: bool,
) -> Res<FloatValue<'ctx>> {
    let t = r.get_type();
    let mut r = r;
    if satfinite {
        let bits = float_bits(t);
        let max = match bits {
            16 if t == tx.ctx().bf16_type() => 0x7f7f,
            16 => 0x7bff,
            32 => 0x7f7f_ffff,
            _ => 0x7fef_ffff_ffff_ffff,
        };
        let maxf = from_int(tx, tx.c(bits, max), t)?;
        let inf = tx.b().build_float_compare(
            FloatPredicate::OEQ,
            fabs(tx, r)?,
            t.const_float(f64::INFINITY),
            "",
        )?;
        let clamped = copysign(tx, maxf, r)?;
        r = select_f(tx, inf, clamped, r)?;
    }
    if relu {
        let b = tx.b();
        let nan = b.build_float_compare(FloatPredicate::UNO, r, r, "")?;
        let neg = b.build_float_compare(FloatPredicate::OLT, r, t.const_zero(), "")?;
        let r0 = select_f(tx, neg, t.const_zero(), r)?;
        r = select_f(tx, nan, canonical_nan(tx, t)?, r0)?;
    }
    Ok(r)
}

pub(crate) fn cvt(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    only(
        i,
        &[
            "rn",
            "rz",
            "rm",
            "rp",
            "rni",
            "rzi",
            "rmi",
            "rpi",
            "ftz",
            "sat",
            "relu",
            "satfinite",
        ],
    )?;
    let tys = types(i);
    let [dt, st] = tys.as_slice() else {
        return unsupported(format!("`{}` (a conversion needs two types)", i.mnemonic()));
    };
    let (dt, st) = (*dt, *st);
    let d = op(i, 0)?;
    let ftz = i.has("ftz");
    let sat = i.has("sat");
    let int_round = i
        .modifiers
        .iter()
        .find(|m| matches!(m.as_str(), "rni" | "rzi" | "rmi" | "rpi"))
        .cloned();
    let round = rounding(i);
    let refuse = || unsupported(format!("`{}`", i.mnemonic()));
    // Packed pairs: d = { cvt(b) in the low half, cvt(a) in the high half }.
    if matches!(dt, Ty::F16x2 | Ty::Bf16x2) {
        if st != Ty::F(32) || i.has("satfinite") && round != Some(Rounding::Rn) {
            return refuse();
        }
        let et = if dt == Ty::F16x2 {
            tx.ctx().f16_type()
        } else {
            tx.ctx().bf16_type()
        };
        let mode = round.ok_or_else(|| {
            super::Refusal::Unsupported(format!("`{}` without a rounding mode", i.mnemonic()))
        })?;
        let mut halves = Vec::new();
        for k in [2, 1] {
            let x = tx.float(op(i, k)?, 32)?;
            let x = flush_if(tx, x, ftz)?;
            let r = narrow(tx, x, et, mode)?;
            let r = relu_satfinite(tx, r, i.has("relu"), i.has("satfinite"))?;
            halves.push(tx.resize(to_int(tx, r)?, 32)?);
        }
        let hi = tx.b().build_left_shift(halves[1], tx.c(32, 16), "")?;
        let r = tx.b().build_or(hi, halves[0], "")?;
        return tx.write_int(d, r);
    }
    if matches!(st, Ty::F16x2 | Ty::Bf16x2 | Ty::Pred) || matches!(dt, Ty::Pred) {
        return refuse();
    }
    match (dt.is_float(), st.is_float()) {
        (false, false) => {
            if round.is_some() || int_round.is_some() || ftz {
                return refuse();
            }
            let x = tx.int(op(i, 1)?, st.bits())?;
            let (db, sb) = (dt.bits(), st.bits());
            let w = db.max(sb) + 1;
            let wide = tx.extend(x, w, st.signed())?;
            let r = if sat {
                // Clamp to the destination's range.
                let (lo, hi): (i128, i128) = if dt.signed() {
                    (-(1i128 << (db - 1)), (1i128 << (db - 1)) - 1)
                } else {
                    (0, (1i128 << db) - 1)
                };
                let it = tx.int_type(w);
                let c = |v: i128| it.const_int_arbitrary_precision(&[v as u64, (v >> 64) as u64]);
                let b = tx.b();
                let below = b.build_int_compare(IntPredicate::SLT, wide, c(lo), "")?;
                let above = b.build_int_compare(IntPredicate::SGT, wide, c(hi), "")?;
                let v = b.build_select(below, c(lo), wide, "")?.into_int_value();
                b.build_select(above, c(hi), v, "")?.into_int_value()
            } else {
                wide
            };
            let r = tx.resize(r, db)?;
            let rb = tx.dest_bits(d, db)?;
            let r = tx.extend(r, rb, dt.signed())?;
            tx.write_int(d, r)
        }
        (true, true) => {
            let x = fval(tx, op(i, 1)?, st)?;
            let x = flush_if(tx, x, ftz && st == Ty::F(32))?;
            let dft = ftype(tx, dt)?;
            let r = if dt == st {
                match &int_round {
                    Some(m) => integral(tx, x, m)?,
                    None if round.is_none() => x,
                    None => return refuse(),
                }
            } else if dt.bits() > st.bits() || (dt == Ty::F(32) && st == Ty::Bf16) {
                if round.is_some() || int_round.is_some() {
                    return refuse();
                }
                tx.b().build_float_ext(x, dft, "")?
            } else {
                let mode = match (round, &int_round) {
                    (Some(m), None) => m,
                    _ => return refuse(),
                };
                let r = if st == Ty::F(64) && dt == Ty::Bf16 {
                    if mode != Rounding::Rn {
                        return refuse();
                    }
                    // Through f32 rounded to odd: one rounding in effect.
                    let odd = super::half::to_odd_f32(tx, x)?;
                    narrow(tx, odd, dft, mode)?
                } else {
                    narrow(tx, x, dft, mode)?
                };
                relu_satfinite(tx, r, i.has("relu"), i.has("satfinite"))?
            };
            let r = flush_if(tx, r, ftz && dt == Ty::F(32))?;
            let r = if sat { saturate(tx, r)? } else { r };
            write_ty(tx, d, r)
        }
        (true, false) => {
            if int_round.is_some() {
                return refuse();
            }
            let mode = round.unwrap_or(Rounding::Rn);
            let x = tx.int(op(i, 1)?, st.bits())?;
            let dft = ftype(tx, dt)?;
            let b = tx.b();
            let r = if mode == Rounding::Rn && dt != Ty::Bf16 {
                if st.signed() {
                    b.build_signed_int_to_float(x, dft, "")?
                } else {
                    b.build_unsigned_int_to_float(x, dft, "")?
                }
            } else if st.bits() <= 32 {
                // Exact in f64, then rounded once.
                let f64t = tx.ctx().f64_type();
                let w = if st.signed() {
                    b.build_signed_int_to_float(x, f64t, "")?
                } else {
                    b.build_unsigned_int_to_float(x, f64t, "")?
                };
                narrow(tx, w, dft, mode)?
            } else if dt.bits() <= 32 {
                wide_int_to_float(tx, x, st.signed(), dft, mode)?
            } else {
                // A 64-bit integer to f64 rounded other than to nearest.
                return refuse();
            };
            let r = if sat { saturate(tx, r)? } else { r };
            write_ty(tx, d, r)
        }
        (false, true) => {
            let Some(m) = int_round else {
                return refuse();
            };
            if round.is_some() {
                return refuse();
            }
            let x = fval(tx, op(i, 1)?, st)?;
            let x = flush_if(tx, x, ftz && st == Ty::F(32))?;
            // Half-width sources widen exactly first.
            let x = if st.bits() == 16 {
                tx.b().build_float_ext(x, tx.ctx().f32_type(), "")?
            } else {
                x
            };
            let x = integral(tx, x, &m)?;
            // Saturating conversion: out of range clamps, NaN is 0 in 32 bits
            // and below; NVIDIA's 64-bit conversions give 0x8000000000000000
            // for NaN, signed or unsigned (measured on the H200).
            let it = tx.int_type(dt.bits());
            let name = if dt.signed() {
                "llvm.fptosi.sat"
            } else {
                "llvm.fptoui.sat"
            };
            let r = tx
                .llvm(name, &[it.into(), x.get_type().into()], &[x.into()])?
                .into_int_value();
            let r = if dt.bits() == 64 {
                let b = tx.b();
                let nan = b.build_float_compare(FloatPredicate::UNO, x, x, "")?;
                b.build_select(nan, it.const_int(1 << 63, false), r, "")?
                    .into_int_value()
            } else {
                r
            };
            let rb = tx.dest_bits(d, dt.bits())?;
            let r = tx.extend(r, rb, dt.signed())?;
            tx.write_int(d, r)
        }
    }
}

/// Writes a float result to a register of its width.
fn write_ty<'ctx>(tx: &mut Tx<'_, 'ctx>, d: &Operand, r: FloatValue<'ctx>) -> Res<()> {
    tx.write_float(d, r)
}

/// The operand width of `.f32`/`.f64` instructions.
fn width(t: Ty) -> Option<FloatWidth> {
    match t {
        Ty::F(32) => Some(FloatWidth::F32),
        Ty::F(64) => Some(FloatWidth::F64),
        _ => None,
    }
}

/// A 64-bit integer rounded to `f32`, `f16` or `bf16` by `mode`: to `f32`
/// to nearest, corrected by the exact sign of the error to `mode` (an
/// `f32` value of that range is an integer, so converting it back is
/// exact), then to a narrower type through `f32` rounded to odd.
fn wide_int_to_float<'ctx>(
    tx: &Tx<'_, 'ctx>,
    x: IntValue<'ctx>,
    signed: bool,
    t: inkwell::types::FloatType<'ctx>,
    mode: Rounding,
) -> Res<FloatValue<'ctx>> {
    let f32t = tx.ctx().f32_type();
    let i64t = tx.int_type(64);
    let b = tx.b();
    let r = if signed {
        b.build_signed_int_to_float(x, f32t, "")?
    } else {
        b.build_unsigned_int_to_float(x, f32t, "")?
    };
    let (name, lt, gt, limit) = if signed {
        (
            "llvm.fptosi.sat",
            IntPredicate::SLT,
            IntPredicate::SGT,
            2f64.powi(63),
        )
    } else {
        (
            "llvm.fptoui.sat",
            IntPredicate::ULT,
            IntPredicate::UGT,
            2f64.powi(64),
        )
    };
    let back = tx
        .llvm(name, &[i64t.into(), f32t.into()], &[r.into()])?
        .into_int_value();
    let b = tx.b();
    // A result of 2^63 (2^64) is above every integer of the type.
    let big = b.build_float_compare(FloatPredicate::OGE, r, f32t.const_float(limit), "")?;
    let above = b.build_int_compare(lt, back, x, "")?;
    let below = b.build_int_compare(gt, back, x, "")?;
    let below = b.build_or(below, big, "")?;
    if t == f32t {
        return direct(tx, r, above, below, mode);
    }
    // Narrower: toward zero in f32, odd where inexact, then `mode` once.
    let rz = direct(tx, r, above, below, Rounding::Rz)?;
    let b = tx.b();
    let exact = b.build_and(b.build_not(above, "")?, b.build_not(below, "")?, "")?;
    let bits = b.build_bit_cast(rz, tx.int_type(32), "")?.into_int_value();
    let odd = b.build_or(bits, tx.c(32, 1), "")?;
    let bits = b.build_select(exact, bits, odd, "")?.into_int_value();
    let odd = b.build_bit_cast(bits, f32t, "")?.into_float_value();
    narrow(tx, odd, t, mode)
}

fn math<'ctx>(
    tx: &Tx<'_, 'ctx>,
    m: MathOp,
    w: FloatWidth,
    x: FloatValue<'ctx>,
) -> Res<FloatValue<'ctx>> {
    Ok(tx
        .l
        .gj(Intrinsic::Math(m, w), &[x.into()])?
        .ok_or_else(|| super::Refusal::Llvm(format!("{} returned nothing", m.name())))?
        .into_float_value())
}

pub(crate) fn approx(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    only(i, &["approx", "ftz"])?;
    let t = ty(i)?;
    let w = width(t).ok_or_else(|| super::Refusal::Unsupported(format!("`{}`", i.mnemonic())))?;
    if !i.has("approx") || (w == FloatWidth::F64 && i.opcode != "rsqrt") {
        return unsupported(format!("`{}`", i.mnemonic()));
    }
    let ftz = i.has("ftz");
    let x = tx.float(op(i, 1)?, t.bits())?;
    let x = flush_if(tx, x, ftz)?;
    let r = match i.opcode.as_str() {
        "ex2" => math(tx, MathOp::Exp2, w, x)?,
        "lg2" => math(tx, MathOp::Log2, w, x)?,
        "sin" => math(tx, MathOp::Sin, w, x)?,
        "cos" => math(tx, MathOp::Cos, w, x)?,
        "tanh" => math(tx, MathOp::Tanh, w, x)?,
        _ => {
            // rsqrt: 1 / sqrt(x), both correctly rounded (≤ 1.5 ulp, inside
            // PTX's 2^-22.9 relative bound).
            let s = math(tx, MathOp::Sqrt, w, x)?;
            let one = x.get_type().const_float(1.0);
            tx.b().build_float_div(one, s, "")?
        }
    };
    let r = flush_if(tx, r, ftz)?;
    tx.write_float(op(i, 0)?, r)
}

pub(crate) fn sqrt_rcp_div(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    let t = ty(i)?;
    if !t.is_float() {
        if i.opcode != "div" {
            return unsupported(format!("`{}`", i.mnemonic()));
        }
        only(i, &[])?;
        let x = tx.int(op(i, 1)?, t.bits())?;
        let y = tx.int(op(i, 2)?, t.bits())?;
        let r = int_div(tx, x, y, t, false)?;
        return tx.write_int(op(i, 0)?, r);
    }
    only(i, &["approx", "full", "rn", "rz", "rm", "rp", "ftz"])?;
    if width(t).is_none() {
        return unsupported(format!("`{}`", i.mnemonic()));
    }
    let ftz = i.has("ftz");
    let approx = i.has("approx") || i.has("full");
    let mode = match (rounding(i), approx) {
        (Some(m), false) => m,
        (None, true) => Rounding::Rn,
        _ => return unsupported(format!("`{}`", i.mnemonic())),
    };
    if i.has("full") && (i.opcode != "div" || t != Ty::F(32)) {
        return unsupported(format!("`{}`", i.mnemonic()));
    }
    let x = tx.float(op(i, 1)?, t.bits())?;
    let x = flush_if(tx, x, ftz)?;
    let r = match i.opcode.as_str() {
        "sqrt" => sqrt(tx, x, mode)?,
        "rcp" => div(tx, x.get_type().const_float(1.0), x, mode)?,
        _ => {
            let y = tx.float(op(i, 2)?, t.bits())?;
            let y = flush_if(tx, y, ftz)?;
            let q = div(tx, x, y, mode)?;
            if i.has("approx") {
                // div.approx.f32 returns 0 (NaN for an infinite dividend)
                // when 2^126 < |b| < 2^128.
                let ft = x.get_type();
                let ay = fabs(tx, y)?;
                let b = tx.b();
                let big = b.build_float_compare(
                    FloatPredicate::OGT,
                    ay,
                    ft.const_float(2f64.powi(126)),
                    "",
                )?;
                let fin = b.build_float_compare(
                    FloatPredicate::OLT,
                    ay,
                    ft.const_float(f64::INFINITY),
                    "",
                )?;
                let big = b.build_and(big, fin, "")?;
                let ax = fabs(tx, x)?;
                let inf = tx.b().build_float_compare(
                    FloatPredicate::OEQ,
                    ax,
                    ft.const_float(f64::INFINITY),
                    "",
                )?;
                let s = tx.b().build_float_mul(x, y, "")?;
                let zero = copysign(tx, ft.const_zero(), s)?;
                let nan = canonical_nan(tx, ft)?;
                let special = select_f(tx, inf, nan, zero)?;
                select_f(tx, big, special, q)?
            } else {
                q
            }
        }
    };
    let r = flush_if(tx, r, ftz)?;
    tx.write_float(op(i, 0)?, r)
}

pub(crate) fn fma(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    let t = ty(i)?;
    if !t.is_float() {
        if i.opcode == "madc" || i.has("cc") {
            return super::carry::mad(tx, i);
        }
        // Integer mad.lo/.hi/.wide.
        only(i, &["lo", "hi", "wide"])?;
        if matches!(t, Ty::Pred | Ty::F16x2 | Ty::Bf16x2) {
            return unsupported(format!("`{}`", i.mnemonic()));
        }
        let (p, bits) = int_mul(tx, i, t)?;
        let c = tx.int(op(i, 3)?, bits)?;
        let r = tx.b().build_int_add(p, c, "")?;
        return tx.write_int(op(i, 0)?, r);
    }
    only(i, &["rn", "rz", "rm", "rp", "ftz", "sat", "relu"])?;
    let mode = rounding(i);
    let directed = matches!(mode, Some(Rounding::Rz | Rounding::Rm | Rounding::Rp));
    if mode.is_none() || t == Ty::Bf16 || (directed && t != Ty::F(32)) {
        return unsupported(format!(
            "`{}` (`.rn` is lifted, and `.rz/.rm/.rp` on `f32`)",
            i.mnemonic()
        ));
    }
    let bits = t.bits();
    let ftz = i.has("ftz");
    let mut args = Vec::new();
    for k in 1..=3 {
        let v = tx.float(op(i, k)?, bits)?;
        args.push(flush_if(tx, v, ftz)?);
    }
    let ft = args[0].get_type();
    let r = tx
        .llvm(
            "llvm.fma",
            &[ft.into()],
            &[args[0].into(), args[1].into(), args[2].into()],
        )?
        .into_float_value();
    let r = match mode {
        Some(m) if directed => super::directed::fma(tx, [args[0], args[1], args[2]], r, m)?,
        _ => r,
    };
    let r = flush_if(tx, r, ftz)?;
    let r = if i.has("sat") { saturate(tx, r)? } else { r };
    let r = relu_satfinite(tx, r, i.has("relu"), false)?;
    tx.write_float(op(i, 0)?, r)
}
