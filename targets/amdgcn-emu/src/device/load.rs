//! Loading a code object into the emulator: its segments mapped as the HSA
//! loader maps them, its kernels' descriptors and wave size checked, and the
//! kernarg segment of a launch.

use super::*;

/// The page size the HSA loader maps code objects in.
const PAGE: usize = 4096;

/// `R_AMDGPU_RELATIVE64`: the load base plus the addend.
const R_AMDGPU_RELATIVE64: u32 = 13;

/// Maps the loadable segments of `file` into `mem`, as the HSA loader does:
/// one allocation spanning them at their relative addresses (zero-filled past
/// each segment's file data, to the end of the last page, as the loader maps
/// whole pages: the back end may widen a uniform load of a variable at the
/// end, a 12-byte one to `s_load_dwordx4`, say), with `R_AMDGPU_RELATIVE64`
/// dynamic relocations applied. Returns the allocation and the load base
/// (the device address of the code object's address 0); `None` when it has
/// no loadable bytes.
pub(super) fn map_segments(
    file: &object::File<'_>,
    mem: &Arc<Mutex<Memory>>,
) -> std::result::Result<Option<(u64, u64)>, EmuError> {
    use object::{Object, ObjectSegment};
    let segs: Vec<_> = file.segments().collect();
    let lo = segs.iter().map(|s| s.address()).min();
    let hi = segs.iter().map(|s| s.address() + s.size()).max();
    let (Some(lo), Some(hi)) = (lo, hi) else {
        return Ok(None);
    };
    let span = usize::try_from(hi - lo)
        .ok()
        .filter(|&n| n <= 1 << 30)
        .map(|n| n.next_multiple_of(PAGE))
        .ok_or_else(|| EmuError::Unsupported(format!("segments span {:#x} bytes", hi - lo)))?;
    let mut m = mem.lock().unwrap_or_else(PoisonError::into_inner);
    let addr = m
        .alloc(span)
        .ok_or_else(|| EmuError::Unsupported("out of memory for the code object".into()))?;
    let base = addr.wrapping_sub(lo);
    if let Err(why) = fill_segments(file, &segs, &mut m, base) {
        m.free(addr);
        return Err(EmuError::Unsupported(why));
    }
    Ok(Some((addr, base)))
}

/// The variables (data symbols) `file` defines, at their device addresses once
/// its segments are mapped at `base`, with their sizes.
pub(super) fn module_variables(
    file: &object::File<'_>,
    base: u64,
) -> gpujit_device::ModuleVariables {
    gpujit_device::ModuleVariables(
        file.symbols()
            .filter(|s| s.kind() == object::SymbolKind::Data && s.is_definition() && s.size() > 0)
            .filter_map(|s| {
                let name = s.name().ok()?.to_string();
                Some((name, (base.wrapping_add(s.address()), s.size() as usize)))
            })
            .collect(),
    )
}

/// Copies each segment's file bytes to `base` + its address and applies the
/// dynamic relocations.
pub(super) fn fill_segments(
    file: &object::File<'_>,
    segs: &[object::Segment<'_, '_>],
    m: &mut Memory,
    base: u64,
) -> std::result::Result<(), String> {
    use object::{Object, ObjectSegment, RelocationFlags};
    for seg in segs {
        let data = seg.data().map_err(|e| format!("unreadable segment: {e}"))?;
        let dst = m
            .slice(base.wrapping_add(seg.address()), data.len())
            .ok_or("a segment lies outside the code object's span")?;
        dst.copy_from_slice(data);
    }
    for (offset, r) in file.dynamic_relocations().into_iter().flatten() {
        match r.flags() {
            RelocationFlags::Elf {
                r_type: R_AMDGPU_RELATIVE64,
            } => {
                let value = base.wrapping_add(r.addend() as u64).to_le_bytes();
                m.slice(base.wrapping_add(offset), 8)
                    .ok_or_else(|| format!("relocation at {offset:#x} outside the segments"))?
                    .copy_from_slice(&value);
            }
            other => {
                return Err(format!(
                    "dynamic relocation {other:?} at {offset:#x} (only R_AMDGPU_RELATIVE64 is applied)"
                ));
            }
        }
    }
    Ok(())
}

