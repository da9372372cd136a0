//! Content-addressed cache of compiled images in three tiers: memory (LRU),
//! a disk folder, and optionally a store shared by many processes and
//! machines (Redis, see [`RemoteConfig`]).
//!
//! Keys ([`key`], [`nvvm_key`], [`cuda_key`]) hash everything that decides
//! the compiled bytes. A lookup tries memory, then disk, then the shared
//! store; an entry found in the store is kept on disk. A store writes to
//! memory and disk at once and queues the write to the shared store, which a
//! background thread does: the compile never waits for it.
//!
//! On disk, entries live in one folder (`GPUJIT_CACHE_DIR`, else
//! `$XDG_CACHE_HOME/gpujit/kernels`, else `~/.cache/gpujit/kernels`), are
//! written to a temporary file and renamed into place, so that processes
//! sharing the folder (on one machine or a network filesystem) never see half
//! an entry, and are evicted oldest-first past a size cap. Every entry, on
//! disk and in the store, checks itself (magic, format version, key, length,
//! SHA-256, or HMAC-SHA256 under `GPUJIT_REMOTE_CACHE_KEY` in the store): a
//! corrupt, truncated or foreign entry is a miss, counted, and replaced by
//! the compile that follows. An image from either still passes every check
//! a device makes before it loads an image.
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

mod entry;
mod image;
mod keys;
mod record;
mod remote;

use std::collections::{HashMap, VecDeque};
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, RwLock};
use std::time::Duration;

use gpujit_device::Image;

use entry::{Body, Entry, Rejection, Seal};
pub(crate) use image::{decode, encode, image_body, image_from_body};
pub use keys::{compiler_identity, cuda_key, key, nvvm_key, ptx_key, variant_key};
use remote::{Remote, redact};
pub use remote::{RemoteConfig, RemoteError, RemoteStats};

/// A cache key: SHA-256 of everything that decides the compiled bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Key([u8; 32]);

impl Key {
    /// Lower-case hex, the entry's file name.
    pub fn hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }
}

/// Counters since the cache was created, per tier.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Stats {
    /// Lookups answered from memory.
    pub memory_hits: u64,
    /// Lookups answered from disk.
    pub disk_hits: u64,
    /// Lookups that found nothing in any tier.
    pub misses: u64,
    /// Entries stored (compiled here).
    pub stores: u64,
    /// Links stored (see [`Cache::put_link`]).
    pub links: u64,
    /// Disk entries found corrupt, truncated or foreign, and deleted.
    pub corrupt: u64,
    /// Entries evicted from disk to respect the size cap.
    pub evicted: u64,
    /// Bytes of entries read from disk.
    pub disk_bytes_read: u64,
    /// Compile time that memory hits saved (as recorded when compiled).
    pub memory_time_saved: Duration,
    /// Compile time that disk hits saved.
    pub disk_time_saved: Duration,
    /// The shared store's counters (all zero without one).
    pub remote: RemoteStats,
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
    map: HashMap<Key, (Arc<Image>, Duration)>,
    order: VecDeque<Key>,
    links: HashMap<Key, (Key, Arc<[u8]>)>,
}

/// Where an entry was found.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Tier {
    Disk,
    Remote,
}

#[derive(Default)]
struct Counters {
    memory_hits: AtomicU64,
    disk_hits: AtomicU64,
    misses: AtomicU64,
    stores: AtomicU64,
    links: AtomicU64,
    corrupt: AtomicU64,
    evicted: AtomicU64,
    disk_bytes_read: AtomicU64,
    memory_saved_us: AtomicU64,
    disk_saved_us: AtomicU64,
}

fn add_time(c: &AtomicU64, t: Duration) {
    c.fetch_add(
        u64::try_from(t.as_micros()).unwrap_or(u64::MAX),
        Ordering::Relaxed,
    );
}

