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
mod float;
mod mem;
mod warp;

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

/// How a guard (`@p`) applies to an instruction of a row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Guarded {
    /// The instruction has no side effect: select its result.
    Select,
    /// The instruction touches memory: run it under a branch.
    Branch,
    /// A guard is refused (warp and block synchronisation).
    No,
}

/// One row of the table: the opcodes a handler translates.
pub(crate) struct Idiom {
    /// The row's name, as the README and the tests know it.
    pub name: &'static str,
    /// The opcodes (without modifiers) it handles.
    pub opcodes: &'static [&'static str],
    /// What a guard does.
    pub guard: Guarded,
    /// What it accepts and what it becomes.
    pub doc: &'static str,
    run: for<'a, 'ctx> fn(&mut Tx<'a, 'ctx>, &Instruction) -> Res<()>,
}

const fn row(
    name: &'static str,
    opcodes: &'static [&'static str],
    guard: Guarded,
    doc: &'static str,
    run: for<'a, 'ctx> fn(&mut Tx<'a, 'ctx>, &Instruction) -> Res<()>,
) -> Idiom {
    Idiom {
        name,
        opcodes,
        guard,
        doc,
        run,
    }
}

use Guarded::{Branch, No, Select};

/// The idiom table: one row per family of instructions.
pub(crate) const IDIOMS: &[Idiom] = &[
    row(
        "mov",
        &["mov"],
        Select,
        "`mov` of registers, immediates and special registers (`%tid`, `%ntid`, `%ctaid`, \
         `%nctaid`, `%laneid`, `%lanemask_*`, `WARP_SZ`, `%clock`, `%clock64`, \
         `%globaltimer`), and `{a, b}` packing and unpacking",
        arith::mov,
    ),
    row(
        "ld",
        &["ld"],
        Branch,
        "`ld` from global, shared, const or generic memory, scalar or `.v2`/`.v4`, \
         `.volatile`, `.relaxed`/`.acquire` with a scope, cache and eviction hints dropped",
        mem::ld,
    ),
    row(
        "st",
        &["st"],
        Branch,
        "`st` to global, shared or generic memory, scalar or `.v2`/`.v4`, `.volatile`, \
         `.relaxed`/`.release` with a scope, cache and eviction hints dropped",
        mem::st,
    ),
    row(
        "atom",
        &["atom", "red"],
        Branch,
        "`atom`/`red` `add`, `exch`, `cas`, `and`, `or`, `xor`, `min`, `max`, `inc`, `dec` on \
         32/64-bit integers, `add`/`exch` on `f32`/`f64`, with their ordering and scope",
        mem::atom,
    ),
    row(
        "cp.async",
        &["cp"],
        Branch,
        "`cp.async.{ca,cg}.shared.global` (4, 8 or 16 bytes, with a source size or an \
         ignore-source predicate) as a plain copy; `cp.async.commit_group` as nothing and \
         `cp.async.wait_group`/`wait_all` as a block-scope fence",
        mem::cp,
    ),
    row(
        "createpolicy",
        &["createpolicy"],
        Select,
        "`createpolicy` makes a cache policy, which only hints: its value is 0 and the \
         instructions taking it drop it",
        mem::createpolicy,
    ),
    row(
        "cvt",
        &["cvt"],
        Select,
        "`cvt` between `f16`, `bf16`, `f32`, `f64` and 8-64-bit integers with every rounding \
         mode PTX allows for the pair (`.rn/.rz/.rm/.rp`, `.rni/.rzi/.rmi/.rpi`), `.ftz`, \
         `.sat`, and the packed `.f16x2`/`.bf16x2` from two `f32`",
        float::cvt,
    ),
    row(
        "approx",
        &["ex2", "lg2", "sin", "cos", "tanh", "rsqrt"],
        Select,
        "`ex2`, `lg2`, `sin`, `cos`, `tanh`, `rsqrt` `.approx` (with `.ftz`) on `f32` (and \
         `f64` where PTX has it), computed at least as precisely as PTX's bound",
        float::approx,
    ),
    row(
        "sqrt/rcp/div",
        &["sqrt", "rcp", "div"],
        Select,
        "`sqrt`, `rcp` and `div` on `f32`/`f64`: `.approx`/`.full` within PTX's bounds, \
         `.rn/.rz/.rm/.rp` correctly rounded, `.ftz`; integer `div` and `rem`",
        float::sqrt_rcp_div,
    ),
    row(
        "fma",
        &["fma", "mad"],
        Select,
        "`fma.rn` (`.ftz`, `.sat`) on `f32`/`f64`; integer `mad.lo/.hi/.wide`",
        float::fma,
    ),
    row(
        "arith",
        &[
            "add", "sub", "mul", "neg", "abs", "rem", "mul24", "mad24", "copysign",
        ],
        Select,
        "integer `add`, `sub`, `mul.lo/.hi/.wide`, `mul24`, `neg`, `abs`, `rem`; float \
         `add`, `sub`, `mul` (`.rn`, `.ftz`, `.sat`), `neg`, `abs`, `copysign`",
        arith::arith,
    ),
    row(
        "min/max",
        &["min", "max"],
        Select,
        "`min`/`max` on signed and unsigned integers and on `f32`/`f64` (`.ftz`, `.NaN`, \
         `.xorsign.abs`)",
        arith::min_max,
    ),
    row(
        "logic",
        &[
            "and", "or", "xor", "not", "shl", "shr", "popc", "clz", "brev", "bfind", "cnot",
        ],
        Select,
        "bit logic on `.b`/`.pred`, shifts (amounts past the width clamp as PTX says), \
         `popc`, `clz`, `brev`, `bfind`",
        arith::logic,
    ),
    row(
        "selp/setp",
        &["selp", "setp", "set"],
        Select,
        "`selp`, and `setp` (integer and float comparisons, ordered and unordered, with \
         `.and/.or/.xor` and `p|q` destinations)",
        arith::compare,
    ),
    row(
        "prmt",
        &["prmt"],
        Select,
        "`prmt.b32` byte permutes (the default mode), as bit logic",
        arith::prmt,
    ),
    row(
        "lop3",
        &["lop3"],
        Select,
        "`lop3.b32` with an immediate lookup table, as bit logic",
        arith::lop3,
    ),
    row(
        "bfe/bfi",
        &["bfe", "bfi"],
        Select,
        "`bfe`/`bfi` bit-field extract and insert on 32/64 bits, as bit logic",
        arith::bitfield,
    ),
    row(
        "shfl.sync",
        &["shfl"],
        No,
        "`shfl.sync.{up,down,bfly,idx}.b32` (and the old form without a mask), with the \
         `p` result, any `c` operand, in CUDA's 32-lane warps",
        warp::shfl,
    ),
    row(
        "vote",
        &["vote", "activemask", "redux", "match"],
        No,
        "`vote.sync.{ballot,any,all,uni}`, `activemask`, `redux.sync` (`add`, `min`, `max`, \
         `and`, `or`, `xor` on 32-bit integers), `match.{any,all}.sync` on 32/64 bits",
        warp::vote,
    ),
    row(
        "ldmatrix",
        &["ldmatrix"],
        No,
        "`ldmatrix.sync.aligned.m8n8.{x1,x2,x4}{.trans}.shared.b16`: the warp loads 8x8 \
         matrices of 16-bit elements from the rows its threads address, each thread \
         getting its fragment (a warp-wide shared-memory load; no tensor core computes)",
        warp::ldmatrix,
    ),
    row(
        "barrier",
        &["bar", "barrier", "membar", "fence"],
        No,
        "`bar.sync`/`barrier.sync` (`.aligned`) of the whole block, `bar.red.{popc,and,or}`, \
         `bar.warp.sync`, `membar` and `fence.{sc,acq_rel}` at their scope",
        warp::barrier,
    ),
];

