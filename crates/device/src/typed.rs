//! Typed kernels: a parameter list as a Rust tuple type, checked by rustc at every launch.
//!
//! A kernel's parameters are a tuple of [`KernelParam`]s: scalar types (`f32`, `u32`, ...)
//! and buffers with what the kernel does to them: [`In<T>`] (reads), [`Out<T>`] (writes),
//! [`InOut<T>`] (both). The kernel builder (`gpujit_ir::ModuleBuilder::kernel_typed`)
//! makes a kernel from such a tuple and returns a [`KernelDef`]; once its image is loaded,
//! [`Module::typed`] gives the [`TypedKernel`], whose [`TypedKernel::launch`] takes the
//! matching Rust values: a scalar for a scalar, `&Buffer<T>` for `In<T>`, `&mut Buffer<T>`
//! for `Out<T>` and `InOut<T>`. A wrong tuple is a compile error, and the borrow checker
//! refuses a buffer passed both as an output and as anything else.
//!
//! ```
//! use gpujit_device::{In, InOut, KernelParams, ParamType, ScalarType};
//! type Saxpy = (f32, In<f32>, InOut<f32>, u32);
//! assert_eq!(
//!     Saxpy::param_types(),
//!     [
//!         ParamType::Scalar(ScalarType::F32),
//!         ParamType::Pointer(Some(ScalarType::F32)),
//!         ParamType::Pointer(Some(ScalarType::F32)),
//!         ParamType::Scalar(ScalarType::U32),
//!     ]
//! );
//! ```
//!
//! A launch with the wrong tuple does not compile:
//!
//! ```compile_fail,E0308
//! use gpujit_device::{Buffer, Device, In, InOut, LaunchConfig, Result, TypedKernel};
//! fn run(
//!     dev: &dyn Device,
//!     saxpy: &TypedKernel<(f32, In<f32>, InOut<f32>, u32)>,
//!     x: &Buffer<f32>,
//!     y: &mut Buffer<f32>,
//! ) -> Result<()> {
//!     // `a` is an f32 and `n` a u32: an f64 and an i32 are refused.
//!     saxpy.launch(dev, &LaunchConfig::for_elems(4, 256), (2.0f64, x, y, 4i32))
//! }
//! ```
//!
//! nor does an output passed by shared reference:
//!
//! ```compile_fail,E0308
//! use gpujit_device::{Buffer, Device, In, InOut, LaunchConfig, Result, TypedKernel};
//! fn run(
//!     dev: &dyn Device,
//!     saxpy: &TypedKernel<(f32, In<f32>, InOut<f32>, u32)>,
//!     x: &Buffer<f32>,
//!     y: &Buffer<f32>,
//! ) -> Result<()> {
//!     saxpy.launch(dev, &LaunchConfig::for_elems(4, 256), (2.0f32, x, y, 4u32))
//! }
//! ```
//!
//! nor one buffer as both input and output:
//!
//! ```compile_fail,E0502
//! use gpujit_device::{Buffer, Device, In, InOut, LaunchConfig, Result, TypedKernel};
//! fn run(
//!     dev: &dyn Device,
//!     saxpy: &TypedKernel<(f32, In<f32>, InOut<f32>, u32)>,
//!     y: &mut Buffer<f32>,
//! ) -> Result<()> {
//!     saxpy.launch(dev, &LaunchConfig::for_elems(4, 256), (2.0f32, &*y, &mut *y, 4u32))
//! }
//! ```

use std::fmt;
use std::marker::PhantomData;

use crate::{
    Access, Buffer, BufferMut, BufferRef, Device, DeviceCopy, DeviceExt, Error, Kernel, KernelArg,
    LaunchConfig, Module, ParamType, Result, ScalarType,
};

/// A buffer of `T` that the kernel only reads; launched with `&Buffer<T>`.
pub struct In<T: DeviceCopy>(PhantomData<fn() -> T>);

/// A buffer of `T` that the kernel only writes; launched with `&mut Buffer<T>`.
pub struct Out<T: DeviceCopy>(PhantomData<fn() -> T>);

/// A buffer of `T` that the kernel reads and writes; launched with `&mut Buffer<T>`.
pub struct InOut<T: DeviceCopy>(PhantomData<fn() -> T>);

/// One parameter of a typed kernel: a scalar type or [`In`], [`Out`], [`InOut`].
pub trait KernelParam: 'static {
    /// The Rust value a launch passes for it.
    type Arg<'a>;
    /// The parameter's type in the kernel's signature.
    const TYPE: ParamType;
    /// For buffers, what the kernel does to it.
    const ACCESS: Option<Access>;
    /// The launch argument for `arg`.
    fn kernel_arg<'a>(arg: Self::Arg<'a>) -> KernelArg<'a>;
    /// The Rust value a launch queued in a [`Scope`](crate::Scope) passes for it: the
    /// scalar, a [`BufferRef`] for [`In`], a [`BufferMut`] for [`Out`] and [`InOut`].
    type Queued<'a>;
    /// The launch argument for a queued `arg`.
    fn queued_arg<'a>(arg: Self::Queued<'a>) -> KernelArg<'a>;
}

