// The interface between the host program (main.cpp, plain C++ built by the
// host compiler) and the kernels (kernels.cu): launchers taking a stream.
#pragma once
#include <cuda_runtime.h>

struct Image { unsigned char *data; int width, height; size_t pitch; };

cudaError_t set_gamma_table(float gamma);
cudaError_t launch_gamma(Image img, cudaStream_t s);
cudaError_t launch_sobel(Image in, int *magnitude, cudaStream_t s);
cudaError_t launch_threshold_count(const int *magnitude, int n, int threshold, unsigned *count, cudaStream_t s);
