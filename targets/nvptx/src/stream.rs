//! Streams, events and pinned host memory on CUDA: the CUDA implementation of
//! [`StreamImpl`], [`EventImpl`] and [`Device::alloc_pinned`].
//!
//! Users reach them through the backend-neutral API: `DeviceExt::stream`, `DeviceExt::event`,
//! `DeviceExt::pinned` and work queued in a `DeviceExt::scope` (see `gpujit_device::Scope`).
//! Streams are created `CU_STREAM_NON_BLOCKING`: they run concurrently with the legacy null
//! stream, which the device's own synchronous calls use, and with each other. Ordering between
//! them is the caller's ([`gpujit_device::Event`]); `Device::synchronize` waits for every
//! stream of the device.
//!
//! Copies from and to pinned memory (`cuMemHostAlloc`) are truly asynchronous; the driver
//! stages copies from and to pageable memory, and may return only once they are done.

use std::any::Any;
use std::ffi::{c_uint, c_void};
use std::ptr::NonNull;
use std::sync::{Arc, OnceLock};

use cudarc::driver::sys::{self, CUevent, CUevent_flags, CUstream, CUstream_flags};
use gpujit_device::{
    Backend, Device, Error, EventImpl, HostCall, HostMapping, Kernel, KernelArg, LaunchConfig,
    MappedMemory, PinnedMemory, Result, StreamImpl,
};

use crate::device::{Context, CudaDevice};

/// A non-blocking CUDA stream of one device; destroyed (once its queued work is done) on drop.
/// It keeps its device's context alive.
pub struct CudaStream {
    stream: CUstream,
    dev: CudaDevice,
}

// SAFETY: a CUstream is a handle valid in its context from any thread; the driver API is
// thread-safe and every use makes the context current on the calling thread first.
unsafe impl Send for CudaStream {}
// SAFETY: as for Send: shared references only hand the handle to the thread-safe driver.
unsafe impl Sync for CudaStream {}

impl std::fmt::Debug for CudaStream {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "CudaStream({:p} on device {})",
            self.stream,
            self.ctx().ordinal()
        )
    }
}

impl Drop for CudaStream {
    fn drop(&mut self) {
        if self.ctx().make_current().is_err() {
            return;
        }
        // SAFETY: the stream was created in this (current, retained) context and is destroyed
        // exactly once. Work still queued on it completes first: the driver releases the
        // stream's resources only then. Errors are ignored: nothing to do about them in drop.
        let _ = unsafe { sys::cuStreamDestroy_v2(self.stream) };
    }
}

impl CudaStream {
    /// Creates a stream (`cuStreamCreate`, `CU_STREAM_NON_BLOCKING`) on `dev`.
    pub fn new(dev: &CudaDevice) -> Result<CudaStream> {
        let ctx = dev.context();
        ctx.make_current()?;
        let mut stream: CUstream = std::ptr::null_mut();
        // SAFETY: `stream` is a writable out-pointer; the context is current.
        let status = unsafe {
            sys::cuStreamCreate(
                &mut stream,
                CUstream_flags::CU_STREAM_NON_BLOCKING as c_uint,
            )
        };
        ctx.check("cuStreamCreate", status)?;
        Ok(CudaStream {
            stream,
            dev: dev.clone(),
        })
    }

    fn ctx(&self) -> &Arc<Context> {
        self.dev.context()
    }

    /// The driver's handle, valid while `self` lives, in the device's context.
    pub fn raw_handle(&self) -> CUstream {
        self.stream
    }

    /// Makes the context current and maps the status of `call`.
    fn done(&self, call: &'static str, status: sys::CUresult) -> Result<()> {
        self.ctx().check(call, status)
    }
}

/// The CUDA event behind `event`, refusing one of another backend or context.
fn cuda_event<'e>(event: &'e dyn EventImpl, ctx: &Context) -> Result<&'e CudaEvent> {
    let e = event
        .as_any()
        .downcast_ref::<CudaEvent>()
        .ok_or_else(|| Error::Unsupported {
            backend: Backend::Cuda,
            what: "an event not made by a CUDA device".into(),
        })?;
    if !e.ctx.same_context(ctx) {
        return Err(Error::Unsupported {
            backend: Backend::Cuda,
            what: format!(
                "an event of CUDA device {} used on device {}",
                e.ctx.ordinal(),
                ctx.ordinal()
            ),
        });
    }
    Ok(e)
}

