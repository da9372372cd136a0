// Kernels of ours that instantiate CUB's cub::WarpLoad, cub::WarpStore and cub::WarpExchange
// (nvidia-cuda-cccl-cu12 12.9.27, nvidia/cuda_cccl/include/cub/warp/warp_load.cuh,
// warp_store.cuh, warp_exchange.cuh) for whole and logical warps. Each logical warp moves its
// own tile of W * ITEMS items; the last warp's tile is partial (guarded loads with default 77,
// guarded stores). Each item gets its position in the thread added (lane * ITEMS + k), so the
// output shows the arrangement the threads held.
#include <cub/block/block_load.cuh>
#include <cub/block/block_store.cuh>
#include <cub/warp/warp_exchange.cuh>
#include <cub/warp/warp_load.cuh>
#include <cub/warp/warp_store.cuh>

using namespace cub;

template <typename T, int ITEMS, int W, int BLOCK, WarpLoadAlgorithm LA, WarpStoreAlgorithm SA>
__device__ void warp_load_store(const T* in, T* out, int n)
{
  using Load  = WarpLoad<T, ITEMS, LA, W>;
  using Store = WarpStore<T, ITEMS, SA, W>;
  constexpr int WARPS = BLOCK / W;
  constexpr int TILE  = W * ITEMS;
  __shared__ typename Load::TempStorage load_tmp[WARPS];
  __shared__ typename Store::TempStorage store_tmp[WARPS];
  const int warp  = threadIdx.x / W;
  const int lane  = threadIdx.x % W;
  const int base  = (blockIdx.x * WARPS + warp) * TILE;
  const int valid = min(TILE, n - base);
  T items[ITEMS];
  if (valid == TILE)
  {
    Load(load_tmp[warp]).Load(in + base, items);
  }
  else
  {
    Load(load_tmp[warp]).Load(in + base, items, valid, T(77));
  }
  for (int k = 0; k < ITEMS; ++k)
  {
    items[k] = items[k] + T(lane * ITEMS + k);
  }
  if (valid == TILE)
  {
    Store(store_tmp[warp]).Store(out + base, items);
  }
  else
  {
    Store(store_tmp[warp]).Store(out + base, items, valid);
  }
}

enum Way
{
  BLOCKED_TO_STRIPED,
  STRIPED_TO_BLOCKED,
  SCATTER_REVERSED_TO_STRIPED
};

template <typename T, int ITEMS, int W, int BLOCK, Way WAY, WarpExchangeAlgorithm ALG = WARP_EXCHANGE_SMEM>
__device__ void warp_exchange(const T* in, T* out, int n)
{
  using Exchange      = WarpExchange<T, ITEMS, W, 0, ALG>;
  constexpr int WARPS = BLOCK / W;
  constexpr int TILE  = W * ITEMS;
  __shared__ typename Exchange::TempStorage tmp[WARPS];
  const int warp  = threadIdx.x / W;
  const int lane  = threadIdx.x % W;
  const int base  = (blockIdx.x * WARPS + warp) * TILE;
  const int valid = min(TILE, n - base);
  T items[ITEMS];
  if (WAY == STRIPED_TO_BLOCKED)
  {
    LoadDirectStriped<W>(lane, in + base, items, valid, T(77));
  }
  else
  {
    LoadDirectBlocked(lane, in + base, items, valid, T(77));
  }
  int ranks[ITEMS];
  for (int k = 0; k < ITEMS; ++k)
  {
    items[k] = items[k] + T(lane * ITEMS + k);
    ranks[k] = TILE - 1 - (lane * ITEMS + k);
  }
  if constexpr (WAY == BLOCKED_TO_STRIPED)
  {
    Exchange(tmp[warp]).BlockedToStriped(items, items);
    StoreDirectStriped<W>(lane, out + base, items, valid);
  }
  else if constexpr (WAY == STRIPED_TO_BLOCKED)
  {
    Exchange(tmp[warp]).StripedToBlocked(items, items);
    StoreDirectBlocked(lane, out + base, items, valid);
  }
  else
  {
    Exchange(tmp[warp]).ScatterToStriped(items, ranks);
    StoreDirectStriped<W>(lane, out + base, items, valid);
  }
}

#define WLS(NAME, T, ITEMS, W, BLOCK, LA, SA) \
  extern "C" __global__ void NAME(const T* in, T* out, int n) { warp_load_store<T, ITEMS, W, BLOCK, LA, SA>(in, out, n); }
#define WEX(NAME, T, ITEMS, W, BLOCK, WAY, ...) \
  extern "C" __global__ void NAME(const T* in, T* out, int n) { warp_exchange<T, ITEMS, W, BLOCK, WAY, ##__VA_ARGS__>(in, out, n); }

WLS(warp_load_store_direct_i32_w32x4_b128, int, 4, 32, 128, WARP_LOAD_DIRECT, WARP_STORE_DIRECT)
WLS(warp_load_store_striped_f32_w16x4_b64, float, 4, 16, 64, WARP_LOAD_STRIPED, WARP_STORE_STRIPED)
WLS(warp_load_store_vectorize_i32_w32x4_b64, int, 4, 32, 64, WARP_LOAD_VECTORIZE, WARP_STORE_VECTORIZE)
WLS(warp_load_store_transpose_u64_w32x8_b64, unsigned long long, 8, 32, 64, WARP_LOAD_TRANSPOSE, WARP_STORE_TRANSPOSE)
WLS(warp_load_transpose_store_striped_f64_w8x4_b32, double, 4, 8, 32, WARP_LOAD_TRANSPOSE, WARP_STORE_STRIPED)
WEX(warp_exchange_blocked_to_striped_i32_w32x4_b128, int, 4, 32, 128, BLOCKED_TO_STRIPED)
WEX(warp_exchange_striped_to_blocked_f64_w16x2_b64, double, 2, 16, 64, STRIPED_TO_BLOCKED)
WEX(warp_exchange_shuffle_blocked_to_striped_f32_w8x8_b64, float, 8, 8, 64, BLOCKED_TO_STRIPED, WARP_EXCHANGE_SHUFFLE)
WEX(warp_exchange_shuffle_striped_to_blocked_i32_w16x16_b32, int, 16, 16, 32, STRIPED_TO_BLOCKED, WARP_EXCHANGE_SHUFFLE)
WEX(warp_exchange_scatter_to_striped_u64_w32x4_b64, unsigned long long, 4, 32, 64, SCATTER_REVERSED_TO_STRIPED)
