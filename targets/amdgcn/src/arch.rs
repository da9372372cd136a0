//! The AMD processors gpujit compiles for: one row per processor LLVM 22's
//! AMDGPU backend supports for compute in the gfx9, gfx10.1, gfx10.3, gfx11,
//! gfx11.5 and gfx12 families, and one per generic processor that covers a
//! family; target ids (`gfx90a:sramecc+:xnack-`) checked against them; and the
//! choice of what to compile for a device.
//!
//! Sources: `llc-22 -march=amdgcn -mcpu=help` (what LLVM 22 knows), the
//! `EF_AMDGPU_MACH_*` values of LLVM 22's `BinaryFormat/ELF.h`, AMDGPUUsage's
//! processor and generic-processor tables (which features each processor has,
//! which processors each generic one covers), and ROCm's device libraries
//! (`oclc_isa_version_*`, the `__oclc_ISA_version` of each processor and
//! generic target). Tests compile every row with LLVM 22 and check the ELF
//! header, the xnack/sramecc fields of `e_flags` and the wave size against the
//! row.
//!
//! Left out on purpose:
//! - gfx940 and gfx941: LLVM 22 merged them into gfx942; naming them is an
//!   error that says so.
//! - gfx1250 and gfx1251 (GFX12.5): LLVM 22 accepts them (wave32, xnack and
//!   sramecc, no generic processor covers them) and every library kernel
//!   compiles for them, but AMDGPUUsage names no product for them (gfx1250:
//!   an APU, product "TBA"), the installed ROCm device libraries
//!   have no `oclc_isa_version` for either (so `__oclc_ISA_version` would be
//!   a guess), and no released HIP runtime or reference build of them was at
//!   hand to compare with: nothing here could say what they are or check
//!   what gpujit makes for them. The code-object reader still names them.
//! - gfx6 to gfx8 and their older names (`tahiti`, `fiji`, ...): older than
//!   the gfx9 to gfx12 families gpujit targets.

use std::fmt;

use crate::code_object::TargetFeature;
use crate::codegen::CompileError;

/// The generic-processor version LLVM 22 writes into `e_flags`
/// (`EF_AMDGPU_GENERIC_VERSION`) for every generic processor, and the newest
/// whose membership [`GENERICS`] records.
pub const GENERIC_VERSION: u8 = 1;

/// A processor family, as AMDGPUUsage groups them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Family {
    /// GCN5 and CDNA: gfx900–gfx90c, gfx942, gfx950 (wave64 only).
    Gfx9,
    /// RDNA1: gfx1010–gfx1013.
    Gfx10_1,
    /// RDNA2: gfx1030–gfx1036.
    Gfx10_3,
    /// RDNA3: gfx1100–gfx1103.
    Gfx11,
    /// RDNA3.5: gfx1150–gfx1153.
    Gfx11_5,
    /// RDNA4: gfx1200, gfx1201.
    Gfx12,
}

impl Family {
    /// `gfx9`, `gfx10.1`, `gfx10.3`, `gfx11`, `gfx11.5`, `gfx12`.
    pub fn name(self) -> &'static str {
        match self {
            Family::Gfx9 => "gfx9",
            Family::Gfx10_1 => "gfx10.1",
            Family::Gfx10_3 => "gfx10.3",
            Family::Gfx11 => "gfx11",
            Family::Gfx11_5 => "gfx11.5",
            Family::Gfx12 => "gfx12",
        }
    }
}

