//! The backend-neutral device API of gpujit.
//!
//! A [`Device`] allocates [`Buffer`]s, copies to and from them, loads compiled
//! [`Image`]s into [`Module`]s and launches their [`Kernel`]s. Every backend
//! (CUDA, HIP, the host CPU) implements the same trait, so code written against
//! `&dyn Device` runs on any of them.
//!
//! Launches are checked here, before any driver sees them: the argument count
//! and types against the kernel's [`KernelSignature`], and the grid, block and
//! shared-memory sizes against the device's limits.
//!
//! ```
//! use gpujit_device::{KernelArg, LaunchConfig, ScalarType};
//! let cfg = LaunchConfig::for_elems(1000, 256);
//! assert_eq!(cfg.grid.x, 4);
//! let a: KernelArg = 2.0f32.into();
//! assert_eq!(a.bytes(), 2.0f32.to_le_bytes());
//! assert_eq!(ScalarType::F64.size(), 8);
//! ```
#![deny(clippy::undocumented_unsafe_blocks)]

mod error;
mod mapped;
mod types;

pub use error::{Error, Result};
pub use mapped::MappedMemory;
pub use types::{
    DeviceCopy, Dim3, KernelArg, KernelSignature, LaunchConfig, MAX_BY_VALUE, Param, ParamType,
    ScalarType,
};

use std::any::Any;
use std::fmt;
use std::marker::PhantomData;
use std::sync::Arc;

/// Which runtime a device belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Backend {
    /// NVIDIA, through the CUDA driver API.
    Cuda,
    /// AMD, through the HIP runtime.
    Hip,
    /// The host CPU.
    Host,
}

impl fmt::Display for Backend {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Backend::Cuda => "cuda",
            Backend::Hip => "hip",
            Backend::Host => "host",
        })
    }
}

/// What a device is and what it can take.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeviceInfo {
    /// Runtime the device belongs to.
    pub backend: Backend,
    /// Ordinal within its backend.
    pub ordinal: u32,
    /// Marketing name, e.g. `NVIDIA H100 80GB HBM3`.
    pub name: String,
    /// Architecture the compiler targets: `sm_90`, `gfx942`, `x86-64`.
    pub arch: String,
    /// Device memory in bytes.
    pub total_memory: u64,
    /// Threads in a warp (wavefront).
    pub warp_size: u32,
    /// Streaming multiprocessors / compute units / host cores.
    pub multiprocessors: u32,
    /// Largest block, in threads.
    pub max_threads_per_block: u32,
    /// Largest block extent per dimension.
    pub max_block: Dim3,
    /// Largest grid extent per dimension.
    pub max_grid: Dim3,
    /// Shared memory (LDS) a block may use, in bytes.
    pub max_shared_per_block: u32,
}

/// The binary format of a compiled [`Image`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ImageFormat {
    /// PTX assembly text, JIT-compiled by the CUDA driver.
    Ptx,
    /// CUDA machine code (ELF cubin).
    Cubin,
    /// An AMD HSA code object (ELF shared object).
    Hsaco,
    /// LLVM bitcode lowered for the host, JIT-compiled at load.
    HostBitcode,
}

impl fmt::Display for ImageFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ImageFormat::Ptx => "ptx",
            ImageFormat::Cubin => "cubin",
            ImageFormat::Hsaco => "hsaco",
            ImageFormat::HostBitcode => "host bitcode",
        })
    }
}

/// A compiled module: bytes in one format plus the signatures of its kernels.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Image {
    /// Binary format of `bytes`.
    pub format: ImageFormat,
    /// Architecture it was compiled for (`sm_90`, `gfx90a`, `x86-64`).
    pub arch: String,
    /// The code.
    pub bytes: Vec<u8>,
    /// The kernels it defines.
    pub kernels: Vec<KernelSignature>,
}

impl Image {
    /// Looks up a kernel's signature by name.
    pub fn kernel(&self, name: &str) -> Result<&KernelSignature> {
        find_kernel(&self.kernels, name)
    }
}

fn find_kernel<'a>(kernels: &'a [KernelSignature], name: &str) -> Result<&'a KernelSignature> {
    kernels
        .iter()
        .find(|k| k.name == name)
        .ok_or_else(|| Error::UnknownKernel {
            name: name.to_string(),
            available: kernels.iter().map(|k| k.name.clone()).collect(),
        })
}

/// Backend side of an allocation: frees it when the last handle goes.
pub trait MemoryOwner: Send + Sync {
    /// Releases the allocation at `addr` of `bytes` bytes. Called exactly once.
    fn free(&self, addr: u64, bytes: usize);
}

