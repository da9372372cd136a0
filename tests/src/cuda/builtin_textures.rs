//! Texture fetches from gpujit's built-in headers (no NVIDIA header), on
//! every device, lifted and as written on NVIDIA: `tex2D<T>` of floats,
//! of `uchar4` read as integers and as normalized `float4`, `tex1D<float>`
//! and `tex1Dfetch<int>`, over textures the device makes, checked
//! against the texels (point sampling at texel centres reads them exactly).

use anyhow::{Context, ensure};
use gpujit::cuda::{HeaderSet, Program};
use gpujit::texture::{
    AddressMode, ChannelKind, FilterMode, ReadMode, TexelFormat, TextureResource,
};
use gpujit::{Device, DeviceExt, Dim3, LaunchConfig, Module, TextureDesc};
use gpujit_conformance::Tally;

use super::{load_with, on_devices};

const SOURCE: &str = r#"
extern "C" __global__ void fetch(cudaTextureObject_t img, cudaTextureObject_t rgba,
                                 cudaTextureObject_t rgba_norm, cudaTextureObject_t ints,
                                 cudaTextureObject_t row, float *f, uchar4 *c, float4 *n, int *i, int w) {
    int x = threadIdx.x, y = blockIdx.x;
    int at = y * w + x;
    f[at] = tex2D<float>(img, x + 0.5f, y + 0.5f) + tex1D<float>(row, x + 0.5f);
    c[at] = tex2D<uchar4>(rgba, x + 0.5f, y + 0.5f);
    n[at] = tex2D<float4>(rgba_norm, x + 0.5f, y + 0.5f);
    i[at] = tex1Dfetch<int>(ints, at);
}
"#;

const W: usize = 16;
const H: usize = 5;

fn load(dev: &dyn Device, native: bool) -> anyhow::Result<Module> {
    let p = Program::new("textures.cu", SOURCE);
    Ok(load_with(dev, &p, native, Some(&HeaderSet::BuiltIn))?.0)
}

fn texture(
    resource: TextureResource,
    kind: ChannelKind,
    bits: u32,
    channels: u32,
    read: ReadMode,
) -> TextureDesc {
    TextureDesc {
        resource,
        format: TexelFormat {
            kind,
            bits,
            channels,
        },
        address: [AddressMode::Clamp; 2],
        filter: FilterMode::Point,
        read,
        normalized_coords: false,
        border: [0.0; 4],
    }
}

fn check(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let n = W * H;
    let img: Vec<f32> = (0..n).map(|i| i as f32 * 0.25 - 3.0).collect();
    let rgba: Vec<u8> = (0..n * 4).map(|i| (i * 37 % 256) as u8).collect();
    let ints: Vec<i32> = (0..n as i32).map(|i| i * 1000 - 7).collect();
    let (img_d, rgba_d, ints_d) = (dev.upload(&img)?, dev.upload(&rgba)?, dev.upload(&ints)?);
    let pitched = |addr: u64, texel: u64| TextureResource::Pitch2D {
        addr,
        width: W as u64,
        height: H as u64,
        pitch: W as u64 * texel,
    };
    let descs = [
        texture(
            pitched(img_d.memory().addr(), 4),
            ChannelKind::Float,
            32,
            1,
            ReadMode::Element,
        ),
        texture(
            pitched(rgba_d.memory().addr(), 4),
            ChannelKind::Unsigned,
            8,
            4,
            ReadMode::Element,
        ),
        texture(
            pitched(rgba_d.memory().addr(), 4),
            ChannelKind::Unsigned,
            8,
            4,
            ReadMode::NormalizedFloat,
        ),
        texture(
            TextureResource::Linear {
                addr: ints_d.memory().addr(),
                bytes: n as u64 * 4,
            },
            ChannelKind::Signed,
            32,
            1,
            ReadMode::Element,
        ),
        texture(
            TextureResource::Pitch2D {
                addr: img_d.memory().addr(),
                width: W as u64,
                height: 1,
                pitch: W as u64 * 4,
            },
            ChannelKind::Float,
            32,
            1,
            ReadMode::Element,
        ),
    ];
    let tex = descs
        .iter()
        .enumerate()
        .map(|(k, d)| {
            // SAFETY: every resource is memory of `dev` that outlives the launch.
            unsafe { dev.create_texture(d) }.with_context(|| format!("texture {k}: {d:?}"))
        })
        .collect::<anyhow::Result<Vec<_>>>()?;
    let f = dev.alloc::<f32>(n)?;
    let c = dev.alloc::<u8>(n * 4)?;
    let nf = dev.alloc::<f32>(n * 4)?;
    let i = dev.alloc::<i32>(n)?;
    let cfg = LaunchConfig {
        grid: Dim3::x(H as u32),
        block: Dim3::x(W as u32),
        shared_bytes: 0,
    };
    let h = |k: usize| (tex[k].handle() as i64).into();
    dev.launch(
        &m.kernel("fetch")?,
        &cfg,
        &[
            h(0),
            h(1),
            h(2),
            h(3),
            h(4),
            (&f).into(),
            (&c).into(),
            (&nf).into(),
            (&i).into(),
            (W as i32).into(),
        ],
    )?;
    dev.synchronize()?;
    let (f, c, nf, i) = (
        dev.download(&f)?,
        dev.download(&c)?,
        dev.download(&nf)?,
        dev.download(&i)?,
    );
    for at in 0..n {
        // tex1D reads the one-row texture over the image's first row.
        let want = img[at] + img[at % W];
        ensure!(
            f[at] == want,
            "float texel {at}: {} expected, got {}",
            want,
            f[at]
        );
        ensure!(
            i[at] == ints[at],
            "int fetch {at}: {} expected, got {}",
            ints[at],
            i[at]
        );
        for k in 0..4 {
            let b = rgba[at * 4 + k];
            ensure!(
                c[at * 4 + k] == b,
                "uchar4 texel {at}.{k}: {b} expected, got {}",
                c[at * 4 + k]
            );
            let want = f32::from(b) / 255.0;
            ensure!(
                (nf[at * 4 + k] - want).abs() <= 1e-6,
                "normalized texel {at}.{k}: {want} expected, got {}",
                nf[at * 4 + k]
            );
        }
    }
    Ok(())
}

pub fn run(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    on_devices(
        t,
        devices,
        "with_builtin_headers::textures",
        |dev, native| check(dev, &load(dev, native)?),
    );
}
