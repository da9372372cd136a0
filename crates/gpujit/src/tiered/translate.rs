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

use std::collections::HashMap;

use gpujit_ir::inkwell::AddressSpace;
use gpujit_ir::inkwell::FloatPredicate;
use gpujit_ir::inkwell::IntPredicate;
use gpujit_ir::inkwell::context::Context;
use gpujit_ir::inkwell::module::Module;
use gpujit_ir::inkwell::types::{AnyTypeEnum, BasicTypeEnum};
use gpujit_ir::inkwell::values::{
    AnyValue, AsValueRef, BasicValue, BasicValueEnum, FastMathFlags, FunctionValue,
    InstructionOpcode, InstructionValue, Operand,
};
use gpujit_ir::inkwell::{AtomicOrdering, AtomicRMWBinOp};
use gpujit_ir::{ModuleOptions, ParamType, PortableModule, ScalarType};

use super::bytecode::{
    Bytecode, Instr, NEGATE, Op, POINTER_SLOTS, REGS, SCALAR_SLOTS, SIGNED_INDEX, SINK, Slot,
};

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
fn decide_contraction<'ctx>(
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
    for inst in instructions(kernel) {
        if contracts(inst) {
            inst.set_fast_math_flags(FastMathFlags::empty())
                .map_err(|e| fail(inst, e.to_string()))?;
        }
    }
    Ok(true)
}

/// A virtual register: one SSA value of the program.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct V(u32);

/// What an interpreter register holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Ty {
    F32,
    I32,
    Bool,
}

/// What an LLVM value became.
#[derive(Debug, Clone, Copy)]
enum Val {
    /// A register.
    Reg(V, Ty),
    /// An `i64` index: a register zero- or sign-extended.
    Index(V, bool),
    /// An element address: pointer slot, index register, signed.
    Addr(u8, V, bool),
    /// A pointer parameter (its element 0).
    Pointer(u8),
    /// A scalar parameter, read on first use.
    Scalar(u8, Ty),
}

/// An instruction over virtual registers.
#[derive(Debug, Clone, Copy)]
struct Def {
    op: Op,
    dst: Option<V>,
    a: Option<V>,
    b: Option<V>,
    c: Option<V>,
    word1: u32,
}

struct Translator<'a, 'ctx> {
    kernel_name: &'a str,
    kernel: FunctionValue<'ctx>,
    values: HashMap<usize, Val>,
    consts: HashMap<(u32, Ty), V>,
    params_read: HashMap<u8, V>,
    defs: Vec<Def>,
    next: u32,
    slots: Vec<Slot>,
}

fn key(v: &impl AsValueRef) -> usize {
    v.as_value_ref() as usize
}

impl<'a, 'ctx> Translator<'a, 'ctx> {
    fn new(
        kernel_name: &'a str,
        params: &[gpujit_ir::Param],
        kernel: FunctionValue<'ctx>,
    ) -> Result<Self, Unsupported> {
        let mut t = Translator {
            kernel_name,
            kernel,
            values: HashMap::new(),
            consts: HashMap::new(),
            params_read: HashMap::new(),
            defs: Vec::new(),
            next: 0,
            slots: Vec::new(),
        };
        let (mut pointers, mut scalars) = (0u8, 0u8);
        let refuse = |message: String| Unsupported {
            kernel: kernel_name.to_string(),
            kind: UnsupportedKind::Parameter,
            message,
            instruction: None,
        };
        if params.len() != kernel.count_params() as usize {
            return Err(refuse(
                "the signature does not match the kernel's parameters".into(),
            ));
        }
        for (param, value) in params.iter().zip(kernel.get_param_iter()) {
            let val = match param.ty {
                ParamType::Pointer(
                    None | Some(ScalarType::F32 | ScalarType::U32 | ScalarType::I32),
                ) => {
                    let space = match value {
                        BasicValueEnum::PointerValue(p) => Some(p.get_type().get_address_space()),
                        _ => None,
                    };
                    if space != Some(AddressSpace::from(0u16))
                        && space != Some(AddressSpace::from(1u16))
                    {
                        return Err(refuse(format!(
                            "parameter `{}` points to address space {space:?}, not global memory",
                            param.name
                        )));
                    }
                    if usize::from(pointers) == POINTER_SLOTS {
                        return Err(refuse(format!(
                            "more than {POINTER_SLOTS} pointer parameters"
                        )));
                    }
                    pointers += 1;
                    t.slots.push(Slot::Pointer(pointers - 1));
                    Val::Pointer(pointers - 1)
                }
                ParamType::Scalar(s @ (ScalarType::F32 | ScalarType::U32 | ScalarType::I32)) => {
                    if usize::from(scalars) == SCALAR_SLOTS {
                        return Err(refuse(format!(
                            "more than {SCALAR_SLOTS} scalar parameters"
                        )));
                    }
                    scalars += 1;
                    t.slots.push(Slot::Scalar(scalars - 1));
                    let ty = if s == ScalarType::F32 {
                        Ty::F32
                    } else {
                        Ty::I32
                    };
                    Val::Scalar(scalars - 1, ty)
                }
                other => {
                    return Err(refuse(format!(
                        "parameter `{}` is {other:?}; the interpreter takes f32, u32 and i32 \
                         scalars and pointers to 32-bit elements",
                        param.name
                    )));
                }
            };
            t.values.insert(key(&value), val);
        }
        Ok(t)
    }

