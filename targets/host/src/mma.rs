//! The matrix operation on the host: lane layouts and exact arithmetic.
//!
//! # Layout
//!
//! A fragment's elements are dealt to the lanes of a warp of `W` threads in
//! row-major order of the tile: element `i` of lane `l` is element
//! `f = i·W + l` of the `rows × cols` matrix it holds, at `(f / cols, f % cols)`
//! (`A` is `m × k`, `B` is `k × n`, the accumulator `m × n`). Each lane
//! holds `rows·cols / W` elements. The warp size is the device's, chosen
//! when it is opened: matrix operations need 32 or 64 (a launch on a device
//! with smaller warps fails with a fault naming it).
//!
//! # Arithmetic
//!
//! Each lane computes its own elements of `D`: `d = c`, then for
//! `k = 0, 1, ...`: `d = fma(a[r][k], b[k][c], d)`, rounding to nearest even
//! once per step (an `f16`, `bf16` or `tf32` product is exact in `f32`, so
//! each step rounds only the sum). `tf32` inputs are truncated to their top
//! 19 bits first, as NVIDIA's tensor cores read them.

use gpujit_ir::inkwell::values::{BasicValueEnum, IntValue};
use gpujit_ir::lower::LowerCx;
use gpujit_ir::mma::lower::{ElemAt, below, load_elements, store_elements};
use gpujit_ir::mma::{FragmentUse, MmaInput, MmaKind, MmaOp, TF32_DROPPED_BITS};
use gpujit_ir::{IrError, ScalarType};

use crate::lower::QUERY_FN;

/// Runtime function of the matrix operation:
/// `void (i32 kind, ptr a, ptr b, ptr c, ptr d)`, `kind` an index of
/// [`MmaKind::ALL`]; each pointer addresses the lane's fragment as an array.
pub const MMA_FN: &str = "gpujit_host_mma";

fn err(e: impl std::fmt::Display) -> IrError {
    IrError::Llvm(e.to_string())
}

/// The index of `kind` in [`MmaKind::ALL`].
pub fn kind_code(kind: MmaKind) -> Option<u32> {
    MmaKind::ALL
        .iter()
        .position(|k| *k == kind)
        .map(|p| p as u32)
}

fn query<'ctx>(cx: &LowerCx<'_, 'ctx>, code: u64) -> Result<IntValue<'ctx>, IrError> {
    let i32t = cx.ctx.i32_type();
    let v = cx.call(
        QUERY_FN,
        i32t.fn_type(&[i32t.into()], false),
        &[i32t.const_int(code, false).into()],
    )?;
    Ok(v.ok_or_else(|| err("query returned nothing"))?
        .into_int_value())
}

/// `(rows·cols / W, W, lane)`.
fn shape<'ctx>(
    cx: &LowerCx<'_, 'ctx>,
    kind: MmaKind,
    use_: FragmentUse,
) -> Result<(IntValue<'ctx>, IntValue<'ctx>, IntValue<'ctx>), IrError> {
    let (rows, cols) = kind.dims(use_);
    let warp = query(cx, 12)?;
    let lane = query(cx, 13)?;
    let i32t = cx.ctx.i32_type();
    // A warp of zero threads never runs a kernel; the division is still guarded.
    let w = cx
        .builder
        .build_select(
            cx.builder
                .build_int_compare(
                    gpujit_ir::inkwell::IntPredicate::EQ,
                    warp,
                    i32t.const_zero(),
                    "",
                )
                .map_err(err)?,
            i32t.const_int(1, false),
            warp,
            "",
        )
        .map_err(err)?
        .into_int_value();
    let len = cx
        .builder
        .build_int_unsigned_div(i32t.const_int(u64::from(rows * cols), false), w, "")
        .map_err(err)?;
    Ok((len, w, lane))
}

