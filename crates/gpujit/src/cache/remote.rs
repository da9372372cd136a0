//! The shared tier: a Redis server that many processes and machines read and
//! write, behind the memory and disk tiers; `rediss://` speaks TLS through
//! rustls (ring's crypto, no OpenSSL).
//!
//! Nothing here ever fails a compile or makes it wait long: connections are
//! made with a short timeout (100 ms by default) and every command has one
//! (1 s); after a connection error or a timeout the store is left alone for a
//! back-off period (10 s) and compiles go on locally; writes go through a
//! bounded queue to a background thread, so the local tier never waits for
//! the store (a full queue drops the write, counted). A server's error reply
//! (a full server refusing a write) is counted and the connection kept.
//! Connections come from a small pool: no lock is held during a command.
//!
//! While one process compiles an entry it holds a short claim on its key, so
//! that processes that miss the same entry at the same moment wait (at most
//! [`RemoteConfig::wait`]) for its result instead of compiling it again.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, SyncSender, TrySendError};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use super::Key;
use super::entry::Seal;

/// Where and how to reach the shared store. [`RemoteConfig::new`] gives the
/// defaults; [`RemoteConfig::from_env`] reads the `GPUJIT_REMOTE_CACHE*`
/// variables.
#[derive(Clone, PartialEq, Eq)]
pub struct RemoteConfig {
    /// `redis://[[USER]:PASSWORD@]HOST:PORT/DB`, or `rediss://...` for TLS
    /// (rustls; the system's root certificates, or [`RemoteConfig::ca_cert`]).
    pub url: String,
    /// For `rediss://`: a PEM file of the certificates that sign the
    /// server's, instead of the system's roots.
    pub ca_cert: Option<std::path::PathBuf>,
    /// How long making a connection may take (100 ms).
    pub connect_timeout: Duration,
    /// How long one command may take (1 s).
    pub timeout: Duration,
    /// How long the store is left alone after a connection error or a
    /// timeout (10 s).
    pub backoff: Duration,
    /// Read entries, never write or claim them.
    pub read_only: bool,
    /// Entries larger than this are neither written nor accepted (64 MiB).
    pub max_entry_bytes: usize,
    /// Writes waiting for the background writer; past this, writes are
    /// dropped (256).
    pub queue: usize,
    /// How long a process that misses an entry another process is compiling
    /// waits for it before compiling it itself (5 s; zero: never waits, never
    /// claims).
    pub wait: Duration,
    /// When set, entries are sealed with HMAC-SHA256 under this key, and
    /// entries not sealed with it are refused.
    pub integrity_key: Option<Vec<u8>>,
}

impl std::fmt::Debug for RemoteConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RemoteConfig")
            .field("url", &redact(&self.url))
            .field("ca_cert", &self.ca_cert)
            .field("connect_timeout", &self.connect_timeout)
            .field("timeout", &self.timeout)
            .field("backoff", &self.backoff)
            .field("read_only", &self.read_only)
            .field("max_entry_bytes", &self.max_entry_bytes)
            .field("queue", &self.queue)
            .field("wait", &self.wait)
            .field(
                "integrity_key",
                &self.integrity_key.as_ref().map(|_| "(set)"),
            )
            .finish()
    }
}

/// Why a shared store cannot be used as configured.
#[derive(Debug, thiserror::Error)]
pub enum RemoteError {
    /// The URL is not one the client reads.
    #[error("remote cache `{url}`: {reason}")]
    BadUrl {
        /// The URL, its password hidden.
        url: String,
        /// What is wrong with it.
        reason: String,
    },
    /// The CA certificate file cannot be used.
    #[error("remote cache CA certificate {path}: {reason}")]
    Certificate {
        /// The file.
        path: std::path::PathBuf,
        /// Why not.
        reason: String,
    },
    /// A `GPUJIT_REMOTE_CACHE_*` variable that does not parse.
    #[error("{var}={value}: {reason}")]
    BadSetting {
        /// The variable.
        var: &'static str,
        /// Its value.
        value: String,
        /// What it should be.
        reason: &'static str,
    },
}

