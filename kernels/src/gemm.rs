//! `C = A·B` on matrix cores, written once with the portable matrix
//! operation (`gpujit_ir::mma`): `f16` or `bf16` inputs with `f32` or 16-bit
//! output, or `f32` inputs read as `tf32` (the top 19 bits of each, as the
//! tensor cores read them) with `f32` output; all accumulate in `f32`.
//!
//! `A` is `m × k` row-major; `B` is `k × n` row-major or, column-major, `n × k`
//! row-major (`Bᵀ`); `C` is `m × n` row-major. Each block computes a 128×128
//! tile of `C` with eight warps (256 threads on NVIDIA and RDNA, 512 on
//! CDNA), each warp a 64×32 tile as 4×2 accumulator fragments. Slices of
//! 64 bytes of depth (128×32 of `A` and 32×128 of `B` for 16-bit inputs,
//! 128×16 and 16×128 for `tf32`) stream through a ring of two to four
//! stages in shared memory (as many as the device holds) filled by async
//! copies (`cp.async` on NVIDIA, plain copies elsewhere), so that the
//! copies of the next slices overlap the products of the current one; the rows of every staged tile are padded
//! so that 16-byte fragment loads (`ldmatrix` on NVIDIA) hit distinct banks.
//!
//! Preconditions ([`check`]): `k` a multiple of 8 (4 for `tf32`), and `n`
//! too when `B` is row-major (the copies move 16-byte chunks); `m`, `n`, `k`
//! at least 1.

use gpujit_ir::{
    Axis, FragmentUse, IrError, KernelBuilder, LaunchBounds, MatrixLayout, MmaInput, MmaKind,
    ModuleOptions, PortableModule, ScalarType, Value, build, p,
};

/// Name of the kernel.
pub const KERNEL: &str = "gemm";
/// Rows of `C` per block.
pub const BM: u32 = 128;
/// Columns of `C` per block.
pub const BN: u32 = 128;
/// Depth of each staged slice of 16-bit inputs ([`Gemm::bk`]: 16 for
/// `tf32`).
pub const BK: u32 = 32;
/// Warps per block.
pub const WARPS: u32 = 8;
/// The most slices a ring holds.
pub const MAX_STAGES: u32 = 4;
/// Bytes of padding after each staged row.
const PAD_BYTES: u32 = 16;
/// Bytes of depth in each staged slice.
const BK_BYTES: u32 = 64;

/// What the kernel computes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Gemm {
    /// `F16`, `BF16` or `TF32` (`f32` matrices).
    pub input: MmaInput,
    /// How `B` lies in memory.
    pub b: MatrixLayout,
    /// `F32`, or the input's 16-bit type (rounded to nearest even).
    pub out: ScalarType,
    /// Slices in the shared-memory ring: 2 to [`MAX_STAGES`]
    /// ([`Gemm::fit`] picks the most a device's shared memory holds).
    pub stages: u32,
    /// The depth is cut into parts (split-K): the kernel takes two more
    /// parameters, `parts` and `part_k`, and block `z` multiplies depths
    /// `p·part_k .. min(k, (p + 1)·part_k)` of product `z / parts`, where
    /// `p = z % parts`, into its own `C` at `z·stride_c` (a partial sum
    /// for the caller to add up; see [`module`]).
    pub split: bool,
}

impl Default for Gemm {
    fn default() -> Self {
        Gemm {
            input: MmaInput::BF16,
            b: MatrixLayout::RowMajor,
            out: ScalarType::BF16,
            stages: 2,
            split: false,
        }
    }
}

impl Gemm {
    /// The matrix kind the kernel multiplies with.
    pub fn kind(&self) -> MmaKind {
        match self.input {
            MmaInput::F16 => MmaKind::F16_16X16X16,
            MmaInput::TF32 => MmaKind::TF32_16X16X8,
            _ => MmaKind::BF16_16X16X16,
        }
    }

    /// Bytes of one input element.
    fn bytes(&self) -> u32 {
        self.input.storage().size() as u32
    }

    /// Elements of one 16-byte copy.
    fn chunk(&self) -> u32 {
        16 / self.bytes()
    }

    /// Elements of padding after each staged row (16 bytes).
    fn pad(&self) -> u32 {
        PAD_BYTES / self.bytes()
    }

    /// Depth of each staged slice: [`BK`] for 16-bit inputs, 16 for `tf32`.
    pub fn bk(&self) -> u32 {
        BK_BYTES / self.bytes()
    }

