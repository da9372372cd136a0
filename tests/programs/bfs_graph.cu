// Level-synchronous breadth-first search on a generated graph in CSR form:
// a frontier queue built with atomicAdd, visited marks claimed with atomicCAS,
// a device flag read back per level, and parent links checked on the CPU.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <queue>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

__global__ void expand(const int *rp, const int *adj, const int *frontier, int fsize, int *dist, int *parent,
                       int *next, int *next_size, int level) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= fsize) return;
  int u = frontier[i];
  for (int k = rp[u]; k < rp[u + 1]; ++k) {
    int v = adj[k];
    if (atomicCAS(&dist[v], -1, level + 1) == -1) {
      parent[v] = u;
      next[atomicAdd(next_size, 1)] = v;
    }
  }
}

__global__ void init(int *dist, int *parent, int n, int src) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { dist[i] = i == src ? 0 : -1; parent[i] = i == src ? src : -1; }
}

int main() {
  const int n = 20000;
  // a ring lattice with shortcuts: each vertex to i+1, i+7 (both directions) and a hashed long edge
  std::vector<std::vector<int>> g(n);
  auto link = [&](int a, int b) { g[a].push_back(b); g[b].push_back(a); };
  for (int i = 0; i < n; ++i) {
    if (i % 1000 != 999) link(i, (i + 1) % n);    // cut the ring into pieces
    if (i % 3 == 0) link(i, (i + 7) % n);
    if (i % 50 == 0) link(i, (int)((i * 2654435761u) % n));
  }
  for (int i = 15000; i < 15010; ++i) g[i].clear();    // isolate a few vertices
  for (int i = 0; i < n; ++i) {
    std::vector<int> keep;
    for (int v : g[i]) if (!(v >= 15000 && v < 15010)) keep.push_back(v);
    g[i] = keep;
  }
  std::vector<int> rp(n + 1, 0), adj;
  for (int i = 0; i < n; ++i) { for (int v : g[i]) adj.push_back(v); rp[i + 1] = (int)adj.size(); }
  int m = (int)adj.size();
  int *drp, *dadj, *ddist, *dpar, *fa, *fb, *dsize;
  CHECK(cudaMalloc(&drp, (n + 1) * 4)); CHECK(cudaMalloc(&dadj, m * 4));
  CHECK(cudaMalloc(&ddist, n * 4)); CHECK(cudaMalloc(&dpar, n * 4));
  CHECK(cudaMalloc(&fa, n * 4)); CHECK(cudaMalloc(&fb, n * 4)); CHECK(cudaMalloc(&dsize, 4));
  CHECK(cudaMemcpy(drp, rp.data(), (n + 1) * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dadj, adj.data(), m * 4, cudaMemcpyHostToDevice));
  const int src = 0;
  init<<<(n + 255) / 256, 256>>>(ddist, dpar, n, src);
  CHECK(cudaMemcpy(fa, &src, 4, cudaMemcpyHostToDevice));
  int fsize = 1, level = 0;
  while (fsize > 0) {
    CHECK(cudaMemset(dsize, 0, 4));
    expand<<<(fsize + 127) / 128, 128>>>(drp, dadj, fa, fsize, ddist, dpar, fb, dsize, level);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&fsize, dsize, 4, cudaMemcpyDeviceToHost));
    std::swap(fa, fb);
    ++level;
  }
  std::vector<int> dist(n), par(n);
  CHECK(cudaMemcpy(dist.data(), ddist, n * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(par.data(), dpar, n * 4, cudaMemcpyDeviceToHost));
  std::vector<int> want(n, -1);
  std::queue<int> q; q.push(src); want[src] = 0;
  while (!q.empty()) { int u = q.front(); q.pop(); for (int v : g[u]) if (want[v] < 0) { want[v] = want[u] + 1; q.push(v); } }
  int bad = 0, reached = 0, far = 0;
  long long total = 0;
  for (int v = 0; v < n; ++v) {
    if (dist[v] != want[v]) ++bad;
    if (dist[v] > 0) {   // the parent must be a neighbour one level closer
      int p = par[v]; bool adjacent = false;
      for (int k = rp[v]; k < rp[v + 1]; ++k) adjacent |= adj[k] == p;
      if (!adjacent || dist[p] != dist[v] - 1) ++bad;
    }
    if (dist[v] >= 0) { ++reached; total += dist[v]; far = dist[v] > far ? dist[v] : far; }
  }
  printf("BFS over %d vertices, %d edge ends: %d levels, %d reached, eccentricity %d, distance sum %lld, %d wrong\n",
         n, m, level - 1, reached, far, total, bad);
  cudaFree(drp); cudaFree(dadj); cudaFree(ddist); cudaFree(dpar); cudaFree(fa); cudaFree(fb); cudaFree(dsize);
  return bad != 0;
}
