//! Device allocations: untyped [`DeviceMemory`] and typed [`Buffer`]s.

use std::fmt;
use std::marker::PhantomData;
use std::sync::Arc;

use crate::{Access, DeviceCopy, DeviceId, Error, KernelArg, Result};

/// Backend side of an allocation: frees it when the last handle goes.
pub trait MemoryOwner: Send + Sync {
    /// Releases the allocation at `addr` of `bytes` bytes. Called exactly once.
    fn free(&self, addr: u64, bytes: usize);
}

/// An untyped device allocation, freed on drop. It knows the device it belongs to
/// ([`DeviceMemory::device`]), and only that device reads, writes or launches with it.
///
/// Only backends make these, and only in `unsafe` code: an address is a promise about the
/// device's memory that safe code cannot check. Forging one is a compile error:
///
/// ```compile_fail,E0133
/// use std::sync::Arc;
/// use gpujit_device::{Backend, DeviceId, DeviceMemory, MemoryOwner};
/// struct Nothing;
/// impl MemoryOwner for Nothing {
///     fn free(&self, _addr: u64, _bytes: usize) {}
/// }
/// let id = DeviceId::new(Backend::Host, 0, "cpu");
/// // An address of the caller's stack, dressed as device memory: refused by rustc.
/// let stack = [0u8; 16];
/// let forged = DeviceMemory::new(id, stack.as_ptr() as u64, 4096, Arc::new(Nothing));
/// ```
pub struct DeviceMemory {
    addr: u64,
    bytes: usize,
    device: DeviceId,
    owner: Arc<dyn MemoryOwner>,
}

impl DeviceMemory {
    /// Wraps an allocation made by a backend; `owner.free(addr, bytes)` runs on drop.
    ///
    /// # Safety
    /// `addr..addr + bytes` must be memory of the device `device` identifies (device memory
    /// on a GPU, an allocation of the process on the host target) that this value owns: no
    /// other `DeviceMemory` or [`MappedMemory`](crate::MappedMemory) covers any of it, and it
    /// stays allocated until `owner.free(addr, bytes)` runs. The device's `*_raw` methods
    /// and the kernels it launches may then read and write all of it.
    pub unsafe fn new(
        device: DeviceId,
        addr: u64,
        bytes: usize,
        owner: Arc<dyn MemoryOwner>,
    ) -> Self {
        DeviceMemory {
            addr,
            bytes,
            device,
            owner,
        }
    }

    /// The device the memory belongs to.
    pub fn device(&self) -> &DeviceId {
        &self.device
    }

    /// Device address of the first byte.
    pub fn addr(&self) -> u64 {
        self.addr
    }

    /// Size in bytes.
    pub fn len(&self) -> usize {
        self.bytes
    }

    /// Whether the allocation holds no bytes.
    pub fn is_empty(&self) -> bool {
        self.bytes == 0
    }

    /// The device address of `len` bytes at `offset`, or
    /// [`Error::CopyRange`] when they do not lie inside the allocation.
    pub fn range(&self, offset: usize, len: usize) -> Result<u64> {
        match offset.checked_add(len) {
            Some(end) if end <= self.bytes => Ok(self.addr + offset as u64),
            _ => Err(Error::CopyRange {
                detail: format!(
                    "{len} bytes at offset {offset} of a {}-byte allocation",
                    self.bytes
                ),
            }),
        }
    }
}

impl Drop for DeviceMemory {
    fn drop(&mut self) {
        self.owner.free(self.addr, self.bytes);
    }
}

impl fmt::Debug for DeviceMemory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "DeviceMemory({:#x}, {} bytes, {})",
            self.addr, self.bytes, self.device
        )
    }
}

/// A typed device buffer of `len` elements of `T`, freed on drop.
///
/// The buffer owns its contents as a `Vec` owns its elements: reading them
/// ([`DeviceExt::download`](crate::DeviceExt::download), passing it to a kernel as an input)
/// takes `&Buffer`, changing them ([`DeviceExt::write`](crate::DeviceExt::write), passing it
/// as an output of a typed kernel) takes `&mut Buffer`.
#[derive(Debug)]
pub struct Buffer<T: DeviceCopy> {
    mem: DeviceMemory,
    len: usize,
    _elem: PhantomData<T>,
}

