//! The matrix operation on NVIDIA: `mma.sync` (sm_80 and later), fragment
//! layouts, and `ldmatrix` loads from shared memory.
//!
//! Every kind runs on sm_80 and later as `mma.sync` instructions; older
//! processors have none of them (sm_70's `m8n8k4` and sm_75's `m16n8k8` are
//! not used). LLVM 22's NVPTX backend has no intrinsic for Hopper's
//! warpgroup `wgmma.mma_async` (only its fence, commit and wait), so sm_90a
//! runs these warp-level kinds as `mma.sync` as well.
//!
//! # Lane layouts
//!
//! With `g = lane / 4` and `t = lane % 4` (a warp is 32 lanes), element `i`
//! of a lane is:
//!
//! | kind | fragment | elements | row | column |
//! | --- | --- | --- | --- | --- |
//! | `f16`, `bf16` 16×16×16 | A (16×16) | 8 | `g + 8·bit1(i)` | `2t + bit0(i) + 8·bit2(i)` |
//! | | B (16×16) | 8 | `2t + bit0(i) + 8·bit1(i)` | `g + 8·bit2(i)` |
//! | every kind | accumulator (16×16) | 8 | `g + 8·bit1(i)` | `2t + bit0(i) + 8·bit2(i)` |
//! | `tf32` 16×16×8 | A (16×8) | 4 | `g + 8·bit0(i)` | `t + 4·bit1(i)` |
//! | | B (8×16) | 4 | `t + 4·bit0(i)` | `g + 8·bit1(i)` |
//! | `f64` 16×16×4 | A (16×4) | 2 | `g + 8·i` | `t` |
//! | | B (4×16) | 2 | `t` | `g + 8·i` |
//!
//! These are PTX's fragments of `mma.m16n8k16` (A; B and the accumulator
//! for columns 0–7 in elements 0–3, columns 8–15 in elements 4–7),
//! `mma.m16n8k8` with `.tf32` and `mma.m8n8k4` with `.f64` (four of them
//! per 16×16×4 step).

use gpujit_ir::inkwell::IntPredicate;
use gpujit_ir::inkwell::types::BasicTypeEnum;
use gpujit_ir::inkwell::values::{BasicValueEnum, IntValue, StructValue, VectorValue};
use gpujit_ir::lower::LowerCx;
use gpujit_ir::mma::lower::{ElemAt, coord, load_elements, slice, splice, store_elements};
use gpujit_ir::mma::warp::{WarpMma, lower_lanes};
use gpujit_ir::mma::{
    Coord, FragLayout, FragmentUse, MatrixLayout, MmaInput, MmaKind, MmaOp, field,
};
use gpujit_ir::{IrError, Space};

fn err(e: impl std::fmt::Display) -> IrError {
    IrError::Llvm(e.to_string())
}

const G: gpujit_ir::mma::Field = field(2, 3, 1);

/// A of `f16`/`bf16` and every accumulator.
const A16: FragLayout = FragLayout {
    len: 8,
    row: Coord {
        lane: &[G],
        elem: &[field(1, 1, 8)],
    },
    col: Coord {
        lane: &[field(0, 2, 2)],
        elem: &[field(0, 1, 1), field(2, 1, 8)],
    },
};
const B16: FragLayout = FragLayout {
    len: 8,
    row: Coord {
        lane: &[field(0, 2, 2)],
        elem: &[field(0, 1, 1), field(1, 1, 8)],
    },
    col: Coord {
        lane: &[G],
        elem: &[field(2, 1, 8)],
    },
};
const A_TF32: FragLayout = FragLayout {
    len: 4,
    row: Coord {
        lane: &[G],
        elem: &[field(0, 1, 8)],
    },
    col: Coord {
        lane: &[field(0, 2, 1)],
        elem: &[field(1, 1, 4)],
    },
};
const B_TF32: FragLayout = FragLayout {
    len: 4,
    row: Coord {
        lane: &[field(0, 2, 1)],
        elem: &[field(0, 1, 4)],
    },
    col: Coord {
        lane: &[G],
        elem: &[field(1, 1, 8)],
    },
};
const A_F64: FragLayout = FragLayout {
    len: 2,
    row: Coord {
        lane: &[G],
        elem: &[field(0, 1, 8)],
    },
    col: Coord {
        lane: &[field(0, 2, 1)],
        elem: &[],
    },
};
const B_F64: FragLayout = A_F64.transposed();

