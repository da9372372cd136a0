#!/usr/bin/env python3
"""torch.matmul on the shapes of `gpujit-bench --gemm-sweep`, for its --refs.

    python3 bench/gemm_sweep.py --json refs.json [--hidden 768,4096,8192]
        [--tokens 1,128,2048,16384] [--seq 1024,4096] [--head-dim 64,128]

The shapes, in the same order and with the same names as the Rust side
(crates/bench/src/sweep.rs): for each hidden size H and token count M the four
linear layers of a transformer block, torch.matmul(x, w.t()) with x M x K and
w N x K (QKV: N = 3H, K = H; attention output: H, H; MLP up: 4H, H; MLP down:
H, 4H); for each sequence length S and head size D, attention over 32 heads:
torch.matmul(q, k.transpose(-1, -2)) (S x S x D) and torch.matmul(p, v)
(S x D x S). bf16 in and out. Each is timed with CUDA events: calls queued
back to back, three rounds, the median per call.
"""

import argparse
import json
import statistics
import sys
import time

import torch

HEADS = 32


def shapes(hidden, tokens, seq, head_dim):
    out = []
    for h in hidden:
        for layer, n, k in (("qkv", 3 * h, h), ("out", h, h), ("up", 4 * h, h), ("down", h, 4 * h)):
            for m in tokens:
                out.append({"name": f"h{h} {layer} m{m}", "m": m, "n": n, "k": k, "batch": 1, "bt": True})
    for s in seq:
        for d in head_dim:
            out.append({"name": f"attn qk s{s} d{d}", "m": s, "n": s, "k": d, "batch": HEADS, "bt": True})
            out.append({"name": f"attn pv s{s} d{d}", "m": s, "n": d, "k": s, "batch": HEADS, "bt": False})
    return out


def ints(v):
    return [int(x) for x in v.split(",")]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--json", required=True)
    ap.add_argument("--hidden", type=ints, default=[768, 4096, 8192])
    ap.add_argument("--tokens", type=ints, default=[1, 128, 2048, 16384])
    ap.add_argument("--seq", type=ints, default=[1024, 4096])
    ap.add_argument("--head-dim", type=ints, default=[64, 128])
    args = ap.parse_args()
    rows = shapes(args.hidden, args.tokens, args.seq, args.head_dim)
    torch.manual_seed(0)
    dev = "cuda"
    for r in rows:
        b, m, n, k = r["batch"], r["m"], r["n"], r["k"]
        a = (torch.rand((b, m, k), device=dev) * 2 - 1).to(torch.bfloat16)
        w = (torch.rand((b, n, k) if r["bt"] else (b, k, n), device=dev) * 2 - 1).to(torch.bfloat16)
        if b == 1:
            a, w = a[0], w[0]
        wt = w.transpose(-1, -2) if r["bt"] else w
        c = torch.matmul(a, wt)
        torch.cuda.synchronize()
        flops = 2.0 * b * m * n * k
        reps = min(200, max(3, int(2e11 / flops)))
        samples = []
        for _ in range(3):
            start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            start.record()
            for _ in range(reps):
                torch.matmul(a, wt, out=c)
            end.record()
            end.synchronize()
            samples.append(start.elapsed_time(end) / reps)
        r["torch_ms"] = statistics.median(samples)
        r["tflops"] = flops / (r["torch_ms"] * 1e-3) / 1e12
        print(f"{r['name']:<26} {r['torch_ms']:.4f} ms {r['tflops']:.1f} TFLOP/s", file=sys.stderr)
        del a, w, wt, c
        torch.cuda.empty_cache()
    meta = {
        "date": time.strftime("%Y-%m-%d"),
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "device": torch.cuda.get_device_name(0),
        "note": "torch.matmul, bf16 in and out (cuBLAS/cuBLASLt)",
    }
    with open(args.json, "w") as f:
        json.dump({"meta": meta, "shapes": rows}, f, indent=1)


if __name__ == "__main__":
    main()
