//! Portable module → host-lowered, optimised LLVM bitcode (JIT-compiled at load).

use std::time::{Duration, Instant};

use gpujit_device::{Image, ImageFormat};
use gpujit_ir::inkwell::context::Context;
use gpujit_ir::inkwell::module::Linkage;
use gpujit_ir::inkwell::targets::{RelocMode, TargetMachine};
use gpujit_ir::lower::{self, define_intrinsics};
use gpujit_ir::{IrError, PortableModule};

use crate::lower::{HostLowering, add_entry};

/// How to compile for the host.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct HostOptions {
    /// LLVM optimisation level, 0 to 3.
    pub opt_level: u8,
}

impl Default for HostOptions {
    fn default() -> Self {
        HostOptions { opt_level: 2 }
    }
}

/// Wall time of each compile stage.
#[derive(Debug, Clone, Copy, Default)]
pub struct StageTimes {
    /// Parse + lower the portable module.
    pub lower: Duration,
    /// LLVM optimisation.
    pub optimize: Duration,
    /// Bitcode emission (machine code is generated at load).
    pub codegen: Duration,
}

/// The host's LLVM target machine.
pub fn host_machine(opt_level: u8) -> Result<TargetMachine, IrError> {
    let triple = TargetMachine::get_default_triple();
    let cpu = TargetMachine::get_host_cpu_name();
    let features = TargetMachine::get_host_cpu_features();
    lower::target_machine(
        &triple.as_str().to_string_lossy(),
        &cpu.to_string_lossy(),
        &features.to_string_lossy(),
        opt_level,
        RelocMode::Default,
    )
}

/// The host CPU's LLVM name (e.g. `znver3`), used as its architecture.
pub fn host_arch() -> String {
    TargetMachine::get_host_cpu_name()
        .to_string_lossy()
        .into_owned()
}

/// Compiles a portable module for the host CPU.
pub fn compile(
    module: &PortableModule,
    opts: &HostOptions,
) -> Result<(Image, StageTimes), IrError> {
    let mut times = StageTimes::default();
    let t = Instant::now();
    let ctx = Context::create();
    let m = module.load(&ctx)?;
    define_intrinsics(&m, &HostLowering)?;
    let kernels = lower::kernels(&m);
    for f in m.get_functions() {
        if f.count_basic_blocks() > 0 && f.get_linkage() == Linkage::External {
            f.set_linkage(Linkage::Internal);
        }
    }
    for k in &kernels {
        add_entry(&m, *k)?;
    }
    let tm = host_machine(opts.opt_level)?;
    lower::retarget(&m, &tm);
    lower::verify(&m)?;
    times.lower = t.elapsed();

    let t = Instant::now();
    lower::optimize(&m, &tm, opts.opt_level)?;
    lower::check_lowered(&m, "host")?;
    times.optimize = t.elapsed();

    let t = Instant::now();
    let bytes = m.write_bitcode_to_memory().as_slice().to_vec();
    times.codegen = t.elapsed();
    Ok((
        Image {
            format: ImageFormat::HostBitcode,
            arch: host_arch(),
            bytes,
            kernels: module.kernels().to_vec(),
        },
        times,
    ))
}
