//! The matrix operation on AMD: MFMA on CDNA (gfx908, gfx90a, gfx942, gfx950),
//! WMMA on RDNA3, RDNA3.5 and RDNA4, and each one's fragment layouts.
//!
//! Which kinds a processor has is its row's [`Matrix`] column:
//!
//! | processors | instructions | kinds |
//! | --- | --- | --- |
//! | gfx908 | `v_mfma_f32_16x16x16f16` | `f16` |
//! | gfx90a, gfx950, gfx9-4-generic | + `v_mfma_f32_16x16x16bf16_1k`, `v_mfma_f64_16x16x4f64` | `f16`, `bf16`, `f64` |
//! | gfx942 | + `v_mfma_f32_16x16x8_xf32` | `f16`, `bf16`, `f64`, `tf32` |
//! | gfx11, gfx11.5, gfx11-generic (wave32) | `v_wmma_f32_16x16x16_f16/bf16` | `f16`, `bf16` |
//! | gfx12, gfx12-generic (wave32) | `v_wmma_f32_16x16x16_f16/bf16` | `f16`, `bf16` |
//!
//! RDNA processors compiled for wave64 have no matrix kinds here: WMMA's
//! wave64 operand layout is not described in the ISA documentation this
//! was written from. Any other processor has none.
//!
//! # Lane layouts
//!
//! MFMA, wave64, with `q = lane / 16` and `p = lane % 16`; element `i`:
//!
//! | kind | fragment | elements | row | column |
//! | --- | --- | --- | --- | --- |
//! | `f16`, `bf16` | A (16×16) | 4 | `p` | `4q + i` |
//! | | B (16×16) | 4 | `4q + i` | `p` |
//! | every kind | accumulator (16×16) | 4 | `4q + i` | `p` |
//! | `tf32` | A (16×8) | 2 | `p` | `2q + i` |
//! | | B (8×16) | 2 | `2q + i` | `p` |
//! | `f64` | A (16×4) | 1 | `p` | `q` |
//! | | B (4×16) | 1 | `q` | `p` |
//!
//! WMMA, wave32, `f16` and `bf16`, with `h = lane / 16` and `p = lane % 16`:
//!
//! | processors | fragment | elements | row | column |
//! | --- | --- | --- | --- | --- |
//! | gfx11 | A | 16 | `p` | `i` (lanes 16–31 hold copies of lanes 0–15) |
//! | | B | 16 | `i` | `p` (likewise) |
//! | | accumulator | 8 | `2i + h` | `p` |
//! | gfx12 | A | 8 | `p` | `8h + i` |
//! | | B | 8 | `8h + i` | `p` |
//! | | accumulator | 8 | `8h + i` | `p` |

use gpujit_ir::IrError;
use gpujit_ir::inkwell::types::BasicTypeEnum;
use gpujit_ir::inkwell::values::{BasicValueEnum, IntValue, VectorValue};
use gpujit_ir::lower::LowerCx;
use gpujit_ir::mma::lower::{ElemAt, coord, load_elements, slice, splice, store_elements};
use gpujit_ir::mma::{Coord, FragLayout, FragmentUse, MmaInput, MmaKind, MmaOp, field};

use crate::arch::Matrix;
use crate::lower::llvm_err;

const P: gpujit_ir::mma::Field = field(0, 4, 1);

