//! Half-precision arithmetic: `bf16` scalars and the packed `f16x2` and
//! `bf16x2` pairs, as CUDA's `cuda_fp16.hpp` and `cuda_bf16.hpp` write them
//! in inline asm (`fma.rn.bf16`, `max.NaN.bf16x2`, `set.eq.u32.f16x2`,
//! `neg.f16x2`, ...).
//!
//! - A packed instruction is the scalar instruction twice, on the low and
//!   the high 16 bits of each operand (a `setp` writes its two predicates
//!   `p|q` from the low and the high halves).
//! - A `bf16` instruction (and an `f16` `.approx` one) runs on its operands
//!   widened exactly to `f32` (`f64` for `fma`) and is rounded back once,
//!   to nearest even. For `add`, `sub` and `mul` the wider result rounded
//!   again is the correctly rounded one (24 ≥ 2·8 + 2 bits); `fma` is
//!   exact in `f64` up to its one rounding there, which is to odd, so that
//!   the second rounding gives the correctly rounded `bf16`. `min`, `max`
//!   and comparisons are exact in `f32`; `neg` and `abs` flip or clear the
//!   sign bit.

use std::collections::HashMap;

use inkwell::values::IntValue;

use super::float::{Rounding, narrow};
use super::{Reg, Res, Tx, Ty, op, types, unsupported};
use crate::nvvm::ptx::{Instruction, Operand};

/// Opcodes whose packed forms are two scalar instructions.
const PACKED: &[&str] = &[
    "add", "sub", "mul", "fma", "neg", "abs", "min", "max", "set", "setp", "ex2", "tanh",
];

/// Opcodes whose `bf16` form runs on widened operands.
const WIDENED: &[&str] = &[
    "add", "sub", "mul", "fma", "min", "max", "set", "setp", "ex2", "tanh",
];

/// Translates `i` here when it is a packed or a `bf16` instruction that
/// the scalar rows do not take; `None` leaves it to its row.
pub(crate) fn route(tx: &mut Tx<'_, '_>, i: &Instruction) -> Option<Res<()>> {
    if super::fp8::is_fp8(i) {
        return Some(super::fp8::cvt(tx, i));
    }
    let tys = types(i);
    let op = i.opcode.as_str();
    if PACKED.contains(&op) && tys.iter().any(|t| matches!(t, Ty::F16x2 | Ty::Bf16x2)) {
        return Some(packed(tx, i));
    }
    let bf16 = tys.contains(&Ty::Bf16);
    if bf16 && matches!(op, "neg" | "abs") {
        return Some(sign_bit(tx, i));
    }
    let f16_approx = matches!(op, "ex2" | "tanh") && tys.contains(&Ty::F(16));
    if (bf16 && WIDENED.contains(&op)) || f16_approx {
        return Some(widened(tx, i));
    }
    None
}

/// Runs `f` with a scope of temporary registers, dropped after.
fn scoped<'ctx, T>(tx: &mut Tx<'_, 'ctx>, f: impl FnOnce(&mut Tx<'_, 'ctx>) -> Res<T>) -> Res<T> {
    tx.scopes.push(HashMap::new());
    let r = f(tx);
    tx.scopes.pop();
    r
}

/// A fresh register of `bits` bits in the innermost scope.
fn temp(tx: &mut Tx<'_, '_>, bits: u32) -> Res<Operand> {
    let depth = tx.scopes.len();
    let scope = tx
        .scopes
        .last_mut()
        .ok_or_else(|| super::Refusal::Llvm("no register scope".into()))?;
    let name = format!("%gj.half.{depth}.{}", scope.len());
    scope.insert(
        name.clone(),
        Reg {
            bits,
            val: None,
            slot: None,
        },
    );
    Ok(Operand::Reg(name))
}

fn scalar_of(t: Ty) -> Ty {
    match t {
        Ty::F16x2 => Ty::F(16),
        Ty::Bf16x2 => Ty::Bf16,
        // `set.CMP.u32.f16x2`: each half is a 16-bit mask.
        Ty::U(32) => Ty::U(16),
        Ty::S(32) => Ty::S(16),
        Ty::B(32) => Ty::B(16),
        t => t,
    }
}