/// The oldest SM with the matrix operations.
pub const MIN_SM: u32 = 80;

/// The lane layout of a fragment of `use_` for `kind` (see the module
/// documentation), or `None` for a kind NVIDIA lacks.
pub fn layout(kind: MmaKind, use_: FragmentUse) -> Option<FragLayout> {
    if !kind.is_portable() {
        return None;
    }
    Some(match (kind.input, use_) {
        (_, FragmentUse::Accumulator) => A16,
        (MmaInput::F16 | MmaInput::BF16, FragmentUse::A) => A16,
        (MmaInput::F16 | MmaInput::BF16, FragmentUse::B) => B16,
        (MmaInput::TF32, FragmentUse::A) => A_TF32,
        (MmaInput::TF32, FragmentUse::B) => B_TF32,
        (MmaInput::F64, FragmentUse::A) => A_F64,
        (MmaInput::F64, FragmentUse::B) => B_F64,
    })
}

/// The kinds `sm` (compute capability ×10) has.
pub fn kinds(sm: u32) -> Vec<MmaKind> {
    if sm >= MIN_SM {
        MmaKind::ALL.to_vec()
    } else {
        Vec::new()
    }
}

fn lane_id<'ctx>(cx: &LowerCx<'_, 'ctx>) -> Result<IntValue<'ctx>, IrError> {
    let i32t = cx.ctx.i32_type();
    Ok(cx
        .call(
            "llvm.nvvm.read.ptx.sreg.laneid",
            i32t.fn_type(&[], false),
            &[],
        )?
        .ok_or_else(|| err("laneid returned nothing"))?
        .into_int_value())
}

/// NVIDIA's body of a matrix intrinsic for `sm_<sm>`.
pub fn lower<'ctx>(
    sm: u32,
    op: MmaOp,
    cx: &LowerCx<'_, 'ctx>,
) -> Result<Option<BasicValueEnum<'ctx>>, IrError> {
    let kind = op.kind();
    let unsupported = || IrError::MmaUnsupported {
        target: format!("nvptx sm_{sm}"),
        kind: kind.name(),
        supported: kinds(sm).iter().map(MmaKind::name).collect(),
    };
    if !kinds(sm).contains(&kind) {
        return Err(unsupported());
    }
    let at = |use_: FragmentUse| layout(kind, use_).ok_or_else(unsupported);
    let i32t = cx.ctx.i32_type();
    match op {
        MmaOp::Len(_, u) => Ok(Some(i32t.const_int(u64::from(at(u)?.len), false).into())),
        MmaOp::Row(_, u) | MmaOp::Col(_, u) => {
            let l = at(u)?;
            let c = if matches!(op, MmaOp::Row(..)) {
                l.row
            } else {
                l.col
            };
            Ok(Some(
                coord(cx, &c, lane_id(cx)?, cx.param(0)?.into_int_value())?.into(),
            ))
        }
        MmaOp::Load(_, u, layout, space) => {
            let l = at(u)?;
            let ldmatrix = space == Space::Shared
                && matches!(kind.input, MmaInput::F16 | MmaInput::BF16)
                && u != FragmentUse::Accumulator;
            if ldmatrix {
                return Ok(Some(load_shared_16(cx, kind, u, layout, &l)?));
            }
            Ok(Some(generic_load(cx, kind, u, layout, &l)?))
        }
        MmaOp::Store(_, layout, _) => {
            let l = at(FragmentUse::Accumulator)?;
            let lane = lane_id(cx)?;
            store_elements(cx, kind, layout, l.len, |i| {
                let i = i32t.const_int(u64::from(i), false);
                Ok(ElemAt {
                    row: coord(cx, &l.row, lane, i)?,
                    col: coord(cx, &l.col, lane, i)?,
                    valid: None,
                })
            })?;
            Ok(None)
        }
        MmaOp::Mma(_) => Ok(Some(mma(cx, kind)?.into())),
    }
}

