//! A CUDA warp's `mma.sync` ([`gpujit_ir::mma::warp`]) on AMD's matrix
//! instructions: `v_mfma_f32_16x16x16{f16,bf16_1k}` and
//! `v_mfma_f32_16x16x8_xf32` on CDNA (wave64), `v_wmma_f32_16x16x16_{f16,bf16}`
//! on RDNA3/3.5/4 (wave32).
//!
//! # How a warp's tile is laid onto the instruction
//!
//! The instruction computes `Dh = X·Y` on 16×16 tiles (depth 16, or 8 for
//! `xf32`). A warp's `D (16×8) = A·B` is computed transposed,
//! `Dᵀ = Bᵀ·Aᵀ`: `X`'s rows are `B`'s columns `n` (8 of the 16 rows, the
//! others zero), `Y`'s columns are `A`'s rows. The depth is permuted so that
//! each lane reads its inputs from as few PTX lanes as it can (a sum does not
//! care about the order of its terms; [`Embed::depth`]), and `B`'s columns
//! are given rows so that each PTX lane reads its results from two
//! registers at most ([`Embed::row`]). On wave64, a wave holds two CUDA
//! warps: each has its own instruction ("pass"), its rows landing in its own
//! 32 lanes, and every lane of the wave supplies data for both passes.
//! `C` is added to the product afterwards, in PTX's layout.
//!
//! Lanes exchange values with `ds_bpermute`, which reads across the whole
//! wave. Each value's source lane is an affine function of the lane's bits,
//! found from the layouts when the intrinsic is lowered ([`fit`]).
//!
//! Matrix instructions read every lane's registers. The path is taken only
//! when the whole wave executes the `mma` (a ballot of all lanes), which is
//! what `mma.sync.aligned` promises for one warp; where the wave is partly
//! inactive (a block of 32 threads on wave64, or the two warps of a wave at
//! different points of a branch) the lane-by-lane computation runs
//! ([`gpujit_ir::mma::warp::lower_lanes`]). Both give the exact sum whenever
//! every partial sum is representable in `f32`; otherwise the last bits may
//! differ, as the portable matrix operation's contract says.

use gpujit_ir::IrError;
use gpujit_ir::inkwell::IntPredicate;
use gpujit_ir::inkwell::types::BasicTypeEnum;
use gpujit_ir::inkwell::values::{BasicValueEnum, IntValue, VectorValue};
use gpujit_ir::lower::LowerCx;
use gpujit_ir::mma::warp::{WarpMma, half16, lower_lanes, tf32_value};
use gpujit_ir::mma::{FragLayout, FragmentUse, MmaInput, MmaKind};

use crate::arch::Matrix;
use crate::lower::llvm_err;

/// How one warp's `mma` kind is laid onto one processor's instruction.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Embed {
    matrix: Matrix,
    wave: u32,
    warp: WarpMma,
    hw: MmaKind,
    a: FragLayout,
    b: FragLayout,
    acc: FragLayout,
}

/// Where a lane of the wave reads one value: source lane (of the wave),
/// register and half (`None`: the whole 32 bits). `None`: zero.
type Source = Option<(u32, usize, Option<u32>)>;

impl Embed {
    /// The embedding, or `None` where the processor has no instruction for
    /// the kind (then every `mma` is computed lane by lane).
    pub(crate) fn new(matrix: Matrix, wave: u32, warp: WarpMma) -> Option<Embed> {
        let hw = warp.hardware()?;
        let at = |u| matrix.layout(hw, u, wave);
        let e = Embed {
            matrix,
            wave,
            warp,
            hw,
            a: at(FragmentUse::A)?,
            b: at(FragmentUse::B)?,
            acc: at(FragmentUse::Accumulator)?,
        };
        (e.warp.m == 16).then_some(e)
    }

    /// CUDA warps per wave: one instruction each.
    fn passes(&self) -> u32 {
        self.wave / 32
    }

