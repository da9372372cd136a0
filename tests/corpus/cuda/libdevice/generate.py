#!/usr/bin/env python3
"""Writes libdevice.ll and libdevice.json: one kernel per public function of
NVIDIA's libdevice (read from libdevice.10.bc with llvm-dis-22), each
applying the function to 256 inputs in its domain, for the differential
harness (../CASES.md): NVIDIA runs the calls as written (libdevice linked),
and every other device runs them lifted. Run from anywhere:
    python3 generate.py [path/to/libdevice.10.bc]
The inputs, domains and ulp bounds are in the table below; functions whose
arguments are pointers or that a table row refuses are listed in the spec
with the reason."""

import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
N = 256
BLOCK = 64

# Input ranges per function stem (without the f suffix): (lo, hi) for every
# float operand; a list gives one range per operand. Default (-10, 10).
DOMAIN = {
    "acos": (-1, 1), "asin": (-1, 1), "acosh": (1, 50), "atanh": (-0.99, 0.99),
    "log": (0.001, 1000), "log2": (0.001, 1000), "log10": (0.001, 1000), "log1p": (-0.9, 100),
    "sqrt": (0, 1000), "rsqrt": (0.001, 1000), "rcbrt": (0.001, 1000),
    "lgamma": (0.1, 30), "tgamma": (0.1, 20), "erfinv": (-0.99, 0.99), "erfcinv": (0.01, 1.99),
    "normcdfinv": (0.01, 0.99), "pow": [(0.01, 10), (-5, 5)], "powf": [(0.01, 10), (-5, 5)],
    "exp": (-20, 20), "exp2": (-20, 20), "exp10": (-10, 10), "expm1": (-20, 20),
    "cosh": (-20, 20), "sinh": (-20, 20), "y0": (0.1, 30), "y1": (0.1, 30),
    "fmod": [(-100, 100), (0.5, 10)], "remainder": [(-100, 100), (0.5, 10)],
    "cyl_bessel_i0": (-10, 10), "cyl_bessel_i1": (-10, 10),
    "fdiv_rn": [(-10, 10), (0.5, 10)], "fdiv_rz": [(-10, 10), (0.5, 10)],
    "fdiv_ru": [(-10, 10), (0.5, 10)], "fdiv_rd": [(-10, 10), (0.5, 10)],
    "ddiv_rn": [(-10, 10), (0.5, 10)], "ddiv_rz": [(-10, 10), (0.5, 10)],
    "ddiv_ru": [(-10, 10), (0.5, 10)], "ddiv_rd": [(-10, 10), (0.5, 10)],
    "fsqrt_rn": (0, 1000), "fsqrt_rz": (0, 1000), "fsqrt_ru": (0, 1000), "fsqrt_rd": (0, 1000),
    "dsqrt_rn": (0, 1000), "dsqrt_rz": (0, 1000), "dsqrt_ru": (0, 1000), "dsqrt_rd": (0, 1000),
    "frcp_rn": (0.5, 100), "frcp_rz": (0.5, 100), "frcp_ru": (0.5, 100), "frcp_rd": (0.5, 100),
    "drcp_rn": (0.5, 100), "drcp_rz": (0.5, 100), "drcp_ru": (0.5, 100), "drcp_rd": (0.5, 100),
    "fast_logf": (0.001, 1000), "fast_log2f": (0.001, 1000), "fast_log10f": (0.001, 1000),
    "fast_powf": [(0.01, 10), (-5, 5)], "fast_fdividef": [(-10, 10), (0.5, 10)],
    "fdividef": [(-10, 10), (0.5, 10)], "fast_exp10f": (-10, 10), "fast_expf": (-20, 20),
}
# Conversions to unsigned integers: CUDA saturates a negative input, C leaves
# it undefined; only in-range inputs are compared.
for _stem in ("float2uint", "float2ull", "double2uint", "double2ull"):
    for _mode in ("rn", "rz", "rd", "ru"):
        DOMAIN[f"{_stem}_{_mode}"] = (0, 100000)

# Why a function is not lifted: the first pattern its name matches.
REFUSED = [
    (r"_(rz|rd|ru)$", "arithmetic or a conversion from a 64-bit integer rounded toward zero "
                      "or an infinity: LLVM IR has no such operation for the AMD and host "
                      "targets"),
    (r"^__nv_fmaf?_ieee_r[zdu]$|^__nv_fmaf?_r[zdu]$", "a fused multiply-add rounded toward zero "
                                                     "or an infinity: no such operation in "
                                                     "LLVM IR for the AMD and host targets"),
    (r"^__nv_(jn|yn)f?$", "Bessel functions of integer order: AMD's device library (OCML) has "
                          "no jn or yn"),
    (r"^__nv_rcp64h$", "the high word of NVIDIA's hardware reciprocal approximation: nothing "
                       "portable computes the same bits"),
    (r"^__nv_nanf?$", "a NaN whose payload is parsed from a string: not translated"),
]

