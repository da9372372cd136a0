//! The kernels, written with the IR builder: the general tiled GEMM, which
//! takes any shape, transpose, layout and leading dimension, and the
//! alpha/beta epilogue of the matrix-core path, and the transposition that
//! stages an N-major `B` for Hopper's `tf32` products.

use gpujit::ir::mma::Fp8;
use gpujit::ir::{
    Axis, IrError, KernelBuilder, LaunchBounds, ModuleOptions, PortableModule, ScalarType, Value,
    build, p,
};

use crate::tiles::TileConfig;
use crate::types::DataType;

/// What one general kernel computes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct General {
    pub input: DataType,
    /// `B`'s type: `input`'s, but for an `e4m3` and `e5m2` pair.
    pub input_b: DataType,
    pub output: DataType,
    pub compute: DataType,
    /// Matrices come from tables of device addresses (one per product)
    /// rather than at strides in one buffer each.
    pub table: bool,
    pub tile: TileConfig,
}

impl General {
    pub fn name(&self) -> String {
        let b = if self.input_b == self.input {
            String::new()
        } else {
            format!("_{}", self.input_b)
        };
        format!(
            "blas_gemm_{}{b}_{}_{}_{}{}",
            self.input,
            self.output,
            self.compute,
            self.tile.name(),
            if self.table { "_table" } else { "" }
        )
    }
}

fn zero<'ctx>(k: &KernelBuilder<'_, 'ctx>, t: ScalarType) -> Value<'ctx> {
    if t == ScalarType::F64 {
        k.f64(0.0)
    } else {
        k.f32(0.0)
    }
}

fn wide<'ctx>(k: &KernelBuilder<'_, 'ctx>, v: Value<'ctx>) -> Value<'ctx> {
    k.cast(v, ScalarType::U64)
}

/// Element `(i, j)` of a matrix at `(rs, cs)` from element `base`.
fn at<'ctx>(
    k: &KernelBuilder<'_, 'ctx>,
    base: Value<'ctx>,
    (i, j): (Value<'ctx>, Value<'ctx>),
    (rs, cs): (Value<'ctx>, Value<'ctx>),
) -> Value<'ctx> {
    k.add(base, k.add(k.mul(wide(k, i), rs), k.mul(wide(k, j), cs)))
}

/// The value of a `u8` holding an 8-bit float of `format`, as `f32`,
/// exactly: through the binary16 with the same bits (`e5m2`, the top byte
/// of one) or with the bits moved to its exponent and mantissa (`e4m3`,
/// then 2⁸ times it; its `S.1111.111` is NaN).
fn fp8_value<'ctx>(k: &KernelBuilder<'_, 'ctx>, x: Value<'ctx>, format: Fp8) -> Value<'ctx> {
    let x = k.cast(x, ScalarType::U32);
    let half = |bits: Value<'ctx>| {
        let h = k.bitcast(k.cast(bits, ScalarType::U16), ScalarType::F16);
        k.cast(h, ScalarType::F32)
    };
    match format {
        Fp8::E5M2 => half(k.shl(x, k.u32(8))),
        Fp8::E4M3 => {
            let low = k.and(x, k.u32(0x7f));
            let sign = k.shl(k.and(x, k.u32(0x80)), k.u32(8));
            let v = k.mul(half(k.or(sign, k.shl(low, k.u32(7)))), k.f32(256.0));
            k.select(k.eq(low, k.u32(0x7f)), k.f32(f32::NAN), v)
        }
    }
}

/// One operand's view inside the kernel.
struct Operand<'ctx> {
    ptr: Value<'ctx>,
    base: Value<'ctx>,
    rs: Value<'ctx>,
    cs: Value<'ctx>,
}

