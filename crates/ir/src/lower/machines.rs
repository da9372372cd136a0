//! Target machines and code generation pipelines kept per thread.
//!
//! Creating an LLVM target machine is cheap, but what hangs off it is not:
//! the subtarget (instruction, register and lowering tables), the register
//! alias cache that AMDGPU's resource analysis fills on every compile, and
//! the legacy code generation pass pipeline that LLVM's C API builds and
//! destroys for every module. For a small AMD kernel those set-up costs are
//! half of the whole compile. So every thread keeps the machines it made,
//! keyed by everything that configures one (triple, processor, features,
//! optimisation level, relocation model), each with its code generation
//! pipelines (AMDGPU only, see [`Machine::emit`]), and reuses them for the
//! next module with the same key. Machines are never shared between threads
//! (LLVM's are not thread-safe).

use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use gpujit_lld::llvm_ext::CodegenPipeline;
use inkwell::module::Module;
use inkwell::targets::{FileType, RelocMode, TargetMachine};

use super::{TargetSpec, target_machine};
use crate::IrError;

/// Machines each thread keeps at most; the oldest is dropped beyond that
/// (a compile still holding it keeps it alive until it finishes).
const PER_THREAD: usize = 8;

static REUSE: AtomicBool = AtomicBool::new(true);

/// Turns the reuse of target machines and code generation pipelines on
/// (the default) or off for the whole process. Off, every compile creates
/// its machine and pipeline afresh as LLVM's C API does; benchmarks use it
/// to measure what reuse saves. The output is the same either way.
pub fn set_reuse(on: bool) {
    REUSE.store(on, Ordering::Relaxed);
}

/// Overrides [`set_reuse`] for the calling thread only (`None` follows the
/// process again).
pub fn set_reuse_for_thread(on: Option<bool>) {
    THREAD_REUSE.with(|r| r.set(on));
}

/// Whether target machines and pipelines are reused on this thread (see
/// [`set_reuse`] and [`set_reuse_for_thread`]).
pub fn reuse_enabled() -> bool {
    THREAD_REUSE
        .with(Cell::get)
        .unwrap_or_else(|| REUSE.load(Ordering::Relaxed))
}

/// How often machines and pipelines were created and reused.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ReuseStats {
    /// Target machines created.
    pub machines_created: u64,
    /// Compiles that found their target machine already made.
    pub machines_reused: u64,
    /// Code generation pipelines built.
    pub pipelines_created: u64,
    /// Emissions that ran an already built pipeline.
    pub pipelines_reused: u64,
}

impl ReuseStats {
    /// The counts of the calling thread.
    pub fn this_thread() -> ReuseStats {
        THREAD_STATS.with(Cell::get)
    }

    /// The counts of the whole process.
    pub fn process() -> ReuseStats {
        ReuseStats {
            machines_created: PROCESS[0].load(Ordering::Relaxed),
            machines_reused: PROCESS[1].load(Ordering::Relaxed),
            pipelines_created: PROCESS[2].load(Ordering::Relaxed),
            pipelines_reused: PROCESS[3].load(Ordering::Relaxed),
        }
    }
}

static PROCESS: [AtomicU64; 4] = [
    AtomicU64::new(0),
    AtomicU64::new(0),
    AtomicU64::new(0),
    AtomicU64::new(0),
];

fn count(field: usize) {
    PROCESS[field].fetch_add(1, Ordering::Relaxed);
    THREAD_STATS.with(|s| {
        let mut v = s.get();
        match field {
            0 => v.machines_created += 1,
            1 => v.machines_reused += 1,
            2 => v.pipelines_created += 1,
            _ => v.pipelines_reused += 1,
        }
        s.set(v);
    });
}

/// Everything that configures a target machine.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Key {
    triple: String,
    cpu: String,
    features: String,
    opt_level: u8,
    reloc: u8,
}

impl Key {
    fn of(spec: &TargetSpec<'_>) -> Key {
        Key {
            triple: spec.triple.to_string(),
            cpu: spec.cpu.to_string(),
            features: spec.features.to_string(),
            opt_level: spec.opt_level.min(3),
            reloc: match spec.reloc {
                RelocMode::Default => 0,
                RelocMode::Static => 1,
                RelocMode::PIC => 2,
                RelocMode::DynamicNoPic => 3,
            },
        }
    }
}

struct Entry {
    // Declared before `machine`: the pipelines point to it and drop first.
    assembly: RefCell<Option<CodegenPipeline>>,
    object: RefCell<Option<CodegenPipeline>>,
    machine: TargetMachine,
    reuse_pipelines: bool,
}

