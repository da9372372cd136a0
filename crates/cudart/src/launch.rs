//! Launches: the call configuration of `<<<>>>`, `cudaLaunchKernel`, and
//! what a program asks of a kernel (attributes, occupancy).

use std::cell::RefCell;
use std::ffi::{c_int, c_uint, c_void};

use gpujit::{KernelArg, LaunchConfig, ParamType};

use crate::error::{
    Failure, Result, api, cudaErrorCooperativeLaunchTooLarge, cudaErrorInvalidConfiguration,
    cudaErrorInvalidValue, cudaErrorLaunchOutOfResources, cudaErrorMissingConfiguration,
    cudaErrorNotSupported, fail,
};
use crate::memory::put;
use crate::state::{DeviceState, current, lock};
use crate::stream::queue;
use crate::{CudaError, CudaStream, Dim3};

/// One `<<<grid, block, shared, stream>>>`.
#[derive(Clone, Copy)]
struct Config {
    grid: Dim3,
    block: Dim3,
    shared: usize,
    stream: CudaStream,
}

thread_local! {
    /// Configurations pushed by `<<<>>>` and not yet popped by the stub.
    static CONFIGS: RefCell<Vec<Config>> = const { RefCell::new(Vec::new()) };
}

/// Pushes the configuration of a `<<<>>>` launch (called by the launch,
/// before the kernel's host stub).
///
/// # Safety
/// None: the values are copied.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __cudaPushCallConfiguration(
    grid: Dim3,
    block: Dim3,
    shared: usize,
    stream: CudaStream,
) -> c_uint {
    CONFIGS.with(|c| {
        c.borrow_mut().push(Config {
            grid,
            block,
            shared,
            stream,
        })
    });
    0
}

/// Pops the configuration the kernel's host stub launches with.
///
/// # Safety
/// Each pointer is valid for a write (`stream` of a `cudaStream_t`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __cudaPopCallConfiguration(
    grid: *mut Dim3,
    block: *mut Dim3,
    shared: *mut usize,
    stream: *mut c_void,
) -> CudaError {
    api(|| {
        let Some(c) = CONFIGS.with(|c| c.borrow_mut().pop()) else {
            return fail(
                cudaErrorMissingConfiguration,
                "a kernel's host stub ran without a <<<>>> configuration",
            );
        };
        // SAFETY: this function's contract.
        unsafe {
            put(grid, c.grid, "grid")?;
            put(block, c.block, "block")?;
            put(shared, c.shared, "shared memory")?;
            put(stream.cast::<CudaStream>(), c.stream, "stream")
        }
    })
}

/// A launch's arguments: on the stack for kernels of up to 12 parameters.
pub(crate) type Arguments<'a> = smallvec::SmallVec<[KernelArg<'a>; 12]>;

/// The kernel arguments of a launch, read through the `args` array as the
/// kernel's signature lays them out.
///
/// # Safety
/// `args` holds one valid pointer per parameter, each to a value of the
/// parameter's size.
unsafe fn arguments<'a>(
    sig: &gpujit::KernelSignature,
    args: *mut *mut c_void,
    out: &mut Arguments<'a>,
) -> Result<()> {
    if args.is_null() && !sig.params.is_empty() {
        return fail(
            cudaErrorInvalidValue,
            format!(
                "kernel {} takes {} arguments and none were passed",
                sig.name,
                sig.params.len()
            ),
        );
    }
    out.clear();
    for (i, p) in sig.params.iter().enumerate() {
        // SAFETY: one pointer per parameter (this function's contract).
        let at = unsafe { *args.add(i) } as *const u8;
        if at.is_null() {
            return fail(
                cudaErrorInvalidValue,
                format!(
                    "kernel {}: argument {i} ({}) is a null pointer",
                    sig.name, p.name
                ),
            );
        }
        let read = |n: usize| {
            let mut b = [0u8; 8];
            // SAFETY: the argument holds the parameter's `n` bytes.
            unsafe { std::ptr::copy_nonoverlapping(at, b.as_mut_ptr(), n) };
            u64::from_le_bytes(b)
        };
        let arg = match p.ty {
            ParamType::Pointer(elem) => KernelArg::address(read(8), elem),
            ParamType::Scalar(ty) => KernelArg::scalar(ty, read(ty.size())),
            ParamType::Bytes { size, align } => {
                // SAFETY: a by-value struct of `size` bytes; the bytes live in
                // the caller's frame for the whole launch call.
                let data = unsafe { std::slice::from_raw_parts(at, usize::from(size)) };
                KernelArg::struct_bytes(data, align).ok_or_else(|| {
                    Failure::new(
                        cudaErrorInvalidValue,
                        format!("kernel {}: argument {i} is a {size}-byte struct", sig.name),
                    )
                })?
            }
        };
        out.push(arg);
    }
    Ok(())
}

