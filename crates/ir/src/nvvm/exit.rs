//! PTX's `exit`: the thread ends, wherever it is.
//!
//! In a kernel's own body `exit` is a return. Elsewhere (an inline-asm
//! helper, a PTX `.func`, a device function calling either) the translation
//! writes a call of the marker [`MARKER`] and goes on; [`resolve`] then inlines
//! every function that reaches a marker into its callers, so that each marker
//! ends up in a kernel, and there ends the kernel: the rest of its block is
//! cut off and the block returns. A thread that ended this way counts as
//! arrived at later block barriers, as an early `return` does on every target.
//! A marker left outside a kernel (a function called recursively or through
//! a pointer) is refused.

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::basic_block::BasicBlock;
use inkwell::llvm_sys::core as llc;
use inkwell::module::{Linkage, Module};
use inkwell::values::{
    AsValueRef, BasicValue, FunctionValue, InstructionOpcode, InstructionValue, PhiValue,
};

use crate::{IrError, KERNEL_ATTRIBUTE};

/// The marker's name: `void ()`, "this thread exits here".
pub(crate) const MARKER: &str = "gpujit.nvvm.exit";

/// The marker, declared in `module` if it is not yet.
pub(crate) fn marker<'ctx>(module: &Module<'ctx>) -> FunctionValue<'ctx> {
    module.get_function(MARKER).unwrap_or_else(|| {
        let t = module.get_context().void_type().fn_type(&[], false);
        module.add_function(MARKER, t, Some(Linkage::External))
    })
}

fn is_kernel(f: FunctionValue<'_>) -> bool {
    f.get_string_attribute(AttributeLoc::Function, KERNEL_ATTRIBUTE)
        .is_some()
}

/// The calls of `f` (instructions calling it directly), in `module`.
fn calls_of<'ctx>(module: &Module<'ctx>, f: FunctionValue<'ctx>) -> Vec<InstructionValue<'ctx>> {
    let target = f.as_value_ref();
    module
        .get_functions()
        .flat_map(super::instructions)
        .filter(|i| i.get_opcode() == InstructionOpcode::Call && super::callee(*i) == target)
        .collect()
}

fn llvm(e: impl std::fmt::Display) -> IrError {
    IrError::Llvm(e.to_string())
}

/// Runs LLVM's always-inliner on `module` (no target needed).
fn always_inline(module: &Module<'_>) -> Result<(), IrError> {
    let options = inkwell::passes::PassBuilderOptions::create();
    let passes = c"always-inline";
    // SAFETY: the module and the options are live for the call; a null target
    // machine is allowed (the pass builder then uses no target information,
    // which the always-inliner does not need). The returned error, if any, is
    // read and freed here.
    unsafe {
        let err = inkwell::llvm_sys::transforms::pass_builder::LLVMRunPasses(
            module.as_mut_ptr(),
            passes.as_ptr(),
            std::ptr::null_mut(),
            options.as_mut_ptr(),
        );
        if !err.is_null() {
            let msg = inkwell::llvm_sys::error::LLVMGetErrorMessage(err);
            let text = std::ffi::CStr::from_ptr(msg).to_string_lossy().into_owned();
            inkwell::llvm_sys::error::LLVMDisposeErrorMessage(msg);
            return Err(llvm(format!("always-inline: {text}")));
        }
    }
    Ok(())
}

