//! Shared, private, constant and generic memory, vector accesses, records.

use gpujit_device::ScalarType;
use inkwell::AddressSpace;
use inkwell::types::BasicTypeEnum;
use inkwell::values::BasicValue;

use crate::builder::{KernelBuilder, Space, Type, Value, scalar_type};
use crate::intrinsics::{Intrinsic, shared_storage_name};

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

    /// A pointer to `ptr[index]`, in the same address space: the start of a
    /// sub-array (a tile inside a matrix).
    #[track_caller]
    pub fn offset(&self, ptr: Value<'ctx>, index: Value<'ctx>) -> Value<'ctx> {
        match self.element_ptr(ptr, index) {
            Some((p, _)) => Value {
                raw: p.into(),
                ty: ptr.ty,
            },
            None => self.poison(ptr.ty),
        }
    }

    /// The same address as `ptr`, in the same address space, read as `elem`
    /// elements: a pointer to `u16` data as `bf16`, to bytes as `u32`. Indexing
    /// then counts `elem`s.
    #[track_caller]
    pub fn reinterpret_ptr(&self, ptr: Value<'ctx>, elem: ScalarType) -> Value<'ctx> {
        match ptr.ty {
            Type::Ptr(_, space) => Value {
                raw: ptr.raw,
                ty: Type::Ptr(elem, space),
            },
            other => {
                self.fail(format!("`reinterpret_ptr` needs a pointer, got {other}"));
                self.poison(Type::Ptr(elem, Space::Global))
            }
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
