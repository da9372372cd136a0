//! Importing and compiling untrusted IR in a worker process.
//!
//! gpujit verifies every module it imports, but LLVM's release builds still
//! end the process (`LLVM ERROR: ...`, an abort) on some input that passes the
//! verifier, for instance an operation a target cannot select. A program that
//! compiles IR it did not write can run those steps in a child process: a
//! [`Worker`] sends the job to a fresh process, and if that process dies the
//! caller gets [`WorkerError::Died`] (with the end of the child's stderr,
//! where LLVM writes its reason) instead of dying with it.
//!
//! The worker is a program that calls [`serve_if_worker`] first thing in
//! `main`: started with [`WORKER_ENV`] set, it serves one job read from its
//! stdin and exits. [`Worker::current_exe`] re-runs the calling program that
//! way; [`Worker::new`] names another (the `gpujit` command is one).
//!
//! ```no_run
//! fn main() -> Result<(), gpujit::Error> {
//!     gpujit::isolated::serve_if_worker(); // a worker: serve the job, exit
//!     let ir = std::fs::read("untrusted.ll").unwrap();
//!     let worker = gpujit::isolated::Worker::current_exe()?;
//!     let module = worker.import("untrusted.ll", &ir)?;
//!     let compiled = worker.compile(&module, gpujit::Target::Nvptx, &Default::default())?;
//!     println!("{} bytes of PTX", compiled.image.bytes.len());
//!     Ok(())
//! }
//! ```
//!
//! Errors the worker reports keep their types (an import error is the same
//! [`gpujit_ir::IrError`] an in-process import returns); only what has no
//! portable form arrives as [`WorkerError::Failed`] with its message.

use std::ffi::OsString;
use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use gpujit_ir::IrError;

use crate::{CompileOptions, Compiled, Error, PortableModule, Result, StageTimes, Target};

/// Set in a worker's environment: [`serve_if_worker`] serves one job when it
/// is present.
pub const WORKER_ENV: &str = "GPUJIT_WORKER";

const REQUEST: &[u8; 4] = b"GJWQ";
const RESPONSE: &[u8; 4] = b"GJWR";
/// Bytes of the child's stderr kept for [`WorkerError::Died`].
const STDERR_TAIL: usize = 4096;

/// Why a job in a worker process produced no result.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum WorkerError {
    /// The worker program could not be started.
    #[error("cannot start the worker {program}: {reason}")]
    Spawn {
        /// The program.
        program: String,
        /// The operating system's reason.
        reason: String,
    },
    /// The worker ended without a result: the job crashed it.
    #[error(
        "{job} of `{module}` crashed the worker process ({status}){}",
        fmt_stderr(stderr)
    )]
    Died {
        /// What it was doing (`import`, `compile for nvptx`).
        job: String,
        /// The module's name.
        module: String,
        /// How it ended: `killed by signal 6 (SIGABRT)`, `exit status 1`.
        status: String,
        /// The end of its stderr (LLVM's `LLVM ERROR: ...` line, a panic message).
        stderr: String,
    },
    /// The job ran past [`Worker::timeout`]; the worker was killed.
    #[error("{job} of `{module}` took longer than {seconds:.1} s; the worker was killed")]
    TimedOut {
        /// What it was doing.
        job: String,
        /// The module's name.
        module: String,
        /// The timeout.
        seconds: f64,
    },
    /// The worker answered something that is not a response.
    #[error("the worker {program} answered no valid response: {detail}")]
    Protocol {
        /// The program.
        program: String,
        /// What was wrong.
        detail: String,
    },
    /// The job failed in the worker with an error that has no typed form here.
    #[error("{message}")]
    Failed {
        /// The error's message.
        message: String,
    },
}

fn fmt_stderr(stderr: &str) -> String {
    let lines: Vec<&str> = stderr
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    // What says why: LLVM's fatal error, or a panic's location and message;
    // else the last lines.
    if let Some(i) = lines.iter().rposition(|l| l.starts_with("LLVM ERROR")) {
        return format!(": {}", lines[i]);
    }
    if let Some(i) = lines.iter().rposition(|l| l.contains("panicked at")) {
        let end = (i + 2).min(lines.len());
        return format!(": {}", lines[i..end].join(" | "));
    }
    if lines.is_empty() {
        String::new()
    } else {
        let start = lines.len().saturating_sub(3);
        format!(": {}", lines[start..].join(" | "))
    }
}

