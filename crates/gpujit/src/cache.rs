//! Content-addressed cache of compiled images: in memory (LRU) and on disk.
//!
//! The key hashes the portable module's bitcode and kernel signatures, the
//! target, the compile options, the gpujit and LLVM versions, and whatever the
//! caller adds (a driver version). On disk, entries live in one folder
//! (`GPUJIT_CACHE_DIR`, else `$XDG_CACHE_HOME/gpujit/kernels`, else
//! `~/.cache/gpujit/kernels`), are written to a temporary file and renamed into
//! place (so concurrent processes never see half an entry), carry a SHA-256 of
//! their contents (a corrupt or truncated entry is deleted and recompiled,
//! never trusted), and are evicted oldest-first past a size cap.
//!
//! ```
//! # let dir = std::env::temp_dir().join(format!("gpujit-doc-cache-{}", std::process::id()));
//! let cache = gpujit::cache::Cache::new(Some(dir), 1 << 30, 64);
//! let m = gpujit::kernels::saxpy::module()?;
//! let opts = gpujit::CompileOptions::default();
//! let key = gpujit::cache::key(&m, gpujit::Target::Amdgcn, &opts, "");
//! assert!(cache.get(&key).is_none());
//! let image = gpujit::compile(&m, gpujit::Target::Amdgcn, &opts)?.image;
//! cache.put(&key, &image);
//! assert_eq!(cache.get(&key).as_deref(), Some(&image));
//! assert_eq!(cache.stats().memory_hits, 1);
//! # Ok::<(), gpujit::Error>(())
//! ```

use std::collections::{HashMap, VecDeque};
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use gpujit_device::{Image, ImageFormat, KernelSignature};
use sha2::{Digest, Sha256};

use crate::{CompileOptions, NvvmModule, PortableModule, Target};

/// First bytes of every cache file; the version changes with the layout.
const MAGIC: &[u8; 8] = b"GJITIMG1";
/// First bytes of a link entry: the key of another entry follows.
const LINK_MAGIC: &[u8; 8] = b"GJITLNK1";
/// First bytes of a link entry with a note: the key of another entry, the
/// note's length (u32 LE) and the note follow, then SHA-256 of all three.
const NOTE_LINK_MAGIC: &[u8; 8] = b"GJITLNK2";

/// A cache key: SHA-256 of everything that decides the compiled bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Key([u8; 32]);

impl Key {
    /// Lower-case hex, the entry's file name.
    pub fn hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }
}

/// The key of compiling `module` for `target` with `opts`; `extra` adds what
/// else decides the result (e.g. `driver 12080` for machine code).
pub fn key(module: &PortableModule, target: Target, opts: &CompileOptions, extra: &str) -> Key {
    let mut h = Sha256::new();
    h.update(module.bitcode());
    for k in module.kernels() {
        h.update(format!(
            "{}({}){:?};",
            k.name,
            gpujit_ir::import::encode_params(&k.params),
            k.max_threads
        ));
    }
    h.update(format!(
        "{}|{:?}|gpujit {}|LLVM {}|{extra}",
        options_text(target, opts),
        module.options(),
        env!("CARGO_PKG_VERSION"),
        gpujit_lld::LLVM_VERSION
    ));
    Key(h.finalize().into())
}

/// The key of a specialized variant (see [`crate::specialize`]) of `kernel`
/// of the module compiled under `base`, for `values` (as
/// [`gpujit_ir::specialize::Values::key_text`] writes them). It names the
/// variant before the variant's module is made, and is stored as a link to
/// the variant image's own key.
pub fn variant_key(base: &Key, kernel: &str, values: &str) -> Key {
    let mut h = Sha256::new();
    h.update(b"variant\0");
    h.update(base.0);
    h.update(format!("|{kernel}|{values}"));
    Key(h.finalize().into())
}

/// The target and compile options as a key writes them.
fn options_text(target: Target, opts: &CompileOptions) -> String {
    format!(
        "|{target}|{:?}|{:?}|{:?}|{}|{}|{:?}",
        opts.arch,
        opts.opt_level,
        opts.ptx_version,
        opts.checked,
        opts.generic,
        opts.code_object_version,
    )
}

