// vllm 0.33.0 csrc/cache_kernels.cu. Its host launchers dispatch through
// plain if-chains (DISPATCH_BY_KV_CACHE_DTYPE, convert_fp8's), which
// instantiate every kernel they launch: no explicit instantiation is needed.
#include <csrc/cache_kernels.cu>
