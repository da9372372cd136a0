//! A PTX module's functions as LLVM functions written the way NVVM writes
//! them (`ptx_kernel` kernels, launch bounds as `nvvm.*` attributes), so
//! that the NVVM lift makes them portable: signatures, parameters and which
//! 64-bit kernel parameters are pointers.

use std::collections::{HashMap, HashSet};

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::module::{Linkage, Module};
use inkwell::types::{AnyType, BasicMetadataTypeEnum, BasicType, BasicTypeEnum};
use inkwell::values::FunctionValue;

use super::parse::{Body, Func, ParamDecl};
use crate::nvvm::PTX_KERNEL_CC;
use crate::nvvm::asm::Ty;
use crate::nvvm::ptx::{Operand, Statement};

/// The LLVM type of a scalar PTX type.
pub(crate) fn scalar_type<'ctx>(
    ctx: inkwell::context::ContextRef<'ctx>,
    ty: &str,
) -> Option<BasicTypeEnum<'ctx>> {
    Some(match Ty::parse(ty)? {
        Ty::F(32) => ctx.f32_type().into(),
        Ty::F(64) => ctx.f64_type().into(),
        Ty::Pred => ctx.bool_type().into(),
        t => int_type(ctx, t.bits())?.into(),
    })
}

/// The integer type of `bits` bits (1, 8, 16, 32, 64 or 128).
pub(crate) fn int_type<'ctx>(
    ctx: inkwell::context::ContextRef<'ctx>,
    bits: u32,
) -> Option<inkwell::types::IntType<'ctx>> {
    Some(match bits {
        1 => ctx.bool_type(),
        8 => ctx.i8_type(),
        16 => ctx.i16_type(),
        32 => ctx.i32_type(),
        64 => ctx.i64_type(),
        128 => ctx.i128_type(),
        _ => return None,
    })
}

/// How a parameter is passed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Pass {
    /// A scalar by value.
    Scalar,
    /// A kernel's global pointer (a 64-bit address).
    Pointer,
    /// A kernel's bytes by value: a `byval` pointer.
    ByVal,
    /// A function's array by value.
    Array,
}

/// The LLVM type and passing of a parameter.
pub(crate) fn param_type<'ctx>(
    ctx: inkwell::context::ContextRef<'ctx>,
    d: &ParamDecl,
    kernel: bool,
    pointer: bool,
) -> Option<(BasicTypeEnum<'ctx>, Pass)> {
    if let Some(bytes) = d.array {
        if kernel {
            return Some((ctx.ptr_type(Default::default()).into(), Pass::ByVal));
        }
        return Some((ctx.i8_type().array_type(bytes as u32).into(), Pass::Array));
    }
    if kernel && pointer {
        return Some((ctx.ptr_type(Default::default()).into(), Pass::Pointer));
    }
    scalar_type(ctx, &d.ty).map(|t| (t, Pass::Scalar))
}

/// The by-value type of a kernel's array parameter: words of its alignment
/// (at most 8 bytes), so that its signature has that alignment.
pub(crate) fn byval_type<'ctx>(
    ctx: inkwell::context::ContextRef<'ctx>,
    d: &ParamDecl,
) -> BasicTypeEnum<'ctx> {
    let bytes = d.array.unwrap_or(0);
    let align = byval_align(d);
    int_type(ctx, (align * 8) as u32)
        .unwrap_or(ctx.i8_type())
        .array_type((bytes / align) as u32)
        .into()
}

/// The alignment of a kernel's array parameter as its signature gives it:
/// its `.align` up to 8 where the size is a multiple of it, else 1.
pub(crate) fn byval_align(d: &ParamDecl) -> u64 {
    let bytes = d.array.unwrap_or(0);
    let align = u64::from(d.align.unwrap_or(1).clamp(1, 8));
    if bytes.is_multiple_of(align) {
        align
    } else {
        1
    }
}

