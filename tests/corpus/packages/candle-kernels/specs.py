#!/usr/bin/env python3
"""Writes the specs (tests/corpus/CASES.md) of candle-kernels 0.11.1: one
NAME.json per source file of the crate that candle's build.rs compiles to PTX
(src/NAME.cu, wrapped by our NAME.cu), one case per extern "C" kernel.

    specs.py              write the *.json beside this script
    specs.py --check      and then check them against the IR the wrappers
                          compile to (../check_specs.py), listing the kernels
                          of each file that no case launches

Arguments follow candle's Rust side (candle-core's cuda_backend, candle-nn's
ops and rotary_emb): size_t is u64; `info` buffers hold dims then strides
(binary: dims, lhs strides, rhs strides; where: dims, ids/t/f strides; sum:
dims, strides, summed dims, their strides). Elementwise kernels run on a
23 x 41 tensor (943 elements) with 4 blocks of 128 threads, so the
grid-stride loops run twice with a partial second pass, in a contiguous
layout and in strided/broadcast ones (the non-contiguous branches are other
code). fp8 (e4m3) data travels as raw bytes in u8 buffers. f16/bf16 scalars
passed by value are the structs __half/__nv_bfloat16 (byval in the IR), given
as {"struct": [{"u16": bits}]}. (The quantized files are q_specs.py's.) Cases whose
kernels gpujit cannot lift yet carry `refused` (REFUSED below, from the
suite's own messages); the suite fails when one of them starts to lift.
Only the Python standard library is used.
"""
import json
import os
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = "candle-kernels"
VERSION = "0.11.1"
LICENSE = "MIT OR Apache-2.0"  # exactly the licence column of tests/corpus/packages.lock
OPTIONS = ["-std=c++17"]  # build.rs: nvcc --expt-relaxed-constexpr -std=c++17 -O3

# ---------------------------------------------------------------- helpers

FLOATS = ("f32", "f64", "f16", "bf16")
HALVES = ("f16", "bf16")
I64_MAX = 0x7FFFFFFFFFFFFFFF
SENTINEL = {"u8": 0xFF, "u32": 0xFFFFFFFF, "i64": I64_MAX}  # max_value<I>() in indexing.cu


def btype(t):
    """The spec's element type of a candle dtype (fp8 e4m3 as raw bytes)."""
    return "u8" if t == "f8" else t


def buf(t, n, init, seed=None):
    b = {"type": btype(t), "len": n, "init": init}
    if seed is not None:
        b["seed"] = seed
    return b


def uni(lo, hi):
    return {"uniform": [lo, hi]}


def values(*v):
    return {"values": list(v)}


def info(*v):
    return buf("u64", len(v), values(*v))


def B(name, offset=None):
    a = {"buf": name}
    if offset:
        a["offset"] = offset
    return a


def u64(v):
    return {"u64": v}


def u32(v):
    return {"u32": v}


def i32(v):
    return {"i32": v}


def f16_bits(v):
    return struct.unpack("<H", struct.pack("<e", v))[0]


def bf16_bits(v):
    b = struct.unpack("<I", struct.pack("<f", v))[0]
    return ((b + 0x7FFF + ((b >> 16) & 1)) >> 16) & 0xFFFF


def f8_bits(v):
    """e4m3 (bias 7, no infinities) of a value it holds exactly."""
    if v == 0:
        return 0
    s = 0x80 if v < 0 else 0
    v = abs(v)
    e = 0
    while v >= 2:
        v /= 2
        e += 1
    while v < 1:
        v *= 2
        e -= 1
    m = (v - 1) * 8
    assert m == int(m) and 1 <= e + 7 <= 15, v
    return s | ((e + 7) << 3) | int(m)


def scalar(t, v):
    """A by-value kernel argument of candle dtype `t`."""
    if t == "f16":
        return {"struct": [{"u16": f16_bits(v)}]}
    if t == "bf16":
        return {"struct": [{"u16": bf16_bits(v)}]}
    if t == "f8":
        return {"struct": [{"u8": f8_bits(v)}]}
    return {t: v}


def launch(kernel, grid, block, args, shared=0):
    g = list(grid) + [1] * (3 - len(grid))
    b = list(block) + [1] * (3 - len(block))
    return {"kernel": kernel, "grid": g, "block": b, "shared": shared, "args": args}


# Cases refused on some devices, with the reason (the spec's `devices`).
_SIGNED_ZERO = ("the maximum and minimum of +0 and -0 may be either zero (IEEE 754 maxNum/minNum, CUDA's "
                "fmaxf/fminf): NVIDIA returns one, the host's libm the other, in 17 of 943 outputs")
DEVICE_REFUSED = {k: {"host32": _SIGNED_ZERO, "host64": _SIGNED_ZERO}
                  for k in ("bmaximum_f8_e4m3", "bminimum_f8_e4m3")}


def case(name, note, buffers, launches, outputs):
    c = {"name": name, "note": note}
    if name in REFUSED:
        c["refused"] = REFUSED[name]
    if name in DEVICE_REFUSED:
        c["devices"] = DEVICE_REFUSED[name]
    c.update({"buffers": buffers, "launches": launches, "outputs": outputs})
    return c


# Kernels the lift does not take yet (gpujit's own run of this spec, host32:
# "cannot lift NVVM IR to portable form; unsupported: ..."), with the reason.
# They still run as written on NVIDIA; the suite fails once one of them lifts.
REFUSED = {}



def ulp(n, atol=None):
    t = {"ulp": n}
    if atol:
        t["atol"] = atol
    return t


EXACT = {}

# The elementwise tensor: 23 x 41, contiguous and transposed (a 41 x 23
# array read as its transpose), 4 blocks of 128 threads.
D0, D1 = 23, 41
N = D0 * D1
C_STRIDES = [D1, 1]
T_STRIDES = [1, D0]
RB_STRIDES = [0, 1]  # a row broadcast down the 23 rows
CB_STRIDES = [1, 0]  # a column broadcast along the 41 columns
GRID, BLOCK = [4], [128]
EW = "23 x 41 elements (943), 4 blocks of 128 threads so the grid-stride loop runs twice, the second pass partial"


def int_domain(t):
    return {"u8": uni(0, 255), "u32": uni(0, 4294967295), "i64": uni(-9000000000000000000, 9000000000000000000),
            "i32": uni(-2000000000, 2000000000), "i16": uni(-32768, 32767), "f8": uni(0, 255)}[t]


def write(name, cases, origin_extra=""):
    spec = {
        "package": PACKAGE,
        "options": OPTIONS,
        "origin": f"candle-kernels {VERSION} (crates.io) src/{name}.cu{origin_extra}, huggingface/candle",
        "license": LICENSE,
        "cases": cases,
    }
    with open(os.path.join(HERE, name + ".json"), "w") as f:
        f.write(dumps(spec))
    return spec


def dumps(spec):
    """JSON with one line per buffer, launch and output, as the hand-written specs."""
    one = lambda v: json.dumps(v, separators=(", ", ": "))
    out = ["{"]
    for key in ("package", "options", "origin", "license"):
        out.append(f' {json.dumps(key)}: {one(spec[key])},')
    out.append(' "cases": [')
    for i, c in enumerate(spec["cases"]):
        out.append("  {")
        out.append(f'   "name": {one(c["name"])},')
        out.append(f'   "note": {one(c["note"])},')
        if "refused" in c:
            out.append(f'   "refused": {one(c["refused"])},')
        if "devices" in c:
            out.append(f'   "devices": {one(c["devices"])},')
        for key in ("buffers", "outputs"):
            if key == "outputs":
                out.append('   "launches": [')
                for j, l in enumerate(c["launches"]):
                    out.append(f'    {one(l)}' + ("," if j + 1 < len(c["launches"]) else ""))
                out.append("   ],")
            out.append(f'   {json.dumps(key)}: {{')
            items = list(c[key].items())
            for j, (n, v) in enumerate(items):
                text = one(v) if key == "outputs" or "values" not in v.get("init", {}) else json.dumps(v, separators=(",", ":"))
                out.append(f'    {json.dumps(n)}: {text}' + ("," if j + 1 < len(items) else ""))
            out.append("   }" + ("," if key == "buffers" else ""))
        out.append("  }" + ("," if i + 1 < len(spec["cases"]) else ""))
    out.append(" ]")
    out.append("}")
    text = "\n".join(out) + "\n"
    assert json.loads(text) == spec
    return text


