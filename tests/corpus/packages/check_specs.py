#!/usr/bin/env python3
"""Checks the specs of package folders (tests/corpus/CASES.md) against the IR
their wrappers compile to, before the suite runs them.

    check_specs.py [--no-compile] [--ll-dir DIR] FOLDER [NAME ...]

For each FOLDER/NAME.json (all of them, or the NAMEs given) it compiles
NAME.cu as the suite does (clang-22, device only, sm_80, NVIDIA's CUDA 12.9
headers from ~/.cache/gpujit/cuda-12.9-headers, clang's CUDA runtime wrapper
and gpujit's __gpujit_cuda_holes.h force-included, -I the package root, the
folder and the spec's `include` entries, then its `options`) into
DIR/NAME.ll (default /tmp/<package>/), then checks every launch: the kernel
is defined in the IR as a kernel, one argument per parameter, each argument's
kind fits its parameter's IR type, buffers and outputs exist, offsets lie
inside their buffers, `devices` names known devices. Prints one line per
problem and exits 1 if there were any.
"""
import json
import os
import re
import subprocess
import sys

HOME = os.path.expanduser("~")
CUDA = os.path.join(HOME, ".cache/gpujit/cuda-12.9-headers")
CORPUS = os.path.join(HOME, ".cache/gpujit/corpus")
HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "../../.."))
HOLES = os.path.join(REPO, "crates/cuda/include/__gpujit_cuda_holes.h")
LOCK = os.path.join(REPO, "tests/corpus/packages.lock")
DEVICES = {"nvptx", "host32", "host64", "gfx942", "gfx1100", "gfx1201"}
TYPES = {"i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64", "f16", "bf16", "f32", "f64"}
# argument kind -> IR parameter types it may be passed to
FITS = {
    "i8": {"i8", "i1"}, "u8": {"i8", "i1"},
    "i16": {"i16"}, "u16": {"i16"},
    "i32": {"i32"}, "u32": {"i32"},
    "i64": {"i64"}, "u64": {"i64"},
    "f16": {"half"}, "bf16": {"bfloat"},
    "f32": {"float"}, "f64": {"double"},
}


def versions():
    out = {}
    for line in open(LOCK):
        if line.startswith("#") or not line.strip():
            continue
        f = line.split()
        out[f[0]] = f[2]
    return out


def compile_one(folder, name, spec, ll):
    pkg = spec.get("package") or os.path.basename(folder)
    root = os.path.join(CORPUS, f"{pkg}-{versions()[pkg]}")
    args = [
        "clang-22", "-x", "cuda", "--cuda-device-only", "-nocudalib", "-nocudainc",
        "-Wno-unknown-cuda-version", "-O2", "-S", "-emit-llvm",
        "--cuda-gpu-arch=sm_80", "--cuda-feature=+ptx88",
        "-Xclang", "-fcuda-allow-variadic-functions",
        "-isystem", os.path.join(CUDA, "include"),
        "-include", "__clang_cuda_runtime_wrapper.h", "-include", HOLES,
        "-I" + root, "-I" + folder,
    ]
    for inc in spec.get("include", []):
        ours = inc.startswith("./") or inc.startswith("../")
        args.append("-I" + (os.path.join(folder, inc) if ours else os.path.join(root, inc)))
    args += spec.get("options", [])
    args += ["-o", ll, os.path.join(folder, name + ".cu")]
    r = subprocess.run(args, capture_output=True, text=True)
    if r.returncode != 0:
        errs = [l for l in r.stderr.splitlines() if "error" in l]
        return "compile failed: " + " | ".join(errs[:4])
    return None


def split_params(s):
    depth, cur, out = 0, "", []
    for ch in s:
        if ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def kernels(ll):
    out = {}
    for line in open(ll):
        if not line.startswith("define ") or "ptx_kernel" not in line:
            continue
        m = re.search(r'@("?[^"(]+"?)\((.*)\)[^)]*\{?\s*$', line)
        if not m:
            continue
        name = m.group(1).strip('"')
        params = []
        for p in split_params(m.group(2)):
            if "byval" in p:
                params.append("byval")
            else:
                params.append(p.split()[0])
        out[name] = params
    return out


