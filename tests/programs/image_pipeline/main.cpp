// A multi-file program: this host file is plain C++ (built by the host
// compiler, no CUDA syntax) calling the CUDA runtime and the launchers of
// kernels.cu; it generates an image, runs gamma, Sobel and an edge count on
// a stream, and checks every stage against its own CPU version.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include "pipeline.h"

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

int main() {
  const int w = 256, h = 160, n = w * h;
  std::vector<unsigned char> img(n);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      int dx = x - 128, dy = y - 80;
      img[y * w + x] = (unsigned char)((dx * dx + dy * dy < 50 * 50 ? 200 : 40) + (x * 3 + y * 5) % 16);
    }
  cudaStream_t s;
  CHECK(cudaStreamCreate(&s));
  Image d{nullptr, w, h, 0};
  CHECK(cudaMallocPitch((void **)&d.data, &d.pitch, w, h));
  int *dmag; unsigned *dcount;
  CHECK(cudaMalloc((void **)&dmag, n * sizeof(int)));
  CHECK(cudaMalloc((void **)&dcount, sizeof(unsigned)));
  CHECK(cudaMemcpy2DAsync(d.data, d.pitch, img.data(), w, w, h, cudaMemcpyHostToDevice, s));
  CHECK(set_gamma_table(0.8f));
  CHECK(launch_gamma(d, s));
  CHECK(launch_sobel(d, dmag, s));
  CHECK(launch_threshold_count(dmag, n, 300, dcount, s));
  std::vector<unsigned char> g(n);
  std::vector<int> mag(n);
  unsigned count = 0;
  CHECK(cudaMemcpy2DAsync(g.data(), w, d.data, d.pitch, w, h, cudaMemcpyDeviceToHost, s));
  CHECK(cudaMemcpyAsync(mag.data(), dmag, n * sizeof(int), cudaMemcpyDeviceToHost, s));
  CHECK(cudaMemcpyAsync(&count, dcount, sizeof count, cudaMemcpyDeviceToHost, s));
  CHECK(cudaStreamSynchronize(s));
  int bad = 0;
  unsigned char table[256];
  for (int i = 0; i < 256; ++i) table[i] = (unsigned char)(255.0 * std::pow(i / 255.0, 0.8) + 0.5);
  for (int i = 0; i < n; ++i) bad += g[i] != table[img[i]];
  unsigned want = 0;
  long long total = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      int m = 0;
      if (x > 0 && y > 0 && x < w - 1 && y < h - 1) {
        auto at = [&](int dx, int dy) { return (int)g[(y + dy) * w + x + dx]; };
        int gx = -at(-1, -1) - 2 * at(-1, 0) - at(-1, 1) + at(1, -1) + 2 * at(1, 0) + at(1, 1);
        int gy = -at(-1, -1) - 2 * at(0, -1) - at(1, -1) + at(-1, 1) + 2 * at(0, 1) + at(1, 1);
        m = std::abs(gx) + std::abs(gy);
      }
      bad += mag[y * w + x] != m;
      want += m > 300;
      total += m;
    }
  printf("gamma: pixel (128, 80) %d -> %d; sobel magnitude total %lld; %u edge pixels (CPU %u); %d wrong\n",
         img[80 * w + 128], g[80 * w + 128], total, count, want, bad);
  CHECK(cudaFree(d.data)); CHECK(cudaFree(dmag)); CHECK(cudaFree(dcount));
  CHECK(cudaStreamDestroy(s));
  return bad != 0 || count != want;
}
