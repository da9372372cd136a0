//! `C = A·Bᵀ` in bf16 or f16 (or `f32` read as `tf32`) with f32 accumulation on NVIDIA Hopper's warpgroup
//! matrix operation (`wgmma`, `sm_90a` only; see `gpujit_ir::mma::WgmmaOp`):
//! the fast path of [`crate::gemm`] on H100/H200.
//!
//! `A` is `m × k` row-major, or given as `Aᵀ`, `k × m` row-major (M-major,
//! [`Sm90Gemm::a`]); `B` is given as `Bᵀ`, `n × k` row-major (so both are
//! K-major, as `wgmma` reads them by default), or as `B`, `k × n` row-major
//! (N-major, [`Sm90Gemm::b`]); `C` is `m × n` row-major, of their
//! 16-bit type or `f32`; the depth may be split into parts, each block then
//! writing a partial product ([`Sm90Gemm::split`]). Each
//! block of two warpgroups (256 threads) computes a 128×256 tile of `C`,
//! each warpgroup 64×256 with one `m64n256k16` accumulator (128 `f32` per
//! thread). 128×64 slices of `A` and 256×64 of `Bᵀ` stream through a ring
//! of four 48 KiB stages in shared memory, filled with `cp.async` into the
//! 128-byte-swizzled layout `wgmma` reads, three slices ahead of the one
//! being multiplied. Blocks walk the tiles in groups of eight rows of
//! tiles, so that the tiles a wave of blocks reads stay in L2. Narrow tiles
//! ([`Sm90Gemm::bn`] 128: `m64n128k16`, 32 KiB stages) give twice the
//! blocks, two to a multiprocessor with three stages; tiles of 64 columns
//! (`m64n64k16`, 24 KiB stages, three blocks to a multiprocessor) take a
//! product whose `n` is a multiple of 64 only.
//!
//! With [`Sm90Gemm::tma`] the slices arrive by tensor copies instead
//! (`cp.async.bulk.tensor` through tensor maps the device makes,
//! [`tensor_maps`]): a third warpgroup, one thread of it, fills the ring
//! stage by stage as the multiplying warpgroups empty it, each stage's
//! fill and release counted by a pair of async barriers (`mbarrier`), so
//! that the two warpgroups that multiply never wait at a block barrier
//! inside the loop.
//!
//! `f32` matrices read as `tf32` ([`Sm90Gemm::element`] `F32`) lie in the
//! same 128-byte lines, 32 depths a line instead of 64: both K-major, `C`
//! in `f32`. 8-bit floats ([`Sm90Gemm::element`] `U8`, their formats
//! [`Sm90Gemm::fp8`]) take 128 depths a line, both K-major, `C` in `bf16`
//! or `f32`. The product may be scaled by a factor given at launch
//! ([`Sm90Gemm::scaled`]: FP8's per-tensor scales).
//!
//! Preconditions ([`check`]): `n` a multiple of the tile's width, `k` of the
//! slice's depth ([`Sm90Gemm::bk`]: 64, 32 for `tf32`, 128 for 8-bit floats);
//! `m` any (a multiple of 8 for an M-major `A`; rows of `A` past it read as
//! zeros, rows of `C` past it are not written).

use crate::gemm::copy16_or_zero;
use gpujit_ir::mma::{Fp8, N_MAJOR_BLOCK, WgmmaOp, wgmma_descriptor, wgmma_descriptor_n_major};
use gpujit_ir::{
    Axis, IrError, KernelBuilder, LaunchBounds, MatrixLayout, ModuleOptions, PortableModule,
    ScalarType, Value, build,
};

/// Name of the kernel.
pub const KERNEL: &str = "gemm_sm90";
/// Rows of `C` per block.
pub const BM: u32 = 128;
/// Columns of `C` per block, unless [`Sm90Gemm::bn`] says 128 or 64.
pub const BN: u32 = 256;
/// Depth of each staged slice of 16-bit matrices (128 bytes a row; see
/// [`Sm90Gemm::bk`]).
pub const BK: u32 = 64;
/// Threads per block (two warpgroups).
pub const THREADS: u32 = 256;
/// Rows of tiles a group of blocks walks down before moving right.
pub const GROUP_M: u32 = 8;

