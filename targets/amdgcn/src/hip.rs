//! The HIP runtime (`libamdhip64`), opened at run time.
//!
//! Nothing here links against ROCm: [`Hip::load`] looks for the library along
//! [`search_candidates`], resolves every entry point listed once in the
//! [`SYMBOLS`] table, and turns every HIP status into a [`gpujit_device::Error`].
//! This module (`hip.rs` and `hip/`) is the only place of the backend with
//! `unsafe` code.
//!
//! Three layers, bottom up:
//! 1. [`HipApi`]: the raw function pointers, one field per table entry.
//! 2. [`Hip`]: thin `Result` wrappers over them. Device memory is tracked
//!    (every `hipMalloc` is recorded), so the copy and free wrappers can check
//!    their ranges and stay safe to call.
//! 3. RAII handles: [`HipModule`], [`HipFunction`], [`HipStream`], [`HipEvent`].
//!
//! ```no_run
//! use gpujit_amdgcn::hip::Hip;
//! let hip = Hip::load()?; // Err(LibraryNotFound { tried, .. }) without ROCm
//! hip.init()?;            // Err(NoDevice { .. }) without a GPU
//! println!("{} devices", hip.device_count()?);
//! # Ok::<(), gpujit_device::Error>(())
//! ```
#![deny(clippy::undocumented_unsafe_blocks)]

use gpujit_device::{Backend, Error, Result};
use libloading::Library;
use std::collections::BTreeMap;
use std::ffi::{CStr, OsString, c_char, c_int, c_void};
use std::path::Path;
use std::sync::{Arc, Mutex, PoisonError, RwLock, RwLockReadGuard};

/// A HIP status (`hipError_t`).
pub type Status = c_int;

mod handles;
mod peer;
mod symbols;

pub use handles::{HipEvent, HipFunction, HipModule, HipStream, copy_to_device_on};
pub use symbols::{HipApi, Requirement, SYMBOLS, SymbolSpec};

type RawModule = *mut c_void;
type RawFunction = *mut c_void;
type RawStream = *mut c_void;
type RawEvent = *mut c_void;
/// `hipStreamCallback_t`.
type StreamCallback = unsafe extern "C" fn(RawStream, Status, *mut c_void);

/// `hipError_t` values this crate acts on (checked against `hip_runtime_api.h` in tests).
pub mod status {
    use super::Status;
    /// `hipSuccess`.
    pub const SUCCESS: Status = 0;
    /// `hipErrorInvalidValue`.
    pub const INVALID_VALUE: Status = 1;
    /// `hipErrorOutOfMemory`.
    pub const OUT_OF_MEMORY: Status = 2;
    /// `hipErrorNoDevice`.
    pub const NO_DEVICE: Status = 100;
    /// `hipErrorInvalidDevice`.
    pub const INVALID_DEVICE: Status = 101;
    /// `hipErrorInvalidImage`.
    pub const INVALID_IMAGE: Status = 200;
    /// `hipErrorNotFound` (a symbol the module lacks).
    pub const NOT_FOUND: Status = 500;
    /// `hipErrorPeerAccessAlreadyEnabled`.
    pub const PEER_ACCESS_ALREADY_ENABLED: Status = 704;
    /// `hipErrorNotReady`: queued work has not finished (a query, not a failure).
    pub const NOT_READY: Status = 600;
    /// `hipErrorIllegalAddress`.
    pub const ILLEGAL_ADDRESS: Status = 700;
    /// `hipErrorLaunchOutOfResources`.
    pub const LAUNCH_OUT_OF_RESOURCES: Status = 701;
    /// `hipErrorLaunchTimeOut`.
    pub const LAUNCH_TIMEOUT: Status = 702;
    /// `hipErrorAssert` (a kernel's `assert` failed).
    pub const ASSERT: Status = 710;
    /// `hipErrorLaunchFailure` (an exception on the device).
    pub const LAUNCH_FAILURE: Status = 719;

    /// Whether `code` reports a kernel that faulted while running.
    pub fn is_kernel_fault(code: i64) -> bool {
        [ILLEGAL_ADDRESS, LAUNCH_TIMEOUT, ASSERT, LAUNCH_FAILURE]
            .iter()
            .any(|&c| i64::from(c) == code)
    }
}

