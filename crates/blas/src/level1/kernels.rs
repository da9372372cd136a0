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
}

impl Reduction {
    /// The operation's name (`dot`).
    pub fn name(self) -> &'static str {
        match self {
            Reduction::Dot => "dot",
            Reduction::Nrm2 => "nrm2",
            Reduction::Asum => "asum",
        }
    }

    /// Whether the reduction reads a second vector.
    pub(crate) fn pairs(self) -> bool {
        self == Reduction::Dot
    }
}

fn wide<'ctx>(k: &KernelBuilder<'_, 'ctx>, v: Value<'ctx>) -> Value<'ctx> {
    k.cast(v, ScalarType::U64)
}

/// Index of element `i` of a vector at `(base, inc)`.
fn index<'ctx>(
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

fn bounds() -> LaunchBounds {
    LaunchBounds {
        max_threads: Some(THREADS),
        min_blocks: None,
    }
}

/// The name of an update's kernel.
pub(crate) fn update_name(u: Update, t: DataType, unit: bool) -> String {
    let op = match u {
        Update::Axpy => "axpy",
        Update::Scal => "scal",
    };
    format!("blas_{op}_{t}{}", if unit { "_unit" } else { "" })
}

/// `blas_axpy_<t>(x, y, n, alpha, bx, ix, by, iy)` and `blas_scal_<t>(x,
/// n, alpha, bx, ix)`: one element per thread of a grid-strided loop.
pub(crate) fn update(u: Update, t: DataType, unit: bool) -> Result<PortableModule, IrError> {
    let name = update_name(u, t, unit);
    let ty = t.scalar();
    build(&name, ModuleOptions::default(), |mb| {
        let mut params = vec![p::ptr("x", ty)];
        if u == Update::Axpy {
            params.push(p::ptr("y", ty));
        }
        params.extend([p::u32("n"), p::scalar("alpha", ty)]);
        params.extend([p::u64("bx"), p::u64("ix")]);
        if u == Update::Axpy {
            params.extend([p::u64("by"), p::u64("iy")]);
        }
        mb.kernel_with(&name, &params, bounds(), |k, a| {
            let stride = k.mul(k.grid_dim(Axis::X), k.block_dim(Axis::X));
            match u {
                Update::Axpy => {
                    let (x, y, n, alpha) = (a[0], a[1], a[2], a[3]);
                    k.for_range(k.global_id(Axis::X), n, stride, |k, i| {
                        let xi = index(k, unit, i, (a[4], a[5]));
                        let yi = index(k, unit, i, (a[6], a[7]));
                        let v = k.fma(alpha, k.load(x, xi), k.load(y, yi));
                        k.store(y, yi, v);
                    });
                }
                Update::Scal => {
                    let (x, n, alpha) = (a[0], a[1], a[2]);
                    k.for_range(k.global_id(Axis::X), n, stride, |k, i| {
                        let xi = index(k, unit, i, (a[3], a[4]));
                        k.store(x, xi, k.mul(alpha, k.load(x, xi)));
                    });
                }
            }
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
    let ty = t.scalar();
    build(&name, ModuleOptions::default(), |mb| {
        let params = [
            p::ptr("x", ty),
            p::ptr("y", ty),
            p::ptr("partials", ScalarType::F64),
            p::u32("n"),
            p::u64("bx"),
            p::u64("ix"),
            p::u64("by"),
            p::u64("iy"),
        ];
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
                    Reduction::Dot | Reduction::Asum => total,
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
