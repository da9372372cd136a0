//! Portable intrinsics → calls into the host runtime, and the kernel entry wrappers.

use gpujit_ir::inkwell::AddressSpace;
use gpujit_ir::inkwell::module::{Linkage, Module};
use gpujit_ir::inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, FunctionValue};
use gpujit_ir::lower::{LowerCx, Lowering};
use gpujit_ir::{Intrinsic, IrError};

/// Runtime function answering id and size queries: `i32 (i32 what)`.
pub const QUERY_FN: &str = "gpujit_host_query";
/// Runtime function implementing the block barrier: `void ()`.
pub const BARRIER_FN: &str = "gpujit_host_barrier";
/// Suffix of the generated entry wrapper `void <kernel>.gpujit.host(ptr args)`.
pub const ENTRY_SUFFIX: &str = ".gpujit.host";

/// What [`QUERY_FN`] is asked for: thread id x/y/z = 0..3, block id = 3..6,
/// block dim = 6..9, grid dim = 9..12, warp size = 12.
pub fn query_code(op: Intrinsic) -> Option<u32> {
    Some(match op {
        Intrinsic::ThreadId(a) => a.index() as u32,
        Intrinsic::BlockId(a) => 3 + a.index() as u32,
        Intrinsic::BlockDim(a) => 6 + a.index() as u32,
        Intrinsic::GridDim(a) => 9 + a.index() as u32,
        Intrinsic::WarpSize => 12,
        Intrinsic::Barrier => return None,
    })
}

/// The host lowering of every `gpujit.*` intrinsic.
pub struct HostLowering;

impl Lowering for HostLowering {
    fn target(&self) -> &str {
        "host"
    }

    fn intrinsic<'ctx>(
        &self,
        op: Intrinsic,
        cx: &LowerCx<'_, 'ctx>,
    ) -> Result<Option<BasicValueEnum<'ctx>>, IrError> {
        let i32t = cx.ctx.i32_type();
        match query_code(op) {
            Some(code) => {
                let arg = i32t.const_int(u64::from(code), false);
                cx.call(QUERY_FN, i32t.fn_type(&[i32t.into()], false), &[arg.into()])
            }
            None => {
                cx.call(BARRIER_FN, cx.ctx.void_type().fn_type(&[], false), &[])?;
                Ok(None)
            }
        }
    }
}

fn llvm_err(e: impl std::fmt::Display) -> IrError {
    IrError::Llvm(e.to_string())
}

/// Adds `void <kernel>.gpujit.host(ptr args)`: `args[i]` points at the value of
/// parameter `i`; the wrapper loads each and calls the kernel.
pub fn add_entry(module: &Module<'_>, kernel: FunctionValue<'_>) -> Result<String, IrError> {
    let ctx = module.get_context();
    let ptr = ctx.ptr_type(AddressSpace::default());
    let name = format!("{}{ENTRY_SUFFIX}", kernel.get_name().to_string_lossy());
    let f = module.add_function(
        &name,
        ctx.void_type().fn_type(&[ptr.into()], false),
        Some(Linkage::External),
    );
    let b = ctx.create_builder();
    b.position_at_end(ctx.append_basic_block(f, "entry"));
    let args = f
        .get_first_param()
        .ok_or_else(|| llvm_err("entry has no parameter"))?
        .into_pointer_value();
    let mut values: Vec<BasicMetadataValueEnum> = Vec::new();
    for (i, p) in kernel.get_param_iter().enumerate() {
        // SAFETY: inkwell marks GEP unsafe because an out-of-range index is UB in
        // the generated code; the runtime passes exactly one pointer per parameter.
        let slot = unsafe {
            b.build_in_bounds_gep(ptr, args, &[ctx.i64_type().const_int(i as u64, false)], "")
        }
        .map_err(llvm_err)?;
        let vp = b
            .build_load(ptr, slot, "")
            .map_err(llvm_err)?
            .into_pointer_value();
        values.push(b.build_load(p.get_type(), vp, "").map_err(llvm_err)?.into());
    }
    b.build_call(kernel, &values, "").map_err(llvm_err)?;
    b.build_return(None).map_err(llvm_err)?;
    Ok(name)
}
