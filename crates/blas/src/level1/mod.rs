//! Level-1 BLAS on every device: `axpy` and `scal` update a vector in
//! place; `dot`, `nrm2` and `asum` reduce one or two vectors to a scalar.
//!
//! Vectors are BLAS's: `n` elements `inc` apart. As the reference BLAS
//! specifies, `n <= 0` does nothing (a reduction gives 0); `axpy` and `dot`
//! take negative increments (element `i` then lies `(n - 1 - i)·|inc|` from
//! the start) and an increment of 0 for a vector they only read; `nrm2`,
//! `asum` and `scal` treat an increment below 1 as an empty vector.
//!
//! Reductions accumulate in `f64` whatever the input type, in an order
//! fixed by `n` alone (a grid-strided share per thread, a tree in each
//! block, the blocks' partials added in order), so a result does not
//! depend on the device's size or on timing. `nrm2` sums the squares of
//! tiny and huge magnitudes at scales of their own, so that it neither
//! overflows nor underflows where the norm itself is representable.

mod kernels;

use gpujit::{Buffer, DeviceExt, Dim3, Kernel, KernelArg, LaunchConfig};

pub use kernels::Reduction;
use kernels::{COMPONENTS, MOST_PARTS, THREADS, Update};

use crate::check::holds;
use crate::gemm::{Launch, not_supported, scalar};
use crate::types::{DataType, Real};
use crate::{Blas, BlasError, Result};

/// A vector operand at a raw device address: its element type, address,
/// how many elements lie between it and the end of the memory it is in
/// (what the operation may reach), and its increment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RawVector {
    /// The element type (`f32` or `f64`).
    pub dtype: DataType,
    /// The device address of the vector's first element in memory (its
    /// last element when `inc` is negative).
    pub addr: u64,
    /// Elements from `addr` to the end of its allocation.
    pub len: usize,
    /// Elements between consecutive elements of the vector.
    pub inc: i64,
}

/// The most blocks of an element-wise update.
const MOST_UPDATE_BLOCKS: u32 = 4096;

/// A checked vector: where element 0 lies and how far apart the rest are,
/// as the kernels take them.
#[derive(Debug, Clone, Copy)]
struct Walk {
    base: u64,
    inc: u64,
    unit: bool,
}

impl Walk {
    fn args(&self) -> [KernelArg<'static>; 2] {
        [self.base.into(), self.inc.into()]
    }
}

/// `n` as the kernels take it.
fn count(n: i64) -> Result<u32> {
    u32::try_from(n).map_err(|_| not_supported(format!("n = {n}: vectors of at most 2^32 - 1")))
}

/// Checks that a vector of `n > 0` elements `inc` apart fits in `len`
/// elements, and where its elements lie.
fn walk(arg: &'static str, n: u32, inc: i64, len: usize) -> Result<Walk> {
    let span = u64::from(n - 1).saturating_mul(inc.unsigned_abs());
    holds(arg, len, span.saturating_add(1))?;
    Ok(Walk {
        base: if inc < 0 { span } else { 0 },
        inc: inc as u64,
        unit: inc == 1,
    })
}

fn blocks(n: u32, most: u32) -> u32 {
    n.div_ceil(THREADS).clamp(1, most)
}

fn config(blocks: u32) -> LaunchConfig {
    LaunchConfig {
        grid: Dim3::x(blocks),
        block: Dim3::x(THREADS),
        shared_bytes: 0,
    }
}

/// Refuses element types other than `f32` and `f64`, and two vectors of
/// different types.
fn real(arg: &'static str, t: DataType, other: Option<DataType>) -> Result<()> {
    if !matches!(t, DataType::F32 | DataType::F64) {
        return Err(BlasError::TypeMismatch {
            arg,
            detail: format!("level-1 operations take f32 or f64, not {t}"),
        });
    }
    match other {
        Some(o) if o != t => Err(BlasError::TypeMismatch {
            arg,
            detail: format!("{t} against {o}: both vectors have one type"),
        }),
        _ => Ok(()),
    }
}

