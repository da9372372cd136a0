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

use gpujit::ir::{MatrixLayout, MmaInput, MmaKind, ScalarType};
use gpujit::kernels::gemm as kernel;
use gpujit::kernels::gemm_sm90 as hopper;

use crate::check::Plan;
use crate::types::DataType;

/// How a product maps onto the matrix-core kernel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Mapping {
    /// The kernel computes `Cᵀ`: its `A` is our `B` and the other way round.
    pub transposed: bool,
    /// How the kernel's `B` lies.
    pub b: MatrixLayout,
    /// The kernel's `M`, `N`, `K`.
    pub dims: (u32, u32, u32),
    /// Strides of `C(i, j)` for the kernel's `(i, j)`.
    pub c: (u64, u64),
}

/// The matrix kind a 16-bit input multiplies with.
pub(crate) fn kind(input: DataType) -> Option<MmaKind> {
    match input {
        DataType::F16 => Some(MmaKind::F16_16X16X16),
        DataType::BF16 => Some(MmaKind::BF16_16X16X16),
        _ => None,
    }
}

/// How `p` maps onto the kernel, if the matrices are packed as it needs and
/// the sizes meet its preconditions.
pub(crate) fn mapping(p: &Plan, input: DataType) -> Option<Mapping> {
    let input = match input {
        DataType::F16 => MmaInput::F16,
        DataType::BF16 => MmaInput::BF16,
        _ => return None,
    };
    candidates(p).into_iter().flatten().find(|mp| {
        let (mm, nn, kk) = mp.dims;
        let g = kernel::Gemm {
            input,
            b: mp.b,
            out: ScalarType::F32,
            stages: 2,
        };
        kernel::check(&g, mm as usize, nn as usize, kk as usize).is_ok()
    })
}

/// The Hopper kernel ([`gpujit::kernels::gemm_sm90`]) that 16-bit products
/// run on where the device is compute capability 9.0: 4 stages, one `k`
/// block in flight, on `input` (bf16 or f16) matrices.
pub(crate) fn hopper(input: DataType) -> hopper::Sm90Gemm {
    hopper::Sm90Gemm {
        stages: 4,
        pending: 1,
        element: input.scalar(),
    }
}

/// How `p` maps onto the Hopper kernel, which takes `C = A·Bᵀ` with `A`
/// and `Bᵀ` row-major (its `B` column-major), if the sizes meet its
/// preconditions.
pub(crate) fn hopper_mapping(p: &Plan) -> Option<Mapping> {
    candidates(p).into_iter().flatten().find(|mp| {
        let (mm, nn, kk) = mp.dims;
        mp.b == MatrixLayout::ColMajor
            && hopper::check(
                &hopper(DataType::BF16),
                mm as usize,
                nn as usize,
                kk as usize,
            )
            .is_ok()
    })
}

/// How `p` maps onto the tuned `f32` kernel ([`gpujit::kernels::sgemm`]),
/// which takes `C = A·B` with all three row-major and packed, of any
/// sizes.
pub(crate) fn sgemm_mapping(p: &Plan) -> Option<Mapping> {
    candidates(p)
        .into_iter()
        .flatten()
        .find(|mp| mp.b == MatrixLayout::RowMajor)
}

/// The two ways a packed product looks to a row-major kernel: as it is, and
/// transposed.
fn candidates(p: &Plan) -> [Option<Mapping>; 2] {
    let (m, n, k) = (u64::from(p.m), u64::from(p.n), u64::from(p.k));
    let direct = (|| {
        if p.a != (k, 1) || p.c != (n, 1) {
            return None;
        }
        let b = if p.b == (n, 1) {
            MatrixLayout::RowMajor
        } else if p.b == (1, k) {
            MatrixLayout::ColMajor
        } else {
            return None;
        };
        Some(Mapping {
            transposed: false,
            b,
            dims: (p.m, p.n, p.k),
            c: p.c,
        })
    })();
    let transposed = (|| {
        if p.b != (1, k) || p.c != (1, m) {
            return None;
        }
        let b = if p.a == (1, m) {
            MatrixLayout::RowMajor
        } else if p.a == (k, 1) {
            MatrixLayout::ColMajor
        } else {
            return None;
        };
        Some(Mapping {
            transposed: true,
            b,
            dims: (p.n, p.m, p.k),
            c: (p.c.1, p.c.0),
        })
    })();
    [direct, transposed]
}

/// The kernel's description for `input` writing `out`, as many stages as
/// `max_shared` bytes hold.
pub(crate) fn config(
    input: DataType,
    mp: &Mapping,
    out: DataType,
    max_shared: u32,
) -> kernel::Gemm {
    kernel::Gemm {
        input: if input == DataType::F16 {
            MmaInput::F16
        } else {
            MmaInput::BF16
        },
        b: mp.b,
        out: out.scalar(),
        stages: 2,
    }
    .fit(max_shared)
}
