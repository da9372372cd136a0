// Drives candle-kernels' unary.cu (included from the package corpus): exp,
// gelu, silu, sqrt, sigmoid, elu with a parameter, and a copy through a
// transposed (strided) layout, in f32 and f64; results against the CPU.
#include "candle_common.h"
#if defined(__CUDA_ARCH__)
#include "unary.cu"
#else
#define UNARY(T, name) CANDLE_HOST_STUB(name, size_t, size_t, const size_t *, const T *, T *)
UNARY(float, uexp_f32) UNARY(float, ugelu_f32) UNARY(float, usilu_f32) UNARY(float, usigmoid_f32)
UNARY(float, uabs_f32) UNARY(float, urelu_f32) UNARY(float, ucopy_f32)
UNARY(double, uabs_f64) UNARY(double, usqrt_f64)
CANDLE_HOST_STUB(uelu_f64, size_t, size_t, const size_t *, double, const double *, double *)
#endif

int main() {
  const size_t rows = 48, cols = 70, n = rows * cols;
  std::vector<float> x(n);
  std::vector<double> xd(n);
  for (size_t i = 0; i < n; ++i) { x[i] = (float)((int)(i % 97) - 48) / 16.0f; xd[i] = x[i]; }
  float *dx = to_device(x), *dy = device_buffer<float>(n);
  double *dxd = to_device(xd), *dyd = device_buffer<double>(n);
  int bad = 0;
  struct { const char *name; void (*k)(size_t, size_t, const size_t *, const float *, float *); double (*f)(double); } ops[] = {
    {"exp", uexp_f32, [](double v) { return exp(v); }},
    {"gelu", ugelu_f32, [](double v) { return 0.5 * v * (1 + tanh(0.7978845608028654 * (v + 0.044715 * v * v * v))); }},
    {"silu", usilu_f32, [](double v) { return v / (1 + exp(-v)); }},
    {"sigmoid", usigmoid_f32, [](double v) { return 1 / (1 + exp(-v)); }},
    {"abs", uabs_f32, [](double v) { return fabs(v); }},
    {"relu", urelu_f32, [](double v) { return v > 0 ? v : 0.0; }},
  };
  for (auto &op : ops) {
    op.k<<<(n + 255) / 256, 256>>>(n, 1, nullptr, dx, dy);
    CHECK(cudaGetLastError());
    auto y = to_host(dy, n);
    double worst = 0, sum = 0;
    for (size_t i = 0; i < n; ++i) { worst = fmax(worst, rel_err(y[i], op.f(x[i]))); sum += y[i]; }
    printf("%-8s f32: sum %.1f, relative error below 1e-5: %s\n", op.name, sum, worst < 1e-5 ? "yes" : "no");
    bad += !(worst < 1e-5);
  }
  // f64: sqrt(|x|) in place (a null input makes the kernel read its output), and elu(x, 0.5)
  double *dzd = device_buffer<double>(n);
  uabs_f64<<<32, 128>>>(n, 1, nullptr, dxd, dyd);
  usqrt_f64<<<32, 128>>>(n, 1, nullptr, nullptr, dyd);
  uelu_f64<<<32, 128>>>(n, 1, nullptr, 0.5, dxd, dzd);
  CHECK(cudaGetLastError());
  auto yd = to_host(dyd, n), zd = to_host(dzd, n);
  double w = 0;
  for (size_t i = 0; i < n; ++i) {
    w = fmax(w, rel_err(yd[i], sqrt(fabs(xd[i]))));
    w = fmax(w, rel_err(zd[i], xd[i] >= 0 ? xd[i] : 0.5 * (exp(xd[i]) - 1)));
  }
  printf("f64 sqrt(|x|) in place and elu: relative error below 1e-12: %s\n", w < 1e-12 ? "yes" : "no");
  bad += !(w < 1e-12);
  // copy a transposed view: dims (cols, rows), strides (1, cols)
  size_t *info = layout({{cols, rows}, {1, cols}});
  ucopy_f32<<<16, 256>>>(n, 2, info, dx, dy);
  CHECK(cudaGetLastError());
  auto t = to_host(dy, n);
  int tb = 0;
  for (size_t c = 0; c < cols; ++c) for (size_t r = 0; r < rows; ++r) tb += t[c * rows + r] != x[r * cols + c];
  printf("strided copy (transpose %zux%zu): %d wrong\n", rows, cols, tb);
  bad += tb;
  return bad != 0;
}
