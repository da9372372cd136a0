#!/usr/bin/env python3
"""References for gpujit-bench, measured on the same GPU in the same run.

    python3 bench/references.py [--json PATH] [--reps N] [--triton-cold-reps N]

Needs CuPy (14), Triton (3.6) and PyTorch (Triton's tensors) on a CUDA machine;
`bundle/run bench` runs it (ci/gpu-bench builds the bundle). A missing package
or a failing measurement is recorded under "errors" and the rest still runs.

What it measures, each with the gpujit figure it stands beside:

- cold.cupy_nvrtc: `cupy.RawKernel(src).compile()` of a SAXPY equivalent to
  gpujit's (NVRTC, then the module load), each repetition a uniquely named
  kernel so that no cache can hit; the process's first compile is reported
  apart. Run with CUDA_CACHE_DISABLE=1 (set here if unset) and CuPy's disk
  cache in a fresh folder (CUPY_CACHE_IN_MEMORY=0, CUPY_CACHE_DIR=a temp dir).
- cold.triton: the first call of a new specialization of a Triton SAXPY (a
  unique constexpr each time): compile, load, launch, synchronize.
- saxpy: SAXPY on 2^26 f32 with a CuPy ElementwiseKernel (out of place, same
  12 bytes per element) and with Triton (best of a small BLOCK x num_warps sweep).
- reduce: cupy.sum of 2^28 f32 (4 bytes per element) and a CuPy
  device-to-device memcpy of the same (8 bytes per element).
- sgemm: cupy.matmul of 4096x4096 f32 (cuBLAS; FP32, TF32 only if CUPY_TF32=1).
- sgemm_tf32: torch.matmul of 4096x4096 f32 with
  torch.backends.cuda.matmul.allow_tf32 (cuBLAS reading the inputs as tf32).
- gemm_bf16: torch.matmul(a, bt.t()) of 8192x8192 bf16 (cuBLAS, f32
  accumulation, bf16 output): A row-major, B given transposed (bt is n x k
  row-major), the layout gpujit's bf16 GEMM takes.
- gemm_f16: the same in f16.
- gemm_bf16_ab: torch.matmul(a, b) of 8192x8192 bf16, B row-major (k x n) as it
  is.
- gemm_fp8: torch._scaled_mm(a, bt.t()) of 8192x8192 e4m3 with per-tensor
  scales (product 0.5), bf16 output (cuBLASLt).

`--only sgemm,sgemm_tf32,gemm_bf16,gemm_f16,gemm_bf16_ab,gemm_fp8` runs just those sections (what `bundle/run bench
--gemm` does).

Kernels are timed like gpujit-bench times its own: a pair of CUDA events around
each launch, all launches queued before one synchronize (so host-side launch
cost does not show), after warm-up; the median is reported.
Writes the JSON ({"references": {...}}) to --json PATH, or prints it on stdout
without one; progress and errors go to stderr.
"""

import argparse
import json
import os
import sys
import tempfile
import time
import traceback

# Before anything initialises CUDA or imports the compilers: no driver JIT
# cache, and compiler caches in fresh folders so that nothing from an earlier
# run can hit.
os.environ.setdefault("CUDA_CACHE_DISABLE", "1")
os.environ.setdefault("CUPY_CACHE_IN_MEMORY", "0")
_tmp = tempfile.mkdtemp(prefix="gpujit-references-")
os.environ.setdefault("CUPY_CACHE_DIR", os.path.join(_tmp, "cupy"))
os.environ.setdefault("TRITON_CACHE_DIR", os.path.join(_tmp, "triton"))

ERRORS = {}

try:
    import cupy as cp
except Exception as e:  # noqa: BLE001 - recorded, the rest goes on
    cp = None
    ERRORS["import cupy"] = f"{type(e).__name__}: {e}"

try:
    import torch
    import triton
    import triton.language as tl
except Exception as e:  # noqa: BLE001
    torch = triton = None
    ERRORS["import triton/torch"] = f"{type(e).__name__}: {e}"

    class tl:  # a stand-in so that the kernel definitions below still evaluate
        constexpr = object


