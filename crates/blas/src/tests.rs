//! Unit tests of the argument checks and of the matrix-core mapping (no
//! device needed).

use crate::check::{self, plan};
use crate::mma::mapping;
use crate::{Blas, DataType, Gemm, Op};
use gpujit::ir::{MatrixLayout, MmaInput};

#[test]
fn handle_is_send_and_sync() {
    fn shared<T: Send + Sync>() {}
    shared::<Blas>();
}

#[test]
fn strides_follow_transposes_and_layouts() {
    let p = plan(&Gemm::new(3, 4, 5).ld(7, 8, 9)).unwrap();
    assert_eq!((p.a, p.b, p.c), ((1, 7), (1, 8), (1, 9)));
    let p = plan(&Gemm::new(3, 4, 5).trans(Op::T, Op::C).ld(7, 8, 9)).unwrap();
    assert_eq!((p.a, p.b), ((7, 1), (8, 1)));
    let p = plan(&Gemm::new(3, 4, 5).row_major()).unwrap();
    assert_eq!((p.a, p.b, p.c), ((5, 1), (4, 1), (4, 1)));
    assert_eq!((p.extent_a, p.extent_b, p.extent_c), (15, 20, 12));
}

#[test]
fn leading_dimensions_are_checked_in_order() {
    let e = plan(&Gemm::new(3, 4, 5).ld(2, 1, 1)).unwrap_err();
    assert!(e.to_string().contains("`lda` = 2"), "{e}");
    let e = plan(&Gemm::new(3, 4, 5).trans(Op::N, Op::T).ld(3, 3, 3)).unwrap_err();
    assert!(e.to_string().contains("`ldb` = 3"), "{e}");
    // Empty matrices still need ld >= 1.
    let e = plan(&Gemm::new(0, 0, 0).ld(0, 1, 1)).unwrap_err();
    assert!(e.to_string().contains("`lda` = 0"), "{e}");
    assert!(plan(&Gemm::new(0, 0, 0)).is_ok());
}

#[test]
fn batches_reach_and_overlap() {
    assert_eq!(check::reach(12, 3, 20), 52);
    assert_eq!(check::reach(12, 0, 20), 0);
    assert_eq!(check::reach(0, 5, 20), 0);
    let p = plan(&Gemm::new(3, 4, 5)).unwrap();
    assert!(check::batch(&p, 2, [0, 0, 12]).is_ok());
    assert!(check::batch(&p, 2, [0, 0, 11]).is_err());
    assert!(check::batch(&p, 1, [0, 0, 0]).is_ok());
}

#[test]
fn types_pair_as_gemm_ex_takes_them() {
    use DataType::*;
    assert_eq!(check::types(F16, F16, F16).unwrap(), F32);
    assert_eq!(check::types(BF16, BF16, F32).unwrap(), F32);
    assert_eq!(check::types(F64, F64, F64).unwrap(), F64);
    assert!(check::types(F16, BF16, F32).is_err());
    assert_eq!(check::types(E4M3, E5M2, BF16).unwrap(), F32);
    assert!(check::types(E4M3, BF16, BF16).is_err());
    assert!(check::types(E5M2, E5M2, F16).is_err());
    assert!(check::types(BF16, BF16, F16).is_err());
    assert!(check::types(F32, F32, F64).is_err());
}

