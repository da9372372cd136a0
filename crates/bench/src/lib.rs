//! `gpujit-bench`: one program that measures gpujit beside references taken in
//! the same run, prints one table and writes JSON.
//!
//! What it measures (each section of the JSON is one of these):
//!
//! - `cold_jit`: SAXPY from the builder to a launchable kernel on the CUDA
//!   device, per stage (IR build, lower, optimize, PTX codegen, driver load),
//!   each repetition a module of its own so that no cache can hit (run it with
//!   `CUDA_CACHE_DISABLE=1`).
//! - `warm_fill` / `warm_jit`: a [`gpujit::Jit`] over a disk cache, filled by
//!   one process (`--fill-cache DIR`) and hit by a second (`--warm DIR`).
//! - `launch`: an empty kernel launched through `DeviceExt::launch` against a
//!   bare `cuLaunchKernel` on the same `CUfunction`.
//! - `kernels`: SAXPY (scalar and vec4), the sum reduction, a device-to-device
//!   copy and SGEMM, timed with CUDA events.
//! - `gemm_bf16`: bf16 GEMM 8192³ on the tensor cores, each variant of
//!   [`gemm`] verified then timed; `--gemm` measures only this and SGEMM,
//!   and the BLAS crate's products ([`blas`]).
//! - `blas`: `gpujit_blas::Blas` products of the same shapes (SGEMM 4096³,
//!   bf16 and f16 8192³ `A·Bᵀ`), checked, then timed call by call.
//! - `amd`: portable IR to an HSA code object for gfx942 on the CPU, per stage.
//! - `references`: what `bench/references.py` measured with CuPy, Triton and
//!   cuBLAS, merged with `--merge`.
//!
//! Stand-alone modes, each with its own flags, table and JSON: `--many`
//! ([`many`]: a thousand small programs), `--tiny` ([`tiny`]: tiny ops),
//! `--streams` ([`streams`]: launch overhead on a stream, copy/compute
//! overlap), `--cuda-source` ([`source`]: CUDA C++ source → loaded kernel,
//! cold and warm, beside NVRTC as `bench/cuda_source.py` measures it through
//! CuPy), `--cudart` ([`cudart`]: gpujit's CUDA runtime against NVIDIA's
//! libcudart with one whole program) and `--fleet` ([`fleet`]: the many programs on a node with nothing
//! cached, over a warm shared store, and over a warm local disk).
//!
//! The table compares each figure with its reference and a goal; goals are
//! reported, never enforced. See `ci/gpu-bench` for how a full run is made.
#![deny(missing_docs)]

use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::{Context, Result, bail};
use serde_json::{Map, Value, json};

pub mod amd;
pub mod blas;
pub mod blas_abi;
pub mod cuda;
pub mod cudart;
pub mod fleet;
pub mod gemm;
pub mod many;
pub mod mfma;
pub mod ptx;
pub mod report;
pub mod source;
pub mod specialize;
pub mod streams;
pub mod sweep;
pub mod tiny;

#[cfg(test)]
mod tests;

/// The `schema` of the JSON this program writes.
pub const SCHEMA: &str = "gpujit-bench/1";

