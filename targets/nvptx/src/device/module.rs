//! Loading images into modules (`cuModuleLoadDataEx`), with the JIT's logs and the checks
//! made before the driver reads the bytes.

use std::any::Any;
use std::ffi::{CStr, CString, c_char, c_uint, c_void};
use std::sync::Arc;
use std::sync::atomic::AtomicU32;

use cudarc::driver::sys::{self, CUfunction, CUjit_option, CUmodule, CUresult};
use gpujit_device::{
    Backend, Device, DeviceMemory, Error, Image, ImageFormat, Kernel, KernelSignature, Module,
    ModuleImpl, Result,
};

use super::{Context, CudaDevice, Release};
use crate::cuda;

/// Dynamic shared memory a kernel may use without opting in, in bytes.
pub(super) const DEFAULT_DYNAMIC_SHARED: u32 = 48 * 1024;

/// Size of each JIT log buffer (info and error), in bytes.
const JIT_LOG_BYTES: usize = 16 * 1024;

/// Options for the driver's PTX JIT compiler, given to [`CudaDevice::load_with`].
///
/// They apply to PTX images only; a cubin is already machine code.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct JitOptions {
    /// `CU_JIT_OPTIMIZATION_LEVEL`, 0 to 4 (the driver's default is 4).
    pub optimization_level: Option<u32>,
    /// `CU_JIT_MAX_REGISTERS`: the most registers a thread may use.
    pub max_registers: Option<u32>,
}

