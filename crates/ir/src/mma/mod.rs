//! Matrix-multiply-accumulate on fragments: the portable matrix-core operation.
//!
//! A warp (all of its lanes, together) computes `D = A·B + C` on small tiles
//! held in registers, spread over its lanes as *fragments*:
//!
//! - `A` is `m × k`, `B` is `k × n`, `C` and `D` are `m × n`;
//! - the kinds ([`MmaKind`]) are `f16` and `bf16` inputs with `f32`
//!   accumulation (16×16×16), `tf32` inputs (`f32` values, 10 mantissa bits
//!   used) with `f32` accumulation (16×16×8) and `f64` (16×16×4);
//! - each lane holds [`len`](crate::KernelBuilder::fragment_len) elements of
//!   each fragment; element `i` of lane `l` is the matrix element at
//!   [`fragment_coord`](crate::KernelBuilder::fragment_coord)`(i)`. Both
//!   depend on the target: kernels that touch fragment elements one by one
//!   (an epilogue, a bias) ask for the coordinates instead of assuming them,
//!   and run everywhere.
//!
//! Loading and storing whole fragments from global or shared memory
//! ([`load_fragment`](crate::KernelBuilder::load_fragment),
//! [`store_fragment`](crate::KernelBuilder::store_fragment)) takes a pointer
//! to the tile's first element, a leading dimension and a [`MatrixLayout`].
//!
//! # Contract
//!
//! - Every lane of the warp executes the operation, with the same kind, in
//!   uniform control flow (as for shuffles).
//! - `D = A·B + C` where each element is `c + Σ_k a·b`. Products of `f16`,
//!   `bf16` and `tf32` inputs are exact in `f32`; the order in which the
//!   products of one `k`-step are added, and the rounding of the partial
//!   sums, are the target's: results equal the exact sum rounded to `f32`
//!   whenever every partial sum is representable in `f32` (tests use such
//!   values), and otherwise may differ between targets in the last bits.
//!   `f64` accumulates with fused multiply-adds.
//! - `tf32` inputs are `f32` values of which the hardware reads the sign, the
//!   exponent and the top 10 mantissa bits: the low 13 bits are ignored.
//!   Inputs with more precision than `tf32` give target-dependent results.
//! - The host target adds in `k` order, rounding to nearest even after each
//!   product is added (`d = fma(a_k, b_k, d)` for `k = 0, 1, ...`), and
//!   truncates `tf32` inputs to their top 19 bits.
//!
//! # Where kinds run
//!
//! A kind a target lacks is an [`IrError::MmaUnsupported`](crate::IrError)
//! when the module is compiled for it, naming the kinds it has:
//!
//! | kind | NVIDIA | AMD CDNA | AMD RDNA3/3.5/4 | host |
//! | --- | --- | --- | --- | --- |
//! | `f16` 16×16×16 | sm_80+ (`mma.sync` m16n8k16) | gfx908, gfx90a, gfx942, gfx950 (MFMA) | WMMA, wave32 | yes |
//! | `bf16` 16×16×16 | sm_80+ | gfx90a, gfx942, gfx950 | WMMA, wave32 | yes |
//! | `tf32` 16×16×8 | sm_80+ (m16n8k8) | gfx942 (`xf32`) | — | yes |
//! | `f64` 16×16×4 | sm_80+ (m8n8k4) | gfx90a, gfx942, gfx950 | — | yes |
//!
//! Each target documents its lane layouts: `gpujit_nvptx::mma`,
//! `gpujit_amdgcn::mma`, `gpujit_host::mma`. On the host the layout depends
//! on the device's warp size (32 or 64), which is chosen when the device is
//! opened.

use std::fmt;

use gpujit_device::ScalarType;
use inkwell::context::ContextRef;
use inkwell::types::VectorType;

use crate::builder::Space;

pub mod lower;
pub mod warp;
mod wgmma;

pub use warp::WarpMma;
pub use wgmma::{Fp8, N_MAJOR_BLOCK, WGMMA_N, WgmmaOp, wgmma_descriptor, wgmma_descriptor_n_major};

