//! A reader for AMD HSA code objects: the ELF64 shared objects (`EM_AMDGPU`)
//! that `hipModuleLoadData` takes.
//!
//! [`CodeObject::parse`] returns the target (from the ELF header's flags and the
//! metadata's `amdhsa.target`) and, for every kernel, its resource use and
//! kernel-argument layout, taken from the msgpack metadata note (owner
//! `AMDGPU`, type `NT_AMDGPU_METADATA`). Code objects v3 to v6 carry that note;
//! v2 (YAML metadata) is refused. [`symbols`] lists the kernel symbols.
//! [`check_loadable`] decides whether a code object runs on a device, by the
//! device's target id.
//!
//! Parsing also checks that every header, section and segment lies inside the
//! given bytes: the HIP runtime is handed a bare pointer and works the length
//! out from those headers.
//!
//! ```no_run
//! let bytes = std::fs::read("saxpy.hsaco")?;
//! let co = gpujit_amdgcn::code_object::CodeObject::parse(&bytes)?;
//! assert_eq!(co.mach, "gfx90a");
//! for k in &co.kernels {
//!     println!("{} takes {} kernarg bytes", k.name, k.kernarg_segment_size);
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod matching;

pub use matching::{MismatchReason, TargetMismatch, check_loadable};

use object::Endianness;
use object::elf;
use object::read::elf::{FileHeader, ProgramHeader, SectionHeader, Sym};
use rmpv::Value;
use serde::Serialize;

/// `EM_AMDGPU`.
pub const EM_AMDGPU: u16 = 224;
/// `ELFOSABI_AMDGPU_HSA`.
pub const ELFOSABI_AMDGPU_HSA: u8 = 64;
/// `NT_AMDGPU_METADATA`: the msgpack metadata note's type.
pub const NT_AMDGPU_METADATA: u32 = 32;
/// Mask of the processor in `e_flags` (`EF_AMDGPU_MACH`).
pub const EF_AMDGPU_MACH: u32 = 0xff;
const STT_AMDGPU_HSA_KERNEL: u8 = 10;
const EI_CLASS: usize = 4;
const EI_DATA: usize = 5;
/// `ELFABIVERSION_AMDGPU_HSA_V3`; V4 = 2, V5 = 3, V6 = 4 follow.
const ABI_V3: u8 = 1;
const XNACK_V3: u32 = 0x100;
const SRAMECC_V3: u32 = 0x200;
const XNACK_V4: u32 = 0x300;
const SRAMECC_V4: u32 = 0xc00;

/// `EF_AMDGPU_MACH_AMDGCN_*` values and their processor names, as LLVM 22's
/// `BinaryFormat/ELF.h` has them (a test compares this table against that
/// header).
pub const MACHS: &[(u32, &str)] = &[
    (0x020, "gfx600"),
    (0x021, "gfx601"),
    (0x022, "gfx700"),
    (0x023, "gfx701"),
    (0x024, "gfx702"),
    (0x025, "gfx703"),
    (0x026, "gfx704"),
    (0x028, "gfx801"),
    (0x029, "gfx802"),
    (0x02a, "gfx803"),
    (0x02b, "gfx810"),
    (0x02c, "gfx900"),
    (0x02d, "gfx902"),
    (0x02e, "gfx904"),
    (0x02f, "gfx906"),
    (0x030, "gfx908"),
    (0x031, "gfx909"),
    (0x032, "gfx90c"),
    (0x033, "gfx1010"),
    (0x034, "gfx1011"),
    (0x035, "gfx1012"),
    (0x036, "gfx1030"),
    (0x037, "gfx1031"),
    (0x038, "gfx1032"),
    (0x039, "gfx1033"),
    (0x03a, "gfx602"),
    (0x03b, "gfx705"),
    (0x03c, "gfx805"),
    (0x03d, "gfx1035"),
    (0x03e, "gfx1034"),
    (0x03f, "gfx90a"),
    (0x041, "gfx1100"),
    (0x042, "gfx1013"),
    (0x043, "gfx1150"),
    (0x044, "gfx1103"),
    (0x045, "gfx1036"),
    (0x046, "gfx1101"),
    (0x047, "gfx1102"),
    (0x048, "gfx1200"),
    (0x049, "gfx1250"),
    (0x04a, "gfx1151"),
    (0x04c, "gfx942"),
    (0x04e, "gfx1201"),
    (0x04f, "gfx950"),
    (0x051, "gfx9-generic"),
    (0x052, "gfx10-1-generic"),
    (0x053, "gfx10-3-generic"),
    (0x054, "gfx11-generic"),
    (0x055, "gfx1152"),
    (0x058, "gfx1153"),
    (0x059, "gfx12-generic"),
    (0x05a, "gfx1251"),
    (0x05f, "gfx9-4-generic"),
];

