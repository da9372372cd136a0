//! Vector ALU instructions: lane-wise, carries, compares, cross-lane, packed.

use super::operand::Rd;
use super::{Enc, Env, Flow, Inst, LANES, Wave, dpp_lane, lanes};
use crate::EmuError;
use crate::decode::Src;
use crate::float::{class_f16, class_f32, class_f64, f32_to_f16};
use crate::ops::{Op, Ty};

impl Wave {
    /// Executes a vector ALU instruction.
    pub(super) fn valu(
        &mut self,
        inst: &Inst,
        env: &mut Env<'_>,
        exec: u64,
    ) -> Result<Flow, EmuError> {
        match &inst.op {
            Op::V { f, ity, oty, w } => {
                let nsrc = w[1..].iter().take_while(|&&x| x > 0).count();
                let dst = self.dst_reg(env, inst, 0)?;
                let mut rds = [Rd {
                    uni: Some(0),
                    reg: 0,
                    w: 1,
                    shift: 0,
                    mask: 0,
                    abs: 0,
                    neg: 0,
                    sdwa: None,
                }; 3];
                for k in 0..nsrc {
                    rds[k] = self.rd(inst, 1 + k, k, w[1 + k], *ity);
                }
                if inst.enc == Enc::Dpp {
                    let word = inst.dpp;
                    let (ctrl, bound, bank, row, fetch_inactive) = if inst.dpp8 {
                        (0, false, 15, 15, inst.words[0] & 0x1ff == 0xea)
                    } else {
                        (
                            (word >> 8) & 0x1ff,
                            word & (1 << 19) != 0,
                            (word >> 24) & 15,
                            (word >> 28) & 15,
                            word & (1 << 18) != 0,
                        )
                    };
                    let width = self.width as usize;
                    let mut out = [None::<u64>; LANES];
                    for l in lanes(exec) {
                        if row & (1 << (l / 16)) == 0 || bank & (1 << ((l & 15) / 4)) == 0 {
                            continue;
                        }
                        let mut s = [0u64; 3];
                        let src_lane = if inst.dpp8 {
                            Some((l & !7) | ((word >> (8 + 3 * (l & 7))) & 7) as usize)
                        } else {
                            dpp_lane(ctrl, l)
                        };
                        let src_lane = src_lane
                            .filter(|&sl| sl < width && (fetch_inactive || exec & (1 << sl) != 0));
                        match src_lane {
                            Some(sl) => s[0] = rds[0].get(&self.v, sl),
                            None if bound => s[0] = 0,
                            None => continue,
                        }
                        for k in 1..nsrc {
                            s[k] = rds[k].get(&self.v, l);
                        }
                        out[l] = Some(self.output(inst, *oty, f(&s, l as u32)));
                    }
                    for (l, r) in out.iter().enumerate() {
                        if let Some(r) = r {
                            self.write_v(inst, dst, l, w[0], *oty, *r);
                        }
                    }
                    return Ok(Flow::Next);
                }
                let plain = inst.mods.omod.is_none() && !inst.mods.clamp;
                for l in lanes(exec) {
                    let mut s = [0u64; 3];
                    for k in 0..nsrc {
                        s[k] = rds[k].get(&self.v, l);
                    }
                    let mut r = f(&s, l as u32);
                    if !plain {
                        r = self.output(inst, *oty, r);
                    }
                    self.write_v(inst, dst, l, w[0], *oty, r);
                }
            }
            Op::VCarry { f, cin } => {
                let dst = self.dst_reg(env, inst, 0)?;
                let a = self.rd(inst, 2, 0, 1, Ty::B);
                let b = self.rd(inst, 3, 1, 1, Ty::B);
                let cmask = if *cin {
                    self.uniform(&inst.ops[4], 2, Ty::B).unwrap_or(0)
                } else {
                    0
                };
                let mut out = 0u64;
                for l in lanes(exec) {
                    let (r, c) = f(
                        a.get(&self.v, l) as u32,
                        b.get(&self.v, l) as u32,
                        cmask >> l & 1 == 1,
                    );
                    self.v[dst * LANES + l] = r;
                    out |= u64::from(c) << l;
                }
                self.write_mask(&inst.ops[1], out);
            }
            Op::VCmp { f, ty, w, x } => {
                let (d, first) = if inst.ops.len() >= 3 {
                    (Some(inst.ops[0]), 1)
                } else {
                    (None, 0)
                };
                let a = self.rd(inst, first, 0, *w, *ty);
                let b = self.rd(inst, first + 1, 1, *w, *ty);
                let mut out = 0u64;
                for l in lanes(exec) {
                    if f(a.get(&self.v, l), b.get(&self.v, l)) {
                        out |= 1 << l;
                    }
                }
                if let Some(d) = d {
                    self.write_mask(&d, out);
                }
                if *x {
                    self.set_exec(out);
                }
            }
            Op::VClass { ty, x } => {
                let (d, first) = if inst.ops.len() >= 3 {
                    (Some(inst.ops[0]), 1)
                } else {
                    (None, 0)
                };
                let w = if *ty == Ty::F64 { 2 } else { 1 };
                let a = self.rd(inst, first, 0, w, *ty);
                let b = self.rd(inst, first + 1, 1, 1, Ty::B);
                let mut out = 0u64;
                for l in lanes(exec) {
                    let v = a.get(&self.v, l);
                    let bit = match ty {
                        Ty::F64 => class_f64(f64::from_bits(v)),
                        Ty::F16 => class_f16(v as u16),
                        _ => class_f32(f32::from_bits(v as u32)),
                    };
                    if (b.get(&self.v, l) >> bit) & 1 == 1 {
                        out |= 1 << l;
                    }
                }
                if let Some(d) = d {
                    self.write_mask(&d, out);
                }
                if *x {
                    self.set_exec(out);
                }
            }
            Op::Cndmask { half } => {
                let dst = self.dst_reg(env, inst, 0)?;
                // Float-typed so that neg/abs apply; b16 reads halves.
                let (ty, oty) = if *half {
                    (Ty::F16, Ty::F16)
                } else {
                    (Ty::F32, Ty::B)
                };
                let a = self.rd(inst, 1, 0, 1, ty);
                let b = self.rd(inst, 2, 1, 1, ty);
                let m = self.uniform(&inst.ops[3], 2, Ty::B).unwrap_or(0);
                if inst.enc == Enc::Dpp {
                    return Err(self.unimpl(env, inst, "DPP form of v_cndmask"));
                }
                for l in lanes(exec) {
                    let r = if m >> l & 1 == 1 {
                        b.get(&self.v, l)
                    } else {
                        a.get(&self.v, l)
                    };
                    self.write_v(inst, dst, l, 1, oty, r);
                }
            }
            Op::ReadLane => {
                let Src::S(d) = inst.ops[0].src else {
                    return Err(self.unimpl(env, inst, "destination is not a scalar register"));
                };
                let src = self.dst_reg(env, inst, 1)?;
                let lane = self.uniform(&inst.ops[2], 1, Ty::B).unwrap_or(0) as usize
                    & (self.width as usize - 1);
                let v = self.v[src * LANES + lane];
                self.sset(d, 1, u64::from(v));
            }
            Op::ReadFirstLane => {
                let Src::S(d) = inst.ops[0].src else {
                    return Err(self.unimpl(env, inst, "destination is not a scalar register"));
                };
                let lane = if exec == 0 {
                    0
                } else {
                    exec.trailing_zeros() as usize
                };
                let v = match self.vreg(inst.ops[1].src) {
                    Some(r) => u64::from(self.v[r * LANES + lane]),
                    None => self.uniform(&inst.ops[1], 1, Ty::B).unwrap_or(0),
                };
                self.sset(d, 1, v);
            }
            Op::WriteLane => {
                let dst = self.dst_reg(env, inst, 0)?;
                let v = self.uniform(&inst.ops[1], 1, Ty::B).unwrap_or(0);
                let lane = self.uniform(&inst.ops[2], 1, Ty::B).unwrap_or(0) as usize
                    & (self.width as usize - 1);
                self.v[dst * LANES + lane] = v as u32;
            }
            Op::DivScale { f64 } => {
                let dst = self.dst_reg(env, inst, 0)?;
                let (w, ty) = if *f64 { (2, Ty::F64) } else { (1, Ty::F32) };
                let r: Vec<Rd> = (0..3).map(|k| self.rd(inst, 2 + k, k, w, ty)).collect();
                let mut out = 0u64;
                for l in lanes(exec) {
                    let s: Vec<u64> = r.iter().map(|x| x.get(&self.v, l)).collect();
                    let (d, vcc) = if *f64 {
                        let (d, c) = crate::float::div_scale_f64(
                            f64::from_bits(s[0]),
                            f64::from_bits(s[1]),
                            f64::from_bits(s[2]),
                        );
                        (d.to_bits(), c)
                    } else {
                        let (d, c) = crate::float::div_scale_f32(
                            f32::from_bits(s[0] as u32),
                            f32::from_bits(s[1] as u32),
                            f32::from_bits(s[2] as u32),
                        );
                        (u64::from(d.to_bits()), c)
                    };
                    self.vset(dst, l, w, d);
                    out |= u64::from(vcc) << l;
                }
                self.write_mask(&inst.ops[1], out);
            }
            Op::DivFmas { f64 } => {
                let dst = self.dst_reg(env, inst, 0)?;
                let (w, ty) = if *f64 { (2, Ty::F64) } else { (1, Ty::F32) };
                let r: Vec<Rd> = (0..3).map(|k| self.rd(inst, 1 + k, k, w, ty)).collect();
                let vcc = self.vcc();
                for l in lanes(exec) {
                    let s: Vec<u64> = r.iter().map(|x| x.get(&self.v, l)).collect();
                    let scaled = vcc >> l & 1 == 1;
                    let d = if *f64 {
                        let (a, b, c) = (
                            f64::from_bits(s[0]),
                            f64::from_bits(s[1]),
                            f64::from_bits(s[2]),
                        );
                        let d = if scaled {
                            let e = if crate::float::exp_f64(c) > 1023 {
                                128
                            } else {
                                -128
                            };
                            crate::float::fma_scaled_f64(a, b, c, e)
                        } else {
                            a.mul_add(b, c)
                        };
                        d.to_bits()
                    } else {
                        let (a, b, c) = (
                            f32::from_bits(s[0] as u32),
                            f32::from_bits(s[1] as u32),
                            f32::from_bits(s[2] as u32),
                        );
                        let d = if scaled {
                            let e = if crate::float::exp_f32(c) > 127 {
                                64
                            } else {
                                -64
                            };
                            crate::float::fma_scaled_f32(a, b, c, e)
                        } else {
                            a.mul_add(b, c)
                        };
                        u64::from(d.to_bits())
                    };
                    let d = self.output(inst, ty, d);
                    self.vset(dst, l, w, d);
                }
            }
            Op::TrigPreop => {
                let dst = self.dst_reg(env, inst, 0)?;
                let a = self.rd(inst, 1, 0, 2, Ty::F64);
                let seg = self.rd(inst, 2, 1, 1, Ty::B);
                for l in lanes(exec) {
                    let x = f64::from_bits(a.get(&self.v, l));
                    let r = crate::float::trig_preop(x, seg.get(&self.v, l) as u32).ok_or_else(
                        || {
                            self.unimpl(
                                env,
                                inst,
                                &format!(
                                    "a segment at bit {} or later of 2/π, where AMD's description \
                                 and LLVM's constant folding disagree",
                                    crate::float::TRIG_PREOP_LIMIT
                                ),
                            )
                        },
                    )?;
                    let r = self.output(inst, Ty::F64, r.to_bits());
                    self.vset(dst, l, 2, r);
                }
            }
            Op::Mad64 { signed } => {
                let dst = self.dst_reg(env, inst, 0)?;
                let a = self.rd(inst, 2, 0, 1, Ty::B);
                let b = self.rd(inst, 3, 1, 1, Ty::B);
                let c = self.rd(inst, 4, 2, 2, Ty::B);
                let mut out = 0u64;
                for l in lanes(exec) {
                    let (x, y, z) = (a.get(&self.v, l), b.get(&self.v, l), c.get(&self.v, l));
                    let (r, carry) = if *signed {
                        let p = i128::from(x as u32 as i32) * i128::from(y as u32 as i32)
                            + i128::from(z as i64);
                        (
                            p as u64,
                            p > i128::from(i64::MAX) || p < i128::from(i64::MIN),
                        )
                    } else {
                        let p = u128::from(x) * u128::from(y) + u128::from(z);
                        (p as u64, p >> 64 != 0)
                    };
                    self.vset(dst, l, 2, r);
                    out |= u64::from(carry) << l;
                }
                self.write_mask(&inst.ops[1], out);
            }
            Op::PkF32 { f, n } => {
                let dst = self.dst_reg(env, inst, 0)?;
                let n = *n as usize;
                let sel_hi = inst.mods.op_sel_hi.unwrap_or(0xff);
                let mut src = Vec::with_capacity(n);
                for k in 0..n {
                    let op = inst.ops[1 + k];
                    let uni = match self.vreg(op.src) {
                        Some(_) => None,
                        None => Some(match op.src {
                            Src::S(_) => self.uniform(&op, 2, Ty::B).unwrap_or(0),
                            _ => {
                                let v = self.uniform(&op, 1, Ty::F32).unwrap_or(0);
                                v | (v << 32)
                            }
                        }),
                    };
                    src.push((self.vreg(op.src), uni));
                }
                for l in lanes(exec) {
                    let mut lo = [0f32; 3];
                    let mut hi = [0f32; 3];
                    for k in 0..n {
                        let v = match src[k] {
                            (Some(r), _) => self.vget(r, l, 2),
                            (None, u) => u.unwrap_or(0),
                        };
                        let pick = |sel: bool| (if sel { v >> 32 } else { v }) as u32;
                        let mut a = pick(inst.mods.op_sel & (1 << k) != 0);
                        let mut b = pick(sel_hi & (1 << k) != 0);
                        if inst.mods.neg_lo & (1 << k) != 0 {
                            a ^= 1 << 31;
                        }
                        if inst.mods.neg_hi & (1 << k) != 0 {
                            b ^= 1 << 31;
                        }
                        lo[k] = f32::from_bits(a);
                        hi[k] = f32::from_bits(b);
                    }
                    let rl = f(lo[0], lo[1], lo[2]).to_bits();
                    let rh = f(hi[0], hi[1], hi[2]).to_bits();
                    let r = self.output(inst, Ty::F32, u64::from(rl))
                        | (self.output(inst, Ty::F32, u64::from(rh)) << 32);
                    self.vset(dst, l, 2, r);
                }
            }
            Op::Pk16 { f, n, float } => {
                let dst = self.dst_reg(env, inst, 0)?;
                let n = *n as usize;
                let sel_hi = inst.mods.op_sel_hi.unwrap_or(0xff);
                let ty = if *float { Ty::F16 } else { Ty::I16 };
                let rds: Vec<(Option<usize>, u64)> = (0..n)
                    .map(|k| {
                        let op = inst.ops[1 + k];
                        (self.vreg(op.src), self.uniform(&op, 1, ty).unwrap_or(0))
                    })
                    .collect();
                for l in lanes(exec) {
                    let mut lo = [0u16; 3];
                    let mut hi = [0u16; 3];
                    for k in 0..n {
                        let v = match rds[k] {
                            (Some(r), _) => self.v[r * LANES + l],
                            (None, u) => u as u32,
                        };
                        let pick = |sel: bool| (if sel { v >> 16 } else { v }) as u16;
                        let mut a = pick(inst.mods.op_sel & (1 << k) != 0);
                        let mut b = pick(sel_hi & (1 << k) != 0);
                        if *float && inst.mods.neg_lo & (1 << k) != 0 {
                            a ^= 0x8000;
                        }
                        if *float && inst.mods.neg_hi & (1 << k) != 0 {
                            b ^= 0x8000;
                        }
                        lo[k] = a;
                        hi[k] = b;
                    }
                    let mut rl = f(lo[0], lo[1], lo[2]);
                    let mut rh = f(hi[0], hi[1], hi[2]);
                    if *float {
                        // clamp to [0, 1] per half (integer clamps saturate
                        // in their own function, chosen at load).
                        rl = self.output(inst, Ty::F16, u64::from(rl)) as u16;
                        rh = self.output(inst, Ty::F16, u64::from(rh)) as u16;
                    }
                    self.v[dst * LANES + l] = u32::from(rl) | (u32::from(rh) << 16);
                }
            }
            Op::FmaMix { out } => {
                let dst = self.dst_reg(env, inst, 0)?;
                let sel_hi = inst.mods.op_sel_hi.unwrap_or(0);
                let mut rds = Vec::with_capacity(3);
                for k in 0..3 {
                    let half = sel_hi & (1 << k) != 0;
                    let ty = if half { Ty::F16 } else { Ty::F32 };
                    rds.push((half, self.rd(inst, 1 + k, k, 1, ty)));
                }
                for l in lanes(exec) {
                    let mut x = [0f64; 3];
                    for (k, (half, rd)) in rds.iter().enumerate() {
                        let v = rd.get(&self.v, l);
                        x[k] = if *half {
                            f64::from(crate::float::f16_to_f32(v as u16))
                        } else {
                            f64::from(f32::from_bits(v as u32))
                        };
                    }
                    // The product of two f32 values is exact in f64; the sum
                    // is rounded once in f64, then to the result type (close
                    // to the single rounding of the hardware's fused op).
                    let r = x[0].mul_add(x[1], x[2]);
                    match out {
                        0 => {
                            let r = self.output(inst, Ty::F32, u64::from((r as f32).to_bits()));
                            self.v[dst * LANES + l] = r as u32;
                        }
                        _ => {
                            let h =
                                self.output(inst, Ty::F16, u64::from(f32_to_f16(r as f32))) as u32;
                            let old = self.v[dst * LANES + l];
                            self.v[dst * LANES + l] = if *out == 1 {
                                (old & 0xffff_0000) | h
                            } else {
                                (old & 0xffff) | (h << 16)
                            };
                        }
                    }
                }
            }
            Op::Dual(pair) => {
                let [x, y] = &**pair;
                // Y reads X's destination as it was before the pair.
                let saved = x
                    .ops
                    .first()
                    .and_then(|o| self.vreg(o.src))
                    .map(|r| (r, self.v[r * LANES..(r + 1) * LANES].to_vec()));
                self.step(x, env)?;
                if let Some((r, old)) = &saved {
                    let new = self.v[r * LANES..(r + 1) * LANES].to_vec();
                    self.v[r * LANES..(r + 1) * LANES].copy_from_slice(old);
                    self.step(y, env)?;
                    let ydst = y.ops.first().and_then(|o| self.vreg(o.src));
                    if ydst != Some(*r) {
                        self.v[r * LANES..(r + 1) * LANES].copy_from_slice(&new);
                    }
                } else {
                    self.step(y, env)?;
                }
            }
            Op::PkMov => {
                let dst = self.dst_reg(env, inst, 0)?;
                let pick = |w: &Wave, k: usize, l: usize| -> u32 {
                    let op = inst.ops[1 + k];
                    let v = match w.vreg(op.src) {
                        Some(r) => w.vget(r, l, 2),
                        None => match op.src {
                            Src::S(_) => w.uniform(&op, 2, Ty::B).unwrap_or(0),
                            _ => w.uniform(&op, 1, Ty::B).unwrap_or(0) * 0x1_0000_0001,
                        },
                    };
                    (if inst.mods.op_sel & (1 << k) != 0 {
                        v >> 32
                    } else {
                        v
                    }) as u32
                };
                for l in lanes(exec) {
                    let (lo, hi) = (pick(self, 0, l), pick(self, 1, l));
                    self.vset(dst, l, 2, u64::from(lo) | (u64::from(hi) << 32));
                }
            }
            Op::Swap => {
                let dst = self.dst_reg(env, inst, 0)?;
                let Some(src) = self.vreg(inst.ops[1].src) else {
                    return Err(self.unimpl(env, inst, "v_swap_b32 takes two VGPRs"));
                };
                for l in lanes(exec) {
                    let (a, b) = (self.vget(dst, l, 1), self.vget(src, l, 1));
                    self.vset(dst, l, 1, b);
                    self.vset(src, l, 1, a);
                }
            }
            _ => return Err(self.unimpl(env, inst, "not a valu operation")),
        }
        Ok(Flow::Next)
    }
}
