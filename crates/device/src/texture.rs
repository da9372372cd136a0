//! Texture objects: read-only views of device memory that kernels sample
//! through a 64-bit handle (CUDA's `cudaTextureObject_t`), with addressing
//! modes, point or linear filtering and normalized coordinates.
//!
//! NVIDIA devices make them with the driver (`cuTexObjectCreate`) and sample
//! them in hardware. Every other device gets a *software texture*: the handle
//! is the device address of a [`SOFTWARE_DESCRIPTOR_BYTES`]-byte descriptor
//! ([`TextureDesc::software_descriptor`], laid out as [`layout`] says), which
//! the kernels' texture instructions, lowered by the target, read and sample
//! in ordinary code.

use std::any::Any;

use crate::{Device, DeviceId, Error, Result};

/// How the channels of a texel are stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ChannelKind {
    /// Two's-complement integers.
    Signed,
    /// Unsigned integers.
    Unsigned,
    /// IEEE floats: 16 (half) or 32 bits.
    Float,
}

/// The format of one texel: 1, 2 or 4 channels of 8, 16 or 32 bits each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TexelFormat {
    /// How each channel is stored.
    pub kind: ChannelKind,
    /// Bits of each channel: 8, 16 or 32 (16 or 32 for floats).
    pub bits: u32,
    /// Channels of a texel: 1, 2 or 4.
    pub channels: u32,
}

impl TexelFormat {
    /// Bytes of one texel.
    pub fn bytes(&self) -> u64 {
        u64::from(self.bits / 8) * u64::from(self.channels)
    }

    /// Checks that every device reads the format: 1, 2 or 4 channels of 8,
    /// 16 or 32 bits (floats of 16 or 32); [`Error::InvalidTexture`] otherwise.
    pub fn check(&self) -> Result<()> {
        let bits_ok = match self.kind {
            ChannelKind::Float => matches!(self.bits, 16 | 32),
            _ => matches!(self.bits, 8 | 16 | 32),
        };
        if !bits_ok || !matches!(self.channels, 1 | 2 | 4) {
            return Err(invalid(format!(
                "texels of {} {:?} channels of {} bits (1, 2 or 4 channels of 8, 16 or 32 \
                 bits, floats of 16 or 32)",
                self.channels, self.kind, self.bits
            )));
        }
        Ok(())
    }
}

/// What a coordinate outside the texture reads (CUDA's `cudaTextureAddressMode`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AddressMode {
    /// The texture repeats (normalized coordinates only; clamps otherwise).
    Wrap = 0,
    /// The nearest edge texel.
    Clamp = 1,
    /// The texture repeats mirrored (normalized coordinates only; clamps otherwise).
    Mirror = 2,
    /// The border colour.
    Border = 3,
}

/// How a sample between texel centres is formed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FilterMode {
    /// The texel the coordinate falls in.
    Point,
    /// The bilinear blend of the nearest texels (float results only).
    Linear,
}

/// What integer texels read as in a float fetch (CUDA's `cudaTextureReadMode`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReadMode {
    /// The stored value.
    Element,
    /// 8- and 16-bit integers scaled to [0, 1] (unsigned) or [-1, 1] (signed).
    NormalizedFloat,
}

/// The memory a texture reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TextureResource {
    /// `bytes` bytes of texels at device address `addr`, read by integer
    /// index only (`tex1Dfetch`); an index past the end reads zeros.
    Linear {
        /// Device address of the first texel.
        addr: u64,
        /// Bytes of the range.
        bytes: u64,
    },
    /// `height` rows of `width` texels, `pitch` bytes apart, at device address `addr`.
    Pitch2D {
        /// Device address of the first texel.
        addr: u64,
        /// Texels of a row.
        width: u64,
        /// Rows (1 for a one-dimensional texture).
        height: u64,
        /// Bytes from one row to the next.
        pitch: u64,
    },
}

/// Everything a texture object is made of (CUDA's resource and texture descriptors).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TextureDesc {
    /// The memory it reads.
    pub resource: TextureResource,
    /// The format of its texels.
    pub format: TexelFormat,
    /// The addressing of the x and y coordinates.
    pub address: [AddressMode; 2],
    /// Point or linear filtering.
    pub filter: FilterMode,
    /// What integer texels read as in a float fetch.
    pub read: ReadMode,
    /// Whether coordinates run over [0, 1) rather than [0, width).
    pub normalized_coords: bool,
    /// The colour [`AddressMode::Border`] reads outside the texture.
    pub border: [f32; 4],
}

