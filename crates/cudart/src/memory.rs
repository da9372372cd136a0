//! Memory: allocation, copies, memsets and module variables.

use std::ffi::{c_int, c_uint, c_void};
use std::sync::Arc;

use gpujit_device::StreamImpl;

use crate::error::{
    Failure, Result, api, cudaErrorHostMemoryAlreadyRegistered, cudaErrorHostMemoryNotRegistered,
    cudaErrorInvalidMemcpyDirection, cudaErrorInvalidValue, cudaErrorMemoryAllocation,
    cudaErrorNotSupported, fail,
};
use crate::state::{DeviceState, HostAlloc, current, lock};
use crate::stream::{Queue, queue};
use crate::{CudaError, CudaStream};

/// `cudaMemcpyKind`.
const HOST_TO_HOST: c_int = 0;
const HOST_TO_DEVICE: c_int = 1;
const DEVICE_TO_HOST: c_int = 2;
const DEVICE_TO_DEVICE: c_int = 3;
const DEFAULT: c_int = 4;

/// Writes `value` through `out`, refusing a null `out`.
///
/// # Safety
/// `out` is null or valid for a write of `T`.
pub(crate) unsafe fn put<T>(out: *mut T, value: T, what: &str) -> Result<()> {
    if out.is_null() {
        return fail(cudaErrorInvalidValue, format!("{what} is a null pointer"));
    }
    // SAFETY: non-null, and valid by this function's contract.
    unsafe { out.write(value) };
    Ok(())
}

pub(crate) fn alloc(d: &DeviceState, bytes: usize) -> Result<u64> {
    if bytes == 0 {
        return Ok(0);
    }
    let mem = d.dev().alloc_raw(bytes).map_err(|e| {
        crate::error::Failure::new(
            cudaErrorMemoryAllocation,
            format!("cudaMalloc of {bytes} bytes on {}: {e}", d.spec),
        )
    })?;
    let addr = mem.addr();
    let mut m = lock(&d.memory);
    m.in_use += bytes as u64;
    m.device.insert(addr, mem);
    Ok(addr)
}

/// Allocates `size` bytes of device memory.
///
/// # Safety
/// `ptr` is valid for a write of a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaMalloc(ptr: *mut *mut c_void, size: usize) -> CudaError {
    api(|| {
        let d = current()?;
        let addr = alloc(&d, size)?;
        // SAFETY: this function's contract.
        unsafe { put(ptr, addr as *mut c_void, "cudaMalloc's devPtr") }
    })
}

/// Allocates a pitched 2-D array of `height` rows of `width` bytes; rows
/// are 256-byte aligned.
///
/// # Safety
/// `ptr` and `pitch` are valid for writes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaMallocPitch(
    ptr: *mut *mut c_void,
    pitch: *mut usize,
    width: usize,
    height: usize,
) -> CudaError {
    api(|| {
        let d = current()?;
        let p = width.div_ceil(256).max(1) * 256;
        let bytes = p.checked_mul(height).ok_or_else(|| {
            crate::error::Failure::new(cudaErrorMemoryAllocation, "cudaMallocPitch: size overflows")
        })?;
        let addr = alloc(&d, bytes)?;
        // SAFETY: this function's contract.
        unsafe {
            put(pitch, p, "cudaMallocPitch's pitch")?;
            put(ptr, addr as *mut c_void, "cudaMallocPitch's devPtr")
        }
    })
}

/// Frees device memory from `cudaMalloc`; null is accepted. Waits for the
/// device first, as CUDA's does.
///
/// # Safety
/// None beyond the program's own: `ptr` is compared, never read.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaFree(ptr: *mut c_void) -> CudaError {
    api(|| {
        let d = current()?;
        if ptr.is_null() {
            return Ok(());
        }
        if let Some(freed) = crate::managed::free_managed(&d, ptr as u64) {
            return freed;
        }
        if d.dev().info().backend != gpujit::Backend::Cuda {
            // The CUDA driver makes a free wait for the kernels using the
            // memory; the other devices are waited for here.
            d.synchronize_all()?;
        }
        let mut m = lock(&d.memory);
        match m.device.remove(&(ptr as u64)) {
            Some(mem) => {
                m.in_use -= mem.len() as u64;
                drop(mem);
                Ok(())
            }
            None => fail(
                cudaErrorInvalidValue,
                format!(
                    "cudaFree({ptr:p}): not the start of an allocation of cudaMalloc on {}",
                    d.spec
                ),
            ),
        }
    })
}

