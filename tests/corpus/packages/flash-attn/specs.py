#!/usr/bin/env python3
"""Writes the specs (tests/corpus/CASES.md) of flash-attn 2.8.3.post2:

    flash_fwd_fp16.json, flash_fwd_bf16.json   FlashAttention-2's forward
        kernel (csrc/flash_attn/src/flash_fwd_kernel.h), head dimension 64,
        through the wrappers of flash_fwd_params.cuh;
    cutlass_gemm.json   CUTLASS 2.x tensor-op GEMMs for SM80 from the
        CUTLASS that flash-attn bundles (csrc/cutlass/include).

    specs.py    write the *.json beside this script

Only the Python standard library is used.
"""
import json
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = "flash-attn"
LICENSE = "BSD-3-Clause"  # exactly the licence column of tests/corpus/packages.lock
FLASH_INCLUDE = ["csrc/cutlass/include", "./stubs"]
# setup.py builds with nvcc -std=c++17, and nvcc defines __CUDACC_VER_MAJOR__ and
# __CUDACC_VER_MINOR__, which clang does not: CUTLASS gates its SM80 mma.sync (and
# more) on them and traps without, so they are given as CUDA 12.9's, as CUTLASS's
# own CMake does for clang. setup.py's --use_fast_math is left out (clang's
# -ffast-math adds no-infinities, which the masking's -INFINITY tests would lose).
OPTIONS = ["-std=c++17", "-D__CUDACC_VER_MAJOR__=12", "-D__CUDACC_VER_MINOR__=9"]


# Named refusals (CASES.md `devices`), each a finding of this corpus, to be dropped once fixed:
EMU_SLOW = (
    "too large for the emulator's time: the lifted forward kernel (about 45,000 warp exchanges when lowered "
    "lane by lane for the host) did not finish compiling for gfx942 in 14 CPU minutes (gpujit compile, "
    "release build); the suite stops a test at 600 s"
)
HOST_SLOW = (
    "too large for the suite's time on the host: the lifted forward kernel (lowered lane by lane) takes 2 to 9 "
    "minutes to compile for the host on a loaded 2-core machine, near the suite's 600 s per test; run by hand "
    "(GPUJIT_FILTER=host::nvvm::diff::flash-attn) it agrees with NVIDIA on host32 and host64"
)
EMU_REFUSALS = {"gfx942": EMU_SLOW, "gfx1100": EMU_SLOW, "gfx1201": EMU_SLOW}
HOST_REFUSALS = {"host32": HOST_SLOW, "host64": HOST_SLOW}


def uni(lo, hi):
    return {"uniform": [lo, hi]}


def write(name, spec):
    with open(os.path.join(HERE, name + ".json"), "w") as f:
        json.dump(spec, f, indent=1)
        f.write("\n")


# ---------------------------------------------------------------- flash

# Flash_fwd_kernel_traits<64, 128, 128, 4, false, false, T>: kBlockM = kBlockN = 128,
# 4 warps, shared = (128 + 2 * 128) rows x 64 x 2 bytes.
HDIM = 64
BLOCK_M = 128
NTHREADS = 128
SMEM = (BLOCK_M + 2 * 128) * HDIM * 2
TOL = {"f16": 1e-2, "bf16": 2e-2}
FLASH_NOTE = (
    "softmax(Q K^T / sqrt(64)) V per head, Q [batch, seqlen_q, heads, 64], K and V "
    "[batch, seqlen_k, heads_k, 64] ({t}, uniform in [-1, 1]), O like Q, softmax_lse "
    "[batch, heads, seqlen_q] (f32); {what}; the kernel's own traits for hdim 64 "
    "(128 x 128 tiles, 4 warps, mma.sync m16n8k16 {t} -> f32, ldmatrix, cp.async "
    "into swizzled shared memory, online softmax with exp2f and __logf). O is {t}: "
    "rtol/atol {tol} for another summation order of the scores and of P V "
    "(the precision contract); softmax_lse is f32 from f32 sums: 1e-4"
)


