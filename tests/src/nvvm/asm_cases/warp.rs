//! The idiom table's cases: warp shuffles, votes, matrix loads and barriers.

use super::*;

/// Warp shuffles, votes, matrix loads and barriers.
pub(super) static WARP: &[Case] = &[
    // -- shfl.sync -------------------------------------------------------------------------
    case(
        "shfl.sync",
        "modes_and_valid",
        (
            "{\n.reg .pred p;\nshfl.sync.bfly.b32 $0, $4, 5, 0x1f, -1;\nshfl.sync.up.b32 $1, $4, 3, 0, -1;\nshfl.sync.down.b32 $2|p, $4, $5, 0x1f, -1;\nselp.u32 $3, 1, 0, p;\n}",
            "=r,=r,=r,=r,r,r",
        ),
        &["i32", "i32", "i32", "i32"],
        &[V("i32"), V("i32")],
        |t, k| {
            if k == 0 {
                mix(t, k) & 0xffff_ffff
            } else {
                mix(t / 32, k) % 40
            }
        },
        |r| {
            let lane = (r.t % 32) as u32;
            let v = |l: u32| r.at(warp(r.t).start + l as usize, 0);
            let (bf, _) = shfl_src("bfly", lane, 5, 0x1f);
            let (up, _) = shfl_src("up", lane, 3, 0);
            let (dn, ok) = shfl_src("down", lane, r.i(1) as u32, 0x1f);
            out(&[v(bf), v(up), v(dn), u64::from(ok)])
        },
    ),
    case(
        "shfl.sync",
        "segments",
        (
            "shfl.sync.idx.b32 $0, $3, $4, 0x181f, -1;\nshfl.sync.bfly.b32 $1, $3, 2, 0x1c1f, -1;\nshfl.sync.up.b32 $2, $3, 1, 0x1800, -1;",
            "=r,=r,=r,r,r",
        ),
        &["i32", "i32", "i32"],
        &[V("i32"), V("i32")],
        |t, k| {
            if k == 0 {
                mix(t, k) & 0xffff_ffff
            } else {
                mix(t, k) % 32
            }
        },
        |r| {
            let lane = (r.t % 32) as u32;
            let v = |l: u32| r.at(warp(r.t).start + l as usize, 0);
            let (a, _) = shfl_src("idx", lane, r.i(1) as u32, 0x181f);
            let (b, _) = shfl_src("bfly", lane, 2, 0x1c1f);
            let (c, _) = shfl_src("up", lane, 1, 0x1800);
            out(&[v(a), v(b), v(c)])
        },
    ),
    // -- vote ------------------------------------------------------------------------------
    case(
        "vote",
        "ballot_any_all_activemask",
        (
            "vote.sync.ballot.b32 $0, $4, -1;\n{\n.reg .pred p;\nvote.sync.any.pred p, $4, -1;\nselp.u32 $1, 1, 0, p;\nvote.sync.all.pred p, !$4, -1;\nselp.u32 $2, 1, 0, p;\n}\nactivemask.b32 $3;",
            "=r,=r,=r,=r,b",
        ),
        &["i32", "i32", "i32", "i32"],
        &[V("i1")],
        |t, _| match (t / 32) % 4 {
            0 => 1,
            1 => 0,
            2 => u64::from(t % 3 == 0),
            _ => u64::from(t % 32 == 17),
        },
        |r| {
            let mask = warp(r.t)
                .enumerate()
                .fold(0u64, |m, (l, t)| m | (r.at(t, 0) << l));
            out(&[
                mask,
                u64::from(mask != 0),
                u64::from(mask == 0),
                0xffff_ffff,
            ])
        },
    ),
    case(
        "vote",
        "redux_and_match_any",
        (
            "redux.sync.add.u32 $0, $3, -1;\nredux.sync.min.s32 $1, $3, -1;\nmatch.any.sync.b32 $2, $4, -1;",
            "=r,=r,=r,r,r",
        ),
        &["i32", "i32", "i32"],
        &[V("i32"), V("i32")],
        |t, k| if k == 0 { u32s(t, k) } else { (t % 5) as u64 },
        |r| {
            let w = warp(r.t);
            let sum = w.clone().map(|t| r.at(t, 0)).fold(0u64, |a, b| lo(a + b));
            let min = w
                .clone()
                .map(|t| r.at(t, 0) as u32 as i32)
                .min()
                .unwrap_or(0);
            let key = r.i(1);
            let any = w
                .enumerate()
                .filter(|(_, t)| r.at(*t, 1) == key)
                .fold(0u64, |m, (l, _)| m | 1 << l);
            out(&[sum, u64::from(min as u32), any])
        },
    ),
    // Each group of 8 lanes names itself as the member mask (CUB's logical
    // warps through __reduce_max_sync): groups reduce apart.
    case(
        "vote",
        "redux_partial_masks",
        (
            "redux.sync.max.s32 $0, $3, $4;\nredux.sync.add.u32 $1, $3, $4;\nredux.sync.min.u32 $2, $3, $4;",
            "=r,=r,=r,r,r",
        ),
        &["i32", "i32", "i32"],
        &[V("i32"), V("i32")],
        |t, k| {
            if k == 0 {
                u32s(t, k)
            } else {
                0xffu64 << (8 * ((t % 32) / 8))
            }
        },
        |r| {
            let first = r.t - r.t % 8;
            let group = || (first..first + 8).map(|t| r.at(t, 0));
            let max = group().map(|v| v as u32 as i32).max().unwrap_or(0);
            let sum = group().fold(0u64, |a, b| lo(a + b));
            let min = group().map(|v| v as u32).min().unwrap_or(0);
            out(&[u64::from(max as u32), sum, u64::from(min)])
        },
    ),
    case(
        "vote",
        "match_all",
        (
            "{\n.reg .pred p;\nmatch.all.sync.b32 $0|p, $2, -1;\nselp.u32 $1, 1, 0, p;\n}",
            "=r,=r,r",
        ),
        &["i32", "i32"],
        &[V("i32")],
        |t, _| {
            if (t / 32) % 2 == 0 {
                42
            } else {
                (t % 3) as u64
            }
        },
        |r| {
            let w = warp(r.t);
            let all = w.clone().all(|t| r.at(t, 0) == r.i(0));
            out(&[if all { 0xffff_ffff } else { 0 }, u64::from(all)])
        },
    ),
    // -- ldmatrix -------------------------------------------------------------------------
    case(
        "ldmatrix",
        "x4_rows_of_the_warp",
        (
            "st.shared.v2.b64 [$4], {$5, $6};\nbar.sync 0;\nldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];",
            "=r,=r,=r,=r,r,l,l",
        ),
        &["i32", "i32", "i32", "i32"],
        &[Smem, V("i64"), V("i64")],
        u64s,
        |r| {
            // Matrix i, row l/4 is thread 8i + l/4's 16 bytes; lane l takes
            // its 32-bit word l % 4.
            let l = r.t % 32;
            let w = warp(r.t).start;
            let word = |src: usize, k: usize| {
                let v = r.at(src, k / 2);
                if k.is_multiple_of(2) { lo(v) } else { hi(v) }
            };
            let outs: Vec<u64> = (0..4).map(|i| word(w + 8 * i + l / 4, l % 4)).collect();
            Expect {
                outs,
                smem: Some([r.i(0), r.i(1)]),
                ..Default::default()
            }
        },
    ),
    case(
        "ldmatrix",
        "x2_transposed",
        (
            "st.shared.v2.b64 [$2], {$3, $4};\nbar.sync 0;\nldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {$0, $1}, [$2];",
            "=r,=r,r,l,l",
        ),
        &["i32", "i32"],
        &[Smem, V("i64"), V("i64")],
        u64s,
        |r| {
            // Lane l takes column l/4 of rows 2(l%4) and 2(l%4)+1.
            let l = r.t % 32;
            let w = warp(r.t).start;
            let half = |src: usize, col: usize| {
                let v = r.at(src, col / 4);
                (v >> (16 * (col % 4))) & 0xffff
            };
            let outs: Vec<u64> = (0..2)
                .map(|i| {
                    let r0 = w + 8 * i + 2 * (l % 4);
                    half(r0, l / 4) | half(r0 + 1, l / 4) << 16
                })
                .collect();
            Expect {
                outs,
                smem: Some([r.i(0), r.i(1)]),
                ..Default::default()
            }
        },
    ),
    // -- barrier ---------------------------------------------------------------------------
    case(
        "barrier",
        "exchange_through_shared",
        (
            "st.shared.b32 [$1], $3;\nbar.sync 0;\nld.shared.b32 $0, [$2];\nbarrier.sync.aligned 0;",
            "=r,r,r,r",
        ),
        &["i32"],
        &[Smem, SmemNext, V("i32")],
        u32s,
        |r| Expect {
            outs: vec![r.at(r.t ^ 1, 0)],
            smem: Some([r.i(0), 0]),
            ..Default::default()
        },
    ),
    case(
        "barrier",
        "counting_barrier",
        (
            "bar.red.popc.u32 $0, 0, $2;\n{\n.reg .pred p;\nbar.red.or.pred p, 0, $3;\nselp.u32 $1, 1, 0, p;\n}",
            "=r,=r,b,b",
        ),
        &["i32", "i32"],
        &[V("i1"), V("i1")],
        |t, k| {
            if k == 0 {
                bits(t, k)
            } else {
                u64::from(t == 70)
            }
        },
        |r| {
            let b = block(r.t);
            let count: u64 = b.clone().map(|t| r.at(t, 0)).sum();
            let any = b.into_iter().any(|t| r.at(t, 1) != 0);
            out(&[count, u64::from(any)])
        },
    ),
    case(
        "barrier",
        "fences",
        (
            "membar.gl;\nfence.acq_rel.gpu;\nfence.sc.cta;\nmembar.cta;\nbar.warp.sync -1;\nmov.u32 $0, $1;",
            "=r,r",
        ),
        &["i32"],
        &[V("i32")],
        u32s,
        |r| out(&[r.i(0)]),
    ),
    // -- exit/nanosleep --------------------------------------------------------------------
    // CUB's `ThreadExit()` and the back-off of its decoupled look-back: a
    // thread that exits stores nothing after the asm.
    case(
        "exit/nanosleep",
        "exit_some_threads",
        (
            "{\n.reg .pred p;\nand.b32 $0, $1, 1;\nsetp.ne.u32 p, $0, 0;\n@p exit;\nnanosleep.u32 $0;\nnanosleep.u32 20;\nmov.u32 $0, $1;\n}",
            "=r,r",
        ),
        &["i32"],
        &[V("i32")],
        u32s,
        |r| out(&[if r.i(0) & 1 != 0 { 0 } else { r.i(0) }]),
    ),
    // Whole warps exit; the rest of the block meets at a barrier after.
    case(
        "exit/nanosleep",
        "exit_before_barrier",
        ("@$1 exit;\nbar.sync 0;\nmov.u32 $0, $2;", "=r,b,r"),
        &["i32"],
        &[V("i1"), V("i32")],
        |t, k| {
            if k == 0 {
                (t as u64 / 32) & 1
            } else {
                u32s(t, k)
            }
        },
        |r| out(&[if r.i(0) != 0 { 0 } else { r.i(1) }]),
    ),
];
