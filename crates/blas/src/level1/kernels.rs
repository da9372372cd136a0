//! The level-1 kernels, written with the IR builder: element-wise updates
//! (`axpy`, `scal`) over a grid-strided loop, and the reductions (`dot`,
//! `nrm2`, `asum`) in two steps: each block sums its share into `f64`
//! partials, and one block adds the partials up and writes the result.
//!
//! Element `i` of a vector lies at `base + i·inc` (wrapping `u64`
//! arithmetic, so a negative increment is its two's complement and `base`
//! the offset of the vector's last element); a `unit` kernel takes `base =
//! 0`, `inc = 1` and computes no addresses.

use gpujit::ir::{
    Axis, IrError, KernelBuilder, LaunchBounds, ModuleOptions, PortableModule, ScalarType, Value,
    Var, build, p,
};

use super::search;
use crate::types::DataType;

/// Threads per block of every level-1 kernel.
pub(crate) const THREADS: u32 = 256;

/// The most blocks (and partials per component) of a reduction.
pub(crate) const MOST_PARTS: u32 = 512;

/// Components of a reduction's partial: `nrm2` sums the squares of
/// medium, small (scaled up) and big (scaled down) magnitudes apart.
pub(crate) const COMPONENTS: u32 = 3;

/// `nrm2`'s thresholds and scales (powers of two, so scaling is exact): a
/// magnitude below `SMALL` is scaled up by `SCALE_SMALL` before squaring,
/// one above `BIG` down by `SCALE_BIG`, so that no square overflows or
/// underflows in `f64`.
const SMALL: f64 = 1.491_668_146_240_041_3e-154; // 2^-511
const BIG: f64 = 1.997_919_072_202_235e146; // 2^486
const SCALE_SMALL: f64 = 4.498_913_794_543_196_4e161; // 2^537
const SCALE_BIG: f64 = 1.111_379_374_742_538_7e-162; // 2^-538

/// An element-wise update.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Update {
    /// `y[i] = alpha·x[i] + y[i]`.
    Axpy,
    /// `x[i] = alpha·x[i]`.
    Scal,
    /// `y[i] = x[i]`.
    Copy,
    /// `x[i], y[i] = y[i], x[i]`.
    Swap,
    /// `x[i], y[i] = c·x[i] + s·y[i], c·y[i] - s·x[i]`.
    Rot,
}

impl Update {
    /// The operation's name (`axpy`).
    pub(crate) fn name(self) -> &'static str {
        match self {
            Update::Axpy => "axpy",
            Update::Scal => "scal",
            Update::Copy => "copy",
            Update::Swap => "swap",
            Update::Rot => "rot",
        }
    }

    /// Whether it takes a second vector `y`.
    pub(crate) fn pairs(self) -> bool {
        self != Update::Scal
    }

    /// How many scalars it takes (`alpha`; `c` and `s`).
    pub(crate) fn scalars(self) -> usize {
        match self {
            Update::Axpy | Update::Scal => 1,
            Update::Rot => 2,
            Update::Copy | Update::Swap => 0,
        }
    }
}

/// A reduction of one or two vectors to a scalar.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Reduction {
    /// `Σ x[i]·y[i]` (`cublasSdot`).
    Dot,
    /// `√(Σ x[i]²)`, without overflow or underflow in between
    /// (`cublasSnrm2`).
    Nrm2,
    /// `Σ |x[i]|` (`cublasSasum`).
    Asum,
    /// The 1-based index of the first element of largest magnitude, 0 for
    /// an empty vector (`cublasIsamax`). As in the reference BLAS, a NaN
    /// as the first element is the answer, and a NaN elsewhere is passed
    /// over.
    Iamax,
    /// The 1-based index of the first element of smallest magnitude, 0 for
    /// an empty vector (`cublasIsamin`), NaNs treated as by `Iamax`.
    Iamin,
}

impl Reduction {
    /// The operation's name (`dot`).
    pub fn name(self) -> &'static str {
        match self {
            Reduction::Dot => "dot",
            Reduction::Nrm2 => "nrm2",
            Reduction::Asum => "asum",
            Reduction::Iamax => "iamax",
            Reduction::Iamin => "iamin",
        }
    }

    /// Whether the result is an index (an `i32`) rather than a value of
    /// the vector's type.
    pub fn index(self) -> bool {
        matches!(self, Reduction::Iamax | Reduction::Iamin)
    }

    /// Whether the reduction reads a second vector.
    pub(crate) fn pairs(self) -> bool {
        self == Reduction::Dot
    }
}

