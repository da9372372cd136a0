//! Stream capture and graphs: `cudaStreamBeginCapture` makes a stream
//! record what the program queues on it (kernel launches, copies, memsets
//! and host functions) instead of running it; `cudaStreamEndCapture`
//! hands the record back as a graph; `cudaGraphInstantiate` makes an
//! executable graph of it; `cudaGraphLaunch` queues the recorded work on a
//! stream again, as often as the program asks. Graphs can also be built
//! node by node ([`crate::graph_nodes`]).
//!
//! A graph's nodes run after those they depend on, and nodes that do not
//! depend on each other may run at the same time (see
//! [`crate::graph_exec`]). A capture follows the stream it began on and
//! every stream that joins it by waiting for an event recorded in it
//! (CUDA's fork); each node it records depends on the work its stream
//! queued before it and on the work before each event that stream waited
//! for, and each forked stream must be joined back (its last work waited
//! for by another stream of the capture) before the capture ends. Work other streams queue while it lasts runs as usual.
//! Kernel arguments are copied when captured
//! or added, as CUDA copies them; host memory a copy node reads or writes
//! is read or written at each launch. An event recorded in a capture orders
//! the captured work only: as on NVIDIA, it cannot be waited for from the
//! host afterwards.

use std::any::Any;
use std::collections::HashMap;
use std::ffi::{c_int, c_ulonglong, c_void};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

use gpujit::{Kernel, KernelArg, LaunchConfig, ParamType};
use gpujit_device::{EventImpl, StreamImpl};

use crate::CudaStream;
use crate::error::{
    CudaError, Result, api, cudaErrorIllegalState, cudaErrorInvalidResourceHandle,
    cudaErrorInvalidValue, cudaErrorStreamCaptureInvalidated, cudaErrorStreamCaptureUnjoined,
    cudaErrorStreamCaptureUnmatched, cudaErrorStreamCaptureUnsupported, fail,
};
use crate::memory::put;
use crate::state::{current, lock};

/// `cudaGraph_t`: a captured graph.
pub type CudaGraph = *mut c_void;
/// `cudaGraphExec_t`: an executable graph.
pub type CudaGraphExec = *mut c_void;

/// `cudaStreamCaptureStatusNone`, `Active`, `Invalidated`.
const CAPTURE_NONE: c_int = 0;
const CAPTURE_ACTIVE: c_int = 1;
const CAPTURE_INVALIDATED: c_int = 2;

/// A kernel argument as captured: its type and bytes.
#[derive(Debug, Clone)]
pub(crate) struct Arg {
    ty: ParamType,
    bytes: Vec<u8>,
}

impl Arg {
    fn of(a: &KernelArg<'_>) -> Arg {
        Arg {
            ty: a.ty(),
            bytes: a.bytes(),
        }
    }

    /// The argument to launch with again.
    fn arg(&self) -> Option<KernelArg<'_>> {
        let mut b = [0u8; 8];
        let n = self.bytes.len().min(8);
        b[..n].copy_from_slice(&self.bytes[..n]);
        let bits = u64::from_le_bytes(b);
        match self.ty {
            ParamType::Pointer(elem) => Some(KernelArg::address(bits, elem)),
            ParamType::Scalar(ty) => Some(KernelArg::scalar(ty, bits)),
            ParamType::Bytes { align, .. } => KernelArg::struct_bytes(&self.bytes, align),
        }
    }
}

