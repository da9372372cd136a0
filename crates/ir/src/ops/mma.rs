//! Matrix fragments and the matrix-multiply-accumulate operation (see
//! [`crate::mma`] for the contract and where each kind runs).

use gpujit_device::ScalarType;
use inkwell::values::{BasicValueEnum, PointerValue};

use crate::builder::{KernelBuilder, Space, Type, Value};
use crate::intrinsics::Intrinsic;
use crate::mma::{FRAGMENT_SPACES, FragmentUse, MatrixLayout, MmaKind, MmaOp};

/// One lane's share of a matrix tile, held in registers: a mutable slot (like
/// a [`Var`](crate::Var)) that loads, the matrix operation and element writes
/// update. Made by [`KernelBuilder::fragment`]; copying the handle does not
/// copy the fragment.
#[derive(Debug, Clone, Copy)]
pub struct Fragment<'ctx> {
    slot: PointerValue<'ctx>,
    kind: MmaKind,
    use_: FragmentUse,
}

impl<'ctx> Fragment<'ctx> {
    /// The operation it belongs to.
    pub fn kind(&self) -> MmaKind {
        self.kind
    }

    /// Which operand it holds.
    pub fn use_(&self) -> FragmentUse {
        self.use_
    }

    /// The type of its elements.
    pub fn element(&self) -> ScalarType {
        self.kind.element(self.use_)
    }
}

impl<'m, 'ctx> KernelBuilder<'m, 'ctx> {
    fn check_kind(&self, kind: MmaKind) -> bool {
        if kind.is_portable() {
            return true;
        }
        let all: Vec<String> = MmaKind::ALL.iter().map(MmaKind::name).collect();
        self.fail(format!(
            "{kind} is not a matrix operation of the portable language; it has {}",
            all.join(", ")
        ));
        false
    }

    fn read_fragment(&self, f: &Fragment<'ctx>) -> Option<BasicValueEnum<'ctx>> {
        let ty = f.kind.vector_type(self.m.module.get_context(), f.use_);
        self.ok(self.builder.build_load(ty, f.slot, "frag"))
    }

    fn write_fragment(&self, f: &Fragment<'ctx>, v: BasicValueEnum<'ctx>) {
        self.ok(self.builder.build_store(f.slot, v));
    }

    /// A new fragment of `use_` for the operation `kind`, every element zero.
    ///
    /// ```
    /// # use gpujit_ir::*;
    /// // One 16×16 tile of C = A·B for bf16 A (16×16, row-major) and B (16×16, row-major).
    /// build("tile", Default::default(), |m| {
    ///     m.kernel("k", &[p::ptr("a", ScalarType::BF16), p::ptr("b", ScalarType::BF16), p::ptr_f32("c")], |k, x| {
    ///         let kind = MmaKind::BF16_16X16X16;
    ///         let (a, b, acc) = (
    ///             k.fragment(kind, FragmentUse::A),
    ///             k.fragment(kind, FragmentUse::B),
    ///             k.fragment(kind, FragmentUse::Accumulator),
    ///         );
    ///         k.load_fragment(&a, x[0], k.u32(16), MatrixLayout::RowMajor);
    ///         k.load_fragment(&b, x[1], k.u32(16), MatrixLayout::RowMajor);
    ///         k.mma(&acc, &a, &b, &acc);
    ///         k.store_fragment(x[2], k.u32(16), &acc, MatrixLayout::RowMajor);
    ///     })
    /// })?;
    /// # Ok::<(), IrError>(())
    /// ```
    #[track_caller]
    pub fn fragment(&self, kind: MmaKind, use_: FragmentUse) -> Fragment<'ctx> {
        let ctx = self.m.module.get_context();
        let ty = kind.vector_type(ctx, use_);
        let slot = self
            .entry_alloca(ty.into())
            .unwrap_or_else(|| ctx.ptr_type(inkwell::AddressSpace::default()).const_null());
        let f = Fragment { slot, kind, use_ };
        if self.check_kind(kind) {
            self.write_fragment(&f, ty.const_zero().into());
        }
        f
    }

