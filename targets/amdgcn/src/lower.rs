//! Portable intrinsics → AMDGPU intrinsics (code object v5 implicit arguments).

use gpujit_ir::inkwell::AddressSpace;
use gpujit_ir::inkwell::AtomicOrdering;
use gpujit_ir::inkwell::IntPredicate;
use gpujit_ir::inkwell::values::{BasicValue, BasicValueEnum, IntValue};
use gpujit_ir::lower::{LowerCx, Lowering};
use gpujit_ir::{Intrinsic, IrError, MemScope, ShuffleKind};

/// The module variable holding the grid's synchronisation workspace
/// ([`Intrinsic::GridWorkspace`]): 0, or set by the runtime for the length of
/// a cooperative launch.
pub const GRID_WORKSPACE: &str = "__gpujit_grid_workspace";

/// The AMDGPU lowering of every `gpujit.*` intrinsic for one wave size.
pub struct AmdgcnLowering {
    /// Lanes per wavefront: 64 (GFX9/CDNA) or 32 (RDNA).
    pub wave_size: u32,
    /// The processor, for messages.
    pub arch: &'static str,
    /// Its matrix instructions.
    pub matrix: crate::arch::Matrix,
}

/// An LLVM builder error as an [`IrError`].
pub(crate) fn llvm_err(e: impl std::fmt::Display) -> IrError {
    IrError::Llvm(e.to_string())
}

impl AmdgcnLowering {
    /// Reads an integer of `bits` bits at `offset` of the implicit kernel
    /// arguments (code object v5: block counts at 0/4/8 as u32, group sizes at
    /// 12/14/16 as u16), zero-extended to i32.
    fn implicit_arg<'ctx>(
        &self,
        cx: &LowerCx<'_, 'ctx>,
        offset: u64,
        bits: u32,
    ) -> Result<BasicValueEnum<'ctx>, IrError> {
        let ptr4 = cx.ctx.ptr_type(AddressSpace::from(4u16));
        let base = cx
            .call("llvm.amdgcn.implicitarg.ptr", ptr4.fn_type(&[], false), &[])?
            .ok_or_else(|| llvm_err("implicitarg.ptr returned nothing"))?
            .into_pointer_value();
        let i8t = cx.ctx.i8_type();
        // SAFETY: inkwell marks GEP unsafe only because a wrong offset is UB
        // in the generated code; these offsets are fixed by the code object v5 ABI.
        let p = unsafe {
            cx.builder.build_in_bounds_gep(
                i8t,
                base,
                &[cx.ctx.i64_type().const_int(offset, false)],
                "",
            )
        }
        .map_err(llvm_err)?;
        let ity = if bits == 16 {
            cx.ctx.i16_type()
        } else {
            cx.ctx.i32_type()
        };
        let v = cx.builder.build_load(ity, p, "").map_err(llvm_err)?;
        if let Some(i) = v.as_instruction_value() {
            i.set_alignment(bits / 8).map_err(llvm_err)?;
        }
        let v = v.into_int_value();
        if bits == 32 {
            return Ok(v.into());
        }
        Ok(cx
            .builder
            .build_int_z_extend(v, cx.ctx.i32_type(), "")
            .map_err(llvm_err)?
            .into())
    }

    /// `mbcnt` over a full mask: the lane index within the wave, masked to
    /// the wave size so that LLVM knows its range (and folds the guards of
    /// shuffle source lanes).
    fn lane_id<'ctx>(&self, cx: &LowerCx<'_, 'ctx>) -> Result<IntValue<'ctx>, IrError> {
        let i32t = cx.ctx.i32_type();
        let ty = i32t.fn_type(&[i32t.into(), i32t.into()], false);
        let ones = i32t.const_all_ones();
        let lo = cx.call(
            "llvm.amdgcn.mbcnt.lo",
            ty,
            &[ones.into(), i32t.const_zero().into()],
        )?;
        let mut lane = lo.ok_or_else(|| llvm_err("mbcnt.lo returned nothing"))?;
        if self.wave_size == 64 {
            let hi = cx.call("llvm.amdgcn.mbcnt.hi", ty, &[ones.into(), lane.into()])?;
            lane = hi.ok_or_else(|| llvm_err("mbcnt.hi returned nothing"))?;
        }
        let mask = i32t.const_int(u64::from(self.wave_size - 1), false);
        cx.builder
            .build_and(lane.into_int_value(), mask, "lane")
            .map_err(llvm_err)
    }

    /// The wave's ballot of `pred`, widened to 64 bits.
    fn ballot<'ctx>(
        &self,
        cx: &LowerCx<'_, 'ctx>,
        pred: IntValue<'ctx>,
    ) -> Result<IntValue<'ctx>, IrError> {
        let bt = cx.ctx.bool_type();
        let (name, ty) = if self.wave_size == 64 {
            ("llvm.amdgcn.ballot.i64", cx.ctx.i64_type())
        } else {
            ("llvm.amdgcn.ballot.i32", cx.ctx.i32_type())
        };
        let r = cx.call(name, ty.fn_type(&[bt.into()], false), &[pred.into()])?;
        let r = r
            .ok_or_else(|| llvm_err("ballot returned nothing"))?
            .into_int_value();
        if self.wave_size == 64 {
            return Ok(r);
        }
        cx.builder
            .build_int_z_extend(r, cx.ctx.i64_type(), "")
            .map_err(llvm_err)
    }
}

