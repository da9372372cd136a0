/* texture_indirect_functions.h: gpujit's built-in texture fetches through
 * texture objects: tex1Dfetch<T>, tex1D<T> and tex2D<T> for T of float,
 * int or unsigned elements (scalars and 1-, 2- and 4-vectors; 8- and 16-bit
 * integers too), each one PTX `tex` instruction, which gpujit samples in
 * hardware on NVIDIA and in software elsewhere. A normalized read
 * (cudaReadModeNormalizedFloat) is fetched as float. 3-D, layered, cube,
 * level, gradient and gather fetches and surfaces are not given. Written
 * for gpujit; it is not NVIDIA's header. */
#ifndef __GPUJIT_TEXTURE_INDIRECT_FUNCTIONS_H__
#define __GPUJIT_TEXTURE_INDIRECT_FUNCTIONS_H__

#define __GJ_ID(...) __VA_ARGS__
#define __GJ_TEX(NAME, GEOM, CTYPE, CCON, PARAMS, ARGS, R, RC, RTY)              \
  __device__ static inline R NAME(cudaTextureObject_t __t, __GJ_ID PARAMS) {   \
    R __r;                                                                      \
    asm("tex." GEOM ".v4." RTY "." CTYPE " {%0, %1, %2, %3}, [%4, " ARGS "];"   \
        : "=" RC(__r.x), "=" RC(__r.y), "=" RC(__r.z), "=" RC(__r.w)           \
        : "l"(__t), __GJ_ID CCON);                                              \
    return __r;                                                                 \
  }

#define __GJ_TEX3(NAME, GEOM, CTYPE, CCON, PARAMS, ARGS)                        \
  __GJ_TEX(NAME##_f, GEOM, CTYPE, CCON, PARAMS, ARGS, float4, "f", "f32")      \
  __GJ_TEX(NAME##_s, GEOM, CTYPE, CCON, PARAMS, ARGS, int4, "r", "s32")        \
  __GJ_TEX(NAME##_u, GEOM, CTYPE, CCON, PARAMS, ARGS, uint4, "r", "u32")

__GJ_TEX3(__gj_tex1dfetch, "1d", "s32", ("r"(__x)), (int __x), "{%5}")
__GJ_TEX3(__gj_tex1d, "1d", "f32", ("f"(__x)), (float __x), "{%5}")
__GJ_TEX3(__gj_tex2d, "2d", "f32", ("f"(__x), "f"(__y)), (float __x, float __y), "{%5, %6}")
#undef __GJ_TEX3
#undef __GJ_TEX

/* The fetch kind of each result type and its conversion from the four
 * fetched values. */
template <class __T> struct __gj_tex_of;
#define __GJ_TEX_OF(T, K, ...)                                                  \
  template <> struct __gj_tex_of<T> {                                           \
    static constexpr char kind = K;                                             \
    template <class __V> __device__ static T make(__V __v) { return __VA_ARGS__; } \
  };
#define __GJ_TEX_OF4(E, E1, E2, E4, K)                                          \
  __GJ_TEX_OF(E, K, (E)__v.x)                                                    \
  __GJ_TEX_OF(E1, K, E1{(E)__v.x})                                               \
  __GJ_TEX_OF(E2, K, E2{(E)__v.x, (E)__v.y})                                     \
  __GJ_TEX_OF(E4, K, E4{(E)__v.x, (E)__v.y, (E)__v.z, (E)__v.w})
__GJ_TEX_OF4(float, float1, float2, float4, 'f')
__GJ_TEX_OF4(int, int1, int2, int4, 's')
__GJ_TEX_OF4(unsigned int, uint1, uint2, uint4, 'u')
__GJ_TEX_OF4(short, short1, short2, short4, 's')
__GJ_TEX_OF4(unsigned short, ushort1, ushort2, ushort4, 'u')
__GJ_TEX_OF4(signed char, char1, char2, char4, 's')
__GJ_TEX_OF4(unsigned char, uchar1, uchar2, uchar4, 'u')
__GJ_TEX_OF(char, 's', (char)__v.x)
#undef __GJ_TEX_OF4
#undef __GJ_TEX_OF

#define __GJ_TEX_FN(NAME, IMPL, PARAMS, ARGS)                                   \
  template <class __T>                                                          \
  __device__ static inline __T NAME(cudaTextureObject_t __t, __GJ_ID PARAMS) {  \
    if constexpr (__gj_tex_of<__T>::kind == 'f')                                \
      return __gj_tex_of<__T>::make(IMPL##_f(__t, __GJ_ID ARGS));                \
    else if constexpr (__gj_tex_of<__T>::kind == 's')                           \
      return __gj_tex_of<__T>::make(IMPL##_s(__t, __GJ_ID ARGS));                \
    else                                                                        \
      return __gj_tex_of<__T>::make(IMPL##_u(__t, __GJ_ID ARGS));                \
  }
__GJ_TEX_FN(tex1Dfetch, __gj_tex1dfetch, (int __x), (__x))
__GJ_TEX_FN(tex1D, __gj_tex1d, (float __x), (__x))
__GJ_TEX_FN(tex2D, __gj_tex2d, (float __x, float __y), (__x, __y))
#undef __GJ_TEX_FN
#undef __GJ_ID

#endif /* __GPUJIT_TEXTURE_INDIRECT_FUNCTIONS_H__ */
