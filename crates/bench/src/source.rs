//! The CUDA-source benchmark (`gpujit-bench --cuda-source`): CUDA C++ source
//! to a loaded kernel through [`gpujit::cuda`], beside NVRTC (CuPy's
//! `RawModule`, measured by `bench/cuda_source.py` on the same machine and
//! merged with `--nvrtc FILE`).
//!
//! Two kernels, compiled from source: a SAXPY ([`SAXPY`]) and our
//! molecular-dynamics box kernel ([`MD_BOXES`], `kernels/cuda/md_boxes.cu`,
//! kernel `md_box_forces`, a C++ name found by a name expression). For each,
//! in this order:
//!
//! 1. `cold`: source → loaded kernel through a [`Jit`]
//!    ([`Jit::compile_cuda`], [`gpujit::Device::load`], `.kernel(lowered name)`),
//!    a new `Jit` with an empty cache for every repetition (a
//!    `Cache::new(None, 0, 0)` still keeps one image and every link in
//!    memory, so one `Jit` would not do);
//! 2. `warm`: the same through a `Jit` whose memory cache already holds the
//!    program (checked: nothing is compiled);
//! 3. `cold_phases` (NVIDIA only): the cold path step by step (front end,
//!    reading its module, lowering, optimisation, PTX emission, the
//!    driver's PTX → cubin compile, load), to show where its time goes;
//! 4. `front_end_builtin` / `front_end_nvidia`: clang's front end alone
//!    ([`Program::compile_with`]), with gpujit's built-in headers, and with
//!    the headers [`HeaderSet::detect`] finds when they are NVIDIA's;
//! 5. `to_hsaco` / `to_host`: source → gfx942 code object and source → host
//!    object ([`gpujit::cuda::nvvm_module`], lift, [`gpujit::compile`]), no
//!    device involved.
//!
//! Every repetition of a cold measurement compiles a source of its own (a
//! salt comment, and a salted file name that reaches the IR's module name),
//! so no cache (gpujit's, the CUDA driver's with `CUDA_CACHE_DISABLE=1`) can
//! answer for another. What is kept is the precompiled prelude of the
//! headers (built once per machine and set of compile arguments, see
//! `GPUJIT_CUDA_PCH`): a process of its own (`--prelude-only`) builds and
//! keeps it before the measurements, as `gpujit cuda-prelude` does once per
//! machine, and its time is reported apart (`prelude`); `--fresh-prelude`
//! leaves it to the first compile. The first repetition of
//! each measurement is reported apart (`first_ms`); medians are of the
//! others. SAXPY's cold measurement runs first, so its first repetition is
//! the process's first compile (clang's and LLVM's set-up, the prelude). The SAXPY loaded cold and warm, and its host object, are run
//! and checked against the CPU; the box kernel's code objects are checked to
//! hold the kernel.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

use anyhow::{Context, Result, ensure};
use gpujit::cache::Cache;
use gpujit::cuda::{HeaderSet, Program};
use gpujit::{CompileOptions, Device, DeviceExt, Jit, LaunchConfig, Target};
use gpujit_amdgcn::code_object::CodeObject;
use serde_json::{Map, Value, json};

use crate::report::{Goal, Row};
use crate::{Samples, ms};

/// The SAXPY compiled from source (`bench/cuda_source.py` compiles the same
/// text with NVRTC).
pub const SAXPY: &str = r#"extern "C" __global__ void saxpy(float a, const float *x, float *y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        y[i] = a * x[i] + y[i];
    }
}
"#;

/// Our molecular-dynamics box kernel (no includes; `bench/cuda_source.py`
/// compiles the same file with NVRTC).
pub const MD_BOXES: &str = include_str!("../../../kernels/cuda/md_boxes.cu");

/// One kernel of the benchmark.
#[derive(Debug, Clone, Copy)]
pub struct SourceKernel {
    /// Its key in the JSON.
    pub key: &'static str,
    /// The program's file name.
    pub file: &'static str,
    /// The source.
    pub source: &'static str,
    /// The name expression that finds the kernel.
    pub expr: &'static str,
}

/// The kernels measured.
pub const KERNELS: [SourceKernel; 2] = [
    SourceKernel {
        key: "saxpy",
        file: "saxpy.cu",
        source: SAXPY,
        expr: "saxpy",
    },
    SourceKernel {
        key: "md_boxes",
        file: "md_boxes.cu",
        source: MD_BOXES,
        expr: "md_box_forces",
    },
];

