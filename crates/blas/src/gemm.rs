//! The GEMM entry points: checks, the choice of kernels, the launches.

use gpujit::kernels::gemm as mma_kernel;
use gpujit::kernels::gemm_sm90 as hopper;
use gpujit::kernels::sgemm;
use gpujit::{Buffer, DeviceExt, Dim3, KernelArg, LaunchConfig};

use crate::check::{self, Plan};
use crate::kernels::{self, EPILOGUE_EDGE, General};
use crate::mma::{self, Mapping, Split};
use crate::types::{DataType, Gemm, MathMode, Matrix, MatrixMut, Real, Strided};
use crate::{Blas, BlasError, Path, Result};
use gpujit::ir::MmaInput;

/// A scalar argument in the compute type.
pub(crate) fn scalar(compute: DataType, v: f64) -> KernelArg<'static> {
    if compute == DataType::F64 {
        v.into()
    } else {
        (v as f32).into()
    }
}

/// What queues one kernel launch: the device's own queue, or a stream the
/// caller chose ([`Blas::gemm_strided_batched_raw`](crate::Blas::gemm_strided_batched_raw)).
pub type Launch<'a> = dyn FnMut(
        &gpujit::Kernel,
        &LaunchConfig,
        &[KernelArg<'_>],
    ) -> std::result::Result<(), gpujit::DeviceError>
    + 'a;

/// A product on a tuned kernel: the types of `A` and `C`, `alpha` (1 but
/// for 8-bit floats, which Hopper's kernel scales), and the type of `B`
/// (`A`'s, but for an `e4m3` and `e5m2` pair).
pub(crate) type Tuned = (DataType, DataType, f64, DataType);

/// The products one launch computes: how many, and how many elements apart
/// their `A`, `B` and `C` lie (as the product is given, before any
/// transposition).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Batch {
    pub(crate) count: u32,
    pub(crate) strides: [u64; 3],
}

impl Batch {
    /// One product.
    pub(crate) const ONE: Batch = Batch {
        count: 1,
        strides: [0; 3],
    };

    /// The most products one launch takes: a grid's `z` extent.
    pub(crate) const MOST: u32 = 65_535;

    /// The launches of `count` products `strides` apart: batches of at most
    /// [`Batch::MOST`] where the kernel takes a batch (`batched`), one
    /// product each where it does not; the first product of each launch,
    /// and its batch.
    pub(crate) fn launches(
        batched: bool,
        count: u32,
        strides: [u64; 3],
    ) -> impl Iterator<Item = (u32, Batch)> {
        let step = if batched { Batch::MOST } else { 1 };
        (0..count).step_by(step as usize).map(move |first| {
            let n = (count - first).min(step);
            let strides = if n == 1 { [0; 3] } else { strides };
            (first, Batch { count: n, strides })
        })
    }

    /// The kernel's three stride arguments, `B`'s and `A`'s swapped when
    /// the kernel computes the transposed product.
    fn args(&self, transposed: bool) -> [KernelArg<'static>; 3] {
        let [sa, sb, sc] = self.strides;
        let (first, second) = if transposed { (sb, sa) } else { (sa, sb) };
        [first.into(), second.into(), sc.into()]
    }
}

pub(crate) fn not_supported(what: String) -> BlasError {
    BlasError::NotSupported(what)
}

impl Blas {
    /// `C = alpha·op(A)·op(B) + beta·C` for `f32` (computed in `f32`; see
    /// [`MathMode`]) or `f64` matrices, as `cublasSgemm` and
    /// `cublasDgemm`.
    ///
    /// ```
    /// use gpujit::DeviceExt;
    /// use gpujit_blas::{Blas, Gemm};
    /// let blas = Blas::open("host")?;
    /// let dev = blas.device();
    /// // Row-major 1×2 times 2×1, plus 10 × C.
    /// let (a, b) = (dev.upload(&[1.0f64, 2.0])?, dev.upload(&[3.0f64, 4.0])?);
    /// let mut c = dev.upload(&[1.0f64])?;
    /// blas.gemm(&Gemm::new(1, 1, 2).row_major().scale(1.0, 10.0), &a, &b, &mut c)?;
    /// assert_eq!(dev.download(&c)?, vec![21.0]);
    /// # Ok::<(), gpujit_blas::BlasError>(())
    /// ```
    pub fn gemm<T: Real>(
        &self,
        g: &Gemm,
        a: &Buffer<T>,
        b: &Buffer<T>,
        c: &mut Buffer<T>,
    ) -> Result<()> {
        self.gemm_ex(g, T::matrix(a), T::matrix(b), T::matrix_mut(c))
    }

