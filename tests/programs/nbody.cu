// N-body gravity: accelerations from all pairs with float4 bodies staged
// through shared-memory tiles and rsqrtf, a leapfrog integration kernel, and
// energy/momentum checks of a few steps against a double-precision CPU model.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

const int TILE = 128;
const float SOFT2 = 0.01f;

__device__ float3 interact(float4 bi, float4 bj, float3 a) {
  float3 r = make_float3(bj.x - bi.x, bj.y - bi.y, bj.z - bi.z);
  float d2 = r.x * r.x + r.y * r.y + r.z * r.z + SOFT2;
  float inv = rsqrtf(d2);
  float s = bj.w * inv * inv * inv;
  a.x += r.x * s; a.y += r.y * s; a.z += r.z * s;
  return a;
}

__global__ void accelerations(const float4 *pos, float3 *acc, int n) {
  __shared__ float4 tile[TILE];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 me = i < n ? pos[i] : make_float4(0, 0, 0, 0);
  float3 a = make_float3(0, 0, 0);
  for (int t = 0; t < n; t += TILE) {
    int j = t + threadIdx.x;
    tile[threadIdx.x] = j < n ? pos[j] : make_float4(0, 0, 0, 0);  // zero mass pads
    __syncthreads();
#pragma unroll 8
    for (int k = 0; k < TILE; ++k) a = interact(me, tile[k], a);
    __syncthreads();
  }
  if (i < n) acc[i] = a;
}

__global__ void integrate(float4 *pos, float3 *vel, const float3 *acc, int n, float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float3 v = vel[i];
  v.x += acc[i].x * dt; v.y += acc[i].y * dt; v.z += acc[i].z * dt;
  vel[i] = v;
  float4 p = pos[i];
  p.x += v.x * dt; p.y += v.y * dt; p.z += v.z * dt;
  pos[i] = p;
}

int main() {
  const int n = 1000, steps = 4;
  const float dt = 0.001f;
  std::vector<float4> p(n);
  std::vector<float3> v(n);
  unsigned s = 99;
  auto rnd = [&]() { s = s * 1103515245u + 12345u; return ((s >> 8) & 0xffff) / 65536.0f - 0.5f; };
  for (int i = 0; i < n; ++i) { p[i] = make_float4(rnd(), rnd(), rnd(), 1.0f / n); v[i] = make_float3(rnd() * 0.1f, rnd() * 0.1f, rnd() * 0.1f); }
  float4 *dp; float3 *dv, *da;
  CHECK(cudaMalloc(&dp, n * sizeof(float4))); CHECK(cudaMalloc(&dv, n * sizeof(float3))); CHECK(cudaMalloc(&da, n * sizeof(float3)));
  CHECK(cudaMemcpy(dp, p.data(), n * sizeof(float4), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dv, v.data(), n * sizeof(float3), cudaMemcpyHostToDevice));
  for (int st = 0; st < steps; ++st) {
    accelerations<<<(n + TILE - 1) / TILE, TILE>>>(dp, da, n);
    integrate<<<(n + 255) / 256, 256>>>(dp, dv, da, n, dt);
  }
  CHECK(cudaGetLastError());
  std::vector<float4> rp(n); std::vector<float3> rv(n);
  CHECK(cudaMemcpy(rp.data(), dp, n * sizeof(float4), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(rv.data(), dv, n * sizeof(float3), cudaMemcpyDeviceToHost));
  // CPU model in double
  std::vector<double> X(3 * n), V(3 * n), A(3 * n), M(n);
  for (int i = 0; i < n; ++i) { X[3*i] = p[i].x; X[3*i+1] = p[i].y; X[3*i+2] = p[i].z; M[i] = p[i].w; V[3*i] = v[i].x; V[3*i+1] = v[i].y; V[3*i+2] = v[i].z; }
  for (int st = 0; st < steps; ++st) {
    for (int i = 0; i < n; ++i) {
      double ax = 0, ay = 0, az = 0;
      for (int j = 0; j < n; ++j) {
        double rx = X[3*j] - X[3*i], ry = X[3*j+1] - X[3*i+1], rz = X[3*j+2] - X[3*i+2];
        double d2 = rx * rx + ry * ry + rz * rz + SOFT2, inv = 1.0 / sqrt(d2), f = M[j] * inv * inv * inv;
        ax += rx * f; ay += ry * f; az += rz * f;
      }
      A[3*i] = ax; A[3*i+1] = ay; A[3*i+2] = az;
    }
    for (int k = 0; k < 3 * n; ++k) { V[k] += A[k] * dt; X[k] += V[k] * dt; }
  }
  double err = 0, mom[3] = {0, 0, 0}, ke = 0;
  for (int i = 0; i < n; ++i) {
    err = fmax(err, fabs(rp[i].x - X[3*i]) + fabs(rp[i].y - X[3*i+1]) + fabs(rp[i].z - X[3*i+2]));
    err = fmax(err, fabs(rv[i].x - V[3*i]) + fabs(rv[i].y - V[3*i+1]) + fabs(rv[i].z - V[3*i+2]));
    mom[0] += M[i] * rv[i].x; mom[1] += M[i] * rv[i].y; mom[2] += M[i] * rv[i].z;
    ke += 0.5 * M[i] * (rv[i].x * rv[i].x + rv[i].y * rv[i].y + rv[i].z * rv[i].z);
  }
  printf("%d bodies, %d steps: kinetic energy %.5f, momentum below 0.01: %s\n", n, steps, ke,
         fabs(mom[0]) < 0.01 && fabs(mom[1]) < 0.01 && fabs(mom[2]) < 0.01 ? "yes" : "no");
  printf("positions and velocities within 1e-5 of the CPU: %s\n", err < 1e-5 ? "yes" : "no");
  cudaFree(dp); cudaFree(dv); cudaFree(da);
  return err < 1e-5 ? 0 : 1;
}
