//! Scalar ALU instructions (SOP1, SOP2, SOPK, save-exec), control flow and
//! scalar memory.

use super::{Cond, GprIdx, Op, SFn, bfe, nz};

/// `s_ff1`: the index of the lowest set bit of `x`, or all ones if none.
fn first_one(x: u64) -> u64 {
    u64::from(if x == 0 { u32::MAX } else { x.trailing_zeros() })
}

/// A scalar load of whole dwords.
fn sload(bytes: u8) -> Op {
    Op::SLoad {
        bytes,
        sext: false,
        buffer: false,
    }
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

pub(super) fn scalar(name: &str) -> Option<Op> {
    const W1: [u8; 3] = [1, 1, 1];
    const W2: [u8; 3] = [2, 2, 2];
    Some(match name {
        "s_nop" | "s_waitcnt" | "s_sleep" | "s_setprio" | "s_icache_inv" | "s_dcache_wb"
        | "s_dcache_inv" | "s_dcache_inv_vol" | "s_dcache_wb_vol" | "s_buffer_wbinvl1"
        | "s_code_end" | "s_wakeup" | "s_ttracedata" => Op::Nop,
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
        // GFX12's split counters and other waits, prefetches and cache
        // control: no effect here.
        "s_wait_loadcnt"
        | "s_wait_storecnt"
        | "s_wait_kmcnt"
        | "s_wait_dscnt"
        | "s_wait_samplecnt"
        | "s_wait_bvhcnt"
        | "s_wait_expcnt"
        | "s_wait_loadcnt_dscnt"
        | "s_wait_storecnt_dscnt"
        | "s_wait_alu"
        | "s_wait_idle"
        | "s_wait_event"
        | "s_sleep_var"
        | "s_prefetch_inst"
        | "s_prefetch_inst_pc_rel"
        | "s_prefetch_data"
        | "s_prefetch_data_pc_rel"
        | "global_inv"
        | "global_wb"
        | "global_wbinv" => Op::Nop,
        "s_endpgm" => Op::EndPgm,
        "s_set_gpr_idx_on" => Op::GprIdx(GprIdx::On),
        "s_set_gpr_idx_off" => Op::GprIdx(GprIdx::Off),
        "s_set_gpr_idx_mode" => Op::GprIdx(GprIdx::Mode),
        "s_set_gpr_idx_idx" => Op::GprIdx(GprIdx::Idx),
        "s_barrier" => Op::Barrier,
        "s_trap" => Op::Trap,
        // Halting the wave ends it for good: only LLVM's trap sequence does it.
        "s_sethalt" => Op::Trap,
        "s_getreg_b32" => Op::GetReg,
        // Checked at load: only writes that keep denormals on are accepted.
        "s_setreg_imm32_b32" => Op::Nop,
        // GFX11+: the real-time counter through a returning message (the
        // message is checked when the text is parsed).
        "s_memtime" | "s_memrealtime" | "s_sendmsg_rtn_b64" | "s_sendmsg_rtn_b32" => Op::MemTime,
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
        "s_load_dword" => sload(4),
        "s_load_dwordx2" => sload(8),
        "s_load_dwordx3" => sload(12),
        "s_load_dwordx4" => sload(16),
        "s_load_dwordx8" => sload(32),
        "s_load_dwordx16" => sload(64),
        "s_load_u8" | "s_load_i8" | "s_load_u16" | "s_load_i16" => Op::SLoad {
            bytes: if name.ends_with('8') { 1 } else { 2 },
            sext: name.contains("_i"),
            buffer: false,
        },
        "s_buffer_load_b32" | "s_buffer_load_b64" | "s_buffer_load_b96" | "s_buffer_load_b128"
        | "s_buffer_load_b256" | "s_buffer_load_b512" => Op::SLoad {
            bytes: name
                .strip_prefix("s_buffer_load_b")
                .and_then(|b| b.parse::<u16>().ok())
                .map_or(4, |bits| (bits / 8) as u8),
            sext: false,
            buffer: true,
        },
        // GFX12: 64-bit integer add, subtract and multiply; SCC unchanged.
        "s_add_nc_u64" => s2!(W2, |a, b, _| (a.wrapping_add(b), None)),
        "s_sub_nc_u64" => s2!(W2, |a, b, _| (a.wrapping_sub(b), None)),
        "s_mul_u64" => s2!(W2, |a, b, _| (a.wrapping_mul(b), None)),
        // GFX12's split barrier, for the workgroup barrier (-1) only:
        // checked at load.
        "s_barrier_signal" => Op::BarrierSignal,
        "s_barrier_wait" => Op::Barrier,
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