/// The AMD architecture of the source → code object measurement.
pub const AMD_ARCH: &str = "gfx942";

/// What `--cuda-source` was asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourceArgs {
    /// Device (`auto`, `cuda`, `host`, ... as `gpujit::open` takes).
    pub device: String,
    /// Timed repetitions of every measurement (after a first one, reported apart).
    pub reps: usize,
    /// JSON written by `bench/cuda_source.py`, merged into the table.
    pub nvrtc: Option<PathBuf>,
    /// Leave the precompiled preludes to the first compile, as on a machine
    /// where they were never built (`--fresh-prelude`); else a process of its
    /// own builds them first, as `gpujit cuda-prelude` does once per machine.
    pub fresh_prelude: bool,
    /// Only build the preludes the measurements use, print their times as
    /// JSON and stop (`--prelude-only`, what the run starts itself with).
    pub prelude_only: bool,
}

impl Default for SourceArgs {
    fn default() -> Self {
        SourceArgs {
            device: "auto".into(),
            reps: 10,
            nvrtc: None,
            fresh_prelude: false,
            prelude_only: false,
        }
    }
}

/// The `--cuda-source` command line's help text.
pub const USAGE: &str = "\
usage: gpujit-bench --cuda-source [--device auto|cuda|host|...] [--reps N]
                                  [--nvrtc FILE] [--fresh-prelude] [--json PATH]

CUDA C++ source to a loaded kernel through gpujit (clang's front end
in-process), for a SAXPY and our molecular-dynamics box kernel
(kernels/cuda/md_boxes.cu): the front end alone (built-in and NVIDIA
headers), source -> loaded kernel cold (nothing cached, every repetition a
new source) and warm (a memory-cache hit), source -> gfx942 code object and
source -> host object. Figures are the median and the process's
first repetition, in ms; the table sets them beside NVRTC's (CuPy RawModule)
from --nvrtc, with the goals cold <= 0.5x NVRTC and warm <= 1 ms (reported,
never enforced). Run it with CUDA_CACHE_DISABLE=1 on NVIDIA (`bundle/run
source` does, after bench/cuda_source.py).

  --device D    device (default auto: CUDA, then HIP, then host)
  --reps N      timed repetitions of every measurement (default 10)
  --nvrtc FILE  JSON written by bench/cuda_source.py, merged into the table
  --fresh-prelude  the process's first compile builds the precompiled prelude
                (a machine where it never was); by default a process of its own
                builds it first (once per machine, as `gpujit cuda-prelude`),
                timed apart (`prelude`)
  --prelude-only  only build the preludes the run uses; their times as JSON
  --json PATH   also write the figures as JSON";

/// Parses the arguments after `--cuda-source`. `Ok(None)` for `--help`.
pub fn parse_args(
    args: impl IntoIterator<Item = String>,
) -> Result<Option<(SourceArgs, Option<PathBuf>)>> {
    let mut a = SourceArgs::default();
    let json = crate::walk_flags(args, "--cuda-source", |flag, value| {
        match flag {
            "--device" => a.device = value()?,
            "--reps" => a.reps = crate::number(&value()?, flag)?,
            "--nvrtc" => a.nvrtc = Some(value()?.into()),
            "--fresh-prelude" => a.fresh_prelude = true,
            "--prelude-only" => a.prelude_only = true,
            _ => return Ok(false),
        }
        Ok(true)
    })?;
    Ok(json.map(|j| (a, j)))
}

/// The program of `kernel` for repetition `rep` of a run salted `salt`: a
/// comment and the file name make it unique (the file name reaches the
/// module's name in the IR, so the IR is unique too).
pub fn salted(kernel: &SourceKernel, salt: &str, rep: &str) -> Program {
    let stem = kernel.file.trim_end_matches(".cu");
    Program::new(
        &format!("{stem}-{salt}-{rep}.cu"),
        &format!(
            "// gpujit-bench --cuda-source {salt} {rep}\n{}",
            kernel.source
        ),
    )
    .name_expression(kernel.expr)
}

pub(crate) fn salt() -> String {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    format!("{:x}{nanos:x}", std::process::id())
}

