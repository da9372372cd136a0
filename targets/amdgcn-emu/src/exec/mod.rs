//! The wave interpreter: registers, EXEC/VCC/SCC, and one instruction at a
//! time over the 64 lanes of a wave.
//!
//! `Wave::step` dispatches by instruction family: lane-wise and cross-lane
//! vector ALU operations in `valu`, scalar ALU, control flow and scalar
//! memory in `salu`, LDS and FLAT-family memory in `memory`; how operands
//! are read and results written (modifiers, `op_sel`, SDWA, DPP lanes) is
//! in `operand`; M0-relative VGPR addressing (RDNA's `v_movrel*`, GFX9's
//! VGPR index mode) in `relative`.

use std::collections::HashMap;

use crate::EmuError;
use crate::decode::{Mods, Operand, Src, sreg};
use crate::memory::Memory;
use crate::ops::Op;

mod matrix;
mod memory;
mod operand;
mod relative;
mod salu;
mod valu;

pub use operand::dpp_lane;

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
    /// A 16-bit result written to the low half of a VGPR keeps the high
    /// half (GFX10 and later); GFX9 zeroes it.
    pub keep_hi16: bool,
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
    /// The workgroup ids are in trap temporaries (GFX12's architected
    /// SGPRs: x in ttmp9, y and z in ttmp7), whatever the descriptor asks.
    pub architected_ids: bool,
    /// Where the code object's address 0 lies in device memory: its loaded
    /// segments are mapped there, so `s_getpc_b64` plus a PC-relative offset
    /// reaches the module's global variables as on hardware.
    pub load_base: u64,
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
    /// VGPRs the kernel was allocated: what an M0-relative register number
    /// may reach (at most the VGPRs in `v`).
    pub vgpr_limit: usize,
    /// GFX9's VGPR index mode is on (MODE.gpr_idx_en).
    pub gpr_idx: bool,
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
    /// Wave-instructions executed per instruction index, when the launch
    /// is profiled.
    pub counts: Option<&'a mut [u64]>,
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
            vgpr_limit: vgprs,
            gpr_idx: false,
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
            if let Some(n) = env.counts.as_deref_mut().and_then(|c| c.get_mut(self.pc)) {
                *n += 1;
            }
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
        match env.prog.index.get(&addr.wrapping_sub(env.prog.load_base)) {
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

    fn dst_reg(&self, env: &Env<'_>, inst: &Inst, i: usize) -> Result<usize, EmuError> {
        inst.ops
            .get(i)
            .and_then(|o| self.vreg(o.src))
            .ok_or_else(|| self.unimpl(env, inst, "destination is not a vector register"))
    }

    /// Executes one instruction.
    fn step(&mut self, inst: &Inst, env: &mut Env<'_>) -> Result<Flow, EmuError> {
        let exec = self.exec();
        if self.gpr_idx
            && (valu(&inst.op) || matches!(inst.op, Op::Matrix(_) | Op::MovRel(_)))
            && let Some(moved) = self.indexed(inst, env)?
        {
            return self.valu(&moved, env, exec);
        }
        match &inst.op {
            op if valu(op) => self.valu(inst, env, exec),
            Op::MovRel(rel) => {
                self.movrel(inst, env, exec, *rel)?;
                Ok(Flow::Next)
            }
            Op::GprIdx(which) => {
                self.gpr_idx(inst, *which);
                Ok(Flow::Next)
            }
            Op::Load { .. }
            | Op::Store { .. }
            | Op::Atomic { .. }
            | Op::DsRead { .. }
            | Op::DsWrite { .. }
            | Op::DsRead2 { .. }
            | Op::DsWrite2 { .. }
            | Op::DsAtomic { .. }
            | Op::DsBpermute
            | Op::DsPermute
            | Op::DsSwizzle => self.memory(inst, env, exec),
            Op::Matrix(m) => self.matrix(inst, env, exec, *m),
            Op::Unimplemented => Err(self.unimpl(env, inst, &inst.problem)),
            _ => self.salu(inst, env, exec),
        }
    }
}

/// Whether `op` is a vector ALU operation that [`Wave::valu`] executes.
fn valu(op: &Op) -> bool {
    matches!(
        op,
        Op::V { .. }
            | Op::VCarry { .. }
            | Op::VCmp { .. }
            | Op::VClass { .. }
            | Op::Cndmask { .. }
            | Op::ReadLane
            | Op::ReadFirstLane
            | Op::WriteLane
            | Op::DivScale { .. }
            | Op::DivFmas { .. }
            | Op::Mad64 { .. }
            | Op::TrigPreop
            | Op::PkF32 { .. }
            | Op::Pk16 { .. }
            | Op::FmaMix { .. }
            | Op::Dual(_)
            | Op::PkMov
            | Op::Swap
    )
}
