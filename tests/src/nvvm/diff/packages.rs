//! The package corpus: `tests/corpus/packages.lock` names the registry
//! packages (name, version, SHA-256 of the download) that `ci/corpus`
//! unpacks into a cache outside the tree; `tests/corpus/packages/<name>/`
//! holds our wrappers and specs for each. A wrapper is compiled here, by the
//! in-process clang against NVIDIA's CUDA 12.9 headers for sm_80, with the
//! package's unpacked root on the include path.
//!
//! A package whose specs exist but which the cache lacks, holds unfinished
//! (no stamp) or holds at another version or hash fails the run with the
//! reason: the corpus is never smaller than the tree says without a failing
//! test.

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use anyhow::{Context, bail, ensure};
use gpujit::cuda::{HeaderSet, Program};

use super::{Corpus, File, specs_in};

/// One `packages.lock` entry.
#[derive(Debug, Clone)]
pub struct Package {
    /// Registry name.
    pub name: String,
    /// `pypi` or `crates`.
    pub registry: String,
    /// Pinned version.
    pub version: String,
    /// SHA-256 of the downloaded archive.
    pub sha256: String,
    /// The package's licence.
    pub license: String,
}

/// How a package file's wrapper is compiled.
pub(crate) struct Source {
    /// The wrapper, `tests/corpus/packages/<name>/NAME.cu`.
    pub(crate) path: PathBuf,
    /// Front-end options: include folders, then the spec's own.
    pub(crate) options: Vec<String>,
}

impl Source {
    /// The wrapper as a program with its options.
    pub(crate) fn program(&self) -> anyhow::Result<Program> {
        let text = std::fs::read_to_string(&self.path)
            .with_context(|| format!("reading {}", self.path.display()))?;
        let name = self
            .path
            .file_name()
            .context("wrapper name")?
            .to_string_lossy()
            .into_owned();
        Ok(Program::new(&name, &text).options(&self.options))
    }

    /// NVVM bitcode of the wrapper against `headers`, for sm_80.
    pub(crate) fn compile(&self, headers: &HeaderSet) -> anyhow::Result<Vec<u8>> {
        Ok(self.program()?.compile_with("sm_80", headers)?.bitcode)
    }
}

/// Reads `packages.lock`: `name registry version filename sha256 licence…`
/// per line, `#` comments.
pub fn read_lock(path: &Path) -> anyhow::Result<Vec<Package>> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let cols: Vec<&str> = line.split_whitespace().collect();
        ensure!(
            cols.len() >= 6,
            "{}:{}: want `name registry version filename sha256 licence`",
            path.display(),
            n + 1
        );
        out.push(Package {
            name: cols[0].into(),
            registry: cols[1].into(),
            version: cols[2].into(),
            sha256: cols[4].into(),
            license: cols[5..].join(" "),
        });
    }
    Ok(out)
}

/// Where `ci/corpus` unpacks the packages.
pub fn cache_dir() -> PathBuf {
    if let Some(d) = std::env::var_os("GPUJIT_CORPUS_CACHE") {
        return PathBuf::from(d);
    }
    gpujit_cache()
        .unwrap_or_else(|| PathBuf::from("gpujit"))
        .join("corpus")
}

/// gpujit's cache folder (`$XDG_CACHE_HOME/gpujit`, else `$HOME/.cache/gpujit`),
/// where `ci/setup` lays out what the tests need.
pub(crate) fn gpujit_cache() -> Option<PathBuf> {
    Some(
        std::env::var_os("XDG_CACHE_HOME")
            .map(PathBuf::from)
            .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))?
            .join("gpujit"),
    )
}

