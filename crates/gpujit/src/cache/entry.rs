//! The self-checking form of a cache entry, the same on disk and in a shared
//! store: a header (magic, format version, kind, seal, the key it is stored
//! under, the compile time it saves, the body's length), the body, and a tag
//! over all of it: SHA-256, or HMAC-SHA256 under an integrity key.
//!
//! Entries are untrusted input: [`open`] refuses a truncated entry, one of
//! another format or key (foreign), one whose tag does not match (corrupt),
//! and one sealed with another integrity key or none where one is required
//! (unauthenticated). The image an entry carries still passes every check a
//! device makes before it loads any image.

use std::sync::Arc;
use std::time::Duration;

use gpujit_device::Image;
use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};

use super::Key;

/// First bytes of every entry.
const MAGIC: &[u8; 8] = b"GJITCACH";
/// The layout's version; an entry of another version is foreign.
const VERSION: u16 = 1;
/// Magic, version, kind, seal, key, compile time, body length.
const HEADER: usize = 8 + 2 + 1 + 1 + 32 + 8 + 8;
/// SHA-256 or HMAC-SHA256.
const TAG: usize = 32;

const KIND_IMAGE: u8 = 0;
const KIND_LINK: u8 = 1;
const SEAL_SUM: u8 = 0;
const SEAL_HMAC: u8 = 1;

/// What an entry holds.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Entry {
    /// A compiled image.
    Image(Image),
    /// The key of another entry, with a note (see `Cache::put_noted_link`).
    Link(Key, Arc<[u8]>),
}

/// What [`seal`] writes: an image or a link, borrowed.
#[derive(Clone, Copy)]
pub(crate) enum Body<'a> {
    /// A compiled image.
    Image(&'a Image),
    /// The key of another entry, with a note.
    Link(&'a Key, &'a [u8]),
}

impl Entry {
    /// The entry, borrowed for [`seal`].
    pub(crate) fn body(&self) -> Body<'_> {
        match self {
            Entry::Image(image) => Body::Image(image),
            Entry::Link(target, note) => Body::Link(target, note),
        }
    }
}

/// How entries are sealed and checked: a SHA-256 of their bytes, or an
/// HMAC-SHA256 under a shared key.
#[derive(Clone, Default)]
pub(crate) enum Seal {
    /// SHA-256: proves an entry whole, not who wrote it.
    #[default]
    Sum,
    /// HMAC-SHA256 under this key: only holders of the key write entries
    /// that others accept.
    Hmac(Arc<[u8]>),
}

/// Why an entry was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Rejection {
    /// Shorter than its header says.
    Truncated,
    /// Not an entry of this format and version, or stored under another key.
    Foreign,
    /// Its bytes do not match its tag.
    Corrupt,
    /// Sealed with another integrity key, or without the one required.
    Unauthenticated,
}

type HmacSha256 = Hmac<Sha256>;

fn tag(seal: &Seal, bytes: &[u8]) -> [u8; 32] {
    match seal {
        Seal::Sum => Sha256::digest(bytes).into(),
        Seal::Hmac(k) => {
            // HMAC takes keys of every length: this never fails.
            match HmacSha256::new_from_slice(k) {
                Ok(mut mac) => {
                    mac.update(bytes);
                    mac.finalize().into_bytes().into()
                }
                Err(_) => [0; 32],
            }
        }
    }
}

/// The bytes of `entry` stored under `key`, saving `compile_time` on a hit.
pub(crate) fn seal(key: &Key, entry: Body<'_>, compile_time: Duration, seal: &Seal) -> Vec<u8> {
    let (kind, body) = match entry {
        Body::Image(image) => (KIND_IMAGE, super::image_body(image)),
        Body::Link(target, note) => {
            let mut b = target.0.to_vec();
            b.extend_from_slice(note);
            (KIND_LINK, b)
        }
    };
    let mut out = Vec::with_capacity(HEADER + body.len() + TAG);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&VERSION.to_le_bytes());
    out.push(kind);
    out.push(match seal {
        Seal::Sum => SEAL_SUM,
        Seal::Hmac(_) => SEAL_HMAC,
    });
    out.extend_from_slice(&key.0);
    let micros = u64::try_from(compile_time.as_micros()).unwrap_or(u64::MAX);
    out.extend_from_slice(&micros.to_le_bytes());
    out.extend_from_slice(&(body.len() as u64).to_le_bytes());
    out.extend_from_slice(&body);
    let t = tag(seal, &out);
    out.extend_from_slice(&t);
    out
}

/// The entry in `bytes`, checked to be whole, of this format, stored under
/// `key` and sealed as `seal` says; with the compile time it saves.
pub(crate) fn open(bytes: &[u8], key: &Key, seal: &Seal) -> Result<(Entry, Duration), Rejection> {
    let n = MAGIC.len().min(bytes.len());
    if bytes[..n] != MAGIC[..n] {
        return Err(Rejection::Foreign);
    }
    if bytes.len() < HEADER {
        return Err(Rejection::Truncated);
    }
    let u64_at = |at: usize| {
        let mut b = [0u8; 8];
        b.copy_from_slice(&bytes[at..at + 8]);
        u64::from_le_bytes(b)
    };
    if u16::from_le_bytes([bytes[8], bytes[9]]) != VERSION || bytes[12..44] != key.0 {
        return Err(Rejection::Foreign);
    }
    let (kind, sealed) = (bytes[10], bytes[11]);
    match (sealed, seal) {
        (SEAL_SUM, Seal::Sum) | (SEAL_HMAC, Seal::Hmac(_)) => {}
        (SEAL_SUM | SEAL_HMAC, _) => return Err(Rejection::Unauthenticated),
        _ => return Err(Rejection::Foreign),
    }
    let compile_time = Duration::from_micros(u64_at(44));
    let len = usize::try_from(u64_at(52)).map_err(|_| Rejection::Corrupt)?;
    let end = HEADER.checked_add(len).ok_or(Rejection::Corrupt)?;
    match bytes.len().cmp(&(end + TAG)) {
        std::cmp::Ordering::Less => return Err(Rejection::Truncated),
        std::cmp::Ordering::Greater => return Err(Rejection::Corrupt),
        std::cmp::Ordering::Equal => {}
    }
    if tag(seal, &bytes[..end]) != bytes[end..] {
        return Err(match seal {
            Seal::Sum => Rejection::Corrupt,
            Seal::Hmac(_) => Rejection::Unauthenticated,
        });
    }
    let body = &bytes[HEADER..end];
    let entry = match kind {
        KIND_IMAGE => Entry::Image(super::image_from_body(body).ok_or(Rejection::Corrupt)?),
        KIND_LINK if body.len() >= 32 => {
            let mut target = [0u8; 32];
            target.copy_from_slice(&body[..32]);
            Entry::Link(Key(target), Arc::from(&body[32..]))
        }
        _ => return Err(Rejection::Corrupt),
    };
    Ok((entry, compile_time))
}
