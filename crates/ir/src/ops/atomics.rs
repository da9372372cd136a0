//! Atomic read-modify-write, compare-exchange, atomic loads and stores, fences.

use gpujit_device::ScalarType;
use inkwell::values::{BasicValue, BasicValueEnum};
use inkwell::{AtomicOrdering, AtomicRMWBinOp};

use crate::builder::{KernelBuilder, Type, Value, scalar_type};
use crate::intrinsics::{Intrinsic, MemScope};

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

impl<'m, 'ctx> KernelBuilder<'m, 'ctx> {
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

    /// Orders this thread's memory accesses before and after the fence, as seen from `scope`.
    pub fn fence(&self, scope: MemScope) {
        self.intrinsic(Intrinsic::Fence(scope), &[]);
    }
}