fn generic_load<'ctx>(
    cx: &LowerCx<'_, 'ctx>,
    kind: MmaKind,
    u: FragmentUse,
    layout: MatrixLayout,
    l: &FragLayout,
) -> Result<BasicValueEnum<'ctx>, IrError> {
    let i32t = cx.ctx.i32_type();
    let lane = lane_id(cx)?;
    load_elements(cx, kind, u, layout, l.len, |i| {
        let i = i32t.const_int(u64::from(i), false);
        Ok(ElemAt {
            row: coord(cx, &l.row, lane, i)?,
            col: coord(cx, &l.col, lane, i)?,
            valid: None,
        })
    })
}

/// A 16-bit A or B fragment from shared memory: one `ldmatrix.x4` (with
/// `.trans` where the tile's rows run along the fragment's pairs) when
/// every row of the tile starts at a 16-byte boundary, else element by element.
fn load_shared_16<'ctx>(
    cx: &LowerCx<'_, 'ctx>,
    kind: MmaKind,
    u: FragmentUse,
    layout: MatrixLayout,
    l: &FragLayout,
) -> Result<BasicValueEnum<'ctx>, IrError> {
    let b = cx.builder;
    let (i32t, i64t) = (cx.ctx.i32_type(), cx.ctx.i64_type());
    let ptr = cx.param(0)?.into_pointer_value();
    let ld = cx.param(1)?.into_int_value();
    // Aligned when the address and the row pitch (2·ld bytes) are multiples of 16.
    let addr = b.build_ptr_to_int(ptr, i64t, "").map_err(err)?;
    let pitch = b
        .build_int_z_extend(
            b.build_int_mul(ld, i32t.const_int(2, false), "")
                .map_err(err)?,
            i64t,
            "",
        )
        .map_err(err)?;
    let bits = b.build_or(addr, pitch, "").map_err(err)?;
    let low = b
        .build_and(bits, i64t.const_int(15, false), "")
        .map_err(err)?;
    let aligned = b
        .build_int_compare(IntPredicate::EQ, low, i64t.const_zero(), "")
        .map_err(err)?;
    let (fast, slow, join) = (
        cx.ctx.append_basic_block(cx.function, "ldmatrix"),
        cx.ctx.append_basic_block(cx.function, "elements"),
        cx.ctx.append_basic_block(cx.function, "loaded"),
    );
    b.build_conditional_branch(aligned, fast, slow)
        .map_err(err)?;

    b.position_at_end(fast);
    // Lane l gives the address of row l % 8 of 8×8 matrix j = l / 8; matrix j
    // holds fragment elements 2j and 2j + 1 of every lane.
    let lane = lane_id(cx)?;
    let j = b
        .build_right_shift(lane, i32t.const_int(3, false), false, "")
        .map_err(err)?;
    let r8 = b
        .build_and(lane, i32t.const_int(7, false), "")
        .map_err(err)?;
    let j0 = b.build_and(j, i32t.const_int(1, false), "").map_err(err)?;
    let j1 = b
        .build_right_shift(j, i32t.const_int(1, false), false, "")
        .map_err(err)?;
    let eight = i32t.const_int(8, false);
    // Which bit of j picks the 8-row block in memory, and whether ldmatrix
    // transposes: memory rows run along m (A row-major) or n (B column-major)
    // without transposing, along k with it.
    let (row_bit, col_bit, trans) = match (u, layout) {
        (FragmentUse::A, MatrixLayout::RowMajor) => (j0, j1, false),
        (FragmentUse::A, MatrixLayout::ColMajor) => (j1, j0, true),
        (FragmentUse::B, MatrixLayout::RowMajor) => (j0, j1, true),
        _ => (j1, j0, false),
    };
    let row = b
        .build_int_add(b.build_int_mul(row_bit, eight, "").map_err(err)?, r8, "")
        .map_err(err)?;
    let col = b.build_int_mul(col_bit, eight, "").map_err(err)?;
    let off = b
        .build_int_add(
            b.build_int_mul(
                b.build_int_z_extend(row, i64t, "").map_err(err)?,
                b.build_int_z_extend(ld, i64t, "").map_err(err)?,
                "",
            )
            .map_err(err)?,
            b.build_int_z_extend(col, i64t, "").map_err(err)?,
            "",
        )
        .map_err(err)?;
    // SAFETY: inkwell marks GEP unsafe because an out-of-range index is UB in the
    // generated code; the row lies in the 16×16 tile the kernel passed.
    let p = unsafe { b.build_gep(cx.ctx.i16_type(), ptr, &[off], "") }.map_err(err)?;
    let four = cx.ctx.struct_type(&[i32t.into(); 4], false);
    let name = if trans {
        "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3"
    } else {
        "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3"
    };
    let regs = cx
        .call(
            name,
            four.fn_type(&[p.get_type().into()], false),
            &[p.into()],
        )?
        .ok_or_else(|| err("ldmatrix returned nothing"))?
        .into_struct_value();
    let vty = kind.vector_type(cx.ctx, u);
    let mut v = vty.const_zero();
    let pair = vty.get_element_type().into_float_type().vec_type(2);
    for r in 0..4 {
        let x = b.build_extract_value(regs, r, "").map_err(err)?;
        let x = b
            .build_bit_cast(x, pair, "")
            .map_err(err)?
            .into_vector_value();
        v = splice(cx, v, 2 * r, x)?;
    }
    b.build_unconditional_branch(join).map_err(err)?;
    let fast_end = b.get_insert_block().ok_or_else(|| err("no block"))?;

    b.position_at_end(slow);
    let w = generic_load(cx, kind, u, layout, l)?;
    b.build_unconditional_branch(join).map_err(err)?;
    let slow_end = b.get_insert_block().ok_or_else(|| err("no block"))?;

    b.position_at_end(join);
    let phi = b.build_phi(vty, "frag").map_err(err)?;
    phi.add_incoming(&[(&v, fast_end), (&w, slow_end)]);
    Ok(phi.as_basic_value())
}

