//! CUDA arrays (`cudaArray_t`), the storage textures read: `cudaMallocArray`,
//! `cudaMalloc3DArray` (one and two dimensions), `cudaFreeArray`,
//! `cudaArrayGetInfo`, the copies into and out of them, and
//! `cudaCreateChannelDesc`.
//!
//! An array is pitched device memory of its own on every device: `height`
//! rows (1 for a one-dimensional array) of `width` texels, each row 512
//! bytes aligned. Copies move rows; textures read it as a pitched resource.
//! Layered, cube-map and three-dimensional arrays are refused by name.

use std::ffi::{c_int, c_uint, c_void};
use std::sync::atomic::{AtomicUsize, Ordering};

use gpujit::texture::{ChannelKind, TexelFormat};

use crate::CudaError;
use crate::CudaStream;
use crate::error::{
    Failure, Result, api, cudaErrorInvalidChannelDescriptor, cudaErrorInvalidResourceHandle,
    cudaErrorInvalidValue, cudaErrorNotSupported, fail,
};
use crate::memory::{alloc, blocking, copy_2d, put};
use crate::memory3d::Extent;
use crate::state::{DeviceState, current, lock};
use crate::stream::queue;

/// `cudaChannelFormatDesc`: the bits of each of four channels and their kind
/// (`cudaChannelFormatKindSigned` 0, `Unsigned` 1, `Float` 2).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ChannelFormatDesc {
    /// Bits of the first channel.
    pub x: c_int,
    /// Bits of the second channel (0: none).
    pub y: c_int,
    /// Bits of the third channel (0: none).
    pub z: c_int,
    /// Bits of the fourth channel (0: none).
    pub w: c_int,
    /// A `cudaChannelFormatKind`.
    pub f: c_int,
}

impl ChannelFormatDesc {
    /// The texel format it describes: 1, 2 or 4 channels of one width and
    /// kind. Anything else is `cudaErrorInvalidChannelDescriptor`, except
    /// the kinds CUDA has beyond signed, unsigned and float (block-compressed,
    /// NV12, normalized packed forms): `cudaErrorNotSupported`, named.
    pub(crate) fn format(&self, what: &str) -> Result<TexelFormat> {
        let kind = match self.f {
            0 => ChannelKind::Signed,
            1 => ChannelKind::Unsigned,
            2 => ChannelKind::Float,
            f => {
                return fail(
                    cudaErrorNotSupported,
                    format!(
                        "{what}: channel format kind {f} (only signed, unsigned and float \
                         channels are supported)"
                    ),
                );
            }
        };
        let bits = [self.x, self.y, self.z, self.w];
        let channels = bits.iter().take_while(|&&b| b != 0).count();
        let uniform = bits[..channels].iter().all(|&b| b == self.x);
        let rest_zero = bits[channels..].iter().all(|&b| b == 0);
        let format = TexelFormat {
            kind,
            bits: self.x.max(0) as u32,
            channels: channels as u32,
        };
        if !uniform || !rest_zero || format.check().is_err() {
            return fail(
                cudaErrorInvalidChannelDescriptor,
                format!(
                    "{what}: channels of {}/{}/{}/{} bits of kind {} (1, 2 or 4 channels of \
                     one width: 8, 16 or 32 bits, floats of 16 or 32)",
                    self.x, self.y, self.z, self.w, self.f
                ),
            );
        }
        Ok(format)
    }
}

/// Returns the channel descriptor of `x`, `y`, `z`, `w` bits and kind `f`.
#[unsafe(no_mangle)]
pub extern "C" fn cudaCreateChannelDesc(
    x: c_int,
    y: c_int,
    z: c_int,
    w: c_int,
    f: c_int,
) -> ChannelFormatDesc {
    ChannelFormatDesc { x, y, z, w, f }
}

