//! Instruction semantics: each mnemonic mapped to what it computes.
//!
//! Most vector instructions are lane-wise functions of their sources; they
//! are described here by a function pointer over raw source bits plus the
//! operand types and widths, and executed by one generic path in
//! [`crate::exec`]. Everything else (memory, control flow, cross-lane
//! operations, carries) has its own [`Op`] variant. Semantics follow AMD's
//! "AMD Instinct MI300 / CDNA3 Instruction Set Architecture" reference.

use crate::float::*;

/// How a vector operand's bits are read: modifiers, constants, `op_sel`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ty {
    /// Untyped or integer, 32 or 64 bits.
    B,
    /// 16-bit integer (`op_sel` selects halves).
    I16,
    /// IEEE half (`op_sel` selects halves; sign bit 15).
    F16,
    /// IEEE single.
    F32,
    /// IEEE double.
    F64,
}

impl Ty {
    /// Whether values are 16 bits wide.
    pub fn is16(self) -> bool {
        matches!(self, Ty::I16 | Ty::F16)
    }
    /// Whether `neg`/`abs` modifiers apply.
    pub fn is_float(self) -> bool {
        matches!(self, Ty::F16 | Ty::F32 | Ty::F64)
    }
}

/// A lane-wise function: source bits (and the lane number) to result bits.
pub type LaneFn = fn(&[u64; 3], u32) -> u64;

/// Memory segment of a FLAT-family instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seg {
    /// `global_*`: 64-bit addresses in global memory.
    Global,
    /// `flat_*`: generic addresses (global, LDS aperture, scratch aperture).
    Flat,
    /// `scratch_*`: per-lane private memory.
    Scratch,
}

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

/// Branch conditions of `s_branch` / `s_cbranch_*`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cond {
    /// Always.
    Always,
    /// SCC is 0.
    Scc0,
    /// SCC is 1.
    Scc1,
    /// VCC is zero.
    Vccz,
    /// VCC is nonzero.
    Vccnz,
    /// EXEC is zero.
    Execz,
    /// EXEC is nonzero.
    Execnz,
}

/// A scalar ALU function: (src0, src1, scc in) to (result, scc out).
pub type SFn = fn(u64, u64, bool) -> (u64, Option<bool>);

/// What an instruction does.
#[derive(Debug, Clone)]
pub enum Op {
    /// Lane-wise vector op: `dst = f(srcs)`; `w` = dwords of dst and sources
    /// (0 ends the list); `ity`/`oty` type the sources and the result.
    V {
        /// The function.
        f: LaneFn,
        /// Source type.
        ity: Ty,
        /// Result type.
        oty: Ty,
        /// Widths.
        w: [u8; 4],
    },
    /// `v_add_co_u32` family: `dst, sdst = f(src0, src1, carry in)`.
    VCarry {
        /// The function, returning the carry out.
        f: fn(u32, u32, bool) -> (u32, bool),
        /// Whether a carry-in mask operand follows the sources.
        cin: bool,
    },
    /// Comparison writing a lane mask (and EXEC for `v_cmpx`).
    VCmp {
        /// The predicate on raw bits.
        f: fn(u64, u64) -> bool,
        /// Operand type.
        ty: Ty,
        /// Operand width.
        w: u8,
        /// `v_cmpx`.
        x: bool,
    },
    /// `v_cmp_class_*`.
    VClass {
        /// Type of source 0.
        ty: Ty,
        /// `v_cmpx_class`.
        x: bool,
    },
    /// `v_cndmask_b32`.
    Cndmask,
    /// `v_readlane_b32`.
    ReadLane,
    /// `v_readfirstlane_b32`.
    ReadFirstLane,
    /// `v_writelane_b32`.
    WriteLane,
    /// `v_div_scale_f32/f64`.
    DivScale {
        /// f64.
        f64: bool,
    },
    /// `v_div_fmas_f32/f64`.
    DivFmas {
        /// f64.
        f64: bool,
    },
    /// `v_mad_u64_u32` / `v_mad_i64_i32`.
    Mad64 {
        /// Signed.
        signed: bool,
    },
    /// Packed 2×f32 (`v_pk_fma_f32` ...) with `n` sources.
    PkF32 {
        /// The function.
        f: fn(f32, f32, f32) -> f32,
        /// Sources.
        n: u8,
    },
    /// Packed 2×16-bit with `n` sources.
    Pk16 {
        /// The function on halves.
        f: fn(u16, u16, u16) -> u16,
        /// Sources.
        n: u8,
        /// f16 (neg modifiers apply).
        float: bool,
    },
    /// `v_fma_mix_f32` (out 0), `v_fma_mixlo_f16` (1), `v_fma_mixhi_f16` (2):
    /// each source is f32, or an f16 half when its `op_sel_hi` bit is set.
    FmaMix {
        /// Result form.
        out: u8,
    },
    /// A VOPD pair (GFX11 `v_dual_*`): both halves read their sources
    /// before either writes.
    Dual(Box<[crate::exec::Inst; 2]>),
    /// `v_pk_mov_b32`: the low dword from source 0, the high from source 1,
    /// each picking its dword by its `op_sel` bit.
    PkMov,
    /// No effect.
    Nop,
    /// Scalar ALU op with `n` sources; `w` = dwords of dst, src0, src1.
    S {
        /// The function.
        f: SFn,
        /// Widths.
        w: [u8; 3],
        /// Sources.
        n: u8,
    },
    /// SOPK: `dst = f(dst, simm16)` or compare (`cmp`).
    SK {
        /// The function (imm already extended).
        f: SFn,
        /// The immediate is signed (it is extended when the code is loaded).
        signed: bool,
        /// Whether `dst` is also the first source.
        rmw: bool,
    },
    /// Scalar compare writing SCC.
    SCmp {
        /// Predicate.
        f: fn(u64, u64) -> bool,
        /// Width.
        w: u8,
    },
    /// `s_*_saveexec_b64` / `s_*_wrexec_b64`: new EXEC = f(src, exec).
    SaveExec {
        /// New EXEC.
        f: fn(u64, u64) -> u64,
        /// `wrexec`: the destination gets the new EXEC, not the old.
        wr: bool,
    },
    /// Branch; `target` is resolved to an instruction index at load.
    Branch {
        /// Condition.
        cond: Cond,
    },
    /// `s_getpc_b64`.
    GetPc,
    /// `s_setpc_b64`.
    SetPc,
    /// `s_swappc_b64`.
    SwapPc,
    /// `s_barrier`.
    Barrier,
    /// `s_endpgm`.
    EndPgm,
    /// `s_trap`: stops the launch with an error.
    Trap,
    /// `s_getreg_b32`.
    GetReg,
    /// `s_memtime` / `s_memrealtime`: a counter.
    MemTime,
    /// Scalar memory load of `n` dwords.
    SLoad {
        /// Dwords.
        n: u8,
    },
    /// FLAT-family load.
    Load {
        /// Segment.
        seg: Seg,
        /// Bytes.
        bytes: u8,
        /// Sign-extend.
        sext: bool,
        /// 0: whole dwords; 1: 16-bit result into the low half; 2: high half.
        d16: u8,
    },
    /// FLAT-family store.
    Store {
        /// Segment.
        seg: Seg,
        /// Bytes.
        bytes: u8,
        /// Store the high half of the data register (`_d16_hi`).
        hi: bool,
    },
    /// FLAT-family atomic.
    Atomic {
        /// Segment.
        seg: Seg,
        /// Operation.
        op: AtomOp,
        /// Data width in dwords.
        w: u8,
    },
    /// LDS load.
    DsRead {
        /// Bytes.
        bytes: u8,
        /// Sign-extend.
        sext: bool,
        /// As [`Op::Load`].
        d16: u8,
    },
    /// LDS store.
    DsWrite {
        /// Bytes.
        bytes: u8,
        /// High half.
        hi: bool,
    },
    /// `ds_read2(st64)_b32/b64`.
    DsRead2 {
        /// Dwords per element.
        w: u8,
        /// Offsets in units of 64 elements.
        st64: bool,
    },
    /// `ds_write2(st64)_b32/b64`.
    DsWrite2 {
        /// Dwords per element.
        w: u8,
        /// Offsets in units of 64 elements.
        st64: bool,
    },
    /// LDS atomic.
    DsAtomic {
        /// Operation.
        op: AtomOp,
        /// Width in dwords.
        w: u8,
        /// Returns the old value.
        ret: bool,
    },
    /// `ds_bpermute_b32`.
    DsBpermute,
    /// `ds_permute_b32`.
    DsPermute,
    /// `ds_swizzle_b32`.
    DsSwizzle,
    /// Not implemented: executing it stops the launch with an error.
    Unimplemented,
}

