//! Resetting a GPU in place: [`Device::reset`](gpujit_device::Device::reset) of
//! [`CudaDevice`] destroys the primary context and retains a fresh one.

use std::sync::Arc;

use gpujit_device::{Backend, Error, Result};

use super::CudaDevice;

impl CudaDevice {
    /// Refuses while anything but this handle refers to the context, then renews it.
    pub(super) fn reset_in_place(&self) -> Result<()> {
        self.check_sole_holder()?;
        self.ctx.renew()
    }

    /// Refuses a reset while anything but this handle refers to its context.
    fn check_sole_holder(&self) -> Result<()> {
        let ordinal = self.ctx.ordinal;
        // The device holds the context twice (itself and its memory owner); every buffer holds
        // the owner; modules, streams, events, pinned buffers and clones hold the context.
        let context_holders = Arc::strong_count(&self.ctx);
        let owner_holders = Arc::strong_count(&self.owner);
        if context_holders != 2 || owner_holders != 1 {
            let others = (context_holders + owner_holders).saturating_sub(3);
            return Err(Error::Unsupported {
                backend: Backend::Cuda,
                what: format!(
                    "resetting CUDA device {ordinal} while {others} other reference(s) to its \
                     context are alive (device clones, buffers, modules or kernels, streams, \
                     events, pinned buffers); they would be left pointing into the destroyed \
                     context: drop them all before calling reset"
                ),
            });
        }
        if self.ctx.is_held() {
            return Err(Error::Unsupported {
                backend: Backend::Cuda,
                what: format!(
                    "resetting CUDA device {ordinal} while a kernel that does not return on \
                     its own runs (a ReleaseHold is alive)"
                ),
            });
        }
        Ok(())
    }
}
