#!/usr/bin/env python3
"""Writes the guide's performance tables (docs/src/performance-tables.md), and the
README's runtime-specialization table, from the benchmark results in
bench/results/*.json, so that no figure is typed by hand.

    docs/performance.py           # write the tables
    docs/performance.py --check   # fail if the committed tables differ from the results

Each results file becomes one section, newest first, headed by what it measured, the
GPU and the date. Files with a `table` (gpujit-bench's main, GEMM and CUDA-source runs)
are rendered from it; the others (`--many`, `--tiny`, `--streams`, bench/torch_tiny.py)
by the renderers below, one per kind. A JSON file of a kind this script does not know
fails it, so a new kind of result gets a renderer, not a hand-written table.
"""

import json
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results"
OUT = ROOT / "docs" / "src" / "performance-tables.md"


def num(v, digits=3):
    """A number with `digits` significant figures (thousands grouped), or a dash."""
    if v is None or (isinstance(v, float) and v != v):
        return "—"
    if isinstance(v, bool):
        return "yes" if v else "no"
    if isinstance(v, int) or abs(v) >= 10 ** digits:
        return f"{round(v):,}"
    return f"{v:.{digits}g}" if abs(v) >= 1 else f"{v:.{digits}g}"


def table(head, rows):
    out = ["| " + " | ".join(head) + " |", "|" + " --- |" * len(head)]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(out)


def device_name(d):
    dev = d.get("device") or d.get("blas_abi", {}).get("device") or d.get("gemm_sweep", {}).get("device")
    if isinstance(dev, dict):
        return dev.get("name", "?")
    if isinstance(dev, str):
        return re.sub(r" \(sm_\d+a?\)$", "", dev)
    cpu = d.get("machine", {}).get("cpu")
    if cpu:
        return f"{cpu} ({d['machine'].get('cores', '?')} cores)"
    return d.get("references", {}).get("device", "?")


def date_of(path, d):
    m = re.match(r"(\d{4}-\d{2}-\d{2})", path.name)
    return d.get("meta", {}).get("date") or (m.group(1) if m else "?")


def render_table(d):
    rows = []
    for r in d["table"]:
        if r.get("gpujit") is None:
            continue
        name = r["measurement"]
        sub = name.startswith("  ")
        name = ("↳ " if sub else "") + re.sub(r":\s{2,}", ": ↳ ", name.strip())
        ref = num(r.get("reference"))
        if r.get("reference_name") and r.get("reference") is not None:
            ref = f"{ref} ({r['reference_name']})"
        met = {True: " ✓", False: " ✗"}.get(r.get("met"), "")
        goal = (r.get("goal") or "") + (met if r.get("goal") else "")
        rows.append([name, f"{num(r['gpujit'])} {r.get('unit') or ''}".strip(), ref,
                     num(r.get("ratio")), goal or ""])
    return table(["measurement", "gpujit", "reference", "ratio", "goal"], rows)