/// `url` with its password replaced by `***`.
pub(crate) fn redact(url: &str) -> String {
    match (url.split_once("://"), url.rfind('@')) {
        (Some((scheme, rest)), Some(at)) if at > scheme.len() + 3 => {
            let user = &rest[..at - scheme.len() - 3];
            let user = user.split_once(':').map_or(user, |(u, _)| u);
            format!("{scheme}://{user}:***@{}", &url[at + 1..])
        }
        _ => url.to_string(),
    }
}

impl RemoteConfig {
    /// The store at `url` with the default timeouts and limits.
    pub fn new(url: impl Into<String>) -> RemoteConfig {
        RemoteConfig {
            url: url.into(),
            ca_cert: None,
            connect_timeout: Duration::from_millis(100),
            timeout: Duration::from_secs(1),
            backoff: Duration::from_secs(10),
            read_only: false,
            max_entry_bytes: 64 << 20,
            queue: 256,
            wait: Duration::from_secs(5),
            integrity_key: None,
        }
    }

    /// The store `GPUJIT_REMOTE_CACHE` names, if it names one, with
    /// `GPUJIT_REMOTE_CACHE_KEY` (integrity key), `_CA` (a PEM file of
    /// certificates for `rediss://`), `_READ_ONLY` (`1`),
    /// `_CONNECT_TIMEOUT_MS`, `_TIMEOUT_MS`, `_BACKOFF_MS`, `_WAIT_MS` and
    /// `_MAX_ENTRY_BYTES` over the defaults.
    pub fn from_env() -> Result<Option<RemoteConfig>, RemoteError> {
        let var = |name| std::env::var(name).ok().filter(|v| !v.is_empty());
        let Some(url) = var("GPUJIT_REMOTE_CACHE") else {
            return Ok(None);
        };
        let mut c = RemoteConfig::new(url);
        let number = |name: &'static str| -> Result<Option<u64>, RemoteError> {
            var(name)
                .map(|v| {
                    v.parse().map_err(|_| RemoteError::BadSetting {
                        var: name,
                        value: v.clone(),
                        reason: "a whole number",
                    })
                })
                .transpose()
        };
        let ms = Duration::from_millis;
        if let Some(v) = number("GPUJIT_REMOTE_CACHE_CONNECT_TIMEOUT_MS")? {
            c.connect_timeout = ms(v);
        }
        if let Some(v) = number("GPUJIT_REMOTE_CACHE_TIMEOUT_MS")? {
            c.timeout = ms(v);
        }
        if let Some(v) = number("GPUJIT_REMOTE_CACHE_BACKOFF_MS")? {
            c.backoff = ms(v);
        }
        if let Some(v) = number("GPUJIT_REMOTE_CACHE_WAIT_MS")? {
            c.wait = ms(v);
        }
        if let Some(v) = number("GPUJIT_REMOTE_CACHE_MAX_ENTRY_BYTES")? {
            c.max_entry_bytes = usize::try_from(v).unwrap_or(usize::MAX);
        }
        if let Some(v) = var("GPUJIT_REMOTE_CACHE_READ_ONLY") {
            c.read_only = match v.as_str() {
                "1" | "true" | "yes" => true,
                "0" | "false" | "no" => false,
                _ => {
                    return Err(RemoteError::BadSetting {
                        var: "GPUJIT_REMOTE_CACHE_READ_ONLY",
                        value: v,
                        reason: "1 or 0",
                    });
                }
            };
        }
        c.integrity_key = var("GPUJIT_REMOTE_CACHE_KEY").map(String::into_bytes);
        c.ca_cert = var("GPUJIT_REMOTE_CACHE_CA").map(Into::into);
        Ok(Some(c))
    }
}

