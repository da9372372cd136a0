//! gpujit's CUDA runtime: libcudart's C ABI over gpujit, so that a whole
//! CUDA program (its `main`, `cudaMalloc`, `<<<>>>`, streams and events)
//! runs on NVIDIA, AMD, the host CPU or the AMDGCN emulator, its kernels
//! JIT-compiled for the device present at their first launch.
//!
//! Built as `libcudart.so`. Programs get it two ways:
//! - `gpujit cc` compiles CUDA sources (host code natively, device code to
//!   NVVM IR embedded in the program) and links them with it;
//! - a program built by nvcc with `-cudart shared` finds it first on
//!   `LD_LIBRARY_PATH` under the name it links (`libcudart.so.12`/`.13`);
//!   the PTX in its fatbin is what gpujit compiles.
//!
//! The device is chosen at run time by `GPUJIT_DEVICE` (see [`configure`]);
//! the guide's chapter on whole programs lists the entry points, and every
//! other one a program calls returns `cudaErrorNotSupported` with a message
//! naming it, never an abort.
//!
//! The same library holds cuBLAS's C ABI ([`cublas`]): the build places
//! `libcublas.so` (and `.so.12`, `.so.13`) beside it as links, so that a
//! program linked with `-lcublas` calls gpujit-blas on the runtime's memory
//! and streams.
//!
//! Every entry point is an `extern "C"` function named as CUDA names it;
//! the Rust names are those of the C API for that reason.
#![allow(non_snake_case, non_upper_case_globals)]

pub mod abi;
mod arrays;
pub mod cublas;
mod device;
pub mod error;
pub mod fatbin;
mod graph;
mod graph_attributes;
mod graph_edges;
mod graph_events;
mod graph_exec;
mod graph_nodes;
mod graph_update;
mod host_fn;
mod launch;
mod launch_ex;
mod managed;
mod managed_vars;
mod memory;
mod memory3d;
pub mod payload;
mod peer;
mod register;
mod state;
mod stream;
mod textures;
pub mod unsupported;

pub use arrays::*;
pub use device::*;
pub use error::{CudaError, Failure};
pub use graph::*;
pub use graph_attributes::*;
pub use graph_edges::*;
pub use graph_events::*;
pub use graph_exec::*;
pub use graph_nodes::*;
pub use graph_update::*;
pub use host_fn::*;
pub use launch::*;
pub use launch_ex::*;
pub use managed::*;
pub use memory::*;
pub use memory3d::*;
pub use peer::*;
pub use register::*;
pub use state::configure;
pub use stream::*;
pub use textures::*;

/// The CUDA version this runtime answers as when the program's is not known.
pub const RUNTIME_VERSION: u32 = 12090;

/// `dim3`: a grid or block extent, passed by value.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dim3 {
    /// Extent in x.
    pub x: u32,
    /// Extent in y.
    pub y: u32,
    /// Extent in z.
    pub z: u32,
}

/// `cudaStream_t`: a stream handle (0 is the default stream).
pub type CudaStream = *mut std::ffi::c_void;
/// `cudaEvent_t`: an event handle.
pub type CudaEvent = *mut std::ffi::c_void;
