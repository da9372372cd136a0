// 2-D heat equation by explicit Jacobi steps on a double grid: ping-pong
// buffers, a 5-point stencil with fixed boundaries, a shared-memory tile with
// halo, and a residual (max change) computed with a block reduction.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

const int BX = 16, BY = 16;

__global__ void heat_step(const double *u, double *v, int nx, int ny, double alpha) {
  __shared__ double s[BY + 2][BX + 2];
  int x = blockIdx.x * BX + threadIdx.x, y = blockIdx.y * BY + threadIdx.y;
  int tx = threadIdx.x + 1, ty = threadIdx.y + 1;
  bool in = x < nx && y < ny;
  if (in) {
    s[ty][tx] = u[y * nx + x];
    if (threadIdx.x == 0 && x > 0) s[ty][0] = u[y * nx + x - 1];
    if (threadIdx.x == BX - 1 && x < nx - 1) s[ty][BX + 1] = u[y * nx + x + 1];
    if (threadIdx.y == 0 && y > 0) s[0][tx] = u[(y - 1) * nx + x];
    if (threadIdx.y == BY - 1 && y < ny - 1) s[BY + 1][tx] = u[(y + 1) * nx + x];
  }
  __syncthreads();
  if (!in) return;
  if (x == 0 || y == 0 || x == nx - 1 || y == ny - 1) { v[y * nx + x] = s[ty][tx]; return; }
  double lap = s[ty][tx - 1] + s[ty][tx + 1] + s[ty - 1][tx] + s[ty + 1][tx] - 4.0 * s[ty][tx];
  v[y * nx + x] = s[ty][tx] + alpha * lap;
}

__global__ void max_diff(const double *a, const double *b, int n, double *block_max) {
  __shared__ double s[256];
  double m = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) m = fmax(m, fabs(a[i] - b[i]));
  s[threadIdx.x] = m;
  __syncthreads();
  for (int k = blockDim.x / 2; k > 0; k >>= 1) {
    if (threadIdx.x < k) s[threadIdx.x] = fmax(s[threadIdx.x], s[threadIdx.x + k]);
    __syncthreads();
  }
  if (threadIdx.x == 0) block_max[blockIdx.x] = s[0];
}

int main() {
  const int nx = 130, ny = 90, n = nx * ny, steps = 200;
  const double alpha = 0.2;
  std::vector<double> u(n, 0.0);
  for (int x = 0; x < nx; ++x) u[x] = 100.0;                    // hot top edge
  for (int y = 0; y < ny; ++y) u[y * nx + nx - 1] = 50.0;        // warm right edge
  for (int y = 30; y < 40; ++y) for (int x = 60; x < 70; ++x) u[y * nx + x] = 80.0;  // hot spot
  double *d0, *d1, *dmax;
  const int rblocks = 32;
  CHECK(cudaMalloc(&d0, n * 8)); CHECK(cudaMalloc(&d1, n * 8)); CHECK(cudaMalloc(&dmax, rblocks * 8));
  CHECK(cudaMemcpy(d0, u.data(), n * 8, cudaMemcpyHostToDevice));
  dim3 block(BX, BY), grid((nx + BX - 1) / BX, (ny + BY - 1) / BY);
  for (int s = 0; s < steps; ++s) {
    heat_step<<<grid, block>>>(d0, d1, nx, ny, alpha);
    std::swap(d0, d1);
  }
  CHECK(cudaGetLastError());
  max_diff<<<rblocks, 256>>>(d0, d1, n, dmax);
  CHECK(cudaGetLastError());
  std::vector<double> g(n), bm(rblocks);
  CHECK(cudaMemcpy(g.data(), d0, n * 8, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(bm.data(), dmax, rblocks * 8, cudaMemcpyDeviceToHost));
  double change = 0;
  for (double v : bm) change = fmax(change, v);
  // CPU reference
  std::vector<double> a = u, b(n);
  for (int s = 0; s < steps; ++s) {
    for (int y = 0; y < ny; ++y)
      for (int x = 0; x < nx; ++x) {
        int i = y * nx + x;
        if (x == 0 || y == 0 || x == nx - 1 || y == ny - 1) { b[i] = a[i]; continue; }
        b[i] = a[i] + alpha * (a[i - 1] + a[i + 1] + a[i - nx] + a[i + nx] - 4.0 * a[i]);
      }
    if (s == steps - 1) {
      double c = 0;
      for (int i = 0; i < n; ++i) c = fmax(c, fabs(a[i] - b[i]));
      if (fabs(c - change) > 1e-9 * c) { printf("last change %g, expected %g\n", change, c); return 1; }
    }
    std::swap(a, b);
  }
  double err = 0, total = 0;
  for (int i = 0; i < n; ++i) { err = fmax(err, fabs(g[i] - a[i])); total += g[i]; }
  printf("after %d steps: centre %.4f, spot %.4f, mean %.4f, last step's max change %.5f\n",
         steps, g[(ny / 2) * nx + nx / 2], g[35 * nx + 65], total / n, change);
  printf("max abs error against the CPU below 1e-9: %s\n", err < 1e-9 ? "yes" : "no");
  cudaFree(d0); cudaFree(d1); cudaFree(dmax);
  return err < 1e-9 ? 0 : 1;
}