    /// The warp's depth index of the instruction's depth `kappa` (`None`:
    /// beyond the warp's `k`, a zero term).
    fn depth(&self, kappa: u32) -> Option<u32> {
        let c = match (self.matrix, self.hw.input) {
            // Lane quarter q holds depths 4q..4q+3: PTX lane t = q holds
            // 2q, 2q+1 (register pair 0) and 2q+8, 2q+9 (pair 1).
            (Matrix::Mfma { .. }, MmaInput::TF32) => kappa / 2 + 4 * (kappa % 2),
            (Matrix::Mfma { .. }, _) => {
                let (q, i) = (kappa / 4, kappa % 4);
                2 * q + i % 2 + 8 * (i / 2)
            }
            // Element 4t + 2s + j of a row: PTX lane t, register pair s.
            (Matrix::Wmma11, _) => {
                let (t, s, j) = (kappa / 4, (kappa / 2) % 2, kappa % 2);
                2 * t + j + 8 * s
            }
            // Lane half h, element 4s' + 2s + j: PTX lane 2h + s', pair s.
            _ => {
                let (h, i) = (kappa / 8, kappa % 8);
                let (s2, s, j) = (i / 4, (i / 2) % 2, i % 2);
                4 * h + 2 * s2 + j + 8 * s
            }
        };
        (c < self.warp.k).then_some(c)
    }

    /// The instruction's row of the warp's column `n` of `D`, in `pass`.
    fn row(&self, n: u32, pass: u32) -> u32 {
        let (t, j) = (n / 2, n % 2);
        match self.matrix {
            Matrix::Mfma { .. } => n + 8 * pass,
            Matrix::Wmma11 => 2 * (2 * j + t / 2) + t % 2,
            _ => 8 * (t % 2) + 2 * j + t / 2,
        }
    }

    /// The warp's column of `D` at the instruction's row `r` in `pass`.
    fn column(&self, r: u32, pass: u32) -> Option<u32> {
        (0..8).find(|&n| self.row(n, pass) == r)
    }

    /// Where lane `l` reads element `i` of the instruction's `X` operand in
    /// `pass`: `B[depth][column]` of that pass's warp.
    fn x_source(&self, l: u32, i: u32, pass: u32) -> Source {
        let (r, kappa) = self.a.coord(l, i);
        let n = self.column(r, pass)?;
        let c = self.depth(kappa)?;
        let at = self.warp.b_at(c, n);
        Some((32 * pass + at.lane, at.reg, at.half))
    }

    /// Where lane `l` reads element `i` of `Y` in `pass`: `A[row][depth]`.
    fn y_source(&self, l: u32, i: u32, pass: u32) -> Source {
        let (kappa, col) = self.b.coord(l, i);
        let c = self.depth(kappa)?;
        let at = self.warp.a_at(col, c);
        Some((32 * pass + at.lane, at.reg, at.half))
    }

    /// Where lane `l` reads its `D` register `j`: the instruction's result
    /// element holding `D[g + 8(j/2)][2t + j%2]` of its warp.
    fn d_source(&self, l: u32, j: u32) -> Source {
        let (pass, lane) = (l / 32, l % 32);
        let (g, t) = (lane / 4, lane % 4);
        let (row, col) = (g + 8 * (j / 2), 2 * t + j % 2);
        let want = (self.row(col, pass), row);
        (0..self.wave).find_map(|h| {
            (0..self.acc.len)
                .find(|&e| self.acc.coord(h, e) == want)
                .map(|e| (h, e as usize, None))
        })
    }
}

/// `f(l)` as `c + Σ w_b · bit_b(l)` over the lanes where it is defined:
/// `(c, w)`, or `None` where no such sum gives every defined value.
pub(crate) fn fit(values: &[Option<u32>]) -> Option<(i64, Vec<i64>)> {
    let bits = values.len().trailing_zeros() as usize;
    let v = |l: usize| values[l].map(i64::from);
    let first = values.iter().position(Option::is_some)?;
    let mut w = vec![0i64; bits];
    for (b, wb) in w.iter_mut().enumerate() {
        let bit = 1usize << b;
        if let Some(l) =
            (0..values.len()).find(|&l| l & bit == 0 && v(l).is_some() && v(l | bit).is_some())
        {
            *wb = v(l | bit)? - v(l)?;
        }
    }
    let sum = |l: usize| -> i64 { (0..bits).map(|b| w[b] * ((l >> b) & 1) as i64).sum() };
    let c = v(first)? - sum(first);
    (0..values.len())
        .all(|l| v(l).is_none_or(|x| x == c + sum(l)))
        .then_some((c, w))
}

