// Unified memory as tutorials and simulation codes use it: cudaMallocManaged
// arrays that the host fills and reads with no copies, a linked structure of
// managed allocations that kernels follow by pointer, prefetch and advice
// hints, atomics into managed memory, and zero-copy results in mapped host
// memory (cudaHostAlloc + cudaHostGetDevicePointer).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); return 1; } } while (0)

// y = a * x + y over a grid-stride loop.
__global__ void saxpy(int n, float a, const float *x, float *y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    y[i] = a * x[i] + y[i];
}

// A sparse matrix in CSR form whose arrays are separate managed allocations,
// reached by the kernel through the managed struct itself.
struct Csr {
  int rows;
  int *row_start;
  int *col;
  float *val;
};

__global__ void spmv(const Csr *m, const float *x, float *y) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= m->rows) return;
  float s = 0.0f;
  for (int k = m->row_start[r]; k < m->row_start[r + 1]; ++k) s += m->val[k] * x[m->col[k]];
  y[r] = s;
}

// Counts of each value mod 16 into managed bins; the block's count of odd
// values into zero-copy host memory.
__global__ void histogram(const int *v, int n, unsigned int *bins, unsigned int *odd) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicAdd(&bins[v[i] & 15], 1u);
    if (v[i] & 1) atomicAdd(&odd[blockIdx.x], 1u);
  }
}

static int prefetch(const void *p, size_t bytes, int device, cudaStream_t s) {
#if CUDART_VERSION >= 13000
  cudaMemLocation loc = {};
  loc.type = device == cudaCpuDeviceId ? cudaMemLocationTypeHost : cudaMemLocationTypeDevice;
  loc.id = device == cudaCpuDeviceId ? 0 : device;
  CHECK(cudaMemPrefetchAsync(p, bytes, loc, 0, s));
  CHECK(cudaMemAdvise(p, bytes, cudaMemAdviseSetPreferredLocation, loc));
#else
  CHECK(cudaMemPrefetchAsync(p, bytes, device, s));
  CHECK(cudaMemAdvise(p, bytes, cudaMemAdviseSetPreferredLocation, device));
#endif
  return 0;
}

