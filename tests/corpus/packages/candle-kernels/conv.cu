// candle-kernels 0.11.1 src/conv.cu, as candle-kernels build.rs compiles it (every kernel is extern "C").
#include <src/conv.cu>