thread_local! {
    static THREAD_REUSE: Cell<Option<bool>> = const { Cell::new(None) };
    static MACHINES: RefCell<VecDeque<(Key, Rc<Entry>)>> = const { RefCell::new(VecDeque::new()) };
    static THREAD_STATS: Cell<ReuseStats> = const {
        Cell::new(ReuseStats {
            machines_created: 0,
            machines_reused: 0,
            pipelines_created: 0,
            pipelines_reused: 0,
        })
    };
}

/// A target machine of this thread, with the code generation pipelines
/// built for it. Dereferences to the [`TargetMachine`].
#[derive(Clone)]
pub struct Machine {
    entry: Rc<Entry>,
}

impl std::ops::Deref for Machine {
    type Target = TargetMachine;
    fn deref(&self) -> &TargetMachine {
        &self.entry.machine
    }
}

impl std::fmt::Debug for Machine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Machine")
            .field("triple", &self.entry.machine.get_triple())
            .field("cpu", &self.entry.machine.get_cpu())
            .finish()
    }
}

impl Machine {
    /// Whether this machine is the same LLVM object as `other` (reused).
    pub fn same_as(&self, other: &Machine) -> bool {
        Rc::ptr_eq(&self.entry, &other.entry)
    }

    /// Emits `module` (lowered for this machine) as assembly text or an
    /// object file: through this machine's kept pipeline for that kind of
    /// file (built on first use) when reuse is on and the target's pipelines
    /// can be reused (AMDGPU), else through a pipeline built for this module.
    pub fn emit(&self, module: &Module<'_>, ty: FileType) -> Result<Vec<u8>, IrError> {
        if !self.entry.reuse_pipelines {
            return super::emit(module, &self.entry.machine, ty);
        }
        let slot = match ty {
            FileType::Object => &self.entry.object,
            FileType::Assembly => &self.entry.assembly,
        };
        let mut slot = slot.try_borrow_mut().map_err(|_| {
            IrError::Llvm("a code generation pipeline was re-entered on one thread".into())
        })?;
        if slot.is_none() {
            // SAFETY: the machine lives in the same `Entry` as the pipeline,
            // which drops first, and both are used only by this thread.
            let p = unsafe {
                CodegenPipeline::new(
                    self.entry.machine.as_mut_ptr().cast(),
                    ty == FileType::Object,
                )
            };
            *slot = Some(p.ok_or_else(|| {
                IrError::Llvm(format!("the target machine cannot emit {ty:?} files"))
            })?);
            count(2);
        } else {
            count(3);
        }
        let pipeline = slot
            .as_mut()
            .ok_or_else(|| IrError::Llvm("code generation pipeline missing".into()))?;
        // SAFETY: the module is borrowed, so it is live; its context belongs to
        // this thread (inkwell contexts are not `Send`); it was lowered and
        // retargeted for this machine by `lower_module`.
        unsafe { pipeline.run(module.as_mut_ptr().cast()) }.map_err(IrError::Llvm)
    }
}

/// Whether a target's code generation pipeline may run on more than one
/// module. LLVM's pipelines are meant to be (llc's `-compile-twice` checks
/// it), but NVPTX's assembly printer keeps per-module state across runs
/// (its map of shared variables demoted into functions, keyed by function
/// address, is never cleared): a later module whose function lands at a
/// freed function's address would get that function's variables. So only
/// AMDGPU's, whose reuse the tests compare byte for byte with fresh
/// pipelines over many modules, are kept.
fn pipelines_reusable(triple: &str) -> bool {
    triple.starts_with("amdgcn")
}

/// The target machine `spec` describes: this thread's kept one when reuse is
/// on (created on first use), else a new one.
pub fn machine(spec: &TargetSpec<'_>) -> Result<Machine, IrError> {
    let create = |reuse: bool| -> Result<Machine, IrError> {
        let reuse_pipelines = reuse && pipelines_reusable(spec.triple);
        let machine = target_machine(
            spec.triple,
            spec.cpu,
            spec.features,
            spec.opt_level,
            spec.reloc,
        )?;
        count(0);
        Ok(Machine {
            entry: Rc::new(Entry {
                assembly: RefCell::new(None),
                object: RefCell::new(None),
                machine,
                reuse_pipelines,
            }),
        })
    };
    if !reuse_enabled() {
        return create(false);
    }
    let key = Key::of(spec);
    if let Some(entry) = MACHINES.with(|m| {
        m.borrow()
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, e)| e.clone())
    }) {
        count(1);
        return Ok(Machine { entry });
    }
    let made = create(true)?;
    MACHINES.with(|m| {
        let mut m = m.borrow_mut();
        if m.len() >= PER_THREAD {
            m.pop_front();
        }
        m.push_back((key, made.entry.clone()));
    });
    Ok(made)
}
