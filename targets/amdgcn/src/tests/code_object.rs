//! The code-object reader against real code objects built by clang-22 from
//! `tests/fixtures/saxpy.hip`. clang-22 is required: without it these tests
//! fail, naming what is missing.

use crate::code_object::{
    CodeObject, CodeObjectError, KernelArgMeta, LEGACY_MACHS, MACHS, SymbolKind, TargetFeature,
    mach_name, symbols,
};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/fixtures/{name}.hip"))
}

/// Compiles the fixture with clang-22 for `offload_arch` and returns the hsaco.
pub(super) fn compile(tag: &str, offload_arch: &str, extra: &[&str]) -> Vec<u8> {
    compile_fixture("saxpy", tag, offload_arch, extra)
}

/// Compiles `tests/fixtures/{name}.hip` with clang-22 for `offload_arch` and
/// returns the hsaco.
pub(super) fn compile_fixture(
    name: &str,
    tag: &str,
    offload_arch: &str,
    extra: &[&str],
) -> Vec<u8> {
    compile_hip(
        &fixture(name),
        &format!("{name}-{tag}"),
        offload_arch,
        extra,
    )
}

/// Compiles `tests/fixtures/{name}.hip` with clang-22 for `offload_arch` at
/// clang's default code object version (v6 for clang-22).
pub(super) fn compile_fixture_clang_default(name: &str, tag: &str, offload_arch: &str) -> Vec<u8> {
    clang_hip(
        &fixture(name),
        &format!("{name}-{tag}"),
        offload_arch,
        &[],
        false,
    )
}

/// Compiles the HIP source `src` with clang-22 for `offload_arch` into
/// `{out_name}.hsaco` in the test scratch folder and returns its bytes.
/// clang-22 defaults to code object v6; gpujit's default is v5, which every
/// ROCm 5 and 6 runtime loads, so v5 it is unless `extra` names a version.
pub(super) fn compile_hip(
    src: &Path,
    out_name: &str,
    offload_arch: &str,
    extra: &[&str],
) -> Vec<u8> {
    let named = extra
        .iter()
        .any(|a| a.starts_with("-mcode-object-version="));
    clang_hip(src, out_name, offload_arch, extra, !named)
}

fn clang_hip(src: &Path, out_name: &str, offload_arch: &str, extra: &[&str], v5: bool) -> Vec<u8> {
    let out = super::tmp_dir().join(format!("{out_name}.hsaco"));
    let mut cmd = Command::new("clang-22");
    if v5 {
        cmd.arg("-mcode-object-version=5");
    }
    cmd.args(["-x", "hip", &format!("--offload-arch={offload_arch}")])
        .args([
            "-nogpulib",
            "-nogpuinc",
            "--cuda-device-only",
            "--no-gpu-bundle-output",
        ])
        .args(["-O3"])
        .args(extra)
        .arg("-o")
        .arg(&out)
        .arg(src);
    let result = cmd.output().unwrap_or_else(|e| {
        panic!("clang-22 is required to build the test code object (apt install clang-22): {e}")
    });
    assert!(
        result.status.success(),
        "clang-22 failed on {}:\n{}",
        src.display(),
        String::from_utf8_lossy(&result.stderr)
    );
    std::fs::read(&out).expect("clang-22 reported success but wrote no output")
}

/// Code object v5 (gpujit's default), gfx90a, no target features given.
fn saxpy_v5() -> &'static [u8] {
    static BYTES: OnceLock<Vec<u8>> = OnceLock::new();
    BYTES.get_or_init(|| compile("v5", "gfx90a", &[]))
}

/// Code object v4, gfx90a with xnack off.
fn saxpy_v4() -> &'static [u8] {
    static BYTES: OnceLock<Vec<u8>> = OnceLock::new();
    BYTES.get_or_init(|| compile("v4", "gfx90a:xnack-", &["-mcode-object-version=4"]))
}

