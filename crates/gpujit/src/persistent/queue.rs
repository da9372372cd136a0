//! One worker generation and its queues: the host side of the protocol
//! (writing and publishing task slots, waiting for completions, quitting and
//! joining), and the handles given out for tasks.

use std::mem::ManuallyDrop;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use gpujit_device::{Device, DeviceExt, Kernel, KernelArg, LaunchConfig, MappedMemory, Running};

use super::worker::worker_module;
use super::{
    BAD_OP, CTL_WORDS, DONE, EXITED, NOP, Operator, QUIT, RuntimeConfig, RuntimeError, SLOT_WORDS,
    TAIL, WORKER, lock, unreachable_word,
};
use crate::{Error, Jit, Result};

/// A running worker ([`DeviceExt::launch_detached`]); replaced when a parked worker
/// is started again.
type Launched = Mutex<Box<dyn Running>>;

/// Host-side state of one queue.
#[derive(Default)]
struct QueueState {
    /// Tasks written to slots.
    written: u64,
    /// The completion count last read: slots below it are free without asking
    /// the worker's memory again.
    done_seen: u64,
}

/// One worker and its queues.
pub(super) struct Generation {
    pub(super) id: u64,
    pub(super) ops: Vec<Operator>,
    pub(super) ctl: ManuallyDrop<MappedMemory>,
    pub(super) slots: ManuallyDrop<MappedMemory>,
    queues: Vec<Mutex<QueueState>>,
    pub(super) capacity: u32,
    /// How the worker kernel is launched (to start it again after a park).
    launch: LaunchConfig,
    launched: Launched,
    pub(super) kernel: ManuallyDrop<Kernel>,
    pub(super) device: Arc<dyn Device>,
    /// Set once the worker is known to have exited (its memory may then go).
    pub(super) finished: std::sync::atomic::AtomicBool,
    /// The fault or bad operator that stopped it, once seen.
    pub(super) failure: Mutex<Option<String>>,
}

impl Generation {
    /// Compiles, loads and launches a worker for `ops`.
    /// Compiles the worker for `ops` (or finds it in the cache). Safe while
    /// another worker runs.
    pub(super) fn compile(jit: &Jit, ops: &[Operator]) -> Result<Arc<gpujit_device::Image>> {
        jit.compile(&worker_module(ops)?)
    }

    /// Loads a compiled worker. On CUDA, loading a module waits for every
    /// running kernel, so no worker may be running on the device.
    pub(super) fn load(jit: &Jit, image: &gpujit_device::Image) -> Result<Kernel> {
        Ok(jit.device().load(image)?.kernel(WORKER)?)
    }