/// The key of an NVVM module compiled as it is (for NVIDIA; other targets
/// compile its lifted form under [`key`]).
pub fn nvvm_key(module: &NvvmModule, target: Target, opts: &CompileOptions, extra: &str) -> Key {
    let mut h = Sha256::new();
    h.update(b"nvvm\0");
    h.update(module.bitcode());
    for k in module.kernels() {
        h.update(format!(
            "{}({}){:?};",
            k.name,
            gpujit_ir::import::encode_params(&k.params),
            k.max_threads
        ));
    }
    h.update(format!(
        "|{target}|{:?}|{:?}|{:?}|{}|gpujit {}|LLVM {}|{extra}",
        opts.arch,
        opts.opt_level,
        opts.ptx_version,
        opts.checked,
        env!("CARGO_PKG_VERSION"),
        gpujit_lld::LLVM_VERSION
    ));
    Key(h.finalize().into())
}

/// The key of compiling CUDA source for `target`: the program's fingerprint
/// (source, headers, options, name expressions, the CUDA headers and clang's
/// version, see [`gpujit_cuda::Program::fingerprint`]) for `arch`, with what
/// [`key`] adds. It names a link to the compiled image, noted with the
/// lowered names.
pub fn cuda_key(
    program: &gpujit_cuda::Program,
    arch: &str,
    headers: &gpujit_cuda::HeaderSet,
    target: Target,
    opts: &CompileOptions,
    extra: &str,
) -> Key {
    let mut h = Sha256::new();
    h.update(b"cuda\0");
    h.update(program.fingerprint(arch, headers));
    h.update(format!(
        "{}|gpujit {}|LLVM {}|{extra}",
        options_text(target, opts),
        env!("CARGO_PKG_VERSION"),
        gpujit_lld::LLVM_VERSION
    ));
    Key(h.finalize().into())
}

/// Counters since the cache was created.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Stats {
    /// Lookups answered from memory.
    pub memory_hits: u64,
    /// Lookups answered from disk.
    pub disk_hits: u64,
    /// Lookups that found nothing.
    pub misses: u64,
    /// Entries stored.
    pub stores: u64,
    /// Links stored (see [`Cache::put_link`]).
    pub links: u64,
    /// Disk entries found corrupt and deleted.
    pub corrupt: u64,
    /// Entries evicted from disk to respect the size cap.
    pub evicted: u64,
}

/// What the disk folder holds.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DiskUsage {
    /// The folder.
    pub dir: Option<PathBuf>,
    /// Entries in it.
    pub entries: u64,
    /// Their total size.
    pub bytes: u64,
}

struct Memory {
    map: HashMap<Key, Arc<Image>>,
    order: VecDeque<Key>,
    links: HashMap<Key, (Key, Arc<[u8]>)>,
}

/// An in-memory LRU over an optional on-disk store. `Send + Sync`.
pub struct Cache {
    dir: Option<PathBuf>,
    disk_cap: u64,
    memory_cap: usize,
    memory: Mutex<Memory>,
    memory_hits: AtomicU64,
    disk_hits: AtomicU64,
    misses: AtomicU64,
    stores: AtomicU64,
    links: AtomicU64,
    corrupt: AtomicU64,
    evicted: AtomicU64,
    /// Bytes on disk as last counted plus what was written since; `None`
    /// until the folder is first counted.
    disk_bytes: Mutex<Option<u64>>,
}

/// The default cache folder: `GPUJIT_CACHE_DIR`, `$XDG_CACHE_HOME/gpujit/kernels`
/// or `~/.cache/gpujit/kernels`.
pub fn default_dir() -> Option<PathBuf> {
    if let Some(d) = std::env::var_os("GPUJIT_CACHE_DIR") {
        return Some(PathBuf::from(d));
    }
    let base = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| Path::new(&h).join(".cache")))?;
    Some(base.join("gpujit/kernels"))
}

impl Cache {
    /// A cache over `dir` (none: memory only), holding at most `disk_cap` bytes
    /// on disk and `memory_cap` images in memory.
    pub fn new(dir: Option<PathBuf>, disk_cap: u64, memory_cap: usize) -> Cache {
        Cache {
            dir,
            disk_cap,
            memory_cap: memory_cap.max(1),
            memory: Mutex::new(Memory {
                map: HashMap::new(),
                order: VecDeque::new(),
                links: HashMap::new(),
            }),
            memory_hits: AtomicU64::new(0),
            disk_hits: AtomicU64::new(0),
            misses: AtomicU64::new(0),
            stores: AtomicU64::new(0),
            links: AtomicU64::new(0),
            corrupt: AtomicU64::new(0),
            evicted: AtomicU64::new(0),
            disk_bytes: Mutex::new(None),
        }
    }

    /// The default cache: [`default_dir`], 1 GiB on disk, 256 images in memory.
    pub fn from_env() -> Cache {
        Cache::new(default_dir(), 1 << 30, 256)
    }

    /// The disk folder, if any.
    pub fn dir(&self) -> Option<&Path> {
        self.dir.as_deref()
    }

