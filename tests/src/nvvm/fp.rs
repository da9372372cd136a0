//! Floating-point references for the idiom tests, written from IEEE 754's
//! definitions rather than from the lifter's method: rounding an exact value
//! (an `f64` holding it exactly) to a narrower format in any mode, the
//! formats' bit layouts, and ulp distances.

/// A rounding mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rnd {
    /// To nearest, ties to even.
    N,
    /// Toward zero.
    Z,
    /// Toward −∞.
    M,
    /// Toward +∞.
    P,
}

/// Bits of `x` (exact) rounded by `mode` to a binary format of `e` exponent
/// and `m` fraction bits. NaN becomes the quiet NaN.
pub fn narrow(x: f64, e: u32, m: u32, mode: Rnd) -> u64 {
    let neg = x.is_sign_negative();
    let sign = u64::from(neg) << (e + m);
    let exp_all = ((1u64 << e) - 1) << m;
    if x.is_nan() {
        return exp_all | 1 << (m - 1);
    }
    let a = x.abs();
    let bias = (1i32 << (e - 1)) - 1;
    let emin = 1 - bias;
    let max_finite = (2.0 - 2f64.powi(-(m as i32))) * 2f64.powi(bias);
    if a.is_infinite() {
        return sign | exp_all;
    }
    if a == 0.0 {
        return sign;
    }
    // Away from zero rounds the magnitude up.
    let away = match mode {
        Rnd::N => None,
        Rnd::Z => Some(false),
        Rnd::M => Some(neg),
        Rnd::P => Some(!neg),
    };
    let ex = a.log2().floor() as i32;
    // log2 can be off by one near powers of two.
    let ex = if 2f64.powi(ex) > a {
        ex - 1
    } else if 2f64.powi(ex + 1) <= a {
        ex + 1
    } else {
        ex
    };
    let quantum = 2f64.powi(ex.max(emin) - m as i32);
    let q = a / quantum;
    let fl = q.floor();
    let frac = q - fl;
    let n = match away {
        None => {
            if frac > 0.5 || (frac == 0.5 && fl % 2.0 != 0.0) {
                fl + 1.0
            } else {
                fl
            }
        }
        Some(true) if frac > 0.0 => fl + 1.0,
        _ => fl,
    };
    let v = n * quantum;
    if v > max_finite {
        let to_inf = match mode {
            Rnd::N => true,
            Rnd::Z => false,
            Rnd::M => neg,
            Rnd::P => !neg,
        };
        return if to_inf {
            sign | exp_all
        } else {
            sign | (exp_all - (1 << m)) | ((1 << m) - 1)
        };
    }
    if v == 0.0 {
        return sign;
    }
    if v < 2f64.powi(emin) {
        return sign | (v / 2f64.powi(emin - m as i32)) as u64;
    }
    let ve = v.log2().floor() as i32;
    let ve = if 2f64.powi(ve) > v { ve - 1 } else { ve };
    let field = ((ve + bias) as u64) << m;
    let mant = (v / 2f64.powi(ve - m as i32)) as u64 - (1 << m);
    sign | field | mant
}

/// An exact `f64` rounded to `f32` by `mode`.
pub fn to_f32(x: f64, mode: Rnd) -> f32 {
    f32::from_bits(narrow(x, 8, 23, mode) as u32)
}

/// An exact `f64` rounded to binary16 bits.
pub fn to_f16(x: f64, mode: Rnd) -> u16 {
    narrow(x, 5, 10, mode) as u16
}

/// An exact `f64` rounded to bfloat16 bits.
pub fn to_bf16(x: f64, mode: Rnd) -> u16 {
    narrow(x, 8, 7, mode) as u16
}

/// The value of binary16 bits.
pub fn from_f16(h: u16) -> f64 {
    let s = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let e = i32::from((h >> 10) & 0x1f);
    let m = f64::from(h & 0x3ff);
    s * match e {
        0 => m * 2f64.powi(-24),
        31 if m == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        _ => (1.0 + m / 1024.0) * 2f64.powi(e - 15),
    }
}

/// The value of bfloat16 bits.
pub fn from_bf16(h: u16) -> f64 {
    f64::from(f32::from_bits(u32::from(h) << 16))
}

/// Flushes a subnormal `f32` to zero of its sign.
pub fn ftz(x: f32) -> f32 {
    if x != 0.0 && x.abs() < f32::MIN_POSITIVE {
        0.0f32.copysign(x)
    } else {
        x
    }
}

/// The quotient `a / b` of two `f32`s rounded by `mode`: the nearest
/// quotient, moved one ulp where its product with `b` (exact in `f64`) is
/// on the wrong side of `a`.
pub fn div_f32(a: f32, b: f32, mode: Rnd) -> f32 {
    let q = a / b;
    if mode == Rnd::N || a == 0.0 || b == 0.0 || !a.is_finite() || !b.is_finite() || q.is_nan() {
        return q;
    }
    // Compare q with the exact quotient: q*b - a (exact in f64 for finite q).
    let exact_above = |q: f32| -> std::cmp::Ordering {
        if q.is_infinite() {
            return if q > 0.0 {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Less
            };
        }
        let p = f64::from(q) * f64::from(b);
        let d = p - f64::from(a);
        let d = if b < 0.0 { -d } else { d };
        d.partial_cmp(&0.0).unwrap_or(std::cmp::Ordering::Equal)
    };
    directed(q, exact_above(q), mode)
}

