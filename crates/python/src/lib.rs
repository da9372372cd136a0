//! `gpujit._gpujit`: the Python extension module. Devices, compiling
//! (library kernels, portable or NVVM `.ll`/`.bc`, serialized builder
//! modules, CUDA C++ source through `RawModule`/`RawKernel`), launching on arrays of other libraries without copies, device
//! buffers, and the persistent runtime (the `runtime` module). The Python package
//! `gpujit` (crates/python/python/gpujit) wraps it and documents it; its type
//! stubs are `_gpujit.pyi`.

#![deny(missing_docs)]
#![deny(clippy::undocumented_unsafe_blocks)]

use std::sync::{Arc, Mutex};

use gpujit::{Jit, KernelArg, LaunchConfig, ParamType, ScalarType};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict};

mod arrays;
mod blas;
mod blas_level1;
mod cache;
mod dev;
mod expr;
mod raw;
mod runtime;
mod specialize;
mod texture;

pyo3::create_exception!(
    _gpujit,
    Error,
    pyo3::exceptions::PyException,
    "Base class of gpujit's errors; the message is gpujit's."
);
pyo3::create_exception!(
    _gpujit,
    CompileError,
    Error,
    "Building, importing, lowering or compiling a kernel failed."
);
pyo3::create_exception!(
    _gpujit,
    DeviceError,
    Error,
    "A device, driver, memory or launch error (a launch that does not fit its kernel included)."
);
pyo3::create_exception!(
    _gpujit,
    PersistentError,
    Error,
    "The persistent runtime: unknown operators, bad tasks, failed installs, stuck workers."
);

/// A gpujit error as the Python exception of its kind.
pub(crate) fn py_err(e: gpujit::Error) -> PyErr {
    let msg = e.to_string();
    match e {
        // A kernel of the module that could not be compiled for this device.
        gpujit::Error::Device(gpujit::DeviceError::KernelRefused { .. }) => {
            CompileError::new_err(msg)
        }
        gpujit::Error::Device(_) | gpujit::Error::NoSuchDevice { .. } => DeviceError::new_err(msg),
        gpujit::Error::Ir(_)
        | gpujit::Error::Nvptx(_)
        | gpujit::Error::Amdgcn(_)
        | gpujit::Error::Cuda(_) => CompileError::new_err(msg),
        gpujit::Error::Runtime(_) => PersistentError::new_err(msg),
        _ => Error::new_err(msg),
    }
}

/// Element type names as Python spells them (`float32`, `f32`, `<f4`, ...).
pub(crate) fn scalar_type(name: &str) -> PyResult<ScalarType> {
    Ok(match name {
        "f32" | "float32" | "float" => ScalarType::F32,
        "f64" | "float64" | "double" => ScalarType::F64,
        "f16" | "float16" | "half" => ScalarType::F16,
        "bf16" | "bfloat16" => ScalarType::BF16,
        "i8" | "int8" => ScalarType::I8,
        "u8" | "uint8" => ScalarType::U8,
        "i16" | "int16" => ScalarType::I16,
        "u16" | "uint16" => ScalarType::U16,
        "i32" | "int32" => ScalarType::I32,
        "u32" | "uint32" => ScalarType::U32,
        "i64" | "int64" => ScalarType::I64,
        "u64" | "uint64" => ScalarType::U64,
        "bool" => ScalarType::Bool,
        other => return arrays::typestr(other),
    })
}

/// A device: the CUDA GPU, the host CPU, the AMDGCN emulator, or an AMD GPU,
/// with its compile cache.
#[pyclass(module = "gpujit._gpujit", frozen)]
pub(crate) struct Device {
    pub(crate) jit: Arc<Jit>,
    /// Arrays of launches not yet known finished (GPU launches are asynchronous).
    pub(crate) keep: Mutex<Vec<Py<PyAny>>>,
    /// The BLAS handle (`gpujit.blas`), made on first use.
    pub(crate) blas: Mutex<Option<Arc<gpujit_blas::Blas>>>,
}

impl Device {
    pub(crate) fn from_jit(jit: Arc<Jit>) -> Device {
        Device {
            jit,
            keep: Mutex::new(Vec::new()),
            blas: Mutex::new(None),
        }
    }

    /// [`Device::launch`] of a kernel of this device: the launch of
    /// `Device.launch` and of a `RawKernel` call.
    pub(crate) fn launch_kernel(
        &self,
        py: Python<'_>,
        kernel: &gpujit::Kernel,
        grid: &Bound<'_, PyAny>,
        block: &Bound<'_, PyAny>,
        args: Vec<Bound<'_, PyAny>>,
        shared: u32,
    ) -> PyResult<()> {
        let (jit, k) = (self.jit.clone(), kernel.clone());
        // SAFETY: every pointer argument is a gpujit buffer of this device or an array
        // in memory its kernels reach (both checked by `kernel_arg`), kept alive by
        // `launch_with`: through the call on the host device and the emulator, whose
        // launches return when the kernel has, and until `synchronize` on CUDA. What
        // the kernel does inside that memory is the kernel's, as for any launch.
        self.launch_with(
            py,
            kernel,
            (grid, block, shared),
            args,
            &|cfg, kargs| unsafe { dev::launch(&jit, &k, cfg, kargs) },
        )
    }

