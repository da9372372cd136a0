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
//!   and `nvvm.*` launch function attributes and the annotations go (the C API cannot erase a named
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

use std::ffi::CStr;

use inkwell::AddressSpace;
use inkwell::AtomicOrdering;
use inkwell::IntPredicate;
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::builder::Builder;
use inkwell::context::AsContextRef;
use inkwell::llvm_sys;
use inkwell::llvm_sys::LLVMOpcode;
use inkwell::llvm_sys::core as llc;
use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::module::{Linkage, Module};
use inkwell::targets::{TargetData, TargetTriple};
use inkwell::types::BasicTypeEnum;
use inkwell::values::{
    AsValueRef, BasicMetadataValueEnum, BasicValue, BasicValueEnum, FunctionValue,
    InstructionOpcode, InstructionValue, IntValue,
};

use crate::intrinsics::shared_storage_name;
use crate::{
    Axis, FloatWidth, Intrinsic, IrError, KERNEL_ATTRIBUTE, MAX_THREADS_ATTRIBUTE,
    MIN_BLOCKS_ATTRIBUTE, MathOp, MemScope, ShuffleKind,
};

/// LLVM's number for the `ptx_kernel` calling convention.
pub const PTX_KERNEL_CC: u32 = 71;

/// Lanes of a CUDA warp, whatever the hardware wave size.
const CUDA_WARP: u64 = 32;

/// One `!nvvm.annotations` entry: `!{ptr @f, !"key", i32 value, ...}`.
struct Annotation<'ctx> {
    node: LLVMValueRef,
    function: FunctionValue<'ctx>,
    pairs: Vec<(String, u64)>,
}

fn md_string(v: LLVMValueRef) -> Option<String> {
    if v.is_null() {
        return None;
    }
    // SAFETY: `v` is a live value of the module being inspected; both calls only read it.
    unsafe {
        if llc::LLVMIsAMDString(v).is_null() {
            return None;
        }
        let mut len = 0;
        let p = llc::LLVMGetMDString(v, &mut len);
        if p.is_null() {
            return None;
        }
        let bytes = std::slice::from_raw_parts(p.cast::<u8>(), len as usize);
        Some(String::from_utf8_lossy(bytes).into_owned())
    }
}

fn const_int(v: LLVMValueRef) -> Option<u64> {
    // SAFETY: `v` is null (checked) or a live value; these calls only read it.
    unsafe {
        if v.is_null() || llc::LLVMIsAConstantInt(v).is_null() {
            return None;
        }
        Some(llc::LLVMConstIntGetZExtValue(v))
    }
}

/// Operands of a metadata node (null where an operand is null or not a value).
fn node_operands(node: LLVMValueRef) -> Vec<LLVMValueRef> {
    // SAFETY: `node` is a live metadata value; the operand buffer has the
    // length LLVM reports for it.
    unsafe {
        if llc::LLVMIsAMDNode(node).is_null() {
            return Vec::new();
        }
        let n = llc::LLVMGetMDNodeNumOperands(node) as usize;
        let mut ops = vec![std::ptr::null_mut(); n];
        llc::LLVMGetMDNodeOperands(node, ops.as_mut_ptr());
        ops
    }
}

fn value_name(v: LLVMValueRef) -> String {
    let mut len = 0;
    // SAFETY: `v` is a live value; LLVM returns a pointer to its name and its length.
    unsafe {
        let p = llc::LLVMGetValueName2(v, &mut len);
        if p.is_null() {
            return String::new();
        }
        String::from_utf8_lossy(std::slice::from_raw_parts(p.cast::<u8>(), len)).into_owned()
    }
}

fn annotations<'ctx>(module: &Module<'ctx>) -> Vec<Annotation<'ctx>> {
    let mut out = Vec::new();
    for node in module.get_global_metadata("nvvm.annotations") {
        let ops = node_operands(node.as_value_ref());
        let Some(&first) = ops.first() else { continue };
        // SAFETY: `first` is null (checked) or a live operand of the node.
        if first.is_null() || unsafe { llc::LLVMIsAFunction(first) }.is_null() {
            continue;
        }
        let Some(function) = module.get_function(&value_name(first)) else {
            continue;
        };
        let pairs = ops[1..]
            .chunks(2)
            .filter_map(|kv| Some((md_string(kv[0])?, const_int(*kv.get(1)?)?)))
            .collect();
        out.push(Annotation {
            node: node.as_value_ref(),
            function,
            pairs,
        });
    }
    out
}

/// Module flag telling `__nvvm_reflect("__CUDA_FTZ")` its answer.
const REFLECT_FTZ: &str = "nvvm-reflect-ftz";

/// A module flag's node and integer value (`!{i32 behaviour, !"name", i32 value}`).
fn module_flag(module: &Module<'_>, name: &str) -> Option<(LLVMValueRef, u64)> {
    module
        .get_global_metadata("llvm.module.flags")
        .into_iter()
        .find_map(|node| {
            let ops = node_operands(node.as_value_ref());
            if ops.len() == 3 && md_string(ops[1]).as_deref() == Some(name) {
                Some((node.as_value_ref(), const_int(ops[2])?))
            } else {
                None
            }
        })
}

