//! CUDA C++ source compiled in-process (`gpujit::cuda`): the package corpus's
//! wrappers (`tests/corpus/packages/*/*.cu`) against the NVVM IR the
//! `clang-22` binary writes for them,
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
mod builtin_async;
mod builtin_atomic;
mod builtin_textures;
mod builtin_wmma;
mod byval;
mod cub;
mod half;
mod local_array;
mod tensor;
mod toolkits;

/// Where `ci/cuda-headers` lays out NVIDIA's CUDA 12.9 headers.
pub(crate) fn sdk_dir() -> Option<PathBuf> {
    Some(match std::env::var_os("GPUJIT_CUDA_SDK_HEADERS") {
        Some(d) => PathBuf::from(d),
        None => crate::nvvm::diff::gpujit_cache()?.join("cuda-12.9-headers"),
    })
}

/// NVIDIA's CUDA 12.9 headers as `ci/cuda-headers` lays them out (the
/// headers the package corpus is compiled with), when present.
pub fn sdk_headers() -> Option<HeaderSet> {
    HeaderSet::sdk(&sdk_dir()?).ok()
}

/// NVIDIA's CUDA 13.0 headers as `ci/cuda-headers 13.0` lays them out (CCCL
/// under `include/cccl`), when present.
pub fn sdk13_headers() -> Option<HeaderSet> {
    let dir = match std::env::var_os("GPUJIT_CUDA13_SDK_HEADERS") {
        Some(d) => PathBuf::from(d),
        None => crate::nvvm::diff::gpujit_cache()?.join("cuda-13.0-headers"),
    };
    HeaderSet::sdk(&dir).ok()
}

/// Why SDK-mode tests are skipped where the headers are missing.
pub const NO_SDK: &str =
    "NVIDIA's CUDA 12.9 headers are not laid out (ci/setup runs ci/cuda-headers)";

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
    numbered_refs(&out)
}