# ---------------------------------------------------------------- unary.cu

# op: (domain, f32/f64 tolerance, f16/bf16 tolerance, why)
UNARY = {
    "copy": ((-8, 8), EXACT, EXACT, "a copy"),
    "neg": ((-8, 8), EXACT, EXACT, "negation"),
    "recip": ((-4, 4), EXACT, ulp(1), "1.0 / x (f32: a double division rounded to float; f16/bf16: __hdiv's rcp.approx/div.approx with an fma fix-up, 1 ulp)"),
    "exp": ((-10, 10), ulp(4), ulp(2), "expg: libdevice exp (4 ulp between libraries); hexp's ex2.approx with per-input corrections for f16, ex2.approx.f32 for bf16 (2 ulp of the half type)"),
    "log": ((0.01, 100), ulp(4), ulp(2), "logg: libdevice log (4 ulp); hlog's lg2.approx (2 ulp of the half type)"),
    "sin": ((-6, 6), ulp(4), ulp(2), "sing: libdevice sin (4 ulp); hsin (f16 polynomial, bf16 through sinf): 2 ulp of the half type"),
    "cos": ((-6, 6), ulp(4), ulp(2), "cosg: libdevice cos (4 ulp); hcos: 2 ulp of the half type"),
    "tanh": ((-5, 5), ulp(4), ulp(2), "tanhg: libdevice tanh (4 ulp), halves through tanhf"),
    "erf": ((-3, 3), ulp(4), ulp(2), "erfg: libdevice erf (4 ulp), halves through erff"),
    "ceil": ((-8, 8), EXACT, EXACT, "ceil"),
    "floor": ((-8, 8), EXACT, EXACT, "floor"),
    "round": ((-8, 8), EXACT, EXACT, "round half away from zero (the halves hold exact .5 ties)"),
    "normcdf": ((-5, 5), ulp(16), ulp(2), "normcdfg: libdevice normcdf (16 ulp, its bound in the libdevice table)"),
    "abs": ((-8, 8), EXACT, EXACT, "fabs/__habs"),
    "sqr": ((-8, 8), EXACT, EXACT, "x*x, one rounding"),
    "sqrt": ((0, 100), EXACT, ulp(1), "sqrtg: sqrt.rn for f64; f32 within 1 ulp (NVIDIA as clang wrote it takes the approximate sqrtf); hsqrt's sqrt.approx.f32 for the halves (1 ulp)"),
    "gelu": ((-5, 5), None, None, "tanh-approximated GELU, 0.5*x*(1+tanh(sqrt(2/pi)*(x+0.044715*x^3)))"),
    "gelu_erf": ((-5, 5), ulp(16), ulp(2), "x * normcdf(x) (normcdf's 16 ulp)"),
    "relu": ((-8, 8), EXACT, EXACT, "max(x, 0)"),
    "elu": ((-5, 5), None, None, "x > 0 ? x : alpha*(exp(x)-1), alpha 0.5"),
    "silu": ((-10, 10), ulp(4), ulp(2), "x / (1 + exp(-x))"),
    "powf": ((0.1, 4), ulp(8), ulp(2), "powg(x, 2.5): libdevice pow (8 ulp); halves through powf"),
    "sign": ((-8, 8), EXACT, EXACT, "(x > 0) - (x < 0)"),
    "sigmoid": ((-10, 10), ulp(4), ulp(2), "1 / (1 + exp(-x))"),
}
# gelu: for x < 0, 1 + tanh(..) cancels, so tanh's last-bit differences show as
# an absolute error of about 0.5*|x|*4 ulp(1): 5 * 2.4e-7 = 1.2e-6 in f32, and
# one half-type ulp of 1 (f16 9.8e-4, bf16 7.8e-3) times 0.5*|x| in the halves.
GELU_TOL = {"f32": ulp(8, 2e-6), "f64": ulp(8, 4e-15), "f16": ulp(2, 3e-3), "bf16": ulp(2, 2e-2)}
# elu: exp(x) - 1 cancels near 0: alpha * 4 ulp(1) absolute, one half ulp of 1 in the halves.
ELU_TOL = {"f32": ulp(4, 5e-7), "f64": ulp(4, 1e-15), "f16": ulp(2, 5e-4), "bf16": ulp(2, 4e-3)}
UNARY_F = ["copy", "neg", "recip", "exp", "log", "sin", "cos", "tanh", "erf", "ceil", "floor", "round",
           "normcdf", "abs", "sqr", "sqrt", "gelu", "gelu_erf", "relu", "elu", "silu", "powf", "sign", "sigmoid"]
BF16_VEC_UNARY = {"copy", "silu", "sigmoid"}  # UNARY_OP_BF16_VEC / ucopy_bf16: float4 loads of 8 bf16


def unary_tol(op, t):
    if op == "sqrt" and t == "f32":
        # NVIDIA running clang's IR as written gave 1 ulp below the correctly
        # rounded root in 166 of 943 elements (H200): libdevice's sqrtf there
        # is the approximate one; every other device rounds correctly.
        return ulp(1)
    if op == "gelu":
        return GELU_TOL[t]
    if op == "elu":
        return ELU_TOL[t]
    dom, ft, ht, _ = UNARY[op]
    return ht if t in HALVES else ft


def unary():
    cases = []
    for t in ("f32", "f64", "f16", "bf16"):
        for op in UNARY_F:
            k = f"u{op}_{t}"
            dom, _, _, why = UNARY[op]
            tol = unary_tol(op, t)
            param = {"elu": 0.5, "powf": 2.5}.get(op)
            vec = t == "bf16" and op in BF16_VEC_UNARY
            bufs = {
                "info_c": info(D0, D1, *C_STRIDES),
                "info_t": info(D0, D1, *T_STRIDES),
                "x": buf(t, N, uni(*dom)),
                "out_c": buf(t, N, "zero"),
                "out_t": buf(t, N, "zero"),
            }

            def args(inf, out, inp=B("x"), n=N):
                a = [u64(n), u64(2), B(inf)]
                if param is not None:
                    a.append(scalar(t, param))
                return a + [inp, B(out)]

            ls = [launch(k, GRID, BLOCK, args("info_c", "out_c")),
                  launch(k, GRID, BLOCK, args("info_t", "out_t"))]
            outs = {"out_c": tol, "out_t": tol}
            note = f"{why}, in {t}; {EW}; out_c contiguous, out_t reads x transposed (strides [1, 23]: get_strided_index)"
            if vec:
                bufs["out_u"] = buf(t, N, "zero")
                ls.append(launch(k, GRID, BLOCK, args("info_c", "out_u", B("x", 1), N - 1)))
                outs["out_u"] = tol
                note += "; the contiguous launch takes the float4 path (117 vectors of 8, a 7-element tail), out_u reads x from element 1 (not 16-byte aligned: the scalar path)"
            if param is not None:
                note += f"; param {param}"
            note += f"; x uniform in [{dom[0]}, {dom[1]})"
            cases.append(case(k, note, bufs, ls, outs))
    for t in ("u8", "u32", "i64"):
        k = f"ucopy_{t}"
        bufs = {"info_c": info(D0, D1, *C_STRIDES), "info_t": info(D0, D1, *T_STRIDES),
                "x": buf(t, N, int_domain(t)), "out_c": buf(t, N, "zero"), "out_t": buf(t, N, "zero")}
        ls = [launch(k, GRID, BLOCK, [u64(N), u64(2), B("info_c"), B("x"), B("out_c")]),
              launch(k, GRID, BLOCK, [u64(N), u64(2), B("info_t"), B("x"), B("out_t")])]
        cases.append(case(k, f"copy of {t}; {EW}; contiguous and transposed", bufs, ls, {"out_c": EXACT, "out_t": EXACT}))
    return write("unary", cases)


