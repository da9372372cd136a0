//! `addrspace(3)` globals become the module's static shared arrays (and
//! `extern __shared__` arrays its dynamic shared memory), so that every
//! target gives each block its own copy.

use inkwell::AddressSpace;
use inkwell::builder::Builder;
use inkwell::llvm_sys::LLVMOpcode;
use inkwell::llvm_sys::core as llc;
use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::module::{Linkage, Module};
use inkwell::targets::TargetData;
use inkwell::values::{AsValueRef, GlobalValue, InstructionOpcode, InstructionValue};

use super::lift::Lifter;
use super::{Unsupported, is_instruction, llvm_err, users};
use crate::intrinsics::shared_storage_name;
use crate::{Intrinsic, IrError};

/// The module's shared variables (not its own portable storage).
pub(super) fn shared_globals<'ctx>(module: &Module<'ctx>) -> Vec<GlobalValue<'ctx>> {
    module
        .get_globals()
        .filter(|g| {
            g.as_pointer_value().get_type().get_address_space() == AddressSpace::from(3u16)
                && !g
                    .get_name()
                    .to_bytes()
                    .starts_with(crate::PREFIX.as_bytes())
        })
        .collect()
}

/// Checks that every use of shared variable `v` is an instruction or a chain
/// of GEP/cast constant expressions ending in instructions.
pub(super) fn check_shared_uses(v: LLVMValueRef, global: &str, bad: &mut Unsupported) {
    for u in users(v) {
        if is_instruction(u) {
            continue;
        }
        // SAFETY: `u` is a live user of `v`.
        let ce = unsafe { llc::LLVMIsAConstantExpr(u) };
        let ok = !ce.is_null()
            && matches!(
                // SAFETY: `u` is a constant expression (checked).
                unsafe { llc::LLVMGetConstOpcode(u) },
                LLVMOpcode::LLVMGetElementPtr
                    | LLVMOpcode::LLVMAddrSpaceCast
                    | LLVMOpcode::LLVMBitCast
                    | LLVMOpcode::LLVMPtrToInt
            );
        if ok {
            check_shared_uses(u, global, bad);
        } else {
            bad.add(
                format!("shared variable `{global}` used outside an instruction"),
                "module",
            );
        }
    }
}

/// Replaces each shared variable by a static shared array of the same size
/// (sized with the NVPTX data layout, which must still be the module's) or,
/// for a declaration, by dynamic shared memory.
pub(super) fn lift_shared<'ctx>(
    lifter: &Lifter<'_, 'ctx>,
    shared: Vec<GlobalValue<'ctx>>,
) -> Result<(), IrError> {
    let module = lifter.module;
    let ctx = module.get_context();
    let layout = module
        .get_data_layout()
        .as_str()
        .to_string_lossy()
        .into_owned();
    let td = TargetData::create(&layout);
    let mut next = (0..)
        .find(|n| module.get_global(&shared_storage_name(*n)).is_none())
        .unwrap_or(0);
    for g in shared {
        let ty = g.get_value_type();
        let dynamic = g.is_declaration();
        let op = if dynamic {
            Intrinsic::DynamicShared
        } else {
            let size = td.get_abi_size(&ty).max(1);
            let align = g.get_alignment().max(td.get_abi_alignment(&ty)).max(16);
            let bytes = ctx.i8_type().array_type(size as u32);
            let storage = module.add_global(
                bytes,
                Some(AddressSpace::from(3u16)),
                &shared_storage_name(next),
            );
            storage.set_initializer(&bytes.get_undef());
            storage.set_linkage(Linkage::Internal);
            storage.set_alignment(align);
            next += 1;
            Intrinsic::Shared(next - 1)
        };
        lifter.replace_shared(g.as_value_ref(), op)?;
        let ptr = g.as_pointer_value();
        // SAFETY: every instruction use was rewritten; what is left are dead
        // constant expressions, which RAUW with poison detaches before the
        // global is deleted.
        unsafe {
            llc::LLVMReplaceAllUsesWith(
                ptr.as_value_ref(),
                ptr.get_type().get_poison().as_value_ref(),
            );
            g.delete();
        }
    }
    Ok(())
}

