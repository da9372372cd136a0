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
        S::F16 | S::BF16 => return None,
    })
}

fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}
