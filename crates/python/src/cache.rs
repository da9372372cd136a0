//! The process's compile cache from Python: `set_remote_cache` puts it over
//! a shared store (Redis), `cache_stats` reads its counters per tier.

use std::time::Duration;

use gpujit::cache::RemoteConfig;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::{dev, py_err};

/// Puts the compile cache every device shares over the store `url`
/// (`redis://HOST:PORT/DB`, `rediss://` for TLS; `None`: no store).
/// `timeout` and `connect_timeout` are in seconds; `integrity_key` seals
/// entries with HMAC-SHA256 and refuses those not sealed with it; `ca_cert`
/// is a PEM file of certificates for `rediss://` (else the system's).
#[pyfunction]
#[pyo3(signature = (url, *, read_only = false, timeout = None, connect_timeout = None, integrity_key = None, ca_cert = None))]
fn set_remote_cache(
    url: Option<String>,
    read_only: bool,
    timeout: Option<f64>,
    connect_timeout: Option<f64>,
    integrity_key: Option<Vec<u8>>,
    ca_cert: Option<std::path::PathBuf>,
) -> PyResult<()> {
    let seconds = |what: &str, s: f64| {
        Duration::try_from_secs_f64(s).map_err(|_| {
            pyo3::exceptions::PyValueError::new_err(format!(
                "{what} must be a number of seconds, not {s}"
            ))
        })
    };
    let config = match url {
        None => None,
        Some(url) => {
            let mut c = RemoteConfig::new(url);
            c.read_only = read_only;
            c.integrity_key = integrity_key;
            c.ca_cert = ca_cert;
            if let Some(t) = timeout {
                c.timeout = seconds("timeout", t)?;
            }
            if let Some(t) = connect_timeout {
                c.connect_timeout = seconds("connect_timeout", t)?;
            }
            Some(c)
        }
    };
    let cache = dev::cache().map_err(py_err)?;
    cache
        .set_remote(config)
        .map_err(|e| py_err(gpujit::Error::RemoteCache(e)))
}

/// The compile cache's counters since the process started, per tier: a dict
/// of `memory`, `disk` and `remote` dicts (hits, bytes, `time_saved` in
/// seconds, ...), with `stores` (images compiled here) and `misses`.
#[pyfunction]
fn cache_stats(py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
    let cache = dev::cache().map_err(py_err)?;
    let s = cache.stats();
    let r = &s.remote;
    let out = PyDict::new(py);
    out.set_item("stores", s.stores)?;
    out.set_item("links", s.links)?;
    out.set_item("misses", s.misses)?;
    let memory = PyDict::new(py);
    memory.set_item("hits", s.memory_hits)?;
    memory.set_item("time_saved", s.memory_time_saved.as_secs_f64())?;
    out.set_item("memory", memory)?;
    let disk = PyDict::new(py);
    disk.set_item("dir", cache.dir().map(|d| d.display().to_string()))?;
    disk.set_item("hits", s.disk_hits)?;
    disk.set_item("bytes_read", s.disk_bytes_read)?;
    disk.set_item("time_saved", s.disk_time_saved.as_secs_f64())?;
    disk.set_item("corrupt", s.corrupt)?;
    disk.set_item("evicted", s.evicted)?;
    out.set_item("disk", disk)?;
    let remote = PyDict::new(py);
    remote.set_item("url", cache.remote_url())?;
    for (name, v) in [
        ("hits", r.hits),
        ("misses", r.misses),
        ("rejected", r.rejected),
        ("errors", r.errors),
        ("timeouts", r.timeouts),
        ("skipped", r.skipped),
        ("stores", r.stores),
        ("dropped", r.dropped),
        ("waits", r.waits),
        ("bytes_read", r.bytes_read),
        ("bytes_written", r.bytes_written),
    ] {
        remote.set_item(name, v)?;
    }
    remote.set_item("time_saved", r.time_saved.as_secs_f64())?;
    out.set_item("remote", remote)?;
    Ok(out)
}

/// Waits (at most `timeout` seconds) for the writes queued for the shared
/// store (none when no device was opened); the package calls it when the
/// interpreter exits.
#[pyfunction]
#[pyo3(signature = (timeout = 2.0))]
fn flush_cache(py: Python<'_>, timeout: f64) -> PyResult<()> {
    let limit = Duration::try_from_secs_f64(timeout).map_err(|_| {
        pyo3::exceptions::PyValueError::new_err(format!(
            "timeout must be a number of seconds, not {timeout}"
        ))
    })?;
    if let Some(cache) = dev::cache_if_made() {
        py.detach(|| cache.flush(limit));
    }
    Ok(())
}

pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(set_remote_cache, m)?)?;
    m.add_function(wrap_pyfunction!(cache_stats, m)?)?;
    m.add_function(wrap_pyfunction!(flush_cache, m)?)?;
    Ok(())
}