/// How the pipeline runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Sm90Gemm {
    /// Stages in the shared-memory ring (2 to 4).
    pub stages: u32,
    /// Warpgroup operations left in flight across iterations: 0 waits for
    /// each block of `k` before the next barrier; 1 overlaps it with the
    /// next iteration's copies and barrier (and fills one slice less ahead).
    pub pending: u8,
    /// The type of `A` and `Bᵀ`: `BF16` or `F16`, or `F32` read as `tf32`
    /// (both K-major; `C` in `f32`), or `U8` for 8-bit floats of the
    /// formats [`Sm90Gemm::fp8`] gives (both K-major; `C` in `bf16` or
    /// `f32`); accumulated in `f32` in every case.
    pub element: ScalarType,
    /// The formats of `A` and `B` when [`Sm90Gemm::element`] is `U8`.
    pub fp8: (Fp8, Fp8),
    /// `C` holds `f32`, rather than `element` (`bf16` for 8-bit floats;
    /// rounded to nearest even).
    pub f32_out: bool,
    /// The product is multiplied by a last parameter, `alpha: f32`, before
    /// it is rounded to `C`'s type.
    pub scaled: bool,
    /// Columns of `C` per block: [`BN`] (256), or 128 for twice the
    /// blocks on products whose 256-wide tiles underfill the device, or 64
    /// for products only that narrow.
    pub bn: u32,
    /// The depth is cut into parts (split-K), as
    /// [`Gemm::split`](crate::gemm::Gemm::split) says: two more parameters,
    /// `parts` and `part_k` (a positive multiple of [`Sm90Gemm::bk`]).
    pub split: bool,
    /// How `B` lies: `ColMajor`, given as `Bᵀ` (`n × k` row-major, K-major),
    /// or `RowMajor`, given as `B` (`k × n` row-major, N-major: `wgmma`
    /// transposes it as it reads, `imm-trans-b`).
    pub b: MatrixLayout,
    /// How `A` lies: `RowMajor` (`m × k`, K-major), or `ColMajor`, given
    /// as `Aᵀ` (`k × m` row-major, M-major: `imm-trans-a`).
    pub a: MatrixLayout,
    /// The slices arrive by tensor copies (`cp.async.bulk.tensor`) that a
    /// third warpgroup issues, one thread of it, while the other two only
    /// multiply: each stage has a pair of async barriers, one the copies
    /// complete (the stage is full), one the multiplying threads arrive on
    /// when done with it (the stage is empty). The kernel takes one more
    /// parameter, `maps`: the tensor maps of the matrices given for `A`
    /// and `B` ([`tensor_maps`]), 128 bytes each, in device memory, each a
    /// stack of the batch's matrices (block `z` copies from matrix `z`, or
    /// `z / parts` when split).
    pub tma: bool,
}

impl Default for Sm90Gemm {
    fn default() -> Self {
        Sm90Gemm {
            stages: 4,
            pending: 0,
            element: ScalarType::BF16,
            fp8: (Fp8::E4M3, Fp8::E4M3),
            f32_out: false,
            scaled: false,
            bn: BN,
            split: false,
            b: MatrixLayout::ColMajor,
            a: MatrixLayout::RowMajor,
            tma: false,
        }
    }
}

impl Sm90Gemm {
    /// Bytes of one stage: a 128-row slice of `A` and a `bn`-row slice of
    /// `Bᵀ`, 128 bytes a row.
    pub fn stage_bytes(&self) -> u32 {
        (BM + self.bn) * BK * 2
    }

    /// Depths of one staged slice: 128 bytes of the element, [`BK`] (64)
    /// for 16-bit matrices, 32 for `tf32` and 128 for 8-bit floats.
    pub fn bk(&self) -> u32 {
        128 / self.element.size() as u32
    }

    /// The matrices are `f32`, read as `tf32`.
    pub fn tf32(&self) -> bool {
        self.element == ScalarType::F32
    }

    /// The matrices are 8-bit floats ([`Sm90Gemm::fp8`]).
    pub fn is_fp8(&self) -> bool {
        self.element == ScalarType::U8
    }

    /// Dynamic shared memory a block needs (1 KiB more than the ring, to
    /// align it to 1024 bytes as the swizzled layout requires, and the
    /// stages' async barriers after it when [`Sm90Gemm::tma`]).
    pub fn shared_bytes(&self) -> u32 {
        self.stages * self.stage_bytes() + 1024 + if self.tma { 16 * self.stages } else { 0 }
    }

    /// Threads of a block: [`THREADS`], and a warpgroup more that issues
    /// the tensor copies when [`Sm90Gemm::tma`].
    pub fn threads(&self) -> u32 {
        if self.tma { THREADS + 128 } else { THREADS }
    }

    /// The type of `C`.
    pub fn out(&self) -> ScalarType {
        if self.f32_out {
            ScalarType::F32
        } else if self.is_fp8() {
            ScalarType::BF16
        } else {
            self.element
        }
    }

    /// Bytes of the tile of `C` the epilogue stages in the ring: 128 rows of
    /// `bn` elements, each row padded by 16 bytes.
    pub fn staged_bytes(&self) -> u32 {
        let es = self.out().size() as u32;
        BM * (self.bn * es + 16)
    }

