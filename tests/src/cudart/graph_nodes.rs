//! Graphs built node by node through the runtime's entry points: nodes of
//! each kind with their dependencies, read back; an executable graph runs
//! them in dependency order whatever order they were added in; kernel
//! nodes changed in the graph and in an executable graph; cycles, foreign
//! dependencies, memsets of unsupported values and destroyed nodes
//! refused.

use std::ffi::{c_int, c_void};
use std::ptr::{null, null_mut};

use anyhow::ensure;
use cudart::error::*;
use cudart::{CudaGraphNode, Dim3, KernelNodeParams, MemsetParams};

use super::{SCALE, ScaleArgs, addr, expect, ok, upload};

fn dim(x: u32) -> Dim3 {
    Dim3 { x, y: 1, z: 1 }
}

/// `scale(x, a, n)` over `n` elements as a kernel node's launch.
pub(super) fn scale_node(args: &mut [*mut c_void; 3], n: usize) -> KernelNodeParams {
    KernelNodeParams {
        func: addr(&SCALE).cast_mut(),
        grid: dim(n.div_ceil(256) as u32),
        block: dim(256),
        shared: 0,
        args: args.as_mut_ptr(),
        extra: null_mut(),
    }
}

pub(super) fn graph_nodes() -> anyhow::Result<()> {
    let n = 1024usize;
    let x = upload(&vec![7.0f32; n])?;
    // SAFETY: handles from the runtime; `host` and `out` are pinned by it
    // and every copy into or out of them is waited for before they are
    // read or freed; kernel arguments are copied when a node is added.
    unsafe {
        let mut host: *mut c_void = null_mut();
        let mut out: *mut c_void = null_mut();
        ok(cudart::cudaMallocHost(&mut host, n * 4), "cudaMallocHost")?;
        ok(cudart::cudaMallocHost(&mut out, n * 4), "cudaMallocHost")?;
        let h = std::slice::from_raw_parts_mut(host.cast::<f32>(), n);
        let o = std::slice::from_raw_parts_mut(out.cast::<f32>(), n);
        let mut g = null_mut();
        expect(
            cudart::cudaGraphCreate(&mut g, 1),
            cudaErrorInvalidValue,
            "cudaGraphCreate with flags",
        )?;
        ok(cudart::cudaGraphCreate(&mut g, 0), "cudaGraphCreate")?;
        // Added out of order: the copy out first, then what it depends on.
        let mut copy_out: CudaGraphNode = null_mut();
        ok(
            cudart::cudaGraphAddMemcpyNode1D(&mut copy_out, g, null(), 0, out, x, n * 4, 2),
            "a copy node out",
        )?;
        let zero = MemsetParams {
            dst: x,
            pitch: 0,
            value: 0,
            element_size: 4,
            width: n,
            height: 1,
        };
        let mut memset: CudaGraphNode = null_mut();
        ok(
            cudart::cudaGraphAddMemsetNode(&mut memset, g, null(), 0, &zero),
            "a memset node",
        )?;
        let odd = MemsetParams {
            value: 0x3f80_0000,
            ..zero
        };
        let mut refused: CudaGraphNode = null_mut();
        expect(
            cudart::cudaGraphAddMemsetNode(&mut refused, g, null(), 0, &odd),
            cudaErrorNotSupported,
            "a memset of 4-byte elements of 1.0",
        )?;
        let mut copy_in: CudaGraphNode = null_mut();
        ok(
            cudart::cudaGraphAddMemcpyNode1D(&mut copy_in, g, &memset, 1, x, host, n * 4, 1),
            "a copy node in, after the memset",
        )?;
        let mut scale = ScaleArgs {
            x,
            a: 2.0,
            n: n as i32,
        };
        let mut args = scale.ptrs();
        let params = scale_node(&mut args, n);
        let mut kernel: CudaGraphNode = null_mut();
        ok(
            cudart::cudaGraphAddKernelNode(&mut kernel, g, &copy_in, 1, &params),
            "a kernel node",
        )?;
        // Changing the arguments now changes nothing: they were copied.
        std::ptr::write_volatile(&mut scale.a, 100.0);
        let bogus = 0x1230 as CudaGraphNode;
        let mut empty: CudaGraphNode = null_mut();
        expect(
            cudart::cudaGraphAddEmptyNode(&mut empty, g, &bogus, 1),
            cudaErrorInvalidValue,
            "a dependency on no node of the graph",
        )?;
        ok(
            cudart::cudaGraphAddEmptyNode(&mut empty, g, &copy_out, 1),
            "an empty node",
        )?;
        // The copy out after the kernel: CUDA 12's signature here (the
        // test's device code says 12.9), and CUDA 12.3's `_v2`.
        ok(
            cudart::cudaGraphAddDependencies(g, &kernel, &copy_out, 1, 0),
            "cudaGraphAddDependencies",
        )?;
        ok(
            cudart::cudaGraphAddDependencies_v2(g, &memset, &copy_out, null(), 1),
            "cudaGraphAddDependencies_v2",
        )?;
        let edge = [0u8, 0, 1, 0, 0, 0, 0, 0];
        expect(
            cudart::cudaGraphAddDependencies_v2(g, &memset, &kernel, &edge, 1),
            cudaErrorNotSupported,
            "a programmatic edge",
        )?;
        expect(
            cudart::cudaGraphAddDependencies(g, &kernel, &kernel, 1, 0),
            cudaErrorInvalidValue,
            "a node depending on itself",
        )?;
        let mut count = 0usize;
        ok(
            cudart::cudaGraphGetNodes(g, null_mut(), &mut count),
            "cudaGraphGetNodes",
        )?;
        ensure!(count == 5, "{count} nodes");
        let mut nodes = [null_mut(); 6];
        count = 6;
        ok(
            cudart::cudaGraphGetNodes(g, nodes.as_mut_ptr(), &mut count),
            "cudaGraphGetNodes",
        )?;
        ensure!(
            count == 5 && nodes == [copy_out, memset, copy_in, kernel, empty, null_mut()],
            "the nodes: {count}, {nodes:?}"
        );
        let mut kinds = Vec::new();
        for node in &nodes[..5] {
            let mut k: c_int = -1;
            ok(cudart::cudaGraphNodeGetType(*node, &mut k), "type")?;
            kinds.push(k);
        }
        ensure!(kinds == [1, 2, 1, 0, 5], "node types {kinds:?}");
        // The edges and each node's neighbours read back: CUDA 12's signatures
        // (the count third or fourth) and CUDA 12.3's `_v2` (edge data too).
        let count_of = |n: &mut usize| (n as *mut usize).cast::<c_void>();
        let mut edges = 0usize;
        ok(
            cudart::cudaGraphGetEdges(g, null_mut(), null_mut(), count_of(&mut edges), null_mut()),
            "cudaGraphGetEdges",
        )?;
        ensure!(edges == 5, "{edges} edges");
        let (mut from, mut to) = ([null_mut(); 6], [null_mut(); 6]);
        let mut data = [[9u8; 8]; 6];
        edges = 6;
        ok(
            cudart::cudaGraphGetEdges_v2(
                g,
                from.as_mut_ptr(),
                to.as_mut_ptr(),
                data.as_mut_ptr(),
                &mut edges,
            ),
            "cudaGraphGetEdges_v2",
        )?;
        let pairs: Vec<_> = from.iter().zip(&to).map(|(a, b)| (*a, *b)).collect();
        ensure!(
            edges == 5
                && pairs
                    == [
                        (kernel, copy_out),
                        (memset, copy_out),
                        (memset, copy_in),
                        (copy_in, kernel),
                        (copy_out, empty),
                        (null_mut(), null_mut()),
                    ]
                && data == [[0; 8]; 6],
            "the edges: {edges}, {pairs:?}, {data:?}"
        );
        let mut deps = 0usize;
        ok(
            cudart::cudaGraphNodeGetDependencies(
                copy_out,
                null_mut(),
                count_of(&mut deps),
                null_mut(),
            ),
            "cudaGraphNodeGetDependencies",
        )?;
        ensure!(deps == 2, "copy out after {deps} nodes");
        let mut first = [null_mut(); 1];
        deps = 1;
        ok(
            cudart::cudaGraphNodeGetDependencies(
                copy_out,
                first.as_mut_ptr(),
                count_of(&mut deps),
                null_mut(),
            ),
            "cudaGraphNodeGetDependencies, room for one",
        )?;
        ensure!(deps == 1 && first == [kernel], "{deps}: {first:?}");
        let mut after = [null_mut(); 3];
        let mut n_after = 3usize;
        ok(
            cudart::cudaGraphNodeGetDependentNodes_v2(
                memset,
                after.as_mut_ptr(),
                null_mut(),
                &mut n_after,
            ),
            "cudaGraphNodeGetDependentNodes_v2",
        )?;
        ensure!(
            n_after == 2 && after == [copy_out, copy_in, null_mut()],
            "after the memset: {n_after}, {after:?}"
        );
        n_after = 3;
        ok(
            cudart::cudaGraphNodeGetDependentNodes(
                empty,
                after.as_mut_ptr(),
                count_of(&mut n_after),
                null_mut(),
            ),
            "cudaGraphNodeGetDependentNodes",
        )?;
        ensure!(
            n_after == 0 && after == [null_mut(); 3],
            "after the empty node: {after:?}"
        );
        expect(
            cudart::cudaGraphNodeGetDependencies(
                bogus,
                null_mut(),
                count_of(&mut deps),
                null_mut(),
            ),
            cudaErrorInvalidValue,
            "the dependencies of no node",
        )?;
        expect(
            cudart::cudaGraphNodeGetDependencies_v2(
                copy_out,
                first.as_mut_ptr(),
                null_mut(),
                null_mut(),
            ),
            cudaErrorInvalidValue,
            "a null count",
        )?;
        expect(
            cudart::cudaGraphGetEdges(
                g,
                from.as_mut_ptr(),
                null_mut(),
                count_of(&mut edges),
                null_mut(),
            ),
            cudaErrorInvalidValue,
            "edges into a null `to`",
        )?;
        let mut exec = null_mut();
        ok(
            cudart::cudaGraphInstantiate(&mut exec, g, 0),
            "cudaGraphInstantiate",
        )?;
        let mut s = null_mut();
        ok(cudart::cudaStreamCreate(&mut s), "cudaStreamCreate")?;
        let run = |exec, h: &mut [f32], o: &mut [f32]| -> anyhow::Result<()> {
            for (i, v) in h.iter_mut().enumerate() {
                *v = i as f32;
            }
            o.fill(-1.0);
            ok(cudart::cudaGraphLaunch(exec, s), "cudaGraphLaunch")?;
            ok(cudart::cudaStreamSynchronize(s), "cudaStreamSynchronize")
        };
        run(exec, h, o)?;
        ensure!(
            o[3] == 6.0 && o[n - 1] == 2.0 * (n - 1) as f32,
            "x2: {:?}",
            &o[..4]
        );
        // The executable graph's kernel node scales by 3 from now on; the
        // graph's stays at 2.
        let mut three = ScaleArgs {
            x,
            a: 3.0,
            n: n as i32,
        };
        let mut args3 = three.ptrs();
        let p3 = scale_node(&mut args3, n);
        ok(
            cudart::cudaGraphExecKernelNodeSetParams(exec, kernel, &p3),
            "cudaGraphExecKernelNodeSetParams",
        )?;
        expect(
            cudart::cudaGraphExecKernelNodeSetParams(exec, copy_in, &p3),
            cudaErrorInvalidValue,
            "a copy node given a kernel's parameters",
        )?;
        run(exec, h, o)?;
        ensure!(o[3] == 9.0, "x3: {:?}", &o[..4]);
        let mut again = null_mut();
        ok(
            cudart::cudaGraphInstantiate(&mut again, g, 0),
            "cudaGraphInstantiate",
        )?;
        run(again, h, o)?;
        ensure!(o[3] == 6.0, "a new executable graph: {:?}", &o[..4]);
        let mut four = ScaleArgs {
            x,
            a: 4.0,
            n: n as i32,
        };
        let mut args4 = four.ptrs();
        let p4 = scale_node(&mut args4, n);
        ok(
            cudart::cudaGraphKernelNodeSetParams(kernel, &p4),
            "cudaGraphKernelNodeSetParams",
        )?;
        ok(cudart::cudaGraphExecDestroy(again), "cudaGraphExecDestroy")?;
        ok(
            cudart::cudaGraphInstantiate(&mut again, g, 0),
            "cudaGraphInstantiate",
        )?;
        run(again, h, o)?;
        ensure!(o[3] == 12.0, "x4: {:?}", &o[..4]);
        // A cycle is refused when instantiated.
        let mut cyc = null_mut();
        ok(cudart::cudaGraphCreate(&mut cyc, 0), "cudaGraphCreate")?;
        let (mut a, mut b): (CudaGraphNode, CudaGraphNode) = (null_mut(), null_mut());
        ok(cudart::cudaGraphAddEmptyNode(&mut a, cyc, null(), 0), "a")?;
        ok(cudart::cudaGraphAddEmptyNode(&mut b, cyc, &a, 1), "b")?;
        ok(
            cudart::cudaGraphAddDependencies(cyc, &b, &a, 1, 0),
            "b -> a",
        )?;
        let mut bad = null_mut();
        expect(
            cudart::cudaGraphInstantiate(&mut bad, cyc, 0),
            cudaErrorInvalidValue,
            "a cyclic graph",
        )?;
        expect(
            cudart::cudaGraphAddEmptyNode(&mut a, g, &b, 1),
            cudaErrorInvalidValue,
            "a dependency on another graph's node",
        )?;
        ok(cudart::cudaGraphDestroy(cyc), "cudaGraphDestroy")?;
        // Destroying the graph leaves its executable graphs.
        ok(cudart::cudaGraphDestroy(g), "cudaGraphDestroy")?;
        let mut k: c_int = -1;
        expect(
            cudart::cudaGraphNodeGetType(kernel, &mut k),
            cudaErrorInvalidValue,
            "a node of a destroyed graph",
        )?;
        run(exec, h, o)?;
        ensure!(o[3] == 9.0, "after the graph's end: {:?}", &o[..4]);
        for e in [exec, again] {
            ok(cudart::cudaGraphExecDestroy(e), "cudaGraphExecDestroy")?;
        }
        ok(cudart::cudaStreamDestroy(s), "cudaStreamDestroy")?;
        ok(cudart::cudaFreeHost(host), "cudaFreeHost")?;
        ok(cudart::cudaFreeHost(out), "cudaFreeHost")?;
        ok(cudart::cudaFree(x), "cudaFree")?;
    }
    Ok(())
}

