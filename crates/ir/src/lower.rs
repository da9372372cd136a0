//! The machinery every target uses to turn a portable module into its own IR:
//! give each `gpujit.*` declaration a body, optimise, check, emit.
//!
//! A target implements [`Lowering::intrinsic`]; [`define_intrinsics`] turns every
//! declared `gpujit.*` function into a private, always-inline function whose
//! body the target built, so optimisation (even at `-O0`, whose pipeline keeps
//! the always-inliner) dissolves the calls. [`check_lowered`] then proves that
//! none survived.

use std::sync::Once;
use std::time::{Duration, Instant};

mod machines;
pub use machines::{Machine, ReuseStats, machine, reuse_enabled, set_reuse, set_reuse_for_thread};

use inkwell::OptimizationLevel;
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::context::ContextRef;
use inkwell::module::{Linkage, Module};
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{
    CodeModel, FileType, InitializationConfig, RelocMode, Target, TargetMachine, TargetTriple,
};
use inkwell::values::Operand;
use inkwell::values::{BasicValueEnum, FunctionValue, InstructionOpcode};

use crate::{Intrinsic, IrError, KERNEL_ATTRIBUTE, PREFIX};

/// What a target's lowering sees while building one intrinsic's body.
pub struct LowerCx<'a, 'ctx> {
    /// The module being lowered.
    pub module: &'a Module<'ctx>,
    /// A builder positioned in the intrinsic's (empty) body.
    pub builder: &'a Builder<'ctx>,
    /// The module's context.
    pub ctx: ContextRef<'ctx>,
    /// The intrinsic's function, whose parameters are its operands.
    pub function: FunctionValue<'ctx>,
}

