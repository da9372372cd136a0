/* cuda.h: gpujit's built-in stand-in for the CUDA driver API header: the
 * version macro and the driver's scalar types, no functions. Written for
 * gpujit; it is not NVIDIA's header. */
#ifndef __GPUJIT_CUDA_H__
#define __GPUJIT_CUDA_H__
#ifndef CUDA_VERSION
#define CUDA_VERSION 12090
#endif
typedef unsigned long long CUdeviceptr;
typedef int CUdevice;
typedef enum cudaError_enum { CUDA_SUCCESS = 0 } CUresult;
#endif