def render_many(d):
    c = d["compile_load_ms"]
    n = d["programs"]
    serial = c["serial"]
    names = {
        "serial": "serial, one module each",
        "parallel": "parallel, one module each",
        "batched_one_module": "batched, all in one module",
        "batched_parallel": "batched modules, in parallel",
        "batched_parallel_fresh_machines": "same, fresh target machines",
        "batched_parallel_nvjitlink": "same, nvJitLink cubins",
        "warm_disk_cache": "warm disk cache",
    }
    rows = [[names.get(k, k), num(v), num(v / n), num(n / v * 1e3), num(serial / v)]
            for k, v in sorted(c.items(), key=lambda kv: -kv[1])]
    out = [f"{n:,} programs, {d.get('threads', '?')} compile threads, batches of "
           f"{d.get('batch', '?')}.", "",
           table(["compile + load", "total ms", "per program ms", "programs/s", "vs serial"], rows)]
    link = d.get("linkers")
    if link:
        rows = [[k, num(v["one_thread_ms"]), num(v["threads_ms"]),
                 num(link["programs"] / v["threads_ms"] * 1e3)]
                for k, v in link.items() if isinstance(v, dict)]
        out += ["", f"PTX → cubin of {link['modules']} batched modules ({link['programs']:,} programs):", "",
                table(["linker", "1 thread ms", f"{link['threads']} threads ms", "programs/s"], rows)]
    rows = []
    for r in d.get("runs", []):
        e = r["elems"]
        rows.append([f"{e:,}", "first result, interpreter alone", num(r.get("interp_first_result_ms") or r.get("interp_time_to_result_ms"))])
        tc = r.get("tiered_cold", {}).get("first_run")
        if tc:
            rows.append([f"{e:,}", "first result, tiered (compile at first run)", num(tc["first_result_ms"])])
        if "jit_passes_cold_ms" in r:
            rows.append([f"{e:,}", f"{d.get('passes', '?')} passes, cold, pure JIT", num(r["jit_passes_cold_ms"])])
        if tc:
            rows.append([f"{e:,}", f"{d.get('passes', '?')} passes, cold, tiered", num(tc["passes_ms"])])
        if "jit_passes_warm_ms" in r:
            rows.append([f"{e:,}", f"{d.get('passes', '?')} passes, warm cache, pure JIT", num(r["jit_passes_warm_ms"])])
        if "tiered_passes_warm_ms" in r:
            rows.append([f"{e:,}", f"{d.get('passes', '?')} passes, warm cache, tiered", num(r["tiered_passes_warm_ms"])])
        if "jit_time_to_result_cold_ms" in r and "jit_passes_cold_ms" not in r:
            rows.append([f"{e:,}", "first result, pure JIT, cold", num(r["jit_time_to_result_cold_ms"])])
            rows.append([f"{e:,}", "first result, pure JIT, warm", num(r["jit_time_to_result_warm_ms"])])
    if rows:
        out += ["", "Tiered runtime (ms from creating the runtime to the last result):", "",
                table(["elements", "measurement", "ms"], rows)]
    return "\n".join(out)


def render_tiny(d):
    base = d["launch"]["ops_per_s"]
    names = [("launch", "one kernel launch per op"), ("queue", "persistent queue, one task per op"),
             ("queues_rr", f"the same over {d.get('queues', '?')} queues"),
             ("batched", f"micro-batched ({d.get('batch', '?')} per task)")]
    rows = []
    for k, label in names:
        r = d.get(k)
        if not r:
            continue
        submit = r.get("submit_s")
        rows.append([label, num(r["ops_per_s"]), num(r["ops_per_s"] / base),
                     num(submit / d["ops"] * 1e6) if submit else "—", num(r.get("p50_us")), num(r.get("p99_us"))])
    out = [f"{d['ops']:,} additions of {d['elems']} `f32`.", "",
           table(["way", "ops/s", "vs launch", "submit µs/op", "p50 µs", "p99 µs"], rows)]
    i = d.get("install")
    if i:
        out += ["", f"Install while serving: {num(i['total_ms'])} ms (compile + swap), submitters "
                f"paused {num(i['swap_pause_ms'])} ms."]
    return "\n".join(out)


def render_torch_tiny(d):
    ops = d["ops"]
    eager = d["eager_s"]
    ways = [("PyTorch eager", "eager_s"), ("PyTorch, one CUDA graph (replay)", "graph_s"),
            ("a dispatch mode that only forwards", "forward_mode_s"),
            ("`gpujit.torch.scheduler`", "scheduler_s"), ("`gpujit.torch.record` (replay)", "replay_s")]
    rows = [[label, num(d[k] * 1e3), num(ops / d[k]), num(eager / d[k])] for label, k in ways if k in d]
    out = [f"{ops:,} tiny ops ({d['elems_min']} to {d['elems_max']:,} elements), PyTorch {d.get('torch', '?')}.", "",
           table(["way", "total ms", "ops/s", "vs eager"], rows)]
    if "record_s" in d:
        out += ["", f"Recording the program once: {num(d['record_s'] * 1e3)} ms; the CUDA graph's "
                f"capture: {num(d.get('graph_capture_s', 0) * 1e3)} ms."]
    return "\n".join(out)


