//! The CUDA prelude (gpujit's built-in headers, or clang's CUDA wrapper over
//! NVIDIA's headers) precompiled once per set of compile arguments and kept
//! in memory, so that a small kernel does not pay for parsing it each time.
//!
//! A precompiled header is only valid for the arguments it was built with
//! (macros, include folders, language standard, architecture) and the headers
//! it read, so those are its key (with clang's version and the embedded
//! headers' digest). `GPUJIT_CUDA_PCH=0` turns it off (every compile then
//! parses the prelude, with the same result).
//!
//! Each one is also kept on disk, so that a new process does not build it
//! again: in `GPUJIT_CUDA_PCH_DIR`, else `$XDG_CACHE_HOME/gpujit/cuda-pch`
//! (`~/.cache/...`). A file is written under a temporary name and renamed,
//! and ends with the 128-bit XXH3 of what precedes it and its length: a
//! torn or foreign file is not used. clang itself checks that NVIDIA's
//! headers on disk are those the file was built from; a compile that finds
//! the file stale builds it again. A kept file is mapped, not read: clang
//! reads only the parts of it a compile needs, and a process's first compile
//! costs little more than the later ones ([`crate::prepare_prelude`] builds
//! one ahead, once per machine).
use std::collections::{HashMap, VecDeque};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

use sha2::{Digest, Sha256};

use crate::ffi;
use crate::mapped::Bytes;

/// Where the prelude and its precompiled form sit in the in-memory files.
pub(crate) const PRELUDE: &str = "/__gpujit__/pch/prelude.cuh";
pub(crate) const PCH: &str = "/__gpujit__/pch/prelude.pch";

/// Precompiled preludes kept at most in memory (each is a few MiB).
const KEEP: usize = 16;

/// What a precompiled prelude holds, beyond clang's own format: 2 leaves
/// out the list of declarations to check for deferred diagnostics; 3 also
/// the unused file-scope declarations, and holds the prelude's template
/// instantiations.
/// 4: the file's trailer is an XXH3-128 and the length, not a SHA-256.
const FORMAT: &str = "gpujit-pch-4";

/// The trailer after a kept file's contents: its XXH3-128, then its length
/// (both little-endian).
const TRAILER: usize = 24;

/// Precompiled preludes kept at most on disk; the oldest go first.
const KEEP_ON_DISK: usize = 32;

/// A precompiled prelude, or why it could not be built.
pub(crate) type Built = Result<Arc<Bytes>, String>;

/// Where a precompiled prelude came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Origin {
    /// This process had it already.
    Memory,
    /// Kept on disk by an earlier process (or compile).
    Disk,
    /// Built now.
    Built,
}

type Slot = Arc<OnceLock<Built>>;

#[derive(Default)]
struct Store {
    slots: HashMap<[u8; 32], Slot>,
    order: VecDeque<[u8; 32]>,
}

fn store() -> &'static Mutex<Store> {
    static STORE: OnceLock<Mutex<Store>> = OnceLock::new();
    STORE.get_or_init(Mutex::default)
}

/// Whether precompiled preludes are used (`GPUJIT_CUDA_PCH` is not `0`).
pub(crate) fn enabled() -> bool {
    std::env::var("GPUJIT_CUDA_PCH").map_or(true, |v| v != "0")
}

/// The folder precompiled preludes are kept in on disk, if any.
fn disk_dir() -> Option<PathBuf> {
    if let Some(d) = std::env::var_os("GPUJIT_CUDA_PCH_DIR") {
        return Some(PathBuf::from(d));
    }
    let base = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))?;
    Some(base.join("gpujit/cuda-pch"))
}

fn disk_path(key: &[u8; 32]) -> Option<PathBuf> {
    let name: String = key.iter().map(|b| format!("{b:02x}")).collect();
    disk_dir().map(|d| d.join(format!("{name}.pch")))
}

/// The trailer of `body`.
fn trailer(body: &[u8]) -> [u8; TRAILER] {
    let mut t = [0u8; TRAILER];
    t[..16].copy_from_slice(&xxhash_rust::xxh3::xxh3_128(body).to_le_bytes());
    t[16..].copy_from_slice(&(body.len() as u64).to_le_bytes());
    t
}

/// A kept precompiled prelude, when its trailer holds.
pub(crate) fn read_file(path: &Path) -> Option<Bytes> {
    let bytes = Bytes::map(path).ok()?;
    let body = bytes.len().checked_sub(TRAILER)?;
    if bytes[body..] != trailer(&bytes[..body]) {
        return None;
    }
    Some(bytes.truncated(body))
}

