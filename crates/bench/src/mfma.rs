//! Matrix-instruction counts of the BLAS kernels on the AMDGCN emulator
//! (`gpujit-bench --mfma`): no AMD GPU is needed.
//!
//! For each processor, `gpujit_blas::Blas` multiplies row-major packed
//! `S × S × S` matrices (`alpha = 1`, `beta = 0`) on an emulated device with
//! executed-instruction counting on (`EmuDevice::set_profiling`): `f16` and
//! `bf16` into `f32` (the matrix-core kernel: MFMA on CDNA, WMMA on RDNA)
//! and `f32` (the tuned `f32` kernel, for contrast). Every product is
//! checked element for element (small integers: every sum is exact). Per
//! kernel it reports the wave-instructions executed by class, the share of
//! issue slots the matrix instructions take (each issued wave-instruction
//! takes one), and the matrix instructions against the fewest the product
//! needs (`2·S³` over the flops of one instruction, from its `MxNxK`
//! shape): 1.0 means no matrix work is wasted on padding.
//!
//! The emulator models no latencies, so these are instruction mixes, not
//! times. hipBLASLt/Tensile publish no per-kernel instruction mixes to set
//! beside them.

use anyhow::{Context, Result, ensure};
use gpujit::DeviceExt;
use gpujit::amdgcn_emu::device::EmuDevice;
use gpujit::amdgcn_emu::profile::{Class, KernelProfile};
use gpujit_blas::{Blas, DataType, Gemm, Matrix, MatrixMut};
use gpujit_kernels::half::{bf16_bits, f16_bits};
use serde_json::{Map, Value, json};

use crate::round;

/// What `--mfma` was asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MfmaArgs {
    /// Emulated processors.
    pub archs: Vec<String>,
    /// `m = n = k` of each product.
    pub size: usize,
}

impl Default for MfmaArgs {
    fn default() -> Self {
        MfmaArgs {
            archs: vec!["gfx942".into(), "gfx1100".into(), "gfx1201".into()],
            size: 256,
        }
    }
}

/// The `--mfma` command line's help text.
pub const USAGE: &str = "\
usage: gpujit-bench --mfma [--arch A,B,...] [--size S] [--json PATH]

Multiplies S x S x S row-major matrices through gpujit_blas on the AMDGCN
emulator (f16 and bf16 into f32 on the matrix-core kernel, f32 on the tuned
f32 kernel), checks each product, and prints per kernel the wave-instructions
executed by class, the matrix instructions' (MFMA, WMMA) share of issue
slots, and their count against the fewest the product needs.

  --arch LIST  emulated processors (default gfx942,gfx1100,gfx1201)
  --size S     m = n = k (default 256)
  --json PATH  also write the figures as JSON";

/// Parses the arguments after `--mfma`. `Ok(None)` for `--help`.
pub fn parse_args(
    args: impl IntoIterator<Item = String>,
) -> Result<Option<(MfmaArgs, Option<std::path::PathBuf>)>> {
    let mut a = MfmaArgs::default();
    let json = crate::walk_flags(args, "--mfma", |flag, value| {
        match flag {
            "--arch" => a.archs = value()?.split(',').map(str::to_string).collect(),
            "--size" => a.size = crate::number(&value()?, flag)?,
            _ => return Ok(false),
        }
        Ok(true)
    })?;
    Ok(json.map(|j| (a, j)))
}

/// The flops of one matrix instruction, from the `MxNxK` in its mnemonic
/// (`v_mfma_f32_16x16x16_f16`, `v_wmma_f32_16x16x16_f16`).
pub fn instruction_flops(mnemonic: &str) -> Option<u64> {
    mnemonic.split('_').find_map(|part| {
        let dims: Vec<u64> = part
            .split('x')
            .map(|d| {
                let digits: String = d.chars().take_while(char::is_ascii_digit).collect();
                digits.parse().ok()
            })
            .collect::<Option<_>>()?;
        match dims[..] {
            [m, n, k] => Some(2 * m * n * k),
            _ => None,
        }
    })
}

/// One kernel's figures as JSON; `product_flops`: `2·S³`.
fn kernel_figures(p: &KernelProfile, product_flops: u64) -> Value {
    let mut classes = Map::new();
    for c in Class::ALL {
        classes.insert(c.name().into(), json!(p.of_class(c)));
    }
    let matrix: Vec<(&String, &u64)> = p
        .mnemonics
        .iter()
        .filter(|(m, _)| Class::of(m) == Class::Matrix)
        .collect();
    let flops: Option<u64> = matrix
        .iter()
        .map(|(m, n)| instruction_flops(m).map(|f| f * **n))
        .sum();
    let needed = matrix
        .first()
        .and_then(|(m, _)| instruction_flops(m))
        .map(|f| product_flops.div_ceil(f));
    json!({
        "launches": p.launches,
        "instructions": p.total(),
        "classes": classes,
        "matrix_share": round(p.share(Class::Matrix)),
        "matrix_mnemonics": matrix.iter().map(|(m, n)| ((*m).clone(), json!(n))).collect::<Map<_, _>>(),
        "mnemonics": p.mnemonics,
        "matrix_needed": needed,
        "matrix_flops_per_product_flop": flops.map(|f| round(f as f64 / product_flops as f64)),
    })
}