/// `hipDeviceAttribute_t` values read by [`Hip::attribute`]. Their numbers are
/// the same in ROCm 5 and 6 (ROCm 6 renamed retired entries `Unused*` but kept
/// every position); tests check them against `hip_runtime_api.h`.
pub mod attr {
    /// `hipDeviceAttributeCooperativeLaunch`: 1 where the device takes cooperative launches.
    pub const COOPERATIVE_LAUNCH: i32 = 10;
    /// `hipDeviceAttributeMaxBlockDimX` (Y and Z follow).
    pub const MAX_BLOCK_DIM_X: i32 = 26;
    /// `hipDeviceAttributeMaxBlockDimY`.
    pub const MAX_BLOCK_DIM_Y: i32 = 27;
    /// `hipDeviceAttributeMaxBlockDimZ`.
    pub const MAX_BLOCK_DIM_Z: i32 = 28;
    /// `hipDeviceAttributeMaxGridDimX`.
    pub const MAX_GRID_DIM_X: i32 = 29;
    /// `hipDeviceAttributeMaxGridDimY`.
    pub const MAX_GRID_DIM_Y: i32 = 30;
    /// `hipDeviceAttributeMaxGridDimZ`.
    pub const MAX_GRID_DIM_Z: i32 = 31;
    /// `hipDeviceAttributeMaxThreadsPerBlock`.
    pub const MAX_THREADS_PER_BLOCK: i32 = 56;
    /// `hipDeviceAttributeMultiprocessorCount` (compute units).
    pub const MULTIPROCESSOR_COUNT: i32 = 63;
    /// `hipDeviceAttributeMaxSharedMemoryPerBlock` (LDS bytes).
    pub const MAX_SHARED_MEMORY_PER_BLOCK: i32 = 74;
    /// `hipDeviceAttributeWarpSize` (wavefront size).
    pub const WARP_SIZE: i32 = 87;
    /// `hipDeviceAttributeClockInstructionRate` (first AMD-specific attribute).
    pub const CLOCK_INSTRUCTION_RATE: i32 = 10000;
}

/// Flags of `hipHostMalloc` and `hipHostRegister` (checked against
/// `hip_runtime_api.h` in tests).
pub mod host_flags {
    /// `hipHostMallocPortable`: every device's memory, not the current one's.
    pub const MALLOC_PORTABLE: u32 = 1;
    /// `hipHostMallocMapped`: mapped into the device's address space.
    pub const MALLOC_MAPPED: u32 = 2;
    /// `hipHostRegisterPortable`.
    pub const REGISTER_PORTABLE: u32 = 1;
    /// `hipHostRegisterMapped`.
    pub const REGISTER_MAPPED: u32 = 2;
}

/// `hipFunction_attribute` values for [`HipFunction::attribute`].
pub mod func_attr {
    /// `HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK`.
    pub const MAX_THREADS_PER_BLOCK: i32 = 0;
    /// `HIP_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES` (static LDS).
    pub const SHARED_SIZE_BYTES: i32 = 1;
    /// `HIP_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES` (scratch per work-item).
    pub const LOCAL_SIZE_BYTES: i32 = 3;
    /// `HIP_FUNC_ATTRIBUTE_NUM_REGS`.
    pub const NUM_REGS: i32 = 4;
}

/// Where `gcnArchName` sits in the properties struct, per entry point.
///
/// * `hipGetDeviceProperties` (ROCm 5) and `hipGetDevicePropertiesR0000` (ROCm 6,
///   the same layout kept for old binaries): offset 396 of a 792-byte struct.
///   Measured with `offsetof` against Debian's ROCm 5.2 `hip_runtime_api.h`; a
///   test recompiles that probe. ROCm 6's `hip_deprecated.h` declares
///   `hipDeviceProp_tR0000` with the same fields up to `gcnArchName`.
/// * `hipGetDevicePropertiesR0600` (ROCm 6): offset 1160 of a 1472-byte struct.
///   Measured with `offsetof` on the `hipDeviceProp_t` of ROCm 6's
///   `hip_runtime_api.h` (ROCm/rocm-systems, `projects/hip/include/hip/`, fields
///   transcribed into a probe); an unrelated binding's probe against ROCm 6.4
///   reports the same 1160 / 1472.
///
/// The buffer handed to HIP is [`PROPS_BUFFER`] bytes, far larger than either
/// struct, so a later runtime that appends fields writes into slack.
pub const PROPS_R0000_ARCH_OFFSET: usize = 396;
/// `gcnArchName` offset in `hipDeviceProp_tR0600`; see [`PROPS_R0000_ARCH_OFFSET`].
pub const PROPS_R0600_ARCH_OFFSET: usize = 1160;
/// Bytes reserved for the properties struct.
pub const PROPS_BUFFER: usize = 8192;
const ARCH_NAME_LEN: usize = 256;
const _: () = assert!(PROPS_R0600_ARCH_OFFSET + ARCH_NAME_LEN <= PROPS_BUFFER);

