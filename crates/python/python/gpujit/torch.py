"""PyTorch's tiny pointwise ops, batched onto gpujit's persistent runtime.

>>> import torch, gpujit.torch
>>> with gpujit.torch.scheduler():
...     y = torch.relu(x * w + b)      # recorded, run in batches by the worker
...     s = y.sum(-1)                  # last-axis sum/mean too
>>> s                                  # the batch has run when the block is left

``scheduler()`` is a ``TorchDispatchMode``. Inside it, these ``aten`` ops on
tensors of its device (CUDA, or the CPU through gpujit's host device) are
intercepted when every operand has at most ``max_elems`` elements: add, sub
(and rsub) with ``alpha``, mul, div, maximum, minimum, pow, where, relu,
sigmoid, tanh, exp, log, sqrt, abs, neg, sin, cos, gelu (both forms), silu,
clamp (scalar bounds), and sum/mean over the last dimension alone, on
float32, float16 and bfloat16 (math in float32) with broadcasting and any
strides; outputs are new contiguous tensors allocated by PyTorch. Everything
else runs in PyTorch unchanged: other ops, other dtypes, in-place and
``out=`` variants, tensors that require grad (autograd), and tensors of other
devices.

An intercepted op's output is *pending* until its batch has run on the
worker. A batch is sent when full (``max_batch`` ops), when its first op has
waited ``max_delay`` seconds, and before any op the scheduler does not
intercept runs (a pending tensor can be read only by intercepted ops, which
run in order after it, or after the scheduler waited for every batch):
before such an op, and on leaving the block, the scheduler waits for every
batch and parks the worker. The worker is parked whenever PyTorch itself
runs, because CUDA makes a module load (PyTorch loads its kernels lazily) or
a device-wide synchronisation wait for a running kernel. Views of pending
tensors (view, reshape without a copy, transpose, slice, ...) launch nothing
and do not flush.

Some ways of reading a tensor go around the dispatcher: printing (PyTorch
turns dispatch modes off while it formats), ``tolist()``, ``numpy()``,
``__array__``, ``__dlpack__`` and ``__cuda_array_interface__``. This module
wraps those (``torch._tensor_str._str`` and the ``torch.Tensor`` methods,
once, when it is imported) to wait for the schedulers active in the calling
thread first; they behave as before everywhere else. What it cannot see,
such as ``data_ptr()`` handed to other code or
``torch.utils.dlpack.to_dlpack``, needs ``Scheduler.wait()`` first.

Recording and replay: the scheduler decides per op, in Python, which costs
several microseconds an op (PyTorch's dispatch to a Python mode alone costs
more than a tiny op's launch). A program of tiny ops run again and again on
the same tensors can skip that: ``record()`` is a scheduler that also keeps
the ops it intercepts, checked and encoded, and ``Recording.replay()`` runs
all of them again as one batch whose table stays in device memory, with no
Python, and no host work, per op:

>>> rec = gpujit.torch.record()
>>> with rec:
...     y = torch.relu(x * w + b)      # runs now, and is recorded
>>> x.copy_(new_x)                     # new values, in place
>>> rec.replay()                       # y holds relu(new_x * w + b)

As with a CUDA graph, a replay reads and writes the very tensors the
recording did (the recording keeps every one of them alive), numbers are
taken as they were when recorded (host 0-dim tensors included), and new
inputs go in place into the recorded tensors. Only a recording whose every
op was intercepted replays: an op left to PyTorch while recording (other
ops, in-place ones, tensors above ``max_elems``) makes ``replay()`` raise,
naming it. ``replay()`` returns when every op has run. ``replayable(fn,
*examples)`` wraps this as a function: it records ``fn`` once on copies of
the examples, and each call copies its arguments into them, replays, and
returns the recorded outputs (overwritten by the next call).

CUDA ordering: the first intercepted op after PyTorch ran synchronises
PyTorch's current stream, so the worker reads finished inputs; the worker's
results are complete before any later PyTorch op runs. Work that other
streams or threads queue meanwhile is not ordered with the scheduler.
"""

from __future__ import annotations

import collections
import functools
import math
import threading
from typing import Any, Callable, Dict, Optional

