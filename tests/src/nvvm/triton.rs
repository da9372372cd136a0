//! Triton's own kernels: the LLVM IR Triton 3.6 generated on an H200
//! (`kernel.asm["llir"]`, written by `tests/triton/dump.py`; see
//! `tests/corpus/triton/README.md`), launched as the `.json` beside each
//! file records, on every device against CPU references (and on CUDA also as
//! Triton wrote it, the PTX reaching the driver untouched).

use anyhow::{Context, ensure};
use gpujit::{Device, DeviceExt, Dim3, KernelArg, LaunchConfig, NvvmModule, Target};
use gpujit_conformance::Tally;

/// One dumped kernel: file stem, IR, launch data.
struct Dump {
    name: &'static str,
    ir: &'static str,
    json: &'static str,
}

const DUMPS: [Dump; 4] = [
    Dump {
        name: "vector_add",
        ir: include_str!("../../corpus/triton/vector_add.ll"),
        json: include_str!("../../corpus/triton/vector_add.json"),
    },
    Dump {
        name: "softmax",
        ir: include_str!("../../corpus/triton/softmax.ll"),
        json: include_str!("../../corpus/triton/softmax.json"),
    },
    Dump {
        name: "layernorm",
        ir: include_str!("../../corpus/triton/layernorm.ll"),
        json: include_str!("../../corpus/triton/layernorm.json"),
    },
    Dump {
        name: "matmul_fp32",
        ir: include_str!("../../corpus/triton/matmul_fp32.ll"),
        json: include_str!("../../corpus/triton/matmul_fp32.json"),
    },
];

/// The text after `"key":` in a JSON object (the dumps are flat and small).
fn field<'a>(json: &'a str, key: &str) -> anyhow::Result<&'a str> {
    let pat = format!("\"{key}\":");
    let at = json
        .find(&pat)
        .with_context(|| format!("no `{key}` in the launch data"))?;
    Ok(json[at + pat.len()..].trim_start())
}

fn number(json: &str, key: &str) -> anyhow::Result<f64> {
    let s = field(json, key)?;
    let end = s
        .find(|c: char| !(c.is_ascii_digit() || "+-.eE".contains(c)))
        .unwrap_or(s.len());
    s[..end]
        .parse()
        .with_context(|| format!("`{key}` is not a number"))
}

fn numbers(json: &str, key: &str) -> anyhow::Result<Vec<u32>> {
    let s = field(json, key)?;
    let s = s.strip_prefix('[').context("not a list")?;
    let end = s.find(']').context("an unterminated list")?;
    s[..end]
        .split(',')
        .map(|v| v.trim().parse().context("not an integer"))
        .collect()
}

/// Deterministic values in [-2, 2).
fn values(n: usize, seed: u64) -> Vec<f32> {
    let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 40) as f32 / (1u64 << 24) as f32 * 4.0 - 2.0
        })
        .collect()
}

fn close(got: &[f32], want: &[f64], rtol: f64, atol: f64) -> anyhow::Result<()> {
    ensure!(
        got.len() == want.len(),
        "{} results, want {}",
        got.len(),
        want.len()
    );
    for (i, (&g, &w)) in got.iter().zip(want).enumerate() {
        let g = f64::from(g);
        ensure!(
            (g - w).abs() <= atol + rtol * w.abs(),
            "element {i}: {g}, want {w}"
        );
    }
    Ok(())
}