/// Opcodes of tensor-core instructions, refused as such.
const TENSOR_CORE: &[&str] = &["mma", "wgmma", "wmma", "stmatrix", "movmatrix", "tcgen05"];

/// The names and descriptions of the table's rows.
pub fn idioms() -> Vec<(&'static str, &'static str)> {
    IDIOMS.iter().map(|r| (r.name, r.doc)).collect()
}

/// Whether `mnemonic` (`cp.async.bulk.tensor...`, `mma.sync...`) names a
/// tensor-core instruction.
pub(crate) fn is_tensor_core(opcode: &str, modifiers: &[String]) -> bool {
    TENSOR_CORE.contains(&opcode)
        || (opcode == "cp"
            && modifiers.iter().any(|m| m == "bulk")
            && modifiers.iter().any(|m| m == "tensor"))
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
}

/// The translation of one template into the body of its helper.
pub(crate) struct Tx<'a, 'ctx> {
    pub(crate) l: Lifter<'a, 'ctx>,
    pub(crate) func: FunctionValue<'ctx>,
    scopes: Vec<HashMap<String, Reg<'ctx>>>,
    /// Inputs tied to outputs: `$input` names `$output`'s register.
    tied: HashMap<u32, u32>,
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
                None => Ok(Val::Int(self.special(name)?)),
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
    fn instruction(&mut self, i: &Instruction) -> Res<()> {
        if is_tensor_core(&i.opcode, &i.modifiers) {
            return Err(Refusal::TensorCore(i.mnemonic()));
        }
        let Some(row) = IDIOMS
            .iter()
            .find(|r| r.opcodes.contains(&i.opcode.as_str()))
        else {
            return unsupported(format!("no idiom for `{}`", i.mnemonic()));
        };
        let Some(g) = &i.guard else {
            return (row.run)(self, i);
        };
        let p = self.pred(&g.pred)?;
        let p = if g.negated {
            self.b().build_not(p, "")?
        } else {
            p
        };
        match row.guard {
            Guarded::No => unsupported(format!("a guard on `{}`", i.mnemonic())),
            Guarded::Branch => self.when(p, |tx| (row.run)(tx, i)),
            Guarded::Select => {
                let before = self.snapshot();
                (row.run)(self, i)?;
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
                    scope.insert(n.clone(), Reg { bits, val: None });
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

/// What identifies a helper: template, constraints, type and the values of
/// its immediate operands.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct HelperKey {
    template: String,
    constraints: String,
    ty: String,
    immediates: Vec<Option<u64>>,
}

/// The helpers built for a module, shared between identical call sites.
#[derive(Default)]
pub(crate) struct Helpers<'ctx> {
    built: HashMap<HelperKey, FunctionValue<'ctx>>,
}

impl<'ctx> Helpers<'ctx> {
    /// Every helper built so far.
    pub(crate) fn all(&self) -> Vec<FunctionValue<'ctx>> {
        self.built.values().copied().collect()
    }

    /// The helper computing `template` for a call of type `ty` whose
    /// immediate (`n`) operands have `immediates` (one entry per input).
    pub(crate) fn get(
        &mut self,
        module: &Module<'ctx>,
        template: &str,
        constraints: &str,
        ty: FunctionType<'ctx>,
        immediates: Vec<Option<u64>>,
    ) -> Res<FunctionValue<'ctx>> {
        let key = HelperKey {
            template: template.to_string(),
            constraints: constraints.to_string(),
            ty: ty.print_to_string().to_string(),
            immediates,
        };
        if let Some(f) = self.built.get(&key) {
            return Ok(*f);
        }
        let f = build(module, template, constraints, ty, &key.immediates)?;
        self.built.insert(key, f);
        Ok(f)
    }
}