fn arg(offset: u32, size: u32, kind: &str, space: Option<&str>) -> KernelArgMeta {
    KernelArgMeta {
        name: None,
        offset,
        size,
        value_kind: kind.to_string(),
        address_space: space.map(str::to_string),
    }
}

#[test]
fn reads_saxpy_v5() {
    let co = CodeObject::parse(saxpy_v5()).expect("parse");
    assert_eq!(co.abi_version, 3, "ELFABIVERSION_AMDGPU_HSA_V5");
    assert_eq!(co.code_object_version, 5);
    assert_eq!(co.e_flags, 0x53f, "gfx90a | xnack any | sramecc any");
    assert_eq!(co.mach, "gfx90a");
    assert_eq!(co.generic_version, 0);
    assert!(!co.is_generic());
    assert_eq!(co.target_id, "amdgcn-amd-amdhsa--gfx90a");
    assert_eq!(co.target(), "gfx90a");
    assert_eq!(co.metadata_version, [1, 2]);
    assert_eq!(co.xnack, TargetFeature::Any);
    assert_eq!(co.sramecc, TargetFeature::Any);
    assert_eq!(co.kernels.len(), 1);

    let k = co.kernel("saxpy").expect("kernel saxpy");
    assert_eq!(k.symbol, "saxpy.kd");
    assert_eq!(k.kernarg_segment_size, 288);
    assert_eq!(k.kernarg_segment_align, 8);
    assert_eq!(k.group_segment_fixed_size, 0);
    assert_eq!(k.private_segment_fixed_size, 0);
    assert_eq!(k.wavefront_size, 64);
    assert_eq!(k.max_flat_workgroup_size, 1024);
    assert_eq!(k.agpr_count, Some(0));
    assert!(k.sgpr_count > 0 && k.vgpr_count > 0, "{k:?}");

    // The layout llvm-readobj-22 --notes prints for this object.
    let g = Some("global");
    let expected = vec![
        arg(0, 4, "by_value", None),
        arg(8, 8, "global_buffer", g),
        arg(16, 8, "global_buffer", g),
        arg(24, 4, "by_value", None),
        arg(32, 4, "hidden_block_count_x", None),
        arg(36, 4, "hidden_block_count_y", None),
        arg(40, 4, "hidden_block_count_z", None),
        arg(44, 2, "hidden_group_size_x", None),
        arg(46, 2, "hidden_group_size_y", None),
        arg(48, 2, "hidden_group_size_z", None),
        arg(50, 2, "hidden_remainder_x", None),
        arg(52, 2, "hidden_remainder_y", None),
        arg(54, 2, "hidden_remainder_z", None),
        arg(72, 8, "hidden_global_offset_x", None),
        arg(80, 8, "hidden_global_offset_y", None),
        arg(88, 8, "hidden_global_offset_z", None),
        arg(96, 2, "hidden_grid_dims", None),
    ];
    assert_eq!(k.args, expected);
    let explicit: Vec<u32> = k.explicit_args().map(|a| a.offset).collect();
    assert_eq!(explicit, [0, 8, 16, 24]);
    assert!(k.args[4].is_hidden() && !k.args[3].is_hidden());
}

#[test]
fn reads_saxpy_v4_with_xnack_off() {
    let co = CodeObject::parse(saxpy_v4()).expect("parse");
    assert_eq!(co.abi_version, 2);
    assert_eq!(co.code_object_version, 4);
    assert_eq!(co.mach, "gfx90a");
    assert_eq!(co.target_id, "amdgcn-amd-amdhsa--gfx90a:xnack-");
    assert_eq!(co.xnack, TargetFeature::Off);
    assert_eq!(co.sramecc, TargetFeature::Any);
    let k = &co.kernels[0];
    assert_eq!(
        k.kernarg_segment_size, 28,
        "v4 saxpy needs no hidden arguments"
    );
    assert_eq!(k.args.len(), 4);
    assert!(k.args.iter().all(|a| !a.is_hidden()));
}

