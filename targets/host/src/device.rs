//! `HostDevice`: buffers in host memory, kernels JIT-compiled by LLVM and run
//! block by block on all cores.
//!
//! Blocks run in parallel, one OS thread per core. Within a block, threads run
//! one after the other; a kernel that uses the block barrier runs each of its
//! threads as a stackful coroutine instead, suspended at every barrier until
//! all threads of the block have reached it. Some threads finishing while
//! others wait at a barrier is reported as [`Error::KernelFault`], never a hang.

use std::alloc::Layout;
use std::any::Any;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError, RwLock};
use std::thread::JoinHandle;

use gpujit_device::{
    Backend, Capabilities, Device, DeviceId, DeviceInfo, DeviceMemory, Dim3, Error, HostMapping,
    Image, ImageFormat, Kernel, KernelArg, LaunchConfig, MappedMemory, MemoryOwner, Module,
    ModuleImpl, Result, Running,
};
use gpujit_ir::inkwell::OptimizationLevel;
use gpujit_ir::inkwell::context::Context;
use gpujit_ir::inkwell::execution_engine::ExecutionEngine;
use gpujit_ir::inkwell::memory_buffer::MemoryBuffer;
use gpujit_ir::inkwell::module::Module as LlvmModule;

use crate::lower::{
    BARRIER_FN, CHECK_FN, COOPERATIVE_FNS, ENTRY_SUFFIX, QUERY_FN, SHARED_FN, SHUFFLE_FN,
    STATIC_SHARED_FN, VOTE_FN,
};
use crate::runtime::{self, Launch, Worker};

mod reset;

/// Alignment of host buffers, as generous as a GPU allocator's.
const BUFFER_ALIGN: usize = 512;

/// The host CPU as a device.
///
/// Kernels run in this process, on the memory of its buffers. A launch therefore keeps the
/// device's copies waiting until it has finished (and launches wait for each other), so a
/// copy never races a kernel writing the same buffer. Clones share the device: its
/// identity, and that ordering.
#[derive(Clone)]
pub struct HostDevice {
    info: DeviceInfo,
    id: DeviceId,
    workers: usize,
    /// Launches take it exclusively, copies shared.
    gate: Arc<RwLock<()>>,
    /// Every stream made on the device, for [`Device::synchronize`] to wait for.
    streams: crate::stream::Streams,
}

/// One kernel argument's slot: its bytes in the low bytes of 8-aligned words, where a
/// little-endian load of its type reads them (as many words as the argument needs).
pub(crate) type Slot = Vec<u64>;

impl HostDevice {
    /// The host CPU with warps of `warp_size` threads (32 by default; 64
    /// exercises wave64 behaviour). Must be a power of two from 1 to 64.
    pub fn with_warp_size(warp_size: u32) -> Result<Self> {
        if !warp_size.is_power_of_two() || warp_size > 64 {
            return Err(Error::Unsupported {
                backend: Backend::Host,
                what: format!("warp size {warp_size}: use a power of two up to 64"),
            });
        }
        let mut d = Self::new();
        d.info.warp_size = warp_size;
        d.id = DeviceId::new(Backend::Host, 0, &d.info.name);
        Ok(d)
    }
}

impl Default for HostDevice {
    fn default() -> Self {
        Self::new()
    }
}

impl HostDevice {
    /// The host CPU, using every available core.
    pub fn new() -> Self {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let name = cpu_name();
        HostDevice {
            id: DeviceId::new(Backend::Host, 0, &name),
            gate: Arc::new(RwLock::new(())),
            streams: Default::default(),
            info: DeviceInfo {
                backend: Backend::Host,
                ordinal: 0,
                name,
                arch: crate::codegen::host_arch(),
                total_memory: total_memory(),
                warp_size: 32,
                multiprocessors: cores as u32,
                max_threads_per_block: 1024,
                max_block: Dim3::new(1024, 1024, 64),
                max_grid: Dim3::new(i32::MAX as u32, 65535, 65535),
                // A block's shared memory is host memory sized per launch:
                // the most any NVIDIA part lets a block opt in to (Hopper's
                // 227 KiB), so every program written for one runs here.
                max_shared_per_block: 227 * 1024,
            },
            workers: cores,
        }
    }
}

