//! Warp matrix operations beyond the portable `mma.sync` kinds: CUDA's
//! `nvcuda::wmma` (PTX `wmma.load`, `wmma.store`, `wmma.mma`, from inline
//! asm, from the `llvm.nvvm.wmma.*` intrinsics and from PTX), `mma.sync`
//! with `f16` accumulators, and `mma.sync` on 8-bit integers.
//!
//! A `wmma` fragment's lane layout is the implementation's own (CUDA
//! leaves it unspecified), so every target here uses the layout of the
//! `mma.sync` tiles that compute it: a fragment is the tiles' registers in
//! order (for `A`, its 16-row blocks; for `B`, its 8-column blocks; for
//! `C`/`D`, each 16×8 block, rows first), each register holding the
//! elements PTX's `mma.sync` layout gives it. Shapes with 8 rows use the
//! tiles' first 8 rows; `f16` `A` and `B` fragments, which PTX declares
//! with 8 registers whatever they hold, repeat their registers. Loads,
//! stores and element-wise code agree on it, so whole-fragment code runs
//! the same on every target; code that assumes NVIDIA's own placement of
//! fragment elements does not.
//!
//! The products go through the portable warp matrix intrinsic
//! ([`crate::mma::warp`]) where its kinds cover them (`f16`, `bf16`,
//! `tf32`, `f64`; `f16` accumulators are widened to `f32` and rounded back
//! once); 8-bit integer products are computed lane by lane from 32-lane
//! shuffles, exactly, wrapping or (`.satfinite`) saturating.

use inkwell::IntPredicate;
use inkwell::values::{BasicMetadataValueEnum, FloatValue, IntValue};

use super::float::{Rounding, narrow};
use super::warp::read_lane;
use super::{Refusal, Res, Tx, op, unsupported};
use crate::Intrinsic;
use crate::mma::{MmaInput, WarpMma};
use crate::nvvm::ptx::{Instruction, Operand};

/// An element type of a fragment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum El {
    F16,
    Bf16,
    Tf32,
    F64,
    S8,
    U8,
    F32,
    S32,
}

impl El {
    fn parse(s: &str) -> Option<El> {
        Some(match s {
            "f16" => El::F16,
            "bf16" => El::Bf16,
            "tf32" => El::Tf32,
            "f64" => El::F64,
            "s8" => El::S8,
            "u8" => El::U8,
            "f32" => El::F32,
            "s32" => El::S32,
            _ => return None,
        })
    }

    /// Bits of one element in memory.
    fn bits(self) -> u32 {
        match self {
            El::F16 | El::Bf16 => 16,
            El::Tf32 | El::F32 | El::S32 => 32,
            El::F64 => 64,
            El::S8 | El::U8 => 8,
        }
    }

    /// Elements per register.
    fn per_reg(self) -> u32 {
        match self {
            El::F64 => 1,
            e => 32 / e.bits(),
        }
    }

    fn reg_bits(self) -> u32 {
        if self == El::F64 { 64 } else { 32 }
    }

    fn is_int(self) -> bool {
        matches!(self, El::S8 | El::U8)
    }
}

/// Which operand of a product.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mat {
    A,
    B,
    C,
}

/// A product `M×N×K` on inputs `input` with `acc` accumulators, computed
/// as tiles of one `mma.sync`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Shape {
    m: u32,
    n: u32,
    k: u32,
    input: El,
}

impl Shape {
    fn parse(s: &str, input: El) -> Option<Shape> {
        let rest = s.strip_prefix('m')?;
        let (m, rest) = rest.split_once('n')?;
        let (n, k) = rest.split_once('k')?;
        Some(Shape {
            m: m.parse().ok()?,
            n: n.parse().ok()?,
            k: k.parse().ok()?,
            input,
        })
    }

    /// Rows of one tile: 8 for `f64`, else 16.
    fn tile_m(self) -> u32 {
        if self.input == El::F64 { 8 } else { 16 }
    }

    /// Depth of one tile's instruction.
    fn tile_k(self) -> u32 {
        match self.input {
            El::Tf32 => 8,
            El::F64 => 4,
            _ => 16,
        }
    }

    fn check(self, what: &str) -> Res<()> {
        let ok = match self.input {
            El::F16 | El::Bf16 | El::S8 | El::U8 => {
                matches!(
                    (self.m, self.n, self.k),
                    (16, 16, 16) | (32, 8, 16) | (8, 32, 16)
                ) || (self.input.is_int()
                    && matches!(
                        (self.m, self.n, self.k),
                        (16, 8, 32) | (16, 8, 16) | (8, 8, 16)
                    ))
                    || (!self.input.is_int()
                        && matches!((self.m, self.n, self.k), (16, 8, 16) | (16, 8, 8)))
            }
            El::Tf32 => matches!(
                (self.m, self.n, self.k),
                (16, 16, 8) | (16, 8, 8) | (16, 8, 4)
            ),
            El::F64 => (self.m, self.n, self.k) == (8, 8, 4),
            _ => false,
        };
        if ok {
            Ok(())
        } else {
            Err(Refusal::TensorCore(what.to_string()))
        }
    }