/// One piece of captured work.
#[derive(Clone)]
pub(crate) enum Node {
    Launch {
        kernel: Kernel,
        cfg: LaunchConfig,
        args: Vec<Arg>,
        /// A cooperative launch (every block resident at once).
        cooperative: bool,
        /// The launch attributes set on the node
        /// (`cudaGraphKernelNodeSetAttribute`), the last value of each id,
        /// for reading back; `cooperative` holds what they mean here.
        attrs: Vec<crate::launch_ex::LaunchAttribute>,
    },
    /// Host `src` to device `dst`.
    Write {
        dst: u64,
        src: usize,
        bytes: usize,
    },
    /// Device `src` to host `dst`.
    Read {
        src: u64,
        dst: usize,
        bytes: usize,
    },
    Copy {
        src: u64,
        dst: u64,
        bytes: usize,
    },
    Memset {
        dst: u64,
        value: u8,
        bytes: usize,
    },
    /// A host function (`cudaLaunchHostFunc`, `cudaGraphAddHostNode`),
    /// called once the stream's earlier work has finished.
    Host {
        f: HostFn,
        data: usize,
    },
    /// Records the event (its `cudaEvent_t`) on the launch's stream.
    EventRecord {
        event: usize,
    },
    /// Makes the launch's stream wait for the event.
    EventWait {
        event: usize,
    },
}

/// `cudaHostFn_t`.
pub type HostFn = unsafe extern "C" fn(*mut c_void);

impl Node {
    /// Which `cudaGraphNodeType` the node is.
    pub(crate) fn kind(&self) -> c_int {
        match self {
            Node::Launch { .. } => NODE_KERNEL,
            Node::Memset { .. } => NODE_MEMSET,
            Node::Host { .. } => NODE_HOST,
            Node::EventRecord { .. } => NODE_EVENT_RECORD,
            Node::EventWait { .. } => NODE_WAIT_EVENT,
            _ => NODE_MEMCPY,
        }
    }

    /// The launch of `kernel`, its arguments copied; a cooperative one
    /// where `cooperative` holds.
    pub(crate) fn launch(
        kernel: Kernel,
        cfg: LaunchConfig,
        args: &[KernelArg<'_>],
        cooperative: bool,
    ) -> Node {
        Node::Launch {
            kernel,
            cfg,
            args: args.iter().map(Arg::of).collect(),
            cooperative,
            attrs: Vec::new(),
        }
    }

    /// Queues the node on `q`.
    ///
    /// # Safety
    /// The addresses the node was captured with are still the program's
    /// (the program's contract at `cudaGraphLaunch`, as at capture).
    pub(crate) unsafe fn queue(
        &self,
        q: &Arc<dyn StreamImpl>,
        backend: gpujit::Backend,
    ) -> gpujit_device::Result<()> {
        match self {
            Node::Launch {
                kernel,
                cfg,
                args,
                cooperative,
                ..
            } => {
                let args: Option<Vec<KernelArg<'_>>> = args.iter().map(Arg::arg).collect();
                let Some(args) = args else {
                    return Err(gpujit::DeviceError::Unsupported {
                        backend,
                        what: "a captured struct argument".into(),
                    });
                };
                // SAFETY: the arguments were a valid launch of the
                // program's when captured, and it vouches for their
                // memory again (this function's contract).
                unsafe {
                    if *cooperative {
                        q.launch_cooperative_raw(kernel, cfg, &args)
                    } else {
                        q.launch_raw(kernel, cfg, &args)
                    }
                }
            }
            Node::Write { dst, src, bytes } => {
                // SAFETY: (the copies and the memset) ranges of the program
                // when captured, vouched for again (this function's contract).
                unsafe { q.write_raw(*dst, *src as *const u8, *bytes) }
            }
            // SAFETY: as above.
            Node::Read { src, dst, bytes } => unsafe { q.read_raw(*src, *dst as *mut u8, *bytes) },
            // SAFETY: as above.
            Node::Copy { src, dst, bytes } => unsafe { q.copy_raw(*src, *dst, *bytes) },
            // SAFETY: as above.
            Node::Memset { dst, value, bytes } => unsafe { q.memset_raw(*dst, *value, *bytes) },
            Node::Host { f, data } => {
                let (f, data) = (*f, *data);
                q.host_fn(Box::new(move |earlier| {
                    if earlier.is_none() {
                        // SAFETY: a host function and its argument as the
                        // program gave them, called as CUDA calls them (the
                        // program vouches for them at each launch, as at
                        // capture).
                        unsafe { f(data as *mut c_void) };
                    }
                }))
            }
            Node::EventRecord { event } => crate::stream::node_record(*event, q, backend),
            Node::EventWait { event } => crate::stream::node_wait(*event, q, backend),
        }
    }
}

/// A stream's part in a capture: how many nodes the capture held after
/// the last one the stream queued (0: none yet), up to where another
/// stream of the capture waited for it, and the nodes (indices into the
/// record) its next node depends on: its own last one and those of the
/// events it waited for since.
#[derive(Debug, Default, Clone)]
struct LaneState {
    last: usize,
    joined: usize,
    frontier: Vec<usize>,
}

/// A capture in progress: the record that work on its streams goes to.
pub(crate) struct Capture {
    /// The capture's id (`cudaStreamGetCaptureInfo`), unique in the process.
    id: u64,
    backend: gpujit::Backend,
    /// The stream it began on (0 for a record that is not a capture).
    origin: usize,
    /// The work recorded, each node with the nodes (indices) it depends on.
    nodes: Mutex<Vec<(Node, Vec<usize>)>>,
    /// The streams taking part, the origin included.
    lanes: Mutex<HashMap<usize, LaneState>>,
    /// Why the capture was invalidated, if it was.
    invalid: Mutex<Option<String>>,
    /// Whether `cudaStreamEndCapture` ended it.
    ended: std::sync::atomic::AtomicBool,
}

impl Capture {
    /// A capture beginning on `origin`.
    pub(crate) fn new(backend: gpujit::Backend, origin: usize) -> Capture {
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
        Capture {
            id: NEXT.fetch_add(1, Ordering::Relaxed),
            backend,
            origin,
            nodes: Mutex::default(),
            lanes: Mutex::new(HashMap::from([(origin, LaneState::default())])),
            invalid: Mutex::default(),
            ended: Default::default(),
        }
    }

