//! The seed corpus, built once by the parent process into a folder that the
//! case processes read: the NVVM test corpus and the kernel library as `.ll`
//! and `.bc`, PTX (theirs, Numba's and that of our CUDA kernels in
//! `kernels/cuda`), cubins and code objects compiled from them, and the
//! files the command-line cases name, and the CUDA seeds
//! (`tests/fuzz/cuda-seeds`, each checked to compile as it is).

use std::path::{Path, PathBuf};

use anyhow::Context;
use gpujit::{CompileOptions, Target};

/// Library modules that seed the corpus: all of them.
const LIBRARY: &[&str] = gpujit::library::MODULES;

/// Small hand-written modules reaching paths the others do not: derived
/// parameter types, records, launch bounds, NVVM annotations, math.
const EXTRA_LL: &[(&str, &str)] = &[
    (
        "derived.ll",
        r#"define void @derived(ptr addrspace(1) %p, i64 %n, [4 x i32] %r, half %h, double %d) "gpujit.kernel" "gpujit.max_threads"="128" {
entry:
  %c = icmp ult i64 0, %n
  br i1 %c, label %body, label %done
body:
  %v = extractvalue [4 x i32] %r, 2
  store i32 %v, ptr addrspace(1) %p, align 4
  br label %done
done:
  ret void
}
"#,
    ),
    (
        "annotated.ll",
        r#"target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()
declare float @__nv_expf(float)

define void @k(ptr %out, ptr %in, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %w = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %b, %w
  %i = add i32 %m, %t
  %ok = icmp slt i32 %i, %n
  br i1 %ok, label %body, label %done
body:
  %ix = sext i32 %i to i64
  %src = getelementptr inbounds float, ptr %in, i64 %ix
  %x = load float, ptr %src, align 4
  %e = call float @__nv_expf(float %x)
  call void @llvm.nvvm.barrier0()
  %dst = getelementptr inbounds float, ptr %out, i64 %ix
  store float %e, ptr %dst, align 4
  br label %done
done:
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{ptr @k, !"maxntidx", i32 256}
"#,
    ),
    (
        "record.ll",
        r#"define void @rec(ptr addrspace(1) %out, [2 x i64] %pair, i8 %flag) "gpujit.kernel" "gpujit.params"="out:*u64;pair:bytes16x8;flag:u8" {
  %a = extractvalue [2 x i64] %pair, 0
  %b = extractvalue [2 x i64] %pair, 1
  %s = add i64 %a, %b
  store i64 %s, ptr addrspace(1) %out, align 8
  ret void
}
"#,
    ),
];

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The committed regression inputs of `target`.
pub fn regressions(target: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fuzz/regressions")
        .join(target)
}

fn write(dir: &Path, name: &str, bytes: &[u8]) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir)?;
    std::fs::write(dir.join(name), bytes).with_context(|| format!("writing {name}"))
}

