//! Portable module → PTX text.

use gpujit_device::{Image, ImageFormat, KernelSignature};
use gpujit_ir::inkwell::context::Context;
use gpujit_ir::inkwell::targets::{FileType, RelocMode};
use gpujit_ir::lower::{Lowered, TargetSpec, lower_module};
use gpujit_ir::{IrError, NvvmModule, PortableModule};

use crate::lower::NvptxLowering;

/// `ptx_kernel`, the calling convention that marks an NVPTX entry point.
const PTX_KERNEL_CC: u32 = 71;

/// The newest PTX ISA version LLVM 22's NVPTX backend can emit (9.0).
pub const LLVM_MAX_PTX: u32 = 90;

/// An NVIDIA architecture LLVM 22 can target.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sm {
    /// Compute capability ×10, e.g. 90 for `sm_90`.
    pub sm: u32,
    /// The variants LLVM has beside the plain one: `a` (architecture-specific
    /// features, runs only on that exact compute capability) and `f`
    /// (family-specific, runs on the later members of its family).
    pub variants: &'static str,
    /// The oldest PTX ISA (×10) that can name this target (the `a` variant's
    /// where it differs is [`Sm::min_ptx_of`]).
    pub min_ptx: u32,
    /// The oldest PTX ISA of the `f` variant.
    pub min_ptx_f: u32,
}

impl Sm {
    /// The oldest PTX ISA (×10) that can name `sm_NN` with `variant`
    /// (`""`, `"a"` or `"f"`), as LLVM's NVPTX backend requires.
    pub fn min_ptx_of(&self, variant: &str) -> u32 {
        match (self.sm, variant) {
            (90, "a") => 80,
            (_, "f") => self.min_ptx_f,
            _ => self.min_ptx,
        }
    }

    /// Every architecture name of this SM: `sm_90`, `sm_90a`, ...
    pub fn names(&self) -> impl Iterator<Item = String> + '_ {
        std::iter::once(String::new())
            .chain(self.variants.chars().map(String::from))
            .map(|v| format!("sm_{}{v}", self.sm))
    }
}

const fn sm(sm: u32, variants: &'static str, min_ptx: u32, min_ptx_f: u32) -> Sm {
    Sm {
        sm,
        variants,
        min_ptx,
        min_ptx_f,
    }
}

/// Every SM architecture LLVM 22 can target that a CUDA 12 or 13 driver still
/// loads, oldest first, with the PTX ISA each needs (from LLVM's NVPTX
/// processor table: a PTX version below it makes the backend abort, so it is
/// checked here first).
pub const LLVM_SMS: &[Sm] = &[
    sm(50, "", 40, 0),
    sm(52, "", 41, 0),
    sm(53, "", 42, 0),
    sm(60, "", 50, 0),
    sm(61, "", 50, 0),
    sm(62, "", 50, 0),
    sm(70, "", 60, 0),
    sm(72, "", 61, 0),
    sm(75, "", 63, 0),
    sm(80, "", 70, 0),
    sm(86, "", 71, 0),
    sm(87, "", 74, 0),
    sm(88, "", 90, 0),
    sm(89, "", 78, 0),
    sm(90, "a", 78, 0),
    sm(100, "af", 86, 88),
    sm(101, "af", 86, 88),
    sm(103, "af", 88, 88),
    sm(110, "af", 90, 90),
    sm(120, "af", 87, 88),
    sm(121, "af", 88, 88),
];

/// The compute capabilities (×10) of [`LLVM_SMS`], oldest first.
pub const LLVM_SM: &[u32] = &[
    50, 52, 53, 60, 61, 62, 70, 72, 75, 80, 86, 87, 88, 89, 90, 100, 101, 103, 110, 120, 121,
];

/// How to compile for NVIDIA.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct NvptxOptions {
    /// Target architecture, e.g. `sm_90`.
    pub arch: String,
    /// PTX ISA version ×10 (e.g. 85 for 8.5); `None` picks [`LLVM_MAX_PTX`].
    pub ptx_version: Option<u32>,
    /// LLVM optimisation level, 0 to 3.
    pub opt_level: u8,
    /// Add the coarsened variant of each elementwise kernel
    /// ([`gpujit_ir::coarsen`]); `false` compiles the kernels alone.
    pub coarsen: bool,
}