/// clang-22's generic build (code object v6, its default): the generic
/// processor in `EF_AMDGPU_MACH` and its version in the top byte of `e_flags`.
#[test]
fn reads_a_generic_v6_code_object() {
    let bytes = compile("v6-generic", "gfx11-generic", &["-mcode-object-version=6"]);
    let co = CodeObject::parse(&bytes).expect("parse");
    assert_eq!(co.abi_version, 4, "ELFABIVERSION_AMDGPU_HSA_V6");
    assert_eq!(co.code_object_version, 6);
    assert_eq!(co.e_flags, 0x0100_0054, "gfx11-generic | generic_v1");
    assert_eq!(co.mach, "gfx11-generic");
    assert!(co.is_generic());
    assert_eq!(co.generic_version, 1);
    assert_eq!(co.target(), "gfx11-generic");
    assert_eq!(co.xnack, TargetFeature::Unsupported);
    assert_eq!(co.kernels[0].wavefront_size, 32);
    let json = serde_json::to_value(&co).expect("json");
    assert_eq!(json["generic_version"], 1);
}

#[test]
fn lists_kernel_symbols() {
    let syms = symbols(saxpy_v5()).expect("symbols");
    let got: Vec<(&str, SymbolKind)> = syms.iter().map(|s| (s.name.as_str(), s.kind)).collect();
    assert_eq!(
        got,
        [
            ("saxpy", SymbolKind::Entry),
            ("saxpy.kd", SymbolKind::Descriptor)
        ]
    );
    let kd = &syms[1];
    assert_eq!(kd.size, 64, "a kernel descriptor is 64 bytes");
    assert!(syms[0].size > 0);
}

#[test]
fn serializes_to_json() {
    let co = CodeObject::parse(saxpy_v5()).expect("parse");
    let json = serde_json::to_value(&co).expect("json");
    assert_eq!(json["mach"], "gfx90a");
    assert_eq!(json["xnack"], "any");
    assert_eq!(json["kernels"][0]["symbol"], "saxpy.kd");
    assert_eq!(json["kernels"][0]["args"][1]["value_kind"], "global_buffer");
    assert_eq!(json["kernels"][0]["args"][1]["address_space"], "global");
}

/// Replaces the first occurrence of `from` with `to` (same length).
fn patched(bytes: &[u8], from: &[u8], to: &[u8]) -> Vec<u8> {
    assert_eq!(from.len(), to.len());
    let at = bytes
        .windows(from.len())
        .position(|w| w == from)
        .unwrap_or_else(|| panic!("{:?} not in the code object", String::from_utf8_lossy(from)));
    let mut out = bytes.to_vec();
    out[at..at + to.len()].copy_from_slice(to);
    out
}

#[test]
fn refuses_what_is_not_a_code_object() {
    let err = CodeObject::parse(b"hello, world").unwrap_err();
    assert!(matches!(err, CodeObjectError::NotElf(_)), "{err}");

    let host = std::fs::read(std::env::current_exe().unwrap()).unwrap();
    let err = CodeObject::parse(&host).unwrap_err();
    assert!(
        matches!(err, CodeObjectError::WrongMachine { found: 62 }),
        "an x86-64 executable: {err}"
    );
    assert!(err.to_string().contains("EM_AMDGPU (224)"), "{err}");

    let mut pal = saxpy_v5().to_vec();
    pal[7] = 65; // ELFOSABI_AMDGPU_PAL
    let err = CodeObject::parse(&pal).unwrap_err();
    assert!(
        matches!(err, CodeObjectError::WrongOsAbi { found: 65 }),
        "{err}"
    );

    let mut v2 = saxpy_v5().to_vec();
    v2[8] = 0;
    let err = CodeObject::parse(&v2).unwrap_err();
    assert!(
        matches!(
            err,
            CodeObjectError::UnsupportedVersion {
                abi_version: 0,
                version: 2
            }
        ),
        "{err}"
    );
}

