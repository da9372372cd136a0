// Bitonic sort of keys with payloads: a shared-memory kernel sorting each
// 1024-element chunk, then global-memory merge steps launched per (k, j)
// pass from the host, and shared-memory merges once j fits in a block.
// Sorts int keys ascending, carrying each key's original index.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

const int CHUNK = 1024;

__device__ inline void cmp_swap(int &ka, int &va, int &kb, int &vb, bool up) {
  bool gt = ka > kb || (ka == kb && va > vb);
  if (gt == up) { int t = ka; ka = kb; kb = t; t = va; va = vb; vb = t; }
}

// sorts each CHUNK in shared memory; direction alternates so pairs form bitonic runs
__global__ void sort_chunks(int *keys, int *vals) {
  __shared__ int k[CHUNK], v[CHUNK];
  int base = blockIdx.x * CHUNK;
  for (int i = threadIdx.x; i < CHUNK; i += blockDim.x) { k[i] = keys[base + i]; v[i] = vals[base + i]; }
  __syncthreads();
  for (int size = 2; size <= CHUNK; size <<= 1)
    for (int stride = size / 2; stride > 0; stride >>= 1) {
      for (int t = threadIdx.x; t < CHUNK / 2; t += blockDim.x) {
        int pos = 2 * t - (t & (stride - 1));
        bool up = (((base + pos) & size) == 0);
        cmp_swap(k[pos], v[pos], k[pos + stride], v[pos + stride], up);
      }
      __syncthreads();
    }
  for (int i = threadIdx.x; i < CHUNK; i += blockDim.x) { keys[base + i] = k[i]; vals[base + i] = v[i]; }
}

__global__ void merge_global(int *keys, int *vals, int size, int stride) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int pos = 2 * t - (t & (stride - 1));
  bool up = ((pos & size) == 0);
  int ka = keys[pos], kb = keys[pos + stride], va = vals[pos], vb = vals[pos + stride];
  cmp_swap(ka, va, kb, vb, up);
  keys[pos] = ka; keys[pos + stride] = kb; vals[pos] = va; vals[pos + stride] = vb;
}

__global__ void merge_shared(int *keys, int *vals, int size) {
  __shared__ int k[CHUNK], v[CHUNK];
  int base = blockIdx.x * CHUNK;
  for (int i = threadIdx.x; i < CHUNK; i += blockDim.x) { k[i] = keys[base + i]; v[i] = vals[base + i]; }
  __syncthreads();
  for (int stride = CHUNK / 2; stride > 0; stride >>= 1) {
    for (int t = threadIdx.x; t < CHUNK / 2; t += blockDim.x) {
      int pos = 2 * t - (t & (stride - 1));
      cmp_swap(k[pos], v[pos], k[pos + stride], v[pos + stride], ((base + pos) & size) == 0);
    }
    __syncthreads();
  }
  for (int i = threadIdx.x; i < CHUNK; i += blockDim.x) { keys[base + i] = k[i]; vals[base + i] = v[i]; }
}

int main() {
  const int n = 1 << 15;
  std::vector<int> keys(n), vals(n);
  unsigned s = 31337;
  for (int i = 0; i < n; ++i) { s = s * 214013u + 2531011u; keys[i] = (int)((s >> 16) % 5000) - 2500; vals[i] = i; }
  int *dk, *dv;
  CHECK(cudaMalloc(&dk, n * 4)); CHECK(cudaMalloc(&dv, n * 4));
  CHECK(cudaMemcpy(dk, keys.data(), n * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dv, vals.data(), n * 4, cudaMemcpyHostToDevice));
  sort_chunks<<<n / CHUNK, 256>>>(dk, dv);
  CHECK(cudaGetLastError());
  int launches = 1;
  for (int size = 2 * CHUNK; size <= n; size <<= 1) {
    int stride = size / 2;
    for (; stride >= CHUNK; stride >>= 1) { merge_global<<<n / 2 / 256, 256>>>(dk, dv, size, stride); ++launches; }
    merge_shared<<<n / CHUNK, 256>>>(dk, dv, size); ++launches;
  }
  CHECK(cudaGetLastError());
  std::vector<int> rk(n), rv(n);
  CHECK(cudaMemcpy(rk.data(), dk, n * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(rv.data(), dv, n * 4, cudaMemcpyDeviceToHost));
  std::vector<std::pair<int, int>> ref(n);
  for (int i = 0; i < n; ++i) ref[i] = {keys[i], vals[i]};
  std::sort(ref.begin(), ref.end());
  int bad = 0;
  for (int i = 0; i < n; ++i) if (rk[i] != ref[i].first || rv[i] != ref[i].second) ++bad;
  printf("sorted %d keys in %d launches: first %d (index %d), median %d, last %d, %d out of place\n",
         n, launches, rk[0], rv[0], rk[n / 2], rk[n - 1], bad);
  cudaFree(dk); cudaFree(dv);
  return bad != 0;
}
