// Origin: zjin-lcf/HeCBench, src/geglu-cuda/main.cu, commit f27000a5188f8ac79bd43fc95a1b3f890c18823d
// (BSD-3-Clause, see LICENSE in this folder). The kernel and gelu() are copied as
// published; host code is left out.
// Changes: none to kernel code. Added: explicit instantiations for the template
// arguments geglu_gpu<float> uses (opmath_t float, BLOCK_DIM_X 160, DIM_LAST 1280,
// VEC_ELEMS 8, FOR_LOOP 2 and 1), and <stdint.h>.

#include <stdint.h>

template<typename opmath_t>
__device__ __inline__ opmath_t gelu(opmath_t x) {
    constexpr opmath_t kAlpha = M_SQRT1_2;
    return x * opmath_t(0.5) * (opmath_t(1) + erf(x * kAlpha));
}

template<typename scalar_t, typename opmath_t, int BLOCK_DIM_X, int DIM_LAST, int VEC_ELEMS, int FOR_LOOP>
__global__ void geglu_kernel(scalar_t *out, const scalar_t *x_and_gate)
{
    static_assert(DIM_LAST % (BLOCK_DIM_X * VEC_ELEMS) == 0, "cannot decide CHUNKS_PER_ROW");
    constexpr int CHUNKS_PER_ROW = DIM_LAST / (BLOCK_DIM_X * VEC_ELEMS);
    struct alignas(sizeof(scalar_t) * VEC_ELEMS) U {
        scalar_t data[VEC_ELEMS];
    };
    U ux[FOR_LOOP];
    U ugate[FOR_LOOP];
    U uout[FOR_LOOP];
    for (int k = 0; k < FOR_LOOP; k++) {
        int idxN = (blockIdx.x * FOR_LOOP + k) / CHUNKS_PER_ROW;
        int idxR = ((blockIdx.x * FOR_LOOP + k) % CHUNKS_PER_ROW * BLOCK_DIM_X + threadIdx.x) * VEC_ELEMS;
        ux[k]    = *reinterpret_cast<U const *>(&x_and_gate[(idxN * 2 + 0) * (int64_t)DIM_LAST + idxR]);
        ugate[k] = *reinterpret_cast<U const *>(&x_and_gate[(idxN * 2 + 1) * (int64_t)DIM_LAST + idxR]);
    }
    for (int k = 0; k < FOR_LOOP; k++) {
        for (int i = 0; i < VEC_ELEMS; i++) {
            opmath_t gelu_out = gelu(static_cast<opmath_t>(ugate[k].data[i]));
            uout[k].data[i] = static_cast<scalar_t>(static_cast<opmath_t>(ux[k].data[i]) * gelu_out);
        }
    }
    for (int k = 0; k < FOR_LOOP; k++) {
        int idxN = (blockIdx.x * FOR_LOOP + k) / CHUNKS_PER_ROW;
        int idxR = ((blockIdx.x * FOR_LOOP + k) % CHUNKS_PER_ROW * BLOCK_DIM_X + threadIdx.x) * VEC_ELEMS;
        *reinterpret_cast<U *>(&out[idxN * (int64_t)DIM_LAST + idxR]) = uout[k];
    }
}

template __global__ void geglu_kernel<float, float, 160, 1280, 8, 2>(float *out, const float *x_and_gate);
template __global__ void geglu_kernel<float, float, 160, 1280, 8, 1>(float *out, const float *x_and_gate);
