/* device_launch_parameters.h: gpujit's built-in stand-in. threadIdx,
 * blockIdx, blockDim, gridDim and warpSize are always declared (by
 * __gpujit_cuda_prelude.h, from clang's __clang_cuda_builtin_vars.h). */
