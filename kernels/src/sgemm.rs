//! `C = A · B` for row-major `f32` matrices (`A` is `m × k`, `B` is `k × n`)
//! on the SIMT cores, in tiles whose shape a [`Shape`] sets. Each thread
//! holds a `rows × cols` sub-tile of `C` in registers, made of 4×4 pieces
//! spread over the block's tile (rows `4·ty + 4·threads_y·g + i`, columns
//! `4·tx + 4·threads_x·h + j`), so that each step's 128-bit shared reads of
//! a warp come from distinct banks. `depth`-deep slices of `A` (stored
//! transposed) and of `B` are staged in shared memory: the next slice is
//! read from global memory into registers (128-bit loads where the tile lies
//! inside the matrices) while the current one is multiplied, then stored in
//! its place between two barriers. (Two slice buffers and one barrier a
//! slice measured slower on an H200 in every shape tried.)

use gpujit_ir::{
    Axis, IrError, KernelBuilder, ModuleOptions, PortableModule, ScalarType, Value, Var, build, p,
};

/// Name of the kernel.
pub const KERNEL: &str = "sgemm";

/// The tiling of one variant of the kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    /// Threads of a block along `n`.
    pub threads_x: u32,
    /// Threads of a block along `m`.
    pub threads_y: u32,
    /// Rows of `C` each thread computes (a multiple of 4).
    pub rows: u32,
    /// Columns of `C` each thread computes (a multiple of 4).
    pub cols: u32,
    /// Depth of the `k` slices staged in shared memory (a multiple of 4).
    pub depth: u32,
    /// Blocks a multiprocessor should hold at once (the launch bounds'
    /// minimum, which caps the registers a thread gets).
    pub min_blocks: u32,
}

/// The shape [`module`] compiles, and the one [`shape_for`] gives devices
/// other than NVIDIA's: 128×128 tiles of 16×16 threads, 8×8 elements each,
/// two blocks a multiprocessor. It fits the 256 registers of an RDNA3 lane,
/// where [`WIDE`] spills (as clang's build of the same kernel does).
pub const SQUARE: Shape = Shape {
    threads_x: 16,
    threads_y: 16,
    rows: 8,
    cols: 8,
    depth: 8,
    min_blocks: 2,
};

/// NVIDIA's shape: 128×256 tiles of 16×16 threads, 8×16 elements each, one
/// block a multiprocessor (so up to 255 registers a thread). On an H200 it
/// ran 4096³ at 0.96× cuBLAS, where [`SQUARE`] ran at 0.84×.
pub const WIDE: Shape = Shape {
    threads_x: 16,
    threads_y: 16,
    rows: 8,
    cols: 16,
    depth: 8,
    min_blocks: 1,
};

/// NVIDIA's shape for products too small to give each multiprocessor one
/// of [`WIDE`]'s tiles: 128×128 tiles of 8×16 threads, 8×16 elements each,
/// two blocks a multiprocessor (half the tile, twice the blocks).
pub const NARROW: Shape = Shape {
    threads_x: 8,
    threads_y: 16,
    rows: 8,
    cols: 16,
    depth: 8,
    min_blocks: 2,
};

/// The shape an `m × n` product takes on `device`: on NVIDIA, [`WIDE`]
/// where its tiles are at least as many as the multiprocessors and
/// [`NARROW`] where they are fewer; elsewhere [`SQUARE`].
pub fn shape_for(m: u32, n: u32, device: &gpujit_device::DeviceInfo) -> Shape {
    if device.backend != gpujit_device::Backend::Cuda {
        return SQUARE;
    }
    let tiles = u64::from(m.div_ceil(WIDE.tile_m())) * u64::from(n.div_ceil(WIDE.tile_n()));
    if tiles >= u64::from(device.multiprocessors) {
        WIDE
    } else {
        NARROW
    }
}

impl Shape {
    /// Rows of the block's tile of `C`.
    pub fn tile_m(&self) -> u32 {
        self.rows.saturating_mul(self.threads_y)
    }

    /// Columns of the block's tile of `C`.
    pub fn tile_n(&self) -> u32 {
        self.cols.saturating_mul(self.threads_x)
    }

