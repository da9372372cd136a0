//! Event nodes of graphs built node by node (`cudaGraphAddEventRecordNode`,
//! `cudaGraphAddEventWaitNode`) and `cudaGraphUpload`.
//!
//! At each launch of the graph an event-record node records its event on
//! the stream the graph is launched on, in the order of the graph's nodes,
//! as `cudaEventRecord` would there: the host and other streams may then
//! wait for it. An event-wait node makes the rest of the graph wait for
//! the event where it was last recorded outside the graph's launch (no wait
//! for an event never recorded, as in CUDA). The event must outlive the
//! graph: a launch that meets a destroyed event fails.

use crate::error::{Result, api, cudaErrorInvalidResourceHandle, cudaErrorInvalidValue, fail};
use crate::graph::{
    CudaGraph, CudaGraphExec, Kind, NODE_EVENT_RECORD, NODE_WAIT_EVENT, Node, graph,
};
use crate::graph_nodes::{CudaGraphNode, add, entry_work};
use crate::memory::put;
use crate::state::current;
use crate::{CudaError, CudaEvent, CudaStream};

/// Adds an event node of `kind` after `count` nodes.
///
/// # Safety
/// As for the entry points below.
unsafe fn add_event_node(
    out: *mut CudaGraphNode,
    graph_handle: CudaGraph,
    deps: (*const CudaGraphNode, usize),
    event: CudaEvent,
    (what, record): (&str, bool),
) -> Result<()> {
    graph(graph_handle, Kind::Graph)?;
    crate::stream::event_here(event, what)?;
    let event = event as usize;
    let node = if record {
        Node::EventRecord { event }
    } else {
        Node::EventWait { event }
    };
    // SAFETY: this function's contract.
    unsafe { add(out, graph_handle, deps, |_| Ok(vec![node]), what) }
}

/// Adds a node recording `event` after `count` nodes.
///
/// # Safety
/// `deps` holds `count` node handles; `out` is valid for a write of a
/// handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphAddEventRecordNode(
    out: *mut CudaGraphNode,
    graph_handle: CudaGraph,
    deps: *const CudaGraphNode,
    count: usize,
    event: CudaEvent,
) -> CudaError {
    api(|| {
        let what = ("cudaGraphAddEventRecordNode", true);
        // SAFETY: this function's contract.
        unsafe { add_event_node(out, graph_handle, (deps, count), event, what) }
    })
}

/// Adds a node waiting for `event` after `count` nodes.
///
/// # Safety
/// As for [`cudaGraphAddEventRecordNode`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphAddEventWaitNode(
    out: *mut CudaGraphNode,
    graph_handle: CudaGraph,
    deps: *const CudaGraphNode,
    count: usize,
    event: CudaEvent,
) -> CudaError {
    api(|| {
        let what = ("cudaGraphAddEventWaitNode", false);
        // SAFETY: this function's contract.
        unsafe { add_event_node(out, graph_handle, (deps, count), event, what) }
    })
}

/// The event of an event node of `kind`.
///
/// # Safety
/// `out` is valid for a write of a handle.
unsafe fn node_event(
    node: CudaGraphNode,
    kind: std::ffi::c_int,
    out: *mut CudaEvent,
    what: &str,
) -> Result<()> {
    let work = entry_work(node)?;
    let event = match (work.first(), kind) {
        (Some(Node::EventRecord { event }), NODE_EVENT_RECORD)
        | (Some(Node::EventWait { event }), NODE_WAIT_EVENT) => *event,
        _ => {
            return fail(
                cudaErrorInvalidValue,
                format!("{what}: node {node:p} is not of that kind"),
            );
        }
    };
    // SAFETY: this function's contract.
    unsafe { put(out, event as CudaEvent, what) }
}

/// The event an event-record node records.
///
/// # Safety
/// `out` is valid for a write of a handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphEventRecordNodeGetEvent(
    node: CudaGraphNode,
    out: *mut CudaEvent,
) -> CudaError {
    // SAFETY: this function's contract.
    api(|| unsafe {
        node_event(
            node,
            NODE_EVENT_RECORD,
            out,
            "cudaGraphEventRecordNodeGetEvent",
        )
    })
}

/// The event an event-wait node waits for.
///
/// # Safety
/// `out` is valid for a write of a handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphEventWaitNodeGetEvent(
    node: CudaGraphNode,
    out: *mut CudaEvent,
) -> CudaError {
    // SAFETY: this function's contract.
    api(|| unsafe { node_event(node, NODE_WAIT_EVENT, out, "cudaGraphEventWaitNodeGetEvent") })
}

/// Readies an executable graph for launches on `stream`: a graph's work is
/// queued node by node when it is launched, so there is nothing to upload;
/// the handles are checked.
///
/// # Safety
/// None beyond the program's own: the handles are checked.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphUpload(exec: CudaGraphExec, stream: CudaStream) -> CudaError {
    api(|| {
        let d = current()?;
        let g = graph(exec, Kind::Exec)?;
        if g.device != crate::state::current_ordinal() {
            return fail(
                cudaErrorInvalidResourceHandle,
                format!("the executable graph belongs to device {}", g.device),
            );
        }
        crate::stream::queue(&d, stream).map(|_| ())
    })
}
