//! Element addressing, loads, stores and local variables.

use gpujit_device::ScalarType;
use inkwell::AddressSpace;
use inkwell::types::BasicTypeEnum;
use inkwell::values::IntValue;

use super::{KernelBuilder, Type, Value, Var, llvm_type, scalar_type};

impl<'m, 'ctx> KernelBuilder<'m, 'ctx> {
    // ---- memory -----------------------------------------------------------

    #[track_caller]
    pub(crate) fn element_ptr(
        &self,
        ptr: Value<'ctx>,
        index: Value<'ctx>,
    ) -> Option<(inkwell::values::PointerValue<'ctx>, ScalarType)> {
        let Type::Ptr(elem, _) = ptr.ty else {
            self.fail(format!("indexing needs a pointer, got {}", ptr.ty));
            return None;
        };
        let idx = match index.ty {
            Type::Scalar(s) if !s.is_float() && s != ScalarType::Bool => {
                self.widen_index(index.raw.into_int_value(), s)?
            }
            other => {
                self.fail(format!("an index must be an integer, got {other}"));
                return None;
            }
        };
        let t = scalar_type(self.m.ctx, elem);
        // SAFETY: inkwell marks GEP unsafe because out-of-range indices are UB
        // in the generated code, exactly as in the kernel language itself.
        let gep = unsafe {
            self.builder
                .build_in_bounds_gep(t, ptr.raw.into_pointer_value(), &[idx], "")
        };
        self.ok(gep).map(|p| (p, elem))
    }

    fn widen_index(&self, v: IntValue<'ctx>, s: ScalarType) -> Option<IntValue<'ctx>> {
        let i64t = self.m.ctx.i64_type();
        if s.size() == 8 {
            return Some(v);
        }
        let r = if s.is_signed_int() {
            self.builder.build_int_s_extend(v, i64t, "idx")
        } else {
            self.builder.build_int_z_extend(v, i64t, "idx")
        };
        self.ok(r)
    }

    /// Loads `ptr[index]`.
    #[track_caller]
    pub fn load(&self, ptr: Value<'ctx>, index: Value<'ctx>) -> Value<'ctx> {
        let Some((p, elem)) = self.element_ptr(ptr, index) else {
            return self.poison(Type::Scalar(ScalarType::F32));
        };
        let ty = Type::Scalar(elem);
        match self.ok(self
            .builder
            .build_load(scalar_type(self.m.ctx, elem), p, ""))
        {
            Some(raw) => Value { raw, ty },
            None => self.poison(ty),
        }
    }

    /// Stores `value` to `ptr[index]`; the value must have the element type.
    #[track_caller]
    pub fn store(&self, ptr: Value<'ctx>, index: Value<'ctx>, value: Value<'ctx>) {
        if let Type::Ptr(elem, _) = ptr.ty
            && value.ty != Type::Scalar(elem)
        {
            self.fail(format!("storing {} through {}", value.ty, ptr.ty));
            return;
        }
        if let Some((p, _)) = self.element_ptr(ptr, index) {
            self.ok(self.builder.build_store(p, value.raw));
        }
    }

    /// A local variable initialised to `init`.
    #[track_caller]
    pub fn var(&self, init: Value<'ctx>) -> Var<'ctx> {
        let Type::Scalar(s) = init.ty else {
            self.fail(format!("variables hold scalars, got {}", init.ty));
            return Var {
                slot: self.m.ctx.ptr_type(AddressSpace::default()).const_null(),
                ty: ScalarType::U32,
            };
        };
        // Allocas go in the entry block so that mem2reg promotes them.
        let at_entry = self.m.ctx.create_builder();
        match self.entry.get_first_instruction() {
            Some(i) => at_entry.position_before(&i),
            None => at_entry.position_at_end(self.entry),
        }
        let slot = match self.ok(at_entry.build_alloca(scalar_type(self.m.ctx, s), "var")) {
            Some(p) => p,
            None => self.m.ctx.ptr_type(AddressSpace::default()).const_null(),
        };
        let v = Var { slot, ty: s };
        self.set(v, init);
        v
    }

    /// A private slot holding `v` (any type), for reading it through a pointer.
    pub(crate) fn var_of(&self, v: Value<'ctx>) -> Option<inkwell::values::PointerValue<'ctx>> {
        let slot = self.entry_alloca(llvm_type(self.m.ctx, v.ty))?;
        self.ok(self.builder.build_store(slot, v.raw))?;
        Some(slot)
    }

    /// A stack slot of type `ty` in the entry block, where optimisation can
    /// promote it to registers.
    pub(crate) fn entry_alloca(
        &self,
        ty: BasicTypeEnum<'ctx>,
    ) -> Option<inkwell::values::PointerValue<'ctx>> {
        let at_entry = self.m.ctx.create_builder();
        match self.entry.get_first_instruction() {
            Some(i) => at_entry.position_before(&i),
            None => at_entry.position_at_end(self.entry),
        }
        self.ok(at_entry.build_alloca(ty, "local"))
    }

    /// Reads a variable.
    #[track_caller]
    pub fn get(&self, v: Var<'ctx>) -> Value<'ctx> {
        let ty = Type::Scalar(v.ty);
        match self.ok(self
            .builder
            .build_load(scalar_type(self.m.ctx, v.ty), v.slot, ""))
        {
            Some(raw) => Value { raw, ty },
            None => self.poison(ty),
        }
    }

    /// Writes a variable.
    #[track_caller]
    pub fn set(&self, v: Var<'ctx>, value: Value<'ctx>) {
        if value.ty != Type::Scalar(v.ty) {
            self.fail(format!("assigning {} to a {} variable", value.ty, v.ty));
            return;
        }
        self.ok(self.builder.build_store(v.slot, value.raw));
    }
}