/// Computes [`ShuffleKind::source_lane`] in IR.
fn source_lane<'ctx>(
    cx: &LowerCx<'_, 'ctx>,
    kind: ShuffleKind,
    lane: IntValue<'ctx>,
    arg: IntValue<'ctx>,
    width: IntValue<'ctx>,
) -> Result<IntValue<'ctx>, IrError> {
    let b = cx.builder;
    let i32t = cx.ctx.i32_type();
    let e = llvm_err;
    let wm1 = b
        .build_int_sub(width, i32t.const_int(1, false), "")
        .map_err(e)?;
    let pos = b.build_and(lane, wm1, "").map_err(e)?;
    let base = b.build_int_sub(lane, pos, "").map_err(e)?;
    let v = match kind {
        ShuffleKind::Idx => b
            .build_int_add(base, b.build_and(arg, wm1, "").map_err(e)?, "")
            .map_err(e)?,
        ShuffleKind::Up => {
            let ok = b
                .build_int_compare(IntPredicate::UGE, pos, arg, "")
                .map_err(e)?;
            let src = b.build_int_sub(lane, arg, "").map_err(e)?;
            b.build_select(ok, src, lane, "")
                .map_err(e)?
                .into_int_value()
        }
        ShuffleKind::Down => {
            let end = b.build_int_add(pos, arg, "").map_err(e)?;
            let ok = b
                .build_int_compare(IntPredicate::ULT, end, width, "")
                .map_err(e)?;
            let src = b.build_int_add(lane, arg, "").map_err(e)?;
            b.build_select(ok, src, lane, "")
                .map_err(e)?
                .into_int_value()
        }
        ShuffleKind::Xor => {
            let src = b.build_xor(lane, arg, "").map_err(e)?;
            let limit = b.build_int_add(base, width, "").map_err(e)?;
            let ok = b
                .build_int_compare(IntPredicate::ULT, src, limit, "")
                .map_err(e)?;
            b.build_select(ok, src, lane, "")
                .map_err(e)?
                .into_int_value()
        }
    };
    Ok(v)
}

/// Name of the zero-sized external LDS array dynamic shared memory starts at.
pub const DYNAMIC_SHARED: &str = "gpujit_dynamic_shared";

impl Lowering for AmdgcnLowering {
    fn target(&self) -> &str {
        "amdgcn"
    }

