//! Stream capture and graphs through the runtime's entry points: a capture
//! records instead of running, a wait on a capturing stream is refused and
//! spoils the capture, a graph replays what was captured (arguments as they
//! were when captured) as often as it is launched, and handles are checked.

use std::ffi::{c_int, c_void};
use std::ptr::null_mut;

use anyhow::ensure;
use cudart::error::*;

use cudart::{CudaGraphNode, Dim3, KernelNodeParams, MemsetParams};

use super::{
    HANDSHAKE, HandshakeArgs, SCALE, ScaleArgs, addr, download, end_capture, expect, ints, launch,
    malloc, ok, upload,
};

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
            "a wait for an event of a capture that has ended",
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

/// A capture across streams: a fork (a stream waiting for an event of the
/// capture joins it), a join back, a replay that runs both branches; a
/// fork never joined back, a capture ended on a forked stream, and the
/// default stream asked to join.
pub(super) fn fork_join() -> anyhow::Result<()> {
    let n = 512usize;
    let x = upload(&vec![1.0; n])?;
    let y = upload(&vec![1.0; n])?;
    // SAFETY: handles from the runtime; every launch reaches inside x or y.
    unsafe {
        let (mut s0, mut s1) = (null_mut(), null_mut());
        ok(cudart::cudaStreamCreate(&mut s0), "cudaStreamCreate")?;
        ok(cudart::cudaStreamCreate(&mut s1), "cudaStreamCreate")?;
        let (mut fork, mut join) = (null_mut(), null_mut());
        ok(cudart::cudaEventCreate(&mut fork), "cudaEventCreate")?;
        ok(cudart::cudaEventCreate(&mut join), "cudaEventCreate")?;
        let mut sx = ScaleArgs {
            x,
            a: 2.0,
            n: n as i32,
        };
        let mut sy = ScaleArgs {
            x: y,
            a: 3.0,
            n: n as i32,
        };
        let (mut ax, mut ay) = (sx.ptrs(), sy.ptrs());
        ok(
            cudart::cudaStreamBeginCapture(s0, 0),
            "cudaStreamBeginCapture",
        )?;
        ok(cudart::cudaEventRecord(fork, s0), "the fork's event")?;
        ok(cudart::cudaStreamWaitEvent(s1, fork, 0), "s1 joining")?;
        let (mut on0, mut on1) = (-1, -1);
        let (mut id0, mut id1) = (0u64, 0u64);
        ok(
            cudart::cudaStreamGetCaptureInfo(s0, &mut on0, &mut id0, null_mut(), null_mut()),
            "info",
        )?;
        ok(
            cudart::cudaStreamGetCaptureInfo(s1, &mut on1, &mut id1, null_mut(), null_mut()),
            "info",
        )?;
        ensure!(
            on0 == 1 && on1 == 1 && id0 == id1,
            "fork: status {on0}/{on1}, ids {id0}/{id1}"
        );
        expect(
            cudart::cudaStreamWaitEvent(null_mut(), fork, 0),
            cudaErrorStreamCaptureUnsupported,
            "the default stream joining a capture",
        )?;
        ok(
            launch(&SCALE, (n / 256) as u32, 256, &mut ax, s0),
            "x on s0",
        )?;
        ok(
            launch(&SCALE, (n / 256) as u32, 256, &mut ay, s1),
            "y on s1",
        )?;
        ok(cudart::cudaEventRecord(join, s1), "the join's event")?;
        ok(
            cudart::cudaStreamWaitEvent(s0, join, 0),
            "s0 waiting for s1",
        )?;
        let mut g = null_mut();
        ok(
            cudart::cudaStreamEndCapture(s0, &mut g),
            "cudaStreamEndCapture",
        )?;
        ok(cudart::cudaStreamIsCapturing(s1, &mut on1), "status")?;
        ensure!(
            on1 == 0,
            "s1 still capturing ({on1}) after the capture ended"
        );
        ensure!(download(x, n)? == vec![1.0; n], "the capture ran something");
        let mut exec = null_mut();
        ok(
            cudart::cudaGraphInstantiate(&mut exec, g, 0),
            "cudaGraphInstantiate",
        )?;
        for _ in 0..2 {
            ok(cudart::cudaGraphLaunch(exec, s0), "cudaGraphLaunch")?;
        }
        ok(cudart::cudaStreamSynchronize(s0), "cudaStreamSynchronize")?;
        ensure!(download(x, n)? == vec![4.0; n], "x after two launches");
        ensure!(
            download(y, n)? == vec![9.0; n],
            "y after two launches (the forked branch)"
        );
        ok(cudart::cudaGraphExecDestroy(exec), "cudaGraphExecDestroy")?;
        ok(cudart::cudaGraphDestroy(g), "cudaGraphDestroy")?;
        // A fork with work of its own, never joined back.
        ok(
            cudart::cudaStreamBeginCapture(s0, 0),
            "cudaStreamBeginCapture",
        )?;
        ok(cudart::cudaEventRecord(fork, s0), "the fork's event")?;
        ok(cudart::cudaStreamWaitEvent(s1, fork, 0), "s1 joining")?;
        ok(
            launch(&SCALE, (n / 256) as u32, 256, &mut ay, s1),
            "y on s1",
        )?;
        g = 0x10 as *mut c_void;
        expect(
            cudart::cudaStreamEndCapture(s0, &mut g),
            cudaErrorStreamCaptureUnjoined,
            "a fork never joined back",
        )?;
        ensure!(g.is_null(), "an unjoined capture gave a graph");
        ok(cudart::cudaStreamIsCapturing(s1, &mut on1), "status")?;
        ensure!(on1 == 0, "s1 still capturing ({on1}) after the failed end");
        // Both streams run as usual again.
        ok(
            launch(&SCALE, (n / 256) as u32, 256, &mut ay, s1),
            "y on s1",
        )?;
        ok(cudart::cudaStreamSynchronize(s1), "cudaStreamSynchronize")?;
        ensure!(download(y, n)? == vec![27.0; n], "y after the capture");
        for e in [fork, join] {
            ok(cudart::cudaEventDestroy(e), "cudaEventDestroy")?;
        }
        for s in [s0, s1] {
            ok(cudart::cudaStreamDestroy(s), "cudaStreamDestroy")?;
        }
        ok(cudart::cudaFree(x), "cudaFree")?;
        ok(cudart::cudaFree(y), "cudaFree")?;
    }
    Ok(())
}