/// A program that serves jobs (see the module documentation).
#[derive(Debug, Clone)]
pub struct Worker {
    program: PathBuf,
    args: Vec<OsString>,
    timeout: Option<Duration>,
    memory_limit: Option<u64>,
}

impl Worker {
    /// The running program as its own worker: it must call
    /// [`serve_if_worker`] at the start of `main`.
    pub fn current_exe() -> Result<Worker> {
        let program = std::env::current_exe().map_err(|e| WorkerError::Spawn {
            program: "the current executable".into(),
            reason: e.to_string(),
        })?;
        Ok(Worker::new(program))
    }

    /// `program` as the worker; it must call [`serve_if_worker`] first thing.
    pub fn new(program: impl Into<PathBuf>) -> Worker {
        Worker {
            program: program.into(),
            args: Vec::new(),
            timeout: None,
            memory_limit: None,
        }
    }

    /// Adds an argument to the worker's command line.
    pub fn arg(mut self, arg: impl Into<OsString>) -> Worker {
        self.args.push(arg.into());
        self
    }

    /// Kills a job that runs longer than `timeout` ([`WorkerError::TimedOut`]);
    /// by default jobs run as long as they take.
    pub fn timeout(mut self, timeout: Duration) -> Worker {
        self.timeout = Some(timeout);
        self
    }

    /// Limits the worker's address space to `bytes` (`RLIMIT_AS`): input
    /// that makes LLVM allocate without bound ends the worker with LLVM's
    /// "out of memory" instead of taking the machine's memory.
    pub fn memory_limit(mut self, bytes: u64) -> Worker {
        self.memory_limit = Some(bytes);
        self
    }

    /// [`PortableModule::from_ir`] in the worker: parses, verifies and lifts
    /// `.ll` or `.bc` bytes. The module returned is the worker's portable
    /// bitcode, read back here.
    pub fn import(&self, name: &str, ir: &[u8]) -> Result<PortableModule> {
        let job = Job {
            kind: JobKind::Import,
            name,
            input: ir,
            target: Target::Host,
            opts: &CompileOptions::default(),
        };
        let bitcode = self.run(&job)?;
        Ok(PortableModule::from_ir(name, &bitcode)?)
    }

    /// [`crate::compile`] in the worker. For the host the worker also loads
    /// the image once (the host's machine code is generated at load), so
    /// that a load in this process meets nothing the worker did not survive.
    pub fn compile(
        &self,
        module: &PortableModule,
        target: Target,
        opts: &CompileOptions,
    ) -> Result<Compiled> {
        let out = self.run(&Job {
            kind: JobKind::Compile,
            name: module.name(),
            input: module.bitcode(),
            target,
            opts,
        })?;
        let protocol = |detail: &str| WorkerError::Protocol {
            program: self.program.display().to_string(),
            detail: detail.to_string(),
        };
        let mut r = Reader(&out);
        let mut times = [Duration::ZERO; 4];
        for t in &mut times {
            *t = Duration::from_nanos(r.u64().ok_or_else(|| protocol("stage times"))?);
        }
        let mut image =
            crate::cache::decode(r.rest()).ok_or_else(|| protocol("an undecodable image"))?;
        // The signatures are the caller's module's, whatever the worker read.
        image.kernels = module.kernels().to_vec();
        let [lower, optimize, codegen, link] = times;
        Ok(Compiled {
            image,
            times: StageTimes {
                lower,
                optimize,
                codegen,
                link,
            },
            for_device: None,
        })
    }

    /// [`crate::lowered_ir`] in the worker.
    pub fn lowered_ir(
        &self,
        module: &PortableModule,
        target: Target,
        opts: &CompileOptions,
    ) -> Result<String> {
        let out = self.run(&Job {
            kind: JobKind::LoweredIr,
            name: module.name(),
            input: module.bitcode(),
            target,
            opts,
        })?;
        String::from_utf8(out).map_err(|_| {
            Error::from(WorkerError::Protocol {
                program: self.program.display().to_string(),
                detail: "lowered IR that is not UTF-8".into(),
            })
        })
    }