/// Records `event` (of the context `ctx`) on the null stream, after every launch of
/// [`CudaDevice::launch_raw`](gpujit_device::Device::launch_raw) so far.
pub(crate) fn record_null(event: &dyn EventImpl, ctx: &Context) -> Result<()> {
    let e = cuda_event(event, ctx)?;
    ctx.make_current()?;
    // SAFETY: the event lives in this (current) context (checked above); the null stream is
    // always valid.
    let status = unsafe { sys::cuEventRecord(e.event, std::ptr::null_mut()) };
    ctx.check("cuEventRecord", status)
}

/// What `cuStreamAddCallback` calls: the boxed [`HostCall`] behind `data`, given the
/// stream's status.
unsafe extern "C" fn call_host(_stream: CUstream, status: sys::CUresult, data: *mut c_void) {
    // SAFETY: `data` is the box `host_fn` leaked for this one callback, which the driver
    // calls exactly once.
    let queued = unsafe { Box::from_raw(data.cast::<(HostCall, Arc<Context>)>()) };
    let (call, ctx) = *queued;
    let earlier = ctx.check("the work before a host function", status).err();
    // A panic must not unwind into the driver.
    let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || call(earlier.as_ref())));
}

impl StreamImpl for CudaStream {
    unsafe fn write_raw(&self, dst: u64, src: *const u8, bytes: usize) -> Result<()> {
        self.ctx().make_current()?;
        // SAFETY: the caller's contract: the ranges are valid until the stream finishes the
        // copy; the stream is live in the (current) context.
        let status =
            unsafe { sys::cuMemcpyHtoDAsync_v2(dst, src.cast::<c_void>(), bytes, self.stream) };
        self.done("cuMemcpyHtoDAsync_v2", status)
    }

    unsafe fn read_raw(&self, src: u64, dst: *mut u8, bytes: usize) -> Result<()> {
        self.ctx().make_current()?;
        // SAFETY: as in `write_raw`.
        let status =
            unsafe { sys::cuMemcpyDtoHAsync_v2(dst.cast::<c_void>(), src, bytes, self.stream) };
        self.done("cuMemcpyDtoHAsync_v2", status)
    }

    unsafe fn copy_raw(&self, src: u64, dst: u64, bytes: usize) -> Result<()> {
        self.ctx().make_current()?;
        // SAFETY: as in `write_raw`; both ranges are device memory of this context.
        let status = unsafe { sys::cuMemcpyDtoDAsync_v2(dst, src, bytes, self.stream) };
        self.done("cuMemcpyDtoDAsync_v2", status)
    }

    unsafe fn memset_raw(&self, dst: u64, value: u8, bytes: usize) -> Result<()> {
        self.ctx().make_current()?;
        // SAFETY: as in `write_raw`.
        let status = unsafe { sys::cuMemsetD8Async(dst, value, bytes, self.stream) };
        self.done("cuMemsetD8Async", status)
    }

    unsafe fn launch_raw(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        // SAFETY: the stream was created in this device's context and `self` keeps it alive
        // for the call; the arguments are this function's contract.
        unsafe { self.dev.launch_in(self.stream, kernel, cfg, args) }
    }

    unsafe fn launch_cooperative_raw(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        // SAFETY: as in `launch_raw`.
        unsafe { self.dev.launch_with(self.stream, kernel, cfg, args, true) }
    }

    fn record(&self, event: &Arc<dyn EventImpl>) -> Result<()> {
        let e = cuda_event(event.as_ref(), self.ctx())?;
        self.ctx().make_current()?;
        // SAFETY: the event and the stream live in this (current) context (checked above).
        let status = unsafe { sys::cuEventRecord(e.event, self.stream) };
        self.done("cuEventRecord", status)
    }

    fn wait_event(&self, event: &Arc<dyn EventImpl>) -> Result<()> {
        let e = cuda_event(event.as_ref(), self.ctx())?;
        self.ctx().make_current()?;
        // SAFETY: as in `record`; flags 0 is the only value the driver defines.
        let status = unsafe { sys::cuStreamWaitEvent(self.stream, e.event, 0) };
        self.done("cuStreamWaitEvent", status)
    }

