//! Instruction semantics: each mnemonic mapped to what it computes.
//!
//! Most vector instructions are lane-wise functions of their sources; they
//! are described here by a function pointer over raw source bits plus the
//! operand types and widths, and executed by one generic path in
//! [`crate::exec`]. Everything else (memory, control flow, cross-lane
//! operations, carries) has its own [`Op`] variant. Semantics follow AMD's
//! "AMD Instinct MI300 / CDNA3 Instruction Set Architecture" reference.

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
    /// `v_cndmask_b32`, or `v_cndmask_b16` (`half`: 16-bit sources and result).
    Cndmask {
        /// The b16 form.
        half: bool,
    },
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
    /// `v_trig_preop_f64`: a segment of 2/π for range reduction.
    TrigPreop,
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
    /// `v_swap_b32`: the destination VGPR and the source VGPR exchange values.
    Swap,
    /// An M0-relative VGPR move (`v_movrels_b32`, `v_movreld_b32`,
    /// `v_movrelsd_b32`, `v_movrelsd_2_b32`): per lane under EXEC, the
    /// source and/or destination register number is offset by M0.
    MovRel(Rel),
    /// GFX9's VGPR index mode (`s_set_gpr_idx_on/off/mode/idx`): while it is
    /// on, vector instructions offset the VGPR operands that `M0[15:12]`
    /// selects by `M0[7:0]`.
    GprIdx(GprIdx),
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
        /// How constants are read (float compares take float constants).
        ty: Ty,
        /// Width.
        w: u8,
    },
    /// A lane-wise vector function applied once to scalar operands, the
    /// result written to an SGPR: GFX11.5's SALU floating-point operations
    /// (`s_add_f32`, `s_cvt_f32_i32`, ...) and the VOP3 forms with a
    /// scalar destination (`v_s_exp_f32`, ...). SCC is not changed.
    SFloat {
        /// The function, as for [`Op::V`].
        f: LaneFn,
        /// Source type.
        ity: Ty,
        /// Result type (32-bit; 16-bit scalar results are not modelled).
        oty: Ty,
        /// Sources.
        n: u8,
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
    /// `s_barrier`, and GFX12's `s_barrier_wait -1`.
    Barrier,
    /// `s_endpgm`.
    EndPgm,
    /// `s_trap`: stops the launch with an error.
    Trap,
    /// `s_getreg_b32`.
    GetReg,
    /// `s_memtime` / `s_memrealtime`: a counter.
    MemTime,
    /// Scalar memory load: whole dwords, or (GFX12) one byte or halfword
    /// zero- or sign-extended to a dword.
    SLoad {
        /// Bytes read.
        bytes: u8,
        /// Sign-extend a byte or halfword.
        sext: bool,
        /// `s_buffer_load_*`: the base is a buffer resource (V#).
        buffer: bool,
    },
    /// `s_barrier_signal -1` (GFX12): this wave has arrived at the
    /// workgroup barrier; it waits at the next `s_barrier_wait -1`.
    BarrierSignal,
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
    /// A matrix instruction (`v_mfma_*`, `v_wmma_*`).
    Matrix(MatrixInst),
    /// Not implemented: executing it stops the launch with an error.
    Unimplemented,
}

pub use memory::AtomOp;

/// Which register numbers of an M0-relative move M0 offsets (AMD's RDNA3
/// ISA, VOP1 opcodes 66-68 and 72).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rel {
    /// `v_movrels_b32`: `VGPR[vdst] = VGPR[src0 + M0]`.
    Src,
    /// `v_movreld_b32`: `VGPR[vdst + M0] = src0` (src0 any source).
    Dst,
    /// `v_movrelsd_b32`: `VGPR[vdst + M0] = VGPR[src0 + M0]`.
    Both,
    /// `v_movrelsd_2_b32` (GFX10+): `VGPR[vdst + M0[25:16]] =
    /// VGPR[src0 + M0[9:0]]`.
    Split,
}

