//! Lifting NVVM IR (LLVM modules written for NVPTX, as clang, nvcc and
//! Triton emit them) into portable form, so that CUDA kernels compile for
//! every target. ([`NvvmModule`] keeps such a module as written, for NVIDIA,
//! and lifts it for the others.)
//!
//! [`lift`] rewrites a module in place:
//!
//! - kernels (the `ptx_kernel` calling convention or an `!nvvm.annotations`
//!   `"kernel"` entry) get the C calling convention, the
//!   [`KERNEL_ATTRIBUTE`](crate::KERNEL_ATTRIBUTE) and a parameter list derived
//!   from their LLVM types, with generic pointer parameters taken as global
//!   ones (as clang's HIP ABI does) and by-value structs (`byval`) as their
//!   bytes; `maxntid{x,y,z}` and `minctasm` (as
//!   annotations, or the `nvvm.maxntid`/`nvvm.reqntid`/`nvvm.minctasm`
//!   attributes LLVM 20+ writes) become
//!   [`MAX_THREADS_ATTRIBUTE`](crate::MAX_THREADS_ATTRIBUTE) and [`MIN_BLOCKS_ATTRIBUTE`](crate::MIN_BLOCKS_ATTRIBUTE);
//! - structs passed by value to device functions (`byval` pointers) are
//!   copied by each caller into a stack slot of its own, whose generic address
//!   the callee takes as a plain pointer (`byval.rs`: AMDGPU lowers `byval`
//!   only for pointers to its stack);
//! - the triple, the data layout, NVPTX's `target-cpu`/`target-features`
//!   and `nvvm.*` launch function attributes and the annotations go (the C
//!   API cannot erase a named metadata node, so `!nvvm.annotations` stays,
//!   its entries no longer naming any function); the module's variables become internal, and
//!   `__constant__` ones constant with their initializers final (no device
//!   API writes a symbol);
//! - inline PTX (`asm` calls) is parsed ([`ptx`]) and translated instruction
//!   by instruction through an idiom table ([`idioms`]) into an
//!   always-inlined helper per distinct template; `llvm.nvvm.*` intrinsics
//!   and libdevice functions whose meaning is a PTX instruction (`ex2.approx`,
//!   `div.full`, the rounding-mode arithmetic and conversions, `mulhi`,
//!   `prmt`, `redux`, `match`, `shfl.sync`, `barrier.cta.red`, `cp.async`,
//!   `ldmatrix`, `clock`, `globaltimer`, `__umul24`, `__fdividef`, ...) are
//!   written as PTX templates and go the same way;
//! - the other `llvm.nvvm.*` special registers, barriers, fences, votes,
//!   non-coherent loads and scoped atomics become `gpujit.*` calls or plain
//!   LLVM instructions; libdevice `__nv_*` math becomes `gpujit.math.*` (the
//!   fast `__expf`-style functions the precise ones, inside their documented
//!   error); `__nvvm_reflect` queries become constants (`__CUDA_FTZ` from the
//!   module's `nvvm-reflect-ftz`, everything else 0, as LLVM's NVVMReflect
//!   answers them);
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
//! the group (with PTX's source-lane rule for any `c` operand) and a ballot
//! is the 32-bit mask of the group. The `mask` operand of the `*.sync`
//! operations is not read: the lanes that execute the operation take part
//! (the host target lets a warp operation proceed without the lanes that
//! wait at a block barrier, so a partial mask in a divergent branch works).
//!
//! Floating point keeps PTX's semantics: correctly rounded operations give
//! the same bits, directed rounding (`.rz`, `.rm`, `.rp`) is exact, `.ftz`
//! flushes subnormal inputs and results, `.sat` clamps; the `.approx`
//! operations are computed at least as precisely as PTX's bounds (see the
//! precision contract in the `asm::float` module and the README).
//!
//! What cannot be lifted (other `llvm.nvvm.*` intrinsics, other `__nv_*`
//! functions, calls of undefined functions, inline assembly outside the
//! table, each with the reason, unknown sync scopes, shared variables used
//! outside instructions) is reported all at once in one [`IrError::Parse`];
//! when tensor-core operations (`mma`, `wgmma`, `wmma`, `stmatrix`,
//! `tcgen05`, `cp.async.bulk.tensor`) are among them the error is
//! [`IrError::TensorCore`].

