//! The many-programs benchmark (`gpujit-bench --many`): an AI framework's
//! load of a thousand distinct small programs, each an arithmetic expression
//! over 2–4 input arrays.
//!
//! Every program is compiled and loaded through [`gpujit::Jit`] several ways
//! (serially, on many threads, packed into batched modules — also with fresh
//! target machines per module, as before they were kept, and with nvJitLink
//! where present — and from a warm disk cache), then run; the same programs
//! run on [`gpujit::tiered`]'s interpreter alone and on the tiered runtime,
//! cold and over a warm cache, for a number of passes. Every result is
//! checked against a CPU evaluation, and the times are printed side by side.

mod linkers;
mod tiered;

use std::sync::Arc;
use std::time::Instant;

use anyhow::{Result, bail, ensure};
use gpujit::cache::Cache;
use gpujit::ir::{Axis, KernelBuilder, ModuleOptions, PortableModule, Value as Val, build, p};
use gpujit::{Buffer, Device, Jit, KernelArg};
use gpujit_kernels::rng::Rng;
use serde_json::{Value, json};

/// Values a program holds: inputs first, then one per instruction.
pub const REGS: u32 = 16;
const MAX_INPUTS: usize = 4;
const MAX_LEN: usize = (REGS as usize) - MAX_INPUTS;

/// One operation of a generated program.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Op {
    /// `a + b`
    Add,
    /// `a - b`
    Sub,
    /// `a * b`
    Mul,
    /// `min(a, b)`
    Min,
    /// `max(a, b)`
    Max,
    /// `fma(a, b, c)`
    Fma,
    /// `a + imm`
    AddImm,
    /// `a * imm`
    MulImm,
    /// `|a|`
    Abs,
}

const OPS: [Op; 9] = [
    Op::Add,
    Op::Sub,
    Op::Mul,
    Op::Min,
    Op::Max,
    Op::Fma,
    Op::AddImm,
    Op::MulImm,
    Op::Abs,
];

/// `dst = op(a, b, c, imm)`; the destination of instruction `i` is register
/// `inputs + i`, so programs are in SSA form and the last one is the result.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Instr {
    /// Operation.
    pub op: Op,
    /// Operand registers.
    pub src: [u8; 3],
    /// Immediate operand of `AddImm`/`MulImm`.
    pub imm: f32,
}

/// A generated program: `out[i] = f(x0[i], …)`.
#[derive(Debug, Clone, PartialEq)]
pub struct Program {
    /// Number of input arrays, 2–4.
    pub inputs: usize,
    /// Its instructions, 3–12.
    pub code: Vec<Instr>,
}

/// `count` distinct programs from `seed`.
pub fn programs(count: usize, seed: u64) -> Vec<Program> {
    let mut rng = Rng(seed.max(1));
    let mut out: Vec<Program> = Vec::with_capacity(count);
    while out.len() < count {
        let inputs = 2 + rng.below(3);
        let len = 3 + rng.below(MAX_LEN - 2);
        let mut code = Vec::with_capacity(len);
        for i in 0..len {
            let live = inputs + i;
            // The last instruction reads the one before it, so nothing is dead.
            let mut src = [0u8; 3].map(|_| rng.below(live) as u8);
            if i > 0 {
                src[0] = (live - 1) as u8;
            }
            code.push(Instr {
                op: OPS[rng.below(OPS.len())],
                src,
                imm: (rng.unit() * 2.0 * 64.0).round() / 64.0,
            });
        }
        let p = Program { inputs, code };
        if !out.contains(&p) {
            out.push(p);
        }
    }
    out
}

impl Program {
    /// Evaluates the program on one element, as the kernels do (no contraction).
    pub fn eval(&self, x: &[f32]) -> f32 {
        let mut r = [0f32; REGS as usize];
        r[..self.inputs].copy_from_slice(&x[..self.inputs]);
        for (i, ins) in self.code.iter().enumerate() {
            let [a, b, c] = ins.src.map(|s| r[s as usize]);
            r[self.inputs + i] = apply(ins.op, a, b, c, ins.imm);
        }
        r[self.inputs + self.code.len() - 1]
    }

