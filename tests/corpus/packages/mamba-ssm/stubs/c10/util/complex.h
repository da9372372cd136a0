// Stand-in (gpujit corpus) for c10::complex<T>, written for this corpus, not
// PyTorch's text: the members (real_, imag_) and the operations
// selective_scan uses, computed as PyTorch computes them:
// (a + bi)(c + di) = (ac - bd) + (ad + bc)i, sums and scalings part by part.
#pragma once
#include <algorithm>
#include <c10_float16_stub.h>

namespace c10 {
template <typename T>
struct alignas(sizeof(T) * 2) complex {
  T real_ = T(0);
  T imag_ = T(0);
  constexpr complex() = default;
  C10_HOST_DEVICE constexpr complex(const T& re, const T& im = T()) : real_(re), imag_(im) {}
  C10_HOST_DEVICE constexpr T real() const { return real_; }
  C10_HOST_DEVICE constexpr T imag() const { return imag_; }
  C10_HOST_DEVICE constexpr complex& operator+=(const complex& r) {
    real_ += r.real_;
    imag_ += r.imag_;
    return *this;
  }
  C10_HOST_DEVICE constexpr complex& operator-=(const complex& r) {
    real_ -= r.real_;
    imag_ -= r.imag_;
    return *this;
  }
  C10_HOST_DEVICE constexpr complex& operator*=(const complex& r) {
    T a = real_, b = imag_, c = r.real_, d = r.imag_;
    real_ = a * c - b * d;
    imag_ = a * d + b * c;
    return *this;
  }
  C10_HOST_DEVICE constexpr complex& operator*=(T re) {
    real_ *= re;
    imag_ *= re;
    return *this;
  }
};
template <typename T>
C10_HOST_DEVICE constexpr complex<T> operator+(const complex<T>& a, const complex<T>& b) {
  complex<T> r = a;
  return r += b;
}
template <typename T>
C10_HOST_DEVICE constexpr complex<T> operator-(const complex<T>& a, const complex<T>& b) {
  complex<T> r = a;
  return r -= b;
}
template <typename T>
C10_HOST_DEVICE constexpr complex<T> operator*(const complex<T>& a, const complex<T>& b) {
  complex<T> r = a;
  return r *= b;
}
template <typename T>
C10_HOST_DEVICE constexpr complex<T> operator*(const complex<T>& a, const T& b) {
  complex<T> r = a;
  return r *= b;
}
template <typename T>
C10_HOST_DEVICE constexpr complex<T> operator*(const T& a, const complex<T>& b) {
  complex<T> r = b;
  return r *= a;
}
}  // namespace c10
