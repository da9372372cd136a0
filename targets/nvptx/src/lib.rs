//! gpujit's NVIDIA target.
//!
//! [`codegen::compile`] lowers a portable module (`gpujit.*` → `llvm.nvvm.*`),
//! optimises it and emits PTX with LLVM's NVPTX backend; the CUDA driver
//! JIT-compiles and loads it through [`CudaDevice`] (libcuda is opened at run
//! time; a machine without it gets a typed error, never a panic).
//!
//! ```
//! use gpujit_nvptx::codegen::{compile, NvptxOptions};
//! let module = gpujit_kernels::saxpy::module()?;
//! let (image, _times) = compile(&module, &NvptxOptions { arch: "sm_90".into(), ..Default::default() })?;
//! let ptx = String::from_utf8(image.bytes).unwrap();
//! assert!(ptx.contains(".entry saxpy"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![deny(missing_docs)]
#![deny(clippy::undocumented_unsafe_blocks)]

pub mod codegen;
pub mod cubin;
pub mod cuda;
pub mod device;
pub mod libdevice;
pub mod lower;
pub mod mma;
pub mod nvjitlink;
pub mod pipeline;
pub mod stream;

pub use codegen::{CompileError, NvptxOptions, compile, compile_nvvm};
pub use device::{CudaDevice, JitOptions, ReleaseHold, list_devices};

#[cfg(test)]
mod tests;
