//! CUDA C++ source compiled in-process (`gpujit::cuda`): the CUDA corpus
//! (`tests/corpus/cuda/**/*.cu`) against the NVVM IR clang-22 wrote for it,
//! the NVRTC-shaped API (name expressions, options, headers, errors, the
//! compile cache), and CUB from NVIDIA's CCCL headers, on every device.

use std::path::{Path, PathBuf};

use anyhow::{Context, bail, ensure};
use gpujit::cuda::{HeaderSet, Program};
use gpujit::ir::inkwell;
use gpujit::ir::inkwell::values::AnyValue;
use gpujit::{Device, DeviceExt, LaunchConfig, Module, NvvmModule, Target};
use gpujit_conformance::Tally;

mod api;
mod cub;

/// NVIDIA's CUDA 12.9 headers as `ci/cuda-headers` lays them out (the
/// headers the corpus's `.ll` files were generated with), when present.
pub fn sdk_headers() -> Option<HeaderSet> {
    let dir = match std::env::var_os("GPUJIT_CUDA_SDK_HEADERS") {
        Some(d) => PathBuf::from(d),
        None => std::env::var_os("XDG_CACHE_HOME")
            .map(PathBuf::from)
            .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))?
            .join("gpujit/cuda-12.9-headers"),
    };
    HeaderSet::sdk(&dir).ok()
}

/// Why SDK-mode tests are skipped where the headers are missing.
pub const NO_SDK: &str =
    "NVIDIA's CUDA 12.9 headers are not laid out (ci/setup runs ci/cuda-headers)";

/// Every `.cu` of the corpus with its `.ll`, sorted.
fn corpus_files() -> anyhow::Result<Vec<(String, PathBuf)>> {
    let root = crate::nvvm::diff::corpus_root();
    let mut out = Vec::new();
    for suite in std::fs::read_dir(&root).with_context(|| format!("reading {}", root.display()))? {
        let suite = suite?.path();
        if !suite.is_dir() {
            continue;
        }
        for f in std::fs::read_dir(&suite)? {
            let p = f?.path();
            if p.extension().is_some_and(|e| e == "cu") && p.with_extension("ll").is_file() {
                let id = format!(
                    "{}::{}",
                    suite.file_name().context("suite")?.to_string_lossy(),
                    p.file_stem().context("stem")?.to_string_lossy()
                );
                out.push((id, p));
            }
        }
    }
    out.sort();
    Ok(out)
}

/// A function's text with its local value and block names replaced by their
/// order of first appearance (`%v0`, `%v1`, ...): headers that name their
/// parameters differently inline to the same code under other names.
fn canonical(text: &str) -> String {
    let mut names: std::collections::HashMap<String, usize> = Default::default();
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        // A block's label (`if.then:`) names the same thing as `%if.then`.
        let (label, rest) = match line.split_once(':') {
            Some((l, r))
                if !l.is_empty()
                    && !line.starts_with(' ')
                    && l.chars()
                        .all(|c| c.is_ascii_alphanumeric() || "._-$".contains(c)) =>
            {
                (Some(l), r)
            }
            _ => (None, line),
        };
        if let Some(l) = label {
            let n = names.len();
            let id = *names.entry(l.to_string()).or_insert(n);
            out.push_str(&format!("v{id}:"));
        }
        let b = rest.as_bytes();
        let mut i = 0;
        while i < b.len() {
            if b[i] == b'%' {
                let start = i + 1;
                let mut j = start;
                if j < b.len() && b[j] == b'"' {
                    j += 1;
                    while j < b.len() && b[j] != b'"' {
                        j += 1;
                    }
                    j = (j + 1).min(b.len());
                } else {
                    while j < b.len() && (b[j].is_ascii_alphanumeric() || b"._-$".contains(&b[j])) {
                        j += 1;
                    }
                }
                let name = &rest[start..j];
                // Struct types (`%struct.float4`) are named by the module, not the function.
                if name.starts_with("struct.")
                    || name.starts_with("union.")
                    || name.starts_with("class.")
                    || name.is_empty()
                {
                    out.push_str(&rest[i..j]);
                } else {
                    let n = names.len();
                    let id = *names.entry(name.to_string()).or_insert(n);
                    out.push_str(&format!("%v{id}"));
                }
                i = j;
            } else {
                let c = rest[i..].chars().next().unwrap_or(' ');
                out.push(c);
                i += c.len_utf8();
            }
        }
        out.push('\n');
    }
    out
}