impl Package {
    /// The unpacked package, checked against its stamp (`ci/corpus` writes
    /// it last, so an unfinished unpacking has none).
    pub fn root(&self) -> anyhow::Result<PathBuf> {
        let dir = cache_dir().join(format!("{}-{}", self.name, self.version));
        let stamp = dir.join(".gpujit-corpus");
        let text = std::fs::read_to_string(&stamp).map_err(|_| {
            anyhow::anyhow!(
                "package {} {} is not unpacked in {} (ci/corpus fetches it)",
                self.name,
                self.version,
                dir.display()
            )
        })?;
        let want = format!("{} {} {}", self.name, self.version, self.sha256);
        if text.trim() != want {
            bail!(
                "{} holds `{}`, not the pinned `{want}` (ci/corpus fetches it again)",
                stamp.display(),
                text.trim()
            );
        }
        Ok(dir)
    }
}

impl File {
    /// Whether the filter `w` (GPUJIT_FILTER) may select a test of this file.
    pub(crate) fn selected(&self, w: &str) -> bool {
        w.contains(&self.suite) || format!("{}::{}", self.suite, self.name).contains(w)
    }
}

/// Whether the package `name`'s files are wanted under GPUJIT_FILTER: all
/// of them, unless the filter names some package (or libdevice) and not it.
/// A filter with a `::` path that names none of the corpus's variants
/// (`cuda::half`, `nvvm::asm`) selects no corpus test: nothing is compiled.
fn wanted(name: &str, all: &[String]) -> bool {
    match std::env::var("GPUJIT_FILTER") {
        Ok(w) if all.iter().any(|n| w.contains(n.as_str())) || w.contains("libdevice") => {
            w.contains(name)
        }
        Ok(w) => could_select_corpus(&w),
        _ => true,
    }
}

/// Whether filter `w` may be part of a corpus test's name
/// (`TAG::VARIANT::PACKAGE::FILE::CASE`).
fn could_select_corpus(w: &str) -> bool {
    const VARIANTS: [&str; 5] = [
        "nvvm::diff",
        "ptx::diff",
        "ptx::nvcc",
        "cuda::builtin",
        "cuda::corpus",
    ];
    // A device tag (`host`, `amdgcn::`) or a bare word may match any name.
    !w.trim_matches(':').contains("::") || VARIANTS.iter().any(|v| v.contains(w) || w.contains(v))
}

/// NVIDIA's CUDA 12.9 headers, or why they are missing.
fn headers() -> anyhow::Result<HeaderSet> {
    crate::cuda::sdk_headers().context(crate::cuda::NO_SDK)
}

