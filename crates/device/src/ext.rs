//! The checked layer: [`DeviceExt`], and the checks it makes before a backend sees a call.

use crate::{
    Buffer, Device, DeviceCopy, DeviceId, DeviceInfo, DeviceMemory, Dim3, Error, Event, Global,
    Kernel, KernelArg, LaunchConfig, Module, PinnedBuffer, Result, Running, Scope, Stream,
    as_bytes, as_bytes_mut,
};

/// `Ok` when a value that belongs to `got` is used on the device `expected`; else
/// [`Error::WrongDevice`] naming `what` and both devices.
pub fn check_owned(expected: &DeviceId, got: &DeviceId, what: &str) -> Result<()> {
    if expected == got {
        Ok(())
    } else {
        Err(Error::WrongDevice {
            what: what.to_string(),
            expected: expected.clone(),
            got: got.clone(),
        })
    }
}

/// Checks that `kernel` and every buffer argument belong to the device `device`. Runs on
/// every launch: the messages are only formatted for a mismatch.
pub fn check_arguments_owned(
    device: &DeviceId,
    kernel: &Kernel,
    args: &[KernelArg<'_>],
) -> Result<()> {
    if kernel.device() != device {
        return check_owned(
            device,
            kernel.device(),
            &format!("kernel `{}`", kernel.name()),
        );
    }
    for (index, arg) in args.iter().enumerate() {
        if let Some(owner) = arg.device()
            && owner != device
        {
            return check_owned(
                device,
                owner,
                &format!("argument {index} of kernel `{}`", kernel.name()),
            );
        }
    }
    Ok(())
}

/// The threads of `block` where a block of them with `shared_bytes` bytes of dynamic shared
/// memory fits on `info`'s device at all (at least one thread, at most the device's
/// threads and shared memory a block); `None` otherwise, where every occupancy calculator
/// answers 0.
pub fn block_threads(info: &DeviceInfo, block: Dim3, shared_bytes: u32) -> Option<u32> {
    let threads = u32::try_from(block.count()).ok()?;
    (threads != 0
        && threads <= info.max_threads_per_block
        && shared_bytes <= info.max_shared_per_block)
        .then_some(threads)
}

/// The default occupancy calculator of [`Device::resident_blocks`]: blocks of `block`
/// threads with `shared_bytes` bytes of dynamic shared memory that fit on one
/// multiprocessor of `info` by threads (2,048 a multiprocessor, or a block's maximum where
/// larger) and shared memory, at most 32; 0 for a block the kernel or device refuses.
pub fn resident_blocks(info: &DeviceInfo, kernel: &Kernel, block: Dim3, shared_bytes: u32) -> u32 {
    let Some(threads) = block_threads(info, block, shared_bytes) else {
        return 0;
    };
    if kernel
        .signature()
        .max_threads
        .is_some_and(|most| threads > most)
    {
        return 0;
    }
    let threads = u64::from(threads);
    let per_sm_threads = 2048u64.max(u64::from(info.max_threads_per_block));
    let by_threads = per_sm_threads / threads;
    let by_shared = u64::from(info.max_shared_per_block)
        .checked_div(u64::from(shared_bytes))
        .unwrap_or(u64::MAX);
    by_threads.min(by_shared).min(32) as u32
}

/// Checks a cooperative launch of `cfg.grid` against the blocks `dev` keeps resident
/// ([`Device::cooperative_blocks`]): [`Error::CooperativeTooLarge`] beyond them.
pub fn check_cooperative<D: Device + ?Sized>(
    dev: &D,
    kernel: &Kernel,
    cfg: &LaunchConfig,
) -> Result<()> {
    let max = dev.cooperative_blocks(kernel, cfg.block, cfg.shared_bytes)?;
    let blocks = cfg.grid.count();
    if blocks > u64::from(max) {
        return Err(Error::CooperativeTooLarge {
            kernel: kernel.name().to_string(),
            blocks,
            max,
        });
    }
    Ok(())
}

/// Checks a launch against the kernel's signature and the device's limits: argument count
/// and types, grid, block and shared-memory sizes.
pub fn check_launch(
    info: &DeviceInfo,
    kernel: &Kernel,
    cfg: &LaunchConfig,
    args: &[KernelArg<'_>],
) -> Result<()> {
    let sig = kernel.signature();
    if sig.params.len() != args.len() {
        return Err(Error::ArgumentCount {
            kernel: sig.name.clone(),
            expected: sig.params.len(),
            got: args.len(),
        });
    }
    for (index, (param, arg)) in sig.params.iter().zip(args).enumerate() {
        if !param.ty.accepts(arg.ty()) {
            return Err(Error::ArgumentType {
                kernel: sig.name.clone(),
                index,
                param: param.name.clone(),
                expected: param.ty,
                got: arg.ty(),
            });
        }
    }
    let invalid = |reason: String| Error::InvalidLaunch {
        kernel: sig.name.clone(),
        reason,
    };
    let (b, g) = (cfg.block, cfg.grid);
    if b.count() == 0 || g.count() == 0 {
        return Err(invalid(format!("empty grid {g} or block {b}")));
    }
    if let Some(max) = sig.max_threads
        && b.count() > u64::from(max)
    {
        return Err(invalid(format!(
            "block {b} has {} threads; the kernel was compiled with a launch bound of {max}",
            b.count()
        )));
    }
    if b.count() > u64::from(info.max_threads_per_block) {
        return Err(invalid(format!(
            "block {b} has {} threads; {} allows at most {}",
            b.count(),
            info.name,
            info.max_threads_per_block
        )));
    }
    let over = |d: Dim3, m: Dim3| d.x > m.x || d.y > m.y || d.z > m.z;
    if over(b, info.max_block) {
        return Err(invalid(format!(
            "block {b} exceeds the per-dimension limit {}",
            info.max_block
        )));
    }
    if over(g, info.max_grid) {
        return Err(invalid(format!(
            "grid {g} exceeds the per-dimension limit {}",
            info.max_grid
        )));
    }
    if cfg.shared_bytes > info.max_shared_per_block {
        return Err(invalid(format!(
            "{} bytes of dynamic shared memory requested; at most {} per block",
            cfg.shared_bytes, info.max_shared_per_block
        )));
    }
    Ok(())
}

/// Every check of the checked launch ([`DeviceExt::launch`]) of `kernel` on `dev`: the
/// kernel and every buffer argument belong to `dev`, no argument is a raw address, the
/// arguments match the signature and `cfg` fits the device. For backends' own launch
/// entry points (a launch on a stream, say).
pub fn check_device_launch<D: Device + ?Sized>(
    dev: &D,
    kernel: &Kernel,
    cfg: &LaunchConfig,
    args: &[KernelArg<'_>],
) -> Result<()> {
    check_arguments_owned(dev.id(), kernel, args)?;
    refuse_raw_addresses(kernel, args)?;
    check_launch(dev.info(), kernel, cfg, args)
}

/// Refuses raw addresses ([`KernelArg::address`]) with [`Error::RawAddress`].
pub(crate) fn refuse_raw_addresses(kernel: &Kernel, args: &[KernelArg<'_>]) -> Result<()> {
    match args.iter().position(KernelArg::is_raw_address) {
        None => Ok(()),
        Some(index) => Err(Error::RawAddress {
            kernel: kernel.name().to_string(),
            index,
            param: kernel
                .signature()
                .params
                .get(index)
                .map(|p| p.name.clone())
                .unwrap_or_default(),
        }),
    }
}

/// The bytes `len` elements of `T` take, or [`Error::CopyRange`] on overflow.
fn byte_len<T: DeviceCopy>(len: usize) -> Result<usize> {
    len.checked_mul(std::mem::size_of::<T>())
        .ok_or_else(|| Error::CopyRange {
            detail: format!("{len} elements of {} overflow usize", T::TYPE),
        })
}

/// A vector of `len` zeroed elements, or [`Error::HostOutOfMemory`].
fn zeroed_vec<T: DeviceCopy>(len: usize, what: impl FnOnce() -> String) -> Result<Vec<T>> {
    let mut out: Vec<T> = Vec::new();
    out.try_reserve_exact(len)
        .map_err(|_| Error::HostOutOfMemory {
            bytes: len.saturating_mul(std::mem::size_of::<T>()),
            what: what(),
        })?;
    // SAFETY: DeviceCopy types have no invalid bit patterns, so all-zero bytes are a value.
    let zero: T = unsafe { std::mem::zeroed() };
    // Within the capacity just reserved: no further allocation.
    out.resize(len, zero);
    Ok(out)
}

/// Typed, checked helpers available on every [`Device`]: the way users reach a device.
///
/// Each one checks what the backend's raw method relies on (that memory and modules belong
/// to this device, ranges, argument types, launch limits) and only then calls it.
pub trait DeviceExt: Device {
    /// Allocates a buffer of `len` elements (zeroed on every backend gpujit has, but do
    /// not rely on it: write before reading).
    fn alloc<T: DeviceCopy>(&self, len: usize) -> Result<Buffer<T>> {
        let mem = self.alloc_raw(byte_len::<T>(len)?)?;
        check_owned(self.id(), mem.device(), "a new allocation")?;
        Buffer::from_memory(mem, len)
    }

    /// Allocates a buffer and fills it with `data`.
    fn upload<T: DeviceCopy>(&self, data: &[T]) -> Result<Buffer<T>> {
        let mut buf = self.alloc::<T>(data.len())?;
        self.write(&mut buf, data)?;
        Ok(buf)
    }

    /// Overwrites the whole buffer with `data`, which must have its length.
    fn write<T: DeviceCopy>(&self, buf: &mut Buffer<T>, data: &[T]) -> Result<()> {
        if data.len() != buf.len() {
            return Err(Error::CopyRange {
                detail: format!(
                    "writing {} elements into a buffer of {}",
                    data.len(),
                    buf.len()
                ),
            });
        }
        write_checked(self, buf.memory(), 0, as_bytes(data))
    }

    /// Copies the whole buffer back to the host; [`Error::HostOutOfMemory`]
    /// when the host cannot hold the copy.
    fn download<T: DeviceCopy>(&self, buf: &Buffer<T>) -> Result<Vec<T>> {
        let mut out = zeroed_vec::<T>(buf.len(), || {
            format!("downloading {} elements of {}", buf.len(), T::TYPE)
        })?;
        self.read_into(buf, &mut out)?;
        Ok(out)
    }

    /// Copies the whole buffer into `out`, which must have its length.
    fn read_into<T: DeviceCopy>(&self, buf: &Buffer<T>, out: &mut [T]) -> Result<()> {
        if out.len() != buf.len() {
            return Err(Error::CopyRange {
                detail: format!(
                    "reading a buffer of {} elements into {}",
                    buf.len(),
                    out.len()
                ),
            });
        }
        read_checked(self, buf.memory(), 0, as_bytes_mut(out))
    }

    /// The module variable `name` (a CUDA `__constant__` or `__device__` variable) of
    /// `module`, which this device loaded: its size and memory.
    fn global(&self, module: &Module, name: &str) -> Result<Global> {
        check_owned(self.id(), module.device(), "the module")?;
        let mem = self.module_global(module, name)?;
        check_owned(self.id(), mem.device(), "the module variable")?;
        Ok(Global::new(name, mem))
    }

    /// Writes `data` to the start of the module variable `name`, as
    /// `cudaMemcpyToSymbol` does: after every kernel launched before has finished,
    /// before any launched after. `data` may be shorter than the variable, not longer.
    fn write_global<T: DeviceCopy>(&self, module: &Module, name: &str, data: &[T]) -> Result<()> {
        let g = self.global(module, name)?;
        let bytes = as_bytes(data);
        if bytes.len() > g.size() {
            return Err(Error::CopyRange {
                detail: format!(
                    "writing {} bytes into the {}-byte module variable `{name}`",
                    bytes.len(),
                    g.size()
                ),
            });
        }
        self.synchronize()?;
        write_checked(self, g.memory(), 0, bytes)
    }

    /// Reads the whole module variable `name` as elements of `T`, as
    /// `cudaMemcpyFromSymbol` does, after every kernel launched before has finished.
    /// Its size must be a multiple of `T`'s.
    fn read_global<T: DeviceCopy>(&self, module: &Module, name: &str) -> Result<Vec<T>> {
        let g = self.global(module, name)?;
        let size = std::mem::size_of::<T>().max(1);
        if g.size() % size != 0 {
            return Err(Error::CopyRange {
                detail: format!(
                    "the {}-byte module variable `{name}` is no whole number of {}",
                    g.size(),
                    T::TYPE
                ),
            });
        }
        let mut out = zeroed_vec::<T>(g.size() / size, || {
            format!("reading the module variable `{name}`")
        })?;
        self.synchronize()?;
        read_checked(self, g.memory(), 0, as_bytes_mut(&mut out))?;
        Ok(out)
    }

    /// Copies all of `src` into `dst` on the device; both must have the same length.
    fn copy<T: DeviceCopy>(&self, src: &Buffer<T>, dst: &mut Buffer<T>) -> Result<()> {
        if src.len() != dst.len() {
            return Err(Error::CopyRange {
                detail: format!(
                    "copying a buffer of {} elements into one of {}",
                    src.len(),
                    dst.len()
                ),
            });
        }
        let (s, d) = (src.memory(), dst.memory());
        check_owned(self.id(), s.device(), "the source of the copy")?;
        check_owned(self.id(), d.device(), "the destination of the copy")?;
        let bytes = s.len();
        s.range(0, bytes)?;
        d.range(0, bytes)?;
        if bytes == 0 {
            return Ok(());
        }
        // SAFETY: both belong to this device and the ranges lie inside them (checked
        // above); `src` is borrowed shared and `dst` exclusively for the call, so they are
        // distinct allocations, nothing writes the source and nothing else touches the
        // destination meanwhile.
        unsafe { self.copy_raw(s, 0, d, 0, bytes) }
    }

    /// Writes `src` into the memory of `buf` from byte `offset`.
    fn write_bytes<T: DeviceCopy>(
        &self,
        buf: &mut Buffer<T>,
        offset: usize,
        src: &[u8],
    ) -> Result<()> {
        write_checked(self, buf.memory(), offset, src)
    }

    /// Reads the memory of `buf` from byte `offset` into `dst`.
    fn read_bytes<T: DeviceCopy>(
        &self,
        buf: &Buffer<T>,
        offset: usize,
        dst: &mut [u8],
    ) -> Result<()> {
        read_checked(self, buf.memory(), offset, dst)
    }

    /// Writes `src` into `mem` (from [`Device::alloc_raw`]) from byte `offset`.
    fn write_memory(&self, mem: &mut DeviceMemory, offset: usize, src: &[u8]) -> Result<()> {
        write_checked(self, mem, offset, src)
    }

    /// Reads `mem` from byte `offset` into `dst`.
    fn read_memory(&self, mem: &DeviceMemory, offset: usize, dst: &mut [u8]) -> Result<()> {
        read_checked(self, mem, offset, dst)
    }

    /// Checks and launches `kernel` with untyped arguments: the way to launch kernels
    /// imported from IR (a kernel built with typed parameters is launched through its
    /// [`TypedKernel`](crate::TypedKernel), whose argument tuple rustc checks).
    ///
    /// Checked, in order: the kernel and every buffer argument belong to this device
    /// ([`Error::WrongDevice`]); no argument is a raw address ([`Error::RawAddress`]: see
    /// [`DeviceExt::launch_unchecked`]); argument count and types against the signature;
    /// grid, block and shared memory against the device's limits.
    ///
    /// What it cannot check is what the kernel does with its arguments: its indices and
    /// which buffers it writes. A buffer a kernel writes should be passed as
    /// `(&mut buffer).into()`. On a GPU or the emulator a stray access stays inside the
    /// device (at worst a [`Error::KernelFault`]); the host target runs kernels in this
    /// process, where accesses are bounds-checked only in checked mode (gpujit's
    /// `CompileOptions::checked`).
    fn launch(&self, kernel: &Kernel, cfg: &LaunchConfig, args: &[KernelArg<'_>]) -> Result<()> {
        check_device_launch(self, kernel, cfg, args)?;
        // SAFETY: the kernel and every pointer argument belong to this device (checked
        // above, and no argument is a raw address); each pointer argument borrows its
        // buffer for the call, and GPU drivers make its free wait for the kernel; the
        // arguments passed `check_launch`.
        unsafe { self.launch_raw(kernel, cfg, args) }
    }

    /// [`DeviceExt::launch`] with every block of the grid resident at once (CUDA's
    /// cooperative launch, see [`Device::launch_cooperative_raw`]): the blocks of the kernel
    /// may wait for each other, as `cooperative_groups::this_grid().sync()` does. The same
    /// checks are made, and a grid of more than [`Device::cooperative_blocks`] blocks is
    /// [`Error::CooperativeTooLarge`].
    fn launch_cooperative(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        check_device_launch(self, kernel, cfg, args)?;
        // SAFETY: as in `launch`.
        unsafe { self.launch_cooperative_raw(kernel, cfg, args) }
    }

    /// [`DeviceExt::launch`] that also takes raw addresses ([`KernelArg::address`]). The
    /// same checks are made, except that raw addresses are passed on unexamined.
    ///
    /// # Safety
    /// Every raw address points into memory of this device that the kernel may access as
    /// it does (for as long as it runs, and with nothing else writing what it reads or
    /// touching what it writes meanwhile). On the host target a wrong address is an access
    /// to arbitrary memory of this process.
    unsafe fn launch_unchecked(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        check_arguments_owned(self.id(), kernel, args)?;
        check_launch(self.info(), kernel, cfg, args)?;
        // SAFETY: buffer arguments and the kernel as in `launch`; raw addresses are this
        // function's contract.
        unsafe { self.launch_raw(kernel, cfg, args) }
    }

    /// Starts `kernel` beside the caller (see [`Capabilities::detached_launch`](crate::Capabilities::detached_launch))
    /// after the checks of [`DeviceExt::launch`] (raw addresses allowed), and returns at
    /// once with a handle to wait on.
    ///
    /// # Safety
    /// Every memory the kernel uses (buffers included: their borrows end with this call)
    /// stays allocated, and what the kernel writes untouched by anyone else, until the
    /// handle's [`Running::wait`] returned or [`Running::is_finished`] answered `true`.
    /// Raw addresses as for [`DeviceExt::launch_unchecked`].
    unsafe fn launch_detached(
        &self,
        kernel: &Kernel,
        cfg: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<Box<dyn Running>> {
        check_arguments_owned(self.id(), kernel, args)?;
        check_launch(self.info(), kernel, cfg, args)?;
        // SAFETY: ownership and signature checked above; lifetimes are this function's
        // contract.
        unsafe { self.launch_detached_raw(kernel, cfg, args) }
    }

    /// A new [`Stream`] of this device ([`Device::create_stream`]).
    fn stream(&self) -> Result<Stream> {
        Ok(Stream::new(self.id().clone(), self.create_stream()?))
    }

    /// A new [`Event`] of this device ([`Device::create_event`]).
    fn event(&self) -> Result<Event> {
        Ok(Event::new(self.id().clone(), self.create_event()?))
    }

    /// `len` zeroed values of `T` in pinned host memory ([`Device::alloc_pinned`]).
    fn pinned<T: DeviceCopy>(&self, len: usize) -> Result<PinnedBuffer<T>> {
        let mem = self.alloc_pinned(byte_len::<T>(len)?)?;
        check_owned(self.id(), mem.device(), "a new pinned allocation")?;
        PinnedBuffer::from_memory(mem, len)
    }

    /// Pinned host memory holding a copy of `data`.
    fn pinned_from<T: DeviceCopy>(&self, data: &[T]) -> Result<PinnedBuffer<T>> {
        let mut buf = self.pinned::<T>(data.len())?;
        buf.as_mut_slice().copy_from_slice(data);
        Ok(buf)
    }

    /// Runs `f` with a [`Scope`] that queues copies, memsets and launches on streams of this
    /// device, borrowing their memory for `'env`; when `f` returns (or panics), waits for
    /// every stream it used. Returns `f`'s error first, else the first error of the streams
    /// (a kernel fault). See [`Scope`] for what the borrows guarantee.
    ///
    /// ```
    /// use gpujit_device::{Device, DeviceExt, Result};
    /// fn roundtrip(dev: &dyn Device) -> Result<Vec<u32>> {
    ///     let stream = dev.stream()?;
    ///     let host = dev.pinned_from(&[1u32, 2, 3])?;
    ///     let mut buf = dev.alloc::<u32>(4)?;
    ///     let mut back = vec![0u32; 4];
    ///     dev.scope(|s| {
    ///         let b = s.writable(&mut buf)?;
    ///         s.memset(&stream, b, 0)?;                // all four zero
    ///         s.upload(&stream, &host, b, 1)?;         // 0, 1, 2, 3
    ///         s.download(&stream, b, 0, &mut back)     // queued, in order
    ///     })?;                                         // waits for the stream
    ///     Ok(back)
    /// }
    /// ```
    fn scope<'env, R>(&self, f: impl FnOnce(&Scope<'env>) -> Result<R>) -> Result<R> {
        crate::scope::run(self.id(), self.info(), f)
    }
}

impl<D: Device + ?Sized> DeviceExt for D {}

fn write_checked<D: Device + ?Sized>(
    dev: &D,
    mem: &DeviceMemory,
    offset: usize,
    src: &[u8],
) -> Result<()> {
    check_owned(dev.id(), mem.device(), "the memory written")?;
    mem.range(offset, src.len())?;
    if src.is_empty() {
        return Ok(());
    }
    // SAFETY: `mem` belongs to this device and the range lies inside it (checked above);
    // every caller holds the memory exclusively (`&mut Buffer`, `&mut DeviceMemory`).
    unsafe { dev.write_raw(mem, offset, src) }
}

fn read_checked<D: Device + ?Sized>(
    dev: &D,
    mem: &DeviceMemory,
    offset: usize,
    dst: &mut [u8],
) -> Result<()> {
    check_owned(dev.id(), mem.device(), "the memory read")?;
    mem.range(offset, dst.len())?;
    if dst.is_empty() {
        return Ok(());
    }
    // SAFETY: `mem` belongs to this device and the range lies inside it (checked above);
    // callers hold it at least shared, and every writer needs it exclusively.
    unsafe { dev.read_raw(mem, offset, dst) }
}
