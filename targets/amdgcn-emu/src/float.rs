//! Floating-point helpers: IEEE half precision and the special-purpose
//! operations of the ISA (division scaling and fix-up, frexp, class).

/// IEEE binary16 bits to f32 (exact).
pub fn f16_to_f32(h: u16) -> f32 {
    let sign = u32::from(h >> 15) << 31;
    let exp = u32::from((h >> 10) & 0x1f);
    let man = u32::from(h & 0x3ff);
    let bits = if exp == 0 {
        if man == 0 {
            sign
        } else {
            // Subnormal: value = man * 2^-24.
            let v = man as f32 * f32::from_bits(0x3380_0000);
            return if sign != 0 { -v } else { v };
        }
    } else if exp == 31 {
        sign | 0x7f80_0000 | (man << 13)
    } else {
        sign | ((exp + 112) << 23) | (man << 13)
    };
    f32::from_bits(bits)
}

/// f32 to IEEE binary16 bits, rounding to nearest even.
pub fn f32_to_f16(f: f32) -> u16 {
    let x = f.to_bits();
    let sign = ((x >> 16) & 0x8000) as u16;
    let exp = ((x >> 23) & 0xff) as i32;
    let man = x & 0x7f_ffff;
    if exp == 0xff {
        return if man == 0 {
            sign | 0x7c00
        } else {
            sign | 0x7e00 | ((man >> 13) as u16 & 0x1ff)
        };
    }
    let e = exp - 127 + 15;
    if e >= 31 {
        return sign | 0x7c00;
    }
    if e <= 0 {
        if e < -10 {
            return sign;
        }
        let m = man | 0x80_0000;
        let shift = (14 - e) as u32;
        let half = 1u32 << (shift - 1);
        let rest = m & ((1 << shift) - 1);
        let mut r = m >> shift;
        if rest > half || (rest == half && r & 1 == 1) {
            r += 1;
        }
        return sign | r as u16;
    }
    let rest = man & 0x1fff;
    let mut r = ((e as u32) << 10) | (man >> 13);
    if rest > 0x1000 || (rest == 0x1000 && r & 1 == 1) {
        r += 1;
    }
    sign | r as u16
}

/// f32 to f16 rounding toward zero (`v_cvt_pkrtz_f16_f32`).
pub fn f32_to_f16_rtz(f: f32) -> u16 {
    let x = f.to_bits();
    let sign = ((x >> 16) & 0x8000) as u16;
    let exp = ((x >> 23) & 0xff) as i32;
    let man = x & 0x7f_ffff;
    if exp == 0xff {
        return if man == 0 {
            sign | 0x7c00
        } else {
            sign | 0x7e00
        };
    }
    let e = exp - 127 + 15;
    if e >= 31 {
        return sign | 0x7bff;
    }
    if e <= 0 {
        if e < -10 {
            return sign;
        }
        return sign | ((man | 0x80_0000) >> (14 - e)) as u16;
    }
    sign | (((e as u32) << 10) | (man >> 13)) as u16
}

/// `v_cmp_class` mask bit of a value: 0 sNaN, 1 qNaN, 2 -inf, 3 -normal,
/// 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf.
pub fn class_bit(v: f64, quiet_nan: bool) -> u32 {
    use std::num::FpCategory::*;
    let neg = v.is_sign_negative();
    match v.classify() {
        Nan => {
            if quiet_nan {
                1
            } else {
                0
            }
        }
        Infinite => {
            if neg {
                2
            } else {
                9
            }
        }
        Normal => {
            if neg {
                3
            } else {
                8
            }
        }
        Subnormal => {
            if neg {
                4
            } else {
                7
            }
        }
        Zero => {
            if neg {
                5
            } else {
                6
            }
        }
    }
}

/// Class of an f32, by its own categories (subnormal as an f32).
pub fn class_f32(v: f32) -> u32 {
    let quiet = v.to_bits() & 0x40_0000 != 0;
    if v.is_subnormal() {
        return if v.is_sign_negative() { 4 } else { 7 };
    }
    class_bit(f64::from(v), quiet)
}

