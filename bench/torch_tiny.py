"""10,000 tiny elementwise ops four ways, side by side in one run: PyTorch
eager, PyTorch with a CUDA graph (captured once, replayed), gpujit.torch.scheduler
(the ops batched onto gpujit's persistent runtime, decided op by op) and
gpujit.torch.record (the scheduler's ops recorded once, replayed). Every way's
results are checked against eager's.

    python bench/torch_tiny.py [--ops 10000] [--device cuda] [--json PATH]

The program: tensors of 4 to 65,536 elements (log-uniform sizes, 1-D and 2-D,
float32 with a quarter float16), each op picked at random among unary
(relu, sigmoid, tanh, sin, cos, abs, neg, silu, gelu, clamp), binary (add,
sub, mul, maximum, minimum) and broadcast binary ops (a row vector against a
matrix), reading tensors earlier ops wrote. Times are the best of --reps runs
after a warm-up, from the first op to the results being complete.

Where the time goes is printed below the table: PyTorch's time per op, the
time per op of a TorchDispatchMode that only forwards each op (the cost of
dispatching to Python at all), and the scheduler's recording time per op
against the wait for the worker once recording ended; for the replay, the
time to record it.
"""

import argparse
import json
import math
import random
import time

import torch
from torch.utils._python_dispatch import TorchDispatchMode

import gpujit
import gpujit.torch as gt

F = torch.nn.functional
UNARY = [
    ("relu", torch.relu),
    ("sigmoid", torch.sigmoid),
    ("tanh", torch.tanh),
    ("sin", torch.sin),
    ("cos", torch.cos),
    ("abs", torch.abs),
    ("neg", torch.neg),
    ("silu", F.silu),
    ("gelu", F.gelu),
    ("clamp", lambda x: torch.clamp(x, -2.0, 2.0)),
]
BINARY = [
    ("add", torch.add),
    ("sub", torch.sub),
    ("mul", torch.mul),
    ("maximum", torch.maximum),
    ("minimum", torch.minimum),
]