    fn memory(&self) -> std::sync::MutexGuard<'_, Memory> {
        self.memory.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn remember(&self, key: Key, image: Arc<Image>) {
        let mut m = self.memory();
        if m.map.insert(key, image).is_none() {
            m.order.push_back(key);
        }
        while m.map.len() > self.memory_cap {
            match m.order.pop_front() {
                Some(old) => {
                    m.map.remove(&old);
                }
                None => break,
            }
        }
    }

    /// The image stored under `key`, from memory or disk; a link (see
    /// [`Cache::put_link`]) is followed to the image it names.
    pub fn get(&self, key: &Key) -> Option<Arc<Image>> {
        self.get_linked(key).map(|(_, image)| image)
    }

    /// The image stored under `key` and the key it is stored under: `key`
    /// itself, or the key a link under `key` names.
    pub fn get_linked(&self, key: &Key) -> Option<(Key, Arc<Image>)> {
        let target = {
            let mut m = self.memory();
            if let Some(img) = m.map.get(key).cloned() {
                m.order.retain(|k| k != key);
                m.order.push_back(*key);
                self.memory_hits.fetch_add(1, Ordering::Relaxed);
                return Some((*key, img));
            }
            m.links.get(key).map(|(t, _)| *t)
        };
        if let Some(target) = target {
            return self.get_image(&target).map(|img| (target, img));
        }
        match self.read(key) {
            Some(Entry::Image(img)) => {
                let img = Arc::new(img);
                self.remember(*key, img.clone());
                self.disk_hits.fetch_add(1, Ordering::Relaxed);
                Some((*key, img))
            }
            Some(Entry::Link(target, note)) => {
                self.memory().links.insert(*key, (target, note));
                self.get_image(&target).map(|img| (target, img))
            }
            None => {
                self.misses.fetch_add(1, Ordering::Relaxed);
                None
            }
        }
    }

    /// An image entry (links are not followed further).
    fn get_image(&self, key: &Key) -> Option<Arc<Image>> {
        {
            let mut m = self.memory();
            if let Some(img) = m.map.get(key).cloned() {
                m.order.retain(|k| k != key);
                m.order.push_back(*key);
                self.memory_hits.fetch_add(1, Ordering::Relaxed);
                return Some(img);
            }
        }
        if let Some(Entry::Image(img)) = self.read(key) {
            let img = Arc::new(img);
            self.remember(*key, img.clone());
            self.disk_hits.fetch_add(1, Ordering::Relaxed);
            return Some(img);
        }
        self.misses.fetch_add(1, Ordering::Relaxed);
        None
    }

    /// The disk entry under `key`; a corrupt one is deleted.
    fn read(&self, key: &Key) -> Option<Entry> {
        let path = self.path(key)?;
        match fs::read(&path) {
            Ok(bytes) => match decode_entry(&bytes) {
                Some(e) => return Some(e),
                None => {
                    self.corrupt.fetch_add(1, Ordering::Relaxed);
                    let _ = fs::remove_file(&path);
                    tracing::warn!(path = %path.display(), "deleted a corrupt cache entry");
                }
            },
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => {
                tracing::warn!(path = %path.display(), error = %e, "unreadable cache entry")
            }
        }
        None
    }

    /// Stores a link: [`Cache::get`] of `key` answers with the image stored
    /// under `target` (e.g. one module's key pointing to the image of a batch
    /// that holds its kernels). A link to a missing or evicted image is a miss.
    pub fn put_link(&self, key: &Key, target: &Key) {
        self.put_noted_link(key, target, &[]);
    }

    /// Stores a link (see [`Cache::put_link`]) that carries a note: bytes
    /// the caller needs beside the image on a hit (e.g. the lowered names of
    /// a CUDA program's name expressions), checked like every entry.
    pub fn put_noted_link(&self, key: &Key, target: &Key, note: &[u8]) {
        self.memory().links.insert(*key, (*target, Arc::from(note)));
        self.links.fetch_add(1, Ordering::Relaxed);
        let Some(dir) = &self.dir else { return };
        let mut body = target.0.to_vec();
        body.extend_from_slice(&(note.len() as u32).to_le_bytes());
        body.extend_from_slice(note);
        let sum = Sha256::digest(&body);
        let mut bytes = NOTE_LINK_MAGIC.to_vec();
        bytes.extend_from_slice(&body);
        bytes.extend_from_slice(&sum);
        if let Err(e) = self.write_bytes(dir, key, &bytes) {
            tracing::warn!(dir = %dir.display(), error = %e, "cannot store a cache link");
        }
    }

