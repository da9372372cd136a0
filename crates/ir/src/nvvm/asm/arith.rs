//! Moves, integer and bit arithmetic, comparisons, `prmt`, `lop3`, `bfe`/`bfi`.

use inkwell::values::IntValue;
use inkwell::{FloatPredicate, IntPredicate};

use super::float::{flush_if, saturate};
use super::{Res, Tx, Ty, Val, only, op, ty, unsupported};
use crate::nvvm::ptx::{Instruction, Operand};

pub(crate) fn mov(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    only(i, &[])?;
    let t = ty(i)?;
    let bits = t.bits();
    let (d, a) = (op(i, 0)?, op(i, 1)?);
    match (d, a) {
        (Operand::Vector(parts), src) => {
            let n = parts.len() as u32;
            if n == 0 || bits % n != 0 {
                return unsupported(format!("`{}` unpacking into {n} parts", i.text));
            }
            let w = bits / n;
            let v = tx.int(src, bits)?;
            for (k, p) in parts.iter().enumerate() {
                let s =
                    tx.b()
                        .build_right_shift(v, tx.c(bits, u64::from(w) * k as u64), false, "")?;
                let part = tx.resize(s, w)?;
                tx.write_int(p, part)?;
            }
            Ok(())
        }
        (dst, Operand::Vector(parts)) => {
            let n = parts.len() as u32;
            if n == 0 || bits % n != 0 {
                return unsupported(format!("`{}` packing {n} parts", i.text));
            }
            let w = bits / n;
            let mut acc = tx.c(bits, 0);
            for (k, p) in parts.iter().enumerate() {
                let part = tx.int(p, w)?;
                let part = tx.resize(part, bits)?;
                let part =
                    tx.b()
                        .build_left_shift(part, tx.c(bits, u64::from(w) * k as u64), "")?;
                acc = tx.b().build_or(acc, part, "")?;
            }
            tx.write_int(dst, acc)
        }
        (dst, src) if t == Ty::Pred => {
            let p = tx.pred(src)?;
            tx.write_int(dst, p)
        }
        (dst, src) if t.is_float() && matches!(src, Operand::F32(_) | Operand::F64(_)) => {
            let f = tx.float(src, bits)?;
            tx.write_float(dst, f)
        }
        (dst, src) => match tx.val(src, bits)? {
            Val::Ptr(p) if bits == 64 => tx.write(dst, Val::Ptr(p)),
            _ => {
                let v = tx.int(src, bits)?;
                tx.write_int(dst, v)
            }
        },
    }
}

/// The widened product of `a` and `b` (`2 * bits` bits).
fn wide_mul<'ctx>(
    tx: &Tx<'_, 'ctx>,
    a: IntValue<'ctx>,
    b: IntValue<'ctx>,
    bits: u32,
    signed: bool,
) -> Res<IntValue<'ctx>> {
    let a = tx.extend(a, 2 * bits, signed)?;
    let b = tx.extend(b, 2 * bits, signed)?;
    Ok(tx.b().build_int_mul(a, b, "")?)
}

/// `mul.{lo,hi,wide}` (and the product part of `mad`): the result and its width.
pub(crate) fn int_mul<'ctx>(
    tx: &mut Tx<'_, 'ctx>,
    i: &Instruction,
    t: Ty,
) -> Res<(IntValue<'ctx>, u32)> {
    let bits = t.bits();
    let a = tx.int(op(i, 1)?, bits)?;
    let b = tx.int(op(i, 2)?, bits)?;
    if i.has("hi") {
        let p = wide_mul(tx, a, b, bits, t.signed())?;
        let hi = tx
            .b()
            .build_right_shift(p, tx.c(2 * bits, u64::from(bits)), false, "")?;
        Ok((tx.resize(hi, bits)?, bits))
    } else if i.has("wide") {
        Ok((wide_mul(tx, a, b, bits, t.signed())?, 2 * bits))
    } else {
        Ok((tx.b().build_int_mul(a, b, "")?, bits))
    }
}

