// The CUDA runtime benchmark: one program, built against NVIDIA's libcudart
// and against gpujit's (nvcc -cudart shared with gpujit's libcudart.so first
// on LD_LIBRARY_PATH, and gpujit cc), run on the same GPU. It prints one JSON
// object: launch overhead, copy bandwidths, allocation cost and a STREAM-style
// triad program's bandwidth, each the median of several repetitions.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x)                                                                   \
  do {                                                                             \
    cudaError_t e_ = (x);                                                          \
    if (e_ != cudaSuccess) {                                                       \
      fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); \
      exit(1);                                                                     \
    }                                                                              \
  } while (0)

__global__ void empty(int *p) {
  if (p && threadIdx.x == 1024) *p = 0;
}

__global__ void triad(double *a, const double *b, const double *c, double s, size_t n) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  size_t stride = (size_t)gridDim.x * blockDim.x;
  for (; i < n; i += stride) a[i] = b[i] + s * c[i];
}

__global__ void init(double *a, double v, size_t n) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  if (i < n) a[i] = v;
}

// A chain of `iters` dependent multiply-adds per thread: one block keeps a
// few warps of one multiprocessor busy for a fixed time.
__global__ void spin(float *x, int iters) {
  float v = x[threadIdx.x];
  for (int i = 0; i < iters; ++i) v = v * 0.999f + 0.001f;
  x[threadIdx.x] = v;
}

static double now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

static double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