/// Builds the wave's exchanges.
struct Lanes<'a, 'b, 'ctx> {
    cx: &'a LowerCx<'b, 'ctx>,
    lane: IntValue<'ctx>,
    wave: u32,
}

impl<'ctx> Lanes<'_, '_, 'ctx> {
    fn i32c(&self, v: i64) -> IntValue<'ctx> {
        self.cx.ctx.i32_type().const_int(v as u64, true)
    }

    /// Whether this lane is in `mask` (bit `l` for lane `l`).
    fn is_in(&self, mask: u64) -> Result<IntValue<'ctx>, IrError> {
        let (b, i64t) = (self.cx.builder, self.cx.ctx.i64_type());
        let l = b
            .build_int_z_extend(self.lane, i64t, "")
            .map_err(llvm_err)?;
        let s = b
            .build_right_shift(i64t.const_int(mask, false), l, false, "")
            .map_err(llvm_err)?;
        let s = b
            .build_and(s, i64t.const_int(1, false), "")
            .map_err(llvm_err)?;
        b.build_int_compare(IntPredicate::NE, s, i64t.const_zero(), "")
            .map_err(llvm_err)
    }

    fn mask(&self, f: impl Fn(u32) -> bool) -> u64 {
        (0..self.wave).filter(|&l| f(l)).fold(0, |m, l| m | 1 << l)
    }

    /// The 32 bits `regs[reg]` of the source lane each lane's `source`
    /// names, shifted down by 16 where it names the high half; zero where
    /// it names nothing.
    fn gather(
        &self,
        regs: &[IntValue<'ctx>],
        source: impl Fn(u32) -> Source,
    ) -> Result<IntValue<'ctx>, IrError> {
        let (b, cx) = (self.cx.builder, self.cx);
        let table: Vec<Source> = (0..self.wave).map(&source).collect();
        let lanes: Vec<Option<u32>> = table.iter().map(|s| s.map(|x| x.0)).collect();
        if lanes.iter().all(Option::is_none) {
            return Ok(self.i32c(0));
        }
        let Some((c, w)) = fit(&lanes) else {
            return Err(llvm_err(
                "a warp mma's source lanes are not affine in the lane",
            ));
        };
        // ds_bpermute takes the source lane's byte address.
        let mut addr = self.i32c(4 * c);
        for (bit, wb) in w.iter().enumerate().filter(|(_, wb)| **wb != 0) {
            let x = b
                .build_right_shift(self.lane, self.i32c(bit as i64), false, "")
                .map_err(llvm_err)?;
            let x = b.build_and(x, self.i32c(1), "").map_err(llvm_err)?;
            let x = b
                .build_int_mul(x, self.i32c(4 * wb), "")
                .map_err(llvm_err)?;
            addr = b.build_int_add(addr, x, "").map_err(llvm_err)?;
        }
        let mut regs_used: Vec<usize> = table.iter().flatten().map(|s| s.1).collect();
        regs_used.sort_unstable();
        regs_used.dedup();
        let mut value: Option<IntValue<'ctx>> = None;
        for &r in &regs_used {
            let i32t = cx.ctx.i32_type();
            let v = cx
                .call(
                    "llvm.amdgcn.ds.bpermute",
                    i32t.fn_type(&[i32t.into(), i32t.into()], false),
                    &[addr.into(), regs[r].into()],
                )?
                .ok_or_else(|| llvm_err("ds.bpermute returned nothing"))?
                .into_int_value();
            value = Some(match value {
                None => v,
                Some(prev) => {
                    let here =
                        self.is_in(self.mask(|l| table[l as usize].is_some_and(|s| s.1 == r)))?;
                    b.build_select(here, v, prev, "")
                        .map_err(llvm_err)?
                        .into_int_value()
                }
            });
        }
        let Some(mut v) = value else {
            return Ok(self.i32c(0));
        };
        let high = self.mask(|l| table[l as usize].is_some_and(|s| s.2 == Some(1)));
        if high != 0 {
            let by16 = b
                .build_right_shift(v, self.i32c(16), false, "")
                .map_err(llvm_err)?;
            let all = self.mask(|l| table[l as usize].is_some());
            v = if high == all {
                by16
            } else {
                let h = self.is_in(high)?;
                b.build_select(h, by16, v, "")
                    .map_err(llvm_err)?
                    .into_int_value()
            };
        }
        let defined = self.mask(|l| table[l as usize].is_some());
        if defined != self.mask(|_| true) {
            let d = self.is_in(defined)?;
            v = b
                .build_select(d, v, self.i32c(0), "")
                .map_err(llvm_err)?
                .into_int_value();
        }
        Ok(v)
    }
}