/// Allocates page-locked host memory, which kernels reach at its own
/// address where the device has unified addressing (as on NVIDIA).
///
/// # Safety
/// `ptr` is valid for a write of a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaMallocHost(ptr: *mut *mut c_void, size: usize) -> CudaError {
    api(|| {
        let p = crate::managed::alloc_host(size)?;
        // SAFETY: this function's contract.
        unsafe { put(ptr, p, "cudaMallocHost's ptr") }
    })
}

/// Allocates page-locked host memory, mapped as [`cudaMallocHost`]'s is
/// whatever the flags (portable, mapped, write-combined) say.
///
/// # Safety
/// `ptr` is valid for a write of a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaHostAlloc(
    ptr: *mut *mut c_void,
    size: usize,
    flags: c_uint,
) -> CudaError {
    api(|| {
        if flags & !0xf != 0 {
            return fail(
                cudaErrorInvalidValue,
                format!("cudaHostAlloc: flags {flags:#x}"),
            );
        }
        let p = crate::managed::alloc_host(size)?;
        // SAFETY: this function's contract.
        unsafe { put(ptr, p, "cudaHostAlloc's pHost") }
    })
}

/// Frees host memory from `cudaMallocHost`/`cudaHostAlloc`.
///
/// # Safety
/// None beyond the program's own: `ptr` is compared, never read.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaFreeHost(ptr: *mut c_void) -> CudaError {
    api(|| {
        let d = current()?;
        if ptr.is_null() {
            return Ok(());
        }
        d.synchronize_all()?;
        let mut m = lock(&d.memory);
        match m.host.get(&(ptr as u64)) {
            Some(HostAlloc::Registered(_)) | None => fail(
                cudaErrorInvalidValue,
                format!("cudaFreeHost({ptr:p}): not an allocation of cudaMallocHost"),
            ),
            Some(_) => {
                m.host.remove(&(ptr as u64));
                Ok(())
            }
        }
    })
}

/// Where one side of a copy is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Side {
    Host,
    Device,
}

/// Checks that `addr..addr + len` lies in device memory of `d` (an
/// allocation or a module variable handed out).
pub(crate) fn check_device(d: &DeviceState, addr: u64, len: usize, what: &str) -> Result<()> {
    if len == 0 || d.holds(addr, len) {
        return Ok(());
    }
    fail(
        cudaErrorInvalidValue,
        format!(
            "{what} {addr:#x}..+{len}: not inside device memory of {} (an allocation of cudaMalloc \
             or a module variable)",
            d.spec
        ),
    )
}

/// Where `addr..addr + len` is for a copy of `kind`: the side `kind` gives,
/// but managed memory is host memory (the device reaches it at the same
/// address), and `cudaMemcpyDefault` asks the address.
fn side(d: &DeviceState, addr: u64, len: usize, given: Side, kind: c_int) -> Side {
    if lock(&d.memory).managed_range(addr, len.max(1)) {
        return Side::Host;
    }
    if kind != DEFAULT {
        return given;
    }
    if d.holds(addr, len) {
        Side::Device
    } else {
        Side::Host
    }
}

