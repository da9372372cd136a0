//! [`EmuDevice`]: the emulator as a [`Device`].

use std::any::Any;
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use gpujit_amdgcn::arch::GENERIC_VERSION;
use gpujit_amdgcn::code_object::{CodeObject, KernelMeta, check_loadable};
use gpujit_amdgcn::device::mismatch_error;
use gpujit_device::{
    Backend, Device, DeviceId, DeviceInfo, DeviceMemory, Dim3, Error, Image, ImageFormat, Kernel,
    KernelArg, LaunchConfig, MemoryOwner, Module, ModuleImpl, Result,
};
use object::{Object, ObjectSection, ObjectSymbol};

use crate::EmuError;
use crate::decode::sreg;
use crate::exec::{Env, Flow, PRIVATE_HI, Program, SHARED_HI, State, Wave};
use crate::memory::Memory;
use crate::profile::{KernelProfile, Profiles};
pub use crate::program::decode_program;

mod descriptor;
mod load;
mod mapped;
mod reset;

pub use descriptor::Descriptor;
use load::{kernargs, load_module, put};

/// Processors whose code objects the emulator runs: CDNA2/CDNA3 (wave64),
/// RDNA3, RDNA3.5 and RDNA4 (wave32, or wave64 where the kernel asks).
pub const PROCESSORS: &[&str] = &[
    "gfx90a", "gfx940", "gfx941", "gfx942", "gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150",
    "gfx1151", "gfx1200", "gfx1201",
];
/// The processor the device reports, which `gpujit::compile_for` targets.
pub const ARCH: &str = "gfx942";
/// Prefix of the device name, by which [`is_emulator`] recognises it.
pub const NAME_PREFIX: &str = "AMDGCN emulator";
/// Instructions one wave may run in one launch before the watchdog stops it.
const WATCHDOG: u64 = 400_000_000;
/// Instructions a wave runs before the next wave of its workgroup gets a turn.
const SLICE: u32 = 4096;
/// Private bytes per lane added for kernels with a dynamic stack.
const DYNAMIC_STACK: usize = 16 * 1024;
/// LDS of one workgroup, the most any supported processor has.
const LDS_BYTES: usize = 64 * 1024;
/// Private (scratch) bytes per work-item accepted from a code object.
const MAX_PRIVATE: usize = 1 << 20;

/// Whether `arch` is an RDNA processor (gfx11, gfx12: wave32 native, wave64
/// selectable per kernel).
fn is_rdna(arch: &str) -> bool {
    arch.starts_with("gfx11") || arch.starts_with("gfx12")
}

/// Whether a device description is the emulator's.
pub fn is_emulator(info: &DeviceInfo) -> bool {
    info.name.starts_with(NAME_PREFIX)
}

/// A kernel of a loaded module.
struct EmuKernel {
    meta: KernelMeta,
    desc: Descriptor,
    entry: usize,
    /// Lanes per wave: 64, or 32 for wave32 kernels.
    width: u32,
}

/// A loaded code object: its decoded code and kernels in signature order,
/// and its segments mapped in device memory (freed when the module goes).
struct EmuModule {
    prog: Arc<Program>,
    kernels: Vec<EmuKernel>,
    image: Option<(Arc<Mutex<Memory>>, u64)>,
    /// Module variables by name: device address and size.
    globals: gpujit_device::ModuleVariables,
    /// For a module that prints or asserts: the address of its
    /// `gpujit.io` variable and of the record buffer given to it.
    io: Option<(u64, u64)>,
}

impl Drop for EmuModule {
    fn drop(&mut self) {
        if let Some((mem, addr)) = &self.image {
            let mut mem = mem.lock().unwrap_or_else(PoisonError::into_inner);
            mem.free(*addr);
            if let Some((_, buffer)) = self.io {
                mem.free(buffer);
            }
        }
    }
}

/// The NUL-terminated string at `addr` of the emulator's memory (at most
/// [`gpujit_device::printf::MAX_STRING`] bytes); `None` where nothing is
/// allocated.
fn read_c_string(mem: &mut Memory, addr: u64) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    for k in 0..gpujit_device::printf::MAX_STRING as u64 {
        let [b] = mem.read::<1>(addr.checked_add(k)?)?;
        if b == 0 {
            return Some(out);
        }
        out.push(b);
    }
    Some(out)
}