    /// This description with stages added (up to 4) until the ring holds
    /// the tile of `C` the epilogue stages in it (one of `f32` may need a
    /// stage more than the pipeline).
    pub fn with_room_for_c(mut self) -> Sm90Gemm {
        while self.stages < 4 && self.stages * self.stage_bytes() < self.staged_bytes() {
            self.stages += 1;
        }
        self
    }

    /// How many slices ahead of the one multiplied the copies run.
    fn ahead(&self) -> u32 {
        self.stages - 1 - u32::from(self.pending)
    }

    /// `B` is N-major (given as `B`, `k × n` row-major).
    pub fn b_n_major(&self) -> bool {
        self.b == MatrixLayout::RowMajor
    }

    /// `A` is M-major (given as `Aᵀ`, `k × m` row-major).
    pub fn a_m_major(&self) -> bool {
        self.a == MatrixLayout::ColMajor
    }
}

/// Why `C = A·Bᵀ` of these sizes is outside what the kernel computes, if it is.
pub fn check(g: &Sm90Gemm, m: usize, n: usize, k: usize) -> Result<(), String> {
    if m == 0 || m > u32::MAX as usize - BM as usize {
        return Err(format!("m = {m} is not between 1 and 2^32 - {}", BM + 1));
    }
    if !matches!(g.bn, 64 | 128 | BN) {
        return Err(format!("{g:?}: blocks of 64, 128 or {BN} columns"));
    }
    if g.a_m_major() && !m.is_multiple_of(8) {
        return Err(format!("m = {m} is not a multiple of 8 (A is M-major)"));
    }
    if n == 0 || !n.is_multiple_of(g.bn as usize) {
        return Err(format!("n = {n} is not a positive multiple of {}", g.bn));
    }
    let bk = g.bk() as usize;
    if k == 0 || !k.is_multiple_of(bk) {
        return Err(format!("k = {k} is not a positive multiple of {bk}"));
    }
    if !matches!(
        g.element,
        ScalarType::BF16 | ScalarType::F16 | ScalarType::F32 | ScalarType::U8
    ) {
        return Err(format!(
            "{g:?}: the matrices are bf16, f16, f32 (tf32) or u8 (8-bit floats)"
        ));
    }
    if g.element.size() != 2 && (g.a_m_major() || g.b_n_major()) {
        return Err(format!(
            "{g:?}: {} matrices are both K-major (A row-major, B given as Bᵀ)",
            if g.tf32() { "tf32" } else { "8-bit float" }
        ));
    }
    if g.stages * g.stage_bytes() < g.staged_bytes() {
        return Err(format!(
            "{g:?}: the ring does not hold the tile of C the epilogue stages"
        ));
    }
    if !(2..=4).contains(&g.stages) || g.pending > 1 || (!g.tma && g.ahead() == 0) {
        return Err(format!(
            "{g:?}: 2 to 4 stages, 0 or 1 pending, at least one slice ahead"
        ));
    }
    Ok(())
}

/// The launch of [`module`] for an `m × n` result: one block per tile, in a
/// one-dimensional grid that the kernel maps to tiles group by group.
/// `batch` products at once: block `z` computes product `z`, its matrices
/// `stride_a`, `stride_bt`, `stride_c` elements (the kernel's last three
/// parameters) times `z` from the first ones; at most 65,535.
pub fn config(g: &Sm90Gemm, m: u32, n: u32, batch: u32) -> gpujit_device::LaunchConfig {
    gpujit_device::LaunchConfig {
        grid: gpujit_device::Dim3::new(m.div_ceil(BM).max(1) * (n / g.bn).max(1), 1, batch.max(1)),
        block: gpujit_device::Dim3::x(g.threads()),
        shared_bytes: g.shared_bytes(),
    }
}

struct Ring<'ctx> {
    g: Sm90Gemm,
    a: Value<'ctx>,
    b: Value<'ctx>,
    /// Rows of `A` and `C` (the row length of an M-major `A`).
    m: Value<'ctx>,
    /// Row length of `A` and of `Bᵀ`, K-major, in 16-bit units.
    k: Value<'ctx>,
    /// Row length of `C` (and of `B`, N-major).
    n: Value<'ctx>,
    /// The first depth this block multiplies, in 16-bit units.
    k0: Value<'ctx>,
    /// The ring, 1024-aligned, as 16-bit units.
    smem: Value<'ctx>,
    /// Its shared-memory byte address.
    addr: Value<'ctx>,
    row0: Value<'ctx>,
    col0: Value<'ctx>,
    t: Value<'ctx>,
}