/// `count` elements from `first` of `v` packed into i32 pairs (`bf16`,
/// `tf32`), or as `<2 x half>` pairs (`f16`).
fn regs<'ctx>(
    cx: &LowerCx<'_, 'ctx>,
    v: VectorValue<'ctx>,
    input: MmaInput,
    first: u32,
    count: u32,
) -> Result<Vec<BasicValueEnum<'ctx>>, IrError> {
    let (b, i32t) = (cx.builder, cx.ctx.i32_type());
    let mut out = Vec::new();
    match input {
        MmaInput::F16 | MmaInput::BF16 => {
            for r in 0..count / 2 {
                let ety: BasicTypeEnum = v.get_type().get_element_type();
                let pair = slice(cx, v, first + 2 * r, 2, ety)?;
                out.push(match input {
                    MmaInput::F16 => pair.into(),
                    _ => b.build_bit_cast(pair, i32t, "").map_err(err)?,
                });
            }
        }
        MmaInput::TF32 => {
            for r in 0..count {
                let x = b
                    .build_extract_element(v, i32t.const_int(u64::from(first + r), false), "")
                    .map_err(err)?;
                out.push(b.build_bit_cast(x, i32t, "").map_err(err)?);
            }
        }
        MmaInput::F64 => {
            for r in 0..count {
                out.push(
                    b.build_extract_element(v, i32t.const_int(u64::from(first + r), false), "")
                        .map_err(err)?,
                );
            }
        }
    }
    Ok(out)
}

fn elements<'ctx>(
    cx: &LowerCx<'_, 'ctx>,
    v: VectorValue<'ctx>,
    first: u32,
    count: u32,
) -> Result<Vec<BasicValueEnum<'ctx>>, IrError> {
    let i32t = cx.ctx.i32_type();
    (first..first + count)
        .map(|i| {
            cx.builder
                .build_extract_element(v, i32t.const_int(u64::from(i), false), "")
                .map_err(err)
        })
        .collect()
}

