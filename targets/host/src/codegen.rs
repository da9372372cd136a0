//! Portable module → host-lowered, optimised LLVM bitcode (JIT-compiled at load).

use std::time::Instant;

use gpujit_device::{Image, ImageFormat};
use gpujit_ir::inkwell::context::Context;
use gpujit_ir::inkwell::module::Linkage;
use gpujit_ir::inkwell::targets::{RelocMode, TargetMachine};
use gpujit_ir::lower::{Lowered, TargetSpec, lower_module};
use gpujit_ir::{IrError, PortableModule};

use crate::lower::{HostLowering, SharedLayout, add_entry, finish_shared, instrument_bounds};

/// How to compile for the host.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct HostOptions {
    /// LLVM optimisation level, 0 to 3.
    pub opt_level: u8,
    /// Checked mode: every global-memory access is bounds-checked against the
    /// live buffers, every shared-memory access against its static shared
    /// array or dynamic shared memory (or the block's shared memory, where the
    /// compiler cannot tell which), and reads of shared bytes that no thread of
    /// the block wrote are reported; the first bad access fails the launch with
    /// [`gpujit_device::Error::KernelFault`] naming kernel, block, thread and
    /// (for shared memory) offset.
    pub checked: bool,
}

impl Default for HostOptions {
    fn default() -> Self {
        HostOptions {
            opt_level: 2,
            checked: false,
        }
    }
}

pub use gpujit_ir::lower::StageTimes;

/// The host CPU's LLVM name (e.g. `znver3`), used as its architecture.
pub fn host_arch() -> String {
    TargetMachine::get_host_cpu_name()
        .to_string_lossy()
        .into_owned()
}

/// Lowers and optimises a portable module for the host, ready to JIT.
pub fn lower<'ctx>(
    ctx: &'ctx Context,
    module: &PortableModule,
    opts: &HostOptions,
) -> Result<Lowered<'ctx>, IrError> {
    let triple = TargetMachine::get_default_triple();
    let triple = triple.as_str().to_string_lossy();
    let (cpu, features) = (host_arch(), TargetMachine::get_host_cpu_features());
    let features = features.to_string_lossy();
    let spec = TargetSpec {
        triple: &triple,
        cpu: &cpu,
        features: &features,
        opt_level: opts.opt_level,
        reloc: RelocMode::Default,
    };
    let lowered = lower_module(ctx, module, &HostLowering, &spec, |m, kernels| {
        for k in kernels {
            k.set_linkage(Linkage::Internal);
            add_entry(m, *k)?;
        }
        // The static arrays' layout, before their storage goes.
        let layout = SharedLayout::of(m);
        finish_shared(m)?;
        crate::shared::window_addresses(m)?;
        // Module variables the host writes by name (`__constant__` ones are
        // `externally_initialized constant`) must live in writable memory
        // here: the CPU has no constant memory that copies still reach.
        for g in m.get_globals() {
            if g.is_externally_initialized() {
                g.set_constant(false);
            }
        }
        crate::lower::insert_polls(m)?;
        if opts.checked {
            instrument_bounds(m)?;
            crate::shared::instrument_shared(m, &layout)?;
        }
        gpujit_ir::lower::remap_sync_scopes(m, |_| "")
    })?;
    Ok(lowered)
}

/// The module as LLVM IR after lowering and optimisation for the host.
pub fn lowered_ir(module: &PortableModule, opts: &HostOptions) -> Result<String, IrError> {
    let ctx = Context::create();
    Ok(lower(&ctx, module, opts)?
        .module
        .print_to_string()
        .to_string())
}

/// Compiles a portable module for the host CPU.
pub fn compile(
    module: &PortableModule,
    opts: &HostOptions,
) -> Result<(Image, StageTimes), IrError> {
    let ctx = Context::create();
    let mut lowered = lower(&ctx, module, opts)?;
    let t = Instant::now();
    let bytes = lowered.module.write_bitcode_to_memory().as_slice().to_vec();
    lowered.times.codegen = t.elapsed();
    Ok((
        Image {
            format: ImageFormat::HostBitcode,
            arch: host_arch(),
            bytes,
            kernels: module.kernels().to_vec(),
            refused: module.refused().to_vec(),
            coarse: None,
        },
        lowered.times,
    ))
}
