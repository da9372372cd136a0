// Several explicit time steps of a 2-D heat equation on a chip's grid of
// cells per launch, written for gpujit's tests and benchmarks.
//
// Each cell's temperature T moves by `dt` times
//   power + (T_west + T_east - 2T) gx + (T_north + T_south - 2T) gy + (ambient - T) gz
// where the grid's edges conduct nothing out (a missing neighbour counts as
// the cell itself). A block of HEAT2D_TILE x HEAT2D_TILE threads loads a tile
// with a halo of `steps` cells on each side into shared memory, runs `steps`
// steps there (the valid part of the tile shrinks by a cell a side each
// step), and writes the (HEAT2D_TILE - 2 steps)^2 cells in its middle: one
// launch, `steps` steps, no trip to global memory in between. The grid is
// ceil(cols / inner) x ceil(rows / inner) blocks, inner = HEAT2D_TILE - 2 steps;
// 1 <= steps < HEAT2D_TILE / 2.

#define HEAT2D_TILE 16

extern "C" __global__ void heat2d_steps(int steps, const float *power, const float *temp_in,
                                        float *temp_out, int cols, int rows, float gx, float gy,
                                        float gz, float ambient, float dt) {
  __shared__ float heat[HEAT2D_TILE][HEAT2D_TILE];
  __shared__ float next[HEAT2D_TILE][HEAT2D_TILE];
  __shared__ float source[HEAT2D_TILE][HEAT2D_TILE];
  int inner = HEAT2D_TILE - 2 * steps;
  int tx = threadIdx.x, ty = threadIdx.y;
  int x = blockIdx.x * inner - steps + tx;
  int y = blockIdx.y * inner - steps + ty;
  bool on_chip = x >= 0 && x < cols && y >= 0 && y < rows;
  // Cells off the chip load their nearest cell on it and are never updated.
  int cx = min(max(x, 0), cols - 1), cy = min(max(y, 0), rows - 1);
  heat[ty][tx] = temp_in[cy * cols + cx];
  source[ty][tx] = power[cy * cols + cx];
  __syncthreads();
  bool updated = false;
  for (int s = 1; s <= steps; ++s) {
    // After s steps a cell is right if its s-cell neighbourhood was loaded.
    updated = on_chip && tx >= s && tx < HEAT2D_TILE - s && ty >= s && ty < HEAT2D_TILE - s;
    if (updated) {
      float t = heat[ty][tx];
      float west = x > 0 ? heat[ty][tx - 1] : t;
      float east = x < cols - 1 ? heat[ty][tx + 1] : t;
      float north = y > 0 ? heat[ty - 1][tx] : t;
      float south = y < rows - 1 ? heat[ty + 1][tx] : t;
      next[ty][tx] = t + dt * (source[ty][tx] + (west + east - 2.0f * t) * gx +
                               (north + south - 2.0f * t) * gy + (ambient - t) * gz);
    }
    __syncthreads();
    if (updated)
      heat[ty][tx] = next[ty][tx];
    __syncthreads();
  }
  // Updated in the last step: the middle of the tile.
  if (updated)
    temp_out[y * cols + x] = heat[ty][tx];
}