/// Builds a helper; on failure nothing is left in the module.
fn build<'ctx>(
    module: &Module<'ctx>,
    template: &str,
    constraints: &str,
    ty: FunctionType<'ctx>,
    immediates: &[Option<u64>],
) -> Res<FunctionValue<'ctx>> {
    let statements = ptx::parse(template).map_err(|e| {
        // A tensor-core template is refused as such even where its operand
        // forms are beyond the parser.
        let tc = template
            .split(|c: char| c.is_whitespace() || c == ';' || c == '{' || c == '}')
            .find(|w| {
                let mut parts = w.split('.');
                let op = parts.next().unwrap_or_default();
                let mods: Vec<String> = parts.map(str::to_string).collect();
                is_tensor_core(op, &mods)
            });
        match tc {
            Some(w) => Refusal::TensorCore(w.to_string()),
            None => Refusal::Unsupported(e.to_string()),
        }
    })?;
    let cons =
        ptx::parse_constraints(constraints).map_err(|e| Refusal::Unsupported(e.to_string()))?;
    let outputs: Vec<Class> = cons
        .iter()
        .filter_map(|c| match c {
            Constraint::Output(k) => Some(*k),
            _ => None,
        })
        .collect();
    let inputs: Vec<&Constraint> = cons
        .iter()
        .filter(|c| matches!(c, Constraint::Input(_) | Constraint::Tied(_)))
        .collect();
    let out_types: Vec<BasicTypeEnum<'ctx>> = match ty.get_return_type() {
        None => Vec::new(),
        Some(BasicTypeEnum::StructType(s)) if outputs.len() != 1 => s.get_field_types(),
        Some(t) => vec![t],
    };
    let params = ty.get_param_types();
    if out_types.len() != outputs.len() || params.len() != inputs.len() {
        return unsupported(format!(
            "constraints `{constraints}` do not match the call's type `{}`",
            ty.print_to_string()
        ));
    }
    let name = (0..)
        .map(|n| format!("gpujit.asm.{n}"))
        .find(|n| module.get_function(n).is_none())
        .unwrap_or_default();
    let func = module.add_function(&name, ty, Some(Linkage::Internal));
    let ctx = module.get_context();
    for attr in ["alwaysinline", "nounwind"] {
        let kind = Attribute::get_named_enum_kind_id(attr);
        func.add_attribute(AttributeLoc::Function, ctx.create_enum_attribute(kind, 0));
    }
    let builder = ctx.create_builder();
    builder.position_at_end(ctx.append_basic_block(func, "entry"));
    let mut tx = Tx {
        l: Lifter { module, builder },
        func,
        scopes: vec![HashMap::new()],
        tied: HashMap::new(),
    };
    let r = translate(
        &mut tx,
        &statements,
        &outputs,
        &out_types,
        &inputs,
        immediates,
    );
    match r {
        Ok(()) => Ok(func),
        Err(e) => {
            // SAFETY: the helper was just added and nothing calls it yet.
            unsafe { func.delete() };
            Err(e)
        }
    }
}