# Functions with pointer parameters: what each pointer is. "out:T" is written
# through (T: the type), "vec" is an input vector of DIM elements, "tag" a
# NUL-terminated string.
POINTERS = {
    "__nv_sincosf": ["out:float", "out:float"], "__nv_sincos": ["out:double", "out:double"],
    "__nv_fast_sincosf": ["out:float", "out:float"],
    "__nv_sincospif": ["out:float", "out:float"], "__nv_sincospi": ["out:double", "out:double"],
    "__nv_frexpf": ["out:i32"], "__nv_frexp": ["out:i32"],
    "__nv_modff": ["out:float"], "__nv_modf": ["out:double"],
    "__nv_remquof": ["out:i32"], "__nv_remquo": ["out:i32"],
    "__nv_normf": ["vec"], "__nv_rnormf": ["vec"], "__nv_norm": ["vec"], "__nv_rnorm": ["vec"],
    "__nv_nanf": ["tag"], "__nv_nan": ["tag"],
}
DIM = 5

# Largest error in ulps against NVIDIA's result, per stem; default 4.
# CUDA's documented bounds are per function against the exact result; two
# implementations within their bounds can be twice as far apart.
ULP = {
    "norm": 8, "rnorm": 8,
    "lgamma": 64, "tgamma": 32, "normcdf": 16, "erfinv": 16, "erfcinv": 16, "normcdfinv": 16,
    "y0": 64, "y1": 64, "j0": 64, "j1": 64, "yn": 128, "jn": 128,
    "cyl_bessel_i0": 16, "cyl_bessel_i1": 16, "pow": 8, "fast_powf": 512,
    "fast_expf": 128, "fast_exp10f": 128, "fast_logf": 128, "fast_log2f": 128,
    "fast_log10f": 128, "fast_sinf": 4096, "fast_cosf": 4096, "fast_tanf": 4096,
    "fast_tanhf": 8192, "fast_sincosf": 4096,
    "fast_fdividef": 4, "fdividef": 4, "tan": 8, "exp10": 8, "sinpi": 4, "cospi": 4,
}

# An absolute bound as well, for functions whose results cross zero inside
# the domain (where no relative bound can hold): per stem, (f32, f64).
ATOL = {
    "j0": (1e-6, 5e-12), "j1": (1e-6, 5e-12), "y0": (1e-6, 5e-12), "y1": (1e-6, 5e-12),
}

INT_RANGE = {"i32": (-1000, 1000), "i64": (-100000, 100000), "i16": (-1000, 1000)}


def signatures(bc):
    text = subprocess.run(["llvm-dis-22", bc, "-o", "-"], check=True,
                          capture_output=True, text=True).stdout
    out = []
    for m in re.finditer(r"^define (?:[a-z_]+ )*?(\w+) @(__nv_\w+)\(([^)]*)\)", text, re.M):
        ret, name, params = m.groups()
        ps = [p.strip().split()[0] for p in params.split(",") if p.strip()]
        out.append((name, ret, ps))
    return out


def stem(name):
    return name[len("__nv_"):]


def domain(name, k, ty):
    s = stem(name)
    d = DOMAIN.get(s) or DOMAIN.get(s[:-1] if s.endswith("f") else s) or (-10, 10)
    if isinstance(d, list):
        d = d[min(k, len(d) - 1)]
    if ty in INT_RANGE:
        lo, hi = INT_RANGE[ty]
        if any(w in s for w in ("ldexp", "scalbn", "jn", "yn", "powi")):
            lo, hi = (-20, 20) if "ldexp" in s or "scalbn" in s else (0, 6)
        return {"uniform": [lo, hi]}
    return {"uniform": [d[0], d[1]]}


LL_TYPE = {"float": "f32", "double": "f64", "i32": "i32", "i64": "i64", "i16": "i16"}


def unsupported(ll_path):
    """The functions the lift refuses, from one compile of the whole module."""
    gpujit = os.environ.get("GPUJIT", os.path.join(HERE, "../../../../target/debug/gpujit"))
    r = subprocess.run([gpujit, "compile", ll_path, "--target", "host", "--no-cache",
                        "-o", os.devnull], capture_output=True, text=True)
    return set(re.findall(r"libdevice function `(__nv_\w+)`", r.stderr + r.stdout))


def reason(name):
    for pattern, why in REFUSED:
        if re.search(pattern, name):
            return why
    return None


