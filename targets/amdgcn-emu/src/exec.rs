//! The wave interpreter: registers, EXEC/VCC/SCC, and one instruction at a
//! time over the 64 lanes of a wave.

use std::collections::HashMap;

use crate::EmuError;
use crate::decode::{Mods, Operand, Src, sreg};
use crate::float::{class_f16, class_f32, class_f64, f32_to_f16};
use crate::memory::Memory;
use crate::ops::{AtomOp, Cond, Op, Seg, Ty};

/// Lanes in a wave.
pub const LANES: usize = 64;
/// High half of the LDS aperture in flat addresses (`src_shared_base`).
pub const SHARED_HI: u64 = 0x0000_1000;
/// High half of the scratch aperture in flat addresses (`src_private_base`).
pub const PRIVATE_HI: u64 = 0x0000_2000;

/// Encoding of an instruction, from its mnemonic suffix.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Enc {
    /// No suffix.
    Plain,
    /// `_e32`.
    E32,
    /// `_e64`.
    E64,
    /// `_dpp`.
    Dpp,
    /// `_sdwa`.
    Sdwa,
}

/// A decoded instruction with its semantics.
#[derive(Debug, Clone)]
pub struct Inst {
    /// Byte address.
    pub pc: u64,
    /// Length in bytes.
    pub len: u32,
    /// LLVM's text.
    pub text: String,
    /// Semantics.
    pub op: Op,
    /// Operands.
    pub ops: Vec<Operand>,
    /// Modifiers.
    pub mods: Mods,
    /// Encoding.
    pub enc: Enc,
    /// The first three instruction dwords (DPP/SDWA controls, DS offsets).
    pub words: [u32; 3],
    /// The DPP control dword, for DPP forms (after VOP1/2/C, or after VOP3).
    pub dpp: u32,
    /// DPP8 rather than DPP16 (GFX10+).
    pub dpp8: bool,
    /// Branch target as an instruction index.
    pub target: Option<usize>,
    /// Why the instruction cannot run, for [`Op::Unimplemented`].
    pub problem: String,
}

/// A decoded code section.
#[derive(Debug, Default)]
pub struct Program {
    /// Instructions in address order.
    pub insts: Vec<Inst>,
    /// Address to index.
    pub index: HashMap<u64, usize>,
    /// Vector registers referenced (highest index + 1).
    pub vgprs: usize,
    /// Accumulation registers referenced.
    pub agprs: usize,
}

/// Scheduling state of a wave.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum State {
    /// Runnable.
    Run,
    /// Waiting at `s_barrier`.
    Barrier,
    /// Ended (`s_endpgm`).
    Done,
}

/// One wave's architectural state.
pub struct Wave {
    /// Scalar registers (VCC at 106, M0 at 124, EXEC at 126).
    pub s: [u32; sreg::COUNT],
    /// Vector registers, `v[reg * 64 + lane]`; AGPRs follow the VGPRs.
    pub v: Vec<u32>,
    /// Index of the first AGPR in `v`.
    pub agpr_base: usize,
    /// SCC.
    pub scc: bool,
    /// Next instruction index.
    pub pc: usize,
    /// Scheduling state.
    pub state: State,
    /// Wave number within its workgroup.
    pub index: u32,
    /// Private memory of each lane, `scratch[lane * private + offset]`.
    pub scratch: Vec<u8>,
    /// Instructions executed.
    pub steps: u64,
    /// Lanes: 64, or 32 for wave32 kernels.
    pub width: u32,
}

/// What a launch's waves share: code, memory, LDS, identification.
pub struct Env<'a> {
    /// The code.
    pub prog: &'a Program,
    /// Global memory.
    pub mem: &'a mut Memory,
    /// The workgroup's LDS.
    pub lds: &'a mut [u8],
    /// Kernel name, for errors.
    pub kernel: &'a str,
    /// Workgroup id.
    pub group: [u32; 3],
    /// Private bytes per lane.
    pub private: usize,
    /// A clock for `s_memtime`.
    pub clock: u64,
}

/// Where an instruction leaves its wave.
pub enum Flow {
    /// Go on.
    Next,
    /// Wait at the barrier.
    Barrier,
    /// The wave ended.
    End,
}

