// Level-1 cuBLAS from a whole program linked with -lcublas: a conjugate-
// gradient-style loop on the handle's stream (axpy, scal, dot and nrm2 on
// vectors in cudaMalloc memory, uploaded with cublasSetVector), vectors
// read at strides and backwards, double precision with magnitudes whose
// squares overflow, asum, and strided copies with cublasGetVector and
// cublasSetMatrix/GetMatrix.
// Inputs are small integers, so every sum below 2^24 is exact in float and
// prints the same everywhere; norms are compared with a tolerance and
// printed to five digits (cuBLAS's own norm may differ in the last bits). The
// header set has no cublas_v2.h: the program declares what it calls.
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
int cublasSaxpy_v2(cublasHandle_t h, int n, const float *alpha, const float *x, int incx,
                   float *y, int incy);
int cublasSscal_v2(cublasHandle_t h, int n, const float *alpha, float *x, int incx);
int cublasSdot_v2(cublasHandle_t h, int n, const float *x, int incx, const float *y, int incy,
                  float *result);
int cublasSnrm2_v2(cublasHandle_t h, int n, const float *x, int incx, float *result);
int cublasSasum_v2(cublasHandle_t h, int n, const float *x, int incx, float *result);
int cublasDaxpy_v2(cublasHandle_t h, int n, const double *alpha, const double *x, int incx,
                   double *y, int incy);
int cublasDdot_v2(cublasHandle_t h, int n, const double *x, int incx, const double *y,
                  int incy, double *result);
int cublasDnrm2_v2(cublasHandle_t h, int n, const double *x, int incx, double *result);
int cublasSetVector(int n, int elemSize, const void *x, int incx, void *y, int incy);
int cublasGetVector(int n, int elemSize, const void *x, int incx, void *y, int incy);
int cublasSetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb);
int cublasGetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb);
const char *cublasGetStatusName(int status);
}

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)
#define BLAS(x) do { int s = (x); if (s != 0) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cublasGetStatusName(s)); exit(1); } } while (0)

static int failures = 0;

static void exact(const char *what, double got, double want) {
  printf("%s = %.1f, %s\n", what, got, got == want ? "exact" : "MISMATCH");
  if (got != want) ++failures;
}

static void close(const char *what, double got, double want, double rel) {
  bool ok = std::fabs(got - want) <= rel * std::fabs(want);
  printf("%s = %.4e, %s\n", what, got, ok ? "within tolerance" : "MISMATCH");
  if (!ok) ++failures;
}

