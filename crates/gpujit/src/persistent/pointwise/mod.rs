//! A pointwise interpreter on the persistent runtime: small elementwise ops
//! and last-axis reductions on `f32`, `f16` and `bf16` tensors of any shape
//! and strides, recorded one by one and run in batches across several
//! worker blocks.
//!
//! [`Pointwise::record`] appends one op to a descriptor table in mapped
//! memory (operation, dtypes, sizes and per-input strides after broadcasting,
//! addresses). A batch goes out as one task of the built-in [`POINTWISE_OP`]
//! operator on each of `parts` queues: block `q` of the worker runs slice
//! `q` of every entry, so one op spreads over `parts` multiprocessors. An
//! entry that reads or writes memory an earlier entry of the batch wrote (or
//! read) waits at a barrier across the parts first (a counter in device
//! memory; every worker block is resident, so spinning on it is safe), and
//! so does the first entry of every batch. Math is `f32`; `f16` and `bf16`
//! are loaded and stored as such. Outputs are contiguous.
//!
//! A batch is sent when it is full, when its first op has waited
//! [`PointwiseConfig::max_delay`], on [`Pointwise::flush`] and on
//! [`Pointwise::wait_all`]. The caller keeps every tensor a recorded op
//! touches alive until [`Pointwise::completed`] reaches the batch id
//! [`Pointwise::record`] returned.
//!
//! ```
//! use std::sync::Arc;
//! use gpujit::persistent::pointwise::{Dtype, Operand, Pointwise, PointwiseConfig, PwOp, Tensor};
//! use gpujit::persistent::{Runtime, RuntimeConfig};
//! use gpujit::DeviceExt;
//! let jit = Arc::new(gpujit::Jit::new(gpujit::open("host")?, gpujit::cache::Cache::new(None, 0, 16))?);
//! let rt = Arc::new(Runtime::new(jit.clone(), RuntimeConfig { queues: 2, ..Default::default() })?);
//! let pw = Pointwise::new(rt.clone(), PointwiseConfig { parts: 2, ..Default::default() })?;
//! let dev = jit.device();
//! let x = dev.upload(&[1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0])?;
//! let y = dev.upload(&[10.0f32, 20.0, 30.0])?;
//! let out = dev.alloc::<f32>(6)?;
//! // out[2, 3] = x[2, 3] + y[3] (broadcast along the rows)
//! let t = |addr, shape: &[i64], strides: &[i64]| Tensor { addr, dtype: Dtype::F32, shape: shape.to_vec(), strides: strides.to_vec() };
//! // SAFETY: the three tensors lie in buffers of the runtime's device, which live,
//! // untouched, until `wait_all` returns.
//! unsafe {
//!     pw.record(
//!         PwOp::Add,
//!         &t(out.memory().addr(), &[2, 3], &[3, 1]),
//!         &[Operand::Tensor(t(x.memory().addr(), &[2, 3], &[3, 1])), Operand::Tensor(t(y.memory().addr(), &[3], &[1]))],
//!         [1.0, 0.0],
//!     )
//! }?;
//! pw.wait_all()?;
//! assert_eq!(dev.download(&out)?, vec![11.0, 22.0, 33.0, 14.0, 25.0, 36.0]);
//! # drop(pw); rt.shutdown()?;
//! # Ok::<(), gpujit::Error>(())
//! ```

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use gpujit_device::{Buffer, DeviceExt, KernelArg, MappedMemory};

use super::queue::Generation;
use super::{Runtime, RuntimeError, Ticket, lock};
use crate::Result;

mod encode;
mod hazard;
mod kernel;
mod program;

pub use encode::broadcast_shapes;
use encode::encode;
use hazard::{Hazards, Touch, touches};
pub use kernel::pointwise_operator;
pub use program::{PointwiseProgram, ResidentProgram};

/// Name of the built-in operator that runs a pointwise batch.
pub const POINTWISE_OP: &str = "gpujit_pointwise";
/// Words (u64) per table entry.
const ENTRY_WORDS: usize = 16;
/// Most dimensions an operand has once broadcast and merged.
pub const MAX_DIMS: usize = 4;