pub(super) fn wide<'ctx>(k: &KernelBuilder<'_, 'ctx>, v: Value<'ctx>) -> Value<'ctx> {
    k.cast(v, ScalarType::U64)
}

/// Index of element `i` of a vector at `(base, inc)`.
pub(super) fn index<'ctx>(
    k: &KernelBuilder<'_, 'ctx>,
    unit: bool,
    i: Value<'ctx>,
    (base, inc): (Value<'ctx>, Value<'ctx>),
) -> Value<'ctx> {
    if unit {
        i
    } else {
        k.add(base, k.mul(wide(k, i), inc))
    }
}

pub(super) fn bounds() -> LaunchBounds {
    LaunchBounds {
        max_threads: Some(THREADS),
        min_blocks: None,
    }
}

/// The name of an update's kernel; `at`: its scalars are read from device
/// memory.
pub(crate) fn update_name(u: Update, t: DataType, unit: bool, at: bool) -> String {
    format!(
        "blas_{}_{t}{}{}",
        u.name(),
        if unit { "_unit" } else { "" },
        if at { "_at" } else { "" }
    )
}

/// `blas_<u>_<t>(x, [y,] n, scalars.., bx, ix, [by, iy])`: one element per
/// thread of a grid-strided loop. With `at`, each scalar is a pointer to
/// one element, read as the kernel starts (an `axpy` whose `alpha` is then
/// 0 changes nothing, as where it is given by value).
pub(crate) fn update(
    u: Update,
    t: DataType,
    unit: bool,
    at: bool,
) -> Result<PortableModule, IrError> {
    let name = update_name(u, t, unit, at);
    let ty = t.scalar();
    build(&name, ModuleOptions::default(), |mb| {
        let mut params = vec![p::ptr("x", ty)];
        if u.pairs() {
            params.push(p::ptr("y", ty));
        }
        params.push(p::u32("n"));
        for s in ["alpha", "beta"].iter().take(u.scalars()) {
            params.push(if at { p::ptr(s, ty) } else { p::scalar(s, ty) });
        }
        params.extend([p::u64("bx"), p::u64("ix")]);
        if u.pairs() {
            params.extend([p::u64("by"), p::u64("iy")]);
        }
        mb.kernel_with(&name, &params, bounds(), |k, a| {
            let x = a[0];
            let (y, rest) = if u.pairs() {
                (a[1], &a[2..])
            } else {
                (a[0], &a[1..])
            };
            let n = rest[0];
            let sc: Vec<Value<'_>> = rest[1..=u.scalars()]
                .iter()
                .map(|&s| if at { k.load(s, k.u32(0)) } else { s })
                .collect();
            let walks = &rest[1 + u.scalars()..];
            let stride = k.mul(k.grid_dim(Axis::X), k.block_dim(Axis::X));
            // An `alpha` read as 0 leaves `y` as it is (a constant `true`
            // folds away elsewhere).
            let run = if at && u == Update::Axpy {
                k.ne(sc[0], k.cast(k.f64(0.0), ty))
            } else {
                k.bool(true)
            };
            k.if_(run, |k| {
                k.for_range(k.global_id(Axis::X), n, stride, |k, i| {
                    let xi = index(k, unit, i, (walks[0], walks[1]));
                    let yi = if u.pairs() {
                        index(k, unit, i, (walks[2], walks[3]))
                    } else {
                        xi
                    };
                    match u {
                        Update::Axpy => {
                            let v = k.fma(sc[0], k.load(x, xi), k.load(y, yi));
                            k.store(y, yi, v);
                        }
                        Update::Scal => k.store(x, xi, k.mul(sc[0], k.load(x, xi))),
                        Update::Copy => k.store(y, yi, k.load(x, xi)),
                        Update::Swap => {
                            let (xv, yv) = (k.load(x, xi), k.load(y, yi));
                            k.store(x, xi, yv);
                            k.store(y, yi, xv);
                        }
                        Update::Rot => {
                            let (c, s) = (sc[0], sc[1]);
                            let (xv, yv) = (k.load(x, xi), k.load(y, yi));
                            k.store(x, xi, k.fma(c, xv, k.mul(s, yv)));
                            let minus_s = k.sub(k.cast(k.f64(0.0), ty), s);
                            k.store(y, yi, k.fma(c, yv, k.mul(minus_s, xv)));
                        }
                    }
                });
            });
        })
    })
}

