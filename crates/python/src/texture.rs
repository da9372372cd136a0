//! Texture objects from Python, in the shape of CUDA's: `gpujit.Texture(array, ...)` is a
//! read-only view of a gpujit `Buffer` or of another library's array that kernels sample
//! through a `cudaTextureObject_t` parameter (`tex1Dfetch`, `tex1D`, `tex2D`). NVIDIA
//! devices make it with the driver; every other device makes a software texture (see
//! `gpujit::texture`). The texture keeps its memory alive.

use std::sync::Arc;

use gpujit::texture::{
    AddressMode, ChannelKind, FilterMode, ReadMode, TexelFormat, TextureResource,
};
use gpujit::{Jit, ScalarType, TextureDesc};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;

use crate::{Buffer, Device, arrays, py_err};

/// A texture object of one device: pass it where a kernel takes a `cudaTextureObject_t`.
#[pyclass(module = "gpujit._gpujit", frozen)]
pub(crate) struct Texture {
    pub(crate) jit: Arc<Jit>,
    pub(crate) texture: gpujit::Texture,
    desc: TextureDesc,
    /// The Buffer or array whose memory the texture reads.
    _memory: Py<PyAny>,
}

/// The memory an argument of `Texture(...)` stands for.
struct Memory {
    addr: u64,
    dtype: ScalarType,
    /// Sizes in elements, outermost first.
    shape: Vec<i64>,
    /// Strides in elements.
    strides: Vec<i64>,
    owner: Py<PyAny>,
}

fn channel_format(dtype: ScalarType, channels: u32) -> PyResult<TexelFormat> {
    let (kind, bits) = match dtype {
        ScalarType::F32 => (ChannelKind::Float, 32),
        ScalarType::F16 => (ChannelKind::Float, 16),
        ScalarType::I8 => (ChannelKind::Signed, 8),
        ScalarType::I16 => (ChannelKind::Signed, 16),
        ScalarType::I32 => (ChannelKind::Signed, 32),
        ScalarType::U8 => (ChannelKind::Unsigned, 8),
        ScalarType::U16 => (ChannelKind::Unsigned, 16),
        ScalarType::U32 => (ChannelKind::Unsigned, 32),
        other => {
            return Err(PyTypeError::new_err(format!(
                "a texture's texels are float32, float16 or 8-, 16- or 32-bit integers, not {other}"
            )));
        }
    };
    Ok(TexelFormat {
        kind,
        bits,
        channels,
    })
}

fn address_mode(s: &str) -> PyResult<AddressMode> {
    Ok(match s {
        "wrap" => AddressMode::Wrap,
        "clamp" => AddressMode::Clamp,
        "mirror" => AddressMode::Mirror,
        "border" => AddressMode::Border,
        _ => {
            return Err(PyValueError::new_err(format!(
                "address mode `{s}`: one of \"wrap\", \"clamp\", \"mirror\", \"border\""
            )));
        }
    })
}

/// The address modes of x and y: one name for both, or a pair.
fn address_modes(obj: &Bound<'_, PyAny>) -> PyResult<[AddressMode; 2]> {
    if let Ok(s) = obj.extract::<String>() {
        let m = address_mode(&s)?;
        return Ok([m, m]);
    }
    let (x, y): (String, String) = obj
        .extract()
        .map_err(|_| PyTypeError::new_err("address is a mode name or a pair of them (x, y)"))?;
    Ok([address_mode(&x)?, address_mode(&y)?])
}

/// The Buffer or array `obj`, on `jit`'s device; a Buffer read as a C-ordered array of
/// `shape` where given.
fn memory_of(jit: &Jit, obj: &Bound<'_, PyAny>, shape: Option<Vec<i64>>) -> PyResult<Memory> {
    if let Ok(b) = obj.cast::<Buffer>() {
        let b = b.get();
        gpujit_device::check_owned(jit.device().id(), b.buf.memory().device(), "the texture's")
            .map_err(|e| py_err(e.into()))?;
        let len = (b.buf.memory().len() / b.dtype.size()) as i64;
        let shape = shape.unwrap_or_else(|| vec![len]);
        if shape.is_empty() || shape.iter().any(|&d| d < 1) {
            return Err(PyValueError::new_err(format!(
                "shape {shape:?}: one or more positive sizes"
            )));
        }
        let elements = shape.iter().try_fold(1i64, |n, &d| n.checked_mul(d));
        if elements.is_none_or(|n| n > len) {
            return Err(PyValueError::new_err(format!(
                "shape {shape:?} needs more than the Buffer's {len} elements"
            )));
        }
        return Ok(Memory {
            addr: b.buf.memory().addr(),
            dtype: b.dtype,
            strides: arrays::contiguous_strides(&shape),
            shape,
            owner: obj.clone().unbind(),
        });
    }
    if shape.is_some() {
        return Err(PyValueError::new_err(
            "shape is for a Buffer: an array has its own shape and strides",
        ));
    }
    let Some(a) = arrays::view(obj)? else {
        return Err(PyTypeError::new_err(format!(
            "a texture reads a gpujit Buffer or an array (__cuda_array_interface__, \
             __array_interface__ or __dlpack__), not a {}",
            obj.get_type().name()?
        )));
    };
    if !crate::reaches(jit, &a) {
        return Err(PyValueError::new_err(format!(
            "the texture's array is in {:?} memory, which {} ({}) does not read in place",
            a.place,
            crate::dev::info(jit).name,
            crate::dev::info(jit).backend
        )));
    }
    Ok(Memory {
        addr: a.addr,
        dtype: a.dtype,
        shape: a.shape,
        strides: a.strides,
        owner: a.owner,
    })
}

