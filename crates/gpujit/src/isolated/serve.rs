//! The worker's side: reading the one request, running the job, writing
//! the response.

use std::io::{Read, Write};

use super::codec::{Job, JobKind, OwnedJob, encode_response};
use super::{WORKER_ENV, WorkerError};
use crate::{Error, PortableModule, Result};

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
