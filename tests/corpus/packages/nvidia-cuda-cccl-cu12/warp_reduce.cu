// Kernels of ours that instantiate CUB's cub::WarpReduce (nvidia-cuda-cccl-cu12 12.9.27,
// nvidia/cuda_cccl/include/cub/warp/warp_reduce.cuh) for whole and logical (16, 8, 4-lane)
// warps: Sum, Reduce with maximum, the partial form (valid_items), and head- and tail-segmented
// reductions. Only the lanes CUB defines a result for write it: lane 0 of each logical warp, or
// the first lane of each segment; the others leave the output as it was.
#include <cub/warp/warp_reduce.cuh>
#include <cuda/functional>

using namespace cub;

enum Op
{
  SUM,
  MAX,
  PARTIAL_SUM,
  HEAD_SEGMENTED_SUM,
  TAIL_SEGMENTED_MAX
};

// Segment flags come from the data: a value divisible by 4 starts (or ends) a segment.
template <typename T>
__device__ bool marks(T v)
{
  return static_cast<long long>(v) % 4 == 0;
}

template <typename T, int W, int BLOCK, Op OP>
__device__ void warp_reduce(const T* in, T* out)
{
  using Reduce = WarpReduce<T, W>;
  __shared__ typename Reduce::TempStorage tmp[BLOCK / W];
  const int warp = threadIdx.x / W;
  const int lane = threadIdx.x % W;
  const int i    = blockIdx.x * BLOCK + threadIdx.x;
  const int gw   = blockIdx.x * (BLOCK / W) + warp;
  T x            = in[i];
  if constexpr (OP == SUM)
  {
    T r = Reduce(tmp[warp]).Sum(x);
    if (lane == 0)
    {
      out[gw] = r;
    }
  }
  else if constexpr (OP == MAX)
  {
    T r = Reduce(tmp[warp]).Reduce(x, cuda::maximum<>{});
    if (lane == 0)
    {
      out[gw] = r;
    }
  }
  else if constexpr (OP == PARTIAL_SUM)
  {
    const int valid = gw % W + 1;
    T r             = Reduce(tmp[warp]).Sum(x, valid);
    if (lane == 0)
    {
      out[gw] = r;
    }
  }
  else if constexpr (OP == HEAD_SEGMENTED_SUM)
  {
    const bool head = marks(x);
    T r             = Reduce(tmp[warp]).HeadSegmentedSum(x, head);
    if (lane == 0 || head)
    {
      out[i] = r;
    }
  }
  else
  {
    const bool tail  = marks(x);
    const bool first = lane == 0 || marks(in[i - 1]);
    T r              = Reduce(tmp[warp]).TailSegmentedReduce(x, tail, cuda::maximum<>{});
    if (first)
    {
      out[i] = r;
    }
  }
}

#define WR(NAME, T, W, BLOCK, OP) \
  extern "C" __global__ void NAME(const T* in, T* out) { warp_reduce<T, W, BLOCK, OP>(in, out); }

WR(warp_reduce_sum_i32_w32_b128, int, 32, 128, SUM)
WR(warp_reduce_sum_u32_w32_b256, unsigned, 32, 256, SUM)
WR(warp_reduce_sum_f32_w16_b64, float, 16, 64, SUM)
WR(warp_reduce_sum_f64_w4_b32, double, 4, 32, SUM)
WR(warp_reduce_max_f64_w32_b64, double, 32, 64, MAX)
WR(warp_reduce_max_i32_w8_b128, int, 8, 128, MAX)
WR(warp_reduce_partial_sum_u64_w8_b64, unsigned long long, 8, 64, PARTIAL_SUM)
WR(warp_reduce_partial_sum_f32_w32_b128, float, 32, 128, PARTIAL_SUM)
WR(warp_reduce_head_segmented_sum_i32_w32_b128, int, 32, 128, HEAD_SEGMENTED_SUM)
WR(warp_reduce_tail_segmented_max_i32_w16_b64, int, 16, 64, TAIL_SEGMENTED_MAX)
