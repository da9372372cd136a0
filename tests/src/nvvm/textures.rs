//! Texture fetches as nvcc writes them in PTX (`tex.1d`/`tex.2d` through a
//! `cudaTextureObject_t` parameter), on texture objects of every kind the
//! devices make: float, half, 8- and 16-bit integer texels of 1, 2 and 4
//! channels, pitched and linear memory, point and linear filtering,
//! normalized coordinates, every address mode, normalized and element reads.
//! Translated on every device (NVIDIA samples in hardware there) and, on
//! CUDA, also as given; checked against a reference sampler written from
//! CUDA's documented texture semantics.

use anyhow::{Context, ensure};
use gpujit::TextureDesc;
use gpujit::texture::{
    AddressMode, ChannelKind, FilterMode, ReadMode, TexelFormat, TextureResource,
};
use gpujit::{Device, DeviceExt, Dim3, LaunchConfig};
use gpujit_conformance::Tally;

const PTX: &str = r#"
.version 8.0
.target sm_80
.address_size 64

.visible .entry fetch1d(
	.param .u64 fetch1d_param_0,
	.param .u64 fetch1d_param_1,
	.param .u32 fetch1d_param_2,
	.param .u32 fetch1d_param_3
)
{
	.reg .pred %p<2>;
	.reg .b32 %r<8>;
	.reg .f32 %f<5>;
	.reg .b64 %rd<6>;

	ld.param.u64 %rd1, [fetch1d_param_0];
	ld.param.u64 %rd2, [fetch1d_param_1];
	ld.param.u32 %r1, [fetch1d_param_2];
	ld.param.u32 %r2, [fetch1d_param_3];
	mov.u32 %r3, %tid.x;
	setp.ge.u32 %p1, %r3, %r1;
	@%p1 bra $L__end;
	add.s32 %r4, %r3, %r2;
	tex.1d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [%rd1, {%r4}];
	cvta.to.global.u64 %rd3, %rd2;
	mul.wide.u32 %rd4, %r3, 16;
	add.s64 %rd5, %rd3, %rd4;
	st.global.v4.f32 [%rd5], {%f1, %f2, %f3, %f4};
$L__end:
	ret;
}

.visible .entry sample2d(
	.param .u64 sample2d_param_0,
	.param .u64 sample2d_param_1,
	.param .u32 sample2d_param_2,
	.param .u32 sample2d_param_3,
	.param .f32 sample2d_param_4,
	.param .f32 sample2d_param_5,
	.param .f32 sample2d_param_6
)
{
	.reg .pred %p<3>;
	.reg .b32 %r<12>;
	.reg .f32 %f<12>;
	.reg .b64 %rd<6>;

	ld.param.u64 %rd1, [sample2d_param_0];
	ld.param.u64 %rd2, [sample2d_param_1];
	ld.param.u32 %r1, [sample2d_param_2];
	ld.param.u32 %r2, [sample2d_param_3];
	ld.param.f32 %f5, [sample2d_param_4];
	ld.param.f32 %f6, [sample2d_param_5];
	ld.param.f32 %f7, [sample2d_param_6];
	mov.u32 %r3, %tid.x;
	mov.u32 %r4, %ctaid.x;
	setp.ge.u32 %p1, %r3, %r1;
	setp.ge.u32 %p2, %r4, %r2;
	or.pred %p1, %p1, %p2;
	@%p1 bra $L__end;
	cvt.rn.f32.u32 %f8, %r3;
	add.f32 %f8, %f8, %f7;
	mul.f32 %f8, %f8, %f5;
	cvt.rn.f32.u32 %f9, %r4;
	add.f32 %f9, %f9, %f7;
	mul.f32 %f9, %f9, %f6;
	tex.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [%rd1, {%f8, %f9}];
	mad.lo.s32 %r5, %r4, %r1, %r3;
	cvta.to.global.u64 %rd3, %rd2;
	mul.wide.u32 %rd4, %r5, 16;
	add.s64 %rd5, %rd3, %rd4;
	st.global.v4.f32 [%rd5], {%f1, %f2, %f3, %f4};
$L__end:
	ret;
}

