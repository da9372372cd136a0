// Device printf, assert and __trap(): the lifted forms of CUDA's vprintf,
// __assertfail and llvm.trap (tests/src/nvvm/io.rs).
#include "cuda.h"

extern "C" __device__ int printf(const char *, ...);
extern "C" __device__ void __assertfail(const char *, const char *, unsigned, const char *,
                                        unsigned long);
#define assert(e) ((e) ? (void)0 : __assertfail(#e, __FILE__, __LINE__, __func__, 1))

extern "C" __global__ void report(const float *x, int n, double scale, long long big) {
  int i = ctaid_x() * ntid_x() + tid_x();
  if (i < n)
    printf("thread %d: x=%.3f scaled=%g big=%lld c=%c %s|%5d|\n", i, x[i], x[i] * scale, big + i,
           'a' + i, i % 2 ? "odd" : "even", -i);
}

extern "C" __global__ void check(const int *x, int n) {
  int i = ctaid_x() * ntid_x() + tid_x();
  if (i < n)
    assert(x[i] >= 0);
}

extern "C" __global__ void stop(int *out, int when) {
  out[tid_x()] = 1;
  if ((int)tid_x() == when)
    __builtin_trap();
}