/// Copies slice `kt` into stage `s`: `(128 + bn)·8` 16-byte chunks (12 or 8
/// per thread), counted in 16-bit units (an `f32` matrix as twice as many
/// of them: [`Ring`]'s depths are those units). K-major, chunk `c` of row `r` goes to chunk `c ^ (r % 8)` of
/// the row's 128 bytes; an M-major `A` and an N-major `B` are copied by
/// [`issue_mn_major`].
fn issue<'ctx>(k: &KernelBuilder<'_, 'ctx>, r: &Ring<'ctx>, kt: Value<'ctx>, s: Value<'ctx>) {
    let stage_elems = k.mul(s, k.u32(r.g.stage_bytes() / 2));
    let k0 = k.add(r.k0, k.mul(kt, k.u32(BK)));
    // Thread t copies chunk t % 8 of rows t / 8 + 32 j; (t / 8) % 8 = (row) % 8.
    let (row, ch) = (k.div(r.t, k.u32(8)), k.rem(r.t, k.u32(8)));
    let swz = k.xor(ch, k.rem(row, k.u32(8)));
    let src_col = k.add(k0, k.mul(ch, k.u32(8)));
    let a_rows = if r.g.a_m_major() { 0 } else { BM / 32 };
    let b_rows = if r.g.b_n_major() { 0 } else { r.g.bn / 32 };
    let jobs = (0..a_rows)
        .map(|j| (true, j))
        .chain((0..b_rows).map(|j| (false, j)));
    for (is_a, j) in jobs {
        // Rows 0..128 of A, then rows 0..bn of Bᵀ.
        let tr = k.add(row, k.u32(32 * j));
        let (src, grow, dst_row) = if is_a {
            (r.a, k.add(r.row0, tr), tr)
        } else {
            (r.b, k.add(r.col0, tr), k.add(tr, k.u32(BM)))
        };
        let dst = k.add(
            stage_elems,
            k.add(k.mul(dst_row, k.u32(BK)), k.mul(swz, k.u32(8))),
        );
        let to = k.offset(r.smem, dst);
        let from = k.offset(src, k.add(k.mul(grow, r.k), src_col));
        if is_a {
            // Rows of A past `m` are zeros.
            copy16_or_zero(k, to, from, k.lt(grow, r.m));
        } else {
            k.async_copy16(to, from);
        }
    }
    if r.g.a_m_major() {
        let a = MnOperand {
            src: r.a,
            col0: r.row0,
            width: BM,
            row_len: r.m,
            bounded: true,
        };
        issue_mn_major(k, r, k0, stage_elems, a);
    }
    if r.g.b_n_major() {
        let b = MnOperand {
            src: r.b,
            col0: r.col0,
            width: r.g.bn,
            row_len: r.n,
            bounded: false,
        };
        issue_mn_major(k, r, k0, k.add(stage_elems, k.u32(BM * BK)), b);
    }
}

/// An operand stored MN-major: `src`, rows of `row_len` elements (one a
/// depth), of which columns `col0 .. col0 + width` are the tile's; columns
/// at or past `row_len` read as zeros.
struct MnOperand<'ctx> {
    src: Value<'ctx>,
    col0: Value<'ctx>,
    width: u32,
    row_len: Value<'ctx>,
    /// Some columns of the tile may lie past `row_len` (an `A` whose `m`
    /// is ragged); not for `B`, whose `n` is a multiple of the tile.
    bounded: bool,
}

/// Copies rows `k0 .. k0 + 64` of an MN-major operand's tile (an M-major
/// `A`, an N-major `B`) to the stage at element `at`: `width / 8` chunks a
/// row (4 to 8 per thread), consecutive threads taking consecutive chunks
/// of a row. Chunk `q` of depth row `r` goes to block `q / 8` (every
/// [`N_MAJOR_BLOCK`] bytes), line `r` of it, chunk `(q % 8) ^ (r % 8)`.
fn issue_mn_major<'ctx>(
    k: &KernelBuilder<'_, 'ctx>,
    r: &Ring<'ctx>,
    k0: Value<'ctx>,
    at: Value<'ctx>,
    op: MnOperand<'ctx>,
) {
    let per_row = op.width / 8;
    let q = k.rem(r.t, k.u32(per_row));
    let (block, c) = (k.div(q, k.u32(8)), k.rem(q, k.u32(8)));
    let first = k.div(r.t, k.u32(per_row));
    let col = k.add(op.col0, k.mul(q, k.u32(8)));
    let wide = |v| k.cast(v, ScalarType::U64);
    for j in 0..BK * per_row / THREADS {
        let row = k.add(first, k.u32(j * THREADS / per_row));
        let swz = k.xor(c, k.rem(row, k.u32(8)));
        let dst = k.add(
            at,
            k.add(
                k.mul(block, k.u32(N_MAJOR_BLOCK / 2)),
                k.add(k.mul(row, k.u32(64)), k.mul(swz, k.u32(8))),
            ),
        );
        let to = k.offset(r.smem, dst);
        let from = k.offset(
            op.src,
            k.add(k.mul(wide(k.add(k0, row)), wide(op.row_len)), wide(col)),
        );
        if op.bounded {
            copy16_or_zero(k, to, from, k.lt(col, op.row_len));
        } else {
            k.async_copy16(to, from);
        }
    }
}

