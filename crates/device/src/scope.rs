//! Queueing work that touches memory on [`Stream`]s: [`Scope`].
//!
//! Two streams: one copies, the other waits for it on the device and computes; events order
//! and time them (the guide's example):
//!
//! ```
//! use gpujit_device::{Device, DeviceExt, In, InOut, LaunchConfig, Result, TypedKernel};
//! type Saxpy = (f32, In<f32>, InOut<f32>, u32);
//! fn two_streams(dev: &dyn Device, saxpy: &TypedKernel<Saxpy>, xs: &[f32]) -> Result<Vec<f32>> {
//!     let n = xs.len();
//!     let (copy, compute) = (dev.stream()?, dev.stream()?);
//!     let (copied, start, end) = (dev.event()?, dev.event()?, dev.event()?);
//!     let host = dev.pinned_from(xs)?;                  // page-locked on GPUs
//!     let mut out = dev.pinned::<f32>(n)?;
//!     let (mut x, mut y) = (dev.alloc::<f32>(n)?, dev.alloc::<f32>(n)?);
//!     dev.scope(|s| {
//!         let (xw, yw) = (s.writable(&mut x)?, s.writable(&mut y)?);
//!         s.upload(&copy, &host, xw, 0)?;               // queued on `copy`
//!         s.memset(&copy, yw, 0)?;
//!         copied.record(&copy)?;
//!         compute.wait_event(&copied)?;                 // ordered on the device
//!         start.record(&compute)?;
//!         let cfg = LaunchConfig::for_elems(n, 256);
//!         s.launch_typed(&compute, saxpy, &cfg, (2.0, xw.read(), yw, n as u32))?;
//!         end.record(&compute)?;
//!         s.download(&compute, yw, 0, &mut out)
//!     })?;                                              // waits for both streams
//!     println!("saxpy: {} ms", start.elapsed_ms(&end)?);
//!     Ok(out.to_vec())
//! }
//! ```
//!
//! # How ordering and lifetimes are enforced
//!
//! Asynchronous work uses memory after the call that queued it has returned. gpujit makes
//! that sound the way `std::thread::scope` makes borrowing threads sound:
//! [`DeviceExt::scope`](crate::DeviceExt::scope) runs a closure with a [`Scope<'env>`], and
//! every copy, memset or launch queued through it borrows its memory (device buffers, host
//! slices, [`PinnedBuffer`]s) for `'env`, a lifetime that outlasts the closure. When the
//! closure returns (or panics), the scope waits for every stream it queued work on. So:
//!
//! - memory cannot be freed, or touched from the host against a queued copy, while the
//!   copy is queued: the borrow checker refuses the drop or the access;
//! - a buffer written on a stream is bound with [`Scope::writable`], which borrows it
//!   exclusively for `'env` and gives a [`BufferMut`] handle (`Copy`), so the same buffer can
//!   be written, read, and written again by later work in the scope, in stream order;
//! - memory made inside the closure cannot be given to a stream (it does not live for
//!   `'env`).
//!
//! What is not checked is the order between *different* streams: work on two streams that
//! touches the same device memory must be ordered with an [`Event`](crate::Event)
//! (record on one, [`Stream::wait_event`] on the other), or its contents are unspecified
//! (on the host target, the streams' threads race on that memory, as a kernel does on a
//! buffer it writes but was passed as an input). Host memory is never shared that way: a
//! copy into host memory takes it as `&mut`, so at most one queued copy writes it and none
//! reads it meanwhile.
//!
//! Memory given to a stream outside the scope it was borrowed in does not compile:
//!
//! ```compile_fail,E0597
//! use gpujit_device::{Device, DeviceExt, Result, Stream};
//! fn dangling(dev: &dyn Device, s: &Stream) -> Result<()> {
//!     dev.scope(|q| {
//!         let mut tmp = dev.alloc::<f32>(4)?;       // dropped at the end of the closure,
//!         let tmp = q.writable(&mut tmp)?;          // while the stream may still write it
//!         q.memset(s, tmp, 0)
//!     })
//! }
//! ```
//!
//! nor does touching a buffer from the host while a stream writes it:
//!
//! ```compile_fail,E0502
//! use gpujit_device::{Buffer, Device, DeviceExt, Result, Stream};
//! fn race(dev: &dyn Device, s: &Stream, buf: &mut Buffer<u32>) -> Result<Vec<u32>> {
//!     dev.scope(|q| {
//!         let w = q.writable(buf)?;
//!         q.memset(s, w, 0xff)?;
//!         dev.download(buf)                          // the memset may still be running
//!     })
//! }
//! ```
//!
//! nor dropping pinned memory that a queued copy reads:
//!
//! ```compile_fail,E0505
//! use gpujit_device::{Buffer, Device, DeviceExt, Result, Stream};
//! fn early_free(dev: &dyn Device, s: &Stream, buf: &mut Buffer<u32>) -> Result<()> {
//!     let host = dev.pinned_from(&[1u32, 2, 3, 4])?;
//!     dev.scope(|q| {
//!         q.upload(s, &host, q.writable(buf)?, 0)?;
//!         drop(host);                                // the copy may still be reading it
//!         Ok(())
//!     })
//! }
//! ```

