//! Streams and events: [`Stream`], [`Event`], and the backend traits behind them
//! ([`StreamImpl`], [`EventImpl`]).
//!
//! A stream is a queue of device work that runs in order with itself and concurrently with
//! other streams. Work that touches memory (copies, memsets, launches) is queued inside a
//! [`Scope`](crate::Scope), which borrows that memory until every stream it used has finished
//! (see [`DeviceExt::scope`](crate::DeviceExt::scope)); what touches no memory is here: an
//! [`Event`] recorded on a stream, a stream waiting for an event, and waits from the host.
//!
//! ```
//! use gpujit_device::{Device, DeviceExt, Result};
//! fn time_nothing(dev: &dyn Device) -> Result<f32> {
//!     let (a, b) = (dev.stream()?, dev.stream()?);
//!     let (start, end) = (dev.event()?, dev.event()?);
//!     start.record(&a)?;
//!     b.wait_event(&start)?;       // b runs nothing queued after this before `start`
//!     end.record(&b)?;
//!     end.synchronize()?;
//!     start.elapsed_ms(&end)      // >= 0
//! }
//! ```

use std::any::Any;
use std::fmt;
use std::sync::Arc;

use crate::{Device, DeviceId, Error, Kernel, KernelArg, LaunchConfig, Result, check_owned};

/// A host function queued on a stream ([`StreamImpl::host_fn`]): called once, with the
/// failure of the stream's earlier work not yet reported, if there is one.
pub type HostCall = Box<dyn FnOnce(Option<&Error>) + Send>;

/// Backend side of a stream: a queue of device work run in order.
///
/// The `unsafe` methods queue work on addresses the caller vouches for; they return once the
/// work is queued (or, on a backend that runs it at once, done). Errors of queued work are
/// reported by [`StreamImpl::synchronize`] (or the next call).
pub trait StreamImpl: Send + Sync {
    /// Queues a copy of `bytes` bytes from host memory at `src` to device address `dst`.
    ///
    /// # Safety
    /// `dst..dst + bytes` lies in memory of this stream's device and `src..src + bytes` in
    /// readable host memory; both stay allocated, the host range unwritten and the device
    /// range untouched by anything not ordered with this stream, until the stream has
    /// finished the copy ([`StreamImpl::synchronize`] returned).
    unsafe fn write_raw(&self, dst: u64, src: *const u8, bytes: usize) -> Result<()>;

    /// Queues a copy of `bytes` bytes from device address `src` to host memory at `dst`.
    ///
    /// # Safety
    /// As for [`StreamImpl::write_raw`], with the host range written by the copy and neither
    /// read nor written by the host until the stream has finished it.
    unsafe fn read_raw(&self, src: u64, dst: *mut u8, bytes: usize) -> Result<()>;

    /// Queues a copy of `bytes` bytes between two device addresses of this device.
    ///
    /// # Safety
    /// Both ranges lie in memory of this device, do not overlap, and stay allocated (and
    /// unwritten or untouched, as for [`StreamImpl::write_raw`]) until the copy has finished.
    unsafe fn copy_raw(&self, src: u64, dst: u64, bytes: usize) -> Result<()>;

    /// Queues setting `bytes` bytes from device address `dst` to `value`.
    ///
    /// # Safety
    /// As for the destination of [`StreamImpl::copy_raw`].
    unsafe fn memset_raw(&self, dst: u64, value: u8, bytes: usize) -> Result<()>;

    /// Queues a launch of `kernel`.
    ///
    /// # Safety
    /// As for [`Device::launch_raw`](crate::Device::launch_raw) on this stream's device,
    /// except that the memory the arguments point to must stay allocated until the stream has
    /// finished the kernel.
    unsafe fn launch_raw(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<()>;

    /// Queues a cooperative launch of `kernel`
    /// ([`Device::launch_cooperative_raw`](crate::Device::launch_cooperative_raw)); streams
    /// of devices without it return [`Error::Unsupported`](crate::Error::Unsupported).
    ///
    /// # Safety
    /// As for [`StreamImpl::launch_raw`].
    unsafe fn launch_cooperative_raw(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        let _ = (cfg, args);
        Err(crate::device::no_cooperative_launch(kernel))
    }

    /// Records `event` at the end of the queue: it completes once everything queued before
    /// it has. A backend refuses (with an error) an event it did not make.
    fn record(&self, event: &Arc<dyn EventImpl>) -> Result<()>;

    /// Makes work queued after this call wait until `event` (as last recorded) has completed,
    /// without blocking the host.
    fn wait_event(&self, event: &Arc<dyn EventImpl>) -> Result<()>;

    /// Queues `call`, a host function: it runs once everything queued before it has
    /// finished, and everything queued after it waits until it has returned (CUDA's
    /// `cuLaunchHostFunc` order). It is given the failure of the stream's earlier work not
    /// yet reported by [`StreamImpl::synchronize`]. Backends with a queue of their own call
    /// it on a thread of theirs and return at once, and `synchronize` still reports that
    /// failure; the default waits for the stream here, calls it on the calling thread and
    /// returns the failure.
    fn host_fn(&self, call: HostCall) -> Result<()> {
        host_fn_after_synchronize(self, call)
    }

    /// Waits until everything queued has finished; reports the first failure of queued work.
    /// When it returns, with `Ok` or not, nothing queued before the call is running.
    fn synchronize(&self) -> Result<()>;

    /// Whether everything queued has finished, without waiting.
    fn query(&self) -> Result<bool>;

    /// The backend's own type.
    fn as_any(&self) -> &dyn Any;
}

/// Backend side of an event: a marker recorded on a stream.
pub trait EventImpl: Send + Sync {
    /// Waits until the event, as last recorded, has completed; at once if never recorded.
    fn synchronize(&self) -> Result<()>;

