//! CUDA arrays and texture objects through the runtime's entry points:
//! channel descriptors, `cudaMallocArray`/`cudaMalloc3DArray` and their
//! refusals (three channels, unknown kinds, layered and 3-D arrays),
//! `cudaArrayGetInfo`, 2-D and row-wrapping linear copies into and out of
//! arrays and `cudaMemcpy3D` with an array side (and as a graph's copy
//! node), all checked against a model; texture objects over arrays, linear and pitched memory, their
//! descriptors read back, and what is refused (views, mipmaps, sRGB,
//! memory that is not the device's, unknown handles).

use std::ffi::c_void;
use std::ptr::{null, null_mut};

use anyhow::ensure;
use cudart::error::*;
use cudart::{
    ChannelFormatDesc, Extent, LinearResource, Memcpy3DParms, PitchedPtr, Pos, ResourceDesc,
    TextureDesc,
};

use super::{expect, ok};

const FLOAT: i32 = 2;

fn desc(bits: [i32; 4], f: i32) -> ChannelFormatDesc {
    cudart::cudaCreateChannelDesc(bits[0], bits[1], bits[2], bits[3], f)
}

fn extent(width: usize, height: usize, depth: usize) -> Extent {
    Extent {
        width,
        height,
        depth,
    }
}

fn resource_of_array(a: *mut c_void) -> ResourceDesc {
    let mut r = ResourceDesc {
        res_type: 0,
        res: [0; 7],
    };
    r.res[0] = a as u64;
    r
}

fn texture_desc() -> TextureDesc {
    TextureDesc {
        address_mode: [1; 3],
        filter_mode: 0,
        read_mode: 0,
        srgb: 0,
        border_color: [0.0; 4],
        normalized_coords: 0,
        max_anisotropy: 0,
        mipmap_filter_mode: 0,
        mipmap_level_bias: 0.0,
        min_mipmap_level_clamp: 0.0,
        max_mipmap_level_clamp: 0.0,
        disable_trilinear_optimization: 0,
        seamless_cubemap: 0,
    }
}