/// Each function definition of an NVVM module as LLVM prints it, by name.
fn functions(name: &str, ir: &[u8]) -> anyhow::Result<Vec<(String, String)>> {
    let m = NvvmModule::from_ir(name, ir)?;
    let ctx = inkwell::context::Context::create();
    let module = m.load(&ctx)?;
    let mut out: Vec<(String, String)> = module
        .get_functions()
        .filter(|f| f.count_basic_blocks() > 0)
        .map(|f| {
            (
                f.get_name().to_string_lossy().into_owned(),
                canonical(&f.print_to_string().to_string()),
            )
        })
        .collect();
    out.sort();
    Ok(out)
}

/// The names of the functions whose IR differs between `want` and `got`
/// (missing on either side included).
fn differing(want: &[(String, String)], got: &[(String, String)]) -> Vec<String> {
    let mut names: Vec<String> = want
        .iter()
        .filter(|(n, text)| !got.iter().any(|(gn, gt)| gn == n && gt == text))
        .map(|(n, _)| n.clone())
        .collect();
    names.extend(
        got.iter()
            .filter(|(n, _)| !want.iter().any(|(wn, _)| wn == n))
            .map(|(n, _)| format!("{n} (only from source)")),
    );
    names
}

/// Compiles a corpus file in-process against `headers` for sm_80, as
/// `generate.sh` compiles it.
fn compile_file(path: &Path, headers: &HeaderSet) -> anyhow::Result<Vec<u8>> {
    let src = std::fs::read_to_string(path)?;
    let name = path.file_name().context("name")?.to_string_lossy();
    Ok(Program::new(&name, &src)
        .compile_with("sm_80", headers)?
        .bitcode)
}

