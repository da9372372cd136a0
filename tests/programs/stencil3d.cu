// A 3-D 7-point diffusion stencil on a float volume: 3-D grids and blocks,
// each thread marching along z with its column held in registers, a
// __constant__ coefficient set, and the total heat checked against the CPU.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

struct Coeffs { float centre, side; };
__constant__ Coeffs c_coef;

__global__ void step3d(const float *u, float *v, int nx, int ny, int nz) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x >= nx || y >= ny || z >= nz) return;
  size_t i = ((size_t)z * ny + y) * nx + x;
  if (x == 0 || y == 0 || z == 0 || x == nx - 1 || y == ny - 1 || z == nz - 1) { v[i] = u[i]; return; }
  size_t sx = 1, sy = nx, sz = (size_t)nx * ny;
  float s = u[i - sx] + u[i + sx] + u[i - sy] + u[i + sy] + u[i - sz] + u[i + sz];
  v[i] = c_coef.centre * u[i] + c_coef.side * s;
}

// one thread per (x, y), walking z with three planes in registers
__global__ void step3d_march(const float *u, float *v, int nx, int ny, int nz) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= nx || y >= ny) return;
  size_t sz = (size_t)nx * ny;
  size_t base = (size_t)y * nx + x;
  bool edge = x == 0 || y == 0 || x == nx - 1 || y == ny - 1;
  float below = u[base], here = u[base + sz];
  v[base] = below;
  for (int z = 1; z < nz - 1; ++z) {
    size_t i = base + z * sz;
    float above = u[i + sz];
    if (edge) v[i] = here;
    else v[i] = c_coef.centre * here + c_coef.side * (u[i - 1] + u[i + 1] + u[i - nx] + u[i + nx] + below + above);
    below = here; here = above;
  }
  v[base + (nz - 1) * sz] = here;
}

int main() {
  const int nx = 40, ny = 36, nz = 32, steps = 20;
  const size_t n = (size_t)nx * ny * nz;
  std::vector<float> u(n, 0.0f);
  for (int z = 12; z < 20; ++z) for (int y = 14; y < 22; ++y) for (int x = 16; x < 24; ++x) u[((size_t)z * ny + y) * nx + x] = 1.0f;
  Coeffs c{0.4f, 0.1f};
  CHECK(cudaMemcpyToSymbol(c_coef, &c, sizeof c));
  float *a, *b, *m0, *m1;
  CHECK(cudaMalloc(&a, n * 4)); CHECK(cudaMalloc(&b, n * 4)); CHECK(cudaMalloc(&m0, n * 4)); CHECK(cudaMalloc(&m1, n * 4));
  CHECK(cudaMemcpy(a, u.data(), n * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(m0, u.data(), n * 4, cudaMemcpyHostToDevice));
  dim3 block(8, 8, 4), grid((nx + 7) / 8, (ny + 7) / 8, (nz + 3) / 4);
  dim3 block2(16, 8), grid2((nx + 15) / 16, (ny + 7) / 8);
  for (int s = 0; s < steps; ++s) {
    step3d<<<grid, block>>>(a, b, nx, ny, nz); std::swap(a, b);
    step3d_march<<<grid2, block2>>>(m0, m1, nx, ny, nz); std::swap(m0, m1);
  }
  CHECK(cudaGetLastError());
  std::vector<float> r(n), r2(n);
  CHECK(cudaMemcpy(r.data(), a, n * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(r2.data(), m0, n * 4, cudaMemcpyDeviceToHost));
  std::vector<float> p = u, q(n);
  for (int s = 0; s < steps; ++s) {
    for (int z = 0; z < nz; ++z) for (int y = 0; y < ny; ++y) for (int x = 0; x < nx; ++x) {
      size_t i = ((size_t)z * ny + y) * nx + x;
      if (x == 0 || y == 0 || z == 0 || x == nx - 1 || y == ny - 1 || z == nz - 1) { q[i] = p[i]; continue; }
      q[i] = c.centre * p[i] + c.side * (p[i - 1] + p[i + 1] + p[i - nx] + p[i + nx] + p[i - nx * ny] + p[i + nx * ny]);
    }
    std::swap(p, q);
  }
  double err = 0, sum = 0, sum2 = 0, ref = 0;
  for (size_t i = 0; i < n; ++i) {
    err = fmax(err, fabs(r[i] - p[i]) / (fabs(p[i]) + 1e-3));
    err = fmax(err, fabs(r2[i] - p[i]) / (fabs(p[i]) + 1e-3));
    sum += r[i]; sum2 += r2[i]; ref += p[i];
  }
  size_t centre = ((size_t)16 * ny + 18) * nx + 20;
  printf("after %d steps: heat %.3f (marching %.3f, CPU %.3f), centre %.4f\n", steps, sum, sum2, ref, r[centre]);
  printf("max relative error below 1e-4: %s\n", err < 1e-4 ? "yes" : "no");
  cudaFree(a); cudaFree(b); cudaFree(m0); cudaFree(m1);
  return err < 1e-4 ? 0 : 1;
}
