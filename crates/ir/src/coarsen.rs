//! Block coarsening of elementwise kernels, so that code written with one scalar
//! element per thread streams memory as fast as vector code.
//!
//! A kernel such as `if (i < n) y[i] = a * x[i] + y[i];` issues one load per
//! array per thread. On a GPU with high memory latency the bytes in flight per
//! multiprocessor then limit bandwidth (SAXPY on an H200: 3.3 TB/s scalar,
//! 4.2 TB/s with 128-bit loads). After a module is optimised, [`variants_module`]
//! builds, in a module of its own, a variant of each eligible kernel, named with
//! [`SUFFIX`] and taking one more `u32` parameter ([`GRID_PARAM`], the grid's x extent as launched), in
//! which block `b` runs the blocks `FACTOR·b .. FACTOR·b + FACTOR` of the launched
//! grid, each copy keeping its thread index. The copies first make every load that
//! precedes their first store, then make their stores: four independent loads per
//! array per thread, as a vectorised kernel has, with the same coalescing.
//!
//! Reordering memory accesses of different copies is what CUDA's memory model
//! allows: the copies are different threads of different blocks, which do not
//! synchronise, so an access of one copy that overlaps a store of another is a
//! data race in the kernel as written. Eligible kernels are those where nothing
//! else can be observed:
//! - one block that ends the kernel, or an entry block ending in a branch to a
//!   body block and a block that returns (`if (i < n) { ... }`), with no store
//!   before the branch;
//! - only arithmetic, comparisons, address computations, non-volatile
//!   non-atomic loads and stores to memory other than shared memory, and calls of
//!   LLVM intrinsics that touch no memory and are not convergent (no barrier,
//!   shuffle, vote, atomic or fence);
//! - no use of a module variable (shared memory, `__constant__`, `__device__`),
//!   so that the variants' module shares nothing with the kernels' and is
//!   compiled apart and loaded only when a launch first needs it;
//! - the block index in x is read, and the grid's x extent only where the target
//!   can tell it apart ([`GridDimX`]).
//!
//! The device layer launches the variant ([`FACTOR`] times fewer blocks in x)
//! for grids large enough to fill the device; smaller grids and cooperative
//! launches use the kernel as written.

use std::collections::{HashMap, HashSet};

use inkwell::AddressSpace;
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::basic_block::BasicBlock;
use inkwell::builder::Builder;
use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::module::{Linkage, Module};
use inkwell::types::{BasicMetadataTypeEnum, BasicTypeEnum};
use inkwell::values::{
    AnyValue, AnyValueEnum, AsValueRef, BasicValue, BasicValueEnum, CallSiteValue, FunctionValue,
    InstructionOpcode, InstructionValue, IntValue, Operand,
};

use crate::{IrError, KernelSignature, Param, ParamType, ScalarType};

/// Blocks of the launched grid that one block of a variant runs.
pub const FACTOR: u32 = gpujit_device::COARSE_FACTOR;

/// Suffix of a variant's name: the variant of kernel `k` is `k` followed by it.
pub const SUFFIX: &str = gpujit_device::COARSE_SUFFIX;

/// Name of a variant's last parameter: the x extent of the grid as launched
/// (before dividing by [`FACTOR`]).
pub const GRID_PARAM: &str = "gpujit_grid_x";

