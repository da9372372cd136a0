//! The matrix-core path: `gpujit_kernels::gemm` (the portable matrix
//! operation, `gpujit_ir::mma`: `mma.sync` on NVIDIA, MFMA on CDNA, WMMA on
//! RDNA, the host's fallback), where its preconditions hold, followed by
//! the alpha/beta epilogue unless the product is all there is to write.
//!
//! That kernel multiplies a row-major `M × K` matrix by a row-major `K × N`
//! one (or the transpose of a row-major `N × K` one) into a row-major
//! `M × N` one, all packed. A BLAS product is such a product either as it
//! is or transposed (`Cᵀ = op(B)ᵀ·op(A)ᵀ`, which is how a column-major
//! product looks to it); [`mapping`] finds which, from the strides.

use gpujit::ir::{MatrixLayout, MmaInput, ScalarType};
use gpujit::kernels::gemm as kernel;
use gpujit::kernels::gemm_sm90 as hopper;

use crate::check::Plan;
use crate::types::DataType;

/// How a product maps onto the matrix-core kernel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Mapping {
    /// The kernel computes `Cᵀ`: its `A` is our `B` and the other way round.
    pub transposed: bool,
    /// How the kernel's `A` lies: `RowMajor` (K-major), or `ColMajor`
    /// (M-major: only Hopper's kernel takes it).
    pub a: MatrixLayout,
    /// How the kernel's `B` lies.
    pub b: MatrixLayout,
    /// The kernel's `M`, `N`, `K`.
    pub dims: (u32, u32, u32),
    /// Strides of `C(i, j)` for the kernel's `(i, j)`.
    pub c: (u64, u64),
    /// How the depth is cut.
    pub split: Split,
    /// On Hopper's kernel: the columns of its tiles (256, 128 or 64; 0
    /// until chosen).
    pub columns: u32,
    /// On Hopper's kernel: the kernel's `B` is given N-major (`k × n`
    /// row-major) and transposed into the handle's scratch memory first,
    /// where the kernel reads it K-major (`b` says `ColMajor`): `tf32`
    /// tiles, which `wgmma` reads K-major only.
    pub stage_b: bool,
}

/// How a product's depth is cut (split-K): `parts` parts of `part_k`
/// depths each, the last one shorter where `part_k` does not divide the
/// depth.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Split {
    pub parts: u32,
    pub part_k: u32,
}

impl Split {
    /// The depth `k` whole.
    pub(crate) fn none(k: u32) -> Split {
        Split {
            parts: 1,
            part_k: k,
        }
    }
}

/// The fewest slices of depth a part multiplies.
const MIN_SLICES: u32 = 4;
/// The most parts.
const MOST_PARTS: u32 = 16;

/// How to cut the depth of `count` products of `dims` whose launch has
/// `tiles` blocks each, on a device of `sms` multiprocessors, for a kernel
/// staging `bk` depths at a time: into as many parts as fill the device
/// once, where a single product's tiles underfill it, each part at least
/// [`MIN_SLICES`] slices deep, at most [`MOST_PARTS`] parts and
/// [`Blas::MOST_SCRATCH`](crate::Blas::MOST_SCRATCH) bytes of partial
/// products; not cut otherwise.
pub(crate) fn split(
    count: u32,
    tiles: u64,
    (m, n, k): (u32, u32, u32),
    bk: u32,
    sms: u32,
) -> Split {
    let whole = Split::none(k);
    if count != 1 || tiles == 0 || k == 0 {
        return whole;
    }
    let slices = k.div_ceil(bk);
    let plane = u64::from(m) * u64::from(n) * 4;
    let want = (u64::from(sms) / tiles)
        .min(u64::from(slices / MIN_SLICES))
        .min(u64::from(MOST_PARTS))
        .min(crate::Blas::MOST_SCRATCH / plane.max(1));
    if want < 2 {
        return whole;
    }
    // `want` at most MOST_PARTS: the cast keeps it.
    let part_k = slices.div_ceil(want as u32) * bk;
    Split {
        parts: k.div_ceil(part_k),
        part_k,
    }
}

/// The blocks of one product on the matrix-core kernel.
pub(crate) fn tiles(mp: &Mapping) -> u64 {
    let (m, n, _) = mp.dims;
    u64::from(m.div_ceil(kernel::BM)) * u64::from(n.div_ceil(kernel::BN))
}

/// The blocks of one product on the Hopper kernel.
pub(crate) fn hopper_tiles(mp: &Mapping) -> u64 {
    let (m, n, _) = mp.dims;
    u64::from(m.div_ceil(hopper::BM)) * u64::from(n / mp.columns.max(1))
}