fn dims(d: Dim3) -> gpujit::Dim3 {
    gpujit::Dim3 {
        x: d.x,
        y: d.y,
        z: d.z,
    }
}

/// The most dynamic shared memory `func` may be launched with: what
/// `cudaFuncSetAttribute` set, else the portable 48 KiB (or the device's
/// maximum, where smaller).
fn dynamic_shared_limit(d: &DeviceState, func: *const c_void) -> u32 {
    lock(&d.max_dynamic_shared)
        .get(&(func as usize))
        .map(|&v| v as u32)
        .unwrap_or(d.dev().info().max_shared_per_block.min(48 * 1024))
}

/// A launch of the kernel whose host stub is `func`, checked: the kernel
/// and its configuration; its arguments (read through `args`) go to `out`,
/// which stays in the caller's frame (a launch moves no argument array).
///
/// # Safety
/// `args` holds one pointer per kernel parameter, each to a value of its
/// type, as the compiler's stubs pass them.
pub(crate) unsafe fn prepare<'a>(
    d: &DeviceState,
    func: *const c_void,
    grid: Dim3,
    block: Dim3,
    args: *mut *mut c_void,
    shared: usize,
    out: &mut Arguments<'a>,
) -> Result<(gpujit::Kernel, LaunchConfig)> {
    let kernel = d.kernel(func as usize)?;
    let sig = kernel.signature();
    let shared_bytes = u32::try_from(shared).map_err(|_| {
        Failure::new(
            cudaErrorInvalidValue,
            format!("{shared} bytes of dynamic shared memory"),
        )
    })?;
    // As on NVIDIA, more than the portable 48 KiB of dynamic shared memory
    // needs cudaFuncAttributeMaxDynamicSharedMemorySize first, whatever the
    // device could give.
    let allowed = if shared_bytes == 0 {
        0
    } else {
        dynamic_shared_limit(d, func)
    };
    if shared_bytes > allowed {
        return Err(Failure::new(
            cudaErrorInvalidValue,
            format!(
                "launch of {}: {shared} bytes of dynamic shared memory, more than the {allowed} \
                 allowed (cudaFuncSetAttribute with cudaFuncAttributeMaxDynamicSharedMemorySize raises it)",
                sig.name
            ),
        ));
    }
    let cfg = LaunchConfig {
        grid: dims(grid),
        block: dims(block),
        shared_bytes,
    };
    // SAFETY: one pointer per parameter (this function's contract).
    unsafe { arguments(sig, args, out) }?;
    gpujit_device::check_launch(d.dev().info(), &kernel, &cfg, out).map_err(|e| {
        // NVIDIA's codes: an empty grid or block is an invalid configuration,
        // a launch bound too small a resource shortage, and every other
        // limit (threads, dimensions, shared memory) an invalid value.
        let text = e.to_string();
        let code = match e {
            gpujit::DeviceError::InvalidLaunch { .. } if text.contains("empty grid") => {
                cudaErrorInvalidConfiguration
            }
            gpujit::DeviceError::InvalidLaunch { .. } if text.contains("launch bound") => {
                cudaErrorLaunchOutOfResources
            }
            _ => cudaErrorInvalidValue,
        };
        Failure::new(code, format!("launch of {}: {text}", sig.name))
    })?;
    Ok((kernel, cfg))
}

