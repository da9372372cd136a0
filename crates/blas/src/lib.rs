//! BLAS on every gpujit device: general matrix products with cuBLAS's
//! semantics, on NVIDIA, AMD and the host CPU alike.
//!
//! A [`Blas`] handle owns a [`Jit`] (a device and its compile cache) and
//! the kernels it compiled for it. Its products are `C = alpha·op(A)·op(B)
//! + beta·C`, described by a [`Gemm`]: sizes, transposes ([`Op`]), leading
//! dimensions, column-major (as BLAS) or row-major (as NumPy) [`Layout`].
//!
//! - [`Blas::gemm`]: `f32` (computed in `f32`) or `f64` (in `f64`);
//! - [`Blas::gemm_ex`]: mixed types as `cublasGemmEx`: `f16` or `bf16`
//!   inputs, `f32` computation, output in the input's type or `f32`;
//! - [`Blas::gemm_strided_batched`] and [`Blas::gemm_batched`] (and their
//!   `_ex` forms): batches at strides in one buffer, or in buffers of
//!   their own;
//! - level 1 on `f32` and `f64` vectors: [`Blas::axpy`], [`Blas::scal`],
//!   [`Blas::dot`], [`Blas::nrm2`], [`Blas::asum`].
//!
//! As BLAS specifies, `beta == 0` never reads `C` (a NaN there does not
//! propagate), `alpha == 0` never reads `A` or `B`, `m == 0` or `n == 0` does
//! nothing and `k == 0` scales `C` by `beta`. Arguments are checked before
//! anything runs: a bad one is a [`BlasError`] naming it.
//!
//! ```
//! use gpujit::DeviceExt;
//! use gpujit_blas::{Blas, Gemm, Op};
//!
//! let blas = Blas::open("host")?;
//! let dev = blas.device();
//! // Column-major: A is 2×3, B is 2×3 and enters transposed, C is 2×2.
//! let a = dev.upload(&[1.0f32, 4.0, 2.0, 5.0, 3.0, 6.0])?;
//! let b = dev.upload(&[1.0f32, 0.0, 0.0, 1.0, 1.0, 1.0])?;
//! let mut c = dev.upload(&[f32::NAN; 4])?;               // beta = 0: never read
//! blas.gemm(&Gemm::new(2, 2, 3).trans(Op::N, Op::T), &a, &b, &mut c)?;
//! assert_eq!(dev.download(&c)?, vec![4.0, 10.0, 5.0, 11.0]);
//! # Ok::<(), gpujit_blas::BlasError>(())
//! ```
//!
//! Every device runs a general tiled kernel that takes any shape; products
//! of 16-bit floats whose matrices are packed and whose sizes suit it run on
//! the matrix units instead, packed `f32` products with `alpha = 1` and
//! `beta = 0` on a tuned `f32` kernel, and 16-bit linear-layer products
//! (`A·Bᵀ`) on Hopper's warpgroup instructions on NVIDIA compute capability
//! 9.0 ([`Blas::path`] says which).
#![deny(missing_docs)]

mod check;
mod error;
mod gemm;
#[cfg(doctest)]
mod guide;
mod kernels;
mod level1;
mod maps;
mod mma;
mod raw;
#[cfg(test)]
mod tests;
mod tiles;
mod tune;
mod types;

use std::collections::HashMap;
use std::sync::{Arc, Mutex, RwLock};

use gpujit::cache::Cache;
use gpujit::ir::MmaKind;
use gpujit::{Device, DeviceExt, Jit, Kernel, PortableModule};

pub use error::{BlasError, Result};
pub use gemm::Launch;
pub use level1::{RawScalar, RawVector, Reduction};
pub use raw::RawMatrix;
pub use tiles::{TILES, TileConfig, TileRule, tile_for};
pub use tune::{CANDIDATES, SgemmTime, ShapeClass, Tuned, TunedTile, default_sizes, tuned_path};
pub use types::{DataType, Gemm, Layout, MathMode, Matrix, MatrixMut, Op, Real, Strided};