/// Adds the package folders' files to `c`, compiled.
pub(super) fn discover(root: &Path, c: &mut Corpus) {
    let folder = root.join("packages");
    let lock = match read_lock(&root.join("packages.lock")) {
        Ok(l) => l,
        Err(e) => {
            c.problems
                .push(("nvvm::diff::corpus::packages".into(), format!("{e:#}")));
            return;
        }
    };
    let mut dirs: Vec<PathBuf> = match std::fs::read_dir(&folder) {
        Ok(r) => r
            .filter_map(|e| e.ok().map(|e| e.path()))
            // `_name` folders hold headers shared by several packages' specs.
            .filter(|p| {
                p.is_dir()
                    && !p
                        .file_name()
                        .is_some_and(|n| n.to_string_lossy().starts_with('_'))
            })
            .collect(),
        Err(e) => {
            c.problems.push((
                "nvvm::diff::corpus::packages".into(),
                format!("{}: {e}", folder.display()),
            ));
            return;
        }
    };
    dirs.sort();
    let names: Vec<String> = dirs
        .iter()
        .filter_map(|d| Some(d.file_name()?.to_string_lossy().into_owned()))
        .collect();
    // A pinned package without its spec folder would register nothing, and
    // say nothing: each is a failing test.
    let pinned: Vec<String> = lock.iter().map(|p| p.name.clone()).collect();
    for p in &lock {
        if !names.contains(&p.name) && wanted(&p.name, &pinned) {
            c.problems.push((
                format!("nvvm::diff::corpus::{}", p.name),
                format!(
                    "packages.lock pins {} {}, but its spec folder {} is missing: none of its \
                     cases are registered",
                    p.name,
                    p.version,
                    folder.join(&p.name).display()
                ),
            ));
        }
    }
    let headers = std::cell::OnceCell::new();
    let mut jobs = Vec::new();
    for (dir, name) in dirs.iter().zip(&names) {
        let problem = format!("nvvm::diff::corpus::{name}");
        let Some(package) = lock.iter().find(|p| &p.name == name) else {
            c.problems.push((
                problem,
                format!("{} has no entry in packages.lock", dir.display()),
            ));
            continue;
        };
        c.packages.push(package.clone());
        if !wanted(name, &names) {
            continue;
        }
        let specs = match specs_in(dir) {
            Ok(s) if s.is_empty() => {
                c.problems.push((
                    problem,
                    format!(
                        "{} holds no spec (NAME.json): none of its cases are registered",
                        dir.display()
                    ),
                ));
                continue;
            }
            Ok(s) => s,
            Err(e) => {
                c.problems.push((problem, format!("{e:#}")));
                continue;
            }
        };
        let pkg_root = match package.root() {
            Ok(r) => r,
            Err(e) => {
                c.problems.push((
                    problem,
                    format!("{e:#}: its {} spec files cannot run", specs.len()),
                ));
                continue;
            }
        };
        if let Err(e) = headers.get_or_init(self::headers) {
            c.problems.push((problem, format!("{e:#}")));
            continue;
        }
        for (file, spec) in specs {
            let id = format!("nvvm::diff::corpus::{name}::{file}");
            if spec.license != package.license {
                c.problems.push((
                    id,
                    format!(
                        "the spec's licence `{}` is not the package's `{}` (packages.lock)",
                        spec.license, package.license
                    ),
                ));
                continue;
            }
            if spec.package.as_deref() != Some(name.as_str()) {
                c.problems.push((
                    id,
                    format!(
                        "the spec's package is {:?}, its folder {name}",
                        spec.package
                    ),
                ));
                continue;
            }
            let mut options = vec![
                format!("-I{}", pkg_root.display()),
                format!("-I{}", dir.display()),
            ];
            for inc in &spec.include {
                // `./x` and `../x` are ours, beside the spec; others the package's.
                let path = if inc.starts_with("./") || inc.starts_with("../") {
                    dir.join(inc)
                } else {
                    pkg_root.join(inc)
                };
                options.push(format!("-I{}", path.display()));
            }
            options.extend(spec.options.iter().cloned());
            let source = Source {
                path: dir.join(format!("{file}.cu")),
                options,
            };
            jobs.push((
                id,
                name.clone(),
                file,
                spec,
                source,
                package.version.clone(),
            ));
        }
    }
    let Some(Ok(headers)) = headers.get() else {
        return;
    };
    // Wrappers compile in parallel: the front end is the slow part.
    let results: Mutex<Vec<Option<anyhow::Result<Vec<u8>>>>> =
        Mutex::new((0..jobs.len()).map(|_| None).collect());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(2)
        .min(8);
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some(job) = jobs.get(i) else { break };
                    let r = job.4.compile(headers);
                    if let Ok(mut v) = results.lock() {
                        v[i] = Some(r);
                    }
                }
            });
        }
    });
    let results = results.into_inner().unwrap_or_default();
    for ((id, suite, name, spec, source, version), r) in jobs.into_iter().zip(results) {
        match r {
            Some(Ok(ir)) => c.files.push(File {
                refs: PathBuf::from("packages")
                    .join(&suite)
                    .join("refs")
                    .join(&version),
                suite,
                name,
                spec,
                ir,
                source: Some(source),
            }),
            Some(Err(e)) => c.problems.push((id, format!("does not compile: {e:#}"))),
            None => c.problems.push((id, "was not compiled".into())),
        }
    }
}
