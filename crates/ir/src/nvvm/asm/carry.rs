//! Extended-precision integer arithmetic and funnel shifts: `add.cc`,
//! `addc`, `sub.cc`, `subc`, `mad.lo/hi.cc`, `madc`, and `shf`.
//!
//! The carry flag (`CC.CF`) is register [`CARRY`], one bit: the carry out of
//! an addition, the borrow out of a subtraction, as PTX defines them.

use inkwell::IntPredicate;
use inkwell::values::IntValue;

use super::{Res, Tx, Ty, only, op, ty, unsupported};
use crate::nvvm::ptx::{Instruction, Operand};

/// The register holding `CC.CF`.
pub(crate) const CARRY: &str = "%%cc.cf";

fn carry_in<'ctx>(tx: &mut Tx<'_, 'ctx>, bits: u32) -> Res<IntValue<'ctx>> {
    let c = tx.int(&Operand::Reg(CARRY.into()), 1)?;
    tx.resize(c, bits)
}

fn carry_out<'ctx>(tx: &mut Tx<'_, 'ctx>, c: IntValue<'ctx>) -> Res<()> {
    tx.write_int(&Operand::Reg(CARRY.into()), c)
}

/// `x + y + cin` (or `x - y - cin`) and its carry (borrow) out.
fn add_with_carry<'ctx>(
    tx: &mut Tx<'_, 'ctx>,
    x: IntValue<'ctx>,
    y: IntValue<'ctx>,
    cin: IntValue<'ctx>,
    sub: bool,
) -> Res<(IntValue<'ctx>, IntValue<'ctx>)> {
    let b = tx.b();
    if sub {
        let d = b.build_int_sub(x, y, "")?;
        let d = b.build_int_sub(d, cin, "")?;
        // Borrow: x < y + cin, computed without overflow.
        let lt = b.build_int_compare(IntPredicate::ULT, x, y, "")?;
        let eq = b.build_int_compare(IntPredicate::EQ, x, y, "")?;
        let cin1 = b.build_int_compare(IntPredicate::NE, cin, cin.get_type().const_zero(), "")?;
        let eq_borrow = b.build_and(eq, cin1, "")?;
        return Ok((d, b.build_or(lt, eq_borrow, "")?));
    }
    let s = b.build_int_add(x, y, "")?;
    let c1 = b.build_int_compare(IntPredicate::ULT, s, x, "")?;
    let s2 = b.build_int_add(s, cin, "")?;
    let c2 = b.build_int_compare(IntPredicate::ULT, s2, s, "")?;
    Ok((s2, b.build_or(c1, c2, "")?))
}

fn int_type_of(i: &Instruction) -> Res<Ty> {
    let t = ty(i)?;
    if !matches!(t, Ty::U(32) | Ty::S(32) | Ty::U(64) | Ty::S(64)) {
        return unsupported(format!("`{}`", i.mnemonic()));
    }
    Ok(t)
}

/// `add.cc`, `addc{.cc}`, `sub.cc`, `subc{.cc}`.
pub(crate) fn add_sub(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    only(i, &["cc"])?;
    let t = int_type_of(i)?;
    let bits = t.bits();
    let x = tx.int(op(i, 1)?, bits)?;
    let y = tx.int(op(i, 2)?, bits)?;
    let cin = if i.opcode.ends_with('c') {
        carry_in(tx, bits)?
    } else {
        tx.c(bits, 0)
    };
    let (d, cout) = add_with_carry(tx, x, y, cin, i.opcode.starts_with("sub"))?;
    tx.write_int(op(i, 0)?, d)?;
    if i.has("cc") {
        carry_out(tx, cout)?;
    }
    Ok(())
}

/// `mad.lo.cc`, `mad.hi.cc`, `madc.lo{.cc}`, `madc.hi{.cc}`.
pub(crate) fn mad(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    only(i, &["cc", "lo", "hi"])?;
    let t = int_type_of(i)?;
    if !i.has("lo") && !i.has("hi") {
        return unsupported(format!("`{}`", i.mnemonic()));
    }
    let bits = t.bits();
    let (p, _) = super::arith::int_mul(tx, i, t)?;
    let c = tx.int(op(i, 3)?, bits)?;
    let cin = if i.opcode == "madc" {
        carry_in(tx, bits)?
    } else {
        tx.c(bits, 0)
    };
    let (d, cout) = add_with_carry(tx, p, c, cin, false)?;
    tx.write_int(op(i, 0)?, d)?;
    if i.has("cc") {
        carry_out(tx, cout)?;
    }
    Ok(())
}

/// `shf.{l,r}.{wrap,clamp}.b32 d, a, b, c`: the 64-bit `b:a` shifted by `c`
/// (modulo 32, or at most 32), its upper (`.l`) or lower (`.r`) half.
pub(crate) fn shf(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    only(i, &["l", "r", "wrap", "clamp"])?;
    let left = i.has("l");
    if left == i.has("r") || i.has("wrap") == i.has("clamp") || ty(i)? != Ty::B(32) {
        return unsupported(format!("`{}`", i.mnemonic()));
    }
    let a = tx.int(op(i, 1)?, 32)?;
    let b = tx.int(op(i, 2)?, 32)?;
    let c = tx.int(op(i, 3)?, 32)?;
    let n = if i.has("wrap") {
        tx.b().build_and(c, tx.c(32, 31), "")?
    } else {
        tx.llvm(
            "llvm.umin",
            &[c.get_type().into()],
            &[c.into(), tx.c(32, 32).into()],
        )?
        .into_int_value()
    };
    let name = if left { "llvm.fshl" } else { "llvm.fshr" };
    let t = a.get_type().into();
    let r = tx
        .llvm(name, &[t], &[b.into(), a.into(), n.into()])?
        .into_int_value();
    // A shift by 32 (clamped) leaves the other word whole.
    let whole = tx
        .b()
        .build_int_compare(IntPredicate::EQ, n, tx.c(32, 32), "")?;
    let other = if left { a } else { b };
    let r = tx.b().build_select(whole, other, r, "")?.into_int_value();
    tx.write_int(op(i, 0)?, r)
}
