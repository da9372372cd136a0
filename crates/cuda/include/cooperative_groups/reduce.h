/* cooperative_groups/reduce.h: gpujit's built-in cooperative_groups::reduce
 * over a tile (thread_block_tile<N>, N <= 32) or a coalesced_group, with the
 * function objects plus, less, greater, bit_and, bit_or and bit_xor (or any
 * callable). On sm_80 and later, 32-bit-or-narrower integers reduced with
 * one of those by a tile of 16 or 32 threads (or a coalesced group) use the
 * warp's redux instruction (__reduce_*_sync); the rest shuffle. Written for
 * gpujit; it is not NVIDIA's header. */
#ifndef __GPUJIT_CG_REDUCE_H__
#define __GPUJIT_CG_REDUCE_H__
#include <cooperative_groups.h>

#pragma push_macro("__GJ_S")
#pragma push_macro("__GJ_M")
#define __GJ_S static __device__ __forceinline__
#define __GJ_M __device__ __forceinline__

namespace cooperative_groups {
namespace __v1 {

template <class T> struct plus {
  __GJ_M T operator()(T __a, T __b) const { return __a + __b; }
};
template <class T> struct less {
  __GJ_M T operator()(T __a, T __b) const { return (__b < __a) ? __b : __a; }
};
template <class T> struct greater {
  __GJ_M T operator()(T __a, T __b) const { return (__a < __b) ? __b : __a; }
};
template <class T> struct bit_and {
  __GJ_M T operator()(T __a, T __b) const { return __a & __b; }
};
template <class T> struct bit_or {
  __GJ_M T operator()(T __a, T __b) const { return __a | __b; }
};
template <class T> struct bit_xor {
  __GJ_M T operator()(T __a, T __b) const { return __a ^ __b; }
};

namespace details {
/* Groups reduce() takes, and whether redux suits them (tiles of >= 16). */
template <class G> struct __gj_reducible : std::false_type {};
template <unsigned int N, class P>
struct __gj_reducible<thread_block_tile<N, P>> : std::true_type {
  static constexpr bool redux = N >= 16;
};
template <> struct __gj_reducible<coalesced_group> : std::true_type {
  static constexpr bool redux = true;
};

/* Which __reduce_*_sync an operation on T maps to (none: 0). */
template <class Op, class T> struct __gj_redux_op { static constexpr int kind = 0; };
template <class T> struct __gj_redux_op<plus<T>, T> { static constexpr int kind = 1; };
template <class T> struct __gj_redux_op<less<T>, T> { static constexpr int kind = 2; };
template <class T> struct __gj_redux_op<greater<T>, T> { static constexpr int kind = 3; };
template <class T> struct __gj_redux_op<bit_and<T>, T> { static constexpr int kind = 4; };
template <class T> struct __gj_redux_op<bit_or<T>, T> { static constexpr int kind = 5; };
template <class T> struct __gj_redux_op<bit_xor<T>, T> { static constexpr int kind = 6; };

#if __CUDA_ARCH__ >= 800
/* The warp's redux on a signed (int) or unsigned word. */
template <int K> __GJ_S int __gj_redux(unsigned int __m, int __v) {
  if (K == 1) return __reduce_add_sync(__m, __v);
  if (K == 2) return __reduce_min_sync(__m, __v);
  if (K == 3) return __reduce_max_sync(__m, __v);
  if (K == 4) return static_cast<int>(__reduce_and_sync(__m, __v));
  if (K == 5) return static_cast<int>(__reduce_or_sync(__m, __v));
  return static_cast<int>(__reduce_xor_sync(__m, __v));
}
template <int K> __GJ_S unsigned int __gj_redux(unsigned int __m, unsigned int __v) {
  if (K == 1) return __reduce_add_sync(__m, __v);
  if (K == 2) return __reduce_min_sync(__m, __v);
  if (K == 3) return __reduce_max_sync(__m, __v);
  if (K == 4) return __reduce_and_sync(__m, __v);
  if (K == 5) return __reduce_or_sync(__m, __v);
  return __reduce_xor_sync(__m, __v);
}
#endif

/* Butterfly over a tile: every thread ends with the whole tile's result. */
template <unsigned int N, class P, class TyVal, class Op>
__GJ_S auto __gj_shuffle_reduce(const thread_block_tile<N, P> &__g, TyVal &&__val, Op &&__op)
    -> decltype(__op(__val, __val)) {
  auto __v = __val;
  for (int __m = N >> 1; __m > 0; __m >>= 1)
    __v = __op(__v, __g.shfl_xor(__v, __m));
  return __v;
}
/* A coalesced group: a full warp as a tile of 32, else an inclusive scan in
 * rank order and the last member's value to all. */
template <class TyVal, class Op>
__GJ_S auto __gj_shuffle_reduce(const coalesced_group &__g, TyVal &&__val, Op &&__op)
    -> decltype(__op(__val, __val)) {
  typedef __gj_plain<TyVal> T;
  T __v = __val;
  unsigned int __n = __g.size(), __r = __g.thread_rank();
  if (__n == 32) {
    for (int __m = 16; __m > 0; __m >>= 1)
      __v = __op(__v, shuffle<T>::shfl_xor(__v, 0xFFFFFFFFu, __m, 32));
    return __v;
  }
  for (unsigned int __d = 1; __d < __n; __d <<= 1) {
    T __o = __g.shfl_up(__v, __d);
    if (__r >= __d)
      __v = __op(__v, __o);
  }
  return __g.shfl(__v, __n - 1);
}
} // namespace details

template <class TyGroup, class TyVal, class TyFn>
__GJ_M auto reduce(const TyGroup &__g, TyVal &&__val, TyFn &&__op) -> decltype(__op(__val, __val)) {
  typedef details::__gj_plain<TyVal> T;
  typedef details::__gj_plain<TyGroup> G;
  static_assert(details::__gj_reducible<G>::value,
                "reduce takes a thread_block_tile of at most 32 threads or a coalesced_group");
#if __CUDA_ARCH__ >= 800
  constexpr int __kind = details::__gj_redux_op<details::__gj_plain<TyFn>, T>::kind;
  if constexpr (__kind != 0 && details::__gj_reducible<G>::redux && std::is_integral<T>::value &&
                sizeof(T) <= 4) {
    typedef typename std::conditional<std::is_unsigned<T>::value, unsigned int, int>::type W;
    return static_cast<T>(
        details::__gj_redux<__kind>(details::__gj_mask_of<G>::get(__g), static_cast<W>(__val)));
  } else
#endif
  {
    return details::__gj_shuffle_reduce(__g, static_cast<TyVal &&>(__val), __op);
  }
}

} // namespace __v1
} // namespace cooperative_groups

#pragma pop_macro("__GJ_S")
#pragma pop_macro("__GJ_M")
#endif /* __GPUJIT_CG_REDUCE_H__ */
