"""gpujit.torch.scheduler: on the CPU through gpujit's host device (CI), and
on CUDA device 0 where there is one (the GPU machine)."""

import random
import re

import numpy as np
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


def _op_inputs(device, dtype):
    g = torch.Generator().manual_seed(1)
    x = torch.randn(16, 33, generator=g).to(device, dtype)
    y = torch.randn(33, generator=g).to(device, dtype)
    col = torch.randn(16, 1, generator=g).to(device, dtype)
    pos = (torch.rand(16, 33, generator=g) + 0.5).to(device, dtype)
    cond = torch.randn(16, 33, generator=g).to(device) > 0
    return x, y, col, pos, cond


# Every op the scheduler takes, each one aten call: (name, f(x, y, col, pos, cond)).
OPS = [
    ("add", lambda x, y, c, p, m: x + y),
    ("add alpha", lambda x, y, c, p, m: torch.add(x, y, alpha=2.5)),
    ("add scalar", lambda x, y, c, p, m: x + 1.25),
    ("sub alpha", lambda x, y, c, p, m: torch.sub(x, c, alpha=0.5)),
    ("sub scalar", lambda x, y, c, p, m: x - 3),
    ("rsub", lambda x, y, c, p, m: 1.0 - x),
    ("rsub alpha", lambda x, y, c, p, m: torch.rsub(x, y, alpha=2)),
    ("mul", lambda x, y, c, p, m: x * c),
    ("mul scalar", lambda x, y, c, p, m: x * 0.5),
    ("div", lambda x, y, c, p, m: x / p),
    ("div scalar", lambda x, y, c, p, m: x / 3),
    ("maximum", lambda x, y, c, p, m: torch.maximum(x, y)),
    ("minimum", lambda x, y, c, p, m: torch.minimum(c, y)),
    ("pow", lambda x, y, c, p, m: torch.pow(p, y)),
    ("pow scalar base", lambda x, y, c, p, m: 2.0 ** x),
    ("pow 1.7", lambda x, y, c, p, m: p ** 1.7),
    ("pow 2", lambda x, y, c, p, m: x ** 2),
    ("pow 3", lambda x, y, c, p, m: x ** 3),
    ("pow 0.5", lambda x, y, c, p, m: p ** 0.5),
    ("pow -0.5", lambda x, y, c, p, m: p ** -0.5),
    ("pow -1", lambda x, y, c, p, m: p ** -1),
    ("where", lambda x, y, c, p, m: torch.where(m, x, y)),
    ("relu", lambda x, y, c, p, m: torch.relu(x)),
    ("sigmoid", lambda x, y, c, p, m: torch.sigmoid(x)),
    ("tanh", lambda x, y, c, p, m: torch.tanh(x)),
    ("exp", lambda x, y, c, p, m: torch.exp(x)),
    ("log", lambda x, y, c, p, m: torch.log(p)),
    ("sqrt", lambda x, y, c, p, m: torch.sqrt(p)),
    ("rsqrt", lambda x, y, c, p, m: torch.rsqrt(p)),
    ("reciprocal", lambda x, y, c, p, m: torch.reciprocal(p)),
    ("abs", lambda x, y, c, p, m: torch.abs(x)),
    ("neg", lambda x, y, c, p, m: -x),
    ("sin", lambda x, y, c, p, m: torch.sin(x)),
    ("cos", lambda x, y, c, p, m: torch.cos(x)),
    ("gelu", lambda x, y, c, p, m: F.gelu(x)),
    ("gelu tanh", lambda x, y, c, p, m: F.gelu(x, approximate="tanh")),
    ("silu", lambda x, y, c, p, m: F.silu(x)),
    ("clamp", lambda x, y, c, p, m: torch.clamp(x, -0.5, 0.75)),
    ("clamp min", lambda x, y, c, p, m: torch.clamp(x, min=-0.25)),
    ("clamp max", lambda x, y, c, p, m: torch.clamp(x, max=0.25)),
    ("clamp_min", lambda x, y, c, p, m: x.clamp_min(0.1)),
    ("clamp_max", lambda x, y, c, p, m: x.clamp_max(0.1)),
    ("sum -1", lambda x, y, c, p, m: x.sum(-1)),
    ("sum last dim", lambda x, y, c, p, m: x.sum(1, keepdim=True)),
    ("mean -1", lambda x, y, c, p, m: x.mean(-1)),
    ("mean keepdim", lambda x, y, c, p, m: p.mean(dim=-1, keepdim=True)),
    ("sum 1-D", lambda x, y, c, p, m: y.sum(0)),
]


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16])
@pytest.mark.parametrize("name,f", OPS, ids=[n for n, _ in OPS])
def test_each_op_is_intercepted_and_matches_eager(device, dtype, name, f):
    args = _op_inputs(device, dtype)
    want = f(*args)
    with gt.scheduler(device=device) as sch:
        got = f(*args)
    st = sch.stats()
    assert (st["intercepted"], st["fallbacks"], st["ops"]) == (1, 0, 1), st
    assert got.dtype == want.dtype and got.shape == want.shape and got.is_contiguous()
    assert got.device == want.device
    if dtype == torch.float32:
        torch.testing.assert_close(got, want, equal_nan=True)
    else:
        # Math in float32, rounded once: PyTorch's own half-precision kernels
        # differ from that by an ulp here and there (on the CPU, add with alpha).
        ref = f(*[a.float() if a.is_floating_point() else a for a in args]).to(dtype)
        torch.testing.assert_close(got, ref, equal_nan=True)


