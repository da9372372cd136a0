//! Inline PTX → portable IR.
//!
//! Each `asm` call (and each NVVM intrinsic that [`super::classify`] states
//! as a PTX template) becomes a call to an internal, always-inlined helper
//! function whose body is built here from the parsed template
//! ([`super::ptx`]): `$N` operands and `.reg` registers are SSA values,
//! instructions are translated one by one through [`IDIOMS`], a guarded
//! (`@p`) memory instruction runs under a branch and any other guarded
//! instruction selects between its result and the register's old value.
//! Helpers of identical template, constraints, types and immediates are
//! shared.
//!
//! A template that uses anything outside the table is refused with the
//! reason; tensor-core instructions (`mma`, `wgmma`, `ldmatrix`, ...) are
//! refused as such, so that the caller can report them with their own
//! error.

use std::collections::HashMap;

use inkwell::IntPredicate;
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::builder::BuilderError;
use inkwell::context::AsContextRef;
use inkwell::context::ContextRef;
use inkwell::module::{Linkage, Module};
use inkwell::types::{AnyType, BasicTypeEnum, FloatType, FunctionType, IntType};
use inkwell::values::{
    AsValueRef, BasicValueEnum, FloatValue, FunctionValue, IntValue, PointerValue,
};

use super::lift::Lifter;
use super::ptx::{self, Class, Constraint, Instruction, Operand, Statement};
use crate::{Axis, Intrinsic};

mod arith;
mod carry;
mod directed;
mod float;
mod fp8;
mod half;
mod helpers;
mod mem;
mod mma;
mod simd;
mod space;
mod table;
mod tex;
mod thread;
mod warp;
mod wmma;

pub(crate) use carry::CARRY;
pub(crate) use helpers::Helpers;
pub(crate) use space::{ModuleScope, SharedWindow};
pub use table::idioms;
pub(crate) use table::{Guarded, IDIOMS, is_tensor_core};
pub(crate) use wmma::fragment_regs as wmma_fragment_regs;

/// Why a template cannot be lifted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Refusal {
    /// A tensor-core instruction, named.
    TensorCore(String),
    /// Anything else outside the table, with the reason.
    Unsupported(String),
    /// LLVM failed while the replacement was built.
    Llvm(String),
}

impl From<BuilderError> for Refusal {
    fn from(e: BuilderError) -> Self {
        Refusal::Llvm(e.to_string())
    }
}

impl From<crate::IrError> for Refusal {
    fn from(e: crate::IrError) -> Self {
        Refusal::Llvm(e.to_string())
    }
}

pub(crate) type Res<T> = Result<T, Refusal>;

pub(crate) fn unsupported<T>(why: impl Into<String>) -> Res<T> {
    Err(Refusal::Unsupported(why.into()))
}

/// A value in a register: an integer of the register's width, or a pointer
/// that came in as an operand (kept as a pointer so that its address space
/// and provenance survive).
#[derive(Debug, Clone, Copy)]
pub(crate) enum Val<'ctx> {
    Int(IntValue<'ctx>),
    Ptr(PointerValue<'ctx>),
}

impl Val<'_> {
    fn same(&self, other: &Self) -> bool {
        let r = |v: &Val<'_>| match v {
            Val::Int(i) => i.as_value_ref(),
            Val::Ptr(p) => p.as_value_ref(),
        };
        r(self) == r(other)
    }
}

#[derive(Debug, Clone, Copy)]
pub(crate) struct Reg<'ctx> {
    bits: u32,
    val: Option<Val<'ctx>>,
    /// Where a whole module's register lives (its value is loaded and
    /// stored there, so that branches and loops see it).
    slot: Option<PointerValue<'ctx>>,
}

/// The translation of one template into the body of its helper.
pub(crate) struct Tx<'a, 'ctx> {
    pub(crate) l: Lifter<'a, 'ctx>,
    pub(crate) func: FunctionValue<'ctx>,
    scopes: Vec<HashMap<String, Reg<'ctx>>>,
    /// Inputs tied to outputs: `$input` names `$output`'s register.
    tied: HashMap<u32, u32>,
    /// A whole module's symbols and shared memory (`None` for inline asm).
    pub(crate) module: Option<ModuleScope<'ctx>>,
}

