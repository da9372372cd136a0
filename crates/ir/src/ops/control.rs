//! `while` loops and device-function calls.

use gpujit_device::ScalarType;

use crate::builder::{Func, KernelBuilder, Type, Value};

impl<'m, 'ctx> KernelBuilder<'m, 'ctx> {
    /// Runs `body` while `cond` (evaluated before each iteration) holds.
    ///
    /// ```
    /// # use gpujit_ir::*;
    /// // Collatz steps of each element.
    /// build("collatz", Default::default(), |m| {
    ///     m.kernel("k", &[p::ptr_u32("x")], |k, a| {
    ///         let i = k.global_id(Axis::X);
    ///         let (n, steps) = (k.var(k.load(a[0], i)), k.var(k.u32(0)));
    ///         k.while_(|k| k.gt(k.get(n), k.u32(1)), |k| {
    ///             let even = k.eq(k.and(k.get(n), k.u32(1)), k.u32(0));
    ///             k.set(n, k.select(even, k.shr(k.get(n), k.u32(1)), k.add(k.mul(k.get(n), k.u32(3)), k.u32(1))));
    ///             k.set(steps, k.add(k.get(steps), k.u32(1)));
    ///         });
    ///         k.store(a[0], i, k.get(steps));
    ///     })
    /// })?;
    /// # Ok::<(), IrError>(())
    /// ```
    #[track_caller]
    pub fn while_(&self, cond: impl Fn(&Self) -> Value<'ctx>, body: impl FnOnce(&Self)) {
        let (head, bb, exit) = (
            self.block("while.head"),
            self.block("while.body"),
            self.block("while.exit"),
        );
        self.branch_to(head);
        self.builder.position_at_end(head);
        let c = self.condition(cond(self));
        self.ok(self.builder.build_conditional_branch(c, bb, exit));
        self.builder.position_at_end(bb);
        body(self);
        self.branch_to(head);
        self.builder.position_at_end(exit);
    }

    /// Calls a device function; returns its result (a `u32` zero placeholder for
    /// functions without one, which must not be used).
    ///
    /// ```
    /// # use gpujit_ir::*;
    /// build("fns", Default::default(), |m| {
    ///     let sq = m.function("sq", &[("x", Type::Scalar(ScalarType::F32))], Some(ScalarType::F32), |k, a| {
    ///         k.ret(k.mul(a[0], a[0]));
    ///     })?;
    ///     m.kernel("k", &[p::ptr_f32("x")], |k, a| {
    ///         let i = k.global_id(Axis::X);
    ///         k.store(a[0], i, k.call(&sq, &[k.load(a[0], i)]));
    ///     })
    /// })?;
    /// # Ok::<(), IrError>(())
    /// ```
    #[track_caller]
    pub fn call(&self, f: &Func<'ctx>, args: &[Value<'ctx>]) -> Value<'ctx> {
        let out = f.ret.unwrap_or(Type::Scalar(ScalarType::U32));
        let name = f.func.get_name().to_string_lossy().into_owned();
        if args.len() != f.params.len() {
            self.fail(format!(
                "`{name}` takes {} arguments, {} given",
                f.params.len(),
                args.len()
            ));
            return self.poison(out);
        }
        for (i, (a, p)) in args.iter().zip(f.params.iter()).enumerate() {
            if a.ty != *p {
                self.fail(format!(
                    "argument {i} of `{name}`: expected {p}, got {}",
                    a.ty
                ));
                return self.poison(out);
            }
        }
        let raw: Vec<_> = args.iter().map(|a| a.raw.into()).collect();
        let call = self.ok(self.builder.build_call(f.func, &raw, ""));
        match (f.ret, call.and_then(|c| c.try_as_basic_value().basic())) {
            (Some(ty), Some(raw)) => Value { raw, ty },
            _ => self.poison(out),
        }
    }

    /// Returns `value` from the device function being built.
    #[track_caller]
    pub fn ret(&self, value: Value<'ctx>) {
        match self.ret {
            Some(t) if t == value.ty => {
                self.ok(self.builder.build_return(Some(&value.raw)));
                let dead = self.block("after.ret");
                self.builder.position_at_end(dead);
            }
            Some(t) => self.fail(format!(
                "returning {} from a function that returns {t}",
                value.ty
            )),
            None => self.fail(
                "`ret` with a value in a kernel or a function without a result: use `return_()`"
                    .into(),
            ),
        }
    }
}