import torch
import torch._tensor_str
from torch.utils._python_dispatch import TorchDispatchMode, _get_current_dispatch_mode_stack

from . import _gpujit

aten = torch.ops.aten

__all__ = ["Recording", "Scheduler", "record", "replayable", "scheduler"]

_DTYPE = {torch.float32: 0, torch.float16: 1, torch.bfloat16: 2, torch.bool: 3}
_FLOAT = (torch.float32, torch.float16, torch.bfloat16)
_OPS = _gpujit.Pointwise.OPS

# Ops that launch nothing and read no data: views of pending tensors are fine.
_NO_KERNEL = {
    aten.view.default,
    aten._unsafe_view.default,
    aten.expand.default,
    aten.permute.default,
    aten.transpose.int,
    aten.t.default,
    aten.unsqueeze.default,
    aten.squeeze.default,
    aten.squeeze.dim,
    aten.slice.Tensor,
    aten.select.int,
    aten.alias.default,
    aten.detach.default,
    aten.as_strided.default,
    aten.split.Tensor,
    aten.unbind.int,
    aten.empty.memory_format,
    aten.empty_strided.default,
}

_engines: Dict[Any, Any] = {}
_engines_lock = threading.Lock()


class _Engine:
    """A runtime and pointwise recorder per device, made on first use and kept."""

    def __init__(self, device: torch.device, max_entries: int, max_delay: float):
        if device.type == "cuda":
            if (device.index or 0) != 0:
                raise _gpujit.DeviceError("gpujit.torch runs on CUDA device 0")
            dev = _gpujit.Device("cuda")
            parts, threads = dev.multiprocessors, 256
        else:
            dev = _gpujit.Device("host")
            parts, threads = min(dev.multiprocessors, 4), 64
        self.device = dev
        self.runtime = _gpujit.Runtime(dev, queues=parts, capacity=256, threads=threads, timeout=60.0)
        self.pw = _gpujit.Pointwise(self.runtime, parts=parts, max_entries=max_entries, max_delay=max_delay)
        self.runtime.park()


def _engine(device: torch.device, max_entries: int, max_delay: float) -> _Engine:
    key = (device.type, device.index, max_entries, max_delay)
    with _engines_lock:
        e = _engines.get(key)
        if e is None:
            e = _engines[key] = _Engine(device, max_entries, max_delay)
        return e


