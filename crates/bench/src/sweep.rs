//! A sweep of transformer-shaped bf16 products through `gpujit_blas`
//! beside `torch.matmul` (`gpujit-bench --gemm-sweep`, with
//! `bench/gemm_sweep.py` timing PyTorch on the same shapes).
//!
//! The shapes ([`shapes`]): for each hidden size `H` and token count `M`,
//! the four linear layers of a transformer block as `C = X·Wᵀ` (`X` is
//! `M × K`, `W` is `N × K`, row-major): QKV (`N = 3H`, `K = H`), the
//! attention output (`H`, `H`), the MLP's up (`4H`, `H`) and down (`H`,
//! `4H`) projections; and for each sequence length `S` and head size `D`,
//! attention's two batched products over 32 heads: `Q·Kᵀ` (`S × S × D`) and
//! `P·V` (`S × D × S`, `V` row-major). bf16 in and out, `f32` accumulation.
//!
//! Every product is checked on sampled elements against an `f64` dot
//! product, then timed: calls queued back to back, one wait, three rounds,
//! the median per call. With PyTorch's figures (`--refs`), each shape gets
//! the ratio `torch ms / gpujit ms`; their geometric mean and the worst
//! shape are the summary (goal: geometric mean at least 0.90).

use std::time::Instant;

use anyhow::{Context, Result, bail, ensure};
use gpujit::DeviceExt;
use gpujit_blas::{Blas, DataType, Gemm, Matrix, MatrixMut, Op, Strided};
use gpujit_kernels::half::{bf16_bits, bf16_value};
use serde_json::{Value, json};

use crate::round;

/// Heads of the batched attention products.
pub const HEADS: usize = 32;

/// What `--gemm-sweep` was asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SweepArgs {
    /// Device spec.
    pub device: String,
    /// Hidden sizes.
    pub hidden: Vec<usize>,
    /// Token counts (`M` of the linear layers).
    pub tokens: Vec<usize>,
    /// Sequence lengths of the attention products.
    pub seq: Vec<usize>,
    /// Head sizes of the attention products.
    pub head_dim: Vec<usize>,
    /// PyTorch's figures (`bench/gemm_sweep.py --json`).
    pub refs: Option<std::path::PathBuf>,
    /// The most calls a timed round makes (fewer for large products).
    pub reps: usize,
}

impl Default for SweepArgs {
    fn default() -> Self {
        SweepArgs {
            device: "cuda".into(),
            hidden: vec![768, 4096, 8192],
            tokens: vec![1, 128, 2048, 16384],
            seq: vec![1024, 4096],
            head_dim: vec![64, 128],
            refs: None,
            reps: 200,
        }
    }
}

/// The `--gemm-sweep` command line's help text.
pub const USAGE: &str = "\
usage: gpujit-bench --gemm-sweep [--device SPEC] [--refs PATH] [--hidden LIST]
                                 [--tokens LIST] [--seq LIST] [--head-dim LIST] [--reps N]
                                 [--json PATH]

