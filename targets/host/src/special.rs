//! The host's own math functions, for the [`LibmFn`](gpujit_ir::LibmFn)s the
//! C library lacks (`sinpi`, `erfinv`, `normcdf`, `cyl_bessel_i0`, `norm3d`,
//! ...): `gpujit_host_<name>_<f32|f64>`, which JIT-compiled kernels call.
//! Each is computed in `f64` (the `f32` ones round that once), with the C
//! library's `erf`/`erfc` where an error function is needed, to within a few
//! units in the last place of CUDA's results (the README states the bounds
//! the conformance suite holds them to).
#![deny(clippy::undocumented_unsafe_blocks)]

use std::f64::consts::{FRAC_1_SQRT_2, PI, SQRT_2};

unsafe extern "C" {
    fn erf(x: f64) -> f64;
    fn erfc(x: f64) -> f64;
}

fn c_erf(x: f64) -> f64 {
    // SAFETY: a pure function of the C library.
    unsafe { erf(x) }
}

fn c_erfc(x: f64) -> f64 {
    // SAFETY: a pure function of the C library.
    unsafe { erfc(x) }
}

/// `2 / sqrt(pi)`.
const TWO_OVER_SQRT_PI: f64 = std::f64::consts::FRAC_2_SQRT_PI;

/// `x` reduced to `[-1, 1]` modulo 2, exactly.
fn mod2(x: f64) -> f64 {
    x - 2.0 * (x * 0.5).round()
}

fn sinpi(x: f64) -> f64 {
    if !x.is_finite() {
        return f64::NAN;
    }
    let mut r = mod2(x);
    if r > 0.5 {
        r = 1.0 - r;
    } else if r < -0.5 {
        r = -1.0 - r;
    }
    if r == 0.0 {
        return 0.0f64.copysign(x);
    }
    (PI * r).sin()
}

fn cospi(x: f64) -> f64 {
    if !x.is_finite() {
        return f64::NAN;
    }
    let r = mod2(x.abs()).abs();
    if r <= 0.25 {
        (PI * r).cos()
    } else if r == 0.5 {
        0.0
    } else {
        (PI * (0.5 - r)).sin()
    }
}

/// `erfc(x + dx)` for a small correction `dx`, to first order.
fn erfc_near(x: f64, dx: f64) -> f64 {
    c_erfc(x) - dx * TWO_OVER_SQRT_PI * (-x * x).exp()
}

fn normcdf(x: f64) -> f64 {
    // -x / sqrt(2) with its rounding error carried: erfc magnifies an error
    // of its argument by about 2 t^2 in relative terms.
    let t = -x * FRAC_1_SQRT_2;
    let lo = (-x).mul_add(FRAC_1_SQRT_2, -t) + -x * -4.833_646_656_726_457e-17;
    0.5 * erfc_near(t, lo)
}