    /// [`crate::amdgcn_object`] in the worker.
    pub fn amdgcn_object(&self, module: &PortableModule, opts: &CompileOptions) -> Result<Vec<u8>> {
        self.run(&Job {
            kind: JobKind::AmdgcnObject,
            name: module.name(),
            input: module.bitcode(),
            target: Target::Amdgcn,
            opts,
        })
    }

    /// Runs one job in a fresh worker process; its output on success.
    fn run(&self, job: &Job<'_>) -> Result<Vec<u8>> {
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
fn clamp_limit(want: u64, cur: u64, max: u64) -> (u64, u64) {
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

/// If this process was started as a worker ([`WORKER_ENV`] is set), serves
/// the one job on stdin, writes the result to stdout and exits; otherwise
/// returns at once. Call it first thing in `main`.
pub fn serve_if_worker() {
    if std::env::var_os(WORKER_ENV).is_none() {
        return;
    }
    let mut request = Vec::new();
    if std::io::stdin().read_to_end(&mut request).is_err() {
        std::process::exit(3);
    }
    let response = match Job::decode(&request) {
        Some(job) => encode_response(job.execute()),
        None => encode_response(Err(Error::from(WorkerError::Failed {
            message: "the worker received a malformed request".into(),
        }))),
    };
    let mut out = std::io::stdout().lock();
    if out.write_all(&response).and_then(|()| out.flush()).is_err() {
        std::process::exit(3);
    }
    std::process::exit(0);
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum JobKind {
    Import,
    Compile,
    LoweredIr,
    AmdgcnObject,
}

/// One request: what to do, on which bytes, for which target.
struct Job<'a> {
    kind: JobKind,
    name: &'a str,
    /// `.ll`/`.bc` bytes for an import; the portable bitcode otherwise.
    input: &'a [u8],
    target: Target,
    opts: &'a CompileOptions,
}

impl Job<'_> {
    fn what(&self) -> String {
        match self.kind {
            JobKind::Import => "import".into(),
            JobKind::Compile => format!("compiling for {}", self.target),
            JobKind::LoweredIr => format!("lowering for {}", self.target),
            JobKind::AmdgcnObject => "compiling an amdgcn object".into(),
        }
    }

    fn encode(&self) -> Vec<u8> {
        let mut w = Vec::with_capacity(self.input.len() + 64);
        w.extend_from_slice(REQUEST);
        w.push(match self.kind {
            JobKind::Import => 0,
            JobKind::Compile => 1,
            JobKind::LoweredIr => 2,
            JobKind::AmdgcnObject => 3,
        });
        w.push(self.target as u8);
        put_bytes(&mut w, self.name.as_bytes());
        match &self.opts.arch {
            Some(a) => {
                w.push(1);
                put_bytes(&mut w, a.as_bytes());
            }
            None => w.push(0),
        }
        w.push(self.opts.opt_level.unwrap_or(u8::MAX));
        w.extend_from_slice(&self.opts.ptx_version.unwrap_or(0).to_le_bytes());
        w.push(u8::from(self.opts.checked));
        w.push(u8::from(self.opts.generic));
        w.extend_from_slice(&self.opts.code_object_version.unwrap_or(0).to_le_bytes());
        put_bytes(&mut w, self.input);
        w
    }

    /// The job and its options (owned), or `None` for a malformed request.
    fn decode(bytes: &[u8]) -> Option<OwnedJob> {
        let mut r = Reader(bytes.strip_prefix(REQUEST.as_slice())?);
        let kind = match r.u8()? {
            0 => JobKind::Import,
            1 => JobKind::Compile,
            2 => JobKind::LoweredIr,
            3 => JobKind::AmdgcnObject,
            _ => return None,
        };
        let target = *Target::ALL.get(usize::from(r.u8()?))?;
        let name = String::from_utf8(r.bytes()?.to_vec()).ok()?;
        let arch = match r.u8()? {
            0 => None,
            _ => Some(String::from_utf8(r.bytes()?.to_vec()).ok()?),
        };
        let opt_level = Some(r.u8()?).filter(|&l| l != u8::MAX);
        let ptx_version = Some(r.u32()?).filter(|&v| v != 0);
        let checked = r.u8()? != 0;
        let generic = r.u8()? != 0;
        let code_object_version = Some(r.u32()?).filter(|&v| v != 0);
        let input = r.bytes()?.to_vec();
        Some(OwnedJob {
            kind,
            name,
            input,
            target,
            opts: CompileOptions {
                arch,
                opt_level,
                ptx_version,
                checked,
                generic,
                code_object_version,
            },
        })
    }
}

struct OwnedJob {
    kind: JobKind,
    name: String,
    input: Vec<u8>,
    target: Target,
    opts: CompileOptions,
}

impl OwnedJob {
    fn execute(&self) -> Result<Vec<u8>> {
        let module = PortableModule::from_ir(&self.name, &self.input)?;
        Ok(match self.kind {
            JobKind::Import => module.bitcode().to_vec(),
            JobKind::Compile => {
                let c = crate::compile(&module, self.target, &self.opts)?;
                let backend = self.target.backend_impl();
                if backend.compiles_at_load() {
                    // Such images are machine-compiled when loaded, in the
                    // caller's process: do it here first, where a crash of
                    // LLVM's code generator ends only the worker.
                    backend.open(0)?.load(&c.image)?;
                }
                let mut out = Vec::new();
                for t in [
                    c.times.lower,
                    c.times.optimize,
                    c.times.codegen,
                    c.times.link,
                ] {
                    let nanos = u64::try_from(t.as_nanos()).unwrap_or(u64::MAX);
                    out.extend_from_slice(&nanos.to_le_bytes());
                }
                out.extend_from_slice(&crate::cache::encode(&c.image));
                out
            }
            JobKind::LoweredIr => crate::lowered_ir(&module, self.target, &self.opts)?.into_bytes(),
            JobKind::AmdgcnObject => crate::amdgcn_object(&module, &self.opts)?,
        })
    }
}

fn put_bytes(w: &mut Vec<u8>, b: &[u8]) {
    w.extend_from_slice(&(b.len() as u64).to_le_bytes());
    w.extend_from_slice(b);
}

fn put_str(w: &mut Vec<u8>, s: &str) {
    put_bytes(w, s.as_bytes());
}

/// Reads the encodings above; `None` past the end.
struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        if n > self.0.len() {
            return None;
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Some(head)
    }
    fn u8(&mut self) -> Option<u8> {
        Some(self.take(1)?[0])
    }
    fn u32(&mut self) -> Option<u32> {
        Some(u32::from_le_bytes(self.take(4)?.try_into().ok()?))
    }
    fn u64(&mut self) -> Option<u64> {
        Some(u64::from_le_bytes(self.take(8)?.try_into().ok()?))
    }
    fn bytes(&mut self) -> Option<&'a [u8]> {
        let n = usize::try_from(self.u64()?).ok()?;
        self.take(n)
    }
    fn string(&mut self) -> Option<String> {
        Some(String::from_utf8_lossy(self.bytes()?).into_owned())
    }
    fn rest(&mut self) -> &'a [u8] {
        std::mem::take(&mut self.0)
    }
}

