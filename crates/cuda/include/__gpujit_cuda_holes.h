/* __gpujit_cuda_holes.h: device functions nvcc offers that clang 22's CUDA
 * wrappers leave out. gpujit force-includes it after clang's
 * __clang_cuda_runtime_wrapper.h when it compiles with NVIDIA's headers (SDK
 * mode), and its built-in prelude includes it too, so both modes offer:
 *   - the cache-hinted loads __ldca and __ldlu and stores __stwb, __stcg and
 *     __stcs, for every type nvcc has them for (clang has none of them), and
 *     the long / unsigned long forms clang's __ldcg, __ldcs, __ldcv and __stwt
 *     lack;
 *   - int __reduce_add_sync(unsigned, int) (clang has only the unsigned one);
 *   - the byte swaps __nv_bswap16/32/64 and __isGridConstant, which NVIDIA's
 *     headers implement with functions (__nv_*_impl) nvcc provides and clang
 *     does not, so they failed to link;
 *   - __managed__ variables, whose `managed` attribute clang takes for HIP
 *     only: here a __managed__ variable is a __device__ variable, marked
 *     "gpujit.managed" in the device half. gpujit's front end turns the
 *     device half's uses of it into loads of a pointer that gpujit's CUDA
 *     runtime sets to the host half's storage, mapped into the device (a
 *     whole program built by gpujit cc; other compiles refuse it).
 * Overloads are function templates whose one parameter is defaulted: should a
 * later clang define the same function, its non-template one is preferred,
 * with no clash. The __nv_*_impl definitions are tied to clang <= 22.
 * Self-contained (it may find no other gpujit header). Written for gpujit;
 * it is not NVIDIA's text. */
#ifndef __GPUJIT_CUDA_HOLES_H__
#define __GPUJIT_CUDA_HOLES_H__
#if defined(__CUDA__) && defined(__cplusplus)

/* ---- __managed__ variables (see above) ------------------------------------ */
#undef __managed__
#ifdef __CUDA_ARCH__
#define __managed__ __attribute__((device, annotate("gpujit.managed")))
#else
#define __managed__ __attribute__((device))
#endif

#pragma push_macro("__GJ_HOLE")
#define __GJ_HOLE template <class = void> static __device__ __inline__

/* ---- cache-hinted loads: T name(const T *) ------------------------------- */
/* One scalar load: PTX type P, register class C, read through the wider TMP. */
#define __GJ_LD1(N, Q, VOL, CLOB, T, TMP, P, C)                                \
  __GJ_HOLE T N(const T *__p) {                                                \
    TMP __r;                                                                   \
    __asm__ VOL("ld.global." Q "." P " %0, [%1];" : "=" C(__r) : "l"(__p) CLOB); \
    return (T)__r;                                                             \
  }
#define __GJ_LD2(N, Q, VOL, CLOB, V, TMP, P, C)                                \
  __GJ_HOLE V N(const V *__p) {                                                \
    V __r;                                                                     \
    TMP __t;                                                                   \
    __asm__ VOL("ld.global." Q ".v2." P " {%0,%1}, [%2];"                      \
                : "=" C(__t.x), "=" C(__t.y) : "l"(__p) CLOB);                 \
    __r.x = (decltype(__r.x))__t.x;                                            \
    __r.y = (decltype(__r.y))__t.y;                                            \
    return __r;                                                                \
  }
#define __GJ_LD4(N, Q, VOL, CLOB, V, TMP, P, C)                                \
  __GJ_HOLE V N(const V *__p) {                                                \
    V __r;                                                                     \
    TMP __t;                                                                   \
    __asm__ VOL("ld.global." Q ".v4." P " {%0,%1,%2,%3}, [%4];"                \
                : "=" C(__t.x), "=" C(__t.y), "=" C(__t.z), "=" C(__t.w)       \
                : "l"(__p) CLOB);                                              \
    __r.x = (decltype(__r.x))__t.x;                                            \
    __r.y = (decltype(__r.y))__t.y;                                            \
    __r.z = (decltype(__r.z))__t.z;                                            \
    __r.w = (decltype(__r.w))__t.w;                                            \
    return __r;                                                                \
  }
#define __GJ_LD_LONG(N, Q, VOL, CLOB)                                          \
  __GJ_LD1(N, Q, VOL, CLOB, long, unsigned long, "s64", "l")                   \
  __GJ_LD1(N, Q, VOL, CLOB, unsigned long, unsigned long, "u64", "l")
