//! [`HipDevice`]: a [`gpujit_device::Device`] on an AMD GPU, through HIP.
//!
//! ```no_run
//! use gpujit_amdgcn::device::HipDevice;
//! use gpujit_device::{Device, DeviceExt};
//! let dev = HipDevice::open(0)?; // Err(NoDevice) on a machine without a GPU
//! println!("{} ({})", dev.info().name, dev.info().arch);
//! let x = dev.upload(&[1.0f32, 2.0, 3.0])?;
//! assert_eq!(dev.download(&x)?, [1.0, 2.0, 3.0]);
//! # Ok::<(), gpujit_device::Error>(())
//! ```
//!
//! [`HipDevice::load`](gpujit_device::Device::load) first matches the code
//! object against the device's `gcnArchName` with
//! [`check_loadable`] (generic versions
//! up to [`GENERIC_VERSION`], the one LLVM 22 writes) and refuses a mismatch
//! with [`Error::TargetMismatch`] before HIP sees the bytes.
//!
//! Everything here is safe code over [`crate::hip`]: buffers are `hipMalloc`
//! allocations freed by a [`MemoryOwner`], modules are `hipModuleLoadData`
//! handles unloaded when the last [`Module`] clone goes, launches go through
//! `hipModuleLaunchKernel` on the null stream. Every handle holds the
//! `Arc<Hip>`, so the runtime library outlives all of them.

use crate::arch::GENERIC_VERSION;
use crate::code_object::{CodeObject, TargetMismatch, check_loadable};
use crate::hip::{Hip, HipFunction, HipModule, attr, status};
use gpujit_device::{
    Backend, CopyPath, Device, DeviceId, DeviceInfo, DeviceMemory, Dim3, Error, Image, ImageFormat,
    Kernel, KernelArg, LaunchConfig, MemoryOwner, Module, ModuleImpl, Result, check_owned,
};
use std::any::Any;
use std::fmt;
use std::sync::{Arc, Mutex, PoisonError};

mod cooperative;
mod reset;

/// An AMD GPU driven through the HIP runtime. Clones share the device and its identity.
#[derive(Clone)]
pub struct HipDevice {
    hip: Arc<Hip>,
    ordinal: u32,
    info: DeviceInfo,
    id: DeviceId,
    gcn_arch_name: String,
    owner: Arc<HipMemoryOwner>,
    /// Name of the last kernel launched, for faults reported at synchronize.
    last_kernel: Arc<Mutex<Option<String>>>,
    /// Whether the device takes cooperative launches ([`Hip::cooperative_launch`]).
    cooperative: bool,
}

impl HipDevice {
    /// Opens device `ordinal` of the process-wide HIP runtime ([`Hip::load`]).
    ///
    /// Without the library: [`Error::LibraryNotFound`]. Without a GPU (HIP
    /// answers `hipErrorInvalidDevice` or `hipErrorNoDevice`), or with fewer
    /// than `ordinal + 1` devices: [`Error::NoDevice`].
    pub fn open(ordinal: u32) -> Result<HipDevice> {
        HipDevice::open_with(Hip::load()?, ordinal)
    }

    /// Opens device `ordinal` of an already loaded runtime.
    pub fn open_with(hip: Arc<Hip>, ordinal: u32) -> Result<HipDevice> {
        hip.init()?;
        let count = hip.device_count()?;
        if ordinal >= count {
            return Err(Error::NoDevice {
                backend: Backend::Hip,
                detail: format!("device {ordinal} requested; HIP reports {count}"),
            });
        }
        let (info, gcn_arch_name) = query(&hip, ordinal)?;
        let cooperative = hip.cooperative_launch(ordinal)?;
        Ok(HipDevice {
            owner: Arc::new(HipMemoryOwner { hip: hip.clone() }),
            hip,
            ordinal,
            id: DeviceId::new(Backend::Hip, ordinal, &info.name),
            info,
            gcn_arch_name,
            last_kernel: Arc::new(Mutex::new(None)),
            cooperative,
        })
    }

    /// The runtime this device belongs to.
    pub fn hip(&self) -> &Arc<Hip> {
        &self.hip
    }

    /// HIP ordinal of the device.
    pub fn ordinal(&self) -> u32 {
        self.ordinal
    }

    /// The full `gcnArchName`, target features included (`gfx90a:sramecc+:xnack-`).
    pub fn gcn_arch_name(&self) -> &str {
        &self.gcn_arch_name
    }