/// Class of an f64.
pub fn class_f64(v: f64) -> u32 {
    class_bit(v, v.to_bits() & (1 << 51) != 0)
}

/// Class of an f16.
pub fn class_f16(h: u16) -> u32 {
    let exp = (h >> 10) & 0x1f;
    let man = h & 0x3ff;
    let neg = h & 0x8000 != 0;
    if exp == 0 && man != 0 {
        return if neg { 4 } else { 7 };
    }
    if exp == 31 && man != 0 {
        return u32::from(man & 0x200 != 0);
    }
    class_bit(f64::from(f16_to_f32(h)), false)
}

/// The unbiased exponent of a finite f32, as `frexp` counts it.
pub fn frexp_f32(v: f32) -> (f32, i32) {
    if v == 0.0 || !v.is_finite() {
        return (v, 0);
    }
    let (m, e) = frexp_f64(f64::from(v));
    (m as f32, e)
}

/// `frexp`: mantissa in [0.5, 1) and exponent, for finite nonzero `v`.
pub fn frexp_f64(v: f64) -> (f64, i32) {
    if v == 0.0 || !v.is_finite() {
        return (v, 0);
    }
    let mut x = v;
    let mut adj = 0;
    if x.is_subnormal() {
        x *= f64::from_bits(0x4350_0000_0000_0000); // 2^54
        adj = -54;
    }
    let bits = x.to_bits();
    let e = ((bits >> 52) & 0x7ff) as i32 - 1022;
    let m = f64::from_bits((bits & !(0x7ff << 52)) | (1022 << 52));
    (m, e + adj)
}

/// `ldexp` for f64 with correct rounding at the ends of the range.
pub fn ldexp_f64(x: f64, e: i32) -> f64 {
    if x == 0.0 || !x.is_finite() {
        return x;
    }
    let mut x = x;
    let mut e = e.clamp(-2200, 2200);
    while e > 1000 {
        x *= f64::from_bits(0x7e70_0000_0000_0000); // 2^1000
        e -= 1000;
    }
    while e < -1000 {
        // Scale in two steps so that rounding happens once, at the end.
        if e < -1000 && x.abs() > f64::MIN_POSITIVE * f64::from_bits(0x7e70_0000_0000_0000) {
            x *= f64::from_bits(0x0170_0000_0000_0000); // 2^-1000
            e += 1000;
        } else {
            break;
        }
    }
    if e < -1000 {
        // What is left rounds once through the exact power of two product.
        let half = e / 2;
        return x * pow2(half) * pow2(e - half);
    }
    x * pow2(e)
}

fn pow2(e: i32) -> f64 {
    if e >= -1022 {
        f64::from_bits(((e + 1023) as u64) << 52)
    } else {
        f64::from_bits(1u64 << (e + 1074).max(0))
    }
}

/// `ldexp` for f32 (computed exactly in f64, rounded once).
pub fn ldexp_f32(x: f32, e: i32) -> f32 {
    ldexp_f64(f64::from(x), e.clamp(-400, 400)) as f32
}

/// Exponent field of an f32 (biased), as the ISA's `exponent()` reads it.
pub fn exp_f32(v: f32) -> i32 {
    ((v.to_bits() >> 23) & 0xff) as i32
}

/// Exponent field of an f64 (biased).
pub fn exp_f64(v: f64) -> i32 {
    ((v.to_bits() >> 52) & 0x7ff) as i32
}

