// Stand-in for PyTorch's <ATen/cuda/detail/UnpackRaw.cuh> (ours):
// at::cuda::philox::unpack gives the (seed, offset) pair of a
// PhiloxCudaState, read through its pointers when a graph captured it.
#pragma once
#include <ATen/cuda/CUDAGeneratorImpl.h>
#include <tuple>

namespace at {
namespace cuda {
namespace philox {
__host__ __device__ __forceinline__ std::tuple<uint64_t, uint64_t> unpack(at::PhiloxCudaState arg) {
  if (arg.captured_) {
    return std::make_tuple(static_cast<uint64_t>(*arg.seed_.ptr),
                           static_cast<uint64_t>(*(arg.offset_.ptr) + arg.offset_intragraph_));
  }
  return std::make_tuple(arg.seed_.val, arg.offset_.val);
}
}  // namespace philox
}  // namespace cuda
}  // namespace at