fn ty_name(t: Ty) -> String {
    match t {
        Ty::B(b) => format!("b{b}"),
        Ty::U(b) => format!("u{b}"),
        Ty::S(b) => format!("s{b}"),
        Ty::F(b) => format!("f{b}"),
        Ty::Bf16 => "bf16".into(),
        Ty::Pred => "pred".into(),
        Ty::F16x2 => "f16x2".into(),
        Ty::Bf16x2 => "bf16x2".into(),
    }
}

/// `i` with each type modifier replaced by `f(type)`.
fn retyped(i: &Instruction, f: impl Fn(Ty) -> Ty) -> Instruction {
    let mut out = i.clone();
    out.guard = None;
    out.modifiers = i
        .modifiers
        .iter()
        .map(|m| Ty::parse(m).map_or_else(|| m.clone(), |t| ty_name(f(t))))
        .collect();
    out
}

/// The 16-bit half `h` (0: low) of a 32-bit operand, as an operand.
fn half_operand(tx: &mut Tx<'_, '_>, o: &Operand, h: u32) -> Res<Operand> {
    match o {
        Operand::Int(v) => Ok(Operand::Int((*v >> (16 * h)) & 0xffff)),
        Operand::Not(inner) => Ok(Operand::Not(Box::new(half_operand(tx, inner, h)?))),
        Operand::Arg(_) | Operand::Reg(_) => {
            let v = tx.int(o, 32)?;
            let s = tx
                .b()
                .build_right_shift(v, tx.c(32, 16 * u64::from(h)), false, "")?;
            let s = tx.resize(s, 16)?;
            let r = temp(tx, 16)?;
            tx.write_int(&r, s)?;
            Ok(r)
        }
        other => unsupported(format!("{other:?} as a packed operand")),
    }
}

/// A packed instruction as two scalar ones.
fn packed(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    let scalar = retyped(i, scalar_of);
    let setp = i.opcode == "setp";
    // `setp.CMP.f16x2 p|q, a, b[, c]`: p from the low halves, q from the
    // high ones; the optional `c` predicate is shared.
    let (dests, sources): (Vec<Operand>, usize) = if setp {
        match op(i, 0)? {
            Operand::Pair(p, q) => (vec![(**p).clone(), (**q).clone()], 2),
            _ => return unsupported(format!("`{}` needs a `p|q` destination", i.mnemonic())),
        }
    } else {
        (Vec::new(), i.operands.len())
    };
    scoped(tx, |tx| {
        let mut halves: Vec<IntValue<'_>> = Vec::new();
        for h in 0..2u32 {
            let mut inst = scalar.clone();
            for k in 1..sources.min(i.operands.len()) {
                inst.operands[k] = half_operand(tx, &i.operands[k], h)?;
            }
            if setp {
                inst.operands[0] = dests[h as usize].clone();
                tx.instruction(&inst)?;
            } else {
                let d = temp(tx, 16)?;
                inst.operands[0] = d.clone();
                tx.instruction(&inst)?;
                halves.push(tx.int(&d, 16)?);
            }
        }
        if setp {
            return Ok(());
        }
        let lo = tx.resize(halves[0], 32)?;
        let hi = tx.resize(halves[1], 32)?;
        let hi = tx.b().build_left_shift(hi, tx.c(32, 16), "")?;
        let v = tx.b().build_or(hi, lo, "")?;
        tx.write_int(op(i, 0)?, v)
    })
}

/// `neg.bf16` and `abs.bf16`: the sign bit flipped or cleared.
fn sign_bit(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    super::only(i, &[])?;
    let x = tx.int(op(i, 1)?, 16)?;
    let r = if i.opcode == "neg" {
        tx.b().build_xor(x, tx.c(16, 0x8000), "")?
    } else {
        tx.b().build_and(x, tx.c(16, 0x7fff), "")?
    };
    tx.write_int(op(i, 0)?, r)
}