/// The command line's help text.
pub const USAGE: &str = "\
usage: gpujit-bench [--json PATH] [--merge FILE]... [--reps N] [--launches N]
                    [--amd-only | --skip-amd | --gemm] [--amd-arch ARCH]
       gpujit-bench --fill-cache DIR [--json PATH] [--reps N]
       gpujit-bench --warm DIR [--json PATH] [--reps N]
       gpujit-bench --report --merge FILE... [--json PATH]
       gpujit-bench --many [--help]   (the many-programs benchmark; see --many --help)
       gpujit-bench --tiny [--help]   (tiny ops: launches, persistent queue, micro-batching)
       gpujit-bench --fleet [--help]  (the many programs: cold, warm shared store, warm disk)
       gpujit-bench --streams [--help]   (launch on a stream, copy/compute overlap)
       gpujit-bench --cuda-source [--help]   (CUDA C++ source -> loaded kernel, vs NVRTC)
       gpujit-bench --cudart [--help]   (gpujit's CUDA runtime vs NVIDIA's libcudart)
       gpujit-bench --blas-abi [--help]   (cuBLAS's C ABI vs gpujit_blas, per call)

Measures gpujit on the CUDA device (cold JIT, launch overhead, generated
code) and AMD codegen on the CPU, merges the JSON files given with --merge
(references.py's output, the --warm pass, an earlier result), prints one
table and writes everything to --json PATH.

  --json PATH       write the JSON here
  --merge FILE      merge this JSON file in first (repeatable)
  --reps N          repetitions of every timed measurement (default 20)
  --launches N      launches per round of the launch-overhead test (default 10000)
  --amd-only        only the AMD codegen part; needs no GPU
  --skip-amd        everything but the AMD codegen part
  --gemm            only the matrix products: SGEMM 4096³ and bf16 GEMM 8192³,
                    the kernels and the BLAS crate's (bf16 and f16)
  --amd-arch ARCH   AMD architecture to compile for (default gfx942)
  --fill-cache DIR  fill a gpujit disk cache in DIR (first process of the warm test)
  --warm DIR        time compile+load hitting the cache in DIR (second process)
  --report          measure nothing: merge, print the table, write the JSON

Exit status: 0 on success (goals are reported, never enforced), 1 on error,
including no CUDA device without --amd-only.";

/// What one invocation does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mode {
    /// Measure (CUDA and/or AMD), merge, print the table.
    Full,
    /// Fill a disk cache in this folder: the first process of the warm test.
    FillCache(PathBuf),
    /// Time cache hits from this folder: the second process of the warm test.
    Warm(PathBuf),
    /// Merge and print only.
    Report,
}

/// Parsed command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Args {
    /// What to do.
    pub mode: Mode,
    /// Where to write the JSON.
    pub json: Option<PathBuf>,
    /// JSON files merged in before this run's results.
    pub merge: Vec<PathBuf>,
    /// Only the AMD codegen part.
    pub amd_only: bool,
    /// Everything but the AMD codegen part.
    pub skip_amd: bool,
    /// Only the matrix products (SGEMM and bf16 GEMM).
    pub gemm_only: bool,
    /// Repetitions of every timed measurement.
    pub reps: usize,
    /// Launches per round of the launch-overhead test.
    pub launches: usize,
    /// AMD architecture of the codegen part.
    pub amd_arch: String,
}

impl Default for Args {
    fn default() -> Self {
        Args {
            mode: Mode::Full,
            json: None,
            merge: Vec::new(),
            amd_only: false,
            skip_amd: false,
            gemm_only: false,
            reps: 20,
            launches: 10_000,
            amd_arch: "gfx942".into(),
        }
    }
}

/// Parses the arguments (without the program name). `Ok(None)` for `--help`.
pub fn parse_args(args: impl IntoIterator<Item = String>) -> Result<Option<Args>> {
    let mut a = Args::default();
    let mut it = args.into_iter();
    let mut modes = 0;
    while let Some(arg) = it.next() {
        let mut value = |what: &str| it.next().with_context(|| format!("{what} needs a value"));
        match arg.as_str() {
            "--json" => a.json = Some(value("--json")?.into()),
            "--merge" => a.merge.push(value("--merge")?.into()),
            "--reps" => a.reps = number(&value("--reps")?, "--reps")?,
            "--launches" => a.launches = number(&value("--launches")?, "--launches")?,
            "--amd-only" => a.amd_only = true,
            "--skip-amd" => a.skip_amd = true,
            "--gemm" => a.gemm_only = true,
            "--amd-arch" => a.amd_arch = value("--amd-arch")?,
            "--fill-cache" => {
                a.mode = Mode::FillCache(value("--fill-cache")?.into());
                modes += 1;
            }
            "--warm" => {
                a.mode = Mode::Warm(value("--warm")?.into());
                modes += 1;
            }
            "--report" => {
                a.mode = Mode::Report;
                modes += 1;
            }
            "-h" | "--help" => return Ok(None),
            other => bail!("unknown argument `{other}` (try --help)"),
        }
    }
    if modes > 1 {
        bail!("--fill-cache, --warm and --report exclude each other");
    }
    if a.amd_only && a.skip_amd {
        bail!("--amd-only and --skip-amd exclude each other");
    }
    if a.gemm_only && (a.amd_only || a.mode != Mode::Full) {
        bail!(
            "--gemm measures the matrix products only; it takes no --amd-only, --fill-cache, --warm or --report"
        );
    }
    if a.amd_only && a.mode != Mode::Full {
        bail!(
            "--amd-only measures only the AMD codegen part; it takes no --fill-cache, --warm or --report"
        );
    }
    Ok(Some(a))
}

/// Walks the `--flag value` arguments of a stand-alone benchmark (`mode`,
/// e.g. `--many`): `--json PATH` and `--help` here, the others through `flag`,
/// which takes a flag and a way to read its value and says whether it knew
/// it. `Ok(None)` for `--help`; else the `--json` path, if any.
pub(crate) fn walk_flags(
    args: impl IntoIterator<Item = String>,
    mode: &str,
    mut flag: impl FnMut(&str, &mut dyn FnMut() -> Result<String>) -> Result<bool>,
) -> Result<Option<Option<PathBuf>>> {
    let mut json = None;
    let mut it = args.into_iter();
    while let Some(arg) = it.next() {
        let mut value = || it.next().with_context(|| format!("{arg} needs a value"));
        match arg.as_str() {
            "--json" => json = Some(value()?.into()),
            "-h" | "--help" => return Ok(None),
            other => {
                if !flag(other, &mut value)? {
                    bail!("unknown argument `{other}` to {mode} (try {mode} --help)");
                }
            }
        }
    }
    Ok(Some(json))
}

