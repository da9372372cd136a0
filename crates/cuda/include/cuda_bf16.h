/* cuda_bf16.h: gpujit's built-in subset of CUDA's bfloat16 support:
 * __nv_bfloat16 and __nv_bfloat162 (nv_bfloat16, nv_bfloat162) with CUDA's
 * layout and value semantics, the _raw structs, conversions to and from
 * float, double and int, arithmetic (__hadd, __hsub, __hmul, __hdiv, __hfma,
 * __hneg, __habs, __hmin, __hmax and their bfloat162 forms), comparisons,
 * operators, hsqrt / hexp and the other math functions through float, the
 * __shfl_*_sync shuffles, __ldg and atomicAdd. Device code only (sm_80 and
 * later; sm_90 uses its native bf16 instructions). The operations are the
 * same PTX instructions nvcc's headers emit, so programs compile to the same
 * IR with either header set. Written for gpujit; it is not NVIDIA's header. */
#ifndef __GPUJIT_CUDA_BF16_H__
#define __GPUJIT_CUDA_BF16_H__
#define __CUDA_BF16_H__
#define __CUDA_BF16_TYPES_EXIST__

#pragma push_macro("__GJ_B")
#define __GJ_B static __device__ __inline__

struct __attribute__((aligned(2))) __nv_bfloat16_raw {
  unsigned short x;
};
struct __attribute__((aligned(4))) __nv_bfloat162_raw {
  unsigned short x;
  unsigned short y;
};

#define __GJ_US(h) (*reinterpret_cast<unsigned short *>(&(h)))
#define __GJ_CUS(h) (*reinterpret_cast<const unsigned short *>(&(h)))
#define __GJ_UI(h) (*reinterpret_cast<unsigned int *>(&(h)))
#define __GJ_CUI(h) (*reinterpret_cast<const unsigned int *>(&(h)))

struct __attribute__((aligned(2))) __nv_bfloat16 {
protected:
  unsigned short __x;

public:
  __nv_bfloat16() = default;
  __host__ __device__ constexpr __nv_bfloat16(const __nv_bfloat16_raw &__r) : __x(__r.x) {}
  __host__ __device__ __nv_bfloat16 &operator=(const __nv_bfloat16_raw &__r) {
    __x = __r.x;
    return *this;
  }
  __host__ __device__ operator __nv_bfloat16_raw() const {
    __nv_bfloat16_raw __r;
    __r.x = __x;
    return __r;
  }
#if !defined(__CUDA_NO_BFLOAT16_CONVERSIONS__)
  __device__ __nv_bfloat16(float __f);
  __device__ __nv_bfloat16(double __f);
  __device__ __nv_bfloat16(int __v);
  __device__ __nv_bfloat16(unsigned int __v);
  __device__ __nv_bfloat16(long long __v);
  __device__ __nv_bfloat16(unsigned long long __v);
  __device__ operator float() const;
  __device__ operator int() const;
  __device__ operator unsigned int() const;
  __device__ operator long long() const;
  __device__ operator unsigned long long() const;
  __host__ __device__ constexpr operator bool() const { return (__x & 0x7FFFU) != 0U; }
  __device__ __nv_bfloat16 &operator=(float __f);
  __device__ __nv_bfloat16 &operator=(double __f);
#endif
};

struct __attribute__((aligned(4))) __nv_bfloat162 {
  __nv_bfloat16 x;
  __nv_bfloat16 y;
  __nv_bfloat162() = default;
  __host__ __device__ constexpr __nv_bfloat162(const __nv_bfloat16 &__a, const __nv_bfloat16 &__b)
      : x(__a), y(__b) {}
  __device__ __nv_bfloat162(const __nv_bfloat162 &__s) { __GJ_UI(*this) = __GJ_CUI(__s); }
  __device__ __nv_bfloat162(__nv_bfloat162 &&__s) { __GJ_UI(*this) = __GJ_CUI(__s); }
  __device__ __nv_bfloat162 &operator=(const __nv_bfloat162 &__s) {
    __GJ_UI(*this) = __GJ_CUI(__s);
    return *this;
  }
  __device__ __nv_bfloat162 &operator=(__nv_bfloat162 &&__s) {
    __GJ_UI(*this) = __GJ_CUI(__s);
    return *this;
  }
  __device__ __nv_bfloat162(const __nv_bfloat162_raw &__r) { __GJ_UI(*this) = __GJ_CUI(__r); }
  __device__ __nv_bfloat162 &operator=(const __nv_bfloat162_raw &__r) {
    __GJ_UI(*this) = __GJ_CUI(__r);
    return *this;
  }
  __device__ operator __nv_bfloat162_raw() const {
    __nv_bfloat162_raw __r;
    __GJ_UI(__r) = __GJ_CUI(*this);
    return __r;
  }
};

typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;

#define __GJ_BF1(OP, a) { __nv_bfloat16 __r; asm(OP : "=h"(__GJ_US(__r)) : "h"(__GJ_CUS(a))); return __r; }
#define __GJ_BF2(OP, a, b)                                                     \
  { __nv_bfloat16 __r; asm(OP : "=h"(__GJ_US(__r)) : "h"(__GJ_CUS(a)), "h"(__GJ_CUS(b))); return __r; }
#define __GJ_BF3(OP, a, b, c)                                                  \
  { __nv_bfloat16 __r;                                                         \
    asm(OP : "=h"(__GJ_US(__r)) : "h"(__GJ_CUS(a)), "h"(__GJ_CUS(b)), "h"(__GJ_CUS(c))); \
    return __r; }
#define __GJ_BW1(OP, a) { __nv_bfloat162 __r; asm(OP : "=r"(__GJ_UI(__r)) : "r"(__GJ_CUI(a))); return __r; }
#define __GJ_BW2(OP, a, b)                                                     \
  { __nv_bfloat162 __r; asm(OP : "=r"(__GJ_UI(__r)) : "r"(__GJ_CUI(a)), "r"(__GJ_CUI(b))); return __r; }
#define __GJ_BW3(OP, a, b, c)                                                  \
  { __nv_bfloat162 __r;                                                        \
    asm(OP : "=r"(__GJ_UI(__r)) : "r"(__GJ_CUI(a)), "r"(__GJ_CUI(b)), "r"(__GJ_CUI(c))); \
    return __r; }

/* ---- conversions -------------------------------------------------------------- */
#define __GJ_F2B(N, RND)                                                       \
  __GJ_B __nv_bfloat16 N(const float __a) {                                    \
    __nv_bfloat16 __r;                                                         \
    asm("{  cvt." RND ".bf16.f32 %0, %1;}\n" : "=h"(__GJ_US(__r)) : "f"(__a)); \
    return __r;                                                                \
  }
__GJ_F2B(__float2bfloat16, "rn") __GJ_F2B(__float2bfloat16_rn, "rn")
__GJ_F2B(__float2bfloat16_rz, "rz") __GJ_F2B(__float2bfloat16_rd, "rm")
__GJ_F2B(__float2bfloat16_ru, "rp")
#undef __GJ_F2B
__GJ_B float __bfloat162float(const __nv_bfloat16 __a) {
  float __r;
#if __CUDA_ARCH__ >= 900
  asm("{ cvt.f32.bf16 %0, %1;}\n" : "=f"(__r) : "h"(__GJ_CUS(__a)));
#else
  asm("{ mov.b32 %0, {0,%1};}\n" : "=f"(__r) : "h"(__GJ_CUS(__a)));
#endif
  return __r;
}
/* double -> bfloat16 rounds once: to float to nearest, moved toward zero
 * if that rounded away, with the last bit set when inexact ("round to odd"),
 * then to bfloat16. */
__GJ_B float __gj_d2f_rn(const double __d) {
  float __f;
  asm("cvt.rn.f32.f64 %0, %1;" : "=f"(__f) : "d"(__d));
  return __f;
}
__GJ_B double __gj_f2d(const float __f) {
  double __d;
  asm("cvt.f64.f32 %0, %1;" : "=d"(__d) : "f"(__f));
  return __d;
}
__GJ_B __nv_bfloat16 __double2bfloat16(const double __d) {
#if __CUDA_ARCH__ >= 900
  __nv_bfloat16 __r;
  asm("{  cvt.rn.bf16.f64 %0, %1;}\n" : "=h"(__GJ_US(__r)) : "d"(__d));
  return __r;
#else
  const float __f = __gj_d2f_rn(__d);
  const double __back = __gj_f2d(__f);
  unsigned int __u = __float_as_uint(__f);
  const bool __finite_or_inf = (__u << 1U) <= 0xFF000000U;
  if (__d > 0.0 && __back > __d)
    __u--;
  if (__d < 0.0 && __back < __d)
    __u--;
  if (__back != __d && __finite_or_inf)
    __u |= 1U;
  return __float2bfloat16(__uint_as_float(__u));
#endif
}
/* Integer <-> bfloat16: sm_90 converts natively; before, an integer goes to
 * float toward zero with its last bit set when inexact, then to bfloat16, and
 * a bfloat16 goes to an integer through float. */