/// Which kernels a product runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Path {
    /// Nothing runs: `m`, `n` or the batch is empty.
    Nothing,
    /// The general tiled kernel with this tile.
    General(TileConfig),
    /// The tuned `f32` kernel (`gpujit_kernels::sgemm`: 128×256 tiles of
    /// 8×16 elements per thread, or 128×128 tiles where those would leave
    /// multiprocessors idle), for `f32` products with `alpha == 1` and
    /// `beta == 0` whose matrices are packed and enter untransposed (row
    /// major) or, column-major, as the transposed product; the kernel
    /// computes `Cᵀ` when `transposed`.
    Sgemm {
        /// The kernel computes the transposed product.
        transposed: bool,
    },
    /// NVIDIA Hopper's warpgroup kernel (`gpujit_kernels::gemm_sm90`:
    /// `wgmma`, 128×256 or 128×128 tiles, compiled for `sm_90a`), on compute
    /// capability 9.0, for bf16 or f16 products into their own type, or
    /// `f32` ones read as `tf32` where the math mode allows it, with
    /// `alpha == 1` and `beta == 0` whose matrices are packed and whose
    /// sizes it takes (`n` a multiple of 64, `k` of 64, or of 32 for
    /// `tf32`, `m` any, a multiple of 8 where `A` is M-major; after any
    /// transposition); the kernel
    /// computes `Cᵀ` when `transposed`, reads its `A` M-major (given as
    /// `Aᵀ`, `k × m` row-major, `wgmma` transposing it as it reads) when
    /// `a_m_major`, K-major (row-major) otherwise, and its `B` N-major (a
    /// row-major `k × n` matrix) when `b_n_major`, K-major (`Bᵀ` row-major:
    /// the `A·Bᵀ` of a linear layer) otherwise. Where the tiles of a single
    /// product underfill the GPU and its depth is long, the depth is cut
    /// into `parts` (split-K): each part's blocks write an `f32` partial
    /// product to scratch memory, and the epilogue adds them up.
    Hopper {
        /// The kernel computes the transposed product.
        transposed: bool,
        /// Parts of the depth (1: not cut).
        parts: u32,
        /// Columns of `C` per block: 256, or 128 (narrow tiles, twice the
        /// blocks) where `n` is not a multiple of 256 or the depth is at
        /// most 128, or 64 where `n` is not a multiple of 128.
        columns: u32,
        /// The kernel's `A` is M-major.
        a_m_major: bool,
        /// The kernel's `B` is N-major.
        b_n_major: bool,
        /// The kernel's `B` is given N-major and is first transposed into
        /// the handle's scratch memory, where the kernel reads it K-major:
        /// `f32` products read as `tf32` (see [`MathMode`]), which the
        /// warpgroup instructions take K-major only; one product a call,
        /// never cut into parts.
        b_staged: bool,
    },
    /// The matrix-core kernel (`gpujit_kernels::gemm`, 128×128 tiles),
    /// computing `Cᵀ` when `transposed`, followed by the alpha/beta
    /// epilogue when `epilogue`; the depth cut into `parts` as for
    /// [`Path::Hopper`] (which always takes the epilogue).
    MatrixCores {
        /// The kernel computes the transposed product.
        transposed: bool,
        /// An epilogue kernel applies `alpha`, `beta` and the output type
        /// (and adds up the parts).
        epilogue: bool,
        /// Parts of the depth (1: not cut).
        parts: u32,
    },
}

/// A BLAS handle for one device: its compile cache, the kernels compiled
/// for it, and the math mode. Calls run in the device's stream order; those
/// that need scratch memory of their own (pointer tables, the matrix-core
/// path's epilogue) wait for the device before they return. Split products
/// ([`Path::Hopper`]'s `parts`) write their partial products to scratch
/// memory the handle keeps (at most [`Blas::MOST_SCRATCH`] bytes) and reuse
/// from call to call, which stream order makes safe, so they do not wait.
/// It may be shared between threads.
pub struct Blas {
    jit: Arc<Jit>,
    kernels: Mutex<HashMap<String, Kernel>>,
    kinds: Vec<MmaKind>,
    math: MathMode,
    matrix_cores: bool,
    /// The device takes `sm_90a` kernels (an NVIDIA device of compute
    /// capability 9.0).
    hopper: bool,
    /// The general kernel's tuned tiles ([`Blas::tune`]), if any.
    tuned: RwLock<Option<Tuned>>,
    /// The split products' partial sums, kept between calls.
    scratch: Mutex<Option<gpujit::Buffer<f32>>>,
    /// Hopper's tensor maps, by the matrices they describe.
    maps: Mutex<maps::Maps>,
}

impl Drop for Blas {
    fn drop(&mut self) {
        // Kernels queued by the last split product may still use the
        // scratch memory freed with the handle.
        let held = self.scratch.get_mut().map(|s| s.is_some());
        if held.unwrap_or(true) {
            let _ = self.device().synchronize();
        }
    }
}

impl Blas {
    /// A handle over `jit`'s device, compiling through its cache. Tiles
    /// tuned for the device ([`Blas::tune`]) are read from the cache's
    /// folder; a file there that cannot be read is an error naming it.
    pub fn new(jit: Jit) -> Result<Blas> {
        Blas::with_shared_jit(Arc::new(jit))
    }

    /// A handle over the device of a JIT that others use too (a program's
    /// own kernels, the bindings of another language): the BLAS kernels
    /// share its cache.
    pub fn with_shared_jit(jit: Arc<Jit>) -> Result<Blas> {
        let kinds = gpujit::matrix_kinds_for(jit.device())?;
        let info = jit.device().info();
        let hopper = info.backend == gpujit::Backend::Cuda && info.arch == "sm_90";
        let tuned = match jit.cache().dir() {
            Some(dir) => tune::load(dir, jit.device())?,
            None => None,
        };
        Ok(Blas {
            jit,
            kernels: Mutex::new(HashMap::new()),
            kinds,
            math: MathMode::Default,
            matrix_cores: true,
            hopper,
            tuned: RwLock::new(tuned),
            scratch: Mutex::new(None),
            maps: Mutex::new(HashMap::new()),
        })
    }