/// Counters of the shared tier since the cache was created.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RemoteStats {
    /// Lookups the store answered with a good entry.
    pub hits: u64,
    /// Lookups the store had nothing for.
    pub misses: u64,
    /// Entries refused: corrupt, truncated, foreign, too large, or not
    /// sealed with the integrity key (a miss; the compile overwrites them).
    pub rejected: u64,
    /// Connection errors and error replies.
    pub errors: u64,
    /// Connections and commands that ran past their timeout.
    pub timeouts: u64,
    /// Lookups and writes skipped during a back-off.
    pub skipped: u64,
    /// Entries written.
    pub stores: u64,
    /// Writes dropped: queue full, entry too large, or failed.
    pub dropped: u64,
    /// Lookups that waited for another process's compile of the entry.
    pub waits: u64,
    /// Bytes of entries read.
    pub bytes_read: u64,
    /// Bytes of entries written.
    pub bytes_written: u64,
    /// Compile time the hits saved, as recorded by whoever compiled them.
    pub time_saved: Duration,
}

#[derive(Default)]
struct Counters {
    hits: AtomicU64,
    misses: AtomicU64,
    rejected: AtomicU64,
    errors: AtomicU64,
    timeouts: AtomicU64,
    skipped: AtomicU64,
    stores: AtomicU64,
    dropped: AtomicU64,
    waits: AtomicU64,
    bytes_read: AtomicU64,
    bytes_written: AtomicU64,
    saved_us: AtomicU64,
}

fn bump(c: &AtomicU64) {
    c.fetch_add(1, Ordering::Relaxed);
}

/// What the client, the pool and the writer share.
struct Shared {
    config: RemoteConfig,
    client: redis::Client,
    pool: Mutex<Vec<redis::Connection>>,
    /// When the store may be used again after an error or timeout.
    backoff_until: Mutex<Option<Instant>>,
    counters: Counters,
    seal: Seal,
}

/// A write for the background writer: the entry's name and bytes.
type Job = (String, Vec<u8>);

/// The shared tier of a [`super::Cache`].
pub(crate) struct Remote {
    shared: Arc<Shared>,
    queue: Option<SyncSender<Job>>,
    /// Writes queued or in flight, and a signal when it drops to zero.
    pending: Arc<(Mutex<usize>, Condvar)>,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// The name of `key`'s entry in the store.
fn entry_name(key: &Key) -> String {
    format!("gpujit:{}", key.hex())
}

/// The name of the claim on `key` held while a process compiles it.
fn claim_name(key: &Key) -> String {
    format!("gpujit:claim:{}", key.hex())
}

impl Remote {
    /// A client for the store `config` names; nothing is connected yet.
    pub(crate) fn new(config: RemoteConfig) -> Result<Remote, RemoteError> {
        let url = redact(&config.url);
        let tls = config.url.starts_with("rediss://");
        if !tls && !config.url.starts_with("redis://") {
            return Err(RemoteError::BadUrl {
                url,
                reason: "expected redis://HOST:PORT/DB or rediss://HOST:PORT/DB".into(),
            });
        }
        if tls {
            // rustls's crypto is ring's; a provider another part of the
            // process installed first serves as well.
            let _ = rustls::crypto::ring::default_provider().install_default();
        }
        let bad_url = |e: redis::RedisError| RemoteError::BadUrl {
            url: url.clone(),
            reason: e.to_string(),
        };
        use redis::IntoConnectionInfo;
        // Requests are small and answered at once: no Nagle delay.
        let info = config
            .url
            .as_str()
            .into_connection_info()
            .map_err(bad_url)?
            .set_tcp_settings(redis::io::tcp::TcpSettings::default().set_nodelay(true));
        let client = match &config.ca_cert {
            None => redis::Client::open(info).map_err(bad_url)?,
            Some(path) if !tls => {
                return Err(RemoteError::Certificate {
                    path: path.clone(),
                    reason: format!("a CA certificate is for rediss:// URLs, not {url}"),
                });
            }
            Some(path) => {
                let pem = std::fs::read(path).map_err(|e| RemoteError::Certificate {
                    path: path.clone(),
                    reason: e.to_string(),
                })?;
                let certs = redis::TlsCertificates {
                    client_tls: None,
                    root_cert: Some(pem),
                };
                redis::Client::build_with_tls(info, certs).map_err(|e| {
                    RemoteError::Certificate {
                        path: path.clone(),
                        reason: e.to_string(),
                    }
                })?
            }
        };
        let seal = match &config.integrity_key {
            Some(k) => Seal::Hmac(Arc::from(k.as_slice())),
            None => Seal::Sum,
        };
        let shared = Arc::new(Shared {
            client,
            pool: Mutex::new(Vec::new()),
            backoff_until: Mutex::new(None),
            counters: Counters::default(),
            seal,
            config,
        });
        let pending = Arc::new((Mutex::new(0usize), Condvar::new()));
        let queue = if shared.config.read_only {
            None
        } else {
            let (tx, rx) = std::sync::mpsc::sync_channel(shared.config.queue.max(1));
            let (s, p) = (shared.clone(), pending.clone());
            std::thread::Builder::new()
                .name("gpujit-remote-cache".into())
                .spawn(move || write_loop(&s, &p, rx))
                .map_err(|e| RemoteError::BadUrl {
                    url: redact(&shared.config.url),
                    reason: format!("cannot start the writer thread: {e}"),
                })?;
            Some(tx)
        };
        Ok(Remote {
            shared,
            queue,
            pending,
        })
    }

