// flash-attn 2.8.3.post2 csrc/flash_attn/src/flash_fwd_kernel.h: the
// FlashAttention-2 forward kernel for head dimension 64 in bf16 with the
// traits run_mha_fwd_hdim64 (flash_fwd_launch_template.h) takes without
// dropout: Flash_fwd_kernel_traits<64, 128, 128, 4, false, false, bfloat16_t>
// (kBlockM = kBlockN = 128, 4 warps, 48 KiB of shared memory). Two of the
// instantiations run_flash_fwd makes, the other two than flash_fwd_fp16.cu's:
// causal with seqlen_q and seqlen_k multiples of 128 (Is_even_MN), and not
// causal with ragged lengths.
#include "flash_fwd_params.cuh"

using Traits_hdim64_bf16 = Flash_fwd_kernel_traits<64, 128, 128, 4, false, false, cutlass::bfloat16_t>;
FLASH_FWD_WRAPPER(flash_fwd_hdim64_bf16_causal, Traits_hdim64_bf16, true, true)
FLASH_FWD_WRAPPER(flash_fwd_hdim64_bf16_ragged, Traits_hdim64_bf16, false, false)