    /// Records `n`, queued by `stream`: after what that stream's next node
    /// depends on.
    fn push_on(&self, stream: usize, n: Node) {
        let mut nodes = lock(&self.nodes);
        let mut lanes = lock(&self.lanes);
        let lane = lanes.entry(stream).or_default();
        let at = nodes.len();
        nodes.push((n, std::mem::replace(&mut lane.frontier, vec![at])));
        lane.last = at + 1;
    }

    /// What `stream`'s next node depends on now (an event recorded on it
    /// in the capture stands for these nodes).
    pub(crate) fn frontier(&self, stream: usize) -> Vec<usize> {
        lock(&self.lanes)
            .get(&stream)
            .map(|l| l.frontier.clone())
            .unwrap_or_default()
    }

    /// Makes `stream`'s next node depend on `nodes` too (it waited for an
    /// event recorded after them).
    pub(crate) fn after(&self, stream: usize, nodes: &[usize]) {
        let mut lanes = lock(&self.lanes);
        let f = &mut lanes.entry(stream).or_default().frontier;
        for n in nodes {
            if !f.contains(n) {
                f.push(*n);
            }
        }
    }

    /// Where `stream`'s last work lies in the record (0: it queued none).
    pub(crate) fn position(&self, stream: usize) -> usize {
        lock(&self.lanes).get(&stream).map_or(0, |l| l.last)
    }

    /// Notes that another stream of the capture waited for `stream`'s work
    /// up to `at` (a `position`).
    pub(crate) fn joined(&self, stream: usize, at: usize) {
        if let Some(l) = lock(&self.lanes).get_mut(&stream) {
            l.joined = l.joined.max(at);
        }
    }

    /// Whether an error spoilt the capture.
    pub(crate) fn invalidated(&self) -> bool {
        lock(&self.invalid).is_some()
    }