/// Event nodes: a record node lets the host and other streams wait for a
/// point of a graph's launch; a wait node waits for an event recorded
/// outside; their types and events read back; `cudaGraphUpload`; an event
/// destroyed before a launch fails that launch.
pub(super) fn event_nodes() -> anyhow::Result<()> {
    let n = 512usize;
    let x = upload(&vec![1.0; n])?;
    // SAFETY: handles from the runtime; the kernel node reaches inside x.
    unsafe {
        let mut s = null_mut();
        ok(cudart::cudaStreamCreate(&mut s), "cudaStreamCreate")?;
        let (mut done, mut before) = (null_mut(), null_mut());
        ok(cudart::cudaEventCreate(&mut done), "cudaEventCreate")?;
        ok(cudart::cudaEventCreate(&mut before), "cudaEventCreate")?;
        let mut g = null_mut();
        ok(cudart::cudaGraphCreate(&mut g, 0), "cudaGraphCreate")?;
        let mut args = ScaleArgs {
            x,
            a: 2.0,
            n: n as i32,
        };
        let mut ptrs = args.ptrs();
        let kp = super::graph_nodes::scale_node(&mut ptrs, n);
        let (mut wait, mut kernel, mut record) = (null_mut(), null_mut(), null_mut());
        ok(
            cudart::cudaGraphAddEventWaitNode(&mut wait, g, null_mut(), 0, before),
            "cudaGraphAddEventWaitNode",
        )?;
        ok(
            cudart::cudaGraphAddKernelNode(&mut kernel, g, &wait, 1, &kp),
            "kernel node",
        )?;
        ok(
            cudart::cudaGraphAddEventRecordNode(&mut record, g, &kernel, 1, done),
            "cudaGraphAddEventRecordNode",
        )?;
        let mut kind: c_int = -1;
        ok(cudart::cudaGraphNodeGetType(record, &mut kind), "type")?;
        ensure!(kind == 7, "an event-record node's type is {kind}");
        ok(cudart::cudaGraphNodeGetType(wait, &mut kind), "type")?;
        ensure!(kind == 6, "an event-wait node's type is {kind}");
        let mut ev = null_mut();
        ok(
            cudart::cudaGraphEventRecordNodeGetEvent(record, &mut ev),
            "get event",
        )?;
        ensure!(ev == done, "the record node's event");
        ok(
            cudart::cudaGraphEventWaitNodeGetEvent(wait, &mut ev),
            "get event",
        )?;
        ensure!(ev == before, "the wait node's event");
        expect(
            cudart::cudaGraphEventWaitNodeGetEvent(record, &mut ev),
            cudaErrorInvalidValue,
            "the wait event of a record node",
        )?;
        expect(
            cudart::cudaGraphAddEventRecordNode(&mut record, g, null_mut(), 0, 0x40 as *mut c_void),
            cudaErrorInvalidResourceHandle,
            "a forged event",
        )?;
        let mut exec = null_mut();
        ok(
            cudart::cudaGraphInstantiate(&mut exec, g, 0),
            "cudaGraphInstantiate",
        )?;
        ok(cudart::cudaGraphUpload(exec, s), "cudaGraphUpload")?;
        expect(
            cudart::cudaGraphUpload(g, s),
            cudaErrorInvalidResourceHandle,
            "uploading a graph that is not executable",
        )?;
        // `before` never recorded: no wait. The host waits for `done` only.
        ok(cudart::cudaGraphLaunch(exec, s), "cudaGraphLaunch")?;
        ok(
            cudart::cudaEventSynchronize(done),
            "waiting for the record node",
        )?;
        ensure!(download(x, n)? == vec![2.0; n], "x after the launch");
        ok(cudart::cudaEventRecord(before, s), "cudaEventRecord")?;
        ok(cudart::cudaGraphLaunch(exec, s), "cudaGraphLaunch")?;
        ok(
            cudart::cudaEventSynchronize(done),
            "waiting for the record node",
        )?;
        ensure!(download(x, n)? == vec![4.0; n], "x after the second launch");
        // From a capture: external waits and records are nodes too.
        let mut cg = null_mut();
        ok(
            cudart::cudaStreamBeginCapture(s, 0),
            "cudaStreamBeginCapture",
        )?;
        ok(
            cudart::cudaStreamWaitEvent(s, before, 1),
            "cudaEventWaitExternal",
        )?;
        ok(
            launch(&SCALE, (n / 256) as u32, 256, &mut ptrs, s),
            "a launch, captured",
        )?;
        ok(
            cudart::cudaEventRecordWithFlags(done, s, 1),
            "cudaEventRecordExternal",
        )?;
        expect(
            cudart::cudaEventRecordWithFlags(done, s, 4),
            cudaErrorInvalidValue,
            "record flags 4",
        )?;
        ok(
            cudart::cudaStreamEndCapture(s, &mut cg),
            "cudaStreamEndCapture",
        )?;
        let mut nodes = [null_mut(); 3];
        let mut count = 3usize;
        ok(
            cudart::cudaGraphGetNodes(cg, nodes.as_mut_ptr(), &mut count),
            "nodes",
        )?;
        let mut kinds = Vec::new();
        for node in &nodes[..count] {
            ok(cudart::cudaGraphNodeGetType(*node, &mut kind), "type")?;
            kinds.push(kind);
        }
        ensure!(
            kinds == [6, 0, 7],
            "the captured graph's node types are {kinds:?}"
        );
        let mut cexec = null_mut();
        ok(
            cudart::cudaGraphInstantiate(&mut cexec, cg, 0),
            "cudaGraphInstantiate",
        )?;
        ok(cudart::cudaGraphLaunch(cexec, s), "cudaGraphLaunch")?;
        ok(
            cudart::cudaEventSynchronize(done),
            "waiting for the captured record node",
        )?;
        ensure!(
            download(x, n)? == vec![8.0; n],
            "x after the captured graph's launch"
        );
        ok(cudart::cudaGraphExecDestroy(cexec), "cudaGraphExecDestroy")?;
        ok(cudart::cudaGraphDestroy(cg), "cudaGraphDestroy")?;
        // Outside a capture, an external record is a plain record.
        ok(
            cudart::cudaEventRecordWithFlags(done, s, 1),
            "an external record outside a capture",
        )?;
        ok(cudart::cudaEventSynchronize(done), "cudaEventSynchronize")?;
        // An event destroyed under the graph fails the launch.
        ok(cudart::cudaEventDestroy(done), "cudaEventDestroy")?;
        let code = cudart::cudaGraphLaunch(exec, s);
        ensure!(
            code != cudaSuccess,
            "a launch with a destroyed event succeeded"
        );
        let _ = cudart::cudaGetLastError();
        ok(cudart::cudaStreamSynchronize(s), "cudaStreamSynchronize")?;
        ok(cudart::cudaGraphExecDestroy(exec), "cudaGraphExecDestroy")?;
        ok(cudart::cudaGraphDestroy(g), "cudaGraphDestroy")?;
        ok(cudart::cudaEventDestroy(before), "cudaEventDestroy")?;
        ok(cudart::cudaStreamDestroy(s), "cudaStreamDestroy")?;
        ok(cudart::cudaFree(x), "cudaFree")?;
    }
    Ok(())
}