/// Library names tried through the system loader, newest first.
pub const LIBRARY_NAMES: &[&str] = &["libamdhip64.so", "libamdhip64.so.6", "libamdhip64.so.5"];

/// The paths [`Hip::load`] tries, in order, given an environment lookup.
///
/// `GPUJIT_HIP_LIBRARY`, when set, is the only candidate: an explicit choice
/// never falls back to another library. Otherwise `$ROCM_PATH/lib`,
/// `$HIP_PATH/lib` and `/opt/rocm/lib` (each with every [`LIBRARY_NAMES`]
/// entry), then the bare names through the system loader.
pub fn search_candidates(env: impl Fn(&str) -> Option<OsString>) -> Vec<String> {
    if let Some(exact) = env("GPUJIT_HIP_LIBRARY").filter(|v| !v.is_empty()) {
        return vec![exact.to_string_lossy().into_owned()];
    }
    let mut dirs: Vec<String> = ["ROCM_PATH", "HIP_PATH"]
        .iter()
        .filter_map(|var| env(var).filter(|v| !v.is_empty()))
        .map(|root| Path::new(&root).join("lib").to_string_lossy().into_owned())
        .collect();
    dirs.push("/opt/rocm/lib".to_string());
    let mut out: Vec<String> = Vec::new();
    let dir_paths = dirs
        .iter()
        .flat_map(|d| LIBRARY_NAMES.iter().map(move |n| format!("{d}/{n}")));
    for p in dir_paths.chain(LIBRARY_NAMES.iter().map(|n| n.to_string())) {
        if !out.contains(&p) {
            out.push(p);
        }
    }
    out
}

/// A loaded HIP runtime. Shared through an `Arc` by every device, module and
/// buffer made from it, so the library stays mapped while any of them lives.
pub struct Hip {
    api: HipApi,
    path: String,
    /// Live `hipMalloc` allocations: base address → (bytes, device ordinal).
    /// Copies hold the read lock while they run, `free` the write lock, so an
    /// allocation cannot be freed under a copy that checked it.
    allocations: RwLock<BTreeMap<u64, (usize, u32)>>,
    // Dropped last: the function pointers in `api` point into it.
    lib: Library,
}

type AllocGuard<'a> = RwLockReadGuard<'a, BTreeMap<u64, (usize, u32)>>;

static LOADED: Mutex<Option<Arc<Hip>>> = Mutex::new(None);

impl Hip {
    /// The process-wide runtime, loaded along [`search_candidates`] of the
    /// real environment on first success and kept for the process's life.
    pub fn load() -> Result<Arc<Hip>> {
        let mut slot = LOADED.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(hip) = slot.as_ref() {
            return Ok(hip.clone());
        }
        let hip = Hip::load_from(&search_candidates(|k| std::env::var_os(k)))?;
        *slot = Some(hip.clone());
        Ok(hip)
    }

    /// Loads a fresh runtime from the first candidate that opens. A library
    /// that opens but lacks a required symbol is an error, not skipped.
    pub fn load_from(candidates: &[String]) -> Result<Arc<Hip>> {
        let mut reason = String::from("no candidate paths");
        let mut reason_from_existing_file = false;
        for path in candidates {
            // SAFETY: opening runs the library's initialisers; libamdhip64's
            // only set up its own state. The handle is kept in `Hip.lib`.
            match unsafe { Library::new(path.as_str()) } {
                Ok(lib) => {
                    let api = HipApi::resolve(&lib, path)?;
                    return Ok(Arc::new(Hip {
                        api,
                        path: path.clone(),
                        allocations: RwLock::new(BTreeMap::new()),
                        lib,
                    }));
                }
                Err(e) => {
                    // Prefer the message of a file that exists but would not load
                    // (a missing dependency) over "no such file".
                    let exists = Path::new(path).exists();
                    if exists || !reason_from_existing_file {
                        reason = error_chain(&e);
                        reason_from_existing_file = exists;
                    }
                }
            }
        }
        Err(Error::LibraryNotFound {
            backend: Backend::Hip,
            library: "libamdhip64.so".to_string(),
            tried: candidates.to_vec(),
            reason,
        })
    }

