//! Portable intrinsics → AMDGPU intrinsics (code object v5 implicit arguments).

use gpujit_ir::inkwell::AddressSpace;
use gpujit_ir::inkwell::AtomicOrdering;
use gpujit_ir::inkwell::values::{BasicValue, BasicValueEnum};
use gpujit_ir::lower::{LowerCx, Lowering};
use gpujit_ir::{Intrinsic, IrError};

/// The AMDGPU lowering of every `gpujit.*` intrinsic for one wave size.
pub struct AmdgcnLowering {
    /// Lanes per wavefront: 64 (GFX9/CDNA) or 32 (RDNA).
    pub wave_size: u32,
}

fn llvm_err(e: impl std::fmt::Display) -> IrError {
    IrError::Llvm(e.to_string())
}

impl AmdgcnLowering {
    /// Reads an integer of `bits` bits at `offset` of the implicit kernel
    /// arguments (code object v5: block counts at 0/4/8 as u32, group sizes at
    /// 12/14/16 as u16), zero-extended to i32.
    fn implicit_arg<'ctx>(
        &self,
        cx: &LowerCx<'_, 'ctx>,
        offset: u64,
        bits: u32,
    ) -> Result<BasicValueEnum<'ctx>, IrError> {
        let ptr4 = cx.ctx.ptr_type(AddressSpace::from(4u16));
        let base = cx
            .call("llvm.amdgcn.implicitarg.ptr", ptr4.fn_type(&[], false), &[])?
            .ok_or_else(|| llvm_err("implicitarg.ptr returned nothing"))?
            .into_pointer_value();
        let i8t = cx.ctx.i8_type();
        // SAFETY: inkwell marks GEP unsafe only because a wrong offset is UB
        // in the generated code; these offsets are fixed by the code object v5 ABI.
        let p = unsafe {
            cx.builder.build_in_bounds_gep(
                i8t,
                base,
                &[cx.ctx.i64_type().const_int(offset, false)],
                "",
            )
        }
        .map_err(llvm_err)?;
        let ity = if bits == 16 {
            cx.ctx.i16_type()
        } else {
            cx.ctx.i32_type()
        };
        let v = cx.builder.build_load(ity, p, "").map_err(llvm_err)?;
        if let Some(i) = v.as_instruction_value() {
            i.set_alignment(bits / 8).map_err(llvm_err)?;
        }
        let v = v.into_int_value();
        if bits == 32 {
            return Ok(v.into());
        }
        Ok(cx
            .builder
            .build_int_z_extend(v, cx.ctx.i32_type(), "")
            .map_err(llvm_err)?
            .into())
    }
}

impl Lowering for AmdgcnLowering {
    fn target(&self) -> &str {
        "amdgcn"
    }

    fn intrinsic<'ctx>(
        &self,
        op: Intrinsic,
        cx: &LowerCx<'_, 'ctx>,
    ) -> Result<Option<BasicValueEnum<'ctx>>, IrError> {
        let i32t = cx.ctx.i32_type();
        let nullary = i32t.fn_type(&[], false);
        match op {
            Intrinsic::ThreadId(a) => cx.call(
                &format!("llvm.amdgcn.workitem.id.{}", a.name()),
                nullary,
                &[],
            ),
            Intrinsic::BlockId(a) => cx.call(
                &format!("llvm.amdgcn.workgroup.id.{}", a.name()),
                nullary,
                &[],
            ),
            Intrinsic::GridDim(a) => Ok(Some(self.implicit_arg(cx, 4 * a.index() as u64, 32)?)),
            Intrinsic::BlockDim(a) => Ok(Some(self.implicit_arg(
                cx,
                12 + 2 * a.index() as u64,
                16,
            )?)),
            Intrinsic::Barrier => {
                // Release what this thread wrote, wait for the group, acquire
                // what the others wrote.
                cx.builder
                    .build_fence(AtomicOrdering::Release, false, "")
                    .map_err(llvm_err)?;
                cx.call(
                    "llvm.amdgcn.s.barrier",
                    cx.ctx.void_type().fn_type(&[], false),
                    &[],
                )?;
                cx.builder
                    .build_fence(AtomicOrdering::Acquire, false, "")
                    .map_err(llvm_err)?;
                Ok(None)
            }
            Intrinsic::WarpSize => Ok(Some(
                i32t.const_int(u64::from(self.wave_size), false).into(),
            )),
        }
    }
}
