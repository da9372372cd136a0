//! The runs of `--many` at one element count: the JIT kernels, the tiered
//! runtime's interpreter alone, and the tiered runtime, cold and warm, over a
//! number of passes of every program, beside the pure JIT.
//!
//! Every runtime here starts with the interpreter kernel in its cache (it is
//! compiled once per device; its cold compile is reported apart), and every
//! figure is wall time from creating the runtime (or JIT) to the last result
//! of the last program, device synchronised.

use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

use anyhow::{Context, Result, ensure};
use gpujit::cache::Cache;
use gpujit::tiered::{CompileWhen, Policy, Tiered};
use gpujit::{Buffer, Device, DeviceExt, Image, Jit, Kernel, LaunchConfig, PortableModule};
use serde_json::{Value, json};

use super::{MAX_INPUTS, Program, Rng, check, digest, ms, par_each, program_args};

/// What every run at one element count shares.
pub(super) struct Setup<'a> {
    pub dev: &'a Arc<dyn Device>,
    pub progs: &'a [Program],
    pub modules: &'a [PortableModule],
    /// The programs compiled one by one, for the JIT rows.
    pub kernels: &'a [Kernel],
    pub interp_module: &'a PortableModule,
    pub interp_image: &'a Image,
    /// A disk cache holding every program compiled alone (the pure JIT's warm cache).
    pub warm_dir: &'a Path,
    pub threads: usize,
    pub batch: usize,
    pub passes: usize,
    /// The fastest cold compile+load of all programs measured before.
    pub best_cold_ms: f64,
    /// How the tiered runtimes' JITs link cubins (CUDA).
    pub linker: gpujit::CubinLinker,
}

struct Data {
    xs: Vec<Vec<f32>>,
    bufs: Vec<Buffer<f32>>,
    outs: Vec<Buffer<f32>>,
    n: usize,
    /// Digests of the JIT kernels' outputs, checked against the CPU: every
    /// other run must produce the same bits (the programs contract nothing,
    /// so both tiers compute exactly what the JIT kernels do).
    reference: Vec<u64>,
}

impl Setup<'_> {
    /// A JIT over `cache` that already holds the interpreter kernel.
    fn jit(&self, cache: Cache) -> Result<Arc<Jit>> {
        let jit = Jit::new(Box::new(self.dev.clone()), cache)?.with_cubin_linker(self.linker)?;
        jit.cache()
            .put(&jit.key(self.interp_module), self.interp_image);
        Ok(Arc::new(jit))
    }

    fn policy(&self, compile: CompileWhen) -> Policy {
        Policy {
            compile,
            // The launching thread keeps a core.
            threads: self.threads.saturating_sub(1).max(1),
            batch: self.batch,
            ..Policy::default()
        }
    }

    /// Checks every output against the reference digests, bit for bit.
    fn outputs(&self, data: &Data, who: &str) -> Result<()> {
        par_each(data.outs.len(), |i| {
            let got = digest(&self.dev.download(&data.outs[i])?);
            ensure!(
                got == data.reference[i],
                "{who}: program {i}'s output differs from the JIT kernel's ({:?})",
                self.progs[i]
            );
            Ok(())
        })
    }

    /// Clears every output, so that a run that wrote nothing is caught.
    fn clear(&self, data: &mut Data) -> Result<()> {
        let zeros = vec![f32::NAN; data.n];
        for o in &mut data.outs {
            self.dev.write(o, &zeros)?;
        }
        Ok(())
    }

    /// One pass of `kernels` (the JIT kernels of the programs, in order).
    fn jit_pass(&self, kernels: &[Kernel], data: &mut Data) -> Result<()> {
        let cfg = LaunchConfig::for_elems(data.n, 256);
        for ((k, p), out) in kernels.iter().zip(self.progs).zip(&mut data.outs) {
            self.dev
                .launch(k, &cfg, &program_args(p, &data.bufs, out, data.n))?;
        }
        Ok(())
    }

    /// `passes` passes of every program on the tiered runtime `rt`, after
    /// submitting them; returns (first pass ms, all passes ms) from `t`.
    fn tiered_passes(&self, rt: &Tiered, data: &mut Data, t: Instant) -> Result<(f64, f64)> {
        Ok(self.tiered_passes_timed(rt, data, t)?.0)
    }

    /// [`Setup::tiered_passes`], also returning the milliseconds from `t` at the end of
    /// every pass (where the time goes: fixed costs or each pass).
    fn tiered_passes_timed(
        &self,
        rt: &Tiered,
        data: &mut Data,
        t: Instant,
    ) -> Result<((f64, f64), Vec<f64>)> {
        let programs = rt
            .submit_many(self.modules)
            .into_iter()
            .collect::<gpujit::Result<Vec<_>>>()?;
        let cfg = LaunchConfig::for_elems(data.n, 256);
        let mut first = 0.0;
        let mut ends = Vec::with_capacity(self.passes);
        for pass in 0..self.passes {
            for ((p, prog), out) in self.progs.iter().zip(&programs).zip(&mut data.outs) {
                rt.launch(prog, &cfg, &program_args(p, &data.bufs, out, data.n))?;
            }
            if pass == 0 {
                self.dev.synchronize()?;
                first = ms(t);
            }
            ends.push(ms(t));
        }
        self.dev.synchronize()?;
        Ok(((first, ms(t)), ends))
    }
}

