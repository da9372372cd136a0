//! Memory instructions: FLAT/global/scratch and LDS, and atomic operations.

use super::{Op, Seg};
use crate::float::{max_f32, max_f64, min_f32, min_f64};

/// Read-modify-write operations of atomics.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AtomOp {
    /// Exchange.
    Swap,
    /// Compare and swap, data = (new, compare) (FLAT/global order).
    CmpSwap,
    /// Compare and store, data = (compare, new) (DS order).
    CmpSt,
    /// Integer add.
    Add,
    /// Integer subtract.
    Sub,
    /// Reverse subtract.
    Rsub,
    /// Signed minimum.
    Smin,
    /// Unsigned minimum.
    Umin,
    /// Signed maximum.
    Smax,
    /// Unsigned maximum.
    Umax,
    /// Bitwise and.
    And,
    /// Bitwise or.
    Or,
    /// Bitwise xor.
    Xor,
    /// Wrapping increment: `old >= data ? 0 : old + 1`.
    Inc,
    /// Wrapping decrement: `old == 0 || old > data ? data : old - 1`.
    Dec,
    /// Floating-point add.
    FAdd,
    /// Floating-point minimum.
    FMin,
    /// Floating-point maximum.
    FMax,
}

impl AtomOp {
    /// The new memory value from the old one, `data` and `cmp`, `w` dwords wide.
    pub fn apply(self, old: u64, data: u64, cmp: u64, w: u8) -> u64 {
        let wide = w == 2;
        let mask = if wide { u64::MAX } else { 0xffff_ffff };
        let sx = |v: u64| {
            if wide {
                v as i64
            } else {
                i64::from(v as u32 as i32)
            }
        };
        let r = match self {
            AtomOp::Swap => data,
            AtomOp::CmpSwap | AtomOp::CmpSt => {
                if old == cmp {
                    data
                } else {
                    old
                }
            }
            AtomOp::Add => old.wrapping_add(data),
            AtomOp::Sub => old.wrapping_sub(data),
            AtomOp::Rsub => data.wrapping_sub(old),
            AtomOp::Smin => {
                if sx(data) < sx(old) {
                    data
                } else {
                    old
                }
            }
            AtomOp::Smax => {
                if sx(data) > sx(old) {
                    data
                } else {
                    old
                }
            }
            AtomOp::Umin => old.min(data),
            AtomOp::Umax => old.max(data),
            AtomOp::And => old & data,
            AtomOp::Or => old | data,
            AtomOp::Xor => old ^ data,
            AtomOp::Inc => {
                if old >= data {
                    0
                } else {
                    old + 1
                }
            }
            AtomOp::Dec => {
                if old == 0 || old > data {
                    data
                } else {
                    old - 1
                }
            }
            AtomOp::FAdd | AtomOp::FMin | AtomOp::FMax if wide => {
                let (a, b) = (f64::from_bits(old), f64::from_bits(data));
                let r = match self {
                    AtomOp::FAdd => a + b,
                    AtomOp::FMin => min_f64(a, b),
                    _ => max_f64(a, b),
                };
                r.to_bits()
            }
            AtomOp::FAdd | AtomOp::FMin | AtomOp::FMax => {
                let (a, b) = (f32::from_bits(old as u32), f32::from_bits(data as u32));
                let r = match self {
                    AtomOp::FAdd => a + b,
                    AtomOp::FMin => min_f32(a, b),
                    _ => max_f32(a, b),
                };
                u64::from(r.to_bits())
            }
        };
        r & mask
    }
}

