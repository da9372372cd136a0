// Kernels of ours that instantiate CUB's cub::BlockExchange (nvidia-cuda-cccl-cu12 12.9.27,
// nvidia/cuda_cccl/include/cub/block/block_exchange.cuh), with and without warp time slicing,
// and CUB's direct loads and stores (cub/block/block_load.cuh, block_store.cuh). A block loads
// its tile in one arrangement (guarded, default 77, for the partial last tile), adds to each
// item its position in the thread (threadIdx.x * ITEMS + k), exchanges it into the other
// arrangement (or scatters it by rank), and stores it in that arrangement.
#include <cub/block/block_exchange.cuh>
#include <cub/block/block_load.cuh>
#include <cub/block/block_store.cuh>

using namespace cub;

enum Way
{
  STRIPED_TO_BLOCKED,
  BLOCKED_TO_STRIPED,
  WARP_STRIPED_TO_BLOCKED,
  BLOCKED_TO_WARP_STRIPED,
  SCATTER_REVERSED_TO_BLOCKED,
  SCATTER_STRIDED_TO_STRIPED
};

template <typename T, int BLOCK, int ITEMS, bool SLICED, Way WAY>
__device__ void exchange(const T* in, T* out, int n)
{
  using Exchange = BlockExchange<T, BLOCK, ITEMS, SLICED>;
  __shared__ typename Exchange::TempStorage tmp;
  constexpr int TILE = BLOCK * ITEMS;
  const int base     = blockIdx.x * TILE;
  const int valid    = min(TILE, n - base);
  const int t        = threadIdx.x;
  T items[ITEMS];
  if constexpr (WAY == STRIPED_TO_BLOCKED)
  {
    LoadDirectStriped<BLOCK>(t, in + base, items, valid, T(77));
  }
  else if constexpr (WAY == WARP_STRIPED_TO_BLOCKED)
  {
    LoadDirectWarpStriped(t, in + base, items, valid, T(77));
  }
  else
  {
    LoadDirectBlocked(t, in + base, items, valid, T(77));
  }
  int ranks[ITEMS];
  for (int k = 0; k < ITEMS; ++k)
  {
    const int pos = t * ITEMS + k;
    items[k]      = items[k] + T(pos);
    ranks[k]      = WAY == SCATTER_REVERSED_TO_BLOCKED ? TILE - 1 - pos : (pos * 7) % TILE;
  }
  if constexpr (WAY == STRIPED_TO_BLOCKED)
  {
    Exchange(tmp).StripedToBlocked(items, items);
    StoreDirectBlocked(t, out + base, items, valid);
  }
  else if constexpr (WAY == BLOCKED_TO_STRIPED)
  {
    Exchange(tmp).BlockedToStriped(items, items);
    StoreDirectStriped<BLOCK>(t, out + base, items, valid);
  }
  else if constexpr (WAY == WARP_STRIPED_TO_BLOCKED)
  {
    Exchange(tmp).WarpStripedToBlocked(items, items);
    StoreDirectBlocked(t, out + base, items, valid);
  }
  else if constexpr (WAY == BLOCKED_TO_WARP_STRIPED)
  {
    Exchange(tmp).BlockedToWarpStriped(items, items);
    StoreDirectWarpStriped(t, out + base, items, valid);
  }
  else if constexpr (WAY == SCATTER_REVERSED_TO_BLOCKED)
  {
    Exchange(tmp).ScatterToBlocked(items, items, ranks);
    StoreDirectBlocked(t, out + base, items, valid);
  }
  else
  {
    Exchange(tmp).ScatterToStriped(items, items, ranks);
    StoreDirectStriped<BLOCK>(t, out + base, items, valid);
  }
}

#define EX(NAME, T, BLOCK, ITEMS, SLICED, WAY) \
  extern "C" __global__ void NAME(const T* in, T* out, int n) { exchange<T, BLOCK, ITEMS, SLICED, WAY>(in, out, n); }

EX(exchange_striped_to_blocked_i32_b128x4, int, 128, 4, false, STRIPED_TO_BLOCKED)
EX(exchange_blocked_to_striped_sliced_f32_b64x8, float, 64, 8, true, BLOCKED_TO_STRIPED)
EX(exchange_warp_striped_to_blocked_u64_b64x4, unsigned long long, 64, 4, false, WARP_STRIPED_TO_BLOCKED)
EX(exchange_blocked_to_warp_striped_f64_b128x2, double, 128, 2, false, BLOCKED_TO_WARP_STRIPED)
EX(exchange_scatter_reversed_to_blocked_i32_b128x4, int, 128, 4, false, SCATTER_REVERSED_TO_BLOCKED)
EX(exchange_scatter_strided_to_striped_sliced_u32_b256x2, unsigned, 256, 2, true, SCATTER_STRIDED_TO_STRIPED)
EX(exchange_striped_to_blocked_sliced_i32_b256x4, int, 256, 4, true, STRIPED_TO_BLOCKED)
EX(exchange_blocked_to_striped_u64_b32x4, unsigned long long, 32, 4, false, BLOCKED_TO_STRIPED)