/// Arrays: allocation, information, copies and refusals.
pub fn arrays() -> anyhow::Result<()> {
    let f32x1 = desc([32, 0, 0, 0], FLOAT);
    ensure!(
        f32x1
            == ChannelFormatDesc {
                x: 32,
                y: 0,
                z: 0,
                w: 0,
                f: FLOAT
            },
        "cudaCreateChannelDesc: {f32x1:?}"
    );
    let (w, h) = (7usize, 5usize);
    // SAFETY: every pointer handed over is valid for what the call does.
    unsafe {
        let mut a = null_mut();
        for (bad, want, what) in [
            (
                desc([8, 8, 8, 0], 1),
                cudaErrorInvalidChannelDescriptor,
                "three channels",
            ),
            (
                desc([8, 16, 0, 0], 1),
                cudaErrorInvalidChannelDescriptor,
                "mixed widths",
            ),
            (
                desc([64, 0, 0, 0], FLOAT),
                cudaErrorInvalidChannelDescriptor,
                "64-bit floats",
            ),
            (desc([8, 0, 0, 0], 4), cudaErrorNotSupported, "NV12"),
        ] {
            expect(cudart::cudaMallocArray(&mut a, &bad, w, h, 0), want, what)?;
        }
        expect(
            cudart::cudaMallocArray(&mut a, &f32x1, w, h, 1),
            cudaErrorNotSupported,
            "a layered array",
        )?;
        expect(
            cudart::cudaMallocArray(&mut a, &f32x1, w, h, 0x40),
            cudaErrorInvalidValue,
            "unknown flags",
        )?;
        expect(
            cudart::cudaMalloc3DArray(&mut a, &f32x1, extent(w, h, 3), 0),
            cudaErrorNotSupported,
            "a 3-D array",
        )?;
        ok(
            cudart::cudaMallocArray(&mut a, &f32x1, w, h, 0),
            "cudaMallocArray",
        )?;
        let (mut got, mut e, mut flags) = (ChannelFormatDesc::default(), extent(0, 0, 0), 9u32);
        ok(
            cudart::cudaArrayGetInfo(&mut got, &mut e, &mut flags, a),
            "cudaArrayGetInfo",
        )?;
        ensure!(
            got == f32x1 && (e.width, e.height, e.depth, flags) == (w, h, 0, 0),
            "cudaArrayGetInfo: {got:?} {e:?} {flags}"
        );
        expect(
            cudart::cudaArrayGetInfo(&mut got, &mut e, &mut flags, 0x1234 as *mut c_void),
            cudaErrorInvalidResourceHandle,
            "an unknown array",
        )?;

        // A 2-D copy of a 4x3 box at (2, 1), then a linear copy of 9 floats
        // from (5, 3) that wraps onto the next row.
        let mut model = vec![0f32; w * h];
        let zero = vec![0f32; w * h];
        ok(
            cudart::cudaMemcpy2DToArray(a, 0, 0, zero.as_ptr().cast(), w * 4, w * 4, h, 1),
            "clearing the array",
        )?;
        let boxv: Vec<f32> = (0..12).map(|i| i as f32 + 1.0).collect();
        ok(
            cudart::cudaMemcpy2DToArray(a, 2 * 4, 1, boxv.as_ptr().cast(), 16, 16, 3, 1),
            "cudaMemcpy2DToArray of a box",
        )?;
        for y in 0..3 {
            for x in 0..4 {
                model[(y + 1) * w + x + 2] = boxv[y * 4 + x];
            }
        }
        let lin: Vec<f32> = (0..9).map(|i| -(i as f32) - 1.0).collect();
        ok(
            cudart::cudaMemcpyToArray(a, 5 * 4, 3, lin.as_ptr().cast(), 36, 1),
            "cudaMemcpyToArray wrapping a row",
        )?;
        for (i, v) in lin.iter().enumerate() {
            model[3 * w + 5 + i] = *v;
        }
        expect(
            cudart::cudaMemcpyToArray(a, 5 * 4, 4, lin.as_ptr().cast(), 36, 1),
            cudaErrorInvalidValue,
            "a linear copy past the array",
        )?;
        expect(
            cudart::cudaMemcpy2DToArray(a, 4 * 4, 0, boxv.as_ptr().cast(), 16, 16, 1, 1),
            cudaErrorInvalidValue,
            "a box past a row",
        )?;
        let mut back = vec![0f32; w * h];
        ok(
            cudart::cudaMemcpy2DFromArray(back.as_mut_ptr().cast(), w * 4, a, 0, 0, w * 4, h, 2),
            "cudaMemcpy2DFromArray",
        )?;
        ensure!(
            back == model,
            "the array holds {back:?}, the model {model:?}"
        );
        let mut part = vec![0f32; 6];
        ok(
            cudart::cudaMemcpyFromArray(part.as_mut_ptr().cast(), a, 4 * 4, 1, 24, 2),
            "cudaMemcpyFromArray wrapping a row",
        )?;
        ensure!(
            part[..] == model[w + 4..w + 10],
            "cudaMemcpyFromArray: {part:?}"
        );

        // cudaMemcpy3D from the array (positions and width in texels) into
        // a packed host box.
        let mut out = vec![0f32; 3 * 2];
        let p = Memcpy3DParms {
            src_array: a,
            src_pos: Pos { x: 3, y: 2, z: 0 },
            src_ptr: PitchedPtr {
                ptr: null_mut(),
                pitch: 0,
                xsize: 0,
                ysize: 0,
            },
            dst_array: null_mut(),
            dst_pos: Pos { x: 0, y: 0, z: 0 },
            dst_ptr: PitchedPtr {
                ptr: out.as_mut_ptr().cast(),
                pitch: 12,
                xsize: 12,
                ysize: 2,
            },
            extent: extent(3, 2, 1),
            kind: 2,
        };
        ok(cudart::cudaMemcpy3D(&p), "cudaMemcpy3D from an array")?;
        let want: Vec<f32> = (2..4)
            .flat_map(|y| model[y * w + 3..y * w + 6].to_vec())
            .collect();
        ensure!(
            out == want,
            "cudaMemcpy3D from the array: {out:?}, want {want:?}"
        );
        // The same copy as a graph's node, run twice.
        let mut g = null_mut();
        ok(cudart::cudaGraphCreate(&mut g, 0), "cudaGraphCreate")?;
        let mut node = null_mut();
        ok(
            cudart::cudaGraphAddMemcpyNode(&mut node, g, null(), 0, &p),
            "cudaGraphAddMemcpyNode from an array",
        )?;
        let mut exec = null_mut();
        ok(
            cudart::cudaGraphInstantiate(&mut exec, g, 0),
            "cudaGraphInstantiate",
        )?;
        for _ in 0..2 {
            out.fill(0.0);
            ok(cudart::cudaGraphLaunch(exec, null_mut()), "cudaGraphLaunch")?;
            ok(cudart::cudaDeviceSynchronize(), "cudaDeviceSynchronize")?;
            ensure!(
                out == want,
                "the graph's copy from the array: {out:?}, want {want:?}"
            );
        }
        ok(cudart::cudaGraphExecDestroy(exec), "cudaGraphExecDestroy")?;
        ok(cudart::cudaGraphDestroy(g), "cudaGraphDestroy")?;

        // A one-dimensional array.
        let mut a1 = null_mut();
        ok(
            cudart::cudaMalloc3DArray(&mut a1, &f32x1, extent(9, 0, 0), 0),
            "cudaMalloc3DArray of one dimension",
        )?;
        ok(
            cudart::cudaArrayGetInfo(&mut got, &mut e, &mut flags, a1),
            "info",
        )?;
        ensure!((e.width, e.height) == (9, 0), "a 1-D array's extent {e:?}");
        ok(cudart::cudaFreeArray(a1), "cudaFreeArray")?;
        ok(cudart::cudaFreeArray(a), "cudaFreeArray")?;
        expect(
            cudart::cudaFreeArray(a),
            cudaErrorInvalidResourceHandle,
            "a second free",
        )?;
        ok(cudart::cudaFreeArray(null_mut()), "freeing null")?;
    }
    Ok(())
}

