/* cuda_runtime_api.h: gpujit's built-in subset: the CUDA runtime's types that
 * device code and templates name (cudaError_t, cudaStream_t, cudaEvent_t,
 * cudaTextureObject_t, cudaSurfaceObject_t), no host functions (gpujit
 * compiles device code only). Written for gpujit; it is not NVIDIA's header. */
#ifndef __GPUJIT_CUDA_RUNTIME_API_H__
#define __GPUJIT_CUDA_RUNTIME_API_H__
#ifndef CUDART_VERSION
#define CUDART_VERSION 12090
#endif
typedef enum cudaError {
  cudaSuccess = 0,
  cudaErrorInvalidValue = 1,
  cudaErrorMemoryAllocation = 2,
  cudaErrorInitializationError = 3,
  cudaErrorLaunchFailure = 719,
  cudaErrorNotReady = 600,
  cudaErrorUnknown = 999
} cudaError_t;
typedef struct CUstream_st *cudaStream_t;
typedef struct CUevent_st *cudaEvent_t;
typedef unsigned long long cudaTextureObject_t;
typedef unsigned long long cudaSurfaceObject_t;
#endif
