//! Matrix instructions: MFMA (CDNA, wave64) and WMMA (RDNA3 and RDNA4,
//! wave32), one 16×16 block `D = A·B + C` across the wave.
//!
//! Operand layouts, as AMD's CDNA3, RDNA3 and RDNA4 ISA documents give them
//! (`p = lane % 16`):
//!
//! - MFMA 16×16×K, `KL = K / 4` inputs per lane: `A[i][k]` in lane
//!   `i + 16·(k / KL)`, element `k % KL`; `B[k][j]` in lane `j + 16·(k / KL)`;
//!   `C[i][j]`/`D[i][j]` in lane `j + 16·(i / 4)`, register `i % 4` (a register
//!   pair for f64). EXEC must be all ones.
//! - WMMA on gfx11 (8-VGPR A and B): lane `p` holds row `p` of `A` (element
//!   `k`) and column `p` of `B`, and lanes 16–31 must hold the same copies;
//!   `C[i][j]` in lane `j + 16·(i % 2)`, register `i / 2`.
//! - WMMA on gfx12 (4-VGPR A and B): `A[i][k]` in lane `i + 16·(k / 8)`,
//!   element `k % 8`, `B` likewise by column; `C[i][j]` in lane
//!   `j + 16·(i / 8)`, register `i % 8`.
//!
//! Products of f16, bf16 and xf32 inputs are exact in f32; each element is
//! accumulated in `k` order with one rounding per step (`fma`), as the host
//! target does. xf32 inputs are truncated to their top 19 bits. Forms this
//! code does not model (broadcast controls `cbsz`/`abid`/`blgp`, negation,
//! clamping, WMMA in wave64) stop the launch as unimplemented.

use super::{Env, Flow, Inst, LANES, Wave};
use crate::EmuError;
use crate::decode::Src;
use crate::float::f16_to_f32;
use crate::ops::{MatrixInput, MatrixInst};

/// Which operand layout an instruction uses.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Form {
    Mfma,
    Wmma11,
    Wmma12,
}