/// Texture objects: made, read back, destroyed; refusals.
pub fn texture_objects() -> anyhow::Result<()> {
    let f32x1 = desc([32, 0, 0, 0], FLOAT);
    // SAFETY: every pointer handed over is valid for what the call does.
    unsafe {
        let mut a = null_mut();
        ok(
            cudart::cudaMallocArray(&mut a, &f32x1, 8, 4, 0),
            "cudaMallocArray",
        )?;
        let tex = texture_desc();
        let mut t = 0u64;
        ok(
            cudart::cudaCreateTextureObject(&mut t, &resource_of_array(a), &tex, null()),
            "a texture over an array",
        )?;
        ensure!(t != 0, "a texture object is not 0");
        let mut r = ResourceDesc {
            res_type: 9,
            res: [0; 7],
        };
        ok(
            cudart::cudaGetTextureObjectResourceDesc(&mut r, t),
            "resource desc",
        )?;
        ensure!(r.res_type == 0 && r.res[0] == a as u64, "read back {r:?}");
        let mut td = texture_desc();
        td.filter_mode = 7;
        ok(
            cudart::cudaGetTextureObjectTextureDesc(&mut td, t),
            "texture desc",
        )?;
        ensure!(
            td.filter_mode == 0 && td.address_mode == [1; 3],
            "read back {td:?}"
        );

        let mut dev = null_mut();
        ok(cudart::cudaMalloc(&mut dev, 1024), "cudaMalloc")?;
        let mut lin = ResourceDesc {
            res_type: 2,
            res: [0; 7],
        };
        lin.res
            .as_mut_ptr()
            .cast::<LinearResource>()
            .write(LinearResource {
                dev_ptr: dev,
                desc: f32x1,
                size_in_bytes: 1024,
            });
        let mut t2 = 0u64;
        ok(
            cudart::cudaCreateTextureObject(&mut t2, &lin, &tex, null()),
            "a texture over linear memory",
        )?;
        let mut host = vec![0f32; 256];
        let mut bad = lin;
        bad.res
            .as_mut_ptr()
            .cast::<LinearResource>()
            .write(LinearResource {
                dev_ptr: host.as_mut_ptr().cast(),
                desc: f32x1,
                size_in_bytes: 1024,
            });
        expect(
            cudart::cudaCreateTextureObject(&mut t2, &bad, &tex, null()),
            cudaErrorInvalidValue,
            "a texture over host memory",
        )?;
        let mut srgb = tex;
        srgb.srgb = 1;
        expect(
            cudart::cudaCreateTextureObject(&mut t2, &lin, &srgb, null()),
            cudaErrorNotSupported,
            "sRGB",
        )?;
        let view = [0u8; 64];
        expect(
            cudart::cudaCreateTextureObject(&mut t2, &lin, &tex, view.as_ptr().cast()),
            cudaErrorNotSupported,
            "a resource view",
        )?;
        let mip = ResourceDesc {
            res_type: 1,
            res: [0; 7],
        };
        expect(
            cudart::cudaCreateTextureObject(&mut t2, &mip, &tex, null()),
            cudaErrorNotSupported,
            "a mipmapped array",
        )?;
        expect(
            cudart::cudaCreateTextureObject(
                &mut t2,
                &resource_of_array(0x77 as *mut c_void),
                &tex,
                null(),
            ),
            cudaErrorInvalidResourceHandle,
            "an unknown array",
        )?;
        ok(
            cudart::cudaDestroyTextureObject(t),
            "cudaDestroyTextureObject",
        )?;
        expect(
            cudart::cudaDestroyTextureObject(t),
            cudaErrorInvalidValue,
            "a second destroy",
        )?;
        ok(cudart::cudaDestroyTextureObject(0), "destroying 0")?;
        ok(
            cudart::cudaDestroyTextureObject(t2),
            "cudaDestroyTextureObject",
        )?;
        ok(cudart::cudaFreeArray(a), "cudaFreeArray")?;
        ok(cudart::cudaFree(dev), "cudaFree")?;
    }
    Ok(())
}
