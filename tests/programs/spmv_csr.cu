// Sparse matrix-vector products in CSR form (a generated 2-D Poisson matrix
// plus random long rows): one thread per row, and one 32-thread warp per row
// with a __shfl_down_sync reduction (as CUDA code writes it, 32 assumed); then
// conjugate-gradient iterations in double with dot products by atomicAdd.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

__global__ void spmv_scalar(int rows, const int *rp, const int *ci, const double *v, const double *x, double *y) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  double s = 0;
  for (int k = rp[r]; k < rp[r + 1]; ++k) s += v[k] * x[ci[k]];
  y[r] = s;
}

__global__ void spmv_warp(int rows, const int *rp, const int *ci, const double *v, const double *x, double *y) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x & 31;
  if (warp >= rows) return;   // whole warps leave together
  double s = 0;
  for (int k = rp[warp] + lane; k < rp[warp + 1]; k += 32) s += v[k] * x[ci[k]];
  for (int off = 16; off > 0; off >>= 1) s += __shfl_down_sync(0xffffffff, s, off);
  if (lane == 0) y[warp] = s;
}

__global__ void axpy(int n, double a, const double *x, double *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] += a * x[i];
}
__global__ void xpay(int n, const double *x, double a, double *y) {  // y = x + a*y
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = x[i] + a * y[i];
}
__global__ void dot(int n, const double *a, const double *b, double *out) {
  __shared__ double s[256];
  double t = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) t += a[i] * b[i];
  s[threadIdx.x] = t;
  __syncthreads();
  for (int k = 128; k > 0; k >>= 1) { if (threadIdx.x < k) s[threadIdx.x] += s[threadIdx.x + k]; __syncthreads(); }
  if (threadIdx.x == 0) atomicAdd(out, s[0]);
}

int main() {
  const int g = 60, n = g * g;   // 5-point Laplacian on a 60x60 grid, shifted to be well conditioned
  std::vector<int> rp(1, 0), ci;
  std::vector<double> v;
  for (int y = 0; y < g; ++y)
    for (int x = 0; x < g; ++x) {
      int r = y * g + x;
      auto add = [&](int c, double w) { ci.push_back(c); v.push_back(w); };
      if (y > 0) add(r - g, -1);
      if (x > 0) add(r - 1, -1);
      add(r, 4.5);
      if (x < g - 1) add(r + 1, -1);
      if (y < g - 1) add(r + g, -1);
      if (r % 97 == 0)   // a few long rows with small symmetric-free couplings (used only for the SpMV check)
        for (int k = 1; k < 70; ++k) add((r + 37 * k) % n, 0.0);
      rp.push_back((int)ci.size());
    }
  int nnz = (int)ci.size();
  std::vector<double> x(n);
  for (int i = 0; i < n; ++i) x[i] = sin(0.01 * i) + 1.0;
  int *drp, *dci; double *dv, *dx, *dy, *dy2;
  CHECK(cudaMalloc(&drp, (n + 1) * 4)); CHECK(cudaMalloc(&dci, nnz * 4)); CHECK(cudaMalloc(&dv, nnz * 8));
  CHECK(cudaMalloc(&dx, n * 8)); CHECK(cudaMalloc(&dy, n * 8)); CHECK(cudaMalloc(&dy2, n * 8));
  CHECK(cudaMemcpy(drp, rp.data(), (n + 1) * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dci, ci.data(), nnz * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dv, v.data(), nnz * 8, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dx, x.data(), n * 8, cudaMemcpyHostToDevice));
  spmv_scalar<<<(n + 127) / 128, 128>>>(n, drp, dci, dv, dx, dy);
  spmv_warp<<<(n * 32 + 255) / 256, 256>>>(n, drp, dci, dv, dx, dy2);
  CHECK(cudaGetLastError());
  std::vector<double> y(n), y2(n);
  CHECK(cudaMemcpy(y.data(), dy, n * 8, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(y2.data(), dy2, n * 8, cudaMemcpyDeviceToHost));
  double err = 0;
  for (int r = 0; r < n; ++r) {
    double s = 0;
    for (int k = rp[r]; k < rp[r + 1]; ++k) s += v[k] * x[ci[k]];
    err = fmax(err, fmax(fabs(y[r] - s), fabs(y2[r] - s)));
  }
  printf("SpMV: %d rows, %d stored entries, scalar and warp-per-row kernels match the CPU: %s\n", n, nnz, err < 1e-12 ? "yes" : "no");

  // CG for A u = b with b = A * ones
  std::vector<double> ones(n, 1.0);
  double *db, *du, *dr, *dp, *dq, *dd;
  CHECK(cudaMalloc(&db, n * 8)); CHECK(cudaMalloc(&du, n * 8)); CHECK(cudaMalloc(&dr, n * 8));
  CHECK(cudaMalloc(&dp, n * 8)); CHECK(cudaMalloc(&dq, n * 8)); CHECK(cudaMalloc(&dd, 8));
  CHECK(cudaMemcpy(dx, ones.data(), n * 8, cudaMemcpyHostToDevice));
  spmv_warp<<<(n * 32 + 255) / 256, 256>>>(n, drp, dci, dv, dx, db);
  CHECK(cudaMemset(du, 0, n * 8));
  CHECK(cudaMemcpy(dr, db, n * 8, cudaMemcpyDeviceToDevice));
  CHECK(cudaMemcpy(dp, db, n * 8, cudaMemcpyDeviceToDevice));
  auto ddot = [&](const double *a, const double *b) {
    CHECK(cudaMemset(dd, 0, 8));
    dot<<<16, 256>>>(n, a, b, dd);
    double h; CHECK(cudaMemcpy(&h, dd, 8, cudaMemcpyDeviceToHost)); return h;
  };
  double rr = ddot(dr, dr), rr0 = rr;
  int it = 0;
  for (; it < 200 && rr > 1e-20 * rr0; ++it) {
    spmv_scalar<<<(n + 127) / 128, 128>>>(n, drp, dci, dv, dp, dq);
    double alpha = rr / ddot(dp, dq);
    axpy<<<(n + 255) / 256, 256>>>(n, alpha, dp, du);
    axpy<<<(n + 255) / 256, 256>>>(n, -alpha, dq, dr);
    double rr1 = ddot(dr, dr);
    xpay<<<(n + 255) / 256, 256>>>(n, dr, rr1 / rr, dp);
    rr = rr1;
  }
  CHECK(cudaGetLastError());
  std::vector<double> u(n);
  CHECK(cudaMemcpy(u.data(), du, n * 8, cudaMemcpyDeviceToHost));
  double uerr = 0;
  for (int i = 0; i < n; ++i) uerr = fmax(uerr, fabs(u[i] - 1.0));
  printf("CG: converged in under 200 iterations: %s, solution within 1e-8 of ones: %s\n", it < 200 ? "yes" : "no", uerr < 1e-8 ? "yes" : "no");
  return err < 1e-12 && uerr < 1e-8 ? 0 : 1;
}