/// Samples as JSON: medians, minima and samples of the timed repetitions,
/// and the first repetition (`first_ms`).
fn summary(s: &Samples) -> Value {
    let mut m = s.to_json("ms");
    m.insert("first_ms".into(), s.first_json());
    Value::Object(m)
}

/// Runs a SAXPY kernel (`y = a·x + y`) on `dev` and compares with the CPU.
/// Integer-valued inputs keep every result exact, fused or not.
pub(crate) fn check_saxpy(dev: &dyn Device, kernel: &gpujit::Kernel, who: &str) -> Result<()> {
    let n = 10_007usize;
    let x: Vec<f32> = (0..n).map(|i| (i % 1000) as f32).collect();
    let y0: Vec<f32> = (0..n).map(|i| (i % 777) as f32 - 300.0).collect();
    let a = 3.0f32;
    let want: Vec<f32> = x.iter().zip(&y0).map(|(x, y)| a * x + y).collect();
    let dx = dev.upload(&x)?;
    let mut dy = dev.upload(&y0)?;
    dev.launch(
        kernel,
        &LaunchConfig::for_elems(n, 256),
        &[a.into(), (&dx).into(), (&mut dy).into(), (n as i32).into()],
    )?;
    let got = dev.download(&dy)?;
    if let Some(i) = (0..n).find(|&i| got[i] != want[i]) {
        anyhow::bail!(
            "{who}: SAXPY gave y[{i}] = {}, the CPU {} ({} of {n} differ)",
            got[i],
            want[i],
            (0..n).filter(|&i| got[i] != want[i]).count()
        );
    }
    Ok(())
}

/// What the machine running the benchmark is.
pub fn machine_json() -> Value {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|t| {
            t.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split_once(':'))
                .map(|(_, v)| v.trim().to_string())
        })
        .unwrap_or_else(|| "unknown".into());
    json!({
        "cpu": cpu,
        "cores": std::thread::available_parallelism().map_or(0, |n| n.get()),
        "os": std::env::consts::OS,
    })
}

/// The front end alone against `headers`, and the lowered name it reports.
fn front_end(
    kernel: &SourceKernel,
    reps: usize,
    arch: &str,
    headers: &HeaderSet,
    salt: &str,
    tag: &str,
) -> Result<(Value, String)> {
    let mut s = Samples::new(&["total"]);
    let mut lowered = String::new();
    for i in 0..=reps {
        let p = salted(kernel, salt, &format!("{tag}{i}"));
        let t = Instant::now();
        let c = p.compile_with(arch, headers)?;
        s.push_after_first(&[ms(t.elapsed())]);
        lowered = c
            .lowered_name(kernel.expr)
            .context("no lowered name")?
            .to_string();
    }
    let mut v = summary(&s);
    v["headers"] = json!(headers.describe());
    Ok((v, lowered))
}

/// Source → loaded kernel, cold: a new Jit (its cache empty) and a new source
/// each time. Returns the figures and the last kernel loaded.
fn cold(
    dev: &Arc<dyn Device>,
    kernel: &SourceKernel,
    reps: usize,
    salt: &str,
) -> Result<(Value, gpujit::Kernel)> {
    let mut s = Samples::new(&["compile", "load", "total"]);
    let mut last = None;
    for i in 0..=reps {
        let p = salted(kernel, salt, &format!("c{i}"));
        let jit = Jit::new(Box::new(dev.clone()), Cache::new(None, 0, 0))?;
        let t = Instant::now();
        let c = jit.compile_cuda(&p)?;
        let compiled = t.elapsed();
        let module = dev.load(&c.image)?;
        let kern = module.kernel(c.lowered_name(kernel.expr).context("no lowered name")?)?;
        let all = t.elapsed();
        let st = jit.cache().stats();
        ensure!(
            st.memory_hits == 0 && st.disk_hits == 0,
            "the cold compile hit the cache ({st:?})"
        );
        s.push_after_first(&[ms(compiled), ms(all - compiled), ms(all)]);
        last = Some(kern);
    }
    Ok((summary(&s), last.expect("at least one repetition")))
}