/// The other opened device whose memory holds `addr..addr + len`, which
/// `d`'s does not hold (neither as device nor as managed memory): `None`
/// where none does; an error where more than one does (their address spaces
/// overlap, as two emulators' may).
fn other_device(d: &DeviceState, addr: u64, len: usize) -> Result<Option<Arc<DeviceState>>> {
    if lock(&d.memory).managed_range(addr, len.max(1)) {
        return Ok(None);
    }
    let owners: Vec<_> = crate::state::devices()?
        .opened()
        .filter(|e| !std::ptr::eq(e.as_ref(), d) && e.holds(addr, len))
        .collect();
    match owners.as_slice() {
        [] => Ok(None),
        [one] => Ok(Some(Arc::clone(one))),
        _ => fail(
            cudaErrorInvalidValue,
            format!(
                "cudaMemcpy {addr:#x}..+{len}: in the memory of {} devices ({}); name the devices \
                 with cudaMemcpyPeer",
                owners.len(),
                owners
                    .iter()
                    .map(|e| e.spec.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        ),
    }
}

/// A `cudaMemcpyDefault` copy one of whose sides lies in another device's
/// memory (`to`, `from`: that device; `None` for a side on the current
/// device `d`, `Side::Device`, or in host memory): after the work queued
/// before it on `q` and on the devices involved, through host memory where
/// it crosses devices, done when it returns.
///
/// # Safety
/// Host pointers are valid for `count` bytes.
unsafe fn copy_across(
    d: &DeviceState,
    q: &Arc<dyn StreamImpl>,
    (dst, ds, to): (*mut c_void, Side, Option<Arc<DeviceState>>),
    (src, ss, from): (*const c_void, Side, Option<Arc<DeviceState>>),
    count: usize,
) -> Result<()> {
    q.synchronize().map_err(|e| d.device_error("a copy", e))?;
    let current = crate::state::devices()?
        .opened()
        .find(|e| std::ptr::eq(e.as_ref(), d))
        .cloned();
    let on = |other: Option<Arc<DeviceState>>, side: Side| {
        other.or_else(|| current.clone().filter(|_| side == Side::Device))
    };
    let (to, from) = (on(to, ds), on(from, ss));
    for e in [&to, &from].into_iter().flatten() {
        e.check_sticky()?;
        e.synchronize_all()?;
    }
    match (to, from) {
        (Some(t), Some(f)) => crate::peer::copy_between(&t, dst as u64, &f, src as u64, count),
        (Some(t), None) => {
            let tq = t.null_stream()?;
            // SAFETY: the destination lies in `t`'s memory (found there); the
            // source is host memory of `count` bytes (this function's contract),
            // read before the wait returns.
            unsafe { tq.write_raw(dst as u64, src.cast(), count) }
                .and_then(|()| tq.synchronize())
                .map_err(|e| t.device_error("a copy", e))
        }
        (None, Some(f)) => {
            let fq = f.null_stream()?;
            // SAFETY: as above, the other way.
            unsafe { fq.read_raw(src as u64, dst.cast(), count) }
                .and_then(|()| fq.synchronize())
                .map_err(|e| f.device_error("a copy", e))
        }
        (None, None) => fail(
            cudaErrorInvalidValue,
            "cudaMemcpy: neither side on a device",
        ),
    }
}

/// Queues a copy of `count` bytes on `q`.
///
/// # Safety
/// Host pointers are valid for `count` bytes and stay so until the queue
/// has run the copy.
pub(crate) unsafe fn copy_on(
    d: &DeviceState,
    q: &Arc<dyn StreamImpl>,
    dst: *mut c_void,
    src: *const c_void,
    count: usize,
    kind: c_int,
) -> Result<()> {
    let (ds, ss) = match kind {
        HOST_TO_HOST => (Side::Host, Side::Host),
        HOST_TO_DEVICE => (Side::Device, Side::Host),
        DEVICE_TO_HOST => (Side::Host, Side::Device),
        DEVICE_TO_DEVICE => (Side::Device, Side::Device),
        DEFAULT => (Side::Host, Side::Host),
        k => {
            return fail(
                cudaErrorInvalidMemcpyDirection,
                format!("cudaMemcpy kind {k} is not a cudaMemcpyKind"),
            );
        }
    };
    if count == 0 {
        return Ok(());
    }
    if dst.is_null() || src.is_null() {
        return fail(cudaErrorInvalidValue, "cudaMemcpy: a null pointer");
    }
    let ds = side(d, dst as u64, count, ds, kind);
    let ss = side(d, src as u64, count, ss, kind);
    if kind == DEFAULT {
        // A side the current device does not hold may be another device's.
        let elsewhere = |addr: u64, s: Side| match s {
            Side::Host => other_device(d, addr, count),
            Side::Device => Ok(None),
        };
        let (to, from) = (elsewhere(dst as u64, ds)?, elsewhere(src as u64, ss)?);
        if to.is_some() || from.is_some() {
            // SAFETY: this function's contract.
            return unsafe { copy_across(d, q, (dst, ds, to), (src, ss, from), count) };
        }
    }
    if ds == Side::Device {
        check_device(d, dst as u64, count, "cudaMemcpy's destination")?;
    }
    if ss == Side::Device {
        check_device(d, src as u64, count, "cudaMemcpy's source")?;
    }
    let queued = match (ds, ss) {
        (Side::Host, Side::Host) => {
            q.synchronize().map_err(|e| d.device_error("a copy", e))?;
            // SAFETY: both are the program's host memory of `count` bytes
            // (this function's contract); `copy` allows overlap.
            unsafe { std::ptr::copy(src.cast::<u8>(), dst.cast::<u8>(), count) };
            return Ok(());
        }
        // SAFETY: the device range was checked above; the host range is
        // this function's contract.
        (Side::Device, Side::Host) => unsafe { q.write_raw(dst as u64, src.cast(), count) },
        // SAFETY: as above.
        (Side::Host, Side::Device) => unsafe { q.read_raw(src as u64, dst.cast(), count) },
        // SAFETY: both device ranges were checked above.
        (Side::Device, Side::Device) => unsafe { q.copy_raw(src as u64, dst as u64, count) },
    };
    queued.map_err(|e| d.device_error("a copy", e))
}

/// Runs a copy or memset on the default stream and waits for it.
pub(crate) fn blocking(
    d: &DeviceState,
    f: impl FnOnce(&Arc<dyn StreamImpl>) -> Result<()>,
) -> Result<()> {
    let q = queue(d, std::ptr::null_mut())?;
    f(q.raw())?;
    q.raw()
        .synchronize()
        .map_err(|e| d.device_error("a copy", e))
}

/// Copies `count` bytes and waits for the copy.
///
/// # Safety
/// Host pointers are valid for `count` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaMemcpy(
    dst: *mut c_void,
    src: *const c_void,
    count: usize,
    kind: c_int,
) -> CudaError {
    api(|| {
        let d = current()?;
        // SAFETY: this function's contract; the copy is waited for.
        blocking(&d, |q| unsafe { copy_on(&d, q, dst, src, count, kind) })
    })
}

/// Queues a copy of `count` bytes on `stream`.
///
/// # Safety
/// Host pointers are valid for `count` bytes, and stay so (unwritten) until
/// the stream has run the copy.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaMemcpyAsync(
    dst: *mut c_void,
    src: *const c_void,
    count: usize,
    kind: c_int,
    stream: CudaStream,
) -> CudaError {
    api(|| {
        let d = current()?;
        let q: Queue = queue(&d, stream)?;
        // SAFETY: this function's contract.
        unsafe { copy_on(&d, q.raw(), dst, src, count, kind) }
    })
}

