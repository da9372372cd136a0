//! Typed kernels: parameters given as a Rust tuple type ([`KernelParams`]), so that the
//! loaded kernel's launch takes a tuple rustc checks.
//!
//! ```
//! use gpujit_ir::{Axis, In, InOut};
//! let (module, saxpy) = gpujit_ir::kernel::<(f32, In<f32>, InOut<f32>, u32)>(
//!     "saxpy",
//!     |k, (a, x, y, n)| {
//!         let i = k.global_id(Axis::X);
//!         k.if_(k.lt(i, n), |k| k.store(y, i, k.fma(a, k.load(x, i), k.load(y, i))));
//!     },
//! )?;
//! assert_eq!(saxpy.name(), "saxpy");
//! assert_eq!(module.kernels()[0].params.len(), 4);
//! # Ok::<(), gpujit_ir::IrError>(())
//! ```
//!
//! A buffer declared [`In`] is read-only: a kernel that stores to it (directly or through
//! a pointer derived from it) is refused when it is built.
//!
//! ```
//! use gpujit_ir::{Axis, In, IrError};
//! let err = gpujit_ir::kernel::<(In<f32>,)>("bad", |k, (x,)| {
//!     k.store(x, k.global_id(Axis::X), k.f32(0.0));
//! })
//! .unwrap_err();
//! assert!(matches!(err, IrError::Build { .. }), "{err}");
//! assert!(err.to_string().contains("In<f32>"), "{err}");
//! ```

use std::collections::HashSet;
use std::panic::Location;

use gpujit_device::{Access, KernelDef, KernelParams, ParamType};
use inkwell::values::{AsValueRef, FunctionValue, InstructionOpcode};

use crate::{IrError, KernelBuilder, LaunchBounds, ModuleBuilder, ModuleOptions, Param, Value};

