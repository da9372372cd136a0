//! The symbol table: every HIP entry point declared once, with its C type
//! and whether loading fails without it.
#![deny(clippy::undocumented_unsafe_blocks)]

use super::{RawEvent, RawFunction, RawModule, RawStream, Status, StreamCallback, error_chain};
use gpujit_device::{Backend, Error, Result};
use libloading::Library;
use std::ffi::{c_char, c_int, c_uint, c_void};

/// Whether the loader insists on a symbol.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Requirement {
    /// Loading fails with [`Error::MissingSymbol`] without it.
    Required,
    /// Used when present; present in ROCm 5 and later.
    Optional,
    /// Used when present; exported from ROCm 6 on only.
    OptionalSinceRocm6,
}

/// One entry of the symbol table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SymbolSpec {
    /// Exported C name.
    pub name: &'static str,
    /// Whether loading fails without it.
    pub requirement: Requirement,
}

macro_rules! field_type {
    (required, $f:ty) => { $f };
    (optional, $f:ty) => { Option<$f> };
    (rocm6, $f:ty) => { Option<$f> };
}

macro_rules! requirement {
    (required) => {
        Requirement::Required
    };
    (optional) => {
        Requirement::Optional
    };
    (rocm6) => {
        Requirement::OptionalSinceRocm6
    };
}

macro_rules! resolve {
    (required, $lib:expr, $path:expr, $name:ident, $f:ty) => {
        required_symbol::<$f>($lib, $path, stringify!($name))?
    };
    (optional, $lib:expr, $path:expr, $name:ident, $f:ty) => {
        optional_symbol::<$f>($lib, stringify!($name))
    };
    (rocm6, $lib:expr, $path:expr, $name:ident, $f:ty) => {
        optional_symbol::<$f>($lib, stringify!($name))
    };
}

/// Declares every HIP entry point once: the [`HipApi`] field, its C type,
/// and its [`SYMBOLS`] entry all come from the same line.
macro_rules! hip_api {
    ($( $need:ident $name:ident : fn($($arg:ty),*) -> $ret:ty; )*) => {
        /// Raw HIP entry points, resolved from the loaded library. Calling one
        /// is `unsafe`: the C contract of each function applies.
        #[allow(non_snake_case)]
        pub struct HipApi {
            $(
                #[doc = concat!("`", stringify!($name), "`")]
                pub $name: field_type!($need, unsafe extern "C" fn($($arg),*) -> $ret),
            )*
        }

        /// Every symbol the loader looks up, in declaration order.
        pub const SYMBOLS: &[SymbolSpec] = &[
            $( SymbolSpec { name: stringify!($name), requirement: requirement!($need) }, )*
        ];

        impl HipApi {
            pub(super) fn resolve(lib: &Library, path: &str) -> Result<Self> {
                Ok(HipApi {
                    $( $name: resolve!($need, lib, path, $name,
                        unsafe extern "C" fn($($arg),*) -> $ret), )*
                })
            }
        }
    };
}

