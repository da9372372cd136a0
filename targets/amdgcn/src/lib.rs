//! gpujit's AMD target.
//!
//! [`codegen::compile`] lowers a portable module (`gpujit.*` →
//! `llvm.amdgcn.*`, code object v4, v5 or v6 implicit arguments), emits an
//! AMDGPU object with LLVM and links it into an HSA code object with lld
//! running in-process, for any processor of [`arch::ARCHS`] or generic
//! processor of [`arch::GENERICS`]. [`HipDevice`] loads it through the HIP
//! runtime, opened at run time (no ROCm is needed to build), after
//! [`code_object::check_loadable`] has matched it against the device;
//! [`code_object`] reads any code object's metadata.
//!
//! ```
//! use gpujit_amdgcn::codegen::{compile, AmdgcnOptions};
//! let module = gpujit_kernels::saxpy::module()?;
//! let (image, _times) = compile(&module, &AmdgcnOptions { arch: "gfx942".into(), ..Default::default() })?;
//! assert_eq!(&image.bytes[..4], b"\x7fELF");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![deny(missing_docs)]
#![deny(clippy::undocumented_unsafe_blocks)]

pub mod arch;
pub mod code_object;
pub mod codegen;
pub mod device;
pub mod devlibs;
pub mod hip;
pub mod io;
pub mod lower;
pub mod mapped;
pub mod mma;
pub mod stream;
mod warp_mma;

pub use codegen::{AmdgcnOptions, CompileError, compile};
pub use device::{HipDevice, list_devices};

#[cfg(test)]
mod tests;
