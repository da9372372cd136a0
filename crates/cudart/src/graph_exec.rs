//! Executable graphs: `cudaGraphInstantiate` and `cudaGraphLaunch`.
//!
//! A launch queues the graph's nodes in an order that keeps every
//! dependency, spread over lanes: chains of nodes that each depend on the
//! one before. The first lane is the stream the graph is launched on; each
//! other lane is a stream of the executable graph's own, which starts after
//! the work queued on the launch stream before the launch (an event
//! recorded there) and which the launch stream waits for at the end, so
//! that work queued after the launch runs after the whole graph, as in
//! CUDA. A node that depends on a node of another lane waits for an event
//! recorded after that node. Nodes of different lanes thus run at the same
//! time where the device's streams do ([`gpujit::Capabilities`]'s
//! `concurrent_streams`). A graph that is one chain, a launch into a
//! capturing stream (the graph's work is recorded there), and a device
//! without streams of its own queue every node on the launch stream, one
//! after another.
//!
//! An executable graph's streams and events are made at its first launch
//! and kept for the next ones (an event waited for is the record made
//! before the wait was queued, so reusing them cannot reorder launches).
//! Launches of one executable graph are queued one at a time, and each
//! runs after the one before, as in CUDA, also when they are launched on
//! different streams: a launch on another stream than the last waits for
//! what is queued on that stream (the last launch, and what came after it
//! there) first.

use std::collections::HashMap;
use std::ffi::c_ulonglong;
use std::sync::Arc;

use gpujit_device::{EventImpl, StreamImpl};

use crate::CudaStream;
use crate::error::{CudaError, Result, api, cudaErrorInvalidValue, fail};
use crate::graph::{CudaGraph, CudaGraphExec, Entry, Graph, Kind, give, graph};
use crate::memory::put;
use crate::state::{DeviceState, current, lock};

/// An executable graph's schedule, streams (lanes after the first) and
/// events, made at its first launch and kept for the next ones (updates of
/// an executable graph change its nodes' work, never its dependencies).
#[derive(Default)]
pub(crate) struct Lanes {
    plan: Option<Schedule>,
    streams: Vec<Arc<dyn StreamImpl>>,
    events: Vec<Arc<dyn EventImpl>>,
    /// The stream of the last launch outside a capture, whose end the next
    /// launch on another stream waits for.
    last: Option<Arc<dyn StreamImpl>>,
}

/// Where each node of an executable graph runs.
#[derive(Debug, PartialEq, Eq)]
struct Schedule {
    /// Each node's lane.
    lane: Vec<usize>,
    /// The nodes of other lanes each node waits for.
    waits: Vec<Vec<usize>>,
    /// For a node another lane waits for, the event (an index into
    /// [`Lanes::events`]) recorded after it: events `0..lanes` are the fork
    /// and each later lane's end, these come after.
    signal: Vec<Option<usize>>,
    /// How many lanes.
    lanes: usize,
}

/// Spreads `entries` (in an order that keeps every dependency) over lanes:
/// a node continues the lane of the first node it depends on that is still
/// the last of its lane, and opens a lane otherwise.
fn schedule(entries: &[Entry]) -> Schedule {
    let at: HashMap<usize, usize> = entries
        .iter()
        .enumerate()
        .map(|(i, e)| (e.handle, i))
        .collect();
    let n = entries.len();
    let (mut lane, mut waits, mut signals) = (vec![0; n], vec![Vec::new(); n], vec![false; n]);
    let mut last: Vec<Option<usize>> = Vec::new();
    for (i, e) in entries.iter().enumerate() {
        let deps: Vec<usize> = e.deps.iter().filter_map(|h| at.get(h).copied()).collect();
        let own = deps
            .iter()
            .map(|&d| lane[d])
            .find(|&l| deps.contains(&last[l].unwrap_or(usize::MAX)));
        let l = match own {
            Some(l) => l,
            None if last.is_empty() => {
                last.push(None);
                0
            }
            None => {
                last.push(None);
                last.len() - 1
            }
        };
        lane[i] = l;
        last[l] = Some(i);
        for d in deps {
            if lane[d] != l && !waits[i].contains(&d) {
                waits[i].push(d);
                signals[d] = true;
            }
        }
    }
    let lanes = last.len().max(1);
    let mut next = lanes..;
    Schedule {
        lane,
        waits,
        signal: signals
            .into_iter()
            .map(|s| if s { next.next() } else { None })
            .collect(),
        lanes,
    }
}

/// Makes an executable graph of `graph`: its nodes in an order that keeps
/// every dependency (CUDA 12's signature; `flags` are accepted and not
/// used); a cycle is `cudaErrorInvalidValue`.
///
/// # Safety
/// `out` is valid for a write of a handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphInstantiate(
    out: *mut CudaGraphExec,
    graph_handle: CudaGraph,
    _flags: c_ulonglong,
) -> CudaError {
    api(|| {
        let g = graph(graph_handle, Kind::Graph)?;
        let exec = Graph::new(g.device, g.backend, g.ordered()?);
        // SAFETY: this function's contract.
        unsafe {
            put(
                out,
                give(exec, Kind::Exec),
                "cudaGraphInstantiate's pGraphExec",
            )
        }
    })
}