    /// Converts `args` for `kernel`'s parameters and runs `launch` with them
    /// (outside the GIL), keeping the arrays passed alive until the launch
    /// is known finished. `launch` must be safe to give the converted
    /// arguments to as `dev::launch` is.
    pub(crate) fn launch_with(
        &self,
        py: Python<'_>,
        kernel: &gpujit::Kernel,
        (grid, block, shared): (&Bound<'_, PyAny>, &Bound<'_, PyAny>, u32),
        args: Vec<Bound<'_, PyAny>>,
        launch: &(dyn Fn(&LaunchConfig, &[KernelArg<'_>]) -> gpujit::Result<()> + Sync),
    ) -> PyResult<()> {
        let cfg = LaunchConfig {
            grid: dim3(grid, "grid")?,
            block: dim3(block, "block")?,
            shared_bytes: shared,
        };
        let params = &kernel.signature().params;
        if args.len() != params.len() {
            return Err(DeviceError::new_err(format!(
                "kernel `{}` takes {} arguments ({}), {} given",
                kernel.name(),
                params.len(),
                params
                    .iter()
                    .map(|p| format!("{}: {}", p.name, p.ty))
                    .collect::<Vec<_>>()
                    .join(", "),
                args.len()
            )));
        }
        let mut keep = Vec::new();
        let kargs = args
            .iter()
            .zip(params)
            .enumerate()
            .map(|(i, (a, p))| kernel_arg(&self.jit, a, p.ty, i, &mut keep))
            .collect::<PyResult<Vec<_>>>()?;
        py.detach(|| launch(&cfg, &kargs)).map_err(py_err)?;
        if dev::info(&self.jit).backend != gpujit::Backend::Host {
            // GPU launches are asynchronous: their arrays live until `synchronize`.
            self.keep
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .extend(keep);
        }
        Ok(())
    }
}

fn dim3(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<gpujit::Dim3> {
    if let Ok(x) = obj.extract::<u32>() {
        return Ok(gpujit::Dim3::x(x));
    }
    let v: Vec<u32> = obj.extract().map_err(|_| {
        PyTypeError::new_err(format!("{what} must be an int or a tuple of 1 to 3 ints"))
    })?;
    match v[..] {
        [x] => Ok(gpujit::Dim3 { x, y: 1, z: 1 }),
        [x, y] => Ok(gpujit::Dim3 { x, y, z: 1 }),
        [x, y, z] => Ok(gpujit::Dim3 { x, y, z }),
        _ => Err(PyValueError::new_err(format!(
            "{what} has {} extents; 1 to 3",
            v.len()
        ))),
    }
}

/// A Python number as a scalar argument of type `ty`.
pub(crate) fn scalar_arg(obj: &Bound<'_, PyAny>, ty: ScalarType) -> PyResult<KernelArg<'static>> {
    let bad = |e: PyErr| PyTypeError::new_err(format!("expected a {ty} value: {e}"));
    Ok(match ty {
        ScalarType::F32 => KernelArg::from(obj.extract::<f32>().map_err(bad)?),
        ScalarType::F64 => KernelArg::from(obj.extract::<f64>().map_err(bad)?),
        ScalarType::I8 => KernelArg::from(obj.extract::<i8>().map_err(bad)?),
        ScalarType::U8 => KernelArg::from(obj.extract::<u8>().map_err(bad)?),
        ScalarType::I16 => KernelArg::from(obj.extract::<i16>().map_err(bad)?),
        ScalarType::U16 => KernelArg::from(obj.extract::<u16>().map_err(bad)?),
        ScalarType::I32 => KernelArg::from(obj.extract::<i32>().map_err(bad)?),
        ScalarType::U32 => KernelArg::from(obj.extract::<u32>().map_err(bad)?),
        ScalarType::I64 => KernelArg::from(obj.extract::<i64>().map_err(bad)?),
        ScalarType::U64 => KernelArg::from(obj.extract::<u64>().map_err(bad)?),
        ScalarType::Bool => KernelArg::from(obj.extract::<bool>().map_err(bad)?),
        ScalarType::F16 | ScalarType::BF16 => {
            return Err(PyTypeError::new_err(format!(
                "{ty} scalars are not taken from Python numbers"
            )));
        }
    })
}

/// One launch argument for parameter `ty`: a gpujit [`Buffer`] of this
/// device or a contiguous array of another library in memory this device's
/// kernels reach, as a raw address (`keep` holding what keeps the memory
/// alive), or a number. The address is all a launch gets: whoever launches
/// with it keeps `keep` until the launch is known done.
/// A struct passed by value: `bytes`, `bytearray`, a NumPy structured scalar
/// or array of one element, a ctypes structure, or anything else with the
/// buffer protocol, holding exactly the parameter's `size` bytes.
fn struct_arg(
    obj: &Bound<'_, PyAny>,
    size: u16,
    align: u16,
    index: usize,
    keep: &mut Vec<Py<PyAny>>,
) -> PyResult<KernelArg<'static>> {
    let py = obj.py();
    let view = py
        .import("builtins")?
        .getattr("memoryview")?
        .call1((obj,))
        .map_err(|_| {
            PyTypeError::new_err(format!(
                "argument {index}: the kernel takes a {size}-byte struct by value; pass bytes, a \
                 NumPy structured scalar or a ctypes structure, not a {}",
                obj.get_type()
                    .name()
                    .map_or_else(|_| "?".into(), |n| n.to_string())
            ))
        })?;
    let bytes = view.call_method0("tobytes")?.cast_into::<PyBytes>()?;
    if bytes.as_bytes().len() != usize::from(size) {
        return Err(PyValueError::new_err(format!(
            "argument {index}: the kernel takes a {size}-byte struct (aligned to {align}), \
             {} bytes were given",
            bytes.as_bytes().len()
        )));
    }
    let data: &[u8] = bytes.as_bytes();
    // SAFETY: the bytes object is immutable and kept alive in `keep` for as long as
    // the launch may read the argument (through the call, or until `synchronize`).
    let data: &'static [u8] = unsafe { std::slice::from_raw_parts(data.as_ptr(), data.len()) };
    keep.push(bytes.into_any().unbind());
    KernelArg::struct_bytes(data, align).ok_or_else(|| {
        PyValueError::new_err(format!(
            "argument {index}: a {size}-byte struct aligned to {align} cannot be passed"
        ))
    })
}

/// The file's name (the module's label) and bytes.
/// `Device.compile` of a `.cu` file: CUDA C++ with `options`, its folder
/// first on the include path.
fn compile_cu(
    slf: &Bound<'_, Device>,
    py: Python<'_>,
    path: &std::path::Path,
    name: Option<String>,
    options: Option<Vec<String>>,
) -> PyResult<Module> {
    let (label, bytes) = read_source(path)?;
    let code = String::from_utf8(bytes).map_err(|_| {
        PyValueError::new_err(format!("{}: CUDA C++ source is not UTF-8", path.display()))
    })?;
    let mut opts = Vec::new();
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        opts.push(format!("-I{}", dir.display()));
    }
    opts.extend(options.unwrap_or_default());
    let program = gpujit::cuda::Program::new(&name.unwrap_or(label), &code).options(&opts);
    let jit = slf.get().jit.clone();
    let (module, _) = py
        .detach(|| dev::compile_cuda(&jit, &program))
        .map_err(|e| raw::compile_err(py, e))?;
    Ok(Module {
        module,
        origin: Some(Arc::new(specialize::Origin {
            device: slf.clone().unbind(),
            source: program.into(),
        })),
    })
}

fn read_source(path: &std::path::Path) -> PyResult<(String, Vec<u8>)> {
    let bytes = std::fs::read(path)
        .map_err(|e| pyo3::exceptions::PyOSError::new_err(format!("{}: {e}", path.display())))?;
    let label = path
        .file_name()
        .map_or("module".into(), |f| f.to_string_lossy().into_owned());
    Ok((label, bytes))
}

/// `ll`, `bc`, `ptx` or `cu` where `s` looks like the path of such a file.
fn source_extension(s: &str) -> Option<&'static str> {
    let lower = s.trim().to_ascii_lowercase();
    ["ll", "bc", "ptx", "cu"]
        .into_iter()
        .find(|ext| lower.ends_with(&format!(".{ext}")) && !lower.contains('\n'))
}

/// Whether `obj` stands for a null pointer: `None`, or the integer 0 (not
/// `False`).
fn is_null(obj: &Bound<'_, PyAny>) -> PyResult<bool> {
    if obj.is_none() {
        return Ok(true);
    }
    if obj.is_instance_of::<pyo3::types::PyBool>() || !obj.is_instance_of::<pyo3::types::PyInt>() {
        return Ok(false);
    }
    Ok(obj.extract::<i64>().is_ok_and(|v| v == 0))
}

pub(crate) fn kernel_arg(
    jit: &Jit,
    obj: &Bound<'_, PyAny>,
    ty: ParamType,
    index: usize,
    keep: &mut Vec<Py<PyAny>>,
) -> PyResult<KernelArg<'static>> {
    if let Ok(t) = obj.cast::<texture::Texture>() {
        let arg = texture::texture_arg(jit, t.get(), ty, index)?;
        keep.push(obj.clone().unbind());
        return Ok(arg);
    }
    if let Ok(b) = obj.cast::<Buffer>() {
        let b = b.get();
        gpujit_device::check_owned(
            jit.device().id(),
            b.buf.memory().device(),
            &format!("argument {index}"),
        )
        .map_err(|e| py_err(e.into()))?;
        keep.push(obj.clone().unbind());
        return Ok(KernelArg::address(b.buf.memory().addr(), Some(b.dtype)));
    }
    if let ParamType::Scalar(s) = ty {
        return scalar_arg(obj, s)
            .map_err(|e| PyTypeError::new_err(format!("argument {index}: {e}")));
    }
    if let ParamType::Bytes { size, align } = ty {
        return struct_arg(obj, size, align, index, keep);
    }
    if let ParamType::Pointer(elem) = ty
        && is_null(obj)?
    {
        // A null pointer, for optional inputs (a mask, a bias): nothing to
        // keep alive, and nothing the kernel may dereference.
        return Ok(KernelArg::address(0, elem));
    }
    let Some(a) = arrays::view(obj)? else {
        return Err(PyTypeError::new_err(format!(
            "argument {index} is a {}, the kernel takes {ty}: pass a gpujit Buffer or an array \
             (__cuda_array_interface__, __array_interface__ or __dlpack__), or None (or 0) for a \
             null pointer",
            obj.get_type().name()?
        )));
    };
    if !reaches(jit, &a) {
        return Err(PyValueError::new_err(format!(
            "argument {index}: an array in {:?} memory cannot be used by {} ({}) without a copy",
            a.place,
            dev::info(jit).name,
            dev::info(jit).backend
        )));
    }
    if !a.is_contiguous() {
        return Err(PyValueError::new_err(format!(
            "argument {index}: the array is not contiguous (shape {:?}, strides {:?} elements) \
             and the kernel takes a pointer to consecutive elements: pass a contiguous array \
             (numpy.ascontiguousarray, Tensor.contiguous)",
            a.shape, a.strides
        )));
    }
    keep.push(a.owner);
    Ok(KernelArg::address(a.addr, Some(a.dtype)))
}

/// Whether the kernels of `jit`'s device reach the memory of `a` in place:
/// CUDA arrays of its ordinal on a CUDA device, host arrays on a device that
/// sees host memory (the host CPU, the emulator).
pub(crate) fn reaches(jit: &Jit, a: &arrays::ArrayView) -> bool {
    if dev::is_cuda(jit) {
        matches!(a.place, arrays::Place::Cuda(id) if id.is_none_or(|id| Some(id as u32) == dev::cuda_ordinal(jit)))
    } else {
        dev::sees_host_memory(jit) && a.place == arrays::Place::Host
    }
}

#[pymethods]
impl Device {
    /// Opens a device: `auto` (CUDA, then HIP, then the host CPU), `cuda`,
    /// `hip`, `host` or `amdgcn-emu`, or one device of several with its
    /// ordinal (`cuda:1`); an ordinal past the last device is a `DeviceError`
    /// listing the devices there are. `coarsen=False` compiles no coarsened
    /// variants of elementwise kernels (every launch runs its blocks as
    /// written); unset, `GPUJIT_COARSEN` decides (`0` or `1`, default on).
    #[new]
    #[pyo3(signature = (name = "auto", *, coarsen = None))]
    fn new(py: Python<'_>, name: &str, coarsen: Option<bool>) -> PyResult<Device> {
        let jit = py.detach(|| dev::open(name, coarsen)).map_err(py_err)?;
        Ok(Device::from_jit(jit))
    }

