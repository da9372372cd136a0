//! Shared addresses as a GPU has them: offsets in the block's shared window.
//!
//! On NVIDIA and AMD GPUs a shared (`addrspace(3)`) pointer is an offset in the
//! block's shared memory, so its integer value fits in 32 bits: CUDA code takes
//! it with `__cvta_generic_to_shared`, truncates it to `unsigned`, and hands it
//! to inline PTX (`st.shared`, `ld.shared`, `cp.async`, `ldmatrix`), whose lift
//! turns it back into a pointer with `inttoptr`. On the host a shared pointer
//! is a host address into the block's memory, 64 bits wide. This pass makes
//! the integers the GPUs' again: `ptrtoint` of a shared pointer becomes its
//! offset from the block's shared base, and `inttoptr` to a shared pointer
//! adds the offset to that base. Pointers themselves stay host addresses, so
//! code without such conversions is untouched.

use gpujit_ir::inkwell::AddressSpace;
use gpujit_ir::inkwell::builder::Builder;
use gpujit_ir::inkwell::llvm_sys::LLVMOpcode;
use gpujit_ir::inkwell::llvm_sys::core as llc;
use gpujit_ir::inkwell::llvm_sys::prelude::LLVMValueRef;
use gpujit_ir::inkwell::module::{Linkage, Module};
use gpujit_ir::inkwell::types::AnyTypeEnum;
use gpujit_ir::inkwell::types::BasicTypeEnum;
use gpujit_ir::inkwell::values::BasicMetadataValueEnum;
use gpujit_ir::inkwell::values::{
    AsValueRef, BasicValueEnum, FunctionValue, InstructionOpcode, InstructionValue, IntValue,
    Operand, PointerValue,
};
use gpujit_ir::{Intrinsic, IrError};

use crate::lower::{SHARED_FN, SharedLayout, type_size};

fn llvm_err(e: impl std::fmt::Display) -> IrError {
    IrError::Llvm(e.to_string())
}

/// What one instruction converts between shared pointers and integers.
enum Conversion<'ctx> {
    /// `ptrtoint` of a shared pointer.
    ToInt(PointerValue<'ctx>),
    /// `inttoptr` to a shared pointer.
    ToPtr(IntValue<'ctx>),
}

fn is_shared(t: AnyTypeEnum<'_>) -> bool {
    matches!(t, AnyTypeEnum::PointerType(p) if p.get_address_space() == AddressSpace::from(3u16))
}

fn conversion<'ctx>(i: InstructionValue<'ctx>) -> Option<Conversion<'ctx>> {
    match i.get_opcode() {
        InstructionOpcode::PtrToInt => match i.get_operand(0)? {
            Operand::Value(BasicValueEnum::PointerValue(p))
                if p.get_type().get_address_space() == AddressSpace::from(3u16) =>
            {
                Some(Conversion::ToInt(p))
            }
            _ => None,
        },
        InstructionOpcode::IntToPtr if is_shared(i.get_type()) => match i.get_operand(0)? {
            Operand::Value(BasicValueEnum::IntValue(v)) => Some(Conversion::ToPtr(v)),
            _ => None,
        },
        _ => None,
    }
}

/// Operand `k` of `i` if it is a constant `inttoptr` to a shared pointer
/// (an absolute shared address, e.g. `ld.shared [16]`): the integer it
/// converts.
fn constant_int_to_shared<'ctx>(i: InstructionValue<'ctx>, k: u32) -> Option<IntValue<'ctx>> {
    // SAFETY: `k` is below the instruction's operand count (the caller's
    // loop); the calls only inspect live values and types of the module.
    unsafe {
        let v = llc::LLVMGetOperand(i.as_value_ref(), k);
        if v.is_null()
            || llc::LLVMIsAConstantExpr(v).is_null()
            || llc::LLVMGetConstOpcode(v) != LLVMOpcode::LLVMIntToPtr
            || llc::LLVMGetPointerAddressSpace(llc::LLVMTypeOf(v)) != 3
        {
            return None;
        }
        Some(IntValue::new(llc::LLVMGetOperand(v, 0)))
    }
}

/// Rewrites every conversion between shared pointers and integers in the
/// module's defined functions (see the module docs); returns how many.
pub fn window_addresses(module: &Module<'_>) -> Result<usize, IrError> {
    let mut count = 0;
    for f in module.get_functions() {
        if f.count_basic_blocks() > 0 {
            count += in_function(module, f)?;
        }
    }
    Ok(count)
}