fn stats_json(rt: &Tiered) -> Value {
    let s = rt.stats();
    json!({
        "interpreter_runs": s.interpreter_runs,
        "jit_runs": s.jit_runs,
        "compiled": s.compiled,
        "cache_hits": s.cache_hits,
        "modules_compiled": s.modules_compiled,
        "compile_errors": s.compile_errors,
        "refused": s.refused,
        "compile_time_ms": s.compile_time.as_secs_f64() * 1e3,
        "time_saved_ms": s.time_saved.as_secs_f64() * 1e3,
    })
}

/// Every run at `n` elements.
pub(super) fn run_elems(s: &Setup<'_>, n: usize) -> Result<Value> {
    let dev = s.dev;
    let mut rng = Rng(n as u64 + 7);
    let xs: Vec<Vec<f32>> = (0..MAX_INPUTS)
        .map(|_| (0..n).map(|_| rng.unit()).collect())
        .collect();
    let mut data = Data {
        reference: Vec::new(),
        bufs: xs
            .iter()
            .map(|x| dev.upload(x))
            .collect::<gpujit_device::Result<Vec<_>>>()?,
        outs: (0..s.progs.len())
            .map(|_| dev.alloc::<f32>(n))
            .collect::<gpujit_device::Result<Vec<_>>>()?,
        xs,
        n,
    };
    let cfg = LaunchConfig::for_elems(n, 256);
    // One pass of the JIT kernels, checked against the CPU: the reference.
    dev.synchronize()?;
    let t = Instant::now();
    s.jit_pass(s.kernels, &mut data)?;
    dev.synchronize()?;
    let jit_run_ms = ms(t);
    let outs = data
        .outs
        .iter()
        .map(|o| dev.download(o))
        .collect::<gpujit_device::Result<Vec<_>>>()?;
    check(s.progs, &data.xs, &outs, "JIT kernels")?;
    data.reference = outs.iter().map(|o| digest(o)).collect();
    drop(outs);
    s.clear(&mut data)?;

    // The interpreter alone: first results, then one more pass.
    let t = Instant::now();
    let rt = Tiered::with_jit(
        s.jit(Cache::new(None, 0, 16))?,
        s.policy(CompileWhen::Never),
    )?;
    let programs = rt
        .submit_many(s.modules)
        .into_iter()
        .collect::<gpujit::Result<Vec<_>>>()?;
    for ((p, prog), out) in s.progs.iter().zip(&programs).zip(&mut data.outs) {
        rt.launch(prog, &cfg, &program_args(p, &data.bufs, out, n))?;
    }
    dev.synchronize()?;
    let interp_first_ms = ms(t);
    s.outputs(&data, "interpreter")?;
    let t = Instant::now();
    for ((p, prog), out) in s.progs.iter().zip(&programs).zip(&mut data.outs) {
        rt.launch(prog, &cfg, &program_args(p, &data.bufs, out, n))?;
    }
    dev.synchronize()?;
    let interp_run_ms = ms(t);
    ensure!(
        rt.stats().interpreter_runs == 2 * s.progs.len() as u64 && rt.stats().compiled == 0,
        "the interpreter-only runtime compiled: {:?}",
        rt.stats()
    );
    drop(programs);
    drop(rt);

    // The tiered runtime from a cold cache, compiling at first run and on submission.
    let mut cold = serde_json::Map::new();
    for (key, when) in [
        ("first_run", CompileWhen::FirstRun),
        ("on_submit", CompileWhen::OnSubmit),
    ] {
        crate::progress(&format!("many: tiered, cold, compile {key}, n={n}"));
        s.clear(&mut data)?;
        let t = Instant::now();
        let rt = Tiered::with_jit(s.jit(Cache::new(None, 0, 1 << 16))?, s.policy(when))?;
        let (first, total) = s.tiered_passes(&rt, &mut data, t)?;
        s.outputs(&data, &format!("tiered ({key})"))?;
        cold.insert(
            key.into(),
            json!({ "first_result_ms": first, "passes_ms": total, "stats": stats_json(&rt) }),
        );
    }

    // The pure JIT from a cold cache: its fastest compile+load, then the passes.
    dev.synchronize()?;
    let t = Instant::now();
    for _ in 0..s.passes {
        s.jit_pass(s.kernels, &mut data)?;
    }
    dev.synchronize()?;
    let jit_passes_ms = ms(t);

    // Warm caches: the pure JIT's holds every program alone; the tiered
    // runtime's is what a tiered runtime stored (batches and links to them).
    crate::progress(&format!("many: warm caches, n={n}"));
    let tiered_dir = s.warm_dir.with_extension(format!("tiered-{n}"));
    let _ = std::fs::remove_dir_all(&tiered_dir);
    {
        let rt = Tiered::with_jit(
            s.jit(Cache::new(Some(tiered_dir.clone()), 1 << 32, 1 << 16))?,
            s.policy(CompileWhen::OnSubmit),
        )?;
        let programs = rt
            .submit_many(s.modules)
            .into_iter()
            .collect::<gpujit::Result<Vec<_>>>()?;
        for p in &programs {
            ensure!(
                rt.wait_compiled(p, std::time::Duration::from_secs(600))?,
                "program {} did not compile in time",
                p.name()
            );
        }
    }
    let t = Instant::now();
    let warm = Jit::new(
        Box::new(dev.clone()),
        Cache::new(Some(s.warm_dir.to_path_buf()), 1 << 32, 1 << 16),
    )?;
    let images = warm.compile_many(s.modules, s.threads);
    let kernels = images
        .into_iter()
        .zip(s.modules)
        .map(|(img, m)| {
            let name = &m.kernels()[0].name;
            Ok(dev.load(img?.as_ref())?.kernel(name)?)
        })
        .collect::<Result<Vec<_>>>()?;
    let jit_warm_setup_ms = ms(t);
    let mut jit_warm_ends = Vec::with_capacity(s.passes);
    for _ in 0..s.passes {
        s.jit_pass(&kernels, &mut data)?;
        jit_warm_ends.push(ms(t));
    }
    dev.synchronize()?;
    let jit_warm_ms = ms(t);
    drop(kernels);
    s.clear(&mut data)?;
    let t = Instant::now();
    let rt = Tiered::with_jit(
        s.jit(Cache::new(Some(tiered_dir.clone()), 1 << 32, 1 << 16))?,
        s.policy(CompileWhen::FirstRun),
    )?;
    let passes = s.tiered_passes_timed(&rt, &mut data, t);
    let warm_stats = stats_json(&rt);
    drop(rt);
    let _ = std::fs::remove_dir_all(&tiered_dir);
    let ((_, tiered_warm_ms), tiered_warm_ends) =
        passes.context("tiered runtime over a warm cache")?;
    s.outputs(&data, "tiered (warm)")?;

    Ok(json!({
        "elems": n,
        "jit_run_ms": jit_run_ms,
        "interp_run_ms": interp_run_ms,
        "interp_first_result_ms": interp_first_ms,
        "jit_time_to_result_cold_ms": s.best_cold_ms + jit_run_ms,
        "tiered_cold": cold,
        "jit_passes_cold_ms": s.best_cold_ms + jit_passes_ms,
        "jit_passes_warm_ms": jit_warm_ms,
        "tiered_passes_warm_ms": tiered_warm_ms,
        "tiered_warm_stats": warm_stats,
        "jit_warm_setup_ms": jit_warm_setup_ms,
        "jit_warm_pass_ends_ms": jit_warm_ends,
        "tiered_warm_pass_ends_ms": tiered_warm_ends,
    }))
}