    /// Registers of one tile's operand (`acc` for `C`).
    fn tile_regs(self, mat: Mat, acc: El) -> u32 {
        let tm = self.tile_m();
        match mat {
            Mat::A => tm * self.k.min(self.tile_k_for_a()) / 32 / self.input.per_reg(),
            Mat::B => self.k.min(self.tile_k_for_a()) * 8 / 32 / self.input.per_reg(),
            Mat::C => tm * 8 / 32 / acc.per_reg(),
        }
    }

    /// Depth of one tile: the whole `K` for 8-bit integers (one
    /// `m16n8k32` or `m16n8k16`), else [`Shape::tile_k`] or less.
    fn tile_k_for_a(self) -> u32 {
        if self.input.is_int() {
            self.k
        } else {
            self.tile_k().min(self.k)
        }
    }

    /// Whether the shape has 8 rows on tiles of 16 (only their first 8
    /// rows are used).
    fn half_rows(self) -> bool {
        self.m == 8 && self.tile_m() == 16
    }

    /// Tiles along `M`, `N` and `K`.
    fn tiles(self) -> (u32, u32, u32) {
        let kt = self.tile_k_for_a();
        (self.m.div_ceil(self.tile_m()), self.n / 8, self.k / kt)
    }

    /// The (tile, register) pairs a fragment holds, in order.
    fn layout(self, mat: Mat, acc: El) -> Vec<(u32, u32)> {
        let (mt, nt, kt) = self.tiles();
        let regs = self.tile_regs(mat, acc);
        let kept = |r: u32| -> bool {
            if !self.half_rows() {
                return true;
            }
            // The registers of rows g + 8 are left out.
            match (mat, acc) {
                (Mat::A, _) => self.a_coord(r, 0, 0, 0).0 < 8,
                (Mat::C, _) => self.c_coord(r, 0, 0, 0, acc).0 < 8,
                (Mat::B, _) => true,
            }
        };
        let mut out = Vec::new();
        match mat {
            Mat::A => {
                for mb in 0..mt {
                    for kb in 0..kt {
                        for r in (0..regs).filter(|r| kept(*r)) {
                            out.push((mb * kt + kb, r));
                        }
                    }
                }
            }
            Mat::B => {
                for nb in 0..nt {
                    for kb in 0..kt {
                        for r in 0..regs {
                            out.push((nb * kt + kb, r));
                        }
                    }
                }
            }
            Mat::C => {
                for mb in 0..mt {
                    for nb in 0..nt {
                        for r in (0..regs).filter(|r| kept(*r)) {
                            out.push((mb * nt + nb, r));
                        }
                    }
                }
            }
        }
        out
    }

    /// (row, k) of element `e` of `A` register `r` of lane (g, t), within
    /// a tile.
    fn a_coord(self, r: u32, e: u32, g: u32, t: u32) -> (u32, u32) {
        match self.input {
            El::F16 | El::Bf16 => (g + 8 * (r & 1), 2 * t + e + 8 * (r >> 1)),
            El::Tf32 => (g + 8 * (r & 1), t + 4 * (r >> 1)),
            El::F64 => (g, t),
            _ => (g + 8 * (r & 1), 16 * (r >> 1) + 4 * t + e),
        }
    }

    /// (k, column) of element `e` of `B` register `r`, within a tile.
    fn b_coord(self, r: u32, e: u32, g: u32, t: u32) -> (u32, u32) {
        match self.input {
            El::F16 | El::Bf16 => (2 * t + e + 8 * r, g),
            El::Tf32 => (t + 4 * r, g),
            El::F64 => (t, g),
            _ => (16 * r + 4 * t + e, g),
        }
    }

    /// (row, column) of element `e` of `C` register `r`, within a tile.
    fn c_coord(self, r: u32, e: u32, g: u32, t: u32, acc: El) -> (u32, u32) {
        match acc {
            // f16 pairs: register r holds row g + 8r, columns 2t, 2t + 1.
            El::F16 => (g + 8 * r, 2 * t + e),
            El::F64 => (g, 2 * t + r),
            _ => (g + 8 * (r >> 1), 2 * t + (r & 1)),
        }
    }
}

