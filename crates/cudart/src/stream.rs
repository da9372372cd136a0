//! Streams and events.
//!
//! Stream 0 (and `cudaStreamLegacy`, `cudaStreamPerThread`) is the device's
//! legacy default stream: work queued on it waits for the work already
//! queued on every blocking stream of the device, and work queued on a
//! blocking stream afterwards waits for it, as CUDA's legacy default stream
//! does. Streams made with `cudaStreamNonBlocking` skip both.

use std::collections::HashMap;
use std::ffi::{c_int, c_uint};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

use gpujit_device::{EventImpl, StreamImpl};

use crate::error::{
    Failure, Result, api, cudaErrorInvalidResourceHandle, cudaErrorInvalidValue, cudaErrorNotReady,
    cudaErrorStreamCaptureUnsupported, cudaErrorUnknown, fail,
};
use crate::graph::{Capture, Lane, Node, refuse_capturing};
use crate::memory::put;
use crate::state::{DeviceState, current, devices, lock};
use crate::{CudaError, CudaEvent, CudaStream};

/// `cudaStreamNonBlocking`.
const NON_BLOCKING: c_uint = 0x01;
/// `cudaEventDisableTiming` (accepted; every event times).
const _DISABLE_TIMING: c_uint = 0x02;

/// A stream the program created.
pub struct StreamObj {
    /// The device ordinal.
    pub device: usize,
    /// The device's queue.
    pub raw: Arc<dyn StreamImpl>,
    /// Whether it synchronises with the legacy default stream.
    pub blocking: bool,
    /// Its capture, while it captures (`cudaStreamBeginCapture`): work
    /// queued on it goes there.
    pub(crate) capture: Mutex<Option<Arc<Capture>>>,
    /// How many times work was queued on it.
    queued: AtomicU64,
    /// Its `queued` when the default stream last waited for it.
    null_saw: AtomicU64,
    /// The default stream's `queued` when it last waited for the default
    /// stream.
    saw_null: AtomicU64,
}

/// An event the program created.
pub struct EventObj {
    /// The device ordinal.
    pub device: usize,
    /// The device's event.
    pub raw: Arc<dyn EventImpl>,
    /// Whether it was recorded.
    recorded: Mutex<bool>,
    /// Where it was last recorded, if that was in a stream capture, where
    /// it orders the captured work only (CUDA refuses to wait for such an
    /// event from the host).
    captured: Mutex<Option<CapturedAt>>,
}

/// An event's record inside a capture: the capture, the stream, that
/// stream's position in the record then, and the nodes a wait for the
/// event makes the waiting stream's next node depend on.
struct CapturedAt {
    capture: Arc<Capture>,
    stream: usize,
    at: usize,
    after: Vec<usize>,
}

impl EventObj {
    /// Refuses a wait for or a query of the event when it was last
    /// recorded in a capture, as CUDA does.
    fn not_captured(&self, what: &str) -> Result<()> {
        if lock(&self.captured).is_some() {
            return fail(
                cudaErrorInvalidValue,
                format!(
                    "{what}: the event was last recorded in a stream capture, where it only \
                     orders the captured work"
                ),
            );
        }
        Ok(())
    }
}

/// What a live handle is, and the ordinal of its device.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Handle {
    /// A leaked `Arc<StreamObj>`.
    Stream(usize),
    /// A leaked `Box<EventObj>`.
    Event(usize),
}

/// Handles given out and not destroyed: a handle is checked here before it
/// is used, so that a destroyed or forged one (or an event passed as a
/// stream) is an error, not a crash.
fn live() -> &'static Mutex<HashMap<usize, Handle>> {
    static LIVE: OnceLock<Mutex<HashMap<usize, Handle>>> = OnceLock::new();
    LIVE.get_or_init(Mutex::default)
}

