//! Streams on the host target: one worker thread per stream runs its queue in order, so
//! the work of different streams runs concurrently. Events are [`MarkerEvent`]s completed
//! by the worker with a timestamp.
//!
//! Stream work runs beside the device's own copies and other streams, and waits only for a
//! synchronous launch ([`Device::launch_raw`](gpujit_device::Device::launch_raw) holds the
//! device's gate exclusively; stream work holds it shared).

use std::any::Any;
use std::sync::mpsc::{Sender, channel};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError, Weak};

use gpujit_device::{
    Backend, Error, EventImpl, HostCall, Kernel, KernelArg, LaunchConfig, MarkerEvent, Result,
    StreamImpl,
};

use crate::device::{HostDevice, Slot, slots};

/// One piece of queued work.
type Job = Box<dyn FnOnce() -> Result<()> + Send>;

/// What the worker and the callers share.
#[derive(Default)]
struct Progress {
    queued: u64,
    finished: u64,
    /// The first failure not yet reported by `synchronize`.
    error: Option<Error>,
}

struct Shared {
    progress: Mutex<Progress>,
    changed: Condvar,
}

impl Shared {
    fn progress(&self) -> MutexGuard<'_, Progress> {
        self.progress.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Waits until the work queued so far has finished; returns the progress, locked.
    fn wait(&self) -> MutexGuard<'_, Progress> {
        let mut p = self.progress();
        let target = p.queued;
        while p.finished < target {
            p = self.changed.wait(p).unwrap_or_else(PoisonError::into_inner);
        }
        p
    }
}

/// The streams of one device (shared by its clones), for device-wide synchronisation. A
/// dropped stream whose thread still runs queued work is still waited for: the thread holds
/// the shared state until its queue is empty.
#[derive(Default, Clone)]
pub(crate) struct Streams(Arc<Mutex<Vec<Weak<Shared>>>>);

impl Streams {
    /// Records `stream`, forgetting streams that have finished for good.
    pub(crate) fn register(&self, stream: &HostStream) {
        let mut all = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        all.retain(|s| s.strong_count() > 0);
        all.push(Arc::downgrade(&stream.shared));
    }

    /// Waits for the work queued so far on every stream.
    pub(crate) fn wait_all(&self) {
        let live: Vec<Arc<Shared>> = self
            .0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .iter()
            .filter_map(Weak::upgrade)
            .collect();
        for s in live {
            drop(s.wait());
        }
    }
}

/// A host stream: a queue run by its own thread.
pub(crate) struct HostStream {
    dev: HostDevice,
    jobs: Mutex<Sender<Job>>,
    shared: Arc<Shared>,
}

impl HostStream {
    /// Starts the stream's thread.
    pub(crate) fn new(dev: HostDevice) -> Result<HostStream> {
        let (tx, rx) = channel::<Job>();
        let shared = Arc::new(Shared {
            progress: Mutex::new(Progress::default()),
            changed: Condvar::new(),
        });
        let worker = shared.clone();
        std::thread::Builder::new()
            .name("gpujit-stream".into())
            .spawn(move || {
                // Ends when the stream is dropped (its sender with it) and the queue is empty.
                for job in rx {
                    let r = job();
                    let mut p = worker.progress();
                    p.finished += 1;
                    if let Err(e) = r {
                        p.error.get_or_insert(e);
                    }
                    worker.changed.notify_all();
                }
            })
            .map_err(|e| Error::Unsupported {
                backend: Backend::Host,
                what: format!("a thread for a stream: {e}"),
            })?;
        Ok(HostStream {
            dev,
            jobs: Mutex::new(tx),
            shared,
        })
    }

    /// Queues `job`.
    fn push(&self, job: Job) -> Result<()> {
        let jobs = self.jobs.lock().unwrap_or_else(PoisonError::into_inner);
        self.shared.progress().queued += 1;
        jobs.send(job).map_err(|_| {
            self.shared.progress().queued -= 1;
            Error::Unsupported {
                backend: Backend::Host,
                what: "queueing on a stream whose thread has ended".into(),
            }
        })
    }

    /// Queues `job`, run with the device's gate held shared.
    fn push_gated(&self, job: impl FnOnce() -> Result<()> + Send + 'static) -> Result<()> {
        let dev = self.dev.clone();
        self.push(Box::new(move || {
            let _gate = dev.copying();
            job()
        }))
    }
}