# ---------------------------------------------------------------- binary.cu

ARITH = ["add", "sub", "mul", "div", "maximum", "minimum"]
CMP = ["eq", "ne", "lt", "le", "gt", "ge"]
# Values with repeats and signed zeros, so comparisons and min/max see ties.
CMP_L = [-1.5, 0.0, 2.25, 1.0, -1.5, 3.0, 0.5, -0.0]
CMP_R = [0.0, 2.25, -1.5, 0.5, 1.0, -2.0, -0.0]
# fp8 codes: 1.5 (0x3C), 0.5 (0x30), 2 (0x40), -1 (0xB8), +0, -0 (0x80), NaN (0x7F), 448 (0x7E), 3 (0x44)
F8_L = [0x3C, 0x30, 0x40, 0xB8, 0x00, 0x80, 0x7F, 0x44]
F8_R = [0x40, 0x00, 0xB8, 0x44, 0x3C, 0x7E, 0x80]


def binary_inputs(op, t):
    """(lhs init, rhs init, note) for `op` on dtype `t`."""
    if t == "f8":
        if op in CMP or op in ("maximum", "minimum"):
            return values(*F8_L), values(*F8_R), "e4m3 codes with ties, +-0 and NaN"
        return uni(0, 255), uni(0, 255), "every e4m3 code (NaN 0x7F/0xFF, zeros: x/0 saturates to 448)"
    if t in FLOATS:
        if op in CMP or op in ("maximum", "minimum"):
            return values(*CMP_L), values(*CMP_R), "values with ties and signed zeros"
        if op == "div":
            return uni(-4, 4), uni(0.25, 4), "lhs uniform in [-4, 4), rhs in [0.25, 4)"
        return uni(-4, 4), uni(-4, 4), "uniform in [-4, 4)"
    if op in CMP:
        lo = -2 if t == "i64" else 0
        return uni(lo, lo + 3), uni(lo, lo + 3), f"integers in [{lo}, {lo + 3}] (ties)"
    if t == "i64":
        if op == "mul":
            r = uni(-3000000000, 3000000000)
            return r, r, "|x| <= 3e9 so that no product overflows (signed overflow is undefined)"
        if op == "div":
            return uni(-1000000000000000000, 1000000000000000000), values(7, -3, 1000003, -65537, 12, 1, -1, 999999937), "divisors of both signs, none 0"
        r = uni(-4000000000000000000, 4000000000000000000)
        return r, r, "|x| <= 4e18 so that no sum or difference overflows"
    if op == "div":
        return int_domain(t), (uni(1, 255) if t == "u8" else uni(1, 100000)), "nonzero divisors"
    return int_domain(t), int_domain(t), "the full range (unsigned arithmetic wraps)"


def binary_kernels():
    ks = []
    for t in ("bf16", "f16"):
        for op in ARITH:
            ks.append((f"b{op}_{t}", op, t))
        for op in CMP:
            ks.append((f"{op}_{t}", op, t))
    for op in ARITH:
        ks.append((f"b{op}_f8_e4m3", op, "f8"))
    for op in CMP:
        ks.append((f"{op}_f8_e4m3", op, "f8"))
    for t in ("f32", "f64", "u8", "u32", "i64"):
        for op in ARITH:
            ks.append((f"b{op}_{t}", op, t))
        for op in CMP:
            ks.append((f"{op}_{t}", op, t))
    return ks


def binary():
    cases = []
    vec = {"badd_bf16", "bmul_bf16", "badd_f32", "bdiv_f32", "bmul_f32"}
    for k, op, t in binary_kernels():
        lhs, rhs, why = binary_inputs(op, t)
        ot = "u8" if op in CMP else t
        tol = ulp(1) if (op == "div" and t in HALVES) else EXACT
        bufs = {
            "info_c": info(D0, D1, *C_STRIDES, *C_STRIDES),
            "info_rb": info(D0, D1, *C_STRIDES, *RB_STRIDES),
            "info_lt": info(D0, D1, *T_STRIDES, *C_STRIDES),
            "info_nc": info(D0, D1, *CB_STRIDES, *T_STRIDES),
            "lhs": buf(t, N, lhs),
            "rhs": buf(t, N, rhs),
            "out_c": buf(ot, N, "zero"),
            "out_rb": buf(ot, N, "zero"),
            "out_lt": buf(ot, N, "zero"),
            "out_nc": buf(ot, N, "zero"),
        }

        def args(inf, out, n=N, off=None):
            return [u64(n), u64(2), B(inf), B("lhs", off), B("rhs", off), B(out)]

        ls = [launch(k, GRID, BLOCK, args(f"info_{s}", f"out_{s}")) for s in ("c", "rb", "lt", "nc")]
        outs = {f"out_{s}": tol for s in ("c", "rb", "lt", "nc")}
        note = (f"{why}; {EW}; four layouts, one per branch: out_c both contiguous, out_rb rhs a broadcast row "
                f"(strides [0, 1]), out_lt lhs transposed (strides [1, 23]), out_nc lhs a broadcast column "
                f"(strides [1, 0]) and rhs transposed")
        if t == "f8":
            note = "fp8 e4m3 as raw bytes, converted through __nv_cvt_fp8_to_halfraw and back with saturation (software on sm_80); " + note
        if op == "div" and t in HALVES:
            note += "; the half-type division is __hdiv (rcp.approx/div.approx with an fma fix-up): 1 ulp"
        if k in vec:
            w = 8 if t == "bf16" else 4
            bufs["out_u"] = buf(ot, N, "zero")
            ls.append(launch(k, GRID, BLOCK, args("info_c", "out_u", N - 1, 1)))
            outs["out_u"] = tol
            note += (f"; contiguous launches take the float4 path ({N // w} vectors of {w}, a {N % w}-element tail), "
                     f"out_u reads both from element 1 (not 16-byte aligned: the scalar path)")
        cases.append(case(k, note, bufs, ls, outs))
    return write("binary", cases, " (macros in src/binary_op_macros.cuh)")


# ---------------------------------------------------------------- affine.cu

def affine():
    cases = []
    # dtype: (x init, mul, add, tolerance, why)
    table = {
        "bf16": (uni(-4, 4), 1.5, -0.75, EXACT, "x*mul then +add as two fma.rn.bf16 (exact)"),
        "f16": (uni(-4, 4), 1.5, -0.75, ulp(1, 2e-3), "x*mul + add as mul.f16 and add.f16, which ptxas may fuse into one fma: 1 ulp, or 0.5 ulp of |x*mul| <= 6 (2e-3) where the sum cancels"),
        "f32": (uni(-4, 4), 1.5, -0.75, ulp(2, 5e-7), "x*mul + add, contracted into an fma: 2 ulp, or 0.5 ulp of |x*mul| <= 6 (5e-7) where the sum cancels"),
        "f64": (uni(-4, 4), 1.5, -0.75, ulp(2, 1e-15), "x*mul + add, contracted into an fma: 2 ulp, or 1e-15 where the sum cancels"),
        "u8": (uni(0, 255), 7, 200, EXACT, "wraps"),
        "u32": (uni(0, 4294967295), 2654435761, 12345, EXACT, "wraps"),
        "i16": (uni(-32768, 32767), -3, 1234, EXACT, "computed in int and truncated"),
        "i32": (uni(-700000000, 700000000), -3, 12345, EXACT, "|x| <= 7e8 so x*-3+12345 does not overflow"),
        "i64": (uni(-3000000000000000000, 3000000000000000000), -3, 12345, EXACT, "|x| <= 3e18 so x*-3+12345 does not overflow"),
    }
    for t in ("bf16", "f16", "f32", "f64", "u8", "u32", "i16", "i32", "i64"):
        k = f"affine_{t}"
        x, mul, add, tol, why = table[t]
        bufs = {"info_c": info(D0, D1, *C_STRIDES), "info_t": info(D0, D1, *T_STRIDES),
                "x": buf(t, N, x), "out_c": buf(t, N, "zero"), "out_t": buf(t, N, "zero")}

        def args(inf, out):
            return [u64(N), u64(2), B(inf), B("x"), B(out), scalar(t, mul), scalar(t, add)]

        ls = [launch(k, GRID, BLOCK, args("info_c", "out_c")), launch(k, GRID, BLOCK, args("info_t", "out_t"))]
        cases.append(case(k, f"x*{mul}+{add} in {t}: {why}; {EW}; contiguous and transposed", bufs, ls,
                          {"out_c": tol, "out_t": tol}))
    return write("affine", cases)