impl Default for NvptxOptions {
    fn default() -> Self {
        NvptxOptions {
            arch: "sm_80".into(),
            ptx_version: None,
            opt_level: 3,
            coarsen: true,
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
        (12, n) if n >= 9 => 88,
        (12, 8) => 87,
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

/// A parsed NVIDIA architecture name: `sm_90`, `sm_90a`, `sm_100f`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ArchName {
    /// The target's row of [`LLVM_SMS`].
    pub sm: &'static Sm,
    /// `""`, `"a"` or `"f"`.
    pub variant: &'static str,
}

impl ArchName {
    /// The oldest PTX ISA (×10) that can name this target.
    pub fn min_ptx(&self) -> u32 {
        self.sm.min_ptx_of(self.variant)
    }
}

fn supported_list() -> String {
    LLVM_SMS
        .iter()
        .flat_map(Sm::names)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Parses `sm_NN[a|f]` and checks LLVM can target it.
pub fn parse_arch_name(arch: &str) -> Result<ArchName, CompileError> {
    let not_nvidia = || {
        CompileError::Target(format!(
            "`{arch}` is not an NVIDIA architecture (expected sm_NN, sm_NNa or sm_NNf)"
        ))
    };
    let rest = arch.strip_prefix("sm_").ok_or_else(not_nvidia)?;
    let (digits, variant) = match rest.char_indices().find(|(_, c)| !c.is_ascii_digit()) {
        Some((i, _)) => rest.split_at(i),
        None => (rest, ""),
    };
    let n: u32 = digits.parse().map_err(|_| not_nvidia())?;
    let variant: &'static str = match variant {
        "" => "",
        "a" => "a",
        "f" => "f",
        _ => return Err(not_nvidia()),
    };
    let row = LLVM_SMS
        .iter()
        .find(|s| s.sm == n && (variant.is_empty() || s.variants.contains(variant)))
        .ok_or_else(|| {
            CompileError::Target(format!(
                "LLVM {} cannot target {arch}; supported: {}",
                gpujit_ir::LLVM_VERSION,
                supported_list()
            ))
        })?;
    Ok(ArchName { sm: row, variant })
}

/// Parses `sm_NN[a|f]` and checks LLVM can target it; returns the compute
/// capability ×10.
pub fn parse_arch(arch: &str) -> Result<u32, CompileError> {
    Ok(parse_arch_name(arch)?.sm.sm)
}

/// The newest architecture LLVM can target that a device of compute capability
/// `major.minor` runs (PTX for an older SM runs on newer devices). The plain
/// `sm_NN` is chosen: the `a` and `f` variants are asked for by name.
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

/// The target spec for `opts`, after checking that LLVM can emit the
/// architecture at the requested PTX ISA.
fn spec_for(opts: &NvptxOptions) -> Result<(String, u8), CompileError> {
    let arch = parse_arch_name(&opts.arch)?;
    let ptx = opts.ptx_version.unwrap_or(LLVM_MAX_PTX);
    if ptx > LLVM_MAX_PTX {
        return Err(CompileError::Target(format!(
            "PTX ISA {}.{} requested; LLVM {} emits at most {}.{}",
            ptx / 10,
            ptx % 10,
            gpujit_ir::LLVM_VERSION,
            LLVM_MAX_PTX / 10,
            LLVM_MAX_PTX % 10
        )));
    }
    if ptx < arch.min_ptx() {
        return Err(CompileError::Target(format!(
            "{} needs PTX ISA {}.{} or newer, and PTX ISA {}.{} was asked for{}",
            opts.arch,
            arch.min_ptx() / 10,
            arch.min_ptx() % 10,
            ptx / 10,
            ptx % 10,
            if opts.ptx_version.is_some() {
                " (the CUDA driver reads no newer PTX: update the driver or pick an older arch)"
            } else {
                ""
            }
        )));
    }
    Ok((format!("+ptx{ptx}"), opts.opt_level))
}

/// Lowers and optimises a portable module for NVPTX, ready to emit.
pub fn lower<'ctx>(
    ctx: &'ctx Context,
    module: &PortableModule,
    opts: &NvptxOptions,
) -> Result<Lowered<'ctx>, CompileError> {
    let (features, opt_level) = spec_for(opts)?;
    let arch = parse_arch_name(&opts.arch)?;
    let spec = TargetSpec {
        triple: "nvptx64-nvidia-cuda",
        cpu: &opts.arch,
        features: &features,
        opt_level,
        reloc: RelocMode::Default,
    };
    let lowered = lower_module(
        ctx,
        module,
        &NvptxLowering {
            sm: arch.sm.sm,
            arch_specific: arch.variant == "a",
        },
        &spec,
        |m, kernels| {
            for k in kernels {
                k.set_call_conventions(PTX_KERNEL_CC);
            }
            annotate_launch_bounds(m, kernels)?;
            crate::libdevice::link_if_used(m, kernels, false)?;
            gpujit_ir::lower::remap_sync_scopes(m, |_| "")?;
            Ok(())
        },
    )?;
    Ok(lowered)
}

