//! What an imported module must be, beyond what LLVM's verifier checks, for
//! every target to compile it: refused at import with a clear error rather
//! than failing (or ending the process inside LLVM) at compile or load.

use gpujit_device::{MAX_BY_VALUE, Param, ParamType};
use inkwell::context::Context;
use inkwell::llvm_sys::LLVMTypeKind;
use inkwell::llvm_sys::core::{
    LLVMCountParamTypes, LLVMCountStructElementTypes, LLVMGetElementType, LLVMGetNumOperands,
    LLVMGetOperand, LLVMGetParamTypes, LLVMGetReturnType, LLVMGetStructElementTypes,
    LLVMGetTypeKind, LLVMGlobalGetValueType, LLVMTypeOf,
};
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

/// Refuses the module `name` where a global, a function or an instruction or
/// its operand has a type that nothing after import can handle (target
/// extension types, `x86_amx`): the IR layer would stop on them.
pub(crate) fn check_types(m: &Module<'_>, name: &str) -> Result<(), IrError> {
    let bad = |what: String, why: &str| {
        refuse(
            name,
            format!("{what} has {why}, which gpujit's targets do not take"),
        )
    };
    for g in m.get_globals() {
        // SAFETY: `g` is a global variable of `m`.
        let ty = unsafe { LLVMGlobalGetValueType(g.as_value_ref()) };
        if let Some(why) = unsupported_type(ty, 0) {
            return Err(bad(
                format!("global `{}`", g.get_name().to_string_lossy()),
                why,
            ));
        }
    }
    for f in m.get_functions() {
        let fname = f.get_name().to_string_lossy().into_owned();
        // SAFETY: `f` is a function of `m`.
        let ty = unsafe { LLVMGlobalGetValueType(f.as_value_ref()) };
        if let Some(why) = unsupported_type(ty, 0) {
            return Err(bad(format!("function `{fname}`"), why));
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
                    if let Some(why) = unsupported_type(t, 0) {
                        return Err(bad(format!("an instruction of `{fname}`"), why));
                    }
                }
                inst = i.get_next_instruction();
            }
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

/// Checks the module `name` after NVVM lifting: kernels return `void`, every
/// `gpujit.*` declaration is a known intrinsic with its own type, and no
/// target-specific intrinsic is left.
pub(crate) fn check(m: &Module<'_>, name: &str) -> Result<(), IrError> {
    let ctx = m.get_context();
    let mut foreign = Vec::new();
    for f in m.get_functions() {
        let fname = f.get_name().to_string_lossy().into_owned();
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
            "define void @k(ptr addrspace(1) %p, [20 x i32] %a) \"gpujit.kernel\" {\n  ret void\n}\n",
        );
        assert!(e.contains("by-value record needs 1 to 64 bytes"), "{e}");
        // Parameter lists written in the attribute are held to the same rules.
        for params in ["x:bytes8x0", "x:bytes0x1", "x:bytes65x1", "x:bytes6x4"] {
            let e = refused(&format!(
                "define void @k(ptr addrspace(1) %p) \"gpujit.kernel\" \"gpujit.params\"=\"{params}\" {{\n  ret void\n}}\n"
            ));
            assert!(e.contains("by-value record needs"), "{params}: {e}");
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