/// `mul24` / `mad24`'s product: 48 bits of the low 24-bit halves, `.lo` or `.hi`.
fn mul24<'ctx>(tx: &mut Tx<'_, 'ctx>, i: &Instruction, t: Ty) -> Res<IntValue<'ctx>> {
    let a = tx.int(op(i, 1)?, 32)?;
    let b = tx.int(op(i, 2)?, 32)?;
    let a = tx.resize(a, 24)?;
    let b = tx.resize(b, 24)?;
    let p = wide_mul(tx, a, b, 24, t.signed())?;
    let p = tx.extend(p, 64, t.signed())?;
    if i.has("hi") {
        let s = tx.b().build_right_shift(p, tx.c(64, 16), false, "")?;
        tx.resize(s, 32)
    } else {
        tx.resize(p, 32)
    }
}

pub(crate) fn arith(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    let t = ty(i)?;
    let d = op(i, 0)?;
    if t.is_float() {
        return float_arith(tx, i, t);
    }
    if matches!(t, Ty::F16x2 | Ty::Bf16x2 | Ty::Pred) {
        return unsupported(format!("`{}`", i.mnemonic()));
    }
    let bits = t.bits();
    if i.has("cc") || matches!(i.opcode.as_str(), "addc" | "subc") {
        return super::carry::add_sub(tx, i);
    }
    match i.opcode.as_str() {
        "add" | "sub" => {
            only(i, &["sat"])?;
            let x = tx.int(op(i, 1)?, bits)?;
            let y = tx.int(op(i, 2)?, bits)?;
            let r = if i.has("sat") {
                if t != Ty::S(32) {
                    return unsupported(format!("`{}`", i.mnemonic()));
                }
                let name = if i.opcode == "add" {
                    "llvm.sadd.sat"
                } else {
                    "llvm.ssub.sat"
                };
                tx.llvm(name, &[x.get_type().into()], &[x.into(), y.into()])?
                    .into_int_value()
            } else if i.opcode == "add" {
                tx.b().build_int_add(x, y, "")?
            } else {
                tx.b().build_int_sub(x, y, "")?
            };
            tx.write_int(d, r)
        }
        "mul" => {
            only(i, &["lo", "hi", "wide"])?;
            let (r, _) = int_mul(tx, i, t)?;
            tx.write_int(d, r)
        }
        "sad" => {
            // c + |a - b|, the difference taken in the type's signedness.
            only(i, &[])?;
            let x = tx.int(op(i, 1)?, bits)?;
            let y = tx.int(op(i, 2)?, bits)?;
            let c = tx.int(op(i, 3)?, bits)?;
            let b = tx.b();
            let pred = if t.signed() {
                IntPredicate::SGT
            } else {
                IntPredicate::UGT
            };
            let gt = b.build_int_compare(pred, x, y, "")?;
            let (hi, lo) = (
                b.build_select(gt, x, y, "")?.into_int_value(),
                b.build_select(gt, y, x, "")?.into_int_value(),
            );
            let diff = b.build_int_sub(hi, lo, "")?;
            let r = b.build_int_add(c, diff, "")?;
            tx.write_int(d, r)
        }
        "mul24" => {
            only(i, &["lo", "hi"])?;
            let r = mul24(tx, i, t)?;
            tx.write_int(d, r)
        }
        "mad24" => {
            only(i, &["lo", "hi"])?;
            let r = mul24(tx, i, t)?;
            let c = tx.int(op(i, 3)?, 32)?;
            let r = tx.b().build_int_add(r, c, "")?;
            tx.write_int(d, r)
        }
        "neg" => {
            only(i, &[])?;
            let x = tx.int(op(i, 1)?, bits)?;
            let r = tx.b().build_int_neg(x, "")?;
            tx.write_int(d, r)
        }
        "abs" => {
            only(i, &[])?;
            let x = tx.int(op(i, 1)?, bits)?;
            let f = tx.ctx().bool_type().const_zero();
            let r = tx
                .llvm("llvm.abs", &[x.get_type().into()], &[x.into(), f.into()])?
                .into_int_value();
            tx.write_int(d, r)
        }
        "rem" | "div" => {
            only(i, &[])?;
            let x = tx.int(op(i, 1)?, bits)?;
            let y = tx.int(op(i, 2)?, bits)?;
            let r = int_div(tx, x, y, t, i.opcode == "rem")?;
            tx.write_int(d, r)
        }
        _ => unsupported(format!("`{}`", i.mnemonic())),
    }
}

