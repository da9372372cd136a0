//! Managed and mapped host memory: `cudaMallocManaged` and its hints,
//! `cudaHostAlloc`/`cudaMallocHost` memory that kernels reach, and
//! `cudaHostGetDevicePointer`.
//!
//! Both are host memory mapped into the device at its own address, on
//! devices with unified addressing ([`Capabilities::unified_addressing`]):
//! the NVIDIA GPU (page-locked memory the GPU reaches across the bus), the
//! host CPU and the emulator. One pointer means the same bytes to the program
//! and to its kernels, and both see each other's writes once the work that
//! made them is synchronized, which is what CUDA promises of managed memory.
//! Pages never migrate: on a GPU a kernel reads managed memory at the bus's
//! bandwidth, not its own memory's, and the prefetch and advice calls are
//! checked and then change nothing. Devices without unified addressing (a
//! HIP library without the mapping entry points) refuse managed memory with
//! `cudaErrorNotSupported`.
//!
//! [`Capabilities::unified_addressing`]: gpujit_device::Capabilities::unified_addressing

use std::ffi::{c_int, c_uint, c_void};

use gpujit_device::{Error as DeviceError, MappedMemory};

use crate::error::{
    Failure, Result, api, cudaErrorInvalidValue, cudaErrorMemoryAllocation, cudaErrorNotSupported,
    fail,
};
use crate::memory::put;
use crate::state::{DeviceState, HostAlloc, current, lock};
use crate::{CudaError, CudaStream};

/// `cudaMemAttachGlobal`.
const ATTACH_GLOBAL: c_uint = 1;
/// `cudaMemAttachHost`.
const ATTACH_HOST: c_uint = 2;
/// `cudaMemAttachSingle`.
const ATTACH_SINGLE: c_uint = 4;

/// `bytes` of host memory that `d` reaches at the same address, or why not
/// (`what` names the call).
/// Refuses host memory at `host` that `d` maps at another device address
/// `device`: a pointer that means two things (the runtime hands out host
/// memory's own address to kernels).
pub(crate) fn at_own_address(d: &DeviceState, host: u64, device: u64, what: &str) -> Result<()> {
    if device == host {
        return Ok(());
    }
    fail(
        cudaErrorNotSupported,
        format!(
            "{what}: {} maps host memory {host:#x} at device address {device:#x}, not at its own \
             address",
            d.spec
        ),
    )
}

fn unified(d: &DeviceState, bytes: usize, what: &str) -> Result<MappedMemory> {
    let dev = d.dev();
    if !dev.capabilities().unified_addressing {
        return fail(
            cudaErrorNotSupported,
            format!(
                "{what}: {} has no unified addressing in gpujit (its kernels cannot reach host \
                 memory at the host's address); allocate with cudaMalloc and copy with cudaMemcpy",
                d.spec
            ),
        );
    }
    let mem = dev.alloc_mapped(bytes).map_err(|e| {
        let code = match e {
            DeviceError::OutOfMemory { .. } => cudaErrorMemoryAllocation,
            _ => cudaErrorNotSupported,
        };
        Failure::new(code, format!("{what} of {bytes} bytes on {}: {e}", d.spec))
    })?;
    at_own_address(d, mem.host_ptr() as u64, mem.addr(), what)?;
    Ok(mem)
}

/// Page-locked host memory of `bytes` for `cudaMallocHost`/`cudaHostAlloc`:
/// mapped where the device has unified addressing, so that kernels reach it
/// as on NVIDIA's runtime.
pub(crate) fn alloc_host(bytes: usize) -> Result<*mut c_void> {
    let d = current()?;
    let what = "cudaHostAlloc";
    let mem = if d.dev().capabilities().unified_addressing {
        HostAlloc::Mapped(unified(&d, bytes.max(1), what)?)
    } else {
        HostAlloc::Pinned(d.dev().alloc_pinned(bytes.max(1)).map_err(|e| {
            Failure::new(
                cudaErrorMemoryAllocation,
                format!("{bytes} bytes of pinned host memory: {e}"),
            )
        })?)
    };
    let p = match &mem {
        HostAlloc::Mapped(m) => m.host_ptr(),
        HostAlloc::Pinned(p) => p.as_ptr().cast_mut(),
        HostAlloc::Registered(r) => r.host_ptr(),
    };
    lock(&d.memory).host.insert(p as u64, mem);
    Ok(p.cast())
}

/// Allocates `size` bytes of managed memory: one pointer for the program and
/// its kernels (see the module's notes for what differs from NVIDIA's
/// runtime). `flags` is `cudaMemAttachGlobal` or `cudaMemAttachHost`, which
/// change nothing here.
///
/// # Safety
/// `ptr` is valid for a write of a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaMallocManaged(
    ptr: *mut *mut c_void,
    size: usize,
    flags: c_uint,
) -> CudaError {
    api(|| {
        let d = current()?;
        if flags != ATTACH_GLOBAL && flags != ATTACH_HOST {
            return fail(
                cudaErrorInvalidValue,
                format!(
                    "cudaMallocManaged: flags {flags:#x} (cudaMemAttachGlobal or cudaMemAttachHost)"
                ),
            );
        }
        if size == 0 {
            return fail(cudaErrorInvalidValue, "cudaMallocManaged of 0 bytes");
        }
        let mem = unified(&d, size, "cudaMallocManaged")?;
        let p = mem.host_ptr();
        lock(&d.memory).managed.insert(p as u64, mem);
        // SAFETY: this function's contract.
        unsafe { put(ptr, p.cast(), "cudaMallocManaged's devPtr") }
    })
}

