//! RAII handles over HIP objects: modules, functions, streams and events.
#![deny(clippy::undocumented_unsafe_blocks)]

use super::{Hip, RawEvent, RawFunction, RawModule, RawStream, Status, status, to_int};
use crate::code_object::CodeObject;
use gpujit_device::{Backend, Error, HostCall, Result};
use std::ffi::{CString, c_int, c_void};
use std::sync::Arc;

/// A loaded code object (`hipModule_t`), unloaded on drop.
pub struct HipModule {
    hip: Arc<Hip>,
    raw: RawModule,
    ordinal: u32,
    meta: CodeObject,
    // HIP is handed this copy; it lives as long as the module.
    _image: Box<[u8]>,
    /// Module variables handed out: their addresses, registered with the
    /// runtime's copy checks until the module is unloaded.
    variables: std::sync::Mutex<Vec<u64>>,
}

// SAFETY: a hipModule_t may be used and unloaded from any thread (HIP's module
// API is thread-safe); the handle is only unloaded in `Drop`, once.
unsafe impl Send for HipModule {}
// SAFETY: shared use only calls hipModuleGetFunction / launches, thread-safe in HIP.
unsafe impl Sync for HipModule {}

impl HipModule {
    /// Parses `image` as an AMD code object (refusing anything else, including
    /// truncated ELF files, before HIP sees it) and `hipModuleLoadData`s it on
    /// device `ordinal`.
    pub fn load(hip: &Arc<Hip>, ordinal: u32, image: &[u8]) -> Result<HipModule> {
        let meta = CodeObject::parse(image).map_err(|e| Error::ModuleLoad {
            backend: Backend::Hip,
            module: "hsaco".to_string(),
            status: "not a loadable AMD code object".to_string(),
            log: e.to_string(),
        })?;
        let image: Box<[u8]> = image.into();
        hip.set_device(ordinal)?;
        let mut raw: RawModule = std::ptr::null_mut();
        // SAFETY: `image` is a complete ELF code object (parse checked every
        // header, section and segment lies within it) kept alive in the module.
        let code = unsafe { (hip.api.hipModuleLoadData)(&mut raw, image.as_ptr().cast()) };
        if code != status::SUCCESS {
            let names: Vec<&str> = meta.kernels.iter().map(|k| k.name.as_str()).collect();
            return Err(Error::ModuleLoad {
                backend: Backend::Hip,
                module: names.join(", "),
                status: format!(
                    "hipModuleLoadData: {} ({code}): {}",
                    hip.error_name(code),
                    hip.error_string(code)
                ),
                log: String::new(),
            });
        }
        Ok(HipModule {
            hip: hip.clone(),
            raw,
            ordinal,
            meta,
            _image: image,
            variables: std::sync::Mutex::new(Vec::new()),
        })
    }

    /// `hipModuleGetGlobal`: the device address and size of the module variable
    /// `name`, registered so that copies to and from it pass the runtime's range
    /// checks while the module is loaded.
    pub fn global(&self, name: &str) -> Result<(u64, usize)> {
        let unknown = || Error::UnknownGlobal {
            name: name.to_string(),
            module: self
                .meta
                .kernels
                .iter()
                .map(|k| k.name.as_str())
                .collect::<Vec<_>>()
                .join(", "),
            known: Vec::new(),
        };
        let get = self
            .hip
            .api
            .hipModuleGetGlobal
            .ok_or_else(|| Error::Unsupported {
                backend: Backend::Hip,
                what: "module variables: this HIP runtime has no hipModuleGetGlobal".into(),
            })?;
        let cname = CString::new(name).map_err(|_| unknown())?;
        self.hip.set_device(self.ordinal)?;
        let (mut ptr, mut bytes): (*mut c_void, usize) = (std::ptr::null_mut(), 0);
        // SAFETY: `self.raw` is a loaded module, `cname` is NUL-terminated and both
        // out-pointers are writable.
        let code = unsafe { get(&mut ptr, &mut bytes, self.raw, cname.as_ptr()) };
        if code == status::NOT_FOUND || code == status::INVALID_VALUE {
            return Err(unknown());
        }
        self.hip.check("hipModuleGetGlobal", code)?;
        let addr = ptr as u64;
        let mut vars = self
            .variables
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if !vars.contains(&addr) {
            self.hip.register_module_variable(addr, bytes, self.ordinal);
            vars.push(addr);
        }
        Ok((addr, bytes))
    }

