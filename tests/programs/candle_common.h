// Host helpers shared by the candle-kernels programs: the dims-and-strides
// block candle's kernels take, device upload/download, and a relative check.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

template <typename T> T *to_device(const std::vector<T> &h) {
  T *d;
  CHECK(cudaMalloc(&d, h.size() * sizeof(T) + 1));
  CHECK(cudaMemcpy(d, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice));
  return d;
}
template <typename T> std::vector<T> to_host(const T *d, size_t n) {
  std::vector<T> h(n);
  CHECK(cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
  return h;
}
template <typename T> T *device_buffer(size_t n) {
  T *d;
  CHECK(cudaMalloc(&d, n * sizeof(T) + 1));
  CHECK(cudaMemset(d, 0, n * sizeof(T) + 1));
  return d;
}
// candle's layout block: dims, then one strides array per operand
inline size_t *layout(std::vector<std::vector<size_t>> parts) {
  std::vector<size_t> flat;
  for (auto &p : parts) flat.insert(flat.end(), p.begin(), p.end());
  return to_device(flat);
}
inline double rel_err(double got, double want) { return fabs(got - want) / fmax(1.0, fabs(want)); }

// candle's .cu files are written for device-only compiles (nvcc --ptx): in
// the host pass of a whole-program compile their pre-sm_60 atomicAdd(double)
// shim collides with the toolkit's. So a program includes a package file in
// the device pass only and gives the host pass each kernel it launches as an
// empty definition with the same signature: the host pass only makes the
// launch stub and registration, the device pass compiles the package's body.
#define CANDLE_HOST_STUB(name, ...) extern "C" __global__ void name(__VA_ARGS__) {}
