//! Whole CUDA programs (`tests/programs/`): each built by `gpujit cc` and run
//! as a process on every device present (`GPUJIT_DEVICE`): the host CPU, the
//! AMDGCN emulator (gfx942 and gfx1100), an AMD GPU, NVIDIA. A program checks
//! its own results (its exit status) and prints what it computed; the print
//! must equal the reference: NVIDIA running the program as nvcc builds it,
//! where nvcc and a CUDA device are present, else the output recorded from
//! such a run (`tests/programs/expected/NAME.out`).
//!
//! Where nvcc is present the program is also built by nvcc with `-cudart
//! shared` and run with gpujit's `libcudart.so` in NVIDIA's place, on every
//! device: the PTX of nvcc's fatbin is what gpujit compiles.
//!
//! A program is `NAME.cu`, or a folder `NAME/` of `.cu`/`.cpp` files built
//! together. `NAME.flags` (optional) holds extra `gpujit cc`/nvcc options;
//! `{corpus}` in it is the package corpus's folder. A line `#no-nvcc: WHY`
//! there says nvcc cannot build the program (WHY is the reason, reported as
//! the skip of its nvcc tests): its reference is then its own check, and
//! what it printed on NVIDIA through gpujit's runtime as recorded. A line
//! `#no-nvidia-runtime: WHY` keeps nvcc's build off NVIDIA's own runtime only:
//! the reference is recorded the same way, and nvcc's `-cudart shared` build
//! still runs on gpujit's runtime.
//!
//! Public programs nobody here wrote come from the package corpus: a
//! `NAME.flags` with no `NAME.cu` beside it names its sources in
//! `#source: PATH` lines (`{corpus}` expands there too); nothing of them is
//! in the tree.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{Context, bail, ensure};
use gpujit::Target;
use gpujit_conformance::{Selected, Tally};