    /// Device the module was loaded on.
    pub fn ordinal(&self) -> u32 {
        self.ordinal
    }

    /// The code object's metadata.
    pub fn code_object(&self) -> &CodeObject {
        &self.meta
    }

    /// `hipModuleGetFunction` for a kernel the code object's metadata lists.
    pub fn function(self: &Arc<Self>, name: &str) -> Result<HipFunction> {
        let Some(meta) = self.meta.kernels.iter().find(|k| k.name == name) else {
            return Err(Error::UnknownKernel {
                name: name.to_string(),
                available: self.meta.kernels.iter().map(|k| k.name.clone()).collect(),
            });
        };
        let arg_sizes = meta
            .args
            .iter()
            .filter(|a| !a.is_hidden())
            .map(|a| a.size as usize)
            .collect();
        let cname = CString::new(name).map_err(|_| Error::UnknownKernel {
            name: name.to_string(),
            available: Vec::new(),
        })?;
        self.hip.set_device(self.ordinal)?;
        let mut raw: RawFunction = std::ptr::null_mut();
        // SAFETY: `self.raw` is a loaded module and `cname` is NUL-terminated.
        let code =
            unsafe { (self.hip.api.hipModuleGetFunction)(&mut raw, self.raw, cname.as_ptr()) };
        self.hip.check("hipModuleGetFunction", code)?;
        Ok(HipFunction {
            module: self.clone(),
            raw,
            name: name.to_string(),
            arg_sizes,
        })
    }
}

impl Drop for HipModule {
    fn drop(&mut self) {
        // Errors cannot be reported from drop; a failed unload leaks the module.
        for addr in self
            .variables
            .get_mut()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .drain(..)
        {
            self.hip.unregister_module_variable(addr);
        }
        let _ = self.hip.set_device(self.ordinal);
        // SAFETY: `raw` is a module loaded by hipModuleLoadData, unloaded only here;
        // every HipFunction holds an Arc to this module, so none outlives it.
        let _ = unsafe { (self.hip.api.hipModuleUnload)(self.raw) };
    }
}

/// A kernel of a [`HipModule`] (`hipFunction_t`); keeps its module loaded.
pub struct HipFunction {
    module: Arc<HipModule>,
    raw: RawFunction,
    name: String,
    arg_sizes: Vec<usize>,
}

// SAFETY: a hipFunction_t is an immutable handle into its module, usable from
// any thread; the module it points into is kept alive by `module`.
unsafe impl Send for HipFunction {}
// SAFETY: as for `Send`.
unsafe impl Sync for HipFunction {}

impl HipFunction {
    /// Kernel name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Sizes in bytes of the explicit (non-hidden) arguments, in order.
    pub fn arg_sizes(&self) -> &[usize] {
        &self.arg_sizes
    }

    /// `hipFuncGetAttribute`; see [`func_attr`](super::func_attr).
    pub fn attribute(&self, attribute: i32) -> Result<i32> {
        let mut value: c_int = 0;
        // SAFETY: valid out-pointer and a live function handle.
        let code =
            unsafe { (self.module.hip.api.hipFuncGetAttribute)(&mut value, attribute, self.raw) };
        self.module.hip.check("hipFuncGetAttribute", code)?;
        Ok(value)
    }

