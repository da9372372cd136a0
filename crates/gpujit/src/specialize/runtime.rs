//! The specializer: kernel handles, the choice between generic kernel and
//! variant at each launch, the variant table (LRU), the give-up rule, the
//! timing of variants against their generic kernel (device events, read once
//! complete), the worker threads and the counters.

use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, OnceLock};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use gpujit_device::{DeviceExt, Event, Kernel, KernelArg, LaunchConfig};

use super::{KernelSource, Plan, Policy, Prepared, Specialize, Stats, Values, VariantInfo};
use crate::{Jit, Result, cache};

/// Value sets remembered per kernel before the memory is cleared.
const MAX_SEEN: usize = 4096;

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

#[derive(Default)]
struct Counters {
    kernels: AtomicU64,
    compiled: AtomicU64,
    cache_hits: AtomicU64,
    errors: AtomicU64,
    evicted: AtomicU64,
    stopped: AtomicU64,
    slower: AtomicU64,
    untimed: AtomicU64,
    timed: AtomicU64,
    generic: AtomicU64,
    variant: AtomicU64,
    compile_nanos: AtomicU64,
    /// Nanoseconds saved by variants no longer in any table (signed).
    saved_evicted: Mutex<f64>,
}

type Job = Box<dyn FnOnce() + Send>;

struct Shared {
    jit: Arc<Jit>,
    policy: Policy,
    queue: Mutex<VecDeque<Job>>,
    work: Condvar,
    stop: AtomicBool,
    counters: Counters,
    /// The kernels wrapped, for [`Specializer::stats`]'s time saved.
    kernels: Mutex<Vec<std::sync::Weak<KernelState>>>,
}

/// Specializes kernels of one [`Jit`]'s device (see the [module
/// documentation](super)). `Send + Sync`. Dropping it stops its workers:
/// queued variants are dropped, a compile in flight finishes; kernel handles
/// still launch their generic kernels and ready variants.
pub struct Specializer {
    shared: Arc<Shared>,
    workers: Vec<JoinHandle<()>>,
}

/// A variant's compiled kernel, or why there is none; set once.
type Slot = OnceLock<std::result::Result<Kernel, String>>;

struct Variant {
    values: Values,
    slot: Arc<Slot>,
    compile_nanos: Arc<AtomicU64>,
    launches: u64,
    last_used: u64,
    /// Timed launches of the variant.
    timing: Timing,
    /// Timed launches of the generic kernel with the variant's values.
    generic_timing: Timing,
    /// Launches with these values since the variant was loaded, while unjudged.
    trials: u64,
    /// Whether [`Policy::min_speedup`] judged it (and kept it): no more timing.
    judged: bool,
}

#[derive(Default, Clone, Copy)]
struct Timing {
    /// Timed launches started (their events perhaps not read yet).
    started: u64,
    samples: u64,
    nanos: u128,
    /// The fastest timed launch: what judging compares (interference, such
    /// as another process on the device, only ever adds time).
    best: Option<u128>,
}

impl Timing {
    fn mean(&self) -> Option<f64> {
        (self.samples > 0).then(|| self.nanos as f64 / self.samples as f64)
    }

    fn add(&mut self, nanos: u128) {
        self.samples += 1;
        self.nanos += nanos;
        self.best = Some(self.best.map_or(nanos, |b| b.min(nanos)));
    }
}

#[derive(Default)]
struct Table {
    variants: Vec<Variant>,
    seen: HashMap<Values, u64>,
    /// Launches in a row with values not seen before.
    streak: u64,
    /// Values whose variant timing found slower ([`Policy::min_speedup`]).
    slower: std::collections::HashSet<Values>,
    stopped: bool,
    tick: u64,
    generic_launches: u64,
    /// Timed launches whose events are not read yet, in launch order.
    pending: VecDeque<Sample>,
    /// Events read, for the next timed launches.
    spare: Vec<Event>,
    /// The device could not time launches: variants are not judged.
    untimed: bool,
}

/// A timed launch: events recorded before and after it, read once complete.
struct Sample {
    values: Values,
    generic: bool,
    start: Event,
    end: Event,
}

/// Events kept for reuse per kernel.
const SPARE_EVENTS: usize = 8;

struct KernelState {
    name: String,
    prepared: Prepared,
    key: cache::Key,
    plan: Plan,
    generic: Kernel,
    table: Mutex<Table>,
}