/// The alignment of a texture's first texel in bytes (CUDA's
/// `textureAlignment`): NVIDIA's driver refuses less, so every device does,
/// and every device aligns its allocations to it.
pub const TEXTURE_ALIGNMENT: u64 = 512;

/// The alignment of a pitched texture's pitch in bytes (CUDA's
/// `texturePitchAlignment`), which NVIDIA's driver requires.
pub const TEXTURE_PITCH_ALIGNMENT: u64 = 32;

/// Bytes of a software texture's descriptor.
pub const SOFTWARE_DESCRIPTOR_BYTES: usize = 64;

/// Byte offsets of a software texture descriptor's fields, all little-endian.
pub mod layout {
    /// `u64`: device address of the first texel.
    pub const BASE: u32 = 0;
    /// `u32`: texels of a row.
    pub const WIDTH: u32 = 8;
    /// `u32`: rows.
    pub const HEIGHT: u32 = 12;
    /// `u32`: bytes from one row to the next.
    pub const PITCH: u32 = 16;
    /// `u32`: the channel kind: 0 signed, 1 unsigned, 2 float.
    pub const KIND: u32 = 20;
    /// `u32`: bytes of a channel: 1, 2 or 4.
    pub const CHANNEL_BYTES: u32 = 24;
    /// `u32`: channels of a texel: 1, 2 or 4.
    pub const CHANNELS: u32 = 28;
    /// `u32`: the [`FLAG_LINEAR_FILTER`], [`FLAG_NORMALIZED_COORDS`],
    /// [`FLAG_NORMALIZED_READ`] and [`FLAG_LINEAR_RESOURCE`] bits.
    pub const FLAGS: u32 = 32;
    /// `u32`: the x coordinate's [`AddressMode`](super::AddressMode) as a number.
    pub const ADDRESS_X: u32 = 36;
    /// `u32`: the y coordinate's address mode.
    pub const ADDRESS_Y: u32 = 40;
    /// `f32` × 4: the border colour.
    pub const BORDER: u32 = 48;
    /// Linear filtering.
    pub const FLAG_LINEAR_FILTER: u32 = 1;
    /// Normalized coordinates.
    pub const FLAG_NORMALIZED_COORDS: u32 = 2;
    /// Integer texels read as normalized floats.
    pub const FLAG_NORMALIZED_READ: u32 = 4;
    /// A linear resource: integer fetches only, zeros past the end.
    pub const FLAG_LINEAR_RESOURCE: u32 = 8;
}

fn invalid(reason: String) -> Error {
    Error::InvalidTexture { reason }
}

impl TextureDesc {
    /// Checks what every device requires (what NVIDIA's driver requires, so
    /// that a texture made on one device is made on all): a texel format of
    /// 1, 2 or 4 channels of 8, 16 or 32 bits; a non-empty resource whose
    /// rows hold `width` texels, its first texel aligned to
    /// [`TEXTURE_ALIGNMENT`] and its pitch to [`TEXTURE_PITCH_ALIGNMENT`];
    /// normalized reads of 8- and 16-bit integers only; linear filtering of
    /// float results only.
    pub fn check(&self) -> Result<()> {
        self.format.check()?;
        let texel = self.format.bytes();
        let addr = match self.resource {
            TextureResource::Linear { addr, .. } | TextureResource::Pitch2D { addr, .. } => addr,
        };
        if addr % TEXTURE_ALIGNMENT != 0 {
            return Err(invalid(format!(
                "the first texel at {addr:#x} is not aligned to {TEXTURE_ALIGNMENT} bytes"
            )));
        }
        match self.resource {
            TextureResource::Linear { bytes, .. } => {
                if bytes < texel || bytes % texel != 0 || bytes / texel > u64::from(u32::MAX) {
                    return Err(invalid(format!(
                        "a linear resource of {bytes} bytes for texels of {texel} bytes"
                    )));
                }
            }
            TextureResource::Pitch2D {
                width,
                height,
                pitch,
                ..
            } => {
                let max = u64::from(u32::MAX);
                if width == 0 || height == 0 || width > max || height > max || pitch > max {
                    return Err(invalid(format!(
                        "a {width}×{height} resource (pitch {pitch})"
                    )));
                }
                if pitch % TEXTURE_PITCH_ALIGNMENT != 0 {
                    return Err(invalid(format!(
                        "a pitch of {pitch} bytes, not a multiple of {TEXTURE_PITCH_ALIGNMENT}"
                    )));
                }
                if width.saturating_mul(texel) > pitch {
                    return Err(invalid(format!(
                        "rows of {width} texels of {texel} bytes do not fit a pitch of {pitch} \
                         bytes"
                    )));
                }
            }
        }
        let integer = self.format.kind != ChannelKind::Float;
        if integer && self.read == ReadMode::NormalizedFloat && self.format.bits == 32 {
            return Err(invalid(
                "normalized reads of 32-bit integer texels (8- and 16-bit only)".into(),
            ));
        }
        if integer && self.read == ReadMode::Element && self.filter == FilterMode::Linear {
            return Err(invalid(
                "linear filtering of integer texels read as integers (float results only)".into(),
            ));
        }
        Ok(())
    }

