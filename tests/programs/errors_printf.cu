// Error handling as careful CUDA programs do it: cudaGetLastError and
// cudaPeekAtLastError after bad launches (too many threads, a grid too
// tall), bad memcpy directions, an invalid device, an impossible allocation,
// and a working launch after each; device printf from one thread (formats
// %d %u %x %lld %f %s %c), flushed at synchronisation.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorName(e)); exit(1); } } while (0)

__global__ void report(const int *data, int n) {
  if (blockIdx.x == 1 && threadIdx.x == 3) {
    long long total = 0;
    for (int i = 0; i < n; ++i) total += data[i];
    printf("device: n=%d first=%u last=0x%x total=%lld mean=%.3f tag=%s/%c\n", n, (unsigned)data[0], data[n - 1], total,
           (double)total / n, "ok", 'Z');
    for (int i = 0; i < 3; ++i) printf("device: line %d of 3\n", i + 1);
  }
}

__global__ void fill(int *x, int n, int v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = v + i;
}

int main() {
  const int n = 1000;
  int *d;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  int bad = 0;
  // a block of 2048 threads cannot launch
  fill<<<1, 2048>>>(d, n, 0);
  cudaError_t peek = cudaPeekAtLastError(), last = cudaGetLastError(), after = cudaGetLastError();
  printf("2048-thread block: peek %s, get %s, then %s\n", cudaGetErrorName(peek), cudaGetErrorName(last), cudaGetErrorName(after));
  bad += last == cudaSuccess || after != cudaSuccess;
  // a grid taller than 65535 blocks
  fill<<<dim3(1, 70000), 32>>>(d, n, 0);
  last = cudaGetLastError();
  printf("grid of 70000 rows: %s\n", cudaGetErrorName(last));
  bad += last == cudaSuccess;
  // the device still works after launch errors
  fill<<<(n + 127) / 128, 128>>>(d, n, 7);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  int h[n];
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  bad += h[0] != 7 || h[n - 1] != 7 + n - 1;
  // an invalid copy direction
  cudaError_t e = cudaMemcpy(h, d, sizeof h, (cudaMemcpyKind)42);
  printf("memcpy kind 42: %s\n", cudaGetErrorName(e));
  bad += e == cudaSuccess;
  cudaGetLastError();
  // a device that does not exist
  int count = 0;
  CHECK(cudaGetDeviceCount(&count));
  e = cudaSetDevice(count + 5);
  printf("cudaSetDevice(count + 5): %s\n", cudaGetErrorName(e));
  bad += e == cudaSuccess;
  cudaGetLastError();
  int dev = -1;
  CHECK(cudaGetDevice(&dev));
  printf("current device still %d\n", dev);
  // an allocation no device has
  void *huge = nullptr;
  e = cudaMalloc(&huge, (size_t)1 << 52);
  printf("4 PiB allocation: %s, pointer %s\n", cudaGetErrorName(e), huge ? "set" : "null");
  bad += e == cudaSuccess;
  cudaError_t first = cudaGetLastError();
  cudaError_t second = cudaGetLastError();
  printf("last error after it: %s, then %s\n", cudaGetErrorName(first), cudaGetErrorName(second));
  // freeing a null pointer is fine
  printf("cudaFree(nullptr): %s\n", cudaGetErrorName(cudaFree(nullptr)));
  printf("error names: %s %s %s\n", cudaGetErrorName(cudaSuccess), cudaGetErrorName(cudaErrorInvalidValue), cudaGetErrorName(cudaErrorMemoryAllocation));
  printf("error strings: %s / %s\n", cudaGetErrorString(cudaSuccess), cudaGetErrorString(cudaErrorInvalidDevice));
  fflush(stdout);
  report<<<2, 32>>>(d, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  printf("host: after the printing kernel\n");
  CHECK(cudaFree(d));
  printf("%s\n", bad ? "UNEXPECTED RESULTS" : "every error was reported");
  return bad != 0;
}