/// A minimal cubin: an ELF64 file for `EM_CUDA` with one kernel, its
/// `.nv.info` register count, static shared memory and local memory.
pub fn cubin(kernel: &str, e_flags: u32, registers: u32) -> Vec<u8> {
    let shstr_names = [
        "",
        ".shstrtab",
        ".strtab",
        ".symtab",
        ".nv.info",
        &format!(".text.{kernel}"),
        &format!(".nv.shared.{kernel}"),
        &format!(".nv.local.{kernel}"),
    ];
    let mut shstrtab = Vec::new();
    let mut name_at = Vec::new();
    for n in &shstr_names {
        name_at.push(shstrtab.len() as u32);
        shstrtab.extend_from_slice(n.as_bytes());
        shstrtab.push(0);
    }
    let mut strtab = vec![0u8];
    strtab.extend_from_slice(kernel.as_bytes());
    strtab.push(0);
    let mut symtab = vec![0u8; 24];
    let mut sym = Vec::new();
    sym.extend_from_slice(&1u32.to_le_bytes()); // name
    sym.push(0x12); // global function
    sym.push(0);
    sym.extend_from_slice(&5u16.to_le_bytes()); // .text.kernel
    sym.extend_from_slice(&0u64.to_le_bytes());
    sym.extend_from_slice(&128u64.to_le_bytes());
    symtab.extend_from_slice(&sym);
    // EIATTR_REGCOUNT: format 0x04, attribute 0x2f, 8 bytes: symbol 1, registers.
    let mut nv_info = vec![0x04, 0x2f, 8, 0];
    nv_info.extend_from_slice(&1u32.to_le_bytes());
    nv_info.extend_from_slice(&registers.to_le_bytes());
    let text = vec![0u8; 128];

    // (name index, type, data, link, info, entsize, nobits size)
    type Section = (usize, u32, Vec<u8>, u32, u32, u64, u64);
    let sections: Vec<Section> = vec![
        (1, 3, shstrtab, 0, 0, 0, 0),
        (2, 3, strtab, 0, 0, 0, 0),
        (3, 2, symtab, 2, 1, 24, 0),
        (4, 0x7000_0000, nv_info, 3, 0, 0, 0),
        (5, 1, text, 0, 0, 0, 0),
        (6, 8, Vec::new(), 0, 5, 0, 1024),
        (7, 8, Vec::new(), 0, 5, 0, 64),
    ];
    let mut body = Vec::new();
    let mut headers = vec![0u8; 64]; // the null section
    for (name, ty, data, link, info, entsize, nobits) in &sections {
        let offset = 64 + body.len() as u64;
        body.extend_from_slice(data);
        while body.len() % 8 != 0 {
            body.push(0);
        }
        let size = if *ty == 8 { *nobits } else { data.len() as u64 };
        let mut h = Vec::new();
        h.extend_from_slice(&name_at[*name].to_le_bytes());
        h.extend_from_slice(&ty.to_le_bytes());
        h.extend_from_slice(&0u64.to_le_bytes()); // flags
        h.extend_from_slice(&0u64.to_le_bytes()); // addr
        h.extend_from_slice(&offset.to_le_bytes());
        h.extend_from_slice(&size.to_le_bytes());
        h.extend_from_slice(&link.to_le_bytes());
        h.extend_from_slice(&info.to_le_bytes());
        h.extend_from_slice(&8u64.to_le_bytes()); // align
        h.extend_from_slice(&entsize.to_le_bytes());
        headers.extend_from_slice(&h);
    }
    let shoff = 64 + body.len() as u64;
    let mut elf = vec![
        0x7f, b'E', b'L', b'F', 2, 1, 1, 0x33, 7, 0, 0, 0, 0, 0, 0, 0,
    ];
    elf.extend_from_slice(&2u16.to_le_bytes()); // ET_EXEC
    elf.extend_from_slice(&190u16.to_le_bytes()); // EM_CUDA
    elf.extend_from_slice(&1u32.to_le_bytes());
    elf.extend_from_slice(&0u64.to_le_bytes()); // entry
    elf.extend_from_slice(&0u64.to_le_bytes()); // phoff
    elf.extend_from_slice(&shoff.to_le_bytes());
    elf.extend_from_slice(&e_flags.to_le_bytes());
    elf.extend_from_slice(&64u16.to_le_bytes()); // ehsize
    elf.extend_from_slice(&56u16.to_le_bytes()); // phentsize
    elf.extend_from_slice(&0u16.to_le_bytes()); // phnum
    elf.extend_from_slice(&64u16.to_le_bytes()); // shentsize
    elf.extend_from_slice(&((sections.len() + 1) as u16).to_le_bytes());
    elf.extend_from_slice(&1u16.to_le_bytes()); // shstrndx
    elf.extend_from_slice(&body);
    elf.extend_from_slice(&headers);
    elf
}

fn compile(name: &str, target: Target, arch: &str) -> anyhow::Result<Vec<u8>> {
    let m = gpujit::library::module(name)?;
    let opts = CompileOptions {
        arch: Some(arch.into()),
        ..Default::default()
    };
    Ok(gpujit::compile(&m, target, &opts)?.image.bytes)
}