#[test]
fn refuses_a_truncated_code_object() {
    let full = saxpy_v5();
    let err = CodeObject::parse(&full[..full.len() - 1]).unwrap_err();
    match err {
        CodeObjectError::Truncated { needed, len, .. } => {
            assert_eq!(len, full.len() - 1);
            assert!(needed as usize > len);
        }
        other => panic!("expected Truncated, got {other}"),
    }
    assert!(CodeObject::parse(&full[..200]).is_err());
}

#[test]
fn refuses_missing_metadata() {
    // The note header: namesz 7, descsz, type 32, "AMDGPU\0\0". Change the type.
    let bytes = saxpy_v5();
    let at = bytes
        .windows(8)
        .position(|w| w == b"AMDGPU\0\0")
        .expect("note name");
    let mut no_note = bytes.to_vec();
    assert_eq!(no_note[at - 4..at], 32u32.to_le_bytes());
    no_note[at - 4] = 33;
    let err = CodeObject::parse(&no_note).unwrap_err();
    assert!(matches!(err, CodeObjectError::NoMetadata), "{err}");
    assert!(err.to_string().contains("NT_AMDGPU_METADATA = 32"), "{err}");
}

#[test]
fn names_a_missing_metadata_key() {
    let broken = patched(
        saxpy_v5(),
        b".kernarg_segment_size",
        b".kernarg_segment_sizX",
    );
    let err = CodeObject::parse(&broken).unwrap_err();
    match &err {
        CodeObjectError::MissingKey { context, key } => {
            assert_eq!(context, "kernel saxpy");
            assert_eq!(key, ".kernarg_segment_size");
        }
        other => panic!("expected MissingKey, got {other}"),
    }
    assert_eq!(
        err.to_string(),
        "metadata: kernel saxpy lacks the key `.kernarg_segment_size`"
    );

    let broken = patched(saxpy_v5(), b".value_kind", b".value_kinX");
    let err = CodeObject::parse(&broken).unwrap_err();
    assert_eq!(
        err.to_string(),
        "metadata: kernel saxpy argument 0 lacks the key `.value_kind`"
    );
}

#[test]
fn mach_table_matches_llvm_elf_h() {
    let header = "/usr/lib/llvm-22/include/llvm/BinaryFormat/ELF.h";
    let text = std::fs::read_to_string(header)
        .unwrap_or_else(|e| panic!("{header} is needed (apt install llvm-22-dev): {e}"));
    let mut from_header = Vec::new();
    let mut reserved = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        let Some(rest) = line.strip_prefix("EF_AMDGPU_MACH_AMDGCN_") else {
            continue;
        };
        let Some((name, value)) = rest.split_once('=') else {
            continue;
        };
        let name = name.trim();
        let value = value.trim().trim_end_matches(',');
        let Ok(value) = u32::from_str_radix(value.trim_start_matches("0x"), 16) else {
            continue; // FIRST / LAST alias other names
        };
        if name.starts_with("RESERVED") {
            reserved.push(value);
        } else {
            from_header.push((value, name.to_lowercase().replace('_', "-")));
        }
    }
    assert!(from_header.len() > 40, "parsed too little of {header}");
    let ours: Vec<(u32, String)> = MACHS.iter().map(|(v, n)| (*v, n.to_string())).collect();
    from_header.sort();
    let mut ours_sorted = ours.clone();
    ours_sorted.sort();
    assert_eq!(ours_sorted, from_header);
    // The processors LLVM 22 dropped keep their values, reserved there.
    for (v, name) in LEGACY_MACHS {
        assert!(
            reserved.contains(v),
            "{name} ({v:#x}) is not reserved in {header}"
        );
        assert_eq!(mach_name(*v), Some(*name));
    }
    assert_eq!(mach_name(0x3f), Some("gfx90a"));
    assert_eq!(mach_name(0x4c), Some("gfx942"));
    assert_eq!(mach_name(0x4f), Some("gfx950"));
    assert_eq!(mach_name(0x5f), Some("gfx9-4-generic"));
}
