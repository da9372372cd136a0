//! Portable kernels written once with the gpujit builder, each beside a plain
//! Rust reference that tests compare against.
//!
//! ```
//! let m = gpujit_kernels::saxpy::module().unwrap();
//! assert_eq!(m.kernels()[0].name, "saxpy");
//! let mut y = vec![1.0f32, 2.0];
//! gpujit_kernels::saxpy::reference(2.0, &[10.0, 20.0], &mut y);
//! assert_eq!(y, vec![21.0, 42.0]);
//! ```

pub mod saxpy {
    //! `y[i] = a * x[i] + y[i]` for `i < n`.
    use gpujit_ir::{Axis, IrError, ModuleOptions, PortableModule, build, p};

    /// Name of the kernel in [`module`].
    pub const KERNEL: &str = "saxpy";

    /// The portable module holding the `saxpy(a: f32, x: *f32, y: *f32, n: u32)` kernel.
    pub fn module() -> Result<PortableModule, IrError> {
        build("saxpy", ModuleOptions::default(), |m| {
            m.kernel(
                KERNEL,
                &[p::f32("a"), p::ptr_f32("x"), p::ptr_f32("y"), p::u32("n")],
                |k, args| {
                    let [a, x, y, n] = [args[0], args[1], args[2], args[3]];
                    let i = k.global_id(Axis::X);
                    k.if_(k.lt(i, n), |k| {
                        k.store(y, i, k.fma(a, k.load(x, i), k.load(y, i)));
                    });
                },
            )
        })
    }

    /// Name of the vectorised kernel in [`module_vec4`].
    pub const KERNEL_VEC4: &str = "saxpy_vec4";

    /// `saxpy_vec4(a, x, y, n)`: thread `i` handles elements `4i..4i+4` with
    /// 128-bit loads and stores; the last `n % 4` elements are done one by one
    /// by the first threads. Launch `n.div_ceil(4)` threads; `x` and `y` must be
    /// 16-byte aligned (device buffers are).
    pub fn module_vec4() -> Result<PortableModule, IrError> {
        build("saxpy_vec4", ModuleOptions::default(), |m| {
            m.kernel(
                KERNEL_VEC4,
                &[p::f32("a"), p::ptr_f32("x"), p::ptr_f32("y"), p::u32("n")],
                |k, args| {
                    let [a, x, y, n] = [args[0], args[1], args[2], args[3]];
                    let i = k.global_id(Axis::X);
                    let quads = k.shr(n, k.u32(2));
                    k.if_(k.lt(i, quads), |k| {
                        let xs = k.load_vec::<4>(x, i);
                        let ys = k.load_vec::<4>(y, i);
                        let out = [0, 1, 2, 3].map(|l| k.fma(a, xs[l], ys[l]));
                        k.store_vec::<4>(y, i, out);
                    });
                    let tail = k.add(k.shl(quads, k.u32(2)), i);
                    k.if_(k.lt(tail, n), |k| {
                        k.store(y, tail, k.fma(a, k.load(x, tail), k.load(y, tail)))
                    });
                },
            )
        })
    }

    /// The CPU reference, with the same single rounding as the kernel's fma.
    pub fn reference(a: f32, x: &[f32], y: &mut [f32]) {
        for (yi, xi) in y.iter_mut().zip(x) {
            *yi = a.mul_add(*xi, *yi);
        }
    }
}

pub mod reverse {
    //! Reverses each block's slice of `data`, staging it in `tmp` and ordering
    //! the threads with the block barrier: wrong unless every thread's write
    //! lands before any thread reads past the barrier.
    use gpujit_ir::{Axis, IrError, ModuleOptions, PortableModule, build, p};

    /// Name of the kernel in [`module`].
    pub const KERNEL: &str = "block_reverse";

