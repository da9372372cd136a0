//! Streams, events, pinned host memory and asynchronous copies for a [`CudaDevice`].
//!
//! [`Device`] runs everything on the legacy default (null) stream, in
//! issue order. A [`CudaStream`] is a second queue: work on it runs in order with itself, and
//! concurrently with the null stream and other streams (streams are created
//! `CU_STREAM_NON_BLOCKING`, so they do not wait for the null stream either). Ordering between
//! queues is the caller's: [`CudaStream::synchronize`], [`CudaEvent::synchronize`], or
//! [`Device::synchronize`], which waits for every stream of
//! the device. In particular, data uploaded with `DeviceExt::upload` (null stream) should be
//! waited for before a stream uses it.
//!
//! Copies between device memory and ordinary (pageable) host memory are synchronous. Truly
//! asynchronous copies need page-locked host memory: a [`PinnedBuffer`]. Such a buffer
//! remembers the streams with copies of it in flight; reading or writing it from the host
//! ([`PinnedBuffer::as_slice`], [`PinnedBuffer::as_mut_slice`]) and dropping it wait for those
//! streams first, so the host never races a copy.
//!
//! ```no_run
//! use gpujit_device::{Device, DeviceExt, LaunchConfig};
//! use gpujit_nvptx::device::CudaDevice;
//! # fn main() -> gpujit_device::Result<()> {
//! # let image: gpujit_device::Image = unimplemented!();
//! let dev = CudaDevice::open(0)?;
//! let saxpy = dev.load(&image)?.kernel("saxpy")?;
//! let stream = dev.stream()?;
//! let (start, end) = (dev.event()?, dev.event()?);
//!
//! let mut host = dev.pinned_from(&[1.0f32; 1 << 20])?;
//! let x = dev.alloc::<f32>(host.len())?;
//! let y = dev.alloc::<f32>(host.len())?;
//! dev.copy_to_device_async(&stream, x.memory(), 0, &host)?;
//! dev.copy_to_device_async(&stream, y.memory(), 0, &host)?;
//! start.record(&stream)?;
//! let args = [2.0f32.into(), (&x).into(), (&y).into(), (host.len() as u32).into()];
//! dev.launch_on(&stream, &saxpy, &LaunchConfig::for_elems(host.len(), 256), &args)?;
//! end.record(&stream)?;
//! dev.copy_from_device_async(&stream, y.memory(), 0, &mut host)?;
//! stream.synchronize()?; // a kernel fault is reported here
//! println!("saxpy took {} ms", start.elapsed_ms(&end)?);
//! assert_eq!(host.as_slice()?[0], 3.0);
//! # Ok(()) }
//! ```

use std::ffi::{c_uint, c_void};
use std::marker::PhantomData;
use std::ptr::NonNull;
use std::sync::{Arc, Mutex, OnceLock};

use cudarc::driver::sys::{self, CUevent, CUevent_flags, CUstream, CUstream_flags};
use gpujit_device::{
    Backend, Device, DeviceCopy, DeviceMemory, Error, Kernel, KernelArg, LaunchConfig,
    MappedMemory, Result, check_device_launch, check_owned,
};

use crate::device::{Context, CudaDevice};

/// A CUDA stream and the context it lives in; destroyed when the last holder goes.
struct StreamInner {
    stream: CUstream,
    ctx: Arc<Context>,
}

// SAFETY: a CUstream is a handle valid in its context from any thread; the driver API is
// thread-safe and every use makes the context current on the calling thread first.
unsafe impl Send for StreamInner {}
// SAFETY: as for Send: shared references only hand the handle to the thread-safe driver.
unsafe impl Sync for StreamInner {}

impl StreamInner {
    /// Waits for everything queued so far (`cuStreamSynchronize`).
    fn synchronize(&self) -> Result<()> {
        self.ctx.make_current()?;
        // SAFETY: the stream was created in this context, which is current and retained by
        // `self.ctx`, and is not destroyed before `self` is dropped.
        let status = unsafe { sys::cuStreamSynchronize(self.stream) };
        self.ctx.check("cuStreamSynchronize", status)
    }
}

