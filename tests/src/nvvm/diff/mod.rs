//! The differential corpus: public CUDA kernels (`tests/corpus/cuda/<suite>/`,
//! every suite but `cuda-samples`) launched as their `NAME.json` says
//! (`tests/corpus/cuda/CASES.md`), with NVIDIA running the IR as clang wrote
//! it as the only reference. The reference outputs are stored beside the
//! spec (`NAME.CASE.ref`); `GPUJIT_DIFF_RECORD=DIR` on a CUDA machine writes
//! them anew into `DIR/<suite>/` (`ci/gpu-diff-record`).
//!
//! Each case runs lifted on every device (NVIDIA, the host with warps of 32
//! and 64, the AMDGCN emulator for gfx942, gfx1100 and gfx1201) and, on
//! NVIDIA, as written too; each run is compared with the reference. A case a
//! spec refuses on a device is counted as refused with its reason; nothing
//! is skipped silently. The table of agree / differ / refused per device is
//! printed at the end.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

use anyhow::{Context, bail, ensure};
use gpujit::{
    Device, DeviceExt, Dim3, KernelArg, LaunchConfig, Module, NvvmModule, ParamType, Target,
};
use gpujit_conformance::Tally;
use serde_json::Value;

mod barriers;
mod ptx;
mod spec;
pub use ptx::{run_nvcc, run_ptx};
use spec::{Case, Data, Elem, Num, Spec};

/// One corpus file: its suite folder, name, spec and NVVM IR (or PTX).
struct File {
    suite: String,
    name: String,
    spec: Spec,
    ir: String,
    /// Whether `ir` is PTX (the `ptx::` variants).
    ptx: bool,
}

impl File {
    fn id(&self) -> String {
        format!("{}::{}", self.suite, self.name)
    }

    fn reference_path(&self, root: &Path, case: &Case) -> PathBuf {
        root.join(&self.suite)
            .join(format!("{}.{}.ref", self.name, case.name))
    }
}

/// `tests/corpus/cuda`, from the source tree or (where the binary runs
/// elsewhere, as on a GPU machine) from the current folder.
pub(crate) fn corpus_root() -> PathBuf {
    if let Ok(d) = std::env::var("GPUJIT_CORPUS_DIR") {
        return PathBuf::from(d);
    }
    let built = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/cuda");
    if built.is_dir() {
        built
    } else {
        PathBuf::from("tests/corpus/cuda")
    }
}

/// Every `NAME.json` with its `NAME.ll`, by suite and name.
fn discover(root: &Path) -> anyhow::Result<Vec<File>> {
    let mut files = Vec::new();
    let mut suites: Vec<PathBuf> = std::fs::read_dir(root)
        .with_context(|| format!("reading {}", root.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir() && !p.ends_with("cuda-samples"))
        .collect();
    suites.sort();
    for dir in suites {
        let suite = dir
            .file_name()
            .and_then(|s| s.to_str())
            .context("suite folder name")?
            .to_string();
        let mut specs: Vec<PathBuf> = std::fs::read_dir(&dir)?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "json"))
            .collect();
        specs.sort();
        for path in specs {
            let name = path
                .file_stem()
                .and_then(|s| s.to_str())
                .context("spec name")?
                .to_string();
            let text = std::fs::read_to_string(&path)?;
            let spec: Spec =
                serde_json::from_str(&text).with_context(|| format!("{}", path.display()))?;
            ensure!(
                !spec.origin.is_empty() && !spec.license.is_empty(),
                "{}: origin and licence must be stated",
                path.display()
            );
            let ll = path.with_extension("ll");
            let ir = std::fs::read_to_string(&ll)
                .with_context(|| format!("{} (run generate.sh)", ll.display()))?;
            files.push(File {
                suite: suite.clone(),
                name,
                spec,
                ir,
                ptx: false,
            });
        }
    }
    Ok(files)
}

/// The spec's name for the device a conformance tag stands for.
fn spec_device(tag: &str) -> &str {
    match tag {
        "host" => "host32",
        "host-wave64" => "host64",
        "amdgcn" => "gfx942",
        "amdgcn-gfx1100" => "gfx1100",
        "amdgcn-gfx1201" => "gfx1201",
        other => other,
    }
}

/// Outcomes per device, for the table.
#[derive(Default)]
struct Row {
    agree: usize,
    differ: usize,
    refused: usize,
}

