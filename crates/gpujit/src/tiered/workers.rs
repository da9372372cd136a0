//! The compile queue and its worker threads: batches of queued programs are
//! loaded from the cache or compiled through the JIT, then published.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, OnceLock, Weak};
use std::time::Instant;

use gpujit_device::Kernel;

use super::Policy;
use super::program::{COMPILING, FAILED, IDLE, QUEUED, READY, State};
use crate::{Jit, PortableModule};

#[derive(Default)]
pub(super) struct Counters {
    pub(super) programs: AtomicU64,
    pub(super) refused: AtomicU64,
    pub(super) interpreter_runs: AtomicU64,
    pub(super) jit_runs: AtomicU64,
    pub(super) compiling: AtomicU64,
    pub(super) compiled: AtomicU64,
    pub(super) cache_hits: AtomicU64,
    pub(super) compile_errors: AtomicU64,
    pub(super) modules_compiled: AtomicU64,
    pub(super) compile_nanos: AtomicU64,
    pub(super) saved_nanos: AtomicU64,
}

pub(super) struct Shared {
    pub(super) jit: Arc<Jit>,
    pub(super) policy: Policy,
    pub(super) queue: Mutex<VecDeque<Arc<State>>>,
    pub(super) work: Condvar,
    /// Signalled whenever a program becomes ready or fails.
    pub(super) done: Condvar,
    pub(super) done_lock: Mutex<()>,
    pub(super) stop: AtomicBool,
    pub(super) counters: Counters,
    /// Cached images loaded by the workers (a batch serves many programs), so that each is
    /// loaded once however its programs are grouped into jobs. Weak: the programs of an
    /// image hold it ([`State::image`]), and it is dropped with the last of them.
    pub(super) loaded: Mutex<Vec<(crate::cache::Key, Weak<ImageSlot>)>>,
}

/// A cached image loaded on the device, or why it could not be; filled by the first worker
/// that needs it, while the others wait.
pub(super) type ImageSlot = OnceLock<std::result::Result<gpujit_device::Module, String>>;

pub(super) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

impl Shared {
    /// Queues `st` unless it is queued, compiling or done; `first` puts it
    /// at the head (a launch is waiting for it).
    pub(super) fn enqueue(&self, st: &Arc<State>, first: bool) {
        if self.stop.load(Ordering::SeqCst) {
            return;
        }
        if st
            .phase
            .compare_exchange(IDLE, QUEUED, Ordering::AcqRel, Ordering::Acquire)
            .is_err()
        {
            if first && st.phase.load(Ordering::Acquire) == QUEUED {
                let mut q = lock(&self.queue);
                if let Some(at) = q.iter().position(|s| Arc::ptr_eq(s, st))
                    && let Some(s) = q.remove(at)
                {
                    q.push_front(s);
                }
            }
            return;
        }
        let mut q = lock(&self.queue);
        if first {
            q.push_front(st.clone());
        } else {
            q.push_back(st.clone());
        }
        // Wake a worker for a new queue, a full batch, or a waiting launch;
        // a lingering worker collects the rest.
        let wake = q.len() == 1 || q.len().is_multiple_of(self.policy.batch) || first;
        drop(q);
        if wake {
            self.work.notify_one();
        }
    }

    pub(super) fn finish(
        &self,
        st: &State,
        result: std::result::Result<Kernel, String>,
        cached: bool,
    ) {
        let c = &self.counters;
        match result {
            Ok(k) => {
                let _ = st.kernel.set(k);
                st.phase.store(READY, Ordering::Release);
                c.compiled.fetch_add(1, Ordering::Relaxed);
                if cached {
                    c.cache_hits.fetch_add(1, Ordering::Relaxed);
                }
                if let Some(first) = st.first_run.get() {
                    c.saved_nanos
                        .fetch_add(first.elapsed().as_nanos() as u64, Ordering::Relaxed);
                }
            }
            Err(e) => {
                let _ = st.error.set(e);
                st.phase.store(FAILED, Ordering::Release);
                c.compile_errors.fetch_add(1, Ordering::Relaxed);
            }
        }
        c.compiling.fetch_sub(1, Ordering::Relaxed);
        let _g = lock(&self.done_lock);
        self.done.notify_all();
    }
}

