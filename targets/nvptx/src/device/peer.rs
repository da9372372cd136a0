//! Copies from one GPU to another: peer access (`cuDeviceCanAccessPeer`,
//! `cuCtxEnablePeerAccess`) and `cuMemcpyPeer`.

use std::ffi::c_int;

use cudarc::driver::sys::{self, CUresult};
use gpujit_device::{CopyPath, Device, DeviceMemory, Result, check_owned};

use super::CudaDevice;

impl CudaDevice {
    /// Whether this GPU can reach memory of `peer`'s GPU directly
    /// (`cuDeviceCanAccessPeer`): NVLink or PCIe peer-to-peer that the driver allows. Two
    /// handles of one GPU answer `false` (they need no peer access: it is one memory).
    pub fn can_access_peer(&self, peer: &CudaDevice) -> Result<bool> {
        if self.ctx.same_context(&peer.ctx) {
            return Ok(false);
        }
        let mut can: c_int = 0;
        // SAFETY: both device handles come from cuDeviceGet at open; `can` is a writable
        // out-pointer. The call needs no current context.
        let status =
            unsafe { sys::cuDeviceCanAccessPeer(&mut can, self.ctx.device, peer.ctx.device) };
        self.ctx.check("cuDeviceCanAccessPeer", status)?;
        Ok(can != 0)
    }

    /// Lets this device's context reach `peer`'s memory (`cuCtxEnablePeerAccess`); already
    /// enabled (by an earlier copy, or another thread meanwhile) is success.
    fn enable_peer_access(&self, peer: &CudaDevice) -> Result<()> {
        self.ctx.make_current()?;
        // SAFETY: `peer.ctx.raw()` is a primary context retained by `peer`, alive for the call;
        // this device's context is current.
        let status = unsafe { sys::cuCtxEnablePeerAccess(peer.ctx.raw(), 0) };
        if status == CUresult::CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED {
            return Ok(());
        }
        self.ctx.check("cuCtxEnablePeerAccess", status)
    }

    /// [`Device::copy_to_peer_raw`] for CUDA: to a buffer of another [`CudaDevice`] (or a
    /// wrapper reaching one through `as_any`) with `cuMemcpyPeer` once peer access is enabled,
    /// or with `cuMemcpyDtoD` between two handles of one GPU; `None` otherwise (another
    /// backend, or GPUs without peer access), for the caller to stage through the host.
    ///
    /// `cuMemcpyPeer` is ordered after all work already issued to either context and before
    /// all later work on them (the legacy null stream of each), so no synchronisation is
    /// needed around it.
    ///
    /// # Safety
    /// As for [`Device::copy_to_peer_raw`].
    pub(super) unsafe fn copy_to_peer(
        &self,
        src: &DeviceMemory,
        src_offset: usize,
        dst_dev: &dyn Device,
        dst: &DeviceMemory,
        dst_offset: usize,
        bytes: usize,
    ) -> Result<Option<CopyPath>> {
        let Some(peer) = dst_dev.as_any().downcast_ref::<CudaDevice>() else {
            return Ok(None);
        };
        check_owned(self.id(), src.device(), "the source of the copy")?;
        check_owned(peer.id(), dst.device(), "the destination of the copy")?;
        let from = src.range(src_offset, bytes)?;
        let to = dst.range(dst_offset, bytes)?;
        if self.ctx.same_context(&peer.ctx) {
            if bytes > 0 {
                self.ctx.make_current()?;
                // SAFETY: both ranges lie inside live allocations (checked above) of this one
                // context, which `src` and `dst` keep alive; they do not overlap (the
                // caller's contract: distinct allocations). The context is current.
                let status = unsafe { sys::cuMemcpyDtoD_v2(to, from, bytes) };
                self.ctx.check("cuMemcpyDtoD_v2", status)?;
            }
            return Ok(Some(CopyPath::SameDevice));
        }
        if !self.can_access_peer(peer)? {
            return Ok(None);
        }
        self.enable_peer_access(peer)?;
        if bytes > 0 {
            self.ctx.make_current()?;
            // SAFETY: the source range lies inside a live allocation of this context and the
            // destination range inside one of `peer`'s (both checked above, kept alive by
            // `src` and `dst`); both contexts are retained by their devices for the call.
            // This context is current.
            let status =
                unsafe { sys::cuMemcpyPeer(to, peer.ctx.raw(), from, self.ctx.raw(), bytes) };
            self.ctx.check("cuMemcpyPeer", status)?;
        }
        Ok(Some(CopyPath::PeerToPeer))
    }
}