/// Destroys every stream and event of device `ordinal` (`cudaDeviceReset`):
/// their handles are refused afterwards.
pub(crate) fn destroy_handles(ordinal: usize) {
    let gone: Vec<(usize, Handle)> = {
        let mut live = lock(live());
        let gone: Vec<(usize, Handle)> = live
            .iter()
            .filter(|(_, h)| matches!(h, Handle::Stream(d) | Handle::Event(d) if *d == ordinal))
            .map(|(p, h)| (*p, *h))
            .collect();
        for (p, _) in &gone {
            live.remove(p);
        }
        gone
    };
    for (p, h) in gone {
        match h {
            // SAFETY: the handle was live, so it is an `Arc::into_raw` of this
            // module, taken back once (it left the live set above).
            Handle::Stream(_) => drop(unsafe { Arc::from_raw(p as *const StreamObj) }),
            // SAFETY: a live event handle is a box of this module, freed once.
            Handle::Event(_) => drop(unsafe { Box::from_raw(p as *mut EventObj) }),
        }
    }
}

/// The stream behind a handle.
fn stream_obj<'a>(handle: CudaStream) -> Result<&'a StreamObj> {
    if !matches!(
        lock(live()).get(&(handle as usize)),
        Some(Handle::Stream(_))
    ) {
        return fail(
            cudaErrorInvalidResourceHandle,
            format!("stream {handle:p} was not created by cudaStreamCreate or was destroyed"),
        );
    }
    // SAFETY: live handles are leaked `Arc<StreamObj>`s made in
    // `cudaStreamCreateWithFlags`, freed only when removed from the set.
    Ok(unsafe { &*(handle as *const StreamObj) })
}

/// A stream the program created, for `what` (the default stream is
/// refused: it cannot be captured).
pub(crate) fn created<'a>(handle: CudaStream, what: &str) -> Result<&'a StreamObj> {
    if is_default(handle) {
        return fail(
            cudaErrorStreamCaptureUnsupported,
            format!("{what} of the default stream: only created streams are captured"),
        );
    }
    stream_obj(handle)
}

/// The capture of `handle`, while it captures.
pub(crate) fn capture_of(handle: CudaStream) -> Result<Option<Arc<Capture>>> {
    if is_default(handle) {
        return Ok(None);
    }
    Ok(lock(&stream_obj(handle)?.capture).clone())
}

/// Takes a stream that joined a capture out of it, when the capture ends
/// (a stream destroyed meanwhile has nothing to leave).
pub(crate) fn leave_capture(handle: usize) {
    if let Ok(s) = stream_obj(handle as CudaStream) {
        *lock(&s.capture) = None;
    }
}

/// The event of an event node at a graph's launch: a destroyed one is an
/// error of the launch.
fn node_event<'a>(handle: usize, backend: gpujit::Backend) -> gpujit_device::Result<&'a EventObj> {
    event_obj(handle as CudaEvent).map_err(|_| gpujit::DeviceError::Unsupported {
        backend,
        what: format!("an event node's event {handle:#x}, destroyed since it was added"),
    })
}

/// Runs an event-record node: records the event on `q`, as
/// `cudaEventRecord` outside a capture does.
pub(crate) fn node_record(
    handle: usize,
    q: &Arc<dyn StreamImpl>,
    backend: gpujit::Backend,
) -> gpujit_device::Result<()> {
    let e = node_event(handle, backend)?;
    q.record(&e.raw)?;
    *lock(&e.recorded) = true;
    *lock(&e.captured) = None;
    Ok(())
}

/// Runs an event-wait node: makes `q` wait for the event where it was
/// recorded (an event never recorded is no wait, as in CUDA).
pub(crate) fn node_wait(
    handle: usize,
    q: &Arc<dyn StreamImpl>,
    backend: gpujit::Backend,
) -> gpujit_device::Result<()> {
    let e = node_event(handle, backend)?;
    if *lock(&e.recorded) {
        q.wait_event(&e.raw)?;
    }
    Ok(())
}