/// The low mantissa bits of an `f32` that a `tf32` input drops: the hardware
/// reads the sign, the exponent and the top 10 mantissa bits (19 bits).
pub const TF32_DROPPED_BITS: u32 = 0x1fff;

/// The input element type of a matrix operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MmaInput {
    /// IEEE binary16 inputs, `f32` accumulator.
    F16,
    /// bfloat16 inputs, `f32` accumulator.
    BF16,
    /// `f32` values read as TensorFloat-32 (10 mantissa bits), `f32` accumulator.
    TF32,
    /// `f64` inputs and accumulator.
    F64,
}

impl MmaInput {
    /// How the inputs are stored in memory and in fragments.
    pub fn storage(self) -> ScalarType {
        match self {
            MmaInput::F16 => ScalarType::F16,
            MmaInput::BF16 => ScalarType::BF16,
            MmaInput::TF32 => ScalarType::F32,
            MmaInput::F64 => ScalarType::F64,
        }
    }

    /// The accumulator's type.
    pub fn accumulator(self) -> ScalarType {
        match self {
            MmaInput::F64 => ScalarType::F64,
            _ => ScalarType::F32,
        }
    }

    /// `f16`, `bf16`, `tf32` or `f64`.
    pub fn name(self) -> &'static str {
        match self {
            MmaInput::F16 => "f16",
            MmaInput::BF16 => "bf16",
            MmaInput::TF32 => "tf32",
            MmaInput::F64 => "f64",
        }
    }
}

/// A matrix operation: input type and tile shape `m × n × k`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MmaKind {
    /// Input element type.
    pub input: MmaInput,
    /// Rows of `A`, `C` and `D`.
    pub m: u32,
    /// Columns of `B`, `C` and `D`.
    pub n: u32,
    /// Columns of `A`, rows of `B`.
    pub k: u32,
}

impl MmaKind {
    /// `f16` inputs, `f32` accumulator, 16×16×16.
    pub const F16_16X16X16: MmaKind = MmaKind::new(MmaInput::F16, 16, 16, 16);
    /// `bf16` inputs, `f32` accumulator, 16×16×16.
    pub const BF16_16X16X16: MmaKind = MmaKind::new(MmaInput::BF16, 16, 16, 16);
    /// `tf32` inputs, `f32` accumulator, 16×16×8.
    pub const TF32_16X16X8: MmaKind = MmaKind::new(MmaInput::TF32, 16, 16, 8);
    /// `f64`, 16×16×4.
    pub const F64_16X16X4: MmaKind = MmaKind::new(MmaInput::F64, 16, 16, 4);

    /// Every kind of the portable language.
    pub const ALL: [MmaKind; 4] = [
        MmaKind::F16_16X16X16,
        MmaKind::BF16_16X16X16,
        MmaKind::TF32_16X16X8,
        MmaKind::F64_16X16X4,
    ];

    /// A kind (not necessarily one of [`MmaKind::ALL`]).
    pub const fn new(input: MmaInput, m: u32, n: u32, k: u32) -> MmaKind {
        MmaKind { input, m, n, k }
    }

    /// Whether the portable language has this kind.
    pub fn is_portable(&self) -> bool {
        MmaKind::ALL.contains(self)
    }

    /// `bf16.m16n16k16`, as intrinsic names and messages spell it.
    pub fn name(&self) -> String {
        format!("{}.m{}n{}k{}", self.input.name(), self.m, self.n, self.k)
    }

    /// Rows and columns of the matrix a fragment of `use_` holds.
    pub fn dims(&self, use_: FragmentUse) -> (u32, u32) {
        match use_ {
            FragmentUse::A => (self.m, self.k),
            FragmentUse::B => (self.k, self.n),
            FragmentUse::Accumulator => (self.m, self.n),
        }
    }

    /// The element type of a fragment of `use_`.
    pub fn element(&self, use_: FragmentUse) -> ScalarType {
        match use_ {
            FragmentUse::Accumulator => self.input.accumulator(),
            _ => self.input.storage(),
        }
    }