    fn fresh(&mut self) -> V {
        self.next += 1;
        V(self.next - 1)
    }

    fn emit(&mut self, op: Op, a: Option<V>, b: Option<V>, c: Option<V>, word1: u32) -> V {
        let dst = self.fresh();
        self.defs.push(Def {
            op,
            dst: Some(dst),
            a,
            b,
            c,
            word1,
        });
        dst
    }

    fn effect(&mut self, op: Op, a: Option<V>, b: Option<V>, word1: u32) {
        self.defs.push(Def {
            op,
            dst: None,
            a,
            b,
            c: None,
            word1,
        });
    }

    fn constant(&mut self, bits: u32, ty: Ty) -> V {
        if let Some(&v) = self.consts.get(&(bits, ty)) {
            return v;
        }
        let v = self.emit(Op::Const, None, None, None, bits);
        self.consts.insert((bits, ty), v);
        v
    }

    fn refuse(
        &self,
        kind: UnsupportedKind,
        message: impl Into<String>,
        inst: InstructionValue<'_>,
    ) -> Unsupported {
        unsupported(self.kernel_name, kind, message, inst)
    }

    /// The register holding `v`, an operand of `inst`.
    fn operand(&mut self, inst: InstructionValue<'ctx>, i: u32) -> Result<(V, Ty), Unsupported> {
        let Some(Operand::Value(v)) = inst.get_operand(i) else {
            return Err(self.refuse(
                UnsupportedKind::Operand,
                format!("operand {i} is not a value"),
                inst,
            ));
        };
        match self.values.get(&key(&v)).copied() {
            Some(Val::Reg(r, ty)) => return Ok((r, ty)),
            Some(Val::Scalar(slot, ty)) => {
                let r = match self.params_read.get(&slot) {
                    Some(&r) => r,
                    None => {
                        let r = self.emit(Op::Param, None, None, None, u32::from(slot));
                        self.params_read.insert(slot, r);
                        r
                    }
                };
                return Ok((r, ty));
            }
            Some(_) => {
                return Err(self.refuse(
                    UnsupportedKind::Operand,
                    format!("operand {i} is an address or index used as a value"),
                    inst,
                ));
            }
            None => {}
        }
        let bad = |t: &Self, what: &str| {
            Err(t.refuse(
                UnsupportedKind::Operand,
                format!("operand {i} is {what}"),
                inst,
            ))
        };
        match v {
            BasicValueEnum::FloatValue(f)
                if f.get_type() == f.get_type().get_context().f32_type() =>
            {
                match f.get_constant() {
                    Some((x, _)) if f.is_const() && !f.is_undef() => {
                        Ok((self.constant((x as f32).to_bits(), Ty::F32), Ty::F32))
                    }
                    _ => bad(self, "undefined, poison or a constant expression"),
                }
            }
            BasicValueEnum::IntValue(n) if matches!(n.get_type().get_bit_width(), 1 | 32) => {
                let ty = if n.get_type().get_bit_width() == 1 {
                    Ty::Bool
                } else {
                    Ty::I32
                };
                match n.get_zero_extended_constant() {
                    Some(x) if n.is_const() && !n.is_undef() => {
                        Ok((self.constant(x as u32, ty), ty))
                    }
                    _ => bad(self, "undefined, poison or a constant expression"),
                }
            }
            _ => Err(self.refuse(
                UnsupportedKind::Type,
                format!("operand {i} has a type the interpreter has no registers for"),
                inst,
            )),
        }
    }

    fn define(&mut self, inst: InstructionValue<'ctx>, v: V, ty: Ty) {
        self.values.insert(key(&inst), Val::Reg(v, ty));
    }

    fn result_type(&self, inst: InstructionValue<'ctx>) -> Option<Ty> {
        match inst.get_type() {
            AnyTypeEnum::FloatType(f) if f == f.get_context().f32_type() => Some(Ty::F32),
            AnyTypeEnum::IntType(t) if t.get_bit_width() == 32 => Some(Ty::I32),
            AnyTypeEnum::IntType(t) if t.get_bit_width() == 1 => Some(Ty::Bool),
            _ => None,
        }
    }