/// The lane's (g, t) as values.
fn lane_gt<'ctx>(tx: &Tx<'_, 'ctx>) -> Res<(IntValue<'ctx>, IntValue<'ctx>)> {
    let lane = tx.l.lane32()?;
    let g = tx.b().build_right_shift(lane, tx.c(32, 2), false, "")?;
    let t = tx.b().build_and(lane, tx.c(32, 3), "")?;
    Ok((g, t))
}

/// `a*g + b*t + c` for the lane.
fn lin<'ctx>(
    tx: &Tx<'_, 'ctx>,
    gt: (IntValue<'ctx>, IntValue<'ctx>),
    f: impl Fn(u32, u32) -> u32,
) -> Res<IntValue<'ctx>> {
    // Every coordinate is affine in g and t: read off its coefficients.
    let c = f(0, 0);
    let a = f(1, 0) - c;
    let b = f(0, 1) - c;
    let bld = tx.b();
    let x = bld.build_int_mul(gt.0, tx.c(32, u64::from(a)), "")?;
    let y = bld.build_int_mul(gt.1, tx.c(32, u64::from(b)), "")?;
    let s = bld.build_int_add(x, y, "")?;
    Ok(bld.build_int_add(s, tx.c(32, u64::from(c)), "")?)
}

/// The fragment's element types for matrix `mat` of a `wmma` instruction.
struct Frag {
    shape: Shape,
    mat: Mat,
    el: El,
}

impl Frag {
    /// Where element `e` of fragment register `(tile, r)` lies in the whole
    /// matrix, as (row, column) functions of (g, t).
    fn coord(&self, tile: u32, r: u32, e: u32, g: u32, t: u32) -> (u32, u32) {
        let s = self.shape;
        let (_, nt, kt) = s.tiles();
        match self.mat {
            Mat::A => {
                let (mb, kb) = (tile / kt, tile % kt);
                let (row, k) = s.a_coord(r, e, g, t);
                (row + s.tile_m() * mb, k + s.tile_k_for_a() * kb)
            }
            Mat::B => {
                let (nb, kb) = (tile / kt, tile % kt);
                let (k, col) = s.b_coord(r, e, g, t);
                (k + s.tile_k_for_a() * kb, col + 8 * nb)
            }
            Mat::C => {
                let (mb, nb) = (tile / nt, tile % nt);
                let (row, col) = s.c_coord(r, e, g, t, self.el);
                (row + s.tile_m() * mb, col + 8 * nb)
            }
        }
    }

    /// Rows and columns of the whole matrix.
    fn dims(&self) -> (u32, u32) {
        let s = self.shape;
        match self.mat {
            Mat::A => (s.m, s.k),
            Mat::B => (s.k, s.n),
            Mat::C => (s.m, s.n),
        }
    }
}

fn regs_of(o: &Operand) -> Vec<Operand> {
    match o {
        Operand::Vector(v) => v.clone(),
        one => vec![one.clone()],
    }
}

/// The byte offset of element (row, col) of a `row`- or column-major
/// matrix with leading dimension `ld` (elements).
fn offset<'ctx>(
    tx: &Tx<'_, 'ctx>,
    row: IntValue<'ctx>,
    col: IntValue<'ctx>,
    ld: IntValue<'ctx>,
    row_major: bool,
    bytes: u32,
) -> Res<IntValue<'ctx>> {
    let (outer, inner) = if row_major { (row, col) } else { (col, row) };
    let b = tx.b();
    let outer = b.build_int_z_extend(outer, tx.int_type(64), "")?;
    let inner = b.build_int_z_extend(inner, tx.int_type(64), "")?;
    let ld = b.build_int_z_extend(ld, tx.int_type(64), "")?;
    let i = b.build_int_mul(outer, ld, "")?;
    let i = b.build_int_add(i, inner, "")?;
    Ok(b.build_int_mul(i, tx.c(64, u64::from(bytes)), "")?)
}