/// Element types of pointwise operands. Math is `f32` whatever they are.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Dtype {
    /// IEEE binary32.
    F32 = 0,
    /// IEEE binary16.
    F16 = 1,
    /// bfloat16.
    BF16 = 2,
    /// One byte, zero or not (the condition of [`PwOp::Where`]); not an output.
    Bool = 3,
}

impl Dtype {
    /// Bytes per element.
    pub fn size(self) -> u64 {
        match self {
            Dtype::F32 => 4,
            Dtype::F16 | Dtype::BF16 => 2,
            Dtype::Bool => 1,
        }
    }
}

/// The operations. Binary ones take two operands (tensors or scalars), unary
/// ones one, [`PwOp::Where`] three (condition, then, else); reductions take
/// one tensor and reduce its last dimension.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum PwOp {
    /// `a + p0 * b` (`p0` is `alpha`, 1 for a plain sum).
    Add = 0,
    /// `a - p0 * b`.
    Sub = 1,
    /// `a * b`.
    Mul = 2,
    /// `a / b`.
    Div = 3,
    /// `max(a, b)`, NaN if either is.
    Maximum = 4,
    /// `min(a, b)`, NaN if either is.
    Minimum = 5,
    /// `a ^ b`.
    Pow = 6,
    /// `a != 0 ? b : c`.
    Where = 7,
    /// `max(a, 0)` (NaN stays NaN).
    Relu = 16,
    /// `1 / (1 + exp(-a))`.
    Sigmoid = 17,
    /// `tanh(a)`.
    Tanh = 18,
    /// `exp(a)`.
    Exp = 19,
    /// `log(a)`.
    Log = 20,
    /// `sqrt(a)`.
    Sqrt = 21,
    /// `|a|`.
    Abs = 22,
    /// `sin(a)`.
    Sin = 23,
    /// `cos(a)`.
    Cos = 24,
    /// `a * (1 + erf(a / sqrt 2)) / 2`.
    Gelu = 25,
    /// `a * (1 + tanh(sqrt(2 / pi) * (a + 0.044715 a^3))) / 2`.
    GeluTanh = 26,
    /// `a / (1 + exp(-a))`.
    Silu = 27,
    /// `min(max(a, p0), p1)` (NaN stays NaN; pass -inf or inf for no bound).
    Clamp = 28,
    /// `-a`.
    Neg = 29,
    /// `a * a`.
    Square = 30,
    /// `a * a * a`.
    Cube = 31,
    /// `1 / sqrt(a)`.
    Rsqrt = 32,
    /// `1 / a`.
    Reciprocal = 33,
    /// `a` (a copy, converting the dtype).
    Copy = 34,
    /// Sum over the last dimension.
    Sum = 48,
    /// Mean over the last dimension.
    Mean = 49,
}

impl PwOp {
    /// Every operation.
    pub const ALL: [PwOp; 29] = [
        PwOp::Add,
        PwOp::Sub,
        PwOp::Mul,
        PwOp::Div,
        PwOp::Maximum,
        PwOp::Minimum,
        PwOp::Pow,
        PwOp::Where,
        PwOp::Relu,
        PwOp::Sigmoid,
        PwOp::Tanh,
        PwOp::Exp,
        PwOp::Log,
        PwOp::Sqrt,
        PwOp::Abs,
        PwOp::Sin,
        PwOp::Cos,
        PwOp::Gelu,
        PwOp::GeluTanh,
        PwOp::Silu,
        PwOp::Clamp,
        PwOp::Neg,
        PwOp::Square,
        PwOp::Cube,
        PwOp::Rsqrt,
        PwOp::Reciprocal,
        PwOp::Copy,
        PwOp::Sum,
        PwOp::Mean,
    ];

    /// Operands taken.
    pub fn arity(self) -> usize {
        match self as u32 {
            7 => 3,
            0..=6 => 2,
            _ => 1,
        }
    }

    /// Whether it reduces the last dimension.
    pub fn is_reduction(self) -> bool {
        matches!(self, PwOp::Sum | PwOp::Mean)
    }

    /// The operation of this name (`add`, `gelu_tanh`, ...).
    pub fn from_name(name: &str) -> Option<PwOp> {
        PwOp::ALL.into_iter().find(|o| o.name() == name)
    }