/// Writes the members of `s` into `acc` at the given element indices.
fn put<'ctx>(
    cx: &LowerCx<'_, 'ctx>,
    mut acc: VectorValue<'ctx>,
    s: StructValue<'ctx>,
    at: &[u32],
) -> Result<VectorValue<'ctx>, IrError> {
    let (b, i32t) = (cx.builder, cx.ctx.i32_type());
    for (m, &i) in at.iter().enumerate() {
        let x = b.build_extract_value(s, m as u32, "").map_err(err)?;
        acc = b
            .build_insert_element(acc, x, i32t.const_int(u64::from(i), false), "")
            .map_err(err)?;
    }
    Ok(acc)
}

fn mma<'ctx>(cx: &LowerCx<'_, 'ctx>, kind: MmaKind) -> Result<VectorValue<'ctx>, IrError> {
    let (a, b, c) = (
        cx.param(0)?.into_vector_value(),
        cx.param(1)?.into_vector_value(),
        cx.param(2)?.into_vector_value(),
    );
    let f32t = cx.ctx.f32_type();
    let f64t = cx.ctx.f64_type();
    let mut d = c;
    let call = |name: &str, args: Vec<BasicValueEnum<'ctx>>, ret: BasicTypeEnum<'ctx>, n: u32| {
        let st = cx.ctx.struct_type(&vec![ret; n as usize], false);
        let params: Vec<_> = args.iter().map(|a| a.get_type().into()).collect();
        let md: Vec<_> = args.iter().map(|a| (*a).into()).collect();
        cx.call(name, st.fn_type(&params, false), &md)?
            .map(|v| v.into_struct_value())
            .ok_or_else(|| err(format!("{name} returned nothing")))
    };
    match kind.input {
        MmaInput::F16 | MmaInput::BF16 | MmaInput::TF32 => {
            let (name, a_regs, b_half) = match kind.input {
                MmaInput::F16 => ("llvm.nvvm.mma.m16n8k16.row.col.f32.f32", 8, 4),
                MmaInput::BF16 => ("llvm.nvvm.mma.m16n8k16.row.col.bf16", 8, 4),
                _ => ("llvm.nvvm.mma.m16n8k8.row.col.tf32", 4, 2),
            };
            let av = regs(cx, a, kind.input, 0, a_regs)?;
            for nb in 0..2 {
                let mut args = av.clone();
                args.extend(regs(cx, b, kind.input, nb * b_half, b_half)?);
                args.extend(elements(cx, c, 4 * nb, 4)?);
                let r = call(name, args, f32t.into(), 4)?;
                d = put(cx, d, r, &[4 * nb, 4 * nb + 1, 4 * nb + 2, 4 * nb + 3])?;
            }
        }
        MmaInput::F64 => {
            for mb in 0..2 {
                for nb in 0..2 {
                    let first = 2 * mb + 4 * nb;
                    let mut args = elements(cx, a, mb, 1)?;
                    args.extend(elements(cx, b, nb, 1)?);
                    args.extend(elements(cx, c, first, 2)?);
                    let r = call("llvm.nvvm.mma.m8n8k4.row.col.f64", args, f64t.into(), 2)?;
                    d = put(cx, d, r, &[first, first + 1])?;
                }
            }
        }
    }
    Ok(d)
}

