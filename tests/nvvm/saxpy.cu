// Grid-stride SAXPY: y[i] = a * x[i] + y[i].
#include "cuda.h"

extern "C" __global__ void saxpy(float a, const float *x, float *y, unsigned n) {
  unsigned stride = ntid_x() * nctaid_x();
  for (unsigned i = ctaid_x() * ntid_x() + tid_x(); i < n; i += stride)
    y[i] = __builtin_fmaf(a, x[i], y[i]);
}
