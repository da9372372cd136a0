//! Every library kernel (`gpujit_kernels`) against clang-22's HIP build of the
//! same kernel (`tests/fixtures/{module}.hip`, helpers in `gpujit_hip.h`),
//! for gfx942 (wave64), gfx1100 and gfx1201 (wave32) at code object v5, and
//! for gfx942, gfx1201, gfx9-4-generic and gfx11-generic at code object v6
//! against clang-22's default (v6) build, where the ELF `e_flags` (generic
//! version included) must be equal too: the code objects must agree on
//! everything the HIP runtime reads to launch the kernel — kernarg segment
//! size and alignment, explicit argument layout, hidden arguments, wavefront
//! size, static LDS size, maximum block size, and the kernel descriptor but
//! for register counts — and both must disassemble with llvm-objdump-22.
//!
//! The fixtures read block and grid dimensions where gpujit's lowering does
//! (`hidden_group_size_*`, `hidden_block_count_*`), declare the same shared
//! arrays (16-byte aligned, as gpujit's), and take the warp size as a
//! compile-time constant, so that no difference remains to explain.
//!
//! clang-22 and llvm-objdump-22 are required: without them these tests fail,
//! naming what is missing.

use crate::code_object::{CodeObject, KernelArgMeta, KernelMeta};
use crate::codegen::{AmdgcnOptions, compile};
use gpujit_ir::{IrError, PortableModule};
use std::path::Path;
use std::process::Command;

/// A wave64 (CDNA3), a wave32 RDNA3 and a wave32 RDNA4 target, at code
/// object v5.
pub(super) const ARCHS: [(&str, u32); 3] = [("gfx942", 64), ("gfx1100", 32), ("gfx1201", 32)];

/// Compared at code object v6 against clang-22's default build (which is
/// v6): a CDNA3 and an RDNA4 processor and two generic processors.
const V6_ARCHS: [(&str, u32); 4] = [
    ("gfx942", 64),
    ("gfx1201", 32),
    ("gfx9-4-generic", 64),
    ("gfx11-generic", 32),
];

/// One kernel of a module and what both builds must agree on.
struct Kernel {
    name: &'static str,
    /// Static LDS bytes: the kernel's shared arrays.
    lds: u32,
    /// Explicit arguments as (offset, size, value_kind, address_space).
    explicit: &'static [(u32, u32, &'static str, Option<&'static str>)],
    /// Whether the kernel reads implicit arguments (block or grid dimensions):
    /// then both code objects carry [`HIDDEN`] and the 256-byte implicit
    /// block; else neither has hidden arguments and the kernarg segment ends
    /// with the explicit ones.
    implicit: bool,
}

const G: Option<&str> = Some("global");
pub(super) const PTR: &str = "global_buffer";
pub(super) const VAL: &str = "by_value";

