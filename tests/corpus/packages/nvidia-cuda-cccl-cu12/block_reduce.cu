// Kernels of ours that instantiate CUB's cub::BlockReduce (nvidia-cuda-cccl-cu12 12.9.27,
// nvidia/cuda_cccl/include/cub/block/block_reduce.cuh) with its three algorithms, for several
// item types, block shapes and items per thread. Each block reduces one tile of the input; the
// last tile is partial (padded with the operator's identity, or reduced with num_valid).
#include <cub/block/block_reduce.cuh>
#include <cuda/functional>
#include <cuda/std/limits>

using cub::BLOCK_REDUCE_RAKING;
using cub::BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY;
using cub::BLOCK_REDUCE_WARP_REDUCTIONS;

// Sum of a tile of BLOCK * ITEMS values in the blocked arrangement (items past n count as 0).
template <typename T, int BLOCK, int ITEMS, cub::BlockReduceAlgorithm ALG>
__device__ void tile_sum(const T* in, T* out, int n)
{
  using Reduce = cub::BlockReduce<T, BLOCK, ALG>;
  __shared__ typename Reduce::TempStorage tmp;
  T items[ITEMS];
  const int base = blockIdx.x * BLOCK * ITEMS + threadIdx.x * ITEMS;
  for (int k = 0; k < ITEMS; ++k)
  {
    items[k] = base + k < n ? in[base + k] : T(0);
  }
  T s = Reduce(tmp).Sum(items);
  if (threadIdx.x == 0)
  {
    out[blockIdx.x] = s;
  }
}

// Maximum (or minimum) of a tile with a functor; items past n are the lowest (highest) value.
template <typename T, int BLOCK, int ITEMS, cub::BlockReduceAlgorithm ALG, bool MAX>
__device__ void tile_extreme(const T* in, T* out, int n)
{
  using Reduce = cub::BlockReduce<T, BLOCK, ALG>;
  __shared__ typename Reduce::TempStorage tmp;
  T items[ITEMS];
  const T pad  = MAX ? cuda::std::numeric_limits<T>::lowest() : cuda::std::numeric_limits<T>::max();
  const int base = blockIdx.x * BLOCK * ITEMS + threadIdx.x * ITEMS;
  for (int k = 0; k < ITEMS; ++k)
  {
    items[k] = base + k < n ? in[base + k] : pad;
  }
  T r;
  if constexpr (MAX)
  {
    r = Reduce(tmp).Reduce(items, cuda::maximum<>{});
  }
  else
  {
    r = Reduce(tmp).Reduce(items, cuda::minimum<>{});
  }
  if (threadIdx.x == 0)
  {
    out[blockIdx.x] = r;
  }
}

// One item a thread, the last block partial: Sum(x, num_valid) and Reduce(x, max, num_valid).
template <typename T, int BLOCK, cub::BlockReduceAlgorithm ALG>
__device__ void partial_sum_max(const T* in, T* sum, T* max, int n)
{
  using Reduce = cub::BlockReduce<T, BLOCK, ALG>;
  __shared__ typename Reduce::TempStorage tmp;
  const int i     = blockIdx.x * BLOCK + threadIdx.x;
  const int valid = min(BLOCK, n - int(blockIdx.x) * BLOCK);
  T x             = i < n ? in[i] : T(0);
  T s             = Reduce(tmp).Sum(x, valid);
  __syncthreads();
  T m = Reduce(tmp).Reduce(x, cuda::maximum<>{}, valid);
  if (threadIdx.x == 0)
  {
    sum[blockIdx.x] = s;
    max[blockIdx.x] = m;
  }
}

// A 2-D block (BX x BY threads) reduces BX * BY * ITEMS values, rows of threads in order.
template <typename T, int BX, int BY, int ITEMS, cub::BlockReduceAlgorithm ALG>
__device__ void tile_sum_2d(const T* in, T* out, int n)
{
  using Reduce = cub::BlockReduce<T, BX, ALG, BY>;
  __shared__ typename Reduce::TempStorage tmp;
  T items[ITEMS];
  const int rank = threadIdx.y * BX + threadIdx.x;
  const int base = blockIdx.x * BX * BY * ITEMS + rank * ITEMS;
  for (int k = 0; k < ITEMS; ++k)
  {
    items[k] = base + k < n ? in[base + k] : T(0);
  }
  T s = Reduce(tmp).Sum(items);
  if (rank == 0)
  {
    out[blockIdx.x] = s;
  }
}

#define SUM(NAME, T, BLOCK, ITEMS, ALG) \
  extern "C" __global__ void NAME(const T* in, T* out, int n) { tile_sum<T, BLOCK, ITEMS, ALG>(in, out, n); }
#define EXTREME(NAME, T, BLOCK, ITEMS, ALG, MAX) \
  extern "C" __global__ void NAME(const T* in, T* out, int n) { tile_extreme<T, BLOCK, ITEMS, ALG, MAX>(in, out, n); }
#define PARTIAL(NAME, T, BLOCK, ALG) \
  extern "C" __global__ void NAME(const T* in, T* sum, T* max, int n) { partial_sum_max<T, BLOCK, ALG>(in, sum, max, n); }

SUM(reduce_sum_warp_reductions_i32_b128x4, int, 128, 4, BLOCK_REDUCE_WARP_REDUCTIONS)
SUM(reduce_sum_raking_f32_b256x2, float, 256, 2, BLOCK_REDUCE_RAKING)
SUM(reduce_sum_raking_commutative_i32_b256x4, int, 256, 4, BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY)
SUM(reduce_sum_warp_reductions_f64_b512x1, double, 512, 1, BLOCK_REDUCE_WARP_REDUCTIONS)
SUM(reduce_sum_raking_u64_b32x8, unsigned long long, 32, 8, BLOCK_REDUCE_RAKING)
EXTREME(reduce_max_warp_reductions_f32_b64x4, float, 64, 4, BLOCK_REDUCE_WARP_REDUCTIONS, true)
EXTREME(reduce_max_raking_commutative_u64_b128x2, unsigned long long, 128, 2, BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY, true)
EXTREME(reduce_min_raking_f64_b256x2, double, 256, 2, BLOCK_REDUCE_RAKING, false)
PARTIAL(reduce_partial_raking_i32_b128, int, 128, BLOCK_REDUCE_RAKING)
PARTIAL(reduce_partial_warp_reductions_f32_b256, float, 256, BLOCK_REDUCE_WARP_REDUCTIONS)
PARTIAL(reduce_partial_raking_commutative_f64_b64, double, 64, BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY)

extern "C" __global__ void reduce_sum_raking_2d_i32_b16x8x4(const int* in, int* out, int n)
{
  tile_sum_2d<int, 16, 8, 4, BLOCK_REDUCE_RAKING>(in, out, n);
}
extern "C" __global__ void reduce_sum_warp_reductions_2d_f32_b32x4x2(const float* in, float* out, int n)
{
  tile_sum_2d<float, 32, 4, 2, BLOCK_REDUCE_WARP_REDUCTIONS>(in, out, n);
}