    /// Sets every element of `f` to `value` (of the fragment's element type).
    #[track_caller]
    pub fn fill_fragment(&self, f: &Fragment<'ctx>, value: Value<'ctx>) {
        if value.ty != Type::Scalar(f.element()) {
            self.fail(format!(
                "filling a {} fragment with {}",
                f.element(),
                value.ty
            ));
            return;
        }
        let ty = f.kind.vector_type(self.m.module.get_context(), f.use_);
        let i32t = self.m.ctx.i32_type();
        let mut v = ty.get_undef();
        for i in 0..ty.get_size() {
            match self.ok(self.builder.build_insert_element(
                v,
                value.raw,
                i32t.const_int(u64::from(i), false),
                "",
            )) {
                Some(n) => v = n,
                None => return,
            }
        }
        self.write_fragment(f, v.into());
    }

    /// `d = a·b + c`, executed by the whole warp. `a`, `b`, `c` and `d` are
    /// fragments of one kind with the uses their names say; `d` may be `c`.
    #[track_caller]
    pub fn mma(
        &self,
        d: &Fragment<'ctx>,
        a: &Fragment<'ctx>,
        b: &Fragment<'ctx>,
        c: &Fragment<'ctx>,
    ) {
        let kind = a.kind;
        let uses = [
            (a, FragmentUse::A, "a"),
            (b, FragmentUse::B, "b"),
            (c, FragmentUse::Accumulator, "c"),
            (d, FragmentUse::Accumulator, "d"),
        ];
        for (f, u, name) in uses {
            if f.kind != kind || f.use_ != u {
                self.fail(format!(
                    "`mma` operand {name} must be a {} fragment of {kind}, got a {} fragment of {}",
                    u.name(),
                    f.use_.name(),
                    f.kind
                ));
                return;
            }
        }
        if !self.check_kind(kind) {
            return;
        }
        let (Some(av), Some(bv), Some(cv)) = (
            self.read_fragment(a),
            self.read_fragment(b),
            self.read_fragment(c),
        ) else {
            return;
        };
        let r = self
            .intrinsic(Intrinsic::Mma(MmaOp::Mma(kind)), &[av, bv, cv])
            .and_then(|c| c.try_as_basic_value().basic());
        if let Some(r) = r {
            self.write_fragment(d, r);
        }
    }

    /// Reads the tile at `ptr` (its first element; global, shared or generic
    /// memory) into `f`: element `(r, c)` at `ptr[r·ld + c]` (row-major) or
    /// `ptr[c·ld + r]` (column-major). `ptr` points to the fragment's element
    /// type (`f32` for `tf32`); `ld` is a `u32`. Every lane of the warp takes
    /// part. From shared memory on NVIDIA, 16-bit tiles whose rows (columns,
    /// column-major) start at 16-byte boundaries are read with `ldmatrix`.
    #[track_caller]
    pub fn load_fragment(
        &self,
        f: &Fragment<'ctx>,
        ptr: Value<'ctx>,
        ld: Value<'ctx>,
        layout: MatrixLayout,
    ) {
        let Some(space) = self.fragment_pointer(f, ptr, ld) else {
            return;
        };
        let r = self
            .intrinsic(
                Intrinsic::Mma(MmaOp::Load(f.kind, f.use_, layout, space)),
                &[ptr.raw, ld.raw],
            )
            .and_then(|c| c.try_as_basic_value().basic());
        if let Some(v) = r {
            self.write_fragment(f, v);
        }
    }

    /// Writes the accumulator `f` to the tile at `ptr`, laid out as for
    /// [`load_fragment`](Self::load_fragment).
    #[track_caller]
    pub fn store_fragment(
        &self,
        ptr: Value<'ctx>,
        ld: Value<'ctx>,
        f: &Fragment<'ctx>,
        layout: MatrixLayout,
    ) {
        if f.use_ != FragmentUse::Accumulator {
            self.fail(format!(
                "only accumulators are stored whole; this is a {} fragment (write its elements with `fragment_get` and `fragment_coord`)",
                f.use_.name()
            ));
            return;
        }
        let Some(space) = self.fragment_pointer(f, ptr, ld) else {
            return;
        };
        let Some(v) = self.read_fragment(f) else {
            return;
        };
        self.intrinsic(
            Intrinsic::Mma(MmaOp::Store(f.kind, layout, space)),
            &[ptr.raw, ld.raw, v],
        );
    }

