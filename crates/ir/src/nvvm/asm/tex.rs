//! Texture fetches: `tex.1d`/`tex.2d` `.v4` of `f32`, `s32` or `u32` results
//! at `s32` or `f32` coordinates, through a texture object handle.

use super::{Res, Tx, Val, op, unsupported};
use crate::Intrinsic;
use crate::nvvm::ptx::{Instruction, Operand};
use crate::texture::{TexDims, TexOp, TexResult};

/// `tex.{1d,2d}.v4.{f32,s32,u32}.{s32,f32} {a, b, c, d}, [handle, {x[, y]}]`:
/// a [`TexOp`] call. Other geometries (3D, layered, cube), levels and
/// gradients, and texture references (`.texref` names) are refused by name.
pub(crate) fn tex(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    let refuse = |why: &str| unsupported(format!("`{}`: {why}", i.mnemonic()));
    let m: Vec<&str> = i.modifiers.iter().map(String::as_str).collect();
    let dims = match m.first() {
        Some(&"1d") => TexDims::One,
        Some(&"2d") => TexDims::Two,
        _ => {
            return refuse(
                "only 1D and 2D fetches are lifted (3D, layered and cube textures are not)",
            );
        }
    };
    let (result, int_coords) = match m.get(1..) {
        Some(["v4", r, c]) => {
            let result = match *r {
                "f32" => TexResult::F32,
                "s32" => TexResult::S32,
                "u32" => TexResult::U32,
                _ => return refuse("results of f32, s32 or u32 only"),
            };
            let int = match *c {
                "s32" => true,
                "f32" => false,
                _ => return refuse("coordinates of s32 or f32 only"),
            };
            (result, int)
        }
        _ => {
            return refuse(
                "a `.v4` fetch without a level or gradient (`.level`, `.grad` are not lifted)",
            );
        }
    };
    let t = TexOp {
        dims,
        result,
        int_coords,
    };
    let Operand::Vector(dests) = op(i, 0)? else {
        return refuse("the destination is a vector of four registers");
    };
    let Operand::Texture { handle, coords } = op(i, 1)? else {
        return refuse("the source is `[texture, {coordinates}]`");
    };
    if dests.len() != 4 || coords.len() != t.coords() as usize || i.operands.len() != 2 {
        return refuse("four destinations and one coordinate per dimension");
    }
    if let Operand::Reg(name) = handle.as_ref()
        && !name.starts_with('%')
    {
        return refuse(&format!(
            "`{name}` names a texture reference (`.texref`), which CUDA 12 removed; texture \
             objects are lifted"
        ));
    }
    let h = tx.int(handle, 64)?;
    let mut args = vec![h.into()];
    for c in coords {
        args.push(if int_coords {
            tx.int(c, 32)?.into()
        } else {
            tx.float(c, 32)?.into()
        });
    }
    let v =
        tx.l.gj(Intrinsic::Texture(t), &args)?
            .ok_or_else(|| super::Refusal::Llvm(format!("{} returned nothing", t.name())))?
            .into_vector_value();
    for (k, d) in dests.iter().enumerate() {
        let x = tx.b().build_extract_element(v, tx.c(32, k as u64), "")?;
        let x = if x.is_float_value() {
            tx.b()
                .build_bit_cast(x, tx.int_type(32), "")?
                .into_int_value()
        } else {
            x.into_int_value()
        };
        tx.write(d, Val::Int(x))?;
    }
    Ok(())
}
