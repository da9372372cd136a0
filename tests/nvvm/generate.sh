#!/bin/sh
# Regenerates the NVVM IR fixtures from their CUDA sources (run from anywhere).
# -fno-discard-value-names keeps parameter names, which become the lifted
# kernels' parameter names; without a CUDA installation clang assumes no PTX
# version, so +ptx70 enables the *_sync warp builtins.
set -eu
cd "$(dirname "$0")"
for f in saxpy reduce histogram transpose math; do
  clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -nocudainc -nocudalib \
    -fno-discard-value-names -Xclang -target-feature -Xclang +ptx70 -O1 -S -emit-llvm -o "$f.ll" "$f.cu"
done
