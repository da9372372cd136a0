//! The GEMM entry points: `cublasSgemm`, `cublasDgemm`, `cublasHgemm`,
//! `cublasGemmEx` and their strided-batched forms.

use std::ffi::{c_int, c_longlong, c_void};

use gpujit::{Kernel, KernelArg, LaunchConfig};
use gpujit_blas::{DataType, Gemm, MathMode, Op, RawMatrix, Strided};

use super::{
    CUBLAS_STATUS_EXECUTION_FAILED, CUBLAS_STATUS_INVALID_VALUE, CUBLAS_STATUS_NOT_SUPPORTED,
    CublasHandle, CublasStatus, Res, cublas_api, handle_obj, invalid_arg, refuse,
};
use crate::state::{DeviceState, lock};

/// `cudaDataType`: `CUDA_R_32F`.
const CUDA_R_32F: c_int = 0;
/// `CUDA_R_64F`.
const CUDA_R_64F: c_int = 1;
/// `CUDA_R_16F`.
const CUDA_R_16F: c_int = 2;
/// `CUDA_R_16BF`.
const CUDA_R_16BF: c_int = 14;

/// `cublasComputeType_t` values whose scalars are `float`: 32F, its
/// pedantic and fast forms.
const COMPUTE_32F: [c_int; 5] = [68, 69, 74, 75, 77];
/// `CUBLAS_COMPUTE_32F_PEDANTIC`.
const COMPUTE_32F_PEDANTIC: c_int = 69;
/// `CUBLAS_COMPUTE_32F_FAST_TF32`.
const COMPUTE_32F_FAST_TF32: c_int = 77;
/// `CUBLAS_COMPUTE_64F` and its pedantic form.
const COMPUTE_64F: [c_int; 2] = [70, 71];

/// `cublasOperation_t` as an [`Op`].
pub(super) fn op(v: c_int, arg: &str) -> Res<Op> {
    match v {
        0 => Ok(Op::N),
        1 => Ok(Op::T),
        2 => Ok(Op::C),
        _ => invalid_arg(
            arg,
            format!("{arg} = {v} is not CUBLAS_OP_N, CUBLAS_OP_T or CUBLAS_OP_C"),
        ),
    }
}

/// A `cudaDataType` as a matrix element type.
pub(super) fn dtype(v: c_int, arg: &str) -> Res<DataType> {
    match v {
        CUDA_R_16F => Ok(DataType::F16),
        CUDA_R_16BF => Ok(DataType::BF16),
        CUDA_R_32F => Ok(DataType::F32),
        CUDA_R_64F => Ok(DataType::F64),
        _ => refuse(
            CUBLAS_STATUS_NOT_SUPPORTED,
            format!(
                "{arg} = {v}: gpujit's cuBLAS takes CUDA_R_16F, CUDA_R_16BF, CUDA_R_32F and \
                 CUDA_R_64F matrices"
            ),
        ),
    }
}

/// Bytes of one element.
pub(super) fn size_of(t: DataType) -> usize {
    match t {
        DataType::F16 | DataType::BF16 => 2,
        DataType::F32 => 4,
        DataType::F64 => 8,
        DataType::E4M3 | DataType::E5M2 => 1,
    }
}

/// IEEE binary16 bits as a value.
fn half_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = i32::from((h >> 10) & 0x1f);
    let frac = f64::from(h & 0x3ff);
    sign * match exp {
        0 => frac * 2f64.powi(-24),
        31 if frac == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        _ => (1.0 + frac / 1024.0) * 2f64.powi(exp - 15),
    }
}

/// How a scalar (`alpha`, `beta`) is stored in host memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Scalar {
    Half,
    Float,
    Double,
}

/// Reads a scalar from host memory: a handle set to
/// `CUBLAS_POINTER_MODE_DEVICE` is refused, naming the argument.
///
/// # Safety
/// `p` is null or valid for a read of the scalar.
pub(super) unsafe fn scalar(
    h: CublasHandle,
    p: *const c_void,
    kind: Scalar,
    arg: &str,
) -> Res<f64> {
    if handle_obj(h)?.device_pointers() {
        return refuse(
            CUBLAS_STATUS_NOT_SUPPORTED,
            format!(
                "{arg} in device memory (CUBLAS_POINTER_MODE_DEVICE): only the level-1 routines \
                 take scalars there; set CUBLAS_POINTER_MODE_HOST"
            ),
        );
    }
    // SAFETY: this function's contract.
    unsafe { host_scalar(p, kind, arg) }
}

