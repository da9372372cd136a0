//! Kernels: which functions are kernels, and their portable entries with
//! parameter lists and launch bounds.

use gpujit_device::{KernelSignature, ParamType};
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::module::Module;
use inkwell::targets::TargetData;
use inkwell::values::FunctionValue;

use super::PTX_KERNEL_CC;
use super::meta::Annotation;
use crate::{IrError, KERNEL_ATTRIBUTE, MAX_THREADS_ATTRIBUTE, MIN_BLOCKS_ATTRIBUTE};

/// The kernels of an NVVM module: `ptx_kernel` functions and functions an
/// `!nvvm.annotations` `"kernel"` entry names, in that order.
pub(super) fn kernels<'ctx>(
    module: &Module<'ctx>,
    annotations: &[Annotation<'ctx>],
) -> Vec<FunctionValue<'ctx>> {
    let mut kernels: Vec<FunctionValue<'_>> = module
        .get_functions()
        .filter(|f| f.get_call_conventions() == PTX_KERNEL_CC)
        .collect();
    for a in annotations {
        if a.pairs.iter().any(|(k, v)| k == "kernel" && *v == 1) && !kernels.contains(&a.function) {
            kernels.push(a.function);
        }
    }
    kernels
}

/// A kernel's launch bounds: (max threads per block, min blocks per SM),
/// from `!nvvm.annotations` or the `nvvm.maxntid`/`nvvm.reqntid`/
/// `nvvm.minctasm` attributes LLVM 20+ writes (and upgrades annotations to).
pub(super) fn launch_bounds(
    f: FunctionValue<'_>,
    annotations: &[Annotation<'_>],
) -> (Option<u64>, Option<u64>) {
    let get = |key: &str| {
        annotations
            .iter()
            .filter(|a| a.function == f)
            .flat_map(|a| a.pairs.iter())
            .find(|(k2, _)| k2 == key)
            .map(|(_, v)| *v)
    };
    let attr = |key: &str| {
        f.get_string_attribute(AttributeLoc::Function, key)
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
    let max = dims("nvvm.maxntid")
        .or_else(|| dims("nvvm.reqntid"))
        .or_else(|| {
            (x.is_some() || y.is_some() || z.is_some())
                .then(|| x.unwrap_or(1) * y.unwrap_or(1) * z.unwrap_or(1))
        });
    let min = get("minctasm").or_else(|| dims("nvvm.minctasm"));
    (max, min)
}

/// The signature a kernel has as NVVM writes it (and keeps when lifted):
/// pointers of unknown element type, by-value structs as bytes.
pub(super) fn signature(
    module: &Module<'_>,
    f: FunctionValue<'_>,
    annotations: &[Annotation<'_>],
) -> Result<KernelSignature, IrError> {
    let name = f.get_name().to_string_lossy().into_owned();
    let err = |message: String| IrError::Parse {
        module: module.get_name().to_string_lossy().into_owned(),
        message: format!("kernel `{name}`: {message}"),
    };
    let td = TargetData::create(&module.get_data_layout().as_str().to_string_lossy());
    let mut params = crate::import::derive_params(f).map_err(err)?;
    for (i, p) in params.iter_mut().enumerate() {
        if let Some((size, align)) = byval_layout(f, i as u32, &td) {
            p.ty = ParamType::Bytes {
                size: u16::try_from(size)
                    .map_err(|_| err(format!("parameter {i} is too large")))?,
                align: align as u16,
            };
        }
    }
    Ok(KernelSignature {
        name,
        params,
        max_threads: launch_bounds(f, annotations).0.map(|n| n as u32),
    })
}

/// Size and alignment (at most 8: an array of 1-8 byte words carries it) of
/// by-value parameter `i`, if it is one.
fn byval_layout(f: FunctionValue<'_>, i: u32, td: &TargetData) -> Option<(u64, u64)> {
    let kind = Attribute::get_named_enum_kind_id("byval");
    let attr = f.get_enum_attribute(AttributeLoc::Param(i), kind)?;
    let ty = attr.get_type_value();
    let size = td.get_abi_size(&ty);
    let align = u64::from(td.get_abi_alignment(&ty)).clamp(1, 8);
    // The bytes are whole words of the alignment.
    Some((size.next_multiple_of(align), align))
}

/// Makes each kernel portable: the C calling convention, an entry with
/// global pointers and by-value structs as arrays ([`portable_entry`]), the
/// kernel and parameter attributes and the launch bounds.
pub(super) fn mark_kernels<'ctx>(
    module: &Module<'ctx>,
    kernels: &[FunctionValue<'ctx>],
    annotations: &[Annotation<'ctx>],
) -> Result<(), IrError> {
    let ctx = module.get_context();
    let module_name = module.get_name().to_string_lossy().into_owned();
    let td = TargetData::create(&module.get_data_layout().as_str().to_string_lossy());
    for orig in kernels {
        let (max, min) = launch_bounds(*orig, annotations);
        orig.set_call_conventions(0);
        let k = &portable_entry(module, *orig, &td)?;
        let params = crate::import::derive_params(*k).map_err(|message| IrError::Parse {
            module: module_name.clone(),
            message,
        })?;
        let mut attrs = vec![
            (KERNEL_ATTRIBUTE, String::new()),
            (
                crate::import::PARAMS_ATTRIBUTE,
                crate::import::encode_params(&params),
            ),
        ];
        if let Some(n) = max {
            attrs.push((MAX_THREADS_ATTRIBUTE, n.to_string()));
        }
        if let Some(n) = min {
            attrs.push((MIN_BLOCKS_ATTRIBUTE, n.to_string()));
        }
        for (key, value) in attrs {
            k.add_attribute(
                AttributeLoc::Function,
                ctx.create_string_attribute(key, &value),
            );
        }
    }
    Ok(())
}

/// Gives a kernel whose pointer parameters are generic (as NVVM's are) an
/// entry with global pointers, as clang's HIP ABI does, and whose by-value
/// struct parameters are pointers to a copy an entry with the struct's bytes
/// (an array of words, which every target passes by value): the original
/// becomes an internal, always-inlined function called with the pointers
/// cast back to generic and the structs copied to the stack, so targets can
/// infer global accesses (faster than flat ones on AMD) and code objects
/// describe the arguments as global buffers. Returns the entry (the kernel
/// itself when no parameter needs it).
pub(super) fn portable_entry<'ctx>(
    module: &Module<'ctx>,
    f: FunctionValue<'ctx>,
    td: &TargetData,
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
    let byval: Vec<Option<(u64, u64)>> = (0..params.len() as u32)
        .map(|i| byval_layout(f, i, td))
        .collect();
    if !params.iter().any(|t| *t == BasicTypeEnum::from(generic))
        && byval.iter().all(Option::is_none)
    {
        return Ok(f);
    }
    let name = f.get_name().to_string_lossy().into_owned();
    f.as_global_value().set_name(&format!("{name}.gpujit.flat"));
    f.set_linkage(inkwell::module::Linkage::Internal);
    let always = ctx.create_enum_attribute(Attribute::get_named_enum_kind_id("alwaysinline"), 0);
    // clang 21+ marks kernels `noinline` (nothing calls a kernel): the
    // original becomes an ordinary function to inline into its entry.
    for kind in ["noinline", "optnone"] {
        let id = Attribute::get_named_enum_kind_id(kind);
        f.remove_enum_attribute(AttributeLoc::Function, id);
    }
    f.add_attribute(AttributeLoc::Function, always);
    let word = |align: u64| {
        ctx.custom_width_int_type(
            std::num::NonZeroU32::new(8 * align as u32).unwrap_or(std::num::NonZeroU32::MIN),
        )
    };
    let mut new_params: Vec<BasicMetadataTypeEnum<'ctx>> = Vec::new();
    for (t, bv) in params.iter().zip(&byval) {
        new_params.push(match bv {
            Some((size, align)) => word(*align)
                .map_err(|e| IrError::Llvm(e.to_string()))?
                .array_type((size / align) as u32)
                .into(),
            None if *t == BasicTypeEnum::from(generic) => global.into(),
            None => (*t).into(),
        });
    }
    let entry = module.add_function(&name, ctx.void_type().fn_type(&new_params, false), None);
    let b = ctx.create_builder();
    b.position_at_end(ctx.append_basic_block(entry, "entry"));
    let mut args = Vec::with_capacity(params.len());
    for (i, (p, old)) in entry.get_param_iter().zip(f.get_param_iter()).enumerate() {
        p.set_name(&old.get_name().to_string_lossy());
        let v: inkwell::values::BasicValueEnum<'ctx> = if let Some((_, align)) = byval[i] {
            // The struct's bytes, copied where the original reads them.
            let kind = Attribute::get_named_enum_kind_id("byval");
            let attr = f
                .get_enum_attribute(AttributeLoc::Param(i as u32), kind)
                .ok_or_else(|| IrError::Llvm("a by-value parameter lost its type".into()))?;
            let sty = attr.get_type_value();
            let slot = b.build_alloca(p.get_type(), "").map_err(err)?;
            if let Some(inst) = slot.as_instruction() {
                let want = td.get_abi_alignment(&sty).max(align as u32);
                inst.set_alignment(want)
                    .map_err(|e| IrError::Llvm(e.to_string()))?;
            }
            b.build_store(slot, p).map_err(err)?;
            let want = old.get_type().into_pointer_type();
            if slot.get_type() == want {
                slot.into()
            } else {
                b.build_address_space_cast(slot, want, "")
                    .map_err(err)?
                    .into()
            }
        } else if p.get_type() == BasicTypeEnum::from(global) && old.get_type() != p.get_type() {
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
    // The entry's stack slot is already the callee's own copy of each struct:
    // without `byval`, inlining passes the slot on instead of copying it
    // again into an alloca of the parameter's address space (generic, which
    // AMDGPU cannot select: its stack is address space 5).
    let kind = Attribute::get_named_enum_kind_id("byval");
    for (i, bv) in byval.iter().enumerate() {
        if bv.is_some() {
            f.remove_enum_attribute(AttributeLoc::Param(i as u32), kind);
        }
    }
    Ok(entry)
}
