// A CUDA graph captured from three streams: the stream the capture begins
// on forks two more through an event (each waits for it and so joins the
// capture), both branches run kernels of their own on the shared input,
// record events that the first stream waits for (the join), and a last
// kernel on the first stream combines them. The graph is launched eight
// times and must give what the same work launched directly gives. Then the
// errors a capture across streams can end in: a fork never joined back
// (cudaErrorStreamCaptureUnjoined) and a capture ended on a stream that
// joined it rather than the one it began on (cudaErrorStreamCaptureUnmatched);
// the capture status of each stream is printed after each.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

const int P = 1000003;

__global__ void bump(int *x, int n, int *steps) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = (x[i] * 3 + i + 1) % P;
  if (i == 0) *steps += 1;
}
__global__ void branch(int *y, const int *x, int n, int a, int b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = (int)(((long long)a * x[i] + b) % P);
}
__global__ void square(int *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = (int)((long long)y[i] * y[i] % P);
}
__global__ void combine(int *acc, const int *y1, const int *y2, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) acc[i] = (int)(((long long)acc[i] + y1[i] + 2LL * y2[i]) % P);
}

struct Bufs { int *x, *y1, *y2, *acc, *steps; };

static Bufs make(int n) {
  Bufs b;
  CHECK(cudaMalloc(&b.x, n * 4));
  CHECK(cudaMalloc(&b.y1, n * 4));
  CHECK(cudaMalloc(&b.y2, n * 4));
  CHECK(cudaMalloc(&b.acc, n * 4));
  CHECK(cudaMalloc(&b.steps, 4));
  CHECK(cudaMemset(b.x, 0, n * 4));
  CHECK(cudaMemset(b.acc, 0, n * 4));
  CHECK(cudaMemset(b.steps, 0, 4));
  return b;
}

// One step over three streams, forked from and joined back to s0.
static void step(const Bufs &b, int n, cudaStream_t s0, cudaStream_t s1, cudaStream_t s2,
                 cudaEvent_t fork, cudaEvent_t j1, cudaEvent_t j2) {
  int blocks = (n + 255) / 256;
  bump<<<blocks, 256, 0, s0>>>(b.x, n, b.steps);
  CHECK(cudaEventRecord(fork, s0));
  CHECK(cudaStreamWaitEvent(s1, fork, 0));
  CHECK(cudaStreamWaitEvent(s2, fork, 0));
  branch<<<blocks, 256, 0, s1>>>(b.y1, b.x, n, 7, 11);
  square<<<blocks, 256, 0, s1>>>(b.y1, n);
  branch<<<blocks, 256, 0, s2>>>(b.y2, b.x, n, 5, 2);
  CHECK(cudaEventRecord(j1, s1));
  CHECK(cudaEventRecord(j2, s2));
  CHECK(cudaStreamWaitEvent(s0, j1, 0));
  CHECK(cudaStreamWaitEvent(s0, j2, 0));
  combine<<<blocks, 256, 0, s0>>>(b.acc, b.y1, b.y2, n);
}

static const char *status(cudaStream_t s) {
  cudaStreamCaptureStatus st;
  cudaError_t e = cudaStreamIsCapturing(s, &st);
  if (e != cudaSuccess) return cudaGetErrorName(e);
  return st == cudaStreamCaptureStatusNone ? "none"
         : st == cudaStreamCaptureStatusActive ? "active" : "invalidated";
}