/// `gemm_sm90(a, bt, c, m, n, k, stride_a, stride_bt, stride_c)` (`b` and
/// `stride_b` for an N-major `B`; `a` holds `Aᵀ` for an M-major `A`), then `(parts, part_k)` when
/// [`Sm90Gemm::split`]; compile for `sm_90a`, launch
/// with [`config`] (`parts` blocks in `z` per product when split) after
/// [`check`].
pub fn module(g: &Sm90Gemm) -> Result<PortableModule, IrError> {
    let g = *g;
    let op = op(&g).map_err(|message| IrError::Build {
        message,
        location: KERNEL.into(),
    })?;
    build(KERNEL, ModuleOptions::default(), |mb| {
        // C of `f32` (tf32 matrices, or `f32_out`), else of 16-bit units.
        let out = if g.out() == ScalarType::F32 {
            ScalarType::F32
        } else {
            ScalarType::U16
        };
        let b_name = if g.b_n_major() { "b" } else { "bt" };
        // Matrices travel as `f32` for tf32, as `u8` for 8-bit floats, as
        // `u16` otherwise, and are copied as 16-bit units in every case (an
        // `f32` is two of them, two 8-bit floats one).
        let carrier = match g.element.size() {
            2 => ScalarType::U16,
            _ => g.element,
        };
        let unit = if g.element.size() == 2 {
            g.element
        } else {
            ScalarType::U16
        };
        let mut params = crate::gemm::params(b_name, (carrier, out), g.split);
        if g.scaled {
            params.push(gpujit_ir::p::f32("alpha"));
        }
        if g.tma {
            params.push(gpujit_ir::p::ptr("maps", ScalarType::U8));
        }
        let bounds = LaunchBounds {
            max_threads: Some(g.threads()),
            // Narrow tiles take half the accumulators (or a quarter): two
            // blocks a multiprocessor (or three) where the stages leave room.
            // With the copying warpgroup a block has too many threads for
            // two to keep the accumulators in registers.
            min_blocks: Some(match g.bn {
                _ if g.tma => 1,
                BN => 1,
                128 => 2,
                _ => 3,
            }),
        };
        mb.kernel_with(KERNEL, &params, bounds, |k, x| {
            let (m, n) = (x[3], x[4]);
            let t = k.thread_id(Axis::X);
            // Tile of this block: groups of GROUP_M rows of tiles, walked
            // down each column of the group before the next column.
            let tiles_m = k.div(k.add(m, k.u32(BM - 1)), k.u32(BM));
            let bn = g.bn;
            let tiles_n = k.div(n, k.u32(bn));
            let pid = k.block_id(Axis::X);
            let per_group = k.mul(k.u32(GROUP_M), tiles_n);
            let group = k.div(pid, per_group);
            let first_m = k.mul(group, k.u32(GROUP_M));
            let rows = k.min(k.sub(tiles_m, first_m), k.u32(GROUP_M));
            let in_group = k.rem(pid, per_group);
            let tile_m = k.add(first_m, k.rem(in_group, rows));
            let tile_n = k.div(in_group, rows);
            // Align the ring to 1024 bytes.
            let raw = k.dynamic_shared(unit);
            let base = k.shared_address(raw);
            let pad = k.and(k.sub(k.u32(1024), k.and(base, k.u32(1023))), k.u32(1023));
            let part = crate::gemm::part(k, x, g.split);
            let ring = Ring {
                g,
                a: k.reinterpret_ptr(part.a, unit),
                b: k.reinterpret_ptr(part.b, unit),
                m,
                k: units(k, &g, x[5]),
                n,
                k0: units(k, &g, part.k0),
                smem: k.offset(raw, k.div(pad, k.u32(2))),
                addr: k.add(base, pad),
                row0: k.mul(tile_m, k.u32(BM)),
                col0: k.mul(tile_n, k.u32(bn)),
                t,
            };
            let tiles_k = k.div(k.sub(part.k_end, part.k0), k.u32(g.bk()));
            let wg = k.div(t, k.u32(128));
            let acc = k.warpgroup_accumulator(bn);
            if g.tma {
                let maps = k.global_address(x[x.len() - 1]);
                let at = (maps, part.k0, part.product);
                mainloop_tma(k, &ring, at, tiles_k, &acc, op);
            } else {
                mainloop(k, &ring, tiles_k, &acc, op);
            }
            // Epilogue, through shared memory (the ring is free once both
            // warpgroups' operations are done): the accumulators are staged
            // as the tile, rows padded by 16 bytes so that the eight rows a
            // warp writes at once fall in distinct banks, then copied out in
            // 16-byte chunks, each warp writing 512 consecutive bytes of a
            // row of C. Element i of thread l of warp w in the warpgroup is
            // row 16w + l/4 + 8·((i/2) % 2), column 8·(i/4) + 2·(l%4) + i%2.
            // With tensor copies the multiplying warpgroups are the last two.
            k.barrier();
            let first = u32::from(g.tma);
            let (wg, t) = (k.sub(wg, k.u32(first)), k.sub(t, k.u32(128 * first)));
            let multiplies = k.ge(k.thread_id(Axis::X), k.u32(128 * first));
            let es = g.out().size() as u32;
            let pitch = bn + 16 / es;
            let staged = k.reinterpret_ptr(ring.smem, g.out());
            let alpha = g.scaled.then(|| x[x.len() - 1 - usize::from(g.tma)]);
            k.if_(multiplies, |k| {
                let lane_wg = k.rem(t, k.u32(128));
                let (w, l) = (k.div(lane_wg, k.u32(32)), k.rem(lane_wg, k.u32(32)));
                let r_base = k.add(
                    k.mul(wg, k.u32(64)),
                    k.add(k.mul(w, k.u32(16)), k.div(l, k.u32(4))),
                );
                let c_base = k.mul(k.rem(l, k.u32(4)), k.u32(2));
                let get = |i| {
                    let v = k.warpgroup_acc_get(&acc, i);
                    k.cast(alpha.map_or(v, |a| k.mul(v, a)), g.out())
                };
                for i in (0..bn / 2).step_by(2) {
                    let row = k.add(r_base, k.u32(8 * ((i / 2) % 2)));
                    let col = k.add(c_base, k.u32(8 * (i / 4)));
                    let (v0, v1) = (get(i), get(i + 1));
                    let at = k.div(k.add(k.mul(row, k.u32(pitch)), col), k.u32(2));
                    k.store_vec::<2>(staged, at, [v0, v1]);
                }
            });
            k.barrier();
            k.if_(multiplies, |k| {
                let per_row = bn * es / 16;
                let words = k.reinterpret_ptr(ring.smem, ScalarType::U32);
                let c = k.reinterpret_ptr(part.c, ScalarType::U32);
                let (r0, ch) = (k.div(t, k.u32(per_row)), k.rem(t, k.u32(per_row)));
                let wide = |v| k.cast(v, ScalarType::U64);
                for j in 0..BM * per_row / THREADS {
                    let r = k.add(r0, k.u32(j * THREADS / per_row));
                    let row = k.add(ring.row0, r);
                    k.if_(k.lt(row, m), |k| {
                        let from = k.add(k.mul(r, k.u32(pitch * es / 16)), ch);
                        let v = k.load_vec::<4>(words, from);
                        let first = k.add(k.mul(wide(row), wide(n)), wide(ring.col0));
                        let at = k.add(
                            k.div(k.mul(first, k.u64(u64::from(es))), k.u64(16)),
                            wide(ch),
                        );
                        k.store_vec::<4>(c, at, v);
                    });
                }
            });
        })
    })
}