#define __GJ_LD_ALL(N, Q, VOL, CLOB)                                           \
  __GJ_LD_LONG(N, Q, VOL, CLOB)                                                \
  __GJ_LD1(N, Q, VOL, CLOB, char, unsigned int, "s8", "r")                     \
  __GJ_LD1(N, Q, VOL, CLOB, signed char, unsigned int, "s8", "r")              \
  __GJ_LD1(N, Q, VOL, CLOB, short, unsigned short, "s16", "h")                 \
  __GJ_LD1(N, Q, VOL, CLOB, int, unsigned int, "s32", "r")                     \
  __GJ_LD1(N, Q, VOL, CLOB, long long, unsigned long long, "s64", "l")         \
  __GJ_LD1(N, Q, VOL, CLOB, unsigned char, unsigned int, "u8", "r")            \
  __GJ_LD1(N, Q, VOL, CLOB, unsigned short, unsigned short, "u16", "h")        \
  __GJ_LD1(N, Q, VOL, CLOB, unsigned int, unsigned int, "u32", "r")            \
  __GJ_LD1(N, Q, VOL, CLOB, unsigned long long, unsigned long long, "u64", "l") \
  __GJ_LD1(N, Q, VOL, CLOB, float, float, "f32", "f")                          \
  __GJ_LD1(N, Q, VOL, CLOB, double, double, "f64", "d")                        \
  __GJ_LD2(N, Q, VOL, CLOB, char2, int2, "s8", "r")                            \
  __GJ_LD4(N, Q, VOL, CLOB, char4, int4, "s8", "r")                            \
  __GJ_LD2(N, Q, VOL, CLOB, short2, short2, "s16", "h")                        \
  __GJ_LD4(N, Q, VOL, CLOB, short4, short4, "s16", "h")                        \
  __GJ_LD2(N, Q, VOL, CLOB, int2, int2, "s32", "r")                            \
  __GJ_LD4(N, Q, VOL, CLOB, int4, int4, "s32", "r")                            \
  __GJ_LD2(N, Q, VOL, CLOB, longlong2, longlong2, "s64", "l")                  \
  __GJ_LD2(N, Q, VOL, CLOB, uchar2, uint2, "u8", "r")                          \
  __GJ_LD4(N, Q, VOL, CLOB, uchar4, uint4, "u8", "r")                          \
  __GJ_LD2(N, Q, VOL, CLOB, ushort2, ushort2, "u16", "h")                      \
  __GJ_LD4(N, Q, VOL, CLOB, ushort4, ushort4, "u16", "h")                      \
  __GJ_LD2(N, Q, VOL, CLOB, uint2, uint2, "u32", "r")                          \
  __GJ_LD4(N, Q, VOL, CLOB, uint4, uint4, "u32", "r")                          \
  __GJ_LD2(N, Q, VOL, CLOB, ulonglong2, ulonglong2, "u64", "l")                \
  __GJ_LD2(N, Q, VOL, CLOB, float2, float2, "f32", "f")                        \
  __GJ_LD4(N, Q, VOL, CLOB, float4, float4, "f32", "f")                        \
  __GJ_LD2(N, Q, VOL, CLOB, double2, double2, "f64", "d")

#define __GJ_NOCLOB
#define __GJ_MEMCLOB : "memory"
/* .ca (cache at all levels) and .cs (streaming) are plain reads; .lu (last
 * use) and .cv (volatile) order with other memory accesses. */
__GJ_LD_ALL(__ldca, "ca", __volatile__, __GJ_NOCLOB)
__GJ_LD_ALL(__ldlu, "lu", , __GJ_MEMCLOB)
__GJ_LD_LONG(__ldcg, "cg", __volatile__, __GJ_NOCLOB)
__GJ_LD_LONG(__ldcs, "cs", __volatile__, __GJ_NOCLOB)
__GJ_LD_LONG(__ldcv, "cv", , __GJ_MEMCLOB)

/* ---- cache-hinted stores: void name(T *, T) ------------------------------ */
#define __GJ_ST1(N, Q, T, TMP, P, C)                                           \
  __GJ_HOLE void N(T *__p, T __v) {                                            \
    __asm__("st.global." Q "." P " [%0], %1;" ::"l"(__p), C((TMP)__v) : "memory"); \
  }
#define __GJ_ST2(N, Q, V, TMP, P, C)                                           \
  __GJ_HOLE void N(V *__p, V __v) {                                            \
    __asm__("st.global." Q ".v2." P " [%0], {%1,%2};" ::"l"(__p),              \
            C((TMP)__v.x), C((TMP)__v.y) : "memory");                          \
  }
#define __GJ_ST4(N, Q, V, TMP, P, C)                                           \
  __GJ_HOLE void N(V *__p, V __v) {                                            \
    __asm__("st.global." Q ".v4." P " [%0], {%1,%2,%3,%4};" ::"l"(__p),        \
            C((TMP)__v.x), C((TMP)__v.y), C((TMP)__v.z), C((TMP)__v.w)         \
            : "memory");                                                       \
  }
#define __GJ_ST_LONG(N, Q)                                                     \
  __GJ_ST1(N, Q, long, long, "s64", "l")                                       \
  __GJ_ST1(N, Q, unsigned long, unsigned long, "u64", "l")