fn cpu_name() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|s| s.trim().to_string())
        })
        .unwrap_or_else(|| "host CPU".to_string())
}

fn total_memory() -> u64 {
    std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("MemTotal:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|k| k.parse::<u64>().ok())
        })
        .map_or(0, |kib| kib * 1024)
}

struct HostMemory;

/// Allocates `bytes` zeroed, BUFFER_ALIGN-aligned bytes and registers them for
/// checked mode; `HostMemory` frees them. More than the machine's memory
/// (`limit`) is refused up front: with overcommit the allocation itself could
/// succeed and the process be killed when the pages are touched.
fn alloc_host(bytes: usize, limit: u64) -> Result<std::ptr::NonNull<u8>> {
    let oom = || Error::OutOfMemory {
        backend: Backend::Host,
        bytes,
    };
    if limit > 0 && bytes as u64 > limit {
        return Err(oom());
    }
    let layout = Layout::from_size_align(bytes.max(1), BUFFER_ALIGN).map_err(|_| oom())?;
    // SAFETY: the layout has a non-zero size.
    let p = std::ptr::NonNull::new(unsafe { std::alloc::alloc_zeroed(layout) }).ok_or_else(oom)?;
    runtime::register(p.as_ptr() as u64, bytes);
    Ok(p)
}

impl MemoryOwner for HostMemory {
    fn free(&self, addr: u64, bytes: usize) {
        if let Ok(layout) = Layout::from_size_align(bytes.max(1), BUFFER_ALIGN) {
            runtime::unregister(addr);
            // SAFETY: `addr` was returned by `alloc_zeroed` with this very layout in
            // `alloc_raw`, and `free` runs exactly once per allocation.
            unsafe { std::alloc::dealloc(addr as *mut u8, layout) };
        }
    }
}

/// Ends a [`Device::map_host`] mapping: the bytes leave checked mode's list
/// and stay the program's.
struct MappedHostRange;

impl MemoryOwner for MappedHostRange {
    fn free(&self, addr: u64, _bytes: usize) {
        runtime::unregister(addr);
    }
}

/// A JIT-compiled host module. Fields drop in order: engine, module, context.
struct HostModule {
    engine: ExecutionEngine<'static>,
    _module: LlvmModule<'static>,
    _ctx: Box<Context>,
    entries: Vec<usize>,
    cooperative: bool,
    /// Checked mode: shared-memory accesses are checked.
    checked_shared: bool,
    static_shared: usize,
    /// Module variables by name: address and size.
    globals: gpujit_device::ModuleVariables,
}

// SAFETY: after `load` the engine is only read (function addresses were resolved
// up front) and dropped; the JIT-compiled code is reentrant and keeps no state
// of its own, so sharing the module between threads is sound.
unsafe impl Send for HostModule {}
// SAFETY: see `Send` above: no method mutates the engine after construction.
unsafe impl Sync for HostModule {}

