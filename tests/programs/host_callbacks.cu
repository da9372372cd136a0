// Host functions in stream order, as a chunked pipeline uses them: each
// chunk is computed by a kernel, copied back into pinned memory, and then
// summed on the host by a function queued with cudaLaunchHostFunc (or
// cudaStreamAddCallback) behind the copy, on two streams. A captured graph
// with a host node is replayed three times; cudaStreamGetCaptureInfo reports
// the capture. The host functions only record
// what they see (they may run on another thread); main prints it after
// waiting, so the output is the same everywhere.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

__global__ void fill(float *x, int n, int chunk) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = float((i * 3 + chunk * 7) % 17) - 8.0f;
}

__global__ void scale(float *x, int n, float a) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}

struct Chunk {
  const float *host;
  int n;
  double sum;
  int calls;
  cudaError_t status;
};

static void CUDART_CB sum_chunk(void *data) {
  Chunk *c = static_cast<Chunk *>(data);
  double s = 0;
  for (int i = 0; i < c->n; ++i) s += c->host[i];
  c->sum += s;
  c->calls += 1;
}

static void CUDART_CB with_status(cudaStream_t, cudaError_t status, void *data) {
  static_cast<Chunk *>(data)->status = status;
  sum_chunk(data);
}

int main() {
  const int chunks = 6, n = 4096;
  float *dev, *host;
  CHECK(cudaMalloc(&dev, chunks * n * sizeof(float)));
  CHECK(cudaMallocHost(&host, chunks * n * sizeof(float)));
  cudaStream_t streams[2];
  for (auto &s : streams) CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  Chunk info[chunks];
  for (int c = 0; c < chunks; ++c) {
    info[c] = Chunk{host + c * n, n, 0.0, 0, cudaErrorUnknown};
    cudaStream_t s = streams[c % 2];
    fill<<<(n + 255) / 256, 256, 0, s>>>(dev + c * n, n, c);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpyAsync(host + c * n, dev + c * n, n * sizeof(float), cudaMemcpyDeviceToHost, s));
    if (c < 3) {
      CHECK(cudaLaunchHostFunc(s, sum_chunk, &info[c]));
    } else {
      CHECK(cudaStreamAddCallback(s, with_status, &info[c], 0));
    }
  }
  for (auto &s : streams) CHECK(cudaStreamSynchronize(s));
  double total = 0, want_total = 0;
  for (int c = 0; c < chunks; ++c) {
    double want = 0;
    for (int i = 0; i < n; ++i) want += float((i * 3 + c * 7) % 17) - 8.0f;
    want_total += want;
    total += info[c].sum;
    printf("chunk %d: %s sum %.1f (%s), %d call(s)%s\n", c,
           c < 3 ? "cudaLaunchHostFunc" : "cudaStreamAddCallback", info[c].sum,
           info[c].sum == want ? "as computed here" : "MISMATCH", info[c].calls,
           c < 3 ? "" : (info[c].status == cudaSuccess ? ", status cudaSuccess" : ", BAD STATUS"));
  }
  printf("total %.1f, %s\n", total, total == want_total ? "matches" : "MISMATCH");

  // A graph: scale chunk 0 by 2, copy it back, sum it on the host; replayed
  // three times, each replay sees twice the last.
  Chunk replay{host, n, 0.0, 0, cudaSuccess};
  cudaStream_t s = streams[0];
  cudaGraph_t graph;
  cudaGraphExec_t exec;
  CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  scale<<<(n + 255) / 256, 256, 0, s>>>(dev, n, 2.0f);
  CHECK(cudaMemcpyAsync(host, dev, n * sizeof(float), cudaMemcpyDeviceToHost, s));
  CHECK(cudaLaunchHostFunc(s, sum_chunk, &replay));
  cudaStreamCaptureStatus status = cudaStreamCaptureStatusNone;
  unsigned long long id = 0;
  CHECK(cudaStreamGetCaptureInfo(s, &status, &id));
  printf("during capture: status %s, id %s\n",
         status == cudaStreamCaptureStatusActive ? "active" : "NOT ACTIVE",
         id != 0 ? "set" : "NOT SET");
  CHECK(cudaStreamEndCapture(s, &graph));
  CHECK(cudaStreamGetCaptureInfo(s, &status, &id));
  printf("after capture: status %s\n", status == cudaStreamCaptureStatusNone ? "none" : "STILL CAPTURING");
  CHECK(cudaGraphInstantiate(&exec, graph, 0));
  printf("after capture: %d call(s)\n", replay.calls);
  for (int r = 0; r < 3; ++r) {
    double before = replay.sum;
    CHECK(cudaGraphLaunch(exec, s));
    CHECK(cudaStreamSynchronize(s));
    printf("replay %d: chunk 0 sums to %.1f\n", r, replay.sum - before);
  }
  printf("host node called %d times\n", replay.calls);
  CHECK(cudaGraphExecDestroy(exec));
  CHECK(cudaGraphDestroy(graph));
  for (auto &st : streams) CHECK(cudaStreamDestroy(st));
  CHECK(cudaFreeHost(host));
  CHECK(cudaFree(dev));
  return 0;
}