int main(int argc, char **argv) {
  // `quick`: small sizes, to check the program on a slow device.
  const bool quick = argc > 1 && std::string(argv[1]) == "quick";
  const int reps = quick ? 3 : 7;
  CHECK(cudaFree(0));
  // The first launch: NVIDIA loads the module here (lazily), gpujit compiles it.
  double first = now();
  empty<<<1, 32>>>(nullptr);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  const double first_launch_ms = (now() - first) * 1e3;
  // Launch overhead: microseconds per <<<>>> of an empty kernel, queued back
  // to back (host time to queue 20,000 launches, then the wait).
  const int launches = quick ? 200 : 20000;
  std::vector<double> launch_us;
  for (int r = 0; r < reps; ++r) {
    CHECK(cudaDeviceSynchronize());
    double t = now();
    for (int i = 0; i < launches; ++i) empty<<<1, 32>>>(nullptr);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    launch_us.push_back((now() - t) / launches * 1e6);
  }
  // cudaLaunchKernel directly.
  std::vector<double> launch_api_us;
  for (int r = 0; r < reps; ++r) {
    int *np = nullptr;
    void *args[] = {&np};
    CHECK(cudaDeviceSynchronize());
    double t = now();
    for (int i = 0; i < launches; ++i)
      CHECK(cudaLaunchKernel((const void *)empty, dim3(1), dim3(32), args, 0, 0));
    CHECK(cudaDeviceSynchronize());
    launch_api_us.push_back((now() - t) / launches * 1e6);
  }
  // The runtime's own cost: host time to queue a batch of 256 launches,
  // fewer than the driver's queue holds, so that the host never waits for
  // the GPU; per launch, the median of 200 batches, each after a wait.
  const int batch = 256, batches = quick ? 10 : 200;
  std::vector<double> enqueue_us, enqueue_api_us;
  for (int b = 0; b < batches; ++b) {
    CHECK(cudaDeviceSynchronize());
    double t = now();
    for (int i = 0; i < batch; ++i) empty<<<1, 32>>>(nullptr);
    enqueue_us.push_back((now() - t) / batch * 1e6);
    CHECK(cudaGetLastError());
    int *np = nullptr;
    void *args[] = {&np};
    CHECK(cudaDeviceSynchronize());
    t = now();
    for (int i = 0; i < batch; ++i)
      CHECK(cudaLaunchKernel((const void *)empty, dim3(1), dim3(32), args, 0, 0));
    enqueue_api_us.push_back((now() - t) / batch * 1e6);
  }
  CHECK(cudaDeviceSynchronize());
  // Copies: 256 MiB between pinned host memory and the device, and on the device.
  const size_t bytes = quick ? (8u << 20) : (256u << 20);
  char *host, *d0, *d1;
  CHECK(cudaMallocHost(&host, bytes));
  CHECK(cudaMalloc(&d0, bytes));
  CHECK(cudaMalloc(&d1, bytes));
  for (size_t i = 0; i < bytes; i += 4096) host[i] = (char)i;
  std::vector<double> h2d, d2h, d2d;
  for (int r = 0; r < reps; ++r) {
    double t = now();
    CHECK(cudaMemcpy(d0, host, bytes, cudaMemcpyHostToDevice));
    h2d.push_back(bytes / (now() - t) / 1e9);
    t = now();
    CHECK(cudaMemcpy(host, d0, bytes, cudaMemcpyDeviceToHost));
    d2h.push_back(bytes / (now() - t) / 1e9);
    t = now();
    CHECK(cudaMemcpy(d1, d0, bytes, cudaMemcpyDeviceToDevice));
    CHECK(cudaDeviceSynchronize());
    d2d.push_back(2.0 * bytes / (now() - t) / 1e9);
  }
  CHECK(cudaFree(d0));
  CHECK(cudaFree(d1));
  CHECK(cudaFreeHost(host));
  // Allocation: microseconds per cudaMalloc + cudaFree of 1 MiB.
  std::vector<double> alloc_us;
  for (int r = 0; r < reps; ++r) {
    double t = now();
    for (int i = 0; i < (quick ? 20 : 200); ++i) {
      void *p;
      CHECK(cudaMalloc(&p, 1 << 20));
      CHECK(cudaFree(p));
    }
    alloc_us.push_back((now() - t) / (quick ? 20 : 200) * 1e6);
  }
  // The triad program: 3 x 2^26 doubles (1.5 GiB), 20 sweeps timed by events.
  const size_t n = (size_t)1 << (quick ? 18 : 26);
  double *a, *b, *c;
  CHECK(cudaMalloc(&a, n * 8));
  CHECK(cudaMalloc(&b, n * 8));
  CHECK(cudaMalloc(&c, n * 8));
  init<<<(unsigned)((n + 255) / 256), 256>>>(a, 0.0, n);
  init<<<(unsigned)((n + 255) / 256), 256>>>(b, 1.0, n);
  init<<<(unsigned)((n + 255) / 256), 256>>>(c, 2.0, n);
  int sms = 0;
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  cudaEvent_t e0, e1;
  CHECK(cudaEventCreate(&e0));
  CHECK(cudaEventCreate(&e1));
  std::vector<double> triad_gbs;
  for (int r = 0; r < reps; ++r) {
    CHECK(cudaEventRecord(e0, 0));
    for (int k = 0; k < 20; ++k) triad<<<sms * 8, 256>>>(a, b, c, 3.0, n);
    CHECK(cudaEventRecord(e1, 0));
    CHECK(cudaEventSynchronize(e1));
    float ms = 0;
    CHECK(cudaEventElapsedTime(&ms, e0, e1));
    triad_gbs.push_back(20.0 * 3 * 8 * n / (ms * 1e-3) / 1e9);
  }
  double check = 0;
  CHECK(cudaMemcpy(&check, a + n - 1, 8, cudaMemcpyDeviceToHost));
  if (check != 7.0) {
    fprintf(stderr, "triad: a[n-1] = %g, expected 7\n", check);
    return 1;
  }
  CHECK(cudaFree(a));
  CHECK(cudaFree(b));
  CHECK(cudaFree(c));
  // A captured graph of four independent branches (one small kernel each,
  // forked from and joined back to the capturing stream): microseconds per
  // launch, which is one branch's time where branches run at the same time.
  const int branches = 4, iters = quick ? 1000 : 200000;
  float *x;
  CHECK(cudaMalloc(&x, branches * 256 * sizeof(float)));
  CHECK(cudaMemset(x, 0, branches * 256 * sizeof(float)));
  cudaStream_t s[branches];
  cudaEvent_t fork, join[branches];
  CHECK(cudaEventCreate(&fork));
  for (int k = 0; k < branches; ++k) {
    CHECK(cudaStreamCreate(&s[k]));
    CHECK(cudaEventCreate(&join[k]));
  }
  CHECK(cudaStreamBeginCapture(s[0], cudaStreamCaptureModeGlobal));
  CHECK(cudaEventRecord(fork, s[0]));
  for (int k = 1; k < branches; ++k) CHECK(cudaStreamWaitEvent(s[k], fork, 0));
  for (int k = 0; k < branches; ++k) spin<<<1, 256, 0, s[k]>>>(x + 256 * k, iters);
  for (int k = 1; k < branches; ++k) {
    CHECK(cudaEventRecord(join[k], s[k]));
    CHECK(cudaStreamWaitEvent(s[0], join[k], 0));
  }
  cudaGraph_t graph;
  cudaGraphExec_t exec;
  CHECK(cudaStreamEndCapture(s[0], &graph));
  CHECK(cudaGraphInstantiate(&exec, graph, 0));
  CHECK(cudaGraphLaunch(exec, s[0]));
  CHECK(cudaStreamSynchronize(s[0]));
  std::vector<double> graph_us;
  for (int r = 0; r < reps; ++r) {
    double t = now();
    for (int i = 0; i < 10; ++i) CHECK(cudaGraphLaunch(exec, s[0]));
    CHECK(cudaStreamSynchronize(s[0]));
    graph_us.push_back((now() - t) / 10 * 1e6);
  }
  CHECK(cudaGraphExecDestroy(exec));
  CHECK(cudaGraphDestroy(graph));
  CHECK(cudaFree(x));
  // Launch overhead with four blocking streams (cudaStreamCreate's default,
  // which synchronise with the legacy default stream): empty kernels queued
  // round-robin on them, as a program overlapping work on streams does.
  std::vector<double> streams_us;
  for (int r = 0; r < reps; ++r) {
    CHECK(cudaDeviceSynchronize());
    double t = now();
    for (int i = 0; i < launches; ++i) empty<<<1, 32, 0, s[i % branches]>>>(nullptr);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    streams_us.push_back((now() - t) / launches * 1e6);
  }
  printf("{\"launch_enqueue_us\": %.3f, \"launch_kernel_api_enqueue_us\": %.3f, ",
         median(enqueue_us), median(enqueue_api_us));
  printf("\"launch_us\": %.3f, \"launch_kernel_api_us\": %.3f, \"memcpy_h2d_gbs\": %.2f, "
         "\"memcpy_d2h_gbs\": %.2f, \"memcpy_d2d_gbs\": %.2f, \"malloc_free_us\": %.2f, "
         "\"triad_gbs\": %.1f, \"first_launch_ms\": %.2f, \"graph_4_branches_us\": %.1f, "
         "\"launch_4_streams_us\": %.3f}\n",
         median(launch_us), median(launch_api_us), median(h2d), median(d2h), median(d2d),
         median(alloc_us), median(triad_gbs), first_launch_ms, median(graph_us),
         median(streams_us));
  return 0;
}
