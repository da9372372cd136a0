//! Portable intrinsics → calls into the host runtime, and the kernel entry wrappers.

use gpujit_ir::inkwell::AddressSpace;
use gpujit_ir::inkwell::AtomicOrdering;
use gpujit_ir::inkwell::module::{Linkage, Module};
use gpujit_ir::inkwell::types::{AnyTypeEnum, BasicTypeEnum};
use gpujit_ir::inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, FunctionValue};
use gpujit_ir::lower::{LowerCx, Lowering};
use gpujit_ir::{FloatWidth, Intrinsic, IrError, MathOp, ShuffleKind, shared_storage_name};

/// Runtime function answering id and size queries: `i32 (i32 what)`.
pub const QUERY_FN: &str = "gpujit_host_query";
/// Runtime function implementing the block barrier: `void ()`.
pub const BARRIER_FN: &str = "gpujit_host_barrier";
/// Runtime warp shuffle: `i32 (i32 kind, i32 value, i32 arg, i32 width)`.
pub const SHUFFLE_FN: &str = "gpujit_host_shuffle";
/// Runtime warp vote: `i64 (i32 op, i32 pred)`; op 0 ballot, 1 any, 2 all.
pub const VOTE_FN: &str = "gpujit_host_vote";
/// Runtime clocks: `i64 (i32 which)`; 0 a monotonic nanosecond counter, 1
/// nanoseconds since the Unix epoch.
pub const CLOCK_FN: &str = "gpujit_host_clock";
/// Runtime grid synchronisation workspace of the launch: `i64 ()`, 0 outside
/// a cooperative launch.
pub const GRID_WORKSPACE_FN: &str = "gpujit_host_grid_workspace";
/// Runtime poll of a block that may spin on other blocks: `void ()` (see
/// [`insert_polls`]).
pub const POLL_FN: &str = "gpujit_host_poll";
/// Runtime base of the block's shared memory: `ptr ()`.
pub const SHARED_FN: &str = "gpujit_host_shared";
/// Generated function returning the module's static shared bytes: `i64 ()`.
pub const STATIC_SHARED_FN: &str = "gpujit_host_static_shared_bytes";
/// Suffix of the generated entry wrapper `void <kernel>.gpujit.host(ptr args)`.
pub const ENTRY_SUFFIX: &str = ".gpujit.host";
/// Runtime device `printf`: `i32 (ptr format, ptr args, i32 args_bytes)`.
pub const PRINTF_FN: &str = "gpujit_host_printf";
/// Runtime failed `assert`: `void (ptr condition, ptr file, i32 line, ptr function)`.
pub const ASSERT_FN: &str = "gpujit_host_assert";
/// Runtime `__trap()`: `void ()`.
pub const TRAP_FN: &str = "gpujit_host_trap";
/// Runtime functions whose use makes a module run its threads cooperatively
/// (those that stop a thread for good need a coroutine to leave).
pub const COOPERATIVE_FNS: [&str; 7] = [
    BARRIER_FN,
    POLL_FN,
    SHUFFLE_FN,
    VOTE_FN,
    crate::mma::MMA_FN,
    ASSERT_FN,
    TRAP_FN,
];

/// What [`QUERY_FN`] is asked for: thread id x/y/z = 0..3, block id = 3..6,
/// block dim = 6..9, grid dim = 9..12, warp size = 12, lane id = 13.
pub fn query_code(op: Intrinsic) -> Option<u32> {
    Some(match op {
        Intrinsic::ThreadId(a) => a.index() as u32,
        Intrinsic::BlockId(a) => 3 + a.index() as u32,
        Intrinsic::BlockDim(a) => 6 + a.index() as u32,
        Intrinsic::GridDim(a) => 9 + a.index() as u32,
        Intrinsic::WarpSize => 12,
        Intrinsic::LaneId => 13,
        _ => return None,
    })
}

/// Code of a shuffle kind for [`SHUFFLE_FN`].
pub fn shuffle_code(k: ShuffleKind) -> u32 {
    ShuffleKind::ALL.iter().position(|x| *x == k).unwrap_or(0) as u32
}

/// The host lowering of every `gpujit.*` intrinsic.
pub struct HostLowering;

/// A module's static shared arrays laid out one after another in each block's
/// shared memory; dynamic shared memory follows them.
pub struct SharedLayout {
    /// Byte offset of each static shared array, by number.
    pub offsets: Vec<(u32, u64)>,
    /// Bytes of each static shared array, in the order of `offsets`.
    pub sizes: Vec<u64>,
    /// Bytes of static shared memory, rounded up to 16.
    pub static_bytes: u64,
}

fn llvm_err(e: impl std::fmt::Display) -> IrError {
    IrError::Llvm(e.to_string())
}

