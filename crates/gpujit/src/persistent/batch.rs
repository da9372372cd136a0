//! Micro-batching: many tiny elementwise requests executed as one task of the
//! persistent worker.
//!
//! A [`Batcher`] collects requests (`out = a + b`, `out = fma(a, b, c)`,
//! `out = exp(a)`, … on `f32` buffers) into a descriptor table in mapped
//! memory and sends the whole table as one task of the built-in
//! [`BATCH_OP`] operator, which runs the entries in order with a block
//! barrier between them (so a request may consume an earlier one's output).
//! A batch is sent when it is full ([`BatchConfig::max_ops`]), when its oldest
//! request has waited [`BatchConfig::max_delay`], on [`Batcher::flush`], and
//! when a caller waits for a result that is still in an unsent batch.
//! Requests hold their buffers (`Arc`s) until the batch has run.
//!
//! ```
//! use std::sync::Arc;
//! use gpujit::persistent::batch::{BatchConfig, Batcher};
//! use gpujit::persistent::{Runtime, RuntimeConfig};
//! use gpujit::DeviceExt;
//! let jit = Arc::new(gpujit::Jit::new(gpujit::open("host")?, gpujit::cache::Cache::new(None, 0, 16))?);
//! let rt = Arc::new(Runtime::new(jit.clone(), RuntimeConfig::default())?);
//! let batcher = Batcher::new(rt.clone(), BatchConfig::default())?;
//! let dev = jit.device();
//! let (a, b) = (Arc::new(dev.upload(&[1.0f32, 2.0])?), Arc::new(dev.upload(&[3.0f32, 4.0])?));
//! let (sum, prod) = (Arc::new(dev.alloc::<f32>(2)?), Arc::new(dev.alloc::<f32>(2)?));
//! batcher.add(&a, &b, &sum)?;
//! let p = batcher.mul(&sum, &b, &prod)?;     // reads the sum: runs after it, same batch
//! p.wait()?;                                  // sends the batch and waits
//! assert_eq!(dev.download(&prod)?, vec![12.0, 24.0]);
//! # drop(batcher); rt.shutdown()?;
//! # Ok::<(), gpujit::Error>(())
//! ```

use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use gpujit_device::{Buffer, KernelArg, MappedMemory, ParamType, ScalarType};
use gpujit_ir::MathOp;

use super::{Operator, Runtime, RuntimeError, Ticket, lock};
use crate::{Error, Result};

/// Name of the built-in operator that runs a batch.
pub const BATCH_OP: &str = "gpujit_batch";
/// Words (u64) per batch entry: header (op code, n), a, b, c, out.
const ENTRY_WORDS: usize = 5;
/// Op codes from here on are unary math functions (`MathOp::ALL` index).
const UNARY_BASE: u32 = 16;

/// An elementwise operation on `f32` buffers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Elementwise {
    /// `a + b`
    Add,
    /// `a - b`
    Sub,
    /// `a * b`
    Mul,
    /// `min(a, b)`
    Min,
    /// `max(a, b)`
    Max,
    /// `fma(a, b, c)`
    Fma,
    /// A one-argument math function: `exp(a)`, `sqrt(a)`, …
    Unary(MathOp),
}

impl Elementwise {
    /// Number of input buffers.
    pub fn inputs(self) -> usize {
        match self {
            Elementwise::Fma => 3,
            Elementwise::Unary(_) => 1,
            _ => 2,
        }
    }

    fn code(self) -> Result<u32> {
        Ok(match self {
            Elementwise::Add => 0,
            Elementwise::Sub => 1,
            Elementwise::Mul => 2,
            Elementwise::Min => 3,
            Elementwise::Max => 4,
            Elementwise::Fma => 5,
            Elementwise::Unary(m) => {
                let i = unary_ops().iter().position(|u| *u == m).ok_or_else(|| {
                    RuntimeError::BadTask {
                        op: BATCH_OP.into(),
                        detail: format!("{} is not a one-argument math function", m.name()),
                    }
                })?;
                UNARY_BASE + i as u32
            }
        })
    }
}

fn unary_ops() -> Vec<MathOp> {
    MathOp::ALL.into_iter().filter(|m| m.arity() == 1).collect()
}

