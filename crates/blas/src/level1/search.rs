//! The kernels of `iamax` and `iamin`: each block finds the best element
//! of its grid-strided share, one block the best of the blocks'. An
//! element's key is its magnitude in `f64`, the first element found wins a
//! tie (the lower index), and a candidate is `(key, index)` with the index
//! as an `f64` (exact below 2^53).
//!
//! NaNs follow the reference BLAS's loop, which starts from the first
//! element and takes a later one only where its magnitude compares better:
//! a NaN as element 0 is the answer (its key the best there is), a NaN
//! elsewhere never is (its key the worst).

use gpujit::ir::{
    Axis, IrError, KernelBuilder, ModuleOptions, PortableModule, ScalarType, Value, build, p,
};

use super::kernels::{COMPONENTS, MOST_PARTS, THREADS, bounds, index, partial_params};
use crate::types::DataType;

/// The index of no element: loses every comparison.
const NONE: f64 = u32::MAX as f64;

/// A candidate: its key and index.
type Candidate<'ctx> = (Value<'ctx>, Value<'ctx>);

/// Whether `a` beats `b`: a better key, or the same key at a lower index.
fn beats<'ctx>(
    k: &KernelBuilder<'_, 'ctx>,
    max: bool,
    a: Candidate<'ctx>,
    b: Candidate<'ctx>,
) -> Value<'ctx> {
    let better = if max { k.gt(a.0, b.0) } else { k.lt(a.0, b.0) };
    let tie = k.select(k.eq(a.0, b.0), k.lt(a.1, b.1), k.bool(false));
    k.select(better, k.bool(true), tie)
}

/// The key no element has: worse than every other.
fn worst(max: bool) -> f64 {
    if max {
        f64::NEG_INFINITY
    } else {
        f64::INFINITY
    }
}

/// Reduces the candidates in shared memory (keys at `0..THREADS`, indices
/// at `THREADS..2·THREADS`) to the best, at index 0.
fn block_best<'ctx>(k: &KernelBuilder<'_, 'ctx>, max: bool, sh: Value<'ctx>, t: Value<'ctx>) {
    let mut half = THREADS / 2;
    while half > 0 {
        k.barrier();
        k.if_(k.lt(t, k.u32(half)), |k| {
            let (o, io) = (k.add(t, k.u32(half)), k.add(t, k.u32(THREADS + half)));
            let it = k.add(t, k.u32(THREADS));
            let other = (k.load(sh, o), k.load(sh, io));
            let mine = (k.load(sh, t), k.load(sh, it));
            k.if_(beats(k, max, other, mine), |k| {
                k.store(sh, t, other.0);
                k.store(sh, it, other.1);
            });
        });
        half /= 2;
    }
}

/// Stores thread `t`'s candidate, reduces the block's, and lets thread 0
/// run `done` with the best.
fn reduce_block<'ctx>(
    k: &KernelBuilder<'_, 'ctx>,
    max: bool,
    (key, at): Candidate<'ctx>,
    done: impl FnOnce(&KernelBuilder<'_, 'ctx>, Candidate<'ctx>),
) {
    let sh = k.shared_array(ScalarType::F64, COMPONENTS * THREADS);
    let t = k.thread_id(Axis::X);
    k.store(sh, t, key);
    k.store(sh, k.add(t, k.u32(THREADS)), at);
    block_best(k, max, sh, t);
    k.if_(k.eq(t, k.u32(0)), |k| {
        done(k, (k.load(sh, k.u32(0)), k.load(sh, k.u32(THREADS))))
    });
}

/// `blas_i<max|min>_<t>_partial(x, y, partials, n, bx, ix, by, iy)` (the
/// parameters of every partial kernel; `y` is not read): block `b` writes
/// its best key to `partials[b]` and its index to `partials[MOST_PARTS + b]`.
pub(super) fn partial(
    name: &str,
    max: bool,
    t: DataType,
    unit: bool,
) -> Result<PortableModule, IrError> {
    let ty = t.scalar();
    build(name, ModuleOptions::default(), |mb| {
        let params = partial_params(ty);
        mb.kernel_with(name, &params, bounds(), |k, a| {
            let (x, partials, n) = (a[0], a[2], a[3]);
            let (first_nan, later_nan) = if max {
                (f64::INFINITY, f64::NEG_INFINITY)
            } else {
                (-1.0, f64::INFINITY)
            };
            let key = k.var(k.f64(worst(max)));
            let at = k.var(k.f64(NONE));
            let stride = k.mul(k.grid_dim(Axis::X), k.block_dim(Axis::X));
            k.for_range(k.global_id(Axis::X), n, stride, |k, i| {
                let v = k.load(x, index(k, unit, i, (a[4], a[5])));
                let mag = k.abs(k.cast(v, ScalarType::F64));
                let nan_key = k.select(k.eq(i, k.u32(0)), k.f64(first_nan), k.f64(later_nan));
                let this = (
                    k.select(k.ne(mag, mag), nan_key, mag),
                    k.cast(i, ScalarType::F64),
                );
                k.if_(beats(k, max, this, (k.get(key), k.get(at))), |k| {
                    k.set(key, this.0);
                    k.set(at, this.1);
                });
            });
            reduce_block(k, max, (k.get(key), k.get(at)), |k, (best, i)| {
                let b = k.block_id(Axis::X);
                k.store(partials, b, best);
                k.store(partials, k.add(b, k.u32(MOST_PARTS)), i);
            });
        })
    })
}

/// `blas_i<max|min>_<t>_finish(partials, parts, out)`: one block finds the
/// best of the first `parts` partials and writes its 1-based index, as an
/// `i32`, to `out[0]` (0 where there is none).
pub(super) fn finish(name: &str, max: bool) -> Result<PortableModule, IrError> {
    build(name, ModuleOptions::default(), |mb| {
        let params = [
            p::ptr("partials", ScalarType::F64),
            p::u32("parts"),
            p::ptr("out", ScalarType::I32),
        ];
        mb.kernel_with(name, &params, bounds(), |k, a| {
            let (partials, parts, out) = (a[0], a[1], a[2]);
            let key = k.var(k.f64(worst(max)));
            let at = k.var(k.f64(NONE));
            let t = k.thread_id(Axis::X);
            k.for_range(t, parts, k.u32(THREADS), |k, b| {
                let this = (
                    k.load(partials, b),
                    k.load(partials, k.add(b, k.u32(MOST_PARTS))),
                );
                k.if_(beats(k, max, this, (k.get(key), k.get(at))), |k| {
                    k.set(key, this.0);
                    k.set(at, this.1);
                });
            });
            reduce_block(k, max, (k.get(key), k.get(at)), |k, (_, i)| {
                let found = k.add(k.cast(i, ScalarType::I64), k.i64(1));
                let v = k.select(k.eq(i, k.f64(NONE)), k.i64(0), found);
                k.store(out, k.u32(0), k.cast(v, ScalarType::I32));
            });
        })
    })
}