impl Wave {
    /// Executes a matrix instruction.
    pub(super) fn matrix(
        &mut self,
        inst: &Inst,
        env: &mut Env<'_>,
        exec: u64,
        m: MatrixInst,
    ) -> Result<Flow, EmuError> {
        let unimpl = |why: &str| Err(self.unimpl(env, inst, why));
        let wave = if m.wmma { 32 } else { 64 };
        if self.width != wave {
            return unimpl(if m.wmma {
                "WMMA is modelled in wave32 only"
            } else {
                "MFMA runs in wave64"
            });
        }
        if exec != self.mask() {
            return unimpl("a matrix instruction with lanes off in EXEC");
        }
        let mods = &inst.mods;
        if mods.clamp || mods.neg_lo != 0 || mods.neg_hi != 0 || mods.op_sel != 0 {
            return unimpl("negation, clamping and op_sel of matrix operands are not modelled");
        }
        let [d, a, b, c] = match inst.ops.as_slice() {
            [d, a, b, c] => [*d, *a, *b, *c],
            _ => return unimpl("a matrix instruction has four operands"),
        };
        let f64_acc = m.input == MatrixInput::F64;
        let (ab_width, acc_width) = (a.width, if f64_acc { 8 } else { d.width });
        let form = match (m.wmma, ab_width) {
            (false, _) => Form::Mfma,
            (true, 8) => Form::Wmma11,
            (true, 4) => Form::Wmma12,
            _ => return unimpl("unexpected WMMA operand width"),
        };
        let want_ab = match (form, m.input) {
            (Form::Mfma, MatrixInput::F16 | MatrixInput::BF16) => 2,
            (Form::Mfma, MatrixInput::Xf32) => 2,
            (Form::Mfma, MatrixInput::F64) => 2,
            (Form::Wmma11, _) => 8,
            (Form::Wmma12, _) => 4,
        };
        let want_acc = match form {
            Form::Mfma => 4 * if f64_acc { 2 } else { 1 },
            _ => 8,
        };
        if a.width != want_ab || b.width != want_ab || d.width != want_acc || acc_width != want_acc
        {
            return unimpl("unexpected matrix operand widths");
        }
        let (Some(rd), Some(ra), Some(rb)) = (self.vreg(d.src), self.vreg(a.src), self.vreg(b.src))
        else {
            return unimpl("matrix operands A, B and D must be registers");
        };
        // C: registers, or an inline constant broadcast to every element.
        let rc = self.vreg(c.src);
        let c_const = match c.src {
            _ if rc.is_some() => 0.0,
            Src::Int(v) => v as f64,
            Src::Float(x) => x,
            _ => return unimpl("matrix operand C must be registers or an inline constant"),
        };
        if rc.is_some() && c.width != want_acc {
            return unimpl("unexpected matrix operand widths");
        }
        // Input element `e` of a lane's A or B registers starting at `reg`.
        let input = |w: &Wave, reg: usize, lane: usize, e: u32| -> f64 {
            match m.input {
                MatrixInput::F16 | MatrixInput::BF16 => {
                    let v = w.v[(reg + (e / 2) as usize) * LANES + lane];
                    let h = (v >> (16 * (e % 2))) as u16;
                    if m.input == MatrixInput::F16 {
                        f64::from(f16_to_f32(h))
                    } else {
                        f64::from(f32::from_bits(u32::from(h) << 16))
                    }
                }
                MatrixInput::Xf32 => {
                    let v = w.v[(reg + e as usize) * LANES + lane];
                    f64::from(f32::from_bits(v & !0x1fff))
                }
                MatrixInput::F64 => f64::from_bits(w.vget(reg + 2 * e as usize, lane, 2)),
            }
        };
        let kl = m.k / 4;
        // (lane, element) of A[i][k] (and of B[k][j] with j for i).
        let ab_at = |i: u32, k: u32| -> (usize, u32) {
            match form {
                Form::Mfma => ((i + 16 * (k / kl)) as usize, k % kl),
                Form::Wmma11 => (i as usize, k),
                Form::Wmma12 => ((i + 16 * (k / 8)) as usize, k % 8),
            }
        };
        // (lane, register) of C[i][j] and D[i][j].
        let acc_at = |i: u32, j: u32| -> (usize, usize) {
            match form {
                Form::Mfma => ((j + 16 * (i / 4)) as usize, (i % 4) as usize),
                Form::Wmma11 => ((j + 16 * (i % 2)) as usize, (i / 2) as usize),
                Form::Wmma12 => ((j + 16 * (i / 8)) as usize, (i % 8) as usize),
            }
        };
        if form == Form::Wmma11 {
            for lane in 0..16 {
                for r in 0..8 {
                    for base in [ra, rb] {
                        if self.v[(base + r) * LANES + lane]
                            != self.v[(base + r) * LANES + lane + 16]
                        {
                            return unimpl(
                                "RDNA3 WMMA needs the same A and B in both half-waves; lanes differ",
                            );
                        }
                    }
                }
            }
        }
        let regs = if f64_acc { 2 } else { 1 };
        let mut out = Vec::with_capacity(256);
        for i in 0..16u32 {
            for j in 0..16u32 {
                let (lane, r) = acc_at(i, j);
                let cv = match rc {
                    Some(base) if f64_acc => f64::from_bits(self.vget(base + 2 * r, lane, 2)),
                    Some(base) => f64::from(f32::from_bits(self.v[(base + r) * LANES + lane])),
                    None => c_const,
                };
                let bits = if f64_acc {
                    let mut acc = cv;
                    for k in 0..m.k {
                        let (la, ea) = ab_at(i, k);
                        let (lb, eb) = ab_at(j, k);
                        acc = input(self, ra, la, ea).mul_add(input(self, rb, lb, eb), acc);
                    }
                    acc.to_bits()
                } else {
                    let mut acc = cv as f32;
                    for k in 0..m.k {
                        let (la, ea) = ab_at(i, k);
                        let (lb, eb) = ab_at(j, k);
                        let (x, y) = (
                            input(self, ra, la, ea) as f32,
                            input(self, rb, lb, eb) as f32,
                        );
                        acc = x.mul_add(y, acc);
                    }
                    u64::from(acc.to_bits())
                };
                out.push((lane, rd + regs * r, bits));
            }
        }
        for (lane, reg, bits) in out {
            self.vset(reg, lane, regs as u8, bits);
        }
        Ok(Flow::Next)
    }
}
