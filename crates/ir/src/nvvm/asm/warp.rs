//! Warp and block operations: `shfl`, votes, `redux`, `match`, barriers and
//! fences. Warps are CUDA's 32 lanes on every target (see the module docs of
//! [`crate::nvvm`]); member masks are not read: the lanes that execute an
//! operation take part (`activemask` on NVIDIA, EXEC on AMD).

use inkwell::AddressSpace;
use inkwell::AtomicOrdering;
use inkwell::IntPredicate;
use inkwell::module::Linkage;
use inkwell::values::IntValue;

use super::{Refusal, Res, Tx, Ty, only, op, ty, types, unsupported};
use crate::nvvm::ptx::{Instruction, Operand};
use crate::{Axis, Intrinsic, MemScope, ShuffleKind};

/// Value `v` (32 or 64 bits) of lane `lane` (0..32) of the thread's warp.
pub(super) fn read_lane<'ctx>(
    tx: &Tx<'_, 'ctx>,
    v: IntValue<'ctx>,
    lane: IntValue<'ctx>,
) -> Res<IntValue<'ctx>> {
    Ok(crate::mma::warp::read_lane(tx.l.module, tx.b(), v, lane)?)
}

pub(crate) fn shfl(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    only(i, &["sync", "up", "down", "bfly", "idx"])?;
    if ty(i)? != Ty::B(32) {
        return unsupported(format!("`{}`", i.mnemonic()));
    }
    let mode = i
        .modifiers
        .iter()
        .find(|m| matches!(m.as_str(), "up" | "down" | "bfly" | "idx"))
        .cloned()
        .ok_or_else(|| Refusal::Unsupported(format!("`{}` has no mode", i.mnemonic())))?;
    let a = tx.int(op(i, 1)?, 32)?;
    let bv = tx.int(op(i, 2)?, 32)?;
    let c = tx.int(op(i, 3)?, 32)?;
    let lane = tx.l.lane32()?;
    let b = tx.b();
    let c31 = tx.c(32, 31);
    // PTX's source lane: b[4:0] and c's clamp (c[4:0]) and segment mask (c[12:8]).
    let bval = b.build_and(bv, c31, "")?;
    let cval = b.build_and(c, c31, "")?;
    let seg = b.build_right_shift(c, tx.c(32, 8), false, "")?;
    let seg = b.build_and(seg, c31, "")?;
    let nseg = b.build_not(seg, "")?;
    let min_lane = b.build_and(lane, seg, "")?;
    let max_lane = b.build_or(min_lane, b.build_and(cval, nseg, "")?, "")?;
    let (j, valid) = match mode.as_str() {
        "up" => {
            let j = b.build_int_sub(lane, bval, "")?;
            (j, b.build_int_compare(IntPredicate::SGE, j, max_lane, "")?)
        }
        "down" => {
            let j = b.build_int_add(lane, bval, "")?;
            (j, b.build_int_compare(IntPredicate::SLE, j, max_lane, "")?)
        }
        "bfly" => {
            let j = b.build_xor(lane, bval, "")?;
            (j, b.build_int_compare(IntPredicate::SLE, j, max_lane, "")?)
        }
        _ => {
            let j = b.build_or(min_lane, b.build_and(bval, nseg, "")?, "")?;
            (j, b.build_int_compare(IntPredicate::SLE, j, max_lane, "")?)
        }
    };
    let j = b.build_select(valid, j, lane, "")?.into_int_value();
    let r = read_lane(tx, a, j)?;
    match op(i, 0)? {
        Operand::Pair(d, p) => {
            tx.write_int(d, r)?;
            tx.write_int(p, valid)
        }
        d => tx.write_int(d, r),
    }
}

/// A butterfly reduction over the 32-lane warp.
fn reduce<'ctx>(
    tx: &Tx<'_, 'ctx>,
    v: IntValue<'ctx>,
    f: impl Fn(&Tx<'_, 'ctx>, IntValue<'ctx>, IntValue<'ctx>) -> Res<IntValue<'ctx>>,
) -> Res<IntValue<'ctx>> {
    let mut acc = v;
    for k in [16u64, 8, 4, 2, 1] {
        let other = tx.gj_int(
            Intrinsic::Shuffle(ShuffleKind::Xor),
            &[acc, tx.c(32, k), tx.c(32, 32)],
        )?;
        acc = f(tx, acc, other)?;
    }
    Ok(acc)
}

