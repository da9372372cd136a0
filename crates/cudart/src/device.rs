//! Device management, properties, versions and errors.

use std::ffi::{c_char, c_int, c_uint};

use gpujit::{Backend, Capabilities, DeviceInfo};

use crate::error::{
    self, Result, api, cudaErrorInvalidDevice, cudaErrorInvalidValue, cudaErrorNotSupported, fail,
};
use crate::memory::put;
use crate::state::{current, current_ordinal, devices, lock, set_current};
use crate::{CudaError, RUNTIME_VERSION};

/// How many devices the program sees.
///
/// # Safety
/// `count` is valid for a write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGetDeviceCount(count: *mut c_int) -> CudaError {
    api(|| {
        let n = devices()?.count();
        // SAFETY: this function's contract.
        unsafe { put(count, n as c_int, "cudaGetDeviceCount's count") }
    })
}

/// Makes `device` the calling thread's current device.
///
/// # Safety
/// None: the ordinal is checked.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaSetDevice(device: c_int) -> CudaError {
    api(|| {
        let ordinal = usize::try_from(device)
            .map_err(|_| error::Failure::new(cudaErrorInvalidDevice, format!("device {device}")))?;
        set_current(ordinal)
    })
}

/// The calling thread's current device.
///
/// # Safety
/// `device` is valid for a write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGetDevice(device: *mut c_int) -> CudaError {
    api(|| {
        // SAFETY: this function's contract.
        unsafe { put(device, current_ordinal() as c_int, "cudaGetDevice's device") }
    })
}

/// Accepted: scheduling flags change nothing here.
///
/// # Safety
/// None.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaSetDeviceFlags(_flags: c_uint) -> CudaError {
    api(|| current().map(|_| ()))
}

/// Waits for all work of the current device; reports a kernel's fault.
///
/// # Safety
/// None.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaDeviceSynchronize() -> CudaError {
    api(|| current()?.synchronize_all())
}

/// Destroys everything the program made on the current device (memory,
/// streams, events) and resets the device to a fresh state, clearing a
/// kernel's sticky fault: on NVIDIA a new context. Kernels are loaded again
/// at their next launch. Where the device cannot be reset (some NVIDIA
/// drivers keep a fault for the life of the process), the memory, streams
/// and events are freed all the same and the call returns the fault, saying
/// so.
///
/// # Safety
/// The program uses none of the device's memory, streams and events
/// afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaDeviceReset() -> CudaError {
    api(|| {
        let ordinal = current_ordinal();
        devices()?.get(ordinal)?.reset(ordinal)
    })
}

/// The version of CUDA this runtime answers as (12.9 or 13.0: what the
/// program was compiled against, see [`crate::abi`]).
///
/// # Safety
/// `version` is valid for a write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaRuntimeGetVersion(version: *mut c_int) -> CudaError {
    api(|| {
        let v = crate::abi::program_version().unwrap_or(RUNTIME_VERSION);
        // SAFETY: this function's contract.
        unsafe { put(version, v as c_int, "cudaRuntimeGetVersion's version") }
    })
}

/// The driver's CUDA version: the runtime's (the devices behind it are
/// reached through gpujit, whatever their own driver).
///
/// # Safety
/// `version` is valid for a write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaDriverGetVersion(version: *mut c_int) -> CudaError {
    // SAFETY: this function's contract.
    unsafe { cudaRuntimeGetVersion(version) }
}

/// Returns and clears the calling thread's last error.
#[unsafe(no_mangle)]
pub extern "C" fn cudaGetLastError() -> CudaError {
    let sticky = devices()
        .ok()
        .and_then(|d| d.get(current_ordinal()).ok())
        .and_then(|d| d.sticky());
    let last = error::last(true);
    match sticky {
        Some(f) if last == error::cudaSuccess => f.code,
        _ => last,
    }
}

/// Returns the calling thread's last error without clearing it.
#[unsafe(no_mangle)]
pub extern "C" fn cudaPeekAtLastError() -> CudaError {
    error::last(false)
}