    /// Whether kernels compiled here get coarsened variants (see `coarsen`).
    #[getter]
    fn coarsen(&self) -> bool {
        self.jit.coarsening()
    }

    /// Marketing name.
    #[getter]
    fn name(&self) -> String {
        dev::info(&self.jit).name.clone()
    }

    /// `cuda`, `hip` or `host`.
    #[getter]
    fn backend(&self) -> String {
        dev::info(&self.jit).backend.to_string()
    }

    /// Architecture compiled for (`sm_90`, `gfx942`, `x86-64`).
    #[getter]
    fn arch(&self) -> String {
        dev::info(&self.jit).arch.clone()
    }

    /// Multiprocessors (host: cores).
    #[getter]
    fn multiprocessors(&self) -> u32 {
        dev::info(&self.jit).multiprocessors
    }

    /// Threads in a warp.
    #[getter]
    fn warp_size(&self) -> u32 {
        dev::info(&self.jit).warp_size
    }

    /// Largest block, in threads.
    #[getter]
    fn max_threads_per_block(&self) -> u32 {
        dev::info(&self.jit).max_threads_per_block
    }

    /// Device memory in bytes.
    #[getter]
    fn total_memory(&self) -> u64 {
        dev::info(&self.jit).total_memory
    }

    /// Ordinal within its backend.
    #[getter]
    fn ordinal(&self) -> u32 {
        dev::info(&self.jit).ordinal
    }