/// The resource of `m` as `kind` (`linear` or `pitch2d`), texels of `channels` elements.
fn resource(m: &Memory, kind: &str, channels: u32) -> PyResult<TextureResource> {
    let elem = m.dtype.size() as u64;
    let c = i64::from(channels);
    let (shape, strides) = (m.shape.as_slice(), m.strides.as_slice());
    let bad = |what: String| Err(PyValueError::new_err(what));
    // The texels' sizes and strides (in elements): the channels of a texel are the last
    // dimension where it is theirs, else consecutive elements of a one-dimensional array.
    let (dims, steps): (Vec<i64>, Vec<i64>) = match shape.len() {
        n if c > 1 && n >= 2 && shape[n - 1] == c => {
            if strides[n - 1] != 1 {
                return bad("the channels of a texel are not consecutive elements".into());
            }
            (shape[..n - 1].to_vec(), strides[..n - 1].to_vec())
        }
        1 => {
            if shape[0] % c != 0 {
                return bad(format!(
                    "{} elements are not whole texels of {c} channels",
                    shape[0]
                ));
            }
            (vec![shape[0] / c], vec![strides[0] * c])
        }
        _ if c == 1 => (shape.to_vec(), strides.to_vec()),
        _ => {
            return bad(format!(
                "texels of {c} channels come from an array of shape (width * {c},) or \
                 (..., {c}); this one has shape {shape:?}"
            ));
        }
    };
    if dims.last().is_some_and(|&w| w > 1) && steps.last() != Some(&c) {
        return bad("the texels of a row are not consecutive in memory".into());
    }
    let row = |w: i64| w as u64 * u64::from(channels) * elem;
    match (kind, dims.as_slice()) {
        ("linear", [n]) => Ok(TextureResource::Linear {
            addr: m.addr,
            bytes: row(*n),
        }),
        ("linear", _) => bad("a linear texture (tex1Dfetch) reads a one-dimensional array".into()),
        ("pitch2d", [n]) => Ok(TextureResource::Pitch2D {
            addr: m.addr,
            width: *n as u64,
            height: 1,
            pitch: row(*n),
        }),
        ("pitch2d", [h, w]) => {
            if *h > 1 && steps[0] < *w * c {
                return bad("the rows of a two-dimensional texture overlap".into());
            }
            Ok(TextureResource::Pitch2D {
                addr: m.addr,
                width: *w as u64,
                height: *h as u64,
                pitch: if *h > 1 {
                    steps[0] as u64 * elem
                } else {
                    row(*w)
                },
            })
        }
        ("pitch2d", _) => bad(format!(
            "a pitch2d texture reads one or two dimensions of texels, not {}",
            dims.len()
        )),
        (other, _) => bad(format!(
            "resource `{other}`: \"linear\" (tex1Dfetch) or \"pitch2d\" (tex1D, tex2D)"
        )),
    }
}