    /// The descriptor of a software texture, laid out as [`layout`] says.
    pub fn software_descriptor(&self) -> [u8; SOFTWARE_DESCRIPTOR_BYTES] {
        let mut d = [0u8; SOFTWARE_DESCRIPTOR_BYTES];
        let mut put = |at: u32, bytes: &[u8]| {
            let at = at as usize;
            d[at..at + bytes.len()].copy_from_slice(bytes);
        };
        let texel = self.format.bytes();
        let (addr, width, height, pitch, linear) = match self.resource {
            TextureResource::Linear { addr, bytes } => (addr, bytes / texel.max(1), 1, bytes, true),
            TextureResource::Pitch2D {
                addr,
                width,
                height,
                pitch,
            } => (addr, width, height, pitch, false),
        };
        let u32_of = |v: u64| u32::try_from(v).unwrap_or(u32::MAX).to_le_bytes();
        put(layout::BASE, &addr.to_le_bytes());
        put(layout::WIDTH, &u32_of(width));
        put(layout::HEIGHT, &u32_of(height));
        put(layout::PITCH, &u32_of(pitch));
        let kind: u32 = match self.format.kind {
            ChannelKind::Signed => 0,
            ChannelKind::Unsigned => 1,
            ChannelKind::Float => 2,
        };
        put(layout::KIND, &kind.to_le_bytes());
        put(layout::CHANNEL_BYTES, &(self.format.bits / 8).to_le_bytes());
        put(layout::CHANNELS, &self.format.channels.to_le_bytes());
        let mut flags = 0;
        if self.filter == FilterMode::Linear {
            flags |= layout::FLAG_LINEAR_FILTER;
        }
        if self.normalized_coords {
            flags |= layout::FLAG_NORMALIZED_COORDS;
        }
        if self.read == ReadMode::NormalizedFloat && self.format.kind != ChannelKind::Float {
            flags |= layout::FLAG_NORMALIZED_READ;
        }
        if linear {
            flags |= layout::FLAG_LINEAR_RESOURCE;
        }
        put(layout::FLAGS, &flags.to_le_bytes());
        put(layout::ADDRESS_X, &(self.address[0] as u32).to_le_bytes());
        put(layout::ADDRESS_Y, &(self.address[1] as u32).to_le_bytes());
        for (c, v) in self.border.iter().enumerate() {
            put(layout::BORDER + 4 * c as u32, &v.to_le_bytes());
        }
        d
    }
}

/// A texture object of one device: its [`handle`](Self::handle) is what a
/// kernel's `cudaTextureObject_t` argument carries. Destroyed on drop.
pub struct Texture {
    handle: u64,
    device: DeviceId,
    _owner: Box<dyn Any + Send + Sync>,
}

impl std::fmt::Debug for Texture {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Texture({:#x} on {})", self.handle, self.device)
    }
}

impl Texture {
    /// Wraps a texture object whose resources `owner` holds (and releases on drop).
    pub fn new(handle: u64, device: DeviceId, owner: Box<dyn Any + Send + Sync>) -> Texture {
        Texture {
            handle,
            device,
            _owner: owner,
        }
    }

