//! The worker's side: reading the one request, running the job, writing
//! the response.

use std::io::{Read, Write};

use super::codec::{self, Job, JobKind, OwnedJob, encode_response};
use super::{WORKER_ENV, WorkerError};
use crate::{Compiled, Error, NvvmModule, PortableModule, Result, Target};

/// If this process was started as a worker ([`WORKER_ENV`] is set), serves
/// the one job on stdin, writes the result to stdout and exits; otherwise
/// returns at once. Call it first thing in `main`.
pub fn serve_if_worker() {
    if std::env::var_os(WORKER_ENV).is_none() {
        return;
    }
    serve(std::io::stdin(), std::io::stdout().lock());
}

/// Serves the one job read from `input`, writes the response to `output`
/// and exits.
pub(super) fn serve(mut input: impl Read, mut output: impl Write) -> ! {
    let mut request = Vec::new();
    if input.read_to_end(&mut request).is_err() {
        std::process::exit(3);
    }
    let response = match Job::decode(&request) {
        Some(job) => encode_response(job.execute()),
        None => encode_response(Err(malformed())),
    };
    if output
        .write_all(&response)
        .and_then(|()| output.flush())
        .is_err()
    {
        std::process::exit(3);
    }
    std::process::exit(0);
}

fn malformed() -> Error {
    Error::from(WorkerError::Failed {
        message: "the worker received a malformed request".into(),
    })
}

/// Loads a compiled image once where the target compiles at load (the
/// host: its machine code is generated then, in the caller's process):
/// here first, where a crash of LLVM's code generator ends only the worker.
fn load_once(target: Target, c: &Compiled) -> Result<()> {
    let backend = target.backend_impl();
    if backend.compiles_at_load() {
        backend.open(0)?.load(&c.image)?;
    }
    Ok(())
}

impl OwnedJob {
    fn execute(&self) -> Result<Vec<u8>> {
        let portable = || PortableModule::from_ir(&self.name, &self.input);
        Ok(match self.kind {
            // PTX text is translated; LLVM IR imported (and lifted when NVVM).
            JobKind::Import if gpujit_ir::ptx::is_ptx(&self.input) => {
                let text = String::from_utf8_lossy(&self.input);
                PortableModule::from_ptx(&self.name, &text)?
                    .bitcode()
                    .to_vec()
            }
            JobKind::Import => portable()?.bitcode().to_vec(),
            JobKind::Compile => {
                let c = crate::compile(&portable()?, self.target, &self.opts)?;
                load_once(self.target, &c)?;
                codec::encode_compiled(&c)
            }
            JobKind::LoweredIr => {
                crate::lowered_ir(&portable()?, self.target, &self.opts)?.into_bytes()
            }
            JobKind::AmdgcnObject => crate::amdgcn_object(&portable()?, &self.opts)?,
            JobKind::CudaCompile => {
                let (program, headers) =
                    codec::decode_program(&self.input).ok_or_else(malformed)?;
                let arch = self
                    .opts
                    .arch
                    .as_deref()
                    .unwrap_or(gpujit_cuda::DEFAULT_ARCH);
                codec::encode_cuda_output(&program.compile_with(arch, &headers)?)
            }
            JobKind::CompileNvvm => {
                let module = NvvmModule::from_ir(&self.name, &self.input)?;
                let c = crate::compile_nvvm(&module, self.target, &self.opts)?;
                load_once(self.target, &c)?;
                codec::encode_compiled(&c)
            }
        })
    }
}
