//! Persistent kernels: one long-running *worker* kernel per device serves
//! tasks from work queues in mapped host memory, and new operators compiled at
//! run time are installed without stopping the service.
//!
//! # Design
//!
//! A worker is compiled together with the whole current operator set into one
//! image and dispatches by operator id: no function pointer ever crosses a
//! module, so there is nothing to relocate and nothing that can point into an
//! unloaded module. Installing an operator compiles the new worker while the
//! serving one keeps running (compiling, and on NVIDIA linking the cubin, is
//! the slow part), then swaps them: submitters wait, the old worker finishes
//! the tasks it has and exits, the new one is loaded, launched and checked with
//! a validation batch, and submitters go on with it. The old worker has to exit
//! first because on CUDA loading a module waits for every running kernel (a
//! load beside a spinning worker never returns). If the new worker fails to
//! load, start or pass validation, the previous one, whose code is still
//! loaded, is started again and the error is returned (dual-slot rollback).
//! No task is lost or run twice, and the order of tasks in a queue is kept.
//!
//! Each queue is served by one block of the worker, in order. A queue is a
//! ring of task slots plus a control block (published tail, completed count,
//! quit flag, exit flag), all in [`MappedMemory`]: the host writes a slot, then
//! publishes it with a release store of the tail; the worker's first thread
//! polls the tail with atomic loads and a system fence, copies the slot to
//! shared memory, and after a block barrier every thread runs the operator.
//! Completion is a fence followed by an atomic store of the count. A full
//! queue blocks the submitter (back-pressure) up to the configured timeout.
//!
//! Shutdown sets the quit flag; the worker finishes the tasks it has and
//! exits. A worker that does not exit within the timeout is reported as
//! [`RuntimeError::StuckWorker`], never waited for forever; its memory and
//! module are then leaked on purpose, since the kernel may still use them.
//!
//! Workers run on devices with [`Capabilities::detached_launch`](gpujit_device::Capabilities)
//! (CUDA and the host). While a worker runs on CUDA, the driver makes frees, module loads
//! and unloads and device synchronisation wait for it, so they would never return: the
//! device holds frees and unloads back until the worker exits, and loading a module or
//! [`Device::synchronize`] meanwhile is an error
//! ([`Capabilities::detached_blocks_device`](gpujit_device::Capabilities)). Wait for
//! tickets instead.
//!
//! ```
//! use std::sync::Arc;
//! use gpujit::persistent::{Operator, Runtime, RuntimeConfig};
//! use gpujit::{DeviceExt, ParamType, ScalarType};
//! let jit = Arc::new(gpujit::Jit::new(gpujit::open("host")?, gpujit::cache::Cache::new(None, 0, 16))?);
//! let rt = Runtime::new(jit.clone(), RuntimeConfig { queues: 1, ..Default::default() })?;
//! let f32p = ParamType::Pointer(Some(ScalarType::F32));
//! rt.install(Operator::new("double", &[f32p], |k, op| {
//!     k.for_range(op.tid, op.n, op.threads, |k, i| {
//!         k.store(op.args[0], i, k.mul(k.load(op.args[0], i), k.f32(2.0)));
//!     });
//! })?)?;
//! let x = jit.device().upload(&[1.0f32, 2.0, 3.0])?;
//! rt.submit(0, "double", &[(&x).into()], 3)?.wait()?;
//! assert_eq!(jit.device().download(&x)?, vec![2.0, 4.0, 6.0]);
//! rt.shutdown()?;
//! # Ok::<(), gpujit::Error>(())
//! ```

use std::mem::ManuallyDrop;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, RwLock};
use std::time::{Duration, Instant};

use gpujit_device::{
    Device, DeviceExt, Kernel, KernelArg, LaunchConfig, MappedMemory, ParamType, Running,
    ScalarType,
};
use gpujit_ir::{Axis, KernelBuilder, MemScope, ModuleOptions, PortableModule, Type, Value, p};

use crate::{Error, Jit, Result};

pub mod batch;

/// Words (u64) per task slot: a header (operator id, element count) and the arguments.
pub const SLOT_WORDS: u32 = 16;
/// Most arguments a task carries.
pub const MAX_TASK_ARGS: usize = SLOT_WORDS as usize - 1;
/// Words (u64) of control block per queue.
const CTL_WORDS: u32 = 8;
/// Control words: published tail, completed count, quit flag, exit flag, last unknown op + 1.
const TAIL: u32 = 0;
const DONE: u32 = 1;
const QUIT: u32 = 2;
const EXITED: u32 = 3;
const BAD_OP: u32 = 4;
/// Name of the worker kernel.
pub const WORKER: &str = "gpujit_worker";
/// The built-in operator every worker has (id 0): does nothing; used to check
/// a new worker answers.
pub const NOP: &str = "nop";

