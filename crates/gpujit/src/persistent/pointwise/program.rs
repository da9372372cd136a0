//! Op sequences encoded once, kept in device memory and run again as a whole.
//!
//! A [`PointwiseProgram`] holds ops as [`Pointwise::record`] would encode
//! them, with the memory each touches. [`Pointwise::load`] places its
//! barriers as for one batch and puts its table into the device's memory (a
//! [`ResidentProgram`]); [`Pointwise::replay`] sends it as one batch over
//! the parts, with nothing checked, encoded or written per op: the way to
//! rerun a fixed sequence of tiny ops on the same tensors (new values written
//! into them in place) at the rate the worker runs them.

use std::sync::Arc;

use gpujit_device::{Buffer, Device, DeviceExt};

#[cfg(doc)]
use super::Pointwise;
use super::hazard::{Hazards, MAX_OPERANDS, Touch, touches};
use super::{ENTRY_WORDS, Operand, PwOp, Tensor, encode_checked};
use crate::Result;

/// One encoded op and the memory it touches.
#[derive(Debug, Clone)]
pub(super) struct Entry {
    pub(super) words: [u64; ENTRY_WORDS],
    pub(super) out: Touch,
    reads: [Touch; MAX_OPERANDS],
    n_reads: usize,
}

impl Entry {
    /// The tensor operands read.
    pub(super) fn reads(&self) -> &[Touch] {
        &self.reads[..self.n_reads]
    }
}

/// A sequence of pointwise ops, checked and encoded once, to be loaded by
/// [`Pointwise::load`] (its barriers placed as for one batch, its table in
/// device memory) and run by [`Pointwise::replay`] as one batch, with
/// nothing checked, encoded or written per op: the way to rerun a fixed
/// sequence of tiny ops on the same tensors, new values written into them in
/// place. Building one touches no memory: the addresses are only numbers
/// until a replay.
///
/// ```
/// use std::sync::Arc;
/// use gpujit::persistent::pointwise::{Dtype, Operand, Pointwise, PointwiseConfig, PointwiseProgram, PwOp, Tensor};
/// use gpujit::persistent::{Runtime, RuntimeConfig};
/// use gpujit::DeviceExt;
/// let jit = Arc::new(gpujit::Jit::new(gpujit::open("host")?, gpujit::cache::Cache::new(None, 0, 16))?);
/// let rt = Arc::new(Runtime::new(jit.clone(), RuntimeConfig::default())?);
/// let pw = Pointwise::new(rt.clone(), PointwiseConfig::default())?;
/// let dev = jit.device();
/// let mut x = dev.upload(&[1.0f32, -2.0, 3.0])?;
/// let y = dev.alloc::<f32>(3)?;
/// let t = |b: &gpujit::Buffer<f32>| Tensor::contiguous(b.memory().addr(), Dtype::F32, &[3]);
/// let mut prog = PointwiseProgram::new();
/// prog.push(PwOp::Relu, &t(&y), &[Operand::Tensor(t(&x))], [1.0, 0.0])?; // y = relu(x)
/// prog.push(PwOp::Mul, &t(&y), &[Operand::Tensor(t(&y)), Operand::Scalar(10.0)], [1.0, 0.0])?; // y *= 10
/// let resident = pw.load(&prog)?;
/// // SAFETY: x and y are buffers of the runtime's device, alive and left alone
/// // until `wait_all` returns.
/// unsafe { pw.replay(&resident) }?;
/// pw.wait_all()?;
/// assert_eq!(dev.download(&y)?, vec![10.0, 0.0, 30.0]);
/// dev.write(&mut x, &[4.0f32, 5.0, -6.0])?;
/// // SAFETY: as above.
/// unsafe { pw.replay(&resident) }?;
/// pw.wait_all()?;
/// assert_eq!(dev.download(&y)?, vec![40.0, 50.0, 0.0]);
/// # drop(pw); rt.shutdown()?;
/// # Ok::<(), gpujit::Error>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct PointwiseProgram {
    entries: Vec<Entry>,
}

impl PointwiseProgram {
    /// An empty program.
    pub fn new() -> PointwiseProgram {
        PointwiseProgram::default()
    }

    /// Appends `out = op(inputs)`, checked as [`Pointwise::record`] checks
    /// it (operand count, dtypes, shapes, broadcasting, dimensions); a
    /// refused op leaves the program as it was.
    pub fn push(
        &mut self,
        op: PwOp,
        out: &Tensor,
        inputs: &[Operand],
        params: [f32; 2],
    ) -> Result<()> {
        let words = encode_checked(op, out, inputs, params)?;
        let (reads, n_reads) = touches(inputs);
        self.entries.push(Entry {
            words,
            out: out.touch(),
            reads,
            n_reads,
        });
        Ok(())
    }

    /// Ops in the program.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether it has no op.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The table of the program as one batch over `parts` parts, in the
    /// memory of `dev`, for the recorder `owner`.
    pub(super) fn load(&self, dev: &dyn Device, parts: u32, owner: u64) -> Result<ResidentProgram> {
        let mut hazards = Hazards::default();
        let mut words = Vec::with_capacity(self.entries.len() * ENTRY_WORDS);
        for (i, e) in self.entries.iter().enumerate() {
            let mut w = e.words;
            hazards.place(&mut w, i == 0, e.out, e.reads(), u64::from(parts));
            words.extend_from_slice(&w);
        }
        let count = u32::try_from(self.entries.len()).map_err(|_| {
            crate::persistent::RuntimeError::Config(format!(
                "a pointwise program holds at most {} ops, not {}",
                u32::MAX,
                self.entries.len()
            ))
        })?;
        let table = if words.is_empty() {
            None
        } else {
            Some(Arc::new(dev.upload(&words)?))
        };
        Ok(ResidentProgram {
            table,
            count,
            barriers: hazards.barriers(),
            owner,
        })
    }
}

/// A [`PointwiseProgram`] in device memory, its barriers placed: what
/// [`Pointwise::load`] returns and [`Pointwise::replay`] runs. Dropping it
/// while a replay is in flight is safe: the batch keeps the table.
#[derive(Debug)]
pub struct ResidentProgram {
    table: Option<Arc<Buffer<u64>>>,
    count: u32,
    barriers: u64,
    owner: u64,
}

impl ResidentProgram {
    /// Ops in the program.
    pub fn len(&self) -> usize {
        self.count as usize
    }

    /// Whether it has no op.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// Barriers across the parts it waits at, the one opening the batch included.
    pub fn barriers(&self) -> u64 {
        self.barriers
    }

    pub(super) fn len_u32(&self) -> u32 {
        self.count
    }

    pub(super) fn table(&self) -> Option<&Arc<Buffer<u64>>> {
        self.table.as_ref()
    }

    pub(super) fn owner(&self) -> u64 {
        self.owner
    }
}
