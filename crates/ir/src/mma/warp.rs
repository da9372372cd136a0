//! A CUDA warp's `mma.sync.aligned` (the PTX instruction, from whole PTX
//! modules and from inline asm): 32 lanes multiplying tiles whose fragments
//! lie in PTX's lane layout, lane `l` being in group `g = l / 4` at
//! `t = l % 4` of its 32-lane warp.
//!
//! The NVVM lift turns each such instruction into one call of
//! `gpujit.mma.warp.<input>.m<M>n8k<K>`:
//! `<C x acc> (<A x iR> a, <B x iR> b, <C x acc> c)`, the registers of `A`
//! and `B` as PTX holds them (`R` = 32 bits, 64 for `f64`) and `C`'s as
//! floats. Every target lowers it: [`lower_lanes`] computes it lane by lane
//! from 32-lane shuffles on any target; AMD's CDNA and RDNA processors use
//! their matrix instructions where the whole wave takes part (see
//! `gpujit_amdgcn::mma`).

use inkwell::builder::Builder;
use inkwell::context::ContextRef;
use inkwell::module::Module;
use inkwell::types::{BasicTypeEnum, FunctionType};
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, FloatValue, IntValue};

use super::{MmaInput, MmaKind, TF32_DROPPED_BITS};
use crate::lower::LowerCx;
use crate::{Intrinsic, IrError, ShuffleKind};

fn err(e: impl std::fmt::Display) -> IrError {
    IrError::Llvm(e.to_string())
}

/// One `mma.sync.aligned.m<M>n8k<K>.row.col` kind: `D (M×8) = A (M×K) ·
/// B (K×8) + C`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct WarpMma {
    /// Input type (`f16`, `bf16`, `tf32` with `f32` accumulators; `f64`).
    pub input: MmaInput,
    /// Rows of `A`, `C` and `D`: 16, or 8 for `f64`.
    pub m: u32,
    /// Depth.
    pub k: u32,
}

/// Where one element of a PTX fragment lives: lane (of the 32), register,
/// and which 16-bit half of a 32-bit register (`None`: all of it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PtxLoc {
    /// Lane within the warp.
    pub lane: u32,
    /// Register index within the operand.
    pub reg: usize,
    /// Half of the register (`f16` and `bf16` pack two per register).
    pub half: Option<u32>,
}

impl WarpMma {
    /// The kinds PTX has that the lift accepts.
    pub const ALL: [WarpMma; 7] = [
        WarpMma::new(MmaInput::F16, 16, 16),
        WarpMma::new(MmaInput::F16, 16, 8),
        WarpMma::new(MmaInput::BF16, 16, 16),
        WarpMma::new(MmaInput::BF16, 16, 8),
        WarpMma::new(MmaInput::TF32, 16, 8),
        WarpMma::new(MmaInput::TF32, 16, 4),
        WarpMma::new(MmaInput::F64, 8, 4),
    ];

    /// A kind (not necessarily one of [`WarpMma::ALL`]).
    pub const fn new(input: MmaInput, m: u32, k: u32) -> WarpMma {
        WarpMma { input, m, k }
    }

    /// The intrinsic's name, e.g. `gpujit.mma.warp.f16.m16n8k16`.
    pub fn name(self) -> String {
        format!(
            "gpujit.mma.warp.{}.m{}n8k{}",
            self.input.name(),
            self.m,
            self.k
        )
    }

    /// PTX's spelling of the shape and types, for messages:
    /// `m16n8k16.f32.f16.f16.f32`.
    pub fn ptx_name(self) -> String {
        let (acc, input) = match self.input {
            MmaInput::F64 => ("f64", "f64"),
            i => ("f32", i.name()),
        };
        format!("m{}n8k{}.{acc}.{input}.{input}.{acc}", self.m, self.k)
    }

    /// Bits of one register of `A` and `B`.
    pub fn reg_bits(self) -> u32 {
        if self.input == MmaInput::F64 { 64 } else { 32 }
    }

    /// Registers of `A`, `B` and `C`/`D`.
    pub fn regs(self) -> (usize, usize, usize) {
        let per = match self.input {
            MmaInput::F16 | MmaInput::BF16 => 2,
            MmaInput::TF32 | MmaInput::F64 => 1,
        };
        let a = (self.m * self.k / 32 / per) as usize;
        let b = (self.k * 8 / 32 / per) as usize;
        (a, b, (self.m * 8 / 32) as usize)
    }