Times transformer-shaped bf16 products through gpujit_blas (each checked on
sampled elements first): the four linear layers of a block (X·Wᵀ: QKV, the
attention output, the MLP's up and down projections) for each hidden size and
token count, and attention's Q·Kᵀ and P·V over 32 heads for each sequence
length and head size. With --refs (bench/gemm_sweep.py's JSON, run with the
same lists) each shape gets torch.matmul's time and the ratio, and the
summary their geometric mean and the worst shape (goal: mean >= 0.90).

  --device SPEC    device (default cuda)
  --hidden LIST    hidden sizes (default 768,4096,8192)
  --tokens LIST    token counts (default 1,128,2048,16384)
  --seq LIST       sequence lengths (default 1024,4096)
  --head-dim LIST  head sizes (default 64,128)
  --refs PATH      PyTorch's figures for the same shapes
  --reps N         the most calls a timed round makes (default 200; fewer for large
                   products, down to 3)
  --json PATH      also write the figures as JSON";

fn list(v: &str, flag: &str) -> Result<Vec<usize>> {
    v.split(',').map(|x| crate::number(x, flag)).collect()
}

/// Parses the arguments after `--gemm-sweep`. `Ok(None)` for `--help`.
pub fn parse_args(
    args: impl IntoIterator<Item = String>,
) -> Result<Option<(SweepArgs, Option<std::path::PathBuf>)>> {
    let mut a = SweepArgs::default();
    let json = crate::walk_flags(args, "--gemm-sweep", |flag, value| {
        match flag {
            "--device" => a.device = value()?,
            "--hidden" => a.hidden = list(&value()?, flag)?,
            "--tokens" => a.tokens = list(&value()?, flag)?,
            "--seq" => a.seq = list(&value()?, flag)?,
            "--head-dim" => a.head_dim = list(&value()?, flag)?,
            "--refs" => a.refs = Some(value()?.into()),
            "--reps" => a.reps = crate::number(&value()?, flag)?,
            _ => return Ok(false),
        }
        Ok(true)
    })?;
    Ok(json.map(|j| (a, j)))
}

/// One product of the sweep: `batch` products `C = A·op(B)`, `A` `m × k`,
/// `B` `n × k` (`bt`) or `k × n`, all row-major and packed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shape {
    /// `h768 qkv m128`, `attn qk s1024 d64`, ...
    pub name: String,
    /// Rows of `C`.
    pub m: usize,
    /// Columns of `C`.
    pub n: usize,
    /// The inner size.
    pub k: usize,
    /// Products in the batch.
    pub batch: usize,
    /// `B` enters transposed (`n × k` row-major).
    pub bt: bool,
}

impl Shape {
    fn flops(&self) -> f64 {
        2.0 * (self.batch * self.m * self.n * self.k) as f64
    }
}

/// The sweep's shapes, in the order `bench/gemm_sweep.py` lists them.
pub fn shapes(a: &SweepArgs) -> Vec<Shape> {
    let mut out = Vec::new();
    for &h in &a.hidden {
        for (layer, n, k) in [
            ("qkv", 3 * h, h),
            ("out", h, h),
            ("up", 4 * h, h),
            ("down", h, 4 * h),
        ] {
            for &m in &a.tokens {
                out.push(Shape {
                    name: format!("h{h} {layer} m{m}"),
                    m,
                    n,
                    k,
                    batch: 1,
                    bt: true,
                });
            }
        }
    }
    for &s in &a.seq {
        for &d in &a.head_dim {
            out.push(Shape {
                name: format!("attn qk s{s} d{d}"),
                m: s,
                n: s,
                k: d,
                batch: HEADS,
                bt: true,
            });
            out.push(Shape {
                name: format!("attn pv s{s} d{d}"),
                m: s,
                n: d,
                k: s,
                batch: HEADS,
                bt: false,
            });
        }
    }
    out
}

/// bf16 bits of `n` pseudo-random values in [-1, 1).
fn random_bf16(n: usize, seed: u64) -> Vec<u16> {
    crate::cuda::pseudo_random_iter(seed)
        .take(n)
        .map(bf16_bits)
        .collect()
}

