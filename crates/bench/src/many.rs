//! The many-programs benchmark (`gpujit-bench --many`): an AI framework's
//! load of a thousand distinct small programs, each an arithmetic expression
//! over 2–4 input arrays.
//!
//! Every program is compiled and loaded through [`gpujit::Jit`] four ways
//! (serially, on many threads, packed into batched modules, and from a warm
//! disk cache), then run; the same programs are also run by one
//! bytecode-interpreter kernel that reads them from an array. Both results are
//! checked against a CPU evaluation, and the times to result are printed side
//! by side.

use std::sync::Arc;
use std::time::Instant;

use anyhow::{Result, bail, ensure};
use gpujit::cache::Cache;
use gpujit::ir::{
    Axis, KernelBuilder, ModuleOptions, PortableModule, ScalarType, Value as Val, build, p,
};
use gpujit::{Buffer, Device, DeviceExt, Jit, KernelArg, LaunchConfig};
use serde_json::{Value, json};

/// Registers of the interpreter: inputs first, then one per instruction.
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

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn unit(&mut self) -> f32 {
        (self.next() >> 40) as f32 / (1u64 << 24) as f32 * 2.0 - 1.0
    }
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

    /// The program as interpreter bytecode: per instruction one word
    /// `op | a << 8 | b << 16 | c << 24` and one immediate.
    fn encode(&self, words: &mut Vec<u32>, imms: &mut Vec<f32>) {
        for ins in &self.code {
            let op = OPS.iter().position(|o| *o == ins.op).unwrap_or(0) as u32;
            let [a, b, c] = ins.src.map(u32::from);
            words.push(op | a << 8 | b << 16 | c << 24);
            imms.push(ins.imm);
        }
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

/// The interpreter: `interp(code, imms, start, len, inputs, x0, x1, x2, x3, out, n)`
/// runs instructions `start..start+len` of the bytecode on every element,
/// with registers in a private array.
pub fn interpreter() -> Result<PortableModule> {
    let params = [
        p::ptr_u32("code"),
        p::ptr_f32("imms"),
        p::u32("start"),
        p::u32("len"),
        p::u32("inputs"),
        p::ptr_f32("x0"),
        p::ptr_f32("x1"),
        p::ptr_f32("x2"),
        p::ptr_f32("x3"),
        p::ptr_f32("out"),
        p::u32("n"),
    ];
    Ok(build("interp", ModuleOptions { contract: false }, |m| {
        m.kernel("interp", &params, |k, a| {
            let [code, imms, start, len, inputs] = [a[0], a[1], a[2], a[3], a[4]];
            let (out, n) = (a[9], a[10]);
            let i = k.global_id(Axis::X);
            k.if_(k.lt(i, n), |k| {
                let regs = k.local_array(ScalarType::F32, REGS);
                for (r, &x) in a[5..9].iter().enumerate() {
                    k.store(regs, k.u32(r as u32), k.load(x, i));
                }
                let dst = k.var(inputs);
                k.for_range(start, k.add(start, len), k.u32(1), |k, pc| {
                    let w = k.load(code, pc);
                    let field = |s: u32| k.and(k.shr(w, k.u32(s)), k.u32(0xff));
                    let op = field(0);
                    let [x, y, z] = [8, 16, 24].map(|s| k.load(regs, field(s)));
                    let imm = k.load(imms, pc);
                    let res = k.var(x);
                    for (code, &o) in OPS.iter().enumerate() {
                        k.if_(k.eq(op, k.u32(code as u32)), |k| {
                            k.set(res, emit(k, o, [x, y, z], imm));
                        });
                    }
                    k.store(regs, k.get(dst), k.get(res));
                    k.set(dst, k.add(k.get(dst), k.u32(1)));
                });
                k.store(out, i, k.load(regs, k.sub(k.get(dst), k.u32(1))));
            });
        })
    })?)
}

/// What `--many` was asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ManyArgs {
    /// Device to run on (`auto`, `cuda`, `host`).
    pub device: String,
    /// Number of distinct programs.
    pub programs: usize,
    /// Elements per program run.
    pub elems: Vec<usize>,
    /// Compile threads.
    pub threads: usize,
    /// Programs per module in the batched modes.
    pub batch: usize,
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
            batch: 50,
            report: None,
        }
    }
}

/// The `--many` command line's help text.
pub const USAGE: &str = "\
usage: gpujit-bench --many [--device auto|cuda|host] [--programs N] [--elems N,N...]
                           [--threads N] [--batch N] [--json PATH]
       gpujit-bench --many --report FILE