#if __CUDA_ARCH__ >= 900
#define __GJ_INTCONV(SFX, T, PT, C, PRE, POST)                                 \
  __GJ_B __nv_bfloat16 __##SFX##2bfloat16_rn(const T __i) {                    \
    __nv_bfloat16 __r;                                                         \
    asm("cvt.rn.bf16." PT " %0, %1;" : "=h"(__GJ_US(__r)) : C(__i));           \
    return __r;                                                                \
  }                                                                            \
  __GJ_B T __bfloat162##SFX##_rz(const __nv_bfloat16 __h) {                    \
    T __r;                                                                     \
    asm(PRE "cvt.rzi." PT ".bf16 %0, %1" POST : "=" C(__r) : "h"(__GJ_CUS(__h))); \
    return __r;                                                                \
  }
__GJ_INTCONV(int, int, "s32", "r", "{  ", ";}\n")
__GJ_INTCONV(uint, unsigned int, "u32", "r", "{  ", ";}\n")
__GJ_INTCONV(ll, long long, "s64", "l", "", ";")
__GJ_INTCONV(ull, unsigned long long, "u64", "l", "", ";")
#else
#define __GJ_INTCONV(SFX, T, PT, C)                                        \
  __GJ_B __nv_bfloat16 __##SFX##2bfloat16_rn(const T __i) {                    \
    const float __ru = __##SFX##2float_ru(__i);                                \
    const float __rd = __##SFX##2float_rd(__i);                                \
    float __rz = __##SFX##2float_rz(__i);                                      \
    if (__ru != __rd)                                                          \
      __rz = __uint_as_float(__float_as_uint(__rz) | 1U);                      \
    return __float2bfloat16_rn(__rz);                                          \
  }                                                                            \
  __GJ_B T __bfloat162##SFX##_rz(const __nv_bfloat16 __h) {                    \
    return __float2##SFX##_rz(__bfloat162float(__h));                          \
  }
__GJ_INTCONV(int, int, "s32", "r")
__GJ_INTCONV(uint, unsigned int, "u32", "r")
__GJ_INTCONV(ll, long long, "s64", "l")
__GJ_INTCONV(ull, unsigned long long, "u64", "l")
#endif
#undef __GJ_INTCONV
__GJ_B unsigned short __bfloat16_as_ushort(const __nv_bfloat16 __h) { return __GJ_CUS(__h); }
__GJ_B short __bfloat16_as_short(const __nv_bfloat16 __h) { return static_cast<short>(__GJ_CUS(__h)); }
__GJ_B __nv_bfloat16 __ushort_as_bfloat16(const unsigned short __i) {
  __nv_bfloat16 __h;
  __GJ_US(__h) = __i;
  return __h;
}
__GJ_B __nv_bfloat16 __short_as_bfloat16(const short __i) {
  __nv_bfloat16 __h;
  __GJ_US(__h) = static_cast<unsigned short>(__i);
  return __h;
}

/* bfloat16s into and out of bfloat162s. */
__GJ_B __nv_bfloat162 __halves2bfloat162(const __nv_bfloat16 __a, const __nv_bfloat16 __b) {
  __nv_bfloat162 __r;
  asm("{  mov.b32 %0, {%1,%2};}\n" : "=r"(__GJ_UI(__r)) : "h"(__GJ_CUS(__a)), "h"(__GJ_CUS(__b)));
  return __r;
}
__GJ_B __nv_bfloat162 __bfloat162bfloat162(const __nv_bfloat16 __a) {
  __nv_bfloat162 __r;
  asm("{  mov.b32 %0, {%1,%1};}\n" : "=r"(__GJ_UI(__r)) : "h"(__GJ_CUS(__a)));
  return __r;
}
#define __GJ_PART(N, WHICH)                                                    \
  __GJ_B __nv_bfloat16 N(const __nv_bfloat162 __a) {                           \
    __nv_bfloat16 __r;                                                         \
    asm("{.reg .b16 low,high;\n"                                               \
        " mov.b32 {low,high}, %1;\n"                                           \
        " mov.b16 %0, " WHICH ";}" : "=h"(__GJ_US(__r)) : "r"(__GJ_CUI(__a))); \
    return __r;                                                                \
  }
