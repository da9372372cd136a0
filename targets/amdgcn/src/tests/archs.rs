//! The processor table against LLVM 22, and every library kernel compiled for
//! every processor and generic processor: ELF header, `e_flags`, wave size,
//! and disassembly by `llvm-objdump-22`. Target ids, generic targets and the
//! choice of target for a device.
//!
//! llc-22 and llvm-objdump-22 are required: without them these tests fail,
//! naming what is missing.

use crate::arch::{
    ARCHS, Arch, Family, GENERIC_VERSION, GENERICS, TargetId, arch_for_device, choose, generic_of,
    target,
};
use crate::code_object::{CodeObject, EF_AMDGPU_MACH, MACHS, TargetFeature};
use crate::codegen::{AmdgcnOptions, compile};
use gpujit_ir::PortableModule;
use std::process::Command;

fn llc_processors() -> Vec<String> {
    let out = Command::new("llc-22")
        .args(["-march=amdgcn", "-mcpu=help"])
        .output()
        .unwrap_or_else(|e| panic!("llc-22 is required (apt install llvm-22): {e}"));
    // The processor list is printed on stderr by some builds, stdout by others.
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    text.lines()
        .skip_while(|l| !l.starts_with("Available CPUs"))
        .skip(1)
        .take_while(|l| !l.starts_with("Available features"))
        .filter_map(|l| l.split_whitespace().next())
        .map(str::to_string)
        .collect()
}

/// The family a processor name belongs to, from the name alone.
fn family_of_name(name: &str) -> Option<Family> {
    let digits = name.strip_prefix("gfx")?;
    Some(match digits {
        d if d.len() == 3 && d.starts_with('9') => Family::Gfx9,
        d if d.starts_with("101") => Family::Gfx10_1,
        d if d.starts_with("103") => Family::Gfx10_3,
        d if d.starts_with("110") => Family::Gfx11,
        d if d.starts_with("115") => Family::Gfx11_5,
        d if d.starts_with("120") => Family::Gfx12,
        _ => return None,
    })
}

/// The table holds exactly the gfx9–gfx12 processors LLVM 22 lists (but
/// gfx1250/gfx1251, left out on purpose), each with its `EF_AMDGPU_MACH`,
/// family, wave size, ISA version and generic processor consistent with the
/// others.
#[test]
fn table_matches_llvm_22() {
    let llc = llc_processors();
    assert!(
        llc.len() > 40,
        "parsed too little of llc-22 -mcpu=help: {llc:?}"
    );
    let mut from_llc: Vec<&str> = llc
        .iter()
        .map(String::as_str)
        .filter(|p| family_of_name(p).is_some() && !matches!(*p, "gfx1250" | "gfx1251"))
        .collect();
    from_llc.sort();
    let mut ours: Vec<&str> = ARCHS.iter().map(|a| a.name).collect();
    ours.sort();
    assert_eq!(ours, from_llc, "processors: ours against llc-22's");
    let mut generics: Vec<&str> = llc
        .iter()
        .map(String::as_str)
        .filter(|p| p.ends_with("-generic"))
        .collect();
    generics.sort();
    let mut ours: Vec<&str> = GENERICS.iter().map(|g| g.arch.name).collect();
    ours.sort();
    assert_eq!(ours, generics, "generic processors");
    for dropped in ["gfx940", "gfx941"] {
        assert!(!llc.iter().any(|p| p == dropped), "llc-22 lists {dropped}");
    }

    let rows = ARCHS.iter().chain(GENERICS.iter().map(|g| &g.arch));
    for a in rows {
        let from_header = MACHS.iter().find(|(_, n)| *n == a.name).map(|(v, _)| *v);
        assert_eq!(from_header, Some(a.mach), "{}: EF_AMDGPU_MACH", a.name);
        let gfx9 = a.family == Family::Gfx9;
        assert_eq!(a.wave_size, if gfx9 { 64 } else { 32 }, "{}", a.name);
        assert_eq!(a.wave_selectable, !gfx9, "{}", a.name);
        if a.is_generic() {
            assert_eq!(a.generic, None, "{}", a.name);
        } else {
            assert_eq!(family_of_name(a.name), Some(a.family), "{}", a.name);
            assert_eq!(
                crate::devlibs::isa_version(a.name),
                Some(a.isa_version),
                "{}: __oclc_ISA_version",
                a.name
            );
            assert_eq!(
                generic_of(a.name).map(|g| g.arch.name),
                a.generic,
                "{}: generic processor",
                a.name
            );
        }
    }
    for g in GENERICS {
        for (member, since) in g.members {
            let row = ARCHS.iter().find(|a| a.name == *member).expect("a row");
            assert_eq!(row.generic, Some(g.arch.name), "{member}");
            assert!(*since >= 1 && *since <= GENERIC_VERSION, "{member}");
            // A generic processor has at most the features of its members.
            assert!(!g.arch.xnack || row.xnack, "{member}: xnack");
            assert!(!g.arch.sramecc || row.sramecc, "{member}: sramecc");
        }
        // Its ISA version is that of a member.
        assert!(
            g.members
                .iter()
                .any(|(m, _)| crate::devlibs::isa_version(m) == Some(g.arch.isa_version)),
            "{}: ISA version {}",
            g.arch.name,
            g.arch.isa_version
        );
    }
}

