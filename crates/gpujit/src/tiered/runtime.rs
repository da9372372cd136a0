//! The runtime: submission, launches on either tier, waiting and counters.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, OnceLock};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use gpujit_device::{Buffer, Device, DeviceExt, Kernel, KernelArg, KernelSignature, LaunchConfig};

use super::program::{FAILED, IDLE, Prepared, READY, State, check_args, prepare};
use super::workers::{Counters, Shared, lock, worker};
use super::{
    CompileWhen, Policy, Program, Stats, Tier, TieredError, bytecode, interp, interpreter_module,
};
use crate::{Jit, PortableModule, Result};

/// Device buffers holding the programs' bytecode: full chunks, and the one
/// being filled on the host, uploaded when one of its programs first runs.
struct Code {
    chunks: Vec<Arc<Buffer<u32>>>,
    staging: Vec<u32>,
}

/// Words a chunk holds before a new one is started.
const CHUNK_WORDS: usize = 1 << 20;

/// The tiered runtime of one device. `Send + Sync`: launch from any thread.
pub struct Tiered {
    shared: Arc<Shared>,
    workers: Vec<JoinHandle<()>>,
    interpreter: Kernel,
    interpreter_load: Duration,
    code: Mutex<Code>,
}

impl Tiered {
    /// A runtime compiling through `jit` (whose device runs everything) as
    /// `policy` says. Compiles (or finds in the cache) and loads the
    /// interpreter kernel, and starts the workers.
    pub fn new(jit: Jit, policy: Policy) -> Result<Tiered> {
        Tiered::with_jit(Arc::new(jit), policy)
    }

