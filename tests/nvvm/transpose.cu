// 2D tiled transpose of a rows x cols matrix through a padded shared tile;
// blocks are TILE x ROWS threads, each thread moves TILE / ROWS elements.
#include "cuda.h"

#define TILE 32
#define ROWS 8

extern "C" __global__ void transpose(const float *in, float *out, unsigned rows, unsigned cols) {
  __shared__ float tile[TILE][TILE + 1];
  unsigned x = ctaid_x() * TILE + tid_x();
  unsigned y = ctaid_y() * TILE + tid_y();
  for (unsigned j = 0; j < TILE; j += ROWS)
    if (x < cols && y + j < rows)
      tile[tid_y() + j][tid_x()] = in[(y + j) * cols + x];
  syncthreads();
  x = ctaid_y() * TILE + tid_x();
  y = ctaid_x() * TILE + tid_y();
  for (unsigned j = 0; j < TILE; j += ROWS)
    if (x < rows && y + j < cols)
      out[(y + j) * rows + x] = tile[tid_x()][tid_y() + j];
}
