// Drives candle-kernels' sort.cu (from the package corpus): the bitonic
// argsort kernels, ascending and descending, one row per block with the
// index row in dynamic shared memory padded to a power of two; rows of f32,
// f64 and u32 values, checked to be permutations in sorted order.
#include "candle_common.h"
#include <cstdint>
#include <algorithm>
#if defined(__CUDA_ARCH__)
#include "sort.cu"
#else
#define ASORT(T, sfx) CANDLE_HOST_STUB(asort_asc_##sfx, const T *, uint32_t *, const int, int) \
                      CANDLE_HOST_STUB(asort_desc_##sfx, const T *, uint32_t *, const int, int)
ASORT(float, f32) ASORT(double, f64) ASORT(uint32_t, u32)
#endif

template <typename T>
int check(const char *name, const std::vector<T> &x, int rows, int cols,
          void (*asc)(const T *, uint32_t *, const int, int), void (*desc)(const T *, uint32_t *, const int, int)) {
  int pad = 1;
  while (pad < cols) pad *= 2;
  T *dx = to_device(x);
  uint32_t *didx = device_buffer<uint32_t>(rows * cols);
  int bad = 0;
  for (int dir = 0; dir < 2; ++dir) {
    (dir == 0 ? asc : desc)<<<rows, 128, pad * sizeof(int)>>>(dx, didx, cols, pad);
    CHECK(cudaGetLastError());
    auto idx = to_host(didx, rows * cols);
    for (int r = 0; r < rows; ++r) {
      std::vector<int> seen(cols, 0);
      for (int c = 0; c < cols; ++c) {
        uint32_t i = idx[r * cols + c];
        if (i >= (uint32_t)cols || seen[i]++) { ++bad; continue; }
        if (c > 0) {
          T prev = x[r * cols + idx[r * cols + c - 1]], cur = x[r * cols + i];
          bad += dir == 0 ? prev > cur : prev < cur;
        }
      }
    }
    if (dir == 0) printf("%s: %d rows of %d (padded to %d): smallest of row 0 at %u, ", name, rows, cols, pad, idx[0]);
    else printf("largest at %u, %d wrong\n", idx[0], bad);
  }
  CHECK(cudaFree(dx)); CHECK(cudaFree(didx));
  return bad;
}

int main() {
  int bad = 0;
  {
    const int rows = 12, cols = 300;
    std::vector<float> x(rows * cols);
    for (int i = 0; i < rows * cols; ++i) x[i] = (float)((i * 7919) % 1009) * 0.5f - 200.0f;
    bad += check<float>("f32", x, rows, cols, asort_asc_f32, asort_desc_f32);
  }
  {
    const int rows = 5, cols = 1000;
    std::vector<double> x(rows * cols);
    for (int i = 0; i < rows * cols; ++i) x[i] = sin(0.7 * i) * 100.0;
    bad += check<double>("f64", x, rows, cols, asort_asc_f64, asort_desc_f64);
  }
  {
    const int rows = 8, cols = 64;
    std::vector<uint32_t> x(rows * cols);
    for (int i = 0; i < rows * cols; ++i) x[i] = (uint32_t)(i * 2654435761u) >> 7;
    bad += check<uint32_t>("u32", x, rows, cols, asort_asc_u32, asort_desc_u32);
  }
  return bad != 0;
}