__GJ_PART(__low2bfloat16, "low")
__GJ_PART(__high2bfloat16, "high")
#undef __GJ_PART
__GJ_B __nv_bfloat162 __lowhigh2highlow(const __nv_bfloat162 __a) {
  return __halves2bfloat162(__high2bfloat16(__a), __low2bfloat16(__a));
}
__GJ_B float __low2float(const __nv_bfloat162 __a) { return __bfloat162float(__a.x); }
__GJ_B float __high2float(const __nv_bfloat162 __a) { return __bfloat162float(__a.y); }
__GJ_B float2 __bfloat1622float2(const __nv_bfloat162 __a) {
  float __hi, __lo;
  __lo = __bfloat162float(__a.x);
  __hi = __bfloat162float(__a.y);
  return make_float2(__lo, __hi);
}
__GJ_B __nv_bfloat162 __floats2bfloat162_rn(const float __a, const float __b) {
  __nv_bfloat162 __r;
  asm("{ cvt.rn.bf16x2.f32 %0, %2, %1;}\n" : "=r"(__GJ_UI(__r)) : "f"(__a), "f"(__b));
  return __r;
}
__GJ_B __nv_bfloat162 __float22bfloat162_rn(const float2 __a) {
  return __floats2bfloat162_rn(__a.x, __a.y);
}
__GJ_B __nv_bfloat162 __float2bfloat162_rn(const float __a) {
  __nv_bfloat162 __r;
  asm("{.reg .b16 low;\n"
      "  cvt.rn.bf16.f32 low, %1;\n"
      "  mov.b32 %0, {low,low};}\n" : "=r"(__GJ_UI(__r)) : "f"(__a));
  return __r;
}

/* ---- __nv_bfloat16's conversion members ------------------------------------- */
#if !defined(__CUDA_NO_BFLOAT16_CONVERSIONS__)
__device__ inline __nv_bfloat16::__nv_bfloat16(float __f) { __x = __float2bfloat16(__f).__x; }
__device__ inline __nv_bfloat16::__nv_bfloat16(double __f) { __x = __double2bfloat16(__f).__x; }
__device__ inline __nv_bfloat16::__nv_bfloat16(int __v) { __x = __int2bfloat16_rn(__v).__x; }
__device__ inline __nv_bfloat16::__nv_bfloat16(unsigned int __v) { __x = __uint2bfloat16_rn(__v).__x; }
__device__ inline __nv_bfloat16::__nv_bfloat16(long long __v) { __x = __ll2bfloat16_rn(__v).__x; }
__device__ inline __nv_bfloat16::__nv_bfloat16(unsigned long long __v) {
  __x = __ull2bfloat16_rn(__v).__x;
}
__device__ inline __nv_bfloat16::operator float() const { return __bfloat162float(*this); }
__device__ inline __nv_bfloat16::operator int() const { return __bfloat162int_rz(*this); }
__device__ inline __nv_bfloat16::operator unsigned int() const { return __bfloat162uint_rz(*this); }
__device__ inline __nv_bfloat16::operator long long() const { return __bfloat162ll_rz(*this); }
__device__ inline __nv_bfloat16::operator unsigned long long() const {
  return __bfloat162ull_rz(*this);
}
__device__ inline __nv_bfloat16 &__nv_bfloat16::operator=(float __f) {
  __x = __float2bfloat16(__f).__x;
  return *this;
}
__device__ inline __nv_bfloat16 &__nv_bfloat16::operator=(double __f) {
  __x = __double2bfloat16(__f).__x;
  return *this;
}
#endif

/* ---- arithmetic ------------------------------------------------------------------ */
/* sm_90 adds, subtracts and multiplies natively; sm_80 does it with fma:
 * a*1+b, b*-1+a, a*b+(-0). */
#if __CUDA_ARCH__ >= 900
#define __GJ_ARITH(N, OP, FMA1, FMA2)                                          \
  __GJ_B __nv_bfloat16 N(const __nv_bfloat16 __a, const __nv_bfloat16 __b)     \
      __GJ_BF2("{ " OP ".bf16 %0,%1,%2; }\n", __a, __b)                        \
  __GJ_B __nv_bfloat162 N##2(const __nv_bfloat162 __a, const __nv_bfloat162 __b) \
      __GJ_BW2("{ " OP ".bf16x2 %0,%1,%2; }\n", __a, __b)
#else
#define __GJ_ARITH(N, OP, FMA1, FMA2)                                          \
  __GJ_B __nv_bfloat16 N(const __nv_bfloat16 __a, const __nv_bfloat16 __b)     \
      __GJ_BF2(FMA1, __a, __b)                                                 \
  __GJ_B __nv_bfloat162 N##2(const __nv_bfloat162 __a, const __nv_bfloat162 __b) \
      __GJ_BW2(FMA2, __a, __b)
#endif
__GJ_ARITH(__hadd, "add",
           "{.reg .b16 c;\n  mov.b16 c, 0x3f80U;\n  fma.rn.bf16 %0,%1,c,%2;}\n",
           "{.reg .b32 c;\n  mov.b32 c, 0x3f803f80U;\n  fma.rn.bf16x2 %0,%1,c,%2;}\n")
__GJ_ARITH(__hsub, "sub",
           "{.reg .b16 c;\n  mov.b16 c, 0xbf80U;\n  fma.rn.bf16 %0,%2,c,%1;}\n",
           "{.reg .b32 c;\n  mov.b32 c, 0xbf80bf80U;\n  fma.rn.bf16x2 %0,%2,c,%1;}\n")