/// NVVM IR for a corpus file other than its `.ll` (from its `.cu`, say):
/// `None` leaves the file out, an error fails its cases. In a variant whose
/// label starts with `ptx::` the text is PTX.
pub type IrFor<'a> = &'a dyn Fn(&str, &str, &Path) -> Option<anyhow::Result<String>>;

/// Runs the corpus on `devices`.
pub fn run(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    run_variant(t, devices, None);
}

/// Runs the corpus on `devices`; with a variant `(label, ir_for)`, the IR of
/// each file is what `ir_for(suite, name, path of the .cu)` gives, and the
/// tests are named `{device}::{label}::{suite}::{name}::{case}` (the
/// references and specs are the same).
pub fn run_variant(
    t: &mut Tally,
    devices: &[(String, &dyn Device)],
    variant: Option<(&str, IrFor<'_>)>,
) {
    let root = corpus_root();
    let mut files = match discover(&root) {
        Ok(f) => f,
        Err(e) => {
            t.fail("nvvm::diff::corpus", &format!("{e:#}"));
            return;
        }
    };
    let record = std::env::var("GPUJIT_DIFF_RECORD").ok().map(PathBuf::from);
    let filter = std::env::var("GPUJIT_FILTER").ok();
    let label = match variant {
        Some((label, ir_for)) => {
            let mut kept = Vec::new();
            for mut f in files {
                let cu = root.join(&f.suite).join(format!("{}.cu", f.name));
                match ir_for(&f.suite, &f.name, &cu) {
                    None => {}
                    Some(Ok(ir)) => {
                        f.ir = ir;
                        f.ptx = label.starts_with("ptx::");
                        kept.push(f);
                    }
                    Some(Err(e)) => t.fail(&format!("{label}::{}", f.id()), &format!("{e:#}")),
                }
            }
            files = kept;
            label.to_string()
        }
        None => {
            t.run(
                "nvptx::nvvm::diff::divergent_barrier_check",
                barriers::self_check,
            );
            for f in &files {
                t.run(&format!("nvptx::nvvm::diff::codegen::{}", f.id()), || {
                    codegen(f)
                });
            }
            "nvvm::diff".to_string()
        }
    };
    let mut table: BTreeMap<String, Row> = BTreeMap::new();
    let mut kernels = std::collections::BTreeSet::new();
    for (tag, dev) in devices {
        let key = spec_device(tag);
        let cuda = dev.info().backend == gpujit::Backend::Cuda;
        let mut modules: HashMap<(String, bool), anyhow::Result<Module>> = HashMap::new();
        for f in &files {
            for case in &f.spec.cases {
                for l in &case.launches {
                    kernels.insert(format!("{}::{}", f.id(), l.kernel));
                }
                // As written first: in record mode it writes the reference the
                // lifted run is compared with.
                for native in [true, false] {
                    if native && !cuda {
                        continue;
                    }
                    let column = if native {
                        format!("{key} (as written)")
                    } else {
                        key.to_string()
                    };
                    let row = table.entry(column).or_default();
                    let name = format!(
                        "{tag}::{label}::{}::{}{}",
                        f.id(),
                        case.name,
                        if native { "::native" } else { "" }
                    );
                    if filter.as_ref().is_some_and(|f| !name.contains(f.as_str())) {
                        continue;
                    }
                    // `DEVICE from PTX` refuses a case on a device for the
                    // PTX variant alone.
                    let refusal = f
                        .spec
                        .refused
                        .as_ref()
                        .or_else(|| case.devices.get(key))
                        .or_else(|| {
                            f.ptx
                                .then(|| case.devices.get(&format!("{key} from PTX")))
                                .flatten()
                        });
                    if let Some(why) = refusal.filter(|_| !native) {
                        t.skip(&name, &format!("refused on {key}: {why}"));
                        row.refused += 1;
                        continue;
                    }
                    let before = (t.passed, t.failed.len());
                    t.run(&name, || {
                        let module = load(*dev, f, case, native, &mut modules)?;
                        let got = reference_form(case, &launch(*dev, &module, case)?)?;
                        if native && let Some(dir) = &record {
                            let path = f.reference_path(dir, case);
                            std::fs::create_dir_all(path.parent().context("folder")?)?;
                            std::fs::write(&path, &got)?;
                        }
                        let want = match &record {
                            Some(dir) => std::fs::read(f.reference_path(dir, case)),
                            None => std::fs::read(f.reference_path(&root, case)),
                        }
                        .context(
                            "no NVIDIA reference for this case (ci/gpu-diff-record writes them)",
                        )?;
                        compare(case, &got, &want)
                    });
                    if t.passed > before.0 {
                        row.agree += 1;
                    } else if t.failed.len() > before.1 {
                        row.differ += 1;
                    }
                }
            }
        }
    }
    let cases: usize = files.iter().map(|f| f.spec.cases.len()).sum();
    let suites: std::collections::BTreeSet<&str> = files.iter().map(|f| f.suite.as_str()).collect();
    println!(
        "# differential corpus ({label}): {} files, {} kernels, {cases} cases, {} suites",
        files.len(),
        kernels.len(),
        suites.len()
    );
    println!("# | device | agree | differ | refused |");
    for (device, r) in &table {
        println!(
            "# | {device} | {} | {} | {} |",
            r.agree, r.differ, r.refused
        );
    }
}

/// Every file lifts, and compiles for NVIDIA both lifted and as written,
/// with no more barriers behind divergent branches lifted than as written; a
/// file whose spec refuses it still fails to lift (else the refusal is out
/// of date).
fn codegen(f: &File) -> anyhow::Result<()> {
    let opts = gpujit::CompileOptions {
        arch: Some("sm_80".into()),
        ..Default::default()
    };
    let m = NvvmModule::from_ir(&format!("{}.ll", f.name), f.ir.as_bytes())?;
    let native = gpujit::compile_nvvm(&m, Target::Nvptx, &opts)?;
    let lifted = m
        .lift()
        .map_err(anyhow::Error::from)
        .and_then(|l| Ok(gpujit::compile(&l, Target::Nvptx, &opts)?));
    match (lifted, &f.spec.refused) {
        (Ok(lifted), None) => {
            let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
            let (n, l) = (
                barriers::divergent_barriers(&text(&native.image.bytes)),
                barriers::divergent_barriers(&text(&lifted.image.bytes)),
            );
            ensure!(
                l <= n,
                "the lifted PTX has {l} barriers behind a divergent branch, the PTX as written {n}"
            );
            Ok(())
        }
        (Err(e), None) => Err(e),
        (Ok(_), Some(why)) => bail!("lifts now: the spec's refusal ({why}) is out of date"),
        (Err(_), Some(_)) => Ok(()),
    }
}

/// The module for `case` on `dev`: lifted, or as written (NVIDIA). Cases
/// that set globals get a module of their own, so that no case sees the
/// globals another one wrote.
fn load(
    dev: &dyn Device,
    f: &File,
    case: &Case,
    native: bool,
    cache: &mut HashMap<(String, bool), anyhow::Result<Module>>,
) -> anyhow::Result<Module> {
    let key = if case.globals.0.is_empty() {
        f.id()
    } else {
        format!("{}::{}", f.id(), case.name)
    };
    let make = || -> anyhow::Result<Module> {
        if f.ptx {
            let m = gpujit::PtxModule::from_text(&format!("{}.ptx", f.name), &f.ir)?;
            let c = if native {
                gpujit::compile_ptx_for(dev, &m)?
            } else {
                gpujit::compile_for(dev, &m.translate()?)?
            };
            return Ok(dev.load(&c.image)?);
        }
        let m = NvvmModule::from_ir(&format!("{}.ll", f.name), f.ir.as_bytes())?;
        let c = if native {
            gpujit::compile_nvvm_for(dev, &m)?
        } else {
            gpujit::compile_for(dev, &m.lift()?)?
        };
        Ok(dev.load(&c.image)?)
    };
    match cache.entry((key, native)).or_insert_with(make) {
        Ok(m) => Ok(m.clone()),
        Err(e) => bail!("{e:#}"),
    }
}

/// Makes the buffers, runs the launches, and returns the outputs' bytes in
/// spec order.
fn launch(dev: &dyn Device, m: &Module, case: &Case) -> anyhow::Result<Vec<u8>> {
    for (i, (name, data)) in case.globals.0.iter().enumerate() {
        // What `cudaMemcpyToSymbol` does before the host's first launch.
        dev.write_global(m, name, &data.initial(i)?)
            .with_context(|| format!("writing the module variable `{name}`"))?;
    }
    let mut bufs = HashMap::new();
    for (i, (name, data)) in case.buffers.0.iter().enumerate() {
        let bytes = data.initial(i)?;
        ensure!(!bytes.is_empty(), "buffer `{name}` is empty");
        bufs.insert(name.as_str(), (dev.upload(&bytes)?, data.elem()?));
    }
    for l in &case.launches {
        let k = m.kernel(&l.kernel)?;
        let dim = |v: &[u32]| -> anyhow::Result<Dim3> {
            ensure!(!v.is_empty() && v.len() <= 3, "dimensions {v:?}");
            Ok(Dim3::new(
                v[0],
                v.get(1).copied().unwrap_or(1),
                v.get(2).copied().unwrap_or(1),
            ))
        };
        let cfg = LaunchConfig {
            grid: dim(&l.grid)?,
            block: dim(&l.block)?,
            shared_bytes: l.shared,
        };
        let mut args = Vec::with_capacity(l.args.len());
        for (a, p) in l.args.iter().zip(&k.signature().params) {
            args.push(retyped(argument(a, &bufs)?, p.ty));
        }
        ensure!(
            args.len() == l.args.len(),
            "{} arguments for {} parameters",
            l.args.len(),
            k.signature().params.len()
        );
        for _ in 0..l.repeat {
            dev.launch(&k, &cfg, &args)
                .with_context(|| format!("launching {}", l.kernel))?;
            dev.synchronize()
                .with_context(|| format!("running {}", l.kernel))?;
        }
    }
    let mut out = Vec::new();
    for (name, _) in &case.outputs.0 {
        match bufs.get(name.as_str()) {
            Some((b, _)) => out.extend(dev.download(b)?),
            None if case.globals.0.iter().any(|(g, _)| g == name) => {
                out.extend(dev.read_global::<u8>(m, name)?);
            }
            None => bail!("output `{name}` is no buffer of the case"),
        }
    }
    Ok(out)
}

/// An integer argument in the integer type of the parameter it is passed
/// to, where both are as wide: the IR says `i32`, not whether C said `int`
/// or `unsigned`, and a C `bool` is a byte. Other arguments are unchanged.
fn retyped(a: KernelArg<'_>, want: ParamType) -> KernelArg<'_> {
    use gpujit::ScalarType as S;
    let integer = |t: S| !matches!(t, S::F16 | S::BF16 | S::F32 | S::F64);
    match (a.ty(), want, a.scalar_bits()) {
        (ParamType::Scalar(have), ParamType::Scalar(w), Some(bits))
            if have != w && integer(have) && integer(w) && have.size() == w.size() =>
        {
            match w {
                S::Bool => (bits != 0).into(),
                S::I8 => (bits as i8).into(),
                S::U8 => (bits as u8).into(),
                S::I16 => (bits as i16).into(),
                S::U16 => (bits as u16).into(),
                S::I32 => (bits as u32 as i32).into(),
                S::U32 => (bits as u32).into(),
                S::I64 => (bits as i64).into(),
                _ => bits.into(),
            }
        }
        _ => a,
    }
}

fn scalar(ty: &str, v: &Value) -> anyhow::Result<KernelArg<'static>> {
    let n = v
        .as_f64()
        .with_context(|| format!("`{v}` is not a number"))?;
    let i = v.as_i64().unwrap_or(n as i64);
    Ok(match ty {
        "i8" => (i as i8).into(),
        "u8" => (i as u8).into(),
        "i16" => (i as i16).into(),
        "u16" => (i as u16).into(),
        "i32" => (i as i32).into(),
        "u32" => (v.as_u64().unwrap_or(i as u64) as u32).into(),
        "i64" => i.into(),
        "u64" => v.as_u64().unwrap_or(i as u64).into(),
        "f32" => (n as f32).into(),
        "f64" => n.into(),
        other => bail!("unknown scalar type `{other}`"),
    })
}

fn argument<'a>(
    a: &Value,
    bufs: &'a HashMap<&str, (gpujit::Buffer<u8>, Elem)>,
) -> anyhow::Result<KernelArg<'a>> {
    let o = a.as_object().with_context(|| format!("argument `{a}`"))?;
    if let Some(name) = o.get("buf") {
        let name = name.as_str().context("buf names a buffer")?;
        let (b, e) = bufs
            .get(name)
            .with_context(|| format!("no buffer `{name}`"))?;
        let first = o.get("offset").and_then(Value::as_u64).unwrap_or(0) as usize;
        return Ok(b.arg_from(first * e.size())?);
    }
    if let Some(fields) = o.get("struct") {
        let fields = fields.as_array().context("struct takes a list")?;
        let mut parts = Vec::new();
        for fv in fields {
            let (ty, v) = fv
                .as_object()
                .and_then(|m| m.iter().next())
                .with_context(|| format!("struct field `{fv}`"))?;
            parts.push(scalar(ty, v)?);
        }
        return KernelArg::record(&parts).with_context(|| {
            format!(
                "a {}-field struct beyond the {}-byte by-value limit",
                parts.len(),
                gpujit::MAX_BY_VALUE
            )
        });
    }
    let (ty, v) = o.iter().next().with_context(|| format!("argument `{a}`"))?;
    ensure!(o.len() == 1, "argument `{a}` has several keys");
    scalar(ty, v)
}

