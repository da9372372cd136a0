//! Stream capture and graphs through the runtime's entry points: a capture
//! records instead of running, a wait on a capturing stream is refused and
//! spoils the capture, a graph replays what was captured (arguments as they
//! were when captured) as often as it is launched, and handles are checked.

use std::ffi::{c_int, c_void};
use std::ptr::null_mut;

use anyhow::ensure;
use cudart::error::*;

use super::{SCALE, ScaleArgs, download, expect, launch, ok, upload};

pub(super) fn graphs() -> anyhow::Result<()> {
    let n = 1024usize;
    let start: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let x = upload(&start)?;
    // SAFETY: handles from the runtime; `host` is pinned by it and every
    // copy into or out of it is waited for before it is read or freed.
    unsafe {
        let mut host: *mut c_void = null_mut();
        ok(cudart::cudaMallocHost(&mut host, n * 4), "cudaMallocHost")?;
        let h = std::slice::from_raw_parts_mut(host.cast::<f32>(), n);
        h.fill(-1.0);
        let mut s = null_mut();
        ok(cudart::cudaStreamCreate(&mut s), "cudaStreamCreate")?;
        expect(
            cudart::cudaStreamBeginCapture(null_mut(), 0),
            cudaErrorStreamCaptureUnsupported,
            "capturing the default stream",
        )?;
        let mut g = null_mut();
        expect(
            cudart::cudaStreamEndCapture(s, &mut g),
            cudaErrorIllegalState,
            "ending a capture never begun",
        )?;
        // A wait spoils the capture.
        ok(
            cudart::cudaStreamBeginCapture(s, 0),
            "cudaStreamBeginCapture",
        )?;
        expect(
            cudart::cudaStreamBeginCapture(s, 0),
            cudaErrorIllegalState,
            "a second capture of one stream",
        )?;
        expect(
            cudart::cudaStreamSynchronize(s),
            cudaErrorStreamCaptureUnsupported,
            "waiting for a capturing stream",
        )?;
        let mut status: c_int = -1;
        ok(cudart::cudaStreamIsCapturing(s, &mut status), "status")?;
        ensure!(status == 2, "a spoiled capture's status is {status}");
        let (mut info, mut spoiled_id) = (-1, 0u64);
        ok(
            cudart::cudaStreamGetCaptureInfo(s, &mut info, &mut spoiled_id, null_mut(), null_mut()),
            "cudaStreamGetCaptureInfo of a spoiled capture",
        )?;
        ensure!(info == 2, "a spoiled capture's info status is {info}");
        g = 0x10 as *mut c_void;
        expect(
            cudart::cudaStreamEndCapture(s, &mut g),
            cudaErrorStreamCaptureInvalidated,
            "ending a spoiled capture",
        )?;
        ensure!(g.is_null(), "a spoiled capture gave a graph");
        // Copy in, scale by 2, copy out: captured, not run.
        ok(
            cudart::cudaStreamBeginCapture(s, 1),
            "cudaStreamBeginCapture",
        )?;
        ok(cudart::cudaStreamIsCapturing(s, &mut status), "status")?;
        ensure!(status == 1, "a capture's status is {status}");
        // Its id differs from the spoiled capture's, taken before.
        let (mut info, mut id) = (-1, 0u64);
        let no_graph = null_mut();
        ok(
            cudart::cudaStreamGetCaptureInfo(s, &mut info, &mut id, no_graph, null_mut()),
            "cudaStreamGetCaptureInfo",
        )?;
        ensure!(
            info == 1 && id != 0 && id != spoiled_id,
            "capture info: status {info}, id {id} (the spoiled capture's {spoiled_id})"
        );
        let mut graph_now = null_mut();
        expect(
            cudart::cudaStreamGetCaptureInfo(s, &mut info, &mut id, &mut graph_now, null_mut()),
            cudaErrorNotSupported,
            "the graph of a capture in progress",
        )?;
        ok(
            cudart::cudaMemcpyAsync(x, host, n * 4, 1, s),
            "a copy in, captured",
        )?;
        let mut scale = ScaleArgs {
            x,
            a: 2.0,
            n: n as i32,
        };
        let mut args = scale.ptrs();
        ok(
            launch(&SCALE, (n / 256) as u32, 256, &mut args, s),
            "a launch, captured",
        )?;
        let mut ev = null_mut();
        ok(cudart::cudaEventCreate(&mut ev), "cudaEventCreate")?;
        ok(
            cudart::cudaEventRecord(ev, s),
            "an event recorded in a capture",
        )?;
        ok(
            cudart::cudaStreamWaitEvent(s, ev, 0),
            "the capturing stream waiting for its own event",
        )?;
        ok(
            cudart::cudaMemcpyAsync(host, x, n * 4, 2, s),
            "a copy out, captured",
        )?;
        ok(
            cudart::cudaStreamEndCapture(s, &mut g),
            "cudaStreamEndCapture",
        )?;
        ok(cudart::cudaStreamIsCapturing(s, &mut status), "status")?;
        ensure!(status == 0, "after the capture the status is {status}");
        ok(
            cudart::cudaStreamGetCaptureInfo(s, &mut info, null_mut(), null_mut(), null_mut()),
            "cudaStreamGetCaptureInfo after the capture",
        )?;
        ensure!(info == 0, "after the capture the info status is {info}");
        expect(
            cudart::cudaEventSynchronize(ev),
            cudaErrorInvalidValue,
            "a host wait for an event recorded in a capture",
        )?;
        expect(
            cudart::cudaStreamWaitEvent(null_mut(), ev, 0),
            cudaErrorStreamCaptureUnsupported,
            "another stream joining the capture",
        )?;
        ok(cudart::cudaEventRecord(ev, s), "an event recorded again")?;
        ok(cudart::cudaEventSynchronize(ev), "cudaEventSynchronize")?;
        ok(cudart::cudaEventDestroy(ev), "cudaEventDestroy")?;
        // The arguments were taken when captured: the launches below
        // scale by 2, not 100.
        std::ptr::write_volatile(&mut scale.a, 100.0);
        ensure!(
            download(x, n)? == start && h[5] == -1.0,
            "the capture ran something"
        );
        let mut exec = null_mut();
        ok(
            cudart::cudaGraphInstantiate(&mut exec, g, 0),
            "cudaGraphInstantiate",
        )?;
        ok(cudart::cudaGraphDestroy(g), "cudaGraphDestroy")?;
        expect(
            cudart::cudaGraphDestroy(g),
            cudaErrorInvalidResourceHandle,
            "a destroyed graph",
        )?;
        expect(
            cudart::cudaGraphLaunch(g, s),
            cudaErrorInvalidResourceHandle,
            "a graph launched as an executable graph",
        )?;
        // Each launch doubles the host values through the device.
        for (i, v) in h.iter_mut().enumerate() {
            *v = i as f32;
        }
        for _ in 0..3 {
            ok(cudart::cudaGraphLaunch(exec, s), "cudaGraphLaunch")?;
        }
        ok(cudart::cudaStreamSynchronize(s), "cudaStreamSynchronize")?;
        let want: Vec<f32> = (0..n).map(|i| 8.0 * i as f32).collect();
        ensure!(h == want.as_slice(), "after three launches: {:?}", &h[..4]);
        ok(
            cudart::cudaGraphLaunch(exec, null_mut()),
            "a launch on the default stream",
        )?;
        ok(cudart::cudaDeviceSynchronize(), "cudaDeviceSynchronize")?;
        ensure!(h[3] == 48.0, "after a fourth launch: {}", h[3]);
        ok(cudart::cudaGraphExecDestroy(exec), "cudaGraphExecDestroy")?;
        expect(
            cudart::cudaGraphLaunch(exec, s),
            cudaErrorInvalidResourceHandle,
            "a destroyed executable graph",
        )?;
        ok(cudart::cudaStreamDestroy(s), "cudaStreamDestroy")?;
        ok(cudart::cudaFreeHost(host), "cudaFreeHost")?;
        ok(cudart::cudaFree(x), "cudaFree")?;
    }
    Ok(())
}
