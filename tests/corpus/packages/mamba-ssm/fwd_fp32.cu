// mamba-ssm 2.3.2.post1 csrc/selective_scan/selective_scan_fwd_fp32.cu, which instantiates selective_scan_fwd_cuda (and so every kernel its launcher can pick) itself.
#include <csrc/selective_scan/selective_scan_fwd_fp32.cu>