/// The description of `code`: for the calling thread's last error, with
/// what went wrong.
#[unsafe(no_mangle)]
pub extern "C" fn cudaGetErrorString(code: CudaError) -> *const c_char {
    error::string(code)
}

/// The name of `code` (`cudaErrorInvalidValue`).
#[unsafe(no_mangle)]
pub extern "C" fn cudaGetErrorName(code: CudaError) -> *const c_char {
    thread_local! {
        static NAMES: std::cell::RefCell<Vec<std::ffi::CString>> = const { std::cell::RefCell::new(Vec::new()) };
    }
    let name = std::ffi::CString::new(error::name(code)).unwrap_or_default();
    NAMES.with(|n| {
        let mut n = n.borrow_mut();
        if let Some(s) = n.iter().find(|s| **s == name) {
            return s.as_ptr();
        }
        let p = name.as_ptr();
        n.push(name);
        p
    })
}

/// The compute capability a device reports: NVIDIA's own; elsewhere the
/// newest architecture the program's device code was compiled for, since
/// that is the code gpujit runs there (what it cannot port is refused by
/// name at the kernel's launch), and 0.0 for a program with no device code.
/// Other devices' names say what they are (`gpujit host (x86-64)`).
fn capability(info: &DeviceInfo) -> (c_int, c_int) {
    if info.backend != Backend::Cuda {
        return crate::register::registry()
            .code_capability()
            .unwrap_or((0, 0));
    }
    crate::register::capability_of(&info.arch).unwrap_or((0, 0))
}

/// Device attribute `attr` (`cudaDeviceAttr`) of `info` (and `caps`), or
/// `None` when this runtime does not know it.
fn attribute(info: &DeviceInfo, caps: Capabilities, attr: c_int) -> Option<c_int> {
    let (major, minor) = capability(info);
    let clamp = |v: u64| v.min(c_int::MAX as u64) as c_int;
    Some(match attr {
        1 => clamp(info.max_threads_per_block.into()),
        2 => clamp(info.max_block.x.into()),
        3 => clamp(info.max_block.y.into()),
        4 => clamp(info.max_block.z.into()),
        5 => clamp(info.max_grid.x.into()),
        6 => clamp(info.max_grid.y.into()),
        7 => clamp(info.max_grid.z.into()),
        8 => clamp(info.max_shared_per_block.min(48 * 1024).into()),
        9 => 64 * 1024,
        10 => clamp(info.warp_size.into()),
        12 | 82 => 65536,
        16 => clamp(info.multiprocessors.into()),
        18 => c_int::from(info.backend == Backend::Host),
        // Mapped host memory and managed memory (see `managed`).
        19 | 83 | 89 | 101 => c_int::from(caps.unified_addressing),
        // Kernels of the host CPU reach any host pointer.
        88 | 91 => c_int::from(info.backend == Backend::Host),
        99 => 1,
        100 => 0,
        // Streams that run at the same time (not the emulator's).
        31 => c_int::from(caps.concurrent_streams),
        39 => clamp(2048u64.max(info.max_threads_per_block.into())),
        41 => 1,
        75 => major,
        76 => minor,
        81 => clamp(info.max_shared_per_block.into()),
        97 => clamp(info.max_shared_per_block.into()),
        95 => c_int::from(caps.cooperative_launch),
        96 => 0,
        106 => 32,
        // Texture alignments (what NVIDIA's driver requires, on every device).
        14 => clamp(gpujit::texture::TEXTURE_ALIGNMENT),
        51 => clamp(gpujit::texture::TEXTURE_PITCH_ALIGNMENT),
        _ => return None,
    })
}

/// One attribute of a device.
///
/// # Safety
/// `value` is valid for a write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaDeviceGetAttribute(
    value: *mut c_int,
    attr: c_int,
    device: c_int,
) -> CudaError {
    api(|| {
        let d = devices()?.get(ordinal(device)?)?;
        let Some(v) = attribute(d.dev().info(), d.dev().capabilities(), attr) else {
            return fail(
                cudaErrorNotSupported,
                format!(
                    "cudaDeviceGetAttribute: attribute {attr} is not known to gpujit's CUDA runtime"
                ),
            );
        };
        // SAFETY: this function's contract.
        unsafe { put(value, v, "cudaDeviceGetAttribute's value") }
    })
}

