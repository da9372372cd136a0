//! A graph's edges read back: `cudaGraphGetEdges`, `cudaGraphNodeGetDependencies`
//! and `cudaGraphNodeGetDependentNodes`, each in CUDA 12's signature, CUDA 13's
//! (edge data before the count) and CUDA 12.3's `_v2`.
//!
//! Every edge of this runtime's graphs is a default edge (others are refused when
//! added), so edge data asked for is written as zeros.

use std::ffi::c_void;

use crate::CudaError;
use crate::error::{Result, api, cudaErrorInvalidValue, fail};
use crate::graph::{CudaGraph, Kind, graph, handles};
use crate::graph_nodes::CudaGraphNode;

/// `cudaGraphEdgeData`: 8 bytes (ports, type, reserved), all zero for a default edge.
type EdgeData = [u8; 8];

/// The edge data and the count that a base name's last two arguments are: CUDA 13
/// passes edge data before the count, CUDA 12 the count alone (then nothing).
fn base_args(third: *mut c_void, fourth: *mut usize) -> (*mut EdgeData, *mut usize) {
    if crate::abi::program_is_cuda13() {
        (third.cast::<EdgeData>(), fourth)
    } else {
        (std::ptr::null_mut(), third.cast::<usize>())
    }
}

/// Each node of the graph that holds `node`, with the nodes it depends on, in the
/// order they were added.
fn graph_of(node: CudaGraphNode, what: &str) -> Result<Vec<(usize, Vec<usize>)>> {
    for h in handles(Kind::Graph) {
        let g = graph(h as *mut c_void, Kind::Graph)?;
        let entries = g.entries();
        if entries.iter().any(|e| e.handle == node as usize) {
            return Ok(entries.iter().map(|e| (e.handle, e.deps.clone())).collect());
        }
    }
    fail(
        cudaErrorInvalidValue,
        format!("{what}: node {node:p} is not a node of a live graph"),
    )
}

/// Writes `items` as CUDA's graph queries do: with every output array null, their
/// count alone; else up to `*count` of them, the rest of each array null (and zero
/// edge data), and how many were written.
///
/// # Safety
/// `count` is valid for a read and a write; each array that is not null holds
/// `*count` elements.
unsafe fn answer(
    items: &[(usize, usize)],
    firsts: *mut CudaGraphNode,
    seconds: *mut CudaGraphNode,
    edges: *mut EdgeData,
    count: *mut usize,
    what: &str,
) -> Result<()> {
    if count.is_null() {
        return fail(cudaErrorInvalidValue, format!("{what}: the count is null"));
    }
    if firsts.is_null() && seconds.is_null() {
        if !edges.is_null() {
            return fail(
                cudaErrorInvalidValue,
                format!("{what}: edge data without the nodes it belongs to"),
            );
        }
        // SAFETY: this function's contract.
        return unsafe { crate::memory::put(count, items.len(), what) };
    }
    // SAFETY: this function's contract.
    let room = unsafe { *count };
    for i in 0..room {
        let (a, b) = items.get(i).copied().unwrap_or((0, 0));
        // SAFETY: `room` elements in each array that is not null (this function's
        // contract).
        unsafe {
            if !firsts.is_null() {
                *firsts.add(i) = a as CudaGraphNode;
            }
            if !seconds.is_null() {
                *seconds.add(i) = b as CudaGraphNode;
            }
            if !edges.is_null() {
                *edges.add(i) = [0; 8];
            }
        }
    }
    // SAFETY: this function's contract.
    unsafe { crate::memory::put(count, room.min(items.len()), what) }
}

/// The graph's edges, each as the node depended on (`from`) and the node that
/// depends on it (`to`), by the nodes in the order they were added.
///
/// # Safety
/// As for [`answer`], with `from` and `to` both null or both arrays.
unsafe fn edges_of(
    graph_handle: CudaGraph,
    from: *mut CudaGraphNode,
    to: *mut CudaGraphNode,
    edges: *mut EdgeData,
    count: *mut usize,
) -> Result<()> {
    let what = "cudaGraphGetEdges";
    let g = graph(graph_handle, Kind::Graph)?;
    if from.is_null() != to.is_null() {
        return fail(
            cudaErrorInvalidValue,
            format!("{what}: one of `from` and `to` is null"),
        );
    }
    let items: Vec<(usize, usize)> = g
        .entries()
        .iter()
        .flat_map(|e| e.deps.iter().map(move |&d| (d, e.handle)))
        .collect();
    // SAFETY: this function's contract.
    unsafe { answer(&items, from, to, edges, count, what) }
}

