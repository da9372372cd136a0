// Origin: NVIDIA/cuda-samples, Samples/6_Performance/LargeKernelParameter/LargeKernelParameter.cu, commit c94ff366aed18c797b8a85dfaac7817b0228b420
// (BSD-3-Clause, see LICENSE in this folder). The kernels are copied as
// published; host code is left out.
// Changed: excess_params has an initializer ({1, 2, 3}, the rest zero; the host set it with
// cudaMemcpyToSymbol, which gpujit's device API does not have), and KERNEL_PARAM_LIMIT is
// 12 ints instead of 1024 (gpujit passes structs of at most 64 bytes by value).

#define TEST_ITERATIONS     (1000)
#define TOTAL_PARAMS        (8000) // ints
#define KERNEL_PARAM_LIMIT  (12) // ints
#define CONST_COPIED_PARAMS (TOTAL_PARAMS - KERNEL_PARAM_LIMIT)

__constant__ int excess_params[CONST_COPIED_PARAMS] = {1, 2, 3};

typedef struct
{
    int param[KERNEL_PARAM_LIMIT];
} param_t;

typedef struct
{
    int param[TOTAL_PARAMS];
} param_large_t;

// Kernel with 4KB kernel parameter limit
__global__ void kernelDefault(__grid_constant__ const param_t p, int *result)
{
    int tmp = 0;

    // accumulate kernel parameters
    for (int i = 0; i < KERNEL_PARAM_LIMIT; ++i) {
        tmp += p.param[i];
    }

    // accumulate excess values passed via const memory
    for (int i = 0; i < CONST_COPIED_PARAMS; ++i) {
        tmp += excess_params[i];
    }

    *result = tmp;
}
