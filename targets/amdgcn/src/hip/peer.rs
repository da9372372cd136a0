//! Copies between two GPUs of one runtime: `hipDeviceCanAccessPeer`,
//! `hipDeviceEnablePeerAccess`, `hipMemcpyPeer`.
#![deny(clippy::undocumented_unsafe_blocks)]

use std::ffi::{c_int, c_void};
use std::sync::PoisonError;

use gpujit_device::{Error, Result};

use super::{Hip, status, to_int};

impl Hip {
    /// `hipDeviceCanAccessPeer`: whether device `device` can reach memory of device `peer`
    /// directly. A device and itself answer `false` (HIP's answer too).
    pub fn can_access_peer(&self, device: u32, peer: u32) -> Result<bool> {
        let mut can: c_int = 0;
        // SAFETY: `can` is a valid out-pointer; HIP range-checks both ordinals.
        let code =
            unsafe { (self.api.hipDeviceCanAccessPeer)(&mut can, to_int(device), to_int(peer)) };
        self.check("hipDeviceCanAccessPeer", code)?;
        Ok(can != 0)
    }

    /// `hipDeviceEnablePeerAccess` from `device` (made current first) to `peer`; already
    /// enabled is success.
    pub fn enable_peer_access(&self, device: u32, peer: u32) -> Result<()> {
        self.set_device(device)?;
        // SAFETY: plain integer arguments; HIP range-checks the ordinal, flags must be 0.
        let code = unsafe { (self.api.hipDeviceEnablePeerAccess)(to_int(peer), 0) };
        if code == status::PEER_ACCESS_ALREADY_ENABLED {
            return Ok(());
        }
        self.check("hipDeviceEnablePeerAccess", code)
    }

    /// `hipMemcpyPeer` of `len` bytes from `src` to `dst`, each of which must lie with `len`
    /// bytes inside one live allocation of this runtime, on different devices; the source's
    /// device is made current. Returns when the copy has finished.
    pub fn copy_peer(&self, dst: u64, src: u64, len: usize) -> Result<()> {
        if len == 0 {
            return Ok(());
        }
        // One read guard over both lookups: the allocations stay live until we return.
        let allocs = self
            .allocations
            .read()
            .unwrap_or_else(PoisonError::into_inner);
        let device_of = |addr: u64| {
            allocs
                .range(..=addr)
                .next_back()
                .filter(|(base, (size, _))| {
                    addr.checked_add(len as u64)
                        .is_some_and(|end| end <= **base + *size as u64)
                })
                .map(|(_, (_, ordinal))| *ordinal)
                .ok_or_else(|| Error::CopyRange {
                    detail: format!(
                        "hipMemcpyPeer: {len} bytes at {addr:#x} are not inside one allocation \
                         of this HIP runtime"
                    ),
                })
        };
        let (src_dev, dst_dev) = (device_of(src)?, device_of(dst)?);
        self.set_device(src_dev)?;
        // SAFETY: both ranges lie inside live allocations (checked above; `allocs` keeps them
        // from being freed until we return), on the devices named; HIP only reads `src`.
        let code = unsafe {
            (self.api.hipMemcpyPeer)(
                dst as *mut c_void,
                to_int(dst_dev),
                src as *const c_void,
                to_int(src_dev),
                len,
            )
        };
        self.check("hipMemcpyPeer", code)
    }
}
