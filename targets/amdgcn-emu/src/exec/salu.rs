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
            Op::SCmp { f, w } => {
                let a = self.uniform(&inst.ops[0], *w, Ty::B).unwrap_or(0);
                let b = self.uniform(&inst.ops[1], *w, Ty::B).unwrap_or(0);
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
                    self.sset(d, 2, inst.pc + u64::from(inst.len));
                }
            }
            Op::SetPc => {
                let t = self.uniform(&inst.ops[0], 2, Ty::B).unwrap_or(0);
                self.jump_to(env, inst, t)?;
            }
            Op::SwapPc => {
                let t = self.uniform(&inst.ops[1], 2, Ty::B).unwrap_or(0);
                if let Src::S(d) = inst.ops[0].src {
                    self.sset(d, 2, inst.pc + u64::from(inst.len));
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
                // Only the MODE register is modelled: round to nearest,
                // denormals kept, DX10 clamp and IEEE mode on.
                if !inst.text.contains("HW_REG_MODE") {
                    return Err(self.unimpl(env, inst, "only HW_REG_MODE is readable"));
                }
                let d = inst
                    .text
                    .split_whitespace()
                    .nth(1)
                    .and_then(|t| crate::decode::parse_operand(t.trim_end_matches(',')));
                if let Some(Operand { src: Src::S(d), .. }) = d {
                    self.sset(d, 1, 0xf0 | (1 << 8) | (1 << 9));
                }
            }
            Op::MemTime => {
                if let Src::S(d) = inst.ops[0].src {
                    self.sset(d, 2, env.clock);
                }
            }
            Op::SLoad { n } => {
                let Src::S(d) = inst.ops[0].src else {
                    return Err(self.unimpl(env, inst, "destination is not a scalar register"));
                };
                let base = self.uniform(&inst.ops[1], 2, Ty::B).unwrap_or(0);
                let off = inst
                    .ops
                    .get(2)
                    .and_then(|o| self.uniform(o, 1, Ty::B))
                    .unwrap_or(0);
                let addr = base.wrapping_add(off).wrapping_add(inst.mods.offset as u64);
                let bytes = usize::from(*n) * 4;
                let Some(s) = env.mem.slice(addr, bytes) else {
                    return Err(self.fault(
                        env,
                        inst,
                        None,
                        addr,
                        "scalar load outside any allocation",
                    ));
                };
                let base = d as usize;
                for (k, c) in s.chunks_exact(4).enumerate() {
                    if let Some(r) = self.s.get_mut(base + k) {
                        *r = u32::from_le_bytes([c[0], c[1], c[2], c[3]]);
                    }
                }
            }
            _ => return Err(self.unimpl(env, inst, "not a salu operation")),
        }
        Ok(Flow::Next)
    }
}