fn translate<'ctx>(
    tx: &mut Tx<'_, 'ctx>,
    statements: &[Statement],
    outputs: &[Class],
    out_types: &[BasicTypeEnum<'ctx>],
    inputs: &[&Constraint],
    immediates: &[Option<u64>],
) -> Res<()> {
    let n_out = outputs.len() as u32;
    for (i, t) in out_types.iter().enumerate() {
        let bits =
            type_bits(*t).ok_or_else(|| Refusal::Unsupported(format!("an output of type {t}")))?;
        tx.scopes[0].insert(format!("${i}"), Reg { bits, val: None });
    }
    for (k, c) in inputs.iter().enumerate() {
        let n = n_out + k as u32;
        let p = tx
            .func
            .get_nth_param(k as u32)
            .ok_or_else(|| Refusal::Llvm("a helper without its parameter".into()))?;
        let val = match p {
            BasicValueEnum::PointerValue(ptr) => Val::Ptr(ptr),
            BasicValueEnum::IntValue(i) => match immediates.get(k).copied().flatten() {
                Some(v) => Val::Int(i.get_type().const_int(v, false)),
                None => Val::Int(i),
            },
            BasicValueEnum::FloatValue(f) => {
                let bits = float_bits(f.get_type());
                let t = tx.int_type(bits);
                Val::Int(tx.b().build_bit_cast(f, t, "")?.into_int_value())
            }
            // `<1 x i32>`, `<2 x half>`: the register holds the vector's bits.
            BasicValueEnum::VectorValue(v) => {
                let bits = type_bits(v.get_type().into()).ok_or_else(|| {
                    Refusal::Unsupported(format!("an operand of type {}", v.get_type()))
                })?;
                let t = tx.int_type(bits);
                Val::Int(tx.b().build_bit_cast(v, t, "")?.into_int_value())
            }
            other => return unsupported(format!("an operand of type {}", other.get_type())),
        };
        let bits = type_bits(p.get_type()).unwrap_or(64);
        if let Constraint::Tied(o) = c {
            let out = format!("${o}");
            let r = tx.scopes[0]
                .get_mut(&out)
                .ok_or_else(|| Refusal::Unsupported(format!("operand ${n} tied to no output")))?;
            r.val = Some(val);
            tx.tied.insert(n, *o);
        } else {
            tx.scopes[0].insert(
                format!("${n}"),
                Reg {
                    bits,
                    val: Some(val),
                },
            );
        }
    }
    for s in statements {
        tx.statement(s)?;
    }
    // The results.
    let mut results = Vec::new();
    for (i, t) in out_types.iter().enumerate() {
        let v = tx.val(&Operand::Arg(i as u32), 64)?;
        results.push(to_type(tx, v, *t)?);
    }
    match (tx.func.get_type().get_return_type(), results.as_slice()) {
        (None, _) => {
            tx.b().build_return(None)?;
        }
        (Some(BasicTypeEnum::StructType(_)), r) if out_types.len() > 1 || r.is_empty() => {
            tx.b().build_aggregate_return(r)?;
        }
        (Some(_), [one]) => {
            tx.b().build_return(Some(one))?;
        }
        _ => return Err(Refusal::Llvm("helper results do not match its type".into())),
    }
    Ok(())
}