int main() {
  cudaStream_t stream;
  CHECK(cudaStreamCreate(&stream));
  cublasHandle_t h;
  BLAS(cublasCreate_v2(&h));
  BLAS(cublasSetStream_v2(h, stream));

  // Three sweeps of r = r - a·p, p = r + b·p on vectors of 50,000.
  const int n = 50000;
  std::vector<float> r(n), p(n);
  for (int i = 0; i < n; ++i) {
    r[i] = float((i * 7 + 3) % 11 - 5);
    p[i] = float((i * 3 + 1) % 5 - 2);
  }
  float *dr, *dp;
  CHECK(cudaMalloc(&dr, n * 4));
  CHECK(cudaMalloc(&dp, n * 4));
  BLAS(cublasSetVector(n, 4, r.data(), 1, dr, 1));
  BLAS(cublasSetVector(n, 4, p.data(), 1, dp, 1));
  for (int sweep = 0; sweep < 3; ++sweep) {
    float a = -1, b = 2, one = 1, rr = 0, rp = 0;
    BLAS(cublasSaxpy_v2(h, n, &a, dp, 1, dr, 1));   // r = r - p
    BLAS(cublasSscal_v2(h, n, &b, dp, 1));          // p = 2p
    BLAS(cublasSaxpy_v2(h, n, &one, dr, 1, dp, 1)); // p = r + 2p
    BLAS(cublasSdot_v2(h, n, dr, 1, dr, 1, &rr));
    BLAS(cublasSdot_v2(h, n, dr, 1, dp, 1, &rp));
    double want_rr = 0, want_rp = 0;
    for (int i = 0; i < n; ++i) {
      r[i] -= p[i];
      p[i] = r[i] + 2 * p[i];
      want_rr += double(r[i]) * r[i];
      want_rp += double(r[i]) * p[i];
    }
    char what[64];
    snprintf(what, sizeof what, "sweep %d: r.r", sweep);
    exact(what, rr, want_rr);
    snprintf(what, sizeof what, "sweep %d: r.p", sweep);
    exact(what, rp, want_rp);
  }
  float nrm = 0, asum = 0;
  BLAS(cublasSnrm2_v2(h, n, dr, 1, &nrm));
  BLAS(cublasSasum_v2(h, n / 3, dp, 3, &asum));
  double sq = 0, abs_every_third = 0;
  for (int i = 0; i < n; ++i) sq += double(r[i]) * r[i];
  for (int i = 0; i < n / 3; ++i) abs_every_third += std::fabs(p[3 * i]);
  close("|r|", nrm, std::sqrt(sq), 1e-6);
  exact("asum of every third p", asum, abs_every_third);

  // x at stride 2 against y read backwards.
  float xs = 0;
  BLAS(cublasSdot_v2(h, n / 2, dr, 2, dp, -1, &xs));
  double want_xs = 0;
  for (int i = 0; i < n / 2; ++i) want_xs += double(r[2 * i]) * p[n / 2 - 1 - i];
  exact("r at 2 . p backwards", xs, want_xs);

  // Every fifth element of r back to the host, packed.
  std::vector<float> fifth(n / 5);
  CHECK(cudaStreamSynchronize(stream));
  BLAS(cublasGetVector(n / 5, 4, dr, 5, fifth.data(), 1));
  int off = 0;
  for (int i = 0; i < n / 5; ++i) off += fifth[i] != r[5 * i];
  printf("cublasGetVector at 5: %d of %d differ\n", off, n / 5);
  failures += off != 0;
  // A 3x4 block of p (leading dimension 100) into a 3x4 matrix at 7, and back.
  std::vector<float> block(7 * 4, -1.f), again(3 * 4);
  BLAS(cublasGetMatrix(3, 4, 4, dp, 100, block.data(), 7));
  BLAS(cublasSetMatrix(3, 4, 4, block.data(), 7, dr, 3));
  BLAS(cublasGetMatrix(3, 4, 4, dr, 3, again.data(), 3));
  off = 0;
  for (int j = 0; j < 4; ++j)
    for (int i = 0; i < 3; ++i) off += again[i + 3 * j] != p[i + 100 * j];
  printf("cublasGetMatrix/SetMatrix: %d of 12 differ, block[1,3] = %.1f\n", off, block[1 + 7 * 3]);
  failures += off != 0;

  // Double precision: squares past the range of double.
  std::vector<double> big = {3e200, -4e200, 12e200, 1.0};
  double *dbig, *dsmall, dn = 0, dd = 0;
  std::vector<double> small = {1.0, 2.0, 3.0, 4.0};
  CHECK(cudaMalloc(&dbig, 4 * 8));
  CHECK(cudaMalloc(&dsmall, 4 * 8));
  CHECK(cudaMemcpy(dbig, big.data(), 4 * 8, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dsmall, small.data(), 4 * 8, cudaMemcpyHostToDevice));
  BLAS(cublasDnrm2_v2(h, 3, dbig, 1, &dn));
  close("double norm of (3, -4, 12)e200", dn, 13e200, 1e-14);
  double two = 2;
  BLAS(cublasDaxpy_v2(h, 4, &two, dsmall, 1, dsmall + 0, 1));  // small = 3·small
  BLAS(cublasDdot_v2(h, 4, dsmall, 1, dsmall, 1, &dd));
  exact("3·(1, 2, 3, 4) squared", dd, 9.0 * 30);

  CHECK(cudaFree(dr));
  CHECK(cudaFree(dp));
  CHECK(cudaFree(dbig));
  CHECK(cudaFree(dsmall));
  BLAS(cublasDestroy_v2(h));
  CHECK(cudaStreamDestroy(stream));
  printf(failures ? "%d results differ\n" : "all results match the host\n", failures);
  return failures ? 1 : 0;
}
