// cuBLAS from a whole program linked with -lcublas: the handle on a stream
// of the program's own, cublasSgemm (N/N and T/N, leading dimensions past
// the rows, A in the middle of an allocation), cublasGemmEx from f16 into
// f32, cublasSgemmStridedBatched, beta = 0 over a C of NaNs, and refused
// arguments. Every product is checked against a loop on the host; inputs
// are small integers, so every result is exact and prints the same
// everywhere. The header set has no cublas_v2.h: the program declares what
// it calls, cuBLAS's types as plain ints and pointers.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <cuda_runtime.h>

extern "C" {
typedef void *cublasHandle_t;
int cublasCreate_v2(cublasHandle_t *handle);
int cublasDestroy_v2(cublasHandle_t handle);
int cublasSetStream_v2(cublasHandle_t handle, cudaStream_t stream);
int cublasGetStream_v2(cublasHandle_t handle, cudaStream_t *stream);
int cublasSgemm_v2(cublasHandle_t h, int transa, int transb, int m, int n, int k,
                   const float *alpha, const float *A, int lda, const float *B, int ldb,
                   const float *beta, float *C, int ldc);
int cublasGemmEx(cublasHandle_t h, int transa, int transb, int m, int n, int k,
                 const void *alpha, const void *A, int Atype, int lda, const void *B, int Btype,
                 int ldb, const void *beta, void *C, int Ctype, int ldc, int computeType,
                 int algo);
int cublasSgemmStridedBatched(cublasHandle_t h, int transa, int transb, int m, int n, int k,
                              const float *alpha, const float *A, int lda, long long strideA,
                              const float *B, int ldb, long long strideB, const float *beta,
                              float *C, int ldc, long long strideC, int batchCount);
const char *cublasGetStatusName(int status);
}

enum { OP_N = 0, OP_T = 1 };
enum { R_32F = 0, R_16F = 2 };
enum { COMPUTE_32F = 68, GEMM_DEFAULT = -1 };

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)
#define BLAS(x) do { int s = (x); if (s != 0) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cublasGetStatusName(s)); exit(1); } } while (0)

static int failures = 0;

// C = alpha·op(A)·op(B) + beta·C, column-major, on the host.
static void reference(int ta, int tb, int m, int n, int k, float alpha, const float *A, int lda,
                      const float *B, int ldb, float beta, float *C, int ldc) {
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i) {
      double s = 0;
      for (int p = 0; p < k; ++p) {
        double a = ta == OP_N ? A[i + p * lda] : A[p + i * lda];
        double b = tb == OP_N ? B[p + j * ldb] : B[j + p * ldb];
        s += a * b;
      }
      C[i + j * ldc] = beta == 0 ? float(alpha * s) : float(alpha * s + beta * C[i + j * ldc]);
    }
}

// Compares the m×n matrix at ldc; prints its corners and whether it matches.
static void compare(const char *what, const float *got, const float *want, int m, int n, int ldc) {
  int bad = 0;
  double sum = 0;
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i) {
      if (!(got[i + j * ldc] == want[i + j * ldc])) ++bad;
      sum += (i + 1) * (j + 2) * double(got[i + j * ldc]);
    }
  printf("%s: %dx%d, C[0,0] = %g, C[%d,%d] = %g, weighted sum %g, %s\n", what, m, n, got[0],
         m - 1, n - 1, got[(m - 1) + (n - 1) * ldc], sum, bad ? "MISMATCH" : "matches the host");
  if (bad) ++failures;
}

static float value(int i, int mod, int shift) { return float((i * 5 + shift) % mod - mod / 3); }

// binary16 bits of a small integer (exact).
static unsigned short half_of(float f) {
  if (f == 0) return 0;
  unsigned short sign = f < 0 ? 0x8000 : 0;
  float a = std::fabs(f);
  int e = 0;
  while (a >= 2) { a /= 2; ++e; }
  return sign | (unsigned short)((e + 15) << 10) | (unsigned short)((a - 1) * 1024);
}

