//! The 8-bit floats of `cuda_fp8.hpp`: `cvt` between pairs of `e4m3` or
//! `e5m2` values and `f32` or `f16x2`, in integer arithmetic.
//!
//! - `cvt.rn.satfinite.{e4m3x2,e5m2x2}.f32 d, a, b`: `a` to the high byte,
//!   `b` to the low byte, each rounded to nearest even; `.satfinite` clamps
//!   a finite or infinite input beyond the largest finite value to it (a
//!   NaN stays NaN); `e5m2` without it overflows to infinity.
//! - `cvt.rn{.satfinite}.{e4m3x2,e5m2x2}.f16x2 d, a`: each half likewise.
//! - `cvt.rn.f16x2.{e4m3x2,e5m2x2} d, a`: each byte to `f16`, exactly.

use inkwell::values::IntValue;
use inkwell::{FloatPredicate, IntPredicate};

use super::{Res, Tx, op, unsupported};
use crate::nvvm::ptx::Instruction;

/// An 8-bit float format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Fp8 {
    /// Mantissa bits.
    m: u32,
    /// Exponent bias.
    bias: i32,
    /// The largest finite value's code (without the sign).
    max: u64,
    /// Whether the format has infinities (`e5m2`).
    inf: bool,
}

const E4M3: Fp8 = Fp8 {
    m: 3,
    bias: 7,
    max: 0x7e,
    inf: false,
};
const E5M2: Fp8 = Fp8 {
    m: 2,
    bias: 15,
    max: 0x7b,
    inf: true,
};

/// Whether `i` is a conversion this file translates.
pub(crate) fn is_fp8(i: &Instruction) -> bool {
    i.opcode == "cvt" && i.modifiers.iter().any(|m| m == "e4m3x2" || m == "e5m2x2")
}

pub(crate) fn cvt(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    let refuse = || unsupported(format!("`{}`", i.mnemonic()));
    let kinds: Vec<&str> = i
        .modifiers
        .iter()
        .map(String::as_str)
        .filter(|m| !matches!(*m, "rn" | "satfinite" | "relu"))
        .collect();
    if !i.has("rn") || i.has("relu") {
        return refuse();
    }
    let format = |k: &str| match k {
        "e4m3x2" => Some(E4M3),
        "e5m2x2" => Some(E5M2),
        _ => None,
    };
    match kinds.as_slice() {
        [d, "f32"] => {
            let Some(f) = format(d) else { return refuse() };
            if !f.inf && !i.has("satfinite") {
                return refuse();
            }
            let sat = i.has("satfinite");
            let a = tx.int(op(i, 1)?, 32)?;
            let b = tx.int(op(i, 2)?, 32)?;
            let hi = encode(tx, a, f, sat)?;
            let lo = encode(tx, b, f, sat)?;
            let r = pack(tx, lo, hi, 8)?;
            tx.write_int(op(i, 0)?, r)
        }
        [d, "f16x2"] => {
            let Some(f) = format(d) else { return refuse() };
            if !f.inf && !i.has("satfinite") {
                return refuse();
            }
            let sat = i.has("satfinite");
            let a = tx.int(op(i, 1)?, 32)?;
            let mut out = Vec::new();
            for h in 0..2 {
                let x = tx.b().build_right_shift(a, tx.c(32, 16 * h), false, "")?;
                let x = tx.resize(x, 16)?;
                let x = tx.b().build_bit_cast(x, tx.ctx().f16_type(), "")?;
                let x = tx
                    .b()
                    .build_float_ext(x.into_float_value(), tx.ctx().f32_type(), "")?;
                let x = tx.b().build_bit_cast(x, tx.int_type(32), "")?;
                out.push(encode(tx, x.into_int_value(), f, sat)?);
            }
            let r = pack(tx, out[0], out[1], 8)?;
            tx.write_int(op(i, 0)?, r)
        }
        ["f16x2", s] => {
            let Some(f) = format(s) else { return refuse() };
            if i.has("satfinite") {
                return refuse();
            }
            let a = tx.int(op(i, 1)?, 16)?;
            let mut out = Vec::new();
            for h in 0..2 {
                let x = tx.b().build_right_shift(a, tx.c(16, 8 * h), false, "")?;
                let x = tx.resize(x, 8)?;
                out.push(decode(tx, x, f)?);
            }
            let r = pack(tx, out[0], out[1], 16)?;
            tx.write_int(op(i, 0)?, r)
        }
        _ => refuse(),
    }
}

/// `lo | hi << bits`, in `2 * bits` bits.
fn pack<'ctx>(
    tx: &Tx<'_, 'ctx>,
    lo: IntValue<'ctx>,
    hi: IntValue<'ctx>,
    bits: u32,
) -> Res<IntValue<'ctx>> {
    let lo = tx.resize(lo, 2 * bits)?;
    let hi = tx.resize(hi, 2 * bits)?;
    let hi = tx
        .b()
        .build_left_shift(hi, tx.c(2 * bits, u64::from(bits)), "")?;
    Ok(tx.b().build_or(hi, lo, "")?)
}