/// A kernel with specialization: launch it as the kernel itself (see the
/// [module documentation](super)). Cheap to clone.
#[derive(Clone)]
pub struct Specialized {
    shared: Arc<Shared>,
    state: Arc<KernelState>,
}

impl std::fmt::Debug for Specialized {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Specialized")
            .field("kernel", &self.state.name)
            .finish()
    }
}

impl Specializer {
    /// A specializer compiling through `jit` as `policy` says; starts its workers.
    pub fn new(jit: Jit, policy: Policy) -> Specializer {
        Specializer::with_jit(Arc::new(jit), policy)
    }

    /// [`Specializer::new`] sharing a [`Jit`] (and its cache).
    pub fn with_jit(jit: Arc<Jit>, policy: Policy) -> Specializer {
        let policy = Policy {
            threads: policy.threads.max(1),
            max_variants: policy.max_variants.max(1),
            compile_after: policy.compile_after.max(1),
            unstable_after: policy.unstable_after.max(1),
            ..policy
        };
        let shared = Arc::new(Shared {
            jit,
            policy,
            queue: Mutex::new(VecDeque::new()),
            work: Condvar::new(),
            stop: AtomicBool::new(false),
            counters: Counters::default(),
            kernels: Mutex::new(Vec::new()),
        });
        let workers = if policy.background {
            (0..policy.threads)
                .map(|i| {
                    let s = shared.clone();
                    std::thread::Builder::new()
                        .name(format!("gpujit-specialize-{i}"))
                        .spawn(move || worker(&s))
                })
                .filter_map(std::result::Result::ok)
                .collect()
        } else {
            Vec::new()
        };
        Specializer { shared, workers }
    }

    /// The JIT.
    pub fn jit(&self) -> &Jit {
        &self.shared.jit
    }

    /// The policy.
    pub fn policy(&self) -> Policy {
        self.shared.policy
    }

    /// `kernel` of `source`, compiled (or found) and loaded generically, and
    /// specialized on `spec` as it is launched. An error names a parameter
    /// `spec` cannot fold.
    pub fn kernel(
        &self,
        source: &KernelSource,
        kernel: &str,
        spec: Specialize,
    ) -> Result<Specialized> {
        let jit = &self.shared.jit;
        let (prepared, key) = Prepared::new(jit, source)?;
        let plan = Plan::new(&prepared, kernel, &spec)?;
        let module = match &prepared {
            Prepared::Portable(m) => jit.load(m)?,
            Prepared::Nvvm(m) => jit.load_nvvm(m)?,
        };
        let state = Arc::new(KernelState {
            name: kernel.to_string(),
            prepared,
            key,
            plan,
            generic: module.kernel(kernel)?,
            table: Mutex::new(Table::default()),
        });
        let c = &self.shared.counters;
        c.kernels.fetch_add(1, Ordering::Relaxed);
        let mut kernels = lock(&self.shared.kernels);
        kernels.retain(|k| k.strong_count() > 0);
        kernels.push(Arc::downgrade(&state));
        Ok(Specialized {
            shared: self.shared.clone(),
            state,
        })
    }

    /// The counters, over every kernel of this specializer (with the timed
    /// launches complete by now read).
    pub fn stats(&self) -> Stats {
        let c = &self.shared.counters;
        let kernels: Vec<Arc<KernelState>> = lock(&self.shared.kernels)
            .iter()
            .filter_map(|k| k.upgrade())
            .collect();
        for state in &kernels {
            let shared = self.shared.clone();
            Specialized {
                shared,
                state: state.clone(),
            }
            .collect();
        }
        let mut saved = *lock(&c.saved_evicted);
        for k in kernels {
            let t = lock(&k.table);
            saved += t.variants.iter().map(|v| t.saved_by(v)).sum::<f64>();
        }
        Stats {
            kernels: c.kernels.load(Ordering::Relaxed),
            variants_compiled: c.compiled.load(Ordering::Relaxed),
            cache_hits: c.cache_hits.load(Ordering::Relaxed),
            compile_errors: c.errors.load(Ordering::Relaxed),
            evicted: c.evicted.load(Ordering::Relaxed),
            stopped: c.stopped.load(Ordering::Relaxed),
            slower: c.slower.load(Ordering::Relaxed),
            timed_launches: c.timed.load(Ordering::Relaxed),
            untimed: c.untimed.load(Ordering::Relaxed),
            generic_launches: c.generic.load(Ordering::Relaxed),
            variant_launches: c.variant.load(Ordering::Relaxed),
            compile_time: Duration::from_nanos(c.compile_nanos.load(Ordering::Relaxed)),
            estimated_saved: saved * 1e-9,
        }
    }
}