/// The main loop with `cp.async`: every thread copies its share of the
/// slices `ahead` of the one multiplied, then both warpgroups multiply it.
fn mainloop<'ctx>(
    k: &KernelBuilder<'_, 'ctx>,
    ring: &Ring<'ctx>,
    tiles_k: Value<'ctx>,
    acc: &gpujit_ir::WarpgroupAcc<'ctx>,
    op: WgmmaOp,
) {
    let g = ring.g;
    let wg = k.div(ring.t, k.u32(128));
    let ahead = g.ahead();
    for s in 0..ahead {
        k.if_(k.lt(k.u32(s), tiles_k), |k| {
            issue(k, ring, k.u32(s), k.u32(s))
        });
        k.async_commit();
    }
    k.for_range(k.u32(0), tiles_k, k.u32(1), |k, kt| {
        // Slice kt has landed (this thread's copies), is visible to the
        // async proxy, and every thread's copies are done.
        k.async_wait((ahead - 1) as u8);
        k.fence_proxy_async();
        k.barrier();
        let next = k.add(kt, k.u32(ahead));
        k.if_(k.lt(next, tiles_k), |k| {
            issue(k, ring, next, k.rem(next, k.u32(g.stages)))
        });
        k.async_commit();
        let stage = k.mul(k.rem(kt, k.u32(g.stages)), k.u32(g.stage_bytes()));
        let a_at = k.add(ring.addr, k.add(stage, k.mul(wg, k.u32(64 * BK * 2))));
        let b_at = k.add(ring.addr, k.add(stage, k.u32(BM * BK * 2)));
        let da = descriptor(k, a_at, g.a_m_major());
        let db = descriptor(k, b_at, g.b_n_major());
        k.warpgroup_mma_op(op, acc, da, db, k.gt(kt, k.u32(0)));
    });
    k.warpgroup_wait(acc);
}