/// Parses `wmma.{load,store}`'s modifiers: matrix, layout, shape, space,
/// element type.
fn parse_ldst(i: &Instruction) -> Res<(Frag, bool, Option<String>)> {
    let what = || Refusal::TensorCore(i.mnemonic());
    let mut mat = None;
    let mut row_major = None;
    let mut shape = None;
    let mut space = None;
    let mut el = None;
    for m in &i.modifiers {
        match m.as_str() {
            "load" | "store" | "sync" | "aligned" => {}
            "a" => mat = Some(Mat::A),
            "b" => mat = Some(Mat::B),
            "c" | "d" => mat = Some(Mat::C),
            "row" => row_major = Some(true),
            "col" => row_major = Some(false),
            "global" | "shared" | "shared::cta" => space = Some(m.clone()),
            s if s.starts_with('m') && s.contains('n') && s.contains('k') => {
                shape = Some(s.to_string())
            }
            s => el = Some(El::parse(s).ok_or_else(what)?),
        }
    }
    let (mat, row_major, shape, el) = match (mat, row_major, shape, el) {
        (Some(a), Some(b), Some(c), Some(d)) => (a, b, c, d),
        _ => return Err(what()),
    };
    // The shape's input type: A and B name it; C's accumulators imply one
    // that has the shape (f64 for f64, s8 for s32, f16 otherwise).
    let input = match (mat, el) {
        (Mat::C, El::F64) => El::F64,
        (Mat::C, El::S32) => El::S8,
        (Mat::C, El::F32) if shape == "m16n16k8" => El::Tf32,
        (Mat::C, _) => El::F16,
        (_, e) => e,
    };
    let shape = Shape::parse(&shape, input).ok_or_else(what)?;
    shape.check(&i.mnemonic())?;
    Ok((Frag { shape, mat, el }, row_major, space))
}

/// `wmma.load.{a,b,c}` and `wmma.store.d`.
fn load_store(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    let load = i.has("load");
    let (frag, row_major, space) = parse_ldst(i)?;
    let (regs_op, addr_op, stride_op) = if load {
        (op(i, 0)?, op(i, 1)?, i.operands.get(2))
    } else {
        (op(i, 1)?, op(i, 0)?, i.operands.get(2))
    };
    let regs = regs_of(regs_op);
    let layout = frag.shape.layout(frag.mat, frag.el);
    let reg_el = if frag.mat == Mat::C {
        frag.el
    } else {
        frag.shape.input
    };
    if regs.len() < layout.len() || (frag.mat == Mat::C && regs.len() != layout.len()) {
        return unsupported(format!(
            "`{}` with {} registers (the fragment has {})",
            i.mnemonic(),
            regs.len(),
            layout.len()
        ));
    }
    let base = super::mem::address_in(tx, addr_op, space.as_deref())?;
    let (rows, cols) = frag.dims();
    let ld = match stride_op {
        Some(s) => tx.int(s, 32)?,
        None => tx.c(32, u64::from(if row_major { cols } else { rows })),
    };
    let gt = lane_gt(tx)?;
    let ebits = reg_el.bits();
    let et = tx.int_type(ebits);
    let rbits = reg_el.reg_bits();
    let i8t = tx.ctx().i8_type();
    for (j, dst) in regs.iter().enumerate() {
        let (tile, r) = layout[j % layout.len()];
        let mut word = tx.c(rbits, 0);
        for e in 0..reg_el.per_reg() {
            let row = lin(tx, gt, |g, t| frag.coord(tile, r, e, g, t).0)?;
            let col = lin(tx, gt, |g, t| frag.coord(tile, r, e, g, t).1)?;
            let off = offset(tx, row, col, ld, row_major, ebits / 8)?;
            // SAFETY: inkwell marks GEP unsafe because an out-of-range offset
            // is UB in the generated code; the offset is within the tile the
            // program addresses.
            let at = unsafe { tx.b().build_gep(i8t, base, &[off], "") }?;
            if load {
                let v = tx.b().build_load(et, at, "")?.into_int_value();
                let v = tx
                    .b()
                    .build_int_z_extend_or_bit_cast(v, tx.int_type(rbits), "")?;
                let v = tx
                    .b()
                    .build_left_shift(v, tx.c(rbits, u64::from(e * ebits)), "")?;
                word = tx.b().build_or(word, v, "")?;
            } else {
                let w = tx.int(dst, rbits)?;
                let v =
                    tx.b()
                        .build_right_shift(w, tx.c(rbits, u64::from(e * ebits)), false, "")?;
                let v = tx.resize(v, ebits)?;
                tx.b().build_store(at, v)?;
            }
        }
        if load {
            tx.write_int(dst, word)?;
        }
    }
    Ok(())
}

