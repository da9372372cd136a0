//! Structs passed by value to device functions.
//!
//! NVVM passes a struct to a device function as a generic pointer marked
//! `byval(<type>)`: the call's code generator copies the struct into the
//! callee's argument area. That copy is the target's business, and not every
//! target does it for a generic pointer: AMDGPU lowers `byval` for pointers
//! to its stack (address space 5, as clang's HIP ABI writes them), and given
//! a generic one it mixes the stack offset of the argument area up with a
//! flat address, so the callee reads outside the lane's stack.
//!
//! The lift makes the copy explicit instead, as clang's HIP ABI does for a
//! struct it passes through memory: each call copies the struct into a stack
//! slot of its caller (live around the call only) and passes the slot's
//! generic address, and the parameter becomes a plain `noalias` pointer to
//! memory the callee owns. Every target then compiles ordinary IR (and one
//! that inlines the callee needs no copy of its own).

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::builder::Builder;
use inkwell::intrinsics::Intrinsic;
use inkwell::module::Module;
use inkwell::targets::TargetData;
use inkwell::types::{AnyTypeEnum, AsTypeRef, BasicTypeEnum};
use inkwell::values::{CallSiteValue, FunctionValue, InstructionValue, PointerValue};

use super::{callee, instructions, llvm_err};
use crate::IrError;

/// A call's by-value argument: its operand index, type and alignment.
struct Arg<'ctx> {
    index: u32,
    ty: BasicTypeEnum<'ctx>,
    align: u32,
}

/// Replaces every `byval` argument of a call by a copy its caller makes and
/// every `byval` parameter by a plain `noalias` pointer (see the module
/// docs). Kernels have none left ([`super::entry::portable_entry`] passes
/// theirs as bytes); `td` is the module's (NVPTX) layout, which sizes the
/// copies as the callee reads them.
pub(super) fn copy_at_calls(module: &Module<'_>, td: &TargetData) -> Result<(), IrError> {
    let byval = Attribute::get_named_enum_kind_id("byval");
    let mut calls = Vec::new();
    for f in module.get_functions() {
        for inst in instructions(f) {
            if let Some(args) = byval_args(inst, byval)?
                && !args.is_empty()
            {
                calls.push((f, inst, args));
            }
        }
    }
    let b = module.get_context().create_builder();
    for (caller, inst, args) in calls {
        copy_args(module, &b, td, caller, inst, &args)?;
    }
    let ctx = module.get_context();
    let noalias = Attribute::get_named_enum_kind_id("noalias");
    for f in module.get_functions() {
        for i in 0..f.count_params() {
            let loc = AttributeLoc::Param(i);
            if f.get_enum_attribute(loc, byval).is_some() {
                f.remove_enum_attribute(loc, byval);
                if f.get_enum_attribute(loc, noalias).is_none() {
                    f.add_attribute(loc, ctx.create_enum_attribute(noalias, 0));
                }
            }
        }
    }
    Ok(())
}

/// The by-value arguments of `inst` (`None` when it is no call): those the
/// call marks `byval` or its callee's parameter is.
fn byval_args<'ctx>(
    inst: InstructionValue<'ctx>,
    byval: u32,
) -> Result<Option<Vec<Arg<'ctx>>>, IrError> {
    let Ok(call) = CallSiteValue::try_from(inst) else {
        return Ok(None);
    };
    // SAFETY: `callee` is the live callee operand of `inst`; anything but a
    // function (an indirect call's pointer, inline asm) gives `None`.
    let direct = unsafe { FunctionValue::new(callee(inst)) };
    let align_kind = Attribute::get_named_enum_kind_id("align");
    let mut out = Vec::new();
    for index in 0..call.count_arguments() {
        let loc = AttributeLoc::Param(index);
        let from_callee = |kind| {
            direct
                .filter(|f| index < f.count_params())
                .and_then(|f| f.get_enum_attribute(loc, kind))
        };
        let Some(attr) = call
            .get_enum_attribute(loc, byval)
            .or_else(|| from_callee(byval))
        else {
            continue;
        };
        // SAFETY: the attribute's type lives in the module's context
        // (inkwell ties it to the attribute's borrow only).
        let ty = unsafe { AnyTypeEnum::new(attr.get_type_value().as_type_ref()) };
        let ty = BasicTypeEnum::try_from(ty).map_err(|()| {
            llvm_err(format!(
                "a by-value argument of a call in `{}` has no sized type",
                function_name(inst)
            ))
        })?;
        let align = call
            .get_enum_attribute(loc, align_kind)
            .or_else(|| from_callee(align_kind))
            .map_or(1, |a| u32::try_from(a.get_enum_value()).unwrap_or(1));
        out.push(Arg { index, ty, align });
    }
    Ok(Some(out))
}