    fn __repr__(&self) -> String {
        let i = dev::info(&self.jit);
        format!(
            "gpujit.Device({} {}: {} ({}))",
            i.backend, i.ordinal, i.name, i.arch
        )
    }

    /// Compiles and loads a module: a library kernel's name (`saxpy`, ...),
    /// LLVM IR as `str` text or `bytes` (`.ll` text or `.bc` bitcode; NVVM IR
    /// is lifted), PTX text (as given on NVIDIA, translated elsewhere), or a
    /// path (`os.PathLike`, or a `str` ending in `.ll`, `.bc`, `.ptx` or
    /// `.cu`) to such a file. A `.cu` file is CUDA C++, compiled as
    /// `RawModule` compiles its code, with NVRTC-style `options` (its folder is
    /// searched for `#include "..."` first). A module built with gpujit's Rust
    /// builder is passed as its bitcode. With `as_written`, NVVM IR is
    /// compiled as its producer wrote it (NVIDIA only).
    #[pyo3(signature = (source, *, name = None, as_written = false, options = None))]
    fn compile(
        slf: &Bound<'_, Self>,
        py: Python<'_>,
        source: &Bound<'_, PyAny>,
        name: Option<String>,
        as_written: bool,
        options: Option<Vec<String>>,
    ) -> PyResult<Module> {
        let this = slf.get();
        let origin = |source: gpujit::specialize::KernelSource| {
            Some(Arc::new(specialize::Origin {
                device: slf.clone().unbind(),
                source,
            }))
        };
        let (label, bytes): (String, Option<Vec<u8>>) = if let Ok(b) = source.cast::<PyBytes>() {
            (
                name.clone().unwrap_or_else(|| "module.bc".into()),
                Some(b.as_bytes().to_vec()),
            )
        } else if let Ok(s) = source.extract::<String>() {
            if gpujit::library::KERNELS.iter().any(|(k, _)| *k == s)
                || matches!(s.as_str(), "block_reverse" | "index3d")
            {
                let m = gpujit::library::module(&s).map_err(py_err)?;
                let jit = this.jit.clone();
                let module = py.detach(|| dev::load(&jit, &m)).map_err(py_err)?;
                return Ok(Module {
                    module,
                    origin: origin(m.into()),
                });
            }
            if gpujit::ir::ptx::is_ptx(s.as_bytes()) {
                (
                    name.clone().unwrap_or_else(|| "module.ptx".into()),
                    Some(s.into_bytes()),
                )
            } else if s.contains("define ") || s.contains("target triple") {
                (
                    name.clone().unwrap_or_else(|| "module.ll".into()),
                    Some(s.into_bytes()),
                )
            } else if let Some(ext) = source_extension(&s) {
                let path = std::path::PathBuf::from(&s);
                if !path.is_file() {
                    return Err(pyo3::exceptions::PyFileNotFoundError::new_err(format!(
                        "`{s}` looks like a path to a .{ext} file, and there is no such file"
                    )));
                }
                if ext == "cu" {
                    return compile_cu(slf, py, &path, name, options);
                }
                let (label, bytes) = read_source(&path)?;
                (name.clone().unwrap_or(label), Some(bytes))
            } else {
                return Err(PyValueError::new_err(format!(
                    "`{s}` is neither a library kernel ({}, block_reverse, index3d), LLVM IR \
                     or PTX text nor the path of a .ll, .bc, .ptx or .cu file; pass other paths as a \
                     pathlib.Path",
                    gpujit::library::NAMES
                )));
            }
        } else if source.hasattr("__fspath__")? {
            let path: std::path::PathBuf = source.extract()?;
            if path
                .extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("cu"))
            {
                return compile_cu(slf, py, &path, name, options);
            }
            let (label, bytes) = read_source(&path)?;
            (name.clone().unwrap_or(label), Some(bytes))
        } else {
            return Err(PyTypeError::new_err(
                "source must be a library kernel name, IR text (str), IR or bitcode (bytes) or a path",
            ));
        };
        if options.is_some() {
            return Err(PyValueError::new_err(
                "`options` are CUDA C++ compile options: they go with the path of a .cu file",
            ));
        }
        let bytes = bytes.unwrap_or_default();
        let jit = this.jit.clone();
        let (module, source) = py
            .detach(
                || -> gpujit::Result<(gpujit::Module, gpujit::specialize::KernelSource)> {
                    if gpujit::ir::ptx::is_ptx(&bytes) {
                        let text = String::from_utf8_lossy(&bytes);
                        let m = gpujit::PtxModule::from_text(&label, &text)?;
                        Ok((dev::load_ptx(&jit, &m)?, m.into()))
                    } else if as_written {
                        let m = gpujit::NvvmModule::from_ir(&label, &bytes)?;
                        Ok((dev::load_nvvm(&jit, &m)?, m.into()))
                    } else {
                        let m = gpujit::PortableModule::from_ir(&label, &bytes)?;
                        Ok((dev::load(&jit, &m)?, m.into()))
                    }
                },
            )
            .map_err(py_err)?;
        Ok(Module {
            module,
            origin: origin(source),
        })
    }

