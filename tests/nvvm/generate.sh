#!/bin/sh
# Regenerates the NVVM IR fixtures from their CUDA sources (run from anywhere).
# -fno-discard-value-names keeps parameter names, which become the lifted
# kernels' parameter names; without a CUDA installation clang assumes no PTX
# version, so +ptx70 enables the *_sync warp builtins.
#
# The fixtures in this folder were written by clang-19 (LLVM 19.1.7) and are
# kept as they are: they are what LLVM 19 producers emit, which gpujit must
# keep reading. This script writes clang-22's IR of the same sources into
# clang22/ (`clang-22` by default; CLANG=clang-19 OUT=. regenerates the
# originals where clang-19 is installed).
set -eu
cd "$(dirname "$0")"
CLANG="${CLANG:-clang-22}"
OUT="${OUT:-clang22}"
mkdir -p "$OUT"
for f in saxpy reduce histogram transpose math io; do
  "$CLANG" -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -nocudainc -nocudalib \
    -fno-discard-value-names -Xclang -target-feature -Xclang +ptx70 -O1 -S -emit-llvm -o "$OUT/$f.ll" "$f.cu"
done
