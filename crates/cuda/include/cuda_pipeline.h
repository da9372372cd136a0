/* cuda_pipeline.h: gpujit's built-in cuda_pipeline.h: the pipeline
 * primitives (cuda_pipeline_primitives.h) and their C++ form,
 * nvcuda::experimental::pipeline (commit, commit_and_wait, wait_prior<N>, memcpy_async of
 * one object of 4, 8 or 16 bytes), with the same meaning: copies are made
 * when issued, so waits have nothing left to wait for. Written for gpujit;
 * it is not NVIDIA's header. */
#ifndef __GPUJIT_CUDA_PIPELINE_H__
#define __GPUJIT_CUDA_PIPELINE_H__
#include <cuda_pipeline_primitives.h>

namespace nvcuda {
namespace experimental {
class pipeline {
public:
  __device__ pipeline() {}
  pipeline(const pipeline &) = delete;
  pipeline &operator=(const pipeline &) = delete;
  __device__ void commit() { __pipeline_commit(); }
  __device__ void commit_and_wait() {}
  template <unsigned __N> __device__ void wait_prior() {}
};

template <class __T>
__device__ __forceinline__ void memcpy_async(__T &__dst, const __T &__src, pipeline &) {
  static_assert(sizeof(__T) == 4 || sizeof(__T) == 8 || sizeof(__T) == 16,
                "nvcuda::experimental::memcpy_async copies objects of 4, 8 or 16 bytes");
  __pipeline_memcpy_async(&__dst, &__src, sizeof(__T));
}
} // namespace experimental
} // namespace nvcuda

#endif /* __GPUJIT_CUDA_PIPELINE_H__ */
