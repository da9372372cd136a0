//! Copies from global to shared memory that overlap computation
//! (`cp.async` on NVIDIA sm_80+, plain copies elsewhere), and NVIDIA
//! Hopper's warpgroup matrix operation (see [`crate::mma::WgmmaOp`]).

use gpujit_device::ScalarType;
use inkwell::values::PointerValue;

use crate::builder::{KernelBuilder, Space, Type, Value};
use crate::intrinsics::Intrinsic;
use crate::mma::{WGMMA_N, WgmmaOp};

/// The accumulators of a warpgroup matrix operation: `n / 2` `f32` per
/// thread, a mutable slot like a [`Fragment`](crate::Fragment).
#[derive(Debug, Clone, Copy)]
pub struct WarpgroupAcc<'ctx> {
    slot: PointerValue<'ctx>,
    n: u32,
}

impl<'ctx> WarpgroupAcc<'ctx> {
    /// Columns of the result.
    pub fn n(&self) -> u32 {
        self.n
    }

    /// Accumulators per thread.
    pub fn len(&self) -> u32 {
        self.n / 2
    }

    /// Whether it holds nothing (never: `n` is at least 64).
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }
}

impl<'m, 'ctx> KernelBuilder<'m, 'ctx> {
    /// Starts copying the 16 bytes at `src` (global memory) to `dst` (shared
    /// memory); both 16-byte aligned. The copy runs while the thread goes on:
    /// after [`async_commit`](Self::async_commit) closes the group it belongs
    /// to, [`async_wait`](Self::async_wait) waits for it, and a barrier then
    /// shows it to the other threads. On NVIDIA sm_80 and later this is
    /// `cp.async.cg`; elsewhere the copy happens at once.
    #[track_caller]
    pub fn async_copy16(&self, dst: Value<'ctx>, src: Value<'ctx>) {
        match (dst.ty, src.ty) {
            (Type::Ptr(_, Space::Shared), Type::Ptr(_, Space::Global)) => {
                self.intrinsic(Intrinsic::AsyncCopy16, &[dst.raw, src.raw]);
            }
            (d, s) => self.fail(format!(
                "`async_copy16` copies from global to shared memory, got {s} to {d}"
            )),
        }
    }

    /// Closes the group of this thread's async copies started since the last one.
    pub fn async_commit(&self) {
        self.intrinsic(Intrinsic::AsyncCommit, &[]);
    }

    /// Waits until at most `pending` (0 to 7) of this thread's groups of async
    /// copies are still in flight.
    #[track_caller]
    pub fn async_wait(&self, pending: u8) {
        if pending > 7 {
            self.fail(format!(
                "`async_wait` allows 0 to 7 pending groups, not {pending}"
            ));
            return;
        }
        self.intrinsic(Intrinsic::AsyncWait(pending), &[]);
    }