    /// Walks the kernel along its non-exiting edges and translates each block.
    fn run(mut self) -> Result<Bytecode, Unsupported> {
        let Some(mut block) = self.kernel.get_first_basic_block() else {
            return Err(Unsupported {
                kernel: self.kernel_name.to_string(),
                kind: UnsupportedKind::Functions,
                message: "the kernel has no body".into(),
                instruction: None,
            });
        };
        let mut seen = Vec::new();
        loop {
            seen.push(block);
            let mut inst = block.get_first_instruction();
            let term = loop {
                let Some(i) = inst else {
                    return Err(Unsupported {
                        kernel: self.kernel_name.to_string(),
                        kind: UnsupportedKind::ControlFlow,
                        message: "a block without a terminator".into(),
                        instruction: None,
                    });
                };
                if i.is_terminator() {
                    break i;
                }
                self.instruction(i)?;
                inst = i.get_next_instruction();
            };
            let next = match term.get_opcode() {
                InstructionOpcode::Return if term.get_num_operands() == 0 => break,
                InstructionOpcode::Br if term.get_num_operands() == 1 => {
                    match term.get_operand(0) {
                        Some(Operand::Block(b)) => b,
                        _ => {
                            return Err(self.refuse(
                                UnsupportedKind::ControlFlow,
                                "a branch without a target",
                                term,
                            ));
                        }
                    }
                }
                InstructionOpcode::Br => {
                    // Operands of a conditional branch: condition, false target, true target.
                    let (Some(Operand::Block(if_false)), Some(Operand::Block(if_true))) =
                        (term.get_operand(1), term.get_operand(2))
                    else {
                        return Err(self.refuse(
                            UnsupportedKind::ControlFlow,
                            "a malformed branch",
                            term,
                        ));
                    };
                    let (c, ty) = self.operand(term, 0)?;
                    if ty != Ty::Bool {
                        return Err(self.refuse(
                            UnsupportedKind::Type,
                            "a branch on a non-bool",
                            term,
                        ));
                    }
                    if exits(if_false) {
                        self.effect(Op::Guard, Some(c), None, 0);
                        if_true
                    } else if exits(if_true) {
                        self.effect(Op::Guard, Some(c), None, NEGATE);
                        if_false
                    } else {
                        return Err(self.refuse(
                            UnsupportedKind::ControlFlow,
                            "both sides of this branch do work (an `if` whose code rejoins, or a loop); \
                             the interpreter runs straight-line code with early exits",
                            term,
                        ));
                    }
                }
                _ => {
                    return Err(self.refuse(
                        UnsupportedKind::ControlFlow,
                        "a terminator other than `br` and `ret void`",
                        term,
                    ));
                }
            };
            if seen.contains(&next) {
                return Err(self.refuse(UnsupportedKind::ControlFlow, "a loop", term));
            }
            block = next;
        }
        self.finish()
    }