/// Launches the kernel whose host stub is `func`.
fn launch(
    d: &DeviceState,
    func: *const c_void,
    grid: Dim3,
    block: Dim3,
    args: *mut *mut c_void,
    shared: usize,
    stream: CudaStream,
) -> Result<()> {
    // SAFETY: the compiler's stub passes one pointer per parameter.
    unsafe { launch_with(d, func, (grid, block, shared), args, stream, false) }
}

/// A launch, cooperative (every block resident at once) where `cooperative`
/// holds; a refusal of the cooperative launch is CUDA's error for it.
///
/// # Safety
/// As for [`prepare`].
pub(crate) unsafe fn launch_with(
    d: &DeviceState,
    func: *const c_void,
    (grid, block, shared): (Dim3, Dim3, usize),
    args: *mut *mut c_void,
    stream: CudaStream,
    cooperative: bool,
) -> Result<()> {
    let mut out = Arguments::new();
    // SAFETY: this function's contract.
    let (kernel, cfg) = unsafe { prepare(d, func, grid, block, args, shared, &mut out) }?;
    let args = &out[..];
    let name = &kernel.signature().name;
    let q = queue(d, stream)?;
    if !cooperative {
        // SAFETY: the launch passed the checks of the device layer; pointer
        // arguments are the program's device addresses, which it vouches for
        // as CUDA's launch takes them.
        return unsafe { q.raw().launch_raw(&kernel, &cfg, args) }
            .map_err(|e| d.device_error(&format!("kernel {name}"), e));
    }
    // A capture records the launch: the grid is checked against the device now, as
    // a cooperative launch outside a capture is.
    let checked = if q.capturing() {
        gpujit_device::check_cooperative(d.dev(), &kernel, &cfg)
    } else {
        Ok(())
    };
    // SAFETY: as above.
    checked
        .and_then(|()| unsafe { q.raw().launch_cooperative_raw(&kernel, &cfg, args) })
        .map_err(|e| match e {
            gpujit::DeviceError::CooperativeTooLarge { .. } => Failure::new(
                cudaErrorCooperativeLaunchTooLarge,
                format!("cooperative launch of {name}: {e}"),
            ),
            gpujit::DeviceError::Unsupported { .. } => Failure::new(
                cudaErrorNotSupported,
                format!("cooperative launch of {name}: {e}"),
            ),
            e => d.device_error(&format!("kernel {name}"), e),
        })
}

/// Launches the kernel whose host stub is `func` with `args` (one pointer
/// per parameter).
///
/// # Safety
/// `args` holds one pointer per kernel parameter, each to a value of its
/// type; device pointers among them are the program's.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaLaunchKernel(
    func: *const c_void,
    grid: Dim3,
    block: Dim3,
    args: *mut *mut c_void,
    shared: usize,
    stream: CudaStream,
) -> CudaError {
    api(|| {
        let d = current()?;
        launch(&d, func, grid, block, args, shared, stream)
    })
}

/// The kernel handle of a host stub (nvcc 13's launch stubs ask for it
/// once per kernel): the stub's address itself.
///
/// # Safety
/// `kernel` is valid for a write of a handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __cudaGetKernel(
    kernel: *mut *const c_void,
    func: *const c_void,
) -> CudaError {
    // SAFETY: this function's contract.
    unsafe { cudaGetKernel(kernel, func) }
}

