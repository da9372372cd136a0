// A diamond of work built node by node as a CUDA graph: a copy in, two
// branches that read it (a polynomial and a neighbour sum), a join that
// combines them into an accumulator zeroed by a memset node, and a copy of
// the result out, added in a scrambled order and tied together with
// cudaGraphAddDependencies. The executable graph is launched on new host
// input each round, one branch's coefficient changed between rounds with
// cudaGraphExecKernelNodeSetParams, and every round is checked against the
// same arithmetic on the host. Checks the node count and types, and that a
// cycle is refused.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

const int P = 1000003;

__global__ void poly(int *out, const int *in, int n, int c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { long long v = in[i]; out[i] = (int)((v * v + (long long)c * v + 7) % P); }
}
__global__ void neighbours(int *out, const int *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = (in[i] + in[(i + 1) % n] + in[(i + n - 1) % n]) % P;
}
__global__ void join(int *acc, const int *a, const int *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) acc[i] = (int)((acc[i] + 3LL * a[i] + 5LL * b[i]) % P);
}

static cudaError_t try_edge(cudaGraph_t g, cudaGraphNode_t from, cudaGraphNode_t to) {
#if CUDART_VERSION >= 13000
  return cudaGraphAddDependencies(g, &from, &to, NULL, 1);
#else
  return cudaGraphAddDependencies(g, &from, &to, 1);
#endif
}

static void add_edge(cudaGraph_t g, cudaGraphNode_t from, cudaGraphNode_t to) { CHECK(try_edge(g, from, to)); }

static cudaKernelNodeParams kernel_params(void *func, int n, void **args) {
  cudaKernelNodeParams p = {};
  p.func = func;
  p.gridDim = dim3((n + 255) / 256);
  p.blockDim = dim3(256);
  p.sharedMemBytes = 0;
  p.kernelParams = args;
  p.extra = NULL;
  return p;
}