Generates N distinct arithmetic-expression kernels over 2-4 input arrays and
times compiling+loading them serially, in parallel, packed into batched
modules and from a warm disk cache; runs them, and runs the same programs
through one bytecode-interpreter kernel; checks both against the CPU and
prints the times to result side by side.

  --device D     device to run on (default auto: CUDA, then HIP, then host)
  --programs N   number of programs (default 1000)
  --elems LIST   elements per program run, comma-separated (default 4096,1048576)
  --threads N    compile threads (default: the number of cores)
  --batch N      programs per module in the batched-parallel mode (default 50)
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

/// Runs the benchmark; returns its JSON and prints its table to stdout.
pub fn run(args: &ManyArgs) -> Result<Value> {
    if let Some(path) = &args.report {
        let doc = crate::read_json(path)?;
        print!("{}", render(&doc));
        return Ok(doc);
    }
    ensure!(
        args.programs > 0 && args.batch > 0 && args.threads > 0,
        "--programs, --batch and --threads must be positive"
    );
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

    let jit = cold_jit(&dev)?;
    let t = Instant::now();
    let chunks = modules
        .chunks(args.batch)
        .enumerate()
        .map(|(i, c)| Ok(gpujit::ir::merge(&format!("batch{i}"), c)?))
        .collect::<Result<Vec<_>>>()?;
    let images = jit.compile_many(&chunks, args.threads);
    let loaded = images
        .into_iter()
        .map(|img| Ok(dev.load(img?.as_ref())?))
        .collect::<Result<Vec<_>>>()?;
    let batched_par_ms = ms(t);
    drop(loaded);

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
    let _ = std::fs::remove_dir_all(&dir);
    if warm_stats.disk_hits != modules.len() as u64 {
        bail!(
            "warm pass: {} disk hits for {} programs ({:?})",
            warm_stats.disk_hits,
            modules.len(),
            warm_stats
        );
    }

    crate::progress("many: interpreter");
    let t = Instant::now();
    let interp = jit.load(&interpreter()?)?.kernel("interp")?;
    let interp_compile_ms = ms(t);
    let (mut words, mut imms, mut starts) = (Vec::new(), Vec::new(), Vec::new());
    for p in &progs {
        starts.push(words.len() as u32);
        p.encode(&mut words, &mut imms);
    }

    let compile = [
        ("serial", serial_ms),
        ("parallel", parallel_ms),
        ("batched_one_module", batched_one_ms),
        ("batched_parallel", batched_par_ms),
        ("warm_disk_cache", warm_ms),
    ];
    let best_cold = compile[..4].iter().fold(f64::INFINITY, |m, c| m.min(c.1));
    let mut runs = Vec::new();
    for &n in &args.elems {
        crate::progress(&format!("many: run n={n}"));
        let mut rng = Rng(n as u64 + 7);
        let xs: Vec<Vec<f32>> = (0..MAX_INPUTS)
            .map(|_| (0..n).map(|_| rng.unit()).collect())
            .collect();
        let bufs = xs
            .iter()
            .map(|x| dev.upload(x))
            .collect::<gpujit_device::Result<Vec<Buffer<f32>>>>()?;
        let outs = (0..progs.len())
            .map(|_| dev.alloc::<f32>(n))
            .collect::<gpujit_device::Result<Vec<_>>>()?;
        let cfg = LaunchConfig::for_elems(n, 256);
        dev.synchronize()?;
        let t = Instant::now();
        for ((k, p), out) in kernels.iter().zip(&progs).zip(&outs) {
            let mut a: Vec<KernelArg> = bufs[..p.inputs].iter().map(KernelArg::from).collect();
            a.extend([KernelArg::from(out), KernelArg::from(n as u32)]);
            dev.launch(k, &cfg, &a)?;
        }
        dev.synchronize()?;
        let jit_run_ms = ms(t);
        let jit_out = outs
            .iter()
            .map(|o| dev.download(o))
            .collect::<gpujit_device::Result<Vec<_>>>()?;

        let t = Instant::now();
        let code = dev.upload(&words)?;
        let imm = dev.upload(&imms)?;
        for ((p, out), &start) in progs.iter().zip(&outs).zip(&starts) {
            let mut a: Vec<KernelArg> = vec![
                (&code).into(),
                (&imm).into(),
                start.into(),
                (p.code.len() as u32).into(),
                (p.inputs as u32).into(),
            ];
            a.extend(bufs.iter().map(KernelArg::from));
            a.extend([KernelArg::from(out), KernelArg::from(n as u32)]);
            dev.launch(&interp, &cfg, &a)?;
        }
        dev.synchronize()?;
        let interp_run_ms = ms(t);
        let interp_out = outs
            .iter()
            .map(|o| dev.download(o))
            .collect::<gpujit_device::Result<Vec<_>>>()?;
        check(&progs, &xs, &jit_out, "JIT kernels")?;
        check(&progs, &xs, &interp_out, "interpreter")?;
        runs.push(json!({
            "elems": n,
            "jit_run_ms": jit_run_ms,
            "interp_run_ms": interp_run_ms,
            "jit_time_to_result_cold_ms": best_cold + jit_run_ms,
            "jit_time_to_result_warm_ms": warm_ms + jit_run_ms,
            "interp_time_to_result_ms": interp_compile_ms + interp_run_ms,
        }));
    }
    let doc = json!({
        "device": format!("{} ({})", info.name, info.arch),
        "programs": progs.len(),
        "threads": args.threads,
        "batch": args.batch,
        "ir_build_ms": build_ms,
        "compile_load_ms": compile.iter().map(|(k, v)| (k.to_string(), json!(v))).collect::<serde_json::Map<_, _>>(),
        "interp_compile_load_ms": interp_compile_ms,
        "runs": runs,
    });
    print!("{}", render(&doc));
    Ok(doc)
}

