// Stand-in for PyTorch's c10::Half, c10::BFloat16 and the bits-only
// c10::Float8_e4m3fn (written for gpujit's corpus; not PyTorch's text), with
// PyTorch's CUDA semantics: conversions through __float2half /
// __float2bfloat16 and back; arithmetic between two of them rounds the float
// result back to the type; with a float or double operand the result is
// float or double; unary minus is __hneg for Half on the device. Also declares
// the legacy launch hook clang needs to parse host launches.
#pragma once

#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cstdint>

// clang 22, not told the CUDA version it compiles against, parses a host
// launch (<<<...>>>) through the legacy cudaConfigureCall, which CUDA 12's
// headers no longer declare. Host code only; never called on the device.
#ifndef GPUJIT_STUB_CONFIGURE_CALL
#define GPUJIT_STUB_CONFIGURE_CALL
extern "C" cudaError_t cudaConfigureCall(dim3 gridDim, dim3 blockDim,
                                         size_t sharedMem = 0,
                                         cudaStream_t stream = 0);
#endif

#ifndef C10_HOST_DEVICE
#define C10_HOST_DEVICE __host__ __device__
#endif

namespace c10 {

#define GPUJIT_C10_FLOAT16(T, CUDA_T, TO_CUDA, FROM_CUDA, EXPLICIT)            \
  struct alignas(2) T {                                                        \
    unsigned short x;                                                          \
    struct from_bits_t {};                                                     \
    static constexpr C10_HOST_DEVICE from_bits_t from_bits() { return {}; }    \
    T() = default;                                                             \
    constexpr C10_HOST_DEVICE T(unsigned short bits, from_bits_t) : x(bits) {} \
    inline C10_HOST_DEVICE T(float v) {                                        \
      CUDA_T h = TO_CUDA(v);                                                   \
      x = *reinterpret_cast<unsigned short*>(&h);                              \
    }                                                                          \
    inline C10_HOST_DEVICE operator float() const {                            \
      return FROM_CUDA(*reinterpret_cast<const CUDA_T*>(&x));                  \
    }                                                                          \
    inline C10_HOST_DEVICE T(const CUDA_T& v) {                                \
      x = *reinterpret_cast<const unsigned short*>(&v);                        \
    }                                                                          \
    EXPLICIT inline C10_HOST_DEVICE operator CUDA_T() const {                  \
      return *reinterpret_cast<const CUDA_T*>(&x);                             \
    }                                                                          \
  };                                                                           \
  inline __device__ T __ldg(const T* p) {                                      \
    return __ldg(reinterpret_cast<const CUDA_T*>(p));                          \
  }                                                                            \
  inline C10_HOST_DEVICE T operator+(const T& a, const T& b) {                 \
    return (float)a + (float)b;                                                \
  }                                                                            \
  inline C10_HOST_DEVICE T operator-(const T& a, const T& b) {                 \
    return (float)a - (float)b;                                                \
  }                                                                            \
  inline C10_HOST_DEVICE T operator*(const T& a, const T& b) {                 \
    return (float)a * (float)b;                                                \
  }                                                                            \
  inline C10_HOST_DEVICE T operator/(const T& a, const T& b) {                 \
    return (float)a / (float)b;                                                \
  }                                                                            \
  inline C10_HOST_DEVICE T& operator+=(T& a, const T& b) { return a = a + b; } \
  inline C10_HOST_DEVICE T& operator-=(T& a, const T& b) { return a = a - b; } \
  inline C10_HOST_DEVICE T& operator*=(T& a, const T& b) { return a = a * b; } \
  inline C10_HOST_DEVICE T& operator/=(T& a, const T& b) { return a = a / b; } \
  GPUJIT_C10_MIXED(T, float, float)                                            \
  GPUJIT_C10_MIXED(T, double, double)                                          \
  GPUJIT_C10_MIXED(T, int, T)                                                  \
  GPUJIT_C10_MIXED(T, int64_t, T)                                              \
  inline C10_HOST_DEVICE float& operator+=(float& a, const T& b) {             \
    return a += (float)b;                                                      \
  }                                                                            \
  inline C10_HOST_DEVICE float& operator-=(float& a, const T& b) {             \
    return a -= (float)b;                                                      \
  }                                                                            \
  inline C10_HOST_DEVICE float& operator*=(float& a, const T& b) {             \
    return a *= (float)b;                                                      \
  }                                                                            \
  inline C10_HOST_DEVICE float& operator/=(float& a, const T& b) {             \
    return a /= (float)b;                                                      \
  }

// T op S and S op T computed in float (S converted to float for int, kept
// for float and double), the result of type R.
#define GPUJIT_C10_MIXED(T, S, R)                                              \
  inline C10_HOST_DEVICE R operator+(T a, S b) {                               \
    return static_cast<R>(GPUJIT_C10_WIDE(S)(a) + GPUJIT_C10_WIDE(S)(b));      \
  }                                                                            \
  inline C10_HOST_DEVICE R operator-(T a, S b) {                               \
    return static_cast<R>(GPUJIT_C10_WIDE(S)(a) - GPUJIT_C10_WIDE(S)(b));      \
  }                                                                            \
  inline C10_HOST_DEVICE R operator*(T a, S b) {                               \
    return static_cast<R>(GPUJIT_C10_WIDE(S)(a) * GPUJIT_C10_WIDE(S)(b));      \
  }                                                                            \
  inline C10_HOST_DEVICE R operator/(T a, S b) {                               \
    return static_cast<R>(GPUJIT_C10_WIDE(S)(a) / GPUJIT_C10_WIDE(S)(b));      \
  }                                                                            \
  inline C10_HOST_DEVICE R operator+(S a, T b) {                               \
    return static_cast<R>(GPUJIT_C10_WIDE(S)(a) + GPUJIT_C10_WIDE(S)(b));      \
  }                                                                            \
  inline C10_HOST_DEVICE R operator-(S a, T b) {                               \
    return static_cast<R>(GPUJIT_C10_WIDE(S)(a) - GPUJIT_C10_WIDE(S)(b));      \
  }                                                                            \
  inline C10_HOST_DEVICE R operator*(S a, T b) {                               \
    return static_cast<R>(GPUJIT_C10_WIDE(S)(a) * GPUJIT_C10_WIDE(S)(b));      \
  }                                                                            \
  inline C10_HOST_DEVICE R operator/(S a, T b) {                               \
    return static_cast<R>(GPUJIT_C10_WIDE(S)(a) / GPUJIT_C10_WIDE(S)(b));      \
  }

template <class S> struct gpujit_wide { using type = float; };
template <> struct gpujit_wide<double> { using type = double; };
#define GPUJIT_C10_WIDE(S) static_cast<typename ::c10::gpujit_wide<S>::type>

GPUJIT_C10_FLOAT16(Half, __half, __float2half, __half2float, )
GPUJIT_C10_FLOAT16(BFloat16, __nv_bfloat16, __float2bfloat16, __bfloat162float,
                   explicit)
// As PyTorch: __hneg for Half on the device, a float negation for BFloat16.
inline C10_HOST_DEVICE Half operator-(const Half& a) {
#ifdef __CUDA_ARCH__
  return __hneg(a);
#else
  return -(float)a;
#endif
}
inline C10_HOST_DEVICE BFloat16 operator-(const BFloat16& a) { return -(float)a; }

// Only the bits: built from a hardware conversion with from_bits().
struct alignas(1) Float8_e4m3fn {
  uint8_t x;
  struct from_bits_t {};
  static constexpr C10_HOST_DEVICE from_bits_t from_bits() { return {}; }
  Float8_e4m3fn() = default;
  constexpr C10_HOST_DEVICE Float8_e4m3fn(uint8_t bits, from_bits_t) : x(bits) {}
};
struct alignas(1) Float8_e4m3fnuz {
  uint8_t x;
};

}  // namespace c10

namespace at {
using c10::BFloat16;
using c10::Half;
}  // namespace at