    /// `cuStreamAddCallback`: the driver calls it on a thread of its own, with the status
    /// of the stream's earlier work, even where that failed.
    fn host_fn(&self, call: HostCall) -> Result<()> {
        self.ctx().make_current()?;
        let data = Box::into_raw(Box::new((call, self.ctx().clone())));
        // SAFETY: the stream is live in this (current) context; `call_host` takes back the
        // box behind `data` when the driver calls it.
        let status =
            unsafe { sys::cuStreamAddCallback(self.stream, Some(call_host), data.cast(), 0) };
        if status != sys::CUresult::CUDA_SUCCESS {
            // SAFETY: not queued, so never called: the box is still ours.
            drop(unsafe { Box::from_raw(data) });
        }
        self.done("cuStreamAddCallback", status)
    }

    fn synchronize(&self) -> Result<()> {
        self.ctx().make_current()?;
        // SAFETY: the stream is live in this (current, retained) context.
        let status = unsafe { sys::cuStreamSynchronize(self.stream) };
        self.done("cuStreamSynchronize", status)
    }

    fn query(&self) -> Result<bool> {
        self.ctx().make_current()?;
        // SAFETY: the stream is live in this (current) context.
        let status = unsafe { sys::cuStreamQuery(self.stream) };
        if status == sys::CUresult::CUDA_ERROR_NOT_READY {
            return Ok(false);
        }
        self.done("cuStreamQuery", status).map(|()| true)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A CUDA event that records timestamps (`cuEventCreate`, `CU_EVENT_DEFAULT`).
pub struct CudaEvent {
    event: CUevent,
    ctx: Arc<Context>,
}

// SAFETY: a CUevent is a handle valid in its context from any thread; the driver API is
// thread-safe and every use makes the context current on the calling thread first.
unsafe impl Send for CudaEvent {}
// SAFETY: as for Send: shared references only hand the handle to the thread-safe driver.
unsafe impl Sync for CudaEvent {}

impl std::fmt::Debug for CudaEvent {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "CudaEvent({:p} on device {})",
            self.event,
            self.ctx.ordinal()
        )
    }
}

impl CudaEvent {
    /// Creates an event on `dev`.
    pub fn new(dev: &CudaDevice) -> Result<CudaEvent> {
        let ctx = dev.context();
        ctx.make_current()?;
        let mut event: CUevent = std::ptr::null_mut();
        // SAFETY: `event` is a writable out-pointer; the context is current.
        let status =
            unsafe { sys::cuEventCreate(&mut event, CUevent_flags::CU_EVENT_DEFAULT as c_uint) };
        ctx.check("cuEventCreate", status)?;
        Ok(CudaEvent {
            event,
            ctx: ctx.clone(),
        })
    }
}

impl EventImpl for CudaEvent {
    fn synchronize(&self) -> Result<()> {
        self.ctx.make_current()?;
        // SAFETY: the event was created in this (current) context and is alive.
        let status = unsafe { sys::cuEventSynchronize(self.event) };
        self.ctx.check("cuEventSynchronize", status)
    }

    fn query(&self) -> Result<bool> {
        self.ctx.make_current()?;
        // SAFETY: the event was created in this (current) context and is alive.
        let status = unsafe { sys::cuEventQuery(self.event) };
        if status == sys::CUresult::CUDA_ERROR_NOT_READY {
            return Ok(false);
        }
        self.ctx.check("cuEventQuery", status).map(|()| true)
    }