/// `n` and `incy` of an `axpy`: `None` when there is nothing to do.
fn axpy_plan(n: i64, alpha: f64, incy: i64) -> Result<Option<u32>> {
    if n <= 0 || alpha == 0.0 {
        return Ok(None);
    }
    let n = count(n)?;
    if incy == 0 && n > 1 {
        return Err(BlasError::InvalidValue {
            arg: "incy",
            value: 0,
            why: "every element would update the one element of y".into(),
        });
    }
    Ok(Some(n))
}

/// `n` of an operation that treats an increment below 1 as an empty vector.
fn positive_plan(n: i64, inc: i64) -> Result<Option<u32>> {
    if n <= 0 || inc <= 0 {
        return Ok(None);
    }
    count(n).map(Some)
}

impl Blas {
    /// The most `f64` elements of scratch memory a reduction uses
    /// ([`Blas::reduce_raw`]).
    pub const REDUCTION_SCRATCH: usize = (COMPONENTS * MOST_PARTS) as usize;

    fn update_kernel(&self, u: Update, t: DataType, unit: bool) -> Result<Kernel> {
        let name = kernels::update_name(u, t, unit);
        self.kernel(&name, &name, || kernels::update(u, t, unit))
    }

    fn partial_kernel(&self, r: Reduction, t: DataType, unit: bool) -> Result<Kernel> {
        let name = kernels::partial_name(r, t, unit);
        self.kernel(&name, &name, || kernels::partial(r, t, unit))
    }

    fn finish_kernel(&self, r: Reduction, out: DataType) -> Result<Kernel> {
        let name = kernels::finish_name(r, out);
        self.kernel(&name, &name, || kernels::finish(r, out))
    }

    /// `y = alpha·x + y` on `n` elements, `incx` and `incy` apart, as
    /// `cublasSaxpy` and `cublasDaxpy` (each element an `fma`). Nothing runs
    /// where `n <= 0` or `alpha == 0`.
    ///
    /// ```
    /// use gpujit::DeviceExt;
    /// let blas = gpujit_blas::Blas::open("host")?;
    /// let dev = blas.device();
    /// let x = dev.upload(&[1.0f32, 2.0, 3.0])?;
    /// let mut y = dev.upload(&[10.0f32, 20.0, 30.0])?;
    /// // Every other element of y, x read backwards.
    /// blas.axpy(2, 2.0, &x, -2, &mut y, 2)?;
    /// assert_eq!(dev.download(&y)?, vec![16.0, 20.0, 32.0]);
    /// # Ok::<(), gpujit_blas::BlasError>(())
    /// ```
    pub fn axpy<T: Real>(
        &self,
        n: i64,
        alpha: f64,
        x: &Buffer<T>,
        incx: i64,
        y: &mut Buffer<T>,
        incy: i64,
    ) -> Result<()> {
        let Some(n) = axpy_plan(n, alpha, incy)? else {
            return Ok(());
        };
        let (wx, wy) = (walk("x", n, incx, x.len())?, walk("y", n, incy, y.len())?);
        let unit = wx.unit && wy.unit;
        let kernel = self.update_kernel(Update::Axpy, T::DTYPE, unit)?;
        let [bx, ix] = wx.args();
        let [by, iy] = wy.args();
        let args = [
            x.arg(),
            y.arg_mut(),
            n.into(),
            scalar(T::DTYPE, alpha),
            bx,
            ix,
            by,
            iy,
        ];
        let cfg = config(blocks(n, MOST_UPDATE_BLOCKS));
        Ok(self.device().launch(&kernel, &cfg, &args)?)
    }

    /// `x = alpha·x` on `n` elements `incx` apart, as `cublasSscal` and
    /// `cublasDscal` (`alpha == 0` multiplies too: a NaN stays NaN).
    /// Nothing runs where `n <= 0` or `incx <= 0`.
    pub fn scal<T: Real>(&self, n: i64, alpha: f64, x: &mut Buffer<T>, incx: i64) -> Result<()> {
        let Some(n) = positive_plan(n, incx)? else {
            return Ok(());
        };
        let w = walk("x", n, incx, x.len())?;
        let kernel = self.update_kernel(Update::Scal, T::DTYPE, w.unit)?;
        let [bx, ix] = w.args();
        let args = [x.arg_mut(), n.into(), scalar(T::DTYPE, alpha), bx, ix];
        let cfg = config(blocks(n, MOST_UPDATE_BLOCKS));
        Ok(self.device().launch(&kernel, &cfg, &args)?)
    }

