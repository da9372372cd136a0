//! Pitched memory in three dimensions: `cudaMalloc3D`'s pitch, copies of
//! whole volumes and of boxes at offsets between host and device memory and
//! between two volumes, `cudaMemset3D` and `cudaMemset2D` on boxes, all
//! checked against a model of the volume on the host; unknown arrays and
//! boxes past a pitch or a slice are refused.

use std::ffi::c_void;
use std::ptr::null_mut;

use anyhow::ensure;
use cudart::error::*;
use cudart::{Extent, Memcpy3DParms, PitchedPtr, Pos};

use super::{expect, ok};

const W: usize = 5;
const H: usize = 3;
const D: usize = 4;

fn pos(x: usize, y: usize, z: usize) -> Pos {
    Pos { x, y, z }
}

fn extent(width: usize, height: usize, depth: usize) -> Extent {
    Extent {
        width,
        height,
        depth,
    }
}

fn host_ptr(v: &mut [f32], pitch_floats: usize, rows: usize) -> PitchedPtr {
    PitchedPtr {
        ptr: v.as_mut_ptr().cast(),
        pitch: pitch_floats * 4,
        xsize: pitch_floats * 4,
        ysize: rows,
    }
}

fn params(src: (PitchedPtr, Pos), dst: (PitchedPtr, Pos), e: Extent, kind: i32) -> Memcpy3DParms {
    Memcpy3DParms {
        src_array: null_mut(),
        src_pos: src.1,
        src_ptr: src.0,
        dst_array: null_mut(),
        dst_pos: dst.1,
        dst_ptr: dst.0,
        extent: e,
        kind,
    }
}

/// The whole device volume, read back packed.
fn read(p: PitchedPtr) -> anyhow::Result<Vec<f32>> {
    let mut out = vec![0f32; W * H * D];
    let hp = host_ptr(&mut out, W, H);
    let origin = pos(0, 0, 0);
    let c = params((p, origin), (hp, origin), extent(W * 4, H, D), 2);
    // SAFETY: `out` holds the packed volume.
    ok(unsafe { cudart::cudaMemcpy3D(&c) }, "cudaMemcpy3D D2H")?;
    Ok(out)
}

