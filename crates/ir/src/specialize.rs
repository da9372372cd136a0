//! Specialization: a kernel rewritten for values known at launch.
//!
//! [`specialize`] (portable modules) and [`specialize_nvvm`] (NVVM modules
//! compiled as written) make a *variant* of one kernel: a module holding that
//! kernel alone, with
//!
//! - chosen scalar parameters folded: every use of the parameter inside the
//!   kernel becomes the constant it was launched with; the parameter stays,
//!   so the variant is launched with the same arguments as its generic kernel;
//! - the block size folded: reads of the block dimensions become constants
//!   and the kernel carries launch bounds for exactly that block
//!   (`reqntid` on NVIDIA, `amdgpu-flat-work-group-size` on AMD);
//! - optionally the grid size folded likewise, and pointer parameters marked
//!   as aligned (`align N`), which lets the code generator widen accesses.
//!
//! The target's optimiser then does the rest (loops of known trip count are
//! unrolled, divisions by a known block size become shifts, dead branches
//! go). A variant computes what its generic kernel computes for the values it
//! was made for; launching it with other values is the caller's error, which
//! is why the runtime in `gpujit::specialize` checks values before it picks a
//! variant.
//!
//! ```
//! use gpujit_ir::{build, p, Axis, specialize::{specialize, Values}};
//! let m = build("scale", Default::default(), |m| {
//!     m.kernel("scale", &[p::ptr_f32("x"), p::u32("n"), p::f32("a")], |k, a| {
//!         let i = k.global_id(Axis::X);
//!         k.if_(k.lt(i, a[1]), |k| k.store(a[0], i, k.mul(a[2], k.load(a[0], i))));
//!     })
//! })?;
//! let v = Values { args: vec![(1, 1000)], block: Some([128, 1, 1]), ..Values::default() };
//! let variant = specialize(&m, "scale", &v)?;
//! let text = variant.to_text()?;
//! assert!(text.contains(", 1000") && !text.contains("call i32 @gpujit.block_dim.x"), "{text}");
//! assert_eq!(variant.kernels()[0].max_threads, Some(128));
//! # Ok::<(), gpujit_ir::IrError>(())
//! ```

use std::collections::HashSet;

use gpujit_device::{KernelSignature, ParamType, ScalarType};
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::context::Context;
use inkwell::llvm_sys::core::{
    LLVMConstBitCast, LLVMGetCalledValue, LLVMGetFirstUse, LLVMGetNextUse, LLVMGetUser,
    LLVMInstructionEraseFromParent, LLVMIsACallInst, LLVMReplaceAllUsesWith,
};
use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::module::Module;
use inkwell::types::{AsTypeRef, BasicTypeEnum};
use inkwell::values::{AsValueRef, BasicValueEnum, FunctionValue};

use crate::{Axis, Intrinsic, IrError, MAX_THREADS_ATTRIBUTE, NvvmModule, PortableModule};

mod contract;

/// String attribute of a portable kernel listing the parameters its author
/// marked as worth specializing on (comma-separated names); see
/// [`ModuleBuilder::specializable`](crate::ModuleBuilder::specializable) and [`marked`].
pub const SPECIALIZE_ATTRIBUTE: &str = "gpujit.specialize";

/// String attribute of a portable kernel fixing its block size, `x,y,z`:
/// lowered to `nvvm.reqntid` on NVIDIA and an exact
/// `amdgpu-flat-work-group-size` on AMD.
pub const REQ_THREADS_ATTRIBUTE: &str = "gpujit.req_threads";

/// String attribute of a variant's kernel: how many times its instruction
/// count optimisation may make it (by unrolling loops whose trip counts
/// folding made constant) before it is optimised again without unrolling
/// (see [`lower::optimize`](crate::lower::optimize)). [`specialize`] and
/// [`specialize_nvvm`] set [`UNROLL_GROWTH`].
pub const UNROLL_GROWTH_ATTRIBUTE: &str = "gpujit.unroll-growth";