    /// The configuration.
    pub(crate) fn config(&self) -> &RemoteConfig {
        &self.shared.config
    }

    /// How entries for this store are sealed.
    pub(crate) fn seal(&self) -> &Seal {
        &self.shared.seal
    }

    /// The bytes stored under `key`, if the store answers in time; `None`
    /// on a miss, an error, a timeout or during a back-off (each counted).
    pub(crate) fn get(&self, key: &Key) -> Option<Vec<u8>> {
        let name = entry_name(key);
        let got = self
            .shared
            .run(|c| redis::cmd("GET").arg(&name).query::<Option<Vec<u8>>>(c))?;
        let c = &self.shared.counters;
        match got {
            Some(bytes) => {
                c.bytes_read
                    .fetch_add(bytes.len() as u64, Ordering::Relaxed);
                Some(bytes)
            }
            None => {
                bump(&c.misses);
                None
            }
        }
    }

    /// Counts a good entry read, saving `compile_time`.
    pub(crate) fn hit(&self, compile_time: Duration) {
        let c = &self.shared.counters;
        bump(&c.hits);
        let us = u64::try_from(compile_time.as_micros()).unwrap_or(u64::MAX);
        c.saved_us.fetch_add(us, Ordering::Relaxed);
    }

    /// Counts an entry refused.
    pub(crate) fn rejected(&self) {
        bump(&self.shared.counters.rejected);
    }

    /// Whether an entry of `len` bytes may be read or written.
    pub(crate) fn fits(&self, len: usize) -> bool {
        len <= self.shared.config.max_entry_bytes
    }

    /// Queues `bytes` to be stored under `key`; never waits. Dropped (and
    /// counted) when read-only, too large, the queue is full or the store
    /// is backed off.
    pub(crate) fn put(&self, key: &Key, bytes: Vec<u8>) {
        let Some(queue) = &self.queue else { return };
        let c = &self.shared.counters;
        if !self.fits(bytes.len()) {
            bump(&c.dropped);
            return;
        }
        if self.shared.backing_off() {
            bump(&c.skipped);
            return;
        }
        *lock(&self.pending.0) += 1;
        match queue.try_send((entry_name(key), bytes)) {
            Ok(()) => {}
            Err(TrySendError::Full(_) | TrySendError::Disconnected(_)) => {
                self.done_one();
                bump(&c.dropped);
            }
        }
    }

