// candle-kernels 0.11.1 src/mmq_gguf/mmq_quantize.cu and
// src/mmq_gguf/mmq_instance_q4_0.cu (llama.cpp's mmq: q8_1 quantization of
// the activations and the stream-k quantized matrix product with int8 tensor
// cores), which candle-kernels' build.rs compiles into a static library. Their
// kernels are static templates that the host launchers in the same files
// instantiate (launch_mmq_quantize_q8_1_*, launch_mmq_gguf_q4_0: every mmq_x
// and both need_check); q_launch.h lets those launchers parse.
#include "q_launch.h"
#include <src/mmq_gguf/mmq_quantize.cu>
#include <src/mmq_gguf/mmq_instance_q4_0.cu>