    /// Path or name the library was opened from.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The raw entry points.
    pub fn api(&self) -> &HipApi {
        &self.api
    }

    /// Whether the library exports `symbol` (any symbol, not only the table's).
    pub fn exports(&self, symbol: &str) -> bool {
        // SAFETY: only the symbol's presence is tested; the address is never used.
        unsafe { self.lib.get::<*const c_void>(symbol) }.is_ok()
    }

    /// `hipGetErrorName`, e.g. `hipErrorInvalidDevice`.
    pub fn error_name(&self, code: Status) -> String {
        // SAFETY: hipGetErrorName accepts any value and returns a static string.
        c_str_or_empty(unsafe { (self.api.hipGetErrorName)(code) })
    }

    /// `hipGetErrorString`: the runtime's description of a status.
    pub fn error_string(&self, code: Status) -> String {
        // SAFETY: hipGetErrorString accepts any value and returns a static string.
        c_str_or_empty(unsafe { (self.api.hipGetErrorString)(code) })
    }

    /// The [`Error::Driver`] for a failed `call`.
    pub fn status_error(&self, call: &'static str, code: Status) -> Error {
        Error::Driver {
            backend: Backend::Hip,
            call,
            code: i64::from(code),
            name: self.error_name(code),
            message: self.error_string(code),
        }
    }

    fn check(&self, call: &'static str, code: Status) -> Result<()> {
        if code == status::SUCCESS {
            Ok(())
        } else {
            Err(self.status_error(call, code))
        }
    }

    fn no_device_or(&self, call: &'static str, code: Status) -> Result<()> {
        match code {
            status::NO_DEVICE | status::INVALID_DEVICE => Err(Error::NoDevice {
                backend: Backend::Hip,
                detail: format!(
                    "{call} returned {} ({code}): {}",
                    self.error_name(code),
                    self.error_string(code)
                ),
            }),
            _ => self.check(call, code),
        }
    }

    /// `hipInit(0)`. `hipErrorNoDevice` and `hipErrorInvalidDevice` (what
    /// ROCm returns on a machine without a GPU) become [`Error::NoDevice`].
    pub fn init(&self) -> Result<()> {
        // SAFETY: hipInit takes a flags word (must be 0) and no pointers.
        let code = unsafe { (self.api.hipInit)(0) };
        self.no_device_or("hipInit", code)
    }

    /// `hipGetDeviceCount`; no device, or a count of 0, is [`Error::NoDevice`].
    pub fn device_count(&self) -> Result<u32> {
        let mut count: c_int = 0;
        // SAFETY: `count` is a valid out-pointer for the duration of the call.
        let code = unsafe { (self.api.hipGetDeviceCount)(&mut count) };
        self.no_device_or("hipGetDeviceCount", code)?;
        match u32::try_from(count) {
            Ok(n) if n > 0 => Ok(n),
            _ => Err(Error::NoDevice {
                backend: Backend::Hip,
                detail: format!("hipGetDeviceCount reported {count} devices"),
            }),
        }
    }

    /// `hipDriverGetVersion` and `hipRuntimeGetVersion`, e.g. `(50221153, 50221153)`.
    pub fn versions(&self) -> Result<(i32, i32)> {
        let (mut driver, mut runtime): (c_int, c_int) = (0, 0);
        // SAFETY: valid out-pointers for the duration of each call.
        let code = unsafe { (self.api.hipDriverGetVersion)(&mut driver) };
        self.check("hipDriverGetVersion", code)?;
        // SAFETY: as above.
        let code = unsafe { (self.api.hipRuntimeGetVersion)(&mut runtime) };
        self.check("hipRuntimeGetVersion", code)?;
        Ok((driver, runtime))
    }

