//! Tiered execution: results at interpreter latency, speed at JIT speed.
//!
//! A [`Tiered`] runtime takes small programs — portable modules of one
//! elementwise or reduction kernel — and runs each at once on a resident
//! interpreter kernel, while a pool of worker threads compiles it in the
//! background through the [`Jit`] and its cache (several programs batched
//! into one module, several batches in parallel). Once a program's compiled
//! kernel is loaded, its later launches use it; the switch happens between
//! launches, never within one, and the caller sees only the results.
//!
//! ```
//! use gpujit::ir::{build, p, Axis, ModuleOptions};
//! use gpujit::tiered::{Policy, Tiered, Tier};
//! use gpujit::{DeviceExt, LaunchConfig};
//!
//! let scale = build("scale", ModuleOptions::default(), |m| {
//!     m.kernel("scale", &[p::f32("a"), p::ptr_f32("x"), p::u32("n")], |k, a| {
//!         let i = k.global_id(Axis::X);
//!         k.if_(k.lt(i, a[2]), |k| k.store(a[1], i, k.mul(a[0], k.load(a[1], i))));
//!     })
//! })?;
//! let jit = gpujit::Jit::new(gpujit::open("host")?, gpujit::cache::Cache::new(None, 0, 64))?;
//! let rt = Tiered::new(jit, Policy::default())?;
//! let prog = rt.submit(&scale)?;
//! let x = rt.device().upload(&[1.0f32, 2.0, 3.0])?;
//! let args = [2.0f32.into(), (&x).into(), 3u32.into()];
//! let tier = rt.launch(&prog, &LaunchConfig::for_elems(3, 64), &args)?;
//! assert_eq!(tier, Tier::Interpreter);               // the first run is interpreted
//! rt.wait_compiled(&prog, std::time::Duration::from_secs(60))?;
//! assert_eq!(rt.launch(&prog, &LaunchConfig::for_elems(3, 64), &args)?, Tier::Jit);
//! assert_eq!(rt.device().download(&x)?, vec![4.0, 8.0, 12.0]);
//! # Ok::<(), gpujit::Error>(())
//! ```
//!
//! # What the interpreter runs
//!
//! [`translate`] reads the program's LLVM IR and accepts exactly this
//! subset; anything else is an [`Unsupported`] naming the first instruction
//! outside it, and such a program runs on the JIT tier only (its first launch
//! waits for its compile; [`Stats::refused`] counts them):
//!
//! - **One kernel** and no other defined function. Parameters: `f32`, `u32`
//!   and `i32` scalars (up to 8) and pointers to global memory of 32-bit
//!   elements (up to 8).
//! - **Straight-line code with early exits**: a branch is accepted when one
//!   of its sides leads to `ret` doing nothing else, so `if i < n { ... }`
//!   guards and `return_()` are; loops, φ nodes, `var`s and local arrays,
//!   and `if`s whose code rejoins are not.
//! - **Values** of `f32`, `i32`/`u32` and `bool`: `f32` `+ - * / %`, `fneg`,
//!   `fma`, the math functions (`sqrt`, `rsqrt`, `exp`, `exp2`, `log`,
//!   `log2`, `sin`, `cos`, `tan`, `tanh`, `erf`, `abs`, `floor`, `ceil`,
//!   `pow`, `min`, `max`), all float and integer comparisons, `select`,
//!   integer `+ - *`, bit operations and shifts, `i32`/`u32`/`bool` ↔ `f32`
//!   conversions, `bool` ↔ `i32`, bit casts; thread, block and grid indices.
//! - **Memory**: loads and stores of `buffer[index]` (any 32-bit index value,
//!   or a constant) and relaxed atomics at device or block scope (`f32` add;
//!   `i32`/`u32` add, sub, and, or, xor, min, max, exchange): elementwise
//!   kernels and reductions into an element.
//! - Refused for exactness: fast-math flags other than `contract`, and math
//!   functions of constant operands or `pow` of a constant exponent (LLVM may
//!   fold or simplify those at compile time with other code than the device's).
//!
//! # Same operations, same order, same bits
//!
//! Each bytecode operation is built in the interpreter kernel with the same
//! builder call the program uses, and both are compiled for the device by the
//! same pipeline, so each operation gives the same bits on both tiers.
//! Contraction is decided once, by the translator: with the module's
//! `contract` option (the default) every `a*b` whose only use is an addition
//! or subtraction becomes one `fma` (as nvcc and hipcc would contract it),
//! `llvm.fmuladd` always does, and the JIT tier compiles the module so
//! rewritten, with no contraction left for a backend to choose; with
//! `contract: false` nothing is fused. So results are bit-identical between
//! tiers — except where the IR itself leaves them open: NaN payloads, the
//! order of concurrent atomic `f32` additions (as between two JIT runs), and
//! poison (out-of-range float→int conversions and shifts, overflow of
//! `nsw`/`nuw` operations).
//!
//! # Policy and counters
//!
//! A [`Policy`] says when a program is queued for compilation
//! ([`CompileWhen`]: on submission, at its first run, after some runs, or
//! after some estimated interpreted work), how many worker threads compile,
//! and how many programs one compiled module holds. Cached programs (also
//! those compiled in a batch, found through the cache's links) are loaded
//! instead of compiled. A compile error leaves the program on the
//! interpreter and is reported by [`Program::compile_error`] and
//! [`Stats::compile_errors`]. [`Tiered::stats`] counts runs per tier, the
//! queue depth, compiles, cache hits, the time spent compiling and the time
//! saved (per program, how much earlier its first result came than its
//! compiled kernel). Dropping the runtime stops its workers: queued programs
//! are dropped, compiles in flight finish, and the threads are joined. The
//! programs' bytecode (a few hundred bytes each) stays in device memory until
//! then.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicU8, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, OnceLock};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use gpujit_device::{Device, DeviceExt, Kernel, KernelArg, KernelSignature, LaunchConfig};

