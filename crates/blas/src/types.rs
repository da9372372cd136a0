//! The description of a product ([`Gemm`]), its batches ([`Strided`]) and
//! the typed views of matrices that [`gemm_ex`](crate::Blas::gemm_ex) takes.

use gpujit::Buffer;

/// What a matrix enters the product as: itself, its transpose, or its
/// conjugate transpose (the transpose, for real types), as cuBLAS's
/// `CUBLAS_OP_N`, `CUBLAS_OP_T`, `CUBLAS_OP_C`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Op {
    /// `op(X) = X`.
    #[default]
    N,
    /// `op(X) = Xᵀ`.
    T,
    /// `op(X) = Xᴴ`, which is `Xᵀ` for the real types this crate has.
    C,
}

impl Op {
    /// Whether the matrix enters transposed.
    pub fn transposed(self) -> bool {
        self != Op::N
    }
}

/// How matrices lie in memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Layout {
    /// Column `j` of a matrix is contiguous and column `j + 1` starts `ld`
    /// elements later (BLAS and cuBLAS).
    #[default]
    ColMajor,
    /// Row `i` is contiguous and row `i + 1` starts `ld` elements later
    /// (C, NumPy, PyTorch).
    RowMajor,
}

/// One product `C = alpha·op(A)·op(B) + beta·C`: `op(A)` is `m × k`, `op(B)`
/// is `k × n`, `C` is `m × n`.
///
/// Sizes and leading dimensions are `i64`, as in cuBLAS's 64-bit API, so
/// that a negative one is an argument error rather than unrepresentable. A
/// leading dimension of `None` is the smallest valid one (the matrix packed).
/// `alpha` and `beta` are converted to the compute type (`f32`, or `f64` for
/// `f64` matrices).
///
/// ```
/// use gpujit_blas::{Gemm, Layout, Op};
/// let g = Gemm::new(3, 4, 5).trans(Op::T, Op::N).scale(2.0, 0.5).ld(8, 5, 3);
/// assert_eq!((g.m, g.n, g.k), (3, 4, 5));
/// assert_eq!(g.lda, Some(8));
/// assert_eq!(g.layout, Layout::ColMajor);
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Gemm {
    /// Memory layout of `A`, `B` and `C`.
    pub layout: Layout,
    /// How `A` enters.
    pub transa: Op,
    /// How `B` enters.
    pub transb: Op,
    /// Rows of `op(A)` and `C`.
    pub m: i64,
    /// Columns of `op(B)` and `C`.
    pub n: i64,
    /// Columns of `op(A)`, rows of `op(B)`.
    pub k: i64,
    /// Leading dimension of `A` as stored; `None`: packed.
    pub lda: Option<i64>,
    /// Leading dimension of `B` as stored; `None`: packed.
    pub ldb: Option<i64>,
    /// Leading dimension of `C`; `None`: packed.
    pub ldc: Option<i64>,
    /// Scale of the product.
    pub alpha: f64,
    /// Scale of `C`'s old value; 0 means `C` is not read.
    pub beta: f64,
    /// Whether `f32` inputs may be read as `tf32` ([`MathMode`]); the
    /// handle's mode ([`Blas::set_math_mode`](crate::Blas::set_math_mode))
    /// may allow it too.
    pub math: MathMode,
}

impl Gemm {
    /// `C = op(A)·op(B)` of these sizes: column-major, no transposes, packed,
    /// `alpha = 1`, `beta = 0`.
    pub fn new(m: i64, n: i64, k: i64) -> Gemm {
        Gemm {
            layout: Layout::ColMajor,
            transa: Op::N,
            transb: Op::N,
            m,
            n,
            k,
            lda: None,
            ldb: None,
            ldc: None,
            alpha: 1.0,
            beta: 0.0,
            math: MathMode::Default,
        }
    }

    /// This product under `math` (`MathMode::AllowTf32`: `f32` inputs may
    /// be read as `tf32`, as `CUBLAS_COMPUTE_32F_FAST_TF32` allows).
    pub fn math(self, math: MathMode) -> Gemm {
        Gemm { math, ..self }
    }

