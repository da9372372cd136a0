//! Managed memory and mapped host memory: one pointer that the program
//! writes, a kernel updates, and the program reads again after a
//! synchronisation; copies and memsets on it; the hints checked; and
//! `cudaHostAlloc` and `cudaHostRegister` memory that kernels reach through
//! `cudaHostGetDevicePointer`.

use std::ffi::{c_int, c_void};
use std::ptr::null_mut;

use anyhow::ensure;
use cudart::error::*;

use super::{SCALE, ScaleArgs, download, expect, launch, malloc, ok, upload};

const N: usize = 1000;
const BLOCK: u32 = 128;
const GRID: u32 = N.div_ceil(BLOCK as usize) as u32;

/// `scale(p, a, N)` on `stream`.
fn scale(p: *mut c_void, a: f32, stream: *mut c_void) -> anyhow::Result<()> {
    let mut args = ScaleArgs {
        x: p,
        a,
        n: N as i32,
    };
    ok(
        launch(&SCALE, GRID, BLOCK, &mut args.ptrs(), stream),
        "scale",
    )
}

/// The `N` floats at host address `p`.
///
/// # Safety
/// `p` holds `N` floats that nothing writes meanwhile.
unsafe fn read(p: *const c_void) -> Vec<f32> {
    // SAFETY: this function's contract.
    unsafe { std::slice::from_raw_parts(p.cast::<f32>(), N) }.to_vec()
}

/// `cudaPointerGetAttributes`: (type, device pointer, host pointer).
fn attributes(p: *const c_void) -> anyhow::Result<(i32, usize, usize)> {
    let mut a = [0u8; 24];
    ok(
        // SAFETY: 24 writable bytes, the size of cudaPointerAttributes.
        unsafe { cudart::cudaPointerGetAttributes(a.as_mut_ptr().cast(), p) },
        "cudaPointerGetAttributes",
    )?;
    Ok((
        i32::from_le_bytes(a[..4].try_into()?),
        usize::from_le_bytes(a[8..16].try_into()?),
        usize::from_le_bytes(a[16..24].try_into()?),
    ))
}

