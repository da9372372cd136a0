// cuda/__gpujit_async.h: what gpujit's built-in <cuda/barrier> and
// <cuda/pipeline> share: cuda::thread_scope, cuda::aligned_size_t,
// cuda::async_contract_fulfillment and the copy behind every memcpy_async.
//
// Every memcpy_async of the built-in headers copies at once, by the calling
// thread (or, for a group, by its threads each taking a share), and says so
// by returning async_contract_fulfillment::none: a copy that is complete
// before the call returns is complete before any barrier phase or pipeline
// stage it was tied to, so the barrier and pipeline waits need only order
// the threads (see <cuda/barrier> and <cuda/pipeline>). This runs the same
// on every device gpujit targets. Written for gpujit; it is not NVIDIA's
// header.
#ifndef __GPUJIT_CUDA_ASYNC_H__
#define __GPUJIT_CUDA_ASYNC_H__
#include <cstddef>
#include <cstdint>
#include <cuda/std/__gpujit_std.h>

namespace cuda {

/// The threads an object synchronises.
enum thread_scope {
  thread_scope_system = 0,
  thread_scope_device = 1,
  thread_scope_block = 2,
  thread_scope_thread = 3,
};

namespace std {
using ::cuda::thread_scope;
using ::cuda::thread_scope_system;
using ::cuda::thread_scope_device;
using ::cuda::thread_scope_block;
using ::cuda::thread_scope_thread;
} // namespace std

/// A byte count whose pointers are aligned to (and which is a multiple of)
/// _Alignment.
template <::size_t _Alignment> struct aligned_size_t {
  static_assert(_Alignment != 0 && (_Alignment & (_Alignment - 1)) == 0,
                "cuda::aligned_size_t: the alignment must be a power of two");
  static constexpr ::size_t align = _Alignment;
  ::size_t value;
  __host__ __device__ constexpr explicit aligned_size_t(::size_t __s) : value(__s) {}
  __host__ __device__ constexpr operator ::size_t() const { return value; }
};

/// What a memcpy_async did with the barrier or pipeline it was given:
/// none (the copy is complete when the call returns), as with every
/// memcpy_async of gpujit's built-in headers.
enum class async_contract_fulfillment { none, async };

namespace __gj {
template <class> struct __never { static constexpr bool value = false; };

template <class _S> struct __size_of {
  __device__ static ::size_t __get(_S __s) { return static_cast<::size_t>(__s); }
  static constexpr ::size_t align = 1;
};
template <::size_t _A> struct __size_of<aligned_size_t<_A>> {
  __device__ static ::size_t __get(aligned_size_t<_A> __s) { return __s.value; }
  static constexpr ::size_t align = _A;
};

/// Stops the kernel with `__msg`, as a failed assert does.
__device__ __noinline__ inline void __refuse(const char *__msg) {
  __assertfail(__msg, "<cuda/barrier or cuda/pipeline>", 0, "gpujit", sizeof(char));
  __trap();
}

/// The threads of the block.
__device__ __forceinline__ unsigned __block_threads() {
  return blockDim.x * blockDim.y * blockDim.z;
}

/// Share `__rank` of `__ranks` of copying `__n` bytes from `__src` to
/// `__dst`, in the widest units the pointers and the size allow.
template <class _U>
__device__ __forceinline__ void __copy_units(char *__dst, const char *__src, ::size_t __n,
                                             unsigned __rank, unsigned __ranks) {
  _U *__d = reinterpret_cast<_U *>(__dst);
  const _U *__s = reinterpret_cast<const _U *>(__src);
  for (::size_t __i = __rank; __i < __n / sizeof(_U); __i += __ranks)
    __d[__i] = __s[__i];
}
__device__ __forceinline__ void __copy(void *__dst, const void *__src, ::size_t __n,
                                      ::size_t __align, unsigned __rank, unsigned __ranks) {
  char *__d = static_cast<char *>(__dst);
  const char *__s = static_cast<const char *>(__src);
  ::size_t __bits = reinterpret_cast<::uintptr_t>(__d) | reinterpret_cast<::uintptr_t>(__s) | __n;
  if (__align >= 16 || (__bits & 15) == 0)
    __copy_units<uint4>(__d, __s, __n, __rank, __ranks);
  else if (__align >= 8 || (__bits & 7) == 0)
    __copy_units<uint2>(__d, __s, __n, __rank, __ranks);
  else if (__align >= 4 || (__bits & 3) == 0)
    __copy_units<unsigned>(__d, __s, __n, __rank, __ranks);
  else
    __copy_units<unsigned char>(__d, __s, __n, __rank, __ranks);
}

/// The whole copy by the calling thread.
template <class _Size>
__device__ __forceinline__ void __copy_one(void *__dst, const void *__src, _Size __size) {
  __copy(__dst, __src, __size_of<_Size>::__get(__size), __size_of<_Size>::align, 0, 1);
}

/// The copy shared among the threads of `__g` (a cooperative group).
template <class _Group, class _Size>
__device__ __forceinline__ void __copy_group(const _Group &__g, void *__dst, const void *__src,
                                             _Size __size) {
  __copy(__dst, __src, __size_of<_Size>::__get(__size), __size_of<_Size>::align,
         static_cast<unsigned>(__g.thread_rank()), static_cast<unsigned>(__g.size()));
}
} // namespace __gj
} // namespace cuda

#endif
