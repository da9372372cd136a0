//! Warp-level matrix instructions: `mma.sync.aligned` (`m16n8k16` and
//! `m16n8k8` on `f16`/`bf16` with `f32` accumulators, `m16n8k8`/`m16n8k4`
//! on `tf32`, `m8n8k4` on `f64`), `movmatrix` and `stmatrix`.
//!
//! Each lane keeps its fragments in the registers PTX names, in PTX's lane
//! layout (lane `l` is in group `g = l / 4` at `t = l % 4`). The product is
//! computed lane by lane: a lane reads the rows of `A` and the columns of `B`
//! its elements of `D` need from the lanes holding them (32-lane shuffles,
//! as `shfl.sync.idx`), widens the inputs to `f32` (`f16` and `bf16` exactly,
//! `tf32` by keeping its 19 top bits) and accumulates `d = fma(a, b, d)` in
//! `k` order, as the host target's matrix operations do: results equal
//! NVIDIA's whenever every partial sum is representable in `f32`.

use inkwell::values::{FloatValue, IntValue};

use super::warp::{lane_pointer, match_read, read_lane};
use super::{Refusal, Res, Tx, op, unsupported};
use crate::nvvm::ptx::{Instruction, Operand};

/// The input type of an `mma`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum In {
    F16,
    Bf16,
    Tf32,
    F64,
}

/// A shape: rows of `A`/`D` (`m`), columns of `B`/`D` (`n = 8`), depth `k`.
#[derive(Debug, Clone, Copy)]
struct Shape {
    m: u32,
    k: u32,
    input: In,
}

impl Shape {
    /// Registers of `A`, `B` and `C`/`D`.
    fn regs(&self) -> (usize, usize, usize) {
        let per = match self.input {
            In::F16 | In::Bf16 => 2,
            In::Tf32 | In::F64 => 1,
        };
        let a = (self.m * self.k / 32 / per) as usize;
        let b = (self.k * 8 / 32 / per) as usize;
        (a, b, (self.m * 8 / 32) as usize)
    }

    /// Where `A[r][k]` lives, for row `r = g + 8 * sel`: the `t` of its lane
    /// (in group `g`), its register and its half (`None`: the whole register).
    fn a_at(&self, sel: u32, k: u32) -> (u32, usize, Option<u32>) {
        match self.input {
            In::F16 | In::Bf16 => {
                // Registers: (row g, k 0-7), (g+8, 0-7), (g, 8-15), (g+8, 8-15).
                let t = (k % 8) / 2;
                let reg = (sel + 2 * (k / 8)) as usize;
                (t, reg, Some(k % 2))
            }
            In::Tf32 => {
                // a0 (g, t), a1 (g+8, t), a2 (g, t+4), a3 (g+8, t+4).
                (k % 4, (sel + 2 * (k / 4)) as usize, None)
            }
            In::F64 => (k % 4, 0, None),
        }
    }

    /// Where `B[k][c]` lives: the `t` of its lane (in group `c`), its
    /// register and its half.
    fn b_at(&self, k: u32) -> (u32, usize, Option<u32>) {
        match self.input {
            In::F16 | In::Bf16 => ((k % 8) / 2, (k / 8) as usize, Some(k % 2)),
            In::Tf32 => (k % 4, (k / 4) as usize, None),
            In::F64 => (k % 4, 0, None),
        }
    }
}

fn parse(i: &Instruction) -> Res<Shape> {
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
    let (m, k, input) = match (shape.as_str(), types.as_slice()) {
        ("m16n8k16", ["f32", "f16", "f16", "f32"]) => (16, 16, In::F16),
        ("m16n8k16", ["f32", "bf16", "bf16", "f32"]) => (16, 16, In::Bf16),
        ("m16n8k8", ["f32", "f16", "f16", "f32"]) => (16, 8, In::F16),
        ("m16n8k8", ["f32", "bf16", "bf16", "f32"]) => (16, 8, In::Bf16),
        ("m16n8k8", ["f32", "tf32", "tf32", "f32"]) => (16, 8, In::Tf32),
        ("m16n8k4", ["f32", "tf32", "tf32", "f32"]) => (16, 4, In::Tf32),
        ("m8n8k4", ["f64", "f64", "f64", "f64"]) => (8, 4, In::F64),
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
    Ok(Shape { m, k, input })
}

fn regs(o: &Operand, n: usize, what: &str) -> Res<Vec<Operand>> {
    match o {
        Operand::Vector(v) if v.len() == n => Ok(v.clone()),
        one if n == 1 && !matches!(one, Operand::Vector(_)) => Ok(vec![one.clone()]),
        _ => unsupported(format!("{what} of `mma` is not {n} registers")),
    }
}

impl<'ctx> Tx<'_, 'ctx> {
    /// An input element (the `half` of `bits`, or all of it) as the
    /// accumulator's float type.
    fn mma_input(
        &self,
        bits: IntValue<'ctx>,
        half: Option<u32>,
        input: In,
    ) -> Res<FloatValue<'ctx>> {
        let b = self.b();
        let f32t = self.ctx().f32_type();
        Ok(match (input, half) {
            (In::F64, _) => b
                .build_bit_cast(bits, self.ctx().f64_type(), "")?
                .into_float_value(),
            (In::Tf32, _) => {
                let kept = b.build_and(bits, self.c(32, 0xffff_e000), "")?;
                b.build_bit_cast(kept, f32t, "")?.into_float_value()
            }
            (_, h) => {
                let s = b.build_right_shift(
                    bits,
                    self.c(32, 16 * u64::from(h.unwrap_or(0))),
                    false,
                    "",
                )?;
                let s = self.resize(s, 16)?;
                let t = if input == In::F16 {
                    self.ctx().f16_type()
                } else {
                    self.ctx().bf16_type()
                };
                let h = b.build_bit_cast(s, t, "")?.into_float_value();
                b.build_float_ext(h, f32t, "")?
            }
        })
    }
}