/// The name of a reduction's first kernel.
pub(crate) fn partial_name(r: Reduction, t: DataType, unit: bool) -> String {
    format!(
        "blas_{}_{t}_partial{}",
        r.name(),
        if unit { "_unit" } else { "" }
    )
}

/// The parameters of every reduction's first kernel: `(x, y, partials, n,
/// bx, ix, by, iy)`.
pub(super) fn partial_params(ty: ScalarType) -> [gpujit::ir::Param; 8] {
    [
        p::ptr("x", ty),
        p::ptr("y", ty),
        p::ptr("partials", ScalarType::F64),
        p::u32("n"),
        p::u64("bx"),
        p::u64("ix"),
        p::u64("by"),
        p::u64("iy"),
    ]
}

/// Adds up `COMPONENTS` arrays of `THREADS` values in shared memory, one
/// value of each per thread; thread 0 ends with the totals at index 0.
fn block_sum<'ctx>(k: &KernelBuilder<'_, 'ctx>, sh: Value<'ctx>, t: Value<'ctx>) {
    let mut half = THREADS / 2;
    while half > 0 {
        k.barrier();
        k.if_(k.lt(t, k.u32(half)), |k| {
            for c in 0..COMPONENTS {
                let at = k.add(t, k.u32(c * THREADS));
                let other = k.load(sh, k.add(at, k.u32(half)));
                k.store(sh, at, k.add(k.load(sh, at), other));
            }
        });
        half /= 2;
    }
}

/// `blas_<r>_<t>_partial(x, y, partials, n, bx, ix, by, iy)`: block `b`
/// sums its grid-strided share of the elements in `f64` and writes
/// component `c` of its partial to `partials[c·MOST_PARTS + b]` (`y` is
/// read by `dot` only).
pub(crate) fn partial(r: Reduction, t: DataType, unit: bool) -> Result<PortableModule, IrError> {
    let name = partial_name(r, t, unit);
    if r.index() {
        return search::partial(&name, r == Reduction::Iamax, t, unit);
    }
    let ty = t.scalar();
    build(&name, ModuleOptions::default(), |mb| {
        let params = partial_params(ty);
        mb.kernel_with(&name, &params, bounds(), |k, a| {
            let (x, y, partials, n) = (a[0], a[1], a[2], a[3]);
            let sh = k.shared_array(ScalarType::F64, COMPONENTS * THREADS);
            let acc = [0, 1, 2].map(|_| k.var(k.f64(0.0)));
            let stride = k.mul(k.grid_dim(Axis::X), k.block_dim(Axis::X));
            k.for_range(k.global_id(Axis::X), n, stride, |k, i| {
                let xv = k.cast(k.load(x, index(k, unit, i, (a[4], a[5]))), ScalarType::F64);
                match r {
                    Reduction::Dot => {
                        let yv = k.load(y, index(k, unit, i, (a[6], a[7])));
                        let yv = k.cast(yv, ScalarType::F64);
                        k.set(acc[0], k.fma(xv, yv, k.get(acc[0])));
                    }
                    Reduction::Asum => k.set(acc[0], k.add(k.get(acc[0]), k.abs(xv))),
                    // Built by `search::partial`.
                    Reduction::Iamax | Reduction::Iamin => {}
                    Reduction::Nrm2 => {
                        let ax = k.abs(xv);
                        k.if_else(
                            k.gt(ax, k.f64(BIG)),
                            |k| add_square(k, acc[2], ax, SCALE_BIG),
                            |k| {
                                k.if_else(
                                    k.lt(ax, k.f64(SMALL)),
                                    |k| add_square(k, acc[1], ax, SCALE_SMALL),
                                    |k| add_square(k, acc[0], ax, 1.0),
                                )
                            },
                        );
                    }
                }
            });
            let tid = k.thread_id(Axis::X);
            for (c, v) in acc.iter().enumerate() {
                k.store(sh, k.add(tid, k.u32(c as u32 * THREADS)), k.get(*v));
            }
            block_sum(k, sh, tid);
            k.if_(k.eq(tid, k.u32(0)), |k| {
                let b = k.block_id(Axis::X);
                for c in 0..COMPONENTS {
                    let v = k.load(sh, k.u32(c * THREADS));
                    k.store(partials, k.add(b, k.u32(c * MOST_PARTS)), v);
                }
            });
        })
    })
}