/// The `x` with `erfc(x) = y`, for `0 < y < 2`.
fn erfcinv(y: f64) -> f64 {
    if y.is_nan() || !(0.0..=2.0).contains(&y) {
        return f64::NAN;
    }
    if y == 0.0 {
        return f64::INFINITY;
    }
    if y == 2.0 {
        return f64::NEG_INFINITY;
    }
    if y > 0.5 && y <= 1.5 {
        // 1 - y is exact here, and erf keeps small results precise where
        // erfc(x) - y would cancel (erfinv sends |1 - y| >= 0.5 back here,
        // as y <= 0.5: no loop).
        return erfinv(1.0 - y);
    }
    if y > 1.0 {
        return -erfcinv(2.0 - y);
    }
    // A start from the tail's asymptote, then Newton on erfc (which keeps its
    // relative precision for small y, where 1 - y would not).
    let mut x = if y < 0.1 {
        let l = -(y * PI.sqrt()).ln();
        (l - 0.5 * l.ln()).max(0.0).sqrt()
    } else {
        // erfinv(1 - y) to a few digits.
        let w = -((1.0 - (1.0 - y)) * (1.0 + (1.0 - y))).ln();
        let p = if w < 5.0 {
            let w = w - 2.5;
            let mut p = 2.810_226_36e-08;
            for c in [
                3.432_739_39e-07,
                -3.523_387_7e-06,
                -4.391_506_54e-06,
                0.000_218_580_87,
                -0.001_253_725_03,
                -0.004_177_681_64,
                0.246_640_727,
                1.501_409_41,
            ] {
                p = c + p * w;
            }
            p
        } else {
            let w = w.sqrt() - 3.0;
            let mut p = -0.000_200_214_257;
            for c in [
                0.000_100_950_558,
                0.001_349_343_22,
                -0.003_673_428_44,
                0.005_739_507_73,
                -0.007_622_461_3,
                0.009_438_870_47,
                1.001_674_06,
                2.832_976_82,
            ] {
                p = c + p * w;
            }
            p
        };
        p * (1.0 - y)
    };
    for _ in 0..8 {
        let e = c_erfc(x) - y;
        let d = -TWO_OVER_SQRT_PI * (-x * x).exp();
        if d == 0.0 {
            break;
        }
        let step = e / d;
        x -= step;
        if step.abs() <= 1e-17 * x.abs() {
            break;
        }
    }
    x
}

fn erfinv(y: f64) -> f64 {
    if y.is_nan() || !(-1.0..=1.0).contains(&y) {
        return f64::NAN;
    }
    if y.abs() >= 0.5 {
        // 1 - |y| is exact here (Sterbenz), and erfc keeps the tail precise.
        return erfcinv(1.0 - y.abs()).copysign(y);
    }
    if y == 0.0 {
        return y;
    }
    let mut x = y * (PI.sqrt() / 2.0);
    for _ in 0..8 {
        let e = c_erf(x) - y;
        let step = e / (TWO_OVER_SQRT_PI * (-x * x).exp());
        x -= step;
        if step.abs() <= 1e-17 * x.abs() {
            break;
        }
    }
    x
}

fn normcdfinv(p: f64) -> f64 {
    -SQRT_2 * erfcinv(2.0 * p)
}

fn erfcx(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x > 25.0 {
        // The asymptotic series: erfc underflows long before exp(x^2) overflows.
        let (mut sum, mut term) = (1.0f64, 1.0f64);
        for n in 1..40 {
            term *= -(2.0 * f64::from(n) - 1.0) / (2.0 * x * x);
            sum += term;
            if term.abs() < 1e-18 {
                break;
            }
        }
        return sum / (x * PI.sqrt());
    }
    // exp(x^2) with x^2 split exactly into its rounded value and the rest.
    let h = x * x;
    let l = x.mul_add(x, -h);
    h.exp() * l.exp() * c_erfc(x)
}

fn bessel_i(x: f64, order: i32) -> f64 {
    let a = x.abs();
    let v = if a <= 30.0 {
        // The power series: positive terms, no cancellation.
        let q = 0.25 * a * a;
        let mut term = if order == 0 { 1.0 } else { 0.5 * a };
        let mut sum = term;
        let mut k = 1.0;
        while term > sum * 1e-18 {
            term *= q / (k * (k + f64::from(order)));
            sum += term;
            k += 1.0;
        }
        sum
    } else {
        // The asymptotic expansion in 1/(8x).
        let mu = 4.0 * f64::from(order * order);
        let mut term = 1.0;
        let mut sum = 1.0;
        for k in 1..12 {
            let kf = f64::from(k);
            term *= -(mu - (2.0 * kf - 1.0).powi(2)) / (kf * 8.0 * a);
            sum += term;
        }
        a.exp() / (2.0 * PI * a).sqrt() * sum
    };
    if order == 1 && x < 0.0 { -v } else { v }
}