/// One CUDA array.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Array {
    /// Its device memory (an allocation of [`alloc`]).
    pub addr: u64,
    /// Bytes from one row to the next.
    pub pitch: usize,
    /// Texels of a row.
    pub width: usize,
    /// Rows as the program gave them (0 for a one-dimensional array).
    pub height: usize,
    /// The channel descriptor.
    pub desc: ChannelFormatDesc,
    /// The texel format.
    pub format: TexelFormat,
    /// The flags it was allocated with.
    pub flags: c_uint,
}

impl Array {
    /// Rows of memory (at least one).
    pub fn rows(&self) -> usize {
        self.height.max(1)
    }

    /// Bytes of a row's texels.
    pub fn row_bytes(&self) -> usize {
        self.width * self.format.bytes() as usize
    }
}

/// The next array handle: distinct non-null values, never dereferenced.
static NEXT_HANDLE: AtomicUsize = AtomicUsize::new(0x0a77_0000);

/// The array behind `handle`, on the current device.
pub(crate) fn array(d: &DeviceState, handle: *const c_void, what: &str) -> Result<Array> {
    match lock(&d.memory).arrays.get(&(handle as usize)).copied() {
        Some(a) => Ok(a),
        None => fail(
            cudaErrorInvalidResourceHandle,
            format!(
                "{what}: {handle:p} is not a CUDA array of this runtime on {}",
                d.spec
            ),
        ),
    }
}

/// `cudaArrayLayered`, `cudaArrayCubemap`: refused.
const LAYERED: c_uint = 1;
const CUBEMAP: c_uint = 4;
/// `cudaArraySurfaceLoadStore`, `cudaArrayTextureGather`: accepted (what
/// they enable is refused where a kernel asks for it).
const ACCEPTED: c_uint = 2 | 8;

fn make_array(
    d: &DeviceState,
    desc: *const ChannelFormatDesc,
    width: usize,
    height: usize,
    flags: c_uint,
    what: &str,
) -> Result<usize> {
    if desc.is_null() {
        return fail(
            cudaErrorInvalidValue,
            format!("{what}: a null channel descriptor"),
        );
    }
    // SAFETY: non-null; the caller's descriptor.
    let desc = unsafe { *desc };
    let format = desc.format(what)?;
    if flags & (LAYERED | CUBEMAP) != 0 {
        return fail(
            cudaErrorNotSupported,
            format!("{what}: layered and cube-map arrays (flags {flags:#x}) are not supported"),
        );
    }
    if flags & !(ACCEPTED) != 0 {
        return fail(
            cudaErrorInvalidValue,
            format!("{what}: unknown flags {flags:#x}"),
        );
    }
    if width == 0 {
        return fail(cudaErrorInvalidValue, format!("{what}: a width of 0"));
    }
    let row = width
        .checked_mul(format.bytes() as usize)
        .ok_or_else(|| Failure::new(cudaErrorInvalidValue, format!("{what}: size overflows")))?;
    let pitch = row.div_ceil(512) * 512;
    let bytes = pitch.checked_mul(height.max(1)).ok_or_else(|| {
        Failure::new(
            crate::error::cudaErrorMemoryAllocation,
            format!("{what}: size overflows"),
        )
    })?;
    let addr = alloc(d, bytes)?;
    let a = Array {
        addr,
        pitch,
        width,
        height,
        desc,
        format,
        flags,
    };
    let handle = NEXT_HANDLE.fetch_add(16, Ordering::Relaxed);
    lock(&d.memory).arrays.insert(handle, a);
    Ok(handle)
}

/// Allocates an array of `height` rows (0: one dimension) of `width`
/// texels of format `desc`.
///
/// # Safety
/// `array` is valid for a write; `desc` is null or valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaMallocArray(
    array: *mut *mut c_void,
    desc: *const ChannelFormatDesc,
    width: usize,
    height: usize,
    flags: c_uint,
) -> CudaError {
    api(|| {
        let d = current()?;
        let h = make_array(&d, desc, width, height, flags, "cudaMallocArray")?;
        // SAFETY: this function's contract.
        unsafe { put(array, h as *mut c_void, "cudaMallocArray's array") }
    })
}

