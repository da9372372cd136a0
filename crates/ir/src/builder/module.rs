//! Defining kernels, device functions and constant data in a module.

use std::cell::{Cell, RefCell};
use std::panic::Location;

use gpujit_device::{KernelSignature, Param, ScalarType};
use inkwell::AddressSpace;
use inkwell::attributes::AttributeLoc;
use inkwell::context::Context;
use inkwell::module::Linkage;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicValueEnum, FunctionValue};

use crate::{IrError, KERNEL_ATTRIBUTE};

use super::{
    Func, KernelBuilder, LaunchBounds, MAX_THREADS_ATTRIBUTE, MIN_BLOCKS_ATTRIBUTE, ModuleBuilder,
    ModuleOptions, Space, Type, Value, llvm_type, param_type, scalar_type,
};

impl<'ctx> ModuleBuilder<'ctx> {
    pub(crate) fn new(ctx: &'ctx Context, name: &str, options: ModuleOptions) -> Self {
        ModuleBuilder {
            ctx,
            module: ctx.create_module(name),
            kernels: Vec::new(),
            options,
            shared_arrays: Cell::new(0),
        }
    }

    fn check_new_name(&self, name: &str, location: &Location<'_>) -> Result<(), IrError> {
        if self.module.get_function(name).is_some() || name.starts_with(crate::PREFIX) {
            return Err(IrError::Build {
                message: format!(
                    "a function named `{name}` is already defined or the name is reserved"
                ),
                location: location.to_string(),
            });
        }
        Ok(())
    }