    fn instruction(&mut self, inst: InstructionValue<'ctx>) -> Result<(), Unsupported> {
        use InstructionOpcode as O;
        let opcode = inst.get_opcode();
        let float_bin = |o: O| match o {
            O::FAdd => Some(Op::FAdd),
            O::FSub => Some(Op::FSub),
            O::FMul => Some(Op::FMul),
            O::FDiv => Some(Op::FDiv),
            O::FRem => Some(Op::FRem),
            _ => None,
        };
        let int_bin = |o: O| match o {
            O::Add => Some(Op::IAdd),
            O::Sub => Some(Op::ISub),
            O::Mul => Some(Op::IMul),
            O::And => Some(Op::And),
            O::Or => Some(Op::Or),
            O::Xor => Some(Op::Xor),
            O::Shl => Some(Op::Shl),
            O::LShr => Some(Op::LShr),
            O::AShr => Some(Op::AShr),
            _ => None,
        };
        match opcode {
            o if float_bin(o).is_some() => {
                let op = float_bin(o).unwrap_or(Op::FAdd);
                let (a, ta) = self.operand(inst, 0)?;
                let (b, tb) = self.operand(inst, 1)?;
                if (ta, tb) != (Ty::F32, Ty::F32) {
                    return Err(self.refuse(
                        UnsupportedKind::Type,
                        "float arithmetic on a type other than f32",
                        inst,
                    ));
                }
                let r = self.emit(op, Some(a), Some(b), None, 0);
                self.define(inst, r, Ty::F32);
            }
            O::FNeg => {
                let (a, ta) = self.operand(inst, 0)?;
                if ta != Ty::F32 {
                    return Err(self.refuse(
                        UnsupportedKind::Type,
                        "fneg on a type other than f32",
                        inst,
                    ));
                }
                let r = self.emit(Op::FNeg, Some(a), None, None, 0);
                self.define(inst, r, Ty::F32);
            }
            o if int_bin(o).is_some() => {
                let op = int_bin(o).unwrap_or(Op::IAdd);
                let (a, ta) = self.operand(inst, 0)?;
                let (b, tb) = self.operand(inst, 1)?;
                let ok = match (ta, tb) {
                    (Ty::I32, Ty::I32) => true,
                    (Ty::Bool, Ty::Bool) => matches!(op, Op::And | Op::Or | Op::Xor),
                    _ => false,
                };
                if !ok {
                    return Err(self.refuse(
                        UnsupportedKind::Type,
                        "integer arithmetic other than on i32 (and and/or/xor on bool)",
                        inst,
                    ));
                }
                let r = self.emit(op, Some(a), Some(b), None, 0);
                self.define(inst, r, ta);
            }
            O::ICmp => self.icmp(inst)?,
            O::FCmp => self.fcmp(inst)?,
            O::Select => {
                let (c, tc) = self.operand(inst, 0)?;
                let (a, ta) = self.operand(inst, 1)?;
                let (b, tb) = self.operand(inst, 2)?;
                if tc != Ty::Bool || ta != tb {
                    return Err(self.refuse(
                        UnsupportedKind::Type,
                        "a select of mismatched types",
                        inst,
                    ));
                }
                let r = self.emit(Op::Select, Some(c), Some(a), Some(b), 0);
                self.define(inst, r, ta);
            }
            O::ZExt | O::SExt | O::Trunc | O::BitCast => self.int_cast(inst)?,
            O::SIToFP | O::UIToFP => {
                let (a, ta) = self.operand(inst, 0)?;
                if self.result_type(inst) != Some(Ty::F32) || ta == Ty::F32 {
                    return Err(self.refuse(
                        UnsupportedKind::Type,
                        "a conversion other than i32/bool → f32",
                        inst,
                    ));
                }
                let signed = opcode == O::SIToFP;
                // A true bool is -1 as a signed value.
                let a = if signed && ta == Ty::Bool {
                    let zero = self.constant(0, Ty::I32);
                    self.emit(Op::ISub, Some(zero), Some(a), None, 0)
                } else {
                    a
                };
                let r = self.emit(
                    if signed { Op::SiToFp } else { Op::UiToFp },
                    Some(a),
                    None,
                    None,
                    0,
                );
                self.define(inst, r, Ty::F32);
            }
            O::FPToSI | O::FPToUI => {
                let (a, ta) = self.operand(inst, 0)?;
                if self.result_type(inst) != Some(Ty::I32) || ta != Ty::F32 {
                    return Err(self.refuse(
                        UnsupportedKind::Type,
                        "a conversion other than f32 → i32",
                        inst,
                    ));
                }
                let op = if opcode == O::FPToSI {
                    Op::FpToSi
                } else {
                    Op::FpToUi
                };
                let r = self.emit(op, Some(a), None, None, 0);
                self.define(inst, r, Ty::I32);
            }
            O::GetElementPtr => self.gep(inst)?,
            O::Load => {
                if inst.get_volatile().unwrap_or(true)
                    || inst
                        .get_atomic_ordering()
                        .is_ok_and(|o| o != AtomicOrdering::NotAtomic)
                {
                    return Err(self.refuse(
                        UnsupportedKind::Instruction,
                        "a volatile or atomic load",
                        inst,
                    ));
                }
                let (slot, index, signed) = self.address(inst, 0)?;
                let Some(ty) = self.result_type(inst).filter(|t| *t != Ty::Bool) else {
                    return Err(self.refuse(
                        UnsupportedKind::Type,
                        "a load of other than f32 or i32",
                        inst,
                    ));
                };
                let r = self.emit(Op::Load, Some(index), None, None, memory_word(slot, signed));
                self.define(inst, r, ty);
            }
            O::Store => {
                if inst.get_volatile().unwrap_or(true)
                    || inst
                        .get_atomic_ordering()
                        .is_ok_and(|o| o != AtomicOrdering::NotAtomic)
                {
                    return Err(self.refuse(
                        UnsupportedKind::Instruction,
                        "a volatile or atomic store",
                        inst,
                    ));
                }
                let (v, tv) = self.operand(inst, 0)?;
                if tv == Ty::Bool {
                    return Err(self.refuse(UnsupportedKind::Type, "a store of a bool", inst));
                }
                let (slot, index, signed) = self.address(inst, 1)?;
                self.effect(Op::Store, Some(index), Some(v), memory_word(slot, signed));
            }
            O::AtomicRMW => self.atomic(inst)?,
            O::Call => self.call(inst)?,
            O::Alloca => {
                return Err(self.refuse(
                    UnsupportedKind::Instruction,
                    "local variables and arrays (`var`, `local_array`) are not interpreted",
                    inst,
                ));
            }
            O::Phi => {
                return Err(self.refuse(UnsupportedKind::ControlFlow, "a φ node", inst));
            }
            _ => {
                return Err(self.refuse(
                    UnsupportedKind::Instruction,
                    "an instruction the interpreter does not run",
                    inst,
                ));
            }
        }
        Ok(())
    }

