// Sum, minimum and maximum of a large array in two passes: warp reductions
// with __shfl_down_sync (32-wide warps assumed, as CUDA code usually does),
// per-warp partials in shared memory, a grid-stride loop, and a second launch
// that folds the per-block partials. int and float versions from one template.
#include <cstdio>
#include <cstdlib>
#include <climits>
#include <cfloat>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

#define FULL_MASK 0xffffffffu

template <typename T> struct Stats { T sum, mn, mx; };

template <typename T> __device__ __forceinline__ Stats<T> warp_fold(Stats<T> s) {
  for (int off = 16; off > 0; off >>= 1) {
    T a = __shfl_down_sync(FULL_MASK, s.sum, off);
    T b = __shfl_down_sync(FULL_MASK, s.mn, off);
    T c = __shfl_down_sync(FULL_MASK, s.mx, off);
    s.sum += a;
    s.mn = b < s.mn ? b : s.mn;
    s.mx = c > s.mx ? c : s.mx;
  }
  return s;
}

template <typename T> __device__ Stats<T> block_fold(Stats<T> s) {
  __shared__ Stats<T> warps[32];
  int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  s = warp_fold(s);
  if (lane == 0) warps[warp] = s;
  __syncthreads();
  int nwarps = (blockDim.x + 31) / 32;
  if (warp == 0) {
    s = lane < nwarps ? warps[lane] : Stats<T>{T(0), warps[0].mn, warps[0].mx};
    s = warp_fold(s);
  }
  return s;
}

template <typename T> __global__ void partial_stats(const T *x, int n, Stats<T> *partial, T lo, T hi) {
  Stats<T> s{T(0), hi, lo};
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    T v = x[i];
    s.sum += v;
    s.mn = v < s.mn ? v : s.mn;
    s.mx = v > s.mx ? v : s.mx;
  }
  s = block_fold(s);
  if (threadIdx.x == 0) partial[blockIdx.x] = s;
}

template <typename T> __global__ void final_stats(const Stats<T> *partial, int n, Stats<T> *out, T lo, T hi) {
  Stats<T> s{T(0), hi, lo};
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    Stats<T> p = partial[i];
    s.sum += p.sum;
    s.mn = p.mn < s.mn ? p.mn : s.mn;
    s.mx = p.mx > s.mx ? p.mx : s.mx;
  }
  s = block_fold(s);
  if (threadIdx.x == 0) *out = s;
}

template <typename T> Stats<T> run(const std::vector<T> &h, T lo, T hi) {
  int n = (int)h.size(), blocks = 120, threads = 256;
  T *dx; Stats<T> *dp, *dout;
  CHECK(cudaMalloc(&dx, n * sizeof(T)));
  CHECK(cudaMalloc(&dp, blocks * sizeof(Stats<T>)));
  CHECK(cudaMalloc(&dout, sizeof(Stats<T>)));
  CHECK(cudaMemcpy(dx, h.data(), n * sizeof(T), cudaMemcpyHostToDevice));
  partial_stats<T><<<blocks, threads>>>(dx, n, dp, lo, hi);
  CHECK(cudaGetLastError());
  final_stats<T><<<1, 128>>>(dp, blocks, dout, lo, hi);
  CHECK(cudaGetLastError());
  Stats<T> r;
  CHECK(cudaMemcpy(&r, dout, sizeof r, cudaMemcpyDeviceToHost));
  CHECK(cudaFree(dx)); CHECK(cudaFree(dp)); CHECK(cudaFree(dout));
  return r;
}

int main() {
  const int n = 100003;
  std::vector<int> hi(n);
  std::vector<float> hf(n);
  unsigned s = 12345;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    hi[i] = (int)(s >> 12) % 20001 - 10000;
    hf[i] = (float)((s >> 8) % 1000) / 64.0f - 7.0f;  // exact in float, sums stay exact
  }
  long long isum = 0; int imn = INT_MAX, imx = INT_MIN;
  double fsum = 0; float fmn = FLT_MAX, fmx = -FLT_MAX;
  for (int i = 0; i < n; ++i) {
    isum += hi[i]; imn = std::min(imn, hi[i]); imx = std::max(imx, hi[i]);
    fsum += hf[i]; fmn = std::min(fmn, hf[i]); fmx = std::max(fmx, hf[i]);
  }
  Stats<int> ri = run<int>(hi, INT_MIN, INT_MAX);
  Stats<float> rf = run<float>(hf, -FLT_MAX, FLT_MAX);
  printf("int:   sum %d min %d max %d\n", ri.sum, ri.mn, ri.mx);
  printf("float: sum %.4f min %.4f max %.4f\n", rf.sum, rf.mn, rf.mx);
  bool ok = ri.sum == isum && ri.mn == imn && ri.mx == imx &&
            rf.sum == (float)fsum && rf.mn == fmn && rf.mx == fmx;
  if (!ok) printf("MISMATCH: cpu int sum %lld min %d max %d, float sum %.4f min %.4f max %.4f\n", isum, imn, imx, fsum, fmn, fmx);
  else printf("matches the CPU\n");
  return ok ? 0 : 1;
}