__GJ_ARITH(__hmul, "mul",
           "{.reg .b16 c;\n  mov.b16 c, 0x8000U;\n  fma.rn.bf16 %0,%1,%2,c;}\n",
           "{.reg .b32 c;\n  mov.b32 c, 0x80008000U;\n  fma.rn.bf16x2 %0,%1,%2,c;}\n")
#undef __GJ_ARITH
__GJ_B __nv_bfloat16 __hfma(const __nv_bfloat16 __a, const __nv_bfloat16 __b, const __nv_bfloat16 __c)
    __GJ_BF3("{fma.rn.bf16 %0,%1,%2,%3;\n}", __a, __b, __c)
__GJ_B __nv_bfloat162 __hfma2(const __nv_bfloat162 __a, const __nv_bfloat162 __b,
                              const __nv_bfloat162 __c)
    __GJ_BW3("{fma.rn.bf16x2 %0,%1,%2,%3;\n}", __a, __b, __c)
__GJ_B __nv_bfloat16 __hneg(const __nv_bfloat16 __a) __GJ_BF1("{neg.bf16 %0,%1;\n}", __a)
__GJ_B __nv_bfloat162 __hneg2(const __nv_bfloat162 __a) __GJ_BW1("{neg.bf16x2 %0,%1;\n}", __a)
__GJ_B __nv_bfloat16 __habs(const __nv_bfloat16 __a) __GJ_BF1("{abs.bf16 %0,%1;\n}", __a)
__GJ_B __nv_bfloat162 __habs2(const __nv_bfloat162 __a) __GJ_BW1("{abs.bf16x2 %0,%1;\n}", __a)
__GJ_B __nv_bfloat16 __hmax(const __nv_bfloat16 __a, const __nv_bfloat16 __b)
    __GJ_BF2("{ max.bf16 %0,%1,%2;\n}", __a, __b)
__GJ_B __nv_bfloat16 __hmin(const __nv_bfloat16 __a, const __nv_bfloat16 __b)
    __GJ_BF2("{ min.bf16 %0,%1,%2;\n}", __a, __b)
__GJ_B __nv_bfloat162 __hmax2(const __nv_bfloat162 __a, const __nv_bfloat162 __b)
    __GJ_BW2("{ max.bf16x2 %0,%1,%2;\n}", __a, __b)
__GJ_B __nv_bfloat162 __hmin2(const __nv_bfloat162 __a, const __nv_bfloat162 __b)
    __GJ_BW2("{ min.bf16x2 %0,%1,%2;\n}", __a, __b)
/* Division through float: an approximate quotient (the divisor scaled down
 * first when huge, so that it does not flush), rounded once to bfloat16. */
__GJ_B __nv_bfloat16 __hdiv(const __nv_bfloat16 __a, const __nv_bfloat16 __b) {
  const float __big = __uint_as_float(0x7E800000U);
  const float __fa = __bfloat162float(__a);
  float __fb = __bfloat162float(__b), __q;
  const bool __scaled = fabsf(__fb) >= __big;
  if (__scaled)
    __fb *= 0.25f;
  asm("{ div.approx.f32 %0, %1, %2; }" : "=f"(__q) : "f"(__fa), "f"(__fb));
  if (__scaled)
    __q = __fmaf_ieee_rn(__q, 0.25f, -0.0f);
  return __float2bfloat16(__q);
}
__GJ_B __nv_bfloat162 __h2div(const __nv_bfloat162 __a, const __nv_bfloat162 __b) {
  return __halves2bfloat162(__hdiv(__a.x, __b.x), __hdiv(__a.y, __b.y));
}

/* ---- comparisons ----------------------------------------------------------------- */
#if __CUDA_ARCH__ >= 900
#define __GJ_CMP(N, OP)                                                        \
  __GJ_B bool N(const __nv_bfloat16 __a, const __nv_bfloat16 __b) {            \
    unsigned short __v;                                                        \
    asm("{ .reg .pred __$temp3;\n"                                             \
        "  setp." OP ".bf16  __$temp3, %1, %2;\n"                              \
        "  selp.u16 %0, 1, 0, __$temp3;}"                                      \
        : "=h"(__v) : "h"(__GJ_CUS(__a)), "h"(__GJ_CUS(__b)));                 \
    return (__v != 0U) ? true : false;                                         \
  }