/// How a target's optimised code reads the grid's x extent.
#[derive(Debug, Clone, Copy)]
pub enum GridDimX {
    /// A call of this intrinsic (NVIDIA's `llvm.nvvm.read.ptx.sreg.nctaid.x`).
    Intrinsic(&'static str),
    /// A 32-bit load at byte 0 of the pointer this intrinsic returns (AMD's
    /// `hidden_block_count_x`, first of the implicit kernel arguments). Any
    /// other access to its first 4 bytes makes a kernel ineligible.
    ImplicitArgument(&'static str),
}

/// The intrinsics through which a target's code reads the block index and the
/// grid's extent in x.
#[derive(Debug, Clone, Copy)]
pub struct Target {
    /// The intrinsic that returns the block index in x.
    pub block_id_x: &'static str,
    /// How the grid's x extent is read.
    pub grid_dim_x: GridDimX,
}

/// NVIDIA's special registers.
pub const NVPTX: Target = Target {
    block_id_x: "llvm.nvvm.read.ptx.sreg.ctaid.x",
    grid_dim_x: GridDimX::Intrinsic("llvm.nvvm.read.ptx.sreg.nctaid.x"),
};

/// AMD's workgroup id and implicit kernel arguments.
pub const AMDGCN: Target = Target {
    block_id_x: "llvm.amdgcn.workgroup.id.x",
    grid_dim_x: GridDimX::ImplicitArgument("llvm.amdgcn.implicitarg.ptr"),
};

/// The variant's name for kernel `name`.
pub fn variant_name(name: &str) -> String {
    format!("{name}{SUFFIX}")
}

/// Adds the coarsened variant of each eligible kernel of `kernels` (optimised code of
/// `module` for `target`) to the module, and returns the variants' signatures, in the
/// order of `kernels`. Ineligible kernels are left as they are.
pub fn add_variants(
    module: &Module<'_>,
    kernels: &[KernelSignature],
    target: &Target,
) -> Result<Vec<KernelSignature>, IrError> {
    let mut out = Vec::new();
    for sig in kernels {
        let Some(f) = module.get_function(&sig.name) else {
            continue;
        };
        let Ok(shape) = shape(module, f, target) else {
            continue;
        };
        build_variant(module, f, &shape, target)?;
        let mut params = sig.params.clone();
        params.push(Param {
            name: GRID_PARAM.into(),
            ty: ParamType::Scalar(ScalarType::U32),
        });
        out.push(KernelSignature {
            name: variant_name(&sig.name),
            params,
            max_threads: sig.max_threads,
        });
    }
    Ok(out)
}

/// The coarsened variants of the eligible kernels among `kernels` (the signatures of
/// `lowered`'s kernels), as a module of their own for the same machine, with their
/// signatures; `None` when `coarsen` is false or no kernel is eligible. `lowered` is
/// left as it is. The variants read no module variable, so the two modules share
/// nothing: the variants' module can be compiled and loaded apart, when a launch
/// first needs it. The time it takes counts as optimisation of `lowered`.
pub fn variants_module<'ctx>(
    lowered: &mut crate::lower::Lowered<'ctx>,
    kernels: &[KernelSignature],
    target: &Target,
    coarsen: bool,
) -> Result<Option<(crate::lower::Lowered<'ctx>, Vec<KernelSignature>)>, IrError> {
    if !coarsen {
        return Ok(None);
    }
    let t = std::time::Instant::now();
    let eligible: Vec<KernelSignature> = kernels
        .iter()
        .filter(|k| ineligible(&lowered.module, &k.name, target).is_none())
        .cloned()
        .collect();
    let out = if eligible.is_empty() {
        None
    } else {
        let module = lowered.module.clone();
        let sigs = add_variants(&module, &eligible, target)?;
        keep_only(&module, &sigs, &lowered.machine)?;
        crate::lower::verify(&module)?;
        Some((
            crate::lower::Lowered {
                module,
                machine: lowered.machine.clone(),
                times: crate::lower::StageTimes::default(),
            },
            sigs,
        ))
    };
    lowered.times.optimize += t.elapsed();
    Ok(out)
}

/// `module` as text, then, where there are `variants`, their module after a comment
/// line that says so.
pub fn print_with_variants(module: &Module<'_>, variants: Option<&Module<'_>>) -> String {
    let mut out = module.print_to_string().to_string();
    if let Some(v) = variants {
        out.push_str(
            "\n; The coarsened variants: a module of their own, loaded at the first launch \
             that uses one.\n",
        );
        out.push_str(&v.print_to_string().to_string());
    }
    out
}

/// Removes from `module` everything the functions `keep` do not reach: every
/// other definition is made internal, and LLVM's global dead-code elimination
/// drops what is unused.
fn keep_only(
    module: &Module<'_>,
    keep: &[KernelSignature],
    machine: &inkwell::targets::TargetMachine,
) -> Result<(), IrError> {
    let kept: HashSet<&str> = keep.iter().map(|k| k.name.as_str()).collect();
    let roots: Vec<_> = module
        .get_globals()
        .filter(|g| g.get_linkage() == Linkage::Appending)
        .collect();
    for g in roots {
        // SAFETY: an appending global (`llvm.used`, `llvm.global_ctors`) is a list of
        // roots that nothing uses; it is not touched after this.
        unsafe { g.delete() };
    }
    for f in module.get_functions() {
        if f.count_basic_blocks() > 0 && !kept.contains(f.get_name().to_string_lossy().as_ref()) {
            f.set_linkage(Linkage::Internal);
        }
    }
    for g in module.get_globals() {
        if g.get_initializer().is_some() {
            g.set_linkage(Linkage::Internal);
        }
    }
    module
        .run_passes(
            "globaldce",
            machine,
            inkwell::passes::PassBuilderOptions::create(),
        )
        .map_err(|e| llvm(format!("globaldce: {e}")))
}

/// Why kernel `name` of `module` (optimised code for `target`) has no coarsened
/// variant, or `None` when it has one.
pub fn ineligible(module: &Module<'_>, name: &str, target: &Target) -> Option<String> {
    match module.get_function(name) {
        None => Some(format!("no function `{name}`")),
        Some(f) => shape(module, f, target).err(),
    }
}

/// What a kernel's instruction is to the pass.
enum Kind {
    /// Computes a value from its operands (or reads a register).
    Pure,
    /// Reads memory.
    Load,
    /// Writes memory: a copy's second phase starts with its first store.
    Store,
    /// Reads the block index in x.
    BlockIdX,
    /// Reads the grid's extent in x.
    GridDimX,
}

/// An eligible kernel: its instructions in order (the entry block's, then the
/// body's), without terminators.
struct Shape<'ctx> {
    seq: Vec<InstructionValue<'ctx>>,
    kinds: Vec<Kind>,
    /// Instructions of `seq` in the entry block.
    entry_len: usize,
    /// The entry's branch condition, and whether the body is taken when it holds.
    guard: Option<(IntValue<'ctx>, bool)>,
    /// Index in `seq` of the first store.
    split: usize,
}

fn shape<'ctx>(
    module: &Module<'ctx>,
    f: FunctionValue<'ctx>,
    target: &Target,
) -> Result<Shape<'ctx>, String> {
    if f.get_type().get_return_type().is_some() {
        return Err("the kernel returns a value".into());
    }
    if f.get_subprogram().is_some() {
        return Err("the kernel has debug information".into());
    }
    if uses_global(module, f) {
        return Err(
            "the kernel uses a module variable (shared memory, `__constant__` or \
             `__device__`), which its variant, a module of its own, could not share"
                .into(),
        );
    }
    let blocks = f.get_basic_blocks();
    let entry = *blocks.first().ok_or("the kernel has no body")?;
    let term = entry
        .get_terminator()
        .ok_or("the entry block has no terminator")?;
    let (body, guard) = match (blocks.len(), term.get_opcode()) {
        (1, InstructionOpcode::Return) => (None, None),
        (3, InstructionOpcode::Br) if term.get_num_operands() == 3 => {
            // Operands of a conditional branch: condition, false target, true target.
            let cond = match term.get_operand(0) {
                Some(Operand::Value(BasicValueEnum::IntValue(c))) => c,
                _ => return Err("unexpected branch".into()),
            };
            let target_of = |i| match term.get_operand(i) {
                Some(Operand::Block(b)) => Ok(b),
                _ => Err("unexpected branch".to_string()),
            };
            let (on_false, on_true) = (target_of(1)?, target_of(2)?);
            let body_on_true = if returns_at_once(on_false) {
                true
            } else if returns_at_once(on_true) {
                false
            } else {
                return Err("neither branch of the entry block returns".into());
            };
            let (body, exit) = if body_on_true {
                (on_true, on_false)
            } else {
                (on_false, on_true)
            };
            let bt = body.get_terminator().ok_or("the body has no terminator")?;
            let ends_right = match bt.get_opcode() {
                InstructionOpcode::Return => true,
                InstructionOpcode::Br => {
                    bt.get_num_operands() == 1
                        && matches!(bt.get_operand(0), Some(Operand::Block(b)) if b == exit)
                }
                _ => false,
            };
            if !ends_right || body == entry || exit == entry {
                return Err("the body does not end the kernel".into());
            }
            (Some(body), Some((cond, body_on_true)))
        }
        _ => return Err("more control flow than one guarded block".into()),
    };
    let mut seq: Vec<InstructionValue<'ctx>> = without_terminator(entry);
    let entry_len = seq.len();
    if let Some(b) = body {
        seq.extend(without_terminator(b));
    }
    let kinds = seq
        .iter()
        .map(|&i| kind(i, target))
        .collect::<Result<Vec<_>, _>>()?;
    if !kinds.iter().any(|k| matches!(k, Kind::BlockIdX)) {
        return Err("the kernel does not read the block index in x".into());
    }
    let split = kinds
        .iter()
        .position(|k| matches!(k, Kind::Store))
        .ok_or("the kernel stores nothing")?;
    if guard.is_some() && split < entry_len {
        return Err("the kernel stores before its bounds check".into());
    }
    Ok(Shape {
        seq,
        kinds,
        entry_len,
        guard,
        split,
    })
}