/// Integer division or remainder. Division by zero (and the signed
/// overflow of `MIN / -1`) gives an unspecified value in PTX; here it
/// divides by 1 instead of being undefined.
pub(crate) fn int_div<'ctx>(
    tx: &Tx<'_, 'ctx>,
    x: IntValue<'ctx>,
    y: IntValue<'ctx>,
    t: Ty,
    rem: bool,
) -> Res<IntValue<'ctx>> {
    let bits = t.bits();
    let b = tx.b();
    let zero = b.build_int_compare(IntPredicate::EQ, y, tx.c(bits, 0), "")?;
    let bad = if t.signed() {
        let min = tx.c(bits, 1u64 << (bits - 1));
        let is_min = b.build_int_compare(IntPredicate::EQ, x, min, "")?;
        let ones =
            b.build_int_compare(IntPredicate::EQ, y, tx.int_type(bits).const_all_ones(), "")?;
        let ovf = b.build_and(is_min, ones, "")?;
        b.build_or(zero, ovf, "")?
    } else {
        zero
    };
    let y = b.build_select(bad, tx.c(bits, 1), y, "")?.into_int_value();
    Ok(match (t.signed(), rem) {
        (true, true) => b.build_int_signed_rem(x, y, "")?,
        (true, false) => b.build_int_signed_div(x, y, "")?,
        (false, true) => b.build_int_unsigned_rem(x, y, "")?,
        (false, false) => b.build_int_unsigned_div(x, y, "")?,
    })
}

fn float_arith(tx: &mut Tx<'_, '_>, i: &Instruction, t: Ty) -> Res<()> {
    if t == Ty::Bf16 {
        return unsupported(format!("`{}`", i.mnemonic()));
    }
    only(i, &["rn", "rz", "rm", "rp", "ftz", "sat"])?;
    let mode = super::float::rounding(i).filter(|m| *m != super::float::Rounding::Rn);
    if mode.is_some() && (!matches!(i.opcode.as_str(), "add" | "sub" | "mul") || t == Ty::F(16)) {
        return unsupported(format!("`{}`", i.mnemonic()));
    }
    let bits = t.bits();
    let ftz = i.has("ftz");
    let d = op(i, 0)?;
    let a = tx.float(op(i, 1)?, bits)?;
    let a = flush_if(tx, a, ftz)?;
    let b = tx.b();
    let r = match i.opcode.as_str() {
        "neg" => b.build_float_neg(a, "")?,
        "abs" => tx
            .llvm("llvm.fabs", &[a.get_type().into()], &[a.into()])?
            .into_float_value(),
        "add" | "sub" | "mul" | "copysign" => {
            let y = tx.float(op(i, 2)?, bits)?;
            let y = flush_if(tx, y, ftz)?;
            let b = tx.b();
            if let Some(m) = mode {
                let (y, mul) = match i.opcode.as_str() {
                    "sub" => (b.build_float_neg(y, "")?, false),
                    "mul" => (y, true),
                    _ => (y, false),
                };
                let r = if mul {
                    b.build_float_mul(a, y, "")?
                } else {
                    b.build_float_add(a, y, "")?
                };
                let r = super::directed::add_mul(tx, a, y, mul, r, m)?;
                let r = flush_if(tx, r, ftz)?;
                let r = if i.has("sat") { saturate(tx, r)? } else { r };
                return tx.write_float(d, r);
            }
            match i.opcode.as_str() {
                "add" => b.build_float_add(a, y, "")?,
                "sub" => b.build_float_sub(a, y, "")?,
                "mul" => b.build_float_mul(a, y, "")?,
                // d = |b| with the sign of a.
                _ => tx
                    .llvm(
                        "llvm.copysign",
                        &[a.get_type().into()],
                        &[y.into(), a.into()],
                    )?
                    .into_float_value(),
            }
        }
        _ => return unsupported(format!("`{}`", i.mnemonic())),
    };
    let r = flush_if(tx, r, ftz)?;
    let r = if i.has("sat") { saturate(tx, r)? } else { r };
    tx.write_float(d, r)
}

