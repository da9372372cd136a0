/* __gpujit_cuda_device.h: the part of CUDA's device API that clang's CUDA
 * headers leave to NVIDIA's (atomicAdd and friends, min/max overloads, the
 * float overloads of the C++ math functions, __dp4a, ...), for gpujit's
 * built-in header set. Included by __gpujit_cuda_prelude.h after clang's
 * __clang_cuda_device_functions.h and __clang_cuda_math.h, whose __*Atomic*
 * and __nv_* wrappers it builds on. Written for gpujit; not NVIDIA's text. */
#ifndef __GPUJIT_CUDA_DEVICE_H__
#define __GPUJIT_CUDA_DEVICE_H__

#pragma push_macro("__GJ_DEV")
#define __GJ_DEV static __inline__ __device__

/* ---- Atomics: atomicOp[_block|_system](T *address, T val) ---------------- */
/* One overload per (operation, type), for device scope and, where the name
 * ends in _block or _system, block and system scope. */
#define __GJ_ATOMIC(OP, T, IMPL, SFX)                                          \
  __GJ_DEV T OP##SFX(T *__p, T __v) { return IMPL##SFX(__p, __v); }
#define __GJ_ATOMICS(SFX)                                                      \
  __GJ_ATOMIC(atomicAdd, int, __iAtomicAdd, SFX)                               \
  __GJ_ATOMIC(atomicAdd, unsigned int, __uAtomicAdd, SFX)                      \
  __GJ_ATOMIC(atomicAdd, unsigned long long, __ullAtomicAdd, SFX)              \
  __GJ_ATOMIC(atomicAdd, float, __fAtomicAdd, SFX)                             \
  __GJ_ATOMIC(atomicAdd, double, __dAtomicAdd, SFX)                            \
  __GJ_ATOMIC(atomicExch, int, __iAtomicExch, SFX)                             \
  __GJ_ATOMIC(atomicExch, unsigned int, __uAtomicExch, SFX)                    \
  __GJ_ATOMIC(atomicExch, unsigned long long, __ullAtomicExch, SFX)            \
  __GJ_ATOMIC(atomicExch, float, __fAtomicExch, SFX)                           \
  __GJ_ATOMIC(atomicMin, int, __iAtomicMin, SFX)                               \
  __GJ_ATOMIC(atomicMin, unsigned int, __uAtomicMin, SFX)                      \
  __GJ_ATOMIC(atomicMin, long long, __illAtomicMin, SFX)                       \
  __GJ_ATOMIC(atomicMin, unsigned long long, __ullAtomicMin, SFX)              \
  __GJ_ATOMIC(atomicMax, int, __iAtomicMax, SFX)                               \
  __GJ_ATOMIC(atomicMax, unsigned int, __uAtomicMax, SFX)                      \
  __GJ_ATOMIC(atomicMax, long long, __illAtomicMax, SFX)                       \
  __GJ_ATOMIC(atomicMax, unsigned long long, __ullAtomicMax, SFX)              \
  __GJ_ATOMIC(atomicInc, unsigned int, __uAtomicInc, SFX)                      \
  __GJ_ATOMIC(atomicDec, unsigned int, __uAtomicDec, SFX)                      \
  __GJ_ATOMIC(atomicAnd, int, __iAtomicAnd, SFX)                               \
  __GJ_ATOMIC(atomicAnd, unsigned int, __uAtomicAnd, SFX)                      \
  __GJ_ATOMIC(atomicAnd, long long, __llAtomicAnd, SFX)                        \
  __GJ_ATOMIC(atomicAnd, unsigned long long, __ullAtomicAnd, SFX)              \
  __GJ_ATOMIC(atomicOr, int, __iAtomicOr, SFX)                                 \
  __GJ_ATOMIC(atomicOr, unsigned int, __uAtomicOr, SFX)                        \
  __GJ_ATOMIC(atomicOr, long long, __llAtomicOr, SFX)                          \
  __GJ_ATOMIC(atomicOr, unsigned long long, __ullAtomicOr, SFX)                \
  __GJ_ATOMIC(atomicXor, int, __iAtomicXor, SFX)                               \
  __GJ_ATOMIC(atomicXor, unsigned int, __uAtomicXor, SFX)                      \
  __GJ_ATOMIC(atomicXor, long long, __llAtomicXor, SFX)                        \
  __GJ_ATOMIC(atomicXor, unsigned long long, __ullAtomicXor, SFX)              \
  /* atomicSub adds the two's complement negation. */                          \
  __GJ_DEV int atomicSub##SFX(int *__p, int __v) {                             \
    return __iAtomicAdd##SFX(__p, (unsigned int)-(int)__v);                    \
  }                                                                            \
  __GJ_DEV unsigned int atomicSub##SFX(unsigned int *__p, unsigned int __v) {  \
    return __uAtomicAdd##SFX(__p, (unsigned int)-(int)__v);                    \
  }                                                                            \
  __GJ_DEV int atomicCAS##SFX(int *__p, int __c, int __v) {                    \
    return __iAtomicCAS##SFX(__p, __c, __v);                                   \
  }                                                                            \
  __GJ_DEV unsigned int atomicCAS##SFX(unsigned int *__p, unsigned int __c,    \
                                       unsigned int __v) {                     \
    return __uAtomicCAS##SFX(__p, __c, __v);                                   \
  }                                                                            \
  __GJ_DEV unsigned long long atomicCAS##SFX(                                  \
      unsigned long long *__p, unsigned long long __c, unsigned long long __v) { \
    return __ullAtomicCAS##SFX(__p, __c, __v);                                 \
  }