    /// The most elements one lane holds on any target: the length of the
    /// vector a portable module carries a fragment in (a target uses the
    /// first [`len`](crate::KernelBuilder::fragment_len) of them).
    pub fn max_len(&self, use_: FragmentUse) -> u32 {
        match (self.input, use_) {
            (_, FragmentUse::Accumulator) => 8,
            // RDNA3 holds whole rows of A and columns of B in each lane.
            (MmaInput::F16 | MmaInput::BF16, _) => 16,
            (MmaInput::TF32, _) => 4,
            (MmaInput::F64, _) => 2,
        }
    }

    /// The LLVM type of a fragment of `use_` in a portable module.
    pub fn vector_type<'ctx>(&self, ctx: ContextRef<'ctx>, use_: FragmentUse) -> VectorType<'ctx> {
        let n = self.max_len(use_);
        match self.element(use_) {
            ScalarType::F16 => ctx.f16_type().vec_type(n),
            ScalarType::BF16 => ctx.bf16_type().vec_type(n),
            ScalarType::F64 => ctx.f64_type().vec_type(n),
            _ => ctx.f32_type().vec_type(n),
        }
    }
}

impl fmt::Display for MmaKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

/// Which operand a fragment holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FragmentUse {
    /// The left factor, `m × k`.
    A,
    /// The right factor, `k × n`.
    B,
    /// The accumulator `C` and result `D`, `m × n`.
    Accumulator,
}

impl FragmentUse {
    /// All three.
    pub const ALL: [FragmentUse; 3] = [FragmentUse::A, FragmentUse::B, FragmentUse::Accumulator];

    /// `a`, `b` or `acc`.
    pub fn name(self) -> &'static str {
        match self {
            FragmentUse::A => "a",
            FragmentUse::B => "b",
            FragmentUse::Accumulator => "acc",
        }
    }
}

/// How a tile lies in memory: element `(r, c)` at `r·ld + c` (row-major) or
/// `c·ld + r` (column-major), counted in elements from the tile's first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MatrixLayout {
    /// Rows are contiguous.
    RowMajor,
    /// Columns are contiguous.
    ColMajor,
}

impl MatrixLayout {
    /// Both layouts.
    pub const ALL: [MatrixLayout; 2] = [MatrixLayout::RowMajor, MatrixLayout::ColMajor];

    /// `row` or `col`.
    pub fn name(self) -> &'static str {
        match self {
            MatrixLayout::RowMajor => "row",
            MatrixLayout::ColMajor => "col",
        }
    }
}

/// The address spaces fragments are loaded from and stored to.
pub const FRAGMENT_SPACES: [Space; 3] = [Space::Generic, Space::Global, Space::Shared];

/// One matrix intrinsic: `gpujit.mma.*`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MmaOp {
    /// `D = A·B + C`: `<acc> (<a>, <b>, <acc>)`.
    Mma(MmaKind),
    /// Elements each lane holds: `i32 ()`.
    Len(MmaKind, FragmentUse),
    /// Row of this lane's element `i`: `i32 (i32 i)`.
    Row(MmaKind, FragmentUse),
    /// Column of this lane's element `i`: `i32 (i32 i)`.
    Col(MmaKind, FragmentUse),
    /// A fragment read from the tile at a pointer: `<frag> (ptr p, i32 ld)`.
    Load(MmaKind, FragmentUse, MatrixLayout, Space),
    /// An accumulator written to the tile at a pointer: `void (ptr p, i32 ld, <acc>)`.
    Store(MmaKind, MatrixLayout, Space),
}

impl MmaOp {
    /// The kind it works on.
    pub fn kind(self) -> MmaKind {
        match self {
            MmaOp::Mma(k)
            | MmaOp::Len(k, _)
            | MmaOp::Row(k, _)
            | MmaOp::Col(k, _)
            | MmaOp::Load(k, ..)
            | MmaOp::Store(k, ..) => k,
        }
    }

    /// Every matrix intrinsic of every portable kind.
    pub fn all() -> Vec<MmaOp> {
        let mut v = Vec::new();
        for kind in MmaKind::ALL {
            v.push(MmaOp::Mma(kind));
            for u in FragmentUse::ALL {
                v.extend([
                    MmaOp::Len(kind, u),
                    MmaOp::Row(kind, u),
                    MmaOp::Col(kind, u),
                ]);
                for l in MatrixLayout::ALL {
                    for s in FRAGMENT_SPACES {
                        v.push(MmaOp::Load(kind, u, l, s));
                    }
                }
            }
            for l in MatrixLayout::ALL {
                for s in FRAGMENT_SPACES {
                    v.push(MmaOp::Store(kind, l, s));
                }
            }
        }
        v
    }

