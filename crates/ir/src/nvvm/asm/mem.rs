//! Memory: `ld`, `st`, `atom`/`red`, `cp.async`, `createpolicy`.

use inkwell::AddressSpace;
use inkwell::AtomicOrdering;
use inkwell::IntPredicate;
use inkwell::llvm_sys;
use inkwell::llvm_sys::core as llc;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{
    AsValueRef, BasicValue, BasicValueEnum, InstructionValue, IntValue, PointerValue,
};

use super::{Refusal, Res, Tx, Ty, Val, op, ty, types, unsupported};
use crate::MemScope;
use crate::nvvm::ptx::{Instruction, Operand};

/// A state space.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Space {
    Generic,
    Global,
    Shared,
    Const,
}

impl Space {
    fn addrspace(self) -> u16 {
        match self {
            Space::Generic => 0,
            Space::Global => 1,
            Space::Shared => 3,
            Space::Const => 4,
        }
    }
}

/// Cache, eviction and prefetch hints: they change no result, so they go.
const HINTS: &[&str] = &[
    "ca",
    "cg",
    "cs",
    "lu",
    "cv",
    "wb",
    "wt",
    "nc",
    "weak",
    "L1::evict_normal",
    "L1::evict_unchanged",
    "L1::evict_first",
    "L1::evict_last",
    "L1::no_allocate",
    "L2::evict_normal",
    "L2::evict_first",
    "L2::evict_last",
    "L2::cache_hint",
    "L2::64B",
    "L2::128B",
    "L2::256B",
];

/// The parts of a memory instruction's modifiers.
struct Mem {
    space: Space,
    volatile: bool,
    ordering: Option<AtomicOrdering>,
    scope: MemScope,
    vector: u32,
}

fn mem(i: &Instruction, allow: &[&str]) -> Res<Mem> {
    let mut m = Mem {
        space: Space::Generic,
        volatile: false,
        ordering: None,
        scope: MemScope::Device,
        vector: 1,
    };
    for x in &i.modifiers {
        let x = x.as_str();
        match x {
            "global" => m.space = Space::Global,
            "shared" | "shared::cta" => m.space = Space::Shared,
            "const" => m.space = Space::Const,
            // A whole module's local and parameter addresses are generic.
            "local" | "param" => m.space = Space::Generic,
            "volatile" => m.volatile = true,
            "relaxed" => m.ordering = Some(AtomicOrdering::Monotonic),
            "acquire" => m.ordering = Some(AtomicOrdering::Acquire),
            "release" => m.ordering = Some(AtomicOrdering::Release),
            "acq_rel" => m.ordering = Some(AtomicOrdering::AcquireRelease),
            "cta" => m.scope = MemScope::Block,
            "gpu" | "cluster" => m.scope = MemScope::Device,
            "sys" => m.scope = MemScope::System,
            "v2" => m.vector = 2,
            "v4" => m.vector = 4,
            _ if HINTS.contains(&x) || allow.contains(&x) || Ty::parse(x).is_some() => {}
            _ => return unsupported(format!("`.{x}` in `{}`", i.mnemonic())),
        }
    }
    Ok(m)
}

/// The pointer an address operand names, in `space` (generic: the
/// operand's own).
fn address<'ctx>(tx: &mut Tx<'_, 'ctx>, addr: &Operand, space: Space) -> Res<PointerValue<'ctx>> {
    let Operand::Addr { base, offset } = addr else {
        return unsupported(format!("{addr:?} as an address"));
    };
    let want = tx.ctx().ptr_type(AddressSpace::from(space.addrspace()));
    let p = match base {
        None => {
            let a = tx.c(64, *offset as u64);
            return Ok(tx.b().build_int_to_ptr(a, want, "")?);
        }
        Some(reg) => match tx.val(reg, 64)? {
            Val::Ptr(p) => {
                if space == Space::Generic || p.get_type() == want {
                    p
                } else {
                    tx.b().build_address_space_cast(p, want, "")?
                }
            }
            // A window offset: the offset is added in the register's width,
            // as PTX computes a 32-bit shared address (wrapping), before it
            // names a byte of the window.
            Val::Int(v) if space == Space::Shared && tx.module.is_some() => {
                let bits = v.get_type().get_bit_width();
                let v = if *offset == 0 {
                    v
                } else {
                    let o = tx.c(bits, *offset as u64);
                    tx.b().build_int_add(v, o, "")?
                };
                return tx.shared_ptr(v);
            }
            Val::Int(v) => {
                let v = tx.resize(v, 64)?;
                tx.b().build_int_to_ptr(v, want, "")?
            }
        },
    };
    if *offset == 0 {
        return Ok(p);
    }
    let i8t = tx.ctx().i8_type();
    // SAFETY: inkwell marks GEP unsafe because an out-of-range offset is UB in
    // the generated code; the offset is the template's own.
    Ok(unsafe { tx.b().build_gep(i8t, p, &[tx.c(64, *offset as u64)], "") }?)
}

