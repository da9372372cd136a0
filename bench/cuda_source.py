#!/usr/bin/env python3
"""NVRTC reference for `gpujit-bench --cuda-source`, measured through CuPy.

    python3 bench/cuda_source.py [--json PATH] [--reps N] [--md-boxes PATH]

For the sources gpujit-bench compiles (the SAXPY below, the same text as
`crates/bench/src/source.rs`, and our molecular-dynamics box kernel,
kernels/cuda/md_boxes.cu, found by a name expression), on CUDA device 0:

- cold: `cupy.RawModule(code=src, name_expressions=[expr]).get_function(expr)`,
  every repetition a source of its own (a salt comment), so CuPy's caches
  miss: NVRTC, CuPy's disk-cache write, module load, function lookup. Run with
  CUPY_CACHE_IN_MEMORY=0, CUPY_CACHE_DIR a fresh folder and
  CUDA_CACHE_DISABLE=1 (set here when unset; `bundle/run source` sets them).
- nvrtc_only: NVRTC alone, `cupy.cuda.compiler.compile_using_nvrtc` with the
  options RawModule compiles with (no cache, no file, no load).
- warm: the same RawModule a second time: CuPy's in-memory cache is the
  memoization of its compiled modules per process and device (on whatever
  CUPY_CACHE_IN_MEMORY says), so this is a lookup that returns the module
  loaded before.
- warm_disk: the same source through CuPy's disk cache (what a RawModule
  finds in a new process): `cupy._core.core.compile_with_cache` as RawModule
  calls it, reading the cubin and loading it; needs CUPY_CACHE_IN_MEMORY=0.

Every NVRTC compile is counted (CuPy's NVRTC program class is wrapped): each
cold repetition must compile, the warm ones must not. The first repetition of
each measurement is reported apart (`first_ms`). The SAXPY loaded cold is run
once and checked against NumPy.

Without CuPy (or a CUDA device) this writes an `nvrtc` section that says why
it was skipped, and exits 0. Writes {"nvrtc": {...}} to --json PATH, or
prints it without one; progress and errors go to stderr.
"""

import argparse
import json
import os
import sys
import tempfile
import time
import traceback

# Before CuPy is imported: no driver JIT cache, CuPy's disk cache in a fresh
# folder, so nothing from an earlier run can hit.
os.environ.setdefault("CUDA_CACHE_DISABLE", "1")
os.environ.setdefault("CUPY_CACHE_IN_MEMORY", "0")
os.environ.setdefault(
    "CUPY_CACHE_DIR", os.path.join(tempfile.mkdtemp(prefix="gpujit-cuda-source-"), "cupy")
)

# The same text as SAXPY in crates/bench/src/source.rs (a unit test there checks).
SAXPY = r"""extern "C" __global__ void saxpy(float a, const float *x, float *y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        y[i] = a * x[i] + y[i];
    }
}
"""

ERRORS = {}
# NVRTC compiles CuPy has run; None when they cannot be counted.
COMPILES = [None]


def log(msg):
    print(f"cuda_source.py: {msg}", file=sys.stderr, flush=True)


def median(xs):
    xs = sorted(xs)
    if not xs:
        return None
    m = len(xs) // 2
    return xs[m] if len(xs) % 2 else (xs[m - 1] + xs[m]) / 2


def rnd(x):
    return None if x is None else float(f"{x:.6g}")


def salted(src, salt, rep):
    """A source of its own: the comment gpujit-bench puts before the same text."""
    return f"// gpujit-bench --cuda-source {salt} {rep}\n{src}"


def timed(reps, one):
    """`one(i)` for i in 0..reps (inclusive), timed; the first apart."""
    samples, first, compiles = [], None, []
    counted = COMPILES[0] is not None
    for i in range(reps + 1):
        before = COMPILES[0]
        t0 = time.perf_counter()
        one(i)
        ms = (time.perf_counter() - t0) * 1e3
        if counted:
            compiles.append(COMPILES[0] - before)
        if i == 0:
            first = ms
        else:
            samples.append(ms)
    return {
        "median_ms": rnd(median(samples)),
        "min_ms": rnd(min(samples)),
        "first_ms": rnd(first),
        "samples_ms": [rnd(s) for s in samples],
        "nvrtc_compiles": compiles if counted else None,
    }


