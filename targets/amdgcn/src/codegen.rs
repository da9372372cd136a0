//! Portable module → AMDGPU object → HSA code object (linked by in-process lld).

use std::time::Instant;

use gpujit_device::{Image, ImageFormat};
use gpujit_ir::inkwell::GlobalVisibility;
use gpujit_ir::inkwell::attributes::AttributeLoc;
use gpujit_ir::inkwell::context::Context;
use gpujit_ir::inkwell::module::FlagBehavior;
use gpujit_ir::inkwell::targets::{FileType, RelocMode};
use gpujit_ir::lower::{Lowered, TargetSpec, lower_module};
use gpujit_ir::{IrError, PortableModule};

use crate::lower::AmdgcnLowering;

/// `amdgpu_kernel`, the calling convention that marks an AMDGPU entry point.
const AMDGPU_KERNEL_CC: u32 = 91;

/// A supported AMD GPU architecture.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Arch {
    /// LLVM processor name, e.g. `gfx90a`.
    pub name: &'static str,
    /// Native wavefront size.
    pub wave_size: u32,
    /// Whether the other wave size can be selected (RDNA runs wave32 and wave64).
    pub wave64_selectable: bool,
}

/// Architectures gpujit compiles for.
pub const ARCHS: &[Arch] = &[
    Arch {
        name: "gfx906",
        wave_size: 64,
        wave64_selectable: false,
    },
    Arch {
        name: "gfx908",
        wave_size: 64,
        wave64_selectable: false,
    },
    Arch {
        name: "gfx90a",
        wave_size: 64,
        wave64_selectable: false,
    },
    Arch {
        name: "gfx940",
        wave_size: 64,
        wave64_selectable: false,
    },
    Arch {
        name: "gfx941",
        wave_size: 64,
        wave64_selectable: false,
    },
    Arch {
        name: "gfx942",
        wave_size: 64,
        wave64_selectable: false,
    },
    Arch {
        name: "gfx1030",
        wave_size: 32,
        wave64_selectable: true,
    },
    Arch {
        name: "gfx1100",
        wave_size: 32,
        wave64_selectable: true,
    },
    Arch {
        name: "gfx1101",
        wave_size: 32,
        wave64_selectable: true,
    },
    Arch {
        name: "gfx1102",
        wave_size: 32,
        wave64_selectable: true,
    },
    Arch {
        name: "gfx1150",
        wave_size: 32,
        wave64_selectable: true,
    },
    Arch {
        name: "gfx1151",
        wave_size: 32,
        wave64_selectable: true,
    },
    Arch {
        name: "gfx1200",
        wave_size: 32,
        wave64_selectable: true,
    },
    Arch {
        name: "gfx1201",
        wave_size: 32,
        wave64_selectable: true,
    },
];

/// Looks up an architecture by name (a target-id suffix such as `:xnack-` is ignored).
pub fn arch(name: &str) -> Result<&'static Arch, CompileError> {
    let base = name.split(':').next().unwrap_or(name);
    ARCHS.iter().find(|a| a.name == base).ok_or_else(|| {
        CompileError::Target(format!(
            "unsupported AMD architecture `{name}`; supported: {}",
            ARCHS.iter().map(|a| a.name).collect::<Vec<_>>().join(", ")
        ))
    })
}

/// How to compile for AMD.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct AmdgcnOptions {
    /// Target architecture, e.g. `gfx90a`.
    pub arch: String,
    /// Force wave64 (`Some(true)`) or wave32 (`Some(false)`); `None` takes the target's native size.
    pub wave64: Option<bool>,
    /// Code object version: 5 (default) or 4.
    pub code_object_version: u32,
    /// LLVM optimisation level, 0 to 3.
    pub opt_level: u8,
}

impl Default for AmdgcnOptions {
    fn default() -> Self {
        AmdgcnOptions {
            arch: "gfx90a".into(),
            wave64: None,
            code_object_version: 5,
            opt_level: 3,
        }
    }
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
        Some(true) if arch.wave_size == 64 || arch.wave64_selectable => Ok(64),
        Some(false) if arch.wave_size == 32 || arch.wave64_selectable => Ok(32),
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
    let arch = arch(&opts.arch)?;
    let wave = wave_size(arch, opts)?;
    if !matches!(opts.code_object_version, 4 | 5) {
        return Err(CompileError::Target(format!(
            "code object v{} requested; gpujit emits v4 or v5",
            opts.code_object_version
        )));
    }
    let features = match (arch.wave64_selectable, wave) {
        (false, _) => "",
        (true, 64) => "+wavefrontsize64",
        (true, _) => "+wavefrontsize32",
    };
    let spec = TargetSpec {
        triple: "amdgcn-amd-amdhsa",
        cpu: arch.name,
        features,
        opt_level: opts.opt_level,
        reloc: RelocMode::PIC,
    };
    let lowered = lower_module(
        ctx,
        module,
        &AmdgcnLowering { wave_size: wave },
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
                let flat = format!("1,{max}");
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
                isa_version: crate::devlibs::isa_version(arch.name).unwrap_or(0),
                wave64: wave == 64,
                abi_version: opts.code_object_version * 100,
            };
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

/// The module as LLVM IR after lowering and optimisation for AMDGPU.
pub fn lowered_ir(module: &PortableModule, opts: &AmdgcnOptions) -> Result<String, CompileError> {
    let ctx = Context::create();
    Ok(lower(&ctx, module, opts)?
        .module
        .print_to_string()
        .to_string())
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

/// Compiles a portable module to an HSA code object ready for `hipModuleLoadData`.
pub fn compile(
    module: &PortableModule,
    opts: &AmdgcnOptions,
) -> Result<(Image, StageTimes), CompileError> {
    let (obj, mut times) = compile_object(module, opts)?;
    let t = Instant::now();
    let bytes = link(&obj)?;
    times.link = t.elapsed();
    let image = Image {
        format: ImageFormat::Hsaco,
        arch: arch(&opts.arch)?.name.to_string(),
        bytes,
        kernels: module.kernels().to_vec(),
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
