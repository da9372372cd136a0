//! The registration ABI: what a program's module constructors call before
//! `main` (clang's and nvcc's host code alike) to hand the runtime its
//! device code and name its kernels and variables.

use std::collections::HashMap;
use std::ffi::{CStr, c_char, c_int, c_void};
use std::sync::{Arc, Mutex, OnceLock};

use crate::error::{
    Failure, Result, cudaErrorInvalidDeviceFunction, cudaErrorInvalidKernelImage,
    cudaErrorInvalidSymbol, fail,
};
use crate::payload::Payload;
use crate::state::lock;

/// The magic of the wrapper `__cudaRegisterFatBinary` is handed.
const WRAPPER_MAGIC: u32 = 0x466243b1;

/// A translation unit's device code, as the runtime reads it.
#[derive(Debug)]
pub(crate) enum Code {
    /// gpujit's container (`gpujit cc`): NVVM IR.
    Gpujit(Payload),
    /// PTX from NVIDIA's fatbin (nvcc), as text, and its `__managed__`
    /// variables (read at registration: the host half reaches them before
    /// any module is loaded).
    Ptx(String, Vec<gpujit::ir::ManagedVariable>),
    /// Device code the runtime cannot read: why, reported at the first
    /// launch of one of its kernels.
    Unusable(Failure),
}

impl Code {
    /// The initial bytes of the unit's `__managed__` variable `name`, if
    /// it has one of that name.
    fn managed_init(&self, name: &str) -> Option<&[u8]> {
        match self {
            Code::Gpujit(p) => p
                .managed
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, init)| init.as_slice()),
            Code::Ptx(_, managed) => managed
                .iter()
                .find(|v| v.name == name)
                .map(|v| v.init.as_slice()),
            Code::Unusable(_) => None,
        }
    }
}

/// A `__device__`, `__constant__` or `__managed__` variable.
#[derive(Debug, Clone)]
pub(crate) struct Variable {
    /// The translation unit defining it.
    pub binary: usize,
    /// Its device-side name.
    pub name: String,
    /// A `__managed__` variable: its storage, `size` bytes at `host`, which
    /// the device reaches at the same address (see [`crate::managed_vars`]).
    pub managed: Option<Storage>,
}

/// Where a `__managed__` variable lives: its host shadow (`gpujit cc`), or
/// memory the runtime gave it (nvcc).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Storage {
    /// The storage's address.
    pub host: usize,
    /// Its size in bytes.
    pub size: usize,
}

/// Everything registered.
#[derive(Default)]
pub(crate) struct Registry {
    binaries: Mutex<Vec<Arc<Code>>>,
    functions: Mutex<HashMap<usize, (usize, String)>>,
    variables: Mutex<HashMap<usize, Variable>>,
}

/// The process's registry.
pub(crate) fn registry() -> &'static Registry {
    static R: OnceLock<Registry> = OnceLock::new();
    R.get_or_init(Registry::default)
}

impl Registry {
    /// The device code of translation unit `binary`.
    pub fn code(&self, binary: usize) -> Result<Arc<Code>> {
        match lock(&self.binaries).get(binary) {
            Some(c) => Ok(c.clone()),
            None => fail(
                cudaErrorInvalidKernelImage,
                format!("no translation unit {binary} was registered"),
            ),
        }
    }

    /// The translation unit and device name of the kernel whose host stub
    /// is at `stub`.
    pub fn function(&self, stub: usize) -> Result<(usize, String)> {
        match lock(&self.functions).get(&stub) {
            Some(f) => Ok(f.clone()),
            None => fail(
                cudaErrorInvalidDeviceFunction,
                format!("{stub:#x} is not the host stub of a registered __global__ function"),
            ),
        }
    }