def count_compiles(compiler):
    """Wraps CuPy's NVRTC program class so that every compile is counted."""
    program = getattr(compiler, "_NVRTCProgram", None)
    if program is None or not hasattr(program, "compile"):
        log("warning: cannot count NVRTC compiles in this CuPy (no _NVRTCProgram.compile)")
        return
    original = program.compile
    COMPILES[0] = 0

    def compile_counted(self, *args, **kwargs):
        COMPILES[0] += 1
        return original(self, *args, **kwargs)

    program.compile = compile_counted


def expect_compiles(result, what, want):
    """Checks each timed repetition compiled (`want` True) or did not."""
    counts = result.get("nvrtc_compiles")
    if counts is None:
        result["verified"] = False
        return
    bad = [c for c in counts if (c == 0) == want]
    if bad:
        raise RuntimeError(f"{what}: NVRTC compile counts {counts}: expected {'≥ 1' if want else '0'} each")
    result["verified"] = True


def check_saxpy(cp, kernel):
    n = 10007
    x = cp.asarray([float(i % 1000) for i in range(n)], dtype=cp.float32)
    y0 = cp.asarray([float(i % 777) - 300.0 for i in range(n)], dtype=cp.float32)
    y = y0.copy()
    kernel(((n + 255) // 256,), (256,), (cp.float32(3.0), x, y, cp.int32(n)))
    want = cp.float32(3.0) * x + y0
    if not bool((y == want).all()):
        bad = int((y != want).sum())
        raise RuntimeError(f"SAXPY loaded by RawModule: {bad} of {n} results differ from the CPU")


def measure(cp, compiler, key, src, expr, reps, salt, options):
    out = {"kernel": expr}
    # 1. Cold: a new source each time.
    kernels = []

    def cold(i):
        mod = cp.RawModule(code=salted(src, salt, f"c{i}"), name_expressions=[expr])
        kernels.append(mod.get_function(expr))

    log(f"{key}: cold RawModule")
    out["cold"] = timed(reps, cold)
    expect_compiles(out["cold"], f"{key} cold", True)
    out["lowered_name"] = getattr(kernels[-1], "name", None)
    if key == "saxpy":
        check_saxpy(cp, kernels[-1])
        out["checked"] = "the kernel loaded cold matches NumPy on 10007 elements"

    # 2. NVRTC alone, with the options RawModule compiles with.
    def nvrtc_only(i):
        compiler.compile_using_nvrtc(
            salted(src, salt, f"n{i}"),
            options=options,
            name_expressions=[expr],
            cache_in_memory=True,
        )

    log(f"{key}: NVRTC alone")
    try:
        out["nvrtc_only"] = timed(reps, nvrtc_only)
        expect_compiles(out["nvrtc_only"], f"{key} NVRTC alone", True)
    except Exception as e:  # noqa: BLE001 - recorded, the rest goes on
        traceback.print_exc(file=sys.stderr)
        ERRORS[f"{key}.nvrtc_only"] = f"{type(e).__name__}: {e}"

    # 3. Warm: the same RawModule again (CuPy's memoized module).
    warm_src = salted(src, salt, "warm")
    first = cp.RawModule(code=warm_src, name_expressions=[expr])
    first.get_function(expr)
    again = []

    def warm(i):
        mod = cp.RawModule(code=warm_src, name_expressions=[expr])
        mod.get_function(expr)
        again.append(mod)

    log(f"{key}: warm RawModule")
    out["warm"] = timed(reps, warm)
    expect_compiles(out["warm"], f"{key} warm", False)
    if any(m.module is not first.module for m in again):
        raise RuntimeError(f"{key} warm: a second RawModule did not find the first one's module")

    # 4. Warm from CuPy's disk cache: what RawModule does on a memo miss.
    if os.environ.get("CUPY_CACHE_IN_MEMORY", "0") not in ("0", ""):
        out["warm_disk"] = {"skipped": "CUPY_CACHE_IN_MEMORY is set: nothing is on disk"}
    else:
        def warm_disk(i):
            mod = cp._core.core.compile_with_cache(
                warm_src, (), prepend_cupy_headers=False, name_expressions=(expr,)
            )
            mod.get_function(mod.mapping[expr])

        log(f"{key}: warm from CuPy's disk cache")
        try:
            r = timed(reps, warm_disk)
            expect_compiles(r, f"{key} warm from disk", False)
            out["warm_disk"] = r
        except Exception as e:  # noqa: BLE001
            traceback.print_exc(file=sys.stderr)
            ERRORS[f"{key}.warm_disk"] = f"{type(e).__name__}: {e}"
    return out


def md_boxes_path(given):
    here = os.path.dirname(os.path.abspath(__file__))
    for p in [given] if given else [
        os.path.join(here, "md_boxes.cu"),
        os.path.join(here, "..", "kernels", "cuda", "md_boxes.cu"),
    ]:
        if p and os.path.isfile(p):
            return p
    return None


def run(args):
    doc = {"kernels": {}}
    env = ["CUDA_CACHE_DISABLE", "CUPY_CACHE_DIR", "CUPY_CACHE_IN_MEMORY", "CUPY_NVRTC_USE_PCH"]
    doc["env"] = {k: os.environ.get(k) for k in env}
    doc["versions"] = {"python": sys.version.split()[0]}
    try:
        import cupy as cp
        from cupy.cuda import compiler
    except Exception as e:  # noqa: BLE001
        doc["skipped"] = f"CuPy is not importable: {type(e).__name__}: {e}"
        log(doc["skipped"])
        return doc
    doc["versions"]["cupy"] = cp.__version__
    try:
        cp.cuda.Device(0).use()
        cp.zeros(1, dtype=cp.float32)  # the context, before anything is timed
        doc["device"] = cp.cuda.runtime.getDeviceProperties(0)["name"].decode()
        doc["versions"]["nvrtc"] = ".".join(map(str, cp.cuda.nvrtc.getVersion()))
        doc["versions"]["cuda_driver"] = cp.cuda.runtime.driverGetVersion()
        doc["versions"]["cuda_runtime"] = cp.cuda.runtime.runtimeGetVersion()
    except Exception as e:  # noqa: BLE001
        doc["skipped"] = f"no usable CUDA device through CuPy: {type(e).__name__}: {e}"
        log(doc["skipped"])
        return doc
    count_compiles(compiler)
    # The options RawModule compiles with (CuPy adds -arch and
    # --device-as-default-execution-space itself in compile_using_nvrtc).
    try:
        options = cp._core.core.assemble_cupy_compiler_options(()) + ("-ftz=true",)
    except Exception as e:  # noqa: BLE001
        options = ("-ftz=true",)
        ERRORS["options"] = f"CuPy's compiler options unknown ({type(e).__name__}: {e}); NVRTC alone uses -ftz=true only"
    doc["nvrtc_only_options"] = list(options)
    try:
        doc["arch_option"] = list(compiler._get_arch_for_options_for_nvrtc())
    except Exception:  # noqa: BLE001
        pass
    salt = f"{os.getpid():x}{time.time_ns() & 0xFFFFFFFF:x}"
    sources = [("saxpy", SAXPY, "saxpy")]
    path = md_boxes_path(args.md_boxes)
    if path is None:
        ERRORS["md_boxes"] = "md_boxes.cu not found (pass --md-boxes PATH)"
    else:
        with open(path) as f:
            sources.append(("md_boxes", f.read(), "md_box_forces"))
    for key, src, expr in sources:
        try:
            doc["kernels"][key] = measure(cp, compiler, key, src, expr, args.reps, salt, options)
        except Exception as e:  # noqa: BLE001
            traceback.print_exc(file=sys.stderr)
            ERRORS[key] = f"{type(e).__name__}: {e}"
    doc["reps"] = args.reps
    doc["note"] = (
        "ms; median of the timed repetitions, first_ms the process's first; cold: "
        "RawModule(new source).get_function (NVRTC, disk-cache write, load); nvrtc_only: "
        "compile_using_nvrtc with RawModule's options; warm: RawModule(same source) "
        "again, CuPy's memoized module; warm_disk: compile_with_cache from CuPy's disk "
        "cache and load"
    )
    return doc


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--json", help="write the JSON here (default: stdout)")
    ap.add_argument("--reps", type=int, default=10, help="timed repetitions (default 10)")
    ap.add_argument("--md-boxes", help="md_boxes.cu (default: next to this script, then the repository's kernels/cuda/)")
    args = ap.parse_args()
    if args.reps < 1:
        ap.error("--reps must be positive")
    doc = run(args)
    doc["errors"] = ERRORS
    text = json.dumps({"nvrtc": doc}, indent=2)
    if args.json:
        with open(args.json, "w") as f:
            f.write(text + "\n")
        log(f"wrote {args.json}")
    else:
        print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