/// The pointer an address operand names in the state space modifier
/// `space` of an instruction (`global`, `shared`; `None`: generic).
pub(crate) fn address_in<'ctx>(
    tx: &mut Tx<'_, 'ctx>,
    addr: &Operand,
    space: Option<&str>,
) -> Res<PointerValue<'ctx>> {
    let s = match space {
        Some("global") => Space::Global,
        Some("shared" | "shared::cta") => Space::Shared,
        _ => Space::Generic,
    };
    address(tx, addr, s)
}

/// The shared-memory pointer an address operand names.
pub(crate) fn shared_address<'ctx>(
    tx: &mut Tx<'_, 'ctx>,
    addr: &Operand,
) -> Res<PointerValue<'ctx>> {
    address(tx, addr, Space::Shared)
}

fn set_scope(inst: InstructionValue<'_>, scope: MemScope) -> Res<()> {
    Ok(crate::lower::set_sync_scope(
        inst,
        scope.portable_syncscope(),
    )?)
}

fn elements(d: &Operand, n: u32) -> Res<Vec<&Operand>> {
    match d {
        Operand::Vector(v) if v.len() as u32 == n => Ok(v.iter().collect()),
        Operand::Vector(v) => unsupported(format!("{} registers for a .v{n} access", v.len())),
        one if n == 1 => Ok(vec![one]),
        _ => unsupported(format!("a .v{n} access of one register")),
    }
}

pub(crate) fn ld(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    let m = mem(i, &[])?;
    let t = ty(i)?;
    if matches!(t, Ty::Pred) || t.bits() > 64 {
        return unsupported(format!("`{}`", i.mnemonic()));
    }
    let bits = t.bits();
    let ptr = address(tx, op(i, 1)?, m.space)?;
    if m.vector != 1 && m.ordering.is_some() {
        return ordered_elements(tx, i, &m, t, ptr, true);
    }
    let et = tx.int_type(bits);
    let lt: BasicTypeEnum<'_> = if m.vector == 1 {
        et.into()
    } else {
        et.vec_type(m.vector).into()
    };
    let v = tx.b().build_load(lt, ptr, "")?;
    let inst = v
        .as_instruction_value()
        .ok_or_else(|| Refusal::Llvm("load folded away".into()))?;
    inst.set_alignment(bits / 8 * m.vector)
        .map_err(|e| Refusal::Llvm(e.to_string()))?;
    if m.volatile {
        inst.set_volatile(true)
            .map_err(|e| Refusal::Llvm(e.to_string()))?;
    }
    if let Some(o) = m.ordering {
        if m.vector != 1 || o == AtomicOrdering::Release || o == AtomicOrdering::AcquireRelease {
            return unsupported(format!("`{}`", i.mnemonic()));
        }
        inst.set_atomic_ordering(o)
            .map_err(|e| Refusal::Llvm(e.to_string()))?;
        set_scope(inst, m.scope)?;
    }
    let dests = elements(op(i, 0)?, m.vector)?;
    for (k, d) in dests.into_iter().enumerate() {
        let e = match v {
            BasicValueEnum::VectorValue(vv) => tx
                .b()
                .build_extract_element(vv, tx.c(32, k as u64), "")?
                .into_int_value(),
            other => other.into_int_value(),
        };
        let rb = tx.dest_bits(d, bits)?;
        let e = tx.extend(e, rb, t.signed())?;
        tx.write_int(d, e)?;
    }
    Ok(())
}