/// `x op y` for `redux.sync`'s operation `how` (`add`, `and`, `or`, `xor`,
/// `min`, `max`; `signed` for the latter two).
fn combine<'ctx>(
    tx: &Tx<'_, 'ctx>,
    how: &str,
    signed: bool,
    x: IntValue<'ctx>,
    y: IntValue<'ctx>,
) -> Res<IntValue<'ctx>> {
    let b = tx.b();
    Ok(match how {
        "add" => b.build_int_add(x, y, "")?,
        "and" => b.build_and(x, y, "")?,
        "or" => b.build_or(x, y, "")?,
        "xor" => b.build_xor(x, y, "")?,
        m => {
            let pred = match (m, signed) {
                ("min", true) => IntPredicate::SLT,
                ("min", false) => IntPredicate::ULT,
                ("max", true) => IntPredicate::SGT,
                _ => IntPredicate::UGT,
            };
            let c = b.build_int_compare(pred, x, y, "")?;
            b.build_select(c, x, y, "")?.into_int_value()
        }
    })
}

pub(crate) fn vote(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    match i.opcode.as_str() {
        "activemask" => {
            only(i, &[])?;
            let all = tx.ctx().bool_type().const_all_ones();
            let m = tx.l.ballot32(all)?;
            tx.write_int(op(i, 0)?, m)
        }
        "vote" => {
            only(i, &["sync", "ballot", "any", "all", "uni"])?;
            let p = tx.pred(op(i, 1)?)?;
            let mask = tx.l.ballot32(p)?;
            let b = tx.b();
            let r = if i.has("ballot") {
                mask
            } else if i.has("any") {
                b.build_int_compare(IntPredicate::NE, mask, tx.c(32, 0), "")?
            } else {
                let all = tx.ctx().bool_type().const_all_ones();
                let active = tx.l.ballot32(all)?;
                let b = tx.b();
                let every = b.build_int_compare(IntPredicate::EQ, mask, active, "")?;
                if i.has("all") {
                    every
                } else if i.has("uni") {
                    let none = b.build_int_compare(IntPredicate::EQ, mask, tx.c(32, 0), "")?;
                    b.build_or(every, none, "")?
                } else {
                    return unsupported(format!("`{}`", i.mnemonic()));
                }
            };
            tx.write_int(op(i, 0)?, r)
        }
        "redux" => {
            only(i, &["sync", "add", "min", "max", "and", "or", "xor"])?;
            let t = ty(i)?;
            if t.bits() != 32 || t.is_float() {
                return unsupported(format!("`{}`", i.mnemonic()));
            }
            let v = tx.int(op(i, 1)?, 32)?;
            let how = i
                .modifiers
                .iter()
                .find(|m| matches!(m.as_str(), "add" | "min" | "max" | "and" | "or" | "xor"))
                .cloned()
                .ok_or_else(|| Refusal::Unsupported(format!("`{}`", i.mnemonic())))?;
            let signed = t.signed();
            let mask = tx.int(op(i, 2)?, 32)?;
            let r = if mask.get_zero_extended_constant() == Some(0xffff_ffff) {
                reduce(tx, v, |tx, x, y| combine(tx, &how, signed, x, y))?
            } else {
                // Over the lanes the member mask names: groups of lanes
                // (CUB's logical warps) reduce apart.
                let identity: u64 = match (how.as_str(), signed) {
                    ("and", _) | ("min", false) => 0xffff_ffff,
                    ("min", true) => 0x7fff_ffff,
                    ("max", true) => 0x8000_0000,
                    _ => 0,
                };
                let mut acc = tx.c(32, identity);
                for k in 0..32u64 {
                    let other = read_lane(tx, v, tx.c(32, k))?;
                    let b = tx.b();
                    let bit = b.build_and(
                        b.build_right_shift(mask, tx.c(32, k), false, "")?,
                        tx.c(32, 1),
                        "",
                    )?;
                    let member = b.build_int_compare(IntPredicate::NE, bit, tx.c(32, 0), "")?;
                    let with = combine(tx, &how, signed, acc, other)?;
                    acc = tx.b().build_select(member, with, acc, "")?.into_int_value();
                }
                acc
            };
            tx.write_int(op(i, 0)?, r)
        }
        "match" => {
            only(i, &["sync", "any", "all"])?;
            let t = ty(i)?;
            let bits = match t {
                Ty::B(32) => 32,
                Ty::B(64) => 64,
                _ => return unsupported(format!("`{}`", i.mnemonic())),
            };
            let v = tx.int(op(i, 1)?, bits)?;
            if i.has("any") {
                let mut m = tx.c(32, 0);
                for k in 0..32u64 {
                    let other = read_lane(tx, v, tx.c(32, k))?;
                    let b = tx.b();
                    let eq = b.build_int_compare(IntPredicate::EQ, other, v, "")?;
                    let bit = tx.resize(eq, 32)?;
                    let bit = tx.b().build_left_shift(bit, tx.c(32, k), "")?;
                    m = tx.b().build_or(m, bit, "")?;
                }
                return tx.write_int(op(i, 0)?, m);
            }
            if !i.has("all") {
                return unsupported(format!("`{}`", i.mnemonic()));
            }
            // Every lane holds lane 0's value: d is the member mask, else 0.
            let first = read_lane(tx, v, tx.c(32, 0))?;
            let eq = tx.b().build_int_compare(IntPredicate::EQ, first, v, "")?;
            let agree = tx.l.ballot32(eq)?;
            let all = tx.ctx().bool_type().const_all_ones();
            let active = tx.l.ballot32(all)?;
            let same = tx
                .b()
                .build_int_compare(IntPredicate::EQ, agree, active, "")?;
            let members = tx.int(op(i, 2)?, 32)?;
            let d = tx
                .b()
                .build_select(same, members, tx.c(32, 0), "")?
                .into_int_value();
            match op(i, 0)? {
                Operand::Pair(dd, p) => {
                    tx.write_int(dd, d)?;
                    tx.write_int(p, same)
                }
                dd => tx.write_int(dd, d),
            }
        }
        _ => unsupported(format!("`{}`", i.mnemonic())),
    }
}

