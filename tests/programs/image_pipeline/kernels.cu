// Device half of the image pipeline: a gamma correction through a
// __constant__ lookup table, a Sobel edge filter on a pitched 8-bit image,
// and a thresholded count with a warp-aggregated atomicAdd.
#include <cmath>
#include "pipeline.h"

__constant__ unsigned char c_gamma[256];

__global__ void gamma_kernel(Image img) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < img.width && y < img.height) {
    unsigned char *p = img.data + y * img.pitch + x;
    *p = c_gamma[*p];
  }
}

__global__ void sobel_kernel(Image img, int *mag) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= img.width || y >= img.height) return;
  if (x == 0 || y == 0 || x == img.width - 1 || y == img.height - 1) { mag[y * img.width + x] = 0; return; }
  auto at = [&](int dx, int dy) { return (int)img.data[(y + dy) * img.pitch + x + dx]; };
  int gx = -at(-1, -1) - 2 * at(-1, 0) - at(-1, 1) + at(1, -1) + 2 * at(1, 0) + at(1, 1);
  int gy = -at(-1, -1) - 2 * at(0, -1) - at(1, -1) + at(-1, 1) + 2 * at(0, 1) + at(1, 1);
  mag[y * img.width + x] = abs(gx) + abs(gy);
}

__global__ void threshold_kernel(const int *mag, int n, int threshold, unsigned *count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  bool hit = i < n && mag[i] > threshold;
  // warp-aggregated atomic: one atomicAdd per warp with the ballot's popcount
  unsigned mask = __ballot_sync(0xffffffffu, hit);
  int lane = threadIdx.x & 31;
  if (lane == 0 && mask) atomicAdd(count, (unsigned)__popc(mask));
}

cudaError_t set_gamma_table(float gamma) {
  unsigned char t[256];
  for (int i = 0; i < 256; ++i) t[i] = (unsigned char)(255.0 * std::pow(i / 255.0, (double)gamma) + 0.5);
  return cudaMemcpyToSymbol(c_gamma, t, sizeof t);
}

cudaError_t launch_gamma(Image img, cudaStream_t s) {
  dim3 b(16, 16), g((img.width + 15) / 16, (img.height + 15) / 16);
  gamma_kernel<<<g, b, 0, s>>>(img);
  return cudaGetLastError();
}

cudaError_t launch_sobel(Image img, int *mag, cudaStream_t s) {
  dim3 b(32, 8), g((img.width + 31) / 32, (img.height + 7) / 8);
  sobel_kernel<<<g, b, 0, s>>>(img, mag);
  return cudaGetLastError();
}

cudaError_t launch_threshold_count(const int *mag, int n, int threshold, unsigned *count, cudaStream_t s) {
  cudaError_t e = cudaMemsetAsync(count, 0, sizeof(unsigned), s);
  if (e != cudaSuccess) return e;
  threshold_kernel<<<(n + 255) / 256, 256, 0, s>>>(mag, n, threshold, count);
  return cudaGetLastError();
}
