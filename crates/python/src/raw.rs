//! CUDA C++ source from Python, in CuPy's shape: `RawModule` (source,
//! options, name expressions) and `RawKernel` (one kernel of a source),
//! compiled through a device's `Jit` (so the compile cache applies: a warm
//! cache does not run the front end) and called as
//! `kernel(grid, block, args, shared_mem=0)`.

use std::sync::Arc;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;

use crate::specialize::{Options, Origin, SpecializedKernel};
use crate::{Device, dev, kernel_repr, param_pairs, py_err};

/// The device of a compile: the one given, a device name (`"host"`), or, for
/// `None`, one `gpujit.device("auto")` opened once per process.
pub(crate) fn device_of(py: Python<'_>, device: Option<&Bound<'_, PyAny>>) -> PyResult<Py<Device>> {
    static DEFAULT: PyOnceLock<Py<Device>> = PyOnceLock::new();
    match device {
        None => DEFAULT
            .get_or_try_init(py, || Py::new(py, Device::new(py, "auto", None)?))
            .map(|d| d.clone_ref(py)),
        Some(d) if d.is_none() => device_of(py, None),
        Some(d) => {
            if let Ok(d) = d.cast::<Device>() {
                return Ok(d.clone().unbind());
            }
            let name: String = d.extract().map_err(|_| {
                pyo3::exceptions::PyTypeError::new_err(
                    "device must be a gpujit.Device, a device name such as \"host\", or None",
                )
            })?;
            Py::new(py, Device::new(py, &name, None)?)
        }
    }
}

/// A gpujit error as its Python exception; a CUDA compile error's exception
/// also carries clang's diagnostics as its `log` attribute.
pub(crate) fn compile_err(py: Python<'_>, e: gpujit::Error) -> PyErr {
    let log = match &e {
        gpujit::Error::Cuda(gpujit::cuda::CudaError::Compile { log, .. }) => Some(log.clone()),
        _ => None,
    };
    let err = py_err(e);
    if let Some(log) = log {
        // An exception instance takes attributes; failing that, the message
        // holds the log too.
        let _ = err.value(py).setattr("log", log);
    }
    err
}

/// A CUDA C++ module compiled and loaded on a device.
#[pyclass(module = "gpujit._gpujit", frozen)]
pub(crate) struct RawModule {
    device: Py<Device>,
    module: gpujit::Module,
    /// The source, for `RawKernel.specialize`.
    program: Arc<gpujit::cuda::Program>,
    lowered: Vec<(String, String)>,
    log: String,
}