impl CudaDevice {
    /// Loads an image with options for the PTX JIT compiler.
    ///
    /// PTX is compiled by the driver (its log is kept: [`CudaModule::jit_log`]); a cubin is
    /// loaded as is. Every kernel of the image's signature list is looked up; one the image
    /// lacks is [`Error::UnknownKernel`]. Where the driver can tell (12.4 and later), each
    /// kernel's parameter sizes are checked against its signature.
    pub fn load_with(&self, image: &Image, options: &JitOptions) -> Result<Module> {
        if self.ctx.is_held() {
            return Err(Error::Unsupported {
                backend: Backend::Cuda,
                what: format!(
                    "loading module `{}` while a kernel that does not return on its own runs \
                     (a ReleaseHold is alive): the driver would wait for that kernel forever",
                    module_name(&image.kernels)
                ),
            });
        }
        let module_name = module_name(&image.kernels);
        let load_error = |status: String, log: String| Error::ModuleLoad {
            backend: Backend::Cuda,
            module: module_name.clone(),
            status,
            log,
        };
        // The driver reads the image through a bare pointer: PTX up to its NUL, a cubin as
        // far as its ELF headers say. Both are checked before it sees them.
        let data: ImageData = match image.format {
            ImageFormat::Ptx => ImageData::Text(
                ptx_text(&image.bytes)
                    .map_err(|e| load_error("the PTX text is not a C string".to_string(), e))?,
            ),
            ImageFormat::Cubin => ImageData::Binary(cubin_words(&image.bytes).map_err(|e| {
                load_error("the cubin is not a well-formed ELF64 file".to_string(), e)
            })?),
            ImageFormat::Hsaco | ImageFormat::HostBitcode => {
                return Err(Error::WrongImageFormat {
                    backend: Backend::Cuda,
                    format: image.format.to_string(),
                });
            }
        };
        if image.format == ImageFormat::Cubin {
            crate::cubin::check_cubin_arch(&image.bytes, &self.info.arch)?;
        }
        if let Some(level) = options.optimization_level
            && level > 4
        {
            return Err(load_error(
                format!("CU_JIT_OPTIMIZATION_LEVEL must be 0 to 4, not {level}"),
                String::new(),
            ));
        }

        let mut info_log = vec![0u8; JIT_LOG_BYTES];
        let mut error_log = vec![0u8; JIT_LOG_BYTES];
        let size_value = std::ptr::without_provenance_mut::<c_void>;
        let mut keys = vec![
            CUjit_option::CU_JIT_INFO_LOG_BUFFER,
            CUjit_option::CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES,
            CUjit_option::CU_JIT_ERROR_LOG_BUFFER,
            CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
            CUjit_option::CU_JIT_LOG_VERBOSE,
        ];
        let mut values: Vec<*mut c_void> = vec![
            info_log.as_mut_ptr().cast(),
            size_value(JIT_LOG_BYTES),
            error_log.as_mut_ptr().cast(),
            size_value(JIT_LOG_BYTES),
            size_value(1),
        ];
        const INFO_SIZE: usize = 1;
        const ERROR_SIZE: usize = 3;
        if matches!(data, ImageData::Text(_)) {
            if let Some(level) = options.optimization_level {
                keys.push(CUjit_option::CU_JIT_OPTIMIZATION_LEVEL);
                values.push(size_value(level as usize));
            }
            if let Some(regs) = options.max_registers {
                keys.push(CUjit_option::CU_JIT_MAX_REGISTERS);
                values.push(size_value(regs as usize));
            }
        }
        let count = c_uint::try_from(keys.len()).unwrap_or(c_uint::MAX);

        self.ctx.make_current()?;
        let mut raw: CUmodule = std::ptr::null_mut();
        // SAFETY: `data.as_ptr()` points to a NUL-terminated PTX text or to a cubin whose ELF
        // headers were checked to lie within the (8-byte aligned) buffer; both outlive the
        // call. `keys` and `values` have `count` entries each; the two log buffers hold
        // JIT_LOG_BYTES bytes as their size options say, and outlive the call; the driver
        // writes the used sizes back into `values`, which is writable. The context is current.
        let status = unsafe {
            sys::cuModuleLoadDataEx(
                &mut raw,
                data.as_ptr(),
                count,
                keys.as_mut_ptr(),
                values.as_mut_ptr(),
            )
        };
        let info_text = log_text(&info_log, values[INFO_SIZE]);
        let error_text = log_text(&error_log, values[ERROR_SIZE]);
        if status != CUresult::CUDA_SUCCESS {
            if cuda::is_sticky_fault(status) {
                return Err(cuda::kernel_fault(
                    &self.ctx.last_kernel(),
                    "cuModuleLoadDataEx",
                    status,
                ));
            }
            let text = cuda::status_text(status);
            let mut status_line = format!(
                "cuModuleLoadDataEx returned {} ({})",
                text.name, status as u32
            );
            if !text.message.is_empty() {
                status_line.push_str(&format!(": {}", text.message));
            }
            status_line.push_str(&format!(
                "; {} image for {}, device is {}",
                image.format, image.arch, self.info.arch
            ));
            if let ImageData::Text(text) = &data {
                let text = String::from_utf8_lossy(text);
                let driver = self.properties.driver_version;
                // The driver's code for it, or any refusal of a PTX asking for a newer ISA
                // than the driver reads: the version is then the first thing to fix.
                if status == CUresult::CUDA_ERROR_UNSUPPORTED_PTX_VERSION
                    || cuda::ptx_too_new(&text, driver)
                {
                    status_line.push_str("; ");
                    status_line.push_str(&cuda::unsupported_ptx_message(&text, driver));
                }
            }
            let log = match (error_text.is_empty(), info_text.is_empty()) {
                (false, false) => format!("{error_text}\n{info_text}"),
                (false, true) => error_text,
                _ => info_text,
            };
            return Err(load_error(status_line, log));
        }
        let handle = ModuleHandle {
            ctx: self.ctx.clone(),
            module: raw,
        };

        let check_abi = self.properties.driver_version >= (12, 4);
        let mut functions = Vec::with_capacity(image.kernels.len());
        for sig in &image.kernels {
            let f = handle.function(&sig.name, &module_name, check_abi)?;
            if check_abi {
                check_parameters(f, sig).map_err(|detail| {
                    load_error(
                        format!("kernel `{}` does not match its signature", sig.name),
                        detail,
                    )
                })?;
            }
            functions.push(f);
        }
        let module = CudaModule {
            dynamic_shared: functions
                .iter()
                .map(|_| AtomicU32::new(DEFAULT_DYNAMIC_SHARED))
                .collect(),
            functions,
            param_counts: image.kernels.iter().map(|k| k.params.len()).collect(),
            jit_log: info_text,
            handle,
        };
        Ok(Module::for_image(
            self.id().clone(),
            Arc::new(module),
            image,
        ))
    }