    /// The 16×16 portable matrix kind whose instruction can compute this
    /// one (`tf32` in steps of 8, `f16`/`bf16` of 16), if any.
    pub fn hardware(self) -> Option<MmaKind> {
        match self.input {
            MmaInput::F16 => Some(MmaKind::F16_16X16X16),
            MmaInput::BF16 => Some(MmaKind::BF16_16X16X16),
            MmaInput::TF32 => Some(MmaKind::TF32_16X16X8),
            MmaInput::F64 => None,
        }
    }

    /// `<C x float>` (or `double`) (`<A x iR>`, `<B x iR>`, `<C x float>`).
    pub fn signature<'ctx>(self, ctx: ContextRef<'ctx>) -> FunctionType<'ctx> {
        let (na, nb, nc) = self.regs();
        let reg = if self.input == MmaInput::F64 {
            ctx.i64_type()
        } else {
            ctx.i32_type()
        };
        let acc = self.acc_type(ctx).vec_type(nc as u32);
        acc.fn_type(
            &[
                reg.vec_type(na as u32).into(),
                reg.vec_type(nb as u32).into(),
                acc.into(),
            ],
            false,
        )
    }

    fn acc_type<'ctx>(self, ctx: ContextRef<'ctx>) -> inkwell::types::FloatType<'ctx> {
        if self.input == MmaInput::F64 {
            ctx.f64_type()
        } else {
            ctx.f32_type()
        }
    }

    /// Where `A[row][col]` lives.
    pub fn a_at(self, row: u32, col: u32) -> PtxLoc {
        let (g, sel) = (row % 8, row / 8);
        let (t, reg, half) = match self.input {
            // Registers: (row g, k 0-7), (g+8, 0-7), (g, 8-15), (g+8, 8-15).
            MmaInput::F16 | MmaInput::BF16 => {
                ((col % 8) / 2, (sel + 2 * (col / 8)) as usize, Some(col % 2))
            }
            // a0 (g, t), a1 (g+8, t), a2 (g, t+4), a3 (g+8, t+4).
            MmaInput::TF32 => (col % 4, (sel + 2 * (col / 4)) as usize, None),
            MmaInput::F64 => (col % 4, 0, None),
        };
        PtxLoc {
            lane: 4 * g + t,
            reg,
            half,
        }
    }

    /// Where `B[row][col]` lives (`row` < K, `col` < 8).
    pub fn b_at(self, row: u32, col: u32) -> PtxLoc {
        let (t, reg, half) = match self.input {
            MmaInput::F16 | MmaInput::BF16 => ((row % 8) / 2, (row / 8) as usize, Some(row % 2)),
            MmaInput::TF32 => (row % 4, (row / 4) as usize, None),
            MmaInput::F64 => (row % 4, 0, None),
        };
        PtxLoc {
            lane: 4 * col + t,
            reg,
            half,
        }
    }

    /// Where `C[row][col]` and `D[row][col]` live: `c0, c1` at row `g`,
    /// columns `2t, 2t+1`; `c2, c3` at row `g + 8`.
    pub fn d_at(self, row: u32, col: u32) -> PtxLoc {
        PtxLoc {
            lane: 4 * (row % 8) + col / 2,
            reg: (2 * (row / 8) + col % 2) as usize,
            half: None,
        }
    }
}

impl std::fmt::Display for WarpMma {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.ptx_name())
    }
}

/// An input element (the `half` of 32-bit `bits`, or all of them) as the
/// accumulator's float type: `f16` and `bf16` widened exactly, `tf32` as
/// the `f32` of its top 19 bits, `f64` as is.
pub fn input_value<'ctx>(
    cx: &LowerCx<'_, 'ctx>,
    bits: IntValue<'ctx>,
    half: Option<u32>,
    input: MmaInput,
) -> Result<FloatValue<'ctx>, IrError> {
    let (b, ctx) = (cx.builder, cx.ctx);
    Ok(match input {
        MmaInput::F64 => b
            .build_bit_cast(bits, ctx.f64_type(), "")
            .map_err(err)?
            .into_float_value(),
        MmaInput::TF32 => tf32_value(b, bits)?,
        MmaInput::F16 | MmaInput::BF16 => {
            let h = half16(cx, bits, half.unwrap_or(0))?;
            let t = if input == MmaInput::F16 {
                ctx.f16_type()
            } else {
                ctx.bf16_type()
            };
            let h = b.build_bit_cast(h, t, "").map_err(err)?.into_float_value();
            b.build_float_ext(h, ctx.f32_type(), "").map_err(err)?
        }
    })
}

