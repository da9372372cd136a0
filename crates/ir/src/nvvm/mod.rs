//! Lifting NVVM IR (LLVM modules written for NVPTX, as clang and nvcc emit
//! them) into portable form, so that CUDA kernels compile for every target.
//!
//! [`lift`] rewrites a module in place:
//!
//! - kernels (the `ptx_kernel` calling convention or an `!nvvm.annotations`
//!   `"kernel"` entry) get the C calling convention, the
//!   [`KERNEL_ATTRIBUTE`] and a parameter list derived
//!   from their LLVM types, with generic pointer parameters taken as global
//!   ones (as clang's HIP ABI does); `maxntid{x,y,z}` and `minctasm` (as
//!   annotations, or the `nvvm.maxntid`/`nvvm.reqntid`/`nvvm.minctasm`
//!   attributes LLVM 20+ writes) become
//!   [`MAX_THREADS_ATTRIBUTE`] and [`MIN_BLOCKS_ATTRIBUTE`];
//! - the triple, the data layout, NVPTX's `target-cpu`/`target-features`
//!   function attributes and the annotations go (the C API cannot erase a named
//!   metadata node, so `!nvvm.annotations` stays, its entries no longer naming
//!   any function);
//! - `llvm.nvvm.*` special registers, barriers, fences, warp shuffles and votes,
//!   non-coherent loads and scoped atomics become `gpujit.*` calls or plain
//!   LLVM instructions; libdevice `__nv_*` math becomes `gpujit.math.*`;
//!   `__nvvm_reflect` queries become constants;
//! - `addrspace(3)` globals become the module's static shared arrays (and
//!   `extern __shared__` arrays its dynamic shared memory), so that every
//!   target gives each block its own copy.
//!
//! Every barrier of the whole block (`barrier0`, `barrier.sync`, `bar.sync`,
//! `barrier.n`, `barrier.sync.cnt`, and the `barrier.cta.sync.*` family that
//! LLVM 21+ writes and upgrades the older names to) becomes `gpujit.barrier`: named barrier
//! ids are ignored and a thread count is assumed to be the block's. `__syncwarp`
//! (`bar.warp.sync`) becomes a block-scope fence, a discarded full-warp ballot
//! (a warp rendezvous) and another fence. Scoped atomic intrinsics become
//! relaxed `atomicrmw`/`cmpxchg` at their scope (`cta` → block, `sys` →
//! system); `atomic.load.inc/dec.32` become device-scope `uinc_wrap`/`udec_wrap`.
//!
//! Warp operations keep CUDA's 32-thread semantics on every target: a warp is
//! a group of 32 lanes of the hardware wave (so a 64-lane AMD wave holds two),
//! `warpSize` is 32, `%laneid` is the lane within the group, shuffles stay in
//! the group and a ballot is the 32-bit mask of the group. The `mask` operand
//! of the `*.sync` intrinsics is treated as the full mask: every lane of the
//! group must take part.
//!
//! What cannot be lifted (other `llvm.nvvm.*` intrinsics, other `__nv_*`
//! functions, calls of undefined functions, inline assembly, unknown sync
//! scopes, `byval` kernel parameters, shared variables used outside
//! instructions) is reported all at once in one [`IrError::Parse`].

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::llvm_sys::core as llc;
use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::module::Module;
use inkwell::targets::{TargetData, TargetTriple};
use inkwell::values::{AsValueRef, FunctionValue, InstructionOpcode, InstructionValue};

use crate::IrError;

mod classify;
mod entry;
mod lift;
mod meta;
mod shared;

use classify::{Map, classify, portable_scope};

/// LLVM's number for the `ptx_kernel` calling convention.
pub const PTX_KERNEL_CC: u32 = 71;

/// Lanes of a CUDA warp, whatever the hardware wave size.
const CUDA_WARP: u64 = 32;

/// Whether `module` was written for NVPTX: an `nvptx` triple, a
/// `ptx_kernel` function or `!nvvm.annotations` naming a function.
pub fn is_nvvm(module: &Module<'_>) -> bool {
    let triple = module.get_triple();
    triple.as_str().to_bytes().starts_with(b"nvptx")
        || module
            .get_functions()
            .any(|f| f.get_call_conventions() == PTX_KERNEL_CC)
        || !meta::annotations(module).is_empty()
}