/// One product of `input` matrices on `blas`, checked; its path's name.
fn product(blas: &Blas, input: DataType, s: usize) -> Result<String> {
    let dev = blas.device();
    let av: Vec<f32> = (0..s * s).map(|i| (i % 5) as f32 - 2.0).collect();
    let bv: Vec<f32> = (0..s * s).map(|i| (i % 3) as f32 - 1.0).collect();
    let g = Gemm::new(s as i64, s as i64, s as i64).row_major();
    let path = blas.path(&g, input, DataType::F32)?;
    let mut c = dev.upload(&vec![f32::NAN; s * s])?;
    match input {
        DataType::F32 => {
            let (a, b) = (dev.upload(&av)?, dev.upload(&bv)?);
            blas.gemm_ex(&g, Matrix::F32(&a), Matrix::F32(&b), MatrixMut::F32(&mut c))?;
        }
        DataType::F16 | DataType::BF16 => {
            let bits = |v: &[f32]| -> Vec<u16> {
                v.iter()
                    .map(|x| {
                        if input == DataType::F16 {
                            f16_bits(*x)
                        } else {
                            bf16_bits(*x)
                        }
                    })
                    .collect()
            };
            let (a, b) = (dev.upload(&bits(&av))?, dev.upload(&bits(&bv))?);
            let (ma, mb) = if input == DataType::F16 {
                (Matrix::F16(&a), Matrix::F16(&b))
            } else {
                (Matrix::BF16(&a), Matrix::BF16(&b))
            };
            blas.gemm_ex(&g, ma, mb, MatrixMut::F32(&mut c))?;
        }
        other => anyhow::bail!("no {other} product in this pass"),
    }
    let got = dev.download(&c)?;
    for i in 0..s {
        for j in 0..s {
            let want: f32 = (0..s).map(|l| av[i * s + l] * bv[l * s + j]).sum();
            // Small integers: every partial sum is exact in f32.
            ensure!(
                got[i * s + j] == want,
                "{input}: C[{i}][{j}] = {}, the product {want}",
                got[i * s + j]
            );
        }
    }
    Ok(format!("{path:?}"))
}

/// Runs the pass: per processor and product, each kernel's figures.
pub fn run(a: &MfmaArgs) -> Result<Value> {
    let s = a.size;
    let product_flops = 2 * (s as u64).pow(3);
    let mut out = Map::new();
    let mut lines = vec![format!(
        "{:<8} {:<5} {:<40} {:>10} {:>8} {:>7} {:>7} {:>8} {:>7} {:>6} {:>6} {:>8}",
        "arch",
        "in",
        "kernel",
        "instr",
        "matrix",
        "share",
        "needed",
        "valu",
        "vmem",
        "lds",
        "smem",
        "ctl+salu"
    )];
    for arch in &a.archs {
        let emu = EmuDevice::with_arch(arch).map_err(|e| anyhow::anyhow!("{e}"))?;
        let blas = Blas::for_device(Box::new(emu.clone()))?;
        let mut per_arch = Map::new();
        for input in [DataType::F16, DataType::BF16, DataType::F32] {
            // Compile and load first, so that the counts are of one product.
            product(&blas, input, s).with_context(|| format!("{arch}, {input} (warm-up)"))?;
            emu.set_profiling(true);
            let path = product(&blas, input, s).with_context(|| format!("{arch}, {input}"))?;
            let profile = emu.profile();
            emu.set_profiling(false);
            let mut kernels = Map::new();
            for (name, p) in &profile {
                let f = kernel_figures(p, product_flops);
                let n = |c: Class| p.of_class(c);
                lines.push(format!(
                    "{:<8} {:<5} {:<40} {:>10} {:>8} {:>7.3} {:>7} {:>8} {:>7} {:>6} {:>6} {:>8}",
                    arch,
                    input.to_string(),
                    name.chars().take(40).collect::<String>(),
                    p.total(),
                    n(Class::Matrix),
                    p.share(Class::Matrix),
                    f["matrix_needed"]
                        .as_u64()
                        .map_or("-".to_string(), |v| v.to_string()),
                    n(Class::Valu),
                    n(Class::Vmem),
                    n(Class::Lds),
                    n(Class::Smem),
                    n(Class::Control) + n(Class::Salu),
                ));
                kernels.insert(name.clone(), f);
            }
            per_arch.insert(
                input.to_string(),
                json!({ "path": path, "kernels": kernels }),
            );
        }
        out.insert(arch.clone(), Value::Object(per_arch));
    }
    let table = lines.join("\n");
    println!("{table}");
    Ok(json!({
        "meta": crate::meta(),
        "device": format!("AMDGCN emulator ({}) on the host CPU", a.archs.join(", ")),
        "mfma": { "size": s, "processors": out },
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flops_come_from_the_shape_in_the_mnemonic() {
        assert_eq!(instruction_flops("v_mfma_f32_16x16x16_f16"), Some(8192));
        assert_eq!(instruction_flops("v_mfma_f32_16x16x16bf16_1k"), Some(8192));
        assert_eq!(instruction_flops("v_mfma_f32_32x32x8_f16"), Some(16384));
        assert_eq!(instruction_flops("v_wmma_f32_16x16x16_bf16"), Some(8192));
        assert_eq!(instruction_flops("v_mfma_f64_16x16x4_f64"), Some(2048));
        assert_eq!(instruction_flops("v_fma_f32"), None);
    }
}
