//! [`CudaDevice`]: the [`Device`] of NVIDIA GPUs, over the CUDA driver API.
//!
//! A device is the primary context of one GPU, retained at [`CudaDevice::open`] and released
//! when the last handle that needs it (the device, a buffer, a module) is dropped. Every entry
//! point makes that context current on the calling thread first, so one device may be used
//! from any number of threads. Work runs on the legacy default (null) stream: copies and
//! launches execute in the order they are issued, and a fault inside a kernel is reported by
//! the next call that waits for it, usually [`Device::synchronize`]. Streams, events, pinned
//! host memory and asynchronous copies are in [`crate::stream`]; after a fault,
//! [`CudaDevice::reset`] gets the GPU back without restarting the process.
//!
//! ```no_run
//! use gpujit_nvptx::device::CudaDevice; // gpujit_nvptx once moved
//! use gpujit_device::{Device, DeviceExt, Image, LaunchConfig};
//! # fn image() -> Image { unimplemented!() }
//! # fn main() -> gpujit_device::Result<()> {
//! let dev = CudaDevice::open(0)?;
//! let module = dev.load(&image())?;          // PTX is JIT-compiled by the driver here
//! let saxpy = module.kernel("saxpy")?;
//! let x = dev.upload(&[1.0f32; 1000])?;
//! let y = dev.upload(&[2.0f32; 1000])?;
//! let args = [2.0f32.into(), (&x).into(), (&y).into(), 1000u32.into()];
//! dev.launch(&saxpy, &LaunchConfig::for_elems(1000, 256), &args)?;
//! dev.synchronize()?;                        // a kernel fault is reported here
//! assert_eq!(dev.download(&y)?[0], 4.0);
//! # Ok(()) }
//! ```

use std::any::Any;
use std::ffi::{CStr, CString, c_char, c_int, c_uint, c_void};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex};

use cudarc::driver::sys::{
    self, CUcontext, CUdevice, CUdevice_attribute, CUdeviceptr, CUfunction, CUfunction_attribute,
    CUjit_option, CUmodule, CUresult, CUstream,
};
use gpujit_device::{
    Backend, Device, DeviceInfo, DeviceMemory, Dim3, Error, Image, ImageFormat, Kernel, KernelArg,
    KernelSignature, LaunchConfig, MemoryOwner, Module, ModuleImpl, Result,
};

use crate::cuda::{self, check, check_after_launch};

/// Dynamic shared memory a kernel may use without opting in, in bytes.
const DEFAULT_DYNAMIC_SHARED: u32 = 48 * 1024;

/// Size of each JIT log buffer (info and error), in bytes.
const JIT_LOG_BYTES: usize = 16 * 1024;

/// Bytes of storage each kernel argument gets in the launch's parameter array.
const ARG_SLOT_BYTES: usize = 8;

/// Names every CUDA device and what it can take, without creating a context.
///
/// Returns an empty list when the driver is installed but sees no GPU, and
/// [`Error::LibraryNotFound`] when there is no driver at all.
pub fn list_devices() -> Result<Vec<DeviceInfo>> {
    match cuda::init() {
        Ok(()) => {}
        Err(Error::NoDevice { .. }) => return Ok(Vec::new()),
        Err(e) => return Err(e),
    }
    let count = device_count()?;
    (0..count)
        .map(|ordinal| {
            let dev = device_handle(ordinal)?;
            Ok(query(dev, ordinal)?.0)
        })
        .collect()
}

/// Options for the driver's PTX JIT compiler, given to [`CudaDevice::load_with`].
///
/// They apply to PTX images only; a cubin is already machine code.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct JitOptions {
    /// `CU_JIT_OPTIMIZATION_LEVEL`, 0 to 4 (the driver's default is 4).
    pub optimization_level: Option<u32>,
    /// `CU_JIT_MAX_REGISTERS`: the most registers a thread may use.
    pub max_registers: Option<u32>,
}

/// CUDA-specific facts about a device, beyond the backend-neutral [`DeviceInfo`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CudaProperties {
    /// Compute capability, (major, minor): `(9, 0)` for an H100.
    pub compute_capability: (u32, u32),
    /// Shared memory a block may use without opting in, in bytes (48 KiB).
    pub shared_per_block: u32,
    /// Shared memory a block may use after opting in, in bytes. [`DeviceInfo`]'s
    /// `max_shared_per_block` reports this value: launches asking for more dynamic shared
    /// memory than [`Self::shared_per_block`] opt in automatically.
    pub shared_per_block_optin: u32,
    /// Version of the installed driver, (major, minor).
    pub driver_version: (u32, u32),
}

/// The primary context of one GPU, retained for as long as this value lives.
///
/// Everything that needs the context (the device, its buffers, modules, streams, events and
/// pinned buffers) holds an `Arc` of it, so it is released only after the last of them.
pub(crate) struct Context {
    device: CUdevice,
    ctx: CUcontext,
    ordinal: u32,
    /// The most recently launched kernel, to name in fault reports.
    last_kernel: Mutex<Option<String>>,
    /// Frees and unloads held back while a kernel that does not return on its own runs.
    held: Mutex<Held>,
}

/// Releases held back by [`ReleaseHold`]s, and how many holds there are.
#[derive(Default)]
struct Held {
    holds: usize,
    pending: Vec<Release>,
}

/// A driver release that waits for every running kernel.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Release {
    /// `cuMemFree` of a device address.
    Device(u64),
    /// `cuMemFreeHost` of pinned host memory.
    Host(usize),
    /// `cuModuleUnload`.
    Module(usize),
}

// SAFETY: a CUcontext is a process-wide handle, not bound to the thread that created it: the
// driver API is thread-safe and any thread may make the context current (cuCtxSetCurrent)
// and use it, which every entry point does before touching it. The other fields are plain
// data or a Mutex.
unsafe impl Send for Context {}
// SAFETY: as for Send: shared references only read the handle and pass it to the
// thread-safe driver; the mutable part is behind a Mutex.
unsafe impl Sync for Context {}

impl Context {
    /// Makes the context current on the calling thread.
    pub(crate) fn make_current(&self) -> Result<()> {
        // SAFETY: `self.ctx` is a primary context retained by this value and not yet released.
        check("cuCtxSetCurrent", unsafe { sys::cuCtxSetCurrent(self.ctx) })
    }

    /// Maps the status of a call that may observe an earlier kernel's fault.
    pub(crate) fn check(&self, call: &'static str, status: CUresult) -> Result<()> {
        if cuda::is_sticky_fault(status) {
            Err(cuda::kernel_fault(&self.last_kernel(), call, status))
        } else {
            check(call, status)
        }
    }

    /// Whether `other` is the same driver context (a handle of this device, possibly through
    /// another [`CudaDevice::open`] of the same GPU).
    pub(crate) fn same_context(&self, other: &Context) -> bool {
        self.ctx == other.ctx
    }

    /// The ordinal of the GPU, for messages.
    pub(crate) fn ordinal(&self) -> u32 {
        self.ordinal
    }

    /// Performs `r` now, or after the last [`ReleaseHold`] goes.
    pub(crate) fn release(&self, r: Release) {
        let mut held = self.held.lock().unwrap_or_else(|p| p.into_inner());
        if held.holds > 0 {
            held.pending.push(r);
            return;
        }
        drop(held);
        self.release_now(r);
    }

    fn release_now(&self, r: Release) {
        if self.make_current().is_err() {
            return;
        }
        // SAFETY: each Release is queued exactly once, by the owner of a live allocation or
        // module of this (current, retained) context, when that owner is dropped; nothing
        // uses it afterwards. Statuses are ignored: these run from drop paths.
        unsafe {
            let _ = match r {
                Release::Device(addr) => sys::cuMemFree_v2(addr),
                Release::Host(ptr) => sys::cuMemFreeHost(ptr as *mut c_void),
                Release::Module(m) => sys::cuModuleUnload(m as CUmodule),
            };
        }
    }

    /// Whether a [`ReleaseHold`] is alive.
    fn is_held(&self) -> bool {
        self.held.lock().unwrap_or_else(|p| p.into_inner()).holds > 0
    }

    fn last_kernel(&self) -> String {
        self.last_kernel
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .clone()
            .unwrap_or_else(|| "(unknown: none launched through this handle)".to_string())
    }

    fn set_last_kernel(&self, name: &str) {
        *self
            .last_kernel
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner()) = Some(name.to_string());
    }
}

impl Drop for Context {
    fn drop(&mut self) {
        // SAFETY: balances the cuDevicePrimaryCtxRetain of `CudaDevice::open`; nothing that
        // needs the context outlives this value (buffers and modules hold an Arc of it). The
        // status is ignored: there is nothing to do about a failed release in drop.
        let _ = unsafe { sys::cuDevicePrimaryCtxRelease_v2(self.device) };
    }
}

/// While alive, frees and module unloads of its device wait: [`CudaDevice::hold_releases`].
pub struct ReleaseHold {
    ctx: Arc<Context>,
}

impl std::fmt::Debug for ReleaseHold {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ReleaseHold(device {})", self.ctx.ordinal)
    }
}

impl Drop for ReleaseHold {
    fn drop(&mut self) {
        let pending = {
            let mut held = self.ctx.held.lock().unwrap_or_else(|p| p.into_inner());
            held.holds -= 1;
            if held.holds > 0 {
                return;
            }
            std::mem::take(&mut held.pending)
        };
        for r in pending {
            self.ctx.release_now(r);
        }
    }
}

/// An NVIDIA GPU driven through the CUDA driver API.
///
/// `Send + Sync`: see the SAFETY notes on its context. Cloning is cheap; clones share the
/// context.
#[derive(Clone)]
pub struct CudaDevice {
    ctx: Arc<Context>,
    owner: Arc<CudaMemoryOwner>,
    info: DeviceInfo,
    properties: CudaProperties,
}

impl std::fmt::Debug for CudaDevice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "CudaDevice({}: {})", self.info.ordinal, self.info.name)
    }
}

impl CudaDevice {
    /// Opens the GPU with this ordinal and retains its primary context.
    ///
    /// Never panics: a missing driver is [`Error::LibraryNotFound`], no GPU (or an ordinal
    /// past the last) is [`Error::NoDevice`].
    pub fn open(ordinal: u32) -> Result<CudaDevice> {
        cuda::init()?;
        let count = device_count()?;
        if count == 0 {
            return Err(Error::NoDevice {
                backend: Backend::Cuda,
                detail: "the driver reports no CUDA device".to_string(),
            });
        }
        if ordinal >= count {
            return Err(Error::NoDevice {
                backend: Backend::Cuda,
                detail: format!("device {ordinal} requested, but there are only {count}"),
            });
        }
        let device = device_handle(ordinal)?;
        let (info, properties) = query(device, ordinal)?;
        let mut raw: CUcontext = std::ptr::null_mut();
        // SAFETY: `device` is a valid handle from cuDeviceGet and `raw` a writable out-pointer.
        check("cuDevicePrimaryCtxRetain", unsafe {
            sys::cuDevicePrimaryCtxRetain(&mut raw, device)
        })?;
        let ctx = Arc::new(Context {
            device,
            ctx: raw,
            ordinal,
            last_kernel: Mutex::new(None),
            held: Mutex::new(Held::default()),
        });
        ctx.make_current()?;
        Ok(CudaDevice {
            owner: Arc::new(CudaMemoryOwner { ctx: ctx.clone() }),
            ctx,
            info,
            properties,
        })
    }