/// Makes every `exit` marker of `module` end its kernel (see the module
/// docs), and removes the marker's declaration.
pub(crate) fn resolve(module: &Module<'_>) -> Result<(), IrError> {
    let Some(m) = module.get_function(MARKER) else {
        return Ok(());
    };
    // Every function that reaches a marker, through direct calls, is inlined
    // into its callers.
    let mut reach: Vec<FunctionValue<'_>> = Vec::new();
    let mut work = vec![m];
    while let Some(f) = work.pop() {
        for call in calls_of(module, f) {
            let Some(caller) = call.get_parent().and_then(|b| b.get_parent()) else {
                continue;
            };
            if !is_kernel(caller) && !reach.contains(&caller) {
                reach.push(caller);
                work.push(caller);
            }
        }
    }
    if !reach.is_empty() {
        let ctx = module.get_context();
        let always =
            ctx.create_enum_attribute(Attribute::get_named_enum_kind_id("alwaysinline"), 0);
        for f in &reach {
            for kind in ["noinline", "optnone"] {
                f.remove_enum_attribute(
                    AttributeLoc::Function,
                    Attribute::get_named_enum_kind_id(kind),
                );
            }
            f.add_attribute(AttributeLoc::Function, always);
        }
        always_inline(module)?;
    }
    for call in calls_of(module, m) {
        let Some(block) = call.get_parent() else {
            continue;
        };
        let Some(f) = block.get_parent() else {
            continue;
        };
        if !is_kernel(f) {
            return Err(IrError::Parse {
                module: module.get_name().to_string_lossy().into_owned(),
                message: format!(
                    "`exit` in `{}`, which is called recursively or through a pointer \
                     (a thread can only end in a function inlined into its kernel)",
                    f.get_name().to_string_lossy()
                ),
            });
        }
        end_here(module, block, call)?;
    }
    if m.as_global_value()
        .as_pointer_value()
        .get_first_use()
        .is_none()
    {
        // SAFETY: every call of the marker was erased above; nothing refers to it.
        unsafe { m.delete() };
    }
    Ok(())
}

/// Cuts `block` after `call` (the rest moves to a block nothing enters) and
/// returns from the kernel there.
fn end_here<'ctx>(
    module: &Module<'ctx>,
    block: BasicBlock<'ctx>,
    call: InstructionValue<'ctx>,
) -> Result<(), IrError> {
    let ctx = module.get_context();
    let b = ctx.create_builder();
    let rest = ctx.insert_basic_block_after(block, "exited");
    let mut moved = Vec::new();
    let mut next = call.get_next_instruction();
    while let Some(i) = next {
        next = i.get_next_instruction();
        moved.push(i);
    }
    b.position_at_end(rest);
    for i in &moved {
        i.remove_from_basic_block();
        b.insert_instruction(i, None);
    }
    // The successors now come from `rest`.
    if let Some(term) = rest.get_terminator() {
        for k in 0..term.get_num_operands() {
            if let Some(succ) = term.get_operand(k).and_then(|o| o.block()) {
                repoint_phis(module, succ, block, rest)?;
            }
        }
    }
    call.erase_from_basic_block();
    b.position_at_end(block);
    b.build_return(None).map_err(llvm)?;
    Ok(())
}

/// Makes the phis of `succ` name `to` where they named `from`: each is
/// rebuilt (the C API cannot change a phi's incoming block in place).
fn repoint_phis<'ctx>(
    module: &Module<'ctx>,
    succ: BasicBlock<'ctx>,
    from: BasicBlock<'ctx>,
    to: BasicBlock<'ctx>,
) -> Result<(), IrError> {
    let b = module.get_context().create_builder();
    let mut i = succ.get_first_instruction();
    while let Some(inst) = i {
        i = inst.get_next_instruction();
        if inst.get_opcode() != InstructionOpcode::Phi {
            break;
        }
        let Ok(old) = PhiValue::try_from(inst) else {
            break;
        };
        if !(0..old.count_incoming()).any(|k| old.get_incoming(k).is_some_and(|(_, bb)| bb == from))
        {
            continue;
        }
        b.position_before(&inst);
        let new = b
            .build_phi(old.as_basic_value().get_type(), "")
            .map_err(llvm)?;
        for k in 0..old.count_incoming() {
            if let Some((v, bb)) = old.get_incoming(k) {
                let bb = if bb == from { to } else { bb };
                new.add_incoming(&[(&v, bb)]);
            }
        }
        // SAFETY: both phis are live and of the same type.
        unsafe {
            llc::LLVMReplaceAllUsesWith(inst.as_value_ref(), new.as_value_ref());
        }
        inst.erase_from_basic_block();
    }
    Ok(())
}