    /// The loaded CUDA module behind `kernel`, if it was loaded on this device's context.
    pub(super) fn cuda_module<'k>(&self, kernel: &'k Kernel) -> Result<&'k CudaModule> {
        let module = CudaModule::of(kernel.module()).ok_or_else(|| Error::Unsupported {
            backend: Backend::Cuda,
            what: format!(
                "kernel `{}` belongs to a {} module, not a CUDA one",
                kernel.name(),
                kernel.module().backend()
            ),
        })?;
        if module.handle.ctx.raw() != self.ctx.raw() {
            return Err(Error::Unsupported {
                backend: Backend::Cuda,
                what: format!(
                    "kernel `{}` was loaded on CUDA device {}, not on device {}",
                    kernel.name(),
                    module.handle.ctx.ordinal,
                    self.ctx.ordinal
                ),
            });
        }
        Ok(module)
    }

    /// The memory of the module variable `name` of `module`, which must have been loaded
    /// on this device's context.
    pub(super) fn global(&self, module: &Module, name: &str) -> Result<DeviceMemory> {
        let cuda = CudaModule::of(module).ok_or_else(|| Error::Unsupported {
            backend: Backend::Cuda,
            what: format!("a {} module, not a CUDA one", module.backend()),
        })?;
        if cuda.handle.ctx.raw() != self.ctx.raw() {
            return Err(Error::Unsupported {
                backend: Backend::Cuda,
                what: format!(
                    "a module loaded on CUDA device {}, not on device {}",
                    cuda.handle.ctx.ordinal, self.ctx.ordinal
                ),
            });
        }
        self.ctx.make_current()?;
        let (addr, bytes) = cuda.handle.global(name, &format!("{module:?}"))?;
        // SAFETY: `cuModuleGetGlobal` gave the variable's storage in the module, device
        // memory of this context that lives while the module is loaded, which the returned
        // memory keeps.
        Ok(unsafe { gpujit_device::module_variable(self.id().clone(), module, addr, bytes) })
    }

    /// The driver function of `kernel` (which must belong to a module of this context) and the
    /// module that holds it.
    pub(super) fn function<'k>(&self, kernel: &'k Kernel) -> Result<(&'k CudaModule, CUfunction)> {
        let module = self.cuda_module(kernel)?;
        match module.functions.get(kernel.index()) {
            Some(&function) => Ok((module, function)),
            None => Err(Error::UnknownKernel {
                name: kernel.name().to_string(),
                available: Vec::new(),
            }),
        }
    }
}

/// A loaded CUDA module: unloaded when dropped, with the context current.
pub(super) struct ModuleHandle {
    pub(super) ctx: Arc<Context>,
    module: CUmodule,
}

impl ModuleHandle {
    /// Looks a kernel up by name.
    fn function(&self, name: &str, module_name: &str, can_list: bool) -> Result<CUfunction> {
        let c_name = CString::new(name).map_err(|_| Error::ModuleLoad {
            backend: Backend::Cuda,
            module: module_name.to_string(),
            status: format!("kernel name {name:?} contains a NUL byte"),
            log: String::new(),
        })?;
        let mut f: CUfunction = std::ptr::null_mut();
        // SAFETY: `self.module` is loaded in `self.ctx`, which the caller made current;
        // `c_name` is NUL-terminated and outlives the call; `f` is a writable out-pointer.
        let status = unsafe { sys::cuModuleGetFunction(&mut f, self.module, c_name.as_ptr()) };
        if status == CUresult::CUDA_ERROR_NOT_FOUND {
            return Err(Error::UnknownKernel {
                name: name.to_string(),
                available: if can_list {
                    self.kernel_names()
                } else {
                    Vec::new()
                },
            });
        }
        self.ctx.check("cuModuleGetFunction", status)?;
        Ok(f)
    }

    /// The address and size of the module variable `name` (`cuModuleGetGlobal`); the
    /// caller made the context current.
    fn global(&self, name: &str, module_name: &str) -> Result<(u64, usize)> {
        let unknown = || Error::UnknownGlobal {
            name: name.to_string(),
            module: module_name.to_string(),
            known: Vec::new(),
        };
        let c_name = CString::new(name).map_err(|_| unknown())?;
        let (mut dptr, mut bytes): (sys::CUdeviceptr, usize) = (0, 0);
        // SAFETY: `self.module` is loaded in `self.ctx`, which the caller made current;
        // `c_name` is NUL-terminated and outlives the call; both out-pointers are writable.
        let status = unsafe {
            sys::cuModuleGetGlobal_v2(&mut dptr, &mut bytes, self.module, c_name.as_ptr())
        };
        if status == CUresult::CUDA_ERROR_NOT_FOUND {
            return Err(unknown());
        }
        self.ctx.check("cuModuleGetGlobal", status)?;
        Ok((dptr, bytes))
    }