.visible .entry sample2d_u32(
	.param .u64 sample2d_u32_param_0,
	.param .u64 sample2d_u32_param_1,
	.param .u32 sample2d_u32_param_2,
	.param .u32 sample2d_u32_param_3,
	.param .f32 sample2d_u32_param_4,
	.param .f32 sample2d_u32_param_5,
	.param .f32 sample2d_u32_param_6
)
{
	.reg .pred %p<3>;
	.reg .b32 %r<12>;
	.reg .f32 %f<12>;
	.reg .b64 %rd<6>;

	ld.param.u64 %rd1, [sample2d_u32_param_0];
	ld.param.u64 %rd2, [sample2d_u32_param_1];
	ld.param.u32 %r1, [sample2d_u32_param_2];
	ld.param.u32 %r2, [sample2d_u32_param_3];
	ld.param.f32 %f5, [sample2d_u32_param_4];
	ld.param.f32 %f6, [sample2d_u32_param_5];
	ld.param.f32 %f7, [sample2d_u32_param_6];
	mov.u32 %r3, %tid.x;
	mov.u32 %r4, %ctaid.x;
	setp.ge.u32 %p1, %r3, %r1;
	setp.ge.u32 %p2, %r4, %r2;
	or.pred %p1, %p1, %p2;
	@%p1 bra $L__end;
	cvt.rn.f32.u32 %f8, %r3;
	add.f32 %f8, %f8, %f7;
	mul.f32 %f8, %f8, %f5;
	cvt.rn.f32.u32 %f9, %r4;
	add.f32 %f9, %f9, %f7;
	mul.f32 %f9, %f9, %f6;
	tex.2d.v4.u32.f32 {%r6, %r7, %r8, %r9}, [%rd1, {%f8, %f9}];
	mad.lo.s32 %r5, %r4, %r1, %r3;
	cvta.to.global.u64 %rd3, %rd2;
	mul.wide.u32 %rd4, %r5, 16;
	add.s64 %rd5, %rd3, %rd4;
	st.global.v4.u32 [%rd5], {%r6, %r7, %r8, %r9};
$L__end:
	ret;
}
"#;

/// One texture of the suite: its description (the resource's address is
/// filled in once the texels are on the device) and its texels.
struct Case {
    name: &'static str,
    desc: TextureDesc,
    texels: Vec<u8>,
    /// The sampled grid: `out_w` × `out_h` points at `(x + off) * sx`, `(y + off) * sy`.
    out_w: u32,
    out_h: u32,
    sx: f32,
    sy: f32,
    off: f32,
}

/// A deterministic pseudo-random byte stream.
fn bytes(n: usize, seed: u32) -> Vec<u8> {
    let mut s = seed.wrapping_mul(2_654_435_761).max(1);
    (0..n)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 17;
            s ^= s << 5;
            (s >> 7) as u8
        })
        .collect()
}

/// Texels of `w` × `h` in rows `pitch` bytes apart: floats in [-2, 2) for
/// float formats, random bits otherwise.
fn texels(format: TexelFormat, w: u64, h: u64, pitch: u64, seed: u32) -> Vec<u8> {
    let mut out = bytes((pitch * h) as usize, seed);
    if format.kind == ChannelKind::Float {
        let channels = (w * u64::from(format.channels)) as usize;
        for y in 0..h as usize {
            let row = &mut out[y * pitch as usize..];
            for c in 0..channels {
                let r = f32::from(row[c * 4]) / 64.0 - 2.0;
                if format.bits == 32 {
                    row[c * 4..c * 4 + 4].copy_from_slice(&r.to_le_bytes());
                } else {
                    let h = half_bits(r);
                    row[c * 2..c * 2 + 2].copy_from_slice(&h.to_le_bytes());
                }
            }
        }
    }
    out
}

