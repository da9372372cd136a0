//! The retained primary context of a GPU, and holding back releases while a kernel that
//! does not return on its own runs.

use std::ffi::{c_int, c_uint, c_void};
use std::sync::atomic::{AtomicPtr, Ordering};
use std::sync::{Arc, Mutex};

use cudarc::driver::sys::{self, CUcontext, CUdevice, CUmodule, CUresult};
use gpujit_device::{Backend, Error, Result};

use super::CudaDevice;
use crate::cuda::{self, check};

/// The primary context of one GPU, retained for as long as this value lives.
///
/// Everything that needs the context (the device, its buffers, modules, streams, events and
/// pinned buffers) holds an `Arc` of it, so it is released only after the last of them.
pub(crate) struct Context {
    pub(super) device: CUdevice,
    /// The retained primary context; null after a [`Context::renew`] whose retain failed
    /// (then nothing is retained, and every call says so).
    ctx: AtomicPtr<sys::CUctx_st>,
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
    /// `cuMemHostUnregister` of host memory the program owns.
    Registered(usize),
    /// `cuTexObjectDestroy`.
    Texture(u64),
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
    /// Retains the primary context of `device` (GPU `ordinal`).
    pub(super) fn retain(device: CUdevice, ordinal: u32) -> Result<Context> {
        let mut raw: CUcontext = std::ptr::null_mut();
        // SAFETY: `device` is a valid handle from cuDeviceGet and `raw` a writable out-pointer.
        check("cuDevicePrimaryCtxRetain", unsafe {
            sys::cuDevicePrimaryCtxRetain(&mut raw, device)
        })?;
        Ok(Context {
            device,
            ctx: AtomicPtr::new(raw),
            ordinal,
            last_kernel: Mutex::new(None),
            held: Mutex::new(Held::default()),
        })
    }

    /// The driver's handle of the context (null when a reset lost it).
    pub(crate) fn raw(&self) -> CUcontext {
        self.ctx.load(Ordering::Acquire)
    }

    /// Makes the context current on the calling thread.
    pub(crate) fn make_current(&self) -> Result<()> {
        let raw = self.raw();
        if raw.is_null() {
            return Err(Error::Unsupported {
                backend: Backend::Cuda,
                what: format!(
                    "CUDA device {}: its context was destroyed by a reset that could not make a \
                     new one; reset the device again, or restart the process",
                    self.ordinal
                ),
            });
        }
        // Every driver call of a launch path comes here: reading the thread's current
        // context costs the driver half of setting it, and it is nearly always ours.
        let mut current: CUcontext = std::ptr::null_mut();
        // SAFETY: `current` is a writable out-pointer.
        if unsafe { sys::cuCtxGetCurrent(&mut current) } == CUresult::CUDA_SUCCESS && current == raw
        {
            return Ok(());
        }
        // SAFETY: `raw` is a primary context retained by this value and not yet released.
        check("cuCtxSetCurrent", unsafe { sys::cuCtxSetCurrent(raw) })
    }

    /// Destroys the primary context and retains a fresh one in its place: releases this
    /// value's retain, resets the primary context (`cuDevicePrimaryCtxReset_v2`: every
    /// allocation, module, stream and event in it is destroyed, and a sticky fault with it)
    /// and retains it again.
    ///
    /// The caller makes sure that nothing of this crate refers to the old context any more
    /// (no buffer, module, stream, event or pinned buffer of it is alive). Refused, with the
    /// retain kept, when the driver says that someone else in the process still retains the
    /// primary context (another [`CudaDevice::open`] of the GPU, or another CUDA library).
    pub(super) fn renew(&self) -> Result<()> {
        let ordinal = self.ordinal;
        if !self.raw().is_null() {
            // SAFETY: balances this value's retain; nothing of this crate uses the old context
            // (this function's contract). A failed release (the context faulted) is answered
            // by the reset below.
            let _ = unsafe { sys::cuDevicePrimaryCtxRelease_v2(self.device) };
            self.ctx.store(std::ptr::null_mut(), Ordering::Release);
        }
        let (mut flags, mut active): (c_uint, c_int) = (0, 0);
        // SAFETY: `device` is a valid device handle; both out-pointers are writable.
        let status =
            unsafe { sys::cuDevicePrimaryCtxGetState(self.device, &mut flags, &mut active) };
        // A failed query says nothing about other users; the reset goes ahead.
        if status == CUresult::CUDA_SUCCESS && active != 0 {
            let mut raw: CUcontext = std::ptr::null_mut();
            // SAFETY: as in `retain`: gets back the retain released above.
            let again = unsafe { sys::cuDevicePrimaryCtxRetain(&mut raw, self.device) };
            if again == CUresult::CUDA_SUCCESS {
                self.ctx.store(raw, Ordering::Release);
            }
            return Err(Error::Unsupported {
                backend: Backend::Cuda,
                what: format!(
                    "resetting CUDA device {ordinal}: its primary context is still retained \
                     elsewhere in the process (another CudaDevice::open of this GPU, or another \
                     CUDA library); resetting would destroy their state. Drop those first"
                ),
            });
        }
        // SAFETY: `device` is a valid device handle. Nothing of this crate refers to the old
        // context (this function's contract); other users of the primary context were ruled
        // out as far as the driver can tell.
        check("cuDevicePrimaryCtxReset_v2", unsafe {
            sys::cuDevicePrimaryCtxReset_v2(self.device)
        })?;
        let mut raw: CUcontext = std::ptr::null_mut();
        // SAFETY: as in `retain`.
        let status = unsafe { sys::cuDevicePrimaryCtxRetain(&mut raw, self.device) };
        // After a sticky fault some drivers keep failing for the rest of the process, even
        // after a reset: say so instead of passing the raw code on.
        if cuda::is_sticky_fault(status) {
            return Err(Error::Unsupported {
                backend: Backend::Cuda,
                what: format!(
                    "recovering CUDA device {ordinal} in-process after {}: the driver keeps \
                     this error for the life of the process even after a context reset; \
                     restart the process to use the GPU again (run kernels that may fault in a \
                     child process to keep the parent usable)",
                    cuda::status_text(status).name
                ),
            });
        }
        check("cuDevicePrimaryCtxRetain", status)?;
        self.ctx.store(raw, Ordering::Release);
        *self
            .last_kernel
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner()) = None;
        self.make_current()
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
        self.raw() == other.raw()
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
                Release::Registered(ptr) => sys::cuMemHostUnregister(ptr as *mut c_void),
                Release::Texture(t) => sys::cuTexObjectDestroy(t),
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
        if self.raw().is_null() {
            return;
        }
        // SAFETY: balances the cuDevicePrimaryCtxRetain of `Context::retain` (or of
        // `renew`); nothing that needs the context outlives this value (buffers and modules
        // hold an Arc of it). The status is ignored: there is nothing to do about a failed
        // release in drop.
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