    fn icmp(&mut self, inst: InstructionValue<'ctx>) -> Result<(), Unsupported> {
        let (a, ta) = self.operand(inst, 0)?;
        let (b, tb) = self.operand(inst, 1)?;
        let Some(pred) = inst.get_icmp_predicate() else {
            return Err(self.refuse(
                UnsupportedKind::Instruction,
                "a comparison without a predicate",
                inst,
            ));
        };
        use IntPredicate as P;
        let signed = matches!(pred, P::SLT | P::SLE | P::SGT | P::SGE);
        if ta != tb || ta == Ty::F32 || (signed && ta == Ty::Bool) {
            return Err(self.refuse(
                UnsupportedKind::Type,
                "an integer comparison of mismatched types",
                inst,
            ));
        }
        // (op, swap operands, negate)
        let (op, swap, neg) = match pred {
            P::EQ => (Op::IEq, false, false),
            P::NE => (Op::IEq, false, true),
            P::ULT => (Op::ULt, false, false),
            P::UGE => (Op::ULt, false, true),
            P::UGT => (Op::ULt, true, false),
            P::ULE => (Op::ULt, true, true),
            P::SLT => (Op::SLt, false, false),
            P::SGE => (Op::SLt, false, true),
            P::SGT => (Op::SLt, true, false),
            P::SLE => (Op::SLt, true, true),
        };
        let (x, y) = if swap { (b, a) } else { (a, b) };
        let r = self.emit(op, Some(x), Some(y), None, if neg { NEGATE } else { 0 });
        self.define(inst, r, Ty::Bool);
        Ok(())
    }

    fn fcmp(&mut self, inst: InstructionValue<'ctx>) -> Result<(), Unsupported> {
        let (a, ta) = self.operand(inst, 0)?;
        let (b, tb) = self.operand(inst, 1)?;
        let Some(pred) = inst.get_fcmp_predicate() else {
            return Err(self.refuse(
                UnsupportedKind::Instruction,
                "a comparison without a predicate",
                inst,
            ));
        };
        if (ta, tb) != (Ty::F32, Ty::F32) {
            return Err(self.refuse(
                UnsupportedKind::Type,
                "a float comparison of other than f32",
                inst,
            ));
        }
        use FloatPredicate as P;
        let (op, neg) = match pred {
            P::OEQ => (Op::FEq, false),
            P::OGT => (Op::FGt, false),
            P::OGE => (Op::FGe, false),
            P::OLT => (Op::FLt, false),
            P::OLE => (Op::FLe, false),
            P::ONE => (Op::FOne, false),
            P::ORD => (Op::FOrd, false),
            P::UEQ => (Op::FOne, true),
            P::UGT => (Op::FLe, true),
            P::UGE => (Op::FLt, true),
            P::ULT => (Op::FGe, true),
            P::ULE => (Op::FGt, true),
            P::UNE => (Op::FEq, true),
            P::UNO => (Op::FOrd, true),
            P::PredicateTrue | P::PredicateFalse => {
                let r = self.constant(u32::from(pred == P::PredicateTrue), Ty::Bool);
                self.define(inst, r, Ty::Bool);
                return Ok(());
            }
        };
        let r = self.emit(op, Some(a), Some(b), None, if neg { NEGATE } else { 0 });
        self.define(inst, r, Ty::Bool);
        Ok(())
    }

    fn int_cast(&mut self, inst: InstructionValue<'ctx>) -> Result<(), Unsupported> {
        use InstructionOpcode as O;
        let opcode = inst.get_opcode();
        let to = inst.get_type();
        let to_i64 = matches!(to, AnyTypeEnum::IntType(t) if t.get_bit_width() == 64);
        let (a, ta) = self.operand(inst, 0)?;
        let result = self.result_type(inst);
        match (opcode, ta, result) {
            // i32 → i64, only ever an index.
            (O::ZExt | O::SExt, Ty::I32, None) if to_i64 => {
                self.values
                    .insert(key(&inst), Val::Index(a, opcode == O::SExt));
            }
            (O::ZExt, Ty::Bool, Some(Ty::I32)) => self.define(inst, a, Ty::I32),
            (O::SExt, Ty::Bool, Some(Ty::I32)) => {
                let zero = self.constant(0, Ty::I32);
                let r = self.emit(Op::ISub, Some(zero), Some(a), None, 0);
                self.define(inst, r, Ty::I32);
            }
            (O::Trunc, Ty::I32, Some(Ty::Bool)) => {
                let one = self.constant(1, Ty::I32);
                let r = self.emit(Op::And, Some(a), Some(one), None, 0);
                self.define(inst, r, Ty::Bool);
            }
            (O::BitCast, Ty::F32, Some(Ty::I32)) | (O::BitCast, Ty::I32, Some(Ty::F32)) => {
                self.define(inst, a, result.unwrap_or(Ty::I32));
            }
            _ => {
                return Err(self.refuse(
                    UnsupportedKind::Type,
                    "a conversion between types the interpreter does not hold",
                    inst,
                ));
            }
        }
        Ok(())
    }

