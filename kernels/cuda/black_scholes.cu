// European call and put prices by the Black-Scholes formula, one option per
// thread in a grid-stride loop, written for gpujit's tests and benchmarks.
//
// With time to expiry T, spot S, strike K, risk-free rate r and volatility v:
//   d1 = (ln(S / K) + (r + v^2 / 2) T) / (v sqrt(T)),  d2 = d1 - v sqrt(T)
//   call = S N(d1) - K e^(-rT) N(d2),  put = K e^(-rT) N(-d2) - S N(-d1)
// with N the standard normal distribution function. `r + v^2 / 2` is a
// product of two scalar arguments added to a third: compiled with contraction
// it is one fused multiply-add, which a variant with r and v folded must keep
// fusing (at run time) to give the generic kernel's bits.

// N(x) by the polynomial of Abramowitz and Stegun (26.2.17), absolute error
// under 7.5e-8: for x >= 0, 1 - phi(x) (b1 t + ... + b5 t^5) with
// t = 1 / (1 + p x) and phi the normal density; N(-x) = 1 - N(x).
__device__ __forceinline__ float normal_cdf(float x) {
  const float p = 0.2316419f;
  const float b1 = 0.319381530f, b2 = -0.356563782f, b3 = 1.781477937f;
  const float b4 = -1.821255978f, b5 = 1.330274429f;
  const float inv_sqrt_2pi = 0.398942280401432678f;
  float ax = fabsf(x);
  float t = 1.0f / (1.0f + p * ax);
  float series = t * (b1 + t * (b2 + t * (b3 + t * (b4 + t * b5))));
  float upper_tail = inv_sqrt_2pi * expf(-0.5f * ax * ax) * series;
  return x >= 0.0f ? 1.0f - upper_tail : upper_tail;
}

// Prices `count` options: spot[i], strike[i] and years[i] (time to expiry)
// in, call[i] and put[i] out, all at rate `riskfree` and volatility
// `volatility`.
extern "C" __global__ void black_scholes(float *call, float *put, const float *spot,
                                         const float *strike, const float *years, float riskfree,
                                         float volatility, int count) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < count; i += blockDim.x * gridDim.x) {
    float s = spot[i], k = strike[i], t = years[i];
    float root_t = sqrtf(t);
    float spread = volatility * root_t;
    float drift = riskfree + 0.5f * volatility * volatility;
    float d1 = (logf(s / k) + drift * t) / spread;
    float d2 = d1 - spread;
    float discounted_strike = k * expf(-riskfree * t);
    float n1 = normal_cdf(d1), n2 = normal_cdf(d2);
    call[i] = s * n1 - discounted_strike * n2;
    put[i] = discounted_strike * (1.0f - n2) - s * (1.0f - n1);
  }
}
