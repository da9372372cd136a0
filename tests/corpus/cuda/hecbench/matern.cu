// Origin: zjin-lcf/HeCBench, src/matern-cuda/main.cu (kernel) and reference.h
// (the size macros), commit f27000a5188f8ac79bd43fc95a1b3f890c18823d
// (BSD-3-Clause, see LICENSE in this folder). The kernel is copied as
// published; host code is left out.
// Changes: none to kernel code; nsources, SX and SY are copied from reference.h.

#define nsources 50
#define SX 16
#define SY nsources

// Assumption 
// There are many more evaluation(target) points than sources for the subsequent code. 
// Each thread block will perform the evaluation for a small chunk of the target points and all source points. 
// 
__global__ void matern_kernel (
  const int num_targets,
  const float l,
  const float *__restrict__ sources,
  const float *__restrict__ targets,
  const float *__restrict__ weights,
        float *__restrict__ result)
{
  int tx = threadIdx.x;
  int px = blockIdx.x * blockDim.x + tx; // range [0:ntargets)
  if (px >= num_targets) return;

  int ty = threadIdx.y;
  int py = ty; // range [0:nsources)
  if (py >= SY) return;

  __shared__ float local_result[SX * SY];
  __shared__ float local_targets[SX * 3];
  __shared__ float local_sources[SY * 3];
  __shared__ float local_weights[SY];

  if (ty == 0) {
    for (int i = 0; i < 3; i++)
      local_targets[tx * 3 + i] = targets[px * 3 + i];
  }

  if (tx == 0) {
    for (int i = 0; i < 3; i++)
      local_sources[ty * 3 + i] = sources[py * 3 + i];
    local_weights[ty] = weights[ty];
  }

  __syncthreads();

  float squared_diff = 0.f;
  
  for (int i = 0; i < 3; i++) {
    squared_diff += (local_targets[tx * 3 + i] - local_sources[ty * 3 + i]) *
                    (local_targets[tx * 3 + i] - local_sources[ty * 3 + i]);
  } 
  float diff = sqrtf(squared_diff);

  local_result[tx * SY + ty] = 
    (1.f + sqrtf(5.f) * diff / l + 5.f * squared_diff / (3.f * l * l)) *  
    expf(-sqrtf(5.f) * diff  / l) * local_weights[ty];
   
  __syncthreads();

  if (ty == 0) {
    float res = 0.f;
    for (int i = 0; i < SY; i++)
      res += local_result[tx * SY + i];
    result[px] = res;
  }
}

