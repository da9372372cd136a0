// Monte-Carlo estimates with a hand-written counter-based RNG (a Philox-style
// 4x32 mixing round set, keyed per thread): pi by counting hits with
// atomicAdd on unsigned long long, and a European call price by per-block
// double partial sums. The counts are exact integers, so identical everywhere.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

struct u4 { unsigned a, b, c, d; };

__host__ __device__ inline unsigned mulhi(unsigned a, unsigned b) { return (unsigned)(((unsigned long long)a * b) >> 32); }

// ten rounds of a Philox-like bijection of the counter under the key
__host__ __device__ inline u4 philox(u4 ctr, unsigned k0, unsigned k1) {
  for (int r = 0; r < 10; ++r) {
    unsigned hi0 = mulhi(0xD2511F53u, ctr.a), lo0 = 0xD2511F53u * ctr.a;
    unsigned hi1 = mulhi(0xCD9E8D57u, ctr.c), lo1 = 0xCD9E8D57u * ctr.c;
    ctr = u4{hi1 ^ ctr.b ^ k0, lo1, hi0 ^ ctr.d ^ k1, lo0};
    k0 += 0x9E3779B9u; k1 += 0xBB67AE85u;
  }
  return ctr;
}

__host__ __device__ inline float to_unit(unsigned x) { return (x >> 8) * (1.0f / 16777216.0f); }

__global__ void pi_hits(unsigned long long *hits, int per_thread, unsigned seed) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned count = 0;
  for (int i = 0; i < per_thread; i += 2) {
    u4 r = philox(u4{(unsigned)i, tid, 0, 0}, seed, 0x1234u);
    float x = to_unit(r.a), y = to_unit(r.b);
    count += x * x + y * y < 1.0f;   // exact: 24-bit values, products representable
    x = to_unit(r.c); y = to_unit(r.d);
    count += x * x + y * y < 1.0f;
  }
  atomicAdd(hits, (unsigned long long)count);
}

// Box-Muller normals driving a terminal stock price; payoff summed per block.
__global__ void option_paths(double *block_sums, int per_thread, unsigned seed, float S0, float K, float r, float sigma, float T) {
  __shared__ double s[128];
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  double acc = 0;
  for (int i = 0; i < per_thread; ++i) {
    u4 q = philox(u4{(unsigned)i, tid, 1, 0}, seed, 0x5678u);
    float u1 = fmaxf(to_unit(q.a), 1e-7f), u2 = to_unit(q.b);
    float z = sqrtf(-2.0f * logf(u1)) * cospif(2.0f * u2);
    float ST = S0 * expf((r - 0.5f * sigma * sigma) * T + sigma * sqrtf(T) * z);
    acc += fmaxf(ST - K, 0.0f);
  }
  s[threadIdx.x] = acc;
  __syncthreads();
  for (int k = blockDim.x / 2; k > 0; k >>= 1) {
    if (threadIdx.x < k) s[threadIdx.x] += s[threadIdx.x + k];
    __syncthreads();
  }
  if (threadIdx.x == 0) block_sums[blockIdx.x] = s[0];
}

int main() {
  const int blocks = 64, threads = 128, per = 64;
  unsigned long long *dh;
  CHECK(cudaMalloc(&dh, sizeof *dh));
  CHECK(cudaMemset(dh, 0, sizeof *dh));
  pi_hits<<<blocks, threads>>>(dh, per, 2024u);
  CHECK(cudaGetLastError());
  unsigned long long hits;
  CHECK(cudaMemcpy(&hits, dh, sizeof hits, cudaMemcpyDeviceToHost));
  unsigned long long want = 0;
  for (unsigned t = 0; t < blocks * threads; ++t)
    for (int i = 0; i < per; i += 2) {
      u4 r = philox(u4{(unsigned)i, t, 0, 0}, 2024u, 0x1234u);
      float x = to_unit(r.a), y = to_unit(r.b); want += x * x + y * y < 1.0f;
      x = to_unit(r.c); y = to_unit(r.d); want += x * x + y * y < 1.0f;
    }
  unsigned long long total = (unsigned long long)blocks * threads * per;
  printf("pi: %llu of %llu samples inside, estimate %.4f, CPU count %s\n", hits, total, 4.0 * hits / total, hits == want ? "equal" : "DIFFERENT");

  double *dsums;
  const int per2 = 32;
  CHECK(cudaMalloc(&dsums, blocks * sizeof(double)));
  option_paths<<<blocks, threads>>>(dsums, per2, 77u, 100.0f, 105.0f, 0.05f, 0.2f, 1.0f);
  CHECK(cudaGetLastError());
  std::vector<double> sums(blocks);
  CHECK(cudaMemcpy(sums.data(), dsums, blocks * sizeof(double), cudaMemcpyDeviceToHost));
  double mc = 0;
  for (double v : sums) mc += v;
  double npaths = (double)blocks * threads * per2;
  double price = exp(-0.05) * mc / npaths;
  // closed form for comparison
  double d1 = (log(100.0 / 105.0) + (0.05 + 0.02) * 1.0) / 0.2, d2 = d1 - 0.2;
  double bs = 100.0 * 0.5 * erfc(-d1 / sqrt(2.0)) - 105.0 * exp(-0.05) * 0.5 * erfc(-d2 / sqrt(2.0));
  bool close = fabs(price - bs) < 0.25;
  printf("call: Monte-Carlo within 0.25 of Black-Scholes %.3f: %s\n", bs, close ? "yes" : "no");
  if (!close) printf("Monte-Carlo price %.4f\n", price);
  cudaFree(dh); cudaFree(dsums);
  return hits == want && close ? 0 : 1;
}
