//! What an imported module must be, beyond what LLVM's verifier checks, for
//! every target to compile it: refused at import with a clear error rather
//! than failing (or ending the process inside LLVM) at compile or load.

use gpujit_device::{MAX_BY_VALUE, Param, ParamType};
use inkwell::context::Context;
use inkwell::llvm_sys::LLVMTypeKind;
use inkwell::llvm_sys::core::{
    LLVMCountParamTypes, LLVMCountStructElementTypes, LLVMGetCalledFunctionType,
    LLVMGetCalledValue, LLVMGetElementType, LLVMGetFirstUse, LLVMGetMDKindIDInContext,
    LLVMGetMDNodeNumOperands, LLVMGetMDNodeOperands, LLVMGetMetadata, LLVMGetNextUse,
    LLVMGetNumOperands, LLVMGetOperand, LLVMGetParamTypes, LLVMGetReturnType,
    LLVMGetStructElementTypes, LLVMGetTypeKind, LLVMGetUser, LLVMGetValueName2,
    LLVMGlobalGetValueType, LLVMIsACallInst, LLVMIsAConstantInt, LLVMIsAMDNode, LLVMIsAMDString,
    LLVMTypeOf, LLVMValueAsMetadata,
};
use inkwell::llvm_sys::debuginfo::{LLVMGetMetadataKind, LLVMMetadataKind};
use inkwell::llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module;
use inkwell::values::AsValueRef;

use crate::{Intrinsic, IrError, KERNEL_ATTRIBUTE, PREFIX};

/// Prefixes of target-specific LLVM intrinsics. A portable module calling
/// one compiles for that target only, and LLVM's other code generators stop
/// the process on it ("Cannot select: intrinsic").
const TARGET_INTRINSICS: &[&str] = &[
    "llvm.nvvm.",
    "llvm.amdgcn.",
    "llvm.r600.",
    "llvm.x86.",
    "llvm.aarch64.",
    "llvm.arm.",
    "llvm.ppc.",
    "llvm.mips.",
    "llvm.riscv.",
    "llvm.wasm.",
    "llvm.hexagon.",
    "llvm.s390.",
    "llvm.spv.",
    "llvm.dx.",
    "llvm.loongarch.",
    "llvm.bpf.",
    "llvm.ve.",
    "llvm.xcore.",
];

fn refuse(name: &str, message: String) -> IrError {
    IrError::Parse {
        module: name.to_string(),
        message,
    }
}

/// Types deeper than this are refused rather than walked.
const MAX_TYPE_DEPTH: u32 = 64;

/// Why `ty` cannot be handled, if it cannot: LLVM types that the IR layer
/// (inkwell) cannot represent, and which no GPU target compiles.
fn unsupported_type(ty: LLVMTypeRef, depth: u32) -> Option<&'static str> {
    if depth > MAX_TYPE_DEPTH {
        return Some("a type nested too deeply");
    }
    // SAFETY: `ty` is a live type of a module's context (every caller takes it
    // from a value or type of a module it borrows).
    let kind = unsafe { LLVMGetTypeKind(ty) };
    match kind {
        LLVMTypeKind::LLVMTargetExtTypeKind => Some("a target extension type"),
        LLVMTypeKind::LLVMX86_AMXTypeKind => Some("x86_amx"),
        LLVMTypeKind::LLVMX86_FP80TypeKind => Some("x86_fp80, an x86-only float type"),
        LLVMTypeKind::LLVMPPC_FP128TypeKind => Some("ppc_fp128, a PowerPC-only float type"),
        LLVMTypeKind::LLVMArrayTypeKind
        | LLVMTypeKind::LLVMVectorTypeKind
        | LLVMTypeKind::LLVMScalableVectorTypeKind => {
            // SAFETY: arrays and vectors have an element type.
            unsupported_type(unsafe { LLVMGetElementType(ty) }, depth + 1)
        }
        LLVMTypeKind::LLVMStructTypeKind => {
            // SAFETY: a struct type; the buffer holds as many types as it has elements.
            let elements = unsafe {
                let n = LLVMCountStructElementTypes(ty) as usize;
                let mut out = vec![std::ptr::null_mut(); n];
                LLVMGetStructElementTypes(ty, out.as_mut_ptr());
                out
            };
            elements
                .into_iter()
                .find_map(|e| unsupported_type(e, depth + 1))
        }
        LLVMTypeKind::LLVMFunctionTypeKind => {
            // SAFETY: a function type; the buffer holds as many types as it has parameters.
            let (ret, params) = unsafe {
                let n = LLVMCountParamTypes(ty) as usize;
                let mut out = vec![std::ptr::null_mut(); n];
                LLVMGetParamTypes(ty, out.as_mut_ptr());
                (LLVMGetReturnType(ty), out)
            };
            std::iter::once(ret)
                .chain(params)
                .find_map(|t| unsupported_type(t, depth + 1))
        }
        _ => None,
    }
}