/// Gives a module that prints or asserts its record buffer: writes the
/// buffer's address and size into its `gpujit.io` variable. `None` when the
/// module has no such variable.
fn give_io_buffer(
    mem: &Arc<Mutex<Memory>>,
    globals: &gpujit_device::ModuleVariables,
) -> std::result::Result<Option<(u64, u64)>, EmuError> {
    use gpujit_amdgcn::io::{BUFFER_BYTES, IO_BYTES, IO_VARIABLE, IoState};
    let Some((io, size)) = globals.get(IO_VARIABLE) else {
        return Ok(None);
    };
    if size < IO_BYTES {
        return Err(EmuError::Unsupported(format!(
            "`{IO_VARIABLE}` is {size} bytes, not {IO_BYTES}"
        )));
    }
    let mut m = mem.lock().unwrap_or_else(PoisonError::into_inner);
    let buffer = m.alloc(BUFFER_BYTES).ok_or_else(|| {
        EmuError::Unsupported("out of memory for the printf record buffer".into())
    })?;
    if m.slice(io, IO_BYTES)
        .and_then(|slot| IoState::bind(slot, buffer))
        .is_none()
    {
        m.free(buffer);
        return Err(EmuError::Unsupported(format!(
            "`{IO_VARIABLE}` is not mapped"
        )));
    }
    Ok(Some((io, buffer)))
}

impl ModuleImpl for EmuModule {
    fn as_any(&self) -> &dyn Any {
        self
    }
}

struct Owner(Arc<Mutex<Memory>>);

impl MemoryOwner for Owner {
    fn free(&self, addr: u64, _bytes: usize) {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .free(addr);
    }
}

/// The emulated gfx942 device. Clones share the device: its identity, memory and state.
#[derive(Clone)]
pub struct EmuDevice {
    info: DeviceInfo,
    id: DeviceId,
    mem: Arc<Mutex<Memory>>,
    owner: Arc<Owner>,
    queue: u64,
    last_error: Arc<Mutex<Option<EmuError>>>,
    profiles: Profiles,
}

impl Default for EmuDevice {
    fn default() -> Self {
        EmuDevice::new()
    }
}

impl std::fmt::Debug for EmuDevice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "EmuDevice({})", self.info.name)
    }
}

impl EmuDevice {
    /// A fresh emulated gfx942 device with empty memory.
    pub fn new() -> EmuDevice {
        Self::build(ARCH)
    }

    /// An emulated device that reports processor `arch` (one of
    /// [`PROCESSORS`]), so that `gpujit::compile_for` targets it: the RDNA
    /// processors (gfx11, gfx12) report wave32, the CDNA processors wave64.
    pub fn with_arch(arch: &str) -> std::result::Result<EmuDevice, EmuError> {
        match PROCESSORS.iter().find(|p| **p == arch) {
            Some(p) => Ok(Self::build(p)),
            None => Err(EmuError::Unsupported(format!(
                "no emulated {arch}; the emulator runs {}",
                PROCESSORS.join(", ")
            ))),
        }
    }

    fn build(arch: &str) -> EmuDevice {
        let wave = if is_rdna(arch) { 32 } else { 64 };
        let mem = Arc::new(Mutex::new(Memory::new()));
        // The queue the dispatch and hidden queue pointers point at: zeroed.
        let queue = mem
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .alloc(256)
            .unwrap_or(0);
        let name = format!("{NAME_PREFIX} ({arch}, wave{wave}; emulated on the host CPU)");
        EmuDevice {
            id: DeviceId::new(Backend::Hip, 0, &name),
            info: DeviceInfo {
                backend: Backend::Hip,
                ordinal: 0,
                name,
                arch: arch.to_string(),
                total_memory: crate::memory::CAPACITY,
                warp_size: wave,
                multiprocessors: 4,
                max_threads_per_block: 1024,
                max_block: Dim3::new(1024, 1024, 1024),
                max_grid: Dim3::new(i32::MAX as u32, 65535, 65535),
                max_shared_per_block: LDS_BYTES as u32,
            },
            owner: Arc::new(Owner(mem.clone())),
            mem,
            queue,
            last_error: Arc::new(Mutex::new(None)),
            profiles: Profiles::default(),
        }
    }