/// Stages a `rows × bk` slice of `op(X)` (rows from `row0`, depths from
/// `k0`), as `s[d·rows + r]` in the compute type (8-bit floats of `fp8`
/// decoded first), zeros past `(limit, kk)`.
/// Consecutive threads walk the dimension whose stride is 1 (rows when
/// `rs == 1`, depths otherwise), so that loads coalesce either way.
#[allow(clippy::too_many_arguments)]
fn stage<'ctx>(
    k: &KernelBuilder<'_, 'ctx>,
    x: &Operand<'ctx>,
    s: Value<'ctx>,
    (rows, bk): (u32, u32),
    (row0, k0): (Value<'ctx>, Value<'ctx>),
    (limit, kk): (Value<'ctx>, Value<'ctx>),
    (t, threads): (Value<'ctx>, Value<'ctx>),
    (compute, fp8): (ScalarType, Option<Fp8>),
    depth_strided: bool,
) {
    // For B the staged "rows" are the columns of op(B): its (depth, column)
    // element is at depth·rs + column·cs, so the roles of the strides swap.
    let (row_stride, depth_stride) = if depth_strided {
        (x.cs, x.rs)
    } else {
        (x.rs, x.cs)
    };
    let rows_fast = k.eq(row_stride, k.u64(1));
    k.for_range(t, k.u32(rows * bk), threads, |k, e| {
        let r = k.select(rows_fast, k.rem(e, k.u32(rows)), k.div(e, k.u32(bk)));
        let d = k.select(rows_fast, k.div(e, k.u32(rows)), k.rem(e, k.u32(bk)));
        let (gr, gd) = (k.add(row0, r), k.add(k0, d));
        let v = k.var(zero(k, compute));
        k.if_(k.and(k.lt(gr, limit), k.lt(gd, kk)), |k| {
            let idx = at(k, x.base, (gr, gd), (row_stride, depth_stride));
            let e = k.load(x.ptr, idx);
            let e = fp8.map_or(e, |f| fp8_value(k, e, f));
            k.set(v, k.cast(e, compute));
        });
        k.store(s, k.add(k.mul(d, k.u32(rows)), r), k.get(v));
    });
}

