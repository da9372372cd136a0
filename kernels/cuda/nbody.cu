// One time step of an all-pairs gravitational n-body simulation in f32,
// written for gpujit's tests and benchmarks.
//
// Every thread integrates one body. The other bodies act on it a tile at a
// time: the block copies blockDim.x positions (x, y, z and the mass in w)
// into shared memory, every thread adds up the pull of that tile on its body,
// and the block moves on to the next tile. The tile loop asks to be unrolled
// 16 times; its length is the block size and the number of tiles a kernel
// argument, so a variant with both folded knows both loop counts and may
// unroll far more than its generic kernel.

// The softening length squared: keeps the pull of a close pair finite.
__constant__ float nbody_softening2 = 1.0e-3f;

// The pull of a body `other` (its mass in w) on a body at `self`, added to
// `acc`: other.w * d / (|d|^2 + eps^2)^(3/2), d from self to other.
__device__ __forceinline__ float3 add_pull(float3 acc, float4 self, float4 other) {
  float3 d = make_float3(other.x - self.x, other.y - self.y, other.z - self.z);
  float r2 = d.x * d.x + d.y * d.y + d.z * d.z + nbody_softening2;
  float inv_r = rsqrtf(r2);
  float strength = other.w * inv_r * inv_r * inv_r;
  acc.x += d.x * strength;
  acc.y += d.y * strength;
  acc.z += d.z * strength;
  return acc;
}

// The pull of the `count` bodies staged in `tile`, the loop unrolled UNROLL
// times.
template <int UNROLL>
__device__ __forceinline__ float3 sum_tile(float3 acc, float4 self, const float4 *tile,
                                           unsigned count) {
#pragma unroll UNROLL
  for (unsigned k = 0; k < count; ++k)
    acc = add_pull(acc, self, tile[k]);
  return acc;
}

// Moves body first + blockIdx.x * blockDim.x + threadIdx.x (if below
// `count`) of a system of `count` bodies, held in `tiles` tiles of
// blockDim.x, by one step of `dt`: its velocity takes the acceleration and is
// damped, its position takes the new velocity. `pos_in` and `pos_out` hold
// (x, y, z, mass), `vel` (vx, vy, vz, unused). Dynamic shared memory:
// blockDim.x float4s.
extern "C" __global__ void nbody_step(float4 *pos_out, const float4 *pos_in, float4 *vel,
                                      unsigned first, unsigned count, float dt, float damping,
                                      int tiles) {
  extern __shared__ float4 staged[];
  unsigned body = first + blockIdx.x * blockDim.x + threadIdx.x;
  bool mine = body < count;
  float4 self = mine ? pos_in[body] : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
  float3 acc = make_float3(0.0f, 0.0f, 0.0f);
  for (int t = 0; t < tiles; ++t) {
    unsigned j = t * blockDim.x + threadIdx.x;
    // Bodies past the end weigh nothing.
    staged[threadIdx.x] = j < count ? pos_in[j] : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
    __syncthreads();
    acc = sum_tile<16>(acc, self, staged, blockDim.x);
    __syncthreads();
  }
  if (mine) {
    float4 v = vel[body];
    v.x = (v.x + acc.x * dt) * damping;
    v.y = (v.y + acc.y * dt) * damping;
    v.z = (v.z + acc.z * dt) * damping;
    self.x += v.x * dt;
    self.y += v.y * dt;
    self.z += v.z * dt;
    pos_out[body] = self;
    vel[body] = v;
  }
}
