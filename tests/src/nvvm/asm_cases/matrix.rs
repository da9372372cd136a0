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

fn out_vec(outs: Vec<u64>) -> Expect {
    Expect {
        outs,
        ..Default::default()
    }
}

/// Warp-level matrix instructions.
pub(super) static MATRIX: &[Case] = &[
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