int main() {
  const int n = 50000, launches = 8;
  cudaStream_t s0, s1, s2;
  CHECK(cudaStreamCreateWithFlags(&s0, cudaStreamNonBlocking));
  CHECK(cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking));
  CHECK(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));
  cudaEvent_t fork, j1, j2;
  CHECK(cudaEventCreateWithFlags(&fork, cudaEventDisableTiming));
  CHECK(cudaEventCreateWithFlags(&j1, cudaEventDisableTiming));
  CHECK(cudaEventCreateWithFlags(&j2, cudaEventDisableTiming));
  Bufs g = make(n), d = make(n);

  cudaGraph_t graph;
  CHECK(cudaStreamBeginCapture(s0, cudaStreamCaptureModeGlobal));
  step(g, n, s0, s1, s2, fork, j1, j2);
  unsigned long long id0 = 0, id1 = 0;
  cudaStreamCaptureStatus st;
  CHECK(cudaStreamGetCaptureInfo(s0, &st, &id0));
  CHECK(cudaStreamGetCaptureInfo(s1, &st, &id1));
  printf("during the capture: s1 %s, s2 %s, one capture id: %s\n", status(s1), status(s2),
         id0 == id1 ? "yes" : "no");
  CHECK(cudaStreamEndCapture(s0, &graph));
  printf("after the capture: s0 %s, s1 %s, s2 %s\n", status(s0), status(s1), status(s2));
  size_t nodes = 0;
  CHECK(cudaGraphGetNodes(graph, nullptr, &nodes));
  printf("captured nodes: %zu\n", nodes);
  cudaGraphExec_t exec;
  CHECK(cudaGraphInstantiate(&exec, graph, 0));
  for (int i = 0; i < launches; ++i) CHECK(cudaGraphLaunch(exec, s0));
  for (int i = 0; i < launches; ++i) step(d, n, s0, s1, s2, fork, j1, j2);
  CHECK(cudaStreamSynchronize(s0));

  int *hg = (int *)malloc(n * 4), *hd = (int *)malloc(n * 4), sg = 0, sd = 0;
  CHECK(cudaMemcpy(hg, g.acc, n * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hd, d.acc, n * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&sg, g.steps, 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&sd, d.steps, 4, cudaMemcpyDeviceToHost));
  long long sum = 0;
  int diff = 0;
  for (int i = 0; i < n; ++i) {
    sum += hg[i];
    diff += hg[i] != hd[i];
  }
  printf("graph: %d steps, sum of acc %lld, acc[0] %d, acc[%d] %d\n", sg, sum, hg[0], n - 1,
         hg[n - 1]);
  printf("direct launches: %d steps, %d elements differ from the graph's\n", sd, diff);

  // A fork never joined back.
  CHECK(cudaStreamBeginCapture(s0, cudaStreamCaptureModeGlobal));
  bump<<<1, 256, 0, s0>>>(g.x, 256, g.steps);
  CHECK(cudaEventRecord(fork, s0));
  CHECK(cudaStreamWaitEvent(s1, fork, 0));
  square<<<1, 256, 0, s1>>>(g.y1, 256);
  cudaGraph_t bad = (cudaGraph_t)0x10;
  cudaError_t e = cudaStreamEndCapture(s0, &bad);
  printf("unjoined fork: %s, graph %s; s0 %s, s1 %s; last error %s\n", cudaGetErrorName(e),
         bad ? "given" : "null", status(s0), status(s1), cudaGetErrorName(cudaGetLastError()));

  // A capture ended on the stream that joined it, then where it began.
  CHECK(cudaStreamBeginCapture(s0, cudaStreamCaptureModeGlobal));
  CHECK(cudaEventRecord(fork, s0));
  CHECK(cudaStreamWaitEvent(s2, fork, 0));
  square<<<1, 256, 0, s2>>>(g.y2, 256);
  e = cudaStreamEndCapture(s2, &bad);
  printf("ended on the joined stream: %s; s0 %s, s2 %s; last error %s\n", cudaGetErrorName(e),
         status(s0), status(s2), cudaGetErrorName(cudaGetLastError()));
  e = cudaEventRecord(j2, s2);
  printf("then an event recorded on it: %s\n", cudaGetErrorName(e));
  e = cudaStreamWaitEvent(s0, j2, 0);
  printf("waited for on the first stream: %s\n", cudaGetErrorName(e));
  square<<<1, 256, 0, s0>>>(g.y2, 256);
  printf("a launch on it: %s\n", cudaGetErrorName(cudaGetLastError()));
  bad = (cudaGraph_t)0x10;
  e = cudaStreamEndCapture(s0, &bad);
  printf("then ended where it began: %s, graph %s; s0 %s, s2 %s\n", cudaGetErrorName(e),
         bad ? "given" : "null", status(s0), status(s2));
  if (e == cudaSuccess) CHECK(cudaGraphDestroy(bad));
  cudaGetLastError();

  CHECK(cudaGraphExecDestroy(exec));
  CHECK(cudaGraphDestroy(graph));
  Bufs all[2] = {g, d};
  for (Bufs &b : all) {
    CHECK(cudaFree(b.x));
    CHECK(cudaFree(b.y1));
    CHECK(cudaFree(b.y2));
    CHECK(cudaFree(b.acc));
    CHECK(cudaFree(b.steps));
  }
  CHECK(cudaEventDestroy(fork));
  CHECK(cudaEventDestroy(j1));
  CHECK(cudaEventDestroy(j2));
  CHECK(cudaStreamDestroy(s0));
  CHECK(cudaStreamDestroy(s1));
  CHECK(cudaStreamDestroy(s2));
  free(hg);
  free(hd);
  bool ok = diff == 0 && sg == launches && sd == launches;
  printf(ok ? "the graph matches the direct launches\n" : "MISMATCH\n");
  return ok ? 0 : 1;
}
