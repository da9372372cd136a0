//! The differential corpus: CUDA kernels nobody in this project wrote, from
//! the pinned registry packages of `tests/corpus/packages.lock` (fetched by
//! `ci/corpus` into a cache outside the tree), each included by a wrapper of
//! ours (`tests/corpus/packages/<package>/NAME.cu`) and launched as its
//! `NAME.json` says (`tests/corpus/CASES.md`); and the libdevice table
//! (`tests/corpus/cuda/libdevice`, IR from our own generator). A wrapper's
//! NVVM IR is made here, by the in-process clang with NVIDIA's CUDA 12.9
//! headers; NVIDIA running that IR as written is the only reference. The
//! reference outputs are stored beside the spec (`refs/<version>/NAME.CASE.ref`
//! for a package, `NAME.CASE.ref` for libdevice); `GPUJIT_DIFF_RECORD=DIR` on
//! a CUDA machine writes them anew into `DIR` in the same layout
//! (`ci/gpu-diff-record`).
//!
//! Each case runs lifted on every device (NVIDIA, the host with warps of 32
//! and 64, the AMDGCN emulator for gfx942, gfx1100 and gfx1201) and, on
//! NVIDIA, as written too; each run is compared with the reference. A case a
//! spec refuses on a device is counted as refused with its reason; nothing
//! is skipped silently: a package missing from the cache, or of another
//! version, fails the run. The table of agree / differ / refused per device
//! is printed at the end, with how many cases were registered and ran.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use anyhow::{Context, bail, ensure};
use gpujit::{
    Device, DeviceExt, Dim3, KernelArg, LaunchConfig, Module, NvvmModule, ParamType, Target,
};
use gpujit_conformance::Tally;
use serde_json::Value;

mod barriers;
pub(crate) mod packages;
mod ptx;
mod spec;
pub(crate) use packages::{Package, Source, gpujit_cache};
pub use ptx::{run_nvcc, run_ptx};
use spec::{Case, Data, Elem, Num, Spec};

/// One corpus file: its suite (package name, or `libdevice`), name, spec
/// and NVVM IR (or PTX).
pub(crate) struct File {
    pub(crate) suite: String,
    pub(crate) name: String,
    spec: Spec,
    /// NVVM IR, text or bitcode (PTX text in the `ptx::` variants).
    pub(crate) ir: Vec<u8>,
    /// The references' folder, relative to the corpus root.
    refs: PathBuf,
    /// The wrapper (`NAME.cu`) and how to compile it, for package files.
    pub(crate) source: Option<packages::Source>,
}

impl File {
    /// The names of the spec's cases.
    pub(crate) fn case_names(&self) -> impl Iterator<Item = &str> {
        self.spec.cases.iter().map(|c| c.name.as_str())
    }

    pub(crate) fn id(&self) -> String {
        format!("{}::{}", self.suite, self.name)
    }

    fn reference_path(&self, root: &Path, case: &Case) -> PathBuf {
        root.join(&self.refs)
            .join(format!("{}.{}.ref", self.name, case.name))
    }
}

/// `tests/corpus`, from the source tree or (where the binary runs
/// elsewhere, as on a GPU machine) from the current folder.
pub(crate) fn corpus_root() -> PathBuf {
    if let Ok(d) = std::env::var("GPUJIT_CORPUS_DIR") {
        return PathBuf::from(d);
    }
    let built = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    if built.is_dir() {
        built
    } else {
        PathBuf::from("tests/corpus")
    }
}

/// The corpus, read and compiled once per process: the files, and what
/// failed (a package missing, a spec unreadable, a wrapper that does not
/// compile), each a failing test of its own.
pub(crate) struct Corpus {
    pub(crate) files: Vec<File>,
    pub(crate) problems: Vec<(String, String)>,
    pub(crate) packages: Vec<Package>,
}

/// The corpus of [`corpus_root`].
pub(crate) fn corpus() -> &'static Corpus {
    static CORPUS: OnceLock<Corpus> = OnceLock::new();
    CORPUS.get_or_init(|| discover(&corpus_root()))
}

/// Reports the corpus's problems as failing tests, once.
fn report_problems(t: &mut Tally, c: &Corpus) {
    for (name, why) in &c.problems {
        t.fail(name, why);
    }
}

