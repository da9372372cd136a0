// vllm 0.33.0 csrc/layernorm_kernels.cu with the kernels rms_norm and
// fused_add_rms_norm instantiate through their dispatch (dtype x vector size
// gcd(16 / sizeof(T), hidden) x tensor rank x weight; fused_add: width 8 when
// the pointers and strides allow 16-byte vectors, else the generic width 0).
#include <csrc/layernorm_kernels.cu>

namespace vllm {
using half_t = c10::Half;
using bf16_t = c10::BFloat16;

#define RMS(T, VEC, DIMS, W)                                                   \
  template __global__ void rms_norm_kernel<T, VEC, DIMS, W>(                   \
      T*, const T*, const int64_t, const int64_t, const int64_t,               \
      const int64_t, const int64_t, const T*, const int64_t, const float,      \
      const int, const int);
RMS(float, 4, 2, true)
RMS(half_t, 8, 3, true)
RMS(bf16_t, 2, 2, false)
RMS(float, 1, 4, true)
RMS(half_t, 8, 2, true)

#define FUSED(T, WIDTH, W)                                                     \
  template __global__ void                                                     \
  fused_add_rms_norm_kernel<T, WIDTH, W>(T*, const int64_t, T*, const T*,      \
                                         const float, const int, const int,    \
                                         const int64_t);
FUSED(half_t, 8, true)
FUSED(float, 8, false)
FUSED(bf16_t, 8, true)
FUSED(bf16_t, 0, true)
FUSED(float, 0, true)
FUSED(half_t, 0, false)
}  // namespace vllm