use inkwell::attributes::AttributeLoc;
use inkwell::llvm_sys::core as llc;
use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::module::Module;
use inkwell::targets::{TargetData, TargetTriple};
use inkwell::values::{AsValueRef, FunctionValue, InstructionOpcode, InstructionValue};

use crate::IrError;

pub(crate) mod asm;
mod byval;
mod classify;
mod dce;
mod entry;
pub(crate) mod exit;
pub(crate) mod lift;
mod meta;
mod module;
mod outparams;
pub mod ptx;
mod shared;

pub use asm::idioms;
pub use module::NvvmModule;

use classify::{Map, Refuse, classify, portable_scope};

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
/// unsupported intrinsic, function, inline asm or construct with the first
/// function using it ([`IrError::TensorCore`] when tensor-core operations are
/// among them).
pub fn lift(module: &Module<'_>) -> Result<(), IrError> {
    let annotations = meta::annotations(module);
    let kernels = entry::kernels(module, &annotations);
    let ftz = meta::module_flag(module, meta::REFLECT_FTZ).is_some_and(|(_, v)| v != 0);
    let calls = scan(module, ftz)?;
    // After the scan: asm helpers may have added shared variables.
    let shared = shared::shared_globals(module);
    entry::mark_kernels(module, &kernels, &annotations)?;
    // After the kernels' entries: what `byval` is left is device functions'.
    {
        let td = TargetData::create(&module.get_data_layout().as_str().to_string_lossy());
        byval::copy_at_calls(module, &td)?;
    }
    meta::detach_annotations(module, &annotations);
    let ftz = meta::consume_reflect_ftz(module);
    let lifter = lift::Lifter {
        module,
        builder: module.get_context().create_builder(),
    };
    replace_calls(&lifter, calls, ftz)?;
    remap_scopes(module)?;
    // CUDA code type-puns freely through shared memory (CUB's radix rank
    // writes 16-bit counters and scans them as 32-bit words), and nvcc does
    // no type-based alias analysis. clang's NVVM carries TBAA that NVPTX
    // happens not to exploit but other backends do (AMDGPU reorders such
    // accesses): the lifted module keeps no TBAA, so every target sees the
    // memory order the source wrote.
    crate::lower::strip_tbaa(module);
    // Sized with the NVPTX data layout, before it goes.
    shared::lift_shared(&lifter, shared)?;
    // `exit` outside a kernel's own body ends its kernel.
    exit::resolve(module)?;
    strip_target(module);
    crate::lower::verify(module)
}

/// What a call is replaced by.
enum Lift<'ctx> {
    /// A mapping of the intrinsic table.
    Map(Map),
    /// A call of a helper the asm translator built.
    Helper(FunctionValue<'ctx>),
    /// Nothing: an asm call without side effects whose result nobody reads.
    Delete,
}

/// An inline asm callee's template and constraints.
fn inline_asm(target: LLVMValueRef) -> (String, String) {
    // SAFETY: `target` is an inline asm value; LLVM returns pointers to its
    // strings and their lengths, read here before anything changes them.
    unsafe {
        let read = |p: *const std::ffi::c_char, len: usize| {
            if p.is_null() {
                String::new()
            } else {
                String::from_utf8_lossy(std::slice::from_raw_parts(p.cast::<u8>(), len))
                    .into_owned()
            }
        };
        let mut len = 0;
        let a = llc::LLVMGetInlineAsmAsmString(target, &mut len);
        let asm = read(a, len);
        let mut len = 0;
        let c = llc::LLVMGetInlineAsmConstraintString(target, &mut len);
        (asm, read(c, len))
    }
}