def render_streams(d):
    l = d["launch_on_stream"]
    rows = [[f"launch, {k.replace('_', ' ')}", num(l[k]["gpujit_us"]) + " µs", num(l[k]["raw_us"]) + " µs (raw `cuLaunchKernel`)", num(l[k]["ratio"])]
            for k in ("no_args", "four_args") if k in l]
    o = d.get("overlap")
    if o:
        rows.append([f"two streams, {o['mib']} MiB copy + kernel each", num(o["streams_ms"]) + " ms",
                     num(o["serial_ms"]) + " ms (one stream)", num(o["ratio"])])
    return table(["measurement", "gpujit", "reference", "ratio"], rows)


def render_fleet(d):
    c, img, n = d["compile_load_ms"], d.get("image_ms", {}), d["programs"]
    names = [("cold", "nothing cached"), ("warm_store", "empty local folder, warm shared store"),
             ("warm_disk", "warm local disk")]
    rows = [[label, num(c[k] / n), num(img[k] / n) if k in img else "—", num(c["cold"] / c[k])]
            for k, label in names if k in c]
    store = {"given": "the Redis server named with --redis"}.get(d.get("store"), d.get("store", "?"))
    return "\n".join([f"{n:,} programs loaded one at a time; store: {store}.", "",
                      table(["node", "compile or fetch + load, ms per program",
                             "of which the image, ms", "vs cold"], rows)])


def kernels_with(d, *keys):
    """Whether `d` has per-kernel sections, each with every one of `keys`."""
    ks = d.get("kernels")
    return isinstance(ks, dict) and bool(ks) and all(
        isinstance(k, dict) and all(key in k for key in keys) for k in ks.values())


def is_specialize(d):
    return kernels_with(d, "speedup", "gfx942")


def render_specialize(d):
    rows = []
    for name, k in d["kernels"].items():
        g, v = k["gfx942"]["generic"], k["gfx942"]["variant"]
        pays = k.get("break_even_launches")
        rows.append([name, num(k["generic_us"]), num(k["variant_us"]), f"{num(k['speedup'])}x",
                     num(k["compile_variant_ms"]), "never" if pays is None else f"{pays:,}",
                     "yes" if k.get("identical") else f"no (max rel. diff {num(k.get('max_rel_diff'))})",
                     f"{g['instructions']}→{v['instructions']} / {g['vgprs']}→{v['vgprs']} / "
                     f"{g['scratch_bytes']}→{v['scratch_bytes']}"])
    out = table(["kernel", "generic µs", "variant µs", "speed-up", "variant compile ms",
                 "pays off after (launches)", "same bits", "gfx942 instructions / VGPRs / scratch"], rows)
    policy = [(name, k["policy"]) for name, k in d["kernels"].items() if "policy" in k]
    if policy:
        rows = []
        for name, p in policy:
            e, s, st = p["end_to_end"], p["settled"], p["stats"]
            judged = p.get("judged_speedup")
            rows.append([name, p["outcome"], "—" if judged is None else f"{num(judged)}x",
                         f"{num(e['speedup'])}x", num(s["generic_us"]), num(s["policy_us"]),
                         f"{num(s['speedup'])}x", f"{st['variant_launches']:,} / {st['generic_launches']:,}"])
        out += (f"\n\nThrough a `Specializer` with the default policy ({d.get('policy_launches', '?')} launches "
                "end to end from the first, compiles included; then settled, once the policy judged "
                "the variant):\n\n")
        out += table(["kernel", "variant", "its timed speed-up", "end to end", "generic µs",
                      "through the policy µs", "settled speed-up", "variant / generic launches"], rows)
    return out


def is_ptx(d):
    return kernels_with(d, "ptx_to_hsaco")


