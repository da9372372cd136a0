//! Warp-level matrix instructions: `mma.sync.aligned` (`m16n8k16` and
//! `m16n8k8` on `f16`/`bf16` with `f32` accumulators, `m16n8k8`/`m16n8k4`
//! on `tf32`, `m8n8k4` on `f64`), `movmatrix` and `stmatrix`.
//!
//! Each lane keeps its fragments in the registers PTX names, in PTX's lane
//! layout (lane `l` is in group `g = l / 4` at `t = l % 4`). An `mma` is one
//! call of the warp matrix intrinsic ([`crate::mma::warp`]) on those
//! registers, which each target lowers: lane by lane from 32-lane shuffles,
//! or on AMD's matrix instructions.

use inkwell::values::BasicMetadataValueEnum;

use super::warp::{lane_pointer, read_lane};
use super::{Refusal, Res, Tx, op, unsupported};
use crate::Intrinsic;
use crate::mma::{MmaInput, WarpMma};
use crate::nvvm::ptx::{Instruction, Operand};

fn parse(i: &Instruction) -> Res<WarpMma> {
    let has = |m: &str| i.has(m);
    let shape = i
        .modifiers
        .iter()
        .find(|m| m.starts_with('m') && m.contains('n') && m.contains('k'))
        .cloned()
        .unwrap_or_default();
    let types: Vec<&str> = i
        .modifiers
        .iter()
        .map(String::as_str)
        .filter(|m| {
            matches!(
                *m,
                "f16"
                    | "bf16"
                    | "tf32"
                    | "f32"
                    | "f64"
                    | "s8"
                    | "u8"
                    | "s4"
                    | "u4"
                    | "b1"
                    | "e4m3"
                    | "e5m2"
                    | "s32"
            )
        })
        .collect();
    if !has("sync") || !has("aligned") || !has("row") || !has("col") {
        return Err(Refusal::TensorCore(i.mnemonic()));
    }
    let w = match (shape.as_str(), types.as_slice()) {
        ("m16n8k16", ["f32", "f16", "f16", "f32"]) => WarpMma::new(MmaInput::F16, 16, 16),
        ("m16n8k16", ["f32", "bf16", "bf16", "f32"]) => WarpMma::new(MmaInput::BF16, 16, 16),
        ("m16n8k8", ["f32", "f16", "f16", "f32"]) => WarpMma::new(MmaInput::F16, 16, 8),
        ("m16n8k8", ["f32", "bf16", "bf16", "f32"]) => WarpMma::new(MmaInput::BF16, 16, 8),
        ("m16n8k8", ["f32", "tf32", "tf32", "f32"]) => WarpMma::new(MmaInput::TF32, 16, 8),
        ("m16n8k4", ["f32", "tf32", "tf32", "f32"]) => WarpMma::new(MmaInput::TF32, 16, 4),
        ("m8n8k4", ["f64", "f64", "f64", "f64"]) => WarpMma::new(MmaInput::F64, 8, 4),
        _ => return Err(Refusal::TensorCore(i.mnemonic())),
    };
    for mm in &i.modifiers {
        if !matches!(mm.as_str(), "sync" | "aligned" | "row" | "col" | "rn")
            && *mm != shape
            && !types.contains(&mm.as_str())
        {
            return Err(Refusal::TensorCore(i.mnemonic()));
        }
    }
    Ok(w)
}

fn regs(o: &Operand, n: usize, what: &str) -> Res<Vec<Operand>> {
    match o {
        Operand::Vector(v) if v.len() == n => Ok(v.clone()),
        one if n == 1 && !matches!(one, Operand::Vector(_)) => Ok(vec![one.clone()]),
        _ => unsupported(format!("{what} of `mma` is not {n} registers")),
    }
}

/// `mma.sync.aligned.SHAPE.row.col.D.A.B.C d, a, b, c`.
pub(crate) fn mma(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    if let Some(r) = super::wmma::mma_extra(tx, i) {
        return r;
    }
    let w = parse(i)?;
    let (na, nb, nc) = w.regs();
    let bits = w.reg_bits();
    let d = regs(op(i, 0)?, nc, "the result")?;
    let a = regs(op(i, 1)?, na, "A")?;
    let bregs = regs(op(i, 2)?, nb, "B")?;
    let c = regs(op(i, 3)?, nc, "C")?;
    let ft = tx.float_type(bits)?;
    let i32t = tx.ctx().i32_type();
    // The registers as vectors: A and B as integers, C as floats.
    let mut pack = |ops: &[Operand], float: bool| -> Res<BasicMetadataValueEnum<'_>> {
        let n = ops.len() as u32;
        let mut v = if float {
            ft.vec_type(n).get_undef()
        } else {
            tx.int_type(bits).vec_type(n).get_undef()
        };
        for (j, o) in ops.iter().enumerate() {
            let x = tx.int(o, bits)?;
            let x: inkwell::values::BasicValueEnum = if float {
                tx.b().build_bit_cast(x, ft, "")?
            } else {
                x.into()
            };
            v = tx
                .b()
                .build_insert_element(v, x, i32t.const_int(j as u64, false), "")?;
        }
        Ok(v.into())
    };
    let args = [pack(&a, false)?, pack(&bregs, false)?, pack(&c, true)?];
    let f = Intrinsic::WarpMma(w).declare(tx.l.module);
    let out = tx
        .b()
        .build_call(f, &args, "")?
        .try_as_basic_value()
        .basic()
        .ok_or_else(|| Refusal::Llvm(format!("{} returned nothing", w.name())))?
        .into_vector_value();
    for (j, dst) in d.iter().enumerate() {
        let x = tx
            .b()
            .build_extract_element(out, i32t.const_int(j as u64, false), "")?
            .into_float_value();
        tx.write_float(dst, x)?;
    }
    Ok(())
}