/// The kernel handle of a host stub: the stub's address itself.
///
/// # Safety
/// `kernel` is valid for a write of a handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGetKernel(
    kernel: *mut *const c_void,
    func: *const c_void,
) -> CudaError {
    api(|| {
        crate::register::registry().function(func as usize)?;
        // SAFETY: this function's contract.
        unsafe { put(kernel, func, "cudaGetKernel's kernel") }
    })
}

/// Launches through a kernel handle (nvcc 13's launch stubs).
///
/// # Safety
/// As for [`cudaLaunchKernel`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __cudaLaunchKernel(
    kernel: *const c_void,
    grid: Dim3,
    block: Dim3,
    args: *mut *mut c_void,
    shared: usize,
    stream: CudaStream,
) -> CudaError {
    // SAFETY: this function's contract.
    unsafe { cudaLaunchKernel(kernel, grid, block, args, shared, stream) }
}

/// [`__cudaLaunchKernel`] for programs built with the per-thread default
/// stream; the default stream here is the device's one default stream.
///
/// # Safety
/// As for [`cudaLaunchKernel`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __cudaLaunchKernel_ptsz(
    kernel: *const c_void,
    grid: Dim3,
    block: Dim3,
    args: *mut *mut c_void,
    shared: usize,
    stream: CudaStream,
) -> CudaError {
    // SAFETY: this function's contract.
    unsafe { cudaLaunchKernel(kernel, grid, block, args, shared, stream) }
}

/// `cudaFuncAttributeMaxDynamicSharedMemorySize`.
const ATTR_MAX_DYNAMIC_SHARED: c_int = 8;
/// `cudaFuncAttributePreferredSharedMemoryCarveout`.
const ATTR_CARVEOUT: c_int = 9;

/// Sets a kernel attribute: the most dynamic shared memory it may be
/// launched with (checked against the device), and the carveout preference
/// (accepted).
///
/// # Safety
/// None beyond the program's own: `func` is looked up.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaFuncSetAttribute(
    func: *const c_void,
    attr: c_int,
    value: c_int,
) -> CudaError {
    api(|| {
        let d = current()?;
        crate::register::registry().function(func as usize)?;
        match attr {
            ATTR_MAX_DYNAMIC_SHARED => {
                let max = d.dev().info().max_shared_per_block;
                if value < 0 || value as u32 > max {
                    return fail(
                        cudaErrorInvalidValue,
                        format!(
                            "{value} bytes of dynamic shared memory; {} allows {max}",
                            d.spec
                        ),
                    );
                }
                lock(&d.max_dynamic_shared).insert(func as usize, value);
                Ok(())
            }
            ATTR_CARVEOUT => Ok(()),
            a => fail(
                cudaErrorNotSupported,
                format!(
                    "cudaFuncSetAttribute: attribute {a} is not supported by gpujit's CUDA runtime"
                ),
            ),
        }
    })
}

/// Accepted: the cache preference does not change where data lives here.
///
/// # Safety
/// None: `func` is looked up.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaFuncSetCacheConfig(func: *const c_void, _config: c_int) -> CudaError {
    api(|| {
        crate::register::registry()
            .function(func as usize)
            .map(|_| ())
    })
}

/// `struct cudaFuncAttributes` (the same in CUDA 12 and 13).
#[repr(C)]
pub struct FuncAttributes {
    shared_size_bytes: usize,
    const_size_bytes: usize,
    local_size_bytes: usize,
    max_threads_per_block: c_int,
    num_regs: c_int,
    ptx_version: c_int,
    binary_version: c_int,
    cache_mode_ca: c_int,
    max_dynamic_shared_size_bytes: c_int,
    preferred_shmem_carveout: c_int,
    rest: [c_int; 23],
}

