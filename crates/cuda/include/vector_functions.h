/* vector_functions.h: gpujit's built-in make_char1 .. make_double4
 * constructors for the CUDA vector types. Written for gpujit; it is not
 * NVIDIA's header. */
#ifndef __GPUJIT_VECTOR_FUNCTIONS_H__
#define __GPUJIT_VECTOR_FUNCTIONS_H__
#include <vector_types.h>

#define __GPUJIT_MAKE(P, T)                                                    \
  static __inline__ __host__ __device__ P##1 make_##P##1(T x) {                \
    P##1 r; r.x = x; return r;                                                 \
  }                                                                            \
  static __inline__ __host__ __device__ P##2 make_##P##2(T x, T y) {           \
    P##2 r; r.x = x; r.y = y; return r;                                        \
  }                                                                            \
  static __inline__ __host__ __device__ P##3 make_##P##3(T x, T y, T z) {      \
    P##3 r; r.x = x; r.y = y; r.z = z; return r;                               \
  }                                                                            \
  static __inline__ __host__ __device__ P##4 make_##P##4(T x, T y, T z, T w) { \
    P##4 r; r.x = x; r.y = y; r.z = z; r.w = w; return r;                      \
  }

__GPUJIT_MAKE(char, signed char)
__GPUJIT_MAKE(uchar, unsigned char)
__GPUJIT_MAKE(short, short)
__GPUJIT_MAKE(ushort, unsigned short)
__GPUJIT_MAKE(int, int)
__GPUJIT_MAKE(uint, unsigned int)
__GPUJIT_MAKE(long, long)
__GPUJIT_MAKE(ulong, unsigned long)
__GPUJIT_MAKE(longlong, long long)
__GPUJIT_MAKE(ulonglong, unsigned long long)
__GPUJIT_MAKE(float, float)
__GPUJIT_MAKE(double, double)
#undef __GPUJIT_MAKE

#endif /* __GPUJIT_VECTOR_FUNCTIONS_H__ */