/// Errors of the persistent runtime.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RuntimeError {
    /// No operator of that name is installed.
    #[error("unknown operator `{name}`; installed: {}", available.join(", "))]
    UnknownOperator {
        /// Name asked for.
        name: String,
        /// The installed operators.
        available: Vec<String>,
    },
    /// A task or operator that does not fit its definition.
    #[error("operator `{op}`: {detail}")]
    BadTask {
        /// Operator.
        op: String,
        /// What is wrong.
        detail: String,
    },
    /// Installing an operator failed; the previous worker keeps serving.
    #[error(
        "installing operator `{op}` failed at {stage}; the previous worker keeps serving: {reason}"
    )]
    InstallFailed {
        /// Operator being installed.
        op: String,
        /// Stage: compile, load, start, validate.
        stage: &'static str,
        /// Why (shown in the message, so not also a `source`).
        reason: Box<Error>,
    },
    /// A worker did not finish (a task or an exit) within the timeout.
    #[error("worker {generation} is stuck: {what} not done after {waited:?}")]
    StuckWorker {
        /// Worker generation (0 for the first).
        generation: u64,
        /// What it did not do.
        what: String,
        /// How long the host waited.
        waited: Duration,
    },
    /// A worker stopped with a fault, or met an operator id it does not have.
    #[error("worker {generation} failed: {detail}")]
    WorkerFailed {
        /// Worker generation.
        generation: u64,
        /// The fault.
        detail: String,
    },
    /// The runtime was shut down.
    #[error("the runtime is shut down")]
    Shutdown,
    /// The configuration cannot run on this device.
    #[error("runtime configuration: {0}")]
    Config(String),
}

/// What an operator's body sees: its arguments (typed as declared), the
/// element count of the task, and this thread's index and the number of
/// threads serving the task (the worker's block).
pub struct OpArgs<'ctx> {
    /// Arguments, in declaration order.
    pub args: Vec<Value<'ctx>>,
    /// The task's element count (`u32`).
    pub n: Value<'ctx>,
    /// This thread's index among the task's threads (`u32`).
    pub tid: Value<'ctx>,
    /// How many threads serve the task (`u32`).
    pub threads: Value<'ctx>,
}

/// An operator body: builds the code one task runs, with every thread of the
/// worker's block (loop from `tid` to `n` by `threads`). It must not return
/// early with [`KernelBuilder::return_`] (it is a device function).
pub type OpBody = dyn for<'a, 'ctx> Fn(&KernelBuilder<'a, 'ctx>, &OpArgs<'ctx>) + Send + Sync;

/// A validation check: runs tasks on a candidate worker before it serves.
pub type OpCheck = dyn Fn(&Candidate<'_>) -> std::result::Result<(), Box<dyn std::error::Error + Send + Sync>>
    + Send
    + Sync;

/// A named operator: parameters and a body written with the builder, and an
/// optional validation check run before a worker that has it starts serving.
#[derive(Clone)]
pub struct Operator {
    name: String,
    params: Vec<ParamType>,
    body: Arc<OpBody>,
    check: Option<Arc<OpCheck>>,
}

impl std::fmt::Debug for Operator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Operator")
            .field("name", &self.name)
            .field("params", &self.params)
            .field("check", &self.check.is_some())
            .finish()
    }
}