    /// CUDA-specific properties: compute capability, shared-memory limits, driver version.
    pub fn properties(&self) -> &CudaProperties {
        &self.properties
    }

    /// The retained context, for the other driver objects of this crate (streams, events,
    /// pinned buffers) to hold.
    pub(crate) fn context(&self) -> &Arc<Context> {
        &self.ctx
    }

    /// Loads an image with options for the PTX JIT compiler.
    ///
    /// PTX is compiled by the driver (its log is kept: [`CudaModule::jit_log`]); a cubin is
    /// loaded as is. Every kernel of the image's signature list is looked up; one the image
    /// lacks is [`Error::UnknownKernel`]. Where the driver can tell (12.4 and later), each
    /// kernel's parameter sizes are checked against its signature.
    pub fn load_with(&self, image: &Image, options: &JitOptions) -> Result<Module> {
        if self.ctx.is_held() {
            return Err(Error::Unsupported {
                backend: Backend::Cuda,
                what: format!(
                    "loading module `{}` while a kernel that does not return on its own runs \
                     (a ReleaseHold is alive): the driver would wait for that kernel forever",
                    module_name(&image.kernels)
                ),
            });
        }
        let module_name = module_name(&image.kernels);
        let load_error = |status: String, log: String| Error::ModuleLoad {
            backend: Backend::Cuda,
            module: module_name.clone(),
            status,
            log,
        };
        // The driver reads the image through a bare pointer: PTX up to its NUL, a cubin as
        // far as its ELF headers say. Both are checked before it sees them.
        let data: ImageData = match image.format {
            ImageFormat::Ptx => ImageData::Text(
                ptx_text(&image.bytes)
                    .map_err(|e| load_error("the PTX text is not a C string".to_string(), e))?,
            ),
            ImageFormat::Cubin => ImageData::Binary(cubin_words(&image.bytes).map_err(|e| {
                load_error("the cubin is not a well-formed ELF64 file".to_string(), e)
            })?),
            ImageFormat::Hsaco | ImageFormat::HostBitcode => {
                return Err(Error::WrongImageFormat {
                    backend: Backend::Cuda,
                    format: image.format.to_string(),
                });
            }
        };
        if image.format == ImageFormat::Cubin {
            crate::cubin::check_cubin_arch(&image.bytes, &self.info.arch)?;
        }
        if let Some(level) = options.optimization_level
            && level > 4
        {
            return Err(load_error(
                format!("CU_JIT_OPTIMIZATION_LEVEL must be 0 to 4, not {level}"),
                String::new(),
            ));
        }

        let mut info_log = vec![0u8; JIT_LOG_BYTES];
        let mut error_log = vec![0u8; JIT_LOG_BYTES];
        let size_value = std::ptr::without_provenance_mut::<c_void>;
        let mut keys = vec![
            CUjit_option::CU_JIT_INFO_LOG_BUFFER,
            CUjit_option::CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES,
            CUjit_option::CU_JIT_ERROR_LOG_BUFFER,
            CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
            CUjit_option::CU_JIT_LOG_VERBOSE,
        ];
        let mut values: Vec<*mut c_void> = vec![
            info_log.as_mut_ptr().cast(),
            size_value(JIT_LOG_BYTES),
            error_log.as_mut_ptr().cast(),
            size_value(JIT_LOG_BYTES),
            size_value(1),
        ];
        const INFO_SIZE: usize = 1;
        const ERROR_SIZE: usize = 3;
        if matches!(data, ImageData::Text(_)) {
            if let Some(level) = options.optimization_level {
                keys.push(CUjit_option::CU_JIT_OPTIMIZATION_LEVEL);
                values.push(size_value(level as usize));
            }
            if let Some(regs) = options.max_registers {
                keys.push(CUjit_option::CU_JIT_MAX_REGISTERS);
                values.push(size_value(regs as usize));
            }
        }
        let count = c_uint::try_from(keys.len()).unwrap_or(c_uint::MAX);

        self.ctx.make_current()?;
        let mut raw: CUmodule = std::ptr::null_mut();
        // SAFETY: `data.as_ptr()` points to a NUL-terminated PTX text or to a cubin whose ELF
        // headers were checked to lie within the (8-byte aligned) buffer; both outlive the
        // call. `keys` and `values` have `count` entries each; the two log buffers hold
        // JIT_LOG_BYTES bytes as their size options say, and outlive the call; the driver
        // writes the used sizes back into `values`, which is writable. The context is current.
        let status = unsafe {
            sys::cuModuleLoadDataEx(
                &mut raw,
                data.as_ptr(),
                count,
                keys.as_mut_ptr(),
                values.as_mut_ptr(),
            )
        };
        let info_text = log_text(&info_log, values[INFO_SIZE]);
        let error_text = log_text(&error_log, values[ERROR_SIZE]);
        if status != CUresult::CUDA_SUCCESS {
            if cuda::is_sticky_fault(status) {
                return Err(cuda::kernel_fault(
                    &self.ctx.last_kernel(),
                    "cuModuleLoadDataEx",
                    status,
                ));
            }
            let text = cuda::status_text(status);
            let mut status_line = format!(
                "cuModuleLoadDataEx returned {} ({})",
                text.name, status as u32
            );
            if !text.message.is_empty() {
                status_line.push_str(&format!(": {}", text.message));
            }
            status_line.push_str(&format!(
                "; {} image for {}, device is {}",
                image.format, image.arch, self.info.arch
            ));
            if let ImageData::Text(text) = &data {
                let text = String::from_utf8_lossy(text);
                let driver = self.properties.driver_version;
                // The driver's code for it, or any refusal of a PTX asking for a newer ISA
                // than the driver reads: the version is then the first thing to fix.
                if status == CUresult::CUDA_ERROR_UNSUPPORTED_PTX_VERSION
                    || cuda::ptx_too_new(&text, driver)
                {
                    status_line.push_str("; ");
                    status_line.push_str(&cuda::unsupported_ptx_message(&text, driver));
                }
            }
            let log = match (error_text.is_empty(), info_text.is_empty()) {
                (false, false) => format!("{error_text}\n{info_text}"),
                (false, true) => error_text,
                _ => info_text,
            };
            return Err(load_error(status_line, log));
        }
        let handle = ModuleHandle {
            ctx: self.ctx.clone(),
            module: raw,
        };

        let check_abi = self.properties.driver_version >= (12, 4);
        let mut functions = Vec::with_capacity(image.kernels.len());
        for sig in &image.kernels {
            let f = handle.function(&sig.name, &module_name, check_abi)?;
            if check_abi {
                check_parameters(f, sig).map_err(|detail| {
                    load_error(
                        format!("kernel `{}` does not match its signature", sig.name),
                        detail,
                    )
                })?;
            }
            functions.push(f);
        }
        let module = CudaModule {
            dynamic_shared: functions
                .iter()
                .map(|_| AtomicU32::new(DEFAULT_DYNAMIC_SHARED))
                .collect(),
            functions,
            param_counts: image.kernels.iter().map(|k| k.params.len()).collect(),
            jit_log: info_text,
            handle,
        };
        Ok(Module::new(
            Backend::Cuda,
            Arc::new(module),
            image.kernels.clone(),
        ))
    }

    /// The loaded CUDA module behind `kernel`, if it was loaded on this device's context.
    fn cuda_module<'k>(&self, kernel: &'k Kernel) -> Result<&'k CudaModule> {
        let module = CudaModule::of(kernel.module()).ok_or_else(|| Error::Unsupported {
            backend: Backend::Cuda,
            what: format!(
                "kernel `{}` belongs to a {} module, not a CUDA one",
                kernel.name(),
                kernel.module().backend()
            ),
        })?;
        if module.handle.ctx.ctx != self.ctx.ctx {
            return Err(Error::Unsupported {
                backend: Backend::Cuda,
                what: format!(
                    "kernel `{}` was loaded on CUDA device {}, not on device {}",
                    kernel.name(),
                    module.handle.ctx.ordinal,
                    self.ctx.ordinal
                ),
            });
        }
        Ok(module)
    }

    /// The driver function of `kernel` (which must belong to a module of this context) and the
    /// module that holds it.
    fn function<'k>(&self, kernel: &'k Kernel) -> Result<(&'k CudaModule, CUfunction)> {
        let module = self.cuda_module(kernel)?;
        match module.functions.get(kernel.index()) {
            Some(&function) => Ok((module, function)),
            None => Err(Error::UnknownKernel {
                name: kernel.name().to_string(),
                available: Vec::new(),
            }),
        }
    }

    /// Holds back frees (`cuMemFree`, `cuMemFreeHost`) and module unloads on this device
    /// until the returned guard, and every other one, is dropped; loading a module meanwhile
    /// is an error. The driver makes those calls wait for every running kernel, so beside a
    /// kernel that does not return on its own (a persistent worker) they would never return.
    /// Take a guard before launching such a kernel and drop it once the kernel has exited.
    pub fn hold_releases(&self) -> ReleaseHold {
        self.ctx
            .held
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .holds += 1;
        ReleaseHold {
            ctx: self.ctx.clone(),
        }
    }

    /// The driver's `CUfunction` handle of `kernel`, for calling the CUDA driver directly
    /// (interoperability, or measuring the cost of [`Device::launch_raw`] against a bare
    /// `cuLaunchKernel`, as `gpujit-bench` does).
    ///
    /// The handle is valid only while `kernel` (which keeps its module loaded) is alive, and
    /// only in this device's context: make it current first (every method of this device
    /// does so on the calling thread). A kernel of another backend or another device is
    /// [`Error::Unsupported`].
    pub fn raw_function(&self, kernel: &Kernel) -> Result<CUfunction> {
        Ok(self.function(kernel)?.1)
    }

    /// Launches an already checked launch on `stream` with `cuLaunchKernel`: the code behind
    /// both [`Device::launch_raw`] (null stream) and [`CudaDevice::launch_on`]. Asks for more
    /// dynamic shared memory (`CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES`) when a launch
    /// needs over 48 KiB.
    ///
    /// # Safety
    /// `stream` must be null (the legacy default stream) or a stream created in this device's
    /// context that stays alive for the call; [`crate::stream::CudaStream`] guarantees both.
    pub(crate) unsafe fn launch_in(
        &self,
        stream: CUstream,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg],
    ) -> Result<()> {
        let (module, function) = self.function(kernel)?;
        let index = kernel.index();
        let Some(&params) = module.param_counts.get(index) else {
            return Err(Error::UnknownKernel {
                name: kernel.name().to_string(),
                available: Vec::new(),
            });
        };
        // The driver reads as many parameter pointers as the kernel has parameters: never
        // hand it fewer than the signature (checked against the kernel at load) lists.
        if args.len() != params {
            return Err(Error::ArgumentCount {
                kernel: kernel.name().to_string(),
                expected: params,
                got: args.len(),
            });
        }
        self.ctx.make_current()?;

        let shared = cfg.shared_bytes;
        if shared > DEFAULT_DYNAMIC_SHARED
            && shared > module.dynamic_shared[index].load(Ordering::Relaxed)
        {
            let value = c_int::try_from(shared).unwrap_or(c_int::MAX);
            // SAFETY: `function` belongs to a module loaded in this (current) context and kept
            // alive by `kernel`.
            let status = unsafe {
                sys::cuFuncSetAttribute(
                    function,
                    CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                    value,
                )
            };
            self.ctx
                .check("cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES)", status)?;
            module.dynamic_shared[index].fetch_max(shared, Ordering::Relaxed);
        }

        // One 8-aligned slot of whole words per argument, holding its little-endian bytes.
        let mut slots: Vec<Vec<u64>> = args.iter().map(arg_slot).collect();
        let mut pointers: Vec<*mut c_void> = slots
            .iter_mut()
            .map(|slot| slot.as_mut_ptr().cast::<c_void>())
            .collect();
        let params_ptr = if pointers.is_empty() {
            std::ptr::null_mut()
        } else {
            pointers.as_mut_ptr()
        };
        let (g, b) = (cfg.grid, cfg.block);
        // SAFETY: `function` is live (its module is held by `kernel`) in the current context.
        // `params_ptr` is null for a kernel without parameters, else it points to one pointer
        // per parameter (count checked above), each to a slot of at least the parameter's
        // size (types checked against the signature, sizes against the kernel at load
        // where the driver supports it). The driver copies the values before returning, so
        // the slots may be dropped afterwards. `stream` is the null stream or a live stream of
        // this context (this function's safety contract). No `extra`.
        let status = unsafe {
            sys::cuLaunchKernel(
                function,
                g.x,
                g.y,
                g.z,
                b.x,
                b.y,
                b.z,
                shared,
                stream,
                params_ptr,
                std::ptr::null_mut(),
            )
        };
        drop(pointers);
        drop(slots);
        if status == CUresult::CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES {
            return Err(Error::InvalidLaunch {
                kernel: kernel.name().to_string(),
                reason: format!(
                    "the driver lacks the resources for block {b} (registers per thread times \
                     threads per block, or shared memory, exceed what one multiprocessor has)"
                ),
            });
        }
        // A sticky fault reported here comes from an earlier kernel: name it before
        // recording this one.
        self.ctx.check("cuLaunchKernel", status)?;
        self.ctx.set_last_kernel(kernel.name());
        Ok(())
    }
}

