// Kernels of ours that instantiate CUB's cub::WarpScan (nvidia-cuda-cccl-cu12 12.9.27,
// nvidia/cuda_cccl/include/cub/warp/warp_scan.cuh) for whole and logical (16, 8, 4-lane) warps:
// inclusive and exclusive sums, scans with maximum (with an initial value, with the warp
// aggregate), Scan giving both, and Broadcast. Every lane writes its result.
#include <cub/warp/warp_scan.cuh>
#include <cuda/functional>
#include <cuda/std/limits>

using namespace cub;

enum Op
{
  INCLUSIVE_SUM,
  EXCLUSIVE_SUM,
  INCLUSIVE_MAX_AGGREGATE,
  EXCLUSIVE_MAX_INITIAL,
  INCLUSIVE_SUM_INITIAL,
  BOTH,
  BROADCAST
};

template <typename T, int W, int BLOCK, Op OP>
__device__ void warp_scan(const T* in, T* out, T* extra)
{
  using Scan = WarpScan<T, W>;
  __shared__ typename Scan::TempStorage tmp[BLOCK / W];
  const int warp = threadIdx.x / W;
  const int lane = threadIdx.x % W;
  const int i    = blockIdx.x * BLOCK + threadIdx.x;
  T x            = in[i];
  T y{}, z{};
  if constexpr (OP == INCLUSIVE_SUM)
  {
    Scan(tmp[warp]).InclusiveSum(x, y);
  }
  else if constexpr (OP == EXCLUSIVE_SUM)
  {
    Scan(tmp[warp]).ExclusiveSum(x, y, z);
  }
  else if constexpr (OP == INCLUSIVE_MAX_AGGREGATE)
  {
    Scan(tmp[warp]).InclusiveScan(x, y, cuda::maximum<>{}, z);
  }
  else if constexpr (OP == EXCLUSIVE_MAX_INITIAL)
  {
    Scan(tmp[warp]).ExclusiveScan(x, y, T(0), cuda::maximum<>{});
  }
  else if constexpr (OP == INCLUSIVE_SUM_INITIAL)
  {
    Scan(tmp[warp]).InclusiveScan(x, y, T(100), cuda::std::plus<>{});
  }
  else if constexpr (OP == BOTH)
  {
    Scan(tmp[warp]).Scan(x, y, z, T(-5), cuda::std::plus<>{});
  }
  else
  {
    y = Scan(tmp[warp]).Broadcast(x, (blockIdx.x + warp) % W);
  }
  out[i] = y;
  if constexpr (OP == EXCLUSIVE_SUM || OP == INCLUSIVE_MAX_AGGREGATE || OP == BOTH)
  {
    extra[i] = z;
  }
  (void) lane;
}

#define WS(NAME, T, W, BLOCK, OP) \
  extern "C" __global__ void NAME(const T* in, T* out, T* extra) { warp_scan<T, W, BLOCK, OP>(in, out, extra); }

WS(warp_scan_inclusive_sum_i32_w32_b128, int, 32, 128, INCLUSIVE_SUM)
WS(warp_scan_inclusive_sum_u64_w4_b32, unsigned long long, 4, 32, INCLUSIVE_SUM)
WS(warp_scan_exclusive_sum_aggregate_f32_w16_b64, float, 16, 64, EXCLUSIVE_SUM)
WS(warp_scan_exclusive_sum_aggregate_i32_w32_b64, int, 32, 64, EXCLUSIVE_SUM)
WS(warp_scan_inclusive_max_aggregate_f64_w8_b64, double, 8, 64, INCLUSIVE_MAX_AGGREGATE)
WS(warp_scan_exclusive_max_initial_u64_w32_b64, unsigned long long, 32, 64, EXCLUSIVE_MAX_INITIAL)
WS(warp_scan_inclusive_sum_initial_i32_w16_b128, int, 16, 128, INCLUSIVE_SUM_INITIAL)
WS(warp_scan_both_i32_w32_b64, int, 32, 64, BOTH)
WS(warp_scan_broadcast_f32_w32_b64, float, 32, 64, BROADCAST)