/// Reads a scalar from host memory.
///
/// # Safety
/// `p` is null or valid for a read of the scalar.
pub(super) unsafe fn host_scalar(p: *const c_void, kind: Scalar, arg: &str) -> Res<f64> {
    if p.is_null() {
        return refuse(
            CUBLAS_STATUS_INVALID_VALUE,
            format!("{arg} is a null pointer"),
        );
    }
    // SAFETY: non-null, and valid by this function's contract.
    Ok(unsafe {
        match kind {
            Scalar::Half => half_to_f64(p.cast::<u16>().read_unaligned()),
            Scalar::Float => f64::from(p.cast::<f32>().read_unaligned()),
            Scalar::Double => p.cast::<f64>().read_unaligned(),
        }
    })
}

/// A matrix argument at a device pointer: the allocation of `cudaMalloc`
/// holding it gives how far the product may reach. A pointer that is in
/// none is refused if the product reads or writes the matrix (`needed`).
pub(super) fn operand(
    d: &DeviceState,
    ptr: *const c_void,
    t: DataType,
    arg: &str,
    needed: bool,
) -> Res<RawMatrix> {
    let addr = ptr as u64;
    let found = lock(&d.memory)
        .device_range(addr, 0)
        .map(|(mem, off)| (mem.len() - off) / size_of(t));
    match found {
        Some(len) => Ok(RawMatrix {
            dtype: t,
            addr,
            len,
        }),
        None if !needed => Ok(RawMatrix {
            dtype: t,
            addr,
            len: 0,
        }),
        None => refuse(
            CUBLAS_STATUS_INVALID_VALUE,
            format!(
                "{arg} = {ptr:p} is not inside an allocation of cudaMalloc on {}",
                d.spec
            ),
        ),
    }
}

/// One product or a strided batch, as every entry point below describes it.
/// Sizes and leading dimensions are 64-bit, as the `_64` entry points take
/// them; the 32-bit ones widen theirs.
pub(super) struct Call {
    pub(super) transa: c_int,
    pub(super) transb: c_int,
    pub(super) m: i64,
    pub(super) n: i64,
    pub(super) k: i64,
    pub(super) alpha: f64,
    pub(super) beta: f64,
    pub(super) a: (*const c_void, DataType, i64),
    pub(super) b: (*const c_void, DataType, i64),
    pub(super) c: (*const c_void, DataType, i64),
    pub(super) batch: Strided,
    /// Whether `f32` inputs may be read as `tf32` (the handle's math mode,
    /// or `CUBLAS_COMPUTE_32F_FAST_TF32`).
    pub(super) math: MathMode,
}

/// Checks `call` and queues it on the handle's stream.
fn run(h: CublasHandle, call: &Call) -> Res<()> {
    let obj = handle_obj(h)?;
    let d = obj.device()?;
    let q = crate::stream::queue(&d, obj.stream())?;
    run_each(obj, &d, &q, call, &[[call.a.0, call.b.0, call.c.0]])
}