def _jit(fn):
    return triton.jit(fn) if triton is not None else fn


@_jit
def saxpy_cold(x_ptr, y_ptr, a, n, BLOCK: tl.constexpr, SALT: tl.constexpr):
    # SALT is unused: each value is a new specialization, compiled on first call.
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(y_ptr + offs, a * x + y, mask=mask)


@_jit
def saxpy_triton(x_ptr, y_ptr, a, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(y_ptr + offs, a * x + y, mask=mask)


SAXPY_CUDA = r"""
// gpujit-bench reference {salt}
extern "C" __global__ void {name}(float a, const float* x, float* y, unsigned int n) {{
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}}
"""


def log(msg):
    print(f"references.py: {msg}", file=sys.stderr, flush=True)


def median(xs):
    xs = sorted(x for x in xs if x == x and x not in (float("inf"), float("-inf")))
    if not xs:
        return None
    m = len(xs) // 2
    return xs[m] if len(xs) % 2 else (xs[m - 1] + xs[m]) / 2


def rnd(x):
    return None if x is None else float(f"{x:.6g}")


def summary_ms(samples):
    return {
        "median_ms": rnd(median(samples)),
        "min_ms": rnd(min(samples)) if samples else None,
        "samples_ms": [rnd(s) for s in samples],
    }


def per_second(count, samples, unit):
    """`count` per second over the median sample (ms), in `unit`s (1e9: giga)."""
    m = median(samples)
    return None if not m else rnd(count / (m * 1e-3) / unit)


def time_events(make_event, elapsed, sync, fn, reps, warmup=3):
    """Event pairs around each call, every call queued before one synchronize."""
    for _ in range(warmup):
        fn()
    sync()
    starts = [make_event() for _ in range(reps)]
    ends = [make_event() for _ in range(reps)]
    for s, e in zip(starts, ends):
        s.record()
        fn()
        e.record()
    sync()
    return [elapsed(s, e) for s, e in zip(starts, ends)]


def time_cupy(fn, reps, warmup=3):
    return time_events(
        cp.cuda.Event,
        cp.cuda.get_elapsed_time,
        lambda: cp.cuda.Device().synchronize(),
        fn,
        reps,
        warmup,
    )


def time_torch(fn, reps, warmup=3):
    return time_events(
        lambda: torch.cuda.Event(enable_timing=True),
        lambda s, e: s.elapsed_time(e),
        torch.cuda.synchronize,
        fn,
        reps,
        warmup,
    )


def section(name, fn):
    try:
        log(name)
        return fn()
    except Exception as e:  # noqa: BLE001 - recorded, the rest goes on
        traceback.print_exc(file=sys.stderr)
        ERRORS[name] = f"{type(e).__name__}: {e}"
        return None


def free_memory():
    if cp is not None:
        cp.get_default_memory_pool().free_all_blocks()
    if torch is not None:
        torch.cuda.empty_cache()


def cold_cupy(reps):
    salt = f"{os.getpid():x}_{time.time_ns() & 0xFFFFFFFF:x}"
    n = 1024
    x = cp.ones(n, dtype=cp.float32)
    y = cp.empty(n, dtype=cp.float32)
    compile_ms, launch_ms, first = [], [], None
    for i in range(reps + 1):
        name = f"saxpy_cold_{salt}_{i}"
        src = SAXPY_CUDA.format(name=name, salt=salt)
        y.fill(2.0)
        cp.cuda.Device().synchronize()
        t0 = time.perf_counter()
        k = cp.RawKernel(src, name)
        k.compile()
        t1 = time.perf_counter()
        k(((n + 255) // 256,), (256,), (cp.float32(3.0), x, y, cp.uint32(n)))
        cp.cuda.Device().synchronize()
        t2 = time.perf_counter()
        if not bool((y == 5.0).all()):
            raise RuntimeError(f"{name}: wrong result")
        c, l = (t1 - t0) * 1e3, (t2 - t1) * 1e3
        if i == 0:
            first = {"compile_ms": rnd(c), "first_launch_ms": rnd(l)}
        else:
            compile_ms.append(c)
            launch_ms.append(l)
    out = summary_ms(compile_ms)
    out.update(
        {
            "reps": reps,
            "first_in_process": first,
            "first_launch_median_ms": rnd(median(launch_ms)),
            "note": "cupy.RawKernel(unique source).compile(): NVRTC and module load; "
            "first launch (+sync) reported apart",
        }
    )
    return out


def cold_triton(reps):
    salt = time.time_ns() % 1_000_000_000
    n = 1024
    x = torch.ones(n, device="cuda", dtype=torch.float32)
    y = torch.empty(n, device="cuda", dtype=torch.float32)
    samples, first = [], None
    for i in range(reps + 1):
        y.fill_(2.0)
        torch.cuda.synchronize()
        t0 = time.perf_counter()
        saxpy_cold[(triton.cdiv(n, 256),)](x, y, 3.0, n, BLOCK=256, SALT=salt + i)
        torch.cuda.synchronize()
        ms = (time.perf_counter() - t0) * 1e3
        if not bool((y == 5.0).all()):
            raise RuntimeError("triton cold SAXPY: wrong result")
        if i == 0:
            first = rnd(ms)
        else:
            samples.append(ms)
    out = summary_ms(samples)
    out.update(
        {
            "reps": reps,
            "first_in_process_ms": first,
            "note": "first call of a new specialization (unique constexpr): compile, "
            "load, launch, synchronize",
        }
    )
    return out


def saxpy_cupy(reps):
    n = 1 << 26
    k = cp.ElementwiseKernel(
        "float32 a, float32 x, float32 y", "float32 z", "z = a * x + y", "saxpy_elementwise"
    )
    x = cp.random.random_sample(n, dtype=cp.float32) * 2 - 1
    y = cp.random.random_sample(n, dtype=cp.float32) * 2 - 1
    z = cp.empty_like(y)
    a = cp.float32(2.5)
    k(a, x, y, z)
    # The kernel may contract a*x+y into an fma: compare with a tolerance that allows it.
    if not bool(cp.allclose(z, a * x + y, rtol=1e-6, atol=1e-6)):
        raise RuntimeError("cupy SAXPY: wrong result")
    samples = time_cupy(lambda: k(a, x, y, z), reps)
    out = summary_ms(samples)
    out.update({"n": n, "gbs": per_second(12 * n, samples, 1e9)})
    del x, y, z
    free_memory()
    return out


def saxpy_triton_bw(reps):
    n = 1 << 26
    x = torch.rand(n, device="cuda", dtype=torch.float32) * 2 - 1
    y0 = torch.rand(n, device="cuda", dtype=torch.float32) * 2 - 1
    y = y0.clone()
    saxpy_triton[(triton.cdiv(n, 1024),)](x, y, 2.5, n, BLOCK=1024)
    torch.cuda.synchronize()
    if not torch.allclose(y, 2.5 * x + y0, rtol=1e-6, atol=1e-6):
        raise RuntimeError("triton SAXPY: wrong result")
    sweep = []
    for block in (1024, 2048, 4096):
        for warps in (4, 8):
            grid = (triton.cdiv(n, block),)

            def run(block=block, warps=warps, grid=grid):
                saxpy_triton[grid](x, y, 2.5, n, BLOCK=block, num_warps=warps)

            s = time_torch(run, 10)
            sweep.append({"BLOCK": block, "num_warps": warps, "median_ms": rnd(median(s))})
    best = min(sweep, key=lambda c: c["median_ms"])
    grid = (triton.cdiv(n, best["BLOCK"]),)
    samples = time_torch(
        lambda: saxpy_triton[grid](
            x, y, 2.5, n, BLOCK=best["BLOCK"], num_warps=best["num_warps"]
        ),
        reps,
    )
    out = summary_ms(samples)
    out.update(
        {
            "n": n,
            "gbs": per_second(12 * n, samples, 1e9),
            "config": {"BLOCK": best["BLOCK"], "num_warps": best["num_warps"]},
            "sweep": sweep,
        }
    )
    del x, y, y0
    free_memory()
    return out


def reduce_cupy(reps):
    n = 1 << 28
    x = cp.random.random_sample(n, dtype=cp.float32) * 2 - 1
    want = float(cp.sum(x, dtype=cp.float64))
    got = float(cp.sum(x))
    if abs(got - want) > 1e-5 * float(cp.abs(x).sum(dtype=cp.float64)) + 1e-3:
        raise RuntimeError(f"cupy.sum: {got}, reference {want}")
    samples = time_cupy(lambda: cp.sum(x), reps)
    out = {"n": n, "cupy_sum": summary_ms(samples)}
    out["cupy_sum"]["gbs"] = per_second(4 * n, samples, 1e9)
    dst = cp.empty_like(x)
    samples = time_cupy(lambda: dst.data.copy_from_device_async(x.data, x.nbytes), reps)
    out["cupy_memcpy"] = summary_ms(samples)
    out["cupy_memcpy"]["gbs"] = per_second(8 * n, samples, 1e9)
    try:
        from cupy._core import _accelerator

        out["reduction_accelerators"] = [
            str(a) for a in _accelerator.get_reduction_accelerators()
        ]
    except Exception:  # noqa: BLE001 - informational only
        pass
    del x, dst
    free_memory()
    return out


def sgemm_cupy(reps):
    n = 4096
    a = cp.random.random_sample((n, n), dtype=cp.float32) * 2 - 1
    b = cp.random.random_sample((n, n), dtype=cp.float32) * 2 - 1
    c = cp.empty((n, n), dtype=cp.float32)
    cp.matmul(a, b, out=c)
    rows = cp.arange(0, n, n // 16)
    want = a[rows].astype(cp.float64) @ b.astype(cp.float64)
    err = float(cp.abs(c[rows] - want).max())
    samples = time_cupy(lambda: cp.matmul(a, b, out=c), reps)
    out = {"n": n, "cupy_matmul": summary_ms(samples)}
    out["cupy_matmul"].update(
        {
            "tflops": per_second(2 * n**3, samples, 1e12),
            "max_abs_error_sampled_rows": rnd(err),
            "tf32": os.environ.get("CUPY_TF32", "0") == "1",
        }
    )
    del a, b, c
    free_memory()
    return out


def sgemm_tf32_torch(reps):
    """4096³ f32 `a @ b` with tf32 allowed (cuBLAS's tensor-core path)."""
    n = 4096
    torch.manual_seed(0)
    a = torch.rand((n, n), device="cuda") * 2 - 1
    b = torch.rand((n, n), device="cuda") * 2 - 1
    before = torch.backends.cuda.matmul.allow_tf32
    torch.backends.cuda.matmul.allow_tf32 = True
    try:
        c = torch.matmul(a, b)
        torch.cuda.synchronize()
        rows = torch.arange(0, n, n // 16, device="cuda")
        want = a[rows].to(torch.float64) @ b.to(torch.float64)
        err = float((c[rows].to(torch.float64) - want).abs().max())
        samples = time_torch(lambda: torch.matmul(a, b, out=c), reps)
    finally:
        torch.backends.cuda.matmul.allow_tf32 = before
    out = {"n": n, "torch_matmul": summary_ms(samples)}
    out["torch_matmul"].update(
        {
            "tflops": per_second(2 * n**3, samples, 1e12),
            "max_abs_error_sampled_rows": rnd(err),
            "note": "torch.matmul(a, b): f32 in and out, allow_tf32, cuBLAS",
        }
    )
    del a, b, c
    free_memory()
    return out


def gemm_bf16_torch(reps, dtype=None, transposed=True):
    """8192³ of `dtype`: `a @ bt.t()` (`transposed`), or `a @ b` with `b`
    row-major."""
    dtype = dtype or torch.bfloat16
    name = "bf16" if dtype == torch.bfloat16 else "f16"
    n = 8192
    torch.manual_seed(0)
    a = (torch.rand((n, n), device="cuda") * 2 - 1).to(dtype)
    bt = (torch.rand((n, n), device="cuda") * 2 - 1).to(dtype)
    rhs = bt.t() if transposed else bt
    c = torch.matmul(a, rhs)
    torch.cuda.synchronize()
    rows = torch.arange(0, n, n // 16, device="cuda")
    want = a[rows].to(torch.float64) @ rhs.to(torch.float64)
    err = float((c[rows].to(torch.float64) - want).abs().max())
    scale = float(want.abs().max())
    if not err <= scale / 64:
        raise RuntimeError(f"torch.matmul {name}: max error {err} of {scale}")
    samples = time_torch(lambda: torch.matmul(a, rhs, out=c), reps)
    out = {"n": n, "torch_matmul": summary_ms(samples)}
    product = "a, bt.t()" if transposed else "a, b"
    out["torch_matmul"].update(
        {
            "tflops": per_second(2 * n**3, samples, 1e12),
            "max_abs_error_sampled_rows": rnd(err),
            "note": f"torch.matmul({product}): {name} in and out, cuBLAS",
        }
    )
    del a, bt, c
    free_memory()
    return out


def gemm_fp8_torch(reps):
    """8192³ `torch._scaled_mm(a, bt.t())` on e4m3 with per-tensor scales
    whose product is 0.5, bf16 out (cuBLASLt's FP8 path)."""
    n = 8192
    torch.manual_seed(0)
    fp8 = torch.float8_e4m3fn
    a = (torch.rand((n, n), device="cuda") * 2 - 1).to(fp8)
    bt = (torch.rand((n, n), device="cuda") * 2 - 1).to(fp8)
    scale_a = torch.tensor(0.5, device="cuda")
    scale_b = torch.tensor(1.0, device="cuda")

    def run():
        return torch._scaled_mm(a, bt.t(), scale_a=scale_a, scale_b=scale_b, out_dtype=torch.bfloat16)

    c = run()
    torch.cuda.synchronize()
    rows = torch.arange(0, n, n // 16, device="cuda")
    want = 0.5 * (a[rows].to(torch.float64) @ bt.t().to(torch.float64))
    err = float((c[rows].to(torch.float64) - want).abs().max())
    scale = float(want.abs().max())
    if not err <= scale / 32:
        raise RuntimeError(f"torch._scaled_mm e4m3: max error {err} of {scale}")
    samples = time_torch(run, reps)
    out = {"n": n, "torch_scaled_mm": summary_ms(samples)}
    out["torch_scaled_mm"].update(
        {
            "tflops": per_second(2 * n**3, samples, 1e12),
            "max_abs_error_sampled_rows": rnd(err),
            "note": "torch._scaled_mm(a, bt.t(), scale_a, scale_b, out_dtype=bfloat16): e4m3 in, cuBLASLt",
        }
    )
    del a, bt, c
    free_memory()
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--json", help="write the JSON here (default: stdout)")
    ap.add_argument("--reps", type=int, default=20, help="repetitions (default 20)")
    ap.add_argument(
        "--triton-cold-reps",
        type=int,
        default=5,
        help="Triton specializations compiled for the cold reference (default 5)",
    )
    ap.add_argument(
        "--only",
        help="comma-separated sections to run (cold, saxpy, reduce, sgemm, gemm_bf16, gemm_f16, "
        "gemm_bf16_ab, gemm_fp8; default all)",
    )
    args = ap.parse_args()
    only = set(args.only.split(",")) if args.only else None

    def want(name):
        return only is None or name in only

    refs = {
        "cold": {},
        "saxpy": {},
        "reduce": {},
        "sgemm": {},
        "sgemm_tf32": {},
        "gemm_bf16": {},
        "gemm_f16": {},
        "gemm_bf16_ab": {},
        "gemm_fp8": {},
    }
    env = [
        "CUDA_CACHE_DISABLE",
        "CUPY_CACHE_DIR",
        "CUPY_CACHE_IN_MEMORY",
        "CUPY_TF32",
        "CUPY_ACCELERATORS",
        "TRITON_CACHE_DIR",
    ]
    refs["env"] = {k: os.environ.get(k) for k in env}
    versions = {"python": sys.version.split()[0]}
    if cp is not None:
        versions["cupy"] = cp.__version__
        try:
            refs["device"] = cp.cuda.runtime.getDeviceProperties(0)["name"].decode()
            versions["cuda_driver"] = cp.cuda.runtime.driverGetVersion()
            versions["cuda_runtime"] = cp.cuda.runtime.runtimeGetVersion()
            versions["nvrtc"] = ".".join(map(str, cp.cuda.nvrtc.getVersion()))
        except Exception as e:  # noqa: BLE001
            ERRORS["device"] = f"{type(e).__name__}: {e}"
    if triton is not None:
        versions["triton"] = triton.__version__
        versions["torch"] = torch.__version__
        versions["torch_cuda"] = torch.version.cuda
    refs["versions"] = versions
    if os.environ.get("CUPY_TF32") == "1":
        log("warning: CUPY_TF32=1: cuBLAS may use TF32; the reference is meant to be FP32")

    if cp is not None and want("cold"):
        r = section("cold: cupy NVRTC", lambda: cold_cupy(args.reps))
        if r is not None:
            refs["cold"]["cupy_nvrtc"] = r
    if triton is not None and want("cold"):
        r = section("cold: triton", lambda: cold_triton(args.triton_cold_reps))
        if r is not None:
            refs["cold"]["triton"] = r
    if cp is not None and want("saxpy"):
        r = section("saxpy: cupy elementwise", lambda: saxpy_cupy(args.reps))
        if r is not None:
            refs["saxpy"]["cupy_elementwise"] = r
    if triton is not None and want("saxpy"):
        r = section("saxpy: triton", lambda: saxpy_triton_bw(args.reps))
        if r is not None:
            refs["saxpy"]["triton"] = r
    if want("saxpy"):
        refs["saxpy"]["n"] = 1 << 26
        refs["saxpy"]["bytes_per_elem"] = 12
    if cp is not None and want("reduce"):
        r = section("reduce: cupy.sum", lambda: reduce_cupy(args.reps))
        if r is not None:
            refs["reduce"].update(r)
    if cp is not None and want("sgemm"):
        r = section("sgemm: cupy.matmul", lambda: sgemm_cupy(args.reps))
        if r is not None:
            refs["sgemm"].update(r)
    if torch is not None and want("sgemm_tf32"):
        r = section("sgemm_tf32: torch.matmul", lambda: sgemm_tf32_torch(args.reps))
        if r is not None:
            refs["sgemm_tf32"].update(r)
    if torch is not None and want("gemm_bf16"):
        r = section("gemm_bf16: torch.matmul", lambda: gemm_bf16_torch(args.reps))
        if r is not None:
            refs["gemm_bf16"].update(r)
    if torch is not None and want("gemm_f16"):
        r = section(
            "gemm_f16: torch.matmul", lambda: gemm_bf16_torch(args.reps, torch.float16)
        )
        if r is not None:
            refs["gemm_f16"].update(r)
    if torch is not None and want("gemm_bf16_ab"):
        r = section(
            "gemm_bf16_ab: torch.matmul",
            lambda: gemm_bf16_torch(args.reps, transposed=False),
        )
        if r is not None:
            refs["gemm_bf16_ab"].update(r)
    if torch is not None and want("gemm_fp8"):
        r = section("gemm_fp8: torch._scaled_mm", lambda: gemm_fp8_torch(args.reps))
        if r is not None:
            refs["gemm_fp8"].update(r)
    refs["errors"] = ERRORS
    refs["timing"] = (
        "CUDA events around each launch, all queued before one synchronize, after "
        "warm-up; median"
    )

    doc = {"references": refs}
    text = json.dumps(doc, indent=2)
    if args.json:
        with open(args.json, "w") as f:
            f.write(text + "\n")
        log(f"wrote {args.json}")
    else:
        print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