/// The growth a variant is allowed: twice its instructions before
/// optimisation (at least [`UNROLL_FLOOR`](crate::lower::UNROLL_FLOOR)).
/// The n-body variant of `tests/src/specialize.rs` (`kernels/cuda/nbody.cu`,
/// 4 tiles of 256 bodies folded) grows to over three times its generic
/// kernel's gfx942 code (2,332 to 7,476 bytes) without it.
pub const UNROLL_GROWTH: u32 = 2;

/// The growth limit of `module`: the largest [`UNROLL_GROWTH_ATTRIBUTE`] of
/// its functions, if any has one.
pub(crate) fn unroll_growth(module: &Module<'_>) -> Option<u32> {
    module
        .get_functions()
        .filter_map(|f| f.get_string_attribute(AttributeLoc::Function, UNROLL_GROWTH_ATTRIBUTE))
        .filter_map(|a| a.get_string_value().to_str().ok()?.parse::<u32>().ok())
        .max()
}

/// Removes [`UNROLL_GROWTH_ATTRIBUTE`] from every function of `module`.
pub(crate) fn clear_unroll_growth(module: &Module<'_>) {
    for f in module.get_functions() {
        f.remove_string_attribute(AttributeLoc::Function, UNROLL_GROWTH_ATTRIBUTE);
    }
}

/// The values a variant is made for.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Values {
    /// Scalar parameters folded: (parameter index, the value's bits as
    /// [`KernelArg::scalar_bits`](gpujit_device::KernelArg::scalar_bits) gives them).
    pub args: Vec<(usize, u64)>,
    /// The block size, folded with launch bounds.
    pub block: Option<[u32; 3]>,
    /// The grid size (in blocks), folded.
    pub grid: Option<[u32; 3]>,
    /// Pointer parameters marked as aligned: (parameter index, bytes, a power of two).
    pub align: Vec<(usize, u32)>,
}

impl Values {
    /// The values as text, for cache keys and messages: `a1=1000 b=128,1,1 ...`.
    pub fn key_text(&self) -> String {
        let mut s = String::new();
        for (i, bits) in &self.args {
            s.push_str(&format!("a{i}={bits:#x} "));
        }
        if let Some([x, y, z]) = self.block {
            s.push_str(&format!("b={x},{y},{z} "));
        }
        if let Some([x, y, z]) = self.grid {
            s.push_str(&format!("g={x},{y},{z} "));
        }
        for (i, a) in &self.align {
            s.push_str(&format!("p{i}%{a} "));
        }
        s.trim_end().to_string()
    }
}

/// The functions a flavour of IR reads block and grid sizes with.
struct Reads {
    block: [String; 3],
    grid: [String; 3],
}

const AXES: [Axis; 3] = [Axis::X, Axis::Y, Axis::Z];

fn err(module: &str, message: String) -> IrError {
    IrError::Build {
        message: format!("cannot specialize `{module}`: {message}"),
        location: module.to_string(),
    }
}

/// The variant of `kernel` of `module` for `values`: a portable module
/// holding that kernel alone (see the [module documentation](self)). An
/// error names what cannot be folded (an unknown kernel, a parameter that is
/// not a scalar, an alignment on a non-pointer, a block larger than the
/// kernel's launch bound).
pub fn specialize(
    module: &PortableModule,
    kernel: &str,
    values: &Values,
) -> Result<PortableModule, IrError> {
    let ctx = Context::create();
    let m = module.load(&ctx)?;
    let reads = Reads {
        block: AXES.map(|a| Intrinsic::BlockDim(a).name()),
        grid: AXES.map(|a| Intrinsic::GridDim(a).name()),
    };
    let sig = fold(
        &m,
        module.name(),
        module.kernels(),
        kernel,
        values,
        &reads,
        &|f, b, n| {
            set_attr(&ctx, f, MAX_THREADS_ATTRIBUTE, &n.to_string());
            set_attr(
                &ctx,
                f,
                REQ_THREADS_ATTRIBUTE,
                &format!("{},{},{}", b[0], b[1], b[2]),
            );
        },
    )?;
    Ok(PortableModule {
        name: module.name().to_string(),
        bitcode: m.write_bitcode_to_memory().as_slice().to_vec(),
        kernels: vec![sig],
        options: module.options(),
        refused: Vec::new(),
    })
}

