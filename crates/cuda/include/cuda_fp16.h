/* cuda_fp16.h: gpujit's built-in subset of CUDA's half precision support:
 * __half and __half2 (half, half2) with CUDA's layout and value semantics,
 * __half_raw / __half2_raw, conversions to and from float, double and the
 * integer types, arithmetic (__hadd, __hsub, __hmul, __hdiv, __hfma, __hneg,
 * __habs, __hmin, __hmax and their half2 forms), comparisons, operators,
 * hsqrt / hrsqrt / hrcp / hexp / hlog / hsin / hcos / rounding, the
 * __shfl_*_sync shuffles, __ldg and atomicAdd. Device code only (sm_53 and
 * later). The operations are the same PTX instructions nvcc's headers
 * emit, so programs compile to the same IR with either header set. Written
 * for gpujit; it is not NVIDIA's header. */
#ifndef __GPUJIT_CUDA_FP16_H__
#define __GPUJIT_CUDA_FP16_H__
#define __CUDA_FP16_H__
#define __CUDA_FP16_TYPES_EXIST__

#pragma push_macro("__GJ_H")
#pragma push_macro("__GJ_HD")
#define __GJ_H static __device__ __inline__
#define __GJ_HD __host__ __device__ __inline__

struct __half_raw {
  unsigned short x;
};
struct __attribute__((aligned(4))) __half2_raw {
  unsigned short x;
  unsigned short y;
};

/* The bits of a __half / __half2 as 16- / 32-bit words. */
#define __GJ_US(h) (*reinterpret_cast<unsigned short *>(&(h)))
#define __GJ_CUS(h) (*reinterpret_cast<const unsigned short *>(&(h)))
#define __GJ_UI(h) (*reinterpret_cast<unsigned int *>(&(h)))
#define __GJ_CUI(h) (*reinterpret_cast<const unsigned int *>(&(h)))

struct __attribute__((aligned(2))) __half {
protected:
  unsigned short __x;

public:
  __half() = default;
  __GJ_HD constexpr __half(const __half_raw &__r) : __x(__r.x) {}
  __GJ_HD __half &operator=(const __half_raw &__r) { __x = __r.x; return *this; }
  __GJ_HD operator __half_raw() const { __half_raw __r; __r.x = __x; return __r; }
#if !defined(__CUDA_NO_HALF_CONVERSIONS__)
  /* Conversions (round to nearest even; to integers: toward zero). */
  __device__ __half(float __f);
  __device__ __half(double __f);
  __device__ __half(short __v);
  __device__ __half(unsigned short __v);
  __device__ __half(int __v);
  __device__ __half(unsigned int __v);
  __device__ __half(long __v);
  __device__ __half(unsigned long __v);
  __device__ __half(long long __v);
  __device__ __half(unsigned long long __v);
  __device__ operator float() const;
  __device__ operator signed char() const;
  __device__ operator unsigned char() const;
  __device__ operator char() const;
  __device__ operator short() const;
  __device__ operator unsigned short() const;
  __device__ operator int() const;
  __device__ operator unsigned int() const;
  __device__ operator long() const;
  __device__ operator unsigned long() const;
  __device__ operator long long() const;
  __device__ operator unsigned long long() const;
  __GJ_HD constexpr operator bool() const { return (__x & 0x7FFFU) != 0U; }
  __device__ __half &operator=(float __f);
  __device__ __half &operator=(double __f);
  __device__ __half &operator=(short __v);
  __device__ __half &operator=(unsigned short __v);
  __device__ __half &operator=(int __v);
  __device__ __half &operator=(unsigned int __v);
  __device__ __half &operator=(long long __v);
  __device__ __half &operator=(unsigned long long __v);
#endif
};

/* Two halves in one 32-bit word (x low). Copies move the word. */
struct __attribute__((aligned(4))) __half2 {
  __half x;
  __half y;
  __half2() = default;
  __GJ_HD constexpr __half2(const __half &__a, const __half &__b) : x(__a), y(__b) {}
  __device__ __half2(const __half2 &__s) { __GJ_UI(*this) = __GJ_CUI(__s); }
  __device__ __half2(const __half2 &&__s) { __GJ_UI(*this) = __GJ_CUI(__s); }
  __device__ __half2 &operator=(const __half2 &__s) { __GJ_UI(*this) = __GJ_CUI(__s); return *this; }
  __device__ __half2 &operator=(const __half2 &&__s) { __GJ_UI(*this) = __GJ_CUI(__s); return *this; }
  __device__ __half2(const __half2_raw &__r) { __GJ_UI(*this) = __GJ_CUI(__r); }
  __device__ __half2 &operator=(const __half2_raw &__r) { __GJ_UI(*this) = __GJ_CUI(__r); return *this; }
  __device__ operator __half2_raw() const { __half2_raw __r; __GJ_UI(__r) = __GJ_CUI(*this); return __r; }
};

