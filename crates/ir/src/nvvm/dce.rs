//! Removes what nothing uses: functions other than kernels without a use
//! (whatever their linkage: a GPU module is entered only through its kernels,
//! so an external `__device__` function nothing calls is dead too), variables
//! private to the module (internal, private or discardable linkage: the host
//! reaches the others by name) without a use, and unused declarations, until
//! none is left. [`NvvmModule::select`] runs it after removing kernels, so a
//! kept kernel's module holds only its own code.
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

/// Removes unused functions and private variables, repeatedly; `kernels`
/// (those marked only by `!nvvm.annotations`, which are no uses, among them)
/// stay.
pub(super) fn run(m: &Module<'_>, kernels: &[&str]) {
    loop {
        let mut removed = false;
        let functions: Vec<_> = m.get_functions().collect();
        for f in functions {
            let g = f.as_global_value();
            let unused = g.as_pointer_value().get_first_use().is_none();
            let kernel = f.get_call_conventions() == PTX_KERNEL_CC
                || kernels.contains(&f.get_name().to_string_lossy().as_ref());
            if unused && !kernel {
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