pub(crate) fn st(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    let m = mem(i, &[])?;
    let t = ty(i)?;
    if matches!(t, Ty::Pred) || t.bits() > 64 {
        return unsupported(format!("`{}`", i.mnemonic()));
    }
    let bits = t.bits();
    let ptr = address(tx, op(i, 0)?, m.space)?;
    if m.vector != 1 && m.ordering.is_some() {
        return ordered_elements(tx, i, &m, t, ptr, false);
    }
    let srcs = elements(op(i, 1)?, m.vector)?;
    let mut vals: Vec<IntValue<'_>> = Vec::new();
    for s in srcs {
        vals.push(tx.int(s, bits)?);
    }
    let v: BasicValueEnum<'_> = if m.vector == 1 {
        vals[0].into()
    } else {
        let vt = tx.int_type(bits).vec_type(m.vector);
        let mut acc = vt.get_undef();
        for (k, x) in vals.iter().enumerate() {
            acc = tx
                .b()
                .build_insert_element(acc, *x, tx.c(32, k as u64), "")?;
        }
        acc.into()
    };
    let inst = tx.b().build_store(ptr, v)?;
    inst.set_alignment(bits / 8 * m.vector)
        .map_err(|e| Refusal::Llvm(e.to_string()))?;
    if m.volatile {
        inst.set_volatile(true)
            .map_err(|e| Refusal::Llvm(e.to_string()))?;
    }
    if let Some(o) = m.ordering {
        if m.vector != 1 || o == AtomicOrdering::Acquire || o == AtomicOrdering::AcquireRelease {
            return unsupported(format!("`{}`", i.mnemonic()));
        }
        inst.set_atomic_ordering(o)
            .map_err(|e| Refusal::Llvm(e.to_string()))?;
        set_scope(inst, m.scope)?;
    }
    Ok(())
}

/// A `.relaxed`/`.acquire` vector load or `.relaxed`/`.release` vector
/// store (CUB's decoupled look-back keeps its tile status in one): PTX makes
/// each element an atomic access of its own (the vector as a whole is not
/// one), so each element is an atomic load or store of its width, in order,
/// at the instruction's ordering and scope.
fn ordered_elements<'ctx>(
    tx: &mut Tx<'_, 'ctx>,
    i: &Instruction,
    m: &Mem,
    t: Ty,
    ptr: PointerValue<'ctx>,
    load: bool,
) -> Res<()> {
    let o = m.ordering.unwrap_or(AtomicOrdering::Monotonic);
    let refused = if load {
        matches!(o, AtomicOrdering::Release | AtomicOrdering::AcquireRelease)
    } else {
        matches!(o, AtomicOrdering::Acquire | AtomicOrdering::AcquireRelease)
    };
    if refused {
        return unsupported(format!("`{}`", i.mnemonic()));
    }
    let bits = t.bits();
    let et = tx.int_type(bits);
    let regs = elements(op(i, usize::from(!load))?, m.vector)?;
    let i8t = tx.ctx().i8_type();
    for (k, r) in regs.into_iter().enumerate() {
        let at = if k == 0 {
            ptr
        } else {
            let off = tx.c(64, u64::from(bits / 8) * k as u64);
            // SAFETY: inkwell marks GEP unsafe because an out-of-range offset
            // is UB in the generated code; the element is inside the access.
            unsafe { tx.b().build_gep(i8t, ptr, &[off], "") }?
        };
        let inst = if load {
            let v = tx.b().build_load(et, at, "")?;
            let inst = v
                .as_instruction_value()
                .ok_or_else(|| Refusal::Llvm("load folded away".into()))?;
            let rb = tx.dest_bits(r, bits)?;
            let e = tx.extend(v.into_int_value(), rb, t.signed())?;
            tx.write_int(r, e)?;
            inst
        } else {
            let v = tx.int(r, bits)?;
            tx.b().build_store(at, v)?
        };
        inst.set_alignment(bits / 8)
            .map_err(|e| Refusal::Llvm(e.to_string()))?;
        if m.volatile {
            inst.set_volatile(true)
                .map_err(|e| Refusal::Llvm(e.to_string()))?;
        }
        inst.set_atomic_ordering(o)
            .map_err(|e| Refusal::Llvm(e.to_string()))?;
        set_scope(inst, m.scope)?;
    }
    Ok(())
}