macro_rules! v {
    ($ity:ident, $oty:ident, [$($w:expr),*], $f:expr) => {
        Op::V { f: $f, ity: Ty::$ity, oty: Ty::$oty, w: pad([$($w),*]) }
    };
}
macro_rules! u1 {
    ($f:expr) => {
        v!(B, B, [1, 1], |s, _| {
            let f: fn(u32) -> u32 = $f;
            u64::from(f(s[0] as u32))
        })
    };
}
macro_rules! u2 {
    ($f:expr) => {
        v!(B, B, [1, 1, 1], |s, _| {
            let f: fn(u32, u32) -> u32 = $f;
            u64::from(f(s[0] as u32, s[1] as u32))
        })
    };
}
macro_rules! u3 {
    ($f:expr) => {
        v!(B, B, [1, 1, 1, 1], |s, _| {
            let f: fn(u32, u32, u32) -> u32 = $f;
            u64::from(f(s[0] as u32, s[1] as u32, s[2] as u32))
        })
    };
}
macro_rules! h2 {
    ($f:expr) => {
        v!(I16, I16, [1, 1, 1], |s, _| {
            let f: fn(u16, u16) -> u16 = $f;
            u64::from(f(s[0] as u16, s[1] as u16))
        })
    };
}
macro_rules! f1 {
    ($f:expr) => {
        v!(F32, F32, [1, 1], |s, _| {
            let f: fn(f32) -> f32 = $f;
            u64::from(f(f32::from_bits(s[0] as u32)).to_bits())
        })
    };
}
macro_rules! f2 {
    ($f:expr) => {
        v!(F32, F32, [1, 1, 1], |s, _| {
            let f: fn(f32, f32) -> f32 = $f;
            u64::from(f(f32::from_bits(s[0] as u32), f32::from_bits(s[1] as u32)).to_bits())
        })
    };
}
macro_rules! f3 {
    ($f:expr) => {
        v!(F32, F32, [1, 1, 1, 1], |s, _| {
            let f: fn(f32, f32, f32) -> f32 = $f;
            u64::from(
                f(
                    f32::from_bits(s[0] as u32),
                    f32::from_bits(s[1] as u32),
                    f32::from_bits(s[2] as u32),
                )
                .to_bits(),
            )
        })
    };
}
macro_rules! d1 {
    ($f:expr) => {
        v!(F64, F64, [2, 2], |s, _| {
            let f: fn(f64) -> f64 = $f;
            f(f64::from_bits(s[0])).to_bits()
        })
    };
}
macro_rules! d2 {
    ($f:expr) => {
        v!(F64, F64, [2, 2, 2], |s, _| {
            let f: fn(f64, f64) -> f64 = $f;
            f(f64::from_bits(s[0]), f64::from_bits(s[1])).to_bits()
        })
    };
}
macro_rules! d3 {
    ($f:expr) => {
        v!(F64, F64, [2, 2, 2, 2], |s, _| {
            let f: fn(f64, f64, f64) -> f64 = $f;
            f(
                f64::from_bits(s[0]),
                f64::from_bits(s[1]),
                f64::from_bits(s[2]),
            )
            .to_bits()
        })
    };
}
macro_rules! hf1 {
    ($f:expr) => {
        v!(F16, F16, [1, 1], |s, _| {
            let f: fn(f32) -> f32 = $f;
            u64::from(f32_to_f16(f(f16_to_f32(s[0] as u16))))
        })
    };
}
macro_rules! hf2 {
    ($f:expr) => {
        v!(F16, F16, [1, 1, 1], |s, _| {
            let f: fn(f32, f32) -> f32 = $f;
            u64::from(f32_to_f16(f(
                f16_to_f32(s[0] as u16),
                f16_to_f32(s[1] as u16),
            )))
        })
    };
}
macro_rules! s2 {
    ($w:expr, $f:expr) => {
        Op::S { f: $f, w: $w, n: 2 }
    };
}
macro_rules! s1 {
    ($w:expr, $f:expr) => {
        Op::S { f: $f, w: $w, n: 1 }
    };
}

const fn pad<const N: usize>(w: [u8; N]) -> [u8; 4] {
    let mut out = [0u8; 4];
    let mut i = 0;
    while i < N {
        out[i] = w[i];
        i += 1;
    }
    out
}

fn nz(v: u64) -> Option<bool> {
    Some(v != 0)
}

fn sx16(v: u64) -> i64 {
    i64::from(v as u16 as i16)
}

fn bfe(v: u64, off: u32, width: u32, bits: u32, signed: bool) -> u64 {
    let off = off & (bits - 1);
    let width = width.min(bits);
    if width == 0 {
        return 0;
    }
    let x = v >> off;
    let x = if width >= 64 {
        x
    } else {
        x & ((1u64 << width) - 1)
    };
    if signed && width < 64 && (x >> (width - 1)) & 1 == 1 {
        let ext = x | (!0u64 << width);
        if bits == 32 { ext & 0xffff_ffff } else { ext }
    } else {
        x
    }
}

fn mul24(v: u32, signed: bool) -> i64 {
    if signed {
        i64::from(((v << 8) as i32) >> 8)
    } else {
        i64::from(v & 0xff_ffff)
    }
}

fn perm(s0: u32, s1: u32, sel: u32) -> u32 {
    let bytes = (u64::from(s0) << 32) | u64::from(s1);
    let mut out = 0u32;
    for i in 0..4 {
        let sv = (sel >> (8 * i)) & 0xff;
        let b: u32 = match sv {
            0..=7 => ((bytes >> (8 * sv)) & 0xff) as u32,
            8 => 0xff * ((s1 >> 15) & 1),
            9 => 0xff * ((s1 >> 31) & 1),
            10 => 0xff * ((s0 >> 15) & 1),
            11 => 0xff * ((s0 >> 31) & 1),
            12 => 0,
            _ => 0xff,
        };
        out |= b << (8 * i);
    }
    out
}

/// Outcomes of comparing two operands, one bit each: a comparison holds
/// when the outcome's bit is in its condition.
const LT: u8 = 1;
const EQ: u8 = 2;
const GT: u8 = 4;
/// Unordered: either operand is NaN.
const UN: u8 = 8;

/// A comparison operand: how raw operand bits are read as a value.
trait CmpOperand {
    /// The value compared.
    type Value: PartialOrd;
    /// Reads `v`'s low bits as a value.
    fn read(v: u64) -> Self::Value;
}

macro_rules! cmp_operand {
    ($($t:ty => $v:ty, $read:expr;)*) => {$(
        impl CmpOperand for $t {
            type Value = $v;
            fn read(v: u64) -> $v {
                $read(v)
            }
        }
    )*};
}

/// Half-precision operands, compared as their exact f32 values.
struct Half;

cmp_operand! {
    f32 => f32, |v: u64| f32::from_bits(v as u32);
    f64 => f64, f64::from_bits;
    Half => f32, |v: u64| f16_to_f32(v as u16);
    u32 => u32, |v: u64| v as u32;
    i32 => i32, |v: u64| v as u32 as i32;
    u64 => u64, |v: u64| v;
    i64 => i64, |v: u64| v as i64;
    u16 => u16, |v: u64| v as u16;
    i16 => i16, |v: u64| v as u16 as i16;
}

/// Whether comparing `a` and `b` read as `T` has an outcome in `COND`.
fn compare<T: CmpOperand, const COND: u8>(a: u64, b: u64) -> bool {
    use std::cmp::Ordering::*;
    let outcome = match T::read(a).partial_cmp(&T::read(b)) {
        Some(Less) => LT,
        Some(Equal) => EQ,
        Some(Greater) => GT,
        None => UN,
    };
    COND & outcome != 0
}

/// A comparison predicate on raw operand bits.
type Pred = fn(u64, u64) -> bool;