    /// Refuses work for a stream of a spoilt capture, as NVIDIA does.
    pub(crate) fn check_valid(&self) -> Result<()> {
        if self.invalidated() {
            return fail(
                cudaErrorStreamCaptureInvalidated,
                "the stream's capture was spoilt by an earlier error: end it \
                 (cudaStreamEndCapture on the stream it began on)",
            );
        }
        Ok(())
    }

    /// Whether the capture is still going on.
    pub(crate) fn active(&self) -> bool {
        !self.ended.load(Ordering::Relaxed)
    }

    /// Adds `stream` to the capture (CUDA's fork).
    pub(crate) fn fork(&self, stream: usize) {
        lock(&self.lanes).entry(stream).or_default();
    }

    /// The streams taking part besides the origin, and whether each one's
    /// last work was waited for.
    fn forked(&self) -> Vec<(usize, bool)> {
        lock(&self.lanes)
            .iter()
            .filter(|(s, _)| **s != self.origin)
            .map(|(s, l)| (*s, l.last <= l.joined))
            .collect()
    }

    /// The work recorded, each node with the nodes (indices) it depends on,
    /// taken; an invalidated record gives why instead.
    pub(crate) fn take(&self) -> std::result::Result<Vec<(Node, Vec<usize>)>, String> {
        if let Some(why) = lock(&self.invalid).take() {
            return Err(why);
        }
        Ok(std::mem::take(&mut *lock(&self.nodes)))
    }

    /// Invalidates the capture because of `what`, and says so.
    pub(crate) fn refuse<T>(&self, what: &str) -> gpujit_device::Result<T> {
        let why = format!("{what} while the stream is capturing");
        lock(&self.invalid).get_or_insert_with(|| why.clone());
        Err(gpujit::DeviceError::Unsupported {
            backend: self.backend,
            what: why,
        })
    }
}

/// One stream's queue into a capture: what it queues is recorded as nodes
/// after that stream's earlier ones (and the events it waited for), and
/// noted as that stream's, so that the end of the capture can tell whether
/// every forked stream was joined back.
pub(crate) struct Lane {
    capture: Arc<Capture>,
    stream: usize,
}

impl Lane {
    /// `stream`'s queue into `capture`.
    pub(crate) fn new(capture: Arc<Capture>, stream: usize) -> Lane {
        Lane { capture, stream }
    }

    /// Records a call of the host function `f` with `data`.
    pub(crate) fn host(&self, f: HostFn, data: usize) {
        self.capture.push_on(self.stream, Node::Host { f, data });
    }

    /// Records an event node (`cudaEventRecordExternal`,
    /// `cudaEventWaitExternal`).
    pub(crate) fn event_node(&self, node: Node) {
        self.capture.push_on(self.stream, node);
    }

    /// Records `node`: what the stream methods below queue.
    fn push(&self, node: Node) -> gpujit_device::Result<()> {
        self.capture.push_on(self.stream, node);
        Ok(())
    }
}

impl StreamImpl for Lane {
    unsafe fn write_raw(
        &self,
        dst: u64,
        src: *const u8,
        bytes: usize,
    ) -> gpujit_device::Result<()> {
        self.push(Node::Write {
            dst,
            src: src as usize,
            bytes,
        })
    }

    unsafe fn read_raw(&self, src: u64, dst: *mut u8, bytes: usize) -> gpujit_device::Result<()> {
        self.push(Node::Read {
            src,
            dst: dst as usize,
            bytes,
        })
    }

    unsafe fn copy_raw(&self, src: u64, dst: u64, bytes: usize) -> gpujit_device::Result<()> {
        self.push(Node::Copy { src, dst, bytes })
    }

    unsafe fn memset_raw(&self, dst: u64, value: u8, bytes: usize) -> gpujit_device::Result<()> {
        self.push(Node::Memset { dst, value, bytes })
    }