/// A `bf16` (or `f16` `.approx`) instruction on widened operands, its
/// 16-bit float result rounded back once.
fn widened(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    let tys = types(i);
    let narrow_t = if tys.contains(&Ty::Bf16) {
        Ty::Bf16
    } else {
        Ty::F(16)
    };
    let wide_bits = if i.opcode == "fma" { 64 } else { 32 };
    let wide = retyped(i, |t| if t == narrow_t { Ty::F(wide_bits) } else { t });
    // The destination is a 16-bit float unless the instruction writes a
    // predicate (`setp`) or `set` writes an integer mask.
    let float_dest = match i.opcode.as_str() {
        "setp" => false,
        "set" => tys.first() == Some(&narrow_t),
        _ => true,
    };
    // `set`/`setp` with a predicate source (`c`) keep it as it is.
    let sources = match i.opcode.as_str() {
        "fma" => 4,
        "set" | "setp" => 3,
        "ex2" | "tanh" => 2,
        _ => 3,
    }
    .min(i.operands.len());
    scoped(tx, |tx| {
        let mut inst = wide.clone();
        for k in 1..sources {
            inst.operands[k] = widen(tx, &i.operands[k], narrow_t, wide_bits)?;
        }
        if !float_dest {
            return tx.instruction(&inst);
        }
        let d = temp(tx, wide_bits)?;
        inst.operands[0] = d.clone();
        tx.instruction(&inst)?;
        let r = tx.float(&d, wide_bits)?;
        let t = if narrow_t == Ty::Bf16 {
            tx.ctx().bf16_type()
        } else {
            tx.ctx().f16_type()
        };
        let r = if wide_bits == 64 {
            to_odd_f32(tx, r)?
        } else {
            r
        };
        let r = narrow(tx, r, t, Rounding::Rn)?;
        // A NaN result is the canonical NaN, as PTX gives it.
        let nan = tx
            .b()
            .build_float_compare(inkwell::FloatPredicate::UNO, r, r, "")?;
        let bits = tx
            .b()
            .build_bit_cast(r, tx.int_type(16), "")?
            .into_int_value();
        let bits = tx
            .b()
            .build_select(nan, tx.c(16, 0x7fff), bits, "")?
            .into_int_value();
        tx.write_int(op(i, 0)?, bits)
    })
}

/// A 16-bit float operand widened exactly to `bits` bits.
fn widen(tx: &mut Tx<'_, '_>, o: &Operand, t: Ty, bits: u32) -> Res<Operand> {
    let x = tx.int(o, 16)?;
    let ft = if t == Ty::Bf16 {
        tx.ctx().bf16_type()
    } else {
        tx.ctx().f16_type()
    };
    let x = tx.b().build_bit_cast(x, ft, "")?.into_float_value();
    let w = tx.b().build_float_ext(x, tx.float_type(bits)?, "")?;
    let r = temp(tx, bits)?;
    tx.write_float(&r, w)?;
    Ok(r)
}

/// An `f64` rounded to `f32` to odd: toward zero, with the last bit set
/// where that was inexact. Rounding the result again to a format of at
/// most 22 bits of precision gives the correctly rounded value.
pub(crate) fn to_odd_f32<'ctx>(
    tx: &Tx<'_, 'ctx>,
    x: inkwell::values::FloatValue<'ctx>,
) -> Res<inkwell::values::FloatValue<'ctx>> {
    let f32t = tx.ctx().f32_type();
    let z = narrow(tx, x, f32t, Rounding::Rz)?;
    let b = tx.b();
    let back = b.build_float_ext(z, x.get_type(), "")?;
    let inexact = b.build_float_compare(inkwell::FloatPredicate::ONE, back, x, "")?;
    let bits = b.build_bit_cast(z, tx.int_type(32), "")?.into_int_value();
    let odd = b.build_or(bits, tx.c(32, 1), "")?;
    let r = b.build_select(inexact, odd, bits, "")?.into_int_value();
    Ok(b.build_bit_cast(r, f32t, "")?.into_float_value())
}