    /// The HIP function behind a kernel of a module loaded on this device,
    /// for attribute and occupancy queries.
    pub fn hip_function<'k>(&self, kernel: &'k Kernel) -> Result<&'k HipFunction> {
        self.hip_module(kernel)?.function(kernel)
    }

    /// The HIP module of a kernel loaded on this device.
    fn hip_module<'k>(&self, kernel: &'k Kernel) -> Result<&'k HipModuleImpl> {
        let unsupported = |what: String| Error::Unsupported {
            backend: Backend::Hip,
            what,
        };
        let module = kernel
            .module()
            .inner()
            .as_any()
            .downcast_ref::<HipModuleImpl>()
            .ok_or_else(|| {
                unsupported(format!(
                    "kernel `{}` belongs to a {} module, not a HIP one",
                    kernel.name(),
                    kernel.module().backend()
                ))
            })?;
        if module.module.ordinal() != self.ordinal {
            return Err(unsupported(format!(
                "kernel `{}` was loaded on HIP device {}, not on device {}",
                kernel.name(),
                module.module.ordinal(),
                self.ordinal
            )));
        }
        Ok(module)
    }

    /// Remembers `kernel` as the last launched, for a fault reported at synchronize.
    fn note_launch(&self, kernel: &Kernel) {
        *self
            .last_kernel
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = Some(kernel.name().to_string());
    }

    fn as_fault(&self, e: Error, kernel: Option<String>) -> Error {
        match e {
            Error::Driver {
                call,
                code,
                name,
                message,
                ..
            } if status::is_kernel_fault(code) => Error::KernelFault {
                backend: Backend::Hip,
                kernel: kernel.unwrap_or_else(|| "<none launched>".to_string()),
                detail: format!("{call} returned {name} ({code}): {message}"),
            },
            other => other,
        }
    }
}

/// The full `gcnArchName` of `device` (`gfx90a:sramecc+:xnack-`) when it is a
/// [`HipDevice`] (or a wrapper whose `as_any` reaches one) that reports the processor its
/// [`DeviceInfo::arch`] names; `None` otherwise (a wrapper may report another processor).
pub fn device_target_id(device: &dyn Device) -> Option<String> {
    let hip = device.as_any().downcast_ref::<HipDevice>()?;
    let name = hip.gcn_arch_name();
    (name.split(':').next() == Some(device.info().arch.as_str())).then(|| name.to_string())
}

/// A [`TargetMismatch`] as the device error every backend returns; the reason ends with
/// what gpujit compiles for the device ([`crate::arch::arch_for_device`]).
pub fn mismatch_error(m: TargetMismatch) -> Error {
    let advice = match crate::arch::arch_for_device(&m.device, false) {
        Ok(choice) => format!(
            "; gpujit compiles {} for this device ({}): compile with compile_for",
            choice.target, choice.reason
        ),
        Err(e) => format!("; gpujit cannot compile for this device: {e}"),
    };
    Error::TargetMismatch {
        backend: Backend::Hip,
        image: m.image,
        device: m.device,
        reason: format!("{}{advice}", m.reason),
    }
}

/// [`DeviceInfo`] of every device the HIP runtime reports.
///
/// Without the library: [`Error::LibraryNotFound`]; without a GPU:
/// [`Error::NoDevice`] carrying HIP's answer.
pub fn list_devices() -> Result<Vec<DeviceInfo>> {
    let hip = Hip::load()?;
    hip.init()?;
    let count = hip.device_count()?;
    (0..count)
        .map(|ordinal| query(&hip, ordinal).map(|(info, _)| info))
        .collect()
}

