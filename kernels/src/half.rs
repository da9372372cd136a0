//! 16-bit floats on the CPU, for the inputs and references of the matrix
//! kernels: `f32` → bfloat16 and binary16 bits, rounding to nearest even,
//! and back (exactly).
//!
//! ```
//! use gpujit_kernels::half::{bf16_bits, bf16_value, f16_bits, f16_value};
//! assert_eq!(bf16_value(bf16_bits(1.5)), 1.5);
//! assert_eq!(f16_value(f16_bits(-0.25)), -0.25);
//! assert_eq!(bf16_value(bf16_bits(1.0 + 1.0 / 512.0)), 1.0); // ties to even
//! ```

/// bfloat16 bits of `x`, rounded to nearest even (NaN stays NaN).
pub fn bf16_bits(x: f32) -> u16 {
    let b = x.to_bits();
    if x.is_nan() {
        return ((b >> 16) as u16) | 0x40;
    }
    let round = 0x7fff + ((b >> 16) & 1);
    (b.wrapping_add(round) >> 16) as u16
}

/// The value of bfloat16 bits.
pub fn bf16_value(bits: u16) -> f32 {
    f32::from_bits(u32::from(bits) << 16)
}

/// binary16 bits of `x`, rounded to nearest even, with subnormals,
/// overflow to infinity and NaN.
pub fn f16_bits(x: f32) -> u16 {
    let b = x.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    if x.is_nan() {
        return sign | 0x7e00;
    }
    let a = x.abs();
    if a >= 65520.0 {
        return sign | 0x7c00;
    }
    // Scale so that one unit of the result's last place is 1, then round.
    let e = if a < 6.103_515_6e-5 {
        -24
    } else {
        ((a.to_bits() >> 23) as i32 - 127) - 10
    };
    let q = (f64::from(a) / 2f64.powi(e)).round_ties_even();
    let v = q * 2f64.powi(e);
    if v < 6.103_515_625e-5 {
        return sign | (v * 2f64.powi(24)) as u16;
    }
    let ve = ((v.to_bits() >> 52) & 0x7ff) as i32 - 1023;
    let man = ((v.to_bits() >> 42) & 0x3ff) as u16;
    sign | (((ve + 15) as u16) << 10) | man
}

/// The value of binary16 bits.
pub fn f16_value(bits: u16) -> f32 {
    let sign = if bits & 0x8000 != 0 { -1.0 } else { 1.0 };
    let e = i32::from((bits >> 10) & 0x1f);
    let m = f32::from(bits & 0x3ff);
    match e {
        0 => sign * m * 2f32.powi(-24),
        31 if m == 0.0 => sign * f32::INFINITY,
        31 => f32::NAN,
        _ => sign * (1.0 + m / 1024.0) * 2f32.powi(e - 15),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn f16_round_trips_and_rounds_to_even() {
        for bits in 0..=0xffffu16 {
            let v = f16_value(bits);
            if v.is_nan() {
                continue;
            }
            assert_eq!(f16_bits(v), bits, "{bits:#x} = {v}");
        }
        assert_eq!(f16_bits(1.0 + 1.0 / 2048.0), 0x3c00);
        assert_eq!(f16_bits(1.0 + 3.0 / 2048.0), 0x3c02);
        assert_eq!(f16_bits(1e9), 0x7c00);
        assert_eq!(f16_bits(2f32.powi(-25)), 0);
        assert_eq!(f16_bits(3.0 * 2f32.powi(-26)), 1);
    }

    #[test]
    fn bf16_round_trips() {
        for bits in 0..=0xffffu16 {
            let v = bf16_value(bits);
            if !v.is_nan() {
                assert_eq!(bf16_bits(v), bits);
            }
        }
        assert_eq!(bf16_bits(1.0 + 3.0 / 256.0), bf16_bits(1.0 + 4.0 / 256.0));
    }
}