impl Operator {
    /// An operator `name` taking `params` (pointers to global memory with an
    /// element type, or 4- and 8-byte scalars; at most [`MAX_TASK_ARGS`]).
    pub fn new(
        name: &str,
        params: &[ParamType],
        body: impl for<'a, 'ctx> Fn(&KernelBuilder<'a, 'ctx>, &OpArgs<'ctx>) + Send + Sync + 'static,
    ) -> Result<Operator> {
        let bad = |detail: String| RuntimeError::BadTask {
            op: name.to_string(),
            detail,
        };
        if name.is_empty() || name == NOP {
            return Err(bad(format!("`{name}` cannot name an operator")).into());
        }
        if params.len() > MAX_TASK_ARGS {
            return Err(bad(format!(
                "{} parameters, at most {MAX_TASK_ARGS}",
                params.len()
            ))
            .into());
        }
        for (i, p) in params.iter().enumerate() {
            match p {
                ParamType::Pointer(Some(_)) => {}
                ParamType::Scalar(s) if matches!(s.size(), 4 | 8) => {}
                other => {
                    return Err(bad(format!(
                        "parameter {i} is {other}; operators take typed pointers and 4- or 8-byte scalars"
                    ))
                    .into());
                }
            }
        }
        Ok(Operator {
            name: name.to_string(),
            params: params.to_vec(),
            body: Arc::new(body),
            check: None,
        })
    }

    /// Adds a validation check: a worker that has this operator serves only
    /// after `check` passed on it.
    pub fn with_check(
        mut self,
        check: impl Fn(
            &Candidate<'_>,
        ) -> std::result::Result<(), Box<dyn std::error::Error + Send + Sync>>
        + Send
        + Sync
        + 'static,
    ) -> Operator {
        self.check = Some(Arc::new(check));
        self
    }

    /// Its name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Its parameters.
    pub fn params(&self) -> &[ParamType] {
        &self.params
    }
}

/// The worker kernel for `ops` (operator `i` has id `i + 1`; id 0 is [`NOP`]):
/// `gpujit_worker(ctl: *u64, slots: *u64, capacity: u32)`, one block per queue.
pub fn worker_module(ops: &[Operator]) -> Result<PortableModule> {
    Ok(gpujit_ir::build(
        "gpujit.worker",
        ModuleOptions::default(),
        |m| {
            let mut funcs = Vec::with_capacity(ops.len());
            for (i, op) in ops.iter().enumerate() {
                let mut params = vec![("n".to_string(), Type::Scalar(ScalarType::U32))];
                for (j, t) in op.params.iter().enumerate() {
                    let ty = match *t {
                        ParamType::Pointer(Some(s)) => Type::Ptr(s, gpujit_ir::Space::Global),
                        ParamType::Scalar(s) => Type::Scalar(s),
                        _ => Type::Scalar(ScalarType::U64),
                    };
                    params.push((format!("a{j}"), ty));
                }
                let named: Vec<(&str, Type)> =
                    params.iter().map(|(n, t)| (n.as_str(), *t)).collect();
                let body = op.body.clone();
                funcs.push(
                    m.function(&format!("op{}", i + 1), &named, None, move |k, a| {
                        let args = OpArgs {
                            args: a[1..].to_vec(),
                            n: a[0],
                            tid: k.thread_id(Axis::X),
                            threads: k.block_dim(Axis::X),
                        };
                        body(k, &args);
                    })?,
                );
            }
            m.kernel(
                WORKER,
                &[
                    p::ptr("ctl", ScalarType::U64),
                    p::ptr("slots", ScalarType::U64),
                    p::u32("capacity"),
                ],
                |k, a| {
                    let (ctl, slots, cap) = (a[0], a[1], k.cast(a[2], ScalarType::U64));
                    let sys = MemScope::System;
                    let base = k.mul(k.block_id(Axis::X), k.u32(CTL_WORDS));
                    let word = |w: u32| k.add(base, k.u32(w));
                    let task = k.shared_array(ScalarType::U64, SLOT_WORDS);
                    let state = k.shared_array(ScalarType::U32, 1);
                    let tid = k.thread_id(Axis::X);
                    let first = k.eq(tid, k.u32(0));
                    let head = k.var(k.u64(0));
                    let running = k.var(k.bool(true));
                    k.while_(
                        |k| k.get(running),
                        |k| {
                            // Thread 0 waits for a task (1) or for quit with nothing left (2).
                            k.if_(first, |k| {
                                let st = k.var(k.u32(0));
                                k.while_(
                                    |k| k.eq(k.get(st), k.u32(0)),
                                    |k| {
                                        let tail = k.atomic_load(ctl, word(TAIL), sys);
                                        k.if_else(
                                            k.gt(tail, k.get(head)),
                                            |k| k.set(st, k.u32(1)),
                                            |k| {
                                                let quit = k.atomic_load(ctl, word(QUIT), sys);
                                                k.if_(k.ne(quit, k.u64(0)), |k| {
                                                    k.fence(sys);
                                                    let tail = k.atomic_load(ctl, word(TAIL), sys);
                                                    let more = k.gt(tail, k.get(head));
                                                    k.set(st, k.select(more, k.u32(1), k.u32(2)));
                                                });
                                            },
                                        );
                                    },
                                );
                                k.fence(sys);
                                k.if_(k.eq(k.get(st), k.u32(1)), |k| {
                                    // Queue q's ring starts at slot q * capacity.
                                    let q = k.cast(k.block_id(Axis::X), ScalarType::U64);
                                    let ring = k.add(k.rem(k.get(head), cap), k.mul(q, cap));
                                    let slot = k.mul(ring, k.u64(u64::from(SLOT_WORDS)));
                                    for w in 0..SLOT_WORDS {
                                        let v = k.load(slots, k.add(slot, k.u64(u64::from(w))));
                                        k.store(task, k.u32(w), v);
                                    }
                                });
                                k.store(state, k.u32(0), k.get(st));
                            });
                            k.barrier();
                            let st = k.load(state, k.u32(0));
                            k.if_else(
                                k.eq(st, k.u32(2)),
                                |k| k.set(running, k.bool(false)),
                                |k| {
                                    let header = k.load(task, k.u32(0));
                                    let id =
                                        k.cast(k.and(header, k.u64(0xffff_ffff)), ScalarType::U32);
                                    let n = k.cast(k.shr(header, k.u64(32)), ScalarType::U32);
                                    let known = k.var(k.eq(id, k.u32(0)));
                                    for (i, (op, f)) in ops.iter().zip(&funcs).enumerate() {
                                        let this = k.eq(id, k.u32(i as u32 + 1));
                                        k.if_(this, |k| {
                                            let mut args = vec![n];
                                            for (j, t) in op.params.iter().enumerate() {
                                                let w = k.load(task, k.u32(j as u32 + 1));
                                                args.push(decode(k, w, *t));
                                            }
                                            k.call(f, &args);
                                            k.set(known, k.bool(true));
                                        });
                                    }
                                    k.if_(k.and(first, k.not(k.get(known))), |k| {
                                        k.atomic_store(
                                            ctl,
                                            word(BAD_OP),
                                            k.add(k.cast(id, ScalarType::U64), k.u64(1)),
                                            sys,
                                        );
                                    });
                                    k.barrier();
                                    let next = k.add(k.get(head), k.u64(1));
                                    k.if_(first, |k| {
                                        k.fence(sys);
                                        k.atomic_store(ctl, word(DONE), next, sys);
                                    });
                                    k.set(head, next);
                                },
                            );
                        },
                    );
                    k.if_(first, |k| {
                        k.fence(sys);
                        k.atomic_store(ctl, word(EXITED), k.u64(1), sys);
                    });
                },
            )
        },
    )?)
}

/// A task argument word as the operator's parameter type.
fn decode<'ctx>(k: &KernelBuilder<'_, 'ctx>, w: Value<'ctx>, t: ParamType) -> Value<'ctx> {
    match t {
        ParamType::Pointer(Some(s)) => k.ptr_from_addr(w, s),
        ParamType::Scalar(s) if s.size() == 8 => k.bitcast(w, s),
        ParamType::Scalar(s) => k.bitcast(k.cast(w, ScalarType::U32), s),
        _ => w,
    }
}