int main() {
  cudaStream_t stream;
  CHECK(cudaStreamCreate(&stream));
  cublasHandle_t h;
  BLAS(cublasCreate_v2(&h));
  BLAS(cublasSetStream_v2(h, stream));
  cudaStream_t got = 0;
  BLAS(cublasGetStream_v2(h, &got));
  printf("handle's stream is the program's: %s\n", got == stream ? "yes" : "no");

  // Sgemm N/N: A 5x3 at lda 7, B 3x4 at ldb 5, C 5x4 at ldc 6; A starts
  // 16 floats into its allocation.
  const int m = 5, n = 4, k = 3, lda = 7, ldb = 5, ldc = 6, offset = 16;
  std::vector<float> A(lda * k), B(ldb * n), C(ldc * n), want, out(ldc * n);
  for (size_t i = 0; i < A.size(); ++i) A[i] = value(i, 9, 1);
  for (size_t i = 0; i < B.size(); ++i) B[i] = value(i, 7, 3);
  for (size_t i = 0; i < C.size(); ++i) C[i] = value(i, 5, 2);
  float *dA, *dB, *dC;
  CHECK(cudaMalloc(&dA, (offset + A.size()) * 4));
  CHECK(cudaMalloc(&dB, B.size() * 4));
  CHECK(cudaMalloc(&dC, C.size() * 4));
  CHECK(cudaMemcpyAsync(dA + offset, A.data(), A.size() * 4, cudaMemcpyHostToDevice, stream));
  CHECK(cudaMemcpyAsync(dB, B.data(), B.size() * 4, cudaMemcpyHostToDevice, stream));
  CHECK(cudaMemcpyAsync(dC, C.data(), C.size() * 4, cudaMemcpyHostToDevice, stream));
  float alpha = 2, beta = -1;
  BLAS(cublasSgemm_v2(h, OP_N, OP_N, m, n, k, &alpha, dA + offset, lda, dB, ldb, &beta, dC, ldc));
  CHECK(cudaMemcpyAsync(out.data(), dC, out.size() * 4, cudaMemcpyDeviceToHost, stream));
  CHECK(cudaStreamSynchronize(stream));
  want = C;
  reference(OP_N, OP_N, m, n, k, alpha, A.data(), lda, B.data(), ldb, beta, want.data(), ldc);
  compare("sgemm N/N, lda 7", out.data(), want.data(), m, n, ldc);

  // Sgemm T/N: A stored 3x5 (k x m) at lda 8, entering transposed.
  const int ldt = 8;
  std::vector<float> At(ldt * m);
  for (size_t i = 0; i < At.size(); ++i) At[i] = value(i, 11, 4);
  float *dAt;
  CHECK(cudaMalloc(&dAt, At.size() * 4));
  CHECK(cudaMemcpyAsync(dAt, At.data(), At.size() * 4, cudaMemcpyHostToDevice, stream));
  CHECK(cudaMemcpyAsync(dC, C.data(), C.size() * 4, cudaMemcpyHostToDevice, stream));
  alpha = 1, beta = 3;
  BLAS(cublasSgemm_v2(h, OP_T, OP_N, m, n, k, &alpha, dAt, ldt, dB, ldb, &beta, dC, ldc));
  CHECK(cudaMemcpyAsync(out.data(), dC, out.size() * 4, cudaMemcpyDeviceToHost, stream));
  CHECK(cudaStreamSynchronize(stream));
  want = C;
  reference(OP_T, OP_N, m, n, k, alpha, At.data(), ldt, B.data(), ldb, beta, want.data(), ldc);
  compare("sgemm T/N, lda 8", out.data(), want.data(), m, n, ldc);

  // beta = 0 over a C of NaNs (all bits set): C is not read.
  CHECK(cudaMemsetAsync(dC, 0xff, C.size() * 4, stream));
  alpha = 1, beta = 0;
  BLAS(cublasSgemm_v2(h, OP_N, OP_N, m, n, k, &alpha, dA + offset, lda, dB, ldb, &beta, dC, ldc));
  CHECK(cudaMemcpyAsync(out.data(), dC, out.size() * 4, cudaMemcpyDeviceToHost, stream));
  CHECK(cudaStreamSynchronize(stream));
  want.assign(C.size(), 0);
  reference(OP_N, OP_N, m, n, k, alpha, A.data(), lda, B.data(), ldb, 0, want.data(), ldc);
  int nans = 0;
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i) nans += std::isnan(out[i + j * ldc]);
  printf("beta = 0 over NaN: %d NaNs in C\n", nans);
  compare("sgemm beta 0", out.data(), want.data(), m, n, ldc);

  // GemmEx: f16 A (6x5) and B (5x3, entering transposed from 3x5) into f32 C.
  const int em = 6, en = 3, ek = 5;
  std::vector<float> Ef(em * ek), Bf(en * ek), Ec(em * en, 0.f), Eout(em * en);
  std::vector<unsigned short> Eh(em * ek), Bh(en * ek);
  for (int i = 0; i < em * ek; ++i) { Ef[i] = value(i, 13, 5); Eh[i] = half_of(Ef[i]); }
  for (int i = 0; i < en * ek; ++i) { Bf[i] = value(i, 6, 1); Bh[i] = half_of(Bf[i]); }
  void *dEh, *dBh;
  float *dEc;
  CHECK(cudaMalloc(&dEh, Eh.size() * 2));
  CHECK(cudaMalloc(&dBh, Bh.size() * 2));
  CHECK(cudaMalloc(&dEc, Ec.size() * 4));
  CHECK(cudaMemcpyAsync(dEh, Eh.data(), Eh.size() * 2, cudaMemcpyHostToDevice, stream));
  CHECK(cudaMemcpyAsync(dBh, Bh.data(), Bh.size() * 2, cudaMemcpyHostToDevice, stream));
  alpha = 0.5f, beta = 0;
  BLAS(cublasGemmEx(h, OP_N, OP_T, em, en, ek, &alpha, dEh, R_16F, em, dBh, R_16F, en, &beta, dEc,
                    R_32F, em, COMPUTE_32F, GEMM_DEFAULT));
  CHECK(cudaMemcpyAsync(Eout.data(), dEc, Eout.size() * 4, cudaMemcpyDeviceToHost, stream));
  CHECK(cudaStreamSynchronize(stream));
  reference(OP_N, OP_T, em, en, ek, alpha, Ef.data(), em, Bf.data(), en, 0, Ec.data(), em);
  compare("gemmEx f16 -> f32, N/T", Eout.data(), Ec.data(), em, en, em);

  // SgemmStridedBatched: 3 products of 4x2 = (4x3)(3x2), strides past the
  // matrices, alpha 2, beta 1.
  const int bm = 4, bn = 2, bk = 3, batch = 3, sa = 14, sb = 7, sc = 9;
  std::vector<float> SA(sa * batch), SB(sb * batch), SC(sc * batch), Sout(sc * batch);
  for (size_t i = 0; i < SA.size(); ++i) SA[i] = value(i, 8, 2);
  for (size_t i = 0; i < SB.size(); ++i) SB[i] = value(i, 5, 1);
  for (size_t i = 0; i < SC.size(); ++i) SC[i] = value(i, 4, 3);
  float *dSA, *dSB, *dSC;
  CHECK(cudaMalloc(&dSA, SA.size() * 4));
  CHECK(cudaMalloc(&dSB, SB.size() * 4));
  CHECK(cudaMalloc(&dSC, SC.size() * 4));
  CHECK(cudaMemcpyAsync(dSA, SA.data(), SA.size() * 4, cudaMemcpyHostToDevice, stream));
  CHECK(cudaMemcpyAsync(dSB, SB.data(), SB.size() * 4, cudaMemcpyHostToDevice, stream));
  CHECK(cudaMemcpyAsync(dSC, SC.data(), SC.size() * 4, cudaMemcpyHostToDevice, stream));
  alpha = 2, beta = 1;
  BLAS(cublasSgemmStridedBatched(h, OP_N, OP_N, bm, bn, bk, &alpha, dSA, bm, sa, dSB, bk, sb,
                                 &beta, dSC, bm, sc, batch));
  CHECK(cudaMemcpyAsync(Sout.data(), dSC, Sout.size() * 4, cudaMemcpyDeviceToHost, stream));
  CHECK(cudaStreamSynchronize(stream));
  for (int z = 0; z < batch; ++z) {
    reference(OP_N, OP_N, bm, bn, bk, alpha, SA.data() + z * sa, bm, SB.data() + z * sb, bk, beta,
              SC.data() + z * sc, bm);
    char what[64];
    snprintf(what, sizeof what, "strided batch %d of %d", z, batch);
    compare(what, Sout.data() + z * sc, SC.data() + z * sc, bm, bn, bm);
  }

  // Refused arguments: nothing runs, C keeps its values.
  alpha = 1, beta = 0;
  int s1 = cublasSgemm_v2(h, OP_N, OP_N, m, n, k, &alpha, dA + offset, m - 1, dB, ldb, &beta, dC,
                          ldc);
  int s2 = cublasSgemm_v2(h, OP_N, OP_N, -1, n, k, &alpha, dA + offset, lda, dB, ldb, &beta, dC,
                          ldc);
  int s3 = cublasSgemm_v2(h, 7, OP_N, m, n, k, &alpha, dA + offset, lda, dB, ldb, &beta, dC, ldc);
  printf("lda < m: %d %s\n", s1, cublasGetStatusName(s1));
  printf("m < 0: %d %s\n", s2, cublasGetStatusName(s2));
  printf("transa 7: %d %s\n", s3, cublasGetStatusName(s3));
  if (s1 != 7 || s2 != 7 || s3 != 7) ++failures;

  BLAS(cublasDestroy_v2(h));
  CHECK(cudaStreamDestroy(stream));
  for (void *p : {(void *)dA, (void *)dB, (void *)dC, (void *)dAt, dEh, dBh, (void *)dEc,
                  (void *)dSA, (void *)dSB, (void *)dSC})
    CHECK(cudaFree(p));
  printf("%s\n", failures ? "FAILED" : "all products match the host");
  return failures ? 1 : 0;
}