/// The kernel's 64-bit parameters that are pointers: marked `.ptr`,
/// pointers in the C++ signature the kernel's mangled name gives (nvcc's and
/// NVRTC's names; a parameter the kernel never uses shows only there), or
/// read into a register from which (through `mov`, `cvta` and additions of
/// one such register and something else) comes a register that
/// `cvta.to.global` converts or that a global or generic memory access
/// addresses.
pub(crate) fn pointer_params(f: &Func) -> HashSet<String> {
    let mut out: HashSet<String> = f
        .params
        .iter()
        .filter(|p| p.ptr && p.array.is_none())
        .map(|p| p.name.clone())
        .collect();
    if !f.kernel {
        return HashSet::new();
    }
    let wide: HashSet<&str> = f
        .params
        .iter()
        .filter(|p| p.array.is_none() && Ty::parse(&p.ty).is_some_and(|t| t.bits() == 64))
        .map(|p| p.name.as_str())
        .collect();
    if let Some(declared) = super::mangled::pointer_params(&f.name)
        && declared.len() == f.params.len()
    {
        for (p, pointer) in f.params.iter().zip(declared) {
            if pointer && wide.contains(p.name.as_str()) {
                out.insert(p.name.clone());
            }
        }
    }
    // Register → the parameter its value comes from.
    let mut from: HashMap<String, String> = HashMap::new();
    let source = |from: &HashMap<String, String>, o: &Operand| match o {
        Operand::Reg(r) => from.get(r).cloned(),
        _ => None,
    };
    for (_, b) in f.body.iter().flatten() {
        let Body::Stmt(Statement::Inst(i)) = b else {
            continue;
        };
        let space_ok = !["shared", "local", "param", "const"]
            .iter()
            .any(|s| i.has(s));
        match (i.opcode.as_str(), i.operands.as_slice()) {
            (
                "ld",
                [
                    Operand::Reg(d),
                    Operand::Addr {
                        base: Some(base),
                        offset: 0,
                    },
                ],
            ) if i.has("param") => {
                if let Operand::Reg(p) = base.as_ref()
                    && wide.contains(p.as_str())
                {
                    from.insert(d.clone(), p.clone());
                }
            }
            ("cvta", [Operand::Reg(d), s, ..]) => {
                if let Some(p) = source(&from, s) {
                    if i.has("to") && i.has("global") {
                        out.insert(p.clone());
                    }
                    from.insert(d.clone(), p);
                }
            }
            ("mov", [Operand::Reg(d), s]) => {
                if let Some(p) = source(&from, s) {
                    from.insert(d.clone(), p);
                }
            }
            ("add" | "sub", [Operand::Reg(d), x, y]) => {
                match (source(&from, x), source(&from, y)) {
                    (Some(p), None) | (None, Some(p)) => {
                        from.insert(d.clone(), p);
                    }
                    _ => {
                        from.remove(d);
                    }
                }
            }
            (op, ops) if space_ok && matches!(op, "ld" | "st" | "atom" | "red" | "prefetch") => {
                for o in ops {
                    if let Operand::Addr {
                        base: Some(base), ..
                    } = o
                        && let Some(p) = source(&from, base)
                    {
                        out.insert(p);
                    }
                }
                // A load's destination holds data, not the address.
                if let Some(Operand::Reg(d)) = ops.first()
                    && op != "st"
                {
                    from.remove(d);
                }
            }
            (_, [Operand::Reg(d), ..]) => {
                from.remove(d);
            }
            _ => {}
        }
    }
    out
}

/// Declares `f` in `module`; `None` (with the reason) when a parameter type has no LLVM form.
pub(crate) fn declare<'ctx>(
    module: &Module<'ctx>,
    f: &Func,
) -> Result<FunctionValue<'ctx>, String> {
    let ctx = module.get_context();
    let pointers = pointer_params(f);
    let mut params: Vec<BasicMetadataTypeEnum<'ctx>> = Vec::new();
    let mut byval = Vec::new();
    for (k, p) in f.params.iter().enumerate() {
        let (t, pass) = param_type(ctx, p, f.kernel, pointers.contains(&p.name))
            .ok_or_else(|| format!("parameter `{}` of type .{}", p.name, p.ty))?;
        if pass == Pass::ByVal {
            byval.push((k as u32, byval_type(ctx, p), p.align.unwrap_or(1)));
        }
        params.push(t.into());
    }
    let mut rets = Vec::new();
    for r in &f.rets {
        let (t, _) = param_type(ctx, r, false, false)
            .ok_or_else(|| format!("result `{}` of type .{}", r.name, r.ty))?;
        rets.push(t);
    }
    let fty = match rets.as_slice() {
        [] => ctx.void_type().fn_type(&params, false),
        [one] => one.fn_type(&params, false),
        many => ctx.struct_type(many, false).fn_type(&params, false),
    };
    if module.get_function(&f.name).is_some() {
        return Err(format!("`{}` is defined twice", f.name));
    }
    let linkage = if f.kernel || f.visible || f.body.is_none() {
        None
    } else {
        Some(Linkage::Internal)
    };
    let func = module.add_function(&f.name, fty, linkage);
    for (k, t, align) in byval {
        let kind = Attribute::get_named_enum_kind_id("byval");
        func.add_attribute(
            AttributeLoc::Param(k),
            ctx.create_type_attribute(kind, t.as_any_type_enum()),
        );
        let kind = Attribute::get_named_enum_kind_id("align");
        func.add_attribute(
            AttributeLoc::Param(k),
            ctx.create_enum_attribute(kind, u64::from(align.clamp(1, 8))),
        );
    }
    for (k, p) in f.params.iter().enumerate() {
        if let Some(v) = func.get_nth_param(k as u32) {
            v.set_name(&p.name);
        }
    }
    if f.kernel {
        func.set_call_conventions(PTX_KERNEL_CC);
        for (name, vals) in &f.perf {
            let key = match name.as_str() {
                "maxntid" => "nvvm.maxntid",
                "reqntid" => "nvvm.reqntid",
                "minnctapersm" => "nvvm.minctasm",
                _ => continue,
            };
            let product = vals.iter().try_fold(1u64, |a, b| a.checked_mul(*b));
            if vals.is_empty() || vals.len() > 3 || product.is_none_or(|p| p > u64::from(u32::MAX))
            {
                return Err(format!("`.{name}` of {vals:?}"));
            }
            let v: Vec<String> = vals.iter().map(u64::to_string).collect();
            func.add_attribute(
                AttributeLoc::Function,
                ctx.create_string_attribute(key, &v.join(",")),
            );
        }
    }
    Ok(func)
}