/// Elements of an output kept in its reference: all of a short output, an
/// evenly spaced sample (first and last included) of a long one.
const SAMPLE: usize = 2048;

/// The indices of an output of `len` elements that its reference keeps.
fn sampled(len: usize) -> impl Iterator<Item = usize> {
    let n = len.min(SAMPLE);
    (0..n).map(move |k| if n < 2 { 0 } else { k * (len - 1) / (n - 1) })
}

/// The outputs as references keep them (`NAME.CASE.ref`): per output, the
/// sampled elements, and for an integer output a 64-bit FNV-1a hash of the
/// whole of it, so integer results are compared exactly everywhere.
fn reference_form(case: &Case, full: &[u8]) -> anyhow::Result<Vec<u8>> {
    let mut out = Vec::new();
    let mut at = 0;
    for (name, _) in &case.outputs.0 {
        let d = output_data(case, name)?;
        let (e, n) = (d.elem()?, d.bytes()?);
        let bytes = full
            .get(at..at + n)
            .context("outputs shorter than their specs")?;
        at += n;
        for i in sampled(d.len) {
            out.extend_from_slice(&bytes[i * e.size()..(i + 1) * e.size()]);
        }
        if !matches!(e, Elem::F32 | Elem::F64) {
            let h = bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
                (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
            });
            out.extend_from_slice(&h.to_le_bytes());
        }
    }
    Ok(out)
}