use crate::{Jit, PortableModule, Result};

pub mod bytecode;
mod interp;
mod translate;

pub use interp::KERNEL as INTERPRETER_KERNEL;
pub use translate::{Translation, Unsupported, UnsupportedKind, translate};

/// The interpreter kernel as a portable module for `device` (compiled once
/// per device; see [`Tiered::new`]).
pub fn interpreter_module(device: &gpujit_device::DeviceInfo) -> Result<PortableModule> {
    Ok(interp::module(register_file(device))?)
}

/// The interpreter's register-file length on `device`: [`bytecode::REGS`],
/// except on the AMDGCN emulator, which does not implement the VGPR indexing
/// AMDGPU turns a small register file into, and so gets one kept in scratch.
fn register_file(device: &gpujit_device::DeviceInfo) -> u32 {
    if crate::is_emulator(device) {
        interp::EMULATOR_FILE
    } else {
        bytecode::REGS
    }
}

/// Where a launch ran.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tier {
    /// The resident interpreter kernel.
    Interpreter,
    /// The program's own compiled kernel.
    Jit,
}

/// When a program is queued for compilation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompileWhen {
    /// Never: programs run on the interpreter only (refused programs, which
    /// have no other tier, are still compiled).
    Never,
    /// As soon as it is submitted.
    OnSubmit,
    /// At its first launch.
    FirstRun,
    /// Once it has been launched this many times.
    AfterRuns(u64),
    /// Once its estimated interpreted work (threads launched × bytecode
    /// instructions, summed over its launches) reaches this many.
    AfterWork(u64),
}

/// What a [`Tiered`] runtime compiles, when, and with how many threads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Policy {
    /// When to queue a program for compilation.
    pub compile: CompileWhen,
    /// Compile worker threads (at least 1).
    pub threads: usize,
    /// Most programs compiled together as one module (1: each alone).
    pub batch: usize,
    /// How long a worker that finds fewer than `batch` programs queued waits
    /// for more before compiling what it has (not when a launch is waiting
    /// for one of them).
    pub linger: Duration,
}