__GJ_ATOMICS()
__GJ_ATOMICS(_block)
__GJ_ATOMICS(_system)
#undef __GJ_ATOMICS
#undef __GJ_ATOMIC

/* Legacy bool forms of the vote and barrier-reduction functions. */
__GJ_DEV bool any(bool __c) { return (bool)__any((int)__c); }
__GJ_DEV bool all(bool __c) { return (bool)__all((int)__c); }
__GJ_DEV unsigned int ballot(bool __c) { return __ballot((int)__c); }
__GJ_DEV int syncthreads_count(bool __c) { return __syncthreads_count((int)__c); }
__GJ_DEV bool syncthreads_and(bool __c) { return (bool)__syncthreads_and((int)__c); }
__GJ_DEV bool syncthreads_or(bool __c) { return (bool)__syncthreads_or((int)__c); }

/* ---- min and max for every pair of integer and floating types ------------ */
/* int/int comes from clang's header; mixed signedness compares unsigned. */
#define __GJ_MINMAX(R, A, B, IMIN, IMAX)                                       \
  __GJ_DEV R min(const A __a, const B __b) { return IMIN((R)__a, (R)__b); }   \
  __GJ_DEV R max(const A __a, const B __b) { return IMAX((R)__a, (R)__b); }
__GJ_MINMAX(unsigned int, unsigned int, unsigned int, umin, umax)
__GJ_MINMAX(unsigned int, int, unsigned int, umin, umax)
__GJ_MINMAX(unsigned int, unsigned int, int, umin, umax)
__GJ_MINMAX(long long, long long, long long, llmin, llmax)
__GJ_MINMAX(unsigned long long, unsigned long long, unsigned long long, ullmin, ullmax)
__GJ_MINMAX(unsigned long long, long long, unsigned long long, ullmin, ullmax)
__GJ_MINMAX(unsigned long long, unsigned long long, long long, ullmin, ullmax)
__GJ_MINMAX(float, float, float, fminf, fmaxf)
__GJ_MINMAX(double, double, double, fmin, fmax)
__GJ_MINMAX(double, float, double, fmin, fmax)
__GJ_MINMAX(double, double, float, fmin, fmax)
#undef __GJ_MINMAX
/* long is 64-bit here (LP64): the long long functions, converted back. */
#define __GJ_MINMAX_L(R, A, B, W, IMIN, IMAX)                                  \
  __GJ_DEV R min(const A __a, const B __b) { return (R)IMIN((W)__a, (W)__b); } \
  __GJ_DEV R max(const A __a, const B __b) { return (R)IMAX((W)__a, (W)__b); }