/// The table of one element count.
pub(super) fn render(r: &Value, passes: &Value, programs: f64) -> String {
    let f = |v: &Value| v.as_f64().unwrap_or(f64::NAN);
    let goal = |ok: bool| if ok { "met" } else { "NO" };
    let mut s = format!(
        "  {} elements, all {} programs (ms; from creating the runtime to the last result)\n",
        r["elems"], programs
    );
    let interp_first = f(&r["interp_first_result_ms"]);
    s += &format!(
        "    one pass: JIT kernels {:.1}, interpreter {:.1}\n",
        f(&r["jit_run_ms"]),
        f(&r["interp_run_ms"])
    );
    s += &format!("    first result, interpreter alone        {interp_first:>10.1}\n");
    for (key, label) in [
        ("first_run", "tiered, compile at first run"),
        ("on_submit", "tiered, compile on submission"),
    ] {
        let first = f(&r["tiered_cold"][key]["first_result_ms"]);
        s += &format!(
            "    first result, {label:<28}{first:>8.1}  {:>5.2}x interpreter  (goal <= 1.2x: {})\n",
            first / interp_first,
            goal(first <= 1.2 * interp_first)
        );
    }
    let jit_cold = f(&r["jit_passes_cold_ms"]);
    s += &format!("    {passes} passes, cold, pure JIT (fastest compile + runs) {jit_cold:>9.1}\n");
    for key in ["first_run", "on_submit"] {
        let v = f(&r["tiered_cold"][key]["passes_ms"]);
        let st = &r["tiered_cold"][key]["stats"];
        s += &format!(
            "    {passes} passes, cold, tiered ({key:<9})          {v:>9.1}  {:>5.2}x pure JIT  runs interp/JIT {}/{}, {} modules, saved {:.0} ms\n",
            v / jit_cold,
            st["interpreter_runs"],
            st["jit_runs"],
            st["modules_compiled"],
            f(&st["time_saved_ms"])
        );
    }
    let (jw, tw) = (f(&r["jit_passes_warm_ms"]), f(&r["tiered_passes_warm_ms"]));
    let st = &r["tiered_warm_stats"];
    s += &format!("    {passes} passes, warm cache, pure JIT               {jw:>9.1}\n");
    s += &format!(
        "    {passes} passes, warm cache, tiered                 {tw:>9.1}  {:>5.2}x pure JIT  (goal <= 1.1x: {})  runs interp/JIT {}/{}, cache hits {}\n",
        tw / jw,
        goal(tw <= 1.1 * jw),
        st["interpreter_runs"],
        st["jit_runs"],
        st["cache_hits"]
    );
    s
}