/// Queues `call` once per triple of matrix pointers (`A`, `B`, `C`) on `q`,
/// every triple checked before anything is queued.
pub(super) fn run_each(
    obj: &super::HandleObj,
    d: &DeviceState,
    q: &crate::stream::Queue,
    call: &Call,
    triples: &[[*const c_void; 3]],
) -> Res<()> {
    let (transa, transb) = (op(call.transa, "transa")?, op(call.transb, "transb")?);
    let g = Gemm::new(call.m, call.n, call.k)
        .trans(transa, transb)
        .ld(call.a.2, call.b.2, call.c.2)
        .scale(call.alpha, call.beta)
        .math(call.math);
    let writes = call.m > 0 && call.n > 0 && call.batch.count > 0;
    let reads_ab = writes && call.k > 0 && call.alpha != 0.0;
    let mut operands = Vec::with_capacity(triples.len());
    for (i, [pa, pb, pc]) in triples.iter().enumerate() {
        let name = |m: &str| {
            if triples.len() > 1 {
                format!("{m}[{i}]")
            } else {
                m.to_string()
            }
        };
        operands.push([
            operand(d, *pa, call.a.1, &name("A"), reads_ab)?,
            operand(d, *pb, call.b.1, &name("B"), reads_ab)?,
            operand(d, *pc, call.c.1, &name("C"), writes)?,
        ]);
    }
    let blas = obj.blas(d)?;
    let info = d.dev().info().clone();
    let mut launch = |k: &Kernel, cfg: &LaunchConfig, args: &[KernelArg<'_>]| {
        gpujit_device::check_launch(&info, k, cfg, args)?;
        // SAFETY: the kernel was loaded on this device by the handle's BLAS
        // (which shares the device's JIT) and passed the launch checks; its
        // pointers lie in allocations of cudaMalloc that reach as far as the
        // product does (checked by gemm_strided_batched_raw), which the
        // program keeps allocated while its work is queued, as CUDA requires.
        unsafe { q.raw().launch_raw(k, cfg, args) }
    };
    for ops in operands {
        // SAFETY: as for the launches above.
        unsafe { blas.gemm_strided_batched_raw(&g, &call.batch, ops, &mut launch) }?;
    }
    Ok(())
}

pub(super) const ONE: Strided = Strided {
    count: 1,
    stride_a: 0,
    stride_b: 0,
    stride_c: 0,
};

fn batch(count: i64, sa: c_longlong, sb: c_longlong, sc: c_longlong) -> Strided {
    Strided {
        count,
        stride_a: sa,
        stride_b: sb,
        stride_c: sc,
    }
}

/// The scalars of a `cublasGemmEx` compute type, checked against the
/// matrices' type.
pub(super) fn ex_scalars(compute: c_int, input: DataType) -> Res<Scalar> {
    let f32_inputs = matches!(input, DataType::F16 | DataType::BF16 | DataType::F32);
    // The legacy values (a cudaDataType: CUDA_R_32F, CUDA_R_64F) still name
    // the compute type.
    if (COMPUTE_32F.contains(&compute) || compute == CUDA_R_32F) && f32_inputs {
        return Ok(Scalar::Float);
    }
    if (COMPUTE_64F.contains(&compute) || compute == CUDA_R_64F) && input == DataType::F64 {
        return Ok(Scalar::Double);
    }
    refuse(
        CUBLAS_STATUS_NOT_SUPPORTED,
        format!(
            "compute type {compute} with {input} matrices: gpujit's cuBLAS computes f16, bf16 and \
             f32 products in CUBLAS_COMPUTE_32F and f64 ones in CUBLAS_COMPUTE_64F"
        ),
    )
}

/// What a `*GemmEx` call's type arguments give, after the checks they
/// share: the handle, the A/B/C types, the compute type against A's, the
/// algorithm, and `alpha` and `beta` read in the compute type.
pub(super) struct ExArgs {
    /// The types of A, B and C.
    pub types: [DataType; 3],
    /// `alpha`, read from host memory.
    pub alpha: f64,
    /// `beta`, read from host memory.
    pub beta: f64,
    /// Whether `f32` inputs may be read as `tf32`:
    /// `CUBLAS_COMPUTE_32F_FAST_TF32`, or a compute type of `f32` other than
    /// the pedantic one under the handle's `CUBLAS_TF32_TENSOR_OP_MATH`.
    pub math: MathMode,
}

/// Checks a `*GemmEx` call's handle, types, compute type and algorithm, and
/// reads its scalars.
///
/// # Safety
/// `alpha` and `beta` are null or point to host scalars of the compute type.
pub(super) unsafe fn ex_args(
    h: CublasHandle,
    [atype, btype, ctype]: [c_int; 3],
    compute: c_int,
    algorithm: c_int,
    alpha: *const c_void,
    beta: *const c_void,
) -> Res<ExArgs> {
    let obj = handle_obj(h)?;
    let types = [
        dtype(atype, "Atype")?,
        dtype(btype, "Btype")?,
        dtype(ctype, "Ctype")?,
    ];
    let sc = ex_scalars(compute, types[0])?;
    algo(algorithm)?;
    // SAFETY: the caller's contract.
    let (alpha, beta) = unsafe { (scalar(h, alpha, sc, "alpha")?, scalar(h, beta, sc, "beta")?) };
    let math = match compute {
        COMPUTE_32F_FAST_TF32 => MathMode::AllowTf32,
        COMPUTE_32F_PEDANTIC => MathMode::Default,
        _ if sc == Scalar::Float => obj.math_mode(),
        _ => MathMode::Default,
    };
    Ok(ExArgs {
        types,
        alpha,
        beta,
        math,
    })
}

