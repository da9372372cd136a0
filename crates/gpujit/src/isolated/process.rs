//! Running one job in a child process: starting the worker, writing its
//! request, reading its response and the end of its stderr, the timeout and
//! the address-space limit.

use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use super::codec::{Job, decode_response};
use super::{WORKER_ENV, Worker, WorkerError};
use crate::{Error, Result};

/// Bytes of the child's stderr kept for [`WorkerError::Died`].
const STDERR_TAIL: usize = 4096;

impl Worker {
    /// Runs one job in a fresh worker process; its output on success.
    pub(super) fn run(&self, job: &Job<'_>) -> Result<Vec<u8>> {
        let program = self.program.display().to_string();
        let mut command = Command::new(&self.program);
        command
            .args(&self.args)
            .env(WORKER_ENV, "1")
            // A panic's message is what the caller needs, not a backtrace.
            .env("RUST_BACKTRACE", "0")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        if let Some(bytes) = self.memory_limit {
            limit_address_space(&mut command, bytes);
        }
        let mut child = command.spawn().map_err(|e| WorkerError::Spawn {
            program: program.clone(),
            reason: e.to_string(),
        })?;
        let request = job.encode();
        let (stdin, stdout, stderr) =
            (child.stdin.take(), child.stdout.take(), child.stderr.take());
        let started = Instant::now();
        let (status, out, err) = std::thread::scope(|s| {
            s.spawn(move || {
                if let Some(mut w) = stdin {
                    // A worker that died early closes the pipe: its exit status says why.
                    let _ = w.write_all(&request);
                }
            });
            let out = s.spawn(move || {
                let mut buf = Vec::new();
                if let Some(mut r) = stdout {
                    let _ = r.read_to_end(&mut buf);
                }
                buf
            });
            let err = s.spawn(move || tail(stderr));
            let status = loop {
                match child.try_wait() {
                    Ok(Some(status)) => break Ok(status),
                    Ok(None) => {}
                    Err(e) => break Err(e.to_string()),
                }
                if self.timeout.is_some_and(|t| started.elapsed() > t) {
                    let _ = child.kill();
                    let _ = child.wait();
                    break Err("timeout".to_string());
                }
                std::thread::sleep(Duration::from_millis(2));
            };
            (
                status,
                out.join().unwrap_or_default(),
                err.join().unwrap_or_default(),
            )
        });
        let what = job.what();
        let status = match status {
            Ok(status) => status,
            Err(e) if e == "timeout" => {
                return Err(WorkerError::TimedOut {
                    job: what,
                    module: job.name.to_string(),
                    seconds: self.timeout.unwrap_or_default().as_secs_f64(),
                }
                .into());
            }
            Err(e) => {
                return Err(WorkerError::Protocol {
                    program,
                    detail: format!("waiting for it: {e}"),
                }
                .into());
            }
        };
        if !status.success() {
            return Err(WorkerError::Died {
                job: what,
                module: job.name.to_string(),
                status: describe_status(&status),
                stderr: String::from_utf8_lossy(&err).into_owned(),
            }
            .into());
        }
        decode_response(&out).map_err(|detail| {
            Error::from(WorkerError::Protocol {
                program,
                detail: format!("{detail} ({} bytes)", out.len()),
            })
        })?
    }
}

/// Sets `RLIMIT_AS` to `bytes` in the child `command` starts, or keeps the
/// limit it inherits where that is lower (a process cannot raise its hard
/// limit: gpujit run under `ulimit -v`).
fn limit_address_space(command: &mut Command, bytes: u64) {
    use std::os::unix::process::CommandExt;
    let set_limit = move || {
        let mut limit = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: `limit` is a writable rlimit; getrlimit fills it.
        if unsafe { libc::getrlimit(libc::RLIMIT_AS, &mut limit) } != 0 {
            return Err(std::io::Error::last_os_error());
        }
        let (cur, max) = clamp_limit(bytes, limit.rlim_cur, limit.rlim_max);
        limit.rlim_cur = cur;
        limit.rlim_max = max;
        // SAFETY: `limit` is a valid rlimit; setrlimit only reads it.
        if unsafe { libc::setrlimit(libc::RLIMIT_AS, &limit) } == 0 {
            Ok(())
        } else {
            Err(std::io::Error::last_os_error())
        }
    };
    // SAFETY: the hook runs in the forked child before exec; it calls only
    // setrlimit, which is async-signal-safe, and allocates nothing.
    unsafe {
        command.pre_exec(set_limit);
    }
}

/// The soft and hard address-space limits for a worker asked to stay under
/// `want` bytes that inherits `cur` and `max`: never above either.
pub(super) fn clamp_limit(want: u64, cur: u64, max: u64) -> (u64, u64) {
    let max = want.min(max);
    (cur.min(max), max)
}

/// The last [`STDERR_TAIL`] bytes of a stream.
fn tail(stream: Option<std::process::ChildStderr>) -> Vec<u8> {
    let mut kept = Vec::new();
    let Some(mut r) = stream else { return kept };
    let mut buf = [0u8; 4096];
    while let Ok(n) = r.read(&mut buf) {
        if n == 0 {
            break;
        }
        kept.extend_from_slice(&buf[..n]);
        if kept.len() > 2 * STDERR_TAIL {
            kept.drain(..kept.len() - STDERR_TAIL);
        }
    }
    if kept.len() > STDERR_TAIL {
        kept.drain(..kept.len() - STDERR_TAIL);
    }
    kept
}

/// `killed by signal 6 (SIGABRT)` or `exit status 3`.
pub fn describe_status(status: &std::process::ExitStatus) -> String {
    use std::os::unix::process::ExitStatusExt;
    if let Some(sig) = status.signal() {
        let name = match sig {
            4 => " (SIGILL)",
            6 => " (SIGABRT)",
            7 => " (SIGBUS)",
            8 => " (SIGFPE)",
            9 => " (SIGKILL)",
            11 => " (SIGSEGV)",
            _ => "",
        };
        format!("killed by signal {sig}{name}")
    } else {
        match status.code() {
            Some(code) => format!("exit status {code}"),
            None => "ended without a status".to_string(),
        }
    }
}