/// `movmatrix.sync.aligned.m8n8.trans.b16 d, a`: the warp's 8x8 matrix of
/// 16-bit elements (lane `l` holding row `l/4`, columns `2(l%4)`, `+1`),
/// transposed.
pub(crate) fn movmatrix(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    super::only(i, &["sync", "aligned", "m8n8", "trans"])?;
    if !i.has("trans") || !i.has("m8n8") || super::ty(i)? != super::Ty::B(16) {
        return Err(Refusal::TensorCore(i.mnemonic()));
    }
    let a = tx.int(op(i, 1)?, 32)?;
    let lane = tx.l.lane32()?;
    let b = tx.b();
    let g = b.build_right_shift(lane, tx.c(32, 2), false, "")?;
    let t = b.build_and(lane, tx.c(32, 3), "")?;
    // Element (r, c) is in lane 4r + c/2, half c%2; this lane wants
    // (2t, g) and (2t+1, g).
    let half = b.build_and(g, tx.c(32, 1), "")?;
    let shift = b.build_left_shift(half, tx.c(32, 4), "")?;
    let gh = b.build_right_shift(g, tx.c(32, 1), false, "")?;
    let mut parts = Vec::new();
    for j in 0..2u64 {
        let r = tx.b().build_left_shift(t, tx.c(32, 1), "")?;
        let r = tx.b().build_int_add(r, tx.c(32, j), "")?;
        let src = tx.b().build_left_shift(r, tx.c(32, 2), "")?;
        let src = tx.b().build_int_add(src, gh, "")?;
        let v = read_lane(tx, a, src)?;
        let v = tx.b().build_right_shift(v, shift, false, "")?;
        parts.push(tx.b().build_and(v, tx.c(32, 0xffff), "")?);
    }
    let hi = tx.b().build_left_shift(parts[1], tx.c(32, 16), "")?;
    let v = tx.b().build_or(hi, parts[0], "")?;
    tx.write_int(op(i, 0)?, v)
}

/// `stmatrix.sync.aligned.m8n8.{x1,x2,x4}{.trans}.shared.b16 [a], {r...}`:
/// the inverse of `ldmatrix`. Matrix `i`'s rows are at the addresses of lanes
/// `8i .. 8i+7`; lane `l` stores its register `i` (row `l/4`, elements
/// `2(l%4)`, `+1`) there, or with `.trans` its low and high halves at
/// column `l/4` of rows `2(l%4)` and `2(l%4)+1`.
pub(crate) fn stmatrix(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    super::only(i, super::warp::MATRIX_MOVE_MODIFIERS)?;
    let n = ["x1", "x2", "x4"]
        .iter()
        .position(|x| i.has(x))
        .map(|k| 1usize << k)
        .ok_or_else(|| Refusal::TensorCore(i.mnemonic()))?;
    if super::ty(i)? != super::Ty::B(16) || !i.has("m8n8") {
        return Err(Refusal::TensorCore(i.mnemonic()));
    }
    let regs = regs(op(i, 1)?, n, "the source")?;
    let p = super::mem::shared_address(tx, op(i, 0)?)?;
    let lane = tx.l.lane32()?;
    let g = tx.b().build_right_shift(lane, tx.c(32, 2), false, "")?;
    let t = tx.b().build_and(lane, tx.c(32, 3), "")?;
    let i8t = tx.ctx().i8_type();
    for (m, r) in regs.iter().enumerate() {
        let v = tx.int(r, 32)?;
        let base = tx.c(32, 8 * m as u64);
        // (row lane, byte offset, value, bits) of each store.
        let stores = if i.has("trans") {
            let r0 = tx.b().build_left_shift(t, tx.c(32, 1), "")?;
            let r1 = tx.b().build_or(r0, tx.c(32, 1), "")?;
            let col = tx.b().build_left_shift(g, tx.c(32, 1), "")?;
            let lo = tx.resize(v, 16)?;
            let hi = tx.b().build_right_shift(v, tx.c(32, 16), false, "")?;
            let hi = tx.resize(hi, 16)?;
            vec![(r0, col, lo), (r1, col, hi)]
        } else {
            let off = tx.b().build_left_shift(t, tx.c(32, 2), "")?;
            vec![(g, off, v)]
        };
        for (row, off, val) in stores {
            let src = tx.b().build_int_add(base, row, "")?;
            let q = lane_pointer(tx, p, src)?;
            let off = tx.resize(off, 64)?;
            // SAFETY: inkwell marks GEP unsafe because an out-of-range offset
            // is UB in the generated code; the offset stays within a 16-byte row.
            let at = unsafe { tx.b().build_gep(i8t, q, &[off], "") }?;
            let st = tx.b().build_store(at, val)?;
            st.set_alignment(val.get_type().get_bit_width() / 8)
                .map_err(|e| Refusal::Llvm(e.to_string()))?;
        }
    }
    Ok(())
}