/// `cublasGemmAlgo_t`: every `CUBLAS_GEMM_DEFAULT*`/`ALGO*` value is taken
/// (one kernel serves them all).
pub(super) fn algo(v: c_int) -> Res<()> {
    if v == -1 || (0..=23).contains(&v) || (99..=115).contains(&v) {
        return Ok(());
    }
    refuse(
        CUBLAS_STATUS_INVALID_VALUE,
        format!("algo = {v} is not a cublasGemmAlgo_t"),
    )
}

macro_rules! typed_gemm {
    ($(#[$doc:meta])* $name:ident, $label:literal, $t:ty, $dt:expr, $sc:expr, $int:ty) => {
        $(#[$doc])*
        ///
        /// # Safety
        /// `alpha` and `beta` are null or point to host scalars; the
        /// matrices are device pointers (checked against the memory map).
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(
            h: CublasHandle,
            transa: c_int,
            transb: c_int,
            m: $int,
            n: $int,
            k: $int,
            alpha: *const $t,
            a: *const $t,
            lda: $int,
            b: *const $t,
            ldb: $int,
            beta: *const $t,
            c: *mut $t,
            ldc: $int,
        ) -> CublasStatus {
            cublas_api($label, || {
                let math = handle_obj(h)?.math_mode();
                // SAFETY: this function's contract.
                let (alpha, beta) = unsafe {
                    (scalar(h, alpha.cast(), $sc, "alpha")?, scalar(h, beta.cast(), $sc, "beta")?)
                };
                run(h, &Call {
                    transa, transb, m: m.into(), n: n.into(), k: k.into(), alpha, beta,
                    a: (a.cast(), $dt, lda.into()), b: (b.cast(), $dt, ldb.into()),
                    c: (c.cast_const().cast(), $dt, ldc.into()),
                    batch: ONE, math,
                })
            })
        }
    };
}

macro_rules! typed_strided {
    ($(#[$doc:meta])* $name:ident, $label:literal, $t:ty, $dt:expr, $sc:expr, $int:ty) => {
        $(#[$doc])*
        ///
        /// # Safety
        /// `alpha` and `beta` are null or point to host scalars; the
        /// matrices are device pointers (checked against the memory map).
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(
            h: CublasHandle,
            transa: c_int,
            transb: c_int,
            m: $int,
            n: $int,
            k: $int,
            alpha: *const $t,
            a: *const $t,
            lda: $int,
            stride_a: c_longlong,
            b: *const $t,
            ldb: $int,
            stride_b: c_longlong,
            beta: *const $t,
            c: *mut $t,
            ldc: $int,
            stride_c: c_longlong,
            count: $int,
        ) -> CublasStatus {
            cublas_api($label, || {
                let math = handle_obj(h)?.math_mode();
                // SAFETY: this function's contract.
                let (alpha, beta) = unsafe {
                    (scalar(h, alpha.cast(), $sc, "alpha")?, scalar(h, beta.cast(), $sc, "beta")?)
                };
                run(h, &Call {
                    transa, transb, m: m.into(), n: n.into(), k: k.into(), alpha, beta,
                    a: (a.cast(), $dt, lda.into()), b: (b.cast(), $dt, ldb.into()),
                    c: (c.cast_const().cast(), $dt, ldc.into()),
                    batch: batch(count.into(), stride_a, stride_b, stride_c), math,
                })
            })
        }
    };
}

typed_gemm!(
    /// `C = alpha·op(A)·op(B) + beta·C` on `float` matrices.
    cublasSgemm_v2, "cublasSgemm", f32, DataType::F32, Scalar::Float, c_int
);
typed_gemm!(
    /// `C = alpha·op(A)·op(B) + beta·C` on `double` matrices.
    cublasDgemm_v2, "cublasDgemm", f64, DataType::F64, Scalar::Double, c_int
);
typed_gemm!(
    /// `C = alpha·op(A)·op(B) + beta·C` on `__half` matrices (computed in
    /// `float`), `alpha` and `beta` being `__half`.
    cublasHgemm, "cublasHgemm", u16, DataType::F16, Scalar::Half, c_int
);
typed_strided!(
    /// [`cublasSgemm_v2`] over a strided batch.
    cublasSgemmStridedBatched, "cublasSgemmStridedBatched", f32, DataType::F32, Scalar::Float, c_int
);
typed_strided!(
    /// [`cublasDgemm_v2`] over a strided batch.
    cublasDgemmStridedBatched, "cublasDgemmStridedBatched", f64, DataType::F64, Scalar::Double, c_int
);
typed_strided!(
    /// [`cublasHgemm`] over a strided batch.
    cublasHgemmStridedBatched, "cublasHgemmStridedBatched", u16, DataType::F16, Scalar::Half, c_int
);
typed_gemm!(
    /// [`cublasSgemm_v2`] with 64-bit sizes and leading dimensions.
    cublasSgemm_v2_64, "cublasSgemm_64", f32, DataType::F32, Scalar::Float, i64
);
typed_gemm!(
    /// [`cublasDgemm_v2`] with 64-bit sizes and leading dimensions.
    cublasDgemm_v2_64, "cublasDgemm_64", f64, DataType::F64, Scalar::Double, i64
);
typed_gemm!(
    /// [`cublasHgemm`] with 64-bit sizes and leading dimensions.
    cublasHgemm_64, "cublasHgemm_64", u16, DataType::F16, Scalar::Half, i64
);
typed_strided!(
    /// [`cublasSgemmStridedBatched`] with 64-bit sizes, leading dimensions
    /// and count.
    cublasSgemmStridedBatched_64, "cublasSgemmStridedBatched_64", f32, DataType::F32, Scalar::Float, i64
);
typed_strided!(
    /// [`cublasDgemmStridedBatched`] with 64-bit sizes, leading dimensions
    /// and count.
    cublasDgemmStridedBatched_64, "cublasDgemmStridedBatched_64", f64, DataType::F64, Scalar::Double, i64
);
typed_strided!(
    /// [`cublasHgemmStridedBatched`] with 64-bit sizes, leading dimensions
    /// and count.
    cublasHgemmStridedBatched_64, "cublasHgemmStridedBatched_64", u16, DataType::F16, Scalar::Half, i64
);

/// The [`Call`] of a `*GemmEx` entry point of either width: its types,
/// compute type and algorithm checked ([`ex_args`]) and its scalars read,
/// the matrices as given (null pointers for the batches of pointer arrays).
///
/// # Safety
/// `alpha` and `beta` are null or point to host scalars of the compute
/// type.
#[allow(clippy::type_complexity)]
pub(super) unsafe fn ex_call(
    h: CublasHandle,
    [transa, transb]: [c_int; 2],
    [m, n, k]: [i64; 3],
    [alpha, beta]: [*const c_void; 2],
    [(a, atype, lda), (b, btype, ldb), (c, ctype, ldc)]: [(*const c_void, c_int, i64); 3],
    [compute, algorithm]: [c_int; 2],
    batch: Strided,
) -> Res<Call> {
    // SAFETY: this function's contract.
    let ExArgs {
        types: [ta, tb, tc],
        alpha,
        beta,
        math,
    } = unsafe { ex_args(h, [atype, btype, ctype], compute, algorithm, alpha, beta)? };
    Ok(Call {
        transa,
        transb,
        m,
        n,
        k,
        alpha,
        beta,
        a: (a, ta, lda),
        b: (b, tb, ldb),
        c: (c, tc, ldc),
        batch,
        math,
    })
}

macro_rules! ex_gemm {
    ($(#[$doc:meta])* $name:ident, $label:literal, $int:ty) => {
        $(#[$doc])*
        ///
        /// # Safety
        /// `alpha` and `beta` are null or point to host scalars of the
        /// compute type; the matrices are device pointers (checked against
        /// the memory map).
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(
            h: CublasHandle,
            transa: c_int,
            transb: c_int,
            m: $int,
            n: $int,
            k: $int,
            alpha: *const c_void,
            a: *const c_void,
            atype: c_int,
            lda: $int,
            b: *const c_void,
            btype: c_int,
            ldb: $int,
            beta: *const c_void,
            c: *mut c_void,
            ctype: c_int,
            ldc: $int,
            compute: c_int,
            algorithm: c_int,
        ) -> CublasStatus {
            cublas_api($label, || {
                // SAFETY: this function's contract.
                let call = unsafe {
                    ex_call(
                        h,
                        [transa, transb],
                        [m.into(), n.into(), k.into()],
                        [alpha, beta],
                        [(a, atype, lda.into()), (b, btype, ldb.into()), (c.cast_const(), ctype, ldc.into())],
                        [compute, algorithm],
                        ONE,
                    )?
                };
                run(h, &call)
            })
        }
    };
}

macro_rules! ex_strided {
    ($(#[$doc:meta])* $name:ident, $label:literal, $int:ty) => {
        $(#[$doc])*
        ///
        /// # Safety
        /// As for [`cublasGemmEx`].
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(
            h: CublasHandle,
            transa: c_int,
            transb: c_int,
            m: $int,
            n: $int,
            k: $int,
            alpha: *const c_void,
            a: *const c_void,
            atype: c_int,
            lda: $int,
            stride_a: c_longlong,
            b: *const c_void,
            btype: c_int,
            ldb: $int,
            stride_b: c_longlong,
            beta: *const c_void,
            c: *mut c_void,
            ctype: c_int,
            ldc: $int,
            stride_c: c_longlong,
            count: $int,
            compute: c_int,
            algorithm: c_int,
        ) -> CublasStatus {
            cublas_api($label, || {
                // SAFETY: this function's contract.
                let call = unsafe {
                    ex_call(
                        h,
                        [transa, transb],
                        [m.into(), n.into(), k.into()],
                        [alpha, beta],
                        [(a, atype, lda.into()), (b, btype, ldb.into()), (c.cast_const(), ctype, ldc.into())],
                        [compute, algorithm],
                        batch(count.into(), stride_a, stride_b, stride_c),
                    )?
                };
                if call.batch.count < 0 {
                    // What cuBLAS 13.1 does: no argument error, no line printed.
                    return refuse(
                        CUBLAS_STATUS_EXECUTION_FAILED,
                        format!("a batch of {} products", call.batch.count),
                    );
                }
                run(h, &call)
            })
        }
    };
}

ex_gemm!(
    /// `C = alpha·op(A)·op(B) + beta·C` with the types given: `CUDA_R_16F` or
    /// `CUDA_R_16BF` inputs into their own type or `CUDA_R_32F`, `CUDA_R_32F`
    /// into `CUDA_R_32F` (compute type `CUBLAS_COMPUTE_32F*`, or the legacy
    /// `CUDA_R_32F`), `CUDA_R_64F` into `CUDA_R_64F` (`CUBLAS_COMPUTE_64F*` or
    /// `CUDA_R_64F`).
    cublasGemmEx, "cublasGemmEx", c_int
);
ex_gemm!(
    /// [`cublasGemmEx`] with 64-bit sizes and leading dimensions.
    cublasGemmEx_64, "cublasGemmEx_64", i64
);
ex_strided!(
    /// [`cublasGemmEx`] over a strided batch.
    cublasGemmStridedBatchedEx, "cublasGemmStridedBatchedEx", c_int
);
ex_strided!(
    /// [`cublasGemmStridedBatchedEx`] with 64-bit sizes, leading dimensions
    /// and count.
    cublasGemmStridedBatchedEx_64, "cublasGemmStridedBatchedEx_64", i64
);

#[cfg(test)]
mod tests {
    use super::half_to_f64;

    #[test]
    fn halves() {
        assert_eq!(half_to_f64(0x3c00), 1.0);
        assert_eq!(half_to_f64(0xc000), -2.0);
        assert_eq!(half_to_f64(0x3555), 0.333251953125);
        assert_eq!(half_to_f64(0x0001), 2f64.powi(-24));
        assert!(half_to_f64(0x7e00).is_nan());
    }
}