fn output_data<'c>(case: &'c Case, name: &str) -> anyhow::Result<&'c Data> {
    case.buffers
        .0
        .iter()
        .chain(&case.globals.0)
        .find(|(n, _)| n == name)
        .map(|(_, d)| d)
        .with_context(|| format!("output `{name}` is no buffer"))
}

/// Compares `got` with the reference `want` (both in [`reference_form`]),
/// output by output.
fn compare(case: &Case, got: &[u8], want: &[u8]) -> anyhow::Result<()> {
    ensure!(
        got.len() == want.len(),
        "{} bytes of output, the reference has {}",
        got.len(),
        want.len()
    );
    let mut at = 0;
    for (name, tol) in &case.outputs.0 {
        let d = output_data(case, name)?;
        let e = d.elem()?;
        let float = matches!(e, Elem::F32 | Elem::F64);
        let n = sampled(d.len).count() * e.size() + if float { 0 } else { 8 };
        let (g, w) = (&got[at..at + n], &want[at..at + n]);
        at += n;
        let mut bad = Vec::new();
        for (k, i) in sampled(d.len).enumerate() {
            let (x, y) = (e.decode(g, k), e.decode(w, k));
            let ok = match (x, y) {
                (Num::I(a), Num::I(b)) => {
                    a == b || (a - b).abs() as f64 <= tol.atol + tol.rtol * (b as f64).abs()
                }
                (Num::F(a), Num::F(b)) => {
                    (a.is_nan() && b.is_nan())
                        || a == b
                        || (a - b).abs() <= tol.atol + tol.rtol * b.abs()
                        || (tol.ulp > 0 && spec::ulps(e, a, b) <= tol.ulp)
                }
                _ => false,
            };
            if !ok {
                bad.push((i, x, y));
            }
        }
        if let Some((i, x, y)) = bad.first() {
            bail!(
                "{name}: {} of {} compared elements differ from NVIDIA's; first [{i}] = {x}, NVIDIA {y} (rtol {}, atol {}, ulp {})",
                bad.len(),
                sampled(d.len).count(),
                tol.rtol,
                tol.atol,
                tol.ulp
            );
        }
        let exact = tol.rtol == 0.0 && tol.atol == 0.0;
        ensure!(
            float || !exact || g[n - 8..] == w[n - 8..],
            "{name}: the integer output differs from NVIDIA's outside the compared sample"
        );
    }
    Ok(())
}