    /// Its name.
    pub fn name(self) -> &'static str {
        match self {
            PwOp::Add => "add",
            PwOp::Sub => "sub",
            PwOp::Mul => "mul",
            PwOp::Div => "div",
            PwOp::Maximum => "maximum",
            PwOp::Minimum => "minimum",
            PwOp::Pow => "pow",
            PwOp::Where => "where",
            PwOp::Relu => "relu",
            PwOp::Sigmoid => "sigmoid",
            PwOp::Tanh => "tanh",
            PwOp::Exp => "exp",
            PwOp::Log => "log",
            PwOp::Sqrt => "sqrt",
            PwOp::Abs => "abs",
            PwOp::Sin => "sin",
            PwOp::Cos => "cos",
            PwOp::Gelu => "gelu",
            PwOp::GeluTanh => "gelu_tanh",
            PwOp::Silu => "silu",
            PwOp::Clamp => "clamp",
            PwOp::Neg => "neg",
            PwOp::Square => "square",
            PwOp::Cube => "cube",
            PwOp::Rsqrt => "rsqrt",
            PwOp::Reciprocal => "reciprocal",
            PwOp::Copy => "copy",
            PwOp::Sum => "sum",
            PwOp::Mean => "mean",
        }
    }
}

/// A strided tensor in device memory (strides in elements, outermost first).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tensor {
    /// Device address of element 0.
    pub addr: u64,
    /// Element type.
    pub dtype: Dtype,
    /// Sizes.
    pub shape: Vec<i64>,
    /// Strides in elements, one per size.
    pub strides: Vec<i64>,
}

impl Tensor {
    /// A contiguous tensor of `shape` at `addr`.
    pub fn contiguous(addr: u64, dtype: Dtype, shape: &[i64]) -> Tensor {
        let mut strides = vec![1i64; shape.len()];
        for d in (0..shape.len().saturating_sub(1)).rev() {
            strides[d] = strides[d + 1] * shape[d + 1].max(1);
        }
        Tensor {
            addr,
            dtype,
            shape: shape.to_vec(),
            strides,
        }
    }

    /// The byte range `[lo, hi)` its elements lie in.
    fn span(&self) -> (u64, u64) {
        let esz = self.dtype.size() as i64;
        let (mut lo, mut hi) = (0i64, 0i64);
        for (&s, &st) in self.shape.iter().zip(&self.strides) {
            let reach = (s - 1).max(0) * st;
            if reach < 0 {
                lo += reach;
            } else {
                hi += reach;
            }
        }
        let base = self.addr as i64;
        ((base + lo * esz) as u64, (base + (hi + 1) * esz) as u64)
    }

    fn numel(&self) -> i64 {
        self.shape.iter().product()
    }
}

/// One operand of a recorded op.
#[derive(Debug, Clone, PartialEq)]
pub enum Operand {
    /// A tensor, broadcast to the output's shape.
    Tensor(Tensor),
    /// A number (used as `f32`).
    Scalar(f64),
}

/// When a [`Pointwise`] sends its batch, and over how many queues it runs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PointwiseConfig {
    /// Ops per batch; a full batch is sent at once.
    pub max_entries: u32,
    /// Longest an op waits in an unsent batch.
    pub max_delay: Duration,
    /// Queues `0..parts` of the runtime, one slice of every op each.
    pub parts: u32,
}

impl Default for PointwiseConfig {
    fn default() -> Self {
        PointwiseConfig {
            max_entries: 256,
            max_delay: Duration::from_micros(200),
            parts: 1,
        }
    }
}

/// Counts kept by a [`Pointwise`].
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PointwiseStats {
    /// Ops recorded.
    pub ops: u64,
    /// Batches sent.
    pub batches: u64,
    /// Barriers across parts placed (dependencies, and one per batch).
    pub barriers: u64,
}

/// Where a batch is: the parts' tickets once sent.
struct Sent {
    id: u64,
    tickets: Vec<Ticket>,
    /// A batch's table (back to the free list once run), or a resident
    /// program's (kept until run).
    table: Table,
}

/// The descriptor table a sent batch reads.
enum Table {
    Mapped(MappedMemory),
    Resident(Arc<Buffer<u64>>),
}

impl Table {
    fn arg(&self) -> KernelArg<'_> {
        match self {
            Table::Mapped(t) => t.arg(),
            Table::Resident(b) => b.arg(),
        }
    }
}

