//! Texture objects: `cudaCreateTextureObject` over a CUDA array, linear or
//! pitched memory, `cudaDestroyTextureObject`, and the descriptors they were
//! made from. The device makes each one ([`gpujit::Device::create_texture`]):
//! the driver's on NVIDIA, a software texture elsewhere. Mipmapped arrays,
//! resource views and sRGB reads are refused by name.

use std::ffi::{c_int, c_uint, c_void};

use gpujit::Texture;
use gpujit::texture::{AddressMode, FilterMode, ReadMode, TextureResource};

use crate::CudaError;
use crate::arrays::{ChannelFormatDesc, array};
use crate::error::{Result, api, cudaErrorInvalidValue, cudaErrorNotSupported, fail};
use crate::memory::put;
use crate::state::{DeviceState, current, lock};

/// The part of `cudaResourceDesc` every CUDA version shares: the resource
/// type (`cudaResourceTypeArray` 0, `MipmappedArray` 1, `Linear` 2,
/// `Pitch2D` 3) and the union's 56 bytes that hold each resource. CUDA 13
/// widens the union to 128 bytes and adds `flags` (0) at byte 136: read and
/// written only for programs built against CUDA 13
/// ([`crate::abi::program_version`]).
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct ResourceDesc {
    /// A `cudaResourceType`.
    pub res_type: c_int,
    /// The union of the resources: read as [`LinearResource`],
    /// [`Pitch2DResource`] or a `cudaArray_t`.
    pub res: [u64; 7],
}

/// Byte offset of CUDA 13's `cudaResourceDesc::flags`, and the struct's size there.
const CUDA13_FLAGS: usize = 136;
const CUDA13_BYTES: usize = 144;

/// The `linear` member of [`ResourceDesc`]'s union.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct LinearResource {
    /// The first texel.
    pub dev_ptr: *mut c_void,
    /// The texel format.
    pub desc: ChannelFormatDesc,
    /// Bytes of the range.
    pub size_in_bytes: usize,
}

/// The `pitch2D` member of [`ResourceDesc`]'s union.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct Pitch2DResource {
    /// The first texel.
    pub dev_ptr: *mut c_void,
    /// The texel format.
    pub desc: ChannelFormatDesc,
    /// Texels of a row.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// Bytes from one row to the next.
    pub pitch_in_bytes: usize,
}

/// `cudaTextureDesc`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct TextureDesc {
    /// `cudaTextureAddressMode` of each coordinate: wrap 0, clamp 1, mirror 2, border 3.
    pub address_mode: [c_int; 3],
    /// `cudaFilterModePoint` 0 or `cudaFilterModeLinear` 1.
    pub filter_mode: c_int,
    /// `cudaReadModeElementType` 0 or `cudaReadModeNormalizedFloat` 1.
    pub read_mode: c_int,
    /// sRGB conversion (not supported: 0).
    pub srgb: c_int,
    /// The border colour.
    pub border_color: [f32; 4],
    /// Whether coordinates are normalized.
    pub normalized_coords: c_int,
    /// Anisotropic filtering's bound (ignored: no mipmaps).
    pub max_anisotropy: c_uint,
    /// Mipmap filtering (ignored: no mipmaps).
    pub mipmap_filter_mode: c_int,
    /// Mipmap level bias (ignored).
    pub mipmap_level_bias: f32,
    /// Mipmap level clamp (ignored).
    pub min_mipmap_level_clamp: f32,
    /// Mipmap level clamp (ignored).
    pub max_mipmap_level_clamp: f32,
    /// Trilinear optimisation (ignored).
    pub disable_trilinear_optimization: c_int,
    /// Seamless cube-map filtering (ignored: no cube maps).
    pub seamless_cubemap: c_int,
}

/// A texture object of the program: the device's texture and the
/// descriptors it was made from.
pub(crate) struct TextureObj {
    /// Held for its lifetime; destroyed on drop.
    _texture: Texture,
    resource: ResourceDesc,
    texture: TextureDesc,
}

fn address(m: c_int, what: &str) -> Result<AddressMode> {
    Ok(match m {
        0 => AddressMode::Wrap,
        1 => AddressMode::Clamp,
        2 => AddressMode::Mirror,
        3 => AddressMode::Border,
        m => return fail(cudaErrorInvalidValue, format!("{what}: address mode {m}")),
    })
}

