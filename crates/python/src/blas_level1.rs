//! `gpujit.blas`'s level 1 (`axpy`, `scal`, `copy`, `swap`, `rot`, `dot`,
//! `nrm2`, `asum`, `iamax`, `iamin`) on one-dimensional arrays. NumPy
//! arrays come as bytes ([`blas_level1`]): copied to device buffers, the
//! operation run, the vectors sent back. Arrays the device reaches in place
//! ([`blas_level1_in_place`]) are used where they are, at their strides.

use gpujit::{Buffer, DeviceExt, Kernel, KernelArg, LaunchConfig, ScalarType};
use gpujit_blas::{Blas, BlasError, DataType, RawVector, Real, Reduction};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyBytes;

use crate::Device;
use crate::arrays::ArrayView;
use crate::blas::{blas_err, handle, reached};

/// A level-1 operation, by its name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Op {
    Axpy,
    Scal,
    Copy,
    Swap,
    Rot,
    Reduce(Reduction),
}

impl Op {
    fn parse(name: &str) -> PyResult<Op> {
        Ok(match name {
            "axpy" => Op::Axpy,
            "scal" => Op::Scal,
            "copy" => Op::Copy,
            "swap" => Op::Swap,
            "rot" => Op::Rot,
            "dot" => Op::Reduce(Reduction::Dot),
            "nrm2" => Op::Reduce(Reduction::Nrm2),
            "asum" => Op::Reduce(Reduction::Asum),
            "iamax" => Op::Reduce(Reduction::Iamax),
            "iamin" => Op::Reduce(Reduction::Iamin),
            other => {
                return Err(PyValueError::new_err(format!(
                    "`{other}` is not a level-1 operation of gpujit.blas"
                )));
            }
        })
    }

    /// How many vectors and scalars it takes.
    fn arity(self) -> (usize, usize) {
        match self {
            Op::Axpy => (2, 1),
            Op::Scal => (1, 1),
            Op::Copy | Op::Swap => (2, 0),
            Op::Rot => (2, 2),
            Op::Reduce(Reduction::Dot) => (2, 0),
            Op::Reduce(_) => (1, 0),
        }
    }

    fn check(self, vectors: usize, scalars: usize) -> PyResult<()> {
        let (v, s) = self.arity();
        if (v, s) != (vectors, scalars) {
            return Err(PyValueError::new_err(format!(
                "{self:?} takes {v} vector(s) and {s} scalar(s), not {vectors} and {scalars}"
            )));
        }
        Ok(())
    }
}

/// Runs `op` on whole buffers of one length: `Some(result)` for a
/// reduction (an index 0-based, `-1` for none).
fn run<T: Real + Into<f64>>(
    blas: &Blas,
    op: Op,
    v: &mut [Buffer<T>],
    sc: &[f64],
) -> Result<Option<f64>, BlasError> {
    let n = v.first().map_or(0, |b| b.len() as i64);
    match (op, v) {
        (Op::Scal, [x]) => blas.scal(n, sc[0], x, 1)?,
        (Op::Axpy, [x, y]) => blas.axpy(n, sc[0], x, 1, y, 1)?,
        (Op::Copy, [x, y]) => blas.copy(n, x, 1, y, 1)?,
        (Op::Swap, [x, y]) => blas.swap(n, x, 1, y, 1)?,
        (Op::Rot, [x, y]) => blas.rot(n, x, 1, y, 1, (sc[0], sc[1]))?,
        (Op::Reduce(Reduction::Dot), [x, y]) => return Ok(Some(blas.dot(n, x, 1, y, 1)?.into())),
        (Op::Reduce(Reduction::Nrm2), [x]) => return Ok(Some(blas.nrm2(n, x, 1)?.into())),
        (Op::Reduce(Reduction::Asum), [x]) => return Ok(Some(blas.asum(n, x, 1)?.into())),
        (Op::Reduce(Reduction::Iamax), [x]) => {
            return Ok(Some(blas.iamax(n, x, 1)? as f64 - 1.0));
        }
        (Op::Reduce(Reduction::Iamin), [x]) => {
            return Ok(Some(blas.iamin(n, x, 1)? as f64 - 1.0));
        }
        (op, v) => {
            return Err(BlasError::NotSupported(format!(
                "{op:?} on {} vectors",
                v.len()
            )));
        }
    }
    Ok(None)
}

