//! Host functions in stream order: `cudaLaunchHostFunc`,
//! `cudaStreamAddCallback`, and their graph node (`cudaGraphAddHostNode`).
//!
//! A host function runs after everything queued before it on its stream
//! and before anything queued after it. The runtime calls it on the
//! calling thread once the stream's earlier work has finished, and the
//! call returns after it: work the program queues afterwards cannot start
//! sooner, as CUDA guarantees, and the program's host thread waits where
//! CUDA's would go on (a function that waits for something the same
//! thread does later would never return). On a capturing stream the call
//! is recorded as a host node; a graph's host node is called the same way
//! at each launch. As CUDA requires, a host function makes no CUDA calls.

use std::ffi::{c_uint, c_void};

use crate::CudaStream;
use crate::error::{
    CudaError, Result, api, cudaErrorInvalidValue, cudaErrorStreamCaptureUnsupported, cudaSuccess,
    fail,
};
use crate::graph::{CudaGraph, HostFn, Lane, Node};
use crate::graph_nodes::{CudaGraphNode, add};
use crate::state::current;
use crate::stream::queue;

/// `cudaStreamCallback_t`.
pub type StreamCallback = unsafe extern "C" fn(CudaStream, CudaError, *mut c_void);

/// Runs `call` in `stream`'s order, told `cudaSuccess` or the error of the
/// stream's earlier work (then also returned). Where the stream is
/// capturing, `record` (a host function and its argument) is recorded as a
/// host node instead; without one, a capture is
/// `cudaErrorStreamCaptureUnsupported`.
fn in_order(
    stream: CudaStream,
    what: &str,
    call: impl FnOnce(CudaError),
    record: Option<(HostFn, usize)>,
) -> Result<()> {
    let d = current()?;
    let q = queue(&d, stream)?;
    if let Some(c) = q.raw().as_any().downcast_ref::<Lane>() {
        let Some((f, data)) = record else {
            return fail(
                cudaErrorStreamCaptureUnsupported,
                format!("{what} on a capturing stream (cudaLaunchHostFunc is captured)"),
            );
        };
        c.host(f, data);
        return Ok(());
    }
    match q.raw().synchronize() {
        Ok(()) => {
            call(cudaSuccess);
            Ok(())
        }
        Err(e) => {
            let f = d.device_error(what, e);
            call(f.code);
            Err(f)
        }
    }
}

/// Calls `f(user_data)` once the work queued on `stream` before it has
/// finished, and before anything queued after it; on a capturing stream,
/// records a host node. Where the earlier work failed, `f` is not called
/// and the error is returned.
///
/// # Safety
/// `f` is null or a function that may be called with `user_data`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaLaunchHostFunc(
    stream: CudaStream,
    f: Option<HostFn>,
    user_data: *mut c_void,
) -> CudaError {
    api(|| {
        let Some(f) = f else {
            return fail(cudaErrorInvalidValue, "cudaLaunchHostFunc: fn is null");
        };
        let call = |status| {
            if status == cudaSuccess {
                // SAFETY: this function's contract.
                unsafe { f(user_data) }
            }
        };
        let record = Some((f, user_data as usize));
        in_order(stream, "cudaLaunchHostFunc", call, record)
    })
}

/// `cudaStreamAddCallback`: `callback(stream, status, user_data)` in
/// `stream`'s order, `status` being `cudaSuccess` or the error of the
/// stream's earlier work (then also returned). `flags` must be 0. A
/// capturing stream refuses it, as CUDA does.
///
/// # Safety
/// `callback` is null or a function that may be called with `user_data`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaStreamAddCallback(
    stream: CudaStream,
    callback: Option<StreamCallback>,
    user_data: *mut c_void,
    flags: c_uint,
) -> CudaError {
    api(|| {
        let Some(cb) = callback else {
            return fail(
                cudaErrorInvalidValue,
                "cudaStreamAddCallback: callback is null",
            );
        };
        if flags != 0 {
            return fail(
                cudaErrorInvalidValue,
                format!("cudaStreamAddCallback: flags = {flags}, must be 0"),
            );
        }
        // SAFETY: this function's contract.
        let call = |status| unsafe { cb(stream, status, user_data) };
        in_order(stream, "cudaStreamAddCallback", call, None)
    })
}

/// `cudaHostNodeParams`.
#[repr(C)]
pub struct HostNodeParams {
    /// The function.
    pub f: Option<HostFn>,
    /// Its argument.
    pub user_data: *mut c_void,
}

/// Adds a host node calling `params.fn(params.userData)` after `count`
/// nodes.
///
/// # Safety
/// `deps` holds `count` node handles; `out` is valid for a write of a
/// handle; `params` is null or points to a `cudaHostNodeParams` whose
/// function may be called with its argument at each launch.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphAddHostNode(
    out: *mut CudaGraphNode,
    graph_handle: CudaGraph,
    deps: *const CudaGraphNode,
    count: usize,
    params: *const HostNodeParams,
) -> CudaError {
    api(|| {
        crate::graph::graph(graph_handle, crate::graph::Kind::Graph)?;
        // SAFETY: null or a valid `cudaHostNodeParams` (this function's contract).
        let Some(HostNodeParams {
            f: Some(f),
            user_data,
        }) = (unsafe { params.as_ref() })
        else {
            return fail(
                cudaErrorInvalidValue,
                "cudaGraphAddHostNode: pNodeParams or its fn is null",
            );
        };
        let node = Node::Host {
            f: *f,
            data: *user_data as usize,
        };
        // SAFETY: this function's contract.
        unsafe {
            add(
                out,
                graph_handle,
                (deps, count),
                |_| Ok(vec![node]),
                "cudaGraphAddHostNode",
            )
        }
    })
}