    /// `getelementptr T, ptr param, index` with a 32-bit element type.
    fn gep(&mut self, inst: InstructionValue<'ctx>) -> Result<(), Unsupported> {
        let elem_ok = matches!(
            inst.get_gep_source_element_type(),
            Ok(BasicTypeEnum::FloatType(f)) if f == f.get_context().f32_type()
        ) || matches!(
            inst.get_gep_source_element_type(),
            Ok(BasicTypeEnum::IntType(t)) if t.get_bit_width() == 32
        );
        if !elem_ok || inst.get_num_operands() != 2 {
            return Err(self.refuse(
                UnsupportedKind::Instruction,
                "an address other than `buffer[index]` over 32-bit elements",
                inst,
            ));
        }
        let slot = match inst.get_operand(0) {
            Some(Operand::Value(v)) => match self.values.get(&key(&v)) {
                Some(Val::Pointer(s)) => *s,
                _ => {
                    return Err(self.refuse(
                        UnsupportedKind::Operand,
                        "an address not based on a pointer parameter",
                        inst,
                    ));
                }
            },
            _ => return Err(self.refuse(UnsupportedKind::Operand, "a malformed address", inst)),
        };
        let Some(Operand::Value(idx)) = inst.get_operand(1) else {
            return Err(self.refuse(UnsupportedKind::Operand, "a malformed index", inst));
        };
        let (index, signed) = match self.values.get(&key(&idx)).copied() {
            Some(Val::Index(v, signed)) => (v, signed),
            // An i32 index is sign-extended by getelementptr.
            Some(Val::Reg(v, Ty::I32)) => (v, true),
            _ => match idx {
                BasicValueEnum::IntValue(n) if n.is_const() && !n.is_undef() => {
                    let Some(x) = n.get_sign_extended_constant() else {
                        return Err(self.refuse(
                            UnsupportedKind::Operand,
                            "an undefined index",
                            inst,
                        ));
                    };
                    let Ok(x) = i32::try_from(x) else {
                        return Err(self.refuse(
                            UnsupportedKind::Operand,
                            "a constant index beyond 32 bits",
                            inst,
                        ));
                    };
                    (self.constant(x as u32, Ty::I32), true)
                }
                _ => {
                    return Err(self.refuse(
                        UnsupportedKind::Operand,
                        "an index other than a 32-bit value, extended, or a constant",
                        inst,
                    ));
                }
            },
        };
        self.values
            .insert(key(&inst), Val::Addr(slot, index, signed));
        Ok(())
    }

    /// The element address of pointer operand `i`.
    fn address(
        &mut self,
        inst: InstructionValue<'ctx>,
        i: u32,
    ) -> Result<(u8, V, bool), Unsupported> {
        let Some(Operand::Value(p)) = inst.get_operand(i) else {
            return Err(self.refuse(UnsupportedKind::Operand, "a malformed address", inst));
        };
        match self.values.get(&key(&p)).copied() {
            Some(Val::Addr(slot, index, signed)) => Ok((slot, index, signed)),
            Some(Val::Pointer(slot)) => Ok((slot, self.constant(0, Ty::I32), false)),
            _ => Err(self.refuse(
                UnsupportedKind::Operand,
                "memory other than a pointer parameter's elements",
                inst,
            )),
        }
    }