const MFMA_A16: FragLayout = FragLayout {
    len: 4,
    row: Coord {
        lane: &[P],
        elem: &[],
    },
    col: Coord {
        lane: &[field(4, 2, 4)],
        elem: &[field(0, 2, 1)],
    },
};
const MFMA_B16: FragLayout = MFMA_A16.transposed();
const MFMA_ACC: FragLayout = MFMA_B16;
const MFMA_A_XF32: FragLayout = FragLayout {
    len: 2,
    row: Coord {
        lane: &[P],
        elem: &[],
    },
    col: Coord {
        lane: &[field(4, 2, 2)],
        elem: &[field(0, 1, 1)],
    },
};
const MFMA_B_XF32: FragLayout = MFMA_A_XF32.transposed();
const MFMA_A_F64: FragLayout = FragLayout {
    len: 1,
    row: Coord {
        lane: &[P],
        elem: &[],
    },
    col: Coord {
        lane: &[field(4, 2, 1)],
        elem: &[],
    },
};
const MFMA_B_F64: FragLayout = MFMA_A_F64.transposed();
const WMMA11_A: FragLayout = FragLayout {
    len: 16,
    row: Coord {
        lane: &[P],
        elem: &[],
    },
    col: Coord {
        lane: &[],
        elem: &[field(0, 4, 1)],
    },
};
const WMMA11_B: FragLayout = WMMA11_A.transposed();
const WMMA11_ACC: FragLayout = FragLayout {
    len: 8,
    row: Coord {
        lane: &[field(4, 1, 1)],
        elem: &[field(0, 3, 2)],
    },
    col: Coord {
        lane: &[P],
        elem: &[],
    },
};
const WMMA12_A: FragLayout = FragLayout {
    len: 8,
    row: Coord {
        lane: &[P],
        elem: &[],
    },
    col: Coord {
        lane: &[field(4, 1, 8)],
        elem: &[field(0, 3, 1)],
    },
};
const WMMA12_B: FragLayout = WMMA12_A.transposed();
const WMMA12_ACC: FragLayout = WMMA12_B;

impl Matrix {
    /// The kinds of the portable matrix operation this processor runs in
    /// waves of `wave_size` lanes.
    pub fn kinds(self, wave_size: u32) -> Vec<MmaKind> {
        match self {
            Matrix::None => Vec::new(),
            Matrix::Mfma { bf16, f64, xf32 } => {
                let mut v = vec![MmaKind::F16_16X16X16];
                if bf16 {
                    v.push(MmaKind::BF16_16X16X16);
                }
                if xf32 {
                    v.push(MmaKind::TF32_16X16X8);
                }
                if f64 {
                    v.push(MmaKind::F64_16X16X4);
                }
                v
            }
            Matrix::Wmma11 | Matrix::Wmma12 if wave_size == 32 => {
                vec![MmaKind::F16_16X16X16, MmaKind::BF16_16X16X16]
            }
            Matrix::Wmma11 | Matrix::Wmma12 => Vec::new(),
        }
    }

    /// The lane layout of a fragment of `use_` for `kind` (see the module
    /// documentation), or `None` where the processor lacks the kind.
    pub fn layout(self, kind: MmaKind, use_: FragmentUse, wave_size: u32) -> Option<FragLayout> {
        if !self.kinds(wave_size).contains(&kind) {
            return None;
        }
        Some(match (self, kind.input, use_) {
            (Matrix::Mfma { .. }, _, FragmentUse::Accumulator) => MFMA_ACC,
            (Matrix::Mfma { .. }, MmaInput::TF32, FragmentUse::A) => MFMA_A_XF32,
            (Matrix::Mfma { .. }, MmaInput::TF32, FragmentUse::B) => MFMA_B_XF32,
            (Matrix::Mfma { .. }, MmaInput::F64, FragmentUse::A) => MFMA_A_F64,
            (Matrix::Mfma { .. }, MmaInput::F64, FragmentUse::B) => MFMA_B_F64,
            (Matrix::Mfma { .. }, _, FragmentUse::A) => MFMA_A16,
            (Matrix::Mfma { .. }, _, FragmentUse::B) => MFMA_B16,
            (Matrix::Wmma11, _, FragmentUse::A) => WMMA11_A,
            (Matrix::Wmma11, _, FragmentUse::B) => WMMA11_B,
            (Matrix::Wmma11, _, FragmentUse::Accumulator) => WMMA11_ACC,
            (Matrix::Wmma12, _, FragmentUse::A) => WMMA12_A,
            (Matrix::Wmma12, _, FragmentUse::B) => WMMA12_B,
            (Matrix::Wmma12, _, FragmentUse::Accumulator) => WMMA12_ACC,
            (Matrix::None, ..) => return None,
        })
    }

