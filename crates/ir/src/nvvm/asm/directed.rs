//! Directed rounding (`.rz`, `.rm`, `.rp`) of `add`, `sub` and `mul` on
//! `f32` and `f64` and of `fma` on `f32`, from the round-to-nearest result:
//! the exact value is `s + err` with `s` and `err` in `f64` (the product of
//! two `f32` is exact there; two-sum and `fma` give the error of a sum or a
//! product exactly), so its position above or below the rounded result is
//! known and [`direct`] steps to the neighbour the mode asks for. An exact
//! zero sum of addends not both +0 is −0 toward −∞, as IEEE 754 says.

use inkwell::values::{FloatValue, IntValue};
use inkwell::{FloatPredicate, IntPredicate};

use super::float::{Rounding, direct, select_f};
use super::{Res, Tx};

/// `(s, err)`: `a + b` exactly, as a rounded sum and its error.
fn two_sum<'ctx>(
    tx: &Tx<'_, 'ctx>,
    a: FloatValue<'ctx>,
    b: FloatValue<'ctx>,
) -> Res<(FloatValue<'ctx>, FloatValue<'ctx>)> {
    let bl = tx.b();
    let s = bl.build_float_add(a, b, "")?;
    let bb = bl.build_float_sub(s, a, "")?;
    let pa = bl.build_float_sub(s, bb, "")?;
    let e1 = bl.build_float_sub(a, pa, "")?;
    let e2 = bl.build_float_sub(b, bb, "")?;
    Ok((s, bl.build_float_add(e1, e2, "")?))
}

/// The round-to-nearest result `r` of an operation whose exact value is
/// `s + err` (in `f64`), rounded by `mode` instead; `zero_addends` are the
/// addends of a sum, for the sign of an exact zero toward −∞; `finite`
/// whether the operands are (an infinite `r` is then an overflow).
fn adjust<'ctx>(
    tx: &Tx<'_, 'ctx>,
    r: FloatValue<'ctx>,
    (s, err): (FloatValue<'ctx>, FloatValue<'ctx>),
    zero_addends: Option<(FloatValue<'ctx>, FloatValue<'ctx>)>,
    finite: IntValue<'ctx>,
    mode: Rounding,
) -> Res<FloatValue<'ctx>> {
    let f64t = tx.ctx().f64_type();
    let bl = tx.b();
    let r64 = if r.get_type() == f64t {
        r
    } else {
        bl.build_float_ext(r, f64t, "")?
    };
    // s and r are within a factor of two, so s - r is exact.
    let d = bl.build_float_sub(s, r64, "")?;
    let zero = f64t.const_zero();
    let cmp = |pred, x, y| bl.build_float_compare(pred, x, y, "");
    let d_zero = cmp(FloatPredicate::OEQ, d, zero)?;
    let above = bl.build_or(
        cmp(FloatPredicate::OGT, d, zero)?,
        bl.build_and(d_zero, cmp(FloatPredicate::OGT, err, zero)?, "")?,
        "",
    )?;
    let below = bl.build_or(
        cmp(FloatPredicate::OLT, d, zero)?,
        bl.build_and(d_zero, cmp(FloatPredicate::OLT, err, zero)?, "")?,
        "",
    )?;
    // An overflow to ±inf of a finite exact value (a NaN error in f64).
    let inf = f64t.const_float(f64::INFINITY);
    let r_abs = tx
        .llvm("llvm.fabs", &[f64t.into()], &[r64.into()])?
        .into_float_value();
    let overflow = bl.build_and(
        cmp(FloatPredicate::OEQ, r_abs, inf)?,
        bl.build_and(finite, cmp(FloatPredicate::UNO, err, err)?, "")?,
        "",
    )?;
    let above = bl.build_or(
        above,
        bl.build_and(overflow, cmp(FloatPredicate::OLT, r64, zero)?, "")?,
        "",
    )?;
    let below = bl.build_or(
        below,
        bl.build_and(overflow, cmp(FloatPredicate::OGT, r64, zero)?, "")?,
        "",
    )?;
    let out = direct(tx, r, above, below, mode)?;
    let Some((x, y)) = zero_addends.filter(|_| mode == Rounding::Rm) else {
        return Ok(out);
    };
    let i64t = tx.int_type(64);
    let pos_zero = |v: FloatValue<'ctx>| -> Res<IntValue<'ctx>> {
        let v = if v.get_type() == f64t {
            v
        } else {
            tx.b().build_float_ext(v, f64t, "")?
        };
        let bits = tx.b().build_bit_cast(v, i64t, "")?.into_int_value();
        Ok(tx
            .b()
            .build_int_compare(IntPredicate::EQ, bits, i64t.const_zero(), "")?)
    };
    let b = tx.b();
    let both_pos = b.build_and(pos_zero(x)?, pos_zero(y)?, "")?;
    let exact_zero = b.build_and(cmp(FloatPredicate::OEQ, s, zero)?, d_zero, "")?;
    let exact_zero = b.build_and(exact_zero, b.build_not(both_pos, "")?, "")?;
    select_f(tx, exact_zero, r.get_type().const_float(-0.0), out)
}