/// Compares every program's output with the CPU evaluation.
fn check(progs: &[Program], xs: &[Vec<f32>], outs: &[Vec<f32>], who: &str) -> Result<()> {
    for (pi, (p, out)) in progs.iter().zip(outs).enumerate() {
        for (i, &got) in out.iter().enumerate() {
            let x: Vec<f32> = xs.iter().map(|x| x[i]).collect();
            let want = p.eval(&x);
            let same = got == want
                || (got.is_nan() && want.is_nan())
                || (got - want).abs() <= 1e-5 * want.abs().max(1.0);
            if !same {
                bail!("{who}: program {pi} element {i}: got {got}, expected {want} ({p:?})");
            }
        }
    }
    Ok(())
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
    s += "  compile + load                       total ms   per prog ms   vs serial\n";
    let serial = f(&doc["compile_load_ms"]["serial"]);
    for (key, label) in [
        ("serial", "serial, one module each"),
        ("parallel", "parallel, one module each"),
        ("batched_one_module", "batched, all in one module"),
        ("batched_parallel", "batched modules, in parallel"),
        ("warm_disk_cache", "warm disk cache, serial"),
    ] {
        let v = f(&doc["compile_load_ms"][key]);
        s += &format!(
            "  {label:<34} {v:>10.1} {:>12.3} {:>10.2}x\n",
            v / programs,
            serial / v
        );
    }
    s += &format!(
        "  interpreter kernel (once)          {:>10.1}\n",
        f(&doc["interp_compile_load_ms"])
    );
    if let Some(runs) = doc["runs"].as_array() {
        s += "  time to result (compile+load+run all programs)\n";
        s += "  elems      JIT run   interp run   JIT cold total   JIT warm total   interp total   interp/JIT cold   interp/JIT warm   break-even runs cold/warm\n";
        for r in runs {
            let cold = f(&r["jit_time_to_result_cold_ms"]);
            let warm = f(&r["jit_time_to_result_warm_ms"]);
            let interp = f(&r["interp_time_to_result_ms"]);
            let (jr, ir) = (f(&r["jit_run_ms"]), f(&r["interp_run_ms"]));
            // Repeated runs of all programs after which the JIT's faster code
            // has paid for its compile time (none when it is not faster).
            let even = |total: f64| {
                let extra = (total - jr) - (interp - ir);
                match ir - jr {
                    gain if gain > 0.0 => format!("{:.0}", (extra / gain).max(1.0).ceil()),
                    _ => "never".into(),
                }
            };
            s += &format!(
                "  {:<8} {:>9.1} {:>12.1} {:>16.1} {:>16.1} {:>14.1} {:>16.2}x {:>16.2}x {:>14}/{}\n",
                r["elems"],
                f(&r["jit_run_ms"]),
                f(&r["interp_run_ms"]),
                cold,
                warm,
                interp,
                interp / cold,
                interp / warm,
                even(cold),
                even(warm)
            );
        }
        s += "  (ms; JIT cold total = fastest cold compile+load above + run; break-even: how many runs of\n   all programs before the JIT's compile time is paid back; all outputs checked against the CPU)\n";
    }
    s
}