    /// Writes `data` (bytes, or a C-contiguous host array such as a NumPy
    /// array) to the start of the module variable `name` of `module` (a CUDA
    /// `__constant__` or `__device__` variable), as `cudaMemcpyToSymbol` does:
    /// after the kernels launched before, before any launched after.
    fn write_global(
        &self,
        py: Python<'_>,
        module: &Module,
        name: &str,
        data: &Bound<'_, PyAny>,
    ) -> PyResult<()> {
        let bytes: Vec<u8> = py
            .import("builtins")?
            .getattr("memoryview")?
            .call1((data,))
            .and_then(|v| v.call_method0("tobytes"))
            .and_then(|b| Ok(b.cast_into::<PyBytes>()?.as_bytes().to_vec()))
            .map_err(|_| {
                PyTypeError::new_err("write_global takes bytes or a C-contiguous host array")
            })?;
        let (jit, m) = (self.jit.clone(), module.module.clone());
        py.detach(|| dev::write_global(&jit, &m, name, &bytes))
            .map_err(py_err)
    }

    /// The bytes of the module variable `name` of `module`, as
    /// `cudaMemcpyFromSymbol` reads them (after the kernels launched before).
    fn read_global<'py>(
        &self,
        py: Python<'py>,
        module: &Module,
        name: &str,
    ) -> PyResult<Bound<'py, PyBytes>> {
        let (jit, m) = (self.jit.clone(), module.module.clone());
        let bytes = py
            .detach(|| dev::read_global(&jit, &m, name))
            .map_err(py_err)?;
        Ok(PyBytes::new(py, &bytes))
    }

    /// A zeroed buffer of `n` elements of `dtype`.
    #[pyo3(signature = (n, dtype = "f32"))]
    fn alloc(&self, py: Python<'_>, n: usize, dtype: &str) -> PyResult<Buffer> {
        let ty = scalar_type(dtype)?;
        let jit = self.jit.clone();
        let buf = py.detach(|| dev::alloc(&jit, ty, n)).map_err(py_err)?;
        Ok(Buffer {
            jit: self.jit.clone(),
            buf,
            dtype: ty,
            len: n,
        })
    }

    /// A buffer holding a copy of `data`: `bytes` (with `dtype`) or a
    /// C-contiguous host array (`__array_interface__`, e.g. NumPy).
    #[pyo3(signature = (data, dtype = None))]
    fn upload(
        &self,
        py: Python<'_>,
        data: &Bound<'_, PyAny>,
        dtype: Option<&str>,
    ) -> PyResult<Buffer> {
        let (bytes, ty) = if let Ok(b) = data.cast::<PyBytes>() {
            let ty = scalar_type(dtype.unwrap_or("u8"))?;
            (b.as_bytes().to_vec(), ty)
        } else {
            let Some(a) = arrays::view(data)? else {
                return Err(PyTypeError::new_err("upload takes bytes or a host array"));
            };
            if a.place != arrays::Place::Host || a.strides != arrays::contiguous_strides(&a.shape) {
                return Err(PyValueError::new_err(
                    "upload takes a C-contiguous host array (numpy.ascontiguousarray makes one)",
                ));
            }
            let n = a.extent();
            // SAFETY: a C-contiguous host array of `n` bytes at `addr`, kept alive by
            // `data`, which we hold for the copy.
            let src = unsafe { std::slice::from_raw_parts(a.addr as *const u8, n) };
            (src.to_vec(), a.dtype)
        };
        if bytes.len() % ty.size() != 0 {
            return Err(PyValueError::new_err(format!(
                "{} bytes are not a whole number of {ty} elements",
                bytes.len()
            )));
        }
        let n = bytes.len() / ty.size();
        let jit = self.jit.clone();
        let buf = py
            .detach(|| -> gpujit::Result<dev::AnyBuffer> {
                let buf = dev::alloc(&jit, ty, n)?;
                // SAFETY: the buffer was just made; nothing else has it yet.
                unsafe { dev::write(&jit, &buf, 0, &bytes) }?;
                Ok(buf)
            })
            .map_err(py_err)?;
        Ok(Buffer {
            jit: self.jit.clone(),
            buf,
            dtype: ty,
            len: n,
        })
    }

    /// Launches `kernel` on a grid of `grid` blocks of `block` threads. Each
    /// argument is a number (typed by the kernel's parameter), a gpujit
    /// `Buffer`, or an array of another library used in place: CUDA arrays
    /// (PyTorch, CuPy: `__cuda_array_interface__` or `__dlpack__`) on a CUDA
    /// device, host arrays (NumPy) on the host device; an array must be
    /// contiguous, since the kernel sees a pointer to its first element.
    /// Checked against the kernel's signature and the device's limits first.
    /// Asynchronous on GPUs:
    /// the arrays are kept alive until `synchronize()`.
    #[pyo3(signature = (kernel, grid, block, args, shared = 0))]
    fn launch(
        &self,
        py: Python<'_>,
        kernel: &Kernel,
        grid: &Bound<'_, PyAny>,
        block: &Bound<'_, PyAny>,
        args: Vec<Bound<'_, PyAny>>,
        shared: u32,
    ) -> PyResult<()> {
        self.launch_kernel(py, &kernel.kernel, grid, block, args, shared)
    }

    /// Waits for everything launched on the device (and lets go of the
    /// arrays of finished launches).
    fn synchronize(&self, py: Python<'_>) -> PyResult<()> {
        let jit = self.jit.clone();
        py.detach(|| dev::synchronize(&jit)).map_err(py_err)?;
        self.keep.lock().unwrap_or_else(|p| p.into_inner()).clear();
        Ok(())
    }
}

