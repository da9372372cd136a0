// Elementwise kernels of our own design (gpujit's corpus) that exercise
// cupy 14.2.0's device headers, which are the package code under test here:
// cupy/complex.cuh (thrust::complex exp, log, sqrt, pow, tanh, asinh, abs
// and division), cupy/carray.cuh (CArray / CIndexer indexing and
// _floor_divide), cupy/atomics.cuh (atomicAdd for long long and float16) and
// cupy/float16.cuh. Nothing below is cupy's own kernel text: the loop, the
// helpers and the kernel bodies are ours. The kernels take CArray / CIndexer
// by value in the layouts those headers define, and carry names after the
// operation they compute, so that a spec can launch them as cupy would pass
// such arrays.
#include <cupy/complex.cuh>
#include <cupy/carray.cuh>
#include <cupy/atomics.cuh>
#include <cupy/math_constants.h>
#include "cupy/float16.cuh"

namespace gpujit_cupy_ew {

// Walks the whole index space of `space` over the grid: the thread with grid
// rank r visits the flat positions r, r + T, r + 2T, ... (T = threads in the
// grid). For each position the indexer is moved there and its
// multi-dimensional coordinates go to `visit`, together with the flat number.
template <typename Space, typename Visit>
__device__ __forceinline__ void over_grid(Space space, Visit visit) {
  const ptrdiff_t count = space.size();
  const ptrdiff_t jump = static_cast<ptrdiff_t>(gridDim.x) * blockDim.x;
  for (ptrdiff_t flat = static_cast<ptrdiff_t>(blockIdx.x) * blockDim.x + threadIdx.x;
       flat < count; flat += jump) {
    space.set(flat);
    visit(space.get(), flat);
  }
}

// Integer power with numpy's integer rules: a negative exponent leaves only
// bases 1 and -1 with a nonzero (integral) result. Square-and-multiply over
// the exponent's bits; unsigned arithmetic so that overflow wraps as the
// hardware does instead of being undefined.
__device__ __forceinline__ int power_of_int(int base, int exponent) {
  if (exponent < 0) {
    if (base == 1) return 1;
    if (base == -1) return (exponent % 2 == 0) ? 1 : -1;
    return 0;
  }
  unsigned int acc = 1u;
  unsigned int square = static_cast<unsigned int>(base);
  for (unsigned int bits = static_cast<unsigned int>(exponent); bits != 0u; bits >>= 1) {
    if (bits & 1u) acc *= square;
    square *= square;
  }
  return static_cast<int>(acc);
}

// x ** y for complex operands; y == 0 gives exactly 1 (also for x == 0),
// anything else goes to thrust::pow of cupy/complex.cuh.
template <typename C>
__device__ __forceinline__ C power_of_complex(const C& x, const C& y) {
  if (y == C(0)) return C(1);
  return pow(x, y);
}

// The bin of `value` among the sorted edges e[0] <= ... <= e[n_edges - 1]:
// bin k is [e[k], e[k + 1]) and the last bin also holds its right edge, so
// the answer is (the number of interior edges e[1..n_edges-2] at or below
// value), found by bisection over those interior edges.
template <typename Edges, typename V>
__device__ __forceinline__ int bin_of(const Edges& e, int n_edges, V value) {
  int first = 1;              // interior edges live in [first, past)
  int past = n_edges - 1;
  while (first < past) {
    const int probe = first + (past - first) / 2;
    if (e[probe] <= value) {
      first = probe + 1;
    } else {
      past = probe;
    }
  }
  return first - 1;
}

}  // namespace gpujit_cupy_ew

using gpujit_cupy_ew::over_grid;

// exp(x), complex64 -> complex64
extern "C" __global__ void cupy_exp__complex64_complex64(
    const CArray<thrust::complex<float>, 1, 1, 1> x,
    CArray<thrust::complex<float>, 1, 1, 1> y,
    CIndexer<1, 1> space) {
  over_grid(space, [&](const auto& at, ptrdiff_t) { y[at] = exp(x[at]); });
}

