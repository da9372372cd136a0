// Stand-in for PyTorch's <ATen/cuda/CUDAGeneratorImpl.h> (ours, not
// PyTorch's): flash-attn's flash.h takes only at::PhiloxCudaState from it,
// the dropout RNG state that Flash_fwd_params carries. The corpus runs no
// dropout, so the struct is only the layout the kernels read: seed and
// offset by value, or as pointers when a CUDA graph captured them.
#pragma once
#include <stdint.h>

namespace at {
struct PhiloxCudaState {
  PhiloxCudaState() = default;
  __host__ __device__ PhiloxCudaState(uint64_t seed, uint64_t offset) {
    seed_.val = seed;
    offset_.val = offset;
  }
  union Payload {
    uint64_t val;
    int64_t* ptr;
  };
  Payload seed_{};
  Payload offset_{};
  uint32_t offset_intragraph_ = 0;
  bool captured_ = false;
};
}  // namespace at