/// The host's own event behind `event`.
pub(crate) fn marker(event: &dyn EventImpl) -> Result<&MarkerEvent> {
    event
        .as_any()
        .downcast_ref::<MarkerEvent>()
        .ok_or_else(|| Error::Unsupported {
            backend: Backend::Host,
            what: "an event not made by the host device".into(),
        })
}

impl StreamImpl for HostStream {
    unsafe fn write_raw(&self, dst: u64, src: *const u8, bytes: usize) -> Result<()> {
        let src = src as usize;
        self.push_gated(move || {
            // SAFETY: the caller's contract: both ranges stay valid, the host one unwritten and
            // the device one (an allocation of this process) untouched by others, until the
            // stream has finished this copy.
            unsafe { std::ptr::copy_nonoverlapping(src as *const u8, dst as *mut u8, bytes) };
            Ok(())
        })
    }

    unsafe fn read_raw(&self, src: u64, dst: *mut u8, bytes: usize) -> Result<()> {
        let dst = dst as usize;
        self.push_gated(move || {
            // SAFETY: as in `write_raw`, with the host range written.
            unsafe { std::ptr::copy_nonoverlapping(src as *const u8, dst as *mut u8, bytes) };
            Ok(())
        })
    }

    unsafe fn copy_raw(&self, src: u64, dst: u64, bytes: usize) -> Result<()> {
        self.push_gated(move || {
            // SAFETY: as in `write_raw`; the ranges do not overlap (the caller's contract).
            unsafe { std::ptr::copy_nonoverlapping(src as *const u8, dst as *mut u8, bytes) };
            Ok(())
        })
    }

    unsafe fn memset_raw(&self, dst: u64, value: u8, bytes: usize) -> Result<()> {
        self.push_gated(move || {
            // SAFETY: as for the destination in `write_raw`.
            unsafe { std::ptr::write_bytes(dst as *mut u8, value, bytes) };
            Ok(())
        })
    }

    unsafe fn launch_raw(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        let slots: Vec<Slot> = slots(args);
        let (dev, kernel, cfg) = (self.dev.clone(), kernel.clone(), *cfg);
        // The module is checked now, so that a foreign kernel is refused at the call.
        dev.host_module(&kernel)?;
        self.push_gated(move || dev.run(&kernel, &cfg, &slots, false))
    }

    unsafe fn launch_cooperative_raw(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        // The module and the grid are checked now, so that a foreign kernel or a launch too
        // large is refused at the call.
        self.dev.host_module(kernel)?;
        gpujit_device::check_cooperative(&self.dev, kernel, cfg)?;
        let slots: Vec<Slot> = slots(args);
        let (dev, kernel, cfg) = (self.dev.clone(), kernel.clone(), *cfg);
        self.push_gated(move || dev.run(&kernel, &cfg, &slots, true))
    }

    fn record(&self, event: &Arc<dyn EventImpl>) -> Result<()> {
        let generation = marker(event.as_ref())?.arm();
        let fired = event.clone();
        let queued = self.push(Box::new(move || {
            marker(fired.as_ref())?.complete(generation);
            Ok(())
        }));
        if queued.is_err() {
            // Nothing will complete this record: complete it now rather than hang waiters.
            marker(event.as_ref())?.complete(generation);
        }
        queued
    }

    fn wait_event(&self, event: &Arc<dyn EventImpl>) -> Result<()> {
        let generation = marker(event.as_ref())?.armed();
        let event = event.clone();
        self.push(Box::new(move || {
            marker(event.as_ref())?.wait_for(generation);
            Ok(())
        }))
    }

    /// Run by the stream's thread in its turn, without the device's gate (a host function
    /// may wait for the program's thread, which may be launching).
    fn host_fn(&self, call: HostCall) -> Result<()> {
        let shared = self.shared.clone();
        self.push(Box::new(move || {
            // The failure stays for `synchronize`: nothing else takes it while this job
            // runs, since waiters wait for this job first.
            let earlier = shared.progress().error.take();
            // A panicking function must not end the stream's thread (the queue would stall).
            let _ =
                std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| call(earlier.as_ref())));
            if let Some(e) = earlier {
                shared.progress().error.get_or_insert(e);
            }
            Ok(())
        }))
    }

    fn synchronize(&self) -> Result<()> {
        let mut p = self.shared.wait();
        match p.error.take() {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }

    fn query(&self) -> Result<bool> {
        let p = self.shared.progress();
        Ok(p.finished >= p.queued)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