/// A shared pointer of lane `lane` of the warp (as two 32-bit shuffles).
pub(super) fn lane_pointer<'ctx>(
    tx: &Tx<'_, 'ctx>,
    p: inkwell::values::PointerValue<'ctx>,
    lane: IntValue<'ctx>,
) -> Res<inkwell::values::PointerValue<'ctx>> {
    let i = tx.b().build_ptr_to_int(p, tx.int_type(64), "")?;
    let v = read_lane(tx, i, lane)?;
    Ok(tx.b().build_int_to_ptr(v, p.get_type(), "")?)
}

fn load_at<'ctx>(
    tx: &Tx<'_, 'ctx>,
    p: inkwell::values::PointerValue<'ctx>,
    offset: IntValue<'ctx>,
    bits: u32,
) -> Res<IntValue<'ctx>> {
    let i8t = tx.ctx().i8_type();
    // SAFETY: inkwell marks GEP unsafe because an out-of-range offset is UB
    // in the generated code; the offset stays within a 16-byte matrix row.
    let q = unsafe { tx.b().build_gep(i8t, p, &[offset], "") }?;
    let v = tx.b().build_load(tx.int_type(bits), q, "")?;
    if let Some(inst) = inkwell::values::BasicValue::as_instruction_value(&v) {
        inst.set_alignment(bits / 8)
            .map_err(|e| Refusal::Llvm(e.to_string()))?;
    }
    Ok(v.into_int_value())
}

/// The modifiers `ldmatrix` and `stmatrix` take.
pub(crate) const MATRIX_MOVE_MODIFIERS: &[&str] = &[
    "sync",
    "aligned",
    "m8n8",
    "x1",
    "x2",
    "x4",
    "trans",
    "shared",
    "shared::cta",
];

