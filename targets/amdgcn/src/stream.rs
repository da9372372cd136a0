//! Streams, events and pinned host memory on HIP: the HIP implementation of
//! [`StreamImpl`], [`EventImpl`] and [`Device::alloc_pinned`](gpujit_device::Device::alloc_pinned)
//! (`hipStreamCreate`, `hipMemcpy*Async`, `hipMemsetD8Async`, `hipEventRecord`,
//! `hipStreamWaitEvent`, `hipModuleLaunchKernel` on the stream, `hipHostMalloc`).
//!
//! Checked here against the fake HIP library and the real library's symbol table; no AMD GPU
//! has run it.

use std::any::Any;
use std::ptr::NonNull;
use std::sync::Arc;

use gpujit_device::{
    Backend, Error, EventImpl, HostCall, Kernel, KernelArg, LaunchConfig, MemoryOwner,
    PinnedMemory, Result, StreamImpl,
};

use crate::device::HipDevice;
use crate::hip::{Hip, HipEvent, HipStream};

/// A HIP stream of one device, with the device for its launches.
pub struct HipQueue {
    stream: HipStream,
    dev: HipDevice,
}

impl HipQueue {
    /// A new stream of `dev`.
    pub fn new(dev: &HipDevice) -> Result<HipQueue> {
        Ok(HipQueue {
            stream: HipStream::new(dev.hip(), dev.ordinal())?,
            dev: dev.clone(),
        })
    }
}

/// A HIP event of one device.
pub struct HipMarker {
    event: HipEvent,
    ordinal: u32,
}

impl HipMarker {
    /// A new event of `dev`.
    pub fn new(dev: &HipDevice) -> Result<HipMarker> {
        Ok(HipMarker {
            event: HipEvent::new(dev.hip(), dev.ordinal())?,
            ordinal: dev.ordinal(),
        })
    }
}

/// Records `event` (of device `ordinal`) on the null stream, after every launch of
/// [`HipDevice::launch_raw`](gpujit_device::Device::launch_raw) so far.
pub(crate) fn record_null(event: &dyn EventImpl, ordinal: u32) -> Result<()> {
    hip_event(event, ordinal)?.event.record(None)
}

fn hip_event(event: &dyn EventImpl, ordinal: u32) -> Result<&HipMarker> {
    let e = event
        .as_any()
        .downcast_ref::<HipMarker>()
        .ok_or_else(|| Error::Unsupported {
            backend: Backend::Hip,
            what: "an event not made by a HIP device".into(),
        })?;
    if e.ordinal != ordinal {
        return Err(Error::Unsupported {
            backend: Backend::Hip,
            what: format!(
                "an event of HIP device {} used on device {ordinal}",
                e.ordinal
            ),
        });
    }
    Ok(e)
}

impl StreamImpl for HipQueue {
    /// `hipStreamAddCallback`; where the library lacks it, the trait's way: the stream is
    /// waited for and `call` runs on the calling thread.
    fn host_fn(&self, call: HostCall) -> Result<()> {
        match self.stream.add_callback(call) {
            Ok(()) => Ok(()),
            Err((_, Some(call))) => gpujit_device::host_fn_after_synchronize(self, call),
            Err((e, None)) => Err(e),
        }
    }

    unsafe fn write_raw(&self, dst: u64, src: *const u8, bytes: usize) -> Result<()> {
        // SAFETY: this function's contract.
        unsafe { self.stream.copy_to_device(dst, src, bytes) }
    }

    unsafe fn read_raw(&self, src: u64, dst: *mut u8, bytes: usize) -> Result<()> {
        // SAFETY: this function's contract.
        unsafe { self.stream.copy_from_device(src, dst, bytes) }
    }

    unsafe fn copy_raw(&self, src: u64, dst: u64, bytes: usize) -> Result<()> {
        // SAFETY: this function's contract.
        unsafe { self.stream.copy_on_device(src, dst, bytes) }
    }

    unsafe fn memset_raw(&self, dst: u64, value: u8, bytes: usize) -> Result<()> {
        // SAFETY: this function's contract.
        unsafe { self.stream.memset(dst, value, bytes) }
    }

