//! Host functions in stream order: `cudaLaunchHostFunc` and
//! `cudaStreamAddCallback` run after the stream's earlier work (a kernel and
//! a copy into pinned memory: the function sees their result), a capture
//! records a host function as a node that each launch of the graph calls
//! again, `cudaGraphAddHostNode` orders one after a kernel node, and the
//! arguments are checked.

use std::ffi::{c_int, c_void};
use std::ptr::{null, null_mut};

use anyhow::ensure;
use cudart::error::*;

use super::{SCALE, ScaleArgs, end_capture, expect, launch, ok, upload};

/// What a host function is given: the pinned buffer it reads, and what
/// it saw each time it was called.
struct Seen {
    host: *const f32,
    n: usize,
    sums: Vec<f32>,
    statuses: Vec<CudaError>,
}

unsafe extern "C" fn record_sum(data: *mut c_void) {
    // SAFETY: a `Seen` the test holds for as long as calls are queued.
    let seen = unsafe { &mut *data.cast::<Seen>() };
    // SAFETY: `n` floats of pinned memory the stream has finished writing.
    let v = unsafe { std::slice::from_raw_parts(seen.host, seen.n) };
    seen.sums.push(v.iter().sum());
}

unsafe extern "C" fn record_status(_stream: *mut c_void, status: CudaError, data: *mut c_void) {
    // SAFETY: as for `record_sum`.
    let seen = unsafe { &mut *data.cast::<Seen>() };
    seen.statuses.push(status);
    // SAFETY: as for `record_sum`.
    unsafe { record_sum(data) };
}