/// Copies a 2-D region row by row, on `q` (in one copy where the rows lie
/// back to back on both sides).
///
/// # Safety
/// Host regions are valid as described by their pitches.
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn copy_2d(
    d: &DeviceState,
    q: &Arc<dyn StreamImpl>,
    dst: *mut c_void,
    dpitch: usize,
    src: *const c_void,
    spitch: usize,
    width: usize,
    height: usize,
    kind: c_int,
) -> Result<()> {
    if width > dpitch || width > spitch {
        return fail(
            cudaErrorInvalidValue,
            format!("cudaMemcpy2D: width {width} exceeds a pitch ({dpitch}, {spitch})"),
        );
    }
    if width == dpitch && width == spitch {
        // SAFETY: the rows of both regions, back to back.
        return unsafe { copy_on(d, q, dst, src, width.saturating_mul(height), kind) };
    }
    for row in 0..height {
        // SAFETY: row `row` of each region, inside it by the contract.
        unsafe {
            copy_on(
                d,
                q,
                dst.cast::<u8>().wrapping_add(row * dpitch).cast(),
                src.cast::<u8>().wrapping_add(row * spitch).cast(),
                width,
                kind,
            )?;
        }
    }
    Ok(())
}

/// Copies a 2-D region and waits for it.
///
/// # Safety
/// Host regions are valid as described by their pitches.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaMemcpy2D(
    dst: *mut c_void,
    dpitch: usize,
    src: *const c_void,
    spitch: usize,
    width: usize,
    height: usize,
    kind: c_int,
) -> CudaError {
    api(|| {
        let d = current()?;
        blocking(&d, |q| {
            // SAFETY: this function's contract.
            unsafe { copy_2d(&d, q, dst, dpitch, src, spitch, width, height, kind) }
        })
    })
}