/// Whether `module` was written for NVPTX: an `nvptx` triple, a
/// `ptx_kernel` function or `!nvvm.annotations` naming a function.
pub fn is_nvvm(module: &Module<'_>) -> bool {
    let triple = module.get_triple();
    triple.as_str().to_bytes().starts_with(b"nvptx")
        || module
            .get_functions()
            .any(|f| f.get_call_conventions() == PTX_KERNEL_CC)
        || !annotations(module).is_empty()
}

/// What a call becomes.
#[derive(Debug, Clone, Copy)]
enum Map {
    /// A `gpujit.*` call of the same type and no operands.
    Same(Intrinsic),
    /// The lane within the 32-lane group.
    LaneId,
    /// The constant 32.
    WarpSize,
    Barrier,
    /// `__syncwarp`: ordering and a warp-wide rendezvous.
    WarpSync,
    Fence(MemScope),
    /// A shuffle; `sync` when the first operand is a mask.
    Shuffle {
        kind: ShuffleKind,
        sync: bool,
    },
    Vote {
        op: Vote,
        sync: bool,
    },
    ActiveMask,
    /// `llvm.nvvm.ldg`/`ldu`: a plain load.
    Load,
    /// A scoped atomic intrinsic.
    Atomic {
        op: AtomicKind,
        scope: MemScope,
    },
    /// `atomic.load.inc.32`/`dec.32`: device-scope wrapping increment/decrement.
    WrapIncDec {
        inc: bool,
    },
    Math(MathOp, FloatWidth),
    Fma(FloatWidth),
    Reflect,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Vote {
    Ballot,
    Any,
    All,
    Uni,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum AtomicKind {
    Add,
    FAdd,
    Exch,
    And,
    Or,
    Xor,
    Inc,
    Dec,
    Cas,
}

fn axis(s: &str) -> Option<Axis> {
    Axis::ALL.into_iter().find(|a| a.name() == s)
}

const MATH: [(&str, MathOp); 17] = [
    ("sqrt", MathOp::Sqrt),
    ("rsqrt", MathOp::Rsqrt),
    ("exp", MathOp::Exp),
    ("exp2", MathOp::Exp2),
    ("log", MathOp::Log),
    ("log2", MathOp::Log2),
    ("sin", MathOp::Sin),
    ("cos", MathOp::Cos),
    ("tan", MathOp::Tan),
    ("tanh", MathOp::Tanh),
    ("erf", MathOp::Erf),
    ("fabs", MathOp::Abs),
    ("floor", MathOp::Floor),
    ("ceil", MathOp::Ceil),
    ("fmin", MathOp::Min),
    ("fmax", MathOp::Max),
    ("pow", MathOp::Pow),
];

/// `__nv_<f>` (f64) or `__nv_<f>f` (f32), checked against the declared type.
fn libdevice(name: &str, f: FunctionValue<'_>) -> Option<Map> {
    let base = name.strip_prefix("__nv_")?;
    let ctx = f.get_type().get_context();
    let width = match f.get_type().get_return_type()? {
        BasicTypeEnum::FloatType(t) if t == ctx.f32_type() => FloatWidth::F32,
        BasicTypeEnum::FloatType(t) if t == ctx.f64_type() => FloatWidth::F64,
        _ => return None,
    };
    let stem = match width {
        FloatWidth::F64 => base,
        FloatWidth::F32 => base.strip_suffix('f')?,
    };
    if stem == "fma" {
        return (f.count_params() == 3).then_some(Map::Fma(width));
    }
    let op = MATH.iter().find(|(n, _)| *n == stem)?.1;
    (f.count_params() as usize == op.arity()).then_some(Map::Math(op, width))
}

fn scoped_atomic(rest: &str) -> Option<Map> {
    // `<op>.gen.<i|f>.<cta|sys>.<types>`
    let mut parts = rest.split('.');
    let (op, gen_, ty, scope) = (parts.next()?, parts.next()?, parts.next()?, parts.next()?);
    if gen_ != "gen" {
        return None;
    }
    let scope = match scope {
        "cta" => MemScope::Block,
        "sys" => MemScope::System,
        _ => return None,
    };
    let op = match (op, ty) {
        ("add", "i") => AtomicKind::Add,
        ("add", "f") => AtomicKind::FAdd,
        ("exch", "i" | "f") => AtomicKind::Exch,
        ("and", "i") => AtomicKind::And,
        ("or", "i") => AtomicKind::Or,
        ("xor", "i") => AtomicKind::Xor,
        ("inc", "i") => AtomicKind::Inc,
        ("dec", "i") => AtomicKind::Dec,
        ("cas", "i") => AtomicKind::Cas,
        _ => return None,
    };
    Some(Map::Atomic { op, scope })
}

/// What a call of `name` becomes; `Err` if it cannot be lifted, `Ok(None)` if
/// it stays.
fn classify(name: &str, f: FunctionValue<'_>) -> Result<Option<Map>, ()> {
    if name == "__nvvm_reflect" || name == "llvm.nvvm.reflect" {
        return Ok(Some(Map::Reflect));
    }
    if name.starts_with("__nv_") {
        return libdevice(name, f).map(Some).ok_or(());
    }
    let Some(rest) = name.strip_prefix("llvm.nvvm.") else {
        if name.starts_with("llvm.")
            || name.starts_with(crate::PREFIX)
            || f.count_basic_blocks() > 0
        {
            return Ok(None);
        }
        return Err(());
    };
    if let Some(reg) = rest.strip_prefix("read.ptx.sreg.") {
        let map = match reg {
            "laneid" => Map::LaneId,
            "warpsize" => Map::WarpSize,
            _ => {
                let (r, a) = reg.split_once('.').ok_or(())?;
                let a = axis(a).ok_or(())?;
                Map::Same(match r {
                    "tid" => Intrinsic::ThreadId(a),
                    "ctaid" => Intrinsic::BlockId(a),
                    "ntid" => Intrinsic::BlockDim(a),
                    "nctaid" => Intrinsic::GridDim(a),
                    _ => return Err(()),
                })
            }
        };
        return Ok(Some(map));
    }
    let shuffle = |s: &str| {
        Some(match s {
            "idx" => ShuffleKind::Idx,
            "up" => ShuffleKind::Up,
            "down" => ShuffleKind::Down,
            "bfly" => ShuffleKind::Xor,
            _ => return None,
        })
    };
    let vote = |s: &str| {
        Some(match s {
            "ballot" => Vote::Ballot,
            "any" => Vote::Any,
            "all" => Vote::All,
            "uni" => Vote::Uni,
            _ => return None,
        })
    };
    let map = match rest {
        "barrier0"
        | "barrier.sync"
        | "bar.sync"
        | "barrier.n"
        | "barrier.sync.cnt"
        | "barrier.cta.sync.aligned.all"
        | "barrier.cta.sync.aligned.count"
        | "barrier.cta.sync.all"
        | "barrier.cta.sync.count" => Map::Barrier,
        "bar.warp.sync" => Map::WarpSync,
        "membar.cta" => Map::Fence(MemScope::Block),
        "membar.gl" => Map::Fence(MemScope::Device),
        "membar.sys" => Map::Fence(MemScope::System),
        "fence.sc.cluster" | "fence.acq_rel.cluster" => Map::Fence(MemScope::Device),
        "activemask" => Map::ActiveMask,
        _ => {
            let parts: Vec<&str> = rest.split('.').collect();
            match parts.as_slice() {
                ["shfl", "sync", k, "i32" | "f32"] => Map::Shuffle {
                    kind: shuffle(k).ok_or(())?,
                    sync: true,
                },
                ["shfl", k, "i32" | "f32"] => Map::Shuffle {
                    kind: shuffle(k).ok_or(())?,
                    sync: false,
                },
                ["vote", v, "sync"] => Map::Vote {
                    op: vote(v).ok_or(())?,
                    sync: true,
                },
                ["vote", v] => Map::Vote {
                    op: vote(v).ok_or(())?,
                    sync: false,
                },
                ["ldg" | "ldu", "global", ..] => Map::Load,
                ["atomic", "load", inc @ ("inc" | "dec"), "32", ..] => {
                    Map::WrapIncDec { inc: *inc == "inc" }
                }
                ["atomic", ..] => scoped_atomic(&rest["atomic.".len()..]).ok_or(())?,
                _ => return Err(()),
            }
        }
    };
    Ok(Some(map))
}

/// Portable name of an NVPTX sync scope; `None` if unknown.
fn portable_scope(scope: &str) -> Option<&'static str> {
    Some(match scope {
        "" => MemScope::System.portable_syncscope(),
        "block" | "cta" => MemScope::Block.portable_syncscope(),
        "cluster" | "device" | "gpu" => MemScope::Device.portable_syncscope(),
        "singlethread" => "singlethread",
        "gpujit-block" => "gpujit-block",
        "gpujit-device" => "gpujit-device",
        _ => return None,
    })
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

/// Checks that every use of shared variable `v` is an instruction or a chain
/// of GEP/cast constant expressions ending in instructions.
fn check_shared_uses(v: LLVMValueRef, global: &str, bad: &mut Unsupported) {
    for u in users(v) {
        if is_instruction(u) {
            continue;
        }
        // SAFETY: `u` is a live user of `v`.
        let ce = unsafe { llc::LLVMIsAConstantExpr(u) };
        let ok = !ce.is_null()
            && matches!(
                // SAFETY: `u` is a constant expression (checked).
                unsafe { llc::LLVMGetConstOpcode(u) },
                LLVMOpcode::LLVMGetElementPtr
                    | LLVMOpcode::LLVMAddrSpaceCast
                    | LLVMOpcode::LLVMBitCast
                    | LLVMOpcode::LLVMPtrToInt
            );
        if ok {
            check_shared_uses(u, global, bad);
        } else {
            bad.add(
                format!("shared variable `{global}` used outside an instruction"),
                "module",
            );
        }
    }
}

/// Lifts an NVVM module into portable form in place (see the module docs).
/// Nothing is changed when something cannot be lifted: the error lists every
/// unsupported intrinsic, function or construct with the first function using it.
pub fn lift(module: &Module<'_>) -> Result<(), IrError> {
    let ctx = module.get_context();
    let module_name = module.get_name().to_string_lossy().into_owned();
    let annotations = annotations(module);
    let mut kernels: Vec<FunctionValue<'_>> = module
        .get_functions()
        .filter(|f| f.get_call_conventions() == PTX_KERNEL_CC)
        .collect();
    for a in &annotations {
        if a.pairs.iter().any(|(k, v)| k == "kernel" && *v == 1) && !kernels.contains(&a.function) {
            kernels.push(a.function);
        }
    }

    // 1. Find everything that cannot be lifted, before changing anything.
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
            let name = value_name(target);
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
    for k in &kernels {
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
    let shared: Vec<_> = module
        .get_globals()
        .filter(|g| {
            g.as_pointer_value().get_type().get_address_space() == AddressSpace::from(3u16)
                && !g
                    .get_name()
                    .to_bytes()
                    .starts_with(crate::PREFIX.as_bytes())
        })
        .collect();
    for g in &shared {
        check_shared_uses(g.as_value_ref(), &g.get_name().to_string_lossy(), &mut bad);
    }
    if !bad.0.is_empty() {
        let list: Vec<String> = bad
            .0
            .iter()
            .map(|(what, f)| format!("{what} (first used in `{f}`)"))
            .collect();
        return Err(IrError::Parse {
            module: module_name,
            message: format!(
                "cannot lift NVVM IR to portable form; unsupported: {}",
                list.join("; ")
            ),
        });
    }

    // 2. Kernels.
    let params_of = |f: FunctionValue<'_>| {
        crate::import::derive_params(f).map_err(|message| IrError::Parse {
            module: module_name.clone(),
            message,
        })
    };
    for orig in &kernels {
        orig.set_call_conventions(0);
        let k = &global_pointer_entry(module, *orig)?;
        let params = params_of(*k)?;
        let attrs = [
            (KERNEL_ATTRIBUTE, String::new()),
            (
                crate::import::PARAMS_ATTRIBUTE,
                crate::import::encode_params(&params),
            ),
        ];
        for (key, value) in attrs {
            k.add_attribute(
                AttributeLoc::Function,
                ctx.create_string_attribute(key, &value),
            );
        }
        let get = |key: &str| {
            annotations
                .iter()
                .filter(|a| a.function == *orig)
                .flat_map(|a| a.pairs.iter())
                .find(|(k2, _)| k2 == key)
                .map(|(_, v)| *v)
        };
        // LLVM 20+ writes launch bounds as `"nvvm.maxntid"="256,1,1"`-style
        // function attributes and upgrades older annotations into them.
        let attr = |key: &str| {
            orig.get_string_attribute(AttributeLoc::Function, key)
                .map(|a| a.get_string_value().to_string_lossy().into_owned())
        };
        let dims = |key: &str| {
            attr(key).map(|v| {
                v.split(',')
                    .map(|d| d.trim().parse::<u64>().unwrap_or(1))
                    .product::<u64>()
            })
        };
        let (x, y, z) = (get("maxntidx"), get("maxntidy"), get("maxntidz"));
        let from_attr = dims("nvvm.maxntid").or_else(|| dims("nvvm.reqntid"));
        if let Some(n) = from_attr {
            k.add_attribute(
                AttributeLoc::Function,
                ctx.create_string_attribute(MAX_THREADS_ATTRIBUTE, &n.to_string()),
            );
        } else if x.is_some() || y.is_some() || z.is_some() {
            let n = x.unwrap_or(1) * y.unwrap_or(1) * z.unwrap_or(1);
            k.add_attribute(
                AttributeLoc::Function,
                ctx.create_string_attribute(MAX_THREADS_ATTRIBUTE, &n.to_string()),
            );
        }
        if let Some(n) = get("minctasm").or_else(|| dims("nvvm.minctasm")) {
            k.add_attribute(
                AttributeLoc::Function,
                ctx.create_string_attribute(MIN_BLOCKS_ATTRIBUTE, &n.to_string()),
            );
        }
    }
    // The entries stay (no C API erases a named node) but name no function.
    let lifted = "gpujit.lifted";
    for a in &annotations {
        // SAFETY: `a.node` is a live metadata node of this module's context and
        // operand 0 exists (it named the function); the string is copied by LLVM.
        unsafe {
            let s =
                llc::LLVMMDStringInContext2(ctx.as_ctx_ref(), lifted.as_ptr().cast(), lifted.len());
            llc::LLVMReplaceMDNodeOperandWith(a.node, 0, s);
        }
    }

    // 3. Calls. The reflect flag is consumed here, and renamed so that it no
    // longer clashes with the one a target adds when it links libdevice.
    let ftz = module_flag(module, REFLECT_FTZ).map_or(0, |(_, v)| v);
    if let Some((node, _)) = module_flag(module, REFLECT_FTZ) {
        let renamed = "gpujit.lifted.nvvm-reflect-ftz";
        // SAFETY: `node` is a live module flag node with a name at operand 1;
        // the string is copied by LLVM.
        unsafe {
            let s = llc::LLVMMDStringInContext2(
                ctx.as_ctx_ref(),
                renamed.as_ptr().cast(),
                renamed.len(),
            );
            llc::LLVMReplaceMDNodeOperandWith(node, 1, s);
        }
    }
    let lifter = Lifter {
        module,
        builder: ctx.create_builder(),
    };
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

    // 4. Atomic and fence scopes.
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

    // 5. Shared variables, sized with the NVPTX data layout before it goes.
    let layout = module
        .get_data_layout()
        .as_str()
        .to_string_lossy()
        .into_owned();
    let td = TargetData::create(&layout);
    let mut next = (0..)
        .find(|n| module.get_global(&shared_storage_name(*n)).is_none())
        .unwrap_or(0);
    for g in shared {
        let ty = g.get_value_type();
        let dynamic = g.is_declaration();
        let op = if dynamic {
            Intrinsic::DynamicShared
        } else {
            let size = td.get_abi_size(&ty).max(1);
            let align = g.get_alignment().max(td.get_abi_alignment(&ty)).max(16);
            let bytes = ctx.i8_type().array_type(size as u32);
            let storage = module.add_global(
                bytes,
                Some(AddressSpace::from(3u16)),
                &shared_storage_name(next),
            );
            storage.set_initializer(&bytes.get_undef());
            storage.set_linkage(Linkage::Internal);
            storage.set_alignment(align);
            next += 1;
            Intrinsic::Shared(next - 1)
        };
        lifter.replace_shared(g.as_value_ref(), op)?;
        let ptr = g.as_pointer_value();
        // SAFETY: every instruction use was rewritten; what is left are dead
        // constant expressions, which RAUW with poison detaches before the
        // global is deleted.
        unsafe {
            llc::LLVMReplaceAllUsesWith(
                ptr.as_value_ref(),
                ptr.get_type().get_poison().as_value_ref(),
            );
            g.delete();
        }
    }

    // 6. Target attributes, triple and layout.
    for f in module.get_functions() {
        for key in ["target-cpu", "target-features", "tune-cpu", "nvptx-f32ftz"] {
            f.remove_string_attribute(AttributeLoc::Function, key);
        }
        // NVPTX's launch attributes (`nvvm.maxntid`, `nvvm.reqntid`,
        // `nvvm.minctasm`, `nvvm.maxnreg`, ...): the bounds were read into
        // the portable attributes above; a target writes its own.
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
    crate::lower::verify(module)
}

struct Lifter<'m, 'ctx> {
    module: &'m Module<'ctx>,
    builder: Builder<'ctx>,
}

impl<'ctx> Lifter<'_, 'ctx> {
    fn declare(&self, op: Intrinsic) -> FunctionValue<'ctx> {
        let name = op.name();
        self.module.get_function(&name).unwrap_or_else(|| {
            let ctx = self.module.get_context();
            let f = self
                .module
                .add_function(&name, op.signature(ctx), Some(Linkage::External));
            let nounwind = Attribute::get_named_enum_kind_id("nounwind");
            f.add_attribute(
                AttributeLoc::Function,
                ctx.create_enum_attribute(nounwind, 0),
            );
            f
        })
    }

    fn gj(
        &self,
        op: Intrinsic,
        args: &[BasicMetadataValueEnum<'ctx>],
    ) -> Result<Option<BasicValueEnum<'ctx>>, IrError> {
        let call = self
            .builder
            .build_call(self.declare(op), args, "")
            .map_err(llvm_err)?;
        Ok(call.try_as_basic_value().basic())
    }

    fn gj_int(
        &self,
        op: Intrinsic,
        args: &[BasicMetadataValueEnum<'ctx>],
    ) -> Result<IntValue<'ctx>, IrError> {
        match self.gj(op, args)? {
            Some(BasicValueEnum::IntValue(v)) => Ok(v),
            _ => Err(llvm_err(format!("{op} returned no integer"))),
        }
    }

    /// The CUDA lane: the hardware lane within its 32-lane group.
    fn lane32(&self) -> Result<IntValue<'ctx>, IrError> {
        let lane = self.gj_int(Intrinsic::LaneId, &[])?;
        let i32t = self.module.get_context().i32_type();
        self.builder
            .build_and(lane, i32t.const_int(CUDA_WARP - 1, false), "")
            .map_err(llvm_err)
    }

