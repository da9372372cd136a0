// Dynamic shared memory beyond the 48 KiB default: cudaFuncSetAttribute
// (cudaFuncAttributeMaxDynamicSharedMemorySize), cudaFuncGetAttributes, the
// occupancy calculator, and a kernel using a 56 KiB extern __shared__
// buffer split into typed regions (two double halves and an int counter);
// requests above 48 KiB without opting in, or above the device, fail.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include <cmath>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

// each block: repeated 3-point smoothing of `count` doubles held in shared
// memory (ping-pong halves of one extern buffer), then a block-wide count of
// values above the mean with a shared int counter behind the doubles
__global__ void block_smooth(const double *in, double *out, int count, int iters, unsigned *above) {
  extern __shared__ double buf[];
  double *a = buf, *b = buf + count;
  unsigned *counter = reinterpret_cast<unsigned *>(buf + 2 * count);
  const double *src = in + (size_t)blockIdx.x * count;
  for (int i = threadIdx.x; i < count; i += blockDim.x) a[i] = src[i];
  if (threadIdx.x == 0) *counter = 0;
  __syncthreads();
  for (int it = 0; it < iters; ++it) {
    for (int i = threadIdx.x; i < count; i += blockDim.x) {
      double l = a[i > 0 ? i - 1 : i], r = a[i < count - 1 ? i + 1 : i];
      b[i] = 0.25 * l + 0.5 * a[i] + 0.25 * r;
    }
    __syncthreads();
    double *t = a; a = b; b = t;
  }
  for (int i = threadIdx.x; i < count; i += blockDim.x) {
    out[(size_t)blockIdx.x * count + i] = a[i];
    if (a[i] > 500.0) atomicAdd(counter, 1u);
  }
  __syncthreads();
  if (threadIdx.x == 0) above[blockIdx.x] = *counter;
}

__global__ void small_kernel(float *x) { x[threadIdx.x] = threadIdx.x; }

int main() {
  const int count = 3500, iters = 8;                         // two 28000-byte halves: 56 KiB
  const size_t smem = 2 * count * sizeof(double) + 16;       // plus the counter
  const int blocks = 4;
  cudaFuncAttributes attr;
  CHECK(cudaFuncGetAttributes(&attr, block_smooth));
  printf("max threads per block at least 256: %s\n", attr.maxThreadsPerBlock >= 256 ? "yes" : "no");
  int optin = 0;
  CHECK(cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0));
  printf("opt-in shared memory per block of at least 56 KiB: %s\n", optin >= (int)smem ? "yes" : "no");
  double *din, *dout; unsigned *dabove;
  std::vector<double> h(blocks * count);
  for (int i = 0; i < blocks * count; ++i) h[i] = (double)((i * 7919) % 1001);
  CHECK(cudaMalloc(&din, h.size() * 8)); CHECK(cudaMalloc(&dout, h.size() * 8)); CHECK(cudaMalloc(&dabove, blocks * 4));
  CHECK(cudaMemcpy(din, h.data(), h.size() * 8, cudaMemcpyHostToDevice));
  // without the attribute a request above 48 KiB is refused
  block_smooth<<<blocks, 256, smem>>>(din, dout, count, iters, dabove);
  cudaError_t e = cudaGetLastError();
  printf("56 KiB without opting in refused: %s\n", e != cudaSuccess ? "yes" : "no");
  CHECK(cudaFuncSetAttribute(block_smooth, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem));
  CHECK(cudaFuncGetAttributes(&attr, block_smooth));
  printf("max dynamic shared memory now %d bytes\n", attr.maxDynamicSharedSizeBytes);
  int per_sm = 0;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, block_smooth, 256, smem));
  printf("occupancy: at least one 256-thread block per multiprocessor: %s\n", per_sm >= 1 ? "yes" : "no");
  int small_per_sm = 0;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&small_per_sm, small_kernel, 64, 0));
  printf("small blocks fit at least as often: %s\n", small_per_sm >= per_sm ? "yes" : "no");
  block_smooth<<<blocks, 256, smem>>>(din, dout, count, iters, dabove);
  CHECK(cudaGetLastError());
  std::vector<double> r(h.size()); std::vector<unsigned> ab(blocks);
  CHECK(cudaMemcpy(r.data(), dout, r.size() * 8, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(ab.data(), dabove, blocks * 4, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int blk = 0; blk < blocks; ++blk) {
    std::vector<double> a(h.begin() + blk * count, h.begin() + (blk + 1) * count), b(count);
    for (int it = 0; it < iters; ++it) {
      for (int i = 0; i < count; ++i) b[i] = 0.25 * a[i > 0 ? i - 1 : i] + 0.5 * a[i] + 0.25 * a[i < count - 1 ? i + 1 : i];
      std::swap(a, b);
    }
    unsigned above = 0; double sum = 0;
    for (int i = 0; i < count; ++i) { bad += fabs(r[blk * count + i] - a[i]) > 1e-9; above += a[i] > 500.0; sum += a[i]; }
    bad += ab[blk] != above;
    printf("block %d: mean %.3f, %u values above 500\n", blk, sum / count, ab[blk]);
  }
  // more than the device allows is refused even with the attribute
  e = cudaFuncSetAttribute(block_smooth, cudaFuncAttributeMaxDynamicSharedMemorySize, 1 << 30);
  printf("1 GiB of shared memory: %s\n", cudaGetErrorName(e));
  cudaGetLastError();
  printf("%d wrong\n", bad);
  return bad != 0;
}