fn without_terminator(b: BasicBlock<'_>) -> Vec<InstructionValue<'_>> {
    b.get_instructions()
        .filter(|i| !i.is_terminator())
        .collect()
}

/// Whether `b` is a lone `ret void`.
fn returns_at_once(b: BasicBlock<'_>) -> bool {
    b.get_first_instruction()
        .is_some_and(|i| i.get_opcode() == InstructionOpcode::Return && i.get_num_operands() == 0)
}

fn pointer_space(v: Option<Operand<'_>>) -> Option<AddressSpace> {
    match v {
        Some(Operand::Value(BasicValueEnum::PointerValue(p))) => {
            Some(p.get_type().get_address_space())
        }
        _ => None,
    }
}

const SHARED: u16 = 3;

fn kind(i: InstructionValue<'_>, target: &Target) -> Result<Kind, String> {
    use InstructionOpcode as O;
    let shared = AddressSpace::from(SHARED);
    let op = i.get_opcode();
    match op {
        O::Load | O::Store => {
            if i.get_volatile().unwrap_or(true) {
                return Err("a volatile access".into());
            }
            if !matches!(
                i.get_atomic_ordering(),
                Ok(inkwell::AtomicOrdering::NotAtomic)
            ) {
                return Err("an atomic access".into());
            }
            let ptr = if op == O::Load { 0 } else { 1 };
            if pointer_space(i.get_operand(ptr)) == Some(shared) {
                return Err("a shared-memory access".into());
            }
            if op == O::Store {
                return Ok(Kind::Store);
            }
            if let GridDimX::ImplicitArgument(name) = target.grid_dim_x
                && let Some(Operand::Value(v)) = i.get_operand(0)
                && is_call_of(v, name)
            {
                let ty = i.get_type();
                return if ty.is_int_type() && ty.into_int_type().get_bit_width() == 32 {
                    Ok(Kind::GridDimX)
                } else {
                    Err("a read of the implicit arguments".into())
                };
            }
            Ok(Kind::Load)
        }
        O::Call => {
            let call = CallSiteValue::try_from(i).map_err(|_| "a call".to_string())?;
            let callee = call
                .get_called_fn_value()
                .ok_or("an indirect call".to_string())?;
            let name = callee.get_name().to_string_lossy().into_owned();
            if name == target.block_id_x {
                return Ok(Kind::BlockIdX);
            }
            if matches!(target.grid_dim_x, GridDimX::Intrinsic(n) if n == name) {
                return Ok(Kind::GridDimX);
            }
            if let GridDimX::ImplicitArgument(n) = target.grid_dim_x
                && n == name
            {
                return implicit_uses_ok(i)
                    .then_some(Kind::Pure)
                    .ok_or("a read of the implicit arguments".into());
            }
            // Registers that tell blocks apart other than by their index (clusters,
            // the dispatch packet's grid size) would see the narrower grid.
            if name.contains("cluster") || name == "llvm.amdgcn.dispatch.ptr" {
                return Err(format!("a call of {name}"));
            }
            let memory = Attribute::get_named_enum_kind_id("memory");
            let convergent = Attribute::get_named_enum_kind_id("convergent");
            let touches_nothing = callee
                .get_enum_attribute(AttributeLoc::Function, memory)
                .is_some_and(|a| a.get_enum_value() == 0);
            if callee.count_basic_blocks() != 0
                || !name.starts_with("llvm.")
                || !touches_nothing
                || callee
                    .get_enum_attribute(AttributeLoc::Function, convergent)
                    .is_some()
            {
                return Err(format!("a call of {name}"));
            }
            Ok(Kind::Pure)
        }
        O::AddrSpaceCast => {
            if pointer_space(i.get_operand(0)) == Some(shared) {
                return Err("a shared-memory address".into());
            }
            Ok(Kind::Pure)
        }
        O::Add
        | O::Sub
        | O::Mul
        | O::UDiv
        | O::SDiv
        | O::URem
        | O::SRem
        | O::FAdd
        | O::FSub
        | O::FMul
        | O::FDiv
        | O::FRem
        | O::FNeg
        | O::Shl
        | O::LShr
        | O::AShr
        | O::And
        | O::Or
        | O::Xor
        | O::Trunc
        | O::ZExt
        | O::SExt
        | O::FPTrunc
        | O::FPExt
        | O::FPToUI
        | O::FPToSI
        | O::UIToFP
        | O::SIToFP
        | O::PtrToInt
        | O::IntToPtr
        | O::BitCast
        | O::GetElementPtr
        | O::ICmp
        | O::FCmp
        | O::Select
        | O::ExtractElement
        | O::InsertElement
        | O::ShuffleVector
        | O::ExtractValue
        | O::InsertValue
        | O::Freeze => Ok(Kind::Pure),
        other => Err(format!("a {other:?} instruction")),
    }
}

/// Whether `v` is the result of a call of `name`.
fn is_call_of(v: BasicValueEnum<'_>, name: &str) -> bool {
    v.as_instruction_value()
        .and_then(|i| CallSiteValue::try_from(i).ok())
        .and_then(|c| c.get_called_fn_value())
        .is_some_and(|f| f.get_name().to_bytes() == name.as_bytes())
}

/// Whether every use of the implicit-argument pointer `call` is a load at its start
/// (recognised as the grid's x extent) or an address at least 4 bytes past it.
fn implicit_uses_ok(call: InstructionValue<'_>) -> bool {
    let mut u = call.get_first_use();
    while let Some(one) = u {
        let ok = match one.get_user() {
            AnyValueEnum::InstructionValue(i) => match i.get_opcode() {
                InstructionOpcode::Load => true,
                InstructionOpcode::GetElementPtr => constant_offset_past_first_word(i),
                _ => false,
            },
            AnyValueEnum::IntValue(v) => v
                .as_instruction()
                .is_some_and(|i| i.get_opcode() == InstructionOpcode::Load),
            AnyValueEnum::PointerValue(p) => p.as_instruction().is_some_and(|i| {
                i.get_opcode() == InstructionOpcode::GetElementPtr
                    && constant_offset_past_first_word(i)
            }),
            _ => false,
        };
        if !ok {
            return false;
        }
        u = one.get_next_use();
    }
    true
}

/// Whether `gep` is a byte offset (an `i8` GEP of one constant index) of 4 or more.
fn constant_offset_past_first_word(gep: InstructionValue<'_>) -> bool {
    if gep.get_num_operands() != 2 {
        return false;
    }
    use inkwell::llvm_sys::core::{
        LLVMGetGEPSourceElementType, LLVMGetIntTypeWidth, LLVMGetTypeKind,
    };
    // SAFETY: `gep` is a live GEP instruction (its opcode is checked by the callers),
    // whose source element type LLVM keeps; the width is asked of an integer type only.
    let bytes = unsafe {
        let source = LLVMGetGEPSourceElementType(gep.as_value_ref());
        LLVMGetTypeKind(source) == inkwell::llvm_sys::LLVMTypeKind::LLVMIntegerTypeKind
            && LLVMGetIntTypeWidth(source) == 8
    };
    if !bytes {
        return false;
    }
    match gep.get_operand(1) {
        Some(Operand::Value(BasicValueEnum::IntValue(c))) => {
            c.get_zero_extended_constant().is_some_and(|k| k >= 4)
        }
        _ => false,
    }
}

/// Whether any instruction of `f` uses a global variable, directly or through
/// constant expressions.
fn uses_global(module: &Module<'_>, f: FunctionValue<'_>) -> bool {
    /// Whether `v` is used by an instruction of `f`, through at most 8 constant
    /// expressions (more is answered yes).
    fn used_in(v: AnyValueEnum<'_>, f: FunctionValue<'_>, depth: u32) -> bool {
        let mut u = first_use(v);
        while let Some(one) = u {
            let user = one.get_user();
            let hit = match any_instruction(user) {
                Some(i) => i
                    .get_parent()
                    .and_then(|b| b.get_parent())
                    .is_none_or(|p| p == f),
                None => depth >= 8 || used_in(user, f, depth + 1),
            };
            if hit {
                return true;
            }
            u = one.get_next_use();
        }
        false
    }
    module
        .get_globals()
        .any(|g| used_in(g.as_pointer_value().as_any_value_enum(), f, 0))
}

fn first_use<'ctx>(v: AnyValueEnum<'ctx>) -> Option<inkwell::values::BasicValueUse<'ctx>> {
    match v {
        AnyValueEnum::PointerValue(p) => p.get_first_use(),
        AnyValueEnum::IntValue(p) => p.get_first_use(),
        AnyValueEnum::InstructionValue(i) => i.get_first_use(),
        _ => None,
    }
}

