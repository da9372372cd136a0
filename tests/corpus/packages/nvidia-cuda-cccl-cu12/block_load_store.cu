// Kernels of ours that instantiate CUB's cub::BlockLoad and cub::BlockStore
// (nvidia-cuda-cccl-cu12 12.9.27, nvidia/cuda_cccl/include/cub/block/block_load.cuh and
// block_store.cuh) with each of their algorithms. A block loads its tile (the last tile partial:
// guarded loads with a default, guarded stores), adds to every item its index in the thread's
// blocked position (threadIdx.x * ITEMS + k), and stores it: the output shows which arrangement
// (blocked, striped, warp-striped) each algorithm gives the threads.
#include <cub/block/block_load.cuh>
#include <cub/block/block_store.cuh>

using namespace cub;

template <typename T, int BLOCK, int ITEMS, BlockLoadAlgorithm LA, BlockStoreAlgorithm SA>
__device__ void load_store(const T* in, T* out, int n)
{
  using Load  = BlockLoad<T, BLOCK, ITEMS, LA>;
  using Store = BlockStore<T, BLOCK, ITEMS, SA>;
  __shared__ union
  {
    typename Load::TempStorage load;
    typename Store::TempStorage store;
  } tmp;
  constexpr int TILE = BLOCK * ITEMS;
  const int base     = blockIdx.x * TILE;
  const int valid    = min(TILE, n - base);
  T items[ITEMS];
  if (valid == TILE)
  {
    Load(tmp.load).Load(in + base, items);
  }
  else
  {
    Load(tmp.load).Load(in + base, items, valid, T(77));
  }
  for (int k = 0; k < ITEMS; ++k)
  {
    items[k] = items[k] + T(threadIdx.x * ITEMS + k);
  }
  __syncthreads();
  if (valid == TILE)
  {
    Store(tmp.store).Store(out + base, items);
  }
  else
  {
    Store(tmp.store).Store(out + base, items, valid);
  }
}

#define LS(NAME, T, BLOCK, ITEMS, LA, SA) \
  extern "C" __global__ void NAME(const T* in, T* out, int n) { load_store<T, BLOCK, ITEMS, LA, SA>(in, out, n); }

LS(load_store_direct_i32_b128x4, int, 128, 4, BLOCK_LOAD_DIRECT, BLOCK_STORE_DIRECT)
LS(load_store_striped_f32_b64x4, float, 64, 4, BLOCK_LOAD_STRIPED, BLOCK_STORE_STRIPED)
LS(load_store_vectorize_i32_b128x4, int, 128, 4, BLOCK_LOAD_VECTORIZE, BLOCK_STORE_VECTORIZE)
LS(load_store_transpose_f64_b256x2, double, 256, 2, BLOCK_LOAD_TRANSPOSE, BLOCK_STORE_TRANSPOSE)
LS(load_store_warp_transpose_u64_b64x8, unsigned long long, 64, 8, BLOCK_LOAD_WARP_TRANSPOSE, BLOCK_STORE_WARP_TRANSPOSE)
LS(load_store_warp_transpose_timesliced_f32_b128x4,
   float,
   128,
   4,
   BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED,
   BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED)
LS(load_striped_store_direct_i32_b32x8, int, 32, 8, BLOCK_LOAD_STRIPED, BLOCK_STORE_DIRECT)
LS(load_vectorize_store_transpose_f32_b512x4, float, 512, 4, BLOCK_LOAD_VECTORIZE, BLOCK_STORE_TRANSPOSE)
LS(load_direct_store_warp_transpose_u32_b256x2, unsigned, 256, 2, BLOCK_LOAD_DIRECT, BLOCK_STORE_WARP_TRANSPOSE)