pub(crate) fn min_max(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    let t = ty(i)?;
    let d = op(i, 0)?;
    let max = i.opcode == "max";
    if t.is_float() {
        if t == Ty::Bf16 {
            return unsupported(format!("`{}`", i.mnemonic()));
        }
        only(i, &["ftz", "NaN", "xorsign", "abs"])?;
        let bits = t.bits();
        let a = tx.float(op(i, 1)?, bits)?;
        let b = tx.float(op(i, 2)?, bits)?;
        let a = flush_if(tx, a, i.has("ftz"))?;
        let b = flush_if(tx, b, i.has("ftz"))?;
        let r = if i.has("xorsign") {
            if !i.has("abs") {
                return unsupported(format!("`{}`", i.mnemonic()));
            }
            super::float::xorsign_abs(tx, a, b, max, i.has("NaN"))?
        } else {
            super::float::min_max(tx, a, b, max, i.has("NaN"))?
        };
        return tx.write_float(d, r);
    }
    only(i, &["relu"])?;
    if matches!(t, Ty::F16x2 | Ty::Bf16x2 | Ty::Pred) {
        return unsupported(format!("`{}`", i.mnemonic()));
    }
    let bits = t.bits();
    let a = tx.int(op(i, 1)?, bits)?;
    let b = tx.int(op(i, 2)?, bits)?;
    let pred = match (t.signed(), max) {
        (true, true) => IntPredicate::SGT,
        (true, false) => IntPredicate::SLT,
        (false, true) => IntPredicate::UGT,
        (false, false) => IntPredicate::ULT,
    };
    let bb = tx.b();
    let c = bb.build_int_compare(pred, a, b, "")?;
    let mut r = bb.build_select(c, a, b, "")?.into_int_value();
    if i.has("relu") {
        if !t.signed() {
            return unsupported(format!("`{}`", i.mnemonic()));
        }
        let neg = bb.build_int_compare(IntPredicate::SLT, r, tx.c(bits, 0), "")?;
        r = bb.build_select(neg, tx.c(bits, 0), r, "")?.into_int_value();
    }
    tx.write_int(d, r)
}

