/* device_functions.h: gpujit's built-in stand-in. CUDA's device functions
 * (__syncthreads, __popc, atomicAdd, ...) are always declared by
 * __gpujit_cuda_prelude.h. */
