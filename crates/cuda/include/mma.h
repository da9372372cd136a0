/* mma.h: gpujit's built-in warp matrix functions (namespace nvcuda::wmma),
 * as the CUDA C++ Programming Guide describes them:
 *   fragment<matrix_a | matrix_b | accumulator, M, N, K, T[, layout]> with
 *     num_elements and x[] (element-wise access), element_type and
 *     storage_element_type;
 *   load_matrix_sync (A and B: layout from the type; accumulators: layout_t
 *     argument, or the layout from the type), store_matrix_sync,
 *     fill_fragment, mma_sync (with satf), row_major / col_major,
 *     mem_row_major / mem_col_major, precision::tf32, __float_to_tf32.
 * Kinds: __half and __nv_bfloat16 on m16n16k16, m32n8k16 and m8n32k16 into
 * float (and __half into __half), precision::tf32 on m16n16k8 into float,
 * signed and unsigned char on the three 16-deep shapes into int, double on
 * m8n8k4. Each function is one of clang's NVPTX warp matrix builtins (the
 * llvm.nvvm.wmma intrinsics), which gpujit lifts for every target. The
 * placement of elements in a fragment is the implementation's own on every
 * target (CUDA leaves it unspecified): code that only loads, stores, fills,
 * multiplies and applies one operation to every element runs the same
 * everywhere. The sub-byte kinds (experimental::precision::s4, u4, b1) are
 * not given: a fragment of one is a compile error saying so.
 * Written for gpujit; it is not NVIDIA's header. */
#ifndef __GPUJIT_MMA_H__
#define __GPUJIT_MMA_H__
#include <cuda_fp16.h>
#include <cuda_bf16.h>

#pragma push_macro("__GJ_D")
#define __GJ_D __device__ __forceinline__