    fn done_one(&self) {
        done_one(&self.pending);
    }

    /// After a miss in every tier: when another process holds the claim on
    /// `key` (it is compiling the entry), the entry it stores, polled for up
    /// to [`RemoteConfig::wait`]; `None` when this process took the claim
    /// (it compiles), the claim went without an entry, or the wait ran out.
    pub(crate) fn wait_for_peer(&self, key: &Key) -> Option<Vec<u8>> {
        let cfg = &self.shared.config;
        if cfg.read_only || cfg.wait.is_zero() {
            return None;
        }
        let claim = claim_name(key);
        let lease = u64::try_from(cfg.wait.as_millis())
            .unwrap_or(u64::MAX)
            .max(1);
        let name = entry_name(key);
        // The entry is looked for again with the claim: it may have been
        // stored (and its claim let go) since the miss.
        let (took, stored) = self.shared.run(|c| {
            redis::pipe()
                .cmd("SET")
                .arg(&claim)
                .arg(std::process::id())
                .arg("NX")
                .arg("PX")
                .arg(lease)
                .cmd("GET")
                .arg(&name)
                .query::<(Option<String>, Option<Vec<u8>>)>(c)
        })?;
        if let Some(bytes) = stored {
            if took.is_some() {
                self.release(key);
            }
            let c = &self.shared.counters;
            c.bytes_read
                .fetch_add(bytes.len() as u64, Ordering::Relaxed);
            return Some(bytes);
        }
        if took.is_some() {
            return None;
        }
        bump(&self.shared.counters.waits);
        let start = Instant::now();
        let mut pause = Duration::from_millis(2);
        while start.elapsed() < cfg.wait {
            std::thread::sleep(pause.min(cfg.wait.saturating_sub(start.elapsed())));
            pause = (pause * 2).min(Duration::from_millis(50));
            let (entry, claimed) = self.shared.run(|c| {
                redis::pipe()
                    .cmd("GET")
                    .arg(&name)
                    .cmd("EXISTS")
                    .arg(&claim)
                    .query::<(Option<Vec<u8>>, bool)>(c)
            })?;
            if let Some(bytes) = entry {
                let c = &self.shared.counters;
                c.bytes_read
                    .fetch_add(bytes.len() as u64, Ordering::Relaxed);
                return Some(bytes);
            }
            if !claimed {
                return None;
            }
        }
        None
    }

    /// Gives up the claim on `key` (its compile failed), so that others
    /// waiting for it compile it themselves now. Queued like a write.
    pub(crate) fn release(&self, key: &Key) {
        if let Some(queue) = &self.queue {
            *lock(&self.pending.0) += 1;
            if queue.try_send((claim_name(key), Vec::new())).is_err() {
                self.done_one();
            }
        }
    }

    /// Waits until every queued write is done or `limit` has passed.
    pub(crate) fn flush(&self, limit: Duration) {
        let deadline = Instant::now() + limit;
        let (m, cv) = &*self.pending;
        let mut n = lock(m);
        while *n > 0 {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                break;
            }
            n = cv
                .wait_timeout(n, left)
                .unwrap_or_else(|p| p.into_inner())
                .0;
        }
    }

    /// The counters.
    pub(crate) fn stats(&self) -> RemoteStats {
        let c = &self.shared.counters;
        let l = |a: &AtomicU64| a.load(Ordering::Relaxed);
        RemoteStats {
            hits: l(&c.hits),
            misses: l(&c.misses),
            rejected: l(&c.rejected),
            errors: l(&c.errors),
            timeouts: l(&c.timeouts),
            skipped: l(&c.skipped),
            stores: l(&c.stores),
            dropped: l(&c.dropped),
            waits: l(&c.waits),
            bytes_read: l(&c.bytes_read),
            bytes_written: l(&c.bytes_written),
            time_saved: Duration::from_micros(l(&c.saved_us)),
        }
    }
}