/// The registers of operand `i` (32-bit integers or floats) as `i32`s.
fn operand_bits<'ctx>(cx: &LowerCx<'_, 'ctx>, i: u32) -> Result<Vec<IntValue<'ctx>>, IrError> {
    let v = cx.param(i)?.into_vector_value();
    let i32t = cx.ctx.i32_type();
    (0..v.get_type().get_size())
        .map(|j| {
            let x = cx
                .builder
                .build_extract_element(v, i32t.const_int(u64::from(j), false), "")
                .map_err(llvm_err)?;
            Ok(cx
                .builder
                .build_bit_cast(x, i32t, "")
                .map_err(llvm_err)?
                .into_int_value())
        })
        .collect()
}

/// AMD's body of the warp matrix intrinsic: the matrix instructions where
/// the processor has the kind and the whole wave takes part, lane by lane
/// otherwise. `lane` computes the lane id, `active` the wave's active lanes
/// (a 64-bit ballot).
pub(crate) fn lower<'ctx>(
    matrix: Matrix,
    wave: u32,
    warp: WarpMma,
    cx: &LowerCx<'_, 'ctx>,
    lane: impl Fn() -> Result<IntValue<'ctx>, IrError>,
    active: impl Fn() -> Result<IntValue<'ctx>, IrError>,
) -> Result<BasicValueEnum<'ctx>, IrError> {
    let Some(e) = Embed::new(matrix, wave, warp) else {
        return lower_lanes(warp, cx);
    };
    let (b, ctx) = (cx.builder, cx.ctx);
    let i64t = ctx.i64_type();
    let full_mask = if wave == 64 {
        u64::MAX
    } else {
        u64::from(u32::MAX)
    };
    let full = b
        .build_int_compare(
            IntPredicate::EQ,
            active()?,
            i64t.const_int(full_mask, false),
            "",
        )
        .map_err(llvm_err)?;
    let (fast, slow, join) = (
        ctx.append_basic_block(cx.function, "matrix"),
        ctx.append_basic_block(cx.function, "lanes"),
        ctx.append_basic_block(cx.function, "join"),
    );
    b.build_conditional_branch(full, fast, slow)
        .map_err(llvm_err)?;
    b.position_at_end(fast);
    let d_fast = matrix_path(&e, cx, lane()?)?;
    let fast_end = b.get_insert_block().ok_or_else(|| llvm_err("no block"))?;
    b.build_unconditional_branch(join).map_err(llvm_err)?;
    b.position_at_end(slow);
    let d_slow = lower_lanes(warp, cx)?;
    let slow_end = b.get_insert_block().ok_or_else(|| llvm_err("no block"))?;
    b.build_unconditional_branch(join).map_err(llvm_err)?;
    b.position_at_end(join);
    let phi = b.build_phi(d_slow.get_type(), "d").map_err(llvm_err)?;
    phi.add_incoming(&[(&d_fast, fast_end), (&d_slow, slow_end)]);
    Ok(phi.as_basic_value())
}

