// cuda/std/__gpujit_std.h: gpujit's built-in libcu++ basics: cuda::std names
// what gpujit's built-in standard headers give in std (qualified lookup goes
// through the using-directive). Specialising a cuda::std template (such as
// cuda::std::numeric_limits<MyType>) is not possible through it. Written
// for gpujit; it is not NVIDIA's header.
#ifndef __GPUJIT_CUDA_STD__
#define __GPUJIT_CUDA_STD__
namespace std {}
namespace cuda {
namespace std {
using namespace ::std;
} // namespace std
} // namespace cuda
#endif