/// The event behind `handle`, refused unless it belongs to the current
/// device.
pub(crate) fn event_here<'a>(handle: CudaEvent, what: &str) -> Result<&'a EventObj> {
    let e = event_obj(handle)?;
    if e.device != crate::state::current_ordinal() {
        return fail(
            cudaErrorInvalidResourceHandle,
            format!("{what}: event {handle:p} belongs to device {}", e.device),
        );
    }
    Ok(e)
}

/// The event behind a handle.
fn event_obj<'a>(handle: CudaEvent) -> Result<&'a EventObj> {
    if !matches!(lock(live()).get(&(handle as usize)), Some(Handle::Event(_))) {
        return fail(
            cudaErrorInvalidResourceHandle,
            format!("event {handle:p} was not created by cudaEventCreate or was destroyed"),
        );
    }
    // SAFETY: live handles are leaked boxes made in `cudaEventCreateWithFlags`.
    Ok(unsafe { &*(handle as *const EventObj) })
}

/// The device ordinal of a live stream handle, `None` for the legacy
/// default stream; a destroyed or forged handle is refused.
pub(crate) fn stream_device(handle: CudaStream) -> Result<Option<usize>> {
    if is_default(handle) {
        return Ok(None);
    }
    Ok(Some(stream_obj(handle)?.device))
}

/// Whether `handle` names the legacy default stream.
fn is_default(handle: CudaStream) -> bool {
    matches!(handle as usize, 0..=2)
}

/// Where work of one call is queued.
pub(crate) struct Queue {
    raw: Arc<dyn StreamImpl>,
}

impl Queue {
    /// The device queue.
    pub fn raw(&self) -> &Arc<dyn StreamImpl> {
        &self.raw
    }

    /// Whether the work goes into a stream capture rather than to the device.
    pub fn capturing(&self) -> bool {
        self.raw.as_any().is::<Lane>()
    }
}

/// Makes `waiter` wait for what is queued on `on` now.
pub(crate) fn order(
    d: &DeviceState,
    on: &Arc<dyn StreamImpl>,
    waiter: &Arc<dyn StreamImpl>,
) -> Result<()> {
    let e = d
        .dev()
        .create_event()
        .map_err(|e| d.device_error("an event", e))?;
    on.record(&e).map_err(|e| d.device_error("an event", e))?;
    waiter
        .wait_event(&e)
        .map_err(|e| d.device_error("an event", e))
}

/// The queue for work on `handle` of device `d`, ordered with the legacy
/// default stream: work on the default stream after the work queued before
/// it on every blocking stream, and work on a blocking stream after the
/// work queued before it on the default stream. A stream that queued
/// nothing since it was last ordered with the default stream needs no new
/// order, and gets none (an event and a wait each time would cost every
/// launch of a program with several streams a few microseconds each).
pub(crate) fn queue(d: &DeviceState, handle: CudaStream) -> Result<Queue> {
    if is_default(handle) {
        d.null_queued.fetch_add(1, Ordering::AcqRel);
        let others: Vec<Arc<StreamObj>> = lock(&d.streams)
            .iter()
            .filter_map(|w| w.upgrade())
            .filter(|s| s.blocking)
            .collect();
        let null = d.null_stream()?;
        for s in others {
            let now = s.queued.load(Ordering::Acquire);
            if s.null_saw.swap(now, Ordering::AcqRel) != now {
                order(d, &s.raw, &null)?;
            }
        }
        return Ok(Queue { raw: null });
    }
    let s = stream_obj(handle)?;
    if let Some(c) = lock(&s.capture).clone() {
        c.check_valid()?;
        return Ok(Queue {
            raw: Arc::new(Lane::new(c, handle as usize)),
        });
    }
    if !std::ptr::eq(
        devices()?.get(s.device)?.as_ref() as *const DeviceState,
        d as *const DeviceState,
    ) {
        return fail(
            cudaErrorInvalidResourceHandle,
            format!("stream {handle:p} belongs to device {}", s.device),
        );
    }
    s.queued.fetch_add(1, Ordering::AcqRel);
    let now = d.null_queued.load(Ordering::Acquire);
    if s.blocking && s.saw_null.swap(now, Ordering::AcqRel) != now {
        order(d, &d.null_stream()?, &s.raw)?;
    }
    Ok(Queue { raw: s.raw.clone() })
}