/// The hidden arguments of a kernel that reads its implicit arguments (block
/// counts or group sizes) and nothing else the runtime provides through them:
/// what clang-22 emits for code object v5 once the AMDGPU attributor has
/// proven the rest (hostcall, multigrid sync, heap, default queue,
/// completion action, private/shared bases, queue pointer) unused. The
/// 256-byte implicit block still follows the explicit arguments in full.
pub(super) const HIDDEN: &[(u32, u32, &str)] = &[
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

/// (offset, size, value_kind, address_space) of each explicit argument.
pub(super) fn explicit(k: &KernelMeta) -> Vec<(u32, u32, String, Option<String>)> {
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
pub(super) fn hidden(k: &KernelMeta) -> Vec<(u32, u32, String)> {
    let hidden: Vec<&KernelArgMeta> = k.args.iter().filter(|a| a.is_hidden()).collect();
    let base = hidden.first().map_or(0, |a| a.offset);
    hidden
        .iter()
        .map(|a| (a.offset - base, a.size, a.value_kind.clone()))
        .collect()
}

/// Runs llvm-objdump-22 for `arch` on `file` with `args` and returns its output.
fn objdump(file: &Path, arch: &str, args: &[&str]) -> String {
    let out = Command::new("llvm-objdump-22")
        .args(args)
        .arg(format!("--mcpu={arch}"))
        .arg(file)
        .output()
        .unwrap_or_else(|e| {
            panic!(
                "llvm-objdump-22 is required to disassemble code objects (apt install llvm-22): {e}"
            )
        });
    assert!(
        out.status.success(),
        "llvm-objdump-22 failed on {}:\n{}",
        file.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The disassembly of the code of `symbol` in `file` (`llvm-objdump-22 -d`).
pub(super) fn disassembly(file: &Path, arch: &str, symbol: &str) -> String {
    let text = objdump(file, arch, &["-d"]);
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

/// The fields of the 64-byte kernel descriptor `{kernel}.kd` that set up the
/// hardware for a launch, named, as hexadecimal. Left out: the offset to the
/// code (where the linker put it) and the register counts (which depend on
/// the instructions chosen): the granulated VGPR and SGPR counts of
/// `COMPUTE_PGM_RSRC1` (bits 0-9) and, on gfx9*, `ACCUM_OFFSET` in
/// `COMPUTE_PGM_RSRC3` (bits 0-5, the first AGPR: the VGPR count rounded up
/// to 4).
///
/// On gfx11 and gfx12 `COMPUTE_PGM_RSRC3` carries `INST_PREF_SIZE` (bits 4-9
/// on gfx11, 4-11 on gfx12): how many 128-byte lines of code the hardware
/// prefetches, which LLVM sets from the kernel's code length. It differs
/// whenever the instructions chosen differ, so it is left out here and
/// [`check_inst_pref`] checks it against each object's own code; every other
/// bit of the register (gfx12's `GLG_EN` and `IMAGE_OP` among them) is
/// compared. The fields are read from the bytes, so that any two objects
/// compare alike whatever llvm-objdump can decode.
pub(super) fn descriptor(bytes: &[u8], kernel: &str, arch: &str) -> Vec<(&'static str, String)> {
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
    // ACCUM_OFFSET on gfx9; INST_PREF_SIZE on gfx11 and gfx12.
    let rsrc3_mask = match inst_pref_bits(arch) {
        0 if arch.starts_with("gfx9") => !0x3f,
        0 => !0,
        bits => !(((1u32 << bits) - 1) << 4),
    };
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

/// Width of `INST_PREF_SIZE` in `COMPUTE_PGM_RSRC3`: 6 bits on gfx11, 8 on
/// gfx12, none before.
fn inst_pref_bits(arch: &str) -> u32 {
    match arch {
        a if a.starts_with("gfx11") => 6,
        a if a.starts_with("gfx12") => 8,
        _ => 0,
    }
}

/// `INST_PREF_SIZE` is the kernel's code length in 128-byte lines, rounded
/// up and capped at the field's maximum, as LLVM counts it: the
/// instructions, without the `s_nop 0` padding the assembler inserts to
/// align loop headers to 64 bytes (counted here as runs of `s_nop 0` ending
/// on a 64-byte boundary inside the kernel's symbol).
fn check_inst_pref(ctx: &str, bytes: &[u8], path: &Path, arch: &str, kernel: &str) {
    use object::{Object, ObjectSymbol};
    let bits = inst_pref_bits(arch);
    if bits == 0 {
        return;
    }
    let file = object::File::parse(bytes).expect("an ELF file");
    let sym = |name: &str| {
        file.symbols()
            .find(|s| s.name() == Ok(name))
            .unwrap_or_else(|| panic!("{ctx}: no symbol {name}"))
    };
    let (start, code) = (sym(kernel).address(), sym(kernel).size());
    let kd = sym(&format!("{kernel}.kd"));
    let rsrc3 = descriptor_word(bytes, kd.address(), 44);
    let pref = u64::from((rsrc3 >> 4) & ((1 << bits) - 1));
    // Addresses of the instructions, and whether each is `s_nop 0`.
    let insts: Vec<(u64, bool)> = disassembly(path, arch, kernel)
        .lines()
        .filter_map(|l| {
            let (text, comment) = l.split_once("//")?;
            let addr = u64::from_str_radix(comment.trim().split(':').next()?, 16).ok()?;
            Some((addr, text.trim() == "s_nop 0"))
        })
        .filter(|&(addr, _)| addr < start + code)
        .collect();
    let mut padding = 0;
    let mut run = 0;
    for (i, &(addr, nop)) in insts.iter().enumerate() {
        if !nop {
            run = 0;
            continue;
        }
        run += 4;
        let next = insts.get(i + 1).map(|&(a, _)| a);
        if next.is_some_and(|n| n % 64 == 0 && n == addr + 4) {
            padding += run;
            run = 0;
        }
    }
    let lines = (code - padding).div_ceil(128).min((1 << bits) - 1);
    assert_eq!(
        pref, lines,
        "{ctx}: INST_PREF_SIZE for {code} bytes of code, {padding} of them alignment"
    );
}

/// The 32-bit word at `offset` of the kernel descriptor at `address`.
fn descriptor_word(bytes: &[u8], address: u64, offset: usize) -> u32 {
    use object::{Object, ObjectSection};
    let file = object::File::parse(bytes).expect("an ELF file");
    let kd = file
        .sections()
        .find_map(|s| s.data_range(address, 64).ok().flatten())
        .expect("64 bytes of descriptor");
    u32::from_le_bytes(kd[offset..offset + 4].try_into().unwrap())
}

/// Builds `module` with gpujit and `tests/fixtures/{fixture}.hip` with
/// clang-22 for each of [`ARCHS`], and checks every kernel of `kernels`.
/// One kernel as both code objects must set it up, past its explicit
/// arguments (which end at byte `end`).
pub(super) struct Setup<'a> {
    /// Names the kernel and arch in messages.
    pub ctx: &'a str,
    /// Kernel (symbol) name.
    pub kernel: &'a str,
    /// Processor.
    pub arch: &'a str,
    /// End of the explicit arguments.
    pub end: u32,
    /// Whether both carry [`HIDDEN`] and the 256-byte implicit block.
    pub implicit: bool,
    /// Wave size.
    pub wave: u32,
    /// Static LDS bytes.
    pub lds: u32,
}

/// Compares our kernel with clang's past the explicit arguments: hidden
/// arguments (the same kinds at the same places, after the explicit ones at
/// the next multiple of 8), kernarg segment size and alignment, wave size,
/// static LDS, max flat workgroup size, the kernel descriptors field by field
/// (the same hardware setup: which system and user SGPRs and work-item VGPRs
/// are initialised, the dispatch and queue pointers among them, in RSRC2 and
/// the code properties; float modes in RSRC1; LDS, scratch and kernarg sizes;
/// wave32, whatever the registers used), and that both disassemble.
pub(super) fn same_setup(
    s: &Setup<'_>,
    (k, ours_bytes, ours_path): (&KernelMeta, &[u8], &Path),
    (c, theirs_bytes, theirs_path): (&KernelMeta, &[u8], &Path),
) {
    let ctx = s.ctx;
    assert_eq!(hidden(k), hidden(c), "{ctx}: hidden arguments");
    assert_eq!(
        k.kernarg_segment_size, c.kernarg_segment_size,
        "{ctx}: kernarg segment size"
    );
    if s.implicit {
        let expected_hidden: Vec<_> = HIDDEN
            .iter()
            .map(|&(o, s, kind)| (o, s, kind.to_string()))
            .collect();
        assert_eq!(hidden(k), expected_hidden, "{ctx}: hidden arguments");
        let hidden_base = s.end.next_multiple_of(8);
        for m in [k, c] {
            let first = m.args.iter().find(|a| a.is_hidden()).expect("hidden");
            assert_eq!(first.offset, hidden_base, "{ctx}: implicit block offset");
        }
        // The explicit arguments, then the whole 256-byte implicit block.
        assert_eq!(k.kernarg_segment_size, hidden_base + 256, "{ctx}");
    } else {
        assert_eq!(hidden(k), [], "{ctx}: no hidden arguments");
        assert_eq!(k.kernarg_segment_size, s.end, "{ctx}");
    }
    assert_eq!(
        k.kernarg_segment_align, c.kernarg_segment_align,
        "{ctx}: kernarg segment alignment"
    );
    assert_eq!(k.kernarg_segment_align, 8, "{ctx}");
    assert_eq!(k.wavefront_size, c.wavefront_size, "{ctx}: wavefront size");
    assert_eq!(k.wavefront_size, s.wave, "{ctx}");
    assert_eq!(
        k.group_segment_fixed_size, c.group_segment_fixed_size,
        "{ctx}: static LDS bytes"
    );
    assert_eq!(k.group_segment_fixed_size, s.lds, "{ctx}");
    assert_eq!(
        k.max_flat_workgroup_size, c.max_flat_workgroup_size,
        "{ctx}: max flat workgroup size"
    );
    let ours_kd = descriptor(ours_bytes, s.kernel, s.arch);
    let theirs_kd = descriptor(theirs_bytes, s.kernel, s.arch);
    for ((field, k), (_, c)) in ours_kd.iter().zip(&theirs_kd) {
        assert_eq!(k, c, "{ctx}: kernel descriptor {field}");
    }
    check_inst_pref(
        &format!("{ctx}: ours"),
        ours_bytes,
        ours_path,
        s.arch,
        s.kernel,
    );
    check_inst_pref(
        &format!("{ctx}: clang"),
        theirs_bytes,
        theirs_path,
        s.arch,
        s.kernel,
    );
    for (who, path) in [("ours", ours_path), ("clang", theirs_path)] {
        let asm = disassembly(path, s.arch, s.kernel);
        assert!(asm.lines().count() > 1, "{ctx}: {who}: empty disassembly");
        assert!(
            asm.contains("s_endpgm"),
            "{ctx}: {who}: no s_endpgm in\n{asm}"
        );
    }
}

fn check(fixture: &str, module: impl Fn() -> Result<PortableModule, IrError>, kernels: &[Kernel]) {
    let module = module().expect("building the portable module");
    let builds = ARCHS
        .iter()
        .map(|&(arch, wave)| (arch, wave, 5))
        .chain(V6_ARCHS.iter().map(|&(arch, wave)| (arch, wave, 6)));
    for (arch, wave, cov) in builds {
        // Code object v5 as gpujit's default; v6 against clang-22's own default.
        let (theirs_bytes, tag) = if cov == 5 {
            (
                super::code_object::compile_fixture(fixture, arch, arch, &[]),
                arch.to_string(),
            )
        } else {
            let tag = format!("{arch}-default");
            (
                super::code_object::compile_fixture_clang_default(fixture, &tag, arch),
                tag,
            )
        };
        let opts = AmdgcnOptions {
            arch: arch.into(),
            code_object_version: cov,
            // clang builds the kernels alone.
            coarsen: false,
            ..Default::default()
        };
        let ours_bytes = compile(&module, &opts)
            .unwrap_or_else(|e| panic!("{fixture} for {arch}: {e}"))
            .0
            .bytes;
        let ours_path = super::tmp_dir().join(format!("{fixture}-ours-{tag}.hsaco"));
        std::fs::write(&ours_path, &ours_bytes).expect("writing our code object");
        let theirs_path = super::tmp_dir().join(format!("{fixture}-{tag}.hsaco"));
        let (ours, theirs) = (
            CodeObject::parse(&ours_bytes).expect("parsing our code object"),
            CodeObject::parse(&theirs_bytes).expect("parsing clang's code object"),
        );
        assert_eq!(ours.mach, arch);
        assert_eq!(theirs.mach, arch);
        // The whole ELF header's target: version, processor, generic version,
        // xnack/sramecc; and the metadata's version and target id.
        assert_eq!(
            theirs.code_object_version, cov,
            "{arch}: clang's code object version"
        );
        assert_eq!(
            ours.abi_version, theirs.abi_version,
            "{arch} v{cov}: ABI version"
        );
        assert_eq!(ours.e_flags, theirs.e_flags, "{arch} v{cov}: e_flags");
        assert_eq!(
            ours.generic_version, theirs.generic_version,
            "{arch} v{cov}"
        );
        assert_eq!(
            ours.metadata_version, theirs.metadata_version,
            "{arch} v{cov}"
        );
        assert_eq!(ours.target_id, theirs.target_id, "{arch} v{cov}");
        let names = |co: &CodeObject| {
            let mut v: Vec<String> = co.kernels.iter().map(|k| k.name.clone()).collect();
            v.sort();
            v
        };
        let mut expected: Vec<String> = kernels.iter().map(|k| k.name.to_string()).collect();
        expected.sort();
        assert_eq!(names(&ours), expected, "{arch}: our kernels");
        assert_eq!(names(&theirs), expected, "{arch}: clang's kernels");

        for want in kernels {
            let ctx = format!("{} on {arch}", want.name);
            let k = ours.kernel(want.name).expect("our kernel");
            let c = theirs.kernel(want.name).expect("clang's kernel");

            // Explicit arguments: same layout, and the one the kernel declares.
            assert_eq!(explicit(k), explicit(c), "{ctx}: explicit arguments");
            let declared: Vec<_> = want
                .explicit
                .iter()
                .map(|&(o, s, kind, space)| (o, s, kind.to_string(), space.map(str::to_string)))
                .collect();
            assert_eq!(explicit(k), declared, "{ctx}: explicit arguments");
            let end = want.explicit.last().map_or(0, |&(o, s, ..)| o + s);

            same_setup(
                &Setup {
                    ctx: &ctx,
                    kernel: want.name,
                    arch,
                    end,
                    implicit: want.implicit,
                    wave,
                    lds: want.lds,
                },
                (k, &ours_bytes, &ours_path),
                (c, &theirs_bytes, &theirs_path),
            );
        }
    }
}

#[test]
fn saxpy_vec4_matches_clang() {
    check(
        "saxpy_vec4",
        gpujit_kernels::saxpy::module_vec4,
        &[Kernel {
            name: "saxpy_vec4",
            lds: 0,
            explicit: &[
                (0, 4, VAL, None),
                (8, 8, PTR, G),
                (16, 8, PTR, G),
                (24, 4, VAL, None),
            ],
            implicit: true,
        }],
    );
}

#[test]
fn block_reverse_matches_clang() {
    check(
        "reverse",
        || gpujit_kernels::reverse::module(false),
        &[Kernel {
            name: "block_reverse",
            lds: 0,
            explicit: &[(0, 8, PTR, G), (8, 8, PTR, G)],
            implicit: true,
        }],
    );
}

#[test]
fn index3d_matches_clang() {
    check(
        "index3d",
        gpujit_kernels::index3d::module,
        &[Kernel {
            name: "index3d",
            lds: 0,
            explicit: &[(0, 8, PTR, G)],
            implicit: true,
        }],
    );
}

#[test]
fn reduce_sum_matches_clang() {
    check(
        "reduce",
        gpujit_kernels::reduce::module,
        &[Kernel {
            name: "reduce_sum",
            lds: 32 * 4,
            explicit: &[(0, 8, PTR, G), (8, 8, PTR, G), (16, 4, VAL, None)],
            implicit: true,
        }],
    );
}

#[test]
fn histogram256_matches_clang() {
    check(
        "histogram",
        gpujit_kernels::histogram::module,
        &[Kernel {
            name: "histogram256",
            lds: 256 * 4,
            explicit: &[(0, 8, PTR, G), (8, 8, PTR, G), (16, 4, VAL, None)],
            implicit: true,
        }],
    );
}

#[test]
fn scan_matches_clang() {
    check(
        "scan",
        gpujit_kernels::scan::module,
        &[
            Kernel {
                name: "scan_block",
                lds: 32 * 4,
                explicit: &[
                    (0, 8, PTR, G),
                    (8, 8, PTR, G),
                    (16, 8, PTR, G),
                    (24, 4, VAL, None),
                ],
                implicit: true,
            },
            Kernel {
                name: "add_offsets",
                lds: 0,
                explicit: &[(0, 8, PTR, G), (8, 8, PTR, G), (16, 4, VAL, None)],
                implicit: true,
            },
        ],
    );
}

#[test]
fn transpose_matches_clang() {
    check(
        "transpose",
        gpujit_kernels::transpose::module,
        &[Kernel {
            name: "transpose",
            lds: 32 * 33 * 4,
            explicit: &[
                (0, 8, PTR, G),
                (8, 8, PTR, G),
                (16, 4, VAL, None),
                (20, 4, VAL, None),
            ],
            implicit: false,
        }],
    );
}

#[test]
fn softmax_rows_matches_clang() {
    check(
        "softmax",
        gpujit_kernels::softmax::module,
        &[Kernel {
            name: "softmax_rows",
            lds: 32 * 4,
            explicit: &[
                (0, 8, PTR, G),
                (8, 8, PTR, G),
                (16, 4, VAL, None),
                (20, 4, VAL, None),
            ],
            implicit: true,
        }],
    );
}

#[test]
fn sgemm_matches_clang() {
    check(
        "sgemm",
        gpujit_kernels::sgemm::module,
        &[Kernel {
            name: "sgemm",
            lds: 2 * 8 * 128 * 4,
            explicit: &[
                (0, 8, PTR, G),
                (8, 8, PTR, G),
                (16, 8, PTR, G),
                (24, 4, VAL, None),
                (28, 4, VAL, None),
                (32, 4, VAL, None),
            ],
            implicit: false,
        }],
    );
}