/// Prepares an NVVM module as its producer wrote it (inline PTX and
/// `llvm.nvvm.*` intrinsics untouched) for NVPTX: the requested
/// architecture and PTX ISA replace the ones its functions name, kernels
/// named by annotations get the `ptx_kernel` convention, libdevice is linked
/// when `__nv_*` functions are called (keeping the module's own
/// `nvvm-reflect-ftz`), and it is optimised.
pub fn lower_nvvm<'ctx>(
    ctx: &'ctx Context,
    module: &NvvmModule,
    opts: &NvptxOptions,
) -> Result<Lowered<'ctx>, CompileError> {
    use gpujit_ir::inkwell::attributes::AttributeLoc;
    let (features, opt_level) = spec_for(opts)?;
    let mut times = StageTimes::default();
    let t = std::time::Instant::now();
    // LLVM's diagnostics are recorded, not printed (warnings such as a
    // `#pragma unroll` it could not honour) or fatal (errors).
    gpujit_ir::diagnostics::capture(ctx);
    let m = module.load(ctx)?;
    let names: Vec<&str> = module.kernels().iter().map(|k| k.name.as_str()).collect();
    let kernels: Vec<_> = m
        .get_functions()
        .filter(|f| {
            names
                .iter()
                .any(|n| f.get_name().to_bytes() == n.as_bytes())
        })
        .collect();
    for f in m.get_functions() {
        for key in ["target-cpu", "target-features", "tune-cpu"] {
            f.remove_string_attribute(AttributeLoc::Function, key);
        }
    }
    for k in &kernels {
        k.set_call_conventions(PTX_KERNEL_CC);
    }
    let machine = gpujit_ir::lower::machine(&TargetSpec {
        triple: "nvptx64-nvidia-cuda",
        cpu: &opts.arch,
        features: &features,
        opt_level,
        reloc: RelocMode::Default,
    })?;
    gpujit_ir::lower::retarget(&m, &machine);
    crate::libdevice::link_if_used(&m, &kernels, false)?;
    gpujit_ir::lower::internalize(&m, &kernels);
    gpujit_ir::lower::verify(&m)?;
    gpujit_ir::diagnostics::check("lowering")?;
    times.lower = t.elapsed();
    let t = std::time::Instant::now();
    let m = gpujit_ir::lower::optimize(m, &machine, opt_level)?;
    gpujit_ir::diagnostics::check("optimisation")?;
    times.optimize = t.elapsed();
    Ok(Lowered {
        module: m,
        machine,
        times,
    })
}

/// Compiles an NVVM module as it is to PTX (see [`lower_nvvm`]).
pub fn compile_nvvm(
    module: &NvvmModule,
    opts: &NvptxOptions,
) -> Result<(Image, StageTimes), CompileError> {
    let ctx = Context::create();
    ptx_image(lower_nvvm(&ctx, module, opts)?, opts, module.kernels())
}

/// An NVVM module as NVPTX IR after [`lower_nvvm`].
pub fn lowered_nvvm_ir(module: &NvvmModule, opts: &NvptxOptions) -> Result<String, CompileError> {
    let ctx = Context::create();
    Ok(lower_nvvm(&ctx, module, opts)?
        .module
        .print_to_string()
        .to_string())
}

/// A lowered module's coarsened variants ([`gpujit_ir::coarsen::variants_module`]).
type Variants<'ctx> = Option<(Lowered<'ctx>, Vec<KernelSignature>)>;