fn any_instruction(v: AnyValueEnum<'_>) -> Option<InstructionValue<'_>> {
    match v {
        AnyValueEnum::InstructionValue(i) => Some(i),
        AnyValueEnum::PointerValue(p) => p.as_instruction(),
        AnyValueEnum::IntValue(p) => p.as_instruction(),
        AnyValueEnum::FloatValue(p) => p.as_instruction(),
        AnyValueEnum::VectorValue(p) => p.as_instruction(),
        AnyValueEnum::StructValue(p) => p.as_instruction(),
        AnyValueEnum::ArrayValue(p) => p.as_instruction(),
        _ => None,
    }
}

fn llvm(e: impl std::fmt::Display) -> IrError {
    IrError::Llvm(format!("coarsening: {e}"))
}

fn basic(i: InstructionValue<'_>) -> Option<BasicValueEnum<'_>> {
    BasicValueEnum::try_from(i.as_any_value_enum()).ok()
}

/// The values `i` reads.
fn operands<'ctx>(i: InstructionValue<'ctx>) -> impl Iterator<Item = LLVMValueRef> + 'ctx {
    (0..i.get_num_operands()).filter_map(move |n| match i.get_operand(n) {
        Some(Operand::Value(v)) => Some(v.as_value_ref()),
        _ => None,
    })
}

