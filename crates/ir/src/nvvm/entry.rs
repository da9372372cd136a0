//! Kernels: which functions are kernels, and their portable entries with
//! parameter lists and launch bounds.

use inkwell::attributes::AttributeLoc;
use inkwell::module::Module;
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

/// Makes each kernel portable: the C calling convention, an entry with
/// global pointers ([`global_pointer_entry`]), the kernel and parameter
/// attributes and the launch bounds.
pub(super) fn mark_kernels<'ctx>(
    module: &Module<'ctx>,
    kernels: &[FunctionValue<'ctx>],
    annotations: &[Annotation<'ctx>],
) -> Result<(), IrError> {
    let ctx = module.get_context();
    let module_name = module.get_name().to_string_lossy().into_owned();
    let params_of = |f: FunctionValue<'_>| {
        crate::import::derive_params(f).map_err(|message| IrError::Parse {
            module: module_name.clone(),
            message,
        })
    };
    for orig in kernels {
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
    Ok(())
}

/// Gives a kernel whose pointer parameters are generic (as NVVM's are) an
/// entry with global pointers, as clang's HIP ABI does: the original becomes
/// an internal, always-inlined function called with the pointers cast back to
/// generic, so targets can infer global accesses (faster than flat ones on
/// AMD) and code objects describe the arguments as global buffers. Returns the
/// entry (the kernel itself when it has no generic pointer parameter).
pub(super) fn global_pointer_entry<'ctx>(
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
