//! Portable intrinsic calls: thread and block queries, the barrier.

use gpujit_device::ScalarType;
use inkwell::values::{BasicValueEnum, CallSiteValue};

use crate::intrinsics::{Axis, Intrinsic};

use super::{KernelBuilder, Type, Value};

impl<'m, 'ctx> KernelBuilder<'m, 'ctx> {
    // ---- GPU operations ---------------------------------------------------

    pub(crate) fn intrinsic(
        &self,
        op: Intrinsic,
        args: &[BasicValueEnum<'ctx>],
    ) -> Option<CallSiteValue<'ctx>> {
        let f = op.declare(&self.m.module);
        let args: Vec<_> = args.iter().map(|a| (*a).into()).collect();
        self.ok(self.builder.build_call(f, &args, ""))
    }

    fn u32_intrinsic(&self, op: Intrinsic) -> Value<'ctx> {
        let ty = Type::Scalar(ScalarType::U32);
        match self
            .intrinsic(op, &[])
            .and_then(|c| c.try_as_basic_value().basic())
        {
            Some(raw) => Value { raw, ty },
            None => self.poison(ty),
        }
    }

    /// Thread index within the block.
    pub fn thread_id(&self, a: Axis) -> Value<'ctx> {
        self.u32_intrinsic(Intrinsic::ThreadId(a))
    }
    /// Block index within the grid.
    pub fn block_id(&self, a: Axis) -> Value<'ctx> {
        self.u32_intrinsic(Intrinsic::BlockId(a))
    }
    /// Threads per block.
    pub fn block_dim(&self, a: Axis) -> Value<'ctx> {
        self.u32_intrinsic(Intrinsic::BlockDim(a))
    }
    /// Blocks in the grid.
    pub fn grid_dim(&self, a: Axis) -> Value<'ctx> {
        self.u32_intrinsic(Intrinsic::GridDim(a))
    }
    /// Threads per warp on the target this module is compiled for.
    pub fn warp_size(&self) -> Value<'ctx> {
        self.u32_intrinsic(Intrinsic::WarpSize)
    }
    /// `block_id * block_dim + thread_id` along one axis.
    #[track_caller]
    pub fn global_id(&self, a: Axis) -> Value<'ctx> {
        let base = self.mul(self.block_id(a), self.block_dim(a));
        self.add(base, self.thread_id(a))
    }
    /// Block-wide barrier: every thread of the block waits here.
    pub fn barrier(&self) {
        self.intrinsic(Intrinsic::Barrier, &[]);
    }
}
