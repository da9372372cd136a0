//! `Kernel.specialize(...)`: a kernel launched through a specializer
//! (`gpujit::specialize`), which compiles variants for the values it is
//! launched with.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use gpujit::specialize::{KernelSource, Policy, Specialize, Specialized, Specializer, Values};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::{Device, param_pairs, py_err};

/// The device and module a kernel was compiled from.
pub(crate) struct Origin {
    pub(crate) device: Py<Device>,
    pub(crate) source: KernelSource,
}

/// A kernel with runtime specialization (made by `Kernel.specialize`),
/// called as `kernel(grid, block, args, shared_mem=0)`: the first launches
/// run the generic kernel while a variant for their values (chosen scalar
/// arguments, block and grid size folded into constants) compiles in the
/// background; later launches with the same values run the variant.
#[pyclass(module = "gpujit._gpujit", frozen)]
pub(crate) struct SpecializedKernel {
    device: Py<Device>,
    specializer: Specializer,
    kernel: Specialized,
}

/// What `Kernel.specialize` and `RawKernel.specialize` take.
pub(crate) struct Options {
    pub(crate) args: Vec<String>,
    pub(crate) block: bool,
    pub(crate) grid: bool,
    pub(crate) align: Option<u32>,
    pub(crate) marked: bool,
    pub(crate) compile_after: u64,
    pub(crate) max_variants: usize,
    pub(crate) unstable_after: u64,
    pub(crate) background: bool,
    pub(crate) sample_every: u64,
    pub(crate) min_speedup: f64,
}

impl Options {
    fn spec(&self) -> Specialize {
        let mut spec = Specialize::args(&self.args);
        if self.block {
            spec = spec.block();
        }
        if self.grid {
            spec = spec.grid();
        }
        if self.marked {
            spec = spec.marked();
        }
        if let Some(a) = self.align {
            spec = spec.align(a);
        }
        spec
    }

    fn policy(&self) -> Policy {
        Policy {
            compile_after: self.compile_after,
            max_variants: self.max_variants,
            unstable_after: self.unstable_after,
            background: self.background,
            sample_every: self.sample_every,
            min_speedup: self.min_speedup,
            ..Policy::default()
        }
    }
}

impl SpecializedKernel {
    /// `name` of `origin`'s module, specialized as `options` say.
    pub(crate) fn with_options(
        py: Python<'_>,
        origin: &Origin,
        name: &str,
        options: &Options,
    ) -> PyResult<SpecializedKernel> {
        SpecializedKernel::new(py, origin, name, options.spec(), options.policy())
    }

    fn new(
        py: Python<'_>,
        origin: &Origin,
        name: &str,
        spec: Specialize,
        policy: Policy,
    ) -> PyResult<SpecializedKernel> {
        let specializer = Specializer::with_jit(origin.device.get().jit.clone(), policy);
        let kernel = py
            .detach(|| specializer.kernel(&origin.source, name, spec))
            .map_err(py_err)?;
        Ok(SpecializedKernel {
            device: origin.device.clone_ref(py),
            specializer,
            kernel,
        })
    }
}

fn values_dict<'py>(py: Python<'py>, v: &Values) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("args", v.args.clone())?;
    d.set_item("block", v.block.map(|b| (b[0], b[1], b[2])))?;
    d.set_item("grid", v.grid.map(|g| (g[0], g[1], g[2])))?;
    d.set_item("align", v.align.clone())?;
    d.set_item("key", v.key_text())?;
    Ok(d)
}

#[pymethods]
impl SpecializedKernel {
    /// Launches on `grid` blocks of `block` threads; `args` as
    /// `Device.launch` takes them. Returns whether a variant ran (False: the
    /// generic kernel).
    #[pyo3(signature = (grid, block, args, shared_mem = 0))]
    fn __call__(
        &self,
        py: Python<'_>,
        grid: &Bound<'_, PyAny>,
        block: &Bound<'_, PyAny>,
        args: Vec<Bound<'_, PyAny>>,
        shared_mem: u32,
    ) -> PyResult<bool> {
        let used = AtomicBool::new(false);
        let k = &self.kernel;
        self.device.get().launch_with(
            py,
            k.generic(),
            (grid, block, shared_mem),
            args,
            &|cfg, kargs| {
                // SAFETY: the arguments were checked and are kept alive as for
                // `Device.launch` (see `Device::launch_with`).
                let v = unsafe { k.launch_unchecked(cfg, kargs) }?;
                used.store(v.is_some(), Ordering::Relaxed);
                Ok(())
            },
        )?;
        Ok(used.load(Ordering::Relaxed))
    }

