//! The backend-neutral device API of gpujit.
//!
//! A [`Device`] allocates [`Buffer`]s, copies to and from them, loads compiled
//! [`Image`]s into [`Module`]s and launches their [`Kernel`]s. Every backend
//! (CUDA, HIP, the host CPU, the AMDGCN emulator) implements the same trait, so code
//! written against `&dyn Device` runs on any of them. Users reach a device through
//! [`DeviceExt`], the checked layer every device has.
//!
//! # A tour
//!
//! Buffers are typed and owned: reading one takes `&Buffer`, changing it `&mut Buffer`.
//!
//! ```
//! use gpujit_device::{Device, DeviceExt, Result};
//! fn roundtrip(dev: &dyn Device) -> Result<Vec<f32>> {
//!     let mut x = dev.upload(&[1.0f32, 2.0, 3.0])?;   // allocate and copy in
//!     dev.write(&mut x, &[4.0, 5.0, 6.0])?;            // overwrite: needs &mut
//!     let mut y = dev.alloc::<f32>(3)?;
//!     dev.copy(&x, &mut y)?;                           // on the device
//!     dev.download(&y)                                 // back to the host
//! }
//! ```
//!
//! A kernel built with typed parameters ([`KernelParams`]: `gpujit_ir::kernel` or
//! `ModuleBuilder::kernel_typed` make one) is launched through its [`TypedKernel`] with a
//! tuple of Rust values; rustc checks the tuple and the borrow checker its buffers
//! ([`In`] takes `&Buffer`, [`Out`] and [`InOut`] `&mut Buffer`):
//!
//! ```
//! use gpujit_device::{Device, DeviceExt, In, InOut, KernelDef, LaunchConfig, Module, Result};
//! type Saxpy = (f32, In<f32>, InOut<f32>, u32);
//! fn saxpy(dev: &dyn Device, module: &Module, xs: &[f32], ys: &[f32]) -> Result<Vec<f32>> {
//!     let k = module.typed(&KernelDef::<Saxpy>::new("saxpy"))?;   // signature checked here
//!     let x = dev.upload(xs)?;
//!     let mut y = dev.upload(ys)?;
//!     let n = xs.len();
//!     k.launch(dev, &LaunchConfig::for_elems(n, 256), (2.0, &x, &mut y, n as u32))?;
//!     dev.download(&y)
//! }
//! ```
//!
//! A kernel imported from IR has only its [`KernelSignature`]; it is launched with
//! untyped [`KernelArg`]s, checked at run time against the signature and the device's
//! limits:
//!
//! ```
//! use gpujit_device::{Device, DeviceExt, Kernel, LaunchConfig, Result};
//! fn launch(dev: &dyn Device, k: &Kernel, n: usize) -> Result<()> {
//!     let x = dev.upload(&vec![1.0f32; n])?;
//!     let mut y = dev.alloc::<f32>(n)?;
//!     let cfg = LaunchConfig::for_elems(n, 256);
//!     dev.launch(k, &cfg, &[2.0f32.into(), (&x).into(), (&mut y).into(), (n as u32).into()])?;
//!     dev.synchronize()                                // a kernel fault is reported here
//! }
//! ```
//!
//! # What is checked, and what cannot be
//!
//! Every device has a [`DeviceId`], stamped on the memory, modules and kernels it makes.
//! Before any backend sees a call, the checked layer makes sure that everything handed
//! to a device is its own ([`Error::WrongDevice`] otherwise, naming both devices), that
//! copies stay inside their allocations, that launch arguments match the kernel's
//! signature and that grid, block and shared memory fit the device. The backends' own
//! methods (`*_raw`) are `unsafe`: they trust those checks, which every backend gets from
//! this crate rather than making its own. Device memory can only be made in `unsafe`
//! code ([`DeviceMemory::new`]), and a raw device address only passed to a kernel
//! through the `unsafe` [`DeviceExt::launch_unchecked`].
//!
//! What no launch can check is what a kernel does with what it is given: its indices,
//! and for untyped launches which buffers it writes. On a GPU (and the emulator) a stray
//! access stays inside the device; the host target runs kernels in this process, where
//! accesses are checked only in its checked mode.
//!
//! ```
//! use gpujit_device::{KernelArg, LaunchConfig, ScalarType};
//! let cfg = LaunchConfig::for_elems(1000, 256);
//! assert_eq!(cfg.grid.x, 4);
//! let a: KernelArg = 2.0f32.into();
//! assert_eq!(a.bytes(), 2.0f32.to_le_bytes());
//! assert_eq!(ScalarType::F64.size(), 8);
//! ```
//!
//! # For backends
//!
//! A backend implements [`Device`] (its `*_raw` methods, `load`, `synchronize`, and what
//! [`Capabilities`] it has) and stamps what it makes with its [`DeviceId`]. A device made
//! from another one (a wrapper that renames it or replaces what it loads) implements
//! [`Forward`] instead, and keeps the identity of the device it forwards to.
#![deny(missing_docs)]
#![deny(clippy::undocumented_unsafe_blocks)]

