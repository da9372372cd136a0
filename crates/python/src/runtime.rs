//! The persistent runtime from Python: runtimes with their queues,
//! operators (elementwise expressions) installed with rollback, tickets, the
//! micro-batcher and the pointwise recorder that `gpujit.torch` drives.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use gpujit::ir::MathOp;
use gpujit::persistent::batch::{
    BatchConfig, Batcher as RsBatcher, Elementwise, Pending as RsPending,
};
use gpujit::persistent::pointwise::{
    Dtype, Operand, Pointwise as RsPointwise, PointwiseConfig, PointwiseProgram as RsProgram, PwOp,
    ResidentProgram as RsResident, Tensor,
};
use gpujit::persistent::{Runtime as RsRuntime, RuntimeConfig, Ticket as RsTicket};
use gpujit::{DeviceExt, Jit, ParamType, ScalarType};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

use crate::{Buffer, Device, PersistentError, kernel_arg, py_err};

fn secs(s: f64, what: &str) -> PyResult<Duration> {
    Duration::try_from_secs_f64(s).map_err(|_| {
        PyValueError::new_err(format!("{what} must be a non-negative number of seconds"))
    })
}

/// The persistent-kernel runtime of a device: one worker kernel serving
/// `queues` queues (one block each, tasks of a queue in order).
#[pyclass(module = "gpujit._gpujit", frozen)]
pub(crate) struct Runtime {
    rt: Arc<RsRuntime>,
    jit: Arc<Jit>,
    /// Tasks that may not have run yet, with what keeps their arrays alive
    /// (whether or not Python keeps their tickets).
    inflight: Mutex<VecDeque<(RsTicket, Vec<Py<PyAny>>)>>,
}

#[pymethods]
impl Runtime {
    /// Starts a worker on `device`: `queues` queues of `capacity` task slots,
    /// `threads` threads per worker block; a worker not answering within
    /// `timeout` seconds is reported stuck.
    #[new]
    #[pyo3(signature = (device, queues = 1, capacity = 1024, threads = 256, timeout = 10.0))]
    fn new(
        py: Python<'_>,
        device: &Device,
        queues: u32,
        capacity: u32,
        threads: u32,
        timeout: f64,
    ) -> PyResult<Runtime> {
        let cfg = RuntimeConfig {
            queues,
            capacity,
            threads,
            timeout: secs(timeout, "timeout")?,
        };
        let jit = device.jit.clone();
        let rt = py
            .detach(|| RsRuntime::new(jit.clone(), cfg))
            .map_err(py_err)?;
        Ok(Runtime {
            rt: Arc::new(rt),
            jit: device.jit.clone(),
            inflight: Mutex::new(VecDeque::new()),
        })
    }

    /// Its device.
    #[getter]
    fn device(&self) -> Device {
        Device::from_jit(self.jit.clone())
    }

    /// Number of queues.
    #[getter]
    fn queues(&self) -> u32 {
        self.rt.config().queues
    }

    /// Names of the installed operators.
    #[getter]
    fn operators(&self) -> Vec<String> {
        self.rt.operators()
    }

    /// Installs `op` (replacing one of the same name) while the current worker
    /// serves, then swaps workers; on failure the previous worker keeps serving
    /// (rolled back) and `PersistentError` says at which stage.
    fn install(&self, py: Python<'_>, op: &Operator) -> PyResult<()> {
        let (rt, op) = (self.rt.clone(), op.op.clone());
        py.detach(|| rt.install(op)).map_err(py_err)
    }

