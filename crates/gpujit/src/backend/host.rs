//! The host CPU: LLVM's JIT, kernels run block by block on every core.

use gpujit_device::{Backend, Device, DeviceInfo, Error as DeviceError, Image};
use gpujit_host::{HostDevice, HostOptions};

use super::TargetBackend;
use crate::{CompileOptions, PortableModule, Result, StageTimes, Target};

/// The host target.
pub(super) struct Host;

fn options(opts: &CompileOptions) -> HostOptions {
    HostOptions {
        opt_level: opts.opt_level.unwrap_or(2),
        checked: opts.checked,
    }
}

impl TargetBackend for Host {
    fn target(&self) -> Target {
        Target::Host
    }

    fn name(&self) -> &'static str {
        "host"
    }

    fn aliases(&self) -> &'static [&'static str] {
        &["cpu"]
    }

    fn device_backend(&self) -> Backend {
        Backend::Host
    }

    fn default_arch(&self) -> String {
        gpujit_host::codegen::host_arch()
    }

    fn compile(
        &self,
        module: &PortableModule,
        opts: &CompileOptions,
    ) -> Result<(Image, StageTimes)> {
        Ok(gpujit_host::compile(module, &options(opts))?)
    }

    fn matrix_kinds(&self, _opts: &CompileOptions) -> Result<Vec<crate::ir::MmaKind>> {
        Ok(crate::ir::MmaKind::ALL.to_vec())
    }

    fn lowered_ir(&self, module: &PortableModule, opts: &CompileOptions) -> Result<String> {
        Ok(gpujit_host::codegen::lowered_ir(module, &options(opts))?)
    }

    fn compiles_at_load(&self) -> bool {
        true
    }

    fn open(&self, ordinal: u32) -> Result<Box<dyn Device>> {
        if ordinal != 0 {
            return Err(DeviceError::NoDevice {
                backend: Backend::Host,
                detail: format!("device {ordinal} requested; the host is device 0"),
            }
            .into());
        }
        Ok(Box::new(HostDevice::new()))
    }

    fn list_devices(&self) -> Result<Vec<DeviceInfo>> {
        Ok(vec![HostDevice::new().info().clone()])
    }
}
