//! Reading NVVM's metadata: `!nvvm.annotations`, module flags, names and
//! constants of the C API's values, and `__nvvm_reflect` queries.

use std::ffi::CStr;

use inkwell::context::AsContextRef;
use inkwell::llvm_sys::core as llc;
use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::module::Module;
use inkwell::values::{AsValueRef, FunctionValue};

/// One `!nvvm.annotations` entry: `!{ptr @f, !"key", i32 value, ...}`.
pub(super) struct Annotation<'ctx> {
    pub(super) node: LLVMValueRef,
    pub(super) function: FunctionValue<'ctx>,
    pub(super) pairs: Vec<(String, u64)>,
}

pub(super) fn md_string(v: LLVMValueRef) -> Option<String> {
    if v.is_null() {
        return None;
    }
    // SAFETY: `v` is a live value of the module being inspected; both calls only read it.
    unsafe {
        if llc::LLVMIsAMDString(v).is_null() {
            return None;
        }
        let mut len = 0;
        let p = llc::LLVMGetMDString(v, &mut len);
        if p.is_null() {
            return None;
        }
        let bytes = std::slice::from_raw_parts(p.cast::<u8>(), len as usize);
        Some(String::from_utf8_lossy(bytes).into_owned())
    }
}

pub(super) fn const_int(v: LLVMValueRef) -> Option<u64> {
    // SAFETY: `v` is null (checked) or a live value; these calls only read it.
    unsafe {
        if v.is_null() || llc::LLVMIsAConstantInt(v).is_null() {
            return None;
        }
        Some(llc::LLVMConstIntGetZExtValue(v))
    }
}

/// Operands of a metadata node (null where an operand is null or not a value).
pub(super) fn node_operands(node: LLVMValueRef) -> Vec<LLVMValueRef> {
    // SAFETY: `node` is a live metadata value; the operand buffer has the
    // length LLVM reports for it.
    unsafe {
        if llc::LLVMIsAMDNode(node).is_null() {
            return Vec::new();
        }
        let n = llc::LLVMGetMDNodeNumOperands(node) as usize;
        let mut ops = vec![std::ptr::null_mut(); n];
        llc::LLVMGetMDNodeOperands(node, ops.as_mut_ptr());
        ops
    }
}

pub(super) fn value_name(v: LLVMValueRef) -> String {
    let mut len = 0;
    // SAFETY: `v` is a live value; LLVM returns a pointer to its name and its length.
    unsafe {
        let p = llc::LLVMGetValueName2(v, &mut len);
        if p.is_null() {
            return String::new();
        }
        String::from_utf8_lossy(std::slice::from_raw_parts(p.cast::<u8>(), len)).into_owned()
    }
}

pub(super) fn annotations<'ctx>(module: &Module<'ctx>) -> Vec<Annotation<'ctx>> {
    let mut out = Vec::new();
    for node in module.get_global_metadata("nvvm.annotations") {
        let ops = node_operands(node.as_value_ref());
        let Some(&first) = ops.first() else { continue };
        // SAFETY: `first` is null (checked) or a live operand of the node.
        if first.is_null() || unsafe { llc::LLVMIsAFunction(first) }.is_null() {
            continue;
        }
        let Some(function) = module.get_function(&value_name(first)) else {
            continue;
        };
        let pairs = ops[1..]
            .chunks(2)
            .filter_map(|kv| Some((md_string(kv[0])?, const_int(*kv.get(1)?)?)))
            .collect();
        out.push(Annotation {
            node: node.as_value_ref(),
            function,
            pairs,
        });
    }
    out
}

/// Module flag telling `__nvvm_reflect("__CUDA_FTZ")` its answer.
pub(super) const REFLECT_FTZ: &str = "nvvm-reflect-ftz";

/// A module flag's node and integer value (`!{i32 behaviour, !"name", i32 value}`).
pub(super) fn module_flag(module: &Module<'_>, name: &str) -> Option<(LLVMValueRef, u64)> {
    module
        .get_global_metadata("llvm.module.flags")
        .into_iter()
        .find_map(|node| {
            let ops = node_operands(node.as_value_ref());
            if ops.len() == 3 && md_string(ops[1]).as_deref() == Some(name) {
                Some((node.as_value_ref(), const_int(ops[2])?))
            } else {
                None
            }
        })
}

/// The string a `__nvvm_reflect` call asks about, if its operand is a constant string.
pub(super) fn reflect_query(mut v: LLVMValueRef) -> Option<String> {
    // SAFETY: `v` and everything reached from it are live constants; the calls only read.
    unsafe {
        while !llc::LLVMIsAConstantExpr(v).is_null() {
            v = llc::LLVMGetOperand(v, 0);
        }
        if llc::LLVMIsAGlobalVariable(v).is_null() {
            return None;
        }
        let init = llc::LLVMGetInitializer(v);
        if init.is_null() || llc::LLVMIsConstantString(init) == 0 {
            return None;
        }
        let mut len = 0;
        let p = llc::LLVMGetAsString(init, &mut len);
        let bytes = std::slice::from_raw_parts(p.cast::<u8>(), len);
        let s = CStr::from_bytes_until_nul(bytes)
            .map(|c| c.to_string_lossy().into_owned())
            .unwrap_or_else(|_| String::from_utf8_lossy(bytes).into_owned());
        Some(s)
    }
}

/// Points every annotation at the string `gpujit.lifted` instead of its
/// function: the entries stay (no C API erases a named node) but name no
/// function.
pub(super) fn detach_annotations(module: &Module<'_>, annotations: &[Annotation<'_>]) {
    let ctx = module.get_context();
    let lifted = "gpujit.lifted";
    for a in annotations {
        // SAFETY: `a.node` is a live metadata node of this module's context and
        // operand 0 exists (it named the function); the string is copied by LLVM.
        unsafe {
            let s =
                llc::LLVMMDStringInContext2(ctx.as_ctx_ref(), lifted.as_ptr().cast(), lifted.len());
            llc::LLVMReplaceMDNodeOperandWith(a.node, 0, s);
        }
    }
}

/// The `nvvm-reflect-ftz` flag's value (0 when absent); the flag is renamed
/// so that it no longer clashes with the one a target adds when it links
/// libdevice.
pub(super) fn consume_reflect_ftz(module: &Module<'_>) -> u64 {
    let Some((node, ftz)) = module_flag(module, REFLECT_FTZ) else {
        return 0;
    };
    let ctx = module.get_context();
    let renamed = "gpujit.lifted.nvvm-reflect-ftz";
    // SAFETY: `node` is a live module flag node with a name at operand 1;
    // the string is copied by LLVM.
    unsafe {
        let s =
            llc::LLVMMDStringInContext2(ctx.as_ctx_ref(), renamed.as_ptr().cast(), renamed.len());
        llc::LLVMReplaceMDNodeOperandWith(node, 1, s);
    }
    ftz
}