impl fmt::Display for Family {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A processor (or generic processor) gpujit compiles for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Arch {
    /// LLVM processor name, e.g. `gfx90a` or `gfx11-generic`.
    pub name: &'static str,
    /// The family it belongs to (for a generic processor, the family it covers;
    /// gfx11-generic also covers gfx11.5).
    pub family: Family,
    /// `EF_AMDGPU_MACH_AMDGCN_*`: the processor's value in `e_flags`.
    pub mach: u32,
    /// Native wavefront size.
    pub wave_size: u32,
    /// Whether the other wave size can be selected (gfx10 and later run wave32
    /// and wave64; gfx9 runs wave64 only).
    pub wave_selectable: bool,
    /// Whether the processor has the `xnack` target feature (a target id may
    /// then say `xnack+` or `xnack-`).
    pub xnack: bool,
    /// Whether the processor has the `sramecc` target feature.
    pub sramecc: bool,
    /// `__oclc_ISA_version`: major·1000 + minor·100 + stepping as ROCm's
    /// device libraries define it (`gfx90a` → 9010; a generic processor takes
    /// the value of the member whose device-library paths it shares).
    pub isa_version: u32,
    /// The generic processor that covers this one, if any.
    pub generic: Option<&'static str>,
    /// Its matrix instructions (MFMA on CDNA, WMMA on RDNA3 and later).
    pub matrix: Matrix,
}

/// The matrix-multiply instructions a processor has, as far as the portable
/// matrix operation (`gpujit_ir::mma`) uses them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Matrix {
    /// None (gfx900–gfx906, RDNA1, RDNA2).
    None,
    /// MFMA (CDNA): `v_mfma_f32_16x16x16f16` always; `bf16` (the `_1k`
    /// forms), `f64` and `xf32` where the flags say so.
    Mfma {
        /// `v_mfma_f32_16x16x16_bf16` (gfx90a and later).
        bf16: bool,
        /// `v_mfma_f64_16x16x4_f64` (gfx90a and later).
        f64: bool,
        /// `v_mfma_f32_16x16x8_xf32` (gfx942 only; gfx950 dropped it).
        xf32: bool,
    },
    /// WMMA with RDNA3's operands (gfx11, gfx11.5): each lane of both
    /// half-waves holds a whole row of `A` and column of `B`. Wave32 only here.
    Wmma11,
    /// WMMA with RDNA4's operands (gfx12): each half-wave holds half of `k`.
    /// Wave32 only here.
    Wmma12,
}

/// gfx908: MFMA on f16 only (its bf16 forms are the older 16x16x8 ones).
pub const MFMA_908: Matrix = Matrix::Mfma {
    bf16: false,
    f64: false,
    xf32: false,
};
/// gfx90a, gfx950 and gfx9-4-generic: f16, bf16 and f64.
pub const MFMA_90A: Matrix = Matrix::Mfma {
    bf16: true,
    f64: true,
    xf32: false,
};
/// gfx942: f16, bf16, f64 and xf32.
pub const MFMA_942: Matrix = Matrix::Mfma {
    bf16: true,
    f64: true,
    xf32: true,
};

impl Arch {
    /// Whether this is a generic processor (`gfx11-generic`).
    pub fn is_generic(&self) -> bool {
        self.name.ends_with("-generic")
    }

    /// The setting a code object for this processor has for `xnack` when the
    /// target id names none: `Any`, or `Unsupported` where the processor lacks it.
    pub fn default_xnack(&self) -> TargetFeature {
        default_setting(self.xnack)
    }

    /// As [`Arch::default_xnack`], for `sramecc`.
    pub fn default_sramecc(&self) -> TargetFeature {
        default_setting(self.sramecc)
    }
}

fn default_setting(has: bool) -> TargetFeature {
    if has {
        TargetFeature::Any
    } else {
        TargetFeature::Unsupported
    }
}

/// Feature columns of a row.
const NONE: (bool, bool) = (false, false);
const XNACK: (bool, bool) = (true, false);
const XNACK_SRAMECC: (bool, bool) = (true, true);

const fn row(
    name: &'static str,
    family: Family,
    mach: u32,
    (xnack, sramecc): (bool, bool),
    isa_version: u32,
    generic: Option<&'static str>,
    matrix: Matrix,
) -> Arch {
    let gfx9 = matches!(family, Family::Gfx9);
    Arch {
        name,
        family,
        mach,
        wave_size: if gfx9 { 64 } else { 32 },
        wave_selectable: !gfx9,
        xnack,
        sramecc,
        isa_version,
        generic,
        matrix,
    }
}

const G9: Option<&str> = Some("gfx9-generic");
const G9_4: Option<&str> = Some("gfx9-4-generic");
const G10_1: Option<&str> = Some("gfx10-1-generic");
const G10_3: Option<&str> = Some("gfx10-3-generic");
const G11: Option<&str> = Some("gfx11-generic");
const G12: Option<&str> = Some("gfx12-generic");

use Family::*;