    /// A handle over `device`, compiling through the default cache
    /// ([`Cache::from_env`]).
    pub fn for_device(device: Box<dyn Device>) -> Result<Blas> {
        Blas::new(Jit::new(device, Cache::from_env())?)
    }

    /// A handle over a device opened by its spec ([`gpujit::open`]: `host`,
    /// `cuda:1`, `amdgcn-emu:gfx942`).
    pub fn open(spec: &str) -> Result<Blas> {
        Blas::for_device(gpujit::open(spec)?)
    }

    /// The device.
    pub fn device(&self) -> &dyn Device {
        self.jit.device()
    }

    /// The device, shared.
    pub fn device_arc(&self) -> Arc<dyn Device> {
        self.jit.device_arc()
    }

    /// The JIT compiling the kernels.
    pub fn jit(&self) -> &Jit {
        &self.jit
    }

    /// The math mode ([`MathMode::Default`] unless set).
    pub fn math_mode(&self) -> MathMode {
        self.math
    }

    /// Sets the math mode, as `cublasSetMathMode`.
    pub fn set_math_mode(&mut self, mode: MathMode) {
        self.math = mode;
    }

    /// Whether 16-bit products may run on the matrix units (the default).
    /// Turned off, every 16-bit product runs on the general kernel.
    pub fn set_matrix_cores(&mut self, on: bool) {
        self.matrix_cores = on;
    }

    /// The matrix kinds the device's matrix units run.
    pub fn matrix_kinds(&self) -> &[MmaKind] {
        &self.kinds
    }

    /// The loaded kernel `name` of the module `build` makes, compiled (or
    /// found in the cache) and loaded once per handle under `key` (which
    /// names the kernel's configuration).
    fn kernel(
        &self,
        key: &str,
        name: &str,
        build: impl FnOnce() -> Result<PortableModule, gpujit::ir::IrError>,
    ) -> Result<Kernel> {
        self.kernel_with(key, name, None, build)
    }

    /// [`Blas::kernel`] compiled for `arch` in place of the device's own
    /// (a variant of it, such as `sm_90a` on `sm_90`).
    fn kernel_for_arch(
        &self,
        key: &str,
        name: &str,
        arch: &str,
        build: impl FnOnce() -> Result<PortableModule, gpujit::ir::IrError>,
    ) -> Result<Kernel> {
        self.kernel_with(key, name, Some(arch), build)
    }

    /// The kernel, compiled through the JIT's cache for the device's own
    /// architecture, or for `arch` where given.
    fn kernel_with(
        &self,
        key: &str,
        name: &str,
        arch: Option<&str>,
        build: impl FnOnce() -> Result<PortableModule, gpujit::ir::IrError>,
    ) -> Result<Kernel> {
        let mut kernels = self.kernels.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(k) = kernels.get(key) {
            return Ok(k.clone());
        }
        let module = build()?;
        let k = match arch {
            None => self.jit.load(&module)?.kernel(name)?,
            Some(arch) => {
                let opts = gpujit::CompileOptions {
                    arch: Some(arch.to_string()),
                    ..Default::default()
                };
                let compiled = gpujit::compile_for_with(self.device(), &module, &opts)?;
                self.device().load(&compiled.image)?.kernel(name)?
            }
        };
        kernels.insert(key.to_string(), k.clone());
        Ok(k)
    }

    /// Kernels compiled and loaded so far.
    pub fn loaded_kernels(&self) -> Vec<String> {
        let kernels = self.kernels.lock().unwrap_or_else(|p| p.into_inner());
        let mut names: Vec<_> = kernels.keys().cloned().collect();
        names.sort();
        names
    }

    /// The most bytes of `f32` partial products a split product writes
    /// (and the handle keeps as scratch memory).
    pub const MOST_SCRATCH: u64 = 64 << 20;

    /// Runs `f` on at least `len` elements of the handle's scratch memory,
    /// grown when shorter (after waiting for the kernels that may still
    /// use the old memory), held for the whole call so that a call's
    /// kernels queue together.
    fn with_scratch<R>(
        &self,
        len: usize,
        f: impl FnOnce(&mut gpujit::Buffer<f32>) -> Result<R>,
    ) -> Result<R> {
        let mut held = self.scratch.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(old) = held.as_ref()
            && old.len() < len
        {
            self.sync()?;
            *held = None;
        }
        let scratch = match held.take() {
            Some(s) => s,
            None => self.device().alloc::<f32>(len)?,
        };
        f(held.insert(scratch))
    }

    /// Waits for the device.
    fn sync(&self) -> Result<()> {
        Ok(self.device().synchronize()?)
    }

    /// Uploads device addresses as a table.
    fn table(&self, addrs: &[u64]) -> Result<gpujit::Buffer<u64>> {
        Ok(self.device().upload(addrs)?)
    }
}
