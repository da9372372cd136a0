//! Graphs built node by node: `cudaGraphCreate`, then kernel, copy (1-D and
//! between pitched pointers), memset, child-graph and empty nodes with their
//! dependencies (`cudaGraphAdd*Node`, `cudaGraphAddDependencies`), copies of
//! graphs (`cudaGraphClone`), read back with `cudaGraphGetNodes` and
//! `cudaGraphNodeGetType`, and kernel nodes changed in a graph or in an
//! executable graph (`cudaGraphKernelNodeSetParams`,
//! `cudaGraphExecKernelNodeSetParams`).
//!
//! A node's work is checked and recorded when it is added, as a captured
//! launch, copy or memset is ([`crate::graph`]): kernel arguments are
//! copied then, a kernel that cannot be launched with its configuration is
//! refused then. `cudaGraphInstantiate` orders the nodes so that each runs
//! after those it depends on, and a launch runs them one after another on
//! its stream.

use std::ffi::{c_int, c_uint, c_void};
use std::sync::Arc;

use gpujit_device::StreamImpl;

use crate::error::{Result, api, cudaErrorInvalidValue, cudaErrorNotSupported, fail};
use crate::graph::{
    CudaGraph, CudaGraphExec, Entry, Graph, Kind, NODE_KERNEL, Node, graph, new_node_handle,
};
use crate::memory::put;
use crate::state::{DeviceState, current, current_ordinal};
use crate::{CudaError, Dim3};

/// `cudaGraphNode_t`: a node of a graph.
pub type CudaGraphNode = *mut c_void;

/// `cudaKernelNodeParams`: a kernel node's launch.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct KernelNodeParams {
    /// The kernel's host stub.
    pub func: *mut c_void,
    /// Blocks in the grid.
    pub grid: Dim3,
    /// Threads in a block.
    pub block: Dim3,
    /// Bytes of dynamic shared memory.
    pub shared: c_uint,
    /// One pointer per kernel parameter, to its value.
    pub args: *mut *mut c_void,
    /// The packed-buffer form of the arguments (not supported: null).
    pub extra: *mut *mut c_void,
}

/// `cudaMemsetParams`: a memset node's rows of elements.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct MemsetParams {
    /// The first element.
    pub dst: *mut c_void,
    /// Bytes from one row to the next.
    pub pitch: usize,
    /// The value, of which the element's low bytes are used.
    pub value: c_uint,
    /// Bytes of an element: 1, 2 or 4.
    pub element_size: c_uint,
    /// Elements of a row.
    pub width: usize,
    /// Rows.
    pub height: usize,
}

/// The device of graph `g`, which must be the current one.
fn device_of(g: &Graph, what: &str) -> Result<Arc<DeviceState>> {
    if g.device != current_ordinal() {
        return fail(
            cudaErrorInvalidValue,
            format!(
                "{what}: the graph belongs to device {}, the current device is {}",
                g.device,
                current_ordinal()
            ),
        );
    }
    current()
}

/// Adds a node of `work` (what it makes of the graph) after the `count`
/// nodes at `deps` to `graph_handle` and writes its handle to `out`.
///
/// # Safety
/// `deps` holds `count` handles (or is null with `count` 0); `out` is valid
/// for a write of a handle.
pub(crate) unsafe fn add(
    out: *mut CudaGraphNode,
    graph_handle: CudaGraph,
    deps: (*const CudaGraphNode, usize),
    work: impl FnOnce(&Graph) -> Result<Vec<Node>>,
    what: &str,
) -> Result<()> {
    // SAFETY: this function's contract.
    unsafe { add_entry(out, graph_handle, deps, work, (what, false)) }
}