/// An untyped device allocation, freed on drop.
pub struct DeviceMemory {
    addr: u64,
    bytes: usize,
    owner: Arc<dyn MemoryOwner>,
}

impl DeviceMemory {
    /// Wraps an allocation made by a backend; `owner.free` runs on drop.
    pub fn new(addr: u64, bytes: usize, owner: Arc<dyn MemoryOwner>) -> Self {
        DeviceMemory { addr, bytes, owner }
    }

    /// Device address of the first byte.
    pub fn addr(&self) -> u64 {
        self.addr
    }

    /// Size in bytes.
    pub fn len(&self) -> usize {
        self.bytes
    }

    /// Whether the allocation holds no bytes.
    pub fn is_empty(&self) -> bool {
        self.bytes == 0
    }

    /// The device address of `len` bytes at `offset`, or
    /// [`Error::CopyRange`] when they do not lie inside the allocation.
    pub fn range(&self, offset: usize, len: usize) -> Result<u64> {
        match offset.checked_add(len) {
            Some(end) if end <= self.bytes => Ok(self.addr + offset as u64),
            _ => Err(Error::CopyRange {
                detail: format!(
                    "{len} bytes at offset {offset} of a {}-byte allocation",
                    self.bytes
                ),
            }),
        }
    }
}

impl Drop for DeviceMemory {
    fn drop(&mut self) {
        self.owner.free(self.addr, self.bytes);
    }
}

impl fmt::Debug for DeviceMemory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DeviceMemory({:#x}, {} bytes)", self.addr, self.bytes)
    }
}

/// A typed device buffer of `len` elements of `T`, freed on drop.
#[derive(Debug)]
pub struct Buffer<T: DeviceCopy> {
    mem: DeviceMemory,
    len: usize,
    _elem: PhantomData<T>,
}

impl<T: DeviceCopy> Buffer<T> {
    /// Number of elements.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the buffer holds no elements.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The untyped allocation.
    pub fn memory(&self) -> &DeviceMemory {
        &self.mem
    }

    /// The buffer as a kernel argument (its device address).
    pub fn arg(&self) -> KernelArg {
        KernelArg::Pointer {
            addr: self.mem.addr(),
            elem: Some(T::TYPE),
        }
    }
}

impl<T: DeviceCopy> From<&Buffer<T>> for KernelArg {
    fn from(b: &Buffer<T>) -> Self {
        b.arg()
    }
}

impl<T: DeviceCopy> From<&mut Buffer<T>> for KernelArg {
    fn from(b: &mut Buffer<T>) -> Self {
        b.arg()
    }
}

/// Backend side of a loaded module. Dropping the last handle unloads it.
pub trait ModuleImpl: Send + Sync {
    /// For the backend to reach its own type in `launch`.
    fn as_any(&self) -> &dyn Any;
}

/// A loaded module: kernels ready to launch.
#[derive(Clone)]
pub struct Module {
    inner: Arc<dyn ModuleImpl>,
    kernels: Arc<[KernelSignature]>,
    backend: Backend,
}

impl Module {
    /// Wraps a backend's loaded module with the signatures of its kernels.
    pub fn new(
        backend: Backend,
        inner: Arc<dyn ModuleImpl>,
        kernels: Vec<KernelSignature>,
    ) -> Self {
        Module {
            inner,
            kernels: kernels.into(),
            backend,
        }
    }

    /// Backend the module was loaded on.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Signatures of every kernel in the module.
    pub fn kernels(&self) -> &[KernelSignature] {
        &self.kernels
    }

    /// A handle to the kernel `name`; an unknown name lists the ones present.
    pub fn kernel(&self, name: &str) -> Result<Kernel> {
        let sig = find_kernel(&self.kernels, name)?;
        let index = self
            .kernels
            .iter()
            .position(|k| std::ptr::eq(k, sig))
            .unwrap_or(0);
        Ok(Kernel {
            module: self.clone(),
            index,
        })
    }

    /// The backend's module object.
    pub fn inner(&self) -> &dyn ModuleImpl {
        self.inner.as_ref()
    }
}

impl fmt::Debug for Module {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.kernels.iter().map(|k| k.name.as_str()).collect();
        write!(f, "Module({}, {names:?})", self.backend)
    }
}

/// A kernel of a loaded module. Keeps its module loaded.
#[derive(Clone, Debug)]
pub struct Kernel {
    module: Module,
    index: usize,
}

impl Kernel {
    /// Kernel name.
    pub fn name(&self) -> &str {
        &self.signature().name
    }

    /// Parameter list.
    pub fn signature(&self) -> &KernelSignature {
        &self.module.kernels[self.index]
    }

