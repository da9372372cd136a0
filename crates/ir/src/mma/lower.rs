//! IR building blocks for targets lowering the matrix intrinsics: a layout's
//! coordinates as arithmetic on the lane number, and whole-fragment loads and
//! stores element by element.

use inkwell::IntPredicate;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicValueEnum, IntValue, VectorValue};

use super::{Coord, FragmentUse, MatrixLayout, MmaKind};
use crate::IrError;
use crate::lower::LowerCx;

fn err(e: impl std::fmt::Display) -> IrError {
    IrError::Llvm(e.to_string())
}

/// `Σ ((x >> shift) & mask) · scale` over `fields`, as i32 arithmetic.
fn fields<'ctx>(
    cx: &LowerCx<'_, 'ctx>,
    fields: &[super::Field],
    x: IntValue<'ctx>,
) -> Result<IntValue<'ctx>, IrError> {
    let (b, i32t) = (cx.builder, cx.ctx.i32_type());
    let mut acc = i32t.const_zero();
    for f in fields {
        let shifted = b
            .build_right_shift(x, i32t.const_int(u64::from(f.shift), false), false, "")
            .map_err(err)?;
        let masked = b
            .build_and(shifted, i32t.const_int((1u64 << f.bits) - 1, false), "")
            .map_err(err)?;
        let scaled = b
            .build_int_mul(masked, i32t.const_int(u64::from(f.scale), false), "")
            .map_err(err)?;
        acc = b.build_int_add(acc, scaled, "").map_err(err)?;
    }
    Ok(acc)
}

/// A coordinate of element `elem` of lane `lane`, in IR.
pub fn coord<'ctx>(
    cx: &LowerCx<'_, 'ctx>,
    c: &Coord,
    lane: IntValue<'ctx>,
    elem: IntValue<'ctx>,
) -> Result<IntValue<'ctx>, IrError> {
    let l = fields(cx, c.lane, lane)?;
    let e = fields(cx, c.elem, elem)?;
    cx.builder.build_int_add(l, e, "").map_err(err)
}

/// Where one fragment element lies in its tile, and whether it exists on
/// this lane (`None`: always).
pub struct ElemAt<'ctx> {
    /// Row in the tile.
    pub row: IntValue<'ctx>,
    /// Column in the tile.
    pub col: IntValue<'ctx>,
    /// Whether the element exists. A load of one that does not reads the
    /// tile's first element instead and yields zero; a store of one writes
    /// the lane's element 0 again, where it belongs.
    pub valid: Option<IntValue<'ctx>>,
}

/// Element offset `r·ld + c` (row-major) or `c·ld + r` of a tile element, as i64.
fn offset<'ctx>(
    cx: &LowerCx<'_, 'ctx>,
    layout: MatrixLayout,
    at: &ElemAt<'ctx>,
    ld: IntValue<'ctx>,
) -> Result<IntValue<'ctx>, IrError> {
    let (b, i64t) = (cx.builder, cx.ctx.i64_type());
    let (major, minor) = match layout {
        MatrixLayout::RowMajor => (at.row, at.col),
        MatrixLayout::ColMajor => (at.col, at.row),
    };
    let wide = |v: IntValue<'ctx>| b.build_int_z_extend(v, i64t, "").map_err(err);
    let ld = wide(ld)?;
    let off = b
        .build_int_add(
            b.build_int_mul(wide(major)?, ld, "").map_err(err)?,
            wide(minor)?,
            "",
        )
        .map_err(err)?;
    match at.valid {
        Some(v) => Ok(b
            .build_select(v, off, i64t.const_zero(), "")
            .map_err(err)?
            .into_int_value()),
        None => Ok(off),
    }
}

fn element_type<'ctx>(
    cx: &LowerCx<'_, 'ctx>,
    kind: MmaKind,
    use_: FragmentUse,
) -> BasicTypeEnum<'ctx> {
    kind.vector_type(cx.ctx, use_).get_element_type()
}

/// The body of a fragment load (`ptr p, i32 ld` → fragment) read element by
/// element: element `i < count` from `at(i)`, the others zero.
pub fn load_elements<'ctx>(
    cx: &LowerCx<'_, 'ctx>,
    kind: MmaKind,
    use_: FragmentUse,
    layout: MatrixLayout,
    count: u32,
    at: impl Fn(u32) -> Result<ElemAt<'ctx>, IrError>,
) -> Result<BasicValueEnum<'ctx>, IrError> {
    let b = cx.builder;
    let ptr = cx.param(0)?.into_pointer_value();
    let ld = cx.param(1)?.into_int_value();
    let vty = kind.vector_type(cx.ctx, use_);
    let ety = element_type(cx, kind, use_);
    let mut v: VectorValue<'ctx> = vty.const_zero();
    for i in 0..count {
        let a = at(i)?;
        let off = offset(cx, layout, &a, ld)?;
        // SAFETY: inkwell marks GEP unsafe because an out-of-range index is UB in the
        // generated code; the offset lies in the tile the kernel passed.
        let p = unsafe { b.build_gep(ety, ptr, &[off], "") }.map_err(err)?;
        let mut x = b.build_load(ety, p, "").map_err(err)?;
        if let Some(valid) = a.valid {
            x = b
                .build_select(valid, x, ety.const_zero(), "")
                .map_err(err)?;
        }
        v = b
            .build_insert_element(v, x, cx.ctx.i32_type().const_int(u64::from(i), false), "")
            .map_err(err)?;
    }
    Ok(v.into())
}

