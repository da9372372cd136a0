//! State spaces: `cvta`, and what a whole PTX module adds to a translation
//! (its symbols, registers in memory and the shared-memory window).
//!
//! A whole module's shared addresses are offsets in one window per module:
//! its static shared variables laid out one after the other, then its
//! dynamic shared memory (every `.extern .shared` array) at the aligned end.
//! An offset becomes a pointer into the static array or the dynamic memory;
//! generic addresses are the targets' own, so `cvta` between the two is exact
//! on every target whatever the width of the register holding the offset.

use std::collections::HashMap;

use inkwell::AddressSpace;
use inkwell::IntPredicate;
use inkwell::builder::Builder;
use inkwell::module::Module;
use inkwell::values::{FunctionValue, IntValue, PointerValue};

use super::{Instruction, Reg, Res, Tx, Val, op, ty, unsupported};
use crate::nvvm::lift::Lifter;

/// A whole module's shared memory.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct SharedWindow<'ctx> {
    /// The static shared variables' storage and its size.
    pub statics: Option<(PointerValue<'ctx>, u64)>,
    /// Dynamic shared memory, at offset `dynamic_at`.
    pub dynamic: Option<PointerValue<'ctx>>,
    /// Where dynamic shared memory starts in the window.
    pub dynamic_at: u64,
}

/// What a whole PTX module gives the translation of one of its functions.
#[derive(Debug, Clone, Default)]
pub(crate) struct ModuleScope<'ctx> {
    /// Variables and parameters by name: pointers, or shared offsets.
    pub symbols: HashMap<String, Val<'ctx>>,
    pub shared: SharedWindow<'ctx>,
}

impl<'a, 'ctx> Tx<'a, 'ctx> {
    /// A translation of a whole module's function body into `func`, at the
    /// builder's position.
    pub(crate) fn for_function(
        module: &'a Module<'ctx>,
        builder: Builder<'ctx>,
        func: FunctionValue<'ctx>,
        scope: ModuleScope<'ctx>,
    ) -> Self {
        Tx {
            l: Lifter { module, builder },
            func,
            scopes: vec![HashMap::new()],
            tied: HashMap::new(),
            module: Some(scope),
        }
    }

    /// Declares register `name` of `bits` bits, kept in `slot`.
    pub(crate) fn declare_slot(&mut self, name: &str, bits: u32, slot: PointerValue<'ctx>) {
        if let Some(s) = self.scopes.last_mut() {
            s.insert(
                name.to_string(),
                Reg {
                    bits,
                    val: None,
                    slot: Some(slot),
                },
            );
        }
    }

    /// Opens a register scope (`{`).
    pub(crate) fn open_scope(&mut self) {
        self.scopes.push(HashMap::new());
    }

    /// Closes the innermost register scope (`}`).
    pub(crate) fn close_scope(&mut self) {
        if self.scopes.len() > 1 {
            self.scopes.pop();
        }
    }

    /// The pointer a shared address names: a module's window offset, or
    /// (inline asm) the address itself.
    pub(crate) fn shared_ptr(&mut self, v: IntValue<'ctx>) -> Res<PointerValue<'ctx>> {
        let p3 = self.ctx().ptr_type(AddressSpace::from(3u16));
        let Some(m) = &self.module else {
            let v = self.resize(v, 64)?;
            return Ok(self.b().build_int_to_ptr(v, p3, "")?);
        };
        let w = (m.shared.statics, m.shared.dynamic, m.shared.dynamic_at);
        let x = self.resize(v, 64)?;
        match w {
            (Some((base, size)), Some(dynamic), at) => {
                let in_static =
                    self.b()
                        .build_int_compare(IntPredicate::ULT, x, self.c(64, size), "")?;
                let s = self.byte_gep(base, x)?;
                let rel = self.b().build_int_sub(x, self.c(64, at), "")?;
                let d = self.byte_gep(dynamic, rel)?;
                Ok(self
                    .b()
                    .build_select(in_static, s, d, "")?
                    .into_pointer_value())
            }
            (Some((base, _)), None, _) => self.byte_gep(base, x),
            (None, Some(dynamic), at) => {
                let rel = self.b().build_int_sub(x, self.c(64, at), "")?;
                self.byte_gep(dynamic, rel)
            }
            (None, None, _) => unsupported("a shared address in a module without shared memory"),
        }
    }

    /// `base + offset` bytes.
    fn byte_gep(
        &self,
        base: PointerValue<'ctx>,
        offset: IntValue<'ctx>,
    ) -> Res<PointerValue<'ctx>> {
        let i8t = self.ctx().i8_type();
        // SAFETY: inkwell marks GEP unsafe because an out-of-range offset is
        // UB in the generated code; the offset is the program's own address.
        Ok(unsafe { self.b().build_gep(i8t, base, &[offset], "") }?)
    }

