//! Operands: how sources are read (constants, modifiers, `op_sel`, SDWA
//! selects) and results written, and the DPP source lanes.

use super::{Enc, Inst, LANES, PRIVATE_HI, SHARED_HI, Wave};
use crate::decode::{Operand, Src, sreg};
use crate::float::f32_to_f16;
use crate::ops::Ty;

fn sign_bit(ty: Ty) -> u64 {
    match ty {
        Ty::F16 | Ty::I16 => 1 << 15,
        Ty::F64 => 1 << 63,
        _ => 1 << 31,
    }
}

/// An inline floating-point constant as bits of the operand's type.
fn fconst(x: f64, w: u8, ty: Ty) -> u64 {
    let inv2pi = (x - 0.159_154_943_091_895_35).abs() < 1e-7;
    if ty.is16() {
        if inv2pi {
            0x3118
        } else {
            u64::from(f32_to_f16(x as f32))
        }
    } else if w == 2 {
        if inv2pi {
            0x3fc4_5f30_6dc9_c882
        } else {
            x.to_bits()
        }
    } else if inv2pi {
        0x3e22_f983
    } else {
        u64::from((x as f32).to_bits())
    }
}

/// A prepared source: a uniform value, or a register column with modifiers.
#[derive(Clone, Copy)]
pub(super) struct Rd {
    pub(super) uni: Option<u64>,
    pub(super) reg: usize,
    pub(super) w: u8,
    pub(super) shift: u32,
    pub(super) mask: u64,
    pub(super) abs: u64,
    pub(super) neg: u64,
    pub(super) sdwa: Option<(u32, bool)>,
}

impl Rd {
    #[inline]
    pub(super) fn get(&self, v: &[u32], lane: usize) -> u64 {
        if let Some(u) = self.uni {
            return u;
        }
        let mut x = u64::from(v[self.reg * LANES + lane]);
        if self.w == 2 {
            x |= u64::from(v[(self.reg + 1) * LANES + lane]) << 32;
        }
        self.post(x)
    }

    #[inline]
    fn post(&self, raw: u64) -> u64 {
        // SDWA selects from the whole dword first; 16-bit types then keep
        // the low half of the selection.
        let x = match self.sdwa {
            Some((sel, sext)) => sdwa_sel(raw as u32, sel, sext) & self.mask,
            None => (raw >> self.shift) & self.mask,
        };
        (x & !self.abs) ^ self.neg
    }
}

fn sdwa_sel(x: u32, sel: u32, sext: bool) -> u64 {
    let (v, bits) = match sel {
        0..=3 => ((x >> (8 * sel)) & 0xff, 8),
        4 | 5 => ((x >> (16 * (sel - 4))) & 0xffff, 16),
        _ => return u64::from(x),
    };
    if sext && (v >> (bits - 1)) & 1 == 1 {
        u64::from(v | (u32::MAX << bits))
    } else {
        u64::from(v)
    }
}

/// The DPP source lane of `lane` for control `ctrl`, if valid.
pub fn dpp_lane(ctrl: u32, lane: usize) -> Option<usize> {
    let row = lane & !15;
    let i = lane & 15;
    let n = (ctrl & 15) as usize;
    match ctrl {
        0x000..=0x0ff => {
            let q = lane & 3;
            Some((lane & !3) | ((ctrl >> (2 * q)) & 3) as usize)
        }
        0x101..=0x10f => (i + n < 16).then_some(lane + n),
        0x111..=0x11f => (i >= n).then(|| lane - n),
        0x121..=0x12f => Some(row | ((i + 16 - n) & 15)),
        0x130 => (lane < 63).then_some(lane + 1),
        0x134 => Some((lane + 1) & 63),
        0x138 => (lane > 0).then(|| lane - 1),
        0x13c => Some((lane + 63) & 63),
        0x140 => Some(row | (15 - i)),
        0x141 => Some(row | (i & 8) | (7 - (i & 7))),
        0x142 => (row > 0).then(|| row - 1),
        0x143 => (lane >= 32).then_some(31),
        // GFX10+: row_share (one lane of the row to all) and row_xmask.
        0x150..=0x15f => Some(row | n),
        0x160..=0x16f => Some(row | (i ^ n)),
        _ => None,
    }
}

impl Wave {
    /// A uniform (non-VGPR) operand's value, `w` dwords read as `ty`.
    pub(super) fn uniform(&self, op: &Operand, w: u8, ty: Ty) -> Option<u64> {
        Some(match op.src {
            Src::S(sreg::NULL) => 0,
            Src::S(r) => self.sget(r, w),
            Src::Int(i) => {
                if w == 2 {
                    i as u64
                } else {
                    u64::from(i as u32)
                }
            }
            Src::Lit(v) => {
                // A 32-bit literal is the high half of an f64 operand and
                // zero-extends for 64-bit integer ones (LLVM prints it so).
                if v > 0xffff_ffff {
                    v
                } else if w == 2 && ty == Ty::F64 {
                    v << 32
                } else if w == 2 {
                    v
                } else {
                    v & 0xffff_ffff
                }
            }
            Src::Float(x) => fconst(x, w, ty),
            Src::Scc => u64::from(self.scc),
            Src::Vccz => u64::from(self.vcc() == 0),
            Src::Execz => u64::from(self.exec() == 0),
            Src::SharedBase => {
                if w == 2 {
                    SHARED_HI << 32
                } else {
                    SHARED_HI
                }
            }
            Src::PrivateBase => {
                if w == 2 {
                    PRIVATE_HI << 32
                } else {
                    PRIVATE_HI
                }
            }
            Src::SharedLimit => {
                if w == 2 {
                    (SHARED_HI << 32) | 0xffff_ffff
                } else {
                    SHARED_HI
                }
            }
            Src::PrivateLimit => {
                if w == 2 {
                    (PRIVATE_HI << 32) | 0xffff_ffff
                } else {
                    PRIVATE_HI
                }
            }
            Src::Off => 0,
            Src::V(_) | Src::A(_) => return None,
        })
    }