/// A register value as a value of LLVM type `t`.
fn to_type<'ctx>(
    tx: &Tx<'_, 'ctx>,
    v: Val<'ctx>,
    t: BasicTypeEnum<'ctx>,
) -> Res<BasicValueEnum<'ctx>> {
    let b = tx.b();
    Ok(match (v, t) {
        (Val::Ptr(p), BasicTypeEnum::PointerType(pt)) => {
            if p.get_type() == pt {
                p.into()
            } else {
                b.build_address_space_cast(p, pt, "")?.into()
            }
        }
        (Val::Ptr(p), BasicTypeEnum::IntType(it)) => b.build_ptr_to_int(p, it, "")?.into(),
        (Val::Int(i), BasicTypeEnum::PointerType(pt)) => {
            let i = tx.resize(i, 64)?;
            b.build_int_to_ptr(i, pt, "")?.into()
        }
        (Val::Int(i), BasicTypeEnum::IntType(it)) => tx.resize(i, it.get_bit_width())?.into(),
        (Val::Int(i), BasicTypeEnum::FloatType(ft)) => {
            let i = tx.resize(i, float_bits(ft))?;
            b.build_bit_cast(i, ft, "")?
        }
        (Val::Int(i), BasicTypeEnum::VectorType(vt)) => {
            let bits = type_bits(vt.into())
                .ok_or_else(|| Refusal::Unsupported(format!("a result of type {vt}")))?;
            let i = tx.resize(i, bits)?;
            b.build_bit_cast(i, vt, "")?
        }
        (_, other) => {
            return unsupported(format!(
                "a result of type {}",
                other.as_any_type_enum().print_to_string()
            ));
        }
    })
}

#[cfg(test)]
mod tests;