/// Compiles every library kernel for `a` (generic processors at code object
/// v6) and checks each code object against the row.
fn check_row(a: &Arch, modules: &[PortableModule]) {
    let cov = if a.is_generic() { 6 } else { 5 };
    let opts = AmdgcnOptions {
        arch: a.name.into(),
        code_object_version: cov,
        ..Default::default()
    };
    for m in modules {
        let ctx = format!("{} for {}", m.name(), a.name);
        let (img, _) = compile(m, &opts).unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let b = &img.bytes;
        assert_eq!(&b[..4], b"\x7fELF", "{ctx}");
        assert_eq!(u16::from_le_bytes([b[18], b[19]]), 224, "{ctx}: EM_AMDGPU");
        assert_eq!(b[7], 64, "{ctx}: ELFOSABI_AMDGPU_HSA");
        assert_eq!(b[8], (cov - 2) as u8, "{ctx}: ELF ABI version for v{cov}");
        let co = CodeObject::parse(b).unwrap_or_else(|e| panic!("{ctx}: {e}"));
        assert_eq!(co.e_flags & EF_AMDGPU_MACH, a.mach, "{ctx}: e_flags mach");
        assert_eq!(co.mach, a.name, "{ctx}");
        assert_eq!(co.code_object_version, cov, "{ctx}");
        assert_eq!(
            co.target_id,
            format!("amdgcn-amd-amdhsa--{}", a.name),
            "{ctx}"
        );
        assert_eq!(img.arch, a.name, "{ctx}: image arch");
        let version = if a.is_generic() { GENERIC_VERSION } else { 0 };
        assert_eq!(co.generic_version, version, "{ctx}: generic version");
        assert_eq!(co.e_flags >> 24, u32::from(version), "{ctx}: e_flags");
        assert_eq!(co.xnack, a.default_xnack(), "{ctx}: xnack");
        assert_eq!(co.sramecc, a.default_sramecc(), "{ctx}: sramecc");
        // The kernels; their coarsened variants are a code object of their own.
        assert_eq!(co.kernels.len(), img.kernels.len(), "{ctx}");
        assert_eq!(img.kernels.len(), m.kernels().len(), "{ctx}");
        for k in &co.kernels {
            assert_eq!(k.wavefront_size, a.wave_size, "{ctx}: {} wave size", k.name);
        }
        let path = super::tmp_dir().join(format!("table-{}-{}.hsaco", m.name(), a.name));
        std::fs::write(&path, b).expect("writing the code object");
        for sig in m.kernels() {
            let asm = super::parity::disassembly(&path, a.name, &sig.name);
            assert!(asm.contains("s_endpgm"), "{ctx}: {}: no s_endpgm", sig.name);
            assert!(
                !asm.contains("<unknown>"),
                "{ctx}: {}: undecodable words:\n{asm}",
                sig.name
            );
        }
    }
}

fn check_family(f: Family) {
    let modules = gpujit_kernels::library().expect("library kernels build");
    let mut n = 0;
    for a in ARCHS.iter().filter(|a| a.family == f) {
        check_row(a, &modules);
        n += 1;
    }
    for g in GENERICS.iter().filter(|g| g.arch.family == f) {
        check_row(&g.arch, &modules);
        n += 1;
    }
    assert!(n > 0, "no rows for {f}");
}

#[test]
fn library_compiles_for_every_gfx9_target() {
    check_family(Family::Gfx9);
}