def _strided_cases(device):
    g = torch.Generator().manual_seed(5)
    base = torch.randn(8, 12, 10, generator=g).to(device)
    return [
        ("transposed", base[0].t(), base[1].t()),
        ("stepped slices", base[:, ::3, 1::2], base[:, 1::3, ::2]),
        ("permuted 3-D", base.permute(2, 0, 1), base.permute(2, 0, 1).contiguous()),
        ("offset view and expand", base[3:5, 2, :], base[0, 0, :].expand(2, 10)),
        ("a column and a one-element slice", base[:, :, 4], base[:, 0, :1]),
        ("0-dim tensor operand", base[1], base[2, 3, 4]),
        ("broadcast row and column", base[0, :, :1], base[1, :1, :]),
    ]


@pytest.mark.parametrize("device", DEVICES)
def test_non_contiguous_and_broadcast_inputs(device):
    cases = _strided_cases(device)
    for name, a, b in cases:
        want = (a * b + torch.sigmoid(a), torch.maximum(a, b).sum(-1), torch.tanh(a).mean(-1, keepdim=True))
        with gt.scheduler(device=device) as sch:
            got = (a * b + torch.sigmoid(a), torch.maximum(a, b).sum(-1), torch.tanh(a).mean(-1, keepdim=True))
        assert sch.stats()["fallbacks"] == 0, name
        for g_, w in zip(got, want):
            assert g_.is_contiguous() and g_.shape == w.shape, name
            torch.testing.assert_close(g_, w, msg=lambda m: f"{name}: {m}")


@pytest.mark.parametrize("device", DEVICES)
def test_everything_else_falls_back_to_torch_unchanged(device):
    g = torch.Generator().manual_seed(9)
    x = torch.randn(6, 7, generator=g).to(device)
    lo = torch.full((7,), -0.5, device=device)
    five = torch.randn(2, 3, 2, 3, 2, generator=g).to(device).permute(4, 2, 0, 3, 1)
    cases = [
        ("sum over dim 0", lambda: x.sum(0)),
        ("sum of everything", lambda: x.sum()),
        ("sum over two dims", lambda: x.sum((0, 1))),
        ("mean with a dtype", lambda: x.mean(-1, dtype=torch.float64)),
        ("clamp with tensor bounds", lambda: torch.clamp(x, min=lo)),
        ("out=", lambda: torch.add(x, 1.0, out=torch.empty(6, 7, device=device))),
        ("float64", lambda: x.double() * 2),
        ("int64", lambda: torch.arange(5, device=device) * 3),
        ("larger than max_elems", lambda: torch.ones(70_000, device=device) + 1),
        ("five dimensions that do not merge", lambda: five * 2 + five.exp()),
        ("an op outside the list", lambda: torch.erf(x)),
        ("comparison", lambda: x > 0),
        ("complex", lambda: torch.view_as_complex(torch.stack([x, x], -1)) * 2),
    ]
    for name, f in cases:
        want = f()
        with gt.scheduler(device=device) as sch:
            got = f()
        st = sch.stats()
        assert st["intercepted"] == 0 and st["fallbacks"] >= 1 and st["ops"] == 0, (name, st)
        torch.testing.assert_close(got, want, msg=lambda m: f"{name}: {m}")