/// The operator that runs a table of `count` entries in order.
pub fn batch_operator() -> Result<Operator> {
    let params = [
        ParamType::Pointer(Some(ScalarType::U64)),
        ParamType::Scalar(ScalarType::U32),
    ];
    Operator::new(BATCH_OP, &params, |k, op| {
        let (table, count) = (op.args[0], op.args[1]);
        k.for_range(k.u32(0), count, k.u32(1), |k, e| {
            let base = k.mul(e, k.u32(ENTRY_WORDS as u32));
            let word = |w: u32| k.load(table, k.add(base, k.u32(w)));
            let header = word(0);
            let code = k.cast(k.and(header, k.u64(0xffff_ffff)), ScalarType::U32);
            let n = k.cast(k.shr(header, k.u64(32)), ScalarType::U32);
            let [a, b, c, out] = [1, 2, 3, 4].map(|w| k.ptr_from_addr(word(w), ScalarType::F32));
            k.for_range(op.tid, n, op.threads, |k, i| {
                let x = k.load(a, i);
                let v = k.var(x);
                for c in 0..5u32 {
                    k.if_(k.eq(code, k.u32(c)), |k| {
                        let y = k.load(b, i);
                        let r = match c {
                            0 => k.add(x, y),
                            1 => k.sub(x, y),
                            2 => k.mul(x, y),
                            3 => k.min(x, y),
                            _ => k.max(x, y),
                        };
                        k.set(v, r);
                    });
                }
                k.if_(k.eq(code, k.u32(5)), |k| {
                    k.set(v, k.fma(x, k.load(b, i), k.load(c, i)))
                });
                for (j, m) in unary_ops().into_iter().enumerate() {
                    k.if_(k.eq(code, k.u32(UNARY_BASE + j as u32)), |k| {
                        k.set(v, k.math(m, &[x]))
                    });
                }
                k.store(out, i, k.get(v));
            });
            k.barrier();
        });
    })
}

/// When a [`Batcher`] sends its batch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BatchConfig {
    /// Requests per batch; a full batch is sent at once.
    pub max_ops: u32,
    /// Longest a request waits in an unsent batch.
    pub max_delay: Duration,
    /// The runtime queue batches go to.
    pub queue: u32,
}

impl Default for BatchConfig {
    fn default() -> Self {
        BatchConfig {
            max_ops: 256,
            max_delay: Duration::from_micros(200),
            queue: 0,
        }
    }
}

/// Where a request's batch is: unsent, or sent with this ticket (or error).
struct Slot {
    id: u64,
    sent: Mutex<Option<std::result::Result<Arc<Ticket>, String>>>,
}

/// A batch being filled.
struct Open {
    slot: Arc<Slot>,
    table: MappedMemory,
    count: u32,
    keep: Vec<Arc<Buffer<f32>>>,
    since: Instant,
}

/// A batch sent and maybe still running: its table and buffers stay until it has.
struct Sent {
    ticket: Arc<Ticket>,
    table: MappedMemory,
    _keep: Vec<Arc<Buffer<f32>>>,
}

#[derive(Default)]
struct State {
    open: Option<Open>,
    free_tables: Vec<MappedMemory>,
    sent: Vec<Sent>,
    next_id: u64,
    stopped: bool,
    batches: u64,
    requests: u64,
}

impl super::Lingering for State {
    fn stopped(&self) -> bool {
        self.stopped
    }

    fn open_since(&self) -> Option<Instant> {
        self.open.as_ref().map(|o| o.since)
    }
}

struct Inner {
    rt: Arc<Runtime>,
    cfg: BatchConfig,
    state: Mutex<State>,
    wake: Condvar,
}

/// Collects tiny elementwise requests and runs them in batches on a
/// [`Runtime`]: see the [module documentation](self).
pub struct Batcher {
    inner: Arc<Inner>,
    timer: Option<JoinHandle<()>>,
}

/// A request's result: ready after [`Pending::wait`].
#[must_use = "a request's output is ready only after it is waited for"]
pub struct Pending {
    slot: Arc<Slot>,
    inner: Arc<Inner>,
}

