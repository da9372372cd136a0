//! Lifting a module kernel by kernel: a kernel that cannot be lifted (or
//! translated) is refused on its own, and the module's other kernels are
//! kept.

use gpujit_device::{KernelSignature, RefusedKernel};

use crate::{IrError, PortableModule};

/// `whole()`, the portable form of every kernel; when it fails, each kernel
/// is tried alone with `one`, those that fail are refused with their own
/// error, and `some` makes the portable form of the rest, which lists the
/// refused ones ([`PortableModule::refused`]). The whole module's error
/// (listing everything) when no kernel passes alone, or when every kernel
/// passes alone but not all together.
pub(crate) fn each_kernel(
    kernels: &[KernelSignature],
    whole: impl FnOnce() -> Result<PortableModule, IrError>,
    one: impl Fn(&str) -> Result<PortableModule, IrError>,
    some: impl FnOnce(&[&str]) -> Result<PortableModule, IrError>,
) -> Result<PortableModule, IrError> {
    let error = match whole() {
        Ok(m) => return Ok(m),
        Err(e) if kernels.len() < 2 => return Err(e),
        Err(e) => e,
    };
    let mut kept = Vec::new();
    let mut refused = Vec::new();
    for k in kernels {
        match one(&k.name) {
            Ok(_) => kept.push(k.name.as_str()),
            Err(e) => refused.push(RefusedKernel {
                name: k.name.clone(),
                reason: e.to_string(),
            }),
        }
    }
    if kept.is_empty() || refused.is_empty() {
        return Err(error);
    }
    tracing::debug!(
        kept = kept.len(),
        refused = ?refused.iter().map(|r| r.name.as_str()).collect::<Vec<_>>(),
        "kernels refused one by one"
    );
    let mut m = some(&kept)?;
    m.refused = refused;
    Ok(m)
}