/// Creates a stream with `flags` (`cudaStreamDefault` or
/// `cudaStreamNonBlocking`).
///
/// # Safety
/// `out` is valid for a write of a handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaStreamCreateWithFlags(
    out: *mut CudaStream,
    flags: c_uint,
) -> CudaError {
    api(|| {
        let d = current()?;
        let raw = d
            .dev()
            .create_stream()
            .map_err(|e| d.device_error("cudaStreamCreate", e))?;
        let obj = Arc::new(StreamObj {
            device: crate::state::current_ordinal(),
            raw,
            blocking: flags & NON_BLOCKING == 0,
            capture: Mutex::new(None),
            queued: AtomicU64::new(0),
            null_saw: AtomicU64::new(0),
            saw_null: AtomicU64::new(0),
        });
        // Destroyed streams leave dead entries: drop them, or every launch
        // on the default stream would walk all the streams ever made.
        let mut streams = lock(&d.streams);
        streams.retain(|w| w.strong_count() > 0);
        streams.push(Arc::downgrade(&obj));
        drop(streams);
        let ordinal = obj.device;
        let p = Arc::into_raw(obj) as usize;
        lock(live()).insert(p, Handle::Stream(ordinal));
        // SAFETY: this function's contract.
        unsafe { put(out, p as CudaStream, "cudaStreamCreate's pStream") }
    })
}

/// Creates a blocking stream.
///
/// # Safety
/// `out` is valid for a write of a handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaStreamCreate(out: *mut CudaStream) -> CudaError {
    // SAFETY: this function's contract.
    unsafe { cudaStreamCreateWithFlags(out, 0) }
}

/// Creates a stream; priorities are accepted and not used.
///
/// # Safety
/// `out` is valid for a write of a handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaStreamCreateWithPriority(
    out: *mut CudaStream,
    flags: c_uint,
    _priority: c_int,
) -> CudaError {
    // SAFETY: this function's contract.
    unsafe { cudaStreamCreateWithFlags(out, flags) }
}

/// The stream priority range: every stream has priority 0.
///
/// # Safety
/// Each pointer is null or valid for a write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaDeviceGetStreamPriorityRange(
    least: *mut c_int,
    greatest: *mut c_int,
) -> CudaError {
    api(|| {
        // SAFETY: this function's contract (null pointers are skipped).
        unsafe {
            if !least.is_null() {
                least.write(0);
            }
            if !greatest.is_null() {
                greatest.write(0);
            }
        }
        Ok(())
    })
}

/// Destroys a stream once its queued work is done.
///
/// # Safety
/// None beyond the program's own: the handle is checked.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaStreamDestroy(stream: CudaStream) -> CudaError {
    api(|| {
        if is_default(stream) {
            return fail(
                cudaErrorInvalidResourceHandle,
                "cudaStreamDestroy of the default stream",
            );
        }
        stream_obj(stream)?;
        lock(live()).remove(&(stream as usize));
        // SAFETY: the handle was live, so it is an `Arc::into_raw` of this
        // module, taken back once (it left the live set above).
        let obj = unsafe { Arc::from_raw(stream as *const StreamObj) };
        let waited = obj.raw.synchronize();
        drop(obj);
        let d = devices()?.get(crate::state::current_ordinal())?;
        waited.map_err(|e| d.device_error("cudaStreamDestroy", e))
    })
}