pub(crate) fn type_size(t: BasicTypeEnum<'_>) -> u64 {
    match t {
        BasicTypeEnum::ArrayType(a) => u64::from(a.len()) * type_size(a.get_element_type()),
        BasicTypeEnum::IntType(i) => u64::from(i.get_bit_width()).div_ceil(8),
        BasicTypeEnum::FloatType(f) => match f.get_context().f32_type() == f {
            true => 4,
            false if f == f.get_context().f64_type() => 8,
            false => 2,
        },
        BasicTypeEnum::VectorType(v) => u64::from(v.get_size()) * type_size(v.get_element_type()),
        _ => 8,
    }
}

impl SharedLayout {
    /// Lays out the static shared arrays of `module`.
    pub fn of(module: &Module<'_>) -> Self {
        let mut offsets = Vec::new();
        let mut sizes = Vec::new();
        let mut at = 0u64;
        for n in 0.. {
            let Some(g) = module.get_global(&shared_storage_name(n)) else {
                break;
            };
            let size = match g.get_value_type() {
                AnyTypeEnum::ArrayType(a) => type_size(a.into()),
                _ => 8,
            };
            at = at.next_multiple_of(16);
            offsets.push((n, at));
            sizes.push(size);
            at += size;
        }
        SharedLayout {
            offsets,
            sizes,
            static_bytes: at.next_multiple_of(16),
        }
    }
}

impl HostLowering {
    fn shared_at<'ctx>(
        &self,
        cx: &LowerCx<'_, 'ctx>,
        offset: u64,
    ) -> Result<BasicValueEnum<'ctx>, IrError> {
        let ptr0 = cx.ctx.ptr_type(AddressSpace::default());
        let base = cx
            .call(SHARED_FN, ptr0.fn_type(&[], false), &[])?
            .ok_or_else(|| llvm_err("no shared base"))?;
        let i8t = cx.ctx.i8_type();
        // SAFETY: inkwell marks GEP unsafe because an out-of-range offset is UB in the
        // generated code; the offsets come from this module's own shared layout.
        let p = unsafe {
            cx.builder.build_gep(
                i8t,
                base.into_pointer_value(),
                &[cx.ctx.i64_type().const_int(offset, false)],
                "",
            )
        }
        .map_err(llvm_err)?;
        let p3 = cx
            .builder
            .build_address_space_cast(p, cx.ctx.ptr_type(AddressSpace::from(3u16)), "")
            .map_err(llvm_err)?;
        Ok(p3.into())
    }
}

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
        let b = cx.builder;
        if let Some(code) = query_code(op) {
            let arg = i32t.const_int(u64::from(code), false);
            return cx.call(QUERY_FN, i32t.fn_type(&[i32t.into()], false), &[arg.into()]);
        }
        match op {
            Intrinsic::Barrier => {
                cx.call(BARRIER_FN, cx.ctx.void_type().fn_type(&[], false), &[])?;
                Ok(None)
            }
            Intrinsic::Printf | Intrinsic::AssertFail | Intrinsic::Trap => {
                let name = match op {
                    Intrinsic::Printf => PRINTF_FN,
                    Intrinsic::AssertFail => ASSERT_FN,
                    _ => TRAP_FN,
                };
                let ty = op.signature(cx.ctx);
                let args: Vec<_> = (0..ty.count_param_types())
                    .map(|i| cx.param(i).map(Into::into))
                    .collect::<Result<_, _>>()?;
                cx.call(name, ty, &args)
            }
            Intrinsic::Fence(_) => {
                b.build_fence(AtomicOrdering::SequentiallyConsistent, false, "")
                    .map_err(llvm_err)?;
                Ok(None)
            }
            Intrinsic::Shuffle(kind) => {
                let code = i32t.const_int(u64::from(shuffle_code(kind)), false);
                let args: [BasicMetadataValueEnum; 4] = [
                    code.into(),
                    cx.param(0)?.into(),
                    cx.param(1)?.into(),
                    cx.param(2)?.into(),
                ];
                cx.call(SHUFFLE_FN, i32t.fn_type(&[i32t.into(); 4], false), &args)
            }
            Intrinsic::Ballot | Intrinsic::Any | Intrinsic::All => {
                let code = match op {
                    Intrinsic::Ballot => 0,
                    Intrinsic::Any => 1,
                    _ => 2,
                };
                let pred = b
                    .build_int_z_extend(cx.param(0)?.into_int_value(), i32t, "")
                    .map_err(llvm_err)?;
                let i64t = cx.ctx.i64_type();
                let r = cx.call(
                    VOTE_FN,
                    i64t.fn_type(&[i32t.into(), i32t.into()], false),
                    &[i32t.const_int(code, false).into(), pred.into()],
                )?;
                let r = r
                    .ok_or_else(|| llvm_err("vote returned nothing"))?
                    .into_int_value();
                if op == Intrinsic::Ballot {
                    return Ok(Some(r.into()));
                }
                let t = b
                    .build_int_compare(
                        gpujit_ir::inkwell::IntPredicate::NE,
                        r,
                        i64t.const_zero(),
                        "",
                    )
                    .map_err(llvm_err)?;
                Ok(Some(t.into()))
            }
            Intrinsic::Shared(n) => {
                let off = SharedLayout::of(cx.module)
                    .offsets
                    .iter()
                    .find(|(k, _)| *k == n)
                    .map(|(_, o)| *o)
                    .ok_or_else(|| llvm_err(format!("shared array {n} has no storage")))?;
                Ok(Some(self.shared_at(cx, off)?))
            }
            Intrinsic::DynamicShared => Ok(Some(
                self.shared_at(cx, SharedLayout::of(cx.module).static_bytes)?,
            )),
            Intrinsic::Clock | Intrinsic::GlobalTimer => {
                let which = u64::from(op == Intrinsic::GlobalTimer);
                cx.call(
                    CLOCK_FN,
                    cx.ctx.i64_type().fn_type(&[i32t.into()], false),
                    &[i32t.const_int(which, false).into()],
                )
            }
            Intrinsic::GridWorkspace => cx.call(
                GRID_WORKSPACE_FN,
                cx.ctx.i64_type().fn_type(&[], false),
                &[],
            ),
            Intrinsic::Math(MathOp::Rsqrt, w) => {
                let t = cx.float_type(w);
                let s = cx
                    .math(MathOp::Sqrt, w, None)?
                    .ok_or_else(|| llvm_err("sqrt returned nothing"))?;
                Ok(Some(
                    b.build_float_div(t.const_float(1.0), s.into_float_value(), "")
                        .map_err(llvm_err)?
                        .into(),
                ))
            }
            Intrinsic::Math(m, w) => {
                // libm where LLVM has no intrinsic: tanf/tan, tanhf/tanh, erff/erf.
                let libm = m.llvm_intrinsic().is_none().then(|| {
                    format!(
                        "{}{}",
                        m.name(),
                        if w == FloatWidth::F32 { "f" } else { "" }
                    )
                });
                cx.math(m, w, libm.as_deref())
            }
            Intrinsic::Libm(f, w) => cx.libm(f, w, &f.host_symbol(w)),
            Intrinsic::Mma(op) => crate::mma::lower(op, cx),
            Intrinsic::WarpMma(w) => Ok(Some(gpujit_ir::mma::warp::lower_lanes(w, cx)?)),
            Intrinsic::AsyncCopy16 => {
                gpujit_ir::lower::copy16(cx)?;
                Ok(None)
            }
            Intrinsic::AsyncCommit | Intrinsic::AsyncWait(_) => Ok(None),
            Intrinsic::Texture(t) => gpujit_ir::texture::lower_software(t, cx),
            Intrinsic::Wgmma(w) => Err(gpujit_ir::lower::wgmma_unsupported("host", w)),
            other => Err(IrError::UnknownIntrinsic(other.name())),
        }
    }
}