/// Graphs made of graphs: a child graph (a copy in, then a kernel) as a
/// node of a parent, which copies the result out through a 3-D copy node
/// into a pitched host region; changes to the child after it was added do
/// not reach the parent; a clone runs the same work under nodes of its own.
pub(super) fn graph_composition() -> anyhow::Result<()> {
    let n = 256usize;
    let input: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let x = upload(&vec![0.0; n])?;
    // Two rows of n/2 floats, 8 floats of padding after each.
    let pitch = (n / 2 + 8) * 4;
    let mut out = vec![-1f32; pitch / 2];
    // SAFETY: runtime handles; `input` and `out` outlive every launch and
    // are read only after the stream is synchronised.
    unsafe {
        let (mut child, mut parent) = (null_mut(), null_mut());
        ok(cudart::cudaGraphCreate(&mut child, 0), "cudaGraphCreate")?;
        ok(cudart::cudaGraphCreate(&mut parent, 0), "cudaGraphCreate")?;
        let (mut copy_in, mut kernel) = (null_mut(), null_mut());
        ok(
            cudart::cudaGraphAddMemcpyNode1D(
                &mut copy_in,
                child,
                null(),
                0,
                x,
                input.as_ptr().cast(),
                n * 4,
                1,
            ),
            "the child's copy in",
        )?;
        let mut scale = ScaleArgs {
            x,
            a: 3.0,
            n: n as i32,
        };
        let mut ptrs = scale.ptrs();
        let params = scale_node(&mut ptrs, n);
        ok(
            cudart::cudaGraphAddKernelNode(&mut kernel, child, &copy_in, 1, &params),
            "the child's kernel",
        )?;
        let mut sub: CudaGraphNode = null_mut();
        ok(
            cudart::cudaGraphAddChildGraphNode(&mut sub, parent, null(), 0, child),
            "cudaGraphAddChildGraphNode",
        )?;
        let mut kind: c_int = -1;
        ok(
            cudart::cudaGraphNodeGetType(sub, &mut kind),
            "cudaGraphNodeGetType",
        )?;
        ensure!(kind == 4, "a child graph node's type is {kind}");
        // Changed after it was added: the parent keeps the copy it took.
        let mut extra = null_mut();
        ok(
            cudart::cudaGraphAddKernelNode(&mut extra, child, &kernel, 1, &params),
            "a second kernel in the child",
        )?;
        // The result out: two rows of n/2 floats into rows `pitch` apart.
        let p3 = cudart::Memcpy3DParms {
            src_array: null_mut(),
            src_pos: cudart::Pos { x: 0, y: 0, z: 0 },
            src_ptr: cudart::PitchedPtr {
                ptr: x,
                pitch: n * 2,
                xsize: n * 2,
                ysize: 2,
            },
            dst_array: null_mut(),
            dst_pos: cudart::Pos { x: 0, y: 0, z: 0 },
            dst_ptr: cudart::PitchedPtr {
                ptr: out.as_mut_ptr().cast(),
                pitch,
                xsize: pitch,
                ysize: 2,
            },
            extent: cudart::Extent {
                width: n * 2,
                height: 2,
                depth: 1,
            },
            kind: 2,
        };
        let mut copy_out = null_mut();
        ok(
            cudart::cudaGraphAddMemcpyNode(&mut copy_out, parent, &sub, 1, &p3),
            "cudaGraphAddMemcpyNode",
        )?;
        expect(
            cudart::cudaGraphAddChildGraphNode(&mut extra, parent, null(), 0, parent),
            cudaErrorInvalidValue,
            "a graph as its own child",
        )?;
        let mut clone = null_mut();
        ok(cudart::cudaGraphClone(&mut clone, parent), "cudaGraphClone")?;
        let mut count = 4usize;
        let mut nodes = [null_mut(); 4];
        ok(
            cudart::cudaGraphGetNodes(clone, nodes.as_mut_ptr(), &mut count),
            "cudaGraphGetNodes",
        )?;
        ensure!(
            count == 2 && !nodes[..2].contains(&sub) && !nodes[..2].contains(&copy_out),
            "the clone's nodes: {count}, {:?}",
            &nodes[..count.min(4)]
        );
        let mut s = null_mut();
        ok(cudart::cudaStreamCreate(&mut s), "cudaStreamCreate")?;
        for g in [parent, clone] {
            out.fill(-1.0);
            let mut exec = null_mut();
            ok(
                cudart::cudaGraphInstantiate(&mut exec, g, 0),
                "cudaGraphInstantiate",
            )?;
            ok(cudart::cudaGraphLaunch(exec, s), "cudaGraphLaunch")?;
            ok(cudart::cudaStreamSynchronize(s), "cudaStreamSynchronize")?;
            for (i, v) in input.iter().enumerate() {
                let at = (i / (n / 2)) * (pitch / 4) + i % (n / 2);
                ensure!(
                    out[at] == 3.0 * v,
                    "element {i}: {}, want {}",
                    out[at],
                    3.0 * v
                );
            }
            ensure!(out[n / 2] == -1.0, "the padding was written");
            ok(cudart::cudaGraphExecDestroy(exec), "cudaGraphExecDestroy")?;
        }
        for g in [child, parent, clone] {
            ok(cudart::cudaGraphDestroy(g), "cudaGraphDestroy")?;
        }
        ok(cudart::cudaStreamDestroy(s), "cudaStreamDestroy")?;
        ok(cudart::cudaFree(x), "cudaFree")?;
    }
    Ok(())
}

