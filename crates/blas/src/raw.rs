//! Products on matrices at raw device addresses, queued by the caller: what
//! a C ABI over this crate (cuBLAS's, in gpujit's CUDA runtime) needs, whose
//! programs hold device pointers rather than [`Buffer`](gpujit::Buffer)s and
//! order work on streams of their own.

use gpujit::KernelArg;

use crate::check;
use crate::gemm::{Launch, not_supported};
use crate::kernels::General;
use crate::types::{DataType, Gemm, Strided};
use crate::{Blas, Result};

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
    /// buffer's length. Products always run on the general kernel, which
    /// needs no scratch memory and so never waits for the device.
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
        let spec = General {
            input: a.dtype,
            output: c.dtype,
            compute,
            table: false,
            tile: crate::tile_for(self.device().info(), compute),
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
}
