/* cooperative_groups.h: gpujit's built-in subset of CUDA's cooperative
 * groups (namespace cooperative_groups):
 *   this_thread_block() -> thread_block: sync, thread_rank, size/num_threads,
 *     group_index, thread_index, dim_threads/group_dim;
 *   tiled_partition<N>(block or tile), N in 1..32 -> thread_block_tile<N>:
 *     sync, thread_rank, size/num_threads, meta_group_rank/size, shfl,
 *     shfl_down, shfl_up, shfl_xor, any, all, ballot, match_any/all (sm_70);
 *   tiled_partition(block, n) -> thread_group; coalesced_threads() ->
 *     coalesced_group (the active threads of a warp);
 *   this_grid() -> grid_group (in a cooperative launch): sync, is_valid,
 *     size/num_threads, thread_rank, num_blocks, block_rank, block_index,
 *     dim_blocks;
 *   sync(g), thread_rank(g), group_size(g).
 * cooperative_groups/reduce.h adds reduce() with plus/less/greater/bit_*.
 * Multi-grid groups, clusters and memcpy_async are not provided. The classes have the layout and the mangled names of CUDA 12's
 * (namespace cooperative_groups::__v1), so code built on them matches the
 * SDK's. Written for gpujit; it is not NVIDIA's header. */
#ifndef __GPUJIT_COOPERATIVE_GROUPS_H__
#define __GPUJIT_COOPERATIVE_GROUPS_H__
#include <type_traits>

#pragma push_macro("__GJ_S")
#pragma push_macro("__GJ_M")
#define __GJ_S static __device__ __forceinline__
#define __GJ_M __device__ __forceinline__