__GJ_MINMAX_L(long, long, long, long long, llmin, llmax)
__GJ_MINMAX_L(unsigned long, unsigned long, unsigned long, unsigned long long, ullmin, ullmax)
__GJ_MINMAX_L(unsigned long, long, unsigned long, unsigned long long, ullmin, ullmax)
__GJ_MINMAX_L(unsigned long, unsigned long, long, unsigned long long, ullmin, ullmax)
#undef __GJ_MINMAX_L

/* ---- float overloads of the C++ math functions --------------------------- */
/* Those clang's __clang_cuda_cmath.h leaves out (it declares them in
 * __clang_cuda_math_forward_declares.h, hence static). */
#define __GJ_F1(R, N) __GJ_DEV R N(float __x) { return N##f(__x); }
#define __GJ_F2(N) __GJ_DEV float N(float __x, float __y) { return N##f(__x, __y); }
__GJ_F1(float, acosh) __GJ_F1(float, asinh) __GJ_F1(float, atanh)
__GJ_F1(float, cbrt) __GJ_F1(float, erf) __GJ_F1(float, erfc)
__GJ_F1(float, exp2) __GJ_F1(float, expm1) __GJ_F1(int, ilogb)
__GJ_F1(float, lgamma) __GJ_F1(long long, llrint) __GJ_F1(long long, llround)
__GJ_F1(float, log1p) __GJ_F1(float, log2) __GJ_F1(float, logb)
__GJ_F1(long, lrint) __GJ_F1(long, lround) __GJ_F1(float, nearbyint)
__GJ_F1(float, rint) __GJ_F1(float, round) __GJ_F1(float, tgamma)
__GJ_F1(float, trunc)
__GJ_F2(copysign) __GJ_F2(fdim) __GJ_F2(fmax) __GJ_F2(fmin) __GJ_F2(hypot)
__GJ_F2(nextafter) __GJ_F2(remainder)
__GJ_DEV float fma(float __x, float __y, float __z) { return fmaf(__x, __y, __z); }
__GJ_DEV float scalbln(float __x, long __n) { return scalblnf(__x, __n); }
__GJ_DEV float scalbn(float __x, int __n) { return scalbnf(__x, __n); }
/* CUDA's own functions, in float. */
__GJ_F1(float, exp10) __GJ_F1(float, rsqrt) __GJ_F1(float, rcbrt)
__GJ_F1(float, sinpi) __GJ_F1(float, cospi) __GJ_F1(float, j0)
__GJ_F1(float, j1) __GJ_F1(float, y0) __GJ_F1(float, y1)
__GJ_F1(float, cyl_bessel_i0) __GJ_F1(float, cyl_bessel_i1)
__GJ_F1(float, erfinv) __GJ_F1(float, erfcinv) __GJ_F1(float, normcdfinv)
__GJ_F1(float, normcdf) __GJ_F1(float, erfcx)
__GJ_DEV float jn(int __n, float __x) { return jnf(__n, __x); }
__GJ_DEV float yn(int __n, float __x) { return ynf(__n, __x); }
__GJ_DEV void sincos(float __x, float *__s, float *__c) { sincosf(__x, __s, __c); }
__GJ_DEV void sincospi(float __x, float *__s, float *__c) { sincospif(__x, __s, __c); }
__GJ_DEV double copysign(double __x, float __y) { return copysign(__x, (double)__y); }
__GJ_DEV double copysign(float __x, double __y) { return copysign((double)__x, __y); }
#undef __GJ_F1
#undef __GJ_F2

/* ---- sm_20: address-space conversions ------------------------------------ */
/* A generic pointer to and from an address in state space AS (1 global,
 * 3 shared, 4 constant, 5 local). */
#define __GJ_CVTA(SP, AS)                                                      \
  __GJ_DEV size_t __cvta_generic_to_##SP(const void *__p) {                    \
    return (size_t)(void __attribute__((address_space(AS))) *)__p;             \
  }                                                                            \
  __GJ_DEV void *__cvta_##SP##_to_generic(size_t __a) {                        \
    return (void *)(void __attribute__((address_space(AS))) *)__a;             \
  }
