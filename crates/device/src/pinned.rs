//! Page-locked host memory for asynchronous copies: [`PinnedMemory`] and [`PinnedBuffer`].

use std::alloc::Layout;
use std::fmt;
use std::marker::PhantomData;
use std::ptr::NonNull;
use std::sync::Arc;

use crate::{DeviceCopy, DeviceId, Error, MemoryOwner, Result};

/// Alignment of the plain host memory [`alloc_plain_pinned`] gives.
const PLAIN_ALIGN: usize = 64;

/// Host memory allocated by a device for fast asynchronous copies
/// ([`Device::alloc_pinned`](crate::Device::alloc_pinned)): page-locked on GPUs
/// (`cuMemHostAlloc`, `hipHostMalloc`), plain memory on the host target and the emulator.
/// Zeroed when allocated, freed on drop.
pub struct PinnedMemory {
    host: NonNull<u8>,
    bytes: usize,
    device: DeviceId,
    owner: Arc<dyn MemoryOwner>,
}

// SAFETY: the memory is owned by this value alone; access goes through `&self`/`&mut self`
// (PinnedBuffer's slices), so the usual borrow rules make it race-free. The owner is
// Send + Sync.
unsafe impl Send for PinnedMemory {}
// SAFETY: shared references only give shared slices.
unsafe impl Sync for PinnedMemory {}

impl fmt::Debug for PinnedMemory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "PinnedMemory({} bytes at {:p}, {})",
            self.bytes, self.host, self.device
        )
    }
}

impl PinnedMemory {
    /// Wraps a host allocation; `owner.free(host address, bytes)` runs on drop.
    ///
    /// # Safety
    /// `host` points to `bytes` zeroed, writable bytes aligned to 64 (any non-null, 64-aligned
    /// pointer when `bytes` is 0), owned by this value alone and valid until `owner.free`
    /// runs; the device `device` identifies may copy to and from them asynchronously.
    pub unsafe fn new(
        device: DeviceId,
        host: NonNull<u8>,
        bytes: usize,
        owner: Arc<dyn MemoryOwner>,
    ) -> PinnedMemory {
        PinnedMemory {
            host,
            bytes,
            device,
            owner,
        }
    }

    /// A non-null, 64-aligned pointer to nothing: the host address of an empty allocation.
    pub fn dangling() -> NonNull<u8> {
        #[repr(C, align(64))]
        struct Aligned([u8; 64]);
        NonNull::<Aligned>::dangling().cast::<u8>()
    }

    /// The device that allocated it.
    pub fn device(&self) -> &DeviceId {
        &self.device
    }

    /// Size in bytes.
    pub fn len(&self) -> usize {
        self.bytes
    }

    /// Whether it holds no bytes.
    pub fn is_empty(&self) -> bool {
        self.bytes == 0
    }

    /// The host address of the first byte.
    pub fn as_ptr(&self) -> *const u8 {
        self.host.as_ptr()
    }

    /// The host address of the first byte, for writing.
    pub fn as_mut_ptr(&mut self) -> *mut u8 {
        self.host.as_ptr()
    }
}

impl Drop for PinnedMemory {
    fn drop(&mut self) {
        self.owner.free(self.host.as_ptr() as u64, self.bytes);
    }
}

/// Frees what [`alloc_plain_pinned`] allocated.
struct PlainOwner;

impl MemoryOwner for PlainOwner {
    fn free(&self, addr: u64, bytes: usize) {
        if bytes == 0 {
            return;
        }
        if let Ok(layout) = Layout::from_size_align(bytes, PLAIN_ALIGN) {
            // SAFETY: `addr` came from `alloc_zeroed` with this layout in
            // `alloc_plain_pinned`, and each allocation is freed once.
            unsafe { std::alloc::dealloc(addr as *mut u8, layout) };
        }
    }
}

/// Plain zeroed host memory as [`PinnedMemory`] of `device`: what devices without
/// page-locked memory (the host target, the emulator) give for
/// [`Device::alloc_pinned`](crate::Device::alloc_pinned).
pub fn alloc_plain_pinned(device: &DeviceId, bytes: usize) -> Result<PinnedMemory> {
    let oom = || Error::HostOutOfMemory {
        bytes,
        what: "pinned host memory".into(),
    };
    let host = if bytes == 0 {
        // A 64-aligned dangling pointer: nothing is read or written through it.
        PinnedMemory::dangling()
    } else {
        let layout = Layout::from_size_align(bytes, PLAIN_ALIGN).map_err(|_| oom())?;
        // SAFETY: the layout has a non-zero size.
        NonNull::new(unsafe { std::alloc::alloc_zeroed(layout) }).ok_or_else(oom)?
    };
    // SAFETY: `bytes` zeroed bytes (or none), 64-aligned, owned by the new value alone and
    // freed by PlainOwner with the layout used here.
    Ok(unsafe { PinnedMemory::new(device.clone(), host, bytes, Arc::new(PlainOwner)) })
}

