// Origin: zjin-lcf/HeCBench, src/convolution1D-cuda/main.cu, commit f27000a5188f8ac79bd43fc95a1b3f890c18823d
// (BSD-3-Clause, see LICENSE in this folder). The kernels are copied as
// published; host code is left out.
// Changes: none to kernel code. Added: explicit instantiations of the kernels
// (and so of the __constant__ variable template mask<T>) for double, float and
// int16_t, as conv1D<T> used them, and <stdint.h>.

#include <stdint.h>

#define MAX_MASK_WIDTH 10
#define MAX_BLOCK_SIZE 1024

template<typename T>
__constant__ T mask [MAX_MASK_WIDTH];

template<typename T>
__global__
void conv1d(const T * __restrict__ in,
                  T * __restrict__ out,
            const int input_width,
            const int mask_width)
{
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  T s = 0;
  int start = i - mask_width / 2;
  for (int j = 0; j < mask_width; j++) {
    if (start + j >= 0 && start + j < input_width) {
      s += in[start + j] * mask<T>[j];
    }
  }
  out[i] = s;
}

template<typename T>
__global__
void conv1d_tiled(const T *__restrict__ in,
                        T *__restrict__ out,
                  const int input_width,
                  const int mask_width)
{
  extern __shared__ unsigned char smem[]; // TILE_SIZE + MAX_MASK_WIDTH - 1;
  T *tile = reinterpret_cast<T*>(smem);
  int i = threadIdx.x + blockIdx.x * blockDim.x;

  int n = mask_width / 2;  // last n cells of the previous tile

  // load left cells 
  int halo_left = (blockIdx.x - 1) * blockDim.x + threadIdx.x;
  if (threadIdx.x >= blockDim.x - n)
     tile[threadIdx.x - (blockDim.x - n)] = halo_left < 0 ? 0 : in[halo_left];

  // load center cells
  tile[n + threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];

  // load right cells
  int halo_right = (blockIdx.x + 1) * blockDim.x + threadIdx.x;
  if (threadIdx.x < n)
     tile[threadIdx.x + blockDim.x + n] = halo_right >= input_width ? 0 : in[halo_right];

  __syncthreads();

  T s = 0;
  for (int j = 0; j < mask_width; j++)
    s += tile[threadIdx.x + j] * mask<T>[j];

  out[i] = s;
}

template<typename T>
__global__
void conv1d_tiled_caching(const T *__restrict__ in,
                                T *__restrict__ out,
                          const int input_width,
                          const int mask_width)
{
  extern __shared__ unsigned char smem[]; // TILE_SIZE
  T *tile = reinterpret_cast<T*>(smem);

  int i = threadIdx.x + blockIdx.x * blockDim.x;
  tile[threadIdx.x] = in[i];
  __syncthreads();

  int this_tile_start = blockIdx.x * blockDim.x;
  int next_tile_start = (blockIdx.x + 1) * blockDim.x;
  int start = i - (mask_width / 2);
  T s = 0;
  for (int j = 0; j < mask_width; j++) {
    int in_index = start + j;
    if (in_index >= 0 && in_index < input_width) {
      if (in_index >= this_tile_start && in_index < next_tile_start) {
        // in_index = (start + j) = (i - mask_width/2 +j) >= 0,
        // then map in_index to tile_index
        s += tile[threadIdx.x + j - (mask_width / 2)] * mask<T>[j];
      } else {
        s += in[in_index] * mask<T>[j];
      }
    }
  }
  out[i] = s;
}

template __global__ void conv1d<double>(const double * __restrict__, double * __restrict__, const int, const int);
template __global__ void conv1d_tiled<double>(const double * __restrict__, double * __restrict__, const int, const int);
template __global__ void conv1d_tiled_caching<double>(const double * __restrict__, double * __restrict__, const int, const int);
template __global__ void conv1d<float>(const float * __restrict__, float * __restrict__, const int, const int);
template __global__ void conv1d_tiled<float>(const float * __restrict__, float * __restrict__, const int, const int);
template __global__ void conv1d_tiled_caching<float>(const float * __restrict__, float * __restrict__, const int, const int);
template __global__ void conv1d<int16_t>(const int16_t * __restrict__, int16_t * __restrict__, const int, const int);
template __global__ void conv1d_tiled<int16_t>(const int16_t * __restrict__, int16_t * __restrict__, const int, const int);
template __global__ void conv1d_tiled_caching<int16_t>(const int16_t * __restrict__, int16_t * __restrict__, const int, const int);
