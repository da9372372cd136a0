//! Portable intrinsics → NVVM intrinsics.

use gpujit_ir::inkwell::values::BasicValueEnum;
use gpujit_ir::lower::{LowerCx, Lowering};
use gpujit_ir::{Axis, Intrinsic, IrError};

/// The NVPTX lowering of every `gpujit.*` intrinsic.
pub struct NvptxLowering;

fn sreg(op: Intrinsic) -> Option<String> {
    let (reg, a) = match op {
        Intrinsic::ThreadId(a) => ("tid", a),
        Intrinsic::BlockId(a) => ("ctaid", a),
        Intrinsic::BlockDim(a) => ("ntid", a),
        Intrinsic::GridDim(a) => ("nctaid", a),
        _ => return None,
    };
    Some(format!("llvm.nvvm.read.ptx.sreg.{reg}.{}", Axis::name(a)))
}

impl Lowering for NvptxLowering {
    fn target(&self) -> &str {
        "nvptx"
    }

    fn intrinsic<'ctx>(
        &self,
        op: Intrinsic,
        cx: &LowerCx<'_, 'ctx>,
    ) -> Result<Option<BasicValueEnum<'ctx>>, IrError> {
        let i32t = cx.ctx.i32_type();
        if let Some(name) = sreg(op) {
            return cx.call(&name, i32t.fn_type(&[], false), &[]);
        }
        match op {
            Intrinsic::Barrier => {
                cx.call(
                    "llvm.nvvm.barrier0",
                    cx.ctx.void_type().fn_type(&[], false),
                    &[],
                )?;
                Ok(None)
            }
            Intrinsic::WarpSize => Ok(Some(i32t.const_int(32, false).into())),
            other => Err(IrError::UnknownIntrinsic(other.name())),
        }
    }
}
