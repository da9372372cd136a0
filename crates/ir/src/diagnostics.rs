//! LLVM's error diagnostics captured instead of ending the process.
//!
//! A pass, the IR linker or a code generator reports some errors (a module
//! flag that conflicts with a device library's, more LDS than the processor
//! has, a launch bound that does not parse, an atomic the target cannot
//! select) as a diagnostic. With no handler installed, LLVM prints it and
//! calls `exit(1)`. [`capture`] installs a handler on a context that records
//! the errors of the current thread, where LLVM reports them while it works;
//! [`check`] turns them into an [`IrError`] after each stage.

use std::cell::RefCell;
use std::ffi::{CStr, c_void};

use inkwell::context::Context;
use inkwell::llvm_sys::LLVMDiagnosticSeverity;
use inkwell::llvm_sys::core::{
    LLVMContextSetDiagnosticHandler, LLVMDisposeMessage, LLVMGetDiagInfoDescription,
    LLVMGetDiagInfoSeverity,
};
use inkwell::llvm_sys::prelude::LLVMDiagnosticInfoRef;

use crate::IrError;

thread_local! {
    /// Errors LLVM reported on this thread since the last [`check`].
    static ERRORS: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// Records an error diagnostic; warnings and remarks are dropped. Never
/// unwinds: it is called from C++.
extern "C" fn record(info: LLVMDiagnosticInfoRef, _context: *mut c_void) {
    // SAFETY: LLVM passes a diagnostic that is live for the duration of the call.
    let severity = unsafe { LLVMGetDiagInfoSeverity(info) };
    if severity != LLVMDiagnosticSeverity::LLVMDSError {
        return;
    }
    // SAFETY: as above; the description is a malloc'd C string we own.
    let text = unsafe { LLVMGetDiagInfoDescription(info) };
    if text.is_null() {
        return;
    }
    // SAFETY: `text` is a NUL-terminated string LLVM just made.
    let message = unsafe { CStr::from_ptr(text) }
        .to_string_lossy()
        .into_owned();
    // SAFETY: `text` came from LLVMGetDiagInfoDescription and is freed once.
    unsafe { LLVMDisposeMessage(text) };
    let _ = ERRORS.try_with(|e| {
        if let Ok(mut e) = e.try_borrow_mut() {
            e.push(message);
        }
    });
}

/// Makes LLVM report `ctx`'s error diagnostics to [`check`] instead of
/// ending the process, and forgets errors recorded before.
pub fn capture(ctx: &Context) {
    // SAFETY: `ctx` is a live context; `record` is a plain function that
    // ignores its context pointer, so null is fine and nothing can dangle.
    unsafe { LLVMContextSetDiagnosticHandler(ctx.raw(), Some(record), std::ptr::null_mut()) };
    take();
}

fn take() -> Vec<String> {
    ERRORS
        .try_with(|e| e.try_borrow_mut().map(|mut e| std::mem::take(&mut *e)))
        .ok()
        .and_then(Result::ok)
        .unwrap_or_default()
}

/// The errors LLVM reported on this thread since the last check, as one
/// [`IrError::Llvm`] naming `stage`.
pub fn check(stage: &str) -> Result<(), IrError> {
    let errors = take();
    if errors.is_empty() {
        Ok(())
    } else {
        Err(IrError::Llvm(format!("{stage}: {}", errors.join("; "))))
    }
}

#[cfg(test)]
mod tests {
    use super::{capture, check};
    use crate::PortableModule;

    #[test]
    fn an_error_diagnostic_is_an_error_not_an_exit() {
        // Module flags that conflict once linked: the IR linker reports it as
        // a diagnostic, which without a handler ends the process.
        let ir = |kernel: &str, v: u32| {
            format!(
                "define void @{kernel}() \"gpujit.kernel\" {{\n  ret void\n}}\n\
                 !llvm.module.flags = !{{!0}}\n!0 = !{{i32 1, !\"wchar_size\", i32 {v}}}\n"
            )
        };
        let a = PortableModule::from_ir("a.ll", ir("a", 4).as_bytes()).unwrap();
        let b = PortableModule::from_ir("b.ll", ir("b", 2).as_bytes()).unwrap();
        let ctx = inkwell::context::Context::create();
        capture(&ctx);
        let dst = a.load(&ctx).unwrap();
        let linked = crate::lower::link_library(&dst, b.bitcode(), "b.bc");
        assert!(linked.is_err(), "the conflicting flag is refused");
        let e = check("linking").unwrap_err().to_string();
        assert!(
            e.contains("linking: linking module flags 'wchar_size'"),
            "{e}"
        );
        // Checked errors are gone.
        check("after").unwrap();
    }
}