    /// The declared function's name, e.g. `gpujit.mma.load.bf16.m16n16k16.a.row.s3`.
    pub fn name(self) -> String {
        match self {
            MmaOp::Mma(k) => format!("gpujit.mma.{k}"),
            MmaOp::Len(k, u) => format!("gpujit.mma.len.{k}.{}", u.name()),
            MmaOp::Row(k, u) => format!("gpujit.mma.row.{k}.{}", u.name()),
            MmaOp::Col(k, u) => format!("gpujit.mma.col.{k}.{}", u.name()),
            MmaOp::Load(k, u, l, s) => {
                format!(
                    "gpujit.mma.load.{k}.{}.{}.s{}",
                    u.name(),
                    l.name(),
                    s as u32
                )
            }
            MmaOp::Store(k, l, s) => format!("gpujit.mma.store.{k}.{}.s{}", l.name(), s as u32),
        }
    }
}

/// One bit field of a lane number or element index, scaled:
/// `((x >> shift) & (2^bits - 1)) · scale`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Field {
    /// Lowest bit.
    pub shift: u8,
    /// Width in bits.
    pub bits: u8,
    /// Multiplier.
    pub scale: u16,
}

/// `Field { shift, bits, scale }`.
pub const fn field(shift: u8, bits: u8, scale: u16) -> Field {
    Field { shift, bits, scale }
}

/// A coordinate as a sum of bit fields of the lane and of the element index.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Coord {
    /// Fields of the lane number.
    pub lane: &'static [Field],
    /// Fields of the element index.
    pub elem: &'static [Field],
}

fn sum(fields: &[Field], x: u32) -> u32 {
    fields
        .iter()
        .map(|f| ((x >> f.shift) & ((1u32 << f.bits) - 1)) * u32::from(f.scale))
        .sum()
}

impl Coord {
    /// The coordinate of element `elem` of lane `lane`.
    pub fn at(&self, lane: u32, elem: u32) -> u32 {
        sum(self.lane, lane) + sum(self.elem, elem)
    }
}

/// Where a target keeps a fragment's elements: element `i` of lane `l` is
/// matrix element `(row.at(l, i), col.at(l, i))`, for `i < len`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FragLayout {
    /// Elements per lane.
    pub len: u32,
    /// Row of each element.
    pub row: Coord,
    /// Column of each element.
    pub col: Coord,
}

impl FragLayout {
    /// The same layout of the transposed matrix: rows and columns swapped (AMD keeps `B`
    /// as its transpose in `A`'s layout).
    pub const fn transposed(self) -> FragLayout {
        FragLayout {
            len: self.len,
            row: self.col,
            col: self.row,
        }
    }

    /// `(row, col)` of element `elem` of lane `lane`.
    pub fn coord(&self, lane: u32, elem: u32) -> (u32, u32) {
        (self.row.at(lane, elem), self.col.at(lane, elem))
    }

    /// Checks that the lanes `0..lanes` cover every element of a
    /// `rows × cols` matrix, each exactly `copies` times (RDNA3 keeps
    /// copies of `A` and `B`); returns a description of the first fault.
    pub fn check_cover(&self, lanes: u32, rows: u32, cols: u32, copies: u32) -> Result<(), String> {
        let mut seen = vec![0u32; (rows * cols) as usize];
        for l in 0..lanes {
            for i in 0..self.len {
                let (r, c) = self.coord(l, i);
                if r >= rows || c >= cols {
                    return Err(format!(
                        "lane {l} element {i} is ({r}, {c}), outside {rows}x{cols}"
                    ));
                }
                seen[(r * cols + c) as usize] += 1;
            }
        }
        match seen.iter().position(|&n| n != copies) {
            Some(p) => Err(format!(
                "({}, {}) is held {} times, not {copies}",
                p as u32 / cols,
                p as u32 % cols,
                seen[p]
            )),
            None => Ok(()),
        }
    }
}