/// A loaded module.
#[pyclass(module = "gpujit._gpujit", frozen)]
struct Module {
    module: gpujit::Module,
    /// Where it came from, for `Kernel.specialize`.
    origin: Option<Arc<specialize::Origin>>,
}

#[pymethods]
impl Module {
    /// Names of its kernels.
    #[getter]
    fn kernels(&self) -> Vec<String> {
        self.module
            .kernels()
            .iter()
            .map(|k| k.name.clone())
            .collect()
    }

    /// The kernels of its source that could not be compiled for its device
    /// (lifted from NVVM IR or translated from PTX), each name with why:
    /// the others load and run, and `kernel` of one raises `CompileError`
    /// with its reason.
    #[getter]
    fn refused(&self) -> std::collections::BTreeMap<String, String> {
        refused(&self.module)
    }

    /// Kernel `name`; a refused one (see `refused`) raises `CompileError`
    /// with its reason.
    fn kernel(&self, name: &str) -> PyResult<Kernel> {
        let kernel = self
            .module
            .kernel(name)
            .map_err(|e| py_err(gpujit::Error::Device(e)))?;
        Ok(Kernel {
            kernel,
            origin: self.origin.clone(),
        })
    }

    fn __repr__(&self) -> String {
        format!("gpujit.Module(kernels={:?})", self.kernels())
    }
}

