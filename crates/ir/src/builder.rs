//! The kernel builder: typed values, arithmetic, memory, control flow and GPU ops.

use std::cell::{Cell, RefCell};
use std::panic::Location;

use gpujit_device::{KernelSignature, Param, ParamType, ScalarType};
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::basic_block::BasicBlock;
use inkwell::builder::{Builder, BuilderError};
use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::types::BasicTypeEnum;
use inkwell::values::FastMathFlags;
use inkwell::values::{BasicValue, BasicValueEnum, CallSiteValue, FunctionValue, IntValue};
use inkwell::{AddressSpace, FloatPredicate, IntPredicate};

use crate::intrinsics::{Axis, Intrinsic};
use crate::{IrError, KERNEL_ATTRIBUTE};

/// Address spaces, numbered as NVPTX and AMDGPU both number them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Space {
    /// Generic (flat) addresses.
    Generic = 0,
    /// Global device memory.
    Global = 1,
    /// Block-shared memory (LDS).
    Shared = 3,
    /// Read-only constant memory.
    Constant = 4,
    /// Thread-private memory.
    Private = 5,
}

/// The type of a [`Value`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Type {
    /// A scalar.
    Scalar(ScalarType),
    /// A pointer to elements of a scalar type in an address space.
    Ptr(ScalarType, Space),
    /// A small struct or array passed by value (`size` bytes aligned to
    /// `align`); read its fields with [`KernelBuilder::field`].
    Bytes(u16, u16),
}

impl std::fmt::Display for Type {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Type::Scalar(s) => write!(f, "{s}"),
            Type::Ptr(s, sp) => write!(f, "*{s} ({sp:?})"),
            Type::Bytes(size, align) => write!(f, "bytes{size}x{align}"),
        }
    }
}

/// A typed SSA value inside a kernel under construction.
#[derive(Debug, Clone, Copy)]
pub struct Value<'ctx> {
    pub(crate) raw: BasicValueEnum<'ctx>,
    pub(crate) ty: Type,
}

impl<'ctx> Value<'ctx> {
    /// The value's type.
    pub fn ty(&self) -> Type {
        self.ty
    }
}

/// A mutable local variable; promoted to SSA registers by optimisation.
#[derive(Debug, Clone, Copy)]
pub struct Var<'ctx> {
    slot: inkwell::values::PointerValue<'ctx>,
    ty: ScalarType,
}

/// Options that apply to a whole module.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ModuleOptions {
    /// Allow floating-point contraction (`a*b+c` → fma), as nvcc and hipcc do. Default on.
    pub contract: bool,
}

impl Default for ModuleOptions {
    fn default() -> Self {
        ModuleOptions { contract: true }
    }
}

/// Builds the kernels and functions of one portable module.
pub struct ModuleBuilder<'ctx> {
    pub(crate) ctx: &'ctx Context,
    pub(crate) module: Module<'ctx>,
    pub(crate) kernels: Vec<KernelSignature>,
    pub(crate) options: ModuleOptions,
    pub(crate) shared_arrays: Cell<u32>,
}

/// Launch-bounds hints for a kernel, as CUDA's `__launch_bounds__`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct LaunchBounds {
    /// Most threads per block the kernel is launched with; launches with more fail.
    pub max_threads: Option<u32>,
    /// Blocks per multiprocessor the compiler should leave room for.
    pub min_blocks: Option<u32>,
}

/// A device function defined in the module, callable from kernels and other functions.
#[derive(Debug, Clone)]
pub struct Func<'ctx> {
    pub(crate) func: FunctionValue<'ctx>,
    pub(crate) params: std::rc::Rc<[Type]>,
    pub(crate) ret: Option<Type>,
}

/// String attributes carrying launch bounds in a portable module.
pub const MAX_THREADS_ATTRIBUTE: &str = "gpujit.max_threads";
/// See [`MAX_THREADS_ATTRIBUTE`].
pub const MIN_BLOCKS_ATTRIBUTE: &str = "gpujit.min_blocks";

