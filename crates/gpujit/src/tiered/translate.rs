//! A program's portable IR → interpreter bytecode.
//!
//! The translator walks the LLVM IR of the program's one kernel and accepts
//! exactly the subset described in [`crate::tiered`]'s documentation; the
//! first thing outside it is refused with an [`Unsupported`] naming it.
//!
//! Floating-point contraction is decided here, once, for both tiers: a module
//! that allows it (`ModuleOptions::contract`, the `contract` fast-math flag)
//! has every `fmul` whose only use is an `fadd`/`fsub` fused into an
//! `llvm.fma` (`llvm.fmuladd` always becomes one) and its flags cleared;
//! the JIT tier compiles that rewritten module and the interpreter runs the
//! same operations, so no backend contracts anything on its own.

use gpujit_ir::inkwell::context::Context;
use gpujit_ir::inkwell::values::{
    AnyValue, BasicValueEnum, FastMathFlags, FunctionValue, InstructionValue, Operand,
};
use gpujit_ir::{ModuleOptions, PortableModule};

mod contract;
mod ops;
mod regalloc;
mod translator;

use contract::decide_contraction;
use translator::Translator;

use super::bytecode::Bytecode;

/// What kind of thing made a program untranslatable.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum UnsupportedKind {
    /// The module does not hold exactly one kernel, or defines other functions.
    Functions,
    /// A parameter's type, or more parameters of a kind than there are slots.
    Parameter,
    /// An instruction outside the subset.
    Instruction,
    /// Control flow other than early exits (loops, φ nodes, branches that rejoin).
    ControlFlow,
    /// A value of a type the interpreter has no registers for (`f64`, `i64`, ...).
    Type,
    /// An operand that is neither a value, a parameter nor a plain constant.
    Operand,
    /// Fast-math flags other than `contract`: results would depend on the compiler.
    FastMath,
    /// A math function of constant operands, which LLVM may fold at compile
    /// time with another implementation than the device's.
    ConstantMath,
    /// More values live at once than the interpreter has registers.
    Registers,
    /// The module could not be read.
    Module,
}

/// Why a program cannot run on the interpreter tier: it runs on the JIT
/// tier only.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{kernel}: {message}{}", instruction.as_ref().map(|i| format!(" (at `{i}`)")).unwrap_or_default())]
pub struct Unsupported {
    /// The kernel (or module) refused.
    pub kernel: String,
    /// What kind of thing was refused.
    pub kind: UnsupportedKind,
    /// Why, in words.
    pub message: String,
    /// The first unsupported instruction, as LLVM prints it.
    pub instruction: Option<String>,
}

/// A program translated for the interpreter.
#[derive(Debug, Clone)]
pub struct Translation {
    /// Its bytecode.
    pub bytecode: Bytecode,
    /// The module the JIT tier must compile for identical results: the
    /// input with contraction decided (see the module documentation), or
    /// `None` when the input needed no change.
    pub rewritten: Option<PortableModule>,
}

/// Translates the one kernel of `module`.
pub fn translate(module: &PortableModule) -> Result<Translation, Unsupported> {
    let ctx = Context::create();
    let kernel_name = module
        .kernels()
        .first()
        .map_or_else(|| module.name().to_string(), |k| k.name.clone());
    let refuse = |kind, message: String| Unsupported {
        kernel: kernel_name.clone(),
        kind,
        message,
        instruction: None,
    };
    let m = module
        .load(&ctx)
        .map_err(|e| refuse(UnsupportedKind::Module, e.to_string()))?;
    let kernels = gpujit_ir::lower::kernels(&m);
    let [kernel] = kernels.as_slice() else {
        return Err(refuse(
            UnsupportedKind::Functions,
            format!(
                "the interpreter runs modules of one kernel; this one has {}",
                kernels.len()
            ),
        ));
    };
    if let Some(f) = m
        .get_functions()
        .find(|f| f != kernel && f.count_basic_blocks() > 0)
    {
        return Err(refuse(
            UnsupportedKind::Functions,
            format!(
                "defines the function `{}`; the interpreter runs kernels that call none",
                f.get_name().to_string_lossy()
            ),
        ));
    }
    let sig = module
        .kernels()
        .first()
        .ok_or_else(|| refuse(UnsupportedKind::Functions, "no kernel signature".into()))?;
    let kernel = *kernel;
    check_flags(kernel, &kernel_name)?;
    let rewrote = decide_contraction(&m, kernel, &kernel_name)?;
    let bytecode = Translator::new(&kernel_name, sig.params.as_slice(), kernel)?.run()?;
    let rewritten = if rewrote {
        Some(
            module
                .rewritten(&m, ModuleOptions { contract: false })
                .map_err(|e| refuse(UnsupportedKind::Module, e.to_string()))?,
        )
    } else {
        None
    };
    Ok(Translation {
        bytecode,
        rewritten,
    })
}

fn unsupported(
    kernel: &str,
    kind: UnsupportedKind,
    message: impl Into<String>,
    inst: InstructionValue<'_>,
) -> Unsupported {
    Unsupported {
        kernel: kernel.to_string(),
        kind,
        message: message.into(),
        instruction: Some(inst.print_to_string().to_string().trim().to_string()),
    }
}

fn instructions<'ctx>(f: FunctionValue<'ctx>) -> impl Iterator<Item = InstructionValue<'ctx>> {
    f.get_basic_block_iter().flat_map(|bb| {
        std::iter::successors(bb.get_first_instruction(), |i| i.get_next_instruction())
    })
}

/// Refuses fast-math flags other than `contract`.
fn check_flags(kernel: FunctionValue<'_>, name: &str) -> Result<(), Unsupported> {
    for inst in instructions(kernel) {
        if let Ok(flags) = inst.get_fast_math_flags()
            && !(flags - FastMathFlags::AllowContract).is_empty()
        {
            return Err(unsupported(
                name,
                UnsupportedKind::FastMath,
                format!(
                    "fast-math flags {flags:?}: the result would depend on what each compiler makes of them"
                ),
                inst,
            ));
        }
    }
    Ok(())
}

fn callee_name(inst: InstructionValue<'_>) -> Option<String> {
    let n = inst.get_num_operands();
    match n.checked_sub(1).and_then(|k| inst.get_operand(k)) {
        Some(Operand::Value(BasicValueEnum::PointerValue(p))) => {
            Some(p.get_name().to_string_lossy().into_owned())
        }
        _ => None,
    }
}
