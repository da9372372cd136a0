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

mod context;
mod info;
mod launch;
mod memory;
mod module;
mod peer;
mod reset;
mod tensor_map;
#[cfg(test)]
pub(crate) mod tests;
mod texture;

use std::ffi::c_void;
use std::sync::Arc;

use cudarc::driver::sys::{self, CUdeviceptr};
use gpujit_device::{
    Backend, Capabilities, CopyPath, Device, DeviceId, DeviceInfo, DeviceMemory, Error, Image,
    Kernel, KernelArg, LaunchConfig, MappedMemory, MemoryOwner, Module, Result, Running,
};

use crate::cuda::{self, check_after_launch};

pub use context::ReleaseHold;
pub(crate) use context::{Context, Release};
pub use info::{CudaProperties, list_devices};
use info::{device_count, device_handle, query};
pub use launch::KernelAttributes;
use memory::CudaMemoryOwner;
pub use module::{CudaModule, JitOptions};

/// An NVIDIA GPU driven through the CUDA driver API.
///
/// `Send + Sync`: see the SAFETY notes on its context. Cloning is cheap; clones share the
/// context and the device's identity ([`Device::id`]). Two [`CudaDevice::open`]s of one GPU
/// are two devices: memory of one is refused by the other.
#[derive(Clone)]
pub struct CudaDevice {
    ctx: Arc<Context>,
    owner: Arc<CudaMemoryOwner>,
    info: DeviceInfo,
    id: DeviceId,
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
        let ctx = Arc::new(Context::retain(device, ordinal)?);
        ctx.make_current()?;
        Ok(CudaDevice {
            owner: Arc::new(CudaMemoryOwner { ctx: ctx.clone() }),
            ctx,
            id: DeviceId::new(Backend::Cuda, ordinal, &info.name),
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

    /// Recovers the GPU after a kernel fault: [`Device::reset`], for a handle owned: every
    /// allocation, module, stream and event of the process's primary context on this GPU is
    /// destroyed, and the device (with the same identity) works on a fresh context.
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
        <CudaDevice as Device>::reset(&self)?;
        Ok(self)
    }
}

impl Device for CudaDevice {
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
            detached_blocks_device: true,
            cooperative_launch: true,
            concurrent_streams: true,
        }
    }

    /// Allocates with `cuMemAlloc`. A zero-byte request allocates nothing: it returns address
    /// 0 with a no-op free (the driver refuses zero-byte allocations), and copies of zero bytes
    /// never reach the driver.
    fn alloc_raw(&self, bytes: usize) -> Result<DeviceMemory> {
        let owner: Arc<dyn MemoryOwner> = self.owner.clone();
        if bytes == 0 {
            // SAFETY: zero bytes: nothing is ever accessed, and the owner frees nothing at 0.
            return Ok(unsafe { DeviceMemory::new(self.id.clone(), 0, 0, owner) });
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
        // SAFETY: a fresh `cuMemAlloc` allocation of `bytes` bytes in this context, freed by
        // `CudaMemoryOwner` only, when this value drops.
        Ok(unsafe { DeviceMemory::new(self.id.clone(), addr, bytes, owner) })
    }

    unsafe fn write_raw(&self, dst: &DeviceMemory, offset: usize, src: &[u8]) -> Result<()> {
        let addr = dst.range(offset, src.len())?;
        if src.is_empty() {
            return Ok(());
        }
        self.ctx.make_current()?;
        // SAFETY: `src` is readable for `src.len()` bytes; the destination range lies inside
        // the allocation (checked above), an allocation of this context (the caller's
        // contract) that `dst` keeps alive. The copy is finished with `src` (staged or
        // transferred) when the call returns. The context is current.
        let status =
            unsafe { sys::cuMemcpyHtoD_v2(addr, src.as_ptr().cast::<c_void>(), src.len()) };
        self.ctx.check("cuMemcpyHtoD_v2", status)
    }

    unsafe fn read_raw(&self, src: &DeviceMemory, offset: usize, dst: &mut [u8]) -> Result<()> {
        let addr = src.range(offset, dst.len())?;
        if dst.is_empty() {
            return Ok(());
        }
        self.ctx.make_current()?;
        // SAFETY: `dst` is writable for `dst.len()` bytes and borrowed mutably for the call;
        // the source range lies inside the allocation (checked above), of this context (the
        // caller's contract). A device-to-host copy to pageable memory returns only once
        // complete. The context is current.
        let status =
            unsafe { sys::cuMemcpyDtoH_v2(dst.as_mut_ptr().cast::<c_void>(), addr, dst.len()) };
        self.ctx.check("cuMemcpyDtoH_v2", status)
    }

    /// Copies on the device with `cuMemcpyDtoD`, ordered on the null stream.
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
        if bytes == 0 {
            return Ok(());
        }
        self.ctx.make_current()?;
        // SAFETY: both ranges lie inside allocations (checked above) of this context (the
        // caller's contract), which `src` and `dst` keep alive; they do not overlap (the
        // caller's contract). The context is current.
        let status = unsafe { sys::cuMemcpyDtoD_v2(to, from, bytes) };
        self.ctx.check("cuMemcpyDtoD_v2", status)
    }

    /// `cuMemcpyPeer` to another CUDA GPU with peer access ([`CudaDevice::can_access_peer`]).
    unsafe fn copy_to_peer_raw(
        &self,
        src: &DeviceMemory,
        src_offset: usize,
        dst_dev: &dyn Device,
        dst: &DeviceMemory,
        dst_offset: usize,
        bytes: usize,
    ) -> Result<Option<CopyPath>> {
        // SAFETY: this function's contract, which `copy_to_peer` shares.
        unsafe { self.copy_to_peer(src, src_offset, dst_dev, dst, dst_offset, bytes) }
    }

    fn load(&self, image: &Image) -> Result<Module> {
        self.load_with(image, &JitOptions::default())
    }

    fn module_global(&self, module: &Module, name: &str) -> Result<DeviceMemory> {
        self.global(module, name)
    }

    /// Launches on the null stream with `cuLaunchKernel`. Asks for more dynamic shared memory
    /// (`CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES`) when a launch needs over 48 KiB.
    unsafe fn launch_raw(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        // SAFETY: the null stream is always valid; the arguments are this function's
        // contract, which `launch_in` shares.
        unsafe { self.launch_in(std::ptr::null_mut(), kernel, cfg, args) }
    }

    /// The driver's answer (`cuOccupancyMaxActiveBlocksPerMultiprocessor`), which counts
    /// the registers the kernel was compiled to; 0 for a block of no or too many threads.
    fn resident_blocks(
        &self,
        kernel: &Kernel,
        block: gpujit_device::Dim3,
        shared_bytes: u32,
    ) -> Result<u32> {
        let Some(threads) = gpujit_device::block_threads(&self.info, block, shared_bytes) else {
            return Ok(0);
        };
        // The driver counts a block of more than 48 KiB of dynamic shared memory only once
        // the kernel may take that much.
        self.allow_dynamic_shared(kernel, shared_bytes)?;
        self.max_active_blocks_per_sm(kernel, threads, shared_bytes as usize)
    }

    unsafe fn launch_cooperative_raw(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        // SAFETY: as in `launch_raw`.
        unsafe { self.launch_with(std::ptr::null_mut(), kernel, cfg, args, true) }
    }

    /// Launches on a stream of its own, with frees and unloads held back
    /// ([`CudaDevice::hold_releases`]) until the kernel has finished.
    unsafe fn launch_detached_raw(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<Box<dyn Running>> {
        let stream = crate::stream::CudaStream::new(self)?;
        // Frees and unloads beside a running kernel would wait for it forever.
        let hold = self.hold_releases();
        // SAFETY: the stream is a live stream of this context; the arguments are this
        // function's contract.
        unsafe { self.launch_in(stream.raw_handle(), kernel, cfg, args) }?;
        Ok(Box::new(launch::CudaRunning::new(stream, hold)))
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

    /// Destroys the primary context (`cuDevicePrimaryCtxReset_v2`) and retains a fresh one;
    /// refused while anything made on the old one is alive (see [`CudaDevice::reset`]).
    fn reset(&self) -> Result<()> {
        self.reset_in_place()
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn alloc_mapped(&self, bytes: usize) -> Result<MappedMemory> {
        self.mapped(bytes)
    }

    unsafe fn map_host(
        &self,
        host: std::ptr::NonNull<u8>,
        bytes: usize,
    ) -> Result<gpujit_device::HostMapping> {
        // SAFETY: the caller's contract, passed on.
        unsafe { self.register_host(host, bytes) }
    }

    /// The driver's texture object (`cuTexObjectCreate`), sampled in hardware.
    unsafe fn create_texture(
        &self,
        desc: &gpujit_device::TextureDesc,
    ) -> Result<gpujit_device::Texture> {
        self.driver_texture(desc)
    }

    fn tensor_map(
        &self,
        map: &gpujit_device::TensorMap2d,
    ) -> Result<[u8; gpujit_device::TENSOR_MAP_BYTES]> {
        self.driver_tensor_map(map)
    }

    fn create_stream(&self) -> Result<Arc<dyn gpujit_device::StreamImpl>> {
        Ok(Arc::new(crate::stream::CudaStream::new(self)?))
    }

    fn create_event(&self) -> Result<Arc<dyn gpujit_device::EventImpl>> {
        Ok(Arc::new(crate::stream::CudaEvent::new(self)?))
    }

    /// `cuEventRecord` on the null stream, which launches use.
    fn record_event(&self, event: &Arc<dyn gpujit_device::EventImpl>) -> Result<()> {
        crate::stream::record_null(event.as_ref(), &self.ctx)
    }

    fn alloc_pinned(&self, bytes: usize) -> Result<gpujit_device::PinnedMemory> {
        self.pinned_memory(bytes)
    }
}
