"""Numba's PTX (`NAME.ptx`) of the kernels in this file, written for gpujit's
tests.

Run on a machine with Numba's CUDA target and a CUDA toolkit's NVVM:
`python3 tests/corpus/ptx/numba/numba_ptx.py OUT_DIR`. Each kernel below is
compiled by `numba.cuda.compile_ptx` for compute capability 8.0 with the
signature given, as a Numba program would launch it. Numba passes each
array as its data model's fields: `meminfo`, `parent`, `nitems`,
`itemsize`, `data`, then `shape` and `strides` (one per dimension).
"""
import math
import os
import sys

import numpy

# numba-cuda 0.2x registers an overload of `numpy.row_stack`, which NumPy 2.4
# removed; the alias lets it import.
if not hasattr(numpy, "row_stack"):
    numpy.row_stack = numpy.vstack

from numba import cuda, float32, float64, int32  # noqa: E402

out = sys.argv[1] if len(sys.argv) > 1 else "."
os.makedirs(out, exist_ok=True)


def saxpy(a, x, y):
    i = cuda.grid(1)
    if i < x.size:
        y[i] = a * x[i] + y[i]


def block_sum(x, partial):
    buf = cuda.shared.array(256, float32)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    buf[t] = x[i] if i < x.size else float32(0.0)
    cuda.syncthreads()
    s = 128
    while s > 0:
        if t < s:
            buf[t] += buf[t + s]
        cuda.syncthreads()
        s //= 2
    if t == 0:
        partial[cuda.blockIdx.x] = buf[0]


def histogram(values, bins):
    i = cuda.grid(1)
    if i < values.size:
        cuda.atomic.add(bins, values[i] % bins.size, 1)


def transcendental(x, out):
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        out[i] = math.exp(-v * v) * math.sin(v) + math.sqrt(abs(v)) / (1.0 + math.log1p(abs(v)))


def stencil2d(a, b):
    r, c = cuda.grid(2)
    n, m = a.shape
    if 0 < r < n - 1 and 0 < c < m - 1:
        b[r, c] = 0.25 * (a[r - 1, c] + a[r + 1, c] + a[r, c - 1] + a[r, c + 1])


def warp_sum(x, out):
    i = cuda.grid(1)
    v = x[i] if i < x.size else int32(0)
    off = 16
    while off > 0:
        v += cuda.shfl_down_sync(0xFFFFFFFF, v, off)
        off //= 2
    if cuda.laneid == 0:
        cuda.atomic.add(out, 0, v)


KERNELS = [
    (saxpy, (float32, float32[::1], float32[::1])),
    (block_sum, (float32[::1], float32[::1])),
    (histogram, (int32[::1], int32[::1])),
    (transcendental, (float64[::1], float64[::1])),
    (stencil2d, (float32[:, ::1], float32[:, ::1])),
    (warp_sum, (int32[::1], int32[::1])),
]

print("numba", __import__("numba").__version__)
for fn, sig in KERNELS:
    ptx, _ = cuda.compile_ptx(fn, sig, cc=(8, 0))
    with open(os.path.join(out, fn.__name__ + ".ptx"), "w") as f:
        f.write(ptx)
    print(f"{fn.__name__}: {len(ptx)} bytes")