/// [`add`], the node a child graph (`child`) or not.
///
/// # Safety
/// As for [`add`].
unsafe fn add_entry(
    out: *mut CudaGraphNode,
    graph_handle: CudaGraph,
    (deps, count): (*const CudaGraphNode, usize),
    work: impl FnOnce(&Graph) -> Result<Vec<Node>>,
    (what, child): (&str, bool),
) -> Result<()> {
    let g = graph(graph_handle, Kind::Graph)?;
    if out.is_null() {
        return fail(cudaErrorInvalidValue, format!("{what}: pGraphNode is null"));
    }
    if deps.is_null() && count > 0 {
        return fail(
            cudaErrorInvalidValue,
            format!("{what}: {count} dependencies at a null pointer"),
        );
    }
    let deps: Vec<usize> = if count == 0 {
        Vec::new()
    } else {
        // SAFETY: `count` handles at `deps` (this function's contract).
        unsafe { std::slice::from_raw_parts(deps, count) }
            .iter()
            .map(|d| *d as usize)
            .collect()
    };
    {
        let entries = g.entries();
        if let Some(d) = deps
            .iter()
            .find(|d| !entries.iter().any(|e| e.handle == **d))
        {
            return fail(
                cudaErrorInvalidValue,
                format!("{what}: dependency {:#x} is not a node of the graph", d),
            );
        }
    }
    let work = work(g)?;
    let handle = new_node_handle();
    g.entries().push(Entry {
        handle,
        work,
        deps,
        child,
    });
    // SAFETY: this function's contract.
    unsafe { put(out, handle as CudaGraphNode, "the node handle") }
}

/// The launch `params` describe, checked as a launch is.
///
/// # Safety
/// `params` is null or valid for a read, and its `args` holds one pointer
/// per kernel parameter, each to a value of its type.
unsafe fn kernel_node(d: &DeviceState, params: *const KernelNodeParams) -> Result<Node> {
    if params.is_null() {
        return fail(cudaErrorInvalidValue, "null cudaKernelNodeParams");
    }
    // SAFETY: this function's contract.
    let p = unsafe { *params };
    if !p.extra.is_null() {
        return fail(
            cudaErrorNotSupported,
            "a kernel node's arguments in `extra` (a packed buffer) are not supported; \
             pass kernelParams",
        );
    }
    let shared = p.shared as usize;
    let mut args = crate::launch::Arguments::new();
    // SAFETY: one pointer per parameter (this function's contract).
    let (kernel, cfg) =
        unsafe { crate::launch::prepare(d, p.func, p.grid, p.block, p.args, shared, &mut args) }?;
    Ok(Node::launch(kernel, cfg, &args, false))
}

/// Records what `f` queues on a stream (none for an empty operation), or,
/// where `f` did something a node cannot hold (a copy between host
/// buffers, which would wait for the stream), `cudaErrorNotSupported`
/// naming `what`.
fn record(
    backend: gpujit::Backend,
    what: &str,
    f: impl FnOnce(&Arc<dyn StreamImpl>) -> Result<()>,
) -> Result<Vec<Node>> {
    let c = Arc::new(crate::graph::Capture::new(backend, 0));
    let q: Arc<dyn StreamImpl> = Arc::new(crate::graph::Lane::new(c.clone(), 0));
    let done = f(&q);
    match (
        c.take().map(|n| n.into_iter().map(|(n, _)| n).collect()),
        done,
    ) {
        (Err(why), _) => fail(
            cudaErrorNotSupported,
            format!("{what}: not a graph node here ({why})"),
        ),
        (Ok(_), Err(e)) => Err(e),
        (Ok(nodes), Ok(())) => Ok(nodes),
    }
}

/// Makes an empty graph on the current device (`flags` must be 0).
///
/// # Safety
/// `out` is valid for a write of a handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphCreate(out: *mut CudaGraph, flags: c_uint) -> CudaError {
    api(|| {
        if flags != 0 {
            return fail(
                cudaErrorInvalidValue,
                format!("cudaGraphCreate flags {flags}"),
            );
        }
        let d = current()?;
        let g = Graph::new(current_ordinal(), d.dev().info().backend, Vec::new());
        let h = crate::graph::give(g, Kind::Graph);
        // SAFETY: this function's contract.
        unsafe { put(out, h, "cudaGraphCreate's pGraph") }
    })
}

