//! The AMDGCN emulator checked on code our compiler did not produce:
//! hand-written GCN assembly per instruction group (assembled and linked by
//! clang-22), clang-22's HIP builds of the library kernels
//! (`targets/amdgcn/tests/fixtures/*.hip`) against the CPU references,
//! clang-22's builds of the MFMA and WMMA builtins, and
//! the error paths (unimplemented instruction, faulting access, wrong target).
//!
//! clang-22 is required: without it these tests fail, naming what is missing.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, ensure};
use gpujit::amdgcn_emu::EmuDevice;
use gpujit::{
    Buffer, DeviceCopy, DeviceExt, Dim3, Image, ImageFormat, Kernel, KernelArg, KernelSignature,
    LaunchConfig, Param, ParamType, ScalarType, Target,
};
use gpujit_conformance::{Selected, Tally};

mod asm;
mod devices;
mod errors;
mod family;
mod fp;
mod hip;
mod matrix;
mod rdna;
mod relative;

use asm::{asm_tests, preload_test};
use devices::gfx90a_tests;
use errors::error_tests;
use family::family_tests;
use fp::{fp_tests, unary_tests};
use hip::hip_tests;
use matrix::matrix_tests;
use rdna::rdna_tests;
use relative::relative_tests;

/// Scratch folder for assembled kernels and clang's builds.
fn tmp_dir() -> PathBuf {
    let d = std::env::temp_dir().join(format!("gpujit-emu-tests-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&d);
    d
}

fn clang(args: &[&str], src: &Path, out: &Path) -> anyhow::Result<Vec<u8>> {
    let r = Command::new("clang-22")
        .args(args)
        .arg("-o")
        .arg(out)
        .arg(src)
        .output()
        .context("clang-22 is required for the emulator tests (apt install clang-22)")?;
    ensure!(
        r.status.success(),
        "clang-22 failed on {}:\n{}",
        src.display(),
        String::from_utf8_lossy(&r.stderr)
    );
    Ok(std::fs::read(out)?)
}

/// clang-22's gfx942 code object of the GCN assembly `src`, built in the
/// scratch folder as `{tag}.hsaco`.
fn assemble(tag: &str, src: &str) -> anyhow::Result<Vec<u8>> {
    assemble_for("gfx942", tag, src)
}

/// clang-22's code object for processor `cpu` of the assembly `src`, built
/// in the scratch folder as `{tag}.hsaco`.
fn assemble_for(cpu: &str, tag: &str, src: &str) -> anyhow::Result<Vec<u8>> {
    assemble_with(cpu, &[], tag, src)
}

/// As [`assemble_for`], with more clang arguments (`-mwavefrontsize64`).
fn assemble_with(cpu: &str, extra: &[&str], tag: &str, src: &str) -> anyhow::Result<Vec<u8>> {
    let dir = tmp_dir();
    let s = dir.join(format!("{tag}.s"));
    std::fs::write(&s, src)?;
    let mcpu = format!("-mcpu={cpu}");
    let mut args = vec![
        "-target",
        "amdgcn-amd-amdhsa",
        mcpu.as_str(),
        "-x",
        "assembler",
    ];
    args.extend_from_slice(extra);
    clang(&args, &s, &dir.join(format!("{tag}.hsaco")))
}

/// clang-22's device-only build of the HIP file `src` for `arch`, built in
/// the scratch folder as `{tag}-{arch}.hsaco`.
fn hip_compile(src: &Path, tag: &str, arch: &str) -> anyhow::Result<Vec<u8>> {
    clang(
        &[
            "-x",
            "hip",
            &format!("--offload-arch={arch}"),
            "-nogpulib",
            "-nogpuinc",
            "--cuda-device-only",
            "--no-gpu-bundle-output",
            "-O3",
        ],
        src,
        &tmp_dir().join(format!("{tag}-{arch}.hsaco")),
    )
}

/// clang-22's gfx942 build of the HIP source text `src`, written to the
/// scratch folder as `{tag}.hip`.
fn hip_source(tag: &str, src: &str) -> anyhow::Result<Vec<u8>> {
    let path = tmp_dir().join(format!("{tag}.hip"));
    std::fs::write(&path, src)?;
    hip_compile(&path, tag, "gfx942")
}

/// A gfx942 code object `bytes` holding `kernels`, each taking one pointer
/// to `ty` per name in `params`.
fn gfx942_image(bytes: Vec<u8>, kernels: &[&str], params: &[&str], ty: ScalarType) -> Image {
    image_for("gfx942", bytes, kernels, params, ty)
}

/// A code object `bytes` for `arch` holding `kernels`, each taking one
/// pointer to `ty` per name in `params`.
fn image_for(
    arch: &str,
    bytes: Vec<u8>,
    kernels: &[&str],
    params: &[&str],
    ty: ScalarType,
) -> Image {
    Image {
        format: ImageFormat::Hsaco,
        arch: arch.into(),
        bytes,
        kernels: kernels
            .iter()
            .map(|k| KernelSignature {
                name: k.to_string(),
                params: params
                    .iter()
                    .map(|p| Param {
                        name: p.to_string(),
                        ty: ParamType::Pointer(Some(ty)),
                    })
                    .collect(),
                max_threads: None,
            })
            .collect(),
        refused: Vec::new(),
        coarse: None,
    }
}

/// Launches `k` on one block of 64 threads at a time, `blocks` times, each
/// launch's pointers offset to its block's elements: `(buffer, elements per
/// thread)` in `args`.
fn launch_by_block<T: DeviceCopy>(
    dev: &EmuDevice,
    k: &Kernel,
    blocks: usize,
    args: &[(&Buffer<T>, usize)],
) -> anyhow::Result<()> {
    let one = LaunchConfig {
        grid: Dim3::x(1),
        block: Dim3::x(64),
        shared_bytes: 0,
    };
    for blk in 0..blocks {
        let args = args
            .iter()
            .map(|(buf, per_thread)| buf.arg_from(blk * 64 * per_thread))
            .collect::<Result<Vec<KernelArg>, gpujit::DeviceError>>()?;
        dev.launch(k, &one, &args)?;
    }
    Ok(())
}

fn fixtures_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../targets/amdgcn/tests/fixtures")
}

/// clang-22's build of fixture `name` for `arch`.
fn hip_build(name: &str, arch: &str) -> anyhow::Result<Vec<u8>> {
    hip_compile(&fixtures_dir().join(format!("{name}.hip")), name, arch)
}

/// Runs the emulator tests when the amdgcn target is selected.
pub fn run(t: &mut Tally, selected: &[Selected]) {
    if !selected.iter().any(|s| s.target == Target::Amdgcn) {
        return;
    }
    let dev = EmuDevice::new();
    asm_tests(t, &dev);
    family_tests(t, &dev);
    relative_tests(t, &dev);
    rdna_tests(t);
    preload_test(t, &dev);
    fp_tests(t, &dev);
    unary_tests(t, &dev);
    hip_tests(t, &dev);
    for arch in ["gfx1100", "gfx1151", "gfx1201"] {
        match EmuDevice::with_arch(arch) {
            Ok(rdna) => hip_tests(t, &rdna),
            Err(e) => t.fail(&format!("amdgcn-emu::hip::{arch}::device"), &e.to_string()),
        }
    }
    gfx90a_tests(t);
    matrix_tests(t);
    error_tests(t, &dev);
    t.run("amdgcn-emu::reset_frees_memory", reset_frees_memory);
    t.run("amdgcn-emu::coverage::up_to_date", coverage_up_to_date);
    let _ = std::fs::remove_dir_all(tmp_dir());
}

/// `Device::reset` of the emulator frees its memory: a buffer made before
/// is refused after, and the device allocates and copies as a fresh one.
fn reset_frees_memory() -> anyhow::Result<()> {
    use gpujit::Device;
    let dev = EmuDevice::new();
    let kept = dev.upload(&[1u32, 2, 3])?;
    dev.reset()?;
    ensure!(
        dev.download(&kept).is_err(),
        "a buffer made before the reset still reads"
    );
    ensure!(dev.last_error().is_none(), "an error survived the reset");
    let x = dev.upload(&[4u32, 5])?;
    ensure!(dev.download(&x)? == [4, 5], "a copy after the reset");
    drop(kept);
    ensure!(
        dev.download(&x)? == [4, 5],
        "the old buffer's free took a new one"
    );
    Ok(())
}

/// `targets/amdgcn-emu/COVERAGE.md` is what the emulator executes today: the
/// survey of LLVM's opcode space for gfx942, gfx1100 and gfx1201, read back
/// through the disassembler. `GPUJIT_WRITE_COVERAGE=1` rewrites the file.
fn coverage_up_to_date() -> anyhow::Result<()> {
    let mut covs = Vec::new();
    for cpu in ["gfx942", "gfx1100", "gfx1201"] {
        covs.push(
            gpujit::amdgcn_emu::coverage::survey(cpu)
                .with_context(|| format!("LLVM has no disassembler for {cpu}"))?,
        );
    }
    let report = gpujit::amdgcn_emu::coverage::report(&covs);
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../targets/amdgcn-emu/COVERAGE.md");
    if std::env::var_os("GPUJIT_WRITE_COVERAGE").is_some() {
        std::fs::write(&path, &report).with_context(|| path.display().to_string())?;
        return Ok(());
    }
    let stored = std::fs::read_to_string(&path).with_context(|| path.display().to_string())?;
    ensure!(
        stored == report,
        "{} is out of date with the emulator: GPUJIT_WRITE_COVERAGE=1 GPUJIT_FILTER=coverage \
         cargo test -p gpujit-conformance --test conformance rewrites it",
        path.display()
    );
    Ok(())
}