fn ordinal(device: c_int) -> Result<usize> {
    usize::try_from(device)
        .map_err(|_| error::Failure::new(cudaErrorInvalidDevice, format!("device {device}")))
}

/// Fills a `cudaDeviceProp` of the program's CUDA version.
///
/// # Safety
/// `prop` is valid for a write of the program's `cudaDeviceProp`.
unsafe fn properties(prop: *mut u8, device: c_int) -> Result<()> {
    if prop.is_null() {
        return fail(
            cudaErrorInvalidValue,
            "cudaGetDeviceProperties's prop is a null pointer",
        );
    }
    let d = devices()?.get(ordinal(device)?)?;
    let info = d.dev().info();
    let layout = crate::abi::device_prop_layout();
    // SAFETY: the program's struct is `layout.size` bytes (this function's
    // contract, the layout being the one of the headers it was built with).
    let bytes = unsafe { std::slice::from_raw_parts_mut(prop, layout.size) };
    bytes.fill(0);
    let name = match info.backend {
        Backend::Cuda => info.name.clone(),
        _ if info.name.contains(&info.arch) => format!("{} [gpujit]", info.name),
        _ => format!("{} ({}) [gpujit]", info.name, info.arch),
    };
    let n = name.len().min(255);
    bytes[..n].copy_from_slice(&name.as_bytes()[..n]);
    let (major, minor) = capability(info);
    let mut set_i32 = |field: &str, v: c_int| {
        if let Some(at) = layout.offset(field) {
            bytes[at..at + 4].copy_from_slice(&v.to_le_bytes());
        }
    };
    set_i32("regsPerBlock", 65536);
    set_i32("warpSize", info.warp_size as c_int);
    set_i32("maxThreadsPerBlock", info.max_threads_per_block as c_int);
    for (i, v) in [info.max_block.x, info.max_block.y, info.max_block.z]
        .into_iter()
        .enumerate()
    {
        set_i32(
            &format!("maxThreadsDim{i}"),
            v.min(c_int::MAX as u32) as c_int,
        );
    }
    for (i, v) in [info.max_grid.x, info.max_grid.y, info.max_grid.z]
        .into_iter()
        .enumerate()
    {
        set_i32(
            &format!("maxGridSize{i}"),
            v.min(c_int::MAX as u32) as c_int,
        );
    }
    set_i32("major", major);
    set_i32("minor", minor);
    set_i32("multiProcessorCount", info.multiprocessors as c_int);
    set_i32(
        "maxThreadsPerMultiProcessor",
        2048.max(info.max_threads_per_block as c_int),
    );
    set_i32("regsPerMultiprocessor", 65536);
    set_i32(
        "concurrentKernels",
        c_int::from(d.dev().capabilities().concurrent_streams),
    );
    set_i32(
        "cooperativeLaunch",
        c_int::from(d.dev().capabilities().cooperative_launch),
    );
    set_i32("unifiedAddressing", 1);
    let unified = c_int::from(d.dev().capabilities().unified_addressing);
    for field in [
        "canMapHostMemory",
        "managedMemory",
        "concurrentManagedAccess",
        "directManagedMemAccessFromHost",
    ] {
        set_i32(field, unified);
    }
    set_i32(
        "pageableMemoryAccess",
        c_int::from(info.backend == Backend::Host),
    );
    set_i32("integrated", c_int::from(info.backend == Backend::Host));
    set_i32("maxBlocksPerMultiProcessor", 32);
    set_i32("asyncEngineCount", 1);
    let mut set_usize = |field: &str, v: u64| {
        if let Some(at) = layout.offset(field) {
            bytes[at..at + 8].copy_from_slice(&v.to_le_bytes());
        }
    };
    set_usize("totalGlobalMem", info.total_memory);
    set_usize(
        "sharedMemPerBlock",
        u64::from(info.max_shared_per_block.min(48 * 1024)),
    );
    set_usize(
        "sharedMemPerBlockOptin",
        u64::from(info.max_shared_per_block),
    );
    set_usize(
        "sharedMemPerMultiprocessor",
        u64::from(info.max_shared_per_block),
    );
    set_usize("totalConstMem", 64 * 1024);
    set_usize("memPitch", i32::MAX as u64);
    set_usize("textureAlignment", gpujit::texture::TEXTURE_ALIGNMENT);
    set_usize(
        "texturePitchAlignment",
        gpujit::texture::TEXTURE_PITCH_ALIGNMENT,
    );
    Ok(())
}

