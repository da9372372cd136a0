// Partial sums of an f32 array, one per block, written for gpujit's tests
// and benchmarks: add up the partials (on the host or by a second launch) for
// the total.
//
// Each thread first sums the elements i, i + stride, i + 2 stride, ... of a
// grid-stride walk (stride = blockDim.x * gridDim.x), so any grid covers any
// length. The block then halves its BLOCK sums in shared memory down to 64,
// and the first warp finishes with shuffles. A variant with the length, the
// block and the grid folded knows every loop count.

template <unsigned BLOCK>
__device__ __forceinline__ void sum_into_partial(const float *in, float *partial, unsigned n) {
  extern __shared__ float sums[];
  unsigned tid = threadIdx.x;
  float acc = 0.0f;
  for (unsigned i = blockIdx.x * blockDim.x + tid; i < n; i += blockDim.x * gridDim.x)
    acc += in[i];
  sums[tid] = acc;
  __syncthreads();
  for (unsigned half = BLOCK / 2; half >= 64; half /= 2) {
    if (tid < half)
      sums[tid] += sums[tid + half];
    __syncthreads();
  }
  if (tid < 32) {
    acc = sums[tid] + sums[tid + 32];
    for (int lane_gap = 16; lane_gap > 0; lane_gap /= 2)
      acc += __shfl_down_sync(0xffffffffu, acc, lane_gap);
    if (tid == 0)
      partial[blockIdx.x] = acc;
  }
}

// Blocks of 256 threads; dynamic shared memory: 256 floats.
extern "C" __global__ void __launch_bounds__(256) block_reduce256(const float *in, float *partial,
                                                                  unsigned n) {
  sum_into_partial<256>(in, partial, n);
}
