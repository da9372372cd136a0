// Matrix transpose through pitched allocations: cudaMallocPitch, cudaMemcpy2D
// host<->device and device<->device, a shared-memory tiled transpose with a
// padded tile (no bank conflicts), and a naive one; float and int2 elements.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

const int TILE = 32, ROWS = 8;

template <typename T>
__global__ void transpose_tiled(const T *in, size_t in_pitch, T *out, size_t out_pitch, int w, int h) {
  __shared__ T tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    if (x < w && y + j < h)
      tile[threadIdx.y + j][threadIdx.x] = *((const T *)((const char *)in + (y + j) * in_pitch) + x);
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    if (x < h && y + j < w)
      *((T *)((char *)out + (y + j) * out_pitch) + x) = tile[threadIdx.x][threadIdx.y + j];
}

template <typename T>
__global__ void transpose_naive(const T *in, size_t in_pitch, T *out, size_t out_pitch, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h)
    *((T *)((char *)out + x * out_pitch) + y) = *((const T *)((const char *)in + y * in_pitch) + x);
}

__host__ __device__ bool operator!=(int2 a, int2 b) { return a.x != b.x || a.y != b.y; }

template <typename T, typename Gen>
int run(const char *name, int w, int h, Gen gen) {
  std::vector<T> a(w * h), t(w * h), t2(w * h);
  for (int y = 0; y < h; ++y) for (int x = 0; x < w; ++x) a[y * w + x] = gen(x, y);
  T *din, *dout, *dout2;
  size_t pin, pout, pout2;
  CHECK(cudaMallocPitch((void **)&din, &pin, w * sizeof(T), h));
  CHECK(cudaMallocPitch((void **)&dout, &pout, h * sizeof(T), w));
  CHECK(cudaMallocPitch((void **)&dout2, &pout2, h * sizeof(T), w));
  if (pin < w * sizeof(T) || pout < h * sizeof(T)) { printf("pitch too small\n"); return 1; }
  CHECK(cudaMemcpy2D(din, pin, a.data(), w * sizeof(T), w * sizeof(T), h, cudaMemcpyHostToDevice));
  transpose_tiled<T><<<dim3((w + TILE - 1) / TILE, (h + TILE - 1) / TILE), dim3(TILE, ROWS)>>>(din, pin, dout, pout, w, h);
  CHECK(cudaGetLastError());
  transpose_naive<T><<<dim3((w + 15) / 16, (h + 15) / 16), dim3(16, 16)>>>(din, pin, dout2, pout2, w, h);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy2D(t.data(), h * sizeof(T), dout, pout, h * sizeof(T), w, cudaMemcpyDeviceToHost));
  // transpose back with a device-to-device 2-D copy into the input, then compare round trip
  CHECK(cudaMemcpy2D(dout, pout, dout2, pout2, h * sizeof(T), w, cudaMemcpyDeviceToDevice));
  CHECK(cudaMemcpy2D(t2.data(), h * sizeof(T), dout, pout, h * sizeof(T), w, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      if (t[x * h + y] != a[y * w + x] || t2[x * h + y] != a[y * w + x]) ++bad;
  printf("%s %dx%d: pitches hold a row: %s, %d wrong\n", name, w, h, pin >= w * sizeof(T) && pout >= h * sizeof(T) ? "yes" : "no", bad);
  cudaFree(din); cudaFree(dout); cudaFree(dout2);
  return bad;
}

int main() {
  int bad = 0;
  bad += run<float>("float", 300, 200, [](int x, int y) { return (float)(x * 1000 + y); });
  bad += run<int2>("int2", 97, 131, [](int x, int y) { return make_int2(x, -y); });
  float sub[4];
  float *d; size_t pitch;
  CHECK(cudaMallocPitch((void **)&d, &pitch, 64 * sizeof(float), 4));
  std::vector<float> m(64 * 4);
  for (int i = 0; i < 256; ++i) m[i] = (float)i;
  CHECK(cudaMemcpy2D(d, pitch, m.data(), 64 * sizeof(float), 64 * sizeof(float), 4, cudaMemcpyHostToDevice));
  // a column of four values out of the pitched matrix: width 4 bytes, stride one float
  CHECK(cudaMemcpy2D(sub, sizeof(float), d + 10, pitch, sizeof(float), 4, cudaMemcpyDeviceToHost));
  printf("column 10: %g %g %g %g\n", sub[0], sub[1], sub[2], sub[3]);
  bad += sub[0] != 10 || sub[3] != 202;
  cudaFree(d);
  return bad != 0;
}