__GJ_CVTA(global, 1)
__GJ_CVTA(shared, 3)
__GJ_CVTA(constant, 4)
__GJ_CVTA(local, 5)
#undef __GJ_CVTA
__GJ_DEV size_t __cvta_generic_to_grid_constant(const void *__p) {
  unsigned long long __r;
  __asm__("cvta.to.param.u64 %0, %1;" : "=l"(__r) : "l"(__p));
  return (size_t)__r;
}
__GJ_DEV void *__cvta_grid_constant_to_generic(size_t __a) {
  void *__r;
  unsigned long long __in = __a;
  __asm__("cvta.param.u64 %0, %1;" : "=l"(__r) : "l"(__in));
  return __r;
}
/* Which state space a generic address points into (const: no side effect,
 * so that __builtin_assume may use them). */
#define __GJ_ISSPACE(N, B)                                                     \
  static __device__ __forceinline__ __attribute__((const)) unsigned int N(     \
      const void *__p) { return B(__p); }
__GJ_ISSPACE(__isGlobal, __nvvm_isspacep_global)
__GJ_ISSPACE(__isShared, __nvvm_isspacep_shared)
__GJ_ISSPACE(__isConstant, __nvvm_isspacep_const)
__GJ_ISSPACE(__isLocal, __nvvm_isspacep_local)
#undef __GJ_ISSPACE

/* ---- sm_61: integer dot products ----------------------------------------- */
#define __GJ_DP(N, OP, T)                                                   \
  __GJ_DEV T N(T __a, T __b, T __c) {                                          \
    T __r;                                                                     \
    __asm__ __volatile__(OP " %0, %1, %2, %3;" : "=r"(__r) : "r"(__a), "r"(__b), "r"(__c)); \
    return __r;                                                                \
  }
__GJ_DP(__dp4a, "dp4a.s32.s32", int)
__GJ_DP(__dp4a, "dp4a.u32.u32", unsigned int)
__GJ_DP(__dp2a_lo, "dp2a.lo.s32.s32", int)
__GJ_DP(__dp2a_lo, "dp2a.lo.u32.u32", unsigned int)
__GJ_DP(__dp2a_hi, "dp2a.hi.s32.s32", int)
__GJ_DP(__dp2a_hi, "dp2a.hi.u32.u32", unsigned int)
#undef __GJ_DP
/* The vector forms pass the vectors' bits as 32-bit words. */
#define __GJ_DPV(N, T, VA, VB)                                                 \
  __GJ_DEV T N(VA __a, VB __b, T __c) {                                        \
    return N(*(T *)&__a, *(T *)&__b, __c);                                     \
  }
__GJ_DPV(__dp4a, int, char4, char4)
__GJ_DPV(__dp4a, unsigned int, uchar4, uchar4)
__GJ_DPV(__dp2a_lo, int, short2, char4)
__GJ_DPV(__dp2a_lo, unsigned int, ushort2, uchar4)
__GJ_DPV(__dp2a_hi, int, short2, char4)
__GJ_DPV(__dp2a_hi, unsigned int, ushort2, uchar4)
#undef __GJ_DPV


/* ---- double arithmetic with a run-time rounding mode (legacy) ------------- */
enum cudaRoundMode { cudaRoundNearest, cudaRoundZero, cudaRoundPosInf, cudaRoundMinInf };
/* Arithmetic rounds to nearest unless told otherwise... */
#define __GJ_RND_ARITH(R, N, P, A, F)                                          \
  __GJ_DEV R N P {                                                             \
    return mode == cudaRoundZero ? F##_rz A : mode == cudaRoundPosInf ? F##_ru A \
         : mode == cudaRoundMinInf ? F##_rd A : F##_rn A;                      \
  }