/// How a runtime runs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuntimeConfig {
    /// Queues (streams), each served in order by one block of the worker.
    pub queues: u32,
    /// Task slots per queue; a full queue blocks the submitter.
    pub capacity: u32,
    /// Threads of each worker block.
    pub threads: u32,
    /// How long the host waits for a worker (to take a task, to exit, to
    /// answer validation) before it reports it stuck.
    pub timeout: Duration,
}

impl Default for RuntimeConfig {
    fn default() -> Self {
        RuntimeConfig {
            queues: 1,
            capacity: 1024,
            threads: 256,
            timeout: Duration::from_secs(10),
        }
    }
}

/// A running worker ([`DeviceExt::launch_detached`]).
type Launched = Box<dyn Running>;

/// Host-side state of one queue.
#[derive(Default)]
struct QueueState {
    /// Tasks written to slots.
    written: u64,
}

/// One worker and its queues.
struct Generation {
    id: u64,
    ops: Vec<Operator>,
    ctl: ManuallyDrop<MappedMemory>,
    slots: ManuallyDrop<MappedMemory>,
    queues: Vec<Mutex<QueueState>>,
    capacity: u32,
    launched: Launched,
    kernel: ManuallyDrop<Kernel>,
    device: Arc<dyn Device>,
    /// Set once the worker is known to have exited (its memory may then go).
    finished: std::sync::atomic::AtomicBool,
    /// The fault or bad operator that stopped it, once seen.
    failure: Mutex<Option<String>>,
}

impl Generation {
    /// Compiles, loads and launches a worker for `ops`.
    /// Compiles the worker for `ops` (or finds it in the cache). Safe while
    /// another worker runs.
    fn compile(jit: &Jit, ops: &[Operator]) -> Result<Arc<gpujit_device::Image>> {
        jit.compile(&worker_module(ops)?)
    }

    /// Loads a compiled worker. On CUDA, loading a module waits for every
    /// running kernel, so no worker may be running on the device.
    fn load(jit: &Jit, image: &gpujit_device::Image) -> Result<Kernel> {
        Ok(jit.device().load(image)?.kernel(WORKER)?)
    }