/// Adds `i64 gpujit_host_static_shared_bytes()` and removes the shared
/// arrays' storage globals, which the host replaces with per-block memory.
pub fn finish_shared(module: &Module<'_>) -> Result<(), IrError> {
    use gpujit_ir::inkwell::values::AsValueRef;
    let layout = SharedLayout::of(module);
    let ctx = module.get_context();
    let i64t = ctx.i64_type();
    let f = module.add_function(
        STATIC_SHARED_FN,
        i64t.fn_type(&[], false),
        Some(Linkage::External),
    );
    let b = ctx.create_builder();
    b.position_at_end(ctx.append_basic_block(f, "entry"));
    b.build_return(Some(&i64t.const_int(layout.static_bytes, false)))
        .map_err(llvm_err)?;
    for (n, _) in &layout.offsets {
        if let Some(g) = module.get_global(&shared_storage_name(*n)) {
            // SAFETY: `g` is a live global of `module`; LLVMGetFirstUse only reads its use list.
            if !unsafe { gpujit_ir::inkwell::llvm_sys::core::LLVMGetFirstUse(g.as_value_ref()) }
                .is_null()
            {
                return Err(llvm_err(format!(
                    "shared array {n} is still referenced after lowering"
                )));
            }
            // SAFETY: the global has no uses left (checked above), so deleting it
            // leaves no dangling references.
            unsafe { g.delete() };
        }
    }
    Ok(())
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

/// Runtime bounds check of checked mode:
/// `ptr addrspace(1) (ptr addrspace(1) p, i64 bytes, i32 is_store)`.
pub const CHECK_FN: &str = "gpujit_host_check";

/// In a module that reads the grid workspace (cooperative groups' grid barrier), a call
/// of [`POLL_FN`] after every volatile or atomic load and compare-and-swap: the
/// instructions a block spins on while it waits for other blocks. Returns how many were
/// added.
pub fn insert_polls(module: &Module<'_>) -> Result<usize, IrError> {
    use gpujit_ir::inkwell::values::InstructionOpcode;
    if module.get_function(GRID_WORKSPACE_FN).is_none() {
        return Ok(0);
    }
    let ctx = module.get_context();
    let poll = module.get_function(POLL_FN).unwrap_or_else(|| {
        module.add_function(
            POLL_FN,
            ctx.void_type().fn_type(&[], false),
            Some(Linkage::External),
        )
    });
    let b = ctx.create_builder();
    let mut count = 0;
    for f in module.get_functions() {
        for bb in f.get_basic_block_iter() {
            let mut inst = bb.get_first_instruction();
            while let Some(i) = inst {
                inst = i.get_next_instruction();
                let spins = match i.get_opcode() {
                    InstructionOpcode::Load => {
                        i.get_volatile().unwrap_or(false)
                            || i.get_atomic_ordering()
                                .is_ok_and(|o| o != AtomicOrdering::NotAtomic)
                    }
                    InstructionOpcode::AtomicCmpXchg => true,
                    _ => false,
                };
                if !spins {
                    continue;
                }
                match inst {
                    Some(next) => b.position_before(&next),
                    None => b.position_at_end(bb),
                }
                b.build_call(poll, &[], "").map_err(llvm_err)?;
                count += 1;
            }
        }
    }
    Ok(count)
}

/// Checked mode: routes the address of every global-memory load, store and
/// atomic through [`CHECK_FN`], which validates it against the live buffers
/// and diverts a bad access to a scratch slot after recording it.
pub fn instrument_bounds<'ctx>(module: &Module<'ctx>) -> Result<usize, IrError> {
    use gpujit_ir::inkwell::values::{InstructionOpcode, Operand};
    let ctx = module.get_context();
    let global = ctx.ptr_type(AddressSpace::from(1u16));
    let (i64t, i32t) = (ctx.i64_type(), ctx.i32_type());
    let check = module.get_function(CHECK_FN).unwrap_or_else(|| {
        module.add_function(
            CHECK_FN,
            global.fn_type(&[global.into(), i64t.into(), i32t.into()], false),
            Some(Linkage::External),
        )
    });
    let b = ctx.create_builder();
    let mut count = 0;
    for f in module.get_functions() {
        if f == check {
            continue;
        }
        for bb in f.get_basic_block_iter() {
            let mut inst = bb.get_first_instruction();
            while let Some(i) = inst {
                inst = i.get_next_instruction();
                let (ptr_index, value_index, store) = match i.get_opcode() {
                    InstructionOpcode::Load => (0, None, 0),
                    InstructionOpcode::Store => (1, Some(0), 1),
                    InstructionOpcode::AtomicRMW => (0, Some(1), 1),
                    InstructionOpcode::AtomicCmpXchg => (0, Some(1), 1),
                    _ => continue,
                };
                let Some(Operand::Value(BasicValueEnum::PointerValue(p))) =
                    i.get_operand(ptr_index)
                else {
                    continue;
                };
                if p.get_type().get_address_space() != AddressSpace::from(1u16) {
                    continue;
                }
                let bytes = match value_index {
                    None => match i.get_type() {
                        AnyTypeEnum::IntType(t) => type_size(t.into()),
                        AnyTypeEnum::FloatType(t) => type_size(t.into()),
                        AnyTypeEnum::VectorType(t) => type_size(t.into()),
                        AnyTypeEnum::ArrayType(t) => type_size(t.into()),
                        _ => 8,
                    },
                    Some(v) => match i.get_operand(v) {
                        Some(Operand::Value(val)) => type_size(val.get_type()),
                        _ => 8,
                    },
                };
                b.position_before(&i);
                let args: [BasicMetadataValueEnum; 3] = [
                    p.into(),
                    i64t.const_int(bytes, false).into(),
                    i32t.const_int(store, false).into(),
                ];
                let checked = b.build_call(check, &args, "").map_err(llvm_err)?;
                let checked = checked
                    .try_as_basic_value()
                    .basic()
                    .ok_or_else(|| llvm_err("bounds check returned nothing"))?;
                if !i.set_operand(ptr_index, checked) {
                    return Err(llvm_err("cannot replace an address operand"));
                }
                count += 1;
            }
        }
    }
    Ok(count)
}