/// Waits for everything queued on `stream`.
///
/// # Safety
/// None beyond the program's own: the handle is checked.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaStreamSynchronize(stream: CudaStream) -> CudaError {
    api(|| {
        let d = current()?;
        if let Some(c) = capture_of(stream)? {
            return refuse_capturing(&c, "cudaStreamSynchronize");
        }
        let q = queue(&d, stream)?;
        q.raw
            .synchronize()
            .map_err(|e| d.device_error("cudaStreamSynchronize", e))
    })
}

/// Whether everything queued on `stream` has finished: `cudaSuccess` or
/// `cudaErrorNotReady`.
///
/// # Safety
/// None beyond the program's own: the handle is checked.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaStreamQuery(stream: CudaStream) -> CudaError {
    api(|| {
        let d = current()?;
        if let Some(c) = capture_of(stream)? {
            return refuse_capturing(&c, "cudaStreamQuery");
        }
        let raw = if is_default(stream) {
            d.null_stream()?
        } else {
            stream_obj(stream)?.raw.clone()
        };
        match raw.query() {
            Ok(true) => Ok(()),
            Ok(false) => Err(Failure::new(cudaErrorNotReady, "work is still queued")),
            Err(e) => Err(d.device_error("cudaStreamQuery", e)),
        }
    })
}

/// Makes work queued on `stream` after this call wait for `event`.
///
/// # Safety
/// None beyond the program's own: the handles are checked.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaStreamWaitEvent(
    stream: CudaStream,
    event: CudaEvent,
    flags: c_uint,
) -> CudaError {
    api(|| {
        let d = current()?;
        let e = event_obj(event)?;
        if flags & !WAIT_EXTERNAL != 0 {
            return fail(
                cudaErrorInvalidValue,
                format!("cudaStreamWaitEvent flags {flags:#x}"),
            );
        }
        let capture = capture_of(stream)?;
        if let Some(c) = &capture {
            c.check_valid()?;
            if flags == WAIT_EXTERNAL {
                // An event-wait node: the graph's launches wait for the
                // event where it was last recorded.
                external_node(
                    &d,
                    stream,
                    Node::EventWait {
                        event: event as usize,
                    },
                )?;
                return Ok(());
            }
        }
        let at = lock(&e.captured)
            .as_ref()
            .map(|c| (c.capture.clone(), c.stream, c.at, c.after.clone()));
        match (capture, at) {
            // Recorded in the same capture: the stream's next node depends on
            // the work before the record; the stream recorded on counts as
            // waited for up to there.
            (Some(c), Some((ec, on, at, after))) if Arc::ptr_eq(&c, &ec) => {
                if on != stream as usize {
                    c.joined(on, at);
                }
                c.after(stream as usize, &after);
                return Ok(());
            }
            (Some(c), Some(_)) => {
                return refuse_capturing(
                    &c,
                    "cudaStreamWaitEvent of an event recorded in another capture",
                );
            }
            (Some(c), None) => {
                return refuse_capturing(
                    &c,
                    "cudaStreamWaitEvent of an event recorded outside the capture",
                );
            }
            // A stream waiting for an event of a capture joins it (CUDA's
            // fork): its work is recorded from here on.
            (None, Some((ec, _, _, _))) if !ec.active() => {
                return fail(
                    cudaErrorStreamCaptureUnsupported,
                    "cudaStreamWaitEvent of an event last recorded in a capture that has ended",
                );
            }
            (None, Some((ec, on, at, after))) => {
                let s = created(stream, "joining a capture")?;
                if s.device != e.device {
                    return fail(
                        cudaErrorInvalidResourceHandle,
                        format!("stream {stream:p} belongs to device {}", s.device),
                    );
                }
                ec.fork(stream as usize);
                ec.joined(on, at);
                ec.after(stream as usize, &after);
                *lock(&s.capture) = Some(ec);
                return Ok(());
            }
            (None, None) => {}
        }
        if !*lock(&e.recorded) {
            return Ok(());
        }
        let q = queue(&d, stream)?;
        q.raw
            .wait_event(&e.raw)
            .map_err(|e| d.device_error("cudaStreamWaitEvent", e))
    })
}