/// `v` (a multiple of 1/64 in [-2, 2)) as half-precision bits.
fn half_bits(v: f32) -> u16 {
    if v == 0.0 {
        return 0;
    }
    let b = v.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let exp = ((b >> 23) & 0xff) as i32 - 127 + 15;
    let mant = ((b >> 13) & 0x3ff) as u16;
    sign | ((exp as u16) << 10) | mant
}

fn half_value(h: u16) -> f32 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = i32::from((h >> 10) & 0x1f);
    let mant = f32::from(h & 0x3ff);
    if exp == 0 {
        return sign * mant * 2f32.powi(-24);
    }
    sign * (1.0 + mant / 1024.0) * 2f32.powi(exp - 15)
}

fn pitch2d(w: u64, h: u64, pitch: u64) -> TextureResource {
    TextureResource::Pitch2D {
        addr: 0,
        width: w,
        height: h,
        pitch,
    }
}

fn fmt(kind: ChannelKind, bits: u32, channels: u32) -> TexelFormat {
    TexelFormat {
        kind,
        bits,
        channels,
    }
}

fn cases() -> Vec<Case> {
    use AddressMode::*;
    let plain = |name, format: TexelFormat, w, h, filter, address, read, norm, seed| {
        let pitch = 512;
        Case {
            name,
            desc: TextureDesc {
                resource: pitch2d(w, h, pitch),
                format,
                address,
                filter,
                read,
                normalized_coords: norm,
                border: [0.25, -0.5, 0.75, 1.0],
            },
            texels: texels(format, w, h, pitch, seed),
            out_w: 0,
            out_h: 0,
            sx: 1.0,
            sy: 1.0,
            off: 0.0,
        }
    };
    // Unnormalized grids run from 3.3 texels before the first to past the
    // last, each point 0.7 into a texel; normalized ones step 0.75 texels
    // from 3.975 before the first, the blend weights all k/256 + 0.4/256 away
    // from a rounding boundary.
    let unnorm = |mut c: Case| {
        let (w, h) = size(&c);
        c.out_w = w as u32 + 7;
        c.out_h = h as u32 + 7;
        c.off = -3.3;
        c
    };
    let norm = |mut c: Case| {
        let (w, h) = size(&c);
        c.out_w = 2 * w as u32 + 12;
        c.out_h = 2 * h as u32 + 12;
        c.off = -5.3;
        c.sx = 0.75 / w as f32;
        c.sy = 0.75 / h as f32;
        c
    };
    let f32x1 = fmt(ChannelKind::Float, 32, 1);
    vec![
        unnorm(plain(
            "f32_point_clamp",
            f32x1,
            13,
            7,
            FilterMode::Point,
            [Clamp, Clamp],
            ReadMode::Element,
            false,
            1,
        )),
        unnorm(plain(
            "f32_linear_border",
            f32x1,
            11,
            5,
            FilterMode::Linear,
            [Border, Border],
            ReadMode::Element,
            false,
            2,
        )),
        norm(plain(
            "f32_linear_wrap_normalized",
            f32x1,
            9,
            6,
            FilterMode::Linear,
            [Wrap, Wrap],
            ReadMode::Element,
            true,
            3,
        )),
        norm(plain(
            "u8x4_linear_wrap_mirror_normalized_read",
            fmt(ChannelKind::Unsigned, 8, 4),
            10,
            4,
            FilterMode::Linear,
            [Wrap, Mirror],
            ReadMode::NormalizedFloat,
            true,
            4,
        )),
        norm(plain(
            "s16_point_mirror_normalized_read",
            fmt(ChannelKind::Signed, 16, 1),
            7,
            9,
            FilterMode::Point,
            [Mirror, Mirror],
            ReadMode::NormalizedFloat,
            true,
            5,
        )),
        unnorm(plain(
            "f16x2_linear_clamp",
            fmt(ChannelKind::Float, 16, 2),
            12,
            3,
            FilterMode::Linear,
            [Clamp, Clamp],
            ReadMode::Element,
            false,
            6,
        )),
        unnorm(plain(
            "s8x2_point_border_element",
            fmt(ChannelKind::Signed, 8, 2),
            6,
            6,
            FilterMode::Point,
            [Border, Clamp],
            ReadMode::Element,
            false,
            7,
        )),
        unnorm(plain(
            "u16x4_point_clamp_element",
            fmt(ChannelKind::Unsigned, 16, 4),
            5,
            8,
            FilterMode::Point,
            [Clamp, Clamp],
            ReadMode::Element,
            false,
            8,
        )),
    ]
}

