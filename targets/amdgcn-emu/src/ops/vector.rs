//! Vector ALU instructions: integer, f16/f32/f64, conversions and packed.

use super::{Op, Rel, Ty, bfe, pad};
use crate::float::*;

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

pub(super) fn vector(name: &str) -> Option<Op> {
    Some(match name {
        "v_nop" | "s_nop" => Op::Nop,
        "v_cndmask_b32" => Op::Cndmask { half: false },
        "v_cndmask_b16" => Op::Cndmask { half: true },
        "v_mov_b16" => v!(I16, I16, [1, 1], |s, _| s[0]),
        "v_not_b16" => v!(I16, I16, [1, 1], |s, _| !s[0] & 0xffff),
        "v_and_b16" => v!(I16, I16, [1, 1, 1], |s, _| s[0] & s[1] & 0xffff),
        "v_or_b16" => v!(I16, I16, [1, 1, 1], |s, _| (s[0] | s[1]) & 0xffff),
        "v_xor_b16" => v!(I16, I16, [1, 1, 1], |s, _| (s[0] ^ s[1]) & 0xffff),
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
        "v_movrels_b32" => Op::MovRel(Rel::Src),
        "v_movreld_b32" => Op::MovRel(Rel::Dst),
        "v_movrelsd_b32" => Op::MovRel(Rel::Both),
        "v_movrelsd_2_b32" => Op::MovRel(Rel::Split),
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
        "v_add_i16" => h2!(|a, b| a.wrapping_add(b)),
        "v_sub_i16" => h2!(|a, b| a.wrapping_sub(b)),
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
        // IEEE 754-2019 maximum and minimum (GFX12): NaN propagates.
        "v_minimum_f32" => f2!(minimum_f32),
        "v_maximum_f32" => f2!(maximum_f32),
        "v_minimum3_f32" => f3!(|a, b, c| minimum_f32(minimum_f32(a, b), c)),
        "v_maximum3_f32" => f3!(|a, b, c| maximum_f32(maximum_f32(a, b), c)),
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
        "v_minimum_f64" => d2!(minimum_f64),
        "v_maximum_f64" => d2!(maximum_f64),
        "v_fma_f64" | "v_fmac_f64" => d3!(|a, b, c| a.mul_add(b, c)),
        "v_div_fixup_f64" => d3!(div_fixup_f64),
        "v_ldexp_f64" => v!(F64, F64, [2, 2, 1], |s, _| {
            ldexp_f64(f64::from_bits(s[0]), s[1] as u32 as i32).to_bits()
        }),
        "v_trig_preop_f64" => Op::TrigPreop,
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
        "v_minimum_f16" => hf2!(minimum_f32),
        "v_maximum_f16" => hf2!(maximum_f32),
        "v_min3_f16" => hf3!(|a, b, c| min_f32(min_f32(a, b), c)),
        "v_max3_f16" => hf3!(|a, b, c| max_f32(max_f32(a, b), c)),
        "v_med3_f16" => hf3!(med3_f32),
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
        "v_swap_b32" => Op::Swap,
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
        _ => return super::family::family(name),
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
        "v_add_i16" => h2!(|a, b| (a as i16).saturating_add(b as i16) as u16),
        "v_sub_i16" => h2!(|a, b| (a as i16).saturating_sub(b as i16) as u16),
        "v_subrev_u16" => h2!(|a, b| b.saturating_sub(a)),
        _ => return super::family::clamped16(name),
    })
}
