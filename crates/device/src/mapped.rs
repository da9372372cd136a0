//! Host memory that a running kernel can read and write: pinned and mapped
//! into the device's address space on GPUs, ordinary memory on the host
//! target. The home of doorbells and work queues shared between the host and
//! a persistent kernel.

use std::ptr::NonNull;
use std::sync::Arc;
use std::sync::atomic::{AtomicU32, AtomicU64};

use crate::{Access, DeviceId, Error, KernelArg, MemoryOwner, Result};

/// Host memory visible to kernels at [`addr`](Self::addr): from
/// [`Device::alloc_mapped`](crate::Device::alloc_mapped). Zeroed when
/// allocated, 64-byte aligned, freed on drop.
///
/// The host reaches it only through atomics ([`u64_at`](Self::u64_at),
/// [`u32_at`](Self::u32_at)), so host threads and a kernel may use it at the
/// same time without a data race on the host side; ordering between the two is
/// the user's protocol (release/acquire on the host, fences and atomic
/// loads/stores in the kernel). Since the host may touch it at any time, a kernel should
/// reach it with atomic operations only, as the persistent runtime's workers do.
///
/// Like [`DeviceMemory`](crate::DeviceMemory) it belongs to the device that allocated it
/// ([`MappedMemory::device`]); a launch on another device refuses it.
pub struct MappedMemory {
    host: NonNull<u8>,
    device: DeviceId,
    addr: u64,
    bytes: usize,
    owner: Arc<dyn MemoryOwner>,
}

// SAFETY: the memory is only touched through atomics, which any thread may use;
// the owner is Send + Sync.
unsafe impl Send for MappedMemory {}
// SAFETY: as for Send: shared references only hand out atomics.
unsafe impl Sync for MappedMemory {}

impl std::fmt::Debug for MappedMemory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "MappedMemory({} bytes at host {:p}, address {:#x} on {})",
            self.bytes, self.host, self.addr, self.device
        )
    }
}

impl MappedMemory {
    /// Wraps a mapped allocation; `owner.free(host address, bytes)` runs on drop.
    ///
    /// # Safety
    /// `host` must point to `bytes` zeroed, writable bytes aligned to 64 that stay
    /// valid until `owner.free` is called, reachable by the device `device` identifies at
    /// `addr`, and owned by this value alone.
    pub unsafe fn new(
        device: DeviceId,
        host: NonNull<u8>,
        addr: u64,
        bytes: usize,
        owner: Arc<dyn MemoryOwner>,
    ) -> Self {
        MappedMemory {
            host,
            device,
            addr,
            bytes,
            owner,
        }
    }

    /// The device it is mapped into.
    pub fn device(&self) -> &DeviceId {
        &self.device
    }

    /// The device address of the first byte.
    pub fn addr(&self) -> u64 {
        self.addr
    }

    /// The host address of the first byte. Reading or writing through it is the caller's
    /// `unsafe` business: running kernels may touch the same bytes at any time (this value
    /// itself only hands out atomics).
    pub fn host_ptr(&self) -> *mut u8 {
        self.host.as_ptr()
    }

    /// Size in bytes.
    pub fn len(&self) -> usize {
        self.bytes
    }

    /// Whether it holds no bytes.
    pub fn is_empty(&self) -> bool {
        self.bytes == 0
    }

    /// The memory as a kernel's pointer argument, of unknown element type.
    pub fn arg(&self) -> KernelArg<'_> {
        KernelArg::device_pointer(&self.device, self.addr, None, Access::ReadWrite)
    }

    fn word<T>(&self, index: usize) -> Result<NonNull<T>> {
        let size = std::mem::size_of::<T>();
        match index.checked_mul(size).and_then(|at| at.checked_add(size)) {
            Some(end) if end <= self.bytes => {
                // SAFETY: `index * size + size <= bytes`, so the word lies in the allocation.
                Ok(unsafe { self.host.add(index * size) }.cast())
            }
            _ => Err(Error::CopyRange {
                detail: format!(
                    "word {index} of {size} bytes is outside mapped memory of {} bytes",
                    self.bytes
                ),
            }),
        }
    }

    /// The `index`th 64-bit word.
    pub fn u64_at(&self, index: usize) -> Result<&AtomicU64> {
        let p = self.word::<u64>(index)?;
        // SAFETY: the word is inside the allocation, 8-aligned (the base is 64-aligned),
        // lives as long as `self`, and is only accessed atomically on the host.
        Ok(unsafe { AtomicU64::from_ptr(p.as_ptr()) })
    }

    /// The `index`th 32-bit word.
    pub fn u32_at(&self, index: usize) -> Result<&AtomicU32> {
        let p = self.word::<u32>(index)?;
        // SAFETY: as for `u64_at`, with 4-byte alignment.
        Ok(unsafe { AtomicU32::from_ptr(p.as_ptr()) })
    }
}

impl Drop for MappedMemory {
    fn drop(&mut self) {
        self.owner.free(self.host.as_ptr() as u64, self.bytes);
    }
}

/// Host memory the program already owns, mapped into a device at
/// [`addr`](Self::addr): from [`Device::map_host`](crate::Device::map_host)
/// (CUDA's `cuMemHostRegister` with `DEVICEMAP`). Unmapped on drop; the bytes
/// stay the program's.
pub struct HostMapping {
    host: NonNull<u8>,
    device: DeviceId,
    addr: u64,
    bytes: usize,
    owner: Arc<dyn MemoryOwner>,
}

// SAFETY: the value only names a range and unmaps it on drop; it never reads or writes the
// bytes. The owner is Send + Sync.
unsafe impl Send for HostMapping {}
// SAFETY: as for Send.
unsafe impl Sync for HostMapping {}

impl std::fmt::Debug for HostMapping {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "HostMapping({} bytes at host {:p}, address {:#x} on {})",
            self.bytes, self.host, self.addr, self.device
        )
    }
}

impl HostMapping {
    /// Wraps a mapping; `owner.free(host address, bytes)` unmaps it on drop.
    ///
    /// # Safety
    /// The `bytes` bytes at `host` are reachable by the device `device` identifies at
    /// `addr` until `owner.free` is called, which must unmap them without freeing them.
    pub unsafe fn new(
        device: DeviceId,
        host: NonNull<u8>,
        addr: u64,
        bytes: usize,
        owner: Arc<dyn MemoryOwner>,
    ) -> Self {
        HostMapping {
            host,
            device,
            addr,
            bytes,
            owner,
        }
    }

    /// The device it is mapped into.
    pub fn device(&self) -> &DeviceId {
        &self.device
    }

    /// The device address of the first byte.
    pub fn addr(&self) -> u64 {
        self.addr
    }

    /// The host address of the first byte.
    pub fn host_ptr(&self) -> *mut u8 {
        self.host.as_ptr()
    }

    /// Size in bytes.
    pub fn len(&self) -> usize {
        self.bytes
    }

    /// Whether it holds no bytes.
    pub fn is_empty(&self) -> bool {
        self.bytes == 0
    }
}

impl Drop for HostMapping {
    fn drop(&mut self) {
        self.owner.free(self.host.as_ptr() as u64, self.bytes);
    }
}
