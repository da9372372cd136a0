/* cuda_pipeline_primitives.h: gpujit's built-in pipeline primitives:
 * __pipeline_memcpy_async(dst, src, size_and_align[, zfill]) (4, 8 or 16
 * bytes, the last zfill of them zeroed), __pipeline_commit() and
 * __pipeline_wait_prior(n). The copy is made by the calling thread before
 * __pipeline_memcpy_async returns, so a wait has nothing left to wait for;
 * other threads see the data after a __syncthreads(), as with CUDA. This
 * runs the same on every device gpujit targets. __pipeline_arrive_on (an
 * mbarrier) is not given: using it is a compile error saying so.
 * Written for gpujit; it is not NVIDIA's header. */
#ifndef __GPUJIT_CUDA_PIPELINE_PRIMITIVES_H__
#define __GPUJIT_CUDA_PIPELINE_PRIMITIVES_H__

template <class __GJ_U>
static __device__ __forceinline__ void __gj_pipeline_copy(void *__dst, const void *__src) {
  *static_cast<__GJ_U *>(__dst) = *static_cast<const __GJ_U *>(__src);
}

static __device__ __forceinline__ void __pipeline_memcpy_async(void *__restrict__ __dst_shared,
                                                               const void *__restrict__ __src_global,
                                                               size_t __size_and_align,
                                                               size_t __zfill = 0) {
  if (__zfill == 0 && __size_and_align == 16)
    __gj_pipeline_copy<uint4>(__dst_shared, __src_global);
  else if (__zfill == 0 && __size_and_align == 8)
    __gj_pipeline_copy<uint2>(__dst_shared, __src_global);
  else if (__zfill == 0 && __size_and_align == 4)
    __gj_pipeline_copy<unsigned>(__dst_shared, __src_global);
  else {
    unsigned char *__d = static_cast<unsigned char *>(__dst_shared);
    const unsigned char *__s = static_cast<const unsigned char *>(__src_global);
    size_t __keep = __zfill < __size_and_align ? __size_and_align - __zfill : 0;
    for (size_t __i = 0; __i < __size_and_align; ++__i)
      __d[__i] = __i < __keep ? __s[__i] : 0;
  }
}
static __device__ __forceinline__ void __pipeline_commit() {}
static __device__ __forceinline__ void __pipeline_wait_prior(size_t __prior) { (void)__prior; }

typedef unsigned long long __mbarrier_t;
static __device__ void __pipeline_arrive_on(__mbarrier_t *__bar) __attribute__((unavailable(
    "gpujit's built-in pipeline primitives have no __pipeline_arrive_on: mbarrier objects are "
    "not given")));

#endif /* __GPUJIT_CUDA_PIPELINE_PRIMITIVES_H__ */