/// The properties of `device` (CUDA 12 and 13 headers name this
/// `cudaGetDeviceProperties`).
///
/// # Safety
/// `prop` is valid for a write of the program's `cudaDeviceProp`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGetDeviceProperties_v2(prop: *mut u8, device: c_int) -> CudaError {
    // SAFETY: this function's contract.
    api(|| unsafe { properties(prop, device) })
}

/// The properties of `device`, for programs built against headers older
/// than CUDA 12.
///
/// # Safety
/// `prop` is valid for a write of the program's `cudaDeviceProp`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGetDeviceProperties(prop: *mut u8, device: c_int) -> CudaError {
    // SAFETY: this function's contract.
    api(|| unsafe { properties(prop, device) })
}

/// The deprecated name of [`cudaDeviceSynchronize`].
///
/// # Safety
/// None.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaThreadSynchronize() -> CudaError {
    // SAFETY: none needed.
    unsafe { cudaDeviceSynchronize() }
}

/// Accepted: the device's cache split is not configurable here.
///
/// # Safety
/// None.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaDeviceSetCacheConfig(_config: c_int) -> CudaError {
    api(|| current().map(|_| ()))
}

/// The limits kept: the stack size, the printf buffer, the heap (which grow as needed
/// here, so the value is what the program asked for) and the persisting L2 cache (a
/// hint); those of dynamic parallelism and the L2 fetch granularity are refused.
fn kept_limit(limit: c_int, call: &str) -> Result<usize> {
    match usize::try_from(limit) {
        Ok(l @ (0..=2 | 6)) => Ok(l),
        _ => fail(
            cudaErrorNotSupported,
            format!("{call}: limit {limit} is not supported by gpujit's CUDA runtime"),
        ),
    }
}

/// Sets a limit of the current device (see [`cudaDeviceGetLimit`]); a stack of 0 bytes is
/// `cudaErrorInvalidValue`, as on NVIDIA.
///
/// # Safety
/// None.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaDeviceSetLimit(limit: c_int, value: usize) -> CudaError {
    api(|| {
        let l = kept_limit(limit, "cudaDeviceSetLimit")?;
        if l == 0 && value == 0 {
            return fail(
                cudaErrorInvalidValue,
                "cudaDeviceSetLimit: a stack of 0 bytes",
            );
        }
        let d = current()?;
        lock(&d.limits)[l] = value;
        Ok(())
    })
}

/// A limit of the current device: the value last set with [`cudaDeviceSetLimit`], NVIDIA's
/// default before (a stack of 1 KiB, a printf buffer of 1 MiB, a heap of 8 MiB, no
/// persisting L2 cache); `cudaDeviceReset` restores the defaults.
///
/// # Safety
/// `value` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaDeviceGetLimit(value: *mut usize, limit: c_int) -> CudaError {
    api(|| {
        let l = kept_limit(limit, "cudaDeviceGetLimit")?;
        let v = lock(&current()?.limits)[l];
        // SAFETY: `value` is null or writable (this function's contract).
        unsafe { put(value, v, "cudaDeviceGetLimit's value") }
    })
}

/// Nothing to start: no profiler is attached.
#[unsafe(no_mangle)]
pub extern "C" fn cudaProfilerStart() -> CudaError {
    error::cudaSuccess
}

/// Nothing to stop: no profiler is attached.
#[unsafe(no_mangle)]
pub extern "C" fn cudaProfilerStop() -> CudaError {
    error::cudaSuccess
}