/// Every processor gpujit compiles for, one row each: name, family,
/// `EF_AMDGPU_MACH`, (xnack, sramecc), `__oclc_ISA_version`, generic
/// processor, matrix instructions (checked against what LLVM 22 selects for
/// each processor by the matrix tests). gfx908 and gfx90a have no generic processor (AMDGPUUsage lists
/// them in none).
pub const ARCHS: &[Arch] = &[
    row("gfx900", Gfx9, 0x02c, XNACK, 9000, G9, Matrix::None),
    row("gfx902", Gfx9, 0x02d, XNACK, 9002, G9, Matrix::None),
    row("gfx904", Gfx9, 0x02e, XNACK, 9004, G9, Matrix::None),
    row("gfx906", Gfx9, 0x02f, XNACK_SRAMECC, 9006, G9, Matrix::None),
    row("gfx908", Gfx9, 0x030, XNACK_SRAMECC, 9008, None, MFMA_908),
    row("gfx909", Gfx9, 0x031, XNACK, 9009, G9, Matrix::None),
    row("gfx90a", Gfx9, 0x03f, XNACK_SRAMECC, 9010, None, MFMA_90A),
    row("gfx90c", Gfx9, 0x032, XNACK, 9012, G9, Matrix::None),
    row("gfx942", Gfx9, 0x04c, XNACK_SRAMECC, 9402, G9_4, MFMA_942),
    row("gfx950", Gfx9, 0x04f, XNACK_SRAMECC, 9500, G9_4, MFMA_90A),
    row("gfx1010", Gfx10_1, 0x033, XNACK, 10100, G10_1, Matrix::None),
    row("gfx1011", Gfx10_1, 0x034, XNACK, 10101, G10_1, Matrix::None),
    row("gfx1012", Gfx10_1, 0x035, XNACK, 10102, G10_1, Matrix::None),
    row("gfx1013", Gfx10_1, 0x042, XNACK, 10103, G10_1, Matrix::None),
    row("gfx1030", Gfx10_3, 0x036, NONE, 10300, G10_3, Matrix::None),
    row("gfx1031", Gfx10_3, 0x037, NONE, 10301, G10_3, Matrix::None),
    row("gfx1032", Gfx10_3, 0x038, NONE, 10302, G10_3, Matrix::None),
    row("gfx1033", Gfx10_3, 0x039, NONE, 10303, G10_3, Matrix::None),
    row("gfx1034", Gfx10_3, 0x03e, NONE, 10304, G10_3, Matrix::None),
    row("gfx1035", Gfx10_3, 0x03d, NONE, 10305, G10_3, Matrix::None),
    row("gfx1036", Gfx10_3, 0x045, NONE, 10306, G10_3, Matrix::None),
    row("gfx1100", Gfx11, 0x041, NONE, 11000, G11, Matrix::Wmma11),
    row("gfx1101", Gfx11, 0x046, NONE, 11001, G11, Matrix::Wmma11),
    row("gfx1102", Gfx11, 0x047, NONE, 11002, G11, Matrix::Wmma11),
    row("gfx1103", Gfx11, 0x044, NONE, 11003, G11, Matrix::Wmma11),
    row("gfx1150", Gfx11_5, 0x043, NONE, 11500, G11, Matrix::Wmma11),
    row("gfx1151", Gfx11_5, 0x04a, NONE, 11501, G11, Matrix::Wmma11),
    row("gfx1152", Gfx11_5, 0x055, NONE, 11502, G11, Matrix::Wmma11),
    row("gfx1153", Gfx11_5, 0x058, NONE, 11503, G11, Matrix::Wmma11),
    row("gfx1200", Gfx12, 0x048, NONE, 12000, G12, Matrix::Wmma12),
    row("gfx1201", Gfx12, 0x04e, NONE, 12001, G12, Matrix::Wmma12),
];

/// A generic processor: its own row, and the processors it covers, each with
/// the generic version it was added in (a code object runs on a member when
/// its `EF_AMDGPU_GENERIC_VERSION` is at least that).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Generic {
    /// The generic processor as a compile target.
    pub arch: Arch,
    /// (processor, generic version it joined in).
    pub members: &'static [(&'static str, u8)],
}

impl Generic {
    /// The generic version in which `processor` joined, if it is a member.
    pub fn member_since(&self, processor: &str) -> Option<u8> {
        self.members
            .iter()
            .find(|(p, _)| *p == processor)
            .map(|(_, v)| *v)
    }
}

const fn generic(
    name: &'static str,
    family: Family,
    mach: u32,
    features: (bool, bool),
    isa_version: u32,
    members: &'static [(&'static str, u8)],
    matrix: Matrix,
) -> Generic {
    Generic {
        arch: row(name, family, mach, features, isa_version, None, matrix),
        members,
    }
}