    /// The program as a kernel of its own, `name(x0…, out, n)`.
    pub fn module(&self, name: &str) -> Result<PortableModule> {
        let mut params: Vec<_> = (0..self.inputs)
            .map(|i| p::ptr_f32(&format!("x{i}")))
            .collect();
        params.extend([p::ptr_f32("out"), p::u32("n")]);
        let opts = ModuleOptions { contract: false };
        Ok(build(name, opts, |m| {
            m.kernel(name, &params, |k, args| {
                let (n, out) = (args[self.inputs + 1], args[self.inputs]);
                let i = k.global_id(Axis::X);
                k.if_(k.lt(i, n), |k| {
                    let mut r: Vec<Val<'_>> =
                        args[..self.inputs].iter().map(|&x| k.load(x, i)).collect();
                    for ins in &self.code {
                        r.push(emit(
                            k,
                            ins.op,
                            ins.src.map(|s| r[s as usize]),
                            k.f32(ins.imm),
                        ));
                    }
                    if let Some(&last) = r.last() {
                        k.store(out, i, last);
                    }
                });
            })
        })?)
    }
}

/// `op` in a kernel.
fn emit<'ctx>(
    k: &KernelBuilder<'_, 'ctx>,
    op: Op,
    [a, b, c]: [Val<'ctx>; 3],
    imm: Val<'ctx>,
) -> Val<'ctx> {
    match op {
        Op::Add => k.add(a, b),
        Op::Sub => k.sub(a, b),
        Op::Mul => k.mul(a, b),
        Op::Min => k.min(a, b),
        Op::Max => k.max(a, b),
        Op::Fma => k.fma(a, b, c),
        Op::AddImm => k.add(a, imm),
        Op::MulImm => k.mul(a, imm),
        Op::Abs => k.abs(a),
    }
}

fn apply(op: Op, a: f32, b: f32, c: f32, imm: f32) -> f32 {
    match op {
        Op::Add => a + b,
        Op::Sub => a - b,
        Op::Mul => a * b,
        Op::Min => a.min(b),
        Op::Max => a.max(b),
        Op::Fma => a.mul_add(b, c),
        Op::AddImm => a + imm,
        Op::MulImm => a * imm,
        Op::Abs => a.abs(),
    }
}

/// What `--many` was asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ManyArgs {
    /// Device to run on (`auto`, `cuda`, `host`, `amdgcn-emu`).
    pub device: String,
    /// Number of distinct programs.
    pub programs: usize,
    /// Elements per program run.
    pub elems: Vec<usize>,
    /// Compile threads.
    pub threads: usize,
    /// Programs per module in the batched modes; 0: as many as make one
    /// module per thread (one round of batches).
    pub batch: usize,
    /// Passes over all programs in the tiered comparison.
    pub passes: usize,
    /// Measure nothing: print the table of this earlier `--json` output.
    pub report: Option<std::path::PathBuf>,
}

impl Default for ManyArgs {
    fn default() -> Self {
        ManyArgs {
            device: "auto".into(),
            programs: 1000,
            elems: vec![4096, 1 << 20],
            threads: std::thread::available_parallelism().map_or(4, |n| n.get()),
            batch: 0,
            passes: 100,
            report: None,
        }
    }
}

impl ManyArgs {
    /// Programs per batched module.
    pub fn batch_size(&self) -> usize {
        if self.batch > 0 {
            self.batch
        } else {
            self.programs.div_ceil(self.threads.max(1)).max(1)
        }
    }
}

/// The `--many` command line's help text.
pub const USAGE: &str = "\
usage: gpujit-bench --many [--device auto|cuda|host|amdgcn-emu] [--programs N]
                           [--elems N,N...] [--threads N] [--batch N] [--passes N]
                           [--json PATH]
       gpujit-bench --many --report FILE

Generates N distinct arithmetic-expression kernels over 2-4 input arrays and
times compiling+loading them serially, in parallel, packed into batched
modules (also with fresh target machines, as before they were reused, and
with nvJitLink where present) and from a warm disk cache, and PTX -> cubin
with cuLink and nvJitLink on 1 and N threads (CUDA). Then runs them on the
JIT kernels, on gpujit::tiered's interpreter alone, and on the tiered runtime
(cold, and over a warm cache) for a number of passes; checks every result
against the CPU and prints the times side by side.

  --device D     device to run on (default auto: CUDA, then HIP, then host)
  --programs N   number of programs (default 1000)
  --elems LIST   elements per program run, comma-separated (default 4096,1048576)
  --threads N    compile threads (default: the number of cores)
  --batch N      programs per module in the batched modes (default: programs
                 divided by threads, one module per thread)
  --passes N     passes over all programs in the tiered comparison (default 100)
  --json PATH    also write the figures as JSON
  --report FILE  measure nothing: print the table of an earlier --json output";

