// Ours: what flash-attn's host half does before it launches the forward
// kernel, done on the device instead. flash_api.cpp's set_params_fprop fills
// a Flash_fwd_params from the tensors (q, k, v and out laid out as
// [batch, seqlen, heads, headdim], contiguous; softmax_lse as
// [batch, heads, seqlen_q], f32), here from plain arguments, with no
// dropout, softcap, ALiBi, rotary, paging or varlen; causal is
// window_size_left = seqlen_k, window_size_right = 0 as set_params_fprop
// writes it. flash_fwd_launch_template.h's run_flash_fwd then launches
// flash_fwd_kernel<Kernel_traits, Is_dropout, Is_causal, Is_local, Has_alibi,
// Is_even_MN, Is_even_K, Is_softcap, Return_softmax>, whose body is
// flash::compute_attn<...>(params): the wrappers call it with the template
// arguments run_flash_fwd picks, on grid (ceil(seqlen_q / kBlockM), batch,
// heads), kNWarps * 32 threads, Kernel_traits::kSmemSize bytes of dynamic
// shared memory.
#pragma once
#include <csrc/flash_attn/src/flash.h>
#include <csrc/flash_attn/src/flash_fwd_kernel.h>

template <typename Kernel_traits, bool Is_causal, bool Is_even_MN>
__device__ __forceinline__ void flash_fwd_from_args(void* q, void* k, void* v, void* o, float* softmax_lse,
                                                    int b, int h, int h_k, int seqlen_q, int seqlen_k,
                                                    float softmax_scale) {
  constexpr int d = Kernel_traits::kHeadDim;
  auto round_multiple = [](int x, int m) { return (x + m - 1) / m * m; };
  flash::Flash_fwd_params params = {};
  params.is_bf16 = std::is_same_v<typename Kernel_traits::Element, cutlass::bfloat16_t>;
  params.q_ptr = q;
  params.k_ptr = k;
  params.v_ptr = v;
  params.o_ptr = o;
  params.q_row_stride = int64_t(h) * d;
  params.k_row_stride = int64_t(h_k) * d;
  params.v_row_stride = int64_t(h_k) * d;
  params.q_head_stride = d;
  params.k_head_stride = d;
  params.v_head_stride = d;
  params.o_row_stride = int64_t(h) * d;
  params.o_head_stride = d;
  params.q_batch_stride = int64_t(seqlen_q) * h * d;
  params.k_batch_stride = int64_t(seqlen_k) * h_k * d;
  params.v_batch_stride = int64_t(seqlen_k) * h_k * d;
  params.o_batch_stride = int64_t(seqlen_q) * h * d;
  params.softmax_lse_ptr = softmax_lse;
  params.b = b;
  params.h = h;
  params.h_k = h_k;
  params.h_h_k_ratio = h / h_k;
  params.seqlen_q = seqlen_q;
  params.seqlen_k = seqlen_k;
  params.seqlen_q_rounded = round_multiple(seqlen_q, 128);
  params.seqlen_k_rounded = round_multiple(seqlen_k, 128);
  params.d = d;
  params.d_rounded = d;
  params.softcap = 0.0f;
  params.scale_softmax = softmax_scale;
  params.scale_softmax_log2 = softmax_scale * float(M_LOG2E);
  params.p_dropout = 1.0f;  // the probability of keeping
  params.p_dropout_in_uint8_t = 255;
  params.rp_dropout = 1.0f;
  params.scale_softmax_rp_dropout = softmax_scale;
  params.is_causal = Is_causal;
  params.window_size_left = Is_causal ? seqlen_k : -1;
  params.window_size_right = Is_causal ? 0 : -1;
  params.is_seqlens_k_cumulative = true;
  params.num_splits = 1;
  flash::compute_attn<Kernel_traits, /*Is_dropout=*/false, Is_causal, /*Is_local=*/false, /*Has_alibi=*/false,
                      Is_even_MN, /*Is_even_K=*/true, /*Is_softcap=*/false, /*Return_softmax=*/false>(params);
}

#define FLASH_FWD_WRAPPER(NAME, TRAITS, IS_CAUSAL, IS_EVEN_MN)                                             \
  extern "C" __global__ void NAME(void* q, void* k, void* v, void* o, float* softmax_lse, int b, int h,      \
                                  int h_k, int seqlen_q, int seqlen_k, float softmax_scale) {              \
    flash_fwd_from_args<TRAITS, IS_CAUSAL, IS_EVEN_MN>(q, k, v, o, softmax_lse, b, h, h_k, seqlen_q,       \
                                                       seqlen_k, softmax_scale);                            \
  }
