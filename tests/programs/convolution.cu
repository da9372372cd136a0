// 1-D and 2-D convolution with the filter in __constant__ memory
// (cudaMemcpyToSymbol, also at an offset): a 1-D kernel staging its tile and
// halo in shared memory, a separable 2-D Gaussian blur (row then column pass),
// and a direct 5x5 2-D filter on an int image, checked against the CPU.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

const int R1 = 8, BLOCK = 256;
__constant__ float c_mask1[2 * R1 + 1];
__constant__ float c_gauss[7];
__constant__ int c_mask2[5][5];

__global__ void conv1d(const float *in, float *out, int n) {
  __shared__ float s[BLOCK + 2 * R1];
  int i = blockIdx.x * BLOCK + threadIdx.x;
  s[threadIdx.x + R1] = i < n ? in[i] : 0.0f;
  if (threadIdx.x < R1) {
    int l = i - R1, r = i + BLOCK;
    s[threadIdx.x] = l >= 0 ? in[l] : 0.0f;
    s[threadIdx.x + BLOCK + R1] = r < n ? in[r] : 0.0f;
  }
  __syncthreads();
  if (i >= n) return;
  float acc = 0;
  for (int k = -R1; k <= R1; ++k) acc += c_mask1[k + R1] * s[threadIdx.x + R1 + k];
  out[i] = acc;
}

__global__ void blur_rows(const float *in, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  float acc = 0;
  for (int k = -3; k <= 3; ++k) { int xx = min(max(x + k, 0), w - 1); acc += c_gauss[k + 3] * in[y * w + xx]; }
  out[y * w + x] = acc;
}
__global__ void blur_cols(const float *in, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  float acc = 0;
  for (int k = -3; k <= 3; ++k) { int yy = min(max(y + k, 0), h - 1); acc += c_gauss[k + 3] * in[yy * w + x]; }
  out[y * w + x] = acc;
}

__global__ void filter5x5(const int *in, int *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  int acc = 0;
  for (int dy = -2; dy <= 2; ++dy)
    for (int dx = -2; dx <= 2; ++dx) {
      int xx = x + dx, yy = y + dy;
      if (xx >= 0 && xx < w && yy >= 0 && yy < h) acc += c_mask2[dy + 2][dx + 2] * in[yy * w + xx];
    }
  out[y * w + x] = acc;
}

