// Origin: zjin-lcf/HeCBench, src/minkowski-cuda/main.cu, commit f27000a5188f8ac79bd43fc95a1b3f890c18823d
// (BSD-3-Clause, see LICENSE in this folder). The kernels are copied as
// published; host code is left out.
// Changes: none to kernel code. Added: an explicit instantiation minkowski<40, 64, 100> (the host instantiates <512, 1024, 2048>; these are its matrix sizes M, N, K, scaled down).

#define BLOCK_SIZE 16

template <int m, int n, int k>
__global__ 
void minkowski(
  const float *__restrict__ a,
  const float *__restrict__ b,
        float *__restrict__ c,
  const float p,
  const float one_over_p)
{
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  if( col < k && row < m)
  {
    float sum = 0;
    for(int i = 0; i < n; i++)
    {
      sum += powf(fabsf(a[row * n + i] - b[i * k + col]), p);
    }
    c[row * k + col] = powf(sum, one_over_p);
  }
}

template __global__ void minkowski<40, 64, 100>(const float *__restrict__, const float *__restrict__, float *__restrict__, const float, const float);
