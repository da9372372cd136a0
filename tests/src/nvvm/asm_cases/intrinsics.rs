//! The cases of NVVM intrinsics and libdevice functions stated as PTX templates.

use super::*;

/// NVVM intrinsics and libdevice functions the lifter states as PTX
/// templates (the `asm` field names the function).
pub(super) static INTRINSICS: &[Case] = &[
    tol(
        case(
            "intrinsic",
            "ex2_approx_ftz",
            ("@llvm.nvvm.ex2.approx.ftz.f", ""),
            &["float"],
            &[V("float")],
            |t, k| u64::from(((mix(t, k) % 2600) as f32 / 10.0 - 135.0).to_bits()),
            |r| {
                out(&[fb(
                    fp::ftz(f64::from(fp::ftz(f32_of(r.i(0)))).exp2() as f32),
                )])
            },
        ),
        Tol::Ulps(2),
    ),
    tol(
        case(
            "intrinsic",
            "div_full",
            ("@llvm.nvvm.div.full", ""),
            &["float"],
            &[V("float"), V("float")],
            f32_mid,
            |r| out(&[fb(f32_of(r.i(0)) / f32_of(r.i(1)))]),
        ),
        Tol::Ulps(2),
    ),
    case(
        "intrinsic",
        "div_rz_f",
        ("@llvm.nvvm.div.rz.f", ""),
        &["float"],
        &[V("float"), V("float")],
        f32s,
        |r| out(&[fb(fp::div_f32(f32_of(r.i(0)), f32_of(r.i(1)), Rnd::Z))]),
    ),
    case(
        "intrinsic",
        "sqrt_rp_f",
        ("@llvm.nvvm.sqrt.rp.f", ""),
        &["float"],
        &[V("float")],
        f32s,
        |r| out(&[fb(fp::sqrt_f32(f32_of(r.i(0)), Rnd::P))]),
    ),
    case(
        "intrinsic",
        "rcp_rn_d",
        ("@llvm.nvvm.rcp.rn.d", ""),
        &["double"],
        &[V("double")],
        f64s,
        |r| out(&[(1.0 / f64_of(r.i(0))).to_bits()]),
    ),
    case(
        "intrinsic",
        "fma_rn_ftz_f",
        ("@llvm.nvvm.fma.rn.ftz.f", ""),
        &["float"],
        &[V("float"), V("float"), V("float")],
        f32s,
        |r| {
            let (a, b, c) = (f32_of(r.i(0)), f32_of(r.i(1)), f32_of(r.i(2)));
            out(&[fb(fp::ftz(fp::ftz(a).mul_add(fp::ftz(b), fp::ftz(c))))])
        },
    ),
    case(
        "intrinsic",
        "fmin_nan_f",
        ("@llvm.nvvm.fmin.nan.f", ""),
        &["float"],
        &[V("float"), V("float")],
        f32s,
        |r| {
            let (a, b) = (f32_of(r.i(0)), f32_of(r.i(1)));
            out(&[fb(if a.is_nan() || b.is_nan() {
                f32::NAN
            } else {
                pmin(a, b, false)
            })])
        },
    ),
    case(
        "intrinsic",
        "saturate_f",
        ("@llvm.nvvm.saturate.f", ""),
        &["float"],
        &[V("float")],
        f32s,
        |r| {
            let x = f32_of(r.i(0));
            out(&[fb(if x > 0.0 { x.min(1.0) } else { 0.0 })])
        },
    ),
    case(
        "intrinsic",
        "f2h_rn",
        ("@llvm.nvvm.f2h.rn", ""),
        &["f16"],
        &[V("float")],
        f32s,
        |r| out(&[u64::from(fp::to_f16(f64::from(f32_of(r.i(0))), Rnd::N))]),
    ),
    case(
        "intrinsic",
        "f2bf16_rn",
        ("@llvm.nvvm.f2bf16.rn", ""),
        &["bfloat"],
        &[V("float")],
        f32s,
        |r| out(&[u64::from(fp::to_bf16(f64::from(f32_of(r.i(0))), Rnd::N))]),
    ),
    case(
        "intrinsic",
        "d2f_rm",
        ("@llvm.nvvm.d2f.rm", ""),
        &["float"],
        &[V("double")],
        f64s,
        |r| out(&[fb(fp::to_f32(f64_of(r.i(0)), Rnd::M))]),
    ),
    case(
        "intrinsic",
        "f2i_rz",
        ("@llvm.nvvm.f2i.rz", ""),
        &["i32"],
        &[V("float")],
        f32s,
        |r| out(&[u64::from(f64::from(f32_of(r.i(0))).trunc() as i32 as u32)]),
    ),
    case(
        "intrinsic",
        "ui2f_rz",
        ("@llvm.nvvm.ui2f.rz", ""),
        &["float"],
        &[V("i32")],
        u32s,
        |r| out(&[fb(fp::to_f32(r.i(0) as f64, Rnd::Z))]),
    ),
    case(
        "intrinsic",
        "lohi_i2d_and_d2i_hi",
        ("@llvm.nvvm.lohi.i2d", ""),
        &["double"],
        &[V("i32"), V("i32")],
        u32s,
        |r| out(&[r.i(1) << 32 | r.i(0)]),
    ),
    case(
        "intrinsic",
        "d2i_hi",
        ("@llvm.nvvm.d2i.hi", ""),
        &["i32"],
        &[V("double")],
        f64s,
        |r| out(&[hi(r.i(0))]),
    ),
    case(
        "intrinsic",
        "mulhi_ull",
        ("@llvm.nvvm.mulhi.ull", ""),
        &["i64"],
        &[V("i64"), V("i64")],
        u64s,
        |r| out(&[((u128::from(r.i(0)) * u128::from(r.i(1))) >> 64) as u64]),
    ),
    case(
        "intrinsic",
        "prmt",
        ("@llvm.nvvm.prmt", ""),
        &["i32"],
        &[V("i32"), V("i32"), V("i32")],
        u32s,
        |r| out(&[u64::from(prmt(r.i(0) as u32, r.i(1) as u32, r.i(2) as u32))]),
    ),
    case(
        "intrinsic",
        "redux_umin",
        ("@llvm.nvvm.redux.sync.umin", ""),
        &["i32"],
        &[V("i32"), Imm(-1)],
        u32s,
        |r| out(&[warp(r.t).map(|t| r.at(t, 0)).min().unwrap_or(0)]),
    ),
    case(
        "intrinsic",
        "match_any_i32",
        ("@llvm.nvvm.match.any.sync.i32", ""),
        &["i32"],
        &[Imm(-1), V("i32")],
        |t, _| (t % 3) as u64,
        |r| {
            let key = r.i(0);
            let m = warp(r.t)
                .enumerate()
                .filter(|(_, t)| r.at(*t, 0) == key)
                .fold(0u64, |m, (l, _)| m | 1 << l);
            out(&[m])
        },
    ),
    case(
        "intrinsic",
        "shfl_idx_with_valid",
        ("@llvm.nvvm.shfl.sync.idx.i32p", ""),
        &["i32", "i1"],
        &[Imm(-1), V("i32"), V("i32"), Imm(0x101f)],
        |t, k| {
            if k == 0 {
                mix(t, k) & 0xffff_ffff
            } else {
                mix(t, k) % 32
            }
        },
        |r| {
            let (src, ok) = shfl_src("idx", (r.t % 32) as u32, r.i(1) as u32, 0x101f);
            out(&[r.at(warp(r.t).start + src as usize, 0), u64::from(ok)])
        },
    ),
    case(
        "intrinsic",
        "barrier_red_popc",
        ("@llvm.nvvm.barrier.cta.red.popc.aligned.all", ""),
        &["i32"],
        &[Imm(0), V("i1")],
        bits,
        |r| out(&[block(r.t).map(|t| r.at(t, 0)).sum()]),
    ),
    case(
        "intrinsic",
        "lanemask_le",
        ("@llvm.nvvm.read.ptx.sreg.lanemask.le", ""),
        &["i32"],
        &[],
        u32s,
        |r| out(&[(2u64 << (r.t % 32)) - 1]),
    ),
    case(
        "intrinsic",
        "umul24",
        ("@__nv_umul24", ""),
        &["i32"],
        &[V("i32"), V("i32")],
        u32s,
        |r| out(&[lo((r.i(0) & 0xff_ffff) * (r.i(1) & 0xff_ffff))]),
    ),
    case(
        "intrinsic",
        "byte_perm",
        ("@__nv_byte_perm", ""),
        &["i32"],
        &[V("i32"), V("i32"), V("i32")],
        u32s,
        |r| {
            out(&[u64::from(prmt(
                r.i(0) as u32,
                r.i(1) as u32,
                r.i(2) as u32 & 0x7777,
            ))])
        },
    ),
    case(
        "intrinsic",
        "ffs",
        ("@__nv_ffs", ""),
        &["i32"],
        &[V("i32")],
        u32s,
        |r| {
            let x = r.i(0) as u32;
            out(&[if x == 0 {
                0
            } else {
                u64::from(x.trailing_zeros() + 1)
            }])
        },
    ),
    tol(
        case(
            "intrinsic",
            "fast_fdividef",
            ("@__nv_fast_fdividef", ""),
            &["float"],
            &[V("float"), V("float")],
            f32_mid,
            |r| out(&[fb(f32_of(r.i(0)) / f32_of(r.i(1)))]),
        ),
        Tol::Ulps(2),
    ),
];