/// `v_div_scale_f32 D, VCC = S0, S1 (denominator), S2 (numerator)`.
pub fn div_scale_f32(s0: f32, s1: f32, s2: f32) -> (f32, bool) {
    let mut vcc = false;
    let mut d = s0;
    let scale = |x: f32, e: i32| ldexp_f32(x, e);
    if s2 == 0.0 || s1 == 0.0 {
        d = f32::NAN;
    } else if exp_f32(s2) - exp_f32(s1) >= 96 {
        vcc = true;
        if s0 == s1 {
            d = scale(s0, 64);
        }
    } else if s1.is_subnormal() {
        d = scale(s0, 64);
    } else if (1.0 / f64::from(s1)).abs() < f64::from(f32::MIN_POSITIVE)
        && (f64::from(s2) / f64::from(s1)).abs() < f64::from(f32::MIN_POSITIVE)
    {
        // A huge denominator and a denormal quotient: the denominator is
        // scaled down (its reciprocal becomes normal) and the quotient, now
        // 2^64 too large, is scaled back by v_div_fmas.
        vcc = true;
        if s0 == s1 {
            d = scale(s0, -64);
        }
    } else if (1.0 / f64::from(s1)).abs() < f64::from(f32::MIN_POSITIVE) {
        d = scale(s0, -64);
    } else if (f64::from(s2) / f64::from(s1)).abs() < f64::from(f32::MIN_POSITIVE) {
        vcc = true;
        if s0 == s2 {
            d = scale(s0, 64);
        }
    } else if exp_f32(s2) <= 23 {
        d = scale(s0, 64);
    }
    (d, vcc)
}

/// `v_div_scale_f64`.
pub fn div_scale_f64(s0: f64, s1: f64, s2: f64) -> (f64, bool) {
    let mut vcc = false;
    let mut d = s0;
    if s2 == 0.0 || s1 == 0.0 {
        d = f64::NAN;
    } else if exp_f64(s2) - exp_f64(s1) >= 768 {
        vcc = true;
        if s0 == s1 {
            d = ldexp_f64(s0, 128);
        }
    } else if s1.is_subnormal() {
        d = ldexp_f64(s0, 128);
    } else if (1.0 / s1).abs() < f64::MIN_POSITIVE && (s2 / s1).abs() < f64::MIN_POSITIVE {
        vcc = true;
        if s0 == s1 {
            d = ldexp_f64(s0, -128);
        }
    } else if (1.0 / s1).abs() < f64::MIN_POSITIVE {
        d = ldexp_f64(s0, -128);
    } else if (s2 / s1).abs() < f64::MIN_POSITIVE {
        vcc = true;
        if s0 == s2 {
            d = ldexp_f64(s0, 128);
        }
    } else if exp_f64(s2) <= 53 {
        d = ldexp_f64(s0, 128);
    }
    (d, vcc)
}

/// What the IEEE-mode operations shared by f32 and f64 need of the type.
trait Ieee: Copy + PartialOrd + std::ops::Neg<Output = Self> {
    /// Zero.
    const ZERO: Self;
    /// Positive infinity.
    const INFINITY: Self;
    /// The default NaN the hardware produces (negative, quiet).
    const DEFAULT_NAN: Self;
    fn is_nan(self) -> bool;
    fn is_infinite(self) -> bool;
    fn is_sign_negative(self) -> bool;
    fn abs(self) -> Self;
    /// `self` with the quiet bit set if it is a NaN.
    fn quiet(self) -> Self;
}

macro_rules! ieee {
    ($t:ident, $quiet_bit:expr, $default_nan:expr) => {
        impl Ieee for $t {
            const ZERO: Self = 0.0;
            const INFINITY: Self = $t::INFINITY;
            const DEFAULT_NAN: Self = $t::from_bits($default_nan);
            fn is_nan(self) -> bool {
                $t::is_nan(self)
            }
            fn is_infinite(self) -> bool {
                $t::is_infinite(self)
            }
            fn is_sign_negative(self) -> bool {
                $t::is_sign_negative(self)
            }
            fn abs(self) -> Self {
                $t::abs(self)
            }
            fn quiet(self) -> Self {
                if self.is_nan() {
                    $t::from_bits(self.to_bits() | $quiet_bit)
                } else {
                    self
                }
            }
        }
    };
}

ieee!(f32, 0x40_0000, 0xffc0_0000);
ieee!(f64, 1 << 51, 0xfff8_0000_0000_0000);