/// Queues a 2-D copy on `stream`.
///
/// # Safety
/// As for [`cudaMemcpy2D`], the host regions staying valid until the stream
/// has run the copy.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn cudaMemcpy2DAsync(
    dst: *mut c_void,
    dpitch: usize,
    src: *const c_void,
    spitch: usize,
    width: usize,
    height: usize,
    kind: c_int,
    stream: CudaStream,
) -> CudaError {
    api(|| {
        let d = current()?;
        let q = queue(&d, stream)?;
        // SAFETY: this function's contract.
        unsafe { copy_2d(&d, q.raw(), dst, dpitch, src, spitch, width, height, kind) }
    })
}

/// Queues a memset of `count` bytes at `ptr` on `q`, the range checked
/// against device memory.
pub(crate) fn memset_on(
    d: &DeviceState,
    q: &Arc<dyn StreamImpl>,
    ptr: u64,
    value: c_int,
    count: usize,
) -> Result<()> {
    if !lock(&d.memory).managed_range(ptr, count) {
        check_device(d, ptr, count, "cudaMemset's destination")?;
    }
    if count == 0 {
        return Ok(());
    }
    // SAFETY: the range is device memory of `d`, or managed memory the device
    // reaches at this address (checked above).
    unsafe { q.memset_raw(ptr, value as u8, count) }.map_err(|e| d.device_error("a memset", e))
}

/// Sets `count` bytes to `value` and waits.
///
/// # Safety
/// None beyond the program's own: the range is checked against device memory.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaMemset(ptr: *mut c_void, value: c_int, count: usize) -> CudaError {
    api(|| {
        let d = current()?;
        blocking(&d, |q| memset_on(&d, q, ptr as u64, value, count))
    })
}

/// Queues setting `count` bytes to `value` on `stream`.
///
/// # Safety
/// None beyond the program's own: the range is checked against device memory.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaMemsetAsync(
    ptr: *mut c_void,
    value: c_int,
    count: usize,
    stream: CudaStream,
) -> CudaError {
    api(|| {
        let d = current()?;
        let q = queue(&d, stream)?;
        memset_on(&d, q.raw(), ptr as u64, value, count)
    })
}

/// Free and total device memory, in bytes (free: total less what this
/// program allocated).
///
/// # Safety
/// `free` and `total` are valid for writes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaMemGetInfo(free: *mut usize, total: *mut usize) -> CudaError {
    api(|| {
        let d = current()?;
        let t = d.dev().info().total_memory;
        let used = lock(&d.memory).in_use;
        // SAFETY: this function's contract.
        unsafe {
            put(
                free,
                t.saturating_sub(used) as usize,
                "cudaMemGetInfo's free",
            )?;
            put(total, t as usize, "cudaMemGetInfo's total")
        }
    })
}