    /// Switches executed-instruction counting on, with empty profiles, or
    /// off (see [`crate::profile`]). Clones of the device share the switch
    /// and the profiles.
    pub fn set_profiling(&self, on: bool) {
        self.profiles.set(on);
    }

    /// What each kernel's launches executed since profiling was switched
    /// on, by kernel name; empty while it is off.
    pub fn profile(&self) -> BTreeMap<String, KernelProfile> {
        self.profiles.get()
    }

    /// The emulator's own error behind the last failed load or launch.
    pub fn last_error(&self) -> Option<EmuError> {
        self.last_error
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// Runs `f` on the `len` emulated bytes at `addr`, or fails if they are not allocated.
    pub(crate) fn with_bytes<R>(
        &self,
        addr: u64,
        len: usize,
        f: impl FnOnce(&mut [u8]) -> R,
    ) -> Result<R> {
        let mut mem = self.memory();
        let s = mem.slice(addr, len).ok_or_else(|| Error::CopyRange {
            detail: format!("{len} bytes at {addr:#x} are not allocated"),
        })?;
        Ok(f(s))
    }

    fn memory(&self) -> MutexGuard<'_, Memory> {
        self.mem.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Runs `copy` on the `len` bytes at `offset` of `m` (the memory locked
    /// meanwhile), or fails if they are not allocated.
    fn copy_bytes(
        &self,
        m: &DeviceMemory,
        offset: usize,
        len: usize,
        copy: impl FnOnce(&mut [u8]),
    ) -> Result<()> {
        let addr = m.range(offset, len)?;
        let mut mem = self.memory();
        let s = mem.slice(addr, len).ok_or_else(|| Error::CopyRange {
            detail: format!("{len} bytes at {addr:#x} are not allocated"),
        })?;
        copy(s);
        Ok(())
    }

    /// Reads and clears what the kernels of a module with `gpujit.io` at `io`
    /// left there: the text of their `printf` records (in the order they were
    /// written), and the failed assertion, if any.
    fn drain_io(&self, io: u64) -> (String, Option<String>) {
        use gpujit_amdgcn::io::{BUFFER_BYTES, IO_BYTES, IoState, drain, fault_detail};
        let mem = std::cell::RefCell::new(self.memory());
        let read = |a: u64| read_c_string(&mut mem.borrow_mut(), a);
        let Some(state) = mem
            .borrow_mut()
            .slice(io, IO_BYTES)
            .and_then(|b| IoState::parse(b))
        else {
            return (String::new(), None);
        };
        let used = (state.used as usize).min(BUFFER_BYTES);
        let records = mem
            .borrow_mut()
            .slice(state.buffer, used)
            .map(|r| r.to_vec())
            .unwrap_or_default();
        let mut text = drain(&records, &read);
        if state.dropped > 0 {
            text.push_str(&format!(
                "gpujit: {} device printf records did not fit the {BUFFER_BYTES}-byte buffer\n",
                state.dropped,
            ));
        }
        let assertion = state.assertion.map(|_| fault_detail(&state, &read));
        if let Some(slot) = mem.borrow_mut().slice(io, IO_BYTES) {
            IoState::reset(slot);
        }
        (text, assertion)
    }

    fn record(&self, e: EmuError, kernel: &str) -> Error {
        *self
            .last_error
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = Some(e.clone());
        match e {
            EmuError::Fault { .. } | EmuError::Trap { .. } | EmuError::Timeout { .. } => {
                Error::KernelFault {
                    backend: Backend::Hip,
                    kernel: kernel.to_string(),
                    detail: e.to_string(),
                }
            }
            EmuError::Unimplemented { .. } | EmuError::Unsupported(_) => Error::Unsupported {
                backend: Backend::Hip,
                what: e.to_string(),
            },
        }
    }
}

impl EmuDevice {
    fn run(
        &self,
        k: &EmuKernel,
        prog: &Program,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
        grid_sync: Option<Option<u64>>,
    ) -> std::result::Result<(), EmuError> {
        if cfg.grid.count() == 0 || cfg.block.count() == 0 {
            return Ok(());
        }
        let mut mem = self.memory();
        let oom = || EmuError::Unsupported("out of host memory for the kernarg segment".into());
        let seg = kernargs(k, cfg, args, self.queue).ok_or_else(oom)?;
        let kernarg = mem.alloc(seg.len()).ok_or_else(oom)?;
        if let Some(s) = mem.slice(kernarg, seg.len()) {
            s.copy_from_slice(&seg);
        }
        // A cooperative launch (`grid_sync`): CUDA's zeroed `{u32 size; u32 barrier}`
        // workspace, its address in the module's variable (where the module has one) for
        // the length of the launch.
        let workspace = match grid_sync.flatten() {
            Some(var) => {
                let ws = mem.alloc(16).ok_or_else(oom)?;
                if let Some(s) = mem.slice(ws, 16) {
                    s.fill(0);
                    s[..4].copy_from_slice(&8u32.to_le_bytes());
                }
                if let Some(s) = mem.slice(var, 8) {
                    s.copy_from_slice(&ws.to_le_bytes());
                }
                Some((var, ws))
            }
            None => None,
        };
        let result = self.run_groups(&mut mem, k, prog, cfg, (kernarg, &seg), grid_sync.is_some());
        if let Some((var, ws)) = workspace {
            if let Some(s) = mem.slice(var, 8) {
                s.fill(0);
            }
            mem.free(ws);
        }
        mem.free(kernarg);
        result
    }

    fn run_groups(
        &self,
        mem: &mut Memory,
        k: &EmuKernel,
        prog: &Program,
        cfg: &LaunchConfig,
        (kernarg, seg): (u64, &[u8]),
        all_at_once: bool,
    ) -> std::result::Result<(), EmuError> {
        let d = &k.desc;
        let (g, b) = (cfg.grid, cfg.block);
        // The dispatch packet (hsa_kernel_dispatch_packet_t).
        let mut packet = [0u8; 64];
        put(
            &mut packet,
            2,
            &(if g.z * b.z > 1 {
                3u16
            } else if g.y * b.y > 1 {
                2
            } else {
                1
            })
            .to_le_bytes(),
        );
        put(&mut packet, 4, &(b.x as u16).to_le_bytes());
        put(&mut packet, 6, &(b.y as u16).to_le_bytes());
        put(&mut packet, 8, &(b.z as u16).to_le_bytes());
        put(&mut packet, 12, &(g.x.wrapping_mul(b.x)).to_le_bytes());
        put(&mut packet, 16, &(g.y.wrapping_mul(b.y)).to_le_bytes());
        put(&mut packet, 20, &(g.z.wrapping_mul(b.z)).to_le_bytes());
        let private = d
            .private_segment_fixed_size
            .max(k.meta.private_segment_fixed_size) as usize
            + if d.prop(11) { DYNAMIC_STACK } else { 0 };
        let lds_size =
            (d.group_segment_fixed_size as usize).next_multiple_of(16) + cfg.shared_bytes as usize;
        // Sizes from the code object: hardware has at most 64 KiB of LDS per
        // workgroup and far less scratch than MAX_PRIVATE per lane, so larger
        // requests come from a broken code object and are refused before any
        // host memory is touched.
        if d.group_segment_fixed_size as usize > LDS_BYTES || private > MAX_PRIVATE {
            return Err(EmuError::Unsupported(format!(
                "kernel `{}` asks for {} bytes of static LDS (at most {LDS_BYTES}) and {private} \
                 private bytes per work-item (at most {MAX_PRIVATE})",
                k.meta.name, d.group_segment_fixed_size
            )));
        }
        put(&mut packet, 24, &(private as u32).to_le_bytes());
        put(&mut packet, 28, &(lds_size as u32).to_le_bytes());
        put(&mut packet, 40, &kernarg.to_le_bytes());
        let dispatch = mem
            .alloc(64)
            .ok_or_else(|| EmuError::Unsupported("out of host memory".into()))?;
        if let Some(s) = mem.slice(dispatch, 64) {
            s.copy_from_slice(&packet);
        }
        let threads = b.count() as usize;
        let nwaves = threads.div_ceil(k.width as usize);
        let vgprs = d.vgprs(&self.info.arch, k.width);
        let oom = |what: &str| {
            EmuError::Unsupported(format!(
                "out of host memory for {what} ({nwaves} waves, {private} private bytes per \
                 lane, {lds_size} LDS bytes)"
            ))
        };
        let new_waves = || -> std::result::Result<Vec<Wave>, EmuError> {
            (0..nwaves)
                .map(|_| {
                    let mut w = Wave::new(prog.vgprs.max(vgprs), prog.agprs, private)?;
                    w.width = k.width;
                    w.vgpr_limit = vgprs;
                    Some(w)
                })
                .collect::<Option<_>>()
                .ok_or_else(|| oom("the waves' registers and scratch"))
        };
        let init_group = |waves: &mut [Wave], group: [u32; 3]| {
            for (wi, w) in waves.iter_mut().enumerate() {
                self.init_wave(
                    w,
                    wi,
                    k,
                    cfg,
                    group,
                    (kernarg, seg),
                    dispatch,
                    private,
                    prog.architected_ids,
                );
            }
        };
        let mut clock = 0u64;
        let mut result = Ok(());
        let mut counts = self.profiles.on().then(|| vec![0u64; prog.insts.len()]);
        if all_at_once {
            // Every workgroup resident: each takes a turn (a slice of every wave) in
            // order, so that one waiting for the others lets them run.
            let mut groups = Vec::new();
            for gz in 0..g.z {
                for gy in 0..g.y {
                    for gx in 0..g.x {
                        let mut waves = new_waves()?;
                        init_group(&mut waves, [gx, gy, gz]);
                        let lds: Vec<u8> =
                            crate::memory::zeroed(lds_size).ok_or_else(|| oom("LDS"))?;
                        groups.push(([gx, gy, gz], waves, lds, false));
                    }
                }
            }
            'rounds: loop {
                let mut busy = false;
                for (group, waves, lds, done) in groups.iter_mut().filter(|g| !g.3) {
                    let mut env = Env {
                        prog,
                        mem,
                        lds,
                        kernel: &k.meta.name,
                        group: *group,
                        private,
                        clock,
                        counts: counts.as_deref_mut(),
                    };
                    match step_group(waves, &mut env) {
                        Ok(finished) => *done = finished,
                        Err(e) => {
                            result = Err(e);
                            break 'rounds;
                        }
                    }
                    clock = env.clock;
                    busy = true;
                }
                if !busy {
                    break;
                }
            }
            mem.free(dispatch);
            return result;
        }
        let mut waves = new_waves()?;
        let mut lds: Vec<u8> = crate::memory::zeroed(lds_size).ok_or_else(|| oom("LDS"))?;
        'groups: for gz in 0..g.z {
            for gy in 0..g.y {
                for gx in 0..g.x {
                    lds.fill(0);
                    init_group(&mut waves, [gx, gy, gz]);
                    let mut env = Env {
                        prog,
                        mem,
                        lds: &mut lds,
                        kernel: &k.meta.name,
                        group: [gx, gy, gz],
                        private,
                        clock,
                        counts: counts.as_deref_mut(),
                    };
                    if let Err(e) = run_group(&mut waves, &mut env) {
                        result = Err(e);
                        break 'groups;
                    }
                    clock = env.clock;
                }
            }
        }
        mem.free(dispatch);
        if let (Ok(()), Some(c)) = (&result, &counts) {
            let mnemonic = |i: usize| {
                prog.insts
                    .get(i)
                    .and_then(|inst| inst.text.split_whitespace().next())
                    .unwrap_or("")
            };
            self.profiles.add(&k.meta.name, c, mnemonic);
        }
        result
    }