    /// The shared address of generic address `g`.
    fn shared_offset(&mut self, g: IntValue<'ctx>) -> Res<IntValue<'ctx>> {
        let (p0, p3) = (
            self.ctx().ptr_type(AddressSpace::default()),
            self.ctx().ptr_type(AddressSpace::from(3u16)),
        );
        let g = self.resize(g, 64)?;
        let i64t = self.int_type(64);
        let Some(m) = &self.module else {
            let p = self.b().build_int_to_ptr(g, p0, "")?;
            let s = self.b().build_address_space_cast(p, p3, "")?;
            return Ok(self.b().build_ptr_to_int(s, i64t, "")?);
        };
        let (statics, dynamic, at) = (m.shared.statics, m.shared.dynamic, m.shared.dynamic_at);
        let b = self.b();
        let generic = |p: PointerValue<'ctx>| -> Res<IntValue<'ctx>> {
            let g = b.build_address_space_cast(p, p0, "")?;
            Ok(b.build_ptr_to_int(g, i64t, "")?)
        };
        let from_dynamic = match dynamic {
            Some(d) => {
                let rel = b.build_int_sub(g, generic(d)?, "")?;
                Some(b.build_int_add(rel, i64t.const_int(at, false), "")?)
            }
            None => None,
        };
        match (statics, from_dynamic) {
            (Some((base, size)), Some(dyn_off)) => {
                let rel = b.build_int_sub(g, generic(base)?, "")?;
                let inside =
                    b.build_int_compare(IntPredicate::ULT, rel, i64t.const_int(size, false), "")?;
                Ok(b.build_select(inside, rel, dyn_off, "")?.into_int_value())
            }
            (Some((base, _)), None) => Ok(b.build_int_sub(g, generic(base)?, "")?),
            (None, Some(d)) => Ok(d),
            (None, None) => unsupported("a shared address in a module without shared memory"),
        }
    }
}

/// `cvta`: between generic addresses and a state space's own. Global,
/// constant, local and parameter addresses are the generic ones on every
/// target; shared addresses convert through the shared window.
pub(crate) fn cvta(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    let bits = ty(i)?.bits();
    let to = i.has("to");
    let space = i
        .modifiers
        .iter()
        .find(|m| {
            matches!(
                m.as_str(),
                "global" | "shared" | "const" | "local" | "param"
            )
        })
        .map(String::as_str)
        .or_else(|| {
            i.modifiers
                .iter()
                .find(|m| m.starts_with("shared::"))
                .map(|_| "shared")
        });
    let Some(space) = space else {
        return unsupported(format!("`{}` without a state space", i.mnemonic()));
    };
    for m in &i.modifiers {
        if !matches!(m.as_str(), "to" | "u32" | "u64" | "shared::cta") && m.as_str() != space {
            return unsupported(format!("`.{m}` in `{}`", i.mnemonic()));
        }
    }
    let (d, a) = (op(i, 0)?, op(i, 1)?);
    if space != "shared" {
        return match tx.val(a, bits)? {
            Val::Ptr(p) if bits == 64 => tx.write(d, Val::Ptr(p)),
            _ => {
                let v = tx.int(a, bits)?;
                tx.write_int(d, v)
            }
        };
    }
    let v = tx.int(a, 64)?;
    let r = if to {
        tx.shared_offset(v)?
    } else {
        let p = tx.shared_ptr(v)?;
        let g =
            tx.b()
                .build_address_space_cast(p, tx.ctx().ptr_type(AddressSpace::default()), "")?;
        tx.b().build_ptr_to_int(g, tx.int_type(64), "")?
    };
    let r = tx.resize(r, bits)?;
    tx.write_int(d, r)
}
