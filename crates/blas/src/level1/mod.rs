//! Level-1 BLAS on every device: `axpy`, `scal`, `copy`, `swap` and `rot`
//! update vectors in place; `dot`, `nrm2` and `asum` reduce one or two
//! vectors to a scalar, `iamax` and `iamin` to an index.
//!
//! Vectors are BLAS's: `n` elements `inc` apart. As the reference BLAS
//! specifies, `n <= 0` does nothing (a reduction gives 0); the operations
//! on two vectors (`axpy`, `copy`, `swap`, `rot`, `dot`) take negative
//! increments (element `i` then lies `(n - 1 - i)·|inc|` from the start)
//! and an increment of 0 for a vector they only read; `nrm2`, `asum`,
//! `scal`, `iamax` and `iamin` treat an increment below 1 as an empty
//! vector. An increment of 0 for a vector written more than once is
//! refused: the result would depend on the order of the writes.
//!
//! Reductions accumulate in `f64` whatever the input type, in an order
//! fixed by `n` alone (a grid-strided share per thread, a tree in each
//! block, the blocks' partials added in order), so a result does not
//! depend on the device's size or on timing. `nrm2` sums the squares of
//! tiny and huge magnitudes at scales of their own, so that it neither
//! overflows nor underflows where the norm itself is representable.

mod kernels;
mod search;

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

/// A scalar of an operation on raw addresses: a value, or the device
/// address of one element of the vectors' type, read when the kernel runs
/// (cuBLAS's `CUBLAS_POINTER_MODE_DEVICE`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum RawScalar {
    /// The value itself.
    Value(f64),
    /// Where the value lies in device memory.
    At(u64),
}

impl From<f64> for RawScalar {
    fn from(v: f64) -> RawScalar {
        RawScalar::Value(v)
    }
}

/// A vector as the kernels take it: its argument, the elements from its
/// start to the end of its memory, and its increment.
type Operand<'a> = (KernelArg<'a>, usize, i64);

/// A buffer read as a vector `inc` apart.
fn read<T: Real>(b: &Buffer<T>, inc: i64) -> Operand<'_> {
    (b.arg(), b.len(), inc)
}

/// A buffer written as a vector `inc` apart.
fn write<T: Real>(b: &mut Buffer<T>, inc: i64) -> Operand<'_> {
    let len = b.len();
    (b.arg_mut(), len, inc)
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