@pytest.mark.parametrize("device", DEVICES)
def test_a_batch_goes_out_on_the_timer(device):
    import time

    x = torch.arange(500, dtype=torch.float32, device=device)
    with gt.scheduler(device=device, max_delay=0.002, max_batch=256) as sch:
        y = torch.sigmoid(x) * 2
        deadline = time.monotonic() + 10
        while sch.pending and time.monotonic() < deadline:
            time.sleep(0.001)
        # Nothing waited for the batch (none was full): the timer sent it (or, on a
        # busy machine, each op's own) and the worker ran it.
        assert not sch.pending
        st = sch.stats()
        assert st["ops"] == 2 and st["batches"] in (1, 2) and st["drains"] == 0, st
    torch.testing.assert_close(y, torch.sigmoid(x) * 2)


@pytest.mark.parametrize("device", DEVICES)
def test_full_batches_go_out_without_waiting(device):
    x = torch.linspace(-2, 2, 300, device=device)
    with gt.scheduler(device=device, max_batch=4, max_delay=60.0) as sch:
        y = x
        for _ in range(10):
            y = torch.tanh(y) + 0.5
        y = y * 3
        st = sch.stats()
        # Five full batches of four are sent; the last op waits in the open one.
        assert (st["ops"], st["batches"], st["drains"]) == (21, 5, 0), st
        assert sch.pending
    assert not sch.pending and sch.stats()["drains"] == 1
    want = x
    for _ in range(10):
        want = torch.tanh(want) + 0.5
    want = want * 3
    torch.testing.assert_close(y, want)


@pytest.mark.parametrize("device", DEVICES)
def test_results_are_complete_when_consumed_or_when_the_block_is_left(device):
    # Inputs where cos(exp(x) - 1) is well conditioned: exp's last ulp, which
    # differs between CPUs' libraries, moves the result by about 1e-7, not by
    # e^8 times that as with x up to 8.
    x = torch.arange(64, dtype=torch.float32, device=device) / 64
    with gt.scheduler(device=device, max_delay=60.0) as sch:
        y = torch.exp(x) - 1
        assert sch.pending
        first = y[3].item()              # consumed by a PyTorch op: waits for the batch first
        assert not sch.pending and sch.stats()["drains"] == 1
        reads = []
        # Ways of reading around the dispatcher, each waiting for the batch first.
        for read in (str, lambda t: t.tolist(), lambda t: np.asarray(t.cpu()), lambda t: t.cpu().numpy(),
                     lambda t: torch.from_dlpack(t).tolist()):
            z = torch.cos(y) + len(reads)
            assert sch.pending
            reads.append(read(z))
            assert not sch.pending
        w = torch.sqrt(x) * 3            # left pending
        sch.wait()
        assert not sch.pending
        w2 = torch.sqrt(x) * 4
    assert first == pytest.approx(float(torch.exp(x[3]) - 1), rel=1e-6)
    want = [torch.cos(torch.exp(x) - 1) + i for i in range(len(reads))]
    # str() prints four decimals: compared as numbers, within that precision.
    printed = [float(v) for v in re.findall(r"-?\d+\.\d+(?:e[-+]\d+)?", reads[0])]
    np.testing.assert_allclose(printed, want[0].cpu().numpy(), rtol=0, atol=1.5e-4)
    for got, expected in zip(reads[1:], want[1:]):
        torch.testing.assert_close(torch.tensor(got, device=device), expected)
    torch.testing.assert_close(w, torch.sqrt(x) * 3)
    torch.testing.assert_close(w2, torch.sqrt(x) * 4)
    assert sch.stats()["drains"] == 8 and not sch.pending
    # An exception leaving the block waits for the worker too.
    with pytest.raises(KeyError):
        with gt.scheduler(device=device, max_delay=60.0) as sch:
            v = torch.sin(x) + 2
            raise KeyError("out")
    assert not sch.pending
    torch.testing.assert_close(v, torch.sin(x) + 2)