impl<'ctx> ModuleBuilder<'ctx> {
    /// A kernel whose parameters are the tuple type `P` (scalars, [`In`](crate::In),
    /// [`Out`](crate::Out), [`InOut`](crate::InOut)); `body` gets one value per parameter,
    /// as a tuple. Returns the [`KernelDef`] that finds the kernel, typed, in the loaded
    /// module (`Module::typed`). Parameters are named `arg0`, `arg1`, ...
    #[track_caller]
    pub fn kernel_typed<P: KernelParams>(
        &mut self,
        name: &str,
        body: impl FnOnce(&KernelBuilder<'_, 'ctx>, P::Each<Value<'ctx>>),
    ) -> Result<KernelDef<P>, IrError> {
        self.kernel_typed_with::<P>(name, LaunchBounds::default(), body)
    }

    /// [`ModuleBuilder::kernel_typed`] with launch bounds (see
    /// [`ModuleBuilder::kernel_with`]).
    #[track_caller]
    pub fn kernel_typed_with<P: KernelParams>(
        &mut self,
        name: &str,
        bounds: LaunchBounds,
        body: impl FnOnce(&KernelBuilder<'_, 'ctx>, P::Each<Value<'ctx>>),
    ) -> Result<KernelDef<P>, IrError> {
        self.typed_at(name, bounds, body, Location::caller())
    }

    fn typed_at<P: KernelParams>(
        &mut self,
        name: &str,
        bounds: LaunchBounds,
        body: impl FnOnce(&KernelBuilder<'_, 'ctx>, P::Each<Value<'ctx>>),
        location: &Location<'_>,
    ) -> Result<KernelDef<P>, IrError> {
        let params: Vec<Param> = P::param_types()
            .into_iter()
            .enumerate()
            .map(|(i, ty)| Param {
                name: format!("arg{i}"),
                ty,
            })
            .collect();
        self.kernel_with(name, &params, bounds, |k, values| match P::each(values) {
            Some(tuple) => body(k, tuple),
            None => k.fail(format!(
                "kernel `{name}`: {} parameter values for {} parameters",
                values.len(),
                params.len()
            )),
        })?;
        if let Some(func) = self.module.get_function(name) {
            check_read_only::<P>(name, func).map_err(|message| IrError::Build {
                message,
                location: location.to_string(),
            })?;
        }
        Ok(KernelDef::new(name))
    }
}

/// Refuses a kernel that writes through a parameter `P` declares [`In`](crate::In):
/// stores, atomics and compare-exchanges whose address derives from it (element
/// pointers, casts, selects and phis of it).
fn check_read_only<P: KernelParams>(name: &str, func: FunctionValue<'_>) -> Result<(), String> {
    let types = P::param_types();
    for (index, access) in P::accesses().into_iter().enumerate() {
        if access != Some(Access::Read) {
            continue;
        }
        let Some(param) = func.get_nth_param(index as u32) else {
            continue;
        };
        let mut derived = HashSet::from([param.as_value_ref()]);
        let instructions: Vec<_> = func
            .get_basic_block_iter()
            .flat_map(|b| b.get_instructions())
            .collect();
        let operand = |i: &inkwell::values::InstructionValue<'_>, n: u32| {
            i.get_operand(n)
                .and_then(|o| o.value())
                .map(|v| v.as_value_ref())
        };
        // Grow the set of pointers derived from the parameter until it stops changing.
        loop {
            let before = derived.len();
            for i in &instructions {
                let derives = match i.get_opcode() {
                    InstructionOpcode::GetElementPtr
                    | InstructionOpcode::AddrSpaceCast
                    | InstructionOpcode::BitCast => {
                        operand(i, 0).is_some_and(|v| derived.contains(&v))
                    }
                    InstructionOpcode::Select => {
                        (1..3).any(|n| operand(i, n).is_some_and(|v| derived.contains(&v)))
                    }
                    InstructionOpcode::Phi => (0..i.get_num_operands())
                        .any(|n| operand(i, n).is_some_and(|v| derived.contains(&v))),
                    _ => false,
                };
                if derives {
                    derived.insert(i.as_value_ref());
                }
            }
            if derived.len() == before {
                break;
            }
        }
        let written = instructions.iter().find(|i| {
            let address = match i.get_opcode() {
                InstructionOpcode::Store => 1,
                InstructionOpcode::AtomicRMW | InstructionOpcode::AtomicCmpXchg => 0,
                _ => return false,
            };
            operand(i, address).is_some_and(|v| derived.contains(&v))
        });
        if written.is_some() {
            let ty = match types[index] {
                ParamType::Pointer(Some(s)) => s.to_string(),
                _ => "?".into(),
            };
            return Err(format!(
                "kernel `{name}` writes parameter {index}, declared In<{ty}> (read-only): \
                 declare it InOut<{ty}> or Out<{ty}>"
            ));
        }
    }
    Ok(())
}

/// Builds a module like [`build`](crate::build) and also returns what `f` returns: the
/// [`KernelDef`]s of its typed kernels, say.
///
/// ```
/// use gpujit_ir::{Axis, In, Out};
/// let (module, (copy, fill)) = gpujit_ir::build_typed("two", Default::default(), |m| {
///     let copy = m.kernel_typed::<(In<u32>, Out<u32>)>("copy", |k, (src, dst)| {
///         let i = k.global_id(Axis::X);
///         k.store(dst, i, k.load(src, i));
///     })?;
///     let fill = m.kernel_typed::<(Out<u32>, u32)>("fill", |k, (dst, v)| {
///         k.store(dst, k.global_id(Axis::X), v);
///     })?;
///     Ok((copy, fill))
/// })?;
/// assert_eq!((copy.name(), fill.name()), ("copy", "fill"));
/// assert_eq!(module.kernels().len(), 2);
/// # Ok::<(), gpujit_ir::IrError>(())
/// ```
pub fn build_typed<R>(
    name: &str,
    options: ModuleOptions,
    f: impl FnOnce(&mut ModuleBuilder<'_>) -> Result<R, IrError>,
) -> Result<(crate::PortableModule, R), IrError> {
    let mut out = None;
    let module = crate::build(name, options, |m| {
        out = Some(f(m)?);
        Ok(())
    })?;
    match out {
        Some(r) => Ok((module, r)),
        None => Err(IrError::Build {
            message: format!("module `{name}`: the builder returned no result"),
            location: Location::caller().to_string(),
        }),
    }
}

/// A module holding one typed kernel, named after it, with default options: the shortest
/// way to a kernel (see [`ModuleBuilder::kernel_typed`](crate::ModuleBuilder::kernel_typed)).
#[track_caller]
pub fn kernel<P: KernelParams>(
    name: &str,
    body: impl for<'ctx> FnOnce(&KernelBuilder<'_, 'ctx>, P::Each<Value<'ctx>>),
) -> Result<(crate::PortableModule, KernelDef<P>), IrError> {
    let location = Location::caller();
    build_typed(name, ModuleOptions::default(), |m| {
        m.typed_at::<P>(name, LaunchBounds::default(), body, location)
    })
}
