// CUTLASS 2.x (as bundled by flash-attn 2.8.3.post2, csrc/cutlass/include)
// tensor-op GEMMs for SM80: cutlass::gemm::kernel::DefaultGemm's kernel
// (threadblock::MmaMultistage with cp.async and ldmatrix, 3 stages, the
// tensor-op epilogue), D = alpha * A B + beta * C, run through the wrappers
// of cutlass_gemm.cuh. 64 x 64 threadblock tiles of 4 warps (32 x 32 each),
// 3 stages; every kernel's SharedStorage is 24 KiB (48 KiB for f64).
#include "cutlass_gemm.cuh"

using namespace cutlass;
using RowMajor = layout::RowMajor;
using ColumnMajor = layout::ColumnMajor;

// f16 x f16 -> f32, mma.sync m16n8k16; A and B row-major (B through ldmatrix.trans).
using GemmF16F32 = Sm80TensorOpGemm<half_t, RowMajor, half_t, RowMajor, float, float, float,
                                    gemm::GemmShape<64, 64, 32>, gemm::GemmShape<32, 32, 32>,
                                    gemm::GemmShape<16, 8, 16>, 3, arch::OpMultiplyAdd>;
CUTLASS_GEMM_WRAPPER(cutlass_gemm_f16_f32, GemmF16F32)

// bf16 x bf16 -> f32, mma.sync m16n8k16; A column-major, B column-major.
using GemmBf16F32 = Sm80TensorOpGemm<bfloat16_t, ColumnMajor, bfloat16_t, ColumnMajor, float, float, float,
                                     gemm::GemmShape<64, 64, 32>, gemm::GemmShape<32, 32, 32>,
                                     gemm::GemmShape<16, 8, 16>, 3, arch::OpMultiplyAdd>;
CUTLASS_GEMM_WRAPPER(cutlass_gemm_bf16_f32, GemmBf16F32)

// f32 x f32 -> f32 through tf32, mma.sync m16n8k8; A row-major, B column-major.
using GemmTf32 = Sm80TensorOpGemm<float, RowMajor, float, ColumnMajor, float, float, float,
                                  gemm::GemmShape<64, 64, 16>, gemm::GemmShape<32, 32, 16>,
                                  gemm::GemmShape<16, 8, 8>, 3, arch::OpMultiplyAdd>;
CUTLASS_GEMM_WRAPPER(cutlass_gemm_tf32, GemmTf32)

// f64, mma.sync m8n8k4; alignment 1 as CUTLASS's default configuration for double.
using GemmF64 = Sm80TensorOpGemm<double, RowMajor, double, ColumnMajor, double, double, double,
                                 gemm::GemmShape<64, 64, 16>, gemm::GemmShape<32, 32, 16>,
                                 gemm::GemmShape<8, 8, 4>, 3, arch::OpMultiplyAdd, 1, 1>;
CUTLASS_GEMM_WRAPPER(cutlass_gemm_f64, GemmF64)

// s8 x s8 -> s32, mma.sync m16n8k32 with saturation (CUTLASS's default for int8); A row-major,
// B column-major (the layouts int8 tensor ops take).
using GemmS8 = Sm80TensorOpGemm<int8_t, RowMajor, int8_t, ColumnMajor, int32_t, int32_t, int32_t,
                                gemm::GemmShape<64, 64, 64>, gemm::GemmShape<32, 32, 64>,
                                gemm::GemmShape<16, 8, 32>, 3, arch::OpMultiplyAddSaturate>;
CUTLASS_GEMM_WRAPPER(cutlass_gemm_s8_s32, GemmS8)

// f16 x f16 -> f16 with f16 accumulators, mma.sync m16n8k16 f16.f16.f16.f16; A row-major,
// B column-major.
using GemmF16F16 = Sm80TensorOpGemm<half_t, RowMajor, half_t, ColumnMajor, half_t, half_t, half_t,
                                    gemm::GemmShape<64, 64, 32>, gemm::GemmShape<32, 32, 32>,
                                    gemm::GemmShape<16, 8, 16>, 3, arch::OpMultiplyAdd>;
CUTLASS_GEMM_WRAPPER(cutlass_gemm_f16_f16, GemmF16F16)