/// `text` with attribute-group references (`#3`) and metadata references
/// (`!7`, `!srcloc !12`) numbered away: the numbers depend on the whole
/// module and on where inline asm sits in its file, not on the function.
fn numbered_refs(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        out.push(c);
        if (c == '#' || c == '!') && chars.peek().is_some_and(char::is_ascii_digit) {
            while chars.peek().is_some_and(char::is_ascii_digit) {
                chars.next();
            }
            out.push('N');
        }
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

/// The `clang-22` binary's NVVM IR of a corpus wrapper, compiled as the
/// in-process front end compiles it (sm_80, NVIDIA's 12.9 headers, gpujit's
/// `__gpujit_cuda_holes.h` after clang's CUDA wrapper, -O2): the "as clang
/// wrote it" form. `None` where no `clang-22` (or no source tree) is here.
fn clang_binary_ir(source: &crate::nvvm::diff::Source) -> Option<anyhow::Result<Vec<u8>>> {
    let clang = std::env::var_os("GPUJIT_CLANG").unwrap_or_else(|| "clang-22".into());
    let sdk = sdk_dir()?;
    // The options as the in-process front end turns them into clang's.
    let options = match gpujit::cuda::Options::parse(&source.options) {
        Ok(o) => o.clang_args().to_vec(),
        Err(e) => return Some(Err(e.into())),
    };
    let holes =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../crates/cuda/include/__gpujit_cuda_holes.h");
    if !holes.is_file() {
        return None;
    }
    let probe = std::process::Command::new(&clang).arg("--version").output();
    if !probe.is_ok_and(|o| o.status.success()) {
        return None;
    }
    Some((|| {
        let out = std::process::Command::new(&clang)
            .args([
                "-x",
                "cuda",
                "--cuda-device-only",
                "--cuda-gpu-arch=sm_80",
                "-nocudalib",
                "-Wno-unknown-cuda-version",
                "-fno-discard-value-names",
                "-O2",
                "-c",
                "-emit-llvm",
                "-o",
                "-",
            ])
            .arg(format!("--cuda-path={}", sdk.display()))
            // What the in-process front end adds after clang's CUDA wrapper.
            .arg("-include")
            .arg(holes)
            .args(&options)
            .arg(&source.path)
            .output()
            .context("running clang-22")?;
        ensure!(
            out.status.success(),
            "clang-22 failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        Ok(out.stdout)
    })())
}

/// The package corpus from `.cu`: the in-process front end with NVIDIA's
/// headers gives, function for function, the IR the `clang-22` binary gives
/// (so every device computes what clang's IR computes, which the
/// differential corpus checks against NVIDIA). With the built-in headers, a
/// wrapper that compiles and whose IR differs runs its cases on every device
/// against NVIDIA's references; one that does not compile is counted as
/// refused, with the front end's first error.
fn corpus(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    let c = crate::nvvm::diff::corpus();
    let filter = std::env::var("GPUJIT_FILTER").ok();
    let (mut same, mut total, mut refused, mut compiled) = (0usize, 0usize, 0usize, 0usize);
    let mut differing_ir: std::collections::HashMap<String, Vec<u8>> = Default::default();
    for f in &c.files {
        let Some(source) = &f.source else { continue };
        let id = f.id();
        if filter
            .as_ref()
            .is_some_and(|w| !corpus_selects(f, devices, w))
        {
            continue;
        }
        let name = format!("cuda::corpus::clang::{id}");
        match clang_binary_ir(source) {
            Some(want) => t.run(&name, || {
                let want = functions(&id, &want?)?;
                let got = functions(&id, &f.ir)?;
                let d = differing(&want, &got);
                ensure!(
                    d.is_empty(),
                    "IR differs from clang-22's in: {}",
                    d.join(", ")
                );
                Ok(())
            }),
            None => t.skip(&name, "no clang-22 binary here to compare with"),
        }
        let name = format!("cuda::corpus::builtin::{id}");
        let bitcode = match source
            .program()
            .and_then(|p| Ok(p.compile_with("sm_80", &HeaderSet::BuiltIn)?.bitcode))
        {
            Ok(b) => b,
            Err(e) => {
                refused += 1;
                let msg = format!("{e:#}");
                let first = msg
                    .lines()
                    .find(|l| l.contains("error"))
                    .unwrap_or(msg.lines().next().unwrap_or(""));
                t.skip(
                    &name,
                    &format!("refused with the built-in headers: {first}"),
                );
                continue;
            }
        };
        compiled += 1;
        t.run(&name, || {
            let want = functions(&id, &f.ir)?;
            let got = functions(&id, &bitcode)?;
            let d = differing(&want, &got);
            total += want.len();
            same += want.len()
                - d.iter()
                    .filter(|n| !n.ends_with("(only from source)"))
                    .count();
            if !d.is_empty() {
                differing_ir.insert(id.clone(), bitcode.clone());
            }
            Ok(())
        });
    }
    println!(
        "# package corpus from source, built-in headers: {compiled} wrappers compile, {refused} refused; {same} of {total} functions identical to NVIDIA's 12.9 headers'; differing, run below against NVIDIA's references: {}",
        {
            let mut ids: Vec<&String> = differing_ir.keys().collect();
            ids.sort();
            if ids.is_empty() {
                "none".to_string()
            } else {
                ids.iter()
                    .map(|s| s.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        }
    );
    let ir_for = |f: &crate::nvvm::diff::File| differing_ir.get(&f.id()).map(|ir| Ok(ir.clone()));
    crate::nvvm::diff::run_variant(t, devices, Some(("cuda::builtin", &ir_for)));
}

/// Whether filter `w` is part of the name of a test [`corpus`] makes of
/// `f`: its two IR comparisons (`cuda::corpus::{clang,builtin}::ID`) or a
/// case run from the built-in headers' IR (`TAG::cuda::builtin::ID::CASE`),
/// or names `f`'s package or file.
fn corpus_selects(f: &crate::nvvm::diff::File, devices: &[(String, &dyn Device)], w: &str) -> bool {
    let id = f.id();
    f.selected(w)
        || ["clang", "builtin"]
            .iter()
            .any(|form| format!("cuda::corpus::{form}::{id}").contains(w))
        || devices.iter().any(|(tag, _)| {
            f.case_names()
                .any(|c| format!("{tag}::cuda::builtin::{id}::{c}::native").contains(w))
        })
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
    builtin_async::run(t, devices);
    builtin_textures::run(t, devices);
    builtin_atomic::run(t, devices);
    builtin_wmma::run(t, devices);
    byval::run(t, devices);
    cub::run(t, devices);
    half::run(t, devices);
    local_array::run(t, devices);
    tensor::run(t, devices);
    toolkits::run(t, devices);
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