    /// The 32-bit ballot of the thread's 32-lane group.
    fn ballot32(&self, pred: IntValue<'ctx>) -> Result<IntValue<'ctx>, IrError> {
        let ctx = self.module.get_context();
        let b = &self.builder;
        let mask = self.gj_int(Intrinsic::Ballot, &[pred.into()])?;
        let lane = self.gj_int(Intrinsic::LaneId, &[])?;
        let group = b
            .build_and(
                lane,
                ctx.i32_type()
                    .const_int(!(CUDA_WARP - 1) & 0xffff_ffff, false),
                "",
            )
            .map_err(llvm_err)?;
        let group = b
            .build_int_z_extend(group, ctx.i64_type(), "")
            .map_err(llvm_err)?;
        let mask = b
            .build_right_shift(mask, group, false, "")
            .map_err(llvm_err)?;
        b.build_int_truncate(mask, ctx.i32_type(), "")
            .map_err(llvm_err)
    }

    fn operand(
        &self,
        inst: InstructionValue<'ctx>,
        i: u32,
    ) -> Result<BasicValueEnum<'ctx>, IrError> {
        inst.get_operand(i)
            .and_then(|o| o.value())
            .ok_or_else(|| llvm_err(format!("call has no operand {i}")))
    }

    /// Builds the replacement of call `inst` before it; `None` for a void call.
    fn call(
        &self,
        inst: InstructionValue<'ctx>,
        map: Map,
        ftz: u64,
    ) -> Result<Option<LLVMValueRef>, IrError> {
        let ctx = self.module.get_context();
        let (i32t, b) = (ctx.i32_type(), &self.builder);
        let v: Option<BasicValueEnum<'ctx>> = match map {
            Map::Same(op) => self.gj(op, &[])?,
            Map::LaneId => Some(self.lane32()?.into()),
            Map::WarpSize => Some(i32t.const_int(CUDA_WARP, false).into()),
            Map::Barrier => self.gj(Intrinsic::Barrier, &[])?,
            Map::WarpSync => {
                self.gj(Intrinsic::Fence(MemScope::Block), &[])?;
                self.gj(
                    Intrinsic::Ballot,
                    &[ctx.bool_type().const_all_ones().into()],
                )?;
                self.gj(Intrinsic::Fence(MemScope::Block), &[])?
            }
            Map::Fence(s) => self.gj(Intrinsic::Fence(s), &[])?,
            Map::Shuffle { kind, sync } => {
                let first = u32::from(sync);
                let value = self.operand(inst, first)?;
                let arg = self.operand(inst, first + 1)?.into_int_value();
                let c = self.operand(inst, first + 2)?.into_int_value();
                let float = value.is_float_value();
                let value = if float {
                    b.build_bit_cast(value, i32t, "").map_err(llvm_err)?
                } else {
                    value
                };
                // PTX reads b[4:0]; c[12:8] is the segment mask, 32 - width.
                let arg = b
                    .build_and(arg, i32t.const_int(CUDA_WARP - 1, false), "")
                    .map_err(llvm_err)?;
                let seg = b
                    .build_right_shift(c, i32t.const_int(8, false), false, "")
                    .map_err(llvm_err)?;
                let seg = b
                    .build_and(seg, i32t.const_int(CUDA_WARP - 1, false), "")
                    .map_err(llvm_err)?;
                let width = b
                    .build_int_sub(i32t.const_int(CUDA_WARP, false), seg, "")
                    .map_err(llvm_err)?;
                let r = self
                    .gj(
                        Intrinsic::Shuffle(kind),
                        &[value.into(), arg.into(), width.into()],
                    )?
                    .ok_or_else(|| llvm_err("shuffle returned nothing"))?;
                Some(if float {
                    b.build_bit_cast(r, ctx.f32_type(), "").map_err(llvm_err)?
                } else {
                    r
                })
            }
            Map::Vote { op, sync } => {
                let pred = self.operand(inst, u32::from(sync))?.into_int_value();
                let mask = self.ballot32(pred)?;
                let zero = i32t.const_zero();
                Some(match op {
                    Vote::Ballot => mask.into(),
                    Vote::Any => b
                        .build_int_compare(IntPredicate::NE, mask, zero, "")
                        .map_err(llvm_err)?
                        .into(),
                    Vote::All | Vote::Uni => {
                        let active = self.ballot32(ctx.bool_type().const_all_ones())?;
                        let all = b
                            .build_int_compare(IntPredicate::EQ, mask, active, "")
                            .map_err(llvm_err)?;
                        if op == Vote::All {
                            all.into()
                        } else {
                            let none = b
                                .build_int_compare(IntPredicate::EQ, mask, zero, "")
                                .map_err(llvm_err)?;
                            b.build_or(all, none, "").map_err(llvm_err)?.into()
                        }
                    }
                })
            }
            Map::ActiveMask => Some(self.ballot32(ctx.bool_type().const_all_ones())?.into()),
            Map::Load => {
                let ptr = self.operand(inst, 0)?.into_pointer_value();
                let align = inst
                    .get_operand(1)
                    .and_then(|o| o.value())
                    .and_then(|v| const_int(v.as_value_ref()))
                    .unwrap_or(1);
                let ty = BasicTypeEnum::try_from(inst.get_type())
                    .map_err(|_| llvm_err("ldg of a non-value type"))?;
                let v = b.build_load(ty, ptr, "").map_err(llvm_err)?;
                if let Some(i) = v.as_instruction_value() {
                    i.set_alignment(align.clamp(1, 1 << 16) as u32)
                        .map_err(llvm_err)?;
                }
                Some(v)
            }
            Map::Atomic { op, scope } => Some(self.atomic(inst, op, scope.portable_syncscope())?),
            Map::WrapIncDec { inc } => {
                let op = if inc {
                    AtomicKind::Inc
                } else {
                    AtomicKind::Dec
                };
                Some(self.atomic(inst, op, MemScope::Device.portable_syncscope())?)
            }
            Map::Math(op, w) => {
                let args = (0..op.arity() as u32)
                    .map(|i| self.operand(inst, i).map(Into::into))
                    .collect::<Result<Vec<_>, _>>()?;
                self.gj(Intrinsic::Math(op, w), &args)?
            }
            Map::Fma(w) => {
                let t = match w {
                    FloatWidth::F32 => ctx.f32_type(),
                    FloatWidth::F64 => ctx.f64_type(),
                };
                let f = inkwell::intrinsics::Intrinsic::find("llvm.fma")
                    .and_then(|i| i.get_declaration(self.module, &[t.into()]))
                    .ok_or_else(|| llvm_err("LLVM has no llvm.fma"))?;
                let args = (0..3)
                    .map(|i| self.operand(inst, i).map(Into::into))
                    .collect::<Result<Vec<_>, _>>()?;
                b.build_call(f, &args, "")
                    .map_err(llvm_err)?
                    .try_as_basic_value()
                    .basic()
            }
            Map::Reflect => {
                let query = reflect_query(self.operand(inst, 0)?.as_value_ref());
                let v = if query.as_deref() == Some("__CUDA_FTZ") {
                    ftz
                } else {
                    0
                };
                let t = inst.get_type().into_int_type();
                Some(t.const_int(v, false).into())
            }
        };
        Ok(v.map(|v| v.as_value_ref()))
    }

    fn atomic(
        &self,
        inst: InstructionValue<'ctx>,
        op: AtomicKind,
        scope: &str,
    ) -> Result<BasicValueEnum<'ctx>, IrError> {
        use llvm_sys::LLVMAtomicRMWBinOp as R;
        let b = &self.builder;
        let ptr = self.operand(inst, 0)?.into_pointer_value();
        let value = self.operand(inst, 1)?;
        let ordering = AtomicOrdering::Monotonic;
        let new = if op == AtomicKind::Cas {
            let new = self.operand(inst, 2)?;
            let r = b
                .build_cmpxchg(ptr, value, new, ordering, ordering)
                .map_err(llvm_err)?;
            let i = r
                .as_instruction()
                .ok_or_else(|| llvm_err("cmpxchg folded away"))?;
            crate::lower::set_sync_scope(i, scope)?;
            return b.build_extract_value(r, 0, "").map_err(llvm_err);
        } else {
            let bin = match op {
                AtomicKind::Add => R::LLVMAtomicRMWBinOpAdd,
                AtomicKind::FAdd => R::LLVMAtomicRMWBinOpFAdd,
                AtomicKind::Exch => R::LLVMAtomicRMWBinOpXchg,
                AtomicKind::And => R::LLVMAtomicRMWBinOpAnd,
                AtomicKind::Or => R::LLVMAtomicRMWBinOpOr,
                AtomicKind::Xor => R::LLVMAtomicRMWBinOpXor,
                AtomicKind::Inc => R::LLVMAtomicRMWBinOpUIncWrap,
                AtomicKind::Dec | AtomicKind::Cas => R::LLVMAtomicRMWBinOpUDecWrap,
            };
            // SAFETY: the builder is positioned in a live block; pointer and
            // value are live operands of the call being replaced.
            unsafe {
                llc::LLVMBuildAtomicRMW(
                    b.as_mut_ptr(),
                    bin,
                    ptr.as_value_ref(),
                    value.as_value_ref(),
                    llvm_sys::LLVMAtomicOrdering::LLVMAtomicOrderingMonotonic,
                    0,
                )
            }
        };
        // SAFETY: `new` was just built, so it is a live instruction.
        let i = unsafe { InstructionValue::new(new) };
        crate::lower::set_sync_scope(i, scope)?;
        // SAFETY: as above; an atomicrmw has the type of its value operand.
        Ok(unsafe { BasicValueEnum::new(new) })
    }

    /// Replaces every use of shared variable `v` by the result of `op`, called
    /// just before each using instruction (constant expressions over `v` are
    /// rebuilt there as instructions).
    fn replace_shared(&self, v: LLVMValueRef, op: Intrinsic) -> Result<(), IrError> {
        let make = |_: &Builder<'ctx>| -> Result<LLVMValueRef, IrError> {
            self.gj(op, &[])?
                .map(|r| r.as_value_ref())
                .ok_or_else(|| llvm_err("shared intrinsic returned nothing"))
        };
        self.rewrite_uses(v, &make)
    }

    fn rewrite_uses(
        &self,
        v: LLVMValueRef,
        make: &dyn Fn(&Builder<'ctx>) -> Result<LLVMValueRef, IrError>,
    ) -> Result<(), IrError> {
        for user in users(v) {
            if is_instruction(user) {
                // SAFETY: `user` is a live instruction of this module.
                let inst = unsafe { InstructionValue::new(user) };
                // SAFETY: as above; operands are read and written in range.
                let n = unsafe { llc::LLVMGetNumOperands(user) };
                for i in 0..n.max(0) as u32 {
                    // SAFETY: `i` is below the operand count.
                    if unsafe { llc::LLVMGetOperand(user, i) } != v {
                        continue;
                    }
                    if inst.get_opcode() == InstructionOpcode::Phi {
                        // SAFETY: `user` is a phi and `i` one of its incoming values.
                        let pred = unsafe { llc::LLVMGetIncomingBlock(user, i) };
                        // SAFETY: a predecessor of a phi's block ends in a terminator.
                        let term = unsafe { llc::LLVMGetBasicBlockTerminator(pred) };
                        // SAFETY: `term` is live.
                        self.builder
                            .position_before(&unsafe { InstructionValue::new(term) });
                    } else {
                        self.builder.position_before(&inst);
                    }
                    let r = make(&self.builder)?;
                    // SAFETY: `r` has the type of the operand it replaces.
                    unsafe { llc::LLVMSetOperand(user, i, r) };
                }
            } else {
                let ce = user;
                let rebuild = |b: &Builder<'ctx>| -> Result<LLVMValueRef, IrError> {
                    let base = make(b)?;
                    rebuild_constant_expr(b, ce, v, base)
                };
                self.rewrite_uses(ce, &rebuild)?;
            }
        }
        Ok(())
    }
}

