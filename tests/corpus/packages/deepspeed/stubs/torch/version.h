// Ours: a stand-in for PyTorch's torch/version.h (read by DeepSpeed's
// csrc/includes/cublas_wrappers.h to pick host-side cuBLAS calls).
#pragma once
#define TORCH_VERSION_MAJOR 2
#define TORCH_VERSION_MINOR 5
