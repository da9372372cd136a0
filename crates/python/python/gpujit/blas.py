"""GEMM and level-1 BLAS on any gpujit device, on NumPy arrays: ``gpujit.blas.gemm``.

>>> import numpy as np, gpujit, gpujit.blas
>>> dev = gpujit.device("host")
>>> a = np.array([[1, 2], [3, 4]], dtype=np.float32)
>>> b = np.array([[1, 0], [1, 1]], dtype=np.float32)
>>> gpujit.blas.gemm(dev, a, b).tolist()
[[3.0, 2.0], [7.0, 4.0]]

``gemm(device, a, b, c=None, alpha=1.0, beta=0.0, trans_a=False,
trans_b=False, out_dtype=None, allow_tf32=False)`` computes ``alpha·op(a)·op(b) + beta·c`` with
gpujit-blas (the guide's BLAS chapter) on ``device``: two-dimensional
arrays in C order (NumPy's), ``op`` the transpose when asked. ``float32``
and ``float64`` are computed in their own type; ``float16`` inputs are
computed in ``float32`` and give ``float16`` or, with
``out_dtype=numpy.float32``, ``float32``. With ``c`` given, the result is
written into it (and returned), and ``beta == 0`` never reads it; without,
a new array is returned. ``allow_tf32=True`` lets ``float32`` products
read their inputs as tf32 on devices with tf32 matrix units (the low 13
mantissa bits of each input dropped; as ``torch.backends.cuda.matmul.
allow_tf32``). NumPy arrays are copied to the device and back.
Argument errors are ``ValueError``s naming the argument.

Arrays of other libraries (PyTorch or CuPy CUDA tensors on a CUDA device,
through ``__cuda_array_interface__`` or ``__dlpack__``) are multiplied where
they are: ``gemm`` hands them to ``gemm_in_place``, and ``c`` must be given.

``gemm_in_place(device, a, b, c, alpha=1.0, beta=0.0, trans_a=False,
trans_b=False)`` computes the same product on arrays the device reaches
without a copy (CUDA arrays of its GPU on a CUDA device, host arrays, NumPy's
included, on the host device) and writes it into ``c``, which it returns.
Rows may lie at any stride (a slice of a wider matrix: the leading
dimension); the elements of a row must be consecutive. ``float16`` or
``bfloat16`` inputs may go into a ``float32`` ``c``. Like a kernel launch it
is queued on the device: asynchronous on GPUs, the arrays kept alive until
``Device.synchronize()``.

Level 1 works on one-dimensional ``float32`` or ``float64`` arrays of one
length: ``axpy(device, alpha, x, y)`` (``y += alpha·x``), ``scal(device,
alpha, x)``, ``copy(device, x, y)`` (``y[:] = x``), ``swap(device, x, y)``
and ``rot(device, x, y, c, s)`` (``x, y = c·x + s·y, c·y - s·x``) write
their result into ``y`` (``x`` for ``scal``; both for ``swap`` and
``rot``) and return it; ``dot``, ``nrm2`` and ``asum`` return a float
(summed in float64), ``iamax`` and ``iamin`` the 0-based index of the
first element of largest or smallest magnitude (a ``ValueError`` for an
empty vector).

>>> x = np.array([1, -4, 2], dtype=np.float32)
>>> gpujit.blas.iamax(dev, x), gpujit.blas.dot(dev, x, x)
(1, 21.0)

NumPy arrays are copied to the device and back; arrays the device reaches
(CUDA arrays on a CUDA device) are used where they are, at their strides,
a negative one included: updates are queued like a kernel launch, the
reductions wait for their result.
"""

from ._gpujit import Device, blas_gemm, blas_gemm_in_place, blas_level1, blas_level1_in_place

__all__ = [
    "gemm",
    "gemm_in_place",
    "axpy",
    "scal",
    "copy",
    "swap",
    "rot",
    "dot",
    "nrm2",
    "asum",
    "iamax",
    "iamin",
]

_TYPES = {"float16": "f16", "float32": "f32", "float64": "f64"}


def _name(dtype) -> str:
    try:
        return _TYPES[str(dtype)]
    except KeyError:
        raise TypeError(f"gpujit.blas takes float16, float32 or float64 arrays, not {dtype}") from None