/// Source → loaded kernel on NVIDIA, cold, step by step as
/// [`Jit::compile_cuda`] takes them: clang's front end (without its LLVM
/// passes, [`gpujit::cuda::program_for`]), reading its module, the NVPTX
/// compile (gpujit's lowering, LLVM's optimisation and PTX emission), the
/// driver's compile of the PTX into a cubin (`cuLink*`), and the load.
fn phases(
    dev: &Arc<dyn Device>,
    kernel: &SourceKernel,
    reps: usize,
    (arch, headers): (&str, &HeaderSet),
    salt: &str,
) -> Result<Value> {
    if dev.info().backend != gpujit::Backend::Cuda {
        return Ok(json!({ "skipped": "not a CUDA device" }));
    }
    let cols = [
        "front_end",
        "read",
        "lower",
        "optimize",
        "codegen",
        "driver_ptx_to_cubin",
        "load",
        "total",
    ];
    let mut s = Samples::new(&cols);
    for i in 0..=reps {
        let p = gpujit::cuda::program_for(&salted(kernel, salt, &format!("p{i}")), Target::Nvptx);
        let t = Instant::now();
        let c = p.compile_with(arch, headers)?;
        let t_fe = t.elapsed();
        let module = gpujit::NvvmModule::from_ir(p.name(), &c.bitcode)?;
        let t_read = t.elapsed();
        let compiled = gpujit::compile_nvvm_for(dev.as_ref(), &module)?;
        let t_llvm = t.elapsed();
        let cubin = gpujit_nvptx::cubin::link_for_device(&compiled.image, dev.as_ref())?
            .context("the driver gave no cubin")?;
        let t_link = t.elapsed();
        let m = dev.load(&cubin)?;
        m.kernel(c.lowered_name(kernel.expr).context("no lowered name")?)?;
        let t_all = t.elapsed();
        let st = compiled.times;
        s.push_after_first(&[
            ms(t_fe),
            ms(t_read - t_fe),
            ms(st.lower),
            ms(st.optimize),
            ms(st.codegen),
            ms(t_link - t_llvm),
            ms(t_all - t_link),
            ms(t_all),
        ]);
    }
    Ok(summary(&s))
}

/// Source → loaded kernel, warm: the same program again through a Jit whose
/// memory cache holds it (checked: nothing is compiled).
fn warm(
    dev: &Arc<dyn Device>,
    kernel: &SourceKernel,
    reps: usize,
    salt: &str,
) -> Result<(Value, gpujit::Kernel)> {
    let jit = Jit::new(Box::new(dev.clone()), Cache::new(None, 0, 16))?;
    let p = salted(kernel, salt, "warm");
    jit.compile_cuda(&p)?;
    let before = jit.cache().stats();
    let mut s = Samples::new(&["lookup", "load", "total"]);
    let mut last = None;
    for _ in 0..=reps {
        let t = Instant::now();
        let c = jit.compile_cuda(&p)?;
        let found = t.elapsed();
        let module = dev.load(&c.image)?;
        let kern = module.kernel(c.lowered_name(kernel.expr).context("no lowered name")?)?;
        let all = t.elapsed();
        s.push_after_first(&[ms(found), ms(all - found), ms(all)]);
        last = Some(kern);
    }
    let after = jit.cache().stats();
    ensure!(
        after.stores == before.stores && after.memory_hits > before.memory_hits,
        "the warm runs compiled (cache before {before:?}, after {after:?})"
    );
    Ok((summary(&s), last.expect("at least one repetition")))
}

/// Source → code object for `target` with `opts`, no device involved:
/// [`gpujit::cuda::nvvm_module`], lift, [`gpujit::compile`]. The last image
/// is checked to hold the kernel; a host object of SAXPY is run on `host`.
fn offline(
    kernel: &SourceKernel,
    reps: usize,
    salt: &str,
    (target, opts): (Target, &CompileOptions),
    host: &dyn Device,
) -> Result<Value> {
    let mut s = Samples::new(&["front_end", "lift", "compile", "total"]);
    let mut last = None;
    for i in 0..=reps {
        let p = salted(kernel, salt, &format!("{target}{i}"));
        let t = Instant::now();
        let (module, compiled) = gpujit::cuda::nvvm_module(&p, target, None)?;
        let t1 = t.elapsed();
        let lifted = module.lift()?;
        let t2 = t.elapsed();
        let c = gpujit::compile(&lifted, target, opts)?;
        let t3 = t.elapsed();
        s.push_after_first(&[ms(t1), ms(t2 - t1), ms(t3 - t2), ms(t3)]);
        last = Some((c.image, compiled));
    }
    let (image, compiled) = last.expect("at least one repetition");
    let lowered = compiled
        .lowered_name(kernel.expr)
        .context("no lowered name")?;
    let mut v = summary(&s);
    v["bytes"] = json!(image.bytes.len());
    if target == Target::Amdgcn {
        let co = CodeObject::parse(&image.bytes)?;
        ensure!(
            co.kernels.iter().any(|x| x.name == lowered),
            "the {} code object lacks `{lowered}`",
            co.target_id
        );
        v["arch"] = json!(opts.arch);
        v["target_id"] = json!(co.target_id);
    } else {
        let kern = host.load(&image)?.kernel(lowered)?;
        if kernel.key == "saxpy" {
            check_saxpy(host, &kern, "host object")?;
        }
    }
    Ok(v)
}