/// `len` values of `T` in pinned host memory: [`DeviceExt::pinned`](crate::DeviceExt::pinned).
/// Dereferences to a slice.
///
/// Stream copies borrow it (see [`Scope`](crate::Scope)): a copy out of it borrows it shared,
/// a copy into it exclusively, until the scope's streams have finished. So the host cannot
/// write it while a copy reads it, read it while a copy writes it, or free it while either
/// is queued. Holding a slice of it while queueing a copy into it does not compile:
///
/// ```compile_fail,E0502
/// use gpujit_device::{Buffer, Device, DeviceExt, PinnedBuffer, Result, Stream};
/// fn race(dev: &dyn Device, s: &Stream, buf: &Buffer<f32>, host: &mut PinnedBuffer<f32>) -> Result<()> {
///     let view: &[f32] = host.as_slice();
///     dev.scope(|q| q.download(s, buf, 0, &mut *host))?;
///     println!("{}", view[0]);
///     Ok(())
/// }
/// ```
pub struct PinnedBuffer<T: DeviceCopy> {
    mem: PinnedMemory,
    len: usize,
    _elem: PhantomData<T>,
}

impl<T: DeviceCopy> fmt::Debug for PinnedBuffer<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "PinnedBuffer<{}>({} elements, {:?})",
            T::TYPE,
            self.len,
            self.mem
        )
    }
}

impl<T: DeviceCopy> PinnedBuffer<T> {
    /// A buffer over `mem`, which must hold exactly `len` elements and be aligned for `T`
    /// (both checked).
    pub fn from_memory(mem: PinnedMemory, len: usize) -> Result<PinnedBuffer<T>> {
        let fits = len
            .checked_mul(std::mem::size_of::<T>())
            .is_some_and(|b| b == mem.len());
        let aligned = (mem.as_ptr() as usize).is_multiple_of(std::mem::align_of::<T>());
        if !fits || !aligned {
            return Err(Error::CopyRange {
                detail: format!(
                    "{len} elements of {} do not fill a {}-byte pinned allocation at {:p}",
                    T::TYPE,
                    mem.len(),
                    mem.as_ptr()
                ),
            });
        }
        Ok(PinnedBuffer {
            mem,
            len,
            _elem: PhantomData,
        })
    }

    /// Number of elements.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether it holds no elements.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The device that allocated it.
    pub fn device(&self) -> &DeviceId {
        self.mem.device()
    }

    /// The untyped memory.
    pub fn memory(&self) -> &PinnedMemory {
        &self.mem
    }

    /// The contents.
    pub fn as_slice(&self) -> &[T] {
        // SAFETY: `len` initialised values of `T` (zeroed at allocation, and DeviceCopy
        // types accept any bits), aligned (checked in `from_memory`), owned by `self`; no
        // queued copy writes them while this shared borrow lives (a copy into the buffer
        // borrows it exclusively until it has finished).
        unsafe { std::slice::from_raw_parts(self.mem.as_ptr().cast::<T>(), self.len) }
    }

    /// The contents, mutably.
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        // SAFETY: as for `as_slice`; `&mut self` excludes every other access, queued copies
        // included (they borrow the buffer until they have finished).
        unsafe { std::slice::from_raw_parts_mut(self.mem.as_mut_ptr().cast::<T>(), self.len) }
    }
}

impl<T: DeviceCopy> PinnedBuffer<T> {
    /// The contents, mutably, beside the device (for copies into the buffer).
    pub(crate) fn parts_mut(&mut self) -> (&mut [T], &DeviceId) {
        let ptr = self.mem.host.as_ptr().cast::<T>();
        // SAFETY: as for `as_mut_slice`: the slice covers the allocation, not the fields of
        // `self`, so it does not alias the device borrowed beside it.
        let values = unsafe { std::slice::from_raw_parts_mut(ptr, self.len) };
        (values, &self.mem.device)
    }
}

impl<T: DeviceCopy> std::ops::Deref for PinnedBuffer<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        self.as_slice()
    }
}

impl<T: DeviceCopy> std::ops::DerefMut for PinnedBuffer<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        self.as_mut_slice()
    }
}
