// Ours, not candle's: what lets the host halves of candle-kernels' statically
// linked files (mmvq_gguf.cu, mmq_gguf/) parse in a device-only compile, as
// nvcc's device pass (which drops host code) lets them. Their launchers use
// `kernel<<<...>>>`, which clang looks up as the pre-CUDA-9.2 runtime call
// cudaConfigureCall, no longer declared by CUDA 12's headers; and
// mmq_gguf.cuh's host function mmq_get_q8_1_ds_layout reaches GGML_ABORT,
// which under __CUDA_ARCH__ calls the device-only __trap(): a host overload
// is declared for it. Neither adds or changes device code.
#pragma once
extern "C" cudaError_t cudaConfigureCall(dim3 gridDim, dim3 blockDim, size_t sharedMem = 0,
                                         cudaStream_t stream = 0);
static __host__ inline void __trap(void) { __builtin_trap(); }