    /// Whether the event, as last recorded, has completed (`true` if never recorded).
    fn query(&self) -> Result<bool>;

    /// Milliseconds from this event to `later` (both completed first). An event never
    /// recorded is an error.
    fn elapsed_ms(&self, later: &dyn EventImpl) -> Result<f32>;

    /// The backend's own type.
    fn as_any(&self) -> &dyn Any;
}

/// A stream of one device: [`DeviceExt::stream`](crate::DeviceExt::stream).
///
/// Work on a stream runs in queue order; work on different streams runs concurrently unless
/// ordered with an [`Event`]. Cloning is cheap and gives the same stream; the backend's stream
/// is released when the last clone goes (after its work).
#[derive(Clone)]
pub struct Stream {
    raw: Arc<dyn StreamImpl>,
    device: DeviceId,
}

impl fmt::Debug for Stream {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Stream({:p} on {})", Arc::as_ptr(&self.raw), self.device)
    }
}

impl Stream {
    /// Wraps a backend's stream of the device `device`.
    pub fn new(device: DeviceId, raw: Arc<dyn StreamImpl>) -> Stream {
        Stream { raw, device }
    }

    /// The device the stream belongs to.
    pub fn device(&self) -> &DeviceId {
        &self.device
    }

    /// The backend's stream.
    pub fn raw(&self) -> &dyn StreamImpl {
        self.raw.as_ref()
    }

    pub(crate) fn shared(&self) -> &Arc<dyn StreamImpl> {
        &self.raw
    }

    /// Whether two handles are the same stream.
    pub fn same(&self, other: &Stream) -> bool {
        Arc::ptr_eq(&self.raw, &other.raw)
    }

    /// Waits until everything queued has finished; a kernel fault is reported here.
    pub fn synchronize(&self) -> Result<()> {
        self.raw.synchronize()
    }

    /// Whether everything queued has finished, without waiting.
    pub fn query(&self) -> Result<bool> {
        self.raw.query()
    }

    /// Makes work queued on this stream from now on wait until `event` (as last recorded)
    /// has completed, without blocking the host. An event of another device is
    /// [`Error::WrongDevice`](crate::Error::WrongDevice).
    pub fn wait_event(&self, event: &Event) -> Result<()> {
        check_owned(&self.device, &event.device, "the event waited for")?;
        self.raw.wait_event(&event.raw)
    }
}

/// An event of one device: [`DeviceExt::event`](crate::DeviceExt::event). Records
/// timestamps.
pub struct Event {
    raw: Arc<dyn EventImpl>,
    device: DeviceId,
}

impl fmt::Debug for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Event({:p} on {})", Arc::as_ptr(&self.raw), self.device)
    }
}

impl Event {
    /// Wraps a backend's event of the device `device`.
    pub fn new(device: DeviceId, raw: Arc<dyn EventImpl>) -> Event {
        Event { raw, device }
    }

    /// The device the event belongs to.
    pub fn device(&self) -> &DeviceId {
        &self.device
    }

    /// The backend's event.
    pub fn raw(&self) -> &dyn EventImpl {
        self.raw.as_ref()
    }

    /// Records the event at the current end of `stream`'s queue; recording again moves it.
    /// A stream of another device is [`Error::WrongDevice`](crate::Error::WrongDevice).
    pub fn record(&self, stream: &Stream) -> Result<()> {
        check_owned(
            &self.device,
            &stream.device,
            "the stream the event is recorded on",
        )?;
        stream.raw.record(&self.raw)
    }

    /// Records the event after everything launched on `device` so far with
    /// [`DeviceExt::launch`](crate::DeviceExt::launch) and its neighbours (not on a
    /// [`Stream`]), without waiting ([`Device::record_event`]): two events recorded around
    /// launches time them. A device other than the event's is
    /// [`Error::WrongDevice`](crate::Error::WrongDevice).
    pub fn record_launches(&self, device: &dyn Device) -> Result<()> {
        check_owned(
            &self.device,
            device.id(),
            "the device the event is recorded on",
        )?;
        device.record_event(&self.raw)
    }

    /// Waits until the event has completed (at once if it was never recorded).
    pub fn synchronize(&self) -> Result<()> {
        self.raw.synchronize()
    }

    /// Whether the event has completed, without waiting.
    pub fn query(&self) -> Result<bool> {
        self.raw.query()
    }

    /// Milliseconds from this event to `later`, once both have completed (waits for them).
    /// An event of another device is [`Error::WrongDevice`](crate::Error::WrongDevice).
    pub fn elapsed_ms(&self, later: &Event) -> Result<f32> {
        check_owned(&self.device, &later.device, "the later event")?;
        self.raw.elapsed_ms(later.raw.as_ref())
    }
}

/// [`StreamImpl::host_fn`]'s default, for backends that fall back to it: waits for
/// `stream`, then calls `call` on the calling thread with the failure of the stream's
/// earlier work, which it also returns.
pub fn host_fn_after_synchronize<S: StreamImpl + ?Sized>(stream: &S, call: HostCall) -> Result<()> {
    match stream.synchronize() {
        Ok(()) => {
            call(None);
            Ok(())
        }
        Err(e) => {
            call(Some(&e));
            Err(e)
        }
    }
}