/// The type of a live value of a module.
fn type_of(v: LLVMValueRef) -> LLVMTypeRef {
    // SAFETY: `v` is a live value of a module the caller borrows.
    unsafe { LLVMTypeOf(v) }
}

/// Whether `ty` is or holds `fp128`.
fn holds_fp128(ty: LLVMTypeRef, depth: u32) -> Option<&'static str> {
    // SAFETY: `ty` is a live type of a module's context.
    match unsafe { LLVMGetTypeKind(ty) } {
        LLVMTypeKind::LLVMFP128TypeKind => Some("fp128"),
        LLVMTypeKind::LLVMArrayTypeKind
        | LLVMTypeKind::LLVMVectorTypeKind
        | LLVMTypeKind::LLVMStructTypeKind
        | LLVMTypeKind::LLVMFunctionTypeKind
            if depth <= MAX_TYPE_DEPTH =>
        {
            element_types(ty)
                .into_iter()
                .find_map(|t| holds_fp128(t, depth + 1))
        }
        _ => None,
    }
}

/// The element, field, or return and parameter types of a composite type.
fn element_types(ty: LLVMTypeRef) -> Vec<LLVMTypeRef> {
    // SAFETY: `ty` is a live type; each query matches its kind, and each
    // buffer holds as many types as the type reports.
    unsafe {
        match LLVMGetTypeKind(ty) {
            LLVMTypeKind::LLVMArrayTypeKind
            | LLVMTypeKind::LLVMVectorTypeKind
            | LLVMTypeKind::LLVMScalableVectorTypeKind => vec![LLVMGetElementType(ty)],
            LLVMTypeKind::LLVMStructTypeKind => {
                let mut out = vec![std::ptr::null_mut(); LLVMCountStructElementTypes(ty) as usize];
                LLVMGetStructElementTypes(ty, out.as_mut_ptr());
                out
            }
            LLVMTypeKind::LLVMFunctionTypeKind => {
                let mut out = vec![std::ptr::null_mut(); LLVMCountParamTypes(ty) as usize];
                LLVMGetParamTypes(ty, out.as_mut_ptr());
                out.push(LLVMGetReturnType(ty));
                out
            }
            _ => Vec::new(),
        }
    }
}

/// Refuses a module that computes with `fp128` for GPU `target`: no GPU has
/// 128-bit floats or the library calls LLVM lowers them to, and its NVPTX
/// and AMDGPU code generators stop the process on them ("unsupported
/// library call operation"). The host compiles them.
pub fn check_gpu_types(m: &Module<'_>, target: &str) -> Result<(), IrError> {
    match scan_types(m, &|t| holds_fp128(t, 0)) {
        None => Ok(()),
        Some((what, _)) => Err(IrError::Llvm(format!(
            "{target}: {what} computes with fp128, which GPUs have no instructions or library \
             calls for"
        ))),
    }
}

/// Refuses the module `name` where a global, a function or an instruction or
/// its operand has a type that nothing after import can handle (target
/// extension types, `x86_amx`, other targets' float types): the IR layer or
/// a code generator would stop on them.
pub(crate) fn check_types(m: &Module<'_>, name: &str) -> Result<(), IrError> {
    match scan_types(m, &|t| unsupported_type(t, 0)) {
        None => Ok(()),
        Some((what, why)) => Err(refuse(
            name,
            format!("{what} has {why}, which gpujit's targets do not take"),
        )),
    }
}