fn atom_op(name: &str) -> Option<AtomOp> {
    Some(match name {
        "swap" | "wrxchg" => AtomOp::Swap,
        "cmpswap" => AtomOp::CmpSwap,
        "cmpst" => AtomOp::CmpSt,
        "add" => AtomOp::Add,
        "sub" => AtomOp::Sub,
        "rsub" => AtomOp::Rsub,
        "smin" | "min_i32" | "min_i64" => AtomOp::Smin,
        "umin" | "min_u32" | "min_u64" => AtomOp::Umin,
        "smax" | "max_i32" | "max_i64" => AtomOp::Smax,
        "umax" | "max_u32" | "max_u64" => AtomOp::Umax,
        "and" => AtomOp::And,
        "or" => AtomOp::Or,
        "xor" => AtomOp::Xor,
        "inc" => AtomOp::Inc,
        "dec" => AtomOp::Dec,
        "add_f32" | "add_f64" => AtomOp::FAdd,
        "min_f32" | "min_f64" => AtomOp::FMin,
        "max_f32" | "max_f64" => AtomOp::FMax,
        _ => return None,
    })
}

fn mem_size(t: &str) -> Option<(u8, bool)> {
    Some(match t {
        "ubyte" | "byte" | "u8" | "b8" => (1, false),
        "sbyte" | "i8" => (1, true),
        "ushort" | "short" | "u16" | "b16" => (2, false),
        "sshort" | "i16" => (2, true),
        "dword" | "b32" => (4, false),
        "dwordx2" | "b64" => (8, false),
        "dwordx3" | "b96" => (12, false),
        "dwordx4" | "b128" => (16, false),
        _ => return None,
    })
}

/// FLAT/global/scratch memory instructions.
pub(super) fn flat(name: &str) -> Option<Op> {
    let (seg, rest) = if let Some(r) = name.strip_prefix("global_") {
        (Seg::Global, r)
    } else if let Some(r) = name.strip_prefix("flat_") {
        (Seg::Flat, r)
    } else if let Some(r) = name.strip_prefix("scratch_") {
        (Seg::Scratch, r)
    } else {
        return None;
    };
    if let Some(t) = rest.strip_prefix("load_") {
        if let Some(t) = t.strip_prefix("d16_hi_") {
            let (bytes, sext) = mem_size(t)?;
            return Some(Op::Load {
                seg,
                bytes,
                sext,
                d16: 2,
            });
        }
        if let Some(t) = t.strip_prefix("d16_") {
            let (bytes, sext) = mem_size(t)?;
            return Some(Op::Load {
                seg,
                bytes,
                sext,
                d16: 1,
            });
        }
        let (t, d16) = match t.strip_suffix("_d16_hi") {
            Some(t) => (t, 2),
            None => match t.strip_suffix("_d16") {
                Some(t) => (t, 1),
                None => (t, 0),
            },
        };
        let (bytes, sext) = mem_size(t)?;
        return Some(Op::Load {
            seg,
            bytes,
            sext,
            d16,
        });
    }
    if let Some(t) = rest.strip_prefix("store_") {
        if let Some(t) = t.strip_prefix("d16_hi_") {
            let (bytes, _) = mem_size(t)?;
            return Some(Op::Store {
                seg,
                bytes,
                hi: true,
            });
        }
        let (t, hi) = match t.strip_suffix("_d16_hi") {
            Some(t) => (t, true),
            None => (t, false),
        };
        let (bytes, _) = mem_size(t)?;
        return Some(Op::Store { seg, bytes, hi });
    }
    let a = rest.strip_prefix("atomic_")?;
    // GFX11 names carry the data type: `add_u32`, `cmpswap_b64`, `min_i32`.
    if !a.ends_with("_x2")
        && atom_op(a).is_none()
        && let Some((body, ty)) = a.rsplit_once('_')
    {
        let w = match ty {
            "u32" | "i32" | "b32" => 1,
            "u64" | "i64" | "b64" => 2,
            _ => return None,
        };
        let op = match (body, ty) {
            ("min", "i32" | "i64") => AtomOp::Smin,
            ("max", "i32" | "i64") => AtomOp::Smax,
            ("min", _) => AtomOp::Umin,
            ("max", _) => AtomOp::Umax,
            (b, _) => atom_op(b)?,
        };
        return Some(Op::Atomic { seg, op, w });
    }
    let (a, w) = match a.strip_suffix("_x2") {
        Some(a) => (a, 2),
        None => (a, if a.ends_with("_f64") { 2 } else { 1 }),
    };
    Some(Op::Atomic {
        seg,
        op: atom_op(a)?,
        w,
    })
}