    /// Queues task `op(*args)` over `n` elements on `queue`. Arrays and
    /// buffers are used in place and kept alive until the ticket is done.
    fn submit(
        &self,
        queue: u32,
        op: &str,
        args: Vec<Bound<'_, PyAny>>,
        n: u32,
    ) -> PyResult<Ticket> {
        let params = self.params_of(op)?;
        if args.len() != params.len() {
            return Err(PersistentError::new_err(format!(
                "operator `{op}` takes {} arguments, {} given",
                params.len(),
                args.len()
            )));
        }
        let mut keep = Vec::new();
        let kargs = args
            .iter()
            .zip(&params)
            .enumerate()
            .map(|(i, (a, p))| kernel_arg(&self.jit, a, *p, i, &mut keep))
            .collect::<PyResult<Vec<_>>>()?;
        // SAFETY: every pointer argument is a gpujit buffer of this device or an array in
        // memory its kernels reach (both checked by `kernel_arg`); `inflight` keeps them
        // alive until the task has run. What the operator does inside that memory is
        // the operator's, as for any launch.
        let t = unsafe { self.rt.submit_unchecked(queue, op, &kargs, n) }.map_err(py_err)?;
        let mut inflight = self.inflight.lock().unwrap_or_else(|p| p.into_inner());
        // Tasks finish in order per queue; drop the finished ones now and then.
        if inflight.len() >= 64 && inflight.len().is_power_of_two() {
            inflight.retain(|(t, _)| !t.is_done());
        }
        while inflight.front().is_some_and(|(t, _)| t.is_done()) {
            inflight.pop_front();
        }
        inflight.push_back((t.clone(), keep));
        Ok(Ticket { t })
    }

    /// Stops the worker once what is queued has run; the next `submit` (or
    /// `resume`) starts it again. While a worker runs, CUDA makes module loads
    /// and device-wide synchronisation wait for it.
    fn park(&self, py: Python<'_>) -> PyResult<()> {
        let rt = self.rt.clone();
        py.detach(|| rt.park()).map_err(py_err)?;
        self.forget_finished();
        Ok(())
    }

    /// Starts a parked worker again.
    fn resume(&self, py: Python<'_>) -> PyResult<()> {
        let rt = self.rt.clone();
        py.detach(|| rt.resume()).map_err(py_err)
    }

    /// Whether the worker is parked.
    #[getter]
    fn parked(&self) -> bool {
        self.rt.is_parked()
    }

    /// Stops the worker after the tasks already queued.
    fn shutdown(&self, py: Python<'_>) -> PyResult<()> {
        let rt = self.rt.clone();
        py.detach(|| rt.shutdown()).map_err(py_err)?;
        self.forget_finished();
        Ok(())
    }

    /// Counts: workers_started, rollbacks, submitted, last_swap (seconds),
    /// parks, resumes.
    fn stats<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let s = self.rt.stats();
        let d = PyDict::new(py);
        d.set_item("workers_started", s.workers_started)?;
        d.set_item("rollbacks", s.rollbacks)?;
        d.set_item("submitted", s.submitted)?;
        d.set_item("last_swap", s.last_swap.as_secs_f64())?;
        d.set_item("parks", s.parks)?;
        d.set_item("resumes", s.resumes)?;
        Ok(d)
    }
}

impl Runtime {
    /// Lets go of the arrays of tasks that have run.
    fn forget_finished(&self) {
        self.inflight
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .retain(|(t, _)| !t.is_done());
    }

    fn params_of(&self, op: &str) -> PyResult<Vec<ParamType>> {
        if op == gpujit::persistent::NOP {
            return Ok(Vec::new());
        }
        match self.rt.operator(op) {
            Some(o) => Ok(o.params().to_vec()),
            // The runtime says why (unknown operator, or shut down).
            None => match self.rt.submit(0, op, &[], 0) {
                Err(e) => Err(py_err(e)),
                Ok(_) => Err(PersistentError::new_err(format!("unknown operator `{op}`"))),
            },
        }
    }
}

/// An operator for the persistent runtime: `out[i] = expr` over `f32`
/// inputs, e.g. `Operator("axpby", "2 * x + y * 0.5", ["x", "y"])` takes
/// `(x, y, out)` and `n`. Functions: `fma` and gpujit's math (`exp`, `log`,
/// `sqrt`, `rsqrt`, `sin`, `cos`, `tan`, `tanh`, `erf`, `abs`, `floor`,
/// `ceil`, `exp2`, `log2`, `pow`, `min`, `max`). With `check`, e.g.
/// `check=[((1.0, 2.0), 2.5)]`, `Runtime.install` validates the new worker by
/// computing the expression at those points before it serves, and rolls back
/// to the previous worker if a result differs.
#[pyclass(module = "gpujit._gpujit", frozen)]
pub(crate) struct Operator {
    op: gpujit::persistent::Operator,
}