    /// `hipSetDevice`: makes `ordinal` current on the calling thread.
    pub fn set_device(&self, ordinal: u32) -> Result<()> {
        // SAFETY: plain integer argument; HIP range-checks it.
        let code = unsafe { (self.api.hipSetDevice)(to_int(ordinal)) };
        self.check("hipSetDevice", code)
    }

    /// `hipDeviceGet`: the device handle of an ordinal.
    pub fn device_handle(&self, ordinal: u32) -> Result<c_int> {
        let mut dev: c_int = 0;
        // SAFETY: `dev` is a valid out-pointer.
        let code = unsafe { (self.api.hipDeviceGet)(&mut dev, to_int(ordinal)) };
        self.check("hipDeviceGet", code)?;
        Ok(dev)
    }

    /// `hipDeviceGetName`.
    pub fn device_name(&self, ordinal: u32) -> Result<String> {
        let dev = self.device_handle(ordinal)?;
        let mut buf = [0 as c_char; 256];
        // SAFETY: `buf` holds the 256 bytes we announce; HIP NUL-terminates within them.
        let code = unsafe { (self.api.hipDeviceGetName)(buf.as_mut_ptr(), 256, dev) };
        self.check("hipDeviceGetName", code)?;
        Ok(bytes_to_string(&buf.map(|c| c as u8)))
    }

    /// `hipDeviceTotalMem`, in bytes.
    pub fn total_memory(&self, ordinal: u32) -> Result<u64> {
        let dev = self.device_handle(ordinal)?;
        let mut bytes: usize = 0;
        // SAFETY: `bytes` is a valid out-pointer.
        let code = unsafe { (self.api.hipDeviceTotalMem)(&mut bytes, dev) };
        self.check("hipDeviceTotalMem", code)?;
        Ok(bytes as u64)
    }

    /// `hipDeviceGetAttribute`; see [`attr`] for the numbers.
    pub fn attribute(&self, attribute: i32, ordinal: u32) -> Result<i32> {
        let mut value: c_int = 0;
        // SAFETY: `value` is a valid out-pointer; HIP rejects unknown attributes.
        let code =
            unsafe { (self.api.hipDeviceGetAttribute)(&mut value, attribute, to_int(ordinal)) };
        self.check("hipDeviceGetAttribute", code)?;
        Ok(value)
    }

    /// Whether device `ordinal` takes cooperative launches through this library: it
    /// exports `hipModuleLaunchCooperativeKernel` (ROCm 5.2 does not) and the device reports
    /// `hipDeviceAttributeCooperativeLaunch`.
    pub fn cooperative_launch(&self, ordinal: u32) -> Result<bool> {
        if self.api.hipModuleLaunchCooperativeKernel.is_none() {
            return Ok(false);
        }
        Ok(self.attribute(attr::COOPERATIVE_LAUNCH, ordinal)? != 0)
    }

    /// The full `gcnArchName` (e.g. `gfx90a:sramecc+:xnack-`), read from the
    /// properties struct whose layout matches the entry point found: R0600 when
    /// exported, else the ROCm 5 layout (see [`PROPS_R0000_ARCH_OFFSET`]).
    pub fn arch_name(&self, ordinal: u32) -> Result<String> {
        let (call, f, offset) = if let Some(f) = self.api.hipGetDevicePropertiesR0600 {
            ("hipGetDevicePropertiesR0600", f, PROPS_R0600_ARCH_OFFSET)
        } else if let Some(f) = self.api.hipGetDevicePropertiesR0000 {
            ("hipGetDevicePropertiesR0000", f, PROPS_R0000_ARCH_OFFSET)
        } else if let Some(f) = self.api.hipGetDeviceProperties {
            ("hipGetDeviceProperties", f, PROPS_R0000_ARCH_OFFSET)
        } else {
            return Err(Error::MissingSymbol {
                backend: Backend::Hip,
                library: self.path.clone(),
                symbol: "hipGetDevicePropertiesR0600".to_string(),
                reason: "neither it nor hipGetDevicePropertiesR0000 or \
                         hipGetDeviceProperties is exported"
                    .to_string(),
            });
        };
        // u64 elements: the struct holds size_t and pointers, so 8-byte alignment.
        let mut buf = vec![0u64; PROPS_BUFFER / 8];
        // SAFETY: `buf` is PROPS_BUFFER bytes, 8-aligned, larger than either
        // layout (792 / 1472 bytes); HIP writes only its struct into it.
        let code = unsafe { f(buf.as_mut_ptr().cast(), to_int(ordinal)) };
        self.check(call, code)?;
        let bytes: Vec<u8> = buf.iter().flat_map(|w| w.to_ne_bytes()).collect();
        let name = bytes_to_string(&bytes[offset..offset + ARCH_NAME_LEN]);
        if !name.starts_with("gfx") {
            return Err(Error::Unsupported {
                backend: Backend::Hip,
                what: format!(
                    "{call} gave gcnArchName {name:?} at offset {offset}: \
                     not a gfx target, so the runtime's struct layout is unknown"
                ),
            });
        }
        Ok(name)
    }

