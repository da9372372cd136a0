//! Pitched memory in two and three dimensions: `cudaMemset2D`,
//! `cudaMalloc3D`, `cudaMemcpy3D` and `cudaMemset3D` (and their `Async`
//! forms), on linear memory. A volume is `depth` slices of `height` rows of
//! `width` bytes; row `y` of slice `z` of a pitched pointer lies at `ptr +
//! (z·ysize + y)·pitch`. Rows that lie back to back on both sides move in
//! one copy (or memset). `cudaMemcpy3D` also copies into and out of CUDA
//! arrays of one or two dimensions (see [`crate::arrays`]).

use std::ffi::{c_int, c_void};
use std::sync::Arc;

use gpujit_device::StreamImpl;

use crate::error::{Result, api, cudaErrorInvalidValue, fail};
use crate::memory::{alloc, blocking, copy_2d, memset_on, put};
use crate::state::{DeviceState, current};
use crate::stream::queue;
use crate::{CudaError, CudaStream};

/// `cudaPitchedPtr`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct PitchedPtr {
    /// The first byte.
    pub ptr: *mut c_void,
    /// Bytes from one row to the next.
    pub pitch: usize,
    /// The logical width, in bytes.
    pub xsize: usize,
    /// Rows in a slice.
    pub ysize: usize,
}

/// `cudaExtent`: bytes across (for linear memory), rows, slices.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct Extent {
    /// Bytes in a row.
    pub width: usize,
    /// Rows in a slice.
    pub height: usize,
    /// Slices.
    pub depth: usize,
}

/// `cudaPos`: a byte, row and slice offset.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct Pos {
    /// Byte in the row.
    pub x: usize,
    /// Row in the slice.
    pub y: usize,
    /// Slice.
    pub z: usize,
}

/// `cudaMemcpy3DParms`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct Memcpy3DParms {
    /// A source CUDA array, or null.
    pub src_array: *mut c_void,
    /// Where the copy starts in the source.
    pub src_pos: Pos,
    /// The source.
    pub src_ptr: PitchedPtr,
    /// A destination CUDA array, or null.
    pub dst_array: *mut c_void,
    /// Where the copy starts in the destination.
    pub dst_pos: Pos,
    /// The destination.
    pub dst_ptr: PitchedPtr,
    /// What is copied.
    pub extent: Extent,
    /// A `cudaMemcpyKind`.
    pub kind: c_int,
}

/// The rows of `extent` at `pos` in `p` fit its pitch and its slices; the
/// first byte's address, the pitch, and the bytes from slice to slice.
fn region(p: &PitchedPtr, pos: Pos, e: &Extent, what: &str) -> Result<(usize, usize, usize)> {
    let within_row = pos.x.checked_add(e.width).is_some_and(|end| end <= p.pitch);
    let within_slice = e.depth <= 1
        || pos
            .y
            .checked_add(e.height)
            .is_some_and(|end| end <= p.ysize);
    if !within_row || !within_slice {
        return fail(
            cudaErrorInvalidValue,
            format!(
                "{what}: {}×{}×{} bytes from ({}, {}, {}) do not fit a pitch of {} bytes and \
                 slices of {} rows",
                e.width, e.height, e.depth, pos.x, pos.y, pos.z, p.pitch, p.ysize
            ),
        );
    }
    let slice = p.pitch.saturating_mul(p.ysize);
    let first = pos
        .z
        .checked_mul(slice)
        .and_then(|o| o.checked_add(pos.y.checked_mul(p.pitch)?))
        .and_then(|o| o.checked_add(pos.x))
        .and_then(|o| (p.ptr as usize).checked_add(o));
    match first {
        Some(first) => Ok((first, p.pitch, slice)),
        None => fail(
            cudaErrorInvalidValue,
            format!("{what}: an offset overflows"),
        ),
    }
}

/// Allocates `extent.depth` slices of `extent.height` rows of
/// `extent.width` bytes, rows 256 bytes apart (and aligned), as
/// `cudaMallocPitch` pitches them.
///
/// # Safety
/// `out` is valid for a write of a `cudaPitchedPtr`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaMalloc3D(out: *mut PitchedPtr, extent: Extent) -> CudaError {
    api(|| {
        let d = current()?;
        let pitch = extent.width.div_ceil(256).max(1) * 256;
        let bytes = pitch
            .checked_mul(extent.height)
            .and_then(|b| b.checked_mul(extent.depth))
            .ok_or_else(|| {
                crate::error::Failure::new(
                    crate::error::cudaErrorMemoryAllocation,
                    "cudaMalloc3D: the size overflows",
                )
            })?;
        let addr = alloc(&d, bytes)?;
        let p = PitchedPtr {
            ptr: addr as *mut c_void,
            pitch,
            xsize: extent.width,
            ysize: extent.height,
        };
        // SAFETY: this function's contract.
        unsafe { put(out, p, "cudaMalloc3D's pitchedDevPtr") }
    })
}

