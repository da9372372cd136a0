//! Warp operations: lane id, shuffles, votes, reductions.

use gpujit_device::ScalarType;
use inkwell::values::{BasicValueEnum, IntValue};

use crate::builder::{KernelBuilder, Type, Value, scalar_type};
use crate::intrinsics::{Intrinsic, ShuffleKind};

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

    /// The address of the grid's synchronisation workspace as a `u64`: a zeroed
    /// `{u32 size; u32 barrier}` shared by every block of a cooperative launch
    /// (`DeviceExt::launch_cooperative`), 0 in any other launch.
    pub fn grid_workspace(&self) -> Value<'ctx> {
        self.call_typed(Intrinsic::GridWorkspace, &[], Type::Scalar(ScalarType::U64))
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
}