/// Parses the arguments after `--many`. `Ok(None)` for `--help`.
pub fn parse_args(
    args: impl IntoIterator<Item = String>,
) -> Result<Option<(ManyArgs, Option<std::path::PathBuf>)>> {
    let mut a = ManyArgs::default();
    let json = crate::walk_flags(args, "--many", |flag, value| {
        match flag {
            "--device" => a.device = value()?,
            "--programs" => a.programs = crate::number(&value()?, flag)?,
            "--threads" => a.threads = crate::number(&value()?, flag)?,
            "--batch" => a.batch = crate::number(&value()?, flag)?,
            "--passes" => a.passes = crate::number(&value()?, flag)?,
            "--elems" => {
                a.elems = value()?
                    .split(',')
                    .map(|s| crate::number(s.trim(), flag))
                    .collect::<Result<_>>()?
            }
            "--report" => a.report = Some(value()?.into()),
            _ => return Ok(false),
        }
        Ok(true)
    })?;
    Ok(json.map(|j| (a, j)))
}

/// A fresh JIT with a memory-only cache, so every program compiles.
fn cold_jit(dev: &Arc<dyn Device>) -> Result<Jit> {
    Ok(Jit::new(
        Box::new(dev.clone()),
        Cache::new(None, 0, 1 << 16),
    )?)
}

fn ms(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1e3
}

/// The arguments of program `p` (its inputs, its output, `n`).
fn program_args<'a>(
    p: &Program,
    bufs: &'a [Buffer<f32>],
    out: &'a mut Buffer<f32>,
    n: usize,
) -> Vec<KernelArg<'a>> {
    let mut a: Vec<KernelArg<'a>> = bufs[..p.inputs].iter().map(KernelArg::from).collect();
    a.extend([KernelArg::from(out), KernelArg::from(n as u32)]);
    a
}

/// Compiles `modules` as batches of `batch` merged modules on `threads`
/// threads (each merges and compiles its batches: [`Jit::compile_batches`])
/// and loads them; returns the milliseconds taken.
fn batched_parallel(
    jit: &Jit,
    modules: &[PortableModule],
    batch: usize,
    threads: usize,
) -> Result<f64> {
    let t = Instant::now();
    let chunks: Vec<&[PortableModule]> = modules.chunks(batch).collect();
    let images = jit.compile_batches(&chunks, threads);
    let loaded = images
        .into_iter()
        .map(|img| Ok(jit.device().load(img?.1.as_ref())?))
        .collect::<Result<Vec<_>>>()?;
    let took = ms(t);
    drop(loaded);
    Ok(took)
}