/// Frees the managed allocation starting at `addr`, once the device is idle;
/// `None` when `addr` starts none.
pub(crate) fn free_managed(d: &DeviceState, addr: u64) -> Option<Result<()>> {
    if !lock(&d.memory).managed.contains_key(&addr) {
        return None;
    }
    Some(d.synchronize_all().map(|()| {
        lock(&d.memory).managed.remove(&addr);
    }))
}

/// Checks that `ptr..ptr + count` is managed memory of the current device.
fn check_managed(ptr: *const c_void, count: usize, what: &str) -> Result<()> {
    let d = current()?;
    if count == 0 || !lock(&d.memory).managed_range(ptr as u64, count) {
        return fail(
            cudaErrorInvalidValue,
            format!("{what}({ptr:p}, {count}): not a range of cudaMallocManaged memory"),
        );
    }
    Ok(())
}

/// Prefetching managed memory: the range is checked; nothing moves, since
/// the memory is where both the host and the device reach it. The other
/// arguments (a device in CUDA 12's form, a location and flags in CUDA 13's)
/// are not read.
///
/// # Safety
/// None: `ptr` is compared, never read.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaMemPrefetchAsync(ptr: *const c_void, count: usize) -> CudaError {
    api(|| check_managed(ptr, count, "cudaMemPrefetchAsync"))
}

/// CUDA 12's name for the location form of [`cudaMemPrefetchAsync`].
///
/// # Safety
/// None: `ptr` is compared, never read.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaMemPrefetchAsync_v2(ptr: *const c_void, count: usize) -> CudaError {
    api(|| check_managed(ptr, count, "cudaMemPrefetchAsync_v2"))
}

/// Advice on managed memory (read-mostly, preferred location, accessed
/// by): the range and the advice are checked and the advice changes
/// nothing.
///
/// # Safety
/// None: `ptr` is compared, never read.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaMemAdvise(
    ptr: *const c_void,
    count: usize,
    advice: c_int,
) -> CudaError {
    api(|| advise(ptr, count, advice, "cudaMemAdvise"))
}

/// CUDA 12's name for the location form of [`cudaMemAdvise`].
///
/// # Safety
/// None: `ptr` is compared, never read.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaMemAdvise_v2(
    ptr: *const c_void,
    count: usize,
    advice: c_int,
) -> CudaError {
    api(|| advise(ptr, count, advice, "cudaMemAdvise_v2"))
}

fn advise(ptr: *const c_void, count: usize, advice: c_int, what: &str) -> Result<()> {
    // cudaMemAdviseSetReadMostly (1) to cudaMemAdviseUnsetAccessedBy (6).
    if !(1..=6).contains(&advice) {
        return fail(
            cudaErrorInvalidValue,
            format!("{what}: advice {advice} is not a cudaMemoryAdvise"),
        );
    }
    check_managed(ptr, count, what)
}

/// Attaching managed memory to a stream: checked (the range must start a
/// managed allocation, as CUDA's length 0 means the whole of it), and the
/// stream's work reaches it as before.
///
/// # Safety
/// None: `ptr` is compared, never read.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaStreamAttachMemAsync(
    stream: CudaStream,
    ptr: *mut c_void,
    length: usize,
    flags: c_uint,
) -> CudaError {
    api(|| {
        let d = current()?;
        crate::stream::queue(&d, stream)?;
        if ![ATTACH_GLOBAL, ATTACH_HOST, ATTACH_SINGLE].contains(&flags) {
            return fail(
                cudaErrorInvalidValue,
                format!("cudaStreamAttachMemAsync: flags {flags:#x}"),
            );
        }
        let m = lock(&d.memory);
        match m.managed.get(&(ptr as u64)) {
            Some(mem) if length == 0 || length == mem.len() => Ok(()),
            _ => fail(
                cudaErrorInvalidValue,
                format!(
                    "cudaStreamAttachMemAsync({ptr:p}, {length}): not the whole of an allocation \
                     of cudaMallocManaged"
                ),
            ),
        }
    })
}

/// The device address of host memory from `cudaHostAlloc`/`cudaMallocHost`:
/// its own address, where the device maps it.
///
/// # Safety
/// `device_ptr` is valid for a write of a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaHostGetDevicePointer(
    device_ptr: *mut *mut c_void,
    host_ptr: *mut c_void,
    flags: c_uint,
) -> CudaError {
    api(|| {
        let d = current()?;
        if flags != 0 {
            return fail(
                cudaErrorInvalidValue,
                format!("cudaHostGetDevicePointer: flags {flags:#x} (must be 0)"),
            );
        }
        let m = lock(&d.memory);
        match m.host_range(host_ptr as u64, 1) {
            Some(HostAlloc::Mapped(_) | HostAlloc::Registered(_)) => {
                drop(m);
                // SAFETY: this function's contract.
                unsafe { put(device_ptr, host_ptr, "cudaHostGetDevicePointer's pDevice") }
            }
            Some(HostAlloc::Pinned(_)) => fail(
                cudaErrorNotSupported,
                format!(
                    "cudaHostGetDevicePointer({host_ptr:p}): {} does not map host memory",
                    d.spec
                ),
            ),
            None => fail(
                cudaErrorInvalidValue,
                format!(
                    "cudaHostGetDevicePointer({host_ptr:p}): not memory of cudaHostAlloc, \
                     cudaMallocHost or cudaHostRegister"
                ),
            ),
        }
    })
}