/// The `f32` with bits `x` as an 8-bit code of `f`.
fn encode<'ctx>(tx: &Tx<'_, 'ctx>, x: IntValue<'ctx>, f: Fp8, sat: bool) -> Res<IntValue<'ctx>> {
    let b = tx.b();
    let c = |v: u64| tx.c(32, v);
    let f32t = tx.ctx().f32_type();
    let sign = b.build_right_shift(x, c(31), false, "")?;
    let sign = b.build_left_shift(sign, c(7), "")?;
    let mag = b.build_and(x, c(0x7fff_ffff), "")?;
    let a = b.build_bit_cast(mag, f32t, "")?.into_float_value();
    let emin = 1 - f.bias;
    // Below the smallest normal: a multiple of the subnormal step, rounded.
    let scale = f32t.const_float(2f64.powi(f.m as i32 - emin));
    let scaled = b.build_float_mul(a, scale, "")?;
    let rounded = tx
        .llvm("llvm.roundeven", &[f32t.into()], &[scaled.into()])?
        .into_float_value();
    let b = tx.b();
    let sub = b.build_float_to_unsigned_int(rounded, tx.int_type(32), "")?;
    // Normal: the f32 bits rounded to `m` mantissa bits (a carry moves
    // to the exponent), rebiased.
    let s = 23 - f.m;
    let odd = b.build_and(
        b.build_right_shift(mag, c(u64::from(s)), false, "")?,
        c(1),
        "",
    )?;
    let v = b.build_int_add(mag, c((1u64 << (s - 1)) - 1), "")?;
    let v = b.build_int_add(v, odd, "")?;
    let v = b.build_right_shift(v, c(u64::from(s)), false, "")?;
    let rebias = ((127 - f.bias) as u64) << f.m;
    let v = b.build_int_sub(v, c(rebias), "")?;
    let tiny = b.build_float_compare(
        FloatPredicate::OLT,
        a,
        f32t.const_float(2f64.powi(emin)),
        "",
    )?;
    let code = b.build_select(tiny, sub, v, "")?.into_int_value();
    // Past the largest finite value: it (`satfinite`) or infinity.
    let top = if sat { f.max } else { 0x7c };
    let over = b.build_int_compare(IntPredicate::UGT, code, c(top), "")?;
    let code = b.build_select(over, c(top), code, "")?.into_int_value();
    let nan = b.build_float_compare(FloatPredicate::UNO, a, a, "")?;
    let code = b.build_select(nan, c(0x7f), code, "")?.into_int_value();
    let code = b.build_or(code, sign, "")?;
    tx.resize(code, 8)
}

/// The 8-bit code `x` of `f` as the bits of an `f16` (exact).
fn decode<'ctx>(tx: &Tx<'_, 'ctx>, x: IntValue<'ctx>, f: Fp8) -> Res<IntValue<'ctx>> {
    let x = tx.resize(x, 32)?;
    let b = tx.b();
    let c = |v: u64| tx.c(32, v);
    let f32t = tx.ctx().f32_type();
    let sign = b.build_right_shift(x, c(7), false, "")?;
    let sign = b.build_and(sign, c(1), "")?;
    let e = b.build_right_shift(x, c(u64::from(f.m)), false, "")?;
    let ebits = 7 - f.m;
    let e = b.build_and(e, c((1 << ebits) - 1), "")?;
    let m = b.build_and(x, c((1 << f.m) - 1), "")?;
    // value = (e == 0 ? m : 2^m + m) * 2^(max(e, 1) - bias - m).
    let zero_e = b.build_int_compare(IntPredicate::EQ, e, c(0), "")?;
    let implicit = b.build_or(m, c(1 << f.m), "")?;
    let sig = b.build_select(zero_e, m, implicit, "")?.into_int_value();
    let e1 = b.build_select(zero_e, c(1), e, "")?.into_int_value();
    // 2^(e1 - bias - m) as f32 bits: (e1 - bias - m + 127) << 23.
    let ex = b.build_int_add(e1, c((127 - f.bias - f.m as i32) as u64), "")?;
    let pow = b.build_left_shift(ex, c(23), "")?;
    let pow = b.build_bit_cast(pow, f32t, "")?.into_float_value();
    let sigf = b.build_unsigned_int_to_float(sig, f32t, "")?;
    let v = b.build_float_mul(sigf, pow, "")?;
    let h = b.build_float_trunc(v, tx.ctx().f16_type(), "")?;
    let h = b.build_bit_cast(h, tx.int_type(16), "")?.into_int_value();
    let sign16 = tx.resize(sign, 16)?;
    let sign16 = b.build_left_shift(sign16, tx.c(16, 15), "")?;
    let h = b.build_or(h, sign16, "")?;
    // e4m3: S.1111.111 is NaN; e5m2: exponent all ones is Inf (m = 0) or NaN.
    let low7 = b.build_and(x, c(0x7f), "")?;
    let (nan, inf) = if f.inf {
        let top = b.build_int_compare(IntPredicate::EQ, e, c(0x1f), "")?;
        let m0 = b.build_int_compare(IntPredicate::EQ, m, c(0), "")?;
        let inf = b.build_and(top, m0, "")?;
        let nan = b.build_and(top, b.build_not(m0, "")?, "")?;
        (nan, Some(inf))
    } else {
        (
            b.build_int_compare(IntPredicate::EQ, low7, c(0x7f), "")?,
            None,
        )
    };
    let mut h = h;
    if let Some(inf) = inf {
        let infv = b.build_or(tx.c(16, 0x7c00), sign16, "")?;
        h = b.build_select(inf, infv, h, "")?.into_int_value();
    }
    Ok(b.build_select(nan, tx.c(16, 0x7fff), h, "")?
        .into_int_value())
}