/// Creates an event; every event records time (`cudaEventDisableTiming`
/// is accepted).
///
/// # Safety
/// `out` is valid for a write of a handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaEventCreateWithFlags(
    out: *mut CudaEvent,
    _flags: c_uint,
) -> CudaError {
    api(|| {
        let d = current()?;
        let raw = d
            .dev()
            .create_event()
            .map_err(|e| d.device_error("cudaEventCreate", e))?;
        let ordinal = crate::state::current_ordinal();
        let p = Box::into_raw(Box::new(EventObj {
            device: ordinal,
            raw,
            recorded: Mutex::new(false),
            captured: Mutex::new(None),
        })) as usize;
        lock(live()).insert(p, Handle::Event(ordinal));
        // SAFETY: this function's contract.
        unsafe { put(out, p as CudaEvent, "cudaEventCreate's event") }
    })
}

/// Creates an event.
///
/// # Safety
/// `out` is valid for a write of a handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaEventCreate(out: *mut CudaEvent) -> CudaError {
    // SAFETY: this function's contract.
    unsafe { cudaEventCreateWithFlags(out, 0) }
}

/// Destroys an event.
///
/// # Safety
/// None beyond the program's own: the handle is checked.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaEventDestroy(event: CudaEvent) -> CudaError {
    api(|| {
        event_obj(event)?;
        lock(live()).remove(&(event as usize));
        // SAFETY: a live handle is a box of this module, freed once (it left
        // the live set above).
        drop(unsafe { Box::from_raw(event as *mut EventObj) });
        Ok(())
    })
}

/// `cudaEventRecordExternal`: in a capture, an event-record node.
const RECORD_EXTERNAL: c_uint = 0x01;
/// `cudaEventWaitExternal`: in a capture, an event-wait node.
const WAIT_EXTERNAL: c_uint = 0x01;

/// Records `node` into the capture of `stream`.
fn external_node(d: &DeviceState, stream: CudaStream, node: Node) -> Result<()> {
    let q = queue(d, stream)?;
    match q.raw().as_any().downcast_ref::<Lane>() {
        Some(lane) => {
            lane.event_node(node);
            Ok(())
        }
        None => fail(cudaErrorUnknown, "a capturing stream without its capture"),
    }
}

/// Records `event` on `stream`; with `cudaEventRecordExternal` (1) in a
/// capture, records an event-record node instead, which records the event
/// at each launch of the graph (where the graph is launched).
///
/// # Safety
/// None beyond the program's own: the handles are checked.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaEventRecordWithFlags(
    event: CudaEvent,
    stream: CudaStream,
    flags: c_uint,
) -> CudaError {
    let mut plain = false;
    let code = api(|| {
        if flags & !RECORD_EXTERNAL != 0 {
            return fail(
                cudaErrorInvalidValue,
                format!("cudaEventRecordWithFlags flags {flags:#x}"),
            );
        }
        match capture_of(stream)? {
            Some(c) if flags == RECORD_EXTERNAL => {
                c.check_valid()?;
                event_here(event, "cudaEventRecordWithFlags")?;
                let node = Node::EventRecord {
                    event: event as usize,
                };
                external_node(&*current()?, stream, node)
            }
            _ => {
                plain = true;
                Ok(())
            }
        }
    });
    if plain {
        // SAFETY: this function's contract.
        return unsafe { cudaEventRecord(event, stream) };
    }
    code
}