/// The main loop with tensor copies ([`Sm90Gemm::tma`]): warpgroup 0
/// fills the stages in turn, thread 0 of it issuing the copies of a stage
/// once the stage is empty; warpgroups 1 and 2 multiply each stage once it
/// is full and mark it empty once their operations on it are done (the
/// next iteration's, with one left in flight). `maps` is the generic
/// address of the tensor maps of `A` and `B`; `k0` the first depth;
/// `product` the matrices' place in their stacks.
fn mainloop_tma<'ctx>(
    k: &KernelBuilder<'_, 'ctx>,
    ring: &Ring<'ctx>,
    (maps, k0, product): (Value<'ctx>, Value<'ctx>, Value<'ctx>),
    tiles_k: Value<'ctx>,
    acc: &gpujit_ir::WarpgroupAcc<'ctx>,
    op: WgmmaOp,
) {
    let g = ring.g;
    let t = ring.t;
    let stages = g.stages;
    // Barriers after the ring (8-aligned: the ring is 1024-aligned): the
    // stages' `full` ones, then their `empty` ones.
    let bars = k.add(ring.addr, k.u32(stages * g.stage_bytes()));
    let full = |s: Value<'ctx>| k.add(bars, k.mul(s, k.u32(8)));
    let empty = |s: Value<'ctx>| k.add(bars, k.add(k.u32(8 * stages), k.mul(s, k.u32(8))));
    k.if_(k.eq(t, k.u32(0)), |k| {
        for s in 0..stages {
            k.mbarrier_init(full(k.u32(s)), k.u32(1));
            k.mbarrier_init(empty(k.u32(s)), k.u32(THREADS));
        }
        k.mbarrier_init_fence();
    });
    k.barrier();
    let wg = k.div(t, k.u32(128));
    // The stage of slice kt and the parity of its use: the j-th time a
    // stage is filled completes phase j of its barriers.
    let at = |kt: Value<'ctx>| {
        let s = k.rem(kt, k.u32(stages));
        let parity = k.and(k.div(kt, k.u32(stages)), k.u32(1));
        (s, parity)
    };
    k.if_(k.eq(wg, k.u32(0)), |k| {
        let map_b = k.add(maps, k.u64(gpujit_device::TENSOR_MAP_BYTES as u64));
        k.for_range(k.u32(0), tiles_k, k.u32(1), |k, kt| {
            let (s, parity) = at(kt);
            // The first use of a stage waits for the phase before the
            // first, which counts as completed.
            k.mbarrier_wait(empty(s), k.xor(parity, k.u32(1)));
            k.if_(k.eq(t, k.u32(0)), |k| {
                let dst = k.add(ring.addr, k.mul(s, k.u32(g.stage_bytes())));
                let depth = k.add(k0, k.mul(kt, k.u32(g.bk())));
                k.mbarrier_expect_tx(full(s), k.u32(g.stage_bytes()));
                // A K-major operand is one box of 128-byte rows; an MN-major
                // one a box per block of 64 columns, each 64 depths of 128
                // bytes ([`N_MAJOR_BLOCK`] apart), as `issue_mn_major` lays
                // them out.
                let operands = [
                    (dst, maps, ring.row0, BM, g.a_m_major()),
                    (
                        k.add(dst, k.u32(BM * 128)),
                        map_b,
                        ring.col0,
                        g.bn,
                        g.b_n_major(),
                    ),
                ];
                for (to, map, first, width, mn_major) in operands {
                    if mn_major {
                        for j in 0..width / 64 {
                            let at = k.add(to, k.u32(j * N_MAJOR_BLOCK));
                            let col = k.add(first, k.u32(64 * j));
                            k.tensor_load_3d(at, map, (col, depth, product), full(s));
                        }
                    } else {
                        k.tensor_load_3d(to, map, (depth, first, product), full(s));
                    }
                }
            });
        });
    });
    k.if_(k.ne(wg, k.u32(0)), |k| {
        let cw = k.sub(wg, k.u32(1));
        k.for_range(k.u32(0), tiles_k, k.u32(1), |k, kt| {
            let (s, parity) = at(kt);
            k.mbarrier_wait(full(s), parity);
            let stage = k.add(ring.addr, k.mul(s, k.u32(g.stage_bytes())));
            let a_at = k.add(stage, k.mul(cw, k.u32(64 * 128)));
            let b_at = k.add(stage, k.u32(BM * 128));
            let da = descriptor(k, a_at, g.a_m_major());
            let db = descriptor(k, b_at, g.b_n_major());
            k.warpgroup_mma_op(op, acc, da, db, k.gt(kt, k.u32(0)));
            if g.pending == 0 {
                k.mbarrier_arrive(empty(s));
            } else {
                // The operation on the previous slice is done.
                k.if_(k.gt(kt, k.u32(0)), |k| {
                    let (prev, _) = at(k.sub(kt, k.u32(1)));
                    k.mbarrier_arrive(empty(prev));
                });
            }
        });
        k.warpgroup_wait(acc);
    });
}

