// Generic device algorithms written with templates and functors, as CUDA
// libraries do: transform, transform-reduce and a zip of two arrays, over
// float, double, int and __half (cuda_fp16.h: __half2 arithmetic, hfma,
// conversions); a half SAXPY and a half2 dot product accumulated in float.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>
#include <cuda_fp16.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

template <typename T, typename F> __global__ void transform(const T *in, T *out, int n, F f) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) out[i] = f(in[i]);
}
template <typename A, typename B, typename C, typename F> __global__ void zip(const A *a, const B *b, C *c, int n, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = f(a[i], b[i]);
}
template <typename T, typename Acc, typename M, typename R>
__global__ void transform_reduce(const T *in, int n, Acc *out, M map, R red, Acc init) {
  extern __shared__ unsigned char smem[];
  Acc *s = reinterpret_cast<Acc *>(smem);
  Acc v = init;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) v = red(v, map(in[i]));
  s[threadIdx.x] = v;
  __syncthreads();
  for (int k = blockDim.x / 2; k > 0; k >>= 1) { if (threadIdx.x < k) s[threadIdx.x] = red(s[threadIdx.x], s[threadIdx.x + k]); __syncthreads(); }
  if (threadIdx.x == 0) out[blockIdx.x] = s[0];
}

struct Square { template <typename T> __device__ T operator()(T x) const { return x * x; } };
template <typename T> struct Affine { T a, b; __device__ T operator()(T x) const { return a * x + b; } };
struct Plus { template <typename T> __device__ T operator()(T a, T b) const { return a + b; } };
struct MaxOf { template <typename T> __device__ T operator()(T a, T b) const { return a > b ? a : b; } };
struct Collatz { __device__ int operator()(int x) const { int s = 0; while (x != 1) { x = (x & 1) ? 3 * x + 1 : x / 2; ++s; } return s; } };
struct HalfAxpy { __half a; __device__ __half operator()(__half x, __half y) const { return __hfma(a, x, y); } };
struct ToFloat { __device__ float operator()(__half x) const { return __half2float(x); } };

__global__ void dot_half2(const __half2 *a, const __half2 *b, int n2, float *out) {
  __shared__ float s[256];
  float acc = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n2; i += gridDim.x * blockDim.x) {
    __half2 p = __hmul2(a[i], b[i]);
    float2 f = __half22float2(p);
    acc += f.x + f.y;
  }
  s[threadIdx.x] = acc;
  __syncthreads();
  for (int k = 128; k > 0; k >>= 1) { if (threadIdx.x < k) s[threadIdx.x] += s[threadIdx.x + k]; __syncthreads(); }
  if (threadIdx.x == 0) atomicAdd(out, s[0]);
}

template <typename T> T *upload(const std::vector<T> &h) {
  T *d; CHECK(cudaMalloc(&d, h.size() * sizeof(T)));
  CHECK(cudaMemcpy(d, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice));
  return d;
}
template <typename T> std::vector<T> download(const T *d, size_t n) {
  std::vector<T> h(n); CHECK(cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost)); return h;
}

int main() {
  int bad = 0;
  const int n = 10000, blocks = 20, threads = 256;
  // int: Collatz step counts, then max and sum
  std::vector<int> xi(n);
  for (int i = 0; i < n; ++i) xi[i] = i + 1;
  int *dxi = upload(xi), *dci, *dpart;
  CHECK(cudaMalloc(&dci, n * 4)); CHECK(cudaMalloc(&dpart, blocks * 4));
  transform<<<blocks, threads>>>(dxi, dci, n, Collatz());
  transform_reduce<<<blocks, threads, threads * sizeof(int)>>>(dci, n, dpart, Square(), Plus(), 0);
  CHECK(cudaGetLastError());
  auto steps = download(dci, n);
  auto part = download(dpart, blocks);
  long long sq = 0, want_sq = 0; int mx = 0, want_mx = 0;
  for (int p : part) sq += p;
  for (int i = 0; i < n; ++i) {
    int x = i + 1, s = 0; while (x != 1) { x = (x & 1) ? 3 * x + 1 : x / 2; ++s; }
    bad += steps[i] != s; want_sq += (long long)s * s; mx = std::max(mx, steps[i]); want_mx = std::max(want_mx, s);
  }
  printf("int: longest Collatz chain below %d: %d steps, sum of squares %lld (CPU %lld)\n", n + 1, mx, sq, want_sq);
  bad += sq != want_sq || mx != want_mx;
  // double: affine map then max-reduce
  std::vector<double> xd(n);
  for (int i = 0; i < n; ++i) xd[i] = cos(0.001 * i);
  double *dxd = upload(xd), *dyd, *dmd;
  CHECK(cudaMalloc(&dyd, n * 8)); CHECK(cudaMalloc(&dmd, blocks * 8));
  transform<<<blocks, threads>>>(dxd, dyd, n, Affine<double>{2.0, -1.0});
  transform_reduce<<<blocks, threads, threads * sizeof(double)>>>(dyd, n, dmd, Square(), MaxOf(), 0.0);
  CHECK(cudaGetLastError());
  auto md = download(dmd, blocks);
  double m = 0; for (double v : md) m = std::max(m, v);
  double want_m = 0;
  for (int i = 0; i < n; ++i) want_m = std::max(want_m, (2.0 * xd[i] - 1.0) * (2.0 * xd[i] - 1.0));
  printf("double: max of (2cos-1)^2 = %.6f, within 1e-12 of the CPU: %s\n", m, fabs(m - want_m) < 1e-12 ? "yes" : "no");
  bad += !(fabs(m - want_m) < 1e-12);
  // half: SAXPY through a functor, float reduction of the result, half2 dot
  std::vector<__half> hx(n), hy(n);
  for (int i = 0; i < n; ++i) { hx[i] = __float2half((i % 64) / 16.0f); hy[i] = __float2half((i % 10) * 0.5f); }
  __half *dhx = upload(hx), *dhy = upload(hy), *dhz;
  float *dsum, *ddot;
  CHECK(cudaMalloc(&dhz, n * 2)); CHECK(cudaMalloc(&dsum, blocks * 4)); CHECK(cudaMalloc(&ddot, 4));
  zip<<<(n + 255) / 256, 256>>>(dhx, dhy, dhz, n, HalfAxpy{__float2half(2.0f)});
  transform_reduce<<<blocks, threads, threads * sizeof(float)>>>(dhz, n, dsum, ToFloat(), Plus(), 0.0f);
  CHECK(cudaMemset(ddot, 0, 4));
  dot_half2<<<8, 256>>>((const __half2 *)dhx, (const __half2 *)dhy, n / 2, ddot);
  CHECK(cudaGetLastError());
  auto hz = download(dhz, n);
  auto fs = download(dsum, blocks);
  float dotv; CHECK(cudaMemcpy(&dotv, ddot, 4, cudaMemcpyDeviceToHost));
  double total = 0, want_total = 0, want_dot = 0; int hbad = 0;
  for (float v : fs) total += v;
  for (int i = 0; i < n; ++i) {
    float want = 2.0f * __half2float(hx[i]) + __half2float(hy[i]);   // exact in half for these values
    hbad += __half2float(hz[i]) != want; want_total += want; want_dot += __half2float(hx[i]) * __half2float(hy[i]);
  }
  printf("half: axpy sum %.2f (CPU %.2f), dot %.2f (CPU %.2f), %d wrong\n", total, want_total, dotv, want_dot, hbad);
  bad += hbad + (total != want_total) + (dotv != want_dot);
  return bad != 0;
}