pub(super) fn host_functions() -> anyhow::Result<()> {
    let n = 256usize;
    let x = upload(&vec![1.0f32; n])?;
    // SAFETY: runtime handles; `host` is pinned and read by the host
    // functions only after the copies queued before them; `seen` outlives
    // every call that may run them (each stream is synchronised, each graph
    // launched and waited for, before it is read).
    unsafe {
        let mut host: *mut c_void = null_mut();
        ok(cudart::cudaMallocHost(&mut host, n * 4), "cudaMallocHost")?;
        let mut seen = Seen {
            host: host.cast(),
            n,
            sums: Vec::new(),
            statuses: Vec::new(),
        };
        let data: *mut c_void = (&mut seen as *mut Seen).cast();
        let mut s = null_mut();
        ok(cudart::cudaStreamCreate(&mut s), "cudaStreamCreate")?;
        let mut args = ScaleArgs {
            x,
            a: 3.0,
            n: n as i32,
        };
        let copy_back = |s| cudart::cudaMemcpyAsync(host, x, n * 4, 2, s);
        // Kernel, copy, then the function: it sees 3·n.
        ok(launch(&SCALE, 1, n as u32, &mut args.ptrs(), s), "scale")?;
        ok(copy_back(s), "cudaMemcpyAsync D2H")?;
        ok(
            cudart::cudaLaunchHostFunc(s, Some(record_sum), data),
            "cudaLaunchHostFunc",
        )?;
        ok(
            cudart::cudaStreamAddCallback(s, Some(record_status), data, 0),
            "cudaStreamAddCallback",
        )?;
        ok(cudart::cudaStreamSynchronize(s), "cudaStreamSynchronize")?;
        ensure!(
            seen.sums == [768.0, 768.0],
            "host functions saw {:?}",
            seen.sums
        );
        ensure!(
            seen.statuses == [cudaSuccess],
            "callback statuses {:?}",
            seen.statuses
        );
        // Captured: each launch of the graph calls the function again.
        seen.sums.clear();
        ok(
            cudart::cudaStreamBeginCapture(s, 0),
            "cudaStreamBeginCapture",
        )?;
        args.a = 2.0;
        ok(
            launch(&SCALE, 1, n as u32, &mut args.ptrs(), s),
            "scale (captured)",
        )?;
        ok(copy_back(s), "cudaMemcpyAsync (captured)")?;
        ok(
            cudart::cudaLaunchHostFunc(s, Some(record_sum), data),
            "cudaLaunchHostFunc (captured)",
        )?;
        expect(
            cudart::cudaStreamAddCallback(s, Some(record_status), data, 0),
            cudaErrorStreamCaptureUnsupported,
            "cudaStreamAddCallback on a capturing stream",
        )?;
        ensure!(seen.sums.is_empty(), "a captured host function ran");
        let (mut g, mut exec) = end_capture(s)?;
        for _ in 0..2 {
            ok(cudart::cudaGraphLaunch(exec, s), "cudaGraphLaunch")?;
        }
        ok(cudart::cudaStreamSynchronize(s), "cudaStreamSynchronize")?;
        ensure!(
            seen.sums == [1536.0, 3072.0],
            "replayed host functions saw {:?}",
            seen.sums
        );
        ok(cudart::cudaGraphExecDestroy(exec), "cudaGraphExecDestroy")?;
        ok(cudart::cudaGraphDestroy(g), "cudaGraphDestroy")?;
        // Built node by node: the host node after a copy node after a
        // kernel node, added in the reverse order.
        seen.sums.clear();
        ok(cudart::cudaGraphCreate(&mut g, 0), "cudaGraphCreate")?;
        let params = cudart::HostNodeParams {
            f: Some(record_sum),
            user_data: data,
        };
        let (mut hn, mut cn, mut kn) = (null_mut(), null_mut(), null_mut());
        ok(
            cudart::cudaGraphAddHostNode(&mut hn, g, null(), 0, &params),
            "cudaGraphAddHostNode",
        )?;
        ok(
            cudart::cudaGraphAddMemcpyNode1D(&mut cn, g, null(), 0, host, x, n * 4, 2),
            "cudaGraphAddMemcpyNode1D",
        )?;
        let mut ptrs = args.ptrs();
        let kp = super::graph_nodes::scale_node(&mut ptrs, n);
        ok(
            cudart::cudaGraphAddKernelNode(&mut kn, g, null(), 0, &kp),
            "cudaGraphAddKernelNode",
        )?;
        ok(
            cudart::cudaGraphAddDependencies_v2(g, &kn, &cn, null(), 1),
            "kernel before copy",
        )?;
        ok(
            cudart::cudaGraphAddDependencies_v2(g, &cn, &hn, null(), 1),
            "copy before host",
        )?;
        let mut kind: c_int = -1;
        ok(
            cudart::cudaGraphNodeGetType(hn, &mut kind),
            "cudaGraphNodeGetType",
        )?;
        ensure!(kind == 3, "a host node's type is {kind}");
        ok(
            cudart::cudaGraphInstantiate(&mut exec, g, 0),
            "cudaGraphInstantiate",
        )?;
        ok(cudart::cudaGraphLaunch(exec, s), "cudaGraphLaunch")?;
        ok(cudart::cudaStreamSynchronize(s), "cudaStreamSynchronize")?;
        ensure!(seen.sums == [6144.0], "the host node saw {:?}", seen.sums);
        ok(cudart::cudaGraphExecDestroy(exec), "cudaGraphExecDestroy")?;
        ok(cudart::cudaGraphDestroy(g), "cudaGraphDestroy")?;
        // Refusals.
        expect(
            cudart::cudaLaunchHostFunc(s, None, data),
            cudaErrorInvalidValue,
            "a null fn",
        )?;
        expect(
            cudart::cudaStreamAddCallback(s, Some(record_status), data, 1),
            cudaErrorInvalidValue,
            "callback flags 1",
        )?;
        let empty = cudart::HostNodeParams {
            f: None,
            user_data: data,
        };
        expect(
            cudart::cudaGraphAddHostNode(&mut hn, g, null(), 0, &params),
            cudaErrorInvalidResourceHandle,
            "a host node in a destroyed graph",
        )?;
        ok(cudart::cudaGraphCreate(&mut g, 0), "cudaGraphCreate")?;
        expect(
            cudart::cudaGraphAddHostNode(&mut hn, g, null(), 0, &empty),
            cudaErrorInvalidValue,
            "a host node without a function",
        )?;
        ok(cudart::cudaGraphDestroy(g), "cudaGraphDestroy")?;
        ok(cudart::cudaStreamDestroy(s), "cudaStreamDestroy")?;
        ok(cudart::cudaFreeHost(host), "cudaFreeHost")?;
        ok(cudart::cudaFree(x), "cudaFree")?;
    }
    Ok(())
}

