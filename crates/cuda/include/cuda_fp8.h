/* cuda_fp8.h: gpujit's built-in subset of CUDA's 8-bit floating point:
 * the E4M3 and E5M2 formats as storage bytes and as the classes
 * __nv_fp8_e4m3 and __nv_fp8_e5m2 (from and to float and double), and
 * __nv_cvt_float_to_fp8 / __nv_cvt_double_to_fp8 with round-to-nearest-even
 * and an optional saturation to the largest finite value. The conversions
 * are integer code, the same on every target (and usable in constant
 * expressions). Not given: the paired types (__nv_fp8x2_*, __nv_fp8x4_*),
 * conversions to and from __half_raw and __nv_bfloat16_raw, and the E8M0
 * and FP4/FP6 formats. Written for gpujit; it is not NVIDIA's header. */
#ifndef __GPUJIT_CUDA_FP8_H__
#define __GPUJIT_CUDA_FP8_H__

typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short __nv_fp8x2_storage_t;
typedef unsigned int __nv_fp8x4_storage_t;
typedef enum __nv_saturation_t { __NV_NOSAT, __NV_SATFINITE } __nv_saturation_t;
typedef enum __nv_fp8_interpretation_t { __NV_E4M3, __NV_E5M2 } __nv_fp8_interpretation_t;

/* |x| (its bits, sign cleared) to a format of `__e` exponent and `__m`
 * mantissa bits, rounded to nearest even; an encoding past the largest
 * finite one is saturated or becomes NaN (E4M3) or infinity (E5M2). */
__host__ __device__ constexpr __nv_fp8_storage_t
__gpujit_fp8_encode(unsigned __bits, int __e, int __m, bool __sat, bool __e5m2) {
  const unsigned __sign = (__bits >> 24) & 0x80u;
  const unsigned __abs = __bits & 0x7fffffffu;
  const unsigned __max = __e5m2 ? 0x7bu : 0x7eu;
  if (__abs > 0x7f800000u)
    return (__nv_fp8_storage_t)(__sign | 0x7fu);
  const int __exp = (int)(__abs >> 23);
  if (__exp == 0)
    return (__nv_fp8_storage_t)__sign; /* float subnormals are far below */
  const unsigned long long __mant = (__abs & 0x7fffffu) | 0x800000u;
  const int __bias = (1 << (__e - 1)) - 1;
  int __field = __exp - 127 + __bias;
  int __shift = 23 - __m;
  if (__field < 1) {
    __shift += 1 - __field;
    __field = 1;
  }
  unsigned long long __q = 0;
  if (__shift < 48) {
    __q = __mant >> __shift;
    const unsigned long long __rem = __mant & ((1ull << __shift) - 1);
    const unsigned long long __half = 1ull << (__shift - 1);
    if (__rem > __half || (__rem == __half && (__q & 1)))
      ++__q;
  }
  /* q holds the implicit bit for normal values: a carry out of the
   * mantissa moves into the exponent, a subnormal rounding up to the
   * smallest normal value becomes it. */
  const long long __enc =
      __q < (1ull << __m) ? (long long)__q
                          : (long long)(((unsigned long long)(__field - 1) << __m) + __q);
  if (__enc > (long long)__max)
    return (__nv_fp8_storage_t)(__sign | (__sat ? __max : (__e5m2 ? 0x7cu : 0x7fu)));
  return (__nv_fp8_storage_t)(__sign | (unsigned)__enc);
}

__host__ __device__ constexpr __nv_fp8_storage_t
__nv_cvt_float_to_fp8(float __x, __nv_saturation_t __sat, __nv_fp8_interpretation_t __fmt) {
  return __fmt == __NV_E5M2
             ? __gpujit_fp8_encode(__builtin_bit_cast(unsigned, __x), 5, 2, __sat == __NV_SATFINITE, true)
             : __gpujit_fp8_encode(__builtin_bit_cast(unsigned, __x), 4, 3, __sat == __NV_SATFINITE, false);
}

__host__ __device__ constexpr __nv_fp8_storage_t
__nv_cvt_double_to_fp8(double __x, __nv_saturation_t __sat, __nv_fp8_interpretation_t __fmt) {
  /* Through float: exact for every value that does not round twice. */
  return __nv_cvt_float_to_fp8((float)__x, __sat, __fmt);
}

/* An 8-bit value as float. */
__host__ __device__ constexpr float __gpujit_fp8_to_float(__nv_fp8_storage_t __v,
                                                          __nv_fp8_interpretation_t __fmt) {
  const int __m = __fmt == __NV_E5M2 ? 2 : 3;
  const int __bias = __fmt == __NV_E5M2 ? 15 : 7;
  const unsigned __sign = (unsigned)(__v & 0x80u) << 24;
  const unsigned __field = (__v & 0x7fu) >> __m;
  const unsigned __mant = __v & ((1u << __m) - 1);
  if (__fmt == __NV_E4M3 && (__v & 0x7fu) == 0x7fu)
    return __builtin_bit_cast(float, __sign | 0x7fc00000u);
  if (__fmt == __NV_E5M2 && __field == 31)
    return __builtin_bit_cast(float, __sign | (__mant ? 0x7fc00000u : 0x7f800000u));
  if (__field == 0) {
    /* mant * 2^(1 - bias - m), exact in float. */
    const float __unit = __fmt == __NV_E5M2 ? 1.0f / 65536.0f : 1.0f / 512.0f;
    const float __mag = (float)__mant * __unit;
    return __sign ? -__mag : __mag;
  }
  return __builtin_bit_cast(float, __sign | ((__field - __bias + 127) << 23) | (__mant << (23 - __m)));
}

#define __GPUJIT_FP8_CLASS(NAME, FMT)                                                       \
  struct __attribute__((aligned(1))) NAME {                                                 \
    __nv_fp8_storage_t __x;                                                                 \
    NAME() = default;                                                                       \
    __host__ __device__ constexpr explicit NAME(float __f)                                  \
        : __x(__nv_cvt_float_to_fp8(__f, __NV_SATFINITE, FMT)) {}                           \
    __host__ __device__ constexpr explicit NAME(double __f)                                 \
        : __x(__nv_cvt_double_to_fp8(__f, __NV_SATFINITE, FMT)) {}                          \
    __host__ __device__ constexpr explicit NAME(int __i) : NAME((float)__i) {}              \
    __host__ __device__ constexpr explicit NAME(unsigned __i) : NAME((float)__i) {}         \
    __host__ __device__ constexpr explicit operator float() const {                         \
      return __gpujit_fp8_to_float(__x, FMT);                                               \
    }                                                                                       \
    __host__ __device__ constexpr explicit operator double() const {                        \
      return (double)__gpujit_fp8_to_float(__x, FMT);                                       \
    }                                                                                       \
  };
__GPUJIT_FP8_CLASS(__nv_fp8_e4m3, __NV_E4M3)
__GPUJIT_FP8_CLASS(__nv_fp8_e5m2, __NV_E5M2)
#undef __GPUJIT_FP8_CLASS

#endif
