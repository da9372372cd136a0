//! libdevice's functions that answer through pointers or read arrays:
//! `frexp`, `modf`, `remquo`, `norm` and `rnorm`, built from portable
//! operations (the math table's `ilogb`, `ldexp`, `trunc`, `remainder`,
//! `rint`, `copysign`, and a loop).

use inkwell::FloatPredicate;
use inkwell::IntPredicate;
use inkwell::module::Linkage;
use inkwell::values::{BasicValueEnum, FloatValue, FunctionValue, InstructionValue, IntValue};

use super::lift::Lifter;
use super::llvm_err;
use crate::{FloatWidth, Intrinsic, IrError, LibmFn, MathOp};

impl<'ctx> Lifter<'_, 'ctx> {
    /// A call of the math table's `name`.
    pub(super) fn libm_call(
        &self,
        name: &str,
        w: FloatWidth,
        args: &[BasicValueEnum<'ctx>],
    ) -> Result<BasicValueEnum<'ctx>, IrError> {
        let f = LibmFn::parse(name).ok_or_else(|| llvm_err(format!("no {name} in the table")))?;
        let args: Vec<_> = args.iter().map(|a| (*a).into()).collect();
        self.gj(Intrinsic::Libm(f, w), &args)?
            .ok_or_else(|| llvm_err(format!("{name} returned nothing")))
    }

    /// `|x|`.
    fn fabs(&self, x: FloatValue<'ctx>, w: FloatWidth) -> Result<FloatValue<'ctx>, IrError> {
        Ok(self
            .gj(Intrinsic::Math(MathOp::Abs, w), &[x.into()])?
            .ok_or_else(|| llvm_err("fabs returned nothing"))?
            .into_float_value())
    }

    /// Whether `x` is finite and not zero (ordered: false for NaN).
    fn finite_nonzero(
        &self,
        x: FloatValue<'ctx>,
        w: FloatWidth,
    ) -> Result<IntValue<'ctx>, IrError> {
        let b = &self.builder;
        let t = w.llvm_type(self.module.get_context());
        let abs = self.fabs(x, w)?;
        let finite = b
            .build_float_compare(FloatPredicate::OLT, abs, t.const_float(f64::INFINITY), "")
            .map_err(llvm_err)?;
        let nonzero = b
            .build_float_compare(FloatPredicate::ONE, x, t.const_zero(), "")
            .map_err(llvm_err)?;
        b.build_and(finite, nonzero, "").map_err(llvm_err)
    }

    /// `frexp(x, &e)`: `x = m * 2^e` with `0.5 <= |m| < 1`; zero, infinities
    /// and NaN come back as they are with `e = 0`.
    pub(super) fn frexp(
        &self,
        inst: InstructionValue<'ctx>,
        w: FloatWidth,
    ) -> Result<BasicValueEnum<'ctx>, IrError> {
        let b = &self.builder;
        let i32t = self.module.get_context().i32_type();
        let x = self.operand(inst, 0)?.into_float_value();
        let ok = self.finite_nonzero(x, w)?;
        let ilogb = self.libm_call("ilogb", w, &[x.into()])?.into_int_value();
        let e = b
            .build_int_add(ilogb, i32t.const_int(1, false), "")
            .map_err(llvm_err)?;
        let e = b
            .build_select(ok, e, i32t.const_zero(), "")
            .map_err(llvm_err)?
            .into_int_value();
        let minus = b.build_int_neg(e, "").map_err(llvm_err)?;
        let m = self.libm_call("ldexp", w, &[x.into(), minus.into()])?;
        let m = b.build_select(ok, m, x.into(), "").map_err(llvm_err)?;
        let dst = self.operand(inst, 1)?.into_pointer_value();
        b.build_store(dst, e).map_err(llvm_err)?;
        Ok(m)
    }

    /// `modf(x, &i)`: the integral part stored, the fraction (with `x`'s
    /// sign; zero for infinities) returned.
    pub(super) fn modf(
        &self,
        inst: InstructionValue<'ctx>,
        w: FloatWidth,
    ) -> Result<BasicValueEnum<'ctx>, IrError> {
        let b = &self.builder;
        let t = w.llvm_type(self.module.get_context());
        let x = self.operand(inst, 0)?.into_float_value();
        let whole = self.libm_call("trunc", w, &[x.into()])?.into_float_value();
        let frac = b.build_float_sub(x, whole, "").map_err(llvm_err)?;
        let abs = self.fabs(x, w)?;
        let inf = b
            .build_float_compare(FloatPredicate::OEQ, abs, t.const_float(f64::INFINITY), "")
            .map_err(llvm_err)?;
        let frac = b
            .build_select(inf, t.const_zero(), frac, "")
            .map_err(llvm_err)?;
        let frac = self.libm_call("copysign", w, &[frac, x.into()])?;
        let dst = self.operand(inst, 1)?.into_pointer_value();
        b.build_store(dst, whole).map_err(llvm_err)?;
        Ok(frac)
    }

    /// `remquo(x, y, &q)`: IEEE's remainder, and (as libdevice stores it)
    /// the quotient's low three bits with the quotient's sign.
    pub(super) fn remquo(
        &self,
        inst: InstructionValue<'ctx>,
        w: FloatWidth,
    ) -> Result<BasicValueEnum<'ctx>, IrError> {
        let b = &self.builder;
        let ctx = self.module.get_context();
        let (i32t, i64t) = (ctx.i32_type(), ctx.i64_type());
        let t = w.llvm_type(self.module.get_context());
        let x = self.operand(inst, 0)?.into_float_value();
        let y = self.operand(inst, 1)?.into_float_value();
        let r = self.libm_call("remainder", w, &[x.into(), y.into()])?;
        // (x - r) / y is the integral quotient; its magnitude's low bits.
        let q = b
            .build_float_div(
                b.build_float_sub(x, r.into_float_value(), "")
                    .map_err(llvm_err)?,
                y,
                "",
            )
            .map_err(llvm_err)?;
        let q = self.libm_call("rint", w, &[q.into()])?.into_float_value();
        let q = self.fabs(q, w)?;
        // fmod by 8 keeps the low bits of quotients too large for an integer.
        let q = b
            .build_float_rem(q, t.const_float(8.0), "")
            .map_err(llvm_err)?;
        let q = b
            .build_float_to_unsigned_int(q, i64t, "")
            .map_err(llvm_err)?;
        let q = b.build_int_truncate(q, i32t, "").map_err(llvm_err)?;
        let neg = |v: FloatValue<'ctx>| {
            b.build_float_compare(FloatPredicate::OLT, v, t.const_zero(), "")
                .map_err(llvm_err)
        };
        let negative = b.build_xor(neg(x)?, neg(y)?, "").map_err(llvm_err)?;
        let minus = b.build_int_neg(q, "").map_err(llvm_err)?;
        let q = b.build_select(negative, minus, q, "").map_err(llvm_err)?;
        let dst = self.operand(inst, 2)?.into_pointer_value();
        b.build_store(dst, q).map_err(llvm_err)?;
        Ok(r)
    }

    /// `norm(n, v)` / `rnorm(n, v)`: a call of a helper that sums the squares
    /// of `v[0..n]` in `f64` and takes the (reciprocal) square root.
    pub(super) fn norm(
        &self,
        inst: InstructionValue<'ctx>,
        w: FloatWidth,
        recip: bool,
    ) -> Result<BasicValueEnum<'ctx>, IrError> {
        let helper = self.norm_helper(w, recip)?;
        let n = self.operand(inst, 0)?;
        let v = self.operand(inst, 1)?;
        self.builder
            .build_call(helper, &[n.into(), v.into()], "")
            .map_err(llvm_err)?
            .try_as_basic_value()
            .basic()
            .ok_or_else(|| llvm_err("norm returned nothing"))
    }

    fn norm_helper(&self, w: FloatWidth, recip: bool) -> Result<FunctionValue<'ctx>, IrError> {
        let name = format!(
            "gpujit.lift.{}.{}",
            if recip { "rnorm" } else { "norm" },
            w.name()
        );
        if let Some(f) = self.module.get_function(&name) {
            return Ok(f);
        }
        let ctx = self.module.get_context();
        let (i32t, f64t) = (ctx.i32_type(), ctx.f64_type());
        let t = w.llvm_type(self.module.get_context());
        let ptr = ctx.ptr_type(inkwell::AddressSpace::default());
        let f = self.module.add_function(
            &name,
            t.fn_type(&[i32t.into(), ptr.into()], false),
            Some(Linkage::Internal),
        );
        let b = ctx.create_builder();
        let (entry, body, done) = (
            ctx.append_basic_block(f, "entry"),
            ctx.append_basic_block(f, "body"),
            ctx.append_basic_block(f, "done"),
        );
        let n = f
            .get_nth_param(0)
            .ok_or_else(|| llvm_err("norm has no n"))?
            .into_int_value();
        let v = f
            .get_nth_param(1)
            .ok_or_else(|| llvm_err("norm has no vector"))?
            .into_pointer_value();
        b.position_at_end(entry);
        let any = b
            .build_int_compare(IntPredicate::SGT, n, i32t.const_zero(), "")
            .map_err(llvm_err)?;
        b.build_conditional_branch(any, body, done)
            .map_err(llvm_err)?;
        b.position_at_end(body);
        let i = b.build_phi(i32t, "i").map_err(llvm_err)?;
        let acc = b.build_phi(f64t, "acc").map_err(llvm_err)?;
        let iv = i.as_basic_value().into_int_value();
        let av = acc.as_basic_value().into_float_value();
        // SAFETY: the caller's vector has n elements; i < n.
        let at = unsafe { b.build_gep(t, v, &[iv], "") }.map_err(llvm_err)?;
        let x = b
            .build_load(t, at, "")
            .map_err(llvm_err)?
            .into_float_value();
        let x = if w == FloatWidth::F32 {
            b.build_float_ext(x, f64t, "").map_err(llvm_err)?
        } else {
            x
        };
        let sq = b.build_float_mul(x, x, "").map_err(llvm_err)?;
        let sum = b.build_float_add(av, sq, "").map_err(llvm_err)?;
        let next = b
            .build_int_add(iv, i32t.const_int(1, false), "")
            .map_err(llvm_err)?;
        i.add_incoming(&[(&i32t.const_zero(), entry), (&next, body)]);
        acc.add_incoming(&[(&f64t.const_zero(), entry), (&sum, body)]);
        let more = b
            .build_int_compare(IntPredicate::SLT, next, n, "")
            .map_err(llvm_err)?;
        b.build_conditional_branch(more, body, done)
            .map_err(llvm_err)?;
        b.position_at_end(done);
        let total = b.build_phi(f64t, "total").map_err(llvm_err)?;
        total.add_incoming(&[(&f64t.const_zero(), entry), (&sum, body)]);
        let sqrt = Intrinsic::Math(MathOp::Sqrt, FloatWidth::F64).declare(self.module);
        let root = b
            .build_call(sqrt, &[total.as_basic_value().into()], "")
            .map_err(llvm_err)?
            .try_as_basic_value()
            .basic()
            .ok_or_else(|| llvm_err("sqrt returned nothing"))?
            .into_float_value();
        let root = if recip {
            b.build_float_div(f64t.const_float(1.0), root, "")
                .map_err(llvm_err)?
        } else {
            root
        };
        let r = if w == FloatWidth::F32 {
            b.build_float_trunc(root, t, "").map_err(llvm_err)?
        } else {
            root
        };
        b.build_return(Some(&r)).map_err(llvm_err)?;
        Ok(f)
    }
}