/// `sqrt` of the sum of squares, scaled so that nothing overflows or
/// underflows on the way.
fn norm(v: &[f64]) -> f64 {
    if v.iter().any(|x| x.is_infinite()) {
        return f64::INFINITY;
    }
    let m = v.iter().fold(0.0f64, |m, x| m.max(x.abs()));
    if m == 0.0 || m.is_nan() {
        return m;
    }
    m * v.iter().map(|x| (x / m) * (x / m)).sum::<f64>().sqrt()
}

macro_rules! unary {
    ($($f64:ident, $f32:ident => $body:expr;)*) => {$(
        extern "C" fn $f64(x: f64) -> f64 {
            ($body)(x)
        }
        extern "C" fn $f32(x: f32) -> f32 {
            ($body)(f64::from(x)) as f32
        }
    )*};
}

unary! {
    sinpi_f64, sinpi_f32 => sinpi;
    cospi_f64, cospi_f32 => cospi;
    rcbrt_f64, rcbrt_f32 => |x: f64| 1.0 / x.cbrt();
    erfinv_f64, erfinv_f32 => erfinv;
    erfcinv_f64, erfcinv_f32 => erfcinv;
    erfcx_f64, erfcx_f32 => erfcx;
    normcdf_f64, normcdf_f32 => normcdf;
    normcdfinv_f64, normcdfinv_f32 => normcdfinv;
    i0_f64, i0_f32 => |x| bessel_i(x, 0);
    i1_f64, i1_f32 => |x| bessel_i(x, 1);
}

extern "C" fn rhypot_f64(x: f64, y: f64) -> f64 {
    1.0 / x.hypot(y)
}
extern "C" fn rhypot_f32(x: f32, y: f32) -> f32 {
    rhypot_f64(f64::from(x), f64::from(y)) as f32
}
extern "C" fn norm3d_f64(x: f64, y: f64, z: f64) -> f64 {
    norm(&[x, y, z])
}
extern "C" fn norm3d_f32(x: f32, y: f32, z: f32) -> f32 {
    norm3d_f64(x.into(), y.into(), z.into()) as f32
}
extern "C" fn rnorm3d_f64(x: f64, y: f64, z: f64) -> f64 {
    1.0 / norm(&[x, y, z])
}
extern "C" fn rnorm3d_f32(x: f32, y: f32, z: f32) -> f32 {
    rnorm3d_f64(x.into(), y.into(), z.into()) as f32
}
extern "C" fn norm4d_f64(x: f64, y: f64, z: f64, w: f64) -> f64 {
    norm(&[x, y, z, w])
}
extern "C" fn norm4d_f32(x: f32, y: f32, z: f32, w: f32) -> f32 {
    norm4d_f64(x.into(), y.into(), z.into(), w.into()) as f32
}
extern "C" fn rnorm4d_f64(x: f64, y: f64, z: f64, w: f64) -> f64 {
    1.0 / norm(&[x, y, z, w])
}
extern "C" fn rnorm4d_f32(x: f32, y: f32, z: f32, w: f32) -> f32 {
    rnorm4d_f64(x.into(), y.into(), z.into(), w.into()) as f32
}