    /// [`Tiered::new`] sharing a [`Jit`] (and so its cache) with others.
    pub fn with_jit(jit: Arc<Jit>, policy: Policy) -> Result<Tiered> {
        let policy = Policy {
            threads: policy.threads.max(1),
            batch: policy.batch.max(1),
            ..policy
        };
        let t = Instant::now();
        let interpreter = jit
            .load(&interpreter_module(jit.device().info())?)?
            .kernel(interp::KERNEL)?;
        let interpreter_load = t.elapsed();
        let shared = Arc::new(Shared {
            jit,
            policy,
            queue: Mutex::new(VecDeque::new()),
            work: Condvar::new(),
            done: Condvar::new(),
            done_lock: Mutex::new(()),
            stop: AtomicBool::new(false),
            counters: Counters::default(),
            loaded: Mutex::new(Vec::new()),
        });
        let mut workers = Vec::with_capacity(policy.threads);
        for i in 0..policy.threads {
            let worker_shared = shared.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("gpujit-tiered-{i}"))
                .spawn(move || worker(&worker_shared));
            match spawned {
                Ok(w) => workers.push(w),
                Err(e) => {
                    shared.stop.store(true, Ordering::SeqCst);
                    shared.work.notify_all();
                    for w in workers {
                        let _ = w.join();
                    }
                    return Err(crate::Error::Device(gpujit_device::Error::Unsupported {
                        backend: shared.jit.device().info().backend,
                        what: format!("cannot start a compile worker thread: {e}"),
                    }));
                }
            }
        }
        Ok(Tiered {
            shared,
            workers,
            interpreter,
            interpreter_load,
            code: Mutex::new(Code {
                chunks: Vec::new(),
                staging: Vec::new(),
            }),
        })
    }

    /// The device.
    pub fn device(&self) -> &dyn Device {
        self.shared.jit.device()
    }

    /// The JIT (and cache) it compiles with.
    pub fn jit(&self) -> &Jit {
        &self.shared.jit
    }

    /// The policy in force.
    pub fn policy(&self) -> Policy {
        self.shared.policy
    }

    /// The loaded interpreter kernel.
    pub fn interpreter(&self) -> &Kernel {
        &self.interpreter
    }

    /// How long compiling (or finding in the cache) and loading the
    /// interpreter took in [`Tiered::new`].
    pub fn interpreter_load_time(&self) -> Duration {
        self.interpreter_load
    }

    /// Submits a module of one kernel. A program the interpreter cannot run
    /// is accepted too (see [`Program::refusal`]) and runs compiled.
    pub fn submit(&self, module: &PortableModule) -> Result<Program> {
        let prepared = prepare(module)?;
        self.register(module, prepared)
    }

    /// Submits many modules, translating them on the policy's worker count
    /// of threads; results keep the order of `modules`.
    pub fn submit_many(&self, modules: &[PortableModule]) -> Vec<Result<Program>> {
        let threads = self.shared.policy.threads.clamp(1, modules.len().max(1));
        let prepared: Vec<Result<Prepared>> = if threads == 1 {
            modules.iter().map(prepare).collect()
        } else {
            let per = modules.len().div_ceil(threads);
            std::thread::scope(|s| {
                let parts: Vec<_> = modules
                    .chunks(per)
                    .map(|c| s.spawn(move || c.iter().map(prepare).collect::<Vec<_>>()))
                    .collect();
                parts
                    .into_iter()
                    .flat_map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
                    .collect()
            })
        };
        modules
            .iter()
            .zip(prepared)
            .map(|(m, p)| self.register(m, p?))
            .collect()
    }

    fn register(&self, module: &PortableModule, p: Prepared) -> Result<Program> {
        let code_at = match &p.bytecode {
            Some(b) => {
                let words = b.words();
                let mut code = lock(&self.code);
                if code.staging.len() + words.len() > CHUNK_WORDS && !code.staging.is_empty() {
                    // The chunk being filled is full: upload it and start another.
                    self.seal(&mut code)?;
                }
                let at = (code.chunks.len(), code.staging.len() as u32);
                code.staging.extend_from_slice(&words);
                at
            }
            None => (0, 0),
        };
        let c = &self.shared.counters;
        c.programs.fetch_add(1, Ordering::Relaxed);
        if p.refusal.is_some() {
            c.refused.fetch_add(1, Ordering::Relaxed);
        }
        let state = Arc::new(State {
            name: module
                .kernels()
                .first()
                .map_or_else(String::new, |k| k.name.clone()),
            signature: module
                .kernels()
                .first()
                .cloned()
                .unwrap_or(KernelSignature {
                    name: String::new(),
                    params: Vec::new(),
                    max_threads: None,
                }),
            module: p.module.unwrap_or_else(|| module.clone()),
            bytecode: p.bytecode,
            refusal: p.refusal,
            code_at,
            kernel: OnceLock::new(),
            image: OnceLock::new(),
            error: OnceLock::new(),
            phase: AtomicU8::new(IDLE),
            runs: AtomicU64::new(0),
            work: AtomicU64::new(0),
            first_run: OnceLock::new(),
            awaited: AtomicBool::new(false),
        });
        if self.shared.policy.compile == CompileWhen::OnSubmit {
            self.shared.enqueue(&state, false);
        }
        Ok(Program(state))
    }

    /// Launches `program` with its own arguments on the tier it has now:
    /// its compiled kernel when loaded, else the interpreter (a program the
    /// interpreter refused waits for its compile). Returns the tier used.
    pub fn launch(
        &self,
        program: &Program,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<Tier> {
        let st = &program.0;
        if let Some(k) = st.kernel.get() {
            // The device checks the arguments against the kernel's own signature.
            self.device().launch(k, cfg, args)?;
            st.runs.fetch_add(1, Ordering::Relaxed);
            self.shared
                .counters
                .jit_runs
                .fetch_add(1, Ordering::Relaxed);
            return Ok(Tier::Jit);
        }
        check_args(self.device(), st, cfg, args)?;
        if st.bytecode.is_none() {
            let k = self.compiled(st)?;
            self.device().launch(&k, cfg, args)?;
            st.runs.fetch_add(1, Ordering::Relaxed);
            self.shared
                .counters
                .jit_runs
                .fetch_add(1, Ordering::Relaxed);
            return Ok(Tier::Jit);
        }
        self.interpret(st, cfg, args)?;
        self.note_run(st, cfg);
        Ok(Tier::Interpreter)
    }

    /// Launches `program` on the given tier only: an error when it has no
    /// such tier now (no compiled kernel yet, or refused by the interpreter).
    pub fn launch_on(
        &self,
        program: &Program,
        tier: Tier,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        let st = &program.0;
        check_args(self.device(), st, cfg, args)?;
        let unavailable = |reason: String| TieredError::TierUnavailable {
            program: st.name.clone(),
            tier,
            reason,
        };
        match tier {
            Tier::Jit => {
                let k = st.kernel.get().ok_or_else(|| {
                    unavailable(match st.error.get() {
                        Some(e) => format!("its compile failed: {e}"),
                        None => "not compiled yet".into(),
                    })
                })?;
                self.device().launch(k, cfg, args)?;
                self.shared
                    .counters
                    .jit_runs
                    .fetch_add(1, Ordering::Relaxed);
            }
            Tier::Interpreter => {
                if let Some(r) = &st.refusal {
                    return Err(unavailable(r.to_string()).into());
                }
                self.interpret(st, cfg, args)?;
                self.shared
                    .counters
                    .interpreter_runs
                    .fetch_add(1, Ordering::Relaxed);
            }
        }
        st.runs.fetch_add(1, Ordering::Relaxed);
        Ok(())
    }

    /// Queues `program` for compilation now, whatever the policy says.
    pub fn compile_now(&self, program: &Program) {
        self.shared.enqueue(&program.0, false);
    }

    /// Queues `program` if it is not yet, and waits up to `timeout` for its
    /// compiled kernel: `Ok(true)` when loaded, `Ok(false)` on timeout, the
    /// compile error if it failed.
    pub fn wait_compiled(&self, program: &Program, timeout: Duration) -> Result<bool> {
        let st = &program.0;
        st.awaited.store(true, Ordering::Release);
        self.shared.enqueue(st, false);
        let deadline = Instant::now() + timeout;
        let mut guard = lock(&self.shared.done_lock);
        loop {
            match st.phase.load(Ordering::Acquire) {
                READY => return Ok(true),
                FAILED => {
                    return Err(TieredError::Compile {
                        program: st.name.clone(),
                        message: st.error.get().cloned().unwrap_or_default(),
                    }
                    .into());
                }
                _ => {}
            }
            let now = Instant::now();
            if now >= deadline {
                return Ok(false);
            }
            guard = self
                .shared
                .done
                .wait_timeout(guard, deadline - now)
                .unwrap_or_else(|p| p.into_inner())
                .0;
        }
    }

    /// Cached images loaded now and held by programs.
    #[cfg(test)]
    pub(crate) fn loaded_images(&self) -> usize {
        lock(&self.shared.loaded)
            .iter()
            .filter(|(_, slot)| slot.strong_count() > 0)
            .count()
    }

    /// The counters now.
    pub fn stats(&self) -> Stats {
        let c = &self.shared.counters;
        let n = |a: &AtomicU64| a.load(Ordering::Relaxed);
        Stats {
            programs: n(&c.programs),
            refused: n(&c.refused),
            interpreter_runs: n(&c.interpreter_runs),
            jit_runs: n(&c.jit_runs),
            queue_depth: lock(&self.shared.queue).len() as u64,
            compiling: n(&c.compiling),
            compiled: n(&c.compiled),
            cache_hits: n(&c.cache_hits),
            compile_errors: n(&c.compile_errors),
            modules_compiled: n(&c.modules_compiled),
            compile_time: Duration::from_nanos(n(&c.compile_nanos)),
            time_saved: Duration::from_nanos(n(&c.saved_nanos)),
        }
    }

    /// The compiled kernel of a refused program, waiting for its compile.
    fn compiled(&self, st: &Arc<State>) -> Result<Kernel> {
        st.awaited.store(true, Ordering::Release);
        self.shared.enqueue(st, true);
        let mut guard = lock(&self.shared.done_lock);
        loop {
            if let Some(k) = st.kernel.get() {
                return Ok(k.clone());
            }
            if st.phase.load(Ordering::Acquire) == FAILED {
                return Err(TieredError::Compile {
                    program: st.name.clone(),
                    message: st.error.get().cloned().unwrap_or_default(),
                }
                .into());
            }
            guard = self
                .shared
                .done
                .wait(guard)
                .unwrap_or_else(|p| p.into_inner());
        }
    }

    fn note_run(&self, st: &Arc<State>, cfg: &LaunchConfig) {
        st.first_run.get_or_init(Instant::now);
        let runs = st.runs.fetch_add(1, Ordering::Relaxed) + 1;
        let len = st.bytecode.as_ref().map_or(0, |b| b.len() as u64);
        let threads = cfg.grid.count().saturating_mul(cfg.block.count());
        let add = threads.saturating_mul(len);
        let work = st
            .work
            .fetch_add(add, Ordering::Relaxed)
            .saturating_add(add);
        self.shared
            .counters
            .interpreter_runs
            .fetch_add(1, Ordering::Relaxed);
        let due = match self.shared.policy.compile {
            CompileWhen::Never => false,
            CompileWhen::OnSubmit | CompileWhen::FirstRun => true,
            CompileWhen::AfterRuns(n) => runs >= n,
            CompileWhen::AfterWork(w) => work >= w,
        };
        if due {
            self.shared.enqueue(st, false);
        }
    }

    /// Runs the program's bytecode on the interpreter kernel. Its buffers
    /// reach the interpreter as addresses in `u64` slots, so the checks the
    /// device makes of buffer arguments were made first ([`check_args`]: they
    /// belong to this device and none is a raw address); each stays borrowed
    /// by `args` for the launch, as in any checked launch.
    fn interpret(&self, st: &State, cfg: &LaunchConfig, args: &[KernelArg<'_>]) -> Result<()> {
        let Some(b) = &st.bytecode else {
            return Err(TieredError::TierUnavailable {
                program: st.name.clone(),
                tier: Tier::Interpreter,
                reason: "refused by the interpreter".into(),
            }
            .into());
        };
        let (chunk, start) = st.code_at;
        let code = self.code_chunk(chunk)?;
        let mut a: Vec<KernelArg<'_>> =
            Vec::with_capacity(3 + bytecode::POINTER_SLOTS + bytecode::SCALAR_SLOTS);
        a.push(code.as_ref().into());
        a.push(start.into());
        a.push((b.len() as u32).into());
        let mut ptrs = [0u64; bytecode::POINTER_SLOTS];
        let mut scalars = [0u32; bytecode::SCALAR_SLOTS];
        for (slot, arg) in b.slots.iter().zip(args) {
            match (*slot, arg.pointer(), arg.scalar_bits()) {
                (bytecode::Slot::Pointer(i), Some(addr), _) => ptrs[usize::from(i)] = addr,
                (bytecode::Slot::Scalar(i), _, Some(bits)) => scalars[usize::from(i)] = bits as u32,
                _ => {}
            }
        }
        a.extend(ptrs.iter().map(|&p| KernelArg::from(p)));
        a.extend(scalars.iter().map(|&s| KernelArg::from(s)));
        self.device().launch(&self.interpreter, cfg, &a)?;
        Ok(())
    }

    /// Code chunk `chunk`, uploading the chunk being filled when it is the
    /// one asked for.
    fn code_chunk(&self, chunk: usize) -> Result<Arc<Buffer<u32>>> {
        let mut code = lock(&self.code);
        if chunk == code.chunks.len() {
            self.seal(&mut code)?;
        }
        match code.chunks.get(chunk) {
            Some(buf) => Ok(buf.clone()),
            None => Err(crate::Error::Device(gpujit_device::Error::Unsupported {
                backend: self.device().info().backend,
                what: format!("bytecode chunk {chunk} does not exist"),
            })),
        }
    }

    /// Uploads the chunk being filled.
    fn seal(&self, code: &mut Code) -> Result<()> {
        if code.staging.is_empty() {
            code.staging.push(0);
        }
        let buf = self.device().upload(&code.staging)?;
        code.staging.clear();
        code.chunks.push(Arc::new(buf));
        Ok(())
    }
}

impl Drop for Tiered {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::SeqCst);
        {
            // Queued programs are dropped; compiles in flight finish.
            let mut q = lock(&self.shared.queue);
            for st in q.drain(..) {
                st.phase.store(IDLE, Ordering::Release);
            }
        }
        self.shared.work.notify_all();
        for w in self.workers.drain(..) {
            let _ = w.join();
        }
    }
}

impl std::fmt::Debug for Tiered {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tiered")
            .field("device", &self.device().info().name)
            .field("policy", &self.shared.policy)
            .field("stats", &self.stats())
            .finish()
    }
}