/// Values older LLVMs wrote that LLVM 22 reserves (it dropped the
/// processors): code objects built before still name them.
pub const LEGACY_MACHS: &[(u32, &str)] = &[(0x040, "gfx940"), (0x04b, "gfx941")];

/// Mask of the generic version in `e_flags` (`EF_AMDGPU_GENERIC_VERSION`,
/// code object v6 and later; 0 for a processor that is not generic).
pub const EF_AMDGPU_GENERIC_VERSION: u32 = 0xff00_0000;
const EF_AMDGPU_GENERIC_VERSION_OFFSET: u32 = 24;
/// `ELFABIVERSION_AMDGPU_HSA_V6`: the first whose `e_flags` carry a generic version.
const ABI_V6: u8 = 4;

/// Why a byte string is not a usable code object.
#[derive(Debug, thiserror::Error)]
pub enum CodeObjectError {
    /// Not a 64-bit little-endian ELF file.
    #[error("not an AMD code object: {0}")]
    NotElf(String),
    /// An ELF file for another machine.
    #[error("ELF machine is {found}, not EM_AMDGPU ({EM_AMDGPU})")]
    WrongMachine {
        /// `e_machine` found.
        found: u16,
    },
    /// An AMDGPU ELF file for another runtime (PAL, Mesa).
    #[error("ELF OS/ABI is {found}, not ELFOSABI_AMDGPU_HSA ({ELFOSABI_AMDGPU_HSA})")]
    WrongOsAbi {
        /// `EI_OSABI` found.
        found: u8,
    },
    /// A code object version this reader does not handle.
    #[error(
        "code object v{version} (EI_ABIVERSION {abi_version}) is not supported; v3 or later is"
    )]
    UnsupportedVersion {
        /// `EI_ABIVERSION`.
        abi_version: u8,
        /// The code object version it stands for.
        version: u32,
    },
    /// Headers or tables that do not parse.
    #[error("malformed ELF: {0}")]
    Malformed(String),
    /// Headers point past the end of the bytes given.
    #[error(
        "truncated code object: its {what} reaches byte {needed}, but only {len} bytes were given"
    )]
    Truncated {
        /// Which part reaches past the end.
        what: String,
        /// End offset it needs.
        needed: u64,
        /// Bytes given.
        len: usize,
    },
    /// No `AMDGPU` note of type `NT_AMDGPU_METADATA`.
    #[error("no metadata note (owner \"AMDGPU\", type NT_AMDGPU_METADATA = {NT_AMDGPU_METADATA})")]
    NoMetadata,
    /// The note's payload is not msgpack.
    #[error("the metadata note is not valid msgpack: {0}")]
    BadMsgpack(String),
    /// A key the reader needs is absent.
    #[error("metadata: {context} lacks the key `{key}`")]
    MissingKey {
        /// Where: `the root map`, `kernel saxpy`, `kernel saxpy argument 2`.
        context: String,
        /// The missing key, e.g. `.kernarg_segment_size`.
        key: String,
    },
    /// A key holds a value of the wrong type.
    #[error("metadata: `{key}` in {context} should be {expected}")]
    WrongType {
        /// Where the key is.
        context: String,
        /// The key.
        key: String,
        /// What it should hold.
        expected: &'static str,
    },
}

impl From<object::read::Error> for CodeObjectError {
    fn from(e: object::read::Error) -> Self {
        CodeObjectError::Malformed(e.to_string())
    }
}

/// State of a target feature (`xnack`, `sramecc`) in `e_flags`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum TargetFeature {
    /// The processor lacks the feature.
    Unsupported,
    /// Code runs with the feature on or off (no `+`/`-` in the target id).
    Any,
    /// Compiled for the feature off (`feature-`).
    Off,
    /// Compiled for the feature on (`feature+`).
    On,
}

