//! The CUDA runtime benchmark (`gpujit-bench --cudart`): one CUDA program
//! (`bench/cudart_bench.cu`) built three ways and run on the same GPU in one
//! run, each printing its launch overhead, copy bandwidths, allocation cost
//! and a triad program's bandwidth:
//!
//! - `nvidia`: nvcc's build against NVIDIA's libcudart (the reference);
//! - `gpujit-runtime`: nvcc's `-cudart shared` build run with gpujit's
//!   `libcudart.so` first on `LD_LIBRARY_PATH`;
//! - `gpujit-cc`: `gpujit cc`'s build (gpujit's runtime, device code JIT-compiled).
//!
//! Goals (gpujit over NVIDIA): launch ≤ 1.10×, copies ≥ 0.95×, cudaMalloc +
//! cudaFree ≤ 1.5×, triad ≥ 0.95×. Launch overhead is measured twice: the
//! host time to queue a batch of launches the driver's queue holds (the
//! runtime's own cost), and launches back to back with the wait (the rate
//! the GPU takes them at, where the runtimes' costs hide behind the GPU's). Measured beside them, without a goal:
//! each build's time (nvcc, nvcc `-cudart shared`, `gpujit cc`) and the
//! program's first launch (NVIDIA: loading the module; gpujit: compiling it,
//! with its caches empty; the driver's JIT cache is off for every build), and
//! a launch of a captured graph of four independent branches, and the
//! launch overhead on four blocking streams in turn. The
//! runs alternate (forward, then backward, twice) and each figure keeps its
//! best of the four.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail, ensure};
use serde_json::{Map, Value, json};

/// What `--cudart` was asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CudartArgs {
    /// The benchmark program's source.
    pub source: PathBuf,
    /// nvcc.
    pub nvcc: PathBuf,
    /// Small sizes (a check, not a measurement).
    pub quick: bool,
    /// The device gpujit's builds run on (`GPUJIT_DEVICE`).
    pub device: String,
}

impl Default for CudartArgs {
    fn default() -> Self {
        CudartArgs {
            source: PathBuf::from("bench/cudart_bench.cu"),
            nvcc: PathBuf::from("/usr/local/cuda/bin/nvcc"),
            quick: false,
            device: "cuda".into(),
        }
    }
}

/// The `--cudart` command line's help text.
pub const USAGE: &str = "\
usage: gpujit-bench --cudart [--source FILE] [--nvcc PATH] [--device SPEC] [--quick]
                             [--json PATH]

gpujit's CUDA runtime against NVIDIA's libcudart, with one program
(bench/cudart_bench.cu) built by nvcc (NVIDIA's runtime), by nvcc -cudart
shared run with gpujit's libcudart.so, and by gpujit cc, on the same GPU:
launch overhead (goal <= 1.10x), cudaMemcpy H2D/D2H/D2D bandwidth (>= 0.95x),
cudaMalloc + cudaFree (<= 1.5x) and a triad program's bandwidth (>= 0.95x);
beside them each build's time and the first launch (gpujit's caches empty).

  --source FILE  the benchmark program (default bench/cudart_bench.cu)
  --nvcc PATH    nvcc (default /usr/local/cuda/bin/nvcc)
  --device SPEC  the device gpujit's builds run on (default cuda)
  --quick        small sizes: checks the program, measures nothing
  --json PATH    also write the figures as JSON";

/// Parses the arguments after `--cudart`. `Ok(None)` for `--help`.
pub fn parse_args(
    args: impl IntoIterator<Item = String>,
) -> Result<Option<(CudartArgs, Option<PathBuf>)>> {
    let mut a = CudartArgs::default();
    let json = crate::walk_flags(args, "--cudart", |flag, value| {
        match flag {
            "--source" => a.source = PathBuf::from(value()?),
            "--nvcc" => a.nvcc = PathBuf::from(value()?),
            "--device" => a.device = value()?,
            "--quick" => a.quick = true,
            _ => return Ok(false),
        }
        Ok(true)
    })?;
    Ok(json.map(|j| (a, j)))
}