/// The device range of the variable `symbol` plus `offset`, `count` bytes.
fn symbol_range(
    d: &DeviceState,
    symbol: *const c_void,
    count: usize,
    offset: usize,
) -> Result<u64> {
    let (addr, len, name) = d.symbol(symbol as usize)?;
    if offset.checked_add(count).is_none_or(|end| end > len) {
        return fail(
            cudaErrorInvalidValue,
            format!("{count} bytes at offset {offset} of the {len}-byte variable {name}"),
        );
    }
    Ok(addr + offset as u64)
}

/// The copy kind of a symbol copy given `kind`: `cudaMemcpyDefault` and
/// `cudaMemcpyDeviceToDevice` as given, anything else the host side
/// (`host_kind`: to the variable or from it).
fn symbol_kind(kind: c_int, host_kind: c_int) -> c_int {
    if kind == DEFAULT || kind == DEVICE_TO_DEVICE {
        kind
    } else {
        host_kind
    }
}

/// Copies to a `__device__`/`__constant__` variable and waits.
///
/// # Safety
/// `src` is valid for `count` bytes (host memory, or device memory with
/// `cudaMemcpyDeviceToDevice`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaMemcpyToSymbol(
    symbol: *const c_void,
    src: *const c_void,
    count: usize,
    offset: usize,
    kind: c_int,
) -> CudaError {
    api(|| {
        let d = current()?;
        let at = symbol_range(&d, symbol, count, offset)?;
        let kind = symbol_kind(kind, HOST_TO_DEVICE);
        // SAFETY: this function's contract; the copy is waited for.
        blocking(&d, |q| unsafe {
            copy_on(&d, q, at as *mut c_void, src, count, kind)
        })
    })
}

/// Copies from a `__device__`/`__constant__` variable and waits.
///
/// # Safety
/// `dst` is valid for `count` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaMemcpyFromSymbol(
    dst: *mut c_void,
    symbol: *const c_void,
    count: usize,
    offset: usize,
    kind: c_int,
) -> CudaError {
    api(|| {
        let d = current()?;
        let at = symbol_range(&d, symbol, count, offset)?;
        let kind = symbol_kind(kind, DEVICE_TO_HOST);
        // SAFETY: this function's contract; the copy is waited for.
        blocking(&d, |q| unsafe {
            copy_on(&d, q, dst, at as *const c_void, count, kind)
        })
    })
}

/// Queues a copy to a variable on `stream`.
///
/// # Safety
/// As for [`cudaMemcpyToSymbol`], `src` staying valid until the stream ran it.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaMemcpyToSymbolAsync(
    symbol: *const c_void,
    src: *const c_void,
    count: usize,
    offset: usize,
    kind: c_int,
    stream: CudaStream,
) -> CudaError {
    api(|| {
        let d = current()?;
        let at = symbol_range(&d, symbol, count, offset)?;
        let q = queue(&d, stream)?;
        let kind = symbol_kind(kind, HOST_TO_DEVICE);
        // SAFETY: this function's contract.
        unsafe { copy_on(&d, q.raw(), at as *mut c_void, src, count, kind) }
    })
}

/// Queues a copy from a variable on `stream`.
///
/// # Safety
/// As for [`cudaMemcpyFromSymbol`], `dst` staying valid until the stream ran it.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaMemcpyFromSymbolAsync(
    dst: *mut c_void,
    symbol: *const c_void,
    count: usize,
    offset: usize,
    kind: c_int,
    stream: CudaStream,
) -> CudaError {
    api(|| {
        let d = current()?;
        let at = symbol_range(&d, symbol, count, offset)?;
        let q = queue(&d, stream)?;
        let kind = symbol_kind(kind, DEVICE_TO_HOST);
        // SAFETY: this function's contract.
        unsafe { copy_on(&d, q.raw(), dst, at as *const c_void, count, kind) }
    })
}