namespace cooperative_groups {
namespace __v1 {

namespace details {
constexpr unsigned int coalesced_group_id = 1;
constexpr unsigned int multi_grid_group_id = 2;
constexpr unsigned int grid_group_id = 3;
constexpr unsigned int thread_block_id = 4;

/* Types the shuffle intrinsics take as they are (and __half / __half2 when
 * cuda_fp16.h came first, as with CUDA's); others travel as 32-bit words. */
template <class T> struct __gj_native_shfl : std::is_arithmetic<T> {};
#if defined(__CUDA_FP16_TYPES_EXIST__)
template <> struct __gj_native_shfl<__half> : std::true_type {};
template <> struct __gj_native_shfl<__half2> : std::true_type {};
#endif
template <class T> using __gj_plain = std::remove_cv_t<std::remove_reference_t<T>>;

__GJ_S unsigned int laneid() {
  unsigned int __r;
  asm("mov.u32 %0, %%laneid;" : "=r"(__r));
  return __r;
}
__GJ_S unsigned int lanemask32_lt() {
  unsigned int __r;
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(__r));
  return __r;
}
/* Row-major rank of index i in a grid of extent n (x fastest). */
template <class T> __GJ_S T vec3_to_linear(dim3 __i, dim3 __n) {
  return ((T)__i.z * __n.y * __n.x) + ((T)__i.y * __n.x) + (T)__i.x;
}

namespace cta {
__GJ_S void sync() { __barrier_sync(0); }
__GJ_S unsigned int num_threads() {
  return (unsigned int)(blockDim.x * blockDim.y * blockDim.z);
}
__GJ_S unsigned int size() { return num_threads(); }
__GJ_S unsigned int thread_rank() { return vec3_to_linear<unsigned int>(threadIdx, blockDim); }
__GJ_S dim3 group_index() { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
__GJ_S dim3 thread_index() { return dim3(threadIdx.x, threadIdx.y, threadIdx.z); }
__GJ_S dim3 dim_threads() { return dim3(blockDim.x, blockDim.y, blockDim.z); }
} // namespace cta

/* The block's reserved shared scratch (sm_80 and later), kept by
 * thread_block as CUDA's is. */
__GJ_S void *block_scratch() {
  unsigned long long __p = 0;
#if __CUDA_ARCH__ >= 800
  asm("{\n\t"
      " .reg .u32 start;\n\t"
      " .reg .u64 extended;\n\t"
      " mov.u32 start, %%reserved_smem_offset_1;\n\t"
      " cvt.u64.u32 extended, start;\n\t"
      " cvta.shared.u64 %0, extended;\n\t"
      "}"
      : "=l"(__p));
#endif
  return reinterpret_cast<void *>(__p);
}

/* Shuffles: native for arithmetic types, word by word for other trivially
 * copyable ones of at most 32 bytes. */
template <class T, bool = __gj_native_shfl<__gj_plain<T>>::value> struct shuffle {
  __GJ_S T shfl(T __v, unsigned int __m, int __src, unsigned int __w) {
    return static_cast<T>(__shfl_sync(__m, __v, __src, __w));
  }
  __GJ_S T shfl_down(T __v, unsigned int __m, unsigned int __d, unsigned int __w) {
    return static_cast<T>(__shfl_down_sync(__m, __v, __d, __w));
  }
  __GJ_S T shfl_up(T __v, unsigned int __m, unsigned int __d, unsigned int __w) {
    return static_cast<T>(__shfl_up_sync(__m, __v, __d, __w));
  }
  __GJ_S T shfl_xor(T __v, unsigned int __m, unsigned int __l, unsigned int __w) {
    return static_cast<T>(__shfl_xor_sync(__m, __v, __l, __w));
  }
};
template <class T> struct shuffle<T, false> {
  template <class F> __GJ_S T words(T __v, F __f) {
    static_assert(sizeof(T) <= 32, "cooperative groups shuffles take at most 32 bytes");
    static_assert(__is_trivially_copyable(T), "the type cannot be shuffled");
    int __w[(sizeof(T) + sizeof(int) - 1) / sizeof(int)];
    __builtin_memcpy(__w, &__v, sizeof(T));
    for (unsigned __i = 0; __i < sizeof(__w) / sizeof(int); ++__i)
      __w[__i] = __f(__w[__i]);
    __builtin_memcpy(&__v, __w, sizeof(T));
    return __v;
  }
  __GJ_S T shfl(T __v, unsigned int __m, int __src, unsigned int __w) {
    return words(__v, [=](int __x) { return __shfl_sync(__m, __x, __src, __w); });
  }
  __GJ_S T shfl_down(T __v, unsigned int __m, unsigned int __d, unsigned int __w) {
    return words(__v, [=](int __x) { return __shfl_down_sync(__m, __x, __d, __w); });
  }
  __GJ_S T shfl_up(T __v, unsigned int __m, unsigned int __d, unsigned int __w) {
    return words(__v, [=](int __x) { return __shfl_up_sync(__m, __x, __d, __w); });
  }
  __GJ_S T shfl_xor(T __v, unsigned int __m, unsigned int __l, unsigned int __w) {
    return words(__v, [=](int __x) { return __shfl_xor_sync(__m, __x, __l, __w); });
  }
};
} // namespace details

/* ---- thread_group: any group, its kind chosen at run time ---------------- */
class thread_group {
protected:
  struct __gj_any {
    unsigned int _unused : 1;
    unsigned int type : 7, : 0;
  };
  struct __gj_tiled {
    unsigned int is_tiled : 1;
    unsigned int type : 7;
    unsigned int size : 24;
    unsigned int metaGroupSize : 16;
    unsigned int metaGroupRank : 16;
    unsigned int mask;
    unsigned int _res;
  };
  struct __gj_grid {
    void *workspace;
  };
  union __attribute__((aligned(8))) {
    __gj_any group;
    __gj_tiled coalesced;
    __gj_grid grid;
  } _data;

