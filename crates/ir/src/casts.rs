//! Cast constant expressions whose operand and result types do not fit the
//! cast (`addrspacecast (i32 4 to ptr)`).
//!
//! LLVM's text parser refuses them, but its bitcode reader builds them as
//! they come and its verifier looks only at cast instructions, not at cast
//! constants: such a module passes verification and then ends the process
//! inside a code generator ("Cannot emit physreg copy instruction" on
//! x86-64). They are refused at import, naming the cast and where it is used.

use std::collections::HashSet;

use inkwell::llvm_sys::core::{
    LLVMDisposeMessage, LLVMGetConstOpcode, LLVMGetElementType, LLVMGetInitializer,
    LLVMGetIntTypeWidth, LLVMGetNumOperands, LLVMGetOperand, LLVMGetPointerAddressSpace,
    LLVMGetTypeKind, LLVMGetVectorSize, LLVMIsAConstantExpr, LLVMIsAGlobalValue,
    LLVMPrintTypeToString, LLVMTypeOf,
};
use inkwell::llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use inkwell::llvm_sys::{LLVMOpcode, LLVMTypeKind};
use inkwell::module::Module;
use inkwell::values::AsValueRef;

use crate::IrError;

/// Constant expressions nested deeper than this are refused rather than
/// walked.
const MAX_DEPTH: u32 = 256;

/// Refuses the module `name` where a cast constant expression, in a global's
/// initializer or an instruction's operand (nested at any depth), casts
/// between types the cast does not take.
pub(crate) fn check(m: &Module<'_>, name: &str) -> Result<(), IrError> {
    let mut seen = HashSet::new();
    let refuse = |what: String, why: String| IrError::Parse {
        module: name.to_string(),
        message: format!("{what} holds {why}"),
    };
    for g in m.get_globals() {
        let v = g.as_value_ref();
        // SAFETY: `v` is a global variable of `m`; the initializer is null
        // for a declaration.
        let init = unsafe { LLVMGetInitializer(v) };
        if !init.is_null()
            && let Err(why) = walk(init, 0, &mut seen)
        {
            let what = format!("global `{}`", g.get_name().to_string_lossy());
            return Err(refuse(what, why));
        }
    }
    for f in m.get_functions() {
        for bb in f.get_basic_blocks() {
            let mut inst = bb.get_first_instruction();
            while let Some(i) = inst {
                let v = i.as_value_ref();
                // SAFETY: `v` is an instruction of `m`.
                let n = unsafe { LLVMGetNumOperands(v) }.max(0) as u32;
                for k in 0..n {
                    // SAFETY: `k` is below the operand count of `v`.
                    let op = unsafe { LLVMGetOperand(v, k) };
                    if let Err(why) = walk(op, 0, &mut seen) {
                        let what =
                            format!("an instruction of `{}`", f.get_name().to_string_lossy());
                        return Err(refuse(what, why));
                    }
                }
                inst = i.get_next_instruction();
            }
        }
    }
    Ok(())
}

/// Walks the constant expression `v` and its operands (not into globals,
/// whose initializers are walked on their own); the first ill-typed cast.
fn walk(v: LLVMValueRef, depth: u32, seen: &mut HashSet<usize>) -> Result<(), String> {
    // SAFETY: `v` is null or a live value of a module the caller borrows.
    if v.is_null() || unsafe { LLVMIsAConstantExpr(v) }.is_null() {
        return Ok(());
    }
    if !seen.insert(v as usize) {
        return Ok(());
    }
    if depth > MAX_DEPTH {
        return Err(format!(
            "constant expressions nested more than {MAX_DEPTH} deep"
        ));
    }
    // SAFETY: `v` is a constant expression.
    let opcode = unsafe { LLVMGetConstOpcode(v) };
    // SAFETY: as above.
    let n = unsafe { LLVMGetNumOperands(v) }.max(0) as u32;
    if let Some(cast) = cast_name(opcode) {
        if n != 1 {
            return Err(format!("a cast constant `{cast}` with {n} operands"));
        }
        // SAFETY: a cast constant has one operand.
        let from = unsafe { LLVMTypeOf(LLVMGetOperand(v, 0)) };
        // SAFETY: `v` is live.
        let to = unsafe { LLVMTypeOf(v) };
        if !cast_is_valid(opcode, from, to) {
            return Err(format!(
                "a cast constant `{cast}` from {} to {}, which that cast does not take",
                describe(from),
                describe(to)
            ));
        }
    }
    for k in 0..n {
        // SAFETY: `k` is below the operand count of `v`.
        let op = unsafe { LLVMGetOperand(v, k) };
        // SAFETY: `op` is a live value.
        if !op.is_null() && unsafe { LLVMIsAGlobalValue(op) }.is_null() {
            walk(op, depth + 1, seen)?;
        }
    }
    Ok(())
}