/// `kernel`'s source to a gfx942 code object, `reps` + 1 times (the
/// `to_hsaco` measurement, for other benchmarks to set beside theirs).
pub(crate) fn offline_hsaco(
    kernel: &SourceKernel,
    reps: usize,
    host: &dyn Device,
) -> Result<Value> {
    let opts = CompileOptions {
        arch: Some(AMD_ARCH.into()),
        ..Default::default()
    };
    offline(kernel, reps, &salt(), (Target::Amdgcn, &opts), host)
}

/// Measures one kernel; returns its JSON section. A measurement that fails
/// is left out and its error recorded in `errors` (`kernel.measurement`);
/// the others still run.
fn measure(
    dev: &Arc<dyn Device>,
    kernel: &SourceKernel,
    reps: usize,
    arch: &str,
    detected: &HeaderSet,
    salt: &str,
    errors: &mut Map<String, Value>,
) -> Result<Value> {
    let k = kernel.key;
    let mut out = Map::new();
    let mut record = |out: &mut Map<String, Value>, name: &str, r: Result<Value>| match r {
        Ok(v) => {
            out.insert(name.into(), v);
        }
        Err(e) => {
            eprintln!("gpujit-bench: cuda-source: {k}: {name} failed: {e:#}");
            errors.insert(format!("{k}.{name}"), json!(format!("{e:#}")));
        }
    };

    // 1. and 2. Source → loaded kernel, cold and warm; each SAXPY loaded is run.
    // Cold comes first: its first repetition of SAXPY is the process's first
    // compile (clang's and LLVM's set-up, the precompiled prelude).
    let mut ran = Vec::new();
    for name in ["cold", "warm"] {
        crate::progress(&format!(
            "cuda-source: {k}: source -> loaded kernel, {name}"
        ));
        let r = if name == "cold" {
            cold(dev, kernel, reps, salt)
        } else {
            warm(dev, kernel, reps, salt)
        }
        .and_then(|(v, kern)| {
            if k == "saxpy" {
                check_saxpy(dev.as_ref(), &kern, name)?;
                ran.push(name);
            }
            Ok(v)
        });
        record(&mut out, name, r);
    }

    // 2b. The cold path step by step (NVIDIA only).
    crate::progress(&format!("cuda-source: {k}: cold, step by step"));
    let r = phases(dev, kernel, reps, (arch, detected), salt);
    record(&mut out, "cold_phases", r);

    // 3. The front end alone.
    crate::progress(&format!("cuda-source: {k}: front end"));
    let mut lowered = None;
    let mut fe = |headers: &HeaderSet, tag: &str| {
        front_end(kernel, reps, arch, headers, salt, tag).map(|(v, name)| {
            lowered.get_or_insert(name);
            v
        })
    };
    let builtin = fe(&HeaderSet::BuiltIn, "fb");
    let nvidia = match detected {
        HeaderSet::Sdk { .. } => fe(detected, "fn"),
        HeaderSet::BuiltIn => Ok(json!({ "skipped": detected.describe() })),
    };
    record(&mut out, "front_end_builtin", builtin);
    record(&mut out, "front_end_nvidia", nvidia);
    out.insert("lowered_name".into(), json!(lowered));

    // 4. Source → gfx942 code object and → host object, no device involved.
    let host = gpujit::host_device_with_warp_size(32)?;
    let (_, host_opts, _) = gpujit::options_for(&host)?;
    let amd_opts = CompileOptions {
        arch: Some(AMD_ARCH.into()),
        ..Default::default()
    };
    for (name, target, opts) in [
        ("to_hsaco", Target::Amdgcn, &amd_opts),
        ("to_host", Target::Host, &host_opts),
    ] {
        crate::progress(&format!("cuda-source: {k}: source -> {target}, cold"));
        let r = offline(kernel, reps, salt, (target, opts), &host);
        if r.is_ok() && k == "saxpy" && target == Target::Host {
            ran.push("host object");
        }
        record(&mut out, name, r);
    }
    out.insert(
        "checked".into(),
        json!(if k == "saxpy" {
            format!(
                "run on 10007 elements, equal to the CPU's result: {}",
                ran.join(", ")
            )
        } else {
            "each image holds the kernel (not run)".to_string()
        }),
    );
    Ok(Value::Object(out))
}

