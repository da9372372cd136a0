// Drives candle-kernels' indexing.cu (from the package corpus) as an
// embedding layer does: index_select of rows of a (vocab, dim) table by
// token ids (u32, with the max-value id meaning "padding"), gather along
// the last dimension (i64 ids), and index_add accumulating gradients into
// the table; f32 values that sum exactly, checked against the CPU.
#include "candle_common.h"
#include <cstdint>
#if defined(__CUDA_ARCH__)
#include "indexing.cu"
#else
CANDLE_HOST_STUB(is_u32_f32, size_t, size_t, const size_t *, const uint32_t *, const float *, float *, size_t, size_t, size_t, size_t)
CANDLE_HOST_STUB(gather_i64_f32, size_t, const int64_t *, const float *, float *, size_t, size_t, size_t, size_t)
CANDLE_HOST_STUB(ia_u32_f32, const uint32_t *, size_t, const float *, float *, size_t, size_t, size_t, size_t)
#endif

int main() {
  const size_t vocab = 50, dim = 24, tokens = 200;
  std::vector<float> table(vocab * dim);
  for (size_t i = 0; i < table.size(); ++i) table[i] = (float)((int)(i % 61) - 30) / 4.0f;
  std::vector<uint32_t> ids(tokens);
  for (size_t t = 0; t < tokens; ++t) ids[t] = t % 17 == 16 ? 0xFFFFFFFFu : (uint32_t)((t * 7 + 3) % vocab);
  float *dtable = to_device(table), *demb = device_buffer<float>(tokens * dim);
  uint32_t *dids = to_device(ids);
  size_t *info = layout({{vocab, dim}, {dim, 1}});
  // index_select along dim 0: left 1, src_dim vocab, ids_dim tokens, right dim
  is_u32_f32<<<(tokens * dim + 255) / 256, 256>>>(tokens * dim, 2, info, dids, dtable, demb, 1, vocab, tokens, dim);
  CHECK(cudaGetLastError());
  auto emb = to_host(demb, tokens * dim);
  int bad = 0, padded = 0;
  double s = 0;
  for (size_t t = 0; t < tokens; ++t) {
    padded += ids[t] == 0xFFFFFFFFu;
    for (size_t d = 0; d < dim; ++d) {
      float want = ids[t] == 0xFFFFFFFFu ? 0.0f : table[ids[t] * dim + d];
      bad += emb[t * dim + d] != want; s += emb[t * dim + d];
    }
  }
  printf("embedding lookup: %zu tokens (%d padding), sum %.2f, %d wrong\n", tokens, padded, s, bad);
  // gather along the last dim: out[t][k] = emb[t][g[t][k]], k < 4
  const size_t k = 4;
  std::vector<int64_t> g(tokens * k);
  for (size_t i = 0; i < g.size(); ++i) g[i] = (int64_t)((i * 5) % dim);
  int64_t *dg = to_device(g);
  float *dgo = device_buffer<float>(tokens * k);
  gather_i64_f32<<<8, 128>>>(tokens * k, dg, demb, dgo, tokens, dim, k, 1);
  CHECK(cudaGetLastError());
  auto go = to_host(dgo, tokens * k);
  int gb = 0;
  for (size_t t = 0; t < tokens; ++t) for (size_t j = 0; j < k; ++j) gb += go[t * k + j] != emb[t * dim + g[t * k + j]];
  printf("gather of %zu per token: %d wrong\n", k, gb);
  bad += gb;
  // index_add: table[ids[t]] += grad[t] for the non-padding tokens; one thread per (left, right) pair walks the ids
  std::vector<float> grad(tokens * dim);
  for (size_t i = 0; i < grad.size(); ++i) grad[i] = (float)((int)(i % 13) - 6) / 8.0f;
  float *dgrad = to_device(grad);
  ia_u32_f32<<<1, 64>>>(dids, tokens, dgrad, dtable, 1, tokens, vocab, dim);
  CHECK(cudaGetLastError());
  auto updated = to_host(dtable, vocab * dim);
  std::vector<float> want = table;
  for (size_t t = 0; t < tokens; ++t)
    if (ids[t] != 0xFFFFFFFFu) for (size_t d = 0; d < dim; ++d) want[ids[t] * dim + d] += grad[t * dim + d];
  int ab = 0; double us = 0;
  for (size_t i = 0; i < want.size(); ++i) { ab += updated[i] != want[i]; us += updated[i]; }
  printf("index_add of gradients: table sum %.3f, %d wrong\n", us, ab);
  bad += ab;
  return bad != 0;
}