    /// Elements of one staged `B` slice and its row pitch.
    fn b_stage(&self) -> (u32, u32) {
        let (bk, pad) = (self.bk(), self.pad());
        match self.b {
            MatrixLayout::RowMajor => (bk * (BN + pad), BN + pad),
            MatrixLayout::ColMajor => (BN * (bk + pad), bk + pad),
        }
    }

    /// Elements of one stage (A slice, then B slice).
    fn stage(&self) -> u32 {
        BM * (self.bk() + self.pad()) + self.b_stage().0
    }

    /// Dynamic shared memory a block needs, in bytes.
    pub fn shared_bytes(&self) -> u32 {
        self.stages * self.stage() * self.bytes()
    }

    /// This computation with as many stages (up to [`MAX_STAGES`]) as
    /// `max_shared` bytes of shared memory per block hold.
    pub fn fit(self, max_shared: u32) -> Gemm {
        let per = self.stage() * self.bytes();
        Gemm {
            stages: (max_shared / per).clamp(2, MAX_STAGES),
            ..self
        }
    }
}

/// Why `C = A·B` of these sizes is outside what the kernel computes, if it is.
pub fn check(g: &Gemm, m: usize, n: usize, k: usize) -> Result<(), String> {
    if m == 0 || n == 0 || k == 0 {
        return Err(format!("empty product {m}x{n}x{k}"));
    }
    if !matches!(g.input, MmaInput::F16 | MmaInput::BF16 | MmaInput::TF32) {
        return Err(format!("{} inputs: use f16, bf16 or tf32", g.input.name()));
    }
    if g.input == MmaInput::TF32 && g.out != ScalarType::F32 {
        return Err(format!("tf32 inputs write f32, not {}", g.out));
    }
    let chunk = g.chunk() as usize;
    if !k.is_multiple_of(chunk) {
        return Err(format!("k = {k} is not a multiple of {chunk}"));
    }
    if g.b == MatrixLayout::RowMajor && !n.is_multiple_of(chunk) {
        return Err(format!(
            "n = {n} is not a multiple of {chunk} (B row-major)"
        ));
    }
    if !(2..=MAX_STAGES).contains(&g.stages) {
        return Err(format!("{} stages: use 2 to {MAX_STAGES}", g.stages));
    }
    Ok(())
}

/// The launch of [`module`] for an `m × n` result on a device whose warps
/// have `warp_size` threads.
/// `batch` products at once: block `z` computes product `z`, its matrices
/// `stride_a`, `stride_b`, `stride_c` elements (the kernel's last three
/// parameters) times `z` from the first ones; at most 65,535.
pub fn config(g: &Gemm, m: u32, n: u32, batch: u32, warp_size: u32) -> gpujit_device::LaunchConfig {
    gpujit_device::LaunchConfig {
        grid: gpujit_device::Dim3::new(n.div_ceil(BN).max(1), m.div_ceil(BM).max(1), batch.max(1)),
        block: gpujit_device::Dim3::x(WARPS * warp_size),
        shared_bytes: g.shared_bytes(),
    }
}

/// `ptr` moved to item `z` (a `u32` value) of matrices `stride` elements
/// apart (a `u64` value).
fn item_ptr<'ctx>(
    k: &KernelBuilder<'_, 'ctx>,
    ptr: Value<'ctx>,
    z: Value<'ctx>,
    stride: Value<'ctx>,
) -> Value<'ctx> {
    k.offset(ptr, k.mul(k.cast(z, ScalarType::U64), stride))
}

/// Where block `blockIdx.z`'s work lies: its `A`, `B` and `C` and the depths
/// it multiplies, `k0 .. k_end`.
pub(crate) struct Part<'ctx> {
    pub a: Value<'ctx>,
    pub b: Value<'ctx>,
    pub c: Value<'ctx>,
    pub k0: Value<'ctx>,
    pub k_end: Value<'ctx>,
    /// Which product of the batch.
    pub product: Value<'ctx>,
}

/// The part of a kernel whose parameters are `(a, b, c, m, n, k, stride_a,
/// stride_b, stride_c)`, followed by `(parts, part_k)` when `split`: product
/// `z / parts`, depths from `(z % parts)·part_k`, `C` item `z`; product `z`,
/// every depth, when not.
pub(crate) fn part<'ctx>(
    k: &KernelBuilder<'_, 'ctx>,
    x: &[Value<'ctx>],
    split: bool,
) -> Part<'ctx> {
    let z = k.block_id(Axis::Z);
    if !split {
        return Part {
            a: item_ptr(k, x[0], z, x[6]),
            b: item_ptr(k, x[1], z, x[7]),
            c: item_ptr(k, x[2], z, x[8]),
            k0: k.u32(0),
            k_end: x[5],
            product: z,
        };
    }
    let (parts, part_k) = (x[9], x[10]);
    let product = k.div(z, parts);
    let k0 = k.mul(k.rem(z, parts), part_k);
    Part {
        a: item_ptr(k, x[0], product, x[6]),
        b: item_ptr(k, x[1], product, x[7]),
        c: item_ptr(k, x[2], z, x[8]),
        k0,
        // A part past the end (a `part_k` too small for `parts`) is empty.
        k_end: k.max(k0, k.min(x[5], k.add(k0, part_k))),
        product,
    }
}

