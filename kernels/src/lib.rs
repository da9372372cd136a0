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