/// Adds a kernel launch after `count` nodes; its arguments are copied now.
///
/// # Safety
/// `deps` holds `count` node handles; `params` is valid for a read and its
/// `kernelParams` holds one pointer per kernel parameter; `out` is valid
/// for a write of a handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphAddKernelNode(
    out: *mut CudaGraphNode,
    graph_handle: CudaGraph,
    deps: *const CudaGraphNode,
    count: usize,
    params: *const KernelNodeParams,
) -> CudaError {
    api(|| {
        let what = "cudaGraphAddKernelNode";
        let node = |g: &Graph| {
            let d = device_of(g, what)?;
            // SAFETY: this function's contract.
            unsafe { kernel_node(&d, params) }.map(|n| vec![n])
        };
        // SAFETY: this function's contract.
        unsafe { add(out, graph_handle, (deps, count), node, what) }
    })
}

/// Adds a copy of `bytes` bytes after `count` nodes (`kind` as for
/// `cudaMemcpy`; a copy between two host buffers is not supported).
///
/// # Safety
/// `deps` holds `count` node handles; host memory of the copy stays valid
/// for every launch of the graph; `out` is valid for a write of a handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphAddMemcpyNode1D(
    out: *mut CudaGraphNode,
    graph_handle: CudaGraph,
    deps: *const CudaGraphNode,
    count: usize,
    dst: *mut c_void,
    src: *const c_void,
    bytes: usize,
    kind: c_int,
) -> CudaError {
    api(|| {
        let what = "cudaGraphAddMemcpyNode1D";
        let node = |g: &Graph| {
            let d = device_of(g, what)?;
            record(g.backend, what, |q| {
                // SAFETY: the host side stays valid for every launch (this
                // function's contract); nothing runs until then.
                unsafe { crate::memory::copy_on(&d, q, dst, src, bytes, kind) }
            })
        };
        // SAFETY: this function's contract.
        unsafe { add(out, graph_handle, (deps, count), node, what) }
    })
}

/// Adds a copy between pitched pointers of linear memory or CUDA arrays
/// after `count` nodes, as [`cudaMemcpy3D`](crate::cudaMemcpy3D) makes it
/// (copies between two host buffers are not supported).
///
/// # Safety
/// `deps` holds `count` node handles; `params` is null or valid for a read,
/// and host memory of the copy stays valid for every launch of the graph;
/// `out` is valid for a write of a handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphAddMemcpyNode(
    out: *mut CudaGraphNode,
    graph_handle: CudaGraph,
    deps: *const CudaGraphNode,
    count: usize,
    params: *const crate::Memcpy3DParms,
) -> CudaError {
    api(|| {
        let what = "cudaGraphAddMemcpyNode";
        let node = |g: &Graph| {
            let d = device_of(g, what)?;
            record(g.backend, what, |q| {
                // SAFETY: the parameters and the host side stay valid for
                // every launch (this function's contract); nothing runs
                // until then.
                unsafe { crate::memory3d::copy_3d(&d, q, params) }
            })
        };
        // SAFETY: this function's contract.
        unsafe { add(out, graph_handle, (deps, count), node, what) }
    })
}

/// Adds a node running a copy of `child` (its nodes in the order an
/// executable graph of it runs them) after `count` nodes. Later changes to
/// `child` do not reach the node.
///
/// # Safety
/// `deps` holds `count` node handles; `out` is valid for a write of a
/// handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphAddChildGraphNode(
    out: *mut CudaGraphNode,
    graph_handle: CudaGraph,
    deps: *const CudaGraphNode,
    count: usize,
    child: CudaGraph,
) -> CudaError {
    api(|| {
        let what = "cudaGraphAddChildGraphNode";
        let c = graph(child, Kind::Graph)?;
        if std::ptr::eq(c, graph(graph_handle, Kind::Graph)?) {
            return fail(cudaErrorInvalidValue, format!("{what}: a graph in itself"));
        }
        let node = |g: &Graph| {
            if c.device != g.device {
                return fail(
                    cudaErrorInvalidValue,
                    format!(
                        "{what}: the child graph is of device {}, the graph of {}",
                        c.device, g.device
                    ),
                );
            }
            Ok(c.ordered()?.into_iter().flat_map(|e| e.work).collect())
        };
        // SAFETY: this function's contract.
        unsafe { add_entry(out, graph_handle, (deps, count), node, (what, true)) }
    })
}

