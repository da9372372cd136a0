//! The idiom table's cases: integer and float arithmetic, min/max, logic, selects and comparisons, byte permutes and bit fields.

use super::*;

/// Integer and float arithmetic, min/max, logic, selects and comparisons, byte permutes and bit fields.
pub(super) static INTEGER: &[Case] = &[
    // -- arith -------------------------------------------------------------------------
    case(
        "arith",
        "integer",
        (
            "add.s32 $0, $6, $7;\nsub.u32 $1, $6, $7;\nmul.lo.s32 $2, $6, $7;\nmul.hi.s32 $3, $6, $7;\nmul.wide.u32 $4, $6, $7;\nadd.sat.s32 $5, $6, $7;",
            "=r,=r,=r,=r,=l,=r,r,r",
        ),
        &["i32", "i32", "i32", "i32", "i64", "i32"],
        &[V("i32"), V("i32")],
        u32s,
        |r| {
            let (a, b) = (r.i(0), r.i(1));
            let (sa, sb) = (a as u32 as i32 as i64, b as u32 as i32 as i64);
            out(&[
                lo(a + b),
                lo(a.wrapping_sub(b)),
                lo(a.wrapping_mul(b)),
                lo(((sa * sb) >> 32) as u64),
                a * b,
                lo((sa + sb).clamp(i32::MIN.into(), i32::MAX.into()) as u64),
            ])
        },
    ),
    case(
        "arith",
        "carry_chain",
        (
            "add.cc.u32 $0, $4, $5;\naddc.cc.u32 $1, $5, $4;\naddc.u32 $2, 0, 0;\nsub.cc.u32 $3, $4, $5;",
            "=r,=r,=r,=r,r,r",
        ),
        &["i32", "i32", "i32", "i32"],
        &[V("i32"), V("i32")],
        u32s,
        |r| {
            // 64-bit a:b + b:a, its carry out, then a - b.
            let (a, b) = (r.i(0), r.i(1));
            let s0 = a + b;
            let s1 = b + a + (s0 >> 32);
            out(&[lo(s0), lo(s1), s1 >> 32, lo(a.wrapping_sub(b))])
        },
    ),
    case(
        "fma",
        "mad_carry",
        (
            "mad.lo.cc.u32 $0, $2, $3, $3;\nmadc.hi.u32 $1, $2, $3, 0;",
            "=r,=r,r,r",
        ),
        &["i32", "i32"],
        &[V("i32"), V("i32")],
        u32s,
        |r| {
            // The 64-bit product plus b, as two 32-bit halves.
            let (a, b) = (r.i(0), r.i(1));
            let p = a * b;
            let lo_sum = (p & 0xffff_ffff) + b;
            out(&[lo(lo_sum), lo((p >> 32) + (lo_sum >> 32))])
        },
    ),
    case(
        "logic",
        "funnel_shifts",
        (
            "shf.l.wrap.b32 $0, $3, $4, $5;\nshf.r.clamp.b32 $1, $3, $4, $5;\nshf.l.clamp.b32 $2, $3, $4, $5;",
            "=r,=r,=r,r,r,r",
        ),
        &["i32", "i32", "i32"],
        &[V("i32"), V("i32"), V("i32")],
        |t, k| {
            if k == 2 { u32s(t, k) % 40 } else { u32s(t, k) }
        },
        |r| {
            let (a, b, c) = (r.i(0), r.i(1), r.i(2));
            let both = b << 32 | a;
            let wrap = c & 31;
            let clamp = c.min(32);
            out(&[
                lo((both << wrap) >> 32),
                lo(both >> clamp),
                lo((both << clamp) >> 32),
            ])
        },
    ),
    case(
        "arith",
        "wide_neg_abs_mul24",
        (
            "mul.hi.u64 $0, $4, $5;\nneg.s32 $1, $6;\nabs.s32 $2, $6;\nmul24.lo.s32 $3, $6, $7;",
            "=l,=r,=r,=r,l,l,r,r",
        ),
        &["i64", "i32", "i32", "i32"],
        &[V("i64"), V("i64"), V("i32"), V("i32")],
        |t, k| if k < 2 { u64s(t, k) } else { u32s(t, k) },
        |r| {
            let (a, b) = (r.i(2) as u32 as i32, r.i(3) as u32 as i32);
            let s24 = |v: i32| ((v << 8) >> 8) as i64;
            out(&[
                ((u128::from(r.i(0)) * u128::from(r.i(1))) >> 64) as u64,
                lo(a.wrapping_neg() as u32 as u64),
                lo(a.wrapping_abs() as u32 as u64),
                lo((s24(a) * s24(b)) as u64),
            ])
        },
    ),
    case(
        "arith",
        "float",
        (
            "add.f32 $0, $6, $7;\nsub.ftz.f32 $1, $6, $7;\nmul.rn.f32 $2, $6, $7;\ncopysign.f32 $3, $6, $7;\nneg.f32 $4, $6;\nabs.ftz.f32 $5, $7;",
            "=f,=f,=f,=f,=f,=f,f,f",
        ),
        &["float", "float", "float", "float", "float", "float"],
        &[V("float"), V("float")],
        f32s,
        |r| {
            let (a, b) = (f32_of(r.i(0)), f32_of(r.i(1)));
            out(&[
                fb(a + b),
                fb(fp::ftz(fp::ftz(a) - fp::ftz(b))),
                fb(a * b),
                fb(b.copysign(a)),
                fb(-a),
                fb(fp::ftz(b).abs()),
            ])
        },
    ),
    case(
        "arith",
        "f16x2",
        (
            "add.f16x2 $0, $3, $4;\nsub.rn.f16x2 $1, $3, $4;\nmul.f16x2 $2, $3, $4;",
            "=r,=r,=r,r,r",
        ),
        &["i32", "i32", "i32"],
        &[V("i32"), V("i32")],
        |t, k| {
            // Two finite halves (an all-ones exponent made 30), so no NaN.
            let m = mix(t, k);
            let h = |x: u64| if x & 0x7c00 == 0x7c00 { x ^ 0x0400 } else { x };
            h(m & 0xffff) | h((m >> 16) & 0xffff) << 16
        },
        |r| {
            let (a, b) = (r.i(0), r.i(1));
            let half = |v: u64, k: u32| fp::from_f16((v >> (16 * k)) as u16);
            let each = |f: fn(f64, f64) -> f64| {
                (0..2).fold(0u64, |acc, k| {
                    let x = fp::to_f16(f(half(a, k), half(b, k)), Rnd::N);
                    acc | u64::from(x) << (16 * k)
                })
            };
            out(&[each(|x, y| x + y), each(|x, y| x - y), each(|x, y| x * y)])
        },
    ),
    // -- dp4a, video4 ------------------------------------------------------------------
    case(
        "dp4a",
        "dp4a_dp2a",
        (
            "dp4a.s32.s32 $0, $3, $4, $5;\ndp4a.u32.s32 $1, $3, $4, $5;\ndp2a.hi.s32.u32 $2, $3, $4, $5;",
            "=r,=r,=r,r,r,r",
        ),
        &["i32", "i32", "i32"],
        &[V("i32"), V("i32"), V("i32")],
        u32s,
        |r| {
            let (a, b, c) = (r.i(0) as u32, r.i(1) as u32, r.i(2) as u32);
            let part = |v: u32, k: u32, bits: u32, signed: bool| -> i64 {
                let x = (v >> (k * bits)) & ((1u32 << bits) - 1);
                if signed && x >> (bits - 1) == 1 {
                    i64::from(x) - (1i64 << bits)
                } else {
                    i64::from(x)
                }
            };
            let dot4 = |sa: bool| {
                (0..4)
                    .map(|k| part(a, k, 8, sa) * part(b, k, 8, true))
                    .sum::<i64>()
            };
            let dp2a_hi = (0..2)
                .map(|k| part(a, k, 16, true) * part(b, k + 2, 8, false))
                .sum::<i64>();
            let w = |s: i64| u64::from((i64::from(c) + s) as u32);
            out(&[w(dot4(true)), w(dot4(false)), w(dp2a_hi)])
        },
    ),
    case(
        "video4",
        "sat_sub_add_absdiff",
        (
            "vsub4.s32.s32.s32.sat $0, $3, $4, $5;\nvadd4.u32.u32.u32.sat $1, $3, $4, $5;\nvabsdiff4.u32.u32.u32 $2, $3, $4, $5;",
            "=r,=r,=r,r,r,r",
        ),
        &["i32", "i32", "i32"],
        &[V("i32"), V("i32"), V("i32")],
        u32s,
        |r| {
            let (a, b) = (r.i(0) as u32, r.i(1) as u32);
            let each = |f: &dyn Fn(u32, u32) -> u32| -> u64 {
                (0..4).fold(0u64, |acc, k| {
                    let x = (a >> (8 * k)) & 0xff;
                    let y = (b >> (8 * k)) & 0xff;
                    acc | u64::from(f(x, y) & 0xff) << (8 * k)
                })
            };
            let sub = each(&|x, y| {
                let d = i32::from(x as u8 as i8) - i32::from(y as u8 as i8);
                d.clamp(-128, 127) as u32
            });
            let add = each(&|x, y| (x + y).min(255));
            let absd = each(&|x, y| x.abs_diff(y));
            out(&[sub, add, absd])
        },
    ),
    // -- min/max -------------------------------------------------------------------------
    case(
        "min/max",
        "integer",
        (
            "min.s32 $0, $4, $5;\nmax.u32 $1, $4, $5;\nmax.s16 $2, $6, $7;\nmax.relu.s32 $3, $4, $5;",
            "=r,=r,=h,=r,r,r,h,h",
        ),
        &["i32", "i32", "i16", "i32"],
        &[V("i32"), V("i32"), V("i16"), V("i16")],
        |t, k| {
            if k < 2 {
                u32s(t, k)
            } else {
                mix(t, k) & 0xffff
            }
        },
        |r| {
            let (a, b) = (r.i(0) as u32, r.i(1) as u32);
            let (c, d) = (r.i(2) as u16 as i16, r.i(3) as u16 as i16);
            out(&[
                (a as i32).min(b as i32) as u32 as u64,
                u64::from(a.max(b)),
                u64::from(c.max(d) as u16),
                (a as i32).max(b as i32).max(0) as u64,
            ])
        },
    ),
    case(
        "min/max",
        "float",
        (
            "min.f32 $0, $4, $5;\nmax.f32 $1, $4, $5;\nmax.NaN.f32 $2, $4, $5;\nmin.ftz.f32 $3, $4, $5;",
            "=f,=f,=f,=f,f,f",
        ),
        &["float", "float", "float", "float"],
        &[V("float"), V("float")],
        f32s,
        |r| {
            let (a, b) = (f32_of(r.i(0)), f32_of(r.i(1)));
            let nan = if a.is_nan() || b.is_nan() {
                f32::NAN
            } else {
                pmin(a, b, true)
            };
            out(&[
                fb(pmin(a, b, false)),
                fb(pmin(a, b, true)),
                fb(nan),
                fb(pmin(fp::ftz(a), fp::ftz(b), false)),
            ])
        },
    ),
    case(
        "min/max",
        "xorsign_abs",
        (
            "max.xorsign.abs.f32 $0, $2, $3;\nmin.xorsign.abs.f32 $1, $2, $3;",
            "=f,=f,f,f",
        ),
        &["float", "float"],
        &[V("float"), V("float")],
        f32_mid,
        |r| {
            let (a, b) = (f32_of(r.i(0)), f32_of(r.i(1)));
            let s = (a.to_bits() ^ b.to_bits()) & 0x8000_0000;
            let with = |m: f32| u64::from(m.to_bits() & 0x7fff_ffff | s);
            out(&[with(a.abs().max(b.abs())), with(a.abs().min(b.abs()))])
        },
    ),
    // -- logic ------------------------------------------------------------------------
    case(
        "logic",
        "bits_and_shifts",
        (
            "and.b32 $0, $6, $7;\nor.b32 $1, $6, $7;\nxor.b32 $2, $6, $7;\nnot.b32 $3, $6;\nshl.b32 $4, $6, $8;\nshr.s32 $5, $6, $8;",
            "=r,=r,=r,=r,=r,=r,r,r,r",
        ),
        &["i32", "i32", "i32", "i32", "i32", "i32"],
        &[V("i32"), V("i32"), V("i32")],
        |t, k| if k == 2 { mix(t, k) % 40 } else { u32s(t, k) },
        |r| {
            let (a, b, n) = (r.i(0) as u32, r.i(1) as u32, r.i(2) as u32);
            let shl = if n >= 32 { 0 } else { a << n };
            let shr = (a as i32 >> n.min(31)) as u32;
            out(&[a & b, a | b, a ^ b, !a, shl, shr].map(u64::from))
        },
    ),
    case(
        "logic",
        "counts",
        (
            "shr.u64 $0, $5, $6;\npopc.b32 $1, $7;\nclz.b64 $2, $5;\nbrev.b32 $3, $7;\nbfind.s32 $4, $7;",
            "=l,=r,=r,=r,=r,l,r,r",
        ),
        &["i64", "i32", "i32", "i32", "i32"],
        &[V("i64"), V("i32"), V("i32")],
        |t, k| match k {
            0 => u64s(t, k),
            1 => mix(t, k) % 70,
            _ => u32s(t, k),
        },
        |r| {
            let (a, n, x) = (r.i(0), r.i(1), r.i(2) as u32);
            let s = x as i32;
            let y = if s < 0 { !x } else { x };
            let bfind = if y == 0 {
                u32::MAX
            } else {
                31 - y.leading_zeros()
            };
            out(&[
                if n >= 64 { 0 } else { a >> n },
                u64::from(x.count_ones()),
                u64::from(a.leading_zeros()),
                u64::from(x.reverse_bits()),
                u64::from(bfind),
            ])
        },
    ),
    case(
        "logic",
        "predicates",
        (
            "{\n.reg .pred p, q, r;\nsetp.lt.s32 p, $1, 0;\nsetp.gt.s32 q, $2, 0;\nxor.pred r, p, q;\nnot.pred q, q;\nand.pred r, r, q;\nselp.u32 $0, 1, 0, r;\n}",
            "=r,r,r",
        ),
        &["i32"],
        &[V("i32"), V("i32")],
        u32s,
        |r| {
            let (p, q) = ((r.i(0) as u32 as i32) < 0, (r.i(1) as u32 as i32) > 0);
            out(&[u64::from((p ^ q) && !q)])
        },
    ),
    // -- selp/setp -------------------------------------------------------------------------
    case(
        "selp/setp",
        "select_and_unordered",
        (
            "{\n.reg .pred p, q;\nsetp.lt.s32 p, $3, $4;\nselp.b32 $0, $3, $4, p;\nsetp.ltu.f32 p|q, $5, $6;\nselp.u32 $1, 1, 0, p;\nselp.u32 $2, 1, 0, q;\n}",
            "=r,=r,=r,r,r,f,f",
        ),
        &["i32", "i32", "i32"],
        &[V("i32"), V("i32"), V("float"), V("float")],
        |t, k| if k < 2 { u32s(t, k) } else { f32s(t, k) },
        |r| {
            let (a, b) = (r.i(0) as u32 as i32, r.i(1) as u32 as i32);
            let (x, y) = (f32_of(r.i(2)), f32_of(r.i(3)));
            let ltu = x.is_nan() || y.is_nan() || x < y;
            out(&[u64::from(a.min(b) as u32), u64::from(ltu), u64::from(!ltu)])
        },
    ),
    case(
        "selp/setp",
        "bool_ops_and_set",
        (
            "{\n.reg .pred p;\nsetp.ne.and.b32 p, $3, 0, $4;\nselp.u32 $0, 1, 0, p;\nsetp.hs.or.u32 p, $3, $5, !$4;\nselp.u32 $1, 7, 9, p;\n}\nset.gt.u32.s32 $2, $3, $5;",
            "=r,=r,=r,r,b,r",
        ),
        &["i32", "i32", "i32"],
        &[V("i32"), V("i1"), V("i32")],
        |t, k| if k == 1 { bits(t, k) } else { u32s(t, k) },
        |r| {
            let (a, p, b) = (r.i(0) as u32, r.i(1) != 0, r.i(2) as u32);
            let or = a >= b || !p;
            out(&[
                u64::from(a != 0 && p),
                if or { 7 } else { 9 },
                if (a as i32) > (b as i32) {
                    0xffff_ffff
                } else {
                    0
                },
            ])
        },
    ),
    // -- prmt, lop3, bfe/bfi ---------------------------------------------------------------
    case(
        "prmt",
        "default_mode",
        (
            "prmt.b32 $0, $2, $3, $4;\nprmt.b32 $1, $2, $3, 0x7531;",
            "=r,=r,r,r,r",
        ),
        &["i32", "i32"],
        &[V("i32"), V("i32"), V("i32")],
        u32s,
        |r| {
            let (a, b, c) = (r.i(0) as u32, r.i(1) as u32, r.i(2) as u32);
            out(&[u64::from(prmt(a, b, c)), u64::from(prmt(a, b, 0x7531))])
        },
    ),
    case(
        "lop3",
        "luts",
        (
            "lop3.b32 $0, $3, $4, $5, 0xE8;\nlop3.b32 $1, $3, $4, $5, 0x96;\nlop3.b32 $2, $3, $4, $5, $6;",
            "=r,=r,=r,r,r,r,n",
        ),
        &["i32", "i32", "i32"],
        &[V("i32"), V("i32"), V("i32"), Imm(0x1b)],
        u32s,
        |r| {
            let (a, b, c) = (r.i(0) as u32, r.i(1) as u32, r.i(2) as u32);
            out(&[0xe8, 0x96, 0x1b].map(|l| u64::from(lop3(a, b, c, l))))
        },
    ),
    case(
        "bfe/bfi",
        "fields",
        (
            "bfe.u32 $0, $4, $5, $6;\nbfe.s32 $1, $4, $5, $6;\nbfi.b32 $2, $4, $7, $5, $6;\nbfe.s64 $3, $8, $9, $10;",
            "=r,=r,=r,=l,r,r,r,r,l,r,r",
        ),
        &["i32", "i32", "i32", "i64"],
        &[
            V("i32"),
            V("i32"),
            V("i32"),
            V("i32"),
            V("i64"),
            V("i32"),
            V("i32"),
        ],
        |t, k| match k {
            1 | 2 => {
                let m = mix(t, k);
                if m.is_multiple_of(5) { m % 300 } else { m % 40 }
            }
            // The 64-bit field stays within 0..=64: past that, ptxas's bfe.s64
            // does not follow the ISA's `& 0xff` (on the H200, position 29 and
            // length 0x104 gave 0xffffffff44c491f4 where the ISA gives 4); the
            // lift follows the ISA.
            5 | 6 => mix(t, k) % 65,
            4 => u64s(t, k),
            _ => u32s(t, k),
        },
        |r| {
            let (a, pos, len, b) = (r.i(0), r.i(1), r.i(2), r.i(3));
            out(&[
                bfe(a, pos, len, 32, false),
                lo(bfe(a, pos, len, 32, true)),
                bfi(a, b, pos, len, 32),
                bfe(r.i(4), r.i(5), r.i(6), 64, true),
            ])
        },
    ),
];