impl<'ctx> Lifter<'_, 'ctx> {
    /// Replaces every use of shared variable `v` by the result of `op`, called
    /// just before each using instruction (constant expressions over `v` are
    /// rebuilt there as instructions).
    fn replace_shared(&self, v: LLVMValueRef, op: Intrinsic) -> Result<(), IrError> {
        let make = |_: &Builder<'ctx>| -> Result<LLVMValueRef, IrError> {
            self.gj(op, &[])?
                .map(|r| r.as_value_ref())
                .ok_or_else(|| llvm_err("shared intrinsic returned nothing"))
        };
        self.rewrite_uses(v, &make)
    }

    fn rewrite_uses(
        &self,
        v: LLVMValueRef,
        make: &dyn Fn(&Builder<'ctx>) -> Result<LLVMValueRef, IrError>,
    ) -> Result<(), IrError> {
        for user in users(v) {
            if is_instruction(user) {
                // SAFETY: `user` is a live instruction of this module.
                let inst = unsafe { InstructionValue::new(user) };
                // SAFETY: as above; operands are read and written in range.
                let n = unsafe { llc::LLVMGetNumOperands(user) };
                for i in 0..n.max(0) as u32 {
                    // SAFETY: `i` is below the operand count.
                    if unsafe { llc::LLVMGetOperand(user, i) } != v {
                        continue;
                    }
                    if inst.get_opcode() == InstructionOpcode::Phi {
                        // SAFETY: `user` is a phi and `i` one of its incoming values.
                        let pred = unsafe { llc::LLVMGetIncomingBlock(user, i) };
                        // SAFETY: a predecessor of a phi's block ends in a terminator.
                        let term = unsafe { llc::LLVMGetBasicBlockTerminator(pred) };
                        // SAFETY: `term` is live.
                        self.builder
                            .position_before(&unsafe { InstructionValue::new(term) });
                    } else {
                        self.builder.position_before(&inst);
                    }
                    let r = make(&self.builder)?;
                    // SAFETY: `r` has the type of the operand it replaces.
                    unsafe { llc::LLVMSetOperand(user, i, r) };
                }
            } else {
                let ce = user;
                let rebuild = |b: &Builder<'ctx>| -> Result<LLVMValueRef, IrError> {
                    let base = make(b)?;
                    rebuild_constant_expr(b, ce, v, base)
                };
                self.rewrite_uses(ce, &rebuild)?;
            }
        }
        Ok(())
    }
}

/// Builds constant expression `ce` as an instruction, with operand `old` replaced by `new`.
fn rebuild_constant_expr<'ctx>(
    b: &Builder<'ctx>,
    ce: LLVMValueRef,
    old: LLVMValueRef,
    new: LLVMValueRef,
) -> Result<LLVMValueRef, IrError> {
    // SAFETY: `ce` is a live constant expression (checked by `check_shared_uses`);
    // every operand index is below its operand count; the builder is positioned.
    unsafe {
        let n = llc::LLVMGetNumOperands(ce).max(0) as u32;
        let mut ops: Vec<LLVMValueRef> = (0..n)
            .map(|i| {
                let o = llc::LLVMGetOperand(ce, i);
                if o == old { new } else { o }
            })
            .collect();
        if ops.is_empty() {
            return Err(llvm_err("a constant expression without operands"));
        }
        let empty = c"";
        let opcode = llc::LLVMGetConstOpcode(ce);
        let r = match opcode {
            LLVMOpcode::LLVMGetElementPtr => {
                let r = llc::LLVMBuildGEP2(
                    b.as_mut_ptr(),
                    llc::LLVMGetGEPSourceElementType(ce),
                    ops[0],
                    ops[1..].as_mut_ptr(),
                    n - 1,
                    empty.as_ptr(),
                );
                if llc::LLVMIsInBounds(ce) != 0 && !llc::LLVMIsAGetElementPtrInst(r).is_null() {
                    llc::LLVMSetIsInBounds(r, 1);
                }
                r
            }
            _ => llc::LLVMBuildCast(
                b.as_mut_ptr(),
                opcode,
                ops[0],
                llc::LLVMTypeOf(ce),
                empty.as_ptr(),
            ),
        };
        if r.is_null() {
            return Err(llvm_err("cannot rebuild a constant expression"));
        }
        Ok(r)
    }
}