    fn intrinsic<'ctx>(
        &self,
        op: Intrinsic,
        cx: &LowerCx<'_, 'ctx>,
    ) -> Result<Option<BasicValueEnum<'ctx>>, IrError> {
        let i32t = cx.ctx.i32_type();
        let void = cx.ctx.void_type();
        let nullary = i32t.fn_type(&[], false);
        match op {
            Intrinsic::ThreadId(a) => cx.call(
                &format!("llvm.amdgcn.workitem.id.{}", a.name()),
                nullary,
                &[],
            ),
            Intrinsic::BlockId(a) => cx.call(
                &format!("llvm.amdgcn.workgroup.id.{}", a.name()),
                nullary,
                &[],
            ),
            Intrinsic::GridDim(a) => Ok(Some(self.implicit_arg(cx, 4 * a.index() as u64, 32)?)),
            Intrinsic::BlockDim(a) => Ok(Some(self.implicit_arg(
                cx,
                12 + 2 * a.index() as u64,
                16,
            )?)),
            Intrinsic::Barrier => {
                // Release what this thread wrote, wait for the group, acquire
                // what the others wrote.
                cx.fence(AtomicOrdering::Release, MemScope::Block)?;
                cx.call("llvm.amdgcn.s.barrier", void.fn_type(&[], false), &[])?;
                cx.fence(AtomicOrdering::Acquire, MemScope::Block)?;
                Ok(None)
            }
            Intrinsic::WarpSize => Ok(Some(
                i32t.const_int(u64::from(self.wave_size), false).into(),
            )),
            Intrinsic::LaneId => Ok(Some(self.lane_id(cx)?.into())),
            Intrinsic::Fence(scope) => {
                cx.fence(AtomicOrdering::AcquireRelease, scope)?;
                Ok(None)
            }
            Intrinsic::Shuffle(kind) => {
                let b = cx.builder;
                let (value, arg, width) = (
                    cx.param(0)?.into_int_value(),
                    cx.param(1)?.into_int_value(),
                    cx.param(2)?.into_int_value(),
                );
                let lane = self.lane_id(cx)?;
                let src = source_lane(cx, kind, lane, arg, width)?;
                let addr = b
                    .build_left_shift(src, i32t.const_int(2, false), "")
                    .map_err(llvm_err)?;
                let ty = i32t.fn_type(&[i32t.into(), i32t.into()], false);
                cx.call("llvm.amdgcn.ds.bpermute", ty, &[addr.into(), value.into()])
            }
            Intrinsic::Ballot => {
                let mask = self.ballot(cx, cx.param(0)?.into_int_value())?;
                Ok(Some(mask.into()))
            }
            Intrinsic::Any | Intrinsic::All => {
                let b = cx.builder;
                let mask = self.ballot(cx, cx.param(0)?.into_int_value())?;
                let r = if op == Intrinsic::Any {
                    b.build_int_compare(IntPredicate::NE, mask, cx.ctx.i64_type().const_zero(), "")
                } else {
                    let active = self.ballot(cx, cx.ctx.bool_type().const_all_ones())?;
                    b.build_int_compare(IntPredicate::EQ, mask, active, "")
                };
                Ok(Some(r.map_err(llvm_err)?.into()))
            }
            Intrinsic::Shared(n) => Ok(Some(cx.shared_storage(n)?.as_pointer_value().into())),
            Intrinsic::DynamicShared => Ok(Some(cx.dynamic_shared(DYNAMIC_SHARED).into())),
            Intrinsic::Math(m, w) => cx.math(m, w, crate::devlibs::ocml_name(m, w).as_deref()),
            // OCML's i1 answers NaN for negative arguments; it is odd.
            Intrinsic::Libm(f, w) if f.name() == "cyl_bessel_i1" => {
                let x = cx.param(0)?.into_float_value();
                let t = cx.float_type(w);
                let a = cx
                    .call_intrinsic("llvm.fabs", &[t.into()], &[x.into()])?
                    .ok_or_else(|| llvm_err("fabs returned nothing"))?;
                let v = cx
                    .call(&f.ocml_symbol(w), f.signature(cx.ctx, w), &[a.into()])?
                    .ok_or_else(|| llvm_err("i1 returned nothing"))?;
                cx.call_intrinsic("llvm.copysign", &[t.into()], &[v.into(), x.into()])
            }
            Intrinsic::Libm(f, w) => cx.libm(f, w, &f.ocml_symbol(w)),
            Intrinsic::Printf => crate::io::printf(cx),
            Intrinsic::AssertFail => crate::io::assert_fail(cx),
            Intrinsic::Trap => {
                cx.call_intrinsic("llvm.trap", &[], &[])?;
                Ok(None)
            }
            // The shader clock (s_memtime), and the 100 MHz real-time counter
            // scaled to nanoseconds.
            Intrinsic::Clock => cx.call_intrinsic("llvm.readcyclecounter", &[], &[]),
            Intrinsic::GlobalTimer => {
                let t = cx
                    .call_intrinsic("llvm.readsteadycounter", &[], &[])?
                    .ok_or_else(|| llvm_err("readsteadycounter returned nothing"))?
                    .into_int_value();
                let ns = cx
                    .builder
                    .build_int_mul(t, cx.ctx.i64_type().const_int(10, false), "")
                    .map_err(llvm_err)?;
                Ok(Some(ns.into()))
            }
            // A module variable the runtime sets before a cooperative launch
            // (AMD's hidden arguments have no slot for CUDA's workspace).
            Intrinsic::GridWorkspace => {
                let i64t = cx.ctx.i64_type();
                let g = cx.module.get_global(GRID_WORKSPACE).unwrap_or_else(|| {
                    let g = cx.module.add_global(
                        i64t,
                        Some(gpujit_ir::inkwell::AddressSpace::from(1u16)),
                        GRID_WORKSPACE,
                    );
                    g.set_initializer(&i64t.const_zero());
                    g.set_visibility(gpujit_ir::inkwell::GlobalVisibility::Protected);
                    g
                });
                let v = cx
                    .builder
                    .build_load(i64t, g.as_pointer_value(), "")
                    .map_err(llvm_err)?;
                Ok(Some(v))
            }
            Intrinsic::AsyncCopy16 => {
                gpujit_ir::lower::copy16(cx)?;
                Ok(None)
            }
            Intrinsic::AsyncCommit | Intrinsic::AsyncWait(_) => Ok(None),
            Intrinsic::Texture(t) => gpujit_ir::texture::lower_software(t, cx),
            Intrinsic::Wgmma(w) => Err(gpujit_ir::lower::wgmma_unsupported(
                &format!("amdgcn {}", self.arch),
                w,
            )),
            Intrinsic::WarpMma(w) => Ok(Some(crate::warp_mma::lower(
                self.matrix,
                self.wave_size,
                w,
                cx,
                || self.lane_id(cx),
                || self.ballot(cx, cx.ctx.bool_type().const_all_ones()),
            )?)),
            Intrinsic::Mma(op) => {
                crate::mma::lower(self.arch, self.matrix, self.wave_size, op, cx, || {
                    self.lane_id(cx)
                })
            }
        }
    }
}