/// Keeps a precompiled prelude at `path`: written under a temporary name
/// beside it and renamed, so that a reader sees the whole file or none.
pub(crate) fn write_file(path: &Path, pch: &[u8]) -> std::io::Result<()> {
    use std::io::Write as _;
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    static SERIAL: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let serial = SERIAL.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let tmp = dir.join(format!(".tmp-{}-{serial}", std::process::id()));
    let written = std::fs::File::create(&tmp).and_then(|mut f| {
        f.write_all(pch)?;
        f.write_all(&trailer(pch))
    });
    let renamed = written.and_then(|()| std::fs::rename(&tmp, path));
    if renamed.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    renamed
}

/// Keeps a precompiled prelude on disk; a failure (no folder, full disk)
/// only means the next process builds it again.
fn write_disk(key: &[u8; 32], pch: &[u8]) {
    let Some(path) = disk_path(key) else { return };
    if write_file(&path, pch).is_err() {
        return;
    }
    let Some(dir) = path.parent() else { return };
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut kept: Vec<(std::time::SystemTime, PathBuf)> = entries
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "pch"))
        .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
        .collect();
    if kept.len() > KEEP_ON_DISK {
        kept.sort();
        for (_, old) in &kept[..kept.len() - KEEP_ON_DISK] {
            let _ = std::fs::remove_file(old);
        }
    }
}

/// The key of a prelude compiled with `args`.
fn key(args: &[String], prelude: &str) -> [u8; 32] {
    let mut h = Sha256::new();
    h.update(FORMAT.as_bytes());
    h.update(crate::CLANG_VERSION.as_bytes());
    h.update(env!("CARGO_PKG_VERSION").as_bytes());
    h.update(crate::headers::embedded_digest().as_bytes());
    for a in args {
        h.update(a.as_bytes());
        h.update([0]);
    }
    h.update(prelude.as_bytes());
    h.finalize().into()
}

/// Forgets the precompiled prelude of `args` (in memory and on disk): a
/// compile found it stale, and the next one builds it again.
pub(crate) fn forget(args: &[String], prelude: &str) {
    let key = key(args, prelude);
    store()
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .slots
        .remove(&key);
    if let Some(path) = disk_path(&key) {
        let _ = std::fs::remove_file(path);
    }
}

/// The precompiled `prelude` for a compile with `args` (driver arguments
/// without the input) over `files`: from memory, from disk, or built now,
/// and which. When it cannot be built, the reason (clang's first error): the
/// compile then parses the prelude itself, and its log says so.
pub(crate) fn prelude(
    args: &[String],
    prelude: &str,
    files: &[(String, &[u8])],
) -> (Built, Origin) {
    let key = key(args, prelude);
    let slot = {
        let mut s = store().lock().unwrap_or_else(|p| p.into_inner());
        if !s.slots.contains_key(&key) {
            while s.order.len() >= KEEP {
                if let Some(old) = s.order.pop_front() {
                    s.slots.remove(&old);
                }
            }
            s.order.push_back(key);
        }
        s.slots.entry(key).or_default().clone()
    };
    // Built outside the store's lock: compiles with other arguments go on;
    // those with these wait for this one.
    let mut origin = Origin::Memory;
    let built = slot
        .get_or_init(|| {
            if let Some(bytes) = disk_path(&key).and_then(|p| read_file(&p)) {
                origin = Origin::Disk;
                return Ok(Arc::new(bytes));
            }
            origin = Origin::Built;
            build(&key, args, prelude, files)
        })
        .clone();
    (built, origin)
}

/// Builds the precompiled prelude and keeps it on disk.
fn build(key: &[u8; 32], args: &[String], prelude: &str, files: &[(String, &[u8])]) -> Built {
    let mut pch_args = args.to_vec();
    // Templates the prelude uses are instantiated into it, once,
    // instead of at the end of every compile that includes it.
    pch_args.push("-fpch-instantiate-templates".to_string());
    pch_args.push(PRELUDE.to_string());
    let mut pch_files = files.to_vec();
    pch_files.push((PRELUDE.to_string(), prelude.as_bytes()));
    let out = ffi::compile(&pch_args, &pch_files, ffi::Mode::Pch, 0)?;
    match out.bitcode {
        Some(b) if out.errors == 0 && !b.is_empty() => {
            write_disk(key, &b);
            Ok(Arc::new(Bytes::from(b)))
        }
        _ => Err(out
            .log
            .lines()
            .find(|l| l.contains("error"))
            .unwrap_or("no precompiled header was written")
            .to_string()),
    }
}
