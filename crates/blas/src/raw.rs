//! Products on matrices at raw device addresses, queued by the caller: what
//! a C ABI over this crate (cuBLAS's, in gpujit's CUDA runtime) needs, whose
//! programs hold device pointers rather than [`Buffer`](gpujit::Buffer)s and
//! order work on streams of their own.

use gpujit::KernelArg;

use crate::check;
use crate::gemm::{Batch, Launch, not_supported};
use crate::kernels::General;
use crate::types::{DataType, Gemm, Strided};
use crate::{Blas, Path, Result};

/// A matrix operand at a raw device address: its element type, its address,
/// and how many elements lie between it and the end of the memory it is in
/// (what the product may reach, checked as a buffer's length is).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RawMatrix {
    /// The element type.
    pub dtype: DataType,
    /// The device address of the first element.
    pub addr: u64,
    /// Elements from `addr` to the end of its allocation.
    pub len: usize,
}

impl Blas {
    /// [`Blas::gemm_strided_batched_ex`] on matrices at raw device
    /// addresses, every kernel queued through `launch` (a stream of the
    /// caller's, say) rather than on the device's own queue. The arguments
    /// are checked as for buffers, each operand's `len` standing for a
    /// buffer's length. Products run on the kernels that need no scratch
    /// memory, so that a call never waits for the device: the tuned `f32`
    /// kernel, Hopper's warpgroup kernel and the matrix-core kernel without
    /// its epilogue (`alpha == 1`, `beta == 0`, the depth not cut) where
    /// [`Blas::path`] names them and every matrix starts 16 bytes into its
    /// allocation (so do the strides of a batch), the general kernel
    /// otherwise (which reads `f32` inputs in full `f32` whatever the
    /// [`MathMode`](crate::MathMode)).
    ///
    /// # Safety
    /// Each operand's `addr..addr + len` elements lie in memory of this
    /// handle's device that stays allocated until the queued kernels have
    /// finished, and nothing else writes what they read or touches `c`
    /// meanwhile. On the host target the addresses are this process's.
    pub unsafe fn gemm_strided_batched_raw(
        &self,
        g: &Gemm,
        s: &Strided,
        [a, b, c]: [RawMatrix; 3],
        launch: &mut Launch<'_>,
    ) -> Result<()> {
        let compute = check::types(a.dtype, b.dtype, c.dtype)?;
        let p = check::plan(g)?;
        check::batch(&p, s.count, [s.stride_a, s.stride_b, s.stride_c])?;
        // alpha == 0 or k == 0: A and B are not read.
        let k_used = g.alpha != 0.0 && p.k > 0;
        if p.m == 0 || p.n == 0 || s.count == 0 {
            return Ok(());
        }
        if k_used {
            check::holds("a", a.len, check::reach(p.extent_a, s.count, s.stride_a))?;
            check::holds("b", b.len, check::reach(p.extent_b, s.count, s.stride_b))?;
        }
        check::holds("c", c.len, check::reach(p.extent_c, s.count, s.stride_c))?;
        let count = u32::try_from(s.count)
            .map_err(|_| not_supported(format!("a batch of {} products", s.count)))?;
        let bytes = a.dtype.scalar().size() as u64;
        let aligned = [a.addr, b.addr, c.addr]
            .iter()
            .all(|x| x.is_multiple_of(16))
            && (count == 1
                || [s.stride_a, s.stride_b, s.stride_c]
                    .iter()
                    .all(|x| (*x as u64 * bytes).is_multiple_of(16)))
            && c.dtype.scalar().size() as u64 == bytes;
        let types = (a.dtype, c.dtype, compute);
        // The matrix-core kernel only where it writes C itself: no
        // epilogue, whose scratch memory would outlive this call on the
        // caller's queue.
        if let (
            path @ (Path::Sgemm { .. }
            | Path::Hopper { .. }
            | Path::MatrixCores {
                epilogue: false,
                parts: 1,
                ..
            }),
            Some(mp),
        ) = self.choose(g, &p, types, aligned, (count, false))
            && aligned
        {
            let at = |m: &RawMatrix, stride: i64, z: u32| {
                let addr = m.addr + (stride * i64::from(z)) as u64 * bytes;
                KernelArg::address(addr, Some(m.dtype.carrier()))
            };
            let strides = [s.stride_a, s.stride_b, s.stride_c].map(|x| x as u64);
            // Hopper's and the matrix-core kernel take a batch a launch,
            // the tuned f32 kernel one product.
            let batched = !matches!(path, Path::Sgemm { .. });
            for (z, batch) in Batch::launches(batched, count, strides) {
                let ops = [
                    at(&a, s.stride_a, z),
                    at(&b, s.stride_b, z),
                    at(&c, s.stride_c, z),
                ];
                if matches!(path, Path::MatrixCores { .. }) {
                    self.queue_cores(g, (a.dtype, c.dtype), &mp, ops, batch, launch)?;
                } else {
                    let tuned = (a.dtype, c.dtype, g.alpha, b.dtype);
                    self.launch_tuned_with(path, tuned, &mp, ops, batch, launch)?;
                }
            }
            return Ok(());
        }
        let spec = General {
            input: a.dtype,
            input_b: b.dtype,
            output: c.dtype,
            compute,
            table: false,
            tile: self
                .tuned_tile(compute, p.m, p.n, p.k)
                .unwrap_or_else(|| crate::tile_for(self.device().info(), compute)),
        };
        let strides = [s.stride_a, s.stride_b, s.stride_c].map(|x| x as u64);
        let arg = |m: &RawMatrix| KernelArg::address(m.addr, Some(m.dtype.carrier()));
        let args = [arg(&a), arg(&b), arg(&c)];
        self.launch_general(g, &p, &spec, count, strides, args, launch)
    }
}