fn in_function<'ctx>(module: &Module<'ctx>, f: FunctionValue<'ctx>) -> Result<usize, IrError> {
    let ctx = module.get_context();
    let b = ctx.create_builder();
    let mut base: Option<PointerValue<'ctx>> = None;
    let mut count = 0;
    let insts: Vec<InstructionValue<'ctx>> = f
        .get_basic_block_iter()
        .flat_map(|bb| bb.get_instructions())
        .collect();
    for i in insts {
        // Constant shared addresses in the operands of ordinary instructions
        // become instructions first (a phi's would need its predecessor).
        if i.get_opcode() != InstructionOpcode::Phi {
            for k in 0..i.get_num_operands() {
                let Some(int) = constant_int_to_shared(i, k) else {
                    continue;
                };
                b.position_before(&i);
                let base = shared_base(module, f, &mut base)?;
                let p = at_offset(&b, base, int)?;
                if !i.set_operand(k, p) {
                    return Err(llvm_err("cannot replace a shared address operand"));
                }
                count += 1;
            }
        }
        let Some(c) = conversion(i) else {
            continue;
        };
        b.position_before(&i);
        let base = shared_base(module, f, &mut base)?;
        let new: BasicValueEnum<'ctx> = match c {
            Conversion::ToInt(p) => {
                let i64t = ctx.i64_type();
                let p0 = ctx.ptr_type(AddressSpace::default());
                let g = b.build_address_space_cast(p, p0, "").map_err(llvm_err)?;
                let at = b.build_ptr_to_int(g, i64t, "").map_err(llvm_err)?;
                let from = b.build_ptr_to_int(base, i64t, "").map_err(llvm_err)?;
                let off = b.build_int_sub(at, from, "").map_err(llvm_err)?;
                let AnyTypeEnum::IntType(t) = i.get_type() else {
                    return Err(llvm_err("ptrtoint to a non-integer"));
                };
                b.build_int_cast_sign_flag(off, t, false, "")
                    .map_err(llvm_err)?
                    .into()
            }
            Conversion::ToPtr(v) => at_offset(&b, base, v)?,
        };
        // SAFETY: `i` and `new` are live values of the same type in `f`; the
        // replaced instruction is erased right after.
        unsafe { llc::LLVMReplaceAllUsesWith(i.as_value_ref(), new.as_value_ref()) };
        i.erase_from_basic_block();
        count += 1;
    }
    Ok(count)
}

/// The shared pointer `offset` bytes into the block's shared memory.
fn at_offset<'ctx>(
    b: &Builder<'ctx>,
    base: PointerValue<'ctx>,
    offset: IntValue<'ctx>,
) -> Result<BasicValueEnum<'ctx>, IrError> {
    let ctx = base.get_type().get_context();
    let off = b
        .build_int_cast_sign_flag(offset, ctx.i64_type(), false, "")
        .map_err(llvm_err)?;
    // SAFETY: inkwell marks GEP unsafe because an out-of-range offset is UB in
    // the generated code; the offset is the program's own shared address.
    let p = unsafe { b.build_gep(ctx.i8_type(), base, &[off], "") }.map_err(llvm_err)?;
    Ok(
        b.build_address_space_cast(p, ctx.ptr_type(AddressSpace::from(3u16)), "")
            .map_err(llvm_err)?
            .into(),
    )
}

/// The block's shared base in `f`, read once at its entry.
fn shared_base<'ctx>(
    module: &Module<'ctx>,
    f: FunctionValue<'ctx>,
    cached: &mut Option<PointerValue<'ctx>>,
) -> Result<PointerValue<'ctx>, IrError> {
    if let Some(p) = cached {
        return Ok(*p);
    }
    let ctx = module.get_context();
    let p0 = ctx.ptr_type(AddressSpace::default());
    let get = module.get_function(SHARED_FN).unwrap_or_else(|| {
        module.add_function(SHARED_FN, p0.fn_type(&[], false), Some(Linkage::External))
    });
    let entry = f
        .get_first_basic_block()
        .ok_or_else(|| llvm_err("a defined function without blocks"))?;
    let b = ctx.create_builder();
    match entry.get_first_instruction() {
        Some(first) => b.position_before(&first),
        None => b.position_at_end(entry),
    }
    let p = b
        .build_call(get, &[], "shared.base")
        .map_err(llvm_err)?
        .try_as_basic_value()
        .basic()
        .ok_or_else(|| llvm_err("the shared base is void"))?
        .into_pointer_value();
    *cached = Some(p);
    Ok(p)
}