/// Every libdevice `NAME.json` with its `NAME.ll`, and every package
/// folder's `NAME.json` with its `NAME.cu` compiled.
fn discover(root: &Path) -> Corpus {
    let mut c = Corpus {
        files: Vec::new(),
        problems: Vec::new(),
        packages: Vec::new(),
    };
    let libdevice = root.join("cuda/libdevice");
    match specs_in(&libdevice) {
        Ok(specs) => {
            for (name, spec) in specs {
                let ll = libdevice.join(format!("{name}.ll"));
                match std::fs::read(&ll) {
                    Ok(ir) => c.files.push(File {
                        suite: "libdevice".into(),
                        name,
                        spec,
                        ir,
                        refs: PathBuf::from("cuda/libdevice"),
                        source: None,
                    }),
                    Err(e) => c.problems.push((
                        format!("nvvm::diff::corpus::libdevice::{name}"),
                        format!("{}: {e}", ll.display()),
                    )),
                }
            }
        }
        Err(e) => c
            .problems
            .push(("nvvm::diff::corpus::libdevice".into(), format!("{e:#}"))),
    }
    packages::discover(root, &mut c);
    c
}

/// The specs (`NAME.json`) of a folder, sorted by name.
fn specs_in(dir: &Path) -> anyhow::Result<Vec<(String, Spec)>> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .with_context(|| format!("reading {}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    paths.sort();
    let mut out = Vec::new();
    for path in paths {
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
        out.push((name, spec));
    }
    Ok(out)
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
    ran: usize,
    agree: usize,
    differ: usize,
    refused: usize,
}

/// The IR of a corpus file in a variant (PTX in one whose label starts
/// with `ptx::`): `None` leaves the file out, an error fails its cases.
pub type IrFor<'a> = &'a dyn Fn(&File) -> Option<anyhow::Result<Vec<u8>>>;

/// A corpus file as one variant runs it.
struct Entry<'a> {
    f: &'a File,
    ir: std::borrow::Cow<'a, [u8]>,
    ptx: bool,
}

/// Runs the corpus on `devices`.
pub fn run(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    t.run(
        "nvvm::diff::corpus::missing_spec_folders_fail",
        missing_spec_folders_fail,
    );
    run_variant(t, devices, None);
}

