// Ours, not DeepSpeed's. The host launchers in DeepSpeed's .cu files use
// `kernel<<<grid, block, shared, stream>>>(...)`. The suite compiles for the
// device only, and clang then looks the launch up as the pre-CUDA-9.2 runtime
// call `cudaConfigureCall`, which CUDA 12's headers no longer declare. This
// declaration lets the host half parse as nvcc would let it. It adds no device
// code and changes none.
#pragma once
extern "C" cudaError_t cudaConfigureCall(dim3 gridDim,
                                         dim3 blockDim,
                                         size_t sharedMem = 0,
                                         cudaStream_t stream = 0);