/// The matrix-instruction path, the whole wave active.
fn matrix_path<'ctx>(
    e: &Embed,
    cx: &LowerCx<'_, 'ctx>,
    lane: IntValue<'ctx>,
) -> Result<BasicValueEnum<'ctx>, IrError> {
    let (b, ctx) = (cx.builder, cx.ctx);
    let i32t = ctx.i32_type();
    let lanes = Lanes {
        cx,
        lane,
        wave: e.wave,
    };
    let (a_regs, b_regs) = (operand_bits(cx, 0)?, operand_bits(cx, 1)?);
    let c = cx.param(2)?.into_vector_value();
    let pass_of_lane = b
        .build_right_shift(lane, i32t.const_int(5, false), false, "")
        .map_err(llvm_err)?;
    let acc_ty = e.hw.vector_type(ctx, FragmentUse::Accumulator);
    let mut mine = acc_ty.const_zero();
    for pass in 0..e.passes() {
        let x = fragment(cx, e.hw, FragmentUse::A, e.a.len, |i| {
            lanes.gather(&b_regs, |l| e.x_source(l, i, pass))
        })?;
        let y = fragment(cx, e.hw, FragmentUse::B, e.b.len, |i| {
            lanes.gather(&a_regs, |l| e.y_source(l, i, pass))
        })?;
        let d = crate::mma::mma_on(
            cx,
            e.matrix,
            e.hw,
            (e.a.len, e.b.len, e.acc.len),
            (x, y, acc_ty.const_zero()),
        )?;
        mine = if e.passes() == 1 {
            d
        } else {
            let here = b
                .build_int_compare(
                    IntPredicate::EQ,
                    pass_of_lane,
                    i32t.const_int(u64::from(pass), false),
                    "",
                )
                .map_err(llvm_err)?;
            b.build_select(here, d, mine, "")
                .map_err(llvm_err)?
                .into_vector_value()
        };
    }
    // Each lane's D registers from the results, plus C.
    let results: Vec<IntValue<'ctx>> = (0..e.acc.len)
        .map(|j| {
            let x = b
                .build_extract_element(mine, i32t.const_int(u64::from(j), false), "")
                .map_err(llvm_err)?;
            Ok(b.build_bit_cast(x, i32t, "")
                .map_err(llvm_err)?
                .into_int_value())
        })
        .collect::<Result<_, IrError>>()?;
    let mut out = c.get_type().get_undef();
    for j in 0..c.get_type().get_size() {
        let idx = i32t.const_int(u64::from(j), false);
        let bits = lanes.gather(&results, |l| e.d_source(l, j))?;
        let prod = b
            .build_bit_cast(bits, ctx.f32_type(), "")
            .map_err(llvm_err)?
            .into_float_value();
        let cj = b
            .build_extract_element(c, idx, "")
            .map_err(llvm_err)?
            .into_float_value();
        let sum = b.build_float_add(cj, prod, "").map_err(llvm_err)?;
        out = b
            .build_insert_element(out, sum, idx, "")
            .map_err(llvm_err)?;
    }
    Ok(out.into())
}

