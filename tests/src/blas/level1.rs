//! Level 1 (`axpy`, `scal`, `copy`, `swap`, `rot`, `dot`, `nrm2`, `asum`,
//! `iamax`, `iamin`) on every device, in both precisions, at increments of
//! either sign, against references computed in f64 here. Updates of small
//! integers are exact, and so are the indices; a reduction
//! (accumulated in f64, then rounded once) is within `2·(n·2⁻⁵³·Σ|terms| +
//! u·|result|)` of the exact value, `u` the output type's unit roundoff.

use anyhow::ensure;
use gpujit::{Buffer, DeviceExt};
use gpujit_blas::{Blas, Real};
use gpujit_conformance::Tally;

use super::Sizes;
use super::host::Rng;

/// The element types, as f64 in and out.
trait Elem: Real + Copy + PartialEq + std::fmt::Debug {
    const U: f64;
    fn of(v: f64) -> Self;
    fn to(self) -> f64;
}

impl Elem for f32 {
    const U: f64 = f32::EPSILON as f64 / 2.0;
    fn of(v: f64) -> f32 {
        v as f32
    }
    fn to(self) -> f64 {
        f64::from(self)
    }
}

impl Elem for f64 {
    const U: f64 = f64::EPSILON / 2.0;
    fn of(v: f64) -> f64 {
        v
    }
    fn to(self) -> f64 {
        self
    }
}

/// Element `i` of a vector of `n` at `inc` (BLAS's order for a negative one).
pub(crate) fn at(i: usize, n: usize, inc: i64) -> usize {
    let step = inc.unsigned_abs() as usize;
    if inc < 0 {
        (n - 1 - i) * step
    } else {
        i * step
    }
}

fn within(got: f64, want: f64, terms: f64, n: usize, u: f64) -> bool {
    let bound = 2.0 * (n as f64 * f64::EPSILON / 2.0 * terms + u * want.abs());
    (got - want).abs() <= bound || (got.is_nan() && want.is_nan())
}

