//! Batches of products whose matrices are listed in arrays of device
//! pointers (`cublasSgemmBatched`, `cublasGemmBatchedEx`): the arrays are
//! read back to the host (after the work queued before them on the handle's
//! stream, which may have written them), then each product is queued as a
//! single one.

use std::ffi::{c_int, c_void};

use gpujit_blas::DataType;

use super::gemm::{Call, ONE, Scalar, ex_call, run_each, scalar};
use super::{
    CUBLAS_STATUS_EXECUTION_FAILED, CUBLAS_STATUS_INVALID_VALUE, CublasHandle, CublasStatus, Res,
    cublas_api, handle_obj, refuse,
};
use crate::state::{DeviceState, lock};
use crate::stream::Queue;

/// The `count` device pointers of the array at `table` (device memory),
/// read once the work queued on `q` before them has finished.
fn read_table(
    d: &DeviceState,
    q: &Queue,
    table: *const c_void,
    count: usize,
    arg: &str,
) -> Res<Vec<u64>> {
    let bytes = count * 8;
    if lock(&d.memory).device_range(table as u64, bytes).is_none() {
        return refuse(
            CUBLAS_STATUS_INVALID_VALUE,
            format!(
                "{arg} = {table:p}: an array of {count} device pointers is not inside an \
                 allocation of cudaMalloc on {}",
                d.spec
            ),
        );
    }
    let mut out = vec![0u64; count];
    // SAFETY: the device range lies in an allocation (checked above) and the
    // host vector holds the bytes; the stream is synchronised before either
    // is used or dropped.
    let read = unsafe {
        q.raw()
            .read_raw(table as u64, out.as_mut_ptr().cast(), bytes)
    };
    let waited = q.raw().synchronize();
    if let Err(e) = read.and(waited) {
        return refuse(
            CUBLAS_STATUS_EXECUTION_FAILED,
            format!("reading the pointer array {arg}: {e}"),
        );
    }
    Ok(out)
}

/// Checks the handle and the batch, reads the three arrays and queues one
/// product per entry.
fn batched(
    h: CublasHandle,
    mut call: Call,
    [ta, tb, tc]: [*const c_void; 3],
    count: i64,
) -> Res<()> {
    let obj = handle_obj(h)?;
    if count < 0 {
        return refuse(
            CUBLAS_STATUS_INVALID_VALUE,
            format!("batchCount = {count}: a count is at least 0"),
        );
    }
    let d = obj.device()?;
    let q = crate::stream::queue(&d, obj.stream())?;
    if count == 0 || call.m <= 0 || call.n <= 0 {
        // Nothing to compute; the sizes are still checked.
        call.batch.count = 0;
        return run_each(obj, &d, &q, &call, &[[std::ptr::null(); 3]]);
    }
    let Ok(n) = usize::try_from(count) else {
        return refuse(
            CUBLAS_STATUS_INVALID_VALUE,
            format!("batchCount = {count}: more products than this machine addresses"),
        );
    };
    let (a, b, c) = (
        read_table(&d, &q, ta, n, "Aarray")?,
        read_table(&d, &q, tb, n, "Barray")?,
        read_table(&d, &q, tc, n, "Carray")?,
    );
    let triples: Vec<[*const c_void; 3]> = (0..n)
        .map(|i| [a[i], b[i], c[i]].map(|p| p as *const c_void))
        .collect();
    run_each(obj, &d, &q, &call, &triples)
}