    /// The byte address of a shared-memory pointer within the block's shared
    /// memory, as a `u32` (what NVIDIA's matrix descriptors hold).
    #[track_caller]
    pub fn shared_address(&self, ptr: Value<'ctx>) -> Value<'ctx> {
        let out = Type::Scalar(ScalarType::U32);
        if !matches!(ptr.ty, Type::Ptr(_, Space::Shared)) {
            self.fail(format!(
                "`shared_address` needs a shared pointer, got {}",
                ptr.ty
            ));
            return self.poison(out);
        }
        let i32t = self.m.ctx.i32_type();
        match self.ok(self
            .builder
            .build_ptr_to_int(ptr.raw.into_pointer_value(), i32t, "smem"))
        {
            Some(v) => Value {
                raw: v.into(),
                ty: out,
            },
            None => self.poison(out),
        }
    }

    /// The generic address of a global-memory pointer, as a `u64` (where
    /// tensor copies read their tensor maps).
    #[track_caller]
    pub fn global_address(&self, ptr: Value<'ctx>) -> Value<'ctx> {
        let out = Type::Scalar(ScalarType::U64);
        if !matches!(ptr.ty, Type::Ptr(_, Space::Global)) {
            self.fail(format!(
                "`global_address` needs a global pointer, got {}",
                ptr.ty
            ));
            return self.poison(out);
        }
        let ctx = self.m.ctx;
        let generic = ctx.ptr_type(inkwell::AddressSpace::default());
        let Some(g) = self.ok(self.builder.build_address_space_cast(
            ptr.raw.into_pointer_value(),
            generic,
            "generic",
        )) else {
            return self.poison(out);
        };
        match self.ok(self.builder.build_ptr_to_int(g, ctx.i64_type(), "addr")) {
            Some(v) => Value {
                raw: v.into(),
                ty: out,
            },
            None => self.poison(out),
        }
    }

    /// Accumulators for a warpgroup operation with `n` columns (64, 128 or
    /// 256), zeroed. NVIDIA sm_90a only (see [`crate::mma::WgmmaOp`]).
    #[track_caller]
    pub fn warpgroup_accumulator(&self, n: u32) -> WarpgroupAcc<'ctx> {
        let ctx = self.m.module.get_context();
        if !WGMMA_N.contains(&n) {
            self.fail(format!(
                "a warpgroup operation has 64, 128 or 256 columns, not {n}"
            ));
        }
        let n = if WGMMA_N.contains(&n) { n } else { 64 };
        let ty = ctx.f32_type().vec_type(n / 2);
        let slot = self
            .entry_alloca(ty.into())
            .unwrap_or_else(|| ctx.ptr_type(inkwell::AddressSpace::default()).const_null());
        self.ok(self.builder.build_store(slot, ty.const_zero()));
        WarpgroupAcc { slot, n }
    }

    /// `acc = A·Bᵀ (+ acc when `accumulate`)` over a 64-deep block of `k`,
    /// `A` and `B` the 128-byte-swizzled shared tiles whose descriptors
    /// (`u64`, see [`crate::mma::wgmma_descriptor`]) are given; returns with
    /// at most `pending` (0 or 1) of these operations still in flight (see
    /// [`WgmmaOp::Bf16K64`]). Every thread of the warpgroup executes it.
    /// NVIDIA sm_90a only.
    #[track_caller]
    pub fn warpgroup_mma_bf16(
        &self,
        acc: &WarpgroupAcc<'ctx>,
        desc_a: Value<'ctx>,
        desc_b: Value<'ctx>,
        accumulate: Value<'ctx>,
        pending: u8,
    ) {
        self.warpgroup_mma(
            (ScalarType::BF16, false, false),
            acc,
            desc_a,
            desc_b,
            accumulate,
            pending,
        );
    }

    /// [`KernelBuilder::warpgroup_mma_bf16`] on tiles of `element`: `BF16`
    /// or `F16` ([`WgmmaOp::F16K64`]), or `F32` read as `tf32` over a
    /// 32-deep block ([`WgmmaOp::Tf32K32`], both operands K-major), another
    /// type being a build error (8-bit floats: [`KernelBuilder::warpgroup_mma_op`]
    /// with [`WgmmaOp::Fp8K128`]);
    /// `A` M-major when `a_m_major`, `B` N-major when `b_n_major` (their
    /// descriptors then made by [`crate::mma::wgmma_descriptor_n_major`]).
    #[track_caller]
    pub fn warpgroup_mma(
        &self,
        (element, a_m_major, b_n_major): (ScalarType, bool, bool),
        acc: &WarpgroupAcc<'ctx>,
        desc_a: Value<'ctx>,
        desc_b: Value<'ctx>,
        accumulate: Value<'ctx>,
        pending: u8,
    ) {
        match WgmmaOp::k_block(element, acc.n, pending, (a_m_major, b_n_major)) {
            Ok(op) => self.warpgroup_mma_op(op, acc, desc_a, desc_b, accumulate),
            Err(why) => self.fail(why),
        }
    }

    /// The warpgroup operation `op` (a multiplying one: [`WgmmaOp::Bf16K64`],
    /// [`WgmmaOp::F16K64`], [`WgmmaOp::Tf32K32`] or [`WgmmaOp::Fp8K128`],
    /// of `acc`'s columns) on the tiles whose descriptors are given, into
    /// `acc`, as [`KernelBuilder::warpgroup_mma_bf16`] describes.
    #[track_caller]
    pub fn warpgroup_mma_op(
        &self,
        op: WgmmaOp,
        acc: &WarpgroupAcc<'ctx>,
        desc_a: Value<'ctx>,
        desc_b: Value<'ctx>,
        accumulate: Value<'ctx>,
    ) {
        let (n, pending) = match op {
            WgmmaOp::Bf16K64 { n, pending, .. }
            | WgmmaOp::F16K64 { n, pending, .. }
            | WgmmaOp::Tf32K32 { n, pending }
            | WgmmaOp::Fp8K128 { n, pending, .. } => (n, pending),
            other => {
                self.fail(format!(
                    "`warpgroup_mma_op` multiplies; {} does not",
                    other.describe()
                ));
                return;
            }
        };
        if n != acc.n {
            self.fail(format!(
                "{} on accumulators of {} columns",
                op.describe(),
                acc.n
            ));
            return;
        }
        if pending > 1 {
            self.fail(format!(
                "a warpgroup operation leaves 0 or 1 in flight, not {pending}"
            ));
            return;
        }
        let u64t = Type::Scalar(ScalarType::U64);
        if desc_a.ty != u64t || desc_b.ty != u64t || accumulate.ty != Type::Scalar(ScalarType::Bool)
        {
            self.fail(format!(
                "`warpgroup_mma` takes two u64 descriptors and a bool, got {}, {} and {}",
                desc_a.ty, desc_b.ty, accumulate.ty
            ));
            return;
        }
        let ty = self.m.ctx.f32_type().vec_type(acc.n / 2);
        let Some(cur) = self.ok(self.builder.build_load(ty, acc.slot, "wg")) else {
            return;
        };
        let r = self
            .intrinsic(
                Intrinsic::Wgmma(op),
                &[desc_a.raw, desc_b.raw, cur, accumulate.raw],
            )
            .and_then(|c| c.try_as_basic_value().basic());
        if let Some(r) = r {
            self.ok(self.builder.build_store(acc.slot, r));
        }
    }

    /// Waits until every warpgroup operation on `acc` has finished.
    pub fn warpgroup_wait(&self, acc: &WarpgroupAcc<'ctx>) {
        let ty = self.m.ctx.f32_type().vec_type(acc.n / 2);
        let Some(cur) = self.ok(self.builder.build_load(ty, acc.slot, "wg")) else {
            return;
        };
        let r = self
            .intrinsic(Intrinsic::Wgmma(WgmmaOp::Wait { n: acc.n }), &[cur])
            .and_then(|c| c.try_as_basic_value().basic());
        if let Some(r) = r {
            self.ok(self.builder.build_store(acc.slot, r));
        }
    }

    /// This thread's accumulator `i` (a constant below `n / 2`).
    #[track_caller]
    pub fn warpgroup_acc_get(&self, acc: &WarpgroupAcc<'ctx>, i: u32) -> Value<'ctx> {
        let out = Type::Scalar(ScalarType::F32);
        if i >= acc.n / 2 {
            self.fail(format!("accumulator {i} of {}", acc.n / 2));
            return self.poison(out);
        }
        let ty = self.m.ctx.f32_type().vec_type(acc.n / 2);
        let Some(v) = self.ok(self.builder.build_load(ty, acc.slot, "wg")) else {
            return self.poison(out);
        };
        let idx = self.m.ctx.i32_type().const_int(u64::from(i), false);
        match self.ok(self
            .builder
            .build_extract_element(v.into_vector_value(), idx, ""))
        {
            Some(raw) => Value { raw, ty: out },
            None => self.poison(out),
        }
    }

    /// `fence.proxy.async.shared::cta` (see [`WgmmaOp::FenceProxyAsync`]).
    pub fn fence_proxy_async(&self) {
        self.intrinsic(Intrinsic::Wgmma(WgmmaOp::FenceProxyAsync), &[]);
    }

    /// Checks that each of `values` is a `u32` (or, for the one `u64`
    /// position given, a `u64`) before `op` is called on them.
    #[track_caller]
    fn hopper_call(&self, op: WgmmaOp, values: &[Value<'ctx>], wide: Option<usize>) {
        for (i, v) in values.iter().enumerate() {
            let want = if wide == Some(i) {
                ScalarType::U64
            } else {
                ScalarType::U32
            };
            if v.ty != Type::Scalar(want) {
                self.fail(format!(
                    "{}: operand {i} is a {want}, got {}",
                    op.describe(),
                    v.ty
                ));
                return;
            }
        }
        let raw: Vec<_> = values.iter().map(|v| v.raw).collect();
        self.intrinsic(Intrinsic::Wgmma(op), &raw);
    }

    /// Initialises the async barrier at shared byte address `bar` (8 bytes,
    /// 8-aligned; a `u32`, as [`shared_address`](Self::shared_address)
    /// gives) to complete a phase when `count` threads have arrived (see
    /// [`WgmmaOp::BarrierInit`]). NVIDIA sm_90a only.
    #[track_caller]
    pub fn mbarrier_init(&self, bar: Value<'ctx>, count: Value<'ctx>) {
        self.hopper_call(WgmmaOp::BarrierInit, &[bar, count], None);
    }

    /// Makes the barriers this thread initialised visible to tensor copies
    /// ([`WgmmaOp::BarrierInitFence`]); a block barrier after it shows them
    /// to the other threads.
    pub fn mbarrier_init_fence(&self) {
        self.intrinsic(Intrinsic::Wgmma(WgmmaOp::BarrierInitFence), &[]);
    }

    /// Arrives on the barrier at `bar`, announcing `bytes` that tensor copies
    /// will land before its phase completes ([`WgmmaOp::BarrierExpect`]).
    #[track_caller]
    pub fn mbarrier_expect_tx(&self, bar: Value<'ctx>, bytes: Value<'ctx>) {
        self.hopper_call(WgmmaOp::BarrierExpect, &[bar, bytes], None);
    }

    /// Arrives on the barrier at `bar` ([`WgmmaOp::BarrierArrive`]).
    #[track_caller]
    pub fn mbarrier_arrive(&self, bar: Value<'ctx>) {
        self.hopper_call(WgmmaOp::BarrierArrive, &[bar], None);
    }

    /// Waits until the phase of parity `parity` (a `u32`, 0 or 1) of the
    /// barrier at `bar` has completed ([`WgmmaOp::BarrierWait`]).
    #[track_caller]
    pub fn mbarrier_wait(&self, bar: Value<'ctx>, parity: Value<'ctx>) {
        self.hopper_call(WgmmaOp::BarrierWait, &[bar, parity], None);
    }

    /// Starts a tensor copy of the box at column `x`, row `y` of matrix `z`
    /// of the stack whose tensor map lies at the generic address `map` (a
    /// `u64`) into shared memory at byte address `dst`, its bytes counted by
    /// the barrier at `bar` ([`WgmmaOp::TensorLoad3d`]). One thread issues it.
    #[track_caller]
    pub fn tensor_load_3d(
        &self,
        dst: Value<'ctx>,
        map: Value<'ctx>,
        (x, y, z): (Value<'ctx>, Value<'ctx>, Value<'ctx>),
        bar: Value<'ctx>,
    ) {
        self.hopper_call(WgmmaOp::TensorLoad3d, &[dst, map, x, y, z, bar], Some(1));
    }
}
