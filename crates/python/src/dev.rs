//! Every use of gpujit's device API by the bindings, in one place: opening a
//! device, allocating and copying, loading and launching. The rest of the
//! crate goes through these.

use std::sync::{Arc, Mutex};

use gpujit::cache::Cache;

use gpujit::{
    Backend, Buffer, DeviceExt, DeviceInfo, DeviceMemory, Jit, Kernel, KernelArg, LaunchConfig,
    Module, ScalarType,
};

static CACHE: Mutex<Option<Arc<Cache>>> = Mutex::new(None);

/// The process's compile cache if it has been made.
pub fn cache_if_made() -> Option<Arc<Cache>> {
    CACHE.lock().unwrap_or_else(|p| p.into_inner()).clone()
}

/// The process's compile cache, which every device's JIT shares: memory,
/// `GPUJIT_CACHE_DIR` (or the default folder), and the store
/// `GPUJIT_REMOTE_CACHE` names; made on first use.
pub fn cache() -> gpujit::Result<Arc<Cache>> {
    let mut c = CACHE.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(c) = &*c {
        return Ok(c.clone());
    }
    let made = Arc::new(Cache::try_from_env()?);
    *c = Some(made.clone());
    Ok(made)
}

/// A device and its JIT, over the process's compile cache ([`cache`]).
/// `coarsen`, when given, overrides whether kernels get coarsened variants
/// ([`Jit::with_coarsening`]).
pub fn open(name: &str, coarsen: Option<bool>) -> gpujit::Result<Arc<Jit>> {
    let jit = Jit::with_shared_cache(gpujit::open(name)?, cache()?)?;
    Ok(Arc::new(match coarsen {
        Some(on) => jit.with_coarsening(on),
        None => jit,
    }))
}

/// The device's description.
pub fn info(jit: &Jit) -> &DeviceInfo {
    jit.device().info()
}

/// Whether kernels on this device reach host memory at its own addresses
/// (so NumPy arrays can be passed as they are).
pub fn sees_host_memory(jit: &Jit) -> bool {
    info(jit).backend == Backend::Host && !gpujit::is_emulator(info(jit))
}

/// Whether the device is a CUDA GPU.
pub fn is_cuda(jit: &Jit) -> bool {
    info(jit).backend == Backend::Cuda
}

/// The device's CUDA ordinal, where it is one.
pub fn cuda_ordinal(jit: &Jit) -> Option<u32> {
    is_cuda(jit).then(|| info(jit).ordinal)
}