/// Where an [`IrError`] sat in the error a job returned.
const IN_GPUJIT: u8 = 0;
const IN_NVPTX: u8 = 1;
const IN_AMDGCN: u8 = 2;

fn encode_ir_error(w: &mut Vec<u8>, e: &IrError) -> bool {
    match e {
        IrError::Build { message, location } => {
            w.push(0);
            put_str(w, message);
            put_str(w, location);
        }
        IrError::Verify { module, message } => {
            w.push(1);
            put_str(w, module);
            put_str(w, message);
        }
        IrError::Parse { module, message } => {
            w.push(2);
            put_str(w, module);
            put_str(w, message);
        }
        IrError::Unlowered { target, names } => {
            w.push(3);
            put_str(w, target);
            put_str(w, &names.join("\n"));
        }
        IrError::UnknownIntrinsic(name) => {
            w.push(4);
            put_str(w, name);
        }
        IrError::Llvm(message) => {
            w.push(5);
            put_str(w, message);
        }
        _ => return false,
    }
    true
}

fn decode_ir_error(r: &mut Reader<'_>) -> Option<IrError> {
    Some(match r.u8()? {
        0 => IrError::Build {
            message: r.string()?,
            location: r.string()?,
        },
        1 => IrError::Verify {
            module: r.string()?,
            message: r.string()?,
        },
        2 => IrError::Parse {
            module: r.string()?,
            message: r.string()?,
        },
        3 => IrError::Unlowered {
            target: r.string()?,
            names: r.string()?.lines().map(str::to_string).collect(),
        },
        4 => IrError::UnknownIntrinsic(r.string()?),
        5 => IrError::Llvm(r.string()?),
        _ => return None,
    })
}