    /// Launches `kernel` (a worker for `ops`) on fresh queues.
    fn launch(
        jit: &Jit,
        cfg: &RuntimeConfig,
        id: u64,
        ops: Vec<Operator>,
        kernel: Kernel,
    ) -> std::result::Result<Arc<Generation>, (&'static str, Error)> {
        let dev = jit.device_arc();
        let start = |e: gpujit_device::Error| ("start", Error::from(e));
        let ctl = dev
            .alloc_mapped((cfg.queues * CTL_WORDS) as usize * 8)
            .map_err(start)?;
        let slots = dev
            .alloc_mapped(
                (u64::from(cfg.queues) * u64::from(cfg.capacity) * u64::from(SLOT_WORDS) * 8)
                    as usize,
            )
            .map_err(start)?;
        let launch = LaunchConfig {
            grid: gpujit_device::Dim3::x(cfg.queues),
            block: gpujit_device::Dim3::x(cfg.threads),
            shared_bytes: 0,
        };
        let launched = {
            let args = [ctl.arg(), slots.arg(), KernelArg::from(cfg.capacity)];
            if !dev.capabilities().detached_launch {
                return Err(start(gpujit_device::Error::Unsupported {
                    backend: dev.info().backend,
                    what: "persistent workers (a detached launch beside other work)".into(),
                }));
            }
            // SAFETY: the queues and the kernel stay alive until the worker is known to
            // have exited (they are leaked, in `Drop for Generation`, if it never does);
            // the kernel reaches the queues with atomics only, beside the host's atomics.
            unsafe { dev.launch_detached(&kernel, &launch, &args) }.map_err(start)?
        };
        Ok(Arc::new(Generation {
            id,
            ops,
            ctl: ManuallyDrop::new(ctl),
            slots: ManuallyDrop::new(slots),
            queues: (0..cfg.queues).map(|_| Mutex::default()).collect(),
            capacity: cfg.capacity,
            launched,
            kernel: ManuallyDrop::new(kernel),
            device: dev,
            finished: false.into(),
            failure: Mutex::new(None),
        }))
    }

    fn ctl(&self, queue: u32, w: u32) -> &AtomicU64 {
        // In range by construction: queue < queues, w < CTL_WORDS.
        self.ctl
            .u64_at((queue * CTL_WORDS + w) as usize)
            .unwrap_or_else(|_| unreachable_word())
    }

    fn done(&self, queue: u32) -> u64 {
        self.ctl(queue, DONE).load(Ordering::Acquire)
    }

    fn op_id(&self, name: &str) -> Result<(u32, &Operator)> {
        self.ops
            .iter()
            .enumerate()
            .find(|(_, o)| o.name == name)
            .map(|(i, o)| (i as u32 + 1, o))
            .ok_or_else(|| {
                RuntimeError::UnknownOperator {
                    name: name.to_string(),
                    available: self.ops.iter().map(|o| o.name.clone()).collect(),
                }
                .into()
            })
    }

    /// Checks a task against its operator; returns the slot's words.
    fn encode(&self, op: &str, args: &[KernelArg], n: u32) -> Result<Vec<u64>> {
        let (id, params) = if op == NOP {
            (0, &[][..])
        } else {
            let (id, o) = self.op_id(op)?;
            (id, &o.params[..])
        };
        let bad = |detail: String| -> Error {
            RuntimeError::BadTask {
                op: op.to_string(),
                detail,
            }
            .into()
        };
        if args.len() != params.len() {
            return Err(bad(format!(
                "takes {} arguments, {} given",
                params.len(),
                args.len()
            )));
        }
        let mut words = vec![u64::from(id) | u64::from(n) << 32];
        for (i, (p, a)) in params.iter().zip(args).enumerate() {
            if !p.accepts(a.ty()) {
                return Err(bad(format!(
                    "argument {i} is {}, the operator takes {p}",
                    a.ty()
                )));
            }
            if let Some(owner) = a.device() {
                gpujit_device::check_owned(self.device.id(), owner, &format!("argument {i}"))?;
            }
            words.push(match (a.scalar_bits(), a.pointer()) {
                (Some(bits), _) => bits,
                (_, Some(addr)) => addr,
                _ => return Err(bad(format!("argument {i}: structs are not task arguments"))),
            });
        }
        Ok(words)
    }

    /// Writes a task into `queue` (blocking while it is full, up to `timeout`);
    /// returns its sequence number.
    fn push(&self, queue: u32, words: &[u64], timeout: Duration) -> Result<u64> {
        let q = self.queues.get(queue as usize).ok_or_else(|| {
            RuntimeError::Config(format!(
                "queue {queue} does not exist; there are {}",
                self.queues.len()
            ))
        })?;
        let t0 = Instant::now();
        loop {
            {
                let mut st = lock(q);
                if st.written - self.done(queue) < u64::from(self.capacity) {
                    let seq = st.written;
                    let slot = ((seq % u64::from(self.capacity))
                        + u64::from(queue) * u64::from(self.capacity))
                        * u64::from(SLOT_WORDS);
                    for (i, w) in words.iter().enumerate() {
                        self.slots
                            .u64_at(slot as usize + i)
                            .map_err(Error::from)?
                            .store(*w, Ordering::Relaxed);
                    }
                    st.written += 1;
                    self.ctl(queue, TAIL).store(st.written, Ordering::Release);
                    return Ok(seq);
                }
            }
            self.check_alive()?;
            if t0.elapsed() > timeout {
                return Err(RuntimeError::StuckWorker {
                    generation: self.id,
                    what: format!("queue {queue} is full ({} tasks) and none", self.capacity),
                    waited: t0.elapsed(),
                }
                .into());
            }
            std::thread::yield_now();
        }
    }