/// The first global, function or instruction (with its operands) whose
/// type `fault` finds fault with, and the fault.
fn scan_types(
    m: &Module<'_>,
    fault: &dyn Fn(LLVMTypeRef) -> Option<&'static str>,
) -> Option<(String, &'static str)> {
    for g in m.get_globals() {
        // SAFETY: `g` is a global variable of `m`.
        let ty = unsafe { LLVMGlobalGetValueType(g.as_value_ref()) };
        if let Some(why) = fault(ty) {
            return Some((format!("global `{}`", g.get_name().to_string_lossy()), why));
        }
    }
    for f in m.get_functions() {
        let fname = f.get_name().to_string_lossy().into_owned();
        // SAFETY: `f` is a function of `m`.
        let ty = unsafe { LLVMGlobalGetValueType(f.as_value_ref()) };
        if let Some(why) = fault(ty) {
            return Some((format!("function `{fname}`"), why));
        }
        for bb in f.get_basic_blocks() {
            let mut inst = bb.get_first_instruction();
            while let Some(i) = inst {
                let v = i.as_value_ref();
                // SAFETY: `v` is an instruction of `m`.
                let operands = unsafe { LLVMGetNumOperands(v) }.max(0) as u32;
                // SAFETY: `v` is an instruction of `m` and `k` is below its operand count.
                let operand = |k: u32| type_of(unsafe { LLVMGetOperand(v, k) });
                let types = std::iter::once(type_of(v)).chain((0..operands).map(operand));
                for t in types {
                    if let Some(why) = fault(t) {
                        return Some((format!("an instruction of `{fname}`"), why));
                    }
                }
                inst = i.get_next_instruction();
            }
        }
    }
    None
}

/// The operands of a metadata node (a `MetadataAsValue`): metadata operands
/// wrapped as values, value operands (constants) unwrapped, null where the
/// node holds null.
fn md_operands(node: LLVMValueRef) -> Vec<LLVMValueRef> {
    // SAFETY: `node` is a live metadata node of a module the caller borrows;
    // the buffer holds as many values as the node has operands.
    unsafe {
        let n = LLVMGetMDNodeNumOperands(node) as usize;
        let mut out = vec![std::ptr::null_mut(); n];
        LLVMGetMDNodeOperands(node, out.as_mut_ptr());
        out
    }
}

fn is_md_node(v: LLVMValueRef) -> bool {
    // SAFETY: `v` is a live value or metadata-as-value.
    !v.is_null() && !unsafe { LLVMIsAMDNode(v) }.is_null()
}

fn is_md_string(v: LLVMValueRef) -> bool {
    // SAFETY: as above.
    !v.is_null() && !unsafe { LLVMIsAMDString(v) }.is_null()
}

fn is_di_location(v: LLVMValueRef) -> bool {
    // SAFETY: `v` wraps metadata (a node), which LLVMValueAsMetadata unwraps.
    is_md_node(v)
        && matches!(
            unsafe { LLVMGetMetadataKind(LLVMValueAsMetadata(v)) },
            LLVMMetadataKind::LLVMDILocationMetadataKind
        )
}

/// Whether a loop property (`!{!"llvm.loop.unroll.count", i32 4}`) has the
/// shape LLVM's loop passes read without checking: a name, then integer
/// constants or (for `followup` properties) further property nodes.
fn loop_property_ok(p: LLVMValueRef, depth: u32) -> bool {
    if is_di_location(p) {
        return true;
    }
    if !is_md_node(p) || depth > 4 {
        return false;
    }
    let ops = md_operands(p);
    let Some((&first, rest)) = ops.split_first() else {
        return false;
    };
    is_md_string(first)
        && rest.iter().all(|&o| {
            // SAFETY: `o` is a live, non-null value.
            (!o.is_null() && !unsafe { LLVMIsAConstantInt(o) }.is_null())
                || (is_md_node(o) && loop_property_ok(o, depth + 1))
        })
}