def gemm(
    device: Device,
    a,
    b,
    c=None,
    alpha: float = 1.0,
    beta: float = 0.0,
    trans_a: bool = False,
    trans_b: bool = False,
    out_dtype=None,
    allow_tf32: bool = False,
):
    """``alpha·op(a)·op(b) + beta·c`` on ``device`` (see the module's text)."""
    import numpy as np

    given = (a, b) if c is None else (a, b, c)
    if not all(isinstance(x, np.ndarray) for x in given):
        if c is None:
            raise ValueError(
                "arrays other than NumPy's are multiplied in place: pass c, which the product is written into"
            )
        return gemm_in_place(
            device, a, b, c, alpha=alpha, beta=beta, trans_a=trans_a, trans_b=trans_b, allow_tf32=allow_tf32
        )
    a = np.ascontiguousarray(a)
    b = np.ascontiguousarray(b)
    if a.ndim != 2 or b.ndim != 2:
        raise ValueError("gpujit.blas.gemm takes two-dimensional arrays")
    if a.dtype != b.dtype:
        raise TypeError(f"a holds {a.dtype} and b {b.dtype}; both inputs have one type")
    m, k = (a.shape[1], a.shape[0]) if trans_a else a.shape
    kb, n = (b.shape[1], b.shape[0]) if trans_b else b.shape
    if kb != k:
        raise ValueError(f"op(a) is {m}x{k} and op(b) {kb}x{n}: the inner sizes differ")
    if c is not None:
        out = np.dtype(c.dtype)
        if c.shape != (m, n):
            raise ValueError(f"c is {c.shape}, the product {(m, n)}")
    else:
        out = np.dtype(out_dtype) if out_dtype is not None else a.dtype
    c_in = np.ascontiguousarray(c, dtype=out) if c is not None else np.zeros((m, n), dtype=out)
    data = blas_gemm(
        device,
        (a.tobytes(), b.tobytes(), c_in.tobytes()),
        (m, n, k, bool(trans_a), bool(trans_b)),
        (float(alpha), float(beta)),
        (_name(a.dtype), _name(out)),
        bool(allow_tf32),
    )
    result = np.frombuffer(data, dtype=out).reshape(m, n)
    if c is None:
        return result.copy()
    c[...] = result
    return c


def gemm_in_place(
    device: Device,
    a,
    b,
    c,
    alpha: float = 1.0,
    beta: float = 0.0,
    trans_a: bool = False,
    trans_b: bool = False,
    allow_tf32: bool = False,
):
    """``c = alpha·op(a)·op(b) + beta·c`` where the arrays are (see the module's text)."""
    blas_gemm_in_place(
        device, (a, b, c), (bool(trans_a), bool(trans_b)), (float(alpha), float(beta)), bool(allow_tf32)
    )
    return c


# Which vectors each level-1 operation writes.
_WRITES = {"axpy": (1,), "scal": (0,), "copy": (1,), "swap": (0, 1), "rot": (0, 1)}


def _level1(device: Device, op: str, vectors, scalars=()):
    """Runs ``op`` on NumPy arrays (copied) or arrays the device reaches (in place)."""
    import numpy as np

    scalars = [float(s) for s in scalars]
    if not all(isinstance(v, np.ndarray) for v in vectors):
        result = blas_level1_in_place(device, op, list(vectors), scalars)
    else:
        for name, v in zip("xy", vectors):
            if v.ndim != 1:
                raise ValueError(f"{name} has shape {v.shape}: level 1 takes one-dimensional arrays")
        if len({v.dtype for v in vectors}) != 1:
            raise TypeError(f"x holds {vectors[0].dtype} and y {vectors[1].dtype}; both vectors have one type")
        if len({v.shape for v in vectors}) != 1:
            raise ValueError(f"x has {vectors[0].size} elements and y {vectors[1].size}: the vectors have one length")
        dtype = vectors[0].dtype
        if str(dtype) not in ("float32", "float64"):
            raise TypeError(f"level 1 takes float32 or float64 arrays, not {dtype}")
        data = [np.ascontiguousarray(v).tobytes() for v in vectors]
        out, result = blas_level1(device, op, data, _name(dtype), scalars)
        for i in _WRITES.get(op, ()):
            vectors[i][...] = np.frombuffer(out[i], dtype=dtype)
    if op in ("iamax", "iamin"):
        if result < 0:
            raise ValueError(f"{op} of an empty vector")
        return int(result)
    return result


def axpy(device: Device, alpha: float, x, y):
    """``y += alpha·x``; returns ``y``."""
    _level1(device, "axpy", (x, y), (alpha,))
    return y


def scal(device: Device, alpha: float, x):
    """``x *= alpha``; returns ``x``."""
    _level1(device, "scal", (x,), (alpha,))
    return x


def copy(device: Device, x, y):
    """``y[:] = x``; returns ``y``."""
    _level1(device, "copy", (x, y))
    return y


def swap(device: Device, x, y):
    """Exchanges the elements of ``x`` and ``y``; returns ``(x, y)``."""
    _level1(device, "swap", (x, y))
    return x, y


def rot(device: Device, x, y, c: float, s: float):
    """``x, y = c·x + s·y, c·y - s·x``; returns ``(x, y)``."""
    _level1(device, "rot", (x, y), (c, s))
    return x, y


def dot(device: Device, x, y) -> float:
    """``Σ x[i]·y[i]``, summed in float64 and rounded to the arrays' type."""
    return _level1(device, "dot", (x, y))


def nrm2(device: Device, x) -> float:
    """``√(Σ x[i]²)``, without overflow or underflow in between."""
    return _level1(device, "nrm2", (x,))


def asum(device: Device, x) -> float:
    """``Σ |x[i]|``."""
    return _level1(device, "asum", (x,))


def iamax(device: Device, x) -> int:
    """The 0-based index of the first element of largest magnitude."""
    return _level1(device, "iamax", (x,))


def iamin(device: Device, x) -> int:
    """The 0-based index of the first element of smallest magnitude."""
    return _level1(device, "iamin", (x,))