    unsafe fn launch_raw(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> gpujit_device::Result<()> {
        self.push(Node::launch(kernel.clone(), *cfg, args, false))
    }

    /// Records a cooperative launch, which the graph makes cooperative at
    /// each launch (the runtime checked the grid against the device when
    /// it was captured).
    unsafe fn launch_cooperative_raw(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> gpujit_device::Result<()> {
        self.push(Node::launch(kernel.clone(), *cfg, args, true))
    }

    // Events recorded or waited for inside a capture order the captured
    // work only, which the stream module handles before anything reaches
    // the capture's queue.
    fn record(&self, _event: &Arc<dyn EventImpl>) -> gpujit_device::Result<()> {
        self.capture.refuse("recording a device event")
    }

    fn wait_event(&self, _event: &Arc<dyn EventImpl>) -> gpujit_device::Result<()> {
        self.capture.refuse("waiting for a device event")
    }

    fn synchronize(&self) -> gpujit_device::Result<()> {
        self.capture.refuse("waiting for the stream")
    }

    fn query(&self) -> gpujit_device::Result<bool> {
        self.capture.refuse("querying the stream")
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `cudaGraphNodeTypeKernel`, `Memcpy`, `Memset`, `Host`, `Graph`,
/// `Empty`, `WaitEvent`, `EventRecord`.
pub(crate) const NODE_KERNEL: c_int = 0;
pub(crate) const NODE_MEMCPY: c_int = 1;
pub(crate) const NODE_MEMSET: c_int = 2;
pub(crate) const NODE_HOST: c_int = 3;
pub(crate) const NODE_GRAPH: c_int = 4;
pub(crate) const NODE_EMPTY: c_int = 5;
pub(crate) const NODE_WAIT_EVENT: c_int = 6;
pub(crate) const NODE_EVENT_RECORD: c_int = 7;

/// A node of a graph: its handle (`cudaGraphNode_t`), its work (nothing
/// for an empty node, a memset a row for a memset of rows, a child graph's
/// work in its order), the handles of the nodes it depends on, and whether
/// it is a child graph.
#[derive(Clone)]
pub(crate) struct Entry {
    pub handle: usize,
    pub work: Vec<Node>,
    pub deps: Vec<usize>,
    pub child: bool,
}

impl Entry {
    /// An empty node `handle` after `deps` (for tests of graph shapes).
    #[cfg(test)]
    pub(crate) fn empty(handle: usize, deps: &[usize]) -> Entry {
        Entry {
            handle,
            work: Vec::new(),
            deps: deps.to_vec(),
            child: false,
        }
    }

    /// Its `cudaGraphNodeType`.
    pub(crate) fn kind(&self) -> c_int {
        if self.child {
            return NODE_GRAPH;
        }
        self.work.first().map(Node::kind).unwrap_or(NODE_EMPTY)
    }
}

/// A graph, or an executable one: the device and the nodes (an executable
/// graph's in the order they run).
pub(crate) struct Graph {
    pub device: usize,
    pub backend: gpujit::Backend,
    entries: Mutex<Vec<Entry>>,
    /// An executable graph's streams and events for its launches.
    pub lanes: Mutex<crate::graph_exec::Lanes>,
}

impl Graph {
    /// A graph of `entries` on `device`.
    pub(crate) fn new(device: usize, backend: gpujit::Backend, entries: Vec<Entry>) -> Graph {
        Graph {
            device,
            backend,
            entries: Mutex::new(entries),
            lanes: Mutex::default(),
        }
    }

    /// The nodes.
    pub(crate) fn entries(&self) -> MutexGuard<'_, Vec<Entry>> {
        lock(&self.entries)
    }

    /// The nodes in an order that runs each after those it depends on
    /// (Kahn's, taking the earliest added ready node first: a captured
    /// graph keeps its order); a cycle is `cudaErrorInvalidValue`.
    pub(crate) fn ordered(&self) -> Result<Vec<Entry>> {
        let entries = self.entries().clone();
        let mut left: Vec<usize> = entries.iter().map(|e| e.deps.len()).collect();
        let at: HashMap<usize, usize> = entries
            .iter()
            .enumerate()
            .map(|(i, e)| (e.handle, i))
            .collect();
        let mut users: Vec<Vec<usize>> = vec![Vec::new(); entries.len()];
        for (i, e) in entries.iter().enumerate() {
            for d in &e.deps {
                if let Some(&j) = at.get(d) {
                    users[j].push(i);
                }
            }
        }
        let mut ready: std::collections::BTreeSet<usize> =
            (0..entries.len()).filter(|&i| left[i] == 0).collect();
        let mut order = Vec::with_capacity(entries.len());
        while let Some(i) = ready.pop_first() {
            order.push(i);
            for &u in &users[i] {
                left[u] -= 1;
                if left[u] == 0 {
                    ready.insert(u);
                }
            }
        }
        if order.len() != entries.len() {
            return fail(
                cudaErrorInvalidValue,
                "the graph's dependencies form a cycle",
            );
        }
        Ok(order.into_iter().map(|i| entries[i].clone()).collect())
    }
}

/// A new node handle: unique in the process, never null.
pub(crate) fn new_node_handle() -> usize {
    static NEXT: AtomicUsize = AtomicUsize::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed) << 4
}

/// What a live graph handle is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    Graph,
    Exec,
}

/// Graph handles given out and not destroyed (leaked boxes of [`Graph`]).
fn live() -> &'static Mutex<HashMap<usize, Kind>> {
    static LIVE: OnceLock<Mutex<HashMap<usize, Kind>>> = OnceLock::new();
    LIVE.get_or_init(Mutex::default)
}

pub(crate) fn give(g: Graph, kind: Kind) -> *mut c_void {
    let p = Box::into_raw(Box::new(g)) as usize;
    lock(live()).insert(p, kind);
    p as *mut c_void
}

/// The graph behind a live handle of `kind`.
pub(crate) fn graph<'a>(handle: *mut c_void, kind: Kind) -> Result<&'a Graph> {
    if lock(live()).get(&(handle as usize)) != Some(&kind) {
        let what = match kind {
            Kind::Graph => "graph",
            Kind::Exec => "executable graph",
        };
        return fail(
            cudaErrorInvalidResourceHandle,
            format!("{what} {handle:p} was not made by this runtime or was destroyed"),
        );
    }
    // SAFETY: live handles are leaked boxes of `give`, freed only once they
    // have left the set.
    Ok(unsafe { &*(handle as *const Graph) })
}

fn destroy(handle: *mut c_void, kind: Kind) -> Result<()> {
    graph(handle, kind)?;
    lock(live()).remove(&(handle as usize));
    // SAFETY: the handle was live, so it is a box of `give`, freed once.
    drop(unsafe { Box::from_raw(handle as *mut Graph) });
    Ok(())
}

/// The live handles of `kind`.
pub(crate) fn handles(kind: Kind) -> Vec<usize> {
    lock(live())
        .iter()
        .filter(|(_, k)| **k == kind)
        .map(|(h, _)| *h)
        .collect()
}

/// Destroys every graph and executable graph of device `ordinal`
/// (`cudaDeviceReset`).
pub(crate) fn destroy_handles(ordinal: usize) {
    for kind in [Kind::Graph, Kind::Exec] {
        for h in handles(kind) {
            let on = graph(h as *mut c_void, kind).is_ok_and(|g| g.device == ordinal);
            if on {
                let _ = destroy(h as *mut c_void, kind);
            }
        }
    }
}

/// Starts capturing the work queued on `stream` (any mode: a capture
/// follows its own stream only). The default stream cannot be captured.
///
/// # Safety
/// None beyond the program's own: the handle is checked.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaStreamBeginCapture(stream: CudaStream, _mode: c_int) -> CudaError {
    api(|| {
        let d = current()?;
        let s = crate::stream::created(stream, "cudaStreamBeginCapture")?;
        let mut c = lock(&s.capture);
        if c.is_some() {
            return fail(cudaErrorIllegalState, "the stream is capturing already");
        }
        *c = Some(Arc::new(Capture::new(
            d.dev().info().backend,
            stream as usize,
        )));
        Ok(())
    })
}

