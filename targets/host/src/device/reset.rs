//! Resetting the host CPU as a device: [`Device::reset`](gpujit_device::Device::reset) of
//! [`HostDevice`].
//!
//! The host keeps no state of its own between launches: buffers are host allocations that
//! their owners free, a kernel's fault is reported by its launch (or its stream) and kept
//! nowhere else. A reset waits for the work in flight, so that nothing of the old state
//! runs afterwards.

use std::sync::PoisonError;

use gpujit_device::Result;

use super::HostDevice;

impl HostDevice {
    /// Waits for every stream's queued work and for a launch in progress.
    pub(super) fn reset_in_place(&self) -> Result<()> {
        self.streams.wait_all();
        drop(self.gate.write().unwrap_or_else(PoisonError::into_inner));
        Ok(())
    }
}