    /// `block_reverse(data: *u32, tmp: *u32)`; launch with `data.len()` a
    /// multiple of the 1-D block size. With `divergent`, thread 0 of each block
    /// returns before the barrier: a bug that backends must report, not hang on.
    pub fn module(divergent: bool) -> Result<PortableModule, IrError> {
        build("block_reverse", ModuleOptions::default(), |m| {
            m.kernel(KERNEL, &[p::ptr_u32("data"), p::ptr_u32("tmp")], |k, a| {
                let t = k.thread_id(Axis::X);
                let base = k.mul(k.block_id(Axis::X), k.block_dim(Axis::X));
                let i = k.add(base, t);
                k.store(a[1], i, k.load(a[0], i));
                if divergent {
                    k.if_(k.eq(t, k.u32(0)), |k| k.return_());
                }
                k.barrier();
                let last = k.sub(k.block_dim(Axis::X), k.u32(1));
                k.store(a[0], i, k.load(a[1], k.add(base, k.sub(last, t))));
            })
        })
    }

    /// The CPU reference for blocks of `block` threads.
    pub fn reference(data: &mut [u32], block: usize) {
        for chunk in data.chunks_mut(block) {
            chunk.reverse();
        }
    }
}

pub mod index3d {
    //! Every thread of a 3-D grid of 3-D blocks writes `2 * g + warp_size - 32`
    //! at its linear global index `g`, exercising every id and size query.
    use gpujit_ir::{Axis, IrError, KernelBuilder, ModuleOptions, PortableModule, Value, build, p};

    /// Name of the kernel in [`module`].
    pub const KERNEL: &str = "index3d";

    fn linear<'ctx>(
        k: &KernelBuilder<'_, 'ctx>,
        id: [Value<'ctx>; 3],
        dim: [Value<'ctx>; 3],
    ) -> Value<'ctx> {
        let yz = k.add(k.mul(id[2], dim[1]), id[1]);
        k.add(k.mul(yz, dim[0]), id[0])
    }

    fn body<'ctx>(k: &KernelBuilder<'_, 'ctx>, a: &[Value<'ctx>]) {
        let t = linear(
            k,
            Axis::ALL.map(|x| k.thread_id(x)),
            Axis::ALL.map(|x| k.block_dim(x)),
        );
        let b = linear(
            k,
            Axis::ALL.map(|x| k.block_id(x)),
            Axis::ALL.map(|x| k.grid_dim(x)),
        );
        let threads = k.mul(
            k.mul(k.block_dim(Axis::X), k.block_dim(Axis::Y)),
            k.block_dim(Axis::Z),
        );
        let g = k.add(k.mul(b, threads), t);
        k.store(
            a[0],
            g,
            k.add(k.mul(g, k.u32(2)), k.sub(k.warp_size(), k.u32(32))),
        );
    }

    /// `index3d(out: *u32)`; `out` holds one element per thread of the grid.
    pub fn module() -> Result<PortableModule, IrError> {
        build("index3d", ModuleOptions::default(), |m| {
            m.kernel(KERNEL, &[p::ptr_u32("out")], body)
        })
    }

    /// The expected output for `threads` threads on a device of `warp_size`.
    pub fn reference(threads: usize, warp_size: u32) -> Vec<u32> {
        (0..threads as u32)
            .map(|g| 2 * g + warp_size - 32)
            .collect()
    }
}

pub mod reduce {
    //! Sum of `n` `f32` values: each thread adds a grid-strided share, warps
    //! reduce with shuffles, warp totals meet in shared memory, and one atomic
    //! add per block lands in `out[0]` (which the caller zeroes).
    use gpujit_ir::{
        AtomicOp, Axis, IrError, MemScope, ModuleOptions, PortableModule, Reduce, ScalarType,
        build, p,
    };

    /// Name of the kernel in [`module`].
    pub const KERNEL: &str = "reduce_sum";
    /// Largest block the kernel supports (one shared slot per warp of at least 32).
    pub const MAX_BLOCK: u32 = 1024;