impl<'ctx> LowerCx<'_, 'ctx> {
    /// Operand `i` of the intrinsic.
    pub fn param(&self, i: u32) -> Result<BasicValueEnum<'ctx>, IrError> {
        self.function.get_nth_param(i).ok_or_else(|| {
            IrError::Llvm(format!(
                "{} has no operand {i}",
                self.function.get_name().to_string_lossy()
            ))
        })
    }

    /// Calls an overloaded LLVM intrinsic (`llvm.fma`, `llvm.sqrt`, ...) for the given types.
    pub fn call_intrinsic(
        &self,
        name: &str,
        types: &[inkwell::types::BasicTypeEnum<'ctx>],
        args: &[inkwell::values::BasicMetadataValueEnum<'ctx>],
    ) -> Result<Option<BasicValueEnum<'ctx>>, IrError> {
        let f = inkwell::intrinsics::Intrinsic::find(name)
            .and_then(|i| i.get_declaration(self.module, types))
            .ok_or_else(|| IrError::Llvm(format!("LLVM has no intrinsic {name} for {types:?}")))?;
        let call = self
            .builder
            .build_call(f, args, "")
            .map_err(|e| IrError::Llvm(e.to_string()))?;
        Ok(call.try_as_basic_value().basic())
    }

    /// Builds a fence of `ordering` at the portable `scope` (renamed per target
    /// by [`remap_sync_scopes`]).
    pub fn fence(
        &self,
        ordering: inkwell::AtomicOrdering,
        scope: crate::MemScope,
    ) -> Result<(), IrError> {
        let f = self
            .builder
            .build_fence(ordering, false, "")
            .map_err(|e| IrError::Llvm(e.to_string()))?;
        set_sync_scope(f, scope.portable_syncscope())
    }

    /// The float type of a math intrinsic's width.
    pub fn float_type(&self, w: crate::FloatWidth) -> inkwell::types::FloatType<'ctx> {
        w.llvm_type(self.ctx)
    }

    /// The body of a math intrinsic: a call to `library` (a libdevice, ocml or
    /// libm function of the same signature) when given, else to the LLVM
    /// intrinsic computing `op`.
    pub fn math(
        &self,
        op: crate::MathOp,
        w: crate::FloatWidth,
        library: Option<&str>,
    ) -> Result<Option<BasicValueEnum<'ctx>>, IrError> {
        let t = self.float_type(w);
        let args: Vec<inkwell::values::BasicMetadataValueEnum<'ctx>> = (0..op.arity() as u32)
            .map(|i| self.param(i).map(Into::into))
            .collect::<Result<_, _>>()?;
        match library {
            Some(name) => {
                let params = vec![t.into(); op.arity()];
                self.call(name, t.fn_type(&params, false), &args)
            }
            None => {
                let name = op.llvm_intrinsic().ok_or_else(|| {
                    IrError::UnknownIntrinsic(format!("{} has no LLVM intrinsic", op.name()))
                })?;
                self.call_intrinsic(name, &[t.into()], &args)
            }
        }
    }

    /// The body of a C math library function: a call of `symbol`, the
    /// target library's function of the same meaning.
    pub fn libm(
        &self,
        f: crate::LibmFn,
        w: crate::FloatWidth,
        symbol: &str,
    ) -> Result<Option<BasicValueEnum<'ctx>>, IrError> {
        let args: Vec<inkwell::values::BasicMetadataValueEnum<'ctx>> = (0..f.arity() as u32)
            .map(|i| self.param(i).map(Into::into))
            .collect::<Result<_, _>>()?;
        self.call(symbol, f.signature(self.ctx, w), &args)
    }

    /// The zero-sized `extern` shared array named `name` that dynamic shared
    /// memory starts at (created on first use, 16-byte aligned).
    pub fn dynamic_shared(&self, name: &str) -> inkwell::values::PointerValue<'ctx> {
        let g = self.module.get_global(name).unwrap_or_else(|| {
            let ty = self.ctx.i8_type().array_type(0);
            let g = self
                .module
                .add_global(ty, Some(inkwell::AddressSpace::from(3u16)), name);
            g.set_linkage(Linkage::External);
            g.set_alignment(16);
            g
        });
        g.as_pointer_value()
    }

    /// The storage global of static shared array `n`.
    pub fn shared_storage(&self, n: u32) -> Result<inkwell::values::GlobalValue<'ctx>, IrError> {
        let name = crate::intrinsics::shared_storage_name(n);
        self.module
            .get_global(&name)
            .ok_or_else(|| IrError::Llvm(format!("shared array storage {name} is missing")))
    }
    /// Declares (once) and calls an external function or LLVM intrinsic by name,
    /// e.g. `llvm.nvvm.read.ptx.sreg.tid.x`, returning its value if any. A
    /// name in LLVM's `llvm.` namespace that is not one of this LLVM's
    /// intrinsics (one renamed or removed by a newer LLVM) is an error here,
    /// not an unresolved symbol in the target's output.
    pub fn call(
        &self,
        name: &str,
        ty: inkwell::types::FunctionType<'ctx>,
        args: &[inkwell::values::BasicMetadataValueEnum<'ctx>],
    ) -> Result<Option<BasicValueEnum<'ctx>>, IrError> {
        if name.starts_with("llvm.") && inkwell::intrinsics::Intrinsic::find(name).is_none() {
            return Err(IrError::Llvm(format!(
                "LLVM {} has no intrinsic {name}",
                crate::LLVM_VERSION
            )));
        }
        let f = self
            .module
            .get_function(name)
            .unwrap_or_else(|| self.module.add_function(name, ty, Some(Linkage::External)));
        let call = self
            .builder
            .build_call(f, args, "")
            .map_err(|e| IrError::Llvm(e.to_string()))?;
        Ok(call.try_as_basic_value().basic())
    }
}

/// The body of [`Intrinsic::AsyncCopy16`] where copies are synchronous: one
/// 16-byte load and store.
pub fn copy16(cx: &LowerCx<'_, '_>) -> Result<(), IrError> {
    let b = cx.builder;
    let e = |x: inkwell::builder::BuilderError| IrError::Llvm(x.to_string());
    let v4 = cx.ctx.i32_type().vec_type(4);
    let x = b
        .build_load(v4, cx.param(1)?.into_pointer_value(), "")
        .map_err(e)?;
    if let Some(i) = inkwell::values::BasicValue::as_instruction_value(&x) {
        i.set_alignment(16)
            .map_err(|m| IrError::Llvm(m.to_string()))?;
    }
    let st = b
        .build_store(cx.param(0)?.into_pointer_value(), x)
        .map_err(e)?;
    st.set_alignment(16)
        .map_err(|m| IrError::Llvm(m.to_string()))?;
    Ok(())
}