/// What an asynchronous host function shares with the test: a flag the
/// test sets only after queueing it, whether the function saw the flag,
/// and a value it writes for the copy queued after it.
struct Handshake {
    go: std::sync::atomic::AtomicBool,
    saw_go: std::sync::atomic::AtomicBool,
    out: *mut f32,
}

unsafe extern "C" fn wait_for_go(data: *mut c_void) {
    use std::sync::atomic::Ordering;
    // SAFETY: a `Handshake` the test holds until the stream is synchronised.
    let h = unsafe { &*data.cast::<Handshake>() };
    let start = std::time::Instant::now();
    while !h.go.load(Ordering::Acquire) && start.elapsed() < std::time::Duration::from_secs(20) {
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    h.saw_go
        .store(h.go.load(Ordering::Acquire), Ordering::Release);
    // Late on purpose: the copy queued after this function must wait for it.
    std::thread::sleep(std::time::Duration::from_millis(20));
    // SAFETY: pinned memory the copy queued after this function reads.
    unsafe { h.out.write(42.0) };
}

/// A host function runs while the program's thread goes on: it waits for a
/// flag the program sets after `cudaLaunchHostFunc` returned (a runtime that
/// called it on the calling thread would see the flag unset after 20 s), and
/// a copy queued after it reads what it wrote.
pub(super) fn host_functions_run_beside_the_caller() -> anyhow::Result<()> {
    use std::sync::atomic::{AtomicBool, Ordering};
    // SAFETY: runtime handles; `pinned` holds one float, written by the host
    // function and read by the copy queued after it; the handshake outlives
    // the stream's synchronisation.
    unsafe {
        let mut pinned: *mut c_void = null_mut();
        ok(cudart::cudaMallocHost(&mut pinned, 4), "cudaMallocHost")?;
        pinned.cast::<f32>().write(0.0);
        let h = Handshake {
            go: AtomicBool::new(false),
            saw_go: AtomicBool::new(false),
            out: pinned.cast(),
        };
        let d = upload(&[0.0f32])?;
        let mut s = null_mut();
        ok(cudart::cudaStreamCreate(&mut s), "cudaStreamCreate")?;
        ok(
            cudart::cudaLaunchHostFunc(
                s,
                Some(wait_for_go),
                (&h as *const Handshake).cast_mut().cast(),
            ),
            "cudaLaunchHostFunc",
        )?;
        h.go.store(true, Ordering::Release);
        ok(
            cudart::cudaMemcpyAsync(d, pinned, 4, 1, s),
            "cudaMemcpyAsync H2D",
        )?;
        ok(cudart::cudaStreamSynchronize(s), "cudaStreamSynchronize")?;
        ensure!(
            h.saw_go.load(Ordering::Acquire),
            "the host function ran before cudaLaunchHostFunc returned"
        );
        let got = super::download(d, 1)?;
        ensure!(
            got == [42.0],
            "the copy after the host function read {got:?}"
        );
        ok(cudart::cudaStreamDestroy(s), "cudaStreamDestroy")?;
        ok(cudart::cudaFree(d), "cudaFree")?;
        ok(cudart::cudaFreeHost(pinned), "cudaFreeHost")?;
    }
    Ok(())
}