fn size(c: &Case) -> (u64, u64) {
    match c.desc.resource {
        TextureResource::Pitch2D { width, height, .. } => (width, height),
        TextureResource::Linear { bytes, .. } => (bytes / c.desc.format.bytes(), 1),
    }
}

/// Channel `k` of texel (`x`, `y`), inside the texture, as an integer
/// (sign- or zero-extended) or float bits, 0 where the format has none.
fn channel(c: &Case, x: u64, y: u64, k: u32) -> u32 {
    let f = c.desc.format;
    if k >= f.channels {
        return 0;
    }
    let pitch = match c.desc.resource {
        TextureResource::Pitch2D { pitch, .. } => pitch,
        TextureResource::Linear { bytes, .. } => bytes,
    };
    let cb = u64::from(f.bits / 8);
    let at = (y * pitch + x * f.bytes() + u64::from(k) * cb) as usize;
    let t = &c.texels[at..];
    match (f.kind, f.bits) {
        (ChannelKind::Signed, 8) => t[0] as i8 as i32 as u32,
        (ChannelKind::Unsigned, 8) => u32::from(t[0]),
        (ChannelKind::Signed, 16) => i16::from_le_bytes([t[0], t[1]]) as i32 as u32,
        (ChannelKind::Unsigned, 16) => u32::from(u16::from_le_bytes([t[0], t[1]])),
        (ChannelKind::Float, 16) => half_value(u16::from_le_bytes([t[0], t[1]])).to_bits(),
        _ => u32::from_le_bytes([t[0], t[1], t[2], t[3]]),
    }
}

fn channel_f(c: &Case, x: u64, y: u64, k: u32) -> f32 {
    let f = c.desc.format;
    let raw = channel(c, x, y, k);
    match f.kind {
        ChannelKind::Float => f32::from_bits(raw),
        ChannelKind::Signed => {
            let v = raw as i32 as f32;
            if c.desc.read == ReadMode::NormalizedFloat {
                (v / ((1u32 << (f.bits - 1)) - 1) as f32).max(-1.0)
            } else {
                v
            }
        }
        ChannelKind::Unsigned => {
            let v = raw as f32;
            if c.desc.read == ReadMode::NormalizedFloat {
                v / ((1u64 << f.bits) - 1) as f32
            } else {
                v
            }
        }
    }
}

/// CUDA's addressing of texel index `i` on an axis of `n` texels: `None`
/// outside under border.
fn address(i: i64, n: i64, mode: AddressMode, normalized: bool) -> Option<u64> {
    let r = match mode {
        AddressMode::Wrap if normalized => i.rem_euclid(n),
        AddressMode::Mirror if normalized => {
            let r = i.rem_euclid(2 * n);
            if r >= n { 2 * n - 1 - r } else { r }
        }
        AddressMode::Border => {
            if i < 0 || i >= n {
                return None;
            }
            i
        }
        _ => i.clamp(0, n - 1),
    };
    Some(r as u64)
}

/// The texel that indices (`i`, `j`) address: `None` outside under border.
fn locate(c: &Case, i: i64, j: i64) -> Option<(u64, u64)> {
    let (w, h) = size(c);
    let n = c.desc.normalized_coords;
    Some((
        address(i, w as i64, c.desc.address[0], n)?,
        address(j, h as i64, c.desc.address[1], n)?,
    ))
}

fn texel(c: &Case, i: i64, j: i64) -> [f32; 4] {
    match locate(c, i, j) {
        Some((x, y)) => [0, 1, 2, 3].map(|k| channel_f(c, x, y, k)),
        None => c.desc.border,
    }
}

