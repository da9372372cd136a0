//! The kernel the specializer's tests launch, shared by its unit tests and
//! the conformance tests (each includes this file with `#[path]` and has
//! `build`, `p`, `Axis`, `PortableModule` and `IrError` in scope).

use super::*;

/// `x[i] = x[i]^steps * a` for `i < n`, also reading the block and grid
/// size; `steps` is marked specializable.
pub(crate) fn power_module() -> Result<PortableModule, IrError> {
    build("power", Default::default(), |m| {
        m.kernel(
            "power",
            &[p::ptr_f32("x"), p::u32("n"), p::u32("steps"), p::f32("a")],
            |k, a| {
                let i = k.global_id(Axis::X);
                let span = k.mul(k.block_dim(Axis::X), k.grid_dim(Axis::X));
                k.if_(k.and(k.lt(i, a[1]), k.lt(i, span)), |k| {
                    let (x, acc) = (k.load(a[0], i), k.var(k.f32(1.0)));
                    k.for_range(k.u32(0), a[2], k.u32(1), |k, _| {
                        k.set(acc, k.mul(k.get(acc), x))
                    });
                    k.store(a[0], i, k.mul(k.get(acc), a[3]));
                });
            },
        )?;
        m.specializable("power", &["steps"])
    })
}
