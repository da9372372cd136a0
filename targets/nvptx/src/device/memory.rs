//! Device memory: the owner that frees allocations, and memsets.

use std::sync::Arc;

use cudarc::driver::sys;
use gpujit_device::{Device, DeviceMemory, Error, MemoryOwner, Result, check_owned};

use super::{Context, CudaDevice, Release};

impl CudaDevice {
    /// Sets every byte of `mem` to `value` (`cuMemsetD8_v2`, on the null stream: ordered after
    /// earlier launches and copies of this device, before later ones).
    pub fn memset_d8(&self, mem: &DeviceMemory, value: u8) -> Result<()> {
        self.memset_d8_at(mem, 0, mem.len(), value)
    }

    /// Sets `count` bytes of `mem` from byte `offset` to `value` (`cuMemsetD8_v2`). A range
    /// outside the allocation is [`Error::CopyRange`].
    pub fn memset_d8_at(
        &self,
        mem: &DeviceMemory,
        offset: usize,
        count: usize,
        value: u8,
    ) -> Result<()> {
        check_owned(self.id(), mem.device(), "the memory set")?;
        let addr = memset_range(mem, offset, count, 1)?;
        if count == 0 {
            return Ok(());
        }
        self.ctx.make_current()?;
        // SAFETY: `count` bytes from `addr` lie inside the allocation (checked above), which
        // `mem` keeps alive; the context is current.
        let status = unsafe { sys::cuMemsetD8_v2(addr, value, count) };
        self.ctx.check("cuMemsetD8_v2", status)
    }

    /// Sets every 32-bit word of `mem` to `value` (`cuMemsetD32_v2`): `value = 0x3f80_0000`
    /// fills an `f32` buffer with 1.0. The allocation's size must be a multiple of 4 bytes.
    pub fn memset_d32(&self, mem: &DeviceMemory, value: u32) -> Result<()> {
        if !mem.len().is_multiple_of(4) {
            return Err(Error::CopyRange {
                detail: format!(
                    "memset_d32 of a {}-byte allocation: not a whole number of 4-byte words",
                    mem.len()
                ),
            });
        }
        self.memset_d32_at(mem, 0, mem.len() / 4, value)
    }

    /// Sets `count` 32-bit words of `mem`, from byte `offset` (a multiple of 4), to `value`
    /// (`cuMemsetD32_v2`). A range outside the allocation or a misaligned offset is
    /// [`Error::CopyRange`].
    pub fn memset_d32_at(
        &self,
        mem: &DeviceMemory,
        offset: usize,
        count: usize,
        value: u32,
    ) -> Result<()> {
        check_owned(self.id(), mem.device(), "the memory set")?;
        let addr = memset_range(mem, offset, count, 4)?;
        if count == 0 {
            return Ok(());
        }
        self.ctx.make_current()?;
        // SAFETY: `count` 4-byte words from `addr` (4-byte aligned) lie inside the allocation
        // (both checked above), which `mem` keeps alive; the context is current.
        let status = unsafe { sys::cuMemsetD32_v2(addr, value, count) };
        self.ctx.check("cuMemsetD32_v2", status)
    }
}

/// The device address of `count` elements of `elem` bytes at byte `offset` of `mem`, for a
/// memset: inside the allocation, and aligned to `elem`. A pure check, before any driver call.
pub(super) fn memset_range(
    mem: &DeviceMemory,
    offset: usize,
    count: usize,
    elem: usize,
) -> Result<u64> {
    let bytes = count.checked_mul(elem).ok_or_else(|| Error::CopyRange {
        detail: format!("memset of {count} elements of {elem} bytes overflows usize"),
    })?;
    let addr = mem.range(offset, bytes)?;
    if elem > 1 && !addr.is_multiple_of(elem as u64) {
        return Err(Error::CopyRange {
            detail: format!(
                "memset of {elem}-byte elements at offset {offset} (address {addr:#x}): the \
                 address must be a multiple of {elem}"
            ),
        });
    }
    Ok(addr)
}

/// Frees CUDA allocations; shared by every buffer of one device.
pub(super) struct CudaMemoryOwner {
    pub(super) ctx: Arc<Context>,
}

impl MemoryOwner for CudaMemoryOwner {
    /// Frees with `cuMemFree`, the context made current first. Address 0 (a zero-byte
    /// allocation) is not freed. Errors are dropped: after a sticky fault the memory goes
    /// with the context anyway.
    fn free(&self, addr: u64, _bytes: usize) {
        // `addr` came from cuMemAlloc in this context (DeviceMemory is only built by
        // `alloc_raw` with this owner) and is freed exactly once, as MemoryOwner promises.
        if addr != 0 {
            self.ctx.release(Release::Device(addr));
        }
    }
}