pub(crate) fn number(s: &str, what: &str) -> Result<usize> {
    match s.parse::<usize>() {
        Ok(n) if n > 0 => Ok(n),
        _ => bail!("{what} takes a positive number, not `{s}`"),
    }
}

/// What [`run`] produced.
#[derive(Debug, Clone)]
pub struct Outcome {
    /// The merged document, with its `table` when the mode prints one.
    pub doc: Value,
    /// Sections of this run that failed (`section: error`); they are also under
    /// the document's `errors`. The others were measured regardless.
    pub failures: Vec<String>,
}

/// Runs what `args` asks for and returns the merged JSON document. A section
/// that fails is recorded and the next one still runs; no CUDA device (without
/// `--amd-only`) is an error at once. Progress goes to stderr.
pub fn run(args: &Args) -> Result<Outcome> {
    let mut doc = Value::Object(Map::new());
    for path in &args.merge {
        merge(&mut doc, read_json(path)?);
    }
    let mut own = json!({ "meta": meta() });
    let mut failures = Vec::new();
    let mut section = |own: &mut Value, key: &str, f: &mut dyn FnMut() -> Result<Value>| {
        progress(key);
        match f() {
            Ok(v) => own[key] = v,
            Err(e) => {
                eprintln!("gpujit-bench: {key} failed: {e:#}");
                own["errors"][key] = json!(format!("{e:#}"));
                failures.push(format!("{key}: {e:#}"));
            }
        }
    };
    match &args.mode {
        Mode::Report => {
            if doc.get("meta").is_some() {
                own = json!({});
            }
        }
        Mode::FillCache(dir) => {
            let dev = cuda::open()?;
            own["device"] = cuda::device_json(&dev);
            own["warm_fill"] = cuda::fill_cache(&dev, dir, args.reps)?;
        }
        Mode::Warm(dir) => {
            let dev = cuda::open()?;
            own["device"] = cuda::device_json(&dev);
            own["warm_jit"] = cuda::warm(&dev, dir, args.reps)?;
        }
        Mode::Full if args.gemm_only => {
            let dev = cuda::open()?;
            own["device"] = cuda::device_json(&dev);
            section(&mut own, "kernels", &mut || {
                let stream = gpujit::DeviceExt::stream(&dev)?;
                Ok(json!({ "sgemm": gemm::sgemm(&dev, &stream, 3, args.reps.max(10))? }))
            });
            section(&mut own, "gemm_bf16", &mut || {
                gemm::gemm_bf16(&dev, 3, args.reps.max(10))
            });
            section(&mut own, "blas", &mut || {
                blas::products(3, args.reps.max(10))
            });
        }
        Mode::Full => {
            if !args.amd_only {
                let dev = cuda::open()?;
                own["device"] = cuda::device_json(&dev);
                section(&mut own, "cold_jit", &mut || {
                    cuda::cold_jit(&dev, args.reps)
                });
                section(&mut own, "launch", &mut || {
                    cuda::launch_overhead(&dev, args.launches, 5)
                });
                section(&mut own, "kernels", &mut || {
                    cuda::kernels(&dev, args.reps.max(10))
                });
                section(&mut own, "gemm_bf16", &mut || {
                    gemm::gemm_bf16(&dev, 3, args.reps.max(10))
                });
            }
            if !args.skip_amd {
                section(&mut own, "amd", &mut || {
                    amd::codegen(&args.amd_arch, args.reps)
                });
            }
        }
    }
    merge(&mut doc, own);
    if matches!(args.mode, Mode::Full | Mode::Report) {
        report::finish(&mut doc);
    }
    Ok(Outcome { doc, failures })
}

/// One progress line on stderr.
pub fn progress(what: &str) {
    eprintln!("gpujit-bench: {what} ...");
}

/// Reads a JSON file.
pub fn read_json(path: &Path) -> Result<Value> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    serde_json::from_str(&text).with_context(|| format!("{} is not JSON", path.display()))
}