/// The parameters of a kernel taking `A` and `B` (named `b`) of `input`
/// elements and `C` of `output` ones, the sizes, the strides and, when
/// `split`, `(parts, part_k)`.
pub(crate) fn params(
    b: &str,
    (input, output): (ScalarType, ScalarType),
    split: bool,
) -> Vec<gpujit_ir::Param> {
    let mut v = vec![
        p::ptr("a", input),
        p::ptr(b, input),
        p::ptr("c", output),
        p::u32("m"),
        p::u32("n"),
        p::u32("k"),
        p::u64("stride_a"),
        p::u64(&format!("stride_{b}")),
        p::u64("stride_c"),
    ];
    if split {
        v.extend([p::u32("parts"), p::u32("part_k")]);
    }
    v
}

/// A 16-bit matrix parameter travels as `u16`.
fn carrier(t: ScalarType) -> ScalarType {
    match t {
        ScalarType::F16 | ScalarType::BF16 => ScalarType::U16,
        t => t,
    }
}

/// The values every part of the kernel uses.
struct Tile<'ctx> {
    g: Gemm,
    a: Value<'ctx>,
    b: Value<'ctx>,
    m: Value<'ctx>,
    n: Value<'ctx>,
    /// The depth of the product: `A`'s row length (`Bᵀ`'s when `B` is
    /// column-major).
    k: Value<'ctx>,
    /// The depths this block multiplies: `k0 .. k_end`.
    k0: Value<'ctx>,
    k_end: Value<'ctx>,
    smem: Value<'ctx>,
    t: Value<'ctx>,
    threads: Value<'ctx>,
    row0: Value<'ctx>,
    col0: Value<'ctx>,
}

/// Copies one 16-byte chunk from `src[src_at]` to shared element `dst`
/// when `inside`, else zeroes it.
fn chunk<'ctx>(
    k: &KernelBuilder<'_, 'ctx>,
    tile: &Tile<'ctx>,
    inside: Value<'ctx>,
    dst: Value<'ctx>,
    src: Value<'ctx>,
    src_at: Value<'ctx>,
) {
    copy16_or_zero(k, k.offset(tile.smem, dst), k.offset(src, src_at), inside);
}

/// An async 16-byte copy from global `from` to shared `to` when `inside`;
/// 16 zero bytes stored at `to` otherwise.
pub(crate) fn copy16_or_zero<'ctx>(
    k: &KernelBuilder<'_, 'ctx>,
    to: Value<'ctx>,
    from: Value<'ctx>,
    inside: Value<'ctx>,
) {
    k.if_else(
        inside,
        |k| k.async_copy16(to, from),
        |k| {
            let z = k.u32(0);
            let to32 = k.reinterpret_ptr(to, ScalarType::U32);
            k.store_vec::<4>(to32, z, [z; 4]);
        },
    );
}

