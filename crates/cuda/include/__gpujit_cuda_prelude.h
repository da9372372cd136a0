/* __gpujit_cuda_prelude.h: force-included before every CUDA source that
 * gpujit compiles without NVIDIA's headers (its built-in header set), as
 * clang's __clang_cuda_runtime_wrapper.h is with them. It gives the CUDA
 * keywords, the built-in variables, the vector types, dim3, math, atomics,
 * warp intrinsics, printf and the C limits: the subset of the CUDA runtime
 * that device code sees. Written for gpujit; no NVIDIA header text is in it.
 * The device functions themselves come from clang's CUDA headers (its
 * resource directory), set up as clang's wrapper sets them up. */
#ifndef __GPUJIT_CUDA_PRELUDE_H__
#define __GPUJIT_CUDA_PRELUDE_H__

#if !defined(__CUDA__) || !defined(__cplusplus)
#error "gpujit's CUDA headers are for CUDA C++ (clang -x cuda)"
#endif

/* What the CUDA headers of 12.9 announce. */
#define CUDA_VERSION 12090
#define CUDART_VERSION 12090
#define __CUDACC__
#define __GPUJIT_BUILTIN_CUDA_HEADERS__ 1

/* Execution-space and storage keywords, as clang attributes. */
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __grid_constant__ __attribute__((grid_constant))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __cluster_dims__(...) __attribute__((cluster_dims(__VA_ARGS__)))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __align__(n) __attribute__((aligned(n)))
#define __builtin_align__(n) __attribute__((aligned(n)))
#define __thread__ __thread
#define __no_return__ __attribute__((noreturn))
#define __device_builtin__
#define __cudart_builtin__
#define CUDARTAPI
#define CUDART_CB

/* Declarations that must precede any other math declaration (see clang's
 * header), then the C headers device code may take for granted. */
#include <__clang_cuda_math_forward_declares.h>
#include <stddef.h>
#include <stdint.h>
#include <limits.h>
#include <float.h>
#include <math.h>

#include <__clang_cuda_builtin_vars.h>
#include <vector_types.h>
#include <vector_functions.h>

typedef uint32_t cuuint32_t;
typedef uint64_t cuuint64_t;
/* The short unsigned names glibc's <sys/types.h> gives nvcc's programs. */
typedef unsigned int uint;
typedef unsigned short ushort;
typedef unsigned long ulong;

/* The runtime's types (cudaStream_t, cudaError_t, ...), which nvcc's
 * implicit cuda_runtime.h gives every source. */
#include <cuda_runtime_api.h>

/* What a kernel launch in host code (`k<<<grid, block, shmem, stream>>>`)
 * calls first, as CUDA 9.2 and later name it. Host code is parsed and left
 * out of a device compile, so a declaration is all it needs. */
extern "C" unsigned __cudaPushCallConfiguration(dim3 __grid, dim3 __block,
                                                size_t __shmem = 0,
                                                void *__stream = 0);

/* clang's device-function and math wrappers over libdevice (__nv_*). */
#include <__clang_cuda_libdevice_declares.h>
#include <__clang_cuda_device_functions.h>
#include <__clang_cuda_math.h>

/* The rest of CUDA's device API: atomics, min/max, float overloads. */
#include <__gpujit_cuda_device.h>

/* std:: math (needs std::numeric_limits), then clang's warp, load/store and
 * sm_70+ intrinsics (the latter include our crt/sm_70_rt.hpp). */
#include <limits>
#include <__clang_cuda_cmath.h>
#include <__clang_cuda_intrinsics.h>
#include <__clang_cuda_complex_builtins.h>

/* The built-in variables convert to dim3 and uint3. */
#define __GPUJIT_BUILTIN_CONV(T)                                               \
  __device__ inline T::operator dim3() const { return dim3(x, y, z); }         \
  __device__ inline T::operator uint3() const { return {x, y, z}; }
__GPUJIT_BUILTIN_CONV(__cuda_builtin_threadIdx_t)
__GPUJIT_BUILTIN_CONV(__cuda_builtin_blockIdx_t)
__GPUJIT_BUILTIN_CONV(__cuda_builtin_blockDim_t)
__GPUJIT_BUILTIN_CONV(__cuda_builtin_gridDim_t)
#undef __GPUJIT_BUILTIN_CONV

/* Device-side system calls: printf (clang lowers it to vprintf), malloc,
 * free and assert. */
extern "C" {
__device__ int vprintf(const char *, const char *);
__host__ __device__ int printf(const char *, ...);
__device__ void free(void *) __attribute__((nothrow));
__device__ void *malloc(size_t) __attribute__((nothrow)) __attribute__((malloc));
__device__ void __assertfail(const char *__message, const char *__file,
                             unsigned __line, const char *__function,
                             size_t __char_size);
__device__ static inline void __assert_fail(const char *__message,
                                            const char *__file, unsigned __line,
                                            const char *__function) {
  __assertfail(__message, __file, __line, __function, sizeof(char));
}
}
namespace std {
__device__ static inline void free(void *__p) { ::free(__p); }
__device__ static inline void *malloc(size_t __n) { return ::malloc(__n); }
using ::size_t;
using ::ptrdiff_t;
/* std::min and std::max, which CUDA code gets from <algorithm> via <cmath>. */
template <class __T>
__host__ __device__ constexpr const __T &min(const __T &__a, const __T &__b) {
  return __b < __a ? __b : __a;
}
template <class __T>
__host__ __device__ constexpr const __T &max(const __T &__a, const __T &__b) {
  return __a < __b ? __b : __a;
}
template <class __T, class __C>
__host__ __device__ constexpr const __T &min(const __T &__a, const __T &__b, __C __less) {
  return __less(__b, __a) ? __b : __a;
}
template <class __T, class __C>
__host__ __device__ constexpr const __T &max(const __T &__a, const __T &__b, __C __less) {
  return __less(__a, __b) ? __b : __a;
}
} // namespace std

/* What nvcc offers beyond clang's wrappers (cache-hinted loads and stores,
 * ...); the same header fills these holes in SDK mode. */
#include <__gpujit_cuda_holes.h>

/* Texture fetches through texture objects (tex1Dfetch, tex1D, tex2D). */
#include <texture_indirect_functions.h>

#endif /* __GPUJIT_CUDA_PRELUDE_H__ */