#[pymethods]
impl Operator {
    /// `check`: points `((x, y, ...), expected)` at which `install` runs the new
    /// worker before it serves; a result further than `1e-5` (relative, and at
    /// least `1e-6` absolute) from `expected` fails the install, which is then
    /// rolled back.
    #[new]
    #[pyo3(signature = (name, expr, inputs, check = None))]
    fn new(
        name: &str,
        expr: &str,
        inputs: Vec<String>,
        check: Option<Vec<(Vec<f32>, f32)>>,
    ) -> PyResult<Operator> {
        let e = crate::expr::parse(expr, &inputs).map_err(PersistentError::new_err)?;
        let f32p = ParamType::Pointer(Some(ScalarType::F32));
        let params = vec![f32p; inputs.len() + 1];
        let count = inputs.len();
        let op = gpujit::persistent::Operator::new(name, &params, move |k, op| {
            k.for_range(op.tid, op.n, op.threads, |k, i| {
                let xs: Vec<_> = op.args[..count].iter().map(|p| k.load(*p, i)).collect();
                k.store(op.args[count], i, crate::expr::build(k, &e, &xs));
            });
        })
        .map_err(py_err)?;
        let Some(points) = check.filter(|p| !p.is_empty()) else {
            return Ok(Operator { op });
        };
        if let Some((xs, _)) = points.iter().find(|(xs, _)| xs.len() != count) {
            return Err(PersistentError::new_err(format!(
                "operator `{name}`: a check point gives {} inputs, the operator takes {count}",
                xs.len()
            )));
        }
        let name = name.to_string();
        let op = op.with_check(move |c| check_points(c, &name, count, &points));
        Ok(Operator { op })
    }

    /// Its name.
    #[getter]
    fn name(&self) -> String {
        self.op.name().to_string()
    }

    /// Its parameters (`*f32` per input, then the output).
    #[getter]
    fn params(&self) -> Vec<String> {
        self.op.params().iter().map(|p| p.to_string()).collect()
    }
}

/// Runs operator `name` at `points` on a candidate worker and compares.
fn check_points(
    c: &gpujit::persistent::Candidate<'_>,
    name: &str,
    count: usize,
    points: &[(Vec<f32>, f32)],
) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let dev = c.device();
    let columns = (0..count)
        .map(|i| {
            let col: Vec<f32> = points.iter().map(|(xs, _)| xs[i]).collect();
            dev.upload(&col)
        })
        .collect::<Result<Vec<_>, gpujit::DeviceError>>()?;
    let out = dev.alloc::<f32>(points.len())?;
    let mut args: Vec<gpujit::KernelArg> = columns.iter().map(|b| b.into()).collect();
    args.push((&out).into());
    let n = u32::try_from(points.len()).map_err(|_| "too many check points")?;
    c.run(name, &args, n)?;
    let got = dev.download(&out)?;
    for ((xs, want), got) in points.iter().zip(got) {
        let close =
            (got - want).abs() <= (1e-5 * want.abs()).max(1e-6) || (got.is_nan() && want.is_nan());
        if !close {
            return Err(format!("{name}{xs:?} = {got}, expected {want}").into());
        }
    }
    Ok(())
}

/// A submitted task.
#[pyclass(module = "gpujit._gpujit", frozen)]
pub(crate) struct Ticket {
    t: RsTicket,
}

#[pymethods]
impl Ticket {
    /// Waits until the task has run (up to the runtime's timeout).
    fn wait(&self, py: Python<'_>) -> PyResult<()> {
        py.detach(|| self.t.wait()).map_err(py_err)
    }

    /// Whether it has run.
    #[getter]
    fn done(&self) -> bool {
        self.t.is_done()
    }
}

/// Micro-batching of tiny `f32` elementwise requests on gpujit `Buffer`s:
/// sent as one task when full, after `max_delay` seconds, on `flush`, or when
/// a result is waited for.
#[pyclass(module = "gpujit._gpujit", frozen)]
pub(crate) struct Batcher {
    b: RsBatcher,
}

fn f32_buffer(b: &Bound<'_, Buffer>) -> PyResult<Arc<gpujit::Buffer<f32>>> {
    match &b.get().buf {
        crate::dev::AnyBuffer::F32(x) => Ok(x.clone()),
        _ => Err(PyTypeError::new_err(format!(
            "the batcher takes f32 buffers, not {}",
            b.get().dtype
        ))),
    }
}

