//! Packing many portable modules into one, so a target compiles (and a driver
//! loads) them all at once.

use std::collections::BTreeSet;

use inkwell::context::Context;
use inkwell::module::{Linkage, Module};

use crate::{IrError, PortableModule, intrinsics::shared_storage_name};

/// One module holding every kernel of `modules`, named `name`.
///
/// Kernel names must be distinct across the inputs. Everything else a module
/// defines (device functions, constant arrays, static shared arrays) stays
/// private to the kernels of that module: helpers are internalised before
/// linking, and each module's shared arrays are renumbered so that no two
/// modules share one. All inputs must have been built with the same
/// [`ModuleOptions`](crate::ModuleOptions).
///
/// ```
/// use gpujit_ir::{build, merge, p, Axis};
/// let one = |name: &str| build(name, Default::default(), |m| {
///     m.kernel(name, &[p::ptr_f32("y")], |k, a| k.store(a[0], k.global_id(Axis::X), k.f32(1.0)))
/// });
/// let both = merge("both", &[one("a")?, one("b")?])?;
/// assert_eq!(both.kernels().len(), 2);
/// assert!(merge("dup", &[one("a")?, one("a")?]).is_err());
/// # Ok::<(), gpujit_ir::IrError>(())
/// ```
pub fn merge(name: &str, modules: &[PortableModule]) -> Result<PortableModule, IrError> {
    let err = |message: String| IrError::Build {
        message,
        location: format!("merge `{name}`"),
    };
    let Some(first) = modules.first() else {
        return Err(err("no modules to merge".into()));
    };
    let mut seen = BTreeSet::new();
    for m in modules {
        if m.options != first.options {
            return Err(err(format!(
                "module `{}` was built with {:?}, module `{}` with {:?}",
                m.name, m.options, first.name, first.options
            )));
        }
        for k in &m.kernels {
            if !seen.insert(k.name.as_str()) {
                return Err(err(format!(
                    "kernel `{}` (module `{}`) is defined by an earlier module too",
                    k.name, m.name
                )));
            }
        }
    }

    let ctx = Context::create();
    let dest = ctx.create_module(name);
    let mut shared = 0;
    for m in modules {
        let src = m.load(&ctx)?;
        let kernels: BTreeSet<&str> = m.kernels.iter().map(|k| k.name.as_str()).collect();
        internalise_helpers(&src, &kernels);
        shared = renumber_shared(&src, shared);
        dest.link_in_module(src)
            .map_err(|e| IrError::Llvm(e.to_string()))?;
    }
    // link_in_module leaves a handler that points at its own stack frame.
    crate::diagnostics::capture(&ctx);
    for n in 0..shared {
        if let Some(g) = dest.get_global(&shared_storage_name(n)) {
            g.set_linkage(Linkage::Internal);
        }
    }
    dest.verify().map_err(|e| IrError::Verify {
        module: name.to_string(),
        message: e.to_string(),
    })?;
    Ok(PortableModule {
        name: name.to_string(),
        bitcode: dest.write_bitcode_to_memory().as_slice().to_vec(),
        kernels: modules.iter().flat_map(|m| m.kernels.clone()).collect(),
        options: first.options,
        refused: modules.iter().flat_map(|m| m.refused.clone()).collect(),
    })
}

/// Gives internal linkage to every function and global `module` defines other
/// than its kernels, so equal names in different modules cannot clash.
fn internalise_helpers(module: &Module<'_>, kernels: &BTreeSet<&str>) {
    for f in module.get_functions() {
        let n = f.get_name().to_string_lossy();
        if f.count_basic_blocks() > 0 && !kernels.contains(n.as_ref()) {
            f.set_linkage(Linkage::Internal);
        }
    }
    for g in module.get_globals() {
        if g.get_initializer().is_some() {
            g.set_linkage(Linkage::Internal);
        }
    }
}

/// Renames static shared array `n` of `module` (its `gpujit.shared.n`
/// intrinsic and storage) to `n + offset`; returns the next free number.
fn renumber_shared(module: &Module<'_>, offset: u32) -> u32 {
    let prefix = crate::PREFIX.to_string() + "shared.";
    let mut used: Vec<u32> = module
        .get_functions()
        .filter_map(|f| {
            let n = f.get_name().to_string_lossy().into_owned();
            n.strip_prefix(&prefix)?.parse().ok()
        })
        .collect();
    // Highest first, so a new name never meets one still to be renamed.
    used.sort_unstable_by(|a, b| b.cmp(a));
    for &n in &used {
        let to = n + offset;
        if let Some(f) = module.get_function(&format!("{prefix}{n}")) {
            f.as_global_value().set_name(&format!("{prefix}{to}"));
        }
        if let Some(g) = module.get_global(&shared_storage_name(n)) {
            g.set_name(&shared_storage_name(to));
            // Found by name when lowered, never referenced: the linker drops
            // unreferenced internal globals, so it is external until linked.
            g.set_linkage(Linkage::External);
        }
    }
    offset + used.first().map_or(0, |&hi| hi + 1)
}