/// Runs dump `d` with kernel `k` on `dev` and checks the results.
fn launch(dev: &dyn Device, d: &Dump, k: &gpujit::Kernel) -> anyhow::Result<()> {
    let grid = numbers(d.json, "grid")?;
    let warps = number(d.json, "num_warps")? as u32;
    let shared = number(d.json, "shared")? as u32;
    let cfg = LaunchConfig {
        grid: Dim3::new(grid[0], grid.get(1).copied().unwrap_or(1), 1),
        block: Dim3::x(32 * warps),
        shared_bytes: shared,
    };
    // Triton appends two scratch pointers its kernels here do not read.
    let scratch = dev.alloc::<u8>(256)?;
    match d.name {
        "vector_add" => {
            let n = number(d.json, "n")? as usize;
            let (xs, ys) = (values(n, 1), values(n, 2));
            let (x, y, o) = (dev.upload(&xs)?, dev.upload(&ys)?, dev.alloc::<f32>(n)?);
            let args: [KernelArg; 6] = [
                (&x).into(),
                (&y).into(),
                (&o).into(),
                (n as i32).into(),
                (&scratch).into(),
                (&scratch).into(),
            ];
            dev.launch(k, &cfg, &args)?;
            let got = dev.download(&o)?;
            for i in 0..n {
                ensure!(got[i] == xs[i] + ys[i], "out[{i}] = {}", got[i]);
            }
        }
        "softmax" => {
            let cols = number(d.json, "n_cols")? as usize;
            let rows = grid[0] as usize;
            let xs = values(rows * cols, 3);
            let (x, o) = (dev.upload(&xs)?, dev.alloc::<f32>(rows * cols)?);
            let c = cols as i32;
            let args: [KernelArg; 7] = [
                (&o).into(),
                (&x).into(),
                c.into(),
                c.into(),
                c.into(),
                (&scratch).into(),
                (&scratch).into(),
            ];
            dev.launch(k, &cfg, &args)?;
            let mut want = Vec::with_capacity(rows * cols);
            for r in 0..rows {
                let row = &xs[r * cols..][..cols];
                let m = row
                    .iter()
                    .fold(f64::NEG_INFINITY, |m, &v| m.max(f64::from(v)));
                let e: Vec<f64> = row.iter().map(|&v| (f64::from(v) - m).exp()).collect();
                let s: f64 = e.iter().sum();
                want.extend(e.iter().map(|v| v / s));
            }
            close(&dev.download(&o)?, &want, 1e-5, 1e-6)?;
        }
        "layernorm" => {
            let cols = number(d.json, "n_cols")? as usize;
            let eps = number(d.json, "eps")?;
            let rows = grid[0] as usize;
            let xs = values(rows * cols, 4);
            let (ws, bs) = (values(cols, 5), values(cols, 6));
            let (x, w, b) = (dev.upload(&xs)?, dev.upload(&ws)?, dev.upload(&bs)?);
            let y = dev.alloc::<f32>(rows * cols)?;
            let c = cols as i32;
            let args: [KernelArg; 9] = [
                (&x).into(),
                (&y).into(),
                (&w).into(),
                (&b).into(),
                c.into(),
                c.into(),
                (eps as f32).into(),
                (&scratch).into(),
                (&scratch).into(),
            ];
            dev.launch(k, &cfg, &args)?;
            let mut want = Vec::with_capacity(rows * cols);
            for r in 0..rows {
                let row: Vec<f64> = xs[r * cols..][..cols].iter().map(|&v| v.into()).collect();
                let mean = row.iter().sum::<f64>() / cols as f64;
                let var = row.iter().map(|v| (v - mean) * (v - mean)).sum::<f64>() / cols as f64;
                let rstd = 1.0 / (var + f64::from(eps as f32)).sqrt();
                for (j, v) in row.iter().enumerate() {
                    want.push((v - mean) * rstd * f64::from(ws[j]) + f64::from(bs[j]));
                }
            }
            close(&dev.download(&y)?, &want, 1e-4, 1e-5)?;
        }
        "matmul_fp32" => {
            let (m, n, kk) = (
                number(d.json, "M")? as usize,
                number(d.json, "N")? as usize,
                number(d.json, "K")? as usize,
            );
            let (av, bv) = (values(m * kk, 7), values(kk * n, 8));
            let (a, b, c) = (dev.upload(&av)?, dev.upload(&bv)?, dev.alloc::<f32>(m * n)?);
            // Strides of row-major A, B and C; Triton specialised the unit ones away.
            let args: [KernelArg; 11] = [
                (&a).into(),
                (&b).into(),
                (&c).into(),
                (m as i32).into(),
                (n as i32).into(),
                (kk as i32).into(),
                (kk as i32).into(),
                (n as i32).into(),
                (n as i32).into(),
                (&scratch).into(),
                (&scratch).into(),
            ];
            dev.launch(k, &cfg, &args)?;
            let mut want = vec![0f64; m * n];
            for i in 0..m {
                for j in 0..n {
                    want[i * n + j] = (0..kk)
                        .map(|p| f64::from(av[i * kk + p]) * f64::from(bv[p * n + j]))
                        .sum();
                }
            }
            close(&dev.download(&c)?, &want, 1e-4, 1e-4)?;
        }
        other => anyhow::bail!("no reference for {other}"),
    }
    Ok(())
}