    /// How many lanes hold each element of a fragment of `use_` (RDNA3 keeps
    /// two copies of `A` and `B`).
    pub fn copies(self, use_: FragmentUse) -> u32 {
        match (self, use_) {
            (Matrix::Wmma11, FragmentUse::A | FragmentUse::B) => 2,
            _ => 1,
        }
    }
}

/// AMD's body of a matrix intrinsic for a processor named `arch` with
/// matrix instructions `matrix`, `lane` computing the lane id.
pub fn lower<'ctx>(
    arch: &str,
    matrix: Matrix,
    wave_size: u32,
    op: MmaOp,
    cx: &LowerCx<'_, 'ctx>,
    lane: impl Fn() -> Result<IntValue<'ctx>, IrError>,
) -> Result<Option<BasicValueEnum<'ctx>>, IrError> {
    let kind = op.kind();
    let at = |use_: FragmentUse| {
        matrix
            .layout(kind, use_, wave_size)
            .ok_or_else(|| IrError::MmaUnsupported {
                target: format!("amdgcn {arch} (wave{wave_size})"),
                kind: if matches!(matrix, Matrix::Wmma11 | Matrix::Wmma12) && wave_size != 32 {
                    format!("{kind} (RDNA runs matrix operations in wave32 only)")
                } else {
                    kind.name()
                },
                supported: matrix.kinds(wave_size).iter().map(MmaKind::name).collect(),
            })
    };
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
                coord(cx, &c, lane()?, cx.param(0)?.into_int_value())?.into(),
            ))
        }
        MmaOp::Load(_, u, layout, _) => {
            let l = at(u)?;
            let lane = lane()?;
            let v = load_elements(cx, kind, u, layout, l.len, |i| {
                let i = i32t.const_int(u64::from(i), false);
                Ok(ElemAt {
                    row: coord(cx, &l.row, lane, i)?,
                    col: coord(cx, &l.col, lane, i)?,
                    valid: None,
                })
            })?;
            Ok(Some(v))
        }
        MmaOp::Store(_, layout, _) => {
            let l = at(FragmentUse::Accumulator)?;
            let lane = lane()?;
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
        MmaOp::Mma(_) => {
            let (la, lb, lc) = (
                at(FragmentUse::A)?,
                at(FragmentUse::B)?,
                at(FragmentUse::Accumulator)?,
            );
            let params = (
                cx.param(0)?.into_vector_value(),
                cx.param(1)?.into_vector_value(),
                cx.param(2)?.into_vector_value(),
            );
            Ok(Some(
                mma_on(cx, matrix, kind, (la.len, lb.len, lc.len), params)?.into(),
            ))
        }
    }
}

