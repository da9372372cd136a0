// causal-conv1d 1.7.0 csrc/causal_conv1d_fwd.cu, which instantiates its launchers (and so its kernels) for every input/weight type pair itself.
#include <csrc/causal_conv1d_fwd.cu>