/// Records `event` on `stream`.
///
/// # Safety
/// None beyond the program's own: the handles are checked.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaEventRecord(event: CudaEvent, stream: CudaStream) -> CudaError {
    api(|| {
        let d = current()?;
        let e = event_here(event, "cudaEventRecord")?;
        if let Some(c) = capture_of(stream)? {
            c.check_valid()?;
            // Inside a capture an event orders the captured work: nothing to
            // queue, only where it lies and what it stands for.
            let (at, after) = (c.position(stream as usize), c.frontier(stream as usize));
            *lock(&e.captured) = Some(CapturedAt {
                capture: c,
                stream: stream as usize,
                at,
                after,
            });
            return Ok(());
        }
        let q = queue(&d, stream)?;
        q.raw
            .record(&e.raw)
            .map_err(|err| d.device_error("cudaEventRecord", err))?;
        *lock(&e.recorded) = true;
        *lock(&e.captured) = None;
        Ok(())
    })
}

/// Waits for `event`.
///
/// # Safety
/// None beyond the program's own: the handle is checked.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaEventSynchronize(event: CudaEvent) -> CudaError {
    api(|| {
        let d = current()?;
        let e = event_obj(event)?;
        e.not_captured("cudaEventSynchronize")?;
        if !*lock(&e.recorded) {
            return Ok(());
        }
        e.raw
            .synchronize()
            .map_err(|err| d.device_error("cudaEventSynchronize", err))
    })
}

/// Whether `event` has completed: `cudaSuccess` or `cudaErrorNotReady`.
///
/// # Safety
/// None beyond the program's own: the handle is checked.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaEventQuery(event: CudaEvent) -> CudaError {
    api(|| {
        let d = current()?;
        let e = event_obj(event)?;
        e.not_captured("cudaEventQuery")?;
        if !*lock(&e.recorded) {
            return Ok(());
        }
        match e.raw.query() {
            Ok(true) => Ok(()),
            Ok(false) => Err(Failure::new(
                cudaErrorNotReady,
                "the event has not completed",
            )),
            Err(err) => Err(d.device_error("cudaEventQuery", err)),
        }
    })
}

/// Milliseconds between two completed events.
///
/// # Safety
/// `ms` is valid for a write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaEventElapsedTime(
    ms: *mut f32,
    start: CudaEvent,
    end: CudaEvent,
) -> CudaError {
    api(|| {
        let (a, b) = (event_obj(start)?, event_obj(end)?);
        a.not_captured("cudaEventElapsedTime")?;
        b.not_captured("cudaEventElapsedTime")?;
        if !*lock(&a.recorded) || !*lock(&b.recorded) {
            return fail(
                crate::error::cudaErrorInvalidResourceHandle,
                "cudaEventElapsedTime: an event was never recorded",
            );
        }
        let t = a.raw.elapsed_ms(b.raw.as_ref()).map_err(|e| {
            let code = if e.to_string().contains("not") {
                cudaErrorNotReady
            } else {
                cudaErrorUnknown
            };
            Failure::new(code, format!("cudaEventElapsedTime: {e}"))
        })?;
        if ms.is_null() {
            return fail(
                cudaErrorInvalidValue,
                "cudaEventElapsedTime's ms is a null pointer",
            );
        }
        // SAFETY: this function's contract, checked non-null.
        unsafe { ms.write(t) };
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A program that makes and destroys streams leaves the default
    /// stream's list of them as short as the streams alive: each launch on
    /// the default stream walks it.
    #[test]
    fn destroyed_streams_leave_no_entries() {
        for _ in 0..200 {
            let mut s: CudaStream = std::ptr::null_mut();
            // SAFETY: `s` is a writable handle.
            assert_eq!(unsafe { cudaStreamCreate(&mut s) }, 0);
            // SAFETY: a stream made above, destroyed once.
            assert_eq!(unsafe { cudaStreamDestroy(s) }, 0);
        }
        let d = current().expect("the default device");
        // Other tests of this binary may hold a few streams meanwhile.
        let entries = lock(&d.streams).len();
        assert!(entries < 50, "{entries} entries for 200 destroyed streams");
    }
}