/// The copy's sides as pitched pointers, positions and extent in bytes:
/// a CUDA array side (one or two dimensions; positions and the extent's
/// width count texels when an array is involved) becomes its memory.
fn with_arrays(
    d: &DeviceState,
    p: &Memcpy3DParms,
) -> Result<(PitchedPtr, Pos, PitchedPtr, Pos, Extent)> {
    let what = "cudaMemcpy3D";
    let side = |a: *mut c_void, ptr: PitchedPtr, pos: Pos| -> Result<(PitchedPtr, Pos, usize)> {
        if a.is_null() {
            return Ok((ptr, pos, 0));
        }
        let arr = crate::arrays::array(d, a, what)?;
        let elem = arr.format.bytes() as usize;
        let ptr = PitchedPtr {
            ptr: arr.addr as *mut c_void,
            pitch: arr.pitch,
            xsize: arr.row_bytes(),
            ysize: arr.rows(),
        };
        let pos = Pos {
            x: pos.x.saturating_mul(elem),
            ..pos
        };
        Ok((ptr, pos, elem))
    };
    let (sp, spos, selem) = side(p.src_array, p.src_ptr, p.src_pos)?;
    let (dp, dpos, delem) = side(p.dst_array, p.dst_ptr, p.dst_pos)?;
    let elem = delem.max(selem);
    let mut e = p.extent;
    if elem > 0 {
        if (selem > 0 && delem > 0 && selem != delem) || e.depth > 1 {
            return fail(
                cudaErrorInvalidValue,
                format!(
                    "{what}: a copy with CUDA arrays of texels of {selem} and {delem} bytes, \
                     {} slices (arrays have one and texels of one size)",
                    e.depth
                ),
            );
        }
        e.width = e.width.saturating_mul(elem);
    }
    Ok((sp, spos, dp, dpos, e))
}

/// Queues the copy `p` describes on `q`, a 2-D copy a slice (one copy for
/// the whole volume where its slices lie back to back on both sides).
///
/// # Safety
/// Host regions are valid as their pitched pointers describe.
pub(crate) unsafe fn copy_3d(
    d: &DeviceState,
    q: &Arc<dyn StreamImpl>,
    p: *const Memcpy3DParms,
) -> Result<()> {
    // SAFETY: null or a valid `cudaMemcpy3DParms` (this function's contract).
    let Some(p) = (unsafe { p.as_ref() }) else {
        return fail(cudaErrorInvalidValue, "cudaMemcpy3D: p is null");
    };
    let (src_ptr, src_pos, dst_ptr, dst_pos, e) = with_arrays(d, p)?;
    if e.width == 0 || e.height == 0 || e.depth == 0 {
        return Ok(());
    }
    let (src, spitch, sslice) = region(&src_ptr, src_pos, &e, "cudaMemcpy3D's source")?;
    let (dst, dpitch, dslice) = region(&dst_ptr, dst_pos, &e, "cudaMemcpy3D's destination")?;
    let packed = |pitch: usize, slice: usize| pitch == e.width && slice == e.width * e.height;
    let (rows, slices) = if packed(spitch, sslice) && packed(dpitch, dslice) {
        (e.height * e.depth, 1)
    } else {
        (e.height, e.depth)
    };
    for z in 0..slices {
        let at = |base: usize, slice: usize| base.wrapping_add(z * slice);
        // SAFETY: slice `z` of each region, inside it by the contract
        // (device ranges are checked by the copies).
        unsafe {
            copy_2d(
                d,
                q,
                at(dst, dslice) as *mut c_void,
                dpitch,
                at(src, sslice) as *const c_void,
                spitch,
                e.width,
                rows,
                p.kind,
            )?;
        }
    }
    Ok(())
}

/// Copies between pitched pointers (`cudaMemcpy3DParms`) and waits.
///
/// # Safety
/// `p` is null or valid; host regions are valid as their pitched pointers
/// describe.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaMemcpy3D(p: *const Memcpy3DParms) -> CudaError {
    api(|| {
        let d = current()?;
        // SAFETY: this function's contract; the copy is waited for.
        blocking(&d, |q| unsafe { copy_3d(&d, q, p) })
    })
}

