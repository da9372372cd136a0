//! The retained primary context of a GPU, and holding back releases while a kernel that
//! does not return on its own runs.

use std::ffi::c_void;
use std::sync::{Arc, Mutex};

use cudarc::driver::sys::{self, CUcontext, CUdevice, CUmodule, CUresult};
use gpujit_device::Result;

use super::CudaDevice;
use crate::cuda::{self, check};

/// The primary context of one GPU, retained for as long as this value lives.
///
/// Everything that needs the context (the device, its buffers, modules, streams, events and
/// pinned buffers) holds an `Arc` of it, so it is released only after the last of them.
pub(crate) struct Context {
    pub(super) device: CUdevice,
    pub(super) ctx: CUcontext,
    pub(super) ordinal: u32,
    /// The most recently launched kernel, to name in fault reports.
    pub(super) last_kernel: Mutex<Option<String>>,
    /// Frees and unloads held back while a kernel that does not return on its own runs.
    pub(super) held: Mutex<Held>,
}

/// Releases held back by [`ReleaseHold`]s, and how many holds there are.
#[derive(Default)]
pub(super) struct Held {
    holds: usize,
    pending: Vec<Release>,
}

/// A driver release that waits for every running kernel.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Release {
    /// `cuMemFree` of a device address.
    Device(u64),
    /// `cuMemFreeHost` of pinned host memory.
    Host(usize),
    /// `cuModuleUnload`.
    Module(usize),
}

// SAFETY: a CUcontext is a process-wide handle, not bound to the thread that created it: the
// driver API is thread-safe and any thread may make the context current (cuCtxSetCurrent)
// and use it, which every entry point does before touching it. The other fields are plain
// data or a Mutex.
unsafe impl Send for Context {}
// SAFETY: as for Send: shared references only read the handle and pass it to the
// thread-safe driver; the mutable part is behind a Mutex.
unsafe impl Sync for Context {}

impl Context {
    /// Makes the context current on the calling thread.
    pub(crate) fn make_current(&self) -> Result<()> {
        // SAFETY: `self.ctx` is a primary context retained by this value and not yet released.
        check("cuCtxSetCurrent", unsafe { sys::cuCtxSetCurrent(self.ctx) })
    }

    /// Maps the status of a call that may observe an earlier kernel's fault.
    pub(crate) fn check(&self, call: &'static str, status: CUresult) -> Result<()> {
        if cuda::is_sticky_fault(status) {
            Err(cuda::kernel_fault(&self.last_kernel(), call, status))
        } else {
            check(call, status)
        }
    }

    /// Whether `other` is the same driver context (a handle of this device, possibly through
    /// another [`CudaDevice::open`] of the same GPU).
    pub(crate) fn same_context(&self, other: &Context) -> bool {
        self.ctx == other.ctx
    }

    /// The ordinal of the GPU, for messages.
    pub(crate) fn ordinal(&self) -> u32 {
        self.ordinal
    }

    /// Performs `r` now, or after the last [`ReleaseHold`] goes.
    pub(crate) fn release(&self, r: Release) {
        let mut held = self.held.lock().unwrap_or_else(|p| p.into_inner());
        if held.holds > 0 {
            held.pending.push(r);
            return;
        }
        drop(held);
        self.release_now(r);
    }

    pub(super) fn release_now(&self, r: Release) {
        if self.make_current().is_err() {
            return;
        }
        // SAFETY: each Release is queued exactly once, by the owner of a live allocation or
        // module of this (current, retained) context, when that owner is dropped; nothing
        // uses it afterwards. Statuses are ignored: these run from drop paths.
        unsafe {
            let _ = match r {
                Release::Device(addr) => sys::cuMemFree_v2(addr),
                Release::Host(ptr) => sys::cuMemFreeHost(ptr as *mut c_void),
                Release::Module(m) => sys::cuModuleUnload(m as CUmodule),
            };
        }
    }

    /// Whether a [`ReleaseHold`] is alive.
    pub(super) fn is_held(&self) -> bool {
        self.held.lock().unwrap_or_else(|p| p.into_inner()).holds > 0
    }

    pub(super) fn last_kernel(&self) -> String {
        self.last_kernel
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .clone()
            .unwrap_or_else(|| "(unknown: none launched through this handle)".to_string())
    }

    pub(super) fn set_last_kernel(&self, name: &str) {
        let mut last = self
            .last_kernel
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        // Launch loops name the same kernel again and again: no new string for those.
        if last.as_deref() != Some(name) {
            *last = Some(name.to_string());
        }
    }
}

impl Drop for Context {
    fn drop(&mut self) {
        // SAFETY: balances the cuDevicePrimaryCtxRetain of `CudaDevice::open`; nothing that
        // needs the context outlives this value (buffers and modules hold an Arc of it). The
        // status is ignored: there is nothing to do about a failed release in drop.
        let _ = unsafe { sys::cuDevicePrimaryCtxRelease_v2(self.device) };
    }
}

/// While alive, frees and module unloads of its device wait: [`CudaDevice::hold_releases`].
pub struct ReleaseHold {
    pub(super) ctx: Arc<Context>,
}

impl std::fmt::Debug for ReleaseHold {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ReleaseHold(device {})", self.ctx.ordinal)
    }
}

impl Drop for ReleaseHold {
    fn drop(&mut self) {
        let pending = {
            let mut held = self.ctx.held.lock().unwrap_or_else(|p| p.into_inner());
            held.holds -= 1;
            if held.holds > 0 {
                return;
            }
            std::mem::take(&mut held.pending)
        };
        for r in pending {
            self.ctx.release_now(r);
        }
    }
}

impl CudaDevice {
    /// Holds back frees (`cuMemFree`, `cuMemFreeHost`) and module unloads on this device
    /// until the returned guard, and every other one, is dropped; loading a module meanwhile
    /// is an error. The driver makes those calls wait for every running kernel, so beside a
    /// kernel that does not return on its own (a persistent worker) they would never return.
    /// Take a guard before launching such a kernel and drop it once the kernel has exited.
    pub fn hold_releases(&self) -> ReleaseHold {
        self.ctx
            .held
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .holds += 1;
        ReleaseHold {
            ctx: self.ctx.clone(),
        }
    }
}
