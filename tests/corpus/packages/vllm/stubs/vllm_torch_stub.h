// Stand-in for the PyTorch headers vLLM's CUDA files include (written for
// gpujit's corpus; not PyTorch's text). Every torch/... header in this folder
// includes only this file.
//
// - Host side: just enough declarations for the package's host functions to
//   parse (they are not compiled for the device). The dispatch macros expand
//   to nothing: the kernels the host code would instantiate through them are
//   instantiated explicitly in the case files.
// - Device side: c10::Half, c10::BFloat16 and the bits-only c10::Float8_e4m3fn
//   from c10_float16_stub.h.
#pragma once

#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <c10_float16_stub.h>

namespace torch::headeronly {
using c10::BFloat16;
using c10::Half;

enum class ScalarType : int8_t {
  Byte, Char, Short, Int, Long, Half, Float, Double, ComplexHalf,
  ComplexFloat, ComplexDouble, Bool, QInt8, QUInt8, QInt32, BFloat16,
  QUInt4x2, QUInt2x4, Bits1x8, Bits2x4, Bits4x2, Bits8, Bits16,
  Float8_e5m2, Float8_e4m3fn, Float8_e5m2fnuz, Float8_e4m3fnuz, UInt16,
  UInt32, UInt64, Float8_e8m0fnu, Float4_e2m1fn_x2, Undefined
};
}  // namespace torch::headeronly

namespace torch::stable {
using torch::headeronly::ScalarType;

struct Device {
  int32_t index() const;
  bool is_cuda() const;
  bool is_cpu() const;
};

// Declarations only: the host functions that call these are not compiled
// for the device.
class Tensor {
 public:
  ScalarType scalar_type() const;
  int64_t size(int64_t dim) const;
  int64_t stride(int64_t dim) const;
  int64_t numel() const;
  int64_t dim() const;
  size_t element_size() const;
  int32_t get_device_index() const;
  Device device() const;
  bool is_cuda() const;
  bool is_contiguous() const;
  bool defined() const;
  void* data_ptr() const;
  template <class T> T* mutable_data_ptr() const;
  template <class T> const T* const_data_ptr() const;
  void* mutable_data_ptr() const;
  const void* const_data_ptr() const;
};

Tensor flatten(const Tensor&, int64_t start = 0, int64_t end = -1);
Tensor contiguous(const Tensor&);

namespace accelerator {
struct DeviceGuard {
  explicit DeviceGuard(int32_t index);
};
}  // namespace accelerator
}  // namespace torch::stable

extern "C" int32_t aoti_torch_get_current_cuda_stream(int32_t device,
                                                      void** stream);
extern "C" int32_t torch_get_current_cuda_blas_handle(void** handle);

// As PyTorch's, a statement that may stand without a semicolon.
#define STD_TORCH_CHECK(...) \
  if (false) {                \
  }
#define TORCH_ERROR_CODE_CHECK(...) ((void)0)
#define THO_DISPATCH_SWITCH(TYPE, NAME, ...) ((void)0)
#define THO_DISPATCH_CASE(...)
#define THO_PRIVATE_CASE_TYPE_USING_HINT(...)
