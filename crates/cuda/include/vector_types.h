/* vector_types.h: gpujit's built-in subset of CUDA's vector types (char1 ..
 * double4, with CUDA's sizes and alignments) and dim3. Written for gpujit; it
 * is not NVIDIA's header. */
#ifndef __GPUJIT_VECTOR_TYPES_H__
#define __GPUJIT_VECTOR_TYPES_H__

#ifndef __host__
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#endif

/* One struct per name: N members of T, aligned to A bytes (0 = T's own). */
#define __GPUJIT_VEC1(N, T, A) struct __attribute__((aligned(A ? A : __alignof__(T)))) N { T x; };
#define __GPUJIT_VEC2(N, T, A) struct __attribute__((aligned(A ? A : __alignof__(T)))) N { T x, y; };
#define __GPUJIT_VEC3(N, T, A) struct __attribute__((aligned(A ? A : __alignof__(T)))) N { T x, y, z; };
#define __GPUJIT_VEC4(N, T, A) struct __attribute__((aligned(A ? A : __alignof__(T)))) N { T x, y, z, w; };
#define __GPUJIT_VECS(P, T, A2, A4)                                            \
  __GPUJIT_VEC1(P##1, T, 0) __GPUJIT_VEC2(P##2, T, A2)                         \
  __GPUJIT_VEC3(P##3, T, 0) __GPUJIT_VEC4(P##4, T, A4)                         \
  typedef struct P##1 P##1; typedef struct P##2 P##2;                          \
  typedef struct P##3 P##3; typedef struct P##4 P##4;

__GPUJIT_VECS(char, signed char, 2, 4)
__GPUJIT_VECS(uchar, unsigned char, 2, 4)
__GPUJIT_VECS(short, short, 4, 8)
__GPUJIT_VECS(ushort, unsigned short, 4, 8)
__GPUJIT_VECS(int, int, 8, 16)
__GPUJIT_VECS(uint, unsigned int, 8, 16)
__GPUJIT_VECS(long, long, 2 * sizeof(long), 16)
__GPUJIT_VECS(ulong, unsigned long, 2 * sizeof(unsigned long), 16)
__GPUJIT_VECS(longlong, long long, 16, 16)
__GPUJIT_VECS(ulonglong, unsigned long long, 16, 16)
__GPUJIT_VECS(float, float, 8, 16)
__GPUJIT_VECS(double, double, 16, 16)

#undef __GPUJIT_VEC1
#undef __GPUJIT_VEC2
#undef __GPUJIT_VEC3
#undef __GPUJIT_VEC4
#undef __GPUJIT_VECS

/* Launch dimensions: unspecified components are 1. */
struct dim3 {
  unsigned int x, y, z;
#ifdef __cplusplus
  __host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1,
                                     unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
  __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  __host__ __device__ constexpr operator uint3() const { return uint3{x, y, z}; }
#endif
};
typedef struct dim3 dim3;

#endif /* __GPUJIT_VECTOR_TYPES_H__ */
