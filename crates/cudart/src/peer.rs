//! Peer devices: copies between the memory of two devices
//! (`cudaMemcpyPeer`, `cudaMemcpyPeerAsync`), and peer access, a kernel of
//! one device reading another's memory, which no two of gpujit's devices
//! have: `cudaDeviceCanAccessPeer` answers 0 for every pair (as NVIDIA's
//! runtime does for a device and itself), and enabling access is refused as
//! NVIDIA refuses it where the answer is 0.
//!
//! A copy within one device is a device-to-device copy. A copy between two
//! devices goes through host memory, in pieces of at most [`STAGE`] bytes,
//! and returns when it is done.

use std::ffi::{c_int, c_uint, c_void};
use std::sync::Arc;

use crate::error::{
    Result, api, cudaErrorInvalidDevice, cudaErrorInvalidValue, cudaErrorPeerAccessNotEnabled,
    cudaErrorPeerAccessUnsupported, fail,
};
use crate::memory::{blocking, check_device, put};
use crate::state::{DeviceState, current, current_ordinal, devices};
use crate::stream::queue;
use crate::{CudaError, CudaStream};

/// The largest piece of a copy between two devices staged in host memory.
const STAGE: usize = 64 << 20;

/// `device` as an ordinal of a device the program sees.
fn ordinal(device: c_int, what: &str) -> Result<usize> {
    let n = devices()?.count();
    match usize::try_from(device) {
        Ok(i) if i < n => Ok(i),
        _ => fail(
            cudaErrorInvalidDevice,
            format!("{what}: device {device} does not exist (the program sees {n})"),
        ),
    }
}

/// Whether kernels of `device` can read memory of `peer`: never (0).
///
/// # Safety
/// `can_access` is null or valid for a write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaDeviceCanAccessPeer(
    can_access: *mut c_int,
    device: c_int,
    peer: c_int,
) -> CudaError {
    api(|| {
        ordinal(device, "cudaDeviceCanAccessPeer")?;
        ordinal(peer, "cudaDeviceCanAccessPeer's peer")?;
        // SAFETY: this function's contract.
        unsafe { put(can_access, 0, "cudaDeviceCanAccessPeer's canAccessPeer") }
    })
}

/// Refuses to let the current device's kernels read memory of `peer`:
/// `cudaErrorPeerAccessUnsupported` (after `cudaErrorInvalidDevice` for a
/// device that does not exist, `cudaErrorInvalidValue` for flags other
/// than 0).
#[unsafe(no_mangle)]
pub extern "C" fn cudaDeviceEnablePeerAccess(peer: c_int, flags: c_uint) -> CudaError {
    api(|| {
        let peer = ordinal(peer, "cudaDeviceEnablePeerAccess")?;
        current()?;
        if flags != 0 {
            return fail(
                cudaErrorInvalidValue,
                format!("cudaDeviceEnablePeerAccess: flags {flags:#x}, not 0"),
            );
        }
        fail(
            cudaErrorPeerAccessUnsupported,
            format!(
                "cudaDeviceEnablePeerAccess: kernels of device {} cannot read memory of device \
                 {peer} (cudaDeviceCanAccessPeer answers 0); copy between them with cudaMemcpyPeer",
                current_ordinal()
            ),
        )
    })
}

/// `cudaErrorPeerAccessNotEnabled` for a device that exists: access is
/// never enabled.
#[unsafe(no_mangle)]
pub extern "C" fn cudaDeviceDisablePeerAccess(peer: c_int) -> CudaError {
    api(|| {
        let peer = ordinal(peer, "cudaDeviceDisablePeerAccess")?;
        current()?;
        fail(
            cudaErrorPeerAccessNotEnabled,
            format!("cudaDeviceDisablePeerAccess: access to device {peer} was never enabled"),
        )
    })
}

/// The two devices of a peer copy, opened, after its arguments are checked:
/// devices that exist, non-null pointers (unless `count` is 0, when `None`
/// says there is nothing to do), ranges inside device memory of each.
fn peer_copy_devices(
    (dst, dst_device): (*mut c_void, c_int),
    (src, src_device): (*const c_void, c_int),
    count: usize,
    what: &str,
) -> Result<Option<(Arc<DeviceState>, Arc<DeviceState>)>> {
    let di = ordinal(dst_device, &format!("{what}'s destination"))?;
    let si = ordinal(src_device, &format!("{what}'s source"))?;
    if count == 0 {
        return Ok(None);
    }
    if dst.is_null() || src.is_null() {
        return fail(cudaErrorInvalidValue, format!("{what}: a null pointer"));
    }
    let (dd, sd) = (devices()?.get(di)?, devices()?.get(si)?);
    dd.check_sticky()?;
    sd.check_sticky()?;
    check_device(&dd, dst as u64, count, &format!("{what}'s destination"))?;
    check_device(&sd, src as u64, count, &format!("{what}'s source"))?;
    Ok(Some((dd, sd)))
}