/// A compile worker: takes up to a batch of queued programs, loads those the
/// cache holds, compiles the rest as one module, until the runtime stops.
pub(super) fn worker(shared: &Shared) {
    loop {
        let jobs: Vec<Arc<State>> = {
            let mut q = lock(&shared.queue);
            loop {
                if shared.stop.load(Ordering::SeqCst) {
                    return;
                }
                if !q.is_empty() {
                    break;
                }
                q = shared.work.wait(q).unwrap_or_else(|p| p.into_inner());
            }
            // Let a batch fill, unless a launch is waiting.
            let deadline = Instant::now() + shared.policy.linger;
            loop {
                let awaited = q.iter().any(|s| s.awaited.load(Ordering::Acquire));
                let now = Instant::now();
                if q.len() >= shared.policy.batch
                    || awaited
                    || now >= deadline
                    || shared.stop.load(Ordering::SeqCst)
                {
                    break;
                }
                q = shared
                    .work
                    .wait_timeout(q, deadline - now)
                    .unwrap_or_else(|p| p.into_inner())
                    .0;
            }
            if shared.stop.load(Ordering::SeqCst) {
                return;
            }
            let mut jobs: Vec<Arc<State>> = Vec::new();
            let mut rest = VecDeque::new();
            while let Some(st) = q.pop_front() {
                if jobs.len() == shared.policy.batch {
                    rest.push_back(st);
                    break;
                }
                // Kernel names must differ within one module.
                if jobs.iter().any(|j| j.name == st.name) {
                    rest.push_back(st);
                } else {
                    jobs.push(st);
                }
            }
            rest.extend(q.drain(..));
            *q = rest;
            for j in &jobs {
                j.phase.store(COMPILING, Ordering::Release);
            }
            // Counted before the queue is released, so that a program is
            // always either queued or compiling in the counters.
            shared
                .counters
                .compiling
                .fetch_add(jobs.len() as u64, Ordering::Relaxed);
            if !q.is_empty() {
                shared.work.notify_one();
            }
            jobs
        };
        let mut clock = Clock {
            nanos: &shared.counters.compile_nanos,
            since: Instant::now(),
        };
        let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            compile_jobs(shared, &jobs, &mut clock);
        }));
        clock.count();
        if run.is_err() {
            // Nobody must wait forever for a program whose compile panicked.
            for st in &jobs {
                if st.phase.load(Ordering::Acquire) == COMPILING {
                    shared.finish(st, Err("the compiler panicked".into()), false);
                }
            }
        }
    }
}

/// A worker's time not yet in [`Counters::compile_nanos`]. It is counted
/// before each program is published, so that whoever sees a program ready
/// sees the time spent on it in [`super::Stats::compile_time`] too.
struct Clock<'a> {
    nanos: &'a AtomicU64,
    since: Instant,
}

impl Clock<'_> {
    fn count(&mut self) {
        let now = Instant::now();
        self.nanos.fetch_add(
            now.duration_since(self.since).as_nanos() as u64,
            Ordering::Relaxed,
        );
        self.since = now;
    }
}

fn compile_jobs(shared: &Shared, jobs: &[Arc<State>], clock: &mut Clock<'_>) {
    let jit = &shared.jit;
    let mut misses = Vec::new();
    for st in jobs {
        let Some((key, image)) = jit.cached(&st.module) else {
            misses.push(st.clone());
            continue;
        };
        // Cached (alone or in a batch): each distinct image is loaded once, by the first
        // worker to need it; the others wait for that load.
        let slot = {
            let mut loaded = lock(&shared.loaded);
            loaded.retain(|(_, slot)| slot.strong_count() > 0);
            match loaded
                .iter()
                .find(|(k, _)| *k == key)
                .and_then(|(_, slot)| slot.upgrade())
            {
                Some(slot) => slot,
                None => {
                    let slot = Arc::new(OnceLock::new());
                    loaded.push((key, Arc::downgrade(&slot)));
                    slot
                }
            }
        };
        let module = slot
            .get_or_init(|| jit.device().load(&image).map_err(|e| e.to_string()))
            .clone();
        let _ = st.image.set(slot);
        let kernel = module.and_then(|m| m.kernel(&st.name).map_err(|e| e.to_string()));
        clock.count();
        shared.finish(st, kernel, true);
    }
    if misses.is_empty() {
        return;
    }
    let c = &shared.counters;
    if misses.len() > 1 {
        let modules: Vec<PortableModule> = misses.iter().map(|s| s.module.clone()).collect();
        let batch = jit
            .compile_batch(&modules)
            .and_then(|(_, image)| Ok(jit.device().load(&image)?));
        if let Ok(m) = batch {
            c.modules_compiled.fetch_add(1, Ordering::Relaxed);
            clock.count();
            for st in &misses {
                shared.finish(st, m.kernel(&st.name).map_err(|e| e.to_string()), false);
            }
            return;
        }
        // One bad program must not keep the others from compiling: each alone.
    }
    for st in &misses {
        let r = jit
            .load(&st.module)
            .and_then(|m| Ok(m.kernel(&st.name)?))
            .map_err(|e| e.to_string());
        c.modules_compiled.fetch_add(1, Ordering::Relaxed);
        clock.count();
        shared.finish(st, r, false);
    }
}