/// A parsed code object.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CodeObject {
    /// `EI_ABIVERSION`: 1 = v3, 2 = v4, 3 = v5, 4 = v6.
    pub abi_version: u8,
    /// The code object version `abi_version` stands for (5 for ROCm 5/6's default).
    pub code_object_version: u32,
    /// `e_flags`.
    pub e_flags: u32,
    /// Processor from `EF_AMDGPU_MACH` (e.g. `gfx90a`, `gfx11-generic`); for a
    /// value newer than [`MACHS`], the processor of `target_id`.
    pub mach: String,
    /// `EF_AMDGPU_GENERIC_VERSION` of `e_flags` (code object v6 and later): the
    /// generic processor's version, 1 or more for a generic code object, 0
    /// otherwise.
    pub generic_version: u8,
    /// `amdhsa.target`, e.g. `amdgcn-amd-amdhsa--gfx90a:xnack-`.
    pub target_id: String,
    /// `amdhsa.version`, e.g. `[1, 2]` for code object v5.
    pub metadata_version: Vec<u64>,
    /// XNACK setting from `e_flags`.
    pub xnack: TargetFeature,
    /// SRAMECC setting from `e_flags`.
    pub sramecc: TargetFeature,
    /// The kernels, in metadata order.
    pub kernels: Vec<KernelMeta>,
}

/// One kernel's entry in `amdhsa.kernels`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct KernelMeta {
    /// `.name`: the kernel's source-level name.
    pub name: String,
    /// `.symbol`: its kernel descriptor, `name.kd`.
    pub symbol: String,
    /// `.kernarg_segment_size`: bytes of arguments, hidden ones included.
    pub kernarg_segment_size: u32,
    /// `.kernarg_segment_align`.
    pub kernarg_segment_align: u32,
    /// `.group_segment_fixed_size`: static LDS bytes.
    pub group_segment_fixed_size: u32,
    /// `.private_segment_fixed_size`: scratch bytes per work-item.
    pub private_segment_fixed_size: u32,
    /// `.wavefront_size`: 32 or 64.
    pub wavefront_size: u32,
    /// `.sgpr_count`.
    pub sgpr_count: u32,
    /// `.vgpr_count`.
    pub vgpr_count: u32,
    /// `.agpr_count`, on processors with accumulation registers.
    pub agpr_count: Option<u32>,
    /// `.max_flat_workgroup_size`.
    pub max_flat_workgroup_size: u32,
    /// `.args`, explicit and hidden, in order.
    pub args: Vec<KernelArgMeta>,
}

impl KernelMeta {
    /// The arguments a launch passes (the hidden ones are the runtime's).
    pub fn explicit_args(&self) -> impl Iterator<Item = &KernelArgMeta> {
        self.args.iter().filter(|a| !a.is_hidden())
    }
}

/// One kernel argument's entry in `.args`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct KernelArgMeta {
    /// `.name`, when the compiler kept it.
    pub name: Option<String>,
    /// `.offset` in the kernarg segment.
    pub offset: u32,
    /// `.size` in bytes.
    pub size: u32,
    /// `.value_kind`: `by_value`, `global_buffer`, `hidden_block_count_x`, ...
    pub value_kind: String,
    /// `.address_space` of a pointer: `global`, `constant`, ...
    pub address_space: Option<String>,
}

impl KernelArgMeta {
    /// Whether the runtime, not the caller, fills the argument.
    pub fn is_hidden(&self) -> bool {
        self.value_kind.starts_with("hidden_")
    }
}

/// What a kernel symbol names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SymbolKind {
    /// The kernel descriptor (`name.kd`, `STT_OBJECT`), what the runtime launches.
    Descriptor,
    /// The kernel's code (`STT_FUNC` beside a descriptor, or `STT_AMDGPU_HSA_KERNEL`).
    Entry,
}

/// A kernel symbol of the ELF symbol table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct KernelSymbol {
    /// Symbol name.
    pub name: String,
    /// Descriptor or code.
    pub kind: SymbolKind,
    /// `st_value`.
    pub address: u64,
    /// `st_size`.
    pub size: u64,
}

type Header = elf::FileHeader64<Endianness>;