    /// Launches `kernel` (a worker for `ops`) on fresh queues.
    pub(super) fn launch(
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
            launch,
            launched: Mutex::new(launched),
            kernel: ManuallyDrop::new(kernel),
            device: dev,
            finished: false.into(),
            failure: Mutex::new(None),
        }))
    }

    pub(super) fn ctl(&self, queue: u32, w: u32) -> &AtomicU64 {
        // In range by construction: queue < queues, w < CTL_WORDS.
        self.ctl
            .u64_at((queue * CTL_WORDS + w) as usize)
            .unwrap_or_else(|_| unreachable_word())
    }

    pub(super) fn done(&self, queue: u32) -> u64 {
        self.ctl(queue, DONE).load(Ordering::Acquire)
    }

    pub(super) fn op_id(&self, name: &str) -> Result<(u32, &Operator)> {
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

    /// Checks a task against its operator; returns the slot's words. Raw
    /// addresses ([`KernelArg::address`]) are refused unless `raw` allows them.
    pub(super) fn encode(
        &self,
        op: &str,
        args: &[KernelArg<'_>],
        n: u32,
        raw: bool,
    ) -> Result<Vec<u64>> {
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
            if a.is_raw_address() && !raw {
                return Err(bad(format!(
                    "argument {i} is a raw address, which only `Runtime::submit_unchecked` takes"
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
    pub(super) fn push(&self, queue: u32, words: &[u64], timeout: Duration) -> Result<u64> {
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
                if st.written - st.done_seen >= u64::from(self.capacity) {
                    st.done_seen = self.done(queue);
                }
                if st.written - st.done_seen < u64::from(self.capacity) {
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
    pub(super) fn check_alive(&self) -> Result<()> {
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
        let fault = lock(&self.launched)
            .is_finished()
            .err()
            .map(|e| e.to_string());
        match fault {
            Some(f) => Err(self.fail(f)),
            None => Ok(()),
        }
    }

    pub(super) fn fail(&self, detail: String) -> Error {
        lock(&self.failure).get_or_insert(detail.clone());
        self.failed(detail)
    }

    pub(super) fn failed(&self, detail: String) -> Error {
        RuntimeError::WorkerFailed {
            generation: self.id,
            detail,
        }
        .into()
    }

    /// Waits until `queue` completed task `seq`.
    pub(super) fn wait(&self, queue: u32, seq: u64, timeout: Duration) -> Result<()> {
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

    /// Whether the worker has exited and was joined (parked or retired).
    pub(super) fn is_finished(&self) -> bool {
        self.finished.load(Ordering::Acquire)
    }

    /// Starts the worker kernel again on the same queues after it exited and
    /// was joined ([`Generation::join`]): it goes on from the completion count,
    /// so tickets given out before stay valid.
    pub(super) fn restart(&self) -> Result<()> {
        if !self.is_finished() {
            return Ok(());
        }
        for q in 0..self.queues.len() as u32 {
            self.ctl(q, QUIT).store(0, Ordering::Relaxed);
            self.ctl(q, EXITED).store(0, Ordering::Relaxed);
        }
        std::sync::atomic::fence(Ordering::SeqCst);
        let args = [
            self.ctl.arg(),
            self.slots.arg(),
            KernelArg::from(self.capacity),
        ];
        // SAFETY: as in `Generation::launch`: the queues and the kernel outlive the worker
        // (leaked if it never exits), and the kernel reaches the queues with atomics only.
        let running = unsafe {
            self.device
                .launch_detached(&self.kernel, &self.launch, &args)
        }?;
        *lock(&self.launched) = running;
        self.finished.store(false, Ordering::Release);
        Ok(())
    }

    /// Asks the worker to exit once its queues are empty.
    pub(super) fn quit(&self) {
        for q in 0..self.queues.len() as u32 {
            self.ctl(q, QUIT).store(1, Ordering::Release);
        }
    }

    /// Waits for the worker to exit; a worker still running after `timeout`
    /// is reported stuck.
    pub(super) fn join(&self, timeout: Duration) -> Result<()> {
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
        lock(&self.launched)
            .wait()
            .map_err(|e| self.fail(e.to_string()))?;
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

/// A submitted task: wait for it with [`Ticket::wait`].
#[must_use = "a task's results are ready only after its ticket is waited for"]
#[derive(Clone)]
pub struct Ticket {
    pub(super) worker: Arc<Generation>,
    pub(super) queue: u32,
    pub(super) seq: u64,
    pub(super) timeout: Duration,
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
    pub(super) worker: &'a Generation,
    pub(super) timeout: Duration,
}

impl Candidate<'_> {
    /// The device it runs on, for buffers.
    pub fn device(&self) -> &dyn Device {
        self.worker.device.as_ref()
    }

    /// Runs one task on queue 0 of the candidate and waits for it.
    pub fn run(&self, op: &str, args: &[KernelArg<'_>], n: u32) -> Result<()> {
        let words = self.worker.encode(op, args, n, false)?;
        let seq = self.worker.push(0, &words, self.timeout)?;
        self.worker.wait(0, seq, self.timeout)
    }
}
