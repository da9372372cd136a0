/* cuda_runtime.h: gpujit's built-in stand-in for CUDA's runtime header. The
 * device side (keywords, built-in variables, vector types, math, atomics,
 * intrinsics) is always there (__gpujit_cuda_prelude.h); this adds the
 * runtime's types (cudaError_t, cudaStream_t, ...), no host API. Written for
 * gpujit; it is not NVIDIA's header. */
#ifndef __GPUJIT_CUDA_RUNTIME_H__
#define __GPUJIT_CUDA_RUNTIME_H__
#include <cuda_runtime_api.h>
#include <vector_types.h>
#include <vector_functions.h>
#endif