/// The predicate of comparison `kind` on operands read as `T`, by the ISA's
/// names; the `n*` forms are true on unordered operands.
fn pred<T: CmpOperand>(kind: &str) -> Option<Pred> {
    Some(match kind {
        "f" => compare::<T, 0>,
        "lt" => compare::<T, LT>,
        "eq" => compare::<T, EQ>,
        "le" => compare::<T, { LT | EQ }>,
        "gt" => compare::<T, GT>,
        "lg" | "ne" => compare::<T, { LT | GT }>,
        "ge" => compare::<T, { GT | EQ }>,
        "o" => compare::<T, { LT | EQ | GT }>,
        "u" => compare::<T, UN>,
        "nge" => compare::<T, { LT | UN }>,
        "nlg" => compare::<T, { EQ | UN }>,
        "ngt" => compare::<T, { LT | EQ | UN }>,
        "nle" => compare::<T, { GT | UN }>,
        "neq" => compare::<T, { LT | GT | UN }>,
        "nlt" => compare::<T, { EQ | GT | UN }>,
        "tru" | "t" => compare::<T, { LT | EQ | GT | UN }>,
        _ => return None,
    })
}

/// The predicate of `v_cmp_{kind}_{ty}`.
fn vcmp(kind: &str, ty: &str) -> Option<(Pred, Ty, u8)> {
    Some(match ty {
        "f32" => (pred::<f32>(kind)?, Ty::F32, 1),
        "f64" => (pred::<f64>(kind)?, Ty::F64, 2),
        "f16" => (pred::<Half>(kind)?, Ty::F16, 1),
        "u32" => (pred::<u32>(kind)?, Ty::B, 1),
        "i32" => (pred::<i32>(kind)?, Ty::B, 1),
        "u64" => (pred::<u64>(kind)?, Ty::B, 2),
        "i64" => (pred::<i64>(kind)?, Ty::B, 2),
        "u16" => (pred::<u16>(kind)?, Ty::I16, 1),
        "i16" => (pred::<i16>(kind)?, Ty::I16, 1),
        _ => return None,
    })
}

