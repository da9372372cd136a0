//! The idiom table's cases: warp-level matrix instructions (`mma.sync`,
//! `movmatrix`), with references built from the whole warp's fragments in
//! PTX's lane layouts.

use super::*;

/// Small integers as bf16 pairs (inputs 0-5) and as f32 (inputs 6-9): every
/// product and sum is exact, so every target must give the reference's bits.
fn mma_inputs(t: usize, k: usize) -> u64 {
    let small = |s: usize| ((mix(t, k + s) % 9) as f32) - 4.0;
    if k < 6 {
        let bf = |x: f32| u64::from(x.to_bits() >> 16);
        bf(small(0)) | bf(small(17)) << 16
    } else {
        u64::from(small(0).to_bits())
    }
}

/// The bf16 half `h` of a 32-bit register, as f32.
fn bf16_half(v: u64, h: usize) -> f32 {
    f32::from_bits((((v >> (16 * h)) & 0xffff) as u32) << 16)
}

/// `D = A·B + C` of `mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32` for
/// lane `l` of the warp: lane `L` (group `g = L/4`, `t = L%4`) holds A's
/// rows `g`, `g+8` at columns `2t`, `2t+1` (+8 for registers 2 and 3), B's
/// column `g` at rows `2t`, `2t+1` (+8 for register 1), and C's and D's rows
/// `g`, `g+8` at columns `2t`, `2t+1`.
fn mma_reference(r: &Ref<'_>) -> Expect {
    let w = warp(r.t).start;
    let mut a = [[0f32; 16]; 16];
    let mut b = [[0f32; 8]; 16];
    let mut c = [[0f32; 8]; 16];
    for lane in 0..32 {
        let (g, t) = (lane / 4, lane % 4);
        for j in 0..4 {
            for h in 0..2 {
                a[g + 8 * (j % 2)][2 * t + h + 8 * (j / 2)] = bf16_half(r.at(w + lane, j), h);
            }
        }
        for j in 0..2 {
            for h in 0..2 {
                b[2 * t + h + 8 * j][g] = bf16_half(r.at(w + lane, 4 + j), h);
            }
        }
        for j in 0..4 {
            c[g + 8 * (j / 2)][2 * t + j % 2] = f32::from_bits(r.at(w + lane, 6 + j) as u32);
        }
    }
    let l = r.t % 32;
    let (g, t) = (l / 4, l % 4);
    let outs = (0..4)
        .map(|j| {
            let (row, col) = (g + 8 * (j / 2), 2 * t + j % 2);
            let d: f32 = c[row][col] + (0..16).map(|k| a[row][k] * b[k][col]).sum::<f32>();
            u64::from(d.to_bits())
        })
        .collect();
    out_vec(outs)
}

/// `wmma` on signed bytes, m16n16k16 into s32, in each warp's 2 KiB of
/// `mem`: A (row-major) at byte 0, B (column-major) at 256, C (row-major
/// s32) at 1024, D stored over C. Lanes 16-31 own the D rows 0-15.
fn wmma_s8_reference(r: &Ref<'_>) -> Expect {
    let w = warp(r.t).start;
    let bytes: Vec<u8> = (0..32)
        .flat_map(|l| r.mem_of(w + l))
        .flat_map(u64::to_le_bytes)
        .collect();
    let s8 = |i: usize| i32::from(bytes[i] as i8);
    let word = |i: usize| i32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
    let mut m = r.mem();
    let lane = r.t % 32;
    if lane >= 16 {
        let row = lane - 16;
        for (j, slot) in m.iter_mut().enumerate() {
            let d = |col: usize| -> u64 {
                let mut acc = word(1024 + 4 * (16 * row + col));
                for k in 0..16 {
                    acc = acc.wrapping_add(s8(16 * row + k) * s8(256 + 16 * col + k));
                }
                u64::from(acc as u32)
            };
            *slot = d(2 * j) | d(2 * j + 1) << 32;
        }
    }
    Expect {
        outs: vec![0],
        mem: Some(m),
        ..Default::default()
    }
}

fn out_vec(outs: Vec<u64>) -> Expect {
    Expect {
        outs,
        ..Default::default()
    }
}