    /// This product with `A` and `B` entering as `transa` and `transb`.
    pub fn trans(self, transa: Op, transb: Op) -> Gemm {
        Gemm {
            transa,
            transb,
            ..self
        }
    }

    /// This product with these leading dimensions.
    pub fn ld(self, lda: i64, ldb: i64, ldc: i64) -> Gemm {
        Gemm {
            lda: Some(lda),
            ldb: Some(ldb),
            ldc: Some(ldc),
            ..self
        }
    }

    /// This product with `C = alpha·op(A)·op(B) + beta·C`.
    pub fn scale(self, alpha: f64, beta: f64) -> Gemm {
        Gemm {
            alpha,
            beta,
            ..self
        }
    }

    /// This product on matrices in `layout`.
    pub fn layout(self, layout: Layout) -> Gemm {
        Gemm { layout, ..self }
    }

    /// This product on row-major matrices (C, NumPy): the same as
    /// `self.layout(Layout::RowMajor)`.
    pub fn row_major(self) -> Gemm {
        self.layout(Layout::RowMajor)
    }
}

/// A batch of products whose matrices lie at fixed distances in one buffer
/// each (`cublasGemmStridedBatchedEx`): product `i` reads `A` from element
/// `i·stride_a` on, `B` from `i·stride_b`, and writes `C` from `i·stride_c`.
/// A stride of 0 reuses one matrix for every product (not for `C`).
///
/// ```
/// use gpujit_blas::{Gemm, Strided};
/// let s = Strided::packed(&Gemm::new(3, 4, 5), 7);
/// assert_eq!((s.count, s.stride_a, s.stride_b, s.stride_c), (7, 15, 20, 12));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Strided {
    /// Products in the batch.
    pub count: i64,
    /// Elements from one `A` to the next.
    pub stride_a: i64,
    /// Elements from one `B` to the next.
    pub stride_b: i64,
    /// Elements from one `C` to the next.
    pub stride_c: i64,
}

impl Strided {
    /// `count` products whose matrices follow each other packed, at the
    /// leading dimensions `g` gives.
    pub fn packed(g: &Gemm, count: i64) -> Strided {
        let d = crate::check::dims(g);
        Strided {
            count,
            stride_a: d.a.extent_hint(),
            stride_b: d.b.extent_hint(),
            stride_c: d.c.extent_hint(),
        }
    }
}

/// Element types of matrices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DataType {
    /// IEEE binary16 (`CUDA_R_16F`), stored in `Buffer<u16>`.
    F16,
    /// bfloat16 (`CUDA_R_16BF`), stored in `Buffer<u16>`.
    BF16,
    /// `f32` (`CUDA_R_32F`).
    F32,
    /// `f64` (`CUDA_R_64F`).
    F64,
    /// 8-bit float `e4m3` (`CUDA_R_8F_E4M3`), stored in `Buffer<u8>`: an
    /// input only.
    E4M3,
    /// 8-bit float `e5m2` (`CUDA_R_8F_E5M2`), stored in `Buffer<u8>`: an
    /// input only.
    E5M2,
}

impl DataType {
    /// The scalar type kernels see.
    pub fn scalar(self) -> gpujit::ScalarType {
        match self {
            DataType::F16 => gpujit::ScalarType::F16,
            DataType::BF16 => gpujit::ScalarType::BF16,
            DataType::F32 => gpujit::ScalarType::F32,
            DataType::F64 => gpujit::ScalarType::F64,
            DataType::E4M3 | DataType::E5M2 => gpujit::ScalarType::U8,
        }
    }

    /// The type of the buffers holding it (`u16` for 16-bit floats, `u8`
    /// for 8-bit ones).
    pub fn carrier(self) -> gpujit::ScalarType {
        match self {
            DataType::F16 | DataType::BF16 => gpujit::ScalarType::U16,
            t => t.scalar(),
        }
    }

