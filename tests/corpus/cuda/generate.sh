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
if [ -z "${CUDA_PATH:-}" ]; then
  CUDA_PATH="${XDG_CACHE_HOME:-$HOME/.cache}/gpujit/cuda-12.9-headers"
  if [ ! -f "$CUDA_PATH/include/cuda_runtime.h" ]; then
    tmp=$(mktemp -d)
    python3 -m pip download -q --no-deps --only-binary=:all: -d "$tmp" \
      nvidia-cuda-runtime-cu12==12.9.79 nvidia-cuda-nvcc-cu12==12.9.86 \
      nvidia-cuda-cccl-cu12==12.9.27
    for w in "$tmp"/*.whl; do
      python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])' "$w" "$tmp/x"
    done
    mkdir -p "$CUDA_PATH/include" "$CUDA_PATH/bin" "$CUDA_PATH/nvvm"
    for d in cuda_runtime cuda_nvcc cuda_cccl; do
      cp -r "$tmp/x/nvidia/$d/include/." "$CUDA_PATH/include/"
    done
    cp -r "$tmp/x/nvidia/cuda_nvcc/nvvm/libdevice" "$CUDA_PATH/nvvm/"
    echo "CUDA Version 12.9.86" > "$CUDA_PATH/version.txt"
    # clang's CUDA wrapper includes curand's MTGP32 kernel header only to
    # neutralise what it declares; nothing here needs it.
    : > "$CUDA_PATH/include/curand_mtgp32_kernel.h"
    rm -rf "$tmp"
  fi
fi
[ "$#" -gt 0 ] || set -- */*.cu
for cu in "$@"; do
  "$CLANG" -x cuda --cuda-device-only --cuda-gpu-arch="$ARCH" --cuda-path="$CUDA_PATH" \
    -nocudalib -Wno-unknown-cuda-version -fno-discard-value-names -O2 -S -emit-llvm \
    -o "${cu%.cu}.ll" "$cu"
done