/// Makes a copy of `original` with nodes of its own (new handles, the same
/// work and dependencies).
///
/// # Safety
/// `out` is valid for a write of a handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphClone(out: *mut CudaGraph, original: CudaGraph) -> CudaError {
    api(|| {
        let g = graph(original, Kind::Graph)?;
        let entries = g.entries().clone();
        let renamed: std::collections::HashMap<usize, usize> = entries
            .iter()
            .map(|e| (e.handle, new_node_handle()))
            .collect();
        let at = |h: &usize| renamed.get(h).copied().unwrap_or(*h);
        let copy = entries
            .into_iter()
            .map(|e| Entry {
                handle: at(&e.handle),
                deps: e.deps.iter().map(at).collect(),
                ..e
            })
            .collect();
        let h = crate::graph::give(Graph::new(g.device, g.backend, copy), Kind::Graph);
        // SAFETY: this function's contract.
        unsafe { put(out, h, "cudaGraphClone's pGraphClone") }
    })
}

/// Adds a memset after `count` nodes: `height` rows of `width` elements of
/// 1, 2 or 4 bytes, `pitch` bytes apart (one memset a row). Elements of 2 or 4 bytes are
/// supported where all their bytes are equal (0, or `0xffffffff`, say).
///
/// # Safety
/// `deps` holds `count` node handles; `params` is valid for a read; `out` is
/// valid for a write of a handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphAddMemsetNode(
    out: *mut CudaGraphNode,
    graph_handle: CudaGraph,
    deps: *const CudaGraphNode,
    count: usize,
    params: *const MemsetParams,
) -> CudaError {
    api(|| {
        let what = "cudaGraphAddMemsetNode";
        if params.is_null() {
            return fail(cudaErrorInvalidValue, "null cudaMemsetParams");
        }
        // SAFETY: this function's contract.
        let p = unsafe { *params };
        let size = p.element_size as usize;
        if !matches!(size, 1 | 2 | 4) {
            return fail(
                cudaErrorInvalidValue,
                format!("{what}: elements of {size} bytes (1, 2 or 4)"),
            );
        }
        let bytes = p.value.to_le_bytes();
        if bytes[..size].iter().any(|b| *b != bytes[0]) {
            return fail(
                cudaErrorNotSupported,
                format!(
                    "{what}: {size}-byte elements of value {:#x}: only values whose bytes are \
                     all equal are supported",
                    p.value
                ),
            );
        }
        let row = p.width * size;
        if p.height > 1 && p.pitch < row {
            return fail(
                cudaErrorInvalidValue,
                format!("{what}: a pitch of {} bytes under a row of {row}", p.pitch),
            );
        }
        let node = |g: &Graph| {
            let d = device_of(g, what)?;
            record(g.backend, what, |q| {
                for r in 0..p.height.max(1) {
                    let at = p.dst as u64 + (r * p.pitch) as u64;
                    crate::memory::memset_on(&d, q, at, c_int::from(bytes[0]), row)?;
                }
                Ok(())
            })
        };
        // SAFETY: this function's contract.
        unsafe { add(out, graph_handle, (deps, count), node, what) }
    })
}

/// Adds a node without work after `count` nodes.
///
/// # Safety
/// `deps` holds `count` node handles; `out` is valid for a write of a handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphAddEmptyNode(
    out: *mut CudaGraphNode,
    graph_handle: CudaGraph,
    deps: *const CudaGraphNode,
    count: usize,
) -> CudaError {
    api(|| {
        // SAFETY: this function's contract.
        unsafe {
            add(
                out,
                graph_handle,
                (deps, count),
                |_| Ok(Vec::new()),
                "cudaGraphAddEmptyNode",
            )
        }
    })
}