/// Ends the capture of `stream` and gives what it recorded as a graph; an
/// invalidated capture gives none and `cudaErrorStreamCaptureInvalidated`.
///
/// # Safety
/// `out` is valid for a write of a handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaStreamEndCapture(
    stream: CudaStream,
    out: *mut CudaGraph,
) -> CudaError {
    api(|| {
        let s = crate::stream::created(stream, "cudaStreamEndCapture")?;
        let mut slot = lock(&s.capture);
        let Some(c) = slot.clone() else {
            return fail(cudaErrorIllegalState, "the stream is not capturing");
        };
        if c.origin != stream as usize {
            // As on NVIDIA, the capture is spoilt.
            let _ = c.refuse::<()>("cudaStreamEndCapture on a stream that joined the capture");
            return fail(
                cudaErrorStreamCaptureUnmatched,
                format!("the capture began on stream {:#x}: end it there", c.origin),
            );
        }
        *slot = None;
        drop(slot);
        c.ended.store(true, Ordering::Relaxed);
        // Every forked stream leaves the capture, joined back or not.
        let mut unjoined = Vec::new();
        for (lane, joined) in c.forked() {
            crate::stream::leave_capture(lane);
            if !joined {
                unjoined.push(format!("{lane:#x}"));
            }
        }
        let nodes = match c.take() {
            Ok(nodes) => nodes,
            Err(why) => {
                // SAFETY: this function's contract.
                unsafe { put(out, std::ptr::null_mut(), "cudaStreamEndCapture's pGraph")? };
                return fail(cudaErrorStreamCaptureInvalidated, why);
            }
        };
        if !unjoined.is_empty() {
            // SAFETY: this function's contract.
            unsafe { put(out, std::ptr::null_mut(), "cudaStreamEndCapture's pGraph")? };
            return fail(
                cudaErrorStreamCaptureUnjoined,
                format!(
                    "stream(s) {} joined the capture and queued work no other stream of it \
                     waited for: record an event on each after its work and wait for it on \
                     the stream the capture began on",
                    unjoined.join(", ")
                ),
            );
        }
        // Each node after those it was captured after (its stream's earlier
        // work and the events that stream waited for).
        let mut entries: Vec<Entry> = Vec::with_capacity(nodes.len());
        for (node, after) in nodes {
            let deps = after.iter().map(|&i| entries[i].handle).collect();
            entries.push(Entry {
                handle: new_node_handle(),
                work: vec![node],
                deps,
                child: false,
            });
        }
        let g = give(Graph::new(s.device, c.backend, entries), Kind::Graph);
        // SAFETY: this function's contract.
        unsafe { put(out, g, "cudaStreamEndCapture's pGraph") }
    })
}