/// The device address of a variable.
///
/// # Safety
/// `dev_ptr` is valid for a write of a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGetSymbolAddress(
    dev_ptr: *mut *mut c_void,
    symbol: *const c_void,
) -> CudaError {
    api(|| {
        let d = current()?;
        let at = symbol_range(&d, symbol, 0, 0)?;
        // SAFETY: this function's contract.
        unsafe { put(dev_ptr, at as *mut c_void, "cudaGetSymbolAddress's devPtr") }
    })
}

/// The size of a variable.
///
/// # Safety
/// `size` is valid for a write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGetSymbolSize(size: *mut usize, symbol: *const c_void) -> CudaError {
    api(|| {
        let d = current()?;
        let (_, len, _) = d.symbol(symbol as usize)?;
        // SAFETY: this function's contract.
        unsafe { put(size, len, "cudaGetSymbolSize's size") }
    })
}

/// `struct cudaPointerAttributes`.
#[repr(C)]
pub struct PointerAttributes {
    kind: c_int,
    device: c_int,
    device_pointer: *mut c_void,
    host_pointer: *mut c_void,
}

/// What `ptr` points to: device memory of the current device (type 2),
/// managed memory (type 3), host memory of `cudaMallocHost` (type 1, with
/// its device address where the device maps it) or other memory (type 0).
///
/// # Safety
/// `attr` is valid for a write of `cudaPointerAttributes`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaPointerGetAttributes(
    attr: *mut PointerAttributes,
    ptr: *const c_void,
) -> CudaError {
    api(|| {
        let d = current()?;
        let at = ptr as u64;
        let device = crate::state::current_ordinal() as c_int;
        let m = lock(&d.memory);
        let a = if m.device_range(at, 1).is_some() || d.is_symbol_range(at, 1) {
            let host = if d.is_host() {
                ptr as *mut c_void
            } else {
                std::ptr::null_mut()
            };
            PointerAttributes {
                kind: 2,
                device,
                device_pointer: ptr as *mut c_void,
                host_pointer: host,
            }
        } else if m.managed_range(at, 1) {
            PointerAttributes {
                kind: 3,
                device,
                device_pointer: ptr as *mut c_void,
                host_pointer: ptr as *mut c_void,
            }
        } else if let Some(host) = m.host_range(at, 1) {
            let mapped = host.is_mapped();
            PointerAttributes {
                kind: 1,
                device,
                device_pointer: if mapped {
                    ptr as *mut c_void
                } else {
                    std::ptr::null_mut()
                },
                host_pointer: ptr as *mut c_void,
            }
        } else {
            PointerAttributes {
                kind: 0,
                device: -2,
                device_pointer: std::ptr::null_mut(),
                host_pointer: ptr as *mut c_void,
            }
        };
        drop(m);
        // SAFETY: this function's contract.
        unsafe { put(attr, a, "cudaPointerGetAttributes's attributes") }
    })
}

/// Allocates device memory at once (the stream's order is kept: nothing
/// queued before can use memory not yet allocated).
///
/// # Safety
/// `ptr` is valid for a write of a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaMallocAsync(
    ptr: *mut *mut c_void,
    size: usize,
    _stream: CudaStream,
) -> CudaError {
    // SAFETY: this function's contract.
    unsafe { cudaMalloc(ptr, size) }
}

/// Frees device memory once the work queued on `stream` has finished.
///
/// # Safety
/// As for [`cudaFree`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaFreeAsync(ptr: *mut c_void, stream: CudaStream) -> CudaError {
    let waited = api(|| {
        let d = current()?;
        let q = queue(&d, stream)?;
        q.raw()
            .synchronize()
            .map_err(|e| d.device_error("cudaFreeAsync", e))
    });
    if waited != crate::error::cudaSuccess {
        return waited;
    }
    // SAFETY: this function's contract.
    unsafe { cudaFree(ptr) }
}

