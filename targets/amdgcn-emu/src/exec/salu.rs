//! Scalar ALU, control flow and scalar memory instructions.

use super::{Env, Flow, Inst, Wave};
use crate::EmuError;
use crate::decode::{Operand, Src, sreg};
use crate::ops::{Cond, Op, Ty};

impl Wave {
    /// Executes a scalar ALU, control-flow or scalar memory instruction.
    pub(super) fn salu(
        &mut self,
        inst: &Inst,
        env: &mut Env<'_>,
        exec: u64,
    ) -> Result<Flow, EmuError> {
        match &inst.op {
            Op::Nop => {}
            Op::S { f, w, n } => {
                let Src::S(d) = inst.ops[0].src else {
                    return Err(self.unimpl(env, inst, "destination is not a scalar register"));
                };
                let a = self.uniform(&inst.ops[1], w[1], Ty::B).unwrap_or(0);
                let b = if *n >= 2 {
                    self.uniform(&inst.ops[2], w[2], Ty::B).unwrap_or(0)
                } else {
                    0
                };
                let (r, scc) = f(a, b, self.scc);
                self.sset(d, w[0], r);
                if let Some(c) = scc {
                    self.scc = c;
                }
            }
            Op::SK { f, rmw, .. } => {
                let Src::S(d) = inst.ops[0].src else {
                    return Err(self.unimpl(env, inst, "destination is not a scalar register"));
                };
                let a = if *rmw { self.sget(d, 1) } else { 0 };
                let k = self.uniform(&inst.ops[1], 1, Ty::B).unwrap_or(0);
                let (r, scc) = f(a, k, self.scc);
                self.sset(d, 1, r);
                if let Some(c) = scc {
                    self.scc = c;
                }
            }
            Op::SCmp { f, ty, w } => {
                let a = self.uniform(&inst.ops[0], *w, *ty).unwrap_or(0);
                let b = self.uniform(&inst.ops[1], *w, *ty).unwrap_or(0);
                self.scc = f(a, b);
            }
            Op::SaveExec { f, wr } => {
                let Src::S(d) = inst.ops[0].src else {
                    return Err(self.unimpl(env, inst, "destination is not a scalar register"));
                };
                let (dw, sw) = (inst.ops[0].width, inst.ops[1].width);
                let src = self.uniform(&inst.ops[1], sw, Ty::B).unwrap_or(0);
                let new = f(src, exec) & self.mask();
                self.set_exec(new);
                if d != sreg::NULL {
                    self.sset(d, dw, if *wr { new } else { exec });
                }
                self.scc = new != 0;
            }
            Op::Branch { cond } => {
                let take = match cond {
                    Cond::Always => true,
                    Cond::Scc0 => !self.scc,
                    Cond::Scc1 => self.scc,
                    Cond::Vccz => self.vcc() == 0,
                    Cond::Vccnz => self.vcc() != 0,
                    Cond::Execz => exec == 0,
                    Cond::Execnz => exec != 0,
                };
                if take {
                    match inst.target {
                        Some(t) => self.pc = t,
                        None => {
                            return Err(self.fault(
                                env,
                                inst,
                                None,
                                inst.pc,
                                "branch to an address with no instruction",
                            ));
                        }
                    }
                }
            }
            Op::GetPc => {
                if let Src::S(d) = inst.ops[0].src {
                    self.sset(d, 2, env.prog.load_base + inst.pc + u64::from(inst.len));
                }
            }
            Op::SetPc => {
                let t = self.uniform(&inst.ops[0], 2, Ty::B).unwrap_or(0);
                self.jump_to(env, inst, t)?;
            }
            Op::SwapPc => {
                let t = self.uniform(&inst.ops[1], 2, Ty::B).unwrap_or(0);
                if let Src::S(d) = inst.ops[0].src {
                    self.sset(d, 2, env.prog.load_base + inst.pc + u64::from(inst.len));
                }
                self.jump_to(env, inst, t)?;
            }
            Op::Barrier => return Ok(Flow::Barrier),
            Op::EndPgm => return Ok(Flow::End),
            Op::Trap => {
                return Err(EmuError::Trap {
                    kernel: env.kernel.to_string(),
                    pc: inst.pc,
                    text: inst.text.clone(),
                });
            }
            Op::GetReg => {
                // The MODE register (round to nearest, denormals kept, DX10
                // clamp and IEEE mode on) and GFX11's SHADER_CYCLES counter
                // (the emulator's instruction clock, 20 bits) are modelled.
                let value = if inst.text.contains("HW_REG_MODE")
                    || inst.text.contains("HW_REG_WAVE_MODE")
                {
                    0xf0 | (1 << 8) | (1 << 9)
                } else if inst.text.contains("HW_REG_SHADER_CYCLES") {
                    env.clock & 0xf_ffff
                } else {
                    return Err(self.unimpl(
                        env,
                        inst,
                        "only HW_REG_MODE (GFX12: HW_REG_WAVE_MODE) and HW_REG_SHADER_CYCLES are readable",
                    ));
                };
                // hwreg(NAME, offset, size): the field of `size` bits at `offset`.
                let field = inst
                    .text
                    .split_once("hwreg(")
                    .and_then(|(_, r)| r.split_once(')'))
                    .map(|(args, _)| {
                        args.split(',')
                            .skip(1)
                            .filter_map(|a| a.trim().parse::<u32>().ok())
                            .collect::<Vec<_>>()
                    })
                    .unwrap_or_default();
                let value = match field.as_slice() {
                    [off, size] if *off < 32 && (1..=32).contains(size) => {
                        (value >> off) & ((1u64 << size) - 1)
                    }
                    _ => value,
                };
                let d = inst
                    .text
                    .split_whitespace()
                    .nth(1)
                    .and_then(|t| crate::decode::parse_operand(t.trim_end_matches(',')));
                if let Some(Operand { src: Src::S(d), .. }) = d {
                    self.sset(d, 1, value);
                }
            }
            Op::MemTime => {
                if let Src::S(d) = inst.ops[0].src {
                    self.sset(d, inst.ops[0].width, env.clock);
                }
            }
            Op::SLoad {
                bytes,
                sext,
                buffer,
            } => self.scalar_load(inst, env, usize::from(*bytes), *sext, *buffer)?,
            Op::BarrierSignal => {}
            Op::SFloat { f, ity, n, .. } => {
                let Src::S(d) = inst.ops[0].src else {
                    return Err(self.unimpl(env, inst, "destination is not a scalar register"));
                };
                let mut s = [0u64; 3];
                for (k, x) in s.iter_mut().enumerate().take(usize::from(*n)) {
                    let op = &inst.ops[1 + k];
                    let mut v = self.uniform(op, 1, *ity).unwrap_or(0);
                    if ity.is16() {
                        v &= 0xffff;
                    }
                    let sign = if ity.is16() { 1 << 15 } else { 1 << 31 };
                    if ity.is_float() && op.abs {
                        v &= !sign;
                    }
                    if ity.is_float() && op.neg {
                        v ^= sign;
                    }
                    *x = v;
                }
                self.sset(d, 1, f(&s, 0) & 0xffff_ffff);
            }
            _ => return Err(self.unimpl(env, inst, "not a salu operation")),
        }
        Ok(Flow::Next)
    }