impl ModuleImpl for HostModule {
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn jit_error(what: impl std::fmt::Display, kernels: &[gpujit_device::KernelSignature]) -> Error {
    Error::ModuleLoad {
        backend: Backend::Host,
        module: kernels
            .iter()
            .map(|k| k.name.as_str())
            .collect::<Vec<_>>()
            .join(", "),
        status: "LLVM JIT".into(),
        log: what.to_string(),
    }
}

impl HostModule {
    fn new(image: &Image) -> Result<HostModule> {
        let ctx = Box::new(Context::create());
        // SAFETY: the context is boxed, so its address is stable, and `HostModule`
        // drops the engine and module (which borrow it) before the box.
        let ctx_ref: &'static Context = unsafe { &*(ctx.as_ref() as *const Context) };
        // Code generation errors become this load's error, not an exit.
        gpujit_ir::diagnostics::capture(ctx_ref);
        let buf = MemoryBuffer::create_from_memory_range_copy(&image.bytes, "gpujit-host");
        let module = LlvmModule::parse_bitcode_from_buffer(&buf, ctx_ref)
            .map_err(|e| jit_error(e, &image.kernels))?;
        // Code generation may call conversion routines for half and bfloat;
        // declare them so that the JIT resolves them to ours.
        let conv_ty = ctx_ref
            .f32_type()
            .fn_type(&[ctx_ref.f32_type().into()], false);
        for (name, _) in crate::softfloat::library_calls() {
            if module.get_function(name).is_none() {
                module.add_function(name, conv_ty, None);
            }
        }
        let callees = gpujit_ir::lower::callees(&module);
        let cooperative = callees
            .iter()
            .any(|n| COOPERATIVE_FNS.contains(&n.as_str()));
        let checked_shared = callees.iter().any(|n| n == crate::shared::CHECK_SHARED_FN);
        let engine = module
            .create_jit_execution_engine(OptimizationLevel::Default)
            .map_err(|e| jit_error(e, &image.kernels))?;
        let runtime: [(&str, usize); 14] = [
            (
                crate::lower::PRINTF_FN,
                runtime::gpujit_host_printf as extern "C" fn(*const u8, *const u8, i32) -> i32
                    as usize,
            ),
            (
                crate::lower::ASSERT_FN,
                runtime::gpujit_host_assert as extern "C" fn(*const u8, *const u8, i32, *const u8)
                    as usize,
            ),
            (
                crate::lower::TRAP_FN,
                runtime::gpujit_host_trap as extern "C" fn() as usize,
            ),
            (
                crate::lower::POLL_FN,
                runtime::gpujit_host_poll as extern "C" fn() as usize,
            ),
            (
                crate::lower::GRID_WORKSPACE_FN,
                runtime::gpujit_host_grid_workspace as extern "C" fn() -> i64 as usize,
            ),
            (
                crate::lower::CLOCK_FN,
                runtime::gpujit_host_clock as extern "C" fn(i32) -> i64 as usize,
            ),
            (
                QUERY_FN,
                runtime::gpujit_host_query as extern "C" fn(i32) -> i32 as usize,
            ),
            (
                BARRIER_FN,
                runtime::gpujit_host_barrier as extern "C" fn() as usize,
            ),
            (
                SHARED_FN,
                runtime::gpujit_host_shared as extern "C" fn() -> *mut u8 as usize,
            ),
            (
                SHUFFLE_FN,
                runtime::gpujit_host_shuffle as extern "C" fn(i32, i32, i32, i32) -> i32 as usize,
            ),
            (
                VOTE_FN,
                runtime::gpujit_host_vote as extern "C" fn(i32, i32) -> i64 as usize,
            ),
            (
                crate::mma::MMA_FN,
                runtime::gpujit_host_mma
                    as extern "C" fn(i32, *const u8, *const u8, *const u8, *mut u8)
                    as usize,
            ),
            (
                CHECK_FN,
                runtime::gpujit_host_check as extern "C" fn(*mut u8, i64, i32) -> *mut u8 as usize,
            ),
            (
                crate::shared::CHECK_SHARED_FN,
                runtime::gpujit_host_check_shared
                    as extern "C" fn(*mut u8, i64, i32, i64, i64) -> *mut u8
                    as usize,
            ),
        ];
        for (name, addr) in runtime.into_iter().chain(crate::softfloat::library_calls()) {
            if let Some(f) = module.get_function(name) {
                engine.add_global_mapping(&f, addr);
            }
        }
        for (name, addr) in crate::special::functions() {
            if let Some(f) = module.get_function(&name) {
                engine.add_global_mapping(&f, addr);
            }
        }
        let mut entries = Vec::with_capacity(image.kernels.len());
        for k in &image.kernels {
            let name = format!("{}{ENTRY_SUFFIX}", k.name);
            let addr = engine
                .get_function_address(&name)
                .map_err(|e| jit_error(format!("{name}: {e:?}"), &image.kernels))?;
            entries.push(addr);
        }
        let addr = engine
            .get_function_address(STATIC_SHARED_FN)
            .map_err(|e| jit_error(format!("{STATIC_SHARED_FN}: {e:?}"), &image.kernels))?;
        gpujit_ir::diagnostics::check("JIT code generation")
            .map_err(|e| jit_error(e, &image.kernels))?;
        // SAFETY: the host compiler generates this function with type `i64 ()`; it only returns a constant.
        let static_shared = unsafe { std::mem::transmute::<usize, extern "C" fn() -> i64>(addr) }();
        let globals = module_variables(&engine, &module);
        Ok(HostModule {
            engine,
            _module: module,
            _ctx: ctx,
            entries,
            cooperative,
            checked_shared,
            static_shared: usize::try_from(static_shared).unwrap_or(0),
            globals,
        })
    }
}

/// The writable variables `module` defines (CUDA's `__constant__` and `__device__`
/// variables), resolved in `engine` up front: their addresses and sizes.
fn module_variables(
    engine: &ExecutionEngine<'static>,
    module: &LlvmModule<'static>,
) -> gpujit_device::ModuleVariables {
    use gpujit_ir::inkwell::module::Linkage;
    let mut out = std::collections::BTreeMap::new();
    for g in module.get_globals() {
        let name = g.get_name().to_string_lossy().into_owned();
        if g.is_declaration()
            || g.is_constant()
            || name.starts_with(gpujit_ir::PREFIX)
            || matches!(g.get_linkage(), Linkage::Private | Linkage::Internal)
        {
            continue;
        }
        let Ok(c) = std::ffi::CString::new(name.as_str()) else {
            continue;
        };
        // SAFETY: the engine is live and the name a NUL-terminated string; the call
        // returns 0 for a symbol it cannot resolve.
        let addr = unsafe {
            gpujit_ir::inkwell::llvm_sys::execution_engine::LLVMGetGlobalValueAddress(
                engine.as_mut_ptr(),
                c.as_ptr(),
            )
        };
        let size = engine.get_target_data().get_store_size(&g.get_value_type()) as usize;
        if addr != 0 && size > 0 {
            out.insert(name, (addr, size));
        }
    }
    gpujit_device::ModuleVariables(out)
}

impl Drop for HostModule {
    fn drop(&mut self) {
        // The engine owns the module's machine code; nothing else to release.
        let _ = &self.engine;
    }
}

impl HostDevice {
    /// The host module behind `kernel`.
    fn module<'k>(&self, kernel: &'k Kernel) -> Result<&'k HostModule> {
        kernel
            .module()
            .inner()
            .as_any()
            .downcast_ref::<HostModule>()
            .ok_or_else(|| Error::Unsupported {
                backend: Backend::Host,
                what: format!(
                    "kernel `{}` was not loaded by the host device",
                    kernel.name()
                ),
            })
    }

    /// Checks that `kernel` was loaded by the host device.
    pub(crate) fn host_module(&self, kernel: &Kernel) -> Result<()> {
        self.module(kernel).map(|_| ())
    }

    /// Shared access for a copy: waits for a running launch.
    pub(crate) fn copying(&self) -> std::sync::RwLockReadGuard<'_, ()> {
        self.gate.read().unwrap_or_else(PoisonError::into_inner)
    }

    /// Runs `kernel` over the grid on every core and returns when it has finished. A
    /// cooperative launch (`grid_sync`) runs every block at once, each on an OS thread of
    /// its own, with a grid workspace for `cooperative_groups::this_grid().sync()`.
    pub(crate) fn run(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        slots: &[Slot],
        grid_sync: bool,
    ) -> Result<()> {
        let module = self.module(kernel)?;
        let ptrs: Vec<*const u8> = slots.iter().map(|v| v.as_ptr().cast::<u8>()).collect();
        // CUDA's `grid_workspace`: `{u32 size; u32 barrier}`, the barrier counting from 0.
        let mut workspace = [8u32, 0, 0, 0];
        let launch = Launch {
            entry: module.entries[kernel.index()],
            args: ptrs.as_ptr() as usize,
            grid: cfg.grid,
            block: cfg.block,
            warp: self.info.warp_size,
            shared_bytes: module.static_shared + cfg.shared_bytes as usize,
            cooperative: module.cooperative,
            checked_shared: module.checked_shared,
            grid_workspace: if grid_sync {
                workspace.as_mut_ptr() as u64
            } else {
                0
            },
            stopped: AtomicBool::new(false),
            fault: std::sync::Mutex::new(None),
        };
        let blocks = cfg.grid.count();
        let next = AtomicU64::new(0);
        let failed = AtomicBool::new(false);
        let first_error = std::sync::Mutex::new(None::<String>);
        let workers = if grid_sync {
            blocks.max(1) as usize
        } else {
            (self.workers as u64).min(blocks).max(1) as usize
        };
        std::thread::scope(|s| {
            for _ in 0..workers {
                s.spawn(|| {
                    let mut worker = Worker::default();
                    loop {
                        if failed.load(Ordering::Relaxed) {
                            break;
                        }
                        let b = next.fetch_add(1, Ordering::Relaxed);
                        if b >= blocks {
                            break;
                        }
                        let g = cfg.grid;
                        let idx = [
                            (b % u64::from(g.x)) as u32,
                            ((b / u64::from(g.x)) % u64::from(g.y)) as u32,
                            (b / (u64::from(g.x) * u64::from(g.y))) as u32,
                        ];
                        if let Err(e) = launch.run_block(idx, &mut worker) {
                            first_error
                                .lock()
                                .unwrap_or_else(|p| p.into_inner())
                                .get_or_insert(e);
                            failed.store(true, Ordering::Relaxed);
                            launch.stopped.store(true, Ordering::Relaxed);
                        }
                        if grid_sync {
                            break;
                        }
                    }
                });
            }
        });
        drop(ptrs);
        let fault = launch.fault.into_inner().unwrap_or_else(|p| p.into_inner());
        match first_error
            .into_inner()
            .unwrap_or_else(|p| p.into_inner())
            .or(fault)
        {
            Some(detail) => Err(Error::KernelFault {
                backend: Backend::Host,
                kernel: kernel.name().to_string(),
                detail,
            }),
            None => Ok(()),
        }
    }
}