/// [`specialize`] for an NVVM module compiled as written (NVIDIA): block and
/// grid reads are the `llvm.nvvm.read.ptx.sreg.ntid`/`nctaid` intrinsics,
/// and the block size becomes the kernel's `nvvm.reqntid` (in place of any
/// `nvvm.maxntid`: ptxas refuses both on one kernel).
/// (Other targets compile NVVM lifted: specialize [`NvvmModule::lift`]'s
/// result with [`specialize`].)
pub fn specialize_nvvm(
    module: &NvvmModule,
    kernel: &str,
    values: &Values,
) -> Result<NvvmModule, IrError> {
    let ctx = Context::create();
    let m = module.load(&ctx)?;
    let sreg = |what: &str, a: Axis| format!("llvm.nvvm.read.ptx.sreg.{what}.{}", a.name());
    let reads = Reads {
        block: AXES.map(|a| sreg("ntid", a)),
        grid: AXES.map(|a| sreg("nctaid", a)),
    };
    let sig = fold(
        &m,
        module.name(),
        module.kernels(),
        kernel,
        values,
        &reads,
        &|f, b, _| {
            // ptxas takes `.reqntid` or `.maxntid`, never both: the exact
            // block replaces the kernel's own bound (which it is within).
            f.remove_string_attribute(AttributeLoc::Function, "nvvm.maxntid");
            set_attr(
                &ctx,
                f,
                "nvvm.reqntid",
                &format!("{},{},{}", b[0], b[1], b[2]),
            );
        },
    )?;
    Ok(NvvmModule::from_parts(
        module.name(),
        m.write_bitcode_to_memory().as_slice().to_vec(),
        vec![sig],
    ))
}

/// Folds `values` into `kernel` of `m` (whose kernels are `kernels`), gives
/// it launch bounds for the block with `bounds` (the function, the block,
/// its thread count), verifies the module, and returns the variant's
/// signature.
fn fold<'ctx>(
    m: &Module<'ctx>,
    name: &str,
    kernels: &[KernelSignature],
    kernel: &str,
    values: &Values,
    reads: &Reads,
    bounds: &dyn Fn(FunctionValue<'ctx>, [u32; 3], u32),
) -> Result<KernelSignature, IrError> {
    let mut sig = find(kernels, name, kernel)?;
    let others: Vec<&str> = kernels
        .iter()
        .map(|k| k.name.as_str())
        .filter(|n| *n != kernel)
        .collect();
    let f = rewrite(m, name, &sig, values, reads, &others)?;
    f.remove_string_attribute(AttributeLoc::Function, UNROLL_GROWTH_ATTRIBUTE);
    f.add_attribute(
        AttributeLoc::Function,
        m.get_context()
            .create_string_attribute(UNROLL_GROWTH_ATTRIBUTE, &UNROLL_GROWTH.to_string()),
    );
    if let Some(b) = values.block {
        let n = b.iter().map(|&d| u64::from(d)).product::<u64>();
        let n = u32::try_from(n).map_err(|_| err(name, format!("block {b:?}")))?;
        bounds(f, b, n);
        sig.max_threads = Some(n);
    }
    crate::lower::verify(m)?;
    Ok(sig)
}

/// The parameters of `kernel` marked specializable in `module` (by
/// [`ModuleBuilder::specializable`](crate::ModuleBuilder::specializable)), in parameter order.
pub fn marked(module: &PortableModule, kernel: &str) -> Result<Vec<String>, IrError> {
    find(module.kernels(), module.name(), kernel)?;
    let ctx = Context::create();
    let m = module.load(&ctx)?;
    let Some(f) = m.get_function(kernel) else {
        return Err(err(module.name(), format!("no function `{kernel}`")));
    };
    Ok(
        f.get_string_attribute(AttributeLoc::Function, SPECIALIZE_ATTRIBUTE)
            .map(|a| {
                a.get_string_value()
                    .to_string_lossy()
                    .split(',')
                    .filter(|s| !s.is_empty())
                    .map(str::to_string)
                    .collect()
            })
            .unwrap_or_default(),
    )
}