macro_rules! typed_batched {
    ($(#[$doc:meta])* $name:ident, $label:literal, $t:ty, $dt:expr, $sc:expr, $int:ty) => {
        $(#[$doc])*
        ///
        /// # Safety
        /// `alpha` and `beta` are null or point to host scalars; the arrays
        /// and the matrices they list are device pointers (checked against
        /// the memory map).
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(
            h: CublasHandle,
            transa: c_int,
            transb: c_int,
            m: $int,
            n: $int,
            k: $int,
            alpha: *const $t,
            a: *const *const $t,
            lda: $int,
            b: *const *const $t,
            ldb: $int,
            beta: *const $t,
            c: *const *mut $t,
            ldc: $int,
            count: $int,
        ) -> CublasStatus {
            cublas_api($label, || {
                let math = handle_obj(h)?.math_mode();
                // SAFETY: this function's contract.
                let (alpha, beta) = unsafe {
                    (scalar(h, alpha.cast(), $sc, "alpha")?, scalar(h, beta.cast(), $sc, "beta")?)
                };
                let call = Call {
                    transa, transb, m: m.into(), n: n.into(), k: k.into(), alpha, beta,
                    a: (std::ptr::null(), $dt, lda.into()),
                    b: (std::ptr::null(), $dt, ldb.into()),
                    c: (std::ptr::null(), $dt, ldc.into()),
                    batch: ONE,
                    math,
                };
                batched(h, call, [a.cast(), b.cast(), c.cast()], count.into())
            })
        }
    };
}

typed_batched!(
    /// [`cublasSgemm_v2`](super::cublasSgemm_v2) over arrays of device
    /// pointers to the matrices.
    cublasSgemmBatched, "cublasSgemmBatched", f32, DataType::F32, Scalar::Float, c_int
);
typed_batched!(
    /// [`cublasDgemm_v2`](super::cublasDgemm_v2) over arrays of device
    /// pointers to the matrices.
    cublasDgemmBatched, "cublasDgemmBatched", f64, DataType::F64, Scalar::Double, c_int
);
typed_batched!(
    /// [`cublasHgemm`](super::cublasHgemm) over arrays of device pointers
    /// to the matrices.
    cublasHgemmBatched, "cublasHgemmBatched", u16, DataType::F16, Scalar::Half, c_int
);
typed_batched!(
    /// [`cublasSgemmBatched`] with 64-bit sizes, leading dimensions and count.
    cublasSgemmBatched_64, "cublasSgemmBatched_64", f32, DataType::F32, Scalar::Float, i64
);
typed_batched!(
    /// [`cublasDgemmBatched`] with 64-bit sizes, leading dimensions and count.
    cublasDgemmBatched_64, "cublasDgemmBatched_64", f64, DataType::F64, Scalar::Double, i64
);
typed_batched!(
    /// [`cublasHgemmBatched`] with 64-bit sizes, leading dimensions and count.
    cublasHgemmBatched_64, "cublasHgemmBatched_64", u16, DataType::F16, Scalar::Half, i64
);

macro_rules! ex_batched {
    ($(#[$doc:meta])* $name:ident, $label:literal, $int:ty) => {
        $(#[$doc])*
        ///
        /// # Safety
        /// As for [`cublasGemmEx`](super::cublasGemmEx); the arrays are
        /// device pointers (checked against the memory map).
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(
            h: CublasHandle,
            transa: c_int,
            transb: c_int,
            m: $int,
            n: $int,
            k: $int,
            alpha: *const c_void,
            a: *const *const c_void,
            atype: c_int,
            lda: $int,
            b: *const *const c_void,
            btype: c_int,
            ldb: $int,
            beta: *const c_void,
            c: *const *mut c_void,
            ctype: c_int,
            ldc: $int,
            count: $int,
            compute: c_int,
            algorithm: c_int,
        ) -> CublasStatus {
            cublas_api($label, || {
                let none = std::ptr::null();
                // SAFETY: this function's contract.
                let call = unsafe {
                    ex_call(
                        h,
                        [transa, transb],
                        [m.into(), n.into(), k.into()],
                        [alpha, beta],
                        [(none, atype, lda.into()), (none, btype, ldb.into()), (none, ctype, ldc.into())],
                        [compute, algorithm],
                        ONE,
                    )?
                };
                batched(h, call, [a.cast(), b.cast(), c.cast()], count.into())
            })
        }
    };
}

ex_batched!(
    /// [`cublasGemmEx`](super::cublasGemmEx) over arrays of device pointers
    /// to the matrices.
    cublasGemmBatchedEx, "cublasGemmBatchedEx", c_int
);
ex_batched!(
    /// [`cublasGemmBatchedEx`] with 64-bit sizes, leading dimensions and
    /// count.
    cublasGemmBatchedEx_64, "cublasGemmBatchedEx_64", i64
);