/// Copies slice `kt` of `A` and `B` into stage `s` (zeros past the edges).
fn issue<'ctx>(k: &KernelBuilder<'_, 'ctx>, tile: &Tile<'ctx>, kt: Value<'ctx>, s: Value<'ctx>) {
    let g = tile.g;
    let (bk, ch8) = (g.bk(), g.chunk());
    let (lda, ldb) = (bk + g.pad(), g.b_stage().1);
    let base = k.mul(s, k.u32(g.stage()));
    let k0 = k.add(tile.k0, k.mul(kt, k.u32(bk)));
    // Rows of `rows` chunks per row, `per_row` chunks each: chunk `q` is
    // row `q / per_row`, chunk `q % per_row`.
    let rows = |k: &KernelBuilder<'_, 'ctx>,
                count: u32,
                per_row: u32,
                f: &dyn Fn(&KernelBuilder<'_, 'ctx>, Value<'ctx>, Value<'ctx>)| {
        k.for_range(tile.t, k.u32(count * per_row), tile.threads, |k, q| {
            f(k, k.div(q, k.u32(per_row)), k.rem(q, k.u32(per_row)));
        });
    };
    rows(k, BM, bk / ch8, &|k, r, ch| {
        let (gr, gk) = (k.add(tile.row0, r), k.add(k0, k.mul(ch, k.u32(ch8))));
        let inside = k.and(k.lt(gr, tile.m), k.lt(gk, tile.k_end));
        let dst = k.add(base, k.add(k.mul(r, k.u32(lda)), k.mul(ch, k.u32(ch8))));
        chunk(k, tile, inside, dst, tile.a, k.add(k.mul(gr, tile.k), gk));
    });
    let bbase = k.add(base, k.u32(BM * lda));
    match g.b {
        MatrixLayout::RowMajor => rows(k, bk, BN / ch8, &|k, r, ch| {
            let (gk, gn) = (k.add(k0, r), k.add(tile.col0, k.mul(ch, k.u32(ch8))));
            let inside = k.and(k.lt(gk, tile.k_end), k.lt(gn, tile.n));
            let dst = k.add(bbase, k.add(k.mul(r, k.u32(ldb)), k.mul(ch, k.u32(ch8))));
            chunk(k, tile, inside, dst, tile.b, k.add(k.mul(gk, tile.n), gn));
        }),
        MatrixLayout::ColMajor => rows(k, BN, bk / ch8, &|k, r, ch| {
            let (gn, gk) = (k.add(tile.col0, r), k.add(k0, k.mul(ch, k.u32(ch8))));
            let inside = k.and(k.lt(gn, tile.n), k.lt(gk, tile.k_end));
            let dst = k.add(bbase, k.add(k.mul(r, k.u32(ldb)), k.mul(ch, k.u32(ch8))));
            chunk(k, tile, inside, dst, tile.b, k.add(k.mul(gn, tile.k), gk));
        }),
    }
}

/// Stores accumulator `f` of the tile at `(r, cn)` element by element,
/// converted to `c`'s element type, skipping what lies outside `m × n`.
fn store_each<'ctx>(
    k: &KernelBuilder<'_, 'ctx>,
    f: &gpujit_ir::Fragment<'ctx>,
    (r, cn): (Value<'ctx>, Value<'ctx>),
    (m, n): (Value<'ctx>, Value<'ctx>),
    c: Value<'ctx>,
) {
    let out = match c.ty() {
        gpujit_ir::Type::Ptr(e, _) => e,
        _ => ScalarType::F32,
    };
    k.for_range(k.u32(0), k.fragment_len(f), k.u32(1), |k, e| {
        let (fr, fc) = k.fragment_coord(f, e);
        let (gr, gc) = (k.add(r, fr), k.add(cn, fc));
        k.if_(k.and(k.lt(gr, m), k.lt(gc, n)), |k| {
            let v = k.cast(k.fragment_get(f, e), out);
            k.store(c, k.add(k.mul(gr, n), gc), v);
        });
    });
}