/// Builds constant expression `ce` as an instruction, with operand `old` replaced by `new`.
fn rebuild_constant_expr<'ctx>(
    b: &Builder<'ctx>,
    ce: LLVMValueRef,
    old: LLVMValueRef,
    new: LLVMValueRef,
) -> Result<LLVMValueRef, IrError> {
    // SAFETY: `ce` is a live constant expression (checked by `check_shared_uses`);
    // every operand index is below its operand count; the builder is positioned.
    unsafe {
        let n = llc::LLVMGetNumOperands(ce).max(0) as u32;
        let mut ops: Vec<LLVMValueRef> = (0..n)
            .map(|i| {
                let o = llc::LLVMGetOperand(ce, i);
                if o == old { new } else { o }
            })
            .collect();
        if ops.is_empty() {
            return Err(llvm_err("a constant expression without operands"));
        }
        let empty = c"";
        let opcode = llc::LLVMGetConstOpcode(ce);
        let r = match opcode {
            LLVMOpcode::LLVMGetElementPtr => {
                let r = llc::LLVMBuildGEP2(
                    b.as_mut_ptr(),
                    llc::LLVMGetGEPSourceElementType(ce),
                    ops[0],
                    ops[1..].as_mut_ptr(),
                    n - 1,
                    empty.as_ptr(),
                );
                if llc::LLVMIsInBounds(ce) != 0 && !llc::LLVMIsAGetElementPtrInst(r).is_null() {
                    llc::LLVMSetIsInBounds(r, 1);
                }
                r
            }
            _ => llc::LLVMBuildCast(
                b.as_mut_ptr(),
                opcode,
                ops[0],
                llc::LLVMTypeOf(ce),
                empty.as_ptr(),
            ),
        };
        if r.is_null() {
            return Err(llvm_err("cannot rebuild a constant expression"));
        }
        Ok(r)
    }
}

