//! NVIDIA's fatbin container, as nvcc embeds it in a program: the PTX it
//! holds is what the runtime compiles for the device present.
//!
//! A container is a 16-byte header (magic `0xBA55ED50`, version 1, the
//! header's size, the size of what follows) and entries, each a header (its
//! kind at byte 0: 1 PTX, 2 ELF; its own size at byte 4; the size its data
//! takes, padded, at byte 8; the data's stored size at byte 16; the SM
//! version at byte 28; flags at byte 40, compression among them; the
//! uncompressed size at byte 56) followed by its data. PTX may be stored
//! compressed (LZ4 or Zstandard); both are read.

use crate::error::{Result, cudaErrorInvalidKernelImage, cudaErrorNoKernelImageForDevice, fail};
use crate::payload::Reader;

/// The container's magic.
const MAGIC: u32 = 0xBA55ED50;
/// Entry kinds.
const KIND_PTX: u16 = 1;
/// Flag bits of an entry: data compressed with LZ4 (CUDA 11.8 and later) or
/// with Zstandard (CUDA 12.8 and later, `-compress-mode`).
const FLAG_LZ4: u64 = 0x2000;
const FLAG_ZSTD: u64 = 0x8000;

/// One entry of a container.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// 1 for PTX, 2 for an ELF cubin.
    pub kind: u16,
    /// The SM version it targets (90 for sm_90).
    pub sm: u32,
    /// The entry's flags.
    pub flags: u64,
    /// Its data, uncompressed.
    pub data: std::result::Result<Vec<u8>, String>,
}

/// The entries of the container at the start of `bytes`; `bytes` may go on
/// past it. Also how long the container is.
pub fn entries(bytes: &[u8]) -> Result<(Vec<Entry>, usize)> {
    let bad = |why: String| fail(cudaErrorInvalidKernelImage, format!("NVIDIA fatbin: {why}"));
    let mut r = Reader { bytes, at: 0 };
    let (Some(magic), Some(_version), Some(header), Some(size)) =
        (r.u32(), r.u16(), r.u16(), r.u64())
    else {
        return bad("truncated header".into());
    };
    if magic != MAGIC {
        return bad(format!("magic {magic:#x}, not {MAGIC:#x}"));
    }
    let start = usize::from(header);
    let Some(end) = usize::try_from(size)
        .ok()
        .and_then(|s| s.checked_add(start))
    else {
        return bad("size out of range".into());
    };
    if end > bytes.len() {
        return bad(format!(
            "it says {end} bytes, and {} are there",
            bytes.len()
        ));
    }
    let mut out = Vec::new();
    let mut at = start;
    while at + 64 <= end {
        let mut e = Reader {
            bytes: &bytes[..end],
            at,
        };
        let kind = e.u16().unwrap_or(0);
        let _attr = e.u16();
        let head = e.u32().unwrap_or(0) as usize;
        let padded = e.u64().unwrap_or(0) as usize;
        let stored = e.u32().unwrap_or(0) as usize;
        e.at = at + 28;
        let sm = e.u32().unwrap_or(0);
        e.at = at + 40;
        let flags = e.u64().unwrap_or(0);
        e.at = at + 56;
        let plain = e.u64().unwrap_or(0) as usize;
        if head < 64 {
            return bad(format!("an entry at byte {at} has a {head}-byte header"));
        }
        let data_at = at + head;
        // The stored size, where the entry gives one (PTX); else (machine
        // code) the padded size.
        let len = if stored > 0 { stored } else { padded };
        let Some(raw) = bytes.get(data_at..data_at + len) else {
            return bad(format!("an entry at byte {at} runs past the container"));
        };
        let data = if flags & FLAG_ZSTD != 0 {
            zstd(raw, plain)
        } else if flags & FLAG_LZ4 != 0 {
            lz4_flex::block::decompress(raw, plain)
                .map_err(|e| format!("its LZ4 data does not decompress: {e}"))
        } else {
            Ok(raw.to_vec())
        };
        out.push(Entry {
            kind,
            sm,
            flags,
            data,
        });
        at = data_at + padded.max(stored);
    }
    Ok((out, end))
}

fn zstd(raw: &[u8], plain: usize) -> std::result::Result<Vec<u8>, String> {
    use std::io::Read;
    let mut d = ruzstd::decoding::StreamingDecoder::new(raw)
        .map_err(|e| format!("its Zstandard data does not decompress: {e}"))?;
    let mut out = Vec::with_capacity(plain);
    d.read_to_end(&mut out)
        .map_err(|e| format!("its Zstandard data does not decompress: {e}"))?;
    Ok(out)
}