    /// Threads of a block.
    pub fn threads(&self) -> u32 {
        self.threads_x.saturating_mul(self.threads_y)
    }

    /// Whether the shape can be built: sub-tiles and depth in fours, at
    /// most 256 elements a thread and 1,024 threads a block, at least one
    /// block a multiprocessor, slices within 48 KiB of shared memory, and
    /// each slice's 128-bit pieces of `A` and `B` shared evenly by the threads.
    pub fn is_valid(&self) -> bool {
        let w = |v: u32| u64::from(v);
        let t = w(self.threads_x) * w(self.threads_y);
        let (tm, tn) = (
            w(self.rows) * w(self.threads_y),
            w(self.cols) * w(self.threads_x),
        );
        let depth = w(self.depth);
        [self.rows, self.cols, self.depth]
            .iter()
            .all(|&v| v > 0 && v.is_multiple_of(4))
            && w(self.rows) * w(self.cols) <= 256
            && self.min_blocks > 0
            && (1..=1024).contains(&t)
            && depth * (tm + tn) * 4 <= 48 << 10
            && (tm * depth / 4).is_multiple_of(t)
            && (tn * depth / 4).is_multiple_of(t)
    }

    /// The launch of [`module_with`] for an `m × n` result.
    pub fn config(&self, m: u32, n: u32) -> gpujit_device::LaunchConfig {
        gpujit_device::LaunchConfig {
            grid: gpujit_device::Dim3::new(
                n.div_ceil(self.tile_n()).max(1),
                m.div_ceil(self.tile_m()).max(1),
                1,
            ),
            block: gpujit_device::Dim3::new(self.threads_x, self.threads_y, 1),
            shared_bytes: 0,
        }
    }
}

/// The launch of [`module`] (tiled as [`SQUARE`]) for an `m × n` result.
pub fn config(m: u32, n: u32) -> gpujit_device::LaunchConfig {
    SQUARE.config(m, n)
}

struct Sgemm<'ctx> {
    shape: Shape,
    a: Value<'ctx>,
    b: Value<'ctx>,
    m: Value<'ctx>,
    n: Value<'ctx>,
    k: Value<'ctx>,
    row0: Value<'ctx>,
    col0: Value<'ctx>,
    t: Value<'ctx>,
    /// The block's tile lies inside `A` and `B` along `m` and `n`, and `k`
    /// and `n` are multiples of 4 (so 128-bit loads are aligned).
    wide: Value<'ctx>,
}

impl Sgemm<'_> {
    /// 128-bit pieces of `A` and of `B` each thread moves a slice.
    fn pieces(&self) -> (u32, u32) {
        let (s, t) = (self.shape, self.shape.threads());
        (s.tile_m() * s.depth / 4 / t, s.tile_n() * s.depth / 4 / t)
    }

    /// Piece `v` of the thread's share of a slice stored `per_row` pieces to
    /// a row: (row, element of the row where the piece starts). Rows of `A`'s
    /// slice are the tile's rows (`depth / 4` pieces each), rows of `B`'s its
    /// depths (`tile_n / 4` pieces each).
    fn piece<'ctx>(
        &self,
        k: &KernelBuilder<'_, 'ctx>,
        v: u32,
        per_row: u32,
    ) -> (Value<'ctx>, Value<'ctx>)
    where
        Self: 'ctx,
    {
        let i = k.add(self.t, k.u32(v * self.shape.threads()));
        (
            k.div(i, k.u32(per_row)),
            k.mul(k.rem(i, k.u32(per_row)), k.u32(4)),
        )
    }

    /// Piece `v` of the thread's `A` share: (row in the tile, depth in the slice).
    fn a_piece<'ctx>(&self, k: &KernelBuilder<'_, 'ctx>, v: u32) -> (Value<'ctx>, Value<'ctx>)
    where
        Self: 'ctx,
    {
        self.piece(k, v, self.shape.depth / 4)
    }

    /// Piece `v` of the thread's `B` share: (depth in the slice, column in the tile).
    fn b_piece<'ctx>(&self, k: &KernelBuilder<'_, 'ctx>, v: u32) -> (Value<'ctx>, Value<'ctx>)
    where
        Self: 'ctx,
    {
        self.piece(k, v, self.shape.tile_n() / 4)
    }
}

