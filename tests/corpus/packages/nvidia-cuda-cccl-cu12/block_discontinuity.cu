// Kernels of ours that instantiate CUB's cub::BlockDiscontinuity (nvidia-cuda-cccl-cu12 12.9.27,
// nvidia/cuda_cccl/include/cub/block/block_discontinuity.cuh): head flags, tail flags, and both,
// with the neighbouring tiles' items as predecessor and successor (none at the ends of the
// input), and a flag operator that takes the item's index. Each block flags its tile (blocked
// arrangement); the partial last tile is padded with a sentinel, and only valid flags are stored.
#include <cub/block/block_discontinuity.cuh>

using namespace cub;

struct Unequal
{
  template <typename T>
  __device__ bool operator()(const T& a, const T& b) const
  {
    return a != b;
  }
};

// Flags b when it differs from a by more than (b's index in the tile) % 3.
struct FarApart
{
  __device__ bool operator()(const int& a, const int& b, int index) const
  {
    const int d = a > b ? a - b : b - a;
    return d > index % 3;
  }
};

enum Which
{
  HEADS,
  TAILS,
  HEADS_AND_TAILS
};

template <typename T, int BLOCK, int ITEMS, Which WHICH, typename Op>
__device__ void flags(const T* in, int* heads, int* tails, int n, T sentinel)
{
  using Disc = BlockDiscontinuity<T, BLOCK>;
  __shared__ typename Disc::TempStorage tmp;
  constexpr int TILE = BLOCK * ITEMS;
  const int tile     = blockIdx.x * TILE;
  const int base     = tile + threadIdx.x * ITEMS;
  T items[ITEMS];
  for (int k = 0; k < ITEMS; ++k)
  {
    items[k] = base + k < n ? in[base + k] : sentinel;
  }
  int h[ITEMS], t[ITEMS];
  const bool first = blockIdx.x == 0;
  const bool last  = tile + TILE >= n;
  const T before   = first ? sentinel : in[tile - 1];
  const T after    = last ? sentinel : in[tile + TILE];
  if constexpr (WHICH == HEADS)
  {
    if (first)
    {
      Disc(tmp).FlagHeads(h, items, Op{});
    }
    else
    {
      Disc(tmp).FlagHeads(h, items, Op{}, before);
    }
  }
  else if constexpr (WHICH == TAILS)
  {
    if (last)
    {
      Disc(tmp).FlagTails(t, items, Op{});
    }
    else
    {
      Disc(tmp).FlagTails(t, items, Op{}, after);
    }
  }
  else
  {
    if (first && last)
    {
      Disc(tmp).FlagHeadsAndTails(h, t, items, Op{});
    }
    else if (first)
    {
      Disc(tmp).FlagHeadsAndTails(h, t, after, items, Op{});
    }
    else if (last)
    {
      Disc(tmp).FlagHeadsAndTails(h, before, t, items, Op{});
    }
    else
    {
      Disc(tmp).FlagHeadsAndTails(h, before, t, after, items, Op{});
    }
  }
  for (int k = 0; k < ITEMS; ++k)
  {
    if (base + k < n)
    {
      if (WHICH != TAILS)
      {
        heads[base + k] = h[k];
      }
      if (WHICH != HEADS)
      {
        tails[base + k] = t[k];
      }
    }
  }
}

#define FLAGS(NAME, T, BLOCK, ITEMS, WHICH, OP, SENTINEL)                        \
  extern "C" __global__ void NAME(const T* in, int* heads, int* tails, int n)    \
  {                                                                              \
    flags<T, BLOCK, ITEMS, WHICH, OP>(in, heads, tails, n, SENTINEL);             \
  }

FLAGS(discontinuity_heads_i32_b128x4, int, 128, 4, HEADS, Unequal, -1)
FLAGS(discontinuity_tails_f32_b64x4, float, 64, 4, TAILS, Unequal, -1.0f)
FLAGS(discontinuity_heads_and_tails_u64_b128x2, unsigned long long, 128, 2, HEADS_AND_TAILS, Unequal, ~0ull)
FLAGS(discontinuity_heads_indexed_i32_b256x2, int, 256, 2, HEADS, FarApart, -100)
FLAGS(discontinuity_heads_and_tails_f64_b32x8, double, 32, 8, HEADS_AND_TAILS, Unequal, -1.0)
