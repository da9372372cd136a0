//! Op sequences encoded once and recorded again as a whole.
//!
//! A [`PointwiseProgram`] holds ops as [`Pointwise::record`] would encode
//! them, with the memory each touches. [`Pointwise::replay`] records all of
//! them in one call, without checking or encoding them again: the way to
//! rerun a fixed sequence of tiny ops on the same tensors (new values written
//! into them in place) at the rate the worker runs them.
//!
//! ```
//! use std::sync::Arc;
//! use gpujit::persistent::pointwise::{Dtype, Operand, Pointwise, PointwiseConfig, PointwiseProgram, PwOp, Tensor};
//! use gpujit::persistent::{Runtime, RuntimeConfig};
//! use gpujit::DeviceExt;
//! let jit = Arc::new(gpujit::Jit::new(gpujit::open("host")?, gpujit::cache::Cache::new(None, 0, 16))?);
//! let rt = Arc::new(Runtime::new(jit.clone(), RuntimeConfig::default())?);
//! let pw = Pointwise::new(rt.clone(), PointwiseConfig::default())?;
//! let dev = jit.device();
//! let mut x = dev.upload(&[1.0f32, -2.0, 3.0])?;
//! let y = dev.alloc::<f32>(3)?;
//! let t = |b: &gpujit::Buffer<f32>| Tensor::contiguous(b.memory().addr(), Dtype::F32, &[3]);
//! let mut prog = PointwiseProgram::new();
//! prog.push(PwOp::Relu, &t(&y), &[Operand::Tensor(t(&x))], [1.0, 0.0])?; // y = relu(x)
//! prog.push(PwOp::Mul, &t(&y), &[Operand::Tensor(t(&y)), Operand::Scalar(10.0)], [1.0, 0.0])?; // y *= 10
//! // SAFETY: x and y are buffers of the runtime's device, alive and left alone
//! // until `wait_all` returns.
//! unsafe { pw.replay(&prog) }?;
//! pw.wait_all()?;
//! assert_eq!(dev.download(&y)?, vec![10.0, 0.0, 30.0]);
//! dev.write(&mut x, &[4.0f32, 5.0, -6.0])?;
//! // SAFETY: as above.
//! unsafe { pw.replay(&prog) }?;
//! pw.wait_all()?;
//! assert_eq!(dev.download(&y)?, vec![40.0, 50.0, 0.0]);
//! # drop(pw); rt.shutdown()?;
//! # Ok::<(), gpujit::Error>(())
//! ```

#[cfg(doc)]
use super::Pointwise;
use super::{ENTRY_WORDS, MAX_OPERANDS, Operand, PwOp, Tensor, Touch, encode_checked, touches};
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

/// A sequence of pointwise ops, checked and encoded once, to be recorded as a
/// whole by [`Pointwise::replay`] (see the [module documentation](self)).
/// Building one touches no memory: the addresses are only numbers until a
/// replay.
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

    pub(super) fn entries(&self) -> &[Entry] {
        &self.entries
    }
}