// log(x), complex128 -> complex128
extern "C" __global__ void cupy_log__complex128_complex128(
    const CArray<thrust::complex<double>, 1, 1, 1> x,
    CArray<thrust::complex<double>, 1, 1, 1> y,
    CIndexer<1, 1> space) {
  over_grid(space, [&](const auto& at, ptrdiff_t) { y[at] = log(x[at]); });
}

// sqrt(x), complex64 -> complex64
extern "C" __global__ void cupy_sqrt__complex64_complex64(
    const CArray<thrust::complex<float>, 1, 1, 1> x,
    CArray<thrust::complex<float>, 1, 1, 1> y,
    CIndexer<1, 1> space) {
  over_grid(space, [&](const auto& at, ptrdiff_t) { y[at] = sqrt(x[at]); });
}

// x ** p, complex64
extern "C" __global__ void cupy_power__complex64_complex64_complex64(
    const CArray<thrust::complex<float>, 1, 1, 1> x,
    const CArray<thrust::complex<float>, 1, 1, 1> p,
    CArray<thrust::complex<float>, 1, 1, 1> y,
    CIndexer<1, 1> space) {
  over_grid(space, [&](const auto& at, ptrdiff_t) {
    y[at] = gpujit_cupy_ew::power_of_complex(x[at], p[at]);
  });
}

// x ** p, int32
extern "C" __global__ void cupy_power__int32_int32_int32(
    const CArray<int, 1, 1, 1> x,
    const CArray<int, 1, 1, 1> p,
    CArray<int, 1, 1, 1> y,
    CIndexer<1, 1> space) {
  over_grid(space, [&](const auto& at, ptrdiff_t) {
    y[at] = gpujit_cupy_ew::power_of_int(x[at], p[at]);
  });
}

// tanh(x), complex128
extern "C" __global__ void cupy_tanh__complex128_complex128(
    const CArray<thrust::complex<double>, 1, 1, 1> x,
    CArray<thrust::complex<double>, 1, 1, 1> y,
    CIndexer<1, 1> space) {
  over_grid(space, [&](const auto& at, ptrdiff_t) { y[at] = tanh(x[at]); });
}

// asinh(x), complex64
extern "C" __global__ void cupy_arcsinh__complex64_complex64(
    const CArray<thrust::complex<float>, 1, 1, 1> x,
    CArray<thrust::complex<float>, 1, 1, 1> y,
    CIndexer<1, 1> space) {
  over_grid(space, [&](const auto& at, ptrdiff_t) { y[at] = asinh(x[at]); });
}

// n / d, complex128 (thrust's complex division)
extern "C" __global__ void cupy_true_divide__complex128_complex128_complex128(
    const CArray<thrust::complex<double>, 1, 1, 1> n,
    const CArray<thrust::complex<double>, 1, 1, 1> d,
    CArray<thrust::complex<double>, 1, 1, 1> q,
    CIndexer<1, 1> space) {
  over_grid(space, [&](const auto& at, ptrdiff_t) {
    const thrust::complex<double> num = n[at];
    const thrust::complex<double> den = d[at];
    q[at] = num / den;
  });
}

// |x|, complex64 -> float32
extern "C" __global__ void cupy_absolute__complex64_float32(
    const CArray<thrust::complex<float>, 1, 1, 1> x,
    CArray<float, 1, 1, 1> magnitude,
    CIndexer<1, 1> space) {
  over_grid(space, [&](const auto& at, ptrdiff_t) { magnitude[at] = abs(x[at]); });
}

// a + b over 2-D float32 operands that may be strided views (the inputs'
// CArrays are not marked contiguous, so addressing goes through their strides)
extern "C" __global__ void cupy_add__float32_float32_float32(
    const CArray<float, 2, 0, 1> a,
    const CArray<float, 2, 0, 1> b,
    CArray<float, 2, 1, 1> sum,
    CIndexer<2, 1> space) {
  over_grid(space, [&](const auto& at, ptrdiff_t) {
    const float lhs = a[at];
    const float rhs = b[at];
    sum[at] = lhs + rhs;
  });
}

