//! Portable intrinsics → NVVM intrinsics and libdevice calls.

use gpujit_ir::inkwell::values::BasicValueEnum;
use gpujit_ir::lower::{LowerCx, Lowering};
use gpujit_ir::{Axis, FloatWidth, Intrinsic, IrError, MathOp, MemScope, ShuffleKind};

/// The NVPTX lowering of every `gpujit.*` intrinsic for one processor.
pub struct NvptxLowering {
    /// Compute capability ×10 of the target (`sm_90a` → 90).
    pub sm: u32,
    /// The architecture-specific variant (`sm_90a`), which has `wgmma`.
    pub arch_specific: bool,
}

/// Name of the zero-sized `extern .shared` array that dynamic shared memory starts at.
pub const DYNAMIC_SHARED: &str = "gpujit_dynamic_shared";

fn sreg(op: Intrinsic) -> Option<String> {
    let (reg, a) = match op {
        Intrinsic::ThreadId(a) => ("tid", a),
        Intrinsic::BlockId(a) => ("ctaid", a),
        Intrinsic::BlockDim(a) => ("ntid", a),
        Intrinsic::GridDim(a) => ("nctaid", a),
        Intrinsic::LaneId => return Some("llvm.nvvm.read.ptx.sreg.laneid".into()),
        _ => return None,
    };
    Some(format!("llvm.nvvm.read.ptx.sreg.{reg}.{}", Axis::name(a)))
}

/// The libdevice function computing `op`, for ops NVPTX has no instruction for.
pub fn libdevice_name(op: MathOp, w: FloatWidth) -> Option<String> {
    let native = matches!(
        op,
        MathOp::Sqrt | MathOp::Abs | MathOp::Floor | MathOp::Ceil | MathOp::Min | MathOp::Max
    );
    if native {
        return None;
    }
    Some(match w {
        FloatWidth::F32 => format!("__nv_{}f", op.name()),
        FloatWidth::F64 => format!("__nv_{}", op.name()),
    })
}