/// Runtime check of checked mode for shared memory:
/// `ptr (ptr p, i64 bytes, i32 kind, i64 lo, i64 hi)`, `kind` one of the
/// `CHECK_*` values (plus [`CHECK_GENERIC`] for a generic pointer), `lo..hi`
/// the offsets of the allocation the pointer comes from (`hi` = -1: the end
/// of the block's shared memory). Returns the address to use.
pub const CHECK_SHARED_FN: &str = "gpujit_host_check_shared";
/// A load: the bytes must lie in the allocation and have been written.
pub const CHECK_LOAD: u32 = 0;
/// A store: the bytes must lie in the allocation; they count as written.
pub const CHECK_STORE: u32 = 1;
/// An atomic read-modify-write: both.
pub const CHECK_ATOMIC: u32 = 2;
/// Added to the kind for a generic pointer: checked only when it points into
/// the block's shared memory.
pub const CHECK_GENERIC: u32 = 8;

/// Where a pointer comes from, as far as the instrumentation can tell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Origin {
    /// A static shared array or dynamic shared memory: its offsets `lo..hi`
    /// (`hi` = `u64::MAX`: the end of the block's shared memory).
    Shared(u64, u64),
    /// A stack slot or a module variable: never shared memory.
    NotShared,
    /// Anything else.
    Unknown,
}

/// The origin of pointer `v`, following GEPs, casts, and selects and phis
/// whose inputs agree.
fn origin(
    v: LLVMValueRef,
    layout: &SharedLayout,
    depth: u32,
    seen: &mut Vec<LLVMValueRef>,
) -> Origin {
    if depth > 32 || seen.contains(&v) {
        return Origin::Unknown;
    }
    seen.push(v);
    // SAFETY: `v` is a live value of the module; the calls only inspect it.
    unsafe {
        if !llc::LLVMIsAGlobalVariable(v).is_null() || !llc::LLVMIsAAllocaInst(v).is_null() {
            return Origin::NotShared;
        }
        if !llc::LLVMIsAGetElementPtrInst(v).is_null()
            || !llc::LLVMIsAAddrSpaceCastInst(v).is_null()
            || !llc::LLVMIsABitCastInst(v).is_null()
        {
            return origin(llc::LLVMGetOperand(v, 0), layout, depth + 1, seen);
        }
        if !llc::LLVMIsASelectInst(v).is_null() || !llc::LLVMIsAPHINode(v).is_null() {
            let first = if llc::LLVMIsASelectInst(v).is_null() {
                0
            } else {
                1
            };
            let n = llc::LLVMGetNumOperands(v) as u32;
            let mut found = None;
            for k in first..n {
                let o = origin(llc::LLVMGetOperand(v, k), layout, depth + 1, seen);
                if found.is_some_and(|f| f != o) {
                    return Origin::Unknown;
                }
                found = Some(o);
            }
            return found.unwrap_or(Origin::Unknown);
        }
        if !llc::LLVMIsACallInst(v).is_null() {
            let callee = llc::LLVMGetCalledValue(v);
            if llc::LLVMIsAFunction(callee).is_null() {
                return Origin::Unknown;
            }
            let mut len = 0;
            let name = llc::LLVMGetValueName2(callee, &mut len);
            let name = std::slice::from_raw_parts(name.cast::<u8>(), len);
            return match std::str::from_utf8(name).ok().and_then(Intrinsic::parse) {
                Some(Intrinsic::Shared(n)) => layout
                    .offsets
                    .iter()
                    .zip(&layout.sizes)
                    .find(|((k, _), _)| *k == n)
                    .map_or(Origin::Unknown, |((_, at), size)| {
                        Origin::Shared(*at, at + size)
                    }),
                Some(Intrinsic::DynamicShared) => Origin::Shared(layout.static_bytes, u64::MAX),
                _ => Origin::Unknown,
            };
        }
    }
    Origin::Unknown
}