/// Sets `regs` to the four elements `(r, c..c + 4)` of the row-major
/// `rows × cols` matrix at `ptr`: one 128-bit load where `full` (inside the
/// matrix and aligned), else four loads, each 0 past the matrix (its address
/// clamped into it).
fn load_four<'ctx>(
    k: &KernelBuilder<'_, 'ctx>,
    full: bool,
    ptr: Value<'ctx>,
    (rows, cols): (Value<'ctx>, Value<'ctx>),
    (r, c): (Value<'ctx>, Value<'ctx>),
    regs: &[Var<'ctx>],
) {
    if full {
        let x = k.load_vec::<4>(ptr, k.div(k.add(k.mul(r, cols), c), k.u32(4)));
        for (reg, x) in regs.iter().zip(x) {
            k.set(*reg, x);
        }
        return;
    }
    for (q, reg) in (0..4u32).zip(regs) {
        let cq = k.add(c, k.u32(q));
        let x = k.select(
            k.and(k.lt(r, rows), k.lt(cq, cols)),
            k.load(
                ptr,
                k.min(
                    k.add(k.mul(r, cols), cq),
                    k.sub(k.mul(rows, cols), k.u32(1)),
                ),
            ),
            k.f32(0.0),
        );
        k.set(*reg, x);
    }
}

/// Reads slice `k0` into `regs`: the thread's pieces of `A`, then of `B`.
fn fetch<'ctx>(k: &KernelBuilder<'_, 'ctx>, s: &Sgemm<'ctx>, k0: Value<'ctx>, regs: &[Var<'ctx>]) {
    let (pa, pb) = s.pieces();
    let full = k.and(s.wide, k.le(k.add(k0, k.u32(s.shape.depth)), s.k));
    let a_at = |k: &KernelBuilder<'_, 'ctx>, v| {
        let (r, d) = s.a_piece(k, v);
        (k.add(s.row0, r), k.add(k0, d))
    };
    let b_at = |k: &KernelBuilder<'_, 'ctx>, v| {
        let (d, c) = s.b_piece(k, v);
        (k.add(k0, d), k.add(s.col0, c))
    };
    let both = |k: &KernelBuilder<'_, 'ctx>, vector: bool| {
        for v in 0..pa {
            let four = &regs[(4 * v) as usize..][..4];
            load_four(k, vector, s.a, (s.m, s.k), a_at(k, v), four);
        }
        for v in 0..pb {
            let four = &regs[(4 * (pa + v)) as usize..][..4];
            load_four(k, vector, s.b, (s.k, s.n), b_at(k, v), four);
        }
    };
    k.if_else(full, |k| both(k, true), |k| both(k, false));
}

/// Stores `regs` into the shared slices: `A` transposed (`sa[d][r]`), `B`
/// as it is (`sb[d][c]`).
fn stash<'ctx>(
    k: &KernelBuilder<'_, 'ctx>,
    s: &Sgemm<'ctx>,
    (sa, sb): (Value<'ctx>, Value<'ctx>),
    regs: &[Var<'ctx>],
) {
    let (pa, pb) = s.pieces();
    let (tm, tn) = (s.shape.tile_m(), s.shape.tile_n());
    for v in 0..pa {
        let (r, d) = s.a_piece(k, v);
        for q in 0..4u32 {
            let at = k.add(k.mul(k.add(d, k.u32(q)), k.u32(tm)), r);
            k.store(sa, at, k.get(regs[(4 * v + q) as usize]));
        }
    }
    for v in 0..pb {
        let (d, c) = s.b_piece(k, v);
        let at = k.div(k.add(k.mul(d, k.u32(tn)), c), k.u32(4));
        let bv = [0, 1, 2, 3].map(|q| k.get(regs[(4 * (pa + v)) as usize + q]));
        k.store_vec::<4>(sb, at, bv);
    }
}

/// `sgemm(a, b, c, m, n, k)` tiled as [`SQUARE`]; launch with [`config`].
pub fn module() -> Result<PortableModule, IrError> {
    module_with(&SQUARE)
}

