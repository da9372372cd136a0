#!/bin/sh
# Regenerates the NVVM IR of the CUDA corpus (*/NAME.cu -> */NAME.ll, run from
# anywhere) with clang-22 and NVIDIA's CUDA 12.9 headers. CUDA_PATH names a
# CUDA installation to take the headers from; without one they come from the
# nvidia-cuda-runtime-cu12, nvidia-cuda-nvcc-cu12 and nvidia-cuda-cccl-cu12
# wheels (pip download, laid out as a toolkit under the cache folder). libdevice
# is not linked (-nocudalib): the __nv_* calls stay, for gpujit to map (lifted)
# or to link (NVIDIA, as written). Arguments name .cu files (relative to this
# folder) to regenerate only those.
set -eu
cd "$(dirname "$0")"
CLANG="${CLANG:-clang-22}"
ARCH="${ARCH:-sm_80}"
[ -n "${CUDA_PATH:-}" ] || CUDA_PATH=$(../../../ci/cuda-headers)
[ "$#" -gt 0 ] || set -- */*.cu
for cu in "$@"; do
  "$CLANG" -x cuda --cuda-device-only --cuda-gpu-arch="$ARCH" --cuda-path="$CUDA_PATH" \
    -nocudalib -Wno-unknown-cuda-version -fno-discard-value-names -O2 -S -emit-llvm \
    -o "${cu%.cu}.ll" "$cu"
done