const ATOM_OPS: &[&str] = &[
    "add", "exch", "cas", "and", "or", "xor", "min", "max", "inc", "dec",
];

pub(crate) fn atom(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    let m = mem(i, &[ATOM_OPS, &["noftz"]].concat())?;
    if m.vector != 1 || m.volatile {
        return unsupported(format!("`{}`", i.mnemonic()));
    }
    let t = ty(i)?;
    let aop = i
        .modifiers
        .iter()
        .find(|x| ATOM_OPS.contains(&x.as_str()))
        .cloned()
        .ok_or_else(|| Refusal::Unsupported(format!("`{}` names no operation", i.mnemonic())))?;
    let red = i.opcode == "red";
    let first = usize::from(!red);
    let ptr = address(tx, op(i, first)?, m.space)?;
    let bits = t.bits();
    // Half-precision adds (`atom.add.noftz.f16`, `.bf16`, `.f16x2`, `.bf16x2`).
    let half_add = aop == "add" && matches!(t, Ty::F(16) | Ty::Bf16 | Ty::F16x2 | Ty::Bf16x2);
    if !half_add && (!matches!(bits, 32 | 64) || matches!(t, Ty::Pred | Ty::F16x2 | Ty::Bf16x2)) {
        return unsupported(format!("`{}`", i.mnemonic()));
    }
    let ordering = m.ordering.unwrap_or(AtomicOrdering::Monotonic);
    let float = t.is_float();
    let new: inkwell::llvm_sys::prelude::LLVMValueRef = if aop == "cas" {
        let cmp = tx.int(op(i, first + 1)?, bits)?;
        let val = tx.int(op(i, first + 2)?, bits)?;
        let failure = match ordering {
            AtomicOrdering::Release => AtomicOrdering::Monotonic,
            AtomicOrdering::AcquireRelease => AtomicOrdering::Acquire,
            o => o,
        };
        let r = tx.b().build_cmpxchg(ptr, cmp, val, ordering, failure)?;
        let inst = r
            .as_instruction()
            .ok_or_else(|| Refusal::Llvm("cmpxchg folded away".into()))?;
        set_scope(inst, m.scope)?;
        let old = tx.b().build_extract_value(r, 0, "")?;
        if !red {
            tx.write(op(i, 0)?, Val::Int(old.into_int_value()))?;
        }
        return Ok(());
    } else {
        use llvm_sys::LLVMAtomicRMWBinOp as R;
        let bin = match (aop.as_str(), t) {
            ("add", Ty::F(_) | Ty::Bf16 | Ty::F16x2 | Ty::Bf16x2) => R::LLVMAtomicRMWBinOpFAdd,
            ("add", Ty::U(_) | Ty::S(_)) => R::LLVMAtomicRMWBinOpAdd,
            ("exch", Ty::B(_)) => R::LLVMAtomicRMWBinOpXchg,
            ("and", Ty::B(_)) => R::LLVMAtomicRMWBinOpAnd,
            ("or", Ty::B(_)) => R::LLVMAtomicRMWBinOpOr,
            ("xor", Ty::B(_)) => R::LLVMAtomicRMWBinOpXor,
            ("min", Ty::S(_)) => R::LLVMAtomicRMWBinOpMin,
            ("max", Ty::S(_)) => R::LLVMAtomicRMWBinOpMax,
            ("min", Ty::U(_)) => R::LLVMAtomicRMWBinOpUMin,
            ("max", Ty::U(_)) => R::LLVMAtomicRMWBinOpUMax,
            ("inc", Ty::U(32)) => R::LLVMAtomicRMWBinOpUIncWrap,
            ("dec", Ty::U(32)) => R::LLVMAtomicRMWBinOpUDecWrap,
            _ => return unsupported(format!("`{}`", i.mnemonic())),
        };
        let value: BasicValueEnum<'_> = if half_add {
            let (et, n) = match t {
                Ty::F(16) => (tx.ctx().f16_type(), 1),
                Ty::Bf16 => (tx.ctx().bf16_type(), 1),
                Ty::F16x2 => (tx.ctx().f16_type(), 2),
                _ => (tx.ctx().bf16_type(), 2),
            };
            let x = tx.int(op(i, first + 1)?, bits)?;
            if n == 1 {
                tx.b().build_bit_cast(x, et, "")?
            } else {
                tx.b().build_bit_cast(x, et.vec_type(2), "")?
            }
        } else if float {
            tx.float(op(i, first + 1)?, bits)?.into()
        } else {
            tx.int(op(i, first + 1)?, bits)?.into()
        };
        let llvm_ordering = match ordering {
            AtomicOrdering::Acquire => llvm_sys::LLVMAtomicOrdering::LLVMAtomicOrderingAcquire,
            AtomicOrdering::Release => llvm_sys::LLVMAtomicOrdering::LLVMAtomicOrderingRelease,
            AtomicOrdering::AcquireRelease => {
                llvm_sys::LLVMAtomicOrdering::LLVMAtomicOrderingAcquireRelease
            }
            _ => llvm_sys::LLVMAtomicOrdering::LLVMAtomicOrderingMonotonic,
        };
        // SAFETY: the builder is positioned in the helper's current block;
        // pointer and value are live values of this function.
        unsafe {
            llc::LLVMBuildAtomicRMW(
                tx.b().as_mut_ptr(),
                bin,
                ptr.as_value_ref(),
                value.as_value_ref(),
                llvm_ordering,
                0,
            )
        }
    };
    // SAFETY: `new` was just built, so it is a live instruction.
    let inst = unsafe { InstructionValue::new(new) };
    set_scope(inst, m.scope)?;
    if !red {
        // SAFETY: as above; an atomicrmw has the type of its value operand.
        let old = unsafe { BasicValueEnum::new(new) };
        let old = match old {
            BasicValueEnum::FloatValue(f) => tx
                .b()
                .build_bit_cast(f, tx.int_type(bits), "")?
                .into_int_value(),
            BasicValueEnum::VectorValue(v) => tx
                .b()
                .build_bit_cast(v, tx.int_type(bits), "")?
                .into_int_value(),
            other => other.into_int_value(),
        };
        tx.write(op(i, 0)?, Val::Int(old))?;
    }
    Ok(())
}