/// The refused kernels of `module`, each name with why.
pub(crate) fn refused(module: &gpujit::Module) -> std::collections::BTreeMap<String, String> {
    module
        .refused()
        .iter()
        .map(|r| (r.name.clone(), r.reason.clone()))
        .collect()
}

/// A kernel ready to launch with `Device.launch`.
#[pyclass(module = "gpujit._gpujit", frozen)]
struct Kernel {
    kernel: gpujit::Kernel,
    origin: Option<Arc<specialize::Origin>>,
}

#[pymethods]
impl Kernel {
    /// Its name.
    #[getter]
    fn name(&self) -> String {
        self.kernel.name().to_string()
    }

    /// Its parameters as `(name, type)` pairs (`("x", "*f32")`, `("n", "u32")`).
    #[getter]
    fn params(&self) -> Vec<(String, String)> {
        param_pairs(&self.kernel)
    }

    /// This kernel specialized on the values it is launched with (see
    /// `SpecializedKernel`): the scalar parameters named in `args` (and,
    /// with `marked`, those its author marked), the block size with `block`,
    /// the grid size with `grid`, and with `align` the alignment of pointer
    /// arguments that have it. A variant is compiled once a set of values
    /// has been launched `compile_after` times, in the background unless
    /// `background` is false; `max_variants` are kept (least recently used
    /// go), and a kernel launched `unstable_after` times in a row with new
    /// values stops being specialized. Until judged, every `sample_every`-th
    /// launch of a variant's values is timed with device events (without
    /// waiting), the variant's and the generic kernel's in turn; a variant
    /// not `min_speedup` times as fast as the generic kernel after three of
    /// each is dropped for good (`sample_every = 0` times nothing).
    #[pyo3(signature = (args = Vec::new(), *, block = false, grid = false, align = None,
        marked = false, compile_after = 2, max_variants = 8, unstable_after = 8,
        background = true, sample_every = 8, min_speedup = 0.98))]
    #[allow(clippy::too_many_arguments)]
    fn specialize(
        &self,
        py: Python<'_>,
        args: Vec<String>,
        block: bool,
        grid: bool,
        align: Option<u32>,
        marked: bool,
        compile_after: u64,
        max_variants: usize,
        unstable_after: u64,
        background: bool,
        sample_every: u64,
        min_speedup: f64,
    ) -> PyResult<specialize::SpecializedKernel> {
        let origin = self.origin.as_ref().ok_or_else(|| {
            PyValueError::new_err(
                "this kernel's module is not kept: compile it with Device.compile",
            )
        })?;
        let options = specialize::Options {
            args,
            block,
            grid,
            align,
            marked,
            compile_after,
            max_variants,
            unstable_after,
            background,
            sample_every,
            min_speedup,
        };
        specialize::SpecializedKernel::with_options(py, origin, self.kernel.name(), &options)
    }

    fn __repr__(&self) -> String {
        kernel_repr("gpujit.Kernel", &self.kernel)
    }
}

/// A kernel's parameters as `(name, type)` pairs.
pub(crate) fn param_pairs(kernel: &gpujit::Kernel) -> Vec<(String, String)> {
    kernel
        .signature()
        .params
        .iter()
        .map(|p| (p.name.clone(), p.ty.to_string()))
        .collect()
}

