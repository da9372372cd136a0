"""NVRTC's PTX of the cuda-samples corpus files (`cuda-samples/NAME.ptx`).

Run from the repository root on a machine with CuPy and a CUDA toolkit's
headers: `python3 tests/corpus/ptx/nvrtc/nvrtc_ptx.py OUT_DIR`. Each
`tests/corpus/cuda/cuda-samples/NAME.cu` is compiled by NVRTC (through
CuPy's bindings) with `-arch=compute_80 -std=c++17` and the toolkit's
`include` and `include/cccl` folders; a file NVRTC refuses is reported and
left out (transpose.cu: its namespace-scope variables are host variables to
NVRTC without `-default-device`).
"""
import glob
import os
import sys

from cupy_backends.cuda.libs import nvrtc

out = sys.argv[1] if len(sys.argv) > 1 else "."
os.makedirs(out, exist_ok=True)
inc = [d for d in ["/usr/local/cuda/include", "/usr/local/cuda/include/cccl"] if os.path.isdir(d)]
opts = ["-arch=compute_80", "-std=c++17"] + [f"-I{d}" for d in inc]
print("NVRTC", nvrtc.getVersion(), "options", opts)
for path in sorted(glob.glob("tests/corpus/cuda/cuda-samples/*.cu")):
    name = os.path.basename(path)[:-3]
    p = nvrtc.createProgram(open(path).read(), name + ".cu", [], [])
    try:
        nvrtc.compileProgram(p, opts)
    except Exception as e:  # NVRTC's error, with its log
        print(f"{name}: refused by NVRTC: {e}\n{nvrtc.getProgramLog(p)[:2000]}")
        continue
    ptx = nvrtc.getPTX(p)
    ptx = (ptx.decode() if isinstance(ptx, bytes) else ptx).rstrip("\0")
    with open(os.path.join(out, name + ".ptx"), "w") as f:
        f.write(ptx)
    print(f"{name}: {len(ptx)} bytes")