impl Default for Policy {
    /// Compile at the first run, on all cores but one, up to 32 programs a
    /// module, lingering 2 ms for a batch to fill.
    fn default() -> Self {
        Policy {
            compile: CompileWhen::FirstRun,
            threads: std::thread::available_parallelism()
                .map_or(2, |n| n.get())
                .saturating_sub(1)
                .max(1),
            batch: 32,
            linger: Duration::from_millis(2),
        }
    }
}

/// The runtime's counters (see [`Tiered::stats`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Stats {
    /// Programs submitted.
    pub programs: u64,
    /// Of those, programs the interpreter refused (JIT tier only).
    pub refused: u64,
    /// Launches run by the interpreter.
    pub interpreter_runs: u64,
    /// Launches run by compiled kernels.
    pub jit_runs: u64,
    /// Programs waiting in the compile queue now.
    pub queue_depth: u64,
    /// Programs being compiled now.
    pub compiling: u64,
    /// Programs whose compiled kernel is loaded.
    pub compiled: u64,
    /// Of those, programs found in the cache rather than compiled.
    pub cache_hits: u64,
    /// Programs whose compile or load failed.
    pub compile_errors: u64,
    /// Modules compiled (a batch counts once).
    pub modules_compiled: u64,
    /// Worker time spent compiling and loading.
    pub compile_time: Duration,
    /// Summed over programs whose first launch was interpreted: how much
    /// earlier that first result came than the program's compiled kernel.
    pub time_saved: Duration,
}

/// Errors of the tiered runtime.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum TieredError {
    /// A launch was pinned to a tier the program does not have (yet).
    #[error("program `{program}` has no {tier:?} tier: {reason}")]
    TierUnavailable {
        /// The program's kernel name.
        program: String,
        /// The tier asked for.
        tier: Tier,
        /// Why not.
        reason: String,
    },
    /// The program's compile or load failed; it stays on the interpreter.
    #[error("program `{program}` did not compile: {message}")]
    Compile {
        /// The program's kernel name.
        program: String,
        /// The compiler's or loader's error.
        message: String,
    },
    /// A module with other than one kernel was submitted.
    #[error("a tiered program is a module of one kernel; `{module}` has {kernels}")]
    NotOneKernel {
        /// Module name.
        module: String,
        /// Its kernel count.
        kernels: usize,
    },
}

const IDLE: u8 = 0;
const QUEUED: u8 = 1;
const COMPILING: u8 = 2;
const READY: u8 = 3;
const FAILED: u8 = 4;

struct State {
    name: String,
    signature: KernelSignature,
    /// What the JIT tier compiles.
    module: PortableModule,
    bytecode: Option<bytecode::Bytecode>,
    refusal: Option<Unsupported>,
    /// Code chunk and first word of the bytecode.
    code_at: (usize, u32),
    kernel: OnceLock<Kernel>,
    error: OnceLock<String>,
    phase: AtomicU8,
    runs: AtomicU64,
    work: AtomicU64,
    first_run: OnceLock<Instant>,
    /// A launch or [`Tiered::wait_compiled`] is waiting for its compile.
    awaited: std::sync::atomic::AtomicBool,
}

/// A submitted program. Cheap to clone; launch it with [`Tiered::launch`].
#[derive(Clone)]
pub struct Program(Arc<State>);

impl std::fmt::Debug for Program {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Program")
            .field("name", &self.0.name)
            .field("tier", &self.tier())
            .finish()
    }
}

impl Program {
    /// The kernel's name.
    pub fn name(&self) -> &str {
        &self.0.name
    }

    /// The kernel's parameters, which [`Tiered::launch`] takes.
    pub fn signature(&self) -> &KernelSignature {
        &self.0.signature
    }

    /// The tier its next launch would run on.
    pub fn tier(&self) -> Tier {
        if self.0.kernel.get().is_some() || self.0.bytecode.is_none() {
            Tier::Jit
        } else {
            Tier::Interpreter
        }
    }

    /// Why the interpreter refused it (it then runs on the JIT tier only).
    pub fn refusal(&self) -> Option<&Unsupported> {
        self.0.refusal.as_ref()
    }

    /// Its bytecode, when the interpreter accepted it.
    pub fn bytecode(&self) -> Option<&bytecode::Bytecode> {
        self.0.bytecode.as_ref()
    }