fn find(
    kernels: &[KernelSignature],
    module: &str,
    kernel: &str,
) -> Result<KernelSignature, IrError> {
    kernels
        .iter()
        .find(|k| k.name == kernel)
        .cloned()
        .ok_or_else(|| err(module, format!("it has no kernel `{kernel}`")))
}

fn set_attr<'ctx>(ctx: &'ctx Context, f: FunctionValue<'ctx>, key: &str, value: &str) {
    f.remove_string_attribute(AttributeLoc::Function, key);
    f.add_attribute(
        AttributeLoc::Function,
        ctx.create_string_attribute(key, value),
    );
}

/// Folds `values` into `kernel` of `m`, after deleting the module's other
/// kernels (`others`), so that every function left is reached from this one
/// and block and grid reads can be folded module-wide. Returns the kernel.
fn rewrite<'ctx>(
    m: &Module<'ctx>,
    name: &str,
    sig: &KernelSignature,
    values: &Values,
    reads: &Reads,
    others: &[&str],
) -> Result<FunctionValue<'ctx>, IrError> {
    let ctx = m.get_context();
    let Some(f) = m.get_function(&sig.name) else {
        return Err(err(name, format!("no function `{}`", sig.name)));
    };
    if f.count_params() as usize != sig.params.len() {
        return Err(err(
            name,
            format!(
                "kernel `{}` has {} LLVM parameters for {} declared ones",
                sig.name,
                f.count_params(),
                sig.params.len()
            ),
        ));
    }
    for other in others {
        let Some(g) = m.get_function(other) else {
            continue;
        };
        // SAFETY: reads the use list of a live function of `m`.
        let unused = unsafe { LLVMGetFirstUse(g.as_value_ref()) }.is_null();
        if unused {
            // SAFETY: `g` is a function of `m` that nothing uses.
            unsafe { g.delete() };
        }
    }
    let mut folds = Vec::new();
    for &(i, bits) in &values.args {
        let param = sig
            .params
            .get(i)
            .ok_or_else(|| err(name, format!("kernel `{}` has no parameter {i}", sig.name)))?;
        let ParamType::Scalar(s) = param.ty else {
            return Err(err(
                name,
                format!(
                    "parameter `{}` is not a scalar ({:?})",
                    param.name, param.ty
                ),
            ));
        };
        let Some(arg) = f.get_nth_param(i as u32) else {
            return Err(err(name, format!("no LLVM parameter {i}")));
        };
        let value = constant(&ctx, arg.get_type(), s, bits).ok_or_else(|| {
            err(
                name,
                format!(
                    "parameter `{}` has an LLVM type that does not hold {s:?}",
                    param.name
                ),
            )
        })?;
        folds.push((arg.as_value_ref(), value));
    }
    let mut reads_folded = Vec::new();
    for (dims, fns) in [(values.block, &reads.block), (values.grid, &reads.grid)] {
        let Some(dims) = dims else { continue };
        if dims.contains(&0) {
            return Err(err(name, format!("a zero dimension in {dims:?}")));
        }
        for (d, read) in dims.iter().zip(fns.iter()) {
            if let Some(decl) = m.get_function(read) {
                reads_folded.push((decl, u64::from(*d)));
            }
        }
    }
    // Products of folded values the code generator may fuse stay computed
    // at run time (see `contract`). Each value is a constant of its
    // parameter's type (checked by `constant`).
    let reads_calls: HashSet<LLVMValueRef> = reads_folded
        .iter()
        .flat_map(|&(decl, _)| calls_of(decl))
        .collect();
    let mut kept = HashSet::new();
    contract::fold_into(f.as_value_ref(), &folds, &reads_calls, &mut kept);
    for (decl, d) in reads_folded {
        let value = ctx.i32_type().const_int(d, false).as_value_ref();
        fold_calls(decl, value, &kept);
    }
    if let (Some(b), Some(max)) = (values.block, sig.max_threads) {
        let n = b.iter().map(|&d| u64::from(d)).product::<u64>();
        if n > u64::from(max) {
            return Err(err(
                name,
                format!("block {b:?} has more threads than the kernel's launch bound {max}"),
            ));
        }
    }
    for &(i, bytes) in &values.align {
        let param = sig
            .params
            .get(i)
            .ok_or_else(|| err(name, format!("kernel `{}` has no parameter {i}", sig.name)))?;
        if !matches!(param.ty, ParamType::Pointer(_)) || !bytes.is_power_of_two() {
            return Err(err(
                name,
                format!(
                    "alignment {bytes} of `{}`: a pointer and a power of two are needed",
                    param.name
                ),
            ));
        }
        let kind = Attribute::get_named_enum_kind_id("align");
        f.add_attribute(
            AttributeLoc::Param(i as u32),
            ctx.create_enum_attribute(kind, u64::from(bytes)),
        );
    }
    Ok(f)
}