    /// The 8-bit float format, for `E4M3` and `E5M2`.
    pub fn fp8(self) -> Option<gpujit::ir::mma::Fp8> {
        match self {
            DataType::E4M3 => Some(gpujit::ir::mma::Fp8::E4M3),
            DataType::E5M2 => Some(gpujit::ir::mma::Fp8::E5M2),
            _ => None,
        }
    }

    /// A short name: `f16`, `bf16`, `f32`, `f64`, `e4m3`, `e5m2`.
    pub fn name(self) -> &'static str {
        match self {
            DataType::F16 => "f16",
            DataType::BF16 => "bf16",
            DataType::F32 => "f32",
            DataType::F64 => "f64",
            DataType::E4M3 => "e4m3",
            DataType::E5M2 => "e5m2",
        }
    }

    /// Unit roundoff (half the distance from 1 to the next value).
    pub fn unit_roundoff(self) -> f64 {
        match self {
            DataType::F16 => 2f64.powi(-11),
            DataType::BF16 => 2f64.powi(-8),
            DataType::F32 => 2f64.powi(-24),
            DataType::F64 => 2f64.powi(-53),
            DataType::E4M3 => 2f64.powi(-4),
            DataType::E5M2 => 2f64.powi(-3),
        }
    }
}

impl std::fmt::Display for DataType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A matrix operand [`gemm_ex`](crate::Blas::gemm_ex) reads, with its element
/// type: 16-bit floats live in `Buffer<u16>`, which alone does not say which.
#[derive(Debug, Clone, Copy)]
pub enum Matrix<'a> {
    /// binary16 elements.
    F16(&'a Buffer<u16>),
    /// bfloat16 elements.
    BF16(&'a Buffer<u16>),
    /// `f32` elements.
    F32(&'a Buffer<f32>),
    /// `f64` elements.
    F64(&'a Buffer<f64>),
    /// 8-bit floats, `e4m3`.
    E4M3(&'a Buffer<u8>),
    /// 8-bit floats, `e5m2`.
    E5M2(&'a Buffer<u8>),
}

/// The matrix [`gemm_ex`](crate::Blas::gemm_ex) writes, with its element type.
#[derive(Debug)]
pub enum MatrixMut<'a> {
    /// binary16 elements.
    F16(&'a mut Buffer<u16>),
    /// bfloat16 elements.
    BF16(&'a mut Buffer<u16>),
    /// `f32` elements.
    F32(&'a mut Buffer<f32>),
    /// `f64` elements.
    F64(&'a mut Buffer<f64>),
}

impl Matrix<'_> {
    /// The element type.
    pub fn dtype(&self) -> DataType {
        match self {
            Matrix::F16(_) => DataType::F16,
            Matrix::BF16(_) => DataType::BF16,
            Matrix::F32(_) => DataType::F32,
            Matrix::F64(_) => DataType::F64,
            Matrix::E4M3(_) => DataType::E4M3,
            Matrix::E5M2(_) => DataType::E5M2,
        }
    }

    /// Elements the buffer holds.
    pub fn len(&self) -> usize {
        match self {
            Matrix::F16(b) | Matrix::BF16(b) => b.len(),
            Matrix::F32(b) => b.len(),
            Matrix::F64(b) => b.len(),
            Matrix::E4M3(b) | Matrix::E5M2(b) => b.len(),
        }
    }

    /// Whether the buffer holds no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub(crate) fn arg_at(&self, first: usize) -> gpujit::Result<gpujit::KernelArg<'_>> {
        Ok(match self {
            Matrix::F16(b) | Matrix::BF16(b) => b.arg_from(first)?,
            Matrix::F32(b) => b.arg_from(first)?,
            Matrix::F64(b) => b.arg_from(first)?,
            Matrix::E4M3(b) | Matrix::E5M2(b) => b.arg_from(first)?,
        })
    }

    pub(crate) fn memory(&self) -> &gpujit::DeviceMemory {
        match self {
            Matrix::F16(b) | Matrix::BF16(b) => b.memory(),
            Matrix::F32(b) => b.memory(),
            Matrix::F64(b) => b.memory(),
            Matrix::E4M3(b) | Matrix::E5M2(b) => b.memory(),
        }
    }
}

impl MatrixMut<'_> {
    /// The element type.
    pub fn dtype(&self) -> DataType {
        match self {
            MatrixMut::F16(_) => DataType::F16,
            MatrixMut::BF16(_) => DataType::BF16,
            MatrixMut::F32(_) => DataType::F32,
            MatrixMut::F64(_) => DataType::F64,
        }
    }

    /// Elements the buffer holds.
    pub fn len(&self) -> usize {
        match self {
            MatrixMut::F16(b) | MatrixMut::BF16(b) => b.len(),
            MatrixMut::F32(b) => b.len(),
            MatrixMut::F64(b) => b.len(),
        }
    }

    /// Whether the buffer holds no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub(crate) fn arg_at(&mut self, first: usize) -> gpujit::Result<gpujit::KernelArg<'_>> {
        Ok(match self {
            MatrixMut::F16(b) | MatrixMut::BF16(b) => b.arg_from_mut(first)?,
            MatrixMut::F32(b) => b.arg_from_mut(first)?,
            MatrixMut::F64(b) => b.arg_from_mut(first)?,
        })
    }

    pub(crate) fn memory(&self) -> &gpujit::DeviceMemory {
        match self {
            MatrixMut::F16(b) | MatrixMut::BF16(b) => b.memory(),
            MatrixMut::F32(b) => b.memory(),
            MatrixMut::F64(b) => b.memory(),
        }
    }
}

/// The real types [`gemm`](crate::Blas::gemm) takes: `f32` (computed in
/// `f32`) and `f64` (computed in `f64`).
pub trait Real: gpujit::DeviceCopy + sealed::Sealed {
    /// The element type.
    const DTYPE: DataType;
    /// The buffer as a [`Matrix`].
    fn matrix(b: &Buffer<Self>) -> Matrix<'_>;
    /// The buffer as a [`MatrixMut`].
    fn matrix_mut(b: &mut Buffer<Self>) -> MatrixMut<'_>;
}

mod sealed {
    pub trait Sealed {}
    impl Sealed for f32 {}
    impl Sealed for f64 {}
}

impl Real for f32 {
    const DTYPE: DataType = DataType::F32;
    fn matrix(b: &Buffer<f32>) -> Matrix<'_> {
        Matrix::F32(b)
    }
    fn matrix_mut(b: &mut Buffer<f32>) -> MatrixMut<'_> {
        MatrixMut::F32(b)
    }
}

impl Real for f64 {
    const DTYPE: DataType = DataType::F64;
    fn matrix(b: &Buffer<f64>) -> Matrix<'_> {
        Matrix::F64(b)
    }
    fn matrix_mut(b: &mut Buffer<f64>) -> MatrixMut<'_> {
        MatrixMut::F64(b)
    }
}

/// Whether `f32` products may use reduced-precision matrix units, as
/// `cublasSetMathMode`.
///
/// Under [`MathMode::AllowTf32`], an `f32` product into `f32` runs on the
/// matrix cores where the device has `tf32` ones (NVIDIA sm_80 and newer,
/// AMD gfx942, the host's emulation of them) and the kernel takes the
/// shapes (`k` a multiple of 4, and `n` too where the kernel reads `B`
/// row-major; otherwise the product stays on the `f32` kernels). Each input
/// is then read as the tensor cores read it: sign, exponent and the top 10
/// mantissa bits, the low 13 bits dropped (a relative error below 2⁻¹⁰ per
/// input); products and sums stay `f32`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum MathMode {
    /// Full `f32` multiplication and accumulation for `f32` inputs
    /// (`CUBLAS_DEFAULT_MATH`).
    #[default]
    Default,
    /// `f32` inputs may be read as `tf32` by the tensor cores
    /// (`CUBLAS_TF32_TENSOR_OP_MATH`). A permission, not a request: a
    /// device without `tf32` matrix units computes in full `f32`.
    AllowTf32,
}
