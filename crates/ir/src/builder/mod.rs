//! The kernel builder: typed values, arithmetic, memory, control flow and GPU ops.
//!
//! The builder's methods are grouped by subject: `module` defines kernels and
//! functions, `arith` constants, arithmetic, comparisons and casts, `memory`
//! loads, stores and variables, `control` structured control flow, `gpu` the
//! thread and block queries and the barrier.

use std::cell::{Cell, RefCell};
use std::panic::Location;

use gpujit_device::{KernelSignature, Param, ParamType, ScalarType};
use inkwell::AddressSpace;
use inkwell::basic_block::BasicBlock;
use inkwell::builder::{Builder, BuilderError};
use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicValueEnum, FunctionValue};

use crate::IrError;

mod arith;
mod control;
mod gpu;
mod memory;
mod module;

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
}

pub(crate) fn llvm_err(e: BuilderError) -> IrError {
    IrError::Llvm(e.to_string())
}
