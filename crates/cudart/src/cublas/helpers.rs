//! cuBLAS's copy helpers: `cublasSetVector`/`GetVector` and
//! `cublasSetMatrix`/`GetMatrix` (and their `Async` forms on a stream)
//! move strided vectors and column-major matrices of any element size
//! between host memory and device memory of `cudaMalloc`, through the
//! runtime's 2-D copies on the current device. A copy the runtime refuses
//! (a device pointer outside its allocations) is
//! `CUBLAS_STATUS_MAPPING_ERROR`, as cuBLAS reports a failed transfer.

use std::ffi::{c_int, c_void};

use super::{
    CUBLAS_STATUS_INVALID_VALUE, CUBLAS_STATUS_MAPPING_ERROR, CublasStatus, Res, cublas_api, refuse,
};
use crate::CudaStream;
use crate::error::cudaSuccess;

/// `cudaMemcpyHostToDevice`, `cudaMemcpyDeviceToHost`.
const TO_DEVICE: c_int = 1;
const TO_HOST: c_int = 2;

/// Refuses a value below `least`.
fn at_least(arg: &str, v: c_int, least: c_int) -> Res<()> {
    if v < least {
        return refuse(
            CUBLAS_STATUS_INVALID_VALUE,
            format!("{arg} = {v}: at least {least}"),
        );
    }
    Ok(())
}

/// A 2-D copy of `height` rows of `width` bytes, `(dpitch, spitch)` bytes
/// apart, waited for (`stream` `None`) or queued on the stream.
///
/// # Safety
/// The host region is valid as its pitch describes (and, queued, stays so
/// until the stream has run the copy).
unsafe fn copy(
    (dst, dpitch): (*mut c_void, usize),
    (src, spitch): (*const c_void, usize),
    (width, height): (usize, usize),
    kind: c_int,
    stream: Option<CudaStream>,
) -> Res<()> {
    if width == 0 || height == 0 {
        return Ok(());
    }
    // One copy where both sides are packed.
    let (width, height, dpitch, spitch) = if dpitch == width && spitch == width {
        (width * height, 1, width * height, width * height)
    } else {
        (width, height, dpitch, spitch)
    };
    // SAFETY: this function's contract; device ranges are checked by the
    // runtime.
    let code = unsafe {
        match stream {
            None => crate::cudaMemcpy2D(dst, dpitch, src, spitch, width, height, kind),
            Some(s) => crate::cudaMemcpy2DAsync(dst, dpitch, src, spitch, width, height, kind, s),
        }
    };
    if code != cudaSuccess {
        let why = crate::cudaGetErrorString(code);
        // SAFETY: the runtime's NUL-terminated message.
        let why = unsafe { std::ffi::CStr::from_ptr(why) }.to_string_lossy();
        crate::cudaGetLastError();
        return refuse(
            CUBLAS_STATUS_MAPPING_ERROR,
            format!("the copy failed: {why}"),
        );
    }
    Ok(())
}

/// `n` elements of `size` bytes, `incx` apart at `x`, to `incy` apart at `y`.
///
/// # Safety
/// As for [`copy`].
unsafe fn vector(
    n: c_int,
    size: c_int,
    (x, incx): (*const c_void, c_int),
    (y, incy): (*mut c_void, c_int),
    kind: c_int,
    stream: Option<CudaStream>,
) -> Res<()> {
    at_least("n", n, 0)?;
    at_least("elemSize", size, 1)?;
    at_least("incx", incx, 1)?;
    at_least("incy", incy, 1)?;
    let size = size as usize;
    // SAFETY: this function's contract.
    unsafe {
        copy(
            (y, incy as usize * size),
            (x, incx as usize * size),
            (size, n as usize),
            kind,
            stream,
        )
    }
}

