// candle-kernels 0.11.1 src/mmvq_gguf.cu (GGUF mat-vec with q8_1 activations,
// adapted from llama.cpp), which candle-kernels' build.rs compiles into a
// static library: its kernels are extern "C"; the host launchers beside them
// need q_launch.h to parse.
#include "q_launch.h"
#include <src/mmvq_gguf.cu>