/// Makes `to[i]` depend on `from[i]`, `count` pairs; `edges`, if given,
/// must be the default edges (all bytes 0).
///
/// # Safety
/// `from` and `to` hold `count` handles, `edges` null or `count` 8-byte
/// `cudaGraphEdgeData`.
unsafe fn add_edges(
    graph_handle: CudaGraph,
    from: *const CudaGraphNode,
    to: *const CudaGraphNode,
    edges: *const [u8; 8],
    count: usize,
) -> Result<()> {
    let g = graph(graph_handle, Kind::Graph)?;
    if count == 0 {
        return Ok(());
    }
    if from.is_null() || to.is_null() {
        return fail(
            cudaErrorInvalidValue,
            "cudaGraphAddDependencies: a null array",
        );
    }
    // SAFETY: `count` handles each (this function's contract).
    let (from, to) = unsafe {
        (
            std::slice::from_raw_parts(from, count),
            std::slice::from_raw_parts(to, count),
        )
    };
    if !edges.is_null() {
        // SAFETY: `count` edges (this function's contract).
        let edges = unsafe { std::slice::from_raw_parts(edges, count) };
        if edges.iter().any(|e| e.iter().any(|b| *b != 0)) {
            return fail(
                cudaErrorNotSupported,
                "cudaGraphAddDependencies: edges other than the default (ports, \
                 programmatic dependencies)",
            );
        }
    }
    let mut entries = g.entries();
    let index = |h: CudaGraphNode| entries.iter().position(|e| e.handle == h as usize);
    let mut pairs = Vec::with_capacity(count);
    for (f, t) in from.iter().zip(to) {
        match (index(*f), index(*t)) {
            (Some(_), Some(ti)) if f != t => pairs.push((*f as usize, ti)),
            _ => {
                return fail(
                    cudaErrorInvalidValue,
                    format!(
                        "cudaGraphAddDependencies: {:p} -> {:p} is not an edge between two \
                         nodes of the graph",
                        *f, *t
                    ),
                );
            }
        }
    }
    for (f, ti) in pairs {
        if !entries[ti].deps.contains(&f) {
            entries[ti].deps.push(f);
        }
    }
    Ok(())
}

/// Makes `to[i]` depend on `from[i]`. A program built against CUDA 13
/// passes `cudaGraphEdgeData` before the count (CUDA 13 merged
/// `cudaGraphAddDependencies_v2` into it); one built against 12 passes the
/// count fourth.
///
/// # Safety
/// `from` and `to` hold as many handles as the count says; the edge data,
/// where the program's version passes it, is null or as many 8-byte edges.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphAddDependencies(
    graph_handle: CudaGraph,
    from: *const CudaGraphNode,
    to: *const CudaGraphNode,
    fourth: usize,
    fifth: usize,
) -> CudaError {
    api(|| {
        let (edges, count) = if crate::abi::program_is_cuda13() {
            (fourth as *const [u8; 8], fifth)
        } else {
            (std::ptr::null(), fourth)
        };
        // SAFETY: this function's contract.
        unsafe { add_edges(graph_handle, from, to, edges, count) }
    })
}

/// [`cudaGraphAddDependencies`] with edge data (CUDA 12.3's name).
///
/// # Safety
/// `from` and `to` hold `count` handles, `edges` null or `count` edges.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphAddDependencies_v2(
    graph_handle: CudaGraph,
    from: *const CudaGraphNode,
    to: *const CudaGraphNode,
    edges: *const [u8; 8],
    count: usize,
) -> CudaError {
    // SAFETY: this function's contract.
    api(|| unsafe { add_edges(graph_handle, from, to, edges, count) })
}

/// The graph's nodes in the order they were added: their count when
/// `nodes` is null, else up to `*count` of them (the rest of the array
/// null) and how many were written.
///
/// # Safety
/// `count` is valid for a read and a write; `nodes`, if not null, for
/// `*count` handles.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphGetNodes(
    graph_handle: CudaGraph,
    nodes: *mut CudaGraphNode,
    count: *mut usize,
) -> CudaError {
    api(|| {
        let g = graph(graph_handle, Kind::Graph)?;
        if count.is_null() {
            return fail(cudaErrorInvalidValue, "cudaGraphGetNodes: numNodes is null");
        }
        let handles: Vec<usize> = g.entries().iter().map(|e| e.handle).collect();
        if nodes.is_null() {
            // SAFETY: this function's contract.
            return unsafe { put(count, handles.len(), "cudaGraphGetNodes's numNodes") };
        }
        // SAFETY: this function's contract.
        let room = unsafe { *count };
        for i in 0..room {
            let h = handles.get(i).copied().unwrap_or(0) as CudaGraphNode;
            // SAFETY: `room` handles at `nodes` (this function's contract).
            unsafe { *nodes.add(i) = h };
        }
        // SAFETY: this function's contract.
        unsafe {
            put(
                count,
                room.min(handles.len()),
                "cudaGraphGetNodes's numNodes",
            )
        }
    })
}