    /// `hipModuleOccupancyMaxActiveBlocksPerMultiprocessor`.
    pub fn max_active_blocks_per_cu(&self, block_size: u32, dynamic_shared: usize) -> Result<u32> {
        let mut blocks: c_int = 0;
        let f = self
            .module
            .hip
            .api
            .hipModuleOccupancyMaxActiveBlocksPerMultiprocessor;
        // SAFETY: valid out-pointer and a live function handle.
        let code = unsafe { f(&mut blocks, self.raw, to_int(block_size), dynamic_shared) };
        self.module
            .hip
            .check("hipModuleOccupancyMaxActiveBlocksPerMultiprocessor", code)?;
        Ok(u32::try_from(blocks).unwrap_or(0))
    }

    /// `hipModuleLaunchKernel` on the null stream. `args` holds the bytes of
    /// each explicit argument; HIP lays out the hidden ones itself. Their count
    /// and sizes are checked against the code object's metadata first, since
    /// HIP reads exactly that many bytes through each pointer.
    ///
    /// # Safety
    /// The kernel reads and writes wherever its pointer arguments point (on a system
    /// with unified memory, host memory included): every address in `args` must point
    /// into memory of this device that stays allocated until the kernel has finished
    /// and that the kernel may access as it does.
    pub unsafe fn launch(
        &self,
        grid: [u32; 3],
        block: [u32; 3],
        shared: u32,
        args: &[&[u8]],
    ) -> Result<()> {
        // SAFETY: this function's contract; the null stream is always valid.
        unsafe { self.launch_in(None, grid, block, shared, args) }
    }

    /// [`HipFunction::launch`] on `stream` (the null stream for `None`).
    ///
    /// # Safety
    /// As for [`HipFunction::launch`]; `stream` is a stream of this function's device.
    pub unsafe fn launch_in(
        &self,
        stream: Option<&HipStream>,
        grid: [u32; 3],
        block: [u32; 3],
        shared: u32,
        args: &[&[u8]],
    ) -> Result<()> {
        // SAFETY: this function's contract.
        unsafe { self.dispatch(stream, grid, block, shared, args, false) }
    }

    /// [`HipFunction::launch_in`] through `hipModuleLaunchCooperativeKernel`: every
    /// workgroup resident at once, or HIP refuses the launch. [`Error::Unsupported`] where
    /// the library lacks the entry point.
    ///
    /// # Safety
    /// As for [`HipFunction::launch_in`].
    pub unsafe fn launch_cooperative_in(
        &self,
        stream: Option<&HipStream>,
        grid: [u32; 3],
        block: [u32; 3],
        shared: u32,
        args: &[&[u8]],
    ) -> Result<()> {
        // SAFETY: this function's contract.
        unsafe { self.dispatch(stream, grid, block, shared, args, true) }
    }

    /// The argument checks and the launch call of both kinds of launch.
    ///
    /// # Safety
    /// As for [`HipFunction::launch_in`].
    unsafe fn dispatch(
        &self,
        stream: Option<&HipStream>,
        grid: [u32; 3],
        block: [u32; 3],
        shared: u32,
        args: &[&[u8]],
        cooperative: bool,
    ) -> Result<()> {
        let raw_stream = stream.map_or(std::ptr::null_mut(), |s| s.raw);
        let invalid = |reason: String| Error::InvalidLaunch {
            kernel: self.name.clone(),
            reason,
        };
        if args.len() != self.arg_sizes.len() {
            return Err(invalid(format!(
                "the code object declares {} explicit arguments, {} were given",
                self.arg_sizes.len(),
                args.len()
            )));
        }
        for (i, (a, &size)) in args.iter().zip(&self.arg_sizes).enumerate() {
            if a.len() != size {
                return Err(invalid(format!(
                    "argument {i} is {} bytes; the code object declares {size}",
                    a.len()
                )));
            }
        }
        let hip = &self.module.hip;
        let cooperative_entry = match (cooperative, hip.api.hipModuleLaunchCooperativeKernel) {
            (false, _) => None,
            (true, Some(f)) => Some(f),
            (true, None) => {
                return Err(Error::Unsupported {
                    backend: Backend::Hip,
                    what: format!(
                        "a cooperative launch of `{}`: {} has no \
                         hipModuleLaunchCooperativeKernel",
                        self.name, hip.path
                    ),
                });
            }
        };
        let mut params: Vec<*mut c_void> = args.iter().map(|a| a.as_ptr() as *mut c_void).collect();
        hip.set_device(self.module.ordinal)?;
        let [gx, gy, gz] = grid;
        let [bx, by, bz] = block;
        let Some(launch) = cooperative_entry else {
            // SAFETY: `params` holds one pointer per explicit argument, each to as many
            // readable bytes as the metadata HIP uses declares (checked above); HIP copies
            // them before returning. Null stream and null `extra` are allowed.
            let code = unsafe {
                (hip.api.hipModuleLaunchKernel)(
                    self.raw,
                    gx,
                    gy,
                    gz,
                    bx,
                    by,
                    bz,
                    shared,
                    raw_stream,
                    params.as_mut_ptr(),
                    std::ptr::null_mut(),
                )
            };
            return hip.check("hipModuleLaunchKernel", code);
        };
        // SAFETY: as above; the cooperative entry point takes the same arguments less
        // `extra`.
        let code = unsafe {
            launch(
                self.raw,
                gx,
                gy,
                gz,
                bx,
                by,
                bz,
                shared,
                raw_stream,
                params.as_mut_ptr(),
            )
        };
        hip.check("hipModuleLaunchCooperativeKernel", code)
    }
}