    /// [`Blas::gemm`] with the element types given with the buffers, as
    /// `cublasGemmEx`: `f16` inputs into `f16` or `f32`, `bf16` inputs into
    /// `bf16` or `f32`, 8-bit floats (`e4m3`, `e5m2`) into `bf16` or `f32`,
    /// all computed in `f32`; or `f32` into `f32`, `f64` into `f64`. `A` and
    /// `B` have one type, but for 8-bit floats, which may pair the two
    /// formats; another pair is [`BlasError::TypeMismatch`].
    ///
    /// ```
    /// use gpujit::DeviceExt;
    /// use gpujit_blas::{Blas, Gemm, Matrix, MatrixMut};
    /// let blas = Blas::open("host")?;
    /// let dev = blas.device();
    /// let one = 0x3c00u16;                                  // 1.0 in binary16
    /// let (a, b) = (dev.upload(&[one; 4])?, dev.upload(&[one; 4])?);
    /// let mut c = dev.alloc::<f32>(4)?;
    /// blas.gemm_ex(&Gemm::new(2, 2, 2), Matrix::F16(&a), Matrix::F16(&b), MatrixMut::F32(&mut c))?;
    /// assert_eq!(dev.download(&c)?, vec![2.0; 4]);
    /// # Ok::<(), gpujit_blas::BlasError>(())
    /// ```
    pub fn gemm_ex(&self, g: &Gemm, a: Matrix<'_>, b: Matrix<'_>, c: MatrixMut<'_>) -> Result<()> {
        let s = Strided {
            count: 1,
            stride_a: 0,
            stride_b: 0,
            stride_c: 0,
        };
        self.gemm_strided_batched_ex(g, &s, a, b, c)
    }

    /// `s.count` products, matrix `i` of each operand `i` strides from its
    /// buffer's start, as `cublasSgemmStridedBatched`; `f32` or `f64`.
    ///
    /// ```
    /// use gpujit::DeviceExt;
    /// use gpujit_blas::{Blas, Gemm, Strided};
    /// let blas = Blas::open("host")?;
    /// let dev = blas.device();
    /// let g = Gemm::new(1, 1, 2);
    /// let (a, b) = (dev.upload(&[1.0f32, 2.0, 3.0, 4.0])?, dev.upload(&[1.0f32; 4])?);
    /// let mut c = dev.alloc::<f32>(2)?;
    /// blas.gemm_strided_batched(&g, &Strided::packed(&g, 2), &a, &b, &mut c)?;
    /// assert_eq!(dev.download(&c)?, vec![3.0, 7.0]);
    /// # Ok::<(), gpujit_blas::BlasError>(())
    /// ```
    pub fn gemm_strided_batched<T: Real>(
        &self,
        g: &Gemm,
        s: &Strided,
        a: &Buffer<T>,
        b: &Buffer<T>,
        c: &mut Buffer<T>,
    ) -> Result<()> {
        self.gemm_strided_batched_ex(g, s, T::matrix(a), T::matrix(b), T::matrix_mut(c))
    }

    /// [`Blas::gemm_strided_batched`] with the types of
    /// [`Blas::gemm_ex`], as `cublasGemmStridedBatchedEx`.
    pub fn gemm_strided_batched_ex(
        &self,
        g: &Gemm,
        s: &Strided,
        a: Matrix<'_>,
        b: Matrix<'_>,
        c: MatrixMut<'_>,
    ) -> Result<()> {
        self.run_strided(g, a, b, c, *s)
    }

    /// One product per element of `a`, `b` and `c` (of one length), each
    /// matrix in a buffer of its own, as `cublasSgemmBatched` (whose
    /// arrays of device pointers the handle builds from the buffers);
    /// `f32` or `f64`.
    ///
    /// ```
    /// use gpujit::DeviceExt;
    /// use gpujit_blas::{Blas, Gemm};
    /// let blas = Blas::open("host")?;
    /// let dev = blas.device();
    /// let (a0, a1) = (dev.upload(&[2.0f32])?, dev.upload(&[3.0f32])?);
    /// let b = dev.upload(&[5.0f32])?;
    /// let (mut c0, mut c1) = (dev.alloc::<f32>(1)?, dev.alloc::<f32>(1)?);
    /// blas.gemm_batched(&Gemm::new(1, 1, 1), &[&a0, &a1], &[&b, &b], &mut [&mut c0, &mut c1])?;
    /// assert_eq!((dev.download(&c0)?, dev.download(&c1)?), (vec![10.0], vec![15.0]));
    /// # Ok::<(), gpujit_blas::BlasError>(())
    /// ```
    pub fn gemm_batched<T: Real>(
        &self,
        g: &Gemm,
        a: &[&Buffer<T>],
        b: &[&Buffer<T>],
        c: &mut [&mut Buffer<T>],
    ) -> Result<()> {
        let a: Vec<_> = a.iter().map(|x| T::matrix(x)).collect();
        let b: Vec<_> = b.iter().map(|x| T::matrix(x)).collect();
        let mut c: Vec<_> = c.iter_mut().map(|x| T::matrix_mut(x)).collect();
        self.gemm_batched_ex(g, &a, &b, &mut c)
    }

