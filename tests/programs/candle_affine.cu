// Drives candle-kernels' affine.cu (from the package corpus): y = x * mul +
// add over contiguous and strided (broadcast and sliced) layouts, in place
// through a null input, for f32, f64, u8, u32 and i64, against the CPU.
#include "candle_common.h"
#include <cstdint>
#if defined(__CUDA_ARCH__)
#include "affine.cu"
#else
#define AFF(T, name) CANDLE_HOST_STUB(name, size_t, size_t, const size_t *, const T *, T *, const T, const T)
AFF(float, affine_f32) AFF(double, affine_f64) AFF(uint8_t, affine_u8) AFF(uint32_t, affine_u32) AFF(int64_t, affine_i64)
#endif

int main() {
  int bad = 0;
  const size_t R = 30, C = 41, n = R * C;
  std::vector<float> x(n);
  for (size_t i = 0; i < n; ++i) x[i] = (float)((int)(i % 23) - 11) * 0.125f;
  float *dx = to_device(x), *dy = device_buffer<float>(n);
  affine_f32<<<8, 128>>>(n, 1, nullptr, dx, dy, 2.0f, 0.5f);
  affine_f32<<<8, 128>>>(n, 1, nullptr, nullptr, dy, -1.0f, 3.0f);   // in place: y = 3 - y
  CHECK(cudaGetLastError());
  auto y = to_host(dy, n);
  int w = 0; double s = 0;
  for (size_t i = 0; i < n; ++i) { w += y[i] != 3.0f - (2.0f * x[i] + 0.5f); s += y[i]; }
  printf("f32 contiguous and in place: sum %.3f, %d wrong\n", s, w);
  bad += w;
  // a row broadcast over R rows (strides 0, 1) and a column slice (every other column)
  size_t *bcast = layout({{R, C}, {0, 1}});
  affine_f32<<<8, 128>>>(n, 2, bcast, dx, dy, 4.0f, -1.0f);
  CHECK(cudaGetLastError());
  y = to_host(dy, n);
  w = 0;
  for (size_t r = 0; r < R; ++r) for (size_t c = 0; c < C; ++c) w += y[r * C + c] != 4.0f * x[c] - 1.0f;
  const size_t half = (C + 1) / 2;
  size_t *slice = layout({{R, half}, {C, 2}});
  affine_f32<<<8, 128>>>(R * half, 2, slice, dx, dy, 1.0f, 100.0f);
  CHECK(cudaGetLastError());
  y = to_host(dy, R * half);
  for (size_t r = 0; r < R; ++r) for (size_t c = 0; c < half; ++c) w += y[r * half + c] != x[r * C + 2 * c] + 100.0f;
  printf("f32 broadcast row and strided slice: %d wrong\n", w);
  bad += w;
  // f64
  std::vector<double> xd(n);
  for (size_t i = 0; i < n; ++i) xd[i] = 1.0 / (1.0 + i);
  double *dxd = to_device(xd), *dyd = device_buffer<double>(n);
  affine_f64<<<8, 128>>>(n, 1, nullptr, dxd, dyd, 3.0, -0.25);
  CHECK(cudaGetLastError());
  auto yd = to_host(dyd, n);
  double e = 0;
  for (size_t i = 0; i < n; ++i) e = fmax(e, fabs(yd[i] - (xd[i] * 3.0 - 0.25)));
  printf("f64 within 1e-15: %s\n", e < 1e-15 ? "yes" : "no");
  bad += !(e < 1e-15);
  // integers wrap as C++ does
  std::vector<uint8_t> b(256);
  std::vector<uint32_t> u(n);
  std::vector<int64_t> l(n);
  for (int i = 0; i < 256; ++i) b[i] = (uint8_t)i;
  for (size_t i = 0; i < n; ++i) { u[i] = (uint32_t)(i * 40503u); l[i] = (int64_t)i * -1000003 + 7; }
  uint8_t *db = to_device(b), *dbo = device_buffer<uint8_t>(256);
  uint32_t *du = to_device(u), *duo = device_buffer<uint32_t>(n);
  int64_t *dl = to_device(l), *dlo = device_buffer<int64_t>(n);
  affine_u8<<<1, 256>>>(256, 1, nullptr, db, dbo, (uint8_t)3, (uint8_t)200);
  affine_u32<<<8, 128>>>(n, 1, nullptr, du, duo, 2654435761u, 12345u);
  affine_i64<<<8, 128>>>(n, 1, nullptr, dl, dlo, (int64_t)-3, (int64_t)1 << 40);
  CHECK(cudaGetLastError());
  auto bo = to_host(dbo, 256);
  auto uo = to_host(duo, n);
  auto lo = to_host(dlo, n);
  int iw = 0; unsigned long long ck = 0;
  for (int i = 0; i < 256; ++i) { iw += bo[i] != (uint8_t)(b[i] * 3 + 200); ck += bo[i]; }
  for (size_t i = 0; i < n; ++i) { iw += uo[i] != u[i] * 2654435761u + 12345u; iw += lo[i] != l[i] * -3 + ((int64_t)1 << 40); ck += uo[i] + (unsigned long long)lo[i]; }
  printf("u8, u32, i64: checksum %llu, %d wrong\n", ck, iw);
  bad += iw;
  return bad != 0;
}