    #[track_caller]
    fn fragment_pointer(
        &self,
        f: &Fragment<'ctx>,
        ptr: Value<'ctx>,
        ld: Value<'ctx>,
    ) -> Option<Space> {
        if !self.check_kind(f.kind) {
            return None;
        }
        if ld.ty != Type::Scalar(ScalarType::U32) {
            self.fail(format!("a leading dimension is a u32, got {}", ld.ty));
            return None;
        }
        match ptr.ty {
            Type::Ptr(e, space) if e == f.element() && FRAGMENT_SPACES.contains(&space) => {
                Some(space)
            }
            other => {
                self.fail(format!(
                    "a {} fragment of {} moves through a pointer to {} in global, shared or generic memory, got {other}",
                    f.use_.name(),
                    f.kind,
                    f.element()
                ));
                None
            }
        }
    }

    /// How many elements of `f`'s kind and use each lane holds on the target
    /// (a `u32`, constant once compiled).
    pub fn fragment_len(&self, f: &Fragment<'ctx>) -> Value<'ctx> {
        self.call_u32(Intrinsic::Mma(MmaOp::Len(f.kind, f.use_)), &[])
    }

    /// `(row, col)` in the tile of this lane's element `i` of `f` (`i` a
    /// `u32` below [`fragment_len`](Self::fragment_len)), as the target lays
    /// fragments out.
    #[track_caller]
    pub fn fragment_coord(&self, f: &Fragment<'ctx>, i: Value<'ctx>) -> (Value<'ctx>, Value<'ctx>) {
        if i.ty != Type::Scalar(ScalarType::U32) {
            self.fail(format!("a fragment element index is a u32, got {}", i.ty));
            return (self.u32(0), self.u32(0));
        }
        (
            self.call_u32(Intrinsic::Mma(MmaOp::Row(f.kind, f.use_)), &[i.raw]),
            self.call_u32(Intrinsic::Mma(MmaOp::Col(f.kind, f.use_)), &[i.raw]),
        )
    }

    /// This lane's element `i` of `f` (`i` a `u32`).
    #[track_caller]
    pub fn fragment_get(&self, f: &Fragment<'ctx>, i: Value<'ctx>) -> Value<'ctx> {
        let ty = Type::Scalar(f.element());
        if i.ty != Type::Scalar(ScalarType::U32) {
            self.fail(format!("a fragment element index is a u32, got {}", i.ty));
            return self.poison(ty);
        }
        let Some(v) = self.read_fragment(f) else {
            return self.poison(ty);
        };
        match self.ok(self.builder.build_extract_element(
            v.into_vector_value(),
            i.raw.into_int_value(),
            "",
        )) {
            Some(raw) => Value { raw, ty },
            None => self.poison(ty),
        }
    }

    /// Sets this lane's element `i` of `f` to `value`.
    #[track_caller]
    pub fn fragment_set(&self, f: &Fragment<'ctx>, i: Value<'ctx>, value: Value<'ctx>) {
        if i.ty != Type::Scalar(ScalarType::U32) || value.ty != Type::Scalar(f.element()) {
            self.fail(format!(
                "`fragment_set` takes a u32 index and a {}, got {} and {}",
                f.element(),
                i.ty,
                value.ty
            ));
            return;
        }
        let Some(v) = self.read_fragment(f) else {
            return;
        };
        if let Some(n) = self.ok(self.builder.build_insert_element(
            v.into_vector_value(),
            value.raw,
            i.raw.into_int_value(),
            "",
        )) {
            self.write_fragment(f, n.into());
        }
    }
}