/// `a + b` (`sub`: `b` already negated) or `a · b` rounded by a directed
/// `mode`, from its round-to-nearest result `r`.
pub(crate) fn add_mul<'ctx>(
    tx: &Tx<'_, 'ctx>,
    a: FloatValue<'ctx>,
    b: FloatValue<'ctx>,
    mul: bool,
    r: FloatValue<'ctx>,
    mode: Rounding,
) -> Res<FloatValue<'ctx>> {
    let f64t = tx.ctx().f64_type();
    let wide = |x: FloatValue<'ctx>| -> Res<FloatValue<'ctx>> {
        Ok(if x.get_type() == f64t {
            x
        } else {
            tx.b().build_float_ext(x, f64t, "")?
        })
    };
    let (x, y) = (wide(a)?, wide(b)?);
    let exact = if !mul {
        two_sum(tx, x, y)?
    } else if a.get_type() == f64t {
        // The product's error, exactly: fma(a, b, -p).
        let p = tx.b().build_float_mul(x, y, "")?;
        let np = tx.b().build_float_neg(p, "")?;
        let e = tx
            .llvm("llvm.fma", &[f64t.into()], &[x.into(), y.into(), np.into()])?
            .into_float_value();
        (p, e)
    } else {
        (tx.b().build_float_mul(x, y, "")?, f64t.const_zero())
    };
    let finite = both_finite(tx, x, y)?;
    adjust(tx, r, exact, (!mul).then_some((a, b)), finite, mode)
}

/// Whether `x` and `y` are finite.
fn both_finite<'ctx>(
    tx: &Tx<'_, 'ctx>,
    x: FloatValue<'ctx>,
    y: FloatValue<'ctx>,
) -> Res<IntValue<'ctx>> {
    let t = x.get_type();
    let inf = t.const_float(f64::INFINITY);
    let fin = |v: FloatValue<'ctx>| -> Res<IntValue<'ctx>> {
        let a = tx
            .llvm("llvm.fabs", &[t.into()], &[v.into()])?
            .into_float_value();
        Ok(tx
            .b()
            .build_float_compare(FloatPredicate::OLT, a, inf, "")?)
    };
    Ok(tx.b().build_and(fin(x)?, fin(y)?, "")?)
}

/// `a·b + c` on `f32` rounded by a directed `mode`, from its
/// round-to-nearest result `r`.
pub(crate) fn fma<'ctx>(
    tx: &Tx<'_, 'ctx>,
    [a, b, c]: [FloatValue<'ctx>; 3],
    r: FloatValue<'ctx>,
    mode: Rounding,
) -> Res<FloatValue<'ctx>> {
    let f64t = tx.ctx().f64_type();
    let bl = tx.b();
    let p = bl.build_float_mul(
        bl.build_float_ext(a, f64t, "")?,
        bl.build_float_ext(b, f64t, "")?,
        "",
    )?;
    let c64 = bl.build_float_ext(c, f64t, "")?;
    let exact = two_sum(tx, p, c64)?;
    // The f64 sum of f32 operands never overflows: no overflow case.
    let finite = tx.ctx().bool_type().const_zero();
    adjust(tx, r, exact, Some((p, c64)), finite, mode)
}