mod arg;
mod device;
mod error;
mod ext;
mod global;
mod identity;
mod mapped;
mod marker;
mod memory;
mod module;
mod peer;
mod pinned;
pub mod printf;
pub mod scope;
mod stream;
pub mod tensor_map;
pub mod texture;
pub mod typed;
mod types;

pub use arg::{Access, KernelArg};
pub use device::{Capabilities, Device, Forward, Running};
pub use error::{Error, Result};
pub use ext::{
    DeviceExt, block_threads, check_arguments_owned, check_cooperative, check_device_launch,
    check_launch, check_owned, resident_blocks,
};
pub use global::{Global, ModuleVariables, module_variable};
pub use identity::DeviceId;
pub use mapped::{HostMapping, MappedMemory};
pub use marker::MarkerEvent;
pub use memory::{Buffer, DeviceMemory, MemoryOwner, as_bytes, as_bytes_mut};
pub use module::{COARSE_FACTOR, COARSE_SUFFIX, Kernel, Module, ModuleImpl};
pub use peer::{CopyPath, STAGING_CHUNK, copy_between};
pub use pinned::{PinnedBuffer, PinnedMemory, alloc_plain_pinned};
pub use scope::{BufferMut, BufferRef, DeviceSource, HostDestination, HostSource, Scope};
pub use stream::{Event, EventImpl, HostCall, Stream, StreamImpl, host_fn_after_synchronize};
pub use tensor_map::{TENSOR_MAP_BYTES, TensorMap2d};
pub use texture::{Texture, TextureDesc};
pub use typed::{In, InOut, KernelDef, KernelParam, KernelParams, Out, TypedKernel};
pub use types::{
    DeviceCopy, Dim3, INLINE_BY_VALUE, KernelSignature, LaunchConfig, MAX_BY_VALUE, Param,
    ParamType, ScalarType,
};

use std::fmt;

use module::find_kernel;

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

/// A kernel of a source module that was left out of its compiled [`Image`],
/// and why: when a module is lifted from NVVM IR or translated from PTX for
/// a target, each kernel that cannot be is refused on its own and the
/// module's other kernels are compiled.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct RefusedKernel {
    /// The kernel's name.
    pub name: String,
    /// Why it was refused: the lift's or the translation's error for it.
    pub reason: String,
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
    /// Kernels of its source that were refused (not compiled), with why;
    /// loading the image carries them into the [`Module`].
    pub refused: Vec<RefusedKernel>,
    /// The coarsened variants of some of its kernels ([`COARSE_SUFFIX`]), compiled as an
    /// image of their own in the same format: the device loads it at the first launch
    /// that uses one ([`Kernel::coarsened`]), so that a module whose grids stay small
    /// never pays for it.
    pub coarse: Option<Box<Image>>,
}

impl Image {
    /// Looks up a kernel's signature by name ([`Error::KernelRefused`] for one
    /// of [`Image::refused`]).
    pub fn kernel(&self, name: &str) -> Result<&KernelSignature> {
        find_kernel(&self.kernels, &self.refused, name)
    }
}

#[cfg(test)]
mod tests;
