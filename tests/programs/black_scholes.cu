// Black-Scholes European option pricing: call and put prices in float and
// double, market parameters in a __constant__ struct and a __constant__
// table of per-sector volatilities, the normal CDF by the Abramowitz-Stegun
// polynomial with coefficients in __constant__ memory; checked with put-call
// parity and against the CPU.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

struct Market { double rate; float years[4]; };
__constant__ Market c_market;
__constant__ float c_vol[8];
__constant__ double c_poly[5] = {0.319381530, -0.356563782, 1.781477937, -1.821255978, 1.330274429};

template <typename T> __host__ __device__ T cnd(T d, const double *poly) {
  const T rsqrt2pi = T(0.39894228040143267794);
  T k = T(1) / (T(1) + T(0.2316419) * fabs(d));
  T c = rsqrt2pi * exp(T(-0.5) * d * d) *
        (k * (T(poly[0]) + k * (T(poly[1]) + k * (T(poly[2]) + k * (T(poly[3]) + k * T(poly[4]))))));
  return d > 0 ? T(1) - c : c;
}

template <typename T>
__global__ void price(const T *spot, const T *strike, const int *sector, const int *tenor, T *call, T *put, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  T S = spot[i], X = strike[i], t = (T)c_market.years[tenor[i]], v = (T)c_vol[sector[i]], r = (T)c_market.rate;
  T sq = sqrt(t);
  T d1 = (log(S / X) + (r + T(0.5) * v * v) * t) / (v * sq);
  T d2 = d1 - v * sq;
  T disc = exp(-r * t);
  call[i] = S * cnd(d1, c_poly) - X * disc * cnd(d2, c_poly);
  put[i] = X * disc * cnd(-d2, c_poly) - S * cnd(-d1, c_poly);
}

template <typename T>
int run(const char *name, int n, const Market &m, const float *vol, double tol) {
  std::vector<T> S(n), X(n), C(n), P(n);
  std::vector<int> sec(n), ten(n);
  for (int i = 0; i < n; ++i) {
    S[i] = T(20 + (i * 37) % 80); X[i] = T(25 + (i * 53) % 70); sec[i] = i % 8; ten[i] = (i / 8) % 4;
  }
  T *dS, *dX, *dC, *dP; int *dsec, *dten;
  CHECK(cudaMalloc(&dS, n * sizeof(T))); CHECK(cudaMalloc(&dX, n * sizeof(T)));
  CHECK(cudaMalloc(&dC, n * sizeof(T))); CHECK(cudaMalloc(&dP, n * sizeof(T)));
  CHECK(cudaMalloc(&dsec, n * 4)); CHECK(cudaMalloc(&dten, n * 4));
  CHECK(cudaMemcpy(dS, S.data(), n * sizeof(T), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dX, X.data(), n * sizeof(T), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dsec, sec.data(), n * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dten, ten.data(), n * 4, cudaMemcpyHostToDevice));
  price<T><<<(n + 127) / 128, 128>>>(dS, dX, dsec, dten, dC, dP, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(C.data(), dC, n * sizeof(T), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(P.data(), dP, n * sizeof(T), cudaMemcpyDeviceToHost));
  double poly[5] = {0.319381530, -0.356563782, 1.781477937, -1.821255978, 1.330274429};
  double worst = 0, parity = 0, sumc = 0, sump = 0;
  for (int i = 0; i < n; ++i) {
    double s = S[i], x = X[i], t = m.years[ten[i]], v = vol[sec[i]], r = m.rate, sq = sqrt(t);
    double d1 = (log(s / x) + (r + 0.5 * v * v) * t) / (v * sq), d2 = d1 - v * sq, disc = exp(-r * t);
    double c = s * cnd(d1, poly) - x * disc * cnd(d2, poly), p = x * disc * cnd(-d2, poly) - s * cnd(-d1, poly);
    worst = fmax(worst, fabs(C[i] - c) / fmax(1.0, c));
    worst = fmax(worst, fabs(P[i] - p) / fmax(1.0, p));
    parity = fmax(parity, fabs((double)C[i] - (double)P[i] - (s - x * disc)) / s);
    sumc += c; sump += p;
  }
  printf("%s: %d options, mean call %.3f, mean put %.3f, error within %g: %s, put-call parity holds: %s\n", name, n,
         sumc / n, sump / n, tol, worst < tol ? "yes" : "no", parity < 100 * tol ? "yes" : "no");
  cudaFree(dS); cudaFree(dX); cudaFree(dC); cudaFree(dP); cudaFree(dsec); cudaFree(dten);
  return !(worst < tol && parity < 100 * tol);
}

int main() {
  Market m{0.03, {0.25f, 0.5f, 1.0f, 2.0f}};
  float vol[8] = {0.10f, 0.15f, 0.20f, 0.25f, 0.30f, 0.35f, 0.40f, 0.50f};
  CHECK(cudaMemcpyToSymbol(c_market, &m, sizeof m));
  CHECK(cudaMemcpyToSymbol(c_vol, vol, sizeof vol));
  Market back;
  CHECK(cudaMemcpyFromSymbol(&back, c_market, sizeof back));
  if (back.years[3] != 2.0f) { printf("constant read back wrong\n"); return 1; }
  int bad = run<float>("float", 20000, m, vol, 2e-4);
  bad += run<double>("double", 20000, m, vol, 1e-9);
  return bad != 0;
}