/// Reads a device's description: numbers attribute by attribute, the
/// architecture from the properties struct.
fn query(hip: &Hip, ordinal: u32) -> Result<(DeviceInfo, String)> {
    let get =
        |a: i32| -> Result<u32> { Ok(u32::try_from(hip.attribute(a, ordinal)?).unwrap_or(0)) };
    let gcn_arch_name = hip.arch_name(ordinal)?;
    let arch = gcn_arch_name
        .split(':')
        .next()
        .unwrap_or(&gcn_arch_name)
        .to_string();
    let info = DeviceInfo {
        backend: Backend::Hip,
        ordinal,
        name: hip.device_name(ordinal)?,
        arch,
        total_memory: hip.total_memory(ordinal)?,
        warp_size: get(attr::WARP_SIZE)?,
        multiprocessors: get(attr::MULTIPROCESSOR_COUNT)?,
        max_threads_per_block: get(attr::MAX_THREADS_PER_BLOCK)?,
        max_block: Dim3::new(
            get(attr::MAX_BLOCK_DIM_X)?,
            get(attr::MAX_BLOCK_DIM_Y)?,
            get(attr::MAX_BLOCK_DIM_Z)?,
        ),
        max_grid: Dim3::new(
            get(attr::MAX_GRID_DIM_X)?,
            get(attr::MAX_GRID_DIM_Y)?,
            get(attr::MAX_GRID_DIM_Z)?,
        ),
        max_shared_per_block: get(attr::MAX_SHARED_MEMORY_PER_BLOCK)?,
    };
    Ok((info, gcn_arch_name))
}

impl fmt::Debug for HipDevice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "HipDevice({}: {} {})",
            self.ordinal, self.info.name, self.gcn_arch_name
        )
    }
}

/// Frees `hipMalloc` allocations when their [`DeviceMemory`] drops.
struct HipMemoryOwner {
    hip: Arc<Hip>,
}

impl MemoryOwner for HipMemoryOwner {
    fn free(&self, addr: u64, _bytes: usize) {
        // A failed free cannot be reported from a destructor; the runtime's
        // allocation table has already forgotten the address either way.
        let _ = self.hip.free(addr);
    }
}

/// Which of `names` the code object's symbol table names, read in one pass.
fn has_symbols<const N: usize>(bytes: &[u8], names: [&str; N]) -> [bool; N] {
    use object::{Object, ObjectSymbol};
    let mut found = [false; N];
    if let Ok(f) = object::File::parse(bytes) {
        for s in f.symbols() {
            if let Some(i) = names.iter().position(|&n| s.name() == Ok(n)) {
                found[i] = true;
            }
        }
    }
    found
}

/// A loaded HIP module and one function per kernel of the image's signature
/// list, in the same order (so [`Kernel::index`] picks its function).
struct HipModuleImpl {
    module: Arc<HipModule>,
    functions: Vec<HipFunction>,
    /// The grid workspace of a module whose code reads it (see [`cooperative`]).
    grid: Option<cooperative::GridWorkspace>,
}

impl HipModuleImpl {
    /// The function of `kernel`, a kernel of this module.
    fn function(&self, kernel: &Kernel) -> Result<&HipFunction> {
        self.functions
            .get(kernel.index())
            .ok_or_else(|| Error::UnknownKernel {
                name: kernel.name().to_string(),
                available: self
                    .functions
                    .iter()
                    .map(|f| f.name().to_string())
                    .collect(),
            })
    }
}