    /// `Σ x[i]·y[i]` over `n` elements, `incx` and `incy` apart, as
    /// `cublasSdot` and `cublasDdot`; accumulated in `f64`. Waits for the
    /// device.
    ///
    /// ```
    /// use gpujit::DeviceExt;
    /// let blas = gpujit_blas::Blas::open("host")?;
    /// let dev = blas.device();
    /// let x = dev.upload(&[1.0f64, 2.0, 3.0])?;
    /// assert_eq!(blas.dot(3, &x, 1, &x, -1)?, 10.0);
    /// assert_eq!(blas.nrm2(2, &x, 2)?, 10f64.sqrt());
    /// assert_eq!(blas.asum(0, &x, 1)?, 0.0);
    /// # Ok::<(), gpujit_blas::BlasError>(())
    /// ```
    pub fn dot<T: Real>(
        &self,
        n: i64,
        x: &Buffer<T>,
        incx: i64,
        y: &Buffer<T>,
        incy: i64,
    ) -> Result<T> {
        self.reduce(Reduction::Dot, n, (x, incx), Some((y, incy)))
    }

    /// `√(Σ x[i]²)` over `n` elements `incx` apart, as `cublasSnrm2` and
    /// `cublasDnrm2`, without overflow or underflow in between. Waits for
    /// the device.
    pub fn nrm2<T: Real>(&self, n: i64, x: &Buffer<T>, incx: i64) -> Result<T> {
        self.reduce(Reduction::Nrm2, n, (x, incx), None)
    }

    /// `Σ |x[i]|` over `n` elements `incx` apart, as `cublasSasum` and
    /// `cublasDasum`. Waits for the device.
    pub fn asum<T: Real>(&self, n: i64, x: &Buffer<T>, incx: i64) -> Result<T> {
        self.reduce(Reduction::Asum, n, (x, incx), None)
    }