/// Checks identification, machine and OS/ABI, and that everything the headers
/// describe lies inside `data`.
fn header(data: &[u8]) -> Result<(&Header, Endianness), CodeObjectError> {
    if data.len() < 16 || data[..4] != elf::ELFMAG {
        return Err(CodeObjectError::NotElf("no ELF magic".to_string()));
    }
    if data[EI_CLASS] != elf::ELFCLASS64 || data[EI_DATA] != elf::ELFDATA2LSB {
        return Err(CodeObjectError::NotElf(
            "not a 64-bit little-endian ELF file".to_string(),
        ));
    }
    let h = Header::parse(data)?;
    let endian = h.endian()?;
    let machine = h.e_machine(endian);
    if machine != EM_AMDGPU {
        return Err(CodeObjectError::WrongMachine { found: machine });
    }
    let os_abi = h.e_ident().os_abi;
    if os_abi != ELFOSABI_AMDGPU_HSA {
        return Err(CodeObjectError::WrongOsAbi { found: os_abi });
    }
    check_extent(h, endian, data)?;
    Ok((h, endian))
}

fn check_extent(h: &Header, endian: Endianness, data: &[u8]) -> Result<(), CodeObjectError> {
    let len = data.len();
    let within = |what: String, start: u64, size: u64| match start.checked_add(size) {
        Some(end) if end <= len as u64 => Ok(()),
        end => Err(CodeObjectError::Truncated {
            what,
            needed: end.unwrap_or(u64::MAX),
            len,
        }),
    };
    let shoff = h.e_shoff(endian);
    let sh_bytes = u64::from(h.e_shnum(endian)) * u64::from(h.e_shentsize(endian));
    within("section header table".to_string(), shoff, sh_bytes)?;
    let phoff = h.e_phoff(endian);
    let ph_bytes = u64::from(h.e_phnum(endian)) * u64::from(h.e_phentsize(endian));
    within("program header table".to_string(), phoff, ph_bytes)?;
    for (i, s) in h.section_headers(endian, data)?.iter().enumerate() {
        if s.sh_type(endian) != elf::SHT_NOBITS {
            within(
                format!("section {i}"),
                s.sh_offset(endian),
                s.sh_size(endian),
            )?;
        }
    }
    for (i, p) in h.program_headers(endian, data)?.iter().enumerate() {
        within(
            format!("segment {i}"),
            p.p_offset(endian),
            p.p_filesz(endian),
        )?;
    }
    Ok(())
}

fn feature(flags: u32, abi_version: u8, mask_v4: u32, bit_v3: u32) -> TargetFeature {
    if abi_version == ABI_V3 {
        return if flags & bit_v3 != 0 {
            TargetFeature::On
        } else {
            TargetFeature::Off
        };
    }
    // v4 and later: a two-bit field, 0 unsupported, 1 any, 2 off, 3 on.
    match (flags & mask_v4) >> mask_v4.trailing_zeros() {
        0 => TargetFeature::Unsupported,
        1 => TargetFeature::Any,
        2 => TargetFeature::Off,
        _ => TargetFeature::On,
    }
}

/// The processor name of an `EF_AMDGPU_MACH` value, if this reader knows it
/// ([`MACHS`], then [`LEGACY_MACHS`]).
pub fn mach_name(mach: u32) -> Option<&'static str> {
    MACHS
        .iter()
        .chain(LEGACY_MACHS)
        .find(|(v, _)| *v == mach)
        .map(|(_, n)| *n)
}

impl CodeObject {
    /// Parses a code object (v3 or later).
    pub fn parse(data: &[u8]) -> Result<CodeObject, CodeObjectError> {
        let (h, endian) = header(data)?;
        let abi_version = h.e_ident().abi_version;
        let code_object_version = u32::from(abi_version) + 2;
        if abi_version < ABI_V3 {
            return Err(CodeObjectError::UnsupportedVersion {
                abi_version,
                version: code_object_version,
            });
        }
        let e_flags = h.e_flags(endian);
        let root = metadata(h, endian, data)?;
        let target_id = str_key(&root, "amdhsa.target", "the root map")?;
        let metadata_version = match get(&root, "amdhsa.version") {
            Some(Value::Array(items)) => items.iter().filter_map(Value::as_u64).collect(),
            _ => Vec::new(),
        };
        let kernels = match get(&root, "amdhsa.kernels") {
            None => Vec::new(),
            Some(Value::Array(items)) => items
                .iter()
                .enumerate()
                .map(|(i, k)| kernel(k, i))
                .collect::<Result<_, _>>()?,
            Some(_) => return Err(wrong_type("the root map", "amdhsa.kernels", "an array")),
        };
        let mach = match mach_name(e_flags & EF_AMDGPU_MACH) {
            Some(name) => name.to_string(),
            None => processor_of(&target_id)
                .unwrap_or_else(|| format!("unknown-mach-{:#x}", e_flags & EF_AMDGPU_MACH)),
        };
        let generic_version = if abi_version >= ABI_V6 {
            ((e_flags & EF_AMDGPU_GENERIC_VERSION) >> EF_AMDGPU_GENERIC_VERSION_OFFSET) as u8
        } else {
            0
        };
        Ok(CodeObject {
            abi_version,
            code_object_version,
            e_flags,
            mach,
            generic_version,
            xnack: feature(e_flags, abi_version, XNACK_V4, XNACK_V3),
            sramecc: feature(e_flags, abi_version, SRAMECC_V4, SRAMECC_V3),
            target_id,
            metadata_version,
            kernels,
        })
    }

