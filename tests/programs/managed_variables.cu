// __managed__ variables as simulation and analysis codes use them: a
// parameter struct and lookup tables with static initial values that the host
// changes between launches, result arrays and counters that kernels update
// with atomics and the host reads with no copy, a managed table handed to a
// kernel by pointer, and the symbol calls (cudaMemcpyToSymbol/FromSymbol,
// cudaGetSymbolAddress, cudaMemset on a variable) used on them.
#include <cstdio>
#include <cmath>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); return 1; } } while (0)

struct Params {
  int n;
  int bins;
  float scale;
};

__managed__ Params params = {4096, 16, 0.5f};
__managed__ int weights[8] = {1, 2, 3, 5, 8, 13, 21, 34};
__managed__ int histogram[16];
__managed__ unsigned long long total;
__managed__ float smoothed[256];

// Bins sample i of a deterministic sequence and adds its weight.
__global__ void classify(int seed) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < params.n; i += blockDim.x * gridDim.x) {
    unsigned h = (unsigned)(i + seed) * 2654435761u;
    int bin = (int)(h >> 16) % params.bins;
    atomicAdd(&histogram[bin], 1);
    atomicAdd(&total, (unsigned long long)weights[bin & 7]);
  }
}

// A three-point average of `in` scaled by params.scale: `in` is a managed
// table passed by pointer, `out` a managed result.
__global__ void smooth(const int *in, int len, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= 256) return;
  int a = in[(i + len - 1) % len], b = in[i % len], c = in[(i + 1) % len];
  out[i] = params.scale * (float)(a + b + c) / 3.0f;
}

int main() {
  // Static initial values are visible to the host before any CUDA call.
  printf("initial: n=%d bins=%d scale=%.2f weights[7]=%d histogram[3]=%d\n", params.n,
         params.bins, params.scale, weights[7], histogram[3]);
  cudaStream_t s;
  CHECK(cudaStreamCreate(&s));

  classify<<<8, 128, 0, s>>>(7);
  CHECK(cudaGetLastError());
  CHECK(cudaStreamSynchronize(s));
  long sum = 0;
  unsigned long long want_total = 0;
  int want[16] = {0};
  for (int i = 0; i < params.n; ++i) {
    unsigned h = (unsigned)(i + 7) * 2654435761u;
    int bin = (int)(h >> 16) % params.bins;
    ++want[bin];
    want_total += weights[bin & 7];
  }
  bool ok = true;
  for (int b = 0; b < 16; ++b) {
    sum += histogram[b];
    ok = ok && histogram[b] == want[b];
  }
  printf("pass 1: samples=%ld total=%llu histogram[0..3]=%d %d %d %d\n", sum, total,
         histogram[0], histogram[1], histogram[2], histogram[3]);
  ok = ok && total == want_total;

  // The host changes parameters and tables in place; the next launch sees them.
  params.n = 1000;
  params.bins = 8;
  for (int i = 0; i < 8; ++i) weights[i] *= 2;
  CHECK(cudaMemset(histogram, 0, sizeof histogram));
  unsigned long long zero = 0;
  CHECK(cudaMemcpyToSymbol(total, &zero, sizeof zero));
  classify<<<4, 64>>>(11);
  CHECK(cudaDeviceSynchronize());
  unsigned long long want2 = 0;
  int want_hist2[8] = {0};
  for (int i = 0; i < 1000; ++i) {
    unsigned h = (unsigned)(i + 11) * 2654435761u;
    int bin = (int)(h >> 16) % 8;
    ++want_hist2[bin];
    want2 += weights[bin & 7];
  }
  unsigned long long got2 = 0;
  CHECK(cudaMemcpyFromSymbol(&got2, total, sizeof got2));
  for (int b = 0; b < 8; ++b) ok = ok && histogram[b] == want_hist2[b];
  printf("pass 2: total=%llu (symbol copy %llu) histogram[0..3]=%d %d %d %d\n", total, got2,
         histogram[0], histogram[1], histogram[2], histogram[3]);
  ok = ok && got2 == want2 && total == want2;

  // A managed table by pointer, and the symbol's address is the variable's.
  void *addr = nullptr;
  CHECK(cudaGetSymbolAddress(&addr, weights));
  size_t size = 0;
  CHECK(cudaGetSymbolSize(&size, smoothed));
  printf("symbol: address is &weights: %s, sizeof smoothed: %zu\n",
         addr == (void *)weights ? "yes" : "no", size);
  ok = ok && addr == (void *)weights && size == sizeof smoothed;
  params.scale = 1.5f;
  smooth<<<2, 128>>>((const int *)addr, 8, smoothed);
  CHECK(cudaDeviceSynchronize());
  double acc = 0;
  for (int i = 0; i < 256; ++i) {
    int a = weights[(i + 7) % 8], b = weights[i % 8], c = weights[(i + 1) % 8];
    float w = 1.5f * (float)(a + b + c) / 3.0f;
    ok = ok && fabsf(smoothed[i] - w) <= 1e-6f * w;
    acc += smoothed[i];
  }
  printf("smooth: smoothed[0]=%.3f smoothed[255]=%.3f sum=%.3f\n", smoothed[0], smoothed[255],
         acc);
  CHECK(cudaStreamDestroy(s));
  printf("check: %s\n", ok ? "ok" : "FAILED");
  return ok ? 0 : 1;
}