impl Drop for Specializer {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::SeqCst);
        lock(&self.shared.queue).clear();
        self.shared.work.notify_all();
        for w in self.workers.drain(..) {
            let _ = w.join();
        }
    }
}

fn worker(shared: &Shared) {
    loop {
        let job = {
            let mut q = lock(&shared.queue);
            loop {
                if shared.stop.load(Ordering::SeqCst) {
                    return;
                }
                if let Some(j) = q.pop_front() {
                    break j;
                }
                q = shared.work.wait(q).unwrap_or_else(|p| p.into_inner());
            }
        };
        job();
    }
}

impl Variant {
    /// The timing of the variant's launches, or of the generic kernel's.
    fn timing_of(&mut self, generic: bool) -> &mut Timing {
        if generic {
            &mut self.generic_timing
        } else {
            &mut self.timing
        }
    }
}

impl Table {
    /// Forgets a timed launch started for the variant of `of` that gave no
    /// time, so that another launch is timed in its place.
    fn unstart(&mut self, of: &Values, generic: bool) {
        if let Some(v) = self.variants.iter_mut().find(|v| &v.values == of) {
            let timing = v.timing_of(generic);
            timing.started = timing.started.saturating_sub(1);
        }
    }

    /// Nanoseconds variant `v` saved, by the timed means (0 untimed).
    fn saved_by(&self, v: &Variant) -> f64 {
        match (v.generic_timing.mean(), v.timing.mean()) {
            (Some(g), Some(s)) => v.launches as f64 * (g - s),
            _ => 0.0,
        }
    }
}

/// What a launch runs: a variant (`None`: the generic kernel) and the values
/// of the variant whose judging this launch is timed for (`Some(true)`: the
/// generic kernel's launch with those values).
struct Choice {
    variant: Option<(Kernel, Values)>,
    timed: Option<(Values, bool)>,
}

impl Choice {
    const GENERIC: Choice = Choice {
        variant: None,
        timed: None,
    };
}

impl Specialized {
    /// The kernel's name.
    pub fn name(&self) -> &str {
        &self.state.name
    }

    /// The generic kernel.
    pub fn generic(&self) -> &Kernel {
        &self.state.generic
    }

    /// Whether the kernel stopped being specialized (its values changed at
    /// every launch; see [`Policy::unstable_after`]).
    pub fn stopped(&self) -> bool {
        lock(&self.state.table).stopped
    }

    /// Its variants now, least recently launched first (with the timed
    /// launches complete by now read).
    pub fn variants(&self) -> Vec<VariantInfo> {
        self.collect();
        let t = lock(&self.state.table);
        let mut vs: Vec<&Variant> = t.variants.iter().collect();
        vs.sort_by_key(|v| v.last_used);
        vs.iter()
            .map(|v| VariantInfo {
                values: v.values.clone(),
                ready: matches!(v.slot.get(), Some(Ok(_))),
                error: match v.slot.get() {
                    Some(Err(e)) => Some(e.clone()),
                    _ => None,
                },
                launches: v.launches,
                compile_time: Duration::from_nanos(v.compile_nanos.load(Ordering::Relaxed)),
                mean_time: v.timing.mean().map(|n| Duration::from_nanos(n as u64)),
                generic_mean_time: v
                    .generic_timing
                    .mean()
                    .map(|n| Duration::from_nanos(n as u64)),
                judged: v.judged,
            })
            .collect()
    }

    /// Launches of the generic kernel.
    pub fn generic_launches(&self) -> u64 {
        lock(&self.state.table).generic_launches
    }

