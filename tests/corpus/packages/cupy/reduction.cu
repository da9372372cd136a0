// Reduction kernels of our own design (gpujit's corpus) that exercise
// cupy 14.2.0's device headers, which are the package code under test here:
// cupy/carray.cuh (CArray addressing through strides, CIndexer set / get /
// size, the 0-d CArray and CIndexer), cupy/complex.cuh (thrust::complex
// products) and cupy/math_constants.h (CUDART_INF, CUDART_INF_F). The
// reduction scheme, its helpers and the kernel bodies are ours, not cupy's
// generated kernel text. The kernels take their operands as cupy passes
// arrays (CArray / CIndexer by value) and are named after the operation.
//
// Layout every kernel assumes: the input indexer spans [rows, cols], the
// reduced axes first and the kept ones last, so input position
// row * cols + col belongs to output col; the output indexer spans [cols].
//
// Scheme: a block takes `per_block` consecutive output columns at a time
// (the kernels' last parameter). Its threads are cut into per_block teams of
// team = blockDim.x / per_block consecutive threads, team t serving column
// first + t. Member m of a team folds rows m, m + team, m + 2 team, ... of its
// column into a private partial, in row order. The partials go to shared
// memory, where each team halves its own stretch of `team` slots until one
// is left; its first member writes the column. Every step is in a fixed order
// that depends only on the launch shape, never on the warp size.
#include <cupy/complex.cuh>
#include <cupy/carray.cuh>
#include <cupy/atomics.cuh>
#include <cupy/math_constants.h>

namespace gpujit_cupy_red {

// The most threads a block may have: the shared stretch is sized for it.
constexpr int kBlockCap = 512;

// Shared slots for one block's partials, one per thread (each Acc type gets
// its own buffer). Raw bytes because Acc may have constructors.
template <typename Acc>
__device__ __forceinline__ Acc* partials_area() {
  __shared__ __attribute__((aligned(16))) unsigned char bytes[kBlockCap * sizeof(Acc)];
  return reinterpret_cast<Acc*>(bytes);
}

// Fold `src` (indexer src_space, [rows, cols]) into `dst` (indexer dst_space,
// [cols]) with the rule R:
//   R::Acc                         the partial's type
//   R::none()                      the neutral partial
//   R::take(element, row)          the partial of one element
//   R::merge(a, b)                 a combined with b (a holds the earlier rows)
//   R::emit(partial, out_ref)      stores a finished column
template <typename R, typename Src, typename Dst, typename SrcSpace, typename DstSpace>
__device__ __forceinline__ void fold_columns(const Src& src, Dst& dst,
                                             SrcSpace src_space, DstSpace dst_space,
                                             int per_block) {
  typedef typename R::Acc Acc;
  Acc* part = partials_area<Acc>();

  const int threads = static_cast<int>(blockDim.x);
  if (per_block < 1) per_block = 1;
  if (per_block > threads) per_block = threads;
  const int team = threads / per_block;       // threads per output column
  const int me = static_cast<int>(threadIdx.x);
  const int my_team = me / team;              // >= per_block: a spare thread
  const int member = me - my_team * team;
  const bool working = my_team < per_block;

  const ptrdiff_t cols = dst_space.size();
  const ptrdiff_t rows = cols > 0 ? src_space.size() / cols : 0;

  for (ptrdiff_t first = static_cast<ptrdiff_t>(blockIdx.x) * per_block; first < cols;
       first += static_cast<ptrdiff_t>(gridDim.x) * per_block) {
    const ptrdiff_t col = first + my_team;
    const bool live = working && col < cols;

    // 1) each member's own rows, in increasing order
    Acc mine = R::none();
    if (live) {
      for (ptrdiff_t row = member; row < rows; row += team) {
        src_space.set(row * cols + col);
        mine = R::merge(mine, R::take(src[src_space.get()], row));
      }
    }
    part[me] = mine;
    __syncthreads();

    // 2) halve the team's stretch: the upper half folds onto the lower half
    //    (an odd middle slot waits for the next round)
    for (int span = team; span > 1;) {
      const int keep = (span + 1) / 2;
      if (working && member + keep < span) {
        part[me] = R::merge(part[me], part[me + keep]);
      }
      __syncthreads();
      span = keep;
    }

    // 3) the team's first member stores the column
    if (live && member == 0) {
      dst_space.set(col);
      R::emit(part[me], dst[dst_space.get()]);
    }
    __syncthreads();  // the slots are reused by the next group of columns
  }
}

// Sum of float32.
struct AddF32 {
  typedef float Acc;
  static __device__ Acc none() { return 0.0f; }
  static __device__ Acc take(float v, ptrdiff_t) { return v; }
  static __device__ Acc merge(Acc a, Acc b) { return a + b; }
  static __device__ void emit(Acc a, float& out) { out = a; }
};

// Largest float64; a NaN anywhere makes the result NaN.
struct MaxF64 {
  typedef double Acc;
  static __device__ Acc none() { return -CUDART_INF; }
  static __device__ Acc take(double v, ptrdiff_t) { return v; }
  static __device__ Acc merge(Acc a, Acc b) {
    if (isnan(a)) return a;
    if (isnan(b)) return b;
    return b > a ? b : a;
  }
  static __device__ void emit(Acc a, double& out) { out = a; }
};

// Position of the largest float32 along the reduced axis: ties go to the
// smaller position, a NaN beats any number (the first NaN wins).
struct ArgMaxF32 {
  struct Acc {
    float value;
    long long at;
  };
  static __device__ Acc none() {
    Acc a;
    a.value = -CUDART_INF_F;
    a.at = 0x7fffffffffffffffLL;  // loses every tie against a real element
    return a;
  }
  static __device__ Acc take(float v, ptrdiff_t row) {
    Acc a;
    a.value = v;
    a.at = row;
    return a;
  }
  static __device__ Acc merge(const Acc& a, const Acc& b) {
    const bool a_nan = isnan(a.value);
    const bool b_nan = isnan(b.value);
    if (a_nan != b_nan) return a_nan ? a : b;
    if (!a_nan) {
      if (a.value > b.value) return a;
      if (b.value > a.value) return b;
    }
    return b.at < a.at ? b : a;
  }
  static __device__ void emit(const Acc& a, long long& out) { out = a.at; }
};

// Product of complex64 (thrust::complex multiplication).
struct MulC64 {
  typedef thrust::complex<float> Acc;
  static __device__ Acc none() { return Acc(1.0f, 0.0f); }
  static __device__ Acc take(const Acc& v, ptrdiff_t) { return v; }
  static __device__ Acc merge(const Acc& a, const Acc& b) { return a * b; }
  static __device__ void emit(const Acc& a, Acc& out) { out = a; }
};

}  // namespace gpujit_cupy_red