/// The columns of the Hopper kernel's tiles for `mp`: the wide 256 where
/// `n` is a multiple of them and the depth more than two slices; else
/// narrow tiles of 128 (a block's work at such a depth is mostly writing
/// its tile, and narrow tiles with two stages fit two or three blocks to a
/// multiprocessor), or 64 where `n` is not a multiple of 128.
fn columns(mp: &Mapping, input: DataType) -> u32 {
    let (_, n, k) = mp.dims;
    if n.is_multiple_of(hopper::BN) && k > 2 * hopper_bk(input) {
        hopper::BN
    } else if n.is_multiple_of(128) {
        128
    } else {
        64
    }
}

/// The matrix-core input `input` matrices are read as: `f16` and `bf16` as
/// they are, `f32` as `tf32` where the caller allows it (`tf32`).
pub(crate) fn cores_input(input: DataType, tf32: bool) -> Option<MmaInput> {
    match input {
        DataType::F16 => Some(MmaInput::F16),
        DataType::BF16 => Some(MmaInput::BF16),
        DataType::F32 if tf32 => Some(MmaInput::TF32),
        _ => None,
    }
}

/// The matrix-core kernel on `input`, its other choices as by default:
/// what its matrix kind ([`kernel::Gemm::kind`]) and slice depth
/// ([`kernel::Gemm::bk`]) are asked of.
pub(crate) fn cores(input: MmaInput) -> kernel::Gemm {
    kernel::Gemm {
        input,
        ..kernel::Gemm::default()
    }
}

/// How `p` maps onto the kernel, if the matrices are packed as it needs and
/// the sizes meet its preconditions.
pub(crate) fn mapping(p: &Plan, input: MmaInput) -> Option<Mapping> {
    candidates(p).into_iter().flatten().find(|mp| {
        let (mm, nn, kk) = mp.dims;
        if mp.a != MatrixLayout::RowMajor {
            return false;
        }
        let g = kernel::Gemm {
            input,
            b: mp.b,
            out: ScalarType::F32,
            stages: 2,
            split: false,
        };
        kernel::check(&g, mm as usize, nn as usize, kk as usize).is_ok()
    })
}

/// The Hopper kernel ([`gpujit::kernels::gemm_sm90`]) that the 16-bit
/// product `mp` runs on where the device is compute capability 9.0, on
/// `input` (bf16 or f16, f32 read as tf32, or 8-bit floats writing
/// `output`, bf16 or f32) matrices, its `A` and `B` as `mp.a` and `mp.b` say
/// (`A` K-major row-major or M-major column-major, `B` K-major column-major
/// or N-major row-major), tiles of `mp.columns`: wide tiles
/// with 4 stages and one `k` block in flight; narrower ones with 3 stages,
/// or 2 (and none in flight) for a depth of at most two slices, unless the
/// ring then holds less than the tile of `C` the epilogue stages in it.
pub(crate) fn hopper(input: DataType, output: DataType, mp: &Mapping) -> hopper::Sm90Gemm {
    let (narrow, k) = (mp.columns != hopper::BN, mp.dims.2);
    let shallow = narrow && k <= 2 * hopper_bk(input);
    hopper::Sm90Gemm {
        stages: match (narrow, shallow) {
            (false, _) => 4,
            (true, false) => 3,
            (true, true) => 2,
        },
        pending: u8::from(!shallow),
        element: input.scalar(),
        fp8: input
            .fp8()
            .map_or(hopper::Sm90Gemm::default().fp8, |f| (f, f)),
        f32_out: input.fp8().is_some() && output == DataType::F32,
        scaled: false,
        bn: mp.columns,
        split: false,
        b: mp.b,
        a: mp.a,
        tma: false,
    }
    .with_room_for_c()
}

/// The Hopper kernel takes its slices by tensor copies for `mp`
/// ([`hopper::Sm90Gemm::tma`]), one product or a batch: on wide tiles
/// (narrow ones fit two or three blocks of the `cp.async` pipeline to a
/// multiprocessor, and one with the copying warpgroup's threads added),
/// from the matrices as given (none staged in the caller's queue).
pub(crate) fn tensor_copies(mp: &Mapping) -> bool {
    !mp.stage_b && mp.columns == hopper::BN
}

/// The depth of the Hopper kernel's slices of `input` matrices, as the
/// kernel says ([`hopper::Sm90Gemm::bk`]: 128 bytes of them).
pub(crate) fn hopper_bk(input: DataType) -> u32 {
    hopper::Sm90Gemm {
        element: input.scalar(),
        ..hopper::Sm90Gemm::default()
    }
    .bk()
}

/// The most bytes of an N-major `B` that a `tf32` product on the Hopper
/// kernel transposes into scratch memory ([`Mapping::stage_b`]).
pub(crate) const MOST_STAGED: u64 = 256 << 20;