pub(crate) fn logic(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    if i.opcode == "shf" {
        return super::carry::shf(tx, i);
    }
    let t = ty(i)?;
    let d = op(i, 0)?;
    let bits = t.bits();
    match i.opcode.as_str() {
        "and" | "or" | "xor" => {
            only(i, &[])?;
            let (x, y) = if t == Ty::Pred {
                (tx.pred(op(i, 1)?)?, tx.pred(op(i, 2)?)?)
            } else {
                (tx.int(op(i, 1)?, bits)?, tx.int(op(i, 2)?, bits)?)
            };
            let b = tx.b();
            let r = match i.opcode.as_str() {
                "and" => b.build_and(x, y, "")?,
                "or" => b.build_or(x, y, "")?,
                _ => b.build_xor(x, y, "")?,
            };
            tx.write_int(d, r)
        }
        "not" => {
            only(i, &[])?;
            let x = if t == Ty::Pred {
                tx.pred(op(i, 1)?)?
            } else {
                tx.int(op(i, 1)?, bits)?
            };
            let r = tx.b().build_not(x, "")?;
            tx.write_int(d, r)
        }
        "cnot" => {
            only(i, &[])?;
            let x = tx.int(op(i, 1)?, bits)?;
            let z = tx
                .b()
                .build_int_compare(IntPredicate::EQ, x, tx.c(bits, 0), "")?;
            let r = tx.resize(z, bits)?;
            tx.write_int(d, r)
        }
        "shl" | "shr" => {
            only(i, &[])?;
            let x = tx.int(op(i, 1)?, bits)?;
            let n = tx.int(op(i, 2)?, 32)?;
            // Amounts past the width clamp to the width.
            let b = tx.b();
            let big = b.build_int_compare(IntPredicate::UGE, n, tx.c(32, u64::from(bits)), "")?;
            let n = tx.resize(n, bits)?;
            let safe = b
                .build_select(big, tx.c(bits, u64::from(bits - 1)), n, "")?
                .into_int_value();
            let r = match (i.opcode.as_str(), t.signed()) {
                ("shl", _) => {
                    let s = b.build_left_shift(x, safe, "")?;
                    b.build_select(big, tx.c(bits, 0), s, "")?.into_int_value()
                }
                (_, true) => b.build_right_shift(x, safe, true, "")?,
                _ => {
                    let s = b.build_right_shift(x, safe, false, "")?;
                    b.build_select(big, tx.c(bits, 0), s, "")?.into_int_value()
                }
            };
            tx.write_int(d, r)
        }
        "popc" | "clz" | "brev" => {
            only(i, &[])?;
            let x = tx.int(op(i, 1)?, bits)?;
            let f = tx.ctx().bool_type().const_zero();
            let r = match i.opcode.as_str() {
                "popc" => tx.llvm("llvm.ctpop", &[x.get_type().into()], &[x.into()])?,
                "clz" => tx.llvm("llvm.ctlz", &[x.get_type().into()], &[x.into(), f.into()])?,
                _ => tx.llvm("llvm.bitreverse", &[x.get_type().into()], &[x.into()])?,
            }
            .into_int_value();
            // popc and clz write a u32.
            let r = if i.opcode == "brev" {
                r
            } else {
                tx.resize(r, 32)?
            };
            tx.write_int(d, r)
        }
        "bfind" => {
            only(i, &["shiftamt"])?;
            let x = tx.int(op(i, 1)?, bits)?;
            let b = tx.b();
            let x = if t.signed() {
                let neg = b.build_int_compare(IntPredicate::SLT, x, tx.c(bits, 0), "")?;
                let inv = b.build_not(x, "")?;
                b.build_select(neg, inv, x, "")?.into_int_value()
            } else {
                x
            };
            let f = tx.ctx().bool_type().const_zero();
            let lz = tx
                .llvm("llvm.ctlz", &[x.get_type().into()], &[x.into(), f.into()])?
                .into_int_value();
            let lz = tx.resize(lz, 32)?;
            let b = tx.b();
            let none = b.build_int_compare(IntPredicate::EQ, x, tx.c(bits, 0), "")?;
            let pos = if i.has("shiftamt") {
                lz
            } else {
                b.build_int_sub(tx.c(32, u64::from(bits - 1)), lz, "")?
            };
            let r = b
                .build_select(none, tx.c(32, 0xffff_ffff), pos, "")?
                .into_int_value();
            tx.write_int(d, r)
        }
        _ => unsupported(format!("`{}`", i.mnemonic())),
    }
}

/// An integer or float comparison of `a` and `b` of type `t`.
fn cmp<'ctx>(
    tx: &mut Tx<'_, 'ctx>,
    i: &Instruction,
    how: &str,
    t: Ty,
    a: &Operand,
    b: &Operand,
) -> Res<IntValue<'ctx>> {
    let bits = t.bits();
    if t.is_float() {
        if t == Ty::Bf16 {
            return unsupported(format!("`{}`", i.mnemonic()));
        }
        let x = tx.float(a, bits)?;
        let y = tx.float(b, bits)?;
        let x = flush_if(tx, x, i.has("ftz"))?;
        let y = flush_if(tx, y, i.has("ftz"))?;
        use FloatPredicate::*;
        let p = match how {
            "eq" => OEQ,
            "ne" => ONE,
            "lt" => OLT,
            "le" => OLE,
            "gt" => OGT,
            "ge" => OGE,
            "equ" => UEQ,
            "neu" => UNE,
            "ltu" => ULT,
            "leu" => ULE,
            "gtu" => UGT,
            "geu" => UGE,
            "num" => ORD,
            "nan" => UNO,
            _ => return unsupported(format!("comparison `{how}` in `{}`", i.mnemonic())),
        };
        return Ok(tx.b().build_float_compare(p, x, y, "")?);
    }
    if matches!(t, Ty::Pred | Ty::F16x2 | Ty::Bf16x2) {
        return unsupported(format!("`{}`", i.mnemonic()));
    }
    let x = tx.int(a, bits)?;
    let y = tx.int(b, bits)?;
    use IntPredicate::*;
    let s = t.signed();
    let p = match how {
        "eq" => EQ,
        "ne" => NE,
        "lt" if s => SLT,
        "le" if s => SLE,
        "gt" if s => SGT,
        "ge" if s => SGE,
        "lt" | "lo" => ULT,
        "le" | "ls" => ULE,
        "gt" | "hi" => UGT,
        "ge" | "hs" => UGE,
        _ => return unsupported(format!("comparison `{how}` in `{}`", i.mnemonic())),
    };
    Ok(tx.b().build_int_compare(p, x, y, "")?)
}