/// Checks and launches (asynchronous on GPUs); raw addresses are passed on
/// unexamined.
///
/// # Safety
/// As for [`DeviceExt::launch_unchecked`]: every raw address points into
/// memory of this device that the kernel may access as it does, and that
/// stays allocated (with nothing else touching what the kernel writes) until
/// the launch is known done.
pub unsafe fn launch(
    jit: &Jit,
    kernel: &Kernel,
    cfg: &LaunchConfig,
    args: &[KernelArg<'_>],
) -> gpujit::Result<()> {
    // SAFETY: this function's contract.
    Ok(unsafe { jit.device().launch_unchecked(kernel, cfg, args) }?)
}

/// Waits for everything launched on the device.
pub fn synchronize(jit: &Jit) -> gpujit::Result<()> {
    Ok(jit.device().synchronize()?)
}

/// Writes `bytes` to the start of the module variable `name`
/// (`cudaMemcpyToSymbol`).
pub fn write_global(jit: &Jit, module: &Module, name: &str, bytes: &[u8]) -> gpujit::Result<()> {
    Ok(jit.device().write_global(module, name, bytes)?)
}

/// The bytes of the module variable `name` (`cudaMemcpyFromSymbol`).
pub fn read_global(jit: &Jit, module: &Module, name: &str) -> gpujit::Result<Vec<u8>> {
    Ok(jit.device().read_global::<u8>(module, name)?)
}

/// Compiles (through the cache) and loads a portable module.
pub fn load(jit: &Jit, module: &gpujit::PortableModule) -> gpujit::Result<Module> {
    jit.load(module)
}

/// Compiles (through the cache) and loads CUDA C++ source; the compile's
/// lowered names and clang's warnings with it.
pub fn compile_cuda(
    jit: &Jit,
    program: &gpujit::cuda::Program,
) -> gpujit::Result<(Module, gpujit::cuda::CudaImage)> {
    let compiled = jit.compile_cuda(program)?;
    let module = jit.device().load(&compiled.image)?;
    Ok((module, compiled))
}

/// Compiles (through the cache) and loads a PTX module: as given on NVIDIA,
/// translated elsewhere.
pub fn load_ptx(jit: &Jit, module: &gpujit::PtxModule) -> gpujit::Result<Module> {
    jit.load_ptx(module)
}

/// Loads an NVVM module as its producer wrote it (NVIDIA only).
pub fn load_nvvm(jit: &Jit, module: &gpujit::NvvmModule) -> gpujit::Result<Module> {
    jit.load_nvvm(module)
}

/// A device buffer of one of the element types the bindings hand out.
/// `f16`, `bf16` and `bool` live in `u16`/`u8` buffers.
#[derive(Clone)]
pub enum AnyBuffer {
    /// 32-bit floats (the persistent batcher's type).
    F32(Arc<Buffer<f32>>),
    /// 64-bit floats.
    F64(Arc<Buffer<f64>>),
    /// 8-byte integers.
    U64(Arc<Buffer<u64>>),
    /// 4-byte integers.
    U32(Arc<Buffer<u32>>),
    /// 2-byte values.
    U16(Arc<Buffer<u16>>),
    /// Bytes.
    U8(Arc<Buffer<u8>>),
}

impl AnyBuffer {
    /// The allocation.
    pub fn memory(&self) -> &DeviceMemory {
        match self {
            AnyBuffer::F32(b) => b.memory(),
            AnyBuffer::F64(b) => b.memory(),
            AnyBuffer::U64(b) => b.memory(),
            AnyBuffer::U32(b) => b.memory(),
            AnyBuffer::U16(b) => b.memory(),
            AnyBuffer::U8(b) => b.memory(),
        }
    }
}

/// Allocates `len` elements of `ty` (zeroed).
pub fn alloc(jit: &Jit, ty: ScalarType, len: usize) -> gpujit::Result<AnyBuffer> {
    let dev = jit.device();
    Ok(match ty.size() {
        _ if ty == ScalarType::F32 => AnyBuffer::F32(Arc::new(dev.upload(&vec![0f32; len])?)),
        _ if ty == ScalarType::F64 => AnyBuffer::F64(Arc::new(dev.upload(&vec![0f64; len])?)),
        8 => AnyBuffer::U64(Arc::new(dev.upload(&vec![0u64; len])?)),
        4 => AnyBuffer::U32(Arc::new(dev.upload(&vec![0u32; len])?)),
        2 => AnyBuffer::U16(Arc::new(dev.upload(&vec![0u16; len])?)),
        _ => AnyBuffer::U8(Arc::new(dev.upload(&vec![0u8; len])?)),
    })
}

/// Copies `bytes` into the buffer at byte `offset` (range and device checked).
///
/// # Safety
/// No launch or task still running uses the buffer (Python's `Buffer.write`
/// says so to its callers: the buffer is shared, as NumPy's and CuPy's are).
pub unsafe fn write(jit: &Jit, buf: &AnyBuffer, offset: usize, bytes: &[u8]) -> gpujit::Result<()> {
    let dev = jit.device();
    let mem = buf.memory();
    gpujit_device::check_owned(dev.id(), mem.device(), "the buffer written")?;
    mem.range(offset, bytes.len())?;
    // SAFETY: the memory is this device's and the range lies inside it (both
    // checked above); nothing else uses it meanwhile (this function's contract).
    Ok(unsafe { dev.write_raw(mem, offset, bytes) }?)
}

/// Copies the buffer's bytes back.
pub fn read(jit: &Jit, buf: &AnyBuffer) -> gpujit::Result<Vec<u8>> {
    let mut out = vec![0u8; buf.memory().len()];
    jit.device().read_memory(buf.memory(), 0, &mut out)?;
    Ok(out)
}
