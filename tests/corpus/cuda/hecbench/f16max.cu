// Origin: zjin-lcf/HeCBench, src/f16max-cuda/main.cu, commit f27000a5188f8ac79bd43fc95a1b3f890c18823d
// (BSD-3-Clause, see LICENSE in this folder). The kernels are copied as
// published; host code is left out.
// Changes: none to kernel code. Added: explicit instantiations hmax<half2> and hmax<half> (the host's launches), <stddef.h>.

#include <stddef.h>
#include <cuda_fp16.h>

#define NUM_OF_BLOCKS 1048576
#define NUM_OF_THREADS 256

__device__ half2 half_max(const half2 a, const half2 b) {
  const half2 sub = __hsub2(a, b);
  const unsigned sign = (*reinterpret_cast<const unsigned*>(&sub)) & 0x80008000u;
  const unsigned sw = 0x00003210 | (((sign >> 21) | (sign >> 13)) * 0x11);
  const unsigned int res = __byte_perm(*reinterpret_cast<const unsigned*>(&a), 
                                       *reinterpret_cast<const unsigned*>(&b), sw);
  return *reinterpret_cast<const half2*>(&res);
}

__device__ half half_max(const half a, const half b) {
  const half sub = __hsub(a, b);
  const unsigned sign = (*reinterpret_cast<const short*>(&sub)) & 0x8000u;
  const unsigned sw = 0x00000010 | ((sign >> 13) * 0x11);
  const unsigned short res = __byte_perm(*reinterpret_cast<const short*>(&a), 
                                         *reinterpret_cast<const short*>(&b), sw);
  return *reinterpret_cast<const half*>(&res);
}

template <typename T>
__global__
void hmax(T const *__restrict__ const a,
          T const *__restrict__ const b,
          T *__restrict__ const r,
          const size_t size)
{
  for (size_t i = threadIdx.x + blockDim.x * blockIdx.x; 
              i < size; i += blockDim.x * gridDim.x)
    r[i] = half_max(a[i], b[i]);
}


template __global__ void hmax<half2>(half2 const *__restrict__ const, half2 const *__restrict__ const, half2 *__restrict__ const, const size_t);
template __global__ void hmax<half>(half const *__restrict__ const, half const *__restrict__ const, half *__restrict__ const, const size_t);
