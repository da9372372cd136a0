// K-means clustering of 2-D points: an assignment kernel (nearest centroid
// from __constant__ memory, argmin), per-cluster sums accumulated with float
// and int atomicAdd, a centroid update kernel, iterated until no label
// changes; points lie on a 1/8 grid so every sum is exact in float.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

const int K = 6;
__constant__ float2 c_centroids[K];

__global__ void assign(const float2 *pts, int n, int *labels, float2 *sums, int *counts, int *changed) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float2 p = pts[i];
  int best = 0; float bd = INFINITY;
  for (int k = 0; k < K; ++k) {
    float dx = p.x - c_centroids[k].x, dy = p.y - c_centroids[k].y;
    float d = dx * dx + dy * dy;
    if (d < bd) { bd = d; best = k; }
  }
  if (labels[i] != best) { labels[i] = best; atomicAdd(changed, 1); }
  atomicAdd(&sums[best].x, p.x);
  atomicAdd(&sums[best].y, p.y);
  atomicAdd(&counts[best], 1);
}

__global__ void update(const float2 *sums, const int *counts, float2 *centroids) {
  int k = threadIdx.x;
  if (k < K && counts[k] > 0) centroids[k] = make_float2(sums[k].x / counts[k], sums[k].y / counts[k]);
}

int main() {
  const int n = 30000;
  std::vector<float2> pts(n);
  const float cx[K] = {-20, -5, 0, 10, 25, 40}, cy[K] = {5, -30, 20, 0, -10, 30};
  for (int i = 0; i < n; ++i) {
    int c = i % K;
    int dx = (int)((i * 2654435761u) >> 20) % 81 - 40, dy = (int)((i * 40503u + 17) >> 4) % 81 - 40;   // in eighths
    pts[i] = make_float2(cx[c] + dx / 8.0f, cy[c] + dy / 8.0f);
  }
  std::vector<float2> cent(K);
  for (int k = 0; k < K; ++k) cent[k] = pts[k * 7];   // first guesses: points of each cluster
  float2 *dp, *dsums, *dcent; int *dl, *dcounts, *dchanged;
  CHECK(cudaMalloc(&dp, n * sizeof(float2))); CHECK(cudaMalloc(&dl, n * 4));
  CHECK(cudaMalloc(&dsums, K * sizeof(float2))); CHECK(cudaMalloc(&dcounts, K * 4)); CHECK(cudaMalloc(&dchanged, 4));
  CHECK(cudaMalloc(&dcent, K * sizeof(float2)));
  CHECK(cudaMemcpy(dp, pts.data(), n * sizeof(float2), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dl, 0xff, n * 4));
  CHECK(cudaMemcpy(dcent, cent.data(), K * sizeof(float2), cudaMemcpyHostToDevice));
  int it = 0, changed = 1;
  for (; it < 50 && changed; ++it) {
    // centroids move device-to-device into __constant__ memory
    CHECK(cudaMemcpyToSymbol(c_centroids, dcent, K * sizeof(float2), 0, cudaMemcpyDeviceToDevice));
    CHECK(cudaMemset(dsums, 0, K * sizeof(float2))); CHECK(cudaMemset(dcounts, 0, K * 4)); CHECK(cudaMemset(dchanged, 0, 4));
    assign<<<(n + 255) / 256, 256>>>(dp, n, dl, dsums, dcounts, dchanged);
    update<<<1, 32>>>(dsums, dcounts, dcent);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&changed, dchanged, 4, cudaMemcpyDeviceToHost));
  }
  std::vector<int> labels(n), counts(K);
  CHECK(cudaMemcpy(labels.data(), dl, n * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(counts.data(), dcounts, K * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(cent.data(), dcent, K * sizeof(float2), cudaMemcpyDeviceToHost));
  // CPU check: every point's label is its nearest final centroid, and each centroid is its cluster's mean
  int bad = 0;
  std::vector<double> sx(K, 0), sy(K, 0); std::vector<int> cnt(K, 0);
  for (int i = 0; i < n; ++i) {
    int best = 0; float bd = INFINITY;
    for (int k = 0; k < K; ++k) { float dx = pts[i].x - cent[k].x, dy = pts[i].y - cent[k].y, d = dx * dx + dy * dy; if (d < bd) { bd = d; best = k; } }
    bad += best != labels[i];
    sx[labels[i]] += pts[i].x; sy[labels[i]] += pts[i].y; cnt[labels[i]]++;
  }
  for (int k = 0; k < K; ++k) bad += cnt[k] != counts[k] || fabs(sx[k] / cnt[k] - cent[k].x) > 1e-4 || fabs(sy[k] / cnt[k] - cent[k].y) > 1e-4;
  printf("k-means: converged after %d iterations\n", it);
  for (int k = 0; k < K; ++k) printf("  cluster %d: %5d points, centre (%.3f, %.3f)\n", k, counts[k], cent[k].x, cent[k].y);
  printf("%d inconsistencies\n", bad);
  return bad != 0 || changed;
}