#[test]
fn column_major_products_map_transposed() {
    // Packed column-major A·B: Cᵀ = Bᵀ·Aᵀ with Aᵀ row-major (m a multiple of 8).
    let p = plan(&Gemm::new(40, 24, 32)).unwrap();
    let mp = mapping(&p, MmaInput::F16).unwrap();
    assert!(mp.transposed);
    assert_eq!(
        (mp.b, mp.dims, mp.c),
        (MatrixLayout::RowMajor, (24, 40, 32), (40, 1))
    );
    // m = 33: Aᵀ row-major needs the kernel's n a multiple of 8.
    assert!(mapping(&plan(&Gemm::new(33, 24, 32)).unwrap(), MmaInput::F16).is_none());
    // Aᵀ transposed back: column-major for the kernel, any m.
    let p = plan(&Gemm::new(33, 24, 32).trans(Op::T, Op::N)).unwrap();
    assert_eq!(
        mapping(&p, MmaInput::BF16).unwrap().b,
        MatrixLayout::ColMajor
    );
    // Row-major A·Bᵀ maps directly; padded leading dimensions do not map.
    let p = plan(&Gemm::new(24, 40, 48).row_major().trans(Op::N, Op::T)).unwrap();
    assert!(!mapping(&p, MmaInput::F16).unwrap().transposed);
    let p = plan(&Gemm::new(24, 40, 48).row_major().ld(56, 40, 40)).unwrap();
    assert!(mapping(&p, MmaInput::F16).is_none());
    // k not a multiple of 8: no mapping for 16-bit inputs; tf32 copies
    // move 4 elements, so k = 36 maps and k = 30 does not.
    assert!(mapping(&plan(&Gemm::new(40, 24, 30)).unwrap(), MmaInput::F16).is_none());
    assert!(mapping(&plan(&Gemm::new(40, 24, 36)).unwrap(), MmaInput::TF32).is_some());
    assert!(mapping(&plan(&Gemm::new(40, 24, 30)).unwrap(), MmaInput::TF32).is_none());
    // Column-major with m = 36: Aᵀ row-major needs the kernel's n a
    // multiple of 4 for tf32 (8 for 16-bit inputs).
    let p = plan(&Gemm::new(36, 24, 32)).unwrap();
    assert!(mapping(&p, MmaInput::TF32).is_some());
    assert!(mapping(&p, MmaInput::F16).is_none());
}

/// The depth is cut only for a single product whose tiles underfill the
/// device, into parts of at least four slices, at most 16 of them and
/// `Blas::MOST_SCRATCH` bytes of partial products; a ragged depth leaves
/// the last part shorter, and no part empty.
#[test]
fn depth_is_cut_where_tiles_underfill() {
    use crate::mma::{Split, split};
    // h4096 down, one token, on 132 multiprocessors: 16 tiles, 256 slices.
    let s = split(1, 16, (1, 4096, 16384), 64, 132);
    assert_eq!(
        s,
        Split {
            parts: 8,
            part_k: 2048
        }
    );
    assert_eq!(split(2, 16, (1, 4096, 16384), 64, 132).parts, 1, "a batch");
    assert_eq!(split(1, 132, (1, 4096, 16384), 64, 132).parts, 1, "full");
    assert_eq!(split(1, 16, (1, 4096, 448), 64, 132).parts, 1, "7 slices");
    // Deep and narrow: at most 16 parts.
    assert_eq!(split(1, 1, (8, 8, 1 << 20), 64, 132).parts, 16);
    // 64 MiB of f32 partial products hold 4 of a 2048 × 2048 product.
    assert_eq!(split(1, 1, (2048, 2048, 1 << 16), 64, 132).parts, 4);
    // 1000 depths, 32 slices of 32, on 4 multiprocessors: 4 parts of 256.
    let s = split(1, 1, (24, 40, 1000), 32, 4);
    assert_eq!(
        s,
        Split {
            parts: 4,
            part_k: 256
        }
    );
    // 50 slices in 12: parts of 5 slices, 10 of them.
    let s = split(1, 1, (8, 8, 50 * 64), 64, 12);
    assert_eq!(
        s,
        Split {
            parts: 10,
            part_k: 320
        }
    );
    for k in (8..4000).step_by(8) {
        for sms in [2, 4, 7, 132] {
            let s = split(1, 1, (8, 8, k), 32, sms);
            assert!(
                s.parts >= 1 && (s.parts - 1) * s.part_k < k,
                "{k} {sms} {s:?}"
            );
            assert!(s.parts * s.part_k >= k, "{k} {sms} {s:?}");
        }
    }
}