    /// The variable whose host shadow (or, for nvcc's `__managed__`
    /// variables, storage) is at `symbol`.
    pub fn variable(&self, symbol: usize) -> Result<Variable> {
        match lock(&self.variables).get(&symbol) {
            Some(v) => Ok(v.clone()),
            None => fail(
                cudaErrorInvalidSymbol,
                format!(
                    "{symbol:#x} is not a registered __device__ or __constant__ variable \
                     (pass the variable itself, not its address or a string)"
                ),
            ),
        }
    }

    /// The `__managed__` variables of translation unit `binary`.
    pub fn managed_of(&self, binary: usize) -> Vec<(Variable, Storage)> {
        lock(&self.variables)
            .values()
            .filter(|v| v.binary == binary)
            .filter_map(|v| v.managed.map(|s| (v.clone(), s)))
            .collect()
    }

    /// The `CUDART_VERSION` the first translation unit built by `gpujit cc`
    /// was compiled with.
    pub fn cudart_version(&self) -> Option<u32> {
        lock(&self.binaries).iter().find_map(|c| match &**c {
            Code::Gpujit(p) => Some(p.cudart_version),
            _ => None,
        })
    }

    /// The newest architecture the registered device code was compiled
    /// for, as a compute capability (`sm_80`: `(8, 0)`): the payloads'
    /// architectures and the PTX's `.target`s.
    pub fn code_capability(&self) -> Option<(i32, i32)> {
        lock(&self.binaries)
            .iter()
            .filter_map(|c| match &**c {
                Code::Gpujit(p) => capability_of(&p.arch),
                Code::Ptx(text, _) => text
                    .lines()
                    .find_map(|l| l.trim().strip_prefix(".target"))
                    .and_then(|t| t.split([',', ' ', '\t']).find(|w| w.starts_with("sm_")))
                    .and_then(capability_of),
                Code::Unusable(_) => None,
            })
            .max()
    }

    fn add(&self, code: Code) -> usize {
        let mut b = lock(&self.binaries);
        b.push(Arc::new(code));
        b.len() - 1
    }
}

/// `sm_90a` as `(9, 0)`; `None` for what is no `sm_NN` name.
pub(crate) fn capability_of(arch: &str) -> Option<(i32, i32)> {
    let digits = arch.strip_prefix("sm_")?.trim_end_matches(['a', 'f']);
    let n: i32 = digits.parse().ok()?;
    (n > 0).then_some((n / 10, n % 10))
}

/// Reads the device code a wrapper points to.
///
/// # Safety
/// `wrapper` is null or points to a fatbin wrapper as compilers emit it,
/// whose data stays valid for the process.
unsafe fn read_wrapper(wrapper: *const c_void) -> Code {
    let unusable = |why: String| Code::Unusable(Failure::new(cudaErrorInvalidKernelImage, why));
    if wrapper.is_null() {
        return unusable("the program registered device code through a null pointer".into());
    }
    #[repr(C)]
    struct Wrapper {
        magic: u32,
        version: u32,
        data: *const u8,
        unused: *const c_void,
    }
    // SAFETY: the caller guarantees a wrapper (four fields, 24 bytes).
    let w = unsafe { &*(wrapper as *const Wrapper) };
    if w.magic != WRAPPER_MAGIC || w.data.is_null() {
        return unusable(format!(
            "the program's device code wrapper has magic {:#x}, not {WRAPPER_MAGIC:#x}",
            w.magic
        ));
    }
    // SAFETY: the data of a valid wrapper starts with at least the 16 bytes
    // of a container header (gpujit's or NVIDIA's), which tell its length.
    let head = unsafe { std::slice::from_raw_parts(w.data, 16) };
    if head.starts_with(crate::payload::MAGIC) {
        // SAFETY: gpujit's container: the header, the architecture, the
        // version, the bitcode and the `__managed__` variables, each length
        // read before what it covers.
        let bytes = unsafe { gpujit_container(w.data) };
        return match Payload::decode(bytes) {
            Ok(p) => Code::Gpujit(p),
            Err(f) => Code::Unusable(f),
        };
    }
    // SAFETY: as above; an NVIDIA fatbin's header gives its size.
    match unsafe { crate::fatbin::read(w.data) } {
        Ok(ptx) => {
            // Parsed here only when the text may hold one (`.attribute(.managed)`);
            // a module that does not parse is refused when it is loaded.
            let managed = if ptx.contains(".managed") {
                gpujit::PtxModule::from_text("nvcc's PTX", &ptx)
                    .map(|m| m.managed().to_vec())
                    .unwrap_or_default()
            } else {
                Vec::new()
            };
            Code::Ptx(ptx, managed)
        }
        Err(f) => Code::Unusable(f),
    }
}