const CMPS: &[&str] = &[
    "eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs", "equ", "neu", "ltu", "leu", "gtu",
    "geu", "num", "nan",
];

pub(crate) fn compare(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    if i.opcode == "selp" {
        only(i, &[])?;
        let t = ty(i)?;
        let c = tx.pred(op(i, 3)?)?;
        let a = tx.val(op(i, 1)?, t.bits())?;
        let b = tx.val(op(i, 2)?, t.bits())?;
        let r = match (a, b) {
            (Val::Ptr(x), Val::Ptr(y)) if x.get_type() == y.get_type() => {
                Val::Ptr(tx.b().build_select(c, x, y, "")?.into_pointer_value())
            }
            _ => {
                let x = tx.int(op(i, 1)?, t.bits())?;
                let y = tx.int(op(i, 2)?, t.bits())?;
                Val::Int(tx.b().build_select(c, x, y, "")?.into_int_value())
            }
        };
        return tx.write(op(i, 0)?, r);
    }
    let how = i
        .modifiers
        .iter()
        .find(|m| CMPS.contains(&m.as_str()))
        .cloned()
        .ok_or_else(|| {
            super::Refusal::Unsupported(format!("`{}` compares nothing", i.mnemonic()))
        })?;
    let bool_op = i
        .modifiers
        .iter()
        .find(|m| matches!(m.as_str(), "and" | "or" | "xor"))
        .cloned();
    let mut allowed = vec![how.as_str(), "ftz"];
    if let Some(bo) = &bool_op {
        allowed.push(bo.as_str());
    }
    only(i, &allowed)?;
    let tys = super::types(i);
    if i.opcode == "set" {
        // set.CmpOp.dtype.stype d, a, b: all ones (or 1.0) where the comparison holds.
        let [dt, st] = tys.as_slice() else {
            return unsupported(format!("`{}`", i.mnemonic()));
        };
        if bool_op.is_some() {
            return unsupported(format!("`{}`", i.mnemonic()));
        }
        let c = cmp(tx, i, &how, *st, op(i, 1)?, op(i, 2)?)?;
        let r = match dt {
            Ty::U(32) | Ty::S(32) | Ty::B(32) => tx
                .b()
                .build_select(c, tx.c(32, 0xffff_ffff), tx.c(32, 0), "")?
                .into_int_value(),
            Ty::F(32) => tx
                .b()
                .build_select(c, tx.c(32, 0x3f80_0000), tx.c(32, 0), "")?
                .into_int_value(),
            // One half of a packed `set`, or a 16-bit float result: 1.0 of
            // the type, or a 16-bit mask.
            Ty::U(16) | Ty::S(16) | Ty::B(16) | Ty::F(16) | Ty::Bf16 => {
                let one = match dt {
                    Ty::F(16) => 0x3c00,
                    Ty::Bf16 => 0x3f80,
                    _ => 0xffff,
                };
                tx.b()
                    .build_select(c, tx.c(16, one), tx.c(16, 0), "")?
                    .into_int_value()
            }
            _ => return unsupported(format!("`{}`", i.mnemonic())),
        };
        return tx.write_int(op(i, 0)?, r);
    }
    let t = ty(i)?;
    let c = cmp(tx, i, &how, t, op(i, 1)?, op(i, 2)?)?;
    let nc = tx.b().build_not(c, "")?;
    let (p, q) = match &bool_op {
        None => (c, nc),
        Some(bo) => {
            let extra = tx.pred(op(i, 3)?)?;
            let b = tx.b();
            let f = |x| -> Res<IntValue<'_>> {
                Ok(match bo.as_str() {
                    "and" => b.build_and(x, extra, "")?,
                    "or" => b.build_or(x, extra, "")?,
                    _ => b.build_xor(x, extra, "")?,
                })
            };
            (f(c)?, f(nc)?)
        }
    };
    match op(i, 0)? {
        Operand::Pair(pd, qd) => {
            tx.write_int(pd, p)?;
            tx.write_int(qd, q)
        }
        dst => tx.write_int(dst, p),
    }
}

