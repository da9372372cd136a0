//! Listing devices and reading what they are, without a context.

use std::ffi::{CStr, c_char, c_int};

use cudarc::driver::sys::{self, CUdevice, CUdevice_attribute};
use gpujit_device::{Backend, DeviceInfo, Dim3, Error, Result};

use crate::cuda::{self, check};

/// Names every CUDA device and what it can take, without creating a context.
///
/// Returns an empty list when the driver is installed but sees no GPU, and
/// [`Error::LibraryNotFound`] when there is no driver at all.
pub fn list_devices() -> Result<Vec<DeviceInfo>> {
    match cuda::init() {
        Ok(()) => {}
        Err(Error::NoDevice { .. }) => return Ok(Vec::new()),
        Err(e) => return Err(e),
    }
    let count = device_count()?;
    (0..count)
        .map(|ordinal| {
            let dev = device_handle(ordinal)?;
            Ok(query(dev, ordinal)?.0)
        })
        .collect()
}

/// CUDA-specific facts about a device, beyond the backend-neutral [`DeviceInfo`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CudaProperties {
    /// Compute capability, (major, minor): `(9, 0)` for an H100.
    pub compute_capability: (u32, u32),
    /// Shared memory a block may use without opting in, in bytes (48 KiB).
    pub shared_per_block: u32,
    /// Shared memory a block may use after opting in, in bytes. [`DeviceInfo`]'s
    /// `max_shared_per_block` reports this value: launches asking for more dynamic shared
    /// memory than [`Self::shared_per_block`] opt in automatically.
    pub shared_per_block_optin: u32,
    /// Version of the installed driver, (major, minor).
    pub driver_version: (u32, u32),
}

/// Number of CUDA devices (after `cuInit`).
pub(super) fn device_count() -> Result<u32> {
    let mut count: c_int = 0;
    // SAFETY: the driver is initialised (callers run `cuda::init` first); `count` is writable.
    check("cuDeviceGetCount", unsafe {
        sys::cuDeviceGetCount(&mut count)
    })?;
    Ok(u32::try_from(count).unwrap_or(0))
}

/// The handle of the device with this ordinal.
pub(super) fn device_handle(ordinal: u32) -> Result<CUdevice> {
    let mut device: CUdevice = 0;
    let ordinal = c_int::try_from(ordinal).unwrap_or(c_int::MAX);
    // SAFETY: the driver is initialised; `device` is writable. A bad ordinal is an error
    // status, not undefined behaviour.
    check("cuDeviceGet", unsafe {
        sys::cuDeviceGet(&mut device, ordinal)
    })?;
    Ok(device)
}

/// One device attribute, as an unsigned number (negative values read as 0).
pub(super) fn attribute(device: CUdevice, attr: CUdevice_attribute) -> Result<u32> {
    let mut value: c_int = 0;
    // SAFETY: `device` is a valid handle; `value` is writable.
    check("cuDeviceGetAttribute", unsafe {
        sys::cuDeviceGetAttribute(&mut value, attr, device)
    })?;
    Ok(u32::try_from(value).unwrap_or(0))
}

/// Everything [`DeviceInfo`] and [`CudaProperties`] hold, read without a context.
pub(super) fn query(device: CUdevice, ordinal: u32) -> Result<(DeviceInfo, CudaProperties)> {
    use CUdevice_attribute::*;
    let mut name = [0u8; 256];
    // SAFETY: `name` is writable for the length passed; the driver NUL-terminates within it.
    check("cuDeviceGetName", unsafe {
        sys::cuDeviceGetName(
            name.as_mut_ptr().cast::<c_char>(),
            name.len() as c_int,
            device,
        )
    })?;
    let name = CStr::from_bytes_until_nul(&name)
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|_| String::from_utf8_lossy(&name).into_owned());
    let mut total: usize = 0;
    // SAFETY: `device` is a valid handle; `total` is writable.
    check("cuDeviceTotalMem_v2", unsafe {
        sys::cuDeviceTotalMem_v2(&mut total, device)
    })?;
    let a = |attr| attribute(device, attr);
    let (major, minor) = (
        a(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?,
        a(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?,
    );
    let shared = a(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK)?;
    let shared_optin = a(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN)?.max(shared);
    let info = DeviceInfo {
        backend: Backend::Cuda,
        ordinal,
        name,
        arch: format!("sm_{major}{minor}"),
        total_memory: total as u64,
        warp_size: a(CU_DEVICE_ATTRIBUTE_WARP_SIZE)?,
        multiprocessors: a(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)?,
        max_threads_per_block: a(CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK)?,
        max_block: Dim3::new(
            a(CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X)?,
            a(CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y)?,
            a(CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z)?,
        ),
        max_grid: Dim3::new(
            a(CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X)?,
            a(CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y)?,
            a(CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z)?,
        ),
        max_shared_per_block: shared_optin,
    };
    let properties = CudaProperties {
        compute_capability: (major, minor),
        shared_per_block: shared,
        shared_per_block_optin: shared_optin,
        driver_version: cuda::driver_version()?,
    };
    Ok((info, properties))
}