    /// The initial state of wave `wi` (AMDGPUUsage, "Initial Kernel
    /// Execution State"): user SGPRs as the descriptor enables them, then
    /// the system SGPRs, then the work-item ids in the VGPRs.
    #[allow(clippy::too_many_arguments)]
    fn init_wave(
        &self,
        w: &mut Wave,
        wi: usize,
        k: &EmuKernel,
        cfg: &LaunchConfig,
        group: [u32; 3],
        (kernarg, seg): (u64, &[u8]),
        dispatch: u64,
        private: usize,
        architected_ids: bool,
    ) {
        let d = &k.desc;
        w.s = [0; sreg::COUNT];
        w.v.fill(0);
        w.scratch.fill(0);
        w.scc = false;
        w.pc = k.entry;
        w.state = State::Run;
        w.index = wi as u32;
        w.steps = 0;
        w.gpr_idx = false;
        let mut s = 0usize;
        let mut push = |w: &mut Wave, vals: &[u32]| {
            for &v in vals {
                if s < 106 {
                    w.s[s] = v;
                }
                s += 1;
            }
        };
        if d.prop(0) {
            // Private segment buffer: scratch is reached through flat
            // scratch instructions here; the resource is left empty.
            push(w, &[0, 0, 0, 0]);
        }
        if d.prop(1) {
            push(w, &[dispatch as u32, (dispatch >> 32) as u32]);
        }
        if d.prop(2) {
            push(w, &[self.queue as u32, (self.queue >> 32) as u32]);
        }
        if d.prop(3) {
            push(w, &[kernarg as u32, (kernarg >> 32) as u32]);
        }
        if d.prop(4) {
            push(w, &[0, 0]);
        }
        if d.prop(5) {
            push(w, &[0, 0]);
        }
        if d.prop(6) {
            push(w, &[private as u32]);
        }
        let user = ((d.rsrc2 >> 1) & 0x1f) as usize;
        // Preloaded kernel arguments follow the enabled user SGPRs: dwords
        // of the kernarg segment from KERNARG_PRELOAD_SPEC_OFFSET on.
        let preload = usize::from(d.kernarg_preload & 0x7f);
        let preload_off = usize::from(d.kernarg_preload >> 7) * 4;
        for i in 0..preload {
            let o = preload_off + 4 * i;
            let v = seg
                .get(o..o + 4)
                .map_or(0, |b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
            push(w, &[v]);
        }
        let mut s = user;
        for (bit, v) in [(7, group[0]), (8, group[1]), (9, group[2])] {
            if d.rsrc2_bit(bit) && s < 106 {
                w.s[s] = v;
                s += 1;
            }
        }
        if d.rsrc2_bit(10) && s < 106 {
            w.s[s] = 0; // workgroup info
            s += 1;
        }
        if d.rsrc2_bit(0) && s < 106 {
            w.s[s] = 0; // private segment wave byte offset
        }
        if architected_ids {
            // GFX12's architected SGPRs: the workgroup id x in ttmp9, y and
            // z in the low and high halves of ttmp7.
            w.s[usize::from(sreg::TTMP) + 9] = group[0];
            w.s[usize::from(sreg::TTMP) + 7] = (group[1] & 0xffff) | (group[2] << 16);
        }
        let b = cfg.block;
        let threads = b.count() as usize;
        let first = wi * k.width as usize;
        let n = threads.saturating_sub(first).min(k.width as usize);
        let exec = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
        w.set_exec(exec);
        let ids = (d.rsrc2 >> 11) & 3;
        for l in 0..n {
            let t = (first + l) as u32;
            let x = t % b.x;
            let y = (t / b.x) % b.y;
            let z = t / (b.x * b.y);
            // gfx90a and gfx942 pack the ids into v0: x[9:0], y[19:10], z[29:20].
            let mut v0 = x;
            if ids >= 1 {
                v0 |= y << 10;
            }
            if ids >= 2 {
                v0 |= z << 20;
            }
            w.v[l] = v0;
        }
    }
}

fn run_group(waves: &mut [Wave], env: &mut Env<'_>) -> std::result::Result<(), EmuError> {
    while !step_group(waves, env)? {}
    Ok(())
}

/// Gives every running wave of a workgroup one slice and releases a barrier every live
/// wave has reached; whether the workgroup has finished.
fn step_group(waves: &mut [Wave], env: &mut Env<'_>) -> std::result::Result<bool, EmuError> {
    let mut live = 0;
    let mut waiting = 0;
    for w in waves.iter_mut() {
        if w.state == State::Run {
            match w.run(env, SLICE)? {
                Flow::Next => {}
                Flow::Barrier => w.state = State::Barrier,
                Flow::End => w.state = State::Done,
            }
            if w.steps > WATCHDOG {
                return Err(EmuError::Timeout {
                    kernel: env.kernel.to_string(),
                    workgroup: env.group,
                    steps: w.steps,
                });
            }
        }
        match w.state {
            State::Run => live += 1,
            State::Barrier => {
                live += 1;
                waiting += 1;
            }
            State::Done => {}
        }
    }
    if live == 0 {
        return Ok(true);
    }
    if waiting == live {
        for w in waves.iter_mut() {
            if w.state == State::Barrier {
                w.state = State::Run;
            }
        }
    }
    Ok(false)
}

impl EmuDevice {
    /// A launch, cooperative (every workgroup resident at once, the module's grid workspace
    /// variable set) where `grid_sync` holds.
    fn launch_with(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
        grid_sync: bool,
    ) -> Result<()> {
        if !grid_sync
            && let Some((k, c, a)) =
                kernel.coarsened(cfg, args, self.info.multiprocessors, |image| {
                    Device::load(self, image)
                })?
        {
            return self.launch_with(&k, &c, &a, false);
        }
        let module = kernel
            .module()
            .inner()
            .as_any()
            .downcast_ref::<EmuModule>()
            .ok_or_else(|| Error::Unsupported {
                backend: Backend::Hip,
                what: format!(
                    "kernel `{}` was not loaded by the AMDGCN emulator",
                    kernel.name()
                ),
            })?;
        let k = module
            .kernels
            .get(kernel.index())
            .ok_or_else(|| Error::UnknownKernel {
                name: kernel.name().to_string(),
                available: module.kernels.iter().map(|k| k.meta.name.clone()).collect(),
            })?;
        // A module that never reads the workspace has no variable for it.
        let workspace = grid_sync.then(|| {
            module
                .globals
                .get(gpujit_amdgcn::lower::GRID_WORKSPACE)
                .map(|(addr, _)| addr)
        });
        let ran = self.run(k, &module.prog, cfg, args, workspace);
        let (text, assertion) = match module.io {
            Some((io, _)) => self.drain_io(io),
            None => (String::new(), None),
        };
        if !text.is_empty() {
            gpujit_device::printf::emit(&text);
        }
        ran.map_err(|e| match (e, assertion) {
            (EmuError::Trap { pc, text, .. }, Some(detail)) => self.record(
                EmuError::Trap {
                    kernel: kernel.name().to_string(),
                    pc,
                    text: format!("{text}: {detail}"),
                },
                kernel.name(),
            ),
            (e, _) => self.record(e, kernel.name()),
        })
    }
}

impl Device for EmuDevice {
    fn info(&self) -> &DeviceInfo {
        &self.info
    }