def main():
    bc = sys.argv[1] if len(sys.argv) > 1 else os.path.expanduser(
        "~/.cache/gpujit/libdevice/libdevice.10.bc")
    header = ['target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"',
              'target triple = "nvptx64-nvidia-cuda"', ""]
    sigs = signatures(bc)
    # First everything in one module, to learn what the lift refuses.
    full = os.path.join(HERE, "libdevice.ll")
    write(full, header, sigs, set())
    refused_fns = unsupported(full)
    for name in sorted(refused_fns):
        if reason(name) is None:
            sys.exit(f"{name} is not lifted and has no reason in REFUSED")
    n_ok = write(full, header, [s for s in sigs if s[0] not in refused_fns], set(), spec=True)
    n_no = write(os.path.join(HERE, "libdevice_refused.ll"), header,
                 [s for s in sigs if s[0] in refused_fns], refused_fns, spec=True)
    print(f"{n_ok} functions lifted, {n_no} refused", file=sys.stderr)
    write_readme(n_ok, n_no)


def write_readme(n_ok, n_no):
    """README.md: every function with the bound it is held to, or why it is refused."""
    ok = json.load(open(os.path.join(HERE, "libdevice.json")))
    no = json.load(open(os.path.join(HERE, "libdevice_refused.json")))
    groups = {}
    for c in ok["cases"]:
        t = next(iter(c["outputs"].values()))
        if not t:
            key = "exact"
        elif "atol" in t:
            key = f"{t['ulp']} ulp, or {t['atol']:g} absolute"
        else:
            key = f"{t['ulp']} ulp"
        groups.setdefault(key, []).append("`" + c["name"] + "`")
    order = sorted(groups, key=lambda k: (k != "exact", len(k), k))
    lines = [
        "# libdevice, function by function",
        "",
        f"Every public function of NVIDIA's libdevice (CUDA 12.9's `libdevice.10.bc`) whose "
        f"arguments and result are numbers: {n_ok + n_no} in all. `generate.py` writes one "
        f"kernel per function (`libdevice.ll`, `libdevice_refused.ll`) applying it to 256 "
        f"inputs in its domain; NVIDIA runs them as written, with libdevice linked, and its "
        f"results are the reference (`*.ref`, `ci/gpu-diff-record`). The {n_ok} functions the "
        f"lift takes run on NVIDIA (lifted), the host (warps of 32 and 64) and the AMDGCN "
        f"emulator (gfx942, gfx1100, gfx1201), each held to the bound below against NVIDIA's "
        f"result; integer results compare exactly. Results written through pointers "
        f"(`sincos`, `frexp`, `modf`, `remquo`) are compared like returned ones.",
        "",
        "| bound against NVIDIA | functions |",
        "| --- | --- |",
    ]
    for k in order:
        lines.append(f"| {k} | {', '.join(sorted(groups[k]))} |")
    lines += ["", f"## Refused ({n_no})", "", "| functions | why |", "| --- | --- |"]
    by_reason = {}
    for name, why in no["refusals"].items():
        by_reason.setdefault(why, []).append("`" + name[len("__nv_"):] + "`")
    for why, names in sorted(by_reason.items()):
        lines.append(f"| {', '.join(sorted(names))} | {why} |")
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write("\n".join(lines) + "\n")