use std::marker::PhantomData;
use std::sync::{Arc, Mutex, PoisonError};

use crate::{
    Buffer, DeviceCopy, DeviceId, DeviceInfo, Error, Kernel, KernelArg, KernelParams, LaunchConfig,
    PinnedBuffer, Result, Stream, StreamImpl, TypedKernel, check_arguments_owned, check_launch,
    check_owned,
};

/// A buffer bound for writing by stream work in a [`Scope`]: [`Scope::writable`]. `Copy`, so
/// it can be passed to as many operations as the scope queues; the buffer stays borrowed
/// exclusively until the scope has finished.
pub struct BufferMut<'env, T: DeviceCopy> {
    buf: &'env Buffer<T>,
}

impl<T: DeviceCopy> Clone for BufferMut<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: DeviceCopy> Copy for BufferMut<'_, T> {}

impl<'env, T: DeviceCopy> BufferMut<'env, T> {
    /// Number of elements.
    pub fn len(self) -> usize {
        self.buf.len()
    }

    /// Whether the buffer holds no elements.
    pub fn is_empty(self) -> bool {
        self.buf.is_empty()
    }

    /// The buffer as a kernel argument the kernel may write.
    pub fn arg(self) -> KernelArg<'env> {
        KernelArg::buffer(
            self.buf.memory(),
            0,
            Some(T::TYPE),
            crate::Access::ReadWrite,
        )
    }

    /// The buffer for work that only reads it (an [`In`](crate::In) parameter).
    pub fn read(self) -> BufferRef<'env, T> {
        BufferRef(self.buf)
    }
}

impl<T: DeviceCopy> std::fmt::Debug for BufferMut<'_, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "BufferMut({} x {}, {:?})",
            self.buf.len(),
            T::TYPE,
            self.buf.memory()
        )
    }
}

impl<'env, T: DeviceCopy> From<BufferMut<'env, T>> for KernelArg<'env> {
    fn from(b: BufferMut<'env, T>) -> Self {
        b.arg()
    }
}

/// A buffer read by stream work in a [`Scope`]: from `&Buffer<T>` (`(&buf).into()`) or from a
/// [`BufferMut`] ([`BufferMut::read`]). `Copy`; it gives no access to the buffer from the host
/// (a buffer bound for writing stays out of the host's reach until the scope has finished).
pub struct BufferRef<'env, T: DeviceCopy>(&'env Buffer<T>);

impl<T: DeviceCopy> Clone for BufferRef<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: DeviceCopy> Copy for BufferRef<'_, T> {}

impl<'env, T: DeviceCopy> BufferRef<'env, T> {
    /// Number of elements.
    pub fn len(self) -> usize {
        self.0.len()
    }

    /// Whether the buffer holds no elements.
    pub fn is_empty(self) -> bool {
        self.0.is_empty()
    }

    /// The buffer as a kernel argument the kernel only reads.
    pub fn arg(self) -> KernelArg<'env> {
        self.0.arg()
    }
}

impl<T: DeviceCopy> std::fmt::Debug for BufferRef<'_, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "BufferRef({} x {}, {:?})",
            self.0.len(),
            T::TYPE,
            self.0.memory()
        )
    }
}

impl<'env, T: DeviceCopy> From<&'env Buffer<T>> for BufferRef<'env, T> {
    fn from(b: &'env Buffer<T>) -> Self {
        BufferRef(b)
    }
}