/// A `rows × cols` column-major matrix of `size`-byte elements from `a`
/// (leading dimension `lda`) to `b` (`ldb`).
///
/// # Safety
/// As for [`copy`].
unsafe fn matrix(
    (rows, cols, size): (c_int, c_int, c_int),
    (a, lda): (*const c_void, c_int),
    (b, ldb): (*mut c_void, c_int),
    kind: c_int,
    stream: Option<CudaStream>,
) -> Res<()> {
    at_least("rows", rows, 0)?;
    at_least("cols", cols, 0)?;
    at_least("elemSize", size, 1)?;
    at_least("lda", lda, rows.max(1))?;
    at_least("ldb", ldb, rows.max(1))?;
    let size = size as usize;
    // SAFETY: this function's contract.
    unsafe {
        copy(
            (b, ldb as usize * size),
            (a, lda as usize * size),
            (rows as usize * size, cols as usize),
            kind,
            stream,
        )
    }
}

macro_rules! vector_copy {
    ($(#[$doc:meta])* $name:ident, $kind:expr, $x:ty, $y:ty $(, $stream:ident)?) => {
        $(#[$doc])*
        ///
        /// # Safety
        /// The host vector holds what `n`, `elemSize` and its increment
        /// reach (and, queued on a stream, stays valid until the stream has
        /// run the copy).
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(
            n: c_int,
            elem_size: c_int,
            x: $x,
            incx: c_int,
            y: $y,
            incy: c_int,
            $($stream: CudaStream,)?
        ) -> CublasStatus {
            let stream: Option<CudaStream> = None $(.or(Some($stream)))?;
            cublas_api(stringify!($name), || {
                // SAFETY: this function's contract.
                unsafe { vector(n, elem_size, (x.cast(), incx), (y.cast(), incy), $kind, stream) }
            })
        }
    };
}

macro_rules! matrix_copy {
    ($(#[$doc:meta])* $name:ident, $kind:expr, $a:ty, $b:ty $(, $stream:ident)?) => {
        $(#[$doc])*
        ///
        /// # Safety
        /// The host matrix holds what `rows`, `cols`, `elemSize` and its
        /// leading dimension reach (and, queued on a stream, stays valid
        /// until the stream has run the copy).
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(
            rows: c_int,
            cols: c_int,
            elem_size: c_int,
            a: $a,
            lda: c_int,
            b: $b,
            ldb: c_int,
            $($stream: CudaStream,)?
        ) -> CublasStatus {
            let stream: Option<CudaStream> = None $(.or(Some($stream)))?;
            cublas_api(stringify!($name), || {
                // SAFETY: this function's contract.
                unsafe {
                    matrix((rows, cols, elem_size), (a.cast(), lda), (b.cast(), ldb), $kind, stream)
                }
            })
        }
    };
}

vector_copy!(
    /// Copies `n` elements `incx` apart in host memory to `incy` apart in
    /// device memory, and waits.
    cublasSetVector, TO_DEVICE, *const c_void, *mut c_void
);
vector_copy!(
    /// Copies `n` elements `incx` apart in device memory to `incy` apart in
    /// host memory, and waits.
    cublasGetVector, TO_HOST, *const c_void, *mut c_void
);
vector_copy!(
    /// [`cublasSetVector`] queued on `stream`.
    cublasSetVectorAsync, TO_DEVICE, *const c_void, *mut c_void, stream
);
vector_copy!(
    /// [`cublasGetVector`] queued on `stream`.
    cublasGetVectorAsync, TO_HOST, *const c_void, *mut c_void, stream
);
matrix_copy!(
    /// Copies a `rows × cols` column-major matrix from host memory (leading
    /// dimension `lda`) to device memory (`ldb`), and waits.
    cublasSetMatrix, TO_DEVICE, *const c_void, *mut c_void
);
matrix_copy!(
    /// Copies a `rows × cols` column-major matrix from device memory
    /// (leading dimension `lda`) to host memory (`ldb`), and waits.
    cublasGetMatrix, TO_HOST, *const c_void, *mut c_void
);
matrix_copy!(
    /// [`cublasSetMatrix`] queued on `stream`.
    cublasSetMatrixAsync, TO_DEVICE, *const c_void, *mut c_void, stream
);
matrix_copy!(
    /// [`cublasGetMatrix`] queued on `stream`.
    cublasGetMatrixAsync, TO_HOST, *const c_void, *mut c_void, stream
);