/// What the driver compiled a kernel into (`cuFuncGetAttribute`): [`CudaDevice::kernel_attributes`].
///
/// `ptxas`'s own summary (`Used 8 registers, 380 bytes cmem[0]`) in numbers, for tuning block
/// sizes and spotting register spills (`local_bytes_per_thread > 0`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KernelAttributes {
    /// Registers each thread uses (`CU_FUNC_ATTRIBUTE_NUM_REGS`).
    pub registers_per_thread: u32,
    /// Statically allocated shared memory per block, in bytes; dynamic shared memory comes on
    /// top (`CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES`).
    pub static_shared_bytes: u32,
    /// Local memory each thread uses, in bytes: register spills and local arrays
    /// (`CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES`).
    pub local_bytes_per_thread: u32,
    /// User constant memory, in bytes (`CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES`).
    pub const_bytes: u32,
    /// The largest block this kernel can be launched with on this device, given its
    /// registers and launch bounds (`CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK`).
    pub max_threads_per_block: u32,
    /// `major * 10 + minor` of the PTX virtual architecture the kernel was compiled from
    /// (`CU_FUNC_ATTRIBUTE_PTX_VERSION`; 80 for PTX with `.target sm_80`). 0 for a cubin
    /// built without PTX.
    pub ptx_version: u32,
    /// `major * 10 + minor` of the machine code's architecture
    /// (`CU_FUNC_ATTRIBUTE_BINARY_VERSION`; 90 when an H100 or H200 JIT-compiled it).
    pub binary_version: u32,
}

impl CudaDevice {
    /// Registers, shared, local and constant memory, the largest block, and the PTX and binary
    /// versions of a kernel loaded on this device (`cuFuncGetAttribute`).
    ///
    /// A kernel of another backend or another device is [`Error::Unsupported`].
    pub fn kernel_attributes(&self, kernel: &Kernel) -> Result<KernelAttributes> {
        use CUfunction_attribute::*;
        let (_, function) = self.function(kernel)?;
        self.ctx.make_current()?;
        let get = |attr: CUfunction_attribute, call: &'static str| -> Result<u32> {
            let mut value: c_int = 0;
            // SAFETY: `function` belongs to a module of this (current) context, kept loaded by
            // `kernel` for the call; `value` is a writable `int`.
            let status = unsafe { sys::cuFuncGetAttribute(&mut value, attr, function) };
            self.ctx.check(call, status)?;
            Ok(u32::try_from(value).unwrap_or(0))
        };
        Ok(KernelAttributes {
            registers_per_thread: get(CU_FUNC_ATTRIBUTE_NUM_REGS, "cuFuncGetAttribute(NUM_REGS)")?,
            static_shared_bytes: get(
                CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES,
                "cuFuncGetAttribute(SHARED_SIZE_BYTES)",
            )?,
            local_bytes_per_thread: get(
                CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES,
                "cuFuncGetAttribute(LOCAL_SIZE_BYTES)",
            )?,
            const_bytes: get(
                CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES,
                "cuFuncGetAttribute(CONST_SIZE_BYTES)",
            )?,
            max_threads_per_block: get(
                CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK,
                "cuFuncGetAttribute(MAX_THREADS_PER_BLOCK)",
            )?,
            ptx_version: get(
                CU_FUNC_ATTRIBUTE_PTX_VERSION,
                "cuFuncGetAttribute(PTX_VERSION)",
            )?,
            binary_version: get(
                CU_FUNC_ATTRIBUTE_BINARY_VERSION,
                "cuFuncGetAttribute(BINARY_VERSION)",
            )?,
        })
    }

    /// How many blocks of `block_threads` threads, each with `dynamic_shared` bytes of
    /// dynamic shared memory, can be resident on one multiprocessor at once
    /// (`cuOccupancyMaxActiveBlocksPerMultiprocessor`). 0 means the kernel cannot run with
    /// that configuration at all.
    ///
    /// Occupancy (resident warps over the multiprocessor's maximum) follows as
    /// `blocks * block_threads / 32` over the device's warps per multiprocessor.
    pub fn max_active_blocks_per_sm(
        &self,
        kernel: &Kernel,
        block_threads: u32,
        dynamic_shared: usize,
    ) -> Result<u32> {
        let (_, function) = self.function(kernel)?;
        let block = match c_int::try_from(block_threads) {
            Ok(b) if b > 0 => b,
            _ => {
                return Err(Error::InvalidLaunch {
                    kernel: kernel.name().to_string(),
                    reason: format!(
                        "occupancy of a block of {block_threads} threads: the block must have 1 \
                         to {} threads",
                        c_int::MAX
                    ),
                });
            }
        };
        self.ctx.make_current()?;
        let mut blocks: c_int = 0;
        // SAFETY: `function` belongs to a module of this (current) context, kept loaded by
        // `kernel`; `blocks` is a writable `int`.
        let status = unsafe {
            sys::cuOccupancyMaxActiveBlocksPerMultiprocessor(
                &mut blocks,
                function,
                block,
                dynamic_shared,
            )
        };
        self.ctx
            .check("cuOccupancyMaxActiveBlocksPerMultiprocessor", status)?;
        Ok(u32::try_from(blocks).unwrap_or(0))
    }

    /// The block size that maximises occupancy for `kernel` with `dynamic_shared` bytes of
    /// dynamic shared memory per block, and the smallest grid that fills the device at that
    /// size: `(min_grid, block)` (`cuOccupancyMaxPotentialBlockSize`, no per-block-size
    /// shared-memory callback, no block-size limit beyond the kernel's own).
    pub fn suggested_block_size(
        &self,
        kernel: &Kernel,
        dynamic_shared: usize,
    ) -> Result<(u32, u32)> {
        let (_, function) = self.function(kernel)?;
        self.ctx.make_current()?;
        let (mut min_grid, mut block): (c_int, c_int) = (0, 0);
        // SAFETY: `function` belongs to a module of this (current) context, kept loaded by
        // `kernel`; both out-pointers are writable `int`s. The callback is None (null), which
        // the driver documents as "dynamic shared memory is `dynamic_shared` for every block
        // size"; a block-size limit of 0 means no limit.
        let status = unsafe {
            sys::cuOccupancyMaxPotentialBlockSize(
                &mut min_grid,
                &mut block,
                function,
                None,
                dynamic_shared,
                0,
            )
        };
        self.ctx.check("cuOccupancyMaxPotentialBlockSize", status)?;
        Ok((
            u32::try_from(min_grid).unwrap_or(0),
            u32::try_from(block).unwrap_or(0),
        ))
    }

    /// Sets every byte of `mem` to `value` (`cuMemsetD8_v2`, on the null stream: ordered after
    /// earlier launches and copies of this device, before later ones).
    pub fn memset_d8(&self, mem: &DeviceMemory, value: u8) -> Result<()> {
        self.memset_d8_at(mem, 0, mem.len(), value)
    }

    /// Sets `count` bytes of `mem` from byte `offset` to `value` (`cuMemsetD8_v2`). A range
    /// outside the allocation is [`Error::CopyRange`].
    pub fn memset_d8_at(
        &self,
        mem: &DeviceMemory,
        offset: usize,
        count: usize,
        value: u8,
    ) -> Result<()> {
        let addr = memset_range(mem, offset, count, 1)?;
        if count == 0 {
            return Ok(());
        }
        self.ctx.make_current()?;
        // SAFETY: `count` bytes from `addr` lie inside the allocation (checked above), which
        // `mem` keeps alive; the context is current.
        let status = unsafe { sys::cuMemsetD8_v2(addr, value, count) };
        self.ctx.check("cuMemsetD8_v2", status)
    }

    /// Sets every 32-bit word of `mem` to `value` (`cuMemsetD32_v2`): `value = 0x3f80_0000`
    /// fills an `f32` buffer with 1.0. The allocation's size must be a multiple of 4 bytes.
    pub fn memset_d32(&self, mem: &DeviceMemory, value: u32) -> Result<()> {
        if !mem.len().is_multiple_of(4) {
            return Err(Error::CopyRange {
                detail: format!(
                    "memset_d32 of a {}-byte allocation: not a whole number of 4-byte words",
                    mem.len()
                ),
            });
        }
        self.memset_d32_at(mem, 0, mem.len() / 4, value)
    }

    /// Sets `count` 32-bit words of `mem`, from byte `offset` (a multiple of 4), to `value`
    /// (`cuMemsetD32_v2`). A range outside the allocation or a misaligned offset is
    /// [`Error::CopyRange`].
    pub fn memset_d32_at(
        &self,
        mem: &DeviceMemory,
        offset: usize,
        count: usize,
        value: u32,
    ) -> Result<()> {
        let addr = memset_range(mem, offset, count, 4)?;
        if count == 0 {
            return Ok(());
        }
        self.ctx.make_current()?;
        // SAFETY: `count` 4-byte words from `addr` (4-byte aligned) lie inside the allocation
        // (both checked above), which `mem` keeps alive; the context is current.
        let status = unsafe { sys::cuMemsetD32_v2(addr, value, count) };
        self.ctx.check("cuMemsetD32_v2", status)
    }

    /// Recovers the GPU after a kernel fault: releases this handle's primary context, resets
    /// it (`cuDevicePrimaryCtxReset_v2`: every allocation, module, stream and event of the
    /// process's primary context on this GPU is destroyed) and opens the device again.
    ///
    /// After a sticky fault ([`Error::KernelFault`]) every call on the old context fails;
    /// this is the way back without restarting the process. Everything made through the old
    /// handle is invalid afterwards, so it must all be dropped first: buffers, modules and
    /// kernels, streams, events, pinned buffers and clones of this device. While any of them
    /// is alive the reset is refused with [`Error::Unsupported`] naming how many remain (and
    /// this handle is dropped; open the device again to keep using it). It is also refused
    /// when the driver says the context is still retained by someone else after this handle
    /// let go: another [`CudaDevice::open`] of the same GPU, or another library in the
    /// process using the primary context.
    pub fn reset(self) -> Result<CudaDevice> {
        let ordinal = self.ctx.ordinal;
        let device = self.ctx.device;
        // The device holds the context twice (itself and its memory owner); every buffer holds
        // the owner; modules, streams, events, pinned buffers and clones hold the context.
        let context_holders = Arc::strong_count(&self.ctx);
        let owner_holders = Arc::strong_count(&self.owner);
        if context_holders != 2 || owner_holders != 1 {
            let others = (context_holders + owner_holders).saturating_sub(3);
            return Err(Error::Unsupported {
                backend: Backend::Cuda,
                what: format!(
                    "resetting CUDA device {ordinal} while {others} other reference(s) to its \
                     context are alive (device clones, buffers, modules or kernels, streams, \
                     events, pinned buffers); they would be left pointing into the destroyed \
                     context: drop them all before calling reset"
                ),
            });
        }
        let CudaDevice { ctx, owner, .. } = self;
        drop(owner);
        match Arc::try_unwrap(ctx) {
            // Releases the retain of `open`.
            Ok(context) => drop(context),
            Err(_) => {
                return Err(Error::Unsupported {
                    backend: Backend::Cuda,
                    what: format!(
                        "resetting CUDA device {ordinal}: another handle of its context \
                         appeared while resetting; drop every handle first"
                    ),
                });
            }
        }
        let (mut flags, mut active): (c_uint, c_int) = (0, 0);
        // SAFETY: `device` is a valid device handle (from cuDeviceGet at open); both
        // out-pointers are writable.
        let status = unsafe { sys::cuDevicePrimaryCtxGetState(device, &mut flags, &mut active) };
        // A failed query says nothing about other users; the reset goes ahead.
        if status == CUresult::CUDA_SUCCESS && active != 0 {
            return Err(Error::Unsupported {
                backend: Backend::Cuda,
                what: format!(
                    "resetting CUDA device {ordinal}: its primary context is still retained \
                     elsewhere in the process (another CudaDevice::open of this GPU, or another \
                     CUDA library); resetting would destroy their state. Drop those first"
                ),
            });
        }
        // SAFETY: `device` is a valid device handle. No value of this crate refers to the old
        // context any more (checked above), so nothing is left dangling; other users of the
        // primary context were ruled out as far as the driver can tell.
        check("cuDevicePrimaryCtxReset_v2", unsafe {
            sys::cuDevicePrimaryCtxReset_v2(device)
        })?;
        // After a sticky fault (an illegal address, say) the driver keeps failing for the
        // rest of the process, even after a reset: say so instead of passing the raw code on.
        CudaDevice::open(ordinal).map_err(|e| match e {
            Error::Driver { code, name, .. } if cuda::is_sticky_code(code) => Error::Unsupported {
                backend: Backend::Cuda,
                what: format!(
                    "recovering CUDA device {ordinal} in-process after {name}: the driver keeps \
                     this error for the life of the process even after a context reset; restart \
                     the process to use the GPU again (run kernels that may fault in a child \
                     process to keep the parent usable)"
                ),
            },
            other => other,
        })
    }
}

