// deepspeed 0.19.8 csrc/transformer/inference/csrc/transform.cu, compiled as op_builder/transformer_inference.py compiles it: include paths
// csrc/transformer/inference/includes and csrc/includes, -DBF16_AVAILABLE (sm_80), -std=c++20.
// The file's own INSTANTIATE_* lines instantiate its host launchers, and they the kernels.
// -D__CUDACC_VER_MAJOR__=12 -D__CUDACC_VER_MINOR__=9 (in the spec) are what nvcc 12.9 predefines and
// clang does not: without them, memory_access_utils.h's convert_to_shared takes its pre-CUDA-11
// inline PTX, whose cvta line lacks its ';' (nvcc never compiles that branch).
#include "stubs/launch.h"
#include <csrc/transformer/inference/csrc/transform.cu>
