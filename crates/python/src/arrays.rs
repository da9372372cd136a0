//! Arrays from other libraries, without copies: `__cuda_array_interface__`
//! (PyTorch, CuPy, Numba), `__array_interface__` (NumPy) and DLPack
//! (`__dlpack__`, anything that exports it).

use std::ffi::c_void;

use gpujit::ScalarType;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyCapsule, PyCapsuleMethods, PyDict, PyTuple};

/// Where an array's memory is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// Host memory.
    Host,
    /// CUDA device memory (ordinal when known).
    Cuda(Option<i32>),
}

/// A strided array another library owns.
pub struct ArrayView {
    /// Address of element 0.
    pub addr: u64,
    /// Element type.
    pub dtype: ScalarType,
    /// Sizes.
    pub shape: Vec<i64>,
    /// Strides in elements.
    pub strides: Vec<i64>,
    /// Where the memory is.
    pub place: Place,
    /// What keeps the memory alive (the array, or its DLPack capsule).
    pub owner: Py<PyAny>,
}

impl ArrayView {
    /// Bytes from element 0 to one past the furthest element.
    pub fn extent(&self) -> usize {
        if self.shape.contains(&0) {
            return 0;
        }
        let last: i64 = self
            .shape
            .iter()
            .zip(&self.strides)
            .map(|(s, st)| (s - 1) * st.max(&0))
            .sum();
        (last as usize + 1) * self.dtype.size()
    }

    /// Whether its elements lie one after another in C order (strides of
    /// dimensions of size 1 do not matter; an empty array is contiguous).
    pub fn is_contiguous(&self) -> bool {
        if self.shape.contains(&0) {
            return true;
        }
        let mut want = 1i64;
        for (s, st) in self.shape.iter().zip(&self.strides).rev() {
            if *s != 1 && *st != want {
                return false;
            }
            want *= s;
        }
        true
    }
}

/// The element type of an array-interface type string (`<f4`, `|u1`, ...).
pub fn typestr(s: &str) -> PyResult<ScalarType> {
    let bad = || PyTypeError::new_err(format!("unsupported element type `{s}`"));
    let b = s.as_bytes();
    if b.len() < 3 || b[0] == b'>' {
        return Err(bad());
    }
    let size: usize = s[2..].parse().map_err(|_| bad())?;
    Ok(match (b[1], size) {
        (b'f', 2) => ScalarType::F16,
        (b'f', 4) => ScalarType::F32,
        (b'f', 8) => ScalarType::F64,
        (b'i', 1) => ScalarType::I8,
        (b'i', 2) => ScalarType::I16,
        (b'i', 4) => ScalarType::I32,
        (b'i', 8) => ScalarType::I64,
        (b'u', 1) => ScalarType::U8,
        (b'u', 2) => ScalarType::U16,
        (b'u', 4) => ScalarType::U32,
        (b'u', 8) => ScalarType::U64,
        (b'b', 1) => ScalarType::Bool,
        _ => return Err(bad()),
    })
}

/// The NumPy-style type string of `t` (bf16 has none: `<V2`).
pub fn typestr_of(t: ScalarType) -> &'static str {
    match t {
        ScalarType::Bool => "|b1",
        ScalarType::I8 => "|i1",
        ScalarType::U8 => "|u1",
        ScalarType::I16 => "<i2",
        ScalarType::U16 => "<u2",
        ScalarType::I32 => "<i4",
        ScalarType::U32 => "<u4",
        ScalarType::I64 => "<i8",
        ScalarType::U64 => "<u8",
        ScalarType::F16 => "<f2",
        ScalarType::BF16 => "<V2",
        ScalarType::F32 => "<f4",
        ScalarType::F64 => "<f8",
    }
}

/// An `__array_interface__` / `__cuda_array_interface__` dictionary.
fn from_interface(
    obj: &Bound<'_, PyAny>,
    d: &Bound<'_, PyDict>,
    place: Place,
) -> PyResult<ArrayView> {
    let get = |k: &str| -> PyResult<Bound<'_, PyAny>> {
        d.get_item(k)?
            .ok_or_else(|| PyValueError::new_err(format!("array interface without `{k}`")))
    };
    let data = get("data")?;
    let data = data
        .cast::<PyTuple>()
        .map_err(|_| PyTypeError::new_err("array interface `data` must be (pointer, read-only)"))?;
    let addr: u64 = data.get_item(0)?.extract()?;
    let dtype = typestr(&get("typestr")?.extract::<String>()?)?;
    let shape: Vec<i64> = get("shape")?.extract()?;
    let strides = match d.get_item("strides")? {
        Some(s) if !s.is_none() => {
            let bytes: Vec<i64> = s.extract()?;
            let esz = dtype.size() as i64;
            if bytes.len() != shape.len() || bytes.iter().any(|b| b % esz != 0) {
                return Err(PyValueError::new_err(format!(
                    "strides {bytes:?} do not fit shape {shape:?} of {dtype}"
                )));
            }
            bytes.iter().map(|b| b / esz).collect()
        }
        _ => contiguous_strides(&shape),
    };
    Ok(ArrayView {
        addr,
        dtype,
        shape,
        strides,
        place,
        owner: obj.clone().unbind(),
    })
}