    /// `reduce_sum(x: *f32, out: *f32, n: u32)`.
    pub fn module() -> Result<PortableModule, IrError> {
        build("reduce_sum", ModuleOptions::default(), |m| {
            let bounds = gpujit_ir::LaunchBounds {
                max_threads: Some(MAX_BLOCK),
                min_blocks: None,
            };
            m.kernel_with(
                KERNEL,
                &[p::ptr_f32("x"), p::ptr_f32("out"), p::u32("n")],
                bounds,
                |k, a| {
                    let (x, out, n) = (a[0], a[1], a[2]);
                    let partial = k.shared_array(ScalarType::F32, MAX_BLOCK / 32);
                    let acc = k.var(k.f32(0.0));
                    let stride = k.mul(k.grid_dim(Axis::X), k.block_dim(Axis::X));
                    k.for_range(k.global_id(Axis::X), n, stride, |k, i| {
                        k.set(acc, k.add(k.get(acc), k.load(x, i)))
                    });
                    let total = k.warp_reduce(Reduce::Add, k.get(acc));
                    let t = k.thread_id(Axis::X);
                    let ws = k.warp_size();
                    let warp = k.div(t, ws);
                    k.if_(k.eq(k.lane_id(), k.u32(0)), |k| {
                        k.store(partial, warp, total)
                    });
                    k.barrier();
                    let warps = k.div(k.add(k.block_dim(Axis::X), k.sub(ws, k.u32(1))), ws);
                    k.if_(k.lt(t, ws), |k| {
                        let v = k.var(k.f32(0.0));
                        k.if_(k.lt(t, warps), |k| k.set(v, k.load(partial, t)));
                        let block_total = k.warp_reduce(Reduce::Add, k.get(v));
                        k.if_(k.eq(t, k.u32(0)), |k| {
                            k.atomic(AtomicOp::Add, out, k.u32(0), block_total, MemScope::Device);
                        });
                    });
                },
            )
        })
    }

    /// The CPU reference, summed in f64.
    pub fn reference(x: &[f32]) -> f64 {
        x.iter().map(|&v| f64::from(v)).sum()
    }
}

pub mod histogram {
    //! 256-bin histogram of bytes: bins in shared memory with block-scope
    //! atomics, merged into the global bins with device-scope atomics.
    use gpujit_ir::{
        AtomicOp, Axis, IrError, MemScope, ModuleOptions, PortableModule, ScalarType, build, p,
    };

    /// Name of the kernel in [`module`].
    pub const KERNEL: &str = "histogram256";

    /// `histogram256(data: *u8, bins: *u32, n: u32)`; `bins` holds 256 zeroed counters.
    pub fn module() -> Result<PortableModule, IrError> {
        build("histogram256", ModuleOptions::default(), |m| {
            m.kernel(
                KERNEL,
                &[
                    p::ptr("data", ScalarType::U8),
                    p::ptr_u32("bins"),
                    p::u32("n"),
                ],
                |k, a| {
                    let (data, bins, n) = (a[0], a[1], a[2]);
                    let local = k.shared_array(ScalarType::U32, 256);
                    let t = k.thread_id(Axis::X);
                    let bd = k.block_dim(Axis::X);
                    k.for_range(t, k.u32(256), bd, |k, i| k.store(local, i, k.u32(0)));
                    k.barrier();
                    let stride = k.mul(k.grid_dim(Axis::X), bd);
                    k.for_range(k.global_id(Axis::X), n, stride, |k, i| {
                        let b = k.cast(k.load(data, i), ScalarType::U32);
                        k.atomic(AtomicOp::Add, local, b, k.u32(1), MemScope::Block);
                    });
                    k.barrier();
                    k.for_range(t, k.u32(256), bd, |k, i| {
                        k.atomic(AtomicOp::Add, bins, i, k.load(local, i), MemScope::Device);
                    });
                },
            )
        })
    }

    /// The CPU reference.
    pub fn reference(data: &[u8]) -> Vec<u32> {
        let mut bins = vec![0u32; 256];
        for &b in data {
            bins[b as usize] += 1;
        }
        bins
    }
}
