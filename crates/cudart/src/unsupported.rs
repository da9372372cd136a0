//! Entry points of the CUDA runtime API that this runtime does not
//! implement. Each is exported, so that a program calling one links and
//! runs, and returns `cudaErrorNotSupported` with a message naming it
//! (through `cudaGetErrorString`), never an abort.
//!
//! On x86-64 (System V) a caller passes arguments in registers and on a
//! stack it cleans up itself, so one signature without parameters serves
//! every entry point that reads none of its own.

use crate::CudaError;
use crate::error::{api, cudaErrorNotSupported, fail};

macro_rules! not_supported {
    ($($name:ident),* $(,)?) => {
        $(
            #[doc = concat!("`", stringify!($name), "`: not supported; returns `cudaErrorNotSupported`.")]
            #[unsafe(no_mangle)]
            pub extern "C" fn $name() -> CudaError {
                api(|| fail(
                    cudaErrorNotSupported,
                    concat!(stringify!($name), " is not implemented by gpujit's CUDA runtime"),
                ))
            }
        )*
        /// The entry points exported only to refuse.
        pub const NOT_SUPPORTED: &[&str] = &[$(stringify!($name)),*];
    };
}

not_supported! {
    cudaCreateSurfaceObject, cudaDestroySurfaceObject, cudaMallocMipmappedArray,
    cudaFreeMipmappedArray, cudaGetMipmappedArrayLevel, cudaIpcGetMemHandle,
    cudaIpcOpenMemHandle, cudaIpcCloseMemHandle, cudaIpcGetEventHandle, cudaIpcOpenEventHandle,
    cudaMemPoolCreate, cudaMemPoolDestroy, cudaMemRangeGetAttribute,
    cudaMallocFromPoolAsync, cudaDeviceGetMemPool, cudaDeviceGetDefaultMemPool,
    cudaImportExternalMemory, cudaImportExternalSemaphore, cudaGetDriverEntryPoint,
    cudaGetFuncBySymbol, cudaDeviceGetPCIBusId,
    cudaDeviceGetByPCIBusId, cudaLaunchCooperativeKernelMultiDevice,
    cudaOccupancyMaxPotentialClusterSize, cudaOccupancyMaxActiveClusters,
    cudaFuncGetName, cudaUserObjectCreate, cudaGraphicsMapResources,
    cudaGraphicsUnmapResources, cudaGraphicsResourceGetMappedPointer,
}