/// Coordinates (`u`, `v`) in texels (normalized ones times the size).
fn scaled(c: &Case, u: f32, v: f32) -> (f32, f32) {
    let (w, h) = size(c);
    if c.desc.normalized_coords {
        (u * w as f32, v * h as f32)
    } else {
        (u, v)
    }
}

/// The reference sample at coordinates (`u`, `v`).
fn sample(c: &Case, u: f32, v: f32) -> [f32; 4] {
    let (u, v) = scaled(c, u, v);
    if c.desc.filter == FilterMode::Point {
        return texel(c, u.floor() as i64, v.floor() as i64);
    }
    let (ub, vb) = (u - 0.5, v - 0.5);
    let (i0, j0) = (ub.floor(), vb.floor());
    let q = |f: f32| (f * 256.0 + 0.5).floor() / 256.0;
    let (a, b) = (q(ub - i0), q(vb - j0));
    let (i0, j0) = (i0 as i64, j0 as i64);
    let t = [
        texel(c, i0, j0),
        texel(c, i0 + 1, j0),
        texel(c, i0, j0 + 1),
        texel(c, i0 + 1, j0 + 1),
    ];
    [0, 1, 2, 3].map(|k| {
        (1.0 - a) * (1.0 - b) * t[0][k]
            + a * (1.0 - b) * t[1][k]
            + (1.0 - a) * b * t[2][k]
            + a * b * t[3][k]
    })
}

fn load(dev: &dyn Device, as_given: bool) -> anyhow::Result<gpujit::Module> {
    super::ptx_io::load_ptx(dev, "textures.ptx", PTX, as_given)
}

/// Samples `c` over its grid with `sample2d` and checks every channel the
/// format has against the reference.
fn check_case(dev: &dyn Device, m: &gpujit::Module, c: &Case) -> anyhow::Result<()> {
    let mem = dev.upload(&c.texels)?;
    let mut desc = c.desc;
    if let TextureResource::Pitch2D { addr, .. } = &mut desc.resource {
        *addr = mem.memory().addr();
    }
    // SAFETY: `mem` is this device's and outlives every launch below.
    let tex = unsafe { dev.create_texture(&desc)? };
    let n = (c.out_w * c.out_h) as usize;
    let integer = c.desc.format.kind != ChannelKind::Float && c.desc.read == ReadMode::Element;
    let cfg = LaunchConfig {
        grid: Dim3::x(c.out_h),
        block: Dim3::x(c.out_w),
        shared_bytes: 0,
    };
    let out = dev.alloc::<u32>(n * 4)?;
    let kernel = if integer { "sample2d_u32" } else { "sample2d" };
    dev.launch(
        &m.kernel(kernel)?,
        &cfg,
        &[
            (tex.handle() as i64).into(),
            (&out).into(),
            (c.out_w as i32).into(),
            (c.out_h as i32).into(),
            c.sx.into(),
            c.sy.into(),
            c.off.into(),
        ],
    )?;
    dev.synchronize()?;
    let got = dev.download(&out)?;
    let channels = c.desc.format.channels as usize;
    let linear = c.desc.filter == FilterMode::Linear;
    for y in 0..c.out_h {
        for x in 0..c.out_w {
            let u = (x as f32 + c.off) * c.sx;
            let v = (y as f32 + c.off) * c.sy;
            let want = sample(c, u, v);
            let at = ((y * c.out_w + x) * 4) as usize;
            for k in 0..channels {
                let g = got[at + k];
                if integer {
                    let (i, j) = scaled(c, u, v);
                    let w = match locate(c, i.floor() as i64, j.floor() as i64) {
                        Some((a, b)) => channel(c, a, b, k as u32),
                        None => c.desc.border[k] as i32 as u32,
                    };
                    ensure!(
                        g == w,
                        "{}: point ({x}, {y}) at ({u}, {v}) channel {k}: {} expected, got {}",
                        c.name,
                        w as i32,
                        g as i32
                    );
                    continue;
                }
                let g = f32::from_bits(g);
                // Blend weights may differ by 1/256 in their last bit.
                let tol = if linear { 4.0 / 256.0 } else { 1e-6 };
                ensure!(
                    (g - want[k]).abs() <= tol,
                    "{}: point ({x}, {y}) at ({u}, {v}) channel {k}: {} expected, got {g}",
                    c.name,
                    want[k]
                );
            }
        }
    }
    Ok(())
}