    /// The 64-bit value kernels receive.
    pub fn handle(&self) -> u64 {
        self.handle
    }

    /// The device it belongs to.
    pub fn device(&self) -> &DeviceId {
        &self.device
    }
}

/// A software texture on `dev`: the descriptor, checked and written to
/// device memory of its own, whose address is the handle.
pub fn software_texture<D: Device + ?Sized>(dev: &D, desc: &TextureDesc) -> Result<Texture> {
    desc.check()?;
    let bytes = desc.software_descriptor();
    let mem = dev.alloc_raw(bytes.len())?;
    // SAFETY: `mem` was just allocated on `dev` with room for the descriptor,
    // and nothing else holds it.
    unsafe { dev.write_raw(&mem, 0, &bytes)? };
    Ok(Texture::new(mem.addr(), dev.id().clone(), Box::new(mem)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn desc(format: TexelFormat) -> TextureDesc {
        TextureDesc {
            resource: TextureResource::Pitch2D {
                addr: 0x1000,
                width: 3,
                height: 2,
                pitch: 64,
            },
            format,
            address: [AddressMode::Wrap, AddressMode::Border],
            filter: FilterMode::Linear,
            read: ReadMode::NormalizedFloat,
            normalized_coords: true,
            border: [1.0, 2.0, 3.0, 4.0],
        }
    }

    fn word(d: &[u8], at: u32) -> u32 {
        let at = at as usize;
        u32::from_le_bytes([d[at], d[at + 1], d[at + 2], d[at + 3]])
    }

    #[test]
    fn descriptor_fields_sit_where_the_layout_says() {
        let f = TexelFormat {
            kind: ChannelKind::Unsigned,
            bits: 8,
            channels: 4,
        };
        let d = desc(f).software_descriptor();
        assert_eq!(&d[0..8], &0x1000u64.to_le_bytes());
        assert_eq!(word(&d, layout::WIDTH), 3);
        assert_eq!(word(&d, layout::HEIGHT), 2);
        assert_eq!(word(&d, layout::PITCH), 64);
        assert_eq!(word(&d, layout::KIND), 1);
        assert_eq!(word(&d, layout::CHANNEL_BYTES), 1);
        assert_eq!(word(&d, layout::CHANNELS), 4);
        assert_eq!(
            word(&d, layout::FLAGS),
            layout::FLAG_LINEAR_FILTER
                | layout::FLAG_NORMALIZED_COORDS
                | layout::FLAG_NORMALIZED_READ
        );
        assert_eq!(word(&d, layout::ADDRESS_X), 0);
        assert_eq!(word(&d, layout::ADDRESS_Y), 3);
        assert_eq!(f32::from_bits(word(&d, layout::BORDER + 12)), 4.0);
    }

    #[test]
    fn check_refuses_what_no_device_samples() {
        let ok = TexelFormat {
            kind: ChannelKind::Float,
            bits: 32,
            channels: 1,
        };
        assert!(desc(ok).check().is_ok());
        let three = TexelFormat { channels: 3, ..ok };
        assert!(desc(three).check().is_err());
        let wide = TexelFormat {
            kind: ChannelKind::Signed,
            bits: 32,
            channels: 1,
        };
        assert!(desc(wide).check().is_err(), "normalized 32-bit read");
        let mut d = desc(ok);
        d.resource = TextureResource::Pitch2D {
            addr: 0,
            width: 17,
            height: 1,
            pitch: 64,
        };
        assert!(d.check().is_err(), "row wider than its pitch");
        let mut d = desc(TexelFormat {
            kind: ChannelKind::Unsigned,
            bits: 8,
            channels: 1,
        });
        d.read = ReadMode::Element;
        assert!(d.check().is_err(), "linear filtering of integers");
        let mut d = desc(ok);
        d.resource = TextureResource::Pitch2D {
            addr: 0x1100,
            width: 4,
            height: 1,
            pitch: 64,
        };
        assert!(
            d.check().is_err(),
            "a first texel off the 512-byte alignment"
        );
        d.resource = TextureResource::Pitch2D {
            addr: 0x1000,
            width: 4,
            height: 1,
            pitch: 48,
        };
        assert!(d.check().is_err(), "a pitch off the 32-byte alignment");
    }
}