fn function_name(inst: InstructionValue<'_>) -> String {
    inst.get_parent()
        .and_then(|bb| bb.get_parent())
        .map(|f| f.get_name().to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// Copies each of `args` of the call `inst` into a fresh slot of `caller`
/// (in its entry block, so every target keeps it a static stack object) and
/// passes the slot instead, without `byval`.
fn copy_args<'ctx>(
    module: &Module<'ctx>,
    b: &Builder<'ctx>,
    td: &TargetData,
    caller: FunctionValue<'ctx>,
    inst: InstructionValue<'ctx>,
    args: &[Arg<'ctx>],
) -> Result<(), IrError> {
    let ctx = module.get_context();
    let call = CallSiteValue::try_from(inst).map_err(|()| llvm_err("not a call"))?;
    let entry = caller
        .get_first_basic_block()
        .ok_or_else(|| llvm_err("a call outside any function body"))?;
    let after = inst
        .get_next_instruction()
        .ok_or_else(|| llvm_err("a call ends its block"))?;
    let byval = Attribute::get_named_enum_kind_id("byval");
    let i64t = ctx.i64_type();
    for a in args {
        let src = inst
            .get_operand(a.index)
            .and_then(|o| o.value())
            .filter(|v| v.is_pointer_value())
            .ok_or_else(|| llvm_err("a by-value argument is no pointer"))?
            .into_pointer_value();
        match entry.get_first_instruction() {
            Some(first) => b.position_before(&first),
            None => b.position_at_end(entry),
        }
        let slot = b.build_alloca(a.ty, "arg.copy").map_err(llvm_err)?;
        let align = a.align.max(td.get_abi_alignment(&a.ty)).max(1);
        if let Some(i) = slot.as_instruction() {
            i.set_alignment(align).map_err(llvm_err)?;
        }
        b.position_before(&inst);
        lifetime(
            module,
            b,
            "llvm.lifetime.start",
            slot,
            td.get_abi_size(&a.ty),
        )?;
        let size = i64t.const_int(td.get_abi_size(&a.ty), false);
        b.build_memcpy(slot, align, src, a.align.max(1), size)
            .map_err(llvm_err)?;
        if !inst.set_operand(a.index, slot) {
            return Err(llvm_err("cannot replace a by-value argument"));
        }
        call.remove_enum_attribute(AttributeLoc::Param(a.index), byval);
        // The callee now reads an alloca of its caller, which a `tail` call
        // promises not to do.
        call.set_tail_call(false);
        b.position_before(&after);
        lifetime(module, b, "llvm.lifetime.end", slot, td.get_abi_size(&a.ty))?;
    }
    Ok(())
}

/// A lifetime marker of `slot` at the builder's position.
fn lifetime<'ctx>(
    module: &Module<'ctx>,
    b: &Builder<'ctx>,
    name: &str,
    slot: PointerValue<'ctx>,
    size: u64,
) -> Result<(), IrError> {
    let decl = Intrinsic::find(name)
        .and_then(|i| i.get_declaration(module, &[slot.get_type().into()]))
        .ok_or_else(|| llvm_err(format!("no {name}")))?;
    let ctx = module.get_context();
    // LLVM 22 takes the slot alone; earlier versions its size first.
    let args: Vec<_> = if decl.count_params() == 2 {
        vec![ctx.i64_type().const_int(size, false).into(), slot.into()]
    } else {
        vec![slot.into()]
    };
    b.build_call(decl, &args, "").map_err(llvm_err)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::PortableModule;

    /// A struct by value to a recursive function, called twice by a kernel.
    const NVVM: &str = r#"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.S = type { i32, double }

define i32 @f(ptr byval(%struct.S) align 8 %s, i32 %n) noinline {
entry:
  store i32 %n, ptr %s, align 8
  %z = icmp eq i32 %n, 0
  br i1 %z, label %leaf, label %more
more:
  %m = sub i32 %n, 1
  %r = tail call i32 @f(ptr byval(%struct.S) align 8 %s, i32 %m)
  ret i32 %r
leaf:
  %v = load i32, ptr %s, align 8
  ret i32 %v
}

define ptx_kernel void @k(ptr %out) {
entry:
  %t = alloca %struct.S, align 8
  store i32 7, ptr %t, align 8
  %a = tail call i32 @f(ptr byval(%struct.S) align 8 %t, i32 1)
  %b = call i32 @f(ptr byval(%struct.S) align 8 %t, i32 2)
  %c = add i32 %a, %b
  store i32 %c, ptr %out, align 4
  ret void
}
"#;

    #[test]
    fn each_call_copies_its_struct_and_the_parameter_is_a_plain_pointer() {
        let ir = PortableModule::from_ir("byval.ll", NVVM.as_bytes())
            .and_then(|m| m.to_text())
            .unwrap();
        assert!(!ir.contains("byval("), "{ir}");
        assert!(!ir.contains("tail call"), "{ir}");
        assert!(
            ir.contains("define i32 @f(ptr noalias align 8 %s, i32 %n)"),
            "{ir}"
        );
        // One copy of the 16 bytes per call: two in the kernel, one in `f`.
        assert_eq!(ir.matches("call void @llvm.memcpy.").count(), 3, "{ir}");
        assert_eq!(ir.matches(", i64 16, i1 false)").count(), 3, "{ir}");
        assert_eq!(
            ir.matches("call void @llvm.lifetime.start").count(),
            3,
            "{ir}"
        );
        assert_eq!(
            ir.matches("call void @llvm.lifetime.end").count(),
            3,
            "{ir}"
        );
        assert_eq!(ir.matches("alloca %struct.S, align 8").count(), 4, "{ir}");
    }
}