/// The bytes of gpujit's container at `data`.
///
/// # Safety
/// `data` points to a whole container as `gpujit cc` embeds it.
unsafe fn gpujit_container<'a>(data: *const u8) -> &'a [u8] {
    let read = |at: usize, n: usize| {
        // SAFETY: each read lies inside the container, whose fields are read
        // in order.
        unsafe { std::slice::from_raw_parts(data.add(at), n) }
    };
    let u32_at = |at: usize| u32::from_le_bytes(read(at, 4).try_into().unwrap_or([0; 4])) as usize;
    let u64_at = |at: usize| u64::from_le_bytes(read(at, 8).try_into().unwrap_or([0; 8])) as usize;
    let version = u32_at(8);
    let at = 16 + u32_at(12) + 4;
    let mut end = at + 8 + u64_at(at);
    if version >= 2 {
        // The `__managed__` variables: a count, then names and initial bytes.
        let count = u32_at(end);
        end += 4;
        for _ in 0..count {
            end += 4 + u32_at(end);
            end += 8 + u64_at(end);
        }
    }
    read(0, end)
}

/// Registers a translation unit's device code; the handle it returns names
/// the unit to the calls below.
///
/// # Safety
/// `wrapper` points to a fatbin wrapper whose data outlives the process, as
/// the compilers' module constructors pass it.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __cudaRegisterFatBinary(wrapper: *mut c_void) -> *mut *mut c_void {
    let registered = std::panic::catch_unwind(|| {
        // SAFETY: this function's contract.
        let code = unsafe { read_wrapper(wrapper) };
        registry().add(code)
    });
    let index = registered.unwrap_or(usize::MAX);
    Box::into_raw(Box::new(index as *mut c_void))
}

/// Ends a unit's registration (CUDA 10.1 and later call it): nothing to do.
///
/// # Safety
/// None: the handle is not read.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __cudaRegisterFatBinaryEnd(_handle: *mut *mut c_void) {}

/// Forgets a unit at exit. Its kernels stay known: other destructors may
/// still launch them, and the process is ending.
///
/// # Safety
/// None: the handle is not read.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __cudaUnregisterFatBinary(_handle: *mut *mut c_void) {}

/// The index a registration handle stands for.
///
/// # Safety
/// `handle` is null or came from [`__cudaRegisterFatBinary`].
unsafe fn binary_of(handle: *mut *mut c_void) -> Option<usize> {
    if handle.is_null() {
        return None;
    }
    // SAFETY: the handle is the box __cudaRegisterFatBinary made.
    let i = unsafe { *handle } as usize;
    (i != usize::MAX).then_some(i)
}

/// The C string at `p`, or an empty one.
///
/// # Safety
/// `p` is null or a NUL-terminated string.
unsafe fn text(p: *const c_char) -> String {
    if p.is_null() {
        return String::new();
    }
    // SAFETY: this function's contract.
    unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
}