/// `acc += (v·scale)²`.
fn add_square<'ctx>(k: &KernelBuilder<'_, 'ctx>, acc: Var<'ctx>, v: Value<'ctx>, scale: f64) {
    let s = k.mul(v, k.f64(scale));
    k.set(acc, k.fma(s, s, k.get(acc)));
}

/// The name of a reduction's second kernel.
pub(crate) fn finish_name(r: Reduction, out: DataType) -> String {
    format!("blas_{}_{out}_finish", r.name())
}

/// `blas_<r>_<out>_finish(partials, parts, out)`: one block adds up the
/// first `parts` partials of each component and writes the result, in the
/// type `out`, to `out[0]`.
pub(crate) fn finish(r: Reduction, out: DataType) -> Result<PortableModule, IrError> {
    let name = finish_name(r, out);
    if r.index() {
        return search::finish(&name, r == Reduction::Iamax);
    }
    let to = out.scalar();
    build(&name, ModuleOptions::default(), |mb| {
        let params = [
            p::ptr("partials", ScalarType::F64),
            p::u32("parts"),
            p::ptr("out", to),
        ];
        mb.kernel_with(&name, &params, bounds(), |k, a| {
            let (partials, parts, out) = (a[0], a[1], a[2]);
            let sh = k.shared_array(ScalarType::F64, COMPONENTS * THREADS);
            let tid = k.thread_id(Axis::X);
            for c in 0..COMPONENTS {
                let acc = k.var(k.f64(0.0));
                k.for_range(tid, parts, k.u32(THREADS), |k, b| {
                    let v = k.load(partials, k.add(b, k.u32(c * MOST_PARTS)));
                    k.set(acc, k.add(k.get(acc), v));
                });
                k.store(sh, k.add(tid, k.u32(c * THREADS)), k.get(acc));
            }
            block_sum(k, sh, tid);
            k.if_(k.eq(tid, k.u32(0)), |k| {
                let total = k.load(sh, k.u32(0));
                let v = match r {
                    Reduction::Dot | Reduction::Asum | Reduction::Iamax | Reduction::Iamin => total,
                    Reduction::Nrm2 => {
                        let small = k.load(sh, k.u32(THREADS));
                        let big = k.load(sh, k.u32(2 * THREADS));
                        norm(k, (total, small, big))
                    }
                };
                k.store(out, k.u32(0), k.cast(v, to));
            });
        })
    })
}

/// The norm from the sums of squares of medium, small (scaled up by
/// `SCALE_SMALL`) and big (scaled down by `SCALE_BIG`) magnitudes: the big
/// sum decides where there is one (the medium one added at its scale),
/// else the small and medium ones together, else the medium one alone. A
/// NaN in the medium sum is the result.
fn norm<'ctx>(
    k: &KernelBuilder<'_, 'ctx>,
    (medium, small, big): (Value<'ctx>, Value<'ctx>, Value<'ctx>),
) -> Value<'ctx> {
    let zero = k.f64(0.0);
    // Not zero: positive or NaN (the sums are never negative).
    let has_medium = k.not(k.eq(medium, zero));
    let scaled_medium = k.mul(k.mul(medium, k.f64(SCALE_BIG)), k.f64(SCALE_BIG));
    let big_total = k.add(big, k.select(has_medium, scaled_medium, zero));
    let from_big = k.div(k.sqrt(big_total), k.f64(SCALE_BIG));
    // Small and medium: √(hi² + lo²) as hi·√(1 + (lo/hi)²).
    let (m, s) = (k.sqrt(medium), k.div(k.sqrt(small), k.f64(SCALE_SMALL)));
    let (hi, lo) = (k.max(m, s), k.min(m, s));
    let ratio = k.div(lo, hi);
    let both = k.mul(hi, k.sqrt(k.fma(ratio, ratio, k.f64(1.0))));
    let from_small = k.select(has_medium, both, s);
    let not_big = k.select(k.gt(small, zero), from_small, m);
    let v = k.select(k.gt(big, zero), from_big, not_big);
    // max and min may drop a NaN: NaN in, NaN out.
    k.select(k.ne(medium, medium), medium, v)
}