    /// `hipMalloc` on device `ordinal`. Out of memory is [`Error::OutOfMemory`].
    /// Zero bytes gives address 0 without calling HIP.
    pub fn malloc(&self, ordinal: u32, bytes: usize) -> Result<u64> {
        if bytes == 0 {
            return Ok(0);
        }
        self.set_device(ordinal)?;
        let mut ptr: *mut c_void = std::ptr::null_mut();
        // SAFETY: `ptr` is a valid out-pointer.
        let code = unsafe { (self.api.hipMalloc)(&mut ptr, bytes) };
        if code == status::OUT_OF_MEMORY {
            return Err(Error::OutOfMemory {
                backend: Backend::Hip,
                bytes,
            });
        }
        self.check("hipMalloc", code)?;
        let addr = ptr as u64;
        self.allocations
            .write()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(addr, (bytes, ordinal));
        Ok(addr)
    }

    /// Lets copies reach `bytes` bytes at `addr`, a module variable's storage on
    /// device `ordinal` ([`HipModule::global`]), as if allocated here.
    pub fn register_module_variable(&self, addr: u64, bytes: usize, ordinal: u32) {
        self.allocations
            .write()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(addr, (bytes, ordinal));
    }

    /// Ends [`Hip::register_module_variable`]'s registration of `addr`, as its
    /// module is unloaded.
    pub fn unregister_module_variable(&self, addr: u64) {
        self.allocations
            .write()
            .unwrap_or_else(PoisonError::into_inner)
            .remove(&addr);
    }

    /// `hipFree` of an address [`Hip::malloc`] returned. Freeing anything
    /// else, or freeing twice, is refused with `hipErrorInvalidValue`
    /// without calling HIP. Address 0 is a no-op.
    pub fn free(&self, addr: u64) -> Result<()> {
        if addr == 0 {
            return Ok(());
        }
        let mut allocs = self
            .allocations
            .write()
            .unwrap_or_else(PoisonError::into_inner);
        let Some((_, ordinal)) = allocs.remove(&addr) else {
            return Err(self.status_error("hipFree", status::INVALID_VALUE));
        };
        self.set_device(ordinal)?;
        // SAFETY: `addr` came from hipMalloc and was just removed from the
        // table, so it is live and freed exactly once; the write lock keeps
        // copies that checked it from running meanwhile.
        let code = unsafe { (self.api.hipFree)(addr as *mut c_void) };
        self.check("hipFree", code)
    }

    /// Checks that `[addr, addr + len)` lies inside one live allocation;
    /// returns its device and the read guard that keeps it allocated.
    fn check_range(
        &self,
        call: &'static str,
        addr: u64,
        len: usize,
    ) -> Result<(u32, AllocGuard<'_>)> {
        let allocs = self
            .allocations
            .read()
            .unwrap_or_else(PoisonError::into_inner);
        let hit = allocs.range(..=addr).next_back();
        match hit {
            Some((&base, &(size, ref ordinal)))
                if addr
                    .checked_add(len as u64)
                    .is_some_and(|end| end <= base + size as u64) =>
            {
                let ordinal = *ordinal;
                Ok((ordinal, allocs))
            }
            _ => Err(Error::CopyRange {
                detail: format!(
                    "{call}: {len} bytes at {addr:#x} are not inside one allocation of this HIP runtime"
                ),
            }),
        }
    }

