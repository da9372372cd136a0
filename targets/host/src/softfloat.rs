//! Conversions to and from binary16 and bfloat16 for the code LLVM generates
//! on CPUs without native instructions for them (`__truncsfhf2`, ...). The
//! JIT resolves those library calls here: the process's C runtime may lack
//! them.
//!
//! LLVM passes and returns `half` and `bfloat` in the low 16 bits of an SSE
//! register, which is where an `f32` argument or result lives too.

/// Rounds `x` to nearest-even in a format of `exp_bits` exponent and
/// `man_bits` mantissa bits (IEEE-style, with subnormals, infinities and NaN).
pub fn narrow(x: f64, exp_bits: u32, man_bits: u32) -> u16 {
    let sign = (((x.to_bits() >> 63) as u16) & 1) << (exp_bits + man_bits);
    let exp_all = ((1u16 << exp_bits) - 1) << man_bits;
    if x.is_nan() {
        return sign | exp_all | (1 << (man_bits - 1));
    }
    let a = x.abs();
    let bias = (1i32 << (exp_bits - 1)) - 1;
    let min_normal_exp = 1 - bias;
    let overflow = 2f64.powi(bias + 1);
    if a >= overflow {
        return sign | exp_all;
    }
    if a == 0.0 {
        return sign;
    }
    let e = (((a.to_bits() >> 52) & 0x7ff) as i32 - 1023).max(min_normal_exp);
    let quantum = 2f64.powi(e - man_bits as i32);
    let value = (a / quantum).round_ties_even() * quantum;
    if value >= overflow {
        return sign | exp_all;
    }
    let ve = ((value.to_bits() >> 52) & 0x7ff) as i32 - 1023;
    if value == 0.0 || ve < min_normal_exp {
        let sub = (value / 2f64.powi(min_normal_exp - man_bits as i32)) as u16;
        return sign | sub;
    }
    let exp_field = ((ve + bias) as u16) << man_bits;
    let man = ((value.to_bits() >> (52 - man_bits)) & ((1 << man_bits) - 1)) as u16;
    sign | exp_field | man
}

/// The value of a 16-bit float of the given format.
pub fn widen(bits: u16, exp_bits: u32, man_bits: u32) -> f64 {
    let sign = if bits >> (exp_bits + man_bits) & 1 == 1 {
        -1.0
    } else {
        1.0
    };
    let e = i32::from((bits >> man_bits) & ((1 << exp_bits) - 1));
    let m = f64::from(bits & ((1 << man_bits) - 1));
    let bias = (1i32 << (exp_bits - 1)) - 1;
    if e == (1 << exp_bits) - 1 {
        return if m == 0.0 {
            sign * f64::INFINITY
        } else {
            f64::NAN
        };
    }
    if e == 0 {
        return sign * m * 2f64.powi(1 - bias - man_bits as i32);
    }
    sign * (1.0 + m / 2f64.powi(man_bits as i32)) * 2f64.powi(e - bias)
}

fn low16(x: f32) -> u16 {
    x.to_bits() as u16
}

fn as_reg(bits: u16) -> f32 {
    f32::from_bits(u32::from(bits))
}

pub(crate) extern "C" fn truncsfhf2(x: f32) -> f32 {
    as_reg(narrow(f64::from(x), 5, 10))
}
pub(crate) extern "C" fn truncdfhf2(x: f64) -> f32 {
    as_reg(narrow(x, 5, 10))
}
pub(crate) extern "C" fn extendhfsf2(h: f32) -> f32 {
    widen(low16(h), 5, 10) as f32
}
pub(crate) extern "C" fn truncsfbf2(x: f32) -> f32 {
    as_reg(narrow(f64::from(x), 8, 7))
}
pub(crate) extern "C" fn truncdfbf2(x: f64) -> f32 {
    as_reg(narrow(x, 8, 7))
}

/// The library calls above, by the names LLVM emits.
pub(crate) fn library_calls() -> [(&'static str, usize); 5] {
    [
        (
            "__truncsfhf2",
            truncsfhf2 as extern "C" fn(f32) -> f32 as usize,
        ),
        (
            "__truncdfhf2",
            truncdfhf2 as extern "C" fn(f64) -> f32 as usize,
        ),
        (
            "__extendhfsf2",
            extendhfsf2 as extern "C" fn(f32) -> f32 as usize,
        ),
        (
            "__truncsfbf2",
            truncsfbf2 as extern "C" fn(f32) -> f32 as usize,
        ),
        (
            "__truncdfbf2",
            truncdfbf2 as extern "C" fn(f64) -> f32 as usize,
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binary16_rounding_matches_ieee() {
        assert_eq!(narrow(1.0, 5, 10), 0x3c00);
        assert_eq!(narrow(65504.0, 5, 10), 0x7bff);
        assert_eq!(narrow(65520.0, 5, 10), 0x7c00, "rounds to infinity");
        assert_eq!(narrow(-2.0, 5, 10), 0xc000);
        assert_eq!(narrow(2f64.powi(-24), 5, 10), 0x0001, "smallest subnormal");
        assert_eq!(
            narrow(2f64.powi(-26), 5, 10),
            0x0000,
            "half of it rounds to even zero"
        );
        assert_eq!(narrow(1.0 + 2f64.powi(-11), 5, 10), 0x3c00, "tie to even");
        assert_eq!(
            narrow(1.0 + 3.0 * 2f64.powi(-11), 5, 10),
            0x3c02,
            "tie to even, upwards"
        );
        assert_eq!(narrow(f64::NAN, 5, 10) & 0x7e00, 0x7e00);
        for bits in [
            0x0001u16, 0x03ff, 0x0400, 0x3c00, 0x3555, 0x7bff, 0xfbff, 0x7c00,
        ] {
            assert_eq!(
                narrow(widen(bits, 5, 10), 5, 10),
                bits,
                "{bits:#x} round-trips"
            );
        }
    }

    #[test]
    fn bfloat16_rounding_matches_the_bit_rule() {
        for x in [1.0f32, 3.17, -1234.5678, 1e-30, 3.0e38, 0.1] {
            let b = x.to_bits();
            let want = ((b + 0x7fff + ((b >> 16) & 1)) >> 16) as u16;
            assert_eq!(narrow(f64::from(x), 8, 7), want, "{x}");
            assert_eq!(
                widen(want, 8, 7) as f32,
                f32::from_bits(u32::from(want) << 16)
            );
        }
    }
}