/// Merges `part` into `base`: objects key by key, recursively; anything else
/// in `part` replaces what `base` had. A part's `table` is dropped (the table
/// is recomputed from the merged document).
pub fn merge(base: &mut Value, part: Value) {
    fn go(base: &mut Value, part: Value) {
        match (base, part) {
            (Value::Object(b), Value::Object(p)) => {
                for (k, v) in p {
                    match b.get_mut(&k) {
                        Some(slot) => go(slot, v),
                        None => {
                            b.insert(k, v);
                        }
                    }
                }
            }
            (slot, v) => *slot = v,
        }
    }
    let mut part = part;
    if let Value::Object(p) = &mut part {
        p.remove("table");
    }
    if !base.is_object() {
        *base = Value::Object(Map::new());
    }
    go(base, part);
}

/// What every document says about the run that wrote it.
pub fn meta() -> Value {
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    json!({
        "schema": SCHEMA,
        "date": utc_date(now),
        "unix_time": now,
        "gpujit": env!("CARGO_PKG_VERSION"),
        "llvm": gpujit::LLVM_VERSION,
    })
}

/// `YYYY-MM-DD` of a Unix time, in UTC.
pub fn utc_date(unix_secs: u64) -> String {
    // Days to the civil calendar (H. Hinnant's algorithm).
    let z = (unix_secs / 86_400) as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// A file-name-safe, lower-case form of a device name: `NVIDIA H200` → `nvidia-h200`.
pub fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    while out.ends_with('-') {
        out.pop();
    }
    if out.is_empty() {
        "unknown".into()
    } else {
        out
    }
}

/// The median of the finite values, `None` when there are none.
pub fn median(xs: &[f64]) -> Option<f64> {
    let mut v: Vec<f64> = xs.iter().copied().filter(|x| x.is_finite()).collect();
    if v.is_empty() {
        return None;
    }
    v.sort_by(f64::total_cmp);
    let n = v.len();
    Some(if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    })
}

/// Named series of samples (one value per stage per repetition) and their
/// summaries as JSON.
#[derive(Debug, Clone)]
pub struct Samples {
    names: Vec<&'static str>,
    values: Vec<Vec<f64>>,
    first: Option<Vec<f64>>,
}

impl Samples {
    /// Empty series with these names.
    pub fn new(names: &[&'static str]) -> Samples {
        Samples {
            names: names.to_vec(),
            values: vec![Vec::new(); names.len()],
            first: None,
        }
    }

    /// Adds one repetition, except that the first one given is kept apart:
    /// it pays the process's one-time costs (see [`Samples::first_json`]).
    pub fn push_after_first(&mut self, row: &[f64]) {
        match self.first {
            None => self.first = Some(row.to_vec()),
            Some(_) => self.push(row),
        }
    }

    /// The repetition [`Samples::push_after_first`] kept apart, `{name: value}`
    /// (null when there was none).
    pub fn first_json(&self) -> Value {
        match &self.first {
            None => Value::Null,
            Some(row) => Value::Object(
                self.names
                    .iter()
                    .zip(row)
                    .map(|(n, v)| (n.to_string(), json!(round(*v))))
                    .collect(),
            ),
        }
    }

    /// Adds one repetition: one value per name, in order.
    pub fn push(&mut self, row: &[f64]) {
        for (series, v) in self.values.iter_mut().zip(row) {
            series.push(*v);
        }
    }

    /// The samples of one series.
    pub fn series(&self, name: &str) -> &[f64] {
        self.names
            .iter()
            .position(|n| *n == name)
            .map_or(&[], |i| &self.values[i])
    }

    fn each(&self, f: impl Fn(&[f64]) -> Value) -> Value {
        Value::Object(
            self.names
                .iter()
                .zip(&self.values)
                .map(|(n, v)| (n.to_string(), f(v)))
                .collect(),
        )
    }

    /// `{"median_<unit>": {name: median}, "min_<unit>": {..}, "samples_<unit>": {name: [..]}}`.
    pub fn to_json(&self, unit: &str) -> Map<String, Value> {
        let mut m = Map::new();
        m.insert(
            format!("median_{unit}"),
            self.each(|v| json!(median(v).map(round))),
        );
        m.insert(
            format!("min_{unit}"),
            self.each(|v| json!(v.iter().copied().reduce(f64::min).map(round))),
        );
        m.insert(
            format!("samples_{unit}"),
            self.each(|v| json!(v.iter().map(|x| round(*x)).collect::<Vec<_>>())),
        );
        m
    }
}

/// A value rounded to 6 significant digits, to keep the JSON readable.
pub fn round(x: f64) -> f64 {
    if x == 0.0 || !x.is_finite() {
        return x;
    }
    let digits = 5 - x.abs().log10().floor() as i32;
    if !(-300..=300).contains(&digits) {
        return x;
    }
    let scale = 10f64.powi(digits);
    (x * scale).round() / scale
}

/// Milliseconds of a duration.
pub fn ms(d: std::time::Duration) -> f64 {
    d.as_secs_f64() * 1e3
}
