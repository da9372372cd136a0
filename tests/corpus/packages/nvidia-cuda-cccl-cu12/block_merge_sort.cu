// Kernels of ours that instantiate CUB's cub::BlockMergeSort (nvidia-cuda-cccl-cu12 12.9.27,
// nvidia/cuda_cccl/include/cub/block/block_merge_sort.cuh): keys and key-value pairs, Sort and
// StableSort, ascending and descending comparators, and the partial-tile form (valid_items and an
// out-of-bounds default). Each block sorts one tile (blocked arrangement); values are the keys'
// input indices, so they show the order among equal keys.
#include <cub/block/block_merge_sort.cuh>
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

// Orders by the low 4 bits only, so that many keys compare equal.
struct LowNibble
{
  template <typename T>
  __device__ bool operator()(const T& a, const T& b) const
  {
    return (a & 15) < (b & 15);
  }
};

enum Mode
{
  SORT,
  STABLE,
  PARTIAL
};

template <typename K, typename V, int BLOCK, int ITEMS, Mode MODE, typename Cmp>
__device__ void merge_sort(const K* in, K* out, V* values, int n)
{
  constexpr bool PAIRS = !::cuda::std::is_same_v<V, NullType>;
  using Sort           = BlockMergeSort<K, BLOCK, ITEMS, V>;
  __shared__ typename Sort::TempStorage tmp;
  constexpr int TILE = BLOCK * ITEMS;
  const int tile     = blockIdx.x * TILE;
  const int valid    = min(TILE, n - tile);
  // Keys that sort after every real key under Cmp, for the padding of the full-tile forms.
  const K pad = ::cuda::std::is_same_v<Cmp, Greater> ? ::cuda::std::numeric_limits<K>::lowest()
                                                       : ::cuda::std::numeric_limits<K>::max();
  K keys[ITEMS];
  V vals[ITEMS];
  for (int k = 0; k < ITEMS; ++k)
  {
    const int i = tile + threadIdx.x * ITEMS + k;
    keys[k]     = i < n ? in[i] : pad;
    if constexpr (PAIRS)
    {
      vals[k] = V(i);
    }
  }
  if constexpr (MODE == PARTIAL)
  {
    Sort(tmp).Sort(keys, Cmp{}, valid, pad);
  }
  else if constexpr (MODE == STABLE)
  {
    if constexpr (PAIRS)
    {
      Sort(tmp).StableSort(keys, vals, Cmp{});
    }
    else
    {
      Sort(tmp).StableSort(keys, Cmp{});
    }
  }
  else
  {
    if constexpr (PAIRS)
    {
      Sort(tmp).Sort(keys, vals, Cmp{});
    }
    else
    {
      Sort(tmp).Sort(keys, Cmp{});
    }
  }
  for (int k = 0; k < ITEMS; ++k)
  {
    const int i = tile + threadIdx.x * ITEMS + k;
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

#define MKEYS(NAME, K, BLOCK, ITEMS, MODE, CMP) \
  extern "C" __global__ void NAME(const K* in, K* out, int n) { merge_sort<K, NullType, BLOCK, ITEMS, MODE, CMP>(in, out, nullptr, n); }
#define MPAIRS(NAME, K, V, BLOCK, ITEMS, MODE, CMP)                       \
  extern "C" __global__ void NAME(const K* in, K* out, V* values, int n) \
  {                                                                      \
    merge_sort<K, V, BLOCK, ITEMS, MODE, CMP>(in, out, values, n);       \
  }

MKEYS(merge_sort_keys_i32_b128x4, int, 128, 4, SORT, Less)
MKEYS(merge_sort_keys_descending_f32_b64x8, float, 64, 8, SORT, Greater)
MKEYS(merge_sort_keys_partial_i32_b128x4, int, 128, 4, PARTIAL, Less)
MPAIRS(merge_sort_pairs_stable_low_nibble_u64_i32_b256x2, unsigned long long, int, 256, 2, STABLE, LowNibble)
MPAIRS(merge_sort_pairs_f64_i32_b32x4, double, int, 32, 4, SORT, Less)
MKEYS(merge_sort_keys_stable_low_nibble_u32_b64x3, unsigned, 64, 3, STABLE, LowNibble)
