//! Constants, arithmetic, comparisons, `select` and casts.

use gpujit_device::ScalarType;
use inkwell::builder::BuilderError;
use inkwell::values::FastMathFlags;
use inkwell::values::{BasicValue, BasicValueEnum};
use inkwell::{FloatPredicate, IntPredicate};

use super::{BinOp, KernelBuilder, Kind, Type, Value, kind, scalar_type};

impl<'m, 'ctx> KernelBuilder<'m, 'ctx> {
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
}