/// Figures, lower better (`true`) or higher better, and the goal's bound
/// (none for what is measured without one).
const METRICS: &[(&str, bool, Option<f64>)] = &[
    ("launch_enqueue_us", true, Some(1.10)),
    ("launch_kernel_api_enqueue_us", true, Some(1.10)),
    ("launch_us", true, Some(1.10)),
    ("launch_kernel_api_us", true, Some(1.10)),
    ("memcpy_h2d_gbs", false, Some(0.95)),
    ("memcpy_d2h_gbs", false, Some(0.95)),
    ("memcpy_d2d_gbs", false, Some(0.95)),
    ("malloc_free_us", true, Some(1.5)),
    ("triad_gbs", false, Some(0.95)),
    ("first_launch_ms", true, None),
    ("graph_4_branches_us", true, None),
    ("launch_4_streams_us", true, None),
    ("build_s", true, None),
];

fn run_one(
    exe: &Path,
    env: &[(&str, &Path)],
    device: &str,
    quick: bool,
) -> Result<Map<String, Value>> {
    let mut cmd = Command::new(exe);
    cmd.env("GPUJIT_DEVICE", device)
        .env("CUDA_CACHE_DISABLE", "1");
    for (k, v) in env {
        cmd.env(k, v);
    }
    if quick {
        cmd.arg("quick");
    }
    let out = cmd
        .output()
        .with_context(|| format!("running {}", exe.display()))?;
    ensure!(
        out.status.success(),
        "{} failed ({}): {}",
        exe.display(),
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    let line = text
        .lines()
        .rev()
        .find(|l| l.starts_with('{'))
        .unwrap_or("");
    match serde_json::from_str::<Value>(line) {
        Ok(Value::Object(m)) => Ok(m),
        _ => bail!("{} printed no JSON: {text}", exe.display()),
    }
}

/// Builds and runs the three variants; the JSON document.
pub fn run(args: &CudartArgs) -> Result<Value> {
    let work = std::env::temp_dir().join(format!("gpujit-cudart-bench-{}", std::process::id()));
    std::fs::create_dir_all(&work)?;
    let src = args.source.display().to_string();
    let nvidia = work.join("nvidia");
    let shared = work.join("shared");
    let ours = work.join("gpujit-cc");
    let mut build_s: Map<String, Value> = Map::new();
    for (name, exe, extra) in [
        ("nvidia", &nvidia, &[][..]),
        ("gpujit-runtime", &shared, &["-cudart", "shared"][..]),
    ] {
        let t = std::time::Instant::now();
        let st = Command::new(&args.nvcc)
            .args(["-O3", "-o"])
            .arg(exe)
            .args(extra)
            .arg(&src)
            .status()
            .with_context(|| format!("running {}", args.nvcc.display()))?;
        ensure!(st.success(), "nvcc failed on {src}");
        build_s.insert(name.into(), json!(t.elapsed().as_secs_f64()));
    }
    let t = std::time::Instant::now();
    gpujit_cc::main(&[
        src.clone(),
        "-O3".into(),
        "-o".into(),
        ours.display().to_string(),
    ])?;
    build_s.insert("gpujit-cc".into(), json!(t.elapsed().as_secs_f64()));
    let lib = work.join("lib");
    std::fs::create_dir_all(&lib)?;
    let runtime = gpujit_cc::runtime_dir()?.join("libcudart.so");
    for n in ["libcudart.so.12", "libcudart.so.13"] {
        let _ = std::fs::remove_file(lib.join(n));
        std::os::unix::fs::symlink(&runtime, lib.join(n))?;
    }
    type Variant<'a> = (&'a str, &'a Path, Vec<(&'a str, &'a Path)>);
    let variants: Vec<Variant> = vec![
        ("nvidia", &nvidia, vec![]),
        (
            "gpujit-runtime",
            &shared,
            vec![("LD_LIBRARY_PATH", lib.as_path())],
        ),
        ("gpujit-cc", &ours, vec![]),
    ];
    let mut best: Map<String, Value> = Map::new();
    // Forward then backward, twice: a launch's cost drifts by several per cent
    // between processes, more than the differences measured.
    let there_and_back = (0..variants.len()).chain((0..variants.len()).rev());
    let order: Vec<usize> = there_and_back.clone().chain(there_and_back).collect();
    let runs = order.len() / variants.len();
    for (run, i) in order.into_iter().enumerate() {
        let (name, exe, env) = &variants[i];
        // gpujit's compile caches start empty at every run: the first launch compiles.
        let cache = work.join(format!("cache-{run}"));
        let mut env = env.clone();
        env.push(("GPUJIT_CACHE_DIR", cache.as_path()));
        let mut got = run_one(exe, &env, &args.device, args.quick)
            .with_context(|| format!("the {name} build"))?;
        if let Some(s) = build_s.get(*name) {
            got.insert("build_s".into(), s.clone());
        }
        let slot = best
            .entry(name.to_string())
            .or_insert_with(|| Value::Object(Map::new()));
        for (metric, lower, _) in METRICS {
            let Some(v) = got.get(*metric).and_then(Value::as_f64) else {
                continue;
            };
            let keep = match slot.get(*metric).and_then(Value::as_f64) {
                Some(old) if *lower => v < old,
                Some(old) => v > old,
                None => true,
            };
            if keep {
                slot[*metric] = json!(v);
            }
        }
    }
    let _ = std::fs::remove_dir_all(&work);
    let mut ratios = Map::new();
    for variant in ["gpujit-runtime", "gpujit-cc"] {
        let mut r = Map::new();
        for (metric, lower, goal) in METRICS {
            let (Some(ours), Some(theirs)) = (
                best[variant].get(*metric).and_then(Value::as_f64),
                best["nvidia"].get(*metric).and_then(Value::as_f64),
            ) else {
                continue;
            };
            let ratio = ours / theirs;
            let met = goal.map(|g| if *lower { ratio <= g } else { ratio >= g });
            r.insert(
                metric.to_string(),
                json!({"ratio": crate::round(ratio), "goal": goal, "met": met}),
            );
        }
        ratios.insert(variant.to_string(), Value::Object(r));
    }
    let device = gpujit::open(&args.device)
        .map(|d| format!("{} ({})", d.info().name, d.info().arch))
        .unwrap_or_else(|e| format!("{} (not opened: {e})", args.device));
    let doc = json!({
        "benchmark": "cudart",
        "device": device,
        "quick": args.quick,
        "runs": runs,
        "figures": best,
        "ratios_over_nvidia": ratios,
    });
    println!("{}", render(&doc));
    Ok(doc)
}

/// The table of a `--cudart` document.
pub fn render(doc: &Value) -> String {
    let mut s = String::from(
        "| figure | NVIDIA libcudart | gpujit runtime (nvcc build) | ratio | gpujit cc | ratio | goal |\n|---|---|---|---|---|---|---|\n",
    );
    for (metric, lower, goal) in METRICS {
        let f = |v: &str| {
            doc["figures"][v][*metric]
                .as_f64()
                .map_or("-".into(), |x| format!("{x:.3}"))
        };
        let r = |v: &str| {
            doc["ratios_over_nvidia"][v][*metric]["ratio"]
                .as_f64()
                .map_or("-".into(), |x| format!("{x:.3}x"))
        };
        let goal = goal.map_or("-".into(), |g| {
            format!("{}{g}x", if *lower { "<= " } else { ">= " })
        });
        s.push_str(&format!(
            "| {metric} | {} | {} | {} | {} | {} | {goal} |\n",
            f("nvidia"),
            f("gpujit-runtime"),
            r("gpujit-runtime"),
            f("gpujit-cc"),
            r("gpujit-cc"),
        ));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_without_a_goal_render_without_one() {
        let doc = json!({
            "figures": {
                "nvidia": {"launch_us": 3.5, "first_launch_ms": 40.0},
                "gpujit-cc": {"launch_us": 3.8, "first_launch_ms": 120.0},
            },
            "ratios_over_nvidia": {
                "gpujit-cc": {
                    "launch_us": {"ratio": 1.086, "goal": 1.1, "met": true},
                    "first_launch_ms": {"ratio": 3.0, "goal": null, "met": null},
                },
            },
        });
        let t = render(&doc);
        assert!(
            t.contains("| launch_us | 3.500 | - | - | 3.800 | 1.086x | <= 1.1x |"),
            "{t}"
        );
        assert!(
            t.contains("| first_launch_ms | 40.000 | - | - | 120.000 | 3.000x | - |"),
            "{t}"
        );
    }
}