    fn reduce<T: Real>(
        &self,
        r: Reduction,
        n: i64,
        (x, incx): (&Buffer<T>, i64),
        y: Option<(&Buffer<T>, i64)>,
    ) -> Result<T> {
        let dev = self.device();
        let mut partials = dev.alloc::<f64>(Self::REDUCTION_SCRATCH)?;
        let mut out = dev.alloc::<T>(1)?;
        let (y, incy) = y.unwrap_or((x, incx));
        let ops = [(x.arg(), x.len(), incx), (y.arg(), y.len(), incy)];
        let mut launch =
            |k: &Kernel, cfg: &LaunchConfig, args: &[KernelArg<'_>]| dev.launch(k, cfg, args);
        self.queue_reduction(
            r,
            T::DTYPE,
            n,
            ops,
            (partials.arg_mut(), out.arg_mut()),
            &mut launch,
        )?;
        dev.download(&out)?
            .first()
            .copied()
            .ok_or_else(|| not_supported("a reduction without its result".into()))
    }

    /// Queues a reduction's two kernels: the blocks' partials into
    /// `scratch`, their total into `out` (0 where the vectors are empty).
    fn queue_reduction(
        &self,
        r: Reduction,
        t: DataType,
        n: i64,
        [(x, lenx, incx), (y, leny, incy)]: [(KernelArg<'_>, usize, i64); 2],
        (scratch, out): (KernelArg<'_>, KernelArg<'_>),
        launch: &mut Launch<'_>,
    ) -> Result<()> {
        let n = if r.pairs() {
            if n <= 0 { None } else { Some(count(n)?) }
        } else {
            positive_plan(n, incx)?
        };
        let mut parts = 0;
        if let Some(n) = n {
            let wx = walk("x", n, incx, lenx)?;
            let wy = if r.pairs() {
                walk("y", n, incy, leny)?
            } else {
                wx
            };
            let unit = wx.unit && wy.unit;
            let kernel = self.partial_kernel(r, t, unit)?;
            parts = blocks(n, MOST_PARTS);
            let [bx, ix] = wx.args();
            let [by, iy] = wy.args();
            let args = [x, y, scratch, n.into(), bx, ix, by, iy];
            launch(&kernel, &config(parts), &args)?;
        }
        let kernel = self.finish_kernel(r, t)?;
        launch(&kernel, &config(1), &[scratch, parts.into(), out])?;
        Ok(())
    }

    /// [`Blas::axpy`] on vectors at raw device addresses, queued through
    /// `launch`.
    ///
    /// # Safety
    /// Each vector's `addr..addr + len` elements lie in memory of this
    /// handle's device that stays allocated until the queued kernel has
    /// finished, and nothing else touches `y` meanwhile.
    pub unsafe fn axpy_raw(
        &self,
        n: i64,
        alpha: f64,
        x: RawVector,
        y: RawVector,
        launch: &mut Launch<'_>,
    ) -> Result<()> {
        real("x", x.dtype, Some(y.dtype))?;
        let Some(n) = axpy_plan(n, alpha, y.inc)? else {
            return Ok(());
        };
        let (wx, wy) = (walk("x", n, x.inc, x.len)?, walk("y", n, y.inc, y.len)?);
        let unit = wx.unit && wy.unit;
        let kernel = self.update_kernel(Update::Axpy, x.dtype, unit)?;
        let [bx, ix] = wx.args();
        let [by, iy] = wy.args();
        let carrier = Some(x.dtype.carrier());
        let args = [
            KernelArg::address(x.addr, carrier),
            KernelArg::address(y.addr, carrier),
            n.into(),
            scalar(x.dtype, alpha),
            bx,
            ix,
            by,
            iy,
        ];
        Ok(launch(
            &kernel,
            &config(blocks(n, MOST_UPDATE_BLOCKS)),
            &args,
        )?)
    }

    /// [`Blas::scal`] on a vector at a raw device address, queued through
    /// `launch`.
    ///
    /// # Safety
    /// As for [`Blas::axpy_raw`], `x` being the vector written.
    pub unsafe fn scal_raw(
        &self,
        n: i64,
        alpha: f64,
        x: RawVector,
        launch: &mut Launch<'_>,
    ) -> Result<()> {
        real("x", x.dtype, None)?;
        let Some(n) = positive_plan(n, x.inc)? else {
            return Ok(());
        };
        let w = walk("x", n, x.inc, x.len)?;
        let kernel = self.update_kernel(Update::Scal, x.dtype, w.unit)?;
        let [bx, ix] = w.args();
        let args = [
            KernelArg::address(x.addr, Some(x.dtype.carrier())),
            n.into(),
            scalar(x.dtype, alpha),
            bx,
            ix,
        ];
        Ok(launch(
            &kernel,
            &config(blocks(n, MOST_UPDATE_BLOCKS)),
            &args,
        )?)
    }

    /// A reduction ([`Blas::dot`] with `y`, [`Blas::nrm2`] or
    /// [`Blas::asum`] without) of vectors at raw device addresses, queued
    /// through `launch`: the result, in `x`'s type, lands at the device
    /// address `out` once the kernels have run.
    ///
    /// # Safety
    /// As for [`Blas::axpy_raw`]; `scratch` is the device address of
    /// [`Blas::REDUCTION_SCRATCH`] `f64` elements and `out` of one element
    /// of `x`'s type, both used by nothing else until the kernels have run.
    #[allow(clippy::too_many_arguments)]
    pub unsafe fn reduce_raw(
        &self,
        r: Reduction,
        n: i64,
        x: RawVector,
        y: Option<RawVector>,
        (scratch, out): (u64, u64),
        launch: &mut Launch<'_>,
    ) -> Result<()> {
        real("x", x.dtype, y.map(|y| y.dtype))?;
        if r.pairs() != y.is_some() {
            return Err(not_supported(format!(
                "{} takes {} vector(s)",
                r.name(),
                if r.pairs() { 2 } else { 1 }
            )));
        }
        let y = y.unwrap_or(x);
        let carrier = Some(x.dtype.carrier());
        let ops = [
            (KernelArg::address(x.addr, carrier), x.len, x.inc),
            (KernelArg::address(y.addr, carrier), y.len, y.inc),
        ];
        let ends = (
            KernelArg::address(scratch, Some(gpujit::ScalarType::F64)),
            KernelArg::address(out, carrier),
        );
        self.queue_reduction(r, x.dtype, n, ops, ends, launch)
    }
}

#[cfg(test)]
mod tests;