#[test]
fn library_compiles_for_every_gfx10_1_target() {
    check_family(Family::Gfx10_1);
}

#[test]
fn library_compiles_for_every_gfx10_3_target() {
    check_family(Family::Gfx10_3);
}

#[test]
fn library_compiles_for_every_gfx11_target() {
    check_family(Family::Gfx11);
}

#[test]
fn library_compiles_for_every_gfx11_5_target() {
    check_family(Family::Gfx11_5);
}

#[test]
fn library_compiles_for_every_gfx12_target() {
    check_family(Family::Gfx12);
}

/// Wave64 on RDNA, where it is selectable; wave32 on gfx9 is an error.
#[test]
fn wave64_on_every_rdna_processor() {
    let m = gpujit_kernels::saxpy::module().unwrap();
    for a in ARCHS.iter().filter(|a| a.wave_selectable) {
        let (img, _) = compile(
            &m,
            &AmdgcnOptions {
                arch: a.name.into(),
                wave64: Some(true),
                ..Default::default()
            },
        )
        .unwrap_or_else(|e| panic!("{}: {e}", a.name));
        let co = CodeObject::parse(&img.bytes).unwrap();
        assert_eq!(co.kernels[0].wavefront_size, 64, "{}", a.name);
    }
    let err = compile(
        &m,
        &AmdgcnOptions {
            arch: "gfx950".into(),
            wave64: Some(false),
            ..Default::default()
        },
    )
    .unwrap_err();
    assert!(err.to_string().contains("gfx950 runs only wave64"), "{err}");
}

#[test]
fn target_ids_set_and_check_features() {
    let m = gpujit_kernels::saxpy::module().unwrap();
    let build = |arch: &str| {
        compile(
            &m,
            &AmdgcnOptions {
                arch: arch.into(),
                ..Default::default()
            },
        )
    };
    // Either order; LLVM's spelling has sramecc first.
    for id in ["gfx90a:xnack-:sramecc+", "gfx90a:sramecc+:xnack-"] {
        let (img, _) = build(id).unwrap();
        assert_eq!(img.arch, "gfx90a:sramecc+:xnack-");
        let co = CodeObject::parse(&img.bytes).unwrap();
        assert_eq!(co.target_id, "amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-");
        assert_eq!(
            (co.xnack, co.sramecc),
            (TargetFeature::Off, TargetFeature::On)
        );
        assert_eq!(
            co.e_flags,
            0x3f | 0x200 | 0xc00,
            "gfx90a | xnack off | sramecc on"
        );
    }
    let (img, _) = build("gfx1010:xnack+").unwrap();
    let co = CodeObject::parse(&img.bytes).unwrap();
    assert_eq!(
        (co.xnack, co.sramecc),
        (TargetFeature::On, TargetFeature::Unsupported)
    );

    let err = build("gfx1031:xnack+").unwrap_err().to_string();
    assert!(
        err.contains("gfx1031 has no xnack feature") && err.contains("no target features"),
        "{err}"
    );
    let err = build("gfx900:sramecc-").unwrap_err().to_string();
    assert!(
        err.contains("gfx900 has no sramecc feature") && err.contains("it takes xnack"),
        "{err}"
    );
    let err = build("gfx90a:xnack+:xnack-").unwrap_err().to_string();
    assert!(err.contains("named twice"), "{err}");
    let err = build("gfx90a:cumode+").unwrap_err().to_string();
    assert!(err.contains("unknown target feature `cumode`"), "{err}");
    let err = build("gfx90a:xnack").unwrap_err().to_string();
    assert!(err.contains("needs a `+` or `-`"), "{err}");
    for dropped in ["gfx940", "gfx941:xnack-"] {
        let err = build(dropped).unwrap_err().to_string();
        assert!(
            err.contains("LLVM 22 merged gfx940 and gfx941 into gfx942"),
            "{err}"
        );
    }
    let err = build("gfx1250").unwrap_err().to_string();
    assert!(
        err.contains("unsupported AMD architecture `gfx1250`")
            && err.contains("gfx900, gfx902")
            && err.contains("gfx1201")
            && err.contains("gfx12-generic"),
        "{err}"
    );
    assert_eq!(
        TargetId::parse("gfx90a:xnack+").unwrap().to_string(),
        "gfx90a:xnack+"
    );
    assert!(TargetId::parse("sm_90").is_err());
    assert_eq!(target("gfx1201").unwrap().target_id(), "gfx1201");
}