/// [`lower`], then (with [`NvptxOptions::coarsen`]) the coarsened variants of its
/// elementwise kernels, as a module of their own.
fn lower_and_variants<'ctx>(
    ctx: &'ctx Context,
    module: &PortableModule,
    opts: &NvptxOptions,
) -> Result<(Lowered<'ctx>, Variants<'ctx>), CompileError> {
    let mut lowered = lower(ctx, module, opts)?;
    let variants = gpujit_ir::coarsen::variants_module(
        &mut lowered,
        module.kernels(),
        &gpujit_ir::coarsen::NVPTX,
        opts.coarsen,
    )?;
    Ok((lowered, variants))
}

/// The module as LLVM IR after lowering and optimisation for NVPTX; with
/// [`NvptxOptions::coarsen`], the module of the coarsened variants that
/// [`compile`] adds follows, after a comment line.
pub fn lowered_ir(module: &PortableModule, opts: &NvptxOptions) -> Result<String, CompileError> {
    let ctx = Context::create();
    let (lowered, variants) = lower_and_variants(&ctx, module, opts)?;
    Ok(gpujit_ir::coarsen::print_with_variants(
        &lowered.module,
        variants.as_ref().map(|v| &v.0.module),
    ))
}

/// Compiles a portable module to PTX; with [`NvptxOptions::coarsen`], the
/// coarsened variants of its elementwise kernels are a second PTX image
/// ([`Image::coarse`]).
pub fn compile(
    module: &PortableModule,
    opts: &NvptxOptions,
) -> Result<(Image, StageTimes), CompileError> {
    let ctx = Context::create();
    let (lowered, variants) = lower_and_variants(&ctx, module, opts)?;
    let (mut image, mut times) = ptx_image(lowered, opts, module.kernels())?;
    image.refused = module.refused().to_vec();
    if let Some((v, sigs)) = variants {
        let (coarse, t) = ptx_image(v, opts, &sigs)?;
        times.codegen += t.codegen;
        image.coarse = Some(Box::new(coarse));
    }
    Ok((image, times))
}

/// Emits the PTX of a lowered module as an image for `opts.arch`.
fn ptx_image(
    mut lowered: Lowered<'_>,
    opts: &NvptxOptions,
    kernels: &[KernelSignature],
) -> Result<(Image, StageTimes), CompileError> {
    let bytes = lowered.emit(FileType::Assembly)?;
    Ok((
        Image {
            format: ImageFormat::Ptx,
            arch: opts.arch.clone(),
            bytes,
            kernels: kernels.to_vec(),
            refused: Vec::new(),
            coarse: None,
        },
        lowered.times,
    ))
}

/// Writes each kernel's launch bounds as the `nvvm.maxntid` and
/// `nvvm.minctasm` function attributes, which is where LLVM 22's NVPTX backend
/// reads them (it emits `.maxntid`/`.minnctapersm`).
fn annotate_launch_bounds<'ctx>(
    m: &gpujit_ir::inkwell::module::Module<'ctx>,
    kernels: &[gpujit_ir::inkwell::values::FunctionValue<'ctx>],
) -> Result<(), IrError> {
    use gpujit_ir::inkwell::attributes::AttributeLoc;
    let ctx = m.get_context();
    for k in kernels {
        for (attr, key) in [
            (gpujit_ir::MAX_THREADS_ATTRIBUTE, "nvvm.maxntid"),
            (gpujit_ir::MIN_BLOCKS_ATTRIBUTE, "nvvm.minctasm"),
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
            k.add_attribute(
                AttributeLoc::Function,
                ctx.create_string_attribute(key, &v.to_string()),
            );
        }
        // A specialized kernel's exact block size (see `gpujit_ir::specialize`).
        if let Some(a) = k.get_string_attribute(
            AttributeLoc::Function,
            gpujit_ir::specialize::REQ_THREADS_ATTRIBUTE,
        ) {
            let dims = a.get_string_value().to_string_lossy().into_owned();
            // ptxas refuses `.maxntid` beside `.reqntid`: the exact block
            // replaces the bound (which it is within).
            k.remove_string_attribute(AttributeLoc::Function, "nvvm.maxntid");
            k.add_attribute(
                AttributeLoc::Function,
                ctx.create_string_attribute("nvvm.reqntid", &dims),
            );
        }
    }
    Ok(())
}
