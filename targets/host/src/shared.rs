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

use gpujit_ir::IrError;
use gpujit_ir::inkwell::AddressSpace;
use gpujit_ir::inkwell::builder::Builder;
use gpujit_ir::inkwell::llvm_sys::LLVMOpcode;
use gpujit_ir::inkwell::llvm_sys::core as llc;
use gpujit_ir::inkwell::module::{Linkage, Module};
use gpujit_ir::inkwell::types::AnyTypeEnum;
use gpujit_ir::inkwell::values::{
    AsValueRef, BasicValueEnum, FunctionValue, InstructionOpcode, InstructionValue, IntValue,
    Operand, PointerValue,
};

use crate::lower::SHARED_FN;

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
