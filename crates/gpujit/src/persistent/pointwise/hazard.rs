//! Where a batch's entries must wait at a barrier across the parts.

use super::{Dtype, ENTRY_WORDS, Operand, Tensor};

/// The memory one operand of an entry covers, as the hazard check needs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Touch {
    pub(super) addr: u64,
    pub(super) dtype: Dtype,
    pub(super) lo: u64,
    pub(super) hi: u64,
}

impl Tensor {
    /// What an entry touches of it: its start, dtype and byte range.
    pub(super) fn touch(&self) -> Touch {
        let (lo, hi) = self.span();
        Touch {
            addr: self.addr,
            dtype: self.dtype,
            lo,
            hi,
        }
    }
}

/// Most tensor operands of one op.
pub(super) const MAX_OPERANDS: usize = 3;

/// The tensor operands' touches, in a fixed array (`encode` checked the arity).
pub(super) fn touches(inputs: &[Operand]) -> ([Touch; MAX_OPERANDS], usize) {
    let none = Touch {
        addr: 0,
        dtype: Dtype::F32,
        lo: 0,
        hi: 0,
    };
    let mut out = [none; MAX_OPERANDS];
    let mut n = 0;
    for i in inputs {
        if let Operand::Tensor(t) = i
            && n < MAX_OPERANDS
        {
            out[n] = t.touch();
            n += 1;
        }
    }
    (out, n)
}

/// Bytes an entry wrote or read since the last barrier.
struct Access {
    lo: u64,
    hi: u64,
    /// The dtype, when element i was touched by the thread that handles index i.
    aligned: Option<Dtype>,
}

/// The barriers placed in one batch, and what its entries touched since the last.
#[derive(Default)]
pub(super) struct Hazards {
    written: Vec<Access>,
    read: Vec<Access>,
    barriers: u64,
}

impl Hazards {
    /// Decides whether the next entry (`words`, the batch's first when
    /// `first`) waits at a barrier across `parts` parts, and marks it in
    /// `words` if so: bit 24 of word 0, and in word 14 the arrivals at the
    /// counter, counted from the batch's base, that the parts wait for (every
    /// part arrives once at each barrier). Returns whether it waits.
    pub(super) fn place(
        &mut self,
        words: &mut [u64; ENTRY_WORDS],
        first: bool,
        out: Touch,
        reads: &[Touch],
        parts: u64,
    ) -> bool {
        let wr = (out.lo, out.hi);
        // Element i of a contiguous elementwise entry is read and written by the same
        // thread in every entry: touching memory such an entry wrote or read, from
        // the same start in the same dtype, element by element, needs no barrier.
        let aligned = words[0] & 1 << 25 != 0;
        let conflict = |set: &[Access], addr: u64, dtype: Dtype, r: (u64, u64)| {
            set.iter().any(|w| {
                w.lo < r.1 && r.0 < w.hi && !(aligned && w.aligned == Some(dtype) && w.lo == addr)
            })
        };
        // The first entry of a batch waits for the batches before it (other parts may
        // still run them); later ones when they read what an entry since the last
        // barrier wrote, or write what one wrote or read.
        let hazard = first
            || reads
                .iter()
                .any(|t| conflict(&self.written, t.addr, t.dtype, (t.lo, t.hi)))
            || conflict(&self.written, out.addr, out.dtype, wr)
            || conflict(&self.read, out.addr, out.dtype, wr);
        if hazard {
            self.barriers += 1;
            words[0] |= 1 << 24;
            words[14] = self.barriers * parts;
            self.written.clear();
            self.read.clear();
        }
        let access = |(lo, hi): (u64, u64), dtype: Dtype| Access {
            lo,
            hi,
            aligned: aligned.then_some(dtype),
        };
        self.written.push(access(wr, out.dtype));
        for t in reads {
            self.read.push(access((t.lo, t.hi), t.dtype));
        }
        hazard
    }

    /// Barriers placed so far.
    pub(super) fn barriers(&self) -> u64 {
        self.barriers
    }
}
