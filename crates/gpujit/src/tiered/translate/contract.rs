//! Floating-point contraction, decided once for both tiers (see the parent
//! module's documentation).

use gpujit_ir::inkwell::module::Module;
use gpujit_ir::inkwell::types::AnyTypeEnum;
use gpujit_ir::inkwell::values::{
    BasicValue, BasicValueEnum, FastMathFlags, FunctionValue, InstructionOpcode, InstructionValue,
    Operand,
};

use super::{Unsupported, UnsupportedKind, callee_name, instructions, unsupported};

fn contracts(inst: InstructionValue<'_>) -> bool {
    inst.get_fast_math_flags()
        .is_ok_and(|f| f.contains(FastMathFlags::AllowContract))
}

fn single_use(inst: InstructionValue<'_>) -> bool {
    inst.get_first_use()
        .is_some_and(|u| u.get_next_use().is_none())
}

/// The `fmul contract` instruction behind operand `i` of `inst`, if its only use is `inst`.
fn fusable_mul<'ctx>(inst: InstructionValue<'ctx>, i: u32) -> Option<InstructionValue<'ctx>> {
    let Some(Operand::Value(v)) = inst.get_operand(i) else {
        return None;
    };
    let mul = v.as_instruction_value()?;
    (mul.get_opcode() == InstructionOpcode::FMul && contracts(mul) && single_use(mul))
        .then_some(mul)
}

/// Decides contraction (see the module documentation); true when the
/// module was changed.
pub(super) fn decide_contraction<'ctx>(
    m: &Module<'ctx>,
    kernel: FunctionValue<'ctx>,
    name: &str,
) -> Result<bool, Unsupported> {
    let any_flag = instructions(kernel).any(contracts);
    let fmuladds: Vec<_> = instructions(kernel)
        .filter(|i| {
            i.get_opcode() == InstructionOpcode::Call
                && callee_name(*i).is_some_and(|n| n.starts_with("llvm.fmuladd."))
        })
        .collect();
    if !any_flag && fmuladds.is_empty() {
        return Ok(false);
    }
    let ctx = m.get_context();
    let f32t = ctx.f32_type();
    let fail =
        |inst: InstructionValue<'_>, e: String| unsupported(name, UnsupportedKind::Module, e, inst);
    let fma = gpujit_ir::inkwell::intrinsics::Intrinsic::find("llvm.fma")
        .and_then(|i| i.get_declaration(m, &[f32t.into()]))
        .ok_or_else(|| Unsupported {
            kernel: name.to_string(),
            kind: UnsupportedKind::Module,
            message: "LLVM has no llvm.fma.f32".into(),
            instruction: None,
        })?;
    let builder = ctx.create_builder();
    let float = |v: BasicValueEnum<'ctx>| v.into_float_value();
    let value = |inst: InstructionValue<'ctx>, i: u32| match inst.get_operand(i) {
        Some(Operand::Value(v)) => Some(v),
        _ => None,
    };
    let adds: Vec<_> = instructions(kernel)
        .filter(|i| {
            matches!(
                i.get_opcode(),
                InstructionOpcode::FAdd | InstructionOpcode::FSub
            ) && contracts(*i)
                && i.get_type() == AnyTypeEnum::FloatType(f32t)
        })
        .collect();
    for add in adds {
        let sub = add.get_opcode() == InstructionOpcode::FSub;
        // The first operand is fused when both could be.
        let (mul, mul_first) = match (fusable_mul(add, 0), fusable_mul(add, 1)) {
            (Some(m), _) => (m, true),
            (None, Some(m)) => (m, false),
            (None, None) => continue,
        };
        let (Some(x), Some(y)) = (value(mul, 0), value(mul, 1)) else {
            continue;
        };
        let Some(other) = value(add, if mul_first { 1 } else { 0 }) else {
            continue;
        };
        builder.position_before(&add);
        let built = (|| {
            let (x, addend) = match (sub, mul_first) {
                // x*y - c = fma(x, y, -c)
                (true, true) => (float(x), builder.build_float_neg(float(other), "")?),
                // c - x*y = fma(-x, y, c)
                (true, false) => (builder.build_float_neg(float(x), "")?, float(other)),
                _ => (float(x), float(other)),
            };
            builder.build_call(fma, &[x.into(), float(y).into(), addend.into()], "")
        })()
        .map_err(|e| fail(add, e.to_string()))?;
        let Some(new) = built
            .try_as_basic_value()
            .basic()
            .and_then(|v| v.as_instruction_value())
        else {
            return Err(fail(add, "llvm.fma returned no value".into()));
        };
        add.replace_all_uses_with(&new);
        add.erase_from_basic_block();
        mul.erase_from_basic_block();
    }
    for call in fmuladds {
        let args: Vec<_> = (0..3).filter_map(|i| value(call, i)).collect();
        if args.len() != 3 || call.get_type() != AnyTypeEnum::FloatType(f32t) {
            return Err(fail(call, "llvm.fmuladd on a type other than f32".into()));
        }
        builder.position_before(&call);
        let built = builder
            .build_call(fma, &[args[0].into(), args[1].into(), args[2].into()], "")
            .map_err(|e| fail(call, e.to_string()))?;
        let Some(new) = built
            .try_as_basic_value()
            .basic()
            .and_then(|v| v.as_instruction_value())
        else {
            return Err(fail(call, "llvm.fma returned no value".into()));
        };
        call.replace_all_uses_with(&new);
        call.erase_from_basic_block();
    }
    // LLVM can only add fast-math flags to an instruction (LLVMSetFastMathFlags ORs them
    // in), so every arithmetic instruction still marked `contract` is built again without
    // it: a flag left behind lets a backend fuse on its own (NVPTX fuses an fmul with
    // several uses into each fadd).
    let contracted: Vec<_> = instructions(kernel).filter(|i| contracts(*i)).collect();
    for inst in contracted {
        let op = inst.get_opcode();
        if !matches!(
            op,
            InstructionOpcode::FAdd
                | InstructionOpcode::FSub
                | InstructionOpcode::FMul
                | InstructionOpcode::FDiv
                | InstructionOpcode::FRem
                | InstructionOpcode::FNeg
        ) {
            continue;
        }
        builder.position_before(&inst);
        let a = value(inst, 0).map(float);
        let b = value(inst, 1).map(float);
        let built = match (op, a, b) {
            (InstructionOpcode::FNeg, Some(a), _) => builder.build_float_neg(a, ""),
            (InstructionOpcode::FAdd, Some(a), Some(b)) => builder.build_float_add(a, b, ""),
            (InstructionOpcode::FSub, Some(a), Some(b)) => builder.build_float_sub(a, b, ""),
            (InstructionOpcode::FMul, Some(a), Some(b)) => builder.build_float_mul(a, b, ""),
            (InstructionOpcode::FDiv, Some(a), Some(b)) => builder.build_float_div(a, b, ""),
            (_, Some(a), Some(b)) => builder.build_float_rem(a, b, ""),
            _ => return Err(fail(inst, "an operand is not a value".into())),
        }
        .map_err(|e| fail(inst, e.to_string()))?;
        let Some(new) = built.as_instruction_value() else {
            return Err(fail(inst, "the rebuilt operation is a constant".into()));
        };
        inst.replace_all_uses_with(&new);
        inst.erase_from_basic_block();
    }
    Ok(true)
}