/// The error of a warpgroup intrinsic on a target other than NVIDIA sm_90a.
pub fn wgmma_unsupported(target: &str, op: crate::mma::WgmmaOp) -> IrError {
    IrError::MmaUnsupported {
        target: target.to_string(),
        kind: format!("{} (NVIDIA sm_90a only)", op.describe()),
        supported: Vec::new(),
    }
}

/// A target's implementation of the portable intrinsics.
pub trait Lowering {
    /// Target name for messages (`nvptx`, `amdgcn`, `host`).
    fn target(&self) -> &str;

    /// Builds the body of `op` at `cx.builder`, returning its result (None for void ops).
    fn intrinsic<'ctx>(
        &self,
        op: Intrinsic,
        cx: &LowerCx<'_, 'ctx>,
    ) -> Result<Option<BasicValueEnum<'ctx>>, IrError>;
}

/// Gives every `gpujit.*` declaration in `module` a body from `lowering`.
/// The declarations' `convergent` marks come from [`mark_convergent`], run
/// first.
pub fn define_intrinsics(module: &Module<'_>, lowering: &dyn Lowering) -> Result<(), IrError> {
    let ctx = module.get_context();
    let always_inline =
        ctx.create_enum_attribute(Attribute::get_named_enum_kind_id("alwaysinline"), 0);
    let mut unknown = Vec::new();
    for f in module.get_functions() {
        let name = f.get_name().to_string_lossy().into_owned();
        if !name.starts_with(PREFIX) || f.count_basic_blocks() > 0 {
            continue;
        }
        let Some(op) = Intrinsic::parse(&name) else {
            unknown.push(name);
            continue;
        };
        let builder = ctx.create_builder();
        let entry = ctx.append_basic_block(f, "entry");
        builder.position_at_end(entry);
        let cx = LowerCx {
            module,
            builder: &builder,
            ctx,
            function: f,
        };
        let value = lowering.intrinsic(op, &cx)?;
        let ret = match value {
            Some(v) => builder.build_return(Some(&v)),
            None => builder.build_return(None),
        };
        ret.map_err(|e| IrError::Llvm(e.to_string()))?;
        f.set_linkage(Linkage::Private);
        f.add_attribute(AttributeLoc::Function, always_inline);
    }
    if !unknown.is_empty() {
        return Err(IrError::UnknownIntrinsic(unknown.join(", ")));
    }
    Ok(())
}

/// Marks every function the module defines `convergent`, as clang does for
/// CUDA and HIP code, and every declared cross-lane `gpujit.*` operation.
/// A function calling a barrier or a shuffle is itself convergent: without
/// the mark, passes may duplicate a call to it (or, once inlined, the
/// operation) into divergent branches. LLVM drops the mark again from
/// functions that contain no convergent operation.
pub fn mark_convergent(module: &Module<'_>) {
    for f in module.get_functions() {
        let name = f.get_name().to_string_lossy();
        let convergent = match Intrinsic::parse(&name) {
            Some(op) => op.is_convergent(),
            None => f.count_basic_blocks() > 0,
        };
        if convergent {
            crate::intrinsics::add_function_attribute(f, "convergent");
        }
    }
}

/// The kernels of a portable module, in definition order.
pub fn kernels<'ctx>(module: &Module<'ctx>) -> Vec<FunctionValue<'ctx>> {
    module
        .get_functions()
        .filter(|f| {
            f.get_string_attribute(AttributeLoc::Function, KERNEL_ATTRIBUTE)
                .is_some()
        })
        .collect()
}

/// The `syncscope` of an atomic instruction or fence (`""` is the system
/// scope), `None` for any other instruction.
pub fn sync_scope(inst: inkwell::values::InstructionValue<'_>) -> Option<String> {
    use inkwell::values::AsValueRef;
    // SAFETY: an `InstructionValue` borrows its context, so the instruction is live.
    unsafe { gpujit_lld::llvm_ext::sync_scope(inst.as_value_ref().cast()) }
}

/// Removes type-based alias metadata from every instruction of `module`;
/// returns how many instructions had some.
pub fn strip_tbaa(module: &inkwell::module::Module<'_>) -> usize {
    // SAFETY: a `Module` borrows its context, so the module is live.
    unsafe { gpujit_lld::llvm_ext::strip_tbaa(module.as_mut_ptr().cast()) }
}

