// Kernels of ours that instantiate CUB's cub::BlockAdjacentDifference (nvidia-cuda-cccl-cu12
// 12.9.27, nvidia/cuda_cccl/include/cub/block/block_adjacent_difference.cuh): SubtractLeft and
// SubtractRight over full tiles, with the neighbouring tile's item where there is one, and their
// partial-tile forms for the last tile. Each block works on one tile (blocked arrangement).
#include <cub/block/block_adjacent_difference.cuh>

using namespace cub;

struct Minus
{
  template <typename T>
  __device__ T operator()(const T& a, const T& b) const
  {
    return a - b;
  }
};

template <typename T, int BLOCK, int ITEMS, bool LEFT>
__device__ void adjacent_difference(const T* in, T* out, int n)
{
  using Diff = BlockAdjacentDifference<T, BLOCK>;
  __shared__ typename Diff::TempStorage tmp;
  constexpr int TILE = BLOCK * ITEMS;
  const int tile     = blockIdx.x * TILE;
  const int base     = tile + threadIdx.x * ITEMS;
  const int valid    = min(TILE, n - tile);
  T items[ITEMS];
  for (int k = 0; k < ITEMS; ++k)
  {
    items[k] = base + k < n ? in[base + k] : T(0);
  }
  T result[ITEMS];
  if constexpr (LEFT)
  {
    if (valid < TILE)
    {
      if (blockIdx.x == 0)
      {
        Diff(tmp).SubtractLeftPartialTile(items, result, Minus{}, valid);
      }
      else
      {
        Diff(tmp).SubtractLeftPartialTile(items, result, Minus{}, valid, in[tile - 1]);
      }
    }
    else if (blockIdx.x == 0)
    {
      Diff(tmp).SubtractLeft(items, result, Minus{});
    }
    else
    {
      Diff(tmp).SubtractLeft(items, result, Minus{}, in[tile - 1]);
    }
  }
  else
  {
    if (valid < TILE)
    {
      Diff(tmp).SubtractRightPartialTile(items, result, Minus{}, valid);
    }
    else if (tile + TILE == n)
    {
      Diff(tmp).SubtractRight(items, result, Minus{});
    }
    else
    {
      Diff(tmp).SubtractRight(items, result, Minus{}, in[tile + TILE]);
    }
  }
  for (int k = 0; k < ITEMS; ++k)
  {
    if (base + k < n)
    {
      out[base + k] = result[k];
    }
  }
}

#define DIFF(NAME, T, BLOCK, ITEMS, LEFT) \
  extern "C" __global__ void NAME(const T* in, T* out, int n) { adjacent_difference<T, BLOCK, ITEMS, LEFT>(in, out, n); }

DIFF(adjacent_difference_left_i32_b128x4, int, 128, 4, true)
DIFF(adjacent_difference_right_f32_b64x4, float, 64, 4, false)
DIFF(adjacent_difference_left_f64_b256x2, double, 256, 2, true)
DIFF(adjacent_difference_right_i64_b128x2, long long, 128, 2, false)
DIFF(adjacent_difference_left_u64_b32x8, unsigned long long, 32, 8, true)
