// Histogram of an 8-bit image: per-block privatised histograms in shared
// memory with atomicAdd, merged into global memory with atomicAdd; cudaMemset
// of the result; a second 64-bin histogram of a float signal with atomicInc.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

__global__ void hist256(const unsigned char *img, int n, unsigned int *bins) {
  __shared__ unsigned int local[256];
  for (int i = threadIdx.x; i < 256; i += blockDim.x) local[i] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&local[img[i]], 1u);
  __syncthreads();
  for (int i = threadIdx.x; i < 256; i += blockDim.x)
    if (local[i]) atomicAdd(&bins[i], local[i]);
}

// Bins [lo, hi) into 64 buckets; values outside go to the first or last.
__global__ void hist_float(const float *x, int n, float lo, float hi, unsigned *bins) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int b = (int)((x[i] - lo) / (hi - lo) * 64.0f);
  b = b < 0 ? 0 : (b > 63 ? 63 : b);
  atomicInc(&bins[b], 0xffffffffu);
}

int main() {
  const int w = 320, h = 240, n = w * h;
  std::vector<unsigned char> img(n);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) img[y * w + x] = (unsigned char)((x * x + 3 * y * x + y) % 251);
  unsigned char *dimg; unsigned *dbins;
  CHECK(cudaMalloc(&dimg, n));
  CHECK(cudaMalloc(&dbins, 256 * sizeof(unsigned)));
  CHECK(cudaMemcpy(dimg, img.data(), n, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dbins, 0xff, 256 * sizeof(unsigned)));
  CHECK(cudaMemset(dbins, 0, 256 * sizeof(unsigned)));
  hist256<<<40, 256>>>(dimg, n, dbins);
  CHECK(cudaGetLastError());
  std::vector<unsigned> bins(256), want(256, 0);
  CHECK(cudaMemcpy(bins.data(), dbins, 256 * 4, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) want[img[i]]++;
  int bad = 0;
  for (int i = 0; i < 256; ++i) bad += bins[i] != want[i];
  unsigned total = 0, peak = 0; int peak_bin = 0;
  for (int i = 0; i < 256; ++i) { total += bins[i]; if (bins[i] > peak) { peak = bins[i]; peak_bin = i; } }
  printf("image histogram: %u pixels, fullest bin %d with %u, bins 0..3: %u %u %u %u, %d wrong\n",
         total, peak_bin, peak, bins[0], bins[1], bins[2], bins[3], bad);

  const int m = 50000;
  std::vector<float> sig(m);
  for (int i = 0; i < m; ++i) sig[i] = (float)((i * 37) % 1000) / 100.0f - 1.0f;  // -1 .. 8.99
  float *dsig; unsigned *dfb;
  CHECK(cudaMalloc(&dsig, m * 4)); CHECK(cudaMalloc(&dfb, 64 * 4));
  CHECK(cudaMemcpy(dsig, sig.data(), m * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dfb, 0, 64 * 4));
  hist_float<<<(m + 127) / 128, 128>>>(dsig, m, 0.0f, 8.0f, dfb);
  CHECK(cudaGetLastError());
  std::vector<unsigned> fb(64), fwant(64, 0);
  CHECK(cudaMemcpy(fb.data(), dfb, 64 * 4, cudaMemcpyDeviceToHost));
  for (int i = 0; i < m; ++i) {
    int b = (int)((sig[i] - 0.0f) / (8.0f - 0.0f) * 64.0f);
    b = b < 0 ? 0 : (b > 63 ? 63 : b);
    fwant[b]++;
  }
  int fbad = 0;
  for (int i = 0; i < 64; ++i) fbad += fb[i] != fwant[i];
  printf("signal histogram: first %u, middle %u, last %u, %d wrong\n", fb[0], fb[32], fb[63], fbad);
  cudaFree(dimg); cudaFree(dbins); cudaFree(dsig); cudaFree(dfb);
  return bad || fbad;
}