// a.sum(axis=0) for a float32 [rows, cols]
extern "C" __global__ void cupy_sum(const CArray<float, 2, 1, 1> src,
                                    CArray<float, 1, 1, 1> dst,
                                    CIndexer<2, 1> src_space,
                                    CIndexer<1, 1> dst_space,
                                    const int per_block) {
  gpujit_cupy_red::fold_columns<gpujit_cupy_red::AddF32>(src, dst, src_space, dst_space,
                                                          per_block);
}

// a.max over the leading (reduced) axis of a float64 view that need not be
// contiguous (the CArray's strides carry the layout)
extern "C" __global__ void cupy_max(const CArray<double, 2, 0, 1> src,
                                    CArray<double, 1, 1, 1> dst,
                                    CIndexer<2, 1> src_space,
                                    CIndexer<1, 1> dst_space,
                                    const int per_block) {
  gpujit_cupy_red::fold_columns<gpujit_cupy_red::MaxF64>(src, dst, src_space, dst_space,
                                                          per_block);
}

// a.argmax() of a float32 vector into a 0-d int64 array
extern "C" __global__ void cupy_argmax(const CArray<float, 1, 1, 1> src,
                                       CArray<long long, 0, 1, 1> dst,
                                       CIndexer<1, 1> src_space,
                                       CIndexer<0, 1> dst_space,
                                       const int per_block) {
  gpujit_cupy_red::fold_columns<gpujit_cupy_red::ArgMaxF32>(src, dst, src_space, dst_space,
                                                             per_block);
}

// a.prod(axis=0) for a complex64 [rows, cols]
extern "C" __global__ void cupy_prod(const CArray<thrust::complex<float>, 2, 1, 1> src,
                                     CArray<thrust::complex<float>, 1, 1, 1> dst,
                                     CIndexer<2, 1> src_space,
                                     CIndexer<1, 1> dst_space,
                                     const int per_block) {
  gpujit_cupy_red::fold_columns<gpujit_cupy_red::MulC64>(src, dst, src_space, dst_space,
                                                          per_block);
}
