// Kernels of ours that instantiate CUB's cub::WarpMergeSort (nvidia-cuda-cccl-cu12 12.9.27,
// nvidia/cuda_cccl/include/cub/warp/warp_merge_sort.cuh) for whole and logical warps: keys and
// key-value pairs, Sort and StableSort, and the partial form for the last warp's tile
// (valid_items, out-of-bounds default). Each logical warp sorts its own tile (blocked
// arrangement); values are the keys' input indices.
#include <cub/warp/warp_merge_sort.cuh>
#include <cuda/std/limits>

using namespace cub;

struct Less
{
  template <typename T>
  __device__ bool operator()(const T& a, const T& b) const
  {
    return a < b;
  }
};

struct Greater
{
  template <typename T>
  __device__ bool operator()(const T& a, const T& b) const
  {
    return a > b;
  }
};

struct LowNibble
{
  template <typename T>
  __device__ bool operator()(const T& a, const T& b) const
  {
    return (a & 15) < (b & 15);
  }
};

template <typename K, typename V, int ITEMS, int W, int BLOCK, bool STABLE, typename Cmp>
__device__ void warp_sort(const K* in, K* out, V* values, int n)
{
  constexpr bool PAIRS = !::cuda::std::is_same_v<V, NullType>;
  using Sort           = WarpMergeSort<K, ITEMS, W, V>;
  constexpr int WARPS  = BLOCK / W;
  constexpr int TILE   = W * ITEMS;
  __shared__ typename Sort::TempStorage tmp[WARPS];
  const int warp  = threadIdx.x / W;
  const int lane  = threadIdx.x % W;
  const int base  = (blockIdx.x * WARPS + warp) * TILE;
  const int valid = min(TILE, n - base);
  const K pad     = ::cuda::std::is_same_v<Cmp, Greater> ? ::cuda::std::numeric_limits<K>::lowest()
                                                           : ::cuda::std::numeric_limits<K>::max();
  K keys[ITEMS];
  V vals[ITEMS];
  for (int k = 0; k < ITEMS; ++k)
  {
    const int i = base + lane * ITEMS + k;
    keys[k]     = i < n ? in[i] : pad;
    if constexpr (PAIRS)
    {
      vals[k] = V(i);
    }
  }
  Sort sort(tmp[warp]);
  if (valid < TILE)
  {
    if constexpr (PAIRS)
    {
      sort.Sort(keys, vals, Cmp{}, valid, pad);
    }
    else
    {
      sort.Sort(keys, Cmp{}, valid, pad);
    }
  }
  else if constexpr (STABLE)
  {
    if constexpr (PAIRS)
    {
      sort.StableSort(keys, vals, Cmp{});
    }
    else
    {
      sort.StableSort(keys, Cmp{});
    }
  }
  else
  {
    if constexpr (PAIRS)
    {
      sort.Sort(keys, vals, Cmp{});
    }
    else
    {
      sort.Sort(keys, Cmp{});
    }
  }
  for (int k = 0; k < ITEMS; ++k)
  {
    const int i = base + lane * ITEMS + k;
    if (i < n)
    {
      out[i] = keys[k];
      if constexpr (PAIRS)
      {
        values[i] = vals[k];
      }
    }
  }
}

#define WKEYS(NAME, K, ITEMS, W, BLOCK, STABLE, CMP) \
  extern "C" __global__ void NAME(const K* in, K* out, int n) { warp_sort<K, NullType, ITEMS, W, BLOCK, STABLE, CMP>(in, out, nullptr, n); }
#define WPAIRS(NAME, K, V, ITEMS, W, BLOCK, STABLE, CMP)                  \
  extern "C" __global__ void NAME(const K* in, K* out, V* values, int n) \
  {                                                                      \
    warp_sort<K, V, ITEMS, W, BLOCK, STABLE, CMP>(in, out, values, n);   \
  }

WKEYS(warp_merge_sort_keys_i32_w32x4_b128, int, 4, 32, 128, false, Less)
WKEYS(warp_merge_sort_keys_descending_f64_w8x2_b64, double, 2, 8, 64, false, Greater)
WPAIRS(warp_merge_sort_pairs_f32_i32_w16x4_b64, float, int, 4, 16, 64, false, Less)
WPAIRS(warp_merge_sort_pairs_stable_low_nibble_u64_i32_w32x3_b64, unsigned long long, int, 3, 32, 64, true, LowNibble)
WKEYS(warp_merge_sort_keys_stable_low_nibble_u32_w4x4_b32, unsigned, 4, 4, 32, true, LowNibble)
