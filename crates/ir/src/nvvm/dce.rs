//! Removes what nothing uses: functions and variables private to the module
//! (internal, private or discardable linkage) without a use, and unused
//! declarations, until none is left. [`NvvmModule::select`] runs it after
//! removing kernels, so a kept kernel's module holds only its own code.
//!
//! [`NvvmModule::select`]: super::NvvmModule::select

use inkwell::module::{Linkage, Module};
use inkwell::values::{AsValueRef, BasicValue};

use super::PTX_KERNEL_CC;

/// Whether a definition of this linkage may go once nothing uses it.
fn discardable(l: Linkage) -> bool {
    matches!(
        l,
        Linkage::Internal | Linkage::Private | Linkage::LinkOnceODR | Linkage::LinkOnceAny
    )
}

/// Removes unused private functions and variables, repeatedly.
pub(super) fn run(m: &Module<'_>) {
    loop {
        let mut removed = false;
        let functions: Vec<_> = m.get_functions().collect();
        for f in functions {
            let g = f.as_global_value();
            let unused = g.as_pointer_value().get_first_use().is_none();
            let body = f.count_basic_blocks() > 0;
            let kernel = f.get_call_conventions() == PTX_KERNEL_CC;
            if unused && !kernel && (!body || discardable(g.get_linkage())) {
                // SAFETY: nothing in the module uses the function (checked),
                // so no instruction or constant is left pointing at it.
                unsafe { f.delete() };
                removed = true;
            }
        }
        let globals: Vec<_> = m.get_globals().collect();
        for g in globals {
            let unused = g.as_pointer_value().get_first_use().is_none();
            if unused && discardable(g.get_linkage()) && !g.as_value_ref().is_null() {
                // SAFETY: nothing uses the variable (checked).
                unsafe { g.delete() };
                removed = true;
            }
        }
        if !removed {
            break;
        }
    }
}