/// `hipMemcpyHtoDAsync` of `bytes` bytes from host `src` to device `dst` on `stream` (the
/// null stream for `None`).
///
/// # Safety
/// Both ranges stay valid (and the host one unwritten) until the stream has finished;
/// `stream` is a stream of `hip`.
pub unsafe fn copy_to_device_on(
    hip: &Hip,
    stream: Option<&HipStream>,
    dst: u64,
    src: *const u8,
    bytes: usize,
) -> Result<()> {
    let raw = stream.map_or(std::ptr::null_mut(), |s| s.raw);
    // SAFETY: this function's contract; a live stream handle or the null stream.
    let code =
        unsafe { (hip.api.hipMemcpyHtoDAsync)(dst as *mut c_void, src as *mut c_void, bytes, raw) };
    hip.check("hipMemcpyHtoDAsync", code)
}

/// A HIP stream, destroyed on drop.
pub struct HipStream {
    hip: Arc<Hip>,
    raw: RawStream,
}

// SAFETY: HIP streams may be used from any thread; destroyed once, in Drop.
unsafe impl Send for HipStream {}
// SAFETY: as for `Send`.
unsafe impl Sync for HipStream {}

impl HipStream {
    /// `hipStreamCreate` on device `ordinal`.
    pub fn new(hip: &Arc<Hip>, ordinal: u32) -> Result<HipStream> {
        hip.set_device(ordinal)?;
        let mut raw: RawStream = std::ptr::null_mut();
        // SAFETY: valid out-pointer.
        let code = unsafe { (hip.api.hipStreamCreate)(&mut raw) };
        hip.check("hipStreamCreate", code)?;
        Ok(HipStream {
            hip: hip.clone(),
            raw,
        })
    }

    /// `hipStreamSynchronize`.
    pub fn synchronize(&self) -> Result<()> {
        // SAFETY: live stream handle.
        let code = unsafe { (self.hip.api.hipStreamSynchronize)(self.raw) };
        self.hip.check("hipStreamSynchronize", code)
    }

    /// `hipStreamQuery`: `Ok(false)` while work is queued (`hipErrorNotReady`).
    pub fn query(&self) -> Result<bool> {
        // SAFETY: live stream handle.
        let code = unsafe { (self.hip.api.hipStreamQuery)(self.raw) };
        if code == status::NOT_READY {
            return Ok(false);
        }
        self.hip.check("hipStreamQuery", code).map(|()| true)
    }