/// Waits for every stream of each device (once each).
fn synchronize(list: &[&Arc<DeviceState>]) -> Result<()> {
    for (i, d) in list.iter().enumerate() {
        if !list[..i].iter().any(|e| Arc::ptr_eq(e, d)) {
            d.synchronize_all()?;
        }
    }
    Ok(())
}

/// Copies `count` bytes from `src` of `sd` to `dst` of `dd`, whose pending
/// work is done, and waits for the copy: on the device where both are one,
/// else through host memory.
pub(crate) fn copy_between(
    dd: &Arc<DeviceState>,
    dst: u64,
    sd: &Arc<DeviceState>,
    src: u64,
    count: usize,
) -> Result<()> {
    if Arc::ptr_eq(dd, sd) {
        return blocking(dd, |q| {
            // SAFETY: both ranges were checked to lie in device memory of `dd`.
            unsafe { q.copy_raw(src, dst, count) }.map_err(|e| dd.device_error("a peer copy", e))
        });
    }
    let (sq, dq) = (sd.null_stream()?, dd.null_stream()?);
    let mut stage = vec![0u8; count.min(STAGE)];
    let mut done = 0;
    while done < count {
        let n = (count - done).min(STAGE);
        let at = done as u64;
        // SAFETY: `src + done..+n` lies in device memory of `sd` (checked);
        // `stage` holds `n` bytes and is read only after the wait.
        unsafe { sq.read_raw(src + at, stage.as_mut_ptr(), n) }
            .and_then(|()| sq.synchronize())
            .map_err(|e| sd.device_error("a peer copy", e))?;
        // SAFETY: `dst + done..+n` lies in device memory of `dd` (checked);
        // `stage` outlives the write, which is waited for.
        unsafe { dq.write_raw(dst + at, stage.as_ptr(), n) }
            .and_then(|()| dq.synchronize())
            .map_err(|e| dd.device_error("a peer copy", e))?;
        done += n;
    }
    Ok(())
}

/// Copies `count` bytes from `src` of device `src_device` to `dst` of
/// `dst_device`, after the work queued before it on the current device and
/// both devices, and waits for the copy.
///
/// # Safety
/// None beyond the arguments' validity: the ranges are checked.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaMemcpyPeer(
    dst: *mut c_void,
    dst_device: c_int,
    src: *const c_void,
    src_device: c_int,
    count: usize,
) -> CudaError {
    api(|| {
        let Some((dd, sd)) = peer_copy_devices(
            (dst, dst_device),
            (src, src_device),
            count,
            "cudaMemcpyPeer",
        )?
        else {
            return Ok(());
        };
        let cur = current()?;
        synchronize(&[&cur, &sd, &dd])?;
        copy_between(&dd, dst as u64, &sd, src as u64, count)
    })
}

/// Copies as [`cudaMemcpyPeer`] after the work queued before it on
/// `stream` (of the current device): queued on the stream where both
/// ranges are the current device's, else after waiting for the stream and
/// both devices, done before it returns.
///
/// # Safety
/// None beyond the arguments' validity: the ranges are checked.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudaMemcpyPeerAsync(
    dst: *mut c_void,
    dst_device: c_int,
    src: *const c_void,
    src_device: c_int,
    count: usize,
    stream: CudaStream,
) -> CudaError {
    api(|| {
        let what = "cudaMemcpyPeerAsync";
        let Some((dd, sd)) = peer_copy_devices((dst, dst_device), (src, src_device), count, what)?
        else {
            return Ok(());
        };
        let cur = current()?;
        let q = queue(&cur, stream)?;
        if Arc::ptr_eq(&dd, &cur) && Arc::ptr_eq(&sd, &cur) {
            // SAFETY: both ranges were checked to lie in device memory of
            // the current device.
            return unsafe { q.raw().copy_raw(src as u64, dst as u64, count) }
                .map_err(|e| cur.device_error("a peer copy", e));
        }
        q.raw()
            .synchronize()
            .map_err(|e| cur.device_error("a peer copy's stream", e))?;
        synchronize(&[&sd, &dd])?;
        copy_between(&dd, dst as u64, &sd, src as u64, count)
    })
}
