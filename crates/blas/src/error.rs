//! What a BLAS call can fail with.

/// Everything a BLAS call can fail with. Argument errors are found before
/// anything is compiled, allocated or launched, and name the argument, as
/// cuBLAS's `CUBLAS_STATUS_INVALID_VALUE` checks do.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum BlasError {
    /// An argument outside what the operation accepts: a negative size, a
    /// leading dimension below the rows stored, a batch stride that makes
    /// matrices overlap the output.
    #[error("invalid argument `{arg}` = {value}: {why}")]
    InvalidValue {
        /// The argument's name as cuBLAS spells it (`m`, `lda`, `stride_c`).
        arg: &'static str,
        /// The value given.
        value: i64,
        /// What it needs to be.
        why: String,
    },
    /// A buffer holding fewer elements than the shape, leading dimension
    /// and batch reach.
    #[error("buffer `{arg}` holds {len} elements; the operation reaches element {needed}")]
    BufferTooSmall {
        /// The matrix (`a`, `b`, `c`, or `a[3]` in a batch of buffers).
        arg: String,
        /// Elements the buffer holds.
        len: usize,
        /// Elements the operation needs (one past the last it touches).
        needed: u64,
    },
    /// Element types that do not go together, or that the operation does
    /// not take.
    #[error("type mismatch in `{arg}`: {detail}")]
    TypeMismatch {
        /// The argument whose type is refused.
        arg: &'static str,
        /// Why.
        detail: String,
    },
    /// A problem this version cannot run on this device (a grid past the
    /// device's limits).
    #[error("not supported: {0}")]
    NotSupported(String),
    /// Compiling or loading a kernel, or the device.
    #[error(transparent)]
    Gpujit(#[from] gpujit::Error),
}

impl From<gpujit::DeviceError> for BlasError {
    fn from(e: gpujit::DeviceError) -> Self {
        BlasError::Gpujit(gpujit::Error::Device(e))
    }
}

impl From<gpujit::ir::IrError> for BlasError {
    fn from(e: gpujit::ir::IrError) -> Self {
        BlasError::Gpujit(gpujit::Error::Ir(e))
    }
}

/// Result alias for this crate.
pub type Result<T, E = BlasError> = std::result::Result<T, E>;