/// An in-memory LRU over an optional disk folder and an optional shared
/// store. `Send + Sync`.
pub struct Cache {
    dir: Option<PathBuf>,
    disk_cap: u64,
    memory_cap: usize,
    memory: Mutex<Memory>,
    counters: Counters,
    /// Bytes on disk as last counted plus what was written since; `None`
    /// until the folder is first counted.
    disk_bytes: Mutex<Option<u64>>,
    /// The shared store; the lock is held only to clone it out.
    remote: RwLock<Option<Arc<Remote>>>,
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

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

impl Cache {
    /// A cache over `dir` (none: memory only), holding at most `disk_cap` bytes
    /// on disk and `memory_cap` images in memory; no shared store.
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
            counters: Counters::default(),
            disk_bytes: Mutex::new(None),
            remote: RwLock::new(None),
        }
    }

    /// The default cache: [`default_dir`], 1 GiB on disk, 256 images in
    /// memory, and the shared store `GPUJIT_REMOTE_CACHE` names
    /// ([`RemoteConfig::from_env`]); an error in those variables is logged
    /// and leaves the store out (see [`Cache::try_from_env`]).
    pub fn from_env() -> Cache {
        let cache = Cache::new(default_dir(), 1 << 30, 256);
        if let Err(e) = RemoteConfig::from_env().and_then(|c| cache.set_remote(c)) {
            tracing::warn!(error = %e, "no remote compile cache");
        }
        cache
    }

    /// [`Cache::from_env`], with an error in the `GPUJIT_REMOTE_CACHE*`
    /// variables returned instead of logged.
    pub fn try_from_env() -> Result<Cache, RemoteError> {
        let cache = Cache::new(default_dir(), 1 << 30, 256);
        cache.set_remote(RemoteConfig::from_env()?)?;
        Ok(cache)
    }

    /// This cache over the shared store `config` names.
    pub fn with_remote(self, config: RemoteConfig) -> Result<Cache, RemoteError> {
        self.set_remote(Some(config))?;
        Ok(self)
    }

    /// Puts this cache over the shared store `config` names (none: no
    /// store), replacing any; nothing is connected until the first lookup.
    /// The store's counters start again from zero.
    pub fn set_remote(&self, config: Option<RemoteConfig>) -> Result<(), RemoteError> {
        let remote = config.map(Remote::new).transpose()?.map(Arc::new);
        let old = std::mem::replace(
            &mut *self.remote.write().unwrap_or_else(|p| p.into_inner()),
            remote,
        );
        if let Some(old) = old {
            old.flush(old.config().timeout);
        }
        Ok(())
    }

    /// The shared store's configuration, if there is one.
    pub fn remote_config(&self) -> Option<RemoteConfig> {
        self.remote().map(|r| r.config().clone())
    }

    /// The shared store's URL with its password hidden, if there is one.
    pub fn remote_url(&self) -> Option<String> {
        self.remote().map(|r| redact(&r.config().url))
    }

    fn remote(&self) -> Option<Arc<Remote>> {
        self.remote
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }

    /// The disk folder, if any.
    pub fn dir(&self) -> Option<&Path> {
        self.dir.as_deref()
    }

    fn memory(&self) -> std::sync::MutexGuard<'_, Memory> {
        lock(&self.memory)
    }

    fn remember(&self, key: Key, image: Arc<Image>, time: Duration) {
        let mut m = self.memory();
        if m.map.insert(key, (image, time)).is_none() {
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

    /// The image under `key` in memory, counted as a hit.
    fn in_memory(&self, key: &Key) -> Option<Arc<Image>> {
        let mut m = self.memory();
        let (img, time) = m.map.get(key).cloned()?;
        m.order.retain(|k| k != key);
        m.order.push_back(*key);
        drop(m);
        self.counters.memory_hits.fetch_add(1, Ordering::Relaxed);
        add_time(&self.counters.memory_saved_us, time);
        Some(img)
    }

    /// The image stored under `key`, from memory, disk or the shared store;
    /// a link (see [`Cache::put_link`]) is followed to the image it names.
    pub fn get(&self, key: &Key) -> Option<Arc<Image>> {
        self.get_linked(key).map(|(_, image)| image)
    }

    /// The image stored under `key` and the key it is stored under: `key`
    /// itself, or the key a link under `key` names.
    pub fn get_linked(&self, key: &Key) -> Option<(Key, Arc<Image>)> {
        if let Some(img) = self.in_memory(key) {
            return Some((*key, img));
        }
        let target = self.memory().links.get(key).map(|(t, _)| *t);
        if let Some(target) = target {
            return self.get_image(&target).map(|img| (target, img));
        }
        match self.fetch(key) {
            Some((Entry::Image(img), time, tier)) => Some((*key, self.found(key, img, time, tier))),
            Some((Entry::Link(target, note), _, _)) => {
                self.memory().links.insert(*key, (target, note));
                self.get_image(&target).map(|img| (target, img))
            }
            None => {
                self.counters.misses.fetch_add(1, Ordering::Relaxed);
                None
            }
        }
    }

    /// Keeps an image found on disk or in the store in memory, counted.
    fn found(&self, key: &Key, img: Image, time: Duration, tier: Tier) -> Arc<Image> {
        let img = Arc::new(img);
        self.remember(*key, img.clone(), time);
        if tier == Tier::Disk {
            self.counters.disk_hits.fetch_add(1, Ordering::Relaxed);
            add_time(&self.counters.disk_saved_us, time);
        }
        img
    }

    /// An image entry (links are not followed further).
    fn get_image(&self, key: &Key) -> Option<Arc<Image>> {
        if let Some(img) = self.in_memory(key) {
            return Some(img);
        }
        if let Some((Entry::Image(img), time, tier)) = self.fetch(key) {
            return Some(self.found(key, img, time, tier));
        }
        self.counters.misses.fetch_add(1, Ordering::Relaxed);
        None
    }

    /// The entry under `key` on disk, else in the shared store (then also
    /// written to disk).
    fn fetch(&self, key: &Key) -> Option<(Entry, Duration, Tier)> {
        if let Some((e, t)) = self.read(key) {
            return Some((e, t, Tier::Disk));
        }
        let remote = self.remote()?;
        let bytes = remote.get(key)?;
        self.accept(&remote, key, &bytes)
            .map(|(e, t)| (e, t, Tier::Remote))
    }

    /// The entry in `bytes` from the shared store, if it checks out (then it
    /// is written to disk); a refused one is counted and logged.
    fn accept(&self, remote: &Remote, key: &Key, bytes: &[u8]) -> Option<(Entry, Duration)> {
        let opened = if remote.fits(bytes.len()) {
            entry::open(bytes, key, remote.seal())
        } else {
            Err(Rejection::Corrupt)
        };
        match opened {
            Ok((e, time)) => {
                remote.hit(time);
                if let Some(dir) = &self.dir {
                    let local = match remote.seal() {
                        Seal::Sum => bytes.to_vec(),
                        Seal::Hmac(_) => entry::seal(key, e.body(), time, &Seal::Sum),
                    };
                    if let Err(err) = self.write_bytes(dir, key, &local) {
                        tracing::warn!(dir = %dir.display(), error = %err, "cannot keep a shared cache entry on disk");
                    }
                }
                Some((e, time))
            }
            Err(why) => {
                remote.rejected();
                tracing::warn!(key = %key.hex(), reason = ?why, "refused an entry of the remote cache");
                None
            }
        }
    }

    /// The disk entry under `key`; a corrupt one is deleted.
    fn read(&self, key: &Key) -> Option<(Entry, Duration)> {
        let path = self.path(key)?;
        match fs::read(&path) {
            Ok(bytes) => match entry::open(&bytes, key, &Seal::Sum) {
                Ok(e) => {
                    let read = &self.counters.disk_bytes_read;
                    read.fetch_add(bytes.len() as u64, Ordering::Relaxed);
                    return Some(e);
                }
                Err(why) => {
                    self.counters.corrupt.fetch_add(1, Ordering::Relaxed);
                    let _ = fs::remove_file(&path);
                    tracing::warn!(path = %path.display(), reason = ?why, "deleted a bad cache entry");
                }
            },
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => {
                tracing::warn!(path = %path.display(), error = %e, "unreadable cache entry")
            }
        }
        None
    }

    /// After [`Cache::get`] missed `key`: when another process sharing the
    /// store is compiling it right now, its image, waited for (at most
    /// [`RemoteConfig::wait`]); else `None`, and this process holds a short
    /// claim on the key until it stores the image (or [`Cache::abandon`]s
    /// it), so that others wait for it in turn. Without a store, `None`.
    pub fn wait_for_peer(&self, key: &Key) -> Option<Arc<Image>> {
        let remote = self.remote()?;
        let bytes = remote.wait_for_peer(key)?;
        match self.accept(&remote, key, &bytes)? {
            (Entry::Image(img), time) => {
                let img = Arc::new(img);
                self.remember(*key, img.clone(), time);
                Some(img)
            }
            (Entry::Link(..), _) => None,
        }
    }

    /// Gives up the claim [`Cache::wait_for_peer`] took on `key` (its
    /// compile failed), so that processes waiting for it stop waiting.
    pub fn abandon(&self, key: &Key) {
        if let Some(remote) = self.remote() {
            remote.release(key);
        }
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
        self.counters.links.fetch_add(1, Ordering::Relaxed);
        self.store(key, Body::Link(target, note), Duration::ZERO);
    }

    /// The image a link under `key` names, with the link's note (see
    /// [`Cache::put_noted_link`]); `None` when `key` holds no link or its
    /// image is gone.
    pub fn get_noted(&self, key: &Key) -> Option<(Arc<Image>, Arc<[u8]>)> {
        let mut link = self.memory().links.get(key).cloned();
        if link.is_none() {
            match self.fetch(key) {
                Some((Entry::Link(target, note), _, _)) => {
                    self.memory().links.insert(*key, (target, note.clone()));
                    link = Some((target, note));
                }
                _ => {
                    self.counters.misses.fetch_add(1, Ordering::Relaxed);
                    return None;
                }
            }
        }
        let (target, note) = link?;
        self.get_image(&target).map(|img| (img, note))
    }

    /// Stores `image` under `key` ([`Cache::put_timed`] with no compile time).
    pub fn put(&self, key: &Key, image: &Image) {
        self.put_timed(key, image, Duration::ZERO);
    }

    /// Stores `image`, which took `compile_time` to compile, under `key`: in
    /// memory, on disk when there is a folder, and (queued, never waited
    /// for) in the shared store. A failure of the disk (full, read-only) or
    /// the store leaves the memory entry and is logged: the cache never fails
    /// a compile. Hits report `compile_time` as time saved.
    pub fn put_timed(&self, key: &Key, image: &Image, compile_time: Duration) {
        self.remember(*key, Arc::new(image.clone()), compile_time);
        self.counters.stores.fetch_add(1, Ordering::Relaxed);
        self.store(key, Body::Image(image), compile_time);
    }

    /// Writes an entry to disk and queues it for the shared store.
    fn store(&self, key: &Key, body: Body<'_>, time: Duration) {
        let sealed = entry::seal(key, body, time, &Seal::Sum);
        if let Some(dir) = &self.dir
            && let Err(e) = self.write_bytes(dir, key, &sealed)
        {
            tracing::warn!(dir = %dir.display(), error = %e, "cannot store a cache entry");
        }
        if let Some(remote) = self.remote() {
            let bytes = match remote.seal() {
                Seal::Sum => sealed,
                s @ Seal::Hmac(_) => entry::seal(key, body, time, s),
            };
            remote.put(key, bytes);
        }
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
        // No fsync: a reader checks every entry whole, so one torn by a
        // crash is a counted miss, and entries are written at compile speed.
        let written = (|| {
            let mut f = fs::File::create(&tmp)?;
            f.write_all(bytes)?;
            drop(f);
            fs::rename(&tmp, dir.join(key.hex()))
        })();
        if written.is_err() {
            let _ = fs::remove_file(&tmp);
        }
        written?;
        // The folder is counted once, then kept up to date by what is
        // written; it is counted (and trimmed) again only past the cap.
        let mut estimate = lock(&self.disk_bytes);
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
                self.counters.evicted.fetch_add(1, Ordering::Relaxed);
            }
        }
        Ok(total)
    }

    fn path(&self, key: &Key) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join(key.hex()))
    }

    /// Counters since creation.
    pub fn stats(&self) -> Stats {
        let c = &self.counters;
        let l = |a: &AtomicU64| a.load(Ordering::Relaxed);
        Stats {
            memory_hits: l(&c.memory_hits),
            disk_hits: l(&c.disk_hits),
            misses: l(&c.misses),
            stores: l(&c.stores),
            links: l(&c.links),
            corrupt: l(&c.corrupt),
            evicted: l(&c.evicted),
            disk_bytes_read: l(&c.disk_bytes_read),
            memory_time_saved: Duration::from_micros(l(&c.memory_saved_us)),
            disk_time_saved: Duration::from_micros(l(&c.disk_saved_us)),
            remote: self.remote().map(|r| r.stats()).unwrap_or_default(),
        }
    }

    /// Waits until the writes queued for the shared store are done, or
    /// `limit` has passed.
    pub fn flush(&self, limit: Duration) {
        if let Some(remote) = self.remote() {
            remote.flush(limit);
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

    /// Empties memory and disk (the shared store is left as it is); returns
    /// the number of disk entries removed.
    pub fn clear(&self) -> std::io::Result<u64> {
        let mut m = self.memory();
        m.map.clear();
        m.order.clear();
        m.links.clear();
        drop(m);
        *lock(&self.disk_bytes) = None;
        let mut removed = 0;
        if let Some(rd) = self.dir.as_ref().and_then(|d| fs::read_dir(d).ok()) {
            for e in rd.flatten() {
                let hidden = e.file_name().to_string_lossy().starts_with('.');
                fs::remove_file(e.path())?;
                removed += u64::from(!hidden);
            }
        }
        Ok(removed)
    }
}

impl Drop for Cache {
    /// Gives queued writes to the shared store a moment to finish (at most
    /// twice its command timeout), then adds this cache's counters to the
    /// folder's record ([`recorded_stats`]).
    fn drop(&mut self) {
        if let Some(remote) = self.remote() {
            let c = remote.config();
            remote.flush(2 * (c.timeout + c.connect_timeout));
        }
        if let Some(dir) = &self.dir {
            let s = self.stats();
            if s != Stats::default()
                && let Err(e) = record::add(dir, &s)
            {
                tracing::debug!(dir = %dir.display(), error = %e, "cannot record cache counters");
            }
        }
    }
}

/// The counters of every cache that used the folder `dir`, added up as
/// each was dropped (what `gpujit cache stats` prints); zero when none was.
pub fn recorded_stats(dir: &Path) -> Stats {
    record::read(dir)
}

#[cfg(test)]
mod tests;