    /// Names of the kernels the module defines (driver 12.4 and later); empty on failure.
    fn kernel_names(&self) -> Vec<String> {
        let mut count: c_uint = 0;
        // SAFETY: the module is loaded in the current context; `count` is writable.
        let status = unsafe { sys::cuModuleGetFunctionCount(&mut count, self.module) };
        if status != CUresult::CUDA_SUCCESS || count == 0 {
            return Vec::new();
        }
        let mut functions: Vec<CUfunction> = vec![std::ptr::null_mut(); count as usize];
        // SAFETY: `functions` has room for `count` handles.
        let status =
            unsafe { sys::cuModuleEnumerateFunctions(functions.as_mut_ptr(), count, self.module) };
        if status != CUresult::CUDA_SUCCESS {
            return Vec::new();
        }
        functions
            .into_iter()
            .filter_map(|f| {
                let mut name: *const c_char = std::ptr::null();
                // SAFETY: `f` was just returned by the driver for this loaded module; `name`
                // is a writable out-pointer.
                let status = unsafe { sys::cuFuncGetName(&mut name, f) };
                if status != CUresult::CUDA_SUCCESS || name.is_null() {
                    return None;
                }
                // SAFETY: on success the driver returns a NUL-terminated string owned by the
                // module, which is alive here; it is copied at once.
                Some(
                    unsafe { CStr::from_ptr(name) }
                        .to_string_lossy()
                        .into_owned(),
                )
            })
            .collect()
    }
}

impl Drop for ModuleHandle {
    fn drop(&mut self) {
        // The module was loaded in this context, still retained (`self.ctx`), and is unloaded
        // exactly once. No Kernel can use it any more: they hold the Module that owns this
        // handle.
        self.ctx.release(Release::Module(self.module as usize));
    }
}

/// The CUDA side of a loaded [`Module`]: the module and one function per kernel.
pub struct CudaModule {
    /// One per kernel, in the order of the image's signatures.
    pub(super) functions: Vec<CUfunction>,
    /// Parameter count of each kernel's signature.
    pub(super) param_counts: Vec<usize>,
    /// Largest dynamic shared memory each kernel has been allowed so far.
    pub(super) dynamic_shared: Vec<AtomicU32>,
    jit_log: String,
    /// Declared last: dropped (unloaded) after everything above.
    pub(super) handle: ModuleHandle,
}

// SAFETY: CUmodule and CUfunction handles are valid in their context from any thread, and the
// driver API is thread-safe; every use makes the context current on the calling thread
// first. The rest is plain data and atomics.
unsafe impl Send for CudaModule {}
// SAFETY: as for Send: `&CudaModule` only hands the handles to the thread-safe driver.
unsafe impl Sync for CudaModule {}

impl CudaModule {
    /// The CUDA module behind `module`, if it was loaded by a [`CudaDevice`].
    pub fn of(module: &Module) -> Option<&CudaModule> {
        module.inner().as_any().downcast_ref::<CudaModule>()
    }

    /// The driver's JIT info log from loading the module (verbose: registers, spills, ...).
    /// Empty for a cubin.
    pub fn jit_log(&self) -> &str {
        &self.jit_log
    }
}

