//! LDS and FLAT-family (flat, global, scratch) memory instructions.

use super::{Env, Flow, Inst, LANES, PRIVATE_HI, SHARED_HI, Wave, lanes};
use crate::EmuError;
use crate::decode::Src;
use crate::ops::{AtomOp, Op, Seg, Ty};

impl Wave {
    /// Executes an LDS or FLAT-family memory instruction.
    pub(super) fn memory(
        &mut self,
        inst: &Inst,
        env: &mut Env<'_>,
        exec: u64,
    ) -> Result<Flow, EmuError> {
        match &inst.op {
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
            _ => return Err(self.unimpl(env, inst, "not a memory operation")),
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
