//! `C = A · B` for row-major `f32` matrices (`A` is `m × k`, `B` is `k × n`)
//! on the SIMT cores. Each block of 16×16 threads computes a 128×128 tile
//! of `C`, each thread an 8×8 sub-tile held in registers: rows
//! `4·ty..4·ty+4` and `64+4·ty..` of the tile, columns `4·tx..` and
//! `64+4·tx..`, so that the four 128-bit shared reads of each step come from
//! distinct banks. 128×8 slices of `A` (stored transposed) and 8×128 of `B`
//! are staged in shared memory (8 KiB): the next slice is read from global
//! memory into registers (128-bit loads where the tile lies inside the
//! matrices) while the current one is multiplied, then stored in its place
//! between two barriers. Launch bounds ask for two blocks per multiprocessor
//! (128 registers on NVIDIA), which measured faster than one block with
//! more registers.

use gpujit_ir::{
    Axis, IrError, KernelBuilder, ModuleOptions, PortableModule, ScalarType, Value, Var, build, p,
};

/// Name of the kernel.
pub const KERNEL: &str = "sgemm";
/// Edge of the tile of `C` one block computes; grids are `ceil(n/TILE) × ceil(m/TILE)`.
pub const TILE: u32 = 128;
/// Threads per block edge; blocks are `THREADS × THREADS`.
pub const THREADS: u32 = 16;
/// Depth of the `k` slices staged in shared memory.
pub const DEPTH: u32 = 8;

/// The launch of [`module`] for an `m × n` result.
pub fn config(m: u32, n: u32) -> gpujit_device::LaunchConfig {
    gpujit_device::LaunchConfig {
        grid: gpujit_device::Dim3::new(n.div_ceil(TILE).max(1), m.div_ceil(TILE).max(1), 1),
        block: gpujit_device::Dim3::new(THREADS, THREADS, 1),
        shared_bytes: 0,
    }
}

struct Sgemm<'ctx> {
    a: Value<'ctx>,
    b: Value<'ctx>,
    m: Value<'ctx>,
    n: Value<'ctx>,
    k: Value<'ctx>,
    row0: Value<'ctx>,
    col0: Value<'ctx>,
    t: Value<'ctx>,
    /// The block's tile lies inside `A` and `B` along `m` and `n`, and `k`
    /// is a multiple of 4 (so 128-bit loads are aligned).
    wide: Value<'ctx>,
}

/// Reads slice `k0` into `regs`: four elements of `A` (row `t / 2`, depths
/// `k0 + 4·(t % 2)..`) and four of `B` (depth `k0 + t / 32`, columns `4·(t % 32)..`).
fn fetch<'ctx>(k: &KernelBuilder<'_, 'ctx>, s: &Sgemm<'ctx>, k0: Value<'ctx>, regs: &[Var<'ctx>]) {
    let (ar, ak) = (k.div(s.t, k.u32(2)), k.mul(k.rem(s.t, k.u32(2)), k.u32(4)));
    let (bk, bc) = (
        k.div(s.t, k.u32(32)),
        k.mul(k.rem(s.t, k.u32(32)), k.u32(4)),
    );
    let (gr, gk) = (k.add(s.row0, ar), k.add(k0, ak));
    let (gk2, gc) = (k.add(k0, bk), k.add(s.col0, bc));
    let full = k.and(s.wide, k.le(k.add(k0, k.u32(DEPTH)), s.k));
    k.if_else(
        full,
        |k| {
            let av = k.load_vec::<4>(s.a, k.div(k.add(k.mul(gr, s.k), gk), k.u32(4)));
            let bv = k.load_vec::<4>(s.b, k.div(k.add(k.mul(gk2, s.n), gc), k.u32(4)));
            for q in 0..4 {
                k.set(regs[q], av[q]);
                k.set(regs[4 + q], bv[q]);
            }
        },
        |k| {
            for q in 0..4u32 {
                let d = k.add(gk, k.u32(q));
                let v = k.select(
                    k.and(k.lt(gr, s.m), k.lt(d, s.k)),
                    k.load(
                        s.a,
                        k.min(k.add(k.mul(gr, s.k), d), k.sub(k.mul(s.m, s.k), k.u32(1))),
                    ),
                    k.f32(0.0),
                );
                k.set(regs[q as usize], v);
                let c = k.add(gc, k.u32(q));
                let w = k.select(
                    k.and(k.lt(gk2, s.k), k.lt(c, s.n)),
                    k.load(
                        s.b,
                        k.min(k.add(k.mul(gk2, s.n), c), k.sub(k.mul(s.k, s.n), k.u32(1))),
                    ),
                    k.f32(0.0),
                );
                k.set(regs[4 + q as usize], w);
            }
        },
    );
}