/// A PTX type suffix.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ty {
    B(u32),
    U(u32),
    S(u32),
    F(u32),
    Bf16,
    Pred,
    F16x2,
    Bf16x2,
}

impl Ty {
    pub(crate) fn parse(s: &str) -> Option<Ty> {
        if s == "pred" {
            return Some(Ty::Pred);
        }
        if s == "bf16" {
            return Some(Ty::Bf16);
        }
        if s == "f16x2" {
            return Some(Ty::F16x2);
        }
        if s == "bf16x2" {
            return Some(Ty::Bf16x2);
        }
        let (k, n) = s.split_at(1);
        let bits: u32 = n.parse().ok()?;
        match (k, bits) {
            ("b", 8 | 16 | 32 | 64 | 128) => Some(Ty::B(bits)),
            ("u", 8 | 16 | 32 | 64) => Some(Ty::U(bits)),
            ("s", 8 | 16 | 32 | 64) => Some(Ty::S(bits)),
            ("f", 16 | 32 | 64) => Some(Ty::F(bits)),
            _ => None,
        }
    }

    pub(crate) fn bits(self) -> u32 {
        match self {
            Ty::B(b) | Ty::U(b) | Ty::S(b) | Ty::F(b) => b,
            Ty::Bf16 => 16,
            Ty::Pred => 1,
            Ty::F16x2 | Ty::Bf16x2 => 32,
        }
    }

    pub(crate) fn signed(self) -> bool {
        matches!(self, Ty::S(_))
    }

    pub(crate) fn is_float(self) -> bool {
        matches!(self, Ty::F(_) | Ty::Bf16)
    }
}

/// The instruction's type suffixes, in order.
pub(crate) fn types(i: &Instruction) -> Vec<Ty> {
    i.modifiers.iter().filter_map(|m| Ty::parse(m)).collect()
}

/// The instruction's last type suffix.
pub(crate) fn ty(i: &Instruction) -> Res<Ty> {
    types(i)
        .last()
        .copied()
        .ok_or_else(|| Refusal::Unsupported(format!("`{}` has no type", i.mnemonic())))
}

/// Operand `n` of `i`.
pub(crate) fn op(i: &Instruction, n: usize) -> Res<&Operand> {
    i.operands
        .get(n)
        .ok_or_else(|| Refusal::Unsupported(format!("`{}` needs operand {}", i.mnemonic(), n + 1)))
}

/// Checks that every modifier of `i` is one of `allowed` (or a type).
pub(crate) fn only(i: &Instruction, allowed: &[&str]) -> Res<()> {
    for m in &i.modifiers {
        if Ty::parse(m).is_none() && !allowed.contains(&m.as_str()) {
            return unsupported(format!("`.{m}` in `{}`", i.mnemonic()));
        }
    }
    Ok(())
}