/// The kernel's name, from the launch data.
fn kernel_name(d: &Dump) -> anyhow::Result<String> {
    let s = field(d.json, "kernel")?;
    let s = s.strip_prefix('"').context("not a string")?;
    Ok(s[..s.find('"').context("an unterminated string")?].to_string())
}

/// Runs the Triton corpus: what it uses, codegen as written for NVIDIA, and
/// every kernel on every device.
pub fn run(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    t.run("nvvm::triton::dumps_are_triton_3_6", || {
        for d in &DUMPS {
            ensure!(field(d.json, "triton")?.starts_with("\"3.6"), "{}", d.name);
            ensure!(d.ir.contains("ptx_kernel"), "{}: no ptx_kernel", d.name);
            ensure!(d.ir.contains("asm sideeffect"), "{}: no inline PTX", d.name);
            ensure!(
                field(d.json, "check")?.starts_with("true"),
                "{}: Triton's own check failed",
                d.name
            );
        }
        // What these kernels exercise.
        let all: String = DUMPS.iter().map(|d| d.ir).collect();
        for want in [
            "@$2 ld.global.b32",
            "@$2 st.global.b32",
            "cp.async.ca.shared.global",
            "llvm.nvvm.ex2.approx.f",
            "llvm.nvvm.div.full",
            "llvm.nvvm.shfl.sync.bfly.i32",
            "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16",
            "llvm.nvvm.sqrt.approx.ftz.f",
            "@__nvvm_reflect",
        ] {
            ensure!(all.contains(want), "the corpus lacks {want}");
        }
        Ok(())
    });
    for d in &DUMPS {
        t.run(&format!("nvptx::nvvm::triton::codegen::{}", d.name), || {
            let m = NvvmModule::from_ir(&format!("{}.ll", d.name), d.ir.as_bytes())?;
            let opts = gpujit::CompileOptions {
                arch: Some("sm_90".into()),
                ..Default::default()
            };
            let c = gpujit::compile_nvvm(&m, Target::Nvptx, &opts)?;
            let ptx = std::str::from_utf8(&c.image.bytes).context("PTX is text")?;
            let load = if d.name == "matmul_fp32" {
                "cp.async.ca.shared.global"
            } else {
                "ld.global.b32"
            };
            ensure!(ptx.contains(load), "Triton's `{load}` is not in the PTX");
            // Triton's block size, as written; ptxas refuses `.maxntid`
            // beside `.reqntid`.
            ensure!(
                ptx.contains(".reqntid 128") && !ptx.contains(".maxntid"),
                "launch directives as written:\n{ptx}"
            );
            let lifted = m.lift()?;
            ensure!(
                lifted.kernels() == m.kernels(),
                "signatures differ once lifted"
            );
            let c = gpujit::compile(&lifted, Target::Nvptx, &opts)?;
            let ptx = std::str::from_utf8(&c.image.bytes).context("PTX is text")?;
            ensure!(
                ptx.contains(".maxntid 128") && !ptx.contains(".reqntid"),
                "launch directives once lifted:\n{ptx}"
            );
            Ok(())
        });
    }
    for (tag, dev) in devices {
        let cuda = dev.info().backend == gpujit::Backend::Cuda;
        for d in &DUMPS {
            t.run(&format!("{tag}::nvvm::triton::{}", d.name), || {
                let m = NvvmModule::from_ir(&format!("{}.ll", d.name), d.ir.as_bytes())?;
                let c = gpujit::compile_for(*dev, &m.lift()?)?;
                let k = dev.load(&c.image)?.kernel(&kernel_name(d)?)?;
                launch(*dev, d, &k)
            });
            if cuda {
                t.run(&format!("{tag}::nvvm::triton::native::{}", d.name), || {
                    let m = NvvmModule::from_ir(&format!("{}.ll", d.name), d.ir.as_bytes())?;
                    let c = gpujit::compile_nvvm_for(*dev, &m)?;
                    let k = dev.load(&c.image)?.kernel(&kernel_name(d)?)?;
                    launch(*dev, d, &k)
                });
            }
        }
    }
}