/// One copy's values: the original's instructions and parameters to the copy's.
type Map<'ctx> = HashMap<LLVMValueRef, BasicValueEnum<'ctx>>;

/// Clones `i` with its operands mapped through `map`, at the builder's position.
fn clone_into<'ctx>(b: &Builder<'ctx>, i: InstructionValue<'ctx>, map: &mut Map<'ctx>) {
    let c = i.explicit_clone();
    for n in 0..c.get_num_operands() {
        if let Some(Operand::Value(v)) = c.get_operand(n)
            && let Some(&m) = map.get(&v.as_value_ref())
        {
            c.set_operand(n, m);
        }
    }
    b.insert_instruction(&c, None);
    if let Some(v) = basic(c) {
        map.insert(i.as_value_ref(), v);
    }
}

/// Instruction `k` of `shape` for one copy: the copy's block index (`block`) or the
/// launched grid's extent (`grid`) for what reads them, else a clone.
fn copy_one<'ctx>(
    b: &Builder<'ctx>,
    shape: &Shape<'ctx>,
    k: usize,
    map: &mut Map<'ctx>,
    block: IntValue<'ctx>,
    grid: IntValue<'ctx>,
) {
    let i = shape.seq[k];
    match shape.kinds[k] {
        Kind::BlockIdX => {
            map.insert(i.as_value_ref(), block.as_basic_value_enum());
        }
        Kind::GridDimX => {
            map.insert(i.as_value_ref(), grid.as_basic_value_enum());
        }
        _ => clone_into(b, i, map),
    }
}