/// Runs the benchmark; returns its JSON and prints its table. A measurement
/// that fails is recorded under `errors` (`kernel.measurement`: why) and the
/// others still run; the caller decides what a failure means (the program
/// exits 1 after writing the JSON).
pub fn run(args: &SourceArgs) -> Result<Value> {
    ensure!(args.reps > 0, "--reps must be positive");
    let mut doc = json!({});
    if let Some(path) = &args.nvrtc {
        let part = crate::read_json(path)?;
        ensure!(
            part.get("nvrtc").is_some(),
            "{} has no `nvrtc` section (is it bench/cuda_source.py's output?)",
            path.display()
        );
        crate::merge(&mut doc, part);
    }
    let dev: Arc<dyn Device> = Arc::from(gpujit::open(&args.device)?);
    let info = dev.info().clone();
    if info.backend == gpujit::Backend::Cuda
        && std::env::var("CUDA_CACHE_DISABLE").as_deref() != Ok("1")
    {
        eprintln!(
            "gpujit-bench: warning: CUDA_CACHE_DISABLE is not 1; every cold source is unique, \
             but the PTX of two repetitions can be the same, and the driver's cache could answer"
        );
    }
    let (target, opts, _) = gpujit::options_for(dev.as_ref())?;
    let probe = Program::new("probe.cu", SAXPY);
    let arch = gpujit::cuda::source_arch(&probe, target, opts.arch.as_deref())?;
    let detected = HeaderSet::detect().map_err(anyhow::Error::msg)?;
    if args.prelude_only {
        return build_preludes(&arch, &detected);
    }
    let prelude = if args.fresh_prelude {
        json!({ "skipped": "--fresh-prelude: the first compile builds it" })
    } else {
        kept_preludes(args)?
    };
    let mut meta = crate::meta();
    meta["mode"] = json!("cuda-source");
    meta["clang"] = json!(gpujit::cuda::CLANG_VERSION);
    doc["meta"] = meta;
    doc["machine"] = machine_json();
    doc["device"] = json!({
        "name": info.name,
        "arch": info.arch,
        "backend": info.backend.to_string(),
        "spec": gpujit::device_spec(&info),
    });
    doc["reps"] = json!(args.reps);
    doc["prelude"] = prelude;
    doc["source_arch"] = json!(arch);
    doc["headers"] = json!({
        "detected": detected.describe(),
        "nvidia": matches!(detected, HeaderSet::Sdk { .. }),
        "note": "cold, warm, to_hsaco and to_host compile against the detected headers",
    });
    let salt = salt();
    let mut errors = Map::new();
    for kernel in &KERNELS {
        doc["kernels"][kernel.key] = measure(
            &dev,
            kernel,
            args.reps,
            &arch,
            &detected,
            &salt,
            &mut errors,
        )?;
    }
    doc["errors"] = Value::Object(errors);
    for kernel in &KERNELS {
        let k = kernel.key;
        if let Some(theirs) = doc
            .pointer(&format!("/nvrtc/kernels/{k}/lowered_name"))
            .and_then(Value::as_str)
        {
            let same = doc["kernels"][k]["lowered_name"].as_str() == Some(theirs);
            doc["kernels"][k]["lowered_name_as_nvrtc"] = json!(same);
        }
    }
    doc["note"] = json!(
        "ms; median of the timed repetitions, first_ms the first (SAXPY's cold one is the \
         process's first compile); measured in the order cold, warm, cold_phases, front end, \
         to_hsaco, to_host; cold: a new Jit with an empty cache and a new source each repetition \
         (compile = Jit::compile_cuda, load = Device::load + kernel lookup); warm: \
         Jit::compile_cuda answered by the memory cache + Device::load + kernel lookup; \
         cold_phases: cold's steps timed apart (NVIDIA); \
         to_hsaco/to_host: nvvm_module + lift + gpujit::compile, no device; the precompiled \
         prelude of the headers is built once per machine and set of arguments, by a process \
         of its own before the run (`prelude`), unless --fresh-prelude"
    );
    let table: Vec<Value> = rows(&doc).iter().map(Row::to_json).collect();
    doc["table"] = Value::Array(table);
    print!("{}", render(&doc));
    Ok(doc)
}

