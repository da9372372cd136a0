/* crt/sm_70_rt.hpp: gpujit's built-in sm_70 device functions (__match_*_sync
 * for every integer and floating type, __nanosleep, 16-bit atomicCAS).
 * clang's __clang_cuda_intrinsics.h includes this file by this name, after
 * defining the __match32/64_*_sync primitives. Written for gpujit; it is not
 * NVIDIA's header. */
#ifndef __GPUJIT_SM_70_RT_HPP__
#define __GPUJIT_SM_70_RT_HPP__
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 700

#pragma push_macro("__GJ_DEV")
#define __GJ_DEV static __device__ __inline__
/* 32-bit values match as 32 bits, 64-bit ones as 64 (long is 64-bit). */
#define __GJ_MATCH(T, W, CONV)                                                 \
  __GJ_DEV unsigned int __match_any_sync(unsigned __mask, T __v) {             \
    return __match##W##_any_sync(__mask, CONV(__v));                           \
  }                                                                            \
  __GJ_DEV unsigned int __match_all_sync(unsigned __mask, T __v, int *__pred) { \
    return __match##W##_all_sync(__mask, CONV(__v), __pred);                   \
  }
#define __GJ_AS_IS(v) (v)
#define __GJ_AS_ULL(v) ((unsigned long long)(v))
__GJ_MATCH(unsigned int, 32, __GJ_AS_IS)
__GJ_MATCH(int, 32, __GJ_AS_IS)
__GJ_MATCH(unsigned long, 64, __GJ_AS_ULL)
__GJ_MATCH(long, 64, __GJ_AS_ULL)
__GJ_MATCH(unsigned long long, 64, __GJ_AS_IS)
__GJ_MATCH(long long, 64, __GJ_AS_IS)
__GJ_MATCH(float, 32, __float_as_uint)
__GJ_MATCH(double, 64, __double_as_longlong)
#undef __GJ_MATCH
#undef __GJ_AS_IS
#undef __GJ_AS_ULL

__GJ_DEV void __nanosleep(unsigned int __ns) {
  __asm__ __volatile__("nanosleep.u32 %0;" ::"r"(__ns));
}

__GJ_DEV unsigned short int atomicCAS(unsigned short int *__p,
                                      unsigned short int __c,
                                      unsigned short int __v) {
  return __usAtomicCAS(__p, __c, __v);
}
#pragma pop_macro("__GJ_DEV")

#endif /* !__CUDA_ARCH__ || __CUDA_ARCH__ >= 700 */
#endif /* __GPUJIT_SM_70_RT_HPP__ */
