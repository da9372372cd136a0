//! The device and operation suite on the emulator presented as other
//! processors.

use gpujit::amdgcn_emu::EmuDevice;
use gpujit::{Device, DeviceError, Forward, Image, Module};
use gpujit_conformance::Tally;

/// The emulator presented as a gfx90a device, so that `compile_for` builds
/// gfx90a code objects for it.
struct Gfx90a<'a> {
    inner: &'a dyn Device,
    info: gpujit::DeviceInfo,
}

impl Forward for Gfx90a<'_> {
    fn inner(&self) -> &dyn Device {
        self.inner
    }
    fn forward_info(&self) -> &gpujit::DeviceInfo {
        &self.info
    }
    fn forward_load(&self, image: &Image) -> Result<Module, DeviceError> {
        if image.arch != "gfx90a" {
            return Err(DeviceError::Unsupported {
                backend: gpujit::Backend::Hip,
                what: format!("expected a gfx90a image, got {}", image.arch),
            });
        }
        self.inner.load(image)
    }
}

/// Every operation and library kernel compiled by gpujit for gfx90a.
pub(super) fn gfx90a_tests(t: &mut Tally, dev: &EmuDevice) {
    let mut info = dev.info().clone();
    info.arch = "gfx90a".into();
    let d = Gfx90a { inner: dev, info };
    crate::ops::device_ops(t, "amdgcn-gfx90a", &d);
}
