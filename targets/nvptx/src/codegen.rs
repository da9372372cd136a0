//! Portable module → PTX text.

use gpujit_device::{Image, ImageFormat};
use gpujit_ir::inkwell::context::Context;
use gpujit_ir::inkwell::targets::{FileType, RelocMode};
use gpujit_ir::lower::{Lowered, TargetSpec, lower_module};
use gpujit_ir::{IrError, PortableModule};

use crate::lower::NvptxLowering;

/// `ptx_kernel`, the calling convention that marks an NVPTX entry point.
const PTX_KERNEL_CC: u32 = 71;

/// The newest PTX ISA version LLVM 19's NVPTX backend can emit (8.5).
pub const LLVM_MAX_PTX: u32 = 85;

/// SM architectures LLVM 19 can target, oldest first.
pub const LLVM_SM: &[u32] = &[50, 52, 53, 60, 61, 62, 70, 72, 75, 80, 86, 87, 89, 90];

/// How to compile for NVIDIA.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct NvptxOptions {
    /// Target architecture, e.g. `sm_90`.
    pub arch: String,
    /// PTX ISA version ×10 (e.g. 85 for 8.5); `None` picks [`LLVM_MAX_PTX`].
    pub ptx_version: Option<u32>,
    /// LLVM optimisation level, 0 to 3.
    pub opt_level: u8,
}

impl Default for NvptxOptions {
    fn default() -> Self {
        NvptxOptions {
            arch: "sm_80".into(),
            ptx_version: None,
            opt_level: 3,
        }
    }
}

/// Errors of the NVIDIA compiler.
#[derive(Debug, thiserror::Error)]
pub enum CompileError {
    /// The IR layer failed (parse, verify, lowering, LLVM).
    #[error(transparent)]
    Ir(#[from] IrError),
    /// An architecture or PTX version LLVM cannot emit.
    #[error("nvptx: {0}")]
    Target(String),
}

pub use gpujit_ir::lower::StageTimes;

/// The PTX ISA a CUDA driver of version `driver` (as `cuDriverGetVersion`
/// reports it, e.g. 12080) can read, capped at what LLVM emits.
pub fn ptx_for_driver(driver: i32) -> u32 {
    let (major, minor) = (driver / 1000, (driver % 1000) / 10);
    let isa = match (major, minor) {
        (m, _) if m >= 13 => 90,
        (12, n) if n >= 8 => 87,
        (12, n) if n >= 5 => 85,
        (12, n) => 80 + n as u32,
        (11, n) if n >= 8 => 78,
        (11, n) => 70 + n as u32,
        _ => 60,
    };
    isa.min(LLVM_MAX_PTX)
}

/// The SM of a cubin's ELF `e_flags`: bits 8–15 since CUDA 12
/// (`0x6005a04` → 90), the low byte before (`0x560556` → 86).
pub fn cubin_sm(e_flags: u32) -> u32 {
    let new = (e_flags >> 8) & 0xff;
    if new >= 20 { new } else { e_flags & 0xff }
}

/// Parses `sm_NN` and checks LLVM can target it.
pub fn parse_arch(arch: &str) -> Result<u32, CompileError> {
    let sm = arch
        .strip_prefix("sm_")
        .and_then(|s| s.trim_end_matches('a').parse::<u32>().ok())
        .ok_or_else(|| {
            CompileError::Target(format!(
                "`{arch}` is not an NVIDIA architecture (expected sm_NN)"
            ))
        })?;
    if !LLVM_SM.contains(&sm) {
        return Err(CompileError::Target(format!(
            "LLVM 19 cannot target {arch}; supported: {}",
            LLVM_SM
                .iter()
                .map(|s| format!("sm_{s}"))
                .collect::<Vec<_>>()
                .join(", ")
        )));
    }
    Ok(sm)
}

/// The newest architecture LLVM can target that a device of compute capability
/// `major.minor` runs (PTX for an older SM runs on newer devices).
pub fn arch_for_device(major: u32, minor: u32) -> String {
    let cc = major * 10 + minor;
    let sm = LLVM_SM
        .iter()
        .copied()
        .filter(|&s| s <= cc)
        .max()
        .unwrap_or(LLVM_SM[0]);
    format!("sm_{sm}")
}

/// Lowers and optimises a portable module for NVPTX, ready to emit.
pub fn lower<'ctx>(
    ctx: &'ctx Context,
    module: &PortableModule,
    opts: &NvptxOptions,
) -> Result<Lowered<'ctx>, CompileError> {
    parse_arch(&opts.arch)?;
    let ptx = opts.ptx_version.unwrap_or(LLVM_MAX_PTX);
    if ptx > LLVM_MAX_PTX {
        return Err(CompileError::Target(format!(
            "PTX ISA {}.{} requested; LLVM 19 emits at most {}.{}",
            ptx / 10,
            ptx % 10,
            LLVM_MAX_PTX / 10,
            LLVM_MAX_PTX % 10
        )));
    }
    let features = format!("+ptx{ptx}");
    let spec = TargetSpec {
        triple: "nvptx64-nvidia-cuda",
        cpu: &opts.arch,
        features: &features,
        opt_level: opts.opt_level,
        reloc: RelocMode::Default,
    };
    let lowered = lower_module(ctx, module, &NvptxLowering, &spec, |m, kernels| {
        for k in kernels {
            k.set_call_conventions(PTX_KERNEL_CC);
        }
        annotate_launch_bounds(m, kernels)?;
        crate::libdevice::link_if_used(m, kernels, false)?;
        gpujit_ir::lower::remap_sync_scopes(m, |_| "")?;
        Ok(())
    })?;
    Ok(lowered)
}

