// Ours: a stand-in for the CUDA profiler API header (cudaProfilerStart/Stop),
// which the CUDA 12.9 header set the suite compiles against does not hold.
// DeepSpeed's kernels do not use it.
#pragma once