    /// Defines a kernel named `name` with typed parameters; `body` receives the
    /// kernel builder and one [`Value`] per parameter. Errors made in the body
    /// (mismatched types, ...) are returned here with the caller's location.
    ///
    /// ```
    /// use gpujit_ir::{build, p};
    /// let m = build("copy", Default::default(), |m| {
    ///     m.kernel("copy", &[p::ptr_f32("src"), p::ptr_f32("dst"), p::u32("n")], |k, a| {
    ///         let i = k.global_id(gpujit_ir::Axis::X);
    ///         k.if_(k.lt(i, a[2]), |k| k.store(a[1], i, k.load(a[0], i)));
    ///     })
    /// }).unwrap();
    /// assert_eq!(m.kernels()[0].name, "copy");
    /// ```
    #[track_caller]
    pub fn kernel(
        &mut self,
        name: &str,
        params: &[Param],
        body: impl FnOnce(&KernelBuilder<'_, 'ctx>, &[Value<'ctx>]),
    ) -> Result<(), IrError> {
        self.kernel_with(name, params, LaunchBounds::default(), body)
    }

    /// [`ModuleBuilder::kernel`] with launch-bounds hints, lowered to
    /// `maxntid`/`minctasm` on NVIDIA and `amdgpu-flat-work-group-size`/
    /// `amdgpu-waves-per-eu` on AMD; every backend refuses a launch with more
    /// threads per block than `max_threads`.
    #[track_caller]
    pub fn kernel_with(
        &mut self,
        name: &str,
        params: &[Param],
        bounds: LaunchBounds,
        body: impl FnOnce(&KernelBuilder<'_, 'ctx>, &[Value<'ctx>]),
    ) -> Result<(), IrError> {
        let location = Location::caller();
        self.check_new_name(name, location)?;
        let types = params
            .iter()
            .map(param_type)
            .collect::<Result<Vec<_>, _>>()
            .map_err(|message| IrError::Build {
                message,
                location: location.to_string(),
            })?;
        let func = self.declare(name, &types, None, params.iter().map(|p| p.name.as_str()));
        func.add_attribute(
            AttributeLoc::Function,
            self.ctx.create_string_attribute(KERNEL_ATTRIBUTE, ""),
        );
        let signature = crate::import::encode_params(params);
        func.add_attribute(
            AttributeLoc::Function,
            self.ctx
                .create_string_attribute(crate::import::PARAMS_ATTRIBUTE, &signature),
        );
        for (key, v) in [
            (MAX_THREADS_ATTRIBUTE, bounds.max_threads),
            (MIN_BLOCKS_ATTRIBUTE, bounds.min_blocks),
        ] {
            if let Some(v) = v {
                func.add_attribute(
                    AttributeLoc::Function,
                    self.ctx.create_string_attribute(key, &v.to_string()),
                );
            }
        }
        self.define(func, &types, None, body)?;
        self.kernels.push(KernelSignature {
            name: name.to_string(),
            params: params.to_vec(),
            max_threads: bounds.max_threads,
        });
        Ok(())
    }

    /// Marks scalar parameters of the already defined kernel `kernel` as worth
    /// specializing on (a loop count, a size): the runtime's
    /// `Specialize::marked()` folds them into constants in variants compiled
    /// for the values the kernel is launched with (see [`crate::specialize`]).
    ///
    /// ```
    /// use gpujit_ir::{build, p, Axis};
    /// let m = build("m", Default::default(), |m| {
    ///     m.kernel("fill", &[p::ptr_f32("x"), p::u32("n")], |k, a| {
    ///         let i = k.global_id(Axis::X);
    ///         k.if_(k.lt(i, a[1]), |k| k.store(a[0], i, k.f32(1.0)));
    ///     })?;
    ///     m.specializable("fill", &["n"])
    /// })?;
    /// assert_eq!(gpujit_ir::specialize::marked(&m, "fill")?, ["n"]);
    /// # Ok::<(), gpujit_ir::IrError>(())
    /// ```
    #[track_caller]
    pub fn specializable(&mut self, kernel: &str, params: &[&str]) -> Result<(), IrError> {
        let location = Location::caller();
        let fail = |message: String| IrError::Build {
            message,
            location: location.to_string(),
        };
        let sig = self
            .kernels
            .iter()
            .find(|k| k.name == kernel)
            .ok_or_else(|| fail(format!("no kernel `{kernel}` is defined")))?;
        for name in params {
            match sig.params.iter().find(|p| p.name == *name) {
                Some(p) if matches!(p.ty, gpujit_device::ParamType::Scalar(_)) => {}
                Some(_) => return Err(fail(format!("parameter `{name}` is not a scalar"))),
                None => {
                    return Err(fail(format!("kernel `{kernel}` has no parameter `{name}`")));
                }
            }
        }
        let Some(func) = self.module.get_function(kernel) else {
            return Err(fail(format!("no function `{kernel}`")));
        };
        func.add_attribute(
            AttributeLoc::Function,
            self.ctx.create_string_attribute(
                crate::specialize::SPECIALIZE_ATTRIBUTE,
                &params.join(","),
            ),
        );
        Ok(())
    }

    /// Read-only data placed in constant memory, readable from every kernel of
    /// the module through [`KernelBuilder::const_ptr`]. Values are converted to
    /// `elem` (integers from their integral part).
    ///
    /// ```
    /// # use gpujit_ir::*;
    /// build("poly", Default::default(), |m| {
    ///     let coef = m.constant_array("coef", ScalarType::F32, &[1.0, 0.5, 0.25]);
    ///     m.kernel("k", &[p::ptr_f32("x")], |k, a| {
    ///         let (i, c) = (k.global_id(Axis::X), k.const_ptr(&coef));
    ///         let x = k.load(a[0], i);
    ///         let y = k.fma(k.fma(k.load(c, k.u32(2)), x, k.load(c, k.u32(1))), x, k.load(c, k.u32(0)));
    ///         k.store(a[0], i, y);
    ///     })
    /// })?;
    /// # Ok::<(), IrError>(())
    /// ```
    pub fn constant_array(
        &mut self,
        name: &str,
        elem: ScalarType,
        values: &[f64],
    ) -> crate::ops::ConstArray<'ctx> {
        let t = scalar_type(self.ctx, elem);
        let items: Vec<BasicValueEnum<'ctx>> = values
            .iter()
            .map(|&v| match t {
                BasicTypeEnum::FloatType(f) => f.const_float(v).into(),
                BasicTypeEnum::IntType(i) => {
                    i.const_int(v as i64 as u64, elem.is_signed_int()).into()
                }
                other => other.const_zero(),
            })
            .collect();
        let init = match t {
            BasicTypeEnum::FloatType(f) => f.const_array(
                &items
                    .iter()
                    .map(|v| v.into_float_value())
                    .collect::<Vec<_>>(),
            ),
            BasicTypeEnum::IntType(i) => {
                i.const_array(&items.iter().map(|v| v.into_int_value()).collect::<Vec<_>>())
            }
            _ => self.ctx.i8_type().const_array(&[]),
        };
        let g = self.module.add_global(
            init.get_type(),
            Some(AddressSpace::from(Space::Constant as u16)),
            &format!("gpujit.const.{name}"),
        );
        g.set_initializer(&init);
        g.set_constant(true);
        g.set_linkage(Linkage::Internal);
        g.set_alignment(16);
        crate::ops::ConstArray {
            global: g,
            elem,
            len: values.len() as u32,
        }
    }

    /// Defines a device function: typed parameters (scalars or pointers in any
    /// address space) and an optional scalar result, returned with
    /// [`KernelBuilder::ret`]. Call it with [`KernelBuilder::call`].
    #[track_caller]
    pub fn function(
        &mut self,
        name: &str,
        params: &[(&str, Type)],
        ret: Option<ScalarType>,
        body: impl FnOnce(&KernelBuilder<'_, 'ctx>, &[Value<'ctx>]),
    ) -> Result<Func<'ctx>, IrError> {
        let location = Location::caller();
        self.check_new_name(name, location)?;
        let types: Vec<Type> = params.iter().map(|p| p.1).collect();
        let ret = ret.map(Type::Scalar);
        let func = self.declare(name, &types, ret, params.iter().map(|p| p.0));
        func.set_linkage(Linkage::Internal);
        self.define(func, &types, ret, body)?;
        Ok(Func {
            func,
            params: types.into(),
            ret,
        })
    }

    fn declare<'n>(
        &self,
        name: &str,
        types: &[Type],
        ret: Option<Type>,
        names: impl Iterator<Item = &'n str>,
    ) -> FunctionValue<'ctx> {
        let llvm_params: Vec<_> = types
            .iter()
            .map(|t| llvm_type(self.ctx, *t).into())
            .collect();
        let fn_ty = match ret {
            Some(r) => {
                inkwell::types::BasicType::fn_type(&llvm_type(self.ctx, r), &llvm_params, false)
            }
            None => self.ctx.void_type().fn_type(&llvm_params, false),
        };
        let func = self
            .module
            .add_function(name, fn_ty, Some(Linkage::External));
        for (p, n) in func.get_param_iter().zip(names) {
            p.set_name(n);
        }
        func
    }

    fn define(
        &self,
        func: FunctionValue<'ctx>,
        types: &[Type],
        ret: Option<Type>,
        body: impl FnOnce(&KernelBuilder<'_, 'ctx>, &[Value<'ctx>]),
    ) -> Result<(), IrError> {
        let entry = self.ctx.append_basic_block(func, "entry");
        let builder = self.ctx.create_builder();
        builder.position_at_end(entry);
        let kb = KernelBuilder {
            m: self,
            builder,
            func,
            entry,
            error: RefCell::new(None),
            terminated: Cell::new(false),
            ret,
        };
        let values: Vec<Value<'ctx>> = func
            .get_param_iter()
            .zip(types)
            .map(|(raw, &ty)| Value { raw, ty })
            .collect();
        body(&kb, &values);
        kb.finish()
    }
}
