//! Importing and compiling untrusted IR and CUDA C++ source in a worker
//! process.
//!
//! gpujit verifies every module it imports, but LLVM's release builds still
//! end the process (`LLVM ERROR: ...`, an abort) on some input that passes the
//! verifier, for instance an operation a target cannot select; clang's CUDA
//! front end ([`crate::cuda`]) can likewise end it on hostile source. A
//! program that compiles IR or source it did not write can run those steps
//! in a child process: a
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
//! [`gpujit_ir::IrError`] an in-process import returns, a CUDA compile error
//! the same [`cuda::CudaError`] with clang's log); only what has no portable
//! form arrives as [`WorkerError::Failed`] with its message.

mod codec;
mod process;
mod serve;

use std::ffi::OsString;
use std::path::PathBuf;
use std::time::Duration;

use crate::{CompileOptions, Compiled, Error, NvvmModule, PortableModule, Result, Target, cuda};
use codec::{Job, JobKind};

pub use process::describe_status;
pub use serve::serve_if_worker;

/// Set in a worker's environment: [`serve_if_worker`] serves one job when it
/// is present.
pub const WORKER_ENV: &str = "GPUJIT_WORKER";

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
    /// `.ll` or `.bc` bytes; PTX text ([`gpujit_ir::ptx::is_ptx`]) is
    /// translated ([`PortableModule::from_ptx`]). The module returned is the
    /// worker's portable bitcode, read back here.
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
        self.compile_job(
            JobKind::Compile,
            (module.name(), module.bitcode(), module.kernels()),
            target,
            opts,
        )
    }

    /// [`crate::compile_nvvm`] in the worker: on NVIDIA the module as its
    /// producer wrote it, on every other target its lifted form. For the
    /// host the worker also loads the image once, as [`Worker::compile`]
    /// does.
    pub fn compile_nvvm(
        &self,
        module: &NvvmModule,
        target: Target,
        opts: &CompileOptions,
    ) -> Result<Compiled> {
        self.compile_job(
            JobKind::CompileNvvm,
            (module.name(), module.bitcode(), module.kernels()),
            target,
            opts,
        )
    }

    /// A compile job on a module's `(name, bitcode, kernels)`; the image's
    /// signatures are the caller's module's, whatever the worker read.
    fn compile_job(
        &self,
        kind: JobKind,
        (name, bitcode, kernels): (&str, &[u8], &[gpujit_device::KernelSignature]),
        target: Target,
        opts: &CompileOptions,
    ) -> Result<Compiled> {
        let out = self.run(&Job {
            kind,
            name,
            input: bitcode,
            target,
            opts,
        })?;
        let mut c = codec::decode_compiled(&out).map_err(|d| self.protocol(d))?;
        c.image.kernels = kernels.to_vec();
        Ok(c)
    }

    /// [`cuda::Program::compile`] in the worker: clang's CUDA front end,
    /// which can end the process on hostile source, runs there, against the
    /// headers [`cuda::HeaderSet::detect`] finds in this process. A crash or
    /// a timeout ends only the worker ([`WorkerError`]); the front end's own
    /// errors arrive as the same [`Error::Cuda`] an in-process compile
    /// returns, clang's log and all.
    pub fn compile_cuda(&self, program: &cuda::Program, arch: &str) -> Result<cuda::Compiled> {
        let headers = cuda::HeaderSet::detect().map_err(cuda::CudaError::Setup)?;
        self.compile_cuda_with(program, arch, &headers)
    }

    /// [`cuda::Program::compile_with`] in the worker (see
    /// [`Worker::compile_cuda`]).
    pub fn compile_cuda_with(
        &self,
        program: &cuda::Program,
        arch: &str,
        headers: &cuda::HeaderSet,
    ) -> Result<cuda::Compiled> {
        let input = codec::encode_program(program, headers);
        let out = self.run(&Job {
            kind: JobKind::CudaCompile,
            name: program.name(),
            input: &input,
            target: Target::Nvptx,
            opts: &CompileOptions {
                arch: Some(arch.to_string()),
                ..Default::default()
            },
        })?;
        Ok(codec::decode_cuda_output(&out, headers.clone())
            .ok_or_else(|| self.protocol("an undecodable CUDA compile result"))?)
    }

    /// The error of a response that does not decode.
    fn protocol(&self, detail: &str) -> WorkerError {
        WorkerError::Protocol {
            program: self.program.display().to_string(),
            detail: detail.to_string(),
        }
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
        String::from_utf8(out)
            .map_err(|_| Error::from(self.protocol("lowered IR that is not UTF-8")))
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use process::clamp_limit;

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

    /// This test binary as a worker: started with [`WORKER_ENV`] set, it runs
    /// only [`serve_one_job`]. libtest writes its own lines to stdout, so the
    /// response goes to descriptor 3, which the shell points at the pipe the
    /// worker's stdout would be.
    fn test_binary_worker() -> Worker {
        let exe = std::env::current_exe().expect("the test binary's path");
        sh("exec \"$0\" isolated::tests::serve_one_job --exact --ignored --test-threads=1 -q 3>&1 >/dev/null")
            .arg(exe)
    }

    /// The worker side of [`test_binary_worker`]: serves one job when started
    /// as a worker, does nothing otherwise.
    #[test]
    #[ignore = "a worker's entry point, run by test_binary_worker"]
    fn serve_one_job() {
        if std::env::var_os(WORKER_ENV).is_none() {
            return;
        }
        let out = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/fd/3")
            .expect("descriptor 3");
        serve::serve(std::io::stdin().lock(), out);
    }

    const AXPY_CU: &str = r#"
template <typename T> __global__ void axpy(T a, const T *x, T *y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}
extern "C" __global__ void fill(float *p, float v) { p[threadIdx.x] = v; }
"#;

    fn axpy() -> cuda::Program {
        cuda::Program::new("axpy.cu", AXPY_CU)
            .header("unused.h", "#define UNUSED 1")
            .option("-DSCALE=2")
            .name_expression("axpy<float>")
    }

    #[test]
    fn a_cuda_compile_in_the_worker_gives_what_one_in_process_does() {
        let worker = test_binary_worker();
        let program = axpy();
        let here = program.compile("sm_80").unwrap();
        let there = worker.compile_cuda(&program, "sm_80").unwrap();
        assert_eq!(&there.bitcode[..4], b"BC\xc0\xde");
        assert!(there.bitcode == here.bitcode, "the bitcode differs");
        assert_eq!(there.log, here.log);
        assert_eq!(there.lowered_names, here.lowered_names);
        assert!(
            there
                .lowered_name("axpy<float>")
                .is_some_and(|n| n.starts_with("_Z4axpyIfE")),
            "{:?}",
            there.lowered_names
        );
        assert_eq!(there.arch, "sm_80");
        assert_eq!(there.headers, here.headers);
        // An -arch option wins over the architecture asked for, there too.
        let sm90 = worker
            .compile_cuda(&program.clone().option("-arch=sm_90"), "sm_80")
            .unwrap();
        assert_eq!(sm90.arch, "sm_90");

        // The NVVM compiles in the worker as it does here: as written for
        // NVIDIA, lifted for the host (and loaded there once).
        let module = NvvmModule::from_ir("axpy.cu", &there.bitcode).unwrap();
        for target in [Target::Nvptx, Target::Host] {
            let opts = CompileOptions::default();
            let here = crate::compile_nvvm(&module, target, &opts).unwrap();
            let there = worker.compile_nvvm(&module, target, &opts).unwrap();
            assert!(
                there.image.bytes == here.image.bytes,
                "{target}: the image differs"
            );
            assert_eq!(there.image.kernels, module.kernels());
        }
    }

    #[test]
    fn a_cuda_compile_error_in_the_worker_keeps_its_type_and_log() {
        let worker = test_binary_worker();
        let bad = cuda::Program::new(
            "bad.cu",
            "__global__ void k(int *p) {\n    p[0] = undeclared;\n}\n",
        );
        let e = worker.compile_cuda(&bad, "sm_80").unwrap_err();
        match &e {
            Error::Cuda(cuda::CudaError::Compile {
                program,
                errors,
                log,
            }) => {
                assert_eq!(program, "bad.cu");
                assert_eq!(*errors, 1);
                assert!(
                    log.contains("bad.cu:2:12: error: use of undeclared identifier 'undeclared'"),
                    "{log}"
                );
                assert!(
                    log.contains("\n    2 |     p[0] = undeclared;\n")
                        || log.contains("\n    p[0] = undeclared;\n"),
                    "the source line: {log}"
                );
                assert!(log.contains("           ^"), "the caret: {log}");
            }
            other => panic!("{other:?}"),
        }
        // The same error as in this process, field for field.
        let here = bad.compile("sm_80").unwrap_err();
        assert_eq!(format!("{:?}", Error::Cuda(here)), format!("{e:?}"));
        // Options and name expressions are refused in the worker, typed.
        let e = worker
            .compile_cuda(&axpy().option("--frob"), "sm_80")
            .unwrap_err();
        assert!(
            matches!(&e, Error::Cuda(cuda::CudaError::BadOption { option, .. }) if option == "--frob"),
            "{e:?}"
        );
        // Both processes go on: the next job compiles, and so does this process.
        assert!(worker.compile_cuda(&axpy(), "sm_80").is_ok());
        assert!(axpy().compile("sm_80").is_ok());
    }

    #[test]
    fn a_cuda_compile_that_ends_the_worker_is_a_worker_error() {
        let e = sh("cat >/dev/null; echo 'clang: PLEASE submit a bug report' >&2; kill -SEGV $$")
            .compile_cuda(&axpy(), "sm_80")
            .unwrap_err();
        match &e {
            Error::Worker(WorkerError::Died {
                job,
                module,
                status,
                ..
            }) => {
                assert_eq!(job, "CUDA compile for sm_80");
                assert_eq!(module, "axpy.cu");
                assert_eq!(status, "killed by signal 11 (SIGSEGV)");
            }
            other => panic!("{other:?}"),
        }
        let e = sh("exec sleep 10")
            .timeout(Duration::from_millis(200))
            .compile_cuda(&axpy(), "sm_80")
            .unwrap_err();
        assert!(
            matches!(&e, Error::Worker(WorkerError::TimedOut { job, .. }) if job == "CUDA compile for sm_80"),
            "{e:?}"
        );
    }
}