/// The generic processors of LLVM 22 (AMDGPUUsage, "Generic processors"; all
/// at version 1, every member since version 1). They exist only from code
/// object v6 on. gfx9-4-generic no longer lists gfx940 and gfx941, which
/// LLVM 22 dropped.
pub const GENERICS: &[Generic] = &[
    generic(
        "gfx9-generic",
        Gfx9,
        0x051,
        XNACK,
        9000,
        &[
            ("gfx900", 1),
            ("gfx902", 1),
            ("gfx904", 1),
            ("gfx906", 1),
            ("gfx909", 1),
            ("gfx90c", 1),
        ],
        Matrix::None,
    ),
    generic(
        "gfx9-4-generic",
        Gfx9,
        0x05f,
        XNACK_SRAMECC,
        9402,
        &[("gfx942", 1), ("gfx950", 1)],
        MFMA_90A,
    ),
    generic(
        "gfx10-1-generic",
        Gfx10_1,
        0x052,
        XNACK,
        10100,
        &[
            ("gfx1010", 1),
            ("gfx1011", 1),
            ("gfx1012", 1),
            ("gfx1013", 1),
        ],
        Matrix::None,
    ),
    generic(
        "gfx10-3-generic",
        Gfx10_3,
        0x053,
        NONE,
        10300,
        &[
            ("gfx1030", 1),
            ("gfx1031", 1),
            ("gfx1032", 1),
            ("gfx1033", 1),
            ("gfx1034", 1),
            ("gfx1035", 1),
            ("gfx1036", 1),
        ],
        Matrix::None,
    ),
    generic(
        "gfx11-generic",
        Gfx11,
        0x054,
        NONE,
        11003,
        &[
            ("gfx1100", 1),
            ("gfx1101", 1),
            ("gfx1102", 1),
            ("gfx1103", 1),
            ("gfx1150", 1),
            ("gfx1151", 1),
            ("gfx1152", 1),
            ("gfx1153", 1),
        ],
        Matrix::Wmma11,
    ),
    generic(
        "gfx12-generic",
        Gfx12,
        0x059,
        NONE,
        12000,
        &[("gfx1200", 1), ("gfx1201", 1)],
        Matrix::Wmma12,
    ),
];

/// Processors LLVM 22 dropped, and what to use instead.
const DROPPED: &[(&str, &str)] = &[
    (
        "gfx940",
        "LLVM 22 merged gfx940 and gfx941 into gfx942: compile for gfx942 (or gfx9-4-generic)",
    ),
    (
        "gfx941",
        "LLVM 22 merged gfx940 and gfx941 into gfx942: compile for gfx942 (or gfx9-4-generic)",
    ),
];

/// The generic processor called `name`.
pub fn generic_named(name: &str) -> Option<&'static Generic> {
    GENERICS.iter().find(|g| g.arch.name == name)
}

/// The generic processor whose family contains `processor`.
pub fn generic_of(processor: &str) -> Option<&'static Generic> {
    GENERICS
        .iter()
        .find(|g| g.member_since(processor).is_some())
}

/// Every name [`arch`] accepts, processors first, for messages.
pub fn supported_list() -> String {
    ARCHS
        .iter()
        .map(|a| a.name)
        .chain(GENERICS.iter().map(|g| g.arch.name))
        .collect::<Vec<_>>()
        .join(", ")
}

fn unsupported(name: &str) -> String {
    match DROPPED.iter().find(|(n, _)| *n == name) {
        Some((_, why)) => format!("`{name}` is not supported: {why}"),
        None => format!(
            "unsupported AMD architecture `{name}`; supported: {}",
            supported_list()
        ),
    }
}

fn row_named(processor: &str) -> Option<&'static Arch> {
    ARCHS
        .iter()
        .find(|a| a.name == processor)
        .or_else(|| generic_named(processor).map(|g| &g.arch))
}

/// Looks up a processor or generic processor by name or target id; the
/// features of a target id are checked as [`target`] does.
pub fn arch(name: &str) -> Result<&'static Arch, CompileError> {
    Ok(target(name)?.arch)
}

/// A target id as written: a processor and the settings it names, `Any`
/// for a feature it does not name (`gfx90a:xnack-` → xnack `Off`, sramecc
/// `Any`). Parsing checks only the syntax; [`target`] checks it against the
/// tables.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TargetId {
    /// The processor, e.g. `gfx90a`.
    pub processor: String,
    /// `sramecc+` → `On`, `sramecc-` → `Off`, not named → `Any`.
    pub sramecc: TargetFeature,
    /// `xnack+` → `On`, `xnack-` → `Off`, not named → `Any`.
    pub xnack: TargetFeature,
}