/// Allocates an array of `extent` texels (width, height, depth); one and
/// two dimensions only (`depth` 0).
///
/// # Safety
/// As for [`cudaMallocArray`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaMalloc3DArray(
    array: *mut *mut c_void,
    desc: *const ChannelFormatDesc,
    extent: Extent,
    flags: c_uint,
) -> CudaError {
    api(|| {
        let d = current()?;
        if extent.depth != 0 {
            return fail(
                cudaErrorNotSupported,
                format!(
                    "cudaMalloc3DArray: three-dimensional arrays ({}×{}×{}) are not supported",
                    extent.width, extent.height, extent.depth
                ),
            );
        }
        let h = make_array(
            &d,
            desc,
            extent.width,
            extent.height,
            flags,
            "cudaMalloc3DArray",
        )?;
        // SAFETY: this function's contract.
        unsafe { put(array, h as *mut c_void, "cudaMalloc3DArray's array") }
    })
}

/// Frees an array (null is accepted), after the device's work.
///
/// # Safety
/// None beyond the program's own: `array` is looked up, never read.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaFreeArray(array: *mut c_void) -> CudaError {
    api(|| {
        let d = current()?;
        if array.is_null() {
            return Ok(());
        }
        let a = self::array(&d, array, "cudaFreeArray")?;
        d.synchronize_all()?;
        let mut m = lock(&d.memory);
        m.arrays.remove(&(array as usize));
        if let Some(mem) = m.device.remove(&a.addr) {
            m.in_use -= mem.len() as u64;
        }
        Ok(())
    })
}

/// The channel descriptor, extent (texels; height and depth 0 where the
/// array has none) and flags of `array`.
///
/// # Safety
/// Each out-pointer is null or valid for a write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaArrayGetInfo(
    desc: *mut ChannelFormatDesc,
    extent: *mut Extent,
    flags: *mut c_uint,
    array: *mut c_void,
) -> CudaError {
    api(|| {
        let d = current()?;
        let a = self::array(&d, array, "cudaArrayGetInfo")?;
        // SAFETY: this function's contract: each non-null pointer is valid.
        unsafe {
            if !desc.is_null() {
                desc.write(a.desc);
            }
            if !extent.is_null() {
                extent.write(Extent {
                    width: a.width,
                    height: a.height,
                    depth: 0,
                });
            }
            if !flags.is_null() {
                flags.write(a.flags);
            }
        }
        Ok(())
    })
}

/// The first byte of the `width` bytes at byte `w_offset` of row
/// `h_offset`, `height` rows of them inside the array.
fn region(
    a: &Array,
    w_offset: usize,
    h_offset: usize,
    width: usize,
    height: usize,
    what: &str,
) -> Result<u64> {
    let fits_row = w_offset
        .checked_add(width)
        .is_some_and(|e| e <= a.row_bytes());
    let fits_rows = h_offset.checked_add(height).is_some_and(|e| e <= a.rows());
    if !fits_row || !fits_rows {
        return fail(
            cudaErrorInvalidValue,
            format!(
                "{what}: {width} bytes × {height} rows from byte {w_offset} of row {h_offset} do \
                 not fit an array of {} rows of {} bytes",
                a.rows(),
                a.row_bytes()
            ),
        );
    }
    Ok(a.addr + (h_offset * a.pitch + w_offset) as u64)
}

/// Which way a copy moves between an array and linear memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Way {
    /// From the linear side into the array.
    Into,
    /// From the array to the linear side.
    OutOf,
}