@pytest.mark.parametrize("device", DEVICES)
def test_launch_uses_torch_tensors_in_place(device):
    import gpujit

    dev = gpujit.device("host" if device == "cpu" else "cuda")
    saxpy = dev.compile("saxpy").kernel("saxpy")

    class Only:
        def __init__(self, t, how):
            self.t = t
            if how == "cai":
                self.__cuda_array_interface__ = t.__cuda_array_interface__
            else:
                self.__dlpack__ = t.__dlpack__
                self.__dlpack_device__ = t.__dlpack_device__

    n = 1000
    x = torch.arange(n, dtype=torch.float32, device=device)
    hows = ["tensor", "dlpack"] + (["cai"] if device == "cuda" else [])
    for how in hows:
        y = torch.ones(n, device=device)
        ptr = y.data_ptr()
        wrap = (lambda t: t) if how == "tensor" else (lambda t: Only(t, how))
        dev.launch(saxpy, (n + 255) // 256, 256, [2.0, wrap(x), wrap(y), n])
        dev.synchronize()
        assert y.data_ptr() == ptr
        torch.testing.assert_close(y, 2 * x + 1, msg=lambda m: f"{how}: {m}")
    with pytest.raises(ValueError, match="not contiguous"):
        dev.launch(saxpy, 1, 32, [1.0, x[::2], y, 4])
    b = dev.upload(x.cpu().numpy())
    view = torch.as_tensor(b, device=device) if device == "cuda" else torch.from_numpy(np.asarray(b))
    assert view.data_ptr() == b.ptr
    torch.testing.assert_close(view, x)
    other = "cuda" if device == "cpu" else "cpu"
    if other == "cpu" or torch.cuda.is_available():
        with pytest.raises(ValueError, match="without a copy"):
            dev.launch(saxpy, 1, 32, [1.0, x.to(other), y, 4])


def replayable(x, w, b, h, mask):
    """Only intercepted ops (no nan_to_num, no casts, no comparisons): a recording of it replays."""
    y = torch.relu(x * w + b)
    z = torch.sigmoid(y) - 0.5 * torch.tanh(x)
    s = z.sum(-1)
    m = (h * 2.0).mean(-1, keepdim=True)
    g = F.gelu(x.t()) + F.silu(x).t()
    c = torch.clamp(x, -0.5, 0.5) ** 2 + torch.where(mask, x, w)
    t = torch.abs(x) + 1           # an intermediate dropped at once: the recording keeps it
    e = torch.exp(b) / torch.sqrt(t) + torch.log(t) * torch.sin(x)
    return y, z, s, m, g, c, e


@pytest.mark.parametrize("device", DEVICES)
def test_a_recording_replays_on_new_values_in_place(device):
    args = inputs(device)
    args = args + (args[2] > 0,)
    rec = gt.record(device=device, max_batch=16)
    with rec:
        got = replayable(*args)
    for i, (g, w) in enumerate(zip(got, replayable(*args))):
        torch.testing.assert_close(g, w, msg=lambda m: f"recorded, output {i}: {m}")
    assert rec.unrecorded == [] and len(rec) == rec.stats()["intercepted"] >= 25
    ptrs = [g.data_ptr() for g in got]
    g = torch.Generator().manual_seed(7)
    for round in range(3):
        for a in args[:4]:
            a.copy_(torch.randn(a.shape, generator=g).to(a.dtype))
        args[4].copy_(args[2] > 0)
        # Other allocations meanwhile must not take the recorded intermediates' memory.
        junk = [torch.full((64, 33), 9.0, device=device) for _ in range(8)]
        before = rec.stats()["ops"]
        rec.replay()
        assert rec.stats()["ops"] - before == len(rec)
        assert [t.data_ptr() for t in got] == ptrs
        for i, (gt_, w) in enumerate(zip(got, replayable(*args))):
            torch.testing.assert_close(gt_, w, msg=lambda m: f"replay {round}, output {i}: {m}")
        del junk
    assert not rec.pending


@pytest.mark.parametrize("device", DEVICES)
def test_a_recording_with_ops_left_to_torch_refuses_to_replay(device):
    x = torch.arange(100, dtype=torch.float32, device=device) / 10
    rec = gt.record(device=device)
    with pytest.raises(RuntimeError, match="leave the recording's block"):
        rec.replay()
    with rec:
        y = torch.exp(x) + 1
        c = torch.cumsum(y, 0)        # runs in PyTorch: not replayable
        with pytest.raises(RuntimeError, match="leave the recording's block"):
            rec.replay()
    torch.testing.assert_close(c, torch.cumsum(torch.exp(x) + 1, 0))
    assert rec.unrecorded == ["aten.cumsum.default"]
    with pytest.raises(RuntimeError, match=r"1 op\(s\) ran in PyTorch while recording, the first aten.cumsum"):
        rec.replay()
    with pytest.raises(RuntimeError, match="records once"):
        with rec:
            pass
    # The engine goes on serving others.
    with gt.scheduler(device=device) as sch:
        z = torch.relu(x - 5)
    torch.testing.assert_close(z, torch.relu(x - 5))
    assert sch.stats()["intercepted"] == 2
    # An empty recording replays nothing.
    empty = gt.record(device=device)
    with empty:
        pass
    empty.replay()
    assert len(empty) == 0


@pytest.mark.parametrize("device", DEVICES)
def test_a_replayable_function_takes_new_arguments(device):
    def f(x, w, scale):
        return torch.sigmoid(x * w) * scale + torch.relu(x), (x - w).abs().sum(-1)

    g = torch.Generator().manual_seed(3)
    x0 = torch.randn(16, 40, generator=g).to(device)
    w0 = torch.randn(40, generator=g).to(device)
    x0_was = x0.clone()
    run = gt.replayable(f, x0, w0, 2.0)
    assert len(run.recording) == 8
    for k in range(3):
        x = torch.randn(16, 40, generator=g).to(device)
        w = torch.randn(40, generator=g).to(device)
        got = run(x, w, 2.0)
        want = f(x, w, 2.0)
        for a, b in zip(got, want):
            torch.testing.assert_close(a, b)
    assert torch.equal(x0, x0_was)  # the examples were copied, not written
    with pytest.raises(TypeError, match="argument 0"):
        run(torch.zeros(3, device=device), w, 2.0)
    with pytest.raises(TypeError, match="3 arguments expected"):
        run(x, w)
    with pytest.raises(RuntimeError, match="cannot be replayed.*aten.cumsum"):
        gt.replayable(lambda x: torch.cumsum(x * 2, 0), x0)


class _Bf16Interface:
    """A bf16 tensor seen as PyTorch shows CUDA tensors to array readers: an
    array interface whose type string is `<V2` (bf16 has no NumPy code), and
    DLPack, which names bf16."""

    def __init__(self, t):
        self.t = t

    @property
    def __array_interface__(self):
        return {
            "shape": tuple(self.t.shape),
            "typestr": "<V2",
            "data": (self.t.data_ptr(), False),
            "strides": tuple(2 * s for s in self.t.stride()),
            "version": 3,
        }

    def __dlpack__(self, *args, **kwargs):
        return self.t.__dlpack__(*args, **kwargs)

    def __dlpack_device__(self):
        return self.t.__dlpack_device__()


def test_blas_reads_a_void_typed_bf16_interface_through_dlpack():
    import gpujit
    import gpujit.blas

    dev = gpujit.device("host")
    g = torch.Generator().manual_seed(5)
    a = torch.randn(9, 16, generator=g).to(torch.bfloat16)
    b = torch.randn(16, 7, generator=g).to(torch.bfloat16)
    c = torch.full((9, 7), float("nan"), dtype=torch.float32)
    gpujit.blas.gemm(dev, _Bf16Interface(a), _Bf16Interface(b), c)
    dev.synchronize()
    want = a.double() @ b.double()
    tol = 2 * 18 * 2.0**-24 * (a.double().abs() @ b.double().abs()) + 1e-30
    assert torch.all((c.double() - want).abs() <= tol)


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16])
def test_blas_gemm_in_place_on_tensors(device, dtype):
    import gpujit
    import gpujit.blas

    dev = gpujit.device("host" if device == "cpu" else "cuda")
    g = torch.Generator().manual_seed(3)
    # A linear layer's product: x·wᵀ, x a slice of a wider tensor (its rows
    # 40 elements apart), into f32 (16-bit inputs) or the input type.
    wide = torch.randn(37, 40, generator=g).to(device, dtype)
    x = wide[:, 3:35]
    w = torch.randn(24, 32, generator=g).to(device, dtype)
    out = torch.float32 if dtype != torch.float32 else dtype
    c = torch.full((37, 24), float("nan"), device=device, dtype=out)
    got = gpujit.blas.gemm(dev, x, w, c, trans_b=True)
    dev.synchronize()
    assert got is c
    want = x.double() @ w.double().t()
    k = x.shape[1]
    u = 2.0**-24
    tol = 2 * (k + 2) * u * (x.double().abs() @ w.double().abs().t()) + 1e-30
    assert torch.all((c.double() - want).abs() <= tol)