/// The body of an accumulator store (`ptr p, i32 ld, <acc> d`) written
/// element by element: element `i < count` to `at(i)`. An element that does
/// not exist writes element 0's value over element 0 instead (element 0
/// always exists).
pub fn store_elements<'ctx>(
    cx: &LowerCx<'_, 'ctx>,
    kind: MmaKind,
    layout: MatrixLayout,
    count: u32,
    at: impl Fn(u32) -> Result<ElemAt<'ctx>, IrError>,
) -> Result<(), IrError> {
    let b = cx.builder;
    let ptr = cx.param(0)?.into_pointer_value();
    let ld = cx.param(1)?.into_int_value();
    let d = cx.param(2)?.into_vector_value();
    let ety = element_type(cx, kind, FragmentUse::Accumulator);
    let i32t = cx.ctx.i32_type();
    let first = b
        .build_extract_element(d, i32t.const_zero(), "")
        .map_err(err)?;
    let mut first_at = None;
    for i in 0..count {
        let a = at(i)?;
        let mut off = offset(cx, layout, &ElemAt { valid: None, ..a }, ld)?;
        let home = *first_at.get_or_insert(off);
        let mut x = b
            .build_extract_element(d, i32t.const_int(u64::from(i), false), "")
            .map_err(err)?;
        if let Some(valid) = a.valid {
            x = b.build_select(valid, x, first, "").map_err(err)?;
            off = b
                .build_select(valid, off, home, "")
                .map_err(err)?
                .into_int_value();
        }
        // SAFETY: as in `load_elements`.
        let p = unsafe { b.build_gep(ety, ptr, &[off], "") }.map_err(err)?;
        b.build_store(p, x).map_err(err)?;
    }
    Ok(())
}

/// `i < len` for an element index against a run-time length.
pub fn below<'ctx>(
    cx: &LowerCx<'_, 'ctx>,
    i: u32,
    len: IntValue<'ctx>,
) -> Result<IntValue<'ctx>, IrError> {
    cx.builder
        .build_int_compare(
            IntPredicate::ULT,
            cx.ctx.i32_type().const_int(u64::from(i), false),
            len,
            "",
        )
        .map_err(err)
}

/// Elements `first..first + count` of a fragment vector, as a vector of
/// `count` elements of type `to` (bit-cast element by element when `to`
/// differs: `bfloat` → `i16`).
pub fn slice<'ctx>(
    cx: &LowerCx<'_, 'ctx>,
    v: VectorValue<'ctx>,
    first: u32,
    count: u32,
    to: BasicTypeEnum<'ctx>,
) -> Result<VectorValue<'ctx>, IrError> {
    let (b, i32t) = (cx.builder, cx.ctx.i32_type());
    let vty = match to {
        BasicTypeEnum::FloatType(f) => f.vec_type(count),
        BasicTypeEnum::IntType(t) => t.vec_type(count),
        other => return Err(err(format!("cannot slice into {other:?}"))),
    };
    let mut out = vty.get_undef();
    for j in 0..count {
        let x = b
            .build_extract_element(v, i32t.const_int(u64::from(first + j), false), "")
            .map_err(err)?;
        let x = if x.get_type() == to {
            x
        } else {
            b.build_bit_cast(x, to, "").map_err(err)?
        };
        out = b
            .build_insert_element(out, x, i32t.const_int(u64::from(j), false), "")
            .map_err(err)?;
    }
    Ok(out)
}

/// Writes the elements of `part` (bit-cast to `v`'s element type where they
/// differ) into `v` from element `first` on.
pub fn splice<'ctx>(
    cx: &LowerCx<'_, 'ctx>,
    v: VectorValue<'ctx>,
    first: u32,
    part: VectorValue<'ctx>,
) -> Result<VectorValue<'ctx>, IrError> {
    let (b, i32t) = (cx.builder, cx.ctx.i32_type());
    let ety = v.get_type().get_element_type();
    let mut out = v;
    for j in 0..part.get_type().get_size() {
        let x = b
            .build_extract_element(part, i32t.const_int(u64::from(j), false), "")
            .map_err(err)?;
        let x = if x.get_type() == ety {
            x
        } else {
            b.build_bit_cast(x, ety, "").map_err(err)?
        };
        out = b
            .build_insert_element(out, x, i32t.const_int(u64::from(first + j), false), "")
            .map_err(err)?;
    }
    Ok(out)
}