/// Loads `bits` bits from `ptr` where `p` holds, 0 elsewhere (no access),
/// zero-extended to at least 32 bits.
fn load_if<'ctx>(
    tx: &mut Tx<'_, 'ctx>,
    p: Option<IntValue<'ctx>>,
    ptr: PointerValue<'ctx>,
    bits: u32,
) -> Res<IntValue<'ctx>> {
    let it = tx.int_type(bits.max(32));
    let load = |tx: &Tx<'_, 'ctx>| -> Res<IntValue<'ctx>> {
        let v = tx.b().build_load(tx.int_type(bits), ptr, "")?;
        if let Some(inst) = v.as_instruction_value() {
            inst.set_alignment(bits / 8)
                .map_err(|e| Refusal::Llvm(e.to_string()))?;
        }
        tx.resize(v.into_int_value(), bits.max(32))
    };
    let Some(p) = p else {
        return load(tx);
    };
    let ctx = tx.ctx();
    let start = tx
        .b()
        .get_insert_block()
        .ok_or_else(|| Refusal::Llvm("builder not positioned".into()))?;
    let then = ctx.append_basic_block(tx.func, "load");
    let cont = ctx.append_basic_block(tx.func, "loaded");
    tx.b().build_conditional_branch(p, then, cont)?;
    tx.b().position_at_end(then);
    let v = load(tx)?;
    tx.b().build_unconditional_branch(cont)?;
    tx.b().position_at_end(cont);
    let phi = tx.b().build_phi(it, "")?;
    phi.add_incoming(&[(&it.const_zero(), start), (&v, then)]);
    Ok(phi.as_basic_value().into_int_value())
}

