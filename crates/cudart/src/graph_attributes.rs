//! Launch attributes of kernel nodes: `cudaGraphKernelNodeSetAttribute`,
//! `cudaGraphKernelNodeGetAttribute` and `cudaGraphKernelNodeCopyAttributes`.
//! `cudaLaunchAttributeCooperative` makes the node's launch cooperative
//! (every block resident at once, as `cudaLaunchCooperativeKernel`); the
//! hints `cudaLaunchKernelExC` accepts are kept and read back; the rest are
//! refused by name, as there.

use std::ffi::c_int;

use crate::CudaError;
use crate::CudaGraphNode;
use crate::error::{Result, api, cudaErrorInvalidValue, fail};
use crate::graph::{Entry, NODE_KERNEL, Node};
use crate::graph_nodes::with_node;
use crate::launch_ex::{LaunchAttribute, read};

/// The launch attributes of kernel node `e`, mutably; `what` names the
/// caller in errors.
fn attrs_of<'e>(
    e: &'e mut Entry,
    what: &str,
) -> Result<(&'e mut bool, &'e mut Vec<LaunchAttribute>)> {
    if e.kind() != NODE_KERNEL {
        return fail(cudaErrorInvalidValue, format!("{what}: not a kernel node"));
    }
    match e.work.first_mut() {
        Some(Node::Launch {
            cooperative, attrs, ..
        }) => Ok((cooperative, attrs)),
        _ => fail(cudaErrorInvalidValue, format!("{what}: not a kernel node")),
    }
}

/// Sets launch attribute `attr` of kernel node `node` to `*value`: taken
/// by its later instantiations (executable graphs made before keep theirs).
///
/// # Safety
/// `value` is null or points to a `cudaLaunchAttributeValue` (64 bytes).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphKernelNodeSetAttribute(
    node: CudaGraphNode,
    attr: c_int,
    value: *const [u8; 64],
) -> CudaError {
    const WHAT: &str = "cudaGraphKernelNodeSetAttribute";
    api(|| {
        if value.is_null() {
            return fail(cudaErrorInvalidValue, format!("{WHAT}: a null value"));
        }
        let a = LaunchAttribute {
            id: attr,
            pad: [0; 4],
            // SAFETY: this function's contract.
            val: unsafe { *value },
        };
        let asked = read(std::slice::from_ref(&a), WHAT)?;
        with_node(node, |_, e| {
            let (cooperative, attrs) = attrs_of(e, WHAT)?;
            if attr == 2 {
                *cooperative = asked.cooperative;
            }
            attrs.retain(|old| old.id != attr);
            attrs.push(a);
            Ok(())
        })
    })
}

/// Reads launch attribute `attr` of kernel node `node` into `*value`: what
/// was set, else zeros (CUDA's default of every attribute taken here);
/// `cudaKernelNodeAttributeCooperative` reads 1 for a node captured from a
/// cooperative launch too.
///
/// # Safety
/// `value` is null or valid for a write of a `cudaLaunchAttributeValue`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphKernelNodeGetAttribute(
    node: CudaGraphNode,
    attr: c_int,
    value: *mut [u8; 64],
) -> CudaError {
    const WHAT: &str = "cudaGraphKernelNodeGetAttribute";
    api(|| {
        if value.is_null() {
            return fail(cudaErrorInvalidValue, format!("{WHAT}: a null value"));
        }
        // An id this runtime does not take is refused as at a set.
        let zero = LaunchAttribute {
            id: attr,
            pad: [0; 4],
            val: [0; 64],
        };
        read(std::slice::from_ref(&zero), WHAT)?;
        let got = with_node(node, |_, e| {
            let (cooperative, attrs) = attrs_of(e, WHAT)?;
            if attr == 2 {
                // Also a node captured from a cooperative launch.
                let mut v = [0; 64];
                v[0] = u8::from(*cooperative);
                return Ok(v);
            }
            Ok(attrs
                .iter()
                .find(|a| a.id == attr)
                .map_or([0; 64], |a| a.val))
        })?;
        // SAFETY: this function's contract.
        unsafe { value.write_unaligned(got) };
        Ok(())
    })
}

/// Gives kernel node `dst` the launch attributes of kernel node `src`.
///
/// # Safety
/// None: the nodes are looked up.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaGraphKernelNodeCopyAttributes(
    dst: CudaGraphNode,
    src: CudaGraphNode,
) -> CudaError {
    const WHAT: &str = "cudaGraphKernelNodeCopyAttributes";
    api(|| {
        let (coop, list) = with_node(src, |_, e| {
            let (c, a) = attrs_of(e, WHAT)?;
            Ok((*c, a.clone()))
        })?;
        with_node(dst, |_, e| {
            let (c, a) = attrs_of(e, WHAT)?;
            (*c, *a) = (coop, list);
            Ok(())
        })
    })
}