/// The precompiled preludes the measurements use (the device's architecture
/// and the default one, the detected and the built-in headers), built and
/// kept on disk, each timed: `--prelude-only`.
fn build_preludes(arch: &str, detected: &HeaderSet) -> Result<Value> {
    let mut out = Map::new();
    let mut sets = vec![detected.clone()];
    if *detected != HeaderSet::BuiltIn {
        sets.push(HeaderSet::BuiltIn);
    }
    for headers in &sets {
        for a in [arch, gpujit::cuda::DEFAULT_ARCH] {
            let key = format!("{a}, {}", headers.describe());
            if out.contains_key(&key) {
                continue;
            }
            let t = Instant::now();
            let origin = gpujit::cuda::prepare_prelude(a, headers, &[] as &[&str])?;
            out.insert(
                key,
                json!({ "ms": ms(t.elapsed()), "origin": format!("{origin:?}") }),
            );
        }
    }
    println!("{}", Value::Object(out.clone()));
    Ok(Value::Object(out))
}

/// Builds the preludes in a process of its own (this program with
/// `--prelude-only`), as `gpujit cuda-prelude` does once per machine, so that
/// this process's first compile finds them kept; their times.
fn kept_preludes(args: &SourceArgs) -> Result<Value> {
    crate::progress("cuda-source: precompiled preludes, in a process of their own");
    let exe = std::env::current_exe().context("the benchmark's own path")?;
    let t = Instant::now();
    let out = std::process::Command::new(exe)
        .args(["--cuda-source", "--prelude-only", "--device", &args.device])
        .stderr(std::process::Stdio::inherit())
        .output()
        .context("running gpujit-bench --cuda-source --prelude-only")?;
    let all = ms(t.elapsed());
    ensure!(
        out.status.success(),
        "gpujit-bench --cuda-source --prelude-only failed ({})",
        out.status
    );
    let text = String::from_utf8_lossy(&out.stdout);
    let built: Value = text
        .lines()
        .rev()
        .find_map(|l| serde_json::from_str(l).ok())
        .context("no JSON from gpujit-bench --cuda-source --prelude-only")?;
    Ok(json!({
        "built_ms": built,
        "process_ms": all,
        "note": "built and kept on disk by a process of its own before the measurements \
                 (once per machine, as `gpujit cuda-prelude`); every process after it, this \
                 one included, maps the kept file",
    }))
}

fn number(doc: &Value, pointer: &str) -> Option<f64> {
    doc.pointer(pointer)
        .and_then(Value::as_f64)
        .filter(|v| v.is_finite())
}

