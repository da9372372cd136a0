// An image-processing pass on texture objects. A float image goes into a
// CUDA array (cudaMallocArray + cudaMemcpy2DToArray) read through two
// textures: point-sampled with a zero border for a 3x3 box filter, and
// bilinear with normalized coordinates for a resize. An RGBA8 image in
// pitched memory (cudaMallocPitch + cudaMemcpy2D) is read both as integers,
// whose luma indexes a tone curve read with tex1Dfetch from linear memory,
// and as normalized floats. A 1-D array holds a ramp sampled with tex1D.
// Everything is checked against the host: point samples and integer reads
// must be identical, bilinear samples within 1/64 of the value range
// (texture units blend with 8-bit fractions), normalized reads within 1e-6.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

const int W = 45, H = 29, OW = 64, OH = 40, LUT = 256, RAMP = 19, RAMP_OUT = 50;

__global__ void box3(cudaTextureObject_t img, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  float s = 0.0f;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) s += tex2D<float>(img, x + dx + 0.5f, y + dy + 0.5f);
  out[y * w + x] = s / 9.0f;
}

__global__ void resize(cudaTextureObject_t img, float *out, int ow, int oh) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= ow || y >= oh) return;
  out[y * ow + x] = tex2D<float>(img, (x + 0.5f) / ow, (y + 0.5f) / oh);
}

__global__ void tone(cudaTextureObject_t rgba, cudaTextureObject_t rgba_norm,
                     cudaTextureObject_t curve, float *out, float4 *norm, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  uchar4 c = tex2D<uchar4>(rgba, x, y);
  int luma = (c.x + 2 * c.y + c.z) / 4;
  out[y * w + x] = tex1Dfetch<float>(curve, luma);
  norm[y * w + x] = tex2D<float4>(rgba_norm, x + 0.5f, y + 0.5f);
}

__global__ void ramp(cudaTextureObject_t t, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1D<float>(t, i * 0.4f - 1.3f);
}

static float host_texel(const std::vector<float> &img, int x, int y, bool border) {
  if (border && (x < 0 || y < 0 || x >= W || y >= H)) return 0.0f;
  x = x < 0 ? 0 : (x >= W ? W - 1 : x);
  y = y < 0 ? 0 : (y >= H ? H - 1 : y);
  return img[y * W + x];
}

static float host_bilinear(const std::vector<float> &img, float u, float v) {
  float xb = u * W - 0.5f, yb = v * H - 0.5f;
  float x0 = floorf(xb), y0 = floorf(yb);
  float a = xb - x0, b = yb - y0;
  int i = (int)x0, j = (int)y0;
  return (1 - a) * (1 - b) * host_texel(img, i, j, false) + a * (1 - b) * host_texel(img, i + 1, j, false) +
         (1 - a) * b * host_texel(img, i, j + 1, false) + a * b * host_texel(img, i + 1, j + 1, false);
}