    /// `cuEventElapsedTime` (a resolution of about half a microsecond), after waiting for
    /// both. An event never recorded is a [`Error::Driver`] error (`CUDA_ERROR_INVALID_HANDLE`).
    fn elapsed_ms(&self, later: &dyn EventImpl) -> Result<f32> {
        let later = cuda_event(later, &self.ctx)?;
        self.synchronize()?;
        later.synchronize()?;
        self.ctx.make_current()?;
        let mut ms: f32 = 0.0;
        let status = if elapsed_time_v2() {
            // SAFETY: both events were created in this (current) context and are alive;
            // `ms` is a writable float. The driver exports the symbol (checked).
            unsafe { sys::cuEventElapsedTime_v2(&mut ms, self.event, later.event) }
        } else {
            // SAFETY: as above; every driver since CUDA 2.0 exports the first version.
            unsafe { sys::cuEventElapsedTime(&mut ms, self.event, later.event) }
        };
        self.ctx.check("cuEventElapsedTime", status)?;
        Ok(ms)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl Drop for CudaEvent {
    fn drop(&mut self) {
        if self.ctx.make_current().is_err() {
            return;
        }
        // SAFETY: the event was created in this (current, retained) context and is destroyed
        // exactly once; a pending record completes first. The status is ignored in drop.
        let _ = unsafe { sys::cuEventDestroy_v2(self.event) };
    }
}

/// Whether the driver exports `cuEventElapsedTime_v2` (CUDA 12.8 and later), which CUDA 13
/// headers call `cuEventElapsedTime`. cudarc panics on a missing symbol, so it is looked up
/// before it is called; older drivers get the first version. Asked once per process.
fn elapsed_time_v2() -> bool {
    static HAS_V2: OnceLock<bool> = OnceLock::new();
    *HAS_V2.get_or_init(|| {
        if crate::cuda::load_library().is_err() {
            return false;
        }
        // SAFETY: the driver library is present (checked just above), so `culib` opens it
        // without panicking.
        let lib = unsafe { sys::culib() };
        // SAFETY: the symbol is only looked up, never called or read through this pointer.
        unsafe { lib.get::<*mut c_void>(b"cuEventElapsedTime_v2") }.is_ok()
    })
}

/// Frees mapped host memory with `cuMemFreeHost`.
struct MappedOwner {
    ctx: Arc<Context>,
}

impl gpujit_device::MemoryOwner for MappedOwner {
    fn free(&self, host: u64, _bytes: usize) {
        // `host` came from cuMemHostAlloc in this context and is freed exactly once, when its
        // MappedMemory drops.
        self.ctx
            .release(crate::device::Release::Host(host as usize));
    }
}

/// Unregisters the program's host memory with `cuMemHostUnregister`.
struct RegisteredOwner {
    ctx: Arc<Context>,
}

impl gpujit_device::MemoryOwner for RegisteredOwner {
    fn free(&self, host: u64, _bytes: usize) {
        // `host` was registered by cuMemHostRegister in this context and is unregistered
        // exactly once, when its HostMapping drops.
        self.ctx
            .release(crate::device::Release::Registered(host as usize));
    }
}

/// Frees pinned host memory with `cuMemFreeHost`.
struct PinnedOwner {
    ctx: Arc<Context>,
}

impl gpujit_device::MemoryOwner for PinnedOwner {
    fn free(&self, host: u64, bytes: usize) {
        if bytes == 0 {
            return;
        }
        // `host` came from cuMemHostAlloc in this context and is freed exactly once, when its
        // PinnedMemory drops (no copy uses it then: the scope that queued them has ended).
        self.ctx
            .release(crate::device::Release::Host(host as usize));
    }
}

impl CudaDevice {
    /// Allocates `bytes` of page-locked host memory (`cuMemHostAlloc`, `PORTABLE`), zeroed:
    /// what [`Device::alloc_pinned`] gives on CUDA. Zero bytes allocate nothing.
    pub fn pinned_memory(&self, bytes: usize) -> Result<PinnedMemory> {
        let ctx = self.context();
        let owner: Arc<dyn gpujit_device::MemoryOwner> = Arc::new(PinnedOwner { ctx: ctx.clone() });
        if bytes == 0 {
            // SAFETY: no bytes; a 64-aligned dangling pointer that is never dereferenced, and
            // the owner frees nothing for zero bytes.
            return Ok(unsafe {
                PinnedMemory::new(self.id().clone(), PinnedMemory::dangling(), 0, owner)
            });
        }
        ctx.make_current()?;
        let mut raw: *mut c_void = std::ptr::null_mut();
        // SAFETY: `raw` is a writable out-pointer; the context is current.
        let status = unsafe { sys::cuMemHostAlloc(&mut raw, bytes, sys::CU_MEMHOSTALLOC_PORTABLE) };
        ctx.check("cuMemHostAlloc", status).map_err(|e| match e {
            Error::OutOfMemory { backend, .. } => Error::OutOfMemory { backend, bytes },
            e => e,
        })?;
        let host = NonNull::new(raw.cast::<u8>()).ok_or_else(|| Error::Driver {
            backend: Backend::Cuda,
            call: "cuMemHostAlloc",
            code: 0,
            name: "CUDA_SUCCESS".to_string(),
            message: format!("returned a null pointer for {bytes} bytes"),
        })?;
        // SAFETY: cuMemHostAlloc returns page-aligned memory of `bytes` bytes, owned by no one
        // else; zeroed before anything sees it.
        unsafe { std::ptr::write_bytes(host.as_ptr(), 0, bytes) };
        // SAFETY: page-aligned (so 64-aligned), zeroed, owned by the new value alone, freed by
        // PinnedOwner, and usable by this context's copies.
        Ok(unsafe { PinnedMemory::new(self.id().clone(), host, bytes, owner) })
    }

    /// Allocates `bytes` of page-locked host memory mapped into the device's address space
    /// (`cuMemHostAlloc` with `DEVICEMAP | PORTABLE`), zeroed: what
    /// [`Device::alloc_mapped`] gives on CUDA.
    pub fn mapped(&self, bytes: usize) -> Result<MappedMemory> {
        let ctx = self.context();
        ctx.make_current()?;
        let mut raw: *mut c_void = std::ptr::null_mut();
        let flags = sys::CU_MEMHOSTALLOC_DEVICEMAP | sys::CU_MEMHOSTALLOC_PORTABLE;
        // SAFETY: `raw` is a writable out-pointer; the context is current.
        let status = unsafe { sys::cuMemHostAlloc(&mut raw, bytes.max(1), flags) };
        ctx.check("cuMemHostAlloc", status).map_err(|e| match e {
            Error::OutOfMemory { backend, .. } => Error::OutOfMemory { backend, bytes },
            e => e,
        })?;
        let host = NonNull::new(raw.cast::<u8>()).ok_or_else(|| Error::Driver {
            backend: Backend::Cuda,
            call: "cuMemHostAlloc",
            code: 0,
            name: "CUDA_SUCCESS".to_string(),
            message: format!("returned a null pointer for {bytes} bytes"),
        })?;
        let owner: Arc<dyn gpujit_device::MemoryOwner> = Arc::new(MappedOwner { ctx: ctx.clone() });
        let mut addr: sys::CUdeviceptr = 0;
        // SAFETY: `raw` is a live mapped allocation of this context; `addr` is an out-pointer.
        let status = unsafe { sys::cuMemHostGetDevicePointer_v2(&mut addr, raw, 0) };
        if let Err(e) = ctx.check("cuMemHostGetDevicePointer_v2", status) {
            owner.free(host.as_ptr() as u64, bytes);
            return Err(e);
        }
        // SAFETY: cuMemHostAlloc returns page-aligned memory of at least `bytes` bytes; it is
        // zeroed here before anything else sees it.
        unsafe { std::ptr::write_bytes(host.as_ptr(), 0, bytes) };
        // SAFETY: page-aligned (so 64-aligned), zeroed, valid until MappedOwner frees it, and
        // reachable by the device at `addr` (cuMemHostGetDevicePointer).
        Ok(unsafe { MappedMemory::new(self.id().clone(), host, addr, bytes, owner) })
    }

    /// Page-locks the program's `bytes` at `host` and maps them into the device
    /// (`cuMemHostRegister` with `DEVICEMAP | PORTABLE`): what [`Device::map_host`] does on
    /// CUDA.
    ///
    /// # Safety
    /// The bytes stay valid until the mapping drops.
    pub unsafe fn register_host(&self, host: NonNull<u8>, bytes: usize) -> Result<HostMapping> {
        let ctx = self.context();
        ctx.make_current()?;
        let raw = host.as_ptr().cast::<c_void>();
        let flags = sys::CU_MEMHOSTREGISTER_DEVICEMAP | sys::CU_MEMHOSTREGISTER_PORTABLE;
        // SAFETY: the caller keeps the `bytes` bytes at `host` valid until the mapping drops;
        // the context is current.
        let status = unsafe { sys::cuMemHostRegister_v2(raw, bytes.max(1), flags) };
        ctx.check("cuMemHostRegister_v2", status)?;
        let owner: Arc<dyn gpujit_device::MemoryOwner> =
            Arc::new(RegisteredOwner { ctx: ctx.clone() });
        let mut addr: sys::CUdeviceptr = 0;
        // SAFETY: `raw` was just registered in this context; `addr` is an out-pointer.
        let status = unsafe { sys::cuMemHostGetDevicePointer_v2(&mut addr, raw, 0) };
        if let Err(e) = ctx.check("cuMemHostGetDevicePointer_v2", status) {
            owner.free(host.as_ptr() as u64, bytes);
            return Err(e);
        }
        // SAFETY: registered and mapped above, reachable at `addr` until RegisteredOwner
        // unregisters it (which never frees it).
        Ok(unsafe { HostMapping::new(self.id().clone(), host, addr, bytes, owner) })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Compile-time: the handles can cross threads.
    const _: () = {
        const fn send_sync<T: Send + Sync>() {}
        send_sync::<CudaStream>();
        send_sync::<CudaEvent>();
    };
}
