// Four streams overlapping copies and a templated kernel taking a struct by
// value, pinned host memory, events, a shared-memory reduction with dynamic
// shared memory, cudaMemcpyDefault, and the error codes of bad calls.
#include <cstdio>
#include <cuda_runtime.h>
#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%d %s: %s (%s)\n", __LINE__, #x, cudaGetErrorString(e), cudaGetErrorName(e)); return 1; } } while (0)

struct Params { float a; int n; double b; };

template <typename T> __global__ void axpb(Params p, const T *x, T *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (; i < p.n; i += gridDim.x * blockDim.x) y[i] = p.a * x[i] + (T)p.b;
}

__global__ void reduce(const float *x, float *out, int n) {
  extern __shared__ float s[];
  int t = threadIdx.x;
  float v = 0;
  for (int i = t; i < n; i += blockDim.x) v += x[i];
  s[t] = v;
  __syncthreads();
  for (int k = blockDim.x / 2; k > 0; k >>= 1) { if (t < k) s[t] += s[t + k]; __syncthreads(); }
  if (t == 0) *out = s[0];
}

int main() {
  const int n = 1 << 16, parts = 4, chunk = n / parts;
  float *hx, *hy; CHECK(cudaMallocHost(&hx, n * 4)); CHECK(cudaMallocHost(&hy, n * 4));
  for (int i = 0; i < n; ++i) hx[i] = (i % 100) * 0.25f;
  float *dx, *dy, *dsum; CHECK(cudaMalloc(&dx, n * 4)); CHECK(cudaMalloc(&dy, n * 4)); CHECK(cudaMalloc(&dsum, 4));
  cudaStream_t s[parts]; for (int i = 0; i < parts; ++i) CHECK(cudaStreamCreate(&s[i]));
  cudaEvent_t t0, t1; CHECK(cudaEventCreate(&t0)); CHECK(cudaEventCreate(&t1));
  CHECK(cudaEventRecord(t0, 0));
  Params p{2.0f, chunk, 1.0};
  for (int i = 0; i < parts; ++i) {
    CHECK(cudaMemcpyAsync(dx + i * chunk, hx + i * chunk, chunk * 4, cudaMemcpyHostToDevice, s[i]));
    axpb<float><<<32, 128, 0, s[i]>>>(p, dx + i * chunk, dy + i * chunk);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpyAsync(hy + i * chunk, dy + i * chunk, chunk * 4, cudaMemcpyDeviceToHost, s[i]));
  }
  CHECK(cudaEventRecord(t1, 0));
  CHECK(cudaEventSynchronize(t1));
  float ms; CHECK(cudaEventElapsedTime(&ms, t0, t1));
  CHECK(cudaDeviceSynchronize());
  int bad = 0; for (int i = 0; i < n; ++i) if (hy[i] != 2.0f * hx[i] + 1.0f) ++bad;
  reduce<<<1, 256, 256 * sizeof(float)>>>(dy, dsum, n);
  float sum; CHECK(cudaMemcpy(&sum, dsum, 4, cudaMemcpyDefault));
  printf("wrong %d, sum %.1f, timed %s\n", bad, sum, ms >= 0 ? "yes" : "no");
  CHECK(cudaMemset(dy, 0, n * 4));
  // errors: a bad free, too big a block
  printf("bad free: %s\n", cudaGetErrorName(cudaFree((void *)0x1234)));
  printf("after: %s\n", cudaGetErrorName(cudaGetLastError()));
  reduce<<<1, 4096>>>(dy, dsum, n);
  printf("big block: %s\n", cudaGetErrorName(cudaGetLastError()));
  for (int i = 0; i < parts; ++i) CHECK(cudaStreamDestroy(s[i]));
  int count; CHECK(cudaGetDeviceCount(&count));
  int v; CHECK(cudaRuntimeGetVersion(&v));
  printf("devices %s, runtime %s\n", count >= 1 ? "present" : "none", v >= 12000 ? "12 or later" : "older");
  CHECK(cudaFreeHost(hx)); CHECK(cudaFreeHost(hy));
  return bad != 0;
}
