//! Copies between the buffers of two devices: [`copy_between`], and the [`CopyPath`] it
//! took.

use std::fmt;

use crate::{Buffer, Device, DeviceCopy, DeviceExt, Error, Result, check_owned};

/// How [`copy_between`] moved the bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CopyPath {
    /// Both buffers are on one GPU: a copy on it ([`DeviceExt::copy`] when they belong to
    /// one device; the driver's device-to-device copy for two handles of one GPU).
    SameDevice,
    /// Directly from one GPU to the other, with the driver's peer access enabled
    /// (`cuMemcpyPeer`, `hipMemcpyPeer`).
    PeerToPeer,
    /// Read into host memory from the source device, then written to the destination: the
    /// way between backends, and between GPUs the driver gives no peer access.
    StagedThroughHost,
}

impl fmt::Display for CopyPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CopyPath::SameDevice => "on one device",
            CopyPath::PeerToPeer => "peer to peer",
            CopyPath::StagedThroughHost => "staged through host memory",
        })
    }
}

/// Bytes staged through host memory at a time, so that a large copy needs no host buffer of
/// its size.
pub const STAGING_CHUNK: usize = 16 << 20;

/// Copies all of `src`, a buffer of `src_dev`, into `dst`, a buffer of `dst_dev`, and says
/// how ([`CopyPath`]). Both must have the same length.
///
/// Checked first: `src` belongs to `src_dev` and `dst` to `dst_dev` ([`Error::WrongDevice`]
/// otherwise), and the lengths ([`Error::CopyRange`]). Then, when both are one device, a copy
/// on it; when the source device's backend can reach the destination directly
/// ([`Device::copy_to_peer_raw`]: two GPUs of one driver with peer access), peer to peer;
/// otherwise through host memory, [`STAGING_CHUNK`] bytes at a time (between backends, say the
/// host CPU and the emulator, or GPUs without peer access). The copy has finished, as far as
/// every later call on either device can tell, when this returns.
///
/// ```
/// use gpujit_device::{CopyPath, Device, DeviceExt, Result, copy_between};
/// fn mirror(a: &dyn Device, b: &dyn Device, data: &[f32]) -> Result<CopyPath> {
///     let src = a.upload(data)?;
///     let mut dst = b.alloc::<f32>(data.len())?;
///     let path = copy_between(a, &src, b, &mut dst)?;
///     assert_eq!(b.download(&dst)?, data);
///     Ok(path)
/// }
/// ```
pub fn copy_between<T: DeviceCopy>(
    src_dev: &dyn Device,
    src: &Buffer<T>,
    dst_dev: &dyn Device,
    dst: &mut Buffer<T>,
) -> Result<CopyPath> {
    copy_between_in(src_dev, src, dst_dev, dst, STAGING_CHUNK)
}

/// [`copy_between`] staging `chunk` bytes at a time.
pub(crate) fn copy_between_in<T: DeviceCopy>(
    src_dev: &dyn Device,
    src: &Buffer<T>,
    dst_dev: &dyn Device,
    dst: &mut Buffer<T>,
    chunk: usize,
) -> Result<CopyPath> {
    check_owned(src_dev.id(), src.device(), "the source of the copy")?;
    check_owned(dst_dev.id(), dst.device(), "the destination of the copy")?;
    if src.len() != dst.len() {
        return Err(Error::CopyRange {
            detail: format!(
                "copying a buffer of {} elements into one of {}",
                src.len(),
                dst.len()
            ),
        });
    }
    if src_dev.id() == dst_dev.id() {
        src_dev.copy(src, dst)?;
        return Ok(CopyPath::SameDevice);
    }
    let (s, d) = (src.memory(), dst.memory());
    let bytes = s.len();
    s.range(0, bytes)?;
    d.range(0, bytes)?;
    // SAFETY: `s` belongs to `src_dev` and `d` to `dst_dev` (checked above), both ranges lie
    // inside their allocations (checked above); `src` is borrowed shared and `dst` exclusively
    // for the call, so nothing writes the source or touches the destination meanwhile, and
    // they are distinct allocations.
    if let Some(path) = unsafe { src_dev.copy_to_peer_raw(s, 0, dst_dev, d, 0, bytes) }? {
        return Ok(path);
    }
    let mut staging: Vec<u8> = Vec::new();
    let chunk = bytes.min(chunk.max(1));
    staging
        .try_reserve_exact(chunk)
        .map_err(|_| Error::HostOutOfMemory {
            bytes: chunk,
            what: "staging a copy between devices".into(),
        })?;
    staging.resize(chunk, 0);
    let mut done = 0;
    while done < bytes {
        let n = chunk.min(bytes - done);
        let part = &mut staging[..n];
        // SAFETY: as above: the `n` bytes at `done` lie inside both allocations (their whole
        // ranges were checked), `s` belongs to `src_dev`, `d` to `dst_dev`, and the borrows
        // keep other users away for the call.
        unsafe {
            src_dev.read_raw(s, done, part)?;
            dst_dev.write_raw(d, done, part)?;
        }
        done += n;
    }
    Ok(CopyPath::StagedThroughHost)
}
