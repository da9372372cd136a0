// Kernels of ours that instantiate CUB's cub::BlockScan (nvidia-cuda-cccl-cu12 12.9.27,
// nvidia/cuda_cccl/include/cub/block/block_scan.cuh) with its three algorithms (raking,
// raking with memoized partials, warp scans): inclusive and exclusive sums and max-scans,
// with block aggregates, over one or several items a thread, and a running prefix
// carried across tiles by a block-wide prefix callback.
#include <cub/block/block_scan.cuh>
#include <cuda/functional>
#include <cuda/std/limits>

using cub::BLOCK_SCAN_RAKING;
using cub::BLOCK_SCAN_RAKING_MEMOIZE;
using cub::BLOCK_SCAN_WARP_SCANS;

enum Kind
{
  EXCLUSIVE_SUM,
  INCLUSIVE_SUM,
  EXCLUSIVE_MAX,
  INCLUSIVE_MAX
};

// Each block scans its tile of BLOCK * ITEMS values (blocked arrangement; items past n are the
// identity) and writes the scanned tile and the tile's aggregate.
template <typename T, int BLOCK, int ITEMS, cub::BlockScanAlgorithm ALG, Kind KIND>
__device__ void tile_scan(const T* in, T* out, T* aggregate, int n)
{
  using Scan = cub::BlockScan<T, BLOCK, ALG>;
  __shared__ typename Scan::TempStorage tmp;
  constexpr bool SUM = KIND == EXCLUSIVE_SUM || KIND == INCLUSIVE_SUM;
  const T identity   = SUM ? T(0) : cuda::std::numeric_limits<T>::lowest();
  T items[ITEMS];
  const int base = blockIdx.x * BLOCK * ITEMS + threadIdx.x * ITEMS;
  for (int k = 0; k < ITEMS; ++k)
  {
    items[k] = base + k < n ? in[base + k] : identity;
  }
  T total;
  if constexpr (KIND == EXCLUSIVE_SUM)
  {
    Scan(tmp).ExclusiveSum(items, items, total);
  }
  else if constexpr (KIND == INCLUSIVE_SUM)
  {
    Scan(tmp).InclusiveSum(items, items, total);
  }
  else if constexpr (KIND == EXCLUSIVE_MAX)
  {
    Scan(tmp).ExclusiveScan(items, items, identity, cuda::maximum<>{}, total);
  }
  else
  {
    Scan(tmp).InclusiveScan(items, items, cuda::maximum<>{}, total);
  }
  for (int k = 0; k < ITEMS; ++k)
  {
    if (base + k < n)
    {
      out[base + k] = items[k];
    }
  }
  if (threadIdx.x == 0)
  {
    aggregate[blockIdx.x] = total;
  }
}

// One item a thread, no aggregate: ExclusiveSum(x, y) and InclusiveScan(x, y, max).
template <typename T, int BLOCK, cub::BlockScanAlgorithm ALG>
__device__ void single_item(const T* in, T* excl_sum, T* incl_max, int n)
{
  using Scan = cub::BlockScan<T, BLOCK, ALG>;
  __shared__ typename Scan::TempStorage tmp;
  const int i = blockIdx.x * BLOCK + threadIdx.x;
  T x         = i < n ? in[i] : T(0);
  T y;
  Scan(tmp).ExclusiveSum(x, y);
  if (i < n)
  {
    excl_sum[i] = y;
  }
  __syncthreads();
  Scan(tmp).InclusiveScan(x, y, cuda::maximum<>{});
  if (i < n)
  {
    incl_max[i] = y;
  }
}

// The running total that carries a scan from one tile to the next (thread 0 of the first warp
// returns the prefix for the tile and adds the tile's aggregate).
template <typename T>
struct RunningPrefix
{
  T total;
  __device__ T operator()(T block_aggregate)
  {
    T old = total;
    total += block_aggregate;
    return old;
  }
};

// One block scans the whole input, tile after tile, with a prefix callback: an inclusive sum of
// everything.
template <typename T, int BLOCK, int ITEMS, cub::BlockScanAlgorithm ALG, bool INCLUSIVE>
__device__ void whole_scan(const T* in, T* out, int n)
{
  using Scan = cub::BlockScan<T, BLOCK, ALG>;
  __shared__ typename Scan::TempStorage tmp;
  RunningPrefix<T> prefix{T(0)};
  for (int tile = 0; tile < n; tile += BLOCK * ITEMS)
  {
    T items[ITEMS];
    const int base = tile + threadIdx.x * ITEMS;
    for (int k = 0; k < ITEMS; ++k)
    {
      items[k] = base + k < n ? in[base + k] : T(0);
    }
    if constexpr (INCLUSIVE)
    {
      Scan(tmp).InclusiveSum(items, items, prefix);
    }
    else
    {
      Scan(tmp).ExclusiveSum(items, items, prefix);
    }
    __syncthreads();
    for (int k = 0; k < ITEMS; ++k)
    {
      if (base + k < n)
      {
        out[base + k] = items[k];
      }
    }
  }
}