/// Names the kernel whose host stub is `host_fun`: `device_name` in the
/// unit's device code.
///
/// # Safety
/// `handle` came from [`__cudaRegisterFatBinary`]; the names are
/// NUL-terminated strings.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn __cudaRegisterFunction(
    handle: *mut *mut c_void,
    host_fun: *const c_char,
    _device_fun: *mut c_char,
    device_name: *const c_char,
    _thread_limit: c_int,
    _tid: *mut c_void,
    _bid: *mut c_void,
    _block_dim: *mut c_void,
    _grid_dim: *mut c_void,
    _w_size: *mut c_int,
) {
    let _ = std::panic::catch_unwind(|| {
        // SAFETY: this function's contract.
        let (Some(binary), name) = (unsafe { binary_of(handle) }, unsafe { text(device_name) })
        else {
            return;
        };
        lock(&registry().functions).insert(host_fun as usize, (binary, name));
    });
}

/// Names a `__device__`/`__constant__` variable whose host shadow is
/// `host_var`.
///
/// # Safety
/// As for [`__cudaRegisterFunction`].
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn __cudaRegisterVar(
    handle: *mut *mut c_void,
    host_var: *mut c_char,
    _device_address: *mut c_char,
    device_name: *const c_char,
    _ext: c_int,
    size: usize,
    _constant: c_int,
    _global: c_int,
) {
    let _ = std::panic::catch_unwind(|| {
        // SAFETY: this function's contract.
        let (Some(binary), name) = (unsafe { binary_of(handle) }, unsafe { text(device_name) })
        else {
            return;
        };
        let code = registry().code(binary);
        let init = match code.as_deref() {
            Ok(c @ Code::Gpujit(_)) => c.managed_init(&name),
            _ => None,
        };
        let managed = init.map(|init| {
            // The variable's initial value: clang leaves the host shadow of a
            // `__device__` variable uninitialised, and the shadow is where a
            // `__managed__` variable lives.
            let n = init.len().min(size);
            if !host_var.is_null() {
                // SAFETY: the shadow holds `size` bytes (this function's contract), and
                // nothing else runs yet: registration precedes `main`.
                unsafe { std::ptr::copy_nonoverlapping(init.as_ptr(), host_var.cast::<u8>(), n) };
            }
            Storage {
                host: host_var as usize,
                size,
            }
        });
        lock(&registry().variables).insert(
            host_var as usize,
            Variable {
                binary,
                name,
                managed,
            },
        );
    });
}

/// Registers an nvcc-built `__managed__` variable: the runtime gives it
/// storage of its own (whole pages, which the device maps at their own
/// address when the unit's module is loaded) holding its initial value from
/// the PTX, and sets the host half's pointer to it, through which nvcc's
/// host code reaches the variable.
///
/// # Safety
/// As for [`__cudaRegisterFunction`]; `host_var_ptr` is null or points to
/// the host half's pointer to the variable.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn __cudaRegisterManagedVar(
    handle: *mut *mut c_void,
    host_var_ptr: *mut *mut c_void,
    _device_address: *mut c_char,
    device_name: *const c_char,
    _ext: c_int,
    size: usize,
    _constant: c_int,
    _global: c_int,
) {
    let _ = std::panic::catch_unwind(|| {
        // SAFETY: this function's contract.
        let (Some(binary), name) = (unsafe { binary_of(handle) }, unsafe { text(device_name) })
        else {
            return;
        };
        let code = registry().code(binary);
        let init = code
            .as_deref()
            .ok()
            .and_then(|c| c.managed_init(&name))
            .unwrap_or_default();
        let Some(host) = crate::managed_vars::storage(size, init) else {
            return;
        };
        if !host_var_ptr.is_null() {
            // SAFETY: the host half's pointer (this function's contract); nothing else
            // runs yet: registration precedes `main`.
            unsafe { *host_var_ptr = host as *mut c_void };
        }
        lock(&registry().variables).insert(
            host,
            Variable {
                binary,
                name,
                managed: Some(Storage { host, size }),
            },
        );
    });
}

/// nvcc's module constructors call this before the first kernel; there is
/// nothing to set up.
///
/// # Safety
/// None: nothing is read.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __cudaInitModule(_handle: *mut *mut c_void) -> c_char {
    1
}
