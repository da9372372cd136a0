//! Peer copies between every pair of the devices the runtime sees (each
//! device with itself included), blocking and on a stream, at an odd size
//! and offset, and `cudaMemcpyDefault` copies that find each side's device; peer access answered and refused as NVIDIA's runtime answers
//! where it is not possible; and the copies it refuses.

use std::ffi::{c_int, c_void};
use std::ptr::null_mut;

use anyhow::ensure;
use cudart::error::*;

use super::{expect, ok};

/// One allocation on each of `count` devices, of `bytes(d)` on device `d`.
fn allocations(count: usize, bytes: impl Fn(usize) -> usize) -> anyhow::Result<Vec<*mut c_void>> {
    (0..count)
        .map(|d| {
            let mut p = null_mut();
            // SAFETY: a valid ordinal and out-pointer.
            unsafe {
                ok(cudart::cudaSetDevice(d as c_int), "cudaSetDevice")?;
                ok(cudart::cudaMalloc(&mut p, bytes(d)), "cudaMalloc")?;
            }
            Ok(p)
        })
        .collect()
}

/// The `bytes` at `p` of device `d`.
fn read(d: usize, p: *const c_void, bytes: usize) -> anyhow::Result<Vec<u8>> {
    let mut out = vec![0u8; bytes];
    // SAFETY: `p` holds `bytes` bytes of device `d`; `out` as many.
    unsafe {
        ok(cudart::cudaSetDevice(d as c_int), "cudaSetDevice")?;
        ok(
            cudart::cudaMemcpy(out.as_mut_ptr().cast(), p, bytes, 2),
            "cudaMemcpy D2H",
        )?;
    }
    Ok(out)
}

/// Writes `data` at `p` of device `d`.
fn write(d: usize, p: *mut c_void, data: &[u8]) -> anyhow::Result<()> {
    // SAFETY: `p` holds `data.len()` bytes of device `d`.
    unsafe {
        ok(cudart::cudaSetDevice(d as c_int), "cudaSetDevice")?;
        ok(
            cudart::cudaMemcpy(p, data.as_ptr().cast(), data.len(), 1),
            "cudaMemcpy H2D",
        )
    }
}

