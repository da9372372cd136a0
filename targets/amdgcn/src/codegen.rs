//! Portable module → AMDGPU object → HSA code object (linked by in-process lld).

use std::time::Instant;

use gpujit_device::{Image, ImageFormat};
use gpujit_ir::inkwell::GlobalVisibility;
use gpujit_ir::inkwell::attributes::AttributeLoc;
use gpujit_ir::inkwell::context::Context;
use gpujit_ir::inkwell::module::{FlagBehavior, Linkage};
use gpujit_ir::inkwell::targets::{FileType, RelocMode};
use gpujit_ir::lower::{Lowered, TargetSpec, lower_module};
use gpujit_ir::{IrError, PortableModule};

use crate::lower::AmdgcnLowering;

/// `amdgpu_kernel`, the calling convention that marks an AMDGPU entry point.
const AMDGPU_KERNEL_CC: u32 = 91;

pub use crate::arch::{ARCHS, Arch, CompileTarget, arch};

/// Code object versions gpujit emits.
pub const CODE_OBJECT_VERSIONS: [u32; 3] = [4, 5, 6];

/// How to compile for AMD.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct AmdgcnOptions {
    /// Target: a processor or generic processor of [`crate::arch`], as a
    /// target id with optional feature settings (`gfx90a`,
    /// `gfx90a:sramecc+:xnack-`, `gfx11-generic`).
    pub arch: String,
    /// Compile for the generic processor of `arch`'s family
    /// (`gfx1031` → `gfx10-3-generic`) instead of `arch` itself; the code
    /// object then runs on every member of the family. Needs code object v6.
    pub generic: bool,
    /// Force wave64 (`Some(true)`) or wave32 (`Some(false)`); `None` takes the target's native size.
    pub wave64: Option<bool>,
    /// Code object version: 5 (default: every ROCm 5 and 6 runtime loads it),
    /// 4, or 6 (needed for generic processors).
    pub code_object_version: u32,
    /// LLVM optimisation level, 0 to 3.
    pub opt_level: u8,
    /// Add the coarsened variant of each elementwise kernel
    /// ([`gpujit_ir::coarsen`]); `false` compiles the kernels alone.
    pub coarsen: bool,
}

impl Default for AmdgcnOptions {
    fn default() -> Self {
        AmdgcnOptions {
            arch: "gfx90a".into(),
            generic: false,
            wave64: None,
            code_object_version: 5,
            opt_level: 3,
            coarsen: true,
        }
    }
}

/// The target `opts` compiles for, after the generic choice, with the code
/// object version checked against it.
pub fn compile_target(opts: &AmdgcnOptions) -> Result<CompileTarget, CompileError> {
    if !CODE_OBJECT_VERSIONS.contains(&opts.code_object_version) {
        return Err(CompileError::Target(format!(
            "code object v{} requested; gpujit emits v4, v5 or v6",
            opts.code_object_version
        )));
    }
    let mut t = crate::arch::target(&opts.arch)?;
    if opts.generic && !t.arch.is_generic() {
        let g = crate::arch::generic_of(t.arch.name).ok_or_else(|| {
            CompileError::Target(format!(
                "a generic code object for {} was asked for, but {} belongs to no generic \
                 processor's family",
                opts.arch, t.arch.name
            ))
        })?;
        // A generic code object keeps the settings its generic processor has.
        t = crate::arch::target(g.arch.name)?;
    }
    if t.arch.is_generic() && opts.code_object_version < 6 {
        return Err(CompileError::Target(format!(
            "{} needs code object v6: generic processors exist only from code object v6 on \
             (v6 is the first whose e_flags carry the generic version a loader checks), and \
             v{} was asked for",
            t.arch.name, opts.code_object_version
        )));
    }
    Ok(t)
}