pub(crate) fn prmt(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    only(i, &[])?;
    if ty(i)? != Ty::B(32) {
        return unsupported(format!("`{}`", i.mnemonic()));
    }
    let a = tx.int(op(i, 1)?, 32)?;
    let bv = tx.int(op(i, 2)?, 32)?;
    let c = tx.int(op(i, 3)?, 32)?;
    let lo = tx.resize(a, 64)?;
    let hi = tx.resize(bv, 64)?;
    let b = tx.b();
    let hi = b.build_left_shift(hi, tx.c(64, 32), "")?;
    let x = b.build_or(hi, lo, "")?;
    let mut d = tx.c(32, 0);
    for k in 0..4u64 {
        let sel = b.build_right_shift(c, tx.c(32, 4 * k), false, "")?;
        let idx = b.build_and(sel, tx.c(32, 7), "")?;
        let msb = b.build_and(sel, tx.c(32, 8), "")?;
        let msb = b.build_int_compare(IntPredicate::NE, msb, tx.c(32, 0), "")?;
        let shift = b.build_left_shift(idx, tx.c(32, 3), "")?;
        let shift = tx.resize(shift, 64)?;
        let byte = b.build_right_shift(x, shift, false, "")?;
        let byte = tx.resize(byte, 8)?;
        // Sign replication: the byte's top bit in all eight.
        let rep = b.build_right_shift(byte, tx.c(8, 7), true, "")?;
        let byte = b.build_select(msb, rep, byte, "")?.into_int_value();
        let byte = tx.resize(byte, 32)?;
        let byte = b.build_left_shift(byte, tx.c(32, 8 * k), "")?;
        d = b.build_or(d, byte, "")?;
    }
    tx.write_int(op(i, 0)?, d)
}

pub(crate) fn lop3(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    only(i, &[])?;
    if ty(i)? != Ty::B(32) || i.operands.len() != 5 {
        return unsupported(format!(
            "`{}` (only `lop3.b32 d, a, b, c, lut`)",
            i.mnemonic()
        ));
    }
    let a = tx.int(op(i, 1)?, 32)?;
    let bv = tx.int(op(i, 2)?, 32)?;
    let c = tx.int(op(i, 3)?, 32)?;
    let lut = tx
        .int(op(i, 4)?, 32)?
        .get_zero_extended_constant()
        .ok_or_else(|| {
            super::Refusal::Unsupported("`lop3` with a lookup table not known when lifting".into())
        })?;
    let b = tx.b();
    let (na, nb, nc) = (
        b.build_not(a, "")?,
        b.build_not(bv, "")?,
        b.build_not(c, "")?,
    );
    let mut d = tx.c(32, 0);
    for k in 0..8u64 {
        if lut & (1 << k) == 0 {
            continue;
        }
        let x = if k & 4 != 0 { a } else { na };
        let y = if k & 2 != 0 { bv } else { nb };
        let z = if k & 1 != 0 { c } else { nc };
        let term = b.build_and(x, y, "")?;
        let term = b.build_and(term, z, "")?;
        d = b.build_or(d, term, "")?;
    }
    tx.write_int(op(i, 0)?, d)
}

/// `(1 << n) - 1` on `bits` bits, all ones when `n >= bits` (n is 0..=255).
fn low_mask<'ctx>(tx: &Tx<'_, 'ctx>, n: IntValue<'ctx>, bits: u32) -> Res<IntValue<'ctx>> {
    let b = tx.b();
    let w = 2 * bits.max(32);
    let n = tx.resize(n, w)?;
    let big = b.build_int_compare(IntPredicate::UGE, n, tx.c(w, u64::from(bits)), "")?;
    let n = b
        .build_select(big, tx.c(w, u64::from(bits)), n, "")?
        .into_int_value();
    let one = b.build_left_shift(tx.c(w, 1), n, "")?;
    let m = b.build_int_sub(one, tx.c(w, 1), "")?;
    tx.resize(m, bits)
}

