//! What an imported module must be, beyond what LLVM's verifier checks, for
//! every target to compile it: refused at import with a clear error rather
//! than failing (or ending the process inside LLVM) at compile or load.

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module;

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
    fn bitcode_llvm_cannot_read_back_is_refused_at_import() {
        // A string attribute whose key holds a byte the bitcode reader refuses.
        let e = refused(
            "define void @k(ptr addrspace(1) %p) \"gpujit.kernel\" \"g\\00x\"=\"1\" {\n  ret void\n}\n",
        );
        assert!(e.contains("cannot read back the bitcode"), "{e}");
    }
}