/// `gemm(a, b, c, m, n, k, stride_a, stride_b, stride_c)`, then `(parts,
/// part_k)` when [`Gemm::split`]; launch with [`config`] after [`check`].
/// A split product's `part_k` is a positive multiple of 8 (of
/// [`Gemm::bk`] for the fewest copies), and its launch has `parts` blocks in `z` per
/// product.
pub fn module(g: &Gemm) -> Result<PortableModule, IrError> {
    let g = *g;
    let ti = g.input.storage();
    let kind = g.kind();
    let ldb = g.b_stage().1;
    let bk = g.bk();
    let lda = bk + g.pad();
    let step_k = kind.k;
    let stage = g.stage();
    build(KERNEL, ModuleOptions::default(), |mb| {
        let params = params("b", (carrier(ti), carrier(g.out)), g.split);
        let bounds = LaunchBounds {
            max_threads: Some(WARPS * 64),
            min_blocks: None,
        };
        mb.kernel_with(KERNEL, &params, bounds, |k, x| {
            let part = part(k, x, g.split);
            let c = k.reinterpret_ptr(part.c, g.out);
            let (m, n) = (x[3], x[4]);
            let ws = k.warp_size();
            let t = k.thread_id(Axis::X);
            let warp = k.div(t, ws);
            let (wm, wn) = (k.div(warp, k.u32(4)), k.rem(warp, k.u32(4)));
            let tile = Tile {
                g,
                a: k.reinterpret_ptr(part.a, ti),
                b: k.reinterpret_ptr(part.b, ti),
                m,
                n,
                k: x[5],
                k0: part.k0,
                k_end: part.k_end,
                smem: k.dynamic_shared(ti),
                t,
                threads: k.mul(k.u32(WARPS), ws),
                row0: k.mul(k.block_id(Axis::Y), k.u32(BM)),
                col0: k.mul(k.block_id(Axis::X), k.u32(BN)),
            };
            let smem = tile.smem;
            let depth = k.sub(tile.k_end, tile.k0);
            let tiles = k.div(k.add(depth, k.u32(bk - 1)), k.u32(bk));
            let acc: Vec<_> = (0..8)
                .map(|_| k.fragment(kind, FragmentUse::Accumulator))
                .collect();
            // The first stages - 1 slices; every iteration commits one group,
            // empty past the end, so that `async_wait(stages - 2)` always
            // means "slice kt has landed".
            for s in 0..g.stages - 1 {
                k.if_(k.lt(k.u32(s), tiles), |k| {
                    issue(k, &tile, k.u32(s), k.u32(s))
                });
                k.async_commit();
            }
            k.for_range(k.u32(0), tiles, k.u32(1), |k, kt| {
                k.async_wait((g.stages - 2) as u8);
                k.barrier();
                let next = k.add(kt, k.u32(g.stages - 1));
                k.if_(k.lt(next, tiles), |k| {
                    issue(k, &tile, next, k.rem(next, k.u32(g.stages)))
                });
                k.async_commit();
                let base = k.mul(k.rem(kt, k.u32(g.stages)), k.u32(stage));
                let bbase = k.add(base, k.u32(BM * lda));
                for step in 0..bk / step_k {
                    let fa: Vec<_> = (0..4u32)
                        .map(|i| {
                            let f = k.fragment(kind, FragmentUse::A);
                            let r = k.add(k.mul(wm, k.u32(64)), k.u32(16 * i));
                            let at = k.add(base, k.add(k.mul(r, k.u32(lda)), k.u32(step_k * step)));
                            k.load_fragment(
                                &f,
                                k.offset(smem, at),
                                k.u32(lda),
                                MatrixLayout::RowMajor,
                            );
                            f
                        })
                        .collect();
                    for j in 0..2u32 {
                        let f = k.fragment(kind, FragmentUse::B);
                        let cn = k.add(k.mul(wn, k.u32(32)), k.u32(16 * j));
                        let at = match g.b {
                            MatrixLayout::RowMajor => {
                                k.add(bbase, k.add(k.u32(step_k * step * ldb), cn))
                            }
                            MatrixLayout::ColMajor => {
                                k.add(bbase, k.add(k.mul(cn, k.u32(ldb)), k.u32(step_k * step)))
                            }
                        };
                        k.load_fragment(&f, k.offset(smem, at), k.u32(ldb), g.b);
                        for (i, a_i) in fa.iter().enumerate() {
                            let d = &acc[i * 2 + j as usize];
                            k.mma(d, a_i, &f, d);
                        }
                    }
                }
            });
            // Epilogue: whole fragments where the tile is inside C (f32
            // output), element by element (converted) otherwise.
            for i in 0..4u32 {
                for j in 0..2u32 {
                    let f = &acc[(i * 2 + j) as usize];
                    let r = k.add(tile.row0, k.add(k.mul(wm, k.u32(64)), k.u32(16 * i)));
                    let cn = k.add(tile.col0, k.add(k.mul(wn, k.u32(32)), k.u32(16 * j)));
                    if g.out == ScalarType::F32 {
                        let inside =
                            k.and(k.le(k.add(r, k.u32(16)), m), k.le(k.add(cn, k.u32(16)), n));
                        k.if_else(
                            inside,
                            |k| {
                                let at = k.offset(c, k.add(k.mul(r, n), cn));
                                k.store_fragment(at, n, f, MatrixLayout::RowMajor)
                            },
                            |k| store_each(k, f, (r, cn), (m, n), c),
                        );
                    } else {
                        store_each(k, f, (r, cn), (m, n), c);
                    }
                }
            }
        })
    })
}

/// The CPU reference `A·B` in f64 from 16-bit inputs (`b` laid out as `layout`).
pub fn reference(
    input: MmaInput,
    a: &[u16],
    b: &[u16],
    layout: MatrixLayout,
    (m, n, k): (usize, usize, usize),
) -> Vec<f64> {
    let v = |x: u16| -> f64 {
        f64::from(match input {
            MmaInput::F16 => crate::half::f16_value(x),
            _ => crate::half::bf16_value(x),
        })
    };
    let mut c = vec![0.0; m * n];
    for i in 0..m {
        for p in 0..k {
            let av = v(a[i * k + p]);
            for j in 0..n {
                let bv = match layout {
                    MatrixLayout::RowMajor => b[p * n + j],
                    MatrixLayout::ColMajor => b[j * k + p],
                };
                c[i * n + j] += av * v(bv);
            }
        }
    }
    c
}