    /// Launches the kernel: its variant for these values when one is loaded,
    /// else the generic kernel (asking for a variant as the policy says).
    /// While a variant is judged, some launches with its values run the
    /// generic kernel, timed ([`Policy::sample_every`]). Returns the values of the variant launched, `None` for the generic
    /// kernel. The arguments are checked as for the kernel itself.
    pub fn launch(&self, cfg: &LaunchConfig, args: &[KernelArg<'_>]) -> Result<Option<Values>> {
        let device = self.shared.jit.device();
        self.launch_with(cfg, args, &|k| Ok(device.launch(k, cfg, args)?))
    }

    /// [`Specialized::launch`] without the buffer checks, as
    /// [`DeviceExt::launch_unchecked`] launches (raw addresses allowed).
    ///
    /// # Safety
    ///
    /// That of [`DeviceExt::launch_unchecked`]: every pointer argument is
    /// memory the kernel may access, alive until the launch has finished.
    pub unsafe fn launch_unchecked(
        &self,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<Option<Values>> {
        let device = self.shared.jit.device();
        self.launch_with(cfg, args, &|k| {
            // SAFETY: this function's contract, passed on to the caller; `k` is
            // the generic kernel or a variant with the same parameters.
            Ok(unsafe { device.launch_unchecked(k, cfg, args) }?)
        })
    }

    fn launch_with(
        &self,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
        run: &dyn Fn(&Kernel) -> Result<()>,
    ) -> Result<Option<Values>> {
        self.collect();
        let choice = self.choose(cfg, args);
        let (kernel, values) = match &choice.variant {
            None => (&self.state.generic, None),
            Some((k, v)) => (k, Some(v)),
        };
        match choice.timed {
            Some((of, generic)) => self.timed(kernel, of, generic, run)?,
            None => run(kernel)?,
        }
        let c = &self.shared.counters;
        match values {
            None => c.generic.fetch_add(1, Ordering::Relaxed),
            Some(_) => c.variant.fetch_add(1, Ordering::Relaxed),
        };
        Ok(values.cloned())
    }

    /// Runs `kernel` between two events recorded on the device's launch
    /// queue, without waiting for them: [`Specialized::collect`] reads them
    /// once complete. A device that cannot record events leaves the kernel
    /// untimed ([`Stats::untimed`]).
    fn timed(
        &self,
        kernel: &Kernel,
        of: Values,
        generic: bool,
        run: &dyn Fn(&Kernel) -> Result<()>,
    ) -> Result<()> {
        let device = self.shared.jit.device();
        let events = {
            let mut t = lock(&self.state.table);
            (t.spare.pop(), t.spare.pop())
        };
        let event = |e: Option<Event>| e.map_or_else(|| device.event(), Ok);
        let start = event(events.0).and_then(|start| {
            start.record_launches(device)?;
            Ok(start)
        });
        let start = match start {
            Ok(e) => e,
            Err(e) => {
                self.untimed(&e);
                return run(kernel);
            }
        };
        if let Err(e) = run(kernel) {
            self.unstart(&of, generic);
            return Err(e);
        }
        let end = event(events.1).and_then(|end| {
            end.record_launches(device)?;
            Ok(end)
        });
        match end {
            Ok(end) => lock(&self.state.table).pending.push_back(Sample {
                values: of,
                generic,
                start,
                end,
            }),
            Err(e) => self.untimed(&e),
        }
        Ok(())
    }

    /// [`Table::unstart`], locking the table.
    fn unstart(&self, of: &Values, generic: bool) {
        lock(&self.state.table).unstart(of, generic);
    }

    /// Stops timing the kernel: its device could not record an event.
    fn untimed(&self, e: &gpujit_device::Error) {
        let mut t = lock(&self.state.table);
        if !t.untimed {
            t.untimed = true;
            self.shared.counters.untimed.fetch_add(1, Ordering::Relaxed);
            tracing::warn!(kernel = %self.state.name, error = %e, "launches cannot be timed: variants are not judged");
        }
    }

    /// Reads the timed launches whose events have completed (asking the
    /// device, never waiting), in launch order, and judges their variants.
    fn collect(&self) {
        let mut t = lock(&self.state.table);
        while let Some(s) = t.pending.front() {
            let done = s.end.query();
            if matches!(done, Ok(false)) {
                break;
            }
            let Some(s) = t.pending.pop_front() else {
                break;
            };
            // Both complete (`end` was recorded after `start` on one queue):
            // reading them does not wait.
            match done.and_then(|_| s.start.elapsed_ms(&s.end)) {
                Ok(ms) => {
                    let nanos = (f64::from(ms.max(0.0)) * 1e6) as u128;
                    if let Some(v) = t.variants.iter_mut().find(|v| v.values == s.values) {
                        v.timing_of(s.generic).add(nanos);
                        self.shared.counters.timed.fetch_add(1, Ordering::Relaxed);
                    }
                    self.judge(&mut t, &s.values);
                }
                Err(e) => {
                    tracing::warn!(kernel = %self.state.name, error = %e, "a timed launch could not be read");
                    t.unstart(&s.values, s.generic);
                }
            }
            if t.spare.len() < SPARE_EVENTS {
                t.spare.extend([s.start, s.end]);
            }
        }
    }

    /// Asks for the variant of these launch values now (whatever the policy
    /// says of launch counts) and waits up to `timeout` for it: `Ok(true)`
    /// when it is loaded, `Ok(false)` on timeout, an error when its compile
    /// failed, the kernel stopped being specialized or the values' variant
    /// was dropped as slower ([`SpecializeError::NoVariant`](super::SpecializeError::NoVariant)).
    pub fn wait_ready(
        &self,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
        timeout: Duration,
    ) -> Result<bool> {
        let Some(values) = self.state.plan.values(cfg, args) else {
            return Ok(false);
        };
        let slot = {
            let mut t = lock(&self.state.table);
            let refused = if t.stopped {
                Some("it stopped being specialized (its values changed at every launch)")
            } else if t.slower.contains(&values) {
                Some("their variant was dropped as slower than the generic kernel")
            } else {
                None
            };
            if let Some(reason) = refused {
                return Err(super::SpecializeError::NoVariant {
                    kernel: self.state.name.clone(),
                    values: values.key_text(),
                    reason: reason.into(),
                }
                .into());
            }
            match t.variants.iter().find(|v| v.values == values) {
                Some(v) => v.slot.clone(),
                None => self.add_variant(&mut t, values.clone()),
            }
        };
        let deadline = Instant::now() + timeout;
        loop {
            match slot.get() {
                Some(Ok(_)) => return Ok(true),
                Some(Err(e)) => {
                    return Err(super::SpecializeError::Compile {
                        kernel: self.state.name.clone(),
                        values: values.key_text(),
                        message: e.clone(),
                    }
                    .into());
                }
                None if Instant::now() >= deadline => return Ok(false),
                None => std::thread::sleep(Duration::from_millis(1)),
            }
        }
    }

    /// What this launch runs, counted as launched.
    fn choose(&self, cfg: &LaunchConfig, args: &[KernelArg<'_>]) -> Choice {
        let mut t = lock(&self.state.table);
        let choice = self.choose_in(&mut t, cfg, args);
        match &choice.variant {
            None => t.generic_launches += 1,
            Some((_, values)) => {
                t.tick += 1;
                let tick = t.tick;
                if let Some(v) = t.variants.iter_mut().find(|v| &v.values == values) {
                    v.launches += 1;
                    v.last_used = tick;
                }
            }
        }
        choice
    }

    fn choose_in(&self, t: &mut Table, cfg: &LaunchConfig, args: &[KernelArg<'_>]) -> Choice {
        let Some(values) = self.state.plan.values(cfg, args) else {
            return Choice::GENERIC;
        };
        let policy = self.shared.policy;
        if t.stopped || t.slower.contains(&values) {
            return Choice::GENERIC;
        }
        let timing = policy.sample_every > 0 && !t.untimed;
        if let Some(v) = t.variants.iter_mut().find(|v| v.values == values) {
            let Some(Ok(k)) = v.slot.get() else {
                return Choice::GENERIC;
            };
            let variant = Some((k.clone(), values.clone()));
            if !timing || v.judged {
                return Choice {
                    variant,
                    timed: None,
                };
            }
            // Judging: every `sample_every`-th launch is timed, the variant's
            // and the generic kernel's in turn, up to `judge_after` each.
            v.trials += 1;
            let n = policy.judge_after.max(1);
            let generic = v.generic_timing.started < v.timing.started;
            let due = v.trials % policy.sample_every == 0;
            let timing = v.timing_of(generic);
            if !due || timing.started >= n {
                return Choice {
                    variant,
                    timed: None,
                };
            }
            timing.started += 1;
            return Choice {
                variant: if generic { None } else { variant },
                timed: Some((values, generic)),
            };
        }
        if t.seen.len() >= MAX_SEEN {
            t.seen.clear();
        }
        let seen = {
            let n = t.seen.entry(values.clone()).or_insert(0);
            *n += 1;
            *n
        };
        t.streak = if seen == 1 { t.streak + 1 } else { 0 };
        if t.streak >= policy.unstable_after {
            t.stopped = true;
            t.seen.clear();
            self.shared.counters.stopped.fetch_add(1, Ordering::Relaxed);
            tracing::debug!(kernel = %self.state.name, "values change every launch: no longer specialized");
            return Choice::GENERIC;
        }
        if seen < policy.compile_after {
            return Choice::GENERIC;
        }
        self.add_variant(t, values);
        // Without background compiles the variant is ready: choose again,
        // as for a variant found.
        if !policy.background {
            return self.choose_in(t, cfg, args);
        }
        Choice::GENERIC
    }

    /// Drops the variant of `values` for good when timing shows it slower
    /// than [`Policy::min_speedup`] allows.
    fn judge(&self, t: &mut Table, values: &Values) {
        let policy = self.shared.policy;
        let n = policy.judge_after.max(1);
        let Some(at) = t.variants.iter().position(|v| &v.values == values) else {
            return;
        };
        let (v, g) = (t.variants[at].timing, t.variants[at].generic_timing);
        if t.variants[at].judged || v.samples < n || g.samples < n {
            return;
        }
        let (Some(vb), Some(gb)) = (v.best, g.best) else {
            return;
        };
        let speedup = match (gb, vb) {
            (_, 1..) => gb as f64 / vb as f64,
            (1.., 0) => f64::INFINITY,
            (0, 0) => 1.0,
        };
        if speedup >= policy.min_speedup {
            t.variants[at].judged = true;
            tracing::debug!(kernel = %self.state.name, speedup, "variant kept");
            return;
        }
        let gone = t.variants.remove(at);
        let c = &self.shared.counters;
        *lock(&c.saved_evicted) += t.saved_by(&gone);
        c.slower.fetch_add(1, Ordering::Relaxed);
        tracing::debug!(kernel = %self.state.name, speedup, "variant slower than its generic kernel: dropped");
        t.slower.insert(gone.values);
    }

    /// Adds a variant for `values` (evicting the least recently launched one
    /// past the limit) and compiles it: on a worker, or here when the policy
    /// has no background compiles. Returns its slot.
    fn add_variant(&self, t: &mut Table, values: Values) -> Arc<Slot> {
        let policy = self.shared.policy;
        let c = &self.shared.counters;
        while t.variants.len() >= policy.max_variants {
            let Some(at) = t
                .variants
                .iter()
                .enumerate()
                .min_by_key(|(_, v)| v.last_used)
                .map(|(i, _)| i)
            else {
                break;
            };
            let gone = t.variants.remove(at);
            *lock(&c.saved_evicted) += t.saved_by(&gone);
            c.evicted.fetch_add(1, Ordering::Relaxed);
        }
        t.tick += 1;
        let slot: Arc<Slot> = Arc::new(OnceLock::new());
        let compile_nanos = Arc::new(AtomicU64::new(0));
        t.variants.push(Variant {
            values: values.clone(),
            slot: slot.clone(),
            compile_nanos: compile_nanos.clone(),
            launches: 0,
            last_used: t.tick,
            timing: Timing::default(),
            generic_timing: Timing::default(),
            trials: 0,
            judged: false,
        });
        let shared = self.shared.clone();
        let state = self.state.clone();
        let job_slot = slot.clone();
        let job = move || compile(&shared, &state, &values, &job_slot, &compile_nanos);
        if policy.background && !self.shared.stop.load(Ordering::SeqCst) {
            lock(&self.shared.queue).push_back(Box::new(job));
            self.shared.work.notify_one();
        } else if !policy.background {
            job();
        }
        slot
    }
}

/// Compiles (or finds) and loads one variant, and publishes it in `slot`.
fn compile(shared: &Shared, state: &KernelState, values: &Values, slot: &Slot, nanos: &AtomicU64) {
    let t = Instant::now();
    let jit = &shared.jit;
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        jit.compile_prepared_variant(&state.prepared, &state.key, &state.name, values)
            .and_then(|(image, cached)| {
                let k = jit.device().load(&image)?.kernel(&state.name)?;
                Ok((k, cached))
            })
    }));
    let elapsed = t.elapsed().as_nanos() as u64;
    nanos.store(elapsed, Ordering::Relaxed);
    let c = &shared.counters;
    c.compile_nanos.fetch_add(elapsed, Ordering::Relaxed);
    let result = match result {
        Ok(Ok((k, cached))) => {
            c.compiled.fetch_add(1, Ordering::Relaxed);
            if cached {
                c.cache_hits.fetch_add(1, Ordering::Relaxed);
            }
            Ok(k)
        }
        Ok(Err(e)) => Err(e.to_string()),
        Err(_) => Err("the compiler panicked".to_string()),
    };
    if let Err(e) = &result {
        c.errors.fetch_add(1, Ordering::Relaxed);
        tracing::warn!(kernel = %state.name, values = %values.key_text(), error = %e, "variant failed");
    }
    let _ = slot.set(result);
}