def render_ptx(d):
    cols = [("ptx_to_hsaco", "PTX → gfx942"), ("ptx_to_host", "PTX → host"),
            ("nvvm_to_hsaco", "NVVM IR → gfx942"), ("cuda_source_to_hsaco", "CUDA source → gfx942")]
    rows = []
    for name, k in d["kernels"].items():
        row = [name, f"{k.get('ptx_bytes', '—'):,}" if isinstance(k.get("ptx_bytes"), int) else "—"]
        for key, _ in cols:
            m = k.get(key, {}).get("median_ms", {}).get("total")
            row.append("—" if m is None else f"{num(m)} ms")
        rows.append(row)
    return table(["kernel", "PTX bytes"] + [c for _, c in cols], rows)


def render_cudart(d):
    names = {
        "launch_enqueue_us": "`<<<>>>` of an empty kernel, host time to queue one of 256, µs",
        "launch_kernel_api_enqueue_us": "`cudaLaunchKernel`, host time to queue one of 256, µs",
        "launch_us": "`<<<>>>` of an empty kernel, 20,000 back to back with the wait, µs",
        "launch_kernel_api_us": "`cudaLaunchKernel`, 20,000 back to back with the wait, µs",
        "memcpy_h2d_gbs": "`cudaMemcpy` host → device, GB/s",
        "memcpy_d2h_gbs": "`cudaMemcpy` device → host, GB/s",
        "memcpy_d2d_gbs": "`cudaMemcpy` device → device, GB/s",
        "malloc_free_us": "`cudaMalloc` + `cudaFree`, µs",
        "triad_gbs": "triad program, GB/s",
        "first_launch_ms": "first launch (module load; gpujit: JIT compile, caches empty), ms",
        "graph_4_branches_us": "captured graph of four independent branches, µs per launch",
        "launch_4_streams_us": "`<<<>>>` on four blocking streams in turn, µs",
        "build_s": "build (nvcc, nvcc `-cudart shared`, `gpujit cc`), s",
    }
    f, r = d["figures"], d["ratios_over_nvidia"]
    rows = []
    for key, label in names.items():
        if key not in f.get("nvidia", {}):
            continue
        cells = [label, num(f["nvidia"][key])]
        for v in ("gpujit-runtime", "gpujit-cc"):
            x = r.get(v, {}).get(key)
            cells.append("—" if x is None else f"{num(f[v][key])} ({num(x['ratio'])}x)")
        g = r.get("gpujit-runtime", {}).get(key, {}).get("goal")
        lower = key.endswith(("_us", "_ms", "_s"))
        cells.append("—" if g is None else ("≤ " if lower else "≥ ") + f"{num(g)}x")
        rows.append(cells)
    runs = {2: "two", 4: "four"}.get(d.get("runs", 2), str(d.get("runs")))
    head = f"gpujit over NVIDIA's libcudart on the same GPU, each figure the best of {runs} runs.\n\n"
    return head + table(["figure", "NVIDIA libcudart", "gpujit runtime (nvcc's build)", "gpujit cc", "goal"], rows)


def render_blas_abi(d):
    b = d["blas_abi"]
    rows = [
        ["`cublasSgemm_v2`", num(b["sgemm_us"]), num(b["sgemm_done_us"])],
        ["`cublasGemmEx`", num(b["gemm_ex_us"]), num(b["gemm_ex_done_us"])],
        ["`Blas::gemm` (Rust)", num(b["blas_gemm_us"]), num(b["blas_gemm_done_us"])],
    ]
    n = b["size"]
    met = "✓" if b["overhead_us"] <= b["goal_us"] else "✗"
    head = (f"{n}×{n}×{n} `f32`, {b['calls']:,} calls a round, median of {b['rounds']} rounds. "
            f"The C ABI's cost per call over the Rust API: **{num(b['overhead_us'])} µs** "
            f"(goal ≤ {num(b['goal_us'])} µs {met}).\n\n")
    return head + table(["way", "µs per call issued", "µs per call done"], rows)


