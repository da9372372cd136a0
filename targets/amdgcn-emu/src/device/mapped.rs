//! Host memory the emulated device reaches while kernels run:
//! [`Device::alloc_mapped`](gpujit_device::Device::alloc_mapped) and
//! [`Device::map_host`](gpujit_device::Device::map_host) of [`EmuDevice`].
//!
//! The bytes are ordinary host memory mapped into the emulator's address
//! space at their own host address, as GPUs with unified addressing map
//! page-locked memory: the program and its kernels use one pointer.

use std::alloc::Layout;
use std::ptr::NonNull;
use std::sync::{Arc, Mutex, PoisonError};

use gpujit_device::{Backend, Error, HostMapping, MappedMemory, MemoryOwner, Result};

use super::EmuDevice;
use crate::memory::Memory;

/// Alignment of mapped host memory (what [`MappedMemory::new`] asks for).
const ALIGN: usize = 64;

/// Unmaps and frees one mapping.
struct MappedOwner {
    mem: Arc<Mutex<Memory>>,
}

impl MemoryOwner for MappedOwner {
    fn free(&self, addr: u64, bytes: usize) {
        // Unmapped first, under the lock kernels run under, so that nothing reaches the
        // bytes once they are freed.
        self.mem
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .free(addr);
        if let Ok(layout) = Layout::from_size_align(bytes.max(1), ALIGN) {
            // SAFETY: `addr` is the pointer `EmuDevice::mapped` allocated with this very
            // layout (same size and alignment), freed once: the owner runs once per
            // mapping.
            unsafe { std::alloc::dealloc(addr as *mut u8, layout) };
        }
    }
}

/// Unmaps the program's own memory (which stays allocated).
struct HostRangeOwner {
    mem: Arc<Mutex<Memory>>,
}

impl MemoryOwner for HostRangeOwner {
    fn free(&self, addr: u64, _bytes: usize) {
        self.mem
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .free(addr);
    }
}

impl EmuDevice {
    /// Maps the program's `bytes` at `host` at their host address.
    ///
    /// # Safety
    /// The bytes stay valid until the mapping drops.
    pub(super) unsafe fn map_range(&self, host: NonNull<u8>, bytes: usize) -> Result<HostMapping> {
        // SAFETY: the caller keeps the bytes valid until `HostRangeOwner::free` unmaps them;
        // the emulator hands out no references to them beyond its own accesses.
        let mapped = unsafe {
            self.mem
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .map(host, bytes)
        };
        if !mapped {
            return Err(Error::Unsupported {
                backend: Backend::Hip,
                what: format!(
                    "mapping {bytes} bytes of host memory at {host:p}: the emulator's memory \
                     already holds part of that range"
                ),
            });
        }
        let owner = Arc::new(HostRangeOwner {
            mem: self.mem.clone(),
        });
        // SAFETY: reached by this device at their own address until the owner unmaps them;
        // the owner never frees them.
        Ok(unsafe { HostMapping::new(self.id.clone(), host, host.as_ptr() as u64, bytes, owner) })
    }

    /// `bytes` zeroed bytes of host memory, mapped at their host address.
    pub(super) fn mapped(&self, bytes: usize) -> Result<MappedMemory> {
        let oom = || Error::OutOfMemory {
            backend: Backend::Hip,
            bytes,
        };
        let layout = Layout::from_size_align(bytes.max(1), ALIGN).map_err(|_| oom())?;
        // SAFETY: the layout's size is at least 1.
        let host = NonNull::new(unsafe { std::alloc::alloc_zeroed(layout) }).ok_or_else(oom)?;
        let owner = Arc::new(MappedOwner {
            mem: self.mem.clone(),
        });
        // SAFETY: the bytes stay allocated until `MappedOwner::free` unmaps them before
        // freeing; the emulator hands out no references to them beyond its own accesses.
        let mapped = unsafe {
            self.mem
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .map(host, bytes)
        };
        if !mapped {
            // SAFETY: allocated above with `layout`, never shared.
            unsafe { std::alloc::dealloc(host.as_ptr(), layout) };
            return Err(Error::Unsupported {
                backend: Backend::Hip,
                what: format!(
                    "mapping {bytes} bytes of host memory at {:p}: the emulator's memory \
                     already holds that address",
                    host
                ),
            });
        }
        // SAFETY: `bytes` zeroed, writable bytes aligned to 64, valid until the owner frees
        // them, reached by this device at their own address, owned by the new value alone.
        Ok(unsafe { MappedMemory::new(self.id.clone(), host, host.as_ptr() as u64, bytes, owner) })
    }
}
