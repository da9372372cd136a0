//! `gpujit.blas`: GEMM through `gpujit-blas` on the device of a `Device`.
//! The Python side (`gpujit/blas.py`) passes C-contiguous NumPy arrays as
//! bytes; they are copied to device buffers, multiplied row-major, and `C`
//! comes back as bytes.

use std::sync::Arc;

use gpujit::{Buffer, DeviceExt};
use gpujit_blas::{Blas, BlasError, DataType, Gemm, Matrix, MatrixMut, Op};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyBytes;

use crate::{Device, py_err};

/// A BLAS error as a Python exception: argument errors are `ValueError`s,
/// compile and device errors gpujit's own.
fn blas_err(e: BlasError) -> PyErr {
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
    U16(Buffer<u16>),
    F32(Buffer<f32>),
    F64(Buffer<f64>),
}

impl Typed {
    fn upload(dev: &dyn gpujit::Device, ty: DataType, bytes: &[u8]) -> gpujit::Result<Typed> {
        Ok(match ty {
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
            (Typed::U16(b), DataType::BF16) => Matrix::BF16(b),
            (Typed::U16(b), _) => Matrix::F16(b),
            (Typed::F32(b), _) => Matrix::F32(b),
            (Typed::F64(b), _) => Matrix::F64(b),
        }
    }

    fn matrix_mut(&mut self, ty: DataType) -> MatrixMut<'_> {
        match (self, ty) {
            (Typed::U16(b), DataType::BF16) => MatrixMut::BF16(b),
            (Typed::U16(b), _) => MatrixMut::F16(b),
            (Typed::F32(b), _) => MatrixMut::F32(b),
            (Typed::F64(b), _) => MatrixMut::F64(b),
        }
    }

    fn download(&self, dev: &dyn gpujit::Device) -> gpujit::Result<Vec<u8>> {
        Ok(match self {
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
fn handle(device: &Device) -> PyResult<Arc<Blas>> {
    let mut slot = device.blas.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(b) = slot.as_ref() {
        return Ok(b.clone());
    }
    let b = Arc::new(Blas::with_shared_jit(device.jit.clone()).map_err(blas_err)?);
    *slot = Some(b.clone());
    Ok(b)
}

/// `C = alpha·op(A)·op(B) + beta·C` for row-major matrices given as bytes:
/// `mats` = (A, B, C), `dims` = (m, n, k, transpose A, transpose B),
/// `scale` = (alpha, beta), `types` = (input, output). Returns `C`.
#[pyfunction]
fn blas_gemm<'py>(
    py: Python<'py>,
    device: &Device,
    mats: (Vec<u8>, Vec<u8>, Vec<u8>),
    dims: (i64, i64, i64, bool, bool),
    scale: (f64, f64),
    types: (String, String),
) -> PyResult<Bound<'py, PyBytes>> {
    let (input, output) = (dtype(&types.0)?, dtype(&types.1)?);
    let blas = handle(device)?;
    let (m, n, k, ta, tb) = dims;
    let op = |t: bool| if t { Op::T } else { Op::N };
    let g = Gemm::new(m, n, k)
        .row_major()
        .trans(op(ta), op(tb))
        .scale(scale.0, scale.1);
    let out = py
        .detach(|| -> Result<Vec<u8>, BlasError> {
            let dev = blas.device();
            let a = Typed::upload(dev, input, &mats.0)?;
            let b = Typed::upload(dev, input, &mats.1)?;
            let mut c = Typed::upload(dev, output, &mats.2)?;
            blas.gemm_ex(&g, a.matrix(input), b.matrix(input), c.matrix_mut(output))?;
            Ok(c.download(dev)?)
        })
        .map_err(blas_err)?;
    Ok(PyBytes::new(py, &out))
}

/// Adds the BLAS functions to the extension module.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(blas_gemm, m)?)
}