/// The `f32` a `tf32` input is read as: its 32 bits with the low mantissa
/// bits cleared ([`TF32_DROPPED_BITS`]), as NVIDIA's tensor cores read it.
pub fn tf32_value<'ctx>(
    b: &Builder<'ctx>,
    bits: IntValue<'ctx>,
) -> Result<FloatValue<'ctx>, IrError> {
    let t = bits.get_type();
    let kept = b
        .build_and(bits, t.const_int(u64::from(!TF32_DROPPED_BITS), false), "")
        .map_err(err)?;
    Ok(b.build_bit_cast(kept, t.get_context().f32_type(), "")
        .map_err(err)?
        .into_float_value())
}

/// The 16-bit half `half` (0: low) of a 32-bit value.
pub fn half16<'ctx>(
    cx: &LowerCx<'_, 'ctx>,
    bits: IntValue<'ctx>,
    half: u32,
) -> Result<IntValue<'ctx>, IrError> {
    let b = cx.builder;
    let s = b
        .build_right_shift(
            bits,
            cx.ctx.i32_type().const_int(16 * u64::from(half), false),
            false,
            "",
        )
        .map_err(err)?;
    b.build_int_truncate(s, cx.ctx.i16_type(), "").map_err(err)
}

/// Calls a portable intrinsic returning an integer (from inside another
/// intrinsic's body too: the lowering pass defines every declaration).
fn portable<'ctx>(
    module: &Module<'ctx>,
    b: &Builder<'ctx>,
    op: Intrinsic,
    args: &[BasicMetadataValueEnum<'ctx>],
) -> Result<IntValue<'ctx>, IrError> {
    let call = b.build_call(op.declare(module), args, "").map_err(err)?;
    match call.try_as_basic_value().basic() {
        Some(BasicValueEnum::IntValue(v)) => Ok(v),
        _ => Err(err(format!("{op} returned no integer"))),
    }
}

/// Operand `i` of the intrinsic, element `j`, as an integer.
fn reg<'ctx>(cx: &LowerCx<'_, 'ctx>, i: u32, j: usize) -> Result<IntValue<'ctx>, IrError> {
    let v = cx.param(i)?.into_vector_value();
    Ok(cx
        .builder
        .build_extract_element(v, cx.ctx.i32_type().const_int(j as u64, false), "")
        .map_err(err)?
        .into_int_value())
}

/// Value `v` (32 or 64 bits) of lane `src` (0..32) of this lane's 32-lane
/// warp: one 32-lane shuffle per 32 bits.
pub(crate) fn read_lane<'ctx>(
    module: &Module<'ctx>,
    b: &Builder<'ctx>,
    v: IntValue<'ctx>,
    src: IntValue<'ctx>,
) -> Result<IntValue<'ctx>, IrError> {
    let ctx = module.get_context();
    let i32t = ctx.i32_type();
    let width = i32t.const_int(32, false);
    let shfl = |x: IntValue<'ctx>| {
        portable(
            module,
            b,
            Intrinsic::Shuffle(ShuffleKind::Idx),
            &[x.into(), src.into(), width.into()],
        )
    };
    if v.get_type().get_bit_width() == 32 {
        return shfl(v);
    }
    let i64t = ctx.i64_type();
    let lo = b.build_int_truncate(v, i32t, "").map_err(err)?;
    let hi = b
        .build_right_shift(v, i64t.const_int(32, false), false, "")
        .map_err(err)?;
    let hi = b.build_int_truncate(hi, i32t, "").map_err(err)?;
    let (lo, hi) = (shfl(lo)?, shfl(hi)?);
    let lo = b.build_int_z_extend(lo, i64t, "").map_err(err)?;
    let hi = b.build_int_z_extend(hi, i64t, "").map_err(err)?;
    let hi = b
        .build_left_shift(hi, i64t.const_int(32, false), "")
        .map_err(err)?;
    b.build_or(hi, lo, "").map_err(err)
}