/// Points the `llvm.lifetime.start/end` markers of `alloca` at `private`, its
/// replacement in address space 5: LLVM's verifier accepts the markers on an
/// `alloca` only, not on the cast that stands for it once moved. clang emits
/// them for every local array at -O1 and above.
fn retarget_lifetime_markers<'ctx>(
    module: &gpujit_ir::inkwell::module::Module<'ctx>,
    alloca: gpujit_ir::inkwell::values::InstructionValue<'ctx>,
    private: gpujit_ir::inkwell::values::PointerValue<'ctx>,
) -> Result<(), IrError> {
    use gpujit_ir::inkwell::intrinsics::Intrinsic as LlvmIntrinsic;
    use gpujit_ir::inkwell::values::{AnyValueEnum, AsValueRef, InstructionOpcode};
    let mut markers = Vec::new();
    let mut next = alloca.get_first_use();
    while let Some(u) = next {
        next = u.get_next_use();
        let AnyValueEnum::InstructionValue(user) = u.get_user() else {
            continue;
        };
        if user.get_opcode() != InstructionOpcode::Call {
            continue;
        }
        let callee = user
            .get_operand(user.get_num_operands().saturating_sub(1))
            .and_then(|o| o.value())
            .map(|v| {
                v.into_pointer_value()
                    .get_name()
                    .to_string_lossy()
                    .into_owned()
            })
            .unwrap_or_default();
        for which in ["llvm.lifetime.start", "llvm.lifetime.end"] {
            if callee.starts_with(which) {
                markers.push((user, which));
            }
        }
    }
    let b = module.get_context().create_builder();
    for (call, which) in markers {
        let decl = LlvmIntrinsic::find(which)
            .and_then(|f| f.get_declaration(module, &[private.get_type().into()]))
            .ok_or_else(|| llvm_err(format!("no {which} for address space 5")))?;
        b.position_before(&call);
        // The size operand went away in LLVM 22: the marker takes the pointer
        // alone, as the call being replaced does.
        let mut args: Vec<gpujit_ir::inkwell::values::BasicMetadataValueEnum<'ctx>> = Vec::new();
        for k in 0..call.get_num_operands().saturating_sub(1) {
            match call.get_operand(k).and_then(|o| o.value()) {
                Some(v) if v.as_value_ref() == alloca.as_value_ref() => args.push(private.into()),
                Some(v) => args.push(v.into()),
                None => return Err(llvm_err(format!("{which} has an operand that is no value"))),
            }
        }
        b.build_call(decl, &args, "").map_err(llvm_err)?;
        call.erase_from_basic_block();
    }
    Ok(())
}

