//! `gpujit.blas`: GEMM through `gpujit-blas` on the device of a `Device`.
//! The Python side (`gpujit/blas.py`) passes C-contiguous NumPy arrays as
//! bytes; they are copied to device buffers, multiplied row-major, and `C`
//! comes back as bytes. Arrays the device reaches in place (PyTorch or CuPy
//! CUDA tensors on a CUDA device, host arrays on the host device) are
//! multiplied where they are, `C` written in place ([`blas_gemm_in_place`]).

use std::sync::Arc;

use gpujit::{Buffer, DeviceExt, ScalarType};
use gpujit_blas::{
    Blas, BlasError, DataType, Gemm, MathMode, Matrix, MatrixMut, Op, RawMatrix, Strided,
};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyBytes;

use crate::arrays::{self, ArrayView};
use crate::{Device, py_err};

/// A BLAS error as a Python exception: argument errors are `ValueError`s,
/// compile and device errors gpujit's own.
pub(crate) fn blas_err(e: BlasError) -> PyErr {
    match e {
        BlasError::Gpujit(e) => py_err(e),
        other => PyValueError::new_err(other.to_string()),
    }
}

fn dtype(name: &str) -> PyResult<DataType> {
    Ok(match name {
        "f16" => DataType::F16,
        "bf16" => DataType::BF16,
        "f32" => DataType::F32,
        "f64" => DataType::F64,
        other => {
            return Err(PyValueError::new_err(format!(
                "element type `{other}`: gpujit.blas takes f16, bf16, f32, f64"
            )));
        }
    })
}

/// Device buffers of one element type.
enum Typed {
    U8(Buffer<u8>),
    U16(Buffer<u16>),
    F32(Buffer<f32>),
    F64(Buffer<f64>),
}

impl Typed {
    fn upload(dev: &dyn gpujit::Device, ty: DataType, bytes: &[u8]) -> gpujit::Result<Typed> {
        Ok(match ty {
            DataType::E4M3 | DataType::E5M2 => Typed::U8(dev.upload(bytes)?),
            DataType::F16 | DataType::BF16 => Typed::U16(
                dev.upload(
                    &bytes
                        .chunks_exact(2)
                        .map(|c| u16::from_le_bytes([c[0], c[1]]))
                        .collect::<Vec<_>>(),
                )?,
            ),
            DataType::F32 => Typed::F32(
                dev.upload(
                    &bytes
                        .chunks_exact(4)
                        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                        .collect::<Vec<_>>(),
                )?,
            ),
            DataType::F64 => Typed::F64(
                dev.upload(
                    &bytes
                        .chunks_exact(8)
                        .map(|c| {
                            let mut b = [0u8; 8];
                            b.copy_from_slice(c);
                            f64::from_le_bytes(b)
                        })
                        .collect::<Vec<_>>(),
                )?,
            ),
        })
    }

    fn matrix(&self, ty: DataType) -> Matrix<'_> {
        match (self, ty) {
            (Typed::U8(b), DataType::E5M2) => Matrix::E5M2(b),
            (Typed::U8(b), _) => Matrix::E4M3(b),
            (Typed::U16(b), DataType::BF16) => Matrix::BF16(b),
            (Typed::U16(b), _) => Matrix::F16(b),
            (Typed::F32(b), _) => Matrix::F32(b),
            (Typed::F64(b), _) => Matrix::F64(b),
        }
    }

    fn matrix_mut(&mut self, ty: DataType) -> Result<MatrixMut<'_>, BlasError> {
        Ok(match (self, ty) {
            (Typed::U8(_), _) => {
                return Err(BlasError::TypeMismatch {
                    arg: "c",
                    detail: format!("{ty} is an input type only"),
                });
            }
            (Typed::U16(b), DataType::BF16) => MatrixMut::BF16(b),
            (Typed::U16(b), _) => MatrixMut::F16(b),
            (Typed::F32(b), _) => MatrixMut::F32(b),
            (Typed::F64(b), _) => MatrixMut::F64(b),
        })
    }

    fn download(&self, dev: &dyn gpujit::Device) -> gpujit::Result<Vec<u8>> {
        Ok(match self {
            Typed::U8(b) => dev.download(b)?,
            Typed::U16(b) => dev
                .download(b)?
                .iter()
                .flat_map(|x| x.to_le_bytes())
                .collect(),
            Typed::F32(b) => dev
                .download(b)?
                .iter()
                .flat_map(|x| x.to_le_bytes())
                .collect(),
            Typed::F64(b) => dev
                .download(b)?
                .iter()
                .flat_map(|x| x.to_le_bytes())
                .collect(),
        })
    }
}