    unsafe fn launch_raw(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        if let Some((k, c, a)) = kernel.coarsened(
            cfg,
            args,
            gpujit_device::Device::info(&self.dev).multiprocessors,
            |image| gpujit_device::Device::load(&self.dev, image),
        )? {
            // SAFETY: the variant runs the kernel's code on the same arguments (and the
            // grid's extent, a scalar) over the same blocks: this function's contract.
            return unsafe { self.launch_raw(&k, &c, &a) };
        }
        let f = self.dev.hip_function(kernel)?;
        let bytes: Vec<Vec<u8>> = args.iter().map(KernelArg::bytes).collect();
        let refs: Vec<&[u8]> = bytes.iter().map(Vec::as_slice).collect();
        let (g, b) = (cfg.grid, cfg.block);
        // SAFETY: the stream belongs to the kernel's device (both of `self.dev`); the
        // arguments are this function's contract.
        unsafe {
            f.launch_in(
                Some(&self.stream),
                [g.x, g.y, g.z],
                [b.x, b.y, b.z],
                cfg.shared_bytes,
                &refs,
            )
        }
    }

    /// `hipModuleLaunchCooperativeKernel` on the stream (see the device's cooperative
    /// launches).
    unsafe fn launch_cooperative_raw(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        // SAFETY: the stream belongs to the device (both of `self.dev`); the arguments are
        // this function's contract.
        unsafe {
            self.dev
                .launch_cooperative_in(Some(&self.stream), kernel, cfg, args)
        }
    }

    fn record(&self, event: &Arc<dyn EventImpl>) -> Result<()> {
        let e = hip_event(event.as_ref(), self.dev.ordinal())?;
        e.event.record(Some(&self.stream))
    }

    fn wait_event(&self, event: &Arc<dyn EventImpl>) -> Result<()> {
        let e = hip_event(event.as_ref(), self.dev.ordinal())?;
        self.stream.wait_event(&e.event)
    }

    fn synchronize(&self) -> Result<()> {
        self.stream.synchronize()
    }

    fn query(&self) -> Result<bool> {
        self.stream.query()
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl EventImpl for HipMarker {
    fn synchronize(&self) -> Result<()> {
        self.event.synchronize()
    }

    fn query(&self) -> Result<bool> {
        self.event.query()
    }

    fn elapsed_ms(&self, later: &dyn EventImpl) -> Result<f32> {
        let later = hip_event(later, self.ordinal)?;
        self.event.synchronize()?;
        later.event.synchronize()?;
        self.event.elapsed_ms(&later.event)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// Frees `hipHostMalloc` memory.
struct PinnedOwner {
    hip: Arc<Hip>,
}

impl MemoryOwner for PinnedOwner {
    fn free(&self, addr: u64, bytes: usize) {
        if bytes > 0 {
            // Nothing to do about a failure in a destructor.
            let _ = self.hip.host_free(addr as *mut u8);
        }
    }
}

/// `bytes` of zeroed page-locked host memory of `dev` (`hipHostMalloc`).
pub fn pinned_memory(dev: &HipDevice, bytes: usize) -> Result<PinnedMemory> {
    use gpujit_device::Device;
    let owner: Arc<dyn MemoryOwner> = Arc::new(PinnedOwner {
        hip: dev.hip().clone(),
    });
    let host = if bytes == 0 {
        PinnedMemory::dangling()
    } else {
        let p = dev.hip().host_malloc(dev.ordinal(), bytes)?;
        let p = NonNull::new(p).ok_or_else(|| Error::Unsupported {
            backend: Backend::Hip,
            what: format!("hipHostMalloc returned a null pointer for {bytes} bytes"),
        })?;
        if !(p.as_ptr() as usize).is_multiple_of(64) {
            owner.free(p.as_ptr() as u64, bytes);
            return Err(Error::Unsupported {
                backend: Backend::Hip,
                what: format!("hipHostMalloc returned {p:p}, not 64-byte aligned"),
            });
        }
        // SAFETY: `bytes` fresh bytes owned by no one else yet.
        unsafe { std::ptr::write_bytes(p.as_ptr(), 0, bytes) };
        p
    };
    // SAFETY: zeroed, 64-aligned (checked), owned by the new value alone and freed by
    // PinnedOwner (nothing for zero bytes).
    Ok(unsafe { PinnedMemory::new(dev.id().clone(), host, bytes, owner) })
}