/// `wmma.mma.sync.aligned.ALAYOUT.BLAYOUT.SHAPE.DTYPE.CTYPE` (`f16`
/// inputs) or `....DTYPE.ATYPE.BTYPE.CTYPE` (`{.satfinite}` for integers).
fn wmma_mma(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    let what = || Refusal::TensorCore(i.mnemonic());
    let types: Vec<El> = i.modifiers.iter().filter_map(|m| El::parse(m)).collect();
    let (d, a, b, c) = match types.as_slice() {
        [d, c] => (*d, El::F16, El::F16, *c),
        [d, a, b, c] => (*d, *a, *b, *c),
        _ => return Err(what()),
    };
    for m in &i.modifiers {
        let ok = matches!(
            m.as_str(),
            "mma" | "sync" | "aligned" | "row" | "col" | "satfinite" | "rn"
        ) || El::parse(m).is_some()
            || (m.starts_with('m') && m.contains('n') && m.contains('k'));
        if !ok {
            return Err(what());
        }
    }
    let shape_name = i
        .modifiers
        .iter()
        .find(|m| m.starts_with('m') && m.contains('n') && m.contains('k'))
        .ok_or_else(what)?;
    let shape = Shape::parse(shape_name, a).ok_or_else(what)?;
    shape.check(&i.mnemonic())?;
    let kinds_ok = match a {
        El::F16 => matches!(d, El::F16 | El::F32) && matches!(c, El::F16 | El::F32),
        El::Bf16 | El::Tf32 => d == El::F32 && c == El::F32 && b == a,
        El::F64 => d == El::F64 && c == El::F64 && b == a,
        El::S8 | El::U8 => d == El::S32 && c == El::S32 && b.is_int(),
        _ => false,
    };
    if !kinds_ok {
        return Err(what());
    }
    product(
        tx,
        shape,
        Kinds { d, b, c },
        [op(i, 1)?, op(i, 2)?, op(i, 3)?, op(i, 0)?],
        i.has("satfinite"),
        false,
    )
}

/// The element types of a product besides its input (`shape.input`).
#[derive(Clone, Copy)]
struct Kinds {
    d: El,
    b: El,
    c: El,
}

/// `D = A·B + C` on fragments laid out as [`Shape::layout`] says (or, for
/// `mma.sync`, one tile in PTX's registers): `ops` are A, B, C, D.
fn product<'ctx>(
    tx: &mut Tx<'_, 'ctx>,
    shape: Shape,
    kinds: Kinds,
    ops: [&Operand; 4],
    satfinite: bool,
    single_tile: bool,
) -> Res<()> {
    let a_layout = shape.layout(Mat::A, kinds.c);
    let b_layout = shape.layout(Mat::B, kinds.c);
    let c_layout = shape.layout(Mat::C, kinds.c);
    let d_layout = shape.layout(Mat::C, kinds.d);
    let (a_regs, b_regs, c_regs, d_regs) = (
        regs_of(ops[0]),
        regs_of(ops[1]),
        regs_of(ops[2]),
        regs_of(ops[3]),
    );
    // One `mma.sync` tile holds exactly its layout's registers (`m8n8k16`
    // keeps the first 8 rows of a 16-row tile: one A register, not two).
    let count_ok = if single_tile {
        a_regs.len() == a_layout.len() && b_regs.len() == b_layout.len()
    } else {
        a_regs.len() >= a_layout.len() && b_regs.len() >= b_layout.len()
    };
    if !count_ok || c_regs.len() != c_layout.len() || d_regs.len() != d_layout.len() {
        return unsupported("a matrix operand with another number of registers than its kind has");
    }
    let input = shape.input;
    let rbits = input.reg_bits();
    let (mt, nt, kt) = shape.tiles();
    let tile_a = shape.tile_regs(Mat::A, kinds.c);
    let tile_b = shape.tile_regs(Mat::B, kinds.c);
    let tile_c = shape.tile_regs(Mat::C, kinds.c);
    let tile_d = shape.tile_regs(Mat::C, kinds.d);
    for mb in 0..mt {
        for nb in 0..nt {
            // C as the accumulators of one m16n8 tile (4 values; 2 for f64).
            let ct = mb * nt + nb;
            let acc_n = if input == El::F64 { 2 } else { 4 };
            let mut acc: Vec<Acc<'ctx>> = Vec::new();
            match kinds.c {
                El::F16 => {
                    for r in 0..2 {
                        let w = if r < tile_c {
                            pick(tx, &c_layout, &c_regs, ct, r, 32)?
                        } else {
                            tx.c(32, 0)
                        };
                        for h in 0..2 {
                            acc.push(Acc::F(half_to_f32(tx, w, h)?));
                        }
                    }
                }
                El::S32 => {
                    for r in 0..acc_n {
                        acc.push(Acc::I(pick(tx, &c_layout, &c_regs, ct, r, 32)?));
                    }
                }
                El::F64 => {
                    for r in 0..acc_n {
                        let v = pick(tx, &c_layout, &c_regs, ct, r, 64)?;
                        acc.push(Acc::F(
                            tx.b()
                                .build_bit_cast(v, tx.ctx().f64_type(), "")?
                                .into_float_value(),
                        ));
                    }
                }
                _ => {
                    for r in 0..acc_n {
                        let v = pick(tx, &c_layout, &c_regs, ct, r, 32)?;
                        acc.push(Acc::F(
                            tx.b()
                                .build_bit_cast(v, tx.ctx().f32_type(), "")?
                                .into_float_value(),
                        ));
                    }
                }
            }
            for kb in 0..kt {
                let mut a = Vec::new();
                for r in 0..tile_a {
                    a.push(pick(tx, &a_layout, &a_regs, mb * kt + kb, r, rbits)?);
                }
                let mut b = Vec::new();
                for r in 0..tile_b {
                    b.push(pick(tx, &b_layout, &b_regs, nb * kt + kb, r, rbits)?);
                }
                acc = if input.is_int() {
                    int_tile(tx, shape, kinds.b, &a, &b, &acc, satfinite)?
                } else {
                    float_tile(tx, shape, &a, &b, &acc)?
                };
            }
            // D's kept registers of this tile.
            for r in 0..tile_d {
                let Some(j) = d_layout.iter().position(|p| *p == (ct, r)) else {
                    continue;
                };
                let v = match kinds.d {
                    El::F16 => {
                        let lo = f32_to_half(tx, acc[2 * r as usize].float()?)?;
                        let hi = f32_to_half(tx, acc[2 * r as usize + 1].float()?)?;
                        let lo = tx.resize(lo, 32)?;
                        let hi = tx.resize(hi, 32)?;
                        let hi = tx.b().build_left_shift(hi, tx.c(32, 16), "")?;
                        tx.b().build_or(hi, lo, "")?
                    }
                    El::S32 => acc[r as usize].int()?,
                    _ => {
                        let f = acc[r as usize].float()?;
                        let bits = super::float_bits(f.get_type());
                        tx.b()
                            .build_bit_cast(f, tx.int_type(bits), "")?
                            .into_int_value()
                    }
                };
                tx.write_int(&d_regs[j], v)?;
            }
        }
    }
    Ok(())
}

