//! The [`Device`] trait that every backend implements, and [`Forward`] for wrappers.

use std::any::Any;
use std::sync::Arc;

use crate::{
    CopyPath, DeviceId, DeviceInfo, DeviceMemory, Dim3, Error, EventImpl, HostMapping, Image,
    Kernel, KernelArg, LaunchConfig, MappedMemory, Module, PinnedMemory, Result, StreamImpl,
    check_owned,
};

/// What a device can do beyond the operations every device has.
///
/// ```
/// use gpujit_device::Capabilities;
/// let caps = Capabilities { mapped_memory: true, ..Default::default() };
/// assert!(!caps.detached_launch);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Capabilities {
    /// [`Device::alloc_mapped`] gives host memory that running kernels reach.
    pub mapped_memory: bool,
    /// [`Device::alloc_mapped`] memory sits at its own host address on the device
    /// ([`MappedMemory::addr`] is the address of [`MappedMemory::host_ptr`]): a pointer means the same bytes
    /// to the host and to kernels, as CUDA's unified addressing makes it. CUDA's runtime
    /// builds managed memory and mapped `cudaHostAlloc` memory on it.
    pub unified_addressing: bool,
    /// [`DeviceExt::launch_detached`](crate::DeviceExt::launch_detached) runs a kernel beside
    /// the caller for as long as it likes (a persistent kernel), with other launches and
    /// copies of the device going on meanwhile.
    pub detached_launch: bool,
    /// While a detached kernel runs, the device refuses to load modules and to synchronize
    /// (both would wait for that kernel forever) and holds frees and unloads back until it
    /// ends: the CUDA driver makes those calls wait for every running kernel.
    pub detached_blocks_device: bool,
    /// [`Device::launch_cooperative_raw`] runs every block of a grid at once, up to
    /// [`Device::cooperative_blocks`] blocks, so that they may wait for each other
    /// (`cooperative_groups::this_grid().sync()`).
    pub cooperative_launch: bool,
    /// Work queued on different streams ([`Device::create_stream`]) runs at the same time,
    /// so kernels of two streams may wait for each other (CUDA's
    /// `cudaDevAttrConcurrentKernels`). Without it streams keep their order and results but
    /// run one operation at a time.
    pub concurrent_streams: bool,
}

/// A kernel started with [`DeviceExt::launch_detached`](crate::DeviceExt::launch_detached),
/// running beside the caller.
pub trait Running: Send + Sync {
    /// Whether the kernel has finished: `Ok(false)` while it runs, its fault as the error
    /// once one is seen.
    fn is_finished(&self) -> Result<bool>;

    /// Waits until the kernel has finished; its fault as the error. Returns at once once it
    /// has, with the same outcome as before.
    fn wait(&self) -> Result<()>;
}

/// A compute device. Object safe: use `&dyn Device` to pick one at run time.
///
/// Users call the checked, typed helpers of [`DeviceExt`](crate::DeviceExt) (and
/// [`TypedKernel::launch`](crate::TypedKernel::launch)); backends implement the methods
/// here. The `unsafe` ones run on values their caller has already checked: the caller
/// promises what each one's `# Safety` section lists, and the backend relies on it. The
/// checked layer makes those promises for every backend, so none of them can forget a
/// check: that memory and modules belong to this device ([`DeviceId`]), that ranges lie
/// inside their allocations, that arguments match the kernel's signature and the device's
/// limits.
pub trait Device: Send + Sync {
    /// What the device is.
    fn info(&self) -> &DeviceInfo;

    /// The device's identity, stamped on everything it makes.
    fn id(&self) -> &DeviceId;

    /// What the device can do beyond the basics; nothing by default.
    fn capabilities(&self) -> Capabilities {
        Capabilities::default()
    }

    /// Allocates `bytes` bytes of device memory, stamped with [`Device::id`].
    fn alloc_raw(&self, bytes: usize) -> Result<DeviceMemory>;