/// The response: `RESPONSE`, then 0 and the output, or 1 and the error: 0 and
/// where an IR error sat and the error, 1 and a target error (nvptx or
/// amdgcn) and its message, or 2 and the message of any other error.
fn encode_response(result: Result<Vec<u8>>) -> Vec<u8> {
    let mut w = RESPONSE.to_vec();
    let e = match result {
        Ok(out) => {
            w.push(0);
            put_bytes(&mut w, &out);
            return w;
        }
        Err(e) => e,
    };
    w.push(1);
    let mut typed = Vec::new();
    let ok = match &e {
        Error::Ir(ir) => {
            typed.extend_from_slice(&[0, IN_GPUJIT]);
            encode_ir_error(&mut typed, ir)
        }
        Error::Nvptx(gpujit_nvptx::CompileError::Ir(ir)) => {
            typed.extend_from_slice(&[0, IN_NVPTX]);
            encode_ir_error(&mut typed, ir)
        }
        Error::Amdgcn(gpujit_amdgcn::CompileError::Ir(ir)) => {
            typed.extend_from_slice(&[0, IN_AMDGCN]);
            encode_ir_error(&mut typed, ir)
        }
        Error::Nvptx(gpujit_nvptx::CompileError::Target(m)) => {
            typed.extend_from_slice(&[1, IN_NVPTX]);
            put_str(&mut typed, m);
            true
        }
        Error::Amdgcn(gpujit_amdgcn::CompileError::Target(m)) => {
            typed.extend_from_slice(&[1, IN_AMDGCN]);
            put_str(&mut typed, m);
            true
        }
        _ => false,
    };
    if ok {
        w.extend_from_slice(&typed);
    } else {
        w.push(2);
        put_str(&mut w, &e.to_string());
    }
    w
}