    /// The module its JIT tier compiles (the submitted one, or its rewrite
    /// with contraction decided: see the module documentation).
    pub fn jit_module(&self) -> &PortableModule {
        &self.0.module
    }

    /// Why its compile or load failed, if it did.
    pub fn compile_error(&self) -> Option<&str> {
        self.0.error.get().map(String::as_str)
    }

    /// Launches so far, on either tier.
    pub fn runs(&self) -> u64 {
        self.0.runs.load(Ordering::Relaxed)
    }
}

#[derive(Default)]
struct Counters {
    programs: AtomicU64,
    refused: AtomicU64,
    interpreter_runs: AtomicU64,
    jit_runs: AtomicU64,
    compiling: AtomicU64,
    compiled: AtomicU64,
    cache_hits: AtomicU64,
    compile_errors: AtomicU64,
    modules_compiled: AtomicU64,
    compile_nanos: AtomicU64,
    saved_nanos: AtomicU64,
}

/// Device buffers holding the programs' bytecode: full chunks, and the one
/// being filled on the host, uploaded when one of its programs first runs.
struct Code {
    chunks: Vec<(gpujit_device::Buffer<u32>, u64)>,
    staging: Vec<u32>,
}

/// Words a chunk holds before a new one is started.
const CHUNK_WORDS: usize = 1 << 20;

