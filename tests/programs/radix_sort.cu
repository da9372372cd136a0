// LSD radix sort of 32-bit unsigned keys, 4 bits per pass: per-block digit
// counts, a column-major exclusive scan of the count table in one block, and a
// stable scatter in which each block ranks its keys in order; the sort is
// stable, so payloads of equal keys keep their order.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

const int RADIX = 16, BITS = 4, TILE = 512, THREADS = 128;

__global__ void count_digits(const unsigned *keys, int n, int shift, unsigned *counts, int nblocks) {
  __shared__ unsigned c[RADIX];
  if (threadIdx.x < RADIX) c[threadIdx.x] = 0;
  __syncthreads();
  int base = blockIdx.x * TILE;
  for (int i = threadIdx.x; i < TILE && base + i < n; i += blockDim.x)
    atomicAdd(&c[(keys[base + i] >> shift) & (RADIX - 1)], 1u);
  __syncthreads();
  if (threadIdx.x < RADIX) counts[threadIdx.x * nblocks + blockIdx.x] = c[threadIdx.x];  // digit-major
}

// exclusive scan of m values by one block of 1024 threads (chunked)
__global__ void scan_counts(unsigned *counts, int m) {
  __shared__ unsigned s[1024];
  __shared__ unsigned carry;
  if (threadIdx.x == 0) carry = 0;
  for (int base = 0; base < m; base += 1024) {
    int i = base + threadIdx.x;
    unsigned v = i < m ? counts[i] : 0;
    s[threadIdx.x] = v;
    __syncthreads();
    for (int off = 1; off < 1024; off <<= 1) {   // Hillis-Steele
      unsigned t = threadIdx.x >= off ? s[threadIdx.x - off] : 0;
      __syncthreads();
      s[threadIdx.x] += t;
      __syncthreads();
    }
    if (i < m) counts[i] = carry + s[threadIdx.x] - v;
    __syncthreads();
    if (threadIdx.x == 1023) carry += s[1023];
    __syncthreads();
  }
}

// stable scatter: digits of the tile in shared memory; each key's rank among
// equal digits before it in the tile is counted by its thread
__global__ void scatter(const unsigned *keys, const unsigned *vals, unsigned *okeys, unsigned *ovals, int n, int shift,
                        const unsigned *offsets, int nblocks) {
  __shared__ unsigned char d[TILE];
  int base = blockIdx.x * TILE;
  for (int i = threadIdx.x; i < TILE; i += blockDim.x)
    d[i] = base + i < n ? (keys[base + i] >> shift) & (RADIX - 1) : 0xff;
  __syncthreads();
  for (int i = threadIdx.x; i < TILE && base + i < n; i += blockDim.x) {
    unsigned digit = d[i], rank = 0;
    for (int j = 0; j < i; ++j) rank += d[j] == digit;
    unsigned dst = offsets[digit * nblocks + blockIdx.x] + rank;
    okeys[dst] = keys[base + i];
    ovals[dst] = vals[base + i];
  }
}

int main() {
  const int n = 40000, nblocks = (n + TILE - 1) / TILE;
  std::vector<unsigned> keys(n), vals(n);
  unsigned long long s = 88172645463325252ull;
  for (int i = 0; i < n; ++i) { s ^= s << 13; s ^= s >> 7; s ^= s << 17; keys[i] = (unsigned)(s >> 20) & 0x00ffffffu; vals[i] = i; }
  for (int i = 0; i < n; i += 7) keys[i] = 12345;  // many duplicates test stability
  unsigned *k0, *v0, *k1, *v1, *counts;
  CHECK(cudaMalloc(&k0, n * 4)); CHECK(cudaMalloc(&v0, n * 4)); CHECK(cudaMalloc(&k1, n * 4)); CHECK(cudaMalloc(&v1, n * 4));
  CHECK(cudaMalloc(&counts, RADIX * nblocks * 4));
  CHECK(cudaMemcpy(k0, keys.data(), n * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(v0, vals.data(), n * 4, cudaMemcpyHostToDevice));
  int passes = 0;
  for (int shift = 0; shift < 24; shift += BITS, ++passes) {   // keys have 24 significant bits
    count_digits<<<nblocks, THREADS>>>(k0, n, shift, counts, nblocks);
    scan_counts<<<1, 1024>>>(counts, RADIX * nblocks);
    scatter<<<nblocks, THREADS>>>(k0, v0, k1, v1, n, shift, counts, nblocks);
    CHECK(cudaGetLastError());
    std::swap(k0, k1); std::swap(v0, v1);
  }
  std::vector<unsigned> rk(n), rv(n);
  CHECK(cudaMemcpy(rk.data(), k0, n * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(rv.data(), v0, n * 4, cudaMemcpyDeviceToHost));
  std::vector<std::pair<unsigned, unsigned>> ref(n);
  for (int i = 0; i < n; ++i) ref[i] = {keys[i], vals[i]};
  std::stable_sort(ref.begin(), ref.end(), [](auto a, auto b) { return a.first < b.first; });
  int bad = 0;
  for (int i = 0; i < n; ++i) bad += rk[i] != ref[i].first || rv[i] != ref[i].second;
  printf("radix sort of %d keys in %d passes: min %u, max %u, key[n/3] %u, payload[n/3] %u, %d wrong\n",
         n, passes, rk[0], rk[n - 1], rk[n / 3], rv[n / 3], bad);
  cudaFree(k0); cudaFree(v0); cudaFree(k1); cudaFree(v1); cudaFree(counts);
  return bad != 0;
}