/// What is known of a kernel: its thread limit and the dynamic shared
/// memory it may use. Register and static shared memory counts are not
/// known before the device compiles the kernel, and are reported as 0.
///
/// # Safety
/// `attr` is valid for a write of `cudaFuncAttributes`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaFuncGetAttributes(
    attr: *mut FuncAttributes,
    func: *const c_void,
) -> CudaError {
    api(|| {
        let d = current()?;
        let k = d.kernel(func as usize)?;
        let info = d.dev().info();
        let dynamic = dynamic_shared_limit(&d, func) as c_int;
        let arch = info
            .arch
            .strip_prefix("sm_")
            .and_then(|a| a.parse::<c_int>().ok())
            .unwrap_or(0);
        let a = FuncAttributes {
            shared_size_bytes: 0,
            const_size_bytes: 0,
            local_size_bytes: 0,
            max_threads_per_block: k
                .signature()
                .max_threads
                .unwrap_or(info.max_threads_per_block)
                .min(info.max_threads_per_block) as c_int,
            num_regs: 0,
            ptx_version: arch,
            binary_version: arch,
            cache_mode_ca: 0,
            max_dynamic_shared_size_bytes: dynamic,
            preferred_shmem_carveout: -1,
            rest: [0; 23],
        };
        // SAFETY: this function's contract.
        unsafe { put(attr, a, "cudaFuncGetAttributes's attr") }
    })
}

/// Blocks of `block` threads using `shared` bytes that fit on one
/// multiprocessor, as the device answers (`Device::resident_blocks`: the
/// CUDA driver's occupancy calculator on NVIDIA, the thread and shared-memory
/// limits elsewhere).
fn occupancy(d: &DeviceState, func: *const c_void, block: c_int, shared: usize) -> Result<c_int> {
    let k = d.kernel(func as usize)?;
    let (Ok(threads), Ok(shared)) = (u32::try_from(block), u32::try_from(shared)) else {
        return Ok(0);
    };
    let n = d
        .dev()
        .resident_blocks(&k, gpujit::Dim3::x(threads), shared)
        .map_err(|e| d.device_error(&format!("the occupancy of {}", k.name()), e))?;
    Ok(c_int::try_from(n).unwrap_or(c_int::MAX))
}

/// Active blocks per multiprocessor for a block size.
///
/// # Safety
/// `blocks` is valid for a write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaOccupancyMaxActiveBlocksPerMultiprocessor(
    blocks: *mut c_int,
    func: *const c_void,
    block: c_int,
    shared: usize,
) -> CudaError {
    api(|| {
        let d = current()?;
        let n = occupancy(&d, func, block, shared)?;
        // SAFETY: this function's contract.
        unsafe { put(blocks, n, "numBlocks") }
    })
}

/// As [`cudaOccupancyMaxActiveBlocksPerMultiprocessor`]; the flags are
/// accepted.
///
/// # Safety
/// `blocks` is valid for a write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    blocks: *mut c_int,
    func: *const c_void,
    block: c_int,
    shared: usize,
    _flags: c_uint,
) -> CudaError {
    // SAFETY: this function's contract.
    unsafe { cudaOccupancyMaxActiveBlocksPerMultiprocessor(blocks, func, block, shared) }
}

/// Launches the kernel whose host stub is `func` with every block of the
/// grid resident at once, so that its blocks may wait for each other
/// (`cooperative_groups::this_grid().sync()`). A grid of more blocks than the
/// device keeps resident (`cudaOccupancyMaxActiveBlocksPerMultiprocessor`
/// times the multiprocessors) is `cudaErrorCooperativeLaunchTooLarge`; a
/// stream under capture refuses it (`cudaErrorStreamCaptureUnsupported`).
///
/// # Safety
/// As for [`cudaLaunchKernel`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaLaunchCooperativeKernel(
    func: *const c_void,
    grid: Dim3,
    block: Dim3,
    args: *mut *mut c_void,
    shared: usize,
    stream: CudaStream,
) -> CudaError {
    api(|| {
        let d = current()?;
        // SAFETY: this function's contract.
        unsafe { launch_with(&d, func, (grid, block, shared), args, stream, true) }
    })
}
