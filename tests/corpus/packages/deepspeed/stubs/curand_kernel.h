// Ours: an empty stand-in for cuRAND's device header curand_kernel.h (absent from
// the CUDA 12.9 header set the suite compiles against). DeepSpeed's
// csrc/includes/custom_cuda_layers.h includes it for the dropout kernels, which
// this corpus does not compile; the kernels of the files it does compile use none of it.
#pragma once