#else
#define __GJ_CMP(N, OP)                                                        \
  __GJ_B bool N(const __nv_bfloat16 __a, const __nv_bfloat16 __b) {            \
    unsigned int __v;                                                          \
    asm("{.reg .b32 a,b;\n"                                                    \
        "  mov.b32 a, {0, %1};\n"                                              \
        "  mov.b32 b, {0, %2};\n"                                              \
        "  set." OP ".f32.f32 %0, a, b;}\n"                                    \
        : "=r"(__v) : "h"(__GJ_CUS(__a)), "h"(__GJ_CUS(__b)));                 \
    return (__v != 0U) ? true : false;                                         \
  }
#endif
__GJ_CMP(__heq, "eq") __GJ_CMP(__hne, "ne") __GJ_CMP(__hlt, "lt")
__GJ_CMP(__hle, "le") __GJ_CMP(__hgt, "gt") __GJ_CMP(__hge, "ge")
__GJ_CMP(__hequ, "equ") __GJ_CMP(__hneu, "neu") __GJ_CMP(__hltu, "ltu")
__GJ_CMP(__hleu, "leu") __GJ_CMP(__hgtu, "gtu") __GJ_CMP(__hgeu, "geu")
#undef __GJ_CMP
/* Both halves compare true. */
#define __GJ_BCMP(N, M)                                                        \
  __GJ_B bool N(const __nv_bfloat162 __a, const __nv_bfloat162 __b) {          \
    return M(__a.x, __b.x) && M(__a.y, __b.y);                                 \
  }
__GJ_BCMP(__hbeq2, __heq) __GJ_BCMP(__hbne2, __hne) __GJ_BCMP(__hblt2, __hlt)
__GJ_BCMP(__hble2, __hle) __GJ_BCMP(__hbgt2, __hgt) __GJ_BCMP(__hbge2, __hge)
__GJ_BCMP(__hbneu2, __hneu)
#undef __GJ_BCMP
__GJ_B bool __hisnan(const __nv_bfloat16 __a) {
#if __CUDA_ARCH__ >= 900
  unsigned short __v;
  asm("{set.nan.bf16.bf16 %0,%1,%1;\n}" : "=h"(__v) : "h"(__GJ_CUS(__a)));
  return __v != 0U;
#else
  unsigned int __v;
  asm("{.reg .b32 a;\n"
      "  mov.b32 a, {0,%1};\n"
      "  set.nan.f32.f32 %0, a, a;}\n" : "=r"(__v) : "h"(__GJ_CUS(__a)));
  return __v != 0U;
#endif
}
__GJ_B int __hisinf(const __nv_bfloat16 __a) {
  int __r;
  const unsigned short __b = __GJ_CUS(__a);
  if (__b == 0xFF80U)
    __r = -1;
  else if (__b == 0x7F80U)
    __r = 1;
  else
    __r = 0;
  return __r;
}

/* ---- math (through float) ------------------------------------------------------------ */
__GJ_B __nv_bfloat16 hsqrt(const __nv_bfloat16 __a) {
  float __f = __bfloat162float(__a);
  asm("{ sqrt.approx.f32 %0, %0; }" : "+f"(__f));
  return __float2bfloat16(__f);
}
__GJ_B float __gj_bf16_exp(float __f) {
  __f *= __uint_as_float(0x3FB8AA3CU); /* log2(e) */
  asm("{ ex2.approx.f32 %0, %0; }" : "+f"(__f));
  return __f;
}
__GJ_B __nv_bfloat16 hexp(const __nv_bfloat16 __a) {
  return __float2bfloat16_rn(__gj_bf16_exp(__bfloat162float(__a)));
}
#define __GJ_VIA_FLOAT(N, F)                                                   \
  __GJ_B __nv_bfloat16 N(const __nv_bfloat16 __a) { return __float2bfloat16(F(__bfloat162float(__a))); }
__GJ_B float __gj_rcpf(float __x) { return 1.0f / __x; }
__GJ_VIA_FLOAT(hrsqrt, rsqrtf) __GJ_VIA_FLOAT(hrcp, __gj_rcpf)
__GJ_VIA_FLOAT(hexp2, exp2f) __GJ_VIA_FLOAT(hexp10, exp10f) __GJ_VIA_FLOAT(hlog, logf)
__GJ_VIA_FLOAT(hlog2, log2f) __GJ_VIA_FLOAT(hlog10, log10f) __GJ_VIA_FLOAT(hsin, sinf)
__GJ_VIA_FLOAT(hcos, cosf) __GJ_VIA_FLOAT(htanh, tanhf) __GJ_VIA_FLOAT(hfloor, floorf)
__GJ_VIA_FLOAT(hceil, ceilf) __GJ_VIA_FLOAT(htrunc, truncf) __GJ_VIA_FLOAT(hrint, rintf)
#undef __GJ_VIA_FLOAT
#define __GJ_EACH(N2, N)                                                       \
  __GJ_B __nv_bfloat162 N2(const __nv_bfloat162 __a) { return __halves2bfloat162(N(__a.x), N(__a.y)); }
