#!/bin/sh
# Regenerates the NVVM IR of these kernels (NAME.cu -> NAME.ll, run from
# anywhere) with clang-22, against gpujit's own CUDA headers
# (crates/cuda/include, force-included as gpujit's front end includes them)
# rather than NVIDIA's: no NVIDIA header text reaches the IR. libdevice is not
# linked (-nocudalib): the __nv_* calls stay, for gpujit to map (lifted) or to
# link (NVIDIA, as written). -fno-discard-value-names keeps parameter names,
# which become the lifted kernels' parameter names. -Wno-pass-failed: clang
# cannot unroll n-body's tile loop (libdevice's rsqrtf is an opaque
# convergent call until it is linked), gpujit does once it is. Arguments name
# .cu files to regenerate only those.
set -eu
cd "$(dirname "$0")"
CLANG="${CLANG:-clang-22}"
ARCH="${ARCH:-sm_80}"
HEADERS=../../crates/cuda/include
[ "$#" -gt 0 ] || set -- *.cu
for cu in "$@"; do
  "$CLANG" -x cuda --cuda-device-only --cuda-gpu-arch="$ARCH" -nocudainc -nocudalib \
    -nostdlibinc -nostdinc++ -isystem "$HEADERS" -include __gpujit_cuda_prelude.h \
    -Wno-unknown-cuda-version -Wno-pass-failed -Xclang -target-feature -Xclang +ptx80 \
    -fno-discard-value-names -O2 -S -emit-llvm -o "${cu%.cu}.ll" "$cu"
done
