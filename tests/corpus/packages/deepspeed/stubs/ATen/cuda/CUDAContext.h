// Ours: a stand-in for PyTorch's ATen/cuda/CUDAContext.h, which DeepSpeed's
// csrc/includes/context.h includes for the host side of its training kernels
// (the current stream, a stream from the pool). The kernels do not use it.
#pragma once
#include <cuda_runtime_api.h>
namespace at {
namespace cuda {
cudaStream_t getCurrentCUDAStream();
cudaStream_t getStreamFromPool();
}  // namespace cuda
}  // namespace at