/// Every runtime math function: its symbol (`LibmFn::host_symbol`) and
/// address, for the JIT to resolve.
pub(crate) fn functions() -> Vec<(String, usize)> {
    macro_rules! pair {
        ($name:literal, $f64:ident, $f32:ident) => {
            [
                (
                    concat!("gpujit_host_", $name, "_f64").to_string(),
                    $f64 as extern "C" fn(f64) -> f64 as usize,
                ),
                (
                    concat!("gpujit_host_", $name, "_f32").to_string(),
                    $f32 as extern "C" fn(f32) -> f32 as usize,
                ),
            ]
        };
    }
    let mut v: Vec<(String, usize)> = [
        pair!("sinpi", sinpi_f64, sinpi_f32),
        pair!("cospi", cospi_f64, cospi_f32),
        pair!("rcbrt", rcbrt_f64, rcbrt_f32),
        pair!("erfinv", erfinv_f64, erfinv_f32),
        pair!("erfcinv", erfcinv_f64, erfcinv_f32),
        pair!("erfcx", erfcx_f64, erfcx_f32),
        pair!("normcdf", normcdf_f64, normcdf_f32),
        pair!("normcdfinv", normcdfinv_f64, normcdfinv_f32),
        pair!("cyl_bessel_i0", i0_f64, i0_f32),
        pair!("cyl_bessel_i1", i1_f64, i1_f32),
    ]
    .into_iter()
    .flatten()
    .collect();
    v.extend([
        (
            "gpujit_host_rhypot_f64".into(),
            rhypot_f64 as extern "C" fn(f64, f64) -> f64 as usize,
        ),
        (
            "gpujit_host_rhypot_f32".into(),
            rhypot_f32 as extern "C" fn(f32, f32) -> f32 as usize,
        ),
        (
            "gpujit_host_norm3d_f64".into(),
            norm3d_f64 as extern "C" fn(f64, f64, f64) -> f64 as usize,
        ),
        (
            "gpujit_host_norm3d_f32".into(),
            norm3d_f32 as extern "C" fn(f32, f32, f32) -> f32 as usize,
        ),
        (
            "gpujit_host_rnorm3d_f64".into(),
            rnorm3d_f64 as extern "C" fn(f64, f64, f64) -> f64 as usize,
        ),
        (
            "gpujit_host_rnorm3d_f32".into(),
            rnorm3d_f32 as extern "C" fn(f32, f32, f32) -> f32 as usize,
        ),
        (
            "gpujit_host_norm4d_f64".into(),
            norm4d_f64 as extern "C" fn(f64, f64, f64, f64) -> f64 as usize,
        ),
        (
            "gpujit_host_norm4d_f32".into(),
            norm4d_f32 as extern "C" fn(f32, f32, f32, f32) -> f32 as usize,
        ),
        (
            "gpujit_host_rnorm4d_f64".into(),
            rnorm4d_f64 as extern "C" fn(f64, f64, f64, f64) -> f64 as usize,
        ),
        (
            "gpujit_host_rnorm4d_f32".into(),
            rnorm4d_f32 as extern "C" fn(f32, f32, f32, f32) -> f32 as usize,
        ),
    ]);
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inverses_invert_and_identities_hold() {
        for y in [-0.999, -0.5, -0.1, 1e-6, 0.3, 0.75, 0.9999] {
            let x = erfinv(y);
            assert!(
                (c_erf(x) - y).abs() <= 4e-16 * y.abs().max(1e-300) + 1e-17,
                "erfinv({y})"
            );
        }
        for y in [1e-10, 0.01, 0.5, 1.0, 1.5, 1.99] {
            let x = erfcinv(y);
            assert!(((c_erfc(x) - y) / y).abs() < 1e-14, "erfcinv({y}) = {x}");
        }
        assert!((normcdf(0.0) - 0.5).abs() < 1e-16);
        assert!((normcdfinv(0.975) - 1.959_963_984_540_054).abs() < 1e-14);
        assert_eq!(sinpi(1.0), 0.0);
        assert!((sinpi(0.5) - 1.0).abs() < 1e-16 && (cospi(1.0) + 1.0).abs() < 1e-16);
        assert!((bessel_i(1.0, 0) - 1.266_065_877_752_008_4).abs() < 1e-15);
        assert!((bessel_i(-2.0, 1) + 1.590_636_854_637_329).abs() < 1e-14);
        assert!((bessel_i(40.0, 0) / 1.489_477_479_341_99e16 - 1.0).abs() < 1e-13);
        assert!((erfcx(30.0) - 0.018_795_888_861_416_75).abs() < 1e-16);
        assert_eq!(norm(&[3.0, 4.0, 12.0]), 13.0);
    }
}