/// Runs the benchmark; returns its JSON and prints its table to stdout.
pub fn run(args: &ManyArgs) -> Result<Value> {
    if let Some(path) = &args.report {
        let doc = crate::read_json(path)?;
        print!("{}", render(&doc));
        return Ok(doc);
    }
    ensure!(
        args.programs > 0 && args.threads > 0 && args.passes > 0,
        "--programs, --threads and --passes must be positive"
    );
    let batch = args.batch_size();
    let dev: Arc<dyn Device> = Arc::from(gpujit::open(&args.device)?);
    let info = dev.info().clone();
    let progs = programs(args.programs, 0x6a09_e667_f3bc_c908);
    let names: Vec<String> = (0..progs.len()).map(|i| format!("prog{i}")).collect();
    let t = Instant::now();
    let modules = progs
        .iter()
        .zip(&names)
        .map(|(p, n)| p.module(n))
        .collect::<Result<Vec<_>>>()?;
    let build_ms = ms(t);
    crate::progress("many: serial");

    // Serial: one module at a time.
    let jit = cold_jit(&dev)?;
    let t = Instant::now();
    let mut kernels = Vec::with_capacity(modules.len());
    for (m, n) in modules.iter().zip(&names) {
        kernels.push(jit.load(m)?.kernel(n)?);
    }
    let serial_ms = ms(t);

    crate::progress("many: parallel");
    let jit = cold_jit(&dev)?;
    let t = Instant::now();
    let images = jit.compile_many(&modules, args.threads);
    let parallel = images
        .into_iter()
        .zip(&names)
        .map(|(img, n)| Ok(dev.load(img?.as_ref())?.kernel(n)?))
        .collect::<Result<Vec<_>>>()?;
    let parallel_ms = ms(t);
    drop(parallel);

    crate::progress("many: batched");
    let jit = cold_jit(&dev)?;
    let t = Instant::now();
    let one = jit.load_batch(&modules)?;
    let batched_one_ms = ms(t);
    for n in &names {
        one.kernel(n)?;
    }
    drop(one);

    let batched_par_ms = batched_parallel(&cold_jit(&dev)?, &modules, batch, args.threads)?;
    // As before target machines and pipelines were kept: each module makes its own.
    gpujit::ir::lower::set_reuse(false);
    let fresh = batched_parallel(&cold_jit(&dev)?, &modules, batch, args.threads);
    gpujit::ir::lower::set_reuse(true);
    let batched_fresh_ms = fresh?;
    let mut compile = vec![
        ("serial", serial_ms),
        ("parallel", parallel_ms),
        ("batched_one_module", batched_one_ms),
        ("batched_parallel", batched_par_ms),
        ("batched_parallel_fresh_machines", batched_fresh_ms),
    ];
    let mut nvjitlink_note = Value::Null;
    let mut linker = gpujit::CubinLinker::Driver;
    if info.backend == gpujit::Backend::Cuda {
        match cold_jit(&dev)?.with_cubin_linker(gpujit::CubinLinker::NvJitLink) {
            Ok(j) => {
                crate::progress("many: batched, nvJitLink");
                // A library that cannot link our PTX is a finding of the run, not its end.
                match batched_parallel(&j, &modules, batch, args.threads) {
                    Ok(ms) => {
                        compile.push(("batched_parallel_nvjitlink", ms));
                        linker = gpujit::CubinLinker::NvJitLink;
                    }
                    Err(e) => nvjitlink_note = json!(format!("{}: {e:#}", linkers::describe())),
                }
            }
            Err(e) => nvjitlink_note = json!(e.to_string()),
        }
    }

    crate::progress("many: warm disk cache");
    let dir = std::env::temp_dir().join(format!("gpujit-many-{}", std::process::id()));
    let fill = Jit::new(
        Box::new(dev.clone()),
        Cache::new(Some(dir.clone()), 1 << 32, 1),
    )?;
    for r in fill.compile_many(&modules, args.threads) {
        r?;
    }
    drop(fill);
    let warm = Jit::new(
        Box::new(dev.clone()),
        Cache::new(Some(dir.clone()), 1 << 32, 1 << 16),
    )?;
    let t = Instant::now();
    let mut warm_kernels = Vec::with_capacity(modules.len());
    for (m, n) in modules.iter().zip(&names) {
        warm_kernels.push(warm.load(m)?.kernel(n)?);
    }
    let warm_ms = ms(t);
    let warm_stats = warm.cache().stats();
    drop(warm_kernels);
    if warm_stats.disk_hits != modules.len() as u64 {
        let _ = std::fs::remove_dir_all(&dir);
        bail!(
            "warm pass: {} disk hits for {} programs ({:?})",
            warm_stats.disk_hits,
            modules.len(),
            warm_stats
        );
    }
    compile.push(("warm_disk_cache", warm_ms));

    let linkers = if info.backend == gpujit::Backend::Cuda {
        crate::progress("many: PTX -> cubin, cuLink and nvJitLink");
        linkers::measure(&dev, &modules, batch, args.threads)?
    } else {
        json!({ "skipped": format!("PTX -> cubin linkers need a CUDA device; this is {}", info.name) })
    };

    crate::progress("many: interpreter kernel");
    let interp_module = gpujit::tiered::interpreter_module(&info)?;
    let jit = cold_jit(&dev)?;
    let t = Instant::now();
    let interp_image = jit.compile(&interp_module)?;
    dev.load(&interp_image)?;
    let interp_compile_ms = ms(t);

    let best_cold = compile[..4].iter().fold(f64::INFINITY, |m, c| m.min(c.1));
    let setup = tiered::Setup {
        dev: &dev,
        progs: &progs,
        modules: &modules,
        kernels: &kernels,
        interp_module: &interp_module,
        interp_image: &interp_image,
        warm_dir: &dir,
        threads: args.threads,
        batch,
        passes: args.passes,
        best_cold_ms: best_cold,
        linker,
    };
    let mut runs = Vec::new();
    for &n in &args.elems {
        crate::progress(&format!("many: runs, n={n}"));
        match tiered::run_elems(&setup, n) {
            Ok(r) => runs.push(r),
            Err(e) => {
                let _ = std::fs::remove_dir_all(&dir);
                return Err(e);
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    let doc = json!({
        "device": format!("{} ({})", info.name, info.arch),
        "programs": progs.len(),
        "threads": args.threads,
        "batch": batch,
        "passes": args.passes,
        "ir_build_ms": build_ms,
        "compile_load_ms": compile.iter().map(|(k, v)| (k.to_string(), json!(v))).collect::<serde_json::Map<_, _>>(),
        "nvjitlink": nvjitlink_note,
        "tiered_cubin_linker": format!("{linker:?}"),
        "linkers": linkers,
        "interp_compile_load_ms": interp_compile_ms,
        "runs": runs,
    });
    print!("{}", render(&doc));
    Ok(doc)
}

/// Runs `f` on every index below `n`, spread over the machine's cores;
/// the first error wins.
fn par_each(n: usize, f: impl Fn(usize) -> Result<()> + Sync) -> Result<()> {
    let threads = std::thread::available_parallelism().map_or(4, |c| c.get());
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads.min(n.max(1)))
            .map(|_| {
                s.spawn(|| -> Result<()> {
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        if i >= n {
                            return Ok(());
                        }
                        f(i)?;
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| {
                w.join()
                    .unwrap_or_else(|_| bail!("a checking thread panicked"))
            })
            .collect::<Result<Vec<()>>>()
    })?;
    Ok(())
}

/// Compares every program's output with the CPU evaluation.
fn check(progs: &[Program], xs: &[Vec<f32>], outs: &[Vec<f32>], who: &str) -> Result<()> {
    par_each(progs.len(), |pi| {
        let (p, out) = (&progs[pi], &outs[pi]);
        let mut x = [0f32; MAX_INPUTS];
        for (i, &got) in out.iter().enumerate() {
            for (v, col) in x.iter_mut().zip(xs) {
                *v = col[i];
            }
            let want = p.eval(&x);
            let same = got == want
                || (got.is_nan() && want.is_nan())
                || (got - want).abs() <= 1e-5 * want.abs().max(1.0);
            if !same {
                bail!("{who}: program {pi} element {i}: got {got}, expected {want} ({p:?})");
            }
        }
        Ok(())
    })
}

/// A digest of an output's bits (to compare runs exactly without keeping them).
fn digest(v: &[f32]) -> u64 {
    v.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, x| {
        (h ^ u64::from(x.to_bits()))
            .wrapping_mul(0x0000_0100_0000_01b3)
            .rotate_left(5)
    })
}

/// The table of a `--many` document.
pub fn render(doc: &Value) -> String {
    let f = |v: &Value| v.as_f64().unwrap_or(f64::NAN);
    let programs = f(&doc["programs"]);
    let mut s = format!(
        "many programs: {} distinct kernels on {}, {} compile threads, {} programs per batched module\n",
        doc["programs"],
        doc["device"].as_str().unwrap_or("?"),
        doc["threads"],
        doc["batch"]
    );
    s += &format!(
        "  IR build (all programs)            {:>10.1} ms\n",
        f(&doc["ir_build_ms"])
    );
    s += "  compile + load                       total ms   per prog ms   programs/s   vs serial\n";
    let serial = f(&doc["compile_load_ms"]["serial"]);
    for (key, label) in [
        ("serial", "serial, one module each"),
        ("parallel", "parallel, one module each"),
        ("batched_one_module", "batched, all in one module"),
        ("batched_parallel", "batched modules, in parallel"),
        (
            "batched_parallel_fresh_machines",
            "  same, fresh machines (before)",
        ),
        ("batched_parallel_nvjitlink", "  same, nvJitLink cubins"),
        ("warm_disk_cache", "warm disk cache, serial"),
    ] {
        let v = f(&doc["compile_load_ms"][key]);
        if v.is_nan() {
            continue;
        }
        s += &format!(
            "  {label:<34} {v:>10.1} {:>12.3} {:>12.0} {:>10.2}x\n",
            v / programs,
            programs / v * 1e3,
            serial / v
        );
    }
    let best = ["batched_parallel", "batched_parallel_nvjitlink"]
        .iter()
        .map(|k| f(&doc["compile_load_ms"][*k]))
        .filter(|v| v.is_finite())
        .fold(f64::INFINITY, f64::min);
    if best.is_finite() {
        let rate = programs / best * 1e3;
        s += &format!(
            "  goal: batched-parallel compile+load >= 2500 programs/s: {rate:.0} ({})\n",
            if rate >= 2500.0 { "met" } else { "NO" }
        );
    }
    if let Some(note) = doc["nvjitlink"].as_str() {
        s += &format!("  nvJitLink: {note}\n");
    }
    if let Some(l) = doc["tiered_cubin_linker"].as_str() {
        s += &format!("  the tiered runtimes' cubin linker: {l}\n");
    }
    s += &linkers::render(&doc["linkers"]);
    s += &format!(
        "  interpreter kernel, compiled once per device (cold) {:>8.1} ms\n",
        f(&doc["interp_compile_load_ms"])
    );
    if let Some(runs) = doc["runs"].as_array() {
        for r in runs {
            s += &tiered::render(r, &doc["passes"], programs);
        }
    }
    s
}