/// `stream`'s `cudaStreamCaptureStatus`, and its capture if it has one.
fn capture_status(stream: CudaStream) -> Result<(c_int, Option<Arc<Capture>>)> {
    let capture = crate::stream::capture_of(stream)?;
    let v = match &capture {
        None => CAPTURE_NONE,
        Some(c) if c.invalidated() => CAPTURE_INVALIDATED,
        Some(_) => CAPTURE_ACTIVE,
    };
    Ok((v, capture))
}

/// Whether `stream` is capturing: `cudaStreamCaptureStatusNone` (0),
/// `Active` (1) or `Invalidated` (2).
///
/// # Safety
/// `status` is valid for a write of an `int`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaStreamIsCapturing(
    stream: CudaStream,
    status: *mut c_int,
) -> CudaError {
    api(|| {
        let (v, _) = capture_status(stream)?;
        // SAFETY: this function's contract.
        unsafe { put(status, v, "cudaStreamIsCapturing's pCaptureStatus") }
    })
}

/// `cudaStreamGetCaptureInfo` (and its `_v2` and `_v3` names): whether
/// `stream` is capturing, as [`cudaStreamIsCapturing`], and the capture's
/// id (unique in the process) where it is and `id` is not null. The graph
/// and the dependencies of a capture in progress are not kept by this
/// runtime: asking for either (`graph` or `deps` not null) is
/// `cudaErrorNotSupported`. The arguments after `deps` (CUDA 12's count,
/// CUDA 13's edge data and count) are not read.
///
/// # Safety
/// `status` is valid for a write of an `int`; `id` is null or valid for a
/// write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaStreamGetCaptureInfo(
    stream: CudaStream,
    status: *mut c_int,
    id: *mut c_ulonglong,
    graph_out: *mut CudaGraph,
    deps: *mut *const c_void,
) -> CudaError {
    api(|| {
        if !graph_out.is_null() || !deps.is_null() {
            return fail(
                crate::error::cudaErrorNotSupported,
                "cudaStreamGetCaptureInfo: the graph and dependencies of a capture in progress \
                 are not kept by gpujit's runtime (pass null for them; status and id are given)",
            );
        }
        let (v, capture) = capture_status(stream)?;
        // SAFETY: this function's contract.
        unsafe { put(status, v, "cudaStreamGetCaptureInfo's pCaptureStatus") }?;
        if let (Some(c), false) = (capture, id.is_null()) {
            // SAFETY: non-null, and valid by this function's contract.
            unsafe { id.write(c.id) };
        }
        Ok(())
    })
}