#[test]
fn generic_targets_need_code_object_v6() {
    let m = gpujit_kernels::saxpy::module().unwrap();
    // By option: the family's generic processor.
    let (img, _) = compile(
        &m,
        &AmdgcnOptions {
            arch: "gfx1031".into(),
            generic: true,
            code_object_version: 6,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(img.arch, "gfx10-3-generic");
    let co = CodeObject::parse(&img.bytes).unwrap();
    assert_eq!(co.mach, "gfx10-3-generic");
    assert_eq!(co.generic_version, 1);
    assert_eq!(co.e_flags, 0x0100_0053, "gfx10-3-generic, generic_v1");
    assert_eq!(img.bytes[8], 4, "ELF ABI version 4 = code object v6");
    assert_eq!(co.kernels[0].wavefront_size, 32);
    // gfx9-generic carries xnack `any` (its processors have xnack), no sramecc.
    let (img, _) = compile(
        &m,
        &AmdgcnOptions {
            arch: "gfx906:xnack-".into(),
            generic: true,
            code_object_version: 6,
            ..Default::default()
        },
    )
    .unwrap();
    let co = CodeObject::parse(&img.bytes).unwrap();
    assert_eq!(co.mach, "gfx9-generic");
    assert_eq!(
        (co.xnack, co.sramecc),
        (TargetFeature::Any, TargetFeature::Unsupported)
    );

    for (arch, generic) in [("gfx11-generic", false), ("gfx1151", true)] {
        let err = compile(
            &m,
            &AmdgcnOptions {
                arch: arch.into(),
                generic,
                ..Default::default()
            },
        )
        .unwrap_err()
        .to_string();
        assert!(
            err.contains("gfx11-generic needs code object v6") && err.contains("v5 was asked for"),
            "{err}"
        );
    }
    let err = compile(
        &m,
        &AmdgcnOptions {
            arch: "gfx90a".into(),
            generic: true,
            code_object_version: 6,
            ..Default::default()
        },
    )
    .unwrap_err()
    .to_string();
    assert!(err.contains("gfx90a belongs to no generic"), "{err}");
    let err = compile(
        &m,
        &AmdgcnOptions {
            code_object_version: 7,
            ..Default::default()
        },
    )
    .unwrap_err()
    .to_string();
    assert!(err.contains("v4, v5 or v6"), "{err}");
}

#[test]
fn device_targets_choose_the_exact_processor_first() {
    let c = arch_for_device("gfx1031", false).unwrap();
    assert_eq!(
        (c.device.as_str(), c.target.as_str(), c.generic),
        ("gfx1031", "gfx1031", false)
    );
    let c = arch_for_device("gfx1031", true).unwrap();
    assert_eq!((c.target.as_str(), c.generic), ("gfx10-3-generic", true));
    assert!(c.reason.contains("as asked"), "{}", c.reason);
    let c = arch_for_device("gfx90a:sramecc+:xnack-", false).unwrap();
    assert_eq!(c.target, "gfx90a:sramecc+:xnack-");
    let c = arch_for_device("gfx942:xnack+:sramecc+", true).unwrap();
    assert_eq!(c.target, "gfx9-4-generic");
    let err = arch_for_device("gfx90a:sramecc+:xnack-", true)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("gfx90a belongs to no generic processor's family"),
        "{err}"
    );
    let err = arch_for_device("gfx1250", false).unwrap_err().to_string();
    assert!(
        err.contains("`gfx1250`") && err.contains("supported: gfx900"),
        "{err}"
    );
    let err = arch_for_device("gfx940", false).unwrap_err().to_string();
    assert!(err.contains("merged"), "{err}");
    let err = arch_for_device("gfx1031:xnack-", false)
        .unwrap_err()
        .to_string();
    assert!(err.contains("gfx1031 has no xnack feature"), "{err}");
    // A processor without a row of its own falls back to its family's generic one.
    let without: Vec<Arch> = ARCHS
        .iter()
        .filter(|a| a.name != "gfx1031")
        .copied()
        .collect();
    let c = choose("gfx1031", false, &without, GENERICS).unwrap();
    assert_eq!((c.target.as_str(), c.generic), ("gfx10-3-generic", true));
    assert!(
        c.reason.contains("does not compile for gfx1031 itself"),
        "{}",
        c.reason
    );
}