impl<'a, 'ctx> Tx<'a, 'ctx> {
    pub(crate) fn ctx(&self) -> ContextRef<'ctx> {
        self.l.module.get_context()
    }

    pub(crate) fn b(&self) -> &inkwell::builder::Builder<'ctx> {
        &self.l.builder
    }

    pub(crate) fn int_type(&self, bits: u32) -> IntType<'ctx> {
        let c = self.ctx();
        match bits {
            1 => c.bool_type(),
            8 => c.i8_type(),
            16 => c.i16_type(),
            32 => c.i32_type(),
            64 => c.i64_type(),
            128 => c.i128_type(),
            // SAFETY: the context is live; LLVM makes (or finds) the integer
            // type of that width, which lives as long as the context.
            n => unsafe {
                IntType::new(inkwell::llvm_sys::core::LLVMIntTypeInContext(
                    c.as_ctx_ref(),
                    n.max(1),
                ))
            },
        }
    }

    pub(crate) fn float_type(&self, bits: u32) -> Res<FloatType<'ctx>> {
        let c = self.ctx();
        Ok(match bits {
            16 => c.f16_type(),
            32 => c.f32_type(),
            64 => c.f64_type(),
            _ => return unsupported(format!("a {bits}-bit float")),
        })
    }

    pub(crate) fn c(&self, bits: u32, v: u64) -> IntValue<'ctx> {
        self.int_type(bits).const_int(v, false)
    }

    fn lookup(&self, name: &str) -> Option<(usize, Reg<'ctx>)> {
        self.scopes
            .iter()
            .enumerate()
            .rev()
            .find_map(|(i, s)| s.get(name).map(|r| (i, *r)))
    }

    fn arg_name(&self, n: u32) -> String {
        format!("${}", self.tied.get(&n).copied().unwrap_or(n))
    }

    /// Resizes an integer: truncation or zero extension.
    pub(crate) fn resize(&self, v: IntValue<'ctx>, bits: u32) -> Res<IntValue<'ctx>> {
        let have = v.get_type().get_bit_width();
        let t = self.int_type(bits);
        Ok(if have == bits {
            v
        } else if have > bits {
            self.b().build_int_truncate(v, t, "")?
        } else {
            self.b().build_int_z_extend(v, t, "")?
        })
    }

    /// Sign- or zero-extends (or truncates) an integer.
    pub(crate) fn extend(&self, v: IntValue<'ctx>, bits: u32, signed: bool) -> Res<IntValue<'ctx>> {
        if signed && v.get_type().get_bit_width() < bits {
            return Ok(self.b().build_int_s_extend(v, self.int_type(bits), "")?);
        }
        self.resize(v, bits)
    }

    /// A register or operand as a value (zero where never written).
    fn reg_val(&mut self, name: &str) -> Res<Option<Val<'ctx>>> {
        if let Some((_, r)) = self.lookup(name) {
            if let Some(slot) = r.slot {
                let t = self.int_type(r.bits.max(1));
                let v = self.b().build_load(t, slot, "")?;
                return Ok(Some(Val::Int(v.into_int_value())));
            }
            return Ok(Some(
                r.val.unwrap_or_else(|| Val::Int(self.c(r.bits.max(1), 0))),
            ));
        }
        Ok(None)
    }

    /// The value of `op`, as it is (registers and operands).
    pub(crate) fn val(&mut self, op: &Operand, bits: u32) -> Res<Val<'ctx>> {
        match op {
            Operand::Arg(n) => {
                let name = self.arg_name(*n);
                self.reg_val(&name)?
                    .ok_or_else(|| Refusal::Unsupported(format!("operand ${n} does not exist")))
            }
            Operand::Reg(name) => match self.reg_val(name)? {
                Some(v) => Ok(v),
                None => match self.module.as_ref().and_then(|m| m.symbols.get(name)) {
                    Some(v) => Ok(*v),
                    None => Ok(Val::Int(self.special(name)?)),
                },
            },
            _ => Ok(Val::Int(self.int(op, bits)?)),
        }
    }

    /// `op` as an integer of `bits` bits (immediates truncated, pointers
    /// converted, registers truncated or zero-extended).
    pub(crate) fn int(&mut self, op: &Operand, bits: u32) -> Res<IntValue<'ctx>> {
        let t = self.int_type(bits);
        match op {
            Operand::Int(v) => {
                let words = [*v as u64, (*v >> 64) as u64];
                Ok(if bits > 64 {
                    t.const_int_arbitrary_precision(&words)
                } else {
                    t.const_int(words[0], false)
                })
            }
            Operand::F32(b) => self.resize(self.c(32, u64::from(*b)), bits),
            Operand::F64(b) => self.resize(self.c(64, *b), bits),
            Operand::Not(inner) => {
                let v = self.int(inner, bits)?;
                Ok(self.b().build_not(v, "")?)
            }
            Operand::Arg(_) | Operand::Reg(_) => match self.val(op, bits)? {
                Val::Int(v) => self.resize(v, bits),
                Val::Ptr(p) => Ok(self.b().build_ptr_to_int(p, t, "")?),
            },
            other => unsupported(format!("{other:?} as a scalar operand")),
        }
    }

    /// `op` as a float of `bits` bits.
    pub(crate) fn float(&mut self, op: &Operand, bits: u32) -> Res<FloatValue<'ctx>> {
        let t = self.float_type(bits)?;
        match op {
            Operand::F32(b) if bits != 32 => Ok(t.const_float(f64::from(f32::from_bits(*b)))),
            Operand::F64(b) if bits != 64 => Ok(t.const_float(f64::from_bits(*b))),
            Operand::Int(v) => Ok(t.const_float(*v as f64)),
            _ => {
                let v = self.int(op, bits)?;
                Ok(self.b().build_bit_cast(v, t, "")?.into_float_value())
            }
        }
    }

    /// `op` as a predicate.
    pub(crate) fn pred(&mut self, op: &Operand) -> Res<IntValue<'ctx>> {
        match op {
            Operand::Not(inner) => {
                let v = self.pred(inner)?;
                Ok(self.b().build_not(v, "")?)
            }
            Operand::Int(v) => Ok(self.c(1, u64::from(*v != 0))),
            _ => match self.val(op, 1)? {
                Val::Int(v) if v.get_type().get_bit_width() == 1 => Ok(v),
                Val::Int(v) => {
                    let z = v.get_type().const_zero();
                    Ok(self.b().build_int_compare(IntPredicate::NE, v, z, "")?)
                }
                Val::Ptr(p) => Ok(self.b().build_is_not_null(p, "")?),
            },
        }
    }

    /// Writes `v` to destination `op` (a register, `$N` or `_`).
    pub(crate) fn write(&mut self, op: &Operand, v: Val<'ctx>) -> Res<()> {
        let name = match op {
            Operand::Sink => return Ok(()),
            Operand::Arg(n) => self.arg_name(*n),
            Operand::Reg(name) => name.clone(),
            other => return unsupported(format!("{other:?} as a destination")),
        };
        let Some((scope, reg)) = self.lookup(&name) else {
            return unsupported(format!("a write to undeclared register `{name}`"));
        };
        if let Some(slot) = reg.slot {
            let i = match v {
                Val::Int(i) => i,
                Val::Ptr(p) => self.b().build_ptr_to_int(p, self.int_type(64), "")?,
            };
            let i = self.resize(i, reg.bits.max(1))?;
            self.b().build_store(slot, i)?;
            return Ok(());
        }
        let v = match v {
            Val::Int(i) => Val::Int(self.resize(i, reg.bits)?),
            p => p,
        };
        if let Some(r) = self.scopes[scope].get_mut(&name) {
            r.val = Some(v);
        }
        Ok(())
    }

    pub(crate) fn write_int(&mut self, op: &Operand, v: IntValue<'ctx>) -> Res<()> {
        self.write(op, Val::Int(v))
    }

    pub(crate) fn write_float(&mut self, op: &Operand, v: FloatValue<'ctx>) -> Res<()> {
        let bits = float_bits(v.get_type());
        let i = self.b().build_bit_cast(v, self.int_type(bits), "")?;
        self.write(op, Val::Int(i.into_int_value()))
    }

    /// The width of destination `op`'s register (`default` for `_`).
    pub(crate) fn dest_bits(&self, op: &Operand, default: u32) -> Res<u32> {
        let name = match op {
            Operand::Sink => return Ok(default),
            Operand::Arg(n) => self.arg_name(*n),
            Operand::Reg(name) => name.clone(),
            other => return unsupported(format!("{other:?} as a destination")),
        };
        self.lookup(&name)
            .map(|(_, r)| r.bits)
            .ok_or_else(|| Refusal::Unsupported(format!("undeclared register `{name}`")))
    }

    /// Calls a `gpujit.*` intrinsic returning an integer.
    pub(crate) fn gj_int(&self, op: Intrinsic, args: &[IntValue<'ctx>]) -> Res<IntValue<'ctx>> {
        let args: Vec<_> = args.iter().map(|a| (*a).into()).collect();
        Ok(self.l.gj_int(op, &args)?)
    }

    /// Calls an overloaded LLVM intrinsic.
    pub(crate) fn llvm(
        &self,
        name: &str,
        types: &[BasicTypeEnum<'ctx>],
        args: &[BasicValueEnum<'ctx>],
    ) -> Res<BasicValueEnum<'ctx>> {
        let f = inkwell::intrinsics::Intrinsic::find(name)
            .and_then(|i| i.get_declaration(self.l.module, types))
            .ok_or_else(|| Refusal::Llvm(format!("LLVM has no {name} for {types:?}")))?;
        let args: Vec<_> = args.iter().map(|a| (*a).into()).collect();
        self.b()
            .build_call(f, &args, "")?
            .try_as_basic_value()
            .basic()
            .ok_or_else(|| Refusal::Llvm(format!("{name} returned nothing")))
    }

    /// A special register's value.
    fn special(&mut self, name: &str) -> Res<IntValue<'ctx>> {
        let i32t = self.int_type(32);
        if let Some((reg, axis)) = name.split_once('.') {
            let a = match axis {
                "x" => Axis::X,
                "y" => Axis::Y,
                "z" => Axis::Z,
                _ => return unsupported(format!("special register `{name}`")),
            };
            let op = match reg {
                "%tid" => Intrinsic::ThreadId(a),
                "%ntid" => Intrinsic::BlockDim(a),
                "%ctaid" => Intrinsic::BlockId(a),
                "%nctaid" => Intrinsic::GridDim(a),
                _ => return unsupported(format!("special register `{name}`")),
            };
            return self.gj_int(op, &[]);
        }
        let lane = |tx: &Self| -> Res<IntValue<'ctx>> { Ok(tx.l.lane32()?) };
        Ok(match name {
            "%laneid" => lane(self)?,
            "WARP_SZ" => i32t.const_int(32, false),
            "%clock64" => self.gj_int(Intrinsic::Clock, &[])?,
            "%clock" => {
                let c = self.gj_int(Intrinsic::Clock, &[])?;
                self.resize(c, 32)?
            }
            "%globaltimer" => self.gj_int(Intrinsic::GlobalTimer, &[])?,
            "%globaltimer_lo" | "%globaltimer_hi" => {
                let t = self.gj_int(Intrinsic::GlobalTimer, &[])?;
                let t = if name.ends_with("hi") {
                    self.b().build_right_shift(t, self.c(64, 32), false, "")?
                } else {
                    t
                };
                self.resize(t, 32)?
            }
            "%lanemask_eq" | "%lanemask_lt" | "%lanemask_le" | "%lanemask_gt" | "%lanemask_ge" => {
                let lane = lane(self)?;
                let b = self.b();
                let one = b.build_left_shift(self.c(32, 1), lane, "")?;
                let lt = b.build_int_sub(one, self.c(32, 1), "")?;
                match &name[10..] {
                    "eq" => one,
                    "lt" => lt,
                    "le" => b.build_or(lt, one, "")?,
                    "ge" => b.build_not(lt, "")?,
                    _ => {
                        let le = b.build_or(lt, one, "")?;
                        b.build_not(le, "")?
                    }
                }
            }
            // The grid's synchronisation workspace, high word in
            // `%envreg1` and low word in `%envreg2`, as cooperative groups
            // read it for `this_grid().sync()`.
            "%envreg1" | "%envreg2" => {
                let ws = self.gj_int(Intrinsic::GridWorkspace, &[])?;
                let ws = if name == "%envreg1" {
                    self.b().build_right_shift(ws, self.c(64, 32), false, "")?
                } else {
                    ws
                };
                self.resize(ws, 32)?
            }
            _ => {
                return unsupported(format!(
                    "register `{name}` (undeclared, or a special register with no portable \
                     equivalent)"
                ));
            }
        })
    }

    /// Every register's current value, for guards.
    fn snapshot(&self) -> Vec<HashMap<String, Reg<'ctx>>> {
        self.scopes.clone()
    }

    /// Registers whose value changed since `before`: (scope, name, old, new).
    fn changed(
        &self,
        before: &[HashMap<String, Reg<'ctx>>],
    ) -> Vec<(usize, String, Reg<'ctx>, Val<'ctx>)> {
        let mut out = Vec::new();
        for (i, (now, was)) in self.scopes.iter().zip(before).enumerate() {
            for (name, r) in now {
                let Some(new) = r.val else { continue };
                let old = was.get(name).copied().unwrap_or(*r);
                if old.val.is_none_or(|o| !o.same(&new)) {
                    out.push((i, name.clone(), old, new));
                }
            }
        }
        out
    }

    fn zero_of(&self, r: &Reg<'ctx>, like: &Val<'ctx>) -> Val<'ctx> {
        match like {
            Val::Ptr(p) => Val::Ptr(p.get_type().const_null()),
            Val::Int(_) => Val::Int(self.c(r.bits.max(1), 0)),
        }
    }

    /// Merges a register's old and new value under predicate `p`.
    fn merge_select(
        &mut self,
        p: IntValue<'ctx>,
        before: Vec<HashMap<String, Reg<'ctx>>>,
    ) -> Res<()> {
        for (scope, name, old, new) in self.changed(&before) {
            let old_v = old.val.unwrap_or_else(|| self.zero_of(&old, &new));
            let v = match (new, old_v) {
                (Val::Int(n), Val::Int(o)) => {
                    Val::Int(self.b().build_select(p, n, o, "")?.into_int_value())
                }
                (Val::Ptr(n), Val::Ptr(o)) if n.get_type() == o.get_type() => {
                    Val::Ptr(self.b().build_select(p, n, o, "")?.into_pointer_value())
                }
                _ => return unsupported(format!("register `{name}` changes kind under a guard")),
            };
            if let Some(r) = self.scopes[scope].get_mut(&name) {
                r.val = Some(v);
            }
        }
        Ok(())
    }

    /// Runs `f` only where `p` holds, merging the registers it writes with phis.
    pub(crate) fn when(
        &mut self,
        p: IntValue<'ctx>,
        f: impl FnOnce(&mut Self) -> Res<()>,
    ) -> Res<()> {
        let ctx = self.ctx();
        let start = self
            .b()
            .get_insert_block()
            .ok_or_else(|| Refusal::Llvm("builder not positioned".into()))?;
        let then = ctx.append_basic_block(self.func, "then");
        let cont = ctx.append_basic_block(self.func, "cont");
        self.b().build_conditional_branch(p, then, cont)?;
        self.b().position_at_end(then);
        let before = self.snapshot();
        f(self)?;
        let then_end = self
            .b()
            .get_insert_block()
            .ok_or_else(|| Refusal::Llvm("builder not positioned".into()))?;
        self.b().build_unconditional_branch(cont)?;
        self.b().position_at_end(cont);
        for (scope, name, old, new) in self.changed(&before) {
            let old_v = old.val.unwrap_or_else(|| self.zero_of(&old, &new));
            let v = match (new, old_v) {
                (Val::Int(n), Val::Int(o)) => {
                    let phi = self.b().build_phi(n.get_type(), "")?;
                    phi.add_incoming(&[(&o, start), (&n, then_end)]);
                    Val::Int(phi.as_basic_value().into_int_value())
                }
                (Val::Ptr(n), Val::Ptr(o)) if n.get_type() == o.get_type() => {
                    let phi = self.b().build_phi(n.get_type(), "")?;
                    phi.add_incoming(&[(&o, start), (&n, then_end)]);
                    Val::Ptr(phi.as_basic_value().into_pointer_value())
                }
                _ => return unsupported(format!("register `{name}` changes kind under a guard")),
            };
            if let Some(r) = self.scopes[scope].get_mut(&name) {
                r.val = Some(v);
            }
        }
        Ok(())
    }

    /// Translates one instruction.
    pub(crate) fn instruction(&mut self, i: &Instruction) -> Res<()> {
        if is_tensor_core(&i.opcode, &i.modifiers) {
            return Err(Refusal::TensorCore(i.mnemonic()));
        }
        let Some(row) = IDIOMS
            .iter()
            .find(|r| r.opcodes.contains(&i.opcode.as_str()))
        else {
            return unsupported(format!("no idiom for `{}`", i.mnemonic()));
        };
        // Half-precision forms the scalar rows leave to `half`.
        let run = |tx: &mut Self, i: &Instruction| match half::route(tx, i) {
            Some(r) => r,
            None => (row.run)(tx, i),
        };
        let Some(g) = &i.guard else {
            return run(self, i);
        };
        let p = self.pred(&g.pred)?;
        let p = if g.negated {
            self.b().build_not(p, "")?
        } else {
            p
        };
        // A whole module's registers live in memory: every guarded
        // instruction runs under a branch.
        let guard = match row.guard {
            Guarded::Select if self.module.is_some() => Guarded::Branch,
            g => g,
        };
        match guard {
            Guarded::No => unsupported(format!("a guard on `{}`", i.mnemonic())),
            Guarded::Branch => self.when(p, |tx| run(tx, i)),
            Guarded::Select => {
                let before = self.snapshot();
                run(self, i)?;
                self.merge_select(p, before)
            }
        }
    }

    fn statement(&mut self, s: &Statement) -> Res<()> {
        match s {
            Statement::Open => self.scopes.push(HashMap::new()),
            Statement::Close => {
                self.scopes.pop();
            }
            Statement::Reg { ty, names } => {
                let bits = Ty::parse(ty)
                    .map(Ty::bits)
                    .filter(|b| *b <= 64)
                    .ok_or_else(|| Refusal::Unsupported(format!("registers of type .{ty}")))?;
                let scope = self
                    .scopes
                    .last_mut()
                    .ok_or_else(|| Refusal::Llvm("no register scope".into()))?;
                for n in names {
                    scope.insert(
                        n.clone(),
                        Reg {
                            bits,
                            val: None,
                            slot: None,
                        },
                    );
                }
            }
            Statement::Inst(i) => self.instruction(i)?,
            Statement::Label(l) => return unsupported(format!("label `{l}` (branches)")),
            Statement::Directive(d) => return unsupported(format!("directive `{d}`")),
        }
        Ok(())
    }
}

