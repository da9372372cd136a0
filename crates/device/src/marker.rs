//! [`MarkerEvent`]: an event for backends that run stream work on host threads.

use std::any::Any;
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};
use std::time::Instant;

use crate::{Backend, Error, EventImpl, Result};

/// An event as a completion marker with a timestamp, for backends whose streams run on host
/// threads (the host target) or at once (the emulator).
///
/// Each record [`arm`](MarkerEvent::arm)s it with a new generation; the stream calls
/// [`complete`](MarkerEvent::complete) with that generation once everything queued before
/// the record has finished, which stamps the time. Waiting for the event waits for the
/// generation armed last.
///
/// ```
/// use gpujit_device::{Backend, EventImpl, MarkerEvent};
/// let (a, b) = (MarkerEvent::new(Backend::Host), MarkerEvent::new(Backend::Host));
/// assert!(a.query().unwrap());            // never recorded: complete
/// assert!(a.elapsed_ms(&b).is_err());     // but has no time
/// let g = a.arm();
/// assert!(!a.query().unwrap());
/// a.complete(g);
/// b.complete(b.arm());
/// assert!(a.elapsed_ms(&b).unwrap() >= 0.0);
/// ```
#[derive(Debug)]
pub struct MarkerEvent {
    backend: Backend,
    state: Mutex<State>,
    done: Condvar,
}

#[derive(Debug, Default)]
struct State {
    armed: u64,
    completed: u64,
    at: Option<Instant>,
}

impl MarkerEvent {
    /// A new event of a device of `backend`, never recorded.
    pub fn new(backend: Backend) -> MarkerEvent {
        MarkerEvent {
            backend,
            state: Mutex::new(State::default()),
            done: Condvar::new(),
        }
    }

    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Starts a new record; returns its generation, for [`MarkerEvent::complete`].
    pub fn arm(&self) -> u64 {
        let mut s = self.state();
        s.armed += 1;
        s.armed
    }

    /// The generation armed last: what a stream waiting for the event now waits for.
    pub fn armed(&self) -> u64 {
        self.state().armed
    }

    /// Marks the record `generation` complete, now.
    pub fn complete(&self, generation: u64) {
        let mut s = self.state();
        if generation > s.completed {
            s.completed = generation;
            s.at = Some(Instant::now());
        }
        self.done.notify_all();
    }

    /// Waits until the record `generation` has completed.
    pub fn wait_for(&self, generation: u64) {
        let mut s = self.state();
        while s.completed < generation {
            s = self.done.wait(s).unwrap_or_else(PoisonError::into_inner);
        }
    }

    /// The time of the last completion, after waiting for the last record.
    fn time(&self) -> Result<Instant> {
        self.synchronize()?;
        self.state().at.ok_or(Error::EventNotRecorded {
            backend: self.backend,
        })
    }
}

impl EventImpl for MarkerEvent {
    fn synchronize(&self) -> Result<()> {
        let g = self.armed();
        self.wait_for(g);
        Ok(())
    }

    fn query(&self) -> Result<bool> {
        let s = self.state();
        Ok(s.completed >= s.armed)
    }

    fn elapsed_ms(&self, later: &dyn EventImpl) -> Result<f32> {
        let later = later
            .as_any()
            .downcast_ref::<MarkerEvent>()
            .ok_or_else(|| Error::Unsupported {
                backend: self.backend,
                what: "timing against an event of another backend".into(),
            })?;
        let (a, b) = (self.time()?, later.time()?);
        let ms = match b.checked_duration_since(a) {
            Some(d) => d.as_secs_f64() * 1e3,
            None => -(a.duration_since(b).as_secs_f64() * 1e3),
        };
        Ok(ms as f32)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