    /// Reports a worker that stopped on a fault or met an unknown operator.
    fn check_alive(&self) -> Result<()> {
        if let Some(f) = lock(&self.failure).clone() {
            return Err(self.failed(f));
        }
        for q in 0..self.queues.len() as u32 {
            let bad = self.ctl(q, BAD_OP).load(Ordering::Acquire);
            if bad != 0 {
                return Err(self.fail(format!(
                    "queue {q} met operator id {}, which it does not have",
                    bad - 1
                )));
            }
        }
        let fault = self.launched.is_finished().err().map(|e| e.to_string());
        match fault {
            Some(f) => Err(self.fail(f)),
            None => Ok(()),
        }
    }

    fn fail(&self, detail: String) -> Error {
        lock(&self.failure).get_or_insert(detail.clone());
        self.failed(detail)
    }

    fn failed(&self, detail: String) -> Error {
        RuntimeError::WorkerFailed {
            generation: self.id,
            detail,
        }
        .into()
    }

    /// Waits until `queue` completed task `seq`.
    fn wait(&self, queue: u32, seq: u64, timeout: Duration) -> Result<()> {
        let t0 = Instant::now();
        let mut spins = 0u32;
        while self.done(queue) <= seq {
            if spins < 256 {
                spins += 1;
                std::hint::spin_loop();
                continue;
            }
            self.check_alive()?;
            if t0.elapsed() > timeout {
                return Err(RuntimeError::StuckWorker {
                    generation: self.id,
                    what: format!("task {seq} of queue {queue}"),
                    waited: t0.elapsed(),
                }
                .into());
            }
            std::thread::yield_now();
        }
        Ok(())
    }

    /// Asks the worker to exit once its queues are empty.
    fn quit(&self) {
        for q in 0..self.queues.len() as u32 {
            self.ctl(q, QUIT).store(1, Ordering::Release);
        }
    }

    /// Waits for the worker to exit; a worker still running after `timeout`
    /// is reported stuck.
    fn join(&self, timeout: Duration) -> Result<()> {
        let t0 = Instant::now();
        let exited = || {
            (0..self.queues.len() as u32).all(|q| self.ctl(q, EXITED).load(Ordering::Acquire) != 0)
        };
        while !exited() {
            self.check_alive()?;
            if t0.elapsed() > timeout {
                let pending: u64 = (0..self.queues.len() as u32)
                    .map(|q| lock(&self.queues[q as usize]).written - self.done(q))
                    .sum();
                return Err(RuntimeError::StuckWorker {
                    generation: self.id,
                    what: format!("exit ({pending} tasks still queued)"),
                    waited: t0.elapsed(),
                }
                .into());
            }
            std::thread::sleep(Duration::from_micros(50));
        }
        // The kernel is returning: collect its status.
        self.launched.wait().map_err(|e| self.fail(e.to_string()))?;
        self.finished.store(true, Ordering::Release);
        Ok(())
    }
}

impl Drop for Generation {
    fn drop(&mut self) {
        if self.finished.load(Ordering::Acquire) {
            // SAFETY: the worker exited and was joined; nothing uses these any more, and
            // each is dropped exactly once, here.
            unsafe {
                ManuallyDrop::drop(&mut self.ctl);
                ManuallyDrop::drop(&mut self.slots);
                ManuallyDrop::drop(&mut self.kernel);
            }
        }
        // Otherwise the kernel may still read its queues and run its code: they are
        // leaked on purpose (the stuck worker was reported when it was found).
        let _ = &self.device;
    }
}

/// Runs its closure when dropped.
struct Finally<F: FnMut()>(F);

impl<F: FnMut()> Drop for Finally<F> {
    fn drop(&mut self) {
        (self.0)()
    }
}

fn unreachable_word() -> &'static AtomicU64 {
    static ZERO: AtomicU64 = AtomicU64::new(0);
    &ZERO
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// A submitted task: wait for it with [`Ticket::wait`].
#[must_use = "a task's results are ready only after its ticket is waited for"]
pub struct Ticket {
    worker: Arc<Generation>,
    queue: u32,
    seq: u64,
    timeout: Duration,
}

impl Ticket {
    /// Waits until the task has run (up to the runtime's timeout).
    pub fn wait(&self) -> Result<()> {
        self.worker.wait(self.queue, self.seq, self.timeout)
    }

    /// Whether the task has run, without waiting.
    pub fn is_done(&self) -> bool {
        self.worker.done(self.queue) > self.seq
    }
}

/// A worker being validated before it serves: run tasks on it.
pub struct Candidate<'a> {
    worker: &'a Generation,
    timeout: Duration,
}

impl Candidate<'_> {
    /// The device it runs on, for buffers.
    pub fn device(&self) -> &dyn Device {
        self.worker.device.as_ref()
    }

    /// Runs one task on queue 0 of the candidate and waits for it.
    pub fn run(&self, op: &str, args: &[KernelArg], n: u32) -> Result<()> {
        let words = self.worker.encode(op, args, n)?;
        let seq = self.worker.push(0, &words, self.timeout)?;
        self.worker.wait(0, seq, self.timeout)
    }
}