#[pymethods]
impl Batcher {
    #[new]
    #[pyo3(signature = (runtime, max_ops = 256, max_delay = 200e-6, queue = 0))]
    fn new(
        py: Python<'_>,
        runtime: &Runtime,
        max_ops: u32,
        max_delay: f64,
        queue: u32,
    ) -> PyResult<Batcher> {
        let cfg = BatchConfig {
            max_ops,
            max_delay: secs(max_delay, "max_delay")?,
            queue,
        };
        let rt = runtime.rt.clone();
        let b = py.detach(|| RsBatcher::new(rt, cfg)).map_err(py_err)?;
        Ok(Batcher { b })
    }

    /// `out = op(*inputs)`: `op` is `add`, `sub`, `mul`, `min`, `max`, `fma`
    /// or a one-argument math function (`exp`, `sqrt`, ...).
    fn request(
        &self,
        op: &str,
        inputs: Vec<Bound<'_, Buffer>>,
        out: &Bound<'_, Buffer>,
    ) -> PyResult<Pending> {
        let e = match op {
            "add" => Elementwise::Add,
            "sub" => Elementwise::Sub,
            "mul" => Elementwise::Mul,
            "min" => Elementwise::Min,
            "max" => Elementwise::Max,
            "fma" => Elementwise::Fma,
            other => match MathOp::ALL.into_iter().find(|m| m.name() == other) {
                Some(m) => Elementwise::Unary(m),
                None => {
                    return Err(PersistentError::new_err(format!(
                        "unknown elementwise operation `{other}`"
                    )));
                }
            },
        };
        let ins = inputs
            .iter()
            .map(f32_buffer)
            .collect::<PyResult<Vec<_>>>()?;
        let refs: Vec<&Arc<gpujit::Buffer<f32>>> = ins.iter().collect();
        let p = self
            .b
            .request(e, &refs, &f32_buffer(out)?)
            .map_err(py_err)?;
        Ok(Pending { p })
    }

    /// Sends the open batch now.
    fn flush(&self, py: Python<'_>) -> PyResult<()> {
        py.detach(|| self.b.flush()).map_err(py_err)
    }

    /// Counts: requests, batches.
    fn stats<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let s = self.b.stats();
        let d = PyDict::new(py);
        d.set_item("requests", s.requests)?;
        d.set_item("batches", s.batches)?;
        Ok(d)
    }
}

/// A batched request's result.
#[pyclass(module = "gpujit._gpujit", frozen)]
pub(crate) struct Pending {
    p: RsPending,
}

#[pymethods]
impl Pending {
    /// Sends the request's batch if still unsent and waits until it has run.
    fn wait(&self, py: Python<'_>) -> PyResult<()> {
        py.detach(|| self.p.wait()).map_err(py_err)
    }
}

fn dtype_code(code: u32) -> PyResult<Dtype> {
    Ok(match code {
        0 => Dtype::F32,
        1 => Dtype::F16,
        2 => Dtype::BF16,
        3 => Dtype::Bool,
        other => return Err(PyValueError::new_err(format!("dtype code {other}; 0 to 3"))),
    })
}

fn op_code(code: u32) -> PyResult<PwOp> {
    PwOp::ALL
        .into_iter()
        .find(|o| *o as u32 == code)
        .ok_or_else(|| PyValueError::new_err(format!("unknown pointwise op code {code}")))
}

/// Records pointwise ops on strided `f32`/`f16`/`bf16` tensors (addresses
/// in the device's memory) and runs them in batches across `parts` queues of
/// a runtime. The caller keeps the tensors alive until `completed()` reaches
/// the batch id `record` returned. Op codes: `OPS` (name to code); dtype
/// codes: 0 f32, 1 f16, 2 bf16, 3 bool.
#[pyclass(module = "gpujit._gpujit", frozen)]
pub(crate) struct Pointwise {
    pw: RsPointwise,
    rt: Arc<RsRuntime>,
}