typedef __half half;
typedef __half2 half2;
typedef __half __nv_half;
typedef __half2 __nv_half2;
typedef __half_raw __nv_half_raw;
typedef __half2_raw __nv_half2_raw;

/* ---- PTX building blocks ---------------------------------------------------- */
/* r = OP a (16-bit), r = OP a, b, ... */
#define __GJ_ASM_H1(OP, a) { __half __r; asm(OP : "=h"(__GJ_US(__r)) : "h"(__GJ_CUS(a))); return __r; }
#define __GJ_ASM_H2(OP, a, b)                                                  \
  { __half __r; asm(OP : "=h"(__GJ_US(__r)) : "h"(__GJ_CUS(a)), "h"(__GJ_CUS(b))); return __r; }
#define __GJ_ASM_H3(OP, a, b, c)                                               \
  { __half __r;                                                                \
    asm(OP : "=h"(__GJ_US(__r)) : "h"(__GJ_CUS(a)), "h"(__GJ_CUS(b)), "h"(__GJ_CUS(c))); \
    return __r; }
#define __GJ_ASM_W1(OP, a) { __half2 __r; asm(OP : "=r"(__GJ_UI(__r)) : "r"(__GJ_CUI(a))); return __r; }
#define __GJ_ASM_W2(OP, a, b)                                                  \
  { __half2 __r; asm(OP : "=r"(__GJ_UI(__r)) : "r"(__GJ_CUI(a)), "r"(__GJ_CUI(b))); return __r; }
#define __GJ_ASM_W3(OP, a, b, c)                                               \
  { __half2 __r;                                                               \
    asm(OP : "=r"(__GJ_UI(__r)) : "r"(__GJ_CUI(a)), "r"(__GJ_CUI(b)), "r"(__GJ_CUI(c))); \
    return __r; }
/* One float operation (approximate, flush to zero) applied through float. */
#define __GJ_FCAST(F)                                                          \
  "{.reg.b32         f;        \n"                                             \
  " .reg.b16         r;        \n"                                             \
  "  mov.b16         r,%1;     \n"                                             \
  "  cvt.f32.f16     f,r;      \n"                                             \
  "  " F ".approx.ftz.f32   f,f;  \n"                                          \
  "  cvt.rn.f16.f32      r,f;  \n"                                             \
  "  mov.b16         %0,r;     \n"                                             \
  "}"
#define __GJ_FCAST2(F)                                                         \
  "{.reg.b16         hl, hu;         \n"                                       \
  " .reg.b32         fl, fu;         \n"                                       \
  "  mov.b32         {hl, hu}, %1;   \n"                                       \
  "  cvt.f32.f16     fl, hl;         \n"                                       \
  "  cvt.f32.f16     fu, hu;         \n"                                       \
  "  " F ".approx.ftz.f32   fl, fl;     \n"                                    \
  "  " F ".approx.ftz.f32   fu, fu;     \n"                                    \
  "  cvt.rn.f16.f32      hl, fl;     \n"                                       \
  "  cvt.rn.f16.f32      hu, fu;     \n"                                       \
  "  mov.b32         %0, {hl, hu};   \n"                                       \
  "}"

/* ---- conversions -------------------------------------------------------------- */
#define __GJ_F2H(N, RND)                                                       \
  __GJ_H __half N(const float __a) {                                           \
    __half __r;                                                                \
    asm("{  cvt." RND ".f16.f32 %0, %1;}\n" : "=h"(__GJ_US(__r)) : "f"(__a));  \
    return __r;                                                                \
  }
__GJ_F2H(__float2half, "rn") __GJ_F2H(__float2half_rn, "rn")
__GJ_F2H(__float2half_rz, "rz") __GJ_F2H(__float2half_rd, "rm")
__GJ_F2H(__float2half_ru, "rp")
#undef __GJ_F2H
__GJ_H __half __double2half(const double __a) {
  __half __r;
  asm("{  cvt.rn.f16.f64 %0, %1;}\n" : "=h"(__GJ_US(__r)) : "d"(__a));
  return __r;
}
__GJ_H float __half2float(const __half __a) {
  float __r;
  asm("{  cvt.f32.f16 %0, %1;}\n" : "=f"(__r) : "h"(__GJ_CUS(__a)));
  return __r;
}
/* Integer -> half with rounding RND; half -> integer with rounding RND. */
#define __GJ_I2H(N, T, PT, C, RND)                                             \
  __GJ_H __half N(const T __i) {                                               \
    __half __r;                                                                \
    asm("cvt." RND ".f16." PT " %0, %1;" : "=h"(__GJ_US(__r)) : C(__i));       \
    return __r;                                                                \
  }