/// Tile register `r` of tile `tile` of a fragment laid out as `layout`:
/// its first register there, or zero (rows a shape leaves out).
fn pick<'ctx>(
    tx: &mut Tx<'_, 'ctx>,
    layout: &[(u32, u32)],
    regs: &[Operand],
    tile: u32,
    r: u32,
    bits: u32,
) -> Res<IntValue<'ctx>> {
    match layout.iter().position(|p| *p == (tile, r)) {
        Some(j) => tx.int(&regs[j], bits),
        None => Ok(tx.c(bits, 0)),
    }
}

/// One accumulator value.
#[derive(Clone, Copy)]
enum Acc<'ctx> {
    F(FloatValue<'ctx>),
    I(IntValue<'ctx>),
}

impl<'ctx> Acc<'ctx> {
    fn float(self) -> Res<FloatValue<'ctx>> {
        match self {
            Acc::F(f) => Ok(f),
            Acc::I(_) => Err(Refusal::Llvm(
                "an integer accumulator read as a float".into(),
            )),
        }
    }
    fn int(self) -> Res<IntValue<'ctx>> {
        match self {
            Acc::I(i) => Ok(i),
            Acc::F(_) => Err(Refusal::Llvm(
                "a float accumulator read as an integer".into(),
            )),
        }
    }
}

fn half_to_f32<'ctx>(tx: &Tx<'_, 'ctx>, w: IntValue<'ctx>, h: u32) -> Res<FloatValue<'ctx>> {
    let s = tx
        .b()
        .build_right_shift(w, tx.c(32, 16 * u64::from(h)), false, "")?;
    let s = tx.resize(s, 16)?;
    let x = tx
        .b()
        .build_bit_cast(s, tx.ctx().f16_type(), "")?
        .into_float_value();
    Ok(tx.b().build_float_ext(x, tx.ctx().f32_type(), "")?)
}

fn f32_to_half<'ctx>(tx: &Tx<'_, 'ctx>, x: FloatValue<'ctx>) -> Res<IntValue<'ctx>> {
    let h = narrow(tx, x, tx.ctx().f16_type(), Rounding::Rn)?;
    Ok(tx
        .b()
        .build_bit_cast(h, tx.int_type(16), "")?
        .into_int_value())
}