/// A fragment of `use_` of `kind` whose element `i < len` is `element(i)`
/// (32 bits gathered: a 16-bit input in the low half, or a `tf32`), the
/// others zero.
fn fragment<'ctx>(
    cx: &LowerCx<'_, 'ctx>,
    kind: MmaKind,
    use_: FragmentUse,
    len: u32,
    element: impl Fn(u32) -> Result<IntValue<'ctx>, IrError>,
) -> Result<VectorValue<'ctx>, IrError> {
    let (b, ctx) = (cx.builder, cx.ctx);
    let vty = kind.vector_type(ctx, use_);
    let ety: BasicTypeEnum = vty.get_element_type();
    let i32t = ctx.i32_type();
    let mut v = vty.const_zero();
    for i in 0..len {
        let bits = element(i)?;
        let x = match kind.input {
            // The hardware reads tf32's 19 bits; drop the rest, as NVIDIA does.
            MmaInput::TF32 => tf32_value(b, bits)?.into(),
            _ => {
                let h = half16(cx, bits, 0)?;
                b.build_bit_cast(h, ety, "").map_err(llvm_err)?
            }
        };
        v = b
            .build_insert_element(v, x, i32t.const_int(u64::from(i), false), "")
            .map_err(llvm_err)?;
    }
    Ok(v)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arch::MFMA_942;

    fn embeds() -> Vec<Embed> {
        let mut v = Vec::new();
        for (m, wave) in [(MFMA_942, 64), (Matrix::Wmma11, 32), (Matrix::Wmma12, 32)] {
            for w in WarpMma::ALL {
                if let Some(e) = Embed::new(m, wave, w) {
                    v.push(e);
                }
            }
        }
        v
    }

    /// Each pass's product is the warp's: every (depth, column) of `B` and
    /// (row, depth) of `A` reaches the instruction exactly once, from the
    /// pass's own warp; and each lane's `D` registers come from its own
    /// warp's rows.
    #[test]
    fn embeddings_cover_the_warp_tiles() {
        let found = embeds();
        // f16, bf16 on all three; tf32 on CDNA only.
        assert_eq!(found.len(), 4 * 3 + 2, "{found:?}");
        for e in found {
            let w = e.warp;
            for pass in 0..e.passes() {
                let mut x_seen = std::collections::HashMap::new();
                let mut y_seen = std::collections::HashMap::new();
                for l in 0..e.wave {
                    for i in 0..e.a.len {
                        let (r, kappa) = e.a.coord(l, i);
                        if let Some(s) = e.x_source(l, i, pass) {
                            assert_eq!(s.0 / 32, pass, "{w} {:?}", e.matrix);
                            *x_seen.entry((r, kappa)).or_insert(0) += 1;
                        }
                    }
                    for i in 0..e.b.len {
                        let (kappa, col) = e.b.coord(l, i);
                        if let Some(s) = e.y_source(l, i, pass) {
                            assert_eq!(s.0 / 32, pass);
                            *y_seen.entry((kappa, col)).or_insert(0) += 1;
                        }
                    }
                }
                let copies = e.matrix.copies(FragmentUse::A);
                assert_eq!(x_seen.len() as u32, 8 * w.k, "{w} {:?}", e.matrix);
                assert!(x_seen.values().all(|&n| n == copies));
                assert_eq!(y_seen.len() as u32, 16 * w.k, "{w} {:?}", e.matrix);
                assert!(y_seen.values().all(|&n| n == copies));
                // The depth permutation is one: each depth of the warp once.
                let mut depths: Vec<u32> = (0..e.hw.k).filter_map(|k| e.depth(k)).collect();
                depths.sort_unstable();
                assert_eq!(depths, (0..w.k).collect::<Vec<_>>());
            }
            for l in 0..e.wave {
                for j in 0..4 {
                    let (h, _, _) = e.d_source(l, j).expect("every D register has a source");
                    assert_eq!(h / 32, l / 32, "{w} {:?} lane {l}", e.matrix);
                }
            }
        }
    }

    /// Every exchange's source lanes are affine in the lane's bits, and
    /// each value comes from at most two registers.
    #[test]
    fn every_exchange_fits() {
        for e in embeds() {
            let check = |f: &dyn Fn(u32) -> Source| {
                let t: Vec<Source> = (0..e.wave).map(f).collect();
                let lanes: Vec<Option<u32>> = t.iter().map(|s| s.map(|x| x.0)).collect();
                assert!(
                    lanes.iter().all(Option::is_none) || fit(&lanes).is_some(),
                    "{} {:?}: {lanes:?}",
                    e.warp,
                    e.matrix
                );
                let mut regs: Vec<usize> = t.iter().flatten().map(|s| s.1).collect();
                regs.sort_unstable();
                regs.dedup();
                assert!(regs.len() <= 2, "{} {:?}: {regs:?}", e.warp, e.matrix);
            };
            for pass in 0..e.passes() {
                for i in 0..e.a.len {
                    check(&|l| e.x_source(l, i, pass));
                }
                for i in 0..e.b.len {
                    check(&|l| e.y_source(l, i, pass));
                }
            }
            for j in 0..4 {
                check(&|l| e.d_source(l, j));
            }
        }
    }

    #[test]
    fn fit_finds_affine_maps_and_refuses_others() {
        let v: Vec<Option<u32>> = (0..64).map(|l| Some(4 * (l & 7) + (l >> 4))).collect();
        let (c, w) = fit(&v).expect("affine");
        assert_eq!(c, 0);
        assert_eq!(&w[..6], &[4, 8, 16, 0, 1, 2]);
        let half: Vec<Option<u32>> = (0..64).map(|l| (l & 8 != 0).then_some(l + 3)).collect();
        assert!(fit(&half).is_some());
        let square: Vec<Option<u32>> = (0..64).map(|l| Some(l * l)).collect();
        assert!(fit(&square).is_none());
    }
}
