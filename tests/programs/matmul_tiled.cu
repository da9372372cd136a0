// Tiled shared-memory matrix multiply C = A * B (a template over the element
// type and tile size, float and double), against a naive kernel and the CPU;
// 2-D grids and blocks, non-multiple-of-tile sizes, __restrict__ pointers.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

template <typename T, int TS>
__global__ void matmul_tiled(const T *__restrict__ A, const T *__restrict__ B, T *__restrict__ C, int M, int N, int K) {
  __shared__ T As[TS][TS];
  __shared__ T Bs[TS][TS + 1];
  int row = blockIdx.y * TS + threadIdx.y, col = blockIdx.x * TS + threadIdx.x;
  T acc = 0;
  for (int k0 = 0; k0 < K; k0 += TS) {
    As[threadIdx.y][threadIdx.x] = (row < M && k0 + threadIdx.x < K) ? A[row * K + k0 + threadIdx.x] : T(0);
    Bs[threadIdx.y][threadIdx.x] = (col < N && k0 + threadIdx.y < K) ? B[(k0 + threadIdx.y) * N + col] : T(0);
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TS; ++k) acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  if (row < M && col < N) C[row * N + col] = acc;
}

template <typename T>
__global__ void matmul_naive(const T *A, const T *B, T *C, int M, int N, int K) {
  int row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= M || col >= N) return;
  T acc = 0;
  for (int k = 0; k < K; ++k) acc += A[row * K + k] * B[k * N + col];
  C[row * N + col] = acc;
}

template <typename T, int TS>
int run(const char *name, int M, int N, int K) {
  std::vector<T> a(M * K), b(K * N), c(M * N), c2(M * N);
  for (int i = 0; i < M * K; ++i) a[i] = T((i * 7 % 13) - 6) / T(4);
  for (int i = 0; i < K * N; ++i) b[i] = T((i * 5 % 11) - 5) / T(8);
  T *da, *db, *dc, *dc2;
  CHECK(cudaMalloc(&da, a.size() * sizeof(T))); CHECK(cudaMalloc(&db, b.size() * sizeof(T)));
  CHECK(cudaMalloc(&dc, c.size() * sizeof(T))); CHECK(cudaMalloc(&dc2, c.size() * sizeof(T)));
  CHECK(cudaMemcpy(da, a.data(), a.size() * sizeof(T), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(db, b.data(), b.size() * sizeof(T), cudaMemcpyHostToDevice));
  dim3 block(TS, TS), grid((N + TS - 1) / TS, (M + TS - 1) / TS);
  matmul_tiled<T, TS><<<grid, block>>>(da, db, dc, M, N, K);
  CHECK(cudaGetLastError());
  matmul_naive<T><<<dim3((N + 15) / 16, (M + 15) / 16), dim3(16, 16)>>>(da, db, dc2, M, N, K);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(c.data(), dc, c.size() * sizeof(T), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(c2.data(), dc2, c.size() * sizeof(T), cudaMemcpyDeviceToHost));
  // Inputs are multiples of 1/32 with small numerators: every product and sum is exact.
  int bad = 0; double trace = 0;
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      double ref = 0;
      for (int k = 0; k < K; ++k) ref += (double)a[i * K + k] * (double)b[k * N + j];
      if ((double)c[i * N + j] != ref || (double)c2[i * N + j] != ref) {
        if (bad++ < 3) printf("%s C[%d][%d] = %g / %g, expected %g\n", name, i, j, (double)c[i * N + j], (double)c2[i * N + j], ref);
      }
      if (i == j) trace += ref;
    }
  printf("%s %dx%dx%d tile %d: trace %.5f, C[1][2] %.5f, %d wrong\n", name, M, N, K, TS, trace, (double)c[1 * N + 2], bad);
  cudaFree(da); cudaFree(db); cudaFree(dc); cudaFree(dc2);
  return bad;
}

int main() {
  int bad = 0;
  bad += run<float, 16>("float", 128, 128, 128);
  bad += run<float, 8>("float", 100, 75, 90);
  bad += run<double, 16>("double", 96, 112, 80);
  return bad != 0;
}