/// The nodes `node` depends on.
///
/// # Safety
/// As for [`answer`].
unsafe fn dependencies_of(
    node: CudaGraphNode,
    out: *mut CudaGraphNode,
    edges: *mut EdgeData,
    count: *mut usize,
) -> Result<()> {
    let what = "cudaGraphNodeGetDependencies";
    let nodes = graph_of(node, what)?;
    let items: Vec<(usize, usize)> = nodes
        .iter()
        .filter(|(h, _)| *h == node as usize)
        .flat_map(|(_, deps)| deps.iter().map(|&d| (d, 0)))
        .collect();
    // SAFETY: this function's contract.
    unsafe { answer(&items, out, std::ptr::null_mut(), edges, count, what) }
}

/// The nodes that depend on `node`, in the order they were added.
///
/// # Safety
/// As for [`answer`].
unsafe fn dependents_of(
    node: CudaGraphNode,
    out: *mut CudaGraphNode,
    edges: *mut EdgeData,
    count: *mut usize,
) -> Result<()> {
    let what = "cudaGraphNodeGetDependentNodes";
    let nodes = graph_of(node, what)?;
    let items: Vec<(usize, usize)> = nodes
        .iter()
        .filter(|(_, deps)| deps.contains(&(node as usize)))
        .map(|(h, _)| (*h, 0))
        .collect();
    // SAFETY: this function's contract.
    unsafe { answer(&items, out, std::ptr::null_mut(), edges, count, what) }
}

/// The edges of `graph`: with `from` and `to` null, their count; else up to
/// `*numEdges` of them, the rest null. A program built against CUDA 13 passes edge
/// data (null or one per edge) before the count; one built against 12 passes the
/// count fourth.
///
/// # Safety
/// The count is valid for a read and a write; `from`, `to` and the edge data, where
/// not null, hold as many elements as it says.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphGetEdges(
    graph_handle: CudaGraph,
    from: *mut CudaGraphNode,
    to: *mut CudaGraphNode,
    fourth: *mut c_void,
    fifth: *mut usize,
) -> CudaError {
    let (edges, count) = base_args(fourth, fifth);
    // SAFETY: this function's contract.
    api(|| unsafe { edges_of(graph_handle, from, to, edges, count) })
}

/// [`cudaGraphGetEdges`] with edge data (CUDA 12.3's name).
///
/// # Safety
/// As for [`cudaGraphGetEdges`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphGetEdges_v2(
    graph_handle: CudaGraph,
    from: *mut CudaGraphNode,
    to: *mut CudaGraphNode,
    edges: *mut EdgeData,
    count: *mut usize,
) -> CudaError {
    // SAFETY: this function's contract.
    api(|| unsafe { edges_of(graph_handle, from, to, edges, count) })
}

/// The nodes `node` depends on: with `pDependencies` null, their count; else up to
/// `*pNumDependencies` of them, the rest null. CUDA 13's signature has edge data
/// third, CUDA 12's the count.
///
/// # Safety
/// The count is valid for a read and a write; the nodes and the edge data, where
/// not null, hold as many elements as it says.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphNodeGetDependencies(
    node: CudaGraphNode,
    out: *mut CudaGraphNode,
    third: *mut c_void,
    fourth: *mut usize,
) -> CudaError {
    let (edges, count) = base_args(third, fourth);
    // SAFETY: this function's contract.
    api(|| unsafe { dependencies_of(node, out, edges, count) })
}

/// [`cudaGraphNodeGetDependencies`] with edge data (CUDA 12.3's name).
///
/// # Safety
/// As for [`cudaGraphNodeGetDependencies`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphNodeGetDependencies_v2(
    node: CudaGraphNode,
    out: *mut CudaGraphNode,
    edges: *mut EdgeData,
    count: *mut usize,
) -> CudaError {
    // SAFETY: this function's contract.
    api(|| unsafe { dependencies_of(node, out, edges, count) })
}

/// The nodes that depend on `node`: with `pDependentNodes` null, their count; else
/// up to `*pNumDependentNodes` of them, the rest null. CUDA 13's signature has edge
/// data third, CUDA 12's the count.
///
/// # Safety
/// As for [`cudaGraphNodeGetDependencies`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphNodeGetDependentNodes(
    node: CudaGraphNode,
    out: *mut CudaGraphNode,
    third: *mut c_void,
    fourth: *mut usize,
) -> CudaError {
    let (edges, count) = base_args(third, fourth);
    // SAFETY: this function's contract.
    api(|| unsafe { dependents_of(node, out, edges, count) })
}

/// [`cudaGraphNodeGetDependentNodes`] with edge data (CUDA 12.3's name).
///
/// # Safety
/// As for [`cudaGraphNodeGetDependencies`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphNodeGetDependentNodes_v2(
    node: CudaGraphNode,
    out: *mut CudaGraphNode,
    edges: *mut EdgeData,
    count: *mut usize,
) -> CudaError {
    // SAFETY: this function's contract.
    api(|| unsafe { dependents_of(node, out, edges, count) })
}