/* ... conversions to integers toward zero. */
#define __GJ_RND_CONV(R, N, P, A, F)                                           \
  __GJ_DEV R N P {                                                             \
    return mode == cudaRoundNearest ? F##_rn A : mode == cudaRoundPosInf ? F##_ru A \
         : mode == cudaRoundMinInf ? F##_rd A : F##_rz A;                      \
  }
__GJ_RND_ARITH(double, fma, (double a, double b, double c, enum cudaRoundMode mode), (a, b, c), __fma)
__GJ_RND_ARITH(double, dmul, (double a, double b, enum cudaRoundMode mode), (a, b), __dmul)
__GJ_RND_ARITH(double, dadd, (double a, double b, enum cudaRoundMode mode), (a, b), __dadd)
__GJ_RND_ARITH(double, dsub, (double a, double b, enum cudaRoundMode mode), (a, b), __dsub)
__GJ_RND_ARITH(double, ll2double, (long long a, enum cudaRoundMode mode), (a), __ll2double)
__GJ_RND_ARITH(double, ull2double, (unsigned long long a, enum cudaRoundMode mode), (a), __ull2double)
__GJ_RND_CONV(int, double2int, (double a, enum cudaRoundMode mode), (a), __double2int)
__GJ_RND_CONV(unsigned int, double2uint, (double a, enum cudaRoundMode mode), (a), __double2uint)
__GJ_RND_CONV(long long, double2ll, (double a, enum cudaRoundMode mode), (a), __double2ll)
__GJ_RND_CONV(unsigned long long, double2ull, (double a, enum cudaRoundMode mode), (a), __double2ull)
#undef __GJ_RND_ARITH
#undef __GJ_RND_CONV
/* Exact in double whatever the mode. */
__GJ_DEV double int2double(int a, enum cudaRoundMode mode) { return (double)a; }
__GJ_DEV double uint2double(unsigned int a, enum cudaRoundMode mode) { return (double)a; }
__GJ_DEV double float2double(float a, enum cudaRoundMode mode) { return (double)a; }

/* ---- DPX: fused min/max with add and ReLU ---------------------------------- */
/* max/min of two or three values, optionally after adding the first two and
 * optionally clamped below at 0 (ReLU), on 32-bit words or on two 16-bit
 * halves; the __vib* forms also report whether the first input won. sm_90
 * has instructions for them; before, they are composed. */
#define __GJ_RELU(x) ((x) > 0 ? (x) : 0)
#if __CUDA_ARCH__ >= 900
/* r = OP2(OP1(a, b), c) with PTX types T1 / T2 and a temporary of type R. */
#define __GJ_DPX3(N, T, R, OP1, OP2)                                           \
  __GJ_DEV T N(const T a, const T b, const T c) {                              \
    T res;                                                                     \
    asm("{.reg ." R " t1; \n\t" OP1 " t1, %1, %2; \n\t" OP2 " %0, t1, %3;}\n\t" \
        : "=r"(res) : "r"(a), "r"(b), "r"(c));                                 \
    return res;                                                                \
  }
#define __GJ_DPX2(N, T, OP)                                                    \
  __GJ_DEV T N(const T a, const T b) {                                         \
    T res;                                                                     \
    asm("{" OP " %0, %1, %2;}" : "=r"(res) : "r"(a), "r"(b));                  \
    return res;                                                                \
  }
