//! The device code a program hands `__cudaRegisterFatBinary`.
//!
//! Two containers are read:
//! - gpujit's own, which `gpujit cc` embeds: the magic `GPUJITCU`, a format
//!   version (u32 LE, 2), the architecture the NVVM IR was compiled for
//!   (u32 LE length, then its bytes), the `CUDART_VERSION` of the headers the
//!   program was compiled with (u32 LE), the translation unit's NVVM bitcode
//!   (u64 LE length, then its bytes), then its `__managed__` variables (u32
//!   LE count, then for each its device name as u32 LE length and bytes, and
//!   its initial bytes as u64 LE length and bytes). Version 1 ends after the
//!   bitcode;
//! - NVIDIA's fatbin, which nvcc embeds (read in [`crate::fatbin`]).

use crate::error::{Result, cudaErrorInvalidKernelImage, fail};

/// The first bytes of gpujit's container.
pub const MAGIC: &[u8; 8] = b"GPUJITCU";
/// The container's format version.
const VERSION: u32 = 2;

/// A translation unit's device code, as `gpujit cc` embeds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Payload {
    /// The architecture the NVVM IR was compiled for (`sm_80`).
    pub arch: String,
    /// `CUDART_VERSION` of the headers the program was compiled with
    /// (12090 for CUDA 12.9): it decides the layout of the structures the
    /// program hands the runtime (`cudaDeviceProp`).
    pub cudart_version: u32,
    /// The NVVM IR, as LLVM bitcode.
    pub bitcode: Vec<u8>,
    /// The `__managed__` variables: device name and initial bytes (see
    /// `gpujit_cuda::ManagedVariable`).
    pub managed: Vec<(String, Vec<u8>)>,
}

impl Payload {
    /// The container's bytes.
    pub fn encode(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(32 + self.arch.len() + self.bitcode.len());
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.extend_from_slice(&(self.arch.len() as u32).to_le_bytes());
        out.extend_from_slice(self.arch.as_bytes());
        out.extend_from_slice(&self.cudart_version.to_le_bytes());
        out.extend_from_slice(&(self.bitcode.len() as u64).to_le_bytes());
        out.extend_from_slice(&self.bitcode);
        out.extend_from_slice(&(self.managed.len() as u32).to_le_bytes());
        for (name, init) in &self.managed {
            out.extend_from_slice(&(name.len() as u32).to_le_bytes());
            out.extend_from_slice(name.as_bytes());
            out.extend_from_slice(&(init.len() as u64).to_le_bytes());
            out.extend_from_slice(init);
        }
        out
    }

    /// Reads a container from the start of `bytes` (trailing bytes, such as
    /// the padding a section adds, are ignored).
    pub fn decode(bytes: &[u8]) -> Result<Payload> {
        let bad = |why: &str| {
            fail(
                cudaErrorInvalidKernelImage,
                format!("gpujit device code container: {why}"),
            )
        };
        let mut r = Reader { bytes, at: 0 };
        if r.take(8) != Some(MAGIC.as_slice()) {
            return bad("it does not start with GPUJITCU");
        }
        let version = r.u32();
        match version {
            Some(1 | VERSION) => {}
            Some(v) => {
                return bad(&format!(
                    "format version {v}, and this runtime reads versions 1 to {VERSION}: \
                     rebuild the program with this gpujit"
                ));
            }
            None => return bad("truncated"),
        }
        let Some(arch) = r.u32().and_then(|n| r.take(n as usize)) else {
            return bad("truncated");
        };
        let arch = String::from_utf8_lossy(arch).into_owned();
        let Some(cudart_version) = r.u32() else {
            return bad("truncated");
        };
        let Some(bitcode) = r
            .u64()
            .and_then(|n| usize::try_from(n).ok())
            .and_then(|n| r.take(n))
        else {
            return bad("truncated");
        };
        let mut managed = Vec::new();
        if version == Some(VERSION) {
            let Some(count) = r.u32() else {
                return bad("truncated");
            };
            for _ in 0..count {
                let name = r.u32().and_then(|n| r.take(n as usize));
                let init = r
                    .u64()
                    .and_then(|n| usize::try_from(n).ok())
                    .and_then(|n| r.take(n));
                let (Some(name), Some(init)) = (name, init) else {
                    return bad("truncated");
                };
                managed.push((String::from_utf8_lossy(name).into_owned(), init.to_vec()));
            }
        }
        Ok(Payload {
            arch,
            cudart_version,
            bitcode: bitcode.to_vec(),
            managed,
        })
    }
}

/// Little-endian reads from a byte slice.
pub(crate) struct Reader<'a> {
    pub(crate) bytes: &'a [u8],
    pub(crate) at: usize,
}

impl<'a> Reader<'a> {
    pub(crate) fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let end = self.at.checked_add(n)?;
        let s = self.bytes.get(self.at..end)?;
        self.at = end;
        Some(s)
    }
    pub(crate) fn u16(&mut self) -> Option<u16> {
        self.take(2).map(|b| u16::from_le_bytes([b[0], b[1]]))
    }
    pub(crate) fn u32(&mut self) -> Option<u32> {
        self.take(4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }
    pub(crate) fn u64(&mut self) -> Option<u64> {
        self.take(8).map(|b| {
            let mut a = [0u8; 8];
            a.copy_from_slice(b);
            u64::from_le_bytes(a)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_refusals() {
        let p = Payload {
            arch: "sm_80".into(),
            cudart_version: 12090,
            bitcode: vec![1, 2, 3],
            managed: vec![("counter".into(), vec![5, 0, 0, 0]), ("t".into(), vec![])],
        };
        let mut bytes = p.encode();
        bytes.extend_from_slice(&[0; 7]);
        assert_eq!(Payload::decode(&bytes).unwrap(), p);
        let cut = &bytes[..bytes.len() - 12];
        assert!(
            Payload::decode(cut)
                .unwrap_err()
                .message
                .contains("truncated")
        );
        assert!(Payload::decode(b"not ours").is_err());
        let mut v3 = p.encode();
        v3[8] = 3;
        assert!(
            Payload::decode(&v3)
                .unwrap_err()
                .message
                .contains("version 3")
        );
        // Version 1 (no variables) is still read.
        let mut v1 = p.encode();
        v1[8] = 1;
        let old = Payload::decode(&v1).unwrap();
        assert_eq!((old.bitcode, old.managed.len()), (p.bitcode, 0));
    }
}
