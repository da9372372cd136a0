// Atomics: a histogram with atomicAdd, a float maximum through an
// atomicCAS loop, and the integer read-modify-write family.
__device__ float atomic_max(float *addr, float v) {
    int *p = (int *)addr;
    int old = *p, assumed;
    do {
        assumed = old;
        if (__int_as_float(assumed) >= v) break;
        old = atomicCAS(p, assumed, __float_as_int(v));
    } while (assumed != old);
    return __int_as_float(old);
}

extern "C" __global__ void histogram(const unsigned char *data, unsigned *bins, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&bins[data[i]], 1u);
}

extern "C" __global__ void maximum(const float *x, float *best, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) atomic_max(best, x[i]);
}

extern "C" __global__ void counters(int *c, unsigned long long *wide) {
    atomicMin(&c[0], (int)threadIdx.x);
    atomicMax(&c[1], (int)threadIdx.x);
    atomicExch(&c[2], 7);
    atomicAnd(&c[3], 0xff);
    atomicOr(&c[4], 1 << (threadIdx.x % 31));
    atomicXor(&c[5], 3);
    atomicSub(&c[6], 1);
    atomicAdd(wide, 1ull);
}
