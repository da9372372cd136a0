//! Integer dot products and byte-wise SIMD: `dp4a`, `dp2a` (CUDA's
//! `__dp4a`, `__dp2a_lo`/`_hi`) and the four-byte video instructions
//! `vadd4`/`vsub4`/`vmin4`/`vmax4`/`vabsdiff4` (CUDA's `__vaddss4`,
//! `__vsubss4`, ...), as integer arithmetic.

use inkwell::IntPredicate;
use inkwell::values::IntValue;

use super::{Res, Tx, Ty, only, op, types, unsupported};
use crate::nvvm::ptx::Instruction;

/// Part `k` (of `bits` bits) of `v`, sign- or zero-extended to 32 bits.
fn part<'ctx>(
    tx: &Tx<'_, 'ctx>,
    v: IntValue<'ctx>,
    k: u32,
    bits: u32,
    signed: bool,
) -> Res<IntValue<'ctx>> {
    let s = tx
        .b()
        .build_right_shift(v, tx.c(32, u64::from(k * bits)), false, "")?;
    let s = tx.resize(s, bits)?;
    tx.extend(s, 32, signed)
}

/// `dp4a.atype.btype d, a, b, c`: `c` plus the four byte products;
/// `dp2a.{lo,hi}.atype.btype d, a, b, c`: `c` plus the two 16-bit halves
/// of `a` times bytes 0 and 1 (`.lo`) or 2 and 3 (`.hi`) of `b`.
pub(crate) fn dot(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    only(i, &["lo", "hi"])?;
    let [at, bt] = types(i)[..] else {
        return unsupported(format!("`{}` needs two types", i.mnemonic()));
    };
    if !matches!(at, Ty::U(32) | Ty::S(32)) || !matches!(bt, Ty::U(32) | Ty::S(32)) {
        return unsupported(format!("`{}`", i.mnemonic()));
    }
    let a = tx.int(op(i, 1)?, 32)?;
    let b = tx.int(op(i, 2)?, 32)?;
    let mut acc = tx.int(op(i, 3)?, 32)?;
    let (n, abits, first) = match (i.opcode.as_str(), i.has("hi")) {
        ("dp4a", _) => (4, 8, 0),
        (_, false) => (2, 16, 0),
        (_, true) => (2, 16, 2),
    };
    if i.opcode == "dp2a" && !(i.has("lo") ^ i.has("hi")) {
        return unsupported(format!("`{}` needs `.lo` or `.hi`", i.mnemonic()));
    }
    for k in 0..n {
        let x = part(tx, a, k, abits, at.signed())?;
        let y = part(tx, b, first + k, 8, bt.signed())?;
        let p = tx.b().build_int_mul(x, y, "")?;
        acc = tx.b().build_int_add(acc, p, "")?;
    }
    tx.write_int(op(i, 0)?, acc)
}

/// `v{add,sub,min,max,absdiff}4.dtype.atype.btype{.sat} d, a, b, c`: the
/// operation on each byte, saturated to the destination's byte type with
/// `.sat`, packed (no byte selectors or secondary operation).
pub(crate) fn video4(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    only(i, &["sat"])?;
    let tys = types(i);
    let [dt, at, bt] = tys[..] else {
        return unsupported(format!("`{}` needs three types", i.mnemonic()));
    };
    if [dt, at, bt]
        .iter()
        .any(|t| !matches!(t, Ty::U(32) | Ty::S(32)))
    {
        return unsupported(format!("`{}`", i.mnemonic()));
    }
    if matches!(op(i, 1)?, crate::nvvm::ptx::Operand::Vector(_)) {
        return unsupported(format!("`{}` with byte selectors", i.mnemonic()));
    }
    let a = tx.int(op(i, 1)?, 32)?;
    let b = tx.int(op(i, 2)?, 32)?;
    let (lo, hi) = if dt.signed() {
        (-128i64, 127i64)
    } else {
        (0, 255)
    };
    let mut out = tx.c(32, 0);
    for k in 0..4 {
        let x = part(tx, a, k, 8, at.signed())?;
        let y = part(tx, b, k, 8, bt.signed())?;
        let bld = tx.b();
        let r = match i.opcode.as_str() {
            "vadd4" => bld.build_int_add(x, y, "")?,
            "vsub4" => bld.build_int_sub(x, y, "")?,
            "vmin4" | "vmax4" => {
                let pred = match (i.opcode == "vmax4", at.signed() || bt.signed()) {
                    (true, true) => IntPredicate::SGT,
                    (true, false) => IntPredicate::UGT,
                    (false, true) => IntPredicate::SLT,
                    (false, false) => IntPredicate::ULT,
                };
                let c = bld.build_int_compare(pred, x, y, "")?;
                bld.build_select(c, x, y, "")?.into_int_value()
            }
            _ => {
                let d = bld.build_int_sub(x, y, "")?;
                let n = bld.build_int_neg(d, "")?;
                let neg = bld.build_int_compare(IntPredicate::SLT, d, tx.c(32, 0), "")?;
                bld.build_select(neg, n, d, "")?.into_int_value()
            }
        };
        let r = if i.has("sat") {
            let bld = tx.b();
            let lo_c = tx.c(32, lo as u64);
            let hi_c = tx.c(32, hi as u64);
            let under = bld.build_int_compare(IntPredicate::SLT, r, lo_c, "")?;
            let r = bld.build_select(under, lo_c, r, "")?.into_int_value();
            let over = bld.build_int_compare(IntPredicate::SGT, r, hi_c, "")?;
            bld.build_select(over, hi_c, r, "")?.into_int_value()
        } else {
            r
        };
        let bld = tx.b();
        let r = bld.build_and(r, tx.c(32, 0xff), "")?;
        let r = bld.build_left_shift(r, tx.c(32, 8 * u64::from(k)), "")?;
        out = bld.build_or(out, r, "")?;
    }
    tx.write_int(op(i, 0)?, out)
}
