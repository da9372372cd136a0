// candle-kernels 0.11.1 src/quantized.cu (GGUF dequantize, quantize_q8_1,
// mat-vec and mat-mat kernels adapted from llama.cpp), as candle-kernels'
// build.rs compiles it to PTX: every kernel is extern "C".
#include <src/quantized.cu>
