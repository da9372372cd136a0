//! Bit operations, negation, minimum, maximum, absolute value, bit casts.

use gpujit_device::ScalarType;
use inkwell::values::IntValue;

use crate::builder::{KernelBuilder, Type, Value, scalar_type};
use crate::intrinsics::MathOp;

impl<'m, 'ctx> KernelBuilder<'m, 'ctx> {
    fn int_binary(
        &self,
        op: &str,
        a: Value<'ctx>,
        b: Value<'ctx>,
        f: impl Fn(
            IntValue<'ctx>,
            IntValue<'ctx>,
            bool,
        ) -> Result<IntValue<'ctx>, inkwell::builder::BuilderError>,
    ) -> Value<'ctx>
    where
        'ctx: 'm,
    {
        let ok =
            matches!((a.ty, b.ty), (Type::Scalar(x), Type::Scalar(y)) if x == y && !x.is_float());
        if !ok {
            self.fail(format!(
                "`{op}` needs two integers (or bools) of one type, got {} and {}",
                a.ty, b.ty
            ));
            return self.poison(a.ty);
        }
        let signed = matches!(a.ty, Type::Scalar(s) if s.is_signed_int());
        match self.ok(f(a.raw.into_int_value(), b.raw.into_int_value(), signed)) {
            Some(v) => Value {
                raw: v.into(),
                ty: a.ty,
            },
            None => self.poison(a.ty),
        }
    }

    /// Bitwise (or logical, for bools) and.
    #[track_caller]
    pub fn and(&self, a: Value<'ctx>, b: Value<'ctx>) -> Value<'ctx> {
        self.int_binary("and", a, b, |x, y, _| self.builder.build_and(x, y, ""))
    }

    /// Bitwise (or logical) or.
    #[track_caller]
    pub fn or(&self, a: Value<'ctx>, b: Value<'ctx>) -> Value<'ctx> {
        self.int_binary("or", a, b, |x, y, _| self.builder.build_or(x, y, ""))
    }

    /// Bitwise (or logical) exclusive or.
    #[track_caller]
    pub fn xor(&self, a: Value<'ctx>, b: Value<'ctx>) -> Value<'ctx> {
        self.int_binary("xor", a, b, |x, y, _| self.builder.build_xor(x, y, ""))
    }

    /// `a << b`.
    #[track_caller]
    pub fn shl(&self, a: Value<'ctx>, b: Value<'ctx>) -> Value<'ctx> {
        self.int_binary("shl", a, b, |x, y, _| {
            self.builder.build_left_shift(x, y, "")
        })
    }

    /// `a >> b`: arithmetic for signed types, logical for unsigned.
    #[track_caller]
    pub fn shr(&self, a: Value<'ctx>, b: Value<'ctx>) -> Value<'ctx> {
        self.int_binary("shr", a, b, |x, y, signed| {
            self.builder.build_right_shift(x, y, signed, "")
        })
    }

    /// Bitwise (or logical) not.
    #[track_caller]
    pub fn not(&self, a: Value<'ctx>) -> Value<'ctx> {
        match a.ty {
            Type::Scalar(s) if !s.is_float() => {
                match self.ok(self.builder.build_not(a.raw.into_int_value(), "")) {
                    Some(v) => Value {
                        raw: v.into(),
                        ty: a.ty,
                    },
                    None => self.poison(a.ty),
                }
            }
            t => {
                self.fail(format!("`not` needs an integer or bool, got {t}"));
                self.poison(a.ty)
            }
        }
    }

    /// `-a`.
    #[track_caller]
    pub fn neg(&self, a: Value<'ctx>) -> Value<'ctx> {
        match a.ty {
            Type::Scalar(s) if s != ScalarType::Bool => self.sub(self.constant(s, 0, 0.0), a),
            t => {
                self.fail(format!("`neg` needs a number, got {t}"));
                self.poison(a.ty)
            }
        }
    }

    /// The smaller of two numbers (IEEE minNum for floats).
    #[track_caller]
    pub fn min(&self, a: Value<'ctx>, b: Value<'ctx>) -> Value<'ctx> {
        self.min_max(a, b, true)
    }

    /// The larger of two numbers (IEEE maxNum for floats).
    #[track_caller]
    pub fn max(&self, a: Value<'ctx>, b: Value<'ctx>) -> Value<'ctx> {
        self.min_max(a, b, false)
    }

    #[track_caller]
    fn min_max(&self, a: Value<'ctx>, b: Value<'ctx>, min: bool) -> Value<'ctx> {
        if let Type::Scalar(s) = a.ty
            && s.is_float()
        {
            return self.math(if min { MathOp::Min } else { MathOp::Max }, &[a, b]);
        }
        let c = if min { self.lt(a, b) } else { self.gt(a, b) };
        self.select(c, a, b)
    }

    /// `|a|`.
    #[track_caller]
    pub fn abs(&self, a: Value<'ctx>) -> Value<'ctx> {
        match a.ty {
            Type::Scalar(s) if s.is_float() => self.math(MathOp::Abs, &[a]),
            Type::Scalar(s) if s.is_signed_int() => {
                self.select(self.lt(a, self.constant(s, 0, 0.0)), self.neg(a), a)
            }
            Type::Scalar(s) if s != ScalarType::Bool => a,
            t => {
                self.fail(format!("`abs` needs a number, got {t}"));
                self.poison(a.ty)
            }
        }
    }

    /// Reinterprets the bits of scalar `v` as type `to` of the same size
    /// (`f32` ↔ `u32`, `f64` ↔ `u64`, …).
    #[track_caller]
    pub fn bitcast(&self, v: Value<'ctx>, to: ScalarType) -> Value<'ctx> {
        let out = Type::Scalar(to);
        match v.ty {
            Type::Scalar(from)
                if from.size() == to.size()
                    && from != ScalarType::Bool
                    && to != ScalarType::Bool => {}
            other => {
                self.fail(format!(
                    "cannot reinterpret {other} as {to}: sizes differ or not a number"
                ));
                return self.poison(out);
            }
        }
        match self.ok(self
            .builder
            .build_bit_cast(v.raw, scalar_type(self.m.ctx, to), ""))
        {
            Some(raw) => Value { raw, ty: out },
            None => self.poison(out),
        }
    }
}