/// `(row, col)` of element `i` (a value) of this lane.
fn coord<'ctx>(
    cx: &LowerCx<'_, 'ctx>,
    kind: MmaKind,
    use_: FragmentUse,
    warp: IntValue<'ctx>,
    lane: IntValue<'ctx>,
    i: IntValue<'ctx>,
) -> Result<(IntValue<'ctx>, IntValue<'ctx>), IrError> {
    let (b, i32t) = (cx.builder, cx.ctx.i32_type());
    let cols = i32t.const_int(u64::from(kind.dims(use_).1), false);
    let f = b
        .build_int_add(b.build_int_mul(i, warp, "").map_err(err)?, lane, "")
        .map_err(err)?;
    Ok((
        b.build_int_unsigned_div(f, cols, "").map_err(err)?,
        b.build_int_unsigned_rem(f, cols, "").map_err(err)?,
    ))
}

/// The host's body of a matrix intrinsic.
pub fn lower<'ctx>(
    op: MmaOp,
    cx: &LowerCx<'_, 'ctx>,
) -> Result<Option<BasicValueEnum<'ctx>>, IrError> {
    let kind = op.kind();
    let code = kind_code(kind).ok_or_else(|| IrError::MmaUnsupported {
        target: "host".into(),
        kind: kind.name(),
        supported: MmaKind::ALL.iter().map(MmaKind::name).collect(),
    })?;
    let i32t = cx.ctx.i32_type();
    match op {
        MmaOp::Len(_, u) => Ok(Some(shape(cx, kind, u)?.0.into())),
        MmaOp::Row(_, u) | MmaOp::Col(_, u) => {
            let (_, w, lane) = shape(cx, kind, u)?;
            let (r, c) = coord(cx, kind, u, w, lane, cx.param(0)?.into_int_value())?;
            Ok(Some(
                if matches!(op, MmaOp::Row(..)) { r } else { c }.into(),
            ))
        }
        MmaOp::Load(_, u, layout, _) => {
            let (len, w, lane) = shape(cx, kind, u)?;
            let v = load_elements(cx, kind, u, layout, kind.max_len(u), |i| {
                let (row, col) = coord(cx, kind, u, w, lane, i32t.const_int(u64::from(i), false))?;
                Ok(ElemAt {
                    row,
                    col,
                    valid: Some(below(cx, i, len)?),
                })
            })?;
            Ok(Some(v))
        }
        MmaOp::Store(_, layout, _) => {
            let u = FragmentUse::Accumulator;
            let (len, w, lane) = shape(cx, kind, u)?;
            store_elements(cx, kind, layout, kind.max_len(u), |i| {
                let (row, col) = coord(cx, kind, u, w, lane, i32t.const_int(u64::from(i), false))?;
                Ok(ElemAt {
                    row,
                    col,
                    valid: Some(below(cx, i, len)?),
                })
            })?;
            Ok(None)
        }
        MmaOp::Mma(_) => {
            let b = cx.builder;
            let ptr = cx.ctx.ptr_type(gpujit_ir::inkwell::AddressSpace::default());
            let mut slots = Vec::new();
            for (i, u) in [FragmentUse::A, FragmentUse::B, FragmentUse::Accumulator]
                .into_iter()
                .enumerate()
            {
                let ty = kind.vector_type(cx.ctx, u);
                let slot = b.build_alloca(ty, "").map_err(err)?;
                b.build_store(slot, cx.param(i as u32)?).map_err(err)?;
                slots.push(slot);
            }
            let acc = kind.vector_type(cx.ctx, FragmentUse::Accumulator);
            let d = b.build_alloca(acc, "").map_err(err)?;
            cx.call(
                MMA_FN,
                cx.ctx.void_type().fn_type(
                    &[i32t.into(), ptr.into(), ptr.into(), ptr.into(), ptr.into()],
                    false,
                ),
                &[
                    i32t.const_int(u64::from(code), false).into(),
                    slots[0].into(),
                    slots[1].into(),
                    slots[2].into(),
                    d.into(),
                ],
            )?;
            Ok(Some(b.build_load(acc, d, "").map_err(err)?))
        }
    }
}

/// One lane's fragments, as the runtime reads them.
#[derive(Clone, Copy)]
pub struct LaneFragments {
    /// `A`.
    pub a: *const u8,
    /// `B`.
    pub b: *const u8,
    /// `C`.
    pub c: *const u8,
}