    /// `hipStreamAddCallback`: HIP calls `call` on a thread of its own once the stream's
    /// earlier work has finished, with that work's status, even where it failed.
    /// [`Error::Unsupported`] where the library lacks the entry point; `call` is then
    /// handed back, not run.
    pub fn add_callback(
        &self,
        call: HostCall,
    ) -> std::result::Result<(), (Error, Option<HostCall>)> {
        let Some(add) = self.hip.api.hipStreamAddCallback else {
            let e = Error::Unsupported {
                backend: Backend::Hip,
                what: format!(
                    "host functions: {} has no hipStreamAddCallback",
                    self.hip.path
                ),
            };
            return Err((e, Some(call)));
        };
        let data = Box::into_raw(Box::new((call, self.hip.clone())));
        // SAFETY: live stream handle; `call_host` takes back the box behind `data` when HIP
        // calls it, exactly once; flags 0 is the only defined value.
        let code = unsafe { add(self.raw, call_host, data.cast(), 0) };
        if code != status::SUCCESS {
            // SAFETY: not queued, so never called: the box is still ours.
            drop(unsafe { Box::from_raw(data) });
        }
        self.hip
            .check("hipStreamAddCallback", code)
            .map_err(|e| (e, None))
    }

    /// `hipStreamWaitEvent`: work queued later waits for `event`.
    pub fn wait_event(&self, event: &HipEvent) -> Result<()> {
        // SAFETY: live stream and event handles; flags 0 is the only defined value.
        let code = unsafe { (self.hip.api.hipStreamWaitEvent)(self.raw, event.raw, 0) };
        self.hip.check("hipStreamWaitEvent", code)
    }

    /// `hipMemcpyHtoDAsync` of `bytes` bytes from host `src` to device `dst`.
    ///
    /// # Safety
    /// Both ranges stay valid (and the host one unwritten) until the stream has finished.
    pub unsafe fn copy_to_device(&self, dst: u64, src: *const u8, bytes: usize) -> Result<()> {
        // SAFETY: this function's contract.
        unsafe { copy_to_device_on(&self.hip, Some(self), dst, src, bytes) }
    }

    /// `hipMemcpyDtoHAsync` of `bytes` bytes from device `src` to host `dst`.
    ///
    /// # Safety
    /// Both ranges stay valid (and the host one untouched) until the stream has finished.
    pub unsafe fn copy_from_device(&self, src: u64, dst: *mut u8, bytes: usize) -> Result<()> {
        // SAFETY: this function's contract; live stream handle.
        let code = unsafe {
            (self.hip.api.hipMemcpyDtoHAsync)(
                dst.cast::<c_void>(),
                src as *mut c_void,
                bytes,
                self.raw,
            )
        };
        self.hip.check("hipMemcpyDtoHAsync", code)
    }

    /// `hipMemcpyDtoDAsync` of `bytes` bytes between device addresses.
    ///
    /// # Safety
    /// Both ranges stay valid until the stream has finished and do not overlap.
    pub unsafe fn copy_on_device(&self, src: u64, dst: u64, bytes: usize) -> Result<()> {
        // SAFETY: this function's contract; live stream handle.
        let code = unsafe {
            (self.hip.api.hipMemcpyDtoDAsync)(
                dst as *mut c_void,
                src as *mut c_void,
                bytes,
                self.raw,
            )
        };
        self.hip.check("hipMemcpyDtoDAsync", code)
    }

    /// `hipMemsetD8Async` of `bytes` bytes at `dst`.
    ///
    /// # Safety
    /// The range stays valid until the stream has finished.
    pub unsafe fn memset(&self, dst: u64, value: u8, bytes: usize) -> Result<()> {
        // SAFETY: this function's contract; live stream handle.
        let code =
            unsafe { (self.hip.api.hipMemsetD8Async)(dst as *mut c_void, value, bytes, self.raw) };
        self.hip.check("hipMemsetD8Async", code)
    }
}

impl Drop for HipStream {
    fn drop(&mut self) {
        // SAFETY: created by hipStreamCreate, destroyed only here.
        let _ = unsafe { (self.hip.api.hipStreamDestroy)(self.raw) };
    }
}