/// The predicate of `s_cmp_{kind}_{ty}` and `s_cmpk_{kind}_{ty}`.
fn scmp(kind: &str, ty: &str) -> Option<(Pred, u8)> {
    Some(match ty {
        "u32" => (pred::<u32>(kind)?, 1),
        "i32" => (pred::<i32>(kind)?, 1),
        "u64" => (pred::<u64>(kind)?, 2),
        _ => return None,
    })
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
fn flat(name: &str) -> Option<Op> {
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
fn ds(name: &str) -> Option<Op> {
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

/// GFX11 spellings of instructions that GFX9 names differently.
pub fn canonical(name: &str) -> String {
    const RENAMES: &[(&str, &str)] = &[
        ("s_load_b32", "s_load_dword"),
        ("s_load_b64", "s_load_dwordx2"),
        ("s_load_b128", "s_load_dwordx4"),
        ("s_load_b256", "s_load_dwordx8"),
        ("s_load_b512", "s_load_dwordx16"),
        ("s_and_not1_b32", "s_andn2_b32"),
        ("s_and_not1_b64", "s_andn2_b64"),
        ("s_or_not1_b32", "s_orn2_b32"),
        ("s_or_not1_b64", "s_orn2_b64"),
        ("s_ctz_i32_b32", "s_ff1_i32_b32"),
        ("s_ctz_i32_b64", "s_ff1_i32_b64"),
        ("s_clz_i32_u32", "s_flbit_i32_b32"),
        ("s_clz_i32_u64", "s_flbit_i32_b64"),
        ("s_cls_i32", "s_flbit_i32"),
        ("v_add_nc_u32", "v_add_u32"),
        ("v_sub_nc_u32", "v_sub_u32"),
        ("v_subrev_nc_u32", "v_subrev_u32"),
        ("v_add_nc_i32", "v_add_i32"),
        ("v_sub_nc_i32", "v_sub_i32"),
        ("v_add_nc_u16", "v_add_u16"),
        ("v_sub_nc_u16", "v_sub_u16"),
        ("v_add_co_ci_u32", "v_addc_co_u32"),
        ("v_sub_co_ci_u32", "v_subb_co_u32"),
        ("v_subrev_co_ci_u32", "v_subbrev_co_u32"),
        ("v_cvt_floor_i32_f32", "v_cvt_flr_i32_f32"),
        ("v_cvt_nearest_i32_f32", "v_cvt_rpi_i32_f32"),
        ("v_cls_i32", "v_ffbh_i32"),
        ("v_clz_i32_u32", "v_ffbh_u32"),
        ("v_ctz_i32_b32", "v_ffbl_b32"),
        ("ds_storexchg_rtn_b32", "ds_wrxchg_rtn_b32"),
        ("ds_storexchg_rtn_b64", "ds_wrxchg_rtn_b64"),
    ];
    if let Some((_, to)) = RENAMES.iter().find(|(from, _)| *from == name) {
        return to.to_string();
    }
    // Save-exec family: `not1` is GFX9's `n2`, `not0` its `n1`; the b32
    // forms (wave32) share the b64 semantics with 32-bit operands.
    if name.contains("exec_b") && name.starts_with("s_") {
        let n = name
            .replace("_not1_", "n2_")
            .replace("_not0_", "n1_")
            .replace("exec_b32", "exec_b64");
        return n;
    }
    name.to_string()
}

/// The semantics of a mnemonic (encoding suffix removed), if implemented.
pub fn lookup(name: &str) -> Option<Op> {
    let canon = canonical(name);
    let name = canon.as_str();
    if let Some(op) = flat(name).or_else(|| ds(name)) {
        return Some(op);
    }
    if let Some(rest) = name
        .strip_prefix("v_cmpx_")
        .or_else(|| name.strip_prefix("v_cmp_"))
    {
        let x = name.starts_with("v_cmpx_");
        let (kind, ty) = rest.rsplit_once('_')?;
        if kind == "class" {
            let ty = match ty {
                "f32" => Ty::F32,
                "f64" => Ty::F64,
                "f16" => Ty::F16,
                _ => return None,
            };
            return Some(Op::VClass { ty, x });
        }
        let (f, ty, w) = vcmp(kind, ty)?;
        return Some(Op::VCmp { f, ty, w, x });
    }
    if let Some(rest) = name.strip_prefix("s_cmp_") {
        let (kind, ty) = rest.rsplit_once('_')?;
        let (f, w) = scmp(kind, ty)?;
        return Some(Op::SCmp { f, w });
    }
    if let Some(rest) = name.strip_prefix("s_cmpk_") {
        // The 16-bit immediate is extended at load (signed for `_i32`).
        let (kind, ty) = rest.rsplit_once('_')?;
        let (f, w) = scmp(kind, ty)?;
        return Some(Op::SCmp { f, w });
    }
    if let Some(op) = scalar(name) {
        return Some(op);
    }
    vector(name)
}

/// `s_ff1`: the index of the lowest set bit of `x`, or all ones if none.
fn first_one(x: u64) -> u64 {
    u64::from(if x == 0 { u32::MAX } else { x.trailing_zeros() })
}

/// `s_flbit`: the count of zeros above the highest set bit of the `bits`-bit
/// value `x`, or all ones if none is set.
fn last_one(x: impl Into<u64>, bits: u32) -> u64 {
    let x = x.into();
    u64::from(if x == 0 {
        u32::MAX
    } else {
        x.leading_zeros() - (64 - bits)
    })
}

fn scalar(name: &str) -> Option<Op> {
    const W1: [u8; 3] = [1, 1, 1];
    const W2: [u8; 3] = [2, 2, 2];
    Some(match name {
        "s_nop" | "s_waitcnt" | "s_sleep" | "s_setprio" | "s_icache_inv" | "s_dcache_wb"
        | "s_dcache_inv" | "s_dcache_inv_vol" | "s_dcache_wb_vol" | "s_buffer_wbinvl1"
        | "s_set_gpr_idx_off" | "s_code_end" | "s_wakeup" | "s_ttracedata" => Op::Nop,
        // Cache write-back and invalidation: there are no caches here.
        "buffer_wbl2" | "buffer_inv" | "buffer_wbinvl1" | "buffer_wbinvl1_vol"
        | "buffer_gl0_inv" | "buffer_gl1_inv" | "buffer_invl2" => Op::Nop,
        // Scheduling hints and counters with no effect on results; the
        // message is checked at load (only MSG_DEALLOC_VGPRS is accepted).
        "s_delay_alu"
        | "s_clause"
        | "s_waitcnt_depctr"
        | "s_set_inst_prefetch_distance"
        | "s_waitcnt_vscnt"
        | "s_waitcnt_vmcnt"
        | "s_waitcnt_lgkmcnt"
        | "s_waitcnt_expcnt"
        | "s_sendmsg" => Op::Nop,
        "s_endpgm" => Op::EndPgm,
        "s_barrier" => Op::Barrier,
        "s_trap" => Op::Trap,
        "s_getreg_b32" => Op::GetReg,
        // Checked at load: only writes that keep denormals on are accepted.
        "s_setreg_imm32_b32" => Op::Nop,
        "s_memtime" | "s_memrealtime" => Op::MemTime,
        "s_branch" => Op::Branch { cond: Cond::Always },
        "s_cbranch_scc0" => Op::Branch { cond: Cond::Scc0 },
        "s_cbranch_scc1" => Op::Branch { cond: Cond::Scc1 },
        "s_cbranch_vccz" => Op::Branch { cond: Cond::Vccz },
        "s_cbranch_vccnz" => Op::Branch { cond: Cond::Vccnz },
        "s_cbranch_execz" => Op::Branch { cond: Cond::Execz },
        "s_cbranch_execnz" => Op::Branch { cond: Cond::Execnz },
        "s_getpc_b64" => Op::GetPc,
        "s_setpc_b64" => Op::SetPc,
        "s_swappc_b64" => Op::SwapPc,
        "s_load_dword" => Op::SLoad { n: 1 },
        "s_load_dwordx2" => Op::SLoad { n: 2 },
        "s_load_dwordx4" => Op::SLoad { n: 4 },
        "s_load_dwordx8" => Op::SLoad { n: 8 },
        "s_load_dwordx16" => Op::SLoad { n: 16 },
        // SOP1
        "s_mov_b32" => s1!(W1, |a, _, _| (a, None)),
        "s_mov_b64" => s1!(W2, |a, _, _| (a, None)),
        "s_cmov_b32" | "s_cmov_b64" => {
            // The destination keeps its value when SCC is 0: a read of the
            // destination is passed as source 1 by the executor.
            let w = if name.ends_with("64") { W2 } else { W1 };
            s2!(w, |a, old, scc| (if scc { a } else { old }, None))
        }
        "s_not_b32" => s1!(W1, |a, _, _| {
            let r = !a & 0xffff_ffff;
            (r, nz(r))
        }),
        "s_not_b64" => s1!(W2, |a, _, _| (!a, nz(!a))),
        "s_brev_b32" => s1!(W1, |a, _, _| (u64::from((a as u32).reverse_bits()), None)),
        "s_brev_b64" => s1!(W2, |a, _, _| (a.reverse_bits(), None)),
        "s_bcnt0_i32_b32" => s1!([1, 1, 0], |a, _, _| {
            let r = u64::from((a as u32).count_zeros());
            (r, nz(r))
        }),
        "s_bcnt1_i32_b32" => s1!([1, 1, 0], |a, _, _| {
            let r = u64::from((a as u32).count_ones());
            (r, nz(r))
        }),
        "s_bcnt0_i32_b64" => s1!([1, 2, 0], |a, _, _| {
            let r = u64::from(a.count_zeros());
            (r, nz(r))
        }),
        "s_bcnt1_i32_b64" => s1!([1, 2, 0], |a, _, _| {
            let r = u64::from(a.count_ones());
            (r, nz(r))
        }),
        "s_ff0_i32_b32" => s1!([1, 1, 0], |a, _, _| (
            first_one(u64::from(!(a as u32))),
            None
        )),
        "s_ff1_i32_b32" => s1!([1, 1, 0], |a, _, _| (first_one(u64::from(a as u32)), None)),
        "s_ff0_i32_b64" => s1!([1, 2, 0], |a, _, _| (first_one(!a), None)),
        "s_ff1_i32_b64" => s1!([1, 2, 0], |a, _, _| (first_one(a), None)),
        "s_flbit_i32_b32" => s1!([1, 1, 0], |a, _, _| (last_one(a as u32, 32), None)),
        "s_flbit_i32_b64" => s1!([1, 2, 0], |a, _, _| (last_one(a, 64), None)),
        "s_flbit_i32" => s1!([1, 1, 0], |a, _, _| {
            let a = a as u32 as i32;
            let r = if a == 0 || a == -1 {
                u32::MAX
            } else {
                (if a < 0 { !a } else { a }).leading_zeros()
            };
            (u64::from(r), None)
        }),
        "s_sext_i32_i8" => s1!(W1, |a, _, _| (u64::from(a as u8 as i8 as i32 as u32), None)),
        "s_sext_i32_i16" => s1!(W1, |a, _, _| (
            u64::from(a as u16 as i16 as i32 as u32),
            None
        )),
        "s_abs_i32" => s1!(W1, |a, _, _| {
            let r = u64::from((a as u32 as i32).unsigned_abs());
            (r, nz(r))
        }),
        "s_bitset0_b32" | "s_bitset1_b32" | "s_bitset0_b64" | "s_bitset1_b64" => {
            // dst = dst with bit (src0) cleared or set; the executor passes
            // the old destination as source 1.
            let one = name.starts_with("s_bitset1");
            let w = if name.ends_with("64") {
                [2, 1, 2]
            } else {
                [1, 1, 1]
            };
            if one {
                s2!(w, |a, old, _| (old | (1u64 << (a & 63)), None))
            } else {
                s2!(w, |a, old, _| (old & !(1u64 << (a & 63)), None))
            }
        }
        // SOP2
        "s_add_u32" => s2!(W1, |a, b, _| {
            let r = a + b;
            (r & 0xffff_ffff, Some(r >> 32 != 0))
        }),
        "s_sub_u32" => s2!(W1, |a, b, _| (a.wrapping_sub(b) & 0xffff_ffff, Some(b > a))),
        "s_addc_u32" => s2!(W1, |a, b, c| {
            let r = a + b + u64::from(c);
            (r & 0xffff_ffff, Some(r >> 32 != 0))
        }),
        "s_subb_u32" => s2!(W1, |a, b, c| {
            let r = a.wrapping_sub(b).wrapping_sub(u64::from(c));
            (r & 0xffff_ffff, Some(b + u64::from(c) > a))
        }),
        "s_add_i32" => s2!(W1, |a, b, _| {
            let (r, o) = (a as u32 as i32).overflowing_add(b as u32 as i32);
            (u64::from(r as u32), Some(o))
        }),
        "s_sub_i32" => s2!(W1, |a, b, _| {
            let (r, o) = (a as u32 as i32).overflowing_sub(b as u32 as i32);
            (u64::from(r as u32), Some(o))
        }),
        "s_min_i32" => s2!(W1, |a, b, _| {
            let (x, y) = (a as u32 as i32, b as u32 as i32);
            (if x < y { a } else { b }, Some(x < y))
        }),
        "s_max_i32" => s2!(W1, |a, b, _| {
            let (x, y) = (a as u32 as i32, b as u32 as i32);
            (if x > y { a } else { b }, Some(x > y))
        }),
        "s_min_u32" => s2!(W1, |a, b, _| (a.min(b), Some(a < b))),
        "s_max_u32" => s2!(W1, |a, b, _| (a.max(b), Some(a > b))),
        "s_cselect_b32" => s2!(W1, |a, b, c| (if c { a } else { b }, None)),
        "s_cselect_b64" => s2!(W2, |a, b, c| (if c { a } else { b }, None)),
        "s_and_b32" => s2!(W1, |a, b, _| (a & b, nz(a & b))),
        "s_and_b64" => s2!(W2, |a, b, _| (a & b, nz(a & b))),
        "s_or_b32" => s2!(W1, |a, b, _| (a | b, nz(a | b))),
        "s_or_b64" => s2!(W2, |a, b, _| (a | b, nz(a | b))),
        "s_xor_b32" => s2!(W1, |a, b, _| (a ^ b, nz(a ^ b))),
        "s_xor_b64" => s2!(W2, |a, b, _| (a ^ b, nz(a ^ b))),
        "s_andn2_b32" => s2!(W1, |a, b, _| {
            let r = a & !b & 0xffff_ffff;
            (r, nz(r))
        }),
        "s_andn2_b64" => s2!(W2, |a, b, _| (a & !b, nz(a & !b))),
        "s_orn2_b32" => s2!(W1, |a, b, _| {
            let r = (a | !b) & 0xffff_ffff;
            (r, nz(r))
        }),
        "s_orn2_b64" => s2!(W2, |a, b, _| (a | !b, nz(a | !b))),
        "s_nand_b32" => s2!(W1, |a, b, _| {
            let r = !(a & b) & 0xffff_ffff;
            (r, nz(r))
        }),
        "s_nand_b64" => s2!(W2, |a, b, _| (!(a & b), nz(!(a & b)))),
        "s_nor_b32" => s2!(W1, |a, b, _| {
            let r = !(a | b) & 0xffff_ffff;
            (r, nz(r))
        }),
        "s_nor_b64" => s2!(W2, |a, b, _| (!(a | b), nz(!(a | b)))),
        "s_xnor_b32" => s2!(W1, |a, b, _| {
            let r = !(a ^ b) & 0xffff_ffff;
            (r, nz(r))
        }),
        "s_xnor_b64" => s2!(W2, |a, b, _| (!(a ^ b), nz(!(a ^ b)))),
        "s_lshl_b32" => s2!(W1, |a, b, _| {
            let r = (a << (b & 31)) & 0xffff_ffff;
            (r, nz(r))
        }),
        "s_lshl_b64" => s2!([2, 2, 1], |a, b, _| {
            let r = a << (b & 63);
            (r, nz(r))
        }),
        "s_lshr_b32" => s2!(W1, |a, b, _| {
            let r = (a & 0xffff_ffff) >> (b & 31);
            (r, nz(r))
        }),
        "s_lshr_b64" => s2!([2, 2, 1], |a, b, _| {
            let r = a >> (b & 63);
            (r, nz(r))
        }),
        "s_ashr_i32" => s2!(W1, |a, b, _| {
            let r = u64::from(((a as u32 as i32) >> (b & 31)) as u32);
            (r, nz(r))
        }),
        "s_ashr_i64" => s2!([2, 2, 1], |a, b, _| {
            let r = ((a as i64) >> (b & 63)) as u64;
            (r, nz(r))
        }),
        "s_lshl1_add_u32" | "s_lshl2_add_u32" | "s_lshl3_add_u32" | "s_lshl4_add_u32" => {
            let f: SFn = match name {
                "s_lshl1_add_u32" => |a, b, _| {
                    let r = ((a & 0xffff_ffff) << 1) + b;
                    (r & 0xffff_ffff, Some(r >> 32 != 0))
                },
                "s_lshl2_add_u32" => |a, b, _| {
                    let r = ((a & 0xffff_ffff) << 2) + b;
                    (r & 0xffff_ffff, Some(r >> 32 != 0))
                },
                "s_lshl3_add_u32" => |a, b, _| {
                    let r = ((a & 0xffff_ffff) << 3) + b;
                    (r & 0xffff_ffff, Some(r >> 32 != 0))
                },
                _ => |a, b, _| {
                    let r = ((a & 0xffff_ffff) << 4) + b;
                    (r & 0xffff_ffff, Some(r >> 32 != 0))
                },
            };
            s2!(W1, f)
        }
        "s_bfm_b32" => s2!(W1, |a, b, _| {
            let m = (1u64 << (a & 31)) - 1;
            ((m << (b & 31)) & 0xffff_ffff, None)
        }),
        "s_bfm_b64" => s2!([2, 1, 1], |a, b, _| {
            let m = if a & 63 == 0 {
                0
            } else {
                u64::MAX >> (64 - (a & 63))
            };
            (m << (b & 63), None)
        }),
        "s_mul_i32" => s2!(W1, |a, b, _| (
            u64::from((a as u32).wrapping_mul(b as u32)),
            None
        )),
        "s_mul_hi_u32" => s2!(W1, |a, b, _| ((a * b) >> 32, None)),
        "s_mul_hi_i32" => s2!(W1, |a, b, _| {
            let r = (i64::from(a as u32 as i32) * i64::from(b as u32 as i32)) >> 32;
            (u64::from(r as u32), None)
        }),
        "s_bfe_u32" => s2!(W1, |a, b, _| {
            let r = bfe(a, (b & 31) as u32, ((b >> 16) & 0x7f) as u32, 32, false);
            (r, nz(r))
        }),
        "s_bfe_i32" => s2!(W1, |a, b, _| {
            let r = bfe(a, (b & 31) as u32, ((b >> 16) & 0x7f) as u32, 32, true);
            (r, nz(r))
        }),
        "s_bfe_u64" => s2!([2, 2, 1], |a, b, _| {
            let r = bfe(a, (b & 63) as u32, ((b >> 16) & 0x7f) as u32, 64, false);
            (r, nz(r))
        }),
        "s_bfe_i64" => s2!([2, 2, 1], |a, b, _| {
            let r = bfe(a, (b & 63) as u32, ((b >> 16) & 0x7f) as u32, 64, true);
            (r, nz(r))
        }),
        "s_absdiff_i32" => s2!(W1, |a, b, _| {
            let r = u64::from(
                (a as u32 as i32)
                    .wrapping_sub(b as u32 as i32)
                    .unsigned_abs(),
            );
            (r, nz(r))
        }),
        "s_pack_ll_b32_b16" => s2!(W1, |a, b, _| ((a & 0xffff) | ((b & 0xffff) << 16), None)),
        "s_pack_lh_b32_b16" => s2!(W1, |a, b, _| ((a & 0xffff) | (b & 0xffff_0000), None)),
        "s_pack_hh_b32_b16" => s2!(W1, |a, b, _| ((a >> 16) | (b & 0xffff_0000), None)),
        // SOPK
        "s_movk_i32" => Op::SK {
            f: |_, k, _| (k & 0xffff_ffff, None),
            signed: true,
            rmw: false,
        },
        "s_cmovk_i32" => Op::SK {
            f: |old, k, scc| (if scc { k & 0xffff_ffff } else { old }, None),
            signed: true,
            rmw: true,
        },
        "s_addk_i32" => Op::SK {
            f: |a, k, _| {
                let (r, o) = (a as u32 as i32).overflowing_add(k as i64 as i32);
                (u64::from(r as u32), Some(o))
            },
            signed: true,
            rmw: true,
        },
        "s_mulk_i32" => Op::SK {
            f: |a, k, _| (u64::from((a as u32).wrapping_mul(k as u32)), None),
            signed: true,
            rmw: true,
        },
        // Save/write EXEC.
        "s_and_saveexec_b64" => Op::SaveExec {
            f: |s, e| s & e,
            wr: false,
        },
        "s_or_saveexec_b64" => Op::SaveExec {
            f: |s, e| s | e,
            wr: false,
        },
        "s_xor_saveexec_b64" => Op::SaveExec {
            f: |s, e| s ^ e,
            wr: false,
        },
        "s_andn2_saveexec_b64" => Op::SaveExec {
            f: |s, e| s & !e,
            wr: false,
        },
        "s_orn2_saveexec_b64" => Op::SaveExec {
            f: |s, e| s | !e,
            wr: false,
        },
        "s_nand_saveexec_b64" => Op::SaveExec {
            f: |s, e| !(s & e),
            wr: false,
        },
        "s_nor_saveexec_b64" => Op::SaveExec {
            f: |s, e| !(s | e),
            wr: false,
        },
        "s_xnor_saveexec_b64" => Op::SaveExec {
            f: |s, e| !(s ^ e),
            wr: false,
        },
        "s_andn1_saveexec_b64" => Op::SaveExec {
            f: |s, e| !s & e,
            wr: false,
        },
        "s_orn1_saveexec_b64" => Op::SaveExec {
            f: |s, e| !s | e,
            wr: false,
        },
        "s_andn1_wrexec_b64" => Op::SaveExec {
            f: |s, e| !s & e,
            wr: true,
        },
        "s_andn2_wrexec_b64" => Op::SaveExec {
            f: |s, e| s & !e,
            wr: true,
        },
        _ => return None,
    })
}

fn vector(name: &str) -> Option<Op> {
    Some(match name {
        "v_nop" | "s_nop" => Op::Nop,
        "v_cndmask_b32" => Op::Cndmask,
        "v_readlane_b32" => Op::ReadLane,
        "v_readfirstlane_b32" => Op::ReadFirstLane,
        "v_writelane_b32" => Op::WriteLane,
        "v_div_scale_f32" => Op::DivScale { f64: false },
        "v_div_scale_f64" => Op::DivScale { f64: true },
        "v_div_fmas_f32" => Op::DivFmas { f64: false },
        "v_div_fmas_f64" => Op::DivFmas { f64: true },
        "v_mad_u64_u32" => Op::Mad64 { signed: false },
        "v_mad_i64_i32" => Op::Mad64 { signed: true },
        "v_accvgpr_read_b32" | "v_accvgpr_write_b32" | "v_accvgpr_mov_b32" => u1!(|a| a),
        "v_add_co_u32" => Op::VCarry {
            f: |a, b, _| a.overflowing_add(b),
            cin: false,
        },
        "v_sub_co_u32" => Op::VCarry {
            f: |a, b, _| a.overflowing_sub(b),
            cin: false,
        },
        "v_subrev_co_u32" => Op::VCarry {
            f: |a, b, _| b.overflowing_sub(a),
            cin: false,
        },
        "v_addc_co_u32" => Op::VCarry {
            f: |a, b, c| {
                let r = u64::from(a) + u64::from(b) + u64::from(c);
                (r as u32, r >> 32 != 0)
            },
            cin: true,
        },
        "v_subb_co_u32" => Op::VCarry {
            f: |a, b, c| {
                let r = u64::from(a)
                    .wrapping_sub(u64::from(b))
                    .wrapping_sub(u64::from(c));
                (r as u32, u64::from(b) + u64::from(c) > u64::from(a))
            },
            cin: true,
        },
        "v_subbrev_co_u32" => Op::VCarry {
            f: |a, b, c| {
                let r = u64::from(b)
                    .wrapping_sub(u64::from(a))
                    .wrapping_sub(u64::from(c));
                (r as u32, u64::from(a) + u64::from(c) > u64::from(b))
            },
            cin: true,
        },
        // Moves.
        "v_mov_b32" => u1!(|a| a),
        "v_mov_b64" => v!(B, B, [2, 2], |s, _| s[0]),
        "v_not_b32" => u1!(|a| !a),
        "v_bfrev_b32" => u1!(|a| a.reverse_bits()),
        "v_ffbh_u32" => u1!(|a| if a == 0 { u32::MAX } else { a.leading_zeros() }),
        "v_ffbl_b32" => u1!(|a| if a == 0 { u32::MAX } else { a.trailing_zeros() }),
        "v_ffbh_i32" => u1!(|a| {
            let x = a as i32;
            if x == 0 || x == -1 {
                u32::MAX
            } else {
                (if x < 0 { !x } else { x }).leading_zeros()
            }
        }),
        // Integer VOP2/VOP3.
        "v_add_u32" | "v_add_i32" => u2!(|a, b| a.wrapping_add(b)),
        "v_sub_u32" | "v_sub_i32" => u2!(|a, b| a.wrapping_sub(b)),
        "v_subrev_u32" => u2!(|a, b| b.wrapping_sub(a)),
        "v_mul_lo_u32" | "v_mul_lo_i32" => u2!(|a, b| a.wrapping_mul(b)),
        "v_mul_hi_u32" => u2!(|a, b| ((u64::from(a) * u64::from(b)) >> 32) as u32),
        "v_mul_hi_i32" => u2!(|a, b| ((i64::from(a as i32) * i64::from(b as i32)) >> 32) as u32),
        "v_mul_u32_u24" => u2!(|a, b| (mul24(a, false) * mul24(b, false)) as u32),
        "v_mul_hi_u32_u24" => u2!(|a, b| ((mul24(a, false) * mul24(b, false)) >> 32) as u32),
        "v_mul_i32_i24" => u2!(|a, b| (mul24(a, true) * mul24(b, true)) as u32),
        "v_mul_hi_i32_i24" => u2!(|a, b| ((mul24(a, true) * mul24(b, true)) >> 32) as u32),
        "v_mad_u32_u24" => {
            u3!(|a, b, c| ((mul24(a, false) * mul24(b, false)) as u32).wrapping_add(c))
        }
        "v_mad_i32_i24" => {
            u3!(|a, b, c| ((mul24(a, true) * mul24(b, true)) as u32).wrapping_add(c))
        }
        "v_lshlrev_b32" => u2!(|a, b| b << (a & 31)),
        "v_lshrrev_b32" => u2!(|a, b| b >> (a & 31)),
        "v_ashrrev_i32" => u2!(|a, b| ((b as i32) >> (a & 31)) as u32),
        "v_lshlrev_b64" => v!(B, B, [2, 1, 2], |s, _| s[1] << (s[0] & 63)),
        "v_lshrrev_b64" => v!(B, B, [2, 1, 2], |s, _| s[1] >> (s[0] & 63)),
        "v_ashrrev_i64" => v!(B, B, [2, 1, 2], |s, _| ((s[1] as i64) >> (s[0] & 63))
            as u64),
        "v_lshl_add_u64" => v!(B, B, [2, 2, 1, 2], |s, _| (s[0] << (s[1] & 7))
            .wrapping_add(s[2])),
        "v_and_b32" => u2!(|a, b| a & b),
        "v_or_b32" => u2!(|a, b| a | b),
        "v_xor_b32" => u2!(|a, b| a ^ b),
        "v_xnor_b32" => u2!(|a, b| !(a ^ b)),
        "v_min_i32" => u2!(|a, b| (a as i32).min(b as i32) as u32),
        "v_max_i32" => u2!(|a, b| (a as i32).max(b as i32) as u32),
        "v_min_u32" => u2!(|a, b| a.min(b)),
        "v_max_u32" => u2!(|a, b| a.max(b)),
        "v_min3_i32" => u3!(|a, b, c| (a as i32).min(b as i32).min(c as i32) as u32),
        "v_max3_i32" => u3!(|a, b, c| (a as i32).max(b as i32).max(c as i32) as u32),
        "v_min3_u32" => u3!(|a, b, c| a.min(b).min(c)),
        "v_max3_u32" => u3!(|a, b, c| a.max(b).max(c)),
        "v_med3_i32" => u3!(|a, b, c| {
            let (a, b, c) = (a as i32, b as i32, c as i32);
            a.min(b).max(a.max(b).min(c)) as u32
        }),
        "v_med3_u32" => u3!(|a, b, c| a.min(b).max(a.max(b).min(c))),
        "v_bcnt_u32_b32" => u2!(|a, b| a.count_ones().wrapping_add(b)),
        "v_mbcnt_lo_u32_b32" => v!(B, B, [1, 1, 1], |s, lane| {
            let mask = if lane >= 32 {
                u32::MAX
            } else {
                (1u32 << lane) - 1
            };
            u64::from(
                ((s[0] as u32) & mask)
                    .count_ones()
                    .wrapping_add(s[1] as u32),
            )
        }),
        "v_mbcnt_hi_u32_b32" => v!(B, B, [1, 1, 1], |s, lane| {
            let mask = if lane < 32 {
                0
            } else {
                (1u32 << (lane - 32)) - 1
            };
            u64::from(
                ((s[0] as u32) & mask)
                    .count_ones()
                    .wrapping_add(s[1] as u32),
            )
        }),
        "v_bfe_u32" => u3!(|a, b, c| bfe(u64::from(a), b & 31, c & 31, 32, false) as u32),
        "v_bfe_i32" => u3!(|a, b, c| bfe(u64::from(a), b & 31, c & 31, 32, true) as u32),
        "v_bfi_b32" => u3!(|a, b, c| (a & b) | (!a & c)),
        "v_bfm_b32" => u2!(|a, b| ((1u32 << (a & 31)).wrapping_sub(1)) << (b & 31)),
        "v_alignbit_b32" => {
            u3!(|a, b, c| (((u64::from(a) << 32) | u64::from(b)) >> (c & 31)) as u32)
        }
        "v_alignbyte_b32" => {
            u3!(|a, b, c| (((u64::from(a) << 32) | u64::from(b)) >> (8 * (c & 3))) as u32)
        }
        "v_perm_b32" => u3!(perm),
        "v_lshl_add_u32" => u3!(|a, b, c| (a << (b & 31)).wrapping_add(c)),
        "v_add_lshl_u32" => u3!(|a, b, c| a.wrapping_add(b) << (c & 31)),
        "v_lshl_or_b32" => u3!(|a, b, c| (a << (b & 31)) | c),
        "v_and_or_b32" => u3!(|a, b, c| (a & b) | c),
        "v_or3_b32" => u3!(|a, b, c| a | b | c),
        "v_xor3_b32" => u3!(|a, b, c| a ^ b ^ c),
        "v_xad_u32" => u3!(|a, b, c| (a ^ b).wrapping_add(c)),
        "v_add3_u32" => u3!(|a, b, c| a.wrapping_add(b).wrapping_add(c)),
        "v_sad_u32" => u3!(|a, b, c| a.abs_diff(b).wrapping_add(c)),
        // 16-bit integer.
        "v_add_u16" => h2!(|a, b| a.wrapping_add(b)),
        "v_sub_u16" => h2!(|a, b| a.wrapping_sub(b)),
        "v_subrev_u16" => h2!(|a, b| b.wrapping_sub(a)),
        "v_mul_lo_u16" => h2!(|a, b| a.wrapping_mul(b)),
        "v_lshlrev_b16" => h2!(|a, b| b << (a & 15)),
        "v_lshrrev_b16" => h2!(|a, b| b >> (a & 15)),
        "v_ashrrev_i16" => h2!(|a, b| ((b as i16) >> (a & 15)) as u16),
        "v_max_u16" => h2!(|a, b| a.max(b)),
        "v_min_u16" => h2!(|a, b| a.min(b)),
        "v_max_i16" => h2!(|a, b| (a as i16).max(b as i16) as u16),
        "v_min_i16" => h2!(|a, b| (a as i16).min(b as i16) as u16),
        // f32.
        "v_add_f32" => f2!(|a, b| a + b),
        "v_sub_f32" => f2!(|a, b| a - b),
        "v_subrev_f32" => f2!(|a, b| b - a),
        "v_mul_f32" => f2!(|a, b| a * b),
        "v_mul_legacy_f32" => f2!(|a, b| if a == 0.0 || b == 0.0 { 0.0 } else { a * b }),
        "v_min_f32" => f2!(min_f32),
        "v_max_f32" => f2!(max_f32),
        "v_min3_f32" => f3!(|a, b, c| min_f32(min_f32(a, b), c)),
        "v_max3_f32" => f3!(|a, b, c| max_f32(max_f32(a, b), c)),
        "v_med3_f32" => f3!(med3_f32),
        // fmamk/fmaak print their constant where it multiplies/adds.
        "v_fma_f32" | "v_fmac_f32" | "v_fmamk_f32" | "v_fmaak_f32" => {
            f3!(|a, b, c| a.mul_add(b, c))
        }
        "v_madmk_f32" | "v_madak_f32" => f3!(|a, b, c| a * b + c),
        "v_fma_mix_f32" => Op::FmaMix { out: 0 },
        "v_fma_mixlo_f16" => Op::FmaMix { out: 1 },
        "v_fma_mixhi_f16" => Op::FmaMix { out: 2 },
        // Unfused multiply-add: the product is rounded first.
        "v_mad_f32" | "v_mac_f32" => f3!(|a, b, c| a * b + c),
        "v_mad_legacy_f32" => f3!(|a, b, c| (if a == 0.0 || b == 0.0 { 0.0 } else { a * b }) + c),
        "v_div_fixup_f32" => f3!(div_fixup_f32),
        "v_ldexp_f32" => v!(F32, F32, [1, 1, 1], |s, _| {
            u64::from(ldexp_f32(f32::from_bits(s[0] as u32), s[1] as u32 as i32).to_bits())
        }),
        "v_rcp_f32" | "v_rcp_iflag_f32" => f1!(|a| 1.0 / a),
        "v_rsq_f32" => f1!(|a| (1.0 / f64::from(a).sqrt()) as f32),
        "v_sqrt_f32" => f1!(|a| a.sqrt()),
        "v_exp_f32" => f1!(|a| f64::from(a).exp2() as f32),
        "v_log_f32" => f1!(|a| f64::from(a).log2() as f32),
        "v_sin_f32" => f1!(|a| (f64::from(a) * std::f64::consts::TAU).sin() as f32),
        "v_cos_f32" => f1!(|a| (f64::from(a) * std::f64::consts::TAU).cos() as f32),
        "v_floor_f32" => f1!(|a| a.floor()),
        "v_ceil_f32" => f1!(|a| a.ceil()),
        "v_trunc_f32" => f1!(|a| a.trunc()),
        "v_rndne_f32" => f1!(|a| a.round_ties_even()),
        "v_fract_f32" => f1!(fract_f32),
        "v_frexp_mant_f32" => f1!(|a| frexp_f32(a).0),
        "v_frexp_exp_i32_f32" => v!(F32, B, [1, 1], |s, _| {
            u64::from(frexp_f32(f32::from_bits(s[0] as u32)).1 as u32)
        }),
        // f64.
        "v_add_f64" => d2!(|a, b| a + b),
        "v_mul_f64" => d2!(|a, b| a * b),
        "v_min_f64" => d2!(min_f64),
        "v_max_f64" => d2!(max_f64),
        "v_fma_f64" | "v_fmac_f64" => d3!(|a, b, c| a.mul_add(b, c)),
        "v_div_fixup_f64" => d3!(div_fixup_f64),
        "v_ldexp_f64" => v!(F64, F64, [2, 2, 1], |s, _| {
            ldexp_f64(f64::from_bits(s[0]), s[1] as u32 as i32).to_bits()
        }),
        "v_rcp_f64" => d1!(|a| 1.0 / a),
        "v_rsq_f64" => d1!(|a| 1.0 / a.sqrt()),
        "v_sqrt_f64" => d1!(|a| a.sqrt()),
        "v_floor_f64" => d1!(|a| a.floor()),
        "v_ceil_f64" => d1!(|a| a.ceil()),
        "v_trunc_f64" => d1!(|a| a.trunc()),
        "v_rndne_f64" => d1!(|a| a.round_ties_even()),
        "v_fract_f64" => d1!(fract_f64),
        "v_frexp_mant_f64" => d1!(|a| frexp_f64(a).0),
        "v_frexp_exp_i32_f64" => v!(F64, B, [1, 2], |s, _| {
            u64::from(frexp_f64(f64::from_bits(s[0])).1 as u32)
        }),
        // f16.
        "v_add_f16" => hf2!(|a, b| a + b),
        "v_sub_f16" => hf2!(|a, b| a - b),
        "v_subrev_f16" => hf2!(|a, b| b - a),
        "v_mul_f16" => hf2!(|a, b| a * b),
        "v_min_f16" => hf2!(min_f32),
        "v_max_f16" => hf2!(max_f32),
        "v_fma_f16" | "v_fmac_f16" => v!(F16, F16, [1, 1, 1, 1], |s, _| {
            // Exact product in f64, one rounding to f16 through f32 is safe:
            // 24 bits hold the 22-bit product exactly, so only the sum rounds.
            let (a, b, c) = (
                f64::from(f16_to_f32(s[0] as u16)),
                f64::from(f16_to_f32(s[1] as u16)),
                f64::from(f16_to_f32(s[2] as u16)),
            );
            u64::from(f32_to_f16(a.mul_add(b, c) as f32))
        }),
        "v_rcp_f16" => hf1!(|a| 1.0 / a),
        "v_sqrt_f16" => hf1!(|a| a.sqrt()),
        "v_rsq_f16" => hf1!(|a| 1.0 / a.sqrt()),
        "v_exp_f16" => hf1!(|a| a.exp2()),
        "v_log_f16" => hf1!(|a| a.log2()),
        "v_floor_f16" => hf1!(|a| a.floor()),
        "v_ceil_f16" => hf1!(|a| a.ceil()),
        "v_trunc_f16" => hf1!(|a| a.trunc()),
        "v_rndne_f16" => hf1!(|a| a.round_ties_even()),
        "v_ldexp_f16" => v!(F16, F16, [1, 1, 1], |s, _| {
            u64::from(f32_to_f16(ldexp_f32(
                f16_to_f32(s[0] as u16),
                s[1] as u16 as i16 as i32,
            )))
        }),
        // Conversions.
        "v_cvt_f32_i32" => v!(B, F32, [1, 1], |s, _| u64::from(
            (s[0] as u32 as i32 as f32).to_bits()
        )),
        "v_cvt_f32_u32" => v!(B, F32, [1, 1], |s, _| u64::from(
            (s[0] as u32 as f32).to_bits()
        )),
        "v_cvt_i32_f32" => v!(F32, B, [1, 1], |s, _| u64::from(
            f32::from_bits(s[0] as u32) as i32 as u32
        )),
        "v_cvt_u32_f32" => v!(F32, B, [1, 1], |s, _| u64::from(
            f32::from_bits(s[0] as u32) as u32
        )),
        "v_cvt_rpi_i32_f32" => v!(F32, B, [1, 1], |s, _| {
            u64::from((f32::from_bits(s[0] as u32) + 0.5).floor() as i32 as u32)
        }),
        "v_cvt_flr_i32_f32" => v!(F32, B, [1, 1], |s, _| {
            u64::from(f32::from_bits(s[0] as u32).floor() as i32 as u32)
        }),
        "v_cvt_f64_i32" => v!(B, F64, [2, 1], |s, _| f64::from(s[0] as u32 as i32)
            .to_bits()),
        "v_cvt_f64_u32" => v!(B, F64, [2, 1], |s, _| f64::from(s[0] as u32).to_bits()),
        "v_cvt_i32_f64" => v!(F64, B, [1, 2], |s, _| u64::from(
            f64::from_bits(s[0]) as i32 as u32
        )),
        "v_cvt_u32_f64" => v!(
            F64,
            B,
            [1, 2],
            |s, _| u64::from(f64::from_bits(s[0]) as u32)
        ),
        "v_cvt_f32_f64" => v!(F64, F32, [1, 2], |s, _| u64::from(
            (f64::from_bits(s[0]) as f32).to_bits()
        )),
        "v_cvt_f64_f32" => v!(F32, F64, [2, 1], |s, _| f64::from(f32::from_bits(
            s[0] as u32
        ))
        .to_bits()),
        "v_cvt_f16_f32" => v!(F32, F16, [1, 1], |s, _| u64::from(f32_to_f16(
            f32::from_bits(s[0] as u32)
        ))),
        "v_cvt_f32_f16" => v!(F16, F32, [1, 1], |s, _| u64::from(
            f16_to_f32(s[0] as u16).to_bits()
        )),
        "v_cvt_f16_u16" => v!(I16, F16, [1, 1], |s, _| u64::from(f32_to_f16(f32::from(
            s[0] as u16
        )))),
        "v_cvt_f16_i16" => v!(I16, F16, [1, 1], |s, _| u64::from(f32_to_f16(f32::from(
            s[0] as u16 as i16
        )))),
        "v_cvt_u16_f16" => v!(F16, I16, [1, 1], |s, _| u64::from(
            f16_to_f32(s[0] as u16) as u16
        )),
        "v_cvt_i16_f16" => v!(F16, I16, [1, 1], |s, _| u64::from(
            f16_to_f32(s[0] as u16) as i16 as u16
        )),
        "v_cvt_pkrtz_f16_f32" => v!(F32, B, [1, 1, 1], |s, _| {
            u64::from(f32_to_f16_rtz(f32::from_bits(s[0] as u32)))
                | (u64::from(f32_to_f16_rtz(f32::from_bits(s[1] as u32))) << 16)
        }),
        "v_pack_b32_f16" => v!(F16, B, [1, 1, 1], |s, _| (s[0] & 0xffff)
            | ((s[1] & 0xffff) << 16)),
        "v_cvt_f32_ubyte0" => v!(B, F32, [1, 1], |s, _| u64::from(
            (s[0] as u8 as f32).to_bits()
        )),
        "v_cvt_f32_ubyte1" => v!(B, F32, [1, 1], |s, _| u64::from(
            ((s[0] >> 8) as u8 as f32).to_bits()
        )),
        "v_cvt_f32_ubyte2" => v!(B, F32, [1, 1], |s, _| u64::from(
            ((s[0] >> 16) as u8 as f32).to_bits()
        )),
        "v_cvt_f32_ubyte3" => v!(B, F32, [1, 1], |s, _| u64::from(
            ((s[0] >> 24) as u8 as f32).to_bits()
        )),
        // Packed.
        "v_pk_fma_f32" => Op::PkF32 {
            f: |a, b, c| a.mul_add(b, c),
            n: 3,
        },
        "v_pk_mul_f32" => Op::PkF32 {
            f: |a, b, _| a * b,
            n: 2,
        },
        "v_pk_add_f32" => Op::PkF32 {
            f: |a, b, _| a + b,
            n: 2,
        },
        "v_pk_mov_b32" => Op::PkMov,
        "v_pk_add_f16" => Op::Pk16 {
            f: |a, b, _| f32_to_f16(f16_to_f32(a) + f16_to_f32(b)),
            n: 2,
            float: true,
        },
        "v_pk_mul_f16" => Op::Pk16 {
            f: |a, b, _| f32_to_f16(f16_to_f32(a) * f16_to_f32(b)),
            n: 2,
            float: true,
        },
        "v_pk_fma_f16" => Op::Pk16 {
            f: |a, b, c| {
                let r = f64::from(f16_to_f32(a))
                    .mul_add(f64::from(f16_to_f32(b)), f64::from(f16_to_f32(c)));
                f32_to_f16(r as f32)
            },
            n: 3,
            float: true,
        },
        "v_pk_max_f16" => Op::Pk16 {
            f: |a, b, _| f32_to_f16(max_f32(f16_to_f32(a), f16_to_f32(b))),
            n: 2,
            float: true,
        },
        "v_pk_min_f16" => Op::Pk16 {
            f: |a, b, _| f32_to_f16(min_f32(f16_to_f32(a), f16_to_f32(b))),
            n: 2,
            float: true,
        },
        "v_pk_add_u16" => Op::Pk16 {
            f: |a, b, _| a.wrapping_add(b),
            n: 2,
            float: false,
        },
        "v_pk_sub_u16" => Op::Pk16 {
            f: |a, b, _| a.wrapping_sub(b),
            n: 2,
            float: false,
        },
        "v_pk_mul_lo_u16" => Op::Pk16 {
            f: |a, b, _| a.wrapping_mul(b),
            n: 2,
            float: false,
        },
        "v_pk_lshlrev_b16" => Op::Pk16 {
            f: |a, b, _| b << (a & 15),
            n: 2,
            float: false,
        },
        "v_pk_lshrrev_b16" => Op::Pk16 {
            f: |a, b, _| b >> (a & 15),
            n: 2,
            float: false,
        },
        _ => return None,
    })
}

/// The saturating form of an integer operation with `clamp`, if modelled.
pub fn clamped(name: &str) -> Option<Op> {
    Some(match name {
        "v_add_u32" => u2!(|a, b| a.saturating_add(b)),
        "v_sub_u32" => u2!(|a, b| a.saturating_sub(b)),
        "v_subrev_u32" => u2!(|a, b| b.saturating_sub(a)),
        "v_add_i32" => u2!(|a, b| (a as i32).saturating_add(b as i32) as u32),
        "v_sub_i32" => u2!(|a, b| (a as i32).saturating_sub(b as i32) as u32),
        "v_add_u16" => h2!(|a, b| a.saturating_add(b)),
        "v_sub_u16" => h2!(|a, b| a.saturating_sub(b)),
        "v_subrev_u16" => h2!(|a, b| b.saturating_sub(a)),
        _ => return None,
    })
}

/// Sign-extends a SOPK immediate.
pub fn simm16(v: u64) -> u64 {
    sx16(v) as u64
}