/// Whether the current device runs streams at the same time
/// (`cudaDevAttrConcurrentKernels`), and how many polls `handshake` makes
/// for the other kernel's flag. Where streams take turns (the emulator) the
/// first kernel gives up after a few polls. Elsewhere it waits long enough
/// for the other stream's kernel to start, and returns as soon as it has: on
/// a GPU both start within microseconds (2^22 polls: about half a second);
/// on a loaded CPU the other stream's thread may wait for a core for tens of
/// milliseconds (2^28 polls: about a second).
fn handshake_spins(spec: &str) -> anyhow::Result<(bool, c_int)> {
    let mut dev: c_int = 0;
    let mut concurrent: c_int = -1;
    // SAFETY: valid out-pointers.
    unsafe {
        ok(cudart::cudaGetDevice(&mut dev), "cudaGetDevice")?;
        ok(
            cudart::cudaDeviceGetAttribute(&mut concurrent, 31, dev),
            "cudaDevAttrConcurrentKernels",
        )?;
    }
    Ok(match (concurrent, spec) {
        (1, "cuda") => (true, 1 << 22),
        (1, _) => (true, 1 << 28),
        _ => (false, 64),
    })
}

/// A captured fork and join whose two branches wait for each other: a
/// launch of the graph runs them at the same time where the device's
/// streams run at the same time (`cudaDevAttrConcurrentKernels`), and a
/// copy captured after the join sees what both wrote.
pub(super) fn branches_run_together(spec: &str) -> anyhow::Result<()> {
    let (concurrent, spins) = handshake_spins(spec)?;
    let (flags, seen, out) = (malloc(8)?, malloc(8)?, malloc(8)?);
    // SAFETY: handles from the runtime; the kernels and copies reach inside
    // the 8-byte buffers.
    unsafe {
        let (mut s0, mut s1) = (null_mut(), null_mut());
        ok(cudart::cudaStreamCreate(&mut s0), "cudaStreamCreate")?;
        ok(cudart::cudaStreamCreate(&mut s1), "cudaStreamCreate")?;
        let (mut fork, mut join) = (null_mut(), null_mut());
        ok(cudart::cudaEventCreate(&mut fork), "cudaEventCreate")?;
        ok(cudart::cudaEventCreate(&mut join), "cudaEventCreate")?;
        let mut args = HandshakeArgs::pair(flags, spins, seen);
        let mut ptrs = args.each_mut().map(|a| a.ptrs());
        ok(
            cudart::cudaStreamBeginCapture(s0, 0),
            "cudaStreamBeginCapture",
        )?;
        ok(
            cudart::cudaMemsetAsync(flags, 0, 8, s0),
            "clearing the flags",
        )?;
        ok(cudart::cudaMemsetAsync(seen, 0, 8, s0), "clearing seen")?;
        ok(cudart::cudaEventRecord(fork, s0), "the fork's event")?;
        ok(cudart::cudaStreamWaitEvent(s1, fork, 0), "s1 joining")?;
        ok(
            launch(&HANDSHAKE, 1, 32, &mut ptrs[0], s0),
            "handshake on s0",
        )?;
        ok(
            launch(&HANDSHAKE, 1, 32, &mut ptrs[1], s1),
            "handshake on s1",
        )?;
        ok(cudart::cudaEventRecord(join, s1), "the join's event")?;
        ok(
            cudart::cudaStreamWaitEvent(s0, join, 0),
            "s0 waiting for s1",
        )?;
        ok(
            cudart::cudaMemcpyAsync(out, seen, 8, 3, s0),
            "the copy after the join",
        )?;
        let (g, exec) = end_capture(s0)?;
        for round in 0..2 {
            ok(cudart::cudaMemset(out, 0xff, 8), "cudaMemset")?;
            ok(cudart::cudaGraphLaunch(exec, s0), "cudaGraphLaunch")?;
            ok(cudart::cudaStreamSynchronize(s0), "cudaStreamSynchronize")?;
            let got = [ints(seen, 2)?, ints(out, 2)?].concat();
            ensure!(
                got[..2] == got[2..],
                "launch {round}: the copy after the join saw {:?}, the branches wrote {:?}",
                &got[2..],
                &got[..2]
            );
            if concurrent {
                ensure!(
                    got[..2] == [1, 1],
                    "launch {round}: the branches did not run at the same time (each saw the \
                     other's flag: {:?})",
                    &got[..2]
                );
            } else {
                // One ran first, gave up, and the other saw its flag.
                ensure!(
                    got[0] + got[1] == 1,
                    "launch {round}: one after the other, yet seen {:?}",
                    &got[..2]
                );
            }
        }
        ok(cudart::cudaGraphExecDestroy(exec), "cudaGraphExecDestroy")?;
        ok(cudart::cudaGraphDestroy(g), "cudaGraphDestroy")?;
        for e in [fork, join] {
            ok(cudart::cudaEventDestroy(e), "cudaEventDestroy")?;
        }
        for s in [s0, s1] {
            ok(cudart::cudaStreamDestroy(s), "cudaStreamDestroy")?;
        }
        for p in [flags, seen, out] {
            ok(cudart::cudaFree(p), "cudaFree")?;
        }
    }
    Ok(())
}