    /// Asks for the variant of these launch values now and waits up to
    /// `timeout` seconds for it; True when it is loaded. Nothing is launched.
    #[pyo3(signature = (grid, block, args, timeout = 60.0, shared_mem = 0))]
    fn wait_ready(
        &self,
        py: Python<'_>,
        grid: &Bound<'_, PyAny>,
        block: &Bound<'_, PyAny>,
        args: Vec<Bound<'_, PyAny>>,
        timeout: f64,
        shared_mem: u32,
    ) -> PyResult<bool> {
        let ready = AtomicBool::new(false);
        let k = &self.kernel;
        let timeout = Duration::try_from_secs_f64(timeout.max(0.0)).unwrap_or(Duration::MAX);
        self.device.get().launch_with(
            py,
            k.generic(),
            (grid, block, shared_mem),
            args,
            &|cfg, kargs| {
                ready.store(k.wait_ready(cfg, kargs, timeout)?, Ordering::Relaxed);
                Ok(())
            },
        )?;
        Ok(ready.load(Ordering::Relaxed))
    }

    /// The kernel's name.
    #[getter]
    fn name(&self) -> String {
        self.kernel.name().to_string()
    }

    /// Its parameters as `(name, type)` pairs.
    #[getter]
    fn params(&self) -> Vec<(String, String)> {
        param_pairs(self.kernel.generic())
    }

    /// Whether it stopped being specialized (new values at every launch).
    #[getter]
    fn stopped(&self) -> bool {
        self.kernel.stopped()
    }

    /// Its variants, least recently launched first: dicts of `values`,
    /// `ready`, `error`, `launches` and `compile_ms`.
    #[getter]
    fn variants<'py>(&self, py: Python<'py>) -> PyResult<Vec<Bound<'py, PyDict>>> {
        self.kernel
            .variants()
            .iter()
            .map(|v| {
                let d = PyDict::new(py);
                d.set_item("values", values_dict(py, &v.values)?)?;
                d.set_item("ready", v.ready)?;
                d.set_item("error", v.error.clone())?;
                d.set_item("launches", v.launches)?;
                d.set_item("compile_ms", v.compile_time.as_secs_f64() * 1e3)?;
                let ms = |t: Option<std::time::Duration>| t.map(|t| t.as_secs_f64() * 1e3);
                d.set_item("mean_ms", ms(v.mean_time))?;
                d.set_item("generic_mean_ms", ms(v.generic_mean_time))?;
                d.set_item("judged", v.judged)?;
                Ok(d)
            })
            .collect()
    }

    /// The counters: `variants_compiled`, `cache_hits`, `compile_errors`,
    /// `evicted`, `stopped`, `slower` (variants dropped as slower than
    /// `min_speedup` allows), `timed_launches`, `untimed`, `generic_launches`,
    /// `variant_launches`, `compile_ms`, `saved_ms` (estimated from timing).
    #[getter]
    fn stats<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let s = self.specializer.stats();
        let d = PyDict::new(py);
        d.set_item("variants_compiled", s.variants_compiled)?;
        d.set_item("cache_hits", s.cache_hits)?;
        d.set_item("compile_errors", s.compile_errors)?;
        d.set_item("evicted", s.evicted)?;
        d.set_item("stopped", s.stopped)?;
        d.set_item("slower", s.slower)?;
        d.set_item("timed_launches", s.timed_launches)?;
        d.set_item("untimed", s.untimed)?;
        d.set_item("generic_launches", s.generic_launches)?;
        d.set_item("variant_launches", s.variant_launches)?;
        d.set_item("compile_ms", s.compile_time.as_secs_f64() * 1e3)?;
        d.set_item("saved_ms", s.estimated_saved * 1e3)?;
        Ok(d)
    }

    fn __repr__(&self) -> String {
        crate::kernel_repr("gpujit.SpecializedKernel", self.kernel.generic())
    }
}