# ---------------------------------------------------------------- cast.cu

F8_NOT_NAN = [c for c in range(256) if c not in (0x7F, 0xFF)]


def cast_src(s, d):
    """(init, why) of a cast from s to d."""
    if s == "f8":
        if d == "u8":
            return uni(0, 126), "non-negative finite e4m3 codes (0x00-0x7E: float->u8 of a negative or NaN is undefined)"
        if d == "i32":
            return values(*F8_NOT_NAN), "every e4m3 code but the NaNs"
        return uni(0, 255), "every e4m3 code, NaNs included"
    if s in FLOATS:
        if d == "f8":
            return uni(-600, 600), "uniform in [-600, 600): e4m3 saturates beyond 448"
        if d == "u8":
            return uni(0, 255), "uniform in [0, 255)"
        if d == "u32":
            return (uni(0, 65000), "uniform in [0, 65000)") if s == "f16" else (uni(0, 4000000000), "uniform in [0, 4e9)")
        if d == "i64":
            return uni(-1e15, 1e15), "uniform in [-1e15, 1e15)"
        return uni(-1000, 1000), "uniform in [-1000, 1000)"
    if s == "i32":
        return uni(-600, 600), "integers in [-600, 600] (e4m3 saturates beyond 448)"
    if s == "u32" and d in ("f16",):
        return uni(0, 65000), "integers in [0, 65000] (f16's range)"
    return int_domain(s), "the full range"


def cast_kernels():
    ks = [("bf16", "bf16"), ("f8", "f8"), ("bf16", "f32"), ("f32", "bf16"), ("bf16", "u32"), ("bf16", "f64"),
          ("u8", "bf16"), ("u32", "bf16"), ("f64", "bf16"), ("bf16", "u8"), ("bf16", "f16"), ("f16", "bf16"),
          ("f8", "f32"), ("f32", "f8"), ("f8", "u8"), ("f8", "f16"), ("f8", "f64"), ("f16", "f8"), ("f64", "f8"),
          ("u8", "f8"), ("i32", "f8"), ("f8", "i32"), ("f8", "bf16"), ("bf16", "f8"),
          ("f16", "f16"), ("f16", "u8"), ("f16", "u32"), ("f16", "f32"), ("f16", "f64"), ("u8", "f16"),
          ("u32", "f16"), ("f32", "f16"), ("f64", "f16")]
    for s in ("u32", "u8", "i64", "f32", "f64"):
        for d in ("u32", "u8", "i64", "f32", "f64"):
            ks.append((s, d))
    name = lambda t: "f8_e4m3" if t == "f8" else t
    return [(f"cast_{name(s)}_{name(d)}", s, d) for s, d in ks]


def cast():
    cases = []
    vec = {"cast_bf16_f32": 8, "cast_f32_bf16": 4}
    for k, s, d in cast_kernels():
        init, why = cast_src(s, d)
        bufs = {"info_c": info(D0, D1, *C_STRIDES), "info_t": info(D0, D1, *T_STRIDES),
                "x": buf(s, N, init), "out_c": buf(d, N, "zero"), "out_t": buf(d, N, "zero")}

        def args(inf, out, n=N, off=None):
            return [u64(n), u64(2), B(inf), B("x", off), B(out)]

        ls = [launch(k, GRID, BLOCK, args("info_c", "out_c")), launch(k, GRID, BLOCK, args("info_t", "out_t"))]
        outs = {"out_c": EXACT, "out_t": EXACT}
        note = f"{s} -> {d}, x {why}; conversions round once, so exact; {EW}; contiguous and transposed"
        if "f8" in (s, d):
            note += "; e4m3 as raw bytes (software conversion on sm_80)"
        if k in vec:
            w = vec[k]
            bufs["out_u"] = buf(d, N, "zero")
            ls.append(launch(k, GRID, BLOCK, args("info_c", "out_u", N - 1, 1)))
            outs["out_u"] = EXACT
            note += f"; the contiguous launch takes the float4 path ({N // w} vectors of {w}, a {N % w}-element tail), out_u reads x from element 1 (not 16-byte aligned: the scalar path)"
        cases.append(case(k, note, bufs, ls, outs))
    return write("cast", cases)


# ---------------------------------------------------------------- fill.cu

FILL_VALUE = {"u8": 201, "u32": 3000000001, "i64": -1234567890123, "f32": -2.75, "f64": 3.140625,
              "f16": 1.5, "bf16": -3.25, "f8": -3.25}


def fill():
    cases = []
    types = ("u8", "u32", "i64", "f32", "f64", "f16", "bf16", "f8")
    dom = lambda t: uni(-4, 4) if t in FLOATS else int_domain(t)
    for t in types:
        k = f"fill_{t}" if t != "f8" else "fill_f8_e4m3"
        v = FILL_VALUE[t]
        cases.append(case(k, f"fills the first 900 of 943 {t} elements with {v}, 4 blocks of 128 (grid-stride loop twice); the last 43 keep their values",
                          {"buf": buf(t, N, dom(t))},
                          [launch(k, GRID, BLOCK, [B("buf"), scalar(t, v), u64(900)])],
                          {"buf": EXACT}))
    for t in ("f32", "f64", "u8", "u32", "i64", "f16", "bf16", "f8"):
        k = f"copy2d_{t}" if t != "f8" else "copy2d_f8_e4m3"
        d1, d2, ss, ds = 21, 40, 45, 43
        cases.append(case(k, f"copies a {d1} x {d2} block of {t} from rows of stride {ss} into rows of stride {ds}; 840 threads in 7 blocks of 128 (the last partial); the destination's gaps keep their values",
                          {"src": buf(t, d1 * ss, dom(t)), "dst": buf(t, d1 * ds, dom(t))},
                          [launch(k, [7], BLOCK, [B("src"), B("dst"), u32(d1), u32(d2), u32(ss), u32(ds)])],
                          {"dst": EXACT}))
    for t in ("f32", "f64", "u8", "u32", "i64", "f16", "bf16", "f8"):
        k = f"const_set_{t}" if t != "f8" else "const_set_f8_e4m3"
        v = FILL_VALUE[t]
        bufs = {"info_c": info(D0, D1, *C_STRIDES), "info_s": info(20, 30, 1, 25),
                "out_c": buf(t, N, dom(t)), "out_s": buf(t, 760, dom(t))}
        ls = [launch(k, GRID, BLOCK, [u64(N), u64(2), B("info_c"), scalar(t, v), B("out_c")]),
              launch(k, GRID, BLOCK, [u64(600), u64(2), B("info_s"), scalar(t, v), B("out_s")])]
        cases.append(case(k, f"sets {t} elements to {v}: out_c all 943 (contiguous), out_s a 20 x 30 view with strides [1, 25] of a 760-element buffer (the others keep their values); 4 blocks of 128",
                          bufs, ls, {"out_c": EXACT, "out_s": EXACT}))
    return write("fill", cases)


# ---------------------------------------------------------------- ternary.cu