/// The IR name of a cast opcode.
fn cast_name(op: LLVMOpcode) -> Option<&'static str> {
    use LLVMOpcode::*;
    Some(match op {
        LLVMTrunc => "trunc",
        LLVMZExt => "zext",
        LLVMSExt => "sext",
        LLVMFPTrunc => "fptrunc",
        LLVMFPExt => "fpext",
        LLVMFPToUI => "fptoui",
        LLVMFPToSI => "fptosi",
        LLVMUIToFP => "uitofp",
        LLVMSIToFP => "sitofp",
        LLVMPtrToInt => "ptrtoint",
        LLVMIntToPtr => "inttoptr",
        LLVMBitCast => "bitcast",
        LLVMAddrSpaceCast => "addrspacecast",
        _ => return None,
    })
}

/// A scalar type or the element of a vector type, and the vector's length
/// (`None` for a scalar).
fn scalar(t: LLVMTypeRef) -> (LLVMTypeRef, Option<u32>) {
    match kind(t) {
        LLVMTypeKind::LLVMVectorTypeKind | LLVMTypeKind::LLVMScalableVectorTypeKind => {
            // SAFETY: `t` is a vector type.
            unsafe { (LLVMGetElementType(t), Some(LLVMGetVectorSize(t))) }
        }
        _ => (t, None),
    }
}

fn kind(t: LLVMTypeRef) -> LLVMTypeKind {
    // SAFETY: `t` is a live type.
    unsafe { LLVMGetTypeKind(t) }
}

fn int_width(t: LLVMTypeRef) -> Option<u32> {
    // SAFETY: `t` is an integer type when the kind says so.
    (kind(t) == LLVMTypeKind::LLVMIntegerTypeKind).then(|| unsafe { LLVMGetIntTypeWidth(t) })
}

fn float_width(t: LLVMTypeRef) -> Option<u32> {
    use LLVMTypeKind::*;
    Some(match kind(t) {
        LLVMHalfTypeKind | LLVMBFloatTypeKind => 16,
        LLVMFloatTypeKind => 32,
        LLVMDoubleTypeKind => 64,
        LLVMX86_FP80TypeKind => 80,
        LLVMFP128TypeKind | LLVMPPC_FP128TypeKind => 128,
        _ => return None,
    })
}

fn address_space(t: LLVMTypeRef) -> Option<u32> {
    // SAFETY: `t` is a pointer type when the kind says so.
    (kind(t) == LLVMTypeKind::LLVMPointerTypeKind).then(|| unsafe { LLVMGetPointerAddressSpace(t) })
}

/// The size in bits of a fixed-size first-class type that is not a
/// pointer; `None` otherwise.
fn bits(t: LLVMTypeRef) -> Option<u64> {
    let (e, n) = scalar(t);
    let w = int_width(e).or_else(|| float_width(e))?;
    Some(u64::from(w) * u64::from(n.unwrap_or(1)))
}

/// Whether `op` may cast `from` to `to`: LLVM's own rule
/// (`CastInst::castIsValid`) for the types constant expressions take.
fn cast_is_valid(op: LLVMOpcode, from: LLVMTypeRef, to: LLVMTypeRef) -> bool {
    use LLVMOpcode::*;
    let ((fs, fl), (ts, tl)) = (scalar(from), scalar(to));
    // Scalars to scalars, vectors to vectors of as many elements.
    let scalable = |t| kind(t) == LLVMTypeKind::LLVMScalableVectorTypeKind;
    let same_shape = fl == tl && scalable(from) == scalable(to);
    let (fi, ti) = (int_width(fs), int_width(ts));
    let (ff, tf) = (float_width(fs), float_width(ts));
    let (fp, tp) = (address_space(fs), address_space(ts));
    match op {
        LLVMTrunc => same_shape && matches!((fi, ti), (Some(a), Some(b)) if a > b),
        LLVMZExt | LLVMSExt => same_shape && matches!((fi, ti), (Some(a), Some(b)) if a < b),
        LLVMFPTrunc => same_shape && matches!((ff, tf), (Some(a), Some(b)) if a > b),
        LLVMFPExt => same_shape && matches!((ff, tf), (Some(a), Some(b)) if a < b),
        LLVMFPToUI | LLVMFPToSI => same_shape && ff.is_some() && ti.is_some(),
        LLVMUIToFP | LLVMSIToFP => same_shape && fi.is_some() && tf.is_some(),
        LLVMPtrToInt => same_shape && fp.is_some() && ti.is_some(),
        LLVMIntToPtr => same_shape && fi.is_some() && tp.is_some(),
        LLVMAddrSpaceCast => same_shape && fp.is_some() && tp.is_some(),
        LLVMBitCast => match (fp, tp) {
            // Pointers cast to pointers of the same address space only.
            (Some(a), Some(b)) => same_shape && a == b,
            (None, None) => {
                let first_class = |t| {
                    !matches!(
                        kind(t),
                        LLVMTypeKind::LLVMStructTypeKind
                            | LLVMTypeKind::LLVMArrayTypeKind
                            | LLVMTypeKind::LLVMVoidTypeKind
                            | LLVMTypeKind::LLVMLabelTypeKind
                            | LLVMTypeKind::LLVMMetadataTypeKind
                            | LLVMTypeKind::LLVMFunctionTypeKind
                            | LLVMTypeKind::LLVMTokenTypeKind
                    )
                };
                first_class(from)
                    && first_class(to)
                    && match (bits(from), bits(to)) {
                        (Some(a), Some(b)) => a == b,
                        // Scalable vectors and the like: left to LLVM.
                        _ => true,
                    }
            }
            _ => false,
        },
        _ => true,
    }
}