/// `v_div_fixup_*`: the quotient `s0` of numerator `s2` by denominator `s1`
/// with the special cases of the division applied.
fn div_fixup<T: Ieee>(s0: T, s1: T, s2: T) -> T {
    let sign_out = s1.is_sign_negative() != s2.is_sign_negative();
    let signed = |v: T| if sign_out { -v } else { v };
    if s2.is_nan() {
        s2.quiet()
    } else if s1.is_nan() {
        s1.quiet()
    } else if (s1 == T::ZERO && s2 == T::ZERO) || (s1.is_infinite() && s2.is_infinite()) {
        T::DEFAULT_NAN
    } else if s1 == T::ZERO || s2.is_infinite() {
        signed(T::INFINITY)
    } else if s1.is_infinite() || s2 == T::ZERO {
        signed(T::ZERO)
    } else if s0.is_nan() {
        // The quotient overflowed the scaled range (the division by a
        // denormal path): the answer is the signed overflow value.
        signed(T::INFINITY)
    } else {
        signed(s0.abs())
    }
}

/// `v_div_fixup_f32 D = S0 (quotient), S1 (denominator), S2 (numerator)`.
pub fn div_fixup_f32(s0: f32, s1: f32, s2: f32) -> f32 {
    div_fixup(s0, s1, s2)
}

/// `v_div_fixup_f64`.
pub fn div_fixup_f64(s0: f64, s1: f64, s2: f64) -> f64 {
    div_fixup(s0, s1, s2)
}

/// IEEE-mode minimum (or maximum, if `max`): a NaN operand yields the other
/// operand, and of equal operands (zeros of either sign) the negative one is
/// the minimum.
fn min_max<T: Ieee>(a: T, b: T, max: bool) -> T {
    if a.is_nan() {
        return b;
    }
    if b.is_nan() {
        return a;
    }
    if a == b {
        return if a.is_sign_negative() != max { a } else { b };
    }
    if (a > b) == max { a } else { b }
}

/// IEEE-mode minimum: a NaN operand yields the other operand.
pub fn min_f32(a: f32, b: f32) -> f32 {
    min_max(a, b, false).quiet()
}

/// IEEE-mode maximum.
pub fn max_f32(a: f32, b: f32) -> f32 {
    min_max(a, b, true).quiet()
}

/// IEEE-mode minimum for f64.
pub fn min_f64(a: f64, b: f64) -> f64 {
    min_max(a, b, false)
}

/// IEEE-mode maximum for f64.
pub fn max_f64(a: f64, b: f64) -> f64 {
    min_max(a, b, true)
}

/// IEEE 754-2019 minimum or maximum (GFX12's `v_minimum_f32`, ...): a NaN
/// operand gives that NaN quieted; -0 is below +0.
fn minimum_maximum<T: Ieee>(a: T, b: T, max: bool) -> T {
    if a.is_nan() {
        return a.quiet();
    }
    if b.is_nan() {
        return b.quiet();
    }
    min_max(a, b, max)
}

/// IEEE 754-2019 minimum.
pub fn minimum_f32(a: f32, b: f32) -> f32 {
    minimum_maximum(a, b, false)
}

/// IEEE 754-2019 maximum.
pub fn maximum_f32(a: f32, b: f32) -> f32 {
    minimum_maximum(a, b, true)
}

/// IEEE 754-2019 minimum for f64.
pub fn minimum_f64(a: f64, b: f64) -> f64 {
    minimum_maximum(a, b, false)
}

/// IEEE 754-2019 maximum for f64.
pub fn maximum_f64(a: f64, b: f64) -> f64 {
    minimum_maximum(a, b, true)
}

/// Median of three (`v_med3_f32`), NaN handled as `max(min(a,b), min(max(a,b), c))`.
pub fn med3_f32(a: f32, b: f32, c: f32) -> f32 {
    max_f32(min_f32(a, b), min_f32(max_f32(a, b), c))
}

/// `v_fract_f32`: `x - floor(x)`, below 1.0.
pub fn fract_f32(v: f32) -> f32 {
    if v.is_infinite() {
        return f32::NAN;
    }
    (v - v.floor()).min(f32::from_bits(0x3f7f_ffff))
}