/// A 2-D copy of `height` rows of `width` bytes between the array region
/// from byte `w_offset` of row `h_offset` and `other` (rows `pitch` apart),
/// `way` into or out of the array, on `stream` (`None`: the default stream,
/// waited for).
#[allow(clippy::too_many_arguments)]
unsafe fn array_copy(
    array: *const c_void,
    (w_offset, h_offset): (usize, usize),
    (other, pitch): (*mut c_void, usize),
    (width, height): (usize, usize),
    way: Way,
    kind: c_int,
    stream: Option<CudaStream>,
    what: &str,
) -> Result<()> {
    let d = current()?;
    let a = self::array(&d, array, what)?;
    let at = region(&a, w_offset, h_offset, width, height, what)? as *mut c_void;
    let (dst, dpitch, src, spitch) = match way {
        Way::Into => (at, a.pitch, other.cast_const(), pitch),
        Way::OutOf => (other, pitch, at.cast_const(), a.pitch),
    };
    let run = |q: &std::sync::Arc<dyn gpujit_device::StreamImpl>| {
        // SAFETY: the array region was checked above; the linear side is
        // the caller's contract.
        unsafe { copy_2d(&d, q, dst, dpitch, src, spitch, width, height, kind) }
    };
    match stream {
        None => blocking(&d, run),
        Some(s) => run(queue(&d, s)?.raw()),
    }
}

/// Copies `height` rows of `width` bytes, `spitch` apart, into the array
/// from byte `w_offset` of row `h_offset`, and waits.
///
/// # Safety
/// The source region is valid as its pitch describes.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn cudaMemcpy2DToArray(
    dst: *mut c_void,
    w_offset: usize,
    h_offset: usize,
    src: *const c_void,
    spitch: usize,
    width: usize,
    height: usize,
    kind: c_int,
) -> CudaError {
    api(|| {
        // SAFETY: this function's contract.
        unsafe {
            array_copy(
                dst,
                (w_offset, h_offset),
                (src.cast_mut(), spitch),
                (width, height),
                Way::Into,
                kind,
                None,
                "cudaMemcpy2DToArray",
            )
        }
    })
}

/// Queues [`cudaMemcpy2DToArray`]'s copy on `stream`.
///
/// # Safety
/// As for [`cudaMemcpy2DToArray`], the source staying valid until the
/// stream has run the copy.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn cudaMemcpy2DToArrayAsync(
    dst: *mut c_void,
    w_offset: usize,
    h_offset: usize,
    src: *const c_void,
    spitch: usize,
    width: usize,
    height: usize,
    kind: c_int,
    stream: CudaStream,
) -> CudaError {
    api(|| {
        // SAFETY: this function's contract.
        unsafe {
            array_copy(
                dst,
                (w_offset, h_offset),
                (src.cast_mut(), spitch),
                (width, height),
                Way::Into,
                kind,
                Some(stream),
                "cudaMemcpy2DToArrayAsync",
            )
        }
    })
}

/// Copies `height` rows of `width` bytes from the array, from byte
/// `w_offset` of row `h_offset`, to `dst` (rows `dpitch` apart), and waits.
///
/// # Safety
/// The destination region is valid as its pitch describes.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn cudaMemcpy2DFromArray(
    dst: *mut c_void,
    dpitch: usize,
    src: *const c_void,
    w_offset: usize,
    h_offset: usize,
    width: usize,
    height: usize,
    kind: c_int,
) -> CudaError {
    api(|| {
        // SAFETY: this function's contract.
        unsafe {
            array_copy(
                src,
                (w_offset, h_offset),
                (dst, dpitch),
                (width, height),
                Way::OutOf,
                kind,
                None,
                "cudaMemcpy2DFromArray",
            )
        }
    })
}

/// Queues [`cudaMemcpy2DFromArray`]'s copy on `stream`.
///
/// # Safety
/// As for [`cudaMemcpy2DFromArray`], the destination staying valid until
/// the stream has run the copy.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn cudaMemcpy2DFromArrayAsync(
    dst: *mut c_void,
    dpitch: usize,
    src: *const c_void,
    w_offset: usize,
    h_offset: usize,
    width: usize,
    height: usize,
    kind: c_int,
    stream: CudaStream,
) -> CudaError {
    api(|| {
        // SAFETY: this function's contract.
        unsafe {
            array_copy(
                src,
                (w_offset, h_offset),
                (dst, dpitch),
                (width, height),
                Way::OutOf,
                kind,
                Some(stream),
                "cudaMemcpy2DFromArrayAsync",
            )
        }
    })
}

