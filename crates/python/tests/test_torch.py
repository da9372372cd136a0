"""gpujit.torch.scheduler: on the CPU through gpujit's host device (CI), and
on CUDA device 0 where there is one (the GPU machine)."""

import random

import pytest

torch = pytest.importorskip("torch")
import gpujit.torch as gt  # noqa: E402

DEVICES = ["cpu"] + (["cuda"] if torch.cuda.is_available() else [])
F = torch.nn.functional


def program(x, w, b, h):
    y = torch.relu(x * w + b)
    z = torch.sigmoid(y) - 0.5 * torch.tanh(x)
    s = z.sum(-1)
    m = (h * 2.0).mean(-1, keepdim=True)
    g = F.gelu(x.t()) + F.silu(x).t() + F.gelu(x.t(), approximate="tanh")
    c = torch.clamp(x, -0.5, 0.5) ** 2 + torch.where(b > 0, x, w)
    d = torch.maximum(x, w) - torch.minimum(x, 0.25 * w) + torch.pow(torch.abs(x) + 1, w)
    e = torch.exp(b) / torch.sqrt(torch.abs(x) + 1) + torch.log(torch.abs(x) + 1) * torch.sin(x) - torch.cos(x)
    f = 1.0 - x.clamp_min(0.1).reciprocal() + x.rsqrt().nan_to_num(0.0) * 0
    return y, z, s, m, g, c, d, e, (h * h).to(torch.float32), f


def inputs(device, dtype=torch.float32):
    g = torch.Generator().manual_seed(0)
    x = torch.randn(64, 33, generator=g).to(device, dtype)
    w = torch.randn(33, generator=g).to(device, dtype)
    b = torch.randn(64, 1, generator=g).to(device, dtype)
    h = torch.randn(64, 33, generator=g).to(device, torch.float16)
    return x, w, b, h


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16])
def test_pointwise_programs_match_eager(device, dtype):
    args = inputs(device, dtype)
    want = program(*args)
    sch = gt.scheduler(device=device)
    with sch:
        got = program(*args)
    for i, (g, w) in enumerate(zip(got, want)):
        assert g.dtype == w.dtype and g.shape == w.shape, i
        assert g.is_contiguous() or g.dim() < 2 or i == 0
        torch.testing.assert_close(g, w, msg=lambda m: f"output {i}: {m}")
    st = sch.stats()
    assert st["intercepted"] >= 30, st
    assert st["batches"] >= 1 and st["ops"] == st["intercepted"]


@pytest.mark.parametrize("device", DEVICES)
def test_pending_results_are_ready_for_ops_torch_runs(device):
    x = torch.arange(1000, dtype=torch.float32, device=device) / 100
    with gt.scheduler(device=device, max_delay=10.0) as sch:
        y = torch.exp(x) + 1          # pending
        c = torch.cumsum(y, 0)        # not intercepted: waits for the batch first
        v = y.view(10, 100)           # a view: no wait
        s = v.sum(-1)                 # pending again
    torch.testing.assert_close(c, torch.cumsum(torch.exp(x) + 1, 0))
    torch.testing.assert_close(s, (torch.exp(x) + 1).view(10, 100).sum(-1))
    assert sch.stats()["drains"] == 2  # before cumsum, and on leaving the block


@pytest.mark.parametrize("device", DEVICES)
def test_what_is_not_for_the_scheduler_runs_in_torch(device):
    x = torch.randn(100, device=device, requires_grad=True)
    big = torch.randn(100_000, device=device)
    ints = torch.arange(10, device=device)
    with gt.scheduler(device=device) as sch:
        y = (x * 2).sigmoid().sum()   # autograd: falls back
        y.backward()
        z = big * 2                   # too large
        i = ints + 1                  # integers
        d = torch.randn(4, device=device, dtype=torch.float64) * 2  # float64
        q = torch.empty(5, device=device).fill_(3.0)
        q.add_(1.0)                   # in place
    torch.testing.assert_close(x.grad, (2 * torch.sigmoid(2 * x) * (1 - torch.sigmoid(2 * x))).detach())
    torch.testing.assert_close(z, big * 2)
    assert i.tolist() == list(range(1, 11)) and d.dtype == torch.float64
    assert q.tolist() == [4.0] * 5
    # The backward pass's ops on plain gradients may be intercepted; the rest not.
    assert sch.stats()["fallbacks"] >= 6


@pytest.mark.parametrize("device", DEVICES)
def test_random_mixed_programs_with_broadcasting_and_strides(device):
    rng = random.Random(7)
    sizes = [(4,), (64, 33), (128, 127), (7, 1, 9), (256, 256)]
    unary = [torch.relu, torch.sigmoid, torch.tanh, torch.exp, torch.sin, torch.cos, F.silu, F.gelu, torch.abs, torch.neg]
    binary = [torch.add, torch.sub, torch.mul, torch.maximum, torch.minimum]

    def run(pool):
        pool = list(pool)
        for _ in range(600):
            a = pool[rng.randrange(len(pool))]
            r = rng.random()
            if r < 0.4:
                out = unary[rng.randrange(len(unary))](a)
            elif r < 0.85:
                b = pool[rng.randrange(len(pool))]
                try:
                    torch.broadcast_shapes(a.shape, b.shape)
                except RuntimeError:
                    b = b.sum(-1, keepdim=True) if b.dim() == a.dim() else torch.tanh(a)
                    if b.shape[-1] != 1 and b.shape != a.shape:
                        b = torch.tanh(a)
                try:
                    out = binary[rng.randrange(len(binary))](a, b)
                except RuntimeError:
                    out = torch.tanh(a)
            elif r < 0.95:
                out = a.t() * 0.5 if a.dim() == 2 else a * 0.5
            else:
                out = a.mean(-1, keepdim=True) + a
            out = torch.clamp(out, -4.0, 4.0)
            if out.numel() <= 65536:
                pool[rng.randrange(len(pool))] = out
        return pool

    g = torch.Generator().manual_seed(3)
    start = [torch.randn(s, generator=g).to(device) for s in sizes]
    rng.seed(11)
    want = run(start)
    rng.seed(11)
    with gt.scheduler(device=device) as sch:
        got = run(start)
    for a, b in zip(got, want):
        torch.testing.assert_close(a, b, rtol=1e-4, atol=1e-5)
    assert sch.stats()["intercepted"] > 1000


def test_the_scheduler_imports_lazily_and_refuses_other_devices():
    import gpujit

    assert gpujit.torch is gt
    with pytest.raises(ValueError, match="cuda or cpu"):
        gt.scheduler(device="meta")