    /// Copies `src` into `dst` starting at byte `offset`.
    ///
    /// # Safety
    /// `dst` belongs to this device (`dst.device() == self.id()`), the `src.len()` bytes
    /// at `offset` lie inside it, and nothing else reads or writes them until the call
    /// returns (the caller holds the buffer exclusively).
    unsafe fn write_raw(&self, dst: &DeviceMemory, offset: usize, src: &[u8]) -> Result<()>;

    /// Copies from `src` starting at byte `offset` into `dst`.
    ///
    /// # Safety
    /// `src` belongs to this device, the `dst.len()` bytes at `offset` lie inside it, and
    /// nothing writes them until the call returns (the caller holds the buffer at least
    /// shared, and writers need it exclusively).
    unsafe fn read_raw(&self, src: &DeviceMemory, offset: usize, dst: &mut [u8]) -> Result<()>;

    /// Copies `bytes` bytes from `src` at `src_offset` to `dst` at `dst_offset`, both on
    /// this device. By default through host memory; backends with a device-side copy
    /// override it.
    ///
    /// # Safety
    /// Both belong to this device, both ranges lie inside their allocations and do not
    /// overlap, nothing writes the source range and nothing else touches the destination
    /// range until the call returns.
    unsafe fn copy_raw(
        &self,
        src: &DeviceMemory,
        src_offset: usize,
        dst: &DeviceMemory,
        dst_offset: usize,
        bytes: usize,
    ) -> Result<()> {
        let mut staging: Vec<u8> = Vec::new();
        staging
            .try_reserve_exact(bytes)
            .map_err(|_| Error::HostOutOfMemory {
                bytes,
                what: "staging a device-to-device copy".into(),
            })?;
        staging.resize(bytes, 0);
        // SAFETY: this function's contract covers both calls: the source range lies inside
        // `src` of this device and is not written meanwhile; the destination likewise.
        unsafe {
            self.read_raw(src, src_offset, &mut staging)?;
            self.write_raw(dst, dst_offset, &staging)
        }
    }

    /// Copies `bytes` bytes from `src` of this device at `src_offset` straight into `dst`
    /// of `dst_dev` at `dst_offset` when the backend can, and returns how
    /// ([`CopyPath::PeerToPeer`](crate::CopyPath::PeerToPeer) between two GPUs of one driver
    /// with peer access, [`CopyPath::SameDevice`](crate::CopyPath::SameDevice) between two
    /// handles of one GPU); `Ok(None)`, having done nothing, when it cannot, the default:
    /// [`copy_between`](crate::copy_between) then stages the copy through host memory. The
    /// copy is ordered before every later call on either device.
    ///
    /// # Safety
    /// `src` belongs to this device and `dst` to `dst_dev` (a different device), both ranges
    /// lie inside their allocations, nothing writes the source range and nothing else touches
    /// the destination range until the call returns.
    unsafe fn copy_to_peer_raw(
        &self,
        src: &DeviceMemory,
        src_offset: usize,
        dst_dev: &dyn Device,
        dst: &DeviceMemory,
        dst_offset: usize,
        bytes: usize,
    ) -> Result<Option<CopyPath>> {
        let _ = (src, src_offset, dst_dev, dst, dst_offset, bytes);
        Ok(None)
    }

    /// Loads a compiled image; the module is stamped with [`Device::id`].
    fn load(&self, image: &Image) -> Result<Module>;

    /// The memory of the module variable `name` (a `__constant__` or `__device__`
    /// variable: `cuModuleGetGlobal`, `hipModuleGetGlobal`) of `module`, which this
    /// device loaded; [`Error::UnknownGlobal`] when the module has no such variable.
    /// Backends make it with [`module_variable`](crate::module_variable). Users reach it
    /// through [`DeviceExt::global`](crate::DeviceExt::global) and its neighbours.
    fn module_global(&self, module: &Module, name: &str) -> Result<DeviceMemory> {
        let _ = (module, name);
        Err(Error::Unsupported {
            backend: self.info().backend,
            what: "module variables".into(),
        })
    }

