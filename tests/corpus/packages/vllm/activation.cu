// vllm 0.33.0 csrc/activation_kernels.cu with the kernels its host launchers
// instantiate through the dtype dispatch (float, c10::Half, c10::BFloat16) on
// an sm_80 device: the 128-bit vector path (d a multiple of 16 bytes) and the
// scalar path; the 256-bit path is for sm_100 only.
#include <csrc/activation_kernels.cu>

namespace vllm {
using half_t = c10::Half;
using bf16_t = c10::BFloat16;

// LAUNCH_ACTIVATION_GATE_KERNEL(KERNEL, PACKED_KERNEL, ACT_FIRST, HAS_CLAMP, ...)
#define GATE(T, K, ACT_FIRST, VEC, CLAMP)                                      \
  template __global__ void act_and_mul_kernel<                                 \
      T, typename PackedTypeConverter<T>::Type, K##_kernel<T>,                 \
      packed_##K##_kernel<typename PackedTypeConverter<T>::Type>, ACT_FIRST,   \
      VEC, CLAMP, false>(T*, const T*, const int, const float, const float,    \
                         const float);
// silu_and_mul
GATE(float, silu, true, true, false)
GATE(half_t, silu, true, true, false)
GATE(bf16_t, silu, true, true, false)
GATE(float, silu, true, false, false)
GATE(bf16_t, silu, true, false, false)
// mul_and_silu
GATE(half_t, silu, false, true, false)
GATE(float, silu, false, false, false)
// silu_and_mul_clamp
GATE(bf16_t, silu, true, true, true)
GATE(float, silu, true, false, true)
// gelu_and_mul
GATE(float, gelu, true, true, false)
GATE(half_t, gelu, true, false, false)
// gelu_tanh_and_mul
GATE(bf16_t, gelu_tanh, true, true, false)
GATE(float, gelu_tanh, true, false, false)

// LAUNCH_ACTIVATION_GATE_KERNEL_WITH_PARAM: fatrelu_and_mul
#define GATE_PARAM(T, K, VEC)                                                  \
  template __global__ void act_and_mul_kernel_with_param<                      \
      T, typename PackedTypeConverter<T>::Type, K##_kernel<T>,                 \
      packed_##K##_kernel<typename PackedTypeConverter<T>::Type>, VEC, false>( \
      T*, const T*, const int, const float);
GATE_PARAM(half_t, fatrelu, true)
GATE_PARAM(float, fatrelu, false)

// LAUNCH_SIGLUOAI_AND_MUL: swigluoai_and_mul
template __global__ void swigluoai_and_mul_kernel<float, swigluoai_and_mul<float>>(
    float*, const float*, const int, const float, const float);
template __global__ void swigluoai_and_mul_kernel<bf16_t, swigluoai_and_mul<bf16_t>>(
    bf16_t*, const bf16_t*, const int, const float, const float);

// situ_and_mul
template __global__ void situ_and_mul_kernel<float>(float*, const float*, const int,
                                                    const float, const float);
template __global__ void situ_and_mul_kernel<half_t>(half_t*, const half_t*, const int,
                                                     const float, const float);

// situ_and_mul_quant: the scalar group kernel (FP8 e4m3 out, groups of 128)
// and the pipelined one for d = 3072 (half input).
template __global__ void
situ_and_mul_quant_group_scalar_kernel<bf16_t, c10::Float8_e4m3fn, 128>(
    c10::Float8_e4m3fn*, float*, const bf16_t*, const int, const int, const float,
    const float, const int64_t, const int32_t*, const int64_t);
template __global__ void situ_and_mul_quant_group_pipelined_kernel<
    half_t, c10::Float8_e4m3fn, 256, 4, 128, 132 * 8, 3072>(
    c10::Float8_e4m3fn*, float*, const half_t*, const int64_t, const int32_t*,
    const int64_t);

// masked_moe_activation (flat [T, d] and batched [E, T, d])
template __global__ void masked_act_and_mul_kernel<half_t, silu_kernel<half_t>, true,
                                                   false, true>(
    half_t*, const half_t*, const int*, const int, const int, const float,
    const float, const float);
template __global__ void masked_act_and_mul_kernel<float, gelu_kernel<float>, true,
                                                   false, false>(
    float*, const float*, const int*, const int, const int, const float,
    const float, const float);
template __global__ void masked_act_and_mul_kernel<bf16_t, silu_kernel<bf16_t>, true,
                                                   true, false>(
    bf16_t*, const bf16_t*, const int*, const int, const int, const float,
    const float, const float);
template __global__ void masked_swigluoai_and_mul_kernel<bf16_t, false>(
    bf16_t*, const bf16_t*, const int*, const int, const int, const float,
    const float);
template __global__ void masked_swiglustep_and_mul_kernel<float, true>(
    float*, const float*, const int*, const int, const int, const float);
template __global__ void masked_situ_and_mul_kernel<half_t, false>(
    half_t*, const half_t*, const int*, const int, const int, const float,
    const float);
template __global__ void masked_activation_kernel<float, silu_no_mul_kernel<float>,
                                                  false>(float*, const float*,
                                                         const int*, const int,
                                                         const int);
template __global__ void masked_activation_kernel<bf16_t, relu2_no_mul_kernel<bf16_t>,
                                                  true>(bf16_t*, const bf16_t*,
                                                        const int*, const int,
                                                        const int);
template __global__ void masked_activation_kernel<
    half_t, gelu_tanh_no_mul_kernel<half_t>, false>(half_t*, const half_t*,
                                                    const int*, const int, const int);

// LAUNCH_ACTIVATION_KERNEL: gelu_new, gelu_fast, gelu_quick, relu_squared
#define ACT(T, K, VEC)                                                         \
  template __global__ void activation_kernel<T, K##_kernel<T>, VEC, false>(    \
      T*, const T*, const int);
ACT(float, gelu_new, true)
ACT(half_t, gelu_new, false)
ACT(bf16_t, gelu_fast, true)
ACT(float, gelu_fast, false)
ACT(float, gelu_quick, false)
ACT(half_t, gelu_quick, true)
ACT(half_t, relu_squared, true)
ACT(bf16_t, relu_squared, false)
}  // namespace vllm