fn lanes(mut m: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let l = m.trailing_zeros() as usize;
            m &= m - 1;
            Some(l)
        }
    })
}

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
struct Rd {
    uni: Option<u64>,
    reg: usize,
    w: u8,
    shift: u32,
    mask: u64,
    abs: u64,
    neg: u64,
    sdwa: Option<(u32, bool)>,
}

impl Rd {
    #[inline]
    fn get(&self, v: &[u32], lane: usize) -> u64 {
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
    /// A wave with `vgprs` vector and `agprs` accumulation registers and
    /// `private` bytes of scratch per lane; `None` when the host cannot hold
    /// them (the sizes come from the code object).
    pub fn new(vgprs: usize, agprs: usize, private: usize) -> Option<Wave> {
        Some(Wave {
            s: [0; sreg::COUNT],
            v: crate::memory::zeroed(vgprs.checked_add(agprs)?.max(1).checked_mul(LANES)?)?,
            agpr_base: vgprs,
            scc: false,
            pc: 0,
            state: State::Run,
            index: 0,
            scratch: crate::memory::zeroed(private.checked_mul(LANES)?)?,
            steps: 0,
            width: 64,
        })
    }

    /// EXEC.
    #[inline]
    pub fn exec(&self) -> u64 {
        self.sget(sreg::EXEC, 2) & self.mask()
    }

    /// The lanes of the wave as a mask.
    #[inline]
    fn mask(&self) -> u64 {
        if self.width == 32 {
            0xffff_ffff
        } else {
            u64::MAX
        }
    }

    /// Sets EXEC.
    pub fn set_exec(&mut self, m: u64) {
        self.sset(sreg::EXEC, 2, m);
    }

    fn vcc(&self) -> u64 {
        self.sget(sreg::VCC, 2) & self.mask()
    }

    /// Reads one or two scalar registers.
    #[inline]
    pub fn sget(&self, r: u16, w: u8) -> u64 {
        let r = r as usize;
        let lo = u64::from(self.s[r]);
        if w >= 2 {
            lo | (u64::from(self.s[r + 1]) << 32)
        } else {
            lo
        }
    }

    /// Writes one or two scalar registers.
    #[inline]
    pub fn sset(&mut self, r: u16, w: u8, v: u64) {
        let r = r as usize;
        self.s[r] = v as u32;
        if w >= 2 {
            self.s[r + 1] = (v >> 32) as u32;
        }
    }

    fn vreg(&self, src: Src) -> Option<usize> {
        match src {
            Src::V(r) => Some(r as usize),
            Src::A(r) => Some(self.agpr_base + r as usize),
            _ => None,
        }
    }

    /// A uniform (non-VGPR) operand's value, `w` dwords read as `ty`.
    fn uniform(&self, op: &Operand, w: u8, ty: Ty) -> Option<u64> {
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
    fn rd(&self, inst: &Inst, i: usize, k: usize, w: u8, ty: Ty) -> Rd {
        let op = &inst.ops[i];
        let shift = if ty.is16() && inst.mods.op_sel & (1 << k) != 0 {
            16
        } else {
            0
        };
        let mask = if ty.is16() {
            0xffff
        } else if w == 2 {
            u64::MAX
        } else {
            0xffff_ffff
        };
        let sb = sign_bit(ty);
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

    fn vget(&self, reg: usize, lane: usize, w: u8) -> u64 {
        let lo = u64::from(self.v[reg * LANES + lane]);
        if w >= 2 {
            lo | (u64::from(self.v[(reg + 1) * LANES + lane]) << 32)
        } else {
            lo
        }
    }

    fn vset(&mut self, reg: usize, lane: usize, w: u8, x: u64) {
        self.v[reg * LANES + lane] = x as u32;
        for k in 1..usize::from(w) {
            self.v[(reg + k) * LANES + lane] = (x >> (32 * k.min(1))) as u32;
        }
    }

    /// Runs up to `budget` instructions; stops early at a barrier or the end.
    pub fn run(&mut self, env: &mut Env<'_>, budget: u32) -> Result<Flow, EmuError> {
        for _ in 0..budget {
            let prog = env.prog;
            let Some(inst) = prog.insts.get(self.pc) else {
                return Err(EmuError::Unimplemented {
                    kernel: env.kernel.to_string(),
                    pc: prog.insts.last().map_or(0, |i| i.pc + u64::from(i.len)),
                    text: "<end of code>".into(),
                    reason: "execution ran past the last instruction".into(),
                });
            };
            self.pc += 1;
            self.steps += 1;
            env.clock += 1;
            match self.step(inst, env)? {
                Flow::Next => {}
                f => return Ok(f),
            }
        }
        Ok(Flow::Next)
    }

    fn fault(
        &self,
        env: &Env<'_>,
        inst: &Inst,
        lane: Option<usize>,
        addr: u64,
        what: &str,
    ) -> EmuError {
        EmuError::Fault {
            kernel: env.kernel.to_string(),
            workgroup: env.group,
            lane: lane.map(|l| self.index * self.width + l as u32),
            address: addr,
            detail: format!("{what} at pc {:#x} (`{}`)", inst.pc, inst.text),
        }
    }

    fn unimpl(&self, env: &Env<'_>, inst: &Inst, reason: &str) -> EmuError {
        EmuError::Unimplemented {
            kernel: env.kernel.to_string(),
            pc: inst.pc,
            text: inst.text.clone(),
            reason: reason.to_string(),
        }
    }

    fn jump_to(&mut self, env: &Env<'_>, inst: &Inst, addr: u64) -> Result<(), EmuError> {
        match env.prog.index.get(&addr) {
            Some(&i) => {
                self.pc = i;
                Ok(())
            }
            None => Err(self.fault(
                env,
                inst,
                None,
                addr,
                "jump to an address with no instruction",
            )),
        }
    }

    fn write_mask(&mut self, op: &Operand, m: u64) {
        if let Src::S(r) = op.src {
            self.sset(r, op.width, m & self.mask());
        }
    }

    /// Writes a vector result: 16-bit results honour `op_sel` (high half)
    /// or zero the high half; SDWA results honour `dst_sel`/`dst_unused`.
    #[inline]
    fn write_v(&mut self, inst: &Inst, reg: usize, lane: usize, w: u8, oty: Ty, r: u64) {
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
        if oty.is16() {
            let old = self.v[reg * LANES + lane];
            self.v[reg * LANES + lane] = if inst.mods.op_sel & 8 != 0 {
                (old & 0xffff) | ((r as u32) << 16)
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

    fn output(&self, inst: &Inst, oty: Ty, r: u64) -> u64 {
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

    fn dst_reg(&self, env: &Env<'_>, inst: &Inst, i: usize) -> Result<usize, EmuError> {
        inst.ops
            .get(i)
            .and_then(|o| self.vreg(o.src))
            .ok_or_else(|| self.unimpl(env, inst, "destination is not a vector register"))
    }

    /// Executes one instruction.
    fn step(&mut self, inst: &Inst, env: &mut Env<'_>) -> Result<Flow, EmuError> {
        let exec = self.exec();
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
            Op::Cndmask => {
                let dst = self.dst_reg(env, inst, 0)?;
                let a = self.rd(inst, 1, 0, 1, Ty::F32);
                let b = self.rd(inst, 2, 1, 1, Ty::F32);
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
                    self.write_v(inst, dst, l, 1, Ty::B, r);
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
                    let rl = f(lo[0], lo[1], lo[2]);
                    let rh = f(hi[0], hi[1], hi[2]);
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
            Op::Load {
                seg,
                bytes,
                sext,
                d16,
            } => self.flat_load(inst, env, exec, *seg, *bytes, *sext, *d16)?,
            Op::Store { seg, bytes, hi } => self.flat_store(inst, env, exec, *seg, *bytes, *hi)?,
            Op::Atomic { seg, op, w } => self.flat_atomic(inst, env, exec, *seg, *op, *w)?,
            Op::DsRead { bytes, sext, d16 } => {
                let dst = self.dst_reg(env, inst, 0)?;
                let a = self.rd(inst, 1, 0, 1, Ty::B);
                for l in lanes(exec) {
                    let addr = (a.get(&self.v, l) as u32).wrapping_add(inst.mods.offset as u32);
                    let raw = self.lds_read(env, inst, l, addr, *bytes)?;
                    self.put_loaded(dst, l, raw, *bytes, *sext, *d16);
                }
            }
            Op::DsWrite { bytes, hi } => {
                let a = self.rd(inst, 0, 0, 1, Ty::B);
                let data = self.dst_reg(env, inst, 1)?;
                for l in lanes(exec) {
                    let addr = (a.get(&self.v, l) as u32).wrapping_add(inst.mods.offset as u32);
                    let raw = self.get_data(data, l, *bytes, *hi);
                    self.lds_write(env, inst, l, addr, &raw[..usize::from(*bytes)])?;
                }
            }
            Op::DsRead2 { w, st64 } => {
                let dst = self.dst_reg(env, inst, 0)?;
                let a = self.rd(inst, 1, 0, 1, Ty::B);
                let unit = 4 * u32::from(*w) * if *st64 { 64 } else { 1 };
                let bytes = 4 * *w;
                for l in lanes(exec) {
                    let base = a.get(&self.v, l) as u32;
                    for (k, off) in [inst.mods.offset0, inst.mods.offset1]
                        .into_iter()
                        .enumerate()
                    {
                        let addr = base.wrapping_add(off * unit);
                        let raw = self.lds_read(env, inst, l, addr, bytes)?;
                        for j in 0..usize::from(*w) {
                            self.v[(dst + k * usize::from(*w) + j) * LANES + l] =
                                u32::from_le_bytes([
                                    raw[4 * j],
                                    raw[4 * j + 1],
                                    raw[4 * j + 2],
                                    raw[4 * j + 3],
                                ]);
                        }
                    }
                }
            }
            Op::DsWrite2 { w, st64 } => {
                let a = self.rd(inst, 0, 0, 1, Ty::B);
                let d0 = self.dst_reg(env, inst, 1)?;
                let d1 = self.dst_reg(env, inst, 2)?;
                let unit = 4 * u32::from(*w) * if *st64 { 64 } else { 1 };
                let bytes = 4 * *w;
                for l in lanes(exec) {
                    let base = a.get(&self.v, l) as u32;
                    for (d, off) in [(d0, inst.mods.offset0), (d1, inst.mods.offset1)] {
                        let addr = base.wrapping_add(off * unit);
                        let raw = self.get_data(d, l, bytes, false);
                        self.lds_write(env, inst, l, addr, &raw[..usize::from(bytes)])?;
                    }
                }
            }
            Op::DsAtomic { op, w, ret } => {
                let first = usize::from(*ret);
                let a = self.rd(inst, first, 0, 1, Ty::B);
                let d0 = self.dst_reg(env, inst, first + 1)?;
                let d1 = if inst.ops.len() > first + 2 {
                    Some(self.dst_reg(env, inst, first + 2)?)
                } else {
                    None
                };
                let dst = if *ret {
                    Some(self.dst_reg(env, inst, 0)?)
                } else {
                    None
                };
                let bytes = 4 * *w;
                for l in lanes(exec) {
                    let addr = (a.get(&self.v, l) as u32).wrapping_add(inst.mods.offset as u32);
                    let raw = self.lds_read(env, inst, l, addr, bytes)?;
                    let old = le(&raw[..usize::from(bytes)]);
                    let x = self.vget(d0, l, *w);
                    let y = d1.map_or(0, |r| self.vget(r, l, *w));
                    // DS compare-store: data0 is the compare value, data1 the new one.
                    let new = match op {
                        AtomOp::CmpSt => op.apply(old, y, x, *w),
                        _ => op.apply(old, x, y, *w),
                    };
                    self.lds_write(env, inst, l, addr, &new.to_le_bytes()[..usize::from(bytes)])?;
                    if let Some(dst) = dst {
                        self.vset(dst, l, *w, old);
                    }
                }
            }
            Op::DsBpermute | Op::DsPermute => {
                let dst = self.dst_reg(env, inst, 0)?;
                let a = self.rd(inst, 1, 0, 1, Ty::B);
                let data = self.dst_reg(env, inst, 2)?;
                let col: Vec<u32> = self.v[data * LANES..(data + 1) * LANES].to_vec();
                let mut out = [0u32; LANES];
                for l in lanes(exec) {
                    let sel = ((a.get(&self.v, l) as u32).wrapping_add(inst.mods.offset as u32)
                        >> 2) as usize
                        & (self.width as usize - 1);
                    if matches!(inst.op, Op::DsBpermute) {
                        out[l] = if exec >> sel & 1 == 1 { col[sel] } else { 0 };
                    } else {
                        out[sel] = col[l];
                    }
                }
                for l in lanes(exec) {
                    self.v[dst * LANES + l] = out[l];
                }
            }
            Op::DsSwizzle => {
                let dst = self.dst_reg(env, inst, 0)?;
                let src = self.dst_reg(env, inst, 1)?;
                let off = inst.words[0] & 0xffff;
                let col: Vec<u32> = self.v[src * LANES..(src + 1) * LANES].to_vec();
                let mut out = [0u32; LANES];
                for l in lanes(exec) {
                    let sl = if off & 0x8000 != 0 {
                        (l & !3) | ((off >> (2 * (l & 3))) & 3) as usize
                    } else {
                        let and = (off & 0x1f) as usize;
                        let or = ((off >> 5) & 0x1f) as usize;
                        let xor = ((off >> 10) & 0x1f) as usize;
                        (l & 0x20) | ((((l & 0x1f) & and) | or) ^ xor)
                    };
                    out[l] = if exec >> sl & 1 == 1 { col[sl] } else { 0 };
                }
                for l in lanes(exec) {
                    self.v[dst * LANES + l] = out[l];
                }
            }
            Op::Unimplemented => return Err(self.unimpl(env, inst, &inst.problem)),
        }
        Ok(Flow::Next)
    }

    fn put_loaded(&mut self, dst: usize, l: usize, raw: [u8; 16], bytes: u8, sext: bool, d16: u8) {
        if bytes >= 4 {
            for j in 0..usize::from(bytes / 4) {
                self.v[(dst + j) * LANES + l] = u32::from_le_bytes([
                    raw[4 * j],
                    raw[4 * j + 1],
                    raw[4 * j + 2],
                    raw[4 * j + 3],
                ]);
            }
            return;
        }
        let v = if bytes == 1 {
            if sext {
                raw[0] as i8 as i32 as u32
            } else {
                u32::from(raw[0])
            }
        } else {
            let h = u16::from_le_bytes([raw[0], raw[1]]);
            if sext {
                h as i16 as i32 as u32
            } else {
                u32::from(h)
            }
        };
        let old = self.v[dst * LANES + l];
        self.v[dst * LANES + l] = match d16 {
            1 => (old & 0xffff_0000) | (v & 0xffff),
            2 => (old & 0xffff) | (v << 16),
            _ => v,
        };
    }

    fn get_data(&self, reg: usize, l: usize, bytes: u8, hi: bool) -> [u8; 16] {
        let mut out = [0u8; 16];
        let n = usize::from(bytes).div_ceil(4);
        for j in 0..n {
            let mut v = self.v[(reg + j) * LANES + l];
            if hi {
                v >>= 16;
            }
            out[4 * j..4 * j + 4].copy_from_slice(&v.to_le_bytes());
        }
        out
    }

    fn lds_read(
        &self,
        env: &Env<'_>,
        inst: &Inst,
        l: usize,
        addr: u32,
        bytes: u8,
    ) -> Result<[u8; 16], EmuError> {
        let a = addr as usize;
        let n = usize::from(bytes);
        match env.lds.get(a..a + n) {
            Some(s) => {
                let mut out = [0u8; 16];
                out[..n].copy_from_slice(s);
                Ok(out)
            }
            None => Err(self.fault(
                env,
                inst,
                Some(l),
                u64::from(addr),
                &format!(
                    "LDS read of {n} bytes beyond the workgroup's {} bytes",
                    env.lds.len()
                ),
            )),
        }
    }

    fn lds_write(
        &self,
        env: &mut Env<'_>,
        inst: &Inst,
        l: usize,
        addr: u32,
        data: &[u8],
    ) -> Result<(), EmuError> {
        let a = addr as usize;
        let len = env.lds.len();
        match env.lds.get_mut(a..a + data.len()) {
            Some(s) => {
                s.copy_from_slice(data);
                Ok(())
            }
            None => Err(self.fault(
                env,
                inst,
                Some(l),
                u64::from(addr),
                &format!(
                    "LDS write of {} bytes beyond the workgroup's {len} bytes",
                    data.len()
                ),
            )),
        }
    }

    /// The address lane `l` of a FLAT-family instruction accesses.
    fn flat_addr(&self, inst: &Inst, seg: Seg, vaddr: usize, l: usize) -> u64 {
        let off = inst.mods.offset;
        match seg {
            Seg::Flat => {
                let r = self.vreg(inst.ops[vaddr].src).unwrap_or(0);
                self.vget(r, l, 2).wrapping_add(off as u64)
            }
            Seg::Global => match self.saddr(inst, vaddr) {
                Some(base) => {
                    let v = match self.vreg(inst.ops[vaddr].src) {
                        Some(r) => u64::from(self.v[r * LANES + l]),
                        None => 0,
                    };
                    base.wrapping_add(v).wrapping_add(off as u64)
                }
                None => {
                    let r = self.vreg(inst.ops[vaddr].src).unwrap_or(0);
                    self.vget(r, l, 2).wrapping_add(off as u64)
                }
            },
            Seg::Scratch => {
                let v = match self.vreg(inst.ops[vaddr].src) {
                    Some(r) => u64::from(self.v[r * LANES + l]),
                    None => 0,
                };
                let s = self.saddr(inst, vaddr).unwrap_or(0);
                (v.wrapping_add(s).wrapping_add(off as u64)) & 0xffff_ffff
            }
        }
    }

    /// The scalar base of a global/scratch access: the last operand, unless `off`.
    fn saddr(&self, inst: &Inst, _vaddr: usize) -> Option<u64> {
        let last = inst.ops.last()?;
        match last.src {
            Src::Off => None,
            Src::S(_) => {
                let w = if matches!(
                    inst.op,
                    Op::Load {
                        seg: Seg::Scratch,
                        ..
                    } | Op::Store {
                        seg: Seg::Scratch,
                        ..
                    }
                ) {
                    1
                } else {
                    2
                };
                self.uniform(last, w, Ty::B)
            }
            _ => None,
        }
    }

    /// Reads `n` bytes at a FLAT-family address of lane `l`.
    fn mem_read(
        &mut self,
        env: &mut Env<'_>,
        inst: &Inst,
        seg: Seg,
        l: usize,
        addr: u64,
        n: usize,
    ) -> Result<[u8; 16], EmuError> {
        let mut out = [0u8; 16];
        match self.classify(seg, addr) {
            Space::Global => match env.mem.slice(addr, n) {
                Some(s) => out[..n].copy_from_slice(s),
                None => {
                    return Err(self.fault(
                        env,
                        inst,
                        Some(l),
                        addr,
                        &format!("read of {n} bytes outside any allocation"),
                    ));
                }
            },
            Space::Lds(a) => return self.lds_read(env, inst, l, a, n as u8),
            Space::Private(a) => {
                let range = self.private_range(env, inst, l, addr, a, n, "read")?;
                out[..n].copy_from_slice(&self.scratch[range]);
            }
        }
        Ok(out)
    }

    fn mem_write(
        &mut self,
        env: &mut Env<'_>,
        inst: &Inst,
        seg: Seg,
        l: usize,
        addr: u64,
        data: &[u8],
    ) -> Result<(), EmuError> {
        let n = data.len();
        match self.classify(seg, addr) {
            Space::Global => match env.mem.slice(addr, n) {
                Some(s) => s.copy_from_slice(data),
                None => {
                    return Err(self.fault(
                        env,
                        inst,
                        Some(l),
                        addr,
                        &format!("write of {n} bytes outside any allocation"),
                    ));
                }
            },
            Space::Lds(a) => return self.lds_write(env, inst, l, a, data),
            Space::Private(a) => {
                let range = self.private_range(env, inst, l, addr, a, n, "write")?;
                self.scratch[range].copy_from_slice(data);
            }
        }
        Ok(())
    }

    /// Where in the scratch memory lane `l`'s `what` ("read" or "write") of
    /// `n` bytes at private address `a` (`addr` as issued) falls, or the
    /// fault of an access beyond the lane's private memory.
    #[allow(clippy::too_many_arguments)]
    fn private_range(
        &self,
        env: &Env<'_>,
        inst: &Inst,
        l: usize,
        addr: u64,
        a: u32,
        n: usize,
        what: &str,
    ) -> Result<std::ops::Range<usize>, EmuError> {
        let a = a as usize;
        if a + n > env.private {
            return Err(self.fault(
                env,
                inst,
                Some(l),
                addr,
                &format!(
                    "private {what} of {n} bytes beyond the lane's {} bytes",
                    env.private
                ),
            ));
        }
        let base = l * env.private + a;
        Ok(base..base + n)
    }

    fn classify(&self, seg: Seg, addr: u64) -> Space {
        match seg {
            Seg::Global => Space::Global,
            Seg::Scratch => Space::Private(addr as u32),
            Seg::Flat => match addr >> 32 {
                SHARED_HI => Space::Lds(addr as u32),
                PRIVATE_HI => Space::Private(addr as u32),
                _ => Space::Global,
            },
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn flat_load(
        &mut self,
        inst: &Inst,
        env: &mut Env<'_>,
        exec: u64,
        seg: Seg,
        bytes: u8,
        sext: bool,
        d16: u8,
    ) -> Result<(), EmuError> {
        let dst = self.dst_reg(env, inst, 0)?;
        for l in lanes(exec) {
            let addr = self.flat_addr(inst, seg, 1, l);
            let raw = self.mem_read(env, inst, seg, l, addr, usize::from(bytes))?;
            self.put_loaded(dst, l, raw, bytes, sext, d16);
        }
        Ok(())
    }

    fn flat_store(
        &mut self,
        inst: &Inst,
        env: &mut Env<'_>,
        exec: u64,
        seg: Seg,
        bytes: u8,
        hi: bool,
    ) -> Result<(), EmuError> {
        let data = self.dst_reg(env, inst, 1)?;
        for l in lanes(exec) {
            let addr = self.flat_addr(inst, seg, 0, l);
            let raw = self.get_data(data, l, bytes, hi);
            self.mem_write(env, inst, seg, l, addr, &raw[..usize::from(bytes)])?;
        }
        Ok(())
    }

    fn flat_atomic(
        &mut self,
        inst: &Inst,
        env: &mut Env<'_>,
        exec: u64,
        seg: Seg,
        op: AtomOp,
        w: u8,
    ) -> Result<(), EmuError> {
        let with_saddr = seg != Seg::Flat;
        let n = inst.ops.len() - usize::from(with_saddr);
        let ret = n == 3;
        let vaddr = usize::from(ret);
        let data = self.dst_reg(env, inst, vaddr + 1)?;
        let dst = if ret {
            Some(self.dst_reg(env, inst, 0)?)
        } else {
            None
        };
        let bytes = 4 * usize::from(w);
        for l in lanes(exec) {
            let addr = self.flat_addr(inst, seg, vaddr, l);
            let raw = self.mem_read(env, inst, seg, l, addr, bytes)?;
            let old = le(&raw[..bytes]);
            let x = self.vget(data, l, w);
            let cmp = if op == AtomOp::CmpSwap {
                self.vget(data + usize::from(w), l, w)
            } else {
                0
            };
            let new = op.apply(old, x, cmp, w);
            self.mem_write(env, inst, seg, l, addr, &new.to_le_bytes()[..bytes])?;
            if let Some(dst) = dst {
                self.vset(dst, l, w, old);
            }
        }
        Ok(())
    }
}

enum Space {
    Global,
    Lds(u32),
    Private(u32),
}

fn le(b: &[u8]) -> u64 {
    let mut x = [0u8; 8];
    x[..b.len()].copy_from_slice(b);
    u64::from_le_bytes(x)
}