/// Checked mode: routes the address of every shared-memory access (and of
/// every generic one that may reach shared memory) through
/// [`CHECK_SHARED_FN`], which checks it against the allocation it comes from
/// (`layout`: the module's static arrays, taken before their storage goes) or
/// the block's shared memory, and reports reads of bytes no thread of the
/// block wrote. Returns how many accesses it routed.
pub fn instrument_shared(module: &Module<'_>, layout: &SharedLayout) -> Result<usize, IrError> {
    let ctx = module.get_context();
    let p0 = ctx.ptr_type(AddressSpace::default());
    let (i64t, i32t) = (ctx.i64_type(), ctx.i32_type());
    let check = module.get_function(CHECK_SHARED_FN).unwrap_or_else(|| {
        module.add_function(
            CHECK_SHARED_FN,
            p0.fn_type(
                &[
                    p0.into(),
                    i64t.into(),
                    i32t.into(),
                    i64t.into(),
                    i64t.into(),
                ],
                false,
            ),
            Some(Linkage::External),
        )
    });
    let b = ctx.create_builder();
    let mut count = 0;
    for f in module.get_functions() {
        if f == check {
            continue;
        }
        let insts: Vec<InstructionValue<'_>> = f
            .get_basic_block_iter()
            .flat_map(|bb| bb.get_instructions())
            .collect();
        for i in insts {
            for (index, bytes, kind) in accesses(i) {
                let Some(Operand::Value(BasicValueEnum::PointerValue(p))) = i.get_operand(index)
                else {
                    continue;
                };
                let space = p.get_type().get_address_space();
                let generic = space == AddressSpace::default();
                if !generic && space != AddressSpace::from(3u16) {
                    continue;
                }
                let (lo, hi) = match origin(p.as_value_ref(), layout, 0, &mut Vec::new()) {
                    Origin::NotShared => continue,
                    Origin::Shared(lo, hi) => (lo, hi),
                    Origin::Unknown => (0, u64::MAX),
                };
                b.position_before(&i);
                let g = b.build_address_space_cast(p, p0, "").map_err(llvm_err)?;
                let kind = kind + if generic { CHECK_GENERIC } else { 0 };
                let bytes = match bytes {
                    Ok(n) => i64t.const_int(n, false),
                    Err(v) => b
                        .build_int_cast_sign_flag(v, i64t, false, "")
                        .map_err(llvm_err)?,
                };
                let args: [BasicMetadataValueEnum<'_>; 5] = [
                    g.into(),
                    bytes.into(),
                    i32t.const_int(u64::from(kind), false).into(),
                    i64t.const_int(lo, false).into(),
                    i64t.const_int(hi, false).into(),
                ];
                let checked = b
                    .build_call(check, &args, "")
                    .map_err(llvm_err)?
                    .try_as_basic_value()
                    .basic()
                    .ok_or_else(|| llvm_err("the shared check returned nothing"))?
                    .into_pointer_value();
                let checked = b
                    .build_address_space_cast(checked, p.get_type(), "")
                    .map_err(llvm_err)?;
                if !i.set_operand(index, checked) {
                    return Err(llvm_err("cannot replace an address operand"));
                }
                count += 1;
            }
        }
    }
    Ok(count)
}

/// The memory accesses of `i`: operand index of the address, bytes (a
/// constant, or an integer value of the instruction), kind.
fn accesses<'ctx>(i: InstructionValue<'ctx>) -> Vec<(u32, Result<u64, IntValue<'ctx>>, u32)> {
    let value_size = |k: u32| match i.get_operand(k) {
        Some(Operand::Value(v)) => type_size(v.get_type()),
        _ => 8,
    };
    match i.get_opcode() {
        InstructionOpcode::Load => {
            let bytes = BasicTypeEnum::try_from(i.get_type()).map_or(8, type_size);
            vec![(0, Ok(bytes), CHECK_LOAD)]
        }
        InstructionOpcode::Store => vec![(1, Ok(value_size(0)), CHECK_STORE)],
        InstructionOpcode::AtomicRMW | InstructionOpcode::AtomicCmpXchg => {
            vec![(0, Ok(value_size(1)), CHECK_ATOMIC)]
        }
        InstructionOpcode::Call => {
            let n = i.get_num_operands();
            if n < 4 {
                return Vec::new();
            }
            // SAFETY: `i` is a call (checked), whose last operand is the callee.
            let callee = unsafe { llc::LLVMGetOperand(i.as_value_ref(), n - 1) };
            let mut len = 0;
            // SAFETY: `callee` is a live value; the name is its own bytes.
            let name = unsafe {
                let p = llc::LLVMGetValueName2(callee, &mut len);
                std::slice::from_raw_parts(p.cast::<u8>(), len)
            };
            let Some(Operand::Value(BasicValueEnum::IntValue(bytes))) = i.get_operand(2) else {
                return Vec::new();
            };
            if name.starts_with(b"llvm.memcpy") || name.starts_with(b"llvm.memmove") {
                vec![(0, Err(bytes), CHECK_STORE), (1, Err(bytes), CHECK_LOAD)]
            } else if name.starts_with(b"llvm.memset") {
                vec![(0, Err(bytes), CHECK_STORE)]
            } else {
                Vec::new()
            }
        }
        _ => Vec::new(),
    }
}