def ternary():
    cases = []
    for it in ("i64", "u32", "u8"):
        for t in ("bf16", "f16", "f32", "f64", "u8", "u32", "i64"):
            k = f"where_{it}_{t}"
            dom = uni(-4, 4) if t in FLOATS else int_domain(t)
            bufs = {
                "info_c": info(D0, D1, *C_STRIDES, *C_STRIDES, *C_STRIDES),
                "info_s": info(D0, D1, *T_STRIDES, *RB_STRIDES, *C_STRIDES),
                "ids": buf(it, N, uni(0, 2)),
                "t": buf(t, N, dom),
                "f": buf(t, N, dom),
                "out_c": buf(t, N, "zero"),
                "out_s": buf(t, N, "zero"),
            }

            def args(inf, out):
                return [u64(N), u64(2), B(inf), B("ids"), B("t"), B("f"), B(out)]

            cases.append(case(k, f"ids ? t : f with {it} ids in [0, 2] (2 is true too), {t} values; {EW}; out_c all contiguous, out_s ids transposed, t a broadcast row, f contiguous",
                              bufs, [launch(k, GRID, BLOCK, args("info_c", "out_c")), launch(k, GRID, BLOCK, args("info_s", "out_s"))],
                              {"out_c": EXACT, "out_s": EXACT}))
    return write("ternary", cases)


# ---------------------------------------------------------------- indexing.cu

def indexing():
    cases = []
    IT = ("i64", "u32", "u8")
    TT = ("bf16", "f16", "f32", "f64", "u8", "u32", "i64")

    def dom(t):
        if t in FLOATS:
            return uni(-4, 4)
        if t == "i64":
            return uni(-100000000000000000, 100000000000000000)  # sums of a few never overflow
        return int_domain(t)

    for it in IT:
        S = SENTINEL[it]
        for t in TT:
            # index_select: inp (4, 20, 20), 12 ids along dim 1 -> out (4, 12, 20)
            k = f"is_{it}_{t}"
            L, SD, ID, R = 4, 20, 12, 20
            n = L * ID * R
            bufs = {"info_c": info(L, SD, R, SD * R, R, 1), "info_s": info(L, SD, R, 1, L * R, L),
                    "ids": buf(it, ID, values(3, 19, 0, S, 7, 12, 5)),
                    "inp": buf(t, L * SD * R, dom(t)), "out_c": buf(t, n, "zero"), "out_s": buf(t, n, "zero")}

            def args(inf, out):
                return [u64(n), u64(3), B(inf), B("ids"), B("inp"), B(out), u64(L), u64(SD), u64(ID), u64(R)]

            cases.append(case(k, f"index_select of 12 {it} ids (one the sentinel max_value, which yields 0) along dim 1 of a (4, 20, 20) {t} tensor: 960 outputs, 4 blocks of 128 (the grid-stride loop twice); out_c contiguous, out_s the input with strides [1, 80, 4] (get_strided_index)",
                              bufs, [launch(k, GRID, BLOCK, args("info_c", "out_c")), launch(k, GRID, BLOCK, args("info_s", "out_s"))],
                              {"out_c": EXACT, "out_s": EXACT}))
            # gather: ids (4, 12, 20) into inp (4, 20, 20) along dim 1
            k = f"gather_{it}_{t}"
            bufs = {"ids": buf(it, n, values(3, 19, 0, S, 7, 12, 5, 18, 1, 9, 14)),
                    "inp": buf(t, L * SD * R, dom(t)), "out": buf(t, n, "zero")}
            cases.append(case(k, f"gather along dim 1: (4, 12, 20) {it} ids (period 11, the sentinel among them, which yields 0) into a (4, 20, 20) {t} tensor; 960 outputs, 4 blocks of 128 (grid-stride loop twice)",
                              bufs, [launch(k, GRID, BLOCK, [u64(n), B("ids"), B("inp"), B("out"), u64(L), u64(SD), u64(ID), u64(R)])],
                              {"out": EXACT}))
            # index_add: inp (4, 12, 50) added into out (4, 10, 50) at 12 ids
            k = f"ia_{it}_{t}"
            L2, ID2, DD, R2 = 4, 12, 10, 50
            bufs = {"ids": buf(it, ID2, values(3, 9, 0, S, 3, 9, 5, 9, 1, 0, 9, 2)),
                    "inp": buf(t, L2 * ID2 * R2, dom(t)), "out": buf(t, L2 * DD * R2, dom(t))}
            cases.append(case(k, f"index_add along dim 1: a (4, 12, 50) {t} tensor added into (4, 10, 50) at 12 {it} ids with repeats (9 four times) and the sentinel (skipped); one thread per (row, column), 200 of them in 4 blocks of 64 (the last partial), each adding in id order, so floats are exact",
                              bufs, [launch(k, [4], [64], [B("ids"), u64(ID2), B("inp"), B("out"), u64(L2), u64(ID2), u64(DD), u64(R2)])],
                              {"out": EXACT}))
            # scatter_add / scatter: ids and inp (4, 12, 50) into out (4, 10, 50)
            for op, what in (("sa", "scatter_add"), ("s", "scatter")):
                k = f"{op}_{it}_{t}"
                bufs = {"ids": buf(it, L2 * ID2 * R2, values(3, 9, 0, S, 3, 9, 5, 9, 1, 0, 9, 2, 7)),
                        "inp": buf(t, L2 * ID2 * R2, dom(t)), "out": buf(t, L2 * DD * R2, dom(t))}
                cases.append(case(k, f"{what} along dim 1: (4, 12, 50) {it} ids (period 13, repeats and the sentinel, skipped) and {t} values into (4, 10, 50); one thread per (row, column), 200 in 4 blocks of 64 (the last partial), each in source order, so floats are exact and the last write wins",
                                  bufs, [launch(k, [4], [64], [B("ids"), B("inp"), B("out"), u64(L2), u64(ID2), u64(DD), u64(R2)])],
                                  {"out": EXACT}))
    return write("indexing", cases)


# ---------------------------------------------------------------- reduce.cu

# Norms accumulate in float and finish with rsqrtf (rsqrt.approx.f32 on
# NVIDIA, within 2^-22.9; correctly rounded once lifted), so the f32 outputs
# may move by a few ulp; f64 outputs are floats widened, so their bound is
# relative (1e-6, about 8 float ulp); halves may round the other way (1 ulp).
NORM_TOL = {"f32": ulp(4, 1e-6), "f64": {"rtol": 1e-6, "atol": 1e-6}, "f16": ulp(1, 1e-3), "bf16": ulp(1, 8e-3)}
# softmax: exp (4 ulp) of each element and of the sum's terms, then a product.
SOFTMAX_TOL = {"f32": ulp(8), "f64": ulp(8), "f16": ulp(2), "bf16": ulp(2)}
# rope: a*c - b*s and a*s + b*c: which product the compiler fuses into an fma
# is its choice, so where the two products cancel the error is absolute: half
# an ulp of a product of values in [-1, 1).
ROPE_TOL = {"f32": ulp(2, 1e-7), "f64": ulp(2, 2e-16), "f16": ulp(1, 5e-4), "bf16": ulp(1, 4e-3)}