class Scheduler(TorchDispatchMode):
    """The dispatch mode ``scheduler()`` returns (see the module docstring)."""

    def __init__(self, device: Any = None, max_elems: int = 65536, max_batch: int = 256,
                 max_delay: float = 1e-3):
        super().__init__()
        if device is None:
            device = "cuda" if torch.cuda.is_available() else "cpu"
        self.device = torch.device(device)
        if self.device.type == "cuda" and self.device.index is None:
            self.device = torch.device("cuda", torch.cuda.current_device())
        if self.device.type not in ("cuda", "cpu"):
            raise ValueError(f"gpujit.torch.scheduler runs on cuda or cpu, not {self.device}")
        self.max_elems = int(max_elems)
        self._engine = _engine(self.device, int(max_batch), float(max_delay))
        self._pw = self._engine.pw
        self._cuda = self.device.type == "cuda"
        self._streak = False
        self._keep: collections.deque = collections.deque()
        self._since_reap = 0
        self.counts = {"intercepted": 0, "fallbacks": 0, "drains": 0}
        self._base = self._pw.stats()
        # A Recording's program and what it touches; None in a plain scheduler.
        self._program: Optional[_gpujit.PointwiseProgram] = None
        self._held: list = []
        self._unrecorded: list = []

    # -- the mode ---------------------------------------------------------------

    def __exit__(self, exc_type, exc, tb):
        try:
            self._drain()
        finally:
            return super().__exit__(exc_type, exc, tb)

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        h = _HANDLERS.get(func)
        if h is not None:
            out = h(self, args, kwargs)
            if out is not NotImplemented:
                self.counts["intercepted"] += 1
                return out
        if func in _NO_KERNEL:
            return func(*args, **kwargs)
        self.counts["fallbacks"] += 1
        if self._program is not None:
            self._unrecorded.append(str(func))
        self._drain()
        return func(*args, **kwargs)

    def wait(self) -> None:
        """Waits until every intercepted op has run, and parks the worker. Any
        op the scheduler leaves to PyTorch does this first, and so do printing,
        ``tolist()``, ``numpy()`` and the array exports (see the module
        docstring); call it before handing a pending tensor's ``data_ptr()``
        to other code."""
        self._drain()

    @property
    def pending(self) -> bool:
        """Whether an intercepted op has not run yet (its batch is unsent or
        running); reading this waits for nothing."""
        return not self._pw.idle

    def stats(self) -> Dict[str, int]:
        """Ops intercepted, ops left to PyTorch, waits for the worker, and the
        recorder's ops, batches and barriers."""
        now = self._pw.stats()
        return {**self.counts, **{k: v - self._base.get(k, 0) for k, v in now.items()}}

    # -- running ------------------------------------------------------------------

    def _drain(self) -> None:
        """Waits for every batch, parks the worker, lets go of the tensors."""
        if self._streak:
            self._pw.park()
            self._keep.clear()
            self._streak = False
            self.counts["drains"] += 1

    def _ok(self, t: Any, dtypes=_FLOAT) -> bool:
        return (type(t) is torch.Tensor and t.device == self.device and t.dtype in dtypes
                and not t.requires_grad and t.numel() <= self.max_elems)

    def _emit(self, code: int, operands, out_dtype, shape, p0: float = 1.0, p1: float = 0.0):
        n = math.prod(shape)
        if n == 0 or n > self.max_elems:
            return NotImplemented
        if not self._streak:
            if self._cuda:
                # Inputs made by PyTorch kernels must be complete before the worker reads them.
                torch.cuda.current_stream(self.device).synchronize()
            self._streak = True
        out = torch.empty(shape, dtype=out_dtype, device=self.device)
        ins = tuple(
            x if type(x) is float else (x.data_ptr(), _DTYPE[x.dtype], tuple(x.shape), x.stride())
            for x in operands
        )
        try:
            op = (code, out.data_ptr(), _DTYPE[out_dtype], tuple(shape), ins, p0, p1)
            if self._program is not None:
                self._program.add(*op)
            batch = self._pw.record(*op)
        except _gpujit.PersistentError:
            return NotImplemented  # e.g. more than four dimensions once merged
        if self._program is not None:
            self._held.append((out, operands))
        self._keep.append((batch, out, operands))
        self._since_reap += 1
        if self._since_reap >= 64:
            self._since_reap = 0
            done = self._pw.completed()
            keep = self._keep
            while keep and keep[0][0] <= done:
                keep.popleft()
        return out


class Recording(Scheduler):
    """A scheduler that keeps the ops it intercepts, to run them again with
    ``replay()`` (see "Recording and replay" in the module docstring). It is
    used as a context once: the ops run as under ``scheduler()`` and are
    recorded."""

    def __init__(self, device: Any = None, max_elems: int = 65536, max_batch: int = 256,
                 max_delay: float = 1e-3):
        super().__init__(device, max_elems, max_batch, max_delay)
        self._program = _gpujit.PointwiseProgram()
        self._resident: Optional[_gpujit.ResidentProgram] = None
        self._state = "new"

    def __enter__(self):
        if self._state != "new":
            raise RuntimeError("a Recording records once; make a new one with gpujit.torch.record()")
        self._state = "recording"
        return super().__enter__()

    def __exit__(self, exc_type, exc, tb):
        try:
            return super().__exit__(exc_type, exc, tb)
        finally:
            self._state = "recorded"

    def __len__(self) -> int:
        """Ops recorded."""
        return len(self._program)

    @property
    def unrecorded(self) -> list:
        """The ops PyTorch ran while recording (their names); a recording
        replays only when this is empty."""
        return list(self._unrecorded)

    def replay(self) -> None:
        """Runs every recorded op again, in order, on the recorded tensors
        (their current values), and returns when all have run and the worker
        is parked. Raises ``RuntimeError`` before the recording's block has
        ended, and when an op ran in PyTorch while recording."""
        if self._state != "recorded":
            raise RuntimeError("replay() needs a finished recording: leave the recording's block first")
        self._check_replayable("this recording")
        if self._cuda:
            # Values PyTorch wrote into the inputs must be complete before the worker reads them.
            torch.cuda.current_stream(self.device).synchronize()
        if self._resident is None:
            self._resident = self._pw.load(self._program)
        self._pw.replay(self._resident)
        self._pw.park()

    def _check_replayable(self, what: str) -> None:
        """Raises ``RuntimeError`` naming ``what`` when an op ran in PyTorch
        while recording."""
        if self._unrecorded:
            raise RuntimeError(
                f"{what} cannot be replayed: {len(self._unrecorded)} op(s) ran in PyTorch while "
                f"recording, the first {self._unrecorded[0]}; only intercepted ops replay (see "
                "gpujit.torch's docstring for which)")

    def stats(self) -> Dict[str, int]:
        """The scheduler's counts (see ``Scheduler.stats``), and ``recorded``:
        ops in the program."""
        return {**super().stats(), "recorded": len(self._program)}