    fn module_global(&self, module: &Module, name: &str) -> Result<DeviceMemory> {
        let m = module
            .inner()
            .as_any()
            .downcast_ref::<EmuModule>()
            .ok_or_else(|| Error::Unsupported {
                backend: Backend::Hip,
                what: "a module another device loaded".into(),
            })?;
        // SAFETY: each entry is the variable's storage in the loaded module, memory of
        // this device that lives as long as the module (kept loaded by the memory).
        unsafe { m.globals.find(&self.id, module, name) }
    }

    fn id(&self) -> &DeviceId {
        &self.id
    }

    fn alloc_raw(&self, bytes: usize) -> Result<DeviceMemory> {
        let addr = self.memory().alloc(bytes).ok_or(Error::OutOfMemory {
            backend: Backend::Hip,
            bytes,
        })?;
        let owner: Arc<dyn MemoryOwner> = self.owner.clone();
        // SAFETY: a fresh allocation of this device's emulated memory, freed by `Owner`
        // only; kernels and copies reach it through the emulator's memory, never as host
        // memory.
        Ok(unsafe { DeviceMemory::new(self.id.clone(), addr, bytes, owner) })
    }

    /// Host memory mapped at its own address (see the `mapped` module).
    fn alloc_mapped(&self, bytes: usize) -> Result<gpujit_device::MappedMemory> {
        self.mapped(bytes)
    }

