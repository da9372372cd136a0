//! The CUDA fixtures of `tests/nvvm` lifted from the NVVM IR clang-22 made of
//! them (`*.ll`) and compiled by gpujit, against clang-22's HIP build of the
//! same `*.cu` sources (`tests/nvvm/cuda.h` maps the CUDA spellings to AMDGCN
//! builtins under `__HIP__`), for gfx942 (wave64), gfx1100 and gfx1201
//! (wave32): the
//! code objects must agree on everything the HIP runtime reads to launch the
//! kernel — kernel names, kernarg segment size and alignment, explicit
//! argument layout, hidden arguments, wavefront size, static LDS size,
//! maximum block size, and the kernel descriptor but for register counts —
//! and both must disassemble with llvm-objdump-22. The checks are those of
//! `parity.rs`, whose helpers it uses.
//!
//! Pointer parameters agree too: NVVM's are generic `ptr`s, and the lifter
//! gives each such kernel an entry taking global pointers, as clang's HIP ABI
//! coerces them, so both code objects describe `global` buffers.
//!
//! clang-22 and llvm-objdump-22 are required: without them these tests fail,
//! naming what is missing.

use super::parity::{ARCHS, PTR, Setup, VAL, explicit, same_setup};
use crate::code_object::CodeObject;
use crate::codegen::{AmdgcnOptions, compile};
use gpujit_ir::PortableModule;
use std::path::Path;

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

/// Lifts `f.nvvm` and compiles it with gpujit, builds `f.name.cu` as HIP with
/// clang-22, for each of [`ARCHS`], and compares the two code objects.
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
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/nvvm");
        let include = dir.to_string_lossy().into_owned();
        let out_name = format!("nvvm-{}-{arch}", f.name);
        let src = dir.join(format!("{}.cu", f.name));
        let theirs_bytes =
            super::code_object::compile_hip(&src, &out_name, arch, &["-I", &include]);
        let theirs_path = super::tmp_dir().join(format!("{out_name}.hsaco"));
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

        same_setup(
            &Setup {
                ctx: &ctx,
                kernel: f.kernel,
                arch,
                end,
                implicit: f.implicit,
                wave,
                lds: f.lds,
            },
            (k, &ours_bytes, &ours_path),
            (c, &theirs_bytes, &theirs_path),
        );
        assert_eq!(
            k.private_segment_fixed_size, c.private_segment_fixed_size,
            "{ctx}: scratch bytes"
        );
        assert_eq!(k.max_flat_workgroup_size, f.max_threads, "{ctx}");
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