/// The corpus from `.cu`: with NVIDIA's headers every kernel's IR equals
/// the committed `.ll` (so every device computes what the NVVM path computes,
/// which the corpus tests check against NVIDIA). With the built-in headers
/// every file compiles; a file whose IR differs from the `.ll` runs its
/// differential cases on every device against NVIDIA's references.
fn corpus(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    let files = match corpus_files() {
        Ok(f) => f,
        Err(e) => {
            t.fail("cuda::corpus::files", &format!("{e:#}"));
            return;
        }
    };
    t.run("cuda::corpus::has_the_whole_corpus", || {
        ensure!(files.len() >= 100, "only {} .cu files found", files.len());
        Ok(())
    });
    let sdk = sdk_headers();
    let (mut same, mut total) = (0usize, 0usize);
    let mut differing_ir: std::collections::HashMap<String, String> = Default::default();
    let mut unverified = Vec::new();
    for (id, path) in &files {
        let want = std::fs::read(path.with_extension("ll"))
            .map_err(anyhow::Error::from)
            .and_then(|ll| functions(id, &ll));
        match &sdk {
            Some(h) => t.run(&format!("cuda::corpus::sdk::{id}"), || {
                let want = want.as_ref().map_err(|e| anyhow::anyhow!("{e:#}"))?;
                let got = functions(id, &compile_file(path, h)?)?;
                let d = differing(want, &got);
                ensure!(d.is_empty(), "IR differs from the .ll in: {}", d.join(", "));
                Ok(())
            }),
            None => t.skip(&format!("cuda::corpus::sdk::{id}"), NO_SDK),
        }
        t.run(&format!("cuda::corpus::builtin::{id}"), || {
            let want = want.as_ref().map_err(|e| anyhow::anyhow!("{e:#}"))?;
            let bitcode = compile_file(path, &HeaderSet::BuiltIn)?;
            let got = functions(id, &bitcode)?;
            let d = differing(want, &got);
            total += want.len();
            same += want.len()
                - d.iter()
                    .filter(|n| !n.ends_with("(only from source)"))
                    .count();
            if !d.is_empty() {
                let m = NvvmModule::from_ir(id, &bitcode)?;
                let ctx = inkwell::context::Context::create();
                differing_ir.insert(id.clone(), m.load(&ctx)?.print_to_string().to_string());
                if !(id.starts_with("cuda-samples::") || id.starts_with("libdevice::")) {
                    return Ok(());
                }
                unverified.push(id.clone());
            }
            Ok(())
        });
    }
    println!(
        "# CUDA corpus from source, built-in headers: {same} of {total} functions identical to clang-22 with CUDA 12.9's; differing, run below against NVIDIA's references: {}; differing, not run: {}",
        {
            let mut ids: Vec<&String> = differing_ir
                .keys()
                .filter(|k| !unverified.contains(k))
                .collect();
            ids.sort();
            if ids.is_empty() {
                "none".to_string()
            } else {
                ids.iter()
                    .map(|s| s.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        },
        if unverified.is_empty() {
            "none".to_string()
        } else {
            unverified.join(", ")
        }
    );
    let ir_for = |suite: &str, name: &str, _: &Path| {
        differing_ir
            .get(&format!("{suite}::{name}"))
            .map(|ir| Ok(ir.clone()))
    };
    crate::nvvm::diff::run_variant(t, devices, Some(("cuda::builtin", &ir_for)));
}

/// A CUDA program compiled for `dev` and loaded: as written on NVIDIA when
/// `native`, lifted otherwise.
pub fn load(dev: &dyn Device, program: &Program, native: bool) -> anyhow::Result<Module> {
    Ok(load_with(dev, program, native, None)?.0)
}

/// [`load`] against `headers` (those `HeaderSet::detect` finds when
/// `None`), with what the front end gave (lowered names, log).
pub fn load_with(
    dev: &dyn Device,
    program: &Program,
    native: bool,
    headers: Option<&HeaderSet>,
) -> anyhow::Result<(Module, gpujit::cuda::Compiled)> {
    let target = Target::for_backend(dev.info().backend);
    let arch = gpujit::cuda::source_arch(program, target, Some(&dev.info().arch))?;
    let compiled = match headers {
        Some(h) => program.compile_with(&arch, h)?,
        None => program.compile(&arch)?,
    };
    let m = NvvmModule::from_ir(program.name(), &compiled.bitcode)?;
    let image = if native {
        gpujit::compile_nvvm_for(dev, &m)?.image
    } else {
        gpujit::compile_for(dev, &m.lift()?)?.image
    };
    Ok((dev.load(&image)?, compiled))
}

/// Runs `check` on every device, lifted, and as written on NVIDIA.
pub fn on_devices(
    t: &mut Tally,
    devices: &[(String, &dyn Device)],
    name: &str,
    check: impl Fn(&dyn Device, bool) -> anyhow::Result<()>,
) {
    for (tag, dev) in devices {
        let cuda = dev.info().backend == gpujit::Backend::Cuda;
        for native in [false, true] {
            if native && !cuda {
                continue;
            }
            let suffix = if native { "::native" } else { "" };
            t.run(&format!("{tag}::cuda::{name}{suffix}"), || {
                check(*dev, native)
            });
        }
    }
}

/// Launches `k` over `n` threads in blocks of `block`.
pub fn launch_1d(
    dev: &dyn Device,
    m: &Module,
    kernel: &str,
    n: usize,
    block: u32,
    args: &[gpujit::KernelArg<'_>],
) -> anyhow::Result<()> {
    let k = m.kernel(kernel)?;
    dev.launch(&k, &LaunchConfig::for_elems(n, block), args)?;
    dev.synchronize()?;
    Ok(())
}

/// Every CUDA-source test.
pub fn run(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    corpus(t, devices);
    api::run(t, devices);
    cub::run(t, devices);
}

/// Fails unless `got` equals `want` element for element.
pub fn same<T: PartialEq + std::fmt::Debug>(got: &[T], want: &[T]) -> anyhow::Result<()> {
    ensure!(
        got.len() == want.len(),
        "{} values, want {}",
        got.len(),
        want.len()
    );
    if let Some(i) = (0..got.len()).find(|&i| got[i] != want[i]) {
        bail!("[{i}] = {:?}, want {:?}", got[i], want[i]);
    }
    Ok(())
}