impl<'env, T: DeviceCopy> From<BufferMut<'env, T>> for BufferRef<'env, T> {
    fn from(b: BufferMut<'env, T>) -> Self {
        BufferRef(b.buf)
    }
}

impl<'env, T: DeviceCopy> From<BufferRef<'env, T>> for KernelArg<'env> {
    fn from(b: BufferRef<'env, T>) -> Self {
        b.arg()
    }
}

/// Device memory a stream operation reads: `&Buffer<T>`, a [`BufferRef`] or a [`BufferMut`].
pub trait DeviceSource<'env, T: DeviceCopy>: Copy {
    /// The buffer, for reading by stream work.
    fn source(self) -> BufferRef<'env, T>;
}

impl<'env, T: DeviceCopy> DeviceSource<'env, T> for &'env Buffer<T> {
    fn source(self) -> BufferRef<'env, T> {
        BufferRef(self)
    }
}

impl<'env, T: DeviceCopy> DeviceSource<'env, T> for BufferRef<'env, T> {
    fn source(self) -> BufferRef<'env, T> {
        self
    }
}

impl<'env, T: DeviceCopy> DeviceSource<'env, T> for BufferMut<'env, T> {
    fn source(self) -> BufferRef<'env, T> {
        BufferRef(self.buf)
    }
}

/// Host memory a copy to the device reads: a slice (pageable: the copy may be staged) or a
/// [`PinnedBuffer`] (checked to belong to the scope's device).
pub trait HostSource<'env, T: DeviceCopy> {
    /// The values, and the device of pinned memory.
    fn host(self) -> (&'env [T], Option<&'env DeviceId>);
}

impl<'env, T: DeviceCopy> HostSource<'env, T> for &'env [T] {
    fn host(self) -> (&'env [T], Option<&'env DeviceId>) {
        (self, None)
    }
}

impl<'env, T: DeviceCopy> HostSource<'env, T> for &'env Vec<T> {
    fn host(self) -> (&'env [T], Option<&'env DeviceId>) {
        (self.as_slice(), None)
    }
}

impl<'env, T: DeviceCopy> HostSource<'env, T> for &'env PinnedBuffer<T> {
    fn host(self) -> (&'env [T], Option<&'env DeviceId>) {
        (self.as_slice(), Some(self.device()))
    }
}

/// Host memory a copy from the device writes: a mutable slice or [`PinnedBuffer`].
pub trait HostDestination<'env, T: DeviceCopy> {
    /// The values, and the device of pinned memory.
    fn host(self) -> (&'env mut [T], Option<&'env DeviceId>);
}

impl<'env, T: DeviceCopy> HostDestination<'env, T> for &'env mut [T] {
    fn host(self) -> (&'env mut [T], Option<&'env DeviceId>) {
        (self, None)
    }
}

impl<'env, T: DeviceCopy> HostDestination<'env, T> for &'env mut Vec<T> {
    fn host(self) -> (&'env mut [T], Option<&'env DeviceId>) {
        (self.as_mut_slice(), None)
    }
}

impl<'env, T: DeviceCopy> HostDestination<'env, T> for &'env mut PinnedBuffer<T> {
    fn host(self) -> (&'env mut [T], Option<&'env DeviceId>) {
        let (values, device) = self.parts_mut();
        (values, Some(device))
    }
}

/// Work queued on streams of one device, with the memory it uses borrowed for `'env`:
/// [`DeviceExt::scope`](crate::DeviceExt::scope). See the [module docs](self).
pub struct Scope<'env> {
    id: DeviceId,
    info: DeviceInfo,
    used: Mutex<Vec<Arc<dyn StreamImpl>>>,
    /// Invariant in `'env`: a scope cannot be shortened to borrow memory that lives less.
    _env: PhantomData<&'env mut &'env ()>,
}

/// Runs `f` with a new scope on the device `id`, then waits for its streams.
pub(crate) fn run<'env, R>(
    id: &DeviceId,
    info: &DeviceInfo,
    f: impl FnOnce(&Scope<'env>) -> Result<R>,
) -> Result<R> {
    let scope = Scope {
        id: id.clone(),
        info: info.clone(),
        used: Mutex::new(Vec::new()),
        _env: PhantomData,
    };
    let out = f(&scope);
    let done = scope.finish();
    let out = out?;
    done?;
    Ok(out)
}