/// A batch being filled.
struct Open {
    id: u64,
    table: MappedMemory,
    count: u32,
    since: Instant,
    /// Barriers placed in the batch, and what its entries touched since the last.
    hazards: Hazards,
}

struct State {
    open: Option<Open>,
    sent: Vec<Sent>,
    free_tables: Vec<MappedMemory>,
    next_id: u64,
    /// Arrivals at the barrier counter once every sent batch's barriers are
    /// passed (the base the next batch's barrier targets count from).
    arrivals: u64,
    /// Highest batch id known to have run (all before it too).
    completed: u64,
    stopped: bool,
    stats: PointwiseStats,
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
    /// Unique in the process: the programs it loads name it.
    id: u64,
    rt: Arc<Runtime>,
    cfg: PointwiseConfig,
    counter: Buffer<u64>,
    state: Mutex<State>,
    wake: Condvar,
}

/// Records pointwise ops and runs them in batches on a [`Runtime`]: see the
/// [module documentation](self).
pub struct Pointwise {
    inner: Arc<Inner>,
    timer: Option<JoinHandle<()>>,
}

impl Pointwise {
    /// A recorder on `rt` using its queues `0..cfg.parts`; installs
    /// [`POINTWISE_OP`] there if it is missing.
    pub fn new(rt: Arc<Runtime>, cfg: PointwiseConfig) -> Result<Pointwise> {
        if cfg.max_entries == 0 || cfg.parts == 0 {
            return Err(
                RuntimeError::Config("max_entries and parts must be positive".into()).into(),
            );
        }
        if cfg.parts > rt.config().queues {
            return Err(RuntimeError::Config(format!(
                "{} parts need as many queues; the runtime has {}",
                cfg.parts,
                rt.config().queues
            ))
            .into());
        }
        if !rt.operators().iter().any(|o| o == POINTWISE_OP) {
            rt.install(pointwise_operator()?)?;
        }
        let counter = rt.device().upload(&[0u64])?;
        static NEXT_ID: AtomicU64 = AtomicU64::new(1);
        let inner = Arc::new(Inner {
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            rt,
            cfg,
            counter,
            state: Mutex::new(State {
                open: None,
                sent: Vec::new(),
                free_tables: Vec::new(),
                next_id: 0,
                arrivals: 0,
                completed: 0,
                stopped: false,
                stats: PointwiseStats::default(),
            }),
            wake: Condvar::new(),
        });
        let timer = {
            let inner = inner.clone();
            std::thread::Builder::new()
                .name("gpujit-pointwise".into())
                .spawn(move || inner.timer())
                .map_err(|e| {
                    RuntimeError::Config(format!("cannot start the pointwise timer thread: {e}"))
                })?
        };
        Ok(Pointwise {
            inner,
            timer: Some(timer),
        })
    }

    /// The runtime it runs on.
    pub fn runtime(&self) -> &Arc<Runtime> {
        &self.inner.rt
    }

    /// Records `out = op(inputs)` (`params`: `alpha` of add/sub, the bounds of
    /// clamp); returns the id of the batch it went into. The tensors are raw
    /// addresses with shapes and strides: nothing here can check what they
    /// point to.
    ///
    /// # Safety
    /// Every element of `out` and of each tensor input (as its shape and
    /// strides reach them) lies in memory of the runtime's device, and stays
    /// allocated, with nothing but this recorder's ops writing what they read
    /// or touching what they write, until [`completed`](Self::completed)
    /// reaches the returned id. On the host device a wrong address is an
    /// access to arbitrary memory of this process.
    pub unsafe fn record(
        &self,
        op: PwOp,
        out: &Tensor,
        inputs: &[Operand],
        params: [f32; 2],
    ) -> Result<u64> {
        let mut words = encode_checked(op, out, inputs, params)?;
        let (reads, n) = touches(inputs);
        self.inner.push(&mut words, out.touch(), &reads[..n])
    }

    /// Puts `program` into the device's memory as one batch, with its
    /// barriers placed, ready for [`replay`](Self::replay). Touches none of
    /// the memory the program's ops name.
    pub fn load(&self, program: &PointwiseProgram) -> Result<ResidentProgram> {
        program.load(self.inner.rt.device(), self.inner.cfg.parts, self.id())
    }