pub fn managed_memory() -> anyhow::Result<()> {
    let mut dev: c_int = 0;
    // SAFETY: a valid out-pointer.
    ok(unsafe { cudart::cudaGetDevice(&mut dev) }, "cudaGetDevice")?;
    for (attr, name) in [
        (19, "CanMapHostMemory"),
        (83, "ManagedMemory"),
        (89, "ConcurrentManagedAccess"),
    ] {
        let mut v: c_int = -1;
        ok(
            // SAFETY: a valid out-pointer.
            unsafe { cudart::cudaDeviceGetAttribute(&mut v, attr, dev) },
            name,
        )?;
        ensure!(v == 1, "cudaDevAttr{name} is {v}");
    }
    let bytes = N * 4;
    let mut p = null_mut();
    // SAFETY: valid out-pointers throughout; `p` holds `bytes` bytes of managed
    // memory, touched by the host only while no kernel runs.
    unsafe {
        expect(
            cudart::cudaMallocManaged(&mut p, bytes, 0),
            cudaErrorInvalidValue,
            "cudaMallocManaged with flags 0",
        )?;
        expect(
            cudart::cudaMallocManaged(&mut p, 0, 1),
            cudaErrorInvalidValue,
            "cudaMallocManaged of 0 bytes",
        )?;
        ok(
            cudart::cudaMallocManaged(&mut p, bytes, 1),
            "cudaMallocManaged",
        )?;
        let host = std::slice::from_raw_parts_mut(p.cast::<f32>(), N);
        for (i, v) in host.iter_mut().enumerate() {
            *v = i as f32;
        }
        // The kernel sees the host's writes; the host sees the kernel's after a sync.
        scale(p, 2.0, null_mut())?;
        ok(cudart::cudaDeviceSynchronize(), "cudaDeviceSynchronize")?;
        let got = read(p);
        ensure!(
            got.iter().enumerate().all(|(i, v)| *v == 2.0 * i as f32),
            "after scale by 2: {:?}",
            &got[..4]
        );
        // On a stream, with the hints on the way.
        let mut s = null_mut();
        ok(cudart::cudaStreamCreate(&mut s), "cudaStreamCreate")?;
        ok(
            cudart::cudaStreamAttachMemAsync(s, p, 0, 2),
            "cudaStreamAttachMemAsync",
        )?;
        ok(
            cudart::cudaMemPrefetchAsync(p, bytes),
            "cudaMemPrefetchAsync",
        )?;
        ok(
            cudart::cudaMemAdvise(p, bytes, 1),
            "cudaMemAdviseSetReadMostly",
        )?;
        scale(p, 0.5, s)?;
        ok(cudart::cudaStreamSynchronize(s), "cudaStreamSynchronize")?;
        let got = read(p);
        ensure!(
            got.iter().enumerate().all(|(i, v)| *v == i as f32),
            "after scale by 0.5: {:?}",
            &got[..4]
        );
        // Copies both ways, by kind and by cudaMemcpyDefault.
        let src: Vec<f32> = (0..N).map(|i| 3.0 * i as f32).collect();
        let d = upload(&src)?;
        ok(
            cudart::cudaMemcpy(p, d, bytes, 3),
            "D2D into managed memory",
        )?;
        ensure!(
            read(p) == src,
            "managed memory after a device-to-device copy"
        );
        scale(p, -1.0, null_mut())?;
        ok(
            cudart::cudaMemcpy(d, p, bytes, 4),
            "a default copy from managed memory",
        )?;
        let neg: Vec<f32> = src.iter().map(|v| -v).collect();
        ensure!(download(d, N)? == neg, "a copy out of managed memory");
        ok(
            cudart::cudaMemcpy(p.cast::<u8>().add(4).cast(), src.as_ptr().cast(), 8, 1),
            "H2D into managed memory",
        )?;
        ensure!(read(p)[1..3] == src[..2], "an H2D copy into managed memory");
        // Memsets, in stream order.
        ok(cudart::cudaMemsetAsync(p, 0, bytes, s), "cudaMemsetAsync")?;
        ok(cudart::cudaStreamSynchronize(s), "cudaStreamSynchronize")?;
        ensure!(read(p).iter().all(|v| *v == 0.0), "after cudaMemsetAsync");
        ok(
            cudart::cudaMemset(p.cast::<u8>().add(4).cast(), 0xff, 4),
            "cudaMemset",
        )?;
        ensure!(read(p)[1].is_nan() && read(p)[2] == 0.0, "after cudaMemset");
        let (kind, dp, hp) = attributes(p)?;
        ensure!(
            kind == 3 && dp == p as usize && hp == p as usize,
            "managed memory's attributes: type {kind}, device {dp:#x}, host {hp:#x}"
        );
        // The hints check their ranges.
        expect(
            cudart::cudaMemPrefetchAsync(d, bytes),
            cudaErrorInvalidValue,
            "prefetching cudaMalloc memory",
        )?;
        expect(
            cudart::cudaMemPrefetchAsync(p, bytes + 1),
            cudaErrorInvalidValue,
            "prefetching past the end",
        )?;
        expect(
            cudart::cudaMemAdvise(p, bytes, 42),
            cudaErrorInvalidValue,
            "advice 42",
        )?;
        ok(cudart::cudaStreamDestroy(s), "cudaStreamDestroy")?;
        ok(cudart::cudaFree(d), "cudaFree")?;
        ok(cudart::cudaFree(p), "cudaFree of managed memory")?;
        expect(
            cudart::cudaFree(p),
            cudaErrorInvalidValue,
            "a second cudaFree of managed memory",
        )?;
    }
    Ok(())
}