/// The string a `__nvvm_reflect` call asks about, if its operand is a constant string.
fn reflect_query(mut v: LLVMValueRef) -> Option<String> {
    // SAFETY: `v` and everything reached from it are live constants; the calls only read.
    unsafe {
        while !llc::LLVMIsAConstantExpr(v).is_null() {
            v = llc::LLVMGetOperand(v, 0);
        }
        if llc::LLVMIsAGlobalVariable(v).is_null() {
            return None;
        }
        let init = llc::LLVMGetInitializer(v);
        if init.is_null() || llc::LLVMIsConstantString(init) == 0 {
            return None;
        }
        let mut len = 0;
        let p = llc::LLVMGetAsString(init, &mut len);
        let bytes = std::slice::from_raw_parts(p.cast::<u8>(), len);
        let s = CStr::from_bytes_until_nul(bytes)
            .map(|c| c.to_string_lossy().into_owned())
            .unwrap_or_else(|_| String::from_utf8_lossy(bytes).into_owned());
        Some(s)
    }
}

/// Gives a kernel whose pointer parameters are generic (as NVVM's are) an
/// entry with global pointers, as clang's HIP ABI does: the original becomes
/// an internal, always-inlined function called with the pointers cast back to
/// generic, so targets can infer global accesses (faster than flat ones on
/// AMD) and code objects describe the arguments as global buffers. Returns the
/// entry (the kernel itself when it has no generic pointer parameter).
fn global_pointer_entry<'ctx>(
    module: &Module<'ctx>,
    f: FunctionValue<'ctx>,
) -> Result<FunctionValue<'ctx>, IrError> {
    use inkwell::types::{BasicMetadataTypeEnum, BasicTypeEnum};
    let err = |e: inkwell::builder::BuilderError| IrError::Llvm(e.to_string());
    let ctx = module.get_context();
    let generic = ctx.ptr_type(inkwell::AddressSpace::default());
    let global = ctx.ptr_type(inkwell::AddressSpace::from(1u16));
    let params: Vec<BasicTypeEnum<'ctx>> = f
        .get_type()
        .get_param_types()
        .into_iter()
        .filter_map(|t| BasicTypeEnum::try_from(t).ok())
        .collect();
    if !params.iter().any(|t| *t == BasicTypeEnum::from(generic)) {
        return Ok(f);
    }
    let name = f.get_name().to_string_lossy().into_owned();
    f.as_global_value().set_name(&format!("{name}.gpujit.flat"));
    f.set_linkage(inkwell::module::Linkage::Internal);
    let always = ctx.create_enum_attribute(
        inkwell::attributes::Attribute::get_named_enum_kind_id("alwaysinline"),
        0,
    );
    // clang 21+ marks kernels `noinline` (nothing calls a kernel): the
    // original becomes an ordinary function to inline into its entry.
    for kind in ["noinline", "optnone"] {
        let id = inkwell::attributes::Attribute::get_named_enum_kind_id(kind);
        f.remove_enum_attribute(AttributeLoc::Function, id);
    }
    f.add_attribute(AttributeLoc::Function, always);
    let new_params: Vec<BasicMetadataTypeEnum<'ctx>> = params
        .iter()
        .map(|t| {
            if *t == BasicTypeEnum::from(generic) {
                global.into()
            } else {
                (*t).into()
            }
        })
        .collect();
    let entry = module.add_function(&name, ctx.void_type().fn_type(&new_params, false), None);
    let b = ctx.create_builder();
    b.position_at_end(ctx.append_basic_block(entry, "entry"));
    let mut args = Vec::with_capacity(params.len());
    for (p, old) in entry.get_param_iter().zip(f.get_param_iter()) {
        p.set_name(&old.get_name().to_string_lossy());
        let v: inkwell::values::BasicValueEnum<'ctx> =
            if p.get_type() == BasicTypeEnum::from(global) {
                b.build_address_space_cast(p.into_pointer_value(), generic, "")
                    .map_err(err)?
                    .into()
            } else {
                p
            };
        args.push(v.into());
    }
    b.build_call(f, &args, "").map_err(err)?;
    b.build_return(None).map_err(err)?;
    Ok(entry)
}