/// `blas_gemm_*(a, b, c, m, n, k, rsa, csa, rsb, csb, rsc, csc, sa, sb, sc,
/// alpha, beta, z0)`: product `z0 + blockIdx.z` of a batch,
/// `C = alpha·op(A)·op(B) + beta·C` with `op(A)(i, p)` at `i·rsa + p·csa`
/// (and so on) from element `z·sa` of `a` (or, for a table kernel, from the
/// address `a[z]`). `C` is read only when `beta != 0`; launch with `k = 0`
/// when `alpha == 0` and `A`, `B` are not read either.
pub(crate) fn general(g: &General) -> Result<PortableModule, IrError> {
    let g = *g;
    let name = g.name();
    let (ti, to, tc) = (g.input.scalar(), g.output.scalar(), g.compute.scalar());
    let t = g.tile;
    let (wx, wy) = (t.bn / t.tn, t.bm / t.tm);
    build(&name, ModuleOptions::default(), |mb| {
        let ptr = |n: &str, c: DataType| {
            if g.table {
                p::ptr(n, ScalarType::U64)
            } else {
                p::ptr(n, c.carrier())
            }
        };
        let params = [
            ptr("a", g.input),
            ptr("b", g.input),
            ptr("c", g.output),
            p::u32("m"),
            p::u32("n"),
            p::u32("k"),
            p::u64("rsa"),
            p::u64("csa"),
            p::u64("rsb"),
            p::u64("csb"),
            p::u64("rsc"),
            p::u64("csc"),
            p::u64("sa"),
            p::u64("sb"),
            p::u64("sc"),
            p::scalar("alpha", tc),
            p::scalar("beta", tc),
            p::u32("z0"),
        ];
        let bounds = LaunchBounds {
            max_threads: Some(t.threads()),
            min_blocks: None,
        };
        mb.kernel_with(&name, &params, bounds, |k, x| {
            let (m, n, kk) = (x[3], x[4], x[5]);
            let (alpha, beta) = (x[15], x[16]);
            let z = k.add(k.block_id(Axis::Z), x[17]);
            let operand = |i: usize, ty: ScalarType| {
                let (rs, cs) = (x[6 + 2 * i], x[7 + 2 * i]);
                if g.table {
                    Operand {
                        ptr: k.ptr_from_addr(k.load(x[i], z), ty),
                        base: k.u64(0),
                        rs,
                        cs,
                    }
                } else {
                    Operand {
                        ptr: k.reinterpret_ptr(x[i], ty),
                        base: k.mul(wide(k, z), x[12 + i]),
                        rs,
                        cs,
                    }
                }
            };
            let a = operand(0, ti);
            let b = operand(1, ti);
            let c = operand(2, to);
            let (tx, ty) = (k.thread_id(Axis::X), k.thread_id(Axis::Y));
            let tid = k.add(k.mul(ty, k.u32(wx)), tx);
            let threads = k.u32(t.threads());
            let row0 = k.mul(k.block_id(Axis::Y), k.u32(t.bm));
            let col0 = k.mul(k.block_id(Axis::X), k.u32(t.bn));
            let sa = k.shared_array(tc, t.bk * t.bm);
            let sb = k.shared_array(tc, t.bk * t.bn);
            let acc: Vec<_> = (0..t.tm * t.tn).map(|_| k.var(zero(k, tc))).collect();
            let slices = k.div(k.add(kk, k.u32(t.bk - 1)), k.u32(t.bk));
            k.for_range(k.u32(0), slices, k.u32(1), |k, s| {
                let k0 = k.mul(s, k.u32(t.bk));
                stage(
                    k,
                    &a,
                    sa,
                    (t.bm, t.bk),
                    (row0, k0),
                    (m, kk),
                    (tid, threads),
                    (tc, g.input.fp8()),
                    false,
                );
                stage(
                    k,
                    &b,
                    sb,
                    (t.bn, t.bk),
                    (col0, k0),
                    (n, kk),
                    (tid, threads),
                    (tc, g.input_b.fp8()),
                    true,
                );
                k.barrier();
                for d in 0..t.bk {
                    let av: Vec<_> = (0..t.tm)
                        .map(|i| k.load(sa, k.add(ty, k.u32(d * t.bm + i * wy))))
                        .collect();
                    let bv: Vec<_> = (0..t.tn)
                        .map(|j| k.load(sb, k.add(tx, k.u32(d * t.bn + j * wx))))
                        .collect();
                    for (i, ai) in av.iter().enumerate() {
                        for (j, bj) in bv.iter().enumerate() {
                            let v = acc[i * t.tn as usize + j];
                            k.set(v, k.fma(*ai, *bj, k.get(v)));
                        }
                    }
                }
                k.barrier();
            });
            let reads_c = k.ne(beta, zero(k, tc));
            for i in 0..t.tm {
                let r = k.add(row0, k.add(ty, k.u32(i * wy)));
                for j in 0..t.tn {
                    let col = k.add(col0, k.add(tx, k.u32(j * wx)));
                    let v = acc[(i * t.tn + j) as usize];
                    k.if_(k.and(k.lt(r, m), k.lt(col, n)), |k| {
                        let idx = at(k, c.base, (r, col), (c.rs, c.cs));
                        let out = k.var(k.mul(alpha, k.get(v)));
                        k.if_(reads_c, |k| {
                            let old = k.cast(k.load(c.ptr, idx), tc);
                            k.set(out, k.fma(beta, old, k.get(out)));
                        });
                        k.store(c.ptr, idx, k.cast(k.get(out), to));
                    });
                }
            }
        })
    })
}

/// Threads per block edge of the epilogue.
pub(crate) const EPILOGUE_EDGE: u32 = 16;

/// `blas_epilogue_<out>(w, c, m, n, rsc, csc, alpha, beta, parts,
/// part_stride)`: `C(i, j) = alpha·Σ_p w[p·part_stride + i·n + j] +
/// beta·C(i, j)` for `parts` (at least 1) row-major `m × n` `f32` products
/// in `w` (the parts of a split product, added in order), `C(i, j)` at
/// `i·rsc + j·csc`; `C` is read only when `beta != 0`. One thread per
/// element, 16×16 blocks.
pub(crate) fn epilogue(output: DataType) -> Result<PortableModule, IrError> {
    let name = format!("blas_epilogue_{output}");
    let to = output.scalar();
    build(&name, ModuleOptions::default(), |mb| {
        let params = [
            p::ptr_f32("w"),
            p::ptr("c", output.carrier()),
            p::u32("m"),
            p::u32("n"),
            p::u64("rsc"),
            p::u64("csc"),
            p::f32("alpha"),
            p::f32("beta"),
            p::u32("parts"),
            p::u64("part_stride"),
        ];
        mb.kernel(&name, &params, |k, x| {
            let c = k.reinterpret_ptr(x[1], to);
            let (m, n) = (x[2], x[3]);
            let (alpha, beta) = (x[6], x[7]);
            let j = k.global_id(Axis::X);
            let i = k.add(
                k.mul(k.block_id(Axis::Y), k.block_dim(Axis::Y)),
                k.thread_id(Axis::Y),
            );
            k.if_(k.and(k.lt(i, m), k.lt(j, n)), |k| {
                let first = k.add(k.mul(wide(k, i), wide(k, n)), wide(k, j));
                let sum = k.var(k.load(x[0], first));
                k.for_range(k.u32(1), x[8], k.u32(1), |k, part| {
                    let from = k.add(first, k.mul(wide(k, part), x[9]));
                    k.set(sum, k.add(k.get(sum), k.load(x[0], from)));
                });
                let out = k.var(k.mul(alpha, k.get(sum)));
                let idx = at(k, k.u64(0), (i, j), (x[4], x[5]));
                k.if_(k.ne(beta, k.f32(0.0)), |k| {
                    let old = k.cast(k.load(c, idx), ScalarType::F32);
                    k.set(out, k.fma(beta, old, k.get(out)));
                });
                k.store(c, idx, k.cast(k.get(out), to));
            });
        })
    })
}