/// `v_fract_f64`.
pub fn fract_f64(v: f64) -> f64 {
    if v.is_infinite() {
        return f64::NAN;
    }
    (v - v.floor()).min(f64::from_bits(0x3fef_ffff_ffff_ffff))
}

/// One f64 step from `x` toward the sign of `err` (no step for zero).
fn nudge(x: f64, err: f64) -> f64 {
    if err == 0.0 || !x.is_finite() {
        return x;
    }
    let up = (err > 0.0) == (x >= 0.0);
    let b = x.to_bits();
    if x == 0.0 {
        return if err > 0.0 {
            f64::from_bits(1)
        } else {
            -f64::from_bits(1)
        };
    }
    f64::from_bits(if up { b + 1 } else { b - 1 })
}

/// `fma(a, b, c) * 2^e` rounded once to f32 (`v_div_fmas_f32` with VCC set):
/// the product is exact in f64, the sum's rounding error is carried as a
/// sticky nudge so that the final rounding to f32 (often to a denormal)
/// is correct.
pub fn fma_scaled_f32(a: f32, b: f32, c: f32, e: i32) -> f32 {
    let p = f64::from(a) * f64::from(b);
    let c = f64::from(c);
    let s = p + c;
    if !s.is_finite() {
        return ldexp_f64(s, e) as f32;
    }
    // TwoSum: the exact rounding error of p + c.
    let bb = s - p;
    let err = (p - (s - bb)) + (c - bb);
    nudge(ldexp_f64(s, e), err) as f32
}

/// `fma(a, b, c) * 2^e` for f64 (`v_div_fmas_f64` with VCC set): the fma
/// rounds once at full precision; when scaling takes the result into the
/// denormal range, the fma's rounding error (from an exact product
/// split) breaks the tie of the second rounding.
pub fn fma_scaled_f64(a: f64, b: f64, c: f64, e: i32) -> f64 {
    let r = a.mul_add(b, c);
    // Scaling is exact unless the result lands among the denormals.
    if !r.is_finite() || r == 0.0 || e >= 0 || exp_f64(r) + e > 0 {
        return ldexp_f64(r, e);
    }
    let p_hi = a * b;
    let p_lo = a.mul_add(b, -p_hi);
    let err = ((p_hi - r) + c) + p_lo;
    // Scale exactly into a range where one f64 step is finer than the
    // final denormal spacing, nudge, then round once.
    let scaled = ldexp_f64(r, e + 600);
    ldexp_f64(nudge(scaled, err), -600)
}

/// Fraction bits of 2/π the hardware's table holds (`v_trig_preop_f64`).
const TWO_OVER_PI_BITS: u32 = 1201;