pub(crate) fn bitfield(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    only(i, &[])?;
    let t = ty(i)?;
    let bits = t.bits();
    if !matches!(bits, 32 | 64) {
        return unsupported(format!("`{}`", i.mnemonic()));
    }
    let msb = u64::from(bits - 1);
    if i.opcode == "bfe" {
        let a = tx.int(op(i, 1)?, bits)?;
        let pos = tx.int(op(i, 2)?, 32)?;
        let len = tx.int(op(i, 3)?, 32)?;
        let b = tx.b();
        let pos = b.build_and(pos, tx.c(32, 0xff), "")?;
        let len = b.build_and(len, tx.c(32, 0xff), "")?;
        // Bits pos .. pos+len-1 of a (those within the word), the rest
        // filled with the sign bit a[min(pos+len-1, msb)] for .s (0 if len is 0).
        let in_range = b.build_int_compare(IntPredicate::ULE, pos, tx.c(32, msb), "")?;
        let safe_pos = b
            .build_select(in_range, pos, tx.c(32, 0), "")?
            .into_int_value();
        let sp = tx.resize(safe_pos, bits)?;
        let shifted = b.build_right_shift(a, sp, false, "")?;
        let shifted = b
            .build_select(in_range, shifted, tx.c(bits, 0), "")?
            .into_int_value();
        // Valid bits: min(len, bits - pos) where pos is in range, else 0.
        let room = b.build_int_sub(tx.c(32, u64::from(bits)), safe_pos, "")?;
        let n = b.build_select(
            b.build_int_compare(IntPredicate::ULT, len, room, "")?,
            len,
            room,
            "",
        )?;
        let n = b
            .build_select(in_range, n.into_int_value(), tx.c(32, 0), "")?
            .into_int_value();
        let mask = low_mask(tx, n, bits)?;
        let b = tx.b();
        let field = b.build_and(shifted, mask, "")?;
        let r = if t.signed() {
            let top = b.build_int_add(pos, len, "")?;
            let top = b.build_int_sub(top, tx.c(32, 1), "")?;
            let top = b.build_select(
                b.build_int_compare(IntPredicate::ULT, top, tx.c(32, msb), "")?,
                top,
                tx.c(32, msb),
                "",
            )?;
            let top = tx.resize(top.into_int_value(), bits)?;
            let b = tx.b();
            let sbit = b.build_right_shift(a, top, false, "")?;
            let sbit = b.build_and(sbit, tx.c(bits, 1), "")?;
            let zero_len = b.build_int_compare(IntPredicate::EQ, len, tx.c(32, 0), "")?;
            let set = b.build_int_compare(IntPredicate::NE, sbit, tx.c(bits, 0), "")?;
            let set = b.build_and(set, b.build_not(zero_len, "")?, "")?;
            let fill = b.build_not(mask, "")?;
            let fill = b
                .build_select(set, fill, tx.c(bits, 0), "")?
                .into_int_value();
            b.build_or(field, fill, "")?
        } else {
            field
        };
        return tx.write_int(op(i, 0)?, r);
    }
    // bfi f, a, b, pos, len: b with a's low len bits at pos (those within the word).
    let a = tx.int(op(i, 1)?, bits)?;
    let base = tx.int(op(i, 2)?, bits)?;
    let pos = tx.int(op(i, 3)?, 32)?;
    let len = tx.int(op(i, 4)?, 32)?;
    let b = tx.b();
    let pos = b.build_and(pos, tx.c(32, 0xff), "")?;
    let len = b.build_and(len, tx.c(32, 0xff), "")?;
    let in_range = b.build_int_compare(IntPredicate::ULE, pos, tx.c(32, msb), "")?;
    let safe_pos = b
        .build_select(in_range, pos, tx.c(32, 0), "")?
        .into_int_value();
    let mask = low_mask(tx, len, bits)?;
    let b = tx.b();
    let sp = tx.resize(safe_pos, bits)?;
    let mask = b.build_left_shift(mask, sp, "")?;
    let mask = b
        .build_select(in_range, mask, tx.c(bits, 0), "")?
        .into_int_value();
    let ins = b.build_left_shift(a, sp, "")?;
    let ins = b.build_and(ins, mask, "")?;
    let keep = b.build_and(base, b.build_not(mask, "")?, "")?;
    let r = b.build_or(keep, ins, "")?;
    tx.write_int(op(i, 0)?, r)
}
