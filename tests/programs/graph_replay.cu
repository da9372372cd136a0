// One step of an iterative computation (a memset, three kernels, an event
// and a copy of a few elements back to pinned host memory) captured on a
// stream into a CUDA graph, instantiated once and launched fifty times; the
// same steps launched directly on a second set of buffers must give the
// same state. Checks the capture status, the refusal of a wait on a
// capturing stream and of a host wait on an event recorded in the capture,
// and that kernel arguments are taken when captured.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

const int P = 1000003;

__global__ void mix(int *out, const int *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int l = in[i > 0 ? i - 1 : i], r = in[i < n - 1 ? i + 1 : i];
    out[i] = (int)(((long long)l + 2LL * in[i] + 3LL * r) % P);
  }
}
__global__ void add_scaled(int *x, const int *tmp, int n, int k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = (int)(((long long)x[i] + (long long)tmp[i] * k) % P);
}
__global__ void count(int *steps) { if (threadIdx.x == 0 && blockIdx.x == 0) *steps += 1; }

struct State { int *x, *tmp, *steps; };

static void step(const State &s, int n, int k, cudaStream_t st) {
  CHECK(cudaMemsetAsync(s.tmp, 0, n * sizeof(int), st));
  mix<<<(n + 127) / 128, 128, 0, st>>>(s.tmp, s.x, n);
  add_scaled<<<(n + 127) / 128, 128, 0, st>>>(s.x, s.tmp, n, k);
  count<<<1, 32, 0, st>>>(s.steps);
}

static State make(int n) {
  State s;
  CHECK(cudaMalloc(&s.x, n * sizeof(int)));
  CHECK(cudaMalloc(&s.tmp, n * sizeof(int)));
  CHECK(cudaMalloc(&s.steps, sizeof(int)));
  int *init = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; ++i) init[i] = (i * 7919) % P;
  CHECK(cudaMemcpy(s.x, init, n * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(s.steps, 0, sizeof(int)));
  free(init);
  return s;
}

int main() {
  const int n = 5000, reps = 50;
  cudaStream_t st;
  CHECK(cudaStreamCreateWithFlags(&st, cudaStreamNonBlocking));
  State g = make(n), d = make(n);
  int *snap;
  CHECK(cudaMallocHost(&snap, 4 * sizeof(int)));
  for (int i = 0; i < 4; ++i) snap[i] = -1;
  cudaEvent_t stepped;
  CHECK(cudaEventCreate(&stepped));

  // A wait on a capturing stream is refused and spoils the capture.
  CHECK(cudaStreamBeginCapture(st, cudaStreamCaptureModeGlobal));
  cudaError_t wait = cudaStreamSynchronize(st);
  cudaGraph_t spoiled = 0;
  cudaError_t end = cudaStreamEndCapture(st, &spoiled);
  printf("synchronize while capturing: %s; end of that capture: %s, graph %s\n", cudaGetErrorName(wait),
         cudaGetErrorName(end), spoiled ? "given" : "none");
  cudaGetLastError();

  int k = 3;
  cudaStreamCaptureStatus during, after;
  CHECK(cudaStreamBeginCapture(st, cudaStreamCaptureModeGlobal));
  CHECK(cudaStreamIsCapturing(st, &during));
  step(g, n, k, st);
  CHECK(cudaEventRecord(stepped, st));
  CHECK(cudaMemcpyAsync(snap, g.x, 4 * sizeof(int), cudaMemcpyDeviceToHost, st));
  cudaGraph_t graph;
  CHECK(cudaStreamEndCapture(st, &graph));
  CHECK(cudaStreamIsCapturing(st, &after));
  printf("capture status during: %d, after: %d\n", (int)during, (int)after);
  k = 1000;  // the captured launch keeps k = 3
  int before[4];
  CHECK(cudaMemcpy(before, g.x, sizeof before, cudaMemcpyDeviceToHost));
  printf("nothing ran while capturing: %s\n", before[1] == 7919 && snap[0] == -1 ? "yes" : "no");

  cudaGraphExec_t exec;
  CHECK(cudaGraphInstantiate(&exec, graph, 0));
  CHECK(cudaGraphDestroy(graph));
  for (int r = 0; r < reps; ++r) CHECK(cudaGraphLaunch(exec, st));
  // An event recorded in a capture orders the captured work only.
  printf("synchronize on an event recorded in the capture: %s\n", cudaGetErrorName(cudaEventSynchronize(stepped)));
  cudaGetLastError();
  CHECK(cudaStreamSynchronize(st));
  for (int r = 0; r < reps; ++r) step(d, n, 3, st);
  CHECK(cudaStreamSynchronize(st));

  int *hg = (int *)malloc(n * sizeof(int)), *hd = (int *)malloc(n * sizeof(int));
  int sg, sd;
  CHECK(cudaMemcpy(hg, g.x, n * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hd, d.x, n * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&sg, g.steps, sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&sd, d.steps, sizeof(int), cudaMemcpyDeviceToHost));
  long long cg = 0, cd = 0;
  int same = 1;
  for (int i = 0; i < n; ++i) { cg += hg[i] * (long long)(i % 13 + 1); cd += hd[i] * (long long)(i % 13 + 1); same &= hg[i] == hd[i]; }
  printf("steps: graph %d, direct %d\n", sg, sd);
  printf("checksum: graph %lld, direct %lld\n", cg, cd);
  printf("snapshot of the last launch: %d %d %d %d (%s)\n", snap[0], snap[1], snap[2], snap[3],
         snap[0] == hg[0] && snap[3] == hg[3] ? "matches" : "differs");
  CHECK(cudaGraphExecDestroy(exec));
  CHECK(cudaEventDestroy(stepped));
  CHECK(cudaStreamDestroy(st));
  CHECK(cudaFreeHost(snap));
  free(hg); free(hd);
  if (!same || sg != reps || sd != reps) { printf("FAILED: the graph's state differs from the direct run's\n"); return 1; }
  printf("graph and direct runs agree\n");
  return 0;
}