/// Errors of the AMD compiler.
#[derive(Debug, thiserror::Error)]
pub enum CompileError {
    /// The IR layer failed (parse, verify, lowering, LLVM).
    #[error(transparent)]
    Ir(#[from] IrError),
    /// An architecture or option the target does not support.
    #[error("amdgcn: {0}")]
    Target(String),
    /// lld could not link the code object.
    #[error("amdgcn: linking the code object: {0}")]
    Link(#[from] gpujit_lld::LinkError),
}

pub use gpujit_ir::lower::StageTimes;

/// The wave size `opts` selects on `arch`.
pub fn wave_size(arch: &Arch, opts: &AmdgcnOptions) -> Result<u32, CompileError> {
    match opts.wave64 {
        None => Ok(arch.wave_size),
        Some(true) if arch.wave_size == 64 || arch.wave_selectable => Ok(64),
        Some(false) if arch.wave_size == 32 || arch.wave_selectable => Ok(32),
        Some(w64) => Err(CompileError::Target(format!(
            "{} runs only wave{}; wave{} was requested",
            arch.name,
            arch.wave_size,
            if w64 { 64 } else { 32 }
        ))),
    }
}

/// Lowers and optimises a portable module for AMDGPU, ready to emit.
pub fn lower<'ctx>(
    ctx: &'ctx Context,
    module: &PortableModule,
    opts: &AmdgcnOptions,
) -> Result<Lowered<'ctx>, CompileError> {
    let target = compile_target(opts)?;
    let arch = target.arch;
    let wave = wave_size(arch, opts)?;
    let mut features = target.llvm_features();
    match (arch.wave_selectable, wave) {
        (false, _) => {}
        (true, 64) => features.push("+wavefrontsize64"),
        (true, _) => features.push("+wavefrontsize32"),
    }
    let features = features.join(",");
    let spec = TargetSpec {
        triple: "amdgcn-amd-amdhsa",
        cpu: arch.name,
        features: &features,
        opt_level: opts.opt_level,
        reloc: RelocMode::PIC,
    };
    let lowered = lower_module(
        ctx,
        module,
        &AmdgcnLowering {
            wave_size: wave,
            arch: arch.name,
            matrix: arch.matrix,
        },
        &spec,
        |m, kernels| {
            for f in kernels {
                f.set_call_conventions(AMDGPU_KERNEL_CC);
                f.as_global_value()
                    .set_visibility(GlobalVisibility::Protected);
                let max = f
                    .get_string_attribute(AttributeLoc::Function, gpujit_ir::MAX_THREADS_ATTRIBUTE)
                    .and_then(|a| a.get_string_value().to_string_lossy().parse::<u32>().ok())
                    .unwrap_or(1024);
                // A specialized kernel's exact block size (see `gpujit_ir::specialize`).
                let exact = f
                    .get_string_attribute(
                        AttributeLoc::Function,
                        gpujit_ir::specialize::REQ_THREADS_ATTRIBUTE,
                    )
                    .is_some();
                let flat = if exact {
                    format!("{max},{max}")
                } else {
                    format!("1,{max}")
                };
                for (k, v) in [
                    ("amdgpu-flat-work-group-size", flat.as_str()),
                    ("uniform-work-group-size", "true"),
                ] {
                    f.add_attribute(AttributeLoc::Function, ctx.create_string_attribute(k, v));
                }
                if let Some(min_blocks) = f
                    .get_string_attribute(AttributeLoc::Function, gpujit_ir::MIN_BLOCKS_ATTRIBUTE)
                    .and_then(|a| a.get_string_value().to_string_lossy().parse::<u32>().ok())
                {
                    // Waves per SIMD that `min_blocks` blocks of `max` threads need (4 SIMDs per CU).
                    let waves = (min_blocks * max.div_ceil(wave)).div_ceil(4).max(1);
                    f.add_attribute(
                        AttributeLoc::Function,
                        ctx.create_string_attribute("amdgpu-waves-per-eu", &waves.to_string()),
                    );
                }
            }
            let cov = ctx
                .i32_type()
                .const_int(u64::from(opts.code_object_version) * 100, false);
            m.add_basic_value_flag("amdhsa_code_object_version", FlagBehavior::Error, cov);
            let controls = crate::devlibs::Controls {
                isa_version: arch.isa_version,
                wave64: wave == 64,
                abi_version: opts.code_object_version * 100,
            };
            // Module variables (`__constant__`, `__device__`) cannot be
            // preempted, as clang's HIP build makes them: a weak or
            // template-instantiated one otherwise needs a GOT entry that the
            // code object has not got (lld: "relocation R_AMDGPU_REL32_LO
            // cannot be used against symbol").
            for g in m.get_globals() {
                let local = matches!(g.get_linkage(), Linkage::Internal | Linkage::Private);
                if !local && !g.is_declaration() && g.get_visibility() == GlobalVisibility::Default
                {
                    g.set_visibility(GlobalVisibility::Protected);
                }
            }
            // So are device functions a kernel calls without inlining them (a
            // C++ template's `linkonce_odr` or `weak_odr` instantiation): a call
            // of a preemptible one is the same relocation.
            for f in m.get_functions() {
                let g = f.as_global_value();
                let local = matches!(g.get_linkage(), Linkage::Internal | Linkage::Private);
                if !local
                    && f.count_basic_blocks() > 0
                    && g.get_visibility() == GlobalVisibility::Default
                {
                    g.set_visibility(GlobalVisibility::Protected);
                }
            }
            crate::lower::private_allocas(m)?;
            crate::devlibs::link_if_used(m, kernels, controls)?;
            gpujit_ir::lower::remap_sync_scopes(m, |s| match s {
                "gpujit-block" => "workgroup",
                "gpujit-device" => "agent",
                _ => "",
            })?;
            Ok(())
        },
    )?;
    Ok(lowered)
}

