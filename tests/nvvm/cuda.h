// Minimal CUDA device-side definitions on clang builtins: no CUDA headers are
// needed (the fixtures are compiled with -nocudainc -nocudalib).
#pragma once
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))

#define FULL_MASK 0xffffffffu

__device__ static inline unsigned tid_x() { return __nvvm_read_ptx_sreg_tid_x(); }
__device__ static inline unsigned tid_y() { return __nvvm_read_ptx_sreg_tid_y(); }
__device__ static inline unsigned ctaid_x() { return __nvvm_read_ptx_sreg_ctaid_x(); }
__device__ static inline unsigned ctaid_y() { return __nvvm_read_ptx_sreg_ctaid_y(); }
__device__ static inline unsigned ntid_x() { return __nvvm_read_ptx_sreg_ntid_x(); }
__device__ static inline unsigned ntid_y() { return __nvvm_read_ptx_sreg_ntid_y(); }
__device__ static inline unsigned nctaid_x() { return __nvvm_read_ptx_sreg_nctaid_x(); }
__device__ static inline unsigned laneid() { return __nvvm_read_ptx_sreg_laneid(); }
__device__ static inline void syncthreads() { __syncthreads(); }
