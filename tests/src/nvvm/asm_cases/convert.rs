//! The idiom table's cases: conversions, approximations, square roots, reciprocals, divisions and fused multiply-adds.

use super::*;

/// Conversions, approximations, square roots, reciprocals, divisions and fused multiply-adds.
pub(super) static CONVERT: &[Case] = &[
    // -- cvt ------------------------------------------------------------------------
    case(
        "cvt",
        "f32_to_f16_each_rounding",
        (
            "cvt.rn.f16.f32 $0, $4;\ncvt.rz.f16.f32 $1, $4;\ncvt.rm.f16.f32 $2, $4;\ncvt.rp.f16.f32 $3, $4;",
            "=h,=h,=h,=h,f",
        ),
        &["f16", "f16", "f16", "f16"],
        &[V("float")],
        |t, k| {
            if t < 64 {
                f32s(t, k)
            } else {
                // Around f16's range and precision.
                let m = mix(t, k);
                let v = (1.0 + (m & 0xff_ffff) as f32 / 16_777_216.0)
                    * 2f32.powi((m >> 40) as i32 % 40 - 25);
                u64::from(v.to_bits())
            }
        },
        |r| {
            let x = f64::from(f32_of(r.i(0)));
            out(&[Rnd::N, Rnd::Z, Rnd::M, Rnd::P].map(|m| u64::from(fp::to_f16(x, m))))
        },
    ),
    case(
        "cvt",
        "f16_widen_and_f16x2",
        (
            "cvt.f32.f16 $0, $2;\ncvt.rn.f16x2.f32 $1, $3, $4;",
            "=f,=r,h,f,f",
        ),
        &["float", "i32"],
        &[V("i16"), V("float"), V("float")],
        |t, k| {
            if k == 0 {
                mix(t, k) & 0xffff
            } else {
                f32_mid(t, k)
            }
        },
        |r| {
            let h = fp::from_f16(r.i(0) as u16) as f32;
            let a = fp::to_f16(f64::from(f32_of(r.i(1))), Rnd::N);
            let b = fp::to_f16(f64::from(f32_of(r.i(2))), Rnd::N);
            out(&[fb(h), u64::from(a) << 16 | u64::from(b)])
        },
    ),
    case(
        "cvt",
        "bf16",
        (
            "cvt.rn.bf16.f32 $0, $3;\ncvt.rz.bf16.f32 $1, $3;\ncvt.f32.bf16 $2, $4;",
            "=h,=h,=f,f,h",
        ),
        &["bf16", "bf16", "float"],
        &[V("float"), V("i16")],
        |t, k| {
            if k == 1 {
                mix(t, k) & 0xffff
            } else {
                f32s(t, k)
            }
        },
        |r| {
            let x = f64::from(f32_of(r.i(0)));
            out(&[
                u64::from(fp::to_bf16(x, Rnd::N)),
                u64::from(fp::to_bf16(x, Rnd::Z)),
                fb(fp::from_bf16(r.i(1) as u16) as f32),
            ])
        },
    ),
    case(
        "cvt",
        "f64_to_f32_each_rounding",
        (
            "cvt.rn.f32.f64 $0, $4;\ncvt.rz.f32.f64 $1, $4;\ncvt.rm.f32.f64 $2, $4;\ncvt.rp.f32.f64 $3, $4;",
            "=f,=f,=f,=f,d",
        ),
        &["float", "float", "float", "float"],
        &[V("double")],
        f64s,
        |r| {
            let x = f64_of(r.i(0));
            out(&[Rnd::N, Rnd::Z, Rnd::M, Rnd::P].map(|m| fb(fp::to_f32(x, m))))
        },
    ),
    case(
        "cvt",
        "float_to_int_saturating",
        (
            "cvt.rni.s32.f32 $0, $5;\ncvt.rzi.s32.f32 $1, $5;\ncvt.rmi.u32.f32 $2, $5;\ncvt.rpi.s64.f32 $3, $5;\ncvt.rzi.u64.f32 $4, $5;",
            "=r,=r,=r,=l,=l,f",
        ),
        &["i32", "i32", "i32", "i64", "i64"],
        &[V("float")],
        f32s,
        |r| {
            let x = f32_of(r.i(0));
            // 64-bit destinations take NaN to 0x8000000000000000 on NVIDIA.
            let nan64 = |v: u64| if x.is_nan() { 1 << 63 } else { v };
            out(&[
                f2i(x, f64::round_ties_even) as i32 as u32 as u64,
                f2i(x, f64::trunc) as i32 as u32 as u64,
                u64::from(f2i(x, f64::floor) as u32),
                nan64(f2i(x, f64::ceil) as i64 as u64),
                nan64(f2i(x, f64::trunc) as u64),
            ])
        },
    ),
    case(
        "cvt",
        "int_to_float_each_rounding",
        (
            "cvt.rn.f32.s32 $0, $4;\ncvt.rz.f32.u32 $1, $4;\ncvt.rm.f32.s32 $2, $4;\ncvt.rn.f64.s64 $3, $5;",
            "=f,=f,=f,=d,r,l",
        ),
        &["float", "float", "float", "double"],
        &[V("i32"), V("i64")],
        |t, k| if k == 0 { u32s(t, k) } else { u64s(t, k) },
        |r| {
            let x = r.i(0) as u32;
            out(&[
                fb(fp::to_f32(f64::from(x as i32), Rnd::N)),
                fb(fp::to_f32(f64::from(x), Rnd::Z)),
                fb(fp::to_f32(f64::from(x as i32), Rnd::M)),
                (r.i(1) as i64 as f64).to_bits(),
            ])
        },
    ),
    case(
        "cvt",
        "integers",
        (
            "cvt.s32.s8 $0, $4;\ncvt.u16.u32 $1, $4;\ncvt.sat.s8.s32 $2, $4;\ncvt.u64.s32 $3, $4;",
            "=r,=h,=r,=l,r",
        ),
        &["i32", "i16", "i32", "i64"],
        &[V("i32")],
        u32s,
        |r| {
            let x = r.i(0);
            let sat = (x as u32 as i32).clamp(-128, 127) as u32 as u64;
            out(&[lo(sext(x, 8)), x & 0xffff, sat, sext(x, 32)])
        },
    ),
    case(
        "cvt",
        "to_integral_and_saturate",
        (
            "cvt.rni.f32.f32 $0, $3;\ncvt.sat.f32.f32 $1, $3;\ncvt.rzi.ftz.f32.f32 $2, $3;",
            "=f,=f,=f,f",
        ),
        &["float", "float", "float"],
        &[V("float")],
        f32s,
        |r| {
            let x = f32_of(r.i(0));
            let sat = if x > 0.0 { x.min(1.0) } else { 0.0 };
            out(&[fb(x.round_ties_even()), fb(sat), fb(fp::ftz(x).trunc())])
        },
    ),
    // -- approx -------------------------------------------------------------------
    tol(
        case(
            "approx",
            "ex2",
            (
                "ex2.approx.f32 $0, $2;\nex2.approx.ftz.f32 $1, $2;",
                "=f,=f,f",
            ),
            &["float", "float"],
            &[V("float")],
            |t, k| u64::from(((mix(t, k) % 2600) as f32 / 10.0 - 135.0).to_bits()),
            |r| {
                let x = f32_of(r.i(0));
                let e = f64::from(x).exp2() as f32;
                out(&[fb(e), fb(fp::ftz(e))])
            },
        ),
        Tol::Ulps(2),
    ),
    tol(
        case(
            "approx",
            "lg2_sin_cos",
            (
                "lg2.approx.f32 $0, $3;\nsin.approx.f32 $1, $4;\ncos.approx.ftz.f32 $2, $4;",
                "=f,=f,=f,f,f",
            ),
            &["float", "float", "float"],
            &[V("float"), V("float")],
            |t, k| {
                let u = (mix(t, k) % 10_000) as f32 / 10_000.0;
                u64::from(
                    if k == 0 {
                        0.01 + u * 1000.0
                    } else {
                        (u - 0.5) * std::f32::consts::TAU
                    }
                    .to_bits(),
                )
            },
            |r| {
                let (x, y) = (f64::from(f32_of(r.i(0))), f64::from(f32_of(r.i(1))));
                out(&[fb(x.log2() as f32), fb(y.sin() as f32), fb(y.cos() as f32)])
            },
        ),
        Tol::Abs(2e-6),
    ),
    tol(
        case(
            "approx",
            "rsqrt_tanh",
            (
                "rsqrt.approx.f32 $0, $2;\ntanh.approx.f32 $1, $3;",
                "=f,=f,f,f",
            ),
            &["float", "float"],
            &[V("float"), V("float")],
            |t, k| {
                let u = (mix(t, k) % 10_000) as f32 / 10_000.0;
                u64::from(
                    if k == 0 {
                        0.001 + u * 100.0
                    } else {
                        (u - 0.5) * 8.0
                    }
                    .to_bits(),
                )
            },
            |r| {
                let (x, y) = (f64::from(f32_of(r.i(0))), f64::from(f32_of(r.i(1))));
                out(&[fb((1.0 / x.sqrt()) as f32), fb(y.tanh() as f32)])
            },
        ),
        Tol::Abs(1e-3),
    ),
    // -- sqrt/rcp/div ----------------------------------------------------------------
    case(
        "sqrt/rcp/div",
        "sqrt_f32_each_rounding",
        (
            "sqrt.rn.f32 $0, $4;\nsqrt.rz.f32 $1, $4;\nsqrt.rm.f32 $2, $4;\nsqrt.rp.f32 $3, $4;",
            "=f,=f,=f,=f,f",
        ),
        &["float", "float", "float", "float"],
        &[V("float")],
        f32s,
        |r| {
            let x = f32_of(r.i(0));
            out(&[Rnd::N, Rnd::Z, Rnd::M, Rnd::P].map(|m| fb(fp::sqrt_f32(x, m))))
        },
    ),
    case(
        "sqrt/rcp/div",
        "div_f32_each_rounding",
        (
            "div.rn.f32 $0, $4, $5;\ndiv.rz.f32 $1, $4, $5;\ndiv.rm.f32 $2, $4, $5;\ndiv.rp.f32 $3, $4, $5;",
            "=f,=f,=f,=f,f,f",
        ),
        &["float", "float", "float", "float"],
        &[V("float"), V("float")],
        f32s,
        |r| {
            let (a, b) = (f32_of(r.i(0)), f32_of(r.i(1)));
            out(&[Rnd::N, Rnd::Z, Rnd::M, Rnd::P].map(|m| fb(fp::div_f32(a, b, m))))
        },
    ),
    case(
        "sqrt/rcp/div",
        "div_f64_and_rcp",
        (
            "div.rn.f64 $0, $4, $5;\ndiv.rz.f64 $1, $4, $5;\ndiv.rp.f64 $2, $4, $5;\nrcp.rm.f64 $3, $5;",
            "=d,=d,=d,=d,d,d",
        ),
        &["double", "double", "double", "double"],
        &[V("double"), V("double")],
        |t, k| {
            let m = mix(t, k);
            let v = (1.0 + (m & 0xf_ffff_ffff_ffff) as f64 / 2f64.powi(52))
                * 2f64.powi((m >> 52) as i32 % 400 - 200);
            if m & 1 == 0 { v } else { -v }.to_bits()
        },
        |r| {
            let (a, b) = (f64_of(r.i(0)), f64_of(r.i(1)));
            out(&[
                fp::div_f64(a, b, Rnd::N).to_bits(),
                fp::div_f64(a, b, Rnd::Z).to_bits(),
                fp::div_f64(a, b, Rnd::P).to_bits(),
                fp::div_f64(1.0, b, Rnd::M).to_bits(),
            ])
        },
    ),
    tol(
        case(
            "sqrt/rcp/div",
            "full_and_approx",
            (
                "div.full.f32 $0, $3, $4;\ndiv.approx.f32 $1, $3, $4;\nsqrt.approx.f32 $2, $5;",
                "=f,=f,=f,f,f,f",
            ),
            &["float", "float", "float"],
            &[V("float"), V("float"), V("float")],
            |t, k| {
                let v = f32_of(f32_mid(t, k));
                u64::from(if k == 2 { v.abs() } else { v }.to_bits())
            },
            |r| {
                let (a, b, c) = (f32_of(r.i(0)), f32_of(r.i(1)), f32_of(r.i(2)));
                out(&[fb(a / b), fb(a / b), fb(c.sqrt())])
            },
        ),
        Tol::Ulps(2),
    ),
    case(
        "sqrt/rcp/div",
        "integer_div_rem",
        ("div.s32 $0, $2, $3;\nrem.u32 $1, $2, $3;", "=r,=r,r,r"),
        &["i32", "i32"],
        &[V("i32"), V("i32")],
        |t, k| {
            let v = mix(t, k) & 0xffff_ffff;
            if k == 1 { (v % 1000) + 1 } else { v }
        },
        |r| {
            let (a, b) = (r.i(0) as u32, r.i(1) as u32);
            out(&[((a as i32) / (b as i32)) as u32 as u64, u64::from(a % b)])
        },
    ),
    // -- fma ------------------------------------------------------------------------
    case(
        "fma",
        "fma_f32_ftz_sat",
        (
            "fma.rn.f32 $0, $3, $4, $5;\nfma.rn.ftz.f32 $1, $3, $4, $5;\nfma.rn.sat.f32 $2, $3, $4, $5;",
            "=f,=f,=f,f,f,f",
        ),
        &["float", "float", "float"],
        &[V("float"), V("float"), V("float")],
        f32s,
        |r| {
            let (a, b, c) = (f32_of(r.i(0)), f32_of(r.i(1)), f32_of(r.i(2)));
            let f = a.mul_add(b, c);
            let z = fp::ftz(fp::ftz(a).mul_add(fp::ftz(b), fp::ftz(c)));
            let s = if f > 0.0 { f.min(1.0) } else { 0.0 };
            out(&[fb(f), fb(z), fb(s)])
        },
    ),
    case(
        "fma",
        "fma_f32_directed",
        (
            "fma.rz.f32 $0, $3, $4, $5;\nfma.rm.f32 $1, $3, $4, $5;\nfma.rp.f32 $2, $3, $4, $5;",
            "=f,=f,=f,f,f,f",
        ),
        &["float", "float", "float"],
        &[V("float"), V("float"), V("float")],
        fma_directed_inputs,
        |r| {
            // The inputs make a·b + c exact in f64, so rounding it is the reference.
            let (a, b, c) = (f32_of(r.i(0)), f32_of(r.i(1)), f32_of(r.i(2)));
            let exact = f64::from(a) * f64::from(b) + f64::from(c);
            let zero_sign = |m: Rnd| {
                // An exact zero of addends not both +0 is -0 toward -inf only.
                let pz = |x: f64| x == 0.0 && x.is_sign_positive();
                if m == Rnd::M && !(pz(f64::from(a) * f64::from(b)) && pz(f64::from(c))) {
                    -0.0f32
                } else {
                    0.0
                }
            };
            let round = |m: Rnd| {
                if exact == 0.0 {
                    zero_sign(m)
                } else {
                    fp::to_f32(exact, m)
                }
            };
            out(&[fb(round(Rnd::Z)), fb(round(Rnd::M)), fb(round(Rnd::P))])
        },
    ),
    case(
        "arith",
        "add_sub_mul_f32_directed",
        (
            "add.rz.f32 $0, $6, $7;\nadd.rm.f32 $1, $6, $7;\nsub.rp.f32 $2, $6, $7;\nsub.rm.f32 $3, $6, $6;\nmul.rz.f32 $4, $6, $7;\nmul.rp.f32 $5, $6, $7;",
            "=f,=f,=f,=f,=f,=f,f,f",
        ),
        &["float", "float", "float", "float", "float", "float"],
        &[V("float"), V("float")],
        fma_directed_inputs,
        |r| {
            // Sums and products of these inputs are exact in f64.
            let (a, b) = (f64::from(f32_of(r.i(0))), f64::from(f32_of(r.i(1))));
            let round = |x: f64, m: Rnd| {
                if x == 0.0 {
                    if m == Rnd::M { -0.0f32 } else { 0.0 }
                } else {
                    fp::to_f32(x, m)
                }
            };
            out(&[
                fb(round(a + b, Rnd::Z)),
                fb(round(a + b, Rnd::M)),
                fb(round(a - b, Rnd::P)),
                fb(round(0.0, Rnd::M)),
                fb(fp::to_f32(a * b, Rnd::Z)),
                fb(fp::to_f32(a * b, Rnd::P)),
            ])
        },
    ),
    case(
        "fma",
        "fma_f64_and_integer_mad",
        (
            "fma.rn.f64 $0, $4, $5, $6;\nmad.lo.s32 $1, $7, $8, $9;\nmad.hi.u32 $2, $7, $8, $9;\nmad.wide.s32 $3, $7, $8, $10;",
            "=d,=r,=r,=l,d,d,d,r,r,r,l",
        ),
        &["double", "i32", "i32", "i64"],
        &[
            V("double"),
            V("double"),
            V("double"),
            V("i32"),
            V("i32"),
            V("i32"),
            V("i64"),
        ],
        |t, k| match k {
            0..=2 => f64s(t, k),
            6 => u64s(t, k),
            _ => u32s(t, k),
        },
        |r| {
            let (a, b, c) = (f64_of(r.i(0)), f64_of(r.i(1)), f64_of(r.i(2)));
            let (x, y, z) = (r.i(3), r.i(4), r.i(5));
            let wide = i64::from(x as u32 as i32) * i64::from(y as u32 as i32);
            out(&[
                a.mul_add(b, c).to_bits(),
                lo(x.wrapping_mul(y).wrapping_add(z)),
                lo(((x * y) >> 32) + z),
                (wide as u64).wrapping_add(r.i(6)),
            ])
        },
    ),
];

/// Floats of 12 significant bits and exponents within ±4 (so that `a·b + c`
/// is exact in f64), of either sign; one thread in seven adds `-(a·b)`.
fn fma_directed_inputs(t: usize, k: usize) -> u64 {
    let v = |k: usize| {
        let m = mix(t, k);
        let mant = (m % 4096 + 1) as f32;
        let e = ((m >> 20) % 9) as i32 - 4 - 11;
        let x = mant * 2f32.powi(e);
        if (m >> 40) & 1 == 0 { x } else { -x }
    };
    let x = if k == 2 && t.is_multiple_of(7) {
        -(v(0) * v(1))
    } else {
        v(k)
    };
    u64::from(x.to_bits())
}