pub(super) fn pitched_3d() -> anyhow::Result<()> {
    let at = |x: usize, y: usize, z: usize| (z * H + y) * W + x;
    let mut model: Vec<f32> = (0..W * H * D).map(|i| i as f32).collect();
    let mut p = PitchedPtr {
        ptr: null_mut(),
        pitch: 0,
        xsize: 0,
        ysize: 0,
    };
    // SAFETY: valid out-pointers and parameter blocks; every host region
    // holds what its pitched pointer describes, and asynchronous copies are
    // waited for before their host memory is read.
    unsafe {
        ok(
            cudart::cudaMalloc3D(&mut p, extent(W * 4, H, D)),
            "cudaMalloc3D",
        )?;
        ensure!(
            p.pitch >= W * 4 && p.pitch.is_multiple_of(256) && p.xsize == W * 4 && p.ysize == H,
            "cudaMalloc3D gave {p:?}"
        );
        let mut host = model.clone();
        let origin = pos(0, 0, 0);
        let c = params(
            (host_ptr(&mut host, W, H), origin),
            (p, origin),
            extent(W * 4, H, D),
            1,
        );
        ok(cudart::cudaMemcpy3D(&c), "cudaMemcpy3D H2D")?;
        ensure!(read(p)? == model, "the volume after a whole copy");
        // A 2×2×2 box of zeros from (1, 1, 1): the pitched pointer moved to it.
        let inner = PitchedPtr {
            ptr: p.ptr.cast::<u8>().add(p.pitch * H + p.pitch + 4).cast(),
            ..p
        };
        ok(
            cudart::cudaMemset3D(inner, 0, extent(8, 2, 2)),
            "cudaMemset3D",
        )?;
        for (z, y, x) in [(1, 1, 1), (1, 1, 2), (1, 2, 1), (1, 2, 2)] {
            model[at(x, y, z)] = 0.0;
            model[at(x, y, z + 1)] = 0.0;
        }
        ensure!(read(p)? == model, "the volume after cudaMemset3D");
        // A 3×2×3 box from (1, 1, 1) to the host, packed.
        let mut boxed = vec![-1f32; 3 * 2 * 3];
        let c = params(
            (p, pos(4, 1, 1)),
            (host_ptr(&mut boxed, 3, 2), origin),
            extent(12, 2, 3),
            2,
        );
        ok(cudart::cudaMemcpy3D(&c), "cudaMemcpy3D of a box")?;
        let want: Vec<f32> = (1..4)
            .flat_map(|z| (1..3).flat_map(move |y| (1..4).map(move |x| (x, y, z))))
            .map(|(x, y, z)| model[at(x, y, z)])
            .collect();
        ensure!(boxed == want, "the box: {boxed:?}, want {want:?}");
        // Device to device on a stream: the first slice's last two rows to
        // the last slice's first two rows of a second volume.
        let mut q = p;
        ok(
            cudart::cudaMalloc3D(&mut q, extent(W * 4, H, D)),
            "cudaMalloc3D",
        )?;
        ok(cudart::cudaMemset(q.ptr, 0, q.pitch * H * D), "cudaMemset")?;
        let mut s = null_mut();
        ok(cudart::cudaStreamCreate(&mut s), "cudaStreamCreate")?;
        let c = params((p, pos(0, 1, 0)), (q, pos(0, 0, 3)), extent(W * 4, 2, 1), 3);
        ok(cudart::cudaMemcpy3DAsync(&c, s), "cudaMemcpy3DAsync D2D")?;
        // Rows of 8 bytes of all-ones bits in the second volume's first slice.
        ok(
            cudart::cudaMemset2DAsync(q.ptr, q.pitch, 0xff, 8, H, s),
            "cudaMemset2DAsync",
        )?;
        ok(cudart::cudaStreamSynchronize(s), "cudaStreamSynchronize")?;
        let got = read(q)?;
        let mut want = vec![0f32; W * H * D];
        for y in 0..2 {
            for x in 0..W {
                want[at(x, y, 3)] = model[at(x, y + 1, 0)];
            }
        }
        for y in 0..H {
            for x in 0..2 {
                want[at(x, y, 0)] = f32::from_bits(u32::MAX);
            }
        }
        let same = got
            .iter()
            .zip(&want)
            .all(|(g, w)| g.to_bits() == w.to_bits());
        ensure!(same, "the second volume: {got:?}, want {want:?}");
        ok(
            cudart::cudaMemset2D(q.ptr, q.pitch, 0, W * 4, H),
            "cudaMemset2D",
        )?;
        // Refusals: an unknown array, a row past the pitch, rows past a slice.
        let mut c = params((p, origin), (q, origin), extent(W * 4, H, 1), 3);
        c.src_array = 0x1000 as *mut c_void;
        expect(
            cudart::cudaMemcpy3D(&c),
            cudaErrorInvalidResourceHandle,
            "an unknown CUDA array",
        )?;
        let c = params((p, pos(p.pitch - 4, 0, 0)), (q, origin), extent(8, 1, 1), 3);
        expect(
            cudart::cudaMemcpy3D(&c),
            cudaErrorInvalidValue,
            "a row past the pitch",
        )?;
        let c = params((p, pos(0, 2, 0)), (q, origin), extent(4, 2, 2), 3);
        expect(
            cudart::cudaMemcpy3D(&c),
            cudaErrorInvalidValue,
            "rows past a slice",
        )?;
        expect(
            cudart::cudaMemset2D(q.ptr, 16, 0, 32, 2),
            cudaErrorInvalidValue,
            "a memset row past its pitch",
        )?;
        ok(cudart::cudaStreamDestroy(s), "cudaStreamDestroy")?;
        ok(cudart::cudaFree(p.ptr), "cudaFree")?;
        ok(cudart::cudaFree(q.ptr), "cudaFree")?;
    }
    Ok(())
}
