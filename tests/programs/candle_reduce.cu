// Drives candle-kernels' reduce.cu (from the package corpus): fast_sum,
// fast_max and fast_argmax over the last dimension (one block per output,
// shared-memory trees), and the transformer kernels softmax, layernorm and
// rmsnorm (warp shuffles of width 32), all f32, checked against the CPU.
#include "candle_common.h"
#include <cstdint>
#if defined(__CUDA_ARCH__)
#include "reduce.cu"
#else
CANDLE_HOST_STUB(fast_sum_f32, size_t, size_t, size_t, const size_t *, const float *, float *)
CANDLE_HOST_STUB(fast_max_f32, size_t, size_t, size_t, const size_t *, const float *, float *)
CANDLE_HOST_STUB(fast_argmax_f32, size_t, size_t, size_t, const size_t *, const float *, uint32_t *)
CANDLE_HOST_STUB(softmax_f32, const float *, float *, int)
CANDLE_HOST_STUB(layernorm_f32, const float *, float *, const float *, const float *, int, int, float)
CANDLE_HOST_STUB(rmsnorm_f32, const float *, float *, const float *, int, int, float)
#endif

int main() {
  const int rows = 40, cols = 300, n = rows * cols;
  std::vector<float> x(n), alpha(cols), beta(cols);
  for (int i = 0; i < n; ++i) x[i] = (float)((i * 37) % 211 - 105) / 32.0f;   // exact sums
  for (int c = 0; c < cols; ++c) { alpha[c] = 1.0f + (c % 4) * 0.25f; beta[c] = (c % 3) * 0.5f; }
  float *dx = to_device(x), *dalpha = to_device(alpha), *dbeta = to_device(beta);
  float *dsum = device_buffer<float>(rows), *dmax = device_buffer<float>(rows), *dy = device_buffer<float>(n);
  uint32_t *darg = device_buffer<uint32_t>(rows);
  size_t *info = layout({{(size_t)rows, (size_t)cols}, {(size_t)cols, 1}});
  fast_sum_f32<<<rows, 256>>>(n, cols, 2, info, dx, dsum);
  fast_max_f32<<<rows, 256>>>(n, cols, 2, info, dx, dmax);
  fast_argmax_f32<<<rows, 256>>>(n, cols, 2, info, dx, darg);
  CHECK(cudaGetLastError());
  auto sum = to_host(dsum, rows), mx = to_host(dmax, rows);
  auto arg = to_host(darg, rows);
  int bad = 0; double total = 0; long argsum = 0;
  for (int r = 0; r < rows; ++r) {
    double s = 0; float m = -INFINITY; int am = 0;
    for (int c = 0; c < cols; ++c) { s += x[r * cols + c]; if (x[r * cols + c] > m) { m = x[r * cols + c]; am = c; } }
    bad += sum[r] != (float)s || mx[r] != m || x[r * cols + arg[r]] != m;
    total += sum[r]; argsum += am;
  }
  printf("fast_sum/max/argmax over %d rows of %d: total %.4f, max[0] %.4f, %d wrong\n", rows, cols, total, mx[0], bad);
  // softmax: block (1, 32), one row per block
  softmax_f32<<<dim3(rows), dim3(1, 32)>>>(dx, dy, cols);
  CHECK(cudaGetLastError());
  auto sm = to_host(dy, n);
  double e = 0;
  for (int r = 0; r < rows; ++r) {
    double m = -1e30, s = 0;
    for (int c = 0; c < cols; ++c) m = fmax(m, x[r * cols + c]);
    for (int c = 0; c < cols; ++c) s += exp(x[r * cols + c] - m);
    for (int c = 0; c < cols; ++c) e = fmax(e, fabs(sm[r * cols + c] - exp(x[r * cols + c] - m) / s));
  }
  printf("softmax within 1e-6 of the CPU: %s\n", e < 1e-6 ? "yes" : "no");
  bad += !(e < 1e-6);
  // layernorm and rmsnorm: a block of 32 threads per row
  layernorm_f32<<<rows, 32>>>(dx, dy, dalpha, dbeta, cols, 32, 1e-5f);
  CHECK(cudaGetLastError());
  auto ln = to_host(dy, n);
  rmsnorm_f32<<<rows, 32>>>(dx, dy, dalpha, cols, 32, 1e-5f);
  CHECK(cudaGetLastError());
  auto rn = to_host(dy, n);
  double el = 0, er = 0;
  for (int r = 0; r < rows; ++r) {
    double mean = 0, sq = 0;
    for (int c = 0; c < cols; ++c) { mean += x[r * cols + c]; sq += (double)x[r * cols + c] * x[r * cols + c]; }
    mean /= cols;
    double var = sq / cols - mean * mean, inv = 1 / sqrt(var + 1e-5), rms = 1 / sqrt(sq / cols + 1e-5);
    for (int c = 0; c < cols; ++c) {
      el = fmax(el, fabs(ln[r * cols + c] - ((x[r * cols + c] - mean) * inv * alpha[c] + beta[c])));
      er = fmax(er, fabs(rn[r * cols + c] - x[r * cols + c] * rms * alpha[c]));
    }
  }
  printf("layernorm within 1e-4: %s, rmsnorm within 1e-4: %s\n", el < 1e-4 ? "yes" : "no", er < 1e-4 ? "yes" : "no");
  bad += !(el < 1e-4) + !(er < 1e-4);
  return bad != 0;
}
