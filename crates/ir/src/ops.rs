//! Kernel-builder operations beyond arithmetic: bit operations, min/max,
//! loops, device-function calls, warp operations, shared memory, atomics,
//! fences and math.

use gpujit_device::ScalarType;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicValue, BasicValueEnum, IntValue};
use inkwell::{AddressSpace, AtomicOrdering, AtomicRMWBinOp};

use crate::builder::{Func, KernelBuilder, Space, Type, Value, scalar_type};
use crate::intrinsics::{
    FloatWidth, Intrinsic, MathOp, MemScope, ShuffleKind, shared_storage_name,
};

/// A read-modify-write atomic operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AtomicOp {
    /// `*p += v` (integers, `f32`, `f64`).
    Add,
    /// `*p -= v` (integers).
    Sub,
    /// `*p = min(*p, v)` (signed or unsigned by type).
    Min,
    /// `*p = max(*p, v)`.
    Max,
    /// `*p &= v`.
    And,
    /// `*p |= v`.
    Or,
    /// `*p ^= v`.
    Xor,
    /// `*p = v`.
    Exchange,
}

impl AtomicOp {
    /// Every operation.
    pub const ALL: [AtomicOp; 8] = [
        AtomicOp::Add,
        AtomicOp::Sub,
        AtomicOp::Min,
        AtomicOp::Max,
        AtomicOp::And,
        AtomicOp::Or,
        AtomicOp::Xor,
        AtomicOp::Exchange,
    ];
}

/// A warp-wide reduction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Reduce {
    /// Sum.
    Add,
    /// Minimum.
    Min,
    /// Maximum.
    Max,
}

