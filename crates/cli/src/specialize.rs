//! `compile --specialize KERNEL:NAME=VALUE,...,block=X[xYxZ],grid=X[xYxZ],align=N`:
//! the variant of one kernel with those values folded (see
//! `gpujit::specialize`), for tests and for reading what specialization
//! makes of a kernel.

use gpujit::ir::specialize::Values;
use gpujit::{KernelSignature, ParamType, ScalarType};

use crate::usage;

/// The kernel and values a `--specialize` argument names, checked against
/// the module's kernels.
pub(crate) fn parse(spec: &str, kernels: &[KernelSignature]) -> anyhow::Result<(String, Values)> {
    let (kernel, list) = spec.split_once(':').ok_or_else(|| {
        usage(format!(
            "--specialize {spec}: write KERNEL:NAME=VALUE,...[,block=X[xYxZ]][,grid=...][,align=N]"
        ))
    })?;
    let sig = kernels.iter().find(|k| k.name == kernel).ok_or_else(|| {
        usage(format!(
            "--specialize: no kernel `{kernel}`; the module has {}",
            kernels
                .iter()
                .map(|k| k.name.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ))
    })?;
    let mut v = Values::default();
    for item in list.split(',').filter(|s| !s.is_empty()) {
        let (name, value) = item
            .split_once('=')
            .ok_or_else(|| usage(format!("--specialize: `{item}` is not NAME=VALUE")))?;
        match name {
            "block" => v.block = Some(dims(value)?),
            "grid" => v.grid = Some(dims(value)?),
            "align" => {
                let bytes: u32 = value
                    .parse()
                    .ok()
                    .filter(|b: &u32| b.is_power_of_two())
                    .ok_or_else(|| usage(format!("--specialize: align={value}: a power of two")))?;
                for (i, p) in sig.params.iter().enumerate() {
                    if matches!(p.ty, ParamType::Pointer(_)) {
                        v.align.push((i, bytes));
                    }
                }
            }
            _ => {
                let (i, p) = sig
                    .params
                    .iter()
                    .enumerate()
                    .find(|(_, p)| p.name == name)
                    .ok_or_else(|| {
                        usage(format!(
                            "--specialize: kernel `{kernel}` has no parameter `{name}`"
                        ))
                    })?;
                let ParamType::Scalar(s) = p.ty else {
                    return Err(usage(format!("--specialize: `{name}` is not a scalar")));
                };
                let bits = scalar_bits(s, value).ok_or_else(|| {
                    usage(format!("--specialize: {name}={value}: not a {}", s.name()))
                })?;
                v.args.push((i, bits));
            }
        }
    }
    v.args.sort_unstable();
    Ok((kernel.to_string(), v))
}

/// `module`, or its variant (compiled as written for NVIDIA) when
/// `--specialize SPEC` was given.
pub(crate) fn nvvm_variant(
    module: gpujit::NvvmModule,
    spec: Option<&str>,
) -> anyhow::Result<gpujit::NvvmModule> {
    let Some(spec) = spec else {
        return Ok(module);
    };
    let (kernel, values) = parse(spec, module.kernels())?;
    gpujit::ir::specialize::specialize_nvvm(&module, &kernel, &values)
        .map_err(|e| usage(e.to_string()))
}

/// `256` or `16x16` or `8x8x4`.
fn dims(s: &str) -> anyhow::Result<[u32; 3]> {
    let parts: Vec<u32> = s
        .split('x')
        .map(|d| d.parse::<u32>().ok().filter(|&d| d > 0))
        .collect::<Option<_>>()
        .filter(|p: &Vec<u32>| (1..=3).contains(&p.len()))
        .ok_or_else(|| {
            usage(format!(
                "--specialize: `{s}`: write X, XxY or XxYxZ (each > 0)"
            ))
        })?;
    let mut d = [1; 3];
    d[..parts.len()].copy_from_slice(&parts);
    Ok(d)
}

/// `text` as the bits of a launch argument of type `s`.
fn scalar_bits(s: ScalarType, text: &str) -> Option<u64> {
    use ScalarType as S;
    Some(match s {
        S::F32 => u64::from(text.parse::<f32>().ok()?.to_bits()),
        S::F64 => text.parse::<f64>().ok()?.to_bits(),
        S::I8 | S::I16 | S::I32 | S::I64 => {
            let v: i64 = text.parse().ok()?;
            let bits = (s.size() * 8) as u32;
            if bits < 64 && (v < -(1i64 << (bits - 1)) || v >= 1i64 << (bits - 1)) {
                return None;
            }
            (v as u64) & mask(bits)
        }
        S::U8 | S::U16 | S::U32 | S::U64 | S::Bool => {
            let v: u64 = text.parse().ok()?;
            let bits = (s.size() * 8) as u32;
            if v & !mask(bits) != 0 {
                return None;
            }
            v
        }
        S::F16 => u64::from(narrow_float(text.parse().ok()?, 10, 5)?),
        S::BF16 => u64::from(narrow_float(text.parse().ok()?, 7, 8)?),
    })
}

/// The bits of `x` in a binary float of `mantissa` stored bits and
/// `exponent` bits (f16: 10, 5; bf16: 7, 8), rounded to nearest, ties to
/// even; `None` when a finite `x` is too large for it.
fn narrow_float(x: f64, mantissa: u32, exponent: u32) -> Option<u16> {
    let sign = u16::from(x.is_sign_negative()) << (mantissa + exponent);
    let max_exp = (1u16 << exponent) - 1;
    if x.is_nan() {
        return Some(sign | max_exp << mantissa | 1 << (mantissa - 1));
    }
    if x.is_infinite() {
        return Some(sign | max_exp << mantissa);
    }
    let bias = (1i32 << (exponent - 1)) - 1;
    let min_exp = 1 - bias;
    let a = x.abs();
    // The power of two of `a`'s leading bit (f64 subnormals are far below
    // any subnormal of the narrow type and round to zero below).
    let lead = |v: f64| ((v.to_bits() >> 52) & 0x7ff) as i32 - 1023;
    let quantum = |e: i32| 2f64.powi(e.max(min_exp) - mantissa as i32);
    let rounded = if a == 0.0 {
        0.0
    } else {
        let q = quantum(lead(a));
        (a / q).round_ties_even() * q
    };
    if rounded == 0.0 {
        return Some(sign);
    }
    let e = lead(rounded);
    if e > bias {
        return None;
    }
    let m = (rounded / quantum(e)) as u16;
    Some(if e < min_exp {
        sign | m
    } else {
        sign | ((e + bias) as u16) << mantissa | (m & ((1 << mantissa) - 1))
    })
}

fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_floats_are_rounded_to_nearest_even() {
        let h = |t: &str| scalar_bits(ScalarType::F16, t);
        let b = |t: &str| scalar_bits(ScalarType::BF16, t);
        assert_eq!(h("1.5"), Some(0x3e00));
        assert_eq!(h("-2"), Some(0xc000));
        assert_eq!(h("0"), Some(0));
        assert_eq!(h("-0"), Some(0x8000));
        assert_eq!(h("65504"), Some(0x7bff));
        assert_eq!(h("65520"), None, "rounds past the largest half");
        assert_eq!(h("inf"), Some(0x7c00));
        assert_eq!(h("NaN"), Some(0x7e00));
        assert_eq!(h("0.1"), Some(0x2e66));
        // Subnormals, the smallest, and a tie rounded to even (to zero).
        assert_eq!(h("5.960464477539063e-8"), Some(1));
        assert_eq!(h("2.9802322387695312e-8"), Some(0));
        assert_eq!(h("6.097555160522461e-5"), Some(0x03ff));
        // 1 + 2^-11 is a tie between 1 and 1 + 2^-10: even, 1.
        assert_eq!(h("1.00048828125"), Some(0x3c00));
        assert_eq!(h("1.00146484375"), Some(0x3c02));
        assert_eq!(h("x"), None);
        assert_eq!(b("1.5"), Some(0x3fc0));
        assert_eq!(b("3.0e38"), Some(0x7f62));
        assert_eq!(b("1e39"), None);
    }

    #[test]
    fn half_arguments_are_folded_from_the_command_line() {
        let sig = KernelSignature {
            name: "k".into(),
            params: vec![gpujit::Param {
                name: "x".into(),
                ty: ParamType::Scalar(ScalarType::F16),
            }],
            max_threads: None,
        };
        let (k, v) = parse("k:x=1.5", &[sig]).unwrap();
        assert_eq!((k.as_str(), v.args), ("k", vec![(0, 0x3e00)]));
    }
}
