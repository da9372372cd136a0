//! Building the portable replacement of each lifted call.

use inkwell::AtomicOrdering;
use inkwell::IntPredicate;
use inkwell::builder::Builder;
use inkwell::llvm_sys;
use inkwell::llvm_sys::core as llc;
use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::module::Module;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{
    AsValueRef, BasicMetadataValueEnum, BasicValue, BasicValueEnum, FunctionValue,
    InstructionValue, IntValue,
};

use super::classify::{AtomicKind, Map, Vote};
use super::meta::{const_int, reflect_query};
use super::{CUDA_WARP, llvm_err};
use crate::{Intrinsic, IrError, MathOp, MemScope};

/// Builds replacements before the instructions it is positioned at.
pub(crate) struct Lifter<'m, 'ctx> {
    pub(crate) module: &'m Module<'ctx>,
    pub(super) builder: Builder<'ctx>,
}

impl<'ctx> Lifter<'_, 'ctx> {
    pub(super) fn declare(&self, op: Intrinsic) -> FunctionValue<'ctx> {
        op.declare(self.module)
    }

    pub(crate) fn gj(
        &self,
        op: Intrinsic,
        args: &[BasicMetadataValueEnum<'ctx>],
    ) -> Result<Option<BasicValueEnum<'ctx>>, IrError> {
        let call = self
            .builder
            .build_call(self.declare(op), args, "")
            .map_err(llvm_err)?;
        Ok(call.try_as_basic_value().basic())
    }

    pub(super) fn gj_int(
        &self,
        op: Intrinsic,
        args: &[BasicMetadataValueEnum<'ctx>],
    ) -> Result<IntValue<'ctx>, IrError> {
        match self.gj(op, args)? {
            Some(BasicValueEnum::IntValue(v)) => Ok(v),
            _ => Err(llvm_err(format!("{op} returned no integer"))),
        }
    }

    /// `__syncwarp`: a block-scope fence, a discarded full-warp ballot (the
    /// lanes of the warp meet there) and another fence.
    pub(crate) fn warp_sync(&self) -> Result<(), IrError> {
        let all = self.module.get_context().bool_type().const_all_ones();
        self.gj(Intrinsic::Fence(MemScope::Block), &[])?;
        self.gj(Intrinsic::Ballot, &[all.into()])?;
        self.gj(Intrinsic::Fence(MemScope::Block), &[])?;
        Ok(())
    }

    /// The CUDA lane: the hardware lane within its 32-lane group.
    pub(super) fn lane32(&self) -> Result<IntValue<'ctx>, IrError> {
        let lane = self.gj_int(Intrinsic::LaneId, &[])?;
        let i32t = self.module.get_context().i32_type();
        self.builder
            .build_and(lane, i32t.const_int(CUDA_WARP - 1, false), "")
            .map_err(llvm_err)
    }

    /// The 32-bit ballot of the thread's 32-lane group.
    pub(super) fn ballot32(&self, pred: IntValue<'ctx>) -> Result<IntValue<'ctx>, IrError> {
        let ctx = self.module.get_context();
        let b = &self.builder;
        let mask = self.gj_int(Intrinsic::Ballot, &[pred.into()])?;
        let lane = self.gj_int(Intrinsic::LaneId, &[])?;
        let group = b
            .build_and(
                lane,
                ctx.i32_type()
                    .const_int(!(CUDA_WARP - 1) & 0xffff_ffff, false),
                "",
            )
            .map_err(llvm_err)?;
        let group = b
            .build_int_z_extend(group, ctx.i64_type(), "")
            .map_err(llvm_err)?;
        let mask = b
            .build_right_shift(mask, group, false, "")
            .map_err(llvm_err)?;
        b.build_int_truncate(mask, ctx.i32_type(), "")
            .map_err(llvm_err)
    }

    /// The size of the argument block of a `vprintf` call: the local struct
    /// clang builds the arguments in (null when there are none).
    fn printf_args_bytes(&self, args: BasicValueEnum<'ctx>) -> Result<u64, IrError> {
        let BasicValueEnum::PointerValue(p) = args else {
            return Err(llvm_err("vprintf's arguments are not a pointer"));
        };
        if p.is_null() {
            return Ok(0);
        }
        let alloca = p
            .as_instruction()
            .filter(|i| i.get_opcode() == inkwell::values::InstructionOpcode::Alloca)
            .and_then(|i| i.get_allocated_type().ok())
            .ok_or_else(|| {
                llvm_err("vprintf's arguments are not in a local struct, as clang builds them")
            })?;
        let td = inkwell::targets::TargetData::create(
            &self.module.get_data_layout().as_str().to_string_lossy(),
        );
        Ok(td.get_abi_size(&alloca))
    }

    pub(super) fn operand(
        &self,
        inst: InstructionValue<'ctx>,
        i: u32,
    ) -> Result<BasicValueEnum<'ctx>, IrError> {
        inst.get_operand(i)
            .and_then(|o| o.value())
            .ok_or_else(|| llvm_err(format!("call has no operand {i}")))
    }

    /// The first `n` operands of call `inst`, as call arguments.
    pub(super) fn operands(
        &self,
        inst: InstructionValue<'ctx>,
        n: u32,
    ) -> Result<Vec<BasicMetadataValueEnum<'ctx>>, IrError> {
        (0..n)
            .map(|i| self.operand(inst, i).map(Into::into))
            .collect()
    }

    /// Builds the replacement of call `inst` before it; `None` for a void call.
    pub(super) fn call(
        &self,
        inst: InstructionValue<'ctx>,
        map: Map,
        ftz: u64,
    ) -> Result<Option<LLVMValueRef>, IrError> {
        let ctx = self.module.get_context();
        let (i32t, b) = (ctx.i32_type(), &self.builder);
        let v: Option<BasicValueEnum<'ctx>> = match map {
            Map::Same(op) => self.gj(op, &[])?,
            Map::LaneId => Some(self.lane32()?.into()),
            Map::WarpSize => Some(i32t.const_int(CUDA_WARP, false).into()),
            Map::Barrier => self.gj(Intrinsic::Barrier, &[])?,
            Map::WarpSync => {
                self.warp_sync()?;
                None
            }
            Map::Fence(s) => self.gj(Intrinsic::Fence(s), &[])?,
            Map::Ptx(_) => {
                return Err(llvm_err("a PTX template reached the intrinsic mapper"));
            }
            Map::Vote { op, sync } => {
                let pred = self.operand(inst, u32::from(sync))?.into_int_value();
                let mask = self.ballot32(pred)?;
                let zero = i32t.const_zero();
                Some(match op {
                    Vote::Ballot => mask.into(),
                    Vote::Any => b
                        .build_int_compare(IntPredicate::NE, mask, zero, "")
                        .map_err(llvm_err)?
                        .into(),
                    Vote::All | Vote::Uni => {
                        let active = self.ballot32(ctx.bool_type().const_all_ones())?;
                        let all = b
                            .build_int_compare(IntPredicate::EQ, mask, active, "")
                            .map_err(llvm_err)?;
                        if op == Vote::All {
                            all.into()
                        } else {
                            let none = b
                                .build_int_compare(IntPredicate::EQ, mask, zero, "")
                                .map_err(llvm_err)?;
                            b.build_or(all, none, "").map_err(llvm_err)?.into()
                        }
                    }
                })
            }
            Map::ActiveMask => Some(self.ballot32(ctx.bool_type().const_all_ones())?.into()),
            Map::Load => {
                let ptr = self.operand(inst, 0)?.into_pointer_value();
                let align = inst
                    .get_operand(1)
                    .and_then(|o| o.value())
                    .and_then(|v| const_int(v.as_value_ref()))
                    .unwrap_or(1);
                let ty = BasicTypeEnum::try_from(inst.get_type())
                    .map_err(|_| llvm_err("ldg of a non-value type"))?;
                let v = b.build_load(ty, ptr, "").map_err(llvm_err)?;
                if let Some(i) = v.as_instruction_value() {
                    i.set_alignment(align.clamp(1, 1 << 16) as u32)
                        .map_err(llvm_err)?;
                }
                Some(v)
            }
            Map::Atomic { op, scope } => Some(self.atomic(inst, op, scope.portable_syncscope())?),
            Map::WrapIncDec { inc } => {
                let op = if inc {
                    AtomicKind::Inc
                } else {
                    AtomicKind::Dec
                };
                Some(self.atomic(inst, op, MemScope::Device.portable_syncscope())?)
            }
            Map::Math(op, w) => {
                let args = self.operands(inst, op.arity() as u32)?;
                self.gj(Intrinsic::Math(op, w), &args)?
            }
            Map::Printf => {
                let format = self.operand(inst, 0)?;
                let args = self.operand(inst, 1)?;
                let bytes = self.printf_args_bytes(args)?;
                self.gj(
                    Intrinsic::Printf,
                    &[
                        format.into(),
                        args.into(),
                        i32t.const_int(bytes, false).into(),
                    ],
                )?
            }
            Map::AssertFail => {
                let args = self.operands(inst, 4)?;
                self.gj(Intrinsic::AssertFail, &args)?
            }
            Map::Trap => self.gj(Intrinsic::Trap, &[])?,
            Map::SinCos(w) => {
                let x = self.operand(inst, 0)?;
                let sin = self.gj(Intrinsic::Math(MathOp::Sin, w), &[x.into()])?;
                let cos = self.gj(Intrinsic::Math(MathOp::Cos, w), &[x.into()])?;
                for (k, v) in [(1, sin), (2, cos)] {
                    let dst = self.operand(inst, k)?.into_pointer_value();
                    let v = v.ok_or_else(|| llvm_err("sin/cos returned nothing"))?;
                    b.build_store(dst, v).map_err(llvm_err)?;
                }
                None
            }
            Map::SinCosPi(w) => {
                let x = self.operand(inst, 0)?;
                for (k, name) in [(1, "sinpi"), (2, "cospi")] {
                    let v = self.libm_call(name, w, &[x])?;
                    let dst = self.operand(inst, k)?.into_pointer_value();
                    b.build_store(dst, v).map_err(llvm_err)?;
                }
                None
            }
            Map::Frexp(w) => Some(self.frexp(inst, w)?),
            Map::Modf(w) => Some(self.modf(inst, w)?),
            Map::Remquo(w) => Some(self.remquo(inst, w)?),
            Map::Norm { width, recip } => Some(self.norm(inst, width, recip)?),
            Map::Powi(w) => {
                let x = self.operand(inst, 0)?;
                let n = self.operand(inst, 1)?.into_int_value();
                let t = w.llvm_type(ctx);
                let n = b.build_signed_int_to_float(n, t, "").map_err(llvm_err)?;
                self.gj(Intrinsic::Math(MathOp::Pow, w), &[x.into(), n.into()])?
            }
            Map::Libm(f, w) => {
                let args = self.operands(inst, f.arity() as u32)?;
                self.gj(Intrinsic::Libm(f, w), &args)?
            }
            Map::Fma(w) => {
                let t = w.llvm_type(ctx);
                let f = inkwell::intrinsics::Intrinsic::find("llvm.fma")
                    .and_then(|i| i.get_declaration(self.module, &[t.into()]))
                    .ok_or_else(|| llvm_err("LLVM has no llvm.fma"))?;
                let args = self.operands(inst, 3)?;
                b.build_call(f, &args, "")
                    .map_err(llvm_err)?
                    .try_as_basic_value()
                    .basic()
            }
            Map::Reflect => {
                let query = reflect_query(self.operand(inst, 0)?.as_value_ref());
                let v = if query.as_deref() == Some("__CUDA_FTZ") {
                    ftz
                } else {
                    0
                };
                let t = inst.get_type().into_int_type();
                Some(t.const_int(v, false).into())
            }
        };
        Ok(v.map(|v| v.as_value_ref()))
    }

    /// Calls helper `h` with the operands of call `inst` (its callee aside).
    pub(super) fn call_helper(
        &self,
        inst: InstructionValue<'ctx>,
        h: FunctionValue<'ctx>,
    ) -> Result<Option<LLVMValueRef>, IrError> {
        let n = h.count_params();
        let args = self.operands(inst, n)?;
        let call = self.builder.build_call(h, &args, "").map_err(llvm_err)?;
        Ok(call.try_as_basic_value().basic().map(|v| v.as_value_ref()))
    }

    pub(super) fn atomic(
        &self,
        inst: InstructionValue<'ctx>,
        op: AtomicKind,
        scope: &str,
    ) -> Result<BasicValueEnum<'ctx>, IrError> {
        use llvm_sys::LLVMAtomicRMWBinOp as R;
        let b = &self.builder;
        let ptr = self.operand(inst, 0)?.into_pointer_value();
        let value = self.operand(inst, 1)?;
        let ordering = AtomicOrdering::Monotonic;
        let new = if op == AtomicKind::Cas {
            let new = self.operand(inst, 2)?;
            let r = b
                .build_cmpxchg(ptr, value, new, ordering, ordering)
                .map_err(llvm_err)?;
            let i = r
                .as_instruction()
                .ok_or_else(|| llvm_err("cmpxchg folded away"))?;
            crate::lower::set_sync_scope(i, scope)?;
            return b.build_extract_value(r, 0, "").map_err(llvm_err);
        } else {
            let bin = match op {
                AtomicKind::Add => R::LLVMAtomicRMWBinOpAdd,
                AtomicKind::FAdd => R::LLVMAtomicRMWBinOpFAdd,
                AtomicKind::Exch => R::LLVMAtomicRMWBinOpXchg,
                AtomicKind::And => R::LLVMAtomicRMWBinOpAnd,
                AtomicKind::Or => R::LLVMAtomicRMWBinOpOr,
                AtomicKind::Xor => R::LLVMAtomicRMWBinOpXor,
                AtomicKind::Min => R::LLVMAtomicRMWBinOpMin,
                AtomicKind::Max => R::LLVMAtomicRMWBinOpMax,
                AtomicKind::Inc => R::LLVMAtomicRMWBinOpUIncWrap,
                AtomicKind::Dec | AtomicKind::Cas => R::LLVMAtomicRMWBinOpUDecWrap,
            };
            // SAFETY: the builder is positioned in a live block; pointer and
            // value are live operands of the call being replaced.
            unsafe {
                llc::LLVMBuildAtomicRMW(
                    b.as_mut_ptr(),
                    bin,
                    ptr.as_value_ref(),
                    value.as_value_ref(),
                    llvm_sys::LLVMAtomicOrdering::LLVMAtomicOrderingMonotonic,
                    0,
                )
            }
        };
        // SAFETY: `new` was just built, so it is a live instruction.
        let i = unsafe { InstructionValue::new(new) };
        crate::lower::set_sync_scope(i, scope)?;
        // SAFETY: as above; an atomicrmw has the type of its value operand.
        Ok(unsafe { BasicValueEnum::new(new) })
    }
}
