// vllm 0.33.0 csrc/pos_encoding_kernels.cu with the kernels rotary_embedding
// instantiates through its dispatch (query dtype x cos/sin cache dtype x
// NeoX or GPT-J style).
#include <csrc/pos_encoding_kernels.cu>

namespace vllm {
using half_t = c10::Half;
using bf16_t = c10::BFloat16;
#define ROPE(T, C, NEOX)                                                       \
  template __global__ void rotary_embedding_kernel<T, C, NEOX>(                \
      const int64_t*, T*, T*, const C*, const int, const int64_t,              \
      const int64_t, const int64_t, const int, const int, const int,           \
      const int64_t, const bool);
ROPE(float, float, true)
ROPE(float, float, false)
ROPE(half_t, float, true)
ROPE(half_t, half_t, false)
ROPE(bf16_t, bf16_t, true)
ROPE(bf16_t, float, false)
}  // namespace vllm
