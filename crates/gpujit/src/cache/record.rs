//! The counters of every cache that used a folder, kept in it (`.stats`,
//! one `name value` line per counter) and added to under a file lock
//! (`.stats.lock`), so that many processes can record theirs at once.

use std::fs;
use std::io::Write;
use std::os::fd::AsRawFd;
use std::path::Path;
use std::time::Duration;

use super::Stats;

/// A counter of [`Stats`] by name.
type Count = (&'static str, fn(&mut Stats) -> &mut u64);
/// A time of [`Stats`] by name (recorded in microseconds).
type Time = (&'static str, fn(&mut Stats) -> &mut Duration);

const COUNTS: &[Count] = &[
    ("memory_hits", |s| &mut s.memory_hits),
    ("disk_hits", |s| &mut s.disk_hits),
    ("misses", |s| &mut s.misses),
    ("stores", |s| &mut s.stores),
    ("links", |s| &mut s.links),
    ("corrupt", |s| &mut s.corrupt),
    ("evicted", |s| &mut s.evicted),
    ("disk_bytes_read", |s| &mut s.disk_bytes_read),
    ("remote_hits", |s| &mut s.remote.hits),
    ("remote_misses", |s| &mut s.remote.misses),
    ("remote_rejected", |s| &mut s.remote.rejected),
    ("remote_errors", |s| &mut s.remote.errors),
    ("remote_timeouts", |s| &mut s.remote.timeouts),
    ("remote_skipped", |s| &mut s.remote.skipped),
    ("remote_stores", |s| &mut s.remote.stores),
    ("remote_dropped", |s| &mut s.remote.dropped),
    ("remote_waits", |s| &mut s.remote.waits),
    ("remote_bytes_read", |s| &mut s.remote.bytes_read),
    ("remote_bytes_written", |s| &mut s.remote.bytes_written),
];

const TIMES: &[Time] = &[
    ("memory_time_saved_us", |s| &mut s.memory_time_saved),
    ("disk_time_saved_us", |s| &mut s.disk_time_saved),
    ("remote_time_saved_us", |s| &mut s.remote.time_saved),
];

/// The recorded counters of `dir`; zero when there are none (or they are
/// unreadable: a record is a report, never an input to a compile).
pub(super) fn read(dir: &Path) -> Stats {
    let mut s = Stats::default();
    if let Ok(text) = fs::read_to_string(dir.join(".stats")) {
        for line in text.lines() {
            let Some((name, v)) = line.split_once(' ') else {
                continue;
            };
            let Ok(v) = v.parse::<u64>() else { continue };
            if let Some((_, f)) = COUNTS.iter().find(|(n, _)| *n == name) {
                *f(&mut s) = v;
            } else if let Some((_, f)) = TIMES.iter().find(|(n, _)| *n == name) {
                *f(&mut s) = Duration::from_micros(v);
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
    let (mut sum, mut add) = (read(dir), *add);
    let mut text = String::new();
    for (name, f) in COUNTS {
        let v = f(&mut sum).saturating_add(*f(&mut add));
        text.push_str(&format!("{name} {v}\n"));
    }
    for (name, f) in TIMES {
        let v = *f(&mut sum) + *f(&mut add);
        let us = u64::try_from(v.as_micros()).unwrap_or(u64::MAX);
        text.push_str(&format!("{name} {us}\n"));
    }
    let tmp = dir.join(format!(".stats-{}", std::process::id()));
    let mut f = fs::File::create(&tmp)?;
    f.write_all(text.as_bytes())?;
    fs::rename(&tmp, dir.join(".stats"))
}