macro_rules! scalar_params {
    ($($t:ty => $s:ident),*) => {$(
        impl KernelParam for $t {
            type Arg<'a> = $t;
            const TYPE: ParamType = ParamType::Scalar(ScalarType::$s);
            const ACCESS: Option<Access> = None;
            fn kernel_arg<'a>(arg: Self::Arg<'a>) -> KernelArg<'a> {
                arg.into()
            }
            type Queued<'a> = $t;
            fn queued_arg<'a>(arg: Self::Queued<'a>) -> KernelArg<'a> {
                arg.into()
            }
        }
    )*};
}

scalar_params!(bool => Bool, i8 => I8, u8 => U8, i16 => I16, u16 => U16, i32 => I32,
               u32 => U32, i64 => I64, u64 => U64, f32 => F32, f64 => F64);

impl<T: DeviceCopy> KernelParam for In<T> {
    type Arg<'a> = &'a Buffer<T>;
    const TYPE: ParamType = ParamType::Pointer(Some(T::TYPE));
    const ACCESS: Option<Access> = Some(Access::Read);
    fn kernel_arg<'a>(arg: Self::Arg<'a>) -> KernelArg<'a> {
        arg.arg()
    }
    type Queued<'a> = BufferRef<'a, T>;
    fn queued_arg<'a>(arg: Self::Queued<'a>) -> KernelArg<'a> {
        arg.arg()
    }
}

impl<T: DeviceCopy> KernelParam for Out<T> {
    type Arg<'a> = &'a mut Buffer<T>;
    const TYPE: ParamType = ParamType::Pointer(Some(T::TYPE));
    const ACCESS: Option<Access> = Some(Access::Write);
    fn kernel_arg<'a>(arg: Self::Arg<'a>) -> KernelArg<'a> {
        arg.arg_mut().with_access(Access::Write)
    }
    type Queued<'a> = BufferMut<'a, T>;
    fn queued_arg<'a>(arg: Self::Queued<'a>) -> KernelArg<'a> {
        arg.arg().with_access(Access::Write)
    }
}

impl<T: DeviceCopy> KernelParam for InOut<T> {
    type Arg<'a> = &'a mut Buffer<T>;
    const TYPE: ParamType = ParamType::Pointer(Some(T::TYPE));
    const ACCESS: Option<Access> = Some(Access::ReadWrite);
    fn kernel_arg<'a>(arg: Self::Arg<'a>) -> KernelArg<'a> {
        arg.arg_mut()
    }
    type Queued<'a> = BufferMut<'a, T>;
    fn queued_arg<'a>(arg: Self::Queued<'a>) -> KernelArg<'a> {
        arg.arg()
    }
}

/// A typed kernel's whole parameter list: a tuple of up to 12 [`KernelParam`]s (`()` for
/// none).
pub trait KernelParams: 'static {
    /// The tuple a launch passes: one [`KernelParam::Arg`] per parameter.
    type Args<'a>;
    /// The same tuple shape with `V` in every place: what the kernel builder hands the
    /// kernel's body (one value per parameter).
    type Each<V>;
    /// The parameters' types, in order.
    fn param_types() -> Vec<ParamType>;
    /// For each parameter, what the kernel does to it (`None` for scalars).
    fn accesses() -> Vec<Option<Access>>;
    /// The launch arguments for `args`.
    fn kernel_args<'a>(args: Self::Args<'a>) -> Vec<KernelArg<'a>>;
    /// The tuple a launch queued in a [`Scope`](crate::Scope) passes: one
    /// [`KernelParam::Queued`] per parameter.
    type Queued<'a>;
    /// The launch arguments for queued `args`.
    fn queued_args<'a>(args: Self::Queued<'a>) -> Vec<KernelArg<'a>>;
    /// `values` (one per parameter) as the tuple; `None` when there are not as many.
    fn each<V: Copy>(values: &[V]) -> Option<Self::Each<V>>;
}

macro_rules! replace {
    ($_t:ident, $with:ty) => {
        $with
    };
}

macro_rules! tuple_params {
    ($($p:ident $a:ident),*) => {
        impl<$($p: KernelParam),*> KernelParams for ($($p,)*) {
            type Args<'a> = ($($p::Arg<'a>,)*);
            type Each<V> = ($(replace!($p, V),)*);
            fn param_types() -> Vec<ParamType> {
                vec![$($p::TYPE),*]
            }
            fn accesses() -> Vec<Option<Access>> {
                vec![$($p::ACCESS),*]
            }
            #[allow(clippy::unused_unit)]
            fn kernel_args<'a>(args: Self::Args<'a>) -> Vec<KernelArg<'a>> {
                let ($($a,)*) = args;
                vec![$($p::kernel_arg($a)),*]
            }
            type Queued<'a> = ($($p::Queued<'a>,)*);
            #[allow(clippy::unused_unit)]
            fn queued_args<'a>(args: Self::Queued<'a>) -> Vec<KernelArg<'a>> {
                let ($($a,)*) = args;
                vec![$($p::queued_arg($a)),*]
            }
            #[allow(clippy::unused_unit, unused_variables, unused_mut)]
            fn each<V: Copy>(values: &[V]) -> Option<Self::Each<V>> {
                let mut it = values.iter().copied();
                let out = ($({ let $a = it.next()?; $a },)*);
                match it.next() {
                    None => Some(out),
                    Some(_) => None,
                }
            }
        }
    };
}