impl Drop for StreamInner {
    fn drop(&mut self) {
        if self.ctx.make_current().is_err() {
            return;
        }
        // SAFETY: the stream was created in this (current, retained) context and is destroyed
        // exactly once. Work still queued on it completes first: the driver releases the
        // stream's resources only then. Errors are ignored: nothing to do about them in drop.
        let _ = unsafe { sys::cuStreamDestroy_v2(self.stream) };
    }
}

/// A non-blocking CUDA stream of one device: [`CudaDevice::stream`].
///
/// Cloning is cheap; clones are the same stream. The stream is destroyed (once its queued work
/// is done) when the last clone, and the last [`PinnedBuffer`] with a copy on it in flight,
/// is dropped. It keeps its device's context alive.
#[derive(Clone)]
pub struct CudaStream {
    inner: Arc<StreamInner>,
}

impl std::fmt::Debug for CudaStream {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "CudaStream({:p} on device {})",
            self.inner.stream,
            self.inner.ctx.ordinal()
        )
    }
}

impl CudaStream {
    /// Waits until everything queued on this stream has finished (`cuStreamSynchronize`).
    ///
    /// A kernel fault is reported here as [`Error::KernelFault`], naming the kernel most
    /// recently launched on the device (on any stream).
    pub fn synchronize(&self) -> Result<()> {
        self.inner.synchronize()
    }

    /// Whether everything queued on this stream has finished (`cuStreamQuery`), without
    /// waiting. A kernel fault is reported as by [`Self::synchronize`].
    pub fn is_idle(&self) -> Result<bool> {
        self.inner.ctx.make_current()?;
        // SAFETY: the stream was created in this context, which is current and retained.
        let status = unsafe { sys::cuStreamQuery(self.inner.stream) };
        if status == sys::CUresult::CUDA_ERROR_NOT_READY {
            return Ok(false);
        }
        self.inner.ctx.check("cuStreamQuery", status).map(|()| true)
    }

    /// The driver's handle, valid while `self` lives.
    pub(crate) fn raw(&self) -> CUstream {
        self.inner.stream
    }

    /// Refuses a stream of another device.
    fn check_device(&self, dev: &CudaDevice) -> Result<()> {
        same_device(
            &self.inner.ctx,
            dev.context(),
            "a stream created on another CUDA device",
        )
    }
}