/// Strides of a C-contiguous array of `shape`, in elements.
pub fn contiguous_strides(shape: &[i64]) -> Vec<i64> {
    let mut st = vec![1i64; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        st[d] = st[d + 1] * shape[d + 1].max(1);
    }
    st
}

#[repr(C)]
struct DlDevice {
    device_type: i32,
    device_id: i32,
}

#[repr(C)]
struct DlDataType {
    code: u8,
    bits: u8,
    lanes: u16,
}

#[repr(C)]
struct DlTensor {
    data: *mut c_void,
    device: DlDevice,
    ndim: i32,
    dtype: DlDataType,
    shape: *const i64,
    strides: *const i64,
    byte_offset: u64,
}

/// A DLPack capsule from `obj.__dlpack__()`; the capsule is kept (its
/// destructor releases the producer's tensor when it goes).
fn from_dlpack(obj: &Bound<'_, PyAny>) -> PyResult<ArrayView> {
    let cap = obj.call_method0("__dlpack__")?;
    let capsule = cap
        .cast::<PyCapsule>()
        .map_err(|_| PyTypeError::new_err("__dlpack__ did not return a capsule"))?;
    let ptr = capsule.pointer_checked(Some(c"dltensor"))?;
    // SAFETY: a capsule named "dltensor" holds a DLManagedTensor, whose first
    // member is the DLTensor; it stays valid while the capsule is alive and
    // unconsumed, and we hold the capsule.
    let t = unsafe { &*(ptr.as_ptr() as *const DlTensor) };
    let ndim = usize::try_from(t.ndim).map_err(|_| PyValueError::new_err("negative ndim"))?;
    let shape: Vec<i64> = if ndim == 0 {
        Vec::new()
    } else {
        // SAFETY: DLPack gives `ndim` sizes, and `ndim` strides or a null pointer.
        unsafe { std::slice::from_raw_parts(t.shape, ndim) }.to_vec()
    };
    let strides = if t.strides.is_null() || ndim == 0 {
        contiguous_strides(&shape)
    } else {
        // SAFETY: as above.
        unsafe { std::slice::from_raw_parts(t.strides, ndim) }.to_vec()
    };
    let dtype = match (t.dtype.code, t.dtype.bits, t.dtype.lanes) {
        (2, 16, 1) => ScalarType::F16,
        (2, 32, 1) => ScalarType::F32,
        (2, 64, 1) => ScalarType::F64,
        (4, 16, 1) => ScalarType::BF16,
        (0, 8, 1) => ScalarType::I8,
        (0, 16, 1) => ScalarType::I16,
        (0, 32, 1) => ScalarType::I32,
        (0, 64, 1) => ScalarType::I64,
        (1, 8, 1) => ScalarType::U8,
        (1, 16, 1) => ScalarType::U16,
        (1, 32, 1) => ScalarType::U32,
        (1, 64, 1) => ScalarType::U64,
        (6, 8, 1) => ScalarType::Bool,
        (c, b, l) => {
            return Err(PyTypeError::new_err(format!(
                "unsupported DLPack element type (code {c}, {b} bits, {l} lanes)"
            )));
        }
    };
    let place = match t.device.device_type {
        1 | 3 => Place::Host,
        2 => Place::Cuda(Some(t.device.device_id)),
        other => {
            return Err(PyTypeError::new_err(format!(
                "DLPack device type {other} is neither the CPU nor CUDA"
            )));
        }
    };
    Ok(ArrayView {
        addr: t.data as u64 + t.byte_offset,
        dtype,
        shape,
        strides,
        place,
        owner: cap.clone().unbind(),
    })
}

/// Whether an array interface's type string is a void type (`<V2`): what
/// PyTorch gives bfloat16, which has no NumPy code.
fn names_void(d: &Bound<'_, PyDict>) -> bool {
    d.get_item("typestr")
        .ok()
        .flatten()
        .and_then(|t| t.extract::<String>().ok())
        .is_some_and(|t| t.as_bytes().get(1) == Some(&b'V'))
}

/// Reads `obj` as an array: `__cuda_array_interface__`, then
/// `__array_interface__`, then `__dlpack__`. `None` when it is none of these.
/// An interface that names a void element type (`<V2`, PyTorch's bfloat16)
/// gives way to `__dlpack__` where the object has it: DLPack names bf16.
pub fn view(obj: &Bound<'_, PyAny>) -> PyResult<Option<ArrayView>> {
    let dlpack = obj.hasattr("__dlpack__")?;
    if let Ok(d) = obj.getattr("__cuda_array_interface__")
        && let Ok(d) = d.cast::<PyDict>()
        && !(dlpack && names_void(d))
    {
        return from_interface(obj, d, Place::Cuda(None)).map(Some);
    }
    if let Ok(d) = obj.getattr("__array_interface__")
        && let Ok(d) = d.cast::<PyDict>()
        && !(dlpack && names_void(d))
    {
        return from_interface(obj, d, Place::Host).map(Some);
    }
    if dlpack {
        return from_dlpack(obj).map(Some);
    }
    Ok(None)
}