/// The body of `w` computed lane by lane, for any target: a lane reads the
/// rows of `A` and the columns of `B` its elements of `D` need from the
/// lanes holding them (32-lane shuffles), widens the inputs to the
/// accumulator's type and accumulates `d = fma(a, b, d)` in `k` order, as
/// the host target's matrix operations do: results equal NVIDIA's whenever
/// every partial sum is representable.
pub fn lower_lanes<'ctx>(
    w: WarpMma,
    cx: &LowerCx<'_, 'ctx>,
) -> Result<BasicValueEnum<'ctx>, IrError> {
    let (b, i32t) = (cx.builder, cx.ctx.i32_type());
    let c32 = |v: u64| i32t.const_int(v, false);
    let lane = portable(cx.module, b, Intrinsic::LaneId, &[])?;
    let lane = b.build_and(lane, c32(31), "").map_err(err)?;
    let g = b.build_right_shift(lane, c32(2), false, "").map_err(err)?;
    let t = b.build_and(lane, c32(3), "").map_err(err)?;
    let ft = w.acc_type(cx.ctx);
    let fma = |x: FloatValue<'ctx>, y: FloatValue<'ctx>, acc: FloatValue<'ctx>| {
        cx.call_intrinsic(
            "llvm.fma",
            &[BasicTypeEnum::from(ft)],
            &[x.into(), y.into(), acc.into()],
        )?
        .map(BasicValueEnum::into_float_value)
        .ok_or_else(|| err("fma returned nothing"))
    };
    // Elements of one row of A or one column of B: lane `base + t'` holds
    // them (`at` gives `t'`, the register and the half for each k).
    let gather = |operand: u32, base: IntValue<'ctx>, at: &dyn Fn(u32) -> PtxLoc| {
        let mut read: Vec<((u32, usize), IntValue<'ctx>)> = Vec::new();
        let mut out = Vec::new();
        for k in 0..w.k {
            let loc = at(k);
            let key = (loc.lane, loc.reg);
            let v = match read.iter().find(|(kk, _)| *kk == key) {
                Some((_, v)) => *v,
                None => {
                    let src = b
                        .build_int_add(base, c32(u64::from(loc.lane)), "")
                        .map_err(err)?;
                    let v = read_lane(cx.module, b, reg(cx, operand, loc.reg)?, src)?;
                    read.push((key, v));
                    v
                }
            };
            out.push(input_value(cx, v, loc.half, w.input)?);
        }
        Ok::<_, IrError>(out)
    };
    // Rows g (and g + 8) of A, from lanes 4g + t'.
    let g4 = b.build_left_shift(g, c32(2), "").map_err(err)?;
    let rows = w.m / 8;
    let mut a_rows = Vec::new();
    for sel in 0..rows {
        a_rows.push(gather(0, g4, &|k| w.a_at(8 * sel, k))?);
    }
    // Columns 2t and 2t + 1 of B, from lanes 4c + t'.
    let mut b_cols = Vec::new();
    for j in 0..2u64 {
        let col = b.build_left_shift(t, c32(1), "").map_err(err)?;
        let col = b.build_int_add(col, c32(j), "").map_err(err)?;
        let c4 = b.build_left_shift(col, c32(2), "").map_err(err)?;
        b_cols.push(gather(1, c4, &|k| w.b_at(k, 0))?);
    }
    let (_, _, nc) = w.regs();
    let acc_in = cx.param(2)?.into_vector_value();
    let mut out = acc_in.get_type().get_undef();
    for (sel, a_row) in a_rows.iter().enumerate() {
        for (j, b_col) in b_cols.iter().enumerate() {
            let idx = c32((2 * sel + j) as u64);
            let mut acc = b
                .build_extract_element(acc_in, idx, "")
                .map_err(err)?
                .into_float_value();
            for (x, y) in a_row.iter().zip(b_col) {
                acc = fma(*x, *y, acc)?;
            }
            out = b.build_insert_element(out, acc, idx, "").map_err(err)?;
        }
    }
    debug_assert_eq!(a_rows.len() * 2, nc);
    Ok(out.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every element of A, B and D is held by exactly one (lane, register,
    /// half), within the registers the kind has.
    #[test]
    fn ptx_layouts_cover_their_matrices() {
        for w in WarpMma::ALL {
            let (na, nb, nc) = w.regs();
            let halves = if w.reg_bits() == 32 && matches!(w.input, MmaInput::F16 | MmaInput::BF16)
            {
                2
            } else {
                1
            };
            let check =
                |rows: u32, cols: u32, n: usize, h: u32, at: &dyn Fn(u32, u32) -> PtxLoc| {
                    let mut seen = std::collections::HashSet::new();
                    for r in 0..rows {
                        for c in 0..cols {
                            let l = at(r, c);
                            assert!(l.lane < 32 && l.reg < n, "{w} ({r}, {c}): {l:?}");
                            assert!(
                                seen.insert((l.lane, l.reg, l.half.unwrap_or(0))),
                                "{w} ({r}, {c}) twice"
                            );
                        }
                    }
                    assert_eq!(seen.len(), 32 * n * h as usize, "{w}");
                };
            check(w.m, w.k, na, halves, &|r, c| w.a_at(r, c));
            check(w.k, 8, nb, halves, &|r, c| w.b_at(r, c));
            check(w.m, 8, nc, 1, &|r, c| w.d_at(r, c));
        }
    }
}