/// Moves every stack allocation into the private address space (5), where
/// the AMDGPU data layout requires it, behind a cast to a flat pointer as
/// clang emits for HIP. Portable modules are built without a data layout, so
/// their `alloca`s start in address space 0. Must run after the module has
/// the AMDGPU data layout.
pub fn private_allocas(module: &gpujit_ir::inkwell::module::Module<'_>) -> Result<usize, IrError> {
    use gpujit_ir::inkwell::values::InstructionOpcode;
    let ctx = module.get_context();
    let b = ctx.create_builder();
    let mut moved = 0;
    // Collected first: moving one erases its lifetime markers, which may be
    // the instructions that follow it.
    let mut allocas = Vec::new();
    for f in module.get_functions() {
        for bb in f.get_basic_block_iter() {
            let mut inst = bb.get_first_instruction();
            while let Some(i) = inst {
                inst = i.get_next_instruction();
                if i.get_opcode() == InstructionOpcode::Alloca {
                    allocas.push(i);
                }
            }
        }
    }
    for i in allocas {
        let Some(ty) = i.get_allocated_type().ok() else {
            continue;
        };
        let flat = i.get_type().into_pointer_type();
        if flat.get_address_space() != AddressSpace::default() {
            continue;
        }
        b.position_before(&i);
        let private = b.build_alloca(ty, "").map_err(llvm_err)?;
        if private.get_type().get_address_space() != AddressSpace::from(5u16) {
            return Err(llvm_err("the module has no AMDGPU data layout yet"));
        }
        let cast = b
            .build_address_space_cast(private, flat, "")
            .map_err(llvm_err)?;
        let cast_inst = cast
            .as_instruction()
            .ok_or_else(|| llvm_err("cast folded away"))?;
        retarget_lifetime_markers(module, i, private)?;
        i.replace_all_uses_with(&cast_inst);
        i.erase_from_basic_block();
        moved += 1;
    }
    Ok(moved)
}