/// `tex1Dfetch` on a linear resource of four-float texels: indices from 2
/// before the first to 2 past the last, which read zeros.
fn fetch_linear(dev: &dyn Device, m: &gpujit::Module) -> anyhow::Result<()> {
    let texels = 37usize;
    let data: Vec<f32> = (0..texels * 4).map(|i| i as f32 * 0.5 - 3.0).collect();
    let mem = dev.upload(&data)?;
    let desc = TextureDesc {
        resource: TextureResource::Linear {
            addr: mem.memory().addr(),
            bytes: (texels * 16) as u64,
        },
        format: fmt(ChannelKind::Float, 32, 4),
        address: [AddressMode::Clamp; 2],
        filter: FilterMode::Point,
        read: ReadMode::Element,
        normalized_coords: false,
        border: [0.0; 4],
    };
    // SAFETY: `mem` is this device's and outlives the launch.
    let tex = unsafe { dev.create_texture(&desc)? };
    let n = texels as u32 + 4;
    let out = dev.alloc::<f32>(n as usize * 4)?;
    let cfg = LaunchConfig {
        grid: Dim3::x(1),
        block: Dim3::x(n),
        shared_bytes: 0,
    };
    dev.launch(
        &m.kernel("fetch1d")?,
        &cfg,
        &[
            (tex.handle() as i64).into(),
            (&out).into(),
            (n as i32).into(),
            (-2i32).into(),
        ],
    )?;
    dev.synchronize()?;
    let got = dev.download(&out)?;
    for t in 0..n as usize {
        let i = t as i64 - 2;
        for k in 0..4 {
            let want = if (0..texels as i64).contains(&i) {
                data[i as usize * 4 + k]
            } else {
                0.0
            };
            ensure!(
                got[t * 4 + k] == want,
                "fetch of texel {i} channel {k}: {want} expected, got {}",
                got[t * 4 + k]
            );
        }
    }
    Ok(())
}

/// What no device can make is refused with a typed error before any driver call.
fn refusals(dev: &dyn Device) -> anyhow::Result<()> {
    let mem = dev.alloc::<u8>(4096)?;
    let base = TextureDesc {
        resource: TextureResource::Pitch2D {
            addr: mem.memory().addr(),
            width: 16,
            height: 16,
            pitch: 256,
        },
        format: fmt(ChannelKind::Unsigned, 8, 3),
        address: [AddressMode::Clamp; 2],
        filter: FilterMode::Point,
        read: ReadMode::Element,
        normalized_coords: false,
        border: [0.0; 4],
    };
    // SAFETY: nothing is sampled; each call is refused.
    match unsafe { dev.create_texture(&base) } {
        Err(gpujit::DeviceError::InvalidTexture { reason }) => {
            ensure!(reason.contains("3"), "{reason}")
        }
        other => anyhow::bail!("three channels: expected InvalidTexture, got {other:?}"),
    }
    Ok(())
}

pub fn run(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    for (tag, dev) in devices {
        for (form, as_given) in super::ptx_io::forms(*dev) {
            let module = load(*dev, *as_given).context("loading the texture kernels");
            let module = match module {
                Ok(m) => m,
                Err(e) => {
                    t.fail(
                        &format!("{tag}::ptx::textures::{form}load"),
                        &format!("{e:#}"),
                    );
                    continue;
                }
            };
            for c in cases() {
                t.run(&format!("{tag}::ptx::textures::{form}{}", c.name), || {
                    check_case(*dev, &module, &c)
                });
            }
            t.run(&format!("{tag}::ptx::textures::{form}fetch_linear"), || {
                fetch_linear(*dev, &module)
            });
        }
        t.run(&format!("{tag}::ptx::textures::refusals"), || {
            refusals(*dev)
        });
    }
}