fn build_variant<'ctx>(
    module: &Module<'ctx>,
    f: FunctionValue<'ctx>,
    shape: &Shape<'ctx>,
    target: &Target,
) -> Result<(), IrError> {
    let ctx = module.get_context();
    let i32t = ctx.i32_type();
    let mut params: Vec<BasicMetadataTypeEnum> = f.get_type().get_param_types();
    params.push(i32t.into());
    let name = variant_name(&f.get_name().to_string_lossy());
    let v = module.add_function(
        &name,
        ctx.void_type().fn_type(&params, false),
        Some(f.get_linkage()),
    );
    v.set_call_conventions(f.get_call_conventions());
    for a in f.attributes(AttributeLoc::Function) {
        v.add_attribute(AttributeLoc::Function, a);
    }
    let n = f.count_params();
    for p in 0..n {
        for a in f.attributes(AttributeLoc::Param(p)) {
            v.add_attribute(AttributeLoc::Param(p), a);
        }
    }
    for (o, c) in f.get_params().iter().zip(v.get_params()) {
        c.set_name(&o.get_name().to_string_lossy());
    }
    let grid = v
        .get_nth_param(n)
        .ok_or_else(|| llvm("no grid parameter"))?
        .into_int_value();
    grid.set_name(GRID_PARAM);
    let block_id = module
        .get_function(target.block_id_x)
        .ok_or_else(|| llvm("no block-index intrinsic"))?;

    let b = ctx.create_builder();
    let mut cur = ctx.append_basic_block(v, "entry");
    b.position_at_end(cur);
    let bx = b
        .build_call(block_id, &[], "bx")
        .map_err(llvm)?
        .try_as_basic_value()
        .basic()
        .ok_or_else(|| llvm("block index without a value"))?
        .into_int_value();
    let base = b
        .build_int_mul(bx, i32t.const_int(u64::from(FACTOR), false), "base")
        .map_err(llvm)?;

    // The first phase makes the loads before the first store and what they and the
    // guard need; the arithmetic on loaded values waits for the second phase, so that
    // no copy stalls on its loads before the next copy has made its own.
    let index_of: HashMap<LLVMValueRef, usize> = shape.seq[..shape.split]
        .iter()
        .enumerate()
        .map(|(k, i)| (i.as_value_ref(), k))
        .collect();
    let body_start = if shape.guard.is_some() {
        shape.entry_len
    } else {
        0
    };
    let mut needed: HashSet<usize> = HashSet::new();
    let mut work: Vec<usize> = (0..shape.split)
        .filter(|&k| k < body_start || !matches!(shape.kinds[k], Kind::Pure))
        .collect();
    while let Some(k) = work.pop() {
        if needed.insert(k) {
            work.extend(
                operands(shape.seq[k])
                    .filter_map(|v| index_of.get(&v))
                    .copied(),
            );
        }
    }
    let first: Vec<usize> = (0..shape.split).filter(|k| needed.contains(k)).collect();
    let second: Vec<usize> = (0..shape.seq.len())
        .filter(|k| !needed.contains(k))
        .collect();
    // Values of the first phase that the second phase uses.
    let late: HashSet<LLVMValueRef> = second
        .iter()
        .flat_map(|&k| operands(shape.seq[k]))
        .collect();
    let early: Vec<InstructionValue<'ctx>> = first
        .iter()
        .map(|&k| shape.seq[k])
        .filter(|i| late.contains(&i.as_value_ref()))
        .collect();

    // Phase 1: each copy runs its entry and its body up to the first store.
    let mut copies: Vec<(Map<'ctx>, IntValue<'ctx>, IntValue<'ctx>)> = Vec::new();
    for j in 0..FACTOR {
        let block = b
            .build_int_add(base, i32t.const_int(u64::from(j), false), "b")
            .map_err(llvm)?;
        let valid = b
            .build_int_compare(inkwell::IntPredicate::ULT, block, grid, "valid")
            .map_err(llvm)?;
        let mut map: Map<'ctx> = f
            .get_params()
            .iter()
            .zip(v.get_params())
            .map(|(o, c)| (o.as_value_ref(), c))
            .collect();
        let head = ctx.append_basic_block(v, &format!("c{j}.head"));
        let join = ctx.append_basic_block(v, &format!("c{j}.join"));
        b.build_conditional_branch(valid, head, join)
            .map_err(llvm)?;
        b.position_at_end(head);
        let head_end = shape.split.min(shape.entry_len);
        let emit = |b: &Builder<'ctx>, range: std::ops::Range<usize>, map: &mut Map<'ctx>| {
            for k in range.filter(|k| needed.contains(k)) {
                copy_one(b, shape, k, map, block, grid);
            }
        };
        emit(&b, 0..head_end, &mut map);
        // The edges into `join`, each with the copy's "go on" flag.
        let mut edges: Vec<(BasicBlock<'ctx>, bool)> = vec![(cur, false)];
        match shape.guard {
            None => {
                b.build_unconditional_branch(join).map_err(llvm)?;
                edges.push((head, true));
            }
            Some((cond, on_true)) => {
                let body = ctx.append_basic_block(v, &format!("c{j}.body"));
                let c = map
                    .get(&cond.as_value_ref())
                    .map(|c| c.into_int_value())
                    .unwrap_or(cond);
                let (t, e) = if on_true { (body, join) } else { (join, body) };
                b.build_conditional_branch(c, t, e).map_err(llvm)?;
                edges.push((head, false));
                b.position_at_end(body);
                emit(&b, shape.entry_len..shape.split, &mut map);
                b.build_unconditional_branch(join).map_err(llvm)?;
                edges.push((body, true));
            }
        }
        b.position_at_end(join);
        let go = b.build_phi(ctx.bool_type(), "go").map_err(llvm)?;
        for &(from, flag) in &edges {
            go.add_incoming(&[(&ctx.bool_type().const_int(u64::from(flag), false), from)]);
        }
        for i in &early {
            let Some(&value) = map.get(&i.as_value_ref()) else {
                continue;
            };
            let ty: BasicTypeEnum = value.get_type();
            let phi = b.build_phi(ty, "").map_err(llvm)?;
            let zero = ty.const_zero();
            // The second phase reads the value only where the copy goes on, and the
            // value dominates those edges; the others carry a zero nobody reads.
            for &(from, flag) in &edges {
                phi.add_incoming(&[(if flag { &value } else { &zero }, from)]);
            }
            map.insert(i.as_value_ref(), phi.as_basic_value());
        }
        copies.push((map, go.as_basic_value().into_int_value(), block));
        cur = join;
    }

    // Phase 2: each copy that reached its first store runs the rest.
    for (j, (mut map, go, block)) in copies.into_iter().enumerate() {
        let tail = ctx.append_basic_block(v, &format!("c{j}.tail"));
        let next = ctx.append_basic_block(v, &format!("c{j}.next"));
        b.build_conditional_branch(go, tail, next).map_err(llvm)?;
        b.position_at_end(tail);
        for &k in &second {
            copy_one(&b, shape, k, &mut map, block, grid);
        }
        b.build_unconditional_branch(next).map_err(llvm)?;
        b.position_at_end(next);
    }
    b.build_return(None).map_err(llvm)?;
    Ok(())
}