    /// `hipMemcpyHtoD` of `src` to device address `dst`, which must lie with
    /// `src.len()` bytes inside an allocation of this runtime.
    pub fn copy_to_device(&self, dst: u64, src: &[u8]) -> Result<()> {
        if src.is_empty() {
            return Ok(());
        }
        let (ordinal, _live) = self.check_range("hipMemcpyHtoD", dst, src.len())?;
        self.set_device(ordinal)?;
        // SAFETY: the destination range is inside a live allocation (checked
        // above, and `_live` keeps it from being freed until we return); HIP only reads from `src` (the C prototype lacks `const`).
        let code = unsafe {
            (self.api.hipMemcpyHtoD)(dst as *mut c_void, src.as_ptr() as *mut c_void, src.len())
        };
        self.check("hipMemcpyHtoD", code)
    }

    /// `hipMemcpyDtoH` from device address `src` into `dst`, range-checked
    /// like [`Hip::copy_to_device`].
    pub fn copy_from_device(&self, src: u64, dst: &mut [u8]) -> Result<()> {
        if dst.is_empty() {
            return Ok(());
        }
        let (ordinal, _live) = self.check_range("hipMemcpyDtoH", src, dst.len())?;
        self.set_device(ordinal)?;
        // SAFETY: the source range is inside a live allocation (checked above)
        // and `dst` is a writable host slice of exactly the copied length.
        let code = unsafe {
            (self.api.hipMemcpyDtoH)(dst.as_mut_ptr().cast(), src as *mut c_void, dst.len())
        };
        self.check("hipMemcpyDtoH", code)
    }

    /// `hipMemsetD8`: fills `len` bytes at `dst` with `value`, range-checked.
    pub fn memset(&self, dst: u64, value: u8, len: usize) -> Result<()> {
        if len == 0 {
            return Ok(());
        }
        let (ordinal, _live) = self.check_range("hipMemsetD8", dst, len)?;
        self.set_device(ordinal)?;
        // SAFETY: the range is inside a live allocation (checked above).
        let code = unsafe { (self.api.hipMemsetD8)(dst as *mut c_void, value, len) };
        self.check("hipMemsetD8", code)
    }

    /// `hipHostMalloc` of `bytes` page-locked bytes on device `ordinal`.
    pub fn host_malloc(&self, ordinal: u32, bytes: usize) -> Result<*mut u8> {
        self.host_malloc_with(ordinal, bytes, 0)
    }

    /// Whether the library maps host memory into devices: it has
    /// `hipHostGetDevicePointer`, `hipHostRegister` and `hipHostUnregister`.
    pub fn maps_host(&self) -> bool {
        self.api.hipHostGetDevicePointer.is_some()
            && self.api.hipHostRegister.is_some()
            && self.api.hipHostUnregister.is_some()
    }

    /// `hipHostMalloc` with `flags` ([`host_flags`]).
    pub fn host_malloc_with(&self, ordinal: u32, bytes: usize, flags: u32) -> Result<*mut u8> {
        self.set_device(ordinal)?;
        let mut p: *mut c_void = std::ptr::null_mut();
        // SAFETY: valid out-pointer; the flags are hipHostMalloc's.
        let code = unsafe { (self.api.hipHostMalloc)(&mut p, bytes, flags) };
        if code == status::OUT_OF_MEMORY {
            return Err(Error::OutOfMemory {
                backend: Backend::Hip,
                bytes,
            });
        }
        self.check("hipHostMalloc", code)?;
        Ok(p.cast::<u8>())
    }

    /// `hipHostGetDevicePointer`: the device address of mapped host memory at
    /// `p` on device `ordinal`.
    pub fn host_device_pointer(&self, ordinal: u32, p: *mut u8) -> Result<u64> {
        let get = self
            .api
            .hipHostGetDevicePointer
            .ok_or_else(|| self.lacks("hipHostGetDevicePointer"))?;
        self.set_device(ordinal)?;
        let mut d: *mut c_void = std::ptr::null_mut();
        // SAFETY: valid out-pointer; `p` is only looked up; flags must be 0.
        let code = unsafe { get(&mut d, p.cast::<c_void>(), 0) };
        self.check("hipHostGetDevicePointer", code)?;
        Ok(d as u64)
    }