/// A target id that does not parse.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid AMD target id `{id}`: {reason}")]
pub struct TargetIdError {
    /// The text given.
    pub id: String,
    /// What is wrong with it.
    pub reason: String,
}

impl TargetId {
    /// Parses `processor(:feature(+|-))*` with the features `sramecc` and
    /// `xnack`, each at most once, in any order.
    pub fn parse(id: &str) -> Result<TargetId, TargetIdError> {
        let err = |reason: String| TargetIdError {
            id: id.to_string(),
            reason,
        };
        let mut parts = id.split(':');
        let processor = parts.next().unwrap_or_default();
        if !processor.starts_with("gfx")
            || processor.len() <= 3
            || !processor[3..]
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-')
        {
            return Err(err(format!(
                "`{processor}` is not an AMD processor name (gfxNNN)"
            )));
        }
        let mut t = TargetId {
            processor: processor.to_string(),
            sramecc: TargetFeature::Any,
            xnack: TargetFeature::Any,
        };
        for part in parts {
            let (name, setting) = match part.as_bytes().last() {
                Some(b'+') => (&part[..part.len() - 1], TargetFeature::On),
                Some(b'-') => (&part[..part.len() - 1], TargetFeature::Off),
                _ => {
                    return Err(err(format!(
                        "feature `{part}` needs a `+` or `-` after its name"
                    )));
                }
            };
            let slot = match name {
                "xnack" => &mut t.xnack,
                "sramecc" => &mut t.sramecc,
                other => {
                    return Err(err(format!(
                        "unknown target feature `{other}` (a target id names only xnack and sramecc)"
                    )));
                }
            };
            if *slot != TargetFeature::Any {
                return Err(err(format!("`{name}` is named twice")));
            }
            *slot = setting;
        }
        Ok(t)
    }
}

fn suffix(name: &str, setting: TargetFeature) -> &'static str {
    match (name, setting) {
        ("sramecc", TargetFeature::On) => ":sramecc+",
        ("sramecc", TargetFeature::Off) => ":sramecc-",
        ("xnack", TargetFeature::On) => ":xnack+",
        ("xnack", TargetFeature::Off) => ":xnack-",
        _ => "",
    }
}

impl fmt::Display for TargetId {
    /// The canonical spelling LLVM writes: features in alphabetical order,
    /// only those set (`gfx90a:sramecc+:xnack-`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}{}",
            self.processor,
            suffix("sramecc", self.sramecc),
            suffix("xnack", self.xnack)
        )
    }
}

/// A target id checked against the tables: the row, and each feature's
/// setting as the code object will record it (`Any` where the id names none,
/// `Unsupported` where the processor lacks the feature).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CompileTarget {
    /// The processor's (or generic processor's) row.
    pub arch: &'static Arch,
    /// xnack setting.
    pub xnack: TargetFeature,
    /// sramecc setting.
    pub sramecc: TargetFeature,
}

impl CompileTarget {
    /// The canonical target id (`gfx90a:sramecc+:xnack-`, `gfx11-generic`).
    pub fn target_id(&self) -> String {
        format!(
            "{}{}{}",
            self.arch.name,
            suffix("sramecc", self.sramecc),
            suffix("xnack", self.xnack)
        )
    }

    /// The LLVM subtarget features that select the settings (`+xnack`, `-sramecc`).
    pub fn llvm_features(&self) -> Vec<&'static str> {
        let mut out = Vec::new();
        for (on, off, setting) in [
            ("+sramecc", "-sramecc", self.sramecc),
            ("+xnack", "-xnack", self.xnack),
        ] {
            match setting {
                TargetFeature::On => out.push(on),
                TargetFeature::Off => out.push(off),
                TargetFeature::Any | TargetFeature::Unsupported => {}
            }
        }
        out
    }
}

/// Checks a target id (`gfx90a`, `gfx90a:xnack-:sramecc+`, `gfx11-generic`)
/// against the tables: an unknown or dropped processor, or a feature the
/// processor lacks (`gfx1031:xnack+`), is an error listing what is supported.
pub fn target(id: &str) -> Result<CompileTarget, CompileError> {
    checked(id).map_err(CompileError::Target)
}