impl ModuleImpl for HipModuleImpl {
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl Device for HipDevice {
    /// Mapped host memory where the library has HIP's mapping entry points
    /// (`hipHostGetDevicePointer`, `hipHostRegister`, `hipHostUnregister`): ROCm on
    /// Linux maps page-locked host memory at its own address, which users of
    /// [`gpujit_device::Capabilities::unified_addressing`] check on every mapping.
    fn capabilities(&self) -> gpujit_device::Capabilities {
        let maps = self.hip().maps_host();
        gpujit_device::Capabilities {
            mapped_memory: maps,
            unified_addressing: maps,
            // HIP streams run concurrently on AMD GPUs, as CUDA's do.
            concurrent_streams: true,
            cooperative_launch: self.cooperative,
            ..Default::default()
        }
    }

    fn info(&self) -> &DeviceInfo {
        &self.info
    }

    fn id(&self) -> &DeviceId {
        &self.id
    }

    fn alloc_raw(&self, bytes: usize) -> Result<DeviceMemory> {
        let addr = self.hip.malloc(self.ordinal, bytes)?;
        let owner: Arc<dyn MemoryOwner> = self.owner.clone();
        // SAFETY: a fresh `hipMalloc` allocation of `bytes` bytes on this device, freed by
        // `HipMemoryOwner` only, when this value drops.
        Ok(unsafe { DeviceMemory::new(self.id.clone(), addr, bytes, owner) })
    }

    unsafe fn write_raw(&self, dst: &DeviceMemory, offset: usize, src: &[u8]) -> Result<()> {
        let addr = dst.range(offset, src.len())?;
        self.hip.copy_to_device(addr, src)
    }

    unsafe fn read_raw(&self, src: &DeviceMemory, offset: usize, dst: &mut [u8]) -> Result<()> {
        let addr = src.range(offset, dst.len())?;
        self.hip.copy_from_device(addr, dst)
    }

    /// `hipMemcpyPeer` to another device of the same runtime that this one can reach
    /// (`hipDeviceCanAccessPeer`), peer access enabled first; `None` otherwise (another
    /// backend or runtime, the same GPU opened twice, no peer access): the copy is staged.
    unsafe fn copy_to_peer_raw(
        &self,
        src: &DeviceMemory,
        src_offset: usize,
        dst_dev: &dyn Device,
        dst: &DeviceMemory,
        dst_offset: usize,
        bytes: usize,
    ) -> Result<Option<CopyPath>> {
        let Some(peer) = dst_dev.as_any().downcast_ref::<HipDevice>() else {
            return Ok(None);
        };
        if !Arc::ptr_eq(&self.hip, &peer.hip)
            || peer.ordinal == self.ordinal
            || !self.hip.can_access_peer(self.ordinal, peer.ordinal)?
        {
            return Ok(None);
        }
        check_owned(self.id(), src.device(), "the source of the copy")?;
        check_owned(peer.id(), dst.device(), "the destination of the copy")?;
        let from = src.range(src_offset, bytes)?;
        let to = dst.range(dst_offset, bytes)?;
        self.hip.enable_peer_access(self.ordinal, peer.ordinal)?;
        self.hip.copy_peer(to, from, bytes)?;
        Ok(Some(CopyPath::PeerToPeer))
    }

    fn module_global(&self, module: &Module, name: &str) -> Result<DeviceMemory> {
        let m = module
            .inner()
            .as_any()
            .downcast_ref::<HipModuleImpl>()
            .ok_or_else(|| Error::Unsupported {
                backend: Backend::Hip,
                what: format!("a {} module, not a HIP one", module.backend()),
            })?;
        if m.module.ordinal() != self.ordinal {
            return Err(Error::Unsupported {
                backend: Backend::Hip,
                what: format!(
                    "a module loaded on HIP device {}, not on device {}",
                    m.module.ordinal(),
                    self.ordinal
                ),
            });
        }
        let (addr, bytes) = m.module.global(name)?;
        // SAFETY: `hipModuleGetGlobal` gave the variable's storage in the loaded module,
        // device memory registered with this runtime's copy checks until the module
        // unloads, which the returned memory prevents while it lives.
        Ok(unsafe { gpujit_device::module_variable(self.id.clone(), module, addr, bytes) })
    }

    fn load(&self, image: &Image) -> Result<Module> {
        if image.format != ImageFormat::Hsaco {
            return Err(Error::WrongImageFormat {
                backend: Backend::Hip,
                format: image.format.to_string(),
            });
        }
        let names: Vec<&str> = image.kernels.iter().map(|k| k.name.as_str()).collect();
        let refuse = |status: String| Error::ModuleLoad {
            backend: Backend::Hip,
            module: names.join(", "),
            status,
            log: String::new(),
        };
        let co = CodeObject::parse(&image.bytes)
            .map_err(|e| refuse(format!("not a loadable AMD code object: {e}")))?;
        check_loadable(&co, &self.gcn_arch_name, GENERIC_VERSION).map_err(mismatch_error)?;
        // `gpujit.io`: the code prints or asserts; the grid workspace: it synchronises the
        // grid.
        let [io, grid_workspace] = has_symbols(
            &image.bytes,
            [crate::io::IO_VARIABLE, crate::lower::GRID_WORKSPACE],
        );
        if io {
            return Err(Error::Unsupported {
                backend: Backend::Hip,
                what: format!(
                    "device printf and assert in {}: their records are drained by the AMDGCN \
                     emulator's runtime, not yet by the HIP backend's",
                    names.join(", ")
                ),
            });
        }
        let module = Arc::new(HipModule::load(&self.hip, self.ordinal, &image.bytes)?);
        let mut functions = Vec::with_capacity(image.kernels.len());
        for sig in &image.kernels {
            let f = module.function(&sig.name).map_err(|e| match e {
                Error::UnknownKernel { name, available } => refuse(format!(
                    "kernel `{name}` of the signature list is not in the code object (it has: {})",
                    available.join(", ")
                )),
                other => other,
            })?;
            let declared: Vec<usize> = sig.params.iter().map(|p| p.ty.size()).collect();
            if declared != f.arg_sizes() {
                return Err(refuse(format!(
                    "kernel `{}`: the signature's argument sizes {declared:?} differ from \
                     the code object's {:?}",
                    sig.name,
                    f.arg_sizes()
                )));
            }
            functions.push(f);
        }
        let grid = grid_workspace.then(cooperative::GridWorkspace::default);
        let inner = Arc::new(HipModuleImpl {
            module,
            functions,
            grid,
        });
        Ok(Module::for_image(self.id.clone(), inner, image))
    }

    unsafe fn launch_raw(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        if let Some((k, c, a)) =
            kernel.coarsened(cfg, args, self.info.multiprocessors, |image| {
                Device::load(self, image)
            })?
        {
            // SAFETY: the variant runs the kernel's code on the same arguments (and the
            // grid's extent, a scalar) over the same blocks: this function's contract.
            return unsafe { self.launch_raw(&k, &c, &a) };
        }
        let f = self.hip_function(kernel)?;
        let bytes: Vec<Vec<u8>> = args.iter().map(KernelArg::bytes).collect();
        let refs: Vec<&[u8]> = bytes.iter().map(Vec::as_slice).collect();
        self.note_launch(kernel);
        let (g, b) = (cfg.grid, cfg.block);
        // SAFETY: every pointer argument points into memory of this device that outlives
        // the kernel (this function's contract: `hipFree` waits for running kernels).
        unsafe { f.launch([g.x, g.y, g.z], [b.x, b.y, b.z], cfg.shared_bytes, &refs) }
            .map_err(|e| self.as_fault(e, Some(kernel.name().to_string())))
    }

    /// The driver's answer (`hipModuleOccupancyMaxActiveBlocksPerMultiprocessor`).
    fn resident_blocks(&self, kernel: &Kernel, block: Dim3, shared_bytes: u32) -> Result<u32> {
        self.resident_blocks_of(kernel, block, shared_bytes)
    }

    /// `hipModuleLaunchCooperativeKernel` on the null stream, where the runtime exports it
    /// and the device reports `hipDeviceAttributeCooperativeLaunch`. A module whose code
    /// synchronises the grid has one grid workspace, reset on the launch's stream before
    /// each cooperative launch, so its cooperative launches run one after another whatever
    /// their streams.
    unsafe fn launch_cooperative_raw(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        // SAFETY: this function's contract; the null stream is always valid.
        unsafe { self.launch_cooperative_in(None, kernel, cfg, args) }
    }

    fn reset(&self) -> Result<()> {
        self.reset_in_place()
    }

    fn synchronize(&self) -> Result<()> {
        self.hip.synchronize(self.ordinal).map_err(|e| {
            let last = self
                .last_kernel
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .clone();
            self.as_fault(e, last)
        })
    }

    fn create_stream(&self) -> Result<Arc<dyn gpujit_device::StreamImpl>> {
        Ok(Arc::new(crate::stream::HipQueue::new(self)?))
    }

    fn create_event(&self) -> Result<Arc<dyn gpujit_device::EventImpl>> {
        Ok(Arc::new(crate::stream::HipMarker::new(self)?))
    }

    /// `hipEventRecord` on the null stream, which launches use.
    fn record_event(&self, event: &Arc<dyn gpujit_device::EventImpl>) -> Result<()> {
        crate::stream::record_null(event.as_ref(), self.ordinal)
    }

    fn alloc_pinned(&self, bytes: usize) -> Result<gpujit_device::PinnedMemory> {
        crate::stream::pinned_memory(self, bytes)
    }

    /// `hipHostMalloc` with `hipHostMallocMapped` (see the `mapped` module).
    fn alloc_mapped(&self, bytes: usize) -> Result<gpujit_device::MappedMemory> {
        crate::mapped::mapped_memory(self, bytes)
    }

    /// `hipHostRegister` with `hipHostRegisterMapped` (see the `mapped` module).
    unsafe fn map_host(
        &self,
        host: std::ptr::NonNull<u8>,
        bytes: usize,
    ) -> Result<gpujit_device::HostMapping> {
        // SAFETY: the caller's contract, passed on.
        unsafe { crate::mapped::map_host(self, host, bytes) }
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}