#define __GJ_H2I(N, T, PT, C, RND)                                             \
  __GJ_H T N(const __half __h) {                                               \
    T __r;                                                                     \
    asm("cvt." RND "i." PT ".f16 %0, %1;" : "=" C(__r) : "h"(__GJ_CUS(__h)));  \
    return __r;                                                                \
  }
#define __GJ_INTCONV(SFX, T, PT, C)                                            \
  __GJ_I2H(__##SFX##2half_rn, T, PT, C, "rn") __GJ_I2H(__##SFX##2half_rz, T, PT, C, "rz") \
  __GJ_I2H(__##SFX##2half_rd, T, PT, C, "rm") __GJ_I2H(__##SFX##2half_ru, T, PT, C, "rp") \
  __GJ_H2I(__half2##SFX##_rn, T, PT, C, "rn") __GJ_H2I(__half2##SFX##_rz, T, PT, C, "rz") \
  __GJ_H2I(__half2##SFX##_rd, T, PT, C, "rm") __GJ_H2I(__half2##SFX##_ru, T, PT, C, "rp")
__GJ_INTCONV(short, short, "s16", "h")
__GJ_INTCONV(ushort, unsigned short, "u16", "h")
__GJ_INTCONV(int, int, "s32", "r")
__GJ_INTCONV(uint, unsigned int, "u32", "r")
__GJ_INTCONV(ll, long long, "s64", "l")
__GJ_INTCONV(ull, unsigned long long, "u64", "l")
#undef __GJ_INTCONV
#undef __GJ_I2H
#undef __GJ_H2I
/* half -> 8-bit integers, toward zero (saturating). */
__GJ_H signed char __half2char_rz(const __half __h) {
  unsigned int __t;
  asm("cvt.rzi.s8.f16 %0, %1;" : "=r"(__t) : "h"(__GJ_CUS(__h)));
  return static_cast<signed char>(static_cast<unsigned char>(__t));
}
__GJ_H unsigned char __half2uchar_rz(const __half __h) {
  unsigned int __t;
  asm("cvt.rzi.u8.f16 %0, %1;" : "=r"(__t) : "h"(__GJ_CUS(__h)));
  return static_cast<unsigned char>(__t);
}
/* Bits, unchanged. */
__GJ_H unsigned short __half_as_ushort(const __half __h) { return __GJ_CUS(__h); }
__GJ_H short __half_as_short(const __half __h) { return static_cast<short>(__GJ_CUS(__h)); }
__GJ_H __half __ushort_as_half(const unsigned short __i) { __half __h; __GJ_US(__h) = __i; return __h; }
__GJ_H __half __short_as_half(const short __i) {
  __half __h;
  __GJ_US(__h) = static_cast<unsigned short>(__i);
  return __h;
}

/* Halves into and out of half2s. */
__GJ_H __half2 __halves2half2(const __half __a, const __half __b) {
  __half2 __r;
  asm("{  mov.b32 %0, {%1,%2};}\n" : "=r"(__GJ_UI(__r)) : "h"(__GJ_CUS(__a)), "h"(__GJ_CUS(__b)));
  return __r;
}
__GJ_H __half2 __half2half2(const __half __a) {
  __half2 __r;
  asm("{  mov.b32 %0, {%1,%1};}\n" : "=r"(__GJ_UI(__r)) : "h"(__GJ_CUS(__a)));
  return __r;
}
#define __GJ_PART(N, WHICH)                                                    \
  __GJ_H __half N(const __half2 __a) {                                         \
    __half __r;                                                                \
    asm("{.reg .f16 low,high;\n"                                               \
        " mov.b32 {low,high}, %1;\n"                                           \
        " mov.b16 %0, " WHICH ";}" : "=h"(__GJ_US(__r)) : "r"(__GJ_CUI(__a))); \
    return __r;                                                                \
  }
__GJ_PART(__low2half, "low")
__GJ_PART(__high2half, "high")
#undef __GJ_PART
#define __GJ_PAIR(N, SEL)                                                      \
  __GJ_H __half2 N(const __half2 __a, const __half2 __b) {                     \
    __half2 __r;                                                               \
    asm("{.reg .f16 alow,ahigh,blow,bhigh;\n"                                  \
        "  mov.b32 {alow,ahigh}, %1;\n"                                        \
        "  mov.b32 {blow,bhigh}, %2;\n"                                        \
        "  mov.b32 %0, {" SEL "};}\n"                                          \
        : "=r"(__GJ_UI(__r)) : "r"(__GJ_CUI(__a)), "r"(__GJ_CUI(__b)));        \
    return __r;                                                                \
  }
__GJ_PAIR(__lows2half2, "alow,blow")
__GJ_PAIR(__highs2half2, "ahigh,bhigh")
#undef __GJ_PAIR
#define __GJ_SWIZZLE(N, SEL)                                                   \
  __GJ_H __half2 N(const __half2 __a) {                                        \
    __half2 __r;                                                               \
    asm("{.reg .f16 low,high;\n"                                               \
        "  mov.b32 {low,high}, %1;\n"                                          \
        "  mov.b32 %0, {" SEL "};}\n" : "=r"(__GJ_UI(__r)) : "r"(__GJ_CUI(__a))); \
    return __r;                                                                \
  }
__GJ_SWIZZLE(__lowhigh2highlow, "high,low")
__GJ_SWIZZLE(__low2half2, "low,low")
__GJ_SWIZZLE(__high2half2, "high,high")
#undef __GJ_SWIZZLE
/* float <-> half2. */
__GJ_H __half2 __floats2half2_rn(const float __a, const float __b) {
  __half2 __r;
  asm("{ cvt.rn.f16x2.f32 %0, %2, %1; }\n" : "=r"(__GJ_UI(__r)) : "f"(__a), "f"(__b));
  return __r;
}
__GJ_H __half2 __float22half2_rn(const float2 __a) {
  const __half2 __r = __floats2half2_rn(__a.x, __a.y);
  return __r;
}
__GJ_H __half2 __float2half2_rn(const float __a) {
  __half2 __r;
  asm("{.reg .f16 low;\n"
      "  cvt.rn.f16.f32 low, %1;\n"
      "  mov.b32 %0, {low,low};}\n" : "=r"(__GJ_UI(__r)) : "f"(__a));
  return __r;
}
#define __GJ_PART2F(N, WHICH)                                                  \
  __GJ_H float N(const __half2 __a) {                                          \
    float __r;                                                                 \
    asm("{.reg .f16 low,high;\n"                                               \
        "  mov.b32 {low,high},%1;\n"                                           \
        "  cvt.f32.f16 %0, " WHICH ";}\n" : "=f"(__r) : "r"(__GJ_CUI(__a)));   \
    return __r;                                                                \
  }
__GJ_PART2F(__low2float, "low")
__GJ_PART2F(__high2float, "high")
#undef __GJ_PART2F
__GJ_H float2 __half22float2(const __half2 __a) {
  float __hi, __lo;
  asm("{.reg .f16 low,high;\n"
      "  mov.b32 {low,high},%1;\n"
      "  cvt.f32.f16 %0, low;}\n" : "=f"(__lo) : "r"(__GJ_CUI(__a)));
  asm("{.reg .f16 low,high;\n"
      "  mov.b32 {low,high},%1;\n"
      "  cvt.f32.f16 %0, high;}\n" : "=f"(__hi) : "r"(__GJ_CUI(__a)));
  return make_float2(__lo, __hi);
}

/* ---- __half's conversion members ------------------------------------------- */
#if !defined(__CUDA_NO_HALF_CONVERSIONS__)
__device__ inline __half::__half(float __f) { __x = __float2half(__f).__x; }
__device__ inline __half::__half(double __f) { __x = __double2half(__f).__x; }
__device__ inline __half::__half(short __v) { __x = __short2half_rn(__v).__x; }
__device__ inline __half::__half(unsigned short __v) { __x = __ushort2half_rn(__v).__x; }
__device__ inline __half::__half(int __v) { __x = __int2half_rn(__v).__x; }
__device__ inline __half::__half(unsigned int __v) { __x = __uint2half_rn(__v).__x; }
__device__ inline __half::__half(long __v) { __x = __ll2half_rn(static_cast<long long>(__v)).__x; }
__device__ inline __half::__half(unsigned long __v) {
  __x = __ull2half_rn(static_cast<unsigned long long>(__v)).__x;
}
__device__ inline __half::__half(long long __v) { __x = __ll2half_rn(__v).__x; }
__device__ inline __half::__half(unsigned long long __v) { __x = __ull2half_rn(__v).__x; }
__device__ inline __half::operator float() const { return __half2float(*this); }
__device__ inline __half::operator signed char() const { return __half2char_rz(*this); }
__device__ inline __half::operator unsigned char() const { return __half2uchar_rz(*this); }
__device__ inline __half::operator char() const {
  char __v;
  if (((char)-1) < (char)0)
    __v = static_cast<char>(__half2char_rz(*this));
  else
    __v = static_cast<char>(__half2uchar_rz(*this));
  return __v;
}
__device__ inline __half::operator short() const { return __half2short_rz(*this); }
__device__ inline __half::operator unsigned short() const { return __half2ushort_rz(*this); }
__device__ inline __half::operator int() const { return __half2int_rz(*this); }
__device__ inline __half::operator unsigned int() const { return __half2uint_rz(*this); }
__device__ inline __half::operator long() const { return static_cast<long>(__half2ll_rz(*this)); }
__device__ inline __half::operator unsigned long() const {
  return static_cast<unsigned long>(__half2ull_rz(*this));
}
__device__ inline __half::operator long long() const { return __half2ll_rz(*this); }
__device__ inline __half::operator unsigned long long() const { return __half2ull_rz(*this); }
#define __GJ_ASSIGN(T, F)                                                      \
  __device__ inline __half &__half::operator=(T __v) { __x = F(__v).__x; return *this; }
__GJ_ASSIGN(float, __float2half) __GJ_ASSIGN(double, __double2half)
__GJ_ASSIGN(short, __short2half_rn) __GJ_ASSIGN(unsigned short, __ushort2half_rn)
__GJ_ASSIGN(int, __int2half_rn) __GJ_ASSIGN(unsigned int, __uint2half_rn)
__GJ_ASSIGN(long long, __ll2half_rn) __GJ_ASSIGN(unsigned long long, __ull2half_rn)
#undef __GJ_ASSIGN
#endif

/* ---- arithmetic ------------------------------------------------------------------ */
/* N##SFX on a __half and N##2##SFX on a __half2 (__hadd_sat, __hadd2_sat). */
#define __GJ_BIN(N, SFX, OP)                                                   \
  __GJ_H __half N##SFX(const __half __a, const __half __b)                     \
      __GJ_ASM_H2("{" OP ".f16 %0,%1,%2;\n}", __a, __b)                        \
  __GJ_H __half2 N##2##SFX(const __half2 __a, const __half2 __b)               \
      __GJ_ASM_W2("{" OP ".f16x2 %0,%1,%2;\n}", __a, __b)
__GJ_BIN(__hadd, , "add") __GJ_BIN(__hsub, , "sub") __GJ_BIN(__hmul, , "mul")
__GJ_BIN(__hadd, _sat, "add.sat") __GJ_BIN(__hsub, _sat, "sub.sat")
__GJ_BIN(__hmul, _sat, "mul.sat") __GJ_BIN(__hadd, _rn, "add.rn")
__GJ_BIN(__hsub, _rn, "sub.rn") __GJ_BIN(__hmul, _rn, "mul.rn")
__GJ_BIN(__hmax, , "max") __GJ_BIN(__hmin, , "min")
__GJ_BIN(__hmax, _nan, "max.NaN") __GJ_BIN(__hmin, _nan, "min.NaN")
#undef __GJ_BIN
#define __GJ_FMA(N, SFX, OP)                                                   \
  __GJ_H __half N##SFX(const __half __a, const __half __b, const __half __c)   \
      __GJ_ASM_H3("{" OP ".f16 %0,%1,%2,%3;\n}", __a, __b, __c)                \
  __GJ_H __half2 N##2##SFX(const __half2 __a, const __half2 __b, const __half2 __c) \
      __GJ_ASM_W3("{" OP ".f16x2 %0,%1,%2,%3;\n}", __a, __b, __c)
__GJ_FMA(__hfma, , "fma.rn") __GJ_FMA(__hfma, _sat, "fma.rn.sat")
__GJ_FMA(__hfma, _relu, "fma.rn.relu")
#undef __GJ_FMA
__GJ_H __half __hneg(const __half __a) __GJ_ASM_H1("{neg.f16 %0,%1;\n}", __a)
__GJ_H __half2 __hneg2(const __half2 __a) __GJ_ASM_W1("{neg.f16x2 %0,%1;\n}", __a)
__GJ_H __half __habs(const __half __a) __GJ_ASM_H1("{abs.f16 %0,%1;\n}", __a)
__GJ_H __half2 __habs2(const __half2 __a) __GJ_ASM_W1("{abs.f16x2 %0,%1;\n}", __a)

/* ---- comparisons ----------------------------------------------------------------- */
#define __GJ_CMP(N, OP)                                                        \
  __GJ_H bool N(const __half __a, const __half __b) {                          \
    unsigned short __v;                                                        \
    asm("{ .reg .pred __$temp3;\n"                                             \
        "  setp." OP ".f16  __$temp3, %1, %2;\n"                               \
        "  selp.u16 %0, 1, 0, __$temp3;}"                                      \
        : "=h"(__v) : "h"(__GJ_CUS(__a)), "h"(__GJ_CUS(__b)));                 \
    return (__v != 0U) ? true : false;                                         \
  }                                                                            \
  __GJ_H __half2 N##2(const __half2 __a, const __half2 __b)                    \
      __GJ_ASM_W2("{ set." OP ".f16x2.f16x2 %0,%1,%2;\n}", __a, __b)           \
  __GJ_H unsigned int N##2_mask(const __half2 __a, const __half2 __b) {        \
    unsigned int __v;                                                          \
    asm("{ set." OP ".u32.f16x2 %0,%1,%2;\n}"                                  \
        : "=r"(__v) : "r"(__GJ_CUI(__a)), "r"(__GJ_CUI(__b)));                 \
    return __v;                                                                \
  }
__GJ_CMP(__heq, "eq") __GJ_CMP(__hne, "ne") __GJ_CMP(__hlt, "lt")
__GJ_CMP(__hle, "le") __GJ_CMP(__hgt, "gt") __GJ_CMP(__hge, "ge")
__GJ_CMP(__hequ, "equ") __GJ_CMP(__hneu, "neu") __GJ_CMP(__hltu, "ltu")
__GJ_CMP(__hleu, "leu") __GJ_CMP(__hgtu, "gtu") __GJ_CMP(__hgeu, "geu")
#undef __GJ_CMP
/* Both halves compare true. */
#define __GJ_BCMP(N, M)                                                        \
  __GJ_H bool N(const __half2 __a, const __half2 __b) {                        \
    const unsigned __m = M##2_mask(__a, __b);                                  \
    return (__m == 0xFFFFFFFFU);                                               \
  }
__GJ_BCMP(__hbeq2, __heq) __GJ_BCMP(__hbne2, __hne) __GJ_BCMP(__hblt2, __hlt)
__GJ_BCMP(__hble2, __hle) __GJ_BCMP(__hbgt2, __hgt) __GJ_BCMP(__hbge2, __hge)
__GJ_BCMP(__hbequ2, __hequ) __GJ_BCMP(__hbneu2, __hneu) __GJ_BCMP(__hbltu2, __hltu)
__GJ_BCMP(__hbleu2, __hleu) __GJ_BCMP(__hbgtu2, __hgtu) __GJ_BCMP(__hbgeu2, __hgeu)
#undef __GJ_BCMP
__GJ_H bool __hisnan(const __half __a) {
  __half __r;
  asm("{set.nan.f16.f16 %0,%1,%2;\n}" : "=h"(__GJ_US(__r)) : "h"(__GJ_CUS(__a)), "h"(__GJ_CUS(__a)));
  return __GJ_CUS(__r) != 0U;
}
__GJ_H __half2 __hisnan2(const __half2 __a) __GJ_ASM_W2("{set.nan.f16x2.f16x2 %0,%1,%2;\n}", __a, __a)
/* -1 for -infinity, 1 for +infinity, else 0. */
__GJ_H int __hisinf(const __half __a) {
  int __r;
  const __half_raw __b = __half_raw(__a);
  if (__b.x == 0xFC00U)
    __r = -1;
  else if (__b.x == 0x7C00U)
    __r = 1;
  else
    __r = 0;
  return __r;
}

/* ---- division --------------------------------------------------------------------- */
/* Through float: the reciprocal approximation, refined by one fused
 * multiply-add where the quotient is a tiny subnormal. */
__GJ_H __half __hdiv(const __half __a, const __half __b) {
  __half __v, __abs, __den;
  __GJ_US(__den) = 0x008FU;
  float __rcp;
  const float __fa = __half2float(__a);
  const float __fb = __half2float(__b);
  asm("{rcp.approx.ftz.f32 %0, %1;\n}" : "=f"(__rcp) : "f"(__fb));
  float __fv = __rcp * __fa;
  __v = __float2half(__fv);
  __abs = __habs(__v);
  if (__hlt(__abs, __den) && __hlt(__float2half(0.0f), __abs)) {
    const float __err = __fmaf_rn(-__fb, __fv, __fa);
    __fv = __fmaf_rn(__rcp, __err, __fv);
    __v = __float2half(__fv);
  }
  return __v;
}
__GJ_H __half2 __h2div(const __half2 __a, const __half2 __b) {
  const __half __lo = __hdiv(__low2half(__a), __low2half(__b));
  const __half __hi = __hdiv(__high2half(__a), __high2half(__b));
  return __halves2half2(__lo, __hi);
}

/* ---- math ------------------------------------------------------------------------- */
__GJ_H __half hsqrt(const __half __a) __GJ_ASM_H1(__GJ_FCAST("sqrt"), __a)
__GJ_H __half hrsqrt(const __half __a) __GJ_ASM_H1(__GJ_FCAST("rsqrt"), __a)
__GJ_H __half hrcp(const __half __a) __GJ_ASM_H1(__GJ_FCAST("rcp"), __a)
__GJ_H __half2 h2sqrt(const __half2 __a) __GJ_ASM_W1(__GJ_FCAST2("sqrt"), __a)
__GJ_H __half2 h2rsqrt(const __half2 __a) __GJ_ASM_W1(__GJ_FCAST2("rsqrt"), __a)
__GJ_H __half2 h2rcp(const __half2 __a) __GJ_ASM_W1(__GJ_FCAST2("rcp"), __a)
/* Applies the __half function N to both halves. */
#define __GJ_EACH(N2, N)                                                       \
  __GJ_H __half2 N2(const __half2 __a) {                                       \
    return __halves2half2(N(__low2half(__a)), N(__high2half(__a)));            \
  }
#define __GJ_ROUND(N, N2, R)                                                   \
  __GJ_H __half N(const __half __a) __GJ_ASM_H1("cvt." R "i.f16.f16 %0, %1;", __a) \
  __GJ_H __half2 N2(const __half2 __a)                                         \
      __GJ_ASM_W1("{.reg .f16 low,high;\n"                                     \
                  "  mov.b32 {low,high}, %1;\n"                                \
                  "  cvt." R "i.f16.f16 low, low;\n"                           \
                  "  cvt." R "i.f16.f16 high, high;\n"                         \
                  "  mov.b32 %0, {low,high};}\n", __a)
__GJ_ROUND(hfloor, h2floor, "rm") __GJ_ROUND(hceil, h2ceil, "rp")
__GJ_ROUND(htrunc, h2trunc, "rz") __GJ_ROUND(hrint, h2rint, "rn")
#undef __GJ_ROUND
/* The transcendental functions go through float. */
#define __GJ_VIA_FLOAT(N, N2, F)                                               \
  __GJ_H __half N(const __half __a) { return __float2half(F(__half2float(__a))); } \
  __GJ_EACH(N2, N)
__GJ_VIA_FLOAT(hexp, h2exp, expf) __GJ_VIA_FLOAT(hexp2, h2exp2, exp2f)
__GJ_VIA_FLOAT(hexp10, h2exp10, exp10f) __GJ_VIA_FLOAT(hlog, h2log, logf)
__GJ_VIA_FLOAT(hlog2, h2log2, log2f) __GJ_VIA_FLOAT(hlog10, h2log10, log10f)
__GJ_VIA_FLOAT(hsin, h2sin, sinf) __GJ_VIA_FLOAT(hcos, h2cos, cosf)
__GJ_VIA_FLOAT(htanh, h2tanh, tanhf)
#undef __GJ_VIA_FLOAT
#undef __GJ_EACH

/* ---- operators (unless __CUDA_NO_HALF_OPERATORS__ / __CUDA_NO_HALF2_OPERATORS__) -- */
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
#if !defined(__CUDA_NO_HALF_OPERATORS__)
__GJ_OPS(__half, __hadd, __hsub, __hmul, __hdiv, __hneg)
#endif
#if !defined(__CUDA_NO_HALF2_OPERATORS__)
__GJ_OPS(__half2, __hadd2, __hsub2, __hmul2, __h2div, __hneg2)
#endif
#undef __GJ_OPS
#define __GJ_RELS(T, EQ, NE, GT, LT, GE, LE)                                   \
  __device__ __forceinline__ bool operator==(const T &__l, const T &__r) { return EQ(__l, __r); } \
  __device__ __forceinline__ bool operator!=(const T &__l, const T &__r) { return NE(__l, __r); } \
  __device__ __forceinline__ bool operator>(const T &__l, const T &__r) { return GT(__l, __r); }  \
  __device__ __forceinline__ bool operator<(const T &__l, const T &__r) { return LT(__l, __r); }  \
  __device__ __forceinline__ bool operator>=(const T &__l, const T &__r) { return GE(__l, __r); } \
  __device__ __forceinline__ bool operator<=(const T &__l, const T &__r) { return LE(__l, __r); }
#if !defined(__CUDA_NO_HALF_OPERATORS__)
__GJ_RELS(__half, __heq, __hneu, __hgt, __hlt, __hge, __hle)
#endif
#if !defined(__CUDA_NO_HALF2_OPERATORS__)
__GJ_RELS(__half2, __hbeq2, __hbneu2, __hbgt2, __hblt2, __hbge2, __hble2)
#endif
#undef __GJ_RELS
/* ++ and -- add the raw 1.0 (0x3C00), or 1.0 in both halves. */
#if !defined(__CUDA_NO_HALF_OPERATORS__)
__device__ __forceinline__ __half &operator++(__half &__h) {
  __half_raw __one; __one.x = 0x3C00U; __h += __one; return __h;
}
__device__ __forceinline__ __half &operator--(__half &__h) {
  __half_raw __one; __one.x = 0x3C00U; __h -= __one; return __h;
}
__device__ __forceinline__ __half operator++(__half &__h, const int) {
  const __half __r = __h; __half_raw __one; __one.x = 0x3C00U; __h += __one; return __r;
}
__device__ __forceinline__ __half operator--(__half &__h, const int) {
  const __half __r = __h; __half_raw __one; __one.x = 0x3C00U; __h -= __one; return __r;
}
#endif
#if !defined(__CUDA_NO_HALF2_OPERATORS__)
__device__ __forceinline__ __half2 &operator++(__half2 &__h) {
  __half2_raw __one; __one.x = 0x3C00U; __one.y = 0x3C00U; __h = __hadd2(__h, __one); return __h;
}
__device__ __forceinline__ __half2 &operator--(__half2 &__h) {
  __half2_raw __one; __one.x = 0x3C00U; __one.y = 0x3C00U; __h = __hsub2(__h, __one); return __h;
}
#endif

/* ---- warp shuffles ------------------------------------------------------------------ */
/* The half2 travels as one 32-bit word; C packs the segment width as the
 * PTX shfl instruction wants it. A __half travels in both halves. */
#define __GJ_SHFL(N, OP, ARG, CLAMP)                                           \
  __GJ_H __half2 N(const unsigned int __mask, const __half2 __var, ARG __d,    \
                   const int __width = 32) {                                   \
    unsigned int __ws;                                                         \
    asm("{mov.u32 %0, WARP_SZ;\n}" : "=r"(__ws));                              \
    const unsigned int __c = ((__ws - static_cast<unsigned>(__width)) << 8U) CLAMP; \
    __half2 __r;                                                               \
    asm volatile("{" OP " %0,%1,%2,%3,%4;\n}"                                  \
                 : "=r"(__GJ_UI(__r))                                          \
                 : "r"(__GJ_CUI(__var)), "r"(__d), "r"(__c), "r"(__mask));     \
    return __r;                                                                \
  }                                                                            \
  __GJ_H __half N(const unsigned int __mask, const __half __var, ARG __d,      \
                  const int __width = 32) {                                    \
    const __half2 __t1 = __halves2half2(__var, __var);                         \
    const __half2 __t2 = N(__mask, __t1, __d, __width);                        \
    return __low2half(__t2);                                                   \
  }
__GJ_SHFL(__shfl_sync, "shfl.sync.idx.b32", const int, | 0x1fU)
__GJ_SHFL(__shfl_up_sync, "shfl.sync.up.b32", const unsigned int, )
__GJ_SHFL(__shfl_down_sync, "shfl.sync.down.b32", const unsigned int, | 0x1fU)
__GJ_SHFL(__shfl_xor_sync, "shfl.sync.bfly.b32", const int, | 0x1fU)
#undef __GJ_SHFL

/* ---- memory --------------------------------------------------------------------------- */
__GJ_H __half __ldg(const __half *const __p) {
  __half __r;
  asm("ld.global.nc.b16 %0, [%1];" : "=h"(__GJ_US(__r)) : "l"(__p));
  return __r;
}
__GJ_H __half2 __ldg(const __half2 *const __p) {
  __half2 __r;
  asm("ld.global.nc.b32 %0, [%1];" : "=r"(__GJ_UI(__r)) : "l"(__p));
  return __r;
}
__GJ_H __half atomicAdd(__half *const __p, const __half __v) {
  __half __r;
  asm volatile("{ atom.add.noftz.f16 %0,[%1],%2; }\n"
               : "=h"(__GJ_US(__r)) : "l"(__p), "h"(__GJ_CUS(__v)) : "memory");
  return __r;
}
__GJ_H __half2 atomicAdd(__half2 *const __p, const __half2 __v) {
  __half2 __r;
  asm volatile("{ atom.add.noftz.f16x2 %0,[%1],%2; }\n"
               : "=r"(__GJ_UI(__r)) : "l"(__p), "r"(__GJ_CUI(__v)) : "memory");
  return __r;
}

#undef __GJ_ASM_H1
#undef __GJ_ASM_H2
#undef __GJ_ASM_H3
#undef __GJ_ASM_W1
#undef __GJ_ASM_W2
#undef __GJ_ASM_W3
#undef __GJ_FCAST
#undef __GJ_FCAST2
#undef __GJ_US
#undef __GJ_CUS
#undef __GJ_UI
#undef __GJ_CUI
#pragma pop_macro("__GJ_H")
#pragma pop_macro("__GJ_HD")
#endif /* __GPUJIT_CUDA_FP16_H__ */
