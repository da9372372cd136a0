//! Streams on the emulator: semantics only. Each operation runs when it is queued, on the
//! calling thread, so a stream is always idle, events complete when they are recorded and
//! waiting for one has nothing to wait for. Ordering and results are those of a real stream;
//! concurrency and timing are not (two streams never overlap). A host function is the
//! exception: it runs on a thread of its own while the caller goes on, and the stream's next
//! operation waits for it to return.

use std::any::Any;
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;

use gpujit_device::{
    Backend, Device, Error, EventImpl, HostCall, Kernel, KernelArg, LaunchConfig, MarkerEvent,
    Result, StreamImpl,
};

use crate::device::EmuDevice;

/// An emulator stream: runs each operation at once.
pub struct EmuStream {
    dev: EmuDevice,
    /// The first failure not yet reported by `synchronize`, as on a GPU where a queued
    /// launch reports its fault at the next wait.
    error: Mutex<Option<Error>>,
    /// The host function running, if one is: it hands back the failure it was given.
    host: Mutex<Option<JoinHandle<Option<Error>>>>,
}

impl EmuStream {
    /// A stream of `dev`.
    pub fn new(dev: EmuDevice) -> EmuStream {
        EmuStream {
            dev,
            error: Mutex::new(None),
            host: Mutex::new(None),
        }
    }

    /// Waits for the host function queued last, if it still runs: what is queued after it
    /// runs after it.
    fn settle(&self) {
        let running = self
            .host
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take();
        // A function that panicked gave nothing back; the stream goes on.
        if let Some(Ok(Some(e))) = running.map(JoinHandle::join) {
            let mut err = self.error.lock().unwrap_or_else(PoisonError::into_inner);
            let later = err.take();
            *err = Some(e).or(later);
        }
    }

    /// Keeps the first failure of queued work for `synchronize`.
    fn keep(&self, r: Result<()>) -> Result<()> {
        if let Err(e) = r {
            self.error
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .get_or_insert(e);
        }
        Ok(())
    }
}

impl Drop for EmuStream {
    fn drop(&mut self) {
        self.settle();
    }
}

/// The emulator's own event behind `event`.
pub(crate) fn marker(event: &dyn EventImpl) -> Result<&MarkerEvent> {
    event
        .as_any()
        .downcast_ref::<MarkerEvent>()
        .ok_or_else(|| Error::Unsupported {
            backend: Backend::Hip,
            what: "an event not made by the AMDGCN emulator".into(),
        })
}

impl StreamImpl for EmuStream {
    unsafe fn write_raw(&self, dst: u64, src: *const u8, bytes: usize) -> Result<()> {
        self.settle();
        // SAFETY: the caller's contract: `bytes` readable bytes at `src`, not written meanwhile.
        let src = unsafe { std::slice::from_raw_parts(src, bytes) };
        self.dev.with_bytes(dst, bytes, |d| d.copy_from_slice(src))
    }

    unsafe fn read_raw(&self, src: u64, dst: *mut u8, bytes: usize) -> Result<()> {
        self.settle();
        // SAFETY: the caller's contract: `bytes` writable bytes at `dst`, touched by nothing
        // else until the copy (this call) is done.
        let dst = unsafe { std::slice::from_raw_parts_mut(dst, bytes) };
        self.dev.with_bytes(src, bytes, |s| dst.copy_from_slice(s))
    }

    unsafe fn copy_raw(&self, src: u64, dst: u64, bytes: usize) -> Result<()> {
        self.settle();
        let data = self.dev.with_bytes(src, bytes, |s| s.to_vec())?;
        self.dev
            .with_bytes(dst, bytes, |d| d.copy_from_slice(&data))
    }

    unsafe fn memset_raw(&self, dst: u64, value: u8, bytes: usize) -> Result<()> {
        self.settle();
        self.dev.with_bytes(dst, bytes, |d| d.fill(value))
    }

    unsafe fn launch_raw(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        self.settle();
        // SAFETY: this function's contract is the device launch's, and the launch has finished
        // when it returns.
        let r = unsafe { self.dev.launch_raw(kernel, cfg, args) };
        match r {
            // Refusals (a kernel of another backend) are the call's; faults are the stream's.
            Err(e @ Error::KernelFault { .. }) => self.keep(Err(e)),
            r => r,
        }
    }

    unsafe fn launch_cooperative_raw(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        self.settle();
        // SAFETY: as in `launch_raw`.
        let r = unsafe { self.dev.launch_cooperative_raw(kernel, cfg, args) };
        match r {
            Err(e @ Error::KernelFault { .. }) => self.keep(Err(e)),
            r => r,
        }
    }

    fn record(&self, event: &Arc<dyn EventImpl>) -> Result<()> {
        self.settle();
        let m = marker(event.as_ref())?;
        m.complete(m.arm());
        Ok(())
    }

    fn wait_event(&self, event: &Arc<dyn EventImpl>) -> Result<()> {
        self.settle();
        marker(event.as_ref()).map(|_| ())
    }

    fn synchronize(&self) -> Result<()> {
        self.settle();
        match self
            .error
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take()
        {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }

    /// Runs `call` on a thread of its own; the stream's next operation waits for it.
    fn host_fn(&self, call: HostCall) -> Result<()> {
        self.settle();
        let earlier = self
            .error
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take();
        let (tx, rx) = std::sync::mpsc::channel::<(HostCall, Option<Error>)>();
        let spawned = std::thread::Builder::new()
            .name("gpujit-emu-host-fn".into())
            .spawn(move || {
                let (call, earlier) = rx.recv().ok()?;
                call(earlier.as_ref());
                earlier
            });
        match spawned {
            Ok(handle) => {
                // The thread is alive until it has received, so the send cannot fail.
                let _ = tx.send((call, earlier));
                *self.host.lock().unwrap_or_else(PoisonError::into_inner) = Some(handle);
            }
            Err(_) => {
                // No thread to spare: the call runs here, in order all the same.
                call(earlier.as_ref());
                *self.error.lock().unwrap_or_else(PoisonError::into_inner) = earlier;
            }
        }
        Ok(())
    }

    fn query(&self) -> Result<bool> {
        let host = self.host.lock().unwrap_or_else(PoisonError::into_inner);
        Ok(host.as_ref().is_none_or(JoinHandle::is_finished))
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
