//! The translator's state, its operands and values, and the walk over the
//! kernel's blocks and instructions.

use std::collections::HashMap;

use gpujit_ir::inkwell::AddressSpace;
use gpujit_ir::inkwell::AtomicOrdering;
use gpujit_ir::inkwell::types::AnyTypeEnum;
use gpujit_ir::inkwell::values::{
    AsValueRef, BasicValueEnum, FunctionValue, InstructionOpcode, InstructionValue, Operand,
};
use gpujit_ir::{ParamType, ScalarType};

use super::super::bytecode::{Bytecode, NEGATE, Op, POINTER_SLOTS, SCALAR_SLOTS, Slot};
use super::ops::memory_word;
use super::{Unsupported, UnsupportedKind, unsupported};

/// A virtual register: one SSA value of the program.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct V(pub(super) u32);

/// What an interpreter register holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(super) enum Ty {
    F32,
    I32,
    Bool,
}

/// What an LLVM value became.
#[derive(Debug, Clone, Copy)]
pub(super) enum Val {
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
pub(super) struct Def {
    pub(super) op: Op,
    pub(super) dst: Option<V>,
    pub(super) a: Option<V>,
    pub(super) b: Option<V>,
    pub(super) c: Option<V>,
    pub(super) word1: u32,
}

pub(super) struct Translator<'a, 'ctx> {
    pub(super) kernel_name: &'a str,
    pub(super) kernel: FunctionValue<'ctx>,
    pub(super) values: HashMap<usize, Val>,
    pub(super) consts: HashMap<(u32, Ty), V>,
    pub(super) params_read: HashMap<u8, V>,
    pub(super) defs: Vec<Def>,
    pub(super) next: u32,
    pub(super) slots: Vec<Slot>,
}

pub(super) fn key(v: &impl AsValueRef) -> usize {
    v.as_value_ref() as usize
}

impl<'a, 'ctx> Translator<'a, 'ctx> {
    pub(super) fn new(
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

    pub(super) fn fresh(&mut self) -> V {
        self.next += 1;
        V(self.next - 1)
    }

    pub(super) fn emit(
        &mut self,
        op: Op,
        a: Option<V>,
        b: Option<V>,
        c: Option<V>,
        word1: u32,
    ) -> V {
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

    pub(super) fn effect(&mut self, op: Op, a: Option<V>, b: Option<V>, word1: u32) {
        self.defs.push(Def {
            op,
            dst: None,
            a,
            b,
            c: None,
            word1,
        });
    }

    pub(super) fn constant(&mut self, bits: u32, ty: Ty) -> V {
        if let Some(&v) = self.consts.get(&(bits, ty)) {
            return v;
        }
        let v = self.emit(Op::Const, None, None, None, bits);
        self.consts.insert((bits, ty), v);
        v
    }

    pub(super) fn refuse(
        &self,
        kind: UnsupportedKind,
        message: impl Into<String>,
        inst: InstructionValue<'_>,
    ) -> Unsupported {
        unsupported(self.kernel_name, kind, message, inst)
    }

    /// The register holding `v`, an operand of `inst`.
    pub(super) fn operand(
        &mut self,
        inst: InstructionValue<'ctx>,
        i: u32,
    ) -> Result<(V, Ty), Unsupported> {
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

    pub(super) fn define(&mut self, inst: InstructionValue<'ctx>, v: V, ty: Ty) {
        self.values.insert(key(&inst), Val::Reg(v, ty));
    }

    pub(super) fn result_type(&self, inst: InstructionValue<'ctx>) -> Option<Ty> {
        match inst.get_type() {
            AnyTypeEnum::FloatType(f) if f == f.get_context().f32_type() => Some(Ty::F32),
            AnyTypeEnum::IntType(t) if t.get_bit_width() == 32 => Some(Ty::I32),
            AnyTypeEnum::IntType(t) if t.get_bit_width() == 1 => Some(Ty::Bool),
            _ => None,
        }
    }

    /// Walks the kernel along its non-exiting edges and translates each block.
    pub(super) fn run(mut self) -> Result<Bytecode, Unsupported> {
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

    pub(super) fn instruction(&mut self, inst: InstructionValue<'ctx>) -> Result<(), Unsupported> {
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