/// [`cudaGraphInstantiate`].
///
/// # Safety
/// As for [`cudaGraphInstantiate`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphInstantiateWithFlags(
    out: *mut CudaGraphExec,
    graph_handle: CudaGraph,
    flags: c_ulonglong,
) -> CudaError {
    // SAFETY: this function's contract.
    unsafe { cudaGraphInstantiate(out, graph_handle, flags) }
}

/// Queues the work of `exec` on `stream`: nodes that do not depend on each
/// other may run at the same time (see the module's notes).
///
/// # Safety
/// The device and host memory the captured work touches is still the
/// program's, as when it was captured.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphLaunch(exec: CudaGraphExec, stream: CudaStream) -> CudaError {
    api(|| {
        let d = current()?;
        let g = graph(exec, Kind::Exec)?;
        if g.device != crate::state::current_ordinal() {
            return fail(
                cudaErrorInvalidValue,
                format!("the graph was captured on device {}", g.device),
            );
        }
        let q = crate::stream::queue(&d, stream)?;
        let entries = g.entries();
        let mut lanes = lock(&g.lanes);
        let lanes = &mut *lanes;
        if !q.capturing() {
            if let Some(last) = lanes.last.as_ref().filter(|l| !Arc::ptr_eq(l, q.raw())) {
                crate::stream::order(&d, last, q.raw())?;
            }
            lanes.last = Some(q.raw().clone());
        }
        let plan = lanes.plan.get_or_insert_with(|| schedule(&entries));
        let spread = plan.lanes > 1
            && !q.capturing()
            && d.dev().capabilities().concurrent_streams
            && ready(&mut lanes.streams, &mut lanes.events, &d, plan)?;
        let err = |e| d.device_error("cudaGraphLaunch", e);
        if !spread {
            for n in entries.iter().flat_map(|e| &e.work) {
                // SAFETY: this function's contract.
                unsafe { n.queue(q.raw(), g.backend) }.map_err(err)?;
            }
            return Ok(());
        }
        // Events: the fork, then one per lane after the first (its end),
        // then one per node another lane waits for.
        let (streams, events) = (&lanes.streams, &lanes.events);
        let stream_of = |l: usize| if l == 0 { q.raw() } else { &streams[l - 1] };
        let signal_event = |i: usize| plan.signal[i].map(|k| &events[k]);
        q.raw().record(&events[0]).map_err(err)?;
        for s in &streams[..plan.lanes - 1] {
            s.wait_event(&events[0]).map_err(err)?;
        }
        for (i, e) in entries.iter().enumerate() {
            let s = stream_of(plan.lane[i]);
            for ev in plan.waits[i].iter().filter_map(|&d| signal_event(d)) {
                s.wait_event(ev).map_err(err)?;
            }
            for n in &e.work {
                // SAFETY: this function's contract.
                unsafe { n.queue(s, g.backend) }.map_err(err)?;
            }
            if let Some(ev) = signal_event(i) {
                s.record(ev).map_err(err)?;
            }
        }
        for (k, s) in streams[..plan.lanes - 1].iter().enumerate() {
            s.record(&events[1 + k]).map_err(err)?;
            q.raw().wait_event(&events[1 + k]).map_err(err)?;
        }
        Ok(())
    })
}

/// Makes the streams and events `plan` needs that are not there yet;
/// false (the graph then runs on the launch stream alone) where the device
/// makes no streams or events.
fn ready(
    streams: &mut Vec<Arc<dyn StreamImpl>>,
    events: &mut Vec<Arc<dyn EventImpl>>,
    d: &DeviceState,
    plan: &Schedule,
) -> Result<bool> {
    let wanted = plan.lanes + plan.signal.iter().flatten().count();
    while streams.len() < plan.lanes - 1 {
        match d.dev().create_stream() {
            Ok(s) => streams.push(s),
            Err(gpujit::DeviceError::Unsupported { .. }) => return Ok(false),
            Err(e) => return Err(d.device_error("a stream for a graph's launch", e)),
        }
    }
    while events.len() < wanted {
        match d.dev().create_event() {
            Ok(e) => events.push(e),
            Err(gpujit::DeviceError::Unsupported { .. }) => return Ok(false),
            Err(e) => return Err(d.device_error("an event for a graph's launch", e)),
        }
    }
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chain_is_one_lane() {
        let p = schedule(&[
            Entry::empty(1, &[]),
            Entry::empty(2, &[1]),
            Entry::empty(3, &[2]),
        ]);
        assert_eq!((p.lanes, p.lane), (1, vec![0, 0, 0]));
        assert!(p.waits.iter().all(Vec::is_empty));
    }

    #[test]
    fn a_fork_and_join_spreads_the_branches() {
        // 1 → {2, 3}; 3 → 4; {2, 4} → 5; 6 depends on nothing.
        let p = schedule(&[
            Entry::empty(1, &[]),
            Entry::empty(2, &[1]),
            Entry::empty(3, &[1]),
            Entry::empty(4, &[3]),
            Entry::empty(5, &[2, 4]),
            Entry::empty(6, &[]),
        ]);
        assert_eq!(p.lane, vec![0, 0, 1, 1, 0, 2]);
        assert_eq!(p.lanes, 3);
        assert_eq!(
            p.waits,
            vec![vec![], vec![], vec![0], vec![], vec![3], vec![]]
        );
        // Events 0..3 are the fork and the two later lanes' ends.
        assert_eq!(p.signal, vec![Some(3), None, None, Some(4), None, None]);
    }
}
