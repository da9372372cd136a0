//! Linear memory through the runtime: copies of every kind between device
//! allocations, host vectors and offsets (`cudaMemcpyDefault` finding each
//! side), the refusal of ranges past an allocation and of unknown pointers,
//! `cudaMemGetInfo`, and 2-D copies and memsets.

use std::ffi::c_void;
use std::ptr::null_mut;

use anyhow::ensure;
use cudart::error::*;

use super::{download, expect, malloc, ok, upload};

pub(super) fn memory() -> anyhow::Result<()> {
    let xs: Vec<f32> = (0..1000).map(|i| i as f32).collect();
    let a = upload(&xs)?;
    let b = malloc(4000)?;
    // SAFETY: every range lies in the allocations or the host vectors.
    unsafe {
        ok(cudart::cudaMemcpy(b, a, 4000, 3), "D2D")?;
        ensure!(download(b, 1000)? == xs, "D2D copy");
        // cudaMemcpyDefault finds each side.
        let mut back = vec![0f32; 10];
        ok(
            cudart::cudaMemcpy(
                back.as_mut_ptr().cast(),
                b.cast::<u8>().add(40).cast(),
                40,
                4,
            ),
            "Default D2H",
        )?;
        ensure!(back == xs[10..20], "Default D2H from an offset");
        // Past the end of an allocation, and an unknown device pointer.
        expect(
            cudart::cudaMemcpy(
                back.as_mut_ptr().cast(),
                b.cast::<u8>().add(3996).cast(),
                40,
                2,
            ),
            cudaErrorInvalidValue,
            "a copy past the end",
        )?;
        expect(
            cudart::cudaMemcpy(back.as_mut_ptr().cast(), 0x10 as *const c_void, 4, 2),
            cudaErrorInvalidValue,
            "an unknown device pointer",
        )?;
        expect(
            cudart::cudaMemcpy(b, a, 4, 7),
            cudaErrorInvalidMemcpyDirection,
            "kind 7",
        )?;
        ok(cudart::cudaFree(null_mut()), "cudaFree(NULL)")?;
        expect(
            cudart::cudaFree(b.cast::<u8>().add(4).cast()),
            cudaErrorInvalidValue,
            "cudaFree inside an allocation",
        )?;
        // SAFETY: valid arguments, as the call requires.
        let mut z = std::ptr::dangling_mut::<c_void>();
        ok(cudart::cudaMalloc(&mut z, 0), "cudaMalloc(0)")?;
        ensure!(z.is_null(), "cudaMalloc(0) gave {z:p}");
        let mut huge = null_mut();
        expect(
            cudart::cudaMalloc(&mut huge, 1 << 60),
            cudaErrorMemoryAllocation,
            "cudaMalloc(2^60)",
        )?;
        ok(cudart::cudaFree(a), "cudaFree")?;
        ok(cudart::cudaFree(b), "cudaFree")?;
        expect(
            cudart::cudaFree(b),
            cudaErrorInvalidValue,
            "a second cudaFree",
        )?;
        let mut attr = [0u8; 24];
        let c = malloc(64)?;
        ok(
            cudart::cudaPointerGetAttributes(attr.as_mut_ptr().cast(), c),
            "cudaPointerGetAttributes",
        )?;
        ensure!(
            i32::from_le_bytes(attr[..4].try_into()?) == 2,
            "a device pointer's type"
        );
        ok(cudart::cudaFree(c), "cudaFree")?;
    }
    Ok(())
}

pub(super) fn copies_2d() -> anyhow::Result<()> {
    let (w, h) = (10usize, 5usize);
    let mut pitch = 0usize;
    let mut d = null_mut();
    // SAFETY: the pitched allocation holds h rows of `pitch` bytes; the host
    // arrays hold h rows of w floats.
    unsafe {
        ok(
            cudart::cudaMallocPitch(&mut d, &mut pitch, w * 4, h),
            "cudaMallocPitch",
        )?;
        // SAFETY: valid arguments, as the call requires.
        ensure!(pitch >= w * 4 && pitch.is_multiple_of(256), "pitch {pitch}");
        ok(cudart::cudaMemset(d, 0x3f, pitch * h), "cudaMemset")?;
        let src: Vec<f32> = (0..w * h).map(|i| i as f32).collect();
        ok(
            cudart::cudaMemcpy2D(d, pitch, src.as_ptr().cast(), w * 4, w * 4, h, 1),
            "cudaMemcpy2D H2D",
        )?;
        let mut back = vec![0f32; w * h];
        ok(
            cudart::cudaMemcpy2D(back.as_mut_ptr().cast(), w * 4, d, pitch, w * 4, h, 2),
            "cudaMemcpy2D D2H",
        )?;
        ensure!(back == src, "2-D round trip");
        let mut pad = [0u8; 4];
        ok(
            cudart::cudaMemcpy(
                pad.as_mut_ptr().cast(),
                d.cast::<u8>().add(w * 4).cast(),
                4,
                2,
            ),
            "the padding",
        )?;
        ensure!(pad == [0x3f; 4], "the memset's padding byte {pad:?}");
        expect(
            cudart::cudaMemcpy2D(d, 8, src.as_ptr().cast(), w * 4, w * 4, h, 1),
            cudaErrorInvalidValue,
            "width past the pitch",
        )?;
        expect(
            cudart::cudaMemset(d.cast::<u8>().add(pitch * h - 1).cast(), 0, 2),
            cudaErrorInvalidValue,
            "a memset past the end",
        )?;
        ok(cudart::cudaFree(d), "cudaFree")?;
    }
    Ok(())
}
