//! `gpujit inspect`: what a PTX file, a cubin, an HSA code object or a
//! portable LLVM module holds.

use anyhow::{Context, bail};
use object::{Object, ObjectSection, ObjectSymbol};
use serde::Serialize;

/// One kernel as `inspect` reports it.
#[derive(Debug, Serialize, Default)]
pub struct KernelInfo {
    /// Symbol name.
    pub name: String,
    /// Parameters (`name: type`, or sizes and offsets for machine code).
    pub params: Vec<String>,
    /// Registers per thread, where the format records them.
    pub registers: Option<u64>,
    /// Static shared memory (LDS) in bytes.
    pub shared_bytes: Option<u64>,
    /// Private (scratch/local) memory per thread in bytes.
    pub private_bytes: Option<u64>,
    /// Threads per warp or wavefront.
    pub wave_size: Option<u64>,
    /// Largest block the kernel can take.
    pub max_threads: Option<u64>,
}

/// What a file holds.
#[derive(Debug, Serialize)]
pub struct Report {
    /// `ptx`, `cubin`, `hsaco` or `llvm`.
    pub format: String,
    /// Target architecture or target id.
    pub target: String,
    /// Format version (PTX ISA, code object version).
    pub version: String,
    /// Kernels.
    pub kernels: Vec<KernelInfo>,
}

/// Inspects `bytes` (the file named `name`). LLVM modules are imported by
/// `worker` when one is given (a process that input crashing LLVM may end),
/// else in this process.
pub fn inspect(
    name: &str,
    bytes: &[u8],
    worker: Option<&gpujit::isolated::Worker>,
) -> anyhow::Result<Report> {
    if bytes.starts_with(b"\x7fELF") {
        let machine = u16::from_le_bytes([
            bytes.get(18).copied().unwrap_or(0),
            bytes.get(19).copied().unwrap_or(0),
        ]);
        return match machine {
            224 => hsaco(bytes),
            190 => cubin(bytes),
            m => bail!("{name}: an ELF file for machine {m}, neither AMDGPU (224) nor CUDA (190)"),
        };
    }
    if gpujit::ir::import::is_bitcode(bytes) || name.ends_with(".ll") {
        return llvm(name, bytes, worker);
    }
    let text = std::str::from_utf8(bytes)
        .with_context(|| format!("{name}: not text, ELF or LLVM bitcode"))?;
    if text.contains(".entry") || text.contains(".version") {
        return ptx(text);
    }
    bail!("{name}: not PTX, a cubin, an HSA code object or an LLVM module")
}

fn hsaco(bytes: &[u8]) -> anyhow::Result<Report> {
    let co = gpujit_amdgcn::code_object::CodeObject::parse(bytes)?;
    let kernels = co
        .kernels
        .iter()
        .map(|k| KernelInfo {
            name: k.name.clone(),
            params: k
                .args
                .iter()
                .map(|a| {
                    format!(
                        "{}@{}+{} {}",
                        a.name.clone().unwrap_or_default(),
                        a.offset,
                        a.size,
                        a.value_kind
                    )
                })
                .collect(),
            registers: Some(u64::from(k.vgpr_count)),
            shared_bytes: Some(u64::from(k.group_segment_fixed_size)),
            private_bytes: Some(u64::from(k.private_segment_fixed_size)),
            wave_size: Some(u64::from(k.wavefront_size)),
            max_threads: Some(u64::from(k.max_flat_workgroup_size)),
        })
        .collect();
    Ok(Report {
        format: "hsaco".into(),
        target: co.target_id.clone(),
        version: format!("code object v{}", co.code_object_version),
        kernels,
    })
}

fn ptx(text: &str) -> anyhow::Result<Report> {
    let directive = |d: &str| {
        text.lines()
            .find_map(|l| l.trim().strip_prefix(d).map(|r| r.trim().to_string()))
            .unwrap_or_default()
    };
    let mut kernels = Vec::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        let Some(rest) = line.split(".entry").nth(1) else {
            continue;
        };
        let name = rest.trim().trim_end_matches('(').trim().to_string();
        let mut info = KernelInfo {
            name,
            ..Default::default()
        };
        let (mut regs, mut shared) = (0u64, 0u64);
        for l in lines.by_ref() {
            let t = l.trim();
            if let Some(p) = t.strip_prefix(".param") {
                info.params.push(
                    p.trim()
                        .trim_end_matches(',')
                        .trim_end_matches(')')
                        .to_string(),
                );
            } else if let Some(r) = t.strip_prefix(".reg") {
                // `.reg .f32 %f<12>;` declares 12 virtual registers.
                // Counts come from the file: saturate rather than overflow.
                regs = regs.saturating_add(
                    r.split('<')
                        .nth(1)
                        .and_then(|n| n.split('>').next())
                        .and_then(|n| n.parse::<u64>().ok())
                        .unwrap_or(1),
                );
            } else if t.starts_with(".shared") {
                shared = shared.saturating_add(
                    t.split('[')
                        .nth(1)
                        .and_then(|n| n.split(']').next())
                        .and_then(|n| n.parse::<u64>().ok())
                        .unwrap_or(0),
                );
            } else if t.starts_with(".maxntid") {
                info.max_threads = t
                    .split_whitespace()
                    .nth(1)
                    .and_then(|n| n.trim_end_matches(',').parse().ok());
            } else if t == "}" {
                break;
            }
        }
        info.registers = Some(regs);
        info.shared_bytes = Some(shared);
        info.wave_size = Some(32);
        kernels.push(info);
    }
    Ok(Report {
        format: "ptx".into(),
        target: directive(".target"),
        version: directive(".version"),
        kernels,
    })
}