/// Queues a copy between pitched pointers on `stream`.
///
/// # Safety
/// As for [`cudaMemcpy3D`], host regions staying valid until the stream has
/// run the copy.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaMemcpy3DAsync(
    p: *const Memcpy3DParms,
    stream: CudaStream,
) -> CudaError {
    api(|| {
        let d = current()?;
        let q = queue(&d, stream)?;
        // SAFETY: this function's contract.
        unsafe { copy_3d(&d, q.raw(), p) }
    })
}

/// Sets `height` rows of `width` bytes, `pitch` apart from `first`, to
/// `value` (one memset where the rows lie back to back).
fn memset_rows(
    d: &DeviceState,
    q: &Arc<dyn StreamImpl>,
    (first, pitch): (usize, usize),
    value: c_int,
    (width, height): (usize, usize),
    what: &str,
) -> Result<()> {
    if width > pitch {
        return fail(
            cudaErrorInvalidValue,
            format!("{what}: width {width} exceeds the pitch {pitch}"),
        );
    }
    if width == 0 || height == 0 {
        return Ok(());
    }
    if width == pitch {
        return memset_on(d, q, first as u64, value, width * height);
    }
    for row in 0..height {
        memset_on(d, q, first.wrapping_add(row * pitch) as u64, value, width)?;
    }
    Ok(())
}

/// Sets `height` rows of `width` bytes, `pitch` apart, to `value`, and
/// waits.
#[unsafe(no_mangle)]
pub extern "C" fn cudaMemset2D(
    ptr: *mut c_void,
    pitch: usize,
    value: c_int,
    width: usize,
    height: usize,
) -> CudaError {
    api(|| {
        let d = current()?;
        let what = "cudaMemset2D";
        blocking(&d, |q| {
            memset_rows(&d, q, (ptr as usize, pitch), value, (width, height), what)
        })
    })
}

/// [`cudaMemset2D`] queued on `stream`.
#[unsafe(no_mangle)]
pub extern "C" fn cudaMemset2DAsync(
    ptr: *mut c_void,
    pitch: usize,
    value: c_int,
    width: usize,
    height: usize,
    stream: CudaStream,
) -> CudaError {
    api(|| {
        let d = current()?;
        let q = queue(&d, stream)?;
        let what = "cudaMemset2DAsync";
        memset_rows(
            &d,
            q.raw(),
            (ptr as usize, pitch),
            value,
            (width, height),
            what,
        )
    })
}

/// Sets `extent` of `p` (from its first byte) to `value` on `q`.
fn memset_3d(
    d: &DeviceState,
    q: &Arc<dyn StreamImpl>,
    p: PitchedPtr,
    value: c_int,
    e: Extent,
) -> Result<()> {
    if e.width == 0 || e.height == 0 || e.depth == 0 {
        return Ok(());
    }
    let origin = Pos { x: 0, y: 0, z: 0 };
    let (first, pitch, slice) = region(&p, origin, &e, "cudaMemset3D")?;
    if e.width == pitch && slice == pitch * e.height {
        return memset_rows(
            d,
            q,
            (first, pitch),
            value,
            (e.width, e.height * e.depth),
            "cudaMemset3D",
        );
    }
    for z in 0..e.depth {
        let at = first.wrapping_add(z * slice);
        memset_rows(
            d,
            q,
            (at, pitch),
            value,
            (e.width, e.height),
            "cudaMemset3D",
        )?;
    }
    Ok(())
}

/// Sets `extent` of the pitched pointer `p` to `value`, and waits.
#[unsafe(no_mangle)]
pub extern "C" fn cudaMemset3D(p: PitchedPtr, value: c_int, extent: Extent) -> CudaError {
    api(|| {
        let d = current()?;
        blocking(&d, |q| memset_3d(&d, q, p, value, extent))
    })
}

/// [`cudaMemset3D`] queued on `stream`.
#[unsafe(no_mangle)]
pub extern "C" fn cudaMemset3DAsync(
    p: PitchedPtr,
    value: c_int,
    extent: Extent,
    stream: CudaStream,
) -> CudaError {
    api(|| {
        let d = current()?;
        let q = queue(&d, stream)?;
        memset_3d(&d, q.raw(), p, value, extent)
    })
}