/// Collects what cannot be lifted, once per item, with the first function using it.
#[derive(Default)]
struct Unsupported(Vec<(String, String)>);

impl Unsupported {
    fn add(&mut self, what: String, func: &str) {
        if !self.0.iter().any(|(w, _)| *w == what) {
            self.0.push((what, func.to_string()));
        }
    }
}

fn llvm_err(e: impl std::fmt::Display) -> IrError {
    IrError::Llvm(e.to_string())
}

fn callee(inst: InstructionValue<'_>) -> LLVMValueRef {
    // SAFETY: `inst` is a live call instruction.
    unsafe { llc::LLVMGetCalledValue(inst.as_value_ref()) }
}

fn instructions<'ctx>(f: FunctionValue<'ctx>) -> Vec<InstructionValue<'ctx>> {
    let mut out = Vec::new();
    for bb in f.get_basic_block_iter() {
        let mut inst = bb.get_first_instruction();
        while let Some(i) = inst {
            out.push(i);
            inst = i.get_next_instruction();
        }
    }
    out
}

/// Users of `v` (each once), in use-list order.
fn users(v: LLVMValueRef) -> Vec<LLVMValueRef> {
    let mut out = Vec::new();
    // SAFETY: `v` is live; walking its use list only reads it.
    unsafe {
        let mut u = llc::LLVMGetFirstUse(v);
        while !u.is_null() {
            let user = llc::LLVMGetUser(u);
            if !out.contains(&user) {
                out.push(user);
            }
            u = llc::LLVMGetNextUse(u);
        }
    }
    out
}

fn is_instruction(v: LLVMValueRef) -> bool {
    // SAFETY: `v` is a live value.
    !unsafe { llc::LLVMIsAInstruction(v) }.is_null()
}

/// Lifts an NVVM module into portable form in place (see the module docs).
/// Nothing is changed when something cannot be lifted: the error lists every
/// unsupported intrinsic, function or construct with the first function using it.
pub fn lift(module: &Module<'_>) -> Result<(), IrError> {
    let annotations = meta::annotations(module);
    let kernels = entry::kernels(module, &annotations);
    let shared = shared::shared_globals(module);
    let calls = scan(module, &kernels, &shared)?;
    entry::mark_kernels(module, &kernels, &annotations)?;
    meta::detach_annotations(module, &annotations);
    let ftz = meta::consume_reflect_ftz(module);
    let lifter = lift::Lifter {
        module,
        builder: module.get_context().create_builder(),
    };
    replace_calls(&lifter, calls, ftz)?;
    remap_scopes(module)?;
    // Sized with the NVPTX data layout, before it goes.
    shared::lift_shared(&lifter, shared)?;
    strip_target(module);
    crate::lower::verify(module)
}

