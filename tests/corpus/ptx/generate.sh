#!/bin/sh
# Regenerates the PTX of the CUDA corpus (../cuda/SUITE/NAME.ll ->
# SUITE/NAME.ptx, run from anywhere) the way NVIDIA's toolchains make it from
# the same NVVM IR: libdevice linked (only what is used, internalized),
# optimized and compiled by LLVM 22's NVPTX back end for sm_80. LIBDEVICE
# names libdevice.10.bc (default: gpujit's cache). Arguments name .ll files
# (relative to ../cuda) to regenerate only those.
set -eu
cd "$(dirname "$0")"
BIN="${LLVM_BIN:-/usr/lib/llvm-22/bin}"
ARCH="${ARCH:-sm_80}"
LIBDEVICE="${LIBDEVICE:-$HOME/.cache/gpujit/libdevice/libdevice.10.bc}"
[ "$#" -gt 0 ] || set -- cuda-samples/*.ll
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for ll in "$@"; do
  out="${ll%.ll}.ptx"
  mkdir -p "$(dirname "$out")"
  "$BIN/llvm-link" --only-needed --internalize "../cuda/$ll" "$LIBDEVICE" -o "$tmp/linked.bc"
  "$BIN/opt" -O2 "$tmp/linked.bc" -o "$tmp/opt.bc"
  "$BIN/llc" -mtriple=nvptx64-nvidia-cuda -mcpu="$ARCH" -O2 "$tmp/opt.bc" -o "$out"
done