/// `ldmatrix.sync.aligned.m8n8.xN{.trans}.shared.b16 d, [a]`: matrix `i`'s
/// rows are at the addresses of lanes `8i .. 8i+7`; lane `l` gets row `l/4`,
/// elements `2(l%4)` and `2(l%4)+1` (with `.trans`, column `l/4`, rows
/// `2(l%4)` and `2(l%4)+1`), low element in the low half.
pub(crate) fn ldmatrix(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    only(i, MATRIX_MOVE_MODIFIERS)?;
    let n: u64 = if i.has("x4") {
        4
    } else if i.has("x2") {
        2
    } else if i.has("x1") {
        1
    } else {
        return unsupported(format!("`{}` has no count", i.mnemonic()));
    };
    if ty(i)? != Ty::B(16) || !i.has("m8n8") {
        return unsupported(format!("`{}`", i.mnemonic()));
    }
    let dests: Vec<Operand> = match op(i, 0)? {
        Operand::Vector(v) => v.clone(),
        one => vec![one.clone()],
    };
    if dests.len() as u64 != n {
        return unsupported(format!("`{}` with {} destinations", i.text, dests.len()));
    }
    let p = super::mem::shared_address(tx, op(i, 1)?)?;
    let lane = tx.l.lane32()?;
    let row = tx.b().build_right_shift(lane, tx.c(32, 2), false, "")?;
    let quad = tx.b().build_and(lane, tx.c(32, 3), "")?;
    for (m, d) in dests.iter().enumerate() {
        let base = tx.c(32, 8 * m as u64);
        let v = if i.has("trans") {
            // Two rows, one column: 16 bits from each.
            let r0 = tx.b().build_left_shift(quad, tx.c(32, 1), "")?;
            let r1 = tx.b().build_or(r0, tx.c(32, 1), "")?;
            let col = tx.b().build_left_shift(row, tx.c(32, 1), "")?;
            let col = tx.resize(col, 64)?;
            let p0 = lane_pointer(tx, p, tx.b().build_int_add(base, r0, "")?)?;
            let p1 = lane_pointer(tx, p, tx.b().build_int_add(base, r1, "")?)?;
            let lo = load_at(tx, p0, col, 16)?;
            let hi = load_at(tx, p1, col, 16)?;
            let lo = tx.resize(lo, 32)?;
            let hi = tx.resize(hi, 32)?;
            let hi = tx.b().build_left_shift(hi, tx.c(32, 16), "")?;
            tx.b().build_or(hi, lo, "")?
        } else {
            let src = tx.b().build_int_add(base, row, "")?;
            let q = lane_pointer(tx, p, src)?;
            let off = tx.b().build_left_shift(quad, tx.c(32, 2), "")?;
            let off = tx.resize(off, 64)?;
            load_at(tx, q, off, 32)?
        };
        tx.write_int(d, v)?;
    }
    Ok(())
}

/// The shared slot `bar.red` counts in (one per module).
const BAR_RED_SLOT: &str = "__gpujit_bar_red_count";

/// The thread's index within its block, and the number of threads in it.
fn linear_tid<'ctx>(tx: &Tx<'_, 'ctx>) -> Res<(IntValue<'ctx>, IntValue<'ctx>)> {
    let t = |a| tx.gj_int(Intrinsic::ThreadId(a), &[]);
    let n = |a| tx.gj_int(Intrinsic::BlockDim(a), &[]);
    let (tx_, ty_, tz) = (t(Axis::X)?, t(Axis::Y)?, t(Axis::Z)?);
    let (nx, ny, nz) = (n(Axis::X)?, n(Axis::Y)?, n(Axis::Z)?);
    let b = tx.b();
    let id = b.build_int_mul(tz, ny, "")?;
    let id = b.build_int_add(id, ty_, "")?;
    let id = b.build_int_mul(id, nx, "")?;
    let id = b.build_int_add(id, tx_, "")?;
    let count = b.build_int_mul(nx, ny, "")?;
    let count = b.build_int_mul(count, nz, "")?;
    Ok((id, count))
}