/// A corpus whose spec folders are missing (the binary run away from the
/// source tree with only `packages.lock`) registers no case of theirs: each
/// pinned package is a problem (a failing test), and so is an empty folder.
fn missing_spec_folders_fail() -> anyhow::Result<()> {
    let root = std::env::temp_dir().join(format!("gpujit-corpus-missing-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(root.join("packages/cupy"))?;
    std::fs::copy(
        corpus_root().join("packages.lock"),
        root.join("packages.lock"),
    )?;
    let lock = packages::read_lock(&root.join("packages.lock"))?;
    let c = discover(&root);
    let _ = std::fs::remove_dir_all(&root);
    ensure!(c.files.is_empty(), "{} files registered", c.files.len());
    let filter = std::env::var("GPUJIT_FILTER").unwrap_or_default();
    for p in &lock {
        // Under a filter naming other packages, only those are looked at.
        if lock.iter().any(|q| filter.contains(&q.name)) && !filter.contains(&p.name) {
            continue;
        }
        let want = if p.name == "cupy" {
            "holds no spec"
        } else {
            "spec folder"
        };
        ensure!(
            c.problems
                .iter()
                .any(|(n, why)| n == &format!("nvvm::diff::corpus::{}", p.name)
                    && why.contains(want)),
            "no problem names {} ({want}): {:?}",
            p.name,
            c.problems
        );
    }
    Ok(())
}

/// Runs the corpus on `devices`; with a variant `(label, ir_for)`, the IR of
/// each file is what `ir_for(file)` gives, and the tests are named
/// `{device}::{label}::{suite}::{name}::{case}` (the references and specs
/// are the same).
pub fn run_variant(
    t: &mut Tally,
    devices: &[(String, &dyn Device)],
    variant: Option<(&str, IrFor<'_>)>,
) {
    let root = corpus_root();
    let c = corpus();
    let record = std::env::var("GPUJIT_DIFF_RECORD").ok().map(PathBuf::from);
    // Without a CUDA device, `GPUJIT_DIFF_RECORD_FROM=host32` (a spec's
    // device name) records that device's lifted outputs instead: for
    // checking specs between CPU devices before NVIDIA has run them.
    let record_from = std::env::var("GPUJIT_DIFF_RECORD_FROM").ok();
    let filter = std::env::var("GPUJIT_FILTER").ok();
    let mut files: Vec<Entry<'_>> = Vec::new();
    let label = match variant {
        Some((label, ir_for)) => {
            for f in &c.files {
                match ir_for(f) {
                    None => {}
                    Some(Ok(ir)) => files.push(Entry {
                        f,
                        ir: std::borrow::Cow::Owned(ir),
                        ptx: label.starts_with("ptx::"),
                    }),
                    Some(Err(e)) => t.fail(&format!("{label}::{}", f.id()), &format!("{e:#}")),
                }
            }
            label.to_string()
        }
        None => {
            report_problems(t, c);
            for p in &c.packages {
                println!(
                    "# corpus package: {} {} ({}, {})",
                    p.name, p.version, p.registry, p.license
                );
            }
            t.run(
                "nvptx::nvvm::diff::divergent_barrier_check",
                barriers::self_check,
            );
            for f in &c.files {
                if filter.as_ref().is_some_and(|w| {
                    !format!("nvptx::nvvm::diff::codegen::{}", f.id()).contains(w.as_str())
                        && !f.selected(w)
                }) {
                    continue;
                }
                t.run(&format!("nvptx::nvvm::diff::codegen::{}", f.id()), || {
                    codegen(f)
                });
            }
            files = c
                .files
                .iter()
                .map(|f| Entry {
                    f,
                    ir: std::borrow::Cow::Borrowed(&f.ir[..]),
                    ptx: false,
                })
                .collect();
            "nvvm::diff".to_string()
        }
    };
    let mut table: BTreeMap<String, Row> = BTreeMap::new();
    let mut kernels = std::collections::BTreeSet::new();
    for (tag, dev) in devices {
        let key = spec_device(tag);
        let cuda = dev.info().backend == gpujit::Backend::Cuda;
        let mut modules: HashMap<(String, bool), anyhow::Result<Module>> = HashMap::new();
        for e in &files {
            let f = e.f;
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
                        .or(case.refused.as_ref())
                        .or_else(|| case.devices.get(key))
                        .or_else(|| {
                            e.ptx
                                .then(|| case.devices.get(&format!("{key} from PTX")))
                                .flatten()
                        });
                    // The PTX variants hold only the kernels the lift runs.
                    let absent = e.ptx && (case.refused.is_some() || f.spec.refused.is_some());
                    if let Some(why) = refusal.filter(|_| !native || absent) {
                        t.skip(&name, &format!("refused on {key}: {why}"));
                        row.refused += 1;
                        continue;
                    }
                    let before = (t.passed, t.failed.len());
                    row.ran += 1;
                    let records = native || record_from.as_deref() == Some(key);
                    // `DEVICE from PTX` names a difference of the PTX variants.
                    let known = match (native, e.ptx) {
                        (true, _) => None,
                        (false, false) => case.differs.get(key),
                        (false, true) => case.differs.get(&format!("{key} from PTX")),
                    };
                    if let Some(why) = known {
                        let outcome = (|| {
                            let module = load(*dev, e, case, native, &mut modules)?;
                            let mut storage = Vec::new();
                            let got =
                                reference_form(case, &launch(*dev, &module, case, &mut storage)?)?;
                            let want = std::fs::read(
                                f.reference_path(record.as_deref().unwrap_or(&root), case),
                            )
                            .context("no NVIDIA reference for this case")?;
                            compare(case, &got, &want)
                        })();
                        match outcome {
                            Ok(()) => t.fail(
                                &name,
                                &format!("agrees now: the spec's note that it differs ({why}) is out of date"),
                            ),
                            Err(e) => {
                                t.skip(&name, &format!("differs on {key}, as its spec says ({why}): {e:#}"));
                                row.differ += 1;
                            }
                        }
                        continue;
                    }
                    t.run(&name, || {
                        let module = load(*dev, e, case, native, &mut modules)?;
                        let mut storage = Vec::new();
                        let got =
                            reference_form(case, &launch(*dev, &module, case, &mut storage)?)?;
                        if records && let Some(dir) = &record {
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
    let cases: usize = files.iter().map(|e| e.f.spec.cases.len()).sum();
    let suites: std::collections::BTreeSet<&str> =
        files.iter().map(|e| e.f.suite.as_str()).collect();
    println!(
        "# differential corpus ({label}): {} files, {} kernels, {cases} cases, {} suites ({})",
        files.len(),
        kernels.len(),
        suites.len(),
        suites.iter().copied().collect::<Vec<_>>().join(", ")
    );
    let registered = cases * devices.len();
    let (ran, refused): (usize, usize) = table
        .values()
        .fold((0, 0), |(a, b), r| (a + r.ran, b + r.refused));
    println!(
        "# corpus tests ({label}): {registered} registered (cases x devices, lifted), {ran} ran, {refused} refused{}",
        if filter.is_some() {
            " (GPUJIT_FILTER set)"
        } else {
            ""
        }
    );
    println!("# | device | agree | differ | refused |");
    for (device, r) in &table {
        println!(
            "# | {device} | {} | {} | {} |",
            r.agree, r.differ, r.refused
        );
    }
}

/// The kernels of all of `f`'s cases, each once.
fn case_kernels(f: &File) -> Vec<&str> {
    let mut out: Vec<&str> = Vec::new();
    for k in f.spec.cases.iter().flat_map(|c| c.kernels()) {
        if !out.contains(&k) {
            out.push(k);
        }
    }
    out
}

/// The kernels of `f`'s cases that its spec does not refuse, each once.
pub(crate) fn lifted_kernels(f: &File) -> Vec<&str> {
    let mut out: Vec<&str> = Vec::new();
    if f.spec.refused.is_some() {
        return out;
    }
    for case in f.spec.cases.iter().filter(|c| c.refused.is_none()) {
        for k in case.kernels() {
            if !out.contains(&k) {
                out.push(k);
            }
        }
    }
    out
}

/// The kernels of every case a file runs lift, and compile for NVIDIA both
/// lifted and as written, with no more barriers behind divergent branches
/// lifted than as written; what its spec refuses (the file, or a case's
/// kernels) still fails to lift (else the refusal is out of date).
fn codegen(f: &File) -> anyhow::Result<()> {
    let opts = gpujit::CompileOptions {
        arch: Some("sm_80".into()),
        ..Default::default()
    };
    let whole = NvvmModule::from_ir(&format!("{}.ll", f.name), &f.ir)?;
    for case in &f.spec.cases {
        if let Some(why) = &case.refused
            && whole.select(&case.kernels())?.lift().is_ok()
        {
            bail!(
                "case {} lifts now: its refusal ({why}) is out of date",
                case.name
            );
        }
    }
    if let Some(why) = &f.spec.refused {
        ensure!(
            whole.lift().is_err(),
            "lifts now: the spec's refusal ({why}) is out of date"
        );
        return Ok(());
    }
    let kernels = lifted_kernels(f);
    if kernels.is_empty() {
        return Ok(());
    }
    let m = whole.select(&kernels)?;
    let native = gpujit::compile_nvvm(&m, Target::Nvptx, &opts)?;
    let lifted = gpujit::compile(&m.lift()?, Target::Nvptx, &opts)?;
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

/// The module for `case` on `dev`: lifted, or as written (NVIDIA). Cases
/// that set globals get a module of their own, so that no case sees the
/// globals another one wrote.
fn load(
    dev: &dyn Device,
    e: &Entry<'_>,
    case: &Case,
    native: bool,
    cache: &mut HashMap<(String, bool), anyhow::Result<Module>>,
) -> anyhow::Result<Module> {
    let f = e.f;
    let key = if case.globals.0.is_empty() {
        f.id()
    } else {
        format!("{}::{}", f.id(), case.name)
    };
    let make = || -> anyhow::Result<Module> {
        if e.ptx {
            let text = std::str::from_utf8(&e.ir).context("PTX is text")?;
            let m = gpujit::PtxModule::from_text(&format!("{}.ptx", f.name), text)?;
            let c = if native {
                gpujit::compile_ptx_for(dev, &m)?
            } else {
                gpujit::compile_for(dev, &m.translate_kernels(&lifted_kernels(f))?)?
            };
            return Ok(dev.load(&c.image)?);
        }
        let m = NvvmModule::from_ir(&format!("{}.ll", f.name), &e.ir)?;
        let c = if native {
            // As written, the kernels the cases launch: a package file may
            // instantiate hundreds the corpus does not run, which would only
            // lengthen the driver's compile.
            gpujit::compile_nvvm_for(dev, &m.select(&case_kernels(f))?)?
        } else {
            // Lifted, the module holds the kernels of the cases the spec
            // does not refuse (and what they use): the file's other kernels
            // may not lift.
            gpujit::compile_for(dev, &m.select(&lifted_kernels(f))?.lift()?)?
        };
        Ok(dev.load(&c.image)?)
    };
    match cache.entry((key, native)).or_insert_with(make) {
        Ok(m) => Ok(m.clone()),
        Err(e) => bail!("{e:#}"),
    }
}

/// Makes the buffers, runs the launches, and returns the outputs' bytes in
/// spec order; `structs` holds the bytes of structs passed by value.
fn launch(
    dev: &dyn Device,
    m: &Module,
    case: &Case,
    structs: &mut Vec<Vec<u8>>,
) -> anyhow::Result<Vec<u8>> {
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
        // Structs first: their bytes must outlive the arguments borrowing them.
        structs.clear();
        let mut layout = Vec::with_capacity(l.args.len());
        for a in &l.args {
            layout.push(match a.get("struct") {
                Some(fields) => {
                    let (bytes, align) = struct_bytes(fields, &bufs)?;
                    structs.push(bytes);
                    Some((structs.len() - 1, align))
                }
                None => None,
            });
        }
        let mut args = Vec::with_capacity(l.args.len());
        for ((a, p), s) in l.args.iter().zip(&k.signature().params).zip(&layout) {
            args.push(match s {
                Some((i, align)) => {
                    KernelArg::struct_bytes(&structs[*i], *align).with_context(|| {
                        format!(
                            "a {}-byte struct beyond the {}-byte by-value limit",
                            structs[*i].len(),
                            gpujit::MAX_BY_VALUE
                        )
                    })?
                }
                None => retyped(argument(a, &bufs)?, p.ty),
            });
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
/// or `unsigned`, and a C `bool` is a byte; a half-precision scalar as the
/// two-byte struct CUDA's `__half` and `__nv_bfloat16` are. Other arguments
/// are unchanged.
fn retyped(a: KernelArg<'_>, want: ParamType) -> KernelArg<'_> {
    use gpujit::ScalarType as S;
    let integer = |t: S| !matches!(t, S::F16 | S::BF16 | S::F32 | S::F64);
    match (a.ty(), want, a.scalar_bits()) {
        // `__half` and `__nv_bfloat16` are structs of one 16-bit field.
        (ParamType::Scalar(S::F16 | S::BF16), ParamType::Bytes { size: 2, .. }, Some(bits)) => {
            KernelArg::record(&[(bits as u16).into()]).unwrap_or(a)
        }
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
        "f16" => KernelArg::scalar(
            gpujit::ScalarType::F16,
            u64::from(super::fp::to_f16(n, super::fp::Rnd::N)),
        ),
        "bf16" => KernelArg::scalar(
            gpujit::ScalarType::BF16,
            u64::from(super::fp::to_bf16(n, super::fp::Rnd::N)),
        ),
        "f32" => (n as f32).into(),
        "f64" => n.into(),
        other => bail!("unknown scalar type `{other}`"),
    })
}

/// A struct passed by value (`{"struct": [fields]}`) as C lays it out:
/// each field a scalar (`{"f32": 1.5}`) or a buffer's device address
/// (`{"ptr": NAME}`, `{"ptr": NAME, "offset": K}`), aligned to its size;
/// the bytes and the struct's alignment.
fn struct_bytes(
    fields: &Value,
    bufs: &HashMap<&str, (gpujit::Buffer<u8>, Elem)>,
) -> anyhow::Result<(Vec<u8>, u16)> {
    let fields = fields.as_array().context("struct takes a list")?;
    let (mut out, mut align) = (Vec::new(), 1usize);
    for fv in fields {
        let o = fv
            .as_object()
            .with_context(|| format!("struct field `{fv}`"))?;
        let bytes = if let Some(name) = o.get("ptr") {
            let name = name.as_str().context("ptr names a buffer")?;
            let (b, e) = bufs
                .get(name)
                .with_context(|| format!("no buffer `{name}`"))?;
            let first = o.get("offset").and_then(Value::as_u64).unwrap_or(0) as usize;
            let addr = b
                .arg_from(first * e.size())?
                .pointer()
                .context("a buffer argument has an address")?;
            addr.to_le_bytes().to_vec()
        } else {
            let (ty, v) = o
                .iter()
                .next()
                .with_context(|| format!("struct field `{fv}`"))?;
            ensure!(o.len() == 1, "struct field `{fv}` has several keys");
            scalar(ty, v)?.bytes()
        };
        let n = bytes.len();
        out.resize(out.len().next_multiple_of(n), 0);
        out.extend_from_slice(&bytes);
        align = align.max(n);
    }
    out.resize(out.len().next_multiple_of(align), 0);
    Ok((out, align as u16))
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
        if !e.is_float() {
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
        let float = e.is_float();
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