__GJ_DPX2(__vimax_s32_relu, int, "max.s32.relu")
__GJ_DPX2(__vimin_s32_relu, int, "min.s32.relu")
__GJ_DPX2(__vimax_s16x2_relu, unsigned int, "max.s16x2.relu")
__GJ_DPX2(__vimin_s16x2_relu, unsigned int, "min.s16x2.relu")
#define __GJ_DPX3_ALL(OPN, OP, ADDN)                                           \
  __GJ_DPX3(__vi##OPN##3_s32, int, "s32", OP ".s32", OP ".s32")                \
  __GJ_DPX3(__vi##OPN##3_u32, unsigned int, "u32", OP ".u32", OP ".u32")       \
  __GJ_DPX3(__vi##OPN##3_s16x2, unsigned int, "b32", OP ".s16x2", OP ".s16x2") \
  __GJ_DPX3(__vi##OPN##3_u16x2, unsigned int, "b32", OP ".u16x2", OP ".u16x2") \
  __GJ_DPX3(__vi##OPN##3_s32_relu, int, "s32", OP ".s32.relu", OP ".s32.relu") \
  __GJ_DPX3(__vi##OPN##3_s16x2_relu, unsigned int, "b32", OP ".s16x2.relu", OP ".s16x2.relu") \
  __GJ_DPX3(__viadd##OPN##_s32, int, "s32", "add.s32", OP ".s32")              \
  __GJ_DPX3(__viadd##OPN##_u32, unsigned int, "u32", "add.u32", OP ".u32")     \
  __GJ_DPX3(__viadd##OPN##_s16x2, unsigned int, "b32", "add.s16x2", OP ".s16x2") \
  __GJ_DPX3(__viadd##OPN##_u16x2, unsigned int, "b32", "add.u16x2", OP ".u16x2") \
  __GJ_DPX3(__viadd##OPN##_s32_relu, int, "s32", "add.s32", OP ".s32.relu")    \
  __GJ_DPX3(__viadd##OPN##_s16x2_relu, unsigned int, "b32", "add.s16x2", OP ".s16x2.relu")
__GJ_DPX3_ALL(max, "max", )
__GJ_DPX3_ALL(min, "min", )
#undef __GJ_DPX3_ALL
#undef __GJ_DPX3
#undef __GJ_DPX2
/* max/min and whether a won (a >= b, resp. a <= b), from one comparison. */
#define __GJ_VIB(N, T, CMP, PT)                                                \
  __GJ_DEV T N(const T a, const T b, bool *const pred) {                       \
    T val;                                                                     \
    unsigned int p;                                                            \
    asm("{ .reg .pred __$temp1;\n\t"                                          \
        "  setp." CMP "." PT "  __$temp1, %2, %3;\n\t"                        \
        "  selp." PT " %0, %2, %3, __$temp1;\n\t"                             \
        "  selp." PT " %1, 1, 0, __$temp1;}\n\t"                              \
        : "=r"(val), "=r"(p) : "r"(a), "r"(b));                                \
    *pred = (bool)p;                                                           \
    return val;                                                                \
  }
__GJ_VIB(__vibmax_s32, int, "ge", "s32") __GJ_VIB(__vibmax_u32, unsigned int, "ge", "u32")
__GJ_VIB(__vibmin_s32, int, "le", "s32") __GJ_VIB(__vibmin_u32, unsigned int, "le", "u32")
#else
__GJ_DEV int __vimax_s32_relu(const int a, const int b) { int r = max(a, b); return __GJ_RELU(r); }
__GJ_DEV int __vimin_s32_relu(const int a, const int b) { int r = min(a, b); return __GJ_RELU(r); }
__GJ_DEV unsigned int __vimax_s16x2_relu(const unsigned int a, const unsigned int b) {
  return __vmaxs2(__vmaxs2(a, b), 0U);
}
__GJ_DEV unsigned int __vimin_s16x2_relu(const unsigned int a, const unsigned int b) {
  return __vmaxs2(__vmins2(a, b), 0U);
}
/* r = F(FIRST(a, b), c). */
#define __GJ_DPX(N, T, F, FIRST)                                               \
  __GJ_DEV T N(const T a, const T b, const T c) { return F(FIRST(a, b), c); }
#define __GJ_ADD(a, b) ((a) + (b))
__GJ_DPX(__vimax3_s32, int, max, max) __GJ_DPX(__vimax3_u32, unsigned int, max, max)
__GJ_DPX(__vimin3_s32, int, min, min) __GJ_DPX(__vimin3_u32, unsigned int, min, min)
__GJ_DPX(__vimax3_s16x2, unsigned int, __vmaxs2, __vmaxs2)
__GJ_DPX(__vimax3_u16x2, unsigned int, __vmaxu2, __vmaxu2)
__GJ_DPX(__vimin3_s16x2, unsigned int, __vmins2, __vmins2)
__GJ_DPX(__vimin3_u16x2, unsigned int, __vminu2, __vminu2)
__GJ_DPX(__viaddmax_s32, int, max, __GJ_ADD) __GJ_DPX(__viaddmax_u32, unsigned int, max, __GJ_ADD)
__GJ_DPX(__viaddmin_s32, int, min, __GJ_ADD) __GJ_DPX(__viaddmin_u32, unsigned int, min, __GJ_ADD)
__GJ_DPX(__viaddmax_s16x2, unsigned int, __vmaxs2, __vadd2)
__GJ_DPX(__viaddmax_u16x2, unsigned int, __vmaxu2, __vadd2)
__GJ_DPX(__viaddmin_s16x2, unsigned int, __vmins2, __vadd2)
__GJ_DPX(__viaddmin_u16x2, unsigned int, __vminu2, __vadd2)
__GJ_DPX(__vimax3_s16x2_relu, unsigned int, __vimax_s16x2_relu, __vmaxs2)
__GJ_DPX(__vimin3_s16x2_relu, unsigned int, __vimin_s16x2_relu, __vmins2)
__GJ_DPX(__viaddmax_s16x2_relu, unsigned int, __vimax_s16x2_relu, __vadd2)
__GJ_DPX(__viaddmin_s16x2_relu, unsigned int, __vimin_s16x2_relu, __vadd2)
#undef __GJ_DPX
#undef __GJ_ADD
__GJ_DEV int __vimax3_s32_relu(const int a, const int b, const int c) {
  int r = max(max(a, b), c); return __GJ_RELU(r);
}
__GJ_DEV int __vimin3_s32_relu(const int a, const int b, const int c) {
  int r = min(min(a, b), c); return __GJ_RELU(r);
}
__GJ_DEV int __viaddmax_s32_relu(const int a, const int b, const int c) {
  int r = max(a + b, c); return __GJ_RELU(r);
}
__GJ_DEV int __viaddmin_s32_relu(const int a, const int b, const int c) {
  int r = min(a + b, c); return __GJ_RELU(r);
}
/* max/min and whether a won (a >= b, resp. a <= b). */
#define __GJ_VIB(N, T, F, CMP)                                                 \
  __GJ_DEV T N(const T a, const T b, bool *const pred) {                       \
    T r = F(a, b);                                                             \
    *pred = (a CMP b);                                                         \
    return r;                                                                  \
  }
__GJ_VIB(__vibmax_s32, int, max, >=) __GJ_VIB(__vibmax_u32, unsigned int, max, >=)
__GJ_VIB(__vibmin_s32, int, min, <=) __GJ_VIB(__vibmin_u32, unsigned int, min, <=)
#endif
/* The same on two 16-bit halves, with a flag per half. */
#define __GJ_VIB16(N, H, F, CMP)                                               \
  __GJ_DEV unsigned int N(const unsigned int a, const unsigned int b, bool *const pred_hi, \
                          bool *const pred_lo) {                               \
    const H alo = (H)(a & 0xFFFFU), ahi = (H)(a >> 16);                        \
    const H blo = (H)(b & 0xFFFFU), bhi = (H)(b >> 16);                        \
    const unsigned int lo = (unsigned short)F((int)alo, (int)blo);             \
    const unsigned int hi = (unsigned short)F((int)ahi, (int)bhi);             \
    *pred_hi = (ahi CMP bhi);                                                  \
    *pred_lo = (alo CMP blo);                                                  \
    return lo | (hi << 16);                                                    \
  }
__GJ_VIB16(__vibmax_s16x2, short, max, >=) __GJ_VIB16(__vibmax_u16x2, unsigned short, max, >=)
__GJ_VIB16(__vibmin_s16x2, short, min, <=) __GJ_VIB16(__vibmin_u16x2, unsigned short, min, <=)
#undef __GJ_VIB
#undef __GJ_VIB16
#undef __GJ_RELU

#pragma pop_macro("__GJ_DEV")
#endif /* __GPUJIT_CUDA_DEVICE_H__ */