def reduce():
    cases = []
    FT = ("bf16", "f16", "f32", "f64")
    # softmax: candle-nn softmax_last_dim: grid (rows, 1, 1), block (1, 32, 1)
    for t in FT:
        k = f"softmax_{t}"
        cases.append(case(k, f"softmax over the last dim of 12 x 200 {t} (uniform in [-4, 4)), candle-nn's launch: a block (1, 32, 1) per row, warp shuffles for the max and the sum (accumulated in {'float' if t in HALVES else t}); exp's last bits move each output a few ulp",
                          {"x": buf(t, 2400, uni(-4, 4)), "out": buf(t, 2400, "zero")},
                          [launch(k, [12], [1, 32], [B("x"), B("out"), i32(200)])],
                          {"out": SOFTMAX_TOL[t]}))
    # rmsnorm / layernorm: candle-nn: block_size 32 below 1024 columns, else 1024; grid (rows, 1, 1)
    for t in FT:
        for nm in ("rmsnorm", "layernorm"):
            k = f"{nm}_{t}"
            bufs = {"x1": buf(t, 8 * 200, uni(-2, 2)), "x2": buf(t, 2 * 1100, uni(-2, 2)),
                    "alpha": buf(t, 1100, uni(0.5, 1.5))}
            if nm == "layernorm":
                bufs["beta"] = buf(t, 1100, uni(-1, 1))
            bufs["out1"] = buf(t, 8 * 200, "zero")
            bufs["out2"] = buf(t, 2 * 1100, "zero")
            extra = [B("beta")] if nm == "layernorm" else []

            def args(x, out, cols, bs):
                return [B(x), B(out), B("alpha")] + extra + [i32(cols), i32(bs), {"f32": 1e-5}]

            ls = [launch(k, [8], [32], args("x1", "out1", 200, 32)), launch(k, [2], [1024], args("x2", "out2", 1100, 1024))]
            what = "x*rsqrt(mean(x^2)+eps)*alpha" if nm == "rmsnorm" else "(x-mean)*rsqrt(var+eps)*alpha+beta"
            cases.append(case(k, f"{what} over rows of {t}, eps 1e-5, candle-nn's launch: out1 8 rows of 200 with one warp a row (block 32), out2 2 rows of 1100 with 1024 threads a row (warp sums through shared memory, the column loop twice)",
                              bufs, ls, {"out1": NORM_TOL[t], "out2": NORM_TOL[t]}))
    # rope: candle-nn rotary_emb: b 2, h 3, t 10, d 16; for_num_elems(el / 2)
    Bn, H, T, Dd = 2, 3, 10, 16
    el = Bn * H * T * Dd
    for t in FT:
        for nm in ("rope_i", "rope", "rope_thd"):
            k = f"{nm}_{t}"
            bufs = {"src": buf(t, el, uni(-1, 1)), "cos": buf(t, Bn * T * Dd // 2, uni(-1, 1)),
                    "sin": buf(t, Bn * T * Dd // 2, uni(-1, 1)), "out0": buf(t, el, "zero"), "outb": buf(t, el, "zero")}
            if nm == "rope_i":
                dims = lambda sb: [u32(Bn * H), u32(T * Dd), u32(sb)]
                sb = H * T * Dd
                lay = "interleaved pairs, src (b*h, t*d)"
            elif nm == "rope":
                dims = lambda sb: [u32(Bn * H), u32(T * Dd), u32(Dd), u32(sb)]
                sb = H * T * Dd
                lay = "halves of d, src (b*h, t, d)"
            else:
                dims = lambda sb: [u32(Bn), u32(T), u32(H), u32(Dd), u32(sb)]
                sb = T * H * Dd
                lay = "halves of d, src (b, t, h, d)"
            ls = [launch(k, [4], [128], [B("src"), B("cos"), B("sin"), B("out0")] + dims(0)),
                  launch(k, [4], [128], [B("src"), B("cos"), B("sin"), B("outb")] + dims(sb))]
            cases.append(case(k, f"rotary embedding ({lay}) of {t}, b 2, h 3, t 10, d 16: 480 pairs, 4 blocks of 128 (the last partial, threads past the end return); out0 with cos/sin (t, d/2) shared by the batch (stride_b 0), outb with per-batch cos/sin (stride_b {sb})",
                              bufs, ls, {"out0": ROPE_TOL[t], "outb": ROPE_TOL[t]}))
    # sum_* (SUM_OP): atomicAdd into out, candle's for_num_elems launch.
    # Values are small dyadic numbers whose partial sums are all exact in the
    # type, so the order of the atomic additions cannot show.
    dy = values(0.5, -1.0, 1.5, 0.25, -0.5, 2.0, -1.25)
    for t in ("bf16", "f16", "f32", "f64", "u32"):
        k = f"sum_{t}"
        init = uni(0, 1000) if t == "u32" else dy
        bufs = {"info1": info(10, 150, 150, 1, 10, 150), "x": buf(t, 1500, init), "out1": buf(t, 150, "zero")}
        ls = [launch(k, [6], [256], [u64(1500), u64(2), u64(1), B("info1"), B("x"), B("out1")])]
        outs = {"out1": EXACT}
        note = f"atomicAdd sums of {t} over dim 0 of 10 x 150 (sum dims [10], their strides [150]), 1500 threads in 6 blocks of 256 (the last partial)"
        if t in ("f32", "f64", "u32"):
            bufs["info2"] = info(10, 6, 25, 1, 250, 10, 10, 25, 150, 1)
            bufs["out2"] = buf(t, 6, "zero")
            ls.append(launch(k, [6], [256], [u64(1500), u64(3), u64(2), B("info2"), B("x"), B("out2")]))
            outs["out2"] = EXACT
            note += "; out2 sums dims 0 and 2 of 10 x 6 x 25 read with strides [1, 250, 10] (non-contiguous: get_strided_index), 250 additions into each of 6 outputs"
        if t != "u32":
            note += "; the values are multiples of 0.25 below 2.5 in magnitude, so every partial sum is exact in the type and the order of the atomics cannot show: compared exactly"
        cases.append(case(k, note, bufs, ls, outs))
    # fast_*: candle-core reduce: grid (dst_el), block min(1024, el).next_power_of_two()
    for t in ("bf16", "f16", "f32", "f64", "u32", "i64", "u8"):
        dom = uni(-4, 4) if t in FLOATS else (uni(-1000, 1000) if t == "i64" else (uni(0, 100) if t == "u8" else uni(0, 100000)))
        for op in ("sum", "min", "max", "argmin", "argmax"):
            k = f"fast_{op}_{t}"
            ot = "u32" if op.startswith("arg") else t
            bufs = {"info_c": info(6, 300, 300, 1), "info_t": info(6, 300, 1, 6), "x": buf(t, 1800, dom),
                    "out_c": buf(ot, 6, "zero"), "out_t": buf(ot, 6, "zero")}

            def args(inf, out):
                return [u64(1800), u64(300), u64(2), B(inf), B("x"), B(out)]

            note = (f"{op} of 300 {t} values per output: 6 x 300 reduced over the last dim (out_c, contiguous) and a 300 x 6 array over its first "
                    f"(out_t, strides [1, 6]), candle's launch: a block of 512 per output (min(1024, 300) to a power of two), a shared-memory tree")
            if op == "sum" and t in ("f32", "bf16"):
                note += ", the contiguous case through float4 loads (head and tail elements where a row is not 16-byte aligned) and warp shuffles"
            if op == "sum" and t in FLOATS:
                note += "; the order of the additions is fixed by the kernel, so compared exactly"
            if op.startswith("arg"):
                note += "; ties (u8 values repeat) are settled by the fixed tree, so exact"
            cases.append(case(k, note, bufs, [launch(k, [6], [512], args("info_c", "out_c")), launch(k, [6], [512], args("info_t", "out_t"))],
                              {"out_c": EXACT, "out_t": EXACT}))
        k = f"fast_sum_small_{t}"
        bufs = {"info_c": info(300, 6, 6, 1), "info_t": info(300, 6, 1, 300), "x": buf(t, 1800, dom),
                "out_c": buf(t, 300, "zero"), "out_t": buf(t, 300, "zero")}

        def args(inf, out):
            return [u64(300), u64(6), u64(2), B(inf), B("x"), B(out)]

        cases.append(case(k, f"one thread per output sums 6 {t} values in order ({'in float, ' if t in HALVES else ''}exact): 300 outputs in 3 blocks of 128 (the last partial, threads past the end return); out_c contiguous 300 x 6, out_t a 6 x 300 array reduced over its first dim (strides [1, 300])",
                          bufs, [launch(k, [3], [128], args("info_c", "out_c")), launch(k, [3], [128], args("info_t", "out_t"))],
                          {"out_c": EXACT, "out_t": EXACT}))
    return write("reduce", cases)


# ---------------------------------------------------------------- sort.cu

def sort():
    cases = []
    for t in ("bf16", "f16", "f32", "f64", "u8", "u32", "i64"):
        dom = uni(-4, 4) if t in FLOATS else int_domain(t)
        for order in ("asc", "desc"):
            k = f"asort_{order}_{t}"
            bufs = {"x": buf(t, 800, dom), "idx": buf("u32", 800, "zero")}
            ls = [launch(k, [8], [128], [B("x"), B("idx"), i32(100), i32(128)], shared=128 * 4)]
            outs = {"idx": EXACT}
            note = (f"bitonic argsort ({order}) of 8 rows of 100 {t} values, candle-nn's launch: a block of ncols_pad = 128 threads a row, "
                    f"ncols_pad u32 of dynamic shared memory; the padding indices sort last; ties are settled by the fixed network, so exact")
            if t == "f32":
                bufs["x2"] = buf(t, 3000, dom)
                bufs["idx2"] = buf("u32", 3000, "zero")
                ls.append(launch(k, [2], [1024], [B("x2"), B("idx2"), i32(1500), i32(2048)], shared=2048 * 4))
                outs["idx2"] = EXACT
                note += "; idx2: 2 rows of 1500 padded to 2048 with 1024 threads, so each thread handles two columns"
            cases.append(case(k, note, bufs, ls, outs))
    return write("sort", cases, " (after llama.cpp's argsort)")


# ---------------------------------------------------------------- conv.cu

# conv*: products summed in the accumulator type; f32/f64 contract a*b+d into
# fmas (the same as the compiler chooses, but where terms cancel, the bound is
# absolute: half an ulp of each of up to 36 products of values in [-1, 1)).
CONV_TOL = {"f32": ulp(2, 2e-6), "f64": ulp(2, 4e-15), "f16": ulp(1, 2e-6), "bf16": ulp(1, 2e-6), "u8": EXACT, "u32": EXACT}
# Bilinear weights sum to one, so where neighbours differ in sign the result
# cancels: f64 gets an absolute part of one ulp of 1.0 (the host's contraction
# differed from NVIDIA's by 5 ulp of 0.12, 7e-17).
BILINEAR_TOL = {"f32": ulp(1), "f64": ulp(2, 2.3e-16), "f16": ulp(1), "bf16": ulp(1),
                "u8": {"atol": 1}, "u32": {"atol": 1}}


def conv():
    cases = []
    CT = ("bf16", "f16", "f32", "f64", "u8", "u32")

    def dom(t):
        if t in FLOATS:
            return uni(-1, 1)
        return uni(0, 255) if t == "u8" else uni(0, 1000)

    acc = lambda t: "float" if t in HALVES else t
    for t in CT:
        # conv1d: src (2, 3, 50), kernel (4, 3, 5)
        k = f"conv1d_{t}"
        cinfo = [2, 3, 50, 150, 50, 1, 4, 3, 5, 15, 5, 1]
        lo1 = (50 + 4 - 1 * 4 - 1) // 2 + 1  # stride 2, pad 2, dil 1
        lo2 = (50 + 2 - 2 * 4 - 1) // 1 + 1  # stride 1, pad 1, dil 2 (the kernel multiplies (stride*l + k) by dil)
        bufs = {"info": info(*cinfo), "src": buf(t, 300, dom(t)), "k": buf(t, 60, dom(t)),
                "out1": buf(t, 2 * 4 * lo1, "zero"), "out2": buf(t, 2 * 4 * lo2, "zero")}
        ls = [launch(k, [2], [128], [u64(300), u64(lo1), u64(2), u64(2), u64(1), B("info"), B("src"), B("k"), B("out1")]),
              launch(k, [3], [128], [u64(300), u64(lo2), u64(1), u64(1), u64(2), B("info"), B("src"), B("k"), B("out2")])]
        cases.append(case(k, f"naive conv1d of {t} (accumulated in {acc(t)}), src (2, 3, 50), kernel (4, 3, 5), one thread per output: out1 stride 2 padding 2 ({2 * 4 * lo1} outputs in 2 blocks of 128), out2 stride 1 padding 1 dilation 2 ({2 * 4 * lo2} outputs, 3 blocks); the l_out argument is candle's",
                          bufs, ls, {"out1": CONV_TOL[t], "out2": CONV_TOL[t]}))
        # conv2d: src (2, 3, 10, 14), kernel (4, 3, 3, 3)
        k = f"conv2d_{t}"
        cinfo = [2, 3, 10, 14, 420, 140, 14, 1, 4, 3, 3, 3, 27, 9, 3, 1]
        h1, w1 = (10 + 2 - 2 - 1) // 2 + 1, (14 + 2 - 2 - 1) // 2 + 1
        h2, w2 = (10 - 4 - 1) + 1, (14 - 4 - 1) + 1
        bufs = {"info": info(*cinfo), "src": buf(t, 840, dom(t)), "k": buf(t, 108, dom(t)),
                "out1": buf(t, 8 * h1 * w1, "zero"), "out2": buf(t, 8 * h2 * w2, "zero")}
        ls = [launch(k, [3], [128], [u64(840), u64(w1), u64(h1), u64(2), u64(1), u64(1), B("info"), B("src"), B("k"), B("out1")]),
              launch(k, [4], [128], [u64(840), u64(w2), u64(h2), u64(1), u64(0), u64(2), B("info"), B("src"), B("k"), B("out2")])]
        cases.append(case(k, f"naive conv2d of {t} (accumulated in {acc(t)}), src (2, 3, 10, 14), kernel (4, 3, 3, 3): out1 stride 2 padding 1 ({h1} x {w1} out, {8 * h1 * w1} threads in 3 blocks of 128), out2 stride 1 dilation 2 ({h2} x {w2}, {8 * h2 * w2} in 4 blocks)",
                          bufs, ls, {"out1": CONV_TOL[t], "out2": CONV_TOL[t]}))
        # conv_transpose1d: src (2, 3, 20), kernel (3, 4, 5)
        k = f"conv_transpose1d_{t}"
        cinfo = [2, 3, 20, 60, 20, 1, 3, 4, 5, 20, 5, 1]
        lo = (20 - 1) * 2 - 2 * 1 + 1 * (5 - 1) + 1 + 1
        bufs = {"info": info(*cinfo), "src": buf(t, 120, dom(t)), "k": buf(t, 60, dom(t)), "out": buf(t, 8 * lo, "zero")}
        ls = [launch(k, [3], [128], [u64(120), u64(lo), u64(2), u64(1), u64(1), u64(1), B("info"), B("src"), B("k"), B("out")])]
        cases.append(case(k, f"naive conv_transpose1d of {t} (accumulated in {acc(t)}), src (2, 3, 20), kernel (3, 4, 5), stride 2, padding 1, output padding 1: l_out {lo}, {8 * lo} threads in 3 blocks of 128 (the last partial)",
                          bufs, ls, {"out": CONV_TOL[t]}))
        # conv_transpose2d: src (2, 3, 6, 7), kernel (3, 4, 3, 3)
        k = f"conv_transpose2d_{t}"
        cinfo = [2, 3, 6, 7, 126, 42, 7, 1, 3, 4, 3, 3, 36, 9, 3, 1]
        ho, wo = (6 - 1) * 2 - 2 + 2 + 1 + 1, (7 - 1) * 2 - 2 + 2 + 1 + 1
        bufs = {"info": info(*cinfo), "src": buf(t, 252, dom(t)), "k": buf(t, 108, dom(t)), "out": buf(t, 8 * ho * wo, "zero")}
        ls = [launch(k, [11], [128], [u64(252), u64(wo), u64(ho), u64(2), u64(1), u64(1), u64(1), B("info"), B("src"), B("k"), B("out")])]
        cases.append(case(k, f"naive conv_transpose2d of {t} (accumulated in {acc(t)}), src (2, 3, 6, 7), kernel (3, 4, 3, 3), stride 2, padding 1, output padding 1: {ho} x {wo} out, {8 * ho * wo} threads in 11 blocks of 128 (the last partial)",
                          bufs, ls, {"out": CONV_TOL[t]}))
        # avg_pool2d / max_pool2d: src (2, 4, 16, 18): dims[2] is called w, dims[3] h
        pinfo = [2, 4, 16, 18, 1152, 288, 18, 1]
        wo, ho = (16 - 3) // 2 + 1, (18 - 2) // 2 + 1
        for nm in ("avg_pool2d", "max_pool2d"):
            k = f"{nm}_{t}"
            bufs = {"info": info(*pinfo), "src": buf(t, 2304, dom(t)), "out": buf(t, 8 * wo * ho, "zero")}
            ls = [launch(k, [4], [128], [u64(2304), u64(3), u64(2), u64(2), u64(2), B("info"), B("src"), B("out")])]
            what = f"average (a sum in {acc(t)}{', wrapping' if t == 'u8' else ''}, times 1/6)" if nm == "avg_pool2d" else "max"
            cases.append(case(k, f"{nm} of {t}: {what} over 3 x 2 windows with strides 2, src (2, 4, 16, 18): {8 * wo * ho} outputs in 4 blocks of 128 (the last partial); exact", bufs, ls, {"out": EXACT}))
        # upsample_nearest2d: src (2, 3, 7, 9) -> (16, 20)
        k = f"upsample_nearest2d_{t}"
        bufs = {"info": info(2, 3, 7, 9, 189, 63, 9, 1), "src": buf(t, 378, dom(t)), "out": buf(t, 6 * 16 * 20, "zero")}
        ls = [launch(k, [15], [128], [u64(16), u64(20), {"f64": 7 / 16}, {"f64": 9 / 20}, B("info"), B("src"), B("out")])]
        cases.append(case(k, f"nearest upsampling of {t} (2, 3, 7, 9) to 16 x 20 (scales 7/16 and 9/20, the index truncated from a double product): 1920 outputs in 15 blocks of 128; exact", bufs, ls, {"out": EXACT}))
        # upsample_bilinear2d: src (2, 3, 7, 9) (h, w) -> (12, 16)
        k = f"upsample_bilinear2d_{t}"
        bufs = {"info": info(2, 3, 7, 9, 189, 63, 9, 1), "src": buf(t, 378, dom(t)),
                "out_a": buf(t, 6 * 12 * 16, "zero"), "out_s": buf(t, 6 * 12 * 16, "zero")}
        ls = [launch(k, [9], [128], [u64(16), u64(12), {"u8": 1}, {"u8": 0}, {"f64": 0.0}, {"u8": 0}, {"f64": 0.0}, B("info"), B("src"), B("out_a")]),
              launch(k, [9], [128], [u64(16), u64(12), {"u8": 0}, {"u8": 1}, {"f64": 1.75}, {"u8": 0}, {"f64": 0.0}, B("info"), B("src"), B("out_s")])]
        note = (f"bilinear upsampling of {t} (2, 3, 7, 9) to 12 x 16 in double arithmetic, 1152 outputs in 9 blocks of 128: out_a align_corners, "
                f"out_s half-pixel centres with an explicit height scale 1.75 and the width's from the sizes; the interpolation "
                f"v0*(1-w) + v1*w may be contracted into fmas")
        if t in ("u8", "u32"):
            note += ": an integer output is the double truncated, so a value that lands a hair under an integer where the neighbours are equal may truncate one lower (atol 1)"
        else:
            note += f", then rounded to {t}"
        cases.append(case(k, note, bufs, ls, {"out_a": BILINEAR_TOL[t], "out_s": BILINEAR_TOL[t]}))
        # im2col: src (2, 3, 8, 9), 3 x 3 patches
        k = f"im2col_{t}"
        h1, w1 = (8 + 2 - 2 - 1) // 2 + 1, (9 + 2 - 2 - 1) // 2 + 1
        h2, w2 = (8 + 4 - 4 - 1) // 3 + 1, (9 + 4 - 4 - 1) // 3 + 1
        n1, n2 = 2 * h1 * w1 * 27, 2 * h2 * w2 * 27
        bufs = {"info": info(2, 3, 8, 9, 216, 72, 9, 1), "src": buf(t, 432, dom(t)),
                "out1": buf(t, n1, "zero"), "out2": buf(t, n2, "zero")}
        ls = [launch(k, [(n1 + 127) // 128], [128], [u64(n1), u64(h1), u64(w1), u64(3), u64(3), u64(2), u64(1), u64(1), B("info"), B("src"), B("out1")]),
              launch(k, [(n2 + 127) // 128], [128], [u64(n2), u64(h2), u64(w2), u64(3), u64(3), u64(3), u64(2), u64(2), B("info"), B("src"), B("out2")])]
        cases.append(case(k, f"im2col of {t} (2, 3, 8, 9) with 3 x 3 patches, one thread per element: out1 stride 2 padding 1 ({h1} x {w1} positions, {n1} elements), out2 stride 3 padding 2 dilation 2 ({h2} x {w2}, {n2}); 128-thread blocks, the last partial; zeros in the padding",
                          bufs, ls, {"out1": EXACT, "out2": EXACT}))
        # im2col1d: src (2, 4, 60), l_k 5
        k = f"im2col1d_{t}"
        lo = (60 + 4 - 4 - 1) // 2 + 1
        th = 2 * lo * 4
        bufs = {"info": info(2, 4, 60, 240, 60, 1), "src": buf(t, 480, dom(t)), "out": buf(t, th * 5, "zero")}
        ls = [launch(k, [4], [64], [u64(th), u64(lo), u64(5), u64(2), u64(2), u64(1), B("info"), B("src"), B("out")])]
        cases.append(case(k, f"im2col1d of {t} (2, 4, 60), 5-wide windows, stride 2, padding 2: {th} threads (candle passes dst_el / l_k) in 4 blocks of 64 (the last partial), each writing 5 elements; zeros in the padding",
                          bufs, ls, {"out": EXACT}))
        # col2im1d: src (2, 20, 4, 5) -> (2, 4, l_out)
        k = f"col2im1d_{t}"
        lo1, lo2 = 19 * 3 + 5, 19 * 6 + 5
        bufs = {"src": buf(t, 800, dom(t)), "out1": buf(t, 8 * lo1, "zero"), "out2": buf(t, 8 * lo2, "zero")}
        ls = [launch(k, [4], [128], [u64(8 * lo1), u64(lo1), u64(20), u64(4), u64(5), u64(3), B("src"), B("out1")]),
              launch(k, [8], [128], [u64(8 * lo2), u64(lo2), u64(20), u64(4), u64(5), u64(6), B("src"), B("out2")])]
        cases.append(case(k, f"col2im1d of {t}: (2, 20, 4, 5) columns folded into (2, 4, l_out), each output summing its overlapping taps in order (exact): out1 stride 3 (overlaps, l_out {lo1}), out2 stride 6 (gaps, l_out {lo2}); 128-thread blocks, the last partial",
                          bufs, ls, {"out1": EXACT, "out2": EXACT}))
    return write("conv", cases)


# ---------------------------------------------------------------- main

FILES = {"unary": unary, "binary": binary, "affine": affine, "cast": cast, "fill": fill,
         "ternary": ternary, "indexing": indexing, "reduce": reduce, "sort": sort, "conv": conv}


def dtype_of(kernel):
    for t in ("f8_e4m3", "bf16", "f16", "f32", "f64", "u8", "u32", "i16", "i32", "i64"):
        if kernel.endswith("_" + t):
            return "f8" if t == "f8_e4m3" else t
    return "?"


def main(argv):
    specs = {name: gen() for name, gen in FILES.items()}
    total = 0
    for name, spec in specs.items():
        ks = sorted({l["kernel"] for c in spec["cases"] for l in c["launches"]})
        by = {}
        for k in ks:
            by.setdefault(dtype_of(k), []).append(k)
        total += len(ks)
        print(f"{name}: {len(spec['cases'])} cases, {len(ks)} kernels: "
              + ", ".join(f"{t} {len(v)}" for t, v in sorted(by.items())))
    print(f"total: {total} kernels")
    if "--check" in argv:
        sys.path.insert(0, os.path.dirname(HERE))
        import check_specs  # the folder's shared checker: compiles as the suite does
        rc = check_specs.main([HERE])
        ll_dir = os.path.join("/tmp", PACKAGE)
        for name, spec in specs.items():
            ll = os.path.join(ll_dir, name + ".ll")
            if not os.path.exists(ll):
                continue
            have = set(check_specs.kernels(ll))
            used = {l["kernel"] for c in spec["cases"] for l in c["launches"]}
            if have - used:
                print(f"{name}: not launched: {' '.join(sorted(have - used))}")
        return rc
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