/// [`cudaStreamGetCaptureInfo`] under its CUDA 12.0–12.2 name.
///
/// # Safety
/// As for [`cudaStreamGetCaptureInfo`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaStreamGetCaptureInfo_v2(
    stream: CudaStream,
    status: *mut c_int,
    id: *mut c_ulonglong,
    graph_out: *mut CudaGraph,
    deps: *mut *const c_void,
) -> CudaError {
    // SAFETY: this function's contract.
    unsafe { cudaStreamGetCaptureInfo(stream, status, id, graph_out, deps) }
}

/// [`cudaStreamGetCaptureInfo`] under its CUDA 12.3–12.9 name (with edge
/// data, not read).
///
/// # Safety
/// As for [`cudaStreamGetCaptureInfo`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaStreamGetCaptureInfo_v3(
    stream: CudaStream,
    status: *mut c_int,
    id: *mut c_ulonglong,
    graph_out: *mut CudaGraph,
    deps: *mut *const c_void,
) -> CudaError {
    // SAFETY: this function's contract.
    unsafe { cudaStreamGetCaptureInfo(stream, status, id, graph_out, deps) }
}

/// Destroys a graph and its nodes (its executable graphs stay).
///
/// # Safety
/// None beyond the program's own: the handle is checked.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphDestroy(graph_handle: CudaGraph) -> CudaError {
    api(|| destroy(graph_handle, Kind::Graph))
}

/// Destroys an executable graph; work it queued runs on.
///
/// # Safety
/// None beyond the program's own: the handle is checked.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphExecDestroy(exec: CudaGraphExec) -> CudaError {
    api(|| destroy(exec, Kind::Exec))
}

/// Refuses what a capturing stream cannot do (wait for itself, be queried)
/// with `cudaErrorStreamCaptureUnsupported`, invalidating the capture.
pub(crate) fn refuse_capturing(c: &Capture, what: &str) -> Result<()> {
    let _ = c.refuse::<()>(what);
    fail(
        cudaErrorStreamCaptureUnsupported,
        format!("{what} while the stream is capturing (the capture is invalidated)"),
    )
}