/// `D = A·B + C` on the processor's instruction for `kind`: fragments as
/// the portable module carries them (vectors of [`MmaKind::max_len`]
/// elements, the first `na`, `nb`, `nc` used); returns `c` with its first
/// `nc` elements replaced by the result.
pub(crate) fn mma_on<'ctx>(
    cx: &LowerCx<'_, 'ctx>,
    matrix: Matrix,
    kind: MmaKind,
    (na, nb, nc): (u32, u32, u32),
    (a, b, c): (VectorValue<'ctx>, VectorValue<'ctx>, VectorValue<'ctx>),
) -> Result<VectorValue<'ctx>, IrError> {
    let i32t = cx.ctx.i32_type();
    let acc_ty: BasicTypeEnum = c.get_type().get_element_type();
    let input_ty: BasicTypeEnum = match kind.input {
        // The bf16 intrinsics take their inputs as i16 vectors.
        MmaInput::BF16 => cx.ctx.i16_type().into(),
        _ => a.get_type().get_element_type(),
    };
    let (av, bv, cv) = (
        slice(cx, a, 0, na, input_ty)?,
        slice(cx, b, 0, nb, input_ty)?,
        slice(cx, c, 0, nc, acc_ty)?,
    );
    let short = |v: VectorValue<'ctx>| -> String {
        let t = v.get_type();
        let e = match t.get_element_type() {
            BasicTypeEnum::FloatType(f) if f == cx.ctx.f16_type() => "f16",
            BasicTypeEnum::FloatType(f) if f == cx.ctx.f64_type() => "f64",
            BasicTypeEnum::FloatType(_) => "f32",
            _ => "i16",
        };
        format!("v{}{e}", t.get_size())
    };
    let (name, args): (String, Vec<BasicValueEnum<'ctx>>) = match matrix {
        Matrix::Mfma { .. } => {
            let name = match kind.input {
                MmaInput::F16 => "llvm.amdgcn.mfma.f32.16x16x16f16",
                MmaInput::BF16 => "llvm.amdgcn.mfma.f32.16x16x16bf16.1k",
                MmaInput::TF32 => "llvm.amdgcn.mfma.f32.16x16x8.xf32",
                MmaInput::F64 => "llvm.amdgcn.mfma.f64.16x16x4f64",
            };
            // f64's A and B are one scalar each.
            let scalar = |v: VectorValue<'ctx>| -> Result<BasicValueEnum<'ctx>, IrError> {
                if kind.input == MmaInput::F64 {
                    cx.builder
                        .build_extract_element(v, i32t.const_zero(), "")
                        .map_err(llvm_err)
                } else {
                    Ok(v.into())
                }
            };
            let zero = i32t.const_zero().into();
            (
                name.to_string(),
                vec![scalar(av)?, scalar(bv)?, cv.into(), zero, zero, zero],
            )
        }
        _ => {
            let base = match kind.input {
                MmaInput::F16 => "llvm.amdgcn.wmma.f32.16x16x16.f16",
                _ => "llvm.amdgcn.wmma.f32.16x16x16.bf16",
            };
            (
                format!("{base}.{}.{}", short(cv), short(av)),
                vec![av.into(), bv.into(), cv.into()],
            )
        }
    };
    let params: Vec<_> = args.iter().map(|x| x.get_type().into()).collect();
    let md: Vec<_> = args.iter().map(|x| (*x).into()).collect();
    let d = cx
        .call(&name, cv.get_type().fn_type(&params, false), &md)?
        .ok_or_else(|| llvm_err(format!("{name} returned nothing")))?
        .into_vector_value();
    splice(cx, c, 0, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tables, against the ISA documents' descriptions written out
    /// independently, and each covering its matrix.
    #[test]
    fn layouts_cover_their_matrices() {
        for lane in 0..64u32 {
            let (q, p) = (lane / 16, lane % 16);
            for i in 0..4 {
                assert_eq!(MFMA_A16.coord(lane, i), (p, 4 * q + i));
                assert_eq!(MFMA_ACC.coord(lane, i), (4 * q + i, p));
            }
        }
        for lane in 0..32u32 {
            let (h, p) = (lane / 16, lane % 16);
            for i in 0..8 {
                assert_eq!(WMMA11_ACC.coord(lane, i), (2 * i + h, p));
                assert_eq!(WMMA12_A.coord(lane, i), (p, 8 * h + i));
                assert_eq!(WMMA12_ACC.coord(lane, i), (8 * h + i, p));
            }
            for i in 0..16 {
                assert_eq!(WMMA11_A.coord(lane, i), (p, i));
            }
        }
        let archs = [
            (crate::arch::MFMA_942, 64),
            (Matrix::Wmma11, 32),
            (Matrix::Wmma12, 32),
        ];
        for (m, w) in archs {
            for kind in m.kinds(w) {
                for u in FragmentUse::ALL {
                    let l = m.layout(kind, u, w).unwrap();
                    let (r, c) = kind.dims(u);
                    assert!(l.len <= kind.max_len(u), "{m:?} {kind} {u:?}");
                    l.check_cover(w, r, c, m.copies(u))
                        .unwrap_or_else(|e| panic!("{m:?} {kind} {u:?}: {e}"));
                }
            }
        }
        assert!(Matrix::Wmma11.kinds(64).is_empty());
        assert!(Matrix::None.kinds(64).is_empty());
    }
}