hip_api! {
    required hipInit: fn(c_uint) -> Status;
    required hipGetDeviceCount: fn(*mut c_int) -> Status;
    required hipDeviceGet: fn(*mut c_int, c_int) -> Status;
    required hipDeviceGetName: fn(*mut c_char, c_int, c_int) -> Status;
    required hipDeviceGetAttribute: fn(*mut c_int, c_int, c_int) -> Status;
    required hipDeviceTotalMem: fn(*mut usize, c_int) -> Status;
    required hipSetDevice: fn(c_int) -> Status;
    required hipMalloc: fn(*mut *mut c_void, usize) -> Status;
    required hipFree: fn(*mut c_void) -> Status;
    required hipMemcpyHtoD: fn(*mut c_void, *mut c_void, usize) -> Status;
    required hipMemcpyDtoH: fn(*mut c_void, *mut c_void, usize) -> Status;
    required hipMemsetD8: fn(*mut c_void, u8, usize) -> Status;
    required hipDeviceCanAccessPeer: fn(*mut c_int, c_int, c_int) -> Status;
    required hipDeviceEnablePeerAccess: fn(c_int, c_uint) -> Status;
    required hipMemcpyPeer: fn(*mut c_void, c_int, *const c_void, c_int, usize) -> Status;
    required hipModuleLoadData: fn(*mut RawModule, *const c_void) -> Status;
    required hipModuleUnload: fn(RawModule) -> Status;
    required hipModuleGetFunction: fn(*mut RawFunction, RawModule, *const c_char) -> Status;
    required hipModuleLaunchKernel: fn(RawFunction, c_uint, c_uint, c_uint, c_uint, c_uint,
        c_uint, c_uint, RawStream, *mut *mut c_void, *mut *mut c_void) -> Status;
    required hipDeviceSynchronize: fn() -> Status;
    required hipGetErrorString: fn(Status) -> *const c_char;
    required hipGetErrorName: fn(Status) -> *const c_char;
    required hipDriverGetVersion: fn(*mut c_int) -> Status;
    required hipRuntimeGetVersion: fn(*mut c_int) -> Status;
    required hipStreamCreate: fn(*mut RawStream) -> Status;
    required hipStreamDestroy: fn(RawStream) -> Status;
    required hipStreamSynchronize: fn(RawStream) -> Status;
    required hipEventCreate: fn(*mut RawEvent) -> Status;
    required hipEventRecord: fn(RawEvent, RawStream) -> Status;
    required hipEventSynchronize: fn(RawEvent) -> Status;
    required hipEventElapsedTime: fn(*mut f32, RawEvent, RawEvent) -> Status;
    required hipEventDestroy: fn(RawEvent) -> Status;
    required hipFuncGetAttribute: fn(*mut c_int, c_int, RawFunction) -> Status;
    required hipModuleOccupancyMaxActiveBlocksPerMultiprocessor:
        fn(*mut c_int, RawFunction, c_int, usize) -> Status;
    required hipStreamQuery: fn(RawStream) -> Status;
    required hipStreamWaitEvent: fn(RawStream, RawEvent, c_uint) -> Status;
    required hipEventQuery: fn(RawEvent) -> Status;
    required hipMemcpyHtoDAsync: fn(*mut c_void, *mut c_void, usize, RawStream) -> Status;
    required hipMemcpyDtoHAsync: fn(*mut c_void, *mut c_void, usize, RawStream) -> Status;
    required hipMemcpyDtoDAsync: fn(*mut c_void, *mut c_void, usize, RawStream) -> Status;
    required hipMemsetD8Async: fn(*mut c_void, u8, usize, RawStream) -> Status;
    required hipHostMalloc: fn(*mut *mut c_void, usize, c_uint) -> Status;
    required hipHostFree: fn(*mut c_void) -> Status;
    optional hipDeviceReset: fn() -> Status;
    optional hipStreamAddCallback: fn(RawStream, StreamCallback, *mut c_void, c_uint) -> Status;
    optional hipHostGetDevicePointer: fn(*mut *mut c_void, *mut c_void, c_uint) -> Status;
    optional hipHostRegister: fn(*mut c_void, usize, c_uint) -> Status;
    optional hipHostUnregister: fn(*mut c_void) -> Status;
    optional hipMemGetInfo: fn(*mut usize, *mut usize) -> Status;
    optional hipModuleGetGlobal: fn(*mut *mut c_void, *mut usize, RawModule, *const c_char) -> Status;
    optional hipGetDeviceProperties: fn(*mut c_void, c_int) -> Status;
    rocm6 hipGetDevicePropertiesR0000: fn(*mut c_void, c_int) -> Status;
    rocm6 hipGetDevicePropertiesR0600: fn(*mut c_void, c_int) -> Status;
    rocm6 hipModuleLaunchCooperativeKernel: fn(RawFunction, c_uint, c_uint, c_uint, c_uint,
        c_uint, c_uint, c_uint, RawStream, *mut *mut c_void) -> Status;
}

fn required_symbol<T: Copy>(lib: &Library, path: &str, name: &str) -> Result<T> {
    // SAFETY: `T` is the function-pointer type the table declares for `name`,
    // transcribed from HIP's C prototype; the pointer is only called while the
    // `Library` it came from is alive (both live in the same `Hip`).
    match unsafe { lib.get::<T>(name) } {
        Ok(sym) => Ok(*sym),
        Err(e) => Err(Error::MissingSymbol {
            backend: Backend::Hip,
            library: path.to_string(),
            symbol: name.to_string(),
            reason: error_chain(&e),
        }),
    }
}

fn optional_symbol<T: Copy>(lib: &Library, name: &str) -> Option<T> {
    // SAFETY: as in `required_symbol`.
    unsafe { lib.get::<T>(name) }.ok().map(|sym| *sym)
}
