// Gaussian elimination without pivoting on an n x n system a x = b (row-major),
// written for gpujit's guide ("Porting CUDA to AMD"). Column t is eliminated by
// two launches, for t = 0 .. n - 2: gauss_factors computes the multiplier of
// each row below t, then gauss_update subtracts that multiple of row t from
// the row, in a and in b. Afterwards a is upper triangular (below the
// diagonal it holds rounding residue) and the host solves by back
// substitution. The kernels keep C++ names (`_Z13gauss_factorsPfPKfii`), to be
// found through name expressions as NVRTC's are.

// m[r][t] = a[r][t] / a[t][t] for every row r > t: one thread per row, the
// grid covering at least n - 1 - t threads.
__global__ void gauss_factors(float *m, const float *a, int n, int t) {
  int r = t + 1 + blockIdx.x * blockDim.x + threadIdx.x;
  if (r < n)
    m[r * n + t] = a[r * n + t] / a[t * n + t];
}

// a[r][c] -= m[r][t] a[t][c] for every row r > t and column c >= t, one
// thread per element (x: rows below t, y: columns from t); the thread of
// column t also updates b[r]. No thread reads what another writes: row t and
// the multipliers stay as they are.
__global__ void gauss_update(const float *m, float *a, float *b, int n, int t) {
  int r = t + 1 + blockIdx.x * blockDim.x + threadIdx.x;
  int c = t + blockIdx.y * blockDim.y + threadIdx.y;
  if (r >= n || c >= n)
    return;
  float f = m[r * n + t];
  a[r * n + c] -= f * a[t * n + c];
  if (c == t)
    b[r] -= f * b[t];
}
