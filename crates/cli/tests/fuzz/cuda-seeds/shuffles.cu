// Warp shuffles and votes: a warp reduction, an inclusive warp scan and a
// ballot count.
__device__ float warp_sum(float v) {
    for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffffu, v, o);
    return v;
}

__device__ int warp_scan(int v) {
    int lane = threadIdx.x & 31;
    for (int o = 1; o < 32; o *= 2) {
        int up = __shfl_up_sync(0xffffffffu, v, o);
        if (lane >= o) v += up;
    }
    return v;
}

extern "C" __global__ void sums(const float *x, float *out) {
    float v = warp_sum(x[blockIdx.x * blockDim.x + threadIdx.x]);
    v = __shfl_sync(0xffffffffu, v, 0);
    if ((threadIdx.x & 31) == 0) out[(blockIdx.x * blockDim.x + threadIdx.x) / 32] = v;
}

extern "C" __global__ void scan(int *x) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    x[i] = warp_scan(x[i]);
}

extern "C" __global__ void votes(const int *x, unsigned *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ballot = __ballot_sync(0xffffffffu, x[i] > 0);
    int xored = __shfl_xor_sync(0xffffffffu, x[i], 1);
    if ((threadIdx.x & 31) == 0) out[i / 32] = __popc(ballot) + (xored & 1);
}