fn cubin(bytes: &[u8]) -> anyhow::Result<Report> {
    let file = object::File::parse(bytes).context("parsing the cubin")?;
    let flags = match file.flags() {
        object::FileFlags::Elf { e_flags, .. } => e_flags,
        _ => 0,
    };
    let mut kernels: Vec<KernelInfo> = Vec::new();
    for sym in file.symbols() {
        let Ok(name) = sym.name() else { continue };
        let in_text = sym
            .section_index()
            .and_then(|i| file.section_by_index(i).ok())
            .and_then(|s| s.name().ok().map(|n| n.starts_with(".text.")))
            .unwrap_or(false);
        if sym.kind() == object::SymbolKind::Text && in_text && !name.is_empty() {
            let shared = file
                .section_by_name(&format!(".nv.shared.{name}"))
                .map(|s| s.size());
            let local = file
                .section_by_name(&format!(".nv.local.{name}"))
                .map(|s| s.size());
            kernels.push(KernelInfo {
                name: name.to_string(),
                shared_bytes: shared.or(Some(0)),
                private_bytes: local.or(Some(0)),
                wave_size: Some(32),
                ..Default::default()
            });
        }
    }
    // EIATTR_REGCOUNT (0x2f) entries of `.nv.info`: (symbol index, registers).
    if let Some(info) = file.section_by_name(".nv.info").and_then(|s| s.data().ok()) {
        let mut i = 0;
        while i + 4 <= info.len() {
            let (format, attr) = (info[i], info[i + 1]);
            let size = if format == 0x04 {
                usize::from(u16::from_le_bytes([info[i + 2], info[i + 3]]))
            } else {
                2
            };
            let payload = &info[(i + 4).min(info.len())
                ..(i + 4 + if format == 0x04 { size } else { 0 }).min(info.len())];
            if attr == 0x2f && payload.len() >= 8 {
                let sym =
                    u32::from_le_bytes([payload[0], payload[1], payload[2], payload[3]]) as usize;
                let regs = u32::from_le_bytes([payload[4], payload[5], payload[6], payload[7]]);
                if let Ok(s) = file.symbol_by_index(object::SymbolIndex(sym))
                    && let Ok(n) = s.name()
                    && let Some(k) = kernels.iter_mut().find(|k| k.name == n)
                {
                    k.registers = Some(u64::from(regs));
                }
            }
            i += 4 + if format == 0x04 { size } else { 0 };
        }
    }
    Ok(Report {
        format: "cubin".into(),
        target: format!("sm_{}", gpujit_nvptx::codegen::cubin_sm(flags)),
        version: format!("e_flags {flags:#x}"),
        kernels,
    })
}

fn llvm(
    name: &str,
    bytes: &[u8],
    worker: Option<&gpujit::isolated::Worker>,
) -> anyhow::Result<Report> {
    let m = match worker {
        Some(w) => w.import(name, bytes)?,
        None => gpujit::PortableModule::from_ir(name, bytes)?,
    };
    let kernels = m
        .kernels()
        .iter()
        .map(|k| KernelInfo {
            name: k.name.clone(),
            params: k
                .params
                .iter()
                .map(|p| format!("{}: {}", p.name, p.ty))
                .collect(),
            max_threads: k.max_threads.map(u64::from),
            ..Default::default()
        })
        .collect();
    Ok(Report {
        format: "llvm".into(),
        target: "portable".into(),
        version: format!("LLVM {}", gpujit::LLVM_VERSION),
        kernels,
    })
}

/// Prints a report for people.
pub fn print(r: &Report) {
    println!("{}: target {}, {}", r.format, r.target, r.version);
    for k in &r.kernels {
        let opt =
            |label: &str, v: Option<u64>| v.map(|v| format!(", {label} {v}")).unwrap_or_default();
        println!(
            "  kernel {}{}{}{}{}{}",
            k.name,
            opt("registers", k.registers),
            opt("shared bytes", k.shared_bytes),
            opt("private bytes", k.private_bytes),
            opt("wave", k.wave_size),
            opt("max threads", k.max_threads)
        );
        for p in &k.params {
            println!("    {p}");
        }
    }
}