int main() {
  const int n = 3000, rounds = 4;
  int *in, *a, *b, *acc, *host_in, *host_out;
  CHECK(cudaMalloc(&in, n * sizeof(int)));
  CHECK(cudaMalloc(&a, n * sizeof(int)));
  CHECK(cudaMalloc(&b, n * sizeof(int)));
  CHECK(cudaMalloc(&acc, n * sizeof(int)));
  CHECK(cudaMallocHost(&host_in, n * sizeof(int)));
  CHECK(cudaMallocHost(&host_out, n * sizeof(int)));

  cudaGraph_t g;
  CHECK(cudaGraphCreate(&g, 0));
  int nn = n, c = 11;
  void *poly_args[] = {&a, &in, &nn, &c};
  void *nb_args[] = {&b, &in, &nn};
  void *join_args[] = {&acc, &a, &b, &nn};
  cudaKernelNodeParams pp = kernel_params((void *)poly, n, poly_args);
  cudaKernelNodeParams np = kernel_params((void *)neighbours, n, nb_args);
  cudaKernelNodeParams jp = kernel_params((void *)join, n, join_args);
  cudaMemsetParams zero = {};
  zero.dst = acc;
  zero.value = 0;
  zero.elementSize = sizeof(int);
  zero.width = n;
  zero.height = 1;

  // Added out of order: the copy out and the join first.
  cudaGraphNode_t out, joined, copy_in, p_node, n_node, cleared;
  CHECK(cudaGraphAddMemcpyNode1D(&out, g, NULL, 0, host_out, acc, n * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaGraphAddKernelNode(&joined, g, NULL, 0, &jp));
  CHECK(cudaGraphAddMemcpyNode1D(&copy_in, g, NULL, 0, in, host_in, n * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaGraphAddKernelNode(&p_node, g, &copy_in, 1, &pp));
  CHECK(cudaGraphAddKernelNode(&n_node, g, &copy_in, 1, &np));
  CHECK(cudaGraphAddMemsetNode(&cleared, g, NULL, 0, &zero));
  add_edge(g, p_node, joined);
  add_edge(g, n_node, joined);
  add_edge(g, cleared, joined);
  add_edge(g, joined, out);
  c = 1000;  // the node keeps c = 11

  size_t count = 0;
  CHECK(cudaGraphGetNodes(g, NULL, &count));
  cudaGraphNode_t nodes[6];
  CHECK(cudaGraphGetNodes(g, nodes, &count));
  printf("nodes: %zu; types:", count);
  for (size_t i = 0; i < count; ++i) {
    cudaGraphNodeType t;
    CHECK(cudaGraphNodeGetType(nodes[i], &t));
    printf(" %d", (int)t);
  }
  printf("\n");
  // The edges and the neighbours of two nodes, counted (CUDA 13 passes edge data
  // before each count).
#if CUDART_VERSION >= 13000
#define EDGE_DATA NULL,
#else
#define EDGE_DATA
#endif
  size_t edges = 0, before = 0, after = 0;
  CHECK(cudaGraphGetEdges(g, NULL, NULL, EDGE_DATA &edges));
  CHECK(cudaGraphNodeGetDependencies(joined, NULL, EDGE_DATA &before));
  CHECK(cudaGraphNodeGetDependentNodes(copy_in, NULL, EDGE_DATA &after));
  cudaGraphNode_t from[6], to[6], deps[3];
  CHECK(cudaGraphGetEdges(g, from, to, EDGE_DATA &edges));
  CHECK(cudaGraphNodeGetDependencies(joined, deps, EDGE_DATA &before));
  int into_join = 0, ok = 1;
  for (size_t i = 0; i < edges; ++i) into_join += to[i] == joined;
  for (size_t i = 0; i < before; ++i)
    ok &= deps[i] == p_node || deps[i] == n_node || deps[i] == cleared;
  printf("edges: %zu (%d into the join); join after %zu%s; copy in before %zu\n", edges,
         into_join, before, ok ? "" : " WRONG NODES", after);

  cudaGraphExec_t exec;
  CHECK(cudaGraphInstantiate(&exec, g, 0));
  cudaStream_t st;
  CHECK(cudaStreamCreate(&st));
  int *want = (int *)malloc(n * sizeof(int));
  int failed = 0, coef = 11;
  for (int r = 0; r < rounds; ++r) {
    for (int i = 0; i < n; ++i) host_in[i] = (i * 7919 + r * 104729) % P;
    if (r == 2) {
      coef = 29;
      int c2 = coef;
      void *args2[] = {&a, &in, &nn, &c2};
      cudaKernelNodeParams p2 = kernel_params((void *)poly, n, args2);
      CHECK(cudaGraphExecKernelNodeSetParams(exec, p_node, &p2));
    }
    CHECK(cudaGraphLaunch(exec, st));
    CHECK(cudaStreamSynchronize(st));
    long long sum = 0;
    int bad = 0;
    for (int i = 0; i < n; ++i) {
      long long v = host_in[i];
      long long pa = (v * v + coef * v + 7) % P;
      long long nb = (host_in[i] + host_in[(i + 1) % n] + host_in[(i + n - 1) % n]) % P;
      want[i] = (int)((3 * pa + 5 * nb) % P);
      bad += host_out[i] != want[i];
      sum += host_out[i] * (long long)(i % 17 + 1);
    }
    printf("round %d (c = %d): checksum %lld, %d wrong\n", r, coef, sum, bad);
    failed |= bad != 0;
  }

  // A cycle is refused, when its last edge is added or when the graph is
  // instantiated.
  cudaGraph_t cyc;
  cudaGraphNode_t x, y;
  CHECK(cudaGraphCreate(&cyc, 0));
  CHECK(cudaGraphAddEmptyNode(&x, cyc, NULL, 0));
  CHECK(cudaGraphAddEmptyNode(&y, cyc, &x, 1));
  cudaError_t e = try_edge(cyc, y, x);
  cudaGraphExec_t never;
  if (e == cudaSuccess) e = cudaGraphInstantiate(&never, cyc, 0);
  printf("a cycle: %s\n", e == cudaSuccess ? "accepted" : "refused");
  cudaGetLastError();

  CHECK(cudaGraphDestroy(cyc));
  CHECK(cudaGraphExecDestroy(exec));
  CHECK(cudaGraphDestroy(g));
  CHECK(cudaStreamDestroy(st));
  CHECK(cudaFree(in)); CHECK(cudaFree(a)); CHECK(cudaFree(b)); CHECK(cudaFree(acc));
  CHECK(cudaFreeHost(host_in)); CHECK(cudaFreeHost(host_out));
  free(want);
  if (failed || e == cudaSuccess) { printf("FAILED\n"); return 1; }
  printf("every round matches the host\n");
  return 0;
}