/// The first [`TWO_OVER_PI_BITS`] fraction bits of 2/π, most significant
/// first, packed 64 to a word (bit k, counted from 1 after the binary point,
/// is bit 63 - (k - 1) % 64 of word (k - 1) / 64). Computed once with
/// integer arithmetic: π·2^F by Machin's formula, then 2/π by binary long
/// division.
fn two_over_pi() -> &'static [u64] {
    static BITS: std::sync::OnceLock<Vec<u64>> = std::sync::OnceLock::new();
    BITS.get_or_init(|| {
        // Fixed point with F fraction bits (generous guard bits: every
        // truncated series term costs at most one unit in the last place).
        const F: usize = 1408;
        const LIMBS: usize = F / 64 + 1;
        let one = |shift: usize| {
            let mut v = vec![0u64; LIMBS];
            v[shift / 64] = 1 << (shift % 64);
            v
        };
        let div_small = |v: &mut [u64], d: u64| {
            let mut rem = 0u128;
            for limb in v.iter_mut().rev() {
                let cur = (rem << 64) | u128::from(*limb);
                *limb = (cur / u128::from(d)) as u64;
                rem = cur % u128::from(d);
            }
        };
        let add = |a: &mut [u64], b: &[u64]| {
            let mut carry = 0u128;
            for (x, y) in a.iter_mut().zip(b) {
                let s = u128::from(*x) + u128::from(*y) + carry;
                *x = s as u64;
                carry = s >> 64;
            }
        };
        let sub = |a: &mut [u64], b: &[u64]| {
            let mut borrow = 0i128;
            for (x, y) in a.iter_mut().zip(b) {
                let d = i128::from(*x) - i128::from(*y) - borrow;
                *x = d as u64;
                borrow = i128::from(d < 0);
            }
        };
        let is_zero = |v: &[u64]| v.iter().all(|&l| l == 0);
        // arctan(1/x)·2^F = Σ (-1)^k / ((2k+1)·x^(2k+1)), scaled by `m`.
        let arctan_inv = |x: u64, m: u64| {
            let mut sum = vec![0u64; LIMBS];
            let mut power = one(F);
            div_small(&mut power, x);
            let mut k = 0u64;
            while !is_zero(&power) {
                let mut term = power.clone();
                div_small(&mut term, 2 * k + 1);
                for _ in 0..m {
                    if k.is_multiple_of(2) {
                        add(&mut sum, &term);
                    } else {
                        sub(&mut sum, &term);
                    }
                }
                div_small(&mut power, x * x);
                k += 1;
            }
            sum
        };
        // π = 16·arctan(1/5) - 4·arctan(1/239).
        let mut pi = arctan_inv(5, 16);
        sub(&mut pi, &arctan_inv(239, 4));
        // 2/π = 2·2^F / (π·2^F), one quotient bit per step.
        let mut r = one(F + 1);
        let ge = |a: &[u64], b: &[u64]| {
            for (x, y) in a.iter().rev().zip(b.iter().rev()) {
                if x != y {
                    return x > y;
                }
            }
            true
        };
        let mut out = vec![0u64; (TWO_OVER_PI_BITS as usize).div_ceil(64)];
        for k in 0..TWO_OVER_PI_BITS as usize {
            let mut carry = 0u64;
            for limb in r.iter_mut() {
                let next = *limb >> 63;
                *limb = (*limb << 1) | carry;
                carry = next;
            }
            if ge(&r, &pi) {
                sub(&mut r, &pi);
                out[k / 64] |= 1 << (63 - k % 64);
            }
        }
        out
    })
}

/// Where the segments of `v_trig_preop_f64` stop being modelled: from this
/// offset into 2/π on, AMD's description (a 1201-bit table) and LLVM's
/// constant folding of the intrinsic (zero) disagree.
pub const TRIG_PREOP_LIMIT: u32 = 1120;

/// `v_trig_preop_f64`: the 53-bit segment `seg` of 2/π that the range
/// reduction of `x` needs, as an f64. The segment starts `53·seg` bits into
/// the fraction, further for large `x` (biased exponent above 1077), and is
/// truncated to 53 bits; inputs with a biased exponent of 1968 or more get
/// a result scaled up by 2^128; a NaN gives itself, quieted. `None` for a
/// segment starting at [`TRIG_PREOP_LIMIT`] or later.
pub fn trig_preop(x: f64, seg: u32) -> Option<f64> {
    if x.is_nan() {
        return Some(f64::from_bits(x.to_bits() | (1 << 51)));
    }
    let e = ((x.to_bits() >> 52) & 0x7ff) as u32;
    let mut shift = (seg & 31) * 53;
    if e > 1077 {
        shift += e - 1077;
    }
    if shift >= TRIG_PREOP_LIMIT {
        return None;
    }
    let bits = two_over_pi();
    let mut w = 0u64;
    for k in shift + 1..shift + 54 {
        let bit = if k <= TWO_OVER_PI_BITS {
            let i = (k - 1) as usize;
            (bits[i / 64] >> (63 - i % 64)) & 1
        } else {
            0
        };
        w = (w << 1) | bit;
    }
    let mut scale = -53 - shift as i32;
    if e >= 1968 {
        scale += 128;
    }
    Some(ldexp_f64(w as f64, scale))
}