/// Sets the `syncscope` of an atomic instruction or fence (`""` keeps the
/// system scope).
pub fn set_sync_scope(
    inst: inkwell::values::InstructionValue<'_>,
    name: &str,
) -> Result<(), IrError> {
    use inkwell::values::AsValueRef;
    if name.is_empty() && sync_scope(inst).is_some_and(|s| s.is_empty()) {
        return Ok(());
    }
    // SAFETY: an `InstructionValue` borrows its context, so the instruction is live.
    if unsafe { gpujit_lld::llvm_ext::set_sync_scope(inst.as_value_ref().cast(), name) } {
        Ok(())
    } else {
        Err(IrError::Llvm(format!(
            "cannot set syncscope {name:?} on a {:?}",
            inst.get_opcode()
        )))
    }
}

/// Renames the `syncscope` of every atomic instruction and fence through
/// `map`, which receives the portable scope name (see
/// [`crate::MemScope::portable_syncscope`]) and returns the target's.
pub fn remap_sync_scopes(
    module: &Module<'_>,
    map: impl Fn(&str) -> &'static str,
) -> Result<(), IrError> {
    for f in module.get_functions() {
        for bb in f.get_basic_block_iter() {
            let mut inst = bb.get_first_instruction();
            while let Some(i) = inst {
                if let Some(scope) = sync_scope(i) {
                    let to = map(&scope);
                    if to != scope {
                        set_sync_scope(i, to)?;
                    }
                }
                inst = i.get_next_instruction();
            }
        }
    }
    Ok(())
}

/// Links what `module` calls from the bitcode library `bytes` (libdevice,
/// ocml, ...) into it: the library is read lazily, so functions the module
/// does not need are never loaded. Linked functions keep their linkage;
/// callers internalise them.
pub fn link_library(module: &Module<'_>, bytes: &[u8], name: &str) -> Result<(), IrError> {
    // SAFETY: `module` is borrowed, so its `LLVMModuleRef` is live for the call.
    unsafe { gpujit_lld::llvm_ext::link_needed(module.as_mut_ptr().cast(), bytes, name) }
        .map_err(IrError::Llvm)
}

/// Gives every defined function except `kernels` internal linkage, so that
/// optimisation may inline it and drop it.
pub fn internalize<'ctx>(module: &Module<'ctx>, kernels: &[FunctionValue<'ctx>]) {
    for f in module.get_functions() {
        if !kernels.contains(&f)
            && f.count_basic_blocks() > 0
            && f.get_linkage() == Linkage::External
        {
            f.set_linkage(Linkage::Internal);
        }
    }
}

/// Names of the functions called from `module`'s function bodies.
pub fn callees(module: &Module<'_>) -> Vec<String> {
    let mut out = Vec::new();
    for f in module.get_functions() {
        for bb in f.get_basic_block_iter() {
            let mut inst = bb.get_first_instruction();
            while let Some(i) = inst {
                if i.get_opcode() == InstructionOpcode::Call {
                    let n = i.get_num_operands();
                    if let Some(Operand::Value(BasicValueEnum::PointerValue(callee))) =
                        n.checked_sub(1).and_then(|k| i.get_operand(k))
                    {
                        let name = callee.get_name().to_string_lossy().into_owned();
                        if !name.is_empty() && !out.contains(&name) {
                            out.push(name);
                        }
                    }
                }
                inst = i.get_next_instruction();
            }
        }
    }
    out
}

/// Fails if any `gpujit.*` function is still called after lowering and optimisation.
pub fn check_lowered(module: &Module<'_>, target: &str) -> Result<(), IrError> {
    let names: Vec<String> = callees(module)
        .into_iter()
        .filter(|n| n.starts_with(PREFIX))
        .collect();
    if names.is_empty() {
        Ok(())
    } else {
        Err(IrError::Unlowered {
            target: target.to_string(),
            names,
        })
    }
}

/// Runs LLVM's verifier.
pub fn verify(module: &Module<'_>) -> Result<(), IrError> {
    module.verify().map_err(|e| IrError::Verify {
        module: module.get_name().to_string_lossy().into_owned(),
        message: e.to_string(),
    })
}

