//! `cudaGraphExecUpdate`: an executable graph takes the work of a graph of
//! the same shape (a capture of the same sequence with other arguments,
//! say) without being instantiated again.
//!
//! The two are compared node by node in the order they run (the order
//! `cudaGraphInstantiate` gives: among ready nodes, the one added first):
//! the same number of nodes, each of the same type with the same
//! dependencies, and each kernel node launching the same kernel. Where
//! they match, every node of the executable graph takes the other's work
//! (arguments, configurations, copies, memsets, host functions) and keeps
//! its handle; otherwise nothing changes and the result says what differs.

use std::collections::HashMap;
use std::ffi::c_int;

use crate::CudaError;
use crate::error::{api, cudaErrorGraphExecUpdateFailure, cudaErrorInvalidValue, fail};
use crate::graph::{CudaGraph, CudaGraphExec, Entry, Kind, NODE_KERNEL, Node, graph};
use crate::graph_nodes::CudaGraphNode;

/// `cudaGraphExecUpdateResult` values.
const UPDATE_SUCCESS: c_int = 0;
const UPDATE_TOPOLOGY_CHANGED: c_int = 2;
const UPDATE_NODE_TYPE_CHANGED: c_int = 3;
const UPDATE_FUNCTION_CHANGED: c_int = 4;

/// `cudaGraphExecUpdateResultInfo`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GraphExecUpdateResultInfo {
    /// A `cudaGraphExecUpdateResult`.
    pub result: c_int,
    /// The node of the graph where the update failed, or null.
    pub error_node: CudaGraphNode,
    /// The dependency of `error_node` that differs, or null.
    pub error_from_node: CudaGraphNode,
}

/// Why `new` cannot replace `old`: a result and the node (of `new`) where
/// they differ.
fn mismatch(old: &[Entry], new: &[Entry]) -> Option<(c_int, usize)> {
    if old.len() != new.len() {
        return Some((UPDATE_TOPOLOGY_CHANGED, 0));
    }
    let position = |list: &[Entry]| -> HashMap<usize, usize> {
        list.iter()
            .enumerate()
            .map(|(i, e)| (e.handle, i))
            .collect()
    };
    let (at_old, at_new) = (position(old), position(new));
    let deps = |e: &Entry, at: &HashMap<usize, usize>| {
        let mut v: Vec<Option<usize>> = e.deps.iter().map(|d| at.get(d).copied()).collect();
        v.sort();
        v
    };
    for (o, n) in old.iter().zip(new) {
        if o.kind() != n.kind() {
            return Some((UPDATE_NODE_TYPE_CHANGED, n.handle));
        }
        if deps(o, &at_old) != deps(n, &at_new) {
            return Some((UPDATE_TOPOLOGY_CHANGED, n.handle));
        }
        let kernel = |e: &Entry| -> Vec<String> {
            e.work
                .iter()
                .filter_map(|w| match w {
                    Node::Launch { kernel, .. } => Some(kernel.name().to_string()),
                    _ => None,
                })
                .collect()
        };
        if (o.kind() == NODE_KERNEL || o.child) && kernel(o) != kernel(n) {
            return Some((UPDATE_FUNCTION_CHANGED, n.handle));
        }
        if o.work.len() != n.work.len() {
            return Some((UPDATE_TOPOLOGY_CHANGED, n.handle));
        }
    }
    None
}

/// Gives `exec` the work of `graph_handle` where the two have the same
/// shape; `info` (if not null) receives the result, and the node where
/// they differ. A mismatch is `cudaErrorGraphExecUpdateFailure`.
///
/// # Safety
/// `info` is null or valid for a write of a `cudaGraphExecUpdateResultInfo`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphExecUpdate(
    exec: CudaGraphExec,
    graph_handle: CudaGraph,
    info: *mut GraphExecUpdateResultInfo,
) -> CudaError {
    api(|| {
        let e = graph(exec, Kind::Exec)?;
        let g = graph(graph_handle, Kind::Graph)?;
        if e.device != g.device {
            return fail(
                cudaErrorInvalidValue,
                format!(
                    "cudaGraphExecUpdate: the graph is of device {}, the executable graph of {}",
                    g.device, e.device
                ),
            );
        }
        let new = g.ordered()?;
        let mut entries = e.entries();
        let outcome = mismatch(&entries, &new);
        let (result, node) = outcome.unwrap_or((UPDATE_SUCCESS, 0));
        if !info.is_null() {
            let r = GraphExecUpdateResultInfo {
                result,
                error_node: node as CudaGraphNode,
                error_from_node: std::ptr::null_mut(),
            };
            // SAFETY: non-null, and valid by this function's contract.
            unsafe { info.write(r) };
        }
        if outcome.is_some() {
            return fail(
                cudaErrorGraphExecUpdateFailure,
                format!(
                    "cudaGraphExecUpdate: the graph differs from the executable graph (result {result})"
                ),
            );
        }
        for (old, n) in entries.iter_mut().zip(new) {
            old.work = n.work;
        }
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_compare_by_position() {
        let a = [
            Entry::empty(16, &[]),
            Entry::empty(32, &[16]),
            Entry::empty(48, &[16, 32]),
        ];
        let b = [
            Entry::empty(64, &[]),
            Entry::empty(80, &[64]),
            Entry::empty(96, &[80, 64]),
        ];
        assert_eq!(mismatch(&a, &b), None);
        let c = [
            Entry::empty(64, &[]),
            Entry::empty(80, &[64]),
            Entry::empty(96, &[80]),
        ];
        assert_eq!(mismatch(&a, &c), Some((UPDATE_TOPOLOGY_CHANGED, 96)));
        assert_eq!(mismatch(&a, &b[..2]), Some((UPDATE_TOPOLOGY_CHANGED, 0)));
    }
}