impl<'env> Scope<'env> {
    /// Waits for every stream used; the first error. Each stream is waited for even when an
    /// earlier one failed.
    fn finish(&self) -> Result<()> {
        let used = std::mem::take(&mut *self.used.lock().unwrap_or_else(PoisonError::into_inner));
        let mut first = Ok(());
        for s in used {
            let r = s.synchronize();
            if first.is_ok() {
                first = r;
            }
        }
        first
    }

    /// The device the scope queues work for.
    pub fn device(&self) -> &DeviceId {
        &self.id
    }

    /// Checks that `stream` belongs to this device and records it to wait for.
    fn stream<'s>(&self, stream: &'s Stream) -> Result<&'s dyn StreamImpl> {
        check_owned(&self.id, stream.device(), "the stream")?;
        let mut used = self.used.lock().unwrap_or_else(PoisonError::into_inner);
        if !used.iter().any(|s| Arc::ptr_eq(s, stream.shared())) {
            used.push(stream.shared().clone());
        }
        Ok(stream.raw())
    }

    /// Binds `buf` for writing by stream work: it stays borrowed exclusively until the scope
    /// has finished. A buffer of another device is [`Error::WrongDevice`].
    pub fn writable<T: DeviceCopy>(&self, buf: &'env mut Buffer<T>) -> Result<BufferMut<'env, T>> {
        check_owned(&self.id, buf.device(), "the buffer bound for writing")?;
        Ok(BufferMut { buf })
    }

    /// Queues a copy of all of `src` into `dst` from element `at`. A range past the end of
    /// `dst` is [`Error::CopyRange`]; memory or a stream of another device
    /// [`Error::WrongDevice`].
    pub fn upload<T: DeviceCopy>(
        &self,
        stream: &Stream,
        src: impl HostSource<'env, T>,
        dst: BufferMut<'env, T>,
        at: usize,
    ) -> Result<()> {
        let (host, pinned) = src.host();
        if let Some(owner) = pinned {
            check_owned(&self.id, owner, "the pinned memory copied from")?;
        }
        let raw = self.stream(stream)?;
        let addr = device_range(
            dst.buf,
            at,
            host.len(),
            "the destination of the copy",
            &self.id,
        )?;
        let bytes = std::mem::size_of_val(host);
        if bytes == 0 {
            return Ok(());
        }
        // SAFETY: the device range lies inside `dst`, a buffer of this device (checked above);
        // the host slice is readable. Both are borrowed for 'env (`dst` exclusively), so they
        // stay allocated, the host slice unwritten and the buffer untouched by the host, until
        // the scope has waited for this stream.
        unsafe { raw.write_raw(addr, host.as_ptr().cast::<u8>(), bytes) }
    }

    /// Queues a copy of `dst.len()` elements of `src` from element `at` into `dst`. A range
    /// past the end of `src` is [`Error::CopyRange`].
    pub fn download<T: DeviceCopy>(
        &self,
        stream: &Stream,
        src: impl DeviceSource<'env, T>,
        at: usize,
        dst: impl HostDestination<'env, T>,
    ) -> Result<()> {
        let (host, pinned) = dst.host();
        if let Some(owner) = pinned {
            check_owned(&self.id, owner, "the pinned memory copied into")?;
        }
        let raw = self.stream(stream)?;
        let addr = device_range(
            src.source().0,
            at,
            host.len(),
            "the source of the copy",
            &self.id,
        )?;
        let bytes = std::mem::size_of_val(host);
        if bytes == 0 {
            return Ok(());
        }
        // SAFETY: the device range lies inside a buffer of this device (checked above); the
        // host slice is borrowed exclusively for 'env, so nothing else reads or writes it and
        // it stays allocated until the scope has waited for this stream; the buffer is
        // borrowed for 'env too.
        unsafe { raw.read_raw(addr, host.as_mut_ptr().cast::<u8>(), bytes) }
    }

    /// Queues a device-to-device copy of all of `src` into `dst`, which must have its
    /// length.
    pub fn copy<T: DeviceCopy>(
        &self,
        stream: &Stream,
        src: impl DeviceSource<'env, T>,
        dst: BufferMut<'env, T>,
    ) -> Result<()> {
        let src = src.source().0;
        if src.len() != dst.len() {
            return Err(Error::CopyRange {
                detail: format!(
                    "copying a buffer of {} elements into one of {}",
                    src.len(),
                    dst.len()
                ),
            });
        }
        let raw = self.stream(stream)?;
        let from = device_range(src, 0, src.len(), "the source of the copy", &self.id)?;
        let to = device_range(
            dst.buf,
            0,
            dst.len(),
            "the destination of the copy",
            &self.id,
        )?;
        let bytes = src.memory().len();
        if bytes == 0 || std::ptr::eq(src, dst.buf) {
            return Ok(());
        }
        // SAFETY: both lie inside distinct buffers of this device (checked above; a buffer
        // bound writable cannot also be borrowed shared, and the same handle twice was
        // handled above), borrowed for 'env.
        unsafe { raw.copy_raw(from, to, bytes) }
    }

    /// Queues setting every byte of `dst` to `value`.
    pub fn memset<T: DeviceCopy>(
        &self,
        stream: &Stream,
        dst: BufferMut<'env, T>,
        value: u8,
    ) -> Result<()> {
        let raw = self.stream(stream)?;
        let to = device_range(dst.buf, 0, dst.len(), "the memory set", &self.id)?;
        let bytes = dst.buf.memory().len();
        if bytes == 0 {
            return Ok(());
        }
        // SAFETY: the range is all of a buffer of this device (checked above), borrowed
        // exclusively for 'env.
        unsafe { raw.memset_raw(to, value, bytes) }
    }

    /// Queues a launch of `kernel` with untyped arguments, after the checks of
    /// [`DeviceExt::launch`](crate::DeviceExt::launch). Buffers the kernel writes are passed
    /// as [`BufferMut`]s (`w.into()`), those it reads as `(&buffer).into()`; either way they
    /// are borrowed until the scope has finished.
    pub fn launch(
        &self,
        stream: &Stream,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'env>],
    ) -> Result<()> {
        let raw = self.stream(stream)?;
        check_arguments_owned(&self.id, kernel, args)?;
        crate::ext::refuse_raw_addresses(kernel, args)?;
        check_launch(&self.info, kernel, cfg, args)?;
        // SAFETY: the kernel and every pointer argument belong to this device and no argument
        // is a raw address (checked above); every buffer is borrowed for 'env, so it stays
        // allocated until the scope has waited for this stream; the arguments passed
        // `check_launch`.
        unsafe { raw.launch_raw(kernel, cfg, args) }
    }

    /// Queues a launch of a typed kernel with a tuple of Rust values: a scalar for a scalar,
    /// a [`BufferRef`] for [`In<T>`](crate::In) (`(&buf).into()`, [`BufferMut::read`]), a [`BufferMut`] for [`Out<T>`](crate::Out) and
    /// [`InOut<T>`](crate::InOut).
    pub fn launch_typed<P: KernelParams>(
        &self,
        stream: &Stream,
        kernel: &TypedKernel<P>,
        cfg: &LaunchConfig,
        args: P::Queued<'env>,
    ) -> Result<()> {
        self.launch(stream, kernel.kernel(), cfg, &P::queued_args(args))
    }
}

impl Drop for Scope<'_> {
    fn drop(&mut self) {
        // Reached with streams still recorded only when the closure panicked: the borrows end
        // with the scope, so its work must end first. Errors have nowhere to go.
        let _ = self.finish();
    }
}

/// The device address of `len` elements of `buf` from element `at`, checking the device and
/// the range.
fn device_range<T: DeviceCopy>(
    buf: &Buffer<T>,
    at: usize,
    len: usize,
    what: &str,
    device: &DeviceId,
) -> Result<u64> {
    check_owned(device, buf.device(), what)?;
    let size = std::mem::size_of::<T>();
    let range = at
        .checked_mul(size)
        .zip(len.checked_mul(size))
        .ok_or_else(|| Error::CopyRange {
            detail: format!("{len} elements at element {at} overflow usize"),
        })?;
    buf.memory()
        .range(range.0, range.1)
        .map_err(|_| Error::CopyRange {
            detail: format!(
                "{len} elements at element {at} of a buffer of {} elements of {} ({what})",
                buf.len(),
                T::TYPE
            ),
        })
}