fn case<T: Elem>(blas: &Blas, n: usize, (incx, incy): (i64, i64), seed: u64) -> anyhow::Result<()> {
    let dev = blas.device();
    let (lx, ly) = (
        n * incx.unsigned_abs() as usize,
        n * incy.unsigned_abs() as usize,
    );
    let mut rng = Rng(seed);
    let xs: Vec<T> = (0..lx).map(|_| T::of(rng.next() * 2.0)).collect();
    let ys: Vec<T> = (0..ly).map(|_| T::of(rng.next() * 2.0)).collect();
    let (x, y): (Buffer<T>, Buffer<T>) = (dev.upload(&xs)?, dev.upload(&ys)?);
    let (ni, what) = (n as i64, format!("n {n}, incx {incx}, incy {incy}"));
    // dot
    let got = blas.dot(ni, &x, incx, &y, incy)?.to();
    let terms: Vec<f64> = (0..n)
        .map(|i| xs[at(i, n, incx)].to() * ys[at(i, n, incy)].to())
        .collect();
    let want: f64 = terms.iter().sum();
    let mag: f64 = terms.iter().map(|v| v.abs()).sum();
    ensure!(
        within(got, want, mag, n, T::U),
        "dot, {what}: {got}, want {want}"
    );
    // nrm2 and asum of x at |incx| (below 1: empty)
    let step = incx.unsigned_abs() as usize;
    let sq: f64 = xs.iter().step_by(step).map(|v| v.to() * v.to()).sum();
    let got = blas.nrm2(ni, &x, incx.abs())?.to();
    ensure!(
        within(got, sq.sqrt(), sq.sqrt(), n, T::U),
        "nrm2, {what}: {got}, want {}",
        sq.sqrt()
    );
    let abs: f64 = xs.iter().step_by(step).map(|v| v.to().abs()).sum();
    let got = blas.asum(ni, &x, incx.abs())?.to();
    ensure!(
        within(got, abs, abs, n, T::U),
        "asum, {what}: {got}, want {abs}"
    );
    // axpy and scal on small integers: exact.
    let ints = |len: usize, shift: usize| -> Vec<T> {
        (0..len)
            .map(|i| T::of(((i * 7 + shift) % 13) as f64 - 6.0))
            .collect()
    };
    let (xi, yi) = (ints(lx, 1), ints(ly, 5));
    let xb: Buffer<T> = dev.upload(&xi)?;
    let mut yb: Buffer<T> = dev.upload(&yi)?;
    blas.axpy(ni, -3.0, &xb, incx, &mut yb, incy)?;
    blas.scal(ni, 0.5, &mut yb, incy.abs())?;
    let mut want = yi.clone();
    for i in 0..n {
        let (a, b) = (at(i, n, incx), at(i, n, incy));
        want[b] = T::of(want[b].to() - 3.0 * xi[a].to());
    }
    for v in want
        .iter_mut()
        .step_by(incy.unsigned_abs() as usize)
        .take(n)
    {
        *v = T::of(v.to() * 0.5);
    }
    let got = dev.download(&yb)?;
    ensure!(got == want, "axpy then scal, {what}");
    // copy, swap and a rotation whose products and sums are exact.
    let mut xb: Buffer<T> = dev.upload(&xi)?;
    let mut yb: Buffer<T> = dev.upload(&yi)?;
    blas.copy(ni, &xb, incx, &mut yb, incy)?;
    blas.swap(ni / 2, &mut xb, incx, &mut yb, incy)?;
    blas.rot(ni, &mut xb, incx, &mut yb, incy, (0.5, -2.0))?;
    let (mut wx, mut wy) = (xi.clone(), yi.clone());
    for i in 0..n {
        wy[at(i, n, incy)] = wx[at(i, n, incx)];
    }
    let half = n / 2;
    for i in 0..half {
        let (a, b) = (at(i, half, incx), at(i, half, incy));
        std::mem::swap(&mut wx[a], &mut wy[b]);
    }
    for i in 0..n {
        let (a, b) = (at(i, n, incx), at(i, n, incy));
        let (u, v) = (wx[a].to(), wy[b].to());
        wx[a] = T::of(0.5 * u - 2.0 * v);
        wy[b] = T::of(0.5 * v + 2.0 * u);
    }
    ensure!(dev.download(&xb)? == wx, "copy, swap, rot: x, {what}");
    ensure!(dev.download(&yb)? == wy, "copy, swap, rot: y, {what}");
    // iamax and iamin: the first of the best magnitudes.
    let mags: Vec<f64> = xs
        .iter()
        .step_by(step)
        .take(n)
        .map(|v| v.to().abs())
        .collect();
    let first = |better: fn(f64, f64) -> bool| {
        let mut best = 0;
        for (i, m) in mags.iter().enumerate() {
            if better(*m, mags[best]) {
                best = i;
            }
        }
        best + 1
    };
    let got = blas.iamax(ni, &x, incx.abs())?;
    ensure!(got == first(|a, b| a > b), "iamax, {what}: {got}");
    let got = blas.iamin(ni, &x, incx.abs())?;
    ensure!(got == first(|a, b| a < b), "iamin, {what}: {got}");
    Ok(())
}

/// Every case of one device, both precisions.
pub(super) fn vectors(t: &mut Tally, tag: &str, blas: &Blas, sizes: Sizes) {
    // Past MOST_PARTS blocks of 256 only where the device is fast.
    let long = match sizes {
        Sizes::Full => 256 * 512 * 3 + 17,
        Sizes::Reduced => 2_001,
    };
    let shapes = [
        (1, (1, 1)),
        (255, (2, -3)),
        (long, (1, 1)),
        (long / 3, (-1, 2)),
    ];
    for (n, incs) in shapes {
        let name = format!("{tag}::blas::level1::n{n}_inc{}_{}", incs.0, incs.1);
        t.run(&format!("{name}_f32"), || {
            case::<f32>(blas, n, incs, n as u64)
        });
        t.run(&format!("{name}_f64"), || {
            case::<f64>(blas, n, incs, n as u64 + 1)
        });
    }
}