#[pymethods]
impl Pointwise {
    #[new]
    #[pyo3(signature = (runtime, parts = None, max_entries = 256, max_delay = 200e-6))]
    fn new(
        py: Python<'_>,
        runtime: &Runtime,
        parts: Option<u32>,
        max_entries: u32,
        max_delay: f64,
    ) -> PyResult<Pointwise> {
        let cfg = PointwiseConfig {
            max_entries,
            max_delay: secs(max_delay, "max_delay")?,
            parts: parts.unwrap_or(runtime.rt.config().queues),
        };
        let rt = runtime.rt.clone();
        let pw = py
            .detach(|| RsPointwise::new(rt.clone(), cfg))
            .map_err(py_err)?;
        Ok(Pointwise {
            pw,
            rt: runtime.rt.clone(),
        })
    }

    /// Op names and their codes.
    #[classattr]
    #[allow(non_snake_case)]
    fn OPS(py: Python<'_>) -> PyResult<Py<PyDict>> {
        let d = PyDict::new(py);
        for o in PwOp::ALL {
            d.set_item(o.name(), o as u32)?;
        }
        Ok(d.unbind())
    }

    /// Records `out = op(*inputs)`; `out` is contiguous (`out_addr`,
    /// `out_dtype`, `shape`); each input is a number or a tuple `(addr,
    /// dtype, shape, strides)` (strides in elements); `p0`, `p1`: `alpha` of
    /// add/sub, the bounds of clamp. Returns the batch id. The addresses are
    /// used as given, as ctypes uses them: they must be memory of the
    /// runtime's device, kept alive and left alone by everything else until
    /// `completed()` reaches the batch id.
    #[pyo3(signature = (op, out_addr, out_dtype, shape, inputs, p0 = 1.0, p1 = 0.0))]
    #[allow(clippy::too_many_arguments)]
    fn record(
        &self,
        op: u32,
        out_addr: u64,
        out_dtype: u32,
        shape: Vec<i64>,
        inputs: &Bound<'_, PyTuple>,
        p0: f32,
        p1: f32,
    ) -> PyResult<u64> {
        let (op, out, ops) = pw_op(op, out_addr, out_dtype, &shape, inputs)?;
        // SAFETY: the addresses are the caller's, vouched for as the method's
        // documentation asks (`gpujit.torch` passes tensors of the device and keeps
        // them until their batch has run).
        unsafe { self.pw.record(op, &out, &ops, [p0, p1]) }.map_err(py_err)
    }

    /// Puts `program` into the device's memory as one batch, its barriers
    /// placed, for `replay`.
    fn load(&self, py: Python<'_>, program: &PointwiseProgram) -> PyResult<ResidentProgram> {
        let prog = program.snapshot();
        let resident = py.detach(|| self.pw.load(&prog)).map_err(py_err)?;
        Ok(ResidentProgram {
            prog: Arc::new(resident),
        })
    }

    /// Sends a loaded program (after the open batch) as one batch: its ops
    /// run in order, as recorded one by one. Returns the batch id. What
    /// `record` asks of the addresses holds for every op of the program.
    fn replay(&self, py: Python<'_>, program: &ResidentProgram) -> PyResult<u64> {
        let prog = program.prog.clone();
        py.detach(|| {
            // SAFETY: as for `record`: the program's addresses are vouched for by its
            // maker (`gpujit.torch` keeps every tensor a recording touched alive for
            // as long as the recording exists).
            unsafe { self.pw.replay(&prog) }
        })
        .map_err(py_err)
    }

    /// Sends the open batch.
    fn flush(&self, py: Python<'_>) -> PyResult<()> {
        py.detach(|| self.pw.flush()).map_err(py_err)
    }

    /// Sends the open batch and waits for every batch.
    fn wait_all(&self, py: Python<'_>) -> PyResult<()> {
        py.detach(|| self.pw.wait_all()).map_err(py_err)
    }

    /// The highest batch id that has run (all before it too).
    fn completed(&self) -> u64 {
        self.pw.completed()
    }

    /// Whether nothing is recorded but not yet run.
    #[getter]
    fn idle(&self) -> bool {
        self.pw.is_idle()
    }

    /// Waits for every batch and parks the runtime's worker (see `Runtime.park`).
    fn park(&self, py: Python<'_>) -> PyResult<()> {
        py.detach(|| {
            self.pw.wait_all()?;
            self.rt.park()
        })
        .map_err(py_err)
    }