    /// Prepares source operand `i` of `inst` (source number `k`) for reads.
    pub(super) fn rd(&self, inst: &Inst, i: usize, k: usize, w: u8, ty: Ty) -> Rd {
        let op = &inst.ops[i];
        // A true16 operand names its half; otherwise op_sel picks it.
        let shift = match op.half {
            Some(true) => 16,
            Some(false) => 0,
            None if ty.is16() && inst.mods.op_sel & (1 << k) != 0 => 16,
            None => 0,
        };
        let mask = if ty.is16() || op.half.is_some() {
            0xffff
        } else if w == 2 {
            u64::MAX
        } else {
            0xffff_ffff
        };
        let sb = if op.half.is_some() {
            sign_bit(Ty::F16)
        } else {
            sign_bit(ty)
        };
        let sdwa = (inst.enc == Enc::Sdwa && k < 2).then(|| {
            let word = inst.words[1];
            if k == 0 {
                ((word >> 16) & 7, word & (1 << 19) != 0)
            } else {
                ((word >> 24) & 7, word & (1 << 27) != 0)
            }
        });
        let mut rd = Rd {
            uni: None,
            reg: 0,
            w,
            shift,
            mask,
            abs: if op.abs && ty.is_float() { sb } else { 0 },
            neg: if op.neg && ty.is_float() { sb } else { 0 },
            sdwa,
        };
        match self.vreg(op.src) {
            Some(r) => rd.reg = r,
            None => {
                let raw = self.uniform(op, w, ty).unwrap_or(0);
                rd.uni = Some(rd.post(raw));
            }
        }
        rd
    }

    /// Writes a vector result: a true16 destination (`v1.l`, `v1.h`) writes
    /// its half and keeps the other; other 16-bit results honour `op_sel`
    /// (high half, low kept) or write the low half, keeping the high half
    /// from GFX10 on and zeroing it on GFX9; SDWA results honour
    /// `dst_sel`/`dst_unused`.
    #[inline]
    pub(super) fn write_v(&mut self, inst: &Inst, reg: usize, lane: usize, w: u8, oty: Ty, r: u64) {
        if inst.enc == Enc::Sdwa {
            let word = inst.words[1];
            let sel = (word >> 8) & 7;
            let unused = (word >> 11) & 3;
            let old = self.v[reg * LANES + lane];
            let (shift, bits) = match sel {
                0..=3 => (8 * sel, 8),
                4 | 5 => (16 * (sel - 4), 16),
                _ => (0, 32),
            };
            let field_mask = if bits == 32 {
                u32::MAX
            } else {
                ((1u32 << bits) - 1) << shift
            };
            let val = ((r as u32) << shift) & field_mask;
            let out = match unused {
                2 => (old & !field_mask) | val,
                1 if bits < 32 && (val >> (shift + bits - 1)) & 1 == 1 => {
                    val | (u32::MAX << (shift + bits))
                }
                _ => val,
            };
            self.v[reg * LANES + lane] = out;
            return;
        }
        if let Some(hi) = inst.ops.first().and_then(|d| d.half) {
            // A true16 destination: the other half is kept.
            let old = self.v[reg * LANES + lane];
            self.v[reg * LANES + lane] = if hi {
                (old & 0xffff) | ((r as u32) << 16)
            } else {
                (old & 0xffff_0000) | (r as u32 & 0xffff)
            };
            return;
        }
        if oty.is16() {
            let old = self.v[reg * LANES + lane];
            self.v[reg * LANES + lane] = if inst.mods.op_sel & 8 != 0 {
                (old & 0xffff) | ((r as u32) << 16)
            } else if inst.keep_hi16 {
                (old & 0xffff_0000) | (r as u32 & 0xffff)
            } else {
                r as u32 & 0xffff
            };
            return;
        }
        self.v[reg * LANES + lane] = r as u32;
        if w == 2 {
            self.v[(reg + 1) * LANES + lane] = (r >> 32) as u32;
        }
    }

    pub(super) fn output(&self, inst: &Inst, oty: Ty, r: u64) -> u64 {
        let m = &inst.mods;
        if m.omod.is_none() && !m.clamp {
            return r;
        }
        match oty {
            Ty::F32 => {
                let mut x = f32::from_bits(r as u32);
                if let Some(k) = m.omod {
                    x *= k as f32;
                }
                if m.clamp {
                    x = if x.is_nan() { 0.0 } else { x.clamp(0.0, 1.0) };
                }
                u64::from(x.to_bits())
            }
            Ty::F64 => {
                let mut x = f64::from_bits(r);
                if let Some(k) = m.omod {
                    x *= k;
                }
                if m.clamp {
                    x = if x.is_nan() { 0.0 } else { x.clamp(0.0, 1.0) };
                }
                x.to_bits()
            }
            Ty::F16 => {
                let mut x = crate::float::f16_to_f32(r as u16);
                if let Some(k) = m.omod {
                    x *= k as f32;
                }
                if m.clamp {
                    x = if x.is_nan() { 0.0 } else { x.clamp(0.0, 1.0) };
                }
                u64::from(f32_to_f16(x))
            }
            _ => r,
        }
    }
}