    /// Index of the kernel within its module.
    pub fn index(&self) -> usize {
        self.index
    }

    /// The module that holds it.
    pub fn module(&self) -> &Module {
        &self.module
    }
}

/// A compute device. Object safe: use `&dyn Device` to pick one at run time.
///
/// Backends implement the `*_raw` methods; users call the checked, typed
/// helpers of [`DeviceExt`].
pub trait Device: Send + Sync {
    /// What the device is.
    fn info(&self) -> &DeviceInfo;

    /// Allocates `bytes` bytes of device memory.
    fn alloc_raw(&self, bytes: usize) -> Result<DeviceMemory>;

    /// Copies `src` into `dst` starting at byte `offset`. Bounds are checked by the caller.
    fn write_raw(&self, dst: &DeviceMemory, offset: usize, src: &[u8]) -> Result<()>;

    /// Copies from `src` starting at byte `offset` into `dst`. Bounds are checked by the caller.
    fn read_raw(&self, src: &DeviceMemory, offset: usize, dst: &mut [u8]) -> Result<()>;

    /// Loads a compiled image.
    fn load(&self, image: &Image) -> Result<Module>;

    /// Launches a kernel whose arguments and configuration were already
    /// checked by [`check_launch`]. Asynchronous where the backend is.
    fn launch_raw(&self, kernel: &Kernel, cfg: &LaunchConfig, args: &[KernelArg]) -> Result<()>;

    /// Waits for all launched work; reports a kernel fault here.
    fn synchronize(&self) -> Result<()>;

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

    /// The backend's own device type, for backend-specific features
    /// (`as_any().downcast_ref::<CudaDevice>()`).
    fn as_any(&self) -> &dyn Any;
}

/// A device made from another one ([`Forward::inner`]) by overriding some of
/// its methods; the rest forward to it. Every `Forward` is a [`Device`]:
/// share a device between owners (`Arc<dyn Device>` is one), or wrap one to
/// change what it reports or loads.
pub trait Forward: Send + Sync {
    /// The device forwarded to.
    fn inner(&self) -> &dyn Device;
    /// What [`Device::info`] returns; the inner device's by default.
    fn forward_info(&self) -> &DeviceInfo {
        self.inner().info()
    }
    /// What [`Device::load`] does; the inner device's load by default.
    fn forward_load(&self, image: &Image) -> Result<Module> {
        self.inner().load(image)
    }
}

impl Forward for Arc<dyn Device> {
    fn inner(&self) -> &dyn Device {
        self.as_ref()
    }
}

impl<T: Forward> Device for T {
    fn info(&self) -> &DeviceInfo {
        self.forward_info()
    }
    fn alloc_raw(&self, bytes: usize) -> Result<DeviceMemory> {
        self.inner().alloc_raw(bytes)
    }
    fn write_raw(&self, dst: &DeviceMemory, offset: usize, src: &[u8]) -> Result<()> {
        self.inner().write_raw(dst, offset, src)
    }
    fn read_raw(&self, src: &DeviceMemory, offset: usize, dst: &mut [u8]) -> Result<()> {
        self.inner().read_raw(src, offset, dst)
    }
    fn load(&self, image: &Image) -> Result<Module> {
        self.forward_load(image)
    }
    fn launch_raw(&self, kernel: &Kernel, cfg: &LaunchConfig, args: &[KernelArg]) -> Result<()> {
        self.inner().launch_raw(kernel, cfg, args)
    }
    fn synchronize(&self) -> Result<()> {
        self.inner().synchronize()
    }
    fn as_any(&self) -> &dyn Any {
        self.inner().as_any()
    }
    fn alloc_mapped(&self, bytes: usize) -> Result<MappedMemory> {
        self.inner().alloc_mapped(bytes)
    }
}

