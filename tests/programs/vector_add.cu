// Vector addition with a __constant__ scale: cudaMalloc, cudaMemcpyToSymbol,
// a <<<>>> launch, cudaGetDeviceProperties.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); return 1; } } while (0)

__constant__ float scale[1];

__global__ void vadd(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = scale[0] * (a[i] + b[i]);
}

int main() {
  const int n = 1000;
  std::vector<float> a(n), b(n), c(n);
  for (int i = 0; i < n; ++i) { a[i] = i; b[i] = 2 * i; }
  float *da, *db, *dc;
  CHECK(cudaMalloc(&da, n * sizeof(float)));
  CHECK(cudaMalloc(&db, n * sizeof(float)));
  CHECK(cudaMalloc(&dc, n * sizeof(float)));
  float s = 0.5f;
  CHECK(cudaMemcpyToSymbol(scale, &s, sizeof(float)));
  CHECK(cudaMemcpy(da, a.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(db, b.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  vadd<<<(n + 255) / 256, 256>>>(da, db, dc, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(c.data(), dc, n * sizeof(float), cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; ++i) if (c[i] != 0.5f * 3 * i) ++bad;
  cudaDeviceProp p;
  CHECK(cudaGetDeviceProperties(&p, 0));
  printf("device properties: %s\n", p.multiProcessorCount > 0 && (p.warpSize == 32 || p.warpSize == 64) && p.maxThreadsPerBlock >= 256 ? "plausible" : "implausible");
  printf("c[999] = %g, %d wrong\n", c[999], bad);
  cudaFree(da); cudaFree(db); cudaFree(dc);
  return bad != 0;
}