fn floats<T: Real, const N: usize>(
    dev: &dyn gpujit::Device,
    data: &[Vec<u8>],
    of: fn([u8; N]) -> T,
) -> Result<Vec<Buffer<T>>, gpujit::DeviceError> {
    data.iter()
        .map(|bytes| {
            let v: Vec<T> = bytes
                .chunks_exact(N)
                .map(|c| {
                    let mut b = [0u8; N];
                    b.copy_from_slice(c);
                    of(b)
                })
                .collect();
            dev.upload(&v)
        })
        .collect()
}

/// How an element is read from and written to little-endian bytes.
type Bytes<T, const N: usize> = (fn([u8; N]) -> T, fn(T) -> [u8; N]);

/// Uploads the vectors, runs `op` and downloads them again, as bytes.
fn round_trip<T: Real + Into<f64>, const N: usize>(
    blas: &Blas,
    op: Op,
    data: &[Vec<u8>],
    scalars: &[f64],
    (of, to): Bytes<T, N>,
) -> Result<(Vec<Vec<u8>>, Option<f64>), BlasError> {
    let dev = blas.device();
    let mut v = floats(dev, data, of)?;
    let r = run(blas, op, &mut v, scalars)?;
    let mut back = Vec::with_capacity(v.len());
    for b in &v {
        let bytes: Vec<u8> = dev.download(b)?.iter().flat_map(|e| to(*e)).collect();
        back.push(bytes);
    }
    Ok((back, r))
}

/// `op` on vectors given as bytes of `dtype` (`f32` or `f64`), with
/// `scalars`: returns the vectors afterwards and, for a reduction, its
/// result (an index 0-based, `-1` where the vector is empty).
#[pyfunction]
fn blas_level1<'py>(
    py: Python<'py>,
    device: &Device,
    op: &str,
    data: Vec<Vec<u8>>,
    dtype: &str,
    scalars: Vec<f64>,
) -> PyResult<(Vec<Bound<'py, PyBytes>>, Option<f64>)> {
    let op = Op::parse(op)?;
    op.check(data.len(), scalars.len())?;
    let blas = handle(device)?;
    let (out, result) = py
        .detach(|| -> Result<(Vec<Vec<u8>>, Option<f64>), BlasError> {
            Ok(match dtype {
                "f32" => round_trip(
                    &blas,
                    op,
                    &data,
                    &scalars,
                    (f32::from_le_bytes, f32::to_le_bytes),
                )?,
                "f64" => round_trip(
                    &blas,
                    op,
                    &data,
                    &scalars,
                    (f64::from_le_bytes, f64::to_le_bytes),
                )?,
                other => {
                    return Err(BlasError::NotSupported(format!(
                        "element type `{other}`: level 1 takes f32 and f64"
                    )));
                }
            })
        })
        .map_err(blas_err)?;
    Ok((out.iter().map(|b| PyBytes::new(py, b)).collect(), result))
}

/// A one-dimensional array the device reaches, as a BLAS vector: its
/// lowest address and its stride (negative where it runs backwards).
fn vector(
    device: &Device,
    name: &str,
    obj: &Bound<'_, PyAny>,
) -> PyResult<(RawVector, usize, ArrayView)> {
    let view = reached(device, name, obj)?;
    let dtype = match view.dtype {
        ScalarType::F32 => DataType::F32,
        ScalarType::F64 => DataType::F64,
        other => {
            return Err(PyTypeError::new_err(format!(
                "{name} holds {other}: level 1 takes float32 and float64"
            )));
        }
    };
    let (&[n], &[stride]) = (&view.shape[..], &view.strides[..]) else {
        return Err(PyValueError::new_err(format!(
            "{name} has shape {:?}: level 1 takes one-dimensional arrays",
            view.shape
        )));
    };
    let n = usize::try_from(n).unwrap_or(0);
    let size = view.dtype.size() as u64;
    // A vector running backwards starts, for BLAS, at its last element.
    let back = if stride < 0 && n > 0 {
        (n as u64 - 1) * stride.unsigned_abs() * size
    } else {
        0
    };
    let len = if n == 0 {
        0
    } else {
        (n - 1) * stride.unsigned_abs() as usize + 1
    };
    let v = RawVector {
        dtype,
        addr: view.addr - back,
        len,
        inc: if n <= 1 { 1 } else { stride },
    };
    Ok((v, n, view))
}