    /// The kernel called `name`.
    pub fn kernel(&self, name: &str) -> Option<&KernelMeta> {
        self.kernels.iter().find(|k| k.name == name)
    }

    /// Whether the code object is for a generic processor (`gfx11-generic`).
    pub fn is_generic(&self) -> bool {
        self.mach.ends_with("-generic")
    }

    /// The target id without the triple: `gfx90a:xnack-` from
    /// `amdgcn-amd-amdhsa--gfx90a:xnack-`, else the processor.
    pub fn target(&self) -> String {
        match self.target_id.rsplit_once("--") {
            Some((_, id)) if id.starts_with("gfx") => id.to_string(),
            _ => self.mach.clone(),
        }
    }
}

/// `gfx90a` from `amdgcn-amd-amdhsa--gfx90a:xnack-`.
fn processor_of(target_id: &str) -> Option<String> {
    let last = target_id.rsplit('-').next()?;
    let proc = last.split(':').next()?;
    proc.starts_with("gfx").then(|| proc.to_string())
}

/// Decodes the msgpack payload of the `AMDGPU` / `NT_AMDGPU_METADATA` note.
fn metadata(h: &Header, endian: Endianness, data: &[u8]) -> Result<Value, CodeObjectError> {
    let sections = h.sections(endian, data)?;
    for section in sections.iter() {
        let Some(mut notes) = section.notes(endian, data)? else {
            continue;
        };
        while let Some(note) = notes.next()? {
            if note.name() == b"AMDGPU" && note.n_type(endian) == NT_AMDGPU_METADATA {
                let mut desc = note.desc();
                let value = rmpv::decode::read_value(&mut desc)
                    .map_err(|e| CodeObjectError::BadMsgpack(e.to_string()))?;
                if !matches!(value, Value::Map(_)) {
                    return Err(CodeObjectError::BadMsgpack(
                        "the root is not a map".to_string(),
                    ));
                }
                return Ok(value);
            }
        }
    }
    Err(CodeObjectError::NoMetadata)
}

fn get<'a>(map: &'a Value, key: &str) -> Option<&'a Value> {
    match map {
        Value::Map(entries) => entries
            .iter()
            .find(|(k, _)| k.as_str() == Some(key))
            .map(|(_, v)| v),
        _ => None,
    }
}

fn missing(context: &str, key: &str) -> CodeObjectError {
    CodeObjectError::MissingKey {
        context: context.to_string(),
        key: key.to_string(),
    }
}

fn wrong_type(context: &str, key: &str, expected: &'static str) -> CodeObjectError {
    CodeObjectError::WrongType {
        context: context.to_string(),
        key: key.to_string(),
        expected,
    }
}

fn str_key(map: &Value, key: &str, context: &str) -> Result<String, CodeObjectError> {
    opt_str(map, key, context)?.ok_or_else(|| missing(context, key))
}

fn opt_str(map: &Value, key: &str, context: &str) -> Result<Option<String>, CodeObjectError> {
    match get(map, key) {
        None => Ok(None),
        Some(v) => v
            .as_str()
            .map(|s| Some(s.to_string()))
            .ok_or_else(|| wrong_type(context, key, "a string")),
    }
}

fn u32_key(map: &Value, key: &str, context: &str) -> Result<u32, CodeObjectError> {
    opt_u32(map, key, context)?.ok_or_else(|| missing(context, key))
}