/// Whether the kernels of `image` are wave64 code: always on CDNA; on RDNA
/// as their metadata says, the same for all (the code is decoded for one
/// wave size).
pub(super) fn wave64_code(co: &CodeObject, image: &Image) -> std::result::Result<bool, EmuError> {
    if !is_rdna(&co.mach) {
        return Ok(true);
    }
    let sizes: Vec<u32> = image
        .kernels
        .iter()
        .filter_map(|sig| co.kernel(&sig.name).map(|k| k.wavefront_size))
        .collect();
    let wave64 = sizes.first() == Some(&64);
    if sizes.iter().any(|&w| (w == 64) != wave64) {
        return Err(EmuError::Unsupported(format!(
            "the code object mixes wave32 and wave64 kernels on {}; the emulator decodes one \
             wave size per code object",
            co.mach
        )));
    }
    Ok(wave64)
}

/// Checks the descriptor's floating-point mode against what the emulator
/// models: round to nearest even and denormals kept, for every precision.
pub(super) fn check_fp_mode(name: &str, d: &Descriptor) -> std::result::Result<(), EmuError> {
    let round = (d.rsrc1 >> 12) & 0xf;
    let denorm = (d.rsrc1 >> 16) & 0xf;
    if round != 0 || denorm != 0xf {
        return Err(EmuError::Unsupported(format!(
            "kernel `{name}` asks for FLOAT_ROUND_MODE {round:#x} and FLOAT_DENORM_MODE \
             {denorm:#x}; the emulator models round-to-nearest-even with denormals kept only"
        )));
    }
    Ok(())
}

pub(super) fn load_module(
    image: &Image,
    mem: &Arc<Mutex<Memory>>,
) -> std::result::Result<EmuModule, EmuError> {
    let bytes = &image.bytes;
    let co = CodeObject::parse(bytes)
        .map_err(|e| EmuError::Unsupported(format!("not a loadable AMD code object: {e}")))?;
    if !PROCESSORS.contains(&co.mach.as_str()) {
        return Err(EmuError::Unsupported(format!(
            "code object for {} ({}); the emulator runs code objects for {} only",
            co.mach,
            co.target_id,
            PROCESSORS.join(", ")
        )));
    }
    let file = object::File::parse(bytes.as_slice())
        .map_err(|e| EmuError::Unsupported(format!("malformed ELF: {e}")))?;
    let text = file
        .section_by_name(".text")
        .ok_or_else(|| EmuError::Unsupported("the code object has no .text section".into()))?;
    let code = text
        .data()
        .map_err(|e| EmuError::Unsupported(format!("unreadable .text: {e}")))?;
    let mut prog = decode_program(&co.mach, wave64_code(&co, image)?, code, text.address())?;
    // An instruction the emulator cannot run is reported now, naming the
    // function (kernel or callee) it is in, rather than when a launch
    // reaches it.
    let functions: Vec<(String, u64, u64)> = file
        .symbols()
        .filter(|s| s.kind() == object::SymbolKind::Text && s.size() > 0)
        .filter_map(|s| Some((s.name().ok()?.to_string(), s.address(), s.size())))
        .collect();
    if let Some(e) = crate::program::first_unimplemented(&prog, &functions) {
        return Err(e);
    }
    let mapped = map_segments(&file, mem)?;
    // From here on an error must free the mapping: the module owns it.
    let mut module = EmuModule {
        prog: Arc::new(Program::default()),
        kernels: Vec::new(),
        image: mapped.map(|(addr, _)| (mem.clone(), addr)),
        globals: mapped.map_or_else(Default::default, |(_, base)| module_variables(&file, base)),
        io: None,
    };
    module.io = give_io_buffer(mem, &module.globals)?;
    prog.load_base = mapped.map_or(0, |(_, base)| base);
    let kernels = &mut module.kernels;
    for sig in &image.kernels {
        let meta = co
            .kernel(&sig.name)
            .ok_or_else(|| {
                EmuError::Unsupported(format!(
                    "kernel `{}` of the signature list is not in the code object",
                    sig.name
                ))
            })?
            .clone();
        let rdna = is_rdna(&co.mach);
        if !(meta.wavefront_size == 64 || (rdna && meta.wavefront_size == 32)) {
            return Err(EmuError::Unsupported(format!(
                "kernel `{}` is wave{} on {}",
                meta.name, meta.wavefront_size, co.mach
            )));
        }
        let explicit = meta.explicit_args().count();
        if explicit != sig.params.len() {
            return Err(EmuError::Unsupported(format!(
                "kernel `{}`: the signature has {} parameters, the code object {explicit}",
                sig.name,
                sig.params.len()
            )));
        }
        let sym = file
            .symbols()
            .find(|s| s.name() == Ok(meta.symbol.as_str()))
            .ok_or_else(|| {
                EmuError::Unsupported(format!("no kernel descriptor symbol `{}`", meta.symbol))
            })?;
        let section = sym
            .section_index()
            .and_then(|i| file.section_by_index(i).ok())
            .ok_or_else(|| {
                EmuError::Unsupported(format!("descriptor `{}` is in no section", meta.symbol))
            })?;
        let data = section
            .data()
            .map_err(|e| EmuError::Unsupported(e.to_string()))?;
        let off = sym.address().wrapping_sub(section.address()) as usize;
        let desc = data
            .get(off..off + 64)
            .and_then(Descriptor::parse)
            .ok_or_else(|| {
                EmuError::Unsupported(format!("descriptor `{}` is truncated", meta.symbol))
            })?;
        let entry_addr = sym.address().wrapping_add(desc.entry_offset as u64);
        let entry = *prog.index.get(&entry_addr).ok_or_else(|| {
            EmuError::Unsupported(format!(
                "kernel `{}`: entry {entry_addr:#x} is not an instruction of .text",
                meta.name
            ))
        })?;
        check_fp_mode(&meta.name, &desc)?;
        // ENABLE_WAVEFRONT_SIZE32 decides; the metadata must agree.
        let width = if desc.prop(10) { 32 } else { 64 };
        if width != meta.wavefront_size {
            return Err(EmuError::Unsupported(format!(
                "kernel `{}`: the descriptor says wave{width}, the metadata wave{}",
                meta.name, meta.wavefront_size
            )));
        }
        kernels.push(EmuKernel {
            meta,
            desc,
            entry,
            width,
        });
    }
    module.prog = Arc::new(prog);
    Ok(module)
}