#define __GJ_ST_ALL(N, Q)                                                      \
  __GJ_ST_LONG(N, Q)                                                           \
  __GJ_ST1(N, Q, char, int, "s8", "r")                                         \
  __GJ_ST1(N, Q, signed char, int, "s8", "r")                                  \
  __GJ_ST1(N, Q, short, short, "s16", "h")                                     \
  __GJ_ST1(N, Q, int, int, "s32", "r")                                         \
  __GJ_ST1(N, Q, long long, long long, "s64", "l")                             \
  __GJ_ST1(N, Q, unsigned char, int, "u8", "r")                                \
  __GJ_ST1(N, Q, unsigned short, unsigned short, "u16", "h")                   \
  __GJ_ST1(N, Q, unsigned int, unsigned int, "u32", "r")                       \
  __GJ_ST1(N, Q, unsigned long long, unsigned long long, "u64", "l")           \
  __GJ_ST1(N, Q, float, float, "f32", "f")                                     \
  __GJ_ST1(N, Q, double, double, "f64", "d")                                   \
  __GJ_ST2(N, Q, char2, int, "s8", "r")                                        \
  __GJ_ST4(N, Q, char4, int, "s8", "r")                                        \
  __GJ_ST2(N, Q, short2, short, "s16", "h")                                    \
  __GJ_ST4(N, Q, short4, short, "s16", "h")                                    \
  __GJ_ST2(N, Q, int2, int, "s32", "r")                                        \
  __GJ_ST4(N, Q, int4, int, "s32", "r")                                        \
  __GJ_ST2(N, Q, longlong2, long long, "s64", "l")                             \
  __GJ_ST2(N, Q, uchar2, int, "u8", "r")                                       \
  __GJ_ST4(N, Q, uchar4, int, "u8", "r")                                       \
  __GJ_ST2(N, Q, ushort2, unsigned short, "u16", "h")                          \
  __GJ_ST4(N, Q, ushort4, unsigned short, "u16", "h")                          \
  __GJ_ST2(N, Q, uint2, unsigned int, "u32", "r")                              \
  __GJ_ST4(N, Q, uint4, unsigned int, "u32", "r")                              \
  __GJ_ST2(N, Q, ulonglong2, unsigned long long, "u64", "l")                   \
  __GJ_ST2(N, Q, float2, float, "f32", "f")                                    \
  __GJ_ST4(N, Q, float4, float, "f32", "f")                                    \
  __GJ_ST2(N, Q, double2, double, "f64", "d")

/* .wb (write back), .cg (L2 only), .cs (streaming); clang has .wt but for long. */
__GJ_ST_ALL(__stwb, "wb")
__GJ_ST_ALL(__stcg, "cg")
__GJ_ST_ALL(__stcs, "cs")
__GJ_ST_LONG(__stwt, "wt")

#undef __GJ_LD1
#undef __GJ_LD2
#undef __GJ_LD4
#undef __GJ_LD_LONG
#undef __GJ_LD_ALL
#undef __GJ_ST1
#undef __GJ_ST2
#undef __GJ_ST4
#undef __GJ_ST_LONG
#undef __GJ_ST_ALL
#undef __GJ_NOCLOB
#undef __GJ_MEMCLOB

/* ---- warp reduction of a signed value (sm_80) ---------------------------- */
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800
__GJ_HOLE int __reduce_add_sync(unsigned int __mask, int __v) {
  return (int)__nvvm_redux_sync_add(__v, __mask);
}
#endif

/* ---- byte swaps and the grid-constant test ------------------------------- */
#pragma push_macro("__GJ_BSWAP_DEFS")
#define __GJ_BSWAP_DEFS(PFX, SFX)                                              \
  __device__ inline unsigned short PFX##16##SFX(unsigned short __x) {          \
    return __builtin_bswap16(__x);                                             \
  }                                                                            \
  __device__ inline unsigned int PFX##32##SFX(unsigned int __x) {              \
    return __builtin_bswap32(__x);                                             \
  }                                                                            \
  __device__ inline unsigned long long PFX##64##SFX(unsigned long long __x) {  \
    return __builtin_bswap64(__x);                                             \
  }
/* Whether a generic address lies in the kernel-parameter space (sm_70). */
#define __GJ_GRID_CONSTANT_BODY                                                \
  {                                                                            \
    unsigned int __r;                                                          \
    __asm__("{\n\t.reg .pred %%p;\n\tisspacep.param %%p, %1;\n\t"              \
            "selp.u32 %0, 1, 0, %%p;\n\t}" : "=r"(__r) : "l"(__p));            \
    return __r;                                                                \
  }
#if defined(__GPUJIT_BUILTIN_CUDA_HEADERS__)
/* gpujit's prelude: the user-facing functions themselves. */
__GJ_BSWAP_DEFS(__nv_bswap, )
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 700
static __device__ __inline__ unsigned int __isGridConstant(const void *__p)
    __GJ_GRID_CONSTANT_BODY
#endif
#elif defined(__SM_20_INTRINSICS_HPP__) && __clang_major__ <= 22
/* NVIDIA's sm_20_intrinsics.hpp: the extern "C" functions it calls. */
extern "C" {
__GJ_BSWAP_DEFS(__nv_bswap, _impl)
__device__ inline unsigned int __nv_isGridConstant_impl(const void *__p)
    __GJ_GRID_CONSTANT_BODY
}
#endif
#undef __GJ_GRID_CONSTANT_BODY
#pragma pop_macro("__GJ_BSWAP_DEFS")

#pragma pop_macro("__GJ_HOLE")
#endif /* __CUDA__ && __cplusplus */
#endif /* __GPUJIT_CUDA_HOLES_H__ */
