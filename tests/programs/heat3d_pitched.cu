// A 3-D heat diffusion on pitched memory: two volumes from cudaMalloc3D,
// the initial state copied in with cudaMemcpy3D from a packed host array,
// the second volume cleared with cudaMemset3D and its boundary faces copied
// from the first with cudaMemcpy3DAsync, Jacobi steps (a 7-point stencil
// addressing rows by the pitch) ping-ponging between them, one plane
// cleared with cudaMemset2D, and the interior box read back with
// cudaMemcpy3D at an offset. Every step is done on the host too, with the
// same float operations in the same order: the results must be identical.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

const int NX = 30, NY = 20, NZ = 12, STEPS = 24;

__host__ __device__ inline float step_value(float c, float xm, float xp, float ym, float yp,
                                            float zm, float zp) {
  return (xm + xp + ym + yp + zm + zp + 2.0f * c) * 0.125f;
}

__global__ void jacobi(cudaPitchedPtr in, cudaPitchedPtr out) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z;
  if (x < 1 || y < 1 || z < 1 || x >= NX - 1 || y >= NY - 1 || z >= NZ - 1) return;
  size_t slice = in.pitch * in.ysize;
  const char *base = (const char *)in.ptr;
  auto at = [&](int xx, int yy, int zz) {
    return ((const float *)(base + zz * slice + yy * in.pitch))[xx];
  };
  float v = step_value(at(x, y, z), at(x - 1, y, z), at(x + 1, y, z), at(x, y - 1, z),
                       at(x, y + 1, z), at(x, y, z - 1), at(x, y, z + 1));
  char *obase = (char *)out.ptr;
  ((float *)(obase + z * out.pitch * out.ysize + y * out.pitch))[x] = v;
}

static int idx(int x, int y, int z) { return (z * NY + y) * NX + x; }

