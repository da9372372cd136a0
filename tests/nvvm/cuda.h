// Minimal CUDA device-side definitions on clang builtins: no CUDA headers are
// needed (the fixtures are compiled with -nocudainc -nocudalib).
#pragma once
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))

#define FULL_MASK 0xffffffffu

#if defined(__HIP__)
// The same sources as HIP (clang-22 -x hip -nogpuinc -nogpulib), for the
// parity test of the lifted NVVM IR against clang's own AMD build
// (targets/amdgcn/src/tests/nvvm_parity.rs). Every query reads what
// gpujit's AMD lowering of the lifted intrinsics reads, so that both code
// objects ask the runtime for the same hidden kernel arguments: %ntid is the
// code object v5 implicit argument hidden_group_size_* (through
// __builtin_amdgcn_workgroup_size_*), %nctaid is hidden_block_count_* (the
// first u32s of the implicit arguments, not the dispatch packet's grid size).
// Warp operations keep CUDA's 32-lane semantics, as the lifter's do: a warp
// is a 32-lane group of the wave.
// CUDA's launch_bounds attribute is not lowered for AMDGPU; the lifter turns
// maxntidx into amdgpu-flat-work-group-size 1..N, as this does.
#undef __launch_bounds__
#define __launch_bounds__(n, ...) __attribute__((amdgpu_flat_work_group_size(1, n)))
typedef __attribute__((address_space(4))) const unsigned gpujit_constant_u32;
// The native wave size (clang-22 no longer predefines __AMDGCN_WAVEFRONT_SIZE).
#if defined(__GFX9__)
#define GPUJIT_WAVE 64
#else
#define GPUJIT_WAVE 32
#endif

__device__ static inline unsigned tid_x() { return __builtin_amdgcn_workitem_id_x(); }
__device__ static inline unsigned tid_y() { return __builtin_amdgcn_workitem_id_y(); }
__device__ static inline unsigned ctaid_x() { return __builtin_amdgcn_workgroup_id_x(); }
__device__ static inline unsigned ctaid_y() { return __builtin_amdgcn_workgroup_id_y(); }
__device__ static inline unsigned ntid_x() { return __builtin_amdgcn_workgroup_size_x(); }
__device__ static inline unsigned ntid_y() { return __builtin_amdgcn_workgroup_size_y(); }
__device__ static inline unsigned nctaid_x() {
  return ((gpujit_constant_u32 *)__builtin_amdgcn_implicitarg_ptr())[0];
}
// The lane within the wave, then within its 32-lane warp.
__device__ static inline unsigned gpujit_wave_lane() {
  unsigned lo = __builtin_amdgcn_mbcnt_lo(~0u, 0u);
#if GPUJIT_WAVE == 64
  return __builtin_amdgcn_mbcnt_hi(~0u, lo);
#else
  return lo;
#endif
}
__device__ static inline unsigned laneid() { return gpujit_wave_lane() & 31u; }
// __syncthreads(): release, barrier, acquire, at workgroup scope.
__device__ static inline void syncthreads() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

// shfl.sync.{down,bfly,idx} with PTX's `c` operand (segment mask in bits
// 8-12, clamp lane in bits 0-4), within the 32-lane warp, by ds_bpermute.
enum { GPUJIT_DOWN, GPUJIT_BFLY, GPUJIT_IDX };
__device__ static inline int gpujit_shfl(int kind, int v, unsigned b, unsigned c) {
  unsigned lane = laneid(), seg = (c >> 8) & 31u;
  unsigned min_lane = lane & seg, max_lane = min_lane | (c & ~seg & 31u);
  unsigned j = kind == GPUJIT_DOWN ? lane + b : kind == GPUJIT_BFLY ? lane ^ b : min_lane | (b & ~seg & 31u);
  if (j > max_lane)
    j = lane;
  unsigned src = (gpujit_wave_lane() & ~31u) | j;
  return __builtin_amdgcn_ds_bpermute((int)(src << 2), v);
}
__device__ static inline float gpujit_shfl_f(int kind, float v, unsigned b, unsigned c) {
  return __builtin_bit_cast(float, gpujit_shfl(kind, __builtin_bit_cast(int, v), b, c));
}
#define __nvvm_shfl_sync_down_f32(mask, v, b, c) gpujit_shfl_f(GPUJIT_DOWN, v, b, c)
#define __nvvm_shfl_sync_bfly_i32(mask, v, b, c) gpujit_shfl(GPUJIT_BFLY, v, b, c)
#define __nvvm_shfl_sync_idx_f32(mask, v, b, c) gpujit_shfl_f(GPUJIT_IDX, v, b, c)

// vote.ballot.sync: the 32-bit mask of the thread's warp.
__device__ static inline unsigned gpujit_ballot(bool p) {
#if GPUJIT_WAVE == 64
  return (unsigned)(__builtin_amdgcn_ballot_w64(p) >> (gpujit_wave_lane() & 32u));
#else
  return __builtin_amdgcn_ballot_w32(p);
#endif
}
#define __nvvm_vote_ballot_sync(mask, p) gpujit_ballot(p)

// libdevice math, on LLVM's intrinsics (the AMD backend expands them, so no
// device library is linked); __CUDA_FTZ is 0, as the lifter answers it from
// the module's nvvm-reflect-ftz flag.
#define __nvvm_reflect(s) 0
extern "C" __device__ inline float __nv_expf(float x) { return __builtin_expf(x); }
extern "C" __device__ inline float __nv_sinf(float x) { return __builtin_sinf(x); }
extern "C" __device__ inline float __nv_sqrtf(float x) { return __builtin_sqrtf(x); }
extern "C" __device__ inline float __nv_fabsf(float x) { return __builtin_fabsf(x); }
#else
__device__ static inline unsigned tid_x() { return __nvvm_read_ptx_sreg_tid_x(); }
__device__ static inline unsigned tid_y() { return __nvvm_read_ptx_sreg_tid_y(); }
__device__ static inline unsigned ctaid_x() { return __nvvm_read_ptx_sreg_ctaid_x(); }
__device__ static inline unsigned ctaid_y() { return __nvvm_read_ptx_sreg_ctaid_y(); }
__device__ static inline unsigned ntid_x() { return __nvvm_read_ptx_sreg_ntid_x(); }
__device__ static inline unsigned ntid_y() { return __nvvm_read_ptx_sreg_ntid_y(); }
__device__ static inline unsigned nctaid_x() { return __nvvm_read_ptx_sreg_nctaid_x(); }
__device__ static inline unsigned laneid() { return __nvvm_read_ptx_sreg_laneid(); }
__device__ static inline void syncthreads() { __syncthreads(); }
#endif
