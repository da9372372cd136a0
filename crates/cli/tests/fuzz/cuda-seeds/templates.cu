//@ name-expr: scale<float>
//@ name-expr: scale<int>
//@ name-expr: block_sum<128>
//@ name-expr: &apply<Square, double>
//@ option: -std=c++17
// Templates: type and non-type parameters, functors, constexpr and
// static_assert; the name expressions instantiate them.
template <typename T> struct Limits {
    static constexpr int bits = sizeof(T) * 8;
};
static_assert(Limits<int>::bits == 32, "int is 32 bits");

template <typename T> __device__ T twice(T x) { return x + x; }

template <typename T> __global__ void scale(T *x, T a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] = twice(x[i]) * a;
}

template <int N> __global__ void block_sum(const int *in, int *out) {
    int acc = 0;
#pragma unroll
    for (int k = 0; k < N / 32; ++k) acc += in[threadIdx.x * (N / 32) + k];
    out[threadIdx.x] = acc;
}

struct Square {
    template <typename T> __device__ T operator()(T v) const { return v * v; }
};

template <typename F, typename T> __global__ void apply(T *x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if constexpr (sizeof(T) == 8) {
        if (i < n) x[i] = F()(x[i]);
    } else {
        if (i < n) x[i] = x[i];
    }
}
