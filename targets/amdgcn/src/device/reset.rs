//! Resetting an AMD GPU: [`Device::reset`](gpujit_device::Device::reset) of [`HipDevice`]
//! through `hipDeviceReset`.

use std::sync::{Arc, PoisonError};

use gpujit_device::{Backend, Error, Result};

use super::HipDevice;

impl HipDevice {
    /// Refuses while buffers of the device are alive (they would outlive their memory),
    /// then resets the device ([`crate::hip::Hip::device_reset`]).
    pub(super) fn reset_in_place(&self) -> Result<()> {
        // The device holds the owner once; every buffer holds it too.
        let others = Arc::strong_count(&self.owner) - 1;
        if others > 0 {
            return Err(Error::Unsupported {
                backend: Backend::Hip,
                what: format!(
                    "resetting HIP device {} while {others} buffer(s) or device clone(s) of it \
                     are alive: drop them all before calling reset",
                    self.ordinal
                ),
            });
        }
        self.hip.device_reset(self.ordinal)?;
        *self
            .last_kernel
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = None;
        Ok(())
    }
}