/// Captures `scale(x, a)` (and a copy out after it where `copy` is given)
/// on `s` into a graph.
///
/// # Safety
/// `x` holds `n` floats of device memory, `copy` (if any) `n` floats of
/// host memory that outlive every launch of the graph.
unsafe fn capture_scale(
    s: *mut c_void,
    (x, n): (*mut c_void, usize),
    a: f32,
    copy: Option<*mut c_void>,
) -> anyhow::Result<*mut c_void> {
    let mut scale = ScaleArgs { x, a, n: n as i32 };
    let mut g = null_mut();
    // SAFETY: this function's contract.
    unsafe {
        ok(
            cudart::cudaStreamBeginCapture(s, 0),
            "cudaStreamBeginCapture",
        )?;
        let grid = n.div_ceil(256) as u32;
        ok(
            super::launch(&SCALE, grid, 256, &mut scale.ptrs(), s),
            "scale, captured",
        )?;
        if let Some(h) = copy {
            ok(
                cudart::cudaMemcpyAsync(h, x, n * 4, 2, s),
                "a copy, captured",
            )?;
        }
        ok(
            cudart::cudaStreamEndCapture(s, &mut g),
            "cudaStreamEndCapture",
        )?;
    }
    Ok(g)
}

/// `cudaGraphExecUpdate`: an executable graph takes the arguments of a new
/// capture of the same sequence (and launches with them); a capture of
/// another shape or another kernel is refused with what differs, and the
/// executable graph keeps its work.
pub(super) fn graph_update() -> anyhow::Result<()> {
    let n = 512usize;
    let x = upload(&vec![1.0; n])?;
    let mut host = vec![0f32; n];
    let mut s = null_mut();
    // SAFETY: runtime handles; `host` outlives every launch and is read
    // after the stream is synchronised.
    unsafe {
        ok(cudart::cudaStreamCreate(&mut s), "cudaStreamCreate")?;
        let h = Some(host.as_mut_ptr().cast());
        let first = capture_scale(s, (x, n), 2.0, h)?;
        let mut exec = null_mut();
        ok(
            cudart::cudaGraphInstantiate(&mut exec, first, 0),
            "cudaGraphInstantiate",
        )?;
        let again = capture_scale(s, (x, n), 5.0, h)?;
        let mut info = cudart::GraphExecUpdateResultInfo {
            result: -1,
            error_node: null_mut(),
            error_from_node: null_mut(),
        };
        ok(
            cudart::cudaGraphExecUpdate(exec, again, &mut info),
            "cudaGraphExecUpdate",
        )?;
        ensure!(
            info.result == 0,
            "a successful update's result is {}",
            info.result
        );
        ok(cudart::cudaGraphLaunch(exec, s), "cudaGraphLaunch")?;
        ok(cudart::cudaStreamSynchronize(s), "cudaStreamSynchronize")?;
        ensure!(
            host.iter().all(|v| *v == 5.0),
            "after the update: {}",
            host[0]
        );
        // Another shape (no copy), another kernel: refused, nothing changes.
        let shorter = capture_scale(s, (x, n), 7.0, None)?;
        expect(
            cudart::cudaGraphExecUpdate(exec, shorter, &mut info),
            cudaErrorGraphExecUpdateFailure,
            "a capture of another shape",
        )?;
        ensure!(
            info.result == 2,
            "another shape's result is {}",
            info.result
        );
        let mut other = null_mut();
        ok(
            cudart::cudaStreamBeginCapture(s, 0),
            "cudaStreamBeginCapture",
        )?;
        let mut table_args = [
            (&x as *const *mut c_void).cast_mut().cast(),
            (&(n as i32) as *const i32).cast_mut().cast(),
        ];
        ok(
            super::launch(&super::ADD_TABLE, 2, 256, &mut table_args, s),
            "add_table, captured",
        )?;
        ok(
            cudart::cudaMemcpyAsync(host.as_mut_ptr().cast(), x, n * 4, 2, s),
            "a copy",
        )?;
        ok(
            cudart::cudaStreamEndCapture(s, &mut other),
            "cudaStreamEndCapture",
        )?;
        expect(
            cudart::cudaGraphExecUpdate(exec, other, &mut info),
            cudaErrorGraphExecUpdateFailure,
            "a capture of another kernel",
        )?;
        ensure!(
            info.result == 4,
            "another kernel's result is {}",
            info.result
        );
        ensure!(
            !info.error_node.is_null(),
            "no node named for another kernel"
        );
        ok(cudart::cudaGraphLaunch(exec, s), "cudaGraphLaunch")?;
        ok(cudart::cudaStreamSynchronize(s), "cudaStreamSynchronize")?;
        ensure!(
            host.iter().all(|v| *v == 25.0),
            "a refused update changed the work: {}",
            host[0]
        );
        for g in [first, again, shorter, other] {
            ok(cudart::cudaGraphDestroy(g), "cudaGraphDestroy")?;
        }
        ok(cudart::cudaGraphExecDestroy(exec), "cudaGraphExecDestroy")?;
        ok(cudart::cudaStreamDestroy(s), "cudaStreamDestroy")?;
        ok(cudart::cudaFree(x), "cudaFree")?;
    }
    Ok(())
}