fn llvm_err(e: impl std::fmt::Display) -> IrError {
    IrError::Llvm(e.to_string())
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
        let void = cx.ctx.void_type();
        // The member mask of warp operations: the lanes active here, so a
        // shuffle or vote reached by part of a warp (as CUDA code does under a
        // partial `__shfl_sync` mask) does not wait for lanes that never come.
        // On AMD the same operations work on the active lanes (EXEC).
        let member_mask = || -> Result<_, IrError> {
            Ok(cx
                .call("llvm.nvvm.activemask", i32t.fn_type(&[], false), &[])?
                .ok_or_else(|| llvm_err("activemask returned nothing"))?
                .into_int_value())
        };
        if let Some(name) = sreg(op) {
            return cx.call(&name, i32t.fn_type(&[], false), &[]);
        }
        match op {
            Intrinsic::Barrier => {
                let id = i32t.const_zero();
                cx.call(
                    "llvm.nvvm.barrier.cta.sync.aligned.all",
                    void.fn_type(&[i32t.into()], false),
                    &[id.into()],
                )?;
                Ok(None)
            }
            Intrinsic::WarpSize => Ok(Some(i32t.const_int(32, false).into())),
            Intrinsic::Fence(scope) => {
                let name = match scope {
                    MemScope::Block => "llvm.nvvm.membar.cta",
                    MemScope::Device => "llvm.nvvm.membar.gl",
                    MemScope::System => "llvm.nvvm.membar.sys",
                };
                cx.call(name, void.fn_type(&[], false), &[])?;
                Ok(None)
            }
            Intrinsic::Shuffle(kind) => {
                let (suffix, clamp) = match kind {
                    ShuffleKind::Idx => ("idx", 0x1f),
                    ShuffleKind::Up => ("up", 0),
                    ShuffleKind::Down => ("down", 0x1f),
                    ShuffleKind::Xor => ("bfly", 0x1f),
                };
                let (value, arg, width) = (
                    cx.param(0)?.into_int_value(),
                    cx.param(1)?,
                    cx.param(2)?.into_int_value(),
                );
                // c = ((32 - width) << 8) | clamp, as CUDA's __shfl_*_sync computes it.
                let b = cx.builder;
                let seg = b
                    .build_int_sub(i32t.const_int(32, false), width, "")
                    .map_err(llvm_err)?;
                let seg = b
                    .build_left_shift(seg, i32t.const_int(8, false), "")
                    .map_err(llvm_err)?;
                let c = b
                    .build_or(seg, i32t.const_int(clamp, false), "")
                    .map_err(llvm_err)?;
                let ty = i32t.fn_type(&[i32t.into(); 4], false);
                cx.call(
                    &format!("llvm.nvvm.shfl.sync.{suffix}.i32"),
                    ty,
                    &[member_mask()?.into(), value.into(), arg.into(), c.into()],
                )
            }
            Intrinsic::Ballot => {
                let ty = i32t.fn_type(&[i32t.into(), cx.ctx.bool_type().into()], false);
                let r = cx.call(
                    "llvm.nvvm.vote.ballot.sync",
                    ty,
                    &[member_mask()?.into(), cx.param(0)?.into()],
                )?;
                let r = r
                    .ok_or_else(|| llvm_err("vote.ballot returned nothing"))?
                    .into_int_value();
                Ok(Some(
                    cx.builder
                        .build_int_z_extend(r, cx.ctx.i64_type(), "")
                        .map_err(llvm_err)?
                        .into(),
                ))
            }
            Intrinsic::Any | Intrinsic::All => {
                let name = if op == Intrinsic::Any {
                    "llvm.nvvm.vote.any.sync"
                } else {
                    "llvm.nvvm.vote.all.sync"
                };
                let bt = cx.ctx.bool_type();
                cx.call(
                    name,
                    bt.fn_type(&[i32t.into(), bt.into()], false),
                    &[member_mask()?.into(), cx.param(0)?.into()],
                )
            }
            Intrinsic::Shared(n) => Ok(Some(cx.shared_storage(n)?.as_pointer_value().into())),
            Intrinsic::DynamicShared => Ok(Some(cx.dynamic_shared(DYNAMIC_SHARED).into())),
            Intrinsic::Math(m, w) => cx.math(m, w, libdevice_name(m, w).as_deref()),
            Intrinsic::Libm(f, w) => cx.libm(f, w, &format!("__nv_{}", f.c_symbol(w))),
            Intrinsic::Clock | Intrinsic::GlobalTimer => {
                let name = if op == Intrinsic::Clock {
                    "llvm.nvvm.read.ptx.sreg.clock64"
                } else {
                    "llvm.nvvm.read.ptx.sreg.globaltimer"
                };
                cx.call(name, cx.ctx.i64_type().fn_type(&[], false), &[])
            }
            // The driver's workspace of a cooperative launch, high word in
            // `%envreg1`, low word in `%envreg2`.
            Intrinsic::GridWorkspace => {
                let i32f = i32t.fn_type(&[], false);
                let i64t = cx.ctx.i64_type();
                let hi = cx
                    .call("llvm.nvvm.read.ptx.sreg.envreg1", i32f, &[])?
                    .ok_or_else(|| llvm_err("envreg1 returned nothing"))?
                    .into_int_value();
                let lo = cx
                    .call("llvm.nvvm.read.ptx.sreg.envreg2", i32f, &[])?
                    .ok_or_else(|| llvm_err("envreg2 returned nothing"))?
                    .into_int_value();
                let b = &cx.builder;
                let hi = b.build_int_z_extend(hi, i64t, "").map_err(llvm_err)?;
                let lo = b.build_int_z_extend(lo, i64t, "").map_err(llvm_err)?;
                let hi = b
                    .build_left_shift(hi, i64t.const_int(32, false), "")
                    .map_err(llvm_err)?;
                Ok(Some(b.build_or(hi, lo, "").map_err(llvm_err)?.into()))
            }
            Intrinsic::Mma(op) => crate::mma::lower(self.sm, op, cx),
            Intrinsic::WarpMma(w) => Ok(Some(crate::mma::lower_warp(self.sm, w, cx)?)),
            // CUDA's own: the driver prints `vprintf` records at the next
            // synchronisation and reports a failed `__assertfail` as
            // CUDA_ERROR_ASSERT (after printing the assertion).
            Intrinsic::Printf => {
                let ptr = cx.ctx.ptr_type(gpujit_ir::inkwell::AddressSpace::default());
                cx.call(
                    "vprintf",
                    i32t.fn_type(&[ptr.into(), ptr.into()], false),
                    &[cx.param(0)?.into(), cx.param(1)?.into()],
                )
            }
            Intrinsic::AssertFail => {
                let ptr = cx.ctx.ptr_type(gpujit_ir::inkwell::AddressSpace::default());
                let i64t = cx.ctx.i64_type();
                cx.call(
                    "__assertfail",
                    cx.ctx.void_type().fn_type(
                        &[ptr.into(), ptr.into(), i32t.into(), ptr.into(), i64t.into()],
                        false,
                    ),
                    &[
                        cx.param(0)?.into(),
                        cx.param(1)?.into(),
                        cx.param(2)?.into(),
                        cx.param(3)?.into(),
                        i64t.const_int(1, false).into(),
                    ],
                )?;
                Ok(None)
            }
            Intrinsic::Trap => {
                cx.call_intrinsic("llvm.trap", &[], &[])?;
                Ok(None)
            }
            Intrinsic::AsyncCopy16
            | Intrinsic::AsyncCommit
            | Intrinsic::AsyncWait(_)
            | Intrinsic::Wgmma(_) => crate::pipeline::lower(self.sm, self.arch_specific, op, cx),
            Intrinsic::Texture(t) => gpujit_ir::texture::lower_nvvm(t, cx),
            other => Err(IrError::UnknownIntrinsic(other.name())),
        }
    }
}