def _scalar(x) -> Optional[float]:
    if type(x) in (float, int):
        return float(x)
    return None


def _operands(s: Scheduler, xs, dtypes=_FLOAT):
    """Operands as tensors or floats, their result dtype and broadcast shape;
    None when the op is not for the scheduler."""
    ops = []
    tensors = []
    for x in xs:
        if isinstance(x, torch.Tensor):
            if x.dim() == 0 and x.device.type == "cpu" and (s._cuda or x.dtype not in _FLOAT):
                # A Python number PyTorch wrapped (or a host 0-dim tensor): a scalar.
                if x.dtype == torch.bool or x.is_complex() or x.requires_grad:
                    return None
                ops.append(float(x.item()))
                continue
            if not s._ok(x, dtypes):
                return None
            ops.append(x)
            tensors.append(x)
        else:
            v = _scalar(x)
            if v is None:
                return None
            ops.append(v)
    if not tensors:
        return None
    dims = [t for t in tensors if t.dim() > 0] or tensors
    dt = {t.dtype for t in dims}
    if len(dt) == 1:
        out_dtype = dt.pop()
    else:
        out_dtype = torch.float32
    if any(t.dim() == 0 and t.dtype != out_dtype for t in tensors):
        return None  # a 0-dim tensor of another dtype: PyTorch's promotion rules differ
    shape = tensors[0].shape
    for t in tensors[1:]:
        if t.shape != shape:
            try:
                shape = torch.broadcast_shapes(shape, t.shape)
            except RuntimeError:
                return None
    return ops, out_dtype, tuple(shape)


def _binary(name):
    code = _OPS[name]

    def h(s, args, kwargs):
        r = _operands(s, args[:2])
        if r is None:
            return NotImplemented
        ops, dt, shape = r
        return s._emit(code, ops, dt, shape)

    return h


def _add_sub(name):
    code = _OPS[name]

    def h(s, args, kwargs):
        alpha = kwargs.get("alpha", args[2] if len(args) > 2 else 1)
        if _scalar(alpha) is None:
            return NotImplemented
        r = _operands(s, args[:2])
        if r is None:
            return NotImplemented
        ops, dt, shape = r
        return s._emit(code, ops, dt, shape, float(alpha))

    return h


def _rsub(s, args, kwargs):
    # rsub(self, other, alpha) = other - alpha * self
    alpha = kwargs.get("alpha", args[2] if len(args) > 2 else 1)
    if _scalar(alpha) is None:
        return NotImplemented
    r = _operands(s, (args[1], args[0]))
    if r is None:
        return NotImplemented
    ops, dt, shape = r
    return s._emit(_OPS["sub"], ops, dt, shape, float(alpha))


def _unary(name):
    code = _OPS[name]

    def h(s, args, kwargs):
        r = _operands(s, args[:1])
        if r is None:
            return NotImplemented
        ops, dt, shape = r
        return s._emit(code, ops, dt, shape)

    return h


def _gelu(s, args, kwargs):
    approximate = kwargs.get("approximate", args[1] if len(args) > 1 else "none")
    name = {"none": "gelu", "tanh": "gelu_tanh"}.get(approximate)
    if name is None:
        return NotImplemented
    return _unary(name)(s, args[:1], {})