    /// The image a link under `key` names, with the link's note (see
    /// [`Cache::put_noted_link`]); `None` when `key` holds no link or its
    /// image is gone.
    pub fn get_noted(&self, key: &Key) -> Option<(Arc<Image>, Arc<[u8]>)> {
        let mut link = self.memory().links.get(key).cloned();
        if link.is_none() {
            match self.read(key) {
                Some(Entry::Link(target, note)) => {
                    self.memory().links.insert(*key, (target, note.clone()));
                    link = Some((target, note));
                }
                _ => {
                    self.misses.fetch_add(1, Ordering::Relaxed);
                    return None;
                }
            }
        }
        let (target, note) = link?;
        self.get_image(&target).map(|img| (img, note))
    }

    /// Stores `image` under `key` in memory and, when there is a folder, on
    /// disk. A disk failure (full, read-only) leaves the memory entry and is
    /// logged: the cache never fails a compile.
    pub fn put(&self, key: &Key, image: &Image) {
        self.remember(*key, Arc::new(image.clone()));
        self.stores.fetch_add(1, Ordering::Relaxed);
        let Some(dir) = &self.dir else { return };
        if let Err(e) = self.write(dir, key, image) {
            tracing::warn!(dir = %dir.display(), error = %e, "cannot store a cache entry");
        }
    }

    fn write(&self, dir: &Path, key: &Key, image: &Image) -> std::io::Result<()> {
        self.write_bytes(dir, key, &encode(image))
    }

    fn write_bytes(&self, dir: &Path, key: &Key, bytes: &[u8]) -> std::io::Result<()> {
        fs::create_dir_all(dir)?;
        static SERIAL: AtomicU64 = AtomicU64::new(0);
        let serial = SERIAL.fetch_add(1, Ordering::Relaxed);
        let tmp = dir.join(format!(
            ".tmp-{}-{serial}-{}",
            std::process::id(),
            key.hex()
        ));
        {
            let mut f = fs::File::create(&tmp)?;
            f.write_all(bytes)?;
            f.sync_all()?;
        }
        fs::rename(&tmp, dir.join(key.hex()))?;
        // The folder is counted once, then kept up to date by what is
        // written; it is counted (and trimmed) again only past the cap.
        let mut estimate = self.disk_bytes.lock().unwrap_or_else(|p| p.into_inner());
        let total = match *estimate {
            Some(t) => t + bytes.len() as u64,
            None => self.evict(dir)?,
        };
        *estimate = Some(if total > self.disk_cap {
            self.evict(dir)?
        } else {
            total
        });
        Ok(())
    }

    /// Deletes the oldest entries until the folder holds at most the cap;
    /// returns the bytes left.
    fn evict(&self, dir: &Path) -> std::io::Result<u64> {
        let mut entries: Vec<(std::time::SystemTime, u64, PathBuf)> = Vec::new();
        let mut total = 0;
        for e in fs::read_dir(dir)?.flatten() {
            let name = e.file_name();
            if name.to_string_lossy().starts_with('.') {
                continue;
            }
            if let Ok(md) = e.metadata() {
                total += md.len();
                entries.push((
                    md.modified().unwrap_or(std::time::UNIX_EPOCH),
                    md.len(),
                    e.path(),
                ));
            }
        }
        if total <= self.disk_cap {
            return Ok(total);
        }
        entries.sort();
        for (_, len, path) in entries {
            if total <= self.disk_cap {
                break;
            }
            if fs::remove_file(&path).is_ok() {
                total -= len;
                self.evicted.fetch_add(1, Ordering::Relaxed);
            }
        }
        Ok(total)
    }

    fn path(&self, key: &Key) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join(key.hex()))
    }

    /// Counters since creation.
    pub fn stats(&self) -> Stats {
        Stats {
            memory_hits: self.memory_hits.load(Ordering::Relaxed),
            disk_hits: self.disk_hits.load(Ordering::Relaxed),
            misses: self.misses.load(Ordering::Relaxed),
            stores: self.stores.load(Ordering::Relaxed),
            links: self.links.load(Ordering::Relaxed),
            corrupt: self.corrupt.load(Ordering::Relaxed),
            evicted: self.evicted.load(Ordering::Relaxed),
        }
    }

    /// What the disk folder holds now.
    pub fn disk_usage(&self) -> DiskUsage {
        let mut u = DiskUsage {
            dir: self.dir.clone(),
            ..Default::default()
        };
        if let Some(rd) = self.dir.as_ref().and_then(|d| fs::read_dir(d).ok()) {
            for e in rd.flatten() {
                if !e.file_name().to_string_lossy().starts_with('.') {
                    u.entries += 1;
                    u.bytes += e.metadata().map_or(0, |m| m.len());
                }
            }
        }
        u
    }

    /// Empties memory and disk; returns the number of disk entries removed.
    pub fn clear(&self) -> std::io::Result<u64> {
        let mut m = self.memory();
        m.map.clear();
        m.order.clear();
        m.links.clear();
        drop(m);
        *self.disk_bytes.lock().unwrap_or_else(|p| p.into_inner()) = None;
        let mut removed = 0;
        if let Some(rd) = self.dir.as_ref().and_then(|d| fs::read_dir(d).ok()) {
            for e in rd.flatten() {
                fs::remove_file(e.path())?;
                removed += 1;
            }
        }
        Ok(removed)
    }
}