    /// Sends `program` (after the open batch) as one batch over the parts:
    /// its ops run in order, as recorded one by one, with no table written
    /// and no op checked again. Returns the batch id, for
    /// [`completed`](Self::completed) and [`wait_all`](Self::wait_all).
    ///
    /// # Safety
    /// What [`record`](Self::record) asks, for every op of the program: the
    /// memory its tensors name is the runtime device's, allocated and left to
    /// this recorder's ops until `completed` reaches the returned id.
    pub unsafe fn replay(&self, program: &ResidentProgram) -> Result<u64> {
        if program.owner() != self.id() {
            return Err(RuntimeError::Config(
                "a pointwise program runs on the recorder that loaded it".into(),
            )
            .into());
        }
        let mut s = lock(&self.inner.state);
        if s.stopped {
            return Err(RuntimeError::Shutdown.into());
        }
        self.inner.send(&mut s)?;
        let Some(table) = program.table() else {
            self.inner.reap(&mut s);
            return Ok(s.completed);
        };
        s.next_id += 1;
        let id = s.next_id;
        self.inner.submit(
            &mut s,
            id,
            program.len_u32(),
            program.barriers(),
            Table::Resident(table.clone()),
        )?;
        s.stats.ops += u64::from(program.len_u32());
        s.stats.barriers += program.barriers();
        Ok(id)
    }

    /// This recorder's identity, for the programs it loads (never reused,
    /// unlike an address).
    fn id(&self) -> u64 {
        self.inner.id
    }

    /// Sends the open batch now.
    pub fn flush(&self) -> Result<()> {
        let mut s = lock(&self.inner.state);
        self.inner.send(&mut s)
    }

    /// Sends the open batch and waits until every batch has run.
    pub fn wait_all(&self) -> Result<()> {
        let sent = {
            let mut s = lock(&self.inner.state);
            self.inner.send(&mut s)?;
            s.sent.iter().map(|b| b.id).max()
        };
        if let Some(last) = sent {
            self.inner.wait_for(last)?;
        }
        Ok(())
    }

    /// The highest batch id that has run (every earlier one too); 0 when none.
    pub fn completed(&self) -> u64 {
        let mut s = lock(&self.inner.state);
        self.inner.reap(&mut s);
        s.completed
    }

    /// Whether every recorded op has run (nothing is open or in flight).
    pub fn is_idle(&self) -> bool {
        let mut s = lock(&self.inner.state);
        self.inner.reap(&mut s);
        s.open.is_none() && s.sent.is_empty()
    }

    /// Counts so far.
    pub fn stats(&self) -> PointwiseStats {
        lock(&self.inner.state).stats
    }
}

/// [`encode`], its complaint as the runtime's error.
fn encode_checked(
    op: PwOp,
    out: &Tensor,
    inputs: &[Operand],
    params: [f32; 2],
) -> Result<[u64; ENTRY_WORDS]> {
    encode(op, out, inputs, params).map_err(|detail| {
        RuntimeError::BadTask {
            op: format!("{POINTWISE_OP}.{}", op.name()),
            detail,
        }
        .into()
    })
}