/// The pieces of a copy of `count` bytes into or out of the array from byte
/// `w_offset` of row `h_offset`, row after row (the deprecated linear copies):
/// (byte offset in the row, row, bytes, offset in the linear side).
fn linear_pieces(
    a: &Array,
    w_offset: usize,
    h_offset: usize,
    count: usize,
    what: &str,
) -> Result<Vec<(usize, usize, usize, usize)>> {
    let row = a.row_bytes();
    let start = h_offset
        .checked_mul(row)
        .and_then(|s| s.checked_add(w_offset))
        .filter(|_| w_offset < row || count == 0);
    let end = start.and_then(|s| s.checked_add(count));
    let (Some(start), Some(end)) = (start, end) else {
        return fail(
            cudaErrorInvalidValue,
            format!("{what}: offsets outside the array"),
        );
    };
    if end > row * a.rows() {
        return fail(
            cudaErrorInvalidValue,
            format!(
                "{what}: {count} bytes from byte {w_offset} of row {h_offset} run past an array \
                 of {} rows of {row} bytes",
                a.rows()
            ),
        );
    }
    let mut pieces = Vec::new();
    let mut at = start;
    while at < end {
        let (y, x) = (at / row, at % row);
        let n = (row - x).min(end - at);
        pieces.push((x, y, n, at - start));
        at += n;
    }
    Ok(pieces)
}

/// A linear copy of `count` bytes between `other` and the array from byte
/// `w_offset` of row `h_offset`, continuing row after row, `way` into or out
/// of the array, waited for.
unsafe fn linear_copy(
    array: *const c_void,
    (w_offset, h_offset): (usize, usize),
    other: *mut c_void,
    count: usize,
    way: Way,
    kind: c_int,
    what: &str,
) -> Result<()> {
    let d = current()?;
    let a = self::array(&d, array, what)?;
    for (x, y, n, off) in linear_pieces(&a, w_offset, h_offset, count, what)? {
        let piece = other.cast::<u8>().wrapping_add(off).cast::<c_void>();
        // SAFETY: the caller's contract for `other`; each piece lies in the array.
        unsafe { array_copy(array, (x, y), (piece, n), (n, 1), way, kind, None, what)? };
    }
    Ok(())
}

/// Copies `count` bytes into the array from byte `w_offset` of row
/// `h_offset`, continuing row after row, and waits (deprecated in CUDA).
///
/// # Safety
/// `src` is valid for `count` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaMemcpyToArray(
    dst: *mut c_void,
    w_offset: usize,
    h_offset: usize,
    src: *const c_void,
    count: usize,
    kind: c_int,
) -> CudaError {
    api(|| {
        // SAFETY: this function's contract.
        unsafe {
            linear_copy(
                dst,
                (w_offset, h_offset),
                src.cast_mut(),
                count,
                Way::Into,
                kind,
                "cudaMemcpyToArray",
            )
        }
    })
}

/// Copies `count` bytes out of the array from byte `w_offset` of row
/// `h_offset`, continuing row after row, and waits (deprecated in CUDA).
///
/// # Safety
/// `dst` is valid for `count` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaMemcpyFromArray(
    dst: *mut c_void,
    src: *const c_void,
    w_offset: usize,
    h_offset: usize,
    count: usize,
    kind: c_int,
) -> CudaError {
    api(|| {
        // SAFETY: this function's contract.
        unsafe {
            linear_copy(
                src,
                (w_offset, h_offset),
                dst,
                count,
                Way::OutOf,
                kind,
                "cudaMemcpyFromArray",
            )
        }
    })
}