impl Pending {
    /// Sends the request's batch if it is still unsent, and waits until it has run.
    pub fn wait(&self) -> Result<()> {
        if lock(&self.slot.sent).is_none() {
            self.inner.flush_if(Some(self.slot.id))?;
        }
        let sent = lock(&self.slot.sent).clone();
        match sent {
            Some(Ok(t)) => t.wait(),
            Some(Err(e)) => Err(RuntimeError::BadTask {
                op: BATCH_OP.into(),
                detail: format!("the batch was not sent: {e}"),
            }
            .into()),
            None => Err(RuntimeError::Shutdown.into()),
        }
    }
}

/// Counts kept by a batcher.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BatchStats {
    /// Requests accepted.
    pub requests: u64,
    /// Batches sent.
    pub batches: u64,
}

impl Batcher {
    /// A batcher on `rt`; installs [`BATCH_OP`] there if it is missing.
    pub fn new(rt: Arc<Runtime>, cfg: BatchConfig) -> Result<Batcher> {
        if cfg.max_ops == 0 {
            return Err(RuntimeError::Config("max_ops must be positive".into()).into());
        }
        if !rt.operators().iter().any(|o| o == BATCH_OP) {
            rt.install(batch_operator()?)?;
        }
        let inner = Arc::new(Inner {
            rt,
            cfg,
            state: Mutex::new(State::default()),
            wake: Condvar::new(),
        });
        let timer = {
            let inner = inner.clone();
            std::thread::Builder::new()
                .name("gpujit-batcher".into())
                .spawn(move || inner.timer())
                .map_err(|e| {
                    RuntimeError::Config(format!("cannot start the batch timer thread: {e}"))
                })?
        };
        Ok(Batcher {
            inner,
            timer: Some(timer),
        })
    }

    /// Queues `out = op(inputs…)`; all buffers must have `out`'s length.
    pub fn request(
        &self,
        op: Elementwise,
        inputs: &[&Arc<Buffer<f32>>],
        out: &Arc<Buffer<f32>>,
    ) -> Result<Pending> {
        let bad = |detail: String| -> Error {
            RuntimeError::BadTask {
                op: format!("{op:?}"),
                detail,
            }
            .into()
        };
        if inputs.len() != op.inputs() {
            return Err(bad(format!(
                "takes {} inputs, {} given",
                op.inputs(),
                inputs.len()
            )));
        }
        let n = out.len();
        if let Some(b) = inputs.iter().find(|b| b.len() != n) {
            return Err(bad(format!(
                "an input has {} elements, the output {n}",
                b.len()
            )));
        }
        let n = u32::try_from(n).map_err(|_| bad(format!("{n} elements; at most {}", u32::MAX)))?;
        let code = op.code()?;
        let addr = |i: usize| inputs.get(i).map_or(0, |b| b.memory().addr());
        let words = [
            u64::from(code) | u64::from(n) << 32,
            addr(0),
            addr(1),
            addr(2),
            out.memory().addr(),
        ];
        self.inner.push(
            &words,
            inputs.iter().map(|b| (*b).clone()).chain([out.clone()]),
        )
    }

    /// `out = a + b`.
    pub fn add(
        &self,
        a: &Arc<Buffer<f32>>,
        b: &Arc<Buffer<f32>>,
        out: &Arc<Buffer<f32>>,
    ) -> Result<Pending> {
        self.request(Elementwise::Add, &[a, b], out)
    }

    /// `out = a * b`.
    pub fn mul(
        &self,
        a: &Arc<Buffer<f32>>,
        b: &Arc<Buffer<f32>>,
        out: &Arc<Buffer<f32>>,
    ) -> Result<Pending> {
        self.request(Elementwise::Mul, &[a, b], out)
    }

    /// `out = fma(a, b, c)`.
    pub fn fma(
        &self,
        a: &Arc<Buffer<f32>>,
        b: &Arc<Buffer<f32>>,
        c: &Arc<Buffer<f32>>,
        out: &Arc<Buffer<f32>>,
    ) -> Result<Pending> {
        self.request(Elementwise::Fma, &[a, b, c], out)
    }

    /// `out = f(a)` for a one-argument math function.
    pub fn unary(
        &self,
        f: MathOp,
        a: &Arc<Buffer<f32>>,
        out: &Arc<Buffer<f32>>,
    ) -> Result<Pending> {
        self.request(Elementwise::Unary(f), &[a], out)
    }

