//! The idiom table's cases: moves, loads, stores, cache policies, atomics and asynchronous copies.

use super::*;

/// Moves, loads, stores, cache policies, atomics and asynchronous copies.
pub(super) static MEMORY: &[Case] = &[
    // -- mov --------------------------------------------------------------------
    case(
        "mov",
        "special_registers",
        (
            "mov.u32 $0, %tid.x;\nmov.u32 $1, %laneid;\nmov.u32 $2, %ntid.x;\nmov.u32 $3, %ctaid.x;\nmov.u32 $4, %lanemask_lt;\nmov.u32 $5, WARP_SZ;",
            "=r,=r,=r,=r,=r,=r",
        ),
        &["i32", "i32", "i32", "i32", "i32", "i32"],
        &[],
        u32s,
        |r| {
            let t = r.t as u64;
            out(&[t % 64, t % 32, 64, t / 64, (1 << (t % 32)) - 1, 32])
        },
    ),
    case(
        "mov",
        "immediates_and_packing",
        (
            "mov.b32 $0, 0x12345678;\nmov.f32 $1, 0f3FC00000;\n{\n.reg .b16 lo, hi;\nmov.b32 {lo, hi}, $3;\nmov.b32 $2, {hi, lo};\n}",
            "=r,=f,=r,r",
        ),
        &["i32", "float", "i32"],
        &[V("i32")],
        u32s,
        |r| {
            let x = r.i(0);
            out(&[0x1234_5678, fb(1.5), ((x & 0xffff) << 16) | (x >> 16)])
        },
    ),
    case(
        "mov",
        "clocks_advance",
        (
            "{\n.reg .u64 a, b, g;\n.reg .pred p, q;\nmov.u64 a, %clock64;\nmov.u64 b, %clock64;\nsetp.ge.u64 p, b, a;\nselp.u32 $0, 1, 0, p;\nmov.u64 g, %globaltimer;\nsetp.ne.u64 q, g, 0;\nselp.u32 $1, 1, 0, q;\n}",
            "=r,=r",
        ),
        &["i32", "i32"],
        &[],
        u32s,
        |_| out(&[1, 1]),
    ),
    // -- ld -----------------------------------------------------------------------
    case(
        "ld",
        "triton_masked_v4",
        (
            "mov.u32 $0, 0x0;\n\tmov.u32 $1, 0x0;\n\tmov.u32 $2, 0x0;\n\tmov.u32 $3, 0x0;\n\t@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];",
            "=r,=r,=r,=r,l,b",
        ),
        &["i32", "i32", "i32", "i32"],
        &[Mem, V("i1")],
        bits,
        |r| {
            let m = r.mem();
            let e = if r.i(0) != 0 {
                out(&[lo(m[0]), hi(m[0]), lo(m[1]), hi(m[1])])
            } else {
                out(&[0, 0, 0, 0])
            };
            Expect { mem: Some(m), ..e }
        },
    ),
    case(
        "ld",
        "triton_tied_other",
        ("@$2 ld.global.b32 { $0 }, [ $1 + 8 ];", "=r,l,b,0"),
        &["i32"],
        &[Mem, V("i1"), V("i32")],
        |t, k| if k == 0 { bits(t, k) } else { u32s(t, k) },
        |r| out(&[if r.i(0) != 0 { lo(r.mem()[1]) } else { r.i(1) }]),
    ),
    case(
        "ld",
        "volatile_relaxed_narrow",
        (
            "ld.global.nc.L1::evict_last.b64 $0, [$5+16];\nld.global.ca.v2.b32 {$1, $2}, [$5+24];\nld.volatile.global.u16 $3, [$5+6];\nld.relaxed.gpu.global.s32 $4, [$5+32];",
            "=l,=r,=r,=r,=r,l",
        ),
        &["i64", "i32", "i32", "i32", "i32"],
        &[Mem],
        u32s,
        |r| {
            let m = r.mem();
            out(&[m[2], lo(m[3]), hi(m[3]), (m[0] >> 48) & 0xffff, lo(m[4])])
        },
    ),
    case(
        "ld",
        "shared_vector",
        (
            "st.shared.v2.b32 [$1], {$2, $3};\nld.shared.b32 $0, [$1+4];",
            "=r,r,r,r",
        ),
        &["i32"],
        &[Smem, V("i32"), V("i32")],
        u32s,
        |r| Expect {
            outs: vec![r.i(1)],
            smem: Some([r.i(0) | r.i(1) << 32, 0]),
            ..Default::default()
        },
    ),
    // CUB's tile status in decoupled look-back: each element an atomic load.
    case(
        "ld",
        "relaxed_v2_u64",
        (
            "ld.relaxed.gpu.global.v2.u64 {$0, $1}, [$4+16];\nld.acquire.gpu.v2.u64 {$2, $3}, [$4+48];",
            "=l,=l,=l,=l,l",
        ),
        &["i64", "i64", "i64", "i64"],
        &[Mem],
        u32s,
        |r| {
            let m = r.mem();
            out(&[m[2], m[3], m[6], m[7]])
        },
    ),
    // -- st -----------------------------------------------------------------------
    case(
        "st",
        "triton_masked_v2",
        ("@$3 st.global.v2.b32 [ $2 + 8 ], { $0, $1 };", "r,r,l,b"),
        &[],
        &[V("i32"), V("i32"), Mem, V("i1")],
        |t, k| if k == 2 { bits(t, k) } else { u32s(t, k) },
        |r| {
            let mut m = r.mem();
            if r.i(2) != 0 {
                m[1] = r.i(0) | r.i(1) << 32;
            }
            Expect {
                mem: Some(m),
                ..Default::default()
            }
        },
    ),
    case(
        "st",
        "release_volatile_narrow",
        (
            "st.release.gpu.global.b32 [$0+4], $1;\nst.volatile.global.u8 [$0+9], $2;\nst.global.cs.b16 [$0+12], $3;",
            "l,r,h,h",
        ),
        &[],
        &[Mem, V("i32"), V("i16"), V("i16")],
        u32s,
        |r| {
            let mut m = r.mem();
            set_bytes(&mut m, 4, r.i(0), 4);
            set_bytes(&mut m, 9, r.i(1), 1);
            set_bytes(&mut m, 12, r.i(2), 2);
            Expect {
                mem: Some(m),
                ..Default::default()
            }
        },
    ),
    case(
        "st",
        "relaxed_v2_u64",
        (
            "st.relaxed.gpu.global.v2.u64 [$0+32], {$1, $2};\nst.release.sys.v2.u64 [$0], {$2, $1};",
            "l,l,l",
        ),
        &[],
        &[Mem, V("i64"), V("i64")],
        u64s,
        |r| {
            let mut m = r.mem();
            (m[4], m[5]) = (r.i(0), r.i(1));
            (m[0], m[1]) = (r.i(1), r.i(0));
            Expect {
                mem: Some(m),
                ..Default::default()
            }
        },
    ),
    // -- createpolicy -------------------------------------------------------------------
    case(
        "createpolicy",
        "l2_cache_hint",
        (
            "{\n.reg .b64 pol;\ncreatepolicy.fractional.L2::evict_last.b64 pol, 1.0;\nld.global.L2::cache_hint.b32 $0, [$1+40], pol;\n}",
            "=r,l",
        ),
        &["i32"],
        &[Mem],
        u32s,
        |r| out(&[lo(r.mem()[5])]),
    ),
    // -- atom ---------------------------------------------------------------------
    case(
        "atom",
        "add_u32",
        ("atom.global.add.u32 $0, [$1], $2;", "=r,l,r"),
        &["i32"],
        &[Mem, V("i32")],
        u32s,
        |r| {
            let mut m = r.mem();
            let old = lo(m[0]);
            m[0] = (m[0] & !0xffff_ffff) | lo(old.wrapping_add(r.i(0)));
            Expect {
                outs: vec![old],
                mem: Some(m),
                ..Default::default()
            }
        },
    ),
    case(
        "atom",
        "cas_exch",
        (
            "atom.global.cas.b32 $0, [$2], $3, $4;\natom.global.exch.b64 $1, [$2+8], $5;",
            "=r,=l,l,r,r,l",
        ),
        &["i32", "i64"],
        &[Mem, V("i32"), V("i32"), V("i64")],
        |t, k| match k {
            // Half of the threads compare with the value in memory.
            0 if t % 2 == 0 => lo(crate::nvvm::asm::mem_word(t, 0)),
            _ => u64s(t, k),
        },
        |r| {
            let mut m = r.mem();
            let old = lo(m[0]);
            if old == lo(r.i(0)) {
                m[0] = (m[0] & !0xffff_ffff) | lo(r.i(1));
            }
            let old1 = m[1];
            m[1] = r.i(2);
            Expect {
                outs: vec![old, old1],
                mem: Some(m),
                ..Default::default()
            }
        },
    ),
    case(
        "atom",
        "min_max_inc_dec",
        (
            "atom.global.max.s32 $0, [$4], $5;\natom.global.min.u32 $1, [$4+4], $5;\natom.global.inc.u32 $2, [$4+8], $6;\natom.global.dec.u32 $3, [$4+12], $6;",
            "=r,=r,=r,=r,l,r,r",
        ),
        &["i32", "i32", "i32", "i32"],
        &[Mem, V("i32"), V("i32")],
        u32s,
        |r| {
            let mut m = r.mem();
            let (v, w) = (r.i(0), r.i(1));
            let words = [lo(m[0]), hi(m[0]), lo(m[1]), hi(m[1])];
            let new = [
                (words[0] as i32).max(v as i32) as u32 as u64,
                words[1].min(v),
                if words[2] >= w { 0 } else { words[2] + 1 },
                if words[3] == 0 || words[3] > w {
                    w
                } else {
                    words[3] - 1
                },
            ];
            m[0] = new[0] | new[1] << 32;
            m[1] = new[2] | new[3] << 32;
            Expect {
                outs: words.to_vec(),
                mem: Some(m),
                ..Default::default()
            }
        },
    ),
    case(
        "atom",
        "bit_ops",
        (
            "atom.global.and.b32 $0, [$3], $4;\natom.global.or.b32 $1, [$3+4], $4;\natom.relaxed.cta.global.xor.b32 $2, [$3+8], $4;",
            "=r,=r,=r,l,r",
        ),
        &["i32", "i32", "i32"],
        &[Mem, V("i32")],
        u32s,
        |r| {
            let mut m = r.mem();
            let v = r.i(0);
            let words = [lo(m[0]), hi(m[0]), lo(m[1])];
            m[0] = (words[0] & v) | (words[1] | v) << 32;
            m[1] = (m[1] & !0xffff_ffff) | (words[2] ^ v);
            Expect {
                outs: words.to_vec(),
                mem: Some(m),
                ..Default::default()
            }
        },
    ),
    case(
        "atom",
        "float_add",
        (
            "atom.global.add.f32 $0, [$2+16], $3;\natom.acq_rel.gpu.global.add.f64 $1, [$2+24], $4;",
            "=f,=d,l,f,d",
        ),
        &["float", "double"],
        &[Mem, V("float"), V("double")],
        |t, k| {
            if k == 0 {
                u64::from((t as f32 * 0.75).to_bits())
            } else {
                (t as f64 / 3.0).to_bits()
            }
        },
        |r| {
            let mut m = r.mem();
            let old = f32_of(m[2]);
            let old64 = f64_of(m[3]);
            m[2] = (m[2] & !0xffff_ffff) | fb(old + f32_of(r.i(0)));
            m[3] = (old64 + f64_of(r.i(1))).to_bits();
            Expect {
                outs: vec![fb(old), old64.to_bits()],
                mem: Some(m),
                mem_floats: vec![(2, "float"), (3, "double")],
                ..Default::default()
            }
        },
    ),
    case(
        "atom",
        "red_to_one_word",
        ("red.global.add.u32 [$0], $1;", "l,r"),
        &[],
        &[Mem0, V("i32")],
        |t, _| (t % 7) as u64,
        |r| {
            let mut m = r.mem();
            if r.t == 0 {
                let sum: u64 = (0..THREADS).map(|t| (t % 7) as u64).sum();
                m[0] = (m[0] & !0xffff_ffff) | lo(lo(m[0]) + sum);
            }
            Expect {
                mem: Some(m),
                ..Default::default()
            }
        },
    ),
    // -- cp.async -------------------------------------------------------------------
    case(
        "cp.async",
        "copy_16_and_wait",
        (
            "cp.async.ca.shared.global [$4], [$5], 16;\ncp.async.commit_group;\ncp.async.wait_group 0;\nld.shared.v4.b32 {$0, $1, $2, $3}, [$4];",
            "=r,=r,=r,=r,r,l",
        ),
        &["i32", "i32", "i32", "i32"],
        &[Smem, Mem],
        u32s,
        |r| {
            let m = r.mem();
            Expect {
                outs: vec![lo(m[0]), hi(m[0]), lo(m[1]), hi(m[1])],
                smem: Some([m[0], m[1]]),
                ..Default::default()
            }
        },
    ),
    // A lane reads what its neighbour copied right after the wait, without
    // `__syncwarp` (vLLM's pipelined activation kernels): a converged warp
    // leaves the wait together on NVIDIA.
    case(
        "cp.async",
        "neighbour_reads_after_wait",
        (
            "cp.async.cg.shared.global [$4], [$5], 16;\ncp.async.commit_group;\ncp.async.wait_group 0;\nld.shared.v4.b32 {$0, $1, $2, $3}, [$6];",
            "=r,=r,=r,=r,r,l,r",
        ),
        &["i32", "i32", "i32", "i32"],
        &[Smem, Mem, SmemNext],
        u32s,
        |r| {
            let (m, n) = (r.mem(), r.mem_of(r.t ^ 1));
            Expect {
                outs: vec![lo(n[0]), hi(n[0]), lo(n[1]), hi(n[1])],
                smem: Some([m[0], m[1]]),
                ..Default::default()
            }
        },
    ),
    case(
        "cp.async",
        "triton_ignore_src",
        (
            "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;\ncp.async.wait_all;",
            "r,l,b",
        ),
        &[],
        &[Smem, Mem, V("i1")],
        bits,
        |r| {
            let m = r.mem();
            Expect {
                smem: Some(if r.i(0) != 0 { [0, 0] } else { [m[0], m[1]] }),
                ..Default::default()
            }
        },
    ),
    case(
        "cp.async",
        "source_size",
        (
            "cp.async.ca.shared.global [$0], [$1], 8, $2;\ncp.async.wait_all;",
            "r,l,r",
        ),
        &[],
        &[Smem, Mem, V("i32")],
        |t, _| (t % 9) as u64,
        |r| {
            let m = r.mem();
            let n = r.i(0) as usize;
            let mut w = 0u64;
            for k in 0..n.min(8) {
                w |= byte(&m, k) << (8 * k);
            }
            Expect {
                smem: Some([w, 0]),
                ..Default::default()
            }
        },
    ),
];