    fn atomic(&mut self, inst: InstructionValue<'ctx>) -> Result<(), Unsupported> {
        if inst.get_volatile().unwrap_or(true) {
            return Err(self.refuse(UnsupportedKind::Instruction, "a volatile atomic", inst));
        }
        if inst.get_atomic_ordering().ok() != Some(AtomicOrdering::Monotonic) {
            return Err(self.refuse(
                UnsupportedKind::Instruction,
                "an atomic with ordering stronger than relaxed (monotonic)",
                inst,
            ));
        }
        let scope = gpujit_ir::lower::sync_scope(inst).unwrap_or_default();
        if !matches!(scope.as_str(), "gpujit-device" | "gpujit-block") {
            return Err(self.refuse(
                UnsupportedKind::Instruction,
                "an atomic of system scope (the interpreter's are device-scope)",
                inst,
            ));
        }
        let (slot, index, signed) = self.address(inst, 0)?;
        let (v, tv) = self.operand(inst, 1)?;
        use AtomicRMWBinOp as B;
        let op = match (inst.get_atomic_rmw_bin_op(), tv) {
            (Some(B::FAdd), Ty::F32) => Op::AtomicFAdd,
            (Some(B::Xchg), Ty::F32 | Ty::I32) => Op::AtomicXchg,
            (Some(B::Add), Ty::I32) => Op::AtomicAdd,
            (Some(B::Sub), Ty::I32) => Op::AtomicSub,
            (Some(B::And), Ty::I32) => Op::AtomicAnd,
            (Some(B::Or), Ty::I32) => Op::AtomicOr,
            (Some(B::Xor), Ty::I32) => Op::AtomicXor,
            (Some(B::Min), Ty::I32) => Op::AtomicSMin,
            (Some(B::Max), Ty::I32) => Op::AtomicSMax,
            (Some(B::UMin), Ty::I32) => Op::AtomicUMin,
            (Some(B::UMax), Ty::I32) => Op::AtomicUMax,
            _ => {
                return Err(self.refuse(
                    UnsupportedKind::Instruction,
                    "an atomic operation the interpreter does not run",
                    inst,
                ));
            }
        };
        let r = self.emit(op, Some(index), Some(v), None, memory_word(slot, signed));
        self.define(inst, r, tv);
        Ok(())
    }

    fn call(&mut self, inst: InstructionValue<'ctx>) -> Result<(), Unsupported> {
        let name = callee_name(inst).unwrap_or_default();
        let args = inst.get_num_operands().saturating_sub(1);
        if let Some(special) = special_register(&name) {
            let r = self.emit(Op::Special, None, None, None, special);
            self.define(inst, r, Ty::I32);
            return Ok(());
        }
        let op = if name == "llvm.fma.f32" {
            Some((Op::Fma, 3))
        } else {
            name.strip_prefix("gpujit.math.")
                .and_then(|n| n.strip_suffix(".f32"))
                .and_then(math_op)
        };
        let Some((op, arity)) = op else {
            return Err(self.refuse(
                UnsupportedKind::Instruction,
                format!("a call to `{name}`"),
                inst,
            ));
        };
        if args != arity {
            return Err(self.refuse(
                UnsupportedKind::Instruction,
                "a call with the wrong number of operands",
                inst,
            ));
        }
        let constant = |i: u32| matches!(inst.get_operand(i), Some(Operand::Value(v)) if matches!(v, BasicValueEnum::FloatValue(f) if f.is_const()));
        if op != Op::Fma && ((0..args).all(constant) || (op == Op::Pow && constant(1))) {
            return Err(self.refuse(
                UnsupportedKind::ConstantMath,
                "a math function of constant operands (or pow of a constant exponent): the JIT may \
                 fold or simplify it at compile time with another implementation than the device's",
                inst,
            ));
        }
        let mut regs = [None; 3];
        for i in 0..args {
            let (r, t) = self.operand(inst, i)?;
            if t != Ty::F32 {
                return Err(self.refuse(
                    UnsupportedKind::Type,
                    "a math function of a non-f32",
                    inst,
                ));
            }
            regs[i as usize] = Some(r);
        }
        let r = self.emit(op, regs[0], regs[1], regs[2], 0);
        self.define(inst, r, Ty::F32);
        Ok(())
    }