pub(crate) fn cp(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    let mods: Vec<&str> = i.modifiers.iter().map(String::as_str).collect();
    match mods.as_slice() {
        ["async", "commit_group"] => return Ok(()),
        ["async", "wait_group" | "wait_all"] => {
            // The copies were made synchronously: this thread's are done.
            // A converged warp leaves the wait together on NVIDIA, and code
            // reads what its neighbour lanes copied right after it (without
            // a `__syncwarp`): the lanes meet here as at `__syncwarp`, so
            // that a target running a warp's lanes one after another (the
            // host) has every lane's copies made before any lane reads.
            tx.l.warp_sync()?;
            return Ok(());
        }
        ["async", "ca" | "cg", rest @ ..] => {
            let mut seen_shared = false;
            let mut seen_global = false;
            for r in rest {
                match *r {
                    "shared" | "shared::cta" => seen_shared = true,
                    "global" => seen_global = true,
                    h if HINTS.contains(&h) => {}
                    _ => return unsupported(format!("`{}`", i.mnemonic())),
                }
            }
            if !(seen_shared && seen_global) {
                return unsupported(format!("`{}`", i.mnemonic()));
            }
        }
        _ => return unsupported(format!("`{}`", i.mnemonic())),
    }
    let dst = address(tx, op(i, 0)?, Space::Shared)?;
    let src = address(tx, op(i, 1)?, Space::Global)?;
    let size = tx
        .int(op(i, 2)?, 32)?
        .get_zero_extended_constant()
        .filter(|s| matches!(s, 4 | 8 | 16))
        .ok_or_else(|| Refusal::Unsupported(format!("`{}` copies 4, 8 or 16 bytes", i.text)))?;
    // A fourth operand is the source size, or (a predicate) ignore-source.
    let fourth = match i.operands.get(3) {
        None => None,
        Some(o) => {
            let is_pred = match o {
                Operand::Arg(_) | Operand::Reg(_) => tx.dest_bits(o, 32).ok() == Some(1),
                Operand::Not(_) => true,
                _ => false,
            };
            Some((o.clone(), is_pred))
        }
    };
    let i8t = tx.ctx().i8_type();
    match fourth {
        Some((o, true)) => {
            // ignore-src: zeros instead of the source.
            let ignore = tx.pred(&o)?;
            let read = tx.b().build_not(ignore, "")?;
            let v = load_if(tx, Some(read), src, 8 * size as u32)?;
            let v = tx.resize(v, 8 * size as u32)?;
            store_bytes(tx, dst, v, size as u32)
        }
        Some((o, false)) => {
            // Bytes past the source size are zero: the whole copy when the
            // source covers it, byte by byte when it covers part of it.
            let n = tx.int(&o, 32)?;
            let bits = 8 * size as u32;
            let full = tx
                .b()
                .build_int_compare(IntPredicate::UGE, n, tx.c(32, size), "")?;
            let whole = load_if(tx, Some(full), src, bits)?;
            let mut part = tx.c(bits.max(32), 0);
            for k in 0..size {
                let b = tx.b();
                let inside = b.build_int_compare(IntPredicate::UGT, n, tx.c(32, k), "")?;
                let inside = b.build_and(inside, b.build_not(full, "")?, "")?;
                // SAFETY: inkwell marks GEP unsafe because an out-of-range
                // offset is UB in the generated code; k is below the copy size.
                let s = unsafe { b.build_gep(i8t, src, &[tx.c(64, k)], "") }?;
                let v = load_if(tx, Some(inside), s, 8)?;
                let v = tx.resize(v, bits.max(32))?;
                let v = tx.b().build_left_shift(v, tx.c(bits.max(32), 8 * k), "")?;
                part = tx.b().build_or(part, v, "")?;
            }
            let v = tx.b().build_or(whole, part, "")?;
            let v = tx.resize(v, bits)?;
            store_bytes(tx, dst, v, size as u32)
        }
        None => {
            let v = load_if(tx, None, src, 8 * size as u32)?;
            let v = tx.resize(v, 8 * size as u32)?;
            store_bytes(tx, dst, v, size as u32)
        }
    }
}

fn store_bytes<'ctx>(
    tx: &Tx<'_, 'ctx>,
    dst: PointerValue<'ctx>,
    v: IntValue<'ctx>,
    size: u32,
) -> Res<()> {
    let st = tx.b().build_store(dst, v)?;
    st.set_alignment(size)
        .map_err(|e| Refusal::Llvm(e.to_string()))?;
    Ok(())
}

pub(crate) fn createpolicy(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    if types(i).last() != Some(&Ty::B(64)) {
        return unsupported(format!("`{}`", i.mnemonic()));
    }
    tx.write_int(op(i, 0)?, tx.c(64, 0))
}
