// Ours: what CUTLASS 2.x's device-level cutlass::gemm::device::Gemm does on
// the host before it launches cutlass::Kernel<GemmKernel>, done on the
// device instead: the grid shape from the threadblock swizzle, then
// GemmKernel::Params from the problem size, the four TensorRefs (pointer and
// leading dimension) and the epilogue's (alpha, beta); then the kernel's
// body, GemmKernel{}(params, shared_storage), as cutlass/device_kernel.h's
// cutlass::Kernel runs it, with SharedStorage in dynamic shared memory of
// sizeof(GemmKernel::SharedStorage) bytes. Launch: grid
// (ceil(M / tile M), ceil(N / tile N), 1), GemmKernel::kThreadCount threads.
#pragma once
#include <cutlass/cutlass.h>
#include <cutlass/gemm/gemm.h>
#include <cutlass/gemm/kernel/default_gemm.h>
#include <cutlass/gemm/threadblock/threadblock_swizzle.h>
#include <cutlass/epilogue/thread/linear_combination.h>

// DefaultGemm for SM80 tensor ops, C and D row-major, the identity swizzle,
// no split-K: the kernel cutlass::gemm::device::Gemm instantiates.
template <typename ElementA, typename LayoutA, typename ElementB, typename LayoutB, typename ElementC,
          typename ElementAccumulator, typename ElementCompute, typename ThreadblockShape,
          typename WarpShape, typename InstructionShape, int Stages, typename Operator,
          int AlignmentAB = 128 / cutlass::sizeof_bits<ElementA>::value,
          int AlignmentC = 128 / cutlass::sizeof_bits<ElementC>::value>
using Sm80TensorOpGemm = typename cutlass::gemm::kernel::DefaultGemm<
    ElementA, LayoutA, AlignmentAB, ElementB, LayoutB, AlignmentAB, ElementC, cutlass::layout::RowMajor,
    ElementAccumulator, cutlass::arch::OpClassTensorOp, cutlass::arch::Sm80, ThreadblockShape, WarpShape,
    InstructionShape,
    cutlass::epilogue::thread::LinearCombination<ElementC, AlignmentC, ElementAccumulator, ElementCompute>,
    cutlass::gemm::threadblock::GemmIdentityThreadblockSwizzle<1>, Stages, /*SplitKSerial=*/false,
    Operator>::GemmKernel;

template <typename GemmKernel>
__device__ __forceinline__ void gemm_from_args(int m, int n, int k,
                                               typename GemmKernel::Mma::IteratorA::Element const* a, int lda,
                                               typename GemmKernel::Mma::IteratorB::Element const* b, int ldb,
                                               typename GemmKernel::Epilogue::OutputTileIterator::Element* c,
                                               int ldc,
                                               typename GemmKernel::Epilogue::OutputTileIterator::Element* d,
                                               int ldd, float alpha, float beta) {
  using ElementCompute = typename GemmKernel::OutputOp::ElementCompute;
  extern __shared__ int4 gemm_smem[];
  cutlass::gemm::GemmCoord problem(m, n, k);
  typename GemmKernel::ThreadblockSwizzle swizzle;
  cutlass::gemm::GemmCoord tiled = swizzle.get_tiled_shape(
      problem, {GemmKernel::Mma::Shape::kM, GemmKernel::Mma::Shape::kN, GemmKernel::Mma::Shape::kK}, 1);
  typename GemmKernel::Params params(
      problem, tiled, {const_cast<typename GemmKernel::Mma::IteratorA::Element*>(a), lda},
      {const_cast<typename GemmKernel::Mma::IteratorB::Element*>(b), ldb}, {c, ldc}, {d, ldd},
      {ElementCompute(alpha), ElementCompute(beta)});
  GemmKernel op;
  op(params, *reinterpret_cast<typename GemmKernel::SharedStorage*>(gemm_smem));
}

#define CUTLASS_GEMM_WRAPPER(NAME, KERNEL)                                                                  \
  extern "C" __global__ void NAME(int m, int n, int k, KERNEL::Mma::IteratorA::Element const* a, int lda,   \
                                  KERNEL::Mma::IteratorB::Element const* b, int ldb,                        \
                                  KERNEL::Epilogue::OutputTileIterator::Element* c, int ldc,                \
                                  KERNEL::Epilogue::OutputTileIterator::Element* d, int ldd, float alpha,   \
                                  float beta) {                                                             \
    gemm_from_args<KERNEL>(m, n, k, a, lda, b, ldb, c, ldc, d, ldd, alpha, beta);                          \
  }