__GJ_EACH(h2sqrt, hsqrt) __GJ_EACH(h2exp, hexp) __GJ_EACH(h2rsqrt, hrsqrt)
__GJ_EACH(h2rcp, hrcp) __GJ_EACH(h2log, hlog) __GJ_EACH(h2sin, hsin) __GJ_EACH(h2cos, hcos)
__GJ_EACH(h2floor, hfloor) __GJ_EACH(h2ceil, hceil) __GJ_EACH(h2trunc, htrunc)
__GJ_EACH(h2rint, hrint)
#undef __GJ_EACH

/* ---- operators -------------------------------------------------------------------- */
#define __GJ_OPS(T, ADD, SUB, MUL, DIV, NEG)                                   \
  __device__ __forceinline__ T operator+(const T &__l, const T &__r) { return ADD(__l, __r); } \
  __device__ __forceinline__ T operator-(const T &__l, const T &__r) { return SUB(__l, __r); } \
  __device__ __forceinline__ T operator*(const T &__l, const T &__r) { return MUL(__l, __r); } \
  __device__ __forceinline__ T operator/(const T &__l, const T &__r) { return DIV(__l, __r); } \
  __device__ __forceinline__ T &operator+=(T &__l, const T &__r) { __l = ADD(__l, __r); return __l; } \
  __device__ __forceinline__ T &operator-=(T &__l, const T &__r) { __l = SUB(__l, __r); return __l; } \
  __device__ __forceinline__ T &operator*=(T &__l, const T &__r) { __l = MUL(__l, __r); return __l; } \
  __device__ __forceinline__ T &operator/=(T &__l, const T &__r) { __l = DIV(__l, __r); return __l; } \
  __device__ __forceinline__ T operator+(const T &__h) { return __h; }         \
  __device__ __forceinline__ T operator-(const T &__h) { return NEG(__h); }
#if !defined(__CUDA_NO_BFLOAT16_OPERATORS__)
__GJ_OPS(__nv_bfloat16, __hadd, __hsub, __hmul, __hdiv, __hneg)
#endif
#if !defined(__CUDA_NO_BFLOAT162_OPERATORS__)
__GJ_OPS(__nv_bfloat162, __hadd2, __hsub2, __hmul2, __h2div, __hneg2)
#endif
#undef __GJ_OPS
#define __GJ_RELS(T, EQ, NE, GT, LT, GE, LE)                                   \
  __device__ __forceinline__ bool operator==(const T &__l, const T &__r) { return EQ(__l, __r); } \
  __device__ __forceinline__ bool operator!=(const T &__l, const T &__r) { return NE(__l, __r); } \
  __device__ __forceinline__ bool operator>(const T &__l, const T &__r) { return GT(__l, __r); }  \
  __device__ __forceinline__ bool operator<(const T &__l, const T &__r) { return LT(__l, __r); }  \
  __device__ __forceinline__ bool operator>=(const T &__l, const T &__r) { return GE(__l, __r); } \
  __device__ __forceinline__ bool operator<=(const T &__l, const T &__r) { return LE(__l, __r); }
#if !defined(__CUDA_NO_BFLOAT16_OPERATORS__)
__GJ_RELS(__nv_bfloat16, __heq, __hneu, __hgt, __hlt, __hge, __hle)
#endif
#if !defined(__CUDA_NO_BFLOAT162_OPERATORS__)
__GJ_RELS(__nv_bfloat162, __hbeq2, __hbneu2, __hbgt2, __hblt2, __hbge2, __hble2)
#endif
#undef __GJ_RELS
/* ++ and -- add the raw 1.0 (0x3F80). */
#if !defined(__CUDA_NO_BFLOAT16_OPERATORS__)
__device__ __forceinline__ __nv_bfloat16 &operator++(__nv_bfloat16 &__h) {
  __nv_bfloat16_raw __one; __one.x = 0x3F80U; __h += __one; return __h;
}
__device__ __forceinline__ __nv_bfloat16 &operator--(__nv_bfloat16 &__h) {
  __nv_bfloat16_raw __one; __one.x = 0x3F80U; __h -= __one; return __h;
}
__device__ __forceinline__ __nv_bfloat16 operator++(__nv_bfloat16 &__h, const int) {
  const __nv_bfloat16 __r = __h; ++__h; return __r;
}
__device__ __forceinline__ __nv_bfloat16 operator--(__nv_bfloat16 &__h, const int) {
  const __nv_bfloat16 __r = __h; --__h; return __r;
}
#endif

