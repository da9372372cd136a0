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
use std::cell::Cell;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use corosensei::stack::DefaultStack;
use corosensei::{Coroutine, CoroutineResult, Yielder};
use gpujit_device::{
    Backend, Device, DeviceInfo, DeviceMemory, Dim3, Error, Image, ImageFormat, Kernel, KernelArg,
    LaunchConfig, MemoryOwner, Module, ModuleImpl, Result,
};
use gpujit_ir::inkwell::OptimizationLevel;
use gpujit_ir::inkwell::context::Context;
use gpujit_ir::inkwell::execution_engine::ExecutionEngine;
use gpujit_ir::inkwell::memory_buffer::MemoryBuffer;
use gpujit_ir::inkwell::module::Module as LlvmModule;

use crate::lower::{BARRIER_FN, ENTRY_SUFFIX, QUERY_FN};

/// Alignment of host buffers, as generous as a GPU allocator's.
const BUFFER_ALIGN: usize = 256;
/// Stack of one cooperative thread.
const COROUTINE_STACK: usize = 128 * 1024;

type Entry = unsafe extern "C" fn(*const *const u8);

/// Per-OS-thread state of the GPU thread currently running on it.
#[derive(Clone, Copy)]
struct ThreadState {
    /// Indexed as `lower::query_code`: tid xyz, block id xyz, block dim xyz, grid dim xyz, warp size.
    ids: [u32; 13],
    /// The running coroutine's yielder, null outside cooperative mode.
    yielder: *const Yielder<(), ()>,
}

thread_local! {
    static STATE: Cell<ThreadState> = const { Cell::new(ThreadState { ids: [0; 13], yielder: std::ptr::null() }) };
}

extern "C" fn gpujit_host_query(what: i32) -> i32 {
    let ids = STATE.with(|s| s.get().ids);
    usize::try_from(what)
        .ok()
        .and_then(|i| ids.get(i))
        .map_or(0, |&v| v as i32)
}

extern "C" fn gpujit_host_barrier() {
    let state = STATE.with(|s| s.get());
    if state.yielder.is_null() {
        // Modules that call the barrier always run cooperatively (see `launch_raw`).
        return;
    }
    // SAFETY: the yielder belongs to the coroutine running on this OS thread right
    // now; it lives as long as that coroutine, which is suspended here.
    unsafe { (*state.yielder).suspend(()) };
    STATE.with(|s| s.set(state));
}