/// The job's output, or the error it returned; `Err` for a malformed response.
fn decode_response(bytes: &[u8]) -> std::result::Result<Result<Vec<u8>>, &'static str> {
    let mut r = Reader(
        bytes
            .strip_prefix(RESPONSE.as_slice())
            .ok_or("no response header")?,
    );
    let bad = "a truncated or unknown response";
    match r.u8().ok_or(bad)? {
        0 => Ok(Ok(r.bytes().ok_or(bad)?.to_vec())),
        1 => {
            let e = match r.u8().ok_or(bad)? {
                0 => {
                    let place = r.u8().ok_or(bad)?;
                    let ir = decode_ir_error(&mut r).ok_or(bad)?;
                    match place {
                        IN_NVPTX => Error::Nvptx(gpujit_nvptx::CompileError::Ir(ir)),
                        IN_AMDGCN => Error::Amdgcn(gpujit_amdgcn::CompileError::Ir(ir)),
                        _ => Error::Ir(ir),
                    }
                }
                1 => {
                    let place = r.u8().ok_or(bad)?;
                    let m = r.string().ok_or(bad)?;
                    match place {
                        IN_NVPTX => Error::Nvptx(gpujit_nvptx::CompileError::Target(m)),
                        _ => Error::Amdgcn(gpujit_amdgcn::CompileError::Target(m)),
                    }
                }
                2 => Error::Worker(WorkerError::Failed {
                    message: r.string().ok_or(bad)?,
                }),
                _ => return Err(bad),
            };
            Ok(Err(e))
        }
        _ => Err(bad),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_round_trip() {
        let opts = CompileOptions {
            arch: Some("gfx942".into()),
            opt_level: Some(1),
            ptx_version: Some(85),
            checked: true,
            generic: true,
            code_object_version: Some(6),
        };
        let job = Job {
            kind: JobKind::LoweredIr,
            name: "m.ll",
            input: b"define void @k() { ret void }",
            target: Target::Amdgcn,
            opts: &opts,
        };
        let back = Job::decode(&job.encode()).unwrap();
        assert_eq!(back.kind, JobKind::LoweredIr);
        assert_eq!(back.name, "m.ll");
        assert_eq!(back.input, job.input);
        assert_eq!(back.target, Target::Amdgcn);
        assert_eq!(back.opts, opts);
        let plain = Job {
            opts: &CompileOptions::default(),
            ..job
        };
        assert_eq!(
            Job::decode(&plain.encode()).unwrap().opts,
            CompileOptions::default()
        );
        let full = job.encode();
        for cut in 0..full.len() {
            assert!(Job::decode(&full[..cut]).is_none(), "cut at {cut}");
        }
    }

    #[test]
    fn errors_keep_their_types_across_the_process_boundary() {
        let cases = [
            Error::Ir(IrError::Parse {
                module: "m.ll".into(),
                message: "m.ll:2:7: error: expected type".into(),
            }),
            Error::Nvptx(gpujit_nvptx::CompileError::Ir(IrError::Verify {
                module: "m".into(),
                message: "bad".into(),
            })),
            Error::Amdgcn(gpujit_amdgcn::CompileError::Target(
                "unsupported AMD architecture `gfx1`".into(),
            )),
            Error::Ir(IrError::Unlowered {
                target: "host".into(),
                names: vec!["gpujit.a".into(), "gpujit.b".into()],
            }),
        ];
        for e in cases {
            let text = e.to_string();
            let back = decode_response(&encode_response(Err(e)))
                .unwrap()
                .unwrap_err();
            assert_eq!(back.to_string(), text);
            assert!(!matches!(back, Error::Worker(_)), "{back:?}");
        }
        let other = Error::Mismatch {
            kernel: "k".into(),
            detail: "d".into(),
        };
        let back = decode_response(&encode_response(Err(other)))
            .unwrap()
            .unwrap_err();
        assert!(matches!(back, Error::Worker(WorkerError::Failed { .. })));
        assert_eq!(
            decode_response(&encode_response(Ok(b"out".to_vec())))
                .unwrap()
                .unwrap(),
            b"out"
        );
        assert!(decode_response(b"GJWR\x07").is_err());
        assert!(decode_response(b"").is_err());
    }

    fn sh(script: &str) -> Worker {
        Worker::new("/bin/sh").arg("-c").arg(script)
    }

    fn import_with(worker: &Worker) -> Error {
        worker.import("m.ll", b"; text").unwrap_err()
    }

    #[test]
    fn a_worker_that_dies_is_a_typed_error_naming_why() {
        let e = import_with(&sh(
            "echo 'LLVM ERROR: Cannot select: t1' >&2; kill -ABRT $$",
        ));
        match &e {
            Error::Worker(WorkerError::Died { status, stderr, .. }) => {
                assert_eq!(status, "killed by signal 6 (SIGABRT)");
                assert!(stderr.contains("LLVM ERROR: Cannot select"), "{stderr}");
            }
            other => panic!("{other:?}"),
        }
        assert!(
            e.to_string()
                .contains("import of `m.ll` crashed the worker process")
        );
        let e = import_with(&sh("cat >/dev/null; exit 3"));
        assert!(
            matches!(&e, Error::Worker(WorkerError::Died { status, .. }) if status == "exit status 3"),
            "{e:?}"
        );
        let e = import_with(&sh("cat >/dev/null; printf nonsense"));
        assert!(
            matches!(e, Error::Worker(WorkerError::Protocol { .. })),
            "{e:?}"
        );
        let e = import_with(&sh("exec sleep 10").timeout(Duration::from_millis(200)));
        assert!(
            matches!(e, Error::Worker(WorkerError::TimedOut { .. })),
            "{e:?}"
        );
        // The address-space limit reaches the worker.
        let e = import_with(
            &sh("cat >/dev/null; echo \"limit $(ulimit -v)\" >&2; exit 4").memory_limit(1 << 30),
        );
        assert!(
            matches!(&e, Error::Worker(WorkerError::Died { stderr, .. }) if stderr.contains("limit 1048576")),
            "{e:?}"
        );
        // Under a lower inherited limit, the worker keeps it instead of
        // failing to start.
        assert_eq!(clamp_limit(8 << 30, 1 << 30, 2 << 30), (1 << 30, 2 << 30));
        assert_eq!(clamp_limit(1 << 30, u64::MAX, u64::MAX), (1 << 30, 1 << 30));
        assert_eq!(clamp_limit(1 << 30, 4 << 30, 8 << 30), (1 << 30, 1 << 30));
        let e = import_with(&Worker::new("/nonexistent/gpujit-worker"));
        assert!(
            matches!(e, Error::Worker(WorkerError::Spawn { .. })),
            "{e:?}"
        );
    }
}
