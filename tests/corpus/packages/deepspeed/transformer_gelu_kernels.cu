// deepspeed 0.19.8 csrc/transformer/gelu_kernels.cu, compiled as op_builder/transformer.py compiles it: include path
// csrc/includes, -DBF16_AVAILABLE (sm_80), -std=c++20. The file's own explicit
// instantiations and specializations of its host launchers instantiate the kernels. Its
// headers reach PyTorch, cuBLAS and cuRAND host headers (context.h, cublas_wrappers.h);
// ./stubs holds our stand-ins for those, which the kernels do not use.
// -D__CUDACC_VER_MAJOR__=12 -D__CUDACC_VER_MINOR__=9 (in the spec) are what nvcc 12.9 predefines and
// clang does not: without them, memory_access_utils.h's convert_to_shared takes its pre-CUDA-11
// inline PTX, whose cvta line lacks its ';' (nvcc never compiles that branch).
#include "stubs/launch.h"
#include <csrc/transformer/gelu_kernels.cu>