/// The values of a call's immediate (`n`) operands, by input.
fn immediates(inst: InstructionValue<'_>, constraints: &str) -> Vec<Option<u64>> {
    let inputs = ptx::parse_constraints(constraints)
        .unwrap_or_default()
        .into_iter()
        .filter(|c| matches!(c, ptx::Constraint::Input(_) | ptx::Constraint::Tied(_)));
    inputs
        .enumerate()
        .map(|(k, c)| {
            if c != ptx::Constraint::Input(ptx::Class::Imm) {
                return None;
            }
            inst.get_operand(k as u32)
                .and_then(|o| o.value())
                .and_then(|v| meta::const_int(v.as_value_ref()))
        })
        .collect()
}

/// The function type a call instruction calls.
fn called_type<'ctx>(inst: InstructionValue<'ctx>) -> inkwell::types::FunctionType<'ctx> {
    // SAFETY: `inst` is a live call; LLVM returns its callee's function type.
    unsafe {
        inkwell::types::FunctionType::new(llc::LLVMGetCalledFunctionType(inst.as_value_ref()))
    }
}

/// An asm template on one line, for messages.
fn one_line(asm: &str) -> String {
    asm.split(['\n', '\t'])
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Finds every call to lift, or everything that cannot be lifted, before
/// anything but the asm helpers changes (they go again on failure).
fn scan<'ctx>(
    module: &Module<'ctx>,
    ftz: bool,
) -> Result<Vec<(InstructionValue<'ctx>, Lift<'ctx>)>, IrError> {
    let mut bad = Unsupported::default();
    let mut tensor = Unsupported::default();
    let mut helpers = asm::Helpers::default();
    let mut calls = Vec::new();
    let functions: Vec<_> = module.get_functions().collect();
    let refuse = |r: asm::Refusal,
                  what: String,
                  fname: &str,
                  bad: &mut Unsupported,
                  tensor: &mut Unsupported|
     -> Result<(), IrError> {
        match r {
            asm::Refusal::TensorCore(op) => tensor.add(format!("{what} (`{op}`)"), fname),
            asm::Refusal::Unsupported(why) => bad.add(format!("{what}: {why}"), fname),
            asm::Refusal::Llvm(e) => return Err(IrError::Llvm(e)),
        }
        Ok(())
    };
    for f in functions {
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
                let side_effects = unsafe { llc::LLVMGetInlineAsmHasSideEffects(target) } != 0;
                if !side_effects && users(inst.as_value_ref()).is_empty() {
                    // Nothing reads it and it does nothing else: it goes
                    // (cooperative groups' unused shared-memory bases).
                    calls.push((inst, Lift::Delete));
                    continue;
                }
                let (text, constraints) = inline_asm(target);
                let imm = immediates(inst, &constraints);
                match helpers.get(module, &text, &constraints, called_type(inst), imm) {
                    Ok(h) => calls.push((inst, Lift::Helper(h))),
                    Err(r) => {
                        let what = format!("inline asm `{}`", one_line(&text));
                        refuse(r, what, &fname, &mut bad, &mut tensor)?;
                    }
                }
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
            match classify(&name, callee_fn, ftz) {
                Ok(Some(Map::Ptx(template))) => {
                    let ty = callee_fn.get_type();
                    let Some(constraints) = asm::constraints_for(ty) else {
                        bad.add(format!("intrinsic `{name}`: its types"), &fname);
                        continue;
                    };
                    let imm = vec![None; ty.count_param_types() as usize];
                    match helpers.get(module, &template, &constraints, ty, imm) {
                        Ok(h) => calls.push((inst, Lift::Helper(h))),
                        Err(r) => refuse(
                            r,
                            format!("intrinsic `{name}`"),
                            &fname,
                            &mut bad,
                            &mut tensor,
                        )?,
                    }
                }
                Ok(Some(map)) => calls.push((inst, Lift::Map(map))),
                Ok(None) => {}
                Err(Refuse::TensorCore) => tensor.add(format!("intrinsic `{name}`"), &fname),
                Err(Refuse::Unsupported) if name.starts_with("llvm.nvvm.") => {
                    bad.add(format!("intrinsic `{name}`"), &fname)
                }
                Err(Refuse::Unsupported) if name.starts_with("__nv_") => {
                    bad.add(format!("libdevice function `{name}`"), &fname)
                }
                Err(Refuse::Unsupported) => bad.add(format!("external function `{name}`"), &fname),
            }
        }
    }
    for g in shared::shared_globals(module) {
        shared::check_shared_uses(g.as_value_ref(), &g.get_name().to_string_lossy(), &mut bad);
    }
    if bad.0.is_empty() && tensor.0.is_empty() {
        return Ok(calls);
    }
    for h in helpers.all() {
        // SAFETY: nothing calls the helpers yet; they are deleted before
        // the error leaves.
        unsafe { h.delete() };
    }
    if let Some(m) = module.get_function(exit::MARKER)
        && users(m.as_value_ref()).is_empty()
    {
        // SAFETY: only the deleted helpers called the marker.
        unsafe { m.delete() };
    }
    let list = |u: &Unsupported| -> Vec<String> {
        u.0.iter()
            .map(|(what, f)| format!("{what} (first used in `{f}`)"))
            .collect()
    };
    let module_name = module.get_name().to_string_lossy().into_owned();
    if !tensor.0.is_empty() {
        return Err(IrError::TensorCore {
            module: module_name,
            ops: list(&tensor),
            also: list(&bad),
        });
    }
    Err(IrError::Parse {
        module: module_name,
        message: format!(
            "cannot lift NVVM IR to portable form; unsupported: {}",
            list(&bad).join("; ")
        ),
    })
}

