// Origin: zjin-lcf/HeCBench, src/haversine-cuda/distance.cu and distance.h, commit f27000a5188f8ac79bd43fc95a1b3f890c18823d
// (Apache-2.0, Copyright (c) 2020 NVIDIA CORPORATION; see LICENSE-haversine in this folder).
// The kernel is copied as published; host code is left out.
// Changes: none to kernel code; the macros of distance.h are copied (its includes left out).

#define DEGREE_TO_RADIAN  M_PI / 180.0
#define RADIAN_TO_DEGREE  180.0 / M_PI
#define EARTH_RADIUS_KM   6371.0

__global__ void compute_haversine_distance(
  const double4 *__restrict__ p,
        double*__restrict__ distance,
  const int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    auto ay = p[i].x * DEGREE_TO_RADIAN;  // a_lat
    auto ax = p[i].y * DEGREE_TO_RADIAN;  // a_lon
    auto by = p[i].z * DEGREE_TO_RADIAN;  // b_lat
    auto bx = p[i].w * DEGREE_TO_RADIAN;  // b_lon

    // haversine formula
    auto x        = (bx - ax) / 2.0;
    auto y        = (by - ay) / 2.0;
    auto sinysqrd = sin(y) * sin(y);
    auto sinxsqrd = sin(x) * sin(x);
    auto scale    = cos(ay) * cos(by);
    distance[i] = 2.0 * EARTH_RADIUS_KM * asin(sqrt(sinysqrd + sinxsqrd * scale));
  }
}