def render_mfma(d):
    m = d["mfma"]
    rows = []
    for arch, products in m["processors"].items():
        for dtype, p in products.items():
            for name, k in p["kernels"].items():
                c = k["classes"]
                rows.append([arch, dtype, f"`{name}`", num(k["instructions"]), num(c["matrix"]),
                             num(k["matrix_share"]), num(k.get("matrix_needed")),
                             num(c["valu"]), num(c["vmem"]), num(c["lds"]),
                             num(c["smem"] + c["control"] + c["salu"])])
    n = m["size"]
    head = (f"{n}×{n}×{n} row-major products through `gpujit_blas`, counted by the emulator: "
            "wave-instructions executed by class; *share* is the matrix instructions' share of "
            "issue slots; *needed* the fewest matrix instructions the product takes. "
            "No timing: the emulator models no latencies.\n\n")
    return head + table(["processor", "input", "kernel", "instructions", "matrix", "share", "needed",
                         "VALU", "VMEM", "LDS", "scalar, control"], rows)


def render_gemm_sweep(d):
    g = d["gemm_sweep"]
    rows = []
    for r in g["shapes"]:
        path = r["path"].split(" ")[0]
        rows.append([r["name"], f"{r['m']}×{r['n']}×{r['k']}" + (f" ×{r['batch']}" if r["batch"] > 1 else ""),
                     num(r["ms"]), num(r["tflops"]), num(r.get("torch_ms")), num(r.get("ratio")), path])
    t = g.get("torch") or {}
    w = g.get("worst") or {}
    met = "✓" if (g.get("geomean_ratio") or 0) >= g["goal_geomean"] else "✗"
    head = (f"bf16 in and out, `f32` accumulation; reference `torch.matmul` ({t.get('torch', '?')}, "
            f"CUDA {t.get('cuda', '?')}) in the same session. Geometric mean of torch ms / gpujit ms: "
            f"**{num(g.get('geomean_ratio'))}** (goal ≥ {g['goal_geomean']} {met}); worst: "
            f"{w.get('name', '—')} at {num(w.get('ratio'))}.\n\n")
    return head + table(["shape", "m×n×k", "gpujit ms", "TFLOP/s", "torch ms", "ratio", "path"], rows)


KINDS = [
    ("gemm-sweep", "`gpujit-bench --gemm-sweep`: transformer GEMMs beside `torch.matmul`", lambda d: "gemm_sweep" in d, render_gemm_sweep),
    ("blas-abi", "`gpujit-bench --blas-abi`: the cuBLAS C ABI's cost per call", lambda d: "blas_abi" in d, render_blas_abi),
    ("mfma", "`gpujit-bench --mfma`: matrix instructions of the BLAS kernels (AMDGCN emulator)", lambda d: "mfma" in d, render_mfma),
    ("cudart", "`gpujit-bench --cudart`: gpujit's CUDA runtime against NVIDIA's", lambda d: d.get("benchmark") == "cudart", render_cudart),
    ("ptx", "`gpujit-bench --ptx`: PTX to code objects (medians, no device)", is_ptx, render_ptx),
    ("specialize", "`gpujit-bench --specialize`: kernels specialized for their launch values", is_specialize, render_specialize),
    ("fleet", "`gpujit-bench --fleet`: a compile cache shared by a fleet", lambda d: d.get("benchmark") == "fleet", render_fleet),
    ("table", "gpujit-bench", lambda d: "table" in d, render_table),
    ("many", "`gpujit-bench --many`: compiling many programs", lambda d: "compile_load_ms" in d, render_many),
    ("tiny", "`gpujit-bench --tiny`: tiny ops on the persistent runtime", lambda d: "queue" in d and "launch" in d, render_tiny),
    ("torch-tiny", "`bench/torch_tiny.py`: tiny PyTorch ops", lambda d: "eager_s" in d, render_torch_tiny),
    ("streams", "`gpujit-bench --streams`: launches on streams, overlap", lambda d: "launch_on_stream" in d, render_streams),
]