impl ModuleImpl for CudaModule {
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// An image's bytes, laid out as the driver wants them.
enum ImageData {
    /// PTX, NUL-terminated.
    Text(Vec<u8>),
    /// A cubin, copied into 8-byte aligned storage.
    Binary(Vec<u64>),
}

impl ImageData {
    fn as_ptr(&self) -> *const c_void {
        match self {
            ImageData::Text(t) => t.as_ptr().cast(),
            ImageData::Binary(b) => b.as_ptr().cast(),
        }
    }
}

/// PTX text with exactly one NUL, at its end. Trailing NULs already there are accepted.
pub(super) fn ptx_text(bytes: &[u8]) -> std::result::Result<Vec<u8>, String> {
    let end = bytes.iter().rposition(|&b| b != 0).map_or(0, |i| i + 1);
    let text = &bytes[..end];
    if let Some(at) = text.iter().position(|&b| b == 0) {
        return Err(format!(
            "NUL byte at offset {at} of {} (the driver would stop reading there)",
            bytes.len()
        ));
    }
    let mut out = Vec::with_capacity(text.len() + 1);
    out.extend_from_slice(text);
    out.push(0);
    Ok(out)
}

/// Checks that `bytes` is an ELF64 file whose header tables lie inside it, and copies it into
/// 8-byte aligned storage (zero-padded at the end).
pub(super) fn cubin_words(bytes: &[u8]) -> std::result::Result<Vec<u64>, String> {
    const HEADER: usize = 64;
    if bytes.len() < HEADER || &bytes[..4] != b"\x7fELF" {
        return Err(format!(
            "{} bytes without an ELF header (a cubin starts with \\x7fELF)",
            bytes.len()
        ));
    }
    if bytes[4] != 2 || bytes[5] != 1 {
        return Err("not a little-endian 64-bit ELF file".to_string());
    }
    let u16_at = |at: usize| u64::from(u16::from_le_bytes([bytes[at], bytes[at + 1]]));
    let u64_at = |at: usize| {
        let mut b = [0u8; 8];
        b.copy_from_slice(&bytes[at..at + 8]);
        u64::from_le_bytes(b)
    };
    let len = bytes.len() as u64;
    let table_fits = |offset: u64, entry: u64, count: u64| {
        count == 0
            || entry
                .checked_mul(count)
                .and_then(|size| size.checked_add(offset))
                .is_some_and(|end| end <= len)
    };
    let (phoff, phentsize, phnum) = (u64_at(32), u16_at(54), u16_at(56));
    let (shoff, shentsize, shnum) = (u64_at(40), u16_at(58), u16_at(60));
    if !table_fits(phoff, phentsize, phnum) || !table_fits(shoff, shentsize, shnum) {
        return Err(format!(
            "ELF header tables reach past the end of the {len}-byte image (truncated cubin?)"
        ));
    }
    Ok(bytes
        .chunks(8)
        .map(|chunk| {
            let mut b = [0u8; 8];
            b[..chunk.len()].copy_from_slice(chunk);
            u64::from_ne_bytes(b)
        })
        .collect())
}

/// A JIT log buffer's text: as many bytes as the driver says it used, up to the first NUL.
pub(super) fn log_text(buffer: &[u8], used: *mut c_void) -> String {
    // The option is an `unsigned int` passed in a pointer-sized slot: read the low 32 bits.
    let used = (used.addr() as u32 as usize).min(buffer.len());
    let text = &buffer[..used];
    let end = text.iter().position(|&b| b == 0).unwrap_or(text.len());
    String::from_utf8_lossy(&text[..end]).trim_end().to_string()
}

/// The name used for a module in errors: its kernels, joined.
pub(super) fn module_name(kernels: &[KernelSignature]) -> String {
    if kernels.is_empty() {
        "(no kernels)".to_string()
    } else {
        kernels
            .iter()
            .map(|k| k.name.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// Compares a kernel's parameters, as the driver sees them, with its signature.
/// Needs `cuFuncGetParamInfo` (driver 12.4 and later).
pub(super) fn check_parameters(
    f: CUfunction,
    sig: &KernelSignature,
) -> std::result::Result<(), String> {
    // `None`: no parameter at `index`. An answer this check cannot interpret skips it.
    let param_size = |index: usize| -> std::result::Result<Option<usize>, ()> {
        let (mut offset, mut size) = (0usize, 0usize);
        // SAFETY: `f` belongs to a module loaded in the current context; both out-pointers
        // are writable.
        let status = unsafe { sys::cuFuncGetParamInfo(f, index, &mut offset, &mut size) };
        match status {
            CUresult::CUDA_SUCCESS => Ok(Some(size)),
            // The documented answer for an index past the last parameter.
            CUresult::CUDA_ERROR_INVALID_VALUE => Ok(None),
            _ => Err(()),
        }
    };
    let Ok(sizes) = (0..=sig.params.len())
        .map(param_size)
        .collect::<std::result::Result<Vec<_>, ()>>()
    else {
        return Ok(());
    };
    for (index, param) in sig.params.iter().enumerate() {
        match sizes[index] {
            None => {
                return Err(format!(
                    "the kernel takes {index} parameters; the signature lists {}",
                    sig.params.len()
                ));
            }
            Some(size) if size != param.ty.size() => {
                return Err(format!(
                    "parameter {index} (`{}`: {}) is {size} bytes in the kernel, {} in the \
                     signature",
                    param.name,
                    param.ty,
                    param.ty.size()
                ));
            }
            Some(_) => {}
        }
    }
    if sizes[sig.params.len()].is_some() {
        return Err(format!(
            "the kernel takes more than the {} parameters the signature lists",
            sig.params.len()
        ));
    }
    Ok(())
}