/// Counts kept by a runtime.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RuntimeStats {
    /// Workers started (the first, and one per successful install).
    pub workers_started: u64,
    /// Installs rolled back.
    pub rollbacks: u64,
    /// Tasks submitted.
    pub submitted: u64,
    /// How long the last install paused submitters (old worker draining, new one
    /// loading, starting and passing validation).
    pub last_swap: Duration,
}

/// The persistent-kernel runtime of one device: see the [module
/// documentation](self). `Send + Sync`; submit from any thread.
pub struct Runtime {
    jit: Arc<Jit>,
    cfg: RuntimeConfig,
    current: RwLock<Option<Arc<Generation>>>,
    install: Mutex<u64>,
    stuck: Mutex<Vec<Arc<Generation>>>,
    stats: Mutex<RuntimeStats>,
    /// Tasks submitted, apart from `stats`: counted on every submit, from any thread.
    submitted: AtomicU64,
}

impl Runtime {
    /// Starts a worker with no operators but [`NOP`] on the JIT's device.
    pub fn new(jit: Arc<Jit>, cfg: RuntimeConfig) -> Result<Runtime> {
        let info = jit.device().info();
        if cfg.queues == 0 || cfg.capacity == 0 || cfg.threads == 0 {
            return Err(RuntimeError::Config(
                "queues, capacity and threads must be positive".into(),
            )
            .into());
        }
        // Every worker block must be resident at once, for the old and the new worker
        // during a switch: at most one block per multiprocessor (host: per core) each.
        if cfg.queues > info.multiprocessors.max(1) {
            return Err(RuntimeError::Config(format!(
                "{} queues need {} resident worker blocks; {} has {} multiprocessors",
                cfg.queues, cfg.queues, info.name, info.multiprocessors
            ))
            .into());
        }
        if cfg.threads > info.max_threads_per_block {
            return Err(RuntimeError::Config(format!(
                "{} threads per worker block; {} allows {}",
                cfg.threads, info.name, info.max_threads_per_block
            ))
            .into());
        }
        let failed = |stage: &'static str, e: Error| -> Error {
            RuntimeError::InstallFailed {
                op: NOP.into(),
                stage,
                reason: Box::new(e),
            }
            .into()
        };
        let image = Generation::compile(&jit, &[]).map_err(|e| failed("compile", e))?;
        let kernel = Generation::load(&jit, &image).map_err(|e| failed("load", e))?;
        let worker = Generation::launch(&jit, &cfg, 0, Vec::new(), kernel)
            .map_err(|(stage, e)| failed(stage, e))?;
        let rt = Runtime {
            jit,
            cfg,
            current: RwLock::new(Some(worker)),
            install: Mutex::new(0),
            stuck: Mutex::new(Vec::new()),
            stats: Mutex::new(RuntimeStats {
                workers_started: 1,
                ..Default::default()
            }),
            submitted: AtomicU64::new(0),
        };
        let worker = rt.current()?;
        rt.validate(&worker, None)?;
        Ok(rt)
    }

    /// The configuration.
    pub fn config(&self) -> &RuntimeConfig {
        &self.cfg
    }

    /// The device.
    pub fn device(&self) -> &dyn Device {
        self.jit.device()
    }

    /// Counts so far.
    pub fn stats(&self) -> RuntimeStats {
        RuntimeStats {
            submitted: self.submitted.load(Ordering::Relaxed),
            ..*lock(&self.stats)
        }
    }

    /// Names of the installed operators.
    pub fn operators(&self) -> Vec<String> {
        self.current()
            .map(|g| g.ops.iter().map(|o| o.name.clone()).collect())
            .unwrap_or_default()
    }

    fn current(&self) -> Result<Arc<Generation>> {
        self.current
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
            .ok_or_else(|| RuntimeError::Shutdown.into())
    }

    /// Queues task `op(args)` over `n` elements on `queue`; tasks of one queue
    /// run in submission order. Blocks while the queue is full.
    pub fn submit(&self, queue: u32, op: &str, args: &[KernelArg], n: u32) -> Result<Ticket> {
        // The read lock keeps a switch out while the task is written, so it lands in
        // a worker that will run it.
        let cur = self.current.read().unwrap_or_else(|p| p.into_inner());
        let worker = cur.as_ref().ok_or(RuntimeError::Shutdown)?;
        let words = worker.encode(op, args, n)?;
        let seq = worker.push(queue, &words, self.cfg.timeout)?;
        self.submitted.fetch_add(1, Ordering::Relaxed);
        Ok(Ticket {
            worker: worker.clone(),
            queue,
            seq,
            timeout: self.cfg.timeout,
        })
    }

    /// Runs a NOP on every queue of `worker`, then `op`'s check if it has one.
    fn validate(&self, worker: &Generation, op: Option<&Operator>) -> Result<()> {
        for q in 0..self.cfg.queues {
            let seq = worker.push(q, &worker.encode(NOP, &[], 0)?, self.cfg.timeout)?;
            worker.wait(q, seq, self.cfg.timeout)?;
        }
        if let Some(check) = op.and_then(|o| o.check.as_ref()) {
            let c = Candidate {
                worker,
                timeout: self.cfg.timeout,
            };
            check(&c).map_err(|e| RuntimeError::BadTask {
                op: op.map_or(String::new(), |o| o.name.clone()),
                detail: format!("validation failed: {e}"),
            })?;
        }
        Ok(())
    }

    /// Installs `op` (replacing an operator of the same name): compiles a
    /// worker with it while the current one serves, then swaps workers (see
    /// the [module documentation](self)) and validates the new one. On any
    /// failure the previous worker is started again (its code is still
    /// loaded) and the error is returned.
    ///
    /// During the swap, submitters wait; nothing submitted is lost or
    /// reordered. A check given with [`Operator::with_check`] must run its
    /// tasks through its [`Candidate`], not through [`Runtime::submit`].
    pub fn install(&self, op: Operator) -> Result<()> {
        let mut next_id = lock(&self.install);
        let cur = self.current()?;
        let mut ops = cur.ops.clone();
        match ops.iter_mut().find(|o| o.name == op.name) {
            Some(slot) => *slot = op.clone(),
            None => ops.push(op.clone()),
        }
        let failed = |stage: &'static str, e: Error| -> Error {
            RuntimeError::InstallFailed {
                op: op.name.clone(),
                stage,
                reason: Box::new(e),
            }
            .into()
        };
        // 1. Compile while the current worker serves.
        let image = Generation::compile(&self.jit, &ops).map_err(|e| {
            lock(&self.stats).rollbacks += 1;
            failed("compile", e)
        })?;
        // 2. Swap. Submitters wait on the lock; the current worker drains and exits,
        //    since a module load on CUDA waits for every running kernel.
        let mut current = self.current.write().unwrap_or_else(|p| p.into_inner());
        if !current.as_ref().is_some_and(|w| Arc::ptr_eq(w, &cur)) {
            // Shut down while the new worker compiled.
            return Err(RuntimeError::Shutdown.into());
        }
        let paused = Instant::now();
        let _pause = Finally(|| lock(&self.stats).last_swap = paused.elapsed());
        cur.quit();
        if let Err(e) = cur.join(self.cfg.timeout) {
            *current = None;
            lock(&self.stuck).push(cur);
            return Err(e);
        }
        *next_id += 1;
        let started = Generation::load(&self.jit, &image)
            .map_err(|e| ("load", e))
            .and_then(|k| Generation::launch(&self.jit, &self.cfg, *next_id, ops, k));
        let outcome = match started {
            Ok(worker) => match self.validate(&worker, Some(&op)) {
                Ok(()) => Ok(worker),
                Err(e) => {
                    worker.quit();
                    if let Err(stuck) = worker.join(self.cfg.timeout) {
                        // Nothing can be loaded or trusted beside a stuck worker.
                        *current = None;
                        lock(&self.stuck).push(worker);
                        return Err(failed("validate", stuck));
                    }
                    Err(("validate", e))
                }
            },
            Err(x) => Err(x),
        };
        match outcome {
            Ok(worker) => {
                *current = Some(worker);
                lock(&self.stats).workers_started += 1;
                Ok(())
            }
            Err((stage, e)) => {
                // 3. Roll back: the previous worker's code is still loaded; start it again.
                lock(&self.stats).rollbacks += 1;
                *next_id += 1;
                let kernel = (*cur.kernel).clone();
                match Generation::launch(&self.jit, &self.cfg, *next_id, cur.ops.clone(), kernel) {
                    Ok(worker) => *current = Some(worker),
                    Err((_, again)) => {
                        *current = None;
                        return Err(failed(
                            stage,
                            RuntimeError::WorkerFailed {
                                generation: cur.id,
                                detail: format!(
                                    "{e}; restarting the previous worker failed too: {again}"
                                ),
                            }
                            .into(),
                        ));
                    }
                }
                Err(failed(stage, e))
            }
        }
    }

    /// Stops the worker after the tasks already queued; reports a worker that
    /// does not exit within the timeout as [`RuntimeError::StuckWorker`].
    pub fn shutdown(&self) -> Result<()> {
        let Some(worker) = self
            .current
            .write()
            .unwrap_or_else(|p| p.into_inner())
            .take()
        else {
            return Ok(());
        };
        worker.quit();
        let r = worker.join(self.cfg.timeout);
        if r.is_err() {
            lock(&self.stuck).push(worker);
        }
        r
    }
}

impl Drop for Runtime {
    fn drop(&mut self) {
        let _ = self.shutdown();
    }
}

#[cfg(test)]
mod tests;
