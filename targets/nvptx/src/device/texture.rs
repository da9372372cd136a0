//! Texture objects made by the driver (`cuTexObjectCreate`), sampled in hardware.

use std::sync::Arc;

use cudarc::driver::sys;
use gpujit_device::texture::{
    AddressMode, ChannelKind, FilterMode, ReadMode, TexelFormat, TextureResource,
};
use gpujit_device::{Device, Result, Texture, TextureDesc};

use super::{Context, CudaDevice, Release};

/// Destroys the texture object on drop.
struct TextureOwner {
    ctx: Arc<Context>,
    handle: u64,
}

impl Drop for TextureOwner {
    fn drop(&mut self) {
        self.ctx.release(Release::Texture(self.handle));
    }
}

fn array_format(f: &TexelFormat) -> sys::CUarray_format {
    use sys::CUarray_format::*;
    match (f.kind, f.bits) {
        (ChannelKind::Unsigned, 8) => CU_AD_FORMAT_UNSIGNED_INT8,
        (ChannelKind::Unsigned, 16) => CU_AD_FORMAT_UNSIGNED_INT16,
        (ChannelKind::Unsigned, _) => CU_AD_FORMAT_UNSIGNED_INT32,
        (ChannelKind::Signed, 8) => CU_AD_FORMAT_SIGNED_INT8,
        (ChannelKind::Signed, 16) => CU_AD_FORMAT_SIGNED_INT16,
        (ChannelKind::Signed, _) => CU_AD_FORMAT_SIGNED_INT32,
        (ChannelKind::Float, 16) => CU_AD_FORMAT_HALF,
        (ChannelKind::Float, _) => CU_AD_FORMAT_FLOAT,
    }
}

fn address_mode(m: AddressMode) -> sys::CUaddress_mode {
    match m {
        AddressMode::Wrap => sys::CUaddress_mode::CU_TR_ADDRESS_MODE_WRAP,
        AddressMode::Clamp => sys::CUaddress_mode::CU_TR_ADDRESS_MODE_CLAMP,
        AddressMode::Mirror => sys::CUaddress_mode::CU_TR_ADDRESS_MODE_MIRROR,
        AddressMode::Border => sys::CUaddress_mode::CU_TR_ADDRESS_MODE_BORDER,
    }
}

/// `CU_TRSF_READ_AS_INTEGER`.
const READ_AS_INTEGER: u32 = 1;
/// `CU_TRSF_NORMALIZED_COORDINATES`.
const NORMALIZED_COORDINATES: u32 = 2;

impl CudaDevice {
    /// The driver's texture object for `desc`.
    pub(super) fn driver_texture(&self, desc: &TextureDesc) -> Result<Texture> {
        desc.check()?;
        let format = array_format(&desc.format);
        let channels = desc.format.channels;
        // SAFETY: an all-zero CUDA_RESOURCE_DESC is a valid value of the plain C struct.
        let mut res: sys::CUDA_RESOURCE_DESC = unsafe { std::mem::zeroed() };
        match desc.resource {
            TextureResource::Linear { addr, bytes } => {
                res.resType = sys::CUresourcetype::CU_RESOURCE_TYPE_LINEAR;
                res.res.linear = sys::CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3 {
                    devPtr: addr,
                    format,
                    numChannels: channels,
                    sizeInBytes: bytes as usize,
                };
            }
            TextureResource::Pitch2D {
                addr,
                width,
                height,
                pitch,
            } => {
                res.resType = sys::CUresourcetype::CU_RESOURCE_TYPE_PITCH2D;
                res.res.pitch2D = sys::CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4 {
                    devPtr: addr,
                    format,
                    numChannels: channels,
                    width: width as usize,
                    height: height as usize,
                    pitchInBytes: pitch as usize,
                };
            }
        }
        // SAFETY: as above, for CUDA_TEXTURE_DESC.
        let mut tex: sys::CUDA_TEXTURE_DESC = unsafe { std::mem::zeroed() };
        let mode = |i: usize| address_mode(desc.address[i]);
        tex.addressMode = [mode(0), mode(1), mode(1)];
        tex.filterMode = match desc.filter {
            FilterMode::Point => sys::CUfilter_mode::CU_TR_FILTER_MODE_POINT,
            FilterMode::Linear => sys::CUfilter_mode::CU_TR_FILTER_MODE_LINEAR,
        };
        if desc.read == ReadMode::Element && desc.format.kind != ChannelKind::Float {
            tex.flags |= READ_AS_INTEGER;
        }
        if desc.normalized_coords {
            tex.flags |= NORMALIZED_COORDINATES;
        }
        tex.borderColor = desc.border;
        self.ctx.make_current()?;
        let mut handle: sys::CUtexObject = 0;
        // SAFETY: the context is current; both descriptors are initialised and outlive the
        // call; the resource view may be null; `handle` is a writable out-pointer. The
        // caller of `create_texture` keeps the memory allocated.
        let status = unsafe { sys::cuTexObjectCreate(&mut handle, &res, &tex, std::ptr::null()) };
        self.ctx.check("cuTexObjectCreate", status)?;
        let owner = TextureOwner {
            ctx: self.ctx.clone(),
            handle,
        };
        Ok(Texture::new(handle, self.id().clone(), Box::new(owner)))
    }
}