/// Name of the `f32` transposition.
pub(crate) const TRANSPOSE: &str = "blas_transpose_f32";

/// Edge of the square of elements each block of the transposition moves.
const TRANSPOSE_EDGE: u32 = 32;
/// Rows of threads in a block of the transposition (each moving
/// `TRANSPOSE_EDGE / TRANSPOSE_ROWS` elements).
const TRANSPOSE_ROWS: u32 = 8;

/// `transpose(src, dst, rows, cols)`: `dst`, `cols × rows` row-major,
/// becomes the transpose of `src`, `rows × cols` row-major. Each block
/// moves a 32×32 square through shared memory (rows padded by one element,
/// so that reading a column touches 32 banks), reading rows of `src` and
/// writing rows of `dst` whole; launch with [`transpose_config`].
pub(crate) fn transpose() -> Result<PortableModule, IrError> {
    build(TRANSPOSE, ModuleOptions::default(), |mb| {
        let params = [
            p::ptr_f32("src"),
            p::ptr_f32("dst"),
            p::u32("rows"),
            p::u32("cols"),
        ];
        mb.kernel(TRANSPOSE, &params, |k, x| {
            let (rows, cols) = (x[2], x[3]);
            let e = TRANSPOSE_EDGE;
            let tile = k.shared_array(ScalarType::F32, e * (e + 1));
            let (tx, ty) = (k.thread_id(Axis::X), k.thread_id(Axis::Y));
            let c0 = k.mul(k.block_id(Axis::X), k.u32(e));
            let r0 = k.mul(k.block_id(Axis::Y), k.u32(e));
            for j in 0..e / TRANSPOSE_ROWS {
                let tr = k.add(ty, k.u32(j * TRANSPOSE_ROWS));
                let (r, c) = (k.add(r0, tr), k.add(c0, tx));
                k.if_(k.and(k.lt(r, rows), k.lt(c, cols)), |k| {
                    let v = k.load(x[0], k.add(k.mul(wide(k, r), wide(k, cols)), wide(k, c)));
                    k.store(tile, k.add(k.mul(tr, k.u32(e + 1)), tx), v);
                });
            }
            k.barrier();
            for j in 0..e / TRANSPOSE_ROWS {
                let tr = k.add(ty, k.u32(j * TRANSPOSE_ROWS));
                // Row `c0 + tr` of dst is column `c0 + tr` of src.
                let (r, c) = (k.add(c0, tr), k.add(r0, tx));
                k.if_(k.and(k.lt(r, cols), k.lt(c, rows)), |k| {
                    let v = k.load(tile, k.add(k.mul(tx, k.u32(e + 1)), tr));
                    k.store(x[1], k.add(k.mul(wide(k, r), wide(k, rows)), wide(k, c)), v);
                });
            }
        })
    })
}

/// The launch of [`transpose`] over a `rows × cols` matrix.
pub(crate) fn transpose_config(rows: u32, cols: u32) -> gpujit::LaunchConfig {
    gpujit::LaunchConfig {
        grid: gpujit::Dim3::new(
            cols.div_ceil(TRANSPOSE_EDGE),
            rows.div_ceil(TRANSPOSE_EDGE),
            1,
        ),
        block: gpujit::Dim3::new(TRANSPOSE_EDGE, TRANSPOSE_ROWS, 1),
        shared_bytes: 0,
    }
}
