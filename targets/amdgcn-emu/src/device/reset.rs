//! Resetting the emulator: [`Device::reset`](gpujit_device::Device::reset) of
//! [`EmuDevice`] frees every allocation and clears the fault it recorded.

use std::sync::PoisonError;

use super::EmuDevice;

impl EmuDevice {
    /// Frees all device memory but the queue (zeroed again) and forgets the last error.
    /// Addresses are never reused, so a buffer that outlives the reset finds nothing at
    /// its address: its copies are refused and its free does nothing.
    pub(super) fn reset_in_place(&self) {
        let mut mem = self.mem.lock().unwrap_or_else(PoisonError::into_inner);
        mem.free_all_but(self.queue);
        if let Some(q) = mem.slice(self.queue, 256) {
            q.fill(0);
        }
        drop(mem);
        *self
            .last_error
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = None;
    }
}