def make_program(ops, seed, max_elems):
    """Shapes of the starting tensors and a list of (fn, input slots, output slot)."""
    rng = random.Random(seed)
    shapes = []
    for i in range(24):
        n = int(math.exp(rng.uniform(math.log(4), math.log(max_elems))))
        if i % 2 and n >= 64:
            cols = 1 << rng.randrange(2, min(9, int(math.log2(n))))
            shapes.append((n // cols, cols))
        else:
            shapes.append((n,))
    dtypes = [torch.float16 if i % 4 == 3 else torch.float32 for i in range(len(shapes))]
    # Row vectors for broadcasting against each 2-D shape.
    rows = {}
    for i, s in enumerate(shapes):
        if len(s) == 2:
            rows[i] = len(shapes) + len(rows)
    slots = len(shapes) + len(rows)
    prog = []
    for _ in range(ops):
        i = rng.randrange(len(shapes))
        r = rng.random()
        if r < 0.5:
            name, fn = UNARY[rng.randrange(len(UNARY))]
            prog.append((fn, (i,), i))
        elif r < 0.85 or i not in rows:
            name, fn = BINARY[rng.randrange(len(BINARY))]
            # Another tensor of the same shape and dtype: the same slot's partner.
            prog.append((fn, (i, i), i) if rng.random() < 0.3 else (fn, (i, (i, "old")), i))
        else:
            name, fn = BINARY[rng.randrange(len(BINARY))]
            prog.append((fn, (i, rows[i]), i))
    return shapes, dtypes, rows, slots, prog


def inputs(shapes, dtypes, rows, device, seed):
    g = torch.Generator().manual_seed(seed)
    ts = [torch.rand(s, generator=g).mul_(2).sub_(1).to(device, d) for s, d in zip(shapes, dtypes)]
    for i, slot in rows.items():
        ts.append(torch.rand(shapes[i][1], generator=g).to(device, dtypes[i]))
    olds = [t.clone() for t in ts[: len(shapes)]]
    return ts, olds


def run(prog, ts, olds):
    ts = list(ts)
    for fn, ins, out in prog:
        args = [olds[x[0]] if isinstance(x, tuple) else ts[x] for x in ins]
        ts[out] = fn(*args)
    return ts


def sync(device):
    if device.type == "cuda":
        torch.cuda.synchronize()


def best(reps, f, device):
    times = []
    out = None
    for _ in range(reps):
        sync(device)
        t = time.perf_counter()
        out = f()
        sync(device)
        times.append(time.perf_counter() - t)
    return min(times), out


class Forward(TorchDispatchMode):
    """Forwards every op: what dispatching to Python costs by itself."""

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        return func(*args, **(kwargs or {}))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ops", type=int, default=10_000)
    ap.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    ap.add_argument("--max-elems", type=int, default=65_536)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--batch", type=int, default=256)
    ap.add_argument("--json")
    a = ap.parse_args()
    device = torch.device(a.device)
    shapes, dtypes, rows, slots, prog = make_program(a.ops, a.seed, a.max_elems)
    ts, olds = inputs(shapes, dtypes, rows, device, a.seed)
    n_elems = [math.prod(s) for s in shapes]

    # 1. Eager (the warm-up loads every kernel PyTorch needs).
    run(prog, ts, olds)
    eager_s, want = best(a.reps, lambda: run(prog, ts, olds), device)

    # 2. A CUDA graph of the whole program, replayed.
    graph_s = capture_s = None
    if device.type == "cuda":
        s = torch.cuda.Stream()
        s.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(s):
            run(prog, ts, olds)
        torch.cuda.current_stream().wait_stream(s)
        g = torch.cuda.CUDAGraph()
        t = time.perf_counter()
        with torch.cuda.graph(g):
            graph_out = run(prog, ts, olds)
        torch.cuda.synchronize()
        capture_s = time.perf_counter() - t
        graph_s, _ = best(a.reps, g.replay, device)
        check("cuda graph", graph_out, want)

    # 3. A mode that only forwards, then the scheduler.
    def forwarded():
        with Forward():
            return run(prog, ts, olds)

    forward_s, fwd = best(a.reps, forwarded, device)
    check("forwarding mode", fwd, want)

    sch_holder = {}

    def scheduled():
        sch = gt.scheduler(device=device, max_batch=a.batch)
        sch_holder["s"] = sch
        with sch:
            out = run(prog, ts, olds)
            t = time.perf_counter()
        sch_holder["drain"] = time.perf_counter() - t
        return out

    scheduled()  # warm-up: compiles and starts the worker
    sched_s, got = best(a.reps, scheduled, device)
    check("scheduler", got, want)
    st = sch_holder["s"].stats()

    # 4. The scheduler's ops recorded once, then replayed as a whole.
    rec = gt.record(device=device, max_batch=a.batch)
    t = time.perf_counter()
    with rec:
        rec_out = run(prog, ts, olds)
    record_s = time.perf_counter() - t
    check("recording", rec_out, want)
    rec.replay()  # warm-up
    replay_s, _ = best(a.reps, rec.replay, device)
    check("replay", rec_out, want)
    rst = rec.stats()
    if rec.unrecorded:
        raise SystemExit(f"ops left to PyTorch while recording: {rec.unrecorded[:5]}")

    dev_name = torch.cuda.get_device_name(device) if device.type == "cuda" else "CPU (gpujit host device)"
    doc = {
        "device": dev_name,
        "ops": a.ops,
        "elems_min": min(n_elems),
        "elems_max": max(n_elems),
        "torch": torch.__version__,
        "gpujit": gpujit.__version__,
        "eager_s": eager_s,
        "graph_s": graph_s,
        "graph_capture_s": capture_s,
        "forward_mode_s": forward_s,
        "scheduler_s": sched_s,
        "scheduler_drain_s": sch_holder["drain"],
        "scheduler_stats": st,
        "replay_s": replay_s,
        "record_s": record_s,
        "replay_stats": rst,
    }
    print(render(doc))
    if a.json:
        with open(a.json, "w") as f:
            json.dump(doc, f, indent=1)


def check(who, got, want):
    worst = 0.0
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w, rtol=1e-3, atol=1e-3, msg=lambda m: f"{who}: {m}")
        worst = max(worst, (g.float() - w.float()).abs().max().item())
    print(f"  {who}: results match eager (largest difference {worst:.2e})")


def render(d):
    ops = d["ops"]
    rows = [("pytorch eager", d["eager_s"])]
    if d["graph_s"] is not None:
        rows.append(("pytorch, one CUDA graph (replay)", d["graph_s"]))
    rows.append(("gpujit.torch.scheduler", d["scheduler_s"]))
    rows.append(("gpujit.torch.record (replay)", d["replay_s"]))
    s = (f"{ops} tiny elementwise ops ({d['elems_min']}..{d['elems_max']} elements, mixed) on {d['device']}"
         f" (torch {d['torch']})\n")
    s += f"  {'way':<36} {'total ms':>10} {'ops/s':>12} {'vs eager':>9}\n"
    for name, secs in rows:
        s += f"  {name:<36} {secs * 1e3:>10.2f} {ops / secs:>12.0f} {d['eager_s'] / secs:>8.2f}x\n"
    st = d["scheduler_stats"]
    s += (f"  where the time goes: eager {d['eager_s'] / ops * 1e6:.2f} us/op; a forwarding dispatch mode "
          f"{d['forward_mode_s'] / ops * 1e6:.2f} us/op; the scheduler {d['scheduler_s'] / ops * 1e6:.2f} us/op, "
          f"of which waiting for the worker after the last op {d['scheduler_drain_s'] * 1e3:.2f} ms; "
          f"{st['batches']} batches, {st['barriers']} barriers, {st['intercepted']} ops intercepted, "
          f"{st['fallbacks']} left to torch\n")
    rs = d["replay_stats"]
    s += (f"  replay: {rs['recorded']} ops recorded in {d['record_s'] * 1e3:.1f} ms, "
          f"{d['replay_s'] / ops * 1e6:.2f} us/op replayed\n")
    if d["graph_capture_s"] is not None:
        s += f"  (capturing the CUDA graph took {d['graph_capture_s'] * 1e3:.1f} ms)\n"
    return s


if __name__ == "__main__":
    main()