fn done_one(pending: &(Mutex<usize>, Condvar)) {
    let mut n = lock(&pending.0);
    *n = n.saturating_sub(1);
    if *n == 0 {
        pending.1.notify_all();
    }
}

/// The background writer: stores each queued entry (an empty one releases
/// a claim), and releases the claim on it.
fn write_loop(s: &Shared, pending: &(Mutex<usize>, Condvar), rx: Receiver<Job>) {
    for (name, bytes) in rx {
        let c = &s.counters;
        if bytes.is_empty() {
            let _ = s.run(|c| redis::cmd("DEL").arg(&name).query::<i64>(c));
        } else if s.backing_off() {
            bump(&c.skipped);
        } else {
            let claim = name.replacen("gpujit:", "gpujit:claim:", 1);
            let len = bytes.len() as u64;
            let stored = s.run(|c| {
                redis::pipe()
                    .cmd("SET")
                    .arg(&name)
                    .arg(bytes.as_slice())
                    .ignore()
                    .cmd("DEL")
                    .arg(&claim)
                    .ignore()
                    .query::<()>(c)
            });
            match stored {
                Some(()) => {
                    bump(&c.stores);
                    c.bytes_written.fetch_add(len, Ordering::Relaxed);
                }
                None => bump(&c.dropped),
            }
        }
        done_one(pending);
    }
}

impl Shared {
    /// Whether the store is being left alone after an error; counts a skip.
    fn backing_off(&self) -> bool {
        let mut until = lock(&self.backoff_until);
        match *until {
            Some(t) if Instant::now() < t => true,
            Some(_) => {
                *until = None;
                false
            }
            None => false,
        }
    }

    /// `f` on a pooled connection (made when the pool is empty); `None`
    /// (counted) when the store is backed off, cannot be reached in time or
    /// answers with an error. No lock is held while `f` runs.
    fn run<T>(&self, f: impl FnOnce(&mut redis::Connection) -> redis::RedisResult<T>) -> Option<T> {
        let c = &self.counters;
        if self.backing_off() {
            bump(&c.skipped);
            return None;
        }
        let pooled = lock(&self.pool).pop();
        let mut conn = match pooled {
            Some(conn) => conn,
            None => match self.connect() {
                Ok(conn) => conn,
                Err(e) => {
                    self.failed(&e);
                    return None;
                }
            },
        };
        match f(&mut conn) {
            Ok(v) => {
                lock(&self.pool).push(conn);
                Some(v)
            }
            Err(e) if e.is_io_error() || e.is_timeout() || e.is_connection_dropped() => {
                self.failed(&e);
                None
            }
            Err(e) => {
                // An error reply (a full server, a wrong type): the
                // connection is sound, the command was refused.
                bump(&c.errors);
                tracing::debug!(error = %e, "the remote cache refused a command");
                lock(&self.pool).push(conn);
                None
            }
        }
    }

    fn connect(&self) -> redis::RedisResult<redis::Connection> {
        let conn = self
            .client
            .get_connection_with_timeout(self.config.connect_timeout)?;
        conn.set_read_timeout(Some(self.config.timeout))?;
        conn.set_write_timeout(Some(self.config.timeout))?;
        Ok(conn)
    }

    /// Counts a connection error or timeout and starts a back-off.
    fn failed(&self, e: &redis::RedisError) {
        let c = &self.counters;
        bump(if e.is_timeout() {
            &c.timeouts
        } else {
            &c.errors
        });
        *lock(&self.backoff_until) = Some(Instant::now() + self.config.backoff);
        tracing::warn!(
            url = %redact(&self.config.url),
            error = %e,
            backoff_ms = self.config.backoff.as_millis() as u64,
            "remote cache unavailable; compiling locally"
        );
    }
}

#[cfg(test)]
mod tests;