// a mod b, float64, with the sign of b: a - floor(a / b) * b
extern "C" __global__ void cupy_remainder__float64_float64_float64(
    const CArray<double, 1, 1, 1> a,
    const CArray<double, 1, 1, 1> b,
    CArray<double, 1, 1, 1> rem,
    CIndexer<1, 1> space) {
  over_grid(space, [&](const auto& at, ptrdiff_t) {
    const double num = a[at];
    const double den = b[at];
    rem[at] = num - _floor_divide(num, den) * den;
  });
}

// a // b, int32 (rounds toward minus infinity, 0 for b == 0: carray.cuh's _floor_divide)
extern "C" __global__ void cupy_floor_divide__int32_int32_int32(
    const CArray<int, 1, 1, 1> a,
    const CArray<int, 1, 1, 1> b,
    CArray<int, 1, 1, 1> quot,
    CIndexer<1, 1> space) {
  over_grid(space, [&](const auto& at, ptrdiff_t) {
    const int num = a[at];
    const int den = b[at];
    quot[at] = _floor_divide(num, den);
  });
}

// a * b, float16 through cupy's float16 class (product formed in float,
// rounded once on the way back to half)
extern "C" __global__ void cupy_multiply__float16_float16_float16(
    const CArray<float16, 1, 1, 1> a,
    const CArray<float16, 1, 1, 1> b,
    CArray<float16, 1, 1, 1> prod,
    CIndexer<1, 1> space) {
  over_grid(space, [&](const auto& at, ptrdiff_t) {
    const float16 lhs = a[at];
    const float16 rhs = b[at];
    prod[at] = lhs * rhs;
  });
}

// Histogram of float64 samples over n_edges sorted float64 edges into
// n_edges - 1 int64 counters. Samples below the first edge or above the last
// one are not counted (the comparisons are written so that a NaN sample is not
// excluded by them and lands in bin 0, as the bisection sends it there).
extern "C" __global__ void cupy_histogram_kernel(
    const CArray<double, 1, 1, 1> samples,
    const CArray<double, 1, 1, 1> edges,
    const int n_edges,
    CArray<long long, 1, 1, 1> counts,
    CIndexer<1, 1> space) {
  over_grid(space, [&](const auto& at, ptrdiff_t) {
    const double s = samples[at];
    if (s < edges[0] || edges[n_edges - 1] < s) return;  // outside: skip this sample
    const int k = gpujit_cupy_ew::bin_of(edges, n_edges, s);
    atomicAdd(&counts[k], 1LL);
  });
}

// Weighted bincount: bins[keys[i]] += weights[i] for every i (float64 atomics).
extern "C" __global__ void cupy_bincount_with_weight_kernel(
    const CArray<long long, 1, 1, 1> keys,
    const CArray<double, 1, 1, 1> weights,
    CArray<double, 1, 1, 1> bins,
    CIndexer<1, 1> space) {
  over_grid(space, [&](const auto& at, ptrdiff_t) {
    const long long key = keys[at];
    const double w = weights[at];
    atomicAdd(&bins[key], w);
  });
}

// Unbuffered scatter-add into a float16 array: `values` is viewed as
// [outer, n_idx, inner] and `target` as [outer, target_len, inner]; `idx`
// holds, for each element of values (same flat position), a position along
// target's middle axis, taken modulo target_len into [0, target_len). Element
// (o, c, r) of values is added to element (o, that position, r) of target.
// The adds are cupy's float16
// atomicAdd from atomics.cuh (a compare-and-swap on the 32-bit word that holds
// the half).
extern "C" __global__ void cupy_scatter_add(
    const CArray<float16, 1, 1, 1> values,
    const CArray<long long, 1, 1, 1> idx,
    const long long n_idx,
    const long long inner,
    const long long target_len,
    CArray<float16, 1, 1, 1> target,
    CIndexer<1, 1> space) {
  over_grid(space, [&](const auto& at, ptrdiff_t flat) {
    long long slot = idx[at] % target_len;
    if (slot < 0) slot += target_len;
    const long long outer_pos = flat / (inner * n_idx);
    const long long inner_pos = flat % inner;
    const ptrdiff_t where = (outer_pos * target_len + slot) * inner + inner_pos;
    const float16 add = values[at];
    atomicAdd(&target[where], add);
  });
}
