//! `gpujit-bench --specialize`'s policy rows: each kernel launched through a
//! [`Specializer`] with the default [`Policy`] (variants compiled in the
//! background, timed with device events and dropped when slower than
//! `min_speedup` allows), against its generic kernel alone.
//!
//! Two figures per kernel: end to end, `launches` launches through the
//! specializer from its first (the generic kernel runs while the variant
//! compiles; timed launches included) against as many of the generic kernel;
//! and once the policy has settled (the variant judged, or dropped), batches
//! of launches through it against batches of the generic kernel. What the
//! policy ended up launching is reported with its counters.

use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use gpujit::cache::Cache;
use gpujit::specialize::{KernelSource, Policy, Specialize, Specialized, Specializer};
use gpujit::{Device, DeviceExt, Jit, KernelArg, NvvmModule};
use serde_json::{Value, json};

use super::{Case, per_launch, reopen, upload};

/// How the policy ended with a kernel's variant.
fn outcome(k: &Specialized, slower: u64) -> &'static str {
    let vs = k.variants();
    match vs.first() {
        _ if slower > 0 => "dropped as slower",
        Some(v) if v.judged => "kept",
        Some(v) if v.error.is_some() => "failed",
        Some(v) if v.ready => "not judged yet",
        Some(_) => "compiling",
        None => "none",
    }
}

/// The specialization the case's variant has: its folded scalars by name,
/// the block size, and the grid size where it folds it.
fn spec(case: &Case, nvvm: &NvvmModule) -> Result<Specialize> {
    let sig = nvvm
        .kernels()
        .iter()
        .find(|k| k.name == case.kernel)
        .context("kernel missing from its module")?;
    let names = case
        .fold
        .iter()
        .map(|&i| {
            sig.params
                .get(i)
                .map(|p| p.name.clone())
                .filter(|n| !n.is_empty())
                .with_context(|| format!("parameter {i} has no name"))
        })
        .collect::<Result<Vec<_>>>()?;
    let spec = Specialize::args(names).block();
    Ok(if case.grid { spec.grid() } else { spec })
}

/// Runs `case` through the default policy: the JSON section and the table row.
pub(super) fn measure(
    dev: &dyn Device,
    case: &Case,
    launches: usize,
    reps: usize,
) -> Result<(Value, Vec<String>)> {
    let nvvm = NvvmModule::from_ir(case.file, case.ir.as_bytes())?;
    let jit = Arc::new(Jit::new(reopen(dev)?, Cache::new(None, 0, 64))?);
    let generic = jit.load_nvvm(&nvvm)?.kernel(case.kernel)?;
    let policy = Policy::default();
    let sp = Specializer::with_jit(jit.clone(), policy);
    let k = sp.kernel(
        &KernelSource::Nvvm(nvvm.clone()),
        case.kernel,
        spec(case, &nvvm)?,
    )?;
    let dev = jit.device();
    let mut bufs = upload(dev, case)?;
    let args: Vec<KernelArg<'_>> = case.kernel_args(&mut bufs);
    let through = || -> Result<()> {
        k.launch(&case.cfg, &args)?;
        Ok(())
    };
    let alone = || -> Result<()> {
        dev.launch(&generic, &case.cfg, &args)?;
        Ok(())
    };
    alone()?;
    dev.synchronize()?;
    // End to end from the specializer's first launch.
    let t = Instant::now();
    for _ in 0..launches {
        through()?;
    }
    dev.synchronize()?;
    let policy_s = t.elapsed().as_secs_f64();
    let t = Instant::now();
    for _ in 0..launches {
        alone()?;
    }
    dev.synchronize()?;
    let generic_s = t.elapsed().as_secs_f64();
    let end_to_end = json!({
        "launches": launches,
        "policy_ms": policy_s * 1e3,
        "generic_ms": generic_s * 1e3,
        "speedup": generic_s / policy_s,
    });
    // Settle: the variant compiled (unless dropped already), then launches
    // until it is judged.
    if sp.stats().slower == 0 {
        k.wait_ready(&case.cfg, &args, Duration::from_secs(300))?;
    }
    let cadence = 2 * policy.judge_after * policy.sample_every;
    for _ in 0..4 * cadence {
        if sp.stats().slower > 0 || k.variants().iter().any(|v| v.judged) {
            break;
        }
        through()?;
        dev.synchronize()?;
    }
    let (mut p, mut g) = (Vec::new(), Vec::new());
    for _ in 0..3 {
        p.push(per_launch(dev, reps, through)?);
        g.push(per_launch(dev, reps, alone)?);
    }
    let med = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    let (p, g) = (med(p), med(g));
    let s = sp.stats();
    let outcome = outcome(&k, s.slower);
    let judged_speedup = k.variants().first().and_then(|v| {
        let (m, gm) = (v.mean_time?, v.generic_mean_time?);
        Some(gm.as_secs_f64() / m.as_secs_f64())
    });
    let doc = json!({
        "outcome": outcome,
        "judged_speedup": judged_speedup,
        "end_to_end": end_to_end,
        "settled": { "policy_us": p, "generic_us": g, "speedup": g / p },
        "stats": {
            "variants_compiled": s.variants_compiled,
            "slower": s.slower,
            "timed_launches": s.timed_launches,
            "untimed": s.untimed,
            "generic_launches": s.generic_launches,
            "variant_launches": s.variant_launches,
            "compile_ms": s.compile_time.as_secs_f64() * 1e3,
            "estimated_saved_ms": s.estimated_saved * 1e3,
        },
    });
    let row = vec![
        case.name.to_string(),
        outcome.to_string(),
        judged_speedup.map_or("—".into(), |x| format!("{x:.2}x")),
        format!("{:.2}x", generic_s / policy_s),
        format!("{:.1}", g),
        format!("{:.1}", p),
        format!("{:.2}x", g / p),
        format!("{}/{}", s.variant_launches, s.generic_launches),
    ];
    Ok((doc, row))
}

/// The policy table's heading.
pub(super) const HEAD: [&str; 8] = [
    "kernel",
    "policy kept",
    "its timed speed-up",
    "end to end",
    "generic µs",
    "settled µs",
    "settled speed-up",
    "variant/generic launches",
];