    /// The program's memory mapped at its own address (see the `mapped` module).
    unsafe fn map_host(
        &self,
        host: std::ptr::NonNull<u8>,
        bytes: usize,
    ) -> Result<gpujit_device::HostMapping> {
        // SAFETY: the caller's contract, passed on.
        unsafe { self.map_range(host, bytes) }
    }

    unsafe fn write_raw(&self, dst: &DeviceMemory, offset: usize, src: &[u8]) -> Result<()> {
        self.copy_bytes(dst, offset, src.len(), |s| s.copy_from_slice(src))
    }

    unsafe fn read_raw(&self, src: &DeviceMemory, offset: usize, dst: &mut [u8]) -> Result<()> {
        self.copy_bytes(src, offset, dst.len(), |s| dst.copy_from_slice(s))
    }

    unsafe fn copy_raw(
        &self,
        src: &DeviceMemory,
        src_offset: usize,
        dst: &DeviceMemory,
        dst_offset: usize,
        bytes: usize,
    ) -> Result<()> {
        let from = src.range(src_offset, bytes)?;
        let to = dst.range(dst_offset, bytes)?;
        let mut mem = self.memory();
        let data = mem
            .slice(from, bytes)
            .ok_or_else(|| Error::CopyRange {
                detail: format!("{bytes} bytes at {from:#x} are not allocated"),
            })?
            .to_vec();
        mem.slice(to, bytes)
            .ok_or_else(|| Error::CopyRange {
                detail: format!("{bytes} bytes at {to:#x} are not allocated"),
            })?
            .copy_from_slice(&data);
        Ok(())
    }

