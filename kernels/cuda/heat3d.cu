// One explicit time step of a 3-D heat equation on a stack of nz layers of
// nx x ny cells, written for gpujit's tests and benchmarks.
//
// Each thread owns one (x, y) column and walks it from the bottom layer to
// the top, keeping the cells below, at and above the current layer in
// registers, so that each cell is read from memory once by its own thread.
// A cell's new temperature is the weighted sum
//   c_self T + c_west T_west + c_east T_east + c_north T_north + c_south T_south
//   + c_below T_below + c_above T_above + dt_cap power
// where a neighbour past the stack's faces counts as the cell itself.
// Launch a 2-D grid covering nx x ny threads; the layer loop runs nz times.

extern "C" __global__ void heat3d_step(const float *power, const float *temp_in, float *temp_out,
                                       float dt_cap, int nx, int ny, int nz, float c_west,
                                       float c_east, float c_north, float c_south, float c_below,
                                       float c_above, float c_self) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= nx || y >= ny)
    return;
  int layer = nx * ny;
  int at = y * nx + x;
  // Offsets of the in-layer neighbours, zero at the faces.
  int west = x > 0 ? -1 : 0, east = x < nx - 1 ? 1 : 0;
  int north = y > 0 ? -nx : 0, south = y < ny - 1 ? nx : 0;
  float here = temp_in[at];
  float below = here;
  for (int z = 0; z < nz; ++z) {
    float above = z < nz - 1 ? temp_in[at + layer] : here;
    float sum = c_self * here + c_west * temp_in[at + west] + c_east * temp_in[at + east] +
                c_north * temp_in[at + north] + c_south * temp_in[at + south] +
                c_below * below + c_above * above + dt_cap * power[at];
    temp_out[at] = sum;
    below = here;
    here = above;
    at += layer;
  }
}
