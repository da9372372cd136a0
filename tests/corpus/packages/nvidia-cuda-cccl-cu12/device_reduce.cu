// Explicit instantiations of ours of CUB's device-wide reduction kernels (nvidia-cuda-cccl-cu12
// 12.9.27, nvidia/cuda_cccl/include/cub/device/dispatch/kernels/reduce.cuh and its tuning in
// tuning/tuning_reduce.cuh), with the policies
// cub::DeviceReduce's dispatch picks for sm_80 (policy_hub<AccumT, int, Op>::MaxPolicy, whose
// active policy on sm_80 is Policy600: 256 threads, 16 items a thread, LOAD_LDG). What the host
// half of cub::DeviceReduce::Sum/Reduce launches: DeviceReduceKernel over an even share of the
// tiles (one partial a block), then DeviceReduceSingleTileKernel over the partials with the
// initial value; or the single-tile kernel alone for a small input.
#include "stubs/launch.h"
#include <cub/device/dispatch/kernels/reduce.cuh>
#include <cub/device/dispatch/tuning/tuning_reduce.cuh>
#include <cuda/functional>

using Plus = ::cuda::std::plus<>;
using Max  = ::cuda::maximum<>;
using Id   = ::cuda::std::__identity;

template <typename AccumT, typename Op>
using Policy = typename cub::detail::reduce::policy_hub<AccumT, int, Op>::MaxPolicy;

// First pass: one partial a block.
template __global__ void cub::DeviceReduceKernel<Policy<int, Plus>, const int*, int, Plus, int, Id>(
  const int*, int*, int, cub::GridEvenShare<int>, Plus, Id);
template __global__ void cub::DeviceReduceKernel<Policy<double, Plus>, const double*, int, Plus, double, Id>(
  const double*, double*, int, cub::GridEvenShare<int>, Plus, Id);

// Second pass (or the only one): one block over everything, folded with the initial value.
template __global__ void cub::DeviceReduceSingleTileKernel<Policy<int, Plus>, const int*, int*, int, Plus, int, int, Id>(
  const int*, int*, int, Plus, int, Id);
template __global__ void
cub::DeviceReduceSingleTileKernel<Policy<double, Plus>, const double*, double*, int, Plus, double, double, Id>(
  const double*, double*, int, Plus, double, Id);
template __global__ void
cub::DeviceReduceSingleTileKernel<Policy<float, Max>, const float*, float*, int, Max, float, float, Id>(
  const float*, float*, int, Max, float, Id);
template __global__ void cub::DeviceReduceSingleTileKernel<Policy<unsigned long long, Plus>,
                                                           const unsigned long long*,
                                                           unsigned long long*,
                                                           int,
                                                           Plus,
                                                           unsigned long long,
                                                           unsigned long long,
                                                           Id>(
  const unsigned long long*, unsigned long long*, int, Plus, unsigned long long, Id);