fn init_targets() {
    static INIT: Once = Once::new();
    INIT.call_once(|| {
        let cfg = InitializationConfig::default();
        Target::initialize_nvptx(&cfg);
        Target::initialize_amd_gpu(&cfg);
        Target::initialize_x86(&cfg);
    });
}

/// Optimisation level `0..=3`, as `-O0`..`-O3`.
pub fn opt_level(level: u8) -> OptimizationLevel {
    match level {
        0 => OptimizationLevel::None,
        1 => OptimizationLevel::Less,
        2 => OptimizationLevel::Default,
        _ => OptimizationLevel::Aggressive,
    }
}

/// Creates a target machine for `triple`/`cpu`/`features`.
pub fn target_machine(
    triple: &str,
    cpu: &str,
    features: &str,
    level: u8,
    reloc: RelocMode,
) -> Result<TargetMachine, IrError> {
    init_targets();
    let triple = TargetTriple::create(triple);
    let target =
        Target::from_triple(&triple).map_err(|e| IrError::Llvm(format!("target {triple}: {e}")))?;
    target
        .create_target_machine(
            &triple,
            cpu,
            features,
            opt_level(level),
            reloc,
            CodeModel::Default,
        )
        .ok_or_else(|| {
            IrError::Llvm(format!(
                "cannot create a target machine for {triple} {cpu} {features}"
            ))
        })
}

/// Sets the module's triple and data layout from `tm`.
pub fn retarget(module: &Module<'_>, tm: &TargetMachine) {
    module.set_triple(&tm.get_triple());
    module.set_data_layout(&tm.get_target_data().get_data_layout());
}

/// Runs the `default<On>` pipeline of the new pass manager; returns the
/// optimised module.
///
/// A module with a function carrying
/// [`UNROLL_GROWTH_ATTRIBUTE`](crate::specialize::UNROLL_GROWTH_ATTRIBUTE)
/// (a specialized variant, whose loops may have gained constant trip counts)
/// is bounded: when it comes out of the pipeline with more than that many
/// times its instructions (and more than [`UNROLL_FLOOR`]), it is optimised
/// again from its state before, with loops unrolled only where its source
/// asks (`llvm.loop.unroll` metadata, `#pragma unroll`). The attribute is
/// removed either way.
pub fn optimize<'ctx>(
    module: Module<'ctx>,
    tm: &TargetMachine,
    level: u8,
) -> Result<Module<'ctx>, IrError> {
    let growth = crate::specialize::unroll_growth(&module);
    let Some(growth) = growth.filter(|_| level >= 2) else {
        run_pipeline(&module, tm, level, true)?;
        crate::specialize::clear_unroll_growth(&module);
        crate::slots::align_stack_slots(&module);
        return Ok(module);
    };
    let before = instruction_count(&module);
    let spare = module.clone();
    run_pipeline(&module, tm, level, true)?;
    let after = instruction_count(&module);
    let limit = (before.saturating_mul(u64::from(growth))).max(UNROLL_FLOOR);
    let module = if after > limit {
        tracing::debug!(
            before,
            after,
            limit,
            "optimised module over its growth limit: optimised again without unrolling"
        );
        drop(module);
        run_pipeline(&spare, tm, level, false)?;
        spare
    } else {
        module
    };
    crate::specialize::clear_unroll_growth(&module);
    crate::slots::align_stack_slots(&module);
    Ok(module)
}

/// Instructions a module bounded by
/// [`UNROLL_GROWTH_ATTRIBUTE`](crate::specialize::UNROLL_GROWTH_ATTRIBUTE)
/// may always grow to.
pub const UNROLL_FLOOR: u64 = 1024;

/// Instructions in the module's function bodies.
pub fn instruction_count(module: &Module<'_>) -> u64 {
    module
        .get_functions()
        .flat_map(|f| f.get_basic_block_iter())
        .map(|b| b.get_instructions().count() as u64)
        .sum()
}

fn run_pipeline(
    module: &Module<'_>,
    tm: &TargetMachine,
    level: u8,
    unroll: bool,
) -> Result<(), IrError> {
    let pipeline = format!("default<O{}>", level.min(3));
    let options = PassBuilderOptions::create();
    options.set_loop_unrolling(unroll);
    module
        .run_passes(&pipeline, tm, options)
        .map_err(|e| IrError::Llvm(format!("{pipeline}: {e}")))
}

