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
#![deny(missing_docs)]

pub mod gemm;
pub mod gemm_sm90;
pub mod half;
pub mod rng;

/// Every module of the general library (not the matrix kernels, which need a matrix
/// unit), as the table tests compile them for every architecture.
pub fn library() -> Result<Vec<gpujit_ir::PortableModule>, gpujit_ir::IrError> {
    [
        saxpy::module(),
        saxpy::module_vec4(),
        reverse::module(false),
        reverse::module(true),
        index3d::module(),
        reduce::module(),
        histogram::module(),
        scan::module(),
        transpose::module(),
        softmax::module(),
        sgemm::module(),
    ]
    .into_iter()
    .collect()
}

pub mod saxpy {
    //! `y[i] = a * x[i] + y[i]` for `i < n`.
    use gpujit_ir::{Axis, IrError, ModuleOptions, PortableModule, build, p};

    /// Name of the kernel in [`module`].
    pub const KERNEL: &str = "saxpy";

    /// The portable module holding the `saxpy(a: f32, x: *f32, y: *f32, n: u32)` kernel.
    pub fn module() -> Result<PortableModule, IrError> {
        module_named(KERNEL)
    }

    /// The same kernel in a module and kernel named `name` (distinct names make
    /// distinct code, which benchmarks of cold compilation need).
    pub fn module_named(name: &str) -> Result<PortableModule, IrError> {
        build(name, ModuleOptions::default(), |m| {
            m.kernel(
                name,
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
    /// returns before the barrier the others meet at; it counts as arrived (as
    /// on NVIDIA and AMD GPUs), and only its element stays unreversed.
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

    /// `reduce_sum(x: *f32, out: *f32, n: u32)`. Each thread reads its share
    /// as 128-bit vectors into four independent accumulators (more loads in
    /// flight), then the block reduces; `x` must be 16-byte aligned (device
    /// buffers are).
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
                    let acc = [0, 1, 2, 3].map(|_| k.var(k.f32(0.0)));
                    let stride = k.mul(k.grid_dim(Axis::X), k.block_dim(Axis::X));
                    let quads = k.shr(n, k.u32(2));
                    k.for_range(k.global_id(Axis::X), quads, stride, |k, i| {
                        let v = k.load_vec::<4>(x, i);
                        for l in 0..4 {
                            k.set(acc[l], k.add(k.get(acc[l]), v[l]));
                        }
                    });
                    // The last n % 4 elements, one per thread of the first threads.
                    let tail = k.add(k.shl(quads, k.u32(2)), k.global_id(Axis::X));
                    k.if_(k.lt(tail, n), |k| {
                        k.set(acc[0], k.add(k.get(acc[0]), k.load(x, tail)))
                    });
                    let sum = k.add(
                        k.add(k.get(acc[0]), k.get(acc[1])),
                        k.add(k.get(acc[2]), k.get(acc[3])),
                    );
                    let total = k.warp_reduce(Reduce::Add, sum);
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

pub mod scan {
    //! Exclusive prefix sum of `u32` values, in three launches: each block
    //! scans its slice (warp shuffles, then warp totals through shared memory)
    //! and writes its total; the totals are scanned the same way; a last pass
    //! adds each block's offset.
    use gpujit_ir::{
        Axis, IrError, KernelBuilder, ModuleOptions, PortableModule, ScalarType, ShuffleKind,
        Value, build, p,
    };

    /// Kernel scanning one block's slice: `scan_block(x, y, sums, n)`.
    pub const SCAN: &str = "scan_block";
    /// Kernel adding block offsets: `add_offsets(y, offsets, n)`.
    pub const ADD: &str = "add_offsets";
    /// Threads per block both kernels are written for (at most 32 warps of 32).
    pub const BLOCK: u32 = 256;

    /// Inclusive scan of `v` across the warp.
    fn warp_inclusive<'ctx>(k: &KernelBuilder<'_, 'ctx>, v: Value<'ctx>) -> Value<'ctx> {
        let acc = k.var(v);
        let ws = k.warp_size();
        let lane = k.lane_id();
        let d = k.var(k.u32(1));
        k.while_(
            |k| k.lt(k.get(d), ws),
            |k| {
                let up = k.shuffle(ShuffleKind::Up, k.get(acc), k.get(d), ws);
                k.if_(k.ge(lane, k.get(d)), |k| k.set(acc, k.add(k.get(acc), up)));
                k.set(d, k.shl(k.get(d), k.u32(1)));
            },
        );
        k.get(acc)
    }

    /// Both kernels.
    pub fn module() -> Result<PortableModule, IrError> {
        build("scan", ModuleOptions::default(), |m| {
            m.kernel(
                SCAN,
                &[
                    p::ptr_u32("x"),
                    p::ptr_u32("y"),
                    p::ptr_u32("sums"),
                    p::u32("n"),
                ],
                |k, a| {
                    let (x, y, sums, n) = (a[0], a[1], a[2], a[3]);
                    let totals = k.shared_array(ScalarType::U32, 32);
                    let t = k.thread_id(Axis::X);
                    let g = k.global_id(Axis::X);
                    let v = k.var(k.u32(0));
                    k.if_(k.lt(g, n), |k| k.set(v, k.load(x, g)));
                    let incl = warp_inclusive(k, k.get(v));
                    let ws = k.warp_size();
                    let warp = k.div(t, ws);
                    k.if_(k.eq(k.lane_id(), k.sub(ws, k.u32(1))), |k| {
                        k.store(totals, warp, incl)
                    });
                    k.barrier();
                    let warps = k.div(k.block_dim(Axis::X), ws);
                    k.if_(k.lt(t, ws), |k| {
                        let w = k.var(k.u32(0));
                        k.if_(k.lt(t, warps), |k| k.set(w, k.load(totals, t)));
                        let scanned = warp_inclusive(k, k.get(w));
                        k.if_(k.lt(t, warps), |k| k.store(totals, t, scanned));
                    });
                    k.barrier();
                    let before = k.var(k.u32(0));
                    k.if_(k.gt(warp, k.u32(0)), |k| {
                        k.set(before, k.load(totals, k.sub(warp, k.u32(1))))
                    });
                    let excl = k.sub(k.add(incl, k.get(before)), k.get(v));
                    k.if_(k.lt(g, n), |k| k.store(y, g, excl));
                    k.if_(k.eq(t, k.u32(0)), |k| {
                        k.store(
                            sums,
                            k.block_id(Axis::X),
                            k.load(totals, k.sub(warps, k.u32(1))),
                        )
                    });
                },
            )?;
            m.kernel(
                ADD,
                &[p::ptr_u32("y"), p::ptr_u32("offsets"), p::u32("n")],
                |k, a| {
                    let g = k.global_id(Axis::X);
                    k.if_(k.lt(g, a[2]), |k| {
                        k.store(
                            a[0],
                            g,
                            k.add(k.load(a[0], g), k.load(a[1], k.block_id(Axis::X))),
                        )
                    });
                },
            )
        })
    }

    /// The CPU reference (wrapping, as the kernel's u32 arithmetic).
    pub fn reference(x: &[u32]) -> Vec<u32> {
        let mut acc = 0u32;
        x.iter()
            .map(|&v| {
                let out = acc;
                acc = acc.wrapping_add(v);
                out
            })
            .collect()
    }
}

pub mod transpose {
    //! `out[c][r] = in[r][c]` for a `rows × cols` `f32` matrix, through a
    //! 32×32 shared-memory tile padded by one column against bank conflicts,
    //! so that both the reads and the writes are coalesced.
    use gpujit_ir::{Axis, IrError, ModuleOptions, PortableModule, ScalarType, build, p};

    /// Name of the kernel.
    pub const KERNEL: &str = "transpose";
    /// Tile edge; blocks are `TILE × ROWS` threads, grids `ceil(cols/TILE) × ceil(rows/TILE)`.
    pub const TILE: u32 = 32;
    /// Rows of threads per block; each thread moves `TILE / ROWS` elements.
    pub const ROWS: u32 = 8;

    /// The launch of [`module`] for a `rows × cols` input.
    pub fn config(rows: u32, cols: u32) -> gpujit_device::LaunchConfig {
        gpujit_device::LaunchConfig {
            grid: gpujit_device::Dim3::new(
                cols.div_ceil(TILE).max(1),
                rows.div_ceil(TILE).max(1),
                1,
            ),
            block: gpujit_device::Dim3::new(TILE, ROWS, 1),
            shared_bytes: 0,
        }
    }

    /// `transpose(input, output, rows, cols)`.
    pub fn module() -> Result<PortableModule, IrError> {
        build("transpose", ModuleOptions::default(), |m| {
            m.kernel(
                KERNEL,
                &[
                    p::ptr_f32("input"),
                    p::ptr_f32("output"),
                    p::u32("rows"),
                    p::u32("cols"),
                ],
                |k, a| {
                    let (inp, out, rows, cols) = (a[0], a[1], a[2], a[3]);
                    let tile = k.shared_array(ScalarType::F32, TILE * (TILE + 1));
                    let (tx, ty) = (k.thread_id(Axis::X), k.thread_id(Axis::Y));
                    let (bx, by) = (
                        k.mul(k.block_id(Axis::X), k.u32(TILE)),
                        k.mul(k.block_id(Axis::Y), k.u32(TILE)),
                    );
                    let pitch = k.u32(TILE + 1);
                    k.for_range(k.u32(0), k.u32(TILE), k.u32(ROWS), |k, j| {
                        let (r, c) = (k.add(by, k.add(ty, j)), k.add(bx, tx));
                        k.if_(k.and(k.lt(r, rows), k.lt(c, cols)), |k| {
                            k.store(
                                tile,
                                k.add(k.mul(k.add(ty, j), pitch), tx),
                                k.load(inp, k.add(k.mul(r, cols), c)),
                            );
                        });
                    });
                    k.barrier();
                    k.for_range(k.u32(0), k.u32(TILE), k.u32(ROWS), |k, j| {
                        let (r, c) = (k.add(bx, k.add(ty, j)), k.add(by, tx));
                        k.if_(k.and(k.lt(r, cols), k.lt(c, rows)), |k| {
                            k.store(
                                out,
                                k.add(k.mul(r, rows), c),
                                k.load(tile, k.add(k.mul(tx, pitch), k.add(ty, j))),
                            );
                        });
                    });
                },
            )
        })
    }

    /// The CPU reference.
    pub fn reference(input: &[f32], rows: usize, cols: usize) -> Vec<f32> {
        let mut out = vec![0.0; rows * cols];
        for r in 0..rows {
            for c in 0..cols {
                out[c * rows + r] = input[r * cols + c];
            }
        }
        out
    }
}

pub mod softmax {
    //! Row-wise softmax of a `rows × cols` `f32` matrix, one block per row:
    //! a block-wide max, then a block-wide sum of `exp(x - max)`, each by warp
    //! shuffles and shared memory.
    use gpujit_ir::{
        Axis, IrError, KernelBuilder, ModuleOptions, PortableModule, Reduce, ScalarType, Value,
        build, p,
    };

    /// Name of the kernel.
    pub const KERNEL: &str = "softmax_rows";
    /// Threads per block the kernel expects (a multiple of the warp size, at most 1024).
    pub const BLOCK: u32 = 256;

    fn block_reduce<'ctx>(
        k: &KernelBuilder<'_, 'ctx>,
        op: Reduce,
        v: Value<'ctx>,
        scratch: Value<'ctx>,
        identity: Value<'ctx>,
    ) -> Value<'ctx> {
        let ws = k.warp_size();
        let t = k.thread_id(Axis::X);
        let r = k.warp_reduce(op, v);
        k.if_(k.eq(k.lane_id(), k.u32(0)), |k| {
            k.store(scratch, k.div(t, ws), r)
        });
        k.barrier();
        let warps = k.div(k.block_dim(Axis::X), ws);
        let w = k.var(identity);
        k.if_(k.lt(k.lane_id(), warps), |k| {
            k.set(w, k.load(scratch, k.lane_id()))
        });
        let total = k.warp_reduce(op, k.get(w));
        k.barrier();
        total
    }

    /// `softmax_rows(x, y, rows, cols)`; launch `rows` blocks of [`BLOCK`] threads.
    pub fn module() -> Result<PortableModule, IrError> {
        build("softmax", ModuleOptions::default(), |m| {
            m.kernel(
                KERNEL,
                &[
                    p::ptr_f32("x"),
                    p::ptr_f32("y"),
                    p::u32("rows"),
                    p::u32("cols"),
                ],
                |k, a| {
                    let (x, y, cols) = (a[0], a[1], a[3]);
                    let scratch = k.shared_array(ScalarType::F32, 32);
                    let row = k.block_id(Axis::X);
                    let base = k.mul(row, cols);
                    let t = k.thread_id(Axis::X);
                    let bd = k.block_dim(Axis::X);
                    let mx = k.var(k.f32(f32::NEG_INFINITY));
                    k.for_range(t, cols, bd, |k, c| {
                        k.set(mx, k.max(k.get(mx), k.load(x, k.add(base, c))))
                    });
                    let row_max =
                        block_reduce(k, Reduce::Max, k.get(mx), scratch, k.f32(f32::NEG_INFINITY));
                    let sum = k.var(k.f32(0.0));
                    k.for_range(t, cols, bd, |k, c| {
                        k.set(
                            sum,
                            k.add(k.get(sum), k.exp(k.sub(k.load(x, k.add(base, c)), row_max))),
                        )
                    });
                    let total = block_reduce(k, Reduce::Add, k.get(sum), scratch, k.f32(0.0));
                    let inv = k.div(k.f32(1.0), total);
                    k.for_range(t, cols, bd, |k, c| {
                        let i = k.add(base, c);
                        k.store(y, i, k.mul(k.exp(k.sub(k.load(x, i), row_max)), inv));
                    });
                },
            )
        })
    }

    /// The CPU reference, in f64.
    pub fn reference(x: &[f32], rows: usize, cols: usize) -> Vec<f64> {
        let mut out = Vec::with_capacity(rows * cols);
        for r in 0..rows {
            let row = &x[r * cols..(r + 1) * cols];
            let mx = row
                .iter()
                .fold(f64::NEG_INFINITY, |m, &v| m.max(f64::from(v)));
            let sum: f64 = row.iter().map(|&v| (f64::from(v) - mx).exp()).sum();
            out.extend(row.iter().map(|&v| (f64::from(v) - mx).exp() / sum));
        }
        out
    }
}

pub mod sgemm;