/// One `mma.sync` tile of `f16`/`bf16`/`tf32`/`f64` inputs through the
/// portable warp matrix intrinsic.
fn float_tile<'ctx>(
    tx: &mut Tx<'_, 'ctx>,
    shape: Shape,
    a: &[IntValue<'ctx>],
    b: &[IntValue<'ctx>],
    acc: &[Acc<'ctx>],
) -> Res<Vec<Acc<'ctx>>> {
    let (input, m) = match shape.input {
        El::F16 => (MmaInput::F16, 16),
        El::Bf16 => (MmaInput::BF16, 16),
        El::Tf32 => (MmaInput::TF32, 16),
        _ => (MmaInput::F64, 8),
    };
    let w = WarpMma::new(input, m, shape.tile_k_for_a());
    let i32t = tx.ctx().i32_type();
    let vec_of = |tx: &Tx<'_, 'ctx>, xs: &[IntValue<'ctx>]| -> Res<BasicMetadataValueEnum<'ctx>> {
        let t = xs[0].get_type().vec_type(xs.len() as u32);
        let mut v = t.get_undef();
        for (j, x) in xs.iter().enumerate() {
            v = tx
                .b()
                .build_insert_element(v, *x, i32t.const_int(j as u64, false), "")?;
        }
        Ok(v.into())
    };
    let floats: Vec<FloatValue<'ctx>> = acc.iter().map(|x| x.float()).collect::<Res<_>>()?;
    let ft = floats[0].get_type();
    let mut cv = ft.vec_type(floats.len() as u32).get_undef();
    for (j, x) in floats.iter().enumerate() {
        cv = tx
            .b()
            .build_insert_element(cv, *x, i32t.const_int(j as u64, false), "")?;
    }
    let args = [vec_of(tx, a)?, vec_of(tx, b)?, cv.into()];
    let f = Intrinsic::WarpMma(w).declare(tx.l.module);
    let out = tx
        .b()
        .build_call(f, &args, "")?
        .try_as_basic_value()
        .basic()
        .ok_or_else(|| Refusal::Llvm(format!("{} returned nothing", w.name())))?
        .into_vector_value();
    let mut res = Vec::new();
    for j in 0..floats.len() {
        res.push(Acc::F(
            tx.b()
                .build_extract_element(out, i32t.const_int(j as u64, false), "")?
                .into_float_value(),
        ));
    }
    Ok(res)
}

/// One 8-bit integer tile (`m16n8k16`, `m16n8k32`; rows `g` and `g + 8`,
/// columns `2t`, `2t + 1`), lane by lane: the rows of `A` and columns of
/// `B` read from the lanes holding them, the byte products summed exactly.
fn int_tile<'ctx>(
    tx: &mut Tx<'_, 'ctx>,
    shape: Shape,
    b_el: El,
    a: &[IntValue<'ctx>],
    b: &[IntValue<'ctx>],
    acc: &[Acc<'ctx>],
    satfinite: bool,
) -> Res<Vec<Acc<'ctx>>> {
    let a_signed = shape.input == El::S8;
    let b_signed = b_el == El::S8;
    let (g, t) = lane_gt(tx)?;
    let kblocks = shape.tile_k_for_a() / 16;
    let g4 = tx.b().build_left_shift(g, tx.c(32, 2), "")?;
    let i64t = tx.int_type(64);
    // Row sel (0: g, 1: g + 8) of A: for each 16-deep block, the words of
    // lanes 4g + t'.
    let mut rows: Vec<Vec<IntValue<'ctx>>> = Vec::new();
    for sel in 0..2u32 {
        let mut words = Vec::new();
        for kb in 0..kblocks {
            let r = (sel + 2 * kb) as usize;
            let v = if r < a.len() { a[r] } else { tx.c(32, 0) };
            for tp in 0..4 {
                let src = tx.b().build_int_add(g4, tx.c(32, tp), "")?;
                words.push(read_lane(tx, v, src)?);
            }
        }
        rows.push(words);
    }
    let mut out = Vec::new();
    let mut cols: Vec<Vec<IntValue<'ctx>>> = Vec::new();
    for j in 0..2u64 {
        let col = tx.b().build_left_shift(t, tx.c(32, 1), "")?;
        let col = tx.b().build_int_add(col, tx.c(32, j), "")?;
        let c4 = tx.b().build_left_shift(col, tx.c(32, 2), "")?;
        let mut words = Vec::new();
        for kb in 0..kblocks {
            let v = b.get(kb as usize).copied().unwrap_or_else(|| tx.c(32, 0));
            for tp in 0..4 {
                let src = tx.b().build_int_add(c4, tx.c(32, tp), "")?;
                words.push(read_lane(tx, v, src)?);
            }
        }
        cols.push(words);
    }
    for (r, c) in acc.iter().enumerate() {
        let (sel, j) = (r / 2, r % 2);
        let mut sum = tx.b().build_int_s_extend(c.int()?, i64t, "")?;
        for (x, y) in rows[sel].iter().zip(&cols[j]) {
            for byte in 0..4 {
                let xb = byte_of(tx, *x, byte, a_signed)?;
                let yb = byte_of(tx, *y, byte, b_signed)?;
                let p = tx.b().build_int_mul(xb, yb, "")?;
                let p = tx.b().build_int_s_extend(p, i64t, "")?;
                sum = tx.b().build_int_add(sum, p, "")?;
            }
        }
        let v = if satfinite {
            let lo = i64t.const_int(i32::MIN as i64 as u64, true);
            let hi = i64t.const_int(i32::MAX as u64, false);
            let bld = tx.b();
            let under = bld.build_int_compare(IntPredicate::SLT, sum, lo, "")?;
            let s = bld.build_select(under, lo, sum, "")?.into_int_value();
            let over = bld.build_int_compare(IntPredicate::SGT, s, hi, "")?;
            bld.build_select(over, hi, s, "")?.into_int_value()
        } else {
            sum
        };
        out.push(Acc::I(tx.resize(v, 32)?));
    }
    Ok(out)
}

fn byte_of<'ctx>(
    tx: &Tx<'_, 'ctx>,
    w: IntValue<'ctx>,
    k: u32,
    signed: bool,
) -> Res<IntValue<'ctx>> {
    let s = tx
        .b()
        .build_right_shift(w, tx.c(32, u64::from(8 * k)), false, "")?;
    let s = tx.resize(s, 8)?;
    tx.extend(s, 32, signed)
}

/// `wmma.load`, `wmma.store`, `wmma.mma`.
pub(crate) fn wmma(tx: &mut Tx<'_, '_>, i: &Instruction) -> Res<()> {
    if i.has("load") || i.has("store") {
        return load_store(tx, i);
    }
    if i.has("mma") {
        return wmma_mma(tx, i);
    }
    Err(Refusal::TensorCore(i.mnemonic()))
}

/// `mma.sync.aligned` kinds the portable intrinsic lacks: `f16`
/// accumulators (`.f16.f16.f16.f16`) and 8-bit integers (`m16n8k16`, `m16n8k32`,
/// `m8n8k16`; `.s32.{s8,u8}.{s8,u8}.s32`, `.satfinite`). `None`: not one
/// of them.
pub(crate) fn mma_extra(tx: &mut Tx<'_, '_>, i: &Instruction) -> Option<Res<()>> {
    let types: Vec<El> = i.modifiers.iter().filter_map(|m| El::parse(m)).collect();
    let [d, a, b, c] = types.as_slice() else {
        return None;
    };
    // PTX pairs f16 accumulators in C with f16 results only (m16n8k*).
    let f16_acc = *a == El::F16 && *b == El::F16 && *d == El::F16 && *c == El::F16;
    let int = a.is_int() && b.is_int();
    if !f16_acc && !int {
        return None;
    }
    Some((|| {
        let what = || Refusal::TensorCore(i.mnemonic());
        for m in &i.modifiers {
            let ok = matches!(m.as_str(), "sync" | "aligned" | "row" | "col" | "satfinite")
                || El::parse(m).is_some()
                || (m.starts_with('m') && m.contains('n') && m.contains('k'));
            if !ok {
                return Err(what());
            }
        }
        if !i.has("sync") || !i.has("aligned") || !i.has("row") || !i.has("col") {
            return Err(what());
        }
        if int && (*d != El::S32 || *c != El::S32) {
            return Err(what());
        }
        let shape_name = i
            .modifiers
            .iter()
            .find(|m| m.starts_with('m') && m.contains('n') && m.contains('k'))
            .ok_or_else(what)?;
        let shape = Shape::parse(shape_name, *a).ok_or_else(what)?;
        if shape.n != 8 {
            return Err(what());
        }
        shape.check(&i.mnemonic())?;
        product(
            tx,
            shape,
            Kinds {
                d: *d,
                b: *b,
                c: *c,
            },
            [op(i, 1)?, op(i, 2)?, op(i, 3)?, op(i, 0)?],
            i.has("satfinite"),
            true,
        )
    })())
}

/// Registers of `wmma` fragment `mat` (`a`, `b`, `c`, `d`) of `shape`
/// (`m16n16k16`) with elements `el`, for the NVVM intrinsics' templates.
pub(crate) fn fragment_regs(shape: &str, mat: &str, el: &str) -> Option<usize> {
    let e = El::parse(el)?;
    let (m, input) = match mat {
        "a" => (Mat::A, e),
        "b" => (Mat::B, e),
        _ => (
            Mat::C,
            match e {
                El::F64 => El::F64,
                El::S32 => El::S8,
                El::F32 if shape == "m16n16k8" => El::Tf32,
                _ => El::F16,
            },
        ),
    };
    let s = Shape::parse(shape, input)?;
    s.check("").ok()?;
    let n = s.layout(m, e).len();
    // PTX declares f16 A and B fragments with 8 registers on every shape.
    Some(if e == El::F16 && m != Mat::C { 8 } else { n })
}