/// Launches of one executable graph on two streams run one after the other,
/// as in CUDA: the graph's `handshake` (with a memset beside it, so that a
/// launch spreads over two streams where it can) raises flag 0 and waits
/// for flag 1; the graph is changed to be kernel 1 and launched on another
/// stream at once. Run in turn, the first launch gives up (0) and the second
/// sees the first's flag (1); run at the same time both would see a flag.
pub(super) fn launches_of_one_graph_take_turns(spec: &str) -> anyhow::Result<()> {
    let (_, spins) = handshake_spins(spec)?;
    let (flags, seen, other) = (malloc(8)?, malloc(8)?, malloc(64)?);
    // SAFETY: handles from the runtime; the kernel and memsets reach inside
    // the buffers; kernel arguments are copied when a node is set.
    unsafe {
        let (mut s0, mut s1) = (null_mut(), null_mut());
        for s in [&mut s0, &mut s1] {
            // Non-blocking: nothing but the graph orders the two launches.
            ok(
                cudart::cudaStreamCreateWithFlags(s, 1),
                "cudaStreamCreateWithFlags",
            )?;
        }
        ok(cudart::cudaMemset(flags, 0, 8), "clearing the flags")?;
        ok(cudart::cudaMemset(seen, 0x55, 8), "filling seen")?;
        let mut args = HandshakeArgs::pair(flags, spins, seen);
        let mut ptrs = args.each_mut().map(|a| a.ptrs());
        let params = |p: &mut [*mut c_void; 4]| KernelNodeParams {
            func: addr(&HANDSHAKE).cast_mut(),
            grid: Dim3 { x: 1, y: 1, z: 1 },
            block: Dim3 { x: 32, y: 1, z: 1 },
            shared: 0,
            args: p.as_mut_ptr(),
            extra: null_mut(),
        };
        let mut g = null_mut();
        ok(cudart::cudaGraphCreate(&mut g, 0), "cudaGraphCreate")?;
        let mut kernel: CudaGraphNode = null_mut();
        let first = params(&mut ptrs[0]);
        ok(
            cudart::cudaGraphAddKernelNode(&mut kernel, g, std::ptr::null(), 0, &first),
            "the handshake's node",
        )?;
        let clear = MemsetParams {
            dst: other,
            pitch: 0,
            value: 0,
            element_size: 1,
            width: 64,
            height: 1,
        };
        let mut memset: CudaGraphNode = null_mut();
        ok(
            cudart::cudaGraphAddMemsetNode(&mut memset, g, std::ptr::null(), 0, &clear),
            "a memset beside it",
        )?;
        let mut exec = null_mut();
        ok(
            cudart::cudaGraphInstantiate(&mut exec, g, 0),
            "cudaGraphInstantiate",
        )?;
        ok(cudart::cudaGraphLaunch(exec, s0), "the launch on s0")?;
        let second = params(&mut ptrs[1]);
        ok(
            cudart::cudaGraphExecKernelNodeSetParams(exec, kernel, &second),
            "cudaGraphExecKernelNodeSetParams",
        )?;
        ok(cudart::cudaGraphLaunch(exec, s1), "the launch on s1")?;
        for s in [s0, s1] {
            ok(cudart::cudaStreamSynchronize(s), "cudaStreamSynchronize")?;
        }
        let got = ints(seen, 2)?;
        ensure!(
            got == [0, 1],
            "the launches saw {got:?}, not [0, 1]: the launch on s1 did not wait for the one on s0"
        );
        ok(cudart::cudaGraphExecDestroy(exec), "cudaGraphExecDestroy")?;
        ok(cudart::cudaGraphDestroy(g), "cudaGraphDestroy")?;
        for s in [s0, s1] {
            ok(cudart::cudaStreamDestroy(s), "cudaStreamDestroy")?;
        }
        for p in [flags, seen, other] {
            ok(cudart::cudaFree(p), "cudaFree")?;
        }
    }
    Ok(())
}