/// `cudaHostRegisterPortable`.
const REGISTER_PORTABLE: c_uint = 1;
/// `cudaHostRegisterMapped`.
const REGISTER_MAPPED: c_uint = 2;
/// `cudaHostRegisterIoMemory`.
const REGISTER_IO_MEMORY: c_uint = 4;
/// `cudaHostRegisterReadOnly`.
const REGISTER_READ_ONLY: c_uint = 8;

/// Registers the program's host memory. On a device with unified
/// addressing it is mapped into the device at its own address
/// ([`gpujit_device::Device::map_host`]: page-locked on NVIDIA), as CUDA maps
/// all registered memory there, so kernels may use the pointer and
/// `cudaHostGetDevicePointer` returns it. Elsewhere (a HIP library without
/// the mapping entry points) nothing is pinned: copies take any host memory,
/// and only the arguments are checked.
///
/// # Safety
/// `ptr..ptr + size` is the program's memory, valid until
/// [`cudaHostUnregister`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaHostRegister(
    ptr: *mut c_void,
    size: usize,
    flags: c_uint,
) -> CudaError {
    api(|| {
        let Some(host) = std::ptr::NonNull::new(ptr.cast::<u8>()).filter(|_| size > 0) else {
            return fail(
                cudaErrorInvalidValue,
                "cudaHostRegister of a null or empty range",
            );
        };
        let known = REGISTER_PORTABLE | REGISTER_MAPPED | REGISTER_IO_MEMORY | REGISTER_READ_ONLY;
        if flags & !known != 0 {
            return fail(
                cudaErrorInvalidValue,
                format!("cudaHostRegister: flags {flags:#x}"),
            );
        }
        if flags & (REGISTER_IO_MEMORY | REGISTER_READ_ONLY) != 0 {
            return fail(
                cudaErrorNotSupported,
                format!(
                    "cudaHostRegister: flags {flags:#x} (I/O memory and read-only registration \
                     are not supported by gpujit's CUDA runtime)"
                ),
            );
        }
        let d = current()?;
        if !d.dev().capabilities().unified_addressing {
            return Ok(());
        }
        let mut m = lock(&d.memory);
        if m.host_overlaps(ptr as u64, size) {
            return fail(
                cudaErrorHostMemoryAlreadyRegistered,
                format!(
                    "cudaHostRegister({ptr:p}, {size}): part of the range is already registered \
                     or page-locked"
                ),
            );
        }
        // SAFETY: the program keeps the range valid until cudaHostUnregister (this function's
        // contract), which drops the mapping; a reset drops it first too.
        let mapping = unsafe { d.dev().map_host(host, size) }.map_err(|e| {
            Failure::new(
                cudaErrorHostMemoryAlreadyRegistered,
                format!("cudaHostRegister({ptr:p}, {size}) on {}: {e}", d.spec),
            )
        })?;
        crate::managed::at_own_address(
            &d,
            ptr as u64,
            mapping.addr(),
            &format!("cudaHostRegister({ptr:p})"),
        )?;
        m.host.insert(ptr as u64, HostAlloc::Registered(mapping));
        Ok(())
    })
}

/// The counterpart of [`cudaHostRegister`].
///
/// # Safety
/// None: `ptr` is not read.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaHostUnregister(ptr: *mut c_void) -> CudaError {
    api(|| {
        if ptr.is_null() {
            return fail(
                cudaErrorInvalidValue,
                "cudaHostUnregister of a null pointer",
            );
        }
        let d = current()?;
        if !d.dev().capabilities().unified_addressing {
            return Ok(());
        }
        if !matches!(
            lock(&d.memory).host.get(&(ptr as u64)),
            Some(HostAlloc::Registered(_))
        ) {
            return fail(
                cudaErrorHostMemoryNotRegistered,
                format!(
                    "cudaHostUnregister({ptr:p}): not the start of memory cudaHostRegister registered"
                ),
            );
        }
        // Kernels may still read it: the mapping ends once they are done.
        d.synchronize_all()?;
        lock(&d.memory).host.remove(&(ptr as u64));
        Ok(())
    })
}