/// The module as LLVM IR after lowering and optimisation for NVPTX.
pub fn lowered_ir(module: &PortableModule, opts: &NvptxOptions) -> Result<String, CompileError> {
    let ctx = Context::create();
    Ok(lower(&ctx, module, opts)?
        .module
        .print_to_string()
        .to_string())
}

/// Compiles a portable module to PTX.
pub fn compile(
    module: &PortableModule,
    opts: &NvptxOptions,
) -> Result<(Image, StageTimes), CompileError> {
    let ctx = Context::create();
    let mut lowered = lower(&ctx, module, opts)?;
    let bytes = lowered.emit(FileType::Assembly)?;
    Ok((
        Image {
            format: ImageFormat::Ptx,
            arch: opts.arch.clone(),
            bytes,
            kernels: module.kernels().to_vec(),
        },
        lowered.times,
    ))
}

/// Writes each kernel's launch bounds as `!nvvm.annotations` (`maxntidx`,
/// `minctasm`), which is where LLVM 19's NVPTX backend reads them.
fn annotate_launch_bounds<'ctx>(
    m: &gpujit_ir::inkwell::module::Module<'ctx>,
    kernels: &[gpujit_ir::inkwell::values::FunctionValue<'ctx>],
) -> Result<(), IrError> {
    use gpujit_ir::inkwell::attributes::AttributeLoc;
    let ctx = m.get_context();
    for k in kernels {
        for (attr, key) in [
            (gpujit_ir::MAX_THREADS_ATTRIBUTE, "maxntidx"),
            (gpujit_ir::MIN_BLOCKS_ATTRIBUTE, "minctasm"),
        ] {
            let Some(a) = k.get_string_attribute(AttributeLoc::Function, attr) else {
                continue;
            };
            let v: u64 = a
                .get_string_value()
                .to_string_lossy()
                .parse()
                .map_err(|_| {
                    IrError::Llvm(format!(
                        "bad {attr} attribute on {}",
                        k.get_name().to_string_lossy()
                    ))
                })?;
            let node = ctx.metadata_node(&[
                k.as_global_value().as_pointer_value().into(),
                ctx.metadata_string(key).into(),
                ctx.i32_type().const_int(v, false).into(),
            ]);
            m.add_global_metadata("nvvm.annotations", &node)
                .map_err(|e| IrError::Llvm(e.to_string()))?;
        }
    }
    Ok(())
}