    /// Launches a kernel. Asynchronous where the backend is.
    ///
    /// # Safety
    /// - `kernel` was loaded by this device (`kernel.device() == self.id()`);
    /// - `args` and `cfg` passed [`check_launch`](crate::check_launch) for this device;
    /// - every pointer argument points into memory of this device that stays allocated
    ///   until the kernel has finished (GPU drivers make frees wait for running kernels;
    ///   the host target returns when the kernel has finished).
    ///
    /// A backend whose kernels run in the memory of this process (the host target) keeps
    /// its own copies from running while one of its kernels does, since the caller cannot
    /// know which buffers a kernel writes.
    unsafe fn launch_raw(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<()>;

    /// Starts a kernel that runs beside the caller until it returns on its own (a
    /// persistent kernel), and returns at once. Devices without
    /// [`Capabilities::detached_launch`] return [`Error::Unsupported`].
    ///
    /// # Safety
    /// As for [`Device::launch_raw`], except that the kernel outlives the call: the memory
    /// must stay allocated, and what the kernel writes untouched by others (copies
    /// included), until [`Running::wait`] returned or [`Running::is_finished`] answered
    /// `true`.
    unsafe fn launch_detached_raw(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<Box<dyn Running>> {
        let _ = (cfg, args);
        Err(Error::Unsupported {
            backend: self.info().backend,
            what: format!("a detached launch of kernel `{}`", kernel.name()),
        })
    }

    /// Blocks of `block` threads, each with `shared_bytes` bytes of dynamic shared memory,
    /// that one multiprocessor keeps resident at once (CUDA's occupancy calculator): 0 when
    /// the block does not fit at all. By default from the device's thread and shared-memory
    /// limits (2,048 threads and at most 32 blocks a multiprocessor); a backend that knows
    /// more (registers, its driver's answer) says so.
    fn resident_blocks(&self, kernel: &Kernel, block: Dim3, shared_bytes: u32) -> Result<u32> {
        Ok(crate::resident_blocks(
            self.info(),
            kernel,
            block,
            shared_bytes,
        ))
    }

    /// The most blocks of `block` threads, each with `shared_bytes` bytes of dynamic shared
    /// memory, that a cooperative launch of `kernel` may have: as many as the device keeps
    /// resident at once ([`Device::resident_blocks`] on each multiprocessor). Devices
    /// without [`Capabilities::cooperative_launch`] return [`Error::Unsupported`].
    fn cooperative_blocks(&self, kernel: &Kernel, block: Dim3, shared_bytes: u32) -> Result<u32> {
        if !self.capabilities().cooperative_launch {
            return Err(no_cooperative_launch(kernel));
        }
        let per = self.resident_blocks(kernel, block, shared_bytes)?;
        Ok(per.saturating_mul(self.info().multiprocessors.max(1)))
    }

    /// Launches `kernel` with every block of the grid resident at once (CUDA's cooperative
    /// launch): blocks may wait for each other, and the kernel reads the grid's
    /// synchronisation workspace (`cooperative_groups::this_grid().sync()`), which other
    /// launches leave null. A grid of more than [`Device::cooperative_blocks`] blocks is
    /// [`Error::CooperativeTooLarge`]. Devices without [`Capabilities::cooperative_launch`]
    /// return [`Error::Unsupported`].
    ///
    /// # Safety
    /// As for [`Device::launch_raw`].
    unsafe fn launch_cooperative_raw(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        let _ = (cfg, args);
        Err(no_cooperative_launch(kernel))
    }

    /// Waits for all launched work, the work queued on the device's streams included;
    /// reports a kernel fault here.
    fn synchronize(&self) -> Result<()>;

    /// Resets the device to the state of a fresh open, in place: everything it made is
    /// destroyed (memory, modules and kernels, streams, events, pinned and mapped memory) and
    /// a kernel fault it holds is cleared (on NVIDIA a fault leaves the context unusable
    /// until this; CUDA's `cudaDeviceReset`). The device keeps its identity and its
    /// [`DeviceInfo`]; work in flight is abandoned.
    ///
    /// The caller drops everything the device made before calling: what is left refers to
    /// destroyed state, and using it afterwards fails or is refused. A backend that can tell
    /// refuses the reset while any of it is alive ([`Error::Unsupported`], naming what); the
    /// CUDA driver may also refuse to recover within the process after some faults, saying
    /// so. Backends that cannot reset return [`Error::Unsupported`], the default.
    fn reset(&self) -> Result<()> {
        Err(Error::Unsupported {
            backend: self.info().backend,
            what: "resetting the device".into(),
        })
    }

    /// Allocates `bytes` of host memory that kernels on this device read and
    /// write at a device address while they run (pinned and device-mapped on
    /// GPUs, never managed memory): doorbells and queues of persistent
    /// kernels. Backends without it return [`Error::Unsupported`].
    fn alloc_mapped(&self, bytes: usize) -> Result<MappedMemory> {
        Err(Error::Unsupported {
            backend: self.info().backend,
            what: format!("mapped host memory ({bytes} bytes)"),
        })
    }

    /// Maps `bytes` of host memory the program owns at `host` into this device, so that
    /// kernels read and write them at [`HostMapping::addr`] while they run (CUDA's
    /// `cuMemHostRegister` with `DEVICEMAP`; the host target's own memory; the emulator's
    /// address space at the host address). The mapping ends when the value drops; the bytes
    /// stay the caller's. Backends without it return [`Error::Unsupported`], as does a range
    /// the device has mapped already.
    ///
    /// # Safety
    /// The bytes stay valid (allocated and writable) until the mapping drops.
    unsafe fn map_host(&self, host: std::ptr::NonNull<u8>, bytes: usize) -> Result<HostMapping> {
        Err(Error::Unsupported {
            backend: self.info().backend,
            what: format!("mapping {bytes} bytes of host memory at {host:p}"),
        })
    }

    /// A texture object over device memory that kernels sample through its
    /// [`handle`](crate::Texture::handle) (CUDA's `cudaTextureObject_t`). By default a
    /// software texture ([`crate::texture::software_texture`]), which the kernels of every
    /// lifted target sample; NVIDIA's backend makes the driver's own.
    ///
    /// # Safety
    /// The memory `desc.resource` names belongs to this device and stays allocated while
    /// a kernel may sample the texture.
    unsafe fn create_texture(&self, desc: &crate::TextureDesc) -> Result<crate::Texture> {
        crate::texture::software_texture(self, desc)
    }

    /// The descriptor ([`TENSOR_MAP_BYTES`](crate::TENSOR_MAP_BYTES) bytes, CUDA's
    /// `CUtensorMap`) through which a kernel's tensor copies read boxes of the matrix `map`
    /// describes: NVIDIA compute capability 9.0 and later make it with the driver
    /// (`cuTensorMapEncodeTiled`); other devices have no tensor copies and return
    /// [`Error::Unsupported`]. A descriptor the driver refuses is
    /// [`Error::InvalidTensorMap`]. Making one reads no memory: the kernel that copies
    /// through it reads the matrix, which must then be memory of this device.
    fn tensor_map(&self, map: &crate::TensorMap2d) -> Result<[u8; crate::TENSOR_MAP_BYTES]> {
        map.check()?;
        Err(Error::Unsupported {
            backend: self.info().backend,
            what: "tensor copies (NVIDIA compute capability 9.0 and later)".into(),
        })
    }

    /// A new stream: a queue of work that runs in order with itself and concurrently with
    /// other streams. Users reach it through [`DeviceExt::stream`](crate::DeviceExt::stream)
    /// and queue work through a [`Scope`](crate::Scope). Backends without streams return
    /// [`Error::Unsupported`].
    fn create_stream(&self) -> Result<Arc<dyn StreamImpl>> {
        Err(Error::Unsupported {
            backend: self.info().backend,
            what: "streams".into(),
        })
    }

    /// A new event, recorded on this device's streams and timing them. Backends without
    /// streams return [`Error::Unsupported`].
    fn create_event(&self) -> Result<Arc<dyn EventImpl>> {
        Err(Error::Unsupported {
            backend: self.info().backend,
            what: "events".into(),
        })
    }

    /// Records `event` after everything launched with [`Device::launch_raw`] so far (the
    /// queue those launches share: the null stream of GPUs), without waiting: it completes
    /// once those launches have, and times them against another event recorded so
    /// ([`EventImpl::elapsed_ms`]). Users reach it through
    /// [`Event::record_launches`](crate::Event::record_launches). A backend refuses an event it
    /// did not make; backends without events return [`Error::Unsupported`].
    fn record_event(&self, event: &Arc<dyn EventImpl>) -> Result<()> {
        let _ = event;
        Err(Error::Unsupported {
            backend: self.info().backend,
            what: "events".into(),
        })
    }

    /// Allocates `bytes` of zeroed host memory for asynchronous copies with this device,
    /// stamped with [`Device::id`]: page-locked on GPUs. Plain host memory by default
    /// ([`alloc_plain_pinned`](crate::alloc_plain_pinned)).
    fn alloc_pinned(&self, bytes: usize) -> Result<PinnedMemory> {
        crate::alloc_plain_pinned(self.id(), bytes)
    }

    /// The backend's own device type, for backend-specific features
    /// (`as_any().downcast_ref::<HostDevice>()`).
    fn as_any(&self) -> &dyn Any;
}

/// A device made from another one ([`Forward::inner`]) by overriding some of
/// its methods; the rest forward to it. Every `Forward` is a [`Device`]:
/// share a device between owners (`Arc<dyn Device>` and `Box<dyn Device>` are
/// ones), or wrap one to change what it reports or loads.
///
/// A forwarding device has the identity of the device it forwards to: memory and modules
/// of the inner device are its own, and each forwarded raw call checks again that they
/// belong to the device it reaches.
pub trait Forward: Send + Sync {
    /// The device forwarded to.
    fn inner(&self) -> &dyn Device;
    /// What [`Device::info`] returns; the inner device's by default.
    fn forward_info(&self) -> &DeviceInfo {
        self.inner().info()
    }
    /// What [`Device::load`] does; the inner device's load by default. A module that the
    /// inner device did not load is refused at launch.
    fn forward_load(&self, image: &Image) -> Result<Module> {
        self.inner().load(image)
    }
}

impl Forward for Arc<dyn Device> {
    fn inner(&self) -> &dyn Device {
        self.as_ref()
    }
}

impl Forward for Box<dyn Device> {
    fn inner(&self) -> &dyn Device {
        &**self
    }
}

/// `Ok` when `mem` belongs to `dev`.
/// The refusal of a cooperative launch of `kernel` by a device without one.
pub(crate) fn no_cooperative_launch(kernel: &Kernel) -> Error {
    Error::Unsupported {
        backend: kernel.module().backend(),
        what: format!("a cooperative launch of kernel `{}`", kernel.name()),
    }
}

fn owned(dev: &dyn Device, mem: &DeviceMemory, what: &str) -> Result<()> {
    check_owned(dev.id(), mem.device(), what)
}

impl<T: Forward> Device for T {
    fn info(&self) -> &DeviceInfo {
        self.forward_info()
    }
    fn id(&self) -> &DeviceId {
        self.inner().id()
    }
    fn capabilities(&self) -> Capabilities {
        self.inner().capabilities()
    }
    fn alloc_raw(&self, bytes: usize) -> Result<DeviceMemory> {
        self.inner().alloc_raw(bytes)
    }
    unsafe fn write_raw(&self, dst: &DeviceMemory, offset: usize, src: &[u8]) -> Result<()> {
        let inner = self.inner();
        owned(inner, dst, "the memory written")?;
        // SAFETY: `dst` belongs to `inner` (checked above: `inner()` may answer differently
        // from one call to the next); the rest is this function's contract.
        unsafe { inner.write_raw(dst, offset, src) }
    }
    unsafe fn read_raw(&self, src: &DeviceMemory, offset: usize, dst: &mut [u8]) -> Result<()> {
        let inner = self.inner();
        owned(inner, src, "the memory read")?;
        // SAFETY: `src` belongs to `inner` (checked above); the rest is this function's
        // contract.
        unsafe { inner.read_raw(src, offset, dst) }
    }
    unsafe fn copy_raw(
        &self,
        src: &DeviceMemory,
        src_offset: usize,
        dst: &DeviceMemory,
        dst_offset: usize,
        bytes: usize,
    ) -> Result<()> {
        let inner = self.inner();
        owned(inner, src, "the source of the copy")?;
        owned(inner, dst, "the destination of the copy")?;
        // SAFETY: both belong to `inner` (checked above); the rest is this function's
        // contract.
        unsafe { inner.copy_raw(src, src_offset, dst, dst_offset, bytes) }
    }
    unsafe fn copy_to_peer_raw(
        &self,
        src: &DeviceMemory,
        src_offset: usize,
        dst_dev: &dyn Device,
        dst: &DeviceMemory,
        dst_offset: usize,
        bytes: usize,
    ) -> Result<Option<CopyPath>> {
        let inner = self.inner();
        owned(inner, src, "the source of the copy")?;
        // SAFETY: `src` belongs to `inner` (checked above); the rest is this function's
        // contract.
        unsafe { inner.copy_to_peer_raw(src, src_offset, dst_dev, dst, dst_offset, bytes) }
    }
    fn load(&self, image: &Image) -> Result<Module> {
        self.forward_load(image)
    }

    fn module_global(&self, module: &Module, name: &str) -> Result<DeviceMemory> {
        self.inner().module_global(module, name)
    }
    unsafe fn launch_raw(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        let inner = self.inner();
        crate::check_arguments_owned(inner.id(), kernel, args)?;
        // SAFETY: the kernel and every buffer argument belong to `inner` (checked above);
        // the rest is this function's contract.
        unsafe { inner.launch_raw(kernel, cfg, args) }
    }
    unsafe fn launch_detached_raw(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<Box<dyn Running>> {
        let inner = self.inner();
        crate::check_arguments_owned(inner.id(), kernel, args)?;
        // SAFETY: as in `launch_raw`.
        unsafe { inner.launch_detached_raw(kernel, cfg, args) }
    }
    fn resident_blocks(&self, kernel: &Kernel, block: Dim3, shared_bytes: u32) -> Result<u32> {
        self.inner().resident_blocks(kernel, block, shared_bytes)
    }
    fn cooperative_blocks(&self, kernel: &Kernel, block: Dim3, shared_bytes: u32) -> Result<u32> {
        self.inner().cooperative_blocks(kernel, block, shared_bytes)
    }
    unsafe fn launch_cooperative_raw(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        let inner = self.inner();
        crate::check_arguments_owned(inner.id(), kernel, args)?;
        // SAFETY: as in `launch_raw`.
        unsafe { inner.launch_cooperative_raw(kernel, cfg, args) }
    }
    fn synchronize(&self) -> Result<()> {
        self.inner().synchronize()
    }
    fn reset(&self) -> Result<()> {
        self.inner().reset()
    }
    fn as_any(&self) -> &dyn Any {
        self.inner().as_any()
    }
    fn alloc_mapped(&self, bytes: usize) -> Result<MappedMemory> {
        self.inner().alloc_mapped(bytes)
    }
    unsafe fn map_host(&self, host: std::ptr::NonNull<u8>, bytes: usize) -> Result<HostMapping> {
        // SAFETY: the caller's contract, passed on.
        unsafe { self.inner().map_host(host, bytes) }
    }
    unsafe fn create_texture(&self, desc: &crate::TextureDesc) -> Result<crate::Texture> {
        // SAFETY: the caller's contract, passed on.
        unsafe { self.inner().create_texture(desc) }
    }
    fn tensor_map(&self, map: &crate::TensorMap2d) -> Result<[u8; crate::TENSOR_MAP_BYTES]> {
        self.inner().tensor_map(map)
    }
    fn create_stream(&self) -> Result<Arc<dyn StreamImpl>> {
        self.inner().create_stream()
    }
    fn create_event(&self) -> Result<Arc<dyn EventImpl>> {
        self.inner().create_event()
    }
    fn record_event(&self, event: &Arc<dyn EventImpl>) -> Result<()> {
        self.inner().record_event(event)
    }
    fn alloc_pinned(&self, bytes: usize) -> Result<PinnedMemory> {
        self.inner().alloc_pinned(bytes)
    }
}