int main() {
  // The float image: a smooth field plus a checker, values in [0, 4).
  std::vector<float> img(W * H);
  for (int y = 0; y < H; ++y)
    for (int x = 0; x < W; ++x)
      img[y * W + x] = 2.0f + 1.5f * sinf(x * 0.31f) * cosf(y * 0.23f) + ((x / 3 + y / 3) % 2) * 0.375f;

  cudaChannelFormatDesc fdesc = cudaCreateChannelDesc<float>();
  cudaArray_t arr;
  CHECK(cudaMallocArray(&arr, &fdesc, W, H));
  CHECK(cudaMemcpy2DToArray(arr, 0, 0, img.data(), W * sizeof(float), W * sizeof(float), H,
                            cudaMemcpyHostToDevice));
  cudaChannelFormatDesc got_desc;
  cudaExtent ext;
  unsigned flags;
  CHECK(cudaArrayGetInfo(&got_desc, &ext, &flags, arr));
  printf("array: %zux%zux%zu, %d-bit float channels, flags %u\n", ext.width, ext.height,
         ext.depth, got_desc.x, flags);

  std::vector<float> back(W * H);
  CHECK(cudaMemcpy2DFromArray(back.data(), W * sizeof(float), arr, 0, 0, W * sizeof(float), H,
                              cudaMemcpyDeviceToHost));
  bool round_trip = std::memcmp(back.data(), img.data(), back.size() * sizeof(float)) == 0;
  printf("array round trip identical: %s\n", round_trip ? "yes" : "no");

  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeArray;
  res.res.array.array = arr;
  cudaTextureDesc point = {};
  point.addressMode[0] = point.addressMode[1] = cudaAddressModeBorder;
  point.filterMode = cudaFilterModePoint;
  point.readMode = cudaReadModeElementType;
  cudaTextureObject_t t_point, t_linear;
  CHECK(cudaCreateTextureObject(&t_point, &res, &point, nullptr));
  cudaTextureDesc linear = {};
  linear.addressMode[0] = linear.addressMode[1] = cudaAddressModeClamp;
  linear.filterMode = cudaFilterModeLinear;
  linear.readMode = cudaReadModeElementType;
  linear.normalizedCoords = 1;
  CHECK(cudaCreateTextureObject(&t_linear, &res, &linear, nullptr));
  cudaResourceDesc res_back;
  CHECK(cudaGetTextureObjectResourceDesc(&res_back, t_linear));
  printf("texture's resource is the array: %s\n",
         res_back.resType == cudaResourceTypeArray && res_back.res.array.array == arr ? "yes" : "no");

  float *d_box, *d_big;
  CHECK(cudaMalloc(&d_box, W * H * sizeof(float)));
  CHECK(cudaMalloc(&d_big, OW * OH * sizeof(float)));
  dim3 block(16, 8);
  box3<<<dim3((W + 15) / 16, (H + 7) / 8), block>>>(t_point, d_box, W, H);
  resize<<<dim3((OW + 15) / 16, (OH + 7) / 8), block>>>(t_linear, d_big, OW, OH);
  CHECK(cudaGetLastError());
  std::vector<float> box(W * H), big(OW * OH);
  CHECK(cudaMemcpy(box.data(), d_box, box.size() * sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(big.data(), d_big, big.size() * sizeof(float), cudaMemcpyDeviceToHost));

  int box_differ = 0;
  double box_sum = 0;
  for (int y = 0; y < H; ++y)
    for (int x = 0; x < W; ++x) {
      float s = 0.0f;
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) s += host_texel(img, x + dx, y + dy, true);
      float want = s / 9.0f;
      box_differ += std::memcmp(&want, &box[y * W + x], sizeof want) != 0;
      box_sum += box[y * W + x];
    }
  printf("box filter %dx%d: sum %.6e, corner %.6e, %d pixels differ from the host\n", W, H,
         box_sum, box[0], box_differ);

  float worst = 0.0f;
  for (int y = 0; y < OH; ++y)
    for (int x = 0; x < OW; ++x) {
      float want = host_bilinear(img, (x + 0.5f) / OW, (y + 0.5f) / OH);
      worst = fmaxf(worst, fabsf(want - big[y * OW + x]));
    }
  bool resize_ok = worst <= 4.0f / 64.0f;
  printf("bilinear resize to %dx%d within 1/64 of the range: %s\n", OW, OH, resize_ok ? "yes" : "no");

  // The RGBA8 image in pitched memory, and the tone curve in linear memory.
  std::vector<uchar4> rgba(W * H);
  for (int i = 0; i < W * H; ++i)
    rgba[i] = make_uchar4((i * 37) % 256, (i * 11 + 5) % 256, (i * 73 + 9) % 256, 255 - i % 256);
  uchar4 *d_rgba;
  size_t pitch;
  CHECK(cudaMallocPitch(&d_rgba, &pitch, W * sizeof(uchar4), H));
  CHECK(cudaMemcpy2D(d_rgba, pitch, rgba.data(), W * sizeof(uchar4), W * sizeof(uchar4), H,
                     cudaMemcpyHostToDevice));
  std::vector<float> curve(LUT);
  for (int i = 0; i < LUT; ++i) curve[i] = powf(i / 255.0f, 1.0f / 2.2f);
  float *d_curve;
  CHECK(cudaMalloc(&d_curve, LUT * sizeof(float)));
  CHECK(cudaMemcpy(d_curve, curve.data(), LUT * sizeof(float), cudaMemcpyHostToDevice));

  cudaResourceDesc pres = {};
  pres.resType = cudaResourceTypePitch2D;
  pres.res.pitch2D.devPtr = d_rgba;
  pres.res.pitch2D.desc = cudaCreateChannelDesc<uchar4>();
  pres.res.pitch2D.width = W;
  pres.res.pitch2D.height = H;
  pres.res.pitch2D.pitchInBytes = pitch;
  cudaTextureDesc ints = {};
  ints.addressMode[0] = ints.addressMode[1] = cudaAddressModeClamp;
  ints.filterMode = cudaFilterModePoint;
  ints.readMode = cudaReadModeElementType;
  cudaTextureDesc norms = ints;
  norms.readMode = cudaReadModeNormalizedFloat;
  cudaTextureObject_t t_rgba, t_norm, t_curve;
  CHECK(cudaCreateTextureObject(&t_rgba, &pres, &ints, nullptr));
  CHECK(cudaCreateTextureObject(&t_norm, &pres, &norms, nullptr));
  cudaResourceDesc lres = {};
  lres.resType = cudaResourceTypeLinear;
  lres.res.linear.devPtr = d_curve;
  lres.res.linear.desc = cudaCreateChannelDesc<float>();
  lres.res.linear.sizeInBytes = LUT * sizeof(float);
  cudaTextureDesc plain = {};
  plain.readMode = cudaReadModeElementType;
  CHECK(cudaCreateTextureObject(&t_curve, &lres, &plain, nullptr));

  float *d_toned;
  float4 *d_norm;
  CHECK(cudaMalloc(&d_toned, W * H * sizeof(float)));
  CHECK(cudaMalloc(&d_norm, W * H * sizeof(float4)));
  cudaStream_t s;
  CHECK(cudaStreamCreate(&s));
  tone<<<dim3((W + 15) / 16, (H + 7) / 8), block, 0, s>>>(t_rgba, t_norm, t_curve, d_toned, d_norm, W, H);
  CHECK(cudaGetLastError());
  std::vector<float> toned(W * H);
  std::vector<float4> norm(W * H);
  CHECK(cudaMemcpyAsync(toned.data(), d_toned, toned.size() * sizeof(float), cudaMemcpyDeviceToHost, s));
  CHECK(cudaMemcpyAsync(norm.data(), d_norm, norm.size() * sizeof(float4), cudaMemcpyDeviceToHost, s));
  CHECK(cudaStreamSynchronize(s));
  int tone_differ = 0, norm_off = 0;
  double tone_sum = 0;
  for (int i = 0; i < W * H; ++i) {
    uchar4 c = rgba[i];
    float want = curve[(c.x + 2 * c.y + c.z) / 4];
    tone_differ += std::memcmp(&want, &toned[i], sizeof want) != 0;
    tone_sum += toned[i];
    float4 n = norm[i];
    norm_off += fabsf(n.x - c.x / 255.0f) > 1e-6f || fabsf(n.y - c.y / 255.0f) > 1e-6f ||
                fabsf(n.z - c.z / 255.0f) > 1e-6f || fabsf(n.w - c.w / 255.0f) > 1e-6f;
  }
  printf("tone curve through tex1Dfetch: sum %.6e, %d pixels differ from the host\n", tone_sum,
         tone_differ);
  printf("normalized reads off by more than 1e-6: %d of %d\n", norm_off, W * H);

  // A 1-D array holding a ramp, sampled linearly between and around its texels.
  std::vector<float> r(RAMP);
  for (int i = 0; i < RAMP; ++i) r[i] = i * 0.5f - 2.0f;
  cudaArray_t arr1;
  CHECK(cudaMallocArray(&arr1, &fdesc, RAMP));
  CHECK(cudaMemcpy2DToArray(arr1, 0, 0, r.data(), RAMP * sizeof(float), RAMP * sizeof(float), 1,
                            cudaMemcpyHostToDevice));
  cudaResourceDesc res1 = {};
  res1.resType = cudaResourceTypeArray;
  res1.res.array.array = arr1;
  cudaTextureDesc lin1 = {};
  lin1.addressMode[0] = cudaAddressModeClamp;
  lin1.filterMode = cudaFilterModeLinear;
  lin1.readMode = cudaReadModeElementType;
  cudaTextureObject_t t_ramp;
  CHECK(cudaCreateTextureObject(&t_ramp, &res1, &lin1, nullptr));
  float *d_ramp;
  CHECK(cudaMalloc(&d_ramp, RAMP_OUT * sizeof(float)));
  ramp<<<1, 64>>>(t_ramp, d_ramp, RAMP_OUT);
  CHECK(cudaGetLastError());
  std::vector<float> ramped(RAMP_OUT);
  CHECK(cudaMemcpy(ramped.data(), d_ramp, RAMP_OUT * sizeof(float), cudaMemcpyDeviceToHost));
  float ramp_worst = 0.0f;
  for (int i = 0; i < RAMP_OUT; ++i) {
    float u = i * 0.4f - 1.3f - 0.5f;
    float x0 = floorf(u), a = u - x0;
    int j = (int)x0;
    auto at = [&](int k) { return r[k < 0 ? 0 : (k >= RAMP ? RAMP - 1 : k)]; };
    ramp_worst = fmaxf(ramp_worst, fabsf((1 - a) * at(j) + a * at(j + 1) - ramped[i]));
  }
  bool ramp_ok = ramp_worst <= 9.0f / 64.0f;
  printf("1-D ramp through tex1D within 1/64 of the range: %s\n", ramp_ok ? "yes" : "no");

  CHECK(cudaDestroyTextureObject(t_point));
  CHECK(cudaDestroyTextureObject(t_linear));
  CHECK(cudaDestroyTextureObject(t_rgba));
  CHECK(cudaDestroyTextureObject(t_norm));
  CHECK(cudaDestroyTextureObject(t_curve));
  CHECK(cudaDestroyTextureObject(t_ramp));
  CHECK(cudaFreeArray(arr));
  CHECK(cudaFreeArray(arr1));
  CHECK(cudaFree(d_box));
  CHECK(cudaFree(d_big));
  CHECK(cudaFree(d_rgba));
  CHECK(cudaFree(d_curve));
  CHECK(cudaFree(d_toned));
  CHECK(cudaFree(d_norm));
  CHECK(cudaFree(d_ramp));
  CHECK(cudaStreamDestroy(s));
  bool ok = round_trip && box_differ == 0 && resize_ok && tone_differ == 0 && norm_off == 0 &&
            ramp_ok && ext.width == W && ext.height == H;
  printf("%s\n", ok ? "all checks pass" : "CHECK FAILED");
  return ok ? 0 : 1;
}
