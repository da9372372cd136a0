// Warp-level primitives as CUDA code writes them (32-lane warps assumed):
// stream compaction with __ballot_sync and __popc of the lanes below, warp
// votes __any_sync/__all_sync, __shfl_sync broadcasts, an inclusive warp scan
// with __shfl_up_sync, __ffs/__clz on ballots, and a segmented max with
// __shfl_xor_sync; per-warp results checked against the CPU.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)
#define FULL 0xffffffffu

// compacts the positive values; each warp reserves its slots with one atomicAdd
__global__ void compact(const int *in, int n, int *out, int *count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  int v = i < n ? in[i] : 0;
  bool keep = v > 0;
  unsigned mask = __ballot_sync(FULL, keep);
  int base = 0;
  if (lane == 0 && mask) base = atomicAdd(count, __popc(mask));
  base = __shfl_sync(FULL, base, 0);
  if (keep) out[base + __popc(mask & ((1u << lane) - 1))] = v;
}

struct WarpInfo { int any_neg, all_small, first_neg, last_neg, scan_last, seg_max; };

__global__ void warp_facts(const int *in, WarpInfo *info) {
  int lane = threadIdx.x & 31, warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int v = in[warp * 32 + lane];
  unsigned neg = __ballot_sync(FULL, v < 0);
  int any = __any_sync(FULL, v < 0), all = __all_sync(FULL, v < 100 && v > -100);
  int s = v;   // inclusive scan
  for (int off = 1; off < 32; off <<= 1) { int t = __shfl_up_sync(FULL, s, off); if (lane >= off) s += t; }
  int m = v;   // max within aligned groups of 8 lanes
  for (int off = 4; off > 0; off >>= 1) m = max(m, __shfl_xor_sync(FULL, m, off));
  int group_max_sum = 0;
  for (int g = 0; g < 4; ++g) group_max_sum += __shfl_sync(FULL, m, g * 8);
  if (lane == 31)
    info[warp] = WarpInfo{any, all, neg ? __ffs(neg) - 1 : -1, neg ? 31 - __clz(neg) : -1, s, group_max_sum};
}

int main() {
  const int n = 32 * 300;
  std::vector<int> in(n);
  unsigned s = 5;
  for (int i = 0; i < n; ++i) { s = s * 1664525u + 1013904223u; in[i] = (int)(s >> 24) % 150 - 20; }
  for (int i = 64; i < 96; ++i) in[i] = 5;   // a warp with no negatives
  int *din, *dout, *dcount; WarpInfo *dinfo;
  CHECK(cudaMalloc(&din, n * 4)); CHECK(cudaMalloc(&dout, n * 4)); CHECK(cudaMalloc(&dcount, 4));
  CHECK(cudaMalloc(&dinfo, n / 32 * sizeof(WarpInfo)));
  CHECK(cudaMemcpy(din, in.data(), n * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dcount, 0, 4));
  compact<<<(n + 127) / 128, 128>>>(din, n, dout, dcount);
  warp_facts<<<n / 128, 128>>>(din, dinfo);
  CHECK(cudaGetLastError());
  int count;
  CHECK(cudaMemcpy(&count, dcount, 4, cudaMemcpyDeviceToHost));
  std::vector<int> out(count > 0 && count <= n ? count : 0);
  CHECK(cudaMemcpy(out.data(), dout, out.size() * 4, cudaMemcpyDeviceToHost));
  std::vector<WarpInfo> info(n / 32);
  CHECK(cudaMemcpy(info.data(), dinfo, info.size() * sizeof(WarpInfo), cudaMemcpyDeviceToHost));
  // compaction keeps each warp's values in lane order; warps may come in any order, so compare sorted-by-warp multisets
  std::vector<int> want_hist(200, 0), got_hist(200, 0);
  int want = 0;
  for (int v : in) if (v > 0) { ++want; want_hist[v]++; }
  for (int v : out) if (v > 0 && v < 200) got_hist[v]++;
  int bad = count != want || got_hist != want_hist;
  long long wsum = 0;
  for (int w = 0; w < n / 32; ++w) {
    const int *x = &in[w * 32];
    int any = 0, all = 1, first = -1, last = -1, sum = 0, gm = 0;
    for (int l = 0; l < 32; ++l) {
      if (x[l] < 0) { any = 1; if (first < 0) first = l; last = l; }
      all &= x[l] < 100 && x[l] > -100;
      sum += x[l];
    }
    for (int g = 0; g < 4; ++g) { int m = x[g * 8]; for (int l = 1; l < 8; ++l) m = std::max(m, x[g * 8 + l]); gm += m; }
    const WarpInfo &r = info[w];
    bad += (r.any_neg != 0) != (any != 0) || (r.all_small != 0) != (all != 0) || r.first_neg != first || r.last_neg != last ||
           r.scan_last != sum || r.seg_max != gm;
    wsum += r.scan_last + r.seg_max + r.first_neg + r.last_neg;
  }
  printf("compaction kept %d of %d values; warp 2 has negatives: %s; warp facts checksum %lld; %d wrong\n", count, n,
         info[2].any_neg ? "yes" : "no", wsum, bad);
  return bad != 0;
}