fn param_type(p: &Param) -> Result<Type, String> {
    match p.ty {
        ParamType::Scalar(ScalarType::Bool) => {
            Err(format!("parameter `{}`: pass booleans as u8", p.name))
        }
        ParamType::Scalar(s) => Ok(Type::Scalar(s)),
        ParamType::Pointer(Some(s)) => Ok(Type::Ptr(s, Space::Global)),
        ParamType::Pointer(None) => Ok(Type::Ptr(ScalarType::U8, Space::Global)),
        ParamType::Bytes { size, align } => {
            if !matches!(align, 1 | 2 | 4 | 8)
                || size == 0
                || size % align != 0
                || usize::from(size) > gpujit_device::MAX_BY_VALUE
            {
                return Err(format!(
                    "parameter `{}`: a by-value record needs 1 to {} bytes, a multiple of its alignment (1, 2, 4 or 8); got {size} bytes aligned to {align}",
                    p.name,
                    gpujit_device::MAX_BY_VALUE
                ));
            }
            Ok(Type::Bytes(size, align))
        }
    }
}

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

pub(crate) fn llvm_type<'ctx>(ctx: &'ctx Context, ty: Type) -> BasicTypeEnum<'ctx> {
    match ty {
        Type::Scalar(s) => scalar_type(ctx, s),
        Type::Ptr(_, space) => ctx.ptr_type(AddressSpace::from(space as u16)).into(),
        // Words of the record's alignment, so every ABI aligns it as C would.
        Type::Bytes(size, align) => {
            let word = match align {
                8 => ctx.i64_type(),
                4 => ctx.i32_type(),
                2 => ctx.i16_type(),
                _ => ctx.i8_type(),
            };
            word.array_type(u32::from(size / align.max(1))).into()
        }
    }
}

pub(crate) fn scalar_type<'ctx>(ctx: &'ctx Context, s: ScalarType) -> BasicTypeEnum<'ctx> {
    match s {
        ScalarType::Bool => ctx.bool_type().into(),
        ScalarType::I8 | ScalarType::U8 => ctx.i8_type().into(),
        ScalarType::I16 | ScalarType::U16 => ctx.i16_type().into(),
        ScalarType::I32 | ScalarType::U32 => ctx.i32_type().into(),
        ScalarType::I64 | ScalarType::U64 => ctx.i64_type().into(),
        ScalarType::F16 => ctx.f16_type().into(),
        ScalarType::BF16 => ctx.bf16_type().into(),
        ScalarType::F32 => ctx.f32_type().into(),
        ScalarType::F64 => ctx.f64_type().into(),
    }
}

/// Builds the body of one kernel. Every method takes `&self`, so calls nest:
/// `k.store(y, i, k.fma(a, k.load(x, i), k.load(y, i)))`.
///
/// Misuse (an `f32` added to a `u32`, a load through a non-pointer) does not
/// panic: the first error is recorded with its source location and returned by
/// [`ModuleBuilder::kernel`].
pub struct KernelBuilder<'m, 'ctx> {
    pub(crate) m: &'m ModuleBuilder<'ctx>,
    pub(crate) builder: Builder<'ctx>,
    pub(crate) func: FunctionValue<'ctx>,
    entry: BasicBlock<'ctx>,
    error: RefCell<Option<IrError>>,
    pub(crate) terminated: Cell<bool>,
    pub(crate) ret: Option<Type>,
}

type BinOp<'ctx> = fn(
    &Builder<'ctx>,
    BasicValueEnum<'ctx>,
    BasicValueEnum<'ctx>,
    Kind,
) -> Result<BasicValueEnum<'ctx>, BuilderError>;

/// Which family of instruction a scalar type needs.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    Float,
    Signed,
    Unsigned,
}

pub(crate) fn kind(s: ScalarType) -> Kind {
    if s.is_float() {
        Kind::Float
    } else if s.is_signed_int() {
        Kind::Signed
    } else {
        Kind::Unsigned
    }
}

impl<'m, 'ctx> KernelBuilder<'m, 'ctx> {
    fn finish(self) -> Result<(), IrError> {
        if let Some(e) = self.error.into_inner() {
            return Err(e);
        }
        if !self.terminated.get() {
            let here = self.builder.get_insert_block();
            let dead = here.is_some_and(|b| b != self.entry && b.get_first_use().is_none());
            match (self.ret, dead) {
                (None, _) => {
                    self.builder.build_return(None).map_err(llvm_err)?;
                }
                (Some(_), true) => {
                    self.builder.build_unreachable().map_err(llvm_err)?;
                }
                (Some(t), false) => {
                    return Err(IrError::Build {
                        message: format!(
                            "function `{}` can reach its end without returning a {t}",
                            self.func.get_name().to_string_lossy()
                        ),
                        location: "end of function body".into(),
                    });
                }
            }
        }
        Ok(())
    }