/// The handle of `device`, made on first use.
pub(crate) fn handle(device: &Device) -> PyResult<Arc<Blas>> {
    let mut slot = device.blas.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(b) = slot.as_ref() {
        return Ok(b.clone());
    }
    let b = Arc::new(Blas::with_shared_jit(device.jit.clone()).map_err(blas_err)?);
    *slot = Some(b.clone());
    Ok(b)
}

/// The math mode of a product: `tf32` allowed or not.
fn math(allow_tf32: bool) -> MathMode {
    if allow_tf32 {
        MathMode::AllowTf32
    } else {
        MathMode::Default
    }
}

/// `C = alpha·op(A)·op(B) + beta·C` for row-major matrices given as bytes:
/// `mats` = (A, B, C), `dims` = (m, n, k, transpose A, transpose B),
/// `scale` = (alpha, beta), `types` = (input, output); `allow_tf32`:
/// `f32` inputs may be read as `tf32` ([`MathMode::AllowTf32`]). Returns `C`.
#[pyfunction]
#[pyo3(signature = (device, mats, dims, scale, types, allow_tf32 = false))]
fn blas_gemm<'py>(
    py: Python<'py>,
    device: &Device,
    mats: (Vec<u8>, Vec<u8>, Vec<u8>),
    dims: (i64, i64, i64, bool, bool),
    scale: (f64, f64),
    types: (String, String),
    allow_tf32: bool,
) -> PyResult<Bound<'py, PyBytes>> {
    let (input, output) = (dtype(&types.0)?, dtype(&types.1)?);
    let blas = handle(device)?;
    let (m, n, k, ta, tb) = dims;
    let op = |t: bool| if t { Op::T } else { Op::N };
    let g = Gemm::new(m, n, k)
        .row_major()
        .trans(op(ta), op(tb))
        .scale(scale.0, scale.1)
        .math(math(allow_tf32));
    let out = py
        .detach(|| -> Result<Vec<u8>, BlasError> {
            let dev = blas.device();
            let a = Typed::upload(dev, input, &mats.0)?;
            let b = Typed::upload(dev, input, &mats.1)?;
            let mut c = Typed::upload(dev, output, &mats.2)?;
            blas.gemm_ex(&g, a.matrix(input), b.matrix(input), c.matrix_mut(output)?)?;
            Ok(c.download(dev)?)
        })
        .map_err(blas_err)?;
    Ok(PyBytes::new(py, &out))
}

/// An operand of an in-place product: a two-dimensional array the device
/// reaches, its rows at a stride (the leading dimension) and its elements
/// consecutive within a row.
struct InPlace {
    view: ArrayView,
    rows: i64,
    cols: i64,
    ld: i64,
    dtype: DataType,
}

/// `obj` as an array `device` reaches without a copy, or why not.
pub(crate) fn reached(device: &Device, name: &str, obj: &Bound<'_, PyAny>) -> PyResult<ArrayView> {
    let Some(view) = arrays::view(obj)? else {
        return Err(PyTypeError::new_err(format!(
            "{name} is a {}: pass an array (__cuda_array_interface__, __array_interface__ \
             or __dlpack__)",
            obj.get_type().name()?
        )));
    };
    if !crate::reaches(&device.jit, &view) {
        return Err(PyValueError::new_err(format!(
            "{name}: an array in {:?} memory cannot be used by {} without a copy",
            view.place,
            crate::dev::info(&device.jit).name
        )));
    }
    Ok(view)
}