/// A HIP event for timing, destroyed on drop.
pub struct HipEvent {
    hip: Arc<Hip>,
    raw: RawEvent,
}

// SAFETY: HIP events may be used from any thread; destroyed once, in Drop.
unsafe impl Send for HipEvent {}
// SAFETY: as for `Send`.
unsafe impl Sync for HipEvent {}

impl HipEvent {
    /// `hipEventCreate` on device `ordinal`.
    pub fn new(hip: &Arc<Hip>, ordinal: u32) -> Result<HipEvent> {
        hip.set_device(ordinal)?;
        let mut raw: RawEvent = std::ptr::null_mut();
        // SAFETY: valid out-pointer.
        let code = unsafe { (hip.api.hipEventCreate)(&mut raw) };
        hip.check("hipEventCreate", code)?;
        Ok(HipEvent {
            hip: hip.clone(),
            raw,
        })
    }

    /// `hipEventRecord` on `stream`, or the null stream.
    pub fn record(&self, stream: Option<&HipStream>) -> Result<()> {
        let s = stream.map_or(std::ptr::null_mut(), |s| s.raw);
        // SAFETY: live event and stream handles (or the null stream).
        let code = unsafe { (self.hip.api.hipEventRecord)(self.raw, s) };
        self.hip.check("hipEventRecord", code)
    }

    /// `hipStreamWaitEvent`: work queued later on `stream` (the null stream for `None`)
    /// waits for this event.
    pub fn wait_in(&self, stream: Option<&HipStream>) -> Result<()> {
        let s = stream.map_or(std::ptr::null_mut(), |s| s.raw);
        // SAFETY: live event and stream handles (or the null stream); flags 0 is the only
        // defined value.
        let code = unsafe { (self.hip.api.hipStreamWaitEvent)(s, self.raw, 0) };
        self.hip.check("hipStreamWaitEvent", code)
    }

    /// `hipEventQuery`: `Ok(false)` while the recorded work runs (`hipErrorNotReady`).
    pub fn query(&self) -> Result<bool> {
        // SAFETY: live event handle.
        let code = unsafe { (self.hip.api.hipEventQuery)(self.raw) };
        if code == status::NOT_READY {
            return Ok(false);
        }
        self.hip.check("hipEventQuery", code).map(|()| true)
    }

    /// `hipEventSynchronize`.
    pub fn synchronize(&self) -> Result<()> {
        // SAFETY: live event handle.
        let code = unsafe { (self.hip.api.hipEventSynchronize)(self.raw) };
        self.hip.check("hipEventSynchronize", code)
    }

    /// `hipEventElapsedTime` from `self` to `end`, in milliseconds.
    pub fn elapsed_ms(&self, end: &HipEvent) -> Result<f32> {
        let mut ms = 0f32;
        // SAFETY: valid out-pointer and live event handles.
        let code = unsafe { (self.hip.api.hipEventElapsedTime)(&mut ms, self.raw, end.raw) };
        self.hip.check("hipEventElapsedTime", code)?;
        Ok(ms)
    }
}

impl Drop for HipEvent {
    fn drop(&mut self) {
        // SAFETY: created by hipEventCreate, destroyed only here.
        let _ = unsafe { (self.hip.api.hipEventDestroy)(self.raw) };
    }
}

/// What `hipStreamAddCallback` calls: the boxed [`HostCall`] behind `data`, given the
/// stream's status.
unsafe extern "C" fn call_host(_stream: RawStream, code: Status, data: *mut c_void) {
    // SAFETY: `data` is the box `add_callback` leaked for this one callback, which HIP calls
    // exactly once.
    let queued = unsafe { Box::from_raw(data.cast::<(HostCall, Arc<Hip>)>()) };
    let (call, hip) = *queued;
    let earlier = hip.check("the work before a host function", code).err();
    // A panic must not unwind into HIP.
    let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || call(earlier.as_ref())));
}
