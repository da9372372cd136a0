// Drives candle-kernels' binary.cu (from the package corpus): element-wise
// add, mul, sub, div, maximum and the comparison kernels writing u8 masks,
// with broadcasting through zero strides (a row vector and a column vector
// against a matrix), in f32, f64 and u32; checked against the CPU.
#include "candle_common.h"
#include <cstdint>
#if defined(__CUDA_ARCH__)
#include "binary.cu"
#else
#define BIN(T, O, name) CANDLE_HOST_STUB(name, size_t, size_t, const size_t *, const T *, const T *, O *)
BIN(float, float, badd_f32) BIN(float, float, bmul_f32) BIN(float, float, bsub_f32) BIN(float, float, bdiv_f32)
BIN(float, float, bmaximum_f32) BIN(float, uint8_t, lt_f32) BIN(double, double, badd_f64) BIN(double, double, bmul_f64)
BIN(uint32_t, uint32_t, bmul_u32) BIN(uint32_t, uint8_t, ge_u32)
#endif

int main() {
  const size_t R = 37, C = 53, n = R * C;
  std::vector<float> a(n), row(C), col(R);
  for (size_t i = 0; i < n; ++i) a[i] = (float)((int)(i * 31 % 101) - 50) / 8.0f;
  for (size_t c = 0; c < C; ++c) row[c] = (float)(c % 9) + 1.0f;
  for (size_t r = 0; r < R; ++r) col[r] = (float)(r % 5) * 0.5f - 1.0f;
  float *da = to_device(a), *drow = to_device(row), *dcol = to_device(col), *dout = device_buffer<float>(n);
  uint8_t *dmask = device_buffer<uint8_t>(n);
  // layouts: dims (R, C); lhs contiguous (C, 1); rhs a row (0, 1) or a column (1, 0)
  size_t *with_row = layout({{R, C}, {C, 1}, {0, 1}});
  size_t *with_col = layout({{R, C}, {C, 1}, {1, 0}});
  size_t *col_lhs = layout({{R, C}, {1, 0}, {C, 1}});    // the column on the left
  int bad = 0;
  struct Case { const char *name; void (*k)(size_t, size_t, const size_t *, const float *, const float *, float *); size_t *info; const float *lhs; const float *rhs; float (*f)(float, float); bool row_rhs, col_left; };
  Case cases[] = {
    {"a + row", badd_f32, with_row, da, drow, [](float x, float y) { return x + y; }, true, false},
    {"a * col", bmul_f32, with_col, da, dcol, [](float x, float y) { return x * y; }, false, false},
    {"a - row", bsub_f32, with_row, da, drow, [](float x, float y) { return x - y; }, true, false},
    {"a / row", bdiv_f32, with_row, da, drow, [](float x, float y) { return x / y; }, true, false},
    {"max(col, a)", bmaximum_f32, col_lhs, dcol, da, [](float x, float y) { return x > y ? x : y; }, false, true},
  };
  for (auto &c : cases) {
    c.k<<<(n + 127) / 128, 128>>>(n, 2, c.info, c.lhs, c.rhs, dout);
    CHECK(cudaGetLastError());
    auto out = to_host(dout, n);
    int wrong = 0; double sum = 0;
    for (size_t r = 0; r < R; ++r)
      for (size_t k = 0; k < C; ++k) {
        float want = c.col_left ? c.f(col[r], a[r * C + k]) : c.f(a[r * C + k], c.row_rhs ? row[k] : col[r]);
        wrong += rel_err(out[r * C + k], want) > 1e-6; sum += out[r * C + k];
      }
    printf("%-12s sum %.3f, %d wrong\n", c.name, sum, wrong);
    bad += wrong;
  }
  lt_f32<<<16, 128>>>(n, 2, with_row, da, drow, dmask);
  CHECK(cudaGetLastError());
  auto mask = to_host(dmask, n);
  int ones = 0, mwrong = 0;
  for (size_t i = 0; i < n; ++i) { ones += mask[i]; mwrong += mask[i] != (a[i] < row[i % C] ? 1 : 0); }
  printf("a < row: %d of %zu set, %d wrong\n", ones, n, mwrong);
  bad += mwrong;
  // f64 contiguous (null layout) and u32 with a broadcast scalar (all-zero strides)
  std::vector<double> x(n), y(n);
  for (size_t i = 0; i < n; ++i) { x[i] = sin((double)i); y[i] = cos((double)i); }
  double *dx = to_device(x), *dy = to_device(y), *dz = device_buffer<double>(n);
  bmul_f64<<<16, 128>>>(n, 1, nullptr, dx, dy, dz);
  badd_f64<<<16, 128>>>(n, 1, nullptr, dz, dz, dz);   // in place: 2 sin cos = sin 2i
  CHECK(cudaGetLastError());
  auto z = to_host(dz, n);
  double e = 0;
  for (size_t i = 0; i < n; ++i) e = fmax(e, fabs(z[i] - sin(2.0 * i)));
  printf("f64 2 sin(i) cos(i) = sin(2i) within 1e-12: %s\n", e < 1e-12 ? "yes" : "no");
  bad += !(e < 1e-12);
  std::vector<uint32_t> u(n), s(1, 3u);
  for (size_t i = 0; i < n; ++i) u[i] = (uint32_t)(i * 2654435761u);
  uint32_t *du = to_device(u), *ds = to_device(s), *dw = device_buffer<uint32_t>(n);
  size_t *scalar = layout({{n}, {1}, {0}});
  bmul_u32<<<16, 128>>>(n, 1, scalar, du, ds, dw);
  ge_u32<<<16, 128>>>(n, 1, nullptr, dw, du, dmask);
  CHECK(cudaGetLastError());
  auto w = to_host(dw, n);
  mask = to_host(dmask, n);
  int uw = 0, ge = 0;
  for (size_t i = 0; i < n; ++i) { uw += w[i] != u[i] * 3u; ge += mask[i]; uw += mask[i] != (w[i] >= u[i]); }
  printf("u32 times a broadcast 3 (wrapping): %d wrong, %d not smaller than before\n", uw, ge);
  bad += uw;
  return bad != 0;
}
