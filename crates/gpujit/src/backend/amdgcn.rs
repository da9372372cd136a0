//! AMD: HSA code objects from LLVM's AMDGPU backend, linked in-process, loaded by HIP.

use gpujit_amdgcn::AmdgcnOptions;
use gpujit_device::{Backend, Device, DeviceInfo, Image};

use super::{DeviceOptions, TargetBackend};
use crate::{CompileOptions, PortableModule, Result, StageTimes, Target};

/// The AMD target.
pub(super) struct Amdgcn;

/// [`CompileOptions`] as the AMD compiler's options: code object v5, or v6 for a generic
/// processor (which exists only from v6 on), unless one is asked for.
pub fn amdgcn_options(opts: &CompileOptions) -> AmdgcnOptions {
    let arch = opts.arch.clone().unwrap_or_else(|| Amdgcn.default_arch());
    let generic = opts.generic || arch.ends_with("-generic");
    AmdgcnOptions {
        arch,
        generic: opts.generic,
        code_object_version: opts
            .code_object_version
            .unwrap_or(if generic { 6 } else { 5 }),
        opt_level: opts.opt_level.unwrap_or(3),
        coarsen: !opts.no_coarsening,
        ..Default::default()
    }
}

impl TargetBackend for Amdgcn {
    fn target(&self) -> Target {
        Target::Amdgcn
    }

    fn name(&self) -> &'static str {
        "amdgcn"
    }

    fn aliases(&self) -> &'static [&'static str] {
        &["hip"]
    }

    fn device_backend(&self) -> Backend {
        Backend::Hip
    }

    fn default_arch(&self) -> String {
        "gfx90a".into()
    }

    fn compile(
        &self,
        module: &PortableModule,
        opts: &CompileOptions,
    ) -> Result<(Image, StageTimes)> {
        Ok(gpujit_amdgcn::compile(module, &amdgcn_options(opts))?)
    }

    fn matrix_kinds(&self, opts: &CompileOptions) -> Result<Vec<crate::ir::MmaKind>> {
        let o = amdgcn_options(opts);
        let t = gpujit_amdgcn::codegen::compile_target(&o)?;
        let wave = gpujit_amdgcn::codegen::wave_size(t.arch, &o)?;
        Ok(t.arch.matrix.kinds(wave))
    }

    fn lowered_ir(&self, module: &PortableModule, opts: &CompileOptions) -> Result<String> {
        Ok(gpujit_amdgcn::codegen::lowered_ir(
            module,
            &amdgcn_options(opts),
        )?)
    }

    /// The full `gcnArchName` of a HIP device (`gfx90a:sramecc+:xnack-`).
    fn device_arch(&self, device: &dyn Device) -> String {
        gpujit_amdgcn::device::device_target_id(device)
            .unwrap_or_else(|| device.info().arch.clone())
    }

    /// The device's own processor with the xnack/sramecc settings it reports; its family's
    /// generic processor when asked for, or when gpujit has no row for the processor.
    fn options_for_device(
        &self,
        device: &dyn Device,
        given: &CompileOptions,
    ) -> Result<DeviceOptions> {
        if given.arch.is_some() {
            return Ok(DeviceOptions {
                opts: given.clone(),
                key: String::new(),
                reason: String::new(),
            });
        }
        let choice =
            gpujit_amdgcn::arch::arch_for_device(&self.device_arch(device), given.generic)?;
        Ok(DeviceOptions {
            // The choice is already the generic processor where one was asked for.
            opts: CompileOptions {
                arch: Some(choice.target),
                generic: false,
                ..given.clone()
            },
            key: String::new(),
            reason: choice.reason,
        })
    }

    fn open(&self, ordinal: u32) -> Result<Box<dyn Device>> {
        Ok(Box::new(gpujit_amdgcn::HipDevice::open(ordinal)?))
    }

    fn list_devices(&self) -> Result<Vec<DeviceInfo>> {
        Ok(gpujit_amdgcn::list_devices()?)
    }
}