/// The device address of `count` elements of `elem` bytes at byte `offset` of `mem`, for a
/// memset: inside the allocation, and aligned to `elem`. A pure check, before any driver call.
fn memset_range(mem: &DeviceMemory, offset: usize, count: usize, elem: usize) -> Result<u64> {
    let bytes = count.checked_mul(elem).ok_or_else(|| Error::CopyRange {
        detail: format!("memset of {count} elements of {elem} bytes overflows usize"),
    })?;
    let addr = mem.range(offset, bytes)?;
    if elem > 1 && !addr.is_multiple_of(elem as u64) {
        return Err(Error::CopyRange {
            detail: format!(
                "memset of {elem}-byte elements at offset {offset} (address {addr:#x}): the \
                 address must be a multiple of {elem}"
            ),
        });
    }
    Ok(addr)
}

impl Device for CudaDevice {
    fn info(&self) -> &DeviceInfo {
        &self.info
    }

    /// Allocates with `cuMemAlloc`. A zero-byte request allocates nothing: it returns address
    /// 0 with a no-op free (the driver refuses zero-byte allocations), and copies of zero bytes
    /// never reach the driver.
    fn alloc_raw(&self, bytes: usize) -> Result<DeviceMemory> {
        let owner: Arc<dyn MemoryOwner> = self.owner.clone();
        if bytes == 0 {
            return Ok(DeviceMemory::new(0, 0, owner));
        }
        self.ctx.make_current()?;
        let mut addr: CUdeviceptr = 0;
        // SAFETY: `addr` is a writable out-pointer; the context is current.
        let status = unsafe { sys::cuMemAlloc_v2(&mut addr, bytes) };
        self.ctx
            .check("cuMemAlloc_v2", status)
            .map_err(|e| match e {
                Error::OutOfMemory { backend, .. } => Error::OutOfMemory { backend, bytes },
                e => e,
            })?;
        Ok(DeviceMemory::new(addr, bytes, owner))
    }

    fn write_raw(&self, dst: &DeviceMemory, offset: usize, src: &[u8]) -> Result<()> {
        let addr = dst.range(offset, src.len())?;
        if src.is_empty() {
            return Ok(());
        }
        self.ctx.make_current()?;
        // SAFETY: `src` is readable for `src.len()` bytes; the destination range lies inside
        // the allocation (checked above), which `dst` keeps alive. The copy is finished with
        // `src` (staged or transferred) when the call returns. The context is current.
        let status =
            unsafe { sys::cuMemcpyHtoD_v2(addr, src.as_ptr().cast::<c_void>(), src.len()) };
        self.ctx.check("cuMemcpyHtoD_v2", status)
    }

    fn read_raw(&self, src: &DeviceMemory, offset: usize, dst: &mut [u8]) -> Result<()> {
        let addr = src.range(offset, dst.len())?;
        if dst.is_empty() {
            return Ok(());
        }
        self.ctx.make_current()?;
        // SAFETY: `dst` is writable for `dst.len()` bytes and borrowed mutably for the call;
        // the source range lies inside the allocation (checked above). A device-to-host copy
        // to pageable memory returns only once complete. The context is current.
        let status =
            unsafe { sys::cuMemcpyDtoH_v2(dst.as_mut_ptr().cast::<c_void>(), addr, dst.len()) };
        self.ctx.check("cuMemcpyDtoH_v2", status)
    }

    fn load(&self, image: &Image) -> Result<Module> {
        self.load_with(image, &JitOptions::default())
    }

    /// Launches on the null stream with `cuLaunchKernel`. Asks for more dynamic shared memory
    /// (`CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES`) when a launch needs over 48 KiB.
    fn launch_raw(&self, kernel: &Kernel, cfg: &LaunchConfig, args: &[KernelArg]) -> Result<()> {
        // SAFETY: the null stream is always valid.
        unsafe { self.launch_in(std::ptr::null_mut(), kernel, cfg, args) }
    }

    /// Waits with `cuCtxSynchronize`; a kernel fault becomes [`Error::KernelFault`], naming
    /// the most recently launched kernel.
    fn synchronize(&self) -> Result<()> {
        if self.ctx.is_held() {
            return Err(Error::Unsupported {
                backend: Backend::Cuda,
                what: "synchronizing the device while a kernel that does not return on its own \
                       runs (a ReleaseHold is alive): it would wait for that kernel forever; \
                       wait on streams or on its tasks instead"
                    .into(),
            });
        }
        self.ctx.make_current()?;
        // SAFETY: the context is current; the call takes no arguments.
        let status = unsafe { sys::cuCtxSynchronize() };
        check_after_launch(&self.ctx.last_kernel(), "cuCtxSynchronize", status)
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn alloc_mapped(&self, bytes: usize) -> Result<gpujit_device::MappedMemory> {
        self.mapped(bytes)
    }
}

/// Frees CUDA allocations; shared by every buffer of one device.
struct CudaMemoryOwner {
    ctx: Arc<Context>,
}

impl MemoryOwner for CudaMemoryOwner {
    /// Frees with `cuMemFree`, the context made current first. Address 0 (a zero-byte
    /// allocation) is not freed. Errors are dropped: after a sticky fault the memory goes
    /// with the context anyway.
    fn free(&self, addr: u64, _bytes: usize) {
        // `addr` came from cuMemAlloc in this context (DeviceMemory is only built by
        // `alloc_raw` with this owner) and is freed exactly once, as MemoryOwner promises.
        if addr != 0 {
            self.ctx.release(Release::Device(addr));
        }
    }
}

/// A loaded CUDA module: unloaded when dropped, with the context current.
struct ModuleHandle {
    ctx: Arc<Context>,
    module: CUmodule,
}

impl ModuleHandle {
    /// Looks a kernel up by name.
    fn function(&self, name: &str, module_name: &str, can_list: bool) -> Result<CUfunction> {
        let c_name = CString::new(name).map_err(|_| Error::ModuleLoad {
            backend: Backend::Cuda,
            module: module_name.to_string(),
            status: format!("kernel name {name:?} contains a NUL byte"),
            log: String::new(),
        })?;
        let mut f: CUfunction = std::ptr::null_mut();
        // SAFETY: `self.module` is loaded in `self.ctx`, which the caller made current;
        // `c_name` is NUL-terminated and outlives the call; `f` is a writable out-pointer.
        let status = unsafe { sys::cuModuleGetFunction(&mut f, self.module, c_name.as_ptr()) };
        if status == CUresult::CUDA_ERROR_NOT_FOUND {
            return Err(Error::UnknownKernel {
                name: name.to_string(),
                available: if can_list {
                    self.kernel_names()
                } else {
                    Vec::new()
                },
            });
        }
        self.ctx.check("cuModuleGetFunction", status)?;
        Ok(f)
    }