/// The tensor maps of the matrices given for a product's `A` (at `a`) and
/// `B` (at `b`), both packed, as [`Sm90Gemm::tma`] reads them. A K-major
/// operand (`A`, `m × k` row-major; `Bᵀ`, `n × k` row-major) is copied in
/// boxes of 128 rows of `A` or `bn` rows of `Bᵀ`, each row a slice's depth
/// ([`Sm90Gemm::bk`], 128 bytes); an MN-major one (`Aᵀ`, `k × m`; `B`,
/// `k × n`) in boxes of 64 depths of 64 columns (128 bytes). A batch of
/// `count` products has its matrices `strides` elements apart (the kernel's
/// `stride_a` and `stride_bt`); one product has `count` 1.
pub fn tensor_maps(
    g: &Sm90Gemm,
    (a, b): (u64, u64),
    (m, n, k): (u32, u32, u32),
    (count, strides): (u32, [u64; 2]),
) -> [gpujit_device::TensorMap2d; 2] {
    let es = g.element.size() as u64;
    let map = |addr, width: u32, box_width, mn_major, stride: u64| {
        let (rows, cols, box_rows) = if mn_major {
            (k, width, g.bk())
        } else {
            (width, k, box_width)
        };
        let (rows, cols) = (u64::from(rows), u64::from(cols));
        gpujit_device::TensorMap2d {
            addr,
            element: g.element,
            rows,
            cols,
            row_bytes: cols * es,
            layers: u64::from(count.max(1)),
            // One matrix: any valid distance (the map needs one).
            layer_bytes: if count > 1 {
                stride * es
            } else {
                (rows * cols * es).next_multiple_of(16)
            },
            box_rows,
            box_cols: (128 / es) as u32,
        }
    };
    [
        map(a, m, BM, g.a_m_major(), strides[0]),
        map(b, n, g.bn, g.b_n_major(), strides[1]),
    ]
}

/// `depths` elements of the matrices in 16-bit units (half as many for
/// 8-bit floats, twice as many for `f32`).
fn units<'ctx>(k: &KernelBuilder<'_, 'ctx>, g: &Sm90Gemm, depths: Value<'ctx>) -> Value<'ctx> {
    match g.element.size() {
        1 => k.div(depths, k.u32(2)),
        s => k.mul(depths, k.u32(s as u32 / 2)),
    }
}

/// The `wgmma` descriptor of the swizzled tile at shared byte address `at`
/// (see [`wgmma_descriptor`], and [`wgmma_descriptor_n_major`] for an
/// MN-major one, `n_major`), computed in the kernel.
fn descriptor<'ctx>(k: &KernelBuilder<'_, 'ctx>, at: Value<'ctx>, n_major: bool) -> Value<'ctx> {
    let fixed = k.u64(if n_major {
        wgmma_descriptor_n_major(0)
    } else {
        wgmma_descriptor(0)
    });
    let addr = k.cast(k.and(k.shr(at, k.u32(4)), k.u32(0x3fff)), ScalarType::U64);
    k.or(fixed, addr)
}

/// The operation this kernel's inner loop issues; why not, for an element
/// type or operand majors it does not take (see [`check`]).
pub fn op(g: &Sm90Gemm) -> Result<WgmmaOp, String> {
    if g.is_fp8() {
        if g.a_m_major() || g.b_n_major() {
            return Err(format!(
                "{g:?}: 8-bit float matrices are both K-major (A row-major, B given as Bᵀ)"
            ));
        }
        let (a, b) = g.fp8;
        return Ok(WgmmaOp::Fp8K128 {
            n: g.bn,
            pending: g.pending,
            a,
            b,
        });
    }
    WgmmaOp::k_block(g.element, g.bn, g.pending, (g.a_m_major(), g.b_n_major()))
}