#[cfg(test)]
mod tests {
    use gpujit::{DeviceExt, LaunchConfig};

    use super::*;
    use crate::Op;

    #[test]
    fn raw_matches_buffers_and_checks_reach() {
        let blas = Blas::open("host").unwrap();
        let dev = blas.device();
        // 2x3 A (lda 3), B 2x3 entering transposed: C = A·Bᵀ, 2x2.
        let a = dev
            .upload(&[1.0f32, 4.0, -9.0, 2.0, 5.0, -9.0, 3.0, 6.0, -9.0])
            .unwrap();
        let b = dev.upload(&[1.0f32, 0.0, 0.0, 1.0, 1.0, 1.0]).unwrap();
        let c = dev.upload(&[f32::NAN; 4]).unwrap();
        let g = Gemm::new(2, 2, 3).trans(Op::N, Op::T).ld(3, 2, 2);
        let s = Strided {
            count: 1,
            stride_a: 0,
            stride_b: 0,
            stride_c: 0,
        };
        let m = |addr: u64, len: usize| RawMatrix {
            dtype: DataType::F32,
            addr,
            len,
        };
        let ops = [
            m(a.memory().addr(), 9),
            m(b.memory().addr(), 6),
            m(c.memory().addr(), 4),
        ];
        let mut launch = |k: &gpujit::Kernel, cfg: &LaunchConfig, args: &[KernelArg<'_>]| {
            // SAFETY: the buffers live until the device is synchronised below.
            unsafe { dev.launch_unchecked(k, cfg, args) }
        };
        // SAFETY: as above.
        unsafe { blas.gemm_strided_batched_raw(&g, &s, ops, &mut launch) }.unwrap();
        dev.synchronize().unwrap();
        assert_eq!(dev.download(&c).unwrap(), vec![4.0, 10.0, 5.0, 11.0]);
        let short = [ops[0], ops[1], m(c.memory().addr(), 3)];
        // SAFETY: refused before anything is queued.
        let e = unsafe { blas.gemm_strided_batched_raw(&g, &s, short, &mut launch) };
        assert!(
            matches!(e, Err(crate::BlasError::BufferTooSmall { .. })),
            "{e:?}"
        );
    }

    /// A packed `f32` product with `alpha = 1`, `beta = 0` takes the tuned
    /// kernel through `launch` where its matrices are aligned, and the
    /// general kernel where `A` starts 4 bytes into a 16-byte unit; both
    /// give the product.
    #[test]
    fn raw_takes_the_tuned_kernel_where_aligned() {
        let blas = Blas::open("host").unwrap();
        let dev = blas.device();
        let (m, n, k) = (9usize, 6usize, 5usize);
        let g = Gemm::new(m as i64, n as i64, k as i64).row_major();
        assert_eq!(
            blas.path(&g, DataType::F32, DataType::F32).unwrap(),
            Path::Sgemm { transposed: false }
        );
        let av: Vec<f32> = (0..=m * k).map(|i| (i % 7) as f32 - 3.0).collect();
        let bv: Vec<f32> = (0..k * n).map(|i| (i % 5) as f32 - 2.0).collect();
        let (a, b) = (dev.upload(&av).unwrap(), dev.upload(&bv).unwrap());
        let s = Strided::packed(&g, 1);
        // (first element of A, the kernel expected)
        for (first, kernel) in [(0usize, "sgemm"), (1, "blas_gemm")] {
            let c = dev.upload(&vec![f32::NAN; m * n]).unwrap();
            let raw = |mem: &gpujit::DeviceMemory, len: usize, first: usize| RawMatrix {
                dtype: DataType::F32,
                addr: mem.addr() + 4 * first as u64,
                len,
            };
            let ops = [
                raw(a.memory(), m * k, first),
                raw(b.memory(), k * n, 0),
                raw(c.memory(), m * n, 0),
            ];
            let mut seen = Vec::new();
            let mut launch = |kr: &gpujit::Kernel, cfg: &LaunchConfig, args: &[KernelArg<'_>]| {
                seen.push(kr.name().to_string());
                // SAFETY: the buffers live until the device is synchronised below.
                unsafe { dev.launch_unchecked(kr, cfg, args) }
            };
            // SAFETY: as above.
            unsafe { blas.gemm_strided_batched_raw(&g, &s, ops, &mut launch) }.unwrap();
            dev.synchronize().unwrap();
            assert!(seen.iter().all(|x| x.starts_with(kernel)), "{seen:?}");
            let want: Vec<f32> = (0..m * n)
                .map(|x| {
                    (0..k)
                        .map(|l| av[first + (x / n) * k + l] * bv[l * n + x % n])
                        .sum()
                })
                .collect();
            assert_eq!(dev.download(&c).unwrap(), want, "A from element {first}");
        }
    }
}