impl InPlace {
    fn read(device: &Device, name: &str, obj: &Bound<'_, PyAny>) -> PyResult<InPlace> {
        let view = reached(device, name, obj)?;
        let dtype = match view.dtype {
            ScalarType::F16 => DataType::F16,
            ScalarType::BF16 => DataType::BF16,
            ScalarType::F32 => DataType::F32,
            ScalarType::F64 => DataType::F64,
            other => {
                return Err(PyTypeError::new_err(format!(
                    "{name} holds {other}: gpujit.blas takes f16, bf16, f32, f64"
                )));
            }
        };
        let [rows, cols] = view.shape[..] else {
            return Err(PyValueError::new_err(format!(
                "{name} has shape {:?}: gpujit.blas.gemm takes two-dimensional arrays",
                view.shape
            )));
        };
        let [row_stride, col_stride] = view.strides[..] else {
            return Err(PyValueError::new_err(format!(
                "{name}: strides do not fit its shape"
            )));
        };
        // One row: its stride does not matter, the leading dimension is the
        // row's length. Otherwise rows lie `row_stride` elements apart.
        let ld = if rows <= 1 { cols.max(1) } else { row_stride };
        if (cols > 1 && col_stride != 1) || ld < cols.max(1) {
            return Err(PyValueError::new_err(format!(
                "{name} has strides {:?} (elements) for shape {:?}: gpujit.blas.gemm takes rows of \
                 consecutive elements that do not overlap (numpy.ascontiguousarray, \
                 Tensor.contiguous)",
                view.strides, view.shape
            )));
        }
        Ok(InPlace {
            rows,
            cols,
            ld,
            dtype,
            view,
        })
    }

    /// What the product may reach: the array's own elements.
    fn raw(&self) -> RawMatrix {
        RawMatrix {
            dtype: self.dtype,
            addr: self.view.addr,
            len: self.view.extent() / self.view.dtype.size(),
        }
    }
}

/// `c = alpha·op(a)·op(b) + beta·c` on arrays the device reaches in place
/// (row-major, rows at any stride), `trans` = (transpose a, transpose b),
/// `scale` = (alpha, beta), `allow_tf32` as for [`blas_gemm`]. Queued on
/// the device like a kernel launch: asynchronous on GPUs, the arrays kept
/// alive until `Device.synchronize()`.
#[pyfunction]
#[pyo3(signature = (device, mats, trans, scale, allow_tf32 = false))]
fn blas_gemm_in_place(
    py: Python<'_>,
    device: &Device,
    mats: (Bound<'_, PyAny>, Bound<'_, PyAny>, Bound<'_, PyAny>),
    trans: (bool, bool),
    scale: (f64, f64),
    allow_tf32: bool,
) -> PyResult<()> {
    let a = InPlace::read(device, "a", &mats.0)?;
    let b = InPlace::read(device, "b", &mats.1)?;
    let c = InPlace::read(device, "c", &mats.2)?;
    let (m, k) = if trans.0 {
        (a.cols, a.rows)
    } else {
        (a.rows, a.cols)
    };
    let (kb, n) = if trans.1 {
        (b.cols, b.rows)
    } else {
        (b.rows, b.cols)
    };
    if kb != k {
        return Err(PyValueError::new_err(format!(
            "op(a) is {m}x{k} and op(b) {kb}x{n}: the inner sizes differ"
        )));
    }
    if (c.rows, c.cols) != (m, n) {
        return Err(PyValueError::new_err(format!(
            "c is {}x{}, the product {m}x{n}",
            c.rows, c.cols
        )));
    }
    let op = |t: bool| if t { Op::T } else { Op::N };
    let g = Gemm::new(m, n, k)
        .row_major()
        .trans(op(trans.0), op(trans.1))
        .ld(a.ld, b.ld, c.ld)
        .scale(scale.0, scale.1)
        .math(math(allow_tf32));
    let one = Strided {
        count: 1,
        stride_a: 0,
        stride_b: 0,
        stride_c: 0,
    };
    let blas = handle(device)?;
    let ops = [a.raw(), b.raw(), c.raw()];
    py.detach(|| {
        let dev = blas.device();
        let mut launch = |kernel: &gpujit::Kernel,
                          cfg: &gpujit::LaunchConfig,
                          args: &[gpujit::KernelArg<'_>]| {
            // SAFETY: every address is an array this device reaches
            // (checked by `InPlace::read`), kept alive until the launch
            // is known finished (below); the product stays within each
            // array's own elements (checked against `RawMatrix::len`).
            unsafe { dev.launch_unchecked(kernel, cfg, args) }
        };
        // SAFETY: as above; the arrays are the caller's to hand over.
        unsafe { blas.gemm_strided_batched_raw(&g, &one, ops, &mut launch) }
    })
    .map_err(blas_err)?;
    if crate::dev::info(&device.jit).backend != gpujit::Backend::Host {
        // GPU launches are asynchronous: the arrays live until `synchronize`.
        device
            .keep
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .extend([a.view.owner, b.view.owner, c.view.owner]);
    }
    Ok(())
}

/// Adds the BLAS functions to the extension module.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(blas_gemm, m)?)?;
    m.add_function(wrap_pyfunction!(blas_gemm_in_place, m)?)?;
    crate::blas_level1::register(m)
}