def flash_case(t, name, kernel, what, b, h, h_k, sq, sk):
    nq, nk = b * sq * h * HDIM, b * sk * h_k * HDIM
    grid = [math.ceil(sq / BLOCK_M), b, h]
    return {
        "name": name,
        "note": FLASH_NOTE.format(t=t, what=what, tol=TOL[t]),
        "buffers": {
            "q": {"type": t, "len": nq, "init": uni(-1.0, 1.0)},
            "k": {"type": t, "len": nk, "init": uni(-1.0, 1.0)},
            "v": {"type": t, "len": nk, "init": uni(-1.0, 1.0)},
            "o": {"type": t, "len": nq, "init": "zero"},
            "softmax_lse": {"type": "f32", "len": b * h * sq, "init": "zero"},
        },
        "launches": [
            {
                "kernel": kernel,
                "grid": grid,
                "block": [NTHREADS, 1, 1],
                "shared": SMEM,
                "args": [
                    {"buf": "q"}, {"buf": "k"}, {"buf": "v"}, {"buf": "o"}, {"buf": "softmax_lse"},
                    {"i32": b}, {"i32": h}, {"i32": h_k}, {"i32": sq}, {"i32": sk},
                    {"f32": 1.0 / math.sqrt(HDIM)},
                ],
            }
        ],
        "outputs": {
            "o": {"rtol": TOL[t], "atol": TOL[t]},
            "softmax_lse": {"rtol": 1e-4, "atol": 1e-4},
        },
        "devices": {**HOST_REFUSALS, **EMU_REFUSALS},
    }


def flash_spec(t, cases):
    return {
        "package": PACKAGE,
        "include": FLASH_INCLUDE,
        "options": OPTIONS,
        "origin": "flash-attn 2.8.3.post2 (PyPI sdist) csrc/flash_attn/src/flash_fwd_kernel.h "
        "(flash::compute_attn, as flash_fwd_launch_template.h's run_mha_fwd_hdim64 launches it), "
        "Dao-AILab/flash-attention, with the CUTLASS/CuTe it bundles (csrc/cutlass/include); "
        "PyTorch's PhiloxCudaState replaced by a stand-in in ./stubs",
        "license": LICENSE,
        "cases": cases,
    }


write("flash_fwd_fp16", flash_spec("f16", [
    flash_case("f16", "hdim64", "flash_fwd_hdim64_fp16",
               "not causal, multi-query (2 heads of Q on 1 of K/V), seqlen_q 128 and seqlen_k 256 "
               "(Is_even_MN: the loop over K/V tiles runs twice unmasked); grid 1 x 1 x 2",
               1, 2, 1, 128, 256),
    flash_case("f16", "hdim64_causal_ragged", "flash_fwd_hdim64_fp16_causal_ragged",
               "causal (bottom-right aligned), seqlen_q 160, seqlen_k 200 (not Is_even_MN: "
               "predicated loads and stores, the last K/V tile 72 rows); grid 2 x 1 x 1, "
               "each block two K/V tiles, the causal mask on both",
               1, 1, 1, 160, 200),
]))
write("flash_fwd_bf16", flash_spec("bf16", [
    flash_case("bf16", "hdim64_causal", "flash_fwd_hdim64_bf16_causal",
               "causal, seqlen_q = seqlen_k = 256 (Is_even_MN); grid 2 x 1 x 1: the first "
               "block one K/V tile (masked), the second two (the last masked)",
               1, 1, 1, 256, 256),
    flash_case("bf16", "hdim64_ragged", "flash_fwd_hdim64_bf16_ragged",
               "not causal, 2 heads, seqlen_q 72, seqlen_k 200 (not Is_even_MN: predicated "
               "loads and stores, 56 of 128 Q rows and a last K/V tile of 72 rows); grid 1 x 1 x 2",
               1, 2, 2, 72, 200),
]))


# ---------------------------------------------------------------- CUTLASS

GEMM_THREADS = 128
GEMM_NOTE = (
    "D = {alpha} * A B + {beta} * C, {m} x {n} x {k}, A {la} ({ta}), B {lb} ({tb}), C and D "
    "row-major ({tc}); cutlass::gemm::kernel::DefaultGemm for SM80 tensor ops ({what}), "
    "64 x 64 x {bk} tiles, 3-stage cp.async pipeline; grid {gm} x {gn}{ragged}. {tol}"
)