/// The elements an update touches: `None` when it has nothing to do. An
/// increment of 0 is refused for a vector written more than once.
fn update_plan(
    u: Update,
    n: i64,
    scalars: &[RawScalar],
    (incx, incy): (i64, i64),
) -> Result<Option<u32>> {
    if u == Update::Scal {
        return positive_plan(n, incx);
    }
    if n <= 0 || (u == Update::Axpy && scalars.first() == Some(&RawScalar::Value(0.0))) {
        return Ok(None);
    }
    let n = count(n)?;
    let written: &[(&'static str, i64)] = match u {
        Update::Swap | Update::Rot => &[("incx", incx), ("incy", incy)],
        _ => &[("incy", incy)],
    };
    if n > 1
        && let Some((arg, _)) = written.iter().find(|(_, inc)| *inc == 0)
    {
        return Err(BlasError::InvalidValue {
            arg,
            value: 0,
            why: format!("{} would write every element into one", u.name()),
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

    fn update_kernel(&self, u: Update, t: DataType, unit: bool, at: bool) -> Result<Kernel> {
        let name = kernels::update_name(u, t, unit, at);
        self.kernel(&name, &name, || kernels::update(u, t, unit, at))
    }

    fn partial_kernel(&self, r: Reduction, t: DataType, unit: bool) -> Result<Kernel> {
        let name = kernels::partial_name(r, t, unit);
        self.kernel(&name, &name, || kernels::partial(r, t, unit))
    }

    fn finish_kernel(&self, r: Reduction, out: DataType) -> Result<Kernel> {
        let name = kernels::finish_name(r, out);
        self.kernel(&name, &name, || kernels::finish(r, out))
    }

    /// Queues an update of `x` (and `y`, for every update but `scal`) with
    /// `scalars` (all values or all addresses) through `launch`.
    fn queue_update(
        &self,
        u: Update,
        t: DataType,
        n: i64,
        scalars: &[RawScalar],
        (x, y): (Operand<'_>, Option<Operand<'_>>),
        launch: &mut Launch<'_>,
    ) -> Result<()> {
        let incy = y.as_ref().map_or(0, |y| y.2);
        let Some(n) = update_plan(u, n, scalars, (x.2, incy))? else {
            return Ok(());
        };
        let wx = walk("x", n, x.2, x.1)?;
        let wy = y.as_ref().map(|y| walk("y", n, y.2, y.1)).transpose()?;
        let unit = wx.unit && wy.is_none_or(|w| w.unit);
        let at = matches!(scalars.first(), Some(RawScalar::At(_)));
        let kernel = self.update_kernel(u, t, unit, at)?;
        let mut args = vec![x.0];
        args.extend(y.map(|y| y.0));
        args.push(n.into());
        for s in scalars {
            args.push(match *s {
                RawScalar::Value(v) if !at => scalar(t, v),
                RawScalar::At(addr) if at => KernelArg::address(addr, Some(t.carrier())),
                _ => {
                    return Err(not_supported(format!(
                        "{}: scalars given both by value and by address",
                        u.name()
                    )));
                }
            });
        }
        args.extend(wx.args());
        if let Some(w) = wy {
            args.extend(w.args());
        }
        Ok(launch(
            &kernel,
            &config(blocks(n, MOST_UPDATE_BLOCKS)),
            &args,
        )?)
    }

    /// Runs an update of buffers on this handle's device.
    fn update<T: Real>(
        &self,
        u: Update,
        n: i64,
        scalars: &[f64],
        x: Operand<'_>,
        y: Option<Operand<'_>>,
    ) -> Result<()> {
        let dev = self.device();
        let scalars: Vec<RawScalar> = scalars.iter().map(|&v| v.into()).collect();
        let mut launch =
            |k: &Kernel, cfg: &LaunchConfig, args: &[KernelArg<'_>]| dev.launch(k, cfg, args);
        self.queue_update(u, T::DTYPE, n, &scalars, (x, y), &mut launch)
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
        let (x, y) = (read(x, incx), write(y, incy));
        self.update::<T>(Update::Axpy, n, &[alpha], x, Some(y))
    }

    /// `x = alpha·x` on `n` elements `incx` apart, as `cublasSscal` and
    /// `cublasDscal` (`alpha == 0` multiplies too: a NaN stays NaN).
    /// Nothing runs where `n <= 0` or `incx <= 0`.
    pub fn scal<T: Real>(&self, n: i64, alpha: f64, x: &mut Buffer<T>, incx: i64) -> Result<()> {
        let x = write(x, incx);
        self.update::<T>(Update::Scal, n, &[alpha], x, None)
    }

    /// `y = x` on `n` elements, `incx` and `incy` apart, as `cublasScopy`
    /// and `cublasDcopy`.
    ///
    /// ```
    /// use gpujit::DeviceExt;
    /// let blas = gpujit_blas::Blas::open("host")?;
    /// let dev = blas.device();
    /// let x = dev.upload(&[1.0f64, 2.0, 3.0])?;
    /// let mut y = dev.upload(&[0.0f64; 3])?;
    /// blas.copy(3, &x, 1, &mut y, -1)?;
    /// assert_eq!(dev.download(&y)?, vec![3.0, 2.0, 1.0]);
    /// # Ok::<(), gpujit_blas::BlasError>(())
    /// ```
    pub fn copy<T: Real>(
        &self,
        n: i64,
        x: &Buffer<T>,
        incx: i64,
        y: &mut Buffer<T>,
        incy: i64,
    ) -> Result<()> {
        let (x, y) = (read(x, incx), write(y, incy));
        self.update::<T>(Update::Copy, n, &[], x, Some(y))
    }

    /// Exchanges `n` elements of `x` and `y`, `incx` and `incy` apart, as
    /// `cublasSswap` and `cublasDswap`.
    pub fn swap<T: Real>(
        &self,
        n: i64,
        x: &mut Buffer<T>,
        incx: i64,
        y: &mut Buffer<T>,
        incy: i64,
    ) -> Result<()> {
        let (x, y) = (write(x, incx), write(y, incy));
        self.update::<T>(Update::Swap, n, &[], x, Some(y))
    }

    /// Applies the plane rotation `(c, s)` to `n` pairs of `x` and `y`,
    /// `incx` and `incy` apart, as `cublasSrot` and `cublasDrot`: `x[i],
    /// y[i] = c·x[i] + s·y[i], c·y[i] - s·x[i]` (each an `fma` of a
    /// product).
    #[allow(clippy::too_many_arguments)]
    pub fn rot<T: Real>(
        &self,
        n: i64,
        x: &mut Buffer<T>,
        incx: i64,
        y: &mut Buffer<T>,
        incy: i64,
        (c, s): (f64, f64),
    ) -> Result<()> {
        let (x, y) = (write(x, incx), write(y, incy));
        self.update::<T>(Update::Rot, n, &[c, s], x, Some(y))
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

    /// The 1-based index of the first of `n` elements (`incx` apart) with
    /// the largest magnitude, 0 where there is none (`n <= 0` or `incx <=
    /// 0`), as `cublasIsamax` and `cublasIdamax`. NaNs are treated as the
    /// reference BLAS's loop treats them: one as the first element is the
    /// answer, one elsewhere never is. Waits for the device.
    ///
    /// ```
    /// use gpujit::DeviceExt;
    /// let blas = gpujit_blas::Blas::open("host")?;
    /// let dev = blas.device();
    /// let x = dev.upload(&[1.0f32, -4.0, 2.0, 4.0])?;
    /// assert_eq!(blas.iamax(4, &x, 1)?, 2);
    /// assert_eq!(blas.iamin(2, &x, 2)?, 1);
    /// assert_eq!(blas.iamax(4, &x, 0)?, 0);
    /// # Ok::<(), gpujit_blas::BlasError>(())
    /// ```
    pub fn iamax<T: Real>(&self, n: i64, x: &Buffer<T>, incx: i64) -> Result<usize> {
        self.search(Reduction::Iamax, n, x, incx)
    }

    /// The 1-based index of the first of `n` elements (`incx` apart) with
    /// the smallest magnitude, 0 where there is none, as `cublasIsamin` and
    /// `cublasIdamin` (NaNs as for [`Blas::iamax`]). Waits for the device.
    pub fn iamin<T: Real>(&self, n: i64, x: &Buffer<T>, incx: i64) -> Result<usize> {
        self.search(Reduction::Iamin, n, x, incx)
    }

    fn search<T: Real>(&self, r: Reduction, n: i64, x: &Buffer<T>, incx: i64) -> Result<usize> {
        let dev = self.device();
        let mut out = dev.alloc::<i32>(1)?;
        self.reduce_into::<T>(r, n, (x, incx), None, out.arg_mut())?;
        let i = dev.download(&out)?.first().copied().unwrap_or(0);
        usize::try_from(i).map_err(|_| not_supported(format!("{}: index {i}", r.name())))
    }

    fn reduce<T: Real>(
        &self,
        r: Reduction,
        n: i64,
        x: (&Buffer<T>, i64),
        y: Option<(&Buffer<T>, i64)>,
    ) -> Result<T> {
        let dev = self.device();
        let mut out = dev.alloc::<T>(1)?;
        self.reduce_into::<T>(r, n, x, y, out.arg_mut())?;
        dev.download(&out)?
            .first()
            .copied()
            .ok_or_else(|| not_supported("a reduction without its result".into()))
    }

    /// Runs a reduction of buffers into `out` on this handle's device.
    fn reduce_into<T: Real>(
        &self,
        r: Reduction,
        n: i64,
        (x, incx): (&Buffer<T>, i64),
        y: Option<(&Buffer<T>, i64)>,
        out: KernelArg<'_>,
    ) -> Result<()> {
        let dev = self.device();
        let mut partials = dev.alloc::<f64>(Self::REDUCTION_SCRATCH)?;
        let (y, incy) = y.unwrap_or((x, incx));
        let ops = [read(x, incx), read(y, incy)];
        let mut launch =
            |k: &Kernel, cfg: &LaunchConfig, args: &[KernelArg<'_>]| dev.launch(k, cfg, args);
        self.queue_reduction(r, T::DTYPE, n, ops, (partials.arg_mut(), out), &mut launch)
    }

    /// Queues a reduction's two kernels: the blocks' partials into
    /// `scratch`, their total into `out` (0 where the vectors are empty).
    fn queue_reduction(
        &self,
        r: Reduction,
        t: DataType,
        n: i64,
        [(x, lenx, incx), (y, leny, incy)]: [Operand<'_>; 2],
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

    /// A raw vector as an operand, after checking its type against `t`.
    fn raw_operand(arg: &'static str, v: RawVector, t: DataType) -> Result<Operand<'static>> {
        real(arg, v.dtype, Some(t))?;
        Ok((
            KernelArg::address(v.addr, Some(v.dtype.carrier())),
            v.len,
            v.inc,
        ))
    }

    /// Queues an update of vectors at raw addresses.
    ///
    /// # Safety
    /// As for [`Blas::axpy_raw`].
    unsafe fn update_raw(
        &self,
        u: Update,
        n: i64,
        scalars: &[RawScalar],
        (x, y): (RawVector, Option<RawVector>),
        launch: &mut Launch<'_>,
    ) -> Result<()> {
        let xo = Self::raw_operand("x", x, x.dtype)?;
        let yo = y.map(|y| Self::raw_operand("y", y, x.dtype)).transpose()?;
        self.queue_update(u, x.dtype, n, scalars, (xo, yo), launch)
    }

    /// [`Blas::axpy`] on vectors at raw device addresses, queued through
    /// `launch`; `alpha` a value or the address of one (an `alpha` read as 0
    /// changes nothing).
    ///
    /// # Safety
    /// Each vector's `addr..addr + len` elements lie in memory of this
    /// handle's device that stays allocated until the queued kernel has
    /// finished, and nothing else touches the vectors written meanwhile; a
    /// scalar's address holds one element of the vectors' type until then.
    pub unsafe fn axpy_raw(
        &self,
        n: i64,
        alpha: impl Into<RawScalar>,
        x: RawVector,
        y: RawVector,
        launch: &mut Launch<'_>,
    ) -> Result<()> {
        // SAFETY: this function's contract.
        unsafe { self.update_raw(Update::Axpy, n, &[alpha.into()], (x, Some(y)), launch) }
    }

    /// [`Blas::scal`] on a vector at a raw device address, queued through
    /// `launch`.
    ///
    /// # Safety
    /// As for [`Blas::axpy_raw`], `x` being the vector written.
    pub unsafe fn scal_raw(
        &self,
        n: i64,
        alpha: impl Into<RawScalar>,
        x: RawVector,
        launch: &mut Launch<'_>,
    ) -> Result<()> {
        // SAFETY: this function's contract.
        unsafe { self.update_raw(Update::Scal, n, &[alpha.into()], (x, None), launch) }
    }

    /// [`Blas::copy`] on vectors at raw device addresses, queued through
    /// `launch`.
    ///
    /// # Safety
    /// As for [`Blas::axpy_raw`].
    pub unsafe fn copy_raw(
        &self,
        n: i64,
        x: RawVector,
        y: RawVector,
        launch: &mut Launch<'_>,
    ) -> Result<()> {
        // SAFETY: this function's contract.
        unsafe { self.update_raw(Update::Copy, n, &[], (x, Some(y)), launch) }
    }

    /// [`Blas::swap`] on vectors at raw device addresses, queued through
    /// `launch`.
    ///
    /// # Safety
    /// As for [`Blas::axpy_raw`], both vectors being written.
    pub unsafe fn swap_raw(
        &self,
        n: i64,
        x: RawVector,
        y: RawVector,
        launch: &mut Launch<'_>,
    ) -> Result<()> {
        // SAFETY: this function's contract.
        unsafe { self.update_raw(Update::Swap, n, &[], (x, Some(y)), launch) }
    }

    /// [`Blas::rot`] on vectors at raw device addresses, queued through
    /// `launch`; `c` and `s` both values or both addresses.
    ///
    /// # Safety
    /// As for [`Blas::axpy_raw`], both vectors being written.
    pub unsafe fn rot_raw(
        &self,
        n: i64,
        x: RawVector,
        y: RawVector,
        (c, s): (RawScalar, RawScalar),
        launch: &mut Launch<'_>,
    ) -> Result<()> {
        // SAFETY: this function's contract.
        unsafe { self.update_raw(Update::Rot, n, &[c, s], (x, Some(y)), launch) }
    }

    /// A reduction ([`Blas::dot`] with `y`; [`Blas::nrm2`], [`Blas::asum`],
    /// [`Blas::iamax`] or [`Blas::iamin`] without) of vectors at raw device
    /// addresses, queued through `launch`: the result (in `x`'s type, an
    /// `i32` for an index) lands at the device address `out` once the
    /// kernels have run.
    ///
    /// # Safety
    /// As for [`Blas::axpy_raw`]; `scratch` is the device address of
    /// [`Blas::REDUCTION_SCRATCH`] `f64` elements and `out` of one result,
    /// both used by nothing else until the kernels have run.
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
        let xo = Self::raw_operand("x", x, x.dtype)?;
        let yo = match y {
            Some(y) => Self::raw_operand("y", y, x.dtype)?,
            None => xo,
        };
        let out_type = if r.index() {
            gpujit::ScalarType::I32
        } else {
            x.dtype.carrier()
        };
        let ends = (
            KernelArg::address(scratch, Some(gpujit::ScalarType::F64)),
            KernelArg::address(out, Some(out_type)),
        );
        self.queue_reduction(r, x.dtype, n, [xo, yo], ends, launch)
    }
}

#[cfg(test)]
mod tests;
