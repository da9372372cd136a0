//! gpujit's host CPU target: every portable kernel runs on the CPU, so CI
//! executes what it compiles.
//!
//! [`codegen::compile`] lowers `gpujit.*` to calls into this crate's runtime
//! and adds an entry wrapper per kernel; [`HostDevice`] JIT-compiles the result
//! with LLVM and runs the grid.
//!
//! ```
//! use gpujit_device::{Device, DeviceExt, LaunchConfig};
//! use gpujit_host::{HostDevice, codegen::{compile, HostOptions}};
//! let (image, _) = compile(&gpujit_kernels::saxpy::module()?, &HostOptions::default())?;
//! let dev = HostDevice::new();
//! let k = dev.load(&image)?.kernel("saxpy")?;
//! let x = dev.upload(&[1.0f32, 2.0, 3.0])?;
//! let y = dev.upload(&[10.0f32, 20.0, 30.0])?;
//! dev.launch(&k, &LaunchConfig::for_elems(3, 128), &[2.0f32.into(), (&x).into(), (&y).into(), 3u32.into()])?;
//! assert_eq!(dev.download(&y)?, vec![12.0, 24.0, 36.0]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![deny(missing_docs)]
#![deny(clippy::undocumented_unsafe_blocks)]

pub mod codegen;
pub mod device;
pub mod lower;
pub mod mma;
pub mod runtime;
pub mod shared;
pub mod softfloat;
mod special;
mod stream;

pub use codegen::{HostOptions, compile};
pub use device::HostDevice;

#[cfg(test)]
mod tests;
