//@ option: --use_fast_math
//@ option: -DITERATIONS=4
// Device functions, structs by value, launch bounds, math and a loop the
// option's macro bounds.
struct Params {
    float gain;
    float bias;
    int n;
};

__device__ __forceinline__ float logistic(float x) { return 1.0f / (1.0f + expf(-x)); }

extern "C" __global__ void __launch_bounds__(256) activate(float *x, Params p) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= p.n) return;
    float v = x[i];
    for (int k = 0; k < ITERATIONS; ++k) v = logistic(v * p.gain + p.bias);
    x[i] = sqrtf(fabsf(v)) + fminf(v, 1.0f);
}

extern "C" __global__ void dot(const double *a, const double *b, double *out, int n) {
    double s = 0.0;
    for (int i = threadIdx.x; i < n; i += blockDim.x) s = fma(a[i], b[i], s);
    out[threadIdx.x] = s;
}
