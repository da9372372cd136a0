//! The instruction families with their own rules: comparisons, conversions,
//! addresses, atomics and calls.

use gpujit_ir::inkwell::types::{AnyTypeEnum, BasicTypeEnum};
use gpujit_ir::inkwell::values::{BasicValueEnum, InstructionOpcode, InstructionValue, Operand};
use gpujit_ir::inkwell::{AtomicOrdering, AtomicRMWBinOp, FloatPredicate, IntPredicate};

use super::super::bytecode::{NEGATE, Op, SIGNED_INDEX};
use super::translator::{Translator, Ty, V, Val, key};
use super::{Unsupported, UnsupportedKind, callee_name};

impl<'a, 'ctx> Translator<'a, 'ctx> {
    pub(super) fn icmp(&mut self, inst: InstructionValue<'ctx>) -> Result<(), Unsupported> {
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

    pub(super) fn fcmp(&mut self, inst: InstructionValue<'ctx>) -> Result<(), Unsupported> {
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

    pub(super) fn int_cast(&mut self, inst: InstructionValue<'ctx>) -> Result<(), Unsupported> {
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
    pub(super) fn gep(&mut self, inst: InstructionValue<'ctx>) -> Result<(), Unsupported> {
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
    pub(super) fn address(
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

    pub(super) fn atomic(&mut self, inst: InstructionValue<'ctx>) -> Result<(), Unsupported> {
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

    pub(super) fn call(&mut self, inst: InstructionValue<'ctx>) -> Result<(), Unsupported> {
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
}

pub(super) fn memory_word(slot: u8, signed: bool) -> u32 {
    u32::from(slot) | if signed { SIGNED_INDEX } else { 0 }
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