/// A CUDA event, for ordering and timing stream work: [`CudaDevice::event`].
///
/// Created with `CU_EVENT_DEFAULT`, so it records timestamps.
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
    /// Records the event at the current end of `stream`'s queue (`cuEventRecord`): it
    /// completes once everything queued on the stream before it has. Recording again moves it.
    pub fn record(&self, stream: &CudaStream) -> Result<()> {
        same_device(
            &self.ctx,
            &stream.inner.ctx,
            "recording an event on a stream of another CUDA device",
        )?;
        self.ctx.make_current()?;
        // SAFETY: the event and the stream were created in this context (checked above), which
        // is current; both are alive for the call (`self`, `stream`).
        let status = unsafe { sys::cuEventRecord(self.event, stream.inner.stream) };
        self.ctx.check("cuEventRecord", status)
    }

    /// Waits until the event has completed (`cuEventSynchronize`). An event never recorded
    /// counts as completed.
    pub fn synchronize(&self) -> Result<()> {
        self.ctx.make_current()?;
        // SAFETY: the event was created in this (current) context and is alive.
        let status = unsafe { sys::cuEventSynchronize(self.event) };
        self.ctx.check("cuEventSynchronize", status)
    }

    /// Milliseconds from this event to `later` (`cuEventElapsedTime`; a resolution of about
    /// half a microsecond). Waits for both events first. Both must have been recorded, on the
    /// same device; an event never recorded is a [`Error::Driver`] error
    /// (`CUDA_ERROR_INVALID_HANDLE`).
    pub fn elapsed_ms(&self, later: &CudaEvent) -> Result<f32> {
        same_device(
            &self.ctx,
            &later.ctx,
            "timing between events of different CUDA devices",
        )?;
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

/// Page-locked host memory holding `len` values of `T` (`cuMemAllocHost`), for asynchronous
/// copies: [`CudaDevice::pinned`], [`CudaDevice::pinned_from`].
///
/// The buffer records the streams that have a copy of it in flight. [`Self::as_slice`],
/// [`Self::as_mut_slice`] and drop first wait for those streams, so the host never reads or
/// frees memory a copy is still using. Freed with `cuMemFreeHost` on drop; it keeps the
/// device's context alive.
pub struct PinnedBuffer<T: DeviceCopy> {
    ptr: NonNull<T>,
    len: usize,
    ctx: Arc<Context>,
    /// Streams with a copy of this buffer queued and possibly not yet finished.
    pending: Mutex<Vec<Arc<StreamInner>>>,
    _elem: PhantomData<T>,
}

// SAFETY: the buffer owns its allocation like a Box<[T]>, and T: DeviceCopy is Send + Sync;
// the context handle is thread-safe (see Context) and the pending list is behind a Mutex.
unsafe impl<T: DeviceCopy> Send for PinnedBuffer<T> {}
// SAFETY: as for Send: `&PinnedBuffer` hands out `&[T]` only after in-flight copies finished,
// and registers new reads by the device (copies to it) through the Mutex.
unsafe impl<T: DeviceCopy> Sync for PinnedBuffer<T> {}

impl<T: DeviceCopy> std::fmt::Debug for PinnedBuffer<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "PinnedBuffer<{}>({} elements)", T::TYPE, self.len)
    }
}

impl<T: DeviceCopy> PinnedBuffer<T> {
    /// Number of elements.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the buffer holds no elements.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Size in bytes.
    pub fn byte_len(&self) -> usize {
        self.len * std::mem::size_of::<T>()
    }

    /// Waits for every stream with a copy of this buffer in flight. On error (a kernel fault
    /// reported by the stream) the streams stay recorded.
    pub fn wait(&self) -> Result<()> {
        let mut pending = self
            .pending
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        while let Some(stream) = pending.last() {
            stream.synchronize()?;
            pending.pop();
        }
        Ok(())
    }

    /// The contents, once every copy in flight has finished ([`Self::wait`]).
    pub fn as_slice(&self) -> Result<&[T]> {
        self.wait()?;
        // SAFETY: `ptr` points to `len` initialised values of `T` (zeroed or copied at
        // creation; DeviceCopy types accept any bits) owned by `self`. No copy that writes it
        // is in flight (waited for above), and a new one needs `&mut self`, which the returned
        // borrow excludes.
        Ok(unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.len) })
    }

    /// The contents, mutably, once every copy in flight has finished ([`Self::wait`]).
    pub fn as_mut_slice(&mut self) -> Result<&mut [T]> {
        self.wait()?;
        // SAFETY: as for `as_slice`; `&mut self` also excludes every other host access and
        // the queueing of new copies while the borrow lives.
        Ok(unsafe { std::slice::from_raw_parts_mut(self.ptr.as_ptr(), self.len) })
    }

    /// Waits for the streams with a copy of this buffer in flight other than `stream`, whose
    /// own queue orders a new copy after them.
    fn wait_for_others(&self, stream: &CudaStream) -> Result<()> {
        let mut pending = self
            .pending
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        while let Some(at) = pending.iter().position(|s| !Arc::ptr_eq(s, &stream.inner)) {
            pending[at].synchronize()?;
            pending.swap_remove(at);
        }
        Ok(())
    }

    /// Records that a copy of this buffer was queued on `stream`.
    fn add_pending(&self, stream: &CudaStream) {
        let mut pending = self
            .pending
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if !pending.iter().any(|s| Arc::ptr_eq(s, &stream.inner)) {
            pending.push(stream.inner.clone());
        }
    }

    /// Refuses a buffer pinned by another device.
    fn check_device(&self, dev: &CudaDevice) -> Result<()> {
        same_device(
            &self.ctx,
            dev.context(),
            "a pinned buffer allocated on another CUDA device",
        )
    }
}