pub(crate) fn barrier(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    let mods: Vec<&str> = i.modifiers.iter().map(String::as_str).collect();
    let sync = |tx: &Tx<'_, '_>| -> Res<()> {
        tx.l.gj(Intrinsic::Barrier, &[])?;
        Ok(())
    };
    match (i.opcode.as_str(), mods.as_slice()) {
        ("membar", [s]) => {
            let scope = match *s {
                "cta" => MemScope::Block,
                "gl" => MemScope::Device,
                "sys" => MemScope::System,
                _ => return unsupported(format!("`{}`", i.mnemonic())),
            };
            tx.l.gj(Intrinsic::Fence(scope), &[])?;
            Ok(())
        }
        ("fence", [sem, s]) if matches!(*sem, "sc" | "acq_rel") => {
            let scope = match *s {
                "cta" => MemScope::Block,
                "gpu" | "cluster" => MemScope::Device,
                "sys" => MemScope::System,
                _ => return unsupported(format!("`{}`", i.mnemonic())),
            };
            tx.l.gj(Intrinsic::Fence(scope), &[])?;
            Ok(())
        }
        ("bar", ["warp", "sync"]) => Ok(tx.l.warp_sync()?),
        // A barrier of the whole block: named barrier ids are ignored and a
        // thread count is taken to be the block's, as for the intrinsics.
        ("bar", ["sync"] | ["cta", "sync"] | ["cta", "sync", "aligned"])
        | (
            "barrier",
            ["sync"] | ["sync", "aligned"] | ["cta", "sync"] | ["cta", "sync", "aligned"],
        ) => sync(tx),
        ("bar" | "barrier", rest) if rest.contains(&"red") => bar_red(tx, i),
        _ => unsupported(format!("`{}`", i.mnemonic())),
    }
}

/// `bar.red.{popc.u32, and.pred, or.pred} d, id{, count}, {!}p`: a barrier
/// that also counts the threads whose predicate holds, through a shared
/// counter (reset, barrier, add, barrier, read).
fn bar_red(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    only(i, &["red", "popc", "and", "or", "cta", "aligned"])?;
    let how = if i.has("popc") {
        "popc"
    } else if i.has("and") {
        "and"
    } else if i.has("or") {
        "or"
    } else {
        return unsupported(format!("`{}`", i.mnemonic()));
    };
    let want = if how == "popc" { Ty::U(32) } else { Ty::Pred };
    if types(i).last() != Some(&want) {
        return unsupported(format!("`{}`", i.mnemonic()));
    }
    let pred_op = i
        .operands
        .last()
        .filter(|_| i.operands.len() >= 3)
        .ok_or_else(|| Refusal::Unsupported(format!("`{}` needs a predicate", i.text)))?
        .clone();
    let p = tx.pred(&pred_op)?;
    let ctx = tx.ctx();
    let i32t = ctx.i32_type();
    let slot = match tx.l.module.get_global(BAR_RED_SLOT) {
        Some(g) => g,
        None => {
            let g =
                tx.l.module
                    .add_global(i32t, Some(AddressSpace::from(3u16)), BAR_RED_SLOT);
            g.set_initializer(&i32t.get_undef());
            g.set_linkage(Linkage::Internal);
            g.set_alignment(4);
            g
        }
    };
    let ptr = slot.as_pointer_value();
    let (id, count) = linear_tid(tx)?;
    let sync = |tx: &Tx<'_, '_>| -> Res<()> {
        tx.l.gj(Intrinsic::Barrier, &[])?;
        Ok(())
    };
    // Every reader of the previous round is past this barrier.
    sync(tx)?;
    let first = tx
        .b()
        .build_int_compare(IntPredicate::EQ, id, tx.c(32, 0), "")?;
    tx.when(first, |tx| {
        tx.b().build_store(ptr, tx.c(32, 0))?;
        Ok(())
    })?;
    sync(tx)?;
    let one = tx.resize(p, 32)?;
    let add = tx.b().build_atomicrmw(
        inkwell::AtomicRMWBinOp::Add,
        ptr,
        one,
        AtomicOrdering::Monotonic,
    )?;
    let add = add
        .as_instruction()
        .ok_or_else(|| Refusal::Llvm("atomicrmw folded away".into()))?;
    crate::lower::set_sync_scope(add, MemScope::Block.portable_syncscope())?;
    sync(tx)?;
    let n = tx.b().build_load(i32t, ptr, "")?.into_int_value();
    let b = tx.b();
    let r = match how {
        "popc" => n,
        "and" => b.build_int_compare(IntPredicate::EQ, n, count, "")?,
        _ => b.build_int_compare(IntPredicate::NE, n, tx.c(32, 0), "")?,
    };
    tx.write_int(op(i, 0)?, r)
}
