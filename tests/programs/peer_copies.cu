// Copies between devices as a multi-GPU program makes them: cudaMemcpyPeer from
// device 0 to the last device and cudaMemcpyPeerAsync back on a stream of the
// last device, with kernels on both sides; and what the runtime answers about
// peer access: cudaDeviceCanAccessPeer, enabling and disabling access to a device
// itself or to one that does not exist, and peer copies it refuses.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

__global__ void fill(int *p, int n, int base) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = base + 3 * i;
}

__global__ void twice(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] *= 2;
}

static void say(const char *what, cudaError_t e) {
  printf("%s: %s\n", what, cudaGetErrorName(e));
  cudaGetLastError();
}

int main() {
  int count = 0;
  CHECK(cudaGetDeviceCount(&count));
  int last = count - 1;

  int can = -1;
  cudaError_t e = cudaDeviceCanAccessPeer(&can, 0, 0);
  printf("cudaDeviceCanAccessPeer(0, 0): %s, %d\n", cudaGetErrorName(e), can);
  say("cudaDeviceCanAccessPeer(0, count)", cudaDeviceCanAccessPeer(&can, 0, count));
  say("cudaDeviceCanAccessPeer(-1, 0)", cudaDeviceCanAccessPeer(&can, -1, 0));

  CHECK(cudaSetDevice(0));
  say("cudaDeviceEnablePeerAccess(0)", cudaDeviceEnablePeerAccess(0, 0));
  say("cudaDeviceEnablePeerAccess(count)", cudaDeviceEnablePeerAccess(count, 0));
  say("cudaDeviceEnablePeerAccess(0, flags 1)", cudaDeviceEnablePeerAccess(0, 1));
  say("cudaDeviceDisablePeerAccess(0)", cudaDeviceDisablePeerAccess(0));
  say("cudaDeviceDisablePeerAccess(count)", cudaDeviceDisablePeerAccess(count));

  const int n = 1 << 20;
  const size_t bytes = n * sizeof(int);
  int *a = nullptr, *b = nullptr;
  CHECK(cudaSetDevice(0));
  CHECK(cudaMalloc(&a, bytes));
  fill<<<(n + 255) / 256, 256>>>(a, n, 7);
  CHECK(cudaGetLastError());
  CHECK(cudaSetDevice(last));
  CHECK(cudaMalloc(&b, bytes));
  CHECK(cudaMemset(b, 0, bytes));

  // From device 0 to the last one, asked from device 0: ordered after fill.
  CHECK(cudaSetDevice(0));
  CHECK(cudaMemcpyPeer(b, last, a, 0, bytes));
  CHECK(cudaSetDevice(last));
  twice<<<(n + 255) / 256, 256>>>(b, n);
  CHECK(cudaGetLastError());
  // Back into the upper half of a, on a stream of the last device.
  cudaStream_t s;
  CHECK(cudaStreamCreate(&s));
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpyPeerAsync(a + n / 2, 0, b, last, bytes / 2, s));
  CHECK(cudaStreamSynchronize(s));
  CHECK(cudaStreamDestroy(s));

  int *h = (int *)malloc(bytes);
  CHECK(cudaSetDevice(0));
  CHECK(cudaMemcpy(h, a, bytes, cudaMemcpyDeviceToHost));
  unsigned long long sum = 0;
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    int want = i < n / 2 ? 7 + 3 * i : 2 * (7 + 3 * (i - n / 2));
    if (h[i] != want && bad++ < 4) printf("a[%d] = %d, not %d\n", i, h[i], want);
    sum += (unsigned)h[i];
  }
  printf("peer copies: %s, checksum %llu\n", bad ? "WRONG" : "ok", sum);

  say("cudaMemcpyPeer to device count", cudaMemcpyPeer(b, count, a, 0, 16));
  say("cudaMemcpyPeer from device -1", cudaMemcpyPeer(b, last, a, -1, 16));
  say("cudaMemcpyPeer of 0 bytes", cudaMemcpyPeer(b, last, a, 0, 0));

  CHECK(cudaSetDevice(last));
  CHECK(cudaFree(b));
  CHECK(cudaSetDevice(0));
  CHECK(cudaFree(a));
  free(h);
  return bad ? 1 : 0;
}
