//! cuBLAS entry points this library does not implement. Each is exported,
//! so that a program calling one links and runs, and returns
//! `CUBLAS_STATUS_NOT_SUPPORTED` (printed with its name when
//! `GPUJIT_CUDART_LOG` is set), never an abort.
//!
//! As for the runtime's own ([`crate::unsupported`]): on x86-64 a caller
//! cleans up its own arguments, so one signature without parameters serves
//! every entry point that reads none of its own.

use super::{CUBLAS_STATUS_NOT_SUPPORTED, CublasStatus, cublas_api, refuse};

macro_rules! not_supported {
    ($($name:ident),* $(,)?) => {
        $(
            #[doc = concat!("`", stringify!($name), "`: not supported; returns `CUBLAS_STATUS_NOT_SUPPORTED`.")]
            #[unsafe(no_mangle)]
            pub extern "C" fn $name() -> CublasStatus {
                cublas_api(stringify!($name), || refuse(
                    CUBLAS_STATUS_NOT_SUPPORTED,
                    concat!(stringify!($name), " is not implemented by gpujit's cuBLAS"),
                ))
            }
        )*
        /// The cuBLAS entry points exported only to refuse.
        pub const NOT_SUPPORTED: &[&str] = &[$(stringify!($name)),*];
    };
}

not_supported! {
    // Level 1.
    cublasSrotm_v2, cublasDrotm_v2, cublasSrotmg_v2, cublasDrotmg_v2, cublasAxpyEx, cublasDotEx, cublasNrm2Ex, cublasScalEx,
    // Level 2.
    cublasSger_v2, cublasDger_v2, cublasSsymv_v2,
    cublasDsymv_v2, cublasStrsv_v2, cublasDtrsv_v2, cublasStrmv_v2, cublasDtrmv_v2,
    cublasSgemvBatched, cublasSgemvStridedBatched,
    // Level 3 beyond the products implemented.
    cublasSgemmEx, cublasSsyrk_v2, cublasDsyrk_v2, cublasSsymm_v2, cublasDsymm_v2,
    cublasStrsm_v2, cublasDtrsm_v2, cublasStrmm_v2, cublasDtrmm_v2, cublasSgeam, cublasDgeam,
    cublasSdgmm, cublasDdgmm, cublasStrsmBatched, cublasDtrsmBatched,
    cublasCgemm_v2, cublasZgemm_v2, cublasGemmGroupedBatchedEx,
    // Helpers.
    cublasSetAtomicsMode,
    cublasGetAtomicsMode, cublasLoggerConfigure, cublasSetLoggerCallback,
    cublasGetLoggerCallback, cublasSetSmCountTarget, cublasGetSmCountTarget,
}