/// The table's rows: each kernel's figures beside NVRTC's where there is one.
pub fn rows(doc: &Value) -> Vec<Row> {
    struct Spec {
        label: &'static str,
        ours: &'static str,
        theirs: Option<(&'static str, &'static str)>,
        goal: Option<(Goal, &'static str)>,
    }
    let spec = |label, ours, theirs, goal| Spec {
        label,
        ours,
        theirs,
        goal,
    };
    let specs = [
        spec(
            "front end only, built-in headers",
            "front_end_builtin/median_ms/total",
            None,
            None,
        ),
        spec(
            "front end only, NVIDIA headers",
            "front_end_nvidia/median_ms/total",
            None,
            None,
        ),
        spec(
            "source → loaded kernel, cold",
            "cold/median_ms/total",
            Some(("cold/median_ms", "CuPy RawModule")),
            Some((Goal::RatioAtMost(0.5), "≤ 0.5× NVRTC")),
        ),
        spec(
            "  compile (source → image)",
            "cold/median_ms/compile",
            Some(("nvrtc_only/median_ms", "NVRTC → cubin")),
            None,
        ),
        spec("  load + kernel lookup", "cold/median_ms/load", None, None),
        spec(
            "  first repetition",
            "cold/first_ms/total",
            Some(("cold/first_ms", "CuPy RawModule")),
            None,
        ),
        spec(
            "source → loaded kernel, warm",
            "warm/median_ms/total",
            Some(("warm/median_ms", "CuPy memoized")),
            Some((Goal::AtMost(1.0), "≤ 1 ms")),
        ),
        spec(
            "  same, vs CuPy disk-cache hit",
            "warm/median_ms/total",
            Some(("warm_disk/median_ms", "CuPy disk hit + load")),
            None,
        ),
        spec(
            "source → hsaco gfx942, cold",
            "to_hsaco/median_ms/total",
            None,
            None,
        ),
        spec(
            "source → host object, cold",
            "to_host/median_ms/total",
            None,
            None,
        ),
    ];
    let mut out = Vec::new();
    for kernel in &KERNELS {
        let k = kernel.key;
        for s in &specs {
            let gpujit = number(doc, &format!("/kernels/{k}/{}", s.ours));
            let reference = s
                .theirs
                .and_then(|(p, _)| number(doc, &format!("/nvrtc/kernels/{k}/{p}")));
            let ratio = match (gpujit, reference) {
                (Some(g), Some(r)) if r != 0.0 => Some(g / r),
                _ => None,
            };
            out.push(Row {
                measurement: format!("{k}: {}", s.label),
                unit: "ms",
                gpujit,
                reference,
                reference_name: s.theirs.map(|(_, what)| what),
                ratio,
                goal: s.goal.map(|(_, text)| text),
                met: s.goal.and_then(|(g, _)| g.met(gpujit, ratio)),
            });
        }
    }
    out
}

/// The heading, the table and a legend.
pub fn render(doc: &Value) -> String {
    let s = |p: &str| doc.pointer(p).and_then(Value::as_str).unwrap_or("?");
    let mut out = format!(
        "CUDA source → kernel: gpujit {} (clang {}, LLVM {}) on {} ({}), {}\n",
        s("/meta/gpujit"),
        s("/meta/clang"),
        s("/meta/llvm"),
        s("/device/name"),
        s("/device/arch"),
        s("/meta/date"),
    );
    out += &format!(
        "machine: {}, {} cores; source compiled for {}; headers: {}\n",
        s("/machine/cpu"),
        doc.pointer("/machine/cores").unwrap_or(&Value::Null),
        s("/source_arch"),
        s("/headers/detected"),
    );
    match doc.get("nvrtc") {
        None => out += "NVRTC: not measured (pass --nvrtc FILE from bench/cuda_source.py)\n",
        Some(n) if n.get("skipped").is_some() => {
            out += &format!("NVRTC: skipped: {}\n", s("/nvrtc/skipped"))
        }
        Some(_) => {
            out += &format!(
                "NVRTC {} through CuPy {} on {}\n",
                s("/nvrtc/versions/nvrtc"),
                s("/nvrtc/versions/cupy"),
                s("/nvrtc/device"),
            )
        }
    }
    out += &crate::report::format_table(&rows(doc));
    match doc.pointer("/prelude/built_ms").and_then(Value::as_object) {
        Some(built) => {
            out += "precompiled preludes, built once per machine before the run (ms): ";
            let each: Vec<String> = built
                .iter()
                .map(|(k, v)| format!("{k}: {:.0}", v["ms"].as_f64().unwrap_or(f64::NAN)))
                .collect();
            out += &each.join("; ");
            out += "\n";
        }
        None => out += "precompiled preludes: built by the first compile that needs each\n",
    }
    out += "ratio = gpujit ÷ NVRTC; medians, the first repetition apart (SAXPY's cold one is \
            the process's first compile, as CuPy's); warm: gpujit looks the image up and loads \
            it, CuPy memoized returns the module it loaded before, CuPy disk hit reads its \
            cache file and loads it; goals are reported, never enforced; — = not measured\n";
    out
}