/// A type as IR prints it, for the error.
fn describe(t: LLVMTypeRef) -> String {
    // SAFETY: `t` is a live type; the message is disposed after copying.
    unsafe {
        let s = LLVMPrintTypeToString(t);
        let out = std::ffi::CStr::from_ptr(s).to_string_lossy().into_owned();
        LLVMDisposeMessage(s);
        out
    }
}

#[cfg(test)]
mod tests {
    use inkwell::context::Context;
    use inkwell::llvm_sys::core::{LLVMConstAddrSpaceCast, LLVMConstInt};
    use inkwell::types::AsTypeRef;

    use crate::PortableModule;

    #[test]
    fn well_typed_cast_constants_are_accepted() {
        let ir = r#"
@g = addrspace(1) global i32 0
@h = addrspace(3) global [4 x i32] poison
define void @k(ptr %o) {
  store i64 ptrtoint (ptr addrspace(1) @g to i64), ptr %o
  store ptr addrspacecast (ptr addrspace(3) @h to ptr), ptr %o
  store i32 bitcast (<2 x i16> <i16 1, i16 2> to i32), ptr %o
  store ptr inttoptr (i64 8 to ptr), ptr %o
  store i16 trunc (i64 ptrtoint (ptr addrspace(1) @g to i64) to i16), ptr %o
  store <2 x i64> ptrtoint (<2 x ptr> <ptr null, ptr null> to <2 x i64>), ptr %o
  ret void
}
"#;
        let ctx = Context::create();
        let m = crate::import::parse(&ctx, "m.ll", ir.as_bytes()).expect("parses");
        super::check(&m, "m.ll").expect("well-typed casts pass");
    }

    #[test]
    fn an_addrspacecast_of_an_integer_is_refused_at_import() {
        // The bitcode reader builds such a constant, the text parser does
        // not: make it through the C API, write bitcode, import that.
        let ctx = Context::create();
        let m = ctx.create_module("m");
        let i32t = ctx.i32_type();
        let ptr = ctx.ptr_type(inkwell::AddressSpace::default());
        // SAFETY: both are live in `ctx`; the cast is the ill-typed
        // constant under test, which release LLVM builds without checking.
        let bad = unsafe {
            LLVMConstAddrSpaceCast(LLVMConstInt(i32t.as_type_ref(), 4, 0), ptr.as_type_ref())
        };
        let f = m.add_function("k", ctx.void_type().fn_type(&[], false), None);
        f.add_attribute(
            inkwell::attributes::AttributeLoc::Function,
            ctx.create_string_attribute(crate::KERNEL_ATTRIBUTE, ""),
        );
        let b = ctx.create_builder();
        b.position_at_end(ctx.append_basic_block(f, "entry"));
        // SAFETY: `bad` is a live constant of pointer type.
        let bad = unsafe { inkwell::values::PointerValue::new(bad) };
        b.build_store(bad, i32t.const_zero()).expect("store");
        b.build_return(None).expect("ret");
        let bc = m.write_bitcode_to_memory().as_slice().to_vec();
        let e = PortableModule::from_ir("m.bc", &bc)
            .expect_err("the ill-typed cast must be refused")
            .to_string();
        assert!(
            e.contains(
                "an instruction of `k` holds a cast constant `addrspacecast` from i32 to ptr"
            ),
            "{e}"
        );
    }
}