/// Runs `f` on the entry of node `node` in a live graph (not an executable
/// one) and its graph.
pub(crate) fn with_node<T>(
    node: CudaGraphNode,
    f: impl FnOnce(&Graph, &mut Entry) -> Result<T>,
) -> Result<T> {
    for h in crate::graph::handles(Kind::Graph) {
        let g = graph(h as *mut c_void, Kind::Graph)?;
        let mut entries = g.entries();
        if let Some(e) = entries.iter_mut().find(|e| e.handle == node as usize) {
            return f(g, e);
        }
    }
    fail(
        cudaErrorInvalidValue,
        format!("node {node:p} is not a node of a live graph"),
    )
}

/// The work of node `node` of a live graph.
pub(crate) fn entry_work(node: CudaGraphNode) -> Result<Vec<Node>> {
    with_node(node, |_, e| Ok(e.work.clone()))
}

/// The node's `cudaGraphNodeType`: kernel (0), memcpy (1), memset (2),
/// host (3), child graph (4), empty (5), event wait (6) or event record (7).
///
/// # Safety
/// `out` is valid for a write of an `int`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphNodeGetType(node: CudaGraphNode, out: *mut c_int) -> CudaError {
    api(|| {
        let kind = with_node(node, |_, e| Ok(e.kind()))?;
        // SAFETY: this function's contract.
        unsafe { put(out, kind, "cudaGraphNodeGetType's pType") }
    })
}

/// Replaces kernel node `e`'s launch, in graph or executable graph `g`,
/// with the one `params` describe; `what` names the caller in errors.
///
/// # Safety
/// As for [`cudaGraphAddKernelNode`]'s `params`.
unsafe fn set_kernel(
    g: &Graph,
    e: &mut Entry,
    params: *const KernelNodeParams,
    what: &str,
) -> Result<()> {
    if e.kind() != NODE_KERNEL {
        return fail(cudaErrorInvalidValue, format!("{what}: not a kernel node"));
    }
    let d = device_of(g, what)?;
    // SAFETY: this function's contract.
    let mut new = unsafe { kernel_node(&d, params) }?;
    // The node's launch attributes stay as they were set.
    if let (
        Some(Node::Launch {
            cooperative, attrs, ..
        }),
        Node::Launch {
            cooperative: c,
            attrs: a,
            ..
        },
    ) = (e.work.first_mut(), &mut new)
    {
        (*c, *a) = (*cooperative, std::mem::take(attrs));
    }
    e.work = vec![new];
    Ok(())
}

/// Replaces a kernel node's launch in its graph (executable graphs made
/// before keep theirs).
///
/// # Safety
/// As for [`cudaGraphAddKernelNode`]'s `params`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphKernelNodeSetParams(
    node: CudaGraphNode,
    params: *const KernelNodeParams,
) -> CudaError {
    api(|| {
        with_node(node, |g, e| {
            // SAFETY: this function's contract.
            unsafe { set_kernel(g, e, params, "cudaGraphKernelNodeSetParams") }
        })
    })
}

/// Replaces the launch of kernel node `node` (a node of the graph `exec`
/// was made from) in `exec`, for its later launches.
///
/// # Safety
/// As for [`cudaGraphAddKernelNode`]'s `params`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphExecKernelNodeSetParams(
    exec: CudaGraphExec,
    node: CudaGraphNode,
    params: *const KernelNodeParams,
) -> CudaError {
    api(|| {
        let g = graph(exec, Kind::Exec)?;
        let mut entries = g.entries();
        let Some(e) = entries.iter_mut().find(|e| e.handle == node as usize) else {
            return fail(
                cudaErrorInvalidValue,
                format!("node {node:p} is not in the executable graph"),
            );
        };
        // SAFETY: this function's contract.
        unsafe { set_kernel(g, e, params, "cudaGraphExecKernelNodeSetParams") }
    })
}