struct Shared {
    jit: Arc<Jit>,
    policy: Policy,
    queue: Mutex<VecDeque<Arc<State>>>,
    work: Condvar,
    /// Signalled whenever a program becomes ready or fails.
    done: Condvar,
    done_lock: Mutex<()>,
    stop: std::sync::atomic::AtomicBool,
    counters: Counters,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

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
            stop: std::sync::atomic::AtomicBool::new(false),
            counters: Counters::default(),
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
            error: OnceLock::new(),
            phase: AtomicU8::new(IDLE),
            runs: AtomicU64::new(0),
            work: AtomicU64::new(0),
            first_run: OnceLock::new(),
            awaited: std::sync::atomic::AtomicBool::new(false),
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
        args: &[KernelArg],
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
        check_args(st, cfg, args)?;
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
        args: &[KernelArg],
    ) -> Result<()> {
        let st = &program.0;
        check_args(st, cfg, args)?;
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

    fn interpret(&self, st: &State, cfg: &LaunchConfig, args: &[KernelArg]) -> Result<()> {
        let Some(b) = &st.bytecode else {
            return Err(TieredError::TierUnavailable {
                program: st.name.clone(),
                tier: Tier::Interpreter,
                reason: "refused by the interpreter".into(),
            }
            .into());
        };
        let (chunk, start) = st.code_at;
        let code_addr = self.code_chunk(chunk)?;
        let mut a: Vec<KernelArg> =
            Vec::with_capacity(3 + bytecode::POINTER_SLOTS + bytecode::SCALAR_SLOTS);
        a.push(KernelArg::Pointer {
            addr: code_addr,
            elem: Some(gpujit_device::ScalarType::U32),
        });
        a.push(start.into());
        a.push((b.len() as u32).into());
        let mut ptrs = [0u64; bytecode::POINTER_SLOTS];
        let mut scalars = [0u32; bytecode::SCALAR_SLOTS];
        for (slot, arg) in b.slots.iter().zip(args) {
            match (*slot, *arg) {
                (bytecode::Slot::Pointer(i), KernelArg::Pointer { addr, .. }) => {
                    ptrs[usize::from(i)] = addr
                }
                (bytecode::Slot::Scalar(i), KernelArg::Scalar { bits, .. }) => {
                    scalars[usize::from(i)] = bits as u32
                }
                _ => {}
            }
        }
        a.extend(ptrs.iter().map(|&p| KernelArg::from(p)));
        a.extend(scalars.iter().map(|&s| KernelArg::from(s)));
        self.device().launch(&self.interpreter, cfg, &a)?;
        Ok(())
    }

    /// The device address of code chunk `chunk`, uploading the chunk being
    /// filled when it is the one asked for.
    fn code_chunk(&self, chunk: usize) -> Result<u64> {
        let mut code = lock(&self.code);
        if chunk == code.chunks.len() {
            self.seal(&mut code)?;
        }
        match code.chunks.get(chunk) {
            Some((_, addr)) => Ok(*addr),
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
        let addr = buf.memory().addr();
        code.chunks.push((buf, addr));
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

/// A module translated (or refused) before it is registered.
struct Prepared {
    bytecode: Option<bytecode::Bytecode>,
    refusal: Option<Unsupported>,
    module: Option<PortableModule>,
}

fn prepare(module: &PortableModule) -> Result<Prepared> {
    if module.kernels().len() != 1 {
        return Err(TieredError::NotOneKernel {
            module: module.name().to_string(),
            kernels: module.kernels().len(),
        }
        .into());
    }
    Ok(match translate(module) {
        Ok(t) => Prepared {
            bytecode: Some(t.bytecode),
            refusal: None,
            module: t.rewritten,
        },
        Err(u) => Prepared {
            bytecode: None,
            refusal: Some(u),
            module: None,
        },
    })
}

/// The program's own launch checks (the interpreter kernel's are not its).
fn check_args(st: &State, cfg: &LaunchConfig, args: &[KernelArg]) -> Result<()> {
    let sig = &st.signature;
    if sig.params.len() != args.len() {
        return Err(gpujit_device::Error::ArgumentCount {
            kernel: sig.name.clone(),
            expected: sig.params.len(),
            got: args.len(),
        }
        .into());
    }
    for (index, (param, arg)) in sig.params.iter().zip(args).enumerate() {
        if !param.ty.accepts(arg.ty()) {
            return Err(gpujit_device::Error::ArgumentType {
                kernel: sig.name.clone(),
                index,
                param: param.name.clone(),
                expected: param.ty,
                got: arg.ty(),
            }
            .into());
        }
    }
    if let Some(max) = sig.max_threads
        && cfg.block.count() > u64::from(max)
    {
        return Err(gpujit_device::Error::InvalidLaunch {
            kernel: sig.name.clone(),
            reason: format!(
                "block {} has {} threads; the kernel was compiled with a launch bound of {max}",
                cfg.block,
                cfg.block.count()
            ),
        }
        .into());
    }
    Ok(())
}

impl Shared {
    /// Queues `st` unless it is queued, compiling or done; `first` puts it
    /// at the head (a launch is waiting for it).
    fn enqueue(&self, st: &Arc<State>, first: bool) {
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

    fn finish(&self, st: &State, result: std::result::Result<Kernel, String>, cached: bool) {
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
fn worker(shared: &Shared) {
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
        let c = &shared.counters;
        let t = Instant::now();
        let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            compile_jobs(shared, &jobs);
        }));
        if run.is_err() {
            // Nobody must wait forever for a program whose compile panicked.
            for st in &jobs {
                if st.phase.load(Ordering::Acquire) == COMPILING {
                    shared.finish(st, Err("the compiler panicked".into()), false);
                }
            }
        }
        c.compile_nanos
            .fetch_add(t.elapsed().as_nanos() as u64, Ordering::Relaxed);
    }
}

fn compile_jobs(shared: &Shared, jobs: &[Arc<State>]) {
    let jit = &shared.jit;
    // Cached (alone or in a batch): load each distinct image once.
    let mut loaded: Vec<(
        crate::cache::Key,
        std::result::Result<gpujit_device::Module, String>,
    )> = Vec::new();
    let mut misses = Vec::new();
    for st in jobs {
        let Some((key, image)) = jit.cached(&st.module) else {
            misses.push(st.clone());
            continue;
        };
        let module = match loaded.iter().find(|(k, _)| *k == key) {
            Some((_, m)) => m.clone(),
            None => {
                let m = jit.device().load(&image).map_err(|e| e.to_string());
                loaded.push((key, m.clone()));
                m
            }
        };
        let kernel = module.and_then(|m| m.kernel(&st.name).map_err(|e| e.to_string()));
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
        shared.finish(st, r, false);
    }
}

#[cfg(test)]
pub(crate) mod tests;