/// The device's description of the texture the program's descriptors ask for.
fn describe(
    d: &DeviceState,
    r: &ResourceDesc,
    t: &TextureDesc,
    what: &str,
) -> Result<gpujit::TextureDesc> {
    let (resource, format) = match r.res_type {
        0 => {
            let a = array(d, r.res[0] as *const c_void, what)?;
            let res = TextureResource::Pitch2D {
                addr: a.addr,
                width: a.width as u64,
                height: a.rows() as u64,
                pitch: a.pitch as u64,
            };
            (res, a.format)
        }
        1 => {
            return fail(
                cudaErrorNotSupported,
                format!("{what}: mipmapped arrays are not supported"),
            );
        }
        2 => {
            // SAFETY: the union holds the `linear` member for this type; it
            // is plain data, 128 bytes being room for it.
            let l: LinearResource = unsafe { *r.res.as_ptr().cast::<LinearResource>() };
            let res = TextureResource::Linear {
                addr: l.dev_ptr as u64,
                bytes: l.size_in_bytes as u64,
            };
            (res, l.desc.format(what)?)
        }
        3 => {
            // SAFETY: as above, for the `pitch2D` member.
            let p: Pitch2DResource = unsafe { *r.res.as_ptr().cast::<Pitch2DResource>() };
            let res = TextureResource::Pitch2D {
                addr: p.dev_ptr as u64,
                width: p.width as u64,
                height: p.height as u64,
                pitch: p.pitch_in_bytes as u64,
            };
            (res, p.desc.format(what)?)
        }
        k => return fail(cudaErrorInvalidValue, format!("{what}: resource type {k}")),
    };
    let (start, bytes) = match resource {
        TextureResource::Linear { addr, bytes } => (addr, bytes),
        TextureResource::Pitch2D {
            addr,
            width,
            height,
            pitch,
        } => (
            addr,
            pitch.saturating_mul(height.saturating_sub(1)) + width * format.bytes(),
        ),
    };
    if lock(&d.memory)
        .device_range(start, bytes as usize)
        .is_none()
    {
        return fail(
            cudaErrorInvalidValue,
            format!(
                "{what}: {start:#x}..+{bytes} is not inside device memory of {} (an allocation \
                 of cudaMalloc or a CUDA array)",
                d.spec
            ),
        );
    }
    if t.srgb != 0 {
        return fail(
            cudaErrorNotSupported,
            format!("{what}: sRGB reads are not supported"),
        );
    }
    let filter = match t.filter_mode {
        0 => FilterMode::Point,
        1 => FilterMode::Linear,
        m => return fail(cudaErrorInvalidValue, format!("{what}: filter mode {m}")),
    };
    let read = match t.read_mode {
        0 => ReadMode::Element,
        1 => ReadMode::NormalizedFloat,
        m => return fail(cudaErrorInvalidValue, format!("{what}: read mode {m}")),
    };
    Ok(gpujit::TextureDesc {
        resource,
        format,
        address: [
            address(t.address_mode[0], what)?,
            address(t.address_mode[1], what)?,
        ],
        filter,
        read,
        normalized_coords: t.normalized_coords != 0,
        border: t.border_color,
    })
}

/// Makes a texture object reading the resource `res` as `tex` describes.
///
/// # Safety
/// `out` is valid for a write; `res` and `tex` are null or valid;
/// `view` is null or valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaCreateTextureObject(
    out: *mut u64,
    res: *const ResourceDesc,
    tex: *const TextureDesc,
    view: *const c_void,
) -> CudaError {
    api(|| {
        let what = "cudaCreateTextureObject";
        let d = current()?;
        if res.is_null() || tex.is_null() {
            return fail(cudaErrorInvalidValue, format!("{what}: a null descriptor"));
        }
        if !view.is_null() {
            return fail(
                cudaErrorNotSupported,
                format!("{what}: resource views are not supported"),
            );
        }
        // SAFETY: non-null and valid by this function's contract; CUDA 13's
        // struct is larger and holds `flags` at `CUDA13_FLAGS`.
        let (resource, texture) = unsafe { (*res, *tex) };
        if crate::abi::program_is_cuda13() {
            // SAFETY: as above.
            let flags = unsafe { res.cast::<u8>().add(CUDA13_FLAGS).cast::<c_uint>().read() };
            if flags != 0 {
                return fail(
                    cudaErrorInvalidValue,
                    format!("{what}: resource flags {flags:#x}"),
                );
            }
        }
        let desc = describe(&d, &resource, &texture, what)?;
        // SAFETY: the resource lies in device memory of this device (checked
        // in `describe`); `cudaFree` of it while a kernel samples it is the
        // program's error, as in CUDA.
        let t = unsafe { d.dev().create_texture(&desc) }
            .map_err(|e| d.device_error("cudaCreateTextureObject", e))?;
        let handle = t.handle();
        lock(&d.memory).textures.insert(
            handle,
            TextureObj {
                _texture: t,
                resource,
                texture,
            },
        );
        // SAFETY: this function's contract.
        unsafe { put(out, handle, "cudaCreateTextureObject's pTexObject") }
    })
}