/// `op` on arrays the device reaches, where they are, with `scalars`:
/// updates are queued like a kernel launch (asynchronous on GPUs, the
/// arrays kept alive until `Device.synchronize()`); a reduction waits for
/// its result (an index 0-based, `-1` where the vector is empty).
#[pyfunction]
fn blas_level1_in_place(
    py: Python<'_>,
    device: &Device,
    op: &str,
    arrays: Vec<Bound<'_, PyAny>>,
    scalars: Vec<f64>,
) -> PyResult<Option<f64>> {
    let op = Op::parse(op)?;
    op.check(arrays.len(), scalars.len())?;
    let names = ["x", "y"];
    let mut vs = Vec::new();
    for (obj, name) in arrays.iter().zip(names) {
        vs.push(vector(device, name, obj)?);
    }
    let n = vs[0].1;
    if let Some((_, m, _)) = vs.get(1)
        && *m != n
    {
        return Err(PyValueError::new_err(format!(
            "x has {n} elements and y {m}: the vectors have one length"
        )));
    }
    let x = vs[0].0;
    let y = vs.get(1).map(|v| v.0);
    if y.is_none() && x.inc < 0 && matches!(op, Op::Reduce(Reduction::Iamax | Reduction::Iamin)) {
        return Err(PyValueError::new_err(
            "x runs backwards (a negative stride): iamax and iamin take arrays with positive \
             strides",
        ));
    }
    // One vector, order aside: the same elements forwards.
    let x = if y.is_none() {
        RawVector {
            inc: x.inc.abs(),
            ..x
        }
    } else {
        x
    };
    let blas = handle(device)?;
    let n = n as i64;
    let result = py
        .detach(|| -> Result<Option<f64>, BlasError> {
            let dev = blas.device();
            let mut launch = |kernel: &Kernel, cfg: &LaunchConfig, args: &[KernelArg<'_>]| {
                // SAFETY: every address is an array this device reaches
                // (checked by `vector`), kept alive until the launch is known
                // finished (below); the operation stays within each array's
                // own elements (checked against `RawVector::len`).
                unsafe { dev.launch_unchecked(kernel, cfg, args) }
            };
            // SAFETY: as above; the arrays are the caller's to hand over.
            unsafe {
                match (op, y) {
                    (Op::Scal, _) => blas.scal_raw(n, scalars[0], x, &mut launch)?,
                    (Op::Axpy, Some(y)) => blas.axpy_raw(n, scalars[0], x, y, &mut launch)?,
                    (Op::Copy, Some(y)) => blas.copy_raw(n, x, y, &mut launch)?,
                    (Op::Swap, Some(y)) => blas.swap_raw(n, x, y, &mut launch)?,
                    (Op::Rot, Some(y)) => {
                        let cs = (scalars[0].into(), scalars[1].into());
                        blas.rot_raw(n, x, y, cs, &mut launch)?
                    }
                    (Op::Reduce(r), y) => {
                        let scratch = dev.alloc::<f64>(Blas::REDUCTION_SCRATCH)?;
                        let out = dev.alloc::<f64>(1)?;
                        let ends = (scratch.memory().addr(), out.memory().addr());
                        blas.reduce_raw(r, n, x, y, ends, &mut launch)?;
                        // Waits for the kernels, before the scratch memory goes.
                        let bytes: Vec<u8> = dev
                            .download(&out)?
                            .iter()
                            .flat_map(|v| v.to_le_bytes())
                            .collect();
                        return Ok(Some(reduction_value(r, x.dtype, &bytes)));
                    }
                    _ => {
                        return Err(BlasError::NotSupported(format!("{op:?} without y")));
                    }
                }
            }
            Ok(None)
        })
        .map_err(blas_err)?;
    if result.is_none() && crate::dev::info(&device.jit).backend != gpujit::Backend::Host {
        // GPU launches are asynchronous: the arrays live until `synchronize`.
        device
            .keep
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .extend(vs.into_iter().map(|(_, _, v)| v.owner));
    }
    Ok(result)
}

/// A reduction's result from the first bytes of its output: a value of
/// `t`, or a 1-based `i32` index made 0-based.
fn reduction_value(r: Reduction, t: DataType, b: &[u8]) -> f64 {
    let word = |n: usize| b.get(..n).unwrap_or(&[0; 8][..n]);
    if r.index() {
        let i = i32::from_le_bytes(word(4).try_into().unwrap_or_default());
        return f64::from(i) - 1.0;
    }
    match t {
        DataType::F32 => f64::from(f32::from_le_bytes(word(4).try_into().unwrap_or_default())),
        _ => f64::from_le_bytes(word(8).try_into().unwrap_or_default()),
    }
}

/// Adds level 1 to the extension module.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(blas_level1, m)?)?;
    m.add_function(wrap_pyfunction!(blas_level1_in_place, m)?)
}