fn format_code(f: ImageFormat) -> u8 {
    match f {
        ImageFormat::Ptx => 0,
        ImageFormat::Cubin => 1,
        ImageFormat::Hsaco => 2,
        ImageFormat::HostBitcode => 3,
    }
}

/// `MAGIC`, SHA-256 of the rest, then: format byte, arch line, kernel lines
/// (`name(params)max`), an empty line, the image bytes.
pub(crate) fn encode(image: &Image) -> Vec<u8> {
    let mut body = vec![format_code(image.format)];
    body.extend_from_slice(image.arch.as_bytes());
    body.push(b'\n');
    for k in &image.kernels {
        let max = k.max_threads.map_or(String::new(), |m| m.to_string());
        body.extend_from_slice(
            format!(
                "{}({}){max}\n",
                k.name,
                gpujit_ir::import::encode_params(&k.params)
            )
            .as_bytes(),
        );
    }
    body.push(b'\n');
    body.extend_from_slice(&image.bytes);
    let mut out = MAGIC.to_vec();
    out.extend_from_slice(&Sha256::digest(&body));
    out.extend_from_slice(&body);
    out
}

/// What a disk entry holds.
enum Entry {
    Image(Image),
    Link(Key, Arc<[u8]>),
}

fn decode_entry(bytes: &[u8]) -> Option<Entry> {
    if let Some(rest) = bytes.strip_prefix(LINK_MAGIC.as_slice()) {
        let (target, sum) = (rest.get(..32)?, rest.get(32..)?);
        if Sha256::digest(target).as_slice() != sum {
            return None;
        }
        return Some(Entry::Link(
            Key(target.try_into().ok()?),
            Arc::from(&[][..]),
        ));
    }
    if let Some(rest) = bytes.strip_prefix(NOTE_LINK_MAGIC.as_slice()) {
        let (body, sum) = rest.split_at(rest.len().checked_sub(32)?);
        if Sha256::digest(body).as_slice() != sum {
            return None;
        }
        let target = Key(body.get(..32)?.try_into().ok()?);
        let len = u32::from_le_bytes(body.get(32..36)?.try_into().ok()?) as usize;
        let note = body.get(36..)?;
        if note.len() != len {
            return None;
        }
        return Some(Entry::Link(target, Arc::from(note)));
    }
    decode(bytes).map(Entry::Image)
}

pub(crate) fn decode(bytes: &[u8]) -> Option<Image> {
    let rest = bytes.strip_prefix(MAGIC.as_slice())?;
    if rest.len() < 33 {
        return None;
    }
    let (sum, body) = rest.split_at(32);
    if Sha256::digest(body).as_slice() != sum {
        return None;
    }
    let format = match body[0] {
        0 => ImageFormat::Ptx,
        1 => ImageFormat::Cubin,
        2 => ImageFormat::Hsaco,
        3 => ImageFormat::HostBitcode,
        _ => return None,
    };
    let mut at = 1;
    let mut line = || {
        let end = body[at..].iter().position(|&b| b == b'\n')? + at;
        let s = std::str::from_utf8(&body[at..end]).ok()?.to_string();
        at = end + 1;
        Some(s)
    };
    let arch = line()?;
    let mut kernels = Vec::new();
    loop {
        let l = line()?;
        if l.is_empty() {
            break;
        }
        let (name, rest) = l.split_once('(')?;
        let (params, max) = rest.rsplit_once(')')?;
        kernels.push(KernelSignature {
            name: name.to_string(),
            params: gpujit_ir::import::decode_params(params)?,
            max_threads: if max.is_empty() {
                None
            } else {
                Some(max.parse().ok()?)
            },
        });
    }
    Some(Image {
        format,
        arch,
        bytes: body[at..].to_vec(),
        kernels,
    })
}

#[cfg(test)]
mod tests;