pub fn mapped_host_memory() -> anyhow::Result<()> {
    let bytes = N * 4;
    // SAFETY: valid out-pointers; `h` holds `bytes` bytes of host memory, touched
    // by the host only while no kernel runs.
    unsafe {
        let mut h = null_mut();
        ok(
            cudart::cudaHostAlloc(&mut h, bytes, 2),
            "cudaHostAllocMapped",
        )?;
        let mut dp = null_mut();
        expect(
            cudart::cudaHostGetDevicePointer(&mut dp, h, 1),
            cudaErrorInvalidValue,
            "cudaHostGetDevicePointer with flags 1",
        )?;
        ok(
            cudart::cudaHostGetDevicePointer(&mut dp, h, 0),
            "cudaHostGetDevicePointer",
        )?;
        ensure!(dp == h, "device pointer {dp:p} for host memory {h:p}");
        let host = std::slice::from_raw_parts_mut(h.cast::<f32>(), N);
        for (i, v) in host.iter_mut().enumerate() {
            *v = i as f32 + 1.0;
        }
        scale(dp, 4.0, null_mut())?;
        ok(cudart::cudaDeviceSynchronize(), "cudaDeviceSynchronize")?;
        let got = read(h);
        ensure!(
            got.iter()
                .enumerate()
                .all(|(i, v)| *v == 4.0 * (i as f32 + 1.0)),
            "zero-copy memory after scale by 4: {:?}",
            &got[..4]
        );
        let (kind, dev_ptr, host_ptr) = attributes(h)?;
        ensure!(
            kind == 1 && dev_ptr == h as usize && host_ptr == h as usize,
            "mapped memory's attributes: type {kind}, device {dev_ptr:#x}, host {host_ptr:#x}"
        );
        let stack = [0u8; 16];
        expect(
            cudart::cudaHostGetDevicePointer(&mut dp, stack.as_ptr().cast_mut().cast(), 0),
            cudaErrorInvalidValue,
            "the device pointer of memory the runtime did not allocate",
        )?;
        ok(cudart::cudaFreeHost(h), "cudaFreeHost")?;
        let d = malloc(16)?;
        ok(cudart::cudaFree(d), "cudaFree")?;
    }
    Ok(())
}

/// `cudaHostRegister`: the program's own memory, mapped at its address, used
/// by a kernel through `cudaHostGetDevicePointer`, and refused twice over
/// and after unregistering.
pub fn registered_host_memory() -> anyhow::Result<()> {
    let mut data: Vec<f32> = (0..N).map(|i| i as f32 - 7.0).collect();
    let h = data.as_mut_ptr().cast::<c_void>();
    let bytes = N * 4;
    // SAFETY: `data` stays alive, unmoved, until after cudaHostUnregister; the host
    // touches it only while no kernel runs.
    unsafe {
        expect(
            cudart::cudaHostRegister(h, bytes, 0x10),
            cudaErrorInvalidValue,
            "cudaHostRegister with an unknown flag",
        )?;
        expect(
            cudart::cudaHostRegister(h, bytes, 4),
            cudaErrorNotSupported,
            "cudaHostRegisterIoMemory",
        )?;
        ok(cudart::cudaHostRegister(h, bytes, 2), "cudaHostRegister")?;
        expect(
            cudart::cudaHostRegister(h.cast::<u8>().add(8).cast(), 16, 0),
            cudaErrorHostMemoryAlreadyRegistered,
            "registering part of a registered range again",
        )?;
        let mut dp = null_mut();
        ok(
            cudart::cudaHostGetDevicePointer(&mut dp, h, 0),
            "cudaHostGetDevicePointer of registered memory",
        )?;
        ensure!(dp == h, "device pointer {dp:p} for registered memory {h:p}");
        scale(dp, -2.0, null_mut())?;
        ok(cudart::cudaDeviceSynchronize(), "cudaDeviceSynchronize")?;
        let got = read(h);
        ensure!(
            got.iter()
                .enumerate()
                .all(|(i, v)| *v == -2.0 * (i as f32 - 7.0)),
            "registered memory after scale by -2: {:?}",
            &got[..4]
        );
        let (kind, dev_ptr, _) = attributes(h)?;
        ensure!(
            kind == 1 && dev_ptr == h as usize,
            "registered memory's attributes: type {kind}, device {dev_ptr:#x}"
        );
        expect(
            cudart::cudaFreeHost(h),
            cudaErrorInvalidValue,
            "cudaFreeHost of registered memory",
        )?;
        ok(cudart::cudaHostUnregister(h), "cudaHostUnregister")?;
        expect(
            cudart::cudaHostUnregister(h),
            cudaErrorHostMemoryNotRegistered,
            "cudaHostUnregister twice",
        )?;
        expect(
            cudart::cudaHostGetDevicePointer(&mut dp, h, 0),
            cudaErrorInvalidValue,
            "the device pointer of unregistered memory",
        )?;
    }
    drop(data);
    Ok(())
}
