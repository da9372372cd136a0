#!/bin/sh
# nvcc's PTX of the CUDA corpus (`<suite>/NAME.ptx`).
#
# Run from the repository root on a machine with a CUDA toolkit:
# `sh tests/corpus/ptx/nvcc/nvcc_ptx.sh OUT_DIR`. Each
# `tests/corpus/cuda/<suite>/NAME.cu` is compiled by nvcc with
# `-ptx -arch=compute_80 -std=c++17 -O3` (device code only, as a program's
# fat binary carries it for compute_80); a file nvcc refuses is reported and
# left out.
out=${1:-.}
nvcc=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
"$nvcc" --version | tail -n 2
for cu in tests/corpus/cuda/*/*.cu; do
    suite=$(basename "$(dirname "$cu")")
    name=$(basename "$cu" .cu)
    mkdir -p "$out/$suite"
    if "$nvcc" -ptx -arch=compute_80 -std=c++17 -O3 "$cu" -o "$out/$suite/$name.ptx" 2>"$out/$suite/$name.log"; then
        echo "$suite/$name: $(wc -c <"$out/$suite/$name.ptx") bytes"
        rm -f "$out/$suite/$name.log"
    else
        echo "$suite/$name: refused by nvcc: $(head -c 600 "$out/$suite/$name.log")"
        rm -f "$out/$suite/$name.ptx"
    fi
done