int main() {
  int bad = 0;
  // 1-D
  const int n = 50000;
  std::vector<float> sig(n), out(n), mask(2 * R1 + 1);
  for (int i = 0; i < n; ++i) sig[i] = (float)((i * 13) % 29) - 14.0f;
  for (int k = 0; k <= 2 * R1; ++k) mask[k] = (float)(k < R1 ? k + 1 : 2 * R1 + 1 - k) / 128.0f;   // exact weights
  // upload the mask in two halves: the second at an offset
  CHECK(cudaMemcpyToSymbol(c_mask1, mask.data(), R1 * sizeof(float)));
  CHECK(cudaMemcpyToSymbol(c_mask1, mask.data() + R1, (R1 + 1) * sizeof(float), R1 * sizeof(float)));
  float *dsig, *dout;
  CHECK(cudaMalloc(&dsig, n * 4)); CHECK(cudaMalloc(&dout, n * 4));
  CHECK(cudaMemcpy(dsig, sig.data(), n * 4, cudaMemcpyHostToDevice));
  conv1d<<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(dsig, dout, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(out.data(), dout, n * 4, cudaMemcpyDeviceToHost));
  double e1 = 0, s1 = 0;
  for (int i = 0; i < n; ++i) {
    double ref = 0;
    for (int k = -R1; k <= R1; ++k) if (i + k >= 0 && i + k < n) ref += mask[k + R1] * sig[i + k];
    e1 = fmax(e1, fabs(out[i] - ref)); s1 += out[i];
  }
  printf("1-D: %d samples, sum %.4f, exact: %s\n", n, s1, e1 == 0 ? "yes" : "no");
  bad += e1 != 0;
  // separable blur
  const int w = 200, h = 150;
  std::vector<float> img(w * h), res(w * h);
  for (int y = 0; y < h; ++y) for (int x = 0; x < w; ++x) img[y * w + x] = ((x / 10 + y / 10) % 2) ? 1.0f : 0.0f;
  float g[7];
  double gs = 0;
  for (int k = 0; k < 7; ++k) { g[k] = expf(-(k - 3) * (k - 3) / 4.0f); gs += g[k]; }
  for (int k = 0; k < 7; ++k) g[k] = (float)(g[k] / gs);
  CHECK(cudaMemcpyToSymbol(c_gauss, g, sizeof g));
  float *di, *dt, *dr;
  CHECK(cudaMalloc(&di, w * h * 4)); CHECK(cudaMalloc(&dt, w * h * 4)); CHECK(cudaMalloc(&dr, w * h * 4));
  CHECK(cudaMemcpy(di, img.data(), w * h * 4, cudaMemcpyHostToDevice));
  dim3 b(16, 16), gr((w + 15) / 16, (h + 15) / 16);
  blur_rows<<<gr, b>>>(di, dt, w, h);
  blur_cols<<<gr, b>>>(dt, dr, w, h);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(res.data(), dr, w * h * 4, cudaMemcpyDeviceToHost));
  std::vector<double> tmp(w * h);
  double e2 = 0, s2 = 0;
  for (int y = 0; y < h; ++y) for (int x = 0; x < w; ++x) {
    double a = 0; for (int k = -3; k <= 3; ++k) a += g[k + 3] * img[y * w + std::min(std::max(x + k, 0), w - 1)];
    tmp[y * w + x] = a;
  }
  for (int y = 0; y < h; ++y) for (int x = 0; x < w; ++x) {
    double a = 0; for (int k = -3; k <= 3; ++k) a += g[k + 3] * tmp[std::min(std::max(y + k, 0), h - 1) * w + x];
    e2 = fmax(e2, fabs(res[y * w + x] - a)); s2 += res[y * w + x];
  }
  printf("blur: %dx%d image, mean %.4f, within 1e-5 of the CPU: %s\n", w, h, s2 / (w * h), e2 < 1e-5 ? "yes" : "no");
  bad += !(e2 < 1e-5);
  // 5x5 integer filter (a Laplacian-of-Gaussian-like mask)
  int m2[5][5] = {{0, 0, -1, 0, 0}, {0, -1, -2, -1, 0}, {-1, -2, 16, -2, -1}, {0, -1, -2, -1, 0}, {0, 0, -1, 0, 0}};
  CHECK(cudaMemcpyToSymbol(c_mask2, m2, sizeof m2));
  std::vector<int> iimg(w * h), iout(w * h);
  for (int i = 0; i < w * h; ++i) iimg[i] = (i * 7919) % 256;
  int *dii, *dio;
  CHECK(cudaMalloc(&dii, w * h * 4)); CHECK(cudaMalloc(&dio, w * h * 4));
  CHECK(cudaMemcpy(dii, iimg.data(), w * h * 4, cudaMemcpyHostToDevice));
  filter5x5<<<gr, b>>>(dii, dio, w, h);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(iout.data(), dio, w * h * 4, cudaMemcpyDeviceToHost));
  int e3 = 0; long long s3 = 0;
  for (int y = 0; y < h; ++y) for (int x = 0; x < w; ++x) {
    int a = 0;
    for (int dy = -2; dy <= 2; ++dy) for (int dx = -2; dx <= 2; ++dx) {
      int xx = x + dx, yy = y + dy;
      if (xx >= 0 && xx < w && yy >= 0 && yy < h) a += m2[dy + 2][dx + 2] * iimg[yy * w + xx];
    }
    e3 += a != iout[y * w + x]; s3 += iout[y * w + x];
  }
  printf("5x5 filter: sum %lld, %d wrong\n", s3, e3);
  bad += e3;
  return bad != 0;
}
