// libdevice math: out[i] = expf(-x^2) * sinf(x) + sqrtf(|x|), plus the
// flush-to-zero mode queried through __nvvm_reflect.
#include "cuda.h"

extern "C" __device__ float __nv_expf(float);
extern "C" __device__ float __nv_sinf(float);
extern "C" __device__ float __nv_sqrtf(float);
extern "C" __device__ float __nv_fabsf(float);

extern "C" __global__ void math(const float *x, float *out, int *ftz, unsigned n) {
  unsigned i = ctaid_x() * ntid_x() + tid_x();
  if (i == 0)
    *ftz = __nvvm_reflect("__CUDA_FTZ");
  if (i < n) {
    float v = x[i];
    out[i] = __nv_expf(-v * v) * __nv_sinf(v) + __nv_sqrtf(__nv_fabsf(v));
  }
}