def _clamp_with(lo, hi, s, x):
    lo = -math.inf if lo is None else _scalar(lo)
    hi = math.inf if hi is None else _scalar(hi)
    if lo is None or hi is None:
        return NotImplemented
    r = _operands(s, (x,))
    if r is None:
        return NotImplemented
    ops, dt, shape = r
    return s._emit(_OPS["clamp"], ops, dt, shape, lo, hi)


def _clamp(s, args, kwargs):
    lo = kwargs.get("min", args[1] if len(args) > 1 else None)
    hi = kwargs.get("max", args[2] if len(args) > 2 else None)
    return _clamp_with(lo, hi, s, args[0])


def _clamp_min(s, args, kwargs):
    return _clamp_with(args[1] if len(args) > 1 else kwargs.get("min"), None, s, args[0])


def _clamp_max(s, args, kwargs):
    return _clamp_with(None, args[1] if len(args) > 1 else kwargs.get("max"), s, args[0])


_POW_SPECIAL = {2.0: "square", 3.0: "cube", 0.5: "sqrt", -0.5: "rsqrt", -1.0: "reciprocal", 1.0: "copy"}


def _pow_tensor_scalar(s, args, kwargs):
    e = _scalar(args[1])
    if e is None:
        return NotImplemented
    r = _operands(s, args[:1])
    if r is None:
        return NotImplemented
    ops, dt, shape = r
    special = _POW_SPECIAL.get(e)
    if special is not None:
        return s._emit(_OPS[special], ops, dt, shape)
    return s._emit(_OPS["pow"], ops + [e], dt, shape)


def _where(s, args, kwargs):
    cond = args[0]
    if not s._ok(cond, (torch.bool,)):
        return NotImplemented
    r = _operands(s, args[1:3])
    if r is None:
        return NotImplemented
    ops, dt, shape = r
    if cond.shape != shape:
        try:
            shape = tuple(torch.broadcast_shapes(cond.shape, shape))
        except RuntimeError:
            return NotImplemented
    return s._emit(_OPS["where"], [cond] + ops, dt, shape)


def _reduce(name):
    code = _OPS[name]

    def h(s, args, kwargs):
        x = args[0]
        dims = args[1] if len(args) > 1 else kwargs.get("dim")
        keepdim = args[2] if len(args) > 2 else kwargs.get("keepdim", False)
        if kwargs.get("dtype") is not None or not isinstance(x, torch.Tensor) or not s._ok(x):
            return NotImplemented
        if x.dim() == 0 or dims is None or len(dims) != 1 or dims[0] not in (-1, x.dim() - 1):
            return NotImplemented
        if x.shape[-1] == 0:
            return NotImplemented
        shape = tuple(x.shape[:-1]) + ((1,) if keepdim else ())
        return s._emit(code, [x], x.dtype, shape)

    return h


_HANDLERS = {
    aten.add.Tensor: _add_sub("add"),
    aten.add.Scalar: _add_sub("add"),
    aten.sub.Tensor: _add_sub("sub"),
    aten.sub.Scalar: _add_sub("sub"),
    aten.rsub.Scalar: _rsub,
    aten.rsub.Tensor: _rsub,
    aten.mul.Tensor: _binary("mul"),
    aten.mul.Scalar: _binary("mul"),
    aten.div.Tensor: _binary("div"),
    aten.div.Scalar: _binary("div"),
    aten.maximum.default: _binary("maximum"),
    aten.minimum.default: _binary("minimum"),
    aten.pow.Tensor_Tensor: _binary("pow"),
    aten.pow.Scalar: _binary("pow"),
    aten.pow.Tensor_Scalar: _pow_tensor_scalar,
    aten.where.self: _where,
    aten.relu.default: _unary("relu"),
    aten.sigmoid.default: _unary("sigmoid"),
    aten.tanh.default: _unary("tanh"),
    aten.exp.default: _unary("exp"),
    aten.log.default: _unary("log"),
    aten.sqrt.default: _unary("sqrt"),
    aten.rsqrt.default: _unary("rsqrt"),
    aten.reciprocal.default: _unary("reciprocal"),
    aten.abs.default: _unary("abs"),
    aten.neg.default: _unary("neg"),
    aten.sin.default: _unary("sin"),
    aten.cos.default: _unary("cos"),
    aten.silu.default: _unary("silu"),
    aten.gelu.default: _gelu,
    aten.clamp.default: _clamp,
    aten.clamp_min.default: _clamp_min,
    aten.clamp_max.default: _clamp_max,
    aten.sum.dim_IntList: _reduce("sum"),
    aten.mean.dim: _reduce("mean"),
}


