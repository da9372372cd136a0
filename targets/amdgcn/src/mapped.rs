//! Host memory that kernels on a HIP GPU reach while they run:
//! [`Device::alloc_mapped`] (`hipHostMalloc` with `hipHostMallocMapped`)
//! and [`Device::map_host`] (`hipHostRegister` with
//! `hipHostRegisterMapped`), each at the address `hipHostGetDevicePointer`
//! gives.

use std::ptr::NonNull;
use std::sync::Arc;

use gpujit_device::{Backend, Device, Error, HostMapping, MappedMemory, MemoryOwner, Result};

use crate::device::HipDevice;
use crate::hip::{Hip, host_flags};

/// Frees `hipHostMalloc` memory.
struct MappedOwner {
    hip: Arc<Hip>,
}

impl MemoryOwner for MappedOwner {
    fn free(&self, addr: u64, _bytes: usize) {
        // Nothing to do about a failure in a destructor.
        let _ = self.hip.host_free(addr as *mut u8);
    }
}

/// Unregisters the program's memory (which stays allocated).
struct RegisteredOwner {
    hip: Arc<Hip>,
}

impl MemoryOwner for RegisteredOwner {
    fn free(&self, addr: u64, _bytes: usize) {
        let _ = self.hip.host_unregister(addr as *mut u8);
    }
}

/// `bytes` zeroed bytes of page-locked host memory mapped into `dev`.
pub fn mapped_memory(dev: &HipDevice, bytes: usize) -> Result<MappedMemory> {
    let hip = dev.hip().clone();
    let flags = host_flags::MALLOC_PORTABLE | host_flags::MALLOC_MAPPED;
    let host = hip.host_malloc_with(dev.ordinal(), bytes.max(1), flags)?;
    let host = NonNull::new(host).ok_or_else(|| Error::Unsupported {
        backend: Backend::Hip,
        what: format!("hipHostMalloc returned a null pointer for {bytes} bytes"),
    })?;
    let owner: Arc<dyn MemoryOwner> = Arc::new(MappedOwner { hip: hip.clone() });
    if !(host.as_ptr() as usize).is_multiple_of(64) {
        owner.free(host.as_ptr() as u64, bytes);
        return Err(Error::Unsupported {
            backend: Backend::Hip,
            what: format!("hipHostMalloc returned {host:p}, not 64-byte aligned"),
        });
    }
    let addr = match hip.host_device_pointer(dev.ordinal(), host.as_ptr()) {
        Ok(a) => a,
        Err(e) => {
            owner.free(host.as_ptr() as u64, bytes);
            return Err(e);
        }
    };
    // SAFETY: `bytes.max(1)` fresh bytes owned by no one else yet.
    unsafe { std::ptr::write_bytes(host.as_ptr(), 0, bytes) };
    // SAFETY: zeroed, 64-aligned (checked), valid until MappedOwner frees it, reached by the
    // device at `addr` (hipHostGetDevicePointer), owned by the new value alone.
    Ok(unsafe { MappedMemory::new(dev.id().clone(), host, addr, bytes, owner) })
}

/// Registers and maps the program's `bytes` at `host` into `dev`.
///
/// # Safety
/// The bytes stay valid until the mapping drops.
pub unsafe fn map_host(dev: &HipDevice, host: NonNull<u8>, bytes: usize) -> Result<HostMapping> {
    let hip = dev.hip().clone();
    let flags = host_flags::REGISTER_PORTABLE | host_flags::REGISTER_MAPPED;
    // SAFETY: the caller keeps the bytes valid until the mapping drops, which unregisters them.
    unsafe { hip.host_register(dev.ordinal(), host.as_ptr(), bytes.max(1), flags) }?;
    let owner: Arc<dyn MemoryOwner> = Arc::new(RegisteredOwner { hip: hip.clone() });
    let addr = match hip.host_device_pointer(dev.ordinal(), host.as_ptr()) {
        Ok(a) => a,
        Err(e) => {
            owner.free(host.as_ptr() as u64, bytes);
            return Err(e);
        }
    };
    // SAFETY: registered and mapped above, reached at `addr` until RegisteredOwner
    // unregisters it (which never frees it).
    Ok(unsafe { HostMapping::new(dev.id().clone(), host, addr, bytes, owner) })
}