/// The PTX of the container at `data`: the entry for the newest SM version
/// it holds PTX for (a program's PTX is written for the oldest device it
/// supports, so any of them runs everywhere that one does; the newest uses
/// the most).
///
/// # Safety
/// `data` points to a whole container (its header gives its length).
pub(crate) unsafe fn read(data: *const u8) -> Result<String> {
    // SAFETY: the header is 16 bytes.
    let head = unsafe { std::slice::from_raw_parts(data, 16) };
    let size = u64::from_le_bytes(head[8..16].try_into().unwrap_or([0; 8]));
    let header = u16::from_le_bytes([head[6], head[7]]);
    let Some(total) = usize::try_from(size)
        .ok()
        .and_then(|s| s.checked_add(usize::from(header)))
        .filter(|t| *t < (1 << 32))
    else {
        return fail(
            cudaErrorInvalidKernelImage,
            "NVIDIA fatbin: size out of range",
        );
    };
    // SAFETY: the container is `total` bytes long, as its header says.
    let bytes = unsafe { std::slice::from_raw_parts(data, total) };
    ptx_of(bytes)
}

/// The PTX of the container at the start of `bytes`: the entry for the newest
/// SM version it holds PTX for.
pub fn ptx_of(bytes: &[u8]) -> Result<String> {
    let (entries, _) = entries(bytes)?;
    let mut ptx: Vec<&Entry> = entries.iter().filter(|e| e.kind == KIND_PTX).collect();
    ptx.sort_by_key(|e| std::cmp::Reverse(e.sm));
    let Some(best) = ptx.first() else {
        let sms: Vec<String> = entries.iter().map(|e| format!("sm_{}", e.sm)).collect();
        return fail(
            cudaErrorNoKernelImageForDevice,
            format!(
                "the program's fatbin holds machine code only ({}) and no PTX, which is what \
                 gpujit compiles for other devices: build it with PTX embedded \
                 (nvcc -gencode arch=compute_XX,code=compute_XX, or -arch=sm_XX, which embeds both)",
                sms.join(", ")
            ),
        );
    };
    match &best.data {
        Ok(bytes) => {
            let text = bytes.split(|b| *b == 0).next().unwrap_or(&[]);
            Ok(String::from_utf8_lossy(text).into_owned())
        }
        Err(why) => fail(
            cudaErrorInvalidKernelImage,
            format!(
                "the PTX for sm_{} in the program's fatbin (flags {:#x}): {why}",
                best.sm, best.flags
            ),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A container as the format lays it out, with the given entries
    /// (kind, sm, flags, stored data, uncompressed size).
    fn container(entries: &[(u16, u32, u64, &[u8], usize)]) -> Vec<u8> {
        let mut body = Vec::new();
        for (kind, sm, flags, data, plain) in entries {
            let padded = data.len().div_ceil(8) * 8;
            let mut h = vec![0u8; 64];
            h[0..2].copy_from_slice(&kind.to_le_bytes());
            h[4..8].copy_from_slice(&64u32.to_le_bytes());
            h[8..16].copy_from_slice(&(padded as u64).to_le_bytes());
            h[16..20].copy_from_slice(&(data.len() as u32).to_le_bytes());
            h[28..32].copy_from_slice(&sm.to_le_bytes());
            h[40..48].copy_from_slice(&flags.to_le_bytes());
            h[56..64].copy_from_slice(&(*plain as u64).to_le_bytes());
            body.extend_from_slice(&h);
            body.extend_from_slice(data);
            body.resize(body.len() + padded - data.len(), 0);
        }
        let mut out = Vec::new();
        out.extend_from_slice(&MAGIC.to_le_bytes());
        out.extend_from_slice(&1u16.to_le_bytes());
        out.extend_from_slice(&16u16.to_le_bytes());
        out.extend_from_slice(&(body.len() as u64).to_le_bytes());
        out.extend_from_slice(&body);
        out
    }

    #[test]
    fn picks_the_newest_ptx_and_decompresses_lz4() {
        let old = b".version 7.0\n.target sm_52\n\0";
        let new = b".version 8.0\n.target sm_90\n\0";
        let packed = lz4_flex::block::compress(new);
        let c = container(&[
            (2, 90, 0, b"\x7fELF....", 8),
            (1, 52, 0, old, old.len()),
            (1, 90, FLAG_LZ4, &packed, new.len()),
        ]);
        let mut with_tail = c.clone();
        with_tail.extend_from_slice(&[0xAA; 5]);
        let (entries, len) = entries(&with_tail).unwrap();
        assert_eq!((entries.len(), len), (3, c.len()));
        assert_eq!(ptx_of(&c).unwrap(), ".version 8.0\n.target sm_90\n");
    }

    #[test]
    fn refusals_name_what_is_missing() {
        let c = container(&[(2, 90, 0, b"\x7fELF....", 8)]);
        let e = ptx_of(&c).unwrap_err();
        assert_eq!(e.code, cudaErrorNoKernelImageForDevice);
        assert!(
            e.message.contains("no PTX") && e.message.contains("sm_90"),
            "{e}"
        );
        let bad = container(&[(1, 90, FLAG_LZ4, b"\xff\xff\xff\xff", 100)]);
        let e = ptx_of(&bad).unwrap_err();
        assert!(e.message.contains("LZ4"), "{e}");
        let mut cut = container(&[(1, 90, 0, b"abc\0", 4)]);
        cut.truncate(40);
        assert!(entries(&cut).is_err());
        assert!(entries(b"\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0").is_err());
    }
}