    #[track_caller]
    pub(crate) fn fail(&self, message: String) {
        let mut e = self.error.borrow_mut();
        if e.is_none() {
            *e = Some(IrError::Build {
                message,
                location: Location::caller().to_string(),
            });
        }
    }

    pub(crate) fn poison(&self, ty: Type) -> Value<'ctx> {
        let t = llvm_type(self.m.ctx, ty);
        Value {
            raw: t.const_zero(),
            ty,
        }
    }

    #[track_caller]
    pub(crate) fn ok<T>(&self, r: Result<T, BuilderError>) -> Option<T> {
        match r {
            Ok(v) => Some(v),
            Err(e) => {
                self.fail(format!("LLVM builder: {e}"));
                None
            }
        }
    }

    // ---- constants --------------------------------------------------------

    /// A constant of any scalar type from an `f64` (floats) or `i128`-range integer.
    pub(crate) fn constant(&self, ty: ScalarType, int: u64, float: f64) -> Value<'ctx> {
        let t = scalar_type(self.m.ctx, ty);
        let raw = if ty.is_float() {
            t.into_float_type().const_float(float).as_basic_value_enum()
        } else {
            t.into_int_type()
                .const_int(int, ty.is_signed_int())
                .as_basic_value_enum()
        };
        Value {
            raw,
            ty: Type::Scalar(ty),
        }
    }

    /// An `f32` constant.
    pub fn f32(&self, v: f32) -> Value<'ctx> {
        self.constant(ScalarType::F32, 0, f64::from(v))
    }
    /// An `f64` constant.
    pub fn f64(&self, v: f64) -> Value<'ctx> {
        self.constant(ScalarType::F64, 0, v)
    }
    /// A `u32` constant.
    pub fn u32(&self, v: u32) -> Value<'ctx> {
        self.constant(ScalarType::U32, u64::from(v), 0.0)
    }
    /// An `i32` constant.
    pub fn i32(&self, v: i32) -> Value<'ctx> {
        self.constant(ScalarType::I32, v as i64 as u64, 0.0)
    }
    /// A `u64` constant.
    pub fn u64(&self, v: u64) -> Value<'ctx> {
        self.constant(ScalarType::U64, v, 0.0)
    }
    /// An `i64` constant.
    pub fn i64(&self, v: i64) -> Value<'ctx> {
        self.constant(ScalarType::I64, v as u64, 0.0)
    }
    /// A `bool` constant.
    pub fn bool(&self, v: bool) -> Value<'ctx> {
        self.constant(ScalarType::Bool, u64::from(v), 0.0)
    }

    // ---- arithmetic -------------------------------------------------------

    #[track_caller]
    pub(crate) fn binary(
        &self,
        op: &str,
        a: Value<'ctx>,
        b: Value<'ctx>,
        f: BinOp<'ctx>,
    ) -> Value<'ctx> {
        let s = match (a.ty, b.ty) {
            (Type::Scalar(x), Type::Scalar(y)) if x == y && x != ScalarType::Bool => x,
            _ => {
                self.fail(format!(
                    "`{op}` needs two numbers of one type, got {} and {}",
                    a.ty, b.ty
                ));
                return self.poison(a.ty);
            }
        };
        let Some(raw) = self.ok(f(&self.builder, a.raw, b.raw, kind(s))) else {
            return self.poison(a.ty);
        };
        // Constant-folded results are not instructions and carry no flags.
        if kind(s) == Kind::Float
            && self.m.options.contract
            && let Some(inst) = raw.as_instruction_value()
            && inst
                .set_fast_math_flags(FastMathFlags::AllowContract)
                .is_err()
        {
            self.fail(format!(
                "`{op}` produced an instruction that takes no fast-math flags"
            ));
        }
        Value { raw, ty: a.ty }
    }

    /// `a + b`.
    #[track_caller]
    pub fn add(&self, a: Value<'ctx>, b: Value<'ctx>) -> Value<'ctx> {
        self.binary("add", a, b, |bld, x, y, k| match k {
            Kind::Float => bld
                .build_float_add(x.into_float_value(), y.into_float_value(), "")
                .map(Into::into),
            _ => bld
                .build_int_add(x.into_int_value(), y.into_int_value(), "")
                .map(Into::into),
        })
    }

    /// `a - b`.
    #[track_caller]
    pub fn sub(&self, a: Value<'ctx>, b: Value<'ctx>) -> Value<'ctx> {
        self.binary("sub", a, b, |bld, x, y, k| match k {
            Kind::Float => bld
                .build_float_sub(x.into_float_value(), y.into_float_value(), "")
                .map(Into::into),
            _ => bld
                .build_int_sub(x.into_int_value(), y.into_int_value(), "")
                .map(Into::into),
        })
    }

    /// `a * b`.
    #[track_caller]
    pub fn mul(&self, a: Value<'ctx>, b: Value<'ctx>) -> Value<'ctx> {
        self.binary("mul", a, b, |bld, x, y, k| match k {
            Kind::Float => bld
                .build_float_mul(x.into_float_value(), y.into_float_value(), "")
                .map(Into::into),
            _ => bld
                .build_int_mul(x.into_int_value(), y.into_int_value(), "")
                .map(Into::into),
        })
    }

    /// `a / b` (signed or unsigned by type; IEEE for floats).
    #[track_caller]
    pub fn div(&self, a: Value<'ctx>, b: Value<'ctx>) -> Value<'ctx> {
        self.binary("div", a, b, |bld, x, y, k| match k {
            Kind::Float => bld
                .build_float_div(x.into_float_value(), y.into_float_value(), "")
                .map(Into::into),
            Kind::Signed => bld
                .build_int_signed_div(x.into_int_value(), y.into_int_value(), "")
                .map(Into::into),
            Kind::Unsigned => bld
                .build_int_unsigned_div(x.into_int_value(), y.into_int_value(), "")
                .map(Into::into),
        })
    }

    /// `a % b` (signed or unsigned by type).
    #[track_caller]
    pub fn rem(&self, a: Value<'ctx>, b: Value<'ctx>) -> Value<'ctx> {
        self.binary("rem", a, b, |bld, x, y, k| match k {
            Kind::Float => bld
                .build_float_rem(x.into_float_value(), y.into_float_value(), "")
                .map(Into::into),
            Kind::Signed => bld
                .build_int_signed_rem(x.into_int_value(), y.into_int_value(), "")
                .map(Into::into),
            Kind::Unsigned => bld
                .build_int_unsigned_rem(x.into_int_value(), y.into_int_value(), "")
                .map(Into::into),
        })
    }

    /// Fused multiply-add `a * b + c`, rounded once (floats only).
    #[track_caller]
    pub fn fma(&self, a: Value<'ctx>, b: Value<'ctx>, c: Value<'ctx>) -> Value<'ctx> {
        let s = match (a.ty, b.ty, c.ty) {
            (Type::Scalar(x), Type::Scalar(y), Type::Scalar(z))
                if x == y && y == z && x.is_float() =>
            {
                x
            }
            _ => {
                self.fail(format!(
                    "`fma` needs three floats of one type, got {}, {} and {}",
                    a.ty, b.ty, c.ty
                ));
                return self.poison(a.ty);
            }
        };
        let t = scalar_type(self.m.ctx, s);
        let Some(f) = inkwell::intrinsics::Intrinsic::find("llvm.fma")
            .and_then(|i| i.get_declaration(&self.m.module, &[t]))
        else {
            self.fail("llvm.fma is not available".into());
            return self.poison(a.ty);
        };
        let call =
            self.ok(self
                .builder
                .build_call(f, &[a.raw.into(), b.raw.into(), c.raw.into()], "fma"));
        match call.and_then(|c| c.try_as_basic_value().basic()) {
            Some(raw) => Value { raw, ty: a.ty },
            None => self.poison(a.ty),
        }
    }

    #[track_caller]
    fn compare(
        &self,
        op: &str,
        a: Value<'ctx>,
        b: Value<'ctx>,
        preds: (IntPredicate, IntPredicate, FloatPredicate),
    ) -> Value<'ctx> {
        let bool_ty = Type::Scalar(ScalarType::Bool);
        let s = match (a.ty, b.ty) {
            (Type::Scalar(x), Type::Scalar(y)) if x == y => x,
            _ => {
                self.fail(format!(
                    "`{op}` needs two values of one type, got {} and {}",
                    a.ty, b.ty
                ));
                return self.poison(bool_ty);
            }
        };
        let r = match kind(s) {
            Kind::Float => self.builder.build_float_compare(
                preds.2,
                a.raw.into_float_value(),
                b.raw.into_float_value(),
                op,
            ),
            Kind::Signed => self.builder.build_int_compare(
                preds.0,
                a.raw.into_int_value(),
                b.raw.into_int_value(),
                op,
            ),
            Kind::Unsigned => self.builder.build_int_compare(
                preds.1,
                a.raw.into_int_value(),
                b.raw.into_int_value(),
                op,
            ),
        };
        match self.ok(r) {
            Some(v) => Value {
                raw: v.into(),
                ty: bool_ty,
            },
            None => self.poison(bool_ty),
        }
    }

    /// `a < b`.
    #[track_caller]
    pub fn lt(&self, a: Value<'ctx>, b: Value<'ctx>) -> Value<'ctx> {
        self.compare(
            "lt",
            a,
            b,
            (IntPredicate::SLT, IntPredicate::ULT, FloatPredicate::OLT),
        )
    }
    /// `a <= b`.
    #[track_caller]
    pub fn le(&self, a: Value<'ctx>, b: Value<'ctx>) -> Value<'ctx> {
        self.compare(
            "le",
            a,
            b,
            (IntPredicate::SLE, IntPredicate::ULE, FloatPredicate::OLE),
        )
    }
    /// `a > b`.
    #[track_caller]
    pub fn gt(&self, a: Value<'ctx>, b: Value<'ctx>) -> Value<'ctx> {
        self.compare(
            "gt",
            a,
            b,
            (IntPredicate::SGT, IntPredicate::UGT, FloatPredicate::OGT),
        )
    }
    /// `a >= b`.
    #[track_caller]
    pub fn ge(&self, a: Value<'ctx>, b: Value<'ctx>) -> Value<'ctx> {
        self.compare(
            "ge",
            a,
            b,
            (IntPredicate::SGE, IntPredicate::UGE, FloatPredicate::OGE),
        )
    }
    /// `a == b`.
    #[track_caller]
    pub fn eq(&self, a: Value<'ctx>, b: Value<'ctx>) -> Value<'ctx> {
        self.compare(
            "eq",
            a,
            b,
            (IntPredicate::EQ, IntPredicate::EQ, FloatPredicate::OEQ),
        )
    }
    /// `a != b`.
    #[track_caller]
    pub fn ne(&self, a: Value<'ctx>, b: Value<'ctx>) -> Value<'ctx> {
        self.compare(
            "ne",
            a,
            b,
            (IntPredicate::NE, IntPredicate::NE, FloatPredicate::UNE),
        )
    }

    /// `if cond { a } else { b }` without branching.
    #[track_caller]
    pub fn select(&self, cond: Value<'ctx>, a: Value<'ctx>, b: Value<'ctx>) -> Value<'ctx> {
        if cond.ty != Type::Scalar(ScalarType::Bool) || a.ty != b.ty {
            self.fail(format!(
                "`select` needs a bool and two values of one type, got {}, {} and {}",
                cond.ty, a.ty, b.ty
            ));
            return self.poison(a.ty);
        }
        match self.ok(self
            .builder
            .build_select(cond.raw.into_int_value(), a.raw, b.raw, "sel"))
        {
            Some(raw) => Value { raw, ty: a.ty },
            None => self.poison(a.ty),
        }
    }

    /// Converts a scalar to another scalar type (C semantics: truncation,
    /// sign/zero extension by the source's signedness, float↔int rounding toward zero).
    #[track_caller]
    pub fn cast(&self, v: Value<'ctx>, to: ScalarType) -> Value<'ctx> {
        let out = Type::Scalar(to);
        let Type::Scalar(from) = v.ty else {
            self.fail(format!("cannot cast the pointer {} to {to}", v.ty));
            return self.poison(out);
        };
        if from == to {
            return v;
        }
        let t = scalar_type(self.m.ctx, to);
        let b = &self.builder;
        let r: Result<BasicValueEnum<'ctx>, BuilderError> = match (from.is_float(), to.is_float()) {
            (true, true) => b
                .build_float_cast(v.raw.into_float_value(), t.into_float_type(), "")
                .map(Into::into),
            (true, false) if to.is_signed_int() => b
                .build_float_to_signed_int(v.raw.into_float_value(), t.into_int_type(), "")
                .map(Into::into),
            (true, false) => b
                .build_float_to_unsigned_int(v.raw.into_float_value(), t.into_int_type(), "")
                .map(Into::into),
            (false, true) if from.is_signed_int() => b
                .build_signed_int_to_float(v.raw.into_int_value(), t.into_float_type(), "")
                .map(Into::into),
            (false, true) => b
                .build_unsigned_int_to_float(v.raw.into_int_value(), t.into_float_type(), "")
                .map(Into::into),
            (false, false) => b
                .build_int_cast_sign_flag(
                    v.raw.into_int_value(),
                    t.into_int_type(),
                    from.is_signed_int(),
                    "",
                )
                .map(Into::into),
        };
        match self.ok(r) {
            Some(raw) => Value { raw, ty: out },
            None => self.poison(out),
        }
    }

    // ---- memory -----------------------------------------------------------

    #[track_caller]
    pub(crate) fn element_ptr(
        &self,
        ptr: Value<'ctx>,
        index: Value<'ctx>,
    ) -> Option<(inkwell::values::PointerValue<'ctx>, ScalarType)> {
        let Type::Ptr(elem, _) = ptr.ty else {
            self.fail(format!("indexing needs a pointer, got {}", ptr.ty));
            return None;
        };
        let idx = match index.ty {
            Type::Scalar(s) if !s.is_float() && s != ScalarType::Bool => {
                self.widen_index(index.raw.into_int_value(), s)?
            }
            other => {
                self.fail(format!("an index must be an integer, got {other}"));
                return None;
            }
        };
        let t = scalar_type(self.m.ctx, elem);
        // SAFETY: inkwell marks GEP unsafe because out-of-range indices are UB
        // in the generated code, exactly as in the kernel language itself.
        let gep = unsafe {
            self.builder
                .build_in_bounds_gep(t, ptr.raw.into_pointer_value(), &[idx], "")
        };
        self.ok(gep).map(|p| (p, elem))
    }

    fn widen_index(&self, v: IntValue<'ctx>, s: ScalarType) -> Option<IntValue<'ctx>> {
        let i64t = self.m.ctx.i64_type();
        if s.size() == 8 {
            return Some(v);
        }
        let r = if s.is_signed_int() {
            self.builder.build_int_s_extend(v, i64t, "idx")
        } else {
            self.builder.build_int_z_extend(v, i64t, "idx")
        };
        self.ok(r)
    }

    /// Loads `ptr[index]`.
    #[track_caller]
    pub fn load(&self, ptr: Value<'ctx>, index: Value<'ctx>) -> Value<'ctx> {
        let Some((p, elem)) = self.element_ptr(ptr, index) else {
            return self.poison(Type::Scalar(ScalarType::F32));
        };
        let ty = Type::Scalar(elem);
        match self.ok(self
            .builder
            .build_load(scalar_type(self.m.ctx, elem), p, ""))
        {
            Some(raw) => Value { raw, ty },
            None => self.poison(ty),
        }
    }

    /// Stores `value` to `ptr[index]`; the value must have the element type.
    #[track_caller]
    pub fn store(&self, ptr: Value<'ctx>, index: Value<'ctx>, value: Value<'ctx>) {
        if let Type::Ptr(elem, _) = ptr.ty
            && value.ty != Type::Scalar(elem)
        {
            self.fail(format!("storing {} through {}", value.ty, ptr.ty));
            return;
        }
        if let Some((p, _)) = self.element_ptr(ptr, index) {
            self.ok(self.builder.build_store(p, value.raw));
        }
    }

    /// A local variable initialised to `init`.
    #[track_caller]
    pub fn var(&self, init: Value<'ctx>) -> Var<'ctx> {
        let Type::Scalar(s) = init.ty else {
            self.fail(format!("variables hold scalars, got {}", init.ty));
            return Var {
                slot: self.m.ctx.ptr_type(AddressSpace::default()).const_null(),
                ty: ScalarType::U32,
            };
        };
        // Allocas go in the entry block so that mem2reg promotes them.
        let at_entry = self.m.ctx.create_builder();
        match self.entry.get_first_instruction() {
            Some(i) => at_entry.position_before(&i),
            None => at_entry.position_at_end(self.entry),
        }
        let slot = match self.ok(at_entry.build_alloca(scalar_type(self.m.ctx, s), "var")) {
            Some(p) => p,
            None => self.m.ctx.ptr_type(AddressSpace::default()).const_null(),
        };
        let v = Var { slot, ty: s };
        self.set(v, init);
        v
    }

    /// A private slot holding `v` (any type), for reading it through a pointer.
    pub(crate) fn var_of(&self, v: Value<'ctx>) -> Option<inkwell::values::PointerValue<'ctx>> {
        let slot = self.entry_alloca(llvm_type(self.m.ctx, v.ty))?;
        self.ok(self.builder.build_store(slot, v.raw))?;
        Some(slot)
    }

    /// A stack slot of type `ty` in the entry block, where optimisation can
    /// promote it to registers.
    pub(crate) fn entry_alloca(
        &self,
        ty: BasicTypeEnum<'ctx>,
    ) -> Option<inkwell::values::PointerValue<'ctx>> {
        let at_entry = self.m.ctx.create_builder();
        match self.entry.get_first_instruction() {
            Some(i) => at_entry.position_before(&i),
            None => at_entry.position_at_end(self.entry),
        }
        self.ok(at_entry.build_alloca(ty, "local"))
    }

    /// Reads a variable.
    #[track_caller]
    pub fn get(&self, v: Var<'ctx>) -> Value<'ctx> {
        let ty = Type::Scalar(v.ty);
        match self.ok(self
            .builder
            .build_load(scalar_type(self.m.ctx, v.ty), v.slot, ""))
        {
            Some(raw) => Value { raw, ty },
            None => self.poison(ty),
        }
    }

    /// Writes a variable.
    #[track_caller]
    pub fn set(&self, v: Var<'ctx>, value: Value<'ctx>) {
        if value.ty != Type::Scalar(v.ty) {
            self.fail(format!("assigning {} to a {} variable", value.ty, v.ty));
            return;
        }
        self.ok(self.builder.build_store(v.slot, value.raw));
    }

    // ---- control flow -----------------------------------------------------

    pub(crate) fn block(&self, name: &str) -> BasicBlock<'ctx> {
        self.m.ctx.append_basic_block(self.func, name)
    }

    pub(crate) fn branch_to(&self, bb: BasicBlock<'ctx>) {
        if !self.terminated.get() {
            self.ok(self.builder.build_unconditional_branch(bb));
        }
        self.terminated.set(false);
    }

    #[track_caller]
    pub(crate) fn condition(&self, cond: Value<'ctx>) -> IntValue<'ctx> {
        if cond.ty != Type::Scalar(ScalarType::Bool) {
            self.fail(format!("a condition must be a bool, got {}", cond.ty));
            return self.m.ctx.bool_type().const_zero();
        }
        cond.raw.into_int_value()
    }

    /// Runs `then` when `cond` holds.
    #[track_caller]
    pub fn if_(&self, cond: Value<'ctx>, then: impl FnOnce(&Self)) {
        self.if_else(cond, then, |_| {});
    }

    /// Runs `then` when `cond` holds, `otherwise` when it does not.
    #[track_caller]
    pub fn if_else(
        &self,
        cond: Value<'ctx>,
        then: impl FnOnce(&Self),
        otherwise: impl FnOnce(&Self),
    ) {
        let c = self.condition(cond);
        let (bt, be, bm) = (self.block("then"), self.block("else"), self.block("endif"));
        self.ok(self.builder.build_conditional_branch(c, bt, be));
        self.builder.position_at_end(bt);
        then(self);
        self.branch_to(bm);
        self.builder.position_at_end(be);
        otherwise(self);
        self.branch_to(bm);
        self.builder.position_at_end(bm);
    }

    /// Counted loop: runs `body(i)` for `i = start, start+step, ...` while `i < end`.
    /// All three bounds must have one integer type.
    #[track_caller]
    pub fn for_range(
        &self,
        start: Value<'ctx>,
        end: Value<'ctx>,
        step: Value<'ctx>,
        body: impl FnOnce(&Self, Value<'ctx>),
    ) {
        let i = self.var(start);
        let (head, bb, exit) = (
            self.block("for.head"),
            self.block("for.body"),
            self.block("for.exit"),
        );
        self.branch_to(head);
        self.builder.position_at_end(head);
        let cur = self.get(i);
        let c = self.condition(self.lt(cur, end));
        self.ok(self.builder.build_conditional_branch(c, bb, exit));
        self.builder.position_at_end(bb);
        body(self, cur);
        if !self.terminated.get() {
            let next = self.add(self.get(i), step);
            self.set(i, next);
        }
        self.branch_to(head);
        self.builder.position_at_end(exit);
    }

    /// Returns from the kernel (or a function without a result) early. Code
    /// built after it in the same scope is unreachable and removed by optimisation.
    #[track_caller]
    pub fn return_(&self) {
        if let Some(t) = self.ret {
            self.fail(format!("this function returns a {t}: use `ret(value)`"));
            return;
        }
        if !self.terminated.get() {
            self.ok(self.builder.build_return(None));
        }
        let dead = self.block("after.return");
        self.builder.position_at_end(dead);
        self.terminated.set(false);
    }

    // ---- GPU operations ---------------------------------------------------

    pub(crate) fn intrinsic(
        &self,
        op: Intrinsic,
        args: &[BasicValueEnum<'ctx>],
    ) -> Option<CallSiteValue<'ctx>> {
        let name = op.name();
        let f = self.m.module.get_function(&name).unwrap_or_else(|| {
            let ctx = self.m.module.get_context();
            let f = self
                .m
                .module
                .add_function(&name, op.signature(ctx), Some(Linkage::External));
            let nounwind = Attribute::get_named_enum_kind_id("nounwind");
            f.add_attribute(
                AttributeLoc::Function,
                ctx.create_enum_attribute(nounwind, 0),
            );
            f
        });
        let args: Vec<_> = args.iter().map(|a| (*a).into()).collect();
        self.ok(self.builder.build_call(f, &args, ""))
    }

    fn u32_intrinsic(&self, op: Intrinsic) -> Value<'ctx> {
        let ty = Type::Scalar(ScalarType::U32);
        match self
            .intrinsic(op, &[])
            .and_then(|c| c.try_as_basic_value().basic())
        {
            Some(raw) => Value { raw, ty },
            None => self.poison(ty),
        }
    }

    /// Thread index within the block.
    pub fn thread_id(&self, a: Axis) -> Value<'ctx> {
        self.u32_intrinsic(Intrinsic::ThreadId(a))
    }
    /// Block index within the grid.
    pub fn block_id(&self, a: Axis) -> Value<'ctx> {
        self.u32_intrinsic(Intrinsic::BlockId(a))
    }
    /// Threads per block.
    pub fn block_dim(&self, a: Axis) -> Value<'ctx> {
        self.u32_intrinsic(Intrinsic::BlockDim(a))
    }
    /// Blocks in the grid.
    pub fn grid_dim(&self, a: Axis) -> Value<'ctx> {
        self.u32_intrinsic(Intrinsic::GridDim(a))
    }
    /// Threads per warp on the target this module is compiled for.
    pub fn warp_size(&self) -> Value<'ctx> {
        self.u32_intrinsic(Intrinsic::WarpSize)
    }
    /// `block_id * block_dim + thread_id` along one axis.
    #[track_caller]
    pub fn global_id(&self, a: Axis) -> Value<'ctx> {
        let base = self.mul(self.block_id(a), self.block_dim(a));
        self.add(base, self.thread_id(a))
    }
    /// Block-wide barrier: every thread of the block waits here.
    pub fn barrier(&self) {
        self.intrinsic(Intrinsic::Barrier, &[]);
    }
}

pub(crate) fn llvm_err(e: BuilderError) -> IrError {
    IrError::Llvm(e.to_string())
}