/// Checks 16 sampled elements of product `z` of `s`'s batch against an
/// `f64` dot product; the worst error relative to `Σ|a·b|`.
fn check(
    s: &Shape,
    (a, b): (&[u16], &[u16]),
    mut got: impl FnMut(usize) -> Result<f32>,
) -> Result<f64> {
    let mut worst = 0f64;
    for t in 0..16usize {
        let z = t % s.batch;
        let (i, j) = ((t * 977 + 5) % s.m, (t * 1511 + 11) % s.n);
        let (a0, b0) = (z * s.m * s.k, z * s.n * s.k);
        let (mut want, mut mag) = (0f64, 0f64);
        for l in 0..s.k {
            let bv = if s.bt {
                b[b0 + j * s.k + l]
            } else {
                b[b0 + l * s.n + j]
            };
            let p = f64::from(bf16_value(a[a0 + i * s.k + l])) * f64::from(bf16_value(bv));
            want += p;
            mag += p.abs();
        }
        let got = f64::from(got(z * s.m * s.n + i * s.n + j)?);
        ensure!(
            (got - want).abs() <= want.abs() / 128.0 + 1e-5 * mag + 1e-3,
            "{}: C[{z}][{i}][{j}] = {got}, reference {want} (Σ|a·b| = {mag:.1})",
            s.name
        );
        worst = worst.max((got - want).abs() / mag.max(1e-30));
    }
    Ok(worst)
}

/// PyTorch's milliseconds per shape name, from `bench/gemm_sweep.py`'s JSON.
fn torch_ms(path: &std::path::Path, want: &[Shape]) -> Result<(Vec<Option<f64>>, Value)> {
    let doc: Value = serde_json::from_str(
        &std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?,
    )?;
    let rows = doc["shapes"]
        .as_array()
        .with_context(|| format!("{}: no `shapes`", path.display()))?;
    let ms = want
        .iter()
        .map(|s| {
            rows.iter()
                .find(|r| r["name"] == s.name.as_str())
                .and_then(|r| r["torch_ms"].as_f64())
        })
        .collect();
    Ok((ms, doc["meta"].clone()))
}