impl Inner {
    fn push(&self, words: &mut [u64; ENTRY_WORDS], out: Touch, reads: &[Touch]) -> Result<u64> {
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
                    .alloc_mapped(self.cfg.max_entries as usize * ENTRY_WORDS * 8)?,
            };
            s.next_id += 1;
            s.open = Some(Open {
                id: s.next_id,
                table,
                count: 0,
                since: Instant::now(),
                hazards: Hazards::default(),
            });
            self.wake.notify_all();
        }
        let st = &mut *s;
        let Some(open) = st.open.as_mut() else {
            return Err(RuntimeError::Shutdown.into());
        };
        if open.hazards.place(
            words,
            open.count == 0,
            out,
            reads,
            u64::from(self.cfg.parts),
        ) {
            st.stats.barriers += 1;
        }
        let at = open.count as usize * ENTRY_WORDS;
        for (i, w) in words.iter().enumerate() {
            open.table.u64_at(at + i)?.store(*w, Ordering::Relaxed);
        }
        open.count += 1;
        let id = open.id;
        let full = open.count >= self.cfg.max_entries;
        st.stats.ops += 1;
        if full {
            self.send(st)?;
        }
        Ok(id)
    }

    /// Moves finished batches' tables back to the free list.
    fn reap(&self, s: &mut State) {
        let mut i = 0;
        let mut oldest_pending = u64::MAX;
        while i < s.sent.len() {
            if s.sent[i].tickets.iter().all(|t| t.is_done()) {
                let done = s.sent.swap_remove(i);
                if let Table::Mapped(t) = done.table {
                    s.free_tables.push(t);
                }
            } else {
                oldest_pending = oldest_pending.min(s.sent[i].id);
                i += 1;
            }
        }
        let upto = if oldest_pending == u64::MAX {
            s.open.as_ref().map_or(s.next_id, |o| o.id - 1)
        } else {
            oldest_pending - 1
        };
        s.completed = s.completed.max(upto);
    }

    /// Submits the open batch to every part.
    fn send(&self, s: &mut State) -> Result<()> {
        // Reap first: with the open batch taken but not yet in `sent`, `reap`
        // would count it as run.
        self.reap(s);
        let Some(open) = s.open.take() else {
            return Ok(());
        };
        let barriers = open.hazards.barriers();
        self.submit(s, open.id, open.count, barriers, Table::Mapped(open.table))
    }

    /// Submits batch `id` (`count` entries in `table`, `barriers` of them
    /// waiting) to every part.
    fn submit(
        &self,
        s: &mut State,
        id: u64,
        count: u32,
        barriers: u64,
        table: Table,
    ) -> Result<()> {
        let parts = self.cfg.parts;
        let base = s.arrivals;
        let mut tickets = Vec::with_capacity(parts as usize);
        for part in 0..parts {
            let args = [
                table.arg(),
                KernelArg::from(count),
                KernelArg::from(part),
                KernelArg::from(parts),
                self.counter.arg(),
                KernelArg::from(base),
            ];
            match self.rt.submit(part, POINTWISE_OP, &args, 0) {
                Ok(t) => tickets.push(t),
                Err(e) => {
                    // Parts already sent wait at the batch's barriers for the others:
                    // nothing more can run on them, and the batch never completes
                    // (its tensors stay in use).
                    s.stopped = true;
                    if !tickets.is_empty() {
                        s.sent.push(Sent { id, tickets, table });
                    } else if let Table::Mapped(t) = table {
                        s.free_tables.push(t);
                    }
                    return Err(e);
                }
            }
        }
        s.arrivals += barriers * u64::from(parts);
        s.sent.push(Sent { id, tickets, table });
        s.stats.batches += 1;
        Ok(())
    }

    /// Waits until batch `id` (and every one before it) has run.
    fn wait_for(&self, id: u64) -> Result<()> {
        // Each part's last ticket of each batch up to `id`, taken under the lock.
        let waits: Vec<(Arc<Generation>, u32, u64)> = {
            let s = lock(&self.state);
            s.sent
                .iter()
                .filter(|b| b.id <= id)
                .flat_map(|b| b.tickets.iter().map(|t| (t.worker.clone(), t.queue, t.seq)))
                .collect()
        };
        let timeout = self.rt.config().timeout;
        for (w, q, seq) in &waits {
            w.wait(*q, *seq, timeout)?;
        }
        let mut s = lock(&self.state);
        self.reap(&mut s);
        Ok(())
    }

    /// Sends a batch whose first op has waited `max_delay`.
    fn timer(&self) {
        super::send_after_delay(&self.state, &self.wake, self.cfg.max_delay, |s| {
            let _ = self.send(s);
        });
    }
}

impl Drop for Pointwise {
    /// Sends what is open, stops the timer and waits for the batches in flight
    /// (a batch that does not finish keeps its table, leaked).
    fn drop(&mut self) {
        let last = {
            let mut s = lock(&self.inner.state);
            let _ = self.inner.send(&mut s);
            s.stopped = true;
            self.inner.wake.notify_all();
            s.sent.iter().map(|b| b.id).max()
        };
        if let Some(t) = self.timer.take() {
            let _ = t.join();
        }
        if let Some(last) = last
            && self.inner.wait_for(last).is_err()
        {
            let mut s = lock(&self.inner.state);
            for b in std::mem::take(&mut s.sent) {
                std::mem::forget(b);
            }
        }
    }
}

#[cfg(test)]
mod tests;
