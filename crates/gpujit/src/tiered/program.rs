//! A submitted program: its translation (or refusal), the module its JIT
//! tier compiles, its compile phase and its run counts.

use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::Instant;

use gpujit_device::{Device, Kernel, KernelArg, KernelSignature, LaunchConfig};

use super::{Tier, TieredError, Unsupported, bytecode, translate};
use crate::{PortableModule, Result};

pub(super) const IDLE: u8 = 0;
pub(super) const QUEUED: u8 = 1;
pub(super) const COMPILING: u8 = 2;
pub(super) const READY: u8 = 3;
pub(super) const FAILED: u8 = 4;

pub(super) struct State {
    pub(super) name: String,
    pub(super) signature: KernelSignature,
    /// What the JIT tier compiles.
    pub(super) module: PortableModule,
    pub(super) bytecode: Option<bytecode::Bytecode>,
    pub(super) refusal: Option<Unsupported>,
    /// Code chunk and first word of the bytecode.
    pub(super) code_at: (usize, u32),
    pub(super) kernel: OnceLock<Kernel>,
    /// The loaded cached image its kernel came from, shared with the other programs of
    /// that image: while one of them lives, workers find the image loaded.
    pub(super) image: OnceLock<Arc<super::workers::ImageSlot>>,
    pub(super) error: OnceLock<String>,
    pub(super) phase: AtomicU8,
    pub(super) runs: AtomicU64,
    pub(super) work: AtomicU64,
    pub(super) first_run: OnceLock<Instant>,
    /// A launch or [`Tiered::wait_compiled`] is waiting for its compile.
    pub(super) awaited: AtomicBool,
}

/// A submitted program. Cheap to clone; launch it with [`Tiered::launch`](super::Tiered::launch).
#[derive(Clone)]
pub struct Program(pub(super) Arc<State>);

impl std::fmt::Debug for Program {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Program")
            .field("name", &self.0.name)
            .field("tier", &self.tier())
            .finish()
    }
}

impl Program {
    /// The kernel's name.
    pub fn name(&self) -> &str {
        &self.0.name
    }

    /// The kernel's parameters, which [`Tiered::launch`](super::Tiered::launch) takes.
    pub fn signature(&self) -> &KernelSignature {
        &self.0.signature
    }

    /// The tier its next launch would run on.
    pub fn tier(&self) -> Tier {
        if self.0.kernel.get().is_some() || self.0.bytecode.is_none() {
            Tier::Jit
        } else {
            Tier::Interpreter
        }
    }

    /// Why the interpreter refused it (it then runs on the JIT tier only).
    pub fn refusal(&self) -> Option<&Unsupported> {
        self.0.refusal.as_ref()
    }

    /// Its bytecode, when the interpreter accepted it.
    pub fn bytecode(&self) -> Option<&bytecode::Bytecode> {
        self.0.bytecode.as_ref()
    }

    /// The module its JIT tier compiles (the submitted one, or its rewrite
    /// with contraction decided: see the module documentation).
    pub fn jit_module(&self) -> &PortableModule {
        &self.0.module
    }

    /// Why its compile or load failed, if it did.
    pub fn compile_error(&self) -> Option<&str> {
        self.0.error.get().map(String::as_str)
    }

    /// Launches so far, on either tier.
    pub fn runs(&self) -> u64 {
        self.0.runs.load(Ordering::Relaxed)
    }
}

/// A module translated (or refused) before it is registered.
pub(super) struct Prepared {
    pub(super) bytecode: Option<bytecode::Bytecode>,
    pub(super) refusal: Option<Unsupported>,
    pub(super) module: Option<PortableModule>,
}

pub(super) fn prepare(module: &PortableModule) -> Result<Prepared> {
    if module.kernels().len() != 1 {
        return Err(TieredError::NotOneKernel {
            module: module.name().to_string(),
            kernels: module.kernels().len(),
        }
        .into());
    }
    Ok(match translate(module) {
        Ok(t) => Prepared {
            bytecode: Some(t.bytecode),
            refusal: None,
            module: t.rewritten,
        },
        Err(u) => Prepared {
            bytecode: None,
            refusal: Some(u),
            module: None,
        },
    })
}

/// The checks a launch of the program's own kernel on `device` makes (the
/// interpreter kernel's are not its): every buffer argument belongs to
/// `device`, none is a raw address, the arguments match the program's
/// signature and the block its launch bound.
pub(super) fn check_args(
    device: &dyn Device,
    st: &State,
    cfg: &LaunchConfig,
    args: &[KernelArg<'_>],
) -> Result<()> {
    let sig = &st.signature;
    for (index, arg) in args.iter().enumerate() {
        if arg.is_raw_address() {
            return Err(gpujit_device::Error::RawAddress {
                kernel: sig.name.clone(),
                index,
                param: sig
                    .params
                    .get(index)
                    .map(|p| p.name.clone())
                    .unwrap_or_default(),
            }
            .into());
        }
        if let Some(owner) = arg.device() {
            gpujit_device::check_owned(
                device.id(),
                owner,
                &format!("argument {index} of kernel `{}`", sig.name),
            )?;
        }
    }
    if sig.params.len() != args.len() {
        return Err(gpujit_device::Error::ArgumentCount {
            kernel: sig.name.clone(),
            expected: sig.params.len(),
            got: args.len(),
        }
        .into());
    }
    for (index, (param, arg)) in sig.params.iter().zip(args).enumerate() {
        if !param.ty.accepts(arg.ty()) {
            return Err(gpujit_device::Error::ArgumentType {
                kernel: sig.name.clone(),
                index,
                param: param.name.clone(),
                expected: param.ty,
                got: arg.ty(),
            }
            .into());
        }
    }
    if let Some(max) = sig.max_threads
        && cfg.block.count() > u64::from(max)
    {
        return Err(gpujit_device::Error::InvalidLaunch {
            kernel: sig.name.clone(),
            reason: format!(
                "block {} has {} threads; the kernel was compiled with a launch bound of {max}",
                cfg.block,
                cfg.block.count()
            ),
        }
        .into());
    }
    Ok(())
}
