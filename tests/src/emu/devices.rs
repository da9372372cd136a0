//! The device and operation suite on the emulator as other processors.

use gpujit::amdgcn_emu::EmuDevice;
use gpujit_conformance::Tally;

/// Every operation and library kernel compiled by gpujit for gfx90a, on the
/// emulator reporting gfx90a.
pub(super) fn gfx90a_tests(t: &mut Tally) {
    match EmuDevice::with_arch("gfx90a") {
        Ok(d) => crate::ops::device_ops(t, "amdgcn-gfx90a", &d),
        Err(e) => t.fail("amdgcn-gfx90a::device", &e.to_string()),
    }
}
