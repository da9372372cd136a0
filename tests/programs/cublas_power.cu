// Power iteration with cuBLAS in device pointer mode, captured into a CUDA
// graph and replayed: each step multiplies by a symmetric tridiagonal
// matrix (a kernel of the program's own), takes the Rayleigh quotient and
// the norm into device memory (cublasSdot, cublasSnrm2), inverts the norm
// in a one-thread kernel, scales by it from device memory (cublasSscal)
// and swaps the vectors (cublasSswap): the host waits only at the end.
// Then cublasIsamax finds the eigenvector's peak, Givens rotations from
// cublasSrotg zero one vector's leading element (cublasSrot), and
// cublasScopy/Isamin/Idamax work at strides on small integers.
// The host runs the same iteration in double; the eigenvalue is printed to
// three decimals and checked to a relative 1e-4, integers exactly.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

extern "C" {
typedef void *cublasHandle_t;
int cublasCreate_v2(cublasHandle_t *handle);
int cublasDestroy_v2(cublasHandle_t handle);
int cublasSetStream_v2(cublasHandle_t handle, cudaStream_t stream);
int cublasSetPointerMode_v2(cublasHandle_t handle, int mode);
int cublasSscal_v2(cublasHandle_t h, int n, const float *alpha, float *x, int incx);
int cublasSdot_v2(cublasHandle_t h, int n, const float *x, int incx, const float *y, int incy,
                  float *result);
int cublasSnrm2_v2(cublasHandle_t h, int n, const float *x, int incx, float *result);
int cublasSswap_v2(cublasHandle_t h, int n, float *x, int incx, float *y, int incy);
int cublasScopy_v2(cublasHandle_t h, int n, const float *x, int incx, float *y, int incy);
int cublasSrot_v2(cublasHandle_t h, int n, float *x, int incx, float *y, int incy,
                  const float *c, const float *s);
int cublasSrotg_v2(cublasHandle_t h, float *a, float *b, float *c, float *s);
int cublasIsamax_v2(cublasHandle_t h, int n, const float *x, int incx, int *result);
int cublasIsamin_v2(cublasHandle_t h, int n, const float *x, int incx, int *result);
int cublasIdamax_v2(cublasHandle_t h, int n, const double *x, int incx, int *result);
const char *cublasGetStatusName(int status);
}

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)
#define BLAS(x) do { int s = (x); if (s != 0) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cublasGetStatusName(s)); exit(1); } } while (0)

static int failures = 0;

static void exact(const char *what, long got, long want) {
  printf("%s = %ld, %s\n", what, got, got == want ? "exact" : "MISMATCH");
  if (got != want) ++failures;
}

// Symmetric tridiagonal: diagonal d, 1 beside it.
__global__ void tridiag(int n, const float *d, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = d[i] * x[i];
  if (i > 0) v += x[i - 1];
  if (i + 1 < n) v += x[i + 1];
  y[i] = v;
}

__global__ void invert(const float *v, float *out) { *out = 1.0f / *v; }

static double diag(int i, int n) { return i == n / 3 ? 40.0 : double(1 + i % 7); }