/// Runs the sweep.
pub fn run(a: &SweepArgs) -> Result<Value> {
    let list = shapes(a);
    if list.is_empty() {
        bail!(
            "no shapes: give at least one hidden size and token count, or sequence length and head size"
        );
    }
    let (refs, torch_meta) = match &a.refs {
        Some(p) => {
            let (ms, meta) = torch_ms(p, &list)?;
            (ms, meta)
        }
        None => (vec![None; list.len()], Value::Null),
    };
    let blas = Blas::open(&a.device)?;
    let dev = blas.device();
    let most = |f: fn(&Shape) -> usize| list.iter().map(f).max().unwrap_or(0);
    let (la, lb, lc) = (
        most(|s| s.batch * s.m * s.k),
        most(|s| s.batch * s.n * s.k),
        most(|s| s.batch * s.m * s.n),
    );
    eprintln!(
        "gemm-sweep: {} shapes; inputs of {la} and {lb} elements",
        list.len()
    );
    let (ha, hb) = (random_bf16(la, 21), random_bf16(lb, 22));
    let (da, db) = (dev.upload(&ha)?, dev.upload(&hb)?);
    let mut dc = dev.alloc::<u16>(lc)?;
    let mut rows = Vec::new();
    let mut lines = vec![format!(
        "{:<26} {:>7} {:>7} {:>7} {:>5} {:>10} {:>9} {:>10} {:>7}  path",
        "shape", "m", "n", "k", "batch", "ms", "TFLOP/s", "torch ms", "ratio"
    )];
    let (mut log_sum, mut counted, mut worst): (f64, usize, Option<(f64, String)>) = (0.0, 0, None);
    for (s, torch) in list.iter().zip(&refs) {
        let g = Gemm::new(s.m as i64, s.n as i64, s.k as i64)
            .row_major()
            .trans(Op::N, if s.bt { Op::T } else { Op::N });
        let st = Strided::packed(&g, s.batch as i64);
        let path = blas.path_batched(&g, s.batch as u32, DataType::BF16, DataType::BF16)?;
        let call = |c: &mut gpujit::Buffer<u16>| -> Result<()> {
            Ok(blas.gemm_strided_batched_ex(
                &g,
                &st,
                Matrix::BF16(&da),
                Matrix::BF16(&db),
                MatrixMut::BF16(c),
            )?)
        };
        call(&mut dc)?;
        dev.synchronize()?;
        let mut bytes = [0u8; 2];
        let err = check(s, (&ha, &hb), |at| {
            dev.read_bytes(&dc, at * 2, &mut bytes)?;
            Ok(bf16_value(u16::from_le_bytes(bytes)))
        })?;
        let reps = ((2e11 / s.flops()) as usize).clamp(3.min(a.reps), a.reps);
        let mut samples = Vec::new();
        for _ in 0..3 {
            let t = Instant::now();
            for _ in 0..reps {
                call(&mut dc)?;
            }
            dev.synchronize()?;
            samples.push(t.elapsed().as_secs_f64() * 1e3 / reps as f64);
        }
        let ms = crate::median(&samples).context("no finite time")?;
        let ratio = torch.map(|t| t / ms);
        if let Some(r) = ratio {
            log_sum += r.ln();
            counted += 1;
            if worst.as_ref().is_none_or(|(w, _)| r < *w) {
                worst = Some((r, s.name.clone()));
            }
        }
        let tflops = s.flops() / (ms * 1e-3) / 1e12;
        lines.push(format!(
            "{:<26} {:>7} {:>7} {:>7} {:>5} {:>10.4} {:>9.1} {:>10} {:>7}  {path:?}",
            s.name,
            s.m,
            s.n,
            s.k,
            s.batch,
            ms,
            tflops,
            torch.map_or("-".into(), |t| format!("{t:.4}")),
            ratio.map_or("-".into(), |r| format!("{r:.3}")),
        ));
        rows.push(json!({
            "name": s.name, "m": s.m, "n": s.n, "k": s.k, "batch": s.batch, "bt": s.bt,
            "ms": round(ms), "tflops": round(tflops), "torch_ms": torch.map(round),
            "ratio": ratio.map(round), "path": format!("{path:?}"),
            "worst_error_of_abs_sum": err,
        }));
    }
    let geomean = (counted > 0).then(|| (log_sum / counted as f64).exp());
    let missing: Vec<&str> = list
        .iter()
        .zip(&refs)
        .filter(|(_, r)| a.refs.is_some() && r.is_none())
        .map(|(s, _)| s.name.as_str())
        .collect();
    if let Some(g) = geomean {
        lines.push(format!(
            "geometric mean of torch ms / gpujit ms over {counted} shapes: {g:.3} (goal >= 0.90); worst: {}",
            worst
                .as_ref()
                .map_or("-".into(), |(r, n)| format!("{n} at {r:.3}"))
        ));
    }
    if !missing.is_empty() {
        lines.push(format!(
            "no torch figure in the references for {} shapes: {}",
            missing.len(),
            missing.join(", ")
        ));
    }
    println!("{}", lines.join("\n"));
    Ok(json!({
        "meta": crate::meta(),
        "gemm_sweep": {
            "device": dev.info().name,
            "heads": HEADS,
            "shapes": rows,
            "geomean_ratio": geomean.map(round),
            "worst": worst.map(|(r, n)| json!({ "name": n, "ratio": round(r) })),
            "goal_geomean": 0.9,
            "shapes_without_reference": missing,
            "torch": torch_meta,
        },
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_are_a_blocks_layers_and_attention() {
        let a = SweepArgs {
            hidden: vec![64],
            tokens: vec![1, 8],
            seq: vec![32],
            head_dim: vec![16],
            ..SweepArgs::default()
        };
        let s = shapes(&a);
        assert_eq!(s.len(), 4 * 2 + 2);
        assert_eq!((s[0].m, s[0].n, s[0].k), (1, 192, 64));
        assert_eq!((s[7].m, s[7].n, s[7].k), (8, 64, 256));
        let pv = &s[9];
        assert_eq!(
            (pv.m, pv.n, pv.k, pv.batch, pv.bt),
            (32, 16, 32, HEADS, false)
        );
        assert_eq!(SweepArgs::default().hidden, [768, 4096, 8192]);
        assert_eq!(shapes(&SweepArgs::default()).len(), 3 * 4 * 4 + 8);
    }
}