/// The programs' folder.
fn programs_dir() -> PathBuf {
    std::env::var_os("GPUJIT_PROGRAMS_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("programs"))
}

/// One program: its name and sources.
struct Program {
    name: String,
    sources: Vec<PathBuf>,
    flags: Vec<String>,
    /// Why nvcc cannot build it, if it cannot.
    no_nvcc: Option<String>,
    /// Why nvcc's build does not run on NVIDIA's runtime, if it does not.
    no_nvidia_runtime: Option<String>,
}

fn programs() -> anyhow::Result<Vec<Program>> {
    let dir = programs_dir();
    let mut out = Vec::new();
    let mut entries: Vec<_> = std::fs::read_dir(&dir)
        .with_context(|| format!("reading {}", dir.display()))?
        .flatten()
        .map(|e| e.path())
        .collect();
    entries.sort();
    let corpus = crate::nvvm::diff::packages::cache_dir();
    for p in entries {
        let name = p
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let sources = if p.is_dir() {
            if name == "expected" {
                continue;
            }
            let mut v: Vec<PathBuf> = std::fs::read_dir(&p)?
                .flatten()
                .map(|e| e.path())
                .filter(|f| matches!(f.extension().and_then(|e| e.to_str()), Some("cu" | "cpp")))
                .collect();
            v.sort();
            v
        } else if p.extension().and_then(|e| e.to_str()) == Some("cu") {
            vec![p.clone()]
        } else if p.extension().and_then(|e| e.to_str()) == Some("flags")
            && !dir.join(format!("{name}.cu")).exists()
            && !dir.join(&name).is_dir()
        {
            // A program from a package: its sources are named in the file.
            let text = std::fs::read_to_string(&p)?;
            let v: Vec<PathBuf> = text
                .lines()
                .filter_map(|l| l.trim().strip_prefix("#source:"))
                .map(|s| PathBuf::from(s.trim().replace("{corpus}", &corpus.display().to_string())))
                .collect();
            ensure!(
                !v.is_empty(),
                "{} names no program: add `#source: PATH` lines or a {name}.cu",
                p.display()
            );
            if let Some(missing) = v.iter().find(|s| !s.is_file()) {
                bail!(
                    "{}: {} is missing (the package corpus: ci/corpus)",
                    p.display(),
                    missing.display()
                );
            }
            v
        } else {
            continue;
        };
        let flags_file = dir.join(format!("{name}.flags"));
        let text = std::fs::read_to_string(&flags_file).unwrap_or_default();
        let tagged = |tag: &str| {
            text.lines()
                .find_map(|l| l.trim().strip_prefix(tag))
                .map(|why| why.trim().to_string())
        };
        let no_nvcc = tagged("#no-nvcc:");
        let no_nvidia_runtime = tagged("#no-nvidia-runtime:");
        let flags = text
            .lines()
            .filter(|l| !l.trim_start().starts_with('#'))
            .flat_map(|l| l.split_whitespace())
            .map(|f| f.replace("{corpus}", &corpus.display().to_string()))
            .collect();
        out.push(Program {
            name,
            sources,
            flags,
            no_nvcc,
            no_nvidia_runtime,
        });
    }
    ensure!(!out.is_empty(), "no programs in {}", dir.display());
    Ok(out)
}

/// What a finished program did.
struct Ran {
    status: Option<i32>,
    stdout: String,
    stderr: String,
}

/// Runs `cmd` for at most `limit`, killing it after.
fn run_for(mut cmd: Command, limit: Duration) -> anyhow::Result<Ran> {
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .with_context(|| format!("starting {:?}", cmd.get_program()))?;
    let (mut out, mut err) = (child.stdout.take(), child.stderr.take());
    let o = std::thread::spawn(move || {
        let mut s = String::new();
        if let Some(o) = out.as_mut() {
            let _ = std::io::Read::read_to_string(o, &mut s);
        }
        s
    });
    let e = std::thread::spawn(move || {
        let mut s = String::new();
        if let Some(e) = err.as_mut() {
            let _ = std::io::Read::read_to_string(e, &mut s);
        }
        s
    });
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait()? {
            break s;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            bail!("still running after {} s: killed", limit.as_secs());
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    Ok(Ran {
        status: status.code(),
        stdout: o.join().unwrap_or_default(),
        stderr: e.join().unwrap_or_default(),
    })
}

fn limit() -> Duration {
    let s = std::env::var("GPUJIT_TEST_TIMEOUT")
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
        .unwrap_or(600);
    Duration::from_secs(s.saturating_sub(10).max(30))
}

/// The devices a CUDA program runs on here: the suite's tag for each (the
/// prefix of its tests elsewhere in the suite), a short name, and the spec
/// `GPUJIT_DEVICE` takes.
pub(crate) fn runtime_devices(
    selected: &[Selected],
) -> Vec<(&'static str, &'static str, &'static str)> {
    let mut v = Vec::new();
    for s in selected {
        let Ok(dev) = &s.device else { continue };
        match s.target {
            Target::Host => v.push(("host", "host", "host")),
            Target::Amdgcn if gpujit::is_emulator(dev.info()) => {
                v.push(("amdgcn", "gfx942", "amdgcn-emu:gfx942"));
                v.push(("amdgcn-gfx1100", "gfx1100", "amdgcn-emu:gfx1100"));
            }
            Target::Amdgcn => v.push(("amdgcn", "hip", "hip")),
            Target::Nvptx => v.push(("nvptx", "cuda", "cuda")),
        }
    }
    v
}

/// The devices programs run on: a short name and the spec.
fn device_specs(selected: &[Selected]) -> Vec<(String, String)> {
    runtime_devices(selected)
        .into_iter()
        .map(|(_, short, spec)| (short.to_string(), spec.to_string()))
        .collect()
}

/// nvcc, where a CUDA toolkit is installed.
fn nvcc() -> Option<PathBuf> {
    let mut dirs: Vec<PathBuf> = Vec::new();
    for var in ["CUDA_PATH", "CUDA_HOME"] {
        if let Some(d) = std::env::var_os(var) {
            dirs.push(PathBuf::from(d).join("bin"));
        }
    }
    dirs.push("/usr/local/cuda/bin".into());
    dirs.into_iter()
        .map(|d| d.join("nvcc"))
        .find(|p| p.is_file())
}

fn check(ran: &Ran, want: Option<&str>, what: &str) -> anyhow::Result<()> {
    ensure!(
        ran.status == Some(0),
        "{what} exited with {:?}\nstdout:\n{}\nstderr:\n{}",
        ran.status,
        ran.stdout,
        ran.stderr
    );
    if let Some(want) = want
        && ran.stdout != want
    {
        bail!(
            "{what} printed\n{}\nand the reference is\n{}\nstderr:\n{}",
            ran.stdout,
            want,
            ran.stderr
        );
    }
    Ok(())
}

/// A program as nvcc's `-cudart shared` builds link it: against
/// `libcudart.so.N`, whose symbols NVIDIA versions `libcudart.so.N`.
const VERSIONED_PROGRAM: &str = r#"
#include <stdio.h>
int cudaGetDeviceCount(int *count);
int cudaMalloc(void **p, unsigned long bytes);
int cudaMemcpy(void *dst, const void *src, unsigned long bytes, int kind);
int cudaFree(void *p);
int main(void) {
    int n = 0;
    void *d = 0;
    int in[4] = {1, 2, 3, 4}, out[4] = {0};
    int e = cudaGetDeviceCount(&n);
    e |= cudaMalloc(&d, sizeof in);
    e |= cudaMemcpy(d, in, sizeof in, 1);
    e |= cudaMemcpy(out, d, sizeof out, 2);
    e |= cudaFree(d);
    printf("devices %d, errors %d, copied %d %d %d %d\n", n, e, out[0], out[1], out[2], out[3]);
    return e;
}
"#;

/// What a stand-in for NVIDIA's library defines: the entry points the
/// program calls, failing, at the version NVIDIA's library gives them.
const STUB_LIBRARY: &str = r#"
int cudaGetDeviceCount(int *count) { *count = -1; return 1; }
int cudaMalloc(void **p, unsigned long bytes) { return 1; }
int cudaMemcpy(void *dst, const void *src, unsigned long bytes, int kind) { return 1; }
int cudaFree(void *p) { return 1; }
"#;

/// A program calling cuBLAS on memory of the runtime, as nvcc links one
/// (`-lcublas`): both libraries needed by their versioned names.
const CUBLAS_PROGRAM: &str = r#"
#include <stdio.h>
int cudaMalloc(void **p, unsigned long bytes);
int cudaMemcpy(void *dst, const void *src, unsigned long bytes, int kind);
int cudaFree(void *p);
int cublasCreate_v2(void **handle);
int cublasDestroy_v2(void *handle);
int cublasSgemm_v2(void *h, int ta, int tb, int m, int n, int k, const float *alpha,
                   const float *a, int lda, const float *b, int ldb, const float *beta,
                   float *c, int ldc);
int main(void) {
    float a[4] = {1, 2, 3, 4}, b[4] = {0, 1, 1, 0}, c[4] = {0}, one = 1, zero = 0;
    void *da = 0, *db = 0, *dc = 0, *h = 0;
    int e = cudaMalloc(&da, sizeof a) | cudaMalloc(&db, sizeof b) | cudaMalloc(&dc, sizeof c);
    e |= cudaMemcpy(da, a, sizeof a, 1) | cudaMemcpy(db, b, sizeof b, 1);
    int s = cublasCreate_v2(&h);
    s |= cublasSgemm_v2(h, 0, 0, 2, 2, 2, &one, da, 2, db, 2, &zero, dc, 2);
    e |= cudaMemcpy(c, dc, sizeof c, 2);
    s |= cublasDestroy_v2(h);
    e |= cudaFree(da) | cudaFree(db) | cudaFree(dc);
    printf("errors %d, statuses %d, product %g %g %g %g\n", e, s, c[0], c[1], c[2], c[3]);
    return e | s;
}
"#;

/// The stand-in for NVIDIA's libcublas: failing entry points.
const CUBLAS_STUB: &str = r#"
int cublasCreate_v2(void **handle) { return 1; }
int cublasDestroy_v2(void *handle) { return 1; }
int cublasSgemm_v2(void *h, int ta, int tb, int m, int n, int k, const float *alpha,
                   const float *a, int lda, const float *b, int ldb, const float *beta,
                   float *c, int ldc) { return 1; }
"#;

/// Builds `program` in `dir` against stand-ins for NVIDIA's libraries
/// (`libs`: each soname and its C source, with the version node NVIDIA's
/// defines), then runs it with gpujit's runtime in their place under every
/// soname, on the host CPU: nothing may reach stderr (no message from the
/// loader) and it must print `want`. `on_stubs`: what the program's output
/// starts with on the stand-ins themselves, checked first where given.
fn stand_in_run(
    dir: &Path,
    libs: &[(String, &str)],
    program: &str,
    on_stubs: Option<&str>,
    want: &str,
) -> anyhow::Result<()> {
    let (stub, ours) = (dir.join("stub"), dir.join("gpujit"));
    std::fs::create_dir_all(&stub)?;
    std::fs::create_dir_all(&ours)?;
    for (name, source) in libs {
        let (c, map) = (
            dir.join(format!("{name}.c")),
            dir.join(format!("{name}.map")),
        );
        std::fs::write(&c, source)?;
        std::fs::write(&map, format!("{name} {{ global: *; }};\n"))?;
        let mut cc = Command::new("cc");
        cc.args(["-shared", "-fPIC", "-o"])
            .arg(stub.join(name))
            .arg(&c)
            .arg(format!("-Wl,-soname,{name}"))
            .arg(format!("-Wl,--version-script={}", map.display()));
        check(&run_for(cc, limit())?, None, "cc (a stand-in library)")?;
    }
    std::fs::write(dir.join("main.c"), program)?;
    let exe = dir.join("main");
    let mut cc = Command::new("cc");
    cc.arg(dir.join("main.c"))
        .arg("-o")
        .arg(&exe)
        .arg(format!("-L{}", stub.display()))
        .args(libs.iter().map(|(n, _)| format!("-l:{n}")));
    check(&run_for(cc, limit())?, None, "cc (the program)")?;
    if let Some(prefix) = on_stubs {
        // The loader's own view: NVIDIA's stand-ins serve the program with
        // no message.
        let mut cmd = Command::new(&exe);
        cmd.env("LD_LIBRARY_PATH", &stub);
        let ran = run_for(cmd, limit())?;
        ensure!(
            ran.stdout.starts_with(prefix) && ran.stderr.is_empty(),
            "the program on the stand-ins: {}{}",
            ran.stdout,
            ran.stderr
        );
    }
    let runtime = gpujit_cc::runtime_dir()?;
    for (name, _) in libs {
        let _ = std::fs::remove_file(ours.join(name));
        std::os::unix::fs::symlink(runtime.join("libcudart.so"), ours.join(name))?;
    }
    let mut cmd = Command::new(&exe);
    cmd.env("LD_LIBRARY_PATH", &ours)
        .env("GPUJIT_DEVICE", "host");
    let ran = run_for(cmd, limit())?;
    let _ = std::fs::remove_dir_all(dir);
    ensure!(
        ran.stderr.is_empty(),
        "the loader (or the runtime) wrote on stderr:\n{}",
        ran.stderr
    );
    let names: Vec<&str> = libs.iter().map(|(n, _)| n.as_str()).collect();
    check(
        &ran,
        Some(want),
        &format!(
            "the program built against {}, on gpujit's runtime",
            names.join(" and ")
        ),
    )
}

/// A program built against stand-ins for NVIDIA's `libcudart.so.N` and
/// `libcublas.so.N` (as nvcc links `-lcublas`) loads gpujit's runtime under
/// both names: no message from the loader, and one copy of the library
/// (the loader maps a file reached by two names once), so that cuBLAS's
/// entry points find the memory `cudaMalloc` gave: the product is right.
fn cublas_versions(t: &mut Tally) {
    for major in [12, 13] {
        t.run(&format!("programs::symbol_versions::cublas{major}"), || {
            let dir = std::env::temp_dir().join(format!(
                "gpujit-cublas-versions-{}-{major}",
                std::process::id()
            ));
            let libs = [
                (format!("libcudart.so.{major}"), STUB_LIBRARY),
                (format!("libcublas.so.{major}"), CUBLAS_STUB),
            ];
            stand_in_run(
                &dir,
                &libs,
                CUBLAS_PROGRAM,
                None,
                "errors 0, statuses 0, product 3 4 1 2\n",
            )
        });
    }
}

/// A program linked against a stand-in for NVIDIA's `libcudart.so.12` and
/// `.13` (the version nodes NVIDIA's define) loads gpujit's runtime in its
/// place: no message from the loader (`no version information available`,
/// or a missing version), its calls bound to gpujit's runtime, which runs
/// them on the host CPU.
fn symbol_versions(t: &mut Tally) {
    for major in [12, 13] {
        t.run(&format!("programs::symbol_versions::cuda{major}"), || {
            let dir = std::env::temp_dir().join(format!(
                "gpujit-symbol-versions-{}-{major}",
                std::process::id()
            ));
            stand_in_run(
                &dir,
                &[(format!("libcudart.so.{major}"), STUB_LIBRARY)],
                VERSIONED_PROGRAM,
                Some("devices -1"),
                "devices 1, errors 0, copied 1 2 3 4\n",
            )
        });
    }
}

/// The program also built with `-cudart static`: gpujit's runtime linked
/// into it (LLVM and clang with it), which costs a link of some seconds and
/// a program of a few hundred MB, so one program is.
const STATIC_PROGRAM: &str = "vector_add";

/// Builds program `p` with `gpujit cc -cudart static` and runs it on every
/// device: the same output as the reference. Skipped, saying why, where the
/// static runtime was not built (ci/cudart-static).
fn static_runtime(
    t: &mut Tally,
    p: &Program,
    dir: &Path,
    headers: &Path,
    devices: &[(String, String)],
    reference: Option<&str>,
) {
    let name = format!("programs::{}::static", p.name);
    if let Err(e) = gpujit_cc::static_runtime_dir() {
        t.skip(&format!("{name}::build"), &e.to_string());
        return;
    }
    let exe = dir.join("gpujit-static");
    let mut args: Vec<String> = p.sources.iter().map(|s| s.display().to_string()).collect();
    args.extend(p.flags.iter().cloned());
    args.extend(["-cudart".into(), "static".into()]);
    args.extend(["--cuda-headers".into(), headers.display().to_string()]);
    args.extend(["-o".into(), exe.display().to_string()]);
    let built = t.run_value(&format!("{name}::build"), || {
        gpujit_cc::main(&args).map_err(anyhow::Error::from)?;
        // The runtime is part of the program: no libcudart.so is loaded.
        let out = Command::new("readelf").arg("-d").arg(&exe).output()?;
        let dynamic = String::from_utf8_lossy(&out.stdout);
        ensure!(
            !dynamic.contains("libcudart"),
            "the static build needs a libcudart:\n{dynamic}"
        );
        Ok(())
    });
    if built.is_none() {
        return;
    }
    for (short, spec) in devices {
        t.run(&format!("{name}::{short}"), || {
            let mut cmd = Command::new(&exe);
            cmd.env("GPUJIT_DEVICE", spec);
            let ran = run_for(cmd, limit())?;
            check(
                &ran,
                reference,
                &format!("gpujit cc -cudart static's build on {spec}"),
            )
        });
    }
    let _ = std::fs::remove_file(&exe);
}

/// Builds every program with `gpujit cc` and runs it on every device.
pub fn run(t: &mut Tally, selected: &[Selected]) {
    symbol_versions(t);
    cublas_versions(t);
    let list = match programs() {
        Ok(l) => l,
        Err(e) => {
            t.fail("programs::list", &format!("{e:#}"));
            return;
        }
    };
    let devices = device_specs(selected);
    let mut header_sets: Vec<(&str, PathBuf)> = Vec::new();
    match crate::cuda::sdk_dir() {
        Some(d) if d.join("include/cuda_runtime.h").is_file() => header_sets.push(("", d)),
        other => {
            for p in &list {
                t.fail(
                    &format!("programs::{}::build", p.name),
                    &format!(
                        "NVIDIA's CUDA 12.9 headers (ci/cuda-headers) are missing{}",
                        other
                            .as_ref()
                            .map(|d| format!(" from {}", d.display()))
                            .unwrap_or_default()
                    ),
                );
            }
            return;
        }
    }
    if let Some(d) = std::env::var_os("GPUJIT_CUDA13_SDK_HEADERS") {
        header_sets.push(("cuda13::", PathBuf::from(d)));
    }
    let work = std::env::temp_dir().join(format!("gpujit-programs-{}", std::process::id()));
    let nvcc = nvcc();
    let has_cuda = devices.iter().any(|(_, s)| s == "cuda");
    let expected_dir = programs_dir().join("expected");
    for p in &list {
        let prefixes = [
            format!("programs::{}::", p.name),
            format!("programs::cuda13::{}::", p.name),
        ];
        if !t.args.list
            && !devices.iter().any(|(short, _)| {
                prefixes.iter().any(|pre| {
                    t.selects(&format!("{pre}{short}"))
                        || t.selects(&format!("{pre}nvcc-shared::{short}"))
                })
            })
            && !prefixes
                .iter()
                .any(|pre| t.selects(&format!("{pre}build")) || t.selects(&format!("{pre}nvcc")))
        {
            continue;
        }
        let dir = work.join(&p.name);
        let _ = std::fs::create_dir_all(&dir);
        // The reference: NVIDIA running nvcc's build, or its recorded output.
        let mut reference: Option<String> =
            std::fs::read_to_string(expected_dir.join(format!("{}.out", p.name))).ok();
        let mut nvcc_shared: Option<PathBuf> = None;
        if let (Some(why), Some(_), true) = (&p.no_nvcc, &nvcc, has_cuda) {
            t.skip(&format!("programs::{}::nvcc", p.name), why);
        } else if let (Some(nvcc), true) = (&nvcc, has_cuda) {
            let exe = dir.join("nvcc-static");
            let name = format!("programs::{}::nvcc", p.name);
            let built = if let Some(why) = &p.no_nvidia_runtime {
                t.skip(&name, why);
                None
            } else {
                t.run_value(&name, || {
                    let mut cmd = Command::new(nvcc);
                    cmd.args(&p.sources).args(&p.flags).arg("-o").arg(&exe);
                    let b = run_for(cmd, limit())?;
                    check(&b, None, "nvcc")?;
                    let ran = run_for(Command::new(&exe), limit())?;
                    check(&ran, None, "the nvcc build on NVIDIA")?;
                    if let Some(dir) = std::env::var_os("GPUJIT_PROGRAMS_RECORD") {
                        let _ = std::fs::write(
                            PathBuf::from(dir).join(format!("{}.out", p.name)),
                            &ran.stdout,
                        );
                    }
                    Ok(ran.stdout)
                })
            };
            if let Some(out) = built {
                reference = Some(out);
            }
            let exe = dir.join("nvcc-shared");
            let mut cmd = Command::new(nvcc);
            cmd.args(&p.sources)
                .args(&p.flags)
                .args(["-cudart", "shared", "-o"])
                .arg(&exe);
            if t.run_value(&format!("programs::{}::nvcc-shared::build", p.name), || {
                check(&run_for(cmd, limit())?, None, "nvcc -cudart shared")
            })
            .is_some()
            {
                nvcc_shared = Some(exe);
            }
        }
        for (tag, headers) in &header_sets {
            let exe = dir.join(format!("gpujit{}", tag.replace("::", "-")));
            let mut args: Vec<String> = p.sources.iter().map(|s| s.display().to_string()).collect();
            args.extend(p.flags.iter().cloned());
            args.extend(["--cuda-headers".into(), headers.display().to_string()]);
            args.extend(["-o".into(), exe.display().to_string()]);
            let built = t.run_value(&format!("programs::{tag}{}::build", p.name), || {
                gpujit_cc::main(&args).map_err(anyhow::Error::from)
            });
            if built.is_none() {
                continue;
            }
            let mut first: Option<String> = None;
            for (short, spec) in &devices {
                t.run(&format!("programs::{tag}{}::{short}", p.name), || {
                    let mut cmd = Command::new(&exe);
                    cmd.env("GPUJIT_DEVICE", spec);
                    let ran = run_for(cmd, limit())?;
                    let want = reference.as_deref().or(first.as_deref());
                    check(&ran, want, &format!("gpujit cc's build on {spec}"))?;
                    if spec == "cuda"
                        && tag.is_empty()
                        && (p.no_nvcc.is_some() || p.no_nvidia_runtime.is_some())
                        && let Some(dir) = std::env::var_os("GPUJIT_PROGRAMS_RECORD")
                    {
                        let _ = std::fs::write(
                            PathBuf::from(dir).join(format!("{}.out", p.name)),
                            &ran.stdout,
                        );
                    }
                    first.get_or_insert(ran.stdout);
                    Ok(())
                });
            }
        }
        if p.name == STATIC_PROGRAM {
            static_runtime(
                t,
                p,
                &dir,
                &header_sets[0].1,
                &devices,
                reference.as_deref(),
            );
        }
        if let Some(exe) = &nvcc_shared {
            let lib = dir.join("lib");
            let linked = (|| -> anyhow::Result<()> {
                let _ = std::fs::create_dir_all(&lib);
                let ours = gpujit_cc::runtime_dir()?.join("libcudart.so");
                // cuBLAS's entry points are in the runtime's library too.
                for n in [
                    "libcudart.so.12",
                    "libcudart.so.13",
                    "libcublas.so.12",
                    "libcublas.so.13",
                ] {
                    let _ = std::fs::remove_file(lib.join(n));
                    std::os::unix::fs::symlink(&ours, lib.join(n))?;
                }
                Ok(())
            })();
            for (short, spec) in &devices {
                t.run(
                    &format!("programs::{}::nvcc-shared::{short}", p.name),
                    || {
                        if let Err(e) = &linked {
                            bail!("placing gpujit's libcudart.so: {e:#}");
                        }
                        let mut cmd = Command::new(exe);
                        cmd.env("GPUJIT_DEVICE", spec).env("LD_LIBRARY_PATH", &lib);
                        let ran = run_for(cmd, limit())?;
                        check(
                            &ran,
                            reference.as_deref(),
                            &format!("nvcc's build with gpujit's runtime on {spec}"),
                        )
                    },
                );
            }
        }
    }
    let _ = std::fs::remove_dir_all(&work);
}