  __GJ_M thread_group(unsigned int __type) {
    _data.group.type = __type;
    _data.group._unused = false;
  }
  friend class thread_block;
  friend __GJ_M thread_group tiled_partition(const thread_group &, unsigned int);

public:
  __GJ_M unsigned int get_type() const { return _data.group.type; }
  __GJ_M unsigned long long size() const;
  __GJ_M unsigned long long num_threads() const { return size(); }
  __GJ_M unsigned long long thread_rank() const;
  __GJ_M void sync() const;
};

template <unsigned int Id> struct thread_group_base : public thread_group {
  __GJ_M thread_group_base() : thread_group(Id) {}
  static constexpr unsigned int id = Id;
};

/* ---- thread_block --------------------------------------------------------- */
class thread_block : public thread_group_base<details::thread_block_id> {
  friend __GJ_M thread_block this_thread_block();
  friend __GJ_M thread_group tiled_partition(const thread_block &, unsigned int);
  friend __GJ_M thread_group tiled_partition(const thread_group &, unsigned int);
  void *const __scratch;
  __GJ_M thread_block() : __scratch(details::block_scratch()) {}

  /* The tile of n threads (a power of two, at most 32) holding this one. */
  __GJ_S thread_group __tile(unsigned int __n) {
    if (__n == 0 || __n > 32 || (__n & (__n - 1)) != 0)
      __trap();
    unsigned int __base = thread_rank() & ~(__n - 1);
    unsigned int __len = (unsigned int)size() - __base;
    __len = __len < __n ? __len : __n;
    unsigned int __mask = (unsigned int)(-1) >> (32 - __len);
    __mask <<= (details::laneid() & ~(__n - 1));
    thread_group __t(details::coalesced_group_id);
    __t._data.coalesced.mask = __mask;
    __t._data.coalesced.size = __popc(__mask);
    __t._data.coalesced.metaGroupSize = (details::cta::size() + __n - 1) / __n;
    __t._data.coalesced.metaGroupRank = details::cta::thread_rank() / __n;
    __t._data.coalesced.is_tiled = true;
    return __t;
  }

public:
  static constexpr unsigned int _group_id = details::thread_block_id;
  __GJ_S void sync() { details::cta::sync(); }
  __GJ_S unsigned int size() { return details::cta::size(); }
  __GJ_S unsigned int num_threads() { return details::cta::num_threads(); }
  __GJ_S unsigned int thread_rank() { return details::cta::thread_rank(); }
  __GJ_S dim3 group_index() { return details::cta::group_index(); }
  __GJ_S dim3 thread_index() { return details::cta::thread_index(); }
  __GJ_S dim3 dim_threads() { return details::cta::dim_threads(); }
  __GJ_S dim3 group_dim() { return details::cta::dim_threads(); }
};

__GJ_M thread_block this_thread_block() { return thread_block(); }

/* ---- coalesced_group: the converged threads of one warp ------------------ */
class coalesced_group : public thread_group_base<details::coalesced_group_id> {
  friend __GJ_M coalesced_group coalesced_threads();
  __GJ_M explicit coalesced_group(unsigned int __mask) {
    _data.coalesced.mask = __mask;
    _data.coalesced.size = __popc(__mask);
    _data.coalesced.metaGroupRank = 0;
    _data.coalesced.metaGroupSize = 1;
    _data.coalesced.is_tiled = false;
  }
  /* The lane of the n-th (from 0) member, or -1 past the last. */
  __GJ_M int __lane_of(unsigned int __rank) const {
    return (int)__fns(_data.coalesced.mask, 0, (int)__rank + 1);
  }

public:
  static constexpr unsigned int _group_id = details::coalesced_group_id;
  __GJ_M unsigned int get_mask() const { return _data.coalesced.mask; }
  __GJ_M void sync() const { __syncwarp(_data.coalesced.mask); }
  __GJ_M unsigned int size() const { return _data.coalesced.size; }
  __GJ_M unsigned int num_threads() const { return _data.coalesced.size; }
  __GJ_M unsigned int thread_rank() const {
    return __popc(_data.coalesced.mask & details::lanemask32_lt());
  }
  __GJ_M unsigned int meta_group_rank() const { return _data.coalesced.metaGroupRank; }
  __GJ_M unsigned int meta_group_size() const { return _data.coalesced.metaGroupSize; }