/// Finds every call to lift, or everything that cannot be lifted, before
/// anything changes.
fn scan<'ctx>(
    module: &Module<'ctx>,
    kernels: &[FunctionValue<'ctx>],
    shared: &[inkwell::values::GlobalValue<'ctx>],
) -> Result<Vec<(InstructionValue<'ctx>, Map)>, IrError> {
    let mut bad = Unsupported::default();
    let mut calls = Vec::new();
    for f in module.get_functions() {
        let fname = f.get_name().to_string_lossy().into_owned();
        for inst in instructions(f) {
            if let Some(scope) = crate::lower::sync_scope(inst)
                && portable_scope(&scope).is_none()
            {
                bad.add(format!("sync scope \"{scope}\""), &fname);
            }
            if inst.get_opcode() != InstructionOpcode::Call {
                continue;
            }
            let target = callee(inst);
            // SAFETY: `target` is the live callee operand of `inst`.
            if !unsafe { llc::LLVMIsAInlineAsm(target) }.is_null() {
                // SAFETY: `target` is an inline asm value (checked).
                let asm = unsafe {
                    let mut len = 0;
                    let p = llc::LLVMGetInlineAsmAsmString(target, &mut len);
                    String::from_utf8_lossy(std::slice::from_raw_parts(p.cast::<u8>(), len))
                        .into_owned()
                };
                bad.add(format!("inline asm `{}`", asm.trim()), &fname);
                continue;
            }
            // SAFETY: `target` is live.
            if unsafe { llc::LLVMIsAFunction(target) }.is_null() {
                continue; // an indirect call
            }
            let name = meta::value_name(target);
            let Some(callee_fn) = module.get_function(&name) else {
                continue;
            };
            match classify(&name, callee_fn) {
                Ok(Some(map)) => calls.push((inst, map)),
                Ok(None) => {}
                Err(()) if name.starts_with("llvm.nvvm.") => {
                    bad.add(format!("intrinsic `{name}`"), &fname)
                }
                Err(()) if name.starts_with("__nv_") => {
                    bad.add(format!("libdevice function `{name}`"), &fname)
                }
                Err(()) => bad.add(format!("external function `{name}`"), &fname),
            }
        }
    }
    for k in kernels {
        for (i, p) in k.get_param_iter().enumerate() {
            let byval = Attribute::get_named_enum_kind_id("byval");
            if k.get_enum_attribute(AttributeLoc::Param(i as u32), byval)
                .is_some()
            {
                bad.add(
                    format!(
                        "by-value struct parameter {i} (`{}`)",
                        p.get_name().to_string_lossy()
                    ),
                    &k.get_name().to_string_lossy(),
                );
            }
        }
    }
    for g in shared {
        check_shared_uses_of(g, &mut bad);
    }
    if !bad.0.is_empty() {
        let list: Vec<String> = bad
            .0
            .iter()
            .map(|(what, f)| format!("{what} (first used in `{f}`)"))
            .collect();
        return Err(IrError::Parse {
            module: module.get_name().to_string_lossy().into_owned(),
            message: format!(
                "cannot lift NVVM IR to portable form; unsupported: {}",
                list.join("; ")
            ),
        });
    }
    Ok(calls)
}

fn check_shared_uses_of(g: &inkwell::values::GlobalValue<'_>, bad: &mut Unsupported) {
    shared::check_shared_uses(g.as_value_ref(), &g.get_name().to_string_lossy(), bad);
}

/// Replaces each call by its portable form and deletes the declarations
/// left without uses.
fn replace_calls<'ctx>(
    lifter: &lift::Lifter<'_, 'ctx>,
    calls: Vec<(InstructionValue<'ctx>, Map)>,
    ftz: u64,
) -> Result<(), IrError> {
    let mut replaced = Vec::new();
    for (inst, map) in calls {
        let target = callee(inst);
        if !replaced.contains(&target) {
            replaced.push(target);
        }
        lifter.builder.position_before(&inst);
        let new = lifter.call(inst, map, ftz)?;
        if let Some(new) = new {
            // SAFETY: both values are live and of the same type (each mapping
            // produces the call's type).
            unsafe { llc::LLVMReplaceAllUsesWith(inst.as_value_ref(), new) };
        }
        inst.erase_from_basic_block();
    }
    for f in replaced {
        if users(f).is_empty() {
            // SAFETY: `f` is a declaration with no uses left.
            unsafe { llc::LLVMDeleteFunction(f) };
        }
    }
    Ok(())
}

/// Renames atomic and fence scopes to their portable names.
fn remap_scopes(module: &Module<'_>) -> Result<(), IrError> {
    for f in module.get_functions() {
        for inst in instructions(f) {
            if let Some(scope) = crate::lower::sync_scope(inst)
                && let Some(to) = portable_scope(&scope)
                && to != scope
            {
                crate::lower::set_sync_scope(inst, to)?;
            }
        }
    }
    Ok(())
}

/// Removes NVPTX's function attributes, the triple and the data layout.
fn strip_target(module: &Module<'_>) {
    // 6. Target attributes, triple and layout.
    for f in module.get_functions() {
        for key in ["target-cpu", "target-features", "tune-cpu", "nvptx-f32ftz"] {
            f.remove_string_attribute(AttributeLoc::Function, key);
        }
    }
    module.set_triple(&TargetTriple::create(""));
    module.set_data_layout(&TargetData::create("").get_data_layout());
}