// A 2-D block of BX x BY threads: exclusive sum over the threads in row-major rank order.
template <typename T, int BX, int BY, int ITEMS, cub::BlockScanAlgorithm ALG>
__device__ void tile_scan_2d(const T* in, T* out, int n)
{
  using Scan = cub::BlockScan<T, BX, ALG, BY>;
  __shared__ typename Scan::TempStorage tmp;
  T items[ITEMS];
  const int rank = threadIdx.y * BX + threadIdx.x;
  const int base = blockIdx.x * BX * BY * ITEMS + rank * ITEMS;
  for (int k = 0; k < ITEMS; ++k)
  {
    items[k] = base + k < n ? in[base + k] : T(0);
  }
  Scan(tmp).ExclusiveSum(items, items);
  for (int k = 0; k < ITEMS; ++k)
  {
    if (base + k < n)
    {
      out[base + k] = items[k];
    }
  }
}

#define TILE(NAME, T, BLOCK, ITEMS, ALG, KIND)                                     \
  extern "C" __global__ void NAME(const T* in, T* out, T* aggregate, int n)        \
  {                                                                                \
    tile_scan<T, BLOCK, ITEMS, ALG, KIND>(in, out, aggregate, n);                  \
  }
#define SINGLE(NAME, T, BLOCK, ALG) \
  extern "C" __global__ void NAME(const T* in, T* a, T* b, int n) { single_item<T, BLOCK, ALG>(in, a, b, n); }
#define WHOLE(NAME, T, BLOCK, ITEMS, ALG, INCL) \
  extern "C" __global__ void NAME(const T* in, T* out, int n) { whole_scan<T, BLOCK, ITEMS, ALG, INCL>(in, out, n); }

TILE(scan_exclusive_sum_raking_i32_b128x4, int, 128, 4, BLOCK_SCAN_RAKING, EXCLUSIVE_SUM)
TILE(scan_inclusive_sum_raking_memoize_f32_b256x2, float, 256, 2, BLOCK_SCAN_RAKING_MEMOIZE, INCLUSIVE_SUM)
TILE(scan_exclusive_sum_warp_scans_u64_b64x4, unsigned long long, 64, 4, BLOCK_SCAN_WARP_SCANS, EXCLUSIVE_SUM)
TILE(scan_inclusive_max_warp_scans_f64_b128x4, double, 128, 4, BLOCK_SCAN_WARP_SCANS, INCLUSIVE_MAX)
TILE(scan_exclusive_max_raking_i32_b512x1, int, 512, 1, BLOCK_SCAN_RAKING, EXCLUSIVE_MAX)
TILE(scan_inclusive_sum_warp_scans_f32_b32x8, float, 32, 8, BLOCK_SCAN_WARP_SCANS, INCLUSIVE_SUM)
TILE(scan_exclusive_max_raking_memoize_u64_b256x2, unsigned long long, 256, 2, BLOCK_SCAN_RAKING_MEMOIZE, EXCLUSIVE_MAX)
TILE(scan_inclusive_sum_raking_f64_b64x2, double, 64, 2, BLOCK_SCAN_RAKING, INCLUSIVE_SUM)
SINGLE(scan_single_warp_scans_i32_b256, int, 256, BLOCK_SCAN_WARP_SCANS)
SINGLE(scan_single_raking_memoize_f64_b128, double, 128, BLOCK_SCAN_RAKING_MEMOIZE)
WHOLE(scan_prefix_callback_inclusive_raking_memoize_i32_b256x4, int, 256, 4, BLOCK_SCAN_RAKING_MEMOIZE, true)
WHOLE(scan_prefix_callback_exclusive_warp_scans_u64_b128x2, unsigned long long, 128, 2, BLOCK_SCAN_WARP_SCANS, false)

extern "C" __global__ void scan_exclusive_sum_warp_scans_2d_i32_b8x16x2(const int* in, int* out, int n)
{
  tile_scan_2d<int, 8, 16, 2, BLOCK_SCAN_WARP_SCANS>(in, out, n);
}
extern "C" __global__ void scan_exclusive_sum_raking_2d_f32_b16x4x4(const float* in, float* out, int n)
{
  tile_scan_2d<float, 16, 4, 4, BLOCK_SCAN_RAKING>(in, out, n);
}