    /// A scalar memory load (`s_load_*`, `s_buffer_load_*`) of `bytes`
    /// bytes: whole dwords, or a byte or halfword extended to a dword.
    fn scalar_load(
        &mut self,
        inst: &Inst,
        env: &mut Env<'_>,
        bytes: usize,
        sext: bool,
        buffer: bool,
    ) -> Result<(), EmuError> {
        let Src::S(d) = inst.ops[0].src else {
            return Err(self.unimpl(env, inst, "destination is not a scalar register"));
        };
        // The immediate offset is signed on GFX12 (LLVM prints it so); a
        // scalar register offset is unsigned.
        let off = match inst.ops.get(2).map(|o| o.src) {
            None => 0,
            Some(Src::Int(i)) => i as u64,
            Some(_) => self.uniform(&inst.ops[2], 1, Ty::B).unwrap_or(0),
        }
        .wrapping_add(inst.mods.offset as u64);
        let base = if buffer {
            // A buffer resource: base address in bits 47:0, stride in
            // 61:48, NUM_RECORDS (bytes, for a raw buffer) in dword 2.
            let v = self.uniform(&inst.ops[1], 2, Ty::B).unwrap_or(0);
            let Src::S(r) = inst.ops[1].src else {
                return Err(self.unimpl(env, inst, "the buffer resource is not in SGPRs"));
            };
            let records = self.sget(r + 2, 1);
            if (v >> 48) & 0x3fff != 0 {
                return Err(self.unimpl(
                    env,
                    inst,
                    "buffer resources with a stride are not modelled",
                ));
            }
            if (off & 0xffff_ffff) + bytes as u64 > records {
                return Err(self.unimpl(
                    env,
                    inst,
                    "a scalar buffer load beyond NUM_RECORDS (the hardware's range checking is not modelled)",
                ));
            }
            v & 0xffff_ffff_ffff
        } else {
            self.uniform(&inst.ops[1], 2, Ty::B).unwrap_or(0)
        };
        let addr = base.wrapping_add(off);
        let Some(s) = env.mem.slice(addr, bytes) else {
            return Err(self.fault(env, inst, None, addr, "scalar load outside any allocation"));
        };
        let d = usize::from(d);
        if bytes < 4 {
            let v = match (bytes, sext) {
                (1, false) => u32::from(s[0]),
                (1, true) => s[0] as i8 as i32 as u32,
                (_, false) => u32::from(u16::from_le_bytes([s[0], s[1]])),
                (_, true) => i16::from_le_bytes([s[0], s[1]]) as i32 as u32,
            };
            if let Some(r) = self.s.get_mut(d) {
                *r = v;
            }
            return Ok(());
        }
        for (k, c) in s.chunks_exact(4).enumerate() {
            if let Some(r) = self.s.get_mut(d + k) {
                *r = u32::from_le_bytes([c[0], c[1], c[2], c[3]]);
            }
        }
        Ok(())
    }
}