    fn load(&self, image: &Image) -> Result<Module> {
        if image.format != ImageFormat::Hsaco {
            return Err(Error::WrongImageFormat {
                backend: Backend::Hip,
                format: image.format.to_string(),
            });
        }
        // As on hardware, the image must be for this device's target.
        if let Ok(co) = CodeObject::parse(&image.bytes) {
            check_loadable(&co, &self.info.arch, GENERIC_VERSION).map_err(mismatch_error)?;
        }
        let names: Vec<&str> = image.kernels.iter().map(|k| k.name.as_str()).collect();
        match load_module(image, &self.mem) {
            Ok(m) => Ok(Module::for_image(self.id.clone(), Arc::new(m), image)),
            Err(e) => {
                *self
                    .last_error
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner) = Some(e.clone());
                Err(Error::ModuleLoad {
                    backend: Backend::Hip,
                    module: names.join(", "),
                    status: e.to_string(),
                    log: String::new(),
                })
            }
        }
    }

    unsafe fn launch_raw(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        self.launch_with(kernel, cfg, args, false)
    }

    fn capabilities(&self) -> gpujit_device::Capabilities {
        gpujit_device::Capabilities {
            mapped_memory: true,
            unified_addressing: true,
            cooperative_launch: true,
            // Each stream runs its work when it is queued (see `stream`).
            concurrent_streams: false,
            ..Default::default()
        }
    }

    /// Runs every workgroup at once, each taking a turn of a slice per wave.
    unsafe fn launch_cooperative_raw(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        gpujit_device::check_cooperative(self, kernel, cfg)?;
        self.launch_with(kernel, cfg, args, true)
    }

    fn synchronize(&self) -> Result<()> {
        Ok(())
    }

    fn reset(&self) -> Result<()> {
        self.reset_in_place();
        Ok(())
    }

    /// A stream that runs each operation when it is queued (see [`crate::stream`]).
    fn create_stream(&self) -> Result<Arc<dyn gpujit_device::StreamImpl>> {
        Ok(Arc::new(crate::stream::EmuStream::new(self.clone())))
    }

    /// A completion marker, complete as soon as it is recorded.
    fn create_event(&self) -> Result<Arc<dyn gpujit_device::EventImpl>> {
        Ok(Arc::new(gpujit_device::MarkerEvent::new(Backend::Hip)))
    }

    /// Complete at once, stamped now: the emulator runs a launch before it returns.
    fn record_event(&self, event: &Arc<dyn gpujit_device::EventImpl>) -> Result<()> {
        let m = crate::stream::marker(event.as_ref())?;
        m.complete(m.arm());
        Ok(())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