/// LDS instructions.
pub(super) fn ds(name: &str) -> Option<Op> {
    let rest = name.strip_prefix("ds_")?;
    // Newer spellings, longest first, and the older ones matched below.
    const RESPELL: [(&str, &str); 6] = [
        ("load_2addr_stride64_", "read2st64_"),
        ("load_2addr_", "read2_"),
        ("store_2addr_stride64_", "write2st64_"),
        ("store_2addr_", "write2_"),
        ("load_", "read_"),
        ("store_", "write_"),
    ];
    let respelled = RESPELL
        .iter()
        .find_map(|(new, old)| rest.strip_prefix(new).map(|t| format!("{old}{t}")));
    let rest = respelled.as_deref().unwrap_or(rest);
    match rest {
        "bpermute_b32" => return Some(Op::DsBpermute),
        "permute_b32" => return Some(Op::DsPermute),
        "swizzle_b32" => return Some(Op::DsSwizzle),
        "nop" => return Some(Op::Nop),
        _ => {}
    }
    for (p, st64) in [("read2st64_", true), ("read2_", false)] {
        if let Some(t) = rest.strip_prefix(p) {
            let w = match t {
                "b32" => 1,
                "b64" => 2,
                _ => return None,
            };
            return Some(Op::DsRead2 { w, st64 });
        }
    }
    for (p, st64) in [("write2st64_", true), ("write2_", false)] {
        if let Some(t) = rest.strip_prefix(p) {
            let w = match t {
                "b32" => 1,
                "b64" => 2,
                _ => return None,
            };
            return Some(Op::DsWrite2 { w, st64 });
        }
    }
    if let Some(t) = rest.strip_prefix("read_") {
        let (t, d16) = match t.strip_suffix("_d16_hi") {
            Some(t) => (t, 2),
            None => match t.strip_suffix("_d16") {
                Some(t) => (t, 1),
                None => (t, 0),
            },
        };
        let (bytes, sext) = mem_size(t)?;
        return Some(Op::DsRead { bytes, sext, d16 });
    }
    if let Some(t) = rest.strip_prefix("write_") {
        let (t, hi) = match t.strip_suffix("_d16_hi") {
            Some(t) => (t, true),
            None => (t, false),
        };
        let (bytes, _) = mem_size(t)?;
        return Some(Op::DsWrite { bytes, hi });
    }
    // Atomics: ds_{op}[_rtn]_{type}.
    let (body, ty) = rest.rsplit_once('_')?;
    let w = match ty {
        "u32" | "i32" | "b32" | "f32" => 1,
        "u64" | "i64" | "b64" | "f64" => 2,
        _ => return None,
    };
    let (opname, ret) = match body.strip_suffix("_rtn") {
        Some(b) => (b, true),
        None => (body, false),
    };
    let op = match (opname, ty) {
        ("min", "i32" | "i64") => AtomOp::Smin,
        ("max", "i32" | "i64") => AtomOp::Smax,
        ("min", "u32" | "u64") => AtomOp::Umin,
        ("max", "u32" | "u64") => AtomOp::Umax,
        ("add", "f32" | "f64") => AtomOp::FAdd,
        ("min", "f32" | "f64") => AtomOp::FMin,
        ("max", "f32" | "f64") => AtomOp::FMax,
        ("cmpst", "b32" | "b64") => AtomOp::CmpSt,
        // GFX11's compare-store takes (new, compare), as FLAT does.
        ("cmpstore", "b32" | "b64") => AtomOp::CmpSwap,
        (o, _) => atom_op(o)?,
    };
    Some(Op::DsAtomic { op, w, ret })
}