    /// Names of the kernels the module defines (driver 12.4 and later); empty on failure.
    fn kernel_names(&self) -> Vec<String> {
        let mut count: c_uint = 0;
        // SAFETY: the module is loaded in the current context; `count` is writable.
        let status = unsafe { sys::cuModuleGetFunctionCount(&mut count, self.module) };
        if status != CUresult::CUDA_SUCCESS || count == 0 {
            return Vec::new();
        }
        let mut functions: Vec<CUfunction> = vec![std::ptr::null_mut(); count as usize];
        // SAFETY: `functions` has room for `count` handles.
        let status =
            unsafe { sys::cuModuleEnumerateFunctions(functions.as_mut_ptr(), count, self.module) };
        if status != CUresult::CUDA_SUCCESS {
            return Vec::new();
        }
        functions
            .into_iter()
            .filter_map(|f| {
                let mut name: *const c_char = std::ptr::null();
                // SAFETY: `f` was just returned by the driver for this loaded module; `name`
                // is a writable out-pointer.
                let status = unsafe { sys::cuFuncGetName(&mut name, f) };
                if status != CUresult::CUDA_SUCCESS || name.is_null() {
                    return None;
                }
                // SAFETY: on success the driver returns a NUL-terminated string owned by the
                // module, which is alive here; it is copied at once.
                Some(
                    unsafe { CStr::from_ptr(name) }
                        .to_string_lossy()
                        .into_owned(),
                )
            })
            .collect()
    }
}

impl Drop for ModuleHandle {
    fn drop(&mut self) {
        // The module was loaded in this context, still retained (`self.ctx`), and is unloaded
        // exactly once. No Kernel can use it any more: they hold the Module that owns this
        // handle.
        self.ctx.release(Release::Module(self.module as usize));
    }
}

/// The CUDA side of a loaded [`Module`]: the module and one function per kernel.
pub struct CudaModule {
    /// One per kernel, in the order of the image's signatures.
    functions: Vec<CUfunction>,
    /// Parameter count of each kernel's signature.
    param_counts: Vec<usize>,
    /// Largest dynamic shared memory each kernel has been allowed so far.
    dynamic_shared: Vec<AtomicU32>,
    jit_log: String,
    /// Declared last: dropped (unloaded) after everything above.
    handle: ModuleHandle,
}

// SAFETY: CUmodule and CUfunction handles are valid in their context from any thread, and the
// driver API is thread-safe; every use makes the context current on the calling thread
// first. The rest is plain data and atomics.
unsafe impl Send for CudaModule {}
// SAFETY: as for Send: `&CudaModule` only hands the handles to the thread-safe driver.
unsafe impl Sync for CudaModule {}

impl CudaModule {
    /// The CUDA module behind `module`, if it was loaded by a [`CudaDevice`].
    pub fn of(module: &Module) -> Option<&CudaModule> {
        module.inner().as_any().downcast_ref::<CudaModule>()
    }