def _wait_for_schedulers() -> None:
    for mode in _get_current_dispatch_mode_stack():
        if isinstance(mode, Scheduler):
            mode.wait()


def _waiting(f: Callable) -> Callable:
    @functools.wraps(f)
    def waits_first(*args, **kwargs):
        _wait_for_schedulers()
        return f(*args, **kwargs)

    waits_first.__gpujit_waits__ = True
    return waits_first


def _wrap_readers() -> None:
    """Makes the ways of reading a tensor that go around the dispatcher wait
    for the calling thread's schedulers first (once per process)."""
    if not getattr(torch._tensor_str._str, "__gpujit_waits__", False):
        torch._tensor_str._str = _waiting(torch._tensor_str._str)
    for name in ("tolist", "numpy", "__array__", "__dlpack__"):
        f = getattr(torch.Tensor, name)
        if not getattr(f, "__gpujit_waits__", False):
            setattr(torch.Tensor, name, _waiting(f))
    cai = torch.Tensor.__dict__.get("__cuda_array_interface__")
    if isinstance(cai, property) and not getattr(cai.fget, "__gpujit_waits__", False):
        torch.Tensor.__cuda_array_interface__ = property(_waiting(cai.fget), doc=cai.__doc__)


_wrap_readers()


def scheduler(device: Any = None, max_elems: int = 65536, max_batch: int = 256,
              max_delay: float = 1e-3) -> Scheduler:
    """A dispatch mode that batches PyTorch's tiny pointwise ops onto gpujit's
    persistent runtime (see the module docstring). ``device``: ``"cuda"``
    (the default where CUDA is available; device 0) or ``"cpu"`` (gpujit's
    host device, for testing); ``max_elems``: largest operand or result
    intercepted; ``max_batch``: ops per batch; ``max_delay``: longest an op
    waits in an unsent batch, in seconds."""
    return Scheduler(device, max_elems, max_batch, max_delay)


def record(device: Any = None, max_elems: int = 65536, max_batch: int = 256,
           max_delay: float = 1e-3) -> Recording:
    """A scheduler that records the ops it intercepts, for ``replay()``
    (see the module docstring); the arguments are ``scheduler()``'s."""
    return Recording(device, max_elems, max_batch, max_delay)


def replayable(fn: Callable, *examples: Any, device: Any = None, max_elems: int = 65536,
               max_batch: int = 256) -> Callable:
    """``fn`` recorded once, as a function that replays it: ``fn`` runs under
    ``record()`` on copies of ``examples`` (tensors; other arguments are
    passed as they are and taken as constants), and each call of the result
    copies its tensor arguments (same shapes and dtypes) into those copies,
    replays, and returns ``fn``'s recorded result, whose tensors the next
    call overwrites (clone them to keep them). Raises ``RuntimeError`` when
    ``fn`` ran an op in PyTorch while recording (see ``Recording.unrecorded``)."""
    statics = [x.clone() if isinstance(x, torch.Tensor) else x for x in examples]
    if device is None:
        device = next((x.device for x in statics if isinstance(x, torch.Tensor)), None)
    rec = record(device, max_elems, max_batch)
    with rec:
        result = fn(*statics)
    rec._check_replayable(str(getattr(fn, "__name__", fn)))
    tensors = [(i, x) for i, x in enumerate(statics) if isinstance(x, torch.Tensor)]

    @functools.wraps(fn)
    def replay(*args: Any) -> Any:
        if len(args) != len(statics):
            raise TypeError(f"{len(statics)} arguments expected, {len(args)} given")
        for i, s in tensors:
            a = args[i]
            if not isinstance(a, torch.Tensor) or a.shape != s.shape or a.dtype != s.dtype:
                raise TypeError(f"argument {i}: a {s.dtype} tensor of shape {tuple(s.shape)} expected")
            if a.data_ptr() != s.data_ptr():
                s.copy_(a)
        rec.replay()
        return result

    replay.recording = rec
    return replay