/// A lowered module's coarsened variants ([`gpujit_ir::coarsen::variants_module`]).
type Variants<'ctx> = Option<(Lowered<'ctx>, Vec<gpujit_ir::KernelSignature>)>;

/// [`lower`], then (with [`AmdgcnOptions::coarsen`]) the coarsened variants of its
/// elementwise kernels, as a module of their own.
fn lower_and_variants<'ctx>(
    ctx: &'ctx Context,
    module: &PortableModule,
    opts: &AmdgcnOptions,
) -> Result<(Lowered<'ctx>, Variants<'ctx>), CompileError> {
    let mut lowered = lower(ctx, module, opts)?;
    let variants = gpujit_ir::coarsen::variants_module(
        &mut lowered,
        module.kernels(),
        &gpujit_ir::coarsen::AMDGCN,
        opts.coarsen,
    )?;
    Ok((lowered, variants))
}

/// The module as LLVM IR after lowering and optimisation for AMDGPU; with
/// [`AmdgcnOptions::coarsen`], the module of the coarsened variants that
/// [`compile`] adds follows, after a comment line.
pub fn lowered_ir(module: &PortableModule, opts: &AmdgcnOptions) -> Result<String, CompileError> {
    let ctx = Context::create();
    let (lowered, variants) = lower_and_variants(&ctx, module, opts)?;
    Ok(gpujit_ir::coarsen::print_with_variants(
        &lowered.module,
        variants.as_ref().map(|v| &v.0.module),
    ))
}

/// Compiles a portable module to a relocatable AMDGPU ELF object.
pub fn compile_object(
    module: &PortableModule,
    opts: &AmdgcnOptions,
) -> Result<(Vec<u8>, StageTimes), CompileError> {
    let ctx = Context::create();
    let mut lowered = lower(&ctx, module, opts)?;
    let obj = lowered.emit(FileType::Object)?;
    Ok((obj, lowered.times))
}

/// Compiles a portable module to an HSA code object ready for `hipModuleLoadData`;
/// with [`AmdgcnOptions::coarsen`], the coarsened variants of its elementwise
/// kernels are a second code object ([`Image::coarse`]).
pub fn compile(
    module: &PortableModule,
    opts: &AmdgcnOptions,
) -> Result<(Image, StageTimes), CompileError> {
    let ctx = Context::create();
    let (lowered, variants) = lower_and_variants(&ctx, module, opts)?;
    let arch = compile_target(opts)?.target_id();
    let (mut image, mut times) = code_object(lowered, &arch, module.kernels())?;
    image.refused = module.refused().to_vec();
    if let Some((v, sigs)) = variants {
        let (coarse, t) = code_object(v, &arch, &sigs)?;
        times.codegen += t.codegen;
        times.link += t.link;
        image.coarse = Some(Box::new(coarse));
    }
    Ok((image, times))
}

/// Emits and links a lowered module as a code object for `arch`.
fn code_object(
    mut lowered: Lowered<'_>,
    arch: &str,
    kernels: &[gpujit_ir::KernelSignature],
) -> Result<(Image, StageTimes), CompileError> {
    let obj = lowered.emit(FileType::Object)?;
    let mut times = lowered.times;
    let t = Instant::now();
    let bytes = link(&obj)?;
    times.link = t.elapsed();
    let image = Image {
        format: ImageFormat::Hsaco,
        arch: arch.to_string(),
        bytes,
        kernels: kernels.to_vec(),
        refused: Vec::new(),
        coarse: None,
    };
    Ok((image, times))
}

/// Links one AMDGPU object into a code object with the in-process lld.
pub fn link(object: &[u8]) -> Result<Vec<u8>, CompileError> {
    let _span = gpujit_ir::tracing_span_link();
    Ok(gpujit_lld::link_elf(
        &[object],
        &["-shared", "--no-undefined"],
    )?)
}