/// GFX9's VGPR index mode instructions (AMD's Vega and CDNA3 ISA).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GprIdx {
    /// `s_set_gpr_idx_on src, mode`: index mode on; `M0[7:0]` = `src[7:0]`,
    /// `M0[15:12]` = the 4-bit operand mask (bits: src0, src1, src2, dst).
    On,
    /// `s_set_gpr_idx_off`: index mode off.
    Off,
    /// `s_set_gpr_idx_mode mode`: `M0[15:12]` = the operand mask.
    Mode,
    /// `s_set_gpr_idx_idx src`: `M0[7:0]` = `src[7:0]`.
    Idx,
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
macro_rules! hf3 {
    ($f:expr) => {
        v!(F16, F16, [1, 1, 1, 1], |s, _| {
            let f: fn(f32, f32, f32) -> f32 = $f;
            u64::from(f32_to_f16(f(
                f16_to_f32(s[0] as u16),
                f16_to_f32(s[1] as u16),
                f16_to_f32(s[2] as u16),
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

mod compare;
mod family;
mod matrix;
mod memory;
mod scalar;
mod vector;

use compare::{scmp, vcmp};
pub use family::pk_clamped;
pub use matrix::{MatrixInput, MatrixInst};
use memory::{ds, flat};
use scalar::scalar;
pub use vector::clamped;
use vector::vector;

/// GFX11 and GFX12 spellings of instructions that GFX9 names differently
/// (GFX12's `_num` minimum and maximum are the IEEE minNum/maxNum that the
/// older names compute in IEEE mode).
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
        ("v_add_nc_i16", "v_add_i16"),
        ("v_sub_nc_i16", "v_sub_i16"),
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
        // GFX12 spellings.
        ("s_load_b96", "s_load_dwordx3"),
        ("s_add_co_u32", "s_add_u32"),
        ("s_add_co_ci_u32", "s_addc_u32"),
        ("s_sub_co_u32", "s_sub_u32"),
        ("s_sub_co_ci_u32", "s_subb_u32"),
        ("s_add_co_i32", "s_add_i32"),
        ("s_sub_co_i32", "s_sub_i32"),
        ("s_addk_co_i32", "s_addk_i32"),
        ("v_mad_co_u64_u32", "v_mad_u64_u32"),
        ("v_mad_co_i64_i32", "v_mad_i64_i32"),
        ("s_min_num_f32", "s_min_f32"),
        ("s_max_num_f32", "s_max_f32"),
        ("s_min_num_f16", "s_min_f16"),
        ("s_max_num_f16", "s_max_f16"),
        ("v_min_num_f32", "v_min_f32"),
        ("v_max_num_f32", "v_max_f32"),
        ("v_min_num_f64", "v_min_f64"),
        ("v_max_num_f64", "v_max_f64"),
        ("v_min_num_f16", "v_min_f16"),
        ("v_max_num_f16", "v_max_f16"),
        ("v_min3_num_f32", "v_min3_f32"),
        ("v_max3_num_f32", "v_max3_f32"),
        ("v_med3_num_f32", "v_med3_f32"),
        ("v_min3_num_f16", "v_min3_f16"),
        ("v_max3_num_f16", "v_max3_f16"),
        ("v_med3_num_f16", "v_med3_f16"),
        ("v_pk_min_num_f16", "v_pk_min_f16"),
        ("v_pk_max_num_f16", "v_pk_max_f16"),
        ("v_minmax_num_f32", "v_minmax_f32"),
        ("v_maxmin_num_f32", "v_maxmin_f32"),
        ("v_minmax_num_f16", "v_minmax_f16"),
        ("v_maxmin_num_f16", "v_maxmin_f16"),
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
    if let Some(m) = matrix::matrix(name) {
        return Some(Op::Matrix(m));
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
    // SOPC bit tests: SCC is bit `src1` (mod the width) of `src0`, or its complement.
    let bitcmp = |f: fn(u64, u64) -> bool, w| Some(Op::SCmp { f, ty: Ty::B, w });
    match name {
        "s_bitcmp0_b32" => return bitcmp(|a, b| (a >> (b & 31)) & 1 == 0, 1),
        "s_bitcmp1_b32" => return bitcmp(|a, b| (a >> (b & 31)) & 1 == 1, 1),
        "s_bitcmp0_b64" => return bitcmp(|a, b| (a >> (b & 63)) & 1 == 0, 2),
        "s_bitcmp1_b64" => return bitcmp(|a, b| (a >> (b & 63)) & 1 == 1, 2),
        _ => {}
    }
    if let Some(rest) = name.strip_prefix("s_cmp_") {
        let (kind, ty) = rest.rsplit_once('_')?;
        let (f, ty, w) = scmp(kind, ty)?;
        return Some(Op::SCmp { f, ty, w });
    }
    if let Some(rest) = name.strip_prefix("s_cmpk_") {
        // The 16-bit immediate is extended at load (signed for `_i32`).
        let (kind, ty) = rest.rsplit_once('_')?;
        let (f, _, w) = scmp(kind, ty)?;
        return Some(Op::SCmp { f, ty: Ty::B, w });
    }
    if let Some(op) = scalar(name).or_else(|| scalar_float(name)) {
        return Some(op);
    }
    vector(name)
}

/// GFX11.5's SALU floating-point operations and the VOP3 transcendentals
/// with a scalar destination: the vector operation of the same name, once.
fn scalar_float(name: &str) -> Option<Op> {
    let vname = match name {
        "s_cvt_pk_rtz_f16_f32" => "v_cvt_pkrtz_f16_f32".to_string(),
        // The one 16-bit scalar float result modelled: the f16 in the low
        // half, the high half zero (16-bit SALU results are zero-extended).
        "s_cvt_f16_f32" => {
            return Some(Op::SFloat {
                f: |s, _| u64::from(crate::float::f32_to_f16(f32::from_bits(s[0] as u32))),
                ity: Ty::F32,
                oty: Ty::B,
                n: 1,
            });
        }
        "s_cvt_hi_f32_f16" => {
            return Some(Op::SFloat {
                f: |s, _| u64::from(crate::float::f16_to_f32((s[0] >> 16) as u16).to_bits()),
                ity: Ty::B,
                oty: Ty::F32,
                n: 1,
            });
        }
        _ => {
            let rest = name
                .strip_prefix("v_s_")
                .or_else(|| name.strip_prefix("s_"))?;
            let float = [
                "add_", "sub_", "mul_", "fmac_", "fmaak_", "fmamk_", "min_", "max_", "minimum_",
                "maximum_", "cvt_", "ceil_", "floor_", "trunc_", "rndne_", "exp_", "log_", "rcp_",
                "rsq_", "sqrt_",
            ];
            let is_float = rest.contains("_f32") || rest.contains("_f16");
            if !is_float || !float.iter().any(|p| rest.starts_with(p)) {
                return None;
            }
            // VOP3 `v_s_*` exist only for the transcendentals.
            if name.starts_with("v_s_")
                && !["exp_", "log_", "rcp_", "rsq_", "sqrt_"]
                    .iter()
                    .any(|p| rest.starts_with(p))
            {
                return None;
            }
            format!("v_{rest}")
        }
    };
    match vector(&vname)? {
        // What a 16-bit scalar result leaves in the SGPR's high half is not
        // established here: those (s_add_f16, ...) stay unimplemented.
        Op::V { oty, .. } if oty.is16() => None,
        Op::V { f, ity, oty, w } => Some(Op::SFloat {
            f,
            ity,
            oty,
            n: w[1..].iter().take_while(|&&x| x > 0).count() as u8,
        }),
        _ => None,
    }
}

/// Sign-extends a SOPK immediate.
pub fn simm16(v: u64) -> u64 {
    sx16(v) as u64
}
