// Multi-block exclusive prefix sum (scan-then-propagate): a Blelloch scan of
// each block's tile in shared memory, a recursive scan of the block sums, and
// a uniform-add pass; then stream compaction of the odd values using the scan.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

const int BLOCK = 256;          // threads per block
const int TILE = 2 * BLOCK;     // elements per block

__global__ void scan_tiles(const unsigned *in, unsigned *out, unsigned *block_sums, int n) {
  __shared__ unsigned t[TILE];
  int base = blockIdx.x * TILE, tid = threadIdx.x;
  t[2 * tid] = base + 2 * tid < n ? in[base + 2 * tid] : 0;
  t[2 * tid + 1] = base + 2 * tid + 1 < n ? in[base + 2 * tid + 1] : 0;
  int offset = 1;
  for (int d = TILE >> 1; d > 0; d >>= 1) {   // up-sweep
    __syncthreads();
    if (tid < d) {
      int ai = offset * (2 * tid + 1) - 1, bi = offset * (2 * tid + 2) - 1;
      t[bi] += t[ai];
    }
    offset <<= 1;
  }
  if (tid == 0) {
    if (block_sums) block_sums[blockIdx.x] = t[TILE - 1];
    t[TILE - 1] = 0;
  }
  for (int d = 1; d < TILE; d <<= 1) {        // down-sweep
    offset >>= 1;
    __syncthreads();
    if (tid < d) {
      int ai = offset * (2 * tid + 1) - 1, bi = offset * (2 * tid + 2) - 1;
      unsigned v = t[ai];
      t[ai] = t[bi];
      t[bi] += v;
    }
  }
  __syncthreads();
  if (base + 2 * tid < n) out[base + 2 * tid] = t[2 * tid];
  if (base + 2 * tid + 1 < n) out[base + 2 * tid + 1] = t[2 * tid + 1];
}

__global__ void add_block_offsets(unsigned *data, const unsigned *offsets, int n) {
  int i = blockIdx.x * TILE + threadIdx.x;
  unsigned add = offsets[blockIdx.x];
  if (i < n) data[i] += add;
  if (i + BLOCK < n) data[i + BLOCK] += add;
}

// Exclusive scan of n values in place on the device (recursive over block sums).
void scan(const unsigned *d_in, unsigned *d_out, int n) {
  int blocks = (n + TILE - 1) / TILE;
  if (blocks == 1) {
    scan_tiles<<<1, BLOCK>>>(d_in, d_out, nullptr, n);
    CHECK(cudaGetLastError());
    return;
  }
  unsigned *sums, *sums_scanned;
  CHECK(cudaMalloc(&sums, blocks * sizeof(unsigned)));
  CHECK(cudaMalloc(&sums_scanned, blocks * sizeof(unsigned)));
  scan_tiles<<<blocks, BLOCK>>>(d_in, d_out, sums, n);
  CHECK(cudaGetLastError());
  scan(sums, sums_scanned, blocks);
  add_block_offsets<<<blocks, BLOCK>>>(d_out, sums_scanned, n);
  CHECK(cudaGetLastError());
  CHECK(cudaFree(sums));
  CHECK(cudaFree(sums_scanned));
}

__global__ void flag_odd(const unsigned *in, unsigned *flags, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) flags[i] = in[i] & 1u;
}

__global__ void scatter_flagged(const unsigned *in, const unsigned *flags, const unsigned *pos, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && flags[i]) out[pos[i]] = in[i];
}

int main() {
  const int n = 300000;   // 586 tiles: two levels of block sums
  std::vector<unsigned> h(n);
  unsigned s = 7;
  for (int i = 0; i < n; ++i) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; h[i] = s % 97; }
  unsigned *din, *dout, *dflags, *dpos, *dcompact;
  CHECK(cudaMalloc(&din, n * 4)); CHECK(cudaMalloc(&dout, n * 4));
  CHECK(cudaMalloc(&dflags, n * 4)); CHECK(cudaMalloc(&dpos, n * 4)); CHECK(cudaMalloc(&dcompact, n * 4));
  CHECK(cudaMemcpy(din, h.data(), n * 4, cudaMemcpyHostToDevice));
  scan(din, dout, n);
  std::vector<unsigned> r(n);
  CHECK(cudaMemcpy(r.data(), dout, n * 4, cudaMemcpyDeviceToHost));
  unsigned acc = 0; int bad = 0;
  for (int i = 0; i < n; ++i) { if (r[i] != acc && bad++ < 5) printf("scan[%d] = %u, expected %u\n", i, r[i], acc); acc += h[i]; }
  printf("scan of %d values: total %u, last prefix %u, %d wrong\n", n, acc, r[n - 1], bad);

  flag_odd<<<(n + 255) / 256, 256>>>(din, dflags, n);
  CHECK(cudaGetLastError());
  scan(dflags, dpos, n);
  scatter_flagged<<<(n + 255) / 256, 256>>>(din, dflags, dpos, dcompact, n);
  CHECK(cudaGetLastError());
  unsigned last_pos, last_flag;
  CHECK(cudaMemcpy(&last_pos, dpos + n - 1, 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&last_flag, dflags + n - 1, 4, cudaMemcpyDeviceToHost));
  unsigned count = last_pos + last_flag;
  std::vector<unsigned> c(count);
  CHECK(cudaMemcpy(c.data(), dcompact, count * 4, cudaMemcpyDeviceToHost));
  std::vector<unsigned> want;
  for (int i = 0; i < n; ++i) if (h[i] & 1) want.push_back(h[i]);
  int cbad = want.size() != count;
  for (unsigned i = 0; !cbad && i < count; ++i) cbad += c[i] != want[i];
  printf("compaction kept %u odd values: %s\n", count, cbad ? "WRONG" : "match the CPU");
  cudaFree(din); cudaFree(dout); cudaFree(dflags); cudaFree(dpos); cudaFree(dcompact);
  return bad || cbad;
}
