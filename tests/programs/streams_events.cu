// A producer/consumer pipeline over three non-blocking streams: pinned host
// buffers (cudaHostAlloc) with cudaMemcpyAsync, cudaStreamWaitEvent making a
// consumer stream wait on a producer's event, cudaMemsetAsync, event and
// stream queries after synchronisation, and the legacy default stream.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

__global__ void produce(int *buf, int n, int batch) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) buf[i] = batch * 1000 + (i % 997);
}
__global__ void consume(const int *buf, int *acc, int n) {
  // deliberately slow-ish: several passes so a missing dependency would show
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { int v = buf[i]; for (int k = 0; k < 4; ++k) v = (v * 3 + 1) % 100003; acc[i] += v; }
}
__global__ void scale(int *acc, int n, int f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) acc[i] *= f;
}

int main() {
  const int n = 1 << 14, batches = 6;
  cudaStream_t prod, cons, copy;
  CHECK(cudaStreamCreateWithFlags(&prod, cudaStreamNonBlocking));
  CHECK(cudaStreamCreateWithFlags(&cons, cudaStreamNonBlocking));
  CHECK(cudaStreamCreate(&copy));
  int *buf[2], *acc, *host;
  CHECK(cudaMalloc(&buf[0], n * 4)); CHECK(cudaMalloc(&buf[1], n * 4)); CHECK(cudaMalloc(&acc, n * 4));
  CHECK(cudaHostAlloc(&host, n * 4 * batches, cudaHostAllocDefault));
  cudaEvent_t produced[2], consumed[2], copied, done;
  for (int i = 0; i < 2; ++i) {
    CHECK(cudaEventCreateWithFlags(&produced[i], cudaEventDisableTiming));
    CHECK(cudaEventCreateWithFlags(&consumed[i], cudaEventDisableTiming));
  }
  CHECK(cudaEventCreateWithFlags(&copied, cudaEventDisableTiming));
  CHECK(cudaEventCreate(&done));
  CHECK(cudaMemsetAsync(acc, 0, n * 4, cons));
  for (int b = 0; b < batches; ++b) {
    int s = b % 2;
    if (b >= 2) CHECK(cudaStreamWaitEvent(prod, consumed[s], 0));   // don't overwrite a buffer still being read
    produce<<<(n + 255) / 256, 256, 0, prod>>>(buf[s], n, b);
    CHECK(cudaEventRecord(produced[s], prod));
    CHECK(cudaStreamWaitEvent(cons, produced[s], 0));
    if (b >= 1) CHECK(cudaStreamWaitEvent(cons, copied, 0));          // the last snapshot is taken
    consume<<<(n + 255) / 256, 256, 0, cons>>>(buf[s], acc, n);
    CHECK(cudaEventRecord(consumed[s], cons));
    // snapshot the running total into this batch's slot of pinned memory
    CHECK(cudaStreamWaitEvent(copy, consumed[s], 0));
    CHECK(cudaMemcpyAsync(host + b * n, acc, n * 4, cudaMemcpyDeviceToHost, copy));
    CHECK(cudaEventRecord(copied, copy));
  }
  CHECK(cudaGetLastError());
  CHECK(cudaEventRecord(done, copy));
  CHECK(cudaEventSynchronize(done));
  printf("after synchronising: done event %s, copy stream %s\n", cudaGetErrorName(cudaEventQuery(done)),
         cudaGetErrorName(cudaStreamQuery(copy)));
  // the legacy default stream: scale then copy back synchronously
  CHECK(cudaStreamSynchronize(cons));
  scale<<<(n + 255) / 256, 256>>>(acc, n, 2);
  std::vector<int> fin(n);
  CHECK(cudaMemcpy(fin.data(), acc, n * 4, cudaMemcpyDeviceToHost));
  int bad = 0;
  std::vector<long long> want(n, 0);
  for (int b = 0; b < batches; ++b)
    for (int i = 0; i < n; ++i) {
      int v = b * 1000 + (i % 997);
      for (int k = 0; k < 4; ++k) v = (v * 3 + 1) % 100003;
      want[i] += v;
      if (host[b * n + i] != want[i] && bad++ < 3) printf("batch %d element %d: %d, expected %lld\n", b, i, host[b * n + i], want[i]);
    }
  for (int i = 0; i < n; ++i) bad += fin[i] != 2 * want[i];
  long long sum = 0;
  for (int i = 0; i < n; ++i) sum += fin[i];
  printf("%d batches through 3 streams: final checksum %lld, %d wrong\n", batches, sum, bad);
  for (int i = 0; i < 2; ++i) { CHECK(cudaEventDestroy(produced[i])); CHECK(cudaEventDestroy(consumed[i])); }
  CHECK(cudaEventDestroy(copied)); CHECK(cudaEventDestroy(done));
  CHECK(cudaStreamDestroy(prod)); CHECK(cudaStreamDestroy(cons)); CHECK(cudaStreamDestroy(copy));
  CHECK(cudaFreeHost(host));
  return bad != 0;
}