/// Each argument in its own slot.
pub(crate) fn slots(args: &[KernelArg<'_>]) -> Vec<Slot> {
    args.iter()
        .map(|a| {
            let mut slot = vec![0u64; a.with_bytes(|b| b.len().div_ceil(8)).max(1)];
            for (w, chunk) in slot.iter_mut().zip(a.bytes().chunks(8)) {
                let mut b = [0u8; 8];
                b[..chunk.len()].copy_from_slice(chunk);
                *w = u64::from_le_bytes(b);
            }
            slot
        })
        .collect()
}

/// A kernel running on its own thread: [`Device::launch_detached_raw`].
struct HostRunning {
    kernel: String,
    thread: Mutex<Option<JoinHandle<Result<()>>>>,
    /// The outcome, once collected: the fault's text, if any.
    outcome: Mutex<Option<std::result::Result<(), String>>>,
}

impl HostRunning {
    /// Joins the thread if `wait` or it has finished; the outcome once known.
    fn collect(&self, wait: bool) -> Option<Result<()>> {
        let mut outcome = self.outcome.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(done) = outcome.as_ref() {
            return Some(done.clone().map_err(|detail| self.fault(detail)));
        }
        let mut thread = self.thread.lock().unwrap_or_else(PoisonError::into_inner);
        if !wait && thread.as_ref().is_some_and(|t| !t.is_finished()) {
            return None;
        }
        let result = match thread.take().map(JoinHandle::join) {
            Some(Ok(r)) => r,
            Some(Err(_)) => Err(self.fault("the kernel's thread panicked".into())),
            None => Ok(()),
        };
        *outcome = Some(result.as_ref().map(|_| ()).map_err(|e| e.to_string()));
        Some(result)
    }

    fn fault(&self, detail: String) -> Error {
        Error::KernelFault {
            backend: Backend::Host,
            kernel: self.kernel.clone(),
            detail,
        }
    }
}

impl Running for HostRunning {
    fn is_finished(&self) -> Result<bool> {
        self.collect(false).map_or(Ok(false), |r| r.map(|()| true))
    }

    fn wait(&self) -> Result<()> {
        self.collect(true).unwrap_or(Ok(()))
    }
}

impl Device for HostDevice {
    fn info(&self) -> &DeviceInfo {
        &self.info
    }

    fn id(&self) -> &DeviceId {
        &self.id
    }

    fn capabilities(&self) -> Capabilities {
        Capabilities {
            mapped_memory: true,
            unified_addressing: true,
            detached_launch: true,
            detached_blocks_device: false,
            cooperative_launch: true,
            concurrent_streams: true,
        }
    }

    fn alloc_raw(&self, bytes: usize) -> Result<DeviceMemory> {
        let p = alloc_host(bytes, self.info.total_memory)?;
        // SAFETY: `bytes` fresh bytes at `p`, owned by this value alone until HostMemory
        // frees them with the layout `alloc_host` used.
        Ok(unsafe {
            DeviceMemory::new(
                self.id.clone(),
                p.as_ptr() as u64,
                bytes,
                Arc::new(HostMemory),
            )
        })
    }

    unsafe fn write_raw(&self, dst: &DeviceMemory, offset: usize, src: &[u8]) -> Result<()> {
        let addr = dst.range(offset, src.len())?;
        let _copying = self.copying();
        // SAFETY: `dst` is an allocation of this process made by `alloc_raw` (it belongs to
        // this device: the caller's contract) and the range lies inside it (checked above);
        // no kernel runs meanwhile (the gate) and the caller holds it exclusively, so nothing
        // else touches those bytes; `src` is other memory.
        unsafe { std::ptr::copy_nonoverlapping(src.as_ptr(), addr as *mut u8, src.len()) };
        Ok(())
    }

    unsafe fn read_raw(&self, src: &DeviceMemory, offset: usize, dst: &mut [u8]) -> Result<()> {
        let addr = src.range(offset, dst.len())?;
        let _copying = self.copying();
        // SAFETY: as in `write_raw`: memory of this device, inside the allocation, not
        // written meanwhile (no kernel runs, and writers need the buffer exclusively).
        unsafe { std::ptr::copy_nonoverlapping(addr as *const u8, dst.as_mut_ptr(), dst.len()) };
        Ok(())
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
        let _copying = self.copying();
        // SAFETY: both ranges lie inside allocations of this process (this device's, by the
        // caller's contract; bounds checked above), do not overlap and are not otherwise
        // accessed meanwhile (the caller's contract; no kernel runs: the gate).
        unsafe { std::ptr::copy_nonoverlapping(from as *const u8, to as *mut u8, bytes) };
        Ok(())
    }

    fn load(&self, image: &Image) -> Result<Module> {
        if image.format != ImageFormat::HostBitcode {
            return Err(Error::WrongImageFormat {
                backend: Backend::Host,
                format: image.format.to_string(),
            });
        }
        let m = HostModule::new(image)?;
        Ok(Module::for_image(self.id.clone(), Arc::new(m), image))
    }

    fn module_global(&self, module: &Module, name: &str) -> Result<DeviceMemory> {
        let m = module
            .inner()
            .as_any()
            .downcast_ref::<HostModule>()
            .ok_or_else(|| Error::Unsupported {
                backend: Backend::Host,
                what: "a module another backend loaded".into(),
            })?;
        // SAFETY: each entry is the variable's storage in the loaded module, memory of
        // this device that lives as long as the module (kept loaded by the memory).
        unsafe { m.globals.find(&self.id, module, name) }
    }

    unsafe fn launch_raw(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        let slots = slots(args);
        let _running = self.gate.write().unwrap_or_else(PoisonError::into_inner);
        self.run(kernel, cfg, &slots, false)
    }

    unsafe fn launch_cooperative_raw(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        self.module(kernel)?;
        gpujit_device::check_cooperative(self, kernel, cfg)?;
        let slots = slots(args);
        let _running = self.gate.write().unwrap_or_else(PoisonError::into_inner);
        self.run(kernel, cfg, &slots, true)
    }

    unsafe fn launch_detached_raw(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<Box<dyn Running>> {
        self.module(kernel)?;
        let slots = slots(args);
        let (dev, k, cfg) = (self.clone(), kernel.clone(), *cfg);
        // Not under the gate: the kernel runs beside copies and launches by design, and the
        // caller vouches for the memory it uses (this function's contract).
        let thread = std::thread::Builder::new()
            .name(format!("gpujit-{}", kernel.name()))
            .spawn(move || dev.run(&k, &cfg, &slots, false))
            .map_err(|e| Error::Unsupported {
                backend: Backend::Host,
                what: format!("a thread for kernel `{}`: {e}", kernel.name()),
            })?;
        Ok(Box::new(HostRunning {
            kernel: kernel.name().to_string(),
            thread: Mutex::new(Some(thread)),
            outcome: Mutex::new(None),
        }))
    }

    /// Launches and copies are synchronous on the host; this waits for the work queued on
    /// the device's streams, as CUDA's and HIP's device synchronisation does. A failure of
    /// stream work stays with its stream (its `synchronize`, or the scope, reports it).
    fn synchronize(&self) -> Result<()> {
        self.streams.wait_all();
        Ok(())
    }

    fn reset(&self) -> Result<()> {
        self.reset_in_place()
    }

    /// A worker thread that runs the stream's queue in order.
    fn create_stream(&self) -> Result<Arc<dyn gpujit_device::StreamImpl>> {
        let stream = crate::stream::HostStream::new(self.clone())?;
        self.streams.register(&stream);
        Ok(Arc::new(stream))
    }

    /// A completion marker stamped by the stream's thread.
    fn create_event(&self) -> Result<Arc<dyn gpujit_device::EventImpl>> {
        Ok(Arc::new(gpujit_device::MarkerEvent::new(Backend::Host)))
    }

    /// Complete at once, stamped now: launches on the host return when the kernel has
    /// finished.
    fn record_event(&self, event: &Arc<dyn gpujit_device::EventImpl>) -> Result<()> {
        let m = crate::stream::marker(event.as_ref())?;
        m.complete(m.arm());
        Ok(())
    }

    /// Ordinary host memory: kernels on the host reach it at its own address.
    fn alloc_mapped(&self, bytes: usize) -> Result<MappedMemory> {
        let host = alloc_host(bytes, self.info.total_memory)?;
        // SAFETY: `bytes` zeroed bytes at `host`, BUFFER_ALIGN-aligned, owned by this value
        // alone and valid until HostMemory frees them with the layout `alloc_host` used.
        Ok(unsafe {
            MappedMemory::new(
                self.id.clone(),
                host,
                host.as_ptr() as u64,
                bytes,
                Arc::new(HostMemory),
            )
        })
    }

    /// The host's own memory needs no mapping: kernels reach it at its address (checked mode
    /// learns the range).
    unsafe fn map_host(&self, host: std::ptr::NonNull<u8>, bytes: usize) -> Result<HostMapping> {
        runtime::register(host.as_ptr() as u64, bytes);
        // SAFETY: kernels on the host reach the caller's bytes at their own address for as long
        // as the caller keeps them (its contract); the owner only forgets the range.
        Ok(unsafe {
            HostMapping::new(
                self.id.clone(),
                host,
                host.as_ptr() as u64,
                bytes,
                Arc::new(MappedHostRange),
            )
        })
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}