  template <class T, class R = details::__gj_plain<T>>
  __GJ_M R shfl(T &&__v, unsigned int __src_rank) const {
    unsigned int __m = _data.coalesced.mask;
    int __lane = __m == 0xFFFFFFFFu ? (int)__src_rank : __lane_of(__src_rank);
    return details::shuffle<R>::shfl(__v, __m, __lane, 32);
  }
  template <class T, class R = details::__gj_plain<T>>
  __GJ_M R shfl_down(T &&__v, unsigned int __delta) const {
    unsigned int __m = _data.coalesced.mask;
    if (__m == 0xFFFFFFFFu)
      return details::shuffle<R>::shfl_down(__v, __m, __delta, 32);
    int __lane = __lane_of(thread_rank() + __delta);
    if (__lane < 0)
      __lane = (int)details::laneid();
    return details::shuffle<R>::shfl(__v, __m, __lane, 32);
  }
  template <class T, class R = details::__gj_plain<T>>
  __GJ_M R shfl_up(T &&__v, unsigned int __delta) const {
    unsigned int __m = _data.coalesced.mask;
    if (__m == 0xFFFFFFFFu)
      return details::shuffle<R>::shfl_up(__v, __m, __delta, 32);
    unsigned int __r = thread_rank();
    int __lane = __r >= __delta ? __lane_of(__r - __delta) : (int)details::laneid();
    return details::shuffle<R>::shfl(__v, __m, __lane, 32);
  }
  __GJ_M int any(int __pred) const { return __ballot_sync(_data.coalesced.mask, __pred) != 0; }
  __GJ_M int all(int __pred) const {
    return __ballot_sync(_data.coalesced.mask, __pred) == _data.coalesced.mask;
  }
  /* Lane bits to rank bits: bit n of the result is the bit of the member of
   * rank n. */
  __GJ_M unsigned int __pack(unsigned int __lanes) const {
    unsigned int __m = _data.coalesced.mask, __r = 0;
    for (unsigned int __k = 0; __m != 0; __m &= __m - 1, ++__k)
      __r |= ((__lanes >> (__ffs(__m) - 1)) & 1u) << __k;
    return __r;
  }
  __GJ_M unsigned int ballot(int __pred) const {
    return __pack(__ballot_sync(_data.coalesced.mask, __pred));
  }
#if __CUDA_ARCH__ >= 700
  template <class T> __GJ_M unsigned int match_any(T __v) const {
    return __pack(__match_any_sync(_data.coalesced.mask, __v));
  }
  template <class T> __GJ_M unsigned int match_all(T __v, int &__pred) const {
    return __pack(__match_all_sync(_data.coalesced.mask, __v, &__pred));
  }
#endif
};

__GJ_M coalesced_group coalesced_threads() { return coalesced_group(__activemask()); }

/* ---- thread_block_tile<Size, ParentT> ------------------------------------- */
/* What every single-warp tile of Size threads can do without storage. */
template <unsigned int Size> class __gj_warp_tile {
  static_assert(Size >= 1 && Size <= 32 && (Size & (Size - 1)) == 0,
                "tiles hold 1, 2, 4, 8, 16 or 32 threads");

protected:
  static constexpr unsigned int numThreads = Size;
  /* The lanes of this tile: Size consecutive bits at the tile's first lane. */
  __GJ_S unsigned int build_mask() {
    unsigned int __mask = 0xFFFFFFFFu;
    if (numThreads != 32) {
      unsigned int __lane = details::laneid();
      __mask = ((1u << (Size % 32)) - 1u) << (__lane & ~(Size - 1));
    }
    return __mask;
  }

public:
  static constexpr unsigned int _group_id = details::coalesced_group_id;
  __GJ_S unsigned int thread_rank() { return details::cta::thread_rank() & (numThreads - 1); }
  static constexpr __device__ __forceinline__ unsigned int num_threads() { return numThreads; }
  static constexpr __device__ __forceinline__ unsigned int size() { return numThreads; }
  __GJ_S void sync() { __syncwarp(build_mask()); }

  template <class T, class R = details::__gj_plain<T>>
  __GJ_M R shfl(T &&__v, int __src_rank) const {
    return details::shuffle<R>::shfl(__v, build_mask(), __src_rank, numThreads);
  }
  template <class T, class R = details::__gj_plain<T>>
  __GJ_M R shfl_down(T &&__v, unsigned int __delta) const {
    return details::shuffle<R>::shfl_down(__v, build_mask(), __delta, numThreads);
  }
  template <class T, class R = details::__gj_plain<T>>
  __GJ_M R shfl_up(T &&__v, unsigned int __delta) const {
    return details::shuffle<R>::shfl_up(__v, build_mask(), __delta, numThreads);
  }
  template <class T, class R = details::__gj_plain<T>>
  __GJ_M R shfl_xor(T &&__v, unsigned int __lane_mask) const {
    return details::shuffle<R>::shfl_xor(__v, build_mask(), __lane_mask, numThreads);
  }
  __GJ_M int any(int __pred) const { return __ballot_sync(build_mask(), __pred) != 0; }
  __GJ_M int all(int __pred) const {
    return __ballot_sync(build_mask(), __pred) == build_mask();
  }
  /* Bit n: the predicate of the tile's thread of rank n. */
  __GJ_M unsigned int ballot(int __pred) const {
    unsigned int __b = __ballot_sync(build_mask(), __pred);
    return __b >> (details::laneid() & ~(Size - 1));
  }
#if __CUDA_ARCH__ >= 700
  template <class T> __GJ_M unsigned int match_any(T __v) const {
    return __match_any_sync(build_mask(), __v) >> (details::laneid() & ~(Size - 1));
  }
  template <class T> __GJ_M unsigned int match_all(T __v, int &__pred) const {
    return __match_all_sync(build_mask(), __v, &__pred) >> (details::laneid() & ~(Size - 1));
  }
#endif
};

template <unsigned int Size, class ParentT = void> class thread_block_tile;
namespace details {
template <unsigned int Size, class ParentT> struct tiled_partition_impl;
template <class TyGroup> struct __gj_mask_of;
} // namespace details

/* A tile whose parent is known statically: it needs no storage. */
template <unsigned int Size, class ParentT>
class thread_block_tile : public __gj_warp_tile<Size> {
  template <unsigned int, class> friend struct details::tiled_partition_impl;
  template <class> friend struct details::__gj_mask_of;
  __GJ_M thread_block_tile() {}
  __GJ_S unsigned int get_mask() { return __gj_warp_tile<Size>::build_mask(); }

public:
  __GJ_S unsigned int meta_group_rank() { return ParentT::thread_rank() / Size; }
  __GJ_S unsigned int meta_group_size() { return (ParentT::size() + Size - 1) / Size; }
  __GJ_M operator thread_block_tile<Size, void>() const { return thread_block_tile<Size, void>(*this); }
};

/* The type-erased tile (thread_block_tile<Size>): a thread_group that keeps
 * its mask and its place among its parent's tiles. */
template <unsigned int Size>
class thread_block_tile<Size, void> : public __gj_warp_tile<Size>,
                                      public thread_group_base<details::coalesced_group_id> {
  template <class> friend struct details::__gj_mask_of;
  __GJ_M thread_block_tile(unsigned int __rank, unsigned int __count) {
    _data.coalesced.mask = __gj_warp_tile<Size>::build_mask();
    _data.coalesced.size = Size;
    _data.coalesced.metaGroupRank = __rank;
    _data.coalesced.metaGroupSize = __count;
    _data.coalesced.is_tiled = true;
  }
  __GJ_M unsigned int get_mask() const { return _data.coalesced.mask; }

public:
  using __gj_warp_tile<Size>::sync;
  using __gj_warp_tile<Size>::size;
  using __gj_warp_tile<Size>::num_threads;
  using __gj_warp_tile<Size>::thread_rank;
  static constexpr unsigned int _group_id = details::coalesced_group_id;
  /* From a tile whose parent is known statically (the conversion operator
   * of the latter, which overload resolution prefers, calls this). */
  template <class ParentT>
  __GJ_M thread_block_tile(const thread_block_tile<Size, ParentT> &__g)
      : thread_block_tile(__g.meta_group_rank(), __g.meta_group_size()) {}
  __GJ_M unsigned int meta_group_rank() const { return _data.coalesced.metaGroupRank; }
  __GJ_M unsigned int meta_group_size() const { return _data.coalesced.metaGroupSize; }
};

namespace details {
template <unsigned int Size> struct tiled_partition_impl<Size, thread_block> {
  __GJ_S thread_block_tile<Size, thread_block> make(const thread_block &) {
    return thread_block_tile<Size, thread_block>();
  }
};
template <unsigned int Size, unsigned int PSize, class GP>
struct tiled_partition_impl<Size, thread_block_tile<PSize, GP>> {
  static_assert(Size < PSize, "a tile of a tile must be smaller than it");
  __GJ_S thread_block_tile<Size, thread_block_tile<PSize, GP>>
  make(const thread_block_tile<PSize, GP> &) {
    return thread_block_tile<Size, thread_block_tile<PSize, GP>>();
  }
};
/* The lanes a group's collective operations cover. */
template <class TyGroup> struct __gj_mask_of {
  __GJ_S unsigned int get(const TyGroup &__g) { return __g.get_mask(); }
};
} // namespace details

template <unsigned int Size, class ParentT>
__GJ_M thread_block_tile<Size, ParentT> tiled_partition(const ParentT &__g) {
  return details::tiled_partition_impl<Size, ParentT>::make(__g);
}

/* Run-time tile size: a thread_group of n threads (a power of two <= 32). */
__GJ_M thread_group tiled_partition(const thread_block &__parent, unsigned int __n) {
  return thread_block::__tile(__n);
}
__GJ_M thread_group tiled_partition(const thread_group &__parent, unsigned int __n) {
  if (__parent.get_type() != details::coalesced_group_id)
    return thread_block::__tile(__n);
  if (__n == 0 || __n > 32 || (__n & (__n - 1)) != 0)
    __trap();
  /* Tiles of a warp's group: n members each, in rank (lane) order. */
  const unsigned int __pmask = __parent._data.coalesced.mask;
  const unsigned int __rank = __popc(__pmask & details::lanemask32_lt());
  const unsigned int __first = __rank & ~(__n - 1);
  unsigned int __mask = 0;
  for (unsigned int __j = 0; __j < __n; ++__j) {
    const int __lane = (int)__fns(__pmask, 0, (int)(__first + __j) + 1);
    if (__lane >= 0)
      __mask |= 1u << __lane;
  }
  thread_group __t(details::coalesced_group_id);
  __t._data.coalesced.mask = __mask;
  __t._data.coalesced.size = __popc(__mask);
  __t._data.coalesced.metaGroupSize = (__parent._data.coalesced.size + __n - 1) / __n;
  __t._data.coalesced.metaGroupRank = __rank / __n;
  __t._data.coalesced.is_tiled = __parent._data.coalesced.is_tiled;
  return __t;
}

/* ---- grid_group: every block of a cooperative launch ---------------------- */
namespace details {
/* The launch's workspace, high word in %envreg1 and low word in %envreg2:
 * the barrier counts arrivals, block 0 adding what flips its top bit once
 * every block has arrived. */
struct grid_workspace {
  unsigned int wsSize;
  unsigned int barrier;
};
__GJ_S grid_workspace *grid_ws() {
  unsigned int __hi, __lo;
  asm volatile("mov.u32 %0, %%envreg1;" : "=r"(__hi));
  asm volatile("mov.u32 %0, %%envreg2;" : "=r"(__lo));
  return (grid_workspace *)(((unsigned long long)__hi << 32) | __lo);
}
} // namespace details

class grid_group : public thread_group_base<details::grid_group_id> {
  friend __GJ_M grid_group this_grid();
  __GJ_M explicit grid_group(details::grid_workspace *__ws) { _data.grid.workspace = __ws; }

public:
  static constexpr unsigned int _group_id = details::grid_group_id;
  __GJ_M bool is_valid() const { return _data.grid.workspace != nullptr; }
  __GJ_M void sync() const {
    if (!is_valid())
      __trap();
    volatile unsigned int *__bar =
        &static_cast<details::grid_workspace *>(_data.grid.workspace)->barrier;
    __syncthreads();
    if (threadIdx.x + threadIdx.y + threadIdx.z == 0) {
      const unsigned int __blocks = gridDim.x * gridDim.y * gridDim.z;
      const unsigned int __add =
          blockIdx.x + blockIdx.y + blockIdx.z == 0 ? 0x80000000u - (__blocks - 1) : 1u;
      __threadfence();
      const unsigned int __old = atomicAdd((unsigned int *)__bar, __add);
      while (((__old ^ *__bar) & 0x80000000u) == 0) {
      }
      __threadfence();
    }
    __syncthreads();
  }
  __GJ_S unsigned long long num_blocks() {
    return (unsigned long long)gridDim.x * gridDim.y * gridDim.z;
  }
  __GJ_S unsigned long long block_rank() {
    return blockIdx.x + (unsigned long long)gridDim.x * (blockIdx.y + (unsigned long long)gridDim.y * blockIdx.z);
  }
  __GJ_S unsigned long long size() { return num_blocks() * details::cta::size(); }
  __GJ_S unsigned long long num_threads() { return size(); }
  __GJ_S unsigned long long thread_rank() {
    return block_rank() * details::cta::size() + details::cta::thread_rank();
  }
  __GJ_S dim3 block_index() { return blockIdx; }
  __GJ_S dim3 dim_blocks() { return gridDim; }
};

__GJ_M grid_group this_grid() { return grid_group(details::grid_ws()); }

/* ---- thread_group's run-time dispatch ------------------------------------- */
__GJ_M unsigned long long thread_group::size() const {
  if (_data.group.type == details::coalesced_group_id)
    return _data.coalesced.size;
  if (_data.group.type == details::grid_group_id)
    return grid_group::size();
  return details::cta::size();
}
__GJ_M unsigned long long thread_group::thread_rank() const {
  if (_data.group.type == details::coalesced_group_id)
    return __popc(_data.coalesced.mask & details::lanemask32_lt());
  if (_data.group.type == details::grid_group_id)
    return grid_group::thread_rank();
  return details::cta::thread_rank();
}
__GJ_M void thread_group::sync() const {
  if (_data.group.type == details::coalesced_group_id)
    __syncwarp(_data.coalesced.mask);
  else if (_data.group.type == details::grid_group_id)
    static_cast<const grid_group *>(this)->sync();
  else
    details::cta::sync();
}

/* ---- free functions -------------------------------------------------------- */
template <class GroupT> __GJ_M void sync(const GroupT &__g) { __g.sync(); }
template <class GroupT> __GJ_M auto thread_rank(const GroupT &__g) -> decltype(__g.thread_rank()) {
  return __g.thread_rank();
}
template <class GroupT> __GJ_M auto group_size(const GroupT &__g) -> decltype(__g.num_threads()) {
  return __g.num_threads();
}

} // namespace __v1
using namespace __v1;
} // namespace cooperative_groups

#pragma pop_macro("__GJ_S")
#pragma pop_macro("__GJ_M")
#endif /* __GPUJIT_COOPERATIVE_GROUPS_H__ */