    /// `hipHostRegister` of the caller's `bytes` at `p` with `flags`
    /// ([`host_flags`]) on device `ordinal`.
    ///
    /// # Safety
    /// The bytes stay valid until [`Hip::host_unregister`].
    pub unsafe fn host_register(
        &self,
        ordinal: u32,
        p: *mut u8,
        bytes: usize,
        flags: u32,
    ) -> Result<()> {
        let register = self
            .api
            .hipHostRegister
            .ok_or_else(|| self.lacks("hipHostRegister"))?;
        self.set_device(ordinal)?;
        // SAFETY: the caller keeps the range valid until it is unregistered.
        let code = unsafe { register(p.cast::<c_void>(), bytes, flags) };
        self.check("hipHostRegister", code)
    }

    /// `hipHostUnregister` of memory registered by [`Hip::host_register`].
    pub fn host_unregister(&self, p: *mut u8) -> Result<()> {
        let unregister = self
            .api
            .hipHostUnregister
            .ok_or_else(|| self.lacks("hipHostUnregister"))?;
        // SAFETY: `p` was registered by host_register and is unregistered once.
        let code = unsafe { unregister(p.cast::<c_void>()) };
        self.check("hipHostUnregister", code)
    }

    /// The refusal of an entry point the library lacks.
    fn lacks(&self, symbol: &str) -> Error {
        Error::Unsupported {
            backend: Backend::Hip,
            what: format!("mapped host memory: {} has no {symbol}", self.path),
        }
    }

    /// `hipHostFree` of memory from [`Hip::host_malloc`].
    pub fn host_free(&self, p: *mut u8) -> Result<()> {
        // SAFETY: the caller hands memory from hipHostMalloc, freed once.
        let code = unsafe { (self.api.hipHostFree)(p.cast::<c_void>()) };
        self.check("hipHostFree", code)
    }

    /// `hipDeviceReset` of device `ordinal`: every allocation, module, stream and event of
    /// the process on it is destroyed, and a fault with them. Its `hipMalloc` allocations
    /// are forgotten, so that later frees and copies of them are refused without calling
    /// HIP. [`Error::Unsupported`] when the library lacks the entry point.
    pub fn device_reset(&self, ordinal: u32) -> Result<()> {
        let Some(reset) = self.api.hipDeviceReset else {
            return Err(Error::Unsupported {
                backend: Backend::Hip,
                what: format!("resetting a device: {} has no hipDeviceReset", self.path),
            });
        };
        self.set_device(ordinal)?;
        let mut allocs = self
            .allocations
            .write()
            .unwrap_or_else(PoisonError::into_inner);
        // SAFETY: no arguments. The write lock keeps copies from running meanwhile; the
        // allocations it frees are forgotten below, so nothing frees or copies them again.
        let code = unsafe { reset() };
        allocs.retain(|_, (_, o)| *o != ordinal);
        self.check("hipDeviceReset", code)
    }

    /// `hipDeviceSynchronize` on device `ordinal`.
    pub fn synchronize(&self, ordinal: u32) -> Result<()> {
        self.set_device(ordinal)?;
        // SAFETY: no arguments.
        let code = unsafe { (self.api.hipDeviceSynchronize)() };
        self.check("hipDeviceSynchronize", code)
    }
}

impl std::fmt::Debug for Hip {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Hip({})", self.path)
    }
}

// `Hip` is `Send + Sync` without an `unsafe impl`: it holds function pointers,
// the `Library` and a lock. That calling HIP from several threads is sound rests
// on the HIP runtime being thread-safe; the current device is thread-local
// state, which is why every wrapper that needs one sets it first.
const _: fn() = || {
    fn send_sync<T: Send + Sync>() {}
    send_sync::<Hip>();
};

/// libloading's `Display` says only "dlopen failed"; the loader's own
/// message is in the error's source.
fn error_chain(e: &dyn std::error::Error) -> String {
    let mut out = e.to_string();
    let mut next = e.source();
    while let Some(cause) = next {
        out.push_str(": ");
        out.push_str(&cause.to_string());
        next = cause.source();
    }
    out
}

fn to_int(ordinal: u32) -> c_int {
    c_int::try_from(ordinal).unwrap_or(c_int::MAX)
}

fn c_str_or_empty(p: *const c_char) -> String {
    if p.is_null() {
        return String::new();
    }
    // SAFETY: HIP returns NUL-terminated static strings from its error tables.
    unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
}

fn bytes_to_string(bytes: &[u8]) -> String {
    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    String::from_utf8_lossy(&bytes[..end]).into_owned()
}
