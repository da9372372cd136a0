//! The CUDA fixtures of `tests/nvvm` lifted from the NVVM IR clang-19 made of
//! them (`*.ll`) and compiled by gpujit, against clang-19's HIP build of the
//! same `*.cu` sources (`tests/nvvm/cuda.h` maps the CUDA spellings to AMDGCN
//! builtins under `__HIP__`), for gfx942 (wave64) and gfx1100 (wave32): the
//! code objects must agree on everything the HIP runtime reads to launch the
//! kernel — kernel names, kernarg segment size and alignment, explicit
//! argument layout, hidden arguments, wavefront size, static LDS size,
//! maximum block size, and the kernel descriptor but for register counts —
//! and both must disassemble with llvm-objdump-19. The checks are those of
//! `parity.rs`, whose helpers are private to it and so repeated here.
//!
//! Pointer parameters agree too: NVVM's are generic `ptr`s, and the lifter
//! gives each such kernel an entry taking global pointers, as clang's HIP ABI
//! coerces them, so both code objects describe `global` buffers.
//!
//! clang-19 and llvm-objdump-19 are required: without them these tests fail,
//! naming what is missing.

use crate::code_object::{CodeObject, KernelArgMeta, KernelMeta};
use crate::codegen::{AmdgcnOptions, compile};
use gpujit_ir::PortableModule;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A wave64 (CDNA3) and a wave32 (RDNA3) target.
const ARCHS: [(&str, u32); 2] = [("gfx942", 64), ("gfx1100", 32)];

/// One fixture: its kernel, and what both builds must agree on.
struct Fixture {
    /// `tests/nvvm/{name}.cu` and `.ll`.
    name: &'static str,
    nvvm: &'static [u8],
    kernel: &'static str,
    /// Static LDS bytes: the kernel's shared arrays.
    lds: u32,
    /// Explicit arguments as (offset, size, value_kind); pointers are
    /// `global_buffer`s in the global address space.
    explicit: &'static [(u32, u32, &'static str)],
    /// Whether the kernel reads block or grid dimensions: then both carry
    /// [`HIDDEN`] after the explicit arguments at the next multiple of 8 and
    /// the whole 256-byte implicit block; else neither has hidden arguments.
    implicit: bool,
    /// `.max_flat_workgroup_size`: `__launch_bounds__` or 1024.
    max_threads: u32,
}

const PTR: &str = "global_buffer";
const VAL: &str = "by_value";

/// The hidden arguments of a kernel that reads group sizes or block counts and
/// nothing else the runtime provides through its implicit arguments (as in
/// `parity.rs`): offset from the first hidden argument, size, kind.
const HIDDEN: &[(u32, u32, &str)] = &[
    (0, 4, "hidden_block_count_x"),
    (4, 4, "hidden_block_count_y"),
    (8, 4, "hidden_block_count_z"),
    (12, 2, "hidden_group_size_x"),
    (14, 2, "hidden_group_size_y"),
    (16, 2, "hidden_group_size_z"),
    (18, 2, "hidden_remainder_x"),
    (20, 2, "hidden_remainder_y"),
    (22, 2, "hidden_remainder_z"),
    (40, 8, "hidden_global_offset_x"),
    (48, 8, "hidden_global_offset_y"),
    (56, 8, "hidden_global_offset_z"),
    (64, 2, "hidden_grid_dims"),
];

fn nvvm_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/nvvm")
}

/// Compiles `tests/nvvm/{name}.cu` as HIP with clang-19 for `arch`, with the
/// options of `code_object::compile_fixture`, and returns the hsaco and its path.
fn compile_hip(name: &str, arch: &str) -> (Vec<u8>, PathBuf) {
    let dir = nvvm_dir();
    let src = dir.join(format!("{name}.cu"));
    let out = super::tmp_dir().join(format!("nvvm-{name}-{arch}.hsaco"));
    let result = Command::new("clang-19")
        .args(["-x", "hip", &format!("--offload-arch={arch}")])
        .args([
            "-nogpulib",
            "-nogpuinc",
            "--cuda-device-only",
            "--no-gpu-bundle-output",
            "-O3",
        ])
        .arg("-I")
        .arg(&dir)
        .arg("-o")
        .arg(&out)
        .arg(&src)
        .output()
        .unwrap_or_else(|e| {
            panic!("clang-19 is required to build the test code object (apt install clang-19): {e}")
        });
    assert!(
        result.status.success(),
        "clang-19 failed on {}:\n{}",
        src.display(),
        String::from_utf8_lossy(&result.stderr)
    );
    let bytes = std::fs::read(&out).expect("clang-19 reported success but wrote no output");
    (bytes, out)
}