impl<T: DeviceCopy> Buffer<T> {
    /// A buffer over `mem`, which must hold exactly `len` elements (checked).
    pub fn from_memory(mem: DeviceMemory, len: usize) -> Result<Buffer<T>> {
        match len.checked_mul(std::mem::size_of::<T>()) {
            Some(bytes) if bytes == mem.len() => Ok(Buffer {
                mem,
                len,
                _elem: PhantomData,
            }),
            _ => Err(Error::CopyRange {
                detail: format!(
                    "{len} elements of {} do not fill a {}-byte allocation",
                    T::TYPE,
                    mem.len()
                ),
            }),
        }
    }

    /// Number of elements.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the buffer holds no elements.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The untyped allocation.
    pub fn memory(&self) -> &DeviceMemory {
        &self.mem
    }

    /// The device the buffer belongs to.
    pub fn device(&self) -> &DeviceId {
        self.mem.device()
    }

    /// The buffer as a kernel argument the kernel only reads (its device address).
    pub fn arg(&self) -> KernelArg<'_> {
        KernelArg::buffer(&self.mem, 0, Some(T::TYPE), Access::Read)
    }

    /// The buffer as a kernel argument the kernel may write.
    pub fn arg_mut(&mut self) -> KernelArg<'_> {
        KernelArg::buffer(&self.mem, 0, Some(T::TYPE), Access::ReadWrite)
    }

    /// The address of element `first` as a kernel argument the kernel only reads: the
    /// kernel sees the buffer from that element on. `first == len` is allowed (an empty
    /// tail); past it is [`Error::CopyRange`].
    pub fn arg_from(&self, first: usize) -> Result<KernelArg<'_>> {
        let offset = self.elem_offset(first)?;
        Ok(KernelArg::buffer(
            &self.mem,
            offset,
            Some(T::TYPE),
            Access::Read,
        ))
    }

    /// [`Buffer::arg_from`] for a kernel that may write.
    pub fn arg_from_mut(&mut self, first: usize) -> Result<KernelArg<'_>> {
        let offset = self.elem_offset(first)?;
        Ok(KernelArg::buffer(
            &self.mem,
            offset,
            Some(T::TYPE),
            Access::ReadWrite,
        ))
    }

    fn elem_offset(&self, first: usize) -> Result<u64> {
        if first > self.len {
            return Err(Error::CopyRange {
                detail: format!(
                    "element {first} of a buffer of {} elements of {}",
                    self.len,
                    T::TYPE
                ),
            });
        }
        Ok((first * std::mem::size_of::<T>()) as u64)
    }
}

impl<'a, T: DeviceCopy> From<&'a Buffer<T>> for KernelArg<'a> {
    fn from(b: &'a Buffer<T>) -> Self {
        b.arg()
    }
}

impl<'a, T: DeviceCopy> From<&'a mut Buffer<T>> for KernelArg<'a> {
    fn from(b: &'a mut Buffer<T>) -> Self {
        b.arg_mut()
    }
}

/// Views a slice of device-copyable values as bytes.
pub fn as_bytes<T: DeviceCopy>(data: &[T]) -> &[u8] {
    // SAFETY: DeviceCopy types have no padding, so every byte is initialised.
    unsafe { std::slice::from_raw_parts(data.as_ptr().cast::<u8>(), std::mem::size_of_val(data)) }
}

/// Views a mutable slice of device-copyable values as bytes: any bytes written make valid
/// values.
pub fn as_bytes_mut<T: DeviceCopy>(data: &mut [T]) -> &mut [u8] {
    let bytes = std::mem::size_of_val(data);
    // SAFETY: DeviceCopy types have no padding and no invalid bit patterns, so the bytes
    // are initialised and whatever is written through the view leaves valid values; the
    // view borrows `data` mutably for its whole life.
    unsafe { std::slice::from_raw_parts_mut(data.as_mut_ptr().cast::<u8>(), bytes) }
}