def check(folder, name, spec, ks):
    probs = []
    for key in ("origin", "license", "cases"):
        if key not in spec:
            probs.append(f"no `{key}`")
    seen = set()
    for case in spec.get("cases", []):
        cn = case.get("name")
        where = f"{name}.{cn}"
        if cn in seen:
            probs.append(f"{where}: duplicate case name")
        seen.add(cn)
        bufs = case.get("buffers", {})
        for b, d in list(bufs.items()) + list(case.get("globals", {}).items()):
            if d.get("type") not in TYPES:
                probs.append(f"{where}: `{b}` has type {d.get('type')}")
            if not isinstance(d.get("len"), int) or d["len"] <= 0:
                probs.append(f"{where}: `{b}` has len {d.get('len')}")
        for dev in case.get("devices", {}):
            if dev not in DEVICES:
                probs.append(f"{where}: unknown device `{dev}`")
        for o in case.get("outputs", {}):
            if o not in bufs and o not in case.get("globals", {}):
                probs.append(f"{where}: output `{o}` is no buffer")
        for i, l in enumerate(case.get("launches", [])):
            k = l.get("kernel")
            lw = f"{where} launch {i} ({k})"
            if k not in ks:
                probs.append(f"{lw}: no such kernel in the IR")
                continue
            params, args = ks[k], l.get("args", [])
            if len(params) != len(args):
                probs.append(f"{lw}: {len(args)} args for {len(params)} params {params}")
                continue
            threads = 1
            for v in l.get("block", []):
                threads *= v
            if threads > 1024:
                probs.append(f"{lw}: {threads} threads a block")
            for j, (p, a) in enumerate(zip(params, args)):
                if "buf" in a:
                    if p != "ptr" and not p.startswith("ptr"):
                        probs.append(f"{lw}: arg {j} is a buffer, param is {p}")
                    if a["buf"] not in bufs:
                        probs.append(f"{lw}: arg {j}: no buffer `{a['buf']}`")
                    elif a.get("offset", 0) >= bufs[a["buf"]]["len"]:
                        probs.append(f"{lw}: arg {j}: offset past `{a['buf']}`")
                elif "struct" in a:
                    if p != "byval" and not p.startswith("%") and not p.startswith("{"):
                        probs.append(f"{lw}: arg {j} is a struct, param is {p}")
                else:
                    (t, v), = a.items()
                    if t not in FITS:
                        probs.append(f"{lw}: arg {j}: unknown kind {t}")
                    elif p not in FITS[t]:
                        probs.append(f"{lw}: arg {j} is {t}, param is {p}")
    return probs


def main(argv):
    compile_ = "--no-compile" not in argv
    argv = [a for a in argv if a != "--no-compile"]
    ll_dir = None
    if "--ll-dir" in argv:
        i = argv.index("--ll-dir")
        ll_dir = argv[i + 1]
        del argv[i:i + 2]
    folder = os.path.abspath(argv[0])
    pkg = os.path.basename(folder)
    ll_dir = ll_dir or os.path.join("/tmp", pkg)
    os.makedirs(ll_dir, exist_ok=True)
    names = argv[1:] or sorted(f[:-5] for f in os.listdir(folder) if f.endswith(".json"))
    bad = 0
    total_k = 0
    for name in names:
        spec = json.load(open(os.path.join(folder, name + ".json")))
        ll = os.path.join(ll_dir, name + ".ll")
        if compile_:
            err = compile_one(folder, name, spec, ll)
            if err:
                print(f"{name}: {err}")
                bad += 1
                continue
        ks = kernels(ll)
        probs = check(folder, name, spec, ks)
        used = {l["kernel"] for c in spec.get("cases", []) for l in c.get("launches", [])}
        total_k += len(used & set(ks))
        for p in probs:
            print(f"{name}: {p}")
        bad += len(probs)
        print(f"{name}: {len(spec.get('cases', []))} cases, {len(used & set(ks))} of {len(ks)} kernels launched" + ("" if not probs else f", {len(probs)} problems"))
    print(f"total: {total_k} kernels launched, {bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