def title_of(path, d):
    """The heading of a `gpujit-bench` table (the "table" kind), by what it measured."""
    mode = d.get("meta", {}).get("mode")
    if mode == "cuda-source":
        return "CUDA C++ source → kernel, beside NVRTC (CuPy)"
    if "gemm_bf16" in d:
        return "Matrix products, beside cuBLAS"
    if "table" in d:
        return "JIT, launch and kernels, beside CuPy/NVRTC, Triton and cuBLAS"
    return None


def render():
    files = sorted(RESULTS.glob("*.json"), key=lambda p: (date_of(p, {}), p.name), reverse=True)
    parts = [
        "<!-- Generated by docs/performance.py from bench/results/*.json: do not edit. -->",
        "",
    ]
    for path in files:
        d = json.loads(path.read_text())
        for kind, title, matches, renderer in KINDS:
            if matches(d):
                break
        else:
            sys.exit(f"docs/performance.py: {path.name}: a kind of result with no renderer")
        heading = (title_of(path, d) if kind == "table" else None) or title
        extra = ""
        if d.get("meta", {}).get("llvm"):
            extra += f"; LLVM {d['meta']['llvm']}"
        if d.get("headers", {}).get("detected"):
            extra = f"; headers: {d['headers']['detected']}"
        parts += [f"### {heading}: {device_name(d)}, {date_of(path, d)}", "",
                  f"`bench/results/{path.name}`{extra}", "", renderer(d), ""]
    return "\n".join(parts).rstrip("\n") + "\n"


README = ROOT / "README.md"
# The README's runtime-specialization table: from this results file, between these marks.
README_SPECIALIZE = RESULTS / "2026-11-27-nvidia-h100-specialize.json"
MARKS = ("<!-- specialization table: docs/performance.py -->", "<!-- end of table -->")

# What each folded kernel is called in the README.
README_NAMES = {
    "reduction": "SHOC reduction (length, block, grid)",
    "hotspot": "Rodinia HotSpot (sizes, coefficients)",
    "nbody": "cuda-samples n-body (n, tiles, block)",
    "hotspot3d": "Rodinia HotSpot 3-D (sizes, coefficients)",
    "black_scholes": "cuda-samples Black–Scholes (rate, volatility, count)",
    "matrix_mul": "cuda-samples matrix multiply (width)",
}


def readme_specialize():
    """The README's table: each kernel's times, what the default policy kept, and the
    speed-up it settled at, fastest first."""
    d = json.loads(README_SPECIALIZE.read_text())
    rows = []
    for name, k in sorted(d["kernels"].items(), key=lambda kv: -kv[1]["policy"]["settled"]["speedup"]):
        p = k["policy"]
        kept = "variant" if p["outcome"] == "kept" else f"generic ({p['outcome']})"
        rows.append([README_NAMES.get(name, name), f"{k['generic_us']:.1f}", f"{k['variant_us']:.1f}",
                     kept, f"{p['settled']['speedup']:.2f}×"])
    head = f"{device_name(d)}, `{README_SPECIALIZE.relative_to(ROOT)}`, {d.get('policy_launches', '?')} launches"
    return head + ":\n\n" + table(["kernel (folded)", "generic µs", "variant µs", "policy keeps", "settled"], rows)


def readme_text():
    text = README.read_text()
    start, end = text.find(MARKS[0]), text.find(MARKS[1])
    if start < 0 or end < start:
        sys.exit(f"docs/performance.py: README.md lacks the marks {MARKS[0]} ... {MARKS[1]}")
    return text[: start + len(MARKS[0])] + "\n" + readme_specialize() + "\n" + text[end:]


def main():
    text = render()
    readme = readme_text()
    if "--check" in sys.argv[1:]:
        old = OUT.read_text() if OUT.exists() else ""
        if old != text:
            sys.exit("docs/performance.py: docs/src/performance-tables.md is not what bench/results "
                     "gives: run docs/performance.py and commit the result")
        if README.read_text() != readme:
            sys.exit("docs/performance.py: README.md's specialization table is not what "
                     f"{README_SPECIALIZE.name} gives: run docs/performance.py and commit the result")
        return
    OUT.write_text(text)
    README.write_text(readme)


if __name__ == "__main__":
    main()