    /// Peephole, dead-code removal, register allocation, encoding.
    fn finish(mut self) -> Result<Bytecode, Unsupported> {
        self.fuse_global_id();
        // Dead code: keep effects and what they (transitively) read.
        let mut live = vec![false; self.next as usize];
        let mut keep = vec![false; self.defs.len()];
        for (i, d) in self.defs.iter().enumerate().rev() {
            let used = d.dst.is_some_and(|v| live[v.0 as usize]);
            if d.op.has_effect() || used {
                keep[i] = true;
                for v in [d.a, d.b, d.c].into_iter().flatten() {
                    live[v.0 as usize] = true;
                }
            }
        }
        let defs: Vec<Def> = self
            .defs
            .iter()
            .zip(&keep)
            .filter(|(_, k)| **k)
            .map(|(d, _)| *d)
            .collect();
        // Last reader of each value.
        let mut last = vec![usize::MAX; self.next as usize];
        for (i, d) in defs.iter().enumerate() {
            for v in [d.a, d.b, d.c].into_iter().flatten() {
                last[v.0 as usize] = i;
            }
        }
        let mut free: Vec<u8> = (0..SINK).rev().collect();
        let mut reg = vec![SINK; self.next as usize];
        let mut code = Vec::with_capacity(defs.len());
        for (i, d) in defs.iter().enumerate() {
            let operand = |v: Option<V>| v.map_or(0, |v| reg[v.0 as usize]);
            let (a, b, c) = (operand(d.a), operand(d.b), operand(d.c));
            // Operands read for the last time free their registers, which
            // the result may take (the interpreter reads before it writes).
            for v in [d.a, d.b, d.c].into_iter().flatten() {
                let r = reg[v.0 as usize];
                if last[v.0 as usize] == i && r != SINK && !free.contains(&r) {
                    free.push(r);
                }
            }
            let dst = match d.dst {
                Some(v) if last[v.0 as usize] != usize::MAX => {
                    let Some(r) = free.pop() else {
                        return Err(Unsupported {
                            kernel: self.kernel_name.to_string(),
                            kind: UnsupportedKind::Registers,
                            message: format!("more than {} values live at once", REGS - 1),
                            instruction: None,
                        });
                    };
                    reg[v.0 as usize] = r;
                    r
                }
                _ => SINK,
            };
            let word1 = if d.op.uses_c() { u32::from(c) } else { d.word1 };
            code.push(Instr {
                op: d.op,
                dst,
                a,
                b,
                word1,
            });
        }
        Ok(Bytecode {
            code,
            slots: self.slots,
        })
    }

    /// `block_id.x * block_dim.x + thread_id.x` → one [`Op::GlobalIdX`].
    fn fuse_global_id(&mut self) {
        let def_of: HashMap<V, Def> = self
            .defs
            .iter()
            .filter_map(|d| d.dst.map(|v| (v, *d)))
            .collect();
        let special = |v: Option<V>, which: u32| {
            v.and_then(|v| def_of.get(&v))
                .is_some_and(|d| d.op == Op::Special && d.word1 == which)
        };
        for d in &mut self.defs {
            if d.op != Op::IAdd {
                continue;
            }
            let is_base = |v: Option<V>| {
                v.and_then(|v| def_of.get(&v)).is_some_and(|m| {
                    m.op == Op::IMul
                        && ((special(m.a, 3) && special(m.b, 6))
                            || (special(m.a, 6) && special(m.b, 3)))
                })
            };
            if (is_base(d.a) && special(d.b, 0)) || (is_base(d.b) && special(d.a, 0)) {
                *d = Def {
                    op: Op::GlobalIdX,
                    dst: d.dst,
                    a: None,
                    b: None,
                    c: None,
                    word1: 0,
                };
            }
        }
    }
}

fn memory_word(slot: u8, signed: bool) -> u32 {
    u32::from(slot) | if signed { SIGNED_INDEX } else { 0 }
}

/// True when `block` leads to `ret void` through blocks that do nothing else.
fn exits(block: gpujit_ir::inkwell::basic_block::BasicBlock<'_>) -> bool {
    let mut b = block;
    for _ in 0..16 {
        let Some(first) = b.get_first_instruction() else {
            return false;
        };
        if !first.is_terminator() {
            return false;
        }
        match first.get_opcode() {
            InstructionOpcode::Return => return first.get_num_operands() == 0,
            InstructionOpcode::Br if first.get_num_operands() == 1 => match first.get_operand(0) {
                Some(Operand::Block(next)) => b = next,
                _ => return false,
            },
            _ => return false,
        }
    }
    false
}

fn special_register(name: &str) -> Option<u32> {
    let (what, axis) = name.strip_prefix("gpujit.")?.rsplit_once('.')?;
    let base = match what {
        "thread_id" => 0,
        "block_id" => 3,
        "block_dim" => 6,
        "grid_dim" => 9,
        _ => return None,
    };
    let axis = match axis {
        "x" => 0,
        "y" => 1,
        "z" => 2,
        _ => return None,
    };
    Some(base + axis)
}

fn math_op(name: &str) -> Option<(Op, u32)> {
    Some(match name {
        "sqrt" => (Op::Sqrt, 1),
        "rsqrt" => (Op::Rsqrt, 1),
        "exp" => (Op::Exp, 1),
        "exp2" => (Op::Exp2, 1),
        "log" => (Op::Log, 1),
        "log2" => (Op::Log2, 1),
        "sin" => (Op::Sin, 1),
        "cos" => (Op::Cos, 1),
        "tan" => (Op::Tan, 1),
        "tanh" => (Op::Tanh, 1),
        "erf" => (Op::Erf, 1),
        "abs" => (Op::FAbs, 1),
        "floor" => (Op::Floor, 1),
        "ceil" => (Op::Ceil, 1),
        "pow" => (Op::Pow, 2),
        "min" => (Op::FMin, 2),
        "max" => (Op::FMax, 2),
        _ => return None,
    })
}
