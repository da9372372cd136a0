//! The runtime: starting the first worker, submitting tasks, installing
//! operators with a swap of workers and a rollback, and shutting down.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, RwLock};
use std::time::Instant;

use gpujit_device::{Device, KernelArg};

use super::queue::{Candidate, Generation, Ticket};
use super::{Finally, NOP, Operator, RuntimeConfig, RuntimeError, RuntimeStats, lock};
use crate::{Error, Jit, Result};

/// The persistent-kernel runtime of one device: see the [module
/// documentation](crate::persistent). `Send + Sync`; submit from any thread.
pub struct Runtime {
    jit: Arc<Jit>,
    cfg: RuntimeConfig,
    current: RwLock<Option<Arc<Generation>>>,
    install: Mutex<u64>,
    pub(super) stuck: Mutex<Vec<Arc<Generation>>>,
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

    /// The installed operator `name`, if there is one.
    pub fn operator(&self, name: &str) -> Option<Operator> {
        self.current()
            .ok()
            .and_then(|g| g.ops.iter().find(|o| o.name == name).cloned())
    }

    /// Names of the installed operators.
    pub fn operators(&self) -> Vec<String> {
        self.current()
            .map(|g| g.ops.iter().map(|o| o.name.clone()).collect())
            .unwrap_or_default()
    }

    pub(super) fn current(&self) -> Result<Arc<Generation>> {
        self.current
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
            .ok_or_else(|| RuntimeError::Shutdown.into())
    }

    /// Queues task `op(args)` over `n` elements on `queue`; tasks of one queue
    /// run in submission order. Blocks while the queue is full. Buffer
    /// arguments must belong to the runtime's device; raw addresses
    /// ([`KernelArg::address`]) are refused ([`submit_unchecked`](Self::submit_unchecked)
    /// takes them).
    ///
    /// A buffer argument's borrow ends with this call, while the task may run
    /// later: keep the buffer alive, and leave what the task writes alone,
    /// until the ticket is done.
    pub fn submit(&self, queue: u32, op: &str, args: &[KernelArg<'_>], n: u32) -> Result<Ticket> {
        self.submit_words(queue, op, args, n, false)
    }

    /// [`submit`](Self::submit) that also takes raw addresses ([`KernelArg::address`]),
    /// passed on unexamined.
    ///
    /// # Safety
    /// Every raw address points into memory of the runtime's device that the
    /// operator may access as it does, and that stays allocated, with nothing
    /// else writing what the task reads or touching what it writes, until the
    /// ticket is done. On the host device a wrong address is an access to
    /// arbitrary memory of this process.
    pub unsafe fn submit_unchecked(
        &self,
        queue: u32,
        op: &str,
        args: &[KernelArg<'_>],
        n: u32,
    ) -> Result<Ticket> {
        self.submit_words(queue, op, args, n, true)
    }

    fn submit_words(
        &self,
        queue: u32,
        op: &str,
        args: &[KernelArg<'_>],
        n: u32,
        raw: bool,
    ) -> Result<Ticket> {
        // The read lock keeps a switch out while the task is written, so it lands in
        // a worker that will run it.
        let mut cur = self.current.read().unwrap_or_else(|p| p.into_inner());
        if cur.as_ref().is_some_and(|w| w.is_finished()) {
            drop(cur);
            self.resume()?;
            cur = self.current.read().unwrap_or_else(|p| p.into_inner());
        }
        let worker = cur.as_ref().ok_or(RuntimeError::Shutdown)?;
        let words = worker.encode(op, args, n, raw)?;
        let seq = worker.push(queue, &words, self.cfg.timeout)?;
        self.submitted.fetch_add(1, Ordering::Relaxed);
        Ok(Ticket {
            worker: worker.clone(),
            queue,
            seq,
            timeout: self.cfg.timeout,
        })
    }

    /// Stops the worker once the tasks already queued have run, keeping its
    /// code and queues: nothing of the runtime runs on the device until the
    /// next [`submit`](Self::submit) (or [`resume`](Self::resume)) starts it
    /// again, which costs one kernel launch. While a worker runs, CUDA makes
    /// module loads (lazily loaded kernels of other libraries included) and
    /// device-wide synchronisation wait for it; park the runtime before
    /// handing the device to code that may do either. Tickets stay valid.
    pub fn park(&self) -> Result<()> {
        let mut current = self.current.write().unwrap_or_else(|p| p.into_inner());
        let Some(worker) = current.as_ref() else {
            return Err(RuntimeError::Shutdown.into());
        };
        if worker.is_finished() {
            return Ok(());
        }
        worker.quit();
        if let Err(e) = worker.join(self.cfg.timeout) {
            if let Some(w) = current.take() {
                lock(&self.stuck).push(w);
            }
            return Err(e);
        }
        lock(&self.stats).parks += 1;
        Ok(())
    }

    /// Starts a parked worker again (a no-op when it runs).
    pub fn resume(&self) -> Result<()> {
        let current = self.current.write().unwrap_or_else(|p| p.into_inner());
        let worker = current.as_ref().ok_or(RuntimeError::Shutdown)?;
        if worker.is_finished() {
            worker.restart()?;
            lock(&self.stats).resumes += 1;
        }
        Ok(())
    }

    /// Whether the worker is parked ([`park`](Self::park)).
    pub fn is_parked(&self) -> bool {
        self.current
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .as_ref()
            .is_some_and(|w| w.is_finished())
    }

    /// Runs a NOP on every queue of `worker`, then `op`'s check if it has one.
    pub(super) fn validate(&self, worker: &Generation, op: Option<&Operator>) -> Result<()> {
        for q in 0..self.cfg.queues {
            let seq = worker.push(q, &worker.encode(NOP, &[], 0, false)?, self.cfg.timeout)?;
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
    /// the [module documentation](crate::persistent)) and validates the new one. On any
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