impl RawModule {
    fn build(
        py: Python<'_>,
        name: &str,
        code: &str,
        options: &[String],
        name_expressions: &[String],
        device: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<RawModule> {
        let device = device_of(py, device)?;
        let mut program = gpujit::cuda::Program::new(name, code).options(options);
        for e in name_expressions {
            program = program.name_expression(e);
        }
        let jit = device.get().jit.clone();
        let (module, compiled) = py
            .detach(|| dev::compile_cuda(&jit, &program))
            .map_err(|e| compile_err(py, e))?;
        Ok(RawModule {
            device,
            module,
            program: Arc::new(program),
            lowered: compiled.lowered_names,
            log: compiled.log,
        })
    }

    fn function(&self, py: Python<'_>, name_or_expr: &str) -> PyResult<RawKernel> {
        let name = self
            .lowered
            .iter()
            .find(|(e, _)| e == name_or_expr)
            .map_or(name_or_expr, |(_, n)| n.as_str());
        let kernel = self.module.kernel(name).map_err(|e| {
            if matches!(e, gpujit::DeviceError::KernelRefused { .. }) {
                return py_err(e.into());
            }
            let kernels: Vec<&str> = self
                .module
                .kernels()
                .iter()
                .map(|k| k.name.as_str())
                .collect();
            let exprs: Vec<&str> = self.lowered.iter().map(|(e, _)| e.as_str()).collect();
            PyValueError::new_err(format!(
                "no kernel `{name_or_expr}` in the module: its kernels are {} and its name \
                 expressions {} (a C++ kernel is found by its lowered name, or by a name \
                 expression given to the module)",
                list(&kernels),
                list(&exprs)
            ))
        })?;
        Ok(RawKernel {
            device: self.device.clone_ref(py),
            kernel,
            program: self.program.clone(),
            log: self.log.clone(),
        })
    }
}

fn list(items: &[&str]) -> String {
    if items.is_empty() {
        "none".into()
    } else {
        items
            .iter()
            .map(|i| format!("`{i}`"))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

#[pymethods]
impl RawModule {
    /// Compiles CUDA C++ `code` (clang's CUDA front end, in-process) with
    /// NVRTC-style `options` (`-DN=4`, `-std=c++17`, `--use_fast_math`, ...)
    /// and loads it on `device` (a `Device`, a device name, or `None`: the
    /// `auto` device). `name_expressions` (`"scale<float>"`) are instantiated
    /// and found by `get_function` under the expression. A compile error
    /// raises `CompileError` with clang's diagnostics as its `log`.
    #[new]
    #[pyo3(signature = (code, *, options = Vec::new(), name_expressions = Vec::new(), device = None))]
    fn new(
        py: Python<'_>,
        code: &str,
        options: Vec<String>,
        name_expressions: Vec<String>,
        device: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<RawModule> {
        RawModule::build(py, "module.cu", code, &options, &name_expressions, device)
    }

    /// The kernel `name_or_expr`: a name expression given to the module, or
    /// a kernel's (lowered) name.
    fn get_function(&self, py: Python<'_>, name_or_expr: &str) -> PyResult<RawKernel> {
        self.function(py, name_or_expr)
    }

    /// The kernels of the source that could not be compiled for the device
    /// (lifted from NVVM IR), each (lowered) name with why: the others load
    /// and run, and `get_function` of one raises `CompileError` with its
    /// reason.
    #[getter]
    fn refused(&self) -> std::collections::BTreeMap<String, String> {
        crate::refused(&self.module)
    }

    /// The lowered (mangled) kernel name of a name expression given to the
    /// module.
    fn lowered_name(&self, expr: &str) -> PyResult<String> {
        self.lowered
            .iter()
            .find(|(e, _)| e == expr)
            .map(|(_, n)| n.clone())
            .ok_or_else(|| {
                let exprs: Vec<&str> = self.lowered.iter().map(|(e, _)| e.as_str()).collect();
                PyValueError::new_err(format!(
                    "`{expr}` is not a name expression of the module; its name expressions are {}",
                    list(&exprs)
                ))
            })
    }

    /// The (lowered) names of its kernels.
    #[getter]
    fn kernels(&self) -> Vec<String> {
        self.module
            .kernels()
            .iter()
            .map(|k| k.name.clone())
            .collect()
    }

    /// clang's warnings (empty when there were none, or when the module came
    /// from the compile cache).
    #[getter]
    fn log(&self) -> String {
        self.log.clone()
    }

    /// The device it is loaded on.
    #[getter]
    fn device(&self, py: Python<'_>) -> Py<Device> {
        self.device.clone_ref(py)
    }

    fn __repr__(&self) -> String {
        format!("gpujit.RawModule(kernels={:?})", self.kernels())
    }
}

/// One kernel of CUDA C++ source, called as `kernel(grid, block, args,
/// shared_mem=0)`.
#[pyclass(module = "gpujit._gpujit", frozen)]
pub(crate) struct RawKernel {
    device: Py<Device>,
    kernel: gpujit::Kernel,
    program: Arc<gpujit::cuda::Program>,
    log: String,
}

#[pymethods]
impl RawKernel {
    /// Compiles CUDA C++ `code` (see `RawModule`) and takes its kernel
    /// `name`: an `extern "C"` kernel's name, or a C++ kernel's lowered name.
    #[new]
    #[pyo3(signature = (code, name, options = Vec::new(), device = None))]
    fn new(
        py: Python<'_>,
        code: &str,
        name: &str,
        options: Vec<String>,
        device: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<RawKernel> {
        // Diagnostics name the source after its kernel where that is a plain name.
        let plain = !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        let file = if plain {
            format!("{name}.cu")
        } else {
            "kernel.cu".to_string()
        };
        RawModule::build(py, &file, code, &options, &[], device)?.function(py, name)
    }

    /// Launches the kernel on a grid of `grid` blocks of `block` threads
    /// (ints, or tuples of up to 3) with `shared_mem` bytes of dynamic shared
    /// memory; `args` are taken as `Device.launch` takes them (numbers typed
    /// by the kernel's parameters, gpujit `Buffer`s, arrays used in place).
    #[pyo3(signature = (grid, block, args, shared_mem = 0))]
    fn __call__(
        &self,
        py: Python<'_>,
        grid: &Bound<'_, PyAny>,
        block: &Bound<'_, PyAny>,
        args: Vec<Bound<'_, PyAny>>,
        shared_mem: u32,
    ) -> PyResult<()> {
        self.device
            .get()
            .launch_kernel(py, &self.kernel, grid, block, args, shared_mem)
    }

    /// This kernel specialized on the values it is launched with, as
    /// `Kernel.specialize` says (the source goes through clang's front end
    /// again, for the NVVM IR variants are made of).
    #[pyo3(signature = (args = Vec::new(), *, block = false, grid = false, align = None,
        compile_after = 2, max_variants = 8, unstable_after = 8, background = true,
        sample_every = 8, min_speedup = 0.98))]
    #[allow(clippy::too_many_arguments)]
    fn specialize(
        &self,
        py: Python<'_>,
        args: Vec<String>,
        block: bool,
        grid: bool,
        align: Option<u32>,
        compile_after: u64,
        max_variants: usize,
        unstable_after: u64,
        background: bool,
        sample_every: u64,
        min_speedup: f64,
    ) -> PyResult<SpecializedKernel> {
        let origin = Origin {
            device: self.device.clone_ref(py),
            source: (*self.program).clone().into(),
        };
        let options = Options {
            args,
            block,
            grid,
            align,
            marked: false,
            compile_after,
            max_variants,
            unstable_after,
            background,
            sample_every,
            min_speedup,
        };
        SpecializedKernel::with_options(py, &origin, self.kernel.name(), &options)
    }

    /// Its (lowered) name.
    #[getter]
    fn name(&self) -> String {
        self.kernel.name().to_string()
    }

    /// Its parameters as `(name, type)` pairs.
    #[getter]
    fn params(&self) -> Vec<(String, String)> {
        param_pairs(&self.kernel)
    }

    /// clang's warnings for its module.
    #[getter]
    fn log(&self) -> String {
        self.log.clone()
    }

    /// The device it runs on.
    #[getter]
    fn device(&self, py: Python<'_>) -> Py<Device> {
        self.device.clone_ref(py)
    }

    fn __repr__(&self) -> String {
        kernel_repr("gpujit.RawKernel", &self.kernel)
    }
}

/// Adds the classes to the extension module.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<RawModule>()?;
    m.add_class::<RawKernel>()?;
    Ok(())
}
