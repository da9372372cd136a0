// Short-range pair forces of a particle system cut into boxes, written for
// gpujit's tests and benchmarks (and compiled from source by them, by gpujit
// and by NVRTC: it includes nothing).
//
// Space is a cube of side^3 boxes, each holding MD_PER_BOX particles
// (x, y, z, charge), box b's at b * MD_PER_BOX. Particles of the same or
// adjacent boxes (up to 27 boxes) interact through the Gaussian potential
// u = q_j exp(-alpha r^2): each particle gets the sum of u (in w) and of the
// force 2 alpha u (r_i - r_j) (in x, y, z). One block per box, thread i for
// the box's particle i (launch at least MD_PER_BOX threads; the others only
// help to stage): the block stages each neighbour box's particles in shared
// memory in turn.

#define MD_PER_BOX 64

// The lattice of boxes and the potential's width.
struct BoxLattice {
  int side;    // boxes along each edge
  float alpha; // the potential's exp(-alpha r^2)
};

__global__ void md_box_forces(BoxLattice lattice, const float4 *particles, float4 *forces) {
  __shared__ float4 others[MD_PER_BOX];
  int side = lattice.side;
  int box = blockIdx.x;
  int bx = box % side, by = (box / side) % side, bz = box / (side * side);
  int mine = threadIdx.x;
  bool active = mine < MD_PER_BOX;
  float4 self = active ? particles[box * MD_PER_BOX + mine] : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
  float4 total = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
  for (int dz = -1; dz <= 1; ++dz) {
    for (int dy = -1; dy <= 1; ++dy) {
      for (int dx = -1; dx <= 1; ++dx) {
        int nx = bx + dx, ny = by + dy, nz = bz + dz;
        // The same for the whole block: no thread skips a barrier alone.
        if (nx < 0 || ny < 0 || nz < 0 || nx >= side || ny >= side || nz >= side)
          continue;
        int neighbour = (nz * side + ny) * side + nx;
        for (int k = threadIdx.x; k < MD_PER_BOX; k += blockDim.x)
          others[k] = particles[neighbour * MD_PER_BOX + k];
        __syncthreads();
        if (active) {
          for (int j = 0; j < MD_PER_BOX; ++j) {
            float4 o = others[j];
            float rx = self.x - o.x, ry = self.y - o.y, rz = self.z - o.z;
            float u = o.w * expf(-lattice.alpha * (rx * rx + ry * ry + rz * rz));
            float f = 2.0f * lattice.alpha * u;
            total.x += f * rx;
            total.y += f * ry;
            total.z += f * rz;
            total.w += u;
          }
        }
        __syncthreads();
      }
    }
  }
  if (active)
    forces[box * MD_PER_BOX + mine] = total;
}