/* ---- warp shuffles ------------------------------------------------------------------ */
#define __GJ_SHFL(N, OP, ARG, CLAMP)                                           \
  __GJ_B __nv_bfloat162 N(const unsigned int __mask, const __nv_bfloat162 __var, ARG __d, \
                          const int __width = 32) {                            \
    unsigned int __ws;                                                         \
    asm("{mov.u32 %0, WARP_SZ;\n}" : "=r"(__ws));                              \
    const unsigned int __c = ((__ws - static_cast<unsigned>(__width)) << 8U) CLAMP; \
    __nv_bfloat162 __r;                                                        \
    asm volatile("{" OP " %0,%1,%2,%3,%4;\n}"                                  \
                 : "=r"(__GJ_UI(__r))                                          \
                 : "r"(__GJ_CUI(__var)), "r"(__d), "r"(__c), "r"(__mask));     \
    return __r;                                                                \
  }                                                                            \
  __GJ_B __nv_bfloat16 N(const unsigned int __mask, const __nv_bfloat16 __var, ARG __d, \
                         const int __width = 32) {                             \
    const __nv_bfloat162 __t1 = __halves2bfloat162(__var, __var);              \
    const __nv_bfloat162 __t2 = N(__mask, __t1, __d, __width);                 \
    return __low2bfloat16(__t2);                                               \
  }
__GJ_SHFL(__shfl_sync, "shfl.sync.idx.b32", const int, | 0x1fU)
__GJ_SHFL(__shfl_up_sync, "shfl.sync.up.b32", const unsigned int, )
__GJ_SHFL(__shfl_down_sync, "shfl.sync.down.b32", const unsigned int, | 0x1fU)
__GJ_SHFL(__shfl_xor_sync, "shfl.sync.bfly.b32", const int, | 0x1fU)
#undef __GJ_SHFL

/* ---- memory --------------------------------------------------------------------------- */
__GJ_B __nv_bfloat16 __ldg(const __nv_bfloat16 *const __p) {
  __nv_bfloat16 __r;
  asm("ld.global.nc.b16 %0, [%1];" : "=h"(__GJ_US(__r)) : "l"(__p));
  return __r;
}
__GJ_B __nv_bfloat162 __ldg(const __nv_bfloat162 *const __p) {
  __nv_bfloat162 __r;
  asm("ld.global.nc.b32 %0, [%1];" : "=r"(__GJ_UI(__r)) : "l"(__p));
  return __r;
}
/* sm_90 adds atomically; before, a compare-and-swap loop. */
__GJ_B __nv_bfloat16 atomicAdd(__nv_bfloat16 *const __p, const __nv_bfloat16 __v) {
#if __CUDA_ARCH__ >= 900
  __nv_bfloat16 __r;
  asm volatile("{ atom.add.noftz.bf16 %0,[%1],%2; }\n"
               : "=h"(__GJ_US(__r)) : "l"(__p), "h"(__GJ_CUS(__v)) : "memory");
  return __r;
#else
  unsigned short *__w = (unsigned short *)__p;
  unsigned short __old = *__w, __assumed;
  do {
    __assumed = __old;
    __old = atomicCAS(__w, __assumed,
                      __bfloat16_as_ushort(__hadd(__v, __ushort_as_bfloat16(__assumed))));
  } while (__assumed != __old);
  return __ushort_as_bfloat16(__old);
#endif
}
__GJ_B __nv_bfloat162 atomicAdd(__nv_bfloat162 *const __p, const __nv_bfloat162 __v) {
#if __CUDA_ARCH__ >= 900
  __nv_bfloat162 __r;
  asm volatile("{ atom.add.noftz.bf16x2 %0,[%1],%2; }\n"
               : "=r"(__GJ_UI(__r)) : "l"(__p), "r"(__GJ_CUI(__v)) : "memory");
  return __r;
#else
  unsigned int *__w = (unsigned int *)__p;
  unsigned int __old = *__w, __assumed;
  do {
    __assumed = __old;
    __nv_bfloat162 __n = __hadd2(__v, *(__nv_bfloat162 *)&__assumed);
    __old = atomicCAS(__w, __assumed, *(unsigned int *)&__n);
  } while (__assumed != __old);
  return *(__nv_bfloat162 *)&__old;
#endif
}

#undef __GJ_BF1
#undef __GJ_BF2
#undef __GJ_BF3
#undef __GJ_BW1
#undef __GJ_BW2
#undef __GJ_BW3
#undef __GJ_US
#undef __GJ_CUS
#undef __GJ_UI
#undef __GJ_CUI
#pragma pop_macro("__GJ_B")
#endif /* __GPUJIT_CUDA_BF16_H__ */