/// Stores `regs` into the shared slices: `A` transposed (`sa[d][r]`), `B`
/// as it is (`sb[d][c]`).
fn stash<'ctx>(
    k: &KernelBuilder<'_, 'ctx>,
    s: &Sgemm<'ctx>,
    (sa, sb): (Value<'ctx>, Value<'ctx>),
    regs: &[Var<'ctx>],
) {
    let (ar, ak) = (k.div(s.t, k.u32(2)), k.mul(k.rem(s.t, k.u32(2)), k.u32(4)));
    for q in 0..4u32 {
        let at = k.add(k.mul(k.add(ak, k.u32(q)), k.u32(TILE)), ar);
        k.store(sa, at, k.get(regs[q as usize]));
    }
    let (bk, bc) = (
        k.div(s.t, k.u32(32)),
        k.mul(k.rem(s.t, k.u32(32)), k.u32(4)),
    );
    let at = k.div(k.add(k.mul(bk, k.u32(TILE)), bc), k.u32(4));
    let bv = [0, 1, 2, 3].map(|q| k.get(regs[4 + q]));
    k.store_vec::<4>(sb, at, bv);
}

/// `sgemm(a, b, c, m, n, k)`; launch with [`config`].
pub fn module() -> Result<PortableModule, IrError> {
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
            max_threads: Some(THREADS * THREADS),
            min_blocks: Some(2),
        };
        mb.kernel_with(KERNEL, &params, bounds, |k, x| {
            let (mc, m, n, kk) = (x[2], x[3], x[4], x[5]);
            let sa = k.shared_array(ScalarType::F32, DEPTH * TILE);
            let sb = k.shared_array(ScalarType::F32, DEPTH * TILE);
            let (tx, ty) = (k.thread_id(Axis::X), k.thread_id(Axis::Y));
            let row0 = k.mul(k.block_id(Axis::Y), k.u32(TILE));
            let col0 = k.mul(k.block_id(Axis::X), k.u32(TILE));
            let wide = k.and(
                k.and(
                    k.le(k.add(row0, k.u32(TILE)), m),
                    k.le(k.add(col0, k.u32(TILE)), n),
                ),
                k.and(
                    k.eq(k.rem(kk, k.u32(4)), k.u32(0)),
                    k.eq(k.rem(n, k.u32(4)), k.u32(0)),
                ),
            );
            let s = Sgemm {
                a: x[0],
                b: x[1],
                m,
                n,
                k: kk,
                row0,
                col0,
                t: k.add(k.mul(ty, k.u32(THREADS)), tx),
                wide,
            };
            let regs: Vec<_> = (0..8).map(|_| k.var(k.f32(0.0))).collect();
            let acc: Vec<_> = (0..64).map(|_| k.var(k.f32(0.0))).collect();
            let slices = k.div(k.add(kk, k.u32(DEPTH - 1)), k.u32(DEPTH));
            fetch(k, &s, k.u32(0), &regs);
            stash(k, &s, (sa, sb), &regs);
            k.barrier();
            k.for_range(k.u32(0), slices, k.u32(1), |k, ks| {
                let next = k.add(ks, k.u32(1));
                let more = k.lt(next, slices);
                k.if_(more, |k| fetch(k, &s, k.mul(next, k.u32(DEPTH)), &regs));
                for d in 0..DEPTH {
                    let row = k.u32(d * TILE / 4);
                    let a_lo = k.load_vec::<4>(sa, k.add(row, ty));
                    let a_hi = k.load_vec::<4>(sa, k.add(row, k.add(ty, k.u32(16))));
                    let b_lo = k.load_vec::<4>(sb, k.add(row, tx));
                    let b_hi = k.load_vec::<4>(sb, k.add(row, k.add(tx, k.u32(16))));
                    let av: Vec<_> = a_lo.iter().chain(&a_hi).collect();
                    let bv: Vec<_> = b_lo.iter().chain(&b_hi).collect();
                    for i in 0..8 {
                        for j in 0..8 {
                            let c = acc[i * 8 + j];
                            k.set(c, k.fma(*av[i], *bv[j], k.get(c)));
                        }
                    }
                }
                k.barrier();
                k.if_(more, |k| stash(k, &s, (sa, sb), &regs));
                k.barrier();
            });
            // Rows 4·ty + i (+64), columns 4·tx + j (+64).
            for half_r in 0..2u32 {
                for i in 0..4u32 {
                    let r = k.add(row0, k.add(k.mul(ty, k.u32(4)), k.u32(64 * half_r + i)));
                    for half_c in 0..2u32 {
                        let c0 = k.add(col0, k.add(k.mul(tx, k.u32(4)), k.u32(64 * half_c)));
                        let vals: [Value<'_>; 4] = [0, 1, 2, 3]
                            .map(|j| k.get(acc[((4 * half_r + i) * 8 + 4 * half_c + j) as usize]));
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
        })
    })
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