/// `class(name(p: type, ...))`, a kernel's repr.
pub(crate) fn kernel_repr(class: &str, kernel: &gpujit::Kernel) -> String {
    let ps: Vec<String> = param_pairs(kernel)
        .into_iter()
        .map(|(n, t)| format!("{n}: {t}"))
        .collect();
    format!("{class}({}({}))", kernel.name(), ps.join(", "))
}

/// Device memory allocated by gpujit: a flat array of `len` elements.
/// Exposes `__cuda_array_interface__` on CUDA and `__array_interface__` on
/// the host device, so `numpy.asarray(buf)` (host), `torch.as_tensor(buf,
/// device="cuda")` or `cupy.asarray(buf)` (CUDA) view it without a copy.
#[pyclass(module = "gpujit._gpujit", frozen)]
pub(crate) struct Buffer {
    pub(crate) jit: Arc<Jit>,
    pub(crate) buf: dev::AnyBuffer,
    pub(crate) dtype: ScalarType,
    len: usize,
}

impl Buffer {
    fn interface<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        d.set_item("shape", (self.len,))?;
        d.set_item("typestr", arrays::typestr_of(self.dtype))?;
        d.set_item("data", (self.buf.memory().addr(), false))?;
        d.set_item("strides", py.None())?;
        d.set_item("version", 3)?;
        Ok(d)
    }
}

#[pymethods]
impl Buffer {
    /// Device address of element 0.
    #[getter]
    fn ptr(&self) -> u64 {
        self.buf.memory().addr()
    }

    /// Size in bytes.
    #[getter]
    fn nbytes(&self) -> usize {
        self.buf.memory().len()
    }

    /// Element type (`f32`, `f16`, `bf16`, ...).
    #[getter]
    fn dtype(&self) -> String {
        self.dtype.to_string()
    }

    fn __len__(&self) -> usize {
        self.len
    }

    /// A copy of its bytes.
    fn read<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyBytes>> {
        let (jit, buf) = (self.jit.clone(), self.buf.clone());
        let v = py.detach(|| dev::read(&jit, &buf)).map_err(py_err)?;
        Ok(PyBytes::new(py, &v))
    }

    /// Overwrites its bytes from `offset` with `data`. No launch or task may
    /// still be using the buffer: call `Device.synchronize()` or wait for the
    /// tickets first.
    #[pyo3(signature = (data, offset = 0))]
    fn write(&self, py: Python<'_>, data: &Bound<'_, PyBytes>, offset: usize) -> PyResult<()> {
        let bytes = data.as_bytes().to_vec();
        let (jit, buf) = (self.jit.clone(), self.buf.clone());
        // SAFETY: the caller has nothing running on the buffer (the method's contract,
        // as for any shared array of NumPy or CuPy).
        py.detach(|| unsafe { dev::write(&jit, &buf, offset, &bytes) })
            .map_err(py_err)
    }

    #[getter]
    fn __cuda_array_interface__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        if !dev::is_cuda(&self.jit) {
            return Err(pyo3::exceptions::PyAttributeError::new_err(
                "__cuda_array_interface__: the buffer is not in CUDA memory",
            ));
        }
        self.interface(py)
    }

    #[getter]
    fn __array_interface__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        if !dev::sees_host_memory(&self.jit) {
            return Err(pyo3::exceptions::PyAttributeError::new_err(
                "__array_interface__: the buffer is not in host memory",
            ));
        }
        self.interface(py)
    }

    fn __repr__(&self) -> String {
        format!(
            "gpujit.Buffer({} x {} at {:#x})",
            self.len,
            self.dtype,
            self.buf.memory().addr()
        )
    }
}

/// Opens a device (see `Device`).
#[pyfunction]
#[pyo3(signature = (name = "auto", *, coarsen = None))]
fn device(py: Python<'_>, name: &str, coarsen: Option<bool>) -> PyResult<Device> {
    Device::new(py, name, coarsen)
}

/// Names of the library kernels `Device.compile` takes.
#[pyfunction]
fn library_kernels() -> Vec<String> {
    gpujit::library::KERNELS
        .iter()
        .map(|(k, _)| k.to_string())
        .chain(["block_reverse".into(), "index3d".into()])
        .collect()
}

#[pymodule]
fn _gpujit(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("Error", py.get_type::<Error>())?;
    m.add("CompileError", py.get_type::<CompileError>())?;
    m.add("DeviceError", py.get_type::<DeviceError>())?;
    m.add("PersistentError", py.get_type::<PersistentError>())?;
    m.add("LLVM_VERSION", gpujit::LLVM_VERSION)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add_class::<Device>()?;
    m.add_class::<Module>()?;
    m.add_class::<Kernel>()?;
    m.add_class::<specialize::SpecializedKernel>()?;
    m.add_class::<Buffer>()?;
    m.add_function(wrap_pyfunction!(device, m)?)?;
    m.add_function(wrap_pyfunction!(library_kernels, m)?)?;
    runtime::register(m)?;
    raw::register(m)?;
    cache::register(m)?;
    blas::register(m)?;
    texture::register(m)?;
    Ok(())
}