int main() {
  std::vector<float> host(NX * NY * NZ);
  for (int z = 0; z < NZ; ++z)
    for (int y = 0; y < NY; ++y)
      for (int x = 0; x < NX; ++x) host[idx(x, y, z)] = float((x * 7 + y * 3 + z * 5) % 19);
  cudaExtent extent = make_cudaExtent(NX * sizeof(float), NY, NZ);
  cudaPitchedPtr a, b;
  CHECK(cudaMalloc3D(&a, extent));
  CHECK(cudaMalloc3D(&b, extent));
  printf("pitch covers a row: %s, rows per slice %zu\n", a.pitch >= NX * sizeof(float) ? "yes" : "no",
         a.ysize);

  cudaMemcpy3DParms in = {};
  in.srcPtr = make_cudaPitchedPtr(host.data(), NX * sizeof(float), NX, NY);
  in.dstPtr = a;
  in.extent = extent;
  in.kind = cudaMemcpyHostToDevice;
  CHECK(cudaMemcpy3D(&in));

  // b: zeros, then the boundary faces of a (z = 0 and z = NZ - 1 whole
  // slices, and every slice's y = 0 and y = NY - 1 rows and x edges come
  // along with a full copy of each slice's outer rows).
  cudaStream_t s;
  CHECK(cudaStreamCreate(&s));
  CHECK(cudaMemset3DAsync(b, 0, extent, s));
  for (int z : {0, NZ - 1}) {
    cudaMemcpy3DParms face = {};
    face.srcPtr = a;
    face.dstPtr = b;
    face.srcPos = make_cudaPos(0, 0, z);
    face.dstPos = make_cudaPos(0, 0, z);
    face.extent = make_cudaExtent(NX * sizeof(float), NY, 1);
    face.kind = cudaMemcpyDeviceToDevice;
    CHECK(cudaMemcpy3DAsync(&face, s));
  }
  for (int z = 1; z < NZ - 1; ++z)
    for (int y = 0; y < NY; ++y) {
      // Each row: the whole row where y is a boundary, its two end cells otherwise.
      bool edge = y == 0 || y == NY - 1;
      cudaMemcpy3DParms row = {};
      row.srcPtr = a;
      row.dstPtr = b;
      row.kind = cudaMemcpyDeviceToDevice;
      for (int x : edge ? std::vector<int>{0} : std::vector<int>{0, NX - 1}) {
        row.srcPos = make_cudaPos(x * sizeof(float), y, z);
        row.dstPos = row.srcPos;
        row.extent = make_cudaExtent((edge ? NX : 1) * sizeof(float), 1, 1);
        CHECK(cudaMemcpy3DAsync(&row, s));
      }
    }
  CHECK(cudaStreamSynchronize(s));

  std::vector<float> cur = host, next = host;
  dim3 block(16, 8), grid((NX + 15) / 16, (NY + 7) / 8, NZ);
  for (int t = 0; t < STEPS; ++t) {
    jacobi<<<grid, block, 0, s>>>(t % 2 ? b : a, t % 2 ? a : b);
    CHECK(cudaGetLastError());
    for (int z = 1; z < NZ - 1; ++z)
      for (int y = 1; y < NY - 1; ++y)
        for (int x = 1; x < NX - 1; ++x)
          next[idx(x, y, z)] = step_value(cur[idx(x, y, z)], cur[idx(x - 1, y, z)],
                                          cur[idx(x + 1, y, z)], cur[idx(x, y - 1, z)],
                                          cur[idx(x, y + 1, z)], cur[idx(x, y, z - 1)],
                                          cur[idx(x, y, z + 1)]);
    std::swap(cur, next);
  }
  cudaPitchedPtr last = STEPS % 2 ? b : a;
  CHECK(cudaStreamSynchronize(s));

  // The interior box, packed on the host.
  const int bx = NX - 2, by = NY - 2, bz = NZ - 2;
  std::vector<float> box(bx * by * bz, -1.f);
  cudaMemcpy3DParms out = {};
  out.srcPtr = last;
  out.srcPos = make_cudaPos(sizeof(float), 1, 1);
  out.dstPtr = make_cudaPitchedPtr(box.data(), bx * sizeof(float), bx, by);
  out.extent = make_cudaExtent(bx * sizeof(float), by, bz);
  out.kind = cudaMemcpyDeviceToHost;
  CHECK(cudaMemcpy3D(&out));
  int differ = 0;
  double sum = 0;
  for (int z = 0; z < bz; ++z)
    for (int y = 0; y < by; ++y)
      for (int x = 0; x < bx; ++x) {
        float g = box[(z * by + y) * bx + x], w = cur[idx(x + 1, y + 1, z + 1)];
        differ += std::memcmp(&g, &w, sizeof g) != 0;
        sum += g;
      }
  printf("after %d steps: interior sum %.6e, centre %.6e, %d of %d cells differ from the host\n",
         STEPS, sum, box[((bz / 2) * by + by / 2) * bx + bx / 2], differ, bx * by * bz);

  // Clear the middle slice's first 4 rows with cudaMemset2D and read it back.
  char *mid = (char *)last.ptr + (NZ / 2) * last.pitch * last.ysize;
  CHECK(cudaMemset2D(mid, last.pitch, 0, NX * sizeof(float), 4));
  std::vector<float> plane(NX * NY);
  CHECK(cudaMemcpy2D(plane.data(), NX * sizeof(float), mid, last.pitch, NX * sizeof(float), NY,
                     cudaMemcpyDeviceToHost));
  int zeros = 0;
  for (int i = 0; i < NX * 4; ++i) zeros += plane[i] == 0.0f;
  printf("cudaMemset2D cleared %d of %d cells; row 4 starts at %.6e\n", zeros, NX * 4,
         plane[4 * NX]);
  bool ok = differ == 0 && zeros == NX * 4 && plane[4 * NX] == cur[idx(0, 4, NZ / 2)];
  CHECK(cudaFree(a.ptr));
  CHECK(cudaFree(b.ptr));
  CHECK(cudaStreamDestroy(s));
  printf("%s\n", ok ? "all checks pass" : "CHECK FAILED");
  return ok ? 0 : 1;
}
