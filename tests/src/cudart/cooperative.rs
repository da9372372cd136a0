//! Cooperative launches: `cudaLaunchCooperativeKernel` runs every block of a
//! grid as large as the device keeps resident at once, so that a grid
//! barrier written as cooperative groups write it completes; one block more is
//! `cudaErrorCooperativeLaunchTooLarge`, a plain launch has no workspace
//! (except on NVIDIA, whose driver gives every launch one), a captured
//! cooperative launch is cooperative at each launch of its graph, and so is
//! a kernel node given `cudaKernelNodeAttributeCooperative`.

use std::ffi::{c_int, c_void};
use std::ptr::null_mut;

use anyhow::ensure;
use cudart::Dim3;
use cudart::error::*;

use super::{COOP_STEPS, addr, end_capture, expect, ints, launch, malloc, ok};

const BLOCK: u32 = 64;
const STEPS: usize = 6;

pub fn cooperative_launch(spec: &str) -> anyhow::Result<()> {
    let (mut coop, mut sms, mut per_sm, mut dev): (c_int, c_int, c_int, c_int) = (0, 0, 0, 0);
    // SAFETY: valid out-pointers; a registered kernel's stub.
    unsafe {
        ok(cudart::cudaGetDevice(&mut dev), "cudaGetDevice")?;
        ok(
            cudart::cudaDeviceGetAttribute(&mut coop, 95, dev),
            "cudaDevAttrCooperativeLaunch",
        )?;
        ok(
            cudart::cudaDeviceGetAttribute(&mut sms, 16, dev),
            "cudaDevAttrMultiProcessorCount",
        )?;
        ok(
            cudart::cudaOccupancyMaxActiveBlocksPerMultiprocessor(
                &mut per_sm,
                addr(&COOP_STEPS),
                BLOCK as c_int,
                0,
            ),
            "cudaOccupancyMaxActiveBlocksPerMultiprocessor",
        )?;
    }
    ensure!(coop == 1, "cudaDevAttrCooperativeLaunch is {coop}");
    ensure!(
        per_sm >= 1 && sms >= 1,
        "{per_sm} blocks on each of {sms} multiprocessors"
    );
    let max = (per_sm * sms) as u32;
    // As many blocks as fit, at most 256 (the emulator runs each one).
    let grid = max.min(256);
    let g = grid as usize;
    let x = malloc(STEPS * 4)?;
    let seen = malloc(STEPS * g * 4)?;
    // SAFETY: device allocations of those sizes.
    unsafe {
        ok(cudart::cudaMemset(x, 0, STEPS * 4), "cudaMemset")?;
        ok(cudart::cudaMemset(seen, 0, STEPS * g * 4), "cudaMemset")?;
    }
    let (mut xp, mut sp, mut steps) = (x, seen, STEPS as c_int);
    let mut args: [*mut c_void; 3] = [
        (&mut xp as *mut *mut c_void).cast(),
        (&mut sp as *mut *mut c_void).cast(),
        (&mut steps as *mut c_int).cast(),
    ];
    let d = |x| Dim3 { x, y: 1, z: 1 };
    // SAFETY: one pointer per parameter, each to a value of its type.
    let coop_launch = |grid: u32, args: &mut [*mut c_void; 3]| unsafe {
        cudart::cudaLaunchCooperativeKernel(
            addr(&COOP_STEPS),
            d(grid),
            d(BLOCK),
            args.as_mut_ptr(),
            0,
            null_mut(),
        )
    };
    ok(coop_launch(grid, &mut args), "cudaLaunchCooperativeKernel")?;
    ok(
        // SAFETY: no argument.
        unsafe { cudart::cudaDeviceSynchronize() },
        "cudaDeviceSynchronize",
    )?;
    let total = (grid * (grid + 1) / 2) as i32;
    let got = ints(seen, STEPS * g)?;
    for s in 0..STEPS {
        let wrong: Vec<(usize, i32)> = got[s * g..(s + 1) * g]
            .iter()
            .copied()
            .enumerate()
            .filter(|&(_, v)| v != total)
            .collect();
        ensure!(
            wrong.is_empty(),
            "step {s} of {grid} blocks: blocks saw {:?} after the grid barrier, not {total}",
            &wrong[..wrong.len().min(8)]
        );
    }
    // The same through cudaLaunchKernelExC's cooperative attribute, beside a
    // priority (a hint).
    ok(
        // SAFETY: device allocations of those sizes.
        unsafe { cudart::cudaMemset(x, 0, STEPS * 4) },
        "cudaMemset",
    )?;
    let attr = |id: c_int, word: u32| {
        let mut val = [0u8; 64];
        val[..4].copy_from_slice(&word.to_le_bytes());
        cudart::LaunchAttribute {
            id,
            pad: [0; 4],
            val,
        }
    };
    let attrs = [attr(8, 0), attr(2, 1)];
    let ex = |grid: u32, attrs: &[cudart::LaunchAttribute], args: &mut [*mut c_void; 3]| {
        let cfg = cudart::LaunchConfigEx {
            grid: d(grid),
            block: d(BLOCK),
            shared: 0,
            stream: null_mut(),
            attrs: attrs.as_ptr(),
            num_attrs: attrs.len() as u32,
        };
        // SAFETY: a valid configuration; one pointer per parameter.
        unsafe { cudart::cudaLaunchKernelExC(&cfg, addr(&COOP_STEPS), args.as_mut_ptr()) }
    };
    ok(
        ex(grid, &attrs, &mut args),
        "cudaLaunchKernelExC (cooperative)",
    )?;
    ok(
        // SAFETY: no argument.
        unsafe { cudart::cudaDeviceSynchronize() },
        "cudaDeviceSynchronize",
    )?;
    let again = ints(seen, STEPS * g)?;
    ensure!(
        again.iter().all(|&v| v == total),
        "cudaLaunchKernelExC: blocks saw {:?} after the grid barrier, not {total}",
        again
            .iter()
            .filter(|&&v| v != total)
            .take(8)
            .collect::<Vec<_>>()
    );
    expect(
        ex(max + 1, &attrs, &mut args),
        cudaErrorCooperativeLaunchTooLarge,
        "cudaLaunchKernelExC of one block too many",
    )?;
    // A cluster of two blocks is refused by name.
    let mut cluster = attr(4, 2);
    cluster.val[4..12].copy_from_slice(&[1, 0, 0, 0, 1, 0, 0, 0]);
    expect(
        ex(2, &[cluster], &mut args),
        cudaErrorNotSupported,
        "a cluster of two blocks",
    )?;
    // One block more than the device keeps resident.
    expect(
        coop_launch(max + 1, &mut args),
        cudaErrorCooperativeLaunchTooLarge,
        "a cooperative launch of one block too many",
    )?;
    // A plain launch of the same kernel finds no workspace off NVIDIA.
    let mut plain: [*mut c_void; 3] = args;
    ok(
        launch(&COOP_STEPS, 2, BLOCK, &mut plain, null_mut()),
        "cudaLaunchKernel",
    )?;
    ok(
        // SAFETY: no argument.
        unsafe { cudart::cudaDeviceSynchronize() },
        "cudaDeviceSynchronize",
    )?;
    let got = ints(seen, 2)?;
    // NVIDIA's driver gives every launch a workspace: two blocks resident
    // together pass the barrier there.
    let want = if spec == "cuda" {
        let sum = total + 3;
        [sum, sum]
    } else {
        [-1, -1]
    };
    ensure!(
        got == want,
        "a plain launch of two blocks saw {got:?}, not {want:?}"
    );
    // Captured into a graph, the launch is cooperative at each of the
    // graph's launches.
    // SAFETY: handles from the runtime; one pointer per parameter; device
    // allocations of those sizes.
    unsafe {
        let mut s = null_mut();
        ok(cudart::cudaStreamCreate(&mut s), "cudaStreamCreate")?;
        ok(
            cudart::cudaStreamBeginCapture(s, 0),
            "cudaStreamBeginCapture",
        )?;
        ok(
            cudart::cudaMemsetAsync(x, 0, STEPS * 4, s),
            "cudaMemsetAsync",
        )?;
        ok(
            cudart::cudaLaunchCooperativeKernel(
                addr(&COOP_STEPS),
                d(grid),
                d(BLOCK),
                args.as_mut_ptr(),
                0,
                s,
            ),
            "a captured cooperative launch",
        )?;
        let (graph, exec) = end_capture(s)?;
        // Its kernel node reads as cooperative.
        let mut nodes = [null_mut(); 4];
        let mut count = nodes.len();
        ok(
            cudart::cudaGraphGetNodes(graph, nodes.as_mut_ptr(), &mut count),
            "cudaGraphGetNodes",
        )?;
        let mut coop_nodes = 0;
        for &n in &nodes[..count] {
            let mut kind: c_int = -1;
            ok(
                cudart::cudaGraphNodeGetType(n, &mut kind),
                "cudaGraphNodeGetType",
            )?;
            if kind == 0 {
                let mut v = [0u8; 64];
                ok(
                    cudart::cudaGraphKernelNodeGetAttribute(n, 2, &mut v),
                    "the captured node's cooperative attribute",
                )?;
                coop_nodes += usize::from(v[..4] == 1u32.to_le_bytes());
            }
        }
        ensure!(
            coop_nodes == 1,
            "{coop_nodes} cooperative kernel nodes captured"
        );
        for round in 0..2 {
            ok(cudart::cudaMemset(seen, 0, STEPS * g * 4), "cudaMemset")?;
            ok(cudart::cudaGraphLaunch(exec, s), "cudaGraphLaunch")?;
            ok(cudart::cudaStreamSynchronize(s), "cudaStreamSynchronize")?;
            let got = ints(seen, STEPS * g)?;
            ensure!(
                got.iter().all(|&v| v == total),
                "graph launch {round}: blocks saw {:?} after the grid barrier, not {total}",
                got.iter()
                    .filter(|&&v| v != total)
                    .take(8)
                    .collect::<Vec<_>>()
            );
        }
        ok(cudart::cudaGraphExecDestroy(exec), "cudaGraphExecDestroy")?;
        ok(cudart::cudaGraphDestroy(graph), "cudaGraphDestroy")?;
        ok(cudart::cudaStreamDestroy(s), "cudaStreamDestroy")?;
    }
    // A graph of two kernel nodes made cooperative by their launch
    // attribute: the first set, the second copied from it.
    // SAFETY: handles from the runtime; one pointer per parameter (copied
    // when a node is added); 64-byte attribute values.
    unsafe {
        let mut graph = null_mut();
        ok(cudart::cudaGraphCreate(&mut graph, 0), "cudaGraphCreate")?;
        let params = cudart::KernelNodeParams {
            func: addr(&COOP_STEPS).cast_mut(),
            grid: d(grid),
            block: d(BLOCK),
            shared: 0,
            args: args.as_mut_ptr(),
            extra: null_mut(),
        };
        let (mut first, mut second) = (null_mut(), null_mut());
        ok(
            cudart::cudaGraphAddKernelNode(&mut first, graph, std::ptr::null(), 0, &params),
            "a kernel node",
        )?;
        ok(
            cudart::cudaGraphAddKernelNode(&mut second, graph, &first, 1, &params),
            "a kernel node after it",
        )?;
        let value = |word: u32| {
            let mut v = [0u8; 64];
            v[..4].copy_from_slice(&word.to_le_bytes());
            v
        };
        let mut read = [0xffu8; 64];
        ok(
            cudart::cudaGraphKernelNodeGetAttribute(first, 2, &mut read),
            "reading an unset attribute",
        )?;
        ensure!(read == [0; 64], "an unset attribute reads {:?}", &read[..8]);
        ok(
            cudart::cudaGraphKernelNodeSetAttribute(first, 2, &value(1)),
            "cudaKernelNodeAttributeCooperative",
        )?;
        ok(
            cudart::cudaGraphKernelNodeSetAttribute(first, 8, &value(3)),
            "cudaKernelNodeAttributePriority",
        )?;
        let mut cluster = value(2);
        cluster[4..12].copy_from_slice(&[1, 0, 0, 0, 1, 0, 0, 0]);
        expect(
            cudart::cudaGraphKernelNodeSetAttribute(first, 4, &cluster),
            cudaErrorNotSupported,
            "a node's cluster of two blocks",
        )?;
        // New parameters keep the node's attributes.
        ok(
            cudart::cudaGraphKernelNodeSetParams(first, &params),
            "cudaGraphKernelNodeSetParams",
        )?;
        ok(
            cudart::cudaGraphKernelNodeGetAttribute(first, 8, &mut read),
            "reading the priority back",
        )?;
        ensure!(read == value(3), "the priority reads {:?}", &read[..8]);
        ok(
            cudart::cudaGraphKernelNodeCopyAttributes(second, first),
            "cudaGraphKernelNodeCopyAttributes",
        )?;
        ok(
            cudart::cudaGraphKernelNodeGetAttribute(second, 2, &mut read),
            "reading the copied attribute",
        )?;
        ensure!(read == value(1), "the copy reads {:?}", &read[..8]);
        let mut exec = null_mut();
        ok(
            cudart::cudaGraphInstantiate(&mut exec, graph, 0),
            "cudaGraphInstantiate",
        )?;
        ok(cudart::cudaMemset(x, 0, STEPS * 4), "cudaMemset")?;
        ok(cudart::cudaMemset(seen, 0, STEPS * g * 4), "cudaMemset")?;
        ok(cudart::cudaGraphLaunch(exec, null_mut()), "cudaGraphLaunch")?;
        ok(cudart::cudaDeviceSynchronize(), "cudaDeviceSynchronize")?;
        // Both nodes added every block's number: the second saw twice the sum.
        let got = ints(seen, STEPS * g)?;
        ensure!(
            got.iter().all(|&v| v == 2 * total),
            "cooperative kernel nodes: blocks saw {:?} after the grid barrier, not {}",
            got.iter()
                .filter(|&&v| v != 2 * total)
                .take(8)
                .collect::<Vec<_>>(),
            2 * total
        );
        ok(cudart::cudaGraphExecDestroy(exec), "cudaGraphExecDestroy")?;
        // A cooperative node of one block more than the device keeps
        // resident fails its graph's launch, and the device stays usable.
        let wide = cudart::KernelNodeParams {
            grid: d(max + 1),
            ..params
        };
        ok(
            cudart::cudaGraphKernelNodeSetParams(second, &wide),
            "a cooperative node one block too wide",
        )?;
        ok(
            cudart::cudaGraphInstantiate(&mut exec, graph, 0),
            "cudaGraphInstantiate",
        )?;
        expect(
            cudart::cudaGraphLaunch(exec, null_mut()),
            cudaErrorCooperativeLaunchTooLarge,
            "a graph launch of a cooperative node one block too wide",
        )?;
        ok(
            cudart::cudaDeviceSynchronize(),
            "cudaDeviceSynchronize after it",
        )?;
        ok(cudart::cudaGraphExecDestroy(exec), "cudaGraphExecDestroy")?;
        ok(cudart::cudaGraphDestroy(graph), "cudaGraphDestroy")?;
    }
    // SAFETY: the runtime's allocations.
    unsafe {
        ok(cudart::cudaFree(x), "cudaFree")?;
        ok(cudart::cudaFree(seen), "cudaFree")?;
    }
    Ok(())
}
