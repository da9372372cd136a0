// Transformer building blocks in f32: row-wise softmax (max and sum by
// shared-memory block reductions, expf), layer normalisation with gamma/beta,
// and a GELU (tanhf) feed-forward activation, one block per row.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

const int THREADS = 128;

template <typename Op> __device__ float block_reduce(float v, Op op, float *s) {
  s[threadIdx.x] = v;
  __syncthreads();
  for (int k = blockDim.x / 2; k > 0; k >>= 1) {
    if (threadIdx.x < k) s[threadIdx.x] = op(s[threadIdx.x], s[threadIdx.x + k]);
    __syncthreads();
  }
  float r = s[0];
  __syncthreads();
  return r;
}
struct Max { __device__ float operator()(float a, float b) const { return fmaxf(a, b); } };
struct Sum { __device__ float operator()(float a, float b) const { return a + b; } };

__global__ void softmax_rows(const float *x, float *y, int cols) {
  __shared__ float s[THREADS];
  const float *row = x + (size_t)blockIdx.x * cols;
  float *out = y + (size_t)blockIdx.x * cols;
  float m = -INFINITY;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) m = fmaxf(m, row[c]);
  m = block_reduce(m, Max(), s);
  float sum = 0;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) { float e = expf(row[c] - m); out[c] = e; sum += e; }
  sum = block_reduce(sum, Sum(), s);
  float inv = 1.0f / sum;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) out[c] *= inv;
}

__global__ void layernorm_rows(const float *x, float *y, const float *gamma, const float *beta, int cols, float eps) {
  __shared__ float s[THREADS];
  const float *row = x + (size_t)blockIdx.x * cols;
  float sum = 0;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) sum += row[c];
  float mean = block_reduce(sum, Sum(), s) / cols;
  float var = 0;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) { float d = row[c] - mean; var += d * d; }
  var = block_reduce(var, Sum(), s) / cols;
  float rstd = rsqrtf(var + eps);
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    y[(size_t)blockIdx.x * cols + c] = (row[c] - mean) * rstd * gamma[c] + beta[c];
}

__global__ void gelu(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { float v = x[i]; x[i] = 0.5f * v * (1.0f + tanhf(0.7978845608f * (v + 0.044715f * v * v * v))); }
}

int main() {
  const int rows = 64, cols = 384, n = rows * cols;
  std::vector<float> x(n), g(cols), b(cols), sm(n), ln(n);
  for (int i = 0; i < n; ++i) x[i] = sinf(0.37f * i) * 3.0f + (i % cols) * 0.01f;
  for (int c = 0; c < cols; ++c) { g[c] = 1.0f + 0.001f * c; b[c] = 0.01f * (c % 7); }
  float *dx, *dsm, *dln, *dg, *db;
  CHECK(cudaMalloc(&dx, n * 4)); CHECK(cudaMalloc(&dsm, n * 4)); CHECK(cudaMalloc(&dln, n * 4));
  CHECK(cudaMalloc(&dg, cols * 4)); CHECK(cudaMalloc(&db, cols * 4));
  CHECK(cudaMemcpy(dx, x.data(), n * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dg, g.data(), cols * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(db, b.data(), cols * 4, cudaMemcpyHostToDevice));
  softmax_rows<<<rows, THREADS>>>(dx, dsm, cols);
  layernorm_rows<<<rows, THREADS>>>(dx, dln, dg, db, cols, 1e-5f);
  gelu<<<(n + 255) / 256, 256>>>(dln, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(sm.data(), dsm, n * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(ln.data(), dln, n * 4, cudaMemcpyDeviceToHost));
  double esm = 0, eln = 0, rowsum_err = 0, argmax_sum = 0;
  for (int r = 0; r < rows; ++r) {
    const float *row = &x[r * cols];
    double m = -1e30, s = 0, mean = 0, var = 0, rs = 0;
    int am = 0;
    for (int c = 0; c < cols; ++c) if (row[c] > m) { m = row[c]; am = c; }
    for (int c = 0; c < cols; ++c) s += exp(row[c] - m);
    for (int c = 0; c < cols; ++c) { double p = exp(row[c] - m) / s; esm = fmax(esm, fabs(sm[r * cols + c] - p) / p); rs += sm[r * cols + c]; }
    rowsum_err = fmax(rowsum_err, fabs(rs - 1.0));
    argmax_sum += am;
    for (int c = 0; c < cols; ++c) mean += row[c];
    mean /= cols;
    for (int c = 0; c < cols; ++c) var += (row[c] - mean) * (row[c] - mean);
    var /= cols;
    for (int c = 0; c < cols; ++c) {
      double v = (row[c] - mean) / sqrt(var + 1e-5) * g[c] + b[c];
      v = 0.5 * v * (1.0 + tanh(0.7978845608 * (v + 0.044715 * v * v * v)));
      eln = fmax(eln, fabs(ln[r * cols + c] - v));
    }
  }
  printf("softmax: %d rows of %d, rows sum to 1 within 1e-5: %s, relative error below 1e-5: %s, argmax index sum %.0f\n",
         rows, cols, rowsum_err < 1e-5 ? "yes" : "no", esm < 1e-5 ? "yes" : "no", argmax_sum);
  printf("layernorm+gelu: absolute error below 1e-4: %s, y[0][0] %.4f\n", eln < 1e-4 ? "yes" : "no", ln[0]);
  return esm < 1e-5 && eln < 1e-4 && rowsum_err < 1e-5 ? 0 : 1;
}