def gemm_case(name, kernel, ta, tb, tc, la, lb, what, m, n, k, bk, alpha, beta, tol, tol_note,
              lda=None, refused=None, init=(-1.0, 1.0), shared=24576):
    lda = lda or (k if la == "row-major" else m)
    ldb = n if lb == "row-major" else k
    a_len = m * lda if la == "row-major" else lda * k
    b_len = k * ldb if lb == "row-major" else ldb * n
    gm, gn = math.ceil(m / 64), math.ceil(n / 64)
    ragged = ""
    if m % 64 or n % 64 or k % bk:
        ragged = " (partial tiles in M, N and K: predicated cp.async with zero fill, masked stores)"
    if lda != (k if la == "row-major" else m):
        ragged += f", lda {lda}"
    c = {
        "name": name,
        "note": GEMM_NOTE.format(alpha=alpha, beta=beta, m=m, n=n, k=k, la=la, lb=lb, ta=ta, tb=tb,
                                 tc=tc, what=what, bk=bk, gm=gm, gn=gn, ragged=ragged, tol=tol_note),
    }
    if refused:
        c["refused"] = refused
    c.update({
        "buffers": {
            "a": {"type": ta, "len": a_len, "init": uni(*init)},
            "b": {"type": tb, "len": b_len, "init": uni(*init)},
            "c": {"type": tc, "len": m * n, "init": uni(*init)},
            "d": {"type": tc, "len": m * n, "init": "zero"},
        },
        "launches": [
            {
                "kernel": kernel,
                "grid": [gm, gn, 1],
                "block": [GEMM_THREADS, 1, 1],
                "shared": shared,
                "args": [
                    {"i32": m}, {"i32": n}, {"i32": k},
                    {"buf": "a"}, {"i32": lda}, {"buf": "b"}, {"i32": ldb},
                    {"buf": "c"}, {"i32": n}, {"buf": "d"}, {"i32": n},
                    {"f32": alpha}, {"f32": beta},
                ],
            }
        ],
        "outputs": {"d": tol},
    })
    return c


F32_SUM = ("f32 sums of k exact products of inputs in [-1, 1] in another order than "
           "NVIDIA's tensor cores add them (the precision contract): rtol/atol 1e-4")
F32_TOL = {"rtol": 1e-4, "atol": 1e-4}


gemm_cases = []
for shape, (m, n, k) in (("", (128, 128, 128)), ("_ragged", (100, 72, 40))):
    gemm_cases += [
        gemm_case("f16_f32" + shape, "cutlass_gemm_f16_f32", "f16", "f16", "f32", "row-major", "row-major",
                  "mma.sync m16n8k16 f16 -> f32, B through ldmatrix.trans", m, n, k, 32, 1.0, 0.5,
                  F32_TOL, F32_SUM),
        gemm_case("bf16_f32" + shape, "cutlass_gemm_bf16_f32", "bf16", "bf16", "f32", "column-major",
                  "column-major", "mma.sync m16n8k16 bf16 -> f32", m, n, k, 32, 1.0, 0.5, F32_TOL, F32_SUM,
                  lda=(104 if m % 8 else None)),
        gemm_case("tf32" + shape, "cutlass_gemm_tf32", "f32", "f32", "f32", "row-major", "column-major",
                  "mma.sync m16n8k8 tf32 -> f32, the f32 inputs rounded to tf32 by CUTLASS (half an ulp added, 13 bits dropped)", m, n, k, 16, 1.0, 0.5,
                  F32_TOL, F32_SUM),
        gemm_case("f64" + shape, "cutlass_gemm_f64", "f64", "f64", "f64", "row-major", "column-major",
                  "mma.sync m8n8k4 f64, alignment 1", m, n, k, 16, 1.0, 0.5, {"rtol": 1e-12, "atol": 1e-12},
                  "f64 sums in another order: rtol/atol 1e-12", shared=49152),
        gemm_case("s8_s32" + shape, "cutlass_gemm_s8_s32", "i8", "i8", "i32", "row-major", "column-major",
                  "mma.sync m16n8k32 s8 -> s32 with saturation, CUTLASS's default for int8", m, n,
                  (48 if shape else k), 64, 2.0, -1.0, {}, "Integers: exact", init=(-128, 127)),
        gemm_case("f16_f16" + shape, "cutlass_gemm_f16_f16", "f16", "f16", "f16", "row-major", "column-major",
                  "mma.sync m16n8k16 f16 -> f16, f16 accumulators, f16 epilogue (fma.rn.f16x2)", m, n, k, 32,
                  1.0, 0.5, {"rtol": 1e-2, "atol": 6e-2},
                  "f16 sums of k products in [-1, 1] rounded at each step in another order than "
                  "NVIDIA's: partial sums up to ~16, whose f16 ulp is 2^-6: rtol 1e-2, atol 6e-2"),
    ]

write("cutlass_gemm", {
    "package": PACKAGE,
    "include": ["csrc/cutlass/include"],
    "options": OPTIONS,
    "origin": "flash-attn 2.8.3.post2 (PyPI sdist) csrc/cutlass/include: the CUTLASS that flash-attn bundles, "
    "its 2.x GEMM (cutlass/gemm/kernel/default_gemm.h, gemm/kernel/gemm.h, gemm/threadblock/mma_multistage.h, "
    "epilogue/threadblock), NVIDIA/cutlass",
    "license": LICENSE,
    "cases": gemm_cases,
})