int main() {
  int dev = 0, managed = 0, map_host = 0;
  CHECK(cudaGetDevice(&dev));
  CHECK(cudaDeviceGetAttribute(&managed, cudaDevAttrManagedMemory, dev));
  CHECK(cudaDeviceGetAttribute(&map_host, cudaDevAttrCanMapHostMemory, dev));
  printf("managed memory: %s, mapped host memory: %s\n", managed ? "yes" : "no", map_host ? "yes" : "no");

  // 1. SAXPY on managed arrays, the host initialising and checking in place.
  const int n = 1 << 20;
  float *x, *y;
  CHECK(cudaMallocManaged(&x, n * sizeof(float)));
  CHECK(cudaMallocManaged(&y, n * sizeof(float)));
  for (int i = 0; i < n; ++i) { x[i] = 1.0f + (i % 7); y[i] = 2.0f; }
  cudaStream_t s;
  CHECK(cudaStreamCreate(&s));
  if (prefetch(x, n * sizeof(float), dev, s) || prefetch(y, n * sizeof(float), dev, s)) return 1;
  saxpy<<<256, 256, 0, s>>>(n, 3.0f, x, y);
  CHECK(cudaGetLastError());
  if (prefetch(y, n * sizeof(float), cudaCpuDeviceId, s)) return 1;
  CHECK(cudaStreamSynchronize(s));
  double sum = 0;
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    sum += y[i];
    if (y[i] != 3.0f * (1.0f + (i % 7)) + 2.0f) ++bad;
  }
  printf("saxpy: sum %.1f, %d wrong\n", sum, bad);
  int failures = bad;

  // 2. A tridiagonal CSR matrix built on the host in managed memory.
  const int rows = 1000;
  Csr *m;
  CHECK(cudaMallocManaged(&m, sizeof(Csr)));
  m->rows = rows;
  CHECK(cudaMallocManaged(&m->row_start, (rows + 1) * sizeof(int)));
  CHECK(cudaMallocManaged(&m->col, 3 * rows * sizeof(int)));
  CHECK(cudaMallocManaged(&m->val, 3 * rows * sizeof(float)));
  float *v, *w;
  CHECK(cudaMallocManaged(&v, rows * sizeof(float)));
  CHECK(cudaMallocManaged(&w, rows * sizeof(float)));
  int nnz = 0;
  for (int r = 0; r < rows; ++r) {
    m->row_start[r] = nnz;
    for (int c = r - 1; c <= r + 1; ++c) {
      if (c < 0 || c >= rows) continue;
      m->col[nnz] = c;
      m->val[nnz] = c == r ? 2.0f : -1.0f;
      ++nnz;
    }
    v[r] = (float)(r % 10);
  }
  m->row_start[rows] = nnz;
  spmv<<<(rows + 127) / 128, 128>>>(m, v, w);
  CHECK(cudaDeviceSynchronize());
  bad = 0;
  double wsum = 0;
  for (int r = 0; r < rows; ++r) {
    float want = 2.0f * v[r] - (r > 0 ? v[r - 1] : 0.0f) - (r + 1 < rows ? v[r + 1] : 0.0f);
    if (w[r] != want) ++bad;
    wsum += w[r];
  }
  printf("spmv: %d nonzeros, sum %.1f, w[9] = %.1f, w[10] = %.1f, %d wrong\n", nnz, wsum, w[9], w[10], bad);
  failures += bad;

  // 3. A histogram into managed bins, per-block odd counts into mapped host memory.
  const int count = 100000, block = 256, blocks = (count + block - 1) / block;
  int *values;
  unsigned int *bins, *odd_host, *odd_dev;
  CHECK(cudaMallocManaged(&values, count * sizeof(int)));
  CHECK(cudaMallocManaged(&bins, 16 * sizeof(unsigned int), cudaMemAttachHost));
  CHECK(cudaStreamAttachMemAsync(s, bins, 0, cudaMemAttachGlobal));
  CHECK(cudaHostAlloc(&odd_host, blocks * sizeof(unsigned int), cudaHostAllocMapped));
  CHECK(cudaHostGetDevicePointer(&odd_dev, odd_host, 0));
  unsigned int seed = 12345;
  for (int i = 0; i < count; ++i) {
    seed = seed * 1664525u + 1013904223u;
    values[i] = (int)(seed >> 8);
  }
  CHECK(cudaMemsetAsync(bins, 0, 16 * sizeof(unsigned int), s));
  for (int b = 0; b < blocks; ++b) odd_host[b] = 0;
  histogram<<<blocks, block, 0, s>>>(values, count, bins, odd_dev);
  CHECK(cudaStreamSynchronize(s));
  unsigned int want[16] = {0}, odd = 0, odd_want = 0;
  for (int i = 0; i < count; ++i) { ++want[values[i] & 15]; odd_want += values[i] & 1; }
  bad = 0;
  for (int b = 0; b < 16; ++b) if (bins[b] != want[b]) ++bad;
  for (int b = 0; b < blocks; ++b) odd += odd_host[b];
  printf("histogram: bins[0] = %u, bins[15] = %u, %u odd (want %u), %d bins wrong\n", bins[0], bins[15], odd, odd_want, bad);

  // 4. What the runtime says of each pointer.
  cudaPointerAttributes a;
  CHECK(cudaPointerGetAttributes(&a, y));
  int managed_ok = a.type == cudaMemoryTypeManaged && a.devicePointer == y && a.hostPointer == y;
  CHECK(cudaPointerGetAttributes(&a, odd_host));
  int host_ok = a.type == cudaMemoryTypeHost && a.devicePointer == odd_dev;
  printf("pointer attributes: managed %s, mapped host %s\n", managed_ok ? "ok" : "wrong", host_ok ? "ok" : "wrong");

  CHECK(cudaFree(x)); CHECK(cudaFree(y));
  CHECK(cudaFree(m->row_start)); CHECK(cudaFree(m->col)); CHECK(cudaFree(m->val)); CHECK(cudaFree(m));
  CHECK(cudaFree(v)); CHECK(cudaFree(w)); CHECK(cudaFree(values)); CHECK(cudaFree(bins));
  CHECK(cudaFreeHost(odd_host));
  CHECK(cudaStreamDestroy(s));
  int failed = failures + bad != 0 || odd != odd_want || !managed_ok || !host_ok;
  printf("%s\n", failed ? "FAILED" : "PASSED");
  return failed;
}
