//! M0-relative VGPR addressing, how LLVM indexes a small private array kept
//! in registers by a uniform runtime value: RDNA's moves (`v_movrels_b32`,
//! `v_movreld_b32`, `v_movrelsd_b32`, `v_movrelsd_2_b32`; AMD's RDNA3 ISA,
//! VOP1 opcodes 66-68 and 72) and GFX9's VGPR index mode
//! (`s_set_gpr_idx_on` ... `s_set_gpr_idx_off` around `v_mov_b32`; AMD's
//! CDNA3 ISA, "VGPR Indexing").
//!
//! Both add a register number taken from M0 to the VGPR number an
//! instruction encodes. The ISA leaves a sum past the VGPRs the kernel was
//! allocated illegal; here it stops the launch with [`EmuError::Fault`]
//! naming the instruction (its `address` is the register number), so no
//! index reaches past the wave's own register file.

use super::{Env, Inst, LANES, Wave, lanes};
use crate::EmuError;
use crate::decode::{Src, sreg};
use crate::ops::{GprIdx, Op, Rel, Ty};

/// M0's index-mode fields: the index in bits 7:0, the operand mask in bits
/// 15:12 (bit 12 src0, 13 src1, 14 src2, 15 the destination).
const IDX: u32 = 0xff;
const MASK: u32 = 0xf000;

impl Wave {
    /// VGPR `base + offset` (the ISA's 32-bit sum) through VGPR
    /// `base + offset + width - 1`, or a fault naming `inst` where that lies
    /// past the kernel's VGPRs.
    fn relative(
        &self,
        env: &Env<'_>,
        inst: &Inst,
        base: u16,
        offset: u32,
        width: u8,
    ) -> Result<usize, EmuError> {
        let r = u32::from(base).wrapping_add(offset) as usize;
        if r + usize::from(width) <= self.vgpr_limit {
            Ok(r)
        } else {
            Err(self.fault(
                env,
                inst,
                None,
                r as u64,
                &format!(
                    "relative VGPR index: v{base} + {offset} is past the kernel's {} VGPRs",
                    self.vgpr_limit
                ),
            ))
        }
    }

    /// Executes an M0-relative move in the lanes of `exec`.
    pub(super) fn movrel(
        &mut self,
        inst: &Inst,
        env: &Env<'_>,
        exec: u64,
        rel: Rel,
    ) -> Result<(), EmuError> {
        let m0 = self.s[usize::from(sreg::M0)];
        let (src_off, dst_off) = match rel {
            Rel::Src => (Some(m0), None),
            Rel::Dst => (None, Some(m0)),
            Rel::Both => (Some(m0), Some(m0)),
            Rel::Split => (Some(m0 & 0x3ff), Some((m0 >> 16) & 0x3ff)),
        };
        let Src::V(d) = inst.ops[0].src else {
            return Err(self.unimpl(env, inst, "the destination is not a VGPR"));
        };
        if exec == 0 {
            return Ok(());
        }
        let dst = match dst_off {
            Some(o) => self.relative(env, inst, d, o, 1)?,
            None => usize::from(d),
        };
        match src_off {
            Some(o) => {
                let Src::V(s) = inst.ops[1].src else {
                    return Err(self.unimpl(env, inst, "the source is not a VGPR"));
                };
                let src = self.relative(env, inst, s, o, 1)?;
                for l in lanes(exec) {
                    self.v[dst * LANES + l] = self.v[src * LANES + l];
                }
            }
            None => {
                let s = self.rd(inst, 1, 0, 1, Ty::B);
                for l in lanes(exec) {
                    self.v[dst * LANES + l] = s.get(&self.v, l) as u32;
                }
            }
        }
        Ok(())
    }

    /// Executes `s_set_gpr_idx_on/off/mode/idx`; bits of M0 they do not
    /// name are kept.
    pub(super) fn gpr_idx(&mut self, inst: &Inst, which: GprIdx) {
        let m0 = usize::from(sreg::M0);
        let src = || {
            inst.ops
                .first()
                .and_then(|o| self.uniform(o, 1, Ty::B))
                .unwrap_or(0) as u32
        };
        match which {
            GprIdx::On => {
                // The mask is the raw SSRC1 field of the SOPC word.
                let mask = (inst.words[0] >> 8) & 0xf;
                let idx = src() & IDX;
                self.s[m0] = (self.s[m0] & !(IDX | MASK)) | (mask << 12) | idx;
                self.gpr_idx = true;
            }
            GprIdx::Off => self.gpr_idx = false,
            // SOPP: the mask is the low bits of SIMM16.
            GprIdx::Mode => {
                self.s[m0] = (self.s[m0] & !MASK) | ((inst.words[0] & 0xf) << 12);
            }
            GprIdx::Idx => {
                let idx = src() & IDX;
                self.s[m0] = (self.s[m0] & !IDX) | idx;
            }
        }
    }

    /// `inst` as VGPR index mode runs it: its VGPR operands that M0's mask
    /// selects moved up by M0's index; `None` where the mask selects none of
    /// them. Only lane-wise operations whose printed operands are the
    /// destination and then src0, src1, src2 in order are modelled (LLVM
    /// indexes with `v_mov_b32` alone).
    pub(super) fn indexed(&self, inst: &Inst, env: &Env<'_>) -> Result<Option<Inst>, EmuError> {
        let m0 = self.s[usize::from(sreg::M0)];
        let (mask, idx) = ((m0 & MASK) >> 12, m0 & IDX);
        let bit = |k: usize| if k == 0 { 8 } else { 1 << (k - 1) };
        let selected: Vec<usize> = (0..inst.ops.len().min(4))
            .filter(|&k| mask & bit(k) != 0 && matches!(inst.ops[k].src, Src::V(_)))
            .collect();
        if selected.is_empty() {
            return Ok(None);
        }
        // The multiply-accumulate forms read the destination as a source
        // that the destination's bit governs, which is not modelled.
        let mnemonic = inst.text.split_whitespace().next().unwrap_or_default();
        if !matches!(inst.op, Op::V { .. })
            || mnemonic.contains("mac_")
            || mnemonic.contains("dot2c_")
            || mnemonic.contains("dot4c_")
        {
            return Err(self.unimpl(
                env,
                inst,
                "in VGPR index mode only lane-wise operations without an accumulator operand \
                 are modelled",
            ));
        }
        let mut moved = inst.clone();
        for k in selected {
            let op = &mut moved.ops[k];
            if let Src::V(r) = op.src {
                let n = self.relative(env, inst, r, idx, op.width)?;
                // Within the VGPR allocation, which is at most 512 registers.
                op.src = Src::V(n as u16);
            }
        }
        Ok(Some(moved))
    }
}