    /// Sends the open batch now.
    pub fn flush(&self) -> Result<()> {
        self.inner.flush_if(None)
    }

    /// Counts so far.
    pub fn stats(&self) -> BatchStats {
        let s = lock(&self.inner.state);
        BatchStats {
            requests: s.requests,
            batches: s.batches,
        }
    }
}

impl Inner {
    fn push(
        self: &Arc<Self>,
        words: &[u64; ENTRY_WORDS],
        keep: impl Iterator<Item = Arc<Buffer<f32>>>,
    ) -> Result<Pending> {
        let mut s = lock(&self.state);
        if s.stopped {
            return Err(RuntimeError::Shutdown.into());
        }
        if s.open.is_none() {
            let table = match s.free_tables.pop() {
                Some(t) => t,
                None => self
                    .rt
                    .device()
                    .alloc_mapped(self.cfg.max_ops as usize * ENTRY_WORDS * 8)?,
            };
            s.next_id += 1;
            s.open = Some(Open {
                slot: Arc::new(Slot {
                    id: s.next_id,
                    sent: Mutex::new(None),
                }),
                table,
                count: 0,
                keep: Vec::new(),
                since: Instant::now(),
            });
            self.wake.notify_all();
        }
        let Some(open) = s.open.as_mut() else {
            return Err(RuntimeError::Shutdown.into());
        };
        let at = open.count as usize * ENTRY_WORDS;
        for (i, w) in words.iter().enumerate() {
            open.table
                .u64_at(at + i)?
                .store(*w, std::sync::atomic::Ordering::Relaxed);
        }
        open.count += 1;
        open.keep.extend(keep);
        let pending = Pending {
            slot: open.slot.clone(),
            inner: self.clone(),
        };
        let full = open.count >= self.cfg.max_ops;
        s.requests += 1;
        if full {
            self.send(&mut s)?;
        }
        Ok(pending)
    }

    /// Sends the open batch if it is `id` (or any, for `None`).
    fn flush_if(&self, id: Option<u64>) -> Result<()> {
        let mut s = lock(&self.state);
        match &s.open {
            Some(o) if id.is_none_or(|id| o.slot.id == id) => self.send(&mut s),
            _ => Ok(()),
        }
    }

    /// Submits the open batch as one task; recycles finished batches' tables.
    fn send(&self, s: &mut State) -> Result<()> {
        let Some(open) = s.open.take() else {
            return Ok(());
        };
        let mut i = 0;
        while i < s.sent.len() {
            if s.sent[i].ticket.is_done() {
                let done = s.sent.swap_remove(i);
                s.free_tables.push(done.table);
            } else {
                i += 1;
            }
        }
        let args = [open.table.arg(), KernelArg::from(open.count)];
        match self.rt.submit(self.cfg.queue, BATCH_OP, &args, 0) {
            Ok(t) => {
                let t = Arc::new(t);
                *lock(&open.slot.sent) = Some(Ok(t.clone()));
                s.sent.push(Sent {
                    ticket: t,
                    table: open.table,
                    _keep: open.keep,
                });
                s.batches += 1;
                Ok(())
            }
            Err(e) => {
                *lock(&open.slot.sent) = Some(Err(e.to_string()));
                s.free_tables.push(open.table);
                Err(e)
            }
        }
    }

    /// Sends a batch whose oldest request has waited `max_delay`.
    fn timer(&self) {
        super::send_after_delay(&self.state, &self.wake, self.cfg.max_delay, |s| {
            let _ = self.send(s);
        });
    }
}

impl Drop for Batcher {
    /// Sends what is open, stops the timer and waits for the batches in flight
    /// (their buffers are released only after they ran; one that does not
    /// finish keeps its buffers and table, leaked).
    fn drop(&mut self) {
        let sent = {
            let mut s = lock(&self.inner.state);
            let _ = self.inner.send(&mut s);
            s.stopped = true;
            self.inner.wake.notify_all();
            std::mem::take(&mut s.sent)
        };
        if let Some(t) = self.timer.take() {
            let _ = t.join();
        }
        for b in sent {
            if b.ticket.wait().is_err() {
                std::mem::forget(b);
            }
        }
    }
}
