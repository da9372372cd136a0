// Block sum: warp shuffles, then one partial per warp in shared memory, then
// the first warp reduces the partials; one atomic add per block. Also counts,
// with a ballot, how many inputs are negative.
#include "cuda.h"

__device__ static float warp_sum(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v += __nvvm_shfl_sync_down_f32(FULL_MASK, v, offset, 0x1f);
  return v;
}

extern "C" __global__ void __launch_bounds__(256)
reduce_sum(const float *x, float *sum, unsigned *negatives, unsigned n) {
  __shared__ float partial[32];
  unsigned t = tid_x();
  unsigned i = ctaid_x() * ntid_x() + t;
  float v = i < n ? x[i] : 0.0f;
  unsigned neg = __nvvm_vote_ballot_sync(FULL_MASK, v < 0.0f);
  unsigned lane = laneid();
  unsigned warp = t / 32;
  if (lane == 0)
    __atomic_fetch_add(negatives, __builtin_popcount(neg), __ATOMIC_RELAXED);
  v = warp_sum(v);
  if (lane == 0)
    partial[warp] = v;
  syncthreads();
  if (warp == 0) {
    unsigned warps = (ntid_x() + 31) / 32;
    v = lane < warps ? partial[lane] : 0.0f;
    // Butterfly with an integer shuffle, and width 16 then 32 via c's segment mask.
    for (int m = 8; m > 0; m /= 2)
      v += __builtin_bit_cast(float, __nvvm_shfl_sync_bfly_i32(FULL_MASK, __builtin_bit_cast(int, v), m, 0x101f));
    v += __nvvm_shfl_sync_idx_f32(FULL_MASK, v, 16, 0x1f);
    if (t == 0)
      __atomic_fetch_add(sum, v, __ATOMIC_RELAXED);
  }
}