pub(crate) fn float_bits(t: FloatType<'_>) -> u32 {
    let c = t.get_context();
    if t == c.f16_type() || t == c.bf16_type() {
        16
    } else if t == c.f32_type() {
        32
    } else if t == c.f64_type() {
        64
    } else {
        128
    }
}

/// Bits of an LLVM value type, as a register holds it.
fn type_bits(t: BasicTypeEnum<'_>) -> Option<u32> {
    Some(match t {
        BasicTypeEnum::IntType(i) => i.get_bit_width(),
        BasicTypeEnum::FloatType(f) => float_bits(f),
        BasicTypeEnum::PointerType(_) => 64,
        BasicTypeEnum::VectorType(v) => {
            let e = match v.get_element_type() {
                BasicTypeEnum::PointerType(_) => return None,
                e => type_bits(e)?,
            };
            e * v.get_size()
        }
        _ => return None,
    })
}

/// The constraint class of a value type, for templates written by the
/// intrinsic table.
pub(crate) fn class_of(t: BasicTypeEnum<'_>) -> Option<&'static str> {
    Some(match t {
        BasicTypeEnum::IntType(i) => match i.get_bit_width() {
            1 => "b",
            8 | 16 => "h",
            32 => "r",
            64 => "l",
            _ => return None,
        },
        BasicTypeEnum::FloatType(f) => match float_bits(f) {
            16 => "h",
            32 => "f",
            64 => "d",
            _ => return None,
        },
        BasicTypeEnum::PointerType(_) => "l",
        // A vector in one register (`<2 x half>` as a `b32`).
        BasicTypeEnum::VectorType(_) => match type_bits(t)? {
            16 => "h",
            32 => "r",
            64 => "l",
            _ => return None,
        },
        _ => return None,
    })
}

/// A constraint string for `ty`: its results as outputs, its parameters as inputs.
pub(crate) fn constraints_for(ty: FunctionType<'_>) -> Option<String> {
    let mut out = Vec::new();
    match ty.get_return_type() {
        None => {}
        Some(BasicTypeEnum::StructType(s)) => {
            for f in s.get_field_types() {
                out.push(format!("={}", class_of(f)?));
            }
        }
        Some(t) => out.push(format!("={}", class_of(t)?)),
    }
    for p in ty.get_param_types() {
        out.push(class_of(BasicTypeEnum::try_from(p).ok()?)?.to_string());
    }
    Some(out.join(","))
}

#[cfg(test)]
mod tests;