tuple_params!();
tuple_params!(A a);
tuple_params!(A a, B b);
tuple_params!(A a, B b, C c);
tuple_params!(A a, B b, C c, D d);
tuple_params!(A a, B b, C c, D d, E e);
tuple_params!(A a, B b, C c, D d, E e, F f);
tuple_params!(A a, B b, C c, D d, E e, F f, G g);
tuple_params!(A a, B b, C c, D d, E e, F f, G g, H h);
tuple_params!(A a, B b, C c, D d, E e, F f, G g, H h, I i);
tuple_params!(A a, B b, C c, D d, E e, F f, G g, H h, I i, J j);
tuple_params!(A a, B b, C c, D d, E e, F f, G g, H h, I i, J j, K k);
tuple_params!(A a, B b, C c, D d, E e, F f, G g, H h, I i, J j, K k, L l);

/// The name and parameter types of a typed kernel, before it is loaded: what
/// `ModuleBuilder::kernel_typed` returns. [`Module::typed`] finds the kernel in a loaded
/// module.
pub struct KernelDef<P: KernelParams> {
    name: String,
    _params: PhantomData<fn() -> P>,
}

impl<P: KernelParams> KernelDef<P> {
    /// The kernel `name`, with parameters `P`. Building one is how a kernel that was not
    /// made by the typed builder (imported IR, a library kernel) gets a typed handle: the
    /// signature is checked against `P` when the module is looked up.
    pub fn new(name: impl Into<String>) -> Self {
        KernelDef {
            name: name.into(),
            _params: PhantomData,
        }
    }

    /// The kernel's name.
    pub fn name(&self) -> &str {
        &self.name
    }
}

impl<P: KernelParams> Clone for KernelDef<P> {
    fn clone(&self) -> Self {
        KernelDef::new(self.name.clone())
    }
}

impl<P: KernelParams> fmt::Debug for KernelDef<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "KernelDef({}: {:?})", self.name, P::param_types())
    }
}

/// A loaded kernel whose parameters are `P`: launched with a tuple of Rust values that
/// rustc checks (see the [module documentation](self)).
pub struct TypedKernel<P: KernelParams> {
    kernel: Kernel,
    _params: PhantomData<fn() -> P>,
}

impl<P: KernelParams> TypedKernel<P> {
    /// A typed handle to `kernel`, whose signature must list exactly the types of `P`:
    /// [`Error::ArgumentCount`] or [`Error::ArgumentType`] otherwise. A parameter of
    /// unknown element type (imported IR) accepts any buffer type.
    pub fn new(kernel: Kernel) -> Result<Self> {
        let sig = kernel.signature();
        let types = P::param_types();
        if sig.params.len() != types.len() {
            return Err(Error::ArgumentCount {
                kernel: sig.name.clone(),
                expected: sig.params.len(),
                got: types.len(),
            });
        }
        for (index, (param, &ty)) in sig.params.iter().zip(&types).enumerate() {
            if !param.ty.accepts(ty) {
                return Err(Error::ArgumentType {
                    kernel: sig.name.clone(),
                    index,
                    param: param.name.clone(),
                    expected: param.ty,
                    got: ty,
                });
            }
        }
        Ok(TypedKernel {
            kernel,
            _params: PhantomData,
        })
    }

    /// The untyped kernel.
    pub fn kernel(&self) -> &Kernel {
        &self.kernel
    }

    /// Launches the kernel on `dev` with `args`, a tuple matching `P`. The checks of
    /// [`DeviceExt::launch`] run too: the kernel and every buffer must belong to `dev`
    /// ([`Error::WrongDevice`]), and `cfg` must fit the device.
    pub fn launch<'a>(
        &self,
        dev: &dyn Device,
        cfg: &LaunchConfig,
        args: P::Args<'a>,
    ) -> Result<()> {
        dev.launch(&self.kernel, cfg, &P::kernel_args(args))
    }
}

impl<P: KernelParams> Clone for TypedKernel<P> {
    fn clone(&self) -> Self {
        TypedKernel {
            kernel: self.kernel.clone(),
            _params: PhantomData,
        }
    }
}

impl<P: KernelParams> fmt::Debug for TypedKernel<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TypedKernel({:?})", self.kernel)
    }
}

impl Module {
    /// The typed kernel `def` of this module: looked up by name, its signature checked
    /// against the parameter types.
    pub fn typed<P: KernelParams>(&self, def: &KernelDef<P>) -> Result<TypedKernel<P>> {
        TypedKernel::new(self.kernel(def.name())?)
    }
}
