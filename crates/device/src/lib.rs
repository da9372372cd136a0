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

mod arg;
mod device;
mod error;
mod ext;
mod identity;
mod mapped;
mod memory;
mod module;
mod typed;
mod types;

pub use arg::{Access, KernelArg};
pub use device::{Capabilities, Device, Forward, Running};
pub use error::{Error, Result};
pub use ext::{DeviceExt, check_arguments_owned, check_device_launch, check_launch, check_owned};
pub use identity::DeviceId;
pub use mapped::MappedMemory;
pub use memory::{Buffer, DeviceMemory, MemoryOwner, as_bytes, as_bytes_mut};
pub use module::{Kernel, Module, ModuleImpl};
pub use typed::{In, InOut, KernelDef, KernelParam, KernelParams, Out, TypedKernel};
pub use types::{
    DeviceCopy, Dim3, KernelSignature, LaunchConfig, MAX_BY_VALUE, Param, ParamType, ScalarType,
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

#[cfg(test)]
mod tests;