/// `bits` as a constant of `ty`, when `ty` is the LLVM type of scalar `s`.
fn constant<'ctx>(
    ctx: &inkwell::context::ContextRef<'ctx>,
    ty: BasicTypeEnum<'ctx>,
    s: ScalarType,
    bits: u64,
) -> Option<LLVMValueRef> {
    let width = (s.size() * 8) as u32;
    let masked = if width >= 64 {
        bits
    } else {
        bits & ((1u64 << width) - 1)
    };
    let v: BasicValueEnum<'ctx> = match ty {
        BasicTypeEnum::IntType(t) if t.get_bit_width() == width => {
            t.const_int(masked, false).into()
        }
        BasicTypeEnum::FloatType(t) => {
            let (int, float) = match s {
                ScalarType::F16 => (ctx.i16_type(), ctx.f16_type()),
                ScalarType::BF16 => (ctx.i16_type(), ctx.bf16_type()),
                ScalarType::F32 => (ctx.i32_type(), ctx.f32_type()),
                ScalarType::F64 => (ctx.i64_type(), ctx.f64_type()),
                _ => return None,
            };
            if t != float {
                return None;
            }
            let i = int.const_int(masked, false);
            // SAFETY: a bit cast between a constant integer and a float type
            // of the same width (LLVM checks the width and folds it to a float).
            return Some(unsafe { LLVMConstBitCast(i.as_value_ref(), t.as_type_ref()) });
        }
        _ => return None,
    };
    Some(v.as_value_ref())
}

/// The calls of `decl`.
fn calls_of(decl: FunctionValue<'_>) -> Vec<LLVMValueRef> {
    let d = decl.as_value_ref();
    let mut calls = Vec::new();
    // SAFETY: walks the use list of a live function; users are live values.
    unsafe {
        let mut u = LLVMGetFirstUse(d);
        while !u.is_null() {
            let user = LLVMGetUser(u);
            if !LLVMIsACallInst(user).is_null() && LLVMGetCalledValue(user) == d {
                calls.push(user);
            }
            u = LLVMGetNextUse(u);
        }
    }
    calls
}

/// Replaces every call of `decl` (a read with no arguments) but those in
/// `kept` by `value` and deletes the calls.
fn fold_calls(decl: FunctionValue<'_>, value: LLVMValueRef, kept: &HashSet<LLVMValueRef>) {
    for c in calls_of(decl).into_iter().filter(|c| !kept.contains(c)) {
        // SAFETY: `c` is a call of `decl` returning the type of `value` (i32);
        // its uses move to `value` before it is erased.
        unsafe {
            LLVMReplaceAllUsesWith(c, value);
            LLVMInstructionEraseFromParent(c);
        }
    }
}

#[cfg(test)]
mod tests;