/// `sqrt(x)` of an `f32` rounded by `mode` (`q*q` is exact in `f64`).
pub fn sqrt_f32(x: f32, mode: Rnd) -> f32 {
    let q = x.sqrt();
    if mode == Rnd::N || x <= 0.0 || !x.is_finite() {
        return q;
    }
    let d = f64::from(q) * f64::from(q) - f64::from(x);
    directed(
        q,
        d.partial_cmp(&0.0).unwrap_or(std::cmp::Ordering::Equal),
        mode,
    )
}

/// `a / b` of two `f64`s rounded by `mode`, from the exact remainder.
pub fn div_f64(a: f64, b: f64, mode: Rnd) -> f64 {
    let q = a / b;
    if mode == Rnd::N || a == 0.0 || b == 0.0 || !a.is_finite() || !b.is_finite() {
        return q;
    }
    // Operands in a safe range for these tests: the remainder is exact.
    let r = (-q).mul_add(b, a);
    let r = if b < 0.0 { -r } else { r };
    // r > 0: the exact quotient is above q.
    let ord = 0.0f64.partial_cmp(&r).unwrap_or(std::cmp::Ordering::Equal);
    directed64(q, ord, mode)
}

fn next_f32(x: f32, up: bool) -> f32 {
    if x == 0.0 {
        let t = f32::from_bits(1);
        return if up { t } else { -t };
    }
    let b = x.to_bits();
    let away = (x > 0.0) == up;
    f32::from_bits(if away { b + 1 } else { b - 1 })
}

fn next_f64(x: f64, up: bool) -> f64 {
    if x == 0.0 {
        let t = f64::from_bits(1);
        return if up { t } else { -t };
    }
    let b = x.to_bits();
    let away = (x > 0.0) == up;
    f64::from_bits(if away { b + 1 } else { b - 1 })
}

/// Moves round-to-nearest `q` to `mode`, given how `q` compares with the
/// exact value.
fn directed(q: f32, q_vs_exact: std::cmp::Ordering, mode: Rnd) -> f32 {
    use std::cmp::Ordering::*;
    match (mode, q_vs_exact) {
        (_, Equal) | (Rnd::N, _) => q,
        (Rnd::M, Greater) => next_f32(q, false),
        (Rnd::P, Less) => next_f32(q, true),
        (Rnd::Z, Greater) if q > 0.0 => next_f32(q, false),
        (Rnd::Z, Less) if q < 0.0 => next_f32(q, true),
        _ => q,
    }
}

fn directed64(q: f64, q_vs_exact: std::cmp::Ordering, mode: Rnd) -> f64 {
    use std::cmp::Ordering::*;
    match (mode, q_vs_exact) {
        (_, Equal) | (Rnd::N, _) => q,
        (Rnd::M, Greater) => next_f64(q, false),
        (Rnd::P, Less) => next_f64(q, true),
        (Rnd::Z, Greater) if q > 0.0 => next_f64(q, false),
        (Rnd::Z, Less) if q < 0.0 => next_f64(q, true),
        _ => q,
    }
}

/// Distance in ulps between two `f32`s (0 for two NaNs).
pub fn ulps32(a: f32, b: f32) -> u64 {
    if a.is_nan() && b.is_nan() {
        return 0;
    }
    if a.is_nan() || b.is_nan() {
        return u64::MAX;
    }
    let key = |x: f32| {
        let i = x.to_bits() as i32;
        i64::from(if i < 0 { i32::MIN - i } else { i })
    };
    key(a).abs_diff(key(b))
}

/// Distance in ulps between two `f64`s (0 for two NaNs).
pub fn ulps64(a: f64, b: f64) -> u64 {
    if a.is_nan() && b.is_nan() {
        return 0;
    }
    if a.is_nan() || b.is_nan() {
        return u64::MAX;
    }
    let key = |x: f64| {
        let i = x.to_bits() as i64;
        i128::from(if i < 0 { i64::MIN - i } else { i })
    };
    u64::try_from(key(a).abs_diff(key(b))).unwrap_or(u64::MAX)
}

/// Checks the references against the hardware where it has the operation.
pub fn self_check() -> anyhow::Result<()> {
    use anyhow::ensure;
    for x in [
        1.0f64,
        1.0 + 2f64.powi(-30),
        -3.75,
        1e-40,
        3.4e38,
        3.5e38,
        1e-46,
        0.1,
    ] {
        ensure!(
            to_f32(x, Rnd::N).to_bits() == (x as f32).to_bits(),
            "to_f32({x})"
        );
    }
    ensure!(to_f16(1.0, Rnd::N) == 0x3c00);
    ensure!(to_f16(65520.0, Rnd::N) == 0x7c00);
    ensure!(to_f16(65520.0, Rnd::Z) == 0x7bff);
    ensure!(to_f16(2f64.powi(-24), Rnd::N) == 1);
    ensure!(to_f16(2f64.powi(-26), Rnd::P) == 1);
    ensure!(to_bf16(1.00390625, Rnd::N) == 0x3f80);
    ensure!(to_bf16(1.01171875, Rnd::N) == 0x3f82);
    ensure!(from_f16(0x3c00) == 1.0);
    ensure!(div_f32(1.0, 3.0, Rnd::Z).to_bits() == 0x3eaa_aaaa);
    ensure!(div_f32(1.0, 3.0, Rnd::P).to_bits() == 0x3eaa_aaab);
    ensure!(div_f32(-1.0, 3.0, Rnd::M).to_bits() == 0xbeaa_aaab);
    ensure!(ulps32(1.0, f32::from_bits(0x3f80_0002)) == 2);
    ensure!(ulps32(-0.0, 0.0) == 0 || ulps32(-0.0, 0.0) == 1);
    Ok(())
}
