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
//! quit flag, exit flag), all in [`MappedMemory`](gpujit_device::MappedMemory): the host writes a slot, then
//! publishes it with a release store of the tail; the worker's first thread
//! polls the tail with atomic loads and a system fence and takes every task
//! published since its last poll (up to [`FETCH`]); the whole block copies
//! their slots to shared memory, runs them in order with a block barrier after
//! each, and completes the group with a fence and one atomic store of the
//! count. A full queue blocks the submitter (back-pressure) up to the
//! configured timeout. [`Runtime::park`] lets the worker exit once its queues
//! are empty and keeps its code and queues; the next submit launches it again.
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
//! [`Device::synchronize`](gpujit_device::Device::synchronize) meanwhile is an error
//! ([`Capabilities::detached_blocks_device`](gpujit_device::Capabilities)). Wait for
//! tickets instead, or park the worker.
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

use std::sync::atomic::AtomicU64;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use gpujit_device::ParamType;
use gpujit_ir::{KernelBuilder, Value};

use crate::{Error, Result};

pub mod batch;
mod install;
pub mod pointwise;
mod queue;
mod stats;
mod worker;

pub use install::Runtime;
pub use queue::{Candidate, Ticket};
pub use stats::RuntimeStats;
pub use worker::{FETCH, worker_module};

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

/// The state a batching timer ([`send_after_delay`]) watches.
trait Lingering {
    /// Whether the batcher has stopped (the timer ends).
    fn stopped(&self) -> bool;
    /// When the open batch's first entry came, if a batch is open.
    fn open_since(&self) -> Option<std::time::Instant>;
}

/// A batcher's timer thread: sends the open batch (`send`) once its first entry has waited
/// `max_delay`, until the state says it stopped; `wake` is notified when a batch opens or
/// the batcher stops.
fn send_after_delay<S: Lingering>(
    state: &Mutex<S>,
    wake: &std::sync::Condvar,
    max_delay: Duration,
    mut send: impl FnMut(&mut S),
) {
    let mut s = lock(state);
    loop {
        if s.stopped() {
            return;
        }
        let wait = match s.open_since() {
            Some(since) => {
                let age = since.elapsed();
                if age >= max_delay {
                    send(&mut s);
                    continue;
                }
                max_delay - age
            }
            None => Duration::from_secs(3600),
        };
        s = wake
            .wait_timeout(s, wait)
            .map(|(g, _)| g)
            .unwrap_or_else(|p| p.into_inner().0);
    }
}

#[cfg(test)]
mod tests;
