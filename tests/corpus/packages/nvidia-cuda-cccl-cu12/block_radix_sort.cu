// Kernels of ours that instantiate CUB's cub::BlockRadixSort (nvidia-cuda-cccl-cu12 12.9.27,
// nvidia/cuda_cccl/include/cub/block/block_radix_sort.cuh): keys alone and key-value pairs,
// ascending and descending, blocked and blocked-to-striped results, bit ranges, radix widths and
// inner scan algorithms, for int, unsigned, float, double and unsigned long long keys. Each block
// sorts one tile; the partial last tile is padded with keys that sort last. Values are the keys.
// input indices, so the values show the order among equal keys.
#include <cub/block/block_radix_sort.cuh>
#include <cuda/std/limits>

using namespace cub;

enum Order
{
  ASCENDING,
  DESCENDING,
  ASCENDING_TO_STRIPED,
  DESCENDING_TO_STRIPED
};

template <typename K,
          typename V,
          int BLOCK,
          int ITEMS,
          Order ORDER,
          int RADIX_BITS          = 4,
          bool MEMOIZE            = true,
          BlockScanAlgorithm SCAN = BLOCK_SCAN_WARP_SCANS>
__device__ void radix_sort(const K* in, K* out, V* values, int n, int begin_bit, int end_bit)
{
  constexpr bool PAIRS = !::cuda::std::is_same_v<V, NullType>;
  using Sort           = BlockRadixSort<K, BLOCK, ITEMS, V, RADIX_BITS, MEMOIZE, SCAN>;
  __shared__ typename Sort::TempStorage tmp;
  constexpr int TILE = BLOCK * ITEMS;
  const int base     = blockIdx.x * TILE;
  const bool down    = ORDER == DESCENDING || ORDER == DESCENDING_TO_STRIPED;
  const K pad        = down ? ::cuda::std::numeric_limits<K>::lowest() : ::cuda::std::numeric_limits<K>::max();
  K keys[ITEMS];
  V vals[ITEMS];
  for (int k = 0; k < ITEMS; ++k)
  {
    const int i = base + threadIdx.x * ITEMS + k;
    keys[k]     = i < n ? in[i] : pad;
    if constexpr (PAIRS)
    {
      vals[k] = V(i);
    }
  }
  if constexpr (PAIRS)
  {
    if constexpr (ORDER == ASCENDING)
    {
      Sort(tmp).Sort(keys, vals, begin_bit, end_bit);
    }
    else if constexpr (ORDER == DESCENDING)
    {
      Sort(tmp).SortDescending(keys, vals, begin_bit, end_bit);
    }
    else if constexpr (ORDER == ASCENDING_TO_STRIPED)
    {
      Sort(tmp).SortBlockedToStriped(keys, vals, begin_bit, end_bit);
    }
    else
    {
      Sort(tmp).SortDescendingBlockedToStriped(keys, vals, begin_bit, end_bit);
    }
  }
  else
  {
    if constexpr (ORDER == ASCENDING)
    {
      Sort(tmp).Sort(keys, begin_bit, end_bit);
    }
    else if constexpr (ORDER == DESCENDING)
    {
      Sort(tmp).SortDescending(keys, begin_bit, end_bit);
    }
    else if constexpr (ORDER == ASCENDING_TO_STRIPED)
    {
      Sort(tmp).SortBlockedToStriped(keys, begin_bit, end_bit);
    }
    else
    {
      Sort(tmp).SortDescendingBlockedToStriped(keys, begin_bit, end_bit);
    }
  }
  const bool striped = ORDER == ASCENDING_TO_STRIPED || ORDER == DESCENDING_TO_STRIPED;
  for (int k = 0; k < ITEMS; ++k)
  {
    const int i = base + (striped ? k * BLOCK + threadIdx.x : threadIdx.x * ITEMS + k);
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

#define KEYS(NAME, K, BLOCK, ITEMS, ORDER, ...)                                          \
  extern "C" __global__ void NAME(const K* in, K* out, int n, int begin_bit, int end_bit) \
  {                                                                                       \
    radix_sort<K, NullType, BLOCK, ITEMS, ORDER, ##__VA_ARGS__>(in, out, nullptr, n, begin_bit, end_bit); \
  }
#define PAIRS(NAME, K, V, BLOCK, ITEMS, ORDER, ...)                                                  \
  extern "C" __global__ void NAME(const K* in, K* out, V* values, int n, int begin_bit, int end_bit) \
  {                                                                                                  \
    radix_sort<K, V, BLOCK, ITEMS, ORDER, ##__VA_ARGS__>(in, out, values, n, begin_bit, end_bit);    \
  }

KEYS(radix_sort_keys_u32_b128x4, unsigned, 128, 4, ASCENDING)
KEYS(radix_sort_keys_i32_b256x2_radix5, int, 256, 2, ASCENDING, 5)
KEYS(radix_sort_keys_f32_b64x8, float, 64, 8, ASCENDING)
KEYS(radix_sort_keys_descending_i32_b256x4, int, 256, 4, DESCENDING)
KEYS(radix_sort_keys_u64_b64x4, unsigned long long, 64, 4, ASCENDING)
KEYS(radix_sort_keys_descending_to_striped_f64_b32x4, double, 32, 4, DESCENDING_TO_STRIPED)
KEYS(radix_sort_keys_i32_b64x4_radix8_raking, int, 64, 4, ASCENDING, 8, false, BLOCK_SCAN_RAKING)
PAIRS(radix_sort_pairs_u32_i32_b128x4, unsigned, int, 128, 4, ASCENDING)
PAIRS(radix_sort_pairs_f32_u64_b128x2, float, unsigned long long, 128, 2, ASCENDING)
PAIRS(radix_sort_pairs_to_striped_u64_i32_b64x4, unsigned long long, int, 64, 4, ASCENDING_TO_STRIPED)
PAIRS(radix_sort_pairs_descending_i32_f64_b512x2, int, double, 512, 2, DESCENDING)