/// Emits assembly text or an object file.
pub fn emit(module: &Module<'_>, tm: &TargetMachine, ty: FileType) -> Result<Vec<u8>, IrError> {
    tm.write_to_memory_buffer(module, ty)
        .map(|b| b.as_slice().to_vec())
        .map_err(|e| IrError::Llvm(format!("code generation: {e}")))
}

/// Wall time of each compile stage (zero where a target has no such stage).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct StageTimes {
    /// Parse the portable module and lower its intrinsics.
    pub lower: Duration,
    /// LLVM optimisation.
    pub optimize: Duration,
    /// PTX, object or bitcode emission.
    pub codegen: Duration,
    /// Linking (lld, for AMD).
    pub link: Duration,
}

impl StageTimes {
    /// The four stages together.
    pub fn total(&self) -> Duration {
        self.lower + self.optimize + self.codegen + self.link
    }
}

/// Where a module is compiled to.
#[derive(Debug, Clone)]
pub struct TargetSpec<'a> {
    /// LLVM triple.
    pub triple: &'a str,
    /// Processor (`sm_90`, `gfx942`, host CPU name).
    pub cpu: &'a str,
    /// Target features (`+ptx85`, `+wavefrontsize64`, ...).
    pub features: &'a str,
    /// Optimisation level 0–3.
    pub opt_level: u8,
    /// Relocation model of the emitted code.
    pub reloc: RelocMode,
}

/// A portable module lowered and optimised for one target, ready to emit.
pub struct Lowered<'ctx> {
    /// The target module.
    pub module: Module<'ctx>,
    /// The machine it was optimised for (this thread's cached one, see
    /// [`machine`]).
    pub machine: Machine,
    /// Times of the lower and optimise stages.
    pub times: StageTimes,
}

impl Lowered<'_> {
    /// Emits assembly or an object, adding the time to `times.codegen`.
    pub fn emit(&mut self, ty: FileType) -> Result<Vec<u8>, IrError> {
        let _span = tracing::debug_span!("gpujit.codegen", file = ?ty).entered();
        let t = Instant::now();
        let out = self.machine.emit(&self.module, ty);
        self.times.codegen += t.elapsed();
        crate::diagnostics::check("code generation")?;
        out
    }
}

/// The pipeline every target shares: parse `portable` into `ctx`, give the
/// intrinsics their bodies, let `prepare` mark the kernels (calling
/// convention, attributes, entry wrappers), internalise every other defined
/// function, retarget, verify, optimise and prove no intrinsic survived.
pub fn lower_module<'ctx>(
    ctx: &'ctx Context,
    portable: &crate::PortableModule,
    lowering: &dyn Lowering,
    spec: &TargetSpec<'_>,
    prepare: impl FnOnce(&Module<'ctx>, &[FunctionValue<'ctx>]) -> Result<(), IrError>,
) -> Result<Lowered<'ctx>, IrError> {
    let mut times = StageTimes::default();
    let t = Instant::now();
    let lower_span = tracing::debug_span!(
        "gpujit.lower",
        module = portable.name(),
        target = lowering.target()
    )
    .entered();
    crate::diagnostics::capture(ctx);
    let module = portable.load(ctx)?;
    if lowering.target() != "host" {
        crate::portable::check_gpu_types(&module, lowering.target())?;
    }
    mark_convergent(&module);
    define_intrinsics(&module, lowering)?;
    let kernels = kernels(&module);
    internalize(&module, &kernels);
    let machine = machine(spec)?;
    retarget(&module, &machine);
    let prepared = prepare(&module, &kernels);
    crate::diagnostics::check("lowering")?;
    prepared?;
    verify(&module)?;
    times.lower = t.elapsed();
    drop(lower_span);
    let _optimize_span = tracing::debug_span!(
        "gpujit.optimize",
        module = portable.name(),
        level = spec.opt_level
    )
    .entered();

    let t = Instant::now();
    let module = optimize(module, &machine, spec.opt_level)?;
    crate::diagnostics::check("optimisation")?;
    check_lowered(&module, lowering.target())?;
    times.optimize = t.elapsed();
    Ok(Lowered {
        module,
        machine,
        times,
    })
}