/// Refuses `!llvm.loop` metadata LLVM's loop passes would read out of
/// bounds (a property node without a name, a name where a number belongs):
/// the verifier does not check it, and a release build crashes on it.
pub(crate) fn check_loop_metadata(m: &Module<'_>, name: &str) -> Result<(), IrError> {
    let key = "llvm.loop";
    // SAFETY: the context is live while `m` is borrowed; the name is `key.len()` bytes.
    let kind = unsafe {
        LLVMGetMDKindIDInContext(m.get_context().raw(), key.as_ptr().cast(), key.len() as u32)
    };
    for f in m.get_functions() {
        for bb in f.get_basic_blocks() {
            let Some(term) = bb.get_terminator() else {
                continue;
            };
            // SAFETY: `term` is a live instruction of `m`.
            let node = unsafe { LLVMGetMetadata(term.as_value_ref(), kind) };
            if node.is_null() {
                continue;
            }
            let ops = md_operands(node);
            if ops.iter().skip(1).any(|&p| !loop_property_ok(p, 0)) {
                return Err(refuse(
                    name,
                    format!(
                        "malformed !llvm.loop metadata in `{}`: each loop property is a node \
                         naming it (!\"llvm.loop...\") followed by integers or property nodes",
                        f.get_name().to_string_lossy()
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// Refuses calls of a `gpujit.*` intrinsic through another function type
/// than its own, and uses of one as a value: lowering gives each a body of
/// its own type and would leave such calls behind.
fn check_intrinsic_uses(f: inkwell::values::FunctionValue<'_>, name: &str) -> Result<(), IrError> {
    let fv = f.as_value_ref();
    // SAFETY: `f` is a function of a module the caller borrows.
    let own = unsafe { LLVMGlobalGetValueType(fv) };
    // SAFETY: as above; every use and user is live while the module is.
    let mut u = unsafe { LLVMGetFirstUse(fv) };
    while !u.is_null() {
        // SAFETY: `u` is a live use of `f`.
        let user = unsafe { LLVMGetUser(u) };
        // SAFETY: `user` is a live value; the call queries apply to call instructions only.
        let ok = unsafe {
            !LLVMIsACallInst(user).is_null()
                && LLVMGetCalledValue(user) == fv
                && LLVMGetCalledFunctionType(user) == own
        };
        if !ok {
            return Err(refuse(
                name,
                format!(
                    "`{}` is used as a value or called through another function type",
                    f.get_name().to_string_lossy()
                ),
            ));
        }
        // SAFETY: `u` is a live use.
        u = unsafe { LLVMGetNextUse(u) };
    }
    Ok(())
}

/// Checks that the parameter list a kernel's `gpujit.params` attribute
/// declares (`declared`) describes its LLVM parameters (`actual`, derived
/// from their types): as many, each of the same kind and size. A list that
/// does not would have launches pass arguments the code does not read.
pub(crate) fn check_params_match(
    name: &str,
    kernel: &str,
    declared: &[Param],
    actual: &[Param],
) -> Result<(), IrError> {
    let mismatch = |detail: String| {
        refuse(
            name,
            format!(
                "kernel `{kernel}`: its {} attribute does not describe its parameters: {detail}",
                crate::import::PARAMS_ATTRIBUTE
            ),
        )
    };
    if declared.len() != actual.len() {
        return Err(mismatch(format!(
            "it lists {}, the function takes {}",
            declared.len(),
            actual.len()
        )));
    }
    for (d, a) in declared.iter().zip(actual) {
        let same = match (d.ty, a.ty) {
            (ParamType::Pointer(_), ParamType::Pointer(_)) => true,
            (ParamType::Scalar(x), ParamType::Scalar(y)) => {
                x.size() == y.size() && x.is_float() == y.is_float()
            }
            (ParamType::Bytes { size: x, .. }, ParamType::Bytes { size: y, .. }) => x == y,
            _ => false,
        };
        if !same {
            return Err(mismatch(format!(
                "`{}` is listed as {}, the function's parameter is {}",
                d.name, d.ty, a.ty
            )));
        }
    }
    Ok(())
}

/// Checks a kernel's parameters as the builder does: records by value of 1
/// to [`MAX_BY_VALUE`] bytes, a multiple of an alignment of 1, 2, 4 or 8.
pub(crate) fn check_params(name: &str, kernel: &str, params: &[Param]) -> Result<(), IrError> {
    for p in params {
        if let ParamType::Bytes { size, align } = p.ty
            && (!matches!(align, 1 | 2 | 4 | 8)
                || size == 0
                || size % align != 0
                || usize::from(size) > MAX_BY_VALUE)
        {
            return Err(refuse(
                name,
                format!(
                    "kernel `{kernel}` parameter `{}`: a by-value record needs 1 to {MAX_BY_VALUE} \
                     bytes, a multiple of its alignment (1, 2, 4 or 8); got {size} bytes aligned \
                     to {align}",
                    p.name
                ),
            ));
        }
    }
    Ok(())
}

/// Whether every byte of a symbol name is one PTX, AMDGPU ELF and the host
/// all take: LLVM's NVPTX printer stops the process on any other
/// ("Symbol name with unsupported characters").
fn symbol_name_ok(name: &[u8]) -> bool {
    name.iter()
        .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'.'))
}

/// A global value's whole name, NUL bytes included (`get_name` stops at the
/// first).
fn full_name<'a>(v: LLVMValueRef) -> &'a [u8] {
    let mut len = 0usize;
    // SAFETY: `v` is a live global value; LLVM returns its name's bytes and
    // length, which live as long as the value (the caller's borrow of the
    // module).
    unsafe {
        let p = LLVMGetValueName2(v, &mut len);
        if p.is_null() {
            &[]
        } else {
            std::slice::from_raw_parts(p.cast::<u8>(), len)
        }
    }
}

/// A launch-bound attribute's value: a whole number from 1 to `u32::MAX`.
fn bound_ok(value: &str) -> bool {
    value.parse::<u32>().is_ok_and(|v| v >= 1)
}

/// Checks the module `name` after NVVM lifting: kernels return `void`, every
/// `gpujit.*` declaration is a known intrinsic with its own type, and no
/// target-specific intrinsic is left.
pub(crate) fn check(m: &Module<'_>, name: &str) -> Result<(), IrError> {
    let ctx = m.get_context();
    let mut foreign = Vec::new();
    let bad_name = |kind: &str, n: &[u8]| {
        refuse(
            name,
            format!(
                "{kind} `{}`: symbol names may hold only letters, digits, `_`, `$` and `.`",
                String::from_utf8_lossy(n).escape_debug()
            ),
        )
    };
    for g in m.get_globals() {
        let n = full_name(g.as_value_ref());
        if !symbol_name_ok(n) {
            return Err(bad_name("global", n));
        }
    }
    for f in m.get_functions() {
        let n = full_name(f.as_value_ref());
        if !symbol_name_ok(n) {
            return Err(bad_name("function", n));
        }
        let fname = f.get_name().to_string_lossy().into_owned();
        for key in [crate::MAX_THREADS_ATTRIBUTE, crate::MIN_BLOCKS_ATTRIBUTE] {
            let value = f
                .get_string_attribute(inkwell::attributes::AttributeLoc::Function, key)
                .map(|a| a.get_string_value().to_string_lossy().into_owned());
            if let Some(v) = value
                && !bound_ok(&v)
            {
                return Err(refuse(
                    name,
                    format!(
                        "`{fname}` has \"{key}\"=\"{}\"; launch bounds are whole numbers from 1 to {}",
                        v.escape_debug(),
                        u32::MAX
                    ),
                ));
            }
        }
        let is_kernel = f
            .get_string_attribute(
                inkwell::attributes::AttributeLoc::Function,
                KERNEL_ATTRIBUTE,
            )
            .is_some();
        if is_kernel && let Some(ret) = f.get_type().get_return_type() {
            return Err(refuse(
                name,
                format!(
                    "kernel `{fname}` returns {}; kernels return void",
                    ret.print_to_string().to_string_lossy()
                ),
            ));
        }
        if fname.starts_with(PREFIX) && f.count_basic_blocks() == 0 {
            let Some(op) = Intrinsic::parse(&fname) else {
                return Err(IrError::UnknownIntrinsic(fname));
            };
            let want = op.signature(ctx);
            if f.get_type() != want {
                return Err(refuse(
                    name,
                    format!(
                        "`{fname}` is declared as `{}`; gpujit's intrinsic is `{}`",
                        f.get_type().print_to_string().to_string_lossy(),
                        want.print_to_string().to_string_lossy()
                    ),
                ));
            }
            check_intrinsic_uses(f, name)?;
        }
        if TARGET_INTRINSICS.iter().any(|p| fname.starts_with(p)) {
            foreign.push(fname);
        }
    }
    if !foreign.is_empty() {
        return Err(refuse(
            name,
            format!(
                "target-specific intrinsics in a portable module: {}; only a module written \
                 for NVPTX (an nvptx triple, ptx_kernel or !nvvm.annotations) has its \
                 llvm.nvvm.* calls lifted",
                foreign.join(", ")
            ),
        ));
    }
    Ok(())
}

/// Checks that LLVM reads back the bitcode it wrote for the module `name`:
/// LLVM writes some attributes it cannot read, and every target starts by
/// reading the portable bitcode.
pub(crate) fn check_round_trip(name: &str, bitcode: &[u8]) -> Result<(), IrError> {
    let ctx = Context::create();
    let buf = MemoryBuffer::create_from_memory_range_copy(bitcode, name);
    Module::parse_bitcode_from_buffer(&buf, &ctx)
        .map(|_| ())
        .map_err(|e| {
            refuse(
                name,
                format!("LLVM cannot read back the bitcode it writes for this module: {e}"),
            )
        })
}

#[cfg(test)]
mod tests {
    use crate::{IrError, PortableModule};
    use inkwell::values::AsValueRef;

    fn refused(ir: &str) -> String {
        match PortableModule::from_ir("m.ll", ir.as_bytes()) {
            Ok(_) => panic!("accepted:\n{ir}"),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn modules_that_would_fail_or_crash_at_compile_are_refused_at_import() {
        // A kernel returning a value.
        let e = refused("define i32 @k() \"gpujit.kernel\" {\n  ret i32 0\n}\n");
        assert!(
            e.contains("kernel `k` returns i32; kernels return void"),
            "{e}"
        );
        // A gpujit intrinsic declared with another type.
        let e = refused(
            "declare i257 @gpujit.grid_dim.x()\n\
             define void @k(ptr addrspace(1) %p) \"gpujit.kernel\" {\n  \
             %g = call i257 @gpujit.grid_dim.x()\n  store i257 %g, ptr addrspace(1) %p\n  \
             ret void\n}\n",
        );
        assert!(
            e.contains("`gpujit.grid_dim.x` is declared as `i257 ()`")
                && e.contains("gpujit's intrinsic is `i32 ()`"),
            "{e}"
        );
        // An NVPTX intrinsic in a module not written for NVPTX: LLVM's host
        // and AMDGPU code generators abort on it.
        let e = refused(
            "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\
             define void @k(ptr addrspace(1) %p) \"gpujit.kernel\" {\n  \
             %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  \
             store i32 %t, ptr addrspace(1) %p\n  ret void\n}\n",
        );
        assert!(
            e.contains(
                "target-specific intrinsics in a portable module: llvm.nvvm.read.ptx.sreg.tid.x"
            ),
            "{e}"
        );
        // An unknown gpujit intrinsic.
        let e = PortableModule::from_ir(
            "m.ll",
            b"declare i32 @gpujit.frobnicate()\n\
              define void @k() \"gpujit.kernel\" {\n  %x = call i32 @gpujit.frobnicate()\n  ret void\n}\n",
        )
        .unwrap_err();
        assert!(
            matches!(e, IrError::UnknownIntrinsic(ref n) if n == "gpujit.frobnicate"),
            "{e}"
        );
        // The same kernels, well formed, are accepted.
        PortableModule::from_ir(
            "m.ll",
            b"declare i32 @gpujit.grid_dim.x()\n\
              define void @k(ptr addrspace(1) %p) \"gpujit.kernel\" {\n  \
              %g = call i32 @gpujit.grid_dim.x()\n  store i32 %g, ptr addrspace(1) %p\n  \
              ret void\n}\n",
        )
        .unwrap();
    }

    #[test]
    fn types_and_parameters_nothing_after_import_takes_are_refused() {
        let e = refused(
            "define void @k(target(\"spirv.Image\") %t, ptr addrspace(1) %p) \"gpujit.kernel\" {\n  ret void\n}\n",
        );
        assert!(
            e.contains(
                "function `k` has a target extension type, which gpujit's targets do not take"
            ),
            "{e}"
        );
        let e = refused(
            "declare target(\"x\") @make()\n\
             define void @k() \"gpujit.kernel\" {\n  %t = call target(\"x\") @make()\n  ret void\n}\n",
        );
        assert!(
            e.contains("function `make` has a target extension type"),
            "{e}"
        );
        // Arrays by value past MAX_BY_VALUE bytes (and past u16 arithmetic).
        let e = refused(
            "define void @k(ptr addrspace(1) %p, [100000 x i64] %big) \"gpujit.kernel\" {\n  ret void\n}\n",
        );
        assert!(
            e.contains("parameter big: [100000 x i64] is 800000 bytes"),
            "{e}"
        );
        let e = refused(
            "define void @k(ptr addrspace(1) %p, [1025 x i32] %a) \"gpujit.kernel\" {\n  ret void\n}\n",
        );
        assert!(e.contains("by-value record needs 1 to 4096 bytes"), "{e}");
        // Parameter lists written in the attribute are held to the same rules.
        for params in ["x:bytes8x0", "x:bytes0x1", "x:bytes4097x1", "x:bytes6x4"] {
            let e = refused(&format!(
                "define void @k(ptr addrspace(1) %p) \"gpujit.kernel\" \"gpujit.params\"=\"{params}\" {{\n  ret void\n}}\n"
            ));
            assert!(e.contains("by-value record needs"), "{params}: {e}");
        }
    }

    #[test]
    fn names_and_launch_bounds_a_code_generator_stops_on_are_refused() {
        for n in ["a-b", "a b", "a@b", "a:b", "a\\01b", "a\\C3\\A9"] {
            let e = refused(&format!(
                "declare void @\"{n}\"()\n\
                 define void @k() \"gpujit.kernel\" {{\n  call void @\"{n}\"()\n  ret void\n}}\n"
            ));
            assert!(
                e.contains("symbol names may hold only letters, digits"),
                "{n}: {e}"
            );
        }
        let e = refused(
            "@\"g-x\" = addrspace(1) global i32 0\ndefine void @k() \"gpujit.kernel\" {\n  ret void\n}\n",
        );
        assert!(e.contains("global `g-x`"), "{e}");
        for v in ["0", "-1", "9223372036854775807", "x", ""] {
            let e = refused(&format!(
                "define void @k() \"gpujit.kernel\" \"gpujit.max_threads\"=\"{v}\" {{\n  ret void\n}}\n"
            ));
            assert!(e.contains("launch bounds are whole numbers"), "{v}: {e}");
        }
        // A NUL inside a name (bitcode can hold one; assembly cannot).
        let ctx = inkwell::context::Context::create();
        let m = crate::import::parse(
            &ctx,
            "n.ll",
            b"define void @k() \"gpujit.kernel\" {\n  ret void\n}\n",
        )
        .unwrap();
        let k = m.get_function("k").unwrap();
        let name = b"k\0x";
        // SAFETY: `k` is a live function of `m`; `name` holds the 3 bytes given.
        unsafe {
            inkwell::llvm_sys::core::LLVMSetValueName2(k.as_value_ref(), name.as_ptr().cast(), 3)
        };
        let bitcode = m.write_bitcode_to_memory();
        let e = PortableModule::from_ir("n.bc", bitcode.as_slice()).unwrap_err();
        assert!(
            e.to_string().contains("function `k\\0x`: symbol names"),
            "{e}"
        );
        // Names NVPTX renames itself, and bounds that parse, are fine.
        PortableModule::from_ir(
            "m.ll",
            b"@.str = internal addrspace(1) global i32 0\n\
              define void @k$1.x() \"gpujit.kernel\" \"gpujit.max_threads\"=\"256\" {\n  ret void\n}\n",
        )
        .unwrap();
    }

    #[test]
    fn malformed_loop_metadata_and_intrinsic_calls_are_refused() {
        let looped = |props: &str| {
            format!(
                "define void @k(ptr addrspace(1) %p) \"gpujit.kernel\" {{\n\
                 entry:\n  br label %l\nl:\n  %i = phi i32 [ 0, %entry ], [ %n, %l ]\n  \
                 %n = add i32 %i, 1\n  %c = icmp ult i32 %n, 8\n  \
                 br i1 %c, label %l, label %e, !llvm.loop !0\ne:\n  ret void\n}}\n\
                 !0 = distinct !{{!0, {props}}}\n!1 = !{{}}\n!2 = !{{!\"llvm.loop.unroll.count\", !\"x\"}}\n\
                 !3 = !{{!\"llvm.loop.unroll.count\", i32 4}}\n!4 = !{{!\"llvm.loop.mustprogress\"}}\n"
            )
        };
        for bad in ["!1", "!2", "!4, !1"] {
            let e = refused(&looped(bad));
            assert!(
                e.contains("malformed !llvm.loop metadata in `k`"),
                "{bad}: {e}"
            );
        }
        PortableModule::from_ir("m.ll", looped("!3, !4").as_bytes()).unwrap();
        let e = refused(
            "declare i32 @gpujit.grid_dim.z()\n\
             define void @k(ptr addrspace(1) %p) \"gpujit.kernel\" {\n  \
             %g = call i63 @gpujit.grid_dim.z()\n  store i63 %g, ptr addrspace(1) %p\n  ret void\n}\n",
        );
        assert!(e.contains("called through another function type"), "{e}");
        let e = refused(
            "declare i32 @gpujit.grid_dim.z()\n\
             define void @k(ptr addrspace(1) %p) \"gpujit.kernel\" {\n  \
             store ptr @gpujit.grid_dim.z, ptr addrspace(1) %p\n  ret void\n}\n",
        );
        assert!(e.contains("is used as a value"), "{e}");
    }

    #[test]
    fn fp128_is_refused_for_gpus_and_taken_for_the_host() {
        let m = PortableModule::from_ir(
            "q.ll",
            b"define void @k(ptr addrspace(1) %p, double %a) \"gpujit.kernel\" {\n  \
              %x = fpext double %a to fp128\n  %r = frem fp128 %x, %x\n  \
              store fp128 %r, ptr addrspace(1) %p\n  ret void\n}\n",
        )
        .unwrap();
        let ctx = inkwell::context::Context::create();
        let loaded = m.load(&ctx).unwrap();
        let e = super::check_gpu_types(&loaded, "nvptx")
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("nvptx: an instruction of `k` computes with fp128"),
            "{e}"
        );
        let plain = crate::build("p", Default::default(), |b| {
            b.kernel("k", &[crate::p::f32("a")], |_, _| {})
        })
        .unwrap();
        super::check_gpu_types(&plain.load(&ctx).unwrap(), "amdgcn").unwrap();
    }

    #[test]
    fn other_targets_float_types_are_refused_at_import() {
        for ty in ["ppc_fp128", "x86_fp80"] {
            let e = refused(&format!(
                "define void @k(ptr addrspace(1) %p, {ty} %d) \"gpujit.kernel\" {{\n  ret void\n}}\n"
            ));
            assert!(e.contains(&format!("function `k` has {ty}")), "{e}");
        }
    }

    #[test]
    fn a_parameter_list_that_does_not_describe_the_function_is_refused() {
        let kernel = |params: &str, args: &str| {
            format!(
                "define void @k({args}) \"gpujit.kernel\" \"gpujit.params\"=\"{params}\" {{\n  ret void\n}}\n"
            )
        };
        for (params, args, says) in [
            (
                "a:f32",
                "float %a, ptr addrspace(1) %p",
                "it lists 1, the function takes 2",
            ),
            (
                "a:f32",
                "i32 %a",
                "`a` is listed as f32, the function's parameter is i32",
            ),
            ("x:*f32", "i64 %x", "`x` is listed as *f32"),
            ("r:bytes8x4", "[4 x i32] %r", "`r` is listed as bytes8x4"),
            // The hang the fuzz suite found: a one-parameter list on a kernel
            // taking an 800 KB array by value.
            (
                "a:f32",
                "ptr addrspace(1) %p, [100000 x i64] %big",
                "is 800000 bytes",
            ),
        ] {
            let e = refused(&kernel(params, args));
            assert!(e.contains(says), "{params} / {args}: {e}");
        }
        for (params, args) in [
            (
                "a:f32;x:*f32;n:u32",
                "float %a, ptr addrspace(1) %x, i32 %n",
            ),
            ("r:bytes16x4", "[4 x i32] %r"),
            ("h:f16;b:bf16;d:f64", "half %h, bfloat %b, double %d"),
        ] {
            PortableModule::from_ir("m.ll", kernel(params, args).as_bytes())
                .unwrap_or_else(|e| panic!("{params} / {args}: {e}"));
        }
    }

    #[test]
    fn bitcode_llvm_cannot_read_back_is_refused_at_import() {
        // A string attribute whose key holds a byte the bitcode reader refuses.
        let e = refused(
            "define void @k(ptr addrspace(1) %p) \"gpujit.kernel\" \"g\\00x\"=\"1\" {\n  ret void\n}\n",
        );
        assert!(e.contains("cannot read back the bitcode"), "{e}");
    }
}