pub(super) fn put(seg: &mut [u8], off: usize, bytes: &[u8]) {
    if let Some(s) = seg.get_mut(off..off + bytes.len()) {
        s.copy_from_slice(bytes);
    }
}

/// Fills the kernarg segment: explicit arguments at their offsets, hidden
/// ones from the launch (code object v5 semantics).
/// `None` when the host cannot hold the segment the code object asks for.
pub(super) fn kernargs(
    k: &EmuKernel,
    cfg: &LaunchConfig,
    args: &[KernelArg<'_>],
    queue: u64,
) -> Option<Vec<u8>> {
    let size = (k.meta.kernarg_segment_size as usize).max(k.desc.kernarg_size as usize);
    let mut seg = crate::memory::zeroed(size.next_multiple_of(64) + 256)?;
    let mut explicit = args.iter();
    let (g, b) = (cfg.grid, cfg.block);
    let dims: u16 = if g.z * b.z > 1 {
        3
    } else if g.y * b.y > 1 {
        2
    } else {
        1
    };
    for a in &k.meta.args {
        let off = a.offset as usize;
        let n = a.size as usize;
        let val: Vec<u8> = match a.value_kind.as_str() {
            "hidden_block_count_x" => g.x.to_le_bytes().to_vec(),
            "hidden_block_count_y" => g.y.to_le_bytes().to_vec(),
            "hidden_block_count_z" => g.z.to_le_bytes().to_vec(),
            "hidden_group_size_x" => (b.x as u16).to_le_bytes().to_vec(),
            "hidden_group_size_y" => (b.y as u16).to_le_bytes().to_vec(),
            "hidden_group_size_z" => (b.z as u16).to_le_bytes().to_vec(),
            // Grids are whole numbers of workgroups: no partial groups.
            "hidden_remainder_x" | "hidden_remainder_y" | "hidden_remainder_z" => vec![0; 2],
            "hidden_grid_dims" => dims.to_le_bytes().to_vec(),
            "hidden_dynamic_lds_size" => cfg.shared_bytes.to_le_bytes().to_vec(),
            "hidden_shared_base" => (SHARED_HI as u32).to_le_bytes().to_vec(),
            "hidden_private_base" => (PRIVATE_HI as u32).to_le_bytes().to_vec(),
            "hidden_queue_ptr" => queue.to_le_bytes().to_vec(),
            // Global offsets are zero; hostcall, printf, heap, multigrid
            // sync, default queue and completion action are not provided
            // (zero), so device-side printf/malloc/enqueue do not work.
            k if k.starts_with("hidden_") => vec![0; n],
            _ => explicit.next().map(KernelArg::bytes).unwrap_or_default(),
        };
        let m = n.min(val.len());
        put(&mut seg, off, &val[..m]);
    }
    Some(seg)
}