/// Warp-level matrix instructions.
pub(super) static MATRIX: &[Case] = &[
    case(
        "wmma",
        "m16n16k16_s8_s32_load_mma_store",
        (
            "{ .reg .u32 w, n, i; .reg .u64 o, p; .reg .b32 a<2>, b<2>; .reg .b32 c<8>;\n\
             mov.u32 w, %ctaid.x; mov.u32 n, %ntid.x; mov.u32 i, %tid.x; mad.lo.u32 w, w, n, i;\n\
             shr.u32 w, w, 5; mul.wide.u32 o, w, 2048; add.u64 p, $1, o;\n\
             wmma.load.a.sync.aligned.row.m16n16k16.global.s8 {a0, a1}, [p], 16;\n\
             wmma.load.b.sync.aligned.col.m16n16k16.global.s8 {b0, b1}, [p+256], 16;\n\
             wmma.load.c.sync.aligned.row.m16n16k16.global.s32 {c0, c1, c2, c3, c4, c5, c6, c7}, [p+1024], 16;\n\
             wmma.mma.sync.aligned.row.col.m16n16k16.s32.s8.s8.s32 {c0, c1, c2, c3, c4, c5, c6, c7}, {a0, a1}, {b0, b1}, {c0, c1, c2, c3, c4, c5, c6, c7};\n\
             bar.warp.sync -1;\n\
             wmma.store.d.sync.aligned.row.m16n16k16.global.s32 [p+1024], {c0, c1, c2, c3, c4, c5, c6, c7}, 16;\n\
             mov.u32 $0, 0; }",
            "=r,l",
        ),
        &["i32"],
        &[Mem0],
        |_, _| 0,
        wmma_s8_reference,
    ),
    case(
        "mma.sync",
        "m16n8k16_bf16_f32",
        (
            "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};",
            "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f",
        ),
        &["float", "float", "float", "float"],
        &[
            V("i32"),
            V("i32"),
            V("i32"),
            V("i32"),
            V("i32"),
            V("i32"),
            V("float"),
            V("float"),
            V("float"),
            V("float"),
        ],
        mma_inputs,
        mma_reference,
    ),
    case(
        "movmatrix",
        "transposed",
        ("movmatrix.sync.aligned.m8n8.trans.b16 $0, $1;", "=r,r"),
        &["i32"],
        &[V("i32")],
        u32s,
        |r| {
            // Element (row, col) is lane 4row + col/2's half col%2; lane l
            // takes (2t, g) and (2t+1, g).
            let w = warp(r.t).start;
            let l = r.t % 32;
            let (g, t) = (l / 4, l % 4);
            let half = |row: usize, col: usize| {
                (r.at(w + 4 * row + col / 2, 0) >> (16 * (col % 2))) & 0xffff
            };
            out(&[half(2 * t, g) | half(2 * t + 1, g) << 16])
        },
    ),
    case(
        "stmatrix",
        "x4_rows_of_the_warp",
        (
            "stmatrix.sync.aligned.m8n8.x4.shared.b16 [$1], {$2, $3, $4, $5};\nbar.sync 0;\nmov.u32 $0, 0;",
            "=r,r,r,r,r,r",
        ),
        &["i32"],
        &[Smem, V("i32"), V("i32"), V("i32"), V("i32")],
        u32s,
        |r| {
            // Thread 8m + row of the warp addresses row `row` of matrix m,
            // whose words are register m of lanes 4row .. 4row+3.
            let w = warp(r.t).start;
            let l = r.t % 32;
            let (m, row) = (l / 8, l % 8);
            let v = |k: usize| r.at(w + 4 * row + k, m);
            Expect {
                outs: vec![0],
                smem: Some([v(0) | v(1) << 32, v(2) | v(3) << 32]),
                ..Default::default()
            }
        },
    ),
    case(
        "stmatrix",
        "x4_transposed",
        (
            "stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 [$1], {$2, $3, $4, $5};\nbar.sync 0;\nmov.u32 $0, 0;",
            "=r,r,r,r,r,r",
        ),
        &["i32"],
        &[Smem, V("i32"), V("i32"), V("i32"), V("i32")],
        u32s,
        |r| {
            // Element (row, col) of matrix m is half row%2 of register m of
            // lane 4col + row/2.
            let w = warp(r.t).start;
            let l = r.t % 32;
            let (m, row) = (l / 8, l % 8);
            let h = |c: usize| (r.at(w + 4 * c + row / 2, m) >> (16 * (row % 2))) & 0xffff;
            let word = |c0: usize| (0..4).fold(0, |acc, k| acc | h(c0 + k) << (16 * k));
            Expect {
                outs: vec![0],
                smem: Some([word(0), word(4)]),
                ..Default::default()
            }
        },
    ),
    case(
        "cvta",
        "global_round_trip",
        (
            "{\n.reg .b64 g;\ncvta.global.u64 g, $1;\ncvta.to.global.u64 $0, g;\n}",
            "=l,l",
        ),
        &["i64"],
        &[V("i64")],
        u64s,
        |r| out(&[r.i(0)]),
    ),
];
