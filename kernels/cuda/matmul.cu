// C = A B for square row-major matrices of side `width`, tiled through
// shared memory, written for gpujit's tests and benchmarks.
//
// A block of SIDE x SIDE threads computes one SIDE x SIDE tile of C: for
// each step along the shared dimension it stages a tile of A and a tile of B
// in shared memory (zeros past the matrix edge, so any width works) and every
// thread adds the SIDE products of its row and column. A variant with the
// width folded knows the number of steps.

template <int SIDE>
__device__ __forceinline__ void tiled_matmul(float *c, const float *a, const float *b, int width) {
  __shared__ float a_tile[SIDE][SIDE];
  __shared__ float b_tile[SIDE][SIDE];
  int col = blockIdx.x * SIDE + threadIdx.x;
  int row = blockIdx.y * SIDE + threadIdx.y;
  float sum = 0.0f;
  for (int base = 0; base < width; base += SIDE) {
    int a_col = base + threadIdx.x, b_row = base + threadIdx.y;
    a_tile[threadIdx.y][threadIdx.x] = row < width && a_col < width ? a[row * width + a_col] : 0.0f;
    b_tile[threadIdx.y][threadIdx.x] = b_row < width && col < width ? b[b_row * width + col] : 0.0f;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < SIDE; ++k)
      sum += a_tile[threadIdx.y][k] * b_tile[k][threadIdx.x];
    __syncthreads();
  }
  if (row < width && col < width)
    c[row * width + col] = sum;
}

// 32 x 32 tiles: launch blocks of 32 x 32 threads, a grid of
// ceil(width / 32) x ceil(width / 32) blocks.
extern "C" __global__ void __launch_bounds__(1024) matmul_tiled32(float *c, const float *a,
                                                                 const float *b, int width) {
  tiled_matmul<32>(c, a, b, width);
}