def write(path, header, sigs, refused_fns, spec=False):
    ll = list(header)
    cases, refused, decls = [], [], []
    for name, ret, params in sigs:
        ptrs = list(POINTERS.get(name, []))
        if (ret not in LL_TYPE and ret != "void") or any(
                p not in LL_TYPE and p != "ptr" for p in params) or params.count("ptr") != len(ptrs):
            refused.append(name)
            continue
        k = "t" + name
        # Kernel parameters: one input buffer per number or vector, then the
        # result, then one output buffer per pointer written through.
        vector_len = name in ("__nv_normf", "__nv_rnormf", "__nv_norm", "__nv_rnorm")
        ins = [j for j, p in enumerate(params)
               if (p != "ptr" or not ptrs[params[:j].count("ptr")].startswith("out"))
               and not (vector_len and j == 0)]
        outs = [j for j, p in enumerate(params) if p == "ptr" and ptrs[params[:j].count("ptr")].startswith("out")]
        kparams = [f"ptr %in{j}" for j in ins]
        if ret != "void":
            kparams.append("ptr %out")
        kparams += [f"ptr %out{j}" for j in outs]
        ll.append(f"define ptx_kernel void @{k}({', '.join(kparams)}, i32 %n) {{")
        ll += ["entry:",
               "  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
               "  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()",
               "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
               "  %bd = mul i32 %b, %d", "  %i = add i32 %bd, %t",
               "  %in = icmp slt i32 %i, %n", "  br i1 %in, label %body, label %done", "body:",
               "  %i64 = sext i32 %i to i64"]
        vals, bufs = [], {}
        for j, p in enumerate(params):
            if p != "ptr":
                if vector_len and j == 0:
                    vals.append(f"i32 {DIM}")
                    continue
                ll.append(f"  %p{j} = getelementptr {p}, ptr %in{j}, i64 %i64")
                ll.append(f"  %a{j} = load {p}, ptr %p{j}")
                vals.append(f"{p} %a{j}")
                bufs[f"in{j}"] = {"type": LL_TYPE[p], "len": N, "init": domain(name, j, p)}
                continue
            kind = ptrs[params[:j].count("ptr")]
            if kind.startswith("out"):
                ty = kind[4:]
                ll.append(f"  %s{j} = alloca {ty}")
                vals.append(f"ptr %s{j}")
                bufs[f"out{j}"] = {"type": LL_TYPE[ty], "len": N, "init": "zero"}
            elif kind == "vec":
                elem = "float" if name.endswith("f") else "double"
                ll.append(f"  %o{j} = mul i64 %i64, {DIM}")
                ll.append(f"  %p{j} = getelementptr {elem}, ptr %in{j}, i64 %o{j}")
                vals.append(f"ptr %p{j}")
                bufs[f"in{j}"] = {"type": LL_TYPE[elem], "len": N * DIM,
                                  "init": {"uniform": [-10, 10]}}
            else:  # tag: the empty string
                vals.append(f"ptr %in{j}")
                bufs[f"in{j}"] = {"type": "u8", "len": 8, "init": "zero"}
        call = f"call {ret} @{name}({', '.join(vals)})"
        if ret != "void":
            ll.append(f"  %r = {call}")
            ll.append(f"  %q = getelementptr {ret}, ptr %out, i64 %i64")
            ll.append(f"  store {ret} %r, ptr %q")
        else:
            ll.append(f"  {call}")
        for j in outs:
            ty = ptrs[params[:j].count("ptr")][4:]
            ll.append(f"  %v{j} = load {ty}, ptr %s{j}")
            ll.append(f"  %w{j} = getelementptr {ty}, ptr %out{j}, i64 %i64")
            ll.append(f"  store {ty} %v{j}, ptr %w{j}")
        ll += ["  br label %done", "done:", "  ret void", "}", ""]
        decls.append(f"declare {ret} @{name}({', '.join(params)})")
        s_ = stem(name)
        ulp = ULP.get(s_) or ULP.get(s_[:-1] if s_.endswith("f") else s_) or 4
        base = s_[:-1] if s_.endswith("f") and s_[:-1] in ATOL else s_
        def tol(ty):
            if ty.startswith("i"):
                return {}
            t = {"ulp": ulp}
            if base in ATOL:
                t["atol"] = ATOL[base][0 if ty == "float" else 1]
            return t
        outputs = {}
        if ret != "void":
            bufs["out"] = {"type": LL_TYPE[ret], "len": N, "init": "zero"}
            outputs["out"] = tol(ret)
        for j in outs:
            outputs[f"out{j}"] = tol(ptrs[params[:j].count("ptr")][4:])
        args = [{"buf": f"in{j}"} for j in ins]
        if ret != "void":
            args.append({"buf": "out"})
        args += [{"buf": f"out{j}"} for j in outs] + [{"i32": N}]
        cases.append({
            "name": stem(name),
            "buffers": bufs,
            "launches": [{"kernel": k, "grid": [N // BLOCK, 1, 1], "block": [BLOCK, 1, 1],
                          "args": args}],
            "outputs": outputs,
        })
    ll += ["declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
           "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()",
           "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()"] + decls
    with open(path, "w") as f:
        f.write("\n".join(ll) + "\n")
    if not spec:
        return len(cases)
    doc = {
        "origin": "written for gpujit: one kernel per public function of NVIDIA's libdevice "
                  "(libdevice.10.bc of CUDA 12.9), by generate.py",
        "license": "gpujit's own (MIT OR Apache-2.0); libdevice itself is not copied",
    }
    if refused_fns:
        doc["refused"] = "; ".join(sorted({reason(n) for n in refused_fns}))
        doc["refusals"] = {n: reason(n) for n in sorted(refused_fns)}
    else:
        doc["note"] = "every public function of libdevice with numbers and pointers only"
        if refused:
            doc["note"] += "; left out: " + ", ".join(refused)
    doc["cases"] = cases
    with open(path[:-3] + ".json", "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")
    return len(cases)


main()