fn bits_of(s: ScalarType) -> u32 {
    if s == ScalarType::Bool {
        8
    } else {
        (s.size() * 8) as u32
    }
}

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

    // ---- device functions ---------------------------------------------------

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

    // ---- warp operations ----------------------------------------------------

    /// The thread's lane within its warp.
    pub fn lane_id(&self) -> Value<'ctx> {
        self.call_u32(Intrinsic::LaneId, &[])
    }

    /// A `u64` counter that increases with time on this device (cycles on
    /// NVIDIA and AMD, nanoseconds on the host): only differences mean anything.
    pub fn clock(&self) -> Value<'ctx> {
        self.call_typed(Intrinsic::Clock, &[], Type::Scalar(ScalarType::U64))
    }

    /// Nanoseconds from a device-wide timer, as a `u64`.
    pub fn global_timer(&self) -> Value<'ctx> {
        self.call_typed(Intrinsic::GlobalTimer, &[], Type::Scalar(ScalarType::U64))
    }

    fn call_u32(&self, op: Intrinsic, args: &[BasicValueEnum<'ctx>]) -> Value<'ctx> {
        let ty = Type::Scalar(ScalarType::U32);
        match self
            .intrinsic(op, args)
            .and_then(|c| c.try_as_basic_value().basic())
        {
            Some(raw) => Value { raw, ty },
            None => self.poison(ty),
        }
    }

    fn call_typed(&self, op: Intrinsic, args: &[BasicValueEnum<'ctx>], ty: Type) -> Value<'ctx> {
        match self
            .intrinsic(op, args)
            .and_then(|c| c.try_as_basic_value().basic())
        {
            Some(raw) => Value { raw, ty },
            None => self.poison(ty),
        }
    }

    /// Exchanges `value` within groups of `width` lanes (a power of two, at most
    /// the warp size): `Idx` reads lane `arg` of the group, `Up`/`Down` the lane
    /// `arg` below/above, `Xor` lane `lane ^ arg`; out-of-group reads return the
    /// thread's own value (see [`ShuffleKind::source_lane`]). Every lane of the
    /// warp must take part. Any scalar of up to 64 bits.
    ///
    /// ```
    /// # use gpujit_ir::*;
    /// // Each lane reads its right-hand neighbour within groups of 8 lanes.
    /// build("shfl", Default::default(), |m| {
    ///     m.kernel("k", &[p::ptr_u32("v")], |k, a| {
    ///         let i = k.global_id(Axis::X);
    ///         let x = k.load(a[0], i);
    ///         k.store(a[0], i, k.shuffle(ShuffleKind::Down, x, k.u32(1), k.u32(8)));
    ///     })
    /// })?;
    /// # Ok::<(), IrError>(())
    /// ```
    #[track_caller]
    pub fn shuffle(
        &self,
        kind: ShuffleKind,
        value: Value<'ctx>,
        arg: Value<'ctx>,
        width: Value<'ctx>,
    ) -> Value<'ctx> {
        let u32t = Type::Scalar(ScalarType::U32);
        let Type::Scalar(s) = value.ty else {
            self.fail(format!("shuffles move scalars, got {}", value.ty));
            return self.poison(value.ty);
        };
        if arg.ty != u32t || width.ty != u32t {
            self.fail(format!(
                "shuffle lane and width must be u32, got {} and {}",
                arg.ty, width.ty
            ));
            return self.poison(value.ty);
        }
        let ctx = self.m.ctx;
        let i32t = ctx.i32_type();
        let b = &self.builder;
        let shfl = |v: IntValue<'ctx>| -> Option<IntValue<'ctx>> {
            let c = self.intrinsic(Intrinsic::Shuffle(kind), &[v.into(), arg.raw, width.raw])?;
            c.try_as_basic_value().basic().map(|r| r.into_int_value())
        };
        let bits = bits_of(s);
        let int_ty = match bits {
            8 => ctx.i8_type(),
            16 => ctx.i16_type(),
            32 => ctx.i32_type(),
            _ => ctx.i64_type(),
        };
        let as_int = if s.is_float() {
            self.ok(b.build_bit_cast(value.raw, int_ty, ""))
                .map(|v| v.into_int_value())
        } else if s == ScalarType::Bool {
            self.ok(b.build_int_z_extend(value.raw.into_int_value(), ctx.i8_type(), ""))
        } else {
            Some(value.raw.into_int_value())
        };
        let Some(x) = as_int else {
            return self.poison(value.ty);
        };
        let result: Option<IntValue<'ctx>> = if bits == 64 {
            (|| {
                let lo = self.ok(b.build_int_truncate(x, i32t, ""))?;
                let hi = self.ok(b.build_right_shift(
                    x,
                    ctx.i64_type().const_int(32, false),
                    false,
                    "",
                ))?;
                let hi = self.ok(b.build_int_truncate(hi, i32t, ""))?;
                let (lo, hi) = (shfl(lo)?, shfl(hi)?);
                let lo = self.ok(b.build_int_z_extend(lo, ctx.i64_type(), ""))?;
                let hi = self.ok(b.build_int_z_extend(hi, ctx.i64_type(), ""))?;
                let hi =
                    self.ok(b.build_left_shift(hi, ctx.i64_type().const_int(32, false), ""))?;
                self.ok(b.build_or(lo, hi, ""))
            })()
        } else if bits == 32 {
            shfl(x)
        } else {
            let wide = self.ok(b.build_int_z_extend(x, i32t, ""));
            let narrow_ty = x.get_type();
            wide.and_then(shfl)
                .and_then(|r| self.ok(b.build_int_truncate(r, narrow_ty, "")))
        };
        let Some(r) = result else {
            return self.poison(value.ty);
        };
        let raw: Option<BasicValueEnum<'ctx>> = if s.is_float() {
            self.ok(b.build_bit_cast(r, scalar_type(ctx, s), ""))
        } else if s == ScalarType::Bool {
            self.ok(b.build_int_truncate(r, ctx.bool_type(), ""))
                .map(Into::into)
        } else {
            Some(r.into())
        };
        match raw {
            Some(raw) => Value { raw, ty: value.ty },
            None => self.poison(value.ty),
        }
    }

    /// Bit `l` of the result is set when lane `l` is active and `pred` holds there.
    #[track_caller]
    pub fn ballot(&self, pred: Value<'ctx>) -> Value<'ctx> {
        let c = self.condition(pred);
        self.call_typed(
            Intrinsic::Ballot,
            &[c.into()],
            Type::Scalar(ScalarType::U64),
        )
    }
    /// Whether `pred` holds in any active lane of the warp.
    #[track_caller]
    pub fn any(&self, pred: Value<'ctx>) -> Value<'ctx> {
        let c = self.condition(pred);
        self.call_typed(Intrinsic::Any, &[c.into()], Type::Scalar(ScalarType::Bool))
    }
    /// Whether `pred` holds in every active lane of the warp.
    #[track_caller]
    pub fn all(&self, pred: Value<'ctx>) -> Value<'ctx> {
        let c = self.condition(pred);
        self.call_typed(Intrinsic::All, &[c.into()], Type::Scalar(ScalarType::Bool))
    }

    /// Reduces `value` across the warp; every lane receives the result. Every
    /// lane of the warp must take part.
    ///
    /// ```
    /// # use gpujit_ir::*;
    /// build("wsum", Default::default(), |m| {
    ///     m.kernel("k", &[p::ptr_f32("x"), p::ptr_f32("sums")], |k, a| {
    ///         let i = k.global_id(Axis::X);
    ///         let s = k.warp_reduce(Reduce::Add, k.load(a[0], i));
    ///         k.if_(k.eq(k.lane_id(), k.u32(0)), |k| k.store(a[1], k.div(i, k.warp_size()), s));
    ///     })
    /// })?;
    /// # Ok::<(), IrError>(())
    /// ```
    #[track_caller]
    pub fn warp_reduce(&self, op: Reduce, value: Value<'ctx>) -> Value<'ctx> {
        let ws = self.warp_size();
        let offset = self.var(self.shr(ws, self.u32(1)));
        let acc = self.var(value);
        self.while_(
            |k| k.gt(k.get(offset), k.u32(0)),
            |k| {
                let other = k.shuffle(ShuffleKind::Xor, k.get(acc), k.get(offset), ws);
                let next = match op {
                    Reduce::Add => k.add(k.get(acc), other),
                    Reduce::Min => k.min(k.get(acc), other),
                    Reduce::Max => k.max(k.get(acc), other),
                };
                k.set(acc, next);
                k.set(offset, k.shr(k.get(offset), k.u32(1)));
            },
        );
        self.get(acc)
    }

    // ---- memory -----------------------------------------------------------

    /// A static shared-memory array of `len` elements, one per block.
    ///
    /// ```
    /// # use gpujit_ir::*;
    /// build("stage", Default::default(), |m| {
    ///     m.kernel("k", &[p::ptr_f32("x")], |k, a| {
    ///         let tile = k.shared_array(ScalarType::F32, 256);
    ///         let t = k.thread_id(Axis::X);
    ///         k.store(tile, t, k.load(a[0], k.global_id(Axis::X)));
    ///         k.barrier();
    ///         k.store(a[0], k.global_id(Axis::X), k.load(tile, k.sub(k.u32(255), t)));
    ///     })
    /// })?;
    /// # Ok::<(), IrError>(())
    /// ```
    #[track_caller]
    pub fn shared_array(&self, elem: ScalarType, len: u32) -> Value<'ctx> {
        let n = self.m.shared_arrays.get();
        self.m.shared_arrays.set(n + 1);
        let ty = inkwell::types::BasicType::array_type(&scalar_type(self.m.ctx, elem), len.max(1));
        let g = self.m.module.add_global(
            ty,
            Some(AddressSpace::from(Space::Shared as u16)),
            &shared_storage_name(n),
        );
        g.set_initializer(&ty.get_undef());
        g.set_linkage(inkwell::module::Linkage::Internal);
        g.set_alignment(16);
        self.call_typed(Intrinsic::Shared(n), &[], Type::Ptr(elem, Space::Shared))
    }

    /// The block's dynamic shared memory (its size is given at launch), as `elem` elements.
    pub fn dynamic_shared(&self, elem: ScalarType) -> Value<'ctx> {
        self.call_typed(
            Intrinsic::DynamicShared,
            &[],
            Type::Ptr(elem, Space::Shared),
        )
    }

    fn atomic_target(
        &self,
        op: &str,
        ptr: Value<'ctx>,
        index: Value<'ctx>,
        value: Value<'ctx>,
    ) -> Option<(inkwell::values::PointerValue<'ctx>, ScalarType)> {
        let Type::Ptr(elem, _) = ptr.ty else {
            self.fail(format!("atomic `{op}` needs a pointer, got {}", ptr.ty));
            return None;
        };
        if value.ty != Type::Scalar(elem) {
            self.fail(format!("atomic `{op}` of {} through {}", value.ty, ptr.ty));
            return None;
        }
        if !matches!(elem.size(), 4 | 8) {
            self.fail(format!("atomics work on 32- and 64-bit values, not {elem}"));
            return None;
        }
        self.element_ptr(ptr, index)
    }

    fn set_scope(&self, inst: Option<inkwell::values::InstructionValue<'ctx>>, scope: MemScope) {
        if let Some(i) = inst
            && let Err(e) = crate::lower::set_sync_scope(i, scope.portable_syncscope())
        {
            self.fail(e.to_string());
        }
    }

    /// Atomically applies `op` to `ptr[index]` with `value`; returns the old
    /// value. Relaxed ordering (as CUDA's `atomicAdd`), visible at `scope`.
    ///
    /// ```
    /// # use gpujit_ir::*;
    /// build("count", Default::default(), |m| {
    ///     m.kernel("k", &[p::ptr_u32("counter")], |k, a| {
    ///         k.atomic(AtomicOp::Add, a[0], k.u32(0), k.u32(1), MemScope::Device);
    ///     })
    /// })?;
    /// # Ok::<(), IrError>(())
    /// ```
    #[track_caller]
    pub fn atomic(
        &self,
        op: AtomicOp,
        ptr: Value<'ctx>,
        index: Value<'ctx>,
        value: Value<'ctx>,
        scope: MemScope,
    ) -> Value<'ctx> {
        let Some((p, elem)) = self.atomic_target("rmw", ptr, index, value) else {
            return self.poison(value.ty);
        };
        let float = elem.is_float();
        let signed = elem.is_signed_int();
        let rmw = match (op, float) {
            (AtomicOp::Add, true) => AtomicRMWBinOp::FAdd,
            (_, true) => {
                self.fail(format!(
                    "atomic {op:?} is not defined on {elem}; floats support Add"
                ));
                return self.poison(value.ty);
            }
            (AtomicOp::Add, _) => AtomicRMWBinOp::Add,
            (AtomicOp::Sub, _) => AtomicRMWBinOp::Sub,
            (AtomicOp::Min, _) => {
                if signed {
                    AtomicRMWBinOp::Min
                } else {
                    AtomicRMWBinOp::UMin
                }
            }
            (AtomicOp::Max, _) => {
                if signed {
                    AtomicRMWBinOp::Max
                } else {
                    AtomicRMWBinOp::UMax
                }
            }
            (AtomicOp::And, _) => AtomicRMWBinOp::And,
            (AtomicOp::Or, _) => AtomicRMWBinOp::Or,
            (AtomicOp::Xor, _) => AtomicRMWBinOp::Xor,
            (AtomicOp::Exchange, _) => AtomicRMWBinOp::Xchg,
        };
        let r: BasicValueEnum<'ctx> = if float {
            // inkwell builds integer atomicrmw only; LLVM's C API takes any type.
            use inkwell::llvm_sys::LLVMAtomicOrdering;
            use inkwell::llvm_sys::core::LLVMBuildAtomicRMW;
            use inkwell::values::AsValueRef;
            // SAFETY: builder, pointer and value belong to this module's context;
            // LLVM verifies the operand types (fadd on f32/f64) itself.
            unsafe {
                let raw = LLVMBuildAtomicRMW(
                    self.builder.as_mut_ptr(),
                    inkwell::llvm_sys::LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpFAdd,
                    p.as_value_ref(),
                    value.raw.as_value_ref(),
                    LLVMAtomicOrdering::LLVMAtomicOrderingMonotonic,
                    0,
                );
                BasicValueEnum::new(raw)
            }
        } else {
            match self.ok(self.builder.build_atomicrmw(
                rmw,
                p,
                value.raw.into_int_value(),
                AtomicOrdering::Monotonic,
            )) {
                Some(v) => v.into(),
                None => return self.poison(value.ty),
            }
        };
        self.set_scope(r.as_instruction_value(), scope);
        Value {
            raw: r,
            ty: value.ty,
        }
    }

    /// Atomically replaces `ptr[index]` with `new` if it equals `expected`;
    /// returns the old value (compare it with `expected` to learn whether it swapped).
    #[track_caller]
    pub fn atomic_cas(
        &self,
        ptr: Value<'ctx>,
        index: Value<'ctx>,
        expected: Value<'ctx>,
        new: Value<'ctx>,
        scope: MemScope,
    ) -> Value<'ctx> {
        if expected.ty != new.ty || matches!(new.ty, Type::Scalar(s) if s.is_float()) {
            self.fail(format!(
                "compare-exchange needs two integers of one type, got {} and {}",
                expected.ty, new.ty
            ));
            return self.poison(new.ty);
        }
        let Some((p, _)) = self.atomic_target("cas", ptr, index, new) else {
            return self.poison(new.ty);
        };
        let r = self.ok(self.builder.build_cmpxchg(
            p,
            expected.raw,
            new.raw,
            AtomicOrdering::Monotonic,
            AtomicOrdering::Monotonic,
        ));
        let Some(pair) = r else {
            return self.poison(new.ty);
        };
        self.set_scope(pair.as_instruction(), scope);
        match self.ok(self.builder.build_extract_value(pair, 0, "old")) {
            Some(raw) => Value { raw, ty: new.ty },
            None => self.poison(new.ty),
        }
    }

    /// Reads `ptr[index]` atomically (relaxed, visible at `scope`): a load the
    /// compiler never caches or hoists out of a loop, for polling a flag that
    /// another thread, the device or the host sets. Follow it with
    /// [`fence`](Self::fence) to acquire what the writer published.
    ///
    /// ```
    /// # use gpujit_ir::*;
    /// build("poll", Default::default(), |m| {
    ///     m.kernel("k", &[p::ptr_u32("flag"), p::ptr_u32("out")], |k, a| {
    ///         k.while_(|k| k.eq(k.atomic_load(a[0], k.u32(0), MemScope::System), k.u32(0)), |_| {});
    ///         k.fence(MemScope::System);
    ///         k.atomic_store(a[1], k.u32(0), k.u32(1), MemScope::System);
    ///     })
    /// })?;
    /// # Ok::<(), IrError>(())
    /// ```
    #[track_caller]
    pub fn atomic_load(
        &self,
        ptr: Value<'ctx>,
        index: Value<'ctx>,
        scope: MemScope,
    ) -> Value<'ctx> {
        let ty = match ptr.ty {
            Type::Ptr(elem, _) => Type::Scalar(elem),
            other => {
                self.fail(format!("atomic load needs a pointer, got {other}"));
                return self.poison(Type::Scalar(ScalarType::U32));
            }
        };
        let Some((p, elem)) = self.atomic_target("load", ptr, index, self.poison(ty)) else {
            return self.poison(ty);
        };
        let Some(raw) = self.ok(self
            .builder
            .build_load(scalar_type(self.m.ctx, elem), p, ""))
        else {
            return self.poison(ty);
        };
        self.make_atomic(raw.as_instruction_value(), elem, scope);
        Value { raw, ty }
    }

    /// Writes `value` to `ptr[index]` atomically (relaxed, visible at `scope`).
    /// Precede it with [`fence`](Self::fence) to release what was written before.
    #[track_caller]
    pub fn atomic_store(
        &self,
        ptr: Value<'ctx>,
        index: Value<'ctx>,
        value: Value<'ctx>,
        scope: MemScope,
    ) {
        let Some((p, elem)) = self.atomic_target("store", ptr, index, value) else {
            return;
        };
        if let Some(st) = self.ok(self.builder.build_store(p, value.raw)) {
            self.make_atomic(Some(st), elem, scope);
        }
    }

    fn make_atomic(
        &self,
        inst: Option<inkwell::values::InstructionValue<'ctx>>,
        elem: ScalarType,
        scope: MemScope,
    ) {
        let Some(i) = inst else { return };
        let ordered = i
            .set_alignment(elem.size() as u32)
            .and_then(|()| i.set_atomic_ordering(AtomicOrdering::Monotonic));
        match ordered {
            Ok(()) => self.set_scope(Some(i), scope),
            Err(e) => self.fail(format!("atomic access: {e}")),
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

    /// The global-memory pointer to `elem` values at device address `addr`
    /// (a `u64`), for addresses passed in memory rather than as kernel
    /// parameters: a task's argument block, a table of buffers.
    #[track_caller]
    pub fn ptr_from_addr(&self, addr: Value<'ctx>, elem: ScalarType) -> Value<'ctx> {
        let out = Type::Ptr(elem, Space::Global);
        if addr.ty != Type::Scalar(ScalarType::U64) {
            self.fail(format!("an address is a u64, got {}", addr.ty));
            return self.poison(out);
        }
        let ty = self
            .m
            .ctx
            .ptr_type(AddressSpace::from(Space::Global as u16));
        match self.ok(self
            .builder
            .build_int_to_ptr(addr.raw.into_int_value(), ty, "addr"))
        {
            Some(p) => Value {
                raw: p.into(),
                ty: out,
            },
            None => self.poison(out),
        }
    }

    /// Orders this thread's memory accesses before and after the fence, as seen from `scope`.
    pub fn fence(&self, scope: MemScope) {
        self.intrinsic(Intrinsic::Fence(scope), &[]);
    }

    // ---- math ---------------------------------------------------------------

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
        let first = args.first().map_or(Type::Scalar(ScalarType::F32), |a| a.ty);
        let width = match first {
            Type::Scalar(ScalarType::F32) => FloatWidth::F32,
            Type::Scalar(ScalarType::F64) => FloatWidth::F64,
            t => {
                self.fail(format!("`{}` needs f32 or f64, got {t}", op.name()));
                return self.poison(first);
            }
        };
        if args.len() != op.arity() || args.iter().any(|a| a.ty != first) {
            let got: Vec<String> = args.iter().map(|a| a.ty.to_string()).collect();
            self.fail(format!(
                "`{}` takes {} {first} operands, got ({})",
                op.name(),
                op.arity(),
                got.join(", ")
            ));
            return self.poison(first);
        }
        let raw: Vec<BasicValueEnum<'ctx>> = args.iter().map(|a| a.raw).collect();
        self.call_typed(Intrinsic::Math(op, width), &raw, first)
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

impl<'m, 'ctx> KernelBuilder<'m, 'ctx> {
    /// Loads `N` (2 or 4) consecutive elements `ptr[N*index .. N*index + N]`
    /// with one vector access (e.g. a 128-bit `ld.global.v4.f32`); the address
    /// must be aligned to `N` elements.
    ///
    /// ```
    /// # use gpujit_ir::*;
    /// // Scales four floats per thread with one 128-bit load and store.
    /// build("scale4", Default::default(), |m| {
    ///     m.kernel("k", &[p::ptr_f32("x")], |k, a| {
    ///         let i = k.global_id(Axis::X);
    ///         let v = k.load_vec::<4>(a[0], i);
    ///         k.store_vec::<4>(a[0], i, v.map(|e| k.mul(e, k.f32(2.0))));
    ///     })
    /// })?;
    /// # Ok::<(), IrError>(())
    /// ```
    #[track_caller]
    pub fn load_vec<const N: usize>(
        &self,
        ptr: Value<'ctx>,
        index: Value<'ctx>,
    ) -> [Value<'ctx>; N] {
        let poison = |k: &Self| {
            let elem = match ptr.ty {
                Type::Ptr(e, _) => e,
                _ => ScalarType::F32,
            };
            [k.poison(Type::Scalar(elem)); N]
        };
        let Some((p, elem, vty)) = self.vector_slot::<N>(ptr, index) else {
            return poison(self);
        };
        let Some(v) = self.ok(self.builder.build_load(vty, p, "vec")) else {
            return poison(self);
        };
        if let Some(i) = v.as_instruction_value()
            && i.set_alignment((N * elem.size()) as u32).is_err()
        {
            self.fail("cannot align a vector load".into());
        }
        let v = v.into_vector_value();
        let mut out = poison(self);
        for (lane, o) in out.iter_mut().enumerate() {
            let idx = self.m.ctx.i32_type().const_int(lane as u64, false);
            if let Some(raw) = self.ok(self.builder.build_extract_element(v, idx, "")) {
                *o = Value {
                    raw,
                    ty: Type::Scalar(elem),
                };
            }
        }
        out
    }

    /// Stores `N` (2 or 4) values to `ptr[N*index .. N*index + N]` with one vector access.
    #[track_caller]
    pub fn store_vec<const N: usize>(
        &self,
        ptr: Value<'ctx>,
        index: Value<'ctx>,
        values: [Value<'ctx>; N],
    ) {
        let Some((p, elem, vty)) = self.vector_slot::<N>(ptr, index) else {
            return;
        };
        if let Some(bad) = values.iter().find(|v| v.ty != Type::Scalar(elem)) {
            self.fail(format!("storing {} through {}", bad.ty, ptr.ty));
            return;
        }
        let mut v = vty.get_undef();
        for (lane, x) in values.iter().enumerate() {
            let idx = self.m.ctx.i32_type().const_int(lane as u64, false);
            match self.ok(self.builder.build_insert_element(v, x.raw, idx, "")) {
                Some(nv) => v = nv,
                None => return,
            }
        }
        if let Some(st) = self.ok(self.builder.build_store(p, v))
            && st.set_alignment((N * elem.size()) as u32).is_err()
        {
            self.fail("cannot align a vector store".into());
        }
    }

    #[track_caller]
    fn vector_slot<const N: usize>(
        &self,
        ptr: Value<'ctx>,
        index: Value<'ctx>,
    ) -> Option<(
        inkwell::values::PointerValue<'ctx>,
        ScalarType,
        inkwell::types::VectorType<'ctx>,
    )> {
        if N != 2 && N != 4 {
            self.fail(format!("vector accesses are 2 or 4 wide, not {N}"));
            return None;
        }
        let Type::Ptr(elem, space) = ptr.ty else {
            self.fail(format!("vector access needs a pointer, got {}", ptr.ty));
            return None;
        };
        let vty = match scalar_type(self.m.ctx, elem) {
            BasicTypeEnum::FloatType(f) => f.vec_type(N as u32),
            BasicTypeEnum::IntType(i) => i.vec_type(N as u32),
            _ => {
                self.fail(format!("cannot make vectors of {elem}"));
                return None;
            }
        };
        // Element N*index, reinterpreted as the start of one vector.
        let first = self.mul(index, self.constant_like(index, N as u64)?);
        let (p, _) = self.element_ptr(
            Value {
                raw: ptr.raw,
                ty: Type::Ptr(elem, space),
            },
            first,
        )?;
        Some((p, elem, vty))
    }

    #[track_caller]
    fn constant_like(&self, v: Value<'ctx>, n: u64) -> Option<Value<'ctx>> {
        match v.ty {
            Type::Scalar(s) if !s.is_float() && s != ScalarType::Bool => {
                Some(self.constant(s, n, 0.0))
            }
            t => {
                self.fail(format!("an index must be an integer, got {t}"));
                None
            }
        }
    }
}

impl<'m, 'ctx> KernelBuilder<'m, 'ctx> {
    /// Reads the `ty` field at byte `offset` of a record passed by value
    /// (`p::record`). The field must lie inside the record at a multiple of its size.
    ///
    /// ```
    /// # use gpujit_ir::*;
    /// // struct { float scale; unsigned n; } passed by value.
    /// build("rec", Default::default(), |m| {
    ///     m.kernel("k", &[p::record("cfg", &[ScalarType::F32, ScalarType::U32]), p::ptr_f32("x")], |k, a| {
    ///         let (scale, n) = (k.field(a[0], 0, ScalarType::F32), k.field(a[0], 4, ScalarType::U32));
    ///         let i = k.global_id(Axis::X);
    ///         k.if_(k.lt(i, n), |k| k.store(a[1], i, k.mul(k.load(a[1], i), scale)));
    ///     })
    /// })?;
    /// # Ok::<(), IrError>(())
    /// ```
    #[track_caller]
    pub fn field(&self, record: Value<'ctx>, offset: u16, ty: ScalarType) -> Value<'ctx> {
        let out = Type::Scalar(ty);
        let Type::Bytes(size, _) = record.ty else {
            self.fail(format!(
                "`field` reads records passed by value, got {}",
                record.ty
            ));
            return self.poison(out);
        };
        let bytes = ty.size() as u16;
        if ty == ScalarType::Bool || !offset.is_multiple_of(bytes) || offset + bytes > size {
            self.fail(format!(
                "no {ty} field at byte {offset} of a {size}-byte record"
            ));
            return self.poison(out);
        }
        // Spill the record to a local and read the field through a pointer:
        // optimisation turns this into register extracts.
        let slot = self.var_of(record);
        let Some(slot) = slot else {
            return self.poison(out);
        };
        let i8t = self.m.ctx.i8_type();
        // SAFETY: inkwell marks GEP unsafe because an out-of-range offset is UB in the
        // generated code; the offset was checked against the record's size above.
        let p = unsafe {
            self.builder.build_in_bounds_gep(
                i8t,
                slot,
                &[self.m.ctx.i64_type().const_int(u64::from(offset), false)],
                "",
            )
        };
        let Some(p) = self.ok(p) else {
            return self.poison(out);
        };
        match self.ok(self
            .builder
            .build_load(scalar_type(self.m.ctx, ty), p, "field"))
        {
            Some(raw) => {
                if let Some(i) = raw.as_instruction_value()
                    && i.set_alignment(u32::from(bytes)).is_err()
                {
                    self.fail("cannot align a field load".into());
                }
                Value { raw, ty: out }
            }
            None => self.poison(out),
        }
    }
}

/// Read-only data in constant memory, defined once per module with
/// [`ModuleBuilder::constant_array`](crate::ModuleBuilder::constant_array).
#[derive(Debug, Clone, Copy)]
pub struct ConstArray<'ctx> {
    pub(crate) global: inkwell::values::GlobalValue<'ctx>,
    pub(crate) elem: ScalarType,
    pub(crate) len: u32,
}

impl<'ctx> ConstArray<'ctx> {
    /// Number of elements.
    pub fn len(&self) -> u32 {
        self.len
    }

    /// Whether the array is empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl<'m, 'ctx> KernelBuilder<'m, 'ctx> {
    /// A per-thread array of `len` elements in private memory (registers or
    /// scratch), indexable at run time.
    ///
    /// ```
    /// # use gpujit_ir::*;
    /// build("hist8", Default::default(), |m| {
    ///     m.kernel("k", &[p::ptr_u32("x")], |k, a| {
    ///         let counts = k.local_array(ScalarType::U32, 8);
    ///         k.for_range(k.u32(0), k.u32(8), k.u32(1), |k, i| k.store(counts, i, k.u32(0)));
    ///         let bin = k.and(k.load(a[0], k.global_id(Axis::X)), k.u32(7));
    ///         k.store(counts, bin, k.add(k.load(counts, bin), k.u32(1)));
    ///     })
    /// })?;
    /// # Ok::<(), IrError>(())
    /// ```
    #[track_caller]
    pub fn local_array(&self, elem: ScalarType, len: u32) -> Value<'ctx> {
        let ty = Type::Ptr(elem, Space::Private);
        let arr = inkwell::types::BasicType::array_type(&scalar_type(self.m.ctx, elem), len.max(1));
        match self.entry_alloca(arr.into()) {
            Some(p) => Value { raw: p.into(), ty },
            None => self.poison(ty),
        }
    }

    /// The same memory as `ptr`, through a generic (flat) pointer, which may
    /// point to global, shared, constant or private memory.
    #[track_caller]
    pub fn generic(&self, ptr: Value<'ctx>) -> Value<'ctx> {
        let Type::Ptr(elem, _) = ptr.ty else {
            self.fail(format!("`generic` needs a pointer, got {}", ptr.ty));
            return self.poison(ptr.ty);
        };
        let out = Type::Ptr(elem, Space::Generic);
        let p = ptr.raw.into_pointer_value();
        if p.get_type().get_address_space() == AddressSpace::default() {
            return Value {
                raw: ptr.raw,
                ty: out,
            };
        }
        let flat = self.m.ctx.ptr_type(AddressSpace::default());
        match self.ok(self.builder.build_address_space_cast(p, flat, "flat")) {
            Some(raw) => Value {
                raw: raw.into(),
                ty: out,
            },
            None => self.poison(out),
        }
    }

    /// A pointer to a module's constant array.
    pub fn const_ptr(&self, array: &ConstArray<'ctx>) -> Value<'ctx> {
        Value {
            raw: array.global.as_pointer_value().into(),
            ty: Type::Ptr(array.elem, Space::Constant),
        }
    }
}
