// c[i] = a[i] + b[i] for i < n, one element per thread: the smallest kernel
// of gpujit's tests and benchmarks.

extern "C" __global__ void vector_add(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}
