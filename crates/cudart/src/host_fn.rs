//! Host functions in stream order: `cudaLaunchHostFunc`,
//! `cudaStreamAddCallback`, and their graph node (`cudaGraphAddHostNode`).
//!
//! A host function runs after everything queued before it on its stream
//! and before anything queued after it, as CUDA orders it, while the
//! program's thread goes on: the call returns once the function is queued.
//! The device's stream calls it on a thread of its own (the CUDA driver's
//! on NVIDIA, the stream's worker on the host CPU, a thread per function on
//! the emulator, whose next operation on the stream waits for it); a device
//! without one calls it on the calling thread after waiting for the stream.
//! On a capturing stream the call is recorded as a host node; a graph's
//! host node is queued the same way at each launch. As CUDA requires, a
//! host function makes no CUDA calls.

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

/// Queues `call` in `stream`'s order, to be told `cudaSuccess` or the error
/// of the stream's earlier work. Where the stream is capturing, `record` (a
/// host function and its argument) is recorded as a host node instead;
/// without one, a capture is `cudaErrorStreamCaptureUnsupported`.
fn in_order(
    stream: CudaStream,
    what: &'static str,
    call: impl FnOnce(CudaError) + Send + 'static,
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
    q.raw()
        .host_fn(Box::new(move |earlier| {
            call(earlier.map_or(cudaSuccess, crate::state::error_code))
        }))
        .map_err(|e| d.device_error(what, e))
}

/// Queues `f(user_data)` to run once the work queued on `stream` before it
/// has finished, and before anything queued after it; on a capturing
/// stream, records a host node. Where the earlier work failed, `f` is not
/// called (the error comes from the stream's next synchronisation).
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
        let data = user_data as usize;
        let call = move |status| {
            if status == cudaSuccess {
                // SAFETY: this function's contract.
                unsafe { f(data as *mut c_void) }
            }
        };
        let record = Some((f, user_data as usize));
        in_order(stream, "cudaLaunchHostFunc", call, record)
    })
}

/// `cudaStreamAddCallback`: `callback(stream, status, user_data)` queued in
/// `stream`'s order, `status` being `cudaSuccess` or the error of the
/// stream's earlier work. `flags` must be 0. A capturing stream refuses it,
/// as CUDA does.
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
        let (handle, data) = (stream as usize, user_data as usize);
        // SAFETY: this function's contract.
        let call = move |status| unsafe { cb(handle as CudaStream, status, data as *mut c_void) };
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