fn opt_u32(map: &Value, key: &str, context: &str) -> Result<Option<u32>, CodeObjectError> {
    match get(map, key) {
        None => Ok(None),
        Some(v) => v
            .as_u64()
            .and_then(|n| u32::try_from(n).ok())
            .map(Some)
            .ok_or_else(|| wrong_type(context, key, "an unsigned 32-bit integer")),
    }
}

fn kernel(k: &Value, index: usize) -> Result<KernelMeta, CodeObjectError> {
    if !matches!(k, Value::Map(_)) {
        return Err(wrong_type("amdhsa.kernels", &format!("[{index}]"), "a map"));
    }
    let name = str_key(k, ".name", &format!("kernel #{index}"))?;
    let ctx = format!("kernel {name}");
    let args = match get(k, ".args") {
        None => Vec::new(),
        Some(Value::Array(items)) => items
            .iter()
            .enumerate()
            .map(|(i, a)| arg(a, &format!("kernel {name} argument {i}")))
            .collect::<Result<_, _>>()?,
        Some(_) => return Err(wrong_type(&ctx, ".args", "an array")),
    };
    Ok(KernelMeta {
        symbol: str_key(k, ".symbol", &ctx)?,
        kernarg_segment_size: u32_key(k, ".kernarg_segment_size", &ctx)?,
        kernarg_segment_align: u32_key(k, ".kernarg_segment_align", &ctx)?,
        group_segment_fixed_size: u32_key(k, ".group_segment_fixed_size", &ctx)?,
        private_segment_fixed_size: u32_key(k, ".private_segment_fixed_size", &ctx)?,
        wavefront_size: u32_key(k, ".wavefront_size", &ctx)?,
        sgpr_count: u32_key(k, ".sgpr_count", &ctx)?,
        vgpr_count: u32_key(k, ".vgpr_count", &ctx)?,
        agpr_count: opt_u32(k, ".agpr_count", &ctx)?,
        max_flat_workgroup_size: u32_key(k, ".max_flat_workgroup_size", &ctx)?,
        args,
        name,
    })
}

fn arg(a: &Value, ctx: &str) -> Result<KernelArgMeta, CodeObjectError> {
    if !matches!(a, Value::Map(_)) {
        return Err(wrong_type(ctx, ".args", "an array of maps"));
    }
    Ok(KernelArgMeta {
        name: opt_str(a, ".name", ctx)?,
        offset: u32_key(a, ".offset", ctx)?,
        size: u32_key(a, ".size", ctx)?,
        value_kind: str_key(a, ".value_kind", ctx)?,
        address_space: opt_str(a, ".address_space", ctx)?,
    })
}

/// Kernel symbols of the symbol table (`.symtab`, else `.dynsym`): each
/// kernel descriptor and each kernel's code, in table order.
pub fn symbols(data: &[u8]) -> Result<Vec<KernelSymbol>, CodeObjectError> {
    let (h, endian) = header(data)?;
    let sections = h.sections(endian, data)?;
    let mut table = sections.symbols(endian, data, elf::SHT_SYMTAB)?;
    if table.is_empty() {
        table = sections.symbols(endian, data, elf::SHT_DYNSYM)?;
    }
    let mut all = Vec::new();
    for sym in table.iter() {
        let name = String::from_utf8_lossy(table.symbol_name(endian, sym)?).into_owned();
        all.push((
            name,
            sym.st_type(),
            sym.st_value(endian),
            sym.st_size(endian),
        ));
    }
    let is_descriptor = |name: &str, ty: u8| ty == elf::STT_OBJECT && name.ends_with(".kd");
    let descriptors: Vec<&str> = all
        .iter()
        .filter(|(n, ty, ..)| is_descriptor(n, *ty))
        .map(|(n, ..)| n.as_str())
        .collect();
    let mut out = Vec::new();
    for (name, ty, address, size) in &all {
        let kind = if is_descriptor(name, *ty) {
            SymbolKind::Descriptor
        } else if *ty == STT_AMDGPU_HSA_KERNEL
            || (*ty == elf::STT_FUNC && descriptors.contains(&format!("{name}.kd").as_str()))
        {
            SymbolKind::Entry
        } else {
            continue;
        };
        out.push(KernelSymbol {
            name: name.clone(),
            kind,
            address: *address,
            size: *size,
        });
    }
    Ok(out)
}