int main() {
  const int n = 4099, steps = 60;
  cudaStream_t stream;
  CHECK(cudaStreamCreate(&stream));
  cublasHandle_t h;
  BLAS(cublasCreate_v2(&h));
  BLAS(cublasSetStream_v2(h, stream));

  std::vector<float> d(n), x(n, 1.0f / std::sqrt(float(n)));
  for (int i = 0; i < n; ++i) d[i] = float(diag(i, n));
  float *dd, *dx, *dy, *ds;  // ds: lambda, norm, 1/norm
  CHECK(cudaMalloc(&dd, n * 4));
  CHECK(cudaMalloc(&dx, n * 4));
  CHECK(cudaMalloc(&dy, n * 4));
  CHECK(cudaMalloc(&ds, 3 * 4));
  CHECK(cudaMemcpy(dd, d.data(), n * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dx, x.data(), n * 4, cudaMemcpyHostToDevice));

  // One step, captured: y = A x, lambda = x.y, y /= |y|, swap.
  BLAS(cublasSetPointerMode_v2(h, 1));
  cudaGraph_t graph;
  cudaGraphExec_t exec;
  CHECK(cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal));
  tridiag<<<(n + 255) / 256, 256, 0, stream>>>(n, dd, dx, dy);
  BLAS(cublasSdot_v2(h, n, dx, 1, dy, 1, ds));
  BLAS(cublasSnrm2_v2(h, n, dy, 1, ds + 1));
  invert<<<1, 1, 0, stream>>>(ds + 1, ds + 2);
  BLAS(cublasSscal_v2(h, n, ds + 2, dy, 1));
  BLAS(cublasSswap_v2(h, n, dx, 1, dy, 1));
  CHECK(cudaStreamEndCapture(stream, &graph));
  CHECK(cudaGraphInstantiate(&exec, graph, 0));
  for (int s = 0; s < steps; ++s) CHECK(cudaGraphLaunch(exec, stream));
  // The peak of the eigenvector, into device memory too.
  int *dpeak;
  CHECK(cudaMalloc(&dpeak, 4));
  BLAS(cublasIsamax_v2(h, n, dx, 1, dpeak));
  float got[3];
  int peak = 0;
  CHECK(cudaMemcpyAsync(got, ds, 12, cudaMemcpyDeviceToHost, stream));
  CHECK(cudaMemcpyAsync(&peak, dpeak, 4, cudaMemcpyDeviceToHost, stream));
  CHECK(cudaStreamSynchronize(stream));
  BLAS(cublasSetPointerMode_v2(h, 0));

  std::vector<double> hx(n, 1.0 / std::sqrt(double(n))), hy(n);
  double lambda = 0;
  for (int s = 0; s < steps; ++s) {
    double dot = 0, sq = 0;
    for (int i = 0; i < n; ++i) {
      hy[i] = diag(i, n) * hx[i] + (i > 0 ? hx[i - 1] : 0) + (i + 1 < n ? hx[i + 1] : 0);
      dot += hx[i] * hy[i];
      sq += hy[i] * hy[i];
    }
    lambda = dot;
    for (int i = 0; i < n; ++i) hx[i] = hy[i] / std::sqrt(sq);
  }
  int want_peak = 0;
  for (int i = 0; i < n; ++i)
    if (std::fabs(hx[i]) > std::fabs(hx[want_peak])) want_peak = i;
  bool ok = std::fabs(got[0] - lambda) <= 1e-4 * lambda;
  printf("dominant eigenvalue after %d graph launches = %.3f, %s\n", steps, got[0],
         ok ? "within tolerance" : "MISMATCH");
  failures += !ok;
  exact("peak of the eigenvector (cublasIsamax, 1-based)", peak, want_peak + 1);

  // Givens: rotate the pair (v, u) so that u's first element vanishes; the
  // sum of their squares stays.
  std::vector<float> u(n), v(n);
  for (int i = 0; i < n; ++i) {
    u[i] = float((i * 5 + 2) % 9 - 4);
    v[i] = float((i * 3 + 1) % 7 - 3);
  }
  CHECK(cudaMemcpy(dx, v.data(), n * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dy, u.data(), n * 4, cudaMemcpyHostToDevice));
  float a = v[0], b = u[0], cs = 0, sn = 0;
  BLAS(cublasSrotg_v2(h, &a, &b, &cs, &sn));
  printf("rotg(%.0f, %.0f): r = %.4f, c = %.4f, s = %.4f\n", v[0], u[0], a, cs, sn);
  BLAS(cublasSrot_v2(h, n, dx, 1, dy, 1, &cs, &sn));
  float before = 0, after_v = 0, after_u = 0, lead[2];
  for (int i = 0; i < n; ++i) before += u[i] * u[i] + v[i] * v[i];
  BLAS(cublasSnrm2_v2(h, n, dx, 1, &after_v));
  BLAS(cublasSnrm2_v2(h, n, dy, 1, &after_u));
  CHECK(cudaMemcpy(&lead[0], dx, 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&lead[1], dy, 4, cudaMemcpyDeviceToHost));
  double kept = after_v * double(after_v) + after_u * double(after_u);
  bool zeroed = std::fabs(lead[1]) < 1e-5f && std::fabs(lead[0] - a) < 1e-5f;
  bool norm_kept = std::fabs(kept - before) <= 1e-5 * before;
  printf("after rot: leading pair (%.4f, %.4f), %s; sum of squares %.0f, %s\n", lead[0],
         std::fabs(lead[1]), zeroed ? "zeroed" : "MISMATCH", before,
         norm_kept ? "kept" : "MISMATCH");
  failures += !zeroed + !norm_kept;

  // Integers at strides: copy every third u backwards, then search.
  CHECK(cudaMemcpy(dy, u.data(), n * 4, cudaMemcpyHostToDevice));
  const int m = n / 3;
  BLAS(cublasScopy_v2(h, m, dy, 3, dx, -1));
  int imin = 0, imax = 0;
  BLAS(cublasIsamin_v2(h, m, dx, 1, &imin));
  BLAS(cublasIsamax_v2(h, m, dx, 1, &imax));
  int want_min = 0, want_max = 0;
  for (int i = 0; i < m; ++i) {
    float e = u[3 * (m - 1 - i)];
    if (std::fabs(e) < std::fabs(u[3 * (m - 1 - want_min)])) want_min = i;
    if (std::fabs(e) > std::fabs(u[3 * (m - 1 - want_max)])) want_max = i;
  }
  exact("cublasIsamin of every third u, backwards", imin, want_min + 1);
  exact("cublasIsamax of every third u, backwards", imax, want_max + 1);
  std::vector<double> w = {1.0, -3.5, 2.0, 3.5, -0.5};
  double *dw;
  CHECK(cudaMalloc(&dw, 5 * 8));
  CHECK(cudaMemcpy(dw, w.data(), 5 * 8, cudaMemcpyHostToDevice));
  BLAS(cublasIdamax_v2(h, 5, dw, 1, &imax));
  exact("cublasIdamax of (1, -3.5, 2, 3.5, -0.5)", imax, 2);
  BLAS(cublasIdamax_v2(h, 5, dw, 0, &imax));
  exact("cublasIdamax at increment 0", imax, 0);

  CHECK(cudaGraphExecDestroy(exec));
  CHECK(cudaGraphDestroy(graph));
  CHECK(cudaFree(dd));
  CHECK(cudaFree(dx));
  CHECK(cudaFree(dy));
  CHECK(cudaFree(ds));
  CHECK(cudaFree(dpeak));
  CHECK(cudaFree(dw));
  BLAS(cublasDestroy_v2(h));
  CHECK(cudaStreamDestroy(stream));
  printf(failures ? "%d results differ\n" : "all results match the host\n", failures);
  return failures ? 1 : 0;
}