/// Reads element `i` of a fragment of `ty` at `p` as the value the matrix
/// operation uses: `tf32` inputs (`tf32` set, never the accumulator) lose
/// their low 13 mantissa bits.
///
/// # Safety
/// `p` must address at least `i + 1` elements of `ty`.
unsafe fn element(p: *const u8, ty: ScalarType, tf32: bool, i: usize) -> f64 {
    // SAFETY: the caller guarantees the element exists; fragments are
    // element arrays of `ty`, possibly unaligned for their size (read unaligned).
    unsafe {
        match ty {
            ScalarType::F16 => {
                crate::softfloat::widen(p.cast::<u16>().add(i).read_unaligned(), 5, 10)
            }
            ScalarType::BF16 => {
                crate::softfloat::widen(p.cast::<u16>().add(i).read_unaligned(), 8, 7)
            }
            ScalarType::F64 => p.cast::<f64>().add(i).read_unaligned(),
            _ => {
                let bits = p.cast::<u32>().add(i).read_unaligned();
                let bits = if tf32 {
                    bits & !TF32_DROPPED_BITS
                } else {
                    bits
                };
                f64::from(f32::from_bits(bits))
            }
        }
    }
}

/// Why a warp cannot run a matrix operation of `kind`, if it cannot.
pub fn check_warp(kind: MmaKind, warp: u32, lanes: usize) -> Result<(), String> {
    if warp != 32 && warp != 64 {
        return Err(format!(
            "matrix operation {kind} on the host needs warps of 32 or 64 threads; this device's have {warp}"
        ));
    }
    if lanes != warp as usize {
        return Err(format!(
            "matrix operation {kind} needs every lane of the warp; {lanes} of {warp} took part"
        ));
    }
    Ok(())
}

/// Computes lane `lane`'s elements of `D` into `d` from the fragments of every
/// lane of a warp of `lanes.len()` threads.
///
/// # Safety
/// Every pointer of `lanes` must address a whole fragment of its use (the
/// portable vector of [`MmaKind::max_len`] elements), and `d` a whole
/// accumulator.
pub unsafe fn compute(kind: MmaKind, lane: u32, lanes: &[LaneFragments], d: *mut u8) {
    let w = lanes.len() as u32;
    let (ta, tb, tc) = (
        kind.element(FragmentUse::A),
        kind.element(FragmentUse::B),
        kind.element(FragmentUse::Accumulator),
    );
    let at = |use_: FragmentUse, r: u32, c: u32| -> f64 {
        let cols = kind.dims(use_).1;
        let f = r * cols + c;
        let (l, i) = ((f % w) as usize, (f / w) as usize);
        let (p, ty) = match use_ {
            FragmentUse::A => (lanes[l].a, ta),
            FragmentUse::B => (lanes[l].b, tb),
            FragmentUse::Accumulator => (lanes[l].c, tc),
        };
        let tf32 = kind.input == MmaInput::TF32 && use_ != FragmentUse::Accumulator;
        // SAFETY: `f < rows·cols`, so `i` is below the lane's share, which the
        // caller guarantees is present.
        unsafe { element(p, ty, tf32, i) }
    };
    let n = kind.n;
    for i in 0..(kind.m * n / w) {
        let f = i * w + lane;
        let (r, c) = (f / n, f % n);
        let cv = at(FragmentUse::Accumulator, r, c);
        if tc == ScalarType::F64 {
            let mut acc = cv;
            for k in 0..kind.k {
                acc = at(FragmentUse::A, r, k).mul_add(at(FragmentUse::B, k, c), acc);
            }
            // SAFETY: `i` is below the accumulator's share of this lane.
            unsafe { d.cast::<f64>().add(i as usize).write_unaligned(acc) };
        } else {
            let mut acc = cv as f32;
            for k in 0..kind.k {
                let (x, y) = (
                    at(FragmentUse::A, r, k) as f32,
                    at(FragmentUse::B, k, c) as f32,
                );
                acc = x.mul_add(y, acc);
            }
            // SAFETY: as above.
            unsafe { d.cast::<f32>().add(i as usize).write_unaligned(acc) };
        }
    }
}
