//! Kernel-builder operations beyond arithmetic, by subject: bit operations
//! and min/max (`bits`), loops and device-function calls (`control`), warp
//! operations (`warp`), shared, private, vector and record memory (`memory`),
//! atomics and fences (`atomics`) and math (`math`).

use gpujit_device::ScalarType;
use inkwell::values::BasicValueEnum;

use crate::builder::{KernelBuilder, Type, Value};
use crate::intrinsics::Intrinsic;

mod atomics;
mod bits;
mod control;
mod math;
mod memory;
mod mma;
mod pipeline;
mod warp;

pub use atomics::AtomicOp;
pub use memory::ConstArray;
pub use mma::Fragment;
pub use pipeline::WarpgroupAcc;
pub use warp::Reduce;

impl<'m, 'ctx> KernelBuilder<'m, 'ctx> {
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
}