/// (offset, size, value_kind, address_space) of each explicit argument.
fn explicit(k: &KernelMeta) -> Vec<(u32, u32, String, Option<String>)> {
    k.explicit_args()
        .map(|a| {
            (
                a.offset,
                a.size,
                a.value_kind.clone(),
                a.address_space.clone(),
            )
        })
        .collect()
}

/// (offset from the first hidden argument, size, kind) of each hidden argument.
fn hidden(k: &KernelMeta) -> Vec<(u32, u32, String)> {
    let hidden: Vec<&KernelArgMeta> = k.args.iter().filter(|a| a.is_hidden()).collect();
    let base = hidden.first().map_or(0, |a| a.offset);
    hidden
        .iter()
        .map(|a| (a.offset - base, a.size, a.value_kind.clone()))
        .collect()
}

/// The disassembly of the code of `symbol` in `file` (`llvm-objdump-19 -d`).
fn disassembly(file: &Path, arch: &str, symbol: &str) -> String {
    let out = Command::new("llvm-objdump-19")
        .args(["-d", &format!("--mcpu={arch}")])
        .arg(file)
        .output()
        .unwrap_or_else(|e| {
            panic!(
                "llvm-objdump-19 is required to disassemble code objects (apt install llvm-19): {e}"
            )
        });
    assert!(
        out.status.success(),
        "llvm-objdump-19 failed on {}:\n{}",
        file.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    let header = format!("<{symbol}>:");
    let mut lines = text.lines().skip_while(|l| !l.ends_with(&header));
    assert!(
        lines.next().is_some(),
        "no `{header}` in the disassembly of {}:\n{text}",
        file.display()
    );
    lines
        .take_while(|l| !l.trim().is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The fields of the kernel descriptor `{kernel}.kd` that set up the hardware
/// for a launch, as in `parity.rs`: all but the code offset and the register
/// counts (`COMPUTE_PGM_RSRC1` bits 0-9, and `ACCUM_OFFSET`, bits 0-5 of
/// `COMPUTE_PGM_RSRC3`, on gfx9*).
fn descriptor(bytes: &[u8], kernel: &str, arch: &str) -> Vec<(&'static str, String)> {
    use object::{Object, ObjectSection, ObjectSymbol};
    let file = object::File::parse(bytes).expect("an ELF file");
    let name = format!("{kernel}.kd");
    let sym = file
        .symbols()
        .find(|s| s.name() == Ok(name.as_str()))
        .unwrap_or_else(|| panic!("no symbol {name}"));
    let section = file
        .section_by_index(sym.section_index().expect("a defined symbol"))
        .expect("the descriptor's section");
    let kd = section
        .data_range(sym.address(), 64)
        .expect("section data")
        .expect("64 bytes of descriptor");
    let u32_at = |o: usize| u32::from_le_bytes(kd[o..o + 4].try_into().unwrap());
    let u16_at = |o: usize| u16::from_le_bytes(kd[o..o + 2].try_into().unwrap());
    let rsrc3_mask = if arch.starts_with("gfx9") { !0x3f } else { !0 };
    vec![
        ("group_segment_fixed_size", format!("{:#x}", u32_at(0))),
        ("private_segment_fixed_size", format!("{:#x}", u32_at(4))),
        ("kernarg_size", format!("{:#x}", u32_at(8))),
        (
            "reserved (12..16, 24..44)",
            format!("{:?}", [&kd[12..16], &kd[24..44]]),
        ),
        (
            "compute_pgm_rsrc3",
            format!("{:#x}", u32_at(44) & rsrc3_mask),
        ),
        ("compute_pgm_rsrc1", format!("{:#x}", u32_at(48) & !0x3ff)),
        ("compute_pgm_rsrc2", format!("{:#x}", u32_at(52))),
        ("kernel_code_properties", format!("{:#x}", u16_at(56))),
        ("kernarg_preload", format!("{:#x}", u16_at(58))),
        ("reserved (60..64)", format!("{:?}", &kd[60..64])),
    ]
}

/// Lifts `f.nvvm` and compiles it with gpujit, builds `f.name.cu` as HIP with
/// clang-19, for each of [`ARCHS`], and compares the two code objects.
fn check(f: &Fixture) {
    let module = PortableModule::from_ir(f.name, f.nvvm)
        .unwrap_or_else(|e| panic!("lifting tests/nvvm/{}.ll: {e}", f.name));
    for (arch, wave) in ARCHS {
        let ctx = format!("{} ({}.cu) on {arch}", f.kernel, f.name);
        let opts = AmdgcnOptions {
            arch: arch.into(),
            ..Default::default()
        };
        let ours_bytes = compile(&module, &opts)
            .unwrap_or_else(|e| panic!("{ctx}: {e}"))
            .0
            .bytes;
        let ours_path = super::tmp_dir().join(format!("nvvm-{}-ours-{arch}.hsaco", f.name));
        std::fs::write(&ours_path, &ours_bytes).expect("writing our code object");
        let (theirs_bytes, theirs_path) = compile_hip(f.name, arch);
        let (ours, theirs) = (
            CodeObject::parse(&ours_bytes).expect("parsing our code object"),
            CodeObject::parse(&theirs_bytes).expect("parsing clang's code object"),
        );
        assert_eq!(ours.mach, arch);
        assert_eq!(theirs.mach, arch);
        let names = |co: &CodeObject| {
            co.kernels
                .iter()
                .map(|k| k.name.clone())
                .collect::<Vec<_>>()
        };
        assert_eq!(names(&ours), [f.kernel], "{ctx}: our kernels");
        assert_eq!(names(&theirs), [f.kernel], "{ctx}: clang's kernels");
        let k = ours.kernel(f.kernel).expect("our kernel");
        let c = theirs.kernel(f.kernel).expect("clang's kernel");

        // Explicit arguments: the declared layout in both, pointers global.
        let declared = |pointer_space: &str| -> Vec<_> {
            f.explicit
                .iter()
                .map(|&(o, s, kind)| {
                    let space = (kind == PTR).then(|| pointer_space.to_string());
                    (o, s, kind.to_string(), space)
                })
                .collect()
        };
        assert_eq!(
            explicit(k),
            declared("global"),
            "{ctx}: our explicit arguments"
        );
        assert_eq!(
            explicit(c),
            declared("global"),
            "{ctx}: clang's explicit arguments"
        );
        let end = f.explicit.last().map_or(0, |&(o, s, _)| o + s);

        // Hidden arguments and the kernarg segment.
        assert_eq!(hidden(k), hidden(c), "{ctx}: hidden arguments");
        assert_eq!(
            k.kernarg_segment_size, c.kernarg_segment_size,
            "{ctx}: kernarg segment size"
        );
        if f.implicit {
            let expected: Vec<_> = HIDDEN
                .iter()
                .map(|&(o, s, kind)| (o, s, kind.to_string()))
                .collect();
            assert_eq!(hidden(k), expected, "{ctx}: hidden arguments");
            let base = end.next_multiple_of(8);
            for m in [k, c] {
                let first = m.args.iter().find(|a| a.is_hidden()).expect("hidden");
                assert_eq!(first.offset, base, "{ctx}: implicit block offset");
            }
            assert_eq!(k.kernarg_segment_size, base + 256, "{ctx}");
        } else {
            assert_eq!(hidden(k), [], "{ctx}: no hidden arguments");
            assert_eq!(k.kernarg_segment_size, end, "{ctx}");
        }
        assert_eq!(
            k.kernarg_segment_align, c.kernarg_segment_align,
            "{ctx}: kernarg segment alignment"
        );
        assert_eq!(k.kernarg_segment_align, 8, "{ctx}");
        assert_eq!(k.wavefront_size, c.wavefront_size, "{ctx}: wavefront size");
        assert_eq!(k.wavefront_size, wave, "{ctx}");
        assert_eq!(
            k.group_segment_fixed_size, c.group_segment_fixed_size,
            "{ctx}: static LDS bytes"
        );
        assert_eq!(k.group_segment_fixed_size, f.lds, "{ctx}");
        assert_eq!(
            k.private_segment_fixed_size, c.private_segment_fixed_size,
            "{ctx}: scratch bytes"
        );
        assert_eq!(
            k.max_flat_workgroup_size, c.max_flat_workgroup_size,
            "{ctx}: max flat workgroup size"
        );
        assert_eq!(k.max_flat_workgroup_size, f.max_threads, "{ctx}");

        // The kernel descriptors: the same hardware setup whatever the
        // registers used.
        let ours_kd = descriptor(&ours_bytes, f.kernel, arch);
        let theirs_kd = descriptor(&theirs_bytes, f.kernel, arch);
        for ((field, k), (_, c)) in ours_kd.iter().zip(&theirs_kd) {
            assert_eq!(k, c, "{ctx}: kernel descriptor {field}");
        }

        for (who, path) in [("ours", &ours_path), ("clang", &theirs_path)] {
            let asm = disassembly(path, arch, f.kernel);
            assert!(asm.lines().count() > 1, "{ctx}: {who}: empty disassembly");
            assert!(
                asm.contains("s_endpgm"),
                "{ctx}: {who}: no s_endpgm in\n{asm}"
            );
        }
    }
}

#[test]
fn nvvm_saxpy_matches_clang_hip() {
    check(&Fixture {
        name: "saxpy",
        nvvm: include_bytes!("../../../../tests/nvvm/saxpy.ll"),
        kernel: "saxpy",
        lds: 0,
        explicit: &[(0, 4, VAL), (8, 8, PTR), (16, 8, PTR), (24, 4, VAL)],
        implicit: true,
        max_threads: 1024,
    });
}

#[test]
fn nvvm_reduce_matches_clang_hip() {
    check(&Fixture {
        name: "reduce",
        nvvm: include_bytes!("../../../../tests/nvvm/reduce.ll"),
        kernel: "reduce_sum",
        lds: 32 * 4,
        explicit: &[(0, 8, PTR), (8, 8, PTR), (16, 8, PTR), (24, 4, VAL)],
        implicit: true,
        // __launch_bounds__(256): maxntidx in the NVVM IR.
        max_threads: 256,
    });
}

#[test]
fn nvvm_histogram_matches_clang_hip() {
    check(&Fixture {
        name: "histogram",
        nvvm: include_bytes!("../../../../tests/nvvm/histogram.ll"),
        kernel: "histogram",
        lds: 256 * 4,
        explicit: &[(0, 8, PTR), (8, 4, VAL), (16, 8, PTR)],
        implicit: true,
        max_threads: 1024,
    });
}

#[test]
fn nvvm_transpose_matches_clang_hip() {
    check(&Fixture {
        name: "transpose",
        nvvm: include_bytes!("../../../../tests/nvvm/transpose.ll"),
        kernel: "transpose",
        lds: 32 * 33 * 4,
        explicit: &[(0, 8, PTR), (8, 8, PTR), (16, 4, VAL), (20, 4, VAL)],
        // Tile-sized blocks: no block or grid dimension is read.
        implicit: false,
        max_threads: 1024,
    });
}

#[test]
fn nvvm_math_matches_clang_hip() {
    check(&Fixture {
        name: "math",
        nvvm: include_bytes!("../../../../tests/nvvm/math.ll"),
        kernel: "math",
        lds: 0,
        explicit: &[(0, 8, PTR), (8, 8, PTR), (16, 8, PTR), (24, 4, VAL)],
        implicit: true,
        max_threads: 1024,
    });
}
