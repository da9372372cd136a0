// 256-bin histogram of bytes: per-block bins in shared memory updated with
// shared-memory atomics, merged into the global bins with global atomics.
#include "cuda.h"

extern "C" __global__ void histogram(const unsigned char *data, unsigned n, unsigned *bins) {
  __shared__ unsigned local[256];
  for (unsigned b = tid_x(); b < 256; b += ntid_x())
    local[b] = 0;
  syncthreads();
  unsigned stride = ntid_x() * nctaid_x();
  for (unsigned i = ctaid_x() * ntid_x() + tid_x(); i < n; i += stride)
    __atomic_fetch_add(&local[data[i]], 1u, __ATOMIC_RELAXED);
  syncthreads();
  for (unsigned b = tid_x(); b < 256; b += ntid_x()) {
    unsigned c = local[b];
    if (c != 0)
      __atomic_fetch_add(&bins[b], c, __ATOMIC_RELAXED);
  }
}