    /// [`Blas::gemm_batched`] with the types of [`Blas::gemm_ex`], as
    /// `cublasGemmBatchedEx`. Every element of an operand has one type.
    pub fn gemm_batched_ex(
        &self,
        g: &Gemm,
        a: &[Matrix<'_>],
        b: &[Matrix<'_>],
        c: &mut [MatrixMut<'_>],
    ) -> Result<()> {
        self.run_table(g, a, b, c)
    }

    /// The kernels a single product of `input` matrices into `output` would
    /// run on this device (after the same checks as [`Blas::gemm_ex`]).
    ///
    /// ```
    /// use gpujit_blas::{Blas, DataType, Gemm, Path};
    /// let blas = Blas::open("host")?;
    /// let p = blas.path(&Gemm::new(7, 5, 3).scale(2.0, 0.0), DataType::F32, DataType::F32)?;
    /// assert!(matches!(p, Path::General(_)));
    /// # Ok::<(), gpujit_blas::BlasError>(())
    /// ```
    pub fn path(&self, g: &Gemm, input: DataType, output: DataType) -> Result<Path> {
        self.path_batched(g, 1, input, output)
    }

    /// [`Blas::path`] for a strided batch of `count` products whose
    /// matrices start 16 bytes into their buffers (a batch's products are
    /// never cut into parts).
    pub fn path_batched(
        &self,
        g: &Gemm,
        count: u32,
        input: DataType,
        output: DataType,
    ) -> Result<Path> {
        let compute = check::types(input, input, output)?;
        let p = check::plan(g)?;
        Ok(self
            .choose(g, &p, (input, output, compute), true, (count, true))
            .0)
    }

    /// The kernels for a checked product, and the matrix-core mapping when
    /// they are the matrix cores. `aligned`: every matrix starts 16 bytes
    /// into its buffer (the matrix-core kernel's copies move 16 bytes).
    /// `count`: the batch's size; `may_cut`: whether the caller may cut
    /// the depth of its products (it runs them on the device's queue, with
    /// scratch memory).
    pub(crate) fn choose(
        &self,
        g: &Gemm,
        p: &Plan,
        (input, output, compute): (DataType, DataType, DataType),
        aligned: bool,
        (count, may_cut): (u32, bool),
    ) -> (Path, Option<Mapping>) {
        let sms = self.device().info().multiprocessors;
        let cut = |mp: &mut Mapping, tiles: u64, bk: u32| {
            if may_cut {
                mp.split = mma::split(count, tiles, mp.dims, bk, sms);
            }
        };
        if p.m == 0 || p.n == 0 {
            return (Path::Nothing, None);
        }
        let mi = self.cores_input(g, input, output);
        let cores = self.matrix_cores
            && aligned
            && compute == DataType::F32
            && g.alpha != 0.0
            && p.k > 0
            && mi.is_some_and(|i| self.kinds.contains(&mma::cores(i).kind()));
        // How the product maps onto the matrix-core kernel, where it goes.
        let on_cores = mi
            .filter(|_| cores)
            .and_then(|i| Some((i, mma::mapping(p, i)?)));
        // f32 products the caller lets the tensor cores take in tf32 go
        // there wherever the kernel takes them.
        let tf32 = on_cores.is_some_and(|(i, _)| i == MmaInput::TF32);
        let tuned = !tf32
            && input == DataType::F32
            && output == DataType::F32
            && g.alpha == 1.0
            && g.beta == 0.0
            && p.k > 0;
        if tuned
            && let Some(mp) = mma::sgemm_mapping(p)
            && self.sgemm_pays(p.m, p.n, p.k)
        {
            let path = Path::Sgemm {
                transposed: mp.transposed,
            };
            return (path, Some(mp));
        }
        let hopper = cores
            && self.hopper
            && (matches!(input, DataType::BF16 | DataType::F16) || tf32)
            && output == input
            && g.alpha == 1.0
            && g.beta == 0.0;
        // 8-bit floats go to Hopper's kernel alone, scaled by alpha there.
        let fp8 = input.fp8().is_some();
        let hopper_fp8 = fp8
            && self.hopper
            && aligned
            && g.alpha != 0.0
            && g.beta == 0.0
            && p.k > 0
            && matches!(output, DataType::BF16 | DataType::F32);
        // A tf32 product's N-major B is transposed into scratch memory
        // first, for a single product whose caller allows scratch.
        let stage = may_cut && count == 1;
        if (hopper || hopper_fp8)
            && let Some(mut mp) = mma::hopper_mapping(p, (input, output), stage)
        {
            if !mp.stage_b && !fp8 {
                let tiles = mma::hopper_tiles(&mp);
                cut(&mut mp, tiles, mma::hopper_bk(input));
            }
            let path = Path::Hopper {
                transposed: mp.transposed,
                parts: mp.split.parts,
                columns: mp.columns,
                a_m_major: mp.a == gpujit::ir::MatrixLayout::ColMajor,
                b_n_major: mp.b == gpujit::ir::MatrixLayout::RowMajor,
                b_staged: mp.stage_b,
            };
            return (path, Some(mp));
        }
        if let Some((mi, mut mp)) = on_cores {
            let tiles = mma::tiles(&mp);
            cut(&mut mp, tiles, mma::cores(mi).bk());
            let direct = g.alpha == 1.0
                && g.beta == 0.0
                && (output == DataType::F32 || output == input)
                && mp.split.parts == 1;
            let path = Path::MatrixCores {
                transposed: mp.transposed,
                epilogue: !direct,
                parts: mp.split.parts,
            };
            return (path, Some(mp));
        }
        (
            Path::General(
                self.tuned_tile(compute, p.m, p.n, p.k)
                    .unwrap_or_else(|| crate::tile_for(self.device().info(), compute)),
            ),
            None,
        )
    }

    fn run_strided(
        &self,
        g: &Gemm,
        a: Matrix<'_>,
        b: Matrix<'_>,
        mut c: MatrixMut<'_>,
        s: Strided,
    ) -> Result<()> {
        let types = (
            a.dtype(),
            c.dtype(),
            check::types(a.dtype(), b.dtype(), c.dtype())?,
        );
        let p = check::plan(g)?;
        check::batch(&p, s.count, [s.stride_a, s.stride_b, s.stride_c])?;
        check::holds("a", a.len(), check::reach(p.extent_a, s.count, s.stride_a))?;
        check::holds("b", b.len(), check::reach(p.extent_b, s.count, s.stride_b))?;
        check::holds("c", c.len(), check::reach(p.extent_c, s.count, s.stride_c))?;
        let count = u32::try_from(s.count)
            .map_err(|_| not_supported(format!("a batch of {} products", s.count)))?;
        // 16 bytes apart: 8 elements (of 16 bits or more), 16 of 8 bits.
        let unit = if a.dtype().fp8().is_some() { 16 } else { 8 };
        let aligned = count == 1
            || [s.stride_a, s.stride_b].iter().all(|x| x % unit == 0) && s.stride_c % 8 == 0;
        let (path, mapping) = self.choose(g, &p, types, aligned, (count, true));
        let strides = [s.stride_a, s.stride_b, s.stride_c].map(|x| x as u64);
        // Elements from the first product's matrices to product z's.
        let offsets = |z: u32| strides.map(|x| (x * u64::from(z)) as usize);
        match (path, mapping) {
            (Path::Nothing, _) => Ok(()),
            _ if count == 0 => Ok(()),
            (Path::MatrixCores { .. } | Path::Hopper { .. }, Some(mp)) if mp.split.parts > 1 => {
                // Cut only for a single product.
                let (a, b) = (a.arg_at(0)?, b.arg_at(0)?);
                self.launch_split(g, types, path, &mp, (a, b), c.arg_at(0)?)
            }
            (Path::MatrixCores { epilogue, .. }, Some(mp)) => {
                let mut ws = self.workspace(epilogue, &mp)?;
                // The epilogue's workspace holds one product.
                for (first, batch) in Batch::launches(ws.is_none(), count, strides) {
                    let [oa, ob, oc] = offsets(first);
                    let (a, b) = (a.arg_at(oa)?, b.arg_at(ob)?);
                    let (c, ws) = (c.arg_at(oc)?, ws.as_mut());
                    self.launch_cores(g, types, &mp, (a, b), c, ws, batch)?;
                }
                if ws.is_some() {
                    self.sync()?;
                }
                Ok(())
            }
            (Path::Hopper { .. }, Some(mp)) if mp.stage_b => {
                let tuned = (types.0, types.1, g.alpha, b.dtype());
                let (a, b) = (a.arg_at(0)?, b.arg_at(0)?);
                self.launch_staged(path, tuned, &mp, (a, b), c.arg_at(0)?)
            }
            (path @ (Path::Hopper { .. } | Path::Sgemm { .. }), Some(mp)) => {
                let batched = matches!(path, Path::Hopper { .. });
                let tuned = (types.0, types.1, g.alpha, b.dtype());
                for (first, batch) in Batch::launches(batched, count, strides) {
                    let [oa, ob, oc] = offsets(first);
                    let (a, b) = (a.arg_at(oa)?, b.arg_at(ob)?);
                    self.launch_tuned(path, tuned, &mp, (a, b), c.arg_at(oc)?, batch)?;
                }
                Ok(())
            }
            (Path::General(tile), _) => {
                let spec = General {
                    input: types.0,
                    input_b: b.dtype(),
                    output: types.1,
                    compute: types.2,
                    table: false,
                    tile,
                };
                let strides = [s.stride_a, s.stride_b, s.stride_c].map(|x| x as u64);
                let args = [a.arg_at(0)?, b.arg_at(0)?, c.arg_at(0)?];
                let mut launch =
                    |k: &gpujit::Kernel, cfg: &LaunchConfig, args: &[KernelArg<'_>]| {
                        self.device().launch(k, cfg, args)
                    };
                self.launch_general(g, &p, &spec, count, strides, args, &mut launch)
            }
            (Path::MatrixCores { .. } | Path::Hopper { .. } | Path::Sgemm { .. }, None) => Err(
                not_supported("the matrix-core path without a mapping".into()),
            ),
        }
    }

    fn run_table(
        &self,
        g: &Gemm,
        a: &[Matrix<'_>],
        b: &[Matrix<'_>],
        c: &mut [MatrixMut<'_>],
    ) -> Result<()> {
        let count = c.len();
        for (arg, len) in [("a", a.len()), ("b", b.len())] {
            if len != count {
                return Err(BlasError::InvalidValue {
                    arg,
                    value: len as i64,
                    why: format!("{arg} holds {len} matrices and c {count}; one per product"),
                });
            }
        }
        let p = check::plan(g)?;
        let Some(first) = (0..count).next() else {
            return Ok(());
        };
        let (ta, tb, tc) = (a[first].dtype(), b[first].dtype(), c[first].dtype());
        let compute = check::types(ta, tb, tc)?;
        let id = self.device().id().clone();
        for i in 0..count {
            for (arg, t, want) in [
                ("a", a[i].dtype(), ta),
                ("b", b[i].dtype(), tb),
                ("c", c[i].dtype(), tc),
            ] {
                if t != want {
                    return Err(BlasError::TypeMismatch {
                        arg,
                        detail: format!("{arg}[{i}] holds {t}, the batch {want}"),
                    });
                }
            }
            check::holds(format!("a[{i}]"), a[i].len(), p.extent_a)?;
            check::holds(format!("b[{i}]"), b[i].len(), p.extent_b)?;
            check::holds(format!("c[{i}]"), c[i].len(), p.extent_c)?;
            for (what, mem) in [
                (format!("a[{i}]"), a[i].memory()),
                (format!("b[{i}]"), b[i].memory()),
                (format!("c[{i}]"), c[i].memory()),
            ] {
                if *mem.device() != id {
                    return Err(gpujit::DeviceError::WrongDevice {
                        what: format!("BLAS operand {what}"),
                        expected: id.clone(),
                        got: mem.device().clone(),
                    }
                    .into());
                }
            }
        }
        let types = (ta, tc, compute);
        let count32 =
            u32::try_from(count).map_err(|_| not_supported(format!("a batch of {count}")))?;
        match self.choose(g, &p, types, true, (count32, false)) {
            (Path::Nothing, _) => Ok(()),
            (Path::MatrixCores { epilogue, .. }, Some(mp)) => {
                let mut ws = self.workspace(epilogue, &mp)?;
                for i in 0..count {
                    let (ai, bi) = (a[i].arg_at(0)?, b[i].arg_at(0)?);
                    let (ci, wsi) = (c[i].arg_at(0)?, ws.as_mut());
                    self.launch_cores(g, types, &mp, (ai, bi), ci, wsi, Batch::ONE)?;
                }
                if ws.is_some() {
                    self.sync()?;
                }
                Ok(())
            }
            (path @ (Path::Hopper { .. } | Path::Sgemm { .. }), Some(mp)) => {
                let tuned = (ta, tc, g.alpha, tb);
                for i in 0..count {
                    let (ai, bi) = (a[i].arg_at(0)?, b[i].arg_at(0)?);
                    self.launch_tuned(path, tuned, &mp, (ai, bi), c[i].arg_at(0)?, Batch::ONE)?;
                }
                Ok(())
            }
            (Path::General(tile), _) => {
                let spec = General {
                    input: ta,
                    input_b: tb,
                    output: tc,
                    compute,
                    table: true,
                    tile,
                };
                let addrs = |ms: &mut dyn Iterator<Item = &gpujit::DeviceMemory>| {
                    ms.map(|m| m.addr()).collect::<Vec<_>>()
                };
                let ta = self.table(&addrs(&mut a.iter().map(|m| m.memory())))?;
                let tb = self.table(&addrs(&mut b.iter().map(|m| m.memory())))?;
                let mut tcb = self.table(&addrs(&mut c.iter().map(|m| m.memory())))?;
                let args = [(&ta).into(), (&tb).into(), (&mut tcb).into()];
                let mut launch =
                    |k: &gpujit::Kernel, cfg: &LaunchConfig, args: &[KernelArg<'_>]| {
                        self.device().launch(k, cfg, args)
                    };
                self.launch_general(g, &p, &spec, count32, [0; 3], args, &mut launch)?;
                // The tables are freed on return: wait for the kernels reading them.
                self.sync()
            }
            (Path::MatrixCores { .. } | Path::Hopper { .. } | Path::Sgemm { .. }, None) => Err(
                not_supported("the matrix-core path without a mapping".into()),
            ),
        }
    }

    /// Launches the general kernel over `count` products, in chunks of at
    /// most the device's grid depth, through `launch`; `args` are the three
    /// matrices.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn launch_general(
        &self,
        g: &Gemm,
        p: &Plan,
        spec: &General,
        count: u32,
        strides: [u64; 3],
        [a, b, c]: [KernelArg<'_>; 3],
        launch: &mut Launch<'_>,
    ) -> Result<()> {
        let kernel = self.kernel(&spec.name(), &spec.name(), || kernels::general(spec))?;
        let info = self.device().info();
        let t = spec.tile;
        let grid = (p.n.div_ceil(t.bn), p.m.div_ceil(t.bm));
        if grid.0 > info.max_grid.x || grid.1 > info.max_grid.y {
            return Err(not_supported(format!(
                "a {}x{} product needs a grid of {}x{} blocks; the device takes {}x{}",
                p.m, p.n, grid.0, grid.1, info.max_grid.x, info.max_grid.y
            )));
        }
        // alpha == 0: A and B are not read, and C = beta·C.
        let k = if g.alpha == 0.0 { 0 } else { p.k };
        let compute = spec.compute;
        let mut z0 = 0u32;
        while z0 < count {
            let depth = (count - z0).min(info.max_grid.z.max(1));
            let cfg = LaunchConfig {
                grid: Dim3::new(grid.0, grid.1, depth),
                block: Dim3::new(t.bn / t.tn, t.bm / t.tm, 1),
                shared_bytes: 0,
            };
            let list: [KernelArg<'_>; 18] = [
                a,
                b,
                c,
                p.m.into(),
                p.n.into(),
                k.into(),
                p.a.0.into(),
                p.a.1.into(),
                p.b.0.into(),
                p.b.1.into(),
                p.c.0.into(),
                p.c.1.into(),
                strides[0].into(),
                strides[1].into(),
                strides[2].into(),
                scalar(compute, g.alpha),
                scalar(compute, g.beta),
                z0.into(),
            ];
            launch(&kernel, &cfg, &list)?;
            z0 += depth;
        }
        Ok(())
    }

    /// The `f32` product the matrix-core kernel writes before the epilogue.
    fn workspace(&self, epilogue: bool, mp: &Mapping) -> Result<Option<Buffer<f32>>> {
        if !epilogue {
            return Ok(None);
        }
        let (m, n, _) = mp.dims;
        Ok(Some(self.device().alloc::<f32>(m as usize * n as usize)?))
    }

    /// One product on a kernel of `gpujit_kernels` that computes it
    /// whole: Hopper's warpgroup kernel on `input` matrices into `output`
    /// ones, scaled by `alpha` (compiled for `sm_90a` once per handle; a
    /// `batch` of them at once) or the tuned `f32` kernel (one product a
    /// launch).
    fn launch_tuned(
        &self,
        path: Path,
        input: Tuned,
        mp: &Mapping,
        (a, b): (KernelArg<'_>, KernelArg<'_>),
        c: KernelArg<'_>,
        batch: Batch,
    ) -> Result<()> {
        let mut launch = |k: &gpujit::Kernel, cfg: &LaunchConfig, args: &[KernelArg<'_>]| {
            self.device().launch(k, cfg, args)
        };
        self.launch_tuned_with(path, input, mp, [a, b, c], batch, &mut launch)
    }

    /// [`Blas::launch_tuned`] queued through `launch`.
    pub(crate) fn launch_tuned_with(
        &self,
        path: Path,
        (input, output, alpha, input_b): Tuned,
        mp: &Mapping,
        [a, b, c]: [KernelArg<'_>; 3],
        batch: Batch,
        launch: &mut Launch<'_>,
    ) -> Result<()> {
        let (m, n, k) = mp.dims;
        let (ka, kb) = if mp.transposed { (b, a) } else { (a, b) };
        if mp.stage_b {
            return Err(not_supported(
                "a staged B outside the handle's own queue".into(),
            ));
        }
        if matches!(path, Path::Hopper { .. }) {
            let mut g = hopper::Sm90Gemm {
                scaled: alpha != 1.0,
                ..mma::hopper(input, output, mp)
            };
            if let (Some(fa), Some(fb)) = (input.fp8(), input_b.fp8()) {
                // The kernel's A is our B where it computes Cᵀ.
                g.fp8 = if mp.transposed { (fb, fa) } else { (fa, fb) };
            }
            let [sa, sb, _] = batch.strides;
            let strides = if mp.transposed { [sb, sa] } else { [sa, sb] };
            let maps = self.tensor_copies(&mut g, mp, (&ka, &kb), (batch.count, strides))?;
            let kernel = self.hopper_kernel(&g)?;
            let [sa, sb, sc] = batch.args(mp.transposed);
            let mut args = vec![ka, kb, c, m.into(), n.into(), k.into(), sa, sb, sc];
            if g.scaled {
                args.push((alpha as f32).into());
            }
            if let Some(maps) = &maps {
                args.push(maps.as_ref().into());
            }
            launch(&kernel, &hopper::config(&g, m, n, batch.count), &args)?;
        } else {
            if batch != Batch::ONE {
                return Err(not_supported(
                    "the tuned f32 kernel takes one product a launch".into(),
                ));
            }
            let shape = sgemm::shape_for(m, n, self.device().info());
            let key = match shape {
                sgemm::WIDE => "sgemm_wide",
                sgemm::NARROW => "sgemm_narrow",
                _ => "sgemm",
            };
            let kernel = self.kernel(key, sgemm::KERNEL, || sgemm::module_with(&shape))?;
            let args = [ka, kb, c, m.into(), n.into(), k.into()];
            launch(&kernel, &shape.config(m, n), &args)?;
        }
        Ok(())
    }

    /// One product on Hopper's kernel whose `B` (the kernel's: `A` when it
    /// computes `Cᵀ`) is given N-major, `k × n` row-major: transposed into
    /// the handle's scratch memory, then multiplied K-major from there.
    fn launch_staged(
        &self,
        path: Path,
        input: Tuned,
        mp: &Mapping,
        (a, b): (KernelArg<'_>, KernelArg<'_>),
        c: KernelArg<'_>,
    ) -> Result<()> {
        let (_, n, k) = mp.dims;
        let given = if mp.transposed { a } else { b };
        let kernel = self.kernel(kernels::TRANSPOSE, kernels::TRANSPOSE, kernels::transpose)?;
        let cfg = kernels::transpose_config(k, n);
        let info = self.device().info();
        if cfg.grid.x > info.max_grid.x || cfg.grid.y > info.max_grid.y {
            return Err(not_supported(format!(
                "transposing a {k}x{n} matrix needs a grid of {}x{} blocks; the device takes {}x{}",
                cfg.grid.x, cfg.grid.y, info.max_grid.x, info.max_grid.y
            )));
        }
        let kernel_mp = Mapping {
            stage_b: false,
            ..*mp
        };
        self.with_scratch(k as usize * n as usize, |ws| {
            let args = [given, ws.arg_mut(), k.into(), n.into()];
            self.device().launch(&kernel, &cfg, &args)?;
            let staged = ws.arg();
            let ops = if mp.transposed {
                (staged, b)
            } else {
                (a, staged)
            };
            self.launch_tuned(path, input, &kernel_mp, ops, c, Batch::ONE)
        })
    }

    /// A `batch` of products on the matrix cores into `c` directly, or one
    /// into `ws` and through the epilogue.
    #[allow(clippy::too_many_arguments)]
    fn launch_cores(
        &self,
        g: &Gemm,
        (input, output, _): (DataType, DataType, DataType),
        mp: &Mapping,
        (a, b): (KernelArg<'_>, KernelArg<'_>),
        c: KernelArg<'_>,
        ws: Option<&mut Buffer<f32>>,
        batch: Batch,
    ) -> Result<()> {
        let mut launch = |k: &gpujit::Kernel, cfg: &LaunchConfig, args: &[KernelArg<'_>]| {
            self.device().launch(k, cfg, args)
        };
        let Some(ws) = ws else {
            return self.queue_cores(g, (input, output), mp, [a, b, c], batch, &mut launch);
        };
        if batch != Batch::ONE {
            return Err(not_supported(
                "the epilogue's workspace holds one product".into(),
            ));
        }
        // The f32 product into the workspace, then the epilogue into C.
        let into_ws = [a, b, ws.arg_mut()];
        self.queue_cores(g, (input, DataType::F32), mp, into_ws, batch, &mut launch)?;
        self.launch_epilogue(g, output, mp, ws, c)
    }

    /// A `batch` of products on the matrix cores straight into `c` (no
    /// epilogue: `alpha == 1`, `beta == 0`, an output the kernel writes),
    /// queued through `launch`.
    pub(crate) fn queue_cores(
        &self,
        g: &Gemm,
        (input, output): (DataType, DataType),
        mp: &Mapping,
        [a, b, c]: [KernelArg<'_>; 3],
        batch: Batch,
        launch: &mut Launch<'_>,
    ) -> Result<()> {
        let info = self.device().info();
        let (m, n, k) = mp.dims;
        let mi = self.matrix_input(g, input, output)?;
        let kc = mma::config(mi, mp, output, info.max_shared_per_block);
        let kernel = self.cores_kernel(&kc)?;
        let cfg = mma_kernel::config(&kc, m, n, batch.count, info.warp_size);
        let (ka, kb) = if mp.transposed { (b, a) } else { (a, b) };
        let [sa, sb, sc] = batch.args(mp.transposed);
        let args = [ka, kb, c, m.into(), n.into(), k.into(), sa, sb, sc];
        Ok(launch(&kernel, &cfg, &args)?)
    }

    /// One product whose depth `mp.split` cuts into parts: the parts'
    /// partial products into the handle's scratch memory, on `path`'s kernel
    /// (the matrix cores or Hopper's), then the epilogue adding them up into
    /// `c`.
    fn launch_split(
        &self,
        g: &Gemm,
        (input, output, _): (DataType, DataType, DataType),
        path: Path,
        mp: &Mapping,
        (a, b): (KernelArg<'_>, KernelArg<'_>),
        c: KernelArg<'_>,
    ) -> Result<()> {
        let info = self.device().info();
        let (m, n, k) = mp.dims;
        let Split { parts, part_k } = mp.split;
        let plane = u64::from(m) * u64::from(n);
        let (ka, kb) = if mp.transposed { (b, a) } else { (a, b) };
        let mut maps = None;
        let (kernel, cfg) = if matches!(path, Path::Hopper { .. }) {
            let mut hg = hopper::Sm90Gemm {
                f32_out: true,
                split: true,
                ..mma::hopper(input, output, mp)
            };
            maps = self.tensor_copies(&mut hg, mp, (&ka, &kb), (1, [0; 2]))?;
            (self.hopper_kernel(&hg)?, hopper::config(&hg, m, n, parts))
        } else {
            let mi = self.matrix_input(g, input, output)?;
            let kc = mma::config(mi, mp, DataType::F32, info.max_shared_per_block);
            let cfg = mma_kernel::config(&kc, m, n, parts, info.warp_size);
            (self.cores_kernel(&kc)?, cfg)
        };
        self.with_scratch(plane as usize * parts as usize, |ws| {
            let mut args = vec![
                ka,
                kb,
                ws.arg_mut(),
                m.into(),
                n.into(),
                k.into(),
                0u64.into(),
                0u64.into(),
                plane.into(),
                parts.into(),
                part_k.into(),
            ];
            if let Some(maps) = &maps {
                args.push(maps.as_ref().into());
            }
            self.device().launch(&kernel, &cfg, &args)?;
            self.launch_epilogue(g, output, mp, ws, c)
        })
    }

    /// What the matrix cores read `input` matrices of a product writing
    /// `output` as: `f16` and `bf16` as they are; `f32` into `f32` as `tf32`
    /// where the product's or the handle's [`MathMode`] allows it; else
    /// nothing.
    pub(crate) fn cores_input(
        &self,
        g: &Gemm,
        input: DataType,
        output: DataType,
    ) -> Option<MmaInput> {
        let tf32 = output == DataType::F32
            && (g.math == MathMode::AllowTf32 || self.math == MathMode::AllowTf32);
        mma::cores_input(input, tf32)
    }

    /// [`Blas::cores_input`] for a product [`Blas::choose`] sent to the
    /// matrix cores.
    fn matrix_input(&self, g: &Gemm, input: DataType, output: DataType) -> Result<MmaInput> {
        self.cores_input(g, input, output)
            .ok_or_else(|| not_supported(format!("{input} matrices on the matrix cores")))
    }

    /// Hopper's kernel as `g` describes it, compiled for `sm_90a` once per
    /// handle (keyed by the whole description).
    fn hopper_kernel(&self, g: &hopper::Sm90Gemm) -> Result<gpujit::Kernel> {
        let key = format!("{g:?}");
        self.kernel_for_arch(&key, hopper::KERNEL, "sm_90a", || hopper::module(g))
    }

    /// The matrix-core kernel as `kc` describes it, compiled once per handle
    /// (keyed by the whole description).
    fn cores_kernel(&self, kc: &mma_kernel::Gemm) -> Result<gpujit::Kernel> {
        self.kernel(&format!("{kc:?}"), mma_kernel::KERNEL, || {
            mma_kernel::module(kc)
        })
    }

    /// The epilogue: `C = alpha·Σ parts of ws + beta·C` in `output`, `ws`
    /// holding `mp.split.parts` row-major `f32` products of the kernel's
    /// `m × n` one after the other.
    fn launch_epilogue(
        &self,
        g: &Gemm,
        output: DataType,
        mp: &Mapping,
        ws: &Buffer<f32>,
        c: KernelArg<'_>,
    ) -> Result<()> {
        let (m, n, _) = mp.dims;
        let name = format!("blas_epilogue_{output}");
        let epi = self.kernel(&name, &name, || kernels::epilogue(output))?;
        let cfg = LaunchConfig {
            grid: Dim3::new(n.div_ceil(EPILOGUE_EDGE), m.div_ceil(EPILOGUE_EDGE), 1),
            block: Dim3::new(EPILOGUE_EDGE, EPILOGUE_EDGE, 1),
            shared_bytes: 0,
        };
        let args = [
            ws.arg(),
            c,
            m.into(),
            n.into(),
            mp.c.0.into(),
            mp.c.1.into(),
            (g.alpha as f32).into(),
            (g.beta as f32).into(),
            mp.split.parts.into(),
            (u64::from(m) * u64::from(n)).into(),
        ];
        Ok(self.device().launch(&epi, &cfg, &args)?)
    }
}