#[pymethods]
impl Texture {
    /// A texture over `array` (a gpujit `Buffer` or an array of memory the device reads in
    /// place) on `device` (the Buffer's device when omitted, else `gpujit.device("auto")`).
    /// `shape` reads a Buffer as a C-ordered array of that shape (`(height, width)`, or
    /// `(height, width, channels)`); an array brings its own shape and strides.
    /// `resource="linear"` reads a one-dimensional array by index (`tex1Dfetch`);
    /// `"pitch2d"` (the default for arrays of more than one dimension) reads rows of
    /// texels (`tex1D`, `tex2D`), each row `strides[0]` apart, which NVIDIA requires to be a
    /// multiple of 32 bytes. `channels` (1, 2 or 4) elements make a texel: the last
    /// dimension, or consecutive elements of a one-dimensional array. `filter` is
    /// `"point"` or `"linear"`; `address` a mode (`"wrap"`, `"clamp"`, `"mirror"`,
    /// `"border"`) or a pair (x, y); `read` `"element"` or `"normalized_float"` (8- and
    /// 16-bit integers read as [0, 1] or [-1, 1]); `normalized_coords` makes coordinates
    /// run over [0, 1); `border` is the colour of the border mode. A texture the device
    /// cannot make raises `DeviceError` naming why (alignment, pitch, format).
    #[new]
    #[pyo3(signature = (array, *, device = None, shape = None, resource = None, channels = 1,
        filter = "point", address = None, read = "element", normalized_coords = false,
        border = (0.0, 0.0, 0.0, 0.0)))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        py: Python<'_>,
        array: &Bound<'_, PyAny>,
        device: Option<&Bound<'_, PyAny>>,
        shape: Option<Vec<i64>>,
        resource: Option<&str>,
        channels: u32,
        filter: &str,
        address: Option<&Bound<'_, PyAny>>,
        read: &str,
        normalized_coords: bool,
        border: (f32, f32, f32, f32),
    ) -> PyResult<Texture> {
        let jit = match (device, array.cast::<Buffer>()) {
            (None, Ok(b)) => b.get().jit.clone(),
            (d, _) => crate::raw::device_of(py, d)?.get().jit.clone(),
        };
        let m = memory_of(&jit, array, shape)?;
        if !matches!(channels, 1 | 2 | 4) {
            return Err(PyValueError::new_err(format!(
                "channels={channels}: a texel has 1, 2 or 4 channels"
            )));
        }
        let kind = resource.unwrap_or(if m.shape.len() == 1 {
            "linear"
        } else {
            "pitch2d"
        });
        let desc = TextureDesc {
            resource: self::resource(&m, kind, channels)?,
            format: channel_format(m.dtype, channels)?,
            address: match address {
                Some(a) => address_modes(a)?,
                None => [AddressMode::Clamp; 2],
            },
            filter: match filter {
                "point" => FilterMode::Point,
                "linear" => FilterMode::Linear,
                _ => {
                    return Err(PyValueError::new_err(format!(
                        "filter `{filter}`: \"point\" or \"linear\""
                    )));
                }
            },
            read: match read {
                "element" => ReadMode::Element,
                "normalized_float" => ReadMode::NormalizedFloat,
                _ => {
                    return Err(PyValueError::new_err(format!(
                        "read `{read}`: \"element\" or \"normalized_float\""
                    )));
                }
            },
            normalized_coords,
            border: [border.0, border.1, border.2, border.3],
        };
        // SAFETY: the resource lies in memory of this device (a Buffer of it, checked, or an
        // array it reads in place, checked), which `_memory` keeps alive as long as the
        // texture; the device checks the descriptor itself.
        let texture =
            unsafe { jit.device().create_texture(&desc) }.map_err(|e| py_err(e.into()))?;
        Ok(Texture {
            jit,
            texture,
            desc,
            _memory: m.owner,
        })
    }

    /// The handle a kernel receives (`cudaTextureObject_t`), valid while this object lives.
    #[getter]
    fn handle(&self) -> u64 {
        self.texture.handle()
    }

    /// The device the texture belongs to.
    #[getter]
    fn device(&self) -> Device {
        Device::from_jit(self.jit.clone())
    }

    fn __repr__(&self) -> String {
        let f = self.desc.format;
        let what = match self.desc.resource {
            TextureResource::Linear { bytes, .. } => format!("linear, {bytes} bytes"),
            TextureResource::Pitch2D {
                width,
                height,
                pitch,
                ..
            } => format!("pitch2d, {width}x{height}, pitch {pitch}"),
        };
        format!(
            "Texture({what}, {} x {:?} {}-bit, {:?}, {} on {})",
            f.channels,
            f.kind,
            f.bits,
            self.desc.filter,
            if self.desc.normalized_coords {
                "normalized coordinates"
            } else {
                "texel coordinates"
            },
            crate::dev::info(&self.jit).name
        )
    }
}

/// A texture as a kernel argument: its handle, where the parameter is a 64-bit integer
/// (`cudaTextureObject_t`) and the texture belongs to the kernel's device.
pub(crate) fn texture_arg(
    jit: &Jit,
    t: &Texture,
    ty: gpujit::ParamType,
    index: usize,
) -> PyResult<gpujit::KernelArg<'static>> {
    gpujit_device::check_owned(
        jit.device().id(),
        t.texture.device(),
        &format!("argument {index}"),
    )
    .map_err(|e| py_err(e.into()))?;
    match ty {
        gpujit::ParamType::Scalar(ScalarType::U64) => {
            Ok(gpujit::KernelArg::from(t.texture.handle()))
        }
        // IR does not tell signedness: the bits of the handle.
        gpujit::ParamType::Scalar(ScalarType::I64) => Ok(gpujit::KernelArg::from(
            i64::from_ne_bytes(t.texture.handle().to_ne_bytes()),
        )),
        other => Err(PyTypeError::new_err(format!(
            "argument {index} is a Texture, the kernel takes {other}: a texture goes where a \
             kernel takes a cudaTextureObject_t"
        ))),
    }
}

/// Adds `Texture` to the module.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Texture>()
}
