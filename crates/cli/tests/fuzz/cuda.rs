//! The `cuda` target: mutated CUDA C++ through clang's front end in a worker
//! process (`gpujit::isolated::Worker::compile_cuda`), then the NVVM it
//! wrote compiled through the worker too: as written for NVIDIA, lifted for
//! AMD and the host.
//!
//! A seed may carry directives in comments, `//@ option: -std=c++17` and
//! `//@ name-expr: scale<float>`, which become the program's options and
//! name expressions (and are mutated with the rest).
//!
//! What counts as what, as for IR: a front-end or lift refusal is the input's
//! (rejected or noted); a worker that dies or hangs is contained, unless it
//! died of a panic or a failed allocation, or answered no valid response,
//! which is this project's bug and fails the run (the case process panics
//! in turn, so the parent saves the input).

use std::path::Path;
use std::time::Duration;

use gpujit::cuda::{CudaError, Program};
use gpujit::isolated::{Worker, WorkerError};
use gpujit::{CompileOptions, NvvmModule, Target};

use crate::cases::{Outcome, compile_phase};
use crate::mutate::Rng;

/// The architecture sources are compiled for.
const ARCH: &str = "sm_80";
/// A job in the worker that runs longer is killed (and counted contained):
/// well inside the case timeout, which a case's three jobs each reset.
const JOB_TIMEOUT: Duration = Duration::from_secs(30);

/// Compiles after the front end: one per case, every one for a
/// regression input.
const COMPILES: &[(Target, Option<&str>)] = &[
    (Target::Nvptx, Some("sm_80")),
    (Target::Nvptx, Some("sm_90")),
    (Target::Amdgcn, Some("gfx942")),
    (Target::Amdgcn, Some("gfx1100")),
    (Target::Host, None),
];

/// The program a case's bytes make: the source, its `//@` directives as
/// options and name expressions.
pub fn program(name: &str, bytes: &[u8]) -> Program {
    let source = String::from_utf8_lossy(bytes);
    let mut options = Vec::new();
    let mut exprs = Vec::new();
    for line in source.lines() {
        if let Some(o) = line.strip_prefix("//@ option:") {
            options.push(o.trim().to_string());
        } else if let Some(e) = line.strip_prefix("//@ name-expr:") {
            exprs.push(e.trim().to_string());
        }
    }
    let mut p = Program::new(name, &source).options(&options);
    for e in exprs {
        p = p.name_expression(&e);
    }
    p
}

fn worker() -> Worker {
    Worker::current_exe()
        .unwrap_or_else(|e| panic!("no worker: {e}"))
        .timeout(JOB_TIMEOUT)
        .memory_limit(4 << 30)
}

/// What a failed job in the worker comes to: its death is contained unless
/// it was a panic or a failed allocation (then this process panics too,
/// which the parent counts as a crash); `refused` for the job's own errors.
fn failed(
    step: &str,
    e: gpujit::Error,
    refused: impl FnOnce(&gpujit::Error) -> Outcome,
) -> Outcome {
    match &e {
        gpujit::Error::Worker(WorkerError::Died { stderr, .. })
            if stderr.contains("panicked at") || stderr.contains("memory allocation of") =>
        {
            panic!("{step}: the worker panicked: {e}")
        }
        // A worker that ended well but answered nonsense broke its contract.
        gpujit::Error::Worker(WorkerError::Protocol { .. } | WorkerError::Spawn { .. }) => {
            panic!("{step}: {e}")
        }
        gpujit::Error::Worker(WorkerError::Died { .. } | WorkerError::TimedOut { .. }) => {
            Outcome::Contained(format!("{step}: {e}"))
        }
        _ => refused(&e),
    }
}

/// Runs one case: the front end, then one compile (every compile when
/// `every_target`: a regression input).
pub fn run(
    name: &str,
    bytes: &[u8],
    rng: &mut Rng,
    every_target: bool,
    mark: &mut dyn FnMut(&str),
) -> Outcome {
    let file = Path::new(name)
        .file_name()
        .map_or("case.cu".into(), |n| n.to_string_lossy().into_owned());
    let program = program(&file, bytes);
    let worker = worker();
    mark("cuda front end");
    let compiled = match worker.compile_cuda(&program, ARCH) {
        Ok(c) => c,
        Err(e) => {
            return failed("front end", e, |e| match e {
                // Source, options and name expressions the front end refuses.
                gpujit::Error::Cuda(
                    CudaError::Compile { .. }
                    | CudaError::BadOption { .. }
                    | CudaError::NameExpression { .. },
                ) => Outcome::Rejected,
                other => Outcome::Noted(format!("front end: {other}")),
            });
        }
    };
    // What clang wrote must read back as NVVM, here.
    mark("read nvvm");
    let nvvm = match NvvmModule::from_ir(&file, &compiled.bitcode) {
        Ok(m) => m,
        // Mutation removed every `__global__`: nothing to compile.
        Err(gpujit::ir::IrError::Parse { message, .. }) if message.starts_with("no kernels") => {
            return Outcome::Rejected;
        }
        Err(e) => return Outcome::Noted(format!("the front end's NVVM: {e}")),
    };
    let compiles: Vec<(Target, Option<&str>)> = if every_target {
        COMPILES.to_vec()
    } else {
        vec![*rng.pick(COMPILES)]
    };
    let mut notes = Vec::new();
    for (target, arch) in compiles {
        let opts = CompileOptions {
            arch: arch.map(str::to_string),
            ..Default::default()
        };
        mark(&compile_phase(target, &opts));
        // NVIDIA compiles the NVVM as written; other targets lift it.
        if let Err(e) = worker.compile_nvvm(&nvvm, target, &opts) {
            let step = format!("compile for {target}");
            match failed(&step, e, |e| Outcome::Noted(format!("{step}: {e}"))) {
                Outcome::Noted(n) => notes.push(n),
                contained => return contained,
            }
        }
    }
    match notes.into_iter().next() {
        None => Outcome::Accepted,
        Some(n) => Outcome::Noted(n),
    }
}

/// Checks that every seed compiles as it is (a header set that cannot
/// compile them would make every case a rejection): the seed's name and
/// clang's log when one does not.
pub fn check_seed(name: &str, bytes: &[u8]) -> anyhow::Result<()> {
    match program(name, bytes).compile(ARCH) {
        Ok(_) => Ok(()),
        Err(CudaError::Compile { log, .. }) => {
            anyhow::bail!("the CUDA seed {name} does not compile:\n{log}")
        }
        Err(e) => anyhow::bail!("the CUDA seed {name} does not compile: {e}"),
    }
}