impl<T: DeviceCopy> Drop for PinnedBuffer<T> {
    fn drop(&mut self) {
        if self.wait().is_err() {
            // A copy may still be using the memory (the context faulted and cannot say):
            // leaking it is the safe choice.
            return;
        }
        if self.len == 0 {
            return;
        }
        // `ptr` came from cuMemAllocHost in this context and is freed exactly once; no copy
        // uses it any more (waited for above) and no borrow of it outlives `self`.
        self.ctx
            .release(crate::device::Release::Host(self.ptr.as_ptr() as usize));
    }
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

/// Refuses a driver object (`what`) of another context than the device's.
fn same_device(a: &Context, b: &Context, what: &str) -> Result<()> {
    if a.same_context(b) {
        Ok(())
    } else {
        Err(Error::Unsupported {
            backend: Backend::Cuda,
            what: format!("{what} (device {} and device {})", a.ordinal(), b.ordinal()),
        })
    }
}

/// The byte size of `len` values of `T`, or [`Error::CopyRange`] on overflow.
fn byte_size<T: DeviceCopy>(len: usize) -> Result<usize> {
    len.checked_mul(std::mem::size_of::<T>())
        .ok_or_else(|| Error::CopyRange {
            detail: format!("{len} elements of {} overflow usize", T::TYPE),
        })
}

impl CudaDevice {
    /// Creates a stream (`cuStreamCreate`, `CU_STREAM_NON_BLOCKING`): a queue that runs
    /// concurrently with the null stream and other streams. See the [module](self) docs.
    pub fn stream(&self) -> Result<CudaStream> {
        let ctx = self.context();
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
            inner: Arc::new(StreamInner {
                stream,
                ctx: ctx.clone(),
            }),
        })
    }

    /// Creates an event that records timestamps (`cuEventCreate`, `CU_EVENT_DEFAULT`).
    pub fn event(&self) -> Result<CudaEvent> {
        let ctx = self.context();
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

    /// Allocates page-locked host memory for `len` values of `T` (`cuMemAllocHost`), zeroed.
    /// Zero elements allocate nothing.
    pub fn pinned<T: DeviceCopy>(&self, len: usize) -> Result<PinnedBuffer<T>> {
        let bytes = byte_size::<T>(len)?;
        let ctx = self.context();
        let buffer = |ptr: NonNull<T>| PinnedBuffer {
            ptr,
            len,
            ctx: ctx.clone(),
            pending: Mutex::new(Vec::new()),
            _elem: PhantomData,
        };
        if bytes == 0 {
            return Ok(buffer(NonNull::dangling()));
        }
        ctx.make_current()?;
        let mut raw: *mut c_void = std::ptr::null_mut();
        // SAFETY: `raw` is a writable out-pointer; the context is current.
        let status = unsafe { sys::cuMemAllocHost_v2(&mut raw, bytes) };
        ctx.check("cuMemAllocHost_v2", status)
            .map_err(|e| match e {
                Error::OutOfMemory { backend, .. } => Error::OutOfMemory { backend, bytes },
                e => e,
            })?;
        let Some(ptr) = NonNull::new(raw.cast::<T>()) else {
            return Err(Error::Driver {
                backend: Backend::Cuda,
                call: "cuMemAllocHost_v2",
                code: 0,
                name: "CUDA_SUCCESS".to_string(),
                message: format!("returned a null pointer for {bytes} bytes"),
            });
        };
        // From here on the buffer owns the allocation and frees it on every path.
        let buf = buffer(ptr);
        if !ptr
            .as_ptr()
            .addr()
            .is_multiple_of(std::mem::align_of::<T>())
        {
            return Err(Error::Driver {
                backend: Backend::Cuda,
                call: "cuMemAllocHost_v2",
                code: 0,
                name: "CUDA_SUCCESS".to_string(),
                message: format!(
                    "returned {ptr:p}, not aligned for {} ({} bytes)",
                    T::TYPE,
                    std::mem::align_of::<T>()
                ),
            });
        }
        // SAFETY: the allocation holds `bytes` bytes from `ptr`, owned by `buf` and not yet
        // shared; zeroing makes every element initialised (zero is a valid DeviceCopy value).
        unsafe { std::ptr::write_bytes(ptr.as_ptr().cast::<u8>(), 0, bytes) };
        Ok(buf)
    }

    /// Allocates `bytes` of page-locked host memory mapped into the device's address space
    /// (`cuMemHostAlloc` with `DEVICEMAP | PORTABLE`), zeroed: what
    /// [`Device::alloc_mapped`](gpujit_device::Device::alloc_mapped) gives on CUDA.
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

    /// Allocates page-locked host memory holding a copy of `data`.
    pub fn pinned_from<T: DeviceCopy>(&self, data: &[T]) -> Result<PinnedBuffer<T>> {
        let mut buf = self.pinned::<T>(data.len())?;
        buf.as_mut_slice()?.copy_from_slice(data);
        Ok(buf)
    }

    /// Checks and launches `kernel` on `stream`: the same checks as `DeviceExt::launch`
    /// (the kernel and every buffer belong to this device, no raw address, arguments
    /// against the signature, sizes against the device's limits), then `cuLaunchKernel` on
    /// the stream. Returns once the launch is queued; a fault is reported by the next wait
    /// ([`CudaStream::synchronize`], [`Device::synchronize`]).
    pub fn launch_on(
        &self,
        stream: &CudaStream,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        stream.check_device(self)?;
        check_device_launch(self, kernel, cfg, args)?;
        // SAFETY: the stream belongs to this device's context (checked above) and `stream`
        // keeps it alive for the call. The kernel and every pointer argument belong to this
        // device and no argument is a raw address (checked above): each borrows its buffer
        // for the call, and the driver makes its free wait for the kernel.
        unsafe { self.launch_in(stream.inner.stream, kernel, cfg, args) }
    }

    /// Queues a copy of all of `src` into `dst` from byte `offset` on `stream`
    /// (`cuMemcpyHtoDAsync`), and returns at once.
    ///
    /// `src` records the stream: writing to it ([`PinnedBuffer::as_mut_slice`]) or dropping it
    /// waits for the copy. `dst` must stay allocated until the stream has finished the copy,
    /// and other queues must not use that range meanwhile (a race on device memory, which
    /// the driver does not detect). A range outside `dst` is [`Error::CopyRange`].
    pub fn copy_to_device_async<T: DeviceCopy>(
        &self,
        stream: &CudaStream,
        dst: &DeviceMemory,
        offset: usize,
        src: &PinnedBuffer<T>,
    ) -> Result<()> {
        stream.check_device(self)?;
        src.check_device(self)?;
        check_owned(self.id(), dst.device(), "the destination of the copy")?;
        let bytes = src.byte_len();
        let addr = dst.range(offset, bytes)?;
        if bytes == 0 {
            return Ok(());
        }
        // A copy into `src` queued on another stream must finish before this one reads it.
        src.wait_for_others(stream)?;
        self.context().make_current()?;
        // SAFETY: `src` is page-locked memory of this context holding `bytes` bytes; the host
        // does not write it until the copy is done (recorded below: writes and the free wait
        // for the stream). The device range lies inside `dst` (checked above). The stream is a
        // live stream of this (current) context (checked above).
        let status = unsafe {
            sys::cuMemcpyHtoDAsync_v2(
                addr,
                src.ptr.as_ptr().cast::<c_void>(),
                bytes,
                stream.inner.stream,
            )
        };
        self.context().check("cuMemcpyHtoDAsync_v2", status)?;
        src.add_pending(stream);
        Ok(())
    }

    /// Queues a copy into all of `dst` from `src`, starting at byte `offset`, on `stream`
    /// (`cuMemcpyDtoHAsync`), and returns at once.
    ///
    /// `dst` records the stream: reading it ([`PinnedBuffer::as_slice`]) waits for the copy.
    /// `src` must stay allocated until the stream has finished the copy, and should not be
    /// written by other queues meanwhile. A range outside `src` is [`Error::CopyRange`].
    pub fn copy_from_device_async<T: DeviceCopy>(
        &self,
        stream: &CudaStream,
        src: &DeviceMemory,
        offset: usize,
        dst: &mut PinnedBuffer<T>,
    ) -> Result<()> {
        stream.check_device(self)?;
        dst.check_device(self)?;
        check_owned(self.id(), src.device(), "the source of the copy")?;
        let bytes = dst.byte_len();
        let addr = src.range(offset, bytes)?;
        if bytes == 0 {
            return Ok(());
        }
        // Copies of `dst` queued on other streams must finish before this one overwrites it;
        // those on `stream` itself run before it in queue order.
        dst.wait_for_others(stream)?;
        self.context().make_current()?;
        // SAFETY: `dst` is page-locked memory of this context holding `bytes` bytes, borrowed
        // mutably, so no host borrow of it is alive; later host accesses and the free wait for
        // the stream (recorded below). The device range lies inside `src` (checked above). The
        // stream is a live stream of this (current) context (checked above).
        let status = unsafe {
            sys::cuMemcpyDtoHAsync_v2(
                dst.ptr.as_ptr().cast::<c_void>(),
                addr,
                bytes,
                stream.inner.stream,
            )
        };
        self.context().check("cuMemcpyDtoHAsync_v2", status)?;
        dst.add_pending(stream);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::device::tests::{SAXPY_PTX, ptx, require_gpu, saxpy_signature};
    use gpujit_device::DeviceExt;

    // Compile-time: the handles can cross threads.
    const _: () = {
        const fn send_sync<T: Send + Sync>() {}
        send_sync::<CudaStream>();
        send_sync::<CudaEvent>();
        send_sync::<PinnedBuffer<f32>>();
    };

    #[test]
    fn byte_sizes_overflow_cleanly() {
        assert_eq!(byte_size::<f32>(10).unwrap(), 40);
        assert_eq!(byte_size::<u8>(usize::MAX).unwrap(), usize::MAX);
        assert!(matches!(
            byte_size::<f64>(usize::MAX / 4),
            Err(Error::CopyRange { .. })
        ));
    }

    // ---- Tests that need a GPU. Run with `cargo test -- --ignored` on a CUDA machine. ----

    #[test]
    #[ignore = "needs a CUDA device; run with --ignored on a GPU machine"]
    fn stream_and_events_time_a_launch() {
        let dev = require_gpu();
        let module = dev.load(&ptx(SAXPY_PTX, vec![saxpy_signature()])).unwrap();
        let saxpy = module.kernel("saxpy").unwrap();
        let n = 1 << 22;
        let x = dev.upload(&vec![1.0f32; n]).unwrap();
        let y = dev.upload(&vec![2.0f32; n]).unwrap();
        // The uploads ran on the null stream, which a non-blocking stream does not wait for.
        dev.synchronize().unwrap();

        let stream = dev.stream().unwrap();
        let (start, end) = (dev.event().unwrap(), dev.event().unwrap());
        let args = [2.0f32.into(), (&x).into(), (&y).into(), (n as u32).into()];
        let cfg = LaunchConfig::for_elems(n, 256);
        start.record(&stream).unwrap();
        for _ in 0..10 {
            dev.launch_on(&stream, &saxpy, &cfg, &args).unwrap();
        }
        end.record(&stream).unwrap();
        stream.synchronize().unwrap();
        let ms = start.elapsed_ms(&end).unwrap();
        eprintln!("10 saxpy launches over {n} elements: {ms} ms");
        assert!(ms > 0.0, "{ms}");
        assert!(ms < 10_000.0, "{ms}");
        let out = dev.download(&y).unwrap();
        assert_eq!(out[0], 22.0);
        assert_eq!(out[n - 1], 22.0);

        // launch_on runs the same checks as DeviceExt::launch.
        let err = dev
            .launch_on(&stream, &saxpy, &cfg, &args[..3])
            .unwrap_err();
        assert!(matches!(err, Error::ArgumentCount { .. }), "{err:?}");
        let wrong = [2.0f64.into(), (&x).into(), (&y).into(), (n as u32).into()];
        let err = dev.launch_on(&stream, &saxpy, &cfg, &wrong).unwrap_err();
        assert!(matches!(err, Error::ArgumentType { .. }), "{err:?}");
        let huge = LaunchConfig::for_elems(n, 4096);
        let err = dev.launch_on(&stream, &saxpy, &huge, &args).unwrap_err();
        assert!(matches!(err, Error::InvalidLaunch { .. }), "{err:?}");

        // An event of the same device recorded on a cloned stream; the stream outlives
        // nothing it needs.
        let again = stream.clone();
        drop(stream);
        start.record(&again).unwrap();
        again.synchronize().unwrap();
        start.synchronize().unwrap();
    }

    #[test]
    #[ignore = "needs a CUDA device; run with --ignored on a GPU machine"]
    fn async_copies_roundtrip_through_pinned_memory() {
        let dev = require_gpu();
        let stream = dev.stream().unwrap();
        let n = 1 << 20;
        let data: Vec<u32> = (0..n as u32)
            .map(|i| i.wrapping_mul(2_654_435_761))
            .collect();
        let src = dev.pinned_from(&data).unwrap();
        assert_eq!(src.len(), n);
        assert_eq!(src.as_slice().unwrap(), &data[..]);
        let fresh = dev.pinned::<u32>(16).unwrap();
        assert_eq!(fresh.as_slice().unwrap(), &[0u32; 16]);

        let buf = dev.alloc::<u32>(n + 8).unwrap();
        dev.copy_to_device_async(&stream, buf.memory(), 32, &src)
            .unwrap();
        let mut back = dev.pinned::<u32>(n).unwrap();
        dev.copy_from_device_async(&stream, buf.memory(), 32, &mut back)
            .unwrap();
        // as_slice waits for the stream itself.
        assert_eq!(back.as_slice().unwrap(), &data[..]);
        stream.synchronize().unwrap();

        // Writing through as_mut_slice, then copying again, on a second stream.
        let other = dev.stream().unwrap();
        let mut src = src;
        src.as_mut_slice().unwrap()[0] = 7;
        dev.copy_to_device_async(&other, buf.memory(), 0, &src)
            .unwrap();
        dev.copy_from_device_async(&other, buf.memory(), 0, &mut back)
            .unwrap();
        assert_eq!(back.as_slice().unwrap()[0], 7);
        assert_eq!(back.as_slice().unwrap()[1..], data[1..]);
        // Dropping a buffer with a copy in flight waits for it.
        dev.copy_from_device_async(&other, buf.memory(), 0, &mut back)
            .unwrap();
        drop(back);

        // Ranges are checked before the driver sees them.
        let mut big = dev.pinned::<u32>(n + 1).unwrap();
        assert!(matches!(
            dev.copy_to_device_async(&stream, buf.memory(), 32, &big),
            Err(Error::CopyRange { .. })
        ));
        assert!(matches!(
            dev.copy_from_device_async(&stream, buf.memory(), 32, &mut big),
            Err(Error::CopyRange { .. })
        ));
        // Empty buffers copy nothing.
        let mut empty = dev.pinned::<f32>(0).unwrap();
        assert!(empty.is_empty());
        dev.copy_to_device_async(&stream, buf.memory(), 0, &empty)
            .unwrap();
        dev.copy_from_device_async(&stream, buf.memory(), 0, &mut empty)
            .unwrap();
        assert_eq!(empty.as_slice().unwrap(), &[] as &[f32]);
    }
}