fn checked(id: &str) -> Result<CompileTarget, String> {
    let parsed = TargetId::parse(id).map_err(|e| e.to_string())?;
    let arch = row_named(&parsed.processor).ok_or_else(|| unsupported(&parsed.processor))?;
    let check = |name: &str, has: bool, setting: TargetFeature| {
        if has {
            Ok(setting)
        } else if setting == TargetFeature::Any {
            Ok(TargetFeature::Unsupported)
        } else {
            Err(format!(
                "`{id}`: {} has no {name} feature, so a target id for it cannot name \
                 {name}+ or {name}-; {}",
                arch.name,
                feature_list(arch)
            ))
        }
    };
    Ok(CompileTarget {
        arch,
        xnack: check("xnack", arch.xnack, parsed.xnack)?,
        sramecc: check("sramecc", arch.sramecc, parsed.sramecc)?,
    })
}

fn feature_list(arch: &Arch) -> String {
    match (arch.xnack, arch.sramecc) {
        (false, false) => "it takes no target features".to_string(),
        (true, false) => "it takes xnack".to_string(),
        (false, true) => "it takes sramecc".to_string(),
        (true, true) => "it takes xnack and sramecc".to_string(),
    }
}

/// What to compile for a device: its target id as it reports it, the target
/// chosen, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeviceChoice {
    /// The device's architecture string as the runtime reports it
    /// (`gfx90a:sramecc+:xnack-`, `gfx1031`).
    pub device: String,
    /// The target id gpujit compiles for (`gfx90a:sramecc+:xnack-`,
    /// `gfx10-3-generic`).
    pub target: String,
    /// Whether `target` is a generic processor (then code object v6 is needed).
    pub generic: bool,
    /// Why this target was chosen.
    pub reason: String,
}

/// Chooses what to compile for a device reporting `device` (a target id,
/// e.g. `gfx1031` or `gfx90a:sramecc+:xnack-`): the device's own processor
/// with its feature settings first; the generic processor of its family only
/// when `prefer_generic` asks for it or gpujit has no row for the processor.
pub fn arch_for_device(device: &str, prefer_generic: bool) -> Result<DeviceChoice, CompileError> {
    choose(device, prefer_generic, ARCHS, GENERICS)
}

/// [`arch_for_device`] over given tables (so tests can leave rows out).
pub(crate) fn choose(
    device: &str,
    prefer_generic: bool,
    archs: &[Arch],
    generics: &'static [Generic],
) -> Result<DeviceChoice, CompileError> {
    let id = TargetId::parse(device).map_err(|e| {
        CompileError::Target(format!("the device reports an unusable architecture: {e}"))
    })?;
    let exact = archs.iter().find(|a| a.name == id.processor);
    if let (Some(a), false) = (exact, prefer_generic) {
        let t = checked(&id.to_string())
            .map_err(|e| CompileError::Target(format!("the device reports `{device}`: {e}")))?;
        return Ok(DeviceChoice {
            device: device.to_string(),
            target: t.target_id(),
            generic: false,
            reason: format!("the device's own processor, {}", a.name),
        });
    }
    let family = generics
        .iter()
        .find(|g| g.member_since(&id.processor).is_some());
    match family {
        Some(g) => {
            let since = g.member_since(&id.processor).unwrap_or(u8::MAX);
            if since > GENERIC_VERSION {
                return Err(CompileError::Target(format!(
                    "the device reports `{device}`, which joined {} in generic version {since}; \
                     LLVM {} writes version {GENERIC_VERSION}",
                    g.arch.name,
                    gpujit_ir::LLVM_VERSION
                )));
            }
            Ok(DeviceChoice {
                device: device.to_string(),
                target: g.arch.name.to_string(),
                generic: true,
                reason: if prefer_generic {
                    format!(
                        "the generic processor of {}'s family, as asked",
                        id.processor
                    )
                } else {
                    format!(
                        "gpujit does not compile for {} itself; {} covers it",
                        id.processor, g.arch.name
                    )
                },
            })
        }
        None if exact.is_some() => Err(CompileError::Target(format!(
            "the device reports `{device}`, and {} belongs to no generic processor's family \
             (generic processors: {}); compile for {} itself",
            id.processor,
            generics
                .iter()
                .map(|g| g.arch.name)
                .collect::<Vec<_>>()
                .join(", "),
            id.processor
        ))),
        None => Err(CompileError::Target(format!(
            "the device reports `{device}`: {}",
            unsupported(&id.processor)
        ))),
    }
}