/// NVIDIA's body of a CUDA warp's `mma.sync` ([`gpujit_ir::mma::warp`]):
/// the instruction itself on sm_80 and later (`llvm.nvvm.mma.*`, the
/// registers as PTX holds them), lane by lane before.
pub fn lower_warp<'ctx>(
    sm: u32,
    w: WarpMma,
    cx: &LowerCx<'_, 'ctx>,
) -> Result<BasicValueEnum<'ctx>, IrError> {
    if sm < 80 {
        return lower_lanes(w, cx);
    }
    let (b, ctx) = (cx.builder, cx.ctx);
    let (i32t, f32t, f64t) = (ctx.i32_type(), ctx.f32_type(), ctx.f64_type());
    let name = match (w.input, w.k) {
        (MmaInput::F16, k) => format!("llvm.nvvm.mma.m16n8k{k}.row.col.f32.f32"),
        (MmaInput::BF16, k) => format!("llvm.nvvm.mma.m16n8k{k}.row.col.bf16"),
        (MmaInput::TF32, k) => format!("llvm.nvvm.mma.m16n8k{k}.row.col.tf32"),
        (MmaInput::F64, _) => "llvm.nvvm.mma.m8n8k4.row.col.f64".to_string(),
    };
    // A and B: `<2 x half>` pairs for f16, `i32` for bf16 and tf32, `double` for f64.
    let operand = |i: u32| -> Result<Vec<BasicValueEnum<'ctx>>, IrError> {
        let v = cx.param(i)?.into_vector_value();
        (0..v.get_type().get_size())
            .map(|j| {
                let x = b
                    .build_extract_element(v, i32t.const_int(u64::from(j), false), "")
                    .map_err(err)?;
                Ok(match w.input {
                    MmaInput::F16 => b
                        .build_bit_cast(x, ctx.f16_type().vec_type(2), "")
                        .map_err(err)?,
                    MmaInput::F64 => b.build_bit_cast(x, f64t, "").map_err(err)?,
                    _ => x,
                })
            })
            .collect()
    };
    let c = cx.param(2)?.into_vector_value();
    let mut args = operand(0)?;
    args.extend(operand(1)?);
    args.extend(elements(cx, c, 0, c.get_type().get_size())?);
    let acc: BasicTypeEnum = if w.input == MmaInput::F64 {
        f64t.into()
    } else {
        f32t.into()
    };
    let n = c.get_type().get_size();
    let st = ctx.struct_type(&vec![acc; n as usize], false);
    let params: Vec<_> = args.iter().map(|a| a.get_type().into()).collect();
    let md: Vec<_> = args.iter().map(|a| (*a).into()).collect();
    let r = cx
        .call(&name, st.fn_type(&params, false), &md)?
        .ok_or_else(|| err(format!("{name} returned nothing")))?
        .into_struct_value();
    let at: Vec<u32> = (0..n).collect();
    Ok(put(cx, c.get_type().get_undef(), r, &at)?.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tables, against PTX's fragment descriptions written out independently.
    #[test]
    fn layouts_are_ptx_fragments() {
        for lane in 0..32u32 {
            let (g, t) = (lane / 4, lane % 4);
            for i in 0..8u32 {
                // m16n8k16 A: a0,a1 (g, 2t..), a2,a3 (g+8, 2t..), a4.. (g, 2t+8..), a6.. (g+8, 2t+8..)
                let a = (
                    g + if i % 4 >= 2 { 8 } else { 0 },
                    2 * t + i % 2 + if i >= 4 { 8 } else { 0 },
                );
                assert_eq!(A16.coord(lane, i), a, "A lane {lane} elem {i}");
                // B: b0,b1 (2t.., g), b2,b3 (2t+8.., g), second n-block +8.
                let bb = (
                    2 * t + i % 2 + if i % 4 >= 2 { 8 } else { 0 },
                    g + if i >= 4 { 8 } else { 0 },
                );
                assert_eq!(B16.coord(lane, i), bb, "B lane {lane} elem {i}");
            }
            for i in 0..4u32 {
                let a = (
                    g + if i % 2 == 1 { 8 } else { 0 },
                    t + if i >= 2 { 4 } else { 0 },
                );
                assert_eq!(A_TF32.coord(lane, i), a);
                let bb = (
                    t + if i % 2 == 1 { 4 } else { 0 },
                    g + if i >= 2 { 8 } else { 0 },
                );
                assert_eq!(B_TF32.coord(lane, i), bb);
            }
            for i in 0..2u32 {
                assert_eq!(A_F64.coord(lane, i), (g + 8 * i, t));
                assert_eq!(B_F64.coord(lane, i), (t, g + 8 * i));
            }
        }
        for kind in MmaKind::ALL {
            for u in FragmentUse::ALL {
                let (r, c) = kind.dims(u);
                let l = layout(kind, u).unwrap();
                assert!(l.len <= kind.max_len(u));
                l.check_cover(32, r, c, 1)
                    .unwrap_or_else(|e| panic!("{kind} {u:?}: {e}"));
            }
        }
    }
}
