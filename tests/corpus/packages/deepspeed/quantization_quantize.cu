// deepspeed 0.19.8 csrc/quantization/quantize.cu, compiled as op_builder/quantizer.py compiles it: include path
// csrc/includes, -DBF16_AVAILABLE (sm_80), -std=c++20. launch_quant, a plain function, instantiates the kernels for both bit widths and both types on every schedule.
// -D__CUDACC_VER_MAJOR__=12 -D__CUDACC_VER_MINOR__=9 (in the spec) are what nvcc 12.9 predefines and
// clang does not: without them, memory_access_utils.h's convert_to_shared takes its pre-CUDA-11
// inline PTX, whose cvta line lacks its ';' (nvcc never compiles that branch).
#include "stubs/launch.h"
#include <csrc/quantization/quantize.cu>