/// Replaces each call by its portable form and deletes the declarations
/// left without uses.
fn replace_calls<'ctx>(
    lifter: &lift::Lifter<'_, 'ctx>,
    calls: Vec<(InstructionValue<'ctx>, Lift<'ctx>)>,
    ftz: u64,
) -> Result<(), IrError> {
    let mut replaced = Vec::new();
    for (inst, how) in calls {
        let target = callee(inst);
        // SAFETY: `target` is live; only functions (not asm) are collected.
        if !unsafe { llc::LLVMIsAFunction(target) }.is_null() && !replaced.contains(&target) {
            replaced.push(target);
        }
        lifter.builder.position_before(&inst);
        let new = match how {
            Lift::Map(map) => lifter.call(inst, map, ftz)?,
            Lift::Helper(h) => lifter.call_helper(inst, h)?,
            Lift::Delete => None,
        };
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

/// Removes NVPTX's function attributes (target and `nvvm.*` launch ones), the
/// triple and the data layout. The module's own variables (`__constant__` and
/// `__device__` ones) keep their linkage and `externally_initialized` mark:
/// the host writes them by name before launches (`cudaMemcpyToSymbol`,
/// `DeviceExt::write_global`), so their initializers are not what kernels
/// read and must not be folded into the code.
fn strip_target(module: &Module<'_>) {
    // NVVM declarations nothing calls.
    for f in module.get_functions().collect::<Vec<_>>() {
        let name = f.get_name().to_bytes();
        if f.count_basic_blocks() == 0
            && (name.starts_with(b"llvm.nvvm.") || name.starts_with(b"__nv_"))
            && users(f.as_value_ref()).is_empty()
        {
            // SAFETY: `f` is a declaration with no uses.
            unsafe { f.delete() };
        }
    }
    // 6. Target attributes, triple and layout.
    for f in module.get_functions() {
        for key in ["target-cpu", "target-features", "tune-cpu", "nvptx-f32ftz"] {
            f.remove_string_attribute(AttributeLoc::Function, key);
        }
        // NVPTX's launch attributes (`nvvm.maxntid`, `nvvm.reqntid`,
        // `nvvm.minctasm`, `nvvm.maxnreg`, ...): the bounds were read into
        // the portable attributes; a target writes its own (ptxas refuses
        // `.reqntid` beside the `.maxntid` the NVPTX target writes).
        let nvvm: Vec<String> = f
            .attributes(AttributeLoc::Function)
            .into_iter()
            .filter(|a| a.is_string())
            .map(|a| a.get_string_kind_id().to_string_lossy().into_owned())
            .filter(|k| k.starts_with("nvvm."))
            .collect();
        for key in nvvm {
            f.remove_string_attribute(AttributeLoc::Function, &key);
        }
    }
    module.set_triple(&TargetTriple::create(""));
    module.set_data_layout(&TargetData::create("").get_data_layout());
}