pub(crate) fn peer(count: usize) -> anyhow::Result<()> {
    let n = count as c_int;
    // SAFETY: valid out-pointers, or null ones the runtime refuses.
    unsafe {
        for i in 0..n {
            for j in 0..n {
                let mut can = -1;
                ok(
                    cudart::cudaDeviceCanAccessPeer(&mut can, i, j),
                    "cudaDeviceCanAccessPeer",
                )?;
                ensure!(can == 0, "cudaDeviceCanAccessPeer({i}, {j}) = {can}");
            }
        }
        let mut can = -1;
        expect(
            cudart::cudaDeviceCanAccessPeer(&mut can, 0, n),
            cudaErrorInvalidDevice,
            "a peer that does not exist",
        )?;
        expect(
            cudart::cudaDeviceCanAccessPeer(&mut can, -1, 0),
            cudaErrorInvalidDevice,
            "device -1",
        )?;
        expect(
            cudart::cudaDeviceCanAccessPeer(null_mut(), 0, 0),
            cudaErrorInvalidValue,
            "a null answer",
        )?;
        ok(cudart::cudaSetDevice(0), "cudaSetDevice")?;
        for peer in 0..n {
            expect(
                cudart::cudaDeviceEnablePeerAccess(peer, 0),
                cudaErrorPeerAccessUnsupported,
                "cudaDeviceEnablePeerAccess",
            )?;
            expect(
                cudart::cudaDeviceDisablePeerAccess(peer),
                cudaErrorPeerAccessNotEnabled,
                "cudaDeviceDisablePeerAccess",
            )?;
        }
        expect(
            cudart::cudaDeviceEnablePeerAccess(n, 0),
            cudaErrorInvalidDevice,
            "enabling a device that does not exist",
        )?;
        expect(
            cudart::cudaDeviceEnablePeerAccess(0, 1),
            cudaErrorInvalidValue,
            "flags 1",
        )?;
        expect(
            cudart::cudaDeviceDisablePeerAccess(n),
            cudaErrorInvalidDevice,
            "disabling a device that does not exist",
        )?;
    }

    let bytes = 4096;
    // Allocations of a different size on each device first, so that the
    // emulators' (which share one address space) land apart.
    let pads = allocations(count, |d| (d + 1) * 3 * bytes)?;
    let (src, dst) = (
        allocations(count, |_| bytes)?,
        allocations(count, |_| bytes)?,
    );
    let pattern = |d: usize| -> Vec<u8> { (0..bytes).map(|i| (i * 7 + d * 31) as u8).collect() };
    for (d, &p) in src.iter().enumerate() {
        write(d, p, &pattern(d))?;
    }
    for (i, &from) in src.iter().enumerate() {
        for (j, &to) in dst.iter().enumerate() {
            write(j, to, &vec![0xee; bytes])?;
            // 1,001 bytes from offset 3 of device i's source to offset 5 of
            // device j's destination, asked from device 0.
            // SAFETY: the ranges lie in the allocations.
            unsafe {
                ok(cudart::cudaSetDevice(0), "cudaSetDevice")?;
                ok(
                    cudart::cudaMemcpyPeer(
                        to.cast::<u8>().add(5).cast(),
                        j as c_int,
                        from.cast::<u8>().add(3).cast(),
                        i as c_int,
                        1001,
                    ),
                    "cudaMemcpyPeer",
                )?;
            }
            let got = read(j, to, bytes)?;
            let want = pattern(i);
            ensure!(
                got[5..1006] == want[3..1004] && got[..5] == [0xee; 5] && got[1006] == 0xee,
                "cudaMemcpyPeer from device {i} to device {j}"
            );
            // The whole of it back the other way on a stream of device j.
            // SAFETY: a valid out-pointer; the ranges lie in the allocations.
            unsafe {
                ok(cudart::cudaSetDevice(j as c_int), "cudaSetDevice")?;
                let mut s = null_mut();
                ok(cudart::cudaStreamCreate(&mut s), "cudaStreamCreate")?;
                ok(
                    cudart::cudaMemcpyPeerAsync(to, j as c_int, from, i as c_int, bytes, s.cast()),
                    "cudaMemcpyPeerAsync",
                )?;
                ok(
                    cudart::cudaStreamSynchronize(s.cast()),
                    "cudaStreamSynchronize",
                )?;
                ok(cudart::cudaStreamDestroy(s.cast()), "cudaStreamDestroy")?;
            }
            ensure!(
                read(j, to, bytes)? == pattern(i),
                "cudaMemcpyPeerAsync from device {i} to device {j}"
            );
        }
    }

    // cudaMemcpyDefault finds each side's device, asked from device 0:
    // device to device, and host memory to and from another device. Where
    // a range lies in memory of two devices other than device 0 (emulators
    // share one address space), the runtime refuses it instead.
    let allocs: Vec<(usize, usize)> = src
        .iter()
        .chain(&dst)
        .enumerate()
        .map(|(k, p)| (k % count, *p as usize))
        .collect();
    let ambiguous = |dev: usize, p: *mut c_void| {
        dev != 0
            && allocs.iter().any(|&(k, q)| {
                k != dev && k != 0 && q < (p as usize) + bytes && (p as usize) < q + bytes
            })
    };
    let mut across = 0;
    for (i, &from) in src.iter().enumerate() {
        for (j, &to) in dst.iter().enumerate() {
            write(j, to, &vec![0xee; bytes])?;
            // SAFETY: the ranges lie in the allocations.
            let code = unsafe {
                ok(cudart::cudaSetDevice(0), "cudaSetDevice")?;
                cudart::cudaMemcpy(to, from, bytes, 4)
            };
            if ambiguous(i, from) || ambiguous(j, to) {
                expect(code, cudaErrorInvalidValue, "a range two devices hold")?;
                continue;
            }
            ok(code, "cudaMemcpyDefault")?;
            ensure!(
                read(j, to, bytes)? == pattern(i),
                "cudaMemcpyDefault from device {i} ({from:p}) to device {j} ({to:p})"
            );
            across += usize::from(i != j && i != 0);
        }
        if ambiguous(i, src[i]) || ambiguous(i, dst[i]) {
            continue;
        }
        let mut host = vec![0u8; bytes];
        // SAFETY: `host` and the allocation hold `bytes` bytes.
        unsafe {
            ok(cudart::cudaSetDevice(0), "cudaSetDevice")?;
            ok(
                cudart::cudaMemcpy(host.as_mut_ptr().cast(), from, bytes, 4),
                "cudaMemcpyDefault to the host",
            )?;
            ensure!(
                host == pattern(i),
                "cudaMemcpyDefault from device {i} to the host"
            );
            host.reverse();
            ok(
                cudart::cudaMemcpy(dst[i], host.as_ptr().cast(), bytes, 4),
                "cudaMemcpyDefault from the host",
            )?;
        }
        host.reverse();
        let mut back = read(i, dst[i], bytes)?;
        back.reverse();
        ensure!(
            back == host,
            "cudaMemcpyDefault from the host to device {i}"
        );
    }

    ensure!(
        count == 1 || across > 0,
        "no cudaMemcpyDefault from another device than the current one was unambiguous"
    );

    let (a, b) = (src[0], dst[count - 1]);
    let last = n - 1;
    // SAFETY: the runtime checks every range it is given.
    unsafe {
        ok(cudart::cudaSetDevice(0), "cudaSetDevice")?;
        expect(
            cudart::cudaMemcpyPeer(b, n, a, 0, 16),
            cudaErrorInvalidDevice,
            "a destination device that does not exist",
        )?;
        expect(
            cudart::cudaMemcpyPeer(b, last, a, -1, 16),
            cudaErrorInvalidDevice,
            "source device -1",
        )?;
        ok(
            cudart::cudaMemcpyPeer(b, last, a, 0, 0),
            "a copy of 0 bytes",
        )?;
        expect(
            cudart::cudaMemcpyPeer(null_mut(), last, a, 0, 16),
            cudaErrorInvalidValue,
            "a null destination",
        )?;
        expect(
            cudart::cudaMemcpyPeer(b, last, a, 0, bytes + 1),
            cudaErrorInvalidValue,
            "a copy past the end of both allocations",
        )?;
        let mut host = [0u8; 16];
        expect(
            cudart::cudaMemcpyPeer(host.as_mut_ptr().cast(), last, a, 0, 16),
            cudaErrorInvalidValue,
            "a host destination",
        )?;
        // The device is still usable.
        ok(
            cudart::cudaMemcpyPeer(b, last, a, 0, 16),
            "a copy after the refusals",
        )?;
    }
    for (d, ((&s, &t), &p)) in src.iter().zip(&dst).zip(&pads).enumerate() {
        // SAFETY: the allocations of device `d`, freed once.
        unsafe {
            ok(cudart::cudaSetDevice(d as c_int), "cudaSetDevice")?;
            for q in [s, t, p] {
                ok(cudart::cudaFree(q), "cudaFree")?;
            }
        }
    }
    Ok(())
}