/// How `p` maps onto the Hopper kernel, which takes `C = A·B` with `A`
/// row-major (K-major) or column-major (M-major) and `B` column-major (`Bᵀ`
/// row-major, K-major) or row-major (N-major), if the sizes meet its
/// preconditions, with the tile width it runs ([`columns`]). A mapping with
/// both K-major is preferred where more than one holds. `f32` matrices
/// (read as `tf32`) are both K-major, or, where `stage` (the caller may
/// use scratch memory), `B` is N-major and is transposed first (at most
/// [`MOST_STAGED`] bytes of it). 8-bit floats are both K-major.
pub(crate) fn hopper_mapping(
    p: &Plan,
    (input, output): (DataType, DataType),
    stage: bool,
) -> Option<Mapping> {
    let k_major = input.scalar().size() != 2;
    let stage = stage && input == DataType::F32;
    let all: Vec<Mapping> = candidates(p)
        .into_iter()
        .flatten()
        .filter_map(|mp| {
            let (_, nn, kk) = mp.dims;
            let bytes = u64::from(nn) * u64::from(kk) * 4;
            if !k_major || mp.b == MatrixLayout::ColMajor {
                Some(mp)
            } else if stage && bytes <= MOST_STAGED {
                Some(Mapping {
                    b: MatrixLayout::ColMajor,
                    stage_b: true,
                    ..mp
                })
            } else {
                None
            }
        })
        .map(|mp| Mapping {
            columns: columns(&mp, input),
            ..mp
        })
        .filter(|mp| {
            let (mm, nn, kk) = mp.dims;
            let g = hopper(input, output, mp);
            hopper::check(&g, mm as usize, nn as usize, kk as usize).is_ok()
        })
        .collect();
    let k_major = |mp: &&Mapping| {
        mp.a == MatrixLayout::RowMajor && mp.b == MatrixLayout::ColMajor && !mp.stage_b
    };
    all.iter().find(k_major).or(all.first()).copied()
}

/// How `p` maps onto the tuned `f32` kernel ([`gpujit::kernels::sgemm`]),
/// which takes `C = A·B` with all three row-major and packed, of any
/// sizes.
pub(crate) fn sgemm_mapping(p: &Plan) -> Option<Mapping> {
    candidates(p)
        .into_iter()
        .flatten()
        .find(|mp| mp.a == MatrixLayout::RowMajor && mp.b == MatrixLayout::RowMajor)
}

/// The two ways a packed product looks to a row-major kernel: as it is, and
/// transposed; with the layouts its `A` and `B` then have.
fn candidates(p: &Plan) -> [Option<Mapping>; 2] {
    let (m, n, k) = (u64::from(p.m), u64::from(p.n), u64::from(p.k));
    // A matrix of `rows × cols` as the kernel's operand: row-major
    // (contiguous rows) or column-major.
    let layout = |s: (u64, u64), rows: u64, cols: u64| {
        if s == (cols, 1) {
            Some(MatrixLayout::RowMajor)
        } else if s == (1, rows) {
            Some(MatrixLayout::ColMajor)
        } else {
            None
        }
    };
    let direct = (|| {
        if p.c != (n, 1) {
            return None;
        }
        Some(Mapping {
            transposed: false,
            a: layout(p.a, m, k)?,
            b: layout(p.b, k, n)?,
            dims: (p.m, p.n, p.k),
            c: p.c,
            split: Split::none(p.k),
            columns: 0,
            stage_b: false,
        })
    })();
    // Cᵀ = op(B)ᵀ·op(A)ᵀ: the kernel's A is op(B)ᵀ (n × k), its B op(A)ᵀ
    // (k × m), and a column-major matrix is its transpose's row-major one.
    let transposed = (|| {
        if p.c != (1, m) {
            return None;
        }
        let flip = |s: (u64, u64)| (s.1, s.0);
        Some(Mapping {
            transposed: true,
            a: layout(flip(p.b), n, k)?,
            b: layout(flip(p.a), k, m)?,
            dims: (p.n, p.m, p.k),
            c: (p.c.1, p.c.0),
            split: Split::none(p.k),
            columns: 0,
            stage_b: false,
        })
    })();
    [direct, transposed]
}

/// The kernel's description for `input` writing `out`, as many stages as
/// `max_shared` bytes hold.
pub(crate) fn config(
    input: MmaInput,
    mp: &Mapping,
    out: DataType,
    max_shared: u32,
) -> kernel::Gemm {
    kernel::Gemm {
        input,
        b: mp.b,
        out: out.scalar(),
        stages: 2,
        split: mp.split.parts > 1,
    }
    .fit(max_shared)
}