    /// Counts: ops, batches, barriers.
    fn stats<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let s = self.pw.stats();
        let d = PyDict::new(py);
        d.set_item("ops", s.ops)?;
        d.set_item("batches", s.batches)?;
        d.set_item("barriers", s.barriers)?;
        Ok(d)
    }
}

/// One pointwise op from Python's arguments: the op, its contiguous output
/// and its operands (a number, or a tuple `(addr, dtype, shape, strides)`).
fn pw_op(
    op: u32,
    out_addr: u64,
    out_dtype: u32,
    shape: &[i64],
    inputs: &Bound<'_, PyTuple>,
) -> PyResult<(PwOp, Tensor, Vec<Operand>)> {
    let op = op_code(op)?;
    let out = Tensor::contiguous(out_addr, dtype_code(out_dtype)?, shape);
    let mut ops = Vec::with_capacity(inputs.len());
    for i in inputs.iter() {
        if let Ok(t) = i.cast::<PyTuple>() {
            let (addr, dtype, shape, strides): (u64, u32, Vec<i64>, Vec<i64>) = t.extract()?;
            ops.push(Operand::Tensor(Tensor {
                addr,
                dtype: dtype_code(dtype)?,
                shape,
                strides,
            }));
        } else {
            ops.push(Operand::Scalar(i.extract::<f64>()?));
        }
    }
    Ok((op, out, ops))
}

/// A sequence of pointwise ops checked and encoded once, for
/// `Pointwise.replay` (arguments of `add` as of `Pointwise.record`).
/// Building it touches no memory.
#[pyclass(module = "gpujit._gpujit", frozen)]
pub(crate) struct PointwiseProgram {
    prog: Mutex<Arc<RsProgram>>,
}

#[pymethods]
impl PointwiseProgram {
    #[new]
    fn new() -> PointwiseProgram {
        PointwiseProgram {
            prog: Mutex::new(Arc::new(RsProgram::new())),
        }
    }

    /// Appends `out = op(*inputs)`, checked as `Pointwise.record` checks it;
    /// raises `PersistentError` (and leaves the program as it was) when
    /// the op is refused.
    #[pyo3(signature = (op, out_addr, out_dtype, shape, inputs, p0 = 1.0, p1 = 0.0))]
    #[allow(clippy::too_many_arguments)]
    fn add(
        &self,
        op: u32,
        out_addr: u64,
        out_dtype: u32,
        shape: Vec<i64>,
        inputs: &Bound<'_, PyTuple>,
        p0: f32,
        p1: f32,
    ) -> PyResult<()> {
        let (op, out, ops) = pw_op(op, out_addr, out_dtype, &shape, inputs)?;
        let mut g = self.prog.lock().map_err(|_| poisoned())?;
        Arc::make_mut(&mut g)
            .push(op, &out, &ops, [p0, p1])
            .map_err(py_err)
    }

    fn __len__(&self) -> PyResult<usize> {
        Ok(self.prog.lock().map_err(|_| poisoned())?.len())
    }
}

impl PointwiseProgram {
    /// The program as it is now (`add` may go on meanwhile).
    fn snapshot(&self) -> Arc<RsProgram> {
        match self.prog.lock() {
            Ok(g) => g.clone(),
            Err(p) => p.into_inner().clone(),
        }
    }
}

/// A `PointwiseProgram` in the device's memory (`Pointwise.load`), for
/// `Pointwise.replay`.
#[pyclass(module = "gpujit._gpujit", frozen)]
pub(crate) struct ResidentProgram {
    prog: Arc<RsResident>,
}

#[pymethods]
impl ResidentProgram {
    fn __len__(&self) -> usize {
        self.prog.len()
    }

    /// Barriers across the worker's parts it waits at (the one opening it
    /// included).
    #[getter]
    fn barriers(&self) -> u64 {
        self.prog.barriers()
    }
}

fn poisoned() -> PyErr {
    PersistentError::new_err("a pointwise program was left inconsistent by a panic")
}

/// Adds the runtime's classes to the module.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Runtime>()?;
    m.add_class::<Operator>()?;
    m.add_class::<Ticket>()?;
    m.add_class::<Batcher>()?;
    m.add_class::<Pending>()?;
    m.add_class::<Pointwise>()?;
    m.add_class::<PointwiseProgram>()?;
    m.add_class::<ResidentProgram>()?;
    Ok(())
}