    /// The driver's JIT info log from loading the module (verbose: registers, spills, ...).
    /// Empty for a cubin.
    pub fn jit_log(&self) -> &str {
        &self.jit_log
    }
}

impl ModuleImpl for CudaModule {
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// An image's bytes, laid out as the driver wants them.
enum ImageData {
    /// PTX, NUL-terminated.
    Text(Vec<u8>),
    /// A cubin, copied into 8-byte aligned storage.
    Binary(Vec<u64>),
}

impl ImageData {
    fn as_ptr(&self) -> *const c_void {
        match self {
            ImageData::Text(t) => t.as_ptr().cast(),
            ImageData::Binary(b) => b.as_ptr().cast(),
        }
    }
}

/// PTX text with exactly one NUL, at its end. Trailing NULs already there are accepted.
fn ptx_text(bytes: &[u8]) -> std::result::Result<Vec<u8>, String> {
    let end = bytes.iter().rposition(|&b| b != 0).map_or(0, |i| i + 1);
    let text = &bytes[..end];
    if let Some(at) = text.iter().position(|&b| b == 0) {
        return Err(format!(
            "NUL byte at offset {at} of {} (the driver would stop reading there)",
            bytes.len()
        ));
    }
    let mut out = Vec::with_capacity(text.len() + 1);
    out.extend_from_slice(text);
    out.push(0);
    Ok(out)
}

/// Checks that `bytes` is an ELF64 file whose header tables lie inside it, and copies it into
/// 8-byte aligned storage (zero-padded at the end).
fn cubin_words(bytes: &[u8]) -> std::result::Result<Vec<u64>, String> {
    const HEADER: usize = 64;
    if bytes.len() < HEADER || &bytes[..4] != b"\x7fELF" {
        return Err(format!(
            "{} bytes without an ELF header (a cubin starts with \\x7fELF)",
            bytes.len()
        ));
    }
    if bytes[4] != 2 || bytes[5] != 1 {
        return Err("not a little-endian 64-bit ELF file".to_string());
    }
    let u16_at = |at: usize| u64::from(u16::from_le_bytes([bytes[at], bytes[at + 1]]));
    let u64_at = |at: usize| {
        let mut b = [0u8; 8];
        b.copy_from_slice(&bytes[at..at + 8]);
        u64::from_le_bytes(b)
    };
    let len = bytes.len() as u64;
    let table_fits = |offset: u64, entry: u64, count: u64| {
        count == 0
            || entry
                .checked_mul(count)
                .and_then(|size| size.checked_add(offset))
                .is_some_and(|end| end <= len)
    };
    let (phoff, phentsize, phnum) = (u64_at(32), u16_at(54), u16_at(56));
    let (shoff, shentsize, shnum) = (u64_at(40), u16_at(58), u16_at(60));
    if !table_fits(phoff, phentsize, phnum) || !table_fits(shoff, shentsize, shnum) {
        return Err(format!(
            "ELF header tables reach past the end of the {len}-byte image (truncated cubin?)"
        ));
    }
    Ok(bytes
        .chunks(8)
        .map(|chunk| {
            let mut b = [0u8; 8];
            b[..chunk.len()].copy_from_slice(chunk);
            u64::from_ne_bytes(b)
        })
        .collect())
}

/// A JIT log buffer's text: as many bytes as the driver says it used, up to the first NUL.
fn log_text(buffer: &[u8], used: *mut c_void) -> String {
    // The option is an `unsigned int` passed in a pointer-sized slot: read the low 32 bits.
    let used = (used.addr() as u32 as usize).min(buffer.len());
    let text = &buffer[..used];
    let end = text.iter().position(|&b| b == 0).unwrap_or(text.len());
    String::from_utf8_lossy(&text[..end]).trim_end().to_string()
}

/// The name used for a module in errors: its kernels, joined.
fn module_name(kernels: &[KernelSignature]) -> String {
    if kernels.is_empty() {
        "(no kernels)".to_string()
    } else {
        kernels
            .iter()
            .map(|k| k.name.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// The launch slot of one argument: its bytes in whole little-endian words
/// (zero-extended), so that the slot is 8-byte aligned.
fn arg_slot(arg: &KernelArg) -> Vec<u64> {
    arg.bytes()
        .chunks(ARG_SLOT_BYTES)
        .map(|c| {
            let mut w = [0u8; ARG_SLOT_BYTES];
            w[..c.len()].copy_from_slice(c);
            u64::from_le_bytes(w)
        })
        .collect()
}

/// Compares a kernel's parameters, as the driver sees them, with its signature.
/// Needs `cuFuncGetParamInfo` (driver 12.4 and later).
fn check_parameters(f: CUfunction, sig: &KernelSignature) -> std::result::Result<(), String> {
    // `None`: no parameter at `index`. An answer this check cannot interpret skips it.
    let param_size = |index: usize| -> std::result::Result<Option<usize>, ()> {
        let (mut offset, mut size) = (0usize, 0usize);
        // SAFETY: `f` belongs to a module loaded in the current context; both out-pointers
        // are writable.
        let status = unsafe { sys::cuFuncGetParamInfo(f, index, &mut offset, &mut size) };
        match status {
            CUresult::CUDA_SUCCESS => Ok(Some(size)),
            // The documented answer for an index past the last parameter.
            CUresult::CUDA_ERROR_INVALID_VALUE => Ok(None),
            _ => Err(()),
        }
    };
    let Ok(sizes) = (0..=sig.params.len())
        .map(param_size)
        .collect::<std::result::Result<Vec<_>, ()>>()
    else {
        return Ok(());
    };
    for (index, param) in sig.params.iter().enumerate() {
        match sizes[index] {
            None => {
                return Err(format!(
                    "the kernel takes {index} parameters; the signature lists {}",
                    sig.params.len()
                ));
            }
            Some(size) if size != param.ty.size() => {
                return Err(format!(
                    "parameter {index} (`{}`: {}) is {size} bytes in the kernel, {} in the \
                     signature",
                    param.name,
                    param.ty,
                    param.ty.size()
                ));
            }
            Some(_) => {}
        }
    }
    if sizes[sig.params.len()].is_some() {
        return Err(format!(
            "the kernel takes more than the {} parameters the signature lists",
            sig.params.len()
        ));
    }
    Ok(())
}

/// Number of CUDA devices (after `cuInit`).
fn device_count() -> Result<u32> {
    let mut count: c_int = 0;
    // SAFETY: the driver is initialised (callers run `cuda::init` first); `count` is writable.
    check("cuDeviceGetCount", unsafe {
        sys::cuDeviceGetCount(&mut count)
    })?;
    Ok(u32::try_from(count).unwrap_or(0))
}

/// The handle of the device with this ordinal.
fn device_handle(ordinal: u32) -> Result<CUdevice> {
    let mut device: CUdevice = 0;
    let ordinal = c_int::try_from(ordinal).unwrap_or(c_int::MAX);
    // SAFETY: the driver is initialised; `device` is writable. A bad ordinal is an error
    // status, not undefined behaviour.
    check("cuDeviceGet", unsafe {
        sys::cuDeviceGet(&mut device, ordinal)
    })?;
    Ok(device)
}

/// One device attribute, as an unsigned number (negative values read as 0).
fn attribute(device: CUdevice, attr: CUdevice_attribute) -> Result<u32> {
    let mut value: c_int = 0;
    // SAFETY: `device` is a valid handle; `value` is writable.
    check("cuDeviceGetAttribute", unsafe {
        sys::cuDeviceGetAttribute(&mut value, attr, device)
    })?;
    Ok(u32::try_from(value).unwrap_or(0))
}

/// Everything [`DeviceInfo`] and [`CudaProperties`] hold, read without a context.
fn query(device: CUdevice, ordinal: u32) -> Result<(DeviceInfo, CudaProperties)> {
    use CUdevice_attribute::*;
    let mut name = [0u8; 256];
    // SAFETY: `name` is writable for the length passed; the driver NUL-terminates within it.
    check("cuDeviceGetName", unsafe {
        sys::cuDeviceGetName(
            name.as_mut_ptr().cast::<c_char>(),
            name.len() as c_int,
            device,
        )
    })?;
    let name = CStr::from_bytes_until_nul(&name)
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|_| String::from_utf8_lossy(&name).into_owned());
    let mut total: usize = 0;
    // SAFETY: `device` is a valid handle; `total` is writable.
    check("cuDeviceTotalMem_v2", unsafe {
        sys::cuDeviceTotalMem_v2(&mut total, device)
    })?;
    let a = |attr| attribute(device, attr);
    let (major, minor) = (
        a(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?,
        a(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?,
    );
    let shared = a(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK)?;
    let shared_optin = a(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN)?.max(shared);
    let info = DeviceInfo {
        backend: Backend::Cuda,
        ordinal,
        name,
        arch: format!("sm_{major}{minor}"),
        total_memory: total as u64,
        warp_size: a(CU_DEVICE_ATTRIBUTE_WARP_SIZE)?,
        multiprocessors: a(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)?,
        max_threads_per_block: a(CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK)?,
        max_block: Dim3::new(
            a(CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X)?,
            a(CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y)?,
            a(CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z)?,
        ),
        max_grid: Dim3::new(
            a(CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X)?,
            a(CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y)?,
            a(CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z)?,
        ),
        max_shared_per_block: shared_optin,
    };
    let properties = CudaProperties {
        compute_capability: (major, minor),
        shared_per_block: shared,
        shared_per_block_optin: shared_optin,
        driver_version: cuda::driver_version()?,
    };
    Ok((info, properties))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use gpujit_device::{DeviceExt, Param, ParamType, ScalarType};

    // Compile-time: the device and its module type can be shared across threads.
    const _: () = {
        const fn send_sync<T: Send + Sync>() {}
        send_sync::<CudaDevice>();
        send_sync::<CudaModule>();
    };

    /// Whether cudarc can open a driver library here (the ground truth for the next test).
    fn driver_library_present() -> bool {
        // SAFETY: only dlopens candidate names of the CUDA driver library.
        unsafe { sys::is_culib_present() }
    }

    #[test]
    fn open_without_a_driver_is_an_error_not_a_panic() {
        let opened = std::panic::catch_unwind(|| CudaDevice::open(0));
        let opened = opened.expect("CudaDevice::open must never panic");
        let listed = std::panic::catch_unwind(list_devices).expect("list_devices panicked");
        if driver_library_present() {
            // A machine with a driver: a device, or a clean NoDevice.
            assert!(
                matches!(opened, Ok(_) | Err(Error::NoDevice { .. })),
                "{opened:?}"
            );
            assert!(listed.is_ok(), "{listed:?}");
            return;
        }
        match opened {
            Err(Error::LibraryNotFound {
                backend,
                library,
                tried,
                reason,
            }) => {
                assert_eq!(backend, Backend::Cuda);
                assert_eq!(library, "libcuda.so");
                assert!(tried.iter().any(|t| t == "libcuda.so.1"), "{tried:?}");
                assert_eq!(tried, cuda::library_candidates());
                assert!(reason.contains("libcuda.so"), "{reason}");
            }
            other => panic!("expected LibraryNotFound, got {other:?}"),
        }
        assert!(
            matches!(listed, Err(Error::LibraryNotFound { .. })),
            "{listed:?}"
        );
        // Asking again answers from the cache, the same way.
        assert!(matches!(
            CudaDevice::open(3),
            Err(Error::LibraryNotFound { .. })
        ));
        assert!(matches!(
            cuda::driver_version(),
            Err(Error::LibraryNotFound { .. })
        ));
    }

    #[test]
    fn ptx_text_is_nul_terminated_once() {
        assert_eq!(ptx_text(b".version 7.8").unwrap(), b".version 7.8\0");
        assert_eq!(ptx_text(b"ret;\0\0").unwrap(), b"ret;\0");
        assert_eq!(ptx_text(b"").unwrap(), b"\0");
        let err = ptx_text(b"ret;\0ret;").unwrap_err();
        assert!(err.contains("offset 4"), "{err}");
    }

    /// A minimal ELF64 header: no program or section headers.
    fn elf_header() -> Vec<u8> {
        let mut h = vec![0u8; 64];
        h[..4].copy_from_slice(b"\x7fELF");
        h[4] = 2; // 64-bit
        h[5] = 1; // little-endian
        h
    }

    #[test]
    fn cubin_headers_are_checked() {
        let mut h = elf_header();
        h.extend_from_slice(&[1, 2, 3]);
        let words = cubin_words(&h).unwrap();
        assert_eq!(words.len(), 9);
        assert_eq!(words[8], u64::from_ne_bytes([1, 2, 3, 0, 0, 0, 0, 0]));

        assert!(cubin_words(b"//\n.version 7.8\n.target sm_80").is_err());
        assert!(cubin_words(&h[..40]).is_err());
        // Section headers at offset 64, 64 bytes each, 2 of them: past the end.
        let mut bad = elf_header();
        bad[40..48].copy_from_slice(&64u64.to_le_bytes());
        bad[58..60].copy_from_slice(&64u16.to_le_bytes());
        bad[60..62].copy_from_slice(&2u16.to_le_bytes());
        let err = cubin_words(&bad).unwrap_err();
        assert!(err.contains("truncated"), "{err}");
        bad.resize(64 + 128, 0);
        assert!(cubin_words(&bad).is_ok());
        // An offset that overflows.
        bad[40..48].copy_from_slice(&u64::MAX.to_le_bytes());
        assert!(cubin_words(&bad).is_err());
    }

    #[test]
    fn jit_logs_are_cut_at_the_used_size_and_nul() {
        let mut buf = b"ptxas info : Used 8 registers\0garbage".to_vec();
        buf.resize(64, b'x');
        let used = |n: usize| std::ptr::without_provenance_mut::<c_void>(n);
        assert_eq!(log_text(&buf, used(64)), "ptxas info : Used 8 registers");
        assert_eq!(log_text(&buf, used(5)), "ptxas");
        assert_eq!(log_text(&buf, used(0)), "");
        // A size larger than the buffer is clamped.
        assert_eq!(
            log_text(&buf, used(1 << 20)),
            "ptxas info : Used 8 registers"
        );
    }

    #[test]
    fn argument_slots_hold_little_endian_bytes() {
        assert_eq!(arg_slot(&2.0f32.into()), vec![u64::from(2.0f32.to_bits())]);
        assert_eq!(arg_slot(&(-1i16).into()), vec![0xffff]);
        assert_eq!(arg_slot(&true.into()), vec![1]);
        assert_eq!(arg_slot(&1.5f64.into()), vec![1.5f64.to_bits()]);
        let rec = KernelArg::record(&[1u32.into(), 2u32.into(), 3u32.into()]).unwrap();
        assert_eq!(arg_slot(&rec), vec![1 | (2 << 32), 3]);
        let p = KernelArg::Pointer {
            addr: 0x7f00_0000_1000,
            elem: None,
        };
        assert_eq!(arg_slot(&p), vec![0x7f00_0000_1000]);
    }

    /// An owner that frees nothing, for DeviceMemory values at made-up addresses.
    struct NoFree;
    impl MemoryOwner for NoFree {
        fn free(&self, _addr: u64, _bytes: usize) {}
    }

    #[test]
    fn memset_ranges_are_checked_before_the_driver() {
        let mem = DeviceMemory::new(0x10_0000, 64, Arc::new(NoFree));
        assert_eq!(memset_range(&mem, 0, 64, 1).unwrap(), 0x10_0000);
        assert_eq!(memset_range(&mem, 8, 14, 4).unwrap(), 0x10_0008);
        assert_eq!(memset_range(&mem, 64, 0, 4).unwrap(), 0x10_0040);
        let range_error = |r: Result<u64>| match r {
            Err(Error::CopyRange { detail }) => detail,
            other => panic!("expected CopyRange, got {other:?}"),
        };
        // Past the end, in bytes and in words.
        let d = range_error(memset_range(&mem, 1, 64, 1));
        assert!(d.contains("64-byte allocation"), "{d}");
        range_error(memset_range(&mem, 0, 17, 4));
        range_error(memset_range(&mem, 60, 2, 4));
        range_error(memset_range(&mem, 65, 0, 1));
        // Overflowing sizes and offsets.
        let d = range_error(memset_range(&mem, 0, usize::MAX / 2, 4));
        assert!(d.contains("overflows"), "{d}");
        range_error(memset_range(&mem, usize::MAX, 1, 1));
        // Words must be aligned.
        let d = range_error(memset_range(&mem, 2, 1, 4));
        assert!(d.contains("multiple of 4"), "{d}");
        assert!(memset_range(&mem, 3, 1, 1).is_ok());
        let odd = DeviceMemory::new(0x10_0002, 64, Arc::new(NoFree));
        range_error(memset_range(&odd, 0, 1, 4));
    }

    #[test]
    fn attributes_and_occupancy_types_are_plain_data() {
        let a = KernelAttributes {
            registers_per_thread: 16,
            static_shared_bytes: 0,
            local_bytes_per_thread: 0,
            const_bytes: 0,
            max_threads_per_block: 1024,
            ptx_version: 80,
            binary_version: 90,
        };
        let b = a;
        assert_eq!(a, b);
        assert!(format!("{a:?}").contains("registers_per_thread: 16"));
    }

    #[test]
    fn module_names_join_kernels() {
        assert_eq!(module_name(&[]), "(no kernels)");
        let k = |n: &str| KernelSignature {
            name: n.into(),
            params: vec![],
            max_threads: None,
        };
        assert_eq!(module_name(&[k("a"), k("b")]), "a, b");
    }

    // ---- Tests that need a GPU. Run with `cargo test -- --ignored` on a CUDA machine. ----

    pub(crate) const SAXPY_PTX: &str = r#"
.version 7.8
.target sm_80
.address_size 64

// y[i] = a * x[i] + y[i] for i < n
.visible .entry saxpy(
    .param .f32 a,
    .param .u64 x,
    .param .u64 y,
    .param .u32 n
)
{
    .reg .pred %p<2>;
    .reg .b32 %r<7>;
    .reg .f32 %f<5>;
    .reg .b64 %rd<8>;

    mov.u32 %r1, %ctaid.x;
    mov.u32 %r2, %ntid.x;
    mov.u32 %r3, %tid.x;
    mad.lo.s32 %r4, %r1, %r2, %r3;
    ld.param.u32 %r5, [n];
    setp.ge.u32 %p1, %r4, %r5;
    @%p1 bra DONE;
    ld.param.f32 %f1, [a];
    ld.param.u64 %rd1, [x];
    ld.param.u64 %rd2, [y];
    cvta.to.global.u64 %rd3, %rd1;
    cvta.to.global.u64 %rd4, %rd2;
    mul.wide.u32 %rd5, %r4, 4;
    add.s64 %rd6, %rd3, %rd5;
    add.s64 %rd7, %rd4, %rd5;
    ld.global.f32 %f2, [%rd6];
    ld.global.f32 %f3, [%rd7];
    fma.rn.f32 %f4, %f1, %f2, %f3;
    st.global.f32 [%rd7], %f4;
DONE:
    ret;
}
"#;

    /// Stores to global address 0x10, which is never mapped.
    const FAULT_PTX: &str = r#"
.version 7.8
.target sm_80
.address_size 64

.visible .entry oob()
{
    .reg .b32 %r<2>;
    .reg .b64 %rd<2>;

    mov.u64 %rd1, 16;
    mov.u32 %r1, 42;
    st.global.u32 [%rd1], %r1;
    ret;
}
"#;

    /// Line 8 uses an instruction that does not exist.
    const INVALID_PTX: &str = ".version 7.8
.target sm_80
.address_size 64

.visible .entry broken()
{
    .reg .b32 %r<2>;
    frobnicate.u32 %r1, 7;
    ret;
}
";

    fn param(name: &str, ty: ParamType) -> Param {
        Param {
            name: name.into(),
            ty,
        }
    }

    pub(crate) fn saxpy_signature() -> KernelSignature {
        KernelSignature {
            name: "saxpy".into(),
            params: vec![
                param("a", ParamType::Scalar(ScalarType::F32)),
                param("x", ParamType::Pointer(Some(ScalarType::F32))),
                param("y", ParamType::Pointer(Some(ScalarType::F32))),
                param("n", ParamType::Scalar(ScalarType::U32)),
            ],
            max_threads: None,
        }
    }

    pub(crate) fn ptx(text: &str, kernels: Vec<KernelSignature>) -> Image {
        Image {
            format: ImageFormat::Ptx,
            arch: "sm_80".into(),
            bytes: text.as_bytes().to_vec(),
            kernels,
        }
    }

    /// The first CUDA device, or None (with the reason on stderr) where there is none.
    fn gpu() -> Option<CudaDevice> {
        match CudaDevice::open(0) {
            Ok(dev) => Some(dev),
            Err(e) => {
                eprintln!("no CUDA device: {e}");
                None
            }
        }
    }

    /// The device, or a failure: an ignored GPU test run on purpose must not pass without one.
    pub(crate) fn require_gpu() -> CudaDevice {
        gpu().expect("this test needs a CUDA device")
    }

    #[test]
    #[ignore = "needs a CUDA device; run with --ignored on a GPU machine"]
    fn device_info_is_plausible() {
        let dev = require_gpu();
        let info = dev.info();
        eprintln!("{info:?}\n{:?}", dev.properties());
        assert_eq!(info.backend, Backend::Cuda);
        assert!(info.arch.starts_with("sm_"), "{}", info.arch);
        let (major, minor) = dev.properties().compute_capability;
        assert_eq!(info.arch, format!("sm_{major}{minor}"));
        assert!(major >= 5);
        assert_eq!(info.warp_size, 32);
        assert!(info.multiprocessors > 0);
        assert_eq!(info.max_threads_per_block, 1024);
        assert_eq!(info.max_block, Dim3::new(1024, 1024, 64));
        assert_eq!(info.max_grid.x, (1u32 << 31) - 1);
        assert!(info.total_memory > 1 << 30);
        assert_eq!(dev.properties().shared_per_block, 48 * 1024);
        assert!(info.max_shared_per_block >= 48 * 1024);
        assert!(!info.name.is_empty());
        let listed = list_devices().unwrap();
        assert_eq!(listed[0], *info);
        assert!(dev.properties().driver_version >= (11, 8));
        assert!(matches!(
            CudaDevice::open(listed.len() as u32),
            Err(Error::NoDevice { .. })
        ));
    }

    #[test]
    #[ignore = "needs a CUDA device; run with --ignored on a GPU machine"]
    fn upload_download_roundtrip() {
        let dev = require_gpu();
        let data: Vec<f32> = (0..4096).map(|i| i as f32 * 0.5 - 7.0).collect();
        let buf = dev.upload(&data).unwrap();
        assert_eq!(dev.download(&buf).unwrap(), data);

        // Offsets, both ways.
        dev.write_raw(buf.memory(), 8, &[0xab; 12]).unwrap();
        let mut back = [0u8; 20];
        dev.read_raw(buf.memory(), 4, &mut back).unwrap();
        assert_eq!(&back[..4], &data[1].to_le_bytes());
        assert_eq!(&back[4..16], &[0xab; 12]);
        assert_eq!(&back[16..], &data[5].to_le_bytes());
        assert!(matches!(
            dev.read_raw(buf.memory(), 4096 * 4 - 2, &mut back),
            Err(Error::CopyRange { .. })
        ));

        // Zero bytes: allocates nothing, copies nothing, frees nothing.
        let empty = dev.upload::<u32>(&[]).unwrap();
        assert!(empty.is_empty());
        assert_eq!(dev.download(&empty).unwrap(), Vec::<u32>::new());

        // From several threads at once: each makes the context current itself.
        std::thread::scope(|s| {
            for t in 0..4u32 {
                let dev = &dev;
                s.spawn(move || {
                    let data: Vec<u32> = (0..1000).map(|i| i * 4 + t).collect();
                    let buf = dev.upload(&data).unwrap();
                    assert_eq!(dev.download(&buf).unwrap(), data);
                });
            }
        });
    }

    #[test]
    #[ignore = "needs a CUDA device; run with --ignored on a GPU machine"]
    fn saxpy_ptx_runs() {
        let dev = require_gpu();
        let module = dev.load(&ptx(SAXPY_PTX, vec![saxpy_signature()])).unwrap();
        // The info log is empty when the driver's compute cache already holds
        // this PTX, so its content is printed, not asserted.
        let log = CudaModule::of(&module).unwrap().jit_log().to_string();
        eprintln!("JIT log:\n{log}");

        let n = 1000usize;
        let x: Vec<f32> = (0..n).map(|i| i as f32).collect();
        let y0: Vec<f32> = (0..n + 24).map(|i| 1000.0 - i as f32).collect();
        let xb = dev.upload(&x).unwrap();
        let yb = dev.upload(&y0).unwrap();
        let saxpy = module.kernel("saxpy").unwrap();
        let args = [2.0f32.into(), (&xb).into(), (&yb).into(), (n as u32).into()];
        // Launch from another thread than the one that opened the device.
        std::thread::scope(|s| {
            s.spawn(|| {
                dev.launch(&saxpy, &LaunchConfig::for_elems(n, 128), &args)
                    .unwrap()
            });
        });
        dev.synchronize().unwrap();
        let y = dev.download(&yb).unwrap();
        for (i, &v) in y[..n].iter().enumerate() {
            assert_eq!(v, 1000.0 + i as f32, "y[{i}]");
        }
        // Past n the kernel must not write.
        assert_eq!(&y[n..], &y0[n..]);

        // More dynamic shared memory than the default 48 KiB: opts in first.
        let big = dev.info().max_shared_per_block;
        if big > 48 * 1024 {
            let cfg = LaunchConfig {
                shared_bytes: big,
                ..LaunchConfig::for_elems(n, 256)
            };
            dev.launch(&saxpy, &cfg, &args).unwrap();
            dev.synchronize().unwrap();
            let y = dev.download(&yb).unwrap();
            assert_eq!(y[10], 1000.0 + 10.0 + 2.0 * 10.0);
        }

        // JIT options are accepted.
        let opts = JitOptions {
            optimization_level: Some(1),
            max_registers: Some(32),
        };
        let m2 = dev
            .load_with(&ptx(SAXPY_PTX, vec![saxpy_signature()]), &opts)
            .unwrap();
        assert!(m2.kernel("saxpy").is_ok());
    }

    #[test]
    #[ignore = "needs a CUDA device; run with --ignored on a GPU machine"]
    fn wrong_images_and_kernels_are_refused() {
        let dev = require_gpu();
        let err = dev.load(&ptx(INVALID_PTX, vec![])).unwrap_err();
        eprintln!("{err}");
        match &err {
            Error::ModuleLoad {
                backend,
                status,
                log,
                ..
            } => {
                assert_eq!(*backend, Backend::Cuda);
                assert!(status.contains("CUDA_ERROR_INVALID_PTX"), "{status}");
                assert!(!log.is_empty());
                assert!(
                    log.contains("frobnicate") || log.contains("line 8"),
                    "log should point at the bad instruction: {log}"
                );
            }
            other => panic!("expected ModuleLoad, got {other:?}"),
        }

        let hsaco = Image {
            format: ImageFormat::Hsaco,
            ..ptx(SAXPY_PTX, vec![])
        };
        assert!(matches!(
            dev.load(&hsaco),
            Err(Error::WrongImageFormat { .. })
        ));
        let not_elf = Image {
            format: ImageFormat::Cubin,
            ..ptx(SAXPY_PTX, vec![])
        };
        assert!(matches!(dev.load(&not_elf), Err(Error::ModuleLoad { .. })));

        let missing = KernelSignature {
            name: "saxpy2".into(),
            ..saxpy_signature()
        };
        let err = dev.load(&ptx(SAXPY_PTX, vec![missing])).unwrap_err();
        match &err {
            Error::UnknownKernel { name, available } => {
                assert_eq!(name, "saxpy2");
                if dev.properties().driver_version >= (12, 4) {
                    assert_eq!(available, &["saxpy".to_string()]);
                }
            }
            other => panic!("expected UnknownKernel, got {other:?}"),
        }

        if dev.properties().driver_version >= (12, 4) {
            let mut short = saxpy_signature();
            short.params.pop();
            let err = dev.load(&ptx(SAXPY_PTX, vec![short])).unwrap_err();
            assert!(matches!(err, Error::ModuleLoad { .. }), "{err:?}");
            assert!(err.to_string().contains("more than the 3"), "{err}");
            let mut wide = saxpy_signature();
            wide.params[0].ty = ParamType::Scalar(ScalarType::F64);
            let err = dev.load(&ptx(SAXPY_PTX, vec![wide])).unwrap_err();
            assert!(err.to_string().contains("4 bytes in the kernel"), "{err}");
        }
    }

    /// Runs test `name` of this module in a child process (this test binary,
    /// filtered to it) and checks that it passed; returns false there, in the
    /// child, which then runs the test proper. Tests that fault a kernel need
    /// this: a fault poisons the context of every test of its process.
    fn in_child_process(name: &str) -> bool {
        const CHILD: &str = "GPUJIT_CUDA_TEST_CHILD";
        if std::env::var_os(CHILD).is_some() {
            return false;
        }
        let path = module_path!();
        let path = path.split_once("::").map_or(path, |(_, rest)| rest);
        let exe = std::env::current_exe().unwrap();
        let out = std::process::Command::new(exe)
            .args([
                "--ignored",
                "--exact",
                "--nocapture",
                &format!("{path}::{name}"),
            ])
            .env(CHILD, "1")
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        eprintln!("child stdout:\n{stdout}\nchild stderr:\n{stderr}");
        assert!(out.status.success(), "the child running {name} failed");
        assert!(stdout.contains("1 passed"), "the child ran no test");
        true
    }

    /// Loads [`FAULT_PTX`], launches its `oob` kernel once and returns the
    /// module, the kernel and the error the next synchronize gives.
    fn fault_once(dev: &CudaDevice) -> (Module, Kernel, Error) {
        let oob = KernelSignature {
            name: "oob".into(),
            params: vec![],
            max_threads: None,
        };
        let module = dev.load(&ptx(FAULT_PTX, vec![oob])).unwrap();
        let kernel = module.kernel("oob").unwrap();
        dev.launch(&kernel, &LaunchConfig::for_elems(1, 1), &[])
            .unwrap();
        let err = dev.synchronize().unwrap_err();
        eprintln!("{err}");
        (module, kernel, err)
    }

    #[test]
    #[ignore = "needs a CUDA device; run with --ignored on a GPU machine"]
    fn kernel_fault_is_reported() {
        if in_child_process("kernel_fault_is_reported") {
            return;
        }

        let dev = require_gpu();
        let (module, kernel, err) = fault_once(&dev);
        match &err {
            Error::KernelFault {
                backend,
                kernel,
                detail,
            } => {
                assert_eq!(*backend, Backend::Cuda);
                assert_eq!(kernel, "oob");
                assert!(detail.contains("CUDA_ERROR_ILLEGAL_ADDRESS"), "{detail}");
                assert!(detail.contains("sticky"), "{detail}");
            }
            other => panic!("expected KernelFault, got {other:?}"),
        }
        // Sticky: copies report it too.
        let err = dev.upload(&[1u32, 2, 3]).map(|_| ()).unwrap_err();
        assert!(
            matches!(err, Error::KernelFault { .. }),
            "after a fault: {err:?}"
        );

        // Reopening after dropping every handle: recorded, not asserted (the driver documents
        // these faults as fatal to the process, though a released primary context is
        // recreated fresh).
        drop(kernel);
        drop(module);
        drop(dev);
        let again = CudaDevice::open(0).and_then(|dev| {
            let b = dev.upload(&[5u32, 6, 7])?;
            dev.download(&b)
        });
        eprintln!("reopen after the fault: {again:?}");
    }

    #[test]
    #[ignore = "needs a CUDA device; run with --ignored on a GPU machine"]
    fn kernel_attributes_and_occupancy_are_plausible() {
        let dev = require_gpu();
        let module = dev.load(&ptx(SAXPY_PTX, vec![saxpy_signature()])).unwrap();
        let saxpy = module.kernel("saxpy").unwrap();
        let a = dev.kernel_attributes(&saxpy).unwrap();
        eprintln!("{a:?}");
        assert!(a.registers_per_thread > 0, "{a:?}");
        assert!(a.registers_per_thread <= 255, "{a:?}");
        assert!(a.max_threads_per_block >= 256, "{a:?}");
        assert!(a.max_threads_per_block <= 1024, "{a:?}");
        assert!(a.ptx_version >= 70, "{a:?}");
        let (major, minor) = dev.properties().compute_capability;
        assert_eq!(a.binary_version, major * 10 + minor, "{a:?}");
        assert_eq!(a.static_shared_bytes, 0, "{a:?}");
        assert_eq!(a.local_bytes_per_thread, 0, "saxpy should not spill: {a:?}");

        let blocks = dev.max_active_blocks_per_sm(&saxpy, 256, 0).unwrap();
        eprintln!("resident blocks of 256 threads per SM: {blocks}");
        assert!((1..=32).contains(&blocks), "{blocks}");
        // More dynamic shared memory per block never allows more blocks.
        let with_shared = dev
            .max_active_blocks_per_sm(&saxpy, 256, 32 * 1024)
            .unwrap();
        assert!(with_shared <= blocks, "{with_shared} > {blocks}");
        assert!(matches!(
            dev.max_active_blocks_per_sm(&saxpy, 0, 0),
            Err(Error::InvalidLaunch { .. })
        ));

        let (min_grid, block) = dev.suggested_block_size(&saxpy, 0).unwrap();
        eprintln!("suggested: grid >= {min_grid}, block {block}");
        assert!((32..=1024).contains(&block), "{block}");
        assert_eq!(block % 32, 0, "{block}");
        assert!(min_grid >= 1, "{min_grid}");
        // The suggested size is itself resident.
        assert!(dev.max_active_blocks_per_sm(&saxpy, block, 0).unwrap() >= 1);
    }

    #[test]
    #[ignore = "needs a CUDA device; run with --ignored on a GPU machine"]
    fn memsets_fill_ranges() {
        let dev = require_gpu();
        let buf = dev.alloc::<u32>(1000).unwrap();
        dev.memset_d32(buf.memory(), 0xdead_beef).unwrap();
        assert_eq!(dev.download(&buf).unwrap(), vec![0xdead_beef; 1000]);
        dev.memset_d8_at(buf.memory(), 4, 4, 0x11).unwrap();
        dev.memset_d32_at(buf.memory(), 8, 2, 7).unwrap();
        let out = dev.download(&buf).unwrap();
        assert_eq!(&out[..5], &[0xdead_beef, 0x1111_1111, 7, 7, 0xdead_beef]);
        assert_eq!(out[999], 0xdead_beef);
        dev.memset_d8(buf.memory(), 0).unwrap();
        assert_eq!(dev.download(&buf).unwrap(), vec![0; 1000]);

        let ones = dev.alloc::<f32>(257).unwrap();
        dev.memset_d32(ones.memory(), 1.0f32.to_bits()).unwrap();
        assert_eq!(dev.download(&ones).unwrap(), vec![1.0f32; 257]);

        // Checked before the driver sees them.
        assert!(matches!(
            dev.memset_d32_at(buf.memory(), 2, 1, 0),
            Err(Error::CopyRange { .. })
        ));
        assert!(matches!(
            dev.memset_d32_at(buf.memory(), 4, 1000, 0),
            Err(Error::CopyRange { .. })
        ));
        assert!(matches!(
            dev.memset_d8_at(buf.memory(), 3990, 11, 0),
            Err(Error::CopyRange { .. })
        ));
        let odd = dev.alloc_raw(1001).unwrap();
        assert!(matches!(
            dev.memset_d32(&odd, 0),
            Err(Error::CopyRange { .. })
        ));
        dev.memset_d8(&odd, 0xff).unwrap();
        // Zero-byte allocations: nothing to set.
        let empty = dev.alloc_raw(0).unwrap();
        dev.memset_d8(&empty, 1).unwrap();
        dev.memset_d32(&empty, 1).unwrap();
        dev.synchronize().unwrap();
    }

    #[test]
    #[ignore = "needs a CUDA device; run with --ignored on a GPU machine"]
    fn too_new_ptx_version_is_explained() {
        let dev = require_gpu();
        let text = SAXPY_PTX.replace(".version 7.8", ".version 9.9");
        assert!(text.contains(".version 9.9"));
        let err = dev.load(&ptx(&text, vec![saxpy_signature()])).unwrap_err();
        eprintln!("{err}");
        let (major, minor) = dev.properties().driver_version;
        match &err {
            Error::ModuleLoad { status, .. } => {
                assert!(status.contains("9.9"), "{status}");
                assert!(status.contains(&format!("{major}.{minor}")), "{status}");
                assert!(status.contains("ptx_version"), "{status}");
                assert!(status.contains("sm_80"), "{status}");
                if let Some(max) = cuda::driver_ptx_isa((major, minor)) {
                    let max = format!("{}.{}", max / 10, max % 10);
                    assert!(status.contains(&max), "{status}");
                }
            }
            other => panic!("expected ModuleLoad, got {other:?}"),
        }
        // The device is still usable: a refused module is no fault.
        let module = dev.load(&ptx(SAXPY_PTX, vec![saxpy_signature()])).unwrap();
        assert!(module.kernel("saxpy").is_ok());
    }

    #[test]
    #[ignore = "needs a CUDA device; run with --ignored on a GPU machine"]
    fn reset_recovers_after_a_fault() {
        // A fault poisons the context, and a reset destroys it under every other test.
        if in_child_process("reset_recovers_after_a_fault") {
            return;
        }

        let dev = require_gpu();
        let kept = dev.upload(&[1u32, 2, 3]).unwrap();
        let (module, kernel, err) = fault_once(&dev);
        assert!(matches!(err, Error::KernelFault { .. }), "{err:?}");
        // Sticky: later calls report the fault too.
        let err = dev.upload(&[1u32, 2, 3]).map(|_| ()).unwrap_err();
        assert!(matches!(err, Error::KernelFault { .. }), "{err:?}");
        let err = dev.download(&kept).map(|_| ()).unwrap_err();
        assert!(matches!(err, Error::KernelFault { .. }), "{err:?}");
        // Recorded, not asserted: loading needs the context, so this should be a KernelFault.
        let load = dev
            .load(&ptx(SAXPY_PTX, vec![saxpy_signature()]))
            .map(|_| ());
        eprintln!("load after the fault: {load:?}");
        assert!(load.is_err());

        // Refused while anything of the old context is alive (the clone is consumed; `dev`
        // stays).
        let err = dev.clone().reset().map(|_| ()).unwrap_err();
        eprintln!("{err}");
        match &err {
            Error::Unsupported { what, .. } => assert!(what.contains("drop them"), "{what}"),
            other => panic!("expected Unsupported, got {other:?}"),
        }
        let stream = dev.stream();
        eprintln!("stream after the fault: {stream:?}");
        drop(stream);
        drop(kept);
        drop(kernel);
        drop(module);
        let err = dev.clone().reset().map(|_| ()).unwrap_err();
        assert!(matches!(err, Error::Unsupported { .. }), "{err:?}");

        // Drivers keep an illegal-address fault for the whole process (the H200's
        // 580 driver does); then reset says a restart is needed. A driver that
        // recovers must give a device that works.
        let dev = match dev.reset() {
            Ok(dev) => dev,
            Err(Error::Unsupported { what, .. }) => {
                assert!(what.contains("restart the process"), "{what}");
                return;
            }
            Err(other) => panic!("reset failed with {other:?}"),
        };
        eprintln!("reset: {dev:?}");

        // The new context runs saxpy.
        let module = dev.load(&ptx(SAXPY_PTX, vec![saxpy_signature()])).unwrap();
        let saxpy = module.kernel("saxpy").unwrap();
        let n = 1000usize;
        let x: Vec<f32> = (0..n).map(|i| i as f32).collect();
        let xb = dev.upload(&x).unwrap();
        let yb = dev.upload(&vec![1.0f32; n]).unwrap();
        let args = [3.0f32.into(), (&xb).into(), (&yb).into(), (n as u32).into()];
        dev.launch(&saxpy, &LaunchConfig::for_elems(n, 128), &args)
            .unwrap();
        dev.synchronize().unwrap();
        let y = dev.download(&yb).unwrap();
        for (i, &v) in y.iter().enumerate() {
            assert_eq!(v, 3.0 * i as f32 + 1.0, "y[{i}]");
        }
    }
}
