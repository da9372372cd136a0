//! Math functions.

use gpujit_device::ScalarType;
use inkwell::values::BasicValueEnum;

use crate::builder::{KernelBuilder, Type, Value};
use crate::intrinsics::{FloatWidth, Intrinsic, LibmFn, MathOp};

impl<'m, 'ctx> KernelBuilder<'m, 'ctx> {
    /// Applies a math function to `f32` or `f64` operands.
    ///
    /// ```
    /// # use gpujit_ir::*;
    /// build("gelu", Default::default(), |m| {
    ///     m.kernel("k", &[p::ptr_f32("x")], |k, a| {
    ///         let i = k.global_id(Axis::X);
    ///         let x = k.load(a[0], i);
    ///         let e = k.math(MathOp::Erf, &[k.mul(x, k.f32(std::f32::consts::FRAC_1_SQRT_2))]);
    ///         k.store(a[0], i, k.mul(k.mul(k.f32(0.5), x), k.add(k.f32(1.0), e)));
    ///     })
    /// })?;
    /// # Ok::<(), IrError>(())
    /// ```
    #[track_caller]
    pub fn math(&self, op: MathOp, args: &[Value<'ctx>]) -> Value<'ctx> {
        match self.float_operands(op.name(), op.arity(), args) {
            Ok((width, ty, raw)) => self.call_typed(Intrinsic::Math(op, width), &raw, ty),
            Err(poison) => poison,
        }
    }

    /// Applies a C math library function (`asin`, `atan2`, `lgamma`, ...;
    /// see [`LibmFn`]) to `f32` or `f64` operands; each target calls its
    /// own library's.
    ///
    /// ```
    /// # use gpujit_ir::*;
    /// let asin = LibmFn::parse("asin").unwrap();
    /// build("asin", Default::default(), |m| {
    ///     m.kernel("k", &[p::ptr_f32("x")], |k, a| {
    ///         let i = k.global_id(Axis::X);
    ///         k.store(a[0], i, k.libm(asin, &[k.load(a[0], i)]));
    ///     })
    /// })?;
    /// # Ok::<(), IrError>(())
    /// ```
    #[track_caller]
    pub fn libm(&self, f: LibmFn, args: &[Value<'ctx>]) -> Value<'ctx> {
        use crate::LibmSig;
        let (floats, int_arg) = match f.sig() {
            LibmSig::Floats(n) => (usize::from(n), false),
            LibmSig::FloatInt => (1, true),
            LibmSig::ToInt => (1, false),
        };
        let i32t = Type::Scalar(ScalarType::I32);
        if int_arg && args.get(1).is_none_or(|a| a.ty != i32t) {
            let got: Vec<String> = args.iter().map(|a| a.ty.to_string()).collect();
            self.fail(format!(
                "`{}` takes a float and an i32, got ({})",
                f.name(),
                got.join(", ")
            ));
            return self.poison(args.first().map_or(Type::Scalar(ScalarType::F32), |a| a.ty));
        }
        let split = args.len().min(floats);
        match self.float_operands(f.name(), floats, &args[..split]) {
            Ok((width, ty, mut raw)) => {
                raw.extend(args[split..].iter().map(|a| a.raw));
                let result = if f.sig() == LibmSig::ToInt { i32t } else { ty };
                self.call_typed(Intrinsic::Libm(f, width), &raw, result)
            }
            Err(poison) => poison,
        }
    }

    /// Checks that `args` are `arity` operands of one float type; on error
    /// records it and returns the poison value to use.
    #[track_caller]
    fn float_operands(
        &self,
        name: &str,
        arity: usize,
        args: &[Value<'ctx>],
    ) -> Result<(FloatWidth, Type, Vec<BasicValueEnum<'ctx>>), Value<'ctx>> {
        let first = args.first().map_or(Type::Scalar(ScalarType::F32), |a| a.ty);
        let width = match first {
            Type::Scalar(ScalarType::F32) => FloatWidth::F32,
            Type::Scalar(ScalarType::F64) => FloatWidth::F64,
            t => {
                self.fail(format!("`{name}` needs f32 or f64, got {t}"));
                return Err(self.poison(first));
            }
        };
        if args.len() != arity || args.iter().any(|a| a.ty != first) {
            let got: Vec<String> = args.iter().map(|a| a.ty.to_string()).collect();
            self.fail(format!(
                "`{name}` takes {arity} {first} operands, got ({})",
                got.join(", ")
            ));
            return Err(self.poison(first));
        }
        Ok((width, first, args.iter().map(|a| a.raw).collect()))
    }

    /// Square root.
    #[track_caller]
    pub fn sqrt(&self, x: Value<'ctx>) -> Value<'ctx> {
        self.math(MathOp::Sqrt, &[x])
    }

    /// `1 / sqrt(x)`.
    #[track_caller]
    pub fn rsqrt(&self, x: Value<'ctx>) -> Value<'ctx> {
        self.math(MathOp::Rsqrt, &[x])
    }

    /// `e^x`.
    #[track_caller]
    pub fn exp(&self, x: Value<'ctx>) -> Value<'ctx> {
        self.math(MathOp::Exp, &[x])
    }

    /// Natural logarithm.
    #[track_caller]
    pub fn log(&self, x: Value<'ctx>) -> Value<'ctx> {
        self.math(MathOp::Log, &[x])
    }
}