/// Builds the corpus into `dir`.
pub fn build(dir: &Path) -> anyhow::Result<()> {
    let ll = dir.join("ll");
    let bc = dir.join("bc");
    let inspect = dir.join("inspect");
    let co = dir.join("code-object");
    let cli = dir.join("cli");
    let nvvm = workspace().join("tests/nvvm");
    let mut sources: Vec<(String, Vec<u8>)> = Vec::new();
    for e in std::fs::read_dir(&nvvm).with_context(|| format!("reading {}", nvvm.display()))? {
        let p = e?.path();
        if p.extension().is_some_and(|x| x == "ll") {
            let name = p
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            sources.push((format!("nvvm-{name}"), std::fs::read(&p)?));
        }
    }
    for name in LIBRARY {
        let m = gpujit::library::module(name)?;
        sources.push((format!("{name}.ll"), m.to_text()?.into_bytes()));
        write(&bc, &format!("{name}.bc"), m.bitcode())?;
    }
    for (name, text) in EXTRA_LL {
        sources.push((name.to_string(), text.as_bytes().to_vec()));
    }
    for (name, text) in &sources {
        write(&ll, name, text)?;
        if name.starts_with("nvvm-") || EXTRA_LL.iter().any(|(n, _)| n == name) {
            // Bitcode of the module as written, before any lifting.
            let ctx = gpujit::ir::inkwell::context::Context::create();
            let m = gpujit::ir::import::parse(&ctx, name, text)?;
            let bitcode = m.write_bitcode_to_memory().as_slice().to_vec();
            write(&bc, &name.replace(".ll", ".bc"), &bitcode)?;
        }
    }
    for name in [
        "saxpy",
        "reduce",
        "scan",
        "softmax",
        "sgemm",
        "block_reverse",
    ] {
        write(
            &inspect,
            &format!("{name}.ptx"),
            &compile(name, Target::Nvptx, "sm_80")?,
        )?;
    }
    write(
        &inspect,
        "transpose-sm90.ptx",
        &compile("transpose", Target::Nvptx, "sm_90")?,
    )?;
    write(
        &inspect,
        "saxpy-sm90.cubin",
        &cubin("saxpy", 0x0600_5a04, 24),
    )?;
    write(
        &inspect,
        "sgemm-sm86.cubin",
        &cubin("sgemm", 0x0056_0556, 128),
    )?;
    for (name, arch) in [
        ("saxpy", "gfx942"),
        ("sgemm", "gfx942"),
        ("scan", "gfx1100"),
        ("histogram", "gfx90a"),
        ("softmax", "gfx1030"),
        ("block_reverse", "gfx1100"),
    ] {
        let bytes = compile(name, Target::Amdgcn, arch)?;
        write(&co, &format!("{name}-{arch}.hsaco"), &bytes)?;
        write(&inspect, &format!("{name}-{arch}.hsaco"), &bytes)?;
    }

    // PTX: NVIDIA's NVVM's (Numba's of our kernels, the smaller files:
    // mutation is per byte), gpujit's of our CUDA kernels (kernels/cuda) and
    // the library's as LLVM writes it.
    let ptx = dir.join("ptx");
    let numba_ptx = workspace().join("tests/corpus/ptx/numba");
    for (name, bytes) in files(std::slice::from_ref(&numba_ptx)) {
        if name.ends_with(".ptx") && bytes.len() <= 16 << 10 {
            write(&ptx, &format!("numba-{name}"), &bytes)?;
        }
    }
    let cuda_ll = workspace().join("kernels/cuda");
    for (name, bytes) in files(std::slice::from_ref(&cuda_ll)) {
        let Some(stem) = name.strip_suffix(".ll") else {
            continue;
        };
        let m = gpujit::NvvmModule::from_ir(&name, &bytes)?;
        let opts = CompileOptions {
            arch: Some("sm_80".into()),
            ..Default::default()
        };
        let image = gpujit::compile_nvvm(&m, Target::Nvptx, &opts)?.image;
        if image.bytes.len() <= 16 << 10 {
            write(&ptx, &format!("cuda-{stem}.ptx"), &image.bytes)?;
        }
    }
    for name in ["saxpy", "reduce", "scan", "block_reverse"] {
        write(
            &ptx,
            &format!("{name}.ptx"),
            &compile(name, Target::Nvptx, "sm_80")?,
        )?;
    }

    // CUDA C++: the seeds, which must compile as they are.
    let seeds = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz/cuda-seeds");
    let cuda_seeds = files(std::slice::from_ref(&seeds));
    if cuda_seeds.is_empty() {
        anyhow::bail!("no CUDA seeds in {}", seeds.display());
    }
    for (name, bytes) in &cuda_seeds {
        crate::cuda::check_seed(name, bytes)?;
        write(&dir.join("cuda"), name, bytes)?;
    }

    // Files the command-line cases name.
    let nvvm_saxpy = std::fs::read(nvvm.join("saxpy.ll"))?;
    write(&cli, "saxpy.ll", &nvvm_saxpy)?;
    write(
        &cli,
        "portable.ll",
        gpujit::library::module("reduce")?.to_text()?.as_bytes(),
    )?;
    write(
        &cli,
        "reduce.bc",
        gpujit::library::module("reduce")?.bitcode(),
    )?;
    write(
        &cli,
        "broken.ll",
        b"define void @k() \"gpujit.kernel\" {\n  %x = add i32 1, nope\n  ret void\n}\n",
    )?;
    // Portable IR calling an NVPTX intrinsic: LLVM's AMDGPU backend cannot select it.
    write(
        &cli,
        "nvvm-call.ll",
        b"declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\
          define void @k(ptr addrspace(1) %p) \"gpujit.kernel\" {\n  \
          %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  \
          store i32 %t, ptr addrspace(1) %p\n  ret void\n}\n",
    )?;
    write(
        &cli,
        "saxpy.ptx",
        &compile("saxpy", Target::Nvptx, "sm_80")?,
    )?;
    write(
        &cli,
        "saxpy.hsaco",
        &compile("saxpy", Target::Amdgcn, "gfx942")?,
    )?;
    write(&cli, "saxpy.cubin", &cubin("saxpy", 0x0600_5a04, 24))?;
    write(&cli, "garbage.bin", &[0, 1, 2, 3, 0xff, 0xfe])?;
    write(
        &cli,
        "axpy.cu",
        b"#include \"scale.h\"\ntemplate <typename T> __global__ void axpy(T a, const T *x, T *y, int n) {\n    \
          int i = blockIdx.x * blockDim.x + threadIdx.x;\n    if (i < n) y[i] = a * x[i] + SCALE * y[i];\n}\n",
    )?;
    write(&cli, "scale.h", b"#ifndef SCALE\n#define SCALE 1\n#endif\n")?;
    write(
        &cli,
        "broken.cu",
        b"__global__ void k(int *p) {\n    p[0] = undeclared;\n}\n",
    )?;
    write(
        &cli,
        "missing.cu",
        b"#include \"nosuch.h\"\n__global__ void k() {}\n",
    )?;
    write(&cli, "empty.ll", b"")?;
    std::fs::create_dir_all(cli.join("folder.ll"))?;
    std::fs::create_dir_all(cli.join("work"))?;
    Ok(())
}

/// The committed regression inputs of `target`, sorted by name.
pub fn regression_inputs(target: &str) -> Vec<(String, Vec<u8>)> {
    files(&[regressions(target)])
}

/// The seeds of one target: the corpus folder's files and the target's
/// committed regression inputs, sorted by name.
pub fn seeds(dir: &Path, target: &str) -> Vec<(String, Vec<u8>)> {
    files(&[dir.join(target), regressions(target)])
}

fn files(dirs: &[PathBuf]) -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    for d in dirs {
        let Ok(rd) = std::fs::read_dir(d) else {
            continue;
        };
        let mut files: Vec<PathBuf> = rd.flatten().map(|e| e.path()).collect();
        files.sort();
        for p in files {
            if p.is_file()
                && let Ok(bytes) = std::fs::read(&p)
            {
                let name = p
                    .file_name()
                    .unwrap_or_default()
                    .to_string_lossy()
                    .into_owned();
                out.push((name, bytes));
            }
        }
    }
    out
}
