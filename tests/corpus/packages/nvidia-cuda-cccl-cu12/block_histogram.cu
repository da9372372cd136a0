// Kernels of ours that instantiate CUB's cub::BlockHistogram (nvidia-cuda-cccl-cu12 12.9.27,
// nvidia/cuda_cccl/include/cub/block/block_histogram.cuh) with both algorithms (shared-memory
// atomics, and sort then run-length). Each block bins its tile of samples into a histogram in
// shared memory and writes it out: one histogram a block. The partial last tile's missing
// samples are the last bin.
#include <cub/block/block_histogram.cuh>

using namespace cub;

template <typename T, int BLOCK, int ITEMS, int BINS, BlockHistogramAlgorithm ALG>
__device__ void histogram(const T* in, unsigned* out, int n)
{
  using Hist = BlockHistogram<T, BLOCK, ITEMS, BINS, ALG>;
  __shared__ typename Hist::TempStorage tmp;
  __shared__ unsigned bins[BINS];
  T samples[ITEMS];
  const int base = blockIdx.x * BLOCK * ITEMS + threadIdx.x * ITEMS;
  for (int k = 0; k < ITEMS; ++k)
  {
    samples[k] = base + k < n ? in[base + k] : T(BINS - 1);
  }
  Hist(tmp).Histogram(samples, bins);
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += BLOCK)
  {
    out[blockIdx.x * BINS + b] = bins[b];
  }
}

#define HIST(NAME, T, BLOCK, ITEMS, BINS, ALG) \
  extern "C" __global__ void NAME(const T* in, unsigned* out, int n) { histogram<T, BLOCK, ITEMS, BINS, ALG>(in, out, n); }

HIST(histogram_atomic_u8_b128x4_bins256, unsigned char, 128, 4, 256, BLOCK_HISTO_ATOMIC)
HIST(histogram_sort_u8_b128x4_bins256, unsigned char, 128, 4, 256, BLOCK_HISTO_SORT)
HIST(histogram_sort_u8_b64x8_bins64, unsigned char, 64, 8, 64, BLOCK_HISTO_SORT)
HIST(histogram_atomic_u16_b256x2_bins512, unsigned short, 256, 2, 512, BLOCK_HISTO_ATOMIC)
HIST(histogram_sort_u16_b32x16_bins128, unsigned short, 32, 16, 128, BLOCK_HISTO_SORT)