/// Destroys a texture object (0 is accepted), after the device's work on
/// devices whose frees do not wait for it themselves.
#[unsafe(no_mangle)]
pub extern "C" fn cudaDestroyTextureObject(handle: u64) -> CudaError {
    api(|| {
        let d = current()?;
        if handle == 0 {
            return Ok(());
        }
        if !lock(&d.memory).textures.contains_key(&handle) {
            return fail(
                cudaErrorInvalidValue,
                format!(
                    "cudaDestroyTextureObject({handle:#x}): not a texture object of {}",
                    d.spec
                ),
            );
        }
        if d.dev().info().backend != gpujit::Backend::Cuda {
            d.synchronize_all()?;
        }
        let t = lock(&d.memory).textures.remove(&handle);
        drop(t);
        Ok(())
    })
}

fn object<R>(handle: u64, what: &str, f: impl FnOnce(&TextureObj) -> R) -> Result<R> {
    let d = current()?;
    let m = lock(&d.memory);
    match m.textures.get(&handle) {
        Some(t) => Ok(f(t)),
        None => fail(
            cudaErrorInvalidValue,
            format!("{what}({handle:#x}): not a texture object of {}", d.spec),
        ),
    }
}

/// The resource descriptor `handle` was made from.
///
/// # Safety
/// `out` is valid for a write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGetTextureObjectResourceDesc(
    out: *mut ResourceDesc,
    handle: u64,
) -> CudaError {
    api(|| {
        let r = object(handle, "cudaGetTextureObjectResourceDesc", |t| t.resource)?;
        // SAFETY: this function's contract.
        unsafe { put(out, r, "cudaGetTextureObjectResourceDesc's pResDesc")? };
        if crate::abi::program_is_cuda13() {
            let tail = CUDA13_BYTES - std::mem::size_of::<ResourceDesc>();
            // SAFETY: `out` is non-null (written above) and a CUDA 13
            // program's struct runs to `CUDA13_BYTES`.
            unsafe { out.add(1).cast::<u8>().write_bytes(0, tail) };
        }
        Ok(())
    })
}

/// The texture descriptor `handle` was made from.
///
/// # Safety
/// `out` is valid for a write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGetTextureObjectTextureDesc(
    out: *mut TextureDesc,
    handle: u64,
) -> CudaError {
    api(|| {
        let t = object(handle, "cudaGetTextureObjectTextureDesc", |t| t.texture)?;
        // SAFETY: this function's contract.
        unsafe { put(out, t, "cudaGetTextureObjectTextureDesc's pTexDesc") }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts_match_cuda_runtime_headers() {
        assert_eq!(std::mem::size_of::<ChannelFormatDesc>(), 20);
        assert_eq!(std::mem::size_of::<ResourceDesc>(), 64);
        assert_eq!(std::mem::offset_of!(ResourceDesc, res), 8);
        assert!(std::mem::size_of::<Pitch2DResource>() <= 56);
        assert_eq!(std::mem::offset_of!(LinearResource, size_in_bytes), 32);
        assert_eq!(std::mem::offset_of!(Pitch2DResource, pitch_in_bytes), 48);
        assert_eq!(std::mem::size_of::<TextureDesc>(), 72);
        assert_eq!(std::mem::offset_of!(TextureDesc, border_color), 24);
        assert_eq!(std::mem::offset_of!(TextureDesc, normalized_coords), 40);
    }
}
