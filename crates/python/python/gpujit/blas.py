"""GEMM on any gpujit device, on NumPy arrays: ``gpujit.blas.gemm``.

>>> import numpy as np, gpujit, gpujit.blas
>>> dev = gpujit.device("host")
>>> a = np.array([[1, 2], [3, 4]], dtype=np.float32)
>>> b = np.array([[1, 0], [1, 1]], dtype=np.float32)
>>> gpujit.blas.gemm(dev, a, b).tolist()
[[3.0, 2.0], [7.0, 4.0]]

``gemm(device, a, b, c=None, alpha=1.0, beta=0.0, trans_a=False,
trans_b=False, out_dtype=None)`` computes ``alpha·op(a)·op(b) + beta·c`` with
gpujit-blas (the guide's BLAS chapter) on ``device``: two-dimensional
arrays in C order (NumPy's), ``op`` the transpose when asked. ``float32``
and ``float64`` are computed in their own type; ``float16`` inputs are
computed in ``float32`` and give ``float16`` or, with
``out_dtype=numpy.float32``, ``float32``. With ``c`` given, the result is
written into it (and returned), and ``beta == 0`` never reads it; without,
a new array is returned. The arrays are copied to the device and back.
Argument errors are ``ValueError``s naming the argument.
"""

from ._gpujit import Device, blas_gemm

__all__ = ["gemm"]

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
):
    """``alpha·op(a)·op(b) + beta·c`` on ``device`` (see the module's text)."""
    import numpy as np

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
    )
    result = np.frombuffer(data, dtype=out).reshape(m, n)
    if c is None:
        return result.copy()
    c[...] = result
    return c