/// The host CPU as a device.
pub struct HostDevice {
    info: DeviceInfo,
    workers: usize,
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
        HostDevice {
            info: DeviceInfo {
                backend: Backend::Host,
                ordinal: 0,
                name: cpu_name(),
                arch: crate::codegen::host_arch(),
                total_memory: total_memory(),
                warp_size: 32,
                multiprocessors: cores as u32,
                max_threads_per_block: 1024,
                max_block: Dim3::new(1024, 1024, 64),
                max_grid: Dim3::new(i32::MAX as u32, 65535, 65535),
                max_shared_per_block: 48 * 1024,
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

impl MemoryOwner for HostMemory {
    fn free(&self, addr: u64, bytes: usize) {
        if let Ok(layout) = Layout::from_size_align(bytes.max(1), BUFFER_ALIGN) {
            // SAFETY: `addr` was returned by `alloc_zeroed` with this very layout in
            // `alloc_raw`, and `free` runs exactly once per allocation.
            unsafe { std::alloc::dealloc(addr as *mut u8, layout) };
        }
    }
}

/// A JIT-compiled host module. Fields drop in order: engine, module, context.
struct HostModule {
    engine: ExecutionEngine<'static>,
    _module: LlvmModule<'static>,
    _ctx: Box<Context>,
    entries: Vec<usize>,
    cooperative: bool,
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
        let buf = MemoryBuffer::create_from_memory_range_copy(&image.bytes, "gpujit-host");
        let module = LlvmModule::parse_bitcode_from_buffer(&buf, ctx_ref)
            .map_err(|e| jit_error(e, &image.kernels))?;
        let cooperative = gpujit_ir::lower::callees(&module)
            .iter()
            .any(|n| n == BARRIER_FN);
        let engine = module
            .create_jit_execution_engine(OptimizationLevel::Default)
            .map_err(|e| jit_error(e, &image.kernels))?;
        let runtime: [(&str, usize); 2] = [
            (
                QUERY_FN,
                gpujit_host_query as extern "C" fn(i32) -> i32 as usize,
            ),
            (BARRIER_FN, gpujit_host_barrier as extern "C" fn() as usize),
        ];
        for (name, addr) in runtime {
            if let Some(f) = module.get_function(name) {
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
        Ok(HostModule {
            engine,
            _module: module,
            _ctx: ctx,
            entries,
            cooperative,
        })
    }
}

impl Drop for HostModule {
    fn drop(&mut self) {
        // The engine owns the module's machine code; nothing else to release.
        let _ = &self.engine;
    }
}

/// Everything one block needs, shared by the worker threads.
struct Launch {
    entry: usize,
    args: usize,
    grid: Dim3,
    block: Dim3,
    warp: u32,
    cooperative: bool,
}

impl Launch {
    fn ids(&self, block: [u32; 3], thread: [u32; 3]) -> [u32; 13] {
        let (g, b) = (self.grid, self.block);
        [
            thread[0], thread[1], thread[2], block[0], block[1], block[2], b.x, b.y, b.z, g.x, g.y,
            g.z, self.warp,
        ]
    }

    fn threads(&self) -> impl Iterator<Item = [u32; 3]> + '_ {
        let b = self.block;
        (0..b.z).flat_map(move |z| (0..b.y).flat_map(move |y| (0..b.x).map(move |x| [x, y, z])))
    }

    /// Runs one block; returns a description of a divergent barrier, if any.
    fn run_block(
        &self,
        block: [u32; 3],
        stacks: &mut Vec<DefaultStack>,
    ) -> std::result::Result<(), String> {
        // SAFETY: `entry` is the address of a JIT-compiled `void (ptr)` wrapper of
        // the module this launch holds alive.
        let entry: Entry = unsafe { std::mem::transmute::<usize, Entry>(self.entry) };
        let args = self.args as *const *const u8;
        if !self.cooperative {
            for t in self.threads() {
                STATE.with(|s| {
                    s.set(ThreadState {
                        ids: self.ids(block, t),
                        yielder: std::ptr::null(),
                    })
                });
                // SAFETY: `args` holds one pointer per kernel parameter to a live value
                // of its type, as the wrapper expects (checked by `check_launch`).
                unsafe { entry(args) };
            }
            return Ok(());
        }
        let mut coroutines = Vec::with_capacity(self.block.count() as usize);
        for t in self.threads() {
            let stack = match stacks.pop() {
                Some(s) => s,
                None => DefaultStack::new(COROUTINE_STACK)
                    .map_err(|e| format!("allocating a thread stack: {e}"))?,
            };
            let ids = self.ids(block, t);
            let args_addr = self.args;
            let co: Coroutine<(), (), (), DefaultStack> =
                Coroutine::with_stack(stack, move |y: &Yielder<(), ()>, ()| {
                    STATE.with(|s| {
                        s.set(ThreadState {
                            ids,
                            yielder: y as *const _,
                        })
                    });
                    // SAFETY: as above; the arguments outlive the launch, which waits
                    // for every coroutine of the block.
                    unsafe { entry(args_addr as *const *const u8) };
                });
            coroutines.push((t, co));
        }
        let mut result = Ok(());
        let mut live: Vec<usize> = (0..coroutines.len()).collect();
        while !live.is_empty() {
            let mut waiting = Vec::new();
            let mut finished = Vec::new();
            for &i in &live {
                match coroutines[i].1.resume(()) {
                    CoroutineResult::Yield(()) => waiting.push(i),
                    CoroutineResult::Return(()) => finished.push(i),
                }
            }
            if !waiting.is_empty() && !finished.is_empty() {
                let t = coroutines[waiting[0]].0;
                let f = coroutines[finished[0]].0;
                result = Err(format!(
                    "divergent barrier in block ({}, {}, {}): thread ({}, {}, {}) waits at a barrier that thread ({}, {}, {}) exited without reaching",
                    block[0], block[1], block[2], t[0], t[1], t[2], f[0], f[1], f[2]
                ));
                break;
            }
            live = waiting;
        }
        for (_, mut co) in coroutines {
            if !co.done() {
                // SAFETY: the suspended thread holds no Rust values with destructors
                // (only the JIT-compiled kernel's frames), so abandoning its stack is sound.
                unsafe { co.force_reset() };
            }
            stacks.push(co.into_stack());
        }
        result
    }
}

impl Device for HostDevice {
    fn info(&self) -> &DeviceInfo {
        &self.info
    }

    fn alloc_raw(&self, bytes: usize) -> Result<DeviceMemory> {
        let layout = Layout::from_size_align(bytes.max(1), BUFFER_ALIGN).map_err(|_| {
            Error::OutOfMemory {
                backend: Backend::Host,
                bytes,
            }
        })?;
        // SAFETY: the layout has a non-zero size.
        let p = unsafe { std::alloc::alloc_zeroed(layout) };
        if p.is_null() {
            return Err(Error::OutOfMemory {
                backend: Backend::Host,
                bytes,
            });
        }
        Ok(DeviceMemory::new(p as u64, bytes, Arc::new(HostMemory)))
    }

    fn write_raw(&self, dst: &DeviceMemory, offset: usize, src: &[u8]) -> Result<()> {
        dst.range(offset, src.len())?;
        // SAFETY: the range lies inside the allocation (checked above) and `src`
        // cannot overlap memory we own exclusively.
        unsafe {
            std::ptr::copy_nonoverlapping(
                src.as_ptr(),
                (dst.addr() as *mut u8).add(offset),
                src.len(),
            )
        };
        Ok(())
    }

    fn read_raw(&self, src: &DeviceMemory, offset: usize, dst: &mut [u8]) -> Result<()> {
        src.range(offset, dst.len())?;
        // SAFETY: the range lies inside the allocation (checked above).
        unsafe {
            std::ptr::copy_nonoverlapping(
                (src.addr() as *const u8).add(offset),
                dst.as_mut_ptr(),
                dst.len(),
            )
        };
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
        Ok(Module::new(
            Backend::Host,
            Arc::new(m),
            image.kernels.clone(),
        ))
    }

    fn launch_raw(&self, kernel: &Kernel, cfg: &LaunchConfig, args: &[KernelArg]) -> Result<()> {
        let module = kernel
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
            })?;
        // Each argument lives in its own 8-byte slot; narrower values occupy the
        // low bytes, which is where a little-endian load of their type reads.
        let values: Vec<u64> = args
            .iter()
            .map(|a| match *a {
                KernelArg::Scalar { bits, .. } => bits,
                KernelArg::Pointer { addr, .. } => addr,
            })
            .collect();
        let ptrs: Vec<*const u8> = values
            .iter()
            .map(|v| v as *const u64 as *const u8)
            .collect();
        let launch = Launch {
            entry: module.entries[kernel.index()],
            args: ptrs.as_ptr() as usize,
            grid: cfg.grid,
            block: cfg.block,
            warp: self.info.warp_size,
            cooperative: module.cooperative,
        };
        let blocks = cfg.grid.count();
        let next = AtomicU64::new(0);
        let failed = AtomicBool::new(false);
        let first_error = std::sync::Mutex::new(None::<String>);
        let workers = (self.workers as u64).min(blocks).max(1) as usize;
        std::thread::scope(|s| {
            for _ in 0..workers {
                s.spawn(|| {
                    let mut stacks = Vec::new();
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
                        if let Err(e) = launch.run_block(idx, &mut stacks) {
                            failed.store(true, Ordering::Relaxed);
                            first_error
                                .lock()
                                .unwrap_or_else(|p| p.into_inner())
                                .get_or_insert(e);
                        }
                    }
                });
            }
        });
        drop(ptrs);
        match first_error.into_inner().unwrap_or_else(|p| p.into_inner()) {
            Some(detail) => Err(Error::KernelFault {
                backend: Backend::Host,
                kernel: kernel.name().to_string(),
                detail,
            }),
            None => Ok(()),
        }
    }

    fn synchronize(&self) -> Result<()> {
        Ok(())
    }
}