/// `mma.sync.aligned.SHAPE.row.col.D.A.B.C d, a, b, c`.
pub(crate) fn mma(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    let s = parse(i)?;
    let (na, nb, nc) = s.regs();
    let reg_bits = if s.input == In::F64 { 64 } else { 32 };
    let d = regs(op(i, 0)?, nc, "the result")?;
    let a = regs(op(i, 1)?, na, "A")?;
    let bregs = regs(op(i, 2)?, nb, "B")?;
    let c = regs(op(i, 3)?, nc, "C")?;
    let av = a
        .iter()
        .map(|o| tx.int(o, reg_bits))
        .collect::<Res<Vec<_>>>()?;
    let bv = bregs
        .iter()
        .map(|o| tx.int(o, reg_bits))
        .collect::<Res<Vec<_>>>()?;
    let cv = c
        .iter()
        .map(|o| tx.int(o, reg_bits))
        .collect::<Res<Vec<_>>>()?;
    let lane = tx.l.lane32()?;
    let g = tx.b().build_right_shift(lane, tx.c(32, 2), false, "")?;
    let t = tx.b().build_and(lane, tx.c(32, 3), "")?;
    let ft = if s.input == In::F64 {
        tx.ctx().f64_type()
    } else {
        tx.ctx().f32_type()
    };
    let fma = inkwell::intrinsics::Intrinsic::find("llvm.fma")
        .and_then(|f| f.get_declaration(tx.l.module, &[ft.into()]))
        .ok_or_else(|| Refusal::Llvm("no llvm.fma".into()))?;
    // The columns of D this lane holds: 2t and 2t+1 (m8n8k4 f64: the same).
    let rows = if s.m == 16 { 2 } else { 1 };
    // A's rows g (+8): every k, read from lane 4g + t'.
    let g4 = tx.b().build_left_shift(g, tx.c(32, 2), "")?;
    let mut a_rows = Vec::new();
    for sel in 0..rows {
        let mut row = Vec::new();
        let mut cache: Vec<((u32, usize), IntValue<'_>)> = Vec::new();
        for k in 0..s.k {
            let (tt, reg, half) = s.a_at(sel, k);
            let v = match cache.iter().find(|(key, _)| *key == (tt, reg)) {
                Some((_, v)) => *v,
                None => {
                    let src = tx.b().build_int_add(g4, tx.c(32, u64::from(tt)), "")?;
                    let v = match_read(tx, av[reg], src, reg_bits)?;
                    cache.push(((tt, reg), v));
                    v
                }
            };
            row.push(tx.mma_input(v, half, s.input)?);
        }
        a_rows.push(row);
    }
    // B's columns 2t and 2t+1: every k, read from lane 4c + t'.
    let mut b_cols = Vec::new();
    for j in 0..2u64 {
        let col = tx.b().build_left_shift(t, tx.c(32, 1), "")?;
        let col = tx.b().build_int_add(col, tx.c(32, j), "")?;
        let c4 = tx.b().build_left_shift(col, tx.c(32, 2), "")?;
        let mut column = Vec::new();
        let mut cache: Vec<((u32, usize), IntValue<'_>)> = Vec::new();
        for k in 0..s.k {
            let (tt, reg, half) = s.b_at(k);
            let v = match cache.iter().find(|(key, _)| *key == (tt, reg)) {
                Some((_, v)) => *v,
                None => {
                    let src = tx.b().build_int_add(c4, tx.c(32, u64::from(tt)), "")?;
                    let v = match_read(tx, bv[reg], src, reg_bits)?;
                    cache.push(((tt, reg), v));
                    v
                }
            };
            column.push(tx.mma_input(v, half, s.input)?);
        }
        b_cols.push(column);
    }
    // D[sel][j] = C + sum_k A[sel][k] * B[k][j], in k order.
    let mut out = Vec::new();
    for (sel, a_row) in a_rows.iter().enumerate() {
        for (j, b_col) in b_cols.iter().enumerate() {
            let idx = 2 * sel + j;
            let cbits = cv[idx];
            let mut acc = tx.b().build_bit_cast(cbits, ft, "")?.into_float_value();
            for (x, y) in a_row.iter().zip(b_col) {
                acc = tx
                    .b()
                    .build_call(fma, &[(*x).into(), (*y).into(), acc.into()], "")?
                    .try_as_basic_value()
                    .basic()
                    .ok_or_else(|| Refusal::Llvm("fma returned nothing".into()))?
                    .into_float_value();
            }
            out.push(acc);
        }
    }
    for (dst, v) in d.iter().zip(out) {
        tx.write_float(dst, v)?;
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