namespace nvcuda {
namespace wmma {

/* Fragment uses and layouts. */
struct matrix_a {};
struct matrix_b {};
struct accumulator {};
struct row_major {};
struct col_major {};
enum layout_t { mem_row_major, mem_col_major };

namespace precision {
/* TF32 inputs: stored as float, multiplied with a 10-bit mantissa. */
struct tf32 {};
} // namespace precision

namespace experimental {
namespace precision {
struct u4 {};
struct s4 {};
struct b1 {};
} // namespace precision
enum bmmaBitOp { bmmaBitOpXOR = 1, bmmaBitOpAND = 2 };
enum bmmaAccumulateOp { bmmaAccumulateOpPOPC = 1 };
} // namespace experimental

namespace __gj {
template <class> struct __never { static constexpr bool value = false; };

/* The type x[] holds for elements of type T. */
template <class T> struct __storage { typedef T type; };
template <> struct __storage<precision::tf32> { typedef float type; };

/* Elements of x[] per thread in a fragment; 0: no such fragment. */
template <class Use, int M, int N, int K, class T> struct __count {
  static constexpr int value = 0;
};
#define __GJ_COUNT(USE, M, N, K, T, E)                                         \
  template <> struct __count<USE, M, N, K, T> {                                \
    static constexpr int value = E;                                            \
  };
/* f16: A and B are 8 registers of two halves on every shape. */
__GJ_COUNT(matrix_a, 16, 16, 16, __half, 16)
__GJ_COUNT(matrix_b, 16, 16, 16, __half, 16)
__GJ_COUNT(matrix_a, 32, 8, 16, __half, 16)
__GJ_COUNT(matrix_b, 32, 8, 16, __half, 16)
__GJ_COUNT(matrix_a, 8, 32, 16, __half, 16)
__GJ_COUNT(matrix_b, 8, 32, 16, __half, 16)
__GJ_COUNT(matrix_a, 16, 16, 16, __nv_bfloat16, 8)
__GJ_COUNT(matrix_b, 16, 16, 16, __nv_bfloat16, 8)
__GJ_COUNT(matrix_a, 32, 8, 16, __nv_bfloat16, 16)
__GJ_COUNT(matrix_b, 32, 8, 16, __nv_bfloat16, 4)
__GJ_COUNT(matrix_a, 8, 32, 16, __nv_bfloat16, 4)
__GJ_COUNT(matrix_b, 8, 32, 16, __nv_bfloat16, 16)
__GJ_COUNT(matrix_a, 16, 16, 8, precision::tf32, 4)
__GJ_COUNT(matrix_b, 16, 16, 8, precision::tf32, 4)
__GJ_COUNT(matrix_a, 16, 16, 16, signed char, 8)
__GJ_COUNT(matrix_b, 16, 16, 16, signed char, 8)
__GJ_COUNT(matrix_a, 32, 8, 16, signed char, 16)
__GJ_COUNT(matrix_b, 32, 8, 16, signed char, 4)
__GJ_COUNT(matrix_a, 8, 32, 16, signed char, 4)
__GJ_COUNT(matrix_b, 8, 32, 16, signed char, 16)
__GJ_COUNT(matrix_a, 16, 16, 16, unsigned char, 8)
__GJ_COUNT(matrix_b, 16, 16, 16, unsigned char, 8)
__GJ_COUNT(matrix_a, 32, 8, 16, unsigned char, 16)
__GJ_COUNT(matrix_b, 32, 8, 16, unsigned char, 4)
__GJ_COUNT(matrix_a, 8, 32, 16, unsigned char, 4)
__GJ_COUNT(matrix_b, 8, 32, 16, unsigned char, 16)
__GJ_COUNT(matrix_a, 8, 8, 4, double, 1)
__GJ_COUNT(matrix_b, 8, 8, 4, double, 1)
#define __GJ_ACC_COUNTS(M, N, K)                                               \
  __GJ_COUNT(accumulator, M, N, K, __half, 8)                                  \
  __GJ_COUNT(accumulator, M, N, K, float, 8)                                   \
  __GJ_COUNT(accumulator, M, N, K, int, 8)
__GJ_ACC_COUNTS(16, 16, 16)
__GJ_ACC_COUNTS(32, 8, 16)
__GJ_ACC_COUNTS(8, 32, 16)
__GJ_COUNT(accumulator, 16, 16, 8, float, 8)
__GJ_COUNT(accumulator, 8, 8, 4, double, 2)
#undef __GJ_ACC_COUNTS
#undef __GJ_COUNT

template <class L> struct __is_layout { static constexpr bool value = false; };
template <> struct __is_layout<row_major> { static constexpr bool value = true; };
template <> struct __is_layout<col_major> { static constexpr bool value = true; };

/* The builtins' layout operand: 0 for row-major, 1 for column-major, and
 * for a product (A column-major) * 2 + (B column-major). */
template <class L> struct __col { static constexpr int value = 0; };
template <> struct __col<col_major> { static constexpr int value = 1; };
template <class LA, class LB> struct __ab {
  static_assert(__is_layout<LA>::value && __is_layout<LB>::value,
                "wmma::mma_sync: matrix_a and matrix_b fragments take "
                "wmma::row_major or wmma::col_major");
  static constexpr int value = __col<LA>::value * 2 + __col<LB>::value;
};

/* What a fragment holds: x[] and its size. */
template <class S, int E> struct __frag_base {
  typedef S storage_element_type;
  enum { num_elements = E, num_storage_elements = E };
  alignas(8) S x[E];
};

/* PTX's satfinite on a floating-point result: NaN becomes +0 and an
 * infinity the largest finite value of its sign (done after the product, so
 * that every target computes it the same way). */
__GJ_D float __satfinite(float __v, float __max) {
  if (__v != __v)
    return 0.0f;
  return __v > __max ? __max : (__v < -__max ? -__max : __v);
}
} // namespace __gj

/* A warp's share of an M x N x K product operand. */
template <class Use, int m, int n, int k, class T, class Layout = void>
class fragment
    : public __gj::__frag_base<
          typename __gj::__storage<T>::type,
          (__gj::__count<Use, m, n, k, T>::value > 0 ? __gj::__count<Use, m, n, k, T>::value
                                                     : 1)> {
  static_assert(__gj::__count<Use, m, n, k, T>::value > 0,
                "gpujit's built-in mma.h has no wmma fragment of this use, shape and "
                "element type: it gives __half and __nv_bfloat16 on m16n16k16, "
                "m32n8k16 and m8n32k16 (accumulators float, or __half for __half "
                "inputs), precision::tf32 on m16n16k8 (float accumulators), signed "
                "and unsigned char on the 16-deep shapes (int accumulators) and "
                "double on m8n8k4; the sub-byte experimental kinds are not given");
  static_assert(__gj::__is_layout<Layout>::value ||
                    (__is_same(Use, accumulator) && __is_same(Layout, void)),
                "a wmma matrix_a or matrix_b fragment needs wmma::row_major or "
                "wmma::col_major as its layout");

public:
  typedef T element_type;
};

/* An accumulator with its memory layout in its type is an accumulator. */
template <int m, int n, int k, class T>
class fragment<accumulator, m, n, k, T, row_major>
    : public fragment<accumulator, m, n, k, T, void> {};
template <int m, int n, int k, class T>
class fragment<accumulator, m, n, k, T, col_major>
    : public fragment<accumulator, m, n, k, T, void> {};

/* A float rounded to TF32 (10 mantissa bits), to nearest with ties away
 * from zero, as cvt.rna.tf32.f32 rounds; NaN and infinities unchanged. */
__GJ_D float __float_to_tf32(float __in) {
  unsigned __u = __float_as_uint(__in);
  if ((__u & 0x7f800000u) != 0x7f800000u)
    __u = (__u + 0x1000u) & 0xffffe000u;
  return __uint_as_float(__u);
}

template <class Use, int m, int n, int k, class T, class L>
__GJ_D void fill_fragment(fragment<Use, m, n, k, T, L> &__f,
                          const typename __gj::__storage<T>::type &__v) {
  for (int __i = 0; __i < __f.num_elements; ++__i)
    __f.x[__i] = __v;
}

/* load_matrix_sync for A and B: the layout is the fragment's. R: the
 * builtins' register type; S: the element in memory. */
#define __GJ_LOAD_AB(USE, M, N, K, T, S, R, FN)                                \
  __GJ_D void load_matrix_sync(fragment<USE, M, N, K, T, row_major> &__f,     \
                               const S *__p, unsigned __ldm) {                 \
    FN(reinterpret_cast<R *>(__f.x), reinterpret_cast<const R *>(__p), __ldm, 0); \
  }                                                                            \
  __GJ_D void load_matrix_sync(fragment<USE, M, N, K, T, col_major> &__f,     \
                               const S *__p, unsigned __ldm) {                 \
    FN(reinterpret_cast<R *>(__f.x), reinterpret_cast<const R *>(__p), __ldm, 1); \
  }
#define __GJ_LOAD_F16(M, N, K)                                                 \
  __GJ_LOAD_AB(matrix_a, M, N, K, __half, __half, int, __hmma_m##M##n##N##k##K##_ld_a) \
  __GJ_LOAD_AB(matrix_b, M, N, K, __half, __half, int, __hmma_m##M##n##N##k##K##_ld_b) \
  __GJ_LOAD_AB(matrix_a, M, N, K, __nv_bfloat16, __nv_bfloat16, int,          \
               __mma_bf16_m##M##n##N##k##K##_ld_a)                             \
  __GJ_LOAD_AB(matrix_b, M, N, K, __nv_bfloat16, __nv_bfloat16, int,          \
               __mma_bf16_m##M##n##N##k##K##_ld_b)                             \
  __GJ_LOAD_AB(matrix_a, M, N, K, signed char, signed char, int,              \
               __imma_m##M##n##N##k##K##_ld_a_s8)                              \
  __GJ_LOAD_AB(matrix_b, M, N, K, signed char, signed char, int,              \
               __imma_m##M##n##N##k##K##_ld_b_s8)                              \
  __GJ_LOAD_AB(matrix_a, M, N, K, unsigned char, unsigned char, int,          \
               __imma_m##M##n##N##k##K##_ld_a_u8)                              \
  __GJ_LOAD_AB(matrix_b, M, N, K, unsigned char, unsigned char, int,          \
               __imma_m##M##n##N##k##K##_ld_b_u8)
__GJ_LOAD_F16(16, 16, 16)
__GJ_LOAD_F16(32, 8, 16)
__GJ_LOAD_F16(8, 32, 16)
__GJ_LOAD_AB(matrix_a, 16, 16, 8, precision::tf32, float, int, __mma_tf32_m16n16k8_ld_a)
__GJ_LOAD_AB(matrix_b, 16, 16, 8, precision::tf32, float, int, __mma_tf32_m16n16k8_ld_b)
__GJ_LOAD_AB(matrix_a, 8, 8, 4, double, double, double, __dmma_m8n8k4_ld_a)
__GJ_LOAD_AB(matrix_b, 8, 8, 4, double, double, double, __dmma_m8n8k4_ld_b)
#undef __GJ_LOAD_F16
#undef __GJ_LOAD_AB

/* Accumulators: the memory layout is an argument. */
#define __GJ_ACC(M, N, K, T, R, LD, ST)                                        \
  __GJ_D void load_matrix_sync(fragment<accumulator, M, N, K, T> &__f, const T *__p, \
                               unsigned __ldm, layout_t __l) {                 \
    R *__x = reinterpret_cast<R *>(__f.x);                                    \
    const R *__m = reinterpret_cast<const R *>(__p);                          \
    if (__l == mem_col_major)                                                  \
      LD(__x, __m, __ldm, 1);                                                  \
    else                                                                       \
      LD(__x, __m, __ldm, 0);                                                  \
  }                                                                            \
  __GJ_D void store_matrix_sync(T *__p, const fragment<accumulator, M, N, K, T> &__f, \
                                unsigned __ldm, layout_t __l) {                \
    R *__m = reinterpret_cast<R *>(__p);                                      \
    const R *__x = reinterpret_cast<const R *>(__f.x);                        \
    if (__l == mem_col_major)                                                  \
      ST(__m, __x, __ldm, 1);                                                  \
    else                                                                       \
      ST(__m, __x, __ldm, 0);                                                  \
  }
#define __GJ_ACCS(M, N, K)                                                     \
  __GJ_ACC(M, N, K, __half, int, __hmma_m##M##n##N##k##K##_ld_c_f16,          \
           __hmma_m##M##n##N##k##K##_st_c_f16)                                 \
  __GJ_ACC(M, N, K, float, float, __hmma_m##M##n##N##k##K##_ld_c_f32,         \
           __hmma_m##M##n##N##k##K##_st_c_f32)                                 \
  __GJ_ACC(M, N, K, int, int, __imma_m##M##n##N##k##K##_ld_c,                 \
           __imma_m##M##n##N##k##K##_st_c_i32)
__GJ_ACCS(16, 16, 16)
__GJ_ACCS(32, 8, 16)
__GJ_ACCS(8, 32, 16)
__GJ_ACC(16, 16, 8, float, float, __mma_tf32_m16n16k8_ld_c, __mma_m16n16k8_st_c_f32)
__GJ_ACC(8, 8, 4, double, double, __dmma_m8n8k4_ld_c, __dmma_m8n8k4_st_c_f64)
#undef __GJ_ACCS
#undef __GJ_ACC

/* An accumulator whose type names its layout loads and stores in it. */
template <int m, int n, int k, class T, class L>
__GJ_D void load_matrix_sync(fragment<accumulator, m, n, k, T, L> &__f, const T *__p,
                             unsigned __ldm) {
  static_assert(__gj::__is_layout<L>::value,
                "wmma::load_matrix_sync of an accumulator without a layout in its "
                "type needs a wmma::layout_t argument");
  load_matrix_sync(static_cast<fragment<accumulator, m, n, k, T> &>(__f), __p, __ldm,
                   __is_same(L, col_major) ? mem_col_major : mem_row_major);
}
template <int m, int n, int k, class T, class L>
__GJ_D void store_matrix_sync(T *__p, const fragment<accumulator, m, n, k, T, L> &__f,
                              unsigned __ldm) {
  static_assert(__gj::__is_layout<L>::value,
                "wmma::store_matrix_sync of an accumulator without a layout in its "
                "type needs a wmma::layout_t argument");
  store_matrix_sync(__p, static_cast<const fragment<accumulator, m, n, k, T> &>(__f), __ldm,
                    __is_same(L, col_major) ? mem_col_major : mem_row_major);
}

/* D = A * B + C. Floating-point satf is applied to D here (see
 * __gj::__satfinite); integer satf is the instruction's. */
#define __GJ_MMA_F(M, N, K, TI, TD, TC, RD, RI, RC, FN, MAX)                   \
  template <class LA, class LB>                                                \
  __GJ_D void mma_sync(fragment<accumulator, M, N, K, TD> &__d,                \
                       const fragment<matrix_a, M, N, K, TI, LA> &__a,         \
                       const fragment<matrix_b, M, N, K, TI, LB> &__b,         \
                       const fragment<accumulator, M, N, K, TC> &__c,          \
                       bool __satf = false) {                                  \
    FN(reinterpret_cast<RD *>(__d.x), reinterpret_cast<const RI *>(__a.x),     \
       reinterpret_cast<const RI *>(__b.x), reinterpret_cast<const RC *>(__c.x), \
       __gj::__ab<LA, LB>::value, 0);                                          \
    if (__satf)                                                                \
      for (int __i = 0; __i < __d.num_elements; ++__i)                         \
        __d.x[__i] = __gj::__satfinite(float(__d.x[__i]), MAX);                \
  }
#define __GJ_MMA_I(M, N, K, TI, FN)                                            \
  template <class LA, class LB>                                                \
  __GJ_D void mma_sync(fragment<accumulator, M, N, K, int> &__d,               \
                       const fragment<matrix_a, M, N, K, TI, LA> &__a,         \
                       const fragment<matrix_b, M, N, K, TI, LB> &__b,         \
                       const fragment<accumulator, M, N, K, int> &__c,         \
                       bool __satf = false) {                                  \
    int *__x = __d.x;                                                          \
    const int *__xa = reinterpret_cast<const int *>(__a.x);                   \
    const int *__xb = reinterpret_cast<const int *>(__b.x);                   \
    if (__satf)                                                                \
      FN(__x, __xa, __xb, __c.x, __gj::__ab<LA, LB>::value, 1);               \
    else                                                                       \
      FN(__x, __xa, __xb, __c.x, __gj::__ab<LA, LB>::value, 0);               \
  }
#define __GJ_MMAS(M, N, K)                                                     \
  __GJ_MMA_F(M, N, K, __half, float, float, float, int, float,                 \
             __hmma_m##M##n##N##k##K##_mma_f32f32, 3.40282347e38f)             \
  __GJ_MMA_F(M, N, K, __half, float, __half, float, int, int,                  \
             __hmma_m##M##n##N##k##K##_mma_f32f16, 3.40282347e38f)             \
  __GJ_MMA_F(M, N, K, __half, __half, float, int, int, float,                  \
             __hmma_m##M##n##N##k##K##_mma_f16f32, 65504.0f)                   \
  __GJ_MMA_F(M, N, K, __half, __half, __half, int, int, int,                   \
             __hmma_m##M##n##N##k##K##_mma_f16f16, 65504.0f)                   \
  __GJ_MMA_F(M, N, K, __nv_bfloat16, float, float, float, int, float,          \
             __mma_bf16_m##M##n##N##k##K##_mma_f32, 3.40282347e38f)            \
  __GJ_MMA_I(M, N, K, signed char, __imma_m##M##n##N##k##K##_mma_s8)          \
  __GJ_MMA_I(M, N, K, unsigned char, __imma_m##M##n##N##k##K##_mma_u8)
__GJ_MMAS(16, 16, 16)
__GJ_MMAS(32, 8, 16)
__GJ_MMAS(8, 32, 16)
__GJ_MMA_F(16, 16, 8, precision::tf32, float, float, float, int, float,
           __mma_tf32_m16n16k8_mma_f32, 3.40282347e38f)
#undef __GJ_MMAS
#undef __GJ_MMA_I
#undef __GJ_MMA_F

template <class LA, class LB>
__GJ_D void mma_sync(fragment<accumulator, 8, 8, 4, double> &__d,
                     const fragment<matrix_a, 8, 8, 4, double, LA> &__a,
                     const fragment<matrix_b, 8, 8, 4, double, LB> &__b,
                     const fragment<accumulator, 8, 8, 4, double> &__c, bool __satf = false) {
  __dmma_m8n8k4_mma_f64(__d.x, __a.x, __b.x, __c.x, __gj::__ab<LA, LB>::value, 0);
  if (__satf)
    for (int __i = 0; __i < __d.num_elements; ++__i) {
      double __v = __d.x[__i];
      const double __max = 1.7976931348623157e308;
      __d.x[__i] = __v != __v ? 0.0 : (__v > __max ? __max : (__v < -__max ? -__max : __v));
    }
}

} // namespace wmma
} // namespace nvcuda

#pragma pop_macro("__GJ_D")
#endif /* __GPUJIT_MMA_H__ */