/// Checks a launch against the kernel's signature and the device's limits.
pub fn check_launch(
    info: &DeviceInfo,
    kernel: &Kernel,
    cfg: &LaunchConfig,
    args: &[KernelArg],
) -> Result<()> {
    let sig = kernel.signature();
    if sig.params.len() != args.len() {
        return Err(Error::ArgumentCount {
            kernel: sig.name.clone(),
            expected: sig.params.len(),
            got: args.len(),
        });
    }
    for (index, (param, arg)) in sig.params.iter().zip(args).enumerate() {
        if !param.ty.accepts(arg.ty()) {
            return Err(Error::ArgumentType {
                kernel: sig.name.clone(),
                index,
                param: param.name.clone(),
                expected: param.ty,
                got: arg.ty(),
            });
        }
    }
    let invalid = |reason: String| Error::InvalidLaunch {
        kernel: sig.name.clone(),
        reason,
    };
    let (b, g) = (cfg.block, cfg.grid);
    if b.count() == 0 || g.count() == 0 {
        return Err(invalid(format!("empty grid {g} or block {b}")));
    }
    if let Some(max) = sig.max_threads
        && b.count() > u64::from(max)
    {
        return Err(invalid(format!(
            "block {b} has {} threads; the kernel was compiled with a launch bound of {max}",
            b.count()
        )));
    }
    if b.count() > u64::from(info.max_threads_per_block) {
        return Err(invalid(format!(
            "block {b} has {} threads; {} allows at most {}",
            b.count(),
            info.name,
            info.max_threads_per_block
        )));
    }
    let over = |d: Dim3, m: Dim3| d.x > m.x || d.y > m.y || d.z > m.z;
    if over(b, info.max_block) {
        return Err(invalid(format!(
            "block {b} exceeds the per-dimension limit {}",
            info.max_block
        )));
    }
    if over(g, info.max_grid) {
        return Err(invalid(format!(
            "grid {g} exceeds the per-dimension limit {}",
            info.max_grid
        )));
    }
    if cfg.shared_bytes > info.max_shared_per_block {
        return Err(invalid(format!(
            "{} bytes of dynamic shared memory requested; at most {} per block",
            cfg.shared_bytes, info.max_shared_per_block
        )));
    }
    Ok(())
}

/// Typed, checked helpers available on every [`Device`].
pub trait DeviceExt: Device {
    /// Allocates an uninitialised buffer of `len` elements.
    fn alloc<T: DeviceCopy>(&self, len: usize) -> Result<Buffer<T>> {
        let bytes = len
            .checked_mul(std::mem::size_of::<T>())
            .ok_or_else(|| Error::CopyRange {
                detail: format!("{len} elements of {} overflow usize", T::TYPE),
            })?;
        Ok(Buffer {
            mem: self.alloc_raw(bytes)?,
            len,
            _elem: PhantomData,
        })
    }

    /// Allocates a buffer and fills it with `data`.
    fn upload<T: DeviceCopy>(&self, data: &[T]) -> Result<Buffer<T>> {
        let buf = self.alloc::<T>(data.len())?;
        self.write(&buf, data)?;
        Ok(buf)
    }

    /// Overwrites the whole buffer with `data`, which must have its length.
    fn write<T: DeviceCopy>(&self, buf: &Buffer<T>, data: &[T]) -> Result<()> {
        if data.len() != buf.len() {
            return Err(Error::CopyRange {
                detail: format!(
                    "writing {} elements into a buffer of {}",
                    data.len(),
                    buf.len()
                ),
            });
        }
        self.write_raw(&buf.mem, 0, as_bytes(data))
    }

    /// Copies the whole buffer back to the host; [`Error::HostOutOfMemory`]
    /// when the host cannot hold the copy.
    fn download<T: DeviceCopy>(&self, buf: &Buffer<T>) -> Result<Vec<T>> {
        let bytes = buf.len() * std::mem::size_of::<T>();
        let mut out: Vec<T> = Vec::new();
        out.try_reserve_exact(buf.len())
            .map_err(|_| Error::HostOutOfMemory {
                bytes,
                what: format!("downloading {} elements of {}", buf.len(), T::TYPE),
            })?;
        // SAFETY: `out` has capacity for `buf.len()` elements; we fill exactly
        // `bytes` bytes from the device before setting the length, and every bit
        // pattern is a valid `T` (DeviceCopy contract).
        unsafe {
            let dst = std::slice::from_raw_parts_mut(out.as_mut_ptr().cast::<u8>(), bytes);
            self.read_raw(&buf.mem, 0, dst)?;
            out.set_len(buf.len());
        }
        Ok(out)
    }

    /// Checks and launches `kernel`.
    fn launch(&self, kernel: &Kernel, cfg: &LaunchConfig, args: &[KernelArg]) -> Result<()> {
        check_launch(self.info(), kernel, cfg, args)?;
        self.launch_raw(kernel, cfg, args)
    }
}

impl<D: Device + ?Sized> DeviceExt for D {}

/// Views a slice of device-copyable values as bytes.
pub fn as_bytes<T: DeviceCopy>(data: &[T]) -> &[u8] {
    // SAFETY: DeviceCopy types have no padding, so every byte is initialised.
    unsafe { std::slice::from_raw_parts(data.as_ptr().cast::<u8>(), std::mem::size_of_val(data)) }
}

#[cfg(test)]
mod tests;
