//! The counters of every cache that used a folder, kept in it (`.stats`,
//! one `name value` line per counter) and added to under a file lock
//! (`.stats.lock`), so that many processes can record theirs at once.

use std::fs;
use std::io::Write;
use std::os::fd::AsRawFd;
use std::path::Path;
use std::time::Duration;

use super::{RemoteStats, Stats};

/// Every counter by name; durations in microseconds.
fn fields(s: &Stats) -> Vec<(&'static str, u64)> {
    let us = |d: Duration| u64::try_from(d.as_micros()).unwrap_or(u64::MAX);
    let r = &s.remote;
    vec![
        ("memory_hits", s.memory_hits),
        ("disk_hits", s.disk_hits),
        ("misses", s.misses),
        ("stores", s.stores),
        ("links", s.links),
        ("corrupt", s.corrupt),
        ("evicted", s.evicted),
        ("disk_bytes_read", s.disk_bytes_read),
        ("memory_time_saved_us", us(s.memory_time_saved)),
        ("disk_time_saved_us", us(s.disk_time_saved)),
        ("remote_hits", r.hits),
        ("remote_misses", r.misses),
        ("remote_rejected", r.rejected),
        ("remote_errors", r.errors),
        ("remote_timeouts", r.timeouts),
        ("remote_skipped", r.skipped),
        ("remote_stores", r.stores),
        ("remote_dropped", r.dropped),
        ("remote_waits", r.waits),
        ("remote_bytes_read", r.bytes_read),
        ("remote_bytes_written", r.bytes_written),
        ("remote_time_saved_us", us(r.time_saved)),
    ]
}

fn set(s: &mut Stats, name: &str, v: u64) {
    let us = Duration::from_micros;
    let r: &mut RemoteStats = &mut s.remote;
    match name {
        "memory_hits" => s.memory_hits = v,
        "disk_hits" => s.disk_hits = v,
        "misses" => s.misses = v,
        "stores" => s.stores = v,
        "links" => s.links = v,
        "corrupt" => s.corrupt = v,
        "evicted" => s.evicted = v,
        "disk_bytes_read" => s.disk_bytes_read = v,
        "memory_time_saved_us" => s.memory_time_saved = us(v),
        "disk_time_saved_us" => s.disk_time_saved = us(v),
        "remote_hits" => r.hits = v,
        "remote_misses" => r.misses = v,
        "remote_rejected" => r.rejected = v,
        "remote_errors" => r.errors = v,
        "remote_timeouts" => r.timeouts = v,
        "remote_skipped" => r.skipped = v,
        "remote_stores" => r.stores = v,
        "remote_dropped" => r.dropped = v,
        "remote_waits" => r.waits = v,
        "remote_bytes_read" => r.bytes_read = v,
        "remote_bytes_written" => r.bytes_written = v,
        "remote_time_saved_us" => r.time_saved = us(v),
        _ => {}
    }
}

/// The recorded counters of `dir`; zero when there are none (or they are
/// unreadable: a record is a report, never an input to a compile).
pub(super) fn read(dir: &Path) -> Stats {
    let mut s = Stats::default();
    if let Ok(text) = fs::read_to_string(dir.join(".stats")) {
        for line in text.lines() {
            if let Some((name, v)) = line.split_once(' ')
                && let Ok(v) = v.parse()
            {
                set(&mut s, name, v);
            }
        }
    }
    s
}

/// Adds `add` to the record of `dir`, under its lock.
pub(super) fn add(dir: &Path, add: &Stats) -> std::io::Result<()> {
    fs::create_dir_all(dir)?;
    let lock = fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(dir.join(".stats.lock"))?;
    // SAFETY: flock on a file descriptor this function owns for the call;
    // the lock goes with the descriptor when `lock` is closed.
    if unsafe { libc::flock(lock.as_raw_fd(), libc::LOCK_EX) } != 0 {
        return Err(std::io::Error::last_os_error());
    }
    let old = read(dir);
    let mut text = String::new();
    for ((name, a), (_, b)) in fields(&old).into_iter().zip(fields(add)) {
        text.push_str(&format!("{name} {}\n", a.saturating_add(b)));
    }
    let tmp = dir.join(format!(".stats-{}", std::process::id()));
    let mut f = fs::File::create(&tmp)?;
    f.write_all(text.as_bytes())?;
    fs::rename(&tmp, dir.join(".stats"))
}
