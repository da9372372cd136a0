"""Compiles a Triton matmul for sm_80 without a GPU (Triton's own compiler,
`triton.compile(ASTSource(...), target=GPUTarget("cuda", 80, 32))`) and
writes its PTX (`kernel.asm["ptx"]`) with what a launch needs:

    python3 dump.py OUTDIR

OUTDIR/matmul_<t>.ptx and .json for t = f16 (and its NVVM IR, .ll), bf16 (`tl.dot` becomes
`mma.sync.aligned.m16n8k16` fed by `ldmatrix`) and tf32 (f32 inputs,
`input_precision="tf32"`: `mma.sync.aligned.m16n8k8.tf32`). 32x32x32 tiles,
4 warps, 2 stages; the kernels take the 12 arguments below and Triton's two
scratch pointers.
"""
import json
import os
import sys

import triton
import triton.language as tl
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource


@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_ak, stride_bk, stride_bn,
                  stride_cm, stride_cn, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                  BLOCK_K: tl.constexpr, PRECISION: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k[None, :] * stride_ak
    b_ptrs = b_ptr + offs_k[:, None] * stride_bk + offs_n[None, :] * stride_bn
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        a = tl.load(a_ptrs, mask=(offs_m[:, None] < M) & (offs_k[None, :] < K - k * BLOCK_K), other=0.0)
        b = tl.load(b_ptrs, mask=(offs_k[:, None] < K - k * BLOCK_K) & (offs_n[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc, input_precision=PRECISION)
        a_ptrs += BLOCK_K * stride_ak
        b_ptrs += BLOCK_K * stride_bk
    c_ptrs = c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :] * stride_cn
    tl.store(c_ptrs, acc, mask=(offs_m[:, None] < M) & (offs_n[None, :] < N))



def dump(out, a_type, precision):
    sig = {"a_ptr": a_type, "b_ptr": a_type, "c_ptr": "*fp32", "M": "i32", "N": "i32", "K": "i32",
           "stride_am": "i32", "stride_ak": "i32", "stride_bk": "i32", "stride_bn": "i32",
           "stride_cm": "i32", "stride_cn": "i32", "BLOCK_M": "constexpr", "BLOCK_N": "constexpr",
           "BLOCK_K": "constexpr", "PRECISION": "constexpr"}
    consts = {"BLOCK_M": 32, "BLOCK_N": 32, "BLOCK_K": 32, "PRECISION": precision}
    src = ASTSource(matmul_kernel, sig, consts)
    k = triton.compile(src, target=GPUTarget("cuda", 80, 32),
                       options={"num_warps": 4, "num_stages": 2})
    with open(out + ".ptx", "w") as f:
        f.write(k.asm["ptx"])
    if a_type == "*fp16":
        # The same kernel's NVVM IR: mma.sync and ldmatrix as inline asm.
        with open(out + ".ll", "w") as f:
            f.write(k.asm["llir"])
    meta = {"triton": triton.__version__, "target": "cuda sm_80", "num_warps": 4,
            "num_stages": 2, "shared": k.metadata.shared, "name": k.metadata.name,
            "inputs": a_type, "constexprs": consts}
    with open(out + ".json", "w") as f:
        json.dump(meta, f, indent=1)
        f.write("\n")


outdir = sys.argv[1]
dump(os.path.join(outdir, "matmul_f16"), "*fp16", "ieee")
dump(os.path.join(outdir, "matmul_bf16"), "*bf16", "ieee")
dump(os.path.join(outdir, "matmul_tf32"), "*fp32", "tf32")