/// `sgemm(a, b, c, m, n, k)` tiled as `shape`; launch with [`Shape::config`].
pub fn module_with(shape: &Shape) -> Result<PortableModule, IrError> {
    let shape = *shape;
    if !shape.is_valid() {
        return Err(IrError::Build {
            message: format!("invalid tiling {shape:?}"),
            location: KERNEL.into(),
        });
    }
    build("sgemm", ModuleOptions::default(), |mb| {
        let params = [
            p::ptr_f32("a"),
            p::ptr_f32("b"),
            p::ptr_f32("c"),
            p::u32("m"),
            p::u32("n"),
            p::u32("k"),
        ];
        let bounds = gpujit_ir::LaunchBounds {
            max_threads: Some(shape.threads()),
            min_blocks: Some(shape.min_blocks),
        };
        mb.kernel_with(KERNEL, &params, bounds, |k, x| body(k, shape, x))
    })
}

fn body<'ctx>(k: &KernelBuilder<'_, 'ctx>, shape: Shape, x: &[Value<'ctx>]) {
    let (mc, m, n, kk) = (x[2], x[3], x[4], x[5]);
    let (tm, tn, depth) = (shape.tile_m(), shape.tile_n(), shape.depth);
    let sa = k.shared_array(ScalarType::F32, depth * tm);
    let sb = k.shared_array(ScalarType::F32, depth * tn);
    let (tx, ty) = (k.thread_id(Axis::X), k.thread_id(Axis::Y));
    let row0 = k.mul(k.block_id(Axis::Y), k.u32(tm));
    let col0 = k.mul(k.block_id(Axis::X), k.u32(tn));
    let wide = k.and(
        k.and(
            k.le(k.add(row0, k.u32(tm)), m),
            k.le(k.add(col0, k.u32(tn)), n),
        ),
        k.and(
            k.eq(k.rem(kk, k.u32(4)), k.u32(0)),
            k.eq(k.rem(n, k.u32(4)), k.u32(0)),
        ),
    );
    let s = Sgemm {
        shape,
        a: x[0],
        b: x[1],
        m,
        n,
        k: kk,
        row0,
        col0,
        t: k.add(k.mul(ty, k.u32(shape.threads_x)), tx),
        wide,
    };
    let (pa, pb) = s.pieces();
    let regs: Vec<_> = (0..4 * (pa + pb)).map(|_| k.var(k.f32(0.0))).collect();
    let (rows, cols) = (shape.rows as usize, shape.cols as usize);
    let acc: Vec<_> = (0..rows * cols).map(|_| k.var(k.f32(0.0))).collect();
    let slices = k.div(k.add(kk, k.u32(depth - 1)), k.u32(depth));
    fetch(k, &s, k.u32(0), &regs);
    stash(k, &s, (sa, sb), &regs);
    k.barrier();
    k.for_range(k.u32(0), slices, k.u32(1), |k, ks| {
        let next = k.add(ks, k.u32(1));
        let more = k.lt(next, slices);
        k.if_(more, |k| fetch(k, &s, k.mul(next, k.u32(depth)), &regs));
        for d in 0..depth {
            let av: Vec<Value<'ctx>> = (0..shape.rows / 4)
                .flat_map(|g| {
                    let at = k.add(k.u32(d * tm / 4 + g * shape.threads_y), ty);
                    k.load_vec::<4>(sa, at)
                })
                .collect();
            let bv: Vec<Value<'ctx>> = (0..shape.cols / 4)
                .flat_map(|h| {
                    let at = k.add(k.u32(d * tn / 4 + h * shape.threads_x), tx);
                    k.load_vec::<4>(sb, at)
                })
                .collect();
            for i in 0..rows {
                for j in 0..cols {
                    let c = acc[i * cols + j];
                    k.set(c, k.fma(av[i], bv[j], k.get(c)));
                }
            }
        }
        k.barrier();
        k.if_(more, |k| stash(k, &s, (sa, sb), &regs));
        k.barrier();
    });
    // Rows 4·ty + 4·threads_y·g + i, columns 4·tx + 4·threads_x·h + j.
    for g in 0..shape.rows / 4 {
        for i in 0..4u32 {
            let r = k.add(
                row0,
                k.add(k.mul(ty, k.u32(4)), k.u32(4 * shape.threads_y * g + i)),
            );
            for h in 0..shape.cols / 4 {
                let c0 = k.add(
                    col0,
                    k.add(k.mul(tx, k.u32(4)), k.u32(4 * shape.threads_x * h)),
                );
                let vals: [Value<'_>; 4] = [0, 1, 2, 3]
                    .map(|j| k.get(acc[((4 * g + i) * shape.cols + 4 * h + j) as usize]));
                k.if_else(
                    wide,
                    |k| k.store_vec::<4>(mc, k.div(k.add(k.mul(r, n), c0), k.u32(4)), vals),
                    |k| {
                        for (j, v) in vals.iter().enumerate() {
                            let c = k.add(c0, k.u32(j as u32));
                            k.if_(k.and(k.lt(r, m), k.lt(c, n)), |k| {
                                k.store(mc, k.add(k.mul(r, n), c), *v)
                            });
                        }
                    },
                );
            }
        }
    }
}

/// The CPU reference, accumulated in f64.
pub fn reference(a: &[f32], b: &[f32], m: usize, n: usize, k: usize) -> Vec<f64> {
    let mut c = vec![0.0; m * n];
    for i in 0..m {
        for p in 0..k {
            let av = f64::from(a[i * k + p]);
            for j in 0..n {
                c[i * n + j] += av * f64::from(b[p * n + j]);
            }
        }
    }
    c
}

#[cfg(test)]
mod tests {
    use super::*;
    use gpujit_device::{Backend, DeviceInfo, Dim3};

    fn device(backend: Backend, multiprocessors: u32) -> DeviceInfo {
        DeviceInfo {
            backend,
            ordinal: 0,
            name: "test".into(),
            arch: "sm_90".into(),
            total_memory: 1 << 30,
            warp_size: 32,
            multiprocessors,
            max_threads_per_block: 1024,
            max_block: Dim3::new(1024, 1024, 64),
            max_grid: Dim3::new(u32::MAX, 65535, 65535),
            max_shared_per_block: 48 << 10,
        }
    }

    #[test]
    fn nvidia_takes_wide_tiles_where_they_fill_the_device() {
        let h200 = device(Backend::Cuda, 132);
        // 32 × 16 tiles of 128×256.
        assert_eq!(shape_for(4096, 4096, &h200), WIDE);
        // 12 × 11 = 132 tiles: one each.
        assert_eq!(shape_for(1536, 2816, &h200), WIDE);
        // 12 × 10 = 120 tiles: fewer than the multiprocessors.
        assert_eq!(shape_for(1536, 2560, &h200), NARROW);
        assert_eq!(shape_for(1, 1, &h200), NARROW);
        for other in [Backend::Hip, Backend::Host] {
            assert_eq!(shape_for(4096, 4096, &device(other, 304)), SQUARE);
        }
    }

    #[test]
    fn shapes_build_and_bad_ones_are_refused() {
        for s in [SQUARE, WIDE, NARROW] {
            assert!(s.is_valid(), "{s:?}");
            module_with(&s).expect("a valid shape builds");
        }
        assert_eq!((WIDE.tile_m(), WIDE.tile_n()), (128, 256));
        assert_eq!((NARROW.tile_m(), NARROW.tile_n()), (128, 128));
        let c = WIDE.config(130, 260);
        assert_eq!((c.grid.x, c.grid.y, c.block.x, c.block.y), (2, 2, 16, 16));
        // Rows not in fours; a slice the threads cannot share evenly.
        for bad in [
            Shape { rows: 6, ..SQUARE },
            Shape {
                depth: 4,
                threads_x: 32,
                ..WIDE
            },
            Shape {
                min_blocks: 0,
                ..SQUARE
            },
        ] {
            assert!(!bad.is_valid(), "{bad:?}");
            let e = module_with(&bad).expect_err("an invalid shape");
            assert!(e.to_string().contains("invalid tiling"), "{e}");
        }
    }
}
